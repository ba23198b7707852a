/* natives_console.c - System.Console's native half: one stdout buffer,
 * UTF-16 to UTF-8 conversion, and the rules that keep buffered output from
 * being late, lost or silently dropped.
 *
 * .NET writes every Console call through at once; Kiln buffers (a write(2)
 * per line costs 5x the run time of a program printing a million lines into
 * a pipe) but bounds what that may change:
 *  - Lateness. On a terminal a newline flushes. Elsewhere (pipe, file), and
 *    for partial lines on a terminal, a write goes out at once unless the
 *    buffer was last flushed less than flush_ns (100 ms) ago; then the
 *    flusher, a thread started at that first need, writes out any byte
 *    within flush_ns of its arrival. A program that writes one line (hello)
 *    or a line every 100 ms never starts it; one that writes many lines
 *    pays one thread and a write per 16 KiB or per 100 ms.
 *  - Loss. Every exit Kiln controls flushes first: the end of Main,
 *    Environment.Exit, an unhandled exception, "Stack overflow.", and the
 *    signals it can catch (SIGINT, SIGTERM, SIGHUP; SIGSEGV, SIGBUS, SIGFPE,
 *    SIGILL and SIGABRT crashes), after which the process dies by the same
 *    signal with its default disposition, so the exit status is the one the
 *    signal gives. Handlers are installed when output first stays in the
 *    buffer (none for hello: its cold start does not pay for them), and
 *    only over a default disposition (an ignored SIGHUP under nohup stays
 *    ignored; a sanitizer's handlers stay). SIGKILL cannot be caught: the
 *    lateness bound is what limits its loss.
 *  - Errors. A failed write (ENOSPC, EIO, ...) throws IOException with the
 *    C library's text for errno, as .NET does, from the Console call whose
 *    flush failed, or, when the flusher or the exit flush met it, from the
 *    next Console call or as the unhandled exception at the end of Main
 *    (exit 134). The buffered bytes are dropped. EPIPE is silent and SIGPIPE
 *    ignored (.NET: a reader that went away is not an error); a closed
 *    stdout (EBADF) drops output; EAGAIN waits until stdout is writable.
 *
 * Locking and signals. rt_console.lock serializes appends and flushes; it
 * is taken only inside a GC-safe region (a thread blocked on it or in
 * write(2) never holds up a collection) and by the flusher, which is not a
 * managed thread. A signal handler must not wait for a lock its own thread
 * holds, nor write bytes a flush on its own thread may have written
 * already. So every console call marks its thread (console_busy, a
 * thread-local) from before it takes the lock until after it releases it:
 *  - a terminating signal that lands on a marked thread only records the
 *    signal (console.signal) and returns; the call finishes, flushes
 *    normally and then dies by that signal (end_call);
 *  - on any other thread the handler takes the lock with trylock, retrying
 *    for up to a second while another thread holds it (a writer blocked on
 *    a full pipe must not keep the process alive), writes the buffer with
 *    write(2), and dies. trylock, unlock and write are one atomic operation,
 *    an atomic exchange plus a futex wake, and a system call on Linux: safe
 *    in a handler whose thread does not hold the lock, which the mark
 *    guarantees (POSIX does not list the pthread calls, so this is a
 *    Linux-specific argument, kept to these two calls);
 *  - a second terminating signal while the first is pending ends the
 *    process at once (a stuck write must not make it unkillable).
 * The flusher blocks every signal, so it is never the thread a handler
 * runs on. Crash handlers follow the same rule (no flush when the crashing
 * thread is inside a console call).
 */
#include "runtime_internal.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Is this thread inside a console call (from before the lock to after)? */
static _Thread_local volatile sig_atomic_t console_busy;

static const int terminating_signals[] = {SIGINT, SIGTERM, SIGHUP};
/* What foreign code may take over (rt_signals_foreign_begin): the above and SIGPIPE. */
static const int foreign_signals[4] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};

void rt_console_init(void)
{
    rt_console *c = &rt_state.console;
    pthread_mutex_init(&c->lock, NULL);
    pthread_mutex_init(&c->sig_lock, NULL);
    rt_console_input_init();
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&c->wake, &ca);
    pthread_condattr_destroy(&ca);
    c->len = 0;
    c->tty = isatty(1) == 1;
    c->flush_ns = rt_state.sw.console_flush_ms * 1000000u;
    /* .NET ignores SIGPIPE; a write to a pipe whose reader has gone then
     * fails with EPIPE, which the console drops. */
    struct sigaction ign, old;
    memset(&ign, 0, sizeof ign);
    ign.sa_handler = SIG_IGN;
    if (sigaction(SIGPIPE, &ign, &old) == 0 && old.sa_handler != SIG_DFL)
        sigaction(SIGPIPE, &old, NULL);
}

/* --- dying by a signal --- */

/* End the process by sig with its default disposition (from a handler or
 * not): the status a shell reports is the signal's. */
static _Noreturn void die_by(int sig)
{
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, NULL);
    sigset_t one;
    sigemptyset(&one);
    sigaddset(&one, sig);
    pthread_sigmask(SIG_UNBLOCK, &one, NULL);
    raise(sig);
    _exit(128 + sig);   /* not reached for a signal whose default is to end the process */
}

/* --- writing --- */

/* Write n bytes to stdout; 0, or the errno that stopped it. EPIPE and
 * EBADF count as written (dropped), EAGAIN waits for stdout. Signal-safe. */
static int write_all(const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(1, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            struct pollfd pf = {1, POLLOUT, 0};
            poll(&pf, 1, -1);
            continue;
        }
        if (w < 0)
            return errno == EPIPE || errno == EBADF ? 0 : errno;
        if (w == 0)
            return EIO;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Write the buffer out; a failure drops it and is kept for the next
 * managed Console call (or the exit) to throw. */
static void flush_locked(void)
{
    rt_console *c = &rt_state.console;
    size_t n = atomic_load_explicit(&c->len, memory_order_relaxed);
    if (!n)
        return;
    int e = write_all(c->buf, n);
    if (e && !c->error)
        c->error = e;
    atomic_store_explicit(&c->len, 0, memory_order_release);
}

/* --- the flusher --- */

static void deadline_of(struct timespec *ts, uint64_t ns)
{
    ts->tv_sec = (time_t)(ns / 1000000000u);
    ts->tv_nsec = (long)(ns % 1000000000u);
}

/* Waits for buffered bytes, then writes them out flush_ns after the first
 * of them arrived (a flush by a writer meanwhile restarts the wait). */
static void *flusher_main(void *arg)
{
    rt_console *c = &rt_state.console;
    pthread_mutex_lock(&c->lock);
    for (;;) {
        while (atomic_load_explicit(&c->len, memory_order_relaxed) == 0)
            pthread_cond_wait(&c->wake, &c->lock);
        uint64_t since = c->first_pending_ns;
        struct timespec dl;
        deadline_of(&dl, since + c->flush_ns);
        int rc = 0;
        while (rc != ETIMEDOUT && atomic_load_explicit(&c->len, memory_order_relaxed) &&
               c->first_pending_ns == since)
            rc = pthread_cond_timedwait(&c->wake, &c->lock, &dl);
        if (rc == ETIMEDOUT && c->first_pending_ns == since)
            flush_locked();
    }
    return arg;
}

/* Start the flusher (console lock held); false when it cannot start. */
static bool start_flusher(void)
{
    rt_console *c = &rt_state.console;
    pthread_t th;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&a, (size_t)64 << 10);
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);   /* no handler ever runs on it */
    int rc = pthread_create(&th, &a, flusher_main, NULL);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    pthread_attr_destroy(&a);
    c->flusher = rc == 0;
    return c->flusher;
}

/* --- signal handlers (installed when output first stays buffered) --- */

/* From a handler on a thread outside any console call: write the buffer
 * unless another thread keeps the lock for about a second. */
static void flush_from_handler(void)
{
    rt_console *c = &rt_state.console;
    for (int i = 0; i < 1000; i++) {
        if (pthread_mutex_trylock(&c->lock) == 0) {
            size_t n = atomic_load_explicit(&c->len, memory_order_acquire);
            if (n && write_all(c->buf, n) == 0)
                atomic_store_explicit(&c->len, 0, memory_order_relaxed);
            pthread_mutex_unlock(&c->lock);
            return;
        }
        struct timespec ts = {0, 1000000L};
        nanosleep(&ts, NULL);
    }
}

static void on_terminating_signal(int sig)
{
    rt_console *c = &rt_state.console;
    int first = 0;
    if (!atomic_compare_exchange_strong(&c->signal, &first, sig))
        die_by(sig);   /* a second signal: no more waiting */
    if (console_busy)
        return;        /* this thread's console call flushes and dies (end_call) */
    flush_from_handler();
    die_by(sig);
}

static void on_crash_signal(int sig)
{
    if (!console_busy)
        flush_from_handler();
    die_by(sig);
}

/* Install fn for each of sigs whose disposition is the default. */
static void install(const int *sigs, size_t n, void (*fn)(int), int flags)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fn;
    sa.sa_flags = flags;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < n; i++)
        if (sigaction(sigs[i], &sa, &old) == 0 && (old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO)))
            sigaction(sigs[i], &old, NULL);
}

/* Install the terminating-signal handler over a default disposition
 * (sig_lock held). No SA_RESTART: the handler returns only to a thread
 * inside a console call, whose write sees EINTR and goes on. */
static void install_terminating(void)
{
    install(terminating_signals, sizeof terminating_signals / sizeof *terminating_signals,
            on_terminating_signal, 0);
}

/* Before the first byte stays in the buffer (console lock held). */
static void install_handlers(void)
{
    rt_console *c = &rt_state.console;
    if (c->handlers)
        return;
    c->handlers = true;
    pthread_mutex_lock(&c->sig_lock);
    c->want_handlers = true;
    if (!c->foreign)
        install_terminating();   /* else rt_signals_foreign_end installs them */
    pthread_mutex_unlock(&c->sig_lock);
    install(crash_signals, sizeof crash_signals / sizeof *crash_signals, on_crash_signal,
            SA_RESETHAND | SA_NODEFER);
}

void rt_signals_foreign_begin(void)
{
    rt_console *c = &rt_state.console;
    pthread_mutex_lock(&c->sig_lock);
    if (c->foreign++ == 0)
        for (int i = 0; i < 4; i++)
            sigaction(foreign_signals[i], NULL, &c->saved[i]);
    pthread_mutex_unlock(&c->sig_lock);
}

void rt_signals_foreign_end(void)
{
    rt_console *c = &rt_state.console;
    pthread_mutex_lock(&c->sig_lock);
    if (c->foreign > 0 && --c->foreign == 0) {
        for (int i = 0; i < 4; i++)
            sigaction(foreign_signals[i], &c->saved[i], NULL);
        if (c->want_handlers)
            install_terminating();   /* over the defaults just put back */
    }
    pthread_mutex_unlock(&c->sig_lock);
}

/* --- appending --- */

/* Bytes are in the buffer and will go out within flush_ns: flush now
 * (nothing flushed for flush_ns), or hand them to the flusher. */
static void schedule_locked(bool was_empty)
{
    rt_console *c = &rt_state.console;
    if (c->flusher) {
        if (was_empty) {
            c->first_pending_ns = rt_now_ns();
            pthread_cond_signal(&c->wake);
        }
        return;
    }
    uint64_t now = rt_now_ns();
    if (!c->last_flush_ns || now - c->last_flush_ns >= c->flush_ns) {
        flush_locked();
        c->last_flush_ns = now;
        return;
    }
    install_handlers();
    if (!start_flusher())
        flush_locked();   /* no thread: write through */
    else {
        c->first_pending_ns = now;
        pthread_cond_signal(&c->wake);
    }
}

static void append_locked(const char *bytes, size_t len)
{
    rt_console *c = &rt_state.console;
    size_t have = atomic_load_explicit(&c->len, memory_order_relaxed);
    if (have + len > sizeof c->buf) {
        flush_locked();
        have = 0;
    }
    if (len > sizeof c->buf) {
        int e = write_all(bytes, len);
        if (e && !c->error)
            c->error = e;
        return;
    }
    memcpy(c->buf + have, bytes, len);
    /* published after the copy: a handler writes only whole calls' bytes */
    atomic_store_explicit(&c->len, have + len, memory_order_release);
    if (c->tty && memchr(bytes, '\n', len))
        flush_locked();
    else if (have + len)
        schedule_locked(have == 0);
}

/* --- the calls --- */

static bool running_managed(void)
{
    rt_thread *t = rt_current();
    return t && atomic_load(&t->gc.state) == GC_RUNNING;
}

/* Enter a console call: mark the thread, leave managed code, take the lock. */
static bool begin_call(void)
{
    console_busy = 1;
    bool safe = running_managed();
    if (safe)
        rt_enter_safe();
    pthread_mutex_lock(&rt_state.console.lock);
    return safe;
}

/* Leave it; returns the write error this call must throw (0: none). A
 * terminating signal that arrived meanwhile ends the process here. */
static int end_call(bool safe)
{
    rt_console *c = &rt_state.console;
    int e = rt_current() ? c->error : 0;
    c->error = e ? 0 : c->error;
    int sig = atomic_load(&c->signal);
    if (sig)
        flush_locked();
    pthread_mutex_unlock(&c->lock);
    console_busy = 0;
    if (sig)
        die_by(sig);
    if (safe)
        rt_leave_safe();
    return e;
}

/* The IOException .NET throws for a failed write: the C library's text. */
static void throw_write_error(int e)
{
    char buf[128];
    const char *msg = strerror_r(e, buf, sizeof buf);
    rt_throw_kind(RT_EXC_IO, msg);
}

void rt_console_write(const char *bytes, size_t len)
{
    bool safe = begin_call();
    if (!rt_current() || !rt_state.console.error)
        append_locked(bytes, len);   /* an earlier failure is thrown instead */
    int e = end_call(safe);
    if (e)
        throw_write_error(e);
}

void rt_console_flush(void)
{
    bool safe = begin_call();
    flush_locked();
    int e = end_call(safe);
    if (e)
        throw_write_error(e);
}

void rt_console_flush_fatal(void)
{
    if (!console_busy)
        flush_from_handler();
}

/* Convert and write, with an optional newline, in one append. */
static void write_utf16(const uint16_t *s, int32_t len, bool newline)
{
    char small[1024];
    size_t need = (size_t)len * 3 + 2;
    char *buf = need <= sizeof small ? small : rt_xmalloc(need);
    size_t n = rt_utf16_to_utf8(s, len, buf);
    if (newline)
        buf[n++] = '\n';
    rt_console_write(buf, n);
    if (buf != small)
        free(buf);
}

void rt_console_write_utf16(const uint16_t *s, int32_t len) { write_utf16(s, len, false); }

static void console_write(rt_string *s)
{
    if (s)
        write_utf16(s->chars, s->length, false);
}

static void console_writeline(rt_string *s)
{
    write_utf16(s ? s->chars : NULL, s ? s->length : 0, true);
}

static void console_newline(void) { rt_console_write("\n", 1); }

const rt_native rt_natives_console[] = {
    {"System.Console.Write(string)", RT_NATIVE_FN(console_write)},
    {"System.Console.WriteLine(string)", RT_NATIVE_FN(console_writeline)},
    {"System.Console.WriteLine()", RT_NATIVE_FN(console_newline)},
    {NULL, NULL},
};
