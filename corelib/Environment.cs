// Environment.cs - System.Environment: processor count, a millisecond
// monotonic tick count, process exit and environment variables.
using System.Runtime.CompilerServices;

namespace System
{
    public static class Environment
    {
        public static int ProcessorCount
        {
            get { return InternalProcessorCount(); }
        }

        public static long TickCount64
        {
            get { return InternalTickCount64(); }
        }

        // Flushes the console and ends the process with exitCode at once.
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Exit(int exitCode);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string GetEnvironmentVariable(string variable);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalProcessorCount();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long InternalTickCount64();
    }
}
