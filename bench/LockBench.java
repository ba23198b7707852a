// LockBench.java - the Java twin of samples/lockbench.cs for HotSpot's
// `synchronized` (issue 18's "not slower than HotSpot" goal): the same
// loops, printing the same `NAME VALUE ns/op` lines for the scenarios Java
// has (no TryEnter on a monitor in Java). Each scenario runs once to warm
// the JIT up and is then measured.
//   javac -d /tmp bench/LockBench.java && java -cp /tmp LockBench [ITERATIONS]
public class LockBench {
    static int shared;
    static int perThread;
    static final Object gate = new Object();

    static void report(String name, long ops, long ns) {
        if (ns <= 0) ns = 1;
        long tenths = ns * 10 / ops;
        System.out.println(name + " " + (tenths / 10) + "." + (tenths % 10) + " ns/op");
    }

    static int count;

    static long enterExit(Object o, int n) {
        long t = System.nanoTime();
        for (int i = 0; i < n; i++) {
            synchronized (o) { count++; }
        }
        return System.nanoTime() - t;
    }

    static void contender() {
        for (int i = 0; i < perThread; i++) {
            synchronized (gate) { shared++; }
        }
    }

    static long threads(int k, int n) throws InterruptedException {
        perThread = n / k;
        shared = 0;
        Thread[] ts = new Thread[k];
        long t = System.nanoTime();
        for (int i = 0; i < k; i++) { ts[i] = new Thread(LockBench::contender); ts[i].start(); }
        for (int i = 0; i < k; i++) ts[i].join();
        long d = System.nanoTime() - t;
        if (shared != k * perThread) throw new IllegalStateException("lost updates");
        return d;
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200000;
        Object o = new Object();
        enterExit(o, n);
        report("EnterExit_ThinLock", n, enterExit(o, n));
        threads(4, n);
        report("EnterExit_ThinLock_4threads", 4L * (n / 4), threads(4, n));
    }
}
