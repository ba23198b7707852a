// error: 10:31
// message: cannot implicitly convert type 'int' to 'Color'
// E - E gives the underlying type (ECMA-334 12.10.6), not the enum.
enum Color { Red, Green }

class P
{
    static void Main()
    {
        Color c = Color.Green - Color.Red;
    }
}
