/* lockbench.c - the C floor for samples/lockbench.cs.
 *
 * The thin-lock algorithm of corelib/ObjectHeader.cs written directly in C
 * over a 32-bit header word with the bit layout of runtime/object.h: one read
 * and one CAS to take a clean lock, a CAS to release, a failed one-shot
 * attempt when another thread owns it. No call, no runtime: this is the
 * number Kiln's generated code is measured against. Prints the same
 * "NAME VALUE ns/op" and "NAME VALUE ops/ms" lines as the sample.
 */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "../runtime/object.h"

static _Thread_local uint32_t floor_lock_id;

/* Bits that must be clear for a thin acquire: owner, recursion, hash/sync. */
#define FLOOR_BUSY_MASK (RT_HDR_THREAD_ID_MASK | RT_HDR_RECURSION_MASK | \
                         RT_HDR_HASH_OR_SYNCBLK | RT_HDR_SPIN_LOCK)

static inline int floor_try_enter(_Atomic uint32_t *hdr)
{
    uint32_t old = atomic_load_explicit(hdr, memory_order_relaxed);
    if ((old & FLOOR_BUSY_MASK) == 0)
        return atomic_compare_exchange_strong_explicit(hdr, &old, old | floor_lock_id,
                   memory_order_acquire, memory_order_relaxed);
    if ((old & (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_THREAD_ID_MASK)) == floor_lock_id &&
        (old & RT_HDR_RECURSION_MASK) != RT_HDR_RECURSION_MASK)
        return atomic_compare_exchange_strong_explicit(hdr, &old, old + RT_HDR_RECURSION_INC,
                   memory_order_acquire, memory_order_relaxed);
    return 0;
}

static inline void floor_exit(_Atomic uint32_t *hdr)
{
    uint32_t old = atomic_load_explicit(hdr, memory_order_relaxed);
    for (;;) {
        uint32_t next = (old & RT_HDR_RECURSION_MASK) ? old - RT_HDR_RECURSION_INC
                                                      : old & ~RT_HDR_THREAD_ID_MASK;
        if (atomic_compare_exchange_weak_explicit(hdr, &old, next, memory_order_release,
                                                  memory_order_relaxed))
            return;
    }
}

static void floor_enter(_Atomic uint32_t *hdr)
{
    while (!floor_try_enter(hdr))
        sched_yield();
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
    floor_lock_id = 1;
    bench_enter_exit(n);
    bench_try_enter_locked(n);
    bench_contended(n / 5);
    return 0;
}
