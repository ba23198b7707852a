/* syncblock.c - the sync-block table and inflation.
 *
 * The table is an array of chunk pointers (MON_CHUNK_SIZE entries each):
 * index -> chunks[index >> bits] -> entry, with no lock. New entries come
 * from a bump index inside the chunks already allocated (a CAS, no lock);
 * only adding a chunk or reusing a freed index takes table_lock. Index 0 is
 * never used.
 *
 * Inflation fills a private sync block from the header it read (owner and
 * recursion of a thin lock, or the hash) and publishes it with one CAS of
 * the header; if the header changed meanwhile the block is refilled and the
 * CAS retried. Any thread may inflate any object, owner or not.
 *
 * Reclamation runs in the GC's after-mark callback (world stopped): blocks
 * whose object is unmarked go to the free list.
 */
#include "monitor_internal.h"
#include "monitor_testing.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

mon_syncblock *mon_sb_get(uint32_t index)
{
    mon_syncblock *c = atomic_load_explicit(&mon_state.chunks[index >> MON_CHUNK_BITS],
                                            memory_order_acquire);
    return c ? &c[index & (MON_CHUNK_SIZE - 1)] : NULL;
}

static void sb_clear(mon_syncblock *sb)
{
    atomic_store(&sb->obj, NULL);
    memset(sb->lock_mem, 0, sizeof sb->lock_mem);
    atomic_store(&sb->word, 0);
    atomic_store(&sb->owner, 0);
    atomic_store_explicit(&sb->recursion, 0, memory_order_relaxed);
    atomic_store(&sb->hash, 0);
    atomic_store(&sb->starving, 0);
    atomic_store(&sb->spin, MON_SPIN_MIN * 4);
    sb->wq_head = sb->wq_tail = NULL;
    sb->next_free = 0;
}

/* Add one chunk; caller holds table_lock. false when the table is full. */
static bool grow_locked(void)
{
    uint32_t n = atomic_load(&mon_state.nchunks);
    if (n >= MON_MAX_CHUNKS)
        return false;
    mon_syncblock *c = kmod_mem_calloc(MON_CHUNK_SIZE, sizeof *c);
    if (!c) {
        fprintf(stderr, "kiln: out of native memory (sync-block table)\n");
        abort();
    }
    for (uint32_t i = 0; i < MON_CHUNK_SIZE; i++) {
        pthread_mutex_init(&c[i].wq_lock, NULL);
        sb_clear(&c[i]);
    }
    atomic_store_explicit(&mon_state.chunks[n], c, memory_order_release);
    atomic_store_explicit(&mon_state.nchunks, n + 1, memory_order_release);
    return true;
}

void mon_test_grow_table(void)
{
    pthread_mutex_lock(&mon_state.table_lock);
    grow_locked();
    pthread_mutex_unlock(&mon_state.table_lock);
}

void mon_test_hold_table_lock(void) { pthread_mutex_lock(&mon_state.table_lock); }
pthread_mutex_t *mon_test_table_lock(void) { return &mon_state.table_lock; }
pthread_mutex_t *mon_test_dumper_lock(void) { return &mon_state.dumper_lock; }
void mon_test_release_table_lock(void) { pthread_mutex_unlock(&mon_state.table_lock); }

/* A fresh index from the bump pointer, lock-free; 0 when the chunks are used up. */
static uint32_t bump(void)
{
    uint32_t i = atomic_load(&mon_state.next_index);
    for (;;) {
        if (i >= atomic_load_explicit(&mon_state.nchunks, memory_order_acquire) * MON_CHUNK_SIZE)
            return 0;
        if (atomic_compare_exchange_weak(&mon_state.next_index, &i, i + 1))
            return i;
    }
}

static uint32_t alloc_locked(void)
{
    if (mon_state.free_head) {
        uint32_t i = mon_state.free_head;
        mon_syncblock *sb = mon_sb_get(i);
        KILN_ASSERT(atomic_load(&sb->obj) == NULL);   /* a free entry belongs to no object */
        mon_state.free_head = sb->next_free;
        atomic_fetch_sub(&mon_state.nfree, 1);
        sb->next_free = 0;
        return i;
    }
    uint32_t i;
    while (!(i = bump()))
        if (!grow_locked())
            return 0;
    return i;
}

uint32_t mon_sb_alloc(void)
{
    uint32_t i = atomic_load(&mon_state.nfree) ? 0 : bump();
    if (!i) {
        pthread_mutex_lock(&mon_state.table_lock);
        i = alloc_locked();
        pthread_mutex_unlock(&mon_state.table_lock);
    }
    if (!i) {
        fprintf(stderr, "kiln: sync-block table full (%u entries)\n", RT_HDR_INDEX_MASK);
        abort();
    }
    return i;
}

static void push_free(uint32_t index)
{
    mon_syncblock *sb = mon_sb_get(index);
    sb_clear(sb);
    sb->next_free = mon_state.free_head;
    mon_state.free_head = index;
    atomic_fetch_add(&mon_state.nfree, 1);
}

void mon_sb_release(uint32_t index)
{
    pthread_mutex_lock(&mon_state.table_lock);
    push_free(index);
    pthread_mutex_unlock(&mon_state.table_lock);
}

static inline bool is_syncindex(uint32_t h)
{
    return (h & (RT_HDR_HASH_OR_SYNCBLK | RT_HDR_IS_HASHCODE)) == RT_HDR_HASH_OR_SYNCBLK;
}

/* The published sync block of o: filled before its index reached the header. */
static mon_syncblock *published(rt_object *o, uint32_t h)
{
    mon_syncblock *sb = mon_sb_get(h & RT_HDR_INDEX_MASK);
    KILN_ASSERT(sb && atomic_load_explicit(&sb->obj, memory_order_relaxed) == o);
    return sb;
}

mon_syncblock *mon_sb_of(rt_object *o)
{
    uint32_t h = atomic_load((_Atomic uint32_t *)rt_obj_header(o));
    return is_syncindex(h) ? published(o, h) : NULL;
}

uint32_t mon_sync_index(rt_object *o)
{
    uint32_t h = atomic_load((_Atomic uint32_t *)rt_obj_header(o));
    return is_syncindex(h) ? (h & RT_HDR_INDEX_MASK) : 0;
}

/* Make the block's Lock (an object in C memory, see monitor_internal.h):
 * held by `owner` with `rec` extra levels, or free. */
static void make_lock(mon_syncblock *sb, uint32_t owner, uint32_t rec)
{
    memset(sb->lock_mem, 0, sizeof sb->lock_mem);
    if (!mon_lock_fields())
        return;
    char *l = (char *)sb->lock_mem + GC_OBJ_PREFIX;
    *(int32_t *)(l + mon_state.lock_state_off) = owner ? 1 : 0;   /* Lock.Locked */
    *(int32_t *)(l + mon_state.lock_owner_off) = (int32_t)owner;
    *(int32_t *)(l + mon_state.lock_rec_off) = (int32_t)rec;
    __atomic_store_n((void **)l, (void *)mon_state.lock_type, __ATOMIC_RELEASE);   /* the type word last */
}

/* Fill an unpublished block from header h. */
static void fill_from(mon_syncblock *sb, rt_object *o, uint32_t h)
{
    atomic_store(&sb->obj, o);
    if (h & RT_HDR_HASH_OR_SYNCBLK) {          /* hashed (sync index excluded by caller) */
        atomic_store(&sb->hash, (int)(h & RT_HDR_INDEX_MASK));
        atomic_store(&sb->owner, 0);
        atomic_store(&sb->word, 0);
        atomic_store_explicit(&sb->recursion, 0, memory_order_relaxed);
        make_lock(sb, 0, 0);
        return;
    }
    uint32_t owner = h & RT_HDR_THREAD_ID_MASK;
    atomic_store(&sb->hash, 0);
    atomic_store(&sb->owner, owner);
    atomic_store(&sb->word, owner ? 1u : 0u);
    atomic_store_explicit(&sb->recursion, owner ? (h & RT_HDR_RECURSION_MASK) >> RT_HDR_RECURSION_SHIFT : 0,
                          memory_order_relaxed);
    make_lock(sb, owner, atomic_load_explicit(&sb->recursion, memory_order_relaxed));
}

mon_syncblock *mon_inflate(rt_object *o)
{
    _Atomic uint32_t *hp = (_Atomic uint32_t *)rt_obj_header(o);
    uint32_t idx = 0;
    mon_syncblock *sb = NULL;
    for (;;) {
        uint32_t h = atomic_load(hp);
        if (is_syncindex(h)) {
            if (idx)
                mon_sb_release(idx);
            return published(o, h);
        }
        if (h & RT_HDR_SPIN_LOCK) {            /* not used by Kiln today; wait it out */
            mon_cpu_relax();
            continue;
        }
        if (!idx) {
            idx = mon_sb_alloc();
            sb = mon_sb_get(idx);
        }
        fill_from(sb, o, h);
        KILN_ASSERT(idx <= RT_HDR_INDEX_MASK);
        uint32_t nh = (h & RT_HDR_GC_MASK) | RT_HDR_HASH_OR_SYNCBLK | idx;
        if (atomic_compare_exchange_strong(hp, &h, nh)) {
            atomic_fetch_add(&mon_state.inflations, 1);
            atomic_fetch_add(&mon_state.live, 1);
            atomic_fetch_add(&rt_state.counters.lock_inflations, 1);
            return sb;
        }
    }
}

void mon_gc_after_mark(void)
{
    uint32_t end = atomic_load(&mon_state.next_index);
    for (uint32_t i = 1; i < end; i++) {
        mon_syncblock *sb = mon_sb_get(i);
        if (!sb)
            break;
        rt_object *o = atomic_load(&sb->obj);
        if (o && !gc_is_marked(o)) {
            push_free(i);
            atomic_fetch_sub(&mon_state.live, 1);
            atomic_fetch_add(&mon_state.freed, 1);
        }
    }
}

/* Tell the code generators where ObjectHeader.SyncBlockLock loads from. */
void mon_publish_table_abi(void)
{
    rt_sync_table_abi *a = &rt_state.sync_table;
    a->symbol = "mon_state";
    a->base = &mon_state;
    a->base_size = (uint32_t)sizeof mon_state;
    a->chunks_offset = (uint32_t)offsetof(mon_vm, chunks);
    a->chunk_bits = MON_CHUNK_BITS;
    a->entry_size = (uint32_t)sizeof(mon_syncblock);
    a->lock_offset = (uint32_t)offsetof(mon_syncblock, lock_mem) + GC_OBJ_PREFIX;
}

rt_object *mon_sb_lock(mon_syncblock *sb)
{
    rt_object *l = (rt_object *)(sb->lock_mem + GC_OBJ_PREFIX);
    return __atomic_load_n((void **)l, __ATOMIC_ACQUIRE) ? l : NULL;
}

/* GC roots (world stopped): an embedded Lock is not in the heap, so the
 * collector never scans it; what it refers to (its Condition, holding the
 * Wait queue) is marked from here. */
void mon_gc_roots(gc_mark_fn mark)
{
    if (atomic_load_explicit(&mon_state.lock_fields_ready, memory_order_acquire) <= 0)
        return;
    uint32_t end = atomic_load(&mon_state.next_index);
    for (uint32_t i = 1; i < end; i++) {
        mon_syncblock *sb = mon_sb_get(i);
        if (!sb)
            break;
        rt_object *l = mon_sb_lock(sb);
        void *cond = l ? *(void **)((char *)l + mon_state.lock_cond_off) : NULL;
        if (cond)
            mark(cond);
    }
}

void mon_get_stats(mon_stats *out)
{
    memset(out, 0, sizeof *out);
    out->inflations = atomic_load(&mon_state.inflations);
    out->contended = mon_contended_total();
    out->sync_blocks_live = atomic_load(&mon_state.live);
    out->sync_blocks_freed = atomic_load(&mon_state.freed);
    out->table_capacity = (uint64_t)atomic_load(&mon_state.nchunks) * MON_CHUNK_SIZE;
}
