// The exception a switch expression throws when no arm matches its input
// (frontend/bind_pattern.c passes the input, boxed): .NET's message, with
// the unmatched value on a line of its own when there is one.
namespace System.Runtime.CompilerServices
{
    public sealed class SwitchExpressionException : InvalidOperationException
    {
        private object _unmatchedValue;

        public SwitchExpressionException()
            : base("Non-exhaustive switch expression failed to match its input.")
        {
        }

        public SwitchExpressionException(object unmatchedValue)
            : base("Non-exhaustive switch expression failed to match its input.")
        {
            _unmatchedValue = unmatchedValue;
        }

        public object UnmatchedValue
        {
            get { return _unmatchedValue; }
        }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (_unmatchedValue == null)
                    return s;
                return s + Environment.NewLine + "Unmatched value was " + _unmatchedValue.ToString() + ".";
            }
        }
    }
}
