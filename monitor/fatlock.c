/* fatlock.c - the fat lock of a sync block: a lock word taken by CAS with
 * adaptive spinning, then futex sleep; one sleeper woken per release; a
 * waiter starved for MON_STARVE_NS raises sb->starving so newcomers stop
 * barging until it gets the lock.
 *
 * Spinning is timed by the calibrated spin unit (runtime/spin.c), polls for
 * the GC on a first attempt, and resumes after every wake-up before the
 * sleeper sleeps again; contention is counted per thread.
 *
 * Invariants: owner is set only by the thread holding the word and cleared
 * by it before the word is released; recursion is written only by the
 * owner (relaxed atomics: the dump reads it); a thread that has slept takes
 * the word as 2, never 1, so the sleepers it may leave behind get woken; while sb->starving names a thread, no other thread takes a free
 * lock word (it waits on the starving futex word instead), and releases wake
 * every sleeper so the starved one surely runs.
 */
#include "monitor_internal.h"

#include <limits.h>
#include <stdlib.h>

mon_thread *mon_thread_state(void)
{
    rt_thread *t = rt_tls_thread;
    if (!t)
        return NULL;
    if (!t->mon) {
        mon_thread *m = kmod_mem_calloc(1, sizeof *m);
        if (!m) {
            fprintf(stderr, "kiln: out of native memory (monitor thread state)\n");
            abort();
        }
        m->xorshift = 0x9E3779B97F4A7C15ull ^ ((uint64_t)(uintptr_t)t * 0xBF58476D1CE4E5B9ull) ^
                      mon_now_ns();
        if (!m->xorshift)
            m->xorshift = 1;
        /* release: a dump on another thread (thread_dump.c) reads *m after loading t->mon */
        __atomic_store_n(&t->mon, m, __ATOMIC_RELEASE);
    }
    return t->mon;
}

/* Take a free word: 1 on a first attempt, 2 once this thread has slept
 * (others may sleep too, and only a 2 makes the release wake one). */
static bool try_take(mon_syncblock *sb, uint32_t me, uint32_t val)
{
    uint32_t s = atomic_load_explicit(&sb->starving, memory_order_relaxed);
    if (s && s != me)
        return false;
    uint32_t z = 0;
    if (atomic_load_explicit(&sb->word, memory_order_relaxed) == 0 &&
        atomic_compare_exchange_strong(&sb->word, &z, val)) {
        atomic_store_explicit(&sb->owner, me, memory_order_relaxed);
        return true;
    }
    return false;
}

/* Spin with linear back-off (round i waits i calibrated units) up to the
 * block's adaptive budget. A first attempt (val 1) polls for the GC each
 * round, so a stop-the-world never waits for a spinner, and stops once
 * others sleep; a woken sleeper (val 2, inside its GC-safe region) spins
 * before it goes back to sleep. */
static bool spin_take(mon_syncblock *sb, uint32_t me, uint32_t val)
{
    if (rt_processor_count() <= 1)
        return false;
    rt_thread *t = rt_tls_thread;
    int budget = atomic_load_explicit(&sb->spin, memory_order_relaxed);
    for (int i = 1; i <= budget; i++) {
        rt_spin_ns((uint64_t)i * MON_SPIN_UNIT_NS);
        if (try_take(sb, me, val)) {
            if (budget < MON_SPIN_MAX)
                atomic_store_explicit(&sb->spin, budget * 2, memory_order_relaxed);
            return true;
        }
        if (val == 1 && i > 8 && atomic_load_explicit(&sb->word, memory_order_relaxed) == 2)
            break;   /* others already sleep: spinning longer is unlikely to win */
        if (t && val == 1)
            gc_poll(&t->gc);
    }
    if (budget > MON_SPIN_MIN)
        atomic_store_explicit(&sb->spin, budget / 2, memory_order_relaxed);
    return false;
}

/* Remaining ns until deadline (0 = none: forever -> -1); 0 when passed. */
static int64_t remaining(uint64_t deadline)
{
    if (!deadline)
        return -1;
    uint64_t now = mon_now_ns();
    return now >= deadline ? 0 : (int64_t)(deadline - now);
}

/* Clear our starvation claim, if any (a plain load first: no locked
 * instruction on the common path where nobody starves). */
static void give_up_starving(mon_syncblock *sb, uint32_t me)
{
    uint32_t s = me;
    if (atomic_load_explicit(&sb->starving, memory_order_relaxed) == me &&
        atomic_compare_exchange_strong(&sb->starving, &s, 0))
        mon_futex_wake(&sb->starving, INT_MAX);
}

/* Announce a sleeper (word 2) and report whether the word was free: no
 * exchange when the word already says 2 (the futex wait then either sleeps
 * or returns at once if the word changed). */
static bool mark_sleeper_took(mon_syncblock *sb)
{
    if (atomic_load_explicit(&sb->word, memory_order_relaxed) == 2u)
        return false;
    return atomic_exchange(&sb->word, 2u) == 0;
}

/* The sleeping part: returns true with the word held (value 2). */
static bool sleep_take(mon_syncblock *sb, uint32_t me, uint64_t deadline)
{
    uint64_t start = mon_now_ns();
    bool woken = false;
    for (;;) {
        uint32_t s = atomic_load(&sb->starving);
        int64_t left = remaining(deadline);
        if (left == 0) {
            give_up_starving(sb, me);
            return false;
        }
        if (s && s != me) {
            mon_futex_wait(&sb->starving, s, left);
            continue;
        }
        if ((woken && spin_take(sb, me, 2u)) || mark_sleeper_took(sb)) {
            atomic_store_explicit(&sb->owner, me, memory_order_relaxed);
            give_up_starving(sb, me);
            return true;
        }
        if (!s && mon_now_ns() - start > MON_STARVE_NS) {
            uint32_t z = 0;
            atomic_compare_exchange_strong(&sb->starving, &z, me);
        }
        int64_t nap = left;
        if (nap < 0 || nap > (int64_t)MON_STARVE_NS)
            nap = (int64_t)MON_STARVE_NS;   /* wake to re-check starvation */
        mon_futex_wait(&sb->word, 2u, nap);
        woken = true;
    }
}

/* Per thread, so contended acquisitions on different objects share no
 * cache line (the stats hook sums the threads). */
void mon_count_contended(void)
{
    mon_thread *m = mon_thread_state();
    if (m)
        atomic_store_explicit(&m->contended, atomic_load_explicit(&m->contended, memory_order_relaxed) + 1,
                              memory_order_relaxed);
    else
        atomic_fetch_add_explicit(&mon_state.contended_exited, 1, memory_order_relaxed);
}

static void block_begin(rt_object *o)
{
    rt_thread *t = rt_tls_thread;
    if (!t)
        return;
    mon_diag_start_dumper();   /* a dump may now show a blocked thread */
    mon_thread *m = mon_thread_state();
    atomic_store(&m->block_start_ns, mon_now_ns());
    __atomic_store_n(&t->waiting_for, o, __ATOMIC_RELEASE);   /* read by thread_dump.c's dump */
    gc_safe_enter(&t->gc);
}

static void block_end(void)
{
    rt_thread *t = rt_tls_thread;
    if (!t)
        return;
    gc_safe_leave(&t->gc);
    __atomic_store_n(&t->waiting_for, NULL, __ATOMIC_RELEASE);
    atomic_store(&((mon_thread *)t->mon)->block_start_ns, 0);
}

bool mon_fat_acquire(mon_syncblock *sb, rt_object *o, uint32_t me, int32_t timeout_ms)
{
    if (atomic_load_explicit(&sb->owner, memory_order_relaxed) == me && me) {
        atomic_store_explicit(&sb->recursion, atomic_load_explicit(&sb->recursion, memory_order_relaxed) + 1,
                              memory_order_relaxed);
        return true;
    }
    if (try_take(sb, me, 1u))
        return true;
    if (timeout_ms == 0)
        return false;
    mon_count_contended();
    if (spin_take(sb, me, 1u))
        return true;
    uint64_t deadline = timeout_ms < 0 ? 0 : mon_now_ns() + (uint64_t)timeout_ms * 1000000u;
    block_begin(o);
    bool ok = sleep_take(sb, me, deadline);
    block_end();
    return ok;
}

void mon_fat_release(mon_syncblock *sb)
{
    atomic_store_explicit(&sb->owner, 0, memory_order_relaxed);
    uint32_t was = atomic_exchange(&sb->word, 0u);
    KILN_ASSERT(was == 1u || was == 2u);   /* released only while held */
    if (was == 2u)
        mon_futex_wake(&sb->word, atomic_load(&sb->starving) ? INT_MAX : 1);
}
