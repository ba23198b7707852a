// error: 10:34
// message: 'System.Globalization.CultureInfo' has no accessible constructor (Kiln's corelib does not let a program create one)
// Kiln has only the invariant culture (as .NET in globalization-invariant
// mode, where other cultures fail at run time): naming the constructor is an
// error saying so, not "does not contain a definition for 'constructor'".
using System.Globalization;

class P
{
    static void Main() { var c = new CultureInfo("tr-TR"); System.Console.WriteLine(c.Name); }
}
