// System.Nullable<T>, the type of `T?` (docs/valuetypes.md "Nullable value
// types"): a generic definition only. The corelib keeps this file's source
// in its module and a program that writes `T?` or `Nullable` compiles it
// with its own code (frontend/gensrc.c); the frontend lowers C#'s lifted
// operators, ??, boxing and unboxing onto these members
// (frontend/bind_nullable.c).
using System;

namespace System
{
    public struct Nullable<T> where T : struct
    {
        private bool hasValue;
        private T value;

        public Nullable(T value)
        {
            this.value = value;
            hasValue = true;
        }

        public bool HasValue
        {
            get { return hasValue; }
        }

        public T Value
        {
            get
            {
                if (!hasValue)
                    ThrowNoValue();
                return value;
            }
        }

        public T GetValueOrDefault()
        {
            return value;
        }

        public T GetValueOrDefault(T defaultValue)
        {
            return hasValue ? value : defaultValue;
        }

        // T's own overrides through a box until constrained calls on T exist.
        public override bool Equals(object other)
        {
            if (!hasValue)
                return other == null;
            if (other == null)
                return false;
            object v = value;
            return v.Equals(other);
        }

        public override int GetHashCode()
        {
            if (!hasValue)
                return 0;
            object v = value;
            return v.GetHashCode();
        }

        public override string ToString()
        {
            if (!hasValue)
                return "";
            object v = value;
            return v.ToString();
        }

        private static void ThrowNoValue()
        {
            throw new InvalidOperationException("Nullable object must have a value.");
        }
    }
}
