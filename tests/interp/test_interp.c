/* test_interp.c - Check suite for the interpreter: compiles small C#
 * programs in memory against the built corelib (argv[1]), runs their Main
 * in the interpreter and checks what they print and how they end.
 *
 * Every test runs in its own forked process (Check's default), which sets
 * up the runtime from scratch, so tests share no state. A program's stdout
 * goes to a temporary file that the test reads back.
 */
#include "interp/interp.h"
#include "interp/interp_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct run_result {
    char out[8192];         /* what the program printed */
    int status;             /* Main's int result, or 0 */
    char exc[128];          /* type of an unhandled exception, "" if none */
    char trace[1024];       /* its stack trace */
} run_result;

/* Main of the program just loaded, its output and how it ended, into r. */
static void run_main(void *ctx)
{
    run_result *r = ctx;
    rt_method *main_m = rt_entry_method(support_module());
    ck_assert_ptr_nonnull(main_m);
    FILE *tmp = tmpfile();
    ck_assert_ptr_nonnull(tmp);
    fflush(stdout);
    int saved = dup(1);
    dup2(fileno(tmp), 1);
    uint64_t args[1] = {(uint64_t)(uintptr_t)rt_make_args(0, NULL)};
    uint64_t ret = 0;
    if (rt_type_init_check(main_m->owner))
        interp_invoke(main_m, args, &ret);
    if (main_m->ret_kind == RT_KIND_I4)
        r->status = (int32_t)ret;
    rt_object *ex = rt_take_pending();
    if (ex) {
        snprintf(r->exc, sizeof r->exc, "%s", ex->type->name);
        char *t = rt_string_to_utf8(rt_exc_trace(ex));
        snprintf(r->trace, sizeof r->trace, "%s", t);
        free(t);
    }
    rt_console_flush();
    dup2(saved, 1);
    close(saved);
    rewind(tmp);
    size_t n = fread(r->out, 1, sizeof r->out - 1, tmp);
    r->out[n] = 0;
    fclose(tmp);
}

static void run(const char *src, run_result *r)
{
    memset(r, 0, sizeof *r);
    support_setup s = {.interp = true, .source = src};
    support_run(&s, run_main, r);
}

#define EXPECT_OUT(src, want) do { \
    run_result r_; \
    run(src, &r_); \
    ck_assert_str_eq(r_.exc, ""); \
    ck_assert_str_eq(r_.out, want); \
} while (0)

START_TEST(int_arithmetic_wraps_and_masks)
{
    EXPECT_OUT("using System; class P { static void Main() {"
               " int mx = int.MaxValue; Console.WriteLine(mx + 1);"
               " int mn = int.MinValue; Console.WriteLine(-mn); Console.WriteLine((mn + 1) % -1);"
               " Console.WriteLine(7 / -2); Console.WriteLine(-7 % 3);"
               " int s = 33; Console.WriteLine(1 << s); Console.WriteLine(-8 >> 1);"
               " long ls = 65; Console.WriteLine(1L << (int)ls);"
               " uint u = 0xFFFFFFFF; Console.WriteLine(u >> 4); Console.WriteLine(u / 3u); Console.WriteLine(u + 1u);"
               " ulong ul = ulong.MaxValue; Console.WriteLine(ul % 10UL);"
               " long lm = long.MinValue; Console.WriteLine(lm - 1);"
               " Console.WriteLine(mx * 2); } }",
               "-2147483648\n-2147483648\n0\n-3\n-1\n2\n-4\n2\n268435455\n1431655765\n0\n5\n"
               "9223372036854775807\n-2\n");
}
END_TEST

START_TEST(conversions)
{
    EXPECT_OUT("using System; class P { static void Main() {"
               " double a = 3.99, b = -3.99, big = 1e30, nan = 0.0 / 0.0;"
               " Console.WriteLine((int)a); Console.WriteLine((int)b); Console.WriteLine((long)big);"
               " Console.WriteLine((int)nan);"
               " int i = 300; Console.WriteLine((byte)i); Console.WriteLine((char)(i - 235));"
               " int neg = -1; Console.WriteLine((uint)neg); Console.WriteLine((long)neg); Console.WriteLine((ulong)(uint)neg);"
               " long l = 0x1234567890L; Console.WriteLine((int)l);"
               " uint big32 = 4000000000; Console.WriteLine((double)big32);"
               " Console.WriteLine(5.5 % 2.0); } }",
               "3\n-3\n9223372036854775807\n0\n44\nA\n4294967295\n-1\n4294967295\n878082192\n"
               "4000000000\n1.5\n");
}
END_TEST

START_TEST(comparisons_and_nan)
{
    EXPECT_OUT("using System; class P { static void Main() {"
               " double nan = 0.0 / 0.0; Console.WriteLine(nan < 1.0); Console.WriteLine(nan >= 1.0);"
               " Console.WriteLine(nan != nan); uint a = 1, b = 0xFFFFFFFF; Console.WriteLine(a < b);"
               " int x = 1, y = -1; Console.WriteLine(x < y); Console.WriteLine((uint)x < (uint)y);"
               " string s = null; Console.WriteLine(s == null); } }",
               "False\nFalse\nTrue\nTrue\nFalse\nTrue\nTrue\n");
}
END_TEST

START_TEST(divide_errors_are_exceptions)
{
    EXPECT_OUT("using System; class P { static void Main() {"
               " int z = 0, m = int.MinValue, d = -1; long lz = 0;"
               " try { Console.WriteLine(1 / z); } catch (DivideByZeroException) { Console.WriteLine(\"div0\"); }"
               " try { Console.WriteLine(1 % z); } catch (DivideByZeroException) { Console.WriteLine(\"rem0\"); }"
               " try { Console.WriteLine(5L / lz); } catch (ArithmeticException) { Console.WriteLine(\"ldiv0\"); }"
               " try { Console.WriteLine(m / d); } catch (OverflowException) { Console.WriteLine(\"ovf\"); }"
               " Console.WriteLine(1.0 / (double)z); } }",
               "div0\nrem0\nldiv0\novf\nInfinity\n");
}
END_TEST

START_TEST(finally_order_and_leave)
{
    EXPECT_OUT("using System; class P {"
               " static int F() { for (int i = 0; i < 3; i++) { try { try { if (i == 1) continue;"
               "  if (i == 2) return i * 10; Console.WriteLine(\"body \" + i); }"
               "  finally { Console.WriteLine(\"in \" + i); } } finally { Console.WriteLine(\"out \" + i); } }"
               "  return -1; }"
               " static void T(int k) { try { if (k == 0) throw new InvalidOperationException(\"boom\"); T(k - 1); }"
               "  finally { Console.WriteLine(\"fin \" + k); } }"
               " static void Main() { Console.WriteLine(F());"
               "  try { T(2); } catch (Exception e) { Console.WriteLine(\"caught \" + e.Message); } } }",
               "body 0\nin 0\nout 0\nin 1\nout 1\nin 2\nout 2\n20\nfin 0\nfin 1\nfin 2\ncaught boom\n");
}
END_TEST

START_TEST(catch_by_type_rethrow_and_replace)
{
    EXPECT_OUT("using System; class E1 : Exception { public E1(string m) : base(m) {} }"
               " class P { static void Main() {"
               " try { try { throw new E1(\"a\"); } catch (InvalidCastException) { Console.WriteLine(\"wrong\"); } }"
               " catch (E1 e) { Console.WriteLine(\"E1 \" + e.Message); }"
               " try { try { throw new E1(\"b\"); } catch (E1) { Console.WriteLine(\"inner\"); throw; } }"
               " catch (Exception e) { Console.WriteLine(\"outer \" + e.Message); }"
               " try { try { throw new E1(\"c\"); } finally { throw new E1(\"d\"); } }"
               " catch (E1 e) { Console.WriteLine(\"got \" + e.Message); }"
               " try { try { throw new E1(\"e\"); } finally { try { throw new E1(\"f\"); } catch (E1 x) { Console.WriteLine(\"in finally \" + x.Message); } } }"
               " catch (E1 e) { Console.WriteLine(\"then \" + e.Message); } } }",
               "E1 a\ninner\nouter b\ngot d\nin finally f\nthen e\n");
}
END_TEST

START_TEST(unhandled_has_trace)
{
    run_result r;
    run("using System; class P { static void Inner() { object o = null; o.ToString(); }"
        " static void Main() { Console.WriteLine(\"start\"); Inner(); } }", &r);
    ck_assert_str_eq(r.out, "start\n");
    ck_assert_str_eq(r.exc, "System.NullReferenceException");
    /* the source was "test.cs": the trace names it made absolute */
    char want[2200], cwd[1024];
    ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "   at P.Inner() in %s/test.cs:line 1\n   at P.Main() in %s/test.cs:line 1",
             strcmp(cwd, "/") ? cwd : "", strcmp(cwd, "/") ? cwd : "");
    ck_assert_str_eq(r.trace, want);
}
END_TEST

START_TEST(runtime_checks)
{
    EXPECT_OUT("using System; class A {} class B : A {} class P { static void Main() {"
               " object[] arr = new string[2];"
               " try { arr[0] = new A(); } catch (ArrayTypeMismatchException) { Console.WriteLine(\"atm\"); }"
               " arr[1] = \"ok\"; arr[0] = null; Console.WriteLine(arr[1]);"
               " A[] as_ = new B[1]; as_[0] = new B();"
               " int[] ia = new int[3]; try { ia[3] = 1; } catch (IndexOutOfRangeException) { Console.WriteLine(\"ioor\"); }"
               " try { ia[-1] = 1; } catch (IndexOutOfRangeException) { Console.WriteLine(\"ioor2\"); }"
               " int n = -1; try { int[] bad = new int[n]; } catch (OverflowException) { Console.WriteLine(\"neg\"); }"
               " object o = new A(); try { B b = (B)o; } catch (InvalidCastException) { Console.WriteLine(\"cast\"); }"
               " Console.WriteLine(o is A); Console.WriteLine(o is B); Console.WriteLine(o as B == null);"
               " A na = null; try { na.ToString(); } catch (NullReferenceException) { Console.WriteLine(\"nre\"); }"
               " int[] nia = null; try { Console.WriteLine(nia.Length); } catch (NullReferenceException) { Console.WriteLine(\"nre2\"); }"
               " } }",
               "atm\nok\nioor\nioor2\nneg\ncast\nTrue\nFalse\nTrue\nnre\nnre2\n");
}
END_TEST

START_TEST(virtual_dispatch)
{
    EXPECT_OUT("using System;"
               " abstract class S { public abstract int Area(); public virtual string Name() { return \"shape\"; }"
               "  public string Describe() { return Name() + \" \" + Area(); } }"
               " class Sq : S { int s; public Sq(int s) { this.s = s; } public override int Area() { return s * s; }"
               "  public override string Name() { return \"square\"; } }"
               " class Big : Sq { public Big() : base(10) {} public sealed override string Name() { return \"big \" + base.Name(); }"
               "  public override string ToString() { return \"Big!\"; } }"
               " class P { static void Main() { S[] all = { new Sq(3), new Big() };"
               "  for (int i = 0; i < all.Length; i++) Console.WriteLine(all[i].Describe());"
               "  object o = all[1]; Console.WriteLine(o.ToString()); Console.WriteLine(\"x\" + o); } }",
               "square 9\nbig square 100\nBig!\nxBig!\n");
}
END_TEST

START_TEST(static_init_runs_once_before_use)
{
    EXPECT_OUT("using System; class C { public static int X = Make(); public static int Y;"
               " static int Make() { Console.WriteLine(\"init\"); return 5; } }"
               " class P { static void Main() { Console.WriteLine(\"main\"); Console.WriteLine(C.X);"
               " C.Y = C.X + 1; Console.WriteLine(C.Y); } }",
               "main\ninit\n5\n6\n");
}
END_TEST

/* A base class's constructor reads its statics: its initializer must run
 * although only the derived class was named by `new`. */
START_TEST(static_init_through_base_constructor)
{
    EXPECT_OUT("using System; class B { static int seed = Seed(); protected int v;"
               " static int Seed() { Console.WriteLine(\"seed\"); return 7; } public B() { v = seed; } }"
               " class D : B { public D() : base() {} public int V() { return v; } }"
               " class P { static void Main() { Console.WriteLine(new D().V()); } }",
               "seed\n7\n");
}
END_TEST

START_TEST(ref_out_and_narrow_values)
{
    EXPECT_OUT("using System; class P {"
               " static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }"
               " static bool Get(out char c, out long l) { c = 'z'; l = 1L << 40; return true; }"
               " static void Main() { int x = 1, y = 2; Swap(ref x, ref y); Console.WriteLine(x + \" \" + y);"
               " char c; long l; bool ok = Get(out c, out l); Console.WriteLine(ok + \" \" + c + \" \" + l);"
               " byte[] bs = new byte[2]; bs[0] = 255; bs[0]++; Console.WriteLine(bs[0]);"
               " char[] cs = { 'a', 'b' }; cs[1]++; Console.WriteLine(cs[1]);"
               " bool[] fl = new bool[1]; fl[0] = !fl[0]; Console.WriteLine(fl[0]); } }",
               "2 1\nTrue z 1099511627776\n0\nc\nTrue\n");
}
END_TEST

START_TEST(deep_recursion)
{
    EXPECT_OUT("using System; class P { static int D(int n) { return n == 0 ? 0 : 1 + D(n - 1); }"
               " static void Main() { Console.WriteLine(D(20000)); } }",
               "20000\n");
}
END_TEST

/* Unbounded recursion ends the process with "Stack overflow." and 134, as
 * .NET does, instead of a crash (an exit test: the expected status is 134). */
START_TEST(stack_overflow_exits_134)
{
    run_result r;
    run("class P { static int D(int n) { return 1 + D(n + 1); } static void Main() { D(0); } }", &r);
}
END_TEST

START_TEST(threads_and_interlocked)
{
    EXPECT_OUT("using System; using System.Threading; class W { public static int total; public static object gate = new object();"
               " public static int locked;"
               " public void Run() { for (int i = 0; i < 20000; i++) { Interlocked.Increment(ref total); lock (gate) { locked++; } } } }"
               " class P { static void Main() { Thread[] ts = new Thread[4];"
               " for (int i = 0; i < 4; i++) { ts[i] = new Thread(new W().Run); ts[i].Start(); }"
               " for (int i = 0; i < 4; i++) ts[i].Join(); Console.WriteLine(W.total + \" \" + W.locked); } }",
               "80000 80000\n");
}
END_TEST

/* The inline intrinsics (and, under KILN_INTERP_INTRINSICS=0, the C#
 * bodies) of Interlocked and Volatile, and volatile fields. */
START_TEST(interlocked_and_volatile)
{
    EXPECT_OUT("using System; using System.Threading; class P { static volatile int vf; static long l; static object o;"
               " static void Main() { int i = 5;"
               " Console.WriteLine(Interlocked.Add(ref i, 3) + \" \" + i);"
               " Console.WriteLine(Interlocked.Decrement(ref i) + \" \" + Interlocked.Increment(ref l));"
               " Console.WriteLine(Interlocked.Exchange(ref i, 42) + \" \" + i);"
               " Console.WriteLine(Interlocked.CompareExchange(ref i, 1, 0) + \" \" + i);"
               " Console.WriteLine(Interlocked.CompareExchange(ref i, 1, 42) + \" \" + i);"
               " Console.WriteLine(Interlocked.CompareExchange(ref l, 1L << 40, 1L) + \" \" + l);"
               " object a = \"a\"; Console.WriteLine(Interlocked.Exchange(ref o, a) == null);"
               " Console.WriteLine(Interlocked.CompareExchange(ref o, \"b\", a) + \" \" + o);"
               " Volatile.Write(ref i, -7); Console.WriteLine(Volatile.Read(ref i));"
               " bool f = false; Volatile.Write(ref f, true); Console.WriteLine(Volatile.Read(ref f));"
               " vf = 9; vf += 1; Console.WriteLine(vf); } }",
               "8 8\n7 1\n7 42\n42 42\n42 1\n1 1099511627776\nTrue\na b\n-7\nTrue\n10\n");
}
END_TEST

/* The write barrier's negative control, end to end: the same program passes
 * under KILN_GCSTRESS + KILN_GCVERIFY with the interpreter's stfld barrier,
 * and aborts naming the old object, its type and the field when the barrier
 * is dropped (interp_test_drop_field_barrier). */
static const char barrier_src[] =
    "class Node { public Node next; public string name; }"
    " class P { static void Main() { Node keep = new Node(); System.GC.Collect();"
    " for (int i = 0; i < 100; i++) { keep.next = new Node(); keep.name = \"n\" + i; }"
    " System.Console.WriteLine(keep.name); } }";

static void stress_and_verify(cfg_switches *sw)
{
    sw->gcstress = 1;
    sw->gcverify = 1;
}

/* In a child (the runtime starts once per process): run the program with
 * or without the barrier; exit 0 when it printed what it should. Its
 * stderr comes back in err; returns its wait status. */
static int run_barrier_program(bool drop, char *err, size_t len)
{
    int fds[2];
    ck_assert_int_eq(pipe(fds), 0);
    fflush(stdout);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        dup2(fds[1], 2);
        run_result r;
        memset(&r, 0, sizeof r);
        interp_test_drop_field_barrier(drop);
        support_setup s = {.interp = true, .source = barrier_src, .switches = stress_and_verify};
        support_run(&s, run_main, &r);
        _exit(strcmp(r.out, "n99\n") == 0 && r.exc[0] == 0 ? 0 : 3);
    }
    close(fds[1]);
    ssize_t n, got = 0;
    while (got < (ssize_t)len - 1 && (n = read(fds[0], err + got, len - 1 - (size_t)got)) > 0)
        got += n;
    err[got] = 0;
    close(fds[0]);
    int st = 0;
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    return st;
}

START_TEST(write_barrier_negative_control)
{
    char err[1024];
    int st = run_barrier_program(false, err, sizeof err);
    ck_assert_msg(WIFEXITED(st) && WEXITSTATUS(st) == 0, "with the barrier: status %d, stderr: %s", st, err);
    st = run_barrier_program(true, err, sizeof err);
    ck_assert_msg(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT, "without: status %d, stderr: %s", st, err);
    ck_assert_msg(strstr(err, "kiln: gc verify: old object ") == err && strstr(err, " (Node) holds young ") &&
                  strstr(err, "but that card is clean (a write barrier is missing)\n"), "stderr: %s", err);
}
END_TEST

START_TEST(pinvoke)
{
    char want[64];
    snprintf(want, sizeof want, "%d\n5\nDllNotFoundException\nEntryPointNotFoundException\n", (int)getpid());
    EXPECT_OUT("using System; using System.Runtime.InteropServices; class P {"
               " [DllImport(\"libc\")] static extern int getpid();"
               " [DllImport(\"libc\", EntryPoint = \"strlen\")] static extern long Len(string s);"
               " [DllImport(\"libkiln_no_such_lib\")] static extern int nothing();"
               " [DllImport(\"libc\")] static extern int kiln_no_such_function();"
               " static void Main() { Console.WriteLine(getpid()); Console.WriteLine(Len(\"hello\"));"
               " try { nothing(); } catch (DllNotFoundException) { Console.WriteLine(\"DllNotFoundException\"); }"
               " try { kiln_no_such_function(); } catch (EntryPointNotFoundException) { Console.WriteLine(\"EntryPointNotFoundException\"); }"
               " } }",
               want);
}
END_TEST

/* The C-ABI entry point (libffi closure) called from C like any function. */
static const support_setup mix_prog = {
    .interp = true,
    .source = "class P { public static long Mix(int a, long b, double c, bool d, char e)"
              " { return d ? a + b + (long)c + e : -1; }"
              " public static double Half(double x) { return x / 2; } static void Main() {} }"};

SUPPORT_TEST(entry_point_from_c, &mix_prog)
{
    rt_type *p = rt_find_type("P");
    ck_assert_ptr_nonnull(p);
    rt_method *mix = rt_find_method(p, "Mix", 5);
    rt_method *half = rt_find_method(p, "Half", 1);
    int64_t (*fmix)(int32_t, int64_t, double, uint8_t, uint16_t) =
        RT_AS_FN(int64_t (*)(int32_t, int64_t, double, uint8_t, uint16_t), rt_method_entry(mix));
    double (*fhalf)(double) = RT_AS_FN(double (*)(double), rt_method_entry(half));
    ck_assert_int_eq(fmix(-5, 1LL << 40, 2.9, 1, 'A'), -5 + (1LL << 40) + 2 + 65);
    ck_assert_int_eq(fmix(1, 2, 3.0, 0, 0), -1);
    ck_assert(fhalf(3.0) == 1.5);
    ck_assert_ptr_null(rt_pending());
}
END_TEST

/* An exception leaves an entry point as the thread's pending exception; one
 * raised by a native (GetEnvironmentVariable of null) is caught by
 * interpreted code. */
static const support_setup parse_prog = {
    .interp = true,
    .source = "using System; class P { public static int Get(string s) { return Environment.GetEnvironmentVariable(s) == null ? 0 : 1; }"
              " public static int Safe(string s) { try { return Get(s); } catch (ArgumentNullException) { return -1; } }"
              " static void Main() {} }"};

SUPPORT_TEST(exceptions_across_the_c_boundary, &parse_prog)
{
    rt_type *p = rt_find_type("P");
    int32_t (*get)(rt_string *) = RT_AS_FN(int32_t (*)(rt_string *), rt_method_entry(rt_find_method(p, "Get", 1)));
    int32_t (*safe)(rt_string *) = RT_AS_FN(int32_t (*)(rt_string *), rt_method_entry(rt_find_method(p, "Safe", 1)));
    ck_assert_int_eq(get(rt_new_string_cstr("KILN_SURELY_UNSET_VARIABLE")), 0);
    ck_assert_ptr_null(rt_pending());
    ck_assert_int_eq(safe(NULL), -1);
    ck_assert_ptr_null(rt_pending());
    get(NULL);
    rt_object *ex = rt_take_pending();
    ck_assert_ptr_nonnull(ex);
    ck_assert_str_eq(ex->type->name, "System.ArgumentNullException");
    char *t = rt_string_to_utf8(rt_exc_trace(ex));
    char want[1100], cwd[1024];
    ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
    snprintf(want, sizeof want, "   at P.Get(String s) in %s/test.cs:line 1", strcmp(cwd, "/") ? cwd : "");
    ck_assert_str_eq(t, want);
    free(t);
}
END_TEST

START_TEST(main_result)
{
    run_result r;
    run("class P { static int Main(string[] args) { return 40 + args.Length + 2; } }", &r);
    ck_assert_int_eq(r.status, 42);
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    Suite *s = suite_create("interp");
    TCase *tc = tcase_create("programs");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, int_arithmetic_wraps_and_masks);
    tcase_add_test(tc, conversions);
    tcase_add_test(tc, comparisons_and_nan);
    tcase_add_test(tc, divide_errors_are_exceptions);
    tcase_add_test(tc, finally_order_and_leave);
    tcase_add_test(tc, catch_by_type_rethrow_and_replace);
    tcase_add_test(tc, unhandled_has_trace);
    tcase_add_test(tc, runtime_checks);
    tcase_add_test(tc, virtual_dispatch);
    tcase_add_test(tc, static_init_runs_once_before_use);
    tcase_add_test(tc, static_init_through_base_constructor);
    tcase_add_test(tc, ref_out_and_narrow_values);
    tcase_add_test(tc, deep_recursion);
    tcase_add_exit_test(tc, stack_overflow_exits_134, 134);
    tcase_add_test(tc, threads_and_interlocked);
    tcase_add_test(tc, interlocked_and_volatile);
    tcase_add_test(tc, pinvoke);
    tcase_add_test(tc, write_barrier_negative_control);
    tcase_add_test(tc, entry_point_from_c);
    tcase_add_test(tc, exceptions_across_the_c_boundary);
    tcase_add_test(tc, main_result);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
