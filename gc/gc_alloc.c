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

/* Next free cell of the current bitmap word, loading later words as needed. */
static char *cache_take(gc_cache_class *c)
{
    while (!c->free_bits) {
        if (!c->blk || ++c->word >= c->blk->nwords)
            return NULL;
        uint64_t free_bits = ~c->blk->valid[c->word];
        uint32_t rem = c->blk->ncells - c->word * 64;
        if (rem < 64)
            free_bits &= ((uint64_t)1 << rem) - 1;
        c->free_bits = free_bits;
    }
    if (c->budget == 0)
        return NULL;
    c->budget--;
    uint32_t bit = (uint32_t)__builtin_ctzll(c->free_bits);
    c->free_bits &= c->free_bits - 1;
    c->blk->valid[c->word] |= (uint64_t)1 << bit;
    return c->base + (size_t)(c->word * 64 + bit) * c->blk->cell_size;
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
    c->base = gc_block_base(b);
    c->word = UINT32_MAX;          /* cache_take pre-increments to word 0 */
    c->budget = gc_st.stress ? GC_STRESS_RUN : UINT32_MAX;
    return true;
}

enum { WANT_NONE = 0, WANT_MINOR, WANT_FULL, WANT_BEGIN, WANT_SLICE, WANT_REMARK };

/* The old generation is due for collection when it has grown since the
 * last full collection or cycle by max(budget, its size after that one),
 * or by half that size when it is marked incrementally (a cycle costs no
 * long pause, so it may come sooner and keep the heap smaller:
 * docs/gc.md, "Incremental marking"). */
static bool full_due(void)
{
    if (!GC_GENERATIONAL)
        return true;
    uint64_t full = atomic_load(&gc_st.live_after_full), old = atomic_load(&gc_st.old_bytes);
    uint64_t grow = gc_st.incremental ? full / 2 : full;
    uint64_t room = grow > gc_st.budget ? grow : gc_st.budget;
    return old > full && old - full >= room;
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

/* Allocation between minor collections: with incremental marking, unless
 * fixed, no more than GC_NURSERY_MAX (the minor collection is then the
 * longest pause, and it marks up to two nurseries of survivors:
 * "Incremental marking") unless the last minor collection reached fewer
 * than GC_FEW_SURVIVORS young bytes (few objects outlive a nursery, so a
 * bigger one costs the pause little and saves collections: a program of
 * short-lived requests on four threads stops them 3 times, not 21). */
uint64_t gc_nursery_size(void)
{
    uint64_t n = gc_nursery_cap();
    if (gc_st.incremental && !gc_st.nursery && n > GC_NURSERY_MAX && !atomic_load(&gc_st.few_survivors))
        n = GC_NURSERY_MAX;
    return n;
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
 * minor collection after the grey objects ran out. */
static int want_collection(void)
{
    if (gc_st.stress)
        return want_under_stress();
    uint64_t since = atomic_load(&gc_st.alloc_since_gc);
    if (!GC_GENERATIONAL) {
        uint64_t live = atomic_load(&gc_st.live_after_last);
        return since >= (live > gc_st.budget ? live : gc_st.budget) ? WANT_FULL : WANT_NONE;
    }
    bool cycle = gc_st.incremental && atomic_load(&gc_st.major_active);
    bool remark_due = cycle && atomic_load(&gc_st.remark_due);
    if (since >= gc_nursery_size()) {
        if (cycle)
            return remark_due ? WANT_REMARK : WANT_MINOR;
        return !full_due() ? WANT_MINOR : gc_st.incremental ? WANT_BEGIN : WANT_FULL;
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

void *gc_alloc(gc_thread *t, const gc_desc *type, size_t size)
{
    if (!type || !t->alloc_cache) {
        fprintf(stderr, "kiln: gc: gc_alloc %s\n", type ? "on a thread that is not attached" : "without a type");
        abort();
    }
    if (size > ((size_t)gc_st.nblocks * GC_BLOCK_SIZE))
        return NULL;
    size_t need = (size + GC_OBJ_PREFIX + 7u) & ~(size_t)7u;
    char *cell;
    size_t bytes;
    if (need <= GC_MAX_SMALL) {
        unsigned cls = gc_st.class_of[need / 8u];
        gc_cache_class *c = &((gc_cache *)t->alloc_cache)->cls[cls];
        cell = cache_take(c);
        if (!cell && !(cell = alloc_small_slow(t, cls)))
            return NULL;
        bytes = gc_st.class_size[cls];
    } else {
        if (!(cell = alloc_large(t, need)))
            return NULL;
        bytes = need;
    }
    memset(cell, 0, bytes);
    t->bytes_allocated += bytes;
    void *ref = cell + GC_OBJ_PREFIX;
    *(const gc_desc **)ref = type;
    return ref;
}
