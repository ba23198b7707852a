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
 *
 * ReadKey (Console.cs) reads one key from a terminal: the terminal is put
 * in non-canonical, no-echo mode for that read only, and an escape sequence
 * that follows ESC within 100 ms is decoded to its key (arrows, editing
 * keys, F1-F12; xterm's and VT100's forms). Redirected input never gets
 * here: Console.cs throws first, as .NET does on Unix.
 */
#include "runtime_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <termios.h>
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

static bool console_is_terminal(int32_t fd) { return isatty(fd) == 1; }

/* What ReadKey returns for a special key: Console.cs's KeyRawSpecial plus
 * the ConsoleKey value. */
enum { KEY_SPECIAL = 0x200000 };

/* The next byte within the terminal's 100 ms VTIME, or -1. */
static int next_sequence_byte(void)
{
    int c = getc_unlocked(stdin);
    if (c == EOF) {
        clearerr(stdin);
        return -1;
    }
    return c;
}

/* The key of "ESC [ n ~" (VT220 editing and function keys), 0 if unknown. */
static int32_t tilde_key(int n)
{
    static const struct { int n; int32_t key; } keys[] = {
        {1, 36}, {2, 45}, {3, 46}, {4, 35}, {5, 33}, {6, 34}, {7, 36}, {8, 35},
        {11, 112}, {12, 113}, {13, 114}, {14, 115}, {15, 116}, {17, 117}, {18, 118},
        {19, 119}, {20, 120}, {21, 121}, {23, 122}, {24, 123},
    };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (keys[i].n == n)
            return keys[i].key;
    return 0;
}

/* The key of a final byte after "ESC [" or "ESC O", 0 if unknown. */
static int32_t letter_key(int c)
{
    switch (c) {
    case 'A': return 38;
    case 'B': return 40;
    case 'C': return 39;
    case 'D': return 37;
    case 'H': return 36;
    case 'F': return 35;
    case 'P': return 112;
    case 'Q': return 113;
    case 'R': return 114;
    case 'S': return 115;
    default: return 0;
    }
}

/* After ESC: the special key its sequence names, or ESC itself when no
 * sequence follows or it is one Kiln does not know (its bytes are
 * consumed: a half-read sequence must not come back as letters). */
static int32_t read_escape_sequence(void)
{
    int c = next_sequence_byte();
    if (c != '[' && c != 'O') {
        if (c >= 0)
            ungetc(c, stdin);
        return 27;
    }
    int n = 0;
    for (;;) {
        int d = next_sequence_byte();
        if (d < 0)
            return 27;
        if (d >= '0' && d <= '9') {
            n = n * 10 + (d - '0');
            continue;
        }
        if (d == ';')
            continue;   /* modifiers ("1;5A"): the key without them */
        int32_t key = d == '~' ? tilde_key(n) : letter_key(d);
        return key ? KEY_SPECIAL + key : 27;
    }
}

static int32_t console_read_key_raw(void)
{
    if (rt_current() && rt_pending())
        return -1;
    bool safe = begin_read();
    struct termios old, raw;
    bool restore = tcgetattr(0, &old) == 0;
    if (restore) {
        raw = old;
        raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        tcsetattr(0, TCSANOW, &raw);
    }
    int32_t r = next_code_point();
    if (r == 27 && restore) {
        raw.c_cc[VMIN] = 0;
        raw.c_cc[VTIME] = 1;
        tcsetattr(0, TCSANOW, &raw);
        r = read_escape_sequence();
    }
    if (restore)
        tcsetattr(0, TCSANOW, &old);
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
    {"System.Console.InternalIsTerminal(int)", RT_NATIVE_FN(console_is_terminal)},
    {"System.Console.InternalReadKeyRaw()", RT_NATIVE_FN(console_read_key_raw)},
    {NULL, NULL},
};
