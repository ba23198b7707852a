/* lockbench.c - the C floor for samples/lockbench.cs.
 *
 * The thin-lock algorithm of corelib/ObjectHeader.cs and Monitor.cs written
 * directly in C over a 32-bit header word with the bit layout of
 * runtime/object.h, step for step: the inline fast paths (lock id from a
 * thread-local, one acquire read and one CAS on a clean header with the
 * lock id range check; a one-shot attempt on a thin lock another id owns
 * fails from that one read; release = one CAS when this thread holds it
 * once) and the out-of-line tails (recursion levels up to 64 holds, the
 * CAS race retry, linear back-off spinning, release of a recursion level,
 * the owner check that would throw). What Kiln has and this has not: the
 * argument null checks, the safepoint poll of the loop, and the monitor/
 * slow path (inflation, fat lock) - here a contended or inflated case just
 * yields and retries. Spinning is calibrated as Kiln's (runtime/spin.c).
 * No runtime: this is the number Kiln's generated code
 * is measured against. Prints the same "NAME VALUE ns/op" and "NAME VALUE
 * ops/ms" lines as the sample.
 */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "../runtime/object.h"

enum { FLOOR_SUCCESS, FLOOR_FAILURE, FLOOR_SLOW };   /* ObjectHeader.Success, Failure, UseSlowPath */

#define FLOOR_SPIN_ROUNDS 8
#define FLOOR_SPIN_STEP 4           /* Thread.SpinWait iterations per round, times the round */
#define FLOOR_ITERATION_NS 37.0     /* one SpinWait iteration (runtime/spin.c) */
#define FLOOR_NOT_THIN (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_SPIN_LOCK)

static _Thread_local uint32_t floor_lock_id;
static int floor_ncpu;
static double floor_ns_per_pause;   /* measured at start, as Kiln measures at its first spin */

static inline bool cas(_Atomic uint32_t *hdr, uint32_t old, uint32_t nv)
{
    return atomic_compare_exchange_strong(hdr, &old, nv);
}

static inline void pause_once(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

static double now_ns(void);

/* Thread.SpinWait(n): n iterations of about 37 ns, calibrated. */
static void spin_wait(int n)
{
    long pauses = (long)(n * FLOOR_ITERATION_NS / floor_ns_per_pause);
    for (long k = 0; k < (pauses ? pauses : 1); k++)
        pause_once();
}

static void calibrate(void)
{
    double best = 1e18;
    for (int s = 0; s < 5; s++) {
        double t = now_ns();
        for (int k = 0; k < 64; k++)
            pause_once();
        double d = now_ns() - t;
        if (d < best)
            best = d;
    }
    floor_ns_per_pause = best / 64 > 0.1 ? best / 64 : 0.1;
}

/* ObjectHeader.AcquireThinLockMore. */
static __attribute__((noinline)) int floor_acquire_more(_Atomic uint32_t *hdr, bool one_shot, uint32_t id)
{
    if (id == 0 || id > RT_HDR_THREAD_ID_MASK)
        return FLOOR_SLOW;
    int rounds = -1;
    for (int i = 0;; i++) {
        uint32_t old = atomic_load_explicit(hdr, memory_order_acquire);
        if (old & FLOOR_NOT_THIN)
            return FLOOR_SLOW;
        uint32_t owner = old & RT_HDR_THREAD_ID_MASK;
        if (owner == 0) {
            if (old & RT_HDR_RECURSION_MASK)
                return FLOOR_SLOW;
            if (cas(hdr, old, old | id))
                return FLOOR_SUCCESS;
            continue;
        }
        if (owner == id) {
            if ((old & RT_HDR_RECURSION_MASK) == RT_HDR_RECURSION_MASK)
                return FLOOR_SLOW;
            if (cas(hdr, old, old + RT_HDR_RECURSION_INC))
                return FLOOR_SUCCESS;
            continue;
        }
        if (one_shot)
            return FLOOR_FAILURE;
        if (rounds < 0)
            rounds = floor_ncpu == 1 ? 0 : FLOOR_SPIN_ROUNDS;
        if (i >= rounds)
            return FLOOR_SLOW;
        spin_wait((i + 1) * FLOOR_SPIN_STEP);
    }
}

/* ObjectHeader.AcquireThinLock (inlined into Monitor.Enter / TryEnter). */
static inline int floor_acquire(_Atomic uint32_t *hdr, bool one_shot)
{
    uint32_t id = floor_lock_id;
    uint32_t old = atomic_load_explicit(hdr, memory_order_acquire);
    if ((old & ~RT_HDR_GC_MASK) == 0) {
        if (id > 0 && id <= RT_HDR_THREAD_ID_MASK && cas(hdr, old, old | id))
            return FLOOR_SUCCESS;
    } else if (one_shot && (old & FLOOR_NOT_THIN) == 0) {
        uint32_t owner = old & RT_HDR_THREAD_ID_MASK;
        if (owner != 0 && owner != id)
            return FLOOR_FAILURE;
    }
    return floor_acquire_more(hdr, one_shot, id);
}

/* ObjectHeader.ReleaseFast. */
static inline bool floor_release_fast(_Atomic uint32_t *hdr)
{
    uint32_t id = floor_lock_id;
    uint32_t old = atomic_load_explicit(hdr, memory_order_acquire);
    return id != 0 &&
           (old & (FLOOR_NOT_THIN | RT_HDR_RECURSION_MASK | RT_HDR_THREAD_ID_MASK)) == id &&
           cas(hdr, old, old & ~RT_HDR_THREAD_ID_MASK);
}

/* ObjectHeader.Release (Monitor.ExitMore). */
static __attribute__((noinline)) void floor_exit_more(_Atomic uint32_t *hdr)
{
    uint32_t id = floor_lock_id;
    for (;;) {
        uint32_t old = atomic_load_explicit(hdr, memory_order_acquire);
        if (old & FLOOR_NOT_THIN)
            return;   /* Kiln: Monitor.ExitSlow */
        if ((old & RT_HDR_THREAD_ID_MASK) != id || id == 0) {
            fputs("lockbench_c: error: release of a lock not held\n", stderr);   /* Kiln throws */
            exit(1);
        }
        uint32_t nv = (old & RT_HDR_RECURSION_MASK) ? old - RT_HDR_RECURSION_INC
                                                    : old & ~RT_HDR_THREAD_ID_MASK;
        if (cas(hdr, old, nv))
            return;
    }
}

/* Monitor.Enter: the slow path (Kiln: inflation and the fat lock) yields and retries. */
static __attribute__((noinline)) void floor_enter_slow(_Atomic uint32_t *hdr)
{
    while (floor_acquire_more(hdr, false, floor_lock_id) != FLOOR_SUCCESS)
        sched_yield();
}

static inline void floor_enter(_Atomic uint32_t *hdr)
{
    if (floor_acquire(hdr, false) != FLOOR_SUCCESS)
        floor_enter_slow(hdr);
}

static inline bool floor_try_enter(_Atomic uint32_t *hdr)
{
    return floor_acquire(hdr, true) == FLOOR_SUCCESS;   /* Kiln: FLOOR_SLOW -> EnterSlow(o, 0) */
}

static inline void floor_exit(_Atomic uint32_t *hdr)
{
    if (!floor_release_fast(hdr))
        floor_exit_more(hdr);
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static void report(const char *name, long ops, double ns)
{
    printf("%s %.2f ns/op\n", name, ns / ops);
    printf("%s %.0f ops/ms\n", name, ops / (ns / 1e6));
}

static _Atomic uint32_t gate;
static long per_thread;
static long shared_count;
static atomic_int holder_state;   /* 1 = holding, 2 = asked to stop */

static void *holder(void *arg)
{
    _Atomic uint32_t *hdr = arg;
    floor_lock_id = 2;
    floor_enter(hdr);
    atomic_store(&holder_state, 1);
    while (atomic_load(&holder_state) != 2)
        sched_yield();
    floor_exit(hdr);
    return NULL;
}

static void *contender(void *arg)
{
    floor_lock_id = (uint32_t)(uintptr_t)arg;
    for (long i = 0; i < per_thread; i++) {
        floor_enter(&gate);
        shared_count++;
        floor_exit(&gate);
    }
    return NULL;
}

static void bench_enter_exit(long n)
{
    _Atomic uint32_t hdr = 0;
    double t = now_ns();
    for (long i = 0; i < n; i++) {
        floor_enter(&hdr);
        floor_exit(&hdr);
    }
    report("EnterExit_ThinLock", n, now_ns() - t);
}

/* The lock statement: Enter(o, ref taken) + body + Exit in a finally. */
static void bench_reliable_enter_exit(long n)
{
    _Atomic uint32_t hdr = 0;
    volatile long count = 0;
    double t = now_ns();
    for (long i = 0; i < n; i++) {
        bool taken = false;
        floor_enter(&hdr);
        taken = true;
        count = count + 1;
        if (taken)
            floor_exit(&hdr);
    }
    report("ReliableEnterExit_ThinLock", n, now_ns() - t);
    if (count != n)
        puts("error: lost updates");
}

static void bench_try_enter_unlocked(long n)
{
    _Atomic uint32_t hdr = 0;
    long got = 0;
    double t = now_ns();
    for (long i = 0; i < n; i++)
        if (floor_try_enter(&hdr)) {
            got++;
            floor_exit(&hdr);
        }
    report("TryEnterExitWhenUnlocked_ThinLock", n, now_ns() - t);
    if (got != n)
        puts("error: TryEnter failed on a free lock");
}

static void bench_try_enter_locked(long n)
{
    _Atomic uint32_t hdr = 0;
    pthread_t th;
    atomic_store(&holder_state, 0);
    pthread_create(&th, NULL, holder, &hdr);
    while (atomic_load(&holder_state) != 1)
        sched_yield();
    long got = 0;
    double t = now_ns();
    for (long i = 0; i < n; i++)
        if (floor_try_enter(&hdr)) {
            got++;
            floor_exit(&hdr);
        }
    report("TryEnterWhenLocked_ThinLock", n, now_ns() - t);
    atomic_store(&holder_state, 2);
    pthread_join(th, NULL);
    if (got)
        puts("error: TryEnter took a held lock");
}

/* Thread.SpinWait(100): 100 iterations, about 3.7 us whatever a pause costs. */
static void bench_spin_wait(long n)
{
    long calls = n / 100 ? n / 100 : 1;
    double t = now_ns();
    for (long i = 0; i < calls; i++)
        spin_wait(100);
    report("SpinWait_100", calls, now_ns() - t);
}

static void bench_contended(long n)
{
    pthread_t ts[4];
    per_thread = n / 4;
    shared_count = 0;
    double t = now_ns();
    for (int i = 0; i < 4; i++)
        pthread_create(&ts[i], NULL, contender, (void *)(uintptr_t)(i + 3));
    for (int i = 0; i < 4; i++)
        pthread_join(ts[i], NULL);
    report("EnterExit_ThinLock_4threads", 4 * per_thread, now_ns() - t);
    if (shared_count != 4 * per_thread)
        puts("error: lost updates");
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 200000;   /* as samples/lockbench.cs */
    if (n <= 0) {
        fprintf(stderr, "lockbench_c: error: iteration count must be positive\n");
        return 1;
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    floor_ncpu = sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0 ? CPU_COUNT(&set) : 1;
    calibrate();
    floor_lock_id = 1;
    bench_enter_exit(n);
    bench_reliable_enter_exit(n);
    bench_try_enter_unlocked(n);
    bench_try_enter_locked(n);
    bench_contended(n / 5);
    bench_spin_wait(n);
    return 0;
}
