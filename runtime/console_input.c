/* console_input.c - System.Console's input half: ReadLine and Read over
 * standard input, decoded from UTF-8 (an invalid byte is U+FFFD, as .NET's
 * decoder), and the standard error writer.
 *
 * ReadLine ends a line at "\n", "\r\n" or "\r" and returns null at the end
 * of input; Read returns the next UTF-16 code unit or -1 (a character
 * outside the BMP comes as its two surrogates, the second kept in
 * rt_console.in_pending). Both first flush the buffered standard output (a
 * prompt written before a read appears before the program blocks) and wait
 * for input in a GC-safe region holding rt_console.in_lock, which only
 * readers take. Standard error is written through at once, after flushing
 * standard output, so the two streams keep the program's order.
 */
#include "runtime_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void rt_console_input_init(void)
{
    pthread_mutex_init(&rt_state.console.in_lock, NULL);
    rt_state.console.in_pending = -1;
}

/* The next code point of stdin, -1 at the end. */
static int32_t next_code_point(void)
{
    int b = getc_unlocked(stdin);
    if (b == EOF)
        return -1;
    if (b < 0x80)
        return b;
    int extra = b >= 0xF0 && b < 0xF5 ? 3 : b >= 0xE0 ? 2 : b >= 0xC2 && b < 0xE0 ? 1 : -1;
    if (extra < 0 || b >= 0xF5)
        return 0xFFFD;
    int32_t cp = b & (0x3F >> extra);
    for (int k = 0; k < extra; k++) {
        int c = getc_unlocked(stdin);
        if (c == EOF || (c & 0xC0) != 0x80) {
            if (c != EOF)
                ungetc(c, stdin);
            return 0xFFFD;
        }
        cp = (cp << 6) | (c & 0x3F);
    }
    if ((extra == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0xFFFD;
    return cp;
}

typedef struct unit_buf {
    uint16_t *v;
    size_t n, cap;
} unit_buf;

static void push_unit(unit_buf *b, uint16_t u)
{
    if (b->n == b->cap) {
        b->cap = b->cap ? b->cap * 2 : 128;
        b->v = rt_xrealloc(b->v, b->cap * sizeof *b->v);
    }
    b->v[b->n++] = u;
}

static void push_code_point(unit_buf *b, int32_t cp)
{
    if (cp > 0xFFFF) {
        push_unit(b, (uint16_t)(0xD800 + ((cp - 0x10000) >> 10)));
        push_unit(b, (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF)));
    } else {
        push_unit(b, (uint16_t)cp);
    }
}

static bool begin_read(void)
{
    rt_console_flush();
    rt_thread *t = rt_current();
    bool safe = t && atomic_load(&t->gc.state) == GC_RUNNING;
    if (safe)
        rt_enter_safe();
    pthread_mutex_lock(&rt_state.console.in_lock);
    flockfile(stdin);
    return safe;
}

static void end_read(bool safe)
{
    funlockfile(stdin);
    pthread_mutex_unlock(&rt_state.console.in_lock);
    if (safe)
        rt_leave_safe();
}

/* Reads the line into b; false at the end of input with nothing read. */
static bool read_line(unit_buf *b)
{
    bool any = false;
    if (rt_state.console.in_pending >= 0) {
        push_unit(b, (uint16_t)rt_state.console.in_pending);
        rt_state.console.in_pending = -1;
        any = true;
    }
    for (;;) {
        int32_t cp = next_code_point();
        if (cp < 0)
            return any;
        any = true;
        if (cp == '\n')
            return true;
        if (cp == '\r') {
            int c = getc_unlocked(stdin);
            if (c != '\n' && c != EOF)
                ungetc(c, stdin);
            return true;
        }
        push_code_point(b, cp);
    }
}

static rt_string *console_read_line(void)
{
    if (rt_current() && rt_pending())
        return NULL;   /* the flush failed: its IOException is pending */
    unit_buf b = {NULL, 0, 0};
    bool safe = begin_read();
    bool got = read_line(&b);
    end_read(safe);
    rt_string *r = got ? rt_new_string_utf16(b.v, (int32_t)b.n) : NULL;
    free(b.v);
    return r;
}

static int32_t console_read(void)
{
    if (rt_current() && rt_pending())
        return -1;
    bool safe = begin_read();
    int32_t r = rt_state.console.in_pending;
    if (r >= 0) {
        rt_state.console.in_pending = -1;
    } else {
        r = next_code_point();
        if (r > 0xFFFF) {
            rt_state.console.in_pending = 0xDC00 + ((r - 0x10000) & 0x3FF);
            r = 0xD800 + ((r - 0x10000) >> 10);
        }
    }
    end_read(safe);
    return r;
}

/* Standard error: UTF-8, written through; a failed write is dropped (the
 * stream errors are for stdout). */
static void write_error(rt_string *s, bool newline)
{
    size_t len = s ? (size_t)s->length : 0;
    char small[1024];
    size_t need = len * 3 + 2;
    char *buf = need <= sizeof small ? small : rt_xmalloc(need);
    size_t n = s ? rt_utf16_to_utf8(s->chars, s->length, buf) : 0;
    if (newline)
        buf[n++] = '\n';
    rt_console_flush();
    if (!(rt_current() && rt_pending())) {
        rt_thread *t = rt_current();
        bool safe = t && atomic_load(&t->gc.state) == GC_RUNNING;
        if (safe)
            rt_enter_safe();
        size_t done = 0;
        while (done < n) {
            ssize_t w = write(2, buf + done, n - done);
            if (w <= 0)
                break;
            done += (size_t)w;
        }
        if (safe)
            rt_leave_safe();
    }
    if (buf != small)
        free(buf);
}

static void console_error_write(rt_string *s) { write_error(s, false); }
static void console_error_writeline(rt_string *s) { write_error(s, true); }
static void console_flush(void) { rt_console_flush(); }

const rt_native rt_natives_console_input[] = {
    {"System.Console.ReadLine()", RT_NATIVE_FN(console_read_line)},
    {"System.Console.Read()", RT_NATIVE_FN(console_read)},
    {"System.Console.InternalErrorWrite(string)", RT_NATIVE_FN(console_error_write)},
    {"System.Console.InternalErrorWriteLine(string)", RT_NATIVE_FN(console_error_writeline)},
    {"System.Console.InternalFlush()", RT_NATIVE_FN(console_flush)},
    {NULL, NULL},
};
