// The corelib's params overloads: string.Format, Console.Write/WriteLine,
// StringBuilder.AppendFormat and TextWriter with any number of arguments
// (none too), string.Join and string.Concat of loose values, Split and the
// Trim family with several chars; an array passed as the params argument
// is the argument list itself.
using System;
using System.Text;
class CompositeParams
{
    static void Main() {
        Console.WriteLine(string.Format("{0}{1}{2}{3}{4}", "a", "b", "c", "d", "e"));
        Console.WriteLine(string.Format("no args"));
        Console.WriteLine("{0}-{1}-{2}-{3}", "w", "x", "y", "z");
        Console.Write("{0}{1}{2}{3}\n", "1", "2", "3", "4");
        Console.WriteLine(string.Join(", ", "x", "y", "z") + " " + string.Join('/', "p", "q") + " " + string.Concat("a", "b", "c", "d", "e"));
        Console.WriteLine(string.Join("|", new object[] { "o", null, "p" }));
        string[] parts = "a b,c;d".Split(' ', ',', ';');
        Console.WriteLine(parts.Length + " " + parts[3] + " [" + "xyhiyx".Trim('x', 'y') + "] [" + "..hi!!".TrimStart('.', '!') + "] [" + "..hi!!".TrimEnd('.', '!') + "]");
        StringBuilder sb = new StringBuilder();
        sb.AppendFormat("{0}{1}{2}{3}", "A", "B", "C", "D");
        Console.WriteLine(sb.ToString());
        Console.Out.WriteLine("{0}{1}{2}{3}", "t", "e", "x", "t");
        string[] arr = { "s1", "s2" };
        Console.WriteLine("{0} {1}", arr);
        Console.WriteLine(string.Format("{0}", (object)arr) == arr.ToString());
    }
}
