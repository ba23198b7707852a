// error: 5:32
// message: the modifier 'required' is not valid for this item
class Named
{
    public static required int Count;
}
class P
{
    static void Main() { }
}
