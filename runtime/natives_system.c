/* natives_system.c - native halves of System.Math (the C library's
 * functions, which .NET also calls on Linux), System.Environment,
 * System.GC, System.Diagnostics.Stopwatch and System.DateTime's clock.
 *
 * Invariants: Stopwatch ticks are CLOCK_MONOTONIC nanoseconds (Frequency
 * 1e9); TickCount64 is milliseconds of the same clock; DateTime ticks are
 * CLOCK_REALTIME in 100 ns units since 0001-01-01 (UTC).
 */
#include "runtime_internal.h"

#include <dlfcn.h>
#include <gnu/lib-names.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define DATETIME_UNIX_EPOCH_TICKS INT64_C(621355968000000000)

static double math_sqrt(double d) { return sqrt(d); }
static double math_abs(double d) { return fabs(d); }
static double math_floor(double d) { return floor(d); }
static double math_ceiling(double d) { return ceil(d); }
static double math_truncate(double d) { return trunc(d); }
static double math_scaleb(double x, int32_t n) { return scalbn(x, n); }
static double math_copysign(double x, double y) { return copysign(x, y); }

/* System.Math's functions that only libm has (the rest above are
 * instructions or are in libc too), bound to libm's own entry points at
 * first use, so an AOT executable lists libm in DT_NEEDED only when its
 * compiled code calls it (fmod, docs/aot.md): loading libm costs about
 * 300 KiB of resident pages before Main whether it is used or not
 * (docs/gc.md "Where the resident bytes go"). Each has the C signature of
 * its Math method (Round is nearbyint: ties to even in the default mode). */
static const struct {
    const char *key;
    const char *sym;
} libm_natives[] = {
    {"System.Math.Pow(double,double)", "pow"},
    {"System.Math.Exp(double)", "exp"},
    {"System.Math.Log(double)", "log"},
    {"System.Math.Log10(double)", "log10"},
    {"System.Math.Log2(double)", "log2"},
    {"System.Math.Sin(double)", "sin"},
    {"System.Math.Cos(double)", "cos"},
    {"System.Math.Tan(double)", "tan"},
    {"System.Math.Asin(double)", "asin"},
    {"System.Math.Acos(double)", "acos"},
    {"System.Math.Atan(double)", "atan"},
    {"System.Math.Atan2(double,double)", "atan2"},
    {"System.Math.Sinh(double)", "sinh"},
    {"System.Math.Cosh(double)", "cosh"},
    {"System.Math.Tanh(double)", "tanh"},
    {"System.Math.Asinh(double)", "asinh"},
    {"System.Math.Acosh(double)", "acosh"},
    {"System.Math.Atanh(double)", "atanh"},
    {"System.Math.Cbrt(double)", "cbrt"},
    {"System.Math.Round(double)", "nearbyint"},
    {"System.Math.FusedMultiplyAdd(double,double,double)", "fma"},
    {"System.Math.InternalNextAfter(double,double)", "nextafter"},
};

void *rt_libm_native_lookup(const char *key)
{
    for (size_t i = 0; i < sizeof libm_natives / sizeof libm_natives[0]; i++) {
        if (strcmp(libm_natives[i].key, key))
            continue;
        void *h = dlopen(LIBM_SO, RTLD_NOW | RTLD_LOCAL);   /* already loaded: a reference count */
        void *fn = h ? dlsym(h, libm_natives[i].sym) : NULL;
        if (!fn) {
            fprintf(stderr, "kiln: cannot bind %s to %s's %s: %s\n", key, LIBM_SO, libm_natives[i].sym, dlerror());
            abort();
        }
        return fn;
    }
    return NULL;
}

/* The affinity mask's CPU count, cached (spin.c): callers such as the thin
 * lock's spin ask on every contended episode. */
static int32_t env_processor_count(void) { return rt_processor_count(); }

static int64_t env_tick_count64(void) { return (int64_t)(rt_now_ns() / 1000000u); }

static rt_string *env_machine_name(void)
{
    char buf[256];
    if (gethostname(buf, sizeof buf - 1) != 0)
        buf[0] = 0;
    buf[sizeof buf - 1] = 0;
    return rt_new_string_cstr(buf);
}

static void env_exit(int32_t code) { rt_exit(code); }
static int32_t env_get_exit_code(void) { return atomic_load(&rt_state.exit_code); }
static void env_set_exit_code(int32_t code) { atomic_store(&rt_state.exit_code, code); }
static rt_array *env_args(void) { return rt_state.args; }

/* The running executable's path (kiln itself under `kiln run`). */
static rt_string *env_program_path(void)
{
    char buf[4096];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    buf[n > 0 ? n : 0] = 0;
    return rt_new_string_cstr(buf);
}

static rt_string *env_get_variable(rt_string *name)
{
    if (!name) {
        rt_throw_kind(RT_EXC_ARGUMENT_NULL, "Value cannot be null. (Parameter 'variable')");
        return NULL;
    }
    char *n = rt_string_to_utf8(name);
    const char *v = getenv(n);
    free(n);
    return v ? rt_new_string_cstr(v) : NULL;
}

static void gc_collect_native(void) { gc_collect(&rt_current()->gc); }

static int32_t gc_collection_count(int32_t gen)
{
    if (gen < 0) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "Non-negative number required. (Parameter 'generation')");
        return 0;
    }
    gc_stats s;
    gc_get_stats(&s);
    return (int32_t)s.collections;
}

static int64_t gc_total_memory(uint8_t force)
{
    if (force)
        gc_collect(&rt_current()->gc);
    gc_stats s;
    gc_get_stats(&s);
    return (int64_t)(force ? s.live_after_last : s.heap_size);
}

static int64_t stopwatch_timestamp(void) { return (int64_t)rt_now_ns(); }

/* DateTime.UtcNow: CLOCK_REALTIME as 100 ns ticks since 0001-01-01. */
static int64_t datetime_utc_now_ticks(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return DATETIME_UNIX_EPOCH_TICKS + (int64_t)ts.tv_sec * 10000000 + ts.tv_nsec / 100;
}

/* The local zone's offset from UTC, in seconds, at a Unix time (the C
 * library's zone rules: TZ, then /etc/localtime). */
static int64_t datetime_local_offset_seconds(int64_t unix_seconds)
{
    time_t t = (time_t)unix_seconds;
    struct tm tm;
    if (!localtime_r(&t, &tm))
        return 0;
    return (int64_t)tm.tm_gmtoff;
}

const rt_native rt_natives_system[] = {
    {"System.Math.Sqrt(double)", RT_NATIVE_FN(math_sqrt)},
    {"System.Math.Abs(double)", RT_NATIVE_FN(math_abs)},
    {"System.Math.Floor(double)", RT_NATIVE_FN(math_floor)},
    {"System.Math.Ceiling(double)", RT_NATIVE_FN(math_ceiling)},
    {"System.Math.Truncate(double)", RT_NATIVE_FN(math_truncate)},
    {"System.Math.ScaleB(double,int)", RT_NATIVE_FN(math_scaleb)},
    {"System.Math.CopySign(double,double)", RT_NATIVE_FN(math_copysign)},
    {"System.Environment.InternalProcessorCount()", RT_NATIVE_FN(env_processor_count)},
    {"System.Environment.InternalTickCount64()", RT_NATIVE_FN(env_tick_count64)},
    {"System.Environment.InternalMachineName()", RT_NATIVE_FN(env_machine_name)},
    {"System.Environment.CaptureStackTrace()", RT_NATIVE_FN(rt_walk_stack_trace)},
    {"System.Environment.Exit(int)", RT_NATIVE_FN(env_exit)},
    {"System.Environment.InternalGetExitCode()", RT_NATIVE_FN(env_get_exit_code)},
    {"System.Environment.InternalSetExitCode(int)", RT_NATIVE_FN(env_set_exit_code)},
    {"System.Environment.InternalArgs()", RT_NATIVE_FN(env_args)},
    {"System.Environment.InternalProgramPath()", RT_NATIVE_FN(env_program_path)},
    {"System.Environment.GetEnvironmentVariable(string)", RT_NATIVE_FN(env_get_variable)},
    {"System.GC.Collect()", RT_NATIVE_FN(gc_collect_native)},
    {"System.GC.CollectionCount(int)", RT_NATIVE_FN(gc_collection_count)},
    {"System.GC.GetTotalMemory(bool)", RT_NATIVE_FN(gc_total_memory)},
    {"System.Diagnostics.Stopwatch.GetTimestamp()", RT_NATIVE_FN(stopwatch_timestamp)},
    {"System.DateTime.InternalUtcNowTicks()", RT_NATIVE_FN(datetime_utc_now_ticks)},
    {"System.DateTime.InternalLocalOffsetSeconds(long)", RT_NATIVE_FN(datetime_local_offset_seconds)},
    {NULL, NULL},
};
