// mono: skip-output
// Malformed composite formats throw FormatException with .NET 8's messages
// (Mono 6.8 has the older "Input string was not in a correct format."):
// the offset is where parsing stopped. Also an index past the arguments,
// a null format and a null argument array, and a bad numeric format.
using System;

class CompositeFormatErrors
{
    static void Try(string format)
    {
        try
        {
            Console.WriteLine("ok: " + string.Format(format, "a", "b"));
        }
        catch (FormatException e)
        {
            Console.WriteLine("[" + format + "] " + e.Message);
        }
    }

    static void Main()
    {
        Try("{");
        Try("abc{");
        Try("}");
        Try("ab}c");
        Try("{x}");
        Try("{0");
        Try("{0,}");
        Try("{0,-}");
        Try("{0,5");
        Try("{0:x");
        Try("{0:{1}}");
        Try("{0 1}");
        Try("{-1}");
        Try("{2}");
        Try("{1000000000}");
        Try("{0}}");
        Try("{{0}");
        Try("{1}{0}");
        try
        {
            string.Format((string)null, "a");   // (null, "a") would bind Format(provider, format, params args)
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            object[] none = null;
            string.Format("{0}", none);
        }
        catch (ArgumentNullException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Console.WriteLine("{0} {1}", "only one");
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Console.WriteLine(12.ToString("Q2"));
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Console.WriteLine(1.5.ToString("D"));
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Console.WriteLine(7.ToString("R"));
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
        try
        {
            Console.WriteLine(7.ToString("F1000000000"));
        }
        catch (FormatException e)
        {
            Console.WriteLine(e.Message);
        }
        Console.WriteLine(7.ToString("D20"));
        Console.WriteLine(double.NaN.ToString("Q") + " " + double.NegativeInfinity.ToString("D"));
    }
}
