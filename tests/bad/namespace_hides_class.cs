// error: 18:51
// message: the type or namespace name 'Marker' does not exist in the namespace 'Geo.Shapes'
// Inside namespace Geo, the name Shapes finds the namespace Geo.Shapes
// before the global class Shapes (C#'s lookup goes outward one namespace at
// a time), so Shapes.Marker is looked up in the namespace.
namespace Geo.Shapes
{
    class Sq { }
}

class Shapes
{
    public static int Marker = 99;
}

namespace Geo
{
    class P { static void Main() { int m = Shapes.Marker; } }
}
