// Formattable.cs - System.IFormattable and System.IFormatProvider. Composite
// formatting ({0:fmt}, $"{x:fmt}") formats a value whose type implements
// IFormattable with ToString(format, null) (CompositeFormatter.cs). Kiln
// formats with the invariant culture only, so the corelib's implementations
// ignore the provider; IFormatProvider has no members yet (its GetFormat
// takes a System.Type).
namespace System
{
    public interface IFormatProvider
    {
    }

    public interface IFormattable
    {
        string ToString(string format, IFormatProvider formatProvider);
    }
}
