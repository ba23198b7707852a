// error: 11:34
// message: Required member 'Named.Age' must be set in the object initializer or attribute constructor.
class Named
{
    public required string Name { get; init; }
    public required int Age;
}
class Derived : Named { }
class P
{
    static void Main() { var d = new Derived { Name = "x" }; }
}
