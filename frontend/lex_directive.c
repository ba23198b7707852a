/* lex_directive.c - C#'s preprocessing directives, inside the lexer.
 *
 * C# has no separate preprocessor: a directive is a line whose first
 * non-blank is '#', and conditional compilation only decides which lines the
 * lexer reads. The lexer (lex.c, skip_trivia) hands every directive line to
 * fe_lex_directive and, while fe_lex_active says no, skips whole lines: a
 * skipped section is not lexed at all (an unterminated string or comment in
 * it is no error), only its directives are read, to find the #elif, #else
 * or #endif that ends it.
 *
 * Supported: #if/#elif/#else/#endif with C#'s expressions (symbols, true,
 * false, !, ==, !=, &&, ||, parentheses), #define/#undef (before the file's
 * first token), #region/#endregion, #error, #warning, #pragma and #nullable
 * (accepted; Kiln prints no warnings and has no nullable analysis). #line is
 * a named error. The symbols defined from the start are those of a .NET 8
 * Release build (FE_PP_PREDEFINED; docs/language.md).
 *
 * Invariants: L->cond[0..cond_depth) is the stack of open #if groups, the
 * innermost last; groups nested deeper than FE_LEX_MAX_COND are one error
 * and are only counted (cond_extra), skipped to their #endif; a directive consumes its line up to (not including) the
 * '\n'; every bad directive is one error, and a group opened by a bad #if
 * still needs its #endif so the rest of the file is not misread.
 */
#include <string.h>

#include "fe_internal.h"

/* The conditional symbols of a .NET 8 console project built with -c Release. */
static const char *const fe_pp_predefined[] = {
    "TRACE", "RELEASE", "NET", "NET8_0", "NETCOREAPP",
    "NET5_0_OR_GREATER", "NET6_0_OR_GREATER", "NET7_0_OR_GREATER", "NET8_0_OR_GREATER",
    "NETCOREAPP1_0_OR_GREATER", "NETCOREAPP1_1_OR_GREATER", "NETCOREAPP2_0_OR_GREATER",
    "NETCOREAPP2_1_OR_GREATER", "NETCOREAPP2_2_OR_GREATER", "NETCOREAPP3_0_OR_GREATER",
    "NETCOREAPP3_1_OR_GREATER",
};

#define PP_ACTIVE 1u   /* lines of the current branch are compiled */
#define PP_TAKEN 2u    /* some branch of the group was (or is being) taken */
#define PP_ELSE 4u     /* the group's #else was seen */
#define PP_OUTER 8u    /* the enclosing text is compiled */
#define PP_MAX_PAREN 64

/* A cursor over one directive line. */
typedef struct pp_line {
    fe_lexer *L;
    size_t at, end;
    fe_pos pos;        /* the '#', for errors */
    int failed;        /* an error was reported for this line */
} pp_line;

int fe_lex_active(const fe_lexer *L)
{
    if (L->cond_extra)
        return 0;
    return L->cond_depth == 0 || (L->cond[L->cond_depth - 1] & PP_ACTIVE);
}

static int pp_is_ident_start(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int pp_is_ident_char(int c)
{
    return pp_is_ident_start(c) || (c >= '0' && c <= '9');
}

static int pp_peek(const pp_line *pl, size_t off)
{
    return pl->at + off < pl->end ? (unsigned char)pl->L->src[pl->at + off] : -1;
}

static void pp_blanks(pp_line *pl)
{
    while (pp_peek(pl, 0) == ' ' || pp_peek(pl, 0) == '\t' || pp_peek(pl, 0) == '\r' ||
           pp_peek(pl, 0) == '\f' || pp_peek(pl, 0) == '\v')
        pl->at++;
}

static void pp_fail(pp_line *pl, const char *msg)
{
    if (!pl->failed)
        fe_error(pl->L->diags, pl->pos, "%s", msg);
    pl->failed = 1;
}

/* Reads an identifier at the cursor; returns its length (0: none). */
static size_t pp_ident(pp_line *pl, const char **name)
{
    pp_blanks(pl);
    size_t start = pl->at;
    if (!pp_is_ident_start(pp_peek(pl, 0)))
        return 0;
    while (pp_is_ident_char(pp_peek(pl, 0)))
        pl->at++;
    *name = pl->L->src + start;
    return pl->at - start;
}

static int pp_word_is(const char *s, size_t n, const char *w)
{
    return n == strlen(w) && !memcmp(s, w, n);
}

/* ------------------------------------------------------------ symbols */

static int pp_defined_in(const fe_pp_symbol *defs, const char *s, size_t n)
{
    for (const fe_pp_symbol *d = defs; d; d = d->next)
        if (d->len == n && !memcmp(d->name, s, n))
            return d->defined;
    for (size_t i = 0; i < sizeof fe_pp_predefined / sizeof *fe_pp_predefined; i++)
        if (pp_word_is(s, n, fe_pp_predefined[i]))
            return 1;
    return 0;
}

static int pp_defined(const fe_lexer *L, const char *s, size_t n)
{
    return pp_defined_in(L->defines, s, n);
}

int fe_pp_defined(const fe_pp_symbol *defs, const char *name)
{
    return pp_defined_in(defs, name, strlen(name));
}

/* #define and #undef record the symbol's state in this file's list. */
static void pp_set_symbol(fe_lexer *L, const char *s, size_t n, int defined)
{
    for (fe_pp_symbol *d = L->defines; d; d = d->next)
        if (d->len == n && !memcmp(d->name, s, n)) {
            d->defined = defined;
            return;
        }
    fe_pp_symbol *d = fe_ast_alloc(L->arena, sizeof *d + n + 1);
    memcpy(d->name, s, n);
    d->name[n] = '\0';
    d->len = (uint32_t)n;
    d->defined = defined;
    d->next = L->defines;
    L->defines = d;
}

/* ------------------------------------------------------------ expressions */

static int pp_or(pp_line *pl, int depth);

static int pp_primary(pp_line *pl, int depth)
{
    pp_blanks(pl);
    if (pp_peek(pl, 0) == '(') {
        if (depth >= PP_MAX_PAREN) {
            pp_fail(pl, "preprocessor expression nests too deeply");
            return 0;
        }
        pl->at++;
        int v = pp_or(pl, depth + 1);
        pp_blanks(pl);
        if (pp_peek(pl, 0) != ')')
            pp_fail(pl, "')' expected in preprocessor expression");
        else
            pl->at++;
        return v;
    }
    const char *s;
    size_t n = pp_ident(pl, &s);
    if (!n) {
        pp_fail(pl, "invalid preprocessor expression");
        return 0;
    }
    if (pp_word_is(s, n, "true"))
        return 1;
    if (pp_word_is(s, n, "false"))
        return 0;
    return pp_defined(pl->L, s, n);
}

static int pp_unary(pp_line *pl, int depth)
{
    pp_blanks(pl);
    if (pp_peek(pl, 0) == '!' && pp_peek(pl, 1) != '=') {
        if (depth >= PP_MAX_PAREN) {
            pp_fail(pl, "preprocessor expression nests too deeply");
            return 0;
        }
        pl->at++;
        return !pp_unary(pl, depth + 1);
    }
    return pp_primary(pl, depth);
}

static int pp_equality(pp_line *pl, int depth)
{
    int v = pp_unary(pl, depth);
    for (;;) {
        pp_blanks(pl);
        int c0 = pp_peek(pl, 0), c1 = pp_peek(pl, 1);
        if (!((c0 == '=' || c0 == '!') && c1 == '='))
            return v;
        pl->at += 2;
        int r = pp_unary(pl, depth);
        v = c0 == '=' ? v == r : v != r;
    }
}

static int pp_and(pp_line *pl, int depth)
{
    int v = pp_equality(pl, depth);
    for (;;) {
        pp_blanks(pl);
        if (pp_peek(pl, 0) != '&' || pp_peek(pl, 1) != '&')
            return v;
        pl->at += 2;
        v = pp_equality(pl, depth) && v;
    }
}

static int pp_or(pp_line *pl, int depth)
{
    int v = pp_and(pl, depth);
    for (;;) {
        pp_blanks(pl);
        if (pp_peek(pl, 0) != '|' || pp_peek(pl, 1) != '|')
            return v;
        pl->at += 2;
        v = pp_and(pl, depth) || v;
    }
}

/* The rest of a directive line may only be a single-line comment. */
static void pp_line_end(pp_line *pl)
{
    pp_blanks(pl);
    if (pl->at < pl->end && !(pp_peek(pl, 0) == '/' && pp_peek(pl, 1) == '/'))
        pp_fail(pl, "single-line comment or end-of-line expected after a preprocessor directive");
}

static int pp_condition(pp_line *pl)
{
    int v = pp_or(pl, 0);
    pp_line_end(pl);
    return v && !pl->failed;
}

/* ------------------------------------------------------------ directives */

static void pp_if(pp_line *pl)
{
    fe_lexer *L = pl->L;
    unsigned outer = fe_lex_active(L) ? PP_OUTER : 0;
    if (L->cond_depth == FE_LEX_MAX_COND || L->cond_extra) {
        if (!L->cond_extra++)
            pp_fail(pl, "#if directives nest too deeply");
        return;
    }
    unsigned st = outer;
    if (outer && pp_condition(pl))
        st |= PP_ACTIVE | PP_TAKEN;
    if (outer && pl->failed)
        st |= PP_TAKEN; /* after a bad #if, no branch of the group is compiled */
    L->cond[L->cond_depth++] = (uint8_t)st;
}

static void pp_elif(pp_line *pl)
{
    fe_lexer *L = pl->L;
    if (L->cond_extra)
        return;
    if (!L->cond_depth || (L->cond[L->cond_depth - 1] & PP_ELSE)) {
        pp_fail(pl, L->cond_depth ? "#elif after #else" : "unexpected #elif: no #if is open");
        return;
    }
    uint8_t *st = &L->cond[L->cond_depth - 1];
    *st &= (uint8_t)~PP_ACTIVE;
    if ((*st & PP_OUTER) && !(*st & PP_TAKEN)) {
        if (pp_condition(pl))
            *st |= PP_ACTIVE;
        if (pl->failed || (*st & PP_ACTIVE))
            *st |= PP_TAKEN;
    }
}

static void pp_else(pp_line *pl)
{
    fe_lexer *L = pl->L;
    if (L->cond_extra)
        return;
    if (!L->cond_depth || (L->cond[L->cond_depth - 1] & PP_ELSE)) {
        pp_fail(pl, L->cond_depth ? "#else after #else" : "unexpected #else: no #if is open");
        return;
    }
    uint8_t *st = &L->cond[L->cond_depth - 1];
    *st |= PP_ELSE;
    *st &= (uint8_t)~PP_ACTIVE;
    if ((*st & PP_OUTER) && !(*st & PP_TAKEN))
        *st |= PP_ACTIVE | PP_TAKEN;
    pp_line_end(pl);
}

static void pp_endif(pp_line *pl)
{
    if (pl->L->cond_extra) {
        pl->L->cond_extra--;
        return;
    }
    if (!pl->L->cond_depth) {
        pp_fail(pl, "unexpected #endif: no #if is open");
        return;
    }
    pl->L->cond_depth--;
    pp_line_end(pl);
}

static void pp_define(pp_line *pl, int defined)
{
    fe_lexer *L = pl->L;
    const char *s;
    size_t n = pp_ident(pl, &s);
    if (!n || pp_word_is(s, n, "true") || pp_word_is(s, n, "false")) {
        pp_fail(pl, "a symbol name is expected after #define or #undef");
        return;
    }
    if (L->tokens_seen) {
        pp_fail(pl, "cannot define or undefine preprocessor symbols after the first token in the file");
        return;
    }
    pp_line_end(pl);
    if (!pl->failed)
        pp_set_symbol(L, s, n, defined);
}

static void pp_error_text(pp_line *pl)
{
    pp_blanks(pl);
    int n = (int)(pl->end - pl->at);
    while (n > 0 && (pl->L->src[pl->at + (size_t)n - 1] == '\r'))
        n--;
    fe_error(pl->L->diags, pl->pos, "#error: %.*s", n > 200 ? 200 : n, pl->L->src + pl->at);
    pl->failed = 1;
}

/* Runs the directive whose '#' is at L->at; leaves L->at at its line's end. */
void fe_lex_directive(fe_lexer *L, fe_pos pos)
{
    pp_line pl = { .L = L, .at = L->at + 1, .end = L->at, .pos = pos, .failed = 0 };
    while (pl.end < L->len && L->src[pl.end] != '\n')
        pl.end++;
    const char *w = "";
    size_t wl = pp_ident(&pl, &w);
    int active = fe_lex_active(L);
    if (pp_word_is(w, wl, "if"))
        pp_if(&pl);
    else if (pp_word_is(w, wl, "elif"))
        pp_elif(&pl);
    else if (pp_word_is(w, wl, "else"))
        pp_else(&pl);
    else if (pp_word_is(w, wl, "endif"))
        pp_endif(&pl);
    else if (!active)
        ; /* other directives in a skipped section are skipped with it */
    else if (pp_word_is(w, wl, "define") || pp_word_is(w, wl, "undef"))
        pp_define(&pl, w[0] == 'd');
    else if (pp_word_is(w, wl, "error"))
        pp_error_text(&pl);
    else if (pp_word_is(w, wl, "region") || pp_word_is(w, wl, "endregion") ||
             pp_word_is(w, wl, "warning") || pp_word_is(w, wl, "pragma") ||
             pp_word_is(w, wl, "nullable"))
        ; /* the rest of the line is free text or settings Kiln does not use */
    else if (wl == 0)
        pp_fail(&pl, "preprocessor directive expected after '#'");
    else
        fe_error(L->diags, pos, "preprocessor directive '#%.*s' is not supported",
                 (int)(wl > 40 ? 40 : wl), w);
    L->at = pl.end;
}

/* At the end of the file: an #if still open is one error. */
void fe_lex_directives_end(fe_lexer *L, fe_pos pos)
{
    if (L->cond_depth || L->cond_extra) {
        fe_error(L->diags, pos, "#endif directive expected");
        L->cond_depth = 0;
        L->cond_extra = 0;
    }
}
