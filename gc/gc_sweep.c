/* gc_sweep.c - sweeping, with the world stopped and every thread cache flushed.
 *
 * Invariants on return:
 *  - valid == age in every small block: every survivor has aged. After a
 *    full collection every survivor is old (mark == valid); after a minor
 *    one only those that had aged before it (mark = reached & age): the
 *    ones it reached for the first time stay young, aged (the card scan
 *    and marking kept the cards of the old slots that hold them dirty).
 *    Unmarked large spans and emptied small blocks are free blocks. A free
 *    cell's bits are all clear, so what is allocated in it next is young.
 *  - The partial lists hold exactly the small blocks with free cells (none is
 *    owned: caches were flushed before marking).
 *  - live_after_last = bytes of the cells that survived, old_bytes = of
 *    those that are old.
 *  - A minor sweep looks only at blocks with has_young set: one handed to a
 *    thread since the last sweep, or left holding aged young cells. In any
 *    other block every valid cell is old and marked, so the sweep would
 *    change nothing; it counts the block's cells from live_cells/old_cells
 *    and puts it back on its partial list if it has room (binarytrees'
 *    long-lived tree fills 128 such blocks). A full sweep looks at all.
 *  - During an old-generation cycle a minor sweep clears the omark of the
 *    young objects it frees (omark &= reached), so a cell's omark never
 *    outlives its object. The remark's sweep (gc_st.major_remark) looks at
 *    every block and takes as reached mark & omark: an old object the cycle
 *    did not reach dies; a young one is reached or not as in any minor
 *    sweep (every young object it reached has omark), and ageing is the
 *    minor one.
 */
#include "gc/gc_internal.h"

typedef struct sweep_sums {
    uint64_t live, old;
} sweep_sums;

/* One bitmap word: returns the survivors, adds the old ones to *old. */
static uint64_t sweep_word(uint64_t *valid, uint64_t *mark, uint64_t *age, uint64_t *omark, bool full,
                           unsigned *old)
{
    uint64_t m = *mark;
    KILN_ASSERT(!(m & ~*valid));   /* only objects are marked */
    if (gc_st.major_remark)
        m &= *omark;
    else if (atomic_load_explicit(&gc_st.major_active, memory_order_relaxed))
        *omark &= m;
    uint64_t still_old = full ? m : m & *age;
    *valid &= m;
    *age = m;
    *mark = still_old;
    *old += (unsigned)__builtin_popcountll(still_old);
    return m;
}

static void sweep_small(gc_block *b, bool full, sweep_sums *s)
{
    unsigned live = 0, old = 0;
    KILN_ASSERT(!b->owned);   /* caches were flushed before marking */
    if (!full && !b->has_young && !gc_st.major_remark) {
        live = b->live_cells;
        old = b->old_cells;
    } else {
        for (uint32_t w = 0; w < b->nwords; w++)
            live += (unsigned)__builtin_popcountll(sweep_word(&b->valid[w], &b->mark[w], &b->age[w], &b->omark[w], full, &old));
    }
    if (live == 0) {
        gc_blocks_free(gc_block_index(b), 1);
        return;
    }
    b->has_old = old > 0;
    b->has_young = live > old;
    b->live_cells = live;
    b->old_cells = old;
    if (live < b->ncells) {
        b->next = gc_st.partial[b->cls];
        gc_st.partial[b->cls] = gc_block_index(b);
    }
    s->live += (uint64_t)live * b->cell_size;
    s->old += (uint64_t)old * b->cell_size;
}

static void sweep_large(gc_block *b, bool full, sweep_sums *s)
{
    KILN_ASSERT(b->valid[0] == 1 && b->span >= 1);   /* a large head holds its one object */
    unsigned old = 0;
    if (!full && !b->has_young && !gc_st.major_remark) {   /* old: a minor collection keeps it */
        s->live += (uint64_t)b->span * GC_BLOCK_SIZE;
        s->old += (uint64_t)b->span * GC_BLOCK_SIZE;
        return;
    }
    if (sweep_word(&b->valid[0], &b->mark[0], &b->age[0], &b->omark[0], full, &old)) {
        b->has_young = !old;
        s->live += (uint64_t)b->span * GC_BLOCK_SIZE;
        s->old += old ? (uint64_t)b->span * GC_BLOCK_SIZE : 0;
        return;
    }
    gc_blocks_free(gc_block_index(b), b->span);
}

void gc_sweep(bool full)
{
    sweep_sums s = { 0, 0 };
    for (unsigned k = 0; k < GC_NCLASSES; k++)
        gc_st.partial[k] = GC_NONE;
    /* Walk downwards so each partial list comes out in address order, and
     * threads refill from the lowest blocks first (keeps the heap compact). */
    for (uint32_t i = gc_st.frontier; i-- > 0;) {
        gc_block *b = &gc_st.blocks[i];
        if (b->kind == GC_BLK_SMALL)
            sweep_small(b, full, &s);
        else if (b->kind == GC_BLK_LARGE)
            sweep_large(b, full, &s);
    }
    atomic_store(&gc_st.live_after_last, s.live);
    atomic_store(&gc_st.old_bytes, s.old);
    atomic_store(&gc_st.alloc_since_gc, 0);
}
