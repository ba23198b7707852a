// error: 5:28
// message: Required member 'Named.Name' must be settable.
class Named
{
    public required string Name { get; }
}
class P
{
    static void Main() { }
}
