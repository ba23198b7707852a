// generic source
// KeyValuePair<TKey,TValue> (docs/collections.md) and the static class
// KeyValuePair (Create), compiled with each program that names them
// (docs/generics.md).
using System;

namespace System.Collections.Generic
{
    public static class KeyValuePair
    {
        public static KeyValuePair<TKey, TValue> Create<TKey, TValue>(TKey key, TValue value)
        {
            return new KeyValuePair<TKey, TValue>(key, value);
        }
    }

    public struct KeyValuePair<TKey, TValue>
    {
        private TKey _key;
        private TValue _value;

        public KeyValuePair(TKey key, TValue value)
        {
            _key = key;
            _value = value;
        }

        public TKey Key
        {
            get { return _key; }
        }

        public TValue Value
        {
            get { return _value; }
        }

        public void Deconstruct(out TKey key, out TValue value)
        {
            key = _key;
            value = _value;
        }

        // "[key, value]", a null side empty (.NET's text).
        public override string ToString()
        {
            return "[" + _key + ", " + _value + "]";
        }
    }
}
