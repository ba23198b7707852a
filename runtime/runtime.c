/* runtime.c - the runtime's global state, start-up and shut-down, the C
 * memory funnel and the metadata arena, the native-call registry, GC roots
 * and --stats.
 *
 * Invariants: rt_state is the only mutable global of runtime/ (besides the
 * thread-locals of runtime.h); rt_init runs once before anything else; the
 * runtime's native tables are searched before the registered ones.
 */
#include "runtime_internal.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>

rt_vm rt_state;
_Thread_local rt_thread *rt_tls_thread;
_Thread_local uint32_t rt_tls_lock_id;

/* --- the C-memory funnel: kmod_mem.h's, aborting where no error can be returned --- */

void *rt_out_of_memory(size_t n, const char *site)
{
    fprintf(stderr, "kiln: out of native memory (%zu bytes at %s)\n", n, site);
    abort();
}

void *rt_xmalloc_at(size_t n, const char *site)
{
    void *p = kmod_mem_alloc_at(n, site);
    return p ? p : rt_out_of_memory(n, site);
}

void *rt_xcalloc_at(size_t n, size_t size, const char *site)
{
    void *p = kmod_mem_calloc_at(n, size, site);
    return p ? p : rt_out_of_memory(n * size, site);
}

void *rt_xrealloc_at(void *p, size_t n, const char *site)
{
    void *q = kmod_mem_realloc_at(p, n, site);
    return q ? q : rt_out_of_memory(n, site);
}

char *rt_xstrndup_at(const char *s, size_t n, const char *site)
{
    char *d = kmod_mem_strndup_at(s, n, site);
    return d ? d : rt_out_of_memory(n + 1, site);
}

/* --- the metadata arena --- */

#define META_CHUNK ((size_t)256 << 10)

/* Structures are taken from the bottom (8-byte aligned), strings from the
 * top (unaligned): names stay dense, a chunk is full when the two meet. */
typedef struct rt_meta_chunk {
    struct rt_meta_chunk *next;
    size_t bottom, top;
    _Alignas(16) unsigned char data[];
} rt_meta_chunk;

#if defined(__SANITIZE_ADDRESS__)
/* LeakSanitizer scans the heap, globals and stacks, not mapped memory: the
 * chunks hold the only pointers to malloc'd memory (a module's kmod, keys
 * built later), so they are roots. */
void __lsan_register_root_region(const void *p, size_t size);
static void lsan_root(const void *p, size_t len) { __lsan_register_root_region(p, len); }
#else
static void lsan_root(const void *p, size_t len) { (void)p, (void)len; }
#endif

/* Chunks are mapped, not calloc'd: their pages are zero already and fault
 * in only as the allocation reaches them (a calloc'd chunk is memset,
 * touching every page at once). */
static rt_meta_chunk *meta_chunk(size_t size)
{
    size_t len = (sizeof(rt_meta_chunk) + size + 4095) & ~(size_t)4095;
    void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    rt_meta_chunk *c = p;
    c->top = len - sizeof *c;
    lsan_root(p, len);
    return c;
}

/* A chunk with room for n bytes: the current one, a new current one, or
 * for a big request one of its own kept behind the current one. */
static rt_meta_chunk *meta_room(size_t n)
{
    rt_meta_chunk *c = rt_state.meta;
    if (c && c->top - c->bottom >= n)
        return c;
    if (n > META_CHUNK / 8) {
        rt_meta_chunk *big = meta_chunk(n);
        if (!big)
            return NULL;
        big->next = c ? c->next : NULL;
        if (c)
            c->next = big;
        else
            rt_state.meta = big;
        return big;
    }
    c = meta_chunk(META_CHUNK);
    if (!c)
        return NULL;
    c->next = rt_state.meta;
    rt_state.meta = c;
    return c;
}

/* Each call is one allocation of the funnel (kmod_mem_grant): a test can
 * fail any of them, as a full chunk whose successor cannot be mapped would. */
void *rt_meta_alloc_at(size_t n, const char *site)
{
    n = (n + 7) & ~(size_t)7;
    rt_meta_chunk *c = kmod_mem_grant_at(site) ? meta_room(n) : NULL;
    if (!c)
        return NULL;
    void *p = c->data + c->bottom;
    c->bottom += n;
    return p;
}

char *rt_meta_chars_at(size_t n, const char *site)
{
    rt_meta_chunk *c = kmod_mem_grant_at(site) ? meta_room(n) : NULL;
    if (!c)
        return NULL;
    c->top -= n;
    return (char *)c->data + c->top;
}

char *rt_meta_strndup_at(const char *s, size_t n, const char *site)
{
    char *d = rt_meta_chars_at(n + 1, site);
    if (d)
        memcpy(d, s, n);
    return d;
}

uint64_t rt_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* --- native registry --- */

void rt_register_natives(const rt_native *table)
{
    pthread_mutex_lock(&rt_state.loader_lock);
    if (rt_state.nnative_tables < RT_MAX_NATIVE_TABLES)
        rt_state.native_tables[rt_state.nnative_tables++] = table;
    pthread_mutex_unlock(&rt_state.loader_lock);
}

static void *lookup_in(const rt_native *t, const char *key)
{
    for (; t->key; t++)
        if (!strcmp(t->key, key))
            return t->fn;
    return NULL;
}

void *rt_native_lookup(const char *key)
{
    for (int i = 0; i < rt_state.nnative_tables; i++) {
        void *fn = lookup_in(rt_state.native_tables[i], key);
        if (fn)
            return fn;
    }
    return rt_libm_native_lookup(key);
}

/* --- roots --- */

void rt_register_roots(gc_roots_fn fn)
{
    if (rt_state.nroot_callbacks < RT_MAX_ROOT_CALLBACKS)
        rt_state.root_callbacks[rt_state.nroot_callbacks++] = fn;
}

void rt_register_thread_exit_hook(void (*fn)(rt_thread *t))
{
    if (rt_state.nthread_exit_hooks < RT_MAX_ROOT_CALLBACKS)
        rt_state.thread_exit_hooks[rt_state.nthread_exit_hooks++] = fn;
}

void rt_register_thread_attach_hook(void (*fn)(rt_thread *t))
{
    if (rt_state.nthread_attach_hooks < RT_MAX_ROOT_CALLBACKS)
        rt_state.thread_attach_hooks[rt_state.nthread_attach_hooks++] = fn;
}

void rt_register_stats_hook(void (*fn)(void))
{
    if (rt_state.nstats_hooks < RT_MAX_ROOT_CALLBACKS)
        rt_state.stats_hooks[rt_state.nstats_hooks++] = fn;
}

static void mark_statics(gc_mark_fn mark)
{
    for (uint32_t i = 0; i < rt_state.ntypes; i++) {
        rt_type *t = rt_state.types[i];
        for (uint32_t j = 0; j < t->nstatic_refs; j++) {
            void *ref = *(void **)(t->statics + t->static_ref_offsets[j]);
            if (ref)
                mark(ref);
        }
        if (t->init_error)
            mark(t->init_error);
    }
}

/* Called by the collector with the world stopped: no thread holds the
 * loader, intern or thread lock at a safepoint, so reading is safe. */
static void mark_roots(gc_mark_fn mark)
{
    mark_statics(mark);
    rt_intern_mark(mark);
    rt_threads_mark(mark);
    if (rt_state.wk.oom)
        mark(rt_state.wk.oom);
    if (rt_state.args)
        mark(rt_state.args);
    for (int i = 0; i < rt_state.nroot_callbacks; i++)
        rt_state.root_callbacks[i](mark);
}

/* The verifier's name for a type (every rt_type starts with its gc_desc). */
static const char *describe_type(const gc_desc *d)
{
    return rt_type_name((const rt_type *)(const void *)d);
}

/* --- start-up --- */

void rt_set_switches(const cfg_switches *sw)
{
    if (!sw)
        cfg_defaults(&rt_state.sw);
    else if (sw != &rt_state.sw)
        rt_state.sw = *sw;
}

/* The collector's part of the switches. */
static gc_config gc_config_of(const cfg_switches *sw)
{
    gc_config g = {0};
    g.heap_limit = sw->bad[CFG_SW_heap_limit] ? 0 : (size_t)sw->heap_limit;
    g.budget = sw->bad[CFG_SW_gc_budget] ? 0 : (size_t)sw->gc_budget;
    g.nursery = sw->bad[CFG_SW_gc_nursery] ? 0 : (size_t)sw->gc_nursery;
    g.stress = sw->gcstress;
    g.stop_the_world_old = !sw->gc_incremental;
    g.verify = sw->gcverify;
    g.trace = sw->gctrace;
    g.markers = (unsigned)sw->gc_markers;
    g.slice_ns = sw->gc_slice_us * 1000u;
    return g;
}

void rt_init(const cfg_switches *sw)
{
    if (rt_state.initialized)
        return;
    rt_set_switches(sw);
    rt_state.initialized = true;
    rt_state.start_ns = rt_now_ns();
    pthread_mutex_init(&rt_state.loader_lock, NULL);
    pthread_cond_init(&rt_state.init_cond, NULL);
    pthread_mutex_init(&rt_state.intern_lock, NULL);
    pthread_mutex_init(&rt_state.verify_lock, NULL);
    rt_state.stats = rt_state.sw.stats;
    rt_state.thinlock_native = rt_state.sw.thinlock == CFG_LOCK_NATIVE;
    rt_state.fatlock_native = rt_state.sw.fatlock == CFG_LOCK_NATIVE;
    gc_config gcfg = gc_config_of(&rt_state.sw);
    gc_init(&gcfg);
    gc_set_roots_callback(mark_roots);
    gc_set_describe_callback(describe_type);
    rt_threads_init();
    rt_console_init();
    rt_prim_types_init();
    rt_register_natives(rt_natives_console);
    rt_register_natives(rt_natives_number);
    rt_register_natives(rt_natives_string);
    rt_register_natives(rt_natives_system);
    rt_register_natives(rt_natives_thread);
    rt_register_natives(rt_natives_console_input);
}

void rt_set_engine(const rt_engine *e) { rt_state.engine = e; }

void rt_set_tier(const rt_tier_hooks *hooks)
{
    rt_state.tier = *hooks;
    if (!hooks->promote)
        rt_state.tier.call_threshold = 0;
    if (!hooks->osr_request)
        rt_state.tier.loop_threshold = 0;
}

void *rt_method_entry(rt_method *m)
{
    void *e = atomic_load_explicit(&m->entry, memory_order_acquire);
    if (e)
        return e;
    rt_method_ready(m);
    if (!rt_state.engine || !rt_state.engine->prepare) {
        fprintf(stderr, "kiln: no execution engine registered to run %s.%s\n",
                rt_type_name(m->owner), m->name);
        abort();
    }
    return rt_state.engine->prepare(m);
}

/* --- shut-down --- */

int rt_main_status(const rt_method *main_m, int returned)
{
    return main_m->ret_kind == RT_KIND_I4 ? returned : atomic_load(&rt_state.exit_code);
}

int rt_finish(int code)
{
    rt_wait_foreground();
    rt_console_flush();
    if (rt_current() && rt_pending())   /* the last write failed: as if Main's last Write threw */
        code = rt_report_unhandled(rt_take_pending());
    if (rt_state.stats)
        rt_stats_print(stderr);
    fflush(stderr);
    return code;
}

_Noreturn void rt_exit(int code)
{
    rt_state.exiting = 1;
    rt_console_flush();
    if (rt_state.stats)
        rt_stats_print(stderr);
    fflush(stderr);
    _Exit(code);
}

static double tv_sec(struct timeval tv) { return (double)tv.tv_sec + (double)tv.tv_usec / 1e6; }

void rt_stats_print(FILE *out)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    gc_stats gs;
    memset(&gs, 0, sizeof gs);
    gc_get_stats(&gs);
    for (int i = 0; i < rt_state.nstats_hooks; i++)
        rt_state.stats_hooks[i]();
    rt_counters *c = &rt_state.counters;
    fprintf(out, "wall_ms: %.3f\n", (double)(rt_now_ns() - rt_state.start_ns) / 1e6);
    fprintf(out, "cpu_user_ms: %.3f\n", tv_sec(ru.ru_utime) * 1e3);
    fprintf(out, "cpu_sys_ms: %.3f\n", tv_sec(ru.ru_stime) * 1e3);
    fprintf(out, "peak_rss_kb: %ld\n", ru.ru_maxrss);
    fprintf(out, "gc_count: %llu\n", (unsigned long long)gs.collections);
    fprintf(out, "gc_pause_total_ms: %.3f\n", (double)gs.pause_total_ns / 1e6);
    fprintf(out, "gc_pause_max_ms: %.3f\n", (double)gs.pause_max_ns / 1e6);
    fprintf(out, "gc_minor_count: %llu\n", (unsigned long long)gs.minor_collections);
    fprintf(out, "gc_full_count: %llu\n", (unsigned long long)(gs.collections - gs.minor_collections));
    fprintf(out, "gc_minor_pause_total_ms: %.3f\n", (double)gs.minor_pause_total_ns / 1e6);
    fprintf(out, "gc_minor_pause_max_ms: %.3f\n", (double)gs.minor_pause_max_ns / 1e6);
    fprintf(out, "gc_full_pause_total_ms: %.3f\n", (double)gs.full_pause_total_ns / 1e6);
    fprintf(out, "gc_full_pause_max_ms: %.3f\n", (double)gs.full_pause_max_ns / 1e6);
    fprintf(out, "gc_slices: %llu\n", (unsigned long long)gs.slices);
    fprintf(out, "gc_minor_slices: %llu\n", (unsigned long long)gs.minor_slices);
    fprintf(out, "gc_cycles: %llu\n", (unsigned long long)gs.cycles);
    fprintf(out, "gc_bytes_promoted: %llu\n", (unsigned long long)gs.bytes_promoted);
    fprintf(out, "gc_cards_scanned: %llu\n", (unsigned long long)gs.cards_scanned);
    fprintf(out, "gc_cards_max: %llu\n", (unsigned long long)gs.cards_max);
    fprintf(out, "gc_old_bytes: %llu\n", (unsigned long long)gs.old_bytes);
    fprintf(out, "gc_pause_p50_ms: %.3f\n", (double)gs.pause_p50_ns / 1e6);
    fprintf(out, "gc_pause_p99_ms: %.3f\n", (double)gs.pause_p99_ns / 1e6);
    fprintf(out, "gc_minor_pause_p50_ms: %.3f\n", (double)gs.minor_pause_p50_ns / 1e6);
    fprintf(out, "gc_minor_pause_p99_ms: %.3f\n", (double)gs.minor_pause_p99_ns / 1e6);
    fprintf(out, "gc_full_pause_p50_ms: %.3f\n", (double)gs.full_pause_p50_ns / 1e6);
    fprintf(out, "gc_full_pause_p99_ms: %.3f\n", (double)gs.full_pause_p99_ns / 1e6);
    fprintf(out, "gc_bytes_allocated: %llu\n", (unsigned long long)gs.bytes_allocated);
    fprintf(out, "gc_heap_size: %llu\n", (unsigned long long)gs.heap_size);
    fprintf(out, "methods_interpreted: %llu\n", (unsigned long long)atomic_load(&c->methods_interpreted));
    fprintf(out, "methods_compiled: %llu\n", (unsigned long long)atomic_load(&c->methods_compiled));
    fprintf(out, "compile_batches: %llu\n", (unsigned long long)atomic_load(&c->compile_batches));
    fprintf(out, "compile_ms: %.3f\n", (double)atomic_load(&c->compile_ns) / 1e6);
    fprintf(out, "cache_hits: %llu\n", (unsigned long long)atomic_load(&c->cache_hits));
    fprintf(out, "cache_misses: %llu\n", (unsigned long long)atomic_load(&c->cache_misses));
    fprintf(out, "cache_load_ms: %.3f\n", (double)atomic_load(&c->cache_ns) / 1e6);
    fprintf(out, "lock_inflations: %llu\n", (unsigned long long)atomic_load(&c->lock_inflations));
    fprintf(out, "lock_contended: %llu\n", (unsigned long long)atomic_load(&c->lock_contended));
    fprintf(out, "threads_started: %llu\n", (unsigned long long)atomic_load(&c->threads_started));
    fprintf(out, "tier_promotions: %llu\n", (unsigned long long)atomic_load(&c->tier_promotions));
    fprintf(out, "osr_compiled: %llu\n", (unsigned long long)atomic_load(&c->osr_compiled));
    fprintf(out, "osr_transitions: %llu\n", (unsigned long long)atomic_load(&c->osr_transitions));
    fprintf(out, "libgccjit_loaded: %llu\n", (unsigned long long)atomic_load(&c->libgccjit_loaded));
    fprintf(out, "methods_over_budget: %llu\n", (unsigned long long)atomic_load(&c->methods_over_budget));
}
