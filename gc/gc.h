/* gc.h - Kiln's garbage collector: a non-moving generational mark-sweep heap.
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
 *  - Generations are bits, not a place (sticky mark bits): an object that
 *    survived two minor collections (or one full one) keeps its mark bit
 *    and is old; a new one, or one that survived one minor, is young.
 *    Every store of a reference into the heap is followed, before the next
 *    safepoint, by gc_write_barrier(slot) (a card mark), so a minor
 *    collection finds every old-to-young reference in the dirty cards.
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
    int context_held;                /* private: stack_lo and regs were recorded where the thread
                                      * entered the collector; deeper records keep them (gc.c) */
} gc_thread;

enum { GC_RUNNING = 0, GC_SAFE = 1, GC_PARKED = 2 };

typedef struct gc_config {
    size_t heap_limit;       /* bytes; 0 = default (16 GiB reserve); KILN_HEAP_LIMIT via rt_init */
    int stress;              /* collect at every allocation slow path (KILN_GCSTRESS) */
    int verify;              /* run the heap verifier around every collection (KILN_GCVERIFY) */
    int trace;               /* one line per collection on stderr (KILN_GCTRACE) */
    size_t budget;           /* bytes allocated between collections at least; 0 = default
                              * (8 MiB; KILN_GC_BUDGET via rt_init). Collections come when the bytes
                              * allocated since the last exceed max(budget, live after it). */
    size_t nursery;          /* bytes allocated between minor collections; 0 = max(budget, half the
                              * old generation after the last full collection), at most 2 MiB with
                              * incremental marking (KILN_GC_NURSERY) */
    int stop_the_world_old;  /* collect the old generation in one full collection, not in slices
                              * (KILN_GC_INCREMENTAL=0; docs/gc.md, "Incremental marking") */
    unsigned markers;        /* threads that mark a large collection, the collector included; 0 =
                              * the processors online (KILN_GC_MARKERS; docs/gc.md, "Parallel marking") */
    uint64_t slice_ns;       /* the time a slice of marking may take; 0 = 3 ms (KILN_GC_SLICE_US) */
} gc_config;

typedef struct gc_stats {
    uint64_t collections;    /* minor + full */
    uint64_t pause_total_ns;
    uint64_t pause_max_ns;
    uint64_t minor_collections;
    uint64_t minor_pause_total_ns;
    uint64_t minor_pause_max_ns;
    uint64_t full_pause_total_ns;   /* full collections = collections - minor_collections */
    uint64_t full_pause_max_ns;
    uint64_t bytes_promoted;   /* bytes of young objects minor collections made old */
    uint64_t cards_scanned;    /* dirty cards minor collections scanned (the remembered set), summed */
    uint64_t cards_max;        /* ... the most in one minor collection */
    uint64_t old_bytes;        /* bytes of old objects after the last collection */
    uint64_t slices;           /* pauses of incremental old-generation marking (not collections) */
    uint64_t minor_slices;     /* pauses of minor collections in slices but the one that closes each
                                * (minor pauses, not collections: docs/gc.md, "Minor collections in slices") */
    uint64_t cycles;           /* old-generation cycles finished by a remark (counted as full collections) */
    uint64_t pause_p50_ns, pause_p99_ns;   /* percentiles over every pause (12.5% resolution) */
    uint64_t minor_pause_p50_ns, minor_pause_p99_ns;
    uint64_t full_pause_p50_ns, full_pause_p99_ns;
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
/* Optional: the name of the type a gc_desc belongs to, for the verifier's
 * messages (the runtime's rt_type name). */
typedef const char *(*gc_describe_fn)(const gc_desc *type);
void gc_set_describe_callback(gc_describe_fn fn);

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
#if defined(__x86_64__) && defined(__GNUC__)
/* gc_poll_slow(rdi) preserving every register but the flags (assembly in
 * gc_thread.c): compiled code calls it from an asm statement, which GCC
 * does not take for a memory clobber (docs/jit.md "Safepoints"). */
void gc_poll_slow_keep_registers(void);
#endif
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

/* ---- write barrier (docs/gc.md, "Write barrier") ----
 * The card table: one byte per GC_CARD_SIZE bytes of the reserved region,
 * non-zero when a reference was stored into that card since the last
 * collection. Written once by gc_init; the JIT/AOT lowering imports the
 * symbol `gc_cards` and emits the same three-instruction test and store
 * (jit_emit_write_barrier). */
#define GC_CARD_SHIFT 9u
#define GC_CARD_SIZE (1u << GC_CARD_SHIFT)
typedef struct gc_card_table {
    uintptr_t region;        /* base of the reserved region */
    uintptr_t span;          /* its size: an address a is in the heap when a - region < span */
    uint8_t *cards;          /* card of a: cards[(a - region) >> GC_CARD_SHIFT] */
} gc_card_table;
extern gc_card_table gc_cards;

/* After storing a reference at `slot` (anywhere: outside the heap it does
 * nothing). The one barrier every C path that stores a reference calls. */
static inline void gc_write_barrier(const void *slot)
{
    uintptr_t off = (uintptr_t)slot - gc_cards.region;
    if (off < gc_cards.span)   /* relaxed: threads may mark one card at once; a plain byte store */
        __atomic_store_n(&gc_cards.cards[off >> GC_CARD_SHIFT], 1, __ATOMIC_RELAXED);
}

/* After copying n bytes that may hold references to dst (struct copies). */
void gc_write_barrier_range(const void *dst, size_t n);

/* *slot = v with its barrier: the form C code should use. */
static inline void gc_store_ref(void *slot, void *v)
{
    *(void **)slot = v;
    gc_write_barrier(slot);
}

/* During the after-mark callback: is this object reachable? */
int gc_is_marked(const void *ref);
/* Does ref point at the start of a live allocated object? (verifier, tests) */
int gc_is_object(const void *ref);
/* Map any pointer into a live object to its reference, or NULL. */
void *gc_find_object(const void *p);

void gc_get_stats(gc_stats *out);

/* One of parallel marking's helper threads (docs/gc.md, "Parallel
 * marking"): threads of the collector's own, never attached, listed by
 * the thread dump. */
typedef struct gc_helper_info {
    long tid;                /* the kernel's thread id (0: not running yet) */
    int marking;             /* holding marking work now (a collection runs) */
    uint64_t scanned;        /* objects it scanned, summed over the run */
} gc_helper_info;
/* The helpers started so far (at most max written to out); how many were
 * started. Only loads, no lock: a signal handler may call it. */
unsigned gc_helper_threads(gc_helper_info *out, unsigned max);

/* Check heap invariants (every reference field points at a valid object);
 * aborts with a message on failure. Run with no other thread allocating. */
void gc_verify_heap(void);
/* The same checks without aborting: the number of problems found, the first
 * one described in msg (may be NULL). */
int gc_check_heap(char *msg, size_t len);
/* The remembered-set check (KILN_GCVERIFY runs it before every
 * collection): every reference from an old object to a young one lies in
 * a dirty card. The number of references that do not, the first described
 * in msg (object, type, offset, target). Same conditions as gc_check_heap. */
int gc_check_remembered(char *msg, size_t len);

#endif
