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
 *    is promoted at its second minor collection, or at the first when the
 *    card scan reaches it: an old object holds it; gc_mark.c).
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
/* A minor collection visits the card table block by block: a block whose
 * cards are all clean costs 64 word loads; one that holds no old object
 * has its cards cleaned wholesale; in the others each run of dirty cards
 * is cleaned and the old objects' slots inside it are scanned. A large
 * span's cards are visited per block of the span (its tails point back
 * at the head). */

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

/* The old objects' slots in cards [c0, c1) of block b (a small block
 * with old cells, or a large head whose object is old). */
static void scan_card_run(gc_block *b, uint32_t c0, uint32_t c1)
{
    uintptr_t lo = gc_cards.region + (uintptr_t)c0 * GC_CARD_SIZE;
    uintptr_t hi = gc_cards.region + (uintptr_t)c1 * GC_CARD_SIZE;
    if (b->kind == GC_BLK_SMALL)
        scan_small_cards(b, lo, hi);
    else
        gc_object_slots(gc_block_base(b) + GC_OBJ_PREFIX, lo, hi, gc_mark_slot, NULL);
}

/* Could block i's dirty cards cover an old object's slot? Not in a free
 * block, a small one with no old cell (taken fresh since the last
 * collection: its constructors' stores dirtied every card), or a span
 * whose object is young. */
static gc_block *block_with_old(uint32_t i)
{
    gc_block *b = &gc_st.blocks[i];
    if (b->kind == GC_BLK_LARGE_TAIL)
        b = &gc_st.blocks[b->span];
    if (b->kind == GC_BLK_SMALL && b->has_old)
        return b;
    if (b->kind == GC_BLK_LARGE && (b->valid[0] & 1) && (b->mark[0] & 1))
        return b;
    return NULL;
}

static bool cards_clean(const uint8_t *c, size_t n)
{
    for (size_t k = 0; k < n; k += 8)
        if (*(const uint64_t *)(const void *)(c + k))
            return false;
    return true;
}

/* Block b's (index i) dirty cards: each run cleaned, then its old slots
 * scanned and the marks drained (marking may dirty a card again); returns
 * how many were scanned. */
static size_t scan_block_cards(uint32_t i, gc_block *b)
{
    uint8_t *cards = gc_st.card_map + (size_t)i * GC_CARDS_PER_BLOCK;
    size_t dirty = 0;
    uint32_t first = i * GC_CARDS_PER_BLOCK;
    for (uint32_t c = 0; c < GC_CARDS_PER_BLOCK;) {
        if (!cards[c]) {
            c++;
            continue;
        }
        uint32_t end = c + 1;
        while (end < GC_CARDS_PER_BLOCK && cards[end])
            end++;
        memset(cards + c, 0, end - c);   /* marking dirties again what must stay */
        dirty += end - c;
        scan_card_run(b, first + c, first + end);
        gc_mark_drain();
        c = end;
    }
    return dirty;
}

/* Two passes: first the cards of blocks without an old object are
 * cleaned wholesale, then those of the others are scanned. Not one pass:
 * tracing from a card may promote an aged object that lives in a block
 * without old objects and dirty its card again (gc_mark.c), and a later
 * wholesale cleaning of that block would lose it. Returns the number of
 * cards scanned (in blocks that hold old objects: the remembered set). */
size_t gc_cards_scan(void)
{
    size_t dirty = 0;
    gc_st.cards_now = true;
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        uint8_t *cards = gc_st.card_map + (size_t)i * GC_CARDS_PER_BLOCK;
        if (!cards_clean(cards, GC_CARDS_PER_BLOCK) && !block_with_old(i))
            memset(cards, 0, GC_CARDS_PER_BLOCK);
    }
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        if (cards_clean(gc_st.card_map + (size_t)i * GC_CARDS_PER_BLOCK, GC_CARDS_PER_BLOCK))
            continue;
        gc_block *b = block_with_old(i);
        if (b)
            dirty += scan_block_cards(i, b);
    }
    gc_st.cards_now = false;
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
