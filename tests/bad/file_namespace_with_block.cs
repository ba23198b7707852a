// error: 6:11
// message: a source file cannot contain both file-scoped and other namespace declarations
// errors: 1
namespace Outer;

namespace Inner
{
    class P
    {
        static void Main() { }
    }
}
