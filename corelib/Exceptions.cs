// Exceptions.cs - System.Exception and the exception classes of the subset,
// each built with () carrying .NET's default message. The runtime reads
// Exception._message, _stackTrace and _innerException and
// TypeInitializationException._typeName by name (runtime/exceptions.c) and
// creates its own exceptions without running these constructors.
// Generated layout: one class per .NET type, parents as in .NET except
// DllNotFoundException/EntryPointNotFoundException (TypeLoadException is
// not in the subset), which derive from SystemException.
using System.Runtime.CompilerServices;

namespace System
{
    public class Exception
    {
        private string _message;
        private string _stackTrace;
        private Exception _innerException;

        public Exception()
        {
        }

        public Exception(string message)
        {
            _message = message;
        }

        public Exception(string message, Exception innerException)
        {
            _message = message;
            _innerException = innerException;
        }

        public Exception InnerException
        {
            get { return _innerException; }
        }

        // The frames the exception passed through, innermost first, each
        // "   at T.M(Int32 x) in /abs/file.cs:line N" (runtime/exceptions.c);
        // null until it is thrown.
        public virtual string StackTrace
        {
            get { return _stackTrace; }
        }

        public virtual string Message
        {
            get
            {
                if (_message != null)
                    return _message;
                return "Exception of type '" + Object.GetTypeName(this) + "' was thrown.";
            }
        }

        // .NET 5+'s layout: the inner exception's ToString on a new line
        // after " ---> ", then the end marker, then this one's trace.
        public override string ToString()
        {
            string m = Message;
            string s = Object.GetTypeName(this);
            if (m != null && m.Length > 0)
                s = s + ": " + m;
            if (_innerException != null)
                s = s + "\n ---> " + _innerException.ToString() + "\n   --- End of inner exception stack trace ---";
            if (_stackTrace != null)
                s = s + "\n" + _stackTrace;
            return s;
        }
    }
}

namespace System
{
    // Thrown by the runtime (runtime/types.c) on every use of a class whose
    // static initializer threw; the same object each time.
    public sealed class TypeInitializationException : SystemException
    {
        private string _typeName;

        public TypeInitializationException(string fullTypeName, Exception innerException)
            : base("The type initializer for '" + fullTypeName + "' threw an exception.", innerException)
        {
            _typeName = fullTypeName;
        }

        public string TypeName
        {
            get { return _typeName == null ? "" : _typeName; }
        }
    }
}

namespace System
{
    public class SystemException : Exception
    {
        public SystemException()
            : base("System error.")
        {
        }

        public SystemException(string message)
            : base(message)
        {
        }

        public SystemException(string message, Exception innerException)
            : base(message, innerException)
        {
        }
    }
}

namespace System
{
    // The parameter's name is kept apart from the message, as in .NET:
    // Message appends " (Parameter 'name')" when the name is not empty.
    public class ArgumentException : SystemException
    {
        private string _paramName;

        public ArgumentException()
            : base("Value does not fall within the expected range.")
        {
        }

        public ArgumentException(string message)
            : base(message)
        {
        }

        public ArgumentException(string message, Exception innerException)
            : base(message, innerException)
        {
        }

        public ArgumentException(string message, string paramName)
            : base(message)
        {
            _paramName = paramName;
        }

        public ArgumentException(string message, string paramName, Exception innerException)
            : base(message, innerException)
        {
            _paramName = paramName;
        }

        public virtual string ParamName
        {
            get { return _paramName; }
        }

        public static void ThrowIfNullOrEmpty(string argument, [CallerArgumentExpression("argument")] string paramName = null)
        {
            if (argument == null)
                throw new ArgumentNullException(paramName);
            if (argument.Length == 0)
                throw new ArgumentException("The value cannot be an empty string.", paramName);
        }

        public static void ThrowIfNullOrWhiteSpace(string argument, [CallerArgumentExpression("argument")] string paramName = null)
        {
            if (argument == null)
                throw new ArgumentNullException(paramName);
            if (string.IsNullOrWhiteSpace(argument))
                throw new ArgumentException("The value cannot be an empty string or composed entirely of whitespace.", paramName);
        }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (!string.IsNullOrEmpty(_paramName))
                    s = s + " (Parameter '" + _paramName + "')";
                return s;
            }
        }
    }
}

namespace System
{
    public class ArgumentNullException : ArgumentException
    {
        public ArgumentNullException()
            : base("Value cannot be null.")
        {
        }

        public ArgumentNullException(string paramName)
            : base("Value cannot be null.", paramName)
        {
        }

        public ArgumentNullException(string message, Exception innerException)
            : base(message, innerException)
        {
        }

        public ArgumentNullException(string paramName, string message)
            : base(message, paramName)
        {
        }

        public static void ThrowIfNull(object argument, [CallerArgumentExpression("argument")] string paramName = null)
        {
            if (argument == null)
                throw new ArgumentNullException(paramName);
        }
    }
}

namespace System
{
    // Message adds the actual value on a line of its own when one was given.
    public class ArgumentOutOfRangeException : ArgumentException
    {
        private object _actualValue;

        public ArgumentOutOfRangeException()
            : base("Specified argument was out of the range of valid values.")
        {
        }

        public ArgumentOutOfRangeException(string paramName)
            : base("Specified argument was out of the range of valid values.", paramName)
        {
        }

        public ArgumentOutOfRangeException(string paramName, string message)
            : base(message, paramName)
        {
        }

        public ArgumentOutOfRangeException(string message, Exception innerException)
            : base(message, innerException)
        {
        }

        public ArgumentOutOfRangeException(string paramName, object actualValue, string message)
            : base(message, paramName)
        {
            _actualValue = actualValue;
        }

        public virtual object ActualValue
        {
            get { return _actualValue; }
        }

        // The ThrowIf family: .NET 8's are generic over the numeric
        // interfaces Kiln does not have, so there is one overload per type
        // whose text the generic one would print the same (a short or byte
        // argument takes int's, uint long's). Negative means the sign bit
        // (-0.0 and a NaN with it set are negative), as T.IsNegative; the
        // comparisons are CompareTo's (NaN below every number).
        private static void ThrowValue(string paramName, object value, string rule)
        {
            throw new ArgumentOutOfRangeException(paramName, value, paramName + " ('" + value + "') must " + rule);
        }

        public static void ThrowIfZero(int value, [CallerArgumentExpression("value")] string paramName = null) { if (value == 0) ThrowValue(paramName, value, "be a non-zero value."); }
        public static void ThrowIfNegative(int value, [CallerArgumentExpression("value")] string paramName = null) { if (value < 0) ThrowValue(paramName, value, "be a non-negative value."); }
        public static void ThrowIfNegativeOrZero(int value, [CallerArgumentExpression("value")] string paramName = null) { if (value < 0 || value == 0) ThrowValue(paramName, value, "be a non-negative and non-zero value."); }
        public static void ThrowIfGreaterThan(int value, int other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) > 0) ThrowValue(paramName, value, "be less than or equal to '" + other + "'."); }
        public static void ThrowIfGreaterThanOrEqual(int value, int other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) >= 0) ThrowValue(paramName, value, "be less than '" + other + "'."); }
        public static void ThrowIfLessThan(int value, int other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) < 0) ThrowValue(paramName, value, "be greater than or equal to '" + other + "'."); }
        public static void ThrowIfLessThanOrEqual(int value, int other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) <= 0) ThrowValue(paramName, value, "be greater than '" + other + "'."); }
        public static void ThrowIfEqual(int value, int other, [CallerArgumentExpression("value")] string paramName = null) { if (value.Equals(other)) ThrowValue(paramName, value, "not be equal to '" + other + "'."); }
        public static void ThrowIfNotEqual(int value, int other, [CallerArgumentExpression("value")] string paramName = null) { if (!value.Equals(other)) ThrowValue(paramName, value, "be equal to '" + other + "'."); }

        public static void ThrowIfZero(long value, [CallerArgumentExpression("value")] string paramName = null) { if (value == 0) ThrowValue(paramName, value, "be a non-zero value."); }
        public static void ThrowIfNegative(long value, [CallerArgumentExpression("value")] string paramName = null) { if (value < 0) ThrowValue(paramName, value, "be a non-negative value."); }
        public static void ThrowIfNegativeOrZero(long value, [CallerArgumentExpression("value")] string paramName = null) { if (value < 0 || value == 0) ThrowValue(paramName, value, "be a non-negative and non-zero value."); }
        public static void ThrowIfGreaterThan(long value, long other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) > 0) ThrowValue(paramName, value, "be less than or equal to '" + other + "'."); }
        public static void ThrowIfGreaterThanOrEqual(long value, long other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) >= 0) ThrowValue(paramName, value, "be less than '" + other + "'."); }
        public static void ThrowIfLessThan(long value, long other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) < 0) ThrowValue(paramName, value, "be greater than or equal to '" + other + "'."); }
        public static void ThrowIfLessThanOrEqual(long value, long other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) <= 0) ThrowValue(paramName, value, "be greater than '" + other + "'."); }
        public static void ThrowIfEqual(long value, long other, [CallerArgumentExpression("value")] string paramName = null) { if (value.Equals(other)) ThrowValue(paramName, value, "not be equal to '" + other + "'."); }
        public static void ThrowIfNotEqual(long value, long other, [CallerArgumentExpression("value")] string paramName = null) { if (!value.Equals(other)) ThrowValue(paramName, value, "be equal to '" + other + "'."); }

        public static void ThrowIfZero(float value, [CallerArgumentExpression("value")] string paramName = null) { if (value == 0) ThrowValue(paramName, value, "be a non-zero value."); }
        public static void ThrowIfNegative(float value, [CallerArgumentExpression("value")] string paramName = null) { if (BitConverter.SingleToInt32Bits(value) < 0) ThrowValue(paramName, value, "be a non-negative value."); }
        public static void ThrowIfNegativeOrZero(float value, [CallerArgumentExpression("value")] string paramName = null) { if (BitConverter.SingleToInt32Bits(value) < 0 || value == 0) ThrowValue(paramName, value, "be a non-negative and non-zero value."); }
        public static void ThrowIfGreaterThan(float value, float other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) > 0) ThrowValue(paramName, value, "be less than or equal to '" + other + "'."); }
        public static void ThrowIfGreaterThanOrEqual(float value, float other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) >= 0) ThrowValue(paramName, value, "be less than '" + other + "'."); }
        public static void ThrowIfLessThan(float value, float other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) < 0) ThrowValue(paramName, value, "be greater than or equal to '" + other + "'."); }
        public static void ThrowIfLessThanOrEqual(float value, float other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) <= 0) ThrowValue(paramName, value, "be greater than '" + other + "'."); }
        public static void ThrowIfEqual(float value, float other, [CallerArgumentExpression("value")] string paramName = null) { if (value.Equals(other)) ThrowValue(paramName, value, "not be equal to '" + other + "'."); }
        public static void ThrowIfNotEqual(float value, float other, [CallerArgumentExpression("value")] string paramName = null) { if (!value.Equals(other)) ThrowValue(paramName, value, "be equal to '" + other + "'."); }

        public static void ThrowIfZero(double value, [CallerArgumentExpression("value")] string paramName = null) { if (value == 0) ThrowValue(paramName, value, "be a non-zero value."); }
        public static void ThrowIfNegative(double value, [CallerArgumentExpression("value")] string paramName = null) { if (BitConverter.DoubleToInt64Bits(value) < 0) ThrowValue(paramName, value, "be a non-negative value."); }
        public static void ThrowIfNegativeOrZero(double value, [CallerArgumentExpression("value")] string paramName = null) { if (BitConverter.DoubleToInt64Bits(value) < 0 || value == 0) ThrowValue(paramName, value, "be a non-negative and non-zero value."); }
        public static void ThrowIfGreaterThan(double value, double other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) > 0) ThrowValue(paramName, value, "be less than or equal to '" + other + "'."); }
        public static void ThrowIfGreaterThanOrEqual(double value, double other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) >= 0) ThrowValue(paramName, value, "be less than '" + other + "'."); }
        public static void ThrowIfLessThan(double value, double other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) < 0) ThrowValue(paramName, value, "be greater than or equal to '" + other + "'."); }
        public static void ThrowIfLessThanOrEqual(double value, double other, [CallerArgumentExpression("value")] string paramName = null) { if (value.CompareTo(other) <= 0) ThrowValue(paramName, value, "be greater than '" + other + "'."); }
        public static void ThrowIfEqual(double value, double other, [CallerArgumentExpression("value")] string paramName = null) { if (value.Equals(other)) ThrowValue(paramName, value, "not be equal to '" + other + "'."); }
        public static void ThrowIfNotEqual(double value, double other, [CallerArgumentExpression("value")] string paramName = null) { if (!value.Equals(other)) ThrowValue(paramName, value, "be equal to '" + other + "'."); }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (_actualValue == null)
                    return s;
                return s + Environment.NewLine + "Actual value was " + _actualValue.ToString() + ".";
            }
        }
    }
}

namespace System
{
    public class InvalidOperationException : SystemException
    {
        public InvalidOperationException()
            : base("Operation is not valid due to the current state of the object.")
        {
        }

        public InvalidOperationException(string message)
            : base(message)
        {
        }

        public InvalidOperationException(string message, Exception innerException)
            : base(message, innerException)
        {
        }
    }
}

namespace System.Collections.Generic
{
    public class KeyNotFoundException : SystemException
    {
        public KeyNotFoundException()
            : base("The given key was not present in the dictionary.")
        {
        }

        public KeyNotFoundException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class NullReferenceException : SystemException
    {
        public NullReferenceException()
            : base("Object reference not set to an instance of an object.")
        {
        }

        public NullReferenceException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class IndexOutOfRangeException : SystemException
    {
        public IndexOutOfRangeException()
            : base("Index was outside the bounds of the array.")
        {
        }

        public IndexOutOfRangeException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class InvalidCastException : SystemException
    {
        public InvalidCastException()
            : base("Specified cast is not valid.")
        {
        }

        public InvalidCastException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class ArithmeticException : SystemException
    {
        public ArithmeticException()
            : base("Overflow or underflow in the arithmetic operation.")
        {
        }

        public ArithmeticException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class DivideByZeroException : ArithmeticException
    {
        public DivideByZeroException()
            : base("Attempted to divide by zero.")
        {
        }

        public DivideByZeroException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class OverflowException : ArithmeticException
    {
        public OverflowException()
            : base("Arithmetic operation resulted in an overflow.")
        {
        }

        public OverflowException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class FormatException : SystemException
    {
        public FormatException()
            : base("One of the identified items was in an invalid format.")
        {
        }

        public FormatException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class ArrayTypeMismatchException : SystemException
    {
        public ArrayTypeMismatchException()
            : base("Attempted to access an element as a type incompatible with the array.")
        {
        }

        public ArrayTypeMismatchException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class NotSupportedException : SystemException
    {
        public NotSupportedException()
            : base("Specified method is not supported.")
        {
        }

        public NotSupportedException(string message)
            : base(message)
        {
        }

        public NotSupportedException(string message, Exception innerException)
            : base(message, innerException)
        {
        }
    }
}

namespace System
{
    public class NotImplementedException : SystemException
    {
        public NotImplementedException()
            : base("The method or operation is not implemented.")
        {
        }

        public NotImplementedException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class OutOfMemoryException : SystemException
    {
        public OutOfMemoryException()
            : base("Insufficient memory to continue the execution of the program.")
        {
        }

        public OutOfMemoryException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class DllNotFoundException : SystemException
    {
        public DllNotFoundException()
            : base("Dll was not found.")
        {
        }

        public DllNotFoundException(string message)
            : base(message)
        {
        }
    }
}

namespace System
{
    public class EntryPointNotFoundException : SystemException
    {
        public EntryPointNotFoundException()
            : base("Entry point was not found.")
        {
        }

        public EntryPointNotFoundException(string message)
            : base(message)
        {
        }
    }
}

namespace System.Threading
{
    public class SynchronizationLockException : System.SystemException
    {
        public SynchronizationLockException()
            : base("Object synchronization method was called from an unsynchronized block of code.")
        {
        }

        public SynchronizationLockException(string message)
            : base(message)
        {
        }
    }
}

namespace System.Threading
{
    public class ThreadInterruptedException : System.SystemException
    {
        public ThreadInterruptedException()
            : base("Thread was interrupted from a waiting state.")
        {
        }

        public ThreadInterruptedException(string message)
            : base(message)
        {
        }
    }
}

namespace System.Threading
{
    public class ThreadStateException : System.SystemException
    {
        public ThreadStateException()
            : base("Thread was in an invalid state for the operation being executed.")
        {
        }

        public ThreadStateException(string message)
            : base(message)
        {
        }
    }
}

namespace System.IO
{
    public class IOException : System.SystemException
    {
        public IOException()
            : base("I/O error occurred.")
        {
        }

        public IOException(string message)
            : base(message)
        {
        }
    }
}

// The remaining exceptions a console program commonly throws itself, with
// .NET 8's default messages.
namespace System
{
    public class ApplicationException : Exception
    {
        public ApplicationException() : base("Error in the application.") { }
        public ApplicationException(string message) : base(message) { }
        public ApplicationException(string message, Exception innerException) : base(message, innerException) { }
    }

    public class TimeoutException : SystemException
    {
        public TimeoutException() : base("The operation has timed out.") { }
        public TimeoutException(string message) : base(message) { }
        public TimeoutException(string message, Exception innerException) : base(message, innerException) { }
    }

    public class PlatformNotSupportedException : NotSupportedException
    {
        public PlatformNotSupportedException() : base("Operation is not supported on this platform.") { }
        public PlatformNotSupportedException(string message) : base(message) { }
    }

    public class RankException : SystemException
    {
        public RankException() : base("Attempted to operate on an array with the incorrect number of dimensions.") { }
        public RankException(string message) : base(message) { }
        public RankException(string message, Exception innerException) : base(message, innerException) { }
    }

    public class OperationCanceledException : SystemException
    {
        private System.Threading.CancellationToken _token;

        public OperationCanceledException() : base("The operation was canceled.") { }
        public OperationCanceledException(string message) : base(message) { }
        public OperationCanceledException(string message, Exception innerException) : base(message, innerException) { }

        public OperationCanceledException(System.Threading.CancellationToken token)
            : base("The operation was canceled.")
        {
            _token = token;
        }

        public OperationCanceledException(string message, System.Threading.CancellationToken token)
            : base(message)
        {
            _token = token;
        }

        public OperationCanceledException(string message, Exception innerException, System.Threading.CancellationToken token)
            : base(message, innerException)
        {
            _token = token;
        }

        public System.Threading.CancellationToken CancellationToken
        {
            get { return _token; }
        }
    }

    // Message: the base message, then "Object name: 'X'." on its own line
    // when there is a name.
    public class ObjectDisposedException : InvalidOperationException
    {
        private readonly string _objectName;

        public ObjectDisposedException(string objectName)
            : this(objectName, "Cannot access a disposed object.")
        {
        }

        public ObjectDisposedException(string objectName, string message)
            : base(message)
        {
            _objectName = objectName;
        }

        public ObjectDisposedException(string message, Exception innerException)
            : base(message, innerException)
        {
        }

        public string ObjectName { get { return _objectName ?? ""; } }

        public static void ThrowIf(bool condition, object instance)
        {
            if (condition)
                throw new ObjectDisposedException(instance == null ? null : instance.GetType().FullName);
        }

        public static void ThrowIf(bool condition, Type type)
        {
            if (condition)
                throw new ObjectDisposedException(type == null ? null : type.FullName);
        }

        public override string Message
        {
            get
            {
                string m = base.Message;
                if (string.IsNullOrEmpty(_objectName))
                    return m;
                return m + Environment.NewLine + "Object name: '" + _objectName + "'.";
            }
        }
    }
}
