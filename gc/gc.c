/* gc.c - set-up, the collection cycle, triggers and statistics.
 *
 * A collection (collector = the thread that asked, holding collect_lock and
 * threads_lock): stop the world, verify (optional: the heap and the
 * remembered set), flush thread caches, mark (full: clear every mark
 * first; minor: the dirty cards first), mark roots (every thread's saved
 * registers and stack, then the runtime's roots callback), drain, run the
 * after-mark callback, sweep, clear the cards, verify (optional), return
 * surplus pages, resume.
 *
 * Invariants: at most one collection runs at a time; a thread that wanted to
 * collect while another did waits (GC_SAFE) and then just retries its
 * allocation; the stats counters only grow, except heap_size and
 * live_after_last which describe the present.
 */
#include "gc/gc_internal.h"
#include "gc/gc_testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

gc_state gc_st;

uint64_t gc_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void init_locks(void)
{
    pthread_mutex_init(&gc_st.heap_lock, NULL);
    pthread_mutex_init(&gc_st.threads_lock, NULL);
    pthread_mutex_init(&gc_st.collect_lock, NULL);
    pthread_mutex_init(&gc_st.stw_lock, NULL);
    pthread_mutex_init(&gc_st.list_lock, NULL);
    pthread_cond_init(&gc_st.parked_cond, NULL);
    pthread_cond_init(&gc_st.resume_cond, NULL);
    pthread_cond_init(&gc_st.released_cond, NULL);
    gc_st.held = 0;
}

void gc_init(const gc_config *cfg)
{
    static const gc_config defaults;
    if (!cfg)
        cfg = &defaults;
    if (gc_st.initialized) {
        fprintf(stderr, "kiln: gc: gc_init called twice (gc_shutdown first)\n");
        abort();
    }
    memset(&gc_st, 0, sizeof gc_st);
    size_t limit = cfg->heap_limit;
    gc_st.budget = cfg->budget ? cfg->budget : GC_DEFAULT_BUDGET;
    gc_st.stress = cfg->stress;
    gc_st.verify = cfg->verify;
    init_locks();
    gc_heap_init(limit ? limit : GC_DEFAULT_LIMIT);
    atomic_store(&gc_stop_requested, 0);
    gc_st.initialized = true;
}

void gc_shutdown(void)
{
    if (!gc_st.initialized)
        return;
    if (gc_st.threads) {
        fprintf(stderr, "kiln: gc: gc_shutdown with threads still attached\n");
        abort();
    }
    gc_heap_destroy();
    gc_mark_destroy();
    memset(&gc_st, 0, sizeof gc_st);
}

void gc_set_roots_callback(gc_roots_fn fn)
{
    gc_st.roots_fn = fn;
}

void gc_set_after_mark_callback(gc_after_mark_fn fn)
{
    gc_st.after_mark_fn = fn;
}

void gc_set_describe_callback(gc_describe_fn fn)
{
    gc_st.describe_fn = fn;
}

static void mark_thread(const gc_thread *u)
{
    gc_mark_conservative_range(&u->regs, (const char *)&u->regs + sizeof u->regs);
    if (u->stack_lo && (const char *)u->stack_lo < (const char *)u->stack_hi)
        gc_mark_conservative_range(u->stack_lo, u->stack_hi);
}

static void mark_roots(void)
{
    for (const gc_thread *u = gc_st.threads; u; u = u->next)
        mark_thread(u);
    gc_mark_drain();
    if (gc_st.roots_fn)
        gc_st.roots_fn(gc_mark_ref);
    gc_mark_drain();
}

static void max_into(atomic_uint_fast64_t *max, uint64_t ns)
{
    uint64_t m = atomic_load(max);
    while (ns > m && !atomic_compare_exchange_weak(max, &m, ns))
        ;
}

static void record_pause(uint64_t ns, bool full)
{
    atomic_fetch_add(&gc_st.collections, 1);
    atomic_fetch_add(&gc_st.pause_total_ns, ns);
    max_into(&gc_st.pause_max_ns, ns);
    if (full) {
        atomic_fetch_add(&gc_st.full_collections, 1);
        atomic_fetch_add(&gc_st.full_pause_total_ns, ns);
        max_into(&gc_st.full_pause_max_ns, ns);
        return;
    }
    atomic_fetch_add(&gc_st.minor_collections, 1);
    atomic_fetch_add(&gc_st.minor_pause_total_ns, ns);
    max_into(&gc_st.minor_pause_max_ns, ns);
}

/* Mark: a full collection from no marks and the roots; a minor one from
 * the old objects' marks, the dirty cards and the roots. */
static void mark(bool full)
{
    gc_mark_reset();
    if (full)
        gc_mark_clear_all();
    else
        atomic_fetch_add(&gc_st.cards_scanned, gc_cards_scan());
    mark_roots();
}

/* After the sweep: the young survivors became old; no card need stay dirty. */
static void account(bool full, uint64_t live_before)
{
    uint64_t live = atomic_load(&gc_st.live_after_last);
    gc_cards_clear();
    if (full)
        atomic_store(&gc_st.live_after_full, live);
    else if (live > live_before)
        atomic_fetch_add(&gc_st.bytes_promoted, live - live_before);
}

/* The cycle itself; collect_lock held, self RUNNING. */
static void collect_locked(gc_thread *self, bool full)
{
    pthread_mutex_lock(&gc_st.threads_lock);
    uint64_t t0 = gc_now_ns();
    gc_stop_world(self);
    gc_st.in_collection = true;
    gc_st.full_now = full;
    gc_thread_save_context(self);
    if (gc_st.verify) {
        gc_verify_heap();
        gc_verify_remembered();
    }
    gc_cache_flush_all();
    uint64_t live_before = atomic_load(&gc_st.live_after_last);
    mark(full);
    if (gc_st.after_mark_fn)
        gc_st.after_mark_fn();
    gc_sweep();
    account(full, live_before);
    if (gc_st.verify)
        gc_verify_heap();
    gc_release_excess();
    gc_st.in_collection = false;
    gc_resume_world();
    record_pause(gc_now_ns() - t0, full);
    pthread_mutex_unlock(&gc_st.threads_lock);
}

/* Wait for the collection lock as a GC-safe thread, so a collector already
 * running does not wait for us. */
static void lock_collector(gc_thread *t)
{
    gc_safe_enter(t);
    pthread_mutex_lock(&gc_st.collect_lock);
    gc_safe_leave(t);
}

void gc_collect(gc_thread *t)
{
    lock_collector(t);
    collect_locked(t, true);
    pthread_mutex_unlock(&gc_st.collect_lock);
}

static uint64_t collections_of_kind(bool full)
{
    return atomic_load(full ? &gc_st.full_collections : &gc_st.collections);
}

/* From the allocation slow path: collect unless another thread did so
 * while we waited for the lock (a full collection is wanted before the
 * heap is declared exhausted: only another full one stands in for it). */
void gc_collect_for_alloc(gc_thread *t, bool full)
{
    uint64_t seen = collections_of_kind(full);
    lock_collector(t);
    if (collections_of_kind(full) == seen)
        collect_locked(t, full);
    pthread_mutex_unlock(&gc_st.collect_lock);
}

void gc_get_stats(gc_stats *out)
{
    memset(out, 0, sizeof *out);
    out->collections = atomic_load(&gc_st.collections);
    out->pause_total_ns = atomic_load(&gc_st.pause_total_ns);
    out->pause_max_ns = atomic_load(&gc_st.pause_max_ns);
    out->minor_collections = atomic_load(&gc_st.minor_collections);
    out->minor_pause_total_ns = atomic_load(&gc_st.minor_pause_total_ns);
    out->minor_pause_max_ns = atomic_load(&gc_st.minor_pause_max_ns);
    out->full_pause_total_ns = atomic_load(&gc_st.full_pause_total_ns);
    out->full_pause_max_ns = atomic_load(&gc_st.full_pause_max_ns);
    out->bytes_promoted = atomic_load(&gc_st.bytes_promoted);
    out->cards_scanned = atomic_load(&gc_st.cards_scanned);
    out->heap_size = atomic_load(&gc_st.heap_size);
    out->live_after_last = atomic_load(&gc_st.live_after_last);
    /* list_lock, not threads_lock: a collection holds threads_lock while it
     * waits for this (possibly attached) thread to stop. */
    pthread_mutex_lock(&gc_st.list_lock);
    uint64_t bytes = gc_st.bytes_detached;
    for (gc_thread *u = gc_st.threads; u; u = u->next)
        bytes += __atomic_load_n(&u->bytes_allocated, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&gc_st.list_lock);
    out->bytes_allocated = bytes;
}
