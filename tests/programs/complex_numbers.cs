// mono: skip-output
// System.Numerics.Complex: arithmetic (division by Smith's algorithm, and
// with doubles and ints on either side), Conjugate, Abs/Magnitude, Phase,
// FromPolarCoordinates, Exp, Log, Log10, Pow, Sqrt, equality, and .NET 7's
// text "<re; im>" (Mono prints "(re, im)": skip-output; its results agree
// bit for bit with these but for Sqrt, where .NET Framework and Mono go
// through the polar form).
using System;
using System.Numerics;

class Program
{
    static void Main()
    {
        var i = Complex.ImaginaryOne;
        foreach (var r in new[] { i + i, i * i, -i, 1 / i, Complex.Conjugate(i) })
            Console.WriteLine(r);
        var a = new Complex(3, 4);
        var b = new Complex(1.1, -2.3);
        Console.WriteLine(a.Magnitude + " " + Complex.Abs(b) + " " + a.Phase);
        Console.WriteLine(a / b);
        Console.WriteLine(b / a);
        Console.WriteLine(2.5 / a + " " + a / 4 + " " + (a * b));
        Console.WriteLine(Complex.Exp(new Complex(0, Math.PI)));
        Console.WriteLine(Complex.Log(b) + " " + Complex.Log10(a));
        Console.WriteLine(Complex.Pow(a, 2) + " " + Complex.Pow(a, b));
        Console.WriteLine(Complex.Sqrt(new Complex(-4, 0)) + " " + Complex.Sqrt(a) + " " + Complex.Sqrt(new Complex(-3, -4)));
        Console.WriteLine(Complex.FromPolarCoordinates(2, 1.2));
        Console.WriteLine(a.ToString("F2"));
        Console.WriteLine(a == new Complex(3, 4) && a != b && a.Equals(new Complex(3.0, 4.0)));
        Complex z = 2.5;
        Console.WriteLine(z * a - 1 + " " + (a + 1.5).Real + " " + (0.5 - a).Imaginary);
        Console.WriteLine(Complex.Zero + " " + Complex.One);
    }
}
