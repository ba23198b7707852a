/* thinlock.c - the native-helper thin lock: the same algorithm as
 * corelib/ObjectHeader.cs, written in C and called out of line. It is the
 * "before" baseline selected by --thinlock=native / KILN_THINLOCK=native.
 *
 * Invariants (as ObjectHeader.cs): one read and one CAS on a clean header;
 * recursion by CAS up to 64 holds (the 65th takes the slow path); a one-shot
 * attempt on a lock held by another thread fails at once without spinning
 * or inflating; a blocking attempt spins with linear back-off (about 5 us,
 * calibrated; none on one processor), then yields the CPU up to 16 times
 * (looking after each), and then takes the slow path; lock ids outside
 * 1..65535 always take the slow path; the GC bits are preserved.
 */
#include "monitor_internal.h"

#include <sched.h>

#define THIN_SPIN_ROUNDS 8
#define THIN_SPIN_STEP 4    /* Thread.SpinWait iterations per round, times the round number */
#define THIN_YIELD_ROUNDS 16   /* then yields of the CPU, each followed by a look */

static inline _Atomic uint32_t *hdr(rt_object *o) { return (_Atomic uint32_t *)rt_obj_header(o); }

/* Round k waits k * 4 calibrated iterations: 8 rounds are about 5 us on
 * any CPU (runtime/spin.c), as Thread.SpinWait(4 * k) in ObjectHeader.cs. */
static void backoff(int round)
{
    rt_spin_ns((uint64_t)round * THIN_SPIN_STEP * RT_SPIN_ITERATION_NS);
}

int mon_thin_acquire(rt_object *o, bool one_shot)
{
    uint32_t me = rt_tls_lock_id;
    if (!o || me == 0 || me > RT_MAX_THIN_LOCK_ID)
        return MON_THIN_SLOW;
    uint32_t h = atomic_load_explicit(hdr(o), memory_order_relaxed);
    if (!(h & ~RT_HDR_GC_MASK) &&
        atomic_compare_exchange_strong(hdr(o), &h, h | me))
        return MON_THIN_SUCCESS;
    int rounds = one_shot || rt_processor_count() <= 1 ? 0 : THIN_SPIN_ROUNDS;
    for (int i = 0;; i++) {
        h = atomic_load(hdr(o));
        if (h & (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_SPIN_LOCK))
            return MON_THIN_SLOW;
        uint32_t owner = h & RT_HDR_THREAD_ID_MASK;
        if (owner == 0) {
            if (h & RT_HDR_RECURSION_MASK)
                return MON_THIN_SLOW;
            if (atomic_compare_exchange_strong(hdr(o), &h, h | me))
                return MON_THIN_SUCCESS;
            continue;
        }
        if (owner == me) {
            if ((h & RT_HDR_RECURSION_MASK) == RT_HDR_RECURSION_MASK)
                return MON_THIN_SLOW;
            if (atomic_compare_exchange_strong(hdr(o), &h, h + RT_HDR_RECURSION_INC))
                return MON_THIN_SUCCESS;
            continue;
        }
        if (one_shot)
            return MON_THIN_FAILURE;
        if (i < rounds)
            backoff(i + 1);
        else if (i < rounds + THIN_YIELD_ROUNDS && rounds)
            sched_yield();   /* a preempted owner may run: inflation is for good */
        else
            return MON_THIN_SLOW;
    }
}

int mon_thin_release(rt_object *o)
{
    uint32_t me = rt_tls_lock_id;
    if (!o || me == 0)
        return 0;
    for (;;) {
        uint32_t h = atomic_load(hdr(o));
        if ((h & (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_SPIN_LOCK)) || (h & RT_HDR_THREAD_ID_MASK) != me)
            return 0;   /* inflated, or not ours: the slow path decides (and throws) */
        uint32_t nh = (h & RT_HDR_RECURSION_MASK) ? h - RT_HDR_RECURSION_INC
                                                   : h & ~RT_HDR_THREAD_ID_MASK;
        if (atomic_compare_exchange_strong(hdr(o), &h, nh))
            return 1;
    }
}
