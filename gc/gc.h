/* gc.h - Kiln's garbage collector: a non-moving mark-sweep heap.
 *
 * Invariants:
 *  - An object reference points at the object's type word; the 8 bytes before
 *    it belong to the object (the upper 4 bytes of those 8 are the runtime's
 *    header word, ((uint32_t *)ref)[-1]; the GC never reads or writes it).
 *  - The type word points at a struct whose first member is a gc_desc, so the
 *    collector can scan any object precisely without calling back.
 *  - Objects never move. Stacks and saved registers are scanned
 *    conservatively: any word that points into a live cell (anywhere inside
 *    it, not only at its start) keeps that object alive.
 *  - Allocation from the thread's own blocks takes no lock. Collection stops
 *    the world: every attached thread is either parked at a safepoint
 *    (gc_poll) or inside a GC-safe region (gc_safe_enter/leave).
 *
 * Error protocol: allocation returns NULL only when the heap limit is
 * exhausted (the caller raises OutOfMemoryException); internal invariant
 * failures abort with a message.
 */
#ifndef KILN_GC_H
#define KILN_GC_H

#include <setjmp.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* Offset of the reference from the start of the allocated cell. */
#define GC_OBJ_PREFIX 8u

/* How the collector sees a type. Embedded first in the runtime's type. */
typedef struct gc_desc {
    uint32_t base_size;      /* bytes from the reference: fixed part (type word + fields, or + length) */
    uint32_t elem_size;      /* arrays and strings: bytes per element; 0 otherwise */
    uint8_t elems_are_refs;  /* arrays of references: scan every element */
    uint8_t is_array;        /* uint32 length at ref + 8; elements start at ref + base_size */
    uint16_t pad_;
    uint32_t nrefs;          /* instance reference fields ... */
    const uint32_t *ref_offsets;   /* ... at these offsets from the reference */
    uint32_t elem_nrefs;     /* arrays of structs (elems_are_refs 0): references in each element ... */
    const uint32_t *elem_ref_offsets;  /* ... at these offsets from the element's start */
} gc_desc;

/* One managed thread's collector state; embedded in the runtime's thread. */
typedef struct gc_thread {
    struct gc_thread *next;          /* list of attached threads (guarded by the thread-list lock) */
    void *stack_hi;                  /* highest address of the thread's stack */
    void *volatile stack_lo;         /* sp recorded when parked or entering a safe region */
    jmp_buf regs;                    /* callee-saved registers at that point */
    atomic_int state;                /* GC_RUNNING, GC_SAFE or GC_PARKED */
    void *alloc_cache;               /* private: per-size-class current blocks (gc.c) */
    uint64_t bytes_allocated;        /* by this thread, for stats */
    int safe_depth;                  /* nesting of gc_safe_enter; only the outermost pair acts */
} gc_thread;

enum { GC_RUNNING = 0, GC_SAFE = 1, GC_PARKED = 2 };

typedef struct gc_config {
    size_t heap_limit;       /* bytes; 0 = default (16 GiB reserve); KILN_HEAP_LIMIT via rt_init */
    int stress;              /* collect at every allocation slow path (KILN_GCSTRESS) */
    int verify;              /* run the heap verifier around every collection (KILN_GCVERIFY) */
    size_t budget;           /* bytes allocated between collections at least; 0 = default
                              * (8 MiB; KILN_GC_BUDGET via rt_init). Collections come when the bytes
                              * allocated since the last exceed max(budget, live after it). */
} gc_config;

typedef struct gc_stats {
    uint64_t collections;
    uint64_t pause_total_ns;
    uint64_t pause_max_ns;
    uint64_t bytes_allocated;
    uint64_t heap_size;      /* bytes in blocks currently owned by the heap */
    uint64_t live_after_last;  /* bytes marked by the last collection */
} gc_stats;

/* Callbacks the runtime registers: extra roots (statics, interned strings,
 * pending exceptions) and the post-mark hook (sync blocks of dead objects). */
typedef void (*gc_mark_fn)(void *ref);
typedef void (*gc_roots_fn)(gc_mark_fn mark);
typedef void (*gc_after_mark_fn)(void);

/* Once per process (cfg NULL = defaults); environment variables fill what
 * cfg leaves zero (gc_shutdown, gc_testing.h, lets tests run it again). */
void gc_init(const gc_config *cfg);
void gc_set_roots_callback(gc_roots_fn fn);
void gc_set_after_mark_callback(gc_after_mark_fn fn);

/* Attach the calling thread (stack_hi = an address near the top of its
 * stack, or NULL for the real top of the thread's stack); detach before it
 * exits. Attaching during a collection waits for it to end. */
void gc_thread_attach(gc_thread *t, void *stack_hi);
void gc_thread_detach(gc_thread *t);

/* Allocate a zeroed object of `size` bytes counted from the reference (the
 * prefix is added inside), store `type` in its type word and return the
 * reference. NULL when the heap limit is exhausted. May collect. */
void *gc_alloc(gc_thread *t, const gc_desc *type, size_t size);

/* Cooperative safepoint: cheap check, parks if a collection is pending. */
extern atomic_int gc_stop_requested;
void gc_poll_slow(gc_thread *t);
static inline void gc_poll(gc_thread *t)
{
    if (atomic_load_explicit(&gc_stop_requested, memory_order_relaxed))
        gc_poll_slow(t);
}

/* Around blocking calls (waits, sleeps, joins, I/O, native calls): the thread
 * may not touch the heap or move references between its frames in between,
 * and the collector does not wait for it; gc_safe_leave blocks while a
 * collection is in progress. Pairs may nest (only the outermost pair acts);
 * gc_poll inside a safe region does nothing; gc_alloc there aborts. */
void gc_safe_enter(gc_thread *t);
void gc_safe_leave(gc_thread *t);

/* Full collection now (GC.Collect). */
void gc_collect(gc_thread *t);

/* During the after-mark callback: is this object reachable? */
int gc_is_marked(const void *ref);
/* Does ref point at the start of a live allocated object? (verifier, tests) */
int gc_is_object(const void *ref);
/* Map any pointer into a live object to its reference, or NULL. */
void *gc_find_object(const void *p);

void gc_get_stats(gc_stats *out);
/* Check heap invariants (every reference field points at a valid object);
 * aborts with a message on failure. Run with no other thread allocating. */
void gc_verify_heap(void);
/* The same checks without aborting: the number of problems found, the first
 * one described in msg (may be NULL). */
int gc_check_heap(char *msg, size_t len);

#endif
