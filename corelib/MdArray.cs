// MdArray.cs - the object behind a multi-dimensional array T[,], T[,,], ...
// (docs/language.md, "Multi-dimensional arrays"): the elements in one flat
// T[] in row-major order, the length of each dimension, and the array
// type's .NET name, which ToString() returns ("System.Int32[,]").
//
// The frontend creates it (Total, then newarr T, then the constructor) and
// reaches an element through FlatN: the flat array and the flat index,
// -1 when an index lies outside its dimension, so the ldelem / stelem /
// ldelema on the flat array throws IndexOutOfRangeException (or
// NullReferenceException for a null array) at the element access itself,
// after the value of an assignment is evaluated, as .NET's do.
//
// The class is internal, so user code cannot name it; the helpers the
// frontend calls are public (the typed verifier checks a member's access,
// and code in the program's module calls them), which user code cannot
// reach either: static members through a T[,] value are a C# error, and
// the fields are internal.
using System.Runtime.CompilerServices;

namespace System
{
    internal sealed class MdArray
    {
        internal object data;
        internal int[] lengths;
        internal int length;
        internal string name;

        public MdArray(int[] lengths, object data, int length, string name)
        {
            this.lengths = lengths;
            this.data = data;
            this.length = length;
            this.name = name;
        }

        // The element count of an array with these lengths: a negative
        // length is an OverflowException, a count past int.MaxValue an
        // OutOfMemoryException, as .NET.
        public static int Total(int[] lengths)
        {
            long total = 1;
            for (int i = 0; i < lengths.Length; i++)
                if (lengths[i] < 0)
                    throw new OverflowException();
            for (int i = 0; i < lengths.Length; i++) {
                total *= lengths[i];
                if (total > int.MaxValue)
                    throw new OutOfMemoryException("Array dimensions exceeded supported range.");
            }
            return (int)total;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static object Flat2(MdArray a, int i, int j, out int flat)
        {
            if (a == null) {
                flat = 0;
                return null;
            }
            int[] l = a.lengths;
            flat = (uint)i < (uint)l[0] && (uint)j < (uint)l[1] ? i * l[1] + j : -1;
            return a.data;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static object Flat3(MdArray a, int i, int j, int k, out int flat)
        {
            if (a == null) {
                flat = 0;
                return null;
            }
            int[] l = a.lengths;
            flat = (uint)i < (uint)l[0] && (uint)j < (uint)l[1] && (uint)k < (uint)l[2]
                   ? (i * l[1] + j) * l[2] + k : -1;
            return a.data;
        }

        public static object FlatN(MdArray a, int[] index, out int flat)
        {
            if (a == null) {
                flat = 0;
                return null;
            }
            int[] l = a.lengths;
            int f = 0;
            for (int d = 0; d < l.Length; d++) {
                if ((uint)index[d] >= (uint)l[d]) {
                    flat = -1;
                    return a.data;
                }
                f = f * l[d] + index[d];
            }
            flat = f;
            return a.data;
        }

        // The flat elements (foreach: row-major order).
        public static object Data(MdArray a)
        {
            return a.data;
        }

        // m.Clone(): a new array of a's shape over flat, the frontend's copy
        // of a's flat elements (ArrayClone.Of in Array.cs).
        public static object CloneWith(MdArray a, object flat)
        {
            return new MdArray(a.lengths, flat, a.length, a.name);
        }

        // (T[,])o of an object o, name T[,]'s .NET name: o when it is an
        // array of that element type and rank, as .NET's castclass.
        public static MdArray CastTo(object o, string name)
        {
            if (o == null)
                return null;
            MdArray m = o as MdArray;
            if (m == null || m.name != name)
                throw new InvalidCastException("Unable to cast object of type '" +
                                               (m != null ? m.name : o.GetType().ToString()) +
                                               "' to type '" + name + "'.");
            return m;
        }

        public int Length
        {
            get { return length; }
        }

        public int Rank
        {
            get { return lengths.Length; }
        }

        public int GetLength(int dimension)
        {
            if ((uint)dimension >= (uint)lengths.Length)
                throw new IndexOutOfRangeException();
            return lengths[dimension];
        }

        public int GetUpperBound(int dimension)
        {
            return GetLength(dimension) - 1;
        }

        public int GetLowerBound(int dimension)
        {
            GetLength(dimension);
            return 0;
        }

        // .NET's Array.Initialize runs each value-type element's
        // parameterless constructor; for a struct that declares one the
        // frontend reports the call (bind_expr.c), so there is nothing to run.
        public void Initialize()
        {
        }

        public override string ToString()
        {
            return name;
        }
    }
}
