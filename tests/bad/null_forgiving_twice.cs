// error: 7:24
// message: Duplicate null suppression operator ('!')
class P
{
    static void Main()
    {
        string s = "a"!!;
        System.Console.WriteLine(s);
    }
}
