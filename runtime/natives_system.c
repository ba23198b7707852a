/* natives_system.c - native halves of System.Math (the C library's
 * functions, which .NET also calls on Linux), System.Environment,
 * System.GC, System.Diagnostics.Stopwatch and System.DateTime's clock.
 *
 * Invariants: Stopwatch ticks are CLOCK_MONOTONIC nanoseconds (Frequency
 * 1e9); TickCount64 is milliseconds of the same clock; DateTime ticks are
 * CLOCK_REALTIME in 100 ns units since 0001-01-01 (UTC).
 */
#include "runtime_internal.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define DATETIME_UNIX_EPOCH_TICKS INT64_C(621355968000000000)

static double math_sqrt(double d) { return sqrt(d); }
static double math_abs(double d) { return fabs(d); }
static double math_pow(double x, double y) { return pow(x, y); }
static double math_exp(double d) { return exp(d); }
static double math_log(double d) { return log(d); }
static double math_log10(double d) { return log10(d); }
static double math_log2(double d) { return log2(d); }
static double math_sin(double d) { return sin(d); }
static double math_cos(double d) { return cos(d); }
static double math_tan(double d) { return tan(d); }
static double math_asin(double d) { return asin(d); }
static double math_acos(double d) { return acos(d); }
static double math_atan(double d) { return atan(d); }
static double math_atan2(double y, double x) { return atan2(y, x); }
static double math_sinh(double d) { return sinh(d); }
static double math_cosh(double d) { return cosh(d); }
static double math_tanh(double d) { return tanh(d); }
static double math_asinh(double d) { return asinh(d); }
static double math_acosh(double d) { return acosh(d); }
static double math_atanh(double d) { return atanh(d); }
static double math_cbrt(double d) { return cbrt(d); }
static double math_floor(double d) { return floor(d); }
static double math_ceiling(double d) { return ceil(d); }
static double math_truncate(double d) { return trunc(d); }
static double math_round(double d) { return nearbyint(d); }   /* the default mode: ties to even */
static double math_fma(double x, double y, double z) { return fma(x, y, z); }
static double math_scaleb(double x, int32_t n) { return scalbn(x, n); }
static double math_copysign(double x, double y) { return copysign(x, y); }
static double math_nextafter(double x, double y) { return nextafter(x, y); }

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
    {"System.Math.Pow(double,double)", RT_NATIVE_FN(math_pow)},
    {"System.Math.Exp(double)", RT_NATIVE_FN(math_exp)},
    {"System.Math.Log(double)", RT_NATIVE_FN(math_log)},
    {"System.Math.Log10(double)", RT_NATIVE_FN(math_log10)},
    {"System.Math.Log2(double)", RT_NATIVE_FN(math_log2)},
    {"System.Math.Sin(double)", RT_NATIVE_FN(math_sin)},
    {"System.Math.Cos(double)", RT_NATIVE_FN(math_cos)},
    {"System.Math.Tan(double)", RT_NATIVE_FN(math_tan)},
    {"System.Math.Asin(double)", RT_NATIVE_FN(math_asin)},
    {"System.Math.Acos(double)", RT_NATIVE_FN(math_acos)},
    {"System.Math.Atan(double)", RT_NATIVE_FN(math_atan)},
    {"System.Math.Atan2(double,double)", RT_NATIVE_FN(math_atan2)},
    {"System.Math.Sinh(double)", RT_NATIVE_FN(math_sinh)},
    {"System.Math.Cosh(double)", RT_NATIVE_FN(math_cosh)},
    {"System.Math.Tanh(double)", RT_NATIVE_FN(math_tanh)},
    {"System.Math.Asinh(double)", RT_NATIVE_FN(math_asinh)},
    {"System.Math.Acosh(double)", RT_NATIVE_FN(math_acosh)},
    {"System.Math.Atanh(double)", RT_NATIVE_FN(math_atanh)},
    {"System.Math.Cbrt(double)", RT_NATIVE_FN(math_cbrt)},
    {"System.Math.Floor(double)", RT_NATIVE_FN(math_floor)},
    {"System.Math.Ceiling(double)", RT_NATIVE_FN(math_ceiling)},
    {"System.Math.Truncate(double)", RT_NATIVE_FN(math_truncate)},
    {"System.Math.Round(double)", RT_NATIVE_FN(math_round)},
    {"System.Math.FusedMultiplyAdd(double,double,double)", RT_NATIVE_FN(math_fma)},
    {"System.Math.ScaleB(double,int)", RT_NATIVE_FN(math_scaleb)},
    {"System.Math.CopySign(double,double)", RT_NATIVE_FN(math_copysign)},
    {"System.Math.InternalNextAfter(double,double)", RT_NATIVE_FN(math_nextafter)},
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
