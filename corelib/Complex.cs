// generic source
// Complex.cs - System.Numerics.Complex: a complex number of two doubles,
// with .NET 8's arithmetic and its text "<re; im>" (.NET 7 and later).
// Not generic, but kept as source like the generic definitions (the line
// above, docs/generics.md): only the programs naming Complex compile it.
//
// The results must be .NET's to the last bit, since a program prints them
// with the shortest round-trip text: division is Smith's algorithm (the
// ratio of the smaller to the larger part of the divisor, which keeps the
// intermediate products in range), the magnitude scales by its larger
// part before the square root, and the mixed operators with a double
// compute as .NET's do (not through a Complex of zero imaginary part,
// whose zero could change a sign).
using System;

namespace System.Numerics
{
    public readonly struct Complex : IEquatable<Complex>, IFormattable
    {
        private readonly double _re;
        private readonly double _im;

        public static readonly Complex Zero = new Complex(0.0, 0.0);
        public static readonly Complex One = new Complex(1.0, 0.0);
        public static readonly Complex ImaginaryOne = new Complex(0.0, 1.0);
        public static readonly Complex NaN = new Complex(double.NaN, double.NaN);
        public static readonly Complex Infinity = new Complex(double.PositiveInfinity, double.PositiveInfinity);

        public Complex(double real, double imaginary)
        {
            _re = real;
            _im = imaginary;
        }

        public double Real => _re;
        public double Imaginary => _im;
        public double Magnitude => Abs(this);
        public double Phase => Math.Atan2(_im, _re);

        public static Complex FromPolarCoordinates(double magnitude, double phase)
        {
            return new Complex(magnitude * Math.Cos(phase), magnitude * Math.Sin(phase));
        }

        public static Complex Negate(Complex value) => -value;
        public static Complex Add(Complex left, Complex right) => left + right;
        public static Complex Subtract(Complex left, Complex right) => left - right;
        public static Complex Multiply(Complex left, Complex right) => left * right;
        public static Complex Divide(Complex dividend, Complex divisor) => dividend / divisor;
        public static Complex Conjugate(Complex value) => new Complex(value._re, -value._im);
        public static Complex Reciprocal(Complex value)
        {
            if (value._re == 0.0 && value._im == 0.0)
                return Zero;
            return One / value;
        }

        public static Complex operator -(Complex value) => new Complex(-value._re, -value._im);
        public static Complex operator +(Complex value) => value;

        public static Complex operator +(Complex left, Complex right)
            => new Complex(left._re + right._re, left._im + right._im);
        public static Complex operator +(Complex left, double right) => new Complex(left._re + right, left._im);
        public static Complex operator +(double left, Complex right) => new Complex(left + right._re, right._im);

        public static Complex operator -(Complex left, Complex right)
            => new Complex(left._re - right._re, left._im - right._im);
        public static Complex operator -(Complex left, double right) => new Complex(left._re - right, left._im);
        public static Complex operator -(double left, Complex right) => new Complex(left - right._re, -right._im);

        public static Complex operator *(Complex left, Complex right)
            => new Complex(left._re * right._re - left._im * right._im, left._im * right._re + left._re * right._im);
        public static Complex operator *(Complex left, double right) => new Complex(left._re * right, left._im * right);
        public static Complex operator *(double left, Complex right) => right * left;

        // Smith's algorithm: (a + bi) / (c + di) through the ratio of the
        // divisor's smaller part to its larger one.
        public static Complex operator /(Complex left, Complex right)
        {
            double a = left._re, b = left._im, c = right._re, d = right._im;
            if (Math.Abs(d) < Math.Abs(c))
            {
                double doc = d / c;
                return new Complex((a + b * doc) / (c + d * doc), (b - a * doc) / (c + d * doc));
            }
            double cod = c / d;
            return new Complex((b + a * cod) / (d + c * cod), (-a + b * cod) / (d + c * cod));
        }

        public static Complex operator /(Complex left, double right)
        {
            if (right == 0.0)
                return new Complex(double.NaN, double.NaN);
            return new Complex(left._re / right, left._im / right);
        }

        public static Complex operator /(double left, Complex right)
        {
            double a = left, c = right._re, d = right._im;
            if (Math.Abs(d) < Math.Abs(c))
            {
                double doc = d / c;
                return new Complex(a / (c + d * doc), (-a * doc) / (c + d * doc));
            }
            double cod = c / d;
            return new Complex(a * cod / (d + c * cod), -a / (d + c * cod));
        }

        public static bool operator ==(Complex left, Complex right) => left._re == right._re && left._im == right._im;
        public static bool operator !=(Complex left, Complex right) => left._re != right._re || left._im != right._im;

        public static implicit operator Complex(double value) => new Complex(value, 0.0);
        public static implicit operator Complex(float value) => new Complex(value, 0.0);
        public static implicit operator Complex(long value) => new Complex(value, 0.0);
        public static implicit operator Complex(int value) => new Complex(value, 0.0);
        public static implicit operator Complex(short value) => new Complex(value, 0.0);
        public static implicit operator Complex(byte value) => new Complex(value, 0.0);
        public static implicit operator Complex(sbyte value) => new Complex(value, 0.0);
        public static implicit operator Complex(ulong value) => new Complex(value, 0.0);
        public static implicit operator Complex(uint value) => new Complex(value, 0.0);
        public static implicit operator Complex(ushort value) => new Complex(value, 0.0);
        public static explicit operator Complex(decimal value) => new Complex((double)value, 0.0);

        // The magnitude scaled by the larger part, so that squaring stays in
        // range: |a| * sqrt(1 + (b / a)^2) with |a| >= |b|.
        public static double Abs(Complex value)
        {
            double a = Math.Abs(value._re), b = Math.Abs(value._im);
            if (double.IsInfinity(a) || double.IsInfinity(b))
                return double.PositiveInfinity;
            if (a < b)
            {
                double t = a;
                a = b;
                b = t;
            }
            if (a == 0.0)
                return b;
            if (b == 0.0)
                return a;
            double r = b / a;
            return a * Math.Sqrt(1.0 + r * r);
        }

        public static Complex Exp(Complex value)
        {
            double e = Math.Exp(value._re);
            return new Complex(e * Math.Cos(value._im), e * Math.Sin(value._im));
        }

        public static Complex Log(Complex value) => new Complex(Math.Log(Abs(value)), Math.Atan2(value._im, value._re));
        public static Complex Log(Complex value, double baseValue) => Log(value) / Log(baseValue);
        // .NET scales by 1 / ln 10 written to 14 digits (not the double
        // nearest it): the same constant gives the same last bits.
        public static Complex Log10(Complex value) => Scale(Log(value), 0.43429448190325);

        private static Complex Scale(Complex value, double factor) => new Complex(factor * value._re, factor * value._im);

        public static Complex Sqrt(Complex value)
        {
            if (value._im == 0.0)
            {
                if (value._re < 0.0)
                    return new Complex(0.0, Math.Sqrt(-value._re));
                return new Complex(Math.Sqrt(value._re), 0.0);
            }
            double m = Abs(value);
            double x = Math.Sqrt((m + Math.Abs(value._re)) / 2.0);
            double y = value._im / (2.0 * x);
            if (value._re >= 0.0)
                return new Complex(x, y);
            return new Complex(Math.Abs(y), value._im < 0.0 ? -x : x);
        }

        public static Complex Pow(Complex value, Complex power)
        {
            if (power == Zero)
                return One;
            if (value == Zero)
                return Zero;
            double a = value._re, b = value._im, c = power._re, d = power._im;
            double rho = Abs(value);
            double theta = Math.Atan2(b, a);
            double newRho = c * theta + d * Math.Log(rho);
            double t = Math.Pow(rho, c) * Math.Pow(Math.E, -d * theta);
            return new Complex(t * Math.Cos(newRho), t * Math.Sin(newRho));
        }

        public static Complex Pow(Complex value, double power) => Pow(value, new Complex(power, 0.0));

        public static bool IsNaN(Complex value) => !IsFinite(value) && !IsInfinity(value);
        public static bool IsInfinity(Complex value) => double.IsInfinity(value._re) || double.IsInfinity(value._im);
        public static bool IsFinite(Complex value) => double.IsFinite(value._re) && double.IsFinite(value._im);
        public static bool IsRealNumber(Complex value) => value._im == 0.0 && double.IsFinite(value._re);

        public bool Equals(Complex value) => _re.Equals(value._re) && _im.Equals(value._im);
        public override bool Equals(object obj) => obj is Complex c && Equals(c);
        public override int GetHashCode() => _re.GetHashCode() ^ (_im.GetHashCode() * 31);

        public override string ToString() => ToString(null, null);
        public string ToString(string format) => ToString(format, null);
        public string ToString(IFormatProvider provider) => ToString(null, provider);

        // Every culture formats as the invariant one (globalization-invariant
        // mode), so the provider changes nothing.
        public string ToString(string format, IFormatProvider provider)
        {
            if (format == null)
                return "<" + _re.ToString() + "; " + _im.ToString() + ">";
            return "<" + _re.ToString(format) + "; " + _im.ToString(format) + ">";
        }
    }
}
