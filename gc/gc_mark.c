/* gc_mark.c - marking: conservative roots, precise heap scan, mark stack.
 *
 * Invariants:
 *  - An object is pushed on the mark stack only when its mark bit goes from
 *    0 to 1, so each object is scanned once per collection (more often only
 *    after an overflow rescan, which is harmless).
 *  - When a push does not fit (the stack cannot grow, or a test capped it),
 *    mark_overflow is set; gc_mark_drain then rescans every marked object
 *    until no overflow remains, so no child of a marked object stays white.
 *  - Marks are sticky: a marked object is old and is not traced again. A
 *    full collection clears every mark first (gc_mark_clear_all); a minor
 *    one starts from the marks the last collection left, so it traces only
 *    young objects, from the roots and the dirty cards (gc_card.c).
 *  - In a minor collection, every slot of an object that will be old after
 *    it (old already, or aged: age bit set) that holds an object staying
 *    young (age bit clear) gets its card dirtied as it is scanned, so the
 *    remembered-set invariant holds again when the collection ends.
 *  - Marking never recurses: depth of the object graph costs heap memory for
 *    the stack, never C stack.
 *  - The old-generation cycle (major_active; docs/gc.md, "Incremental
 *    marking") has its own mark bit, omark, and its own grey stack, which
 *    holds only old objects (no minor collection frees one, so no entry
 *    dangles). While it runs, every object a minor collection reaches for
 *    the first time gets omark with its mark (so "mark set, omark clear"
 *    during a minor collection means old and not yet reached by the
 *    cycle), and every old object such a collection finds through a root,
 *    a dirty card or a young object is omarked and greyed. A slice scans
 *    grey objects: old children are omarked and greyed, young ones left to
 *    the minor collections (every old-to-young slot lies in a dirty card,
 *    which the next minor collection scans).
 */
#include "gc/gc_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Under valgrind, dead stack words are "uninitialised"; scanning them is the
 * point of a conservative scan, so say so (a no-op when not under valgrind). */
#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define GC_MARK_DEFINED(p, n) VALGRIND_MAKE_MEM_DEFINED(p, n)
#endif
#endif
#ifndef GC_MARK_DEFINED
#define GC_MARK_DEFINED(p, n) ((void)0)
#endif

#define INITIAL_MARK_STACK 4096u

void gc_debug_set_mark_stack_limit(size_t entries)
{
    gc_st.mark_limit = entries;
}

void gc_mark_reset(void)
{
    gc_st.mark_top = 0;
    gc_st.mark_overflow = false;
}

void gc_mark_destroy(void)
{
    free(gc_st.mark_stack);
    gc_st.mark_stack = NULL;
    gc_st.mark_cap = gc_st.mark_top = 0;
    free(gc_st.major_stack);
    gc_st.major_stack = NULL;
    gc_st.major_cap = gc_st.major_top = 0;
}

static bool grow_stack(void)
{
    size_t cap = gc_st.mark_cap ? gc_st.mark_cap * 2 : INITIAL_MARK_STACK;
    if (gc_st.mark_limit && cap > gc_st.mark_limit)
        cap = gc_st.mark_limit;
    if (cap <= gc_st.mark_cap)
        return false;
    void **s = realloc(gc_st.mark_stack, cap * sizeof(void *));
    if (!s)
        return false;
    gc_st.mark_stack = s;
    gc_st.mark_cap = cap;
    return true;
}

static bool grow_major(void)
{
    size_t cap = gc_st.major_cap ? gc_st.major_cap * 2 : INITIAL_MARK_STACK;
    if (gc_st.mark_limit && cap > gc_st.mark_limit)
        cap = gc_st.mark_limit;
    if (cap <= gc_st.major_cap)
        return false;
    void **s = realloc(gc_st.major_stack, cap * sizeof(void *));
    if (!s)
        return false;
    gc_st.major_stack = s;
    gc_st.major_cap = cap;
    return true;
}

/* Old object ref (cell i of b) reached by the cycle: omark it and queue it. */
static void major_grey(gc_block *b, uint32_t i, void *ref)
{
    b->omark[i / 64] |= (uint64_t)1 << (i % 64);
    if (gc_st.major_top == gc_st.major_cap && !grow_major()) {
        gc_st.major_overflow = true;
        return;
    }
    gc_st.major_stack[gc_st.major_top++] = ref;
}

static void push(void *ref)
{
    if (gc_st.mark_top == gc_st.mark_cap && !grow_stack()) {
        gc_st.mark_overflow = true;
        return;
    }
    gc_st.mark_stack[gc_st.mark_top++] = ref;
}

/* Mark the object at ref (cell i of b) if it is not yet, and queue it;
 * the entry's low bit says the object has aged (age bit set: it will be
 * old after a minor collection). */
static void mark_found(gc_block *b, uint32_t i, void *ref)
{
    uint64_t bit = (uint64_t)1 << (i % 64);
    if (b->mark[i / 64] & bit) {
        if (atomic_load_explicit(&gc_st.major_active, memory_order_relaxed) && !(b->omark[i / 64] & bit))
            major_grey(b, i, ref);   /* old, and new to the cycle */
        return;
    }
    b->mark[i / 64] |= bit;
    if (atomic_load_explicit(&gc_st.major_active, memory_order_relaxed))
        b->omark[i / 64] |= bit;
    push((void *)((uintptr_t)ref | ((b->age[i / 64] & bit) ? 1u : 0u)));
}

/* Mark the object containing p (if any) and queue it for scanning. */
static void mark_pointer(const void *p)
{
    gc_block *b;
    uint32_t i;
    void *ref = gc_lookup(p, &b, &i);
    if (ref)
        mark_found(b, i, ref);
}

/* Mark *slot, a slot of an object that will be old after this minor
 * collection: if what it holds stays young (its age bit is clear: it
 * survives this collection as aged young), the slot's card must stay
 * dirty for the next one. */
static void mark_old_slot(void **slot)
{
    gc_block *b;
    uint32_t i;
    void *ref = gc_lookup(*slot, &b, &i);
    if (!ref)
        return;
    mark_found(b, i, ref);
    if (!((b->age[i / 64] >> (i % 64)) & 1))
        gc_write_barrier(slot);
}

void gc_mark_ref(void *ref)
{
    if (ref)
        mark_pointer(ref);
}

void gc_mark_slot(char *ref, void **slot, void *ctx)
{
    (void)ref;
    (void)ctx;
    if (*slot)
        mark_old_slot(slot);
}

/* A reference slot of a scanned object; `old_src`: the object will be old
 * after this (minor) collection. */
static inline void mark_child(void **slot, bool old_src)
{
    void *v = *slot;
    if (!v)
        return;
    if (old_src)
        mark_old_slot(slot);
    else
        mark_pointer(v);
}

/* Every aligned word in [lo, hi) that points into a valid cell marks it.
 * Stacks hold redzones and dead frames, so the sanitizer must not check. */
__attribute__((no_sanitize_address))
void gc_mark_conservative_range(const void *lo, const void *hi)
{
    uintptr_t a = ((uintptr_t)lo + 7u) & ~(uintptr_t)7u;
    uintptr_t region = (uintptr_t)gc_st.region;
    uintptr_t span = (uintptr_t)gc_st.frontier * GC_BLOCK_SIZE;
    for (; a + sizeof(void *) <= (uintptr_t)hi; a += sizeof(void *)) {
        uintptr_t w = *(const uintptr_t *)a;
        GC_MARK_DEFINED(&w, sizeof w);
        if (w - region < span)
            mark_pointer((const void *)w);
    }
}

/* The references inside each element of an array of structs. */
static void scan_struct_elems(char *ref, const gc_desc *d, bool old_src)
{
    uint32_t n = *(uint32_t *)(void *)(ref + 8);
    char *e = ref + d->base_size;
    for (uint32_t i = 0; i < n; i++, e += d->elem_size)
        for (uint32_t k = 0; k < d->elem_nrefs; k++)
            mark_child((void **)(void *)(e + d->elem_ref_offsets[k]), old_src);
}

/* Precise scan: reference fields by offset, then reference elements (or
 * the references inside struct elements). `entry` is a mark-stack entry:
 * the reference, bit 0 set when the object has aged. In a minor
 * collection an aged object becomes old, so its slots that hold objects
 * staying young keep their cards dirty (mark_old_slot); a full collection
 * makes every survivor old and needs no card. */
static void scan_object(uintptr_t entry)
{
    char *ref = (char *)(entry & ~(uintptr_t)1);
    bool old_src = (entry & 1) && !gc_st.full_now;
    const gc_desc *d = *(const gc_desc **)(void *)ref;
    for (uint32_t k = 0; k < d->nrefs; k++)
        mark_child((void **)(void *)(ref + d->ref_offsets[k]), old_src);
    if (d->is_array && d->elems_are_refs) {
        uint32_t n = *(uint32_t *)(void *)(ref + 8);
        void **e = (void **)(void *)(ref + d->base_size);
        for (uint32_t k = 0; k < n; k++)
            mark_child(&e[k], old_src);
    } else if (d->is_array && d->elem_nrefs) {
        scan_struct_elems(ref, d, old_src);
    }
}

/* Pop through a small FIFO that prefetches each object as it enters, so its
 * cache miss overlaps the scanning of the ones before it. */
#define PREFETCH_DEPTH 16u

static void drain_stack(void)
{
    void *ring[PREFETCH_DEPTH];
    unsigned head = 0, n = 0;
    for (;;) {
        while (n < PREFETCH_DEPTH && gc_st.mark_top > 0) {
            void *ref = gc_st.mark_stack[--gc_st.mark_top];
            __builtin_prefetch((void *)((uintptr_t)ref & ~(uintptr_t)1));
            ring[(head + n++) % PREFETCH_DEPTH] = ref;
        }
        if (n == 0)
            return;
        void *ref = ring[head];
        head = (head + 1) % PREFETCH_DEPTH;
        n--;
        scan_object((uintptr_t)ref);
    }
}

/* After an overflow: scan every marked object again (pushing any white
 * child), draining as we go. */
static void rescan_marked(void)
{
    for (uint32_t bi = 0; bi < gc_st.frontier; bi++) {
        gc_block *b = &gc_st.blocks[bi];
        char *base = gc_block_base(b);
        if (b->kind == GC_BLK_LARGE && (b->mark[0] & 1)) {
            scan_object((uintptr_t)(base + GC_OBJ_PREFIX) | (b->age[0] & 1));
            drain_stack();
            continue;
        }
        if (b->kind != GC_BLK_SMALL)
            continue;
        for (uint32_t w = 0; w < b->nwords; w++) {
            uint64_t m = b->mark[w];
            while (m) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
                m &= m - 1;
                scan_object((uintptr_t)(base + (size_t)i * b->cell_size + GC_OBJ_PREFIX) |
                            ((b->age[w] >> (i % 64)) & 1));
                drain_stack();
            }
        }
    }
}

void gc_mark_drain(void)
{
    drain_stack();
    while (gc_st.mark_overflow) {
        gc_st.mark_overflow = false;
        rescan_marked();
    }
}

/* ------------------------------------------------ the old-generation cycle */

void gc_major_begin(void)
{
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        gc_block *b = &gc_st.blocks[i];
        if (b->kind == GC_BLK_SMALL)
            memset(b->omark, 0, b->nwords * sizeof(uint64_t));
        else if (b->kind == GC_BLK_LARGE)
            b->omark[0] = 0;
    }
    gc_st.major_top = 0;
    gc_st.major_overflow = false;
    atomic_store(&gc_st.remark_due, false);
    gc_st.major_active = true;
}

void gc_major_abort(void)
{
    gc_st.major_active = false;
    gc_st.major_top = 0;
    gc_st.major_overflow = false;
    atomic_store(&gc_st.remark_due, false);
}

/* A slot of a grey (old) object: an old child new to the cycle is greyed;
 * a young one is the minor collections' (its slot's card is dirty). */
static inline void major_child(void *v)
{
    gc_block *b;
    uint32_t i;
    if (!v || !gc_lookup(v, &b, &i))
        return;
    uint64_t bit = (uint64_t)1 << (i % 64);
    if ((b->mark[i / 64] & bit) && !(b->omark[i / 64] & bit))
        major_grey(b, i, (char *)v);
}

static void major_scan(char *ref)
{
    const gc_desc *d = *(const gc_desc **)(void *)ref;
    for (uint32_t k = 0; k < d->nrefs; k++)
        major_child(*(void **)(void *)(ref + d->ref_offsets[k]));
    if (d->is_array && d->elems_are_refs) {
        uint32_t n = *(uint32_t *)(void *)(ref + 8);
        void **e = (void **)(void *)(ref + d->base_size);
        for (uint32_t k = 0; k < n; k++)
            major_child(e[k]);
    } else if (d->is_array && d->elem_nrefs) {
        uint32_t n = *(uint32_t *)(void *)(ref + 8);
        char *e = ref + d->base_size;
        for (uint32_t i = 0; i < n; i++, e += d->elem_size)
            for (uint32_t k = 0; k < d->elem_nrefs; k++)
                major_child(*(void **)(void *)(e + d->elem_ref_offsets[k]));
    }
}

size_t gc_major_drain(size_t budget)
{
    size_t done = 0;
    while (done < budget && gc_st.major_top > 0) {
        char *ref = gc_st.major_stack[--gc_st.major_top];
        if (gc_st.major_top > 0)
            __builtin_prefetch(gc_st.major_stack[gc_st.major_top - 1]);
        major_scan(ref);
        done++;
    }
    return done;
}

/* After an overflow of the grey stack: scan every old object the cycle
 * reached again (greying any old child it missed). */
static void major_rescan(void)
{
    for (uint32_t bi = 0; bi < gc_st.frontier; bi++) {
        gc_block *b = &gc_st.blocks[bi];
        char *base = gc_block_base(b);
        if (b->kind == GC_BLK_LARGE && (b->mark[0] & b->omark[0] & 1)) {
            major_scan(base + GC_OBJ_PREFIX);
            gc_major_drain(SIZE_MAX);
            continue;
        }
        if (b->kind != GC_BLK_SMALL)
            continue;
        for (uint32_t w = 0; w < b->nwords; w++) {
            uint64_t m = b->mark[w] & b->omark[w];
            while (m) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
                m &= m - 1;
                major_scan(base + (size_t)i * b->cell_size + GC_OBJ_PREFIX);
                gc_major_drain(SIZE_MAX);
            }
        }
    }
}

void gc_major_finish(void)
{
    gc_major_drain(SIZE_MAX);
    while (gc_st.major_overflow) {
        gc_st.major_overflow = false;
        major_rescan();
    }
}
