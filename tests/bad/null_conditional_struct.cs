// error: 9:20
// message: operator '?' cannot be applied to operand of type 'int'
// errors: 1
class P
{
    static void Main()
    {
        int x = 5;
        string s = x?.ToString();
    }
}
