/* gc_sweep.c - sweeping, with the world stopped and every thread cache flushed.
 *
 * Invariants on return:
 *  - valid == mark in every small block (the survivors keep their mark:
 *    they are old now), unmarked large spans and emptied small blocks are
 *    free blocks. A free cell's mark bit is clear, so what is allocated in
 *    it next is young.
 *  - The partial lists hold exactly the small blocks with free cells (none is
 *    owned: caches were flushed before marking).
 *  - live_after_last = bytes of the cells that survived.
 */
#include "gc/gc_internal.h"

static uint64_t sweep_small(gc_block *b)
{
    unsigned live = 0;
    KILN_ASSERT(!b->owned);   /* caches were flushed before marking */
    for (uint32_t w = 0; w < b->nwords; w++) {
        KILN_ASSERT(!(b->mark[w] & ~b->valid[w]));   /* only objects are marked */
        b->valid[w] &= b->mark[w];
        live += (unsigned)__builtin_popcountll(b->valid[w]);
    }
    if (live == 0) {
        gc_blocks_free(gc_block_index(b), 1);
        return 0;
    }
    b->has_old = 1;   /* every survivor is old */
    if (live < b->ncells) {
        b->next = gc_st.partial[b->cls];
        gc_st.partial[b->cls] = gc_block_index(b);
    }
    return (uint64_t)live * b->cell_size;
}

static uint64_t sweep_large(gc_block *b)
{
    KILN_ASSERT(b->valid[0] == 1 && b->span >= 1);   /* a large head holds its one object */
    if (b->mark[0] & 1)
        return (uint64_t)b->span * GC_BLOCK_SIZE;
    b->valid[0] = 0;
    gc_blocks_free(gc_block_index(b), b->span);
    return 0;
}

void gc_sweep(void)
{
    uint64_t live = 0;
    for (unsigned k = 0; k < GC_NCLASSES; k++)
        gc_st.partial[k] = GC_NONE;
    /* Walk downwards so each partial list comes out in address order, and
     * threads refill from the lowest blocks first (keeps the heap compact). */
    for (uint32_t i = gc_st.frontier; i-- > 0;) {
        gc_block *b = &gc_st.blocks[i];
        if (b->kind == GC_BLK_SMALL)
            live += sweep_small(b);
        else if (b->kind == GC_BLK_LARGE)
            live += sweep_large(b);
    }
    atomic_store(&gc_st.live_after_last, live);
    atomic_store(&gc_st.alloc_since_gc, 0);
}
