/* spin.c - the processor count and calibrated spin-waiting shared by every
 * spinning path (Thread.SpinWait, the thin lock, monitor/'s fat lock).
 *
 * A `pause` costs from 3 ns to over 100 ns depending on the CPU (26 ns on the
 * project's EPYC VM), so a budget counted in raw pauses means a different
 * time on every machine. Spin budgets are therefore stated in nanoseconds
 * and converted with the measured cost of one pause, as .NET's normalized
 * yield does. The measurement (a few microseconds) is lazy: the first spin
 * of the process pays it, so a program that never spins (hello) never does.
 *
 * Invariants: both cached values are 0 until first computed, then fixed for
 * the process (racing first callers compute the same kind of value and any
 * of them may win); reading them is one relaxed load. The processor count
 * is the CPUs of the process's affinity mask (sched_getaffinity, one
 * syscall), as .NET's Environment.ProcessorCount, never sysconf (sysfs).
 */
#include "runtime_internal.h"

#include <sched.h>
#include <time.h>

#define SPIN_CAL_PAUSES 64    /* pauses per calibration sample */
#define SPIN_CAL_SAMPLES 5    /* the fastest sample wins (preemption only adds) */
#define SPIN_PS_MIN 100u      /* clamp a measured pause to 0.1 ns .. 1 us */
#define SPIN_PS_MAX 1000000u

int rt_processor_count(void)
{
    int n = atomic_load_explicit(&rt_state.spin.ncpu, memory_order_relaxed);
    if (n)
        return n;
    cpu_set_t set;
    CPU_ZERO(&set);
    n = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
    if (n < 1)
        n = 1;
    atomic_store_explicit(&rt_state.spin.ncpu, n, memory_order_relaxed);
    return n;
}

static inline void cpu_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#else
    atomic_signal_fence(memory_order_seq_cst);
#endif
}

static uint64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint32_t calibrate(void)
{
    uint64_t best = UINT64_MAX;
    for (int s = 0; s < SPIN_CAL_SAMPLES; s++) {
        uint64_t t0 = mono_ns();
        for (int i = 0; i < SPIN_CAL_PAUSES; i++)
            cpu_pause();
        uint64_t d = mono_ns() - t0;
        if (d < best)
            best = d;
    }
    uint64_t ps = best * 1000u / SPIN_CAL_PAUSES;
    return (uint32_t)(ps < SPIN_PS_MIN ? SPIN_PS_MIN : ps > SPIN_PS_MAX ? SPIN_PS_MAX : ps);
}

uint32_t rt_spin_ps_per_pause(void)
{
    uint32_t ps = atomic_load_explicit(&rt_state.spin.ps_per_pause, memory_order_relaxed);
    if (!ps) {
        ps = calibrate();
        atomic_store_explicit(&rt_state.spin.ps_per_pause, ps, memory_order_relaxed);
    }
    return ps;
}

uint64_t rt_spin_pauses_for(uint64_t ns)
{
    uint64_t p = ns * 1000u / rt_spin_ps_per_pause();
    return p ? p : 1;
}

void rt_spin_ns(uint64_t ns)
{
    for (uint64_t i = rt_spin_pauses_for(ns); i; i--)
        cpu_pause();
}
