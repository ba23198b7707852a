/* gc_alloc.c - allocation: the lock-free per-thread fast path and the slow
 * paths that refill a thread's cache, allocate large spans and trigger
 * collections.
 *
 * Invariants:
 *  - A small block is allocated from only by the thread whose cache owns it,
 *    so setting a valid bit needs no atomics; the collector touches caches
 *    only with the world stopped.
 *  - A cell's valid bit is set, and the cell zeroed and typed, before its
 *    reference is returned; no safepoint lies in between.
 *  - A minor collection is triggered when the bytes handed to threads since
 *    the last one reach the budget (every slow path under stress), a full
 *    one instead when the old generation has grown enough (full_due), and a
 *    full one before reporting exhaustion.
 */
#include "gc/gc_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Load the cache's next bitmap word that has free cells; false when the
 * block has none left or the stress budget is spent. Under stress a word
 * hands out at most `budget` cells, so the fast path never counts. */
static bool cache_next_word(gc_cache_class *c)
{
    gc_block *b = c->blk;
    while (b && c->budget > 0 && ++c->word < b->nwords) {
        uint64_t free_bits = ~b->valid[c->word];
        uint32_t rem = b->ncells - c->word * 64;
        if (rem < 64)
            free_bits &= ((uint64_t)1 << rem) - 1;
        if (!free_bits)
            continue;
        unsigned n = (unsigned)__builtin_popcountll(free_bits);
        while (n > c->budget) {   /* keep the lowest `budget` cells */
            free_bits &= ~((uint64_t)1 << (63 - __builtin_clzll(free_bits)));
            n--;
        }
        c->budget -= n;
        c->free_bits = free_bits;
        c->valid = &b->valid[c->word];
        c->word_base = gc_block_base(b) + (size_t)c->word * 64 * c->cell_size;
        return true;
    }
    return false;
}

/* Next free cell: the lowest free bit of the current word, its valid bit
 * set (gc_alloc does the same inline while the word has free cells). */
static char *cache_take(gc_cache_class *c)
{
    uint64_t f = c->free_bits;
    if (__builtin_expect(f == 0, 0)) {
        if (!cache_next_word(c))
            return NULL;
        f = c->free_bits;
    }
    unsigned bit = (unsigned)__builtin_ctzll(f);
    c->free_bits = f & (f - 1);
    *c->valid |= (uint64_t)1 << bit;
    return c->word_base + (size_t)bit * c->cell_size;
}

/* Swap the cache's block for one with free cells; false when exhausted. */
static bool refill(gc_cache_class *c, unsigned cls)
{
    pthread_mutex_lock(&gc_st.heap_lock);
    if (c->blk)
        gc_block_release_small(c->blk);
    memset(c, 0, sizeof *c);
    gc_block *b = gc_block_acquire_small(cls);
    pthread_mutex_unlock(&gc_st.heap_lock);
    if (!b)
        return false;
    c->blk = b;
    c->cell_size = b->cell_size;
    c->word = UINT32_MAX;          /* cache_next_word pre-increments to word 0 */
    c->budget = gc_st.stress ? GC_STRESS_RUN : UINT32_MAX;
    return true;
}

enum { WANT_NONE = 0, WANT_MINOR, WANT_FULL, WANT_BEGIN, WANT_SLICE, WANT_REMARK, WANT_MINOR_SLICE };

/* Would the heap grow past its peak before a cycle begun now could end?
 * The frontier is the heap's high-water mark (blocks below it are
 * resident or were); a cycle lasts about as many nurseries of allocation
 * as the last one did, and its remark needs one more. */
static bool heap_at_peak(void)
{
    uint64_t frontier = gc_frontier_bytes();
    uint64_t ahead = (uint64_t)(atomic_load(&gc_st.cycle_minors) + 1) * gc_nursery_size();
    return atomic_load(&gc_st.heap_size) + ahead >= frontier;
}

/* The old generation is due for collection when it has grown since the
 * last full collection or cycle by max(budget, its size after that one),
 * or by half that size when it is marked incrementally (a cycle costs no
 * long pause, so it may come sooner and keep the heap smaller:
 * docs/gc.md, "Incremental marking"). With incremental marking a cycle
 * also begins once the old generation has grown by half the budget if
 * the heap would otherwise grow past its peak ("The heap's peak"): memory
 * already resident is reused, and growing it is what raises the peak
 * RSS; and sooner, by as little as a nursery, the more of the old
 * growth before them the last cycles freed (old_death: what minor
 * collections promote is dying old, as binarytrees' trees longer than a
 * nursery do, so waiting for more growth only holds more garbage at the
 * peak): by a nursery when half of it or more died, by half the budget
 * when none did, in proportion between (a threshold at half made one
 * more byte freed in a cycle decide 1.5 MB of a program's peak). But
 * never before the old generation has grown by 1/GC_CYCLE_GROWTH_MIN of
 * what the last cycle left: a cycle marks all of it, so this bounds the
 * marking to GC_CYCLE_GROWTH_MIN bytes per byte promoted (a large heap a
 * program churns began a cycle every 4 MiB: docs/gc.md, "The cost of a
 * cycle"). */
static bool full_due(void)
{
    if (!GC_GENERATIONAL)
        return true;
    uint64_t full = atomic_load(&gc_st.live_after_full), old = atomic_load(&gc_st.old_bytes);
    uint64_t grow = gc_st.incremental ? full / 2 : full;
    uint64_t room = grow > gc_st.budget ? grow : gc_st.budget;
    if (old <= full)
        return false;
    if (old - full >= room)
        return true;
    if (!gc_st.incremental)
        return false;
    uint64_t peak_grow = gc_st.budget / 2, n = gc_nursery_size();
    if (n < peak_grow)
        peak_grow -= (peak_grow - n) * atomic_load(&gc_st.old_death) / GC_DEATH_HALF;
    if (peak_grow < full / GC_CYCLE_GROWTH_MIN)
        peak_grow = full / GC_CYCLE_GROWTH_MIN;
    return old - full >= peak_grow && heap_at_peak();
}

/* The nursery without incremental marking: fixed when configured, else
 * the budget, or half the old generation's size after the last full
 * collection when that is more (a bigger nursery lets more objects die
 * before their second minor collection, so fewer are promoted and full
 * collections are rarer: docs/gc.md, "Ageing"). */
uint64_t gc_nursery_cap(void)
{
    if (gc_st.nursery)
        return gc_st.nursery;
    uint64_t half = atomic_load(&gc_st.live_after_full) / 2;
    return half > gc_st.budget ? half : gc_st.budget;
}

/* The nursery, held so that the next minor collection marks at most
 * GC_MINOR_YOUNG_MAX young bytes: the aged survivors the last one left
 * (they are marked again) plus what the nursery holds if all of it
 * survives; at least GC_NURSERY_MIN. In the steady state of a growing
 * structure this is GC_NURSERY_MAX (two nurseries of survivors); after a
 * lifted nursery met a phase change it is what keeps the next pause
 * within the bound (docs/gc.md, "Triggers"). */
static uint64_t within_young_bound(uint64_t n)
{
    uint64_t aged = atomic_load(&gc_st.young_aged);
    uint64_t left = GC_MINOR_YOUNG_MAX > aged ? GC_MINOR_YOUNG_MAX - aged : 0;
    if (left < GC_NURSERY_MIN)
        left = GC_NURSERY_MIN;
    return n < left ? n : left;
}

/* Allocation between minor collections: with incremental marking, unless
 * fixed, no more than GC_NURSERY_MAX (the minor collection is then the
 * longest pause, and it marks up to two nurseries of survivors:
 * "Incremental marking") unless the last minor collection reached fewer
 * than GC_FEW_SURVIVORS young bytes (few objects outlive a nursery, so a
 * bigger one saves collections: a program of short-lived requests on
 * four threads stops them 3 times, not 21), and then at most the free
 * bytes below the frontier; either way within the young bound above,
 * which keeps a lifted nursery that meets a phase change from becoming
 * one long pause. */
uint64_t gc_nursery_size(void)
{
    uint64_t n = gc_nursery_cap();
    if (!gc_st.incremental || gc_st.nursery || n <= GC_NURSERY_MAX)
        return n;
    if (!atomic_load(&gc_st.few_survivors))
        return within_young_bound(GC_NURSERY_MAX);
    uint64_t frontier = gc_frontier_bytes(), heap = atomic_load(&gc_st.heap_size);
    uint64_t room = frontier > heap ? frontier - heap : 0;
    if (n > room)
        n = room > GC_NURSERY_MAX ? room : GC_NURSERY_MAX;
    return within_young_bound(n);
}

/* The nursery when no cycle runs, set after each sweep: a minor
 * collection then stops part-way rather than pause for long (docs/gc.md,
 * "Minor collections in slices"), so its size need not bound the pause,
 * only the heap's peak. It is at most the old generation (at least the
 * budget), and fits in the free bytes below the frontier (resident
 * already) with what is allocated after it before memory comes back:
 * while the minor collection is open (a slice each 512 KiB for at most
 * 3 ms of marking: about 1/16 of what it marks, the aged survivors and
 * the nursery), and, when old objects are being promoted, a cycle
 * begun after it (the last cycle's minor collections and one more,
 * of capped nurseries: the peak rule's reckoning). Never less than the
 * capped nursery. */
void gc_nursery_open_update(void)
{
    uint64_t capped = gc_nursery_size(), n = atomic_load(&gc_st.live_after_full);
    if (n < gc_st.budget)
        n = gc_st.budget;
    uint64_t frontier = gc_frontier_bytes(), heap = atomic_load(&gc_st.heap_size);
    uint64_t reserve = atomic_load(&gc_st.young_aged) / GC_OPEN_SPAN_PART;
    if (atomic_load(&gc_st.old_bytes) > atomic_load(&gc_st.live_after_full))
        reserve += (uint64_t)(atomic_load(&gc_st.cycle_minors) + 1) * GC_NURSERY_MAX;
    uint64_t room = frontier > heap + reserve ? frontier - heap - reserve : 0;
    room = room / (GC_OPEN_SPAN_PART + 1) * GC_OPEN_SPAN_PART;   /* the nursery's own part of the open span */
    if (n > room)
        n = room;
    atomic_store(&gc_st.nursery_open, n > capped ? n : capped);
}

uint64_t gc_nursery_open(void)
{
    uint64_t capped = gc_nursery_size(), open = atomic_load(&gc_st.nursery_open);
    if (!gc_st.incremental || gc_st.nursery)
        return capped;
    return open > capped ? open : capped;
}

/* A capped nursery was allocated and no cycle runs: a minor collection
 * once the nursery of gc_nursery_open is, unless the old generation is
 * due; then one that begins a cycle now, but only if the young objects
 * it marks in its one pause stay within the young bound: after a large
 * nursery the aged survivors (marked again by the next minor collection)
 * may not, so a minor collection, which may be sliced, promotes them
 * first and the cycle begins at the next. A nursery fixed by the
 * configuration is outside the bound, as in gc_nursery_size: above it,
 * every collection would pass it and no cycle would ever begin. */
static int minor_or_begin(uint64_t since)
{
    if (!full_due())
        return since >= gc_nursery_open() ? WANT_MINOR : WANT_NONE;
    if (!gc_st.incremental)
        return WANT_FULL;
    if (gc_st.nursery)
        return WANT_BEGIN;
    return atomic_load(&gc_st.young_aged) + since > GC_MINOR_YOUNG_MAX ? WANT_MINOR : WANT_BEGIN;
}

/* Under stress: during a cycle, slices and minor collections alternate
 * until nothing is grey, then the remark; otherwise one collection in
 * GC_STRESS_FULL_EVERY * 2 is full, one begins a cycle, the rest are minor. */
static int want_under_stress(void)
{
    uint64_t n = __atomic_fetch_add(&gc_st.stress_count, 1, __ATOMIC_RELAXED);
    if (!GC_GENERATIONAL)
        return WANT_FULL;
    if (!gc_st.incremental)
        return n % GC_STRESS_FULL_EVERY == GC_STRESS_FULL_EVERY - 1 ? WANT_FULL : WANT_MINOR;
    if (atomic_load(&gc_st.minor_open))
        return atomic_load(&gc_st.minor_close_due) ? WANT_MINOR : WANT_MINOR_SLICE;
    if (atomic_load(&gc_st.major_active))
        return atomic_load(&gc_st.remark_due) ? WANT_REMARK : n % 2 ? WANT_SLICE : WANT_MINOR;
    if (n % (2 * GC_STRESS_FULL_EVERY) == 2 * GC_STRESS_FULL_EVERY - 1)
        return WANT_FULL;
    return n % GC_STRESS_FULL_EVERY == GC_STRESS_FULL_EVERY - 1 ? WANT_BEGIN : WANT_MINOR;
}

/* Which pause this slow path should run, if any: every slow path under
 * stress; else a minor collection each nursery of allocation, which begins
 * an old-generation cycle when the old generation grew (a full collection
 * when it is off (KILN_GC_INCREMENTAL=0)); during a cycle a slice every nursery /
 * GC_SLICE_SPACING of allocation, and the remark in place of the first
 * minor collection after the grey objects ran out. While a minor
 * collection is open, its slices every GC_MINOR_SLICE_SPACING, and the
 * pause that closes it once nothing is grey. Without a cycle the nursery
 * is gc_nursery_open's, unless the old generation is due. */
static int want_collection(void)
{
    if (gc_st.stress)
        return want_under_stress();
    uint64_t since = atomic_load(&gc_st.alloc_since_gc);
    if (!GC_GENERATIONAL) {
        uint64_t live = atomic_load(&gc_st.live_after_last);
        return since >= (live > gc_st.budget ? live : gc_st.budget) ? WANT_FULL : WANT_NONE;
    }
    if (atomic_load(&gc_st.minor_open)) {
        if (atomic_load(&gc_st.minor_close_due))
            return WANT_MINOR;
        return since >= atomic_load(&gc_st.minor_slice_at) ? WANT_MINOR_SLICE : WANT_NONE;
    }
    bool cycle = gc_st.incremental && atomic_load(&gc_st.major_active);
    bool remark_due = cycle && atomic_load(&gc_st.remark_due);
    if (since >= gc_nursery_size()) {
        if (cycle)
            return remark_due ? WANT_REMARK : WANT_MINOR;
        return minor_or_begin(since);
    }
    return cycle && !remark_due && since >= atomic_load(&gc_st.slice_at) ? WANT_SLICE : WANT_NONE;
}

/* Collect as the trigger says; *full_done records whether a full one ran
 * (the heap is exhausted only after a full collection). */
static void collect_if_due(gc_thread *t, bool *full_done)
{
    int want = want_collection();
    switch (want) {
    case WANT_NONE:
        return;
    case WANT_MINOR:
    case WANT_FULL:
        gc_collect_for_alloc(t, want == WANT_FULL);
        *full_done = want == WANT_FULL;
        return;
    case WANT_BEGIN:
        gc_pause_for_alloc(t, GC_PAUSE_MINOR, true);
        return;
    case WANT_SLICE:
        gc_pause_for_alloc(t, GC_PAUSE_SLICE, false);
        return;
    case WANT_MINOR_SLICE:
        gc_pause_for_alloc(t, GC_PAUSE_MINOR_SLICE, false);
        return;
    default:
        gc_pause_for_alloc(t, GC_PAUSE_REMARK, false);
        return;
    }
}

/* Allocating in a safe region would race with a collector scanning the heap. */
static void check_running(const gc_thread *t)
{
    if (t->safe_depth > 0) {
        fprintf(stderr, "kiln: gc: gc_alloc inside a GC-safe region\n");
        abort();
    }
}

static char *alloc_small_slow(gc_thread *t, unsigned cls)
{
    check_running(t);
    gc_cache_class *c = &((gc_cache *)t->alloc_cache)->cls[cls];
    gc_poll(t);
    bool full_done = false;
    collect_if_due(t, &full_done);
    for (;;) {
        char *cell = cache_take(c);
        if (cell)
            return cell;
        if (refill(c, cls))
            continue;
        if (full_done)
            return NULL;
        gc_collect_for_alloc(t, true);
        full_done = true;
    }
}

static char *alloc_large(gc_thread *t, size_t need)
{
    check_running(t);
    gc_poll(t);
    bool full_done = false;
    collect_if_due(t, &full_done);
    for (;;) {
        pthread_mutex_lock(&gc_st.heap_lock);
        char *cell = gc_span_acquire(need);
        pthread_mutex_unlock(&gc_st.heap_lock);
        if (cell)
            return cell;
        if (full_done)
            return NULL;
        gc_collect_for_alloc(t, true);
        full_done = true;
    }
}

/* The cell's prefix and fields zeroed, its type stored; bytes counted. */
static __attribute__((noinline)) void *finish_with_memset(gc_thread *t, const gc_desc *type, char *cell,
                                                          size_t bytes)
{
    memset(cell, 0, bytes);
    t->bytes_allocated += bytes;
    void *ref = cell + GC_OBJ_PREFIX;
    *(const gc_desc **)ref = type;
    return ref;
}

/* The same, cells of up to 64 bytes (most objects) zeroed with 8-byte
 * stores: memset with a variable size was a call per object. */
static inline void *finish_cell(gc_thread *t, const gc_desc *type, char *cell, size_t bytes)
{
    uint64_t *w = (uint64_t *)(void *)cell;
    switch (bytes / 8u) {
    case 8: w[7] = 0; w[6] = 0; /* fallthrough */
    case 6: w[5] = 0; w[4] = 0; /* fallthrough */
    case 4: w[3] = 0; /* fallthrough */
    case 3: w[2] = 0; /* fallthrough */
    case 2: w[1] = 0; w[0] = 0; break;
    default: return finish_with_memset(t, type, cell, bytes);
    }
    t->bytes_allocated += bytes;
    w[1] = (uint64_t)(uintptr_t)type;
    return cell + GC_OBJ_PREFIX;
}

static void die_bad_alloc(const gc_desc *type)
{
    fprintf(stderr, "kiln: gc: gc_alloc %s\n", type ? "on a thread that is not attached" : "without a type");
    abort();
}

/* A cell for an allocation the fast path did not finish: from the
 * cache's next word or block, after a collection if one is due, or a
 * large span. NULL when the heap is exhausted. */
static __attribute__((noinline)) void *alloc_cell(gc_thread *t, const gc_desc *type, size_t size)
{
    char *cell;
    size_t bytes;
    if (size <= GC_MAX_SMALL - GC_OBJ_PREFIX) {
        unsigned cls = gc_st.class_of[(size + GC_OBJ_PREFIX + 7u) / 8u];
        gc_cache_class *c = &((gc_cache *)t->alloc_cache)->cls[cls];
        cell = cache_take(c);
        if (!cell && !(cell = alloc_small_slow(t, cls)))
            return NULL;
        bytes = c->cell_size;
    } else {
        if (size > ((size_t)gc_st.nblocks * GC_BLOCK_SIZE))
            return NULL;
        bytes = (size + GC_OBJ_PREFIX + 7u) & ~(size_t)7u;
        if (!(cell = alloc_large(t, bytes)))
            return NULL;
    }
    return finish_cell(t, type, cell, bytes);
}

/* Every allocation the fast path does not finish: a word or block to
 * load, a collection, a large object, a bad call. Not inlined, so the
 * fast path needs no frame. The thread enters the collector here: a
 * collection the allocation runs scans this frame and its callers, not
 * the allocator's and collector's frames below (gc_context_hold). */
static __attribute__((noinline)) void *alloc_slow(gc_thread *t, const gc_desc *type, size_t size)
{
    if (!type || !t->alloc_cache)
        die_bad_alloc(type);
    bool held = gc_context_hold(t);
    void *ref = alloc_cell(t, type, size);
    gc_context_release(t, held);
    return ref;
}

/* A small request (prefix included, at most GC_MAX_SMALL bytes) maps to its
 * class by a table; the fast path takes the next free cell of the class's
 * current bitmap word. */
void *gc_alloc(gc_thread *t, const gc_desc *type, size_t size)
{
    gc_cache *cache = t->alloc_cache;
    if (__builtin_expect(type && cache && size <= GC_MAX_SMALL - GC_OBJ_PREFIX, 1)) {
        gc_cache_class *c = &cache->cls[gc_st.class_of[(size + GC_OBJ_PREFIX + 7u) / 8u]];
        uint64_t f = c->free_bits;
        if (__builtin_expect(f != 0, 1)) {
            unsigned bit = (unsigned)__builtin_ctzll(f);
            c->free_bits = f & (f - 1);
            *c->valid |= (uint64_t)1 << bit;
            return finish_cell(t, type, c->word_base + (size_t)bit * c->cell_size, c->cell_size);
        }
    }
    return alloc_slow(t, type, size);
}
