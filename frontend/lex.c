/* lex.c - the lexer of the C# subset: bytes to tokens (fe_internal.h).
 *
 * Input is treated as untrusted bytes: any byte value, NUL, invalid UTF-8 and
 * arbitrarily long lines give errors, never a crash or a hang. Every call of
 * fe_lex_next consumes at least one byte or returns EOF, so lexing ends.
 *
 * Literals are decoded here: integers get their value and C# type (int,
 * uint, long, ulong by value and suffix), strings their UTF-8 bytes, chars
 * their UTF-16 code unit. Interpolated strings become one token whose parts
 * are decoded literal text and the source ranges of the holes; the parser
 * parses each hole with a sub-lexer (fe_lex_init_at) at its true position.
 *
 * Directives (#if, #define, #region, ...) are read by lex_directive.c when
 * skip_trivia meets a '#' that starts a line; a section that #if excludes
 * is skipped line by line without being lexed.
 *
 * Invariants: positions are 1-based line and byte column; a run of bad bytes
 * is reported once.
 */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

#define FE_LEX_MAX_INTERP_DEPTH 16

static const char *const kw_names[] = {
#define FE_KW_NAME_(k) #k,
    FE_KEYWORDS(FE_KW_NAME_)
#undef FE_KW_NAME_
};

static const char *const punct_names[] = {
    "{", "}", "(", ")", "[", "]", ".", ",", ":", ";", "?", "??", "?\?=", "?.",
    "+", "-", "*", "/", "%", "&", "|", "^", "!", "~",
    "=", "<", ">", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "<<", ">>",
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "->", "=>", "::", ".."
};

const char *fe_kw_name(fe_kw k)
{
    return (unsigned)k < FE_KW_COUNT_ ? kw_names[k] : "?";
}

const char *fe_punct_name(fe_punct p)
{
    return (unsigned)p < FE_P_COUNT_ ? punct_names[p] : "?";
}

void fe_lex_init(fe_lexer *L, fe_ast_arena *a, fe_diags *d, int file, const char *src, size_t len)
{
    memset(L, 0, sizeof *L);
    L->arena = a;
    L->diags = d;
    L->src = src;
    L->len = len;
    L->file = file;
    L->line = 1;
    L->first_line = 1;
}

void fe_lex_init_at(fe_lexer *L, fe_ast_arena *a, fe_diags *d, int file, const char *text,
                    size_t len, int line, int col)
{
    fe_lex_init(L, a, d, file, text, len);
    L->line = line;
    L->first_line = line;
    L->col0 = col - 1;
}

/* ------------------------------------------------------------ utilities */

static fe_pos pos_at(const fe_lexer *L, size_t at)
{
    fe_pos p;
    p.file = L->file;
    p.line = L->line;
    p.col = (int32_t)(at - L->line_start) + 1 + (L->line == L->first_line ? L->col0 : 0);
    return p;
}

static int peekc(const fe_lexer *L, size_t off)
{
    return L->at + off < L->len ? (unsigned char)L->src[L->at + off] : -1;
}

static void newline(fe_lexer *L)
{
    /* L->at is just past the '\n' */
    L->line++;
    L->line_start = L->at;
}

static int is_ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static int is_ident_char(int c)
{
    return is_ident_start(c) || is_digit(c);
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* A growable byte buffer for decoded literals (malloc; copied to the arena). */
typedef struct sbuf { char *p; size_t n, cap; } sbuf;

static void sb_put(sbuf *b, char c)
{
    if (b->n + 1 >= b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        char *np = realloc(b->p, nc);
        if (!np)
            fe_out_of_memory();
        b->p = np;
        b->cap = nc;
    }
    b->p[b->n++] = c;
}

/* Append code point cp as UTF-8 (lone surrogates as 3-byte sequences). */
static void sb_utf8(sbuf *b, uint32_t cp)
{
    if (cp < 0x80) {
        sb_put(b, (char)cp);
    } else if (cp < 0x800) {
        sb_put(b, (char)(0xC0 | (cp >> 6)));
        sb_put(b, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        sb_put(b, (char)(0xE0 | (cp >> 12)));
        sb_put(b, (char)(0x80 | ((cp >> 6) & 0x3F)));
        sb_put(b, (char)(0x80 | (cp & 0x3F)));
    } else {
        sb_put(b, (char)(0xF0 | (cp >> 18)));
        sb_put(b, (char)(0x80 | ((cp >> 12) & 0x3F)));
        sb_put(b, (char)(0x80 | ((cp >> 6) & 0x3F)));
        sb_put(b, (char)(0x80 | (cp & 0x3F)));
    }
}

/* Append a code point from a literal; a \uD8xx\uDCxx escape pair (UTF-16
 * surrogates) becomes one 4-byte sequence. Lone surrogates stay 3-byte
 * (WTF-8) sequences. */
static void sb_cp(sbuf *b, uint32_t cp)
{
    if (cp >= 0xDC00 && cp <= 0xDFFF && b->n >= 3) {
        const unsigned char *t = (const unsigned char *)b->p + b->n - 3;
        if (t[0] == 0xED && t[1] >= 0xA0 && t[1] <= 0xAF) {
            uint32_t hi = 0xD000 | ((uint32_t)(t[1] & 0x3F) << 6) | (t[2] & 0x3F);
            b->n -= 3;
            sb_utf8(b, 0x10000 + ((hi - 0xD800) << 10) + (cp - 0xDC00));
            return;
        }
    }
    sb_utf8(b, cp);
}

/* Decode one UTF-8 sequence at L->at (first byte >= 0x80). Returns the code
 * point and advances, or returns -1 (without advancing) when invalid. */
static long utf8_decode(fe_lexer *L)
{
    int c = peekc(L, 0);
    int n;
    long cp;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 1;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 2;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 3;
        cp = c & 0x07;
    } else {
        return -1;
    }
    for (int i = 1; i <= n; i++) {
        int cc = peekc(L, (size_t)i);
        if (cc < 0 || (cc & 0xC0) != 0x80)
            return -1;
        cp = (cp << 6) | (cc & 0x3F);
    }
    if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return -1;
    L->at += (size_t)n + 1;
    return cp;
}

/* ------------------------------------------------------------ trivia */

/* Is L->at the first non-blank of its line? */
static int at_line_start(const fe_lexer *L)
{
    /* backwards, so a long line of '#' stays linear */
    for (size_t i = L->at; i > L->line_start; i--) {
        char c = L->src[i - 1];
        if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v')
            return 0;
    }
    return 1;
}

static void skip_block_comment(fe_lexer *L)
{
    fe_pos p = pos_at(L, L->at);
    L->at += 2;
    for (;;) {
        if (L->at >= L->len) {
            fe_error(L->diags, p, "unterminated comment");
            return;
        }
        char c = L->src[L->at++];
        if (c == '\n')
            newline(L);
        else if (c == '*' && peekc(L, 0) == '/') {
            L->at++;
            return;
        }
    }
}

/* Skip a run of bytes that cannot start a token, reporting it once. */
static void skip_garbage(fe_lexer *L)
{
    fe_pos p = pos_at(L, L->at);
    int c = peekc(L, 0);
    if (c >= 0x80) {
        size_t save = L->at;
        if (utf8_decode(L) >= 0)
            fe_error(L->diags, p, "unexpected character (non-ASCII identifiers and symbols "
                     "are not supported)");
        else {
            L->at = save + 1;
            fe_error(L->diags, p, "invalid UTF-8 in source");
        }
    } else if (c == 0) {
        fe_error(L->diags, p, "unexpected NUL byte in source");
        L->at++;
    } else if (c < 0x20 || c == 0x7f) {
        fe_error(L->diags, p, "unexpected control character (byte 0x%02x)", (unsigned)c);
        L->at++;
    } else {
        fe_error(L->diags, p, "unexpected character '%c'", c);
        L->at++;
    }
    /* swallow the rest of the run silently */
    while (L->at < L->len) {
        int d = peekc(L, 0);
        if (d == '\n' || d == ' ' || (d >= 0x21 && d < 0x7f && d != '\\' && d != '`'))
            break;
        L->at++;
    }
}

/* Skips whitespace, comments and directives. */
static void skip_trivia(fe_lexer *L)
{
    while (L->at < L->len) {
        int c = peekc(L, 0);
        if (c == '\n') {
            L->at++;
            newline(L);
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            L->at++;
        } else if (c == 0xEF && peekc(L, 1) == 0xBB && peekc(L, 2) == 0xBF && L->at == 0) {
            L->at += 3; /* UTF-8 byte order mark */
        } else if (c == '#' && at_line_start(L)) {
            fe_lex_directive(L, pos_at(L, L->at));
        } else if (!fe_lex_active(L)) {
            while (L->at < L->len && L->src[L->at] != '\n')
                L->at++; /* a line of a skipped section: not lexed */
        } else if (c == '/' && peekc(L, 1) == '/') {
            while (L->at < L->len && L->src[L->at] != '\n')
                L->at++;
        } else if (c == '/' && peekc(L, 1) == '*') {
            skip_block_comment(L);
        } else {
            return;
        }
    }
}

/* ------------------------------------------------------------ numbers */

/* Reads digits of base 10/16/2 with '_' separators into *v; sets *ovf on
 * overflow of 64 bits. Returns the number of digits read. */
static int read_digits(fe_lexer *L, int base, uint64_t *v, int *ovf, int *bad_sep)
{
    int n = 0, last_us = 0;
    for (;;) {
        int c = peekc(L, 0);
        int d;
        if (c == '_') {
            last_us = 1;
            L->at++;
            continue;
        }
        if (base == 16)
            d = hexval(c);
        else if (base == 2)
            d = (c == '0' || c == '1') ? c - '0' : -1;
        else
            d = is_digit(c) ? c - '0' : -1;
        if (d < 0)
            break;
        last_us = 0;
        if (*v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            *ovf = 1;
        *v = *v * (uint64_t)base + (uint64_t)d;
        n++;
        L->at++;
    }
    if (last_us)
        *bad_sep = 1;
    return n;
}

static void type_integer(fe_lexer *L, fe_token *t, fe_pos p, int u, int l)
{
    uint64_t v = t->ival;
    t->int_suffix = (u ? 1 : 0) | (l ? 2 : 0);
    if (u && l)
        t->lit = FE_LIT_ULONG;
    else if (u)
        t->lit = v <= UINT32_MAX ? FE_LIT_UINT : FE_LIT_ULONG;
    else if (l)
        t->lit = v <= INT64_MAX ? FE_LIT_LONG : FE_LIT_ULONG;
    else if (v <= INT32_MAX)
        t->lit = FE_LIT_INT;
    else if (v <= UINT32_MAX)
        t->lit = FE_LIT_UINT;
    else if (v <= INT64_MAX)
        t->lit = FE_LIT_LONG;
    else
        t->lit = FE_LIT_ULONG;
    (void)L;
    (void)p;
}

/* Integer suffix: U, L, UL, LU in any case. */
static void int_suffix(fe_lexer *L, int *u, int *l)
{
    for (int i = 0; i < 2; i++) {
        int c = peekc(L, 0);
        if ((c == 'u' || c == 'U') && !*u) {
            *u = 1;
            L->at++;
        } else if ((c == 'l' || c == 'L') && !*l) {
            *l = 1;
            L->at++;
        } else {
            break;
        }
    }
}

/* Real literal from the text [start, L->at) (already scanned). */
static void finish_real(fe_lexer *L, fe_token *t, size_t start, fe_pos p)
{
    char tmp[128];
    size_t n = 0;
    for (size_t i = start; i < L->at && n + 1 < sizeof tmp; i++)
        if (L->src[i] != '_')
            tmp[n++] = L->src[i];
    tmp[n] = 0;
    t->kind = FE_TK_REAL;
    t->rval = strtod(tmp, NULL);
    if (t->rval > DBL_MAX)
        fe_error(L->diags, p, "floating-point constant is outside the range of type double");
    int c = peekc(L, 0);
    if (c == 'd' || c == 'D')
        L->at++;
    else if (c == 'f' || c == 'F') {   /* float: rounded once, from the text */
        L->at++;
        t->real_float = 1;
        float f = strtof(tmp, NULL);
        if (isinf(f))
            fe_error(L->diags, p, "floating-point constant is outside the range of type float");
        t->rval = f;
    } else if (c == 'm' || c == 'M') {   /* decimal: exact, from the text (bind_decimal.c) */
        L->at++;
        uint32_t parts[3];
        int scale;
        t->real_decimal = 1;
        t->text = fe_ast_strdup(L->arena, tmp, n);
        t->len = (uint32_t)n;
        if (fe_decimal_from_text(tmp, parts, &scale))
            fe_error(L->diags, p, "floating-point constant is outside the range of type 'decimal'");
    }
}

/* Exponent part e[+-]digits; returns 0 if malformed (reported). */
static int scan_exponent(fe_lexer *L, fe_pos p)
{
    uint64_t dummy = 0;
    int ovf = 0, bad = 0;
    L->at++;
    if (peekc(L, 0) == '+' || peekc(L, 0) == '-')
        L->at++;
    if (read_digits(L, 10, &dummy, &ovf, &bad) == 0) {
        fe_error(L->diags, p, "exponent of a real literal has no digits");
        return 0;
    }
    return 1;
}

static void lex_number(fe_lexer *L, fe_token *t)
{
    size_t start = L->at;
    fe_pos p = pos_at(L, start);
    int ovf = 0, bad_sep = 0, base = 10;
    uint64_t v = 0;
    t->kind = FE_TK_INT;
    if (peekc(L, 0) == '0' && (peekc(L, 1) == 'x' || peekc(L, 1) == 'X'))
        base = 16;
    else if (peekc(L, 0) == '0' && (peekc(L, 1) == 'b' || peekc(L, 1) == 'B'))
        base = 2;
    if (base != 10) {
        L->at += 2;
        if (read_digits(L, base, &v, &ovf, &bad_sep) == 0)
            fe_error(L->diags, p, "%s literal has no digits", base == 16 ? "hexadecimal" : "binary");
    } else {
        read_digits(L, 10, &v, &ovf, &bad_sep);
        int c = peekc(L, 0);
        if ((c == '.' && is_digit(peekc(L, 1))) || c == 'e' || c == 'E' || c == 'd' || c == 'D'
            || c == 'f' || c == 'F' || c == 'm' || c == 'M') {
            if (c == '.') {
                L->at++;
                read_digits(L, 10, &v, &ovf, &bad_sep);
                c = peekc(L, 0);
            }
            if (c == 'e' || c == 'E')
                scan_exponent(L, p);
            if (bad_sep)
                fe_error(L->diags, p, "digit separator '_' cannot end a number part");
            finish_real(L, t, start, p);
            goto check_tail;
        }
    }
    if (bad_sep)
        fe_error(L->diags, p, "digit separator '_' cannot end a number");
    {
        int u = 0, l = 0;
        int_suffix(L, &u, &l);
        t->ival = v;
        t->int_decimal = base == 10;
        if (ovf) {
            fe_error(L->diags, p, "integral constant %.*s is too large",
                     (int)(L->at - start > 60 ? 60 : L->at - start), L->src + start);
            t->ival = 0;
        }
        type_integer(L, t, p, u, l);
    }
check_tail:
    if (is_ident_char(peekc(L, 0))) {
        fe_error(L->diags, p, "invalid character '%c' in number literal", peekc(L, 0));
        while (is_ident_char(peekc(L, 0)))
            L->at++;
    }
}

static void lex_dot_real(fe_lexer *L, fe_token *t)
{
    size_t start = L->at;
    fe_pos p = pos_at(L, start);
    uint64_t v = 0;
    int ovf = 0, bad = 0;
    L->at++;
    read_digits(L, 10, &v, &ovf, &bad);
    if (peekc(L, 0) == 'e' || peekc(L, 0) == 'E')
        scan_exponent(L, p);
    finish_real(L, t, start, p);
    if (is_ident_char(peekc(L, 0))) {
        fe_error(L->diags, p, "invalid character '%c' in number literal", peekc(L, 0));
        while (is_ident_char(peekc(L, 0)))
            L->at++;
    }
}

/* ------------------------------------------------------------ chars, strings */

/* Reads an escape after '\' (L->at at the backslash). Returns the code point
 * (may be a surrogate for \uD800) or -1 after reporting. */
static long read_escape(fe_lexer *L)
{
    fe_pos p = pos_at(L, L->at);
    int c = peekc(L, 1);
    L->at += 2;
    switch (c) {
    case '\'': return '\'';
    case '"': return '"';
    case '\\': return '\\';
    case '0': return 0;
    case 'a': return 7;
    case 'b': return 8;
    case 'f': return 12;
    case 'n': return 10;
    case 'r': return 13;
    case 't': return 9;
    case 'v': return 11;
    case 'u':
    case 'U':
    case 'x': {
        int max = c == 'u' ? 4 : c == 'U' ? 8 : 4, n = 0;
        long v = 0;
        while (n < max && hexval(peekc(L, 0)) >= 0) {
            v = v * 16 + hexval(peekc(L, 0));
            L->at++;
            n++;
        }
        if (n == 0 || (c != 'x' && n != max)) {
            fe_error(L->diags, p, "invalid escape sequence '\\%c': expected %s hex digits", c,
                     c == 'u' ? "4" : c == 'U' ? "8" : "1 to 4");
            return -1;
        }
        if (v > 0x10FFFF) {
            fe_error(L->diags, p, "escape sequence '\\U%08lX' is not a valid code point",
                     (unsigned long)v);
            return -1;
        }
        return v;
    }
    default:
        if (c < 0) {
            L->at = L->len;
            return -1;
        }
        if (c == '\n') {
            L->at--;
            fe_error(L->diags, p, "newline in constant");
            return -1;
        }
        if (c >= 0x20 && c < 0x7f)
            fe_error(L->diags, p, "unrecognized escape sequence '\\%c'", c);
        else
            fe_error(L->diags, p, "unrecognized escape sequence");
        return -1;
    }
}

/* One source character inside a literal (not '\\'): code point, or -1 after
 * reporting invalid UTF-8 / control bytes. Advances. */
static long literal_char(fe_lexer *L)
{
    int c = peekc(L, 0);
    if (c >= 0x80) {
        long cp = utf8_decode(L);
        if (cp < 0) {
            fe_error(L->diags, pos_at(L, L->at), "invalid UTF-8 in literal");
            L->at++;
        }
        return cp;
    }
    L->at++;
    if (c == 0) {
        fe_error(L->diags, pos_at(L, L->at - 1), "NUL byte in literal (use \\0)");
        return -1;
    }
    return c;
}

static void lex_char(fe_lexer *L, fe_token *t)
{
    fe_pos p = pos_at(L, L->at);
    long cp = -1;
    int n = 0, bad = 0;
    t->kind = FE_TK_CHAR;
    L->at++;
    for (;;) {
        int c = peekc(L, 0);
        if (c < 0 || c == '\n') {
            fe_error(L->diags, p, c < 0 ? "unterminated character literal"
                                        : "unterminated character literal (newline in constant)");
            return;
        }
        if (c == '\'') {
            L->at++;
            break;
        }
        long v = c == '\\' ? read_escape(L) : literal_char(L);
        if (v < 0)
            bad = 1;
        cp = v;
        n++;
    }
    if (bad)
        return;
    if (n == 0)
        fe_error(L->diags, p, "empty character literal");
    else if (n > 1)
        fe_error(L->diags, p, "too many characters in character literal");
    else if (cp > 0xFFFF)
        fe_error(L->diags, p, "character literal is outside the UTF-16 range of char");
    else
        t->ival = (uint64_t)cp;
}

/* Decodes a regular ("...") or verbatim (@"...") string body up to its
 * closing quote; L->at is past the opening quote. */
static void lex_string_body(fe_lexer *L, fe_token *t, fe_pos p, int verbatim)
{
    sbuf b = {NULL, 0, 0};
    t->kind = FE_TK_STRING;
    for (;;) {
        int c = peekc(L, 0);
        if (c < 0) {
            fe_error(L->diags, p, "unterminated string literal");
            break;
        }
        if (c == '"') {
            L->at++;
            if (verbatim && peekc(L, 0) == '"') {
                L->at++;
                sb_put(&b, '"');
                continue;
            }
            break;
        }
        if (c == '\n') {
            if (!verbatim) {
                fe_error(L->diags, p, "unterminated string literal (newline in constant)");
                break;
            }
            L->at++;
            newline(L);
            sb_put(&b, '\n');
            continue;
        }
        long v = (c == '\\' && !verbatim) ? read_escape(L) : literal_char(L);
        if (v >= 0)
            sb_cp(&b, (uint32_t)v);
    }
    t->text = fe_ast_strdup(L->arena, b.p ? b.p : "", b.n);
    t->len = b.n;
    free(b.p);
}

/* ------------------------------------------------------------ raw strings */

/* An interpolated raw string's state ($"""..."""; NULL for a plain raw
 * string): its braces are holes or text (raw_brace, below). */
typedef struct rawinterp rawinterp;
static void raw_brace(fe_lexer *L, sbuf *b, rawinterp *ri);

static size_t quote_run(const fe_lexer *L, size_t at)
{
    size_t n = 0;
    while (at + n < L->len && L->src[at + n] == '"')
        n++;
    return n;
}

static int blank_to_eol(const fe_lexer *L, size_t at)
{
    while (at < L->len && (L->src[at] == ' ' || L->src[at] == '\t' || L->src[at] == '\r'))
        at++;
    return at >= L->len || L->src[at] == '\n';
}

/* A single-line raw string after its n opening quotes: up to n quotes. */
static void raw_single_line(fe_lexer *L, sbuf *b, size_t n, fe_pos p, rawinterp *ri)
{
    for (;;) {
        int c = peekc(L, 0);
        if (c < 0 || c == '\n') {
            fe_error(L->diags, p, "unterminated raw string literal");
            return;
        }
        if (ri && (c == '{' || c == '}')) {
            raw_brace(L, b, ri);
            continue;
        }
        size_t q = c == '"' ? quote_run(L, L->at) : 0;
        if (q >= n) {
            if (q > n)
                fe_error(L->diags, pos_at(L, L->at), "the raw string literal has more closing quotes than opening ones");
            L->at += q;
            return;
        }
        long v = literal_char(L);
        if (v >= 0)
            sb_cp(b, (uint32_t)v);
    }
}

/* The closing line of a multi-line raw string whose first content line
 * starts at L->at: its whitespace (*indent, *ilen) and the offset of its
 * quotes, or 0 when there is none. */
static size_t raw_closing_line(const fe_lexer *L, size_t n, const char **indent, size_t *ilen)
{
    for (size_t line = L->at; line < L->len;) {
        size_t at = line;
        while (at < L->len && (L->src[at] == ' ' || L->src[at] == '\t'))
            at++;
        if (quote_run(L, at) >= n) {
            *indent = L->src + line;
            *ilen = at - line;
            return at;
        }
        const char *nl = memchr(L->src + line, '\n', L->len - line);
        if (!nl)
            break;
        line = (size_t)(nl - L->src) + 1;
    }
    return 0;
}

/* A multi-line raw string: the lines between the opening line and the
 * closing one, each without the closing line's whitespace (which every
 * non-blank line must start with), joined by newlines. */
static void raw_multi_line(fe_lexer *L, sbuf *b, size_t n, fe_pos p, rawinterp *ri)
{
    while (peekc(L, 0) != '\n')
        L->at++;
    L->at++;
    newline(L);
    const char *indent;
    size_t ilen, close = raw_closing_line(L, n, &indent, &ilen);
    if (!close) {
        fe_error(L->diags, p, "unterminated raw string literal");
        L->at = L->len;
        return;
    }
    size_t close_line = close - ilen;
    for (int first = 1; L->at < close_line; first = 0) {
        if (!first)
            sb_put(b, '\n');
        if (blank_to_eol(L, L->at)) {
            while (peekc(L, 0) != '\n')
                L->at++;
        } else if (L->len - L->at < ilen || memcmp(L->src + L->at, indent, ilen)) {
            fe_error(L->diags, pos_at(L, L->at), "a line of the raw string literal does not start with the closing line's whitespace");
        } else {
            L->at += ilen;
        }
        while (peekc(L, 0) != '\n' && peekc(L, 0) >= 0) {
            if (ri && (peekc(L, 0) == '{' || peekc(L, 0) == '}')) {
                raw_brace(L, b, ri);
                continue;
            }
            long v = literal_char(L);
            if (v >= 0 && !(v == '\r' && peekc(L, 0) == '\n'))
                sb_cp(b, (uint32_t)v);
        }
        L->at++;
        newline(L);
    }
    size_t q = quote_run(L, close);
    if (q > n)
        fe_error(L->diags, pos_at(L, close), "the raw string literal has more closing quotes than opening ones");
    L->at = close + q;
}

/* A raw string literal (C# 11): three or more quotes, then either the
 * text and as many quotes on that line, or a newline, the lines, and a
 * line of whitespace and as many quotes. */
static void raw_body(fe_lexer *L, sbuf *b, fe_pos p, rawinterp *ri)
{
    size_t n = quote_run(L, L->at);
    L->at += n;
    if (!blank_to_eol(L, L->at))
        raw_single_line(L, b, n, p, ri);
    else if (L->at < L->len && memchr(L->src + L->at, '\n', L->len - L->at))
        raw_multi_line(L, b, n, p, ri);
    else
        fe_error(L->diags, p, "unterminated raw string literal");
}

static void lex_raw_string(fe_lexer *L, fe_token *t, fe_pos p)
{
    sbuf b = {NULL, 0, 0};
    t->kind = FE_TK_STRING;
    raw_body(L, &b, p, NULL);
    t->text = fe_ast_strdup(L->arena, b.p ? b.p : "", b.n);
    t->len = b.n;
    free(b.p);
}

/* ------------------------------------------------------------ interpolation */

typedef struct partvec { fe_interp_part *v; int n, cap; } partvec;

static void part_push(partvec *pv, fe_interp_part part)
{
    if (pv->n == pv->cap) {
        int nc = pv->cap ? pv->cap * 2 : 8;
        fe_interp_part *nv = realloc(pv->v, (size_t)nc * sizeof *nv);
        if (!nv)
            fe_out_of_memory();
        pv->v = nv;
        pv->cap = nc;
    }
    pv->v[pv->n++] = part;
}

static void flush_text(fe_lexer *L, partvec *pv, sbuf *b, fe_pos p)
{
    fe_interp_part part;
    if (b->n == 0)
        return;
    part.is_expr = 0;
    part.text = fe_ast_strdup(L->arena, b->p, b->n);
    part.len = b->n;
    part.pos = p;
    part_push(pv, part);
    b->n = 0;
}

static void skip_nested_literal(fe_lexer *L, int verbatim_outer);

/* Scans a hole's expression up to its closing '}' at nesting depth 0.
 * Returns 1 if the hole closed properly (L->at past '}'). */
static int scan_hole(fe_lexer *L, int verbatim, int nclose, partvec *pv)
{
    size_t start = L->at;
    fe_pos p = pos_at(L, start);
    int depth = 0;
    for (;;) {
        int c = peekc(L, 0);
        if (c < 0 || (c == '\n' && !verbatim)) {
            fe_error(L->diags, p, "unterminated expression in interpolated string");
            return 0;
        }
        if (c == '\n') {
            L->at++;
            newline(L);
            continue;
        }
        if (c == '"' || c == '\'' || (c == '@' && peekc(L, 1) == '"') ||
            (c == '$' && (peekc(L, 1) == '"' || peekc(L, 1) == '@' || peekc(L, 1) == '$'))) {
            skip_nested_literal(L, verbatim);
            continue;
        }
        if (c == '/' && peekc(L, 1) == '*') {
            skip_block_comment(L);
            continue;
        }
        if (c == '(' || c == '[' || c == '{')
            depth++;
        else if ((c == ')' || c == ']' || c == '}') && depth > 0)
            depth--;
        else if (c == '}' || ((c == ':' || c == ',') && depth == 0))
            break;
        L->at++;
    }
    fe_interp_part part;
    memset(&part, 0, sizeof part);
    part.is_expr = 1;
    part.text = L->src + start;
    part.len = L->at - start;
    part.pos = p;
    if (peekc(L, 0) == ',') {   /* ,alignment: an expression up to ':' or '}' */
        L->at++;
        size_t as = L->at;
        part.align_pos = pos_at(L, as);
        int d = 0;
        for (int c = peekc(L, 0); c >= 0 && c != '\n' && c != '"' &&
                                   !(d == 0 && (c == ':' || c == '}')); c = peekc(L, 0)) {
            d += (c == '(') - (c == ')' && d > 0);
            L->at++;
        }
        part.align = L->src + as;
        part.align_len = L->at - as;
    }
    if (peekc(L, 0) == ':') {   /* :format - text up to '}' */
        L->at++;
        size_t fs = L->at;
        for (int c = peekc(L, 0); c >= 0 && c != '}' && c != '"' && c != '\n' && c != '{';
             c = peekc(L, 0))
            L->at++;
        part.format = L->src + fs;
        part.format_len = L->at - fs;
    }
    for (int i = 0; i < nclose; i++, L->at++)   /* '}', or as many as a raw string's '$'s */
        if (peekc(L, 0) != '}') {
            fe_error(L->diags, pos_at(L, L->at), "unterminated expression in interpolated string");
            return 0;
        }
    int blank = 1;
    for (size_t i = 0; i < part.len; i++)
        if (part.text[i] != ' ' && part.text[i] != '\t' && part.text[i] != '\n' && part.text[i] != '\r')
            blank = 0;
    if (blank) {
        fe_error(L->diags, p, "empty expression in interpolated string");
        return 0;
    }
    part_push(pv, part);
    return 1;
}

static void lex_interp_body(fe_lexer *L, fe_token *t, fe_pos p, int verbatim)
{
    sbuf b = {NULL, 0, 0};
    partvec pv = {NULL, 0, 0};
    fe_pos tp = pos_at(L, L->at);
    t->kind = FE_TK_INTERP;
    L->depth++;
    for (;;) {
        int c = peekc(L, 0);
        if (c < 0 || (c == '\n' && !verbatim)) {
            fe_error(L->diags, p, c < 0 ? "unterminated string literal"
                                        : "unterminated string literal (newline in constant)");
            break;
        }
        if (c == '"') {
            L->at++;
            if (verbatim && peekc(L, 0) == '"') {
                L->at++;
                sb_put(&b, '"');
                continue;
            }
            break;
        }
        if (c == '\n') {
            L->at++;
            newline(L);
            sb_put(&b, '\n');
            continue;
        }
        if ((c == '{' || c == '}') && peekc(L, 1) == c) {
            L->at += 2;
            sb_put(&b, (char)c);
            continue;
        }
        if (c == '}') {
            fe_error(L->diags, pos_at(L, L->at), "'}' in an interpolated string must be written '}}'");
            L->at++;
            continue;
        }
        if (c == '{') {
            flush_text(L, &pv, &b, tp);
            L->at++;
            scan_hole(L, verbatim, 1, &pv);
            tp = pos_at(L, L->at);
            continue;
        }
        long v = (c == '\\' && !verbatim) ? read_escape(L) : literal_char(L);
        if (v >= 0)
            sb_cp(&b, (uint32_t)v);
    }
    flush_text(L, &pv, &b, tp);
    L->depth--;
    t->nparts = pv.n;
    t->parts = pv.n ? fe_ast_alloc(L->arena, (size_t)pv.n * sizeof *pv.v) : NULL;
    if (pv.n)
        memcpy(t->parts, pv.v, (size_t)pv.n * sizeof *pv.v);
    free(pv.v);
    free(b.p);
}

struct rawinterp {
    int dollars;     /* the '$'s: a hole opens with as many '{' and closes with as many '}' */
    int multi;       /* multi-line: a hole may span lines */
    partvec pv;      /* the parts so far */
    fe_pos tp;       /* where the current text part starts */
};

/* A run of braces in an interpolated raw string: fewer than its '$'s are
 * text; an opening run of k >= d is k - d braces of text, then a hole (k
 * >= 2d is C#'s error); a closing run of d or more outside a hole is one. */
static void raw_brace(fe_lexer *L, sbuf *b, rawinterp *ri)
{
    int c = peekc(L, 0), k = 0, d = ri->dollars;
    fe_pos at = pos_at(L, L->at);
    while (peekc(L, k) == c)
        k++;
    if (k < d) {
        for (; k > 0; k--, L->at++)
            sb_put(b, (char)c);
        return;
    }
    if (c == '}' || k >= 2 * d) {
        fe_error(L->diags, at, "the interpolated raw string literal does not start with enough '$' characters "
                 "to allow this many consecutive %s braces as content", c == '{' ? "opening" : "closing");
        L->at += (size_t)k;
        if (c == '{')   /* read on as a hole closed by as many */
            scan_hole(L, ri->multi, k, &ri->pv);
        return;
    }
    for (; k > d; k--, L->at++)
        sb_put(b, '{');
    flush_text(L, &ri->pv, b, ri->tp);
    L->at += (size_t)d;
    scan_hole(L, ri->multi, d, &ri->pv);
    ri->tp = pos_at(L, L->at);
}

/* $"""...""" (C# 11) after its d '$'s: a raw string whose braces open
 * holes, an FE_TK_INTERP token as $"..." makes. */
static void lex_raw_interp(fe_lexer *L, fe_token *t, fe_pos p, int d)
{
    sbuf b = {NULL, 0, 0};
    rawinterp ri = {d, 0, {NULL, 0, 0}, p};
    t->kind = FE_TK_INTERP;
    ri.multi = blank_to_eol(L, L->at + quote_run(L, L->at));
    ri.tp = pos_at(L, L->at);
    L->depth++;
    raw_body(L, &b, p, &ri);
    flush_text(L, &ri.pv, &b, ri.tp);
    L->depth--;
    t->nparts = ri.pv.n;
    t->parts = ri.pv.n ? fe_ast_alloc(L->arena, (size_t)ri.pv.n * sizeof *ri.pv.v) : NULL;
    if (ri.pv.n)
        memcpy(t->parts, ri.pv.v, (size_t)ri.pv.n * sizeof *ri.pv.v);
    free(ri.pv.v);
    free(b.p);
}

/* Inside a hole: skip a nested string/char literal (decoding it into a
 * throwaway token, which also checks it). */
static void skip_nested_literal(fe_lexer *L, int verbatim_outer)
{
    fe_token tmp;
    (void)verbatim_outer;
    memset(&tmp, 0, sizeof tmp);
    if (L->depth >= FE_LEX_MAX_INTERP_DEPTH) {
        fe_error(L->diags, pos_at(L, L->at), "interpolated strings nested too deeply");
        L->at = L->len;
        return;
    }
    fe_lex_next(L, &tmp);
}

/* ------------------------------------------------------------ punctuation */

typedef struct punct_entry { const char *s; fe_punct p; } punct_entry;

/* Longest first. */
static const punct_entry punct_table[] = {
    {"<<=", FE_P_SHLEQ}, {">>=", FE_P_SHREQ}, {"?\?=", FE_P_QQEQ},
    {"??", FE_P_QQ}, {"?.", FE_P_QDOT}, {"==", FE_P_EQ}, {"!=", FE_P_NE}, {"<=", FE_P_LE},
    {">=", FE_P_GE}, {"&&", FE_P_ANDAND}, {"||", FE_P_OROR}, {"++", FE_P_INC},
    {"--", FE_P_DEC}, {"<<", FE_P_SHL}, {">>", FE_P_SHR}, {"+=", FE_P_PLUSEQ},
    {"-=", FE_P_MINUSEQ}, {"*=", FE_P_STAREQ}, {"/=", FE_P_SLASHEQ}, {"%=", FE_P_PERCENTEQ},
    {"&=", FE_P_AMPEQ}, {"|=", FE_P_BAREQ}, {"^=", FE_P_CARETEQ}, {"->", FE_P_ARROW},
    {"=>", FE_P_LAMBDA}, {"::", FE_P_COLONCOLON}, {"..", FE_P_DOTDOT},
    {"{", FE_P_LBRACE}, {"}", FE_P_RBRACE}, {"(", FE_P_LPAREN}, {")", FE_P_RPAREN},
    {"[", FE_P_LBRACKET}, {"]", FE_P_RBRACKET}, {".", FE_P_DOT}, {",", FE_P_COMMA},
    {":", FE_P_COLON}, {";", FE_P_SEMI}, {"?", FE_P_QUESTION}, {"+", FE_P_PLUS},
    {"-", FE_P_MINUS}, {"*", FE_P_STAR}, {"/", FE_P_SLASH}, {"%", FE_P_PERCENT},
    {"&", FE_P_AMP}, {"|", FE_P_BAR}, {"^", FE_P_CARET}, {"!", FE_P_BANG},
    {"~", FE_P_TILDE}, {"=", FE_P_ASSIGN}, {"<", FE_P_LT}, {">", FE_P_GT},
};

static int lex_punct(fe_lexer *L, fe_token *t)
{
    for (size_t i = 0; i < sizeof punct_table / sizeof punct_table[0]; i++) {
        if (punct_table[i].s[0] != L->src[L->at])
            continue;
        size_t n = strlen(punct_table[i].s);
        if (L->at + n <= L->len && !memcmp(L->src + L->at, punct_table[i].s, n)) {
            /* a ?. b where . starts a real (x ?.5 : 1) is ? then .5 */
            if (punct_table[i].p == FE_P_QDOT && is_digit(peekc(L, 2)))
                continue;
            t->kind = FE_TK_PUNCT;
            t->punct = punct_table[i].p;
            L->at += n;
            return 1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------ identifiers */

static int keyword_of(const char *s, size_t n)
{
    for (int k = 0; k < FE_KW_COUNT_; k++)
        if (kw_names[k][0] == s[0] && strlen(kw_names[k]) == n && !memcmp(kw_names[k], s, n))
            return k;
    return -1;
}

static void lex_ident(fe_lexer *L, fe_token *t, int verbatim)
{
    size_t start = L->at;
    while (is_ident_char(peekc(L, 0)))
        L->at++;
    size_t n = L->at - start;
    int k = verbatim ? -1 : keyword_of(L->src + start, n);
    if (k >= 0) {
        t->kind = FE_TK_KEYWORD;
        t->kw = (fe_kw)k;
        t->text = kw_names[k];
        t->len = n;
        return;
    }
    t->kind = FE_TK_IDENT;
    t->text = fe_ast_strdup(L->arena, L->src + start, n);
    t->len = n;
}

/* ------------------------------------------------------------ driver */

static int lex_prefixed(fe_lexer *L, fe_token *t)
{
    int c = peekc(L, 0), c1 = peekc(L, 1), c2 = peekc(L, 2);
    fe_pos p = t->pos;
    if (c == '$' && (c1 == '$' || (c1 == '"' && c2 == '"' && peekc(L, 3) == '"'))) {
        int d = 0;
        while (peekc(L, 0) == '$')
            L->at++, d++;
        if (quote_run(L, L->at) < 3) {
            fe_error(L->diags, p, "more than one '$' is only allowed before a raw string literal (\"\"\")");
            t->kind = FE_TK_STRING;
            t->text = "";
            return 1;
        }
        lex_raw_interp(L, t, p, d);
    } else if (c == '@' && c1 == '"') {
        L->at += 2;
        lex_string_body(L, t, p, 1);
    } else if (c == '@' && is_ident_start(c1)) {
        L->at++;
        lex_ident(L, t, 1);
    } else if (c == '$' && c1 == '"') {
        L->at += 2;
        lex_interp_body(L, t, p, 0);
    } else if ((c == '$' && c1 == '@' && c2 == '"') || (c == '@' && c1 == '$' && c2 == '"')) {
        L->at += 3;
        lex_interp_body(L, t, p, 1);
    } else {
        return 0;
    }
    return 1;
}

static void lex_token(fe_lexer *L, fe_token *t)
{
    for (;;) {
        memset(t, 0, sizeof *t);
        skip_trivia(L);
        t->pos = pos_at(L, L->at);
        if (L->at >= L->len) {
            fe_lex_directives_end(L, t->pos);
            t->kind = FE_TK_EOF;
            return;
        }
        L->tokens_seen = 1;
        int c = peekc(L, 0);
        if (is_ident_start(c)) {
            lex_ident(L, t, 0);
            return;
        }
        if (is_digit(c)) {
            lex_number(L, t);
            return;
        }
        if (c == '.' && is_digit(peekc(L, 1))) {
            lex_dot_real(L, t);
            return;
        }
        if (c == '"' && peekc(L, 1) == '"' && peekc(L, 2) == '"') {
            lex_raw_string(L, t, t->pos);
            return;
        }
        if (c == '"') {
            L->at++;
            lex_string_body(L, t, t->pos, 0);
            return;
        }
        if (c == '\'') {
            lex_char(L, t);
            return;
        }
        if ((c == '@' || c == '$') && lex_prefixed(L, t))
            return;
        if (lex_punct(L, t))
            return;
        skip_garbage(L);
    }
}

void fe_lex_next(fe_lexer *L, fe_token *t)
{
    int before = fe_error_count(L->diags);
    lex_token(L, t);
    t->end = pos_at(L, L->at);
    t->bad = fe_error_count(L->diags) != before;
}
