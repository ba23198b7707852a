/* monitor_internal.h - declarations shared by monitor/'s files only: the
 * sync block, the sync-block table, the subsystem's one state struct, the
 * per-thread monitor state and the futex helpers.
 *
 * Invariants: a sync block is published (its index stored in a header) only
 * after it is fully initialized; chunk pointers are written once, under the
 * table lock, and never freed, so index -> chunk -> entry needs no lock; a
 * sync block's lock word is 0 (free), 1 (held) or 2 (held, maybe sleepers).
 */
#ifndef KILN_MONITOR_INTERNAL_H
#define KILN_MONITOR_INTERNAL_H

#include "common/kiln_assert.h"
#include "kmod/kmod_mem.h"
#include "monitor.h"

#include <pthread.h>
#include <stdatomic.h>

#define MON_CHUNK_BITS 10u
#define MON_CHUNK_SIZE (1u << MON_CHUNK_BITS)
#define MON_MAX_CHUNKS ((RT_HDR_INDEX_MASK + 1u) >> MON_CHUNK_BITS)
#define MON_STARVE_NS 100000000ull        /* a waiter starved this long stops barging */
#define MON_SPIN_MIN 4
#define MON_SPIN_MAX 64
#define MON_SPIN_UNIT_NS RT_SPIN_ITERATION_NS  /* round i of a fat spin waits i units (calibrated) */

/* A Wait() in progress: lives on the waiting thread's stack. */
typedef struct mon_waiter {
    struct mon_waiter *next;
    atomic_uint signaled;                /* futex word: 1 once pulsed */
} mon_waiter;

/* Room for the System.Threading.Lock embedded in a sync block: the object
 * prefix (GC_OBJ_PREFIX, with the header word), the type word, the fields. */
#define MON_LOCK_BYTES 64u

typedef struct mon_syncblock {
    _Atomic(rt_object *) obj;            /* the object, NULL while free */
    /* Its System.Threading.Lock (the managed fat lock), an object laid out
     * in C memory, outside the GC heap: made when the block is filled (type
     * word set, owner and recursion from the thin lock), so no allocation,
     * and no collection can ever take it. The reference is lock_mem + 8. */
    _Alignas(16) uint8_t lock_mem[MON_LOCK_BYTES];
    atomic_uint word;                    /* fat lock word: 0 free, 1 held, 2 held + sleepers */
    atomic_uint owner;                   /* owner lock id, 0 when free */
    atomic_uint recursion;               /* extra holds; only the owner writes it (relaxed),
                                            the dump and IsEntered may read it */
    atomic_int hash;                     /* identity hash, 0 until given out */
    atomic_uint starving;                /* lock id of a starved waiter, 0 if none (futex word) */
    atomic_int spin;                     /* adaptive spin budget */
    pthread_mutex_t wq_lock;             /* guards the Wait queue of this object only */
    mon_waiter *wq_head, *wq_tail;
    uint32_t next_free;                  /* free-list link (index) while free */
} mon_syncblock;

/* What a thread is blocked on, for the dump. */
typedef struct mon_thread {
    _Atomic(rt_object *) waiting_wait;   /* object of a Monitor.Wait in progress */
    _Atomic uint64_t block_start_ns;     /* when the current block began, 0 if none */
    uint64_t xorshift;                   /* hash-code generator */
    _Atomic uint64_t contended;          /* this thread's contended acquisitions (only it writes;
                                            summed by the stats hook, folded in at exit) */
} mon_thread;

/* The subsystem's one mutable global. */
typedef struct mon_vm {
    bool initialized;
    /* the sync-block table: chunk pointers, written under table_lock */
    pthread_mutex_t table_lock;          /* growth and free-list reuse only */
    _Atomic(mon_syncblock *) chunks[MON_MAX_CHUNKS];
    atomic_uint nchunks;
    atomic_uint next_index;              /* bump allocation within allocated chunks */
    uint32_t free_head;                  /* freed indices (table_lock or world stopped) */
    atomic_uint nfree;
    /* counters (contention is counted per thread, mon_thread.contended; this
     * holds the sum of the threads that have ended) */
    atomic_uint_fast64_t inflations, contended_exited, live, freed;
    /* System.Threading.Lock's type and fields, for the Locks embedded in
     * sync blocks (found by name at the first inflation after the corelib
     * loaded; lock_fields_ready then 1, -1 if the corelib has no usable Lock) */
    rt_type *lock_type;
    int32_t lock_owner_off, lock_rec_off, lock_state_off, lock_cond_off;
    atomic_int lock_fields_ready;
    /* configuration */
    uint64_t stall_ms;                   /* KILN_STALL_MS watchdog period, 0 = off */
    int dump_pipe[2];                    /* SIGQUIT handler -> dumper thread */
    pthread_mutex_t dumper_lock;         /* starting the dumper (thread_dump.c), once */
    atomic_bool dumper_ready;            /* the dumper runs and reads dump_pipe */
    atomic_uint solo_lock_id;            /* lock id of the first managed thread */
    atomic_uint hash_seed;               /* threads without an rt_thread */
} mon_vm;

extern mon_vm mon_state;

/* syncblock.c */
mon_syncblock *mon_sb_get(uint32_t index);          /* lock-free lookup */
uint32_t mon_sb_alloc(void);                        /* a cleared entry (index >= 1) */
void mon_sb_release(uint32_t index);                /* undo an unpublished alloc */
/* The sync block of o, inflating its header (from any thread) if needed. */
mon_syncblock *mon_inflate(rt_object *o);
/* o's sync block if inflated, else NULL. */
mon_syncblock *mon_sb_of(rt_object *o);
/* Fill rt_state.sync_table (mon_init). */
void mon_publish_table_abi(void);
/* System.Threading.Lock's type and field offsets (mon_state.lock_*); false
 * when the loaded corelib has none (then sync blocks carry no Lock). */
bool mon_lock_fields(void);
/* The Lock embedded in sb, or NULL if none was made (no Lock type). */
rt_object *mon_sb_lock(mon_syncblock *sb);
/* GC roots callback: what the embedded Locks refer to (their Conditions). */
void mon_gc_roots(gc_mark_fn mark);

/* fatlock.c */
bool mon_fat_acquire(mon_syncblock *sb, rt_object *o, uint32_t me, int32_t timeout_ms);
void mon_fat_release(mon_syncblock *sb);
/* One more contended acquisition, counted per thread. */
void mon_count_contended(void);
/* The current thread's monitor state (allocated on first use), or NULL. */
mon_thread *mon_thread_state(void);
/* thread_dump.c: contended acquisitions of every thread, live and ended (takes
 * the runtime's thread lock: stats only). */
uint64_t mon_contended_total(void);
/* thread_dump.c: start the dump thread unless it runs (a thread is about to block). */
void mon_diag_start_dumper(void);

/* futex helpers (monitor.c) */
void mon_futex_wait(atomic_uint *addr, uint32_t val, int64_t timeout_ns);   /* < 0: forever */
void mon_futex_wake(atomic_uint *addr, int n);
uint64_t mon_now_ns(void);
static inline void mon_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/* The current thread's lock id (0 when not a managed thread). */
static inline uint32_t mon_self(void) { return rt_tls_lock_id; }

#endif
