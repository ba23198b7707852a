/* gc_verify.c - the heap verifier (KILN_GCVERIFY=1, cfg->verify, tests).
 *
 * Checks, for every valid object: its type word points at a plausible
 * gc_desc (aligned, outside the heap, sizes and offsets that fit the cell),
 * and every reference field or element is NULL or the start of a valid
 * object. Also: no block is both owned and on a partial list, and heap_size
 * matches the block table. It reads the heap without locks, so it must run
 * with the world stopped or with no other attached thread allocating.
 *
 * The remembered-set check (every slot of an old object holding a young
 * one lies in a dirty card) is the same walk with `remembered` set: the
 * collector runs both in one pass (gc_verify_collection), the tests each
 * alone (gc_check_heap, gc_check_remembered).
 */
#include "gc/gc_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct verify_ctx {
    char *msg;
    size_t len;
    unsigned problems;
    bool heap;               /* check objects, types and references */
    bool remembered;         /* check old-to-young slots against the cards */
} verify_ctx;

__attribute__((format(printf, 2, 3)))
static void problem(verify_ctx *v, const char *fmt, ...);

static void problem(verify_ctx *v, const char *fmt, ...)
{
    if (v->problems++ == 0 && v->msg && v->len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(v->msg, v->len, fmt, ap);
        va_end(ap);
    }
}

static bool desc_plausible(const gc_desc *d, const char *ref, size_t cap)
{
    if (!d || ((uintptr_t)d & 7u) || gc_find_object(d) != NULL)
        return false;
    if (d->base_size < 8 || d->base_size > cap)
        return false;
    if (d->nrefs > d->base_size / 8 || (d->nrefs && !d->ref_offsets))
        return false;
    for (uint32_t k = 0; k < d->nrefs; k++)
        if (d->ref_offsets[k] < 8 || d->ref_offsets[k] + 8 > d->base_size)
            return false;
    if (!d->is_array)
        return true;
    if (d->elems_are_refs && d->elem_size != 8)
        return false;
    if (d->elem_nrefs && (d->elems_are_refs || !d->elem_ref_offsets || d->elem_nrefs > d->elem_size / 8))
        return false;
    for (uint32_t k = 0; k < d->elem_nrefs; k++)
        if (d->elem_ref_offsets[k] + 8 > d->elem_size || (d->elem_ref_offsets[k] & 7u))
            return false;
    uint64_t len = *(const uint32_t *)(const void *)(ref + 8);
    return d->base_size + len * d->elem_size <= cap;
}

static const char *type_name(const void *ref)
{
    const gc_desc *d = *(const gc_desc *const *)ref;
    const char *n = gc_st.describe_fn ? gc_st.describe_fn(d) : NULL;
    return n ? n : "?";
}

/* One reference slot of obj: NULL or an object's start; when obj is old
 * (its mark bit is set) and holds a young object, the slot's card must be
 * dirty. One lookup serves both checks. */
static void check_slot(verify_ctx *v, char *obj, bool old, const char *where, void **slot)
{
    void *target = *slot;
    if (!target)
        return;
    gc_block *b;
    uint32_t i;
    void *found = gc_lookup(target, &b, &i);
    if (v->heap && found != target) {
        problem(v, "gc verify: object %p: %s %p is not an object", (const void *)obj, where, target);
        return;
    }
    if (!v->remembered || !old || !found || ((b->mark[i / 64] >> (i % 64)) & 1))
        return;
    uintptr_t off = (uintptr_t)slot - gc_cards.region;
    if (gc_cards.cards[off >> GC_CARD_SHIFT])
        return;
    problem(v, "gc verify: old object %p (%s) holds young %p (%s) at +%u, but that card is clean "
            "(a write barrier is missing)", (void *)obj, type_name(obj), target, type_name(target),
            (unsigned)((char *)slot - obj));
}

static void check_object(verify_ctx *v, char *ref, size_t cap, bool old)
{
    const gc_desc *d = *(const gc_desc **)(void *)ref;
    if (!desc_plausible(d, ref, cap)) {
        problem(v, "gc verify: object %p: implausible type word %p", (void *)ref, (const void *)d);
        return;
    }
    if (!v->heap && !old)
        return;
    for (uint32_t k = 0; k < d->nrefs; k++)
        check_slot(v, ref, old, "field", (void **)(void *)(ref + d->ref_offsets[k]));
    if (d->is_array && d->elems_are_refs) {
        uint32_t n = *(uint32_t *)(void *)(ref + 8);
        void **e = (void **)(void *)(ref + d->base_size);
        for (uint32_t k = 0; k < n; k++)
            check_slot(v, ref, old, "element", &e[k]);
    } else if (d->is_array && d->elem_nrefs) {
        uint32_t n = *(uint32_t *)(void *)(ref + 8);
        for (uint32_t i = 0; i < n; i++)
            for (uint32_t k = 0; k < d->elem_nrefs; k++)
                check_slot(v, ref, old, "element field",
                           (void **)(void *)(ref + d->base_size + (size_t)i * d->elem_size +
                                             d->elem_ref_offsets[k]));
    }
}

/* Outside marking and sweeping: mark (old) implies age, age implies
 * valid. While a minor collection in slices is open, a young cell it
 * marked has its mark without its age (it is aged when it closes). */
static void check_bits(verify_ctx *v, const gc_block *b, uint32_t w)
{
    bool open = atomic_load(&gc_st.minor_open);
    if ((!open && (b->mark[w] & ~b->age[w])) || (b->age[w] & ~b->valid[w]) ||
        (!b->has_young && b->valid[w] != b->mark[w]))
        problem(v, "gc verify: block %u word %u: mark %#llx, age %#llx, valid %#llx break old => aged => valid "
                "(or young cells in a block without has_young)",
                gc_block_index(b), w, (unsigned long long)b->mark[w], (unsigned long long)b->age[w],
                (unsigned long long)b->valid[w]);
}

static void check_small(verify_ctx *v, gc_block *b)
{
    char *base = gc_block_base(b);
    for (uint32_t w = 0; w < b->nwords; w++) {
        if (v->heap)
            check_bits(v, b, w);
        uint64_t bits = v->heap ? b->valid[w] : b->valid[w] & b->mark[w];
        while (bits) {
            uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(bits);
            bits &= bits - 1;
            if (i >= b->ncells) {
                problem(v, "gc verify: block %u: valid bit past the last cell", gc_block_index(b));
                break;
            }
            check_object(v, base + (size_t)i * b->cell_size + GC_OBJ_PREFIX, gc_object_capacity(b),
                         (b->mark[w] >> (i % 64)) & 1);
        }
    }
}

static void check_partial_lists(verify_ctx *v)
{
    for (unsigned k = 0; k < GC_NCLASSES; k++) {
        uint32_t n = 0;
        for (uint32_t i = gc_st.partial[k]; i != GC_NONE; i = gc_st.blocks[i].next) {
            const gc_block *b = &gc_st.blocks[i];
            if (b->kind != GC_BLK_SMALL || b->cls != k || b->owned || ++n > gc_st.frontier) {
                problem(v, "gc verify: partial list of class %u is corrupt at block %u", k, i);
                break;
            }
        }
    }
}

static int check_all(verify_ctx *v)
{
    uint64_t used = 0;
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        gc_block *b = &gc_st.blocks[i];
        if (b->kind != GC_BLK_FREE)
            used += GC_BLOCK_SIZE;
        if (b->kind == GC_BLK_SMALL) {
            check_small(v, b);
        } else if (b->kind == GC_BLK_LARGE && (b->valid[0] & 1)) {
            if (v->heap)
                check_bits(v, b, 0);
            check_object(v, gc_block_base(b) + GC_OBJ_PREFIX, gc_object_capacity(b), b->mark[0] & 1);
        }
    }
    if (v->heap && used != atomic_load(&gc_st.heap_size))
        problem(v, "gc verify: heap_size %llu but blocks in use hold %llu",
                (unsigned long long)atomic_load(&gc_st.heap_size), (unsigned long long)used);
    if (v->heap)
        check_partial_lists(v);
    return (int)v->problems;
}

int gc_check_heap(char *msg, size_t len)
{
    verify_ctx v = { msg, len, 0, true, false };
    return check_all(&v);
}

void gc_verify_heap(void)
{
    char msg[256];
    if (gc_check_heap(msg, sizeof msg) != 0) {
        fprintf(stderr, "kiln: %s\n", msg);
        abort();
    }
}

int gc_check_remembered(char *msg, size_t len)
{
    verify_ctx v = { msg, len, 0, false, true };
    return check_all(&v);
}

/* While a minor collection in slices is open, a grey object (marked, not
 * yet scanned) may hold a young object through a clean card: the
 * remembered set is checked again when the pause that closes it ends. */
void gc_verify_collection(bool after)
{
    char msg[512];
    verify_ctx v = { msg, sizeof msg, 0, true, after || !atomic_load(&gc_st.minor_open) };
    if (check_all(&v) != 0) {
        fprintf(stderr, "kiln: %s%s\n", msg,
                after && strstr(msg, "write barrier") ? " (found after a collection: the collector lost it)" : "");
        abort();
    }
}

/* ------------------------------------------------------------ the remark */
/* After the remark's marking every object that survives it (mark & omark:
 * old and reached by the cycle, or young and reached by this collection)
 * must hold only such objects; a survivor holding one that is not is a
 * reference the cycle missed: a store whose card was never dirtied (a
 * missing write barrier), or a collector bug. */

static bool survives(const gc_block *b, uint32_t i)
{
    return ((b->mark[i / 64] & b->omark[i / 64]) >> (i % 64)) & 1;
}

static void check_survivor_slot(verify_ctx *v, char *obj, char *slot_addr)
{
    void *target = *(void **)(void *)slot_addr;
    gc_block *b;
    uint32_t i;
    if (!target || !gc_lookup(target, &b, &i) || survives(b, i))
        return;
    problem(v, "gc verify: at the remark, marked object %p (%s) holds unmarked %p (%s) at +%u, which the sweep "
            "would free (a write barrier is missing, or the incremental marking lost it)",
            (void *)obj, type_name(obj), target, type_name(target), (unsigned)(slot_addr - obj));
}

static void check_survivor(verify_ctx *v, char *ref)
{
    const gc_desc *d = *(const gc_desc **)(void *)ref;
    for (uint32_t k = 0; k < d->nrefs; k++)
        check_survivor_slot(v, ref, ref + d->ref_offsets[k]);
    if (!d->is_array || !(d->elems_are_refs || d->elem_nrefs))
        return;
    uint32_t n = *(uint32_t *)(void *)(ref + 8);
    for (uint32_t e = 0; e < n; e++) {
        char *el = ref + d->base_size + (size_t)e * d->elem_size;
        if (d->elems_are_refs)
            check_survivor_slot(v, ref, el);
        for (uint32_t k = 0; !d->elems_are_refs && k < d->elem_nrefs; k++)
            check_survivor_slot(v, ref, el + d->elem_ref_offsets[k]);
    }
}

static int check_remark(verify_ctx *v)
{
    for (uint32_t bi = 0; bi < gc_st.frontier; bi++) {
        gc_block *b = &gc_st.blocks[bi];
        if (b->kind == GC_BLK_LARGE && survives(b, 0)) {
            check_survivor(v, gc_block_base(b) + GC_OBJ_PREFIX);
            continue;
        }
        if (b->kind != GC_BLK_SMALL)
            continue;
        for (uint32_t w = 0; w < b->nwords; w++) {
            uint64_t bits = b->mark[w] & b->omark[w];
            while (bits) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(bits);
                bits &= bits - 1;
                check_survivor(v, gc_block_base(b) + (size_t)i * b->cell_size + GC_OBJ_PREFIX);
            }
        }
    }
    return (int)v->problems;
}

void gc_verify_remark(void)
{
    char msg[512];
    verify_ctx v = { msg, sizeof msg, 0, true, false };
    if (check_remark(&v) != 0) {
        fprintf(stderr, "kiln: %s\n", msg);
        abort();
    }
}
