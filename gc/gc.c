/* gc.c - set-up, the collection cycle, triggers and statistics.
 *
 * Pauses (docs/gc.md, "Incremental marking"): minor and full collections;
 * a minor one may begin an old-generation cycle, whose marking then runs
 * in slices (stop the world, scan a bounded number of grey old objects,
 * resume) and ends in a remark (a minor collection that also drains the
 * grey stack and frees the old objects the cycle did not reach).
 *
 * A collection (collector = the thread that asked, holding collect_lock and
 * threads_lock): stop the world, verify (optional: the heap and the
 * remembered set), flush thread caches, mark (full: clear every mark and
 * card first; minor: the dirty cards first, cleaning them), mark roots
 * (every thread's saved registers and stack, then the runtime's roots
 * callback), drain, run the after-mark callback, sweep (full: every
 * survivor old; minor: the aged ones), verify (optional: the heap and the
 * remembered set again), resume; then return surplus pages.
 *
 * A minor collection while no cycle runs may stop part-way (docs/gc.md,
 * "Minor collections in slices"): its first pause leaves grey young
 * objects on the collector's mark stack (minor_open), slices drain more,
 * and a minor pause closes it (roots and every dirty card again, then the
 * sweep). No cycle begins while one is open; a full collection drops it.
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
#include <sched.h>
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
    gc_st.nursery = cfg->nursery;
    gc_st.stress = cfg->stress;
    gc_st.verify = cfg->verify;
    gc_st.trace = cfg->trace;
    gc_st.incremental = GC_GENERATIONAL && !cfg->stop_the_world_old;
    gc_st.slice_ns = cfg->slice_ns ? cfg->slice_ns : GC_SLICE_NS;
    init_locks();
    gc_mark_init(cfg->markers);
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

/* The roots, then the drain: the bulk of the marking, parallel when
 * large; or, when `budget` is not 0, at most that many objects and no
 * longer than a slice, serially. Returns whether grey objects are left. */
static bool mark_roots(size_t budget, uint64_t t0)
{
    for (const gc_thread *u = gc_st.threads; u; u = u->next)
        mark_thread(u);
    if (gc_st.roots_fn)
        gc_st.roots_fn(gc_mark_ref);
    if (budget) {
        gc_mark_drain_some(budget, t0, gc_st.slice_ns);
        if (gc_st.markers[0].top > 0)
            return true;
    }
    gc_mark_drain_all();
    return false;
}

static void max_into(atomic_uint_fast64_t *max, uint64_t ns)
{
    uint64_t m = atomic_load(max);
    while (ns > m && !atomic_compare_exchange_weak(max, &m, ns))
        ;
}

/* Bucket of a pause in the histogram: 8 per power of two. */
static unsigned hist_bucket(uint64_t ns)
{
    if (ns < 8)
        return (unsigned)ns;
    unsigned e = 63u - (unsigned)__builtin_clzll(ns);
    return (e - 2u) * 8u + (unsigned)((ns >> (e - 3u)) & 7u);
}

/* The middle of a bucket's range. */
static uint64_t hist_value(unsigned k)
{
    if (k < 8)
        return k;
    unsigned e = k / 8u + 2u;
    uint64_t lo = (uint64_t)(8u + k % 8u) << (e - 3u);
    return lo + ((uint64_t)1 << (e - 3u)) / 2u;
}

/* The q-th quantile (q in [0, 1]) of the pauses of the kinds in mask
 * (bit GC_KIND_*), no more than the largest pause seen; 0 when none. */
static uint64_t hist_quantile(unsigned mask, double q, uint64_t max)
{
    uint64_t n = 0, seen = 0;
    for (unsigned kind = 0; kind < 2; kind++)
        for (unsigned k = 0; (mask >> kind & 1) && k < GC_HIST_BUCKETS; k++)
            n += __atomic_load_n(&gc_st.pause_hist[kind][k], __ATOMIC_RELAXED);
    if (n == 0)
        return 0;
    uint64_t want = (uint64_t)(q * (double)n + 0.999999);
    if (want == 0)
        want = 1;
    for (unsigned k = 0; k < GC_HIST_BUCKETS; k++) {
        for (unsigned kind = 0; kind < 2; kind++)
            if (mask >> kind & 1)
                seen += __atomic_load_n(&gc_st.pause_hist[kind][k], __ATOMIC_RELAXED);
        if (seen >= want)
            return hist_value(k) < max ? hist_value(k) : max;
    }
    return max;
}

/* A pause of kind k: a slice frees nothing, so it is not a collection,
 * but it is an old-generation pause (the full kind's histogram, total and
 * maximum); a remark finishes a cycle, so it counts as a full collection.
 * A minor collection's slices are minor pauses but not collections: the
 * pause that closes it counts the collection. */
static void record_pause(uint64_t ns, gc_pause_kind k)
{
    bool full = k != GC_PAUSE_MINOR && k != GC_PAUSE_MINOR_SLICE;
    uint64_t *bucket = &gc_st.pause_hist[full ? GC_KIND_FULL : GC_KIND_MINOR][hist_bucket(ns)];
    __atomic_store_n(bucket, *bucket + 1, __ATOMIC_RELAXED);   /* one writer: the collector */
    atomic_fetch_add(&gc_st.pause_total_ns, ns);
    max_into(&gc_st.pause_max_ns, ns);
    if (k == GC_PAUSE_SLICE)
        atomic_fetch_add(&gc_st.major_slices, 1);
    else if (k == GC_PAUSE_MINOR_SLICE)
        atomic_fetch_add(&gc_st.minor_slices, 1);
    else
        atomic_fetch_add(&gc_st.collections, 1);
    if (k == GC_PAUSE_REMARK)
        atomic_fetch_add(&gc_st.major_cycles, 1);
    if (full) {
        if (k != GC_PAUSE_SLICE)
            atomic_fetch_add(&gc_st.full_collections, 1);
        atomic_fetch_add(&gc_st.full_pause_total_ns, ns);
        max_into(&gc_st.full_pause_max_ns, ns);
        return;
    }
    if (k == GC_PAUSE_MINOR)
        atomic_fetch_add(&gc_st.minor_collections, 1);
    atomic_fetch_add(&gc_st.minor_pause_total_ns, ns);
    max_into(&gc_st.minor_pause_max_ns, ns);
}

/* Times of a collection's phases (ns since its start), for KILN_GCTRACE. */
typedef struct phase_times {
    uint64_t t0, stopped, cards, marked, swept, released;   /* released: after the pause */
    uint64_t cpu0, cpu1;    /* the collector thread's CPU time at the start and end of the pause */
    uint64_t dirty;
    uint64_t since;         /* bytes allocated since the last sweep, at the pause's start */
    uint64_t remarked;      /* the remark: when its own draining ended */
    bool parallel;          /* the helper markers took part in the marking */
} phase_times;

static uint64_t thread_cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Mark: a full collection from no marks, no dirty card and the roots; a
 * minor one from the old objects' marks, the dirty cards and the roots.
 * A minor one that may stop part-way (`budget` not 0) drains at most
 * that many objects, for no longer than a slice: grey objects left open
 * it (returns true). The pause that closes one keeps its stack (empty,
 * but maybe overflowed) and its marks, and scans the dirty cards of
 * young blocks too: a marked young object is black, and what the
 * program stored into it since is there (docs/gc.md, "Minor collections
 * in slices"). */
static bool mark(bool full, phase_times *pt, size_t budget)
{
    bool closing = !full && atomic_load(&gc_st.minor_open);
    if (!closing)
        gc_mark_reset();
    if (full) {
        gc_mark_clear_all();
        gc_cards_clear();   /* it makes every survivor old: no card need stay dirty */
    } else {
        gc_mark_young_map();
        gc_st.minor_closing = closing;
        pt->dirty = gc_cards_scan();
        gc_st.minor_closing = false;
        atomic_fetch_add(&gc_st.cards_scanned, pt->dirty);
        max_into(&gc_st.cards_max, pt->dirty);
    }
    pt->cards = gc_now_ns();
    uint64_t drains = atomic_load(&gc_st.parallel_drains);
    bool open = mark_roots(closing ? 0 : budget, pt->stopped);
    pt->parallel = atomic_load(&gc_st.parallel_drains) != drains;
    pt->marked = gc_now_ns();
    return open;
}

static const char *const pause_names[] = { "minor", "full", "slice", "remark", "minor slice" };

static void trace(gc_pause_kind k, bool begin, const phase_times *pt, uint64_t end)
{
#define MS(a, b) ((double)((b) - (a)) / 1e6)
    bool full = k == GC_PAUSE_FULL;
    fprintf(stderr,
            "kiln: gc: %s%s %llu: pause %.3f ms, cpu %.3f ms (stop %.3f, %s %.3f, mark%s %.3f (of which grey %.3f), sweep %.3f; then release %.3f), "
            "%s %llu, grey %llu, live %.1f MB, old %.1f MB, heap %.1f MB, frontier %.1f MB, after %.1f MB\n",
            pause_names[k], begin ? "+begin" : "", (unsigned long long)atomic_load(&gc_st.collections), MS(pt->t0, end),
            MS(pt->cpu0, pt->cpu1),
            MS(pt->t0, pt->stopped), full ? "clear" : "cards", MS(pt->stopped, pt->cards), pt->parallel ? " (parallel)" : "", MS(pt->cards, pt->marked),
            pt->remarked ? MS(pt->marked, pt->remarked) : 0.0, MS(pt->marked, pt->swept), MS(end, pt->released),
            k == GC_PAUSE_SLICE || k == GC_PAUSE_MINOR_SLICE ? "objects scanned" : "dirty cards", (unsigned long long)pt->dirty,
            (unsigned long long)(k == GC_PAUSE_MINOR_SLICE ? gc_st.markers[0].top : gc_st.major_top),
            (double)atomic_load(&gc_st.live_after_last) / 1048576.0, (double)atomic_load(&gc_st.old_bytes) / 1048576.0,
            (double)atomic_load(&gc_st.heap_size) / 1048576.0, (double)gc_frontier_bytes() / 1048576.0,
            (double)pt->since / 1048576.0);
#undef MS
}

/* After the sweep: a full collection or a remark leaves the old
 * generation's new base, and says how much of the old growth since the
 * last base died (up to half of it; the old bytes before it, less those
 * after: the objects it promoted are counted against it, so this errs
 * towards less), averaged into old_death with the figure before it: a
 * cycle that began while what it would have freed still lived frees
 * nothing, which says little about the next (binarytrees 16: one such
 * cycle made the next wait for half a budget of growth, 3.5 MB more
 * peak); a minor one frees no old object, so the growth
 * of the old bytes is what it promoted; the young bytes left are aged
 * ones, which bound the next nursery (gc_alloc.c). The next slice is due
 * a nursery / GC_SLICE_SPACING of allocation from now. */
static void account(bool full, uint64_t old_before)
{
    uint64_t old = atomic_load(&gc_st.old_bytes), live = atomic_load(&gc_st.live_after_last);
    if (full) {
        uint64_t base = atomic_load(&gc_st.live_after_full);
        uint64_t growth = old_before > base ? old_before - base : 0;
        uint64_t freed = old_before > old ? old_before - old : 0;
        uint64_t death = growth ? freed * 2 * GC_DEATH_HALF / growth : 0;
        if (death > GC_DEATH_HALF)
            death = GC_DEATH_HALF;
        atomic_store(&gc_st.old_death, (unsigned)((death + atomic_load(&gc_st.old_death)) / 2));
        atomic_store(&gc_st.live_after_full, old);
    } else {
        if (old > old_before)
            atomic_fetch_add(&gc_st.bytes_promoted, old - old_before);
        atomic_store(&gc_st.few_survivors, live - old_before < GC_FEW_SURVIVORS);
    }
    atomic_store(&gc_st.young_aged, live > old ? live - old : 0);
    atomic_store(&gc_st.slice_at, gc_nursery_size() / GC_SLICE_SPACING);
    gc_nursery_open_update();
}

/* The next slice is due a nursery / GC_SLICE_SPACING of allocation from now. */
static void schedule_slice(void)
{
    uint64_t spacing = gc_nursery_size() / GC_SLICE_SPACING;
    atomic_store(&gc_st.slice_at, atomic_load(&gc_st.alloc_since_gc) + spacing);
}

/* A slice's draining: at most `budget` objects, and no longer than
 * slice_ns (GC_SLICE_NS) from the start of the pause (`t0`). The budget assumes
 * the few nanoseconds an object costs when the old generation was built
 * in order (a tree); in a heap a program churns at random each object is
 * a cache miss or more, and 262144 of them took 11-16 ms (docs/gc.md,
 * "The cost of a cycle"). The clock is read every GC_SLICE_CLOCK_EVERY
 * objects. */
static size_t drain_for_slice(size_t budget, uint64_t t0)
{
    size_t done = 0;
    while (done < budget && gc_st.major_top > 0) {
        size_t step = budget - done < GC_SLICE_CLOCK_EVERY ? budget - done : GC_SLICE_CLOCK_EVERY;
        done += gc_major_drain(step);
        if (gc_now_ns() - t0 >= gc_st.slice_ns)
            break;
    }
    return done;
}

/* A slice: part of the old generation's marking; when nothing grey is
 * left, the next collection is the remark. World stopped. */
static void slice(phase_times *pt)
{
    pt->cards = gc_now_ns();
    if (atomic_load(&gc_st.major_active)) {
        pt->dirty = drain_for_slice(gc_st.slice_budget, pt->stopped);
        gc_st.cycle_scanned += pt->dirty;
        if (gc_st.major_top == 0)
            atomic_store(&gc_st.remark_due, true);
    }
    pt->marked = pt->swept = gc_now_ns();
    schedule_slice();
}

/* The next slice of an open minor collection is due GC_MINOR_SLICE_SPACING
 * of allocation from now. */
static void schedule_minor_slice(void)
{
    atomic_store(&gc_st.minor_slice_at, atomic_load(&gc_st.alloc_since_gc) + GC_MINOR_SLICE_SPACING);
}

/* A slice of an open minor collection: more of its grey young objects.
 * The objects allocated since it opened stay unmarked (the pause that
 * closes it finds those still reachable from the roots and the dirty
 * cards); young_map is built again for the blocks threads took since.
 * When nothing grey is left, the next pause closes it. World stopped. */
static void minor_slice(phase_times *pt)
{
    pt->cards = gc_now_ns();
    gc_mark_young_map();
    pt->dirty = gc_mark_drain_some(gc_st.minor_slice_budget, pt->stopped, gc_st.slice_ns);
    if (gc_st.markers[0].top == 0)
        atomic_store(&gc_st.minor_close_due, true);
    pt->marked = pt->swept = gc_now_ns();
    schedule_minor_slice();
}

/* The remark, after the minor collection's marking: the rest of the grey
 * objects (the roots and dirty cards the minor marking just scanned
 * greyed what the mutator moved), the invariant checked, and the sweep
 * told to free the old objects the cycle did not reach. */
static void remark(phase_times *pt)
{
    gc_major_finish();
    pt->remarked = gc_now_ns();
    if (gc_st.verify)
        gc_verify_remark();
    gc_st.major_remark = true;
}

/* The objects each slice of a new cycle may scan: the old generation's
 * objects now (estimated from the last cycle: its slices' objects for
 * its old bytes when it began) spread over half of GC_SLICE_SPACING
 * slices, so a cycle ends within the nursery it began in, and the old
 * objects that die during one are freed soon after (docs/gc.md, "The
 * heap's peak"); within GC_SLICE_WORK and GC_SLICE_WORK_MAX. */
static uint64_t slice_work_for(uint64_t last_scanned, uint64_t last_old, uint64_t old_now)
{
    uint64_t objects = last_old ? (uint64_t)((double)last_scanned * (double)old_now / (double)last_old) : 0;
    uint64_t w = objects * 5 / 4 / (GC_SLICE_SPACING / 2);   /* a quarter more: the roots, the growth */
    return w < GC_SLICE_WORK ? GC_SLICE_WORK : w > GC_SLICE_WORK_MAX ? GC_SLICE_WORK_MAX : w;
}

/* One collection (minor, full or remark: marking, the after-mark
 * callback, sweep). World stopped. A minor one may stop part-way
 * (`budget` not 0: the objects its first pause may scan): returns false
 * when it did, leaving it open (its slices and the pause that closes it
 * follow; docs/gc.md, "Minor collections in slices"). A full collection
 * drops an open minor collection (it clears every mark). */
static bool collect_stopped(gc_thread *self, gc_pause_kind k, bool begin, phase_times *pt, size_t budget)
{
    bool full = k == GC_PAUSE_FULL;
    gc_st.in_collection = true;
    gc_st.full_now = full;
    gc_context_record(self);
    if (gc_st.verify)
        gc_verify_collection(false);
    if (full)
        atomic_store(&gc_st.minor_open, false);
    bool closing = atomic_load(&gc_st.minor_open);
    gc_cache_flush_all();
    if (full && atomic_load(&gc_st.major_active))
        gc_major_abort();
    if (begin && !atomic_load(&gc_st.major_active)) {
        gc_major_begin();
        gc_st.minors_this_cycle = 0;
        uint64_t old_now = atomic_load(&gc_st.old_bytes);
        gc_st.slice_work = slice_work_for(gc_st.cycle_scanned, gc_st.cycle_old, old_now);
        gc_st.cycle_scanned = 0;
        gc_st.cycle_old = old_now;
    }
    if (atomic_load(&gc_st.major_active)) {   /* how long a cycle lasts, for the peak trigger (gc_alloc.c) */
        gc_st.minors_this_cycle++;
        if (k == GC_PAUSE_REMARK)
            atomic_store(&gc_st.cycle_minors, gc_st.minors_this_cycle);
    }
    uint64_t old_before = atomic_load(&gc_st.old_bytes);
    if (mark(full, pt, budget)) {
        atomic_store(&gc_st.minor_close_due, false);
        atomic_store(&gc_st.minor_open, true);
        schedule_minor_slice();
        pt->swept = gc_now_ns();
        gc_st.in_collection = false;
        return false;
    }
    if (closing)
        atomic_store(&gc_st.minor_open, false);
    if (k == GC_PAUSE_REMARK)
        remark(pt);
    if (gc_st.after_mark_fn)
        gc_st.after_mark_fn();
    gc_sweep(full);
    pt->swept = gc_now_ns();
    if (gc_st.major_remark) {
        gc_st.major_remark = false;
        gc_major_abort();   /* the cycle is over */
    }
    account(full || k == GC_PAUSE_REMARK, old_before);
    if (gc_st.verify)
        gc_verify_collection(true);
    gc_st.in_collection = false;
    return true;
}

/* Before a pause the allocation triggered, the collector gives up its
 * core (docs/gc.md, "Pauses on a busy machine"): with another task
 * runnable, the scheduler runs it now, while the world still runs, and
 * the pause then begins on a fresh time slice instead of the tail of one
 * (Linux's EEVDF slice is 1.4 ms here, shorter than a minor collection's
 * marking), so it is less often preempted in the middle, with every
 * thread of the program stopped. With nothing else runnable it returns
 * at once. Not under stress (a pause at every slow path) nor for
 * GC.Collect, whose callers want the collection now. */
static void yield_before_pause(void)
{
    if (!gc_st.stress)
        sched_yield();
}

/* The pause itself; collect_lock held, self RUNNING. A remark asked for
 * when no cycle runs (a full collection ended it) is a minor collection;
 * a minor slice when no minor collection is open (another thread closed
 * it) is nothing. A cycle never begins while a minor collection is open:
 * that one is closed first, in a pause of its own. `budget`: a minor
 * collection may stop part-way after that many objects (0: it may not). */
static void collect_locked(gc_thread *self, gc_pause_kind k, bool begin, size_t budget)
{
    if ((k == GC_PAUSE_REMARK || k == GC_PAUSE_SLICE) && !atomic_load(&gc_st.major_active))
        k = GC_PAUSE_MINOR;
    if (k == GC_PAUSE_MINOR_SLICE && !atomic_load(&gc_st.minor_open))
        return;
    if (begin && atomic_load(&gc_st.minor_open))
        collect_locked(self, GC_PAUSE_MINOR, false, 0);
    if (begin || atomic_load(&gc_st.major_active) || !gc_st.incremental)
        budget = 0;
    pthread_mutex_lock(&gc_st.threads_lock);
    phase_times pt = { .t0 = gc_now_ns(), .cpu0 = gc_st.trace ? thread_cpu_ns() : 0,
                       .since = atomic_load(&gc_st.alloc_since_gc) };
    gc_stop_world(self);
    pt.stopped = gc_now_ns();
    pt.remarked = 0;
    if (k == GC_PAUSE_SLICE)
        slice(&pt);
    else if (k == GC_PAUSE_MINOR_SLICE)
        minor_slice(&pt);
    else if (!collect_stopped(self, k, begin, &pt, budget))
        k = GC_PAUSE_MINOR_SLICE;   /* it stopped part-way: open */
    gc_resume_world();
    uint64_t end = gc_now_ns();
    pt.cpu1 = gc_st.trace ? thread_cpu_ns() : 0;
    record_pause(end - pt.t0, k);
    if (k != GC_PAUSE_SLICE && k != GC_PAUSE_MINOR_SLICE) {
        pthread_mutex_lock(&gc_st.heap_lock);
        gc_release_excess();
        pthread_mutex_unlock(&gc_st.heap_lock);
    }
    pt.released = gc_now_ns();
    if (gc_st.trace)
        trace(k, begin, &pt, end);
    pthread_mutex_unlock(&gc_st.threads_lock);
}

/* Enter the collector: hold the context recorded here, in the entry's own
 * frame (always inlined: a record taken in a frame that returns would lie
 * where the collector's frames go next), then wait for the collection
 * lock as a GC-safe thread, so a collector already running does not wait
 * for us. Returns whether the hold was taken here (from the allocator's
 * slow path it already was). */
static inline __attribute__((always_inline)) bool enter_collector(gc_thread *t)
{
    bool held = gc_context_hold(t);
    gc_safe_enter(t);
    pthread_mutex_lock(&gc_st.collect_lock);
    gc_safe_leave(t);
    return held;
}

static void leave_collector(gc_thread *t, bool held)
{
    pthread_mutex_unlock(&gc_st.collect_lock);
    gc_context_release(t, held);
}

void gc_collect(gc_thread *t)
{
    bool held = enter_collector(t);
    collect_locked(t, GC_PAUSE_FULL, false, 0);
    leave_collector(t, held);
}

void gc_collect_minor(gc_thread *t)
{
    bool held = enter_collector(t);
    collect_locked(t, GC_GENERATIONAL ? GC_PAUSE_MINOR : GC_PAUSE_FULL, false, 0);
    leave_collector(t, held);
}

void gc_cycle_begin(gc_thread *t)
{
    bool held = enter_collector(t);
    collect_locked(t, GC_PAUSE_MINOR, true, 0);
    leave_collector(t, held);
}

size_t gc_cycle_slice(gc_thread *t, size_t budget)
{
    bool held = enter_collector(t);
    gc_st.slice_budget = budget;
    collect_locked(t, GC_PAUSE_SLICE, false, 0);
    size_t left = gc_st.major_top;
    leave_collector(t, held);
    return left;
}

void gc_cycle_remark(gc_thread *t)
{
    bool held = enter_collector(t);
    collect_locked(t, GC_PAUSE_REMARK, false, 0);
    leave_collector(t, held);
}

void gc_minor_open(gc_thread *t, size_t budget)
{
    bool held = enter_collector(t);
    collect_locked(t, GC_PAUSE_MINOR, false, budget ? budget : 1);
    leave_collector(t, held);
}

size_t gc_minor_slice(gc_thread *t, size_t budget)
{
    bool held = enter_collector(t);
    gc_st.minor_slice_budget = budget ? budget : 1;
    collect_locked(t, GC_PAUSE_MINOR_SLICE, false, 0);
    size_t left = gc_st.markers[0].top;
    leave_collector(t, held);
    return left;
}

int gc_minor_is_open(void)
{
    return atomic_load(&gc_st.minor_open);
}

void gc_debug_set_slice_ns(uint64_t ns)
{
    gc_st.slice_ns = ns;
}

int gc_cycle_active(void)
{
    return atomic_load(&gc_st.major_active);
}

/* Pauses that stand in for a collection of this kind: any full one for a
 * full one; for a minor one, any collection, and any pause of a minor
 * collection in slices (one another thread opened is not closed by ours
 * at once, which would mark the rest of it in one pause). */
static uint64_t collections_of_kind(bool full)
{
    if (full)
        return atomic_load(&gc_st.full_collections);
    return atomic_load(&gc_st.collections) + atomic_load(&gc_st.minor_slices);
}

/* The objects an allocation's minor collection may scan in one pause
 * before it stops part-way: under stress a few, so that most minor
 * collections are sliced; else no bound but the slice's time. */
static size_t minor_budget(void)
{
    return gc_st.stress ? GC_STRESS_MINOR_WORK : SIZE_MAX;
}

/* From the allocation slow path: collect unless another thread did so
 * while we waited for the lock (a full collection is wanted before the
 * heap is declared exhausted: only another full one stands in for it). */
void gc_collect_for_alloc(gc_thread *t, bool full)
{
    uint64_t seen = collections_of_kind(full);
    bool held = enter_collector(t);
    if (collections_of_kind(full) == seen) {
        yield_before_pause();
        gc_st.minor_slice_budget = minor_budget();
        collect_locked(t, full ? GC_PAUSE_FULL : GC_PAUSE_MINOR, false, full ? 0 : minor_budget());
    }
    leave_collector(t, held);
}

/* From the allocation slow path: a slice, a remark, or a minor collection
 * that begins a cycle, unless another thread ran one of the same kind
 * while we waited for the lock. */
void gc_pause_for_alloc(gc_thread *t, gc_pause_kind kind, bool begin)
{
    atomic_uint_fast64_t *count = kind == GC_PAUSE_SLICE ? &gc_st.major_slices
                                  : kind == GC_PAUSE_MINOR_SLICE ? &gc_st.minor_slices : &gc_st.collections;
    uint64_t seen = atomic_load(count);
    bool held = enter_collector(t);
    if (atomic_load(count) == seen) {
        gc_st.slice_budget = gc_st.stress ? GC_STRESS_SLICE_WORK : gc_st.slice_work;
        gc_st.minor_slice_budget = minor_budget();
        yield_before_pause();
        collect_locked(t, kind, begin, 0);
    }
    leave_collector(t, held);
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
    out->cards_max = atomic_load(&gc_st.cards_max);
    out->old_bytes = atomic_load(&gc_st.old_bytes);
    out->slices = atomic_load(&gc_st.major_slices);
    out->minor_slices = atomic_load(&gc_st.minor_slices);
    out->cycles = atomic_load(&gc_st.major_cycles);
    out->pause_p50_ns = hist_quantile(3u, 0.50, out->pause_max_ns);
    out->pause_p99_ns = hist_quantile(3u, 0.99, out->pause_max_ns);
    out->minor_pause_p50_ns = hist_quantile(1u << GC_KIND_MINOR, 0.50, out->minor_pause_max_ns);
    out->minor_pause_p99_ns = hist_quantile(1u << GC_KIND_MINOR, 0.99, out->minor_pause_max_ns);
    out->full_pause_p50_ns = hist_quantile(1u << GC_KIND_FULL, 0.50, out->full_pause_max_ns);
    out->full_pause_p99_ns = hist_quantile(1u << GC_KIND_FULL, 0.99, out->full_pause_max_ns);
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
