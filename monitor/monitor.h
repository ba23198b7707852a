/* monitor.h - Kiln's monitor subsystem: the sync-block table, the fat lock,
 * Wait/Pulse/PulseAll, identity hash codes, the native-helper thin lock (the
 * "before" baseline of --thinlock=native) and lock diagnostics.
 *
 * The thin-lock fast paths live in corelib/ObjectHeader.cs (C#); everything
 * here is the slow path they call, plus the same thin lock in C.
 *
 * Invariants (details in docs/monitor.md):
 *  - An object's header word (runtime/object.h) is in exactly one state:
 *    clean, thin-locked (owner lock id + recursion), hashed (HASH_OR_SYNCBLK |
 *    IS_HASHCODE | hash) or inflated (HASH_OR_SYNCBLK | sync index). Inflated
 *    is final: there is no deflation while the object lives.
 *  - A hash code, once given out, never changes.
 *  - Looking up a sync block by index takes no lock; only growing the table
 *    (and reusing freed indices) takes the table lock (docs/locks.md).
 *  - Threads blocked in a monitor (fat-lock wait, Wait) are GC-safe.
 *
 * Runtime start-up must call mon_init() once after rt_init() (it registers
 * mon_natives[] if not registered yet, the GC after-mark hook that frees
 * sync blocks of dead objects, the thread-exit hook, and the SIGQUIT /
 * KILN_STALL_MS lock dump).
 */
#ifndef KILN_MONITOR_H
#define KILN_MONITOR_H

#include <stdbool.h>
#include <stdint.h>
#include <pthread.h>
#include <stdio.h>

#include "runtime/runtime.h"

/* Results of a thin-lock acquisition (same values as ObjectHeader.cs). */
enum { MON_THIN_SUCCESS = 0, MON_THIN_FAILURE = 1, MON_THIN_SLOW = 2 };

typedef struct mon_stats {
    uint64_t inflations;          /* thin/hashed headers turned into sync blocks */
    uint64_t contended;           /* acquisitions that found the lock held by another thread */
    uint64_t sync_blocks_live;    /* sync blocks currently attached to objects */
    uint64_t sync_blocks_freed;   /* reclaimed after collections */
    uint64_t table_capacity;      /* sync-block entries allocated */
} mon_stats;

/* Natives for corelib's Monitor, ObjectHeader and RuntimeHelpers. */
extern const rt_native mon_natives[];

/* Hooks the subsystem into the runtime and the GC (see above). Idempotent. */
void mon_init(void);
/* GC after-mark callback: frees the sync blocks of unmarked objects. */
void mon_gc_after_mark(void);
void mon_get_stats(mon_stats *out);
/* Every managed thread, the object whose lock it waits for and that lock's
 * owner thread (SIGQUIT, KILN_STALL_MS). */
void mon_dump_threads(FILE *out);

/* --- the slow paths (C API; exceptions go to the pending slot) --- */
/* Acquire o's monitor; timeout_ms -1 forever, 0 one attempt. true if taken. */
bool mon_enter(rt_object *o, int32_t timeout_ms);
/* Release one level; SynchronizationLockException if not the owner. */
void mon_exit(rt_object *o);
bool mon_is_entered(rt_object *o);
/* Monitor.Wait: false on timeout (still owning); SynchronizationLockException
 * pending (and false) if not the owner. */
bool mon_wait(rt_object *o, int32_t timeout_ms);
void mon_pulse(rt_object *o);
void mon_pulse_all(rt_object *o);
/* RuntimeHelpers.GetHashCode: nonzero, 26 bits, stable for o's lifetime. */
int32_t mon_hash(rt_object *o);

/* --fatlock=native: rt_state.fatlock_native or KILN_FATLOCK=native (the C
 * fat lock of fatlock.c instead of corelib's System.Threading.Lock). */
bool mon_fatlock_native(void);


/* --- the native-helper thin lock (thinlock.c) --- */
/* MON_THIN_*: one_shot fails at once on a lock held by another thread. */
int mon_thin_acquire(rt_object *o, bool one_shot);
/* 1: released on the thin path; 0: the caller must take the slow path. */
int mon_thin_release(rt_object *o);

/* --- inspection (test hooks: monitor_testing.h) --- */
/* Owner lock id of o's monitor (thin or fat), 0 if free; recursion = extra holds. */
uint32_t mon_owner(rt_object *o, uint32_t *recursion);

#endif
