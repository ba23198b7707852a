/* gc_internal.h - private declarations shared by the collector's files.
 *
 * Layout (docs/gc.md has the full story):
 *  - One contiguous reserved region, cut into GC_BLOCK_SIZE blocks. Block i
 *    lives at region + i * GC_BLOCK_SIZE; its metadata is gc_st.blocks[i]
 *    (a side table), so "is p a heap pointer" is a range check and the block
 *    of p is a shift.
 *  - A small block holds cells of one size class. Side bitmaps (gc_st.bitmaps,
 *    reached through the block's pointers), one bit per cell: `valid` (an object was allocated there and has not been swept),
 *    `mark` (reached during the current collection; sticky: set = old) and
 *    `age` (survived a collection). A cell is new-young (mark 0, age 0),
 *    aged-young (0, 1: survived one minor collection) or old (1, 1); mark
 *    implies age, both imply valid (docs/gc.md, "Ageing").
 *  - A large object occupies a span of whole blocks: the head block has kind
 *    GC_BLK_LARGE (bit 0 of its bitmaps), the rest GC_BLK_LARGE_TAIL pointing
 *    back at the head.
 *  - Blocks below `frontier` are committed; free ones are flagged in
 *    `free_map`. Lock order: collect_lock -> threads_lock -> heap_lock ->
 *    list_lock; stw_lock only guards park/resume handshakes and is taken last;
 *    pmark_lock (parallel marking, world stopped) is a leaf.
 */
#ifndef KILN_GC_INTERNAL_H
#define KILN_GC_INTERNAL_H

#include "common/kiln_assert.h"
#include "gc/gc.h"

#include <pthread.h>
#include <stdbool.h>

#define GC_BLOCK_SHIFT 18u
#define GC_BLOCK_SIZE ((size_t)1 << GC_BLOCK_SHIFT)        /* 256 KiB */
#define GC_MIN_CELL 16u
#define GC_MAX_SMALL 8192u                                   /* largest size class */
#define GC_MAX_CELLS (GC_BLOCK_SIZE / GC_MIN_CELL)           /* 16384 */
#define GC_BITMAP_WORDS (GC_MAX_CELLS / 64u)                 /* 256 */
#define GC_BLOCK_BITMAP_WORDS (4u * GC_BITMAP_WORDS)         /* a block's four bitmaps: 8 KiB */
#define GC_NCLASSES 32u
#define GC_NONE UINT32_MAX
#define GC_DEFAULT_LIMIT ((size_t)16 << 30)
#define GC_DEFAULT_BUDGET ((size_t)8 << 20)
#define GC_STRESS_RUN 8u        /* cells a thread may take per slow path under stress */
#define GC_GENERATIONAL 1       /* 0: every collection is full (the barriers are still checked) */
#define GC_STRESS_FULL_EVERY 4u /* under stress, one collection in this many is full */
#define GC_CARDS_PER_BLOCK (GC_BLOCK_SIZE / GC_CARD_SIZE)   /* 512 */
#define GC_RELEASE_AFTER 4u     /* collections a free block stays resident before its pages go back */
#define GC_SLICE_WORK 65536u    /* objects one slice of old-generation marking scans, at most */
#define GC_SLICE_SPACING 8u     /* slices per nursery of allocation during a cycle */
#define GC_SLICE_WORK_MAX (4u * GC_SLICE_WORK)   /* a slice's objects when the old generation is large */
#define GC_SLICE_NS 3000000u    /* ... and its time, whatever the objects cost (3 ms) */
#define GC_SLICE_CLOCK_EVERY 4096u   /* objects between looks at the clock in a slice */
#define GC_NURSERY_MAX ((uint64_t)2 << 20)   /* the nursery's cap with incremental marking ... */
#define GC_FEW_SURVIVORS ((uint64_t)256 << 10)   /* ... lifted after a minor collection that reached less */
#define GC_NURSERY_MIN ((uint64_t)512 << 10)     /* the nursery when the aged survivors alone are near the bound: */
#define GC_MINOR_YOUNG_MAX (2 * GC_NURSERY_MAX + GC_NURSERY_MIN)   /* young bytes a minor collection may mark (aged + nursery) */
#define GC_CARD_UNIT 64u         /* cards in a unit of the card scan (32 KiB of heap) */
#define GC_PARALLEL_CARDS 4096u   /* dirty cards (counted by unit) from which the card scan is shared */
#define GC_MINOR_SLICE_SPACING ((uint64_t)512 << 10)   /* allocation between the slices of an open minor collection */
#define GC_OPEN_SPAN_PART 16u    /* an open minor collection allocates about 1/16 of what it marks before it closes */
#define GC_CYCLE_GROWTH_MIN 8u    /* the peak rule waits for at least 1/8 of the old generation's growth */
#define GC_DEATH_HALF 1024u       /* old_death's scale: half the old growth or more died */
#define GC_STRESS_SLICE_WORK 64u    /* under stress: small slices, so cycles span many minor collections */
#define GC_STRESS_MINOR_WORK 2u     /* under stress: objects a minor collection's pause may scan, so most are sliced */
#define GC_MAX_MARKERS 8u           /* threads marking one collection, the collector included */
#define GC_PARALLEL_AFTER 32768u    /* objects the collector scans alone before it wakes the helpers */
#define GC_PARALLEL_BACKOFF_MAX 64u /* large drains kept serial at most after one that did not pay */

enum { GC_BLK_FREE = 0, GC_BLK_SMALL, GC_BLK_LARGE, GC_BLK_LARGE_TAIL };

/* Metadata of one block, kept beside the heap (never inside it). */
typedef struct gc_block {
    uint8_t kind;            /* GC_BLK_* */
    uint8_t cls;             /* small: size-class index */
    uint8_t owned;           /* small: some thread allocates from it (not on a partial list) */
    uint8_t resident;        /* free: pages may still be committed (not yet madvised) */
    uint8_t has_old;         /* small: some cell is old (a minor collection scans its dirty cards) */
    uint8_t has_young;       /* some cell may be young (allocated in since, or aged): a minor sweep looks */
    uint32_t cell_size;      /* small: bytes per cell */
    uint32_t ncells;         /* small: cells in the block */
    uint32_t nwords;         /* small: bitmap words in use */
    uint32_t cell_recip;     /* small: ceil(2^32 / cell_size): offset -> cell index without a divide */
    uint32_t next;           /* small: next block on its class's partial list */
    uint32_t live_cells;     /* small: valid cells after the last sweep ... */
    uint32_t old_cells;      /* ... and old ones (a minor sweep skipping the block counts them) */
    uint32_t span;           /* large head: blocks in the span; tail: index of the head */
    uint32_t freed_at;       /* free: the collection count when it was freed (page release hysteresis) */
    uint64_t large_bytes;    /* large head: bytes requested (prefix included) */
    /* The four bitmaps live in gc_st.bitmaps, nwords words each (1 for a
     * large head), packed at the start of the block's GC_BLOCK_BITMAP_WORDS
     * so a class of 32-byte cells or more touches one of its two pages. */
    uint64_t *valid;         /* one bit per cell: holds an object */
    uint64_t *mark;          /* one bit per cell: reached in this collection (sticky: old) */
    uint64_t *age;           /* one bit per cell: survived a collection (aged young or old) */
    uint64_t *omark;         /* one bit per cell: reached by the running old-generation cycle */
} gc_block;

/* Pause histogram: 8 buckets per power of two of nanoseconds (12.5%
 * resolution), for the p50/p99 of --stats. */
#define GC_HIST_BUCKETS 496u
enum { GC_KIND_MINOR = 0, GC_KIND_FULL = 1 };

/* What one stop-the-world pause does (gc.c). MINOR may also start an
 * old-generation cycle (`begin`); SLICE marks part of the old generation;
 * REMARK is a minor collection that also finishes the cycle and sweeps the
 * old generation's dead (docs/gc.md, "Incremental marking"). MINOR_SLICE
 * is a pause of a minor collection that stops part-way: its first pause
 * when grey objects are left, and the slices after it; the pause that
 * closes it is a MINOR one (docs/gc.md, "Minor collections in slices"). */
typedef enum { GC_PAUSE_MINOR = 0, GC_PAUSE_FULL, GC_PAUSE_SLICE, GC_PAUSE_REMARK, GC_PAUSE_MINOR_SLICE } gc_pause_kind;

/* One size class in a thread's cache: the block it allocates from and the
 * free cells of the current bitmap word, with what the fast path needs
 * precomputed (one load each: no block metadata but the valid word). */
typedef struct gc_cache_class {
    uint64_t free_bits;      /* free cells left in bitmap word `word` (0: the slow path) */
    char *word_base;         /* address of the current word's first cell */
    uint64_t *valid;         /* &blk->valid[word] */
    uint32_t cell_size;      /* blk's cell size */
    uint32_t word;           /* current bitmap word */
    gc_block *blk;           /* NULL: nothing cached */
    uint32_t budget;         /* cells the next words may still hand out (stress limits it) */
} gc_cache_class;

typedef struct gc_cache {
    gc_cache_class cls[GC_NCLASSES];
} gc_cache;

/* One marking thread's work (gc_mark.c): markers[0] is the collector's,
 * the others belong to helper threads that only ever mark. */
typedef struct gc_marker {
    void **stack;            /* explicit mark stack of entries (reference | aged bit) */
    size_t top, cap;
    bool overflow;           /* some marked object's children were not pushed */
    bool parallel;           /* other markers may run: mark bits are set by atomic RMW */
    void **grey;             /* old objects this marker greyed in a parallel drain during a cycle */
    size_t grey_top, grey_cap;
    bool grey_overflow;      /* some of them did not fit (the remark rescans) */
    pthread_t thread;        /* helpers: the thread */
    atomic_long tid;         /* helpers: the kernel's thread id (the thread dump) */
    atomic_bool marking;     /* helpers: holding work in a drain now (the thread dump) */
    atomic_uint_fast64_t scanned;   /* helpers: objects scanned, summed over the run (the thread dump) */
} gc_marker;

typedef void (*gc_unit_fn)(gc_marker *w, size_t unit);   /* gc_mark_units */

/* The collector's whole state (the only mutable global, plus gc_stop_requested). */
typedef struct gc_state {
    bool initialized;
    char *region;            /* base of the reserved region (block aligned) */
    void *reservation;       /* what mmap returned, for munmap */
    size_t reservation_len;
    uint32_t nblocks;        /* blocks in the region (heap limit) */
    uint32_t frontier;       /* blocks [0, frontier) are in use or free */
    uint32_t committed;      /* blocks [0, committed) are read-write; >= frontier */
    gc_block *blocks;        /* side table, nblocks entries */
    uint64_t *free_map;      /* bit i: block i (< frontier) is free */
    uint64_t *young_map;     /* bit i: block i may hold a young cell, or is not a small block
                              * (built by each minor collection before it marks: gc_mark_young_map) */
    uint64_t *bitmaps;       /* GC_BLOCK_BITMAP_WORDS per block (MAP_NORESERVE: only pages written are resident) */
    uint32_t partial[GC_NCLASSES];   /* blocks with free cells, per class */
    uint32_t class_size[GC_NCLASSES];
    uint8_t class_of[GC_MAX_SMALL / 8u + 1u];   /* (bytes + 7) / 8 -> class */
    size_t budget;           /* allocation between collections, at least */
    size_t nursery;          /* fixed allocation between minor collections (0: adaptive) */
    int stress;
    int verify;
    int trace;               /* KILN_GCTRACE: a line per collection */
    bool incremental;        /* the old generation is marked in slices (else by full collections) */

    pthread_mutex_t heap_lock;      /* blocks, partial lists, free map */
    pthread_mutex_t threads_lock;   /* thread list; held for a whole collection */
    pthread_mutex_t collect_lock;   /* one collector at a time */
    pthread_mutex_t stw_lock;       /* park / resume handshake */
    pthread_mutex_t list_lock;      /* list edits vs. stats readers (never held while waiting) */
    pthread_cond_t parked_cond;     /* a thread parked or went safe */
    pthread_cond_t resume_cond;     /* the collection ended */
    int held;                       /* threads in wait_for_resume (stw_lock) */
    pthread_cond_t released_cond;   /* held dropped to 0: the next stop may begin */
    gc_thread *threads;             /* attached threads */

    gc_roots_fn roots_fn;
    gc_after_mark_fn after_mark_fn;

    gc_marker markers[GC_MAX_MARKERS];   /* [0] the collector's; [1, nmarkers) helpers' */
    unsigned nmarkers;       /* markers a large drain may use (1: marking is serial) */
    unsigned ncpus;          /* processors online (the idle-core gate of parallel marking) */
    unsigned pmark_width;    /* helpers this drain may use: 1..pmark_width (the idle cores) */
    unsigned helpers;        /* helper threads started (lazily, at the first large drain) */
    size_t mark_limit;       /* maximum entries per mark stack (tests force overflow) */
    /* Parallel marking (gc_mark.c, "Parallel marking" in docs/gc.md): work
     * handed over through a shared pool under pmark_lock. */
    pthread_mutex_t pmark_lock;
    pthread_cond_t pmark_cond;      /* work in the pool, a helper went idle, or the drain ended */
    void **pool;                    /* entries handed over, taken from the top */
    size_t pool_top, pool_cap;
    unsigned pmark_busy;            /* helpers holding entries (the drain ends at 0 with the pool empty) */
    bool pmark_active;              /* a parallel drain runs: helpers may take work */
    bool pmark_quit;                /* gc_shutdown: helpers exit */
    atomic_bool pmark_hungry;       /* a marker waits for work: busy ones hand half their stack over */
    size_t pmark_helped;            /* objects the helpers scanned in this drain */
    size_t pmark_own;               /* ... and the collector, since they came */
    uint64_t pmark_drain_ns;        /* when the collector began this drain ... */
    uint64_t pmark_started_ns;      /* ... and when the helpers came */
    unsigned pmark_skip;            /* large drains left to keep serial (the last did not pay) */
    unsigned pmark_backoff;         /* what pmark_skip was set to last (doubles while it does not pay) */
    bool pmark_always;              /* tests: never back off */
    gc_unit_fn punit_fn;            /* units of work (gc_mark_units) ... */
    size_t punit_count;
    atomic_size_t punit_next;       /* ... taken by this counter */
    uint64_t punit_gen;             /* phases of units so far (a helper joins each once) */
    bool punit_active;              /* a phase of units runs */
    atomic_uint_fast64_t parallel_drains;   /* drains that woke the helpers (stats, tests) */
    atomic_uint_fast64_t parallel_losses;   /* ... and were slower than marking alone (backed off) */
    bool in_collection;

    /* The old-generation cycle (incremental marking, gc_mark.c): while
     * major_active, omark is the cycle's mark; major_stack holds old objects
     * omarked but not yet scanned (grey). */
    atomic_bool major_active;
    bool major_remark;       /* this pause finishes the cycle: survivors are mark & omark */
    size_t slice_budget;     /* objects the running slice may scan */
    atomic_bool remark_due;  /* the grey stack ran empty: the next collection is the remark */
    void **major_stack;
    size_t major_top, major_cap;
    bool major_overflow;     /* some omarked object's children were not pushed */
    atomic_uint_fast64_t slice_at;        /* alloc_since_gc at which the next slice is due */
    atomic_uint_fast64_t major_slices;    /* slices run (stats) */
    atomic_uint_fast64_t major_cycles;    /* cycles finished by a remark (stats) */
    atomic_bool few_survivors;            /* the last minor collection reached < GC_FEW_SURVIVORS young bytes */
    atomic_uint_fast64_t young_aged;      /* aged young bytes the last sweep left: the next minor collection marks them again */
    unsigned minors_this_cycle;           /* minor collections since the running cycle began */
    atomic_uint cycle_minors;             /* ... and in the last finished cycle, its remark included */
    uint64_t cycle_scanned;               /* objects the running cycle's slices scanned */
    uint64_t cycle_old;                   /* old bytes when the running cycle began */
    uint64_t slice_work;                  /* objects a slice of the running cycle may scan (slice_work_for) */
    uint64_t slice_ns;                    /* the time a slice may take (GC_SLICE_NS; tests change it) */
    atomic_uint old_death;                /* of the old growth before a full collection or remark, the part it freed, in
                                           * GC_DEATH_HALF parts of half of it (GC_DEATH_HALF: half or more); the
                                           * last one's figure averaged with the old_death before it */

    /* A minor collection in slices (gc.c; docs/gc.md, "Minor collections
     * in slices"): opened by a first pause that left grey young objects on
     * markers[0]'s stack, continued by slices, closed by a minor pause
     * that rescans the roots and every dirty card and sweeps. Never while
     * a cycle runs, and no cycle begins while one is open. */
    atomic_bool minor_open;
    atomic_uint_fast64_t nursery_open;    /* the nursery when no cycle runs (gc_nursery_open_update) */
    atomic_bool minor_close_due;          /* its grey objects ran out: the next pause closes it */
    bool minor_closing;                   /* this pause closes it: the card scan looks at young blocks too */
    atomic_uint_fast64_t minor_slice_at;  /* alloc_since_gc at which its next slice is due */
    atomic_uint_fast64_t minor_slices;    /* its pauses but the close (stats) */
    size_t minor_slice_budget;            /* objects the next of its pauses may scan */

    uint8_t *card_map;       /* the card table's mapping (gc_cards.cards), nblocks * GC_CARDS_PER_BLOCK bytes */
    bool full_now;           /* the running collection is a full one (marks cleared first) */
    bool cards_now;          /* a minor collection scans the cards: what it marks is promoted */
    struct card_unit *card_units;   /* the card scan's units (gc_card.c) */
    size_t card_units_n, card_units_cap;
    atomic_size_t card_units_dirty; /* dirty cards the units cleaned */
    uint64_t stress_count;   /* collections under stress: every GC_STRESS_FULL_EVERY-th is full */
    gc_describe_fn describe_fn;   /* type name of a gc_desc for the verifier's messages */

    atomic_uint_fast64_t alloc_since_gc;   /* bytes handed to threads since the last GC */
    atomic_uint_fast64_t live_after_full;  /* live bytes after the last full collection */
    atomic_uint_fast64_t minor_collections;
    atomic_uint_fast64_t full_collections;   /* an exhausted allocation waits for one of these */
    atomic_uint_fast64_t minor_pause_total_ns;
    atomic_uint_fast64_t minor_pause_max_ns;
    atomic_uint_fast64_t full_pause_total_ns;
    atomic_uint_fast64_t full_pause_max_ns;
    atomic_uint_fast64_t bytes_promoted;
    atomic_uint_fast64_t cards_scanned;
    atomic_uint_fast64_t cards_max;        /* most dirty cards one minor collection scanned */
    atomic_uint_fast64_t old_bytes;        /* bytes of old cells after the last sweep */
    uint64_t pause_hist[2][GC_HIST_BUCKETS];   /* per GC_KIND_*; written by the collector, read relaxed */
    atomic_uint_fast64_t heap_size;        /* bytes in non-free blocks */
    atomic_uint_fast64_t live_after_last;
    atomic_uint_fast64_t collections;
    atomic_uint_fast64_t pause_total_ns;
    atomic_uint_fast64_t pause_max_ns;
    uint64_t bytes_detached;               /* bytes_allocated of detached threads */
} gc_state;

extern gc_state gc_st;

/* gc_heap.c: region, block pool, object lookup. */
void gc_heap_init(size_t limit);
void gc_heap_destroy(void);
gc_block *gc_block_acquire_small(unsigned cls);  /* heap lock held */
void gc_block_release_small(gc_block *b);        /* heap lock held; back to partial if not full */
char *gc_span_acquire(size_t bytes);             /* heap lock held; NULL when exhausted */
void gc_blocks_free(uint32_t first, uint32_t n); /* heap lock held (or world stopped) */
void gc_release_excess(void);                    /* heap lock held, world running */
size_t gc_object_capacity(const gc_block *b);
unsigned gc_popcount_valid(const gc_block *b);

static inline uint32_t gc_block_index(const gc_block *b)
{
    return (uint32_t)(b - gc_st.blocks);
}

static inline char *gc_block_base(const gc_block *b)
{
    return gc_st.region + (size_t)gc_block_index(b) * GC_BLOCK_SIZE;
}

/* The frontier in bytes: the heap's high-water mark. Read without the
 * heap lock by the allocation slow path's triggers (gc_alloc.c) and the
 * trace, so loaded atomically (grow stores it atomically). */
static inline uint64_t gc_frontier_bytes(void)
{
    return (uint64_t)__atomic_load_n(&gc_st.frontier, __ATOMIC_RELAXED) * GC_BLOCK_SIZE;
}

/* Map any address inside an allocated cell to its reference (NULL if p is
 * not inside a valid object); also reports its block and cell index.
 * Inline: marking calls it for every slot and stack word it looks at. */
static inline void *gc_lookup(const void *p, gc_block **blk, uint32_t *cell)
{
    uintptr_t off = (uintptr_t)p - (uintptr_t)gc_st.region;
    if (off >= (uintptr_t)gc_st.frontier * GC_BLOCK_SIZE)
        return NULL;
    gc_block *b = &gc_st.blocks[off >> GC_BLOCK_SHIFT];
    if (__builtin_expect(b->kind == GC_BLK_SMALL, 1)) {
        /* Exact for offsets below 2^18: the rounding error of cell_recip
         * times the offset stays under one cell. */
        uint32_t i = (uint32_t)(((off & (GC_BLOCK_SIZE - 1)) * (uint64_t)b->cell_recip) >> 32);
        if (i >= b->ncells || !((b->valid[i / 64] >> (i % 64)) & 1))
            return NULL;
        *blk = b;
        *cell = i;
        return gc_block_base(b) + (size_t)i * b->cell_size + GC_OBJ_PREFIX;
    }
    if (b->kind == GC_BLK_LARGE_TAIL) {
        b = &gc_st.blocks[b->span];
        KILN_ASSERT(b->kind == GC_BLK_LARGE);   /* a tail points back at its head */
    }
    if (b->kind != GC_BLK_LARGE || !(b->valid[0] & 1))
        return NULL;
    *blk = b;
    *cell = 0;
    return gc_block_base(b) + GC_OBJ_PREFIX;
}

/* gc_mark.c */
void gc_mark_reset(void);
void gc_mark_conservative_range(const void *lo, const void *hi);
void gc_mark_ref(void *ref);
void gc_mark_slot(char *ref, void **slot, void *ctx);   /* gc_slot_fn: mark *slot, the slot of an old object */
void gc_mark_drain(void);
void gc_mark_young_map(void);           /* a minor collection, before marking: young_map from has_young */
/* Units of marking work for every marker (the parallel card scan): fn(w,
 * u) for u in [0, n), each unit on one marker, w's stack drained after
 * each; the grey lists merged and overflows rescanned after. False (and
 * nothing done) when no helper may mark now: the caller runs them. */
bool gc_mark_units(size_t n, gc_unit_fn fn);
/* The drain of a collection's marking: as gc_mark_drain, but once it has
 * scanned GC_PARALLEL_AFTER objects the helper markers join in (not while
 * an old-generation cycle runs: docs/gc.md, "Parallel marking"). */
void gc_mark_drain_all(void);
/* At most `budget` objects of the collector's stack, serially, stopping
 * once `ns` have passed since `t0` (read every GC_SLICE_CLOCK_EVERY
 * objects); returns how many were scanned. Overflows wait for a full
 * drain. */
size_t gc_mark_drain_some(size_t budget, uint64_t t0, uint64_t ns);
void gc_mark_init(unsigned markers);    /* gc_init: how many may mark (0: processors online) */
void gc_mark_destroy(void);             /* gc_shutdown: helpers stopped and joined, stacks freed */
/* Tests: cap the mark stack at `entries` to exercise overflow (0 = no cap). */
void gc_debug_set_mark_stack_limit(size_t entries);

/* gc_mark.c: the old-generation cycle. */
void gc_major_begin(void);              /* world stopped: omark cleared, the cycle active */
void gc_major_abort(void);              /* a full collection supersedes the cycle */
size_t gc_major_drain(size_t budget);   /* scan up to budget grey objects; returns how many */
void gc_major_finish(void);             /* the remark: drain to empty (overflow rescans included) */

/* gc_sweep.c: valid &= mark; age = mark; a full collection leaves every
 * survivor old (mark stays), a minor one only those that had aged
 * (mark &= age): the rest are aged young now. In the remark the reached
 * are mark & omark and every block is looked at. */
void gc_sweep(bool full);

/* gc_card.c: the card table (remembered set) */
void gc_cards_init(uint32_t nblocks);
void gc_cards_destroy(void);
void gc_cards_clear(void);
size_t gc_cards_scan(void);             /* minor: mark the young children of old objects in dirty cards, cleaning them */
void gc_mark_clear_all(void);           /* full: every object young again before marking */
/* Call fn on every reference slot of the object at ref whose address is in [lo, hi). */
typedef void (*gc_slot_fn)(char *ref, void **slot, void *ctx);
void gc_object_slots(char *ref, uintptr_t lo, uintptr_t hi, gc_slot_fn fn, void *ctx);

/* gc_verify.c: gc_verify_heap and the remembered-set check (every
 * old-to-young reference lies in a dirty card) in one walk; aborts naming
 * the first problem (`after`: at the end of a collection, so a missing
 * card is the collector's fault, not a barrier's). */
void gc_verify_collection(bool after);
/* At the remark, after marking: every survivor (mark & omark) holds only
 * survivors; aborts naming the first black object holding a white one. */
void gc_verify_remark(void);

/* gc_thread.c */
void gc_thread_save_context(gc_thread *t);

/* Where a thread enters the collector (the allocator's slow path, a
 * collection the runtime asks for), its context is recorded and held:
 * everything it references lies in the caller's frames and registers,
 * and the frames below, the collector's own, hold no reference but stale
 * words that a conservative scan would take for roots (docs/gc.md,
 * "Roots"). Always inlined, so that the caller's frame is the last one
 * scanned (a record taken in a frame that returns would lie where the
 * collector's frames go next). Returns whether this call took the hold,
 * to pass to the release. */
static inline __attribute__((always_inline)) bool gc_context_hold(gc_thread *t)
{
    if (t->context_held)
        return false;
    gc_thread_save_context(t);
    t->context_held = 1;
    return true;
}

static inline void gc_context_release(gc_thread *t, bool took)
{
    if (took)
        t->context_held = 0;
}

/* Record the context here (parking, a safe region, a pause), unless the
 * thread holds one recorded where it entered the collector. */
static inline __attribute__((always_inline)) void gc_context_record(gc_thread *t)
{
    if (!t->context_held)
        gc_thread_save_context(t);
}
void gc_stop_world(gc_thread *self);
void gc_resume_world(void);
void gc_cache_flush_all(void);
void gc_cache_flush(gc_thread *t);

/* gc.c */
void gc_collect_for_alloc(gc_thread *t, bool full);
void gc_pause_for_alloc(gc_thread *t, gc_pause_kind kind, bool begin);

/* gc_alloc.c: bytes allocated between minor collections (max(budget, live_after_full / 2)). */
uint64_t gc_nursery_size(void);
uint64_t gc_nursery_cap(void);   /* the nursery without incremental marking's cap */
uint64_t gc_nursery_open(void);  /* the nursery when no cycle runs (a minor collection may stop part-way) ... */
void gc_nursery_open_update(void);   /* ... set after each sweep */
uint64_t gc_now_ns(void);

#endif
