// GC.cs - System.GC over the mark-sweep collector in gc/. There is one
// generation: CollectionCount(n) counts every collection.
using System.Runtime.CompilerServices;

namespace System
{
    public static class GC
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Collect();

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int CollectionCount(int generation);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long GetTotalMemory(bool forceFullCollection);
    }
}
