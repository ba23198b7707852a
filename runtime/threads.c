/* threads.c - managed threads over pthreads: attach/detach, lock ids,
 * start/join of System.Threading.Thread objects, foreground accounting.
 *
 * Invariants: every attached thread is on rt_state.threads and has a lock
 * id in 1..65535 (base..base+65534 for a KILN_FORCE_LOCKID_BASE test hook
 * past 65535) that no other live thread holds; ids are recycled when a
 * thread ends (the free-id stack is allocated at the first end);
 * thread_lock is never held across a safepoint, a managed allocation or a
 * gc_ call (the collector reads the thread list with the world stopped);
 * a Thread object's _state goes 0 -> 1 -> 2 and 2 is written
 * under thread_lock just before thread_cond is broadcast.
 */
#include "runtime_internal.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define THR(obj, field, T) RT_FIELD(obj, rt_state.wk.thr_##field##_off, T)

void rt_threads_init(void)
{
    rt_stackguard_init();
    pthread_mutex_init(&rt_state.thread_lock, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&rt_state.thread_cond, &ca);
    pthread_condattr_destroy(&ca);
    rt_state.next_id = 1;
    /* Test hook: ids start at the base instead of 1. A base up to 65535
     * brings exhaustion near (ids stop at 65535); a larger one hands out
     * 65535 ids from the base on, none of which fits a thin lock, so every
     * lock a managed thread takes is a fat one. */
    uint64_t b = rt_state.sw.force_lockid_base;
    if (b >= 1 && b <= RT_MAX_LOCK_ID_BASE)
        rt_state.next_id = (uint32_t)b;
    rt_state.id_limit = rt_state.next_id > RT_MAX_THIN_LOCK_ID
                        ? rt_state.next_id + RT_MAX_THIN_LOCK_ID - 1 : RT_MAX_THIN_LOCK_ID;
}

uint32_t rt_lock_id_alloc(void)
{
    uint32_t id = 0;
    pthread_mutex_lock(&rt_state.thread_lock);
    if (rt_state.nfree_ids)
        id = rt_state.free_ids[--rt_state.nfree_ids];
    else if (rt_state.next_id <= rt_state.id_limit)
        id = rt_state.next_id++;
    pthread_mutex_unlock(&rt_state.thread_lock);
    return id;
}

static void lock_id_free_locked(uint32_t id)
{
    if (id < 1 || id > rt_state.id_limit || rt_state.nfree_ids >= RT_MAX_THIN_LOCK_ID)
        return;
    if (!rt_state.free_ids)   /* at the first thread's end: a single-threaded run never needs it */
        rt_state.free_ids = rt_xcalloc(RT_MAX_THIN_LOCK_ID + 1, sizeof(uint32_t));
    rt_state.free_ids[rt_state.nfree_ids++] = id;
}

void rt_lock_id_free(uint32_t id)
{
    pthread_mutex_lock(&rt_state.thread_lock);
    lock_id_free_locked(id);
    pthread_mutex_unlock(&rt_state.thread_lock);
}

static void link_thread(rt_thread *t)
{
    for (int i = 0; i < rt_state.nthread_attach_hooks; i++)
        rt_state.thread_attach_hooks[i](t);
    pthread_mutex_lock(&rt_state.thread_lock);
    t->next_all = rt_state.threads;
    rt_state.threads = t;
    t->counted = !t->is_background && t->managed;
    if (t->counted)
        rt_state.foreground++;
    pthread_mutex_unlock(&rt_state.thread_lock);
}

rt_thread *rt_thread_attach_main(void *stack_hi)
{
    /* The collector scans [sp, stack_hi): an address below this frame
     * (a static in .bss once) would hide every frame of the thread. */
    KILN_ASSERT((uintptr_t)stack_hi > (uintptr_t)__builtin_frame_address(0));
    rt_thread *t = rt_xcalloc(1, sizeof *t);
    t->lock_id = rt_lock_id_alloc();
    t->pthread = pthread_self();
    gc_thread_attach(&t->gc, stack_hi);
    rt_stackguard_attach(t);
    rt_tls_thread = t;
    rt_tls_lock_id = t->lock_id;
    link_thread(t);
    if (rt_state.wk.exception && !rt_state.wk.oom)
        rt_state.wk.oom = rt_new_exception(RT_EXC_OUT_OF_MEMORY, NULL);
    return t;
}

void rt_threads_mark(gc_mark_fn mark)
{
    for (rt_thread *t = rt_state.threads; t; t = t->next_all) {
        if (t->pending)
            mark(t->pending);
        if (t->managed)
            mark(t->managed);
        if (t->waiting_for)
            mark(t->waiting_for);
        for (uint32_t i = 0; i < t->nfilters; i++)
            mark(t->filters[i].filter);
    }
}

static void unlink_locked(rt_thread *t)
{
    for (rt_thread **p = &rt_state.threads; *p; p = &(*p)->next_all)
        if (*p == t) {
            *p = t->next_all;
            break;
        }
}

void rt_thread_detach(rt_thread *t)
{
    for (int i = 0; i < rt_state.nthread_exit_hooks; i++)
        rt_state.thread_exit_hooks[i](t);
    pthread_mutex_lock(&rt_state.thread_lock);
    if (t->managed && rt_state.wk.thread) {
        atomic_store((_Atomic int32_t *)&THR(t->managed, state, int32_t), 2);
        THR(t->managed, native, int64_t) = 0;
    }
    unlink_locked(t);
    lock_id_free_locked(t->lock_id);
    if (t->counted)
        rt_state.foreground--;
    pthread_cond_broadcast(&rt_state.thread_cond);
    pthread_mutex_unlock(&rt_state.thread_lock);
    gc_thread_detach(&t->gc);
    if (rt_tls_thread == t) {
        rt_stackguard_detach(t);
        rt_tls_thread = NULL;
        rt_tls_lock_id = 0;
    }
    free(t->filters);
    free(t);
}

/* --- running a Thread object --- */

/* The method a Thread runs: the Invoke of its delegate (_target, never
 * null: the constructors refuse null), as the delegate's own class
 * declares it (the override that calls the delegate's method, or the
 * multicast loop of its delegate type); void Invoke() or void
 * Invoke(object). */
static rt_method *entry_method(rt_object *thr)
{
    rt_object *target = THR(thr, target, rt_object *);
    for (rt_type *t = target->type; t; t = t->parent) {
        rt_method *m = rt_find_method(t, "Invoke", -1);
        if (m)
            return m;
    }
    return NULL;
}

static void run_target(rt_object *thr)
{
    rt_method *m = entry_method(thr);
    rt_object *target = THR(thr, target, rt_object *);
    rt_object *arg = THR(thr, arg, rt_object *);
    void *e = rt_method_entry(m);
    if (m->nparams)
        RT_AS_FN(void (*)(rt_object *, rt_object *), e)(target, arg);
    else
        RT_AS_FN(void (*)(rt_object *), e)(target);
}

static void *thread_main(void *p)
{
    rt_thread *t = p;
    int top;
    gc_thread_attach(&t->gc, &top);
    rt_stackguard_attach(t);
    rt_tls_thread = t;
    rt_tls_lock_id = t->lock_id;
    run_target(t->managed);
    if (t->pending) {
        int code = rt_report_unhandled(t->pending);
        rt_exit(code);
    }
    rt_thread_detach(t);
    return NULL;
}

bool rt_thread_start(rt_object *thr, rt_object *arg, bool with_arg)
{
    if (atomic_load((_Atomic int32_t *)&THR(thr, state, int32_t)) != 0) {
        rt_throw_kind(RT_EXC_THREAD_STATE, "Thread is running or terminated; it cannot restart.");
        return false;
    }
    rt_method *m = entry_method(thr);
    if (with_arg && m->nparams == 0) {
        rt_throw_kind(RT_EXC_INVALID_OPERATION,
                      "The thread was created with a ThreadStart delegate that does not accept a parameter.");
        return false;
    }
    rt_thread *t = rt_xcalloc(1, sizeof *t);
    t->managed = thr;
    t->is_background = THR(thr, background, uint8_t) != 0;
    t->lock_id = (uint32_t)THR(thr, id, int32_t);
    if (!t->lock_id && !(t->lock_id = rt_lock_id_alloc())) {
        free(t);
        rt_throw_kind(RT_EXC_OUT_OF_MEMORY, "Too many threads: no lock id left.");
        return false;
    }
    THR(thr, id, int32_t) = (int32_t)t->lock_id;
    RT_STORE_REF(thr, rt_state.wk.thr_arg_off, arg);
    THR(thr, native, int64_t) = (int64_t)(intptr_t)t;
    atomic_store((_Atomic int32_t *)&THR(thr, state, int32_t), 1);
    link_thread(t);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, 8u << 20);
    pthread_attr_setguardsize(&attr, RT_STACK_GUARD_SIZE);
    int rc = pthread_create(&t->pthread, &attr, thread_main, t);
    pthread_attr_destroy(&attr);
    if (rc) {
        pthread_mutex_lock(&rt_state.thread_lock);
        unlink_locked(t);
        if (t->counted)
            rt_state.foreground--;
        pthread_mutex_unlock(&rt_state.thread_lock);
        atomic_store((_Atomic int32_t *)&THR(thr, state, int32_t), 0);
        free(t);
        rt_throw_kind(RT_EXC_OUT_OF_MEMORY, "Thread creation failed.");
        return false;
    }
    atomic_fetch_add(&rt_state.counters.threads_started, 1);
    return true;
}

static void deadline_after(struct timespec *ts, int32_t ms)
{
    clock_gettime(CLOCK_MONOTONIC, ts);
    ts->tv_sec += ms / 1000;
    ts->tv_nsec += (long)(ms % 1000) * 1000000L;
    if (ts->tv_nsec >= 1000000000L) {
        ts->tv_sec++;
        ts->tv_nsec -= 1000000000L;
    }
}

bool rt_thread_join(rt_object *thr, int32_t timeout_ms)
{
    _Atomic int32_t *state = (_Atomic int32_t *)&THR(thr, state, int32_t);
    if (atomic_load(state) == 0) {
        rt_throw_kind(RT_EXC_THREAD_STATE, "Thread has not been started.");
        return false;
    }
    struct timespec dl;
    if (timeout_ms >= 0)
        deadline_after(&dl, timeout_ms);
    bool done;
    rt_thread *me = rt_current();
    rt_enter_safe();
    RT_WALK_WAIT_BEGIN(me, RT_WAIT_JOIN, false);   /* the dump shows this thread's frames */
    pthread_mutex_lock(&rt_state.thread_lock);
    while (!(done = atomic_load(state) == 2)) {
        if (timeout_ms < 0)
            pthread_cond_wait(&rt_state.thread_cond, &rt_state.thread_lock);
        else if (pthread_cond_timedwait(&rt_state.thread_cond, &rt_state.thread_lock, &dl))
            break;
    }
    done = atomic_load(state) == 2;
    pthread_mutex_unlock(&rt_state.thread_lock);
    RT_WALK_WAIT_END(me);
    rt_leave_safe();
    return done;
}

void rt_wait_foreground(void)
{
    if (!rt_current())
        return;
    rt_enter_safe();
    pthread_mutex_lock(&rt_state.thread_lock);
    while (rt_state.foreground > 0)
        pthread_cond_wait(&rt_state.thread_cond, &rt_state.thread_lock);
    pthread_mutex_unlock(&rt_state.thread_lock);
    rt_leave_safe();
}

rt_object *rt_thread_current_object(void)
{
    rt_thread *t = rt_current();
    if (t->managed)
        return t->managed;
    rt_object *o = rt_new_object(rt_state.wk.thread);
    if (!o)
        return NULL;
    THR(o, id, int32_t) = (int32_t)t->lock_id;
    THR(o, state, int32_t) = 1;
    THR(o, native, int64_t) = (int64_t)(intptr_t)t;
    t->managed = o;
    return o;
}

/* IsBackground setter: keeps the foreground count right for a running thread. */
void rt_thread_set_background(rt_object *thr, bool bg)
{
    pthread_mutex_lock(&rt_state.thread_lock);
    bool was = THR(thr, background, uint8_t) != 0;
    THR(thr, background, uint8_t) = bg;
    rt_thread *t = (rt_thread *)(intptr_t)THR(thr, native, int64_t);
    if (t && t->managed == thr && was != bg &&
        atomic_load((_Atomic int32_t *)&THR(thr, state, int32_t)) == 1) {
        t->is_background = bg;
        if (t->counted == bg) {
            t->counted = !bg;
            rt_state.foreground += bg ? -1 : 1;
        }
    }
    pthread_mutex_unlock(&rt_state.thread_lock);
}

void rt_thread_sleep(int32_t ms)
{
    if (ms == 0) {
        sched_yield();
        return;
    }
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    rt_thread *me = rt_current();
    rt_enter_safe();
    RT_WALK_WAIT_BEGIN(me, RT_WAIT_SLEEP, );   /* the dump shows this thread's frames */
    while (nanosleep(&ts, &ts) != 0)
        ;
    RT_WALK_WAIT_END(me);
    rt_leave_safe();
}
