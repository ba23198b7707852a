/* gc_heap.c - the reserved region, the block pool and object lookup.
 *
 * Invariants:
 *  - The region is reserved once (PROT_NONE, MAP_NORESERVE) and its size is
 *    the heap limit; blocks [0, committed) are read-write and never
 *    uncommitted (empty blocks are madvised away, which keeps the mapping);
 *    frontier <= committed. Blocks are committed GC_COMMIT_BLOCKS at a time
 *    (one mprotect, not one per block: a hello world touches four size
 *    classes); a committed page costs nothing until it is written.
 *  - free_map bit i is set exactly when block i < frontier has kind FREE.
 *  - heap_size = GC_BLOCK_SIZE * (number of non-free blocks).
 *  - Every block below the frontier has its bitmap pointers placed (grow),
 *    so none is NULL; only the first nwords words of each bitmap are read
 *    (one for a large head), and init_small or the span clears them first.
 *  - Every function marked "heap lock held" runs under gc_st.heap_lock or
 *    while the world is stopped.
 */
#include "gc/gc_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static const uint32_t size_classes[GC_NCLASSES] = {
    16, 24, 32, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448,
    512, 640, 768, 896, 1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096,
    5120, 6144, 8192,
};

static void die(const char *what)
{
    fprintf(stderr, "kiln: gc: %s: %s\n", what, strerror(errno));
    abort();
}

static void *reserve(size_t len)
{
    void *p = mmap(NULL, len, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

static void init_classes(void)
{
    memcpy(gc_st.class_size, size_classes, sizeof size_classes);
    unsigned k = 0;
    for (unsigned w = 0; w <= GC_MAX_SMALL / 8u; w++) {
        while (size_classes[k] < w * 8u)
            k++;
        gc_st.class_of[w] = (uint8_t)k;
    }
}

/* Reserve the region (halving the request if the system refuses) and the
 * side tables sized for it. */
void gc_heap_init(size_t limit)
{
    size_t nblocks = (limit + GC_BLOCK_SIZE - 1) / GC_BLOCK_SIZE;
    if (nblocks < 4)
        nblocks = 4;
    void *p = NULL;
    while (nblocks >= 4 && !(p = reserve((nblocks + 1) * GC_BLOCK_SIZE)))
        nblocks /= 2;
    if (!p)
        die("cannot reserve the heap");
    gc_st.reservation = p;
    gc_st.reservation_len = (nblocks + 1) * GC_BLOCK_SIZE;
    uintptr_t a = ((uintptr_t)p + GC_BLOCK_SIZE - 1) & ~(uintptr_t)(GC_BLOCK_SIZE - 1);
    gc_st.region = (char *)a;
    gc_st.nblocks = (uint32_t)nblocks;
    gc_st.frontier = gc_st.committed = 0;
    gc_st.blocks = mmap(NULL, nblocks * sizeof(gc_block), PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (gc_st.blocks == MAP_FAILED)
        die("cannot map the block table");
    gc_st.bitmaps = mmap(NULL, nblocks * GC_BLOCK_BITMAP_WORDS * sizeof(uint64_t), PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (gc_st.bitmaps == MAP_FAILED)
        die("cannot map the block bitmaps");
    gc_st.free_map = calloc((nblocks + 63) / 64, sizeof(uint64_t));
    gc_st.young_map = calloc((nblocks + 63) / 64, sizeof(uint64_t));
    if (!gc_st.free_map || !gc_st.young_map)
        die("cannot allocate the free map");
    for (unsigned k = 0; k < GC_NCLASSES; k++)
        gc_st.partial[k] = GC_NONE;
    init_classes();
    gc_cards_init(gc_st.nblocks);
}

void gc_heap_destroy(void)
{
    munmap(gc_st.reservation, gc_st.reservation_len);
    munmap(gc_st.blocks, gc_st.nblocks * sizeof(gc_block));
    munmap(gc_st.bitmaps, gc_st.nblocks * GC_BLOCK_BITMAP_WORDS * sizeof(uint64_t));
    free(gc_st.free_map);
    free(gc_st.young_map);
    gc_cards_destroy();
}

static void set_free(uint32_t i, bool free_)
{
    uint64_t bit = (uint64_t)1 << (i % 64);
    if (free_)
        gc_st.free_map[i / 64] |= bit;
    else
        gc_st.free_map[i / 64] &= ~bit;
}

/* Lowest run of n free blocks below the frontier, or GC_NONE. */
static uint32_t find_free_run(uint32_t n)
{
    uint32_t run = 0;
    for (uint32_t w = 0; w * 64 < gc_st.frontier; w++) {
        uint64_t bits = gc_st.free_map[w];
        if (run == 0 && bits == 0)
            continue;
        for (uint32_t i = w * 64; i < w * 64 + 64 && i < gc_st.frontier; i++) {
            run = (bits >> (i % 64)) & 1 ? run + 1 : 0;
            if (run == n)
                return i + 1 - n;
        }
    }
    return GC_NONE;
}

#define GC_COMMIT_BLOCKS 16u

/* Make blocks [committed, end) read-write; false if the system refuses. */
static bool commit_to(uint32_t end)
{
    char *at = gc_st.region + (size_t)gc_st.committed * GC_BLOCK_SIZE;
    if (mprotect(at, (size_t)(end - gc_st.committed) * GC_BLOCK_SIZE, PROT_READ | PROT_WRITE) != 0)
        return false;
    gc_st.committed = end;
    return true;
}

/* Point b's bitmaps at its part of gc_st.bitmaps, nwords apart (the
 * first 4 KiB page holds all four when nwords <= 128, every class of
 * 32 bytes and more), and clear the words they use: those are the only
 * words ever read, whatever an earlier class of the block left behind. */
static void place_bitmaps(gc_block *b, uint32_t nwords)
{
    uint32_t stride = nwords <= GC_BITMAP_WORDS / 2 ? GC_BITMAP_WORDS / 2 : GC_BITMAP_WORDS;
    uint64_t *base = gc_st.bitmaps + (size_t)(b - gc_st.blocks) * GC_BLOCK_BITMAP_WORDS;
    b->valid = base;
    b->mark = base + stride;
    b->age = base + 2 * stride;
    b->omark = base + 3 * stride;
    for (unsigned k = 0; k < 4; k++)
        memset(base + k * stride, 0, nwords * sizeof(uint64_t));
}

/* Move the frontier n blocks on, committing ahead; returns the first new
 * block or GC_NONE. */
static uint32_t grow(uint32_t n)
{
    if (gc_st.nblocks - gc_st.frontier < n)
        return GC_NONE;
    uint32_t need = gc_st.frontier + n;
    if (need > gc_st.committed) {
        uint32_t ahead = (need + GC_COMMIT_BLOCKS - 1) / GC_COMMIT_BLOCKS * GC_COMMIT_BLOCKS;
        if (ahead > gc_st.nblocks)
            ahead = gc_st.nblocks;
        if (!commit_to(ahead) && !commit_to(need))
            return GC_NONE;
    }
    uint32_t first = gc_st.frontier;
    for (uint32_t i = first; i < first + n; i++)   /* a free block's bitmaps are read as empty */
        place_bitmaps(&gc_st.blocks[i], 1);
    __atomic_store_n(&gc_st.frontier, first + n, __ATOMIC_RELAXED);   /* gc_frontier_bytes reads it unlocked */
    return first;
}

/* Take n contiguous blocks: a free run if one exists, else fresh ones. A
 * free run that ends at the frontier is extended rather than skipped. */
static uint32_t take_blocks(uint32_t n)
{
    uint32_t first = find_free_run(n);
    if (first == GC_NONE) {
        uint32_t tail = 0;
        while (tail < n - 1 && tail < gc_st.frontier &&
               gc_st.blocks[gc_st.frontier - 1 - tail].kind == GC_BLK_FREE)
            tail++;
        if (grow(n - tail) == GC_NONE)
            return GC_NONE;
        first = gc_st.frontier - n;
    }
    for (uint32_t i = first; i < first + n; i++) {
        KILN_ASSERT(gc_st.blocks[i].kind == GC_BLK_FREE);
        set_free(i, false);
        gc_st.blocks[i].resident = 0;
    }
    atomic_fetch_add(&gc_st.heap_size, (uint64_t)n * GC_BLOCK_SIZE);
    return first;
}

static void push_partial(gc_block *b)
{
    b->next = gc_st.partial[b->cls];
    gc_st.partial[b->cls] = gc_block_index(b);
}

unsigned gc_popcount_valid(const gc_block *b)
{
    unsigned n = 0;
    for (uint32_t w = 0; w < b->nwords; w++)
        n += (unsigned)__builtin_popcountll(b->valid[w]);
    return n;
}

static void init_small(gc_block *b, unsigned cls)
{
    b->kind = GC_BLK_SMALL;
    b->cls = (uint8_t)cls;
    b->cell_size = gc_st.class_size[cls];
    b->ncells = (uint32_t)(GC_BLOCK_SIZE / b->cell_size);
    b->nwords = (b->ncells + 63) / 64;
    b->cell_recip = (uint32_t)((((uint64_t)1 << 32) + b->cell_size - 1) / b->cell_size);
    b->next = GC_NONE;
    b->has_old = 0;
    place_bitmaps(b, b->nwords);
}

/* A block of class cls with free cells, now owned by the caller; counts its
 * free bytes towards the next collection. Heap lock held. */
gc_block *gc_block_acquire_small(unsigned cls)
{
    gc_block *b;
    uint32_t i = gc_st.partial[cls];
    if (i != GC_NONE) {
        b = &gc_st.blocks[i];
        gc_st.partial[cls] = b->next;
    } else {
        i = take_blocks(1);
        if (i == GC_NONE)
            return NULL;
        b = &gc_st.blocks[i];
        init_small(b, cls);
    }
    b->owned = 1;
    b->has_young = 1;   /* the thread allocates in it */
    uint64_t free_cells = b->ncells - gc_popcount_valid(b);
    atomic_fetch_add(&gc_st.alloc_since_gc, free_cells * b->cell_size);
    return b;
}

void gc_block_release_small(gc_block *b)
{
    b->owned = 0;
    if (gc_popcount_valid(b) < b->ncells)
        push_partial(b);
}

/* A span for a large object of `bytes` (prefix included); returns the cell
 * address. Heap lock held. */
char *gc_span_acquire(size_t bytes)
{
    size_t n = (bytes + GC_BLOCK_SIZE - 1) / GC_BLOCK_SIZE;
    if (n > gc_st.nblocks)
        return NULL;
    uint32_t first = take_blocks((uint32_t)n);
    if (first == GC_NONE)
        return NULL;
    gc_block *h = &gc_st.blocks[first];
    h->kind = GC_BLK_LARGE;
    h->span = (uint32_t)n;
    h->large_bytes = bytes;
    place_bitmaps(h, 1);
    h->valid[0] = 1;
    h->has_young = 1;
    for (uint32_t i = 1; i < n; i++) {
        gc_st.blocks[first + i].kind = GC_BLK_LARGE_TAIL;
        gc_st.blocks[first + i].span = first;
    }
    atomic_fetch_add(&gc_st.alloc_since_gc, (uint64_t)n * GC_BLOCK_SIZE);
    return gc_block_base(h);
}

void gc_blocks_free(uint32_t first, uint32_t n)
{
    for (uint32_t i = first; i < first + n; i++) {
        KILN_ASSERT(gc_st.blocks[i].kind != GC_BLK_FREE);   /* a block is freed once */
        gc_st.blocks[i].kind = GC_BLK_FREE;
        gc_st.blocks[i].resident = 1;
        gc_st.blocks[i].freed_at = (uint32_t)atomic_load(&gc_st.collections);
        set_free(i, true);
    }
    atomic_fetch_sub(&gc_st.heap_size, (uint64_t)n * GC_BLOCK_SIZE);
}

/* Give the pages of free blocks back to the system, with hysteresis: the
 * lowest free blocks, a nursery's worth (the nursery the collector would
 * use without incremental marking's cap), stay resident (the allocator
 * takes the lowest free blocks first, so the next nursery lives in them
 * and a steady state faults no page in), and a block is released only
 * once it has stayed free for GC_RELEASE_AFTER such nurseries of
 * allocation, counted in collections (memory a phase of the program frees
 * and the next reuses is not given back and faulted in again). Runs after
 * the world resumes (madvise is not in the pause). */
void gc_release_excess(void)
{
    uint64_t cap = gc_nursery_cap(), nursery = gc_nursery_size();
    size_t keep = cap / GC_BLOCK_SIZE;
    uint32_t after = GC_RELEASE_AFTER * (uint32_t)(cap / (nursery ? nursery : 1));
    uint32_t now = (uint32_t)atomic_load(&gc_st.collections);
    for (uint32_t i = 0; i < gc_st.frontier; i++) {
        gc_block *b = &gc_st.blocks[i];
        if (b->kind != GC_BLK_FREE || !b->resident)
            continue;
        if (keep > 0) {
            keep--;
            continue;
        }
        if (now - b->freed_at < after)
            continue;
        madvise(gc_block_base(b), GC_BLOCK_SIZE, MADV_DONTNEED);
        b->resident = 0;
    }
}

/* Bytes an object in block b may span from its reference. */
size_t gc_object_capacity(const gc_block *b)
{
    if (b->kind == GC_BLK_SMALL)
        return b->cell_size - GC_OBJ_PREFIX;
    return (size_t)b->span * GC_BLOCK_SIZE - GC_OBJ_PREFIX;
}

void *gc_find_object(const void *p)
{
    gc_block *b;
    uint32_t i;
    return gc_lookup(p, &b, &i);
}

int gc_is_object(const void *ref)
{
    return ref != NULL && gc_find_object(ref) == ref;
}

int gc_is_marked(const void *ref)
{
    gc_block *b;
    uint32_t i;
    if (!gc_lookup(ref, &b, &i))
        return 0;
    uint64_t m = b->mark[i / 64];
    if (gc_st.major_remark)   /* the remark frees the old objects its cycle did not reach */
        m &= b->omark[i / 64];
    return (int)((m >> (i % 64)) & 1);
}
