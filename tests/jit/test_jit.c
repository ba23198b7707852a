/* test_jit.c - Check suite for the libgccjit lowering (jit/): compiles small
 * C# programs in memory against the built corelib (argv[1]), loads them with
 * the interpreter as the engine (so methods outside a batch are reachable
 * through their entry cells), lowers and compiles chosen methods with
 * jit_compile_batch, calls the compiled code and compares it with C
 * reference computations and with the interpreter running the same method.
 *
 * Every test runs in its own forked process (Check's default). The binary
 * must be linked with -rdynamic: the generated code imports rt_throw_kind,
 * rt_tls_thread, gc_stop_requested and friends by name.
 */
#include "interp/interp.h"
#include "jit/jit.h"
#include "jit/jit_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *const program =
    "using System;\n"
    "using System.Threading;\n"
    "class Shape { public int w; public Shape(int w) { this.w = w; } public virtual int Area() { return w; } }\n"
    "class Square : Shape { public Square(int w) : base(w) {} public override int Area() { return w * w; } }\n"
    "class P {\n"
    "  static int counter;\n"
    "  static int Sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }\n"
    "  static int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }\n"
    "  static int Div(int a, int b) { return a / b; }\n"
    "  static int Rem(int a, int b) { return a % b; }\n"
    "  static long Mix(long a, int s) { return (a << s) ^ (a >> s) ^ (long)((ulong)a >> s) ^ (a * 31 - 7); }\n"
    "  static int D2I(double d) { return (int)d; }\n"
    "  static long SumSquares(int n) { long[] a = new long[n]; for (int i = 0; i < n; i++) a[i] = (long)i * i;\n"
    "    long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }\n"
    "  static int Get(int[] a, int i) { return a[i]; }\n"
    "  static int Areas(int n) { int t = 0; for (int i = 1; i <= n; i++) { Shape s = i % 2 == 0 ? new Square(i) : new Shape(i); t += s.Area(); } return t; }\n"
    "  static int Guard(int x) { int r = 0; try { r = 100 / x; } catch (DivideByZeroException) { r = -1; } finally { r += 1000; } return r; }\n"
    "  static int Nested(int x) { int r = 0; try { try { if (x > 0) throw new InvalidOperationException(); r = 1; } finally { r += 10; } }\n"
    "    catch (InvalidOperationException) { r += 100; } return r; }\n"
    "  static int Bump(int n) { for (int i = 0; i < n; i++) counter++; return counter; }\n"
    "  static int StrLen(string s) { return s.Length + \"abc\".Length; }\n"
    "  static int Cast(object o) { string s = (string)o; return s.Length; }\n"
    "  static int locked;\n"
    "  static int Locked(object o, int n) { for (int i = 0; i < n; i++) { lock (o) { locked++; } } return locked; }\n"
    "  static long Atomics(int n) { long x = 0; int y = 0; for (int i = 0; i < n; i++) { Interlocked.Increment(ref x); Interlocked.Add(ref y, 2); }\n"
    "    Interlocked.Decrement(ref x); object a = null; object b = new object(); Interlocked.CompareExchange(ref a, b, null);\n"
    "    int old = Interlocked.Exchange(ref y, 5); Volatile.Write(ref y, Volatile.Read(ref y) + 1);\n"
    "    return x * 1000000 + old * 1000 + y * 10 + (a == b ? 1 : 0); }\n"
    "  static int Main() { return 0; }\n"
    "}\n";

static const support_setup jit_prog = {.interp = true, .source = program};

static void perfmap_on(cfg_switches *sw) { sw->perfmap = CFG_PERFMAP_MAP; }
static const support_setup jit_prog_perfmap = {.interp = true, .source = program, .switches = perfmap_on};

static rt_method *method(const char *type, const char *name)
{
    rt_type *t = rt_find_type(type);
    ck_assert_ptr_nonnull(t);
    rt_method *m = rt_find_method(t, name, -1);
    ck_assert_msg(m != NULL, "no method %s.%s", type, name);
    return m;
}

/* Compile one method (plus whatever it inlines) and return its code. */
static void *compile1(rt_method *m, jit_code **keep)
{
    char err[512] = "";
    jit_options opt = {2, NULL, false};
    jit_code *c = jit_compile_batch(&m, 1, &opt, err, sizeof err);
    ck_assert_msg(c != NULL, "%s", err);
    ck_assert_ptr_nonnull(c->entries[0]);
    *keep = c;
    return c->entries[0];
}

static int64_t interp_i(rt_method *m, uint64_t a0, uint64_t a1)
{
    uint64_t args[2] = {a0, a1}, ret = 0;
    interp_invoke(m, args, &ret);
    return m->ret_kind == RT_KIND_I8 ? (int64_t)ret : (int64_t)(int32_t)ret;
}

static const char *pending_name(void)
{
    rt_object *ex = rt_take_pending();
    return ex ? ex->type->name : "";
}

typedef int32_t (*fn_i_i)(int32_t);
typedef int32_t (*fn_i_ii)(int32_t, int32_t);

SUPPORT_TEST(test_loop_and_recursion, &jit_prog)
{
    rt_module *mod = support_module();
    (void)mod;
    jit_code *c1, *c2;
    fn_i_i sum = RT_AS_FN(fn_i_i, compile1(method("P", "Sum"), &c1));
    fn_i_i fib = RT_AS_FN(fn_i_i, compile1(method("P", "Fib"), &c2));
    for (int n = 0; n < 2000; n += 37)
        ck_assert_int_eq(sum(n), (int32_t)((int64_t)n * (n - 1) / 2));
    int32_t a = 0, b = 1;
    for (int n = 0; n < 25; n++) {
        ck_assert_int_eq(fib(n), a);
        int32_t t = a + b;
        a = b;
        b = t;
    }
    ck_assert_int_eq(fib(20), interp_i(method("P", "Fib"), 20, 0));
    jit_code_release(c1);
    jit_code_release(c2);
}
END_TEST

SUPPORT_TEST(test_division_checks, &jit_prog)
{
    jit_code *c1, *c2;
    fn_i_ii dv = RT_AS_FN(fn_i_ii, compile1(method("P", "Div"), &c1));
    fn_i_ii rm = RT_AS_FN(fn_i_ii, compile1(method("P", "Rem"), &c2));
    ck_assert_int_eq(dv(-7, 2), -3);
    ck_assert_int_eq(rm(-7, 2), -1);
    ck_assert_int_eq(rm(INT32_MAX, -1), 0);
    ck_assert_str_eq(pending_name(), "");
    rm(INT32_MIN, -1);
    ck_assert_str_eq(pending_name(), "System.OverflowException");
    dv(1, 0);
    ck_assert_str_eq(pending_name(), "System.DivideByZeroException");
    dv(INT32_MIN, -1);
    ck_assert_str_eq(pending_name(), "System.OverflowException");
    rm(5, 0);
    ck_assert_str_eq(pending_name(), "System.DivideByZeroException");
    jit_code_release(c1);
    jit_code_release(c2);
}
END_TEST

SUPPORT_TEST(test_shifts_and_conversions_match_interp, &jit_prog)
{
    jit_code *c1, *c2;
    rt_method *mix = method("P", "Mix"), *d2i = method("P", "D2I");
    int64_t (*f)(int64_t, int32_t) = RT_AS_FN(int64_t (*)(int64_t, int32_t), compile1(mix, &c1));
    int32_t (*g)(double) = RT_AS_FN(int32_t (*)(double), compile1(d2i, &c2));
    const int64_t xs[] = {0, 1, -1, INT64_MIN, INT64_MAX, 123456789012345, -98765};
    const int32_t ss[] = {0, 1, 31, 63, 64, 65, -1};
    for (size_t i = 0; i < sizeof xs / sizeof *xs; i++)
        for (size_t j = 0; j < sizeof ss / sizeof *ss; j++)
            ck_assert_int_eq(f(xs[i], ss[j]), interp_i(mix, (uint64_t)xs[i], (uint64_t)(uint32_t)ss[j]));
    const double ds[] = {0.0, -1.5, 2.9, 1e300, -1e300, 2147483647.0, -2147483649.0, 0.0 / 0.0};
    for (size_t i = 0; i < sizeof ds / sizeof *ds; i++) {
        uint64_t bits;
        memcpy(&bits, &ds[i], 8);
        ck_assert_int_eq(g(ds[i]), interp_i(d2i, bits, 0));
    }
    jit_code_release(c1);
    jit_code_release(c2);
}
END_TEST

SUPPORT_TEST(test_arrays, &jit_prog)
{
    rt_module *mod = support_module();
    (void)mod;
    jit_code *c1, *c2;
    int64_t (*sq)(int32_t) = RT_AS_FN(int64_t (*)(int32_t), compile1(method("P", "SumSquares"), &c1));
    int32_t (*get)(void *, int32_t) = RT_AS_FN(int32_t (*)(void *, int32_t), compile1(method("P", "Get"), &c2));
    int64_t want = 0;
    for (int64_t i = 0; i < 1000; i++)
        want += i * i;
    ck_assert_int_eq(sq(1000), want);
    sq(-1);
    ck_assert_str_eq(pending_name(), "System.OverflowException");
    rt_array *a = rt_new_array(rt_prim_type(RT_KIND_I4), 3);
    ((int32_t *)rt_array_data(a))[2] = 42;
    ck_assert_int_eq(get(a, 2), 42);
    get(a, 3);
    ck_assert_str_eq(pending_name(), "System.IndexOutOfRangeException");
    get(a, -1);
    ck_assert_str_eq(pending_name(), "System.IndexOutOfRangeException");
    get(NULL, 0);
    ck_assert_str_eq(pending_name(), "System.NullReferenceException");
    jit_code_release(c1);
    jit_code_release(c2);
}
END_TEST

SUPPORT_TEST(test_objects_and_virtual_calls, &jit_prog)
{
    jit_code *c;
    fn_i_i areas = RT_AS_FN(fn_i_i, compile1(method("P", "Areas"), &c));
    int want = 0;
    for (int i = 1; i <= 10; i++)
        want += i % 2 == 0 ? i * i : i;
    ck_assert_int_eq(areas(10), want);
    ck_assert_int_eq(areas(10), interp_i(method("P", "Areas"), 10, 0));
    jit_code_release(c);
}
END_TEST

SUPPORT_TEST(test_try_catch_finally, &jit_prog)
{
    jit_code *c1, *c2;
    fn_i_i guard = RT_AS_FN(fn_i_i, compile1(method("P", "Guard"), &c1));
    fn_i_i nested = RT_AS_FN(fn_i_i, compile1(method("P", "Nested"), &c2));
    ck_assert_int_eq(guard(5), 1020);
    ck_assert_int_eq(guard(0), 999);
    ck_assert_str_eq(pending_name(), "");
    ck_assert_int_eq(nested(0), 11);
    ck_assert_int_eq(nested(1), 110);
    ck_assert_str_eq(pending_name(), "");
    jit_code_release(c1);
    jit_code_release(c2);
}
END_TEST

SUPPORT_TEST(test_statics_strings_casts, &jit_prog)
{
    rt_module *mod = support_module();
    (void)mod;
    jit_code *c1, *c2, *c3;
    fn_i_i bump = RT_AS_FN(fn_i_i, compile1(method("P", "Bump"), &c1));
    ck_assert_int_eq(bump(5), 5);
    ck_assert_int_eq(bump(7), 12);
    int32_t (*len)(void *) = RT_AS_FN(int32_t (*)(void *), compile1(method("P", "StrLen"), &c2));
    ck_assert_int_eq(len(rt_new_string_cstr("hello")), 8);
    len(NULL);
    ck_assert_str_eq(pending_name(), "System.NullReferenceException");
    int32_t (*cst)(void *) = RT_AS_FN(int32_t (*)(void *), compile1(method("P", "Cast"), &c3));
    ck_assert_int_eq(cst(rt_new_string_cstr("four")), 4);
    cst(rt_new_array(rt_prim_type(RT_KIND_I4), 1));
    ck_assert_str_eq(pending_name(), "System.InvalidCastException");
    jit_code_release(c1);
    jit_code_release(c2);
    jit_code_release(c3);
}
END_TEST

SUPPORT_TEST(test_atomics, &jit_prog)
{
    jit_code *c;
    rt_method *m = method("P", "Atomics");
    int64_t (*f)(int32_t) = RT_AS_FN(int64_t (*)(int32_t), compile1(m, &c));
    ck_assert_int_eq(f(7), 6 * 1000000 + 14 * 1000 + 6 * 10 + 1);
    ck_assert_int_eq(f(7), interp_i(m, 7, 0));
    jit_code_release(c);
}
END_TEST

/* The lock statement with Monitor.Enter/Exit in the batch: the
 * [AggressiveInlining] thin-lock path and its [Intrinsic]s land in the same
 * context as inline code (the dump shows the header CAS and the TLS read). */
SUPPORT_TEST(test_inlined_thin_lock, &jit_prog)
{
    rt_method *ms[3] = {method("P", "Locked"), NULL, NULL};
    rt_type *mon = rt_find_type("System.Threading.Monitor");
    ck_assert_ptr_nonnull(mon);
    for (uint32_t i = 0; i < mon->nmethods; i++) {
        rt_method *mm = &mon->methods[i];
        if (strcmp(mm->name, "Enter") == 0 && mm->nparams == 2)
            ms[1] = mm;
        if (strcmp(mm->name, "Exit") == 0 && mm->nparams == 1)
            ms[2] = mm;
    }
    ck_assert_ptr_nonnull(ms[1]);
    ck_assert_ptr_nonnull(ms[2]);
    char path[] = "/tmp/kiln-test-jit-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    char err[512] = "";
    jit_options opt = {2, path, false};
    jit_code *c = jit_compile_batch(ms, 3, &opt, err, sizeof err);
    ck_assert_msg(c != NULL, "%s", err);
    int32_t (*locked)(void *, int32_t) = RT_AS_FN(int32_t (*)(void *, int32_t), c->entries[0]);
    rt_object *o = rt_new_object(rt_state.wk.object);
    ck_assert_int_eq(locked(o, 1000), 1000);
    ck_assert_int_eq(locked(o, 5), 1005);
    ck_assert_str_eq(pending_name(), "");
    ck_assert_uint_eq(*rt_obj_header(o) & (RT_HDR_THREAD_ID_MASK | RT_HDR_HASH_OR_SYNCBLK), 0);
    locked(NULL, 1);
    ck_assert_str_eq(pending_name(), "System.ArgumentNullException");
    char dump[600];
    snprintf(dump, sizeof dump, "%s.dump", path);
    FILE *f = fopen(dump, "r");
    ck_assert_ptr_nonnull(f);
    static char text[1 << 20];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
    unlink(path);
    unlink(dump);
    ck_assert_ptr_nonnull(strstr(text, "__atomic_compare_exchange_4"));
    ck_assert_ptr_nonnull(strstr(text, "rt_tls_lock_id"));
    jit_code_release(c);
}
END_TEST

/* KILN_PERFMAP=1: each compiled method's address, size and name. */
SUPPORT_TEST(test_perfmap, &jit_prog_perfmap)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/perf-%ld.map", (long)getpid());
    unlink(path);
    jit_code *c;
    void *fib = compile1(method("P", "Fib"), &c);
    FILE *f = fopen(path, "r");
    ck_assert_ptr_nonnull(f);
    char line[256];
    bool found = false;
    while (fgets(line, sizeof line, f)) {
        unsigned long addr = 0, size = 0;
        char name[128];
        if (sscanf(line, "%lx %lx %127s", &addr, &size, name) == 3 && strcmp(name, "P.Fib") == 0) {
            found = addr == (unsigned long)(uintptr_t)fib && size > 0;
        }
    }
    fclose(f);
    unlink(path);
    ck_assert(found);
    jit_code_release(c);
}
END_TEST

/* docs/locks.md: compiled code takes no process-wide jit lock. With the
 * libgccjit load lock held by another thread, compiled code that loops,
 * allocates and makes virtual calls, and takes thin locks, runs 1000 times;
 * the negative control (jit_available, which takes the lock) waits for the
 * hold to end. */
static atomic_int jit_hold_stage, jit_ctl_done;

static void nap_1ms(void)
{
    struct timespec ts = {0, 1000000L};
    nanosleep(&ts, NULL);
}

static void *hold_jit_lock(void *p)
{
    pthread_mutex_lock(jit_debug_load_lock());
    atomic_store(&jit_hold_stage, 1);
    while (atomic_load(&jit_hold_stage) != 2)
        nap_1ms();
    pthread_mutex_unlock(jit_debug_load_lock());
    return p;
}

static void *load_during_hold(void *p)
{
    ck_assert(jit_available(NULL, 0));
    atomic_store(&jit_ctl_done, 1);
    return p;
}

SUPPORT_TEST(test_compiled_code_takes_no_jit_lock, &jit_prog)
{
    rt_method *ms[3] = {method("P", "Sum"), method("P", "Areas"), method("P", "Locked")};
    char err[512] = "";
    jit_options opt = {2, NULL, false};
    jit_code *c = jit_compile_batch(ms, 3, &opt, err, sizeof err);
    ck_assert_msg(c != NULL, "%s", err);
    fn_i_i sum = RT_AS_FN(fn_i_i, c->entries[0]);
    fn_i_i areas = RT_AS_FN(fn_i_i, c->entries[1]);
    int32_t (*locked)(void *, int32_t) = RT_AS_FN(int32_t (*)(void *, int32_t), c->entries[2]);
    int32_t want_areas = areas(20);
    rt_object *o = rt_new_object(rt_state.wk.object);
    pthread_t holder, ctl;
    atomic_store(&jit_hold_stage, 0);
    atomic_store(&jit_ctl_done, 0);
    pthread_create(&holder, NULL, hold_jit_lock, NULL);
    while (atomic_load(&jit_hold_stage) != 1)
        nap_1ms();
    for (int i = 0; i < 1000; i++) {
        ck_assert_int_eq(sum(100), 4950);
        ck_assert_int_eq(areas(20), want_areas);
        ck_assert_int_eq(locked(o, 1), i + 1);
    }
    pthread_create(&ctl, NULL, load_during_hold, NULL);
    for (int i = 0; i < 50; i++)
        nap_1ms();
    int ctl_during_hold = atomic_load(&jit_ctl_done);
    atomic_store(&jit_hold_stage, 2);
    pthread_join(holder, NULL);
    pthread_join(ctl, NULL);
    ck_assert_msg(!ctl_during_hold, "jit_available completed while the load lock was held");
    ck_assert_int_eq(atomic_load(&jit_ctl_done), 1);
    ck_assert_str_eq(pending_name(), "");
    jit_code_release(c);
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    char err[256];
    if (!jit_available(err, sizeof err)) {
        fprintf(stderr, "%s: skipping\n", err);
        return 77;
    }
    Suite *s = suite_create("jit");
    TCase *tc = tcase_create("lowering");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_loop_and_recursion);
    tcase_add_test(tc, test_division_checks);
    tcase_add_test(tc, test_shifts_and_conversions_match_interp);
    tcase_add_test(tc, test_arrays);
    tcase_add_test(tc, test_objects_and_virtual_calls);
    tcase_add_test(tc, test_try_catch_finally);
    tcase_add_test(tc, test_statics_strings_casts);
    tcase_add_test(tc, test_atomics);
    tcase_add_test(tc, test_inlined_thin_lock);
    tcase_add_test(tc, test_perfmap);
    tcase_add_test(tc, test_compiled_code_takes_no_jit_lock);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
