// Convert's methods on an enum value: .NET takes their object overloads,
// which convert the underlying value (checked: OverflowException) or, for
// ToString, give the name.
using System;

enum Color { Red, Green, Blue }
enum Small : byte { A = 1, B = 200 }
enum Huge : uint { Top = 4000000000 }
[Flags] enum Perm { None = 0, Read = 1, Write = 2 }

class Program
{
    static void Main()
    {
        Color c = Color.Blue;
        Console.WriteLine(Convert.ToInt32(c) + Convert.ToInt32(Color.Green));
        Console.WriteLine(Convert.ToInt64(Small.B) + " " + Convert.ToByte(c) + " " + Convert.ToDouble(Color.Green));
        Console.WriteLine(Convert.ToString(Perm.Read | Perm.Write) + "|" + Convert.ToString(c) + "|" + Convert.ToString((Color)9));
        Console.WriteLine(Convert.ToUInt32(Huge.Top));
        try
        {
            Console.WriteLine(Convert.ToInt32(Huge.Top));
        }
        catch (OverflowException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
