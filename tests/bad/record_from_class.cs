// error: 5:8
// message: records can only inherit from object or another record ('R' derives from 'K')
// errors: 1
class K { }
record R(int X) : K;
class P
{
    static void Main()
    {
        System.Console.WriteLine(new R(2));
    }
}
