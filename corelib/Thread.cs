// Thread.cs - System.Threading.Thread over pthreads (runtime/threads.c).
// `new Thread(M)` compiles to `new Thread(target, ldftn M)`; the runtime
// reads these fields by name, so renaming one means changing threads.c.
// ManagedThreadId is the thread's lock id (1..65535, recycled on exit).
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public sealed class Thread
    {
        private object _target;      // instance of the entry method, or null
        private long _method;        // the entry method's handle (ldftn)
        private object _arg;         // Start(object)'s argument
        private long _native;        // the runtime's thread while it runs
        private int _id;             // lock id = ManagedThreadId
        private int _state;          // 0 unstarted, 1 running, 2 finished
        private bool _background;

        // Internal: only `new Thread(M)` reaches it, as `target; ldftn M;
        // newobj`, the one form the typed verifier accepts (a forged handle
        // would be called as a method).
        internal Thread(object target, long method)
        {
            _target = target;
            _method = method;
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

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Sleep(int millisecondsTimeout);

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
