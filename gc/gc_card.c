/* gc_card.c - the card table (the remembered set) and what minor
 * collections do with it.
 *
 * Invariants:
 *  - One byte per GC_CARD_SIZE bytes of the reserved region, reserved with
 *    it (MAP_NORESERVE); gc_cards describes it and never changes after
 *    gc_init, so compiled code may read it without synchronisation.
 *  - Between collections: for every reference slot of an old (marked)
 *    object that holds a young (valid, unmarked) object, the slot's card is
 *    dirty. The write barrier keeps this between collections. A full
 *    collection ends with no old-to-young reference at all (every survivor
 *    is old), so it clears every card. A minor one cleans each dirty card as
 *    it scans it, and marking dirties again the cards of the slots through
 *    which an object that will be old holds one that stays young (an object
 *    is promoted at its second minor collection; gc_mark.c).
 *  - A minor collection scans, in each dirty card, only the reference slots
 *    of old objects that lie inside the card (so a big array with one dirty
 *    card costs one card, not the array).
 */
#include "gc/gc_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

gc_card_table gc_cards;

void gc_cards_init(uint32_t nblocks)
{
    size_t len = (size_t)nblocks * GC_CARDS_PER_BLOCK;
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        fprintf(stderr, "kiln: gc: cannot map the card table: %s\n", strerror(errno));
        abort();
    }
    gc_st.card_map = p;
    gc_cards.region = (uintptr_t)gc_st.region;
    gc_cards.span = (uintptr_t)nblocks * GC_BLOCK_SIZE;
    gc_cards.cards = p;
}

void gc_cards_destroy(void)
{
    munmap(gc_st.card_map, (size_t)gc_st.nblocks * GC_CARDS_PER_BLOCK);
    memset(&gc_cards, 0, sizeof gc_cards);
}

/* Only cards below the frontier can be dirty (the rest cover no object). */
void gc_cards_clear(void)
{
    memset(gc_st.card_map, 0, (size_t)gc_st.frontier * GC_CARDS_PER_BLOCK);
}

void gc_write_barrier_range(const void *dst, size_t n)
{
    uintptr_t off = (uintptr_t)dst - gc_cards.region;
    if (n == 0 || off >= gc_cards.span)
        return;
    uintptr_t last = off + n - 1;
    for (uintptr_t c = off >> GC_CARD_SHIFT; c <= last >> GC_CARD_SHIFT; c++)
        __atomic_store_n(&gc_cards.cards[c], 1, __ATOMIC_RELAXED);
}

/* ------------------------------------------------------ slots in a range */

static void fields_in(char *ref, const gc_desc *d, uintptr_t lo, uintptr_t hi, gc_slot_fn fn, void *ctx)
{
    for (uint32_t k = 0; k < d->nrefs; k++) {
        uintptr_t a = (uintptr_t)ref + d->ref_offsets[k];
        if (a >= lo && a < hi)
            fn(ref, (void **)a, ctx);
    }
}

/* Elements [first, end) of an array whose elements start at base, clipped
 * to the ones that overlap [lo, hi). */
static void elem_window(uintptr_t base, uint32_t size, uint32_t n, uintptr_t lo, uintptr_t hi,
                        uint32_t *first, uint32_t *end)
{
    *first = 0;
    *end = 0;
    if (hi <= base || n == 0)
        return;
    uint64_t f = lo > base ? (lo - base) / size : 0;
    uint64_t e = (hi - base + size - 1) / size;
    *first = f < n ? (uint32_t)f : n;
    *end = e < n ? (uint32_t)e : n;
}

void gc_object_slots(char *ref, uintptr_t lo, uintptr_t hi, gc_slot_fn fn, void *ctx)
{
    const gc_desc *d = *(const gc_desc **)(void *)ref;
    fields_in(ref, d, lo, hi, fn, ctx);
    if (!d->is_array || !(d->elems_are_refs || d->elem_nrefs))
        return;
    uint32_t n = *(uint32_t *)(void *)(ref + 8), first, end;
    uintptr_t base = (uintptr_t)ref + d->base_size;
    elem_window(base, d->elem_size, n, lo, hi, &first, &end);
    for (uint32_t i = first; i < end; i++) {
        uintptr_t e = base + (uintptr_t)i * d->elem_size;
        if (d->elems_are_refs) {
            if (e >= lo && e < hi)
                fn(ref, (void **)e, ctx);
            continue;
        }
        for (uint32_t k = 0; k < d->elem_nrefs; k++) {
            uintptr_t a = e + d->elem_ref_offsets[k];
            if (a >= lo && a < hi)
                fn(ref, (void **)a, ctx);
        }
    }
}

/* ------------------------------------------------------------ minor scan */

static bool cell_is_old(const gc_block *b, uint32_t i)
{
    return (b->mark[i / 64] >> (i % 64)) & 1;
}

/* The old objects of a small block that overlap card range [lo, hi). */
static void scan_small_cards(gc_block *b, uintptr_t lo, uintptr_t hi)
{
    char *base = gc_block_base(b);
    uint32_t first = (uint32_t)((lo - (uintptr_t)base) / b->cell_size);
    uint32_t last = (uint32_t)((hi - 1 - (uintptr_t)base) / b->cell_size);
    if (last >= b->ncells)
        last = b->ncells - 1;
    for (uint32_t i = first; i <= last && i < b->ncells; i++)
        if (cell_is_old(b, i))
            gc_object_slots(base + (size_t)i * b->cell_size + GC_OBJ_PREFIX, lo, hi, gc_mark_slot, NULL);
}

static void scan_card_run(uint32_t c0, uint32_t c1)
{
    uint32_t bi = c0 / GC_CARDS_PER_BLOCK;
    uintptr_t lo = gc_cards.region + (uintptr_t)c0 * GC_CARD_SIZE;
    uintptr_t hi = gc_cards.region + (uintptr_t)c1 * GC_CARD_SIZE;
    gc_block *b = &gc_st.blocks[bi];
    if (b->kind == GC_BLK_LARGE_TAIL)
        b = &gc_st.blocks[b->span];
    if (b->kind == GC_BLK_SMALL && b->has_old)   /* a block filled since the last collection: all young */
        scan_small_cards(b, lo, hi);
    else if (b->kind == GC_BLK_LARGE && (b->valid[0] & 1) && (b->mark[0] & 1))
        gc_object_slots(gc_block_base(b) + GC_OBJ_PREFIX, lo, hi, gc_mark_slot, NULL);
}

/* Every run of dirty cards inside one block is cleaned and scanned as one
 * range (each run's marks drained at once); returns the number of dirty
 * cards. */
size_t gc_cards_scan(void)
{
    size_t ncards = (size_t)gc_st.frontier * GC_CARDS_PER_BLOCK, dirty = 0;
    const uint8_t *cards = gc_st.card_map;
    for (size_t c = 0; c < ncards;) {
        if ((c & 7) == 0 && c + 8 <= ncards && *(const uint64_t *)(const void *)(cards + c) == 0) {
            c += 8;
            continue;
        }
        if (!cards[c]) {
            c++;
            continue;
        }
        size_t end = c + 1;
        while (end < ncards && cards[end] && end % GC_CARDS_PER_BLOCK != 0)
            end++;
        dirty += end - c;
        memset(gc_st.card_map + c, 0, end - c);   /* marking dirties again what must stay */
        scan_card_run((uint32_t)c, (uint32_t)end);
        gc_mark_drain();
        c = end;
    }
    return dirty;
}

/* A full collection starts with every object young. */
void gc_mark_clear_all(void)
{
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        gc_block *b = &gc_st.blocks[i];
        if (b->kind == GC_BLK_SMALL)
            memset(b->mark, 0, b->nwords * sizeof(uint64_t));
        else if (b->kind == GC_BLK_LARGE)
            b->mark[0] = 0;
    }
}
