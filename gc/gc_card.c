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
 *    card costs one card, not the array); the pause that closes a minor
 *    collection in slices, those of every marked object, young ones too
 *    (docs/gc.md, "Minor collections in slices").
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
    free(gc_st.card_units);
    gc_st.card_units = NULL;
    gc_st.card_units_n = gc_st.card_units_cap = 0;
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
    return (__atomic_load_n(&b->mark[i / 64], __ATOMIC_RELAXED) >> (i % 64)) & 1;   /* other markers set marks */
}

/* The old objects of a small block that overlap card range [lo, hi). */
static void scan_small_cards(gc_marker *w, gc_block *b, uintptr_t lo, uintptr_t hi)
{
    char *base = gc_block_base(b);
    uint32_t first = (uint32_t)((lo - (uintptr_t)base) / b->cell_size);
    uint32_t last = (uint32_t)((hi - 1 - (uintptr_t)base) / b->cell_size);
    if (last >= b->ncells)
        last = b->ncells - 1;
    for (uint32_t i = first; i <= last && i < b->ncells; i++)
        if (cell_is_old(b, i))
            gc_object_slots(base + (size_t)i * b->cell_size + GC_OBJ_PREFIX, lo, hi, gc_mark_slot, w);
}

/* The old objects' slots in cards [c0, c1) of block b (a small block
 * with old cells, or a large head whose object is old). */
static void scan_card_run(gc_marker *w, gc_block *b, uint32_t c0, uint32_t c1)
{
    uintptr_t lo = gc_cards.region + (uintptr_t)c0 * GC_CARD_SIZE;
    uintptr_t hi = gc_cards.region + (uintptr_t)c1 * GC_CARD_SIZE;
    if (b->kind == GC_BLK_SMALL)
        scan_small_cards(w, b, lo, hi);
    else
        gc_object_slots(gc_block_base(b) + GC_OBJ_PREFIX, lo, hi, gc_mark_slot, w);
}

/* Could block i's dirty cards cover an old object's slot? Not in a free
 * block, a small one with no old cell (taken fresh since the last
 * collection: its constructors' stores dirtied every card), or a span
 * whose object is young. When a minor collection in slices closes, a
 * marked object is black whatever its age (its slots written since it
 * was scanned are in dirty cards), so every small block may hold one. */
static gc_block *block_with_old(uint32_t i)
{
    gc_block *b = &gc_st.blocks[i];
    if (b->kind == GC_BLK_LARGE_TAIL)
        b = &gc_st.blocks[b->span];
    if (b->kind == GC_BLK_SMALL && (b->has_old || (gc_st.minor_closing && b->has_young)))
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

/* A unit of the card scan: GC_CARD_UNIT cards of one block that holds
 * old objects (a large span's blocks each make their own units, so an
 * array of many blocks is shared out), with a dirty card among them. */
typedef struct card_unit {
    uint32_t block;
    uint32_t first;   /* the unit's first card in the block */
} card_unit;

/* Unit u's dirty cards: each run cleaned, then its old slots scanned by w
 * (marking what they hold; promoted, since old objects hold it). Marking
 * dirties no card while the card scan runs: what it reaches is promoted,
 * so no slot holds an object staying young; a run is cleaned before it is
 * scanned and no marker writes another's cards. */
static void scan_unit(gc_marker *w, size_t u)
{
    const card_unit *cu = &gc_st.card_units[u];
    uint8_t *cards = gc_st.card_map + (size_t)cu->block * GC_CARDS_PER_BLOCK;
    uint32_t base = cu->block * GC_CARDS_PER_BLOCK, end_unit = cu->first + GC_CARD_UNIT;
    gc_block *b = block_with_old(cu->block);
    size_t dirty = 0;
    for (uint32_t c = cu->first; c < end_unit;) {
        if (!cards[c]) {
            c++;
            continue;
        }
        uint32_t end = c + 1;
        while (end < end_unit && cards[end])
            end++;
        memset(cards + c, 0, end - c);
        dirty += end - c;
        scan_card_run(w, b, base + c, base + end);
        c = end;
    }
    atomic_fetch_add_explicit(&gc_st.card_units_dirty, dirty, memory_order_relaxed);
}

static void add_unit(uint32_t block, uint32_t first)
{
    if (gc_st.card_units_n == gc_st.card_units_cap) {
        size_t cap = gc_st.card_units_cap ? gc_st.card_units_cap * 2 : 1024;
        card_unit *u = realloc(gc_st.card_units, cap * sizeof *u);
        if (!u) {
            fprintf(stderr, "kiln: gc: out of memory for the card scan\n");
            abort();
        }
        gc_st.card_units = u;
        gc_st.card_units_cap = cap;
    }
    gc_st.card_units[gc_st.card_units_n++] = (card_unit){ block, first };
}

/* The serial card scan, and a unit's for gc_mark_units (which drains
 * each marker's stack itself). */
static void scan_unit_drained(gc_marker *w, size_t u)
{
    scan_unit(w, u);
    gc_mark_drain();
}

/* One walk over the card table cleans the cards of blocks without an old
 * object wholesale (the constructors' stores into fresh blocks) and lists
 * the units of the others; then the units are scanned, shared among the
 * markers when there are GC_PARALLEL_CARDS dirty cards or more
 * (gc_mark_units: on idle cores), else in turn. Nothing the card scan
 * marks dirties a card (it is promoted), so no card is dirtied again
 * behind the walk. Returns the number of cards scanned (in blocks that
 * hold old objects: the remembered set). */
size_t gc_cards_scan(void)
{
    gc_st.cards_now = true;
    gc_st.card_units_n = 0;
    size_t dirty_guess = 0;
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        uint8_t *cards = gc_st.card_map + (size_t)i * GC_CARDS_PER_BLOCK;
        if (cards_clean(cards, GC_CARDS_PER_BLOCK))
            continue;
        if (!block_with_old(i)) {
            memset(cards, 0, GC_CARDS_PER_BLOCK);
            continue;
        }
        for (uint32_t c = 0; c < GC_CARDS_PER_BLOCK; c += GC_CARD_UNIT)
            if (!cards_clean(cards + c, GC_CARD_UNIT)) {
                add_unit(i, c);
                dirty_guess += GC_CARD_UNIT;
            }
    }
    atomic_store_explicit(&gc_st.card_units_dirty, 0, memory_order_relaxed);
    if (dirty_guess < GC_PARALLEL_CARDS || !gc_mark_units(gc_st.card_units_n, scan_unit))
        for (size_t u = 0; u < gc_st.card_units_n; u++)
            scan_unit_drained(&gc_st.markers[0], u);
    gc_st.cards_now = false;
    return atomic_load_explicit(&gc_st.card_units_dirty, memory_order_relaxed);
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
