/* stackwalk.c - live stack traces: Environment.StackTrace (and the frames
 * of the thread dump, monitor/thread_dump.c), built by the exception path.
 *
 * A trace needs, for every managed frame of the thread, its method and the
 * statement it is at. An exception already collects exactly that as it
 * leaves each frame: the interpreter at the faulting instruction, compiled
 * code through its site blocks (with spliced and GCC-inlined callees), OSR
 * frames, class initializers, frames of both tiers mixed. Compiled code has
 * no other map from a return address to a statement, so a live walk uses
 * that path without disturbing the program:
 *
 *   parent: fork(); read the child's lines from a pipe; waitpid.
 *   child (a copy of the memory with only this thread): the walk marker
 *     becomes pending and propagates to the thread's top like an unhandled
 *     exception; every frame writes its rt_format_frame line to the pipe
 *     (rt_exc_append_frame) instead of a string; at the top
 *     (rt_report_unhandled) the child writes the end mark and _exits.
 *
 * Nothing runs on the non-throwing path, and the frames are those an
 * exception thrown at that point would list up to the thread's top. The
 * thread dump walks other threads the same way, from their signal handler
 * at a blocking wait (below).
 *
 * The marker (rt_state.walk.marker) is an object whose type is exactly
 * System.Object, outside the heap. Verified code throws only Exceptions, so
 * it is the one pending object that is not one: no catch clause takes it
 * (rt_catch_takes, the engines' clause tests), the first pass finds no
 * handler for it (so no finally block runs in the child), and a class
 * initializer's caller passes it on unwrapped (types.c).
 *
 * Invariants: the marker is pending only in a walk child; the child stays
 * GC-safe and never allocates (its collector would wait for threads that
 * do not exist in it; an allocation aborts it), writes only to the pipe
 * (0-2 are /dev/null), and ends at the thread's top, or by SIGALRM after
 * RT_WALK_CHILD_S seconds; the parent keeps only lines of a child that
 * wrote the end mark.
 */
#include "runtime_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define RT_WALK_CHILD_S 10u     /* the child's own deadline (alarm) */
#define RT_WALK_END '\0'        /* written by a child that reached the thread's top */

bool rt_walk_is_marker(const rt_object *ex)
{
    return ex && ex == &rt_state.walk.marker.obj;
}

static void write_all(int fd, const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

void rt_walk_frame(rt_method *m, uint32_t off)
{
    char line[1200];
    rt_format_frame(m, off, line, sizeof line - 1);
    size_t n = strlen(line);
    line[n++] = '\n';
    write_all(rt_state.walk.fd, line, n);
}

_Noreturn void rt_walk_finish(void)
{
    char end = RT_WALK_END;
    write_all(rt_state.walk.fd, &end, 1);
    _exit(0);
}

/* In the child: nothing it does may reach the user's files or wait for a
 * thread of the parent; then the marker is thrown. */
void rt_walk_child_begin(int fd)
{
    rt_thread *th = rt_current();
    rt_state.walk.fd = fd;
    signal(SIGPIPE, SIG_IGN);
    signal(SIGALRM, SIG_DFL);
    alarm(RT_WALK_CHILD_S);
    int null = open("/dev/null", O_RDWR);
    for (int i = 0; i < 3 && null >= 0; i++)
        dup2(null, i);
    rt_enter_safe();   /* never left: polls do nothing, an allocation aborts */
    rt_state.walk.marker.obj.type = rt_state.wk.object;
    rt_exc_forget(th, &rt_state.walk.marker.obj);
    th->pending = &rt_state.walk.marker.obj;
}

/* buf (*cap bytes) with room for `more` bytes after len; NULL (buf
 * freed) when out of memory. */
static char *grow(char *buf, size_t *cap, size_t len, size_t more)
{
    if (len + more <= *cap)
        return buf;
    char *nb = kmod_mem_realloc(buf, *cap * 2);
    if (!nb)
        kmod_mem_free(buf);
    *cap *= 2;
    return nb;
}

/* Read the child's output until EOF (or its deadline): the text, NUL at
 * the end, and whether the end mark came. NULL when out of memory. */
static char *read_lines(int fd, bool *complete)
{
    size_t cap = 4096, len = 0;
    char *buf = kmod_mem_alloc(cap);
    *complete = false;
    for (int waited_ms = 0; buf && waited_ms < (int)RT_WALK_CHILD_S * 1000 + 1000;) {
        struct pollfd p = {fd, POLLIN, 0};
        int r = poll(&p, 1, 100);
        waited_ms += r == 0 ? 100 : 0;
        if (r < 0 && errno != EINTR)
            break;
        if (r <= 0)
            continue;   /* a timeout or EINTR */
        if (!(buf = grow(buf, &cap, len, 1024)))
            return NULL;
        ssize_t n = read(fd, buf + len, cap - len - 1);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        len += (size_t)n;
    }
    if (!buf)
        return NULL;
    if (len && buf[len - 1] == RT_WALK_END) {
        *complete = true;
        len--;
    }
    buf[len] = 0;
    return buf;
}

/* Fork the walk child of the current thread; in the parent, the child's
 * pid with its pipe's read end in *rfd; -1 when the walk cannot start.
 * Returns 0 in the child, with the marker pending. */
static pid_t walk_fork(int *rfd)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        rt_walk_child_begin(fds[1]);
        return 0;
    }
    close(fds[1]);
    if (pid < 0) {
        close(fds[0]);
        return -1;
    }
    *rfd = fds[0];
    return pid;
}

char *rt_walk_collect(int rfd, pid_t pid)
{
    bool complete;
    char *text = read_lines(rfd, &complete);
    close(rfd);
    if (!complete)
        kill(pid, SIGKILL);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
        ;
    if (!complete) {
        kmod_mem_free(text);
        return NULL;
    }
    size_t n = strlen(text);
    if (n && text[n - 1] == '\n')
        text[n - 1] = 0;   /* lines joined by '\n', none after the last, as .NET */
    return text;
}

/* Environment.StackTrace's native: the lines of every managed frame of the
 * calling thread, innermost first (the first is the corelib's getter).
 * In the child it returns with the marker pending. */
rt_string *rt_walk_stack_trace(void)
{
    int rfd;
    pid_t pid = walk_fork(&rfd);
    if (pid == 0)
        return NULL;
    if (pid < 0) {
        rt_throw_kind(RT_EXC_OUT_OF_MEMORY, NULL);
        return NULL;
    }
    rt_enter_safe();
    char *text = rt_walk_collect(rfd, pid);
    rt_leave_safe();
    if (!text) {
        rt_throw_kind(RT_EXC_INVALID_OPERATION, "The stack trace could not be captured.");
        return NULL;
    }
    rt_string *s = rt_new_string_cstr(text);
    kmod_mem_free(text);
    return s;
}

/* --- the thread dump's walks of other threads ---
 * The dumper (a thread that is not t) asks t's signal handler to fork; the
 * handler does so only when t is inside a walkable wait (RT_WALK_WAIT_BEGIN
 * .. END, a window of t's own code that owns no lock a child could need),
 * and the child jumps back to that wait's checkpoint, which returns with
 * the marker pending. The parent's handler returns and the wait goes on
 * (SA_RESTART). walk_req: the dumper sets REQ_ASKED, the handler claims it
 * (REQ_CLAIMED) before forking and ends it (REQ_DONE, walk_pid set); the
 * dumper withdraws an unclaimed request after a second (REQ_NONE), so a
 * late handler never forks onto a closed descriptor. */

enum { RT_WALK_REQ_NONE, RT_WALK_REQ_ASKED, RT_WALK_REQ_CLAIMED, RT_WALK_REQ_DONE };

#define RT_WALK_SIGNAL (SIGRTMIN + 2)
#define RT_WALK_CLAIM_MS 1000

static void on_walk_signal(int sig)
{
    int saved = errno;
    rt_thread *t = rt_tls_thread;
    int asked = RT_WALK_REQ_ASKED;
    (void)sig;
    if (t && atomic_compare_exchange_strong(&t->walk_req, &asked, RT_WALK_REQ_CLAIMED)) {
        pid_t pid = -1;
        if (atomic_load_explicit(&t->walk_ok, memory_order_acquire)) {
            pid = fork();
            if (pid == 0) {
                /* the only thread here: the thread lock the dumper holds and
                 * the loader lock are free, and unwinding the condition wait
                 * of a Join or a class-init wait takes one of them */
                pthread_mutex_init(&rt_state.thread_lock, NULL);
                pthread_mutex_init(&rt_state.loader_lock, NULL);
                rt_walk_child_begin(t->walk_fd);
                siglongjmp(t->walk_jb, 1);
            }
        }
        atomic_store(&t->walk_pid, (int)pid);
        atomic_store(&t->walk_req, RT_WALK_REQ_DONE);
    }
    errno = saved;
}

static void install_walk_handler(void)
{
    if (rt_state.walk.handler_installed)
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_walk_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(RT_WALK_SIGNAL, &sa, NULL) == 0)
        rt_state.walk.handler_installed = true;
}

/* Wait for t's handler to finish the request; false when it never claimed
 * it (withdrawn). */
static bool await_handler(rt_thread *t)
{
    struct timespec ms = {0, 1000000};
    for (int waited = 0;; waited++) {
        int st = atomic_load(&t->walk_req);
        if (st == RT_WALK_REQ_DONE)
            return true;
        if (st == RT_WALK_REQ_ASKED && waited >= RT_WALK_CLAIM_MS) {
            int asked = RT_WALK_REQ_ASKED;
            if (atomic_compare_exchange_strong(&t->walk_req, &asked, RT_WALK_REQ_NONE))
                return false;
        }
        nanosleep(&ms, NULL);
    }
}

char *rt_walk_thread(rt_thread *t)
{
    int fds[2];
    if (t == rt_tls_thread || !atomic_load_explicit(&t->walk_ok, memory_order_acquire))
        return NULL;
    install_walk_handler();
    if (!rt_state.walk.handler_installed || pipe(fds) != 0)
        return NULL;
    t->walk_fd = fds[1];
    atomic_store(&t->walk_pid, -1);
    atomic_store(&t->walk_req, RT_WALK_REQ_ASKED);
    bool done;
    if (pthread_kill(t->pthread, RT_WALK_SIGNAL) == 0)
        done = await_handler(t);
    else
        done = false;   /* no signal, no handler: nothing can claim it */
    close(fds[1]);
    pid_t pid = done ? (pid_t)atomic_load(&t->walk_pid) : -1;
    atomic_store(&t->walk_req, RT_WALK_REQ_NONE);
    if (pid <= 0) {
        close(fds[0]);
        return NULL;
    }
    return rt_walk_collect(fds[0], pid);
}
