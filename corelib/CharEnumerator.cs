// CharEnumerator.cs - System.CharEnumerator: what string.GetEnumerator()
// returns, and a string's IEnumerable enumerator (docs/interfaces.md).
// foreach over a string does not use it (the frontend indexes the string).
using System.Collections;

namespace System
{
    public sealed class CharEnumerator : IEnumerator, IDisposable
    {
        private string _str;
        private int _index;

        internal CharEnumerator(string str)
        {
            _str = str;
            _index = -1;
        }

        public bool MoveNext()
        {
            if (_index < _str.Length - 1) {
                _index++;
                return true;
            }
            _index = _str.Length;
            return false;
        }

        public char Current
        {
            get
            {
                if (_index == -1)
                    throw new InvalidOperationException("Enumeration has not started. Call MoveNext.");
                if (_index >= _str.Length)
                    throw new InvalidOperationException("Enumeration already finished.");
                return _str[_index];
            }
        }

        object IEnumerator.Current
        {
            get { return Current; }
        }

        public void Reset()
        {
            _index = -1;
        }

        public void Dispose()
        {
        }
    }
}
