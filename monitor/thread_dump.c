/* thread_dump.c - start-up of the monitor subsystem (mon_init) and its lock
 * diagnostics: the thread dump printed on SIGQUIT and by the KILN_STALL_MS
 * watchdog (each managed thread, the object whose lock it waits for, that
 * lock's owner, and the managed frames of a thread blocked in a wait, as
 * runtime/stackwalk.c walks them).
 *
 * After the managed threads the dump lists the collector's helper threads
 * (parallel marking), read from gc_helper_threads without a lock.
 *
 * The dump runs on a dedicated non-managed thread, the dumper. Starting it
 * costs a thread (100-300 us of a 2 ms AOT cold start), so it starts only
 * when a dump could show more than one running thread: at mon_init when
 * KILN_STALL_MS asks for the watchdog, else when a second managed thread
 * attaches or a thread first blocks in a monitor (enter or Wait). Until
 * then the process has at most one managed thread and it is running, and
 * the SIGQUIT handler writes that dump itself with write(2).
 *
 * Invariants: the SIGQUIT handler only writes to a pipe or to fd 2 (both
 * async-signal-safe); dumper_ready is set (release) only after the pipe and
 * the thread exist, and before the second thread is linked or the first
 * block begins; the dumper never touches the heap beyond reading type names
 * and headers of objects that waiting threads keep alive; the dump takes the
 * runtime's thread lock only to walk the list.
 */
#include "monitor_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

static const char dump_header[] = "kiln: managed threads (lock ids) and the monitors they wait for:\n";

/* Under the thread lock, so a concurrent dump never reads freed state; the
 * thread's contention count joins the total of ended threads. */
static void thread_exit_hook(rt_thread *t)
{
    pthread_mutex_lock(&rt_state.thread_lock);
    mon_thread *m = t->mon;
    t->mon = NULL;
    if (m)
        atomic_fetch_add(&mon_state.contended_exited, atomic_load(&m->contended));
    pthread_mutex_unlock(&rt_state.thread_lock);
    kmod_mem_free(m);
}

uint64_t mon_contended_total(void)
{
    pthread_mutex_lock(&rt_state.thread_lock);
    uint64_t n = atomic_load(&mon_state.contended_exited);
    for (rt_thread *t = rt_state.threads; t; t = t->next_all) {
        mon_thread *m = __atomic_load_n(&t->mon, __ATOMIC_ACQUIRE);
        if (m)
            n += atomic_load_explicit(&m->contended, memory_order_relaxed);
    }
    pthread_mutex_unlock(&rt_state.thread_lock);
    return n;
}

/* --stats: the per-thread counts summed into the runtime's counter. */
static void stats_hook(void)
{
    atomic_store(&rt_state.counters.lock_contended, mon_contended_total());
}

static const char *type_name(rt_object *o) { return o && o->type && o->type->name ? o->type->name : "?"; }

/* The thread initializing t, by lock id (0: none any more). Reads a
 * pointer another thread may clear: good enough for a diagnostic. */
static uint32_t init_holder(rt_type *t)
{
    rt_thread *h = __atomic_load_n(&t->init_thread, __ATOMIC_RELAXED);
    return h ? h->lock_id : 0;
}

static double ms_since(uint64_t since, uint64_t now)
{
    return since && now > since ? (double)(now - since) / 1e6 : 0.0;
}

static void dump_one(FILE *out, rt_thread *t, uint64_t now)
{
    rt_type *ci = atomic_load(&t->init_wait);
    if (ci) {
        fprintf(out, "  thread %u: waiting for class init of %s for %.1f ms, held by thread %u\n",
                t->lock_id, ci->name, ms_since(atomic_load(&t->init_wait_ns), now), init_holder(ci));
        return;
    }
    /* t->mon and t->waiting_for are stored by t itself, not under the thread lock */
    mon_thread *m = __atomic_load_n(&t->mon, __ATOMIC_ACQUIRE);
    rt_object *lk = __atomic_load_n(&t->waiting_for, __ATOMIC_ACQUIRE);
    rt_object *wt = m ? atomic_load(&m->waiting_wait) : NULL;
    uint64_t since = m ? atomic_load(&m->block_start_ns) : 0;
    double ms = ms_since(since, now);
    fprintf(out, "  thread %u", t->lock_id);
    if (lk) {
        uint32_t owner = mon_owner(lk, NULL);
        fprintf(out, ": waiting to lock %s@%p for %.1f ms, owned by thread %u\n", type_name(lk),
                (void *)lk, ms, owner);
    } else if (wt) {
        fprintf(out, ": in Monitor.Wait on %s@%p for %.1f ms\n", type_name(wt), (void *)wt, ms);
    } else {
        int w = atomic_load_explicit(&t->walk_ok, memory_order_acquire);
        fprintf(out, w == RT_WAIT_SLEEP ? ": in Thread.Sleep\n" : w == RT_WAIT_JOIN ? ": in Thread.Join\n" : ": running\n");
    }
}

/* t's managed frames, innermost first, when t is blocked in a wait the
 * runtime can walk from (runtime/stackwalk.c); nothing for a thread that
 * is running. */
static void dump_frames(FILE *out, rt_thread *t)
{
    char *frames = rt_walk_thread(t);
    if (frames && *frames)
        fprintf(out, "%s\n", frames);
    kmod_mem_free(frames);
}

/* Decimal digits of v at p; returns the end. Async-signal-safe (the
 * single-thread dump is written by the SIGQUIT handler itself). */
static char *put_uint(char *p, uint64_t v)
{
    char digits[24];
    int n = 0;
    do
        digits[n++] = (char)('0' + v % 10);
    while (v /= 10);
    while (n)
        *p = digits[--n], p++;
    return p;
}

static char *put_str(char *p, const char *s)
{
    while (*s)
        *p++ = *s++;
    return p;
}

enum { HELPERS_MAX = 8, HELPERS_TEXT = 96 * HELPERS_MAX + 64 };

/* The collector's helper threads (parallel marking, docs/gc.md): not
 * managed threads, but threads of the process a debugger or `top -H`
 * shows; one line each with its kernel thread id. Written into buf (at
 * least HELPERS_TEXT bytes); returns the length (0: none started). */
static size_t format_gc_helpers(char *buf)
{
    gc_helper_info h[HELPERS_MAX];
    unsigned n = gc_helper_threads(h, HELPERS_MAX);
    if (n > HELPERS_MAX)
        n = HELPERS_MAX;
    if (n == 0)
        return 0;
    char *p = put_str(buf, "kiln: collector threads (parallel marking):\n");
    for (unsigned k = 0; k < n; k++) {
        p = put_uint(put_str(p, "  gc marker "), k + 1);
        p = put_uint(put_str(p, " (tid "), (uint64_t)(h[k].tid > 0 ? h[k].tid : 0));
        p = put_str(p, h[k].marking ? "): marking, " : "): idle, ");
        p = put_str(put_uint(p, h[k].scanned), " objects marked\n");
    }
    return (size_t)(p - buf);
}

void mon_dump_threads(FILE *out)
{
    uint64_t now = mon_now_ns();
    fputs(dump_header, out);
    pthread_mutex_lock(&rt_state.thread_lock);
    for (rt_thread *t = rt_state.threads; t; t = t->next_all) {
        dump_one(out, t, now);
        dump_frames(out, t);
    }
    pthread_mutex_unlock(&rt_state.thread_lock);
    char helpers[HELPERS_TEXT];
    fwrite(helpers, 1, format_gc_helpers(helpers), out);
    fflush(out);
}

/* Has any thread been blocked in a monitor or a class-init wait longer
 * than ms? */
static bool stalled(uint64_t ms)
{
    uint64_t now = mon_now_ns(), limit = ms * 1000000u;
    bool any = false;
    pthread_mutex_lock(&rt_state.thread_lock);
    for (rt_thread *t = rt_state.threads; t && !any; t = t->next_all) {
        mon_thread *m = __atomic_load_n(&t->mon, __ATOMIC_ACQUIRE);
        uint64_t s = m ? atomic_load(&m->block_start_ns) : 0;
        any = s && __atomic_load_n(&t->waiting_for, __ATOMIC_ACQUIRE) && now - s > limit;
        uint64_t ci = atomic_load(&t->init_wait_ns);
        any = any || (ci && now > ci && now - ci > limit);
    }
    pthread_mutex_unlock(&rt_state.thread_lock);
    return any;
}

static void write_all(int fd, const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

/* The dump before the dumper exists: at most one managed thread, running
 * (a block or a second thread would have started the dumper). */
static void dump_solo(void)
{
    char line[48] = "  thread ", digits[12];
    uint32_t id = atomic_load_explicit(&mon_state.solo_lock_id, memory_order_relaxed);
    write_all(2, dump_header, sizeof dump_header - 1);
    if (!id)
        return;
    int nd = 0, n = 9;
    for (; id; id /= 10)
        digits[nd++] = (char)('0' + id % 10);
    while (nd)
        line[n++] = digits[--nd];
    memcpy(line + n, ": running\n", 10);
    write_all(2, line, (size_t)n + 10);
    char helpers[HELPERS_TEXT];
    write_all(2, helpers, format_gc_helpers(helpers));
}

static void on_sigquit(int sig)
{
    char c = 'q';
    int saved = errno;
    if (!atomic_load_explicit(&mon_state.dumper_ready, memory_order_acquire))
        dump_solo();
    else if (write(mon_state.dump_pipe[1], &c, 1) < 0) {
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
            char c[64];   /* the requests that queued during the last dump: one dump */
            if (read(mon_state.dump_pipe[0], c, sizeof c) > 0)
                mon_dump_threads(stderr);
        } else if (r == 0 && mon_state.stall_ms) {
            bool s = stalled(mon_state.stall_ms);
            if (s && !reported) {
                fprintf(stderr, "kiln: a thread has waited more than %llu ms for a lock or a class initializer\n",
                        (unsigned long long)mon_state.stall_ms);
                mon_dump_threads(stderr);
            }
            reported = s;
        }
    }
    return arg;
}

/* Start the dumper thread once; the caller is about to make a dump worth
 * more than dump_solo (see the file comment). */
void mon_diag_start_dumper(void)
{
    if (atomic_load_explicit(&mon_state.dumper_ready, memory_order_acquire))
        return;
    pthread_mutex_lock(&mon_state.dumper_lock);
    if (!atomic_load_explicit(&mon_state.dumper_ready, memory_order_relaxed) && pipe(mon_state.dump_pipe) == 0) {
        fcntl(mon_state.dump_pipe[1], F_SETFL, O_NONBLOCK);
        pthread_t th;
        pthread_attr_t a;
        pthread_attr_init(&a);
        pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&a, (size_t)256 << 10);
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_BLOCK, &all, &old);   /* the dumper takes no signals */
        int rc = pthread_create(&th, &a, dumper_main, NULL);
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        pthread_attr_destroy(&a);
        if (rc == 0)
            atomic_store_explicit(&mon_state.dumper_ready, true, memory_order_release);
        else {
            close(mon_state.dump_pipe[0]);
            close(mon_state.dump_pipe[1]);
        }
    }
    pthread_mutex_unlock(&mon_state.dumper_lock);
}

/* Before a thread is linked: the first is the solo thread, a second one
 * needs the dumper. */
static void thread_attach_hook(rt_thread *t)
{
    uint32_t none = 0;
    if (!atomic_compare_exchange_strong(&mon_state.solo_lock_id, &none, t->lock_id ? t->lock_id : 1))
        mon_diag_start_dumper();
}

static void install_sigquit(void)
{
    mon_state.stall_ms = rt_state.sw.stall_ms;
    if (mon_state.stall_ms)
        mon_diag_start_dumper();   /* the watchdog polls from the start */
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
    pthread_mutex_init(&mon_state.dumper_lock, NULL);
    atomic_store(&mon_state.next_index, 1);   /* index 0 means "no sync block" */
    mon_state.dump_pipe[0] = mon_state.dump_pipe[1] = -1;
    if (!natives_registered())
        rt_register_natives(mon_natives);
    gc_set_after_mark_callback(mon_gc_after_mark);
    rt_register_roots(mon_gc_roots);
    mon_publish_table_abi();
    rt_register_thread_exit_hook(thread_exit_hook);
    rt_register_thread_attach_hook(thread_attach_hook);
    rt_register_stats_hook(stats_hook);
    install_sigquit();
}
