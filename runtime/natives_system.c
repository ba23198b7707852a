/* natives_system.c - native halves of System.Math, System.Environment,
 * System.GC and System.Diagnostics.Stopwatch.
 *
 * Invariants: Stopwatch ticks are CLOCK_MONOTONIC nanoseconds (Frequency
 * 1e9); TickCount64 is milliseconds of the same clock.
 */
#include "runtime_internal.h"

#include <math.h>
#include <stdlib.h>
#include <unistd.h>

static double math_sqrt(double d) { return sqrt(d); }
static double math_abs(double d) { return fabs(d); }

/* The affinity mask's CPU count, cached (spin.c): callers such as the thin
 * lock's spin ask on every contended episode. */
static int32_t env_processor_count(void) { return rt_processor_count(); }

static int64_t env_tick_count64(void) { return (int64_t)(rt_now_ns() / 1000000u); }

static void env_exit(int32_t code) { rt_exit(code); }

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

const rt_native rt_natives_system[] = {
    {"System.Math.Sqrt(double)", RT_NATIVE_FN(math_sqrt)},
    {"System.Math.Abs(double)", RT_NATIVE_FN(math_abs)},
    {"System.Environment.InternalProcessorCount()", RT_NATIVE_FN(env_processor_count)},
    {"System.Environment.InternalTickCount64()", RT_NATIVE_FN(env_tick_count64)},
    {"System.Environment.Exit(int)", RT_NATIVE_FN(env_exit)},
    {"System.Environment.GetEnvironmentVariable(string)", RT_NATIVE_FN(env_get_variable)},
    {"System.GC.Collect()", RT_NATIVE_FN(gc_collect_native)},
    {"System.GC.CollectionCount(int)", RT_NATIVE_FN(gc_collection_count)},
    {"System.GC.GetTotalMemory(bool)", RT_NATIVE_FN(gc_total_memory)},
    {"System.Diagnostics.Stopwatch.GetTimestamp()", RT_NATIVE_FN(stopwatch_timestamp)},
    {NULL, NULL},
};
