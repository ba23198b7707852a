/* natives_console.c - System.Console's native half: one stdout buffer,
 * UTF-16 to UTF-8 conversion, flushed when full, at exit, before an
 * unhandled exception is printed and, when stdout is a terminal, at each
 * newline.
 *
 * Invariants: text is converted while the thread is running (it reads the
 * managed string); the console lock is taken only inside a GC-safe region,
 * so a thread blocked on it or on write(2) never holds up a collection.
 */
#include "runtime_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void rt_console_init(void)
{
    pthread_mutex_init(&rt_state.console.lock, NULL);
    rt_state.console.len = 0;
    rt_state.console.tty = isatty(1) == 1;
}

static void write_all(const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(1, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return;   /* a closed stdout drops output, as .NET does */
        p += w;
        n -= (size_t)w;
    }
}

static void flush_locked(void)
{
    write_all(rt_state.console.buf, rt_state.console.len);
    rt_state.console.len = 0;
}

static void append_locked(const char *bytes, size_t len)
{
    rt_console *c = &rt_state.console;
    if (c->len + len > sizeof c->buf)
        flush_locked();
    if (len > sizeof c->buf)
        write_all(bytes, len);
    else {
        memcpy(c->buf + c->len, bytes, len);
        c->len += len;
    }
    if (c->tty && memchr(bytes, '\n', len))
        flush_locked();
}

static bool running_managed(void)
{
    rt_thread *t = rt_current();
    return t && atomic_load(&t->gc.state) == GC_RUNNING;
}

void rt_console_write(const char *bytes, size_t len)
{
    bool safe = running_managed();
    if (safe)
        rt_enter_safe();
    pthread_mutex_lock(&rt_state.console.lock);
    append_locked(bytes, len);
    pthread_mutex_unlock(&rt_state.console.lock);
    if (safe)
        rt_leave_safe();
}

void rt_console_flush(void)
{
    bool safe = running_managed();
    if (safe)
        rt_enter_safe();
    pthread_mutex_lock(&rt_state.console.lock);
    flush_locked();
    pthread_mutex_unlock(&rt_state.console.lock);
    if (safe)
        rt_leave_safe();
}

void rt_console_flush_fatal(void)
{
    for (int i = 0; i < 1000; i++) {
        if (pthread_mutex_trylock(&rt_state.console.lock) == 0) {
            flush_locked();
            pthread_mutex_unlock(&rt_state.console.lock);
            return;
        }
        struct timespec ts = {0, 1000000L};
        nanosleep(&ts, NULL);
    }
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
