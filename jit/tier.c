/* tier.c - tier-1 of `kiln run --mode=tiered`: one background compile
 * thread that turns hot methods (promoted by the interpreter's call
 * counters) and OSR requests (its loop-header counters) into compiled code,
 * in batches, and publishes it.
 *
 * Batching: the first request wakes the thread, which then collects what
 * else arrives for a short window (jit_tier_config.window_us) or until
 * batch_max items are queued, and compiles them in one libgccjit context:
 * libgccjit's fixed cost (~40 ms: assembler, linker, dlopen) is paid once
 * per batch, not per method. A batch that fails to lower or compile is
 * split in halves and retried, so one method the lowering refuses stays
 * interpreted without keeping the others from being compiled.
 *
 * Invariants:
 *  - The thread is created on the first request: a run that compiles
 *    nothing never starts it, and never loads libgccjit.
 *  - The thread is not attached to the GC and never touches the managed
 *    heap: lowering reads rt_method / rt_type / module tables only (ldstr
 *    is lowered as a load of the interned slot with a run-time fallback),
 *    so it can neither block nor be blocked by a stop-the-world collection.
 *  - Publication is one release store per entry cell (m->entry, or an OSR
 *    request's cell); callers, interpreted or compiled, pick it up with an
 *    acquire load and no lock. Compiled code is never unloaded.
 *  - tier_g.lock (the queue lock) is taken once per promoted method and
 *    once per OSR request, and by the thread to take a batch; never on a
 *    call or a loop iteration, never while compiling (docs/locks.md).
 *  - Exit does not wait: jit_tier_shutdown only asks the thread to stop
 *    taking batches; the process may end while a compile is in flight.
 */
#include "jit/jit_internal.h"
#include "jit/jit_testing.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One OSR request; never freed (interpreter frames keep its cell). */
typedef struct tier_osr {
    rt_method *m;
    uint32_t off;
    _Atomic(void *) cell;
} tier_osr;

/* A queued item: a method to compile, or (osr != NULL) an OSR entry. */
typedef struct tier_item {
    rt_method *m;
    tier_osr *osr;
} tier_item;

/* The tier's one state struct. */
typedef struct tier_state {
    pthread_mutex_t lock;        /* the queue lock: q, nq, cap, started, stop, disabled, done */
    pthread_cond_t cond;         /* signalled on every enqueue and on shutdown */
    pthread_cond_t done_cond;    /* broadcast after each batch (KILN_TIER_SYNC waiters) */
    uint64_t done;               /* items finished, ever (in queue order) */
    uint64_t queued;             /* items ever queued */
    jit_tier_config cfg;
    bool started, stop, disabled, log;
    tier_item *q;
    uint32_t nq, cap;
} tier_state;

static tier_state tier_g = {.lock = PTHREAD_MUTEX_INITIALIZER, .cond = PTHREAD_COND_INITIALIZER,
                            .done_cond = PTHREAD_COND_INITIALIZER};

void jit_tier_configure(const jit_tier_config *cfg)
{
    tier_g.cfg = *cfg;
    if (!tier_g.cfg.batch_max)
        tier_g.cfg.batch_max = 32;
    if (!tier_g.cfg.window_us)
        tier_g.cfg.window_us = 3000;
    tier_g.log = rt_state.sw.tier_log;
    if (rt_state.sw.tier_sync) {
        tier_g.cfg.sync = true;
        tier_g.cfg.window_us = 1;
        tier_g.cfg.batch_max = 4096;   /* a request and its warm methods: one batch */
    }
    rt_tier_hooks hooks = {cfg->call_threshold, cfg->loop_threshold, jit_tier_promote, jit_tier_osr_request};
    rt_set_tier(&hooks);
}

/* ------------------------------------------------------------ compiling */

/* KILN_TIER_LOG=1: one stderr line per compiled batch, naming its items. */
static void log_batch(rt_method *const *ms, uint32_t nm, const jit_osr *os, uint32_t no)
{
    char line[4096];
    size_t len = (size_t)snprintf(line, sizeof line, "kiln: tier: batch of %u:", nm + no);
    for (uint32_t i = 0; i < nm && len < sizeof line; i++)
        len += (size_t)snprintf(line + len, sizeof line - len, " %s.%s", ms[i]->owner->name, ms[i]->name);
    for (uint32_t i = 0; i < no && len < sizeof line; i++)
        len += (size_t)snprintf(line + len, sizeof line - len, " OSR:%s.%s@IL_%04x", os[i].m->owner->name,
                                os[i].m->name, os[i].off);
    fprintf(stderr, "%s\n", line);
}

/* Compile items[0..n) as one batch and publish; false when it failed. */
static bool compile_group(const tier_item *items, uint32_t n)
{
    rt_method **ms = calloc(n, sizeof *ms);
    jit_osr *os = calloc(n, sizeof *os);
    tier_osr **cells = calloc(n, sizeof *cells);
    uint32_t nm = 0, no = 0;
    bool ok = false;
    if (!ms || !os || !cells)
        goto out;
    for (uint32_t i = 0; i < n; i++) {
        if (items[i].osr) {
            os[no] = (jit_osr){items[i].osr->m, items[i].osr->off};
            cells[no++] = items[i].osr;
        } else {
            ms[nm++] = items[i].m;
        }
    }
    char err[512] = "";
    jit_code *c = no ? jit_compile_batch_osr(ms, nm, os, no, &tier_g.cfg.opt, err, sizeof err)
                     : jit_compile_batch(ms, nm, &tier_g.cfg.opt, err, sizeof err);   /* the code cache's path */
    if (!c) {
        if (tier_g.log)
            fprintf(stderr, "kiln: tier: batch of %u failed: %s\n", n, err);
        goto out;
    }
    jit_code_publish(c, ms);   /* c is never released: its code stays in use */
    for (uint32_t i = 0; i < no; i++)
        atomic_store_explicit(&cells[i]->cell, c->osr_entries[i], memory_order_release);
    if (tier_g.log)
        log_batch(ms, nm, os, no);
    ok = true;
out:
    free(ms);
    free(os);
    free(cells);
    return ok;
}

/* Compile a batch; on failure split it until the items that cannot be
 * compiled are alone (they stay interpreted). */
static void compile_items(const tier_item *items, uint32_t n)
{
    if (!n || compile_group(items, n))
        return;
    if (!jit_available(NULL, 0)) {   /* no libgccjit: stop tiering, stay interpreted */
        pthread_mutex_lock(&tier_g.lock);
        tier_g.disabled = true;
        tier_g.nq = 0;
        pthread_cond_broadcast(&tier_g.done_cond);
        pthread_mutex_unlock(&tier_g.lock);
        return;
    }
    if (n == 1)
        return;
    compile_items(items, n / 2);
    compile_items(items + n / 2, n - n / 2);
}

static void deadline_after(struct timespec *ts, uint32_t us)
{
    clock_gettime(CLOCK_REALTIME, ts);   /* the condition variable's clock */
    ts->tv_nsec += (long)us * 1000;
    ts->tv_sec += ts->tv_nsec / 1000000000;
    ts->tv_nsec %= 1000000000;
}

/* Wait for a first request, then collect for the window; returns the
 * number of items moved into *out (0: stop). Called with the lock held. */
static uint32_t take_batch(tier_item **out)
{
    while (!tier_g.nq && !tier_g.stop)
        pthread_cond_wait(&tier_g.cond, &tier_g.lock);
    struct timespec dl;
    deadline_after(&dl, tier_g.cfg.window_us);
    while (!tier_g.stop && tier_g.nq && tier_g.nq < tier_g.cfg.batch_max &&
           pthread_cond_timedwait(&tier_g.cond, &tier_g.lock, &dl) != ETIMEDOUT) {
    }
    if (tier_g.stop || !tier_g.nq)
        return 0;
    uint32_t n = tier_g.nq < tier_g.cfg.batch_max ? tier_g.nq : tier_g.cfg.batch_max;
    *out = malloc(n * sizeof **out);
    if (!*out)
        return 0;
    memcpy(*out, tier_g.q, n * sizeof **out);
    memmove(tier_g.q, tier_g.q + n, (tier_g.nq - n) * sizeof *tier_g.q);
    tier_g.nq -= n;
    return n;
}

static void *tier_main(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&tier_g.lock);
    while (!tier_g.stop) {
        tier_item *items = NULL;
        uint32_t n = take_batch(&items);
        if (!n)
            continue;
        pthread_mutex_unlock(&tier_g.lock);
        compile_items(items, n);
        free(items);
        pthread_mutex_lock(&tier_g.lock);
        tier_g.done += n;
        pthread_cond_broadcast(&tier_g.done_cond);
    }
    tier_g.done = UINT64_MAX;   /* stopped: nothing more will finish */
    pthread_cond_broadcast(&tier_g.done_cond);
    pthread_mutex_unlock(&tier_g.lock);
    return NULL;
}

/* ------------------------------------------------------------- requests */

/* Start the compile thread (lock held); false if it cannot be made. */
static bool start_locked(void)
{
    pthread_attr_t attr;
    pthread_t t;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int rc = pthread_create(&t, &attr, tier_main, NULL);
    pthread_attr_destroy(&attr);
    return rc == 0;
}

/* KILN_TIER_SYNC (tests): wait until the item with this ticket is done,
 * inside a GC-safe region so collections on other threads go on. Items
 * finish in queue order, so "done >= ticket" means ours is. */
static void wait_done_locked(uint64_t ticket)
{
    rt_thread *th = rt_current();
    if (th)
        rt_enter_safe();
    while (tier_g.done < ticket && !tier_g.disabled)
        pthread_cond_wait(&tier_g.done_cond, &tier_g.lock);
    if (th) {
        pthread_mutex_unlock(&tier_g.lock);   /* never blocked on the GC holding the queue lock */
        rt_leave_safe();
        pthread_mutex_lock(&tier_g.lock);
    }
}

/* Room for one more queued item (lock held); false when out of memory. */
static bool queue_room_locked(void)
{
    if (tier_g.nq < tier_g.cap)
        return true;
    uint32_t cap = tier_g.cap ? 2 * tier_g.cap : 64;
    tier_item *q = realloc(tier_g.q, cap * sizeof *q);
    if (!q)
        return false;
    tier_g.q = q;
    tier_g.cap = cap;
    return true;
}

static bool has_il(const rt_method *m)
{
    return m->code && m->code_len && !(m->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE));
}

/* Claim w if it is warm: interpreted at least once, below the call
 * threshold, and compilable. Its counter jumps to the threshold, so the
 * interpreter never promotes it itself (a racing increment overshoots and
 * promotes nothing). */
static bool claim_warm(rt_method *w)
{
    uint32_t limit = rt_state.tier.call_threshold;
    if (!has_il(w) || jit_over_budget(w))
        return false;   /* (over budget: its own promotion counts it) */
    uint32_t c = atomic_load_explicit(&w->call_count, memory_order_relaxed);
    while (c >= 1 && c < limit)
        if (atomic_compare_exchange_weak_explicit(&w->call_count, &c, limit, memory_order_relaxed,
                                                  memory_order_relaxed))
            return true;
    return false;
}

/* KILN_TIER_SYNC (tests) makes every request wait for its code, so each
 * would be a batch of one and pay libgccjit's fixed cost alone (most of a
 * tiered test run's time, docs/testing.md). Instead a request takes along
 * every warm method of the loaded modules (lock held): they would be the
 * next requests. Queued after the request; returns false out of memory.
 * An OSR request's method is not taken: it is the one running its loop,
 * and its next calls enter the OSR code from the interpreter as without
 * KILN_TIER_SYNC (until it is hot itself). */
static bool queue_warm_locked(const rt_method *except)
{
    for (uint32_t k = 0; k < rt_state.nmodules; k++) {
        rt_module *mod = rt_state.modules[k];
        for (uint32_t r = 0; mod && r < mod->km->methods.n; r++) {
            rt_method *w = mod->methods[r];
            if (!w || w == except || !claim_warm(w))
                continue;
            if (!queue_room_locked())
                return false;
            tier_g.q[tier_g.nq++] = (tier_item){w, NULL};
            tier_g.queued++;
        }
    }
    return true;
}

static bool enqueue(rt_method *m, tier_osr *osr)
{
    bool ok = false;
    pthread_mutex_lock(&tier_g.lock);
    if (tier_g.stop || tier_g.disabled || !queue_room_locked())
        goto out;
    if (!tier_g.started) {
        tier_g.started = true;
        if (!start_locked()) {
            tier_g.disabled = true;
            goto out;
        }
    }
    tier_g.q[tier_g.nq++] = (tier_item){m, osr};
    tier_g.queued++;
    if (tier_g.cfg.sync)
        queue_warm_locked(osr ? m : NULL);   /* (out of memory: the request goes alone) */
    uint64_t ticket = tier_g.queued;   /* the last item: a wait covers the warm ones too */
    pthread_cond_signal(&tier_g.cond);
    ok = true;
    if (tier_g.cfg.sync)
        wait_done_locked(ticket);
out:
    pthread_mutex_unlock(&tier_g.lock);
    return ok;
}

/* A method that may be compiled: IL, and within the budget (jit.h; a
 * request over it is counted and the method stays interpreted). */
static bool compilable(const rt_method *m)
{
    if (!has_il(m))
        return false;
    if (jit_over_budget(m)) {
        atomic_fetch_add_explicit(&rt_state.counters.methods_over_budget, 1, memory_order_relaxed);
        return false;
    }
    return true;
}

void jit_tier_promote(rt_method *m)
{
    if (!compilable(m))
        return;
    if (enqueue(m, NULL))
        atomic_fetch_add_explicit(&rt_state.counters.tier_promotions, 1, memory_order_relaxed);
}

_Atomic(void *) *jit_tier_osr_request(rt_method *m, uint32_t il_off)
{
    if (!compilable(m))
        return NULL;
    tier_osr *o = calloc(1, sizeof *o);
    if (!o)
        return NULL;
    o->m = m;
    o->off = il_off;
    if (!enqueue(m, o)) {
        free(o);
        return NULL;
    }
    return &o->cell;
}

bool jit_tier_started(void)
{
    pthread_mutex_lock(&tier_g.lock);
    bool s = tier_g.started;
    pthread_mutex_unlock(&tier_g.lock);
    return s;
}

void jit_tier_shutdown(void)
{
    pthread_mutex_lock(&tier_g.lock);
    tier_g.stop = true;
    pthread_cond_broadcast(&tier_g.cond);
    pthread_mutex_unlock(&tier_g.lock);
}

void jit_tier_hold_lock_for_test(bool hold)
{
    if (hold)
        pthread_mutex_lock(&tier_g.lock);
    else
        pthread_mutex_unlock(&tier_g.lock);
}
