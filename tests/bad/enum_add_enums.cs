// error: 8:44
// message: operator '+' cannot be applied to operands of type 'Color' and 'Color'
// C# has E + U and U + E but no E + E (ECMA-334 12.10.5).
enum Color { Red, Green }

class P
{
    static void Main() { var x = Color.Red + Color.Green; }
}
