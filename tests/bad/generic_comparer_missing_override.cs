// error: 4:7
// message: does not implement inherited abstract member
// errors: 1
class Half : System.Collections.Generic.EqualityComparer<int>
{
    public override bool Equals(int a, int b) => a / 2 == b / 2;
}
class P {
    static void Main() { }
}
