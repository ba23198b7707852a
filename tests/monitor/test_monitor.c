/* test_monitor.c - Check suite for monitor/ through its C API: thin lock
 * (the native helper), inflation carrying owner, recursion and hash (also by
 * a thread that does not own the lock), fat-lock mutual exclusion, timed
 * acquisition, Wait/Pulse FIFO and timeouts, sync-block reclamation after a
 * collection, the lock dump, and "no process-wide lock on a per-operation
 * path" with its negative control.
 *
 * Each test loads a miniature corelib (Object, String, Exception and the
 * exception classes monitor/ throws) into a fresh runtime; tests run forked,
 * so global state starts clean. Objects the worker threads use are also
 * held in the test function's frame (the GC scans stacks, not C globals).
 */
#include "monitor/monitor.h"
#include "monitor/monitor_testing.h"
#include "monitor/monitor_internal.h"
#include "gc/gc_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <signal.h>
#include <unistd.h>

/* ---- a miniature corelib ---- */

static uint32_t str(kmod *k, const char *s) { return kmod_add_string(k, s, strlen(s)); }

static uint32_t type_add(kmod *k, const char *ns, const char *name, uint32_t parent)
{
    kmod_typedef t = {str(k, ns), str(k, name), KMOD_ACC_PUBLIC, parent,
                      k->fields.n, 0, k->methods.n, 0};
    return kmod_add_typedef(k, &t);
}

static void field_add(kmod *k, uint32_t type, const char *name, uint8_t t)
{
    kmod_field f = {type, str(k, name), kmod_add_sig(k, &t, 1), KMOD_ACC_PUBLIC, 0};
    kmod_add_field(k, &f);
    k->typedefs.v[type].field_count++;
}

/* virtual string ToString(): part of the runtime's corelib contract. */
static void tostring_add(kmod *k, uint32_t type)
{
    uint8_t b[4] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_STRING};
    kmod_method m = {type, str(k, "ToString"), kmod_add_sig(k, b, 4),
                     KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT, 0, 0, 0, KMOD_NONE,
                     0, 0, KMOD_NONE, KMOD_NONE};
    kmod_add_method(k, &m);
    k->typedefs.v[type].method_count++;
}

/* Object, String, Exception and the classes and fields the runtime binds
 * by name when a corelib loads (docs/corelib-contract.md), plus the
 * exception classes monitor/ throws. */
static kmod *mini_corelib(void)
{
    kmod *k = kmod_new(KMOD_FLAG_CORELIB);
    uint32_t obj = type_add(k, "System", "Object", 0);
    tostring_add(k, obj);
    uint32_t objtok = KMOD_TOKEN(KMOD_TAB_TYPEDEF, obj);
    type_add(k, "System", "String", objtok);
    uint32_t exc = type_add(k, "System", "Exception", objtok);
    field_add(k, exc, "_message", KMOD_T_STRING);
    field_add(k, exc, "_stackTrace", KMOD_T_STRING);
    field_add(k, exc, "_innerException", KMOD_T_OBJECT);
    uint32_t exctok = KMOD_TOKEN(KMOD_TAB_TYPEDEF, exc);
    uint32_t tie = type_add(k, "System", "TypeInitializationException", exctok);
    field_add(k, tie, "_typeName", KMOD_T_STRING);
    uint32_t thr = type_add(k, "System.Threading", "Thread", objtok);
    field_add(k, thr, "_target", KMOD_T_OBJECT);
    field_add(k, thr, "_method", KMOD_T_I8);
    field_add(k, thr, "_arg", KMOD_T_OBJECT);
    field_add(k, thr, "_native", KMOD_T_I8);
    field_add(k, thr, "_id", KMOD_T_I4);
    field_add(k, thr, "_state", KMOD_T_I4);
    field_add(k, thr, "_background", KMOD_T_BOOL);
    type_add(k, "System.Threading", "SynchronizationLockException", exctok);
    type_add(k, "System", "ArgumentNullException", exctok);
    type_add(k, "System", "ArgumentOutOfRangeException", exctok);
    type_add(k, "System", "OutOfMemoryException", exctok);
    type_add(k, "System", "NullReferenceException", exctok);
    return k;
}

/* Every test runs inside the runtime started with the mini corelib
 * (tests/support.h: host_run, which calls mon_init). */
static const support_setup mini = {.module = mini_corelib};

static rt_object *new_obj(void)
{
    rt_object *o = rt_new_object(rt_state.wk.object);
    ck_assert_ptr_nonnull(o);
    return o;
}

static uint32_t header(rt_object *o) { return *rt_obj_header(o); }

static void expect_pending(const char *type)
{
    rt_object *e = rt_take_pending();
    ck_assert_msg(e != NULL, "expected %s", type);
    ck_assert_str_eq(e->type->name, type);
}

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* Monitor.Enter/Exit as corelib's Monitor.cs does it with --thinlock=native. */
static void enter(rt_object *o)
{
    if (mon_thin_acquire(o, false) != MON_THIN_SUCCESS)
        ck_assert(mon_enter(o, -1));
}

static void leave(rt_object *o)
{
    if (!mon_thin_release(o))
        mon_exit(o);
    ck_assert_ptr_null(rt_pending());
}

/* A managed worker thread running fn(arg). */
typedef struct worker {
    pthread_t th;
    void (*fn)(void *);
    void *arg;
    atomic_uint id;
} worker;

static void *worker_main(void *p)
{
    worker *w = p;
    int top;
    rt_thread *t = rt_thread_attach_main(&top);
    atomic_store(&w->id, t->lock_id);
    w->fn(w->arg);
    rt_thread_detach(t);
    return NULL;
}

static void spawn(worker *w, void (*fn)(void *), void *arg)
{
    w->fn = fn;
    w->arg = arg;
    atomic_store(&w->id, 0);
    ck_assert_int_eq(pthread_create(&w->th, NULL, worker_main, w), 0);
}

/* Waiting in a GC-safe region, so a collection on another thread goes on. */
static void join(worker *w)
{
    rt_enter_safe();
    pthread_join(w->th, NULL);
    rt_leave_safe();
}

static void nap_ms(int ms)
{
    rt_enter_safe();
    usleep((useconds_t)ms * 1000u);
    rt_leave_safe();
}

/* ---- thin lock and inflation ---- */

SUPPORT_TEST(thin_lock_recursion_then_inflates, &mini)
{
    rt_object *o = new_obj();
    uint32_t me = rt_current()->lock_id;
    ck_assert_int_eq(mon_thin_acquire(o, false), MON_THIN_SUCCESS);
    ck_assert_uint_eq(header(o) & RT_HDR_THREAD_ID_MASK, me);
    for (int i = 1; i < 64; i++)
        ck_assert_int_eq(mon_thin_acquire(o, true), MON_THIN_SUCCESS);
    ck_assert_uint_eq(mon_sync_index(o), 0);
    ck_assert_int_eq(mon_thin_acquire(o, false), MON_THIN_SLOW);   /* the 65th */
    ck_assert(mon_enter(o, -1));
    ck_assert_uint_ne(mon_sync_index(o), 0);
    uint32_t rec = 0;
    ck_assert_uint_eq(mon_owner(o, &rec), me);
    ck_assert_uint_eq(rec, 64);
    for (int i = 0; i < 65; i++) {
        ck_assert(mon_is_entered(o));
        leave(o);
    }
    ck_assert(!mon_is_entered(o));
    ck_assert_uint_eq(mon_owner(o, NULL), 0);
    mon_exit(o);
    expect_pending("System.Threading.SynchronizationLockException");
    mon_stats st;
    mon_get_stats(&st);
    ck_assert_uint_eq(st.inflations, 1);
    ck_assert_uint_eq(atomic_load(&rt_state.counters.lock_inflations), 1);
}
END_TEST

SUPPORT_TEST(exit_without_owning_throws, &mini)
{
    rt_object *o = new_obj();
    mon_exit(o);
    expect_pending("System.Threading.SynchronizationLockException");
    ck_assert_int_eq(mon_thin_release(o), 0);
    mon_hash(o);
    mon_exit(o);
    expect_pending("System.Threading.SynchronizationLockException");
    mon_pulse(o);
    expect_pending("System.Threading.SynchronizationLockException");
    mon_pulse_all(o);
    expect_pending("System.Threading.SynchronizationLockException");
    ck_assert(!mon_wait(o, 0));
    expect_pending("System.Threading.SynchronizationLockException");
    ck_assert(!mon_enter(NULL, -1));
    expect_pending("System.ArgumentNullException");
}
END_TEST

SUPPORT_TEST(lock_id_zero_takes_slow_path, &mini)
{
    rt_object *o = new_obj();
    uint32_t saved = rt_tls_lock_id;
    rt_tls_lock_id = 0;
    ck_assert_int_eq(mon_thin_acquire(o, false), MON_THIN_SLOW);
    rt_tls_lock_id = saved;
    ck_assert_uint_eq(header(o), 0);
}
END_TEST

SUPPORT_TEST(hash_in_header_then_moves_to_sync_block, &mini)
{
    rt_object *o = new_obj();
    int32_t h = mon_hash(o);
    ck_assert_int_ne(h, 0);
    ck_assert_int_eq(h & ~(int32_t)RT_HDR_INDEX_MASK, 0);
    ck_assert_uint_eq(header(o), RT_HDR_HASH_OR_SYNCBLK | RT_HDR_IS_HASHCODE | (uint32_t)h);
    ck_assert_int_eq(mon_thin_acquire(o, false), MON_THIN_SLOW);   /* hashed: slow path */
    ck_assert(mon_enter(o, -1));                                    /* locking inflates */
    ck_assert_uint_ne(mon_sync_index(o), 0);
    ck_assert_int_eq(mon_hash(o), h);
    ck_assert_uint_eq(mon_owner(o, NULL), rt_current()->lock_id);
    leave(o);
    ck_assert_int_eq(mon_hash(o), h);
}
END_TEST

SUPPORT_TEST(hashing_a_thin_locked_object_inflates, &mini)
{
    rt_object *o = new_obj();
    for (int i = 0; i < 3; i++)
        enter(o);
    int32_t h = mon_hash(o);
    ck_assert_uint_ne(mon_sync_index(o), 0);
    uint32_t rec = 0;
    ck_assert_uint_eq(mon_owner(o, &rec), rt_current()->lock_id);
    ck_assert_uint_eq(rec, 2);
    for (int i = 0; i < 3; i++)
        leave(o);
    ck_assert_int_eq(mon_hash(o), h);
    ck_assert(mon_enter(o, 0));
    ck_assert_int_eq(mon_hash(o), h);
    leave(o);
}
END_TEST

/* Another thread thin-holds o three times; this thread inflates it. */
typedef struct holder {
    rt_object *o;
    atomic_int stage;
} holder;

static void hold_body(void *p)
{
    holder *h = p;
    for (int i = 0; i < 3; i++)
        enter(h->o);
    atomic_store(&h->stage, 1);
    while (atomic_load(&h->stage) != 2)
        nap_ms(1);
    for (int i = 0; i < 3; i++) {
        ck_assert(mon_is_entered(h->o));
        if (i == 2)
            atomic_store(&h->stage, 3);   /* before the last release, which the waiter's enter follows */
        leave(h->o);
    }
    ck_assert(!mon_is_entered(h->o));
}

SUPPORT_TEST(inflation_by_a_non_owner, &mini)
{
    rt_object *o = new_obj();
    holder h = {o, 0};
    worker w;
    spawn(&w, hold_body, &h);
    while (atomic_load(&h.stage) != 1)
        nap_ms(1);
    ck_assert_int_eq(mon_thin_acquire(o, true), MON_THIN_FAILURE);   /* one-shot: no inflation */
    ck_assert_uint_eq(mon_sync_index(o), 0);
    ck_assert(!mon_enter(o, 0));                                      /* inflates, fails */
    ck_assert_uint_ne(mon_sync_index(o), 0);
    uint32_t rec = 0;
    ck_assert_uint_eq(mon_owner(o, &rec), atomic_load(&w.id));
    ck_assert_uint_eq(rec, 2);
    ck_assert(!mon_is_entered(o));
    mon_exit(o);
    expect_pending("System.Threading.SynchronizationLockException");
    atomic_store(&h.stage, 2);
    ck_assert(mon_enter(o, -1));   /* blocks until the owner is done */
    ck_assert_int_eq(atomic_load(&h.stage), 3);
    leave(o);
    join(&w);
}
END_TEST

/* ---- fat lock ---- */

typedef struct counter {
    rt_object *o;
    long n;
    int iters;
    bool fat;
} counter;

static void count_body(void *p)
{
    counter *c = p;
    for (int i = 0; i < c->iters; i++) {
        if (c->fat)
            ck_assert(mon_enter(c->o, -1));
        else
            enter(c->o);
        c->n++;
        if (c->fat)
            mon_exit(c->o);
        else
            leave(c->o);
    }
}

static void run_counters(bool fat)
{
    rt_object *o = new_obj();
    if (fat)
        mon_hash(o), ck_assert(mon_enter(o, -1)), mon_exit(o);
    counter c = {o, 0, 100000, fat};
    worker w[4];
    for (int i = 0; i < 4; i++)
        spawn(&w[i], count_body, &c);
    for (int i = 0; i < 4; i++)
        join(&w[i]);
    ck_assert_int_eq(c.n, 400000);
    ck_assert_uint_eq(mon_owner(o, NULL), 0);
}

SUPPORT_TEST(fat_lock_mutual_exclusion, &mini)
{
    run_counters(true);
}
END_TEST

SUPPORT_TEST(thin_lock_mutual_exclusion, &mini)
{
    run_counters(false);
}
END_TEST

static void hold_for_a_while(void *p)
{
    holder *h = p;
    enter(h->o);
    atomic_store(&h->stage, 1);
    while (atomic_load(&h->stage) != 2)
        nap_ms(1);
    leave(h->o);
}

SUPPORT_TEST(timed_enter_honours_timeout, &mini)
{
    rt_object *o = new_obj();
    holder h = {o, 0};
    worker w;
    spawn(&w, hold_for_a_while, &h);
    while (atomic_load(&h.stage) != 1)
        nap_ms(1);
    uint64_t t0 = now_ms();
    ck_assert(!mon_enter(o, 40));
    ck_assert_uint_ge(now_ms() - t0, 39);
    mon_stats st;
    mon_get_stats(&st);
    ck_assert_uint_ge(st.contended, 1);
    atomic_store(&h.stage, 2);
    ck_assert(mon_enter(o, 10000));
    leave(o);
    join(&w);
}
END_TEST

/* A stop-the-world collection does not wait for a thread spinning on a fat
 * lock: the spinner's budget is made huge (minutes of spinning), the owner
 * keeps the lock until the collection has finished, and the collection
 * must finish while the spinner is still spinning (it polls each round). */
typedef struct spin_gc {
    rt_object *o;
    atomic_int stage;     /* 1 held, 2 collected, 3 spinner acquired */
} spin_gc;

static void spin_holder(void *p)
{
    spin_gc *s = p;
    ck_assert(mon_enter(s->o, -1));
    atomic_store(&s->stage, 1);
    while (atomic_load(&s->stage) < 2)
        nap_ms(1);
    mon_exit(s->o);
}

static void spin_contender(void *p)
{
    spin_gc *s = p;
    ck_assert(mon_enter(s->o, -1));
    atomic_store(&s->stage, 3);
    mon_exit(s->o);
}

SUPPORT_TEST(fat_spin_polls_for_the_gc, &mini)
{
    if (rt_processor_count() <= 1)
        return;   /* no spinning on one CPU: nothing to poll */
    rt_object *o = new_obj();
    mon_hash(o);                                /* inflated: the fat lock decides */
    mon_syncblock *sb = mon_inflate(o);
    spin_gc s = {o, 0};
    worker h, c;
    spawn(&h, spin_holder, &s);
    while (atomic_load(&s.stage) != 1)
        nap_ms(1);
    atomic_store(&sb->spin, 1 << 20);           /* ~2e13 ns of back-off: never runs out */
    spawn(&c, spin_contender, &s);
    mon_stats st;
    do {                                        /* the contender has begun to spin */
        nap_ms(1);
        mon_get_stats(&st);
    } while (st.contended == 0);
    gc_collect(&rt_current()->gc);              /* needs the spinner parked at a poll */
    ck_assert_int_eq(atomic_load(&s.stage), 1); /* it is still spinning, not sleeping */
    ck_assert_uint_eq(atomic_load(&sb->word), 1);
    atomic_store(&s.stage, 2);
    join(&h);
    join(&c);
    ck_assert_int_eq(atomic_load(&s.stage), 3);
}
END_TEST

/* Contended acquisitions are counted per thread (no process-wide write on
 * the contended path) and summed for the stats, ended threads included. */
SUPPORT_TEST(contention_is_counted_per_thread, &mini)
{
    rt_object *o = new_obj();
    holder h = {o, 0};
    worker w;
    spawn(&w, hold_for_a_while, &h);
    while (atomic_load(&h.stage) != 1)
        nap_ms(1);
    ck_assert(!mon_enter(o, 5));
    ck_assert(!mon_enter(o, 5));
    ck_assert_uint_eq(atomic_load(&rt_state.counters.lock_contended), 0);   /* not written per operation */
    ck_assert_uint_eq(atomic_load(&mon_state.contended_exited), 0);
    mon_stats st;
    mon_get_stats(&st);
    ck_assert_uint_eq(st.contended, 2);
    atomic_store(&h.stage, 2);
    join(&w);
    mon_get_stats(&st);
    ck_assert_uint_eq(st.contended, 2);
    counter c = {o, 0, 20000, true};            /* contention on threads that then end */
    worker ws[3];
    for (int i = 0; i < 3; i++)
        spawn(&ws[i], count_body, &c);
    for (int i = 0; i < 3; i++)
        join(&ws[i]);
    ck_assert_int_eq(c.n, 60000);
    uint64_t ended = atomic_load(&mon_state.contended_exited);
    mon_get_stats(&st);
    ck_assert_uint_eq(st.contended, ended + 2);
    char buf[4096];
    FILE *f = fmemopen(buf, sizeof buf, "w");
    rt_stats_print(f);
    fclose(f);
    char want[64];
    snprintf(want, sizeof want, "lock_contended: %llu\n", (unsigned long long)(ended + 2));
    ck_assert_msg(strstr(buf, want), "stats: %s", buf);
}
END_TEST

/* The dump and IsEntered read the fat lock's recursion while its owner
 * changes it: an atomic field (the TSan run of this suite checks the race
 * is gone); the reader sees the owner's levels, never a torn value. */
typedef struct recursing {
    rt_object *o;
    atomic_int stop;
} recursing;

static void recurse_body(void *p)
{
    recursing *r = p;
    while (!atomic_load(&r->stop)) {
        for (int i = 0; i < 5; i++)
            ck_assert(mon_enter(r->o, -1));
        for (int i = 0; i < 5; i++)
            mon_exit(r->o);
    }
}

SUPPORT_TEST(recursion_is_read_while_the_owner_changes_it, &mini)
{
    rt_object *o = new_obj();
    mon_hash(o);
    ck_assert(mon_enter(o, -1));
    mon_exit(o);
    recursing r = {o, 0};
    worker w;
    spawn(&w, recurse_body, &r);
    for (int i = 0; i < 20000; i++) {
        uint32_t rec = 99;
        uint32_t owner = mon_owner(o, &rec);
        ck_assert_uint_le(rec, 4);
        if (!owner)
            ck_assert_uint_eq(rec, 0);
        ck_assert(!mon_is_entered(o));
    }
    atomic_store(&r.stop, 1);
    join(&w);
}
END_TEST

/* A waiter starved for 100 ms stops newcomers from barging: once it has
 * raised the flag, the owner's release followed at once by its own one-shot
 * re-acquisition must not get the lock; the starved waiter does. */
static void starving_waiter(void *p)
{
    holder *h = p;
    atomic_store(&h->stage, 1);
    ck_assert(mon_enter(h->o, -1));
    atomic_store(&h->stage, 2);
    mon_exit(h->o);
}

SUPPORT_TEST(starved_waiter_stops_barging, &mini)
{
    rt_object *o = new_obj();
    mon_hash(o);
    ck_assert(mon_enter(o, -1));   /* inflated, held by this thread */
    holder h = {o, 0};
    worker w;
    spawn(&w, starving_waiter, &h);
    mon_syncblock *sb = mon_sb_of(o);
    ck_assert_ptr_nonnull(sb);
    for (int i = 0; i < 5000 && !atomic_load(&sb->starving); i++)
        nap_ms(1);
    ck_assert_uint_eq(atomic_load(&sb->starving), atomic_load(&w.id));
    for (int round = 0; round < 3 && atomic_load(&h.stage) != 2; round++) {
        mon_exit(o);
        /* The one-shot attempt may only succeed once the starved waiter has
         * had the lock and released it again (it sets stage 2 while holding). */
        bool got = mon_enter(o, 0);
        ck_assert_msg(!got || atomic_load(&h.stage) == 2,
                      "a newcomer took the lock from a starved waiter");
        if (!got)
            ck_assert(mon_enter(o, -1));   /* after the starved waiter */
    }
    ck_assert_int_eq(atomic_load(&h.stage), 2);
    ck_assert_uint_eq(atomic_load(&sb->starving), 0);
    mon_exit(o);
    join(&w);
}
END_TEST

/* ---- Wait / Pulse ---- */

typedef struct waitq {
    rt_object *o;
    atomic_int queued;    /* waiters that reached Wait, in order */
    atomic_int woke[8];   /* order in which they woke */
    atomic_int nwoke;
} waitq;

typedef struct waiter_arg {
    waitq *q;
    int index;
} waiter_arg;

static void waiter_body(void *p)
{
    waiter_arg *a = p;
    enter(a->q->o);
    enter(a->q->o);   /* recursion must survive the Wait */
    atomic_fetch_add(&a->q->queued, 1);
    ck_assert(mon_wait(a->q->o, -1));
    uint32_t rec = 9;
    ck_assert_uint_eq(mon_owner(a->q->o, &rec), rt_current()->lock_id);
    ck_assert_uint_eq(rec, 1);
    a->q->woke[atomic_fetch_add(&a->q->nwoke, 1)] = a->index;
    leave(a->q->o);
    leave(a->q->o);
}

SUPPORT_TEST(wait_pulse_fifo, &mini)
{
    rt_object *o = new_obj();
    waitq q = {.o = o};
    worker w[3];
    waiter_arg args[3];
    for (int i = 0; i < 3; i++) {
        args[i] = (waiter_arg){&q, i};
        spawn(&w[i], waiter_body, &args[i]);
        while (atomic_load(&q.queued) != i + 1)
            nap_ms(1);
        enter(o);   /* once we own it, waiter i has released it inside Wait */
        leave(o);
    }
    for (int i = 0; i < 3; i++) {
        enter(o);
        mon_pulse(o);
        leave(o);
        while (atomic_load(&q.nwoke) != i + 1)
            nap_ms(1);
        ck_assert_int_eq(q.woke[i], i);   /* the oldest first, exactly one */
    }
    for (int i = 0; i < 3; i++)
        join(&w[i]);
}
END_TEST

SUPPORT_TEST(pulse_all_wakes_everyone, &mini)
{
    rt_object *o = new_obj();
    waitq q = {.o = o};
    worker w[4];
    waiter_arg args[4];
    for (int i = 0; i < 4; i++) {
        args[i] = (waiter_arg){&q, i};
        spawn(&w[i], waiter_body, &args[i]);
    }
    while (atomic_load(&q.queued) != 4)
        nap_ms(1);
    enter(o);
    mon_pulse_all(o);
    leave(o);
    for (int i = 0; i < 4; i++)
        join(&w[i]);
    ck_assert_int_eq(atomic_load(&q.nwoke), 4);
}
END_TEST

SUPPORT_TEST(timed_wait_returns_false_still_owning, &mini)
{
    rt_object *o = new_obj();
    for (int i = 0; i < 3; i++)
        enter(o);
    uint64_t t0 = now_ms();
    ck_assert(!mon_wait(o, 30));
    ck_assert_uint_ge(now_ms() - t0, 29);
    uint32_t rec = 0;
    ck_assert_uint_eq(mon_owner(o, &rec), rt_current()->lock_id);
    ck_assert_uint_eq(rec, 2);
    ck_assert(!mon_wait(o, 0));
    ck_assert(mon_is_entered(o));
    mon_wait(o, -2);
    expect_pending("System.ArgumentOutOfRangeException");
    for (int i = 0; i < 3; i++)
        leave(o);
}
END_TEST

/* ---- GC interplay ---- */

static __attribute__((noinline)) void make_garbage(int n)
{
    for (int i = 0; i < n; i++) {
        rt_object *o = new_obj();
        mon_hash(o);
        ck_assert(mon_enter(o, -1));
        mon_exit(o);
    }
}

SUPPORT_TEST(sync_blocks_of_dead_objects_are_reclaimed, &mini)
{
    rt_object *keep = new_obj();
    int32_t h = mon_hash(keep);
    enter(keep);
    enter(keep);
    uint32_t idx = mon_sync_index(keep);
    ck_assert_uint_ne(idx, 0);
    make_garbage(2000);
    gc_collect(&rt_current()->gc);
    mon_stats after;
    mon_get_stats(&after);
    ck_assert_uint_ge(after.inflations, 2001);
    ck_assert_uint_ge(after.sync_blocks_freed, 1000);   /* a few may be kept by stale stack words */
    ck_assert_uint_le(after.sync_blocks_live, 1001);
    ck_assert_uint_eq(after.sync_blocks_live + after.sync_blocks_freed, after.inflations);
    /* the live object keeps its lock, recursion and hash */
    ck_assert_uint_eq(mon_sync_index(keep), idx);
    ck_assert_int_eq(mon_hash(keep), h);
    uint32_t rec = 0;
    ck_assert_uint_eq(mon_owner(keep, &rec), rt_current()->lock_id);
    ck_assert_uint_eq(rec, 1);
    leave(keep);
    leave(keep);
    /* freed indices are reused */
    make_garbage(10);
    mon_stats again;
    mon_get_stats(&again);
    ck_assert_uint_eq(again.table_capacity, after.table_capacity);
}
END_TEST

/* ---- diagnostics ---- */

static void block_on(void *p)
{
    holder *h = p;
    atomic_store(&h->stage, 1);
    enter(h->o);
    leave(h->o);
}

SUPPORT_TEST(dump_names_waiter_and_owner, &mini)
{
    rt_object *o = new_obj();
    enter(o);
    holder h = {o, 0};
    worker w;
    spawn(&w, block_on, &h);
    char buf[4096] = "";
    for (int tries = 0; tries < 2000 && !strstr(buf, "waiting to lock"); tries++) {
        nap_ms(2);
        FILE *f = tmpfile();
        mon_dump_threads(f);
        rewind(f);
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        buf[n] = 0;
        fclose(f);
    }
    char want[64];
    snprintf(want, sizeof want, "owned by thread %u", rt_current()->lock_id);
    ck_assert_msg(strstr(buf, "waiting to lock System.Object@"), "%s", buf);
    ck_assert_msg(strstr(buf, want), "%s", buf);
    leave(o);
    join(&w);
}
END_TEST

/* stderr goes to a temporary file; returns it. */
static FILE *capture_stderr(void)
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    fflush(stderr);
    dup2(fileno(f), 2);
    return f;
}

/* Wait (up to 5 s) until the captured stderr contains text. */
static bool stderr_shows(FILE *f, const char *text)
{
    char buf[8192];
    for (int i = 0; i < 2500; i++) {
        ssize_t n = pread(fileno(f), buf, sizeof buf - 1, 0);
        buf[n > 0 ? n : 0] = 0;
        if (strstr(buf, text))
            return true;
        nap_ms(2);
    }
    fprintf(stdout, "captured stderr: %s\n", buf);
    return false;
}

SUPPORT_TEST(sigquit_prints_the_dump, &mini)
{
    FILE *f = capture_stderr();
    raise(SIGQUIT);
    char want[64];
    snprintf(want, sizeof want, "thread %u: running", rt_current()->lock_id);
    ck_assert(stderr_shows(f, "kiln: managed threads"));
    ck_assert(stderr_shows(f, want));
}
END_TEST

/* The collector's helper threads are listed after the managed ones, each
 * with its kernel thread id (docs/diagnostics.md): four markers, every
 * large drain parallel (gc_testing.h), and a collection that marks an
 * array of 40000 objects starts the three helpers. The dump is the
 * SIGQUIT handler's own (one managed thread, no dumper yet). */
static void markers_4(cfg_switches *sw) { sw->gc_markers = 4; }   /* KILN_GC_MARKERS=4 */
static const support_setup mini_markers = {.module = mini_corelib, .switches = markers_4};

static __attribute__((noinline)) rt_array *many_objects(int n)
{
    rt_array *a = rt_new_array(rt_state.wk.object, n);
    ck_assert_ptr_nonnull(a);
    rt_object **e = rt_array_data(a);
    for (int i = 0; i < n; i++)
        gc_store_ref(&e[i], new_obj());
    return a;
}

SUPPORT_TEST(sigquit_lists_gc_helper_threads, &mini_markers)
{
    gc_debug_parallel_always(1);
    rt_array *volatile a = many_objects(40000);
    gc_collect(&rt_current()->gc);
    gc_helper_info h[8];
    ck_assert_uint_eq(gc_helper_threads(h, 8), 3);
    FILE *f = capture_stderr();
    raise(SIGQUIT);
    ck_assert(stderr_shows(f, "kiln: collector threads (parallel marking):"));
    ck_assert(stderr_shows(f, "  gc marker 3 (tid "));
    ck_assert(stderr_shows(f, " objects marked"));
    gc_debug_parallel_always(0);
    (void)a;
}
END_TEST

static void stall_50(cfg_switches *sw) { sw->stall_ms = 50; }   /* KILN_STALL_MS=50 */
static const support_setup mini_stall = {.module = mini_corelib, .switches = stall_50};

SUPPORT_TEST(stall_watchdog_dumps_a_blocked_thread, &mini_stall)
{
    FILE *f = capture_stderr();
    rt_object *o = new_obj();
    enter(o);
    holder h = {o, 0};
    worker w;
    spawn(&w, block_on, &h);
    char want[64];
    snprintf(want, sizeof want, "owned by thread %u", rt_current()->lock_id);
    ck_assert(stderr_shows(f, "waited more than 50 ms for a lock"));
    ck_assert(stderr_shows(f, want));
    leave(o);
    join(&w);
}
END_TEST

/* ---- no process-wide lock on a per-operation path ---- */

typedef struct hot {
    rt_object *thin, *fat, *hashed, *fresh;
    atomic_int done;
} hot;

static void hot_paths(void *p)
{
    hot *s = p;
    for (int i = 0; i < 1000; i++) {
        enter(s->thin);
        enter(s->thin);
        leave(s->thin);
        leave(s->thin);
        ck_assert(mon_enter(s->fat, -1));
        ck_assert(mon_enter(s->fat, 0));
        mon_exit(s->fat);
        mon_exit(s->fat);
        ck_assert_int_ne(mon_hash(s->fat), 0);
        ck_assert_int_ne(mon_hash(s->hashed), 0);
    }
    ck_assert_int_ne(mon_hash(s->fresh), 0);   /* a first hash: header CAS only */
    ck_assert(mon_is_entered(s->thin) == false);
    atomic_store(&s->done, 1);
}

static void grow(void *p)
{
    hot *s = p;
    mon_test_grow_table();
    atomic_store(&s->done, 1);
}

static bool done_within(atomic_int *flag, int ms)
{
    for (int i = 0; i < ms * 10 && !atomic_load(flag); i++) {
        rt_enter_safe();
        usleep(100);
        rt_leave_safe();
    }
    return atomic_load(flag) != 0;
}

SUPPORT_TEST(hot_paths_take_no_process_wide_lock, &mini)
{
    hot s = {new_obj(), new_obj(), new_obj(), new_obj(), 0};
    mon_hash(s.fat);
    ck_assert(mon_enter(s.fat, -1));   /* inflated before the hold */
    mon_exit(s.fat);
    mon_hash(s.hashed);
    mon_test_hold_table_lock();        /* held by this (dedicated) thread */
    worker w;
    spawn(&w, hot_paths, &s);
    bool hot_done = done_within(&s.done, 50);
    /* negative control: growing the table really needs the lock */
    hot g = {0};
    worker wg;
    spawn(&wg, grow, &g);
    bool grow_done = done_within(&g.done, 50);
    mon_test_release_table_lock();
    join(&w);
    join(&wg);
    ck_assert_msg(hot_done, "thin/fat enter-exit and hash codes must not need the sync-table lock");
    ck_assert_msg(!grow_done, "growing the sync table completed without its lock");
    ck_assert_int_eq(atomic_load(&g.done), 1);
}
END_TEST

static Suite *monitor_suite(void)
{
    Suite *s = suite_create("monitor");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, thin_lock_recursion_then_inflates);
    tcase_add_test(tc, exit_without_owning_throws);
    tcase_add_test(tc, lock_id_zero_takes_slow_path);
    tcase_add_test(tc, hash_in_header_then_moves_to_sync_block);
    tcase_add_test(tc, hashing_a_thin_locked_object_inflates);
    tcase_add_test(tc, inflation_by_a_non_owner);
    tcase_add_test(tc, fat_lock_mutual_exclusion);
    tcase_add_test(tc, thin_lock_mutual_exclusion);
    tcase_add_test(tc, timed_enter_honours_timeout);
    tcase_add_test(tc, starved_waiter_stops_barging);
    tcase_add_test(tc, fat_spin_polls_for_the_gc);
    tcase_add_test(tc, contention_is_counted_per_thread);
    tcase_add_test(tc, recursion_is_read_while_the_owner_changes_it);
    tcase_add_test(tc, wait_pulse_fifo);
    tcase_add_test(tc, pulse_all_wakes_everyone);
    tcase_add_test(tc, timed_wait_returns_false_still_owning);
    tcase_add_test(tc, sync_blocks_of_dead_objects_are_reclaimed);
    tcase_add_test(tc, dump_names_waiter_and_owner);
    tcase_add_test(tc, hot_paths_take_no_process_wide_lock);
    tcase_add_test(tc, sigquit_prints_the_dump);
    tcase_add_test(tc, sigquit_lists_gc_helper_threads);
    suite_add_tcase(s, tc);
    TCase *st = tcase_create("stall");
    tcase_set_timeout(st, 60);
    tcase_add_test(st, stall_watchdog_dumps_a_blocked_thread);
    suite_add_tcase(s, st);
    return s;
}

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, false);
    if (rc)
        return rc;
    return support_run_suite(monitor_suite());
}
