// Environment.cs - System.Environment: processor count, millisecond
// monotonic tick counts, the machine name, process exit and exit code, environment
// variables, the command line, NewLine and the current stack trace.
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

        // Milliseconds of the same clock, wrapping as an int.
        public static int TickCount
        {
            get { return (int)InternalTickCount64(); }
        }

        public static bool Is64BitProcess
        {
            get { return true; }
        }

        public static bool Is64BitOperatingSystem
        {
            get { return true; }
        }

        // The host name up to its first '.', as .NET gives it on Linux.
        public static string MachineName
        {
            get
            {
                string name = InternalMachineName();
                int dot = name.IndexOf('.');
                return dot > 0 ? name.Substring(0, dot) : name;
            }
        }

        // The calling thread's managed frames as .NET prints them, innermost
        // first, this getter's own frame included (.NET's first line is
        // "   at System.Environment.get_StackTrace()"); runtime/stackwalk.c.
        public static string StackTrace
        {
            get { return CaptureStackTrace(); }
        }

        // Flushes the console and ends the process with exitCode at once.
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Exit(int exitCode);

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern string GetEnvironmentVariable(string variable);

        // The exit status of a program whose Main returns void (an int
        // Main's result wins, as on .NET).
        public static int ExitCode
        {
            get { return InternalGetExitCode(); }
            set { InternalSetExitCode(value); }
        }

        public static string NewLine
        {
            get { return "\n"; }
        }

        // The executable's path, then Main's arguments (a new array each
        // call). Under `kiln run` the path is kiln's own, where .NET gives
        // the program's .dll.
        public static string[] GetCommandLineArgs()
        {
            string[] args = InternalArgs();
            int n = args == null ? 0 : args.Length;
            string[] result = new string[n + 1];
            result[0] = InternalProgramPath();
            for (int i = 0; i < n; i++)
                result[i + 1] = args[i];
            return result;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalGetExitCode();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InternalSetExitCode(int exitCode);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string[] InternalArgs();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalProgramPath();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int InternalProcessorCount();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern long InternalTickCount64();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string InternalMachineName();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string CaptureStackTrace();
    }
}
