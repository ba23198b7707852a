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
 *    remembered-set invariant holds again when the collection ends. What
 *    the card scan (cards_now, before the roots) marks gets its age bit
 *    with its mark: an object an old object holds is promoted at once.
 *  - old_and_done settles a slot of an old object without the full
 *    lookup when its target is old (a clear bit in young_map, or mark and
 *    age set) and, during a cycle, the cycle needs nothing of it. Card
 *    slots of objects the cycle has not reached (omark clear) grey
 *    nothing: the cycle sees their stores when it scans them.
 *  - A minor collection in slices (gc.c) keeps its grey young objects on
 *    markers[0]'s stack between pauses: gc_mark_drain_some scans a
 *    slice's worth and puts what its prefetch ring holds back; nothing
 *    frees a young object until the pause that closes it, so no entry
 *    dangles (a full collection resets the stack).
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
 *  - Parallel marking (gc_mark_drain_all; docs/gc.md, "Parallel marking"):
 *    helper threads join a drain past GC_PARALLEL_AFTER objects, as many as
 *    there are idle cores. Then a mark bit is set by an atomic OR and only
 *    the marker whose OR set it pushes the object; work moves between
 *    markers only through the pool under pmark_lock; the drain ends with
 *    the collector's stack and the pool empty and no helper busy, so no
 *    helper touches the heap once gc_mark_drain_all returns. While a cycle
 *    runs, a young object's omark is set before its mark (release; marks
 *    are read with acquire), so "mark set, omark clear" still means old and
 *    new to the cycle; an old object's omark is set by an atomic OR, and
 *    its winner greys it on its own list, merged into the grey stack when
 *    the drain ends.
 */
#include "gc/gc_internal.h"
#include "gc/gc_testing.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

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
#define DONATE_EVERY 64u       /* objects scanned between looks at pmark_hungry */
#define DONATE_MIN 4u          /* a stack this small keeps its entries */

void gc_debug_set_mark_stack_limit(size_t entries)
{
    gc_st.mark_limit = entries;
}

void gc_mark_reset(void)
{
    gc_st.markers[0].top = 0;
    gc_st.markers[0].overflow = false;
}

static bool grow_stack(gc_marker *w)
{
    size_t cap = w->cap ? w->cap * 2 : INITIAL_MARK_STACK;
    if (gc_st.mark_limit && cap > gc_st.mark_limit)
        cap = gc_st.mark_limit;
    if (cap <= w->cap)
        return false;
    void **s = realloc(w->stack, cap * sizeof(void *));
    if (!s)
        return false;
    w->stack = s;
    w->cap = cap;
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

/* Old object ref (cell i of b) reached by the cycle: omark it and queue it.
 * Serial marking only (no parallel drain while a cycle runs). */
static void major_grey(gc_block *b, uint32_t i, void *ref)
{
    b->omark[i / 64] |= (uint64_t)1 << (i % 64);
    if (gc_st.major_top == gc_st.major_cap && !grow_major()) {
        gc_st.major_overflow = true;
        return;
    }
    gc_st.major_stack[gc_st.major_top++] = ref;
}

static void push(gc_marker *w, void *ref)
{
    if (w->top == w->cap && !grow_stack(w)) {
        w->overflow = true;
        return;
    }
    w->stack[w->top++] = ref;
}

/* The parallel form of major_grey: the omark is set by an atomic OR and
 * whoever set it queues the object, on its own grey list (merged into the
 * grey stack when the drain ends: finish_parallel). */
static void major_grey_parallel(gc_marker *w, uint64_t *ow, uint64_t bit, void *ref)
{
    if ((__atomic_load_n(ow, __ATOMIC_RELAXED) & bit) || (__atomic_fetch_or(ow, bit, __ATOMIC_RELAXED) & bit))
        return;   /* reached by the cycle already (the load spares most of the atomic ORs) */
    if (w->grey_top == w->grey_cap) {
        size_t cap = w->grey_cap ? w->grey_cap * 2 : INITIAL_MARK_STACK;
        void **g = gc_st.mark_limit && cap > gc_st.mark_limit ? NULL : realloc(w->grey, cap * sizeof(void *));
        if (!g) {
            w->grey_overflow = true;   /* omarked, unscanned: the remark's rescan finds it */
            return;
        }
        w->grey = g;
        w->grey_cap = cap;
    }
    w->grey[w->grey_top++] = ref;
}

/* Mark the object at ref (cell i of b) if it is not yet, and queue it;
 * the entry's low bit says the object has aged (age bit set: it will be
 * old after a minor collection). With other markers running, the bit is
 * set by one atomic OR and whoever set it queues the object, so each
 * object is still scanned once. While a cycle runs, a parallel marker
 * sets a young object's omark before its mark (release), so a marker
 * that sees the mark set (acquire) sees the omark too and does not take
 * the object for an old one new to the cycle. */
static void mark_found(gc_marker *w, gc_block *b, uint32_t i, void *ref)
{
    uint64_t bit = (uint64_t)1 << (i % 64);
    uint64_t *mw = &b->mark[i / 64];
    bool cycle = atomic_load_explicit(&gc_st.major_active, memory_order_relaxed);
    if (__atomic_load_n(mw, w->parallel ? __ATOMIC_ACQUIRE : __ATOMIC_RELAXED) & bit) {
        if (cycle && w->parallel)
            major_grey_parallel(w, &b->omark[i / 64], bit, ref);
        else if (cycle && !(b->omark[i / 64] & bit))
            major_grey(b, i, ref);   /* old, and new to the cycle */
        return;
    }
    if (w->parallel) {
        if (cycle)
            __atomic_fetch_or(&b->omark[i / 64], bit, __ATOMIC_RELAXED);
        if (gc_st.cards_now)
            __atomic_fetch_or(&b->age[i / 64], bit, __ATOMIC_RELAXED);   /* before the mark, as omark */
        if (__atomic_fetch_or(mw, bit, __ATOMIC_RELEASE) & bit)
            return;   /* another marker set it first */
    } else {
        *mw |= bit;
        if (cycle)
            b->omark[i / 64] |= bit;
        if (gc_st.cards_now)
            b->age[i / 64] |= bit;   /* held by an old object: promoted now */
    }
    push(w, (void *)((uintptr_t)ref | ((__atomic_load_n(&b->age[i / 64], __ATOMIC_RELAXED) & bit) ? 1u : 0u)));
}

/* Mark the object containing p (if any) and queue it for scanning. */
static void mark_pointer(gc_marker *w, const void *p)
{
    gc_block *b;
    uint32_t i;
    void *ref = gc_lookup(p, &b, &i);
    if (ref)
        mark_found(w, b, i, ref);
}

/* Is p an object this minor collection has nothing more to do for:
 * marked, and old after it (aged: old already, or aged young reached
 * now and promoted by this collection, so its slot needs no card), and
 * during a cycle reached by the cycle too? That reads the cell's mark
 * and age words (and omark), where the full path reads its valid word
 * and the block's metadata first: the slots of old objects mostly hold
 * old objects, and in a heap a program churns at random each is a cache
 * miss (docs/gc.md, "Old slots"). Mark implies valid. A young object
 * marked in this collection without its age bit stays young: its slot's
 * card must stay dirty, so it takes the full path. Small blocks only.
 * `grey`: the slot's old targets matter to a running cycle (below).
 * Parallel markers set mark and omark bits meanwhile: the loads are
 * atomic, and a bit read before another marker set it only sends the
 * slot down the full path. */
static inline bool old_and_done(const void *p, bool grey)
{
    uintptr_t off = (uintptr_t)p - (uintptr_t)gc_st.region;
    if (off >= (uintptr_t)gc_st.frontier * GC_BLOCK_SIZE)
        return false;
    uint32_t bi = (uint32_t)(off >> GC_BLOCK_SHIFT);
    bool cycle = atomic_load_explicit(&gc_st.major_active, memory_order_relaxed);
    if (!((gc_st.young_map[bi / 64] >> (bi % 64)) & 1) && (!grey || !cycle))
        return true;   /* a small block of old cells only: p is old */
    const gc_block *b = &gc_st.blocks[bi];
    if (b->kind != GC_BLK_SMALL)
        return false;
    uint32_t i = (uint32_t)(((off & (GC_BLOCK_SIZE - 1)) * (uint64_t)b->cell_recip) >> 32);
    uint64_t bit = (uint64_t)1 << (i % 64);
    if (i >= b->ncells || !(__atomic_load_n(&b->mark[i / 64], __ATOMIC_RELAXED) &
                            __atomic_load_n(&b->age[i / 64], __ATOMIC_RELAXED) & bit))
        return false;
    return !grey || !cycle || (__atomic_load_n(&b->omark[i / 64], __ATOMIC_RELAXED) & bit);
}

/* young_map for this minor collection: has_young of each small block
 * (set when a thread takes the block, cleared by the sweep that leaves no
 * young cell in it), and set for every block that is not small, so that
 * old_and_done's first look needs one bit of a map that stays in cache,
 * not the block's metadata: in a heap a program churns, about two in
 * three blocks hold old cells only (samples/sessions.cs). Nothing changes
 * has_young between this and the sweep. */
void gc_mark_young_map(void)
{
    uint32_t n = gc_st.frontier;
    for (uint32_t w = 0; w < (n + 63) / 64; w++) {
        uint64_t m = 0;
        for (uint32_t k = 0; k < 64 && w * 64 + k < n; k++) {
            const gc_block *b = &gc_st.blocks[w * 64 + k];
            m |= (uint64_t)(b->kind != GC_BLK_SMALL || b->has_young) << k;
        }
        gc_st.young_map[w] = m;
    }
}

/* Mark *slot, a slot of an object that will be old after this minor
 * collection: if what it holds stays young (its age bit is clear: it
 * survives this collection as aged young), the slot's card must stay
 * dirty for the next one. */
static void mark_old_slot(gc_marker *w, void **slot, bool grey)
{
    gc_block *b;
    uint32_t i;
    if (old_and_done(*slot, grey))
        return;
    void *ref = gc_lookup(*slot, &b, &i);
    if (!ref)
        return;
    mark_found(w, b, i, ref);
    if (!((__atomic_load_n(&b->age[i / 64], __ATOMIC_RELAXED) >> (i % 64)) & 1))
        gc_write_barrier(slot);
}

void gc_mark_ref(void *ref)
{
    if (ref)
        mark_pointer(&gc_st.markers[0], ref);
}

/* A slot in a dirty card of the old object at ref. While a cycle runs,
 * its old targets need greying only if the cycle has reached ref (omark
 * set): a store into an object the cycle has not reached is seen when
 * the cycle scans it, if it ever does; greying is for stores into
 * objects already scanned (docs/gc.md, "Why it is right"). So the card
 * scan of the minor collection that begins a cycle (every omark just
 * cleared) greys nothing, and later ones only from black or grey
 * objects. Young targets are marked either way. */
void gc_mark_slot(char *ref, void **slot, void *ctx)
{
    gc_marker *w = ctx ? ctx : &gc_st.markers[0];
    if (!*slot)
        return;
    bool grey = true;
    if (atomic_load_explicit(&gc_st.major_active, memory_order_relaxed)) {
        gc_block *b;
        uint32_t i;
        grey = gc_lookup(ref, &b, &i) && ((__atomic_load_n(&b->omark[i / 64], __ATOMIC_RELAXED) >> (i % 64)) & 1);
    }
    mark_old_slot(w, slot, grey);
}

/* A reference slot of a scanned object; `old_src`: the object will be old
 * after this (minor) collection. */
static inline void mark_child(gc_marker *w, void **slot, bool old_src)
{
    void *v = *slot;
    if (!v)
        return;
    if (old_src)
        mark_old_slot(w, slot, true);
    else
        mark_pointer(w, v);
}

/* Every aligned word in [lo, hi) that points into a valid cell marks it.
 * Stacks hold redzones and dead frames, so the sanitizer must not check. */
__attribute__((no_sanitize_address))
void gc_mark_conservative_range(const void *lo, const void *hi)
{
    gc_marker *w = &gc_st.markers[0];
    uintptr_t a = ((uintptr_t)lo + 7u) & ~(uintptr_t)7u;
    uintptr_t region = (uintptr_t)gc_st.region;
    uintptr_t span = (uintptr_t)gc_st.frontier * GC_BLOCK_SIZE;
    for (; a + sizeof(void *) <= (uintptr_t)hi; a += sizeof(void *)) {
        uintptr_t v = *(const uintptr_t *)a;
        GC_MARK_DEFINED(&v, sizeof v);
        if (v - region < span)
            mark_pointer(w, (const void *)v);
    }
}

/* The references inside each element of an array of structs. */
static void scan_struct_elems(gc_marker *w, char *ref, const gc_desc *d, bool old_src)
{
    uint32_t n = *(uint32_t *)(void *)(ref + 8);
    char *e = ref + d->base_size;
    for (uint32_t i = 0; i < n; i++, e += d->elem_size)
        for (uint32_t k = 0; k < d->elem_nrefs; k++)
            mark_child(w, (void **)(void *)(e + d->elem_ref_offsets[k]), old_src);
}

/* Precise scan: reference fields by offset, then reference elements (or
 * the references inside struct elements). `entry` is a mark-stack entry:
 * the reference, bit 0 set when the object has aged. In a minor
 * collection an aged object becomes old, so its slots that hold objects
 * staying young keep their cards dirty (mark_old_slot); a full collection
 * makes every survivor old and needs no card. */
static void scan_object(gc_marker *w, uintptr_t entry)
{
    char *ref = (char *)(entry & ~(uintptr_t)1);
    bool old_src = (entry & 1) && !gc_st.full_now;
    const gc_desc *d = *(const gc_desc **)(void *)ref;
    for (uint32_t k = 0; k < d->nrefs; k++)
        mark_child(w, (void **)(void *)(ref + d->ref_offsets[k]), old_src);
    if (d->is_array && d->elems_are_refs) {
        uint32_t n = *(uint32_t *)(void *)(ref + 8);
        void **e = (void **)(void *)(ref + d->base_size);
        for (uint32_t k = 0; k < n; k++)
            mark_child(w, &e[k], old_src);
    } else if (d->is_array && d->elem_nrefs) {
        scan_struct_elems(w, ref, d, old_src);
    }
}

/* A marker waits for work: hand the bottom half of this stack (the
 * entries pushed first: near the roots, so the largest subgraphs) to the
 * pool. */
static void donate(gc_marker *w)
{
    size_t n = w->top / 2;
    pthread_mutex_lock(&gc_st.pmark_lock);
    if (gc_st.pool_top + n > gc_st.pool_cap) {
        size_t cap = gc_st.pool_cap ? gc_st.pool_cap : INITIAL_MARK_STACK;
        while (cap < gc_st.pool_top + n)
            cap *= 2;
        void **p = realloc(gc_st.pool, cap * sizeof(void *));
        if (!p) {   /* keep the work: this marker scans it itself */
            pthread_mutex_unlock(&gc_st.pmark_lock);
            return;
        }
        gc_st.pool = p;
        gc_st.pool_cap = cap;
    }
    memcpy(gc_st.pool + gc_st.pool_top, w->stack, n * sizeof(void *));
    gc_st.pool_top += n;
    atomic_store_explicit(&gc_st.pmark_hungry, false, memory_order_relaxed);
    pthread_cond_broadcast(&gc_st.pmark_cond);
    pthread_mutex_unlock(&gc_st.pmark_lock);
    memmove(w->stack, w->stack + n, (w->top - n) * sizeof(void *));
    w->top -= n;
}

/* pmark_lock held, the pool not empty: move half of it (at least one
 * entry, at most what w's empty stack can hold) to w. Returns false when
 * w's stack can hold nothing. */
static bool take_work(gc_marker *w)
{
    size_t n = (gc_st.pool_top + 1) / 2;
    while (w->cap < n && grow_stack(w))
        ;
    if (n > w->cap)
        n = w->cap;
    if (n == 0)
        return false;
    gc_st.pool_top -= n;
    memcpy(w->stack, gc_st.pool + gc_st.pool_top, n * sizeof(void *));
    w->top = n;
    return true;
}

static bool start_helpers(void);

/* Pop through a small FIFO that prefetches each object as it enters, so its
 * cache miss overlaps the scanning of the ones before it. Every
 * DONATE_EVERY objects a parallel marker looks whether another waits for
 * work; the collector, serial so far, asks for the helpers once it has
 * scanned GC_PARALLEL_AFTER objects in this drain (`may_share`). Returns
 * the objects scanned. */
#define PREFETCH_DEPTH 16u

static size_t drain_upto(gc_marker *w, bool may_share, size_t limit)
{
    void *ring[PREFETCH_DEPTH];
    unsigned head = 0, n = 0;
    size_t count = 0;
    for (;;) {
        if (count == limit) {   /* give back what the ring holds, unscanned */
            for (; n > 0; n--, head = (head + 1) % PREFETCH_DEPTH)
                push(w, ring[head]);
            return count;
        }
        while (n < PREFETCH_DEPTH && w->top > 0) {
            void *ref = w->stack[--w->top];
            __builtin_prefetch((void *)((uintptr_t)ref & ~(uintptr_t)1));
            ring[(head + n++) % PREFETCH_DEPTH] = ref;
        }
        if (n == 0)
            return count;
        void *ref = ring[head];
        head = (head + 1) % PREFETCH_DEPTH;
        n--;
        scan_object(w, (uintptr_t)ref);
        if (++count % DONATE_EVERY)
            continue;
        if (w->parallel) {
            if (w->top >= DONATE_MIN && atomic_load_explicit(&gc_st.pmark_hungry, memory_order_relaxed))
                donate(w);
        } else if (may_share && count >= GC_PARALLEL_AFTER) {
            may_share = false;
            start_helpers();   /* sets w->parallel, unless backing off */
        }
    }
}

static size_t drain_stack(gc_marker *w, bool may_share)
{
    return drain_upto(w, may_share, SIZE_MAX);
}

/* After an overflow: scan every marked object again (pushing any white
 * child), draining as we go. Serial. */
static void rescan_marked(gc_marker *w)
{
    for (uint32_t bi = 0; bi < gc_st.frontier; bi++) {
        gc_block *b = &gc_st.blocks[bi];
        char *base = gc_block_base(b);
        if (b->kind == GC_BLK_LARGE && (b->mark[0] & 1)) {
            scan_object(w, (uintptr_t)(base + GC_OBJ_PREFIX) | (b->age[0] & 1));
            drain_stack(w, false);
            continue;
        }
        if (b->kind != GC_BLK_SMALL)
            continue;
        for (uint32_t i0 = 0; i0 < b->nwords; i0++) {
            uint64_t m = b->mark[i0];
            while (m) {
                uint32_t i = i0 * 64 + (uint32_t)__builtin_ctzll(m);
                m &= m - 1;
                scan_object(w, (uintptr_t)(base + (size_t)i * b->cell_size + GC_OBJ_PREFIX) |
                            ((b->age[i0] >> (i % 64)) & 1));
                drain_stack(w, false);
            }
        }
    }
}

static void finish_overflow(gc_marker *w)
{
    while (w->overflow) {
        w->overflow = false;
        rescan_marked(w);
    }
}

void gc_mark_drain(void)
{
    gc_marker *w = &gc_st.markers[0];
    drain_stack(w, false);
    finish_overflow(w);
}

/* A slice of a minor collection in slices (gc.c): the ring's entries go
 * back on the stack when the budget ends, so the next slice finds them. */
size_t gc_mark_drain_some(size_t budget, uint64_t t0, uint64_t ns)
{
    gc_marker *w = &gc_st.markers[0];
    size_t done = 0;
    while (done < budget && w->top > 0) {
        size_t step = budget - done < GC_SLICE_CLOCK_EVERY ? budget - done : GC_SLICE_CLOCK_EVERY;
        done += drain_upto(w, false, step);
        if (gc_now_ns() - t0 >= ns)
            break;
    }
    return done;
}

/* ------------------------------------------------------- parallel marking */

static void run_units(gc_marker *w);

/* pmark_lock held: take part in a phase of units (gc_mark_units), as busy
 * as a drain's helper, and come back with the lock. */
static void help_with_units(gc_marker *w)
{
    gc_st.pmark_busy++;
    atomic_store_explicit(&w->marking, true, memory_order_relaxed);
    pthread_mutex_unlock(&gc_st.pmark_lock);
    run_units(w);
    pthread_mutex_lock(&gc_st.pmark_lock);
    atomic_store_explicit(&w->marking, false, memory_order_relaxed);
    gc_st.pmark_busy--;
    pthread_cond_broadcast(&gc_st.pmark_cond);
}

/* A helper's life: sleep until a parallel drain has work in the pool, take
 * half of it, mark from it (handing work back when another marker is
 * hungry), and go back for more. Helpers never touch anything but mark
 * bits, cards and their own stack, and only while pmark_active. */
static void *helper_main(void *arg)
{
    gc_marker *w = arg;
    unsigned k = (unsigned)(w - gc_st.markers);
    atomic_store_explicit(&w->tid, (long)gettid(), memory_order_relaxed);
    w->parallel = true;
    uint64_t units_seen = 0;
    pthread_mutex_lock(&gc_st.pmark_lock);
    for (;;) {
        while (!gc_st.pmark_quit && !(gc_st.pmark_active && k <= gc_st.pmark_width && gc_st.pool_top > 0) &&
               !(gc_st.punit_active && k <= gc_st.pmark_width && gc_st.punit_gen != units_seen)) {
            if (gc_st.pmark_active && k <= gc_st.pmark_width)
                atomic_store_explicit(&gc_st.pmark_hungry, true, memory_order_relaxed);
            pthread_cond_wait(&gc_st.pmark_cond, &gc_st.pmark_lock);
        }
        if (gc_st.pmark_quit)
            break;
        if (gc_st.punit_active && gc_st.punit_gen != units_seen) {
            units_seen = gc_st.punit_gen;
            help_with_units(w);
            continue;
        }
        if (!take_work(w)) {   /* no room: leave the pool to the collector */
            pthread_cond_wait(&gc_st.pmark_cond, &gc_st.pmark_lock);
            continue;
        }
        gc_st.pmark_busy++;
        atomic_store_explicit(&w->marking, true, memory_order_relaxed);
        pthread_mutex_unlock(&gc_st.pmark_lock);
        size_t n = drain_stack(w, false);
        atomic_fetch_add_explicit(&w->scanned, n, memory_order_relaxed);
        pthread_mutex_lock(&gc_st.pmark_lock);
        atomic_store_explicit(&w->marking, false, memory_order_relaxed);
        gc_st.pmark_helped += n;
        gc_st.pmark_busy--;
        pthread_cond_broadcast(&gc_st.pmark_cond);
    }
    pthread_mutex_unlock(&gc_st.pmark_lock);
    return NULL;
}

/* How many helpers would find a core: the processors online less the
 * tasks runnable now (the collector among them; /proc/loadavg's fourth
 * field). A helper woken on a machine whose cores are all busy waits for
 * one while the collector waits for it (docs/gc.md, "Parallel
 * marking"). Without /proc, every helper may come. */
static unsigned idle_cores(void)
{
    char buf[128];
    int fd = open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return GC_MAX_MARKERS;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0)
        return GC_MAX_MARKERS;
    buf[n] = 0;
    char *p = buf;
    for (int field = 0; field < 3 && p; field++)
        p = strchr(p + 1, ' ');
    unsigned running = p ? (unsigned)strtoul(p + 1, NULL, 10) : 0;
    if (running == 0)
        return GC_MAX_MARKERS;
    return running < gc_st.ncpus ? gc_st.ncpus - running : 0;
}

/* How many helpers may mark now (0: none), starting the helper threads
 * the first time: the idle cores, or every helper for tests. */
static unsigned helpers_width(void)
{
    unsigned width = gc_st.pmark_always ? GC_MAX_MARKERS : idle_cores();
    if (width == 0 || gc_st.nmarkers < 2)
        return 0;
    while (gc_st.helpers + 1 < gc_st.nmarkers) {
        gc_marker *h = &gc_st.markers[gc_st.helpers + 1];
        if (pthread_create(&h->thread, NULL, helper_main, h) != 0) {
            gc_st.nmarkers = gc_st.helpers + 1;   /* mark with those we have */
            break;
        }
        __atomic_store_n(&gc_st.helpers, gc_st.helpers + 1, __ATOMIC_RELEASE);   /* the thread dump reads it */
    }
    return gc_st.helpers == 0 ? 0 : width;
}

/* The collector has scanned GC_PARALLEL_AFTER objects in this drain: let
 * the helpers (started at the first such drain) take work from now on,
 * unless the last parallel drains did not pay (pmark_skip, below). */
static bool start_helpers(void)
{
    gc_marker *w = &gc_st.markers[0];
    if (gc_st.pmark_skip > 0) {
        gc_st.pmark_skip--;
        return false;
    }
    unsigned width = helpers_width();
    if (width == 0)
        return false;
    pthread_mutex_lock(&gc_st.pmark_lock);
    gc_st.pmark_active = true;
    gc_st.pmark_width = width;
    gc_st.pmark_helped = 0;
    atomic_store_explicit(&gc_st.pmark_hungry, true, memory_order_relaxed);
    pthread_mutex_unlock(&gc_st.pmark_lock);
    w->parallel = true;
    gc_st.pmark_started_ns = gc_now_ns();
    gc_st.pmark_own = 0;
    atomic_fetch_add(&gc_st.parallel_drains, 1);
    return true;
}

/* Did this parallel drain pay? Its first GC_PARALLEL_AFTER objects the
 * collector scanned alone, in `serial` ns; at that pace the `objects`
 * the markers scanned since would have taken objects * serial /
 * GC_PARALLEL_AFTER, and they took `parallel` ns. On a machine with no
 * core to spare the helpers run late, the collector waits for them, and
 * the drain takes longer than alone: then the next large drains stay
 * serial, one, then two, four, ... (at most GC_PARALLEL_BACKOFF_MAX) each
 * time it happens again, and the first parallel drain that pays resets
 * that. */
static void judge_parallel(uint64_t serial, uint64_t parallel, size_t objects)
{
    if (gc_st.pmark_always)
        return;
    if ((double)parallel > (double)serial * (double)objects / (double)GC_PARALLEL_AFTER) {
        gc_st.pmark_backoff = gc_st.pmark_backoff ? gc_st.pmark_backoff * 2 : 1;
        if (gc_st.pmark_backoff > GC_PARALLEL_BACKOFF_MAX)
            gc_st.pmark_backoff = GC_PARALLEL_BACKOFF_MAX;
        gc_st.pmark_skip = gc_st.pmark_backoff;
        atomic_fetch_add(&gc_st.parallel_losses, 1);
    } else {
        gc_st.pmark_backoff = 0;
    }
}

/* A marker's grey list onto the cycle's grey stack (serial again). */
static void merge_grey(gc_marker *m)
{
    for (size_t k = 0; k < m->grey_top; k++) {
        if (gc_st.major_top == gc_st.major_cap && !grow_major()) {
            gc_st.major_overflow = true;
            break;
        }
        gc_st.major_stack[gc_st.major_top++] = m->grey[k];
    }
    gc_st.major_overflow |= m->grey_overflow;
    m->grey_top = 0;
    m->grey_overflow = false;
}

/* The end of a parallel drain or phase of units, pmark_lock held and no
 * helper busy: the helpers' overflows become the collector's (for the
 * serial rescan), the lock is let go, and every marker's grey list goes
 * onto the grey stack (serial again). */
static void end_parallel(gc_marker *w)
{
    for (unsigned k = 1; k <= gc_st.helpers; k++) {
        w->overflow |= gc_st.markers[k].overflow;
        gc_st.markers[k].overflow = false;
    }
    pthread_mutex_unlock(&gc_st.pmark_lock);
    w->parallel = false;
    for (unsigned k = 0; k <= gc_st.helpers; k++)
        merge_grey(&gc_st.markers[k]);
}

/* The collector's part of a parallel drain after its own stack ran dry:
 * take work from the pool while there is any; the drain is over when the
 * pool is empty and no helper holds work. Helpers' overflows become the
 * collector's, for the serial rescan. */
static void finish_parallel(gc_marker *w)
{
    pthread_mutex_lock(&gc_st.pmark_lock);
    for (;;) {
        if (gc_st.pool_top > 0 && take_work(w)) {
            pthread_mutex_unlock(&gc_st.pmark_lock);
            gc_st.pmark_own += drain_stack(w, false);
            pthread_mutex_lock(&gc_st.pmark_lock);
            continue;
        }
        if (gc_st.pool_top == 0 && gc_st.pmark_busy == 0)
            break;
        atomic_store_explicit(&gc_st.pmark_hungry, true, memory_order_relaxed);
        pthread_cond_wait(&gc_st.pmark_cond, &gc_st.pmark_lock);
    }
    gc_st.pmark_active = false;
    atomic_store_explicit(&gc_st.pmark_hungry, false, memory_order_relaxed);
    size_t helped = gc_st.pmark_helped;
    end_parallel(w);
    judge_parallel(gc_st.pmark_started_ns - gc_st.pmark_drain_ns, gc_now_ns() - gc_st.pmark_started_ns,
                   gc_st.pmark_own + helped);
}

void gc_mark_drain_all(void)
{
    gc_marker *w = &gc_st.markers[0];
    bool may_share = gc_st.nmarkers > 1;
    gc_st.pmark_drain_ns = may_share ? gc_now_ns() : 0;
    size_t n = drain_stack(w, may_share);
    if (w->parallel) {
        gc_st.pmark_own += n - GC_PARALLEL_AFTER;   /* what it scanned since the helpers came */
        finish_parallel(w);
    }
    finish_overflow(w);
}

/* ------------------------------------------------- units of marking work */

/* Units handed out by one atomic counter (the card scan's, gc_card.c):
 * each marker runs punit_fn on the units it takes and drains its own
 * stack after each. No work moves between markers (a unit's young
 * objects are few: what the old objects of 64 cards hold), so nobody
 * waits for work, only for the last unit to end. */
static void run_units(gc_marker *w)
{
    size_t u, n = 0;
    while ((u = atomic_fetch_add_explicit(&gc_st.punit_next, 1, memory_order_relaxed)) < gc_st.punit_count) {
        gc_st.punit_fn(w, u);
        n += drain_stack(w, false);
    }
    atomic_fetch_add_explicit(&w->scanned, n, memory_order_relaxed);
}

bool gc_mark_units(size_t n, gc_unit_fn fn)
{
    unsigned width = helpers_width();
    if (width == 0)
        return false;
    gc_marker *w = &gc_st.markers[0];
    pthread_mutex_lock(&gc_st.pmark_lock);
    gc_st.punit_fn = fn;
    gc_st.punit_count = n;
    atomic_store_explicit(&gc_st.punit_next, 0, memory_order_relaxed);
    gc_st.punit_gen++;
    gc_st.punit_active = true;
    gc_st.pmark_width = width;
    atomic_store_explicit(&gc_st.pmark_hungry, false, memory_order_relaxed);   /* no hand-overs: no pool */
    pthread_cond_broadcast(&gc_st.pmark_cond);
    pthread_mutex_unlock(&gc_st.pmark_lock);
    w->parallel = true;
    run_units(w);
    pthread_mutex_lock(&gc_st.pmark_lock);
    while (gc_st.pmark_busy > 0)
        pthread_cond_wait(&gc_st.pmark_cond, &gc_st.pmark_lock);
    gc_st.punit_active = false;
    KILN_ASSERT(gc_st.pool_top == 0);   /* nobody was hungry, so nothing was handed over */
    end_parallel(w);
    atomic_fetch_add(&gc_st.parallel_drains, 1);
    finish_overflow(w);
    return true;
}

unsigned gc_helper_threads(gc_helper_info *out, unsigned max)
{
    unsigned n = __atomic_load_n(&gc_st.helpers, __ATOMIC_ACQUIRE);
    for (unsigned k = 0; k < n && k < max; k++) {
        gc_marker *m = &gc_st.markers[k + 1];
        out[k].tid = atomic_load_explicit(&m->tid, memory_order_relaxed);
        out[k].marking = atomic_load_explicit(&m->marking, memory_order_relaxed);
        out[k].scanned = atomic_load_explicit(&m->scanned, memory_order_relaxed);
    }
    return n;
}

uint64_t gc_debug_parallel_drains(void)
{
    return atomic_load(&gc_st.parallel_drains);
}

void gc_debug_parallel_always(int on)
{
    gc_st.pmark_always = on != 0;
    gc_st.pmark_skip = gc_st.pmark_backoff = 0;
}

void gc_mark_init(unsigned markers)
{
    if (markers == 0) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        markers = n > 0 ? (unsigned)n : 1u;
    }
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    gc_st.ncpus = online > 0 ? (unsigned)online : 1u;
    gc_st.nmarkers = markers < GC_MAX_MARKERS ? markers : GC_MAX_MARKERS;
    gc_st.helpers = 0;
    pthread_mutex_init(&gc_st.pmark_lock, NULL);
    pthread_cond_init(&gc_st.pmark_cond, NULL);
}

void gc_mark_destroy(void)
{
    pthread_mutex_lock(&gc_st.pmark_lock);
    gc_st.pmark_quit = true;
    pthread_cond_broadcast(&gc_st.pmark_cond);
    pthread_mutex_unlock(&gc_st.pmark_lock);
    for (unsigned k = 1; k <= gc_st.helpers; k++)
        pthread_join(gc_st.markers[k].thread, NULL);
    for (unsigned k = 0; k < GC_MAX_MARKERS; k++) {
        free(gc_st.markers[k].stack);
        free(gc_st.markers[k].grey);
        gc_st.markers[k] = (gc_marker){ 0 };
    }
    gc_st.helpers = 0;
    free(gc_st.pool);
    gc_st.pool = NULL;
    gc_st.pool_top = gc_st.pool_cap = 0;
    pthread_mutex_destroy(&gc_st.pmark_lock);
    pthread_cond_destroy(&gc_st.pmark_cond);
    free(gc_st.major_stack);
    gc_st.major_stack = NULL;
    gc_st.major_cap = gc_st.major_top = 0;
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
