/* diag.c - start-up of the monitor subsystem (mon_init) and its lock
 * diagnostics: the thread dump printed on SIGQUIT and by the KILN_STALL_MS
 * watchdog (each managed thread, the object whose lock it waits for, that
 * lock's owner).
 *
 * Invariants: the SIGQUIT handler only writes one byte to a pipe; the dump
 * runs on a dedicated non-managed thread that never touches the heap beyond
 * reading type names and headers of objects that waiting threads keep
 * alive; the dump takes the runtime's thread lock only to walk the list.
 */
#include "monitor_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

/* Under the thread lock, so a concurrent dump never reads freed state. */
static void thread_exit_hook(rt_thread *t)
{
    pthread_mutex_lock(&rt_state.thread_lock);
    void *m = t->mon;
    t->mon = NULL;
    pthread_mutex_unlock(&rt_state.thread_lock);
    free(m);
}

static const char *type_name(rt_object *o) { return o && o->type && o->type->name ? o->type->name : "?"; }

static void dump_one(FILE *out, rt_thread *t, uint64_t now)
{
    /* t->mon and t->waiting_for are stored by t itself, not under the thread lock */
    mon_thread *m = __atomic_load_n(&t->mon, __ATOMIC_ACQUIRE);
    rt_object *lk = __atomic_load_n(&t->waiting_for, __ATOMIC_ACQUIRE);
    rt_object *wt = m ? atomic_load(&m->waiting_wait) : NULL;
    uint64_t since = m ? atomic_load(&m->block_start_ns) : 0;
    double ms = since && now > since ? (double)(now - since) / 1e6 : 0.0;
    fprintf(out, "  thread %u", t->lock_id);
    if (lk) {
        uint32_t owner = mon_owner(lk, NULL);
        fprintf(out, ": waiting to lock %s@%p for %.1f ms, owned by thread %u\n", type_name(lk),
                (void *)lk, ms, owner);
    } else if (wt) {
        fprintf(out, ": in Monitor.Wait on %s@%p for %.1f ms\n", type_name(wt), (void *)wt, ms);
    } else {
        fprintf(out, ": running\n");
    }
}

void mon_dump_threads(FILE *out)
{
    uint64_t now = mon_now_ns();
    fprintf(out, "kiln: managed threads (lock ids) and the monitors they wait for:\n");
    pthread_mutex_lock(&rt_state.thread_lock);
    for (rt_thread *t = rt_state.threads; t; t = t->next_all)
        dump_one(out, t, now);
    pthread_mutex_unlock(&rt_state.thread_lock);
    fflush(out);
}

/* Has any thread been blocked in a monitor longer than ms? */
static bool stalled(uint64_t ms)
{
    uint64_t now = mon_now_ns(), limit = ms * 1000000u;
    bool any = false;
    pthread_mutex_lock(&rt_state.thread_lock);
    for (rt_thread *t = rt_state.threads; t && !any; t = t->next_all) {
        mon_thread *m = __atomic_load_n(&t->mon, __ATOMIC_ACQUIRE);
        uint64_t s = m ? atomic_load(&m->block_start_ns) : 0;
        any = s && __atomic_load_n(&t->waiting_for, __ATOMIC_ACQUIRE) && now - s > limit;
    }
    pthread_mutex_unlock(&rt_state.thread_lock);
    return any;
}

static void on_sigquit(int sig)
{
    char c = 'q';
    int saved = errno;
    if (mon_state.dump_pipe[1] >= 0 && write(mon_state.dump_pipe[1], &c, 1) < 0) {
        /* nothing to do in a handler */
    }
    errno = saved;
}

static void *dumper_main(void *arg)
{
    bool reported = false;
    for (;;) {
        struct pollfd p = {mon_state.dump_pipe[0], POLLIN, 0};
        int tmo = mon_state.stall_ms ? (int)(mon_state.stall_ms / 2 + 1) : -1;
        int r = poll(&p, 1, tmo);
        if (r > 0) {
            char c;
            if (read(mon_state.dump_pipe[0], &c, 1) == 1)
                mon_dump_threads(stderr);
        } else if (r == 0 && mon_state.stall_ms) {
            bool s = stalled(mon_state.stall_ms);
            if (s && !reported) {
                fprintf(stderr, "kiln: a thread has waited more than %llu ms for a lock\n",
                        (unsigned long long)mon_state.stall_ms);
                mon_dump_threads(stderr);
            }
            reported = s;
        }
    }
    return arg;
}

static void start_dumper(void)
{
    const char *st = getenv("KILN_STALL_MS");
    if (st && *st)
        mon_state.stall_ms = (uint64_t)strtoull(st, NULL, 10);
    if (pipe(mon_state.dump_pipe) != 0)
        return;
    fcntl(mon_state.dump_pipe[1], F_SETFL, O_NONBLOCK);
    pthread_t th;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);   /* the dumper takes no signals */
    int rc = pthread_create(&th, &a, dumper_main, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&a);
    if (rc)
        return;
    struct sigaction sa;
    sa.sa_handler = on_sigquit;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGQUIT, &sa, NULL);
}

static bool natives_registered(void)
{
    for (int i = 0; i < rt_state.nnative_tables; i++)
        if (rt_state.native_tables[i] == mon_natives)
            return true;
    return false;
}

void mon_init(void)
{
    if (mon_state.initialized)
        return;
    mon_state.initialized = true;
    pthread_mutex_init(&mon_state.table_lock, NULL);
    atomic_store(&mon_state.next_index, 1);   /* index 0 means "no sync block" */
    mon_state.dump_pipe[0] = mon_state.dump_pipe[1] = -1;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    mon_state.ncpu = n > 0 ? (int)n : 1;
    if (!natives_registered())
        rt_register_natives(mon_natives);
    gc_set_after_mark_callback(mon_gc_after_mark);
    rt_register_thread_exit_hook(thread_exit_hook);
    start_dumper();
}
