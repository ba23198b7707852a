// error: 8:1
// message: top-level statements must precede namespace and type declarations
// errors: 1
class Helper
{
}

System.Console.WriteLine("late");
