/* monitor.c - the monitor's slow paths over the header word and the sync
 * block: Enter/Exit/IsEntered, Wait/Pulse/PulseAll, identity hash codes,
 * the futex helpers and the subsystem's state and start-up.
 *
 * Invariants: a header never goes back from inflated; hash codes are
 * nonzero 26-bit values and never change; Wait releases every recursion
 * level and restores them before it returns; waiters are queued FIFO per
 * sync block under that block's own wq_lock (no process-wide lock on any
 * per-operation path; docs/locks.md).
 */
#include "monitor_internal.h"

#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <sys/syscall.h>
#include <time.h>
#include <string.h>
#include <unistd.h>

/* Zero-initialized so its 512 KiB sync-table directory lands in .bss, not in
 * every executable's .data (an AOT hello shrinks from 0.66 to about 0.2 MB);
 * mon_init sets the non-zero fields before anything else runs. */
mon_vm mon_state;

/* --- futex and time --- */

uint64_t mon_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void mon_futex_wait(atomic_uint *addr, uint32_t val, int64_t timeout_ns)
{
    struct timespec ts, *tp = NULL;
    if (timeout_ns >= 0) {
        ts.tv_sec = (time_t)(timeout_ns / 1000000000);
        ts.tv_nsec = (long)(timeout_ns % 1000000000);
        tp = &ts;
    }
    syscall(SYS_futex, (uint32_t *)addr, FUTEX_WAIT_PRIVATE, val, tp, NULL, 0);
}

void mon_futex_wake(atomic_uint *addr, int n)
{
    syscall(SYS_futex, (uint32_t *)addr, FUTEX_WAKE_PRIVATE, n, NULL, NULL, 0);
}

/* --- header helpers --- */

static inline _Atomic uint32_t *hdr(rt_object *o) { return (_Atomic uint32_t *)rt_obj_header(o); }

static inline bool is_thin(uint32_t h) { return !(h & (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_SPIN_LOCK)); }

static void throw_not_owner(void)
{
    rt_throw_kind(RT_EXC_SYNCHRONIZATION_LOCK, NULL);
}

static bool null_check(rt_object *o)
{
    if (o)
        return true;
    rt_throw_kind(RT_EXC_ARGUMENT_NULL, "Value cannot be null. (Parameter 'obj')");
    return false;
}

/* --- enter / exit --- */

/* Try the thin path once: MON_THIN_SUCCESS, or MON_THIN_SLOW to inflate. */
static int thin_step(rt_object *o, uint32_t me)
{
    uint32_t h = atomic_load(hdr(o));
    if (!is_thin(h) || me == 0 || me > RT_MAX_THIN_LOCK_ID)
        return MON_THIN_SLOW;
    uint32_t owner = h & RT_HDR_THREAD_ID_MASK;
    uint32_t nh;
    if (owner == 0 && !(h & RT_HDR_RECURSION_MASK))
        nh = h | me;
    else if (owner == me && (h & RT_HDR_RECURSION_MASK) != RT_HDR_RECURSION_MASK)
        nh = h + RT_HDR_RECURSION_INC;
    else
        return MON_THIN_SLOW;
    return atomic_compare_exchange_strong(hdr(o), &h, nh) ? MON_THIN_SUCCESS : MON_THIN_FAILURE;
}

bool mon_enter(rt_object *o, int32_t timeout_ms)
{
    if (!null_check(o))
        return false;
    uint32_t me = mon_self();
    int r;
    while ((r = thin_step(o, me)) == MON_THIN_FAILURE)
        ;   /* the header changed under us: look again */
    if (r == MON_THIN_SUCCESS)
        return true;
    mon_syncblock *sb = mon_inflate(o);
    return mon_fat_acquire(sb, o, me, timeout_ms);
}

void mon_exit(rt_object *o)
{
    if (!null_check(o))
        return;
    uint32_t me = mon_self();
    for (;;) {
        uint32_t h = atomic_load(hdr(o));
        if (is_thin(h)) {
            if (!me || (h & RT_HDR_THREAD_ID_MASK) != me) {
                throw_not_owner();
                return;
            }
            uint32_t nh = (h & RT_HDR_RECURSION_MASK) ? h - RT_HDR_RECURSION_INC
                                                       : h & ~RT_HDR_THREAD_ID_MASK;
            if (atomic_compare_exchange_strong(hdr(o), &h, nh))
                return;
            continue;
        }
        mon_syncblock *sb = mon_sb_of(o);
        if (!sb || atomic_load(&sb->owner) != me || !me) {
            throw_not_owner();
            return;
        }
        uint32_t rec = atomic_load_explicit(&sb->recursion, memory_order_relaxed);
        if (rec)
            atomic_store_explicit(&sb->recursion, rec - 1, memory_order_relaxed);
        else
            mon_fat_release(sb);
        return;
    }
}

bool mon_lock_fields(void)
{
    int ready = atomic_load_explicit(&mon_state.lock_fields_ready, memory_order_acquire);
    if (ready)
        return ready > 0;
    rt_type *t = rt_find_type("System.Threading.Lock");
    if (!t)
        return false;   /* the corelib is not loaded yet (or has no Lock): ask again later */
    rt_field *fo = rt_find_field(t, "_owner"), *fr = rt_find_field(t, "_recursion");
    rt_field *fs = rt_find_field(t, "_state"), *fc = rt_find_field(t, "_condition");
    if (!fo || !fr || !fs || !fc || GC_OBJ_PREFIX + t->gc.base_size > MON_LOCK_BYTES) {
        atomic_store_explicit(&mon_state.lock_fields_ready, -1, memory_order_release);
        return false;
    }
    mon_state.lock_type = t;   /* racing writers store the same values */
    mon_state.lock_owner_off = (int32_t)fo->offset;
    mon_state.lock_rec_off = (int32_t)fr->offset;
    mon_state.lock_state_off = (int32_t)fs->offset;
    mon_state.lock_cond_off = (int32_t)fc->offset;
    atomic_store_explicit(&mon_state.lock_fields_ready, 1, memory_order_release);
    return true;
}

static int32_t lock_int(rt_object *l, int32_t off)
{
    return __atomic_load_n((int32_t *)((char *)l + off), __ATOMIC_RELAXED);
}

/* Owner and recursion of a System.Threading.Lock; false if the type lacks them. */
static bool managed_lock_owner(rt_object *l, uint32_t *owner, uint32_t *rec)
{
    if (!mon_lock_fields())
        return false;
    *owner = (uint32_t)lock_int(l, mon_state.lock_owner_off);
    *rec = *owner ? (uint32_t)lock_int(l, mon_state.lock_rec_off) : 0;
    return true;
}

static bool is_lock_object(rt_object *o)
{
    return o->type && o->type->name && !strcmp(o->type->name, "System.Threading.Lock") &&
           o->type->module && o->type->module->is_corelib;
}

uint32_t mon_owner(rt_object *o, uint32_t *recursion)
{
    uint32_t h = atomic_load(hdr(o));
    uint32_t owner = 0, rec = 0;
    mon_syncblock *sb = is_thin(h) ? NULL : mon_sb_of(o);
    rt_object *l = sb && !mon_fatlock_native() ? mon_sb_lock(sb) : NULL;
    if (is_thin(h) && is_lock_object(o) && managed_lock_owner(o, &owner, &rec)) {
        /* a Lock object used directly: its own state */
    } else if (is_thin(h)) {
        owner = h & RT_HDR_THREAD_ID_MASK;
        rec = (h & RT_HDR_RECURSION_MASK) >> RT_HDR_RECURSION_SHIFT;
    } else if (l && managed_lock_owner(l, &owner, &rec)) {
        /* the managed fat lock */
    } else if (sb) {
        owner = atomic_load(&sb->owner);
        rec = owner ? atomic_load_explicit(&sb->recursion, memory_order_relaxed) : 0;
    }
    if (recursion)
        *recursion = rec;
    return owner;
}

bool mon_is_entered(rt_object *o)
{
    if (!null_check(o))
        return false;
    uint32_t me = mon_self();
    return me && mon_owner(o, NULL) == me;
}

/* --- Wait / Pulse --- */

/* The sync block of a lock the caller owns, or NULL with SLE pending. */
static mon_syncblock *owned_block(rt_object *o)
{
    uint32_t me = mon_self();
    if (!me || mon_owner(o, NULL) != me) {
        throw_not_owner();
        return NULL;
    }
    return mon_inflate(o);
}

static void wq_push(mon_syncblock *sb, mon_waiter *w)
{
    w->next = NULL;
    if (sb->wq_tail)
        sb->wq_tail->next = w;
    else
        sb->wq_head = w;
    sb->wq_tail = w;
}

static void wq_remove(mon_syncblock *sb, mon_waiter *w)
{
    mon_waiter *prev = NULL;
    for (mon_waiter *p = sb->wq_head; p; prev = p, p = p->next)
        if (p == w) {
            if (prev)
                prev->next = p->next;
            else
                sb->wq_head = p->next;
            if (sb->wq_tail == p)
                sb->wq_tail = prev;
            return;
        }
}

/* Sleep until pulsed or the deadline (0: none); true if pulsed. */
static bool wait_signal(mon_syncblock *sb, mon_waiter *w, rt_object *o, uint64_t deadline)
{
    rt_thread *t = rt_tls_thread;
    mon_diag_start_dumper();   /* a dump may now show a waiting thread */
    mon_thread *m = mon_thread_state();
    if (m) {
        atomic_store(&m->waiting_wait, o);
        atomic_store(&m->block_start_ns, mon_now_ns());
        gc_safe_enter(&t->gc);
    }
    while (!atomic_load(&w->signaled)) {
        int64_t left = -1;
        if (deadline) {
            uint64_t now = mon_now_ns();
            if (now >= deadline)
                break;
            left = (int64_t)(deadline - now);
        }
        mon_futex_wait(&w->signaled, 0, left);
    }
    pthread_mutex_lock(&sb->wq_lock);
    bool pulsed = atomic_load(&w->signaled) != 0;
    if (!pulsed)
        wq_remove(sb, w);
    pthread_mutex_unlock(&sb->wq_lock);
    if (m) {
        gc_safe_leave(&t->gc);
        atomic_store(&m->waiting_wait, NULL);
        atomic_store(&m->block_start_ns, 0);
    }
    return pulsed;
}

bool mon_wait(rt_object *o, int32_t timeout_ms)
{
    if (!null_check(o))
        return false;
    if (timeout_ms < -1) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "Number must be either non-negative and less than or equal to Int32.MaxValue or -1. "
                      "(Parameter 'millisecondsTimeout')");
        return false;
    }
    mon_syncblock *sb = owned_block(o);
    if (!sb)
        return false;
    uint32_t me = mon_self();
    mon_waiter w;
    atomic_init(&w.signaled, 0);
    uint64_t deadline = timeout_ms < 0 ? 0 : mon_now_ns() + (uint64_t)timeout_ms * 1000000u;
    if (timeout_ms == 0)
        deadline = 1;   /* already passed: just release and reacquire */
    pthread_mutex_lock(&sb->wq_lock);
    wq_push(sb, &w);
    pthread_mutex_unlock(&sb->wq_lock);
    uint32_t saved = atomic_load_explicit(&sb->recursion, memory_order_relaxed);
    atomic_store_explicit(&sb->recursion, 0, memory_order_relaxed);
    mon_fat_release(sb);
    bool pulsed = wait_signal(sb, &w, o, deadline);
    mon_fat_acquire(sb, o, me, -1);
    atomic_store_explicit(&sb->recursion, saved, memory_order_relaxed);
    return pulsed;
}

static void pulse(rt_object *o, bool all)
{
    if (!null_check(o))
        return;
    mon_syncblock *sb = owned_block(o);
    if (!sb)
        return;
    pthread_mutex_lock(&sb->wq_lock);
    do {
        mon_waiter *w = sb->wq_head;
        if (!w)
            break;
        sb->wq_head = w->next;
        if (!sb->wq_head)
            sb->wq_tail = NULL;
        atomic_store(&w->signaled, 1);
        mon_futex_wake(&w->signaled, 1);
    } while (all);
    pthread_mutex_unlock(&sb->wq_lock);
}

void mon_pulse(rt_object *o) { pulse(o, false); }
void mon_pulse_all(rt_object *o) { pulse(o, true); }

/* --- hash codes --- */

static uint32_t next_hash(void)
{
    mon_thread *m = mon_thread_state();
    uint64_t x;
    if (m) {
        x = m->xorshift;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        m->xorshift = x;
    } else {
        x = atomic_fetch_add(&mon_state.hash_seed, 0x9E3779B9u) * 0x2545F4914F6CDD1Dull;
        x ^= x >> 29;
    }
    uint32_t h = (uint32_t)(x >> 20) & RT_HDR_INDEX_MASK;
    return h ? h : 1;
}

static int32_t block_hash(mon_syncblock *sb)
{
    int cur = atomic_load(&sb->hash);
    if (cur)
        return cur;
    int want = (int)next_hash();
    if (atomic_compare_exchange_strong(&sb->hash, &cur, want))
        return want;
    return cur;
}

int32_t mon_hash(rt_object *o)
{
    if (!o)
        return 0;
    for (;;) {
        uint32_t h = atomic_load(hdr(o));
        if ((h & (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_IS_HASHCODE)) ==
            (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_IS_HASHCODE))
            return (int32_t)(h & RT_HDR_INDEX_MASK);
        if (h & RT_HDR_HASH_OR_SYNCBLK)
            return block_hash(mon_sb_get(h & RT_HDR_INDEX_MASK));
        if (h & RT_HDR_SPIN_LOCK) {
            mon_cpu_relax();
            continue;
        }
        if (h & (RT_HDR_THREAD_ID_MASK | RT_HDR_RECURSION_MASK)) {
            mon_inflate(o);   /* thin-locked: the hash goes to the sync block */
            continue;
        }
        uint32_t nh = (h & RT_HDR_GC_MASK) | RT_HDR_HASH_OR_SYNCBLK | RT_HDR_IS_HASHCODE | next_hash();
        if (atomic_compare_exchange_strong(hdr(o), &h, nh))
            return (int32_t)(nh & RT_HDR_INDEX_MASK);
    }
}
