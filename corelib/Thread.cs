// Thread.cs - System.Threading.Thread over pthreads (runtime/threads.c).
// The thread runs its ThreadStart or ParameterizedThreadStart delegate
// (_target): the runtime calls the delegate object's Invoke. The runtime
// reads these fields by name, so renaming one means changing threads.c.
// ManagedThreadId is the thread's lock id (1..65535, recycled on exit).
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public sealed class Thread
    {
        private object _target;      // the ThreadStart or ParameterizedThreadStart to run
        private object _arg;         // Start(object)'s argument
        private long _native;        // the runtime's thread while it runs
        private int _id;             // lock id = ManagedThreadId
        private int _state;          // 0 unstarted, 1 running, 2 finished
        private bool _background;
        internal Random _random;     // Random.Shared's generator for this thread

        public Thread(ThreadStart start)
        {
            if (start == null)
                throw new ArgumentNullException("start");
            _target = start;
            _id = AllocateId();
        }

        public Thread(ParameterizedThreadStart start)
        {
            if (start == null)
                throw new ArgumentNullException("start");
            _target = start;
            _id = AllocateId();
        }

        public void Start()
        {
            StartCore(this, null, false);
        }

        public void Start(object parameter)
        {
            StartCore(this, parameter, true);
        }

        public void Join()
        {
            JoinCore(this, -1);
        }

        public bool Join(int millisecondsTimeout)
        {
            if (millisecondsTimeout < -1)
                throw new ArgumentOutOfRangeException("millisecondsTimeout",
                    "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            return JoinCore(this, millisecondsTimeout);
        }

        // A finished thread's state is gone (.NET: "Thread is dead").
        public bool IsBackground
        {
            get
            {
                CheckNotDead();
                return _background;
            }
            set
            {
                CheckNotDead();
                SetBackground(this, value);
            }
        }

        private void CheckNotDead()
        {
            if (Volatile.Read(ref _state) == 2)
                throw new ThreadStateException("Thread is dead; state cannot be accessed.");
        }

        public int ManagedThreadId
        {
            get { return _id; }
        }

        public static Thread CurrentThread
        {
            get { return GetCurrentThread(); }
        }

        // The invariant culture, the only one (CultureInfo.cs).
        public System.Globalization.CultureInfo CurrentCulture
        {
            get { return System.Globalization.CultureInfo.CurrentCulture; }
            set { System.Globalization.CultureInfo.CurrentCulture = value; }
        }

        public System.Globalization.CultureInfo CurrentUICulture
        {
            get { return System.Globalization.CultureInfo.CurrentUICulture; }
            set { System.Globalization.CultureInfo.CurrentUICulture = value; }
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Sleep(int millisecondsTimeout);

        public static void Sleep(TimeSpan timeout)
        {
            Sleep(TimeSpan.ToTimeoutMilliseconds(timeout));
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern bool Yield();

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void SpinWait(int iterations);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int AllocateId();

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void StartCore(Thread t, object parameter, bool withParameter);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool JoinCore(Thread t, int millisecondsTimeout);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void SetBackground(Thread t, bool value);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern Thread GetCurrentThread();
    }
}
