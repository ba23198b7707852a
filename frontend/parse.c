/* parse.c - recursive-descent parser of the C# subset: tokens to the AST of
 * ast.h (entry points in fe_internal.h).
 *
 * The whole file is lexed into a token array first, so the C# ambiguities
 * (declaration or expression, cast or parenthesized expression, lambda) are
 * decided by looking ahead without backtracking the lexer.
 *
 * Error protocol: an error reports once and puts the parser in panic mode;
 * further errors are suppressed until it resynchronizes at a ';' or '}'
 * (statements, members) so several independent errors come out per run.
 * Features outside the subset are reported with an error naming the feature.
 *
 * Invariants: every loop consumes a token or leaves; recursion (expressions,
 * statements, namespaces) and array ranks are bounded by FE_PARSE_MAX_DEPTH
 * ("... nested too deeply"), after which the parser stops
 * reading the file; the token array is freed before returning.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* FE_PARSE_MAX_DEPTH bounds the parser's recursion (nested expressions,
 * statements and namespaces); FE_PARSE_MAX_HEIGHT bounds the height of every tree it builds
 * (so later recursive passes are safe too), where each link of a
 * left-associative operator or postfix chain also counts one. */
#define FE_PARSE_MAX_DEPTH 1000
#define FE_PARSE_MAX_HEIGHT 4000
/* Larger files are refused up front (the token array is ~100 bytes a token). */
#define FE_PARSE_MAX_SOURCE ((size_t)16 << 20)

typedef struct parser {
    fe_ast_arena *a;
    const char *src;       /* the source text (arguments' text for [CallerArgumentExpression]) */
    size_t srclen;
    size_t *line_at;       /* malloc'd on first use: the offset of each line's start */
    int nlines;
    int in_params;         /* parsing a parameter's attributes: caller-info attributes allowed */
    fe_diags *d;
    int file;
    fe_token *toks;        /* malloc'd, ends with EOF */
    int *match;            /* malloc'd: for each '(' the index of its ')', else -1 */
    int ntoks, at;
    int panic;             /* suppress errors until sync */
    int depth;             /* recursion depth (expressions, statements) */
    int chain;             /* open links of operator/postfix chains */
    int stopped;           /* nesting limit hit: treat the rest as EOF */
    const char *cls_name;  /* class being parsed (constructor detection) */
    const char *ns;        /* enclosing namespace */
    struct fe_typedecl *outer; /* type whose body is being parsed (nested types), or NULL */
    struct gvec *types;    /* the unit's type declarations, in source order (outer first) */
    int implies;           /* FE_IMPLIES_* seen (fe_unit.implies) */
    int in_when;           /* a switch arm's when clause: `x => v` ends it (no lambda) */
    int throw_at;          /* the token a throw expression may start at (C#: after ??, in
                              ?:'s branches, after =>), or -1 (throw_here) */
    int file_ns;           /* a file-scoped namespace (`namespace N;`) was declared */
    int block_ns;          /* a namespace with a block was declared */
    int lambda_seq;        /* lambdas and local functions of the member being parsed (fe_expr.lord) */
    struct primary_scan *pscan; /* the primary constructor of the class whose body is parsed */
    int fn_depth;          /* lambda and local function bodies open */
    int top_awaits;        /* `await` expressions outside lambdas and local functions */
    int top_stmt_awaits;   /* ... of them in top-level statements (an async entry point) */
} parser;

/* A class's or struct's primary constructor parameters (C# 12) while its
 * body is parsed: which of them a member other than an initializer names.
 * Those get a capture field (parse_record.c); the set is a superset of
 * what C# captures (a local or an inherited member of the same name also
 * counts), and sema binds each name precisely (bind_expr.c). */
typedef struct primary_scan {
    const struct fe_typedecl *td; /* whose body */
    const fe_paramdecl *pds;
    int npds;
    char *used;                /* per parameter: named outside initializers */
} primary_scan;

/* A growable array of elements of any size (malloc; copied into the arena). */
typedef struct gvec { char *v; int n, cap; size_t esz; } gvec;

static void gv_init(gvec *g, size_t esz)
{
    g->v = NULL;
    g->n = g->cap = 0;
    g->esz = esz;
}

static void gv_push(gvec *g, const void *elem)
{
    if (g->n == g->cap) {
        int nc = g->cap ? g->cap * 2 : 8;
        char *nv = realloc(g->v, (size_t)nc * g->esz);
        if (!nv)
            fe_out_of_memory();
        g->v = nv;
        g->cap = nc;
    }
    memcpy(g->v + (size_t)g->n * g->esz, elem, g->esz);
    g->n++;
}

/* Moves the elements into the arena and frees the vector. */
static void *gv_finish(parser *p, gvec *g, int *n)
{
    void *r = NULL;
    *n = g->n;
    if (g->n) {
        r = fe_ast_alloc(p->a, (size_t)g->n * g->esz);
        memcpy(r, g->v, (size_t)g->n * g->esz);
    }
    free(g->v);
    g->v = NULL;
    g->n = g->cap = 0;
    return r;
}

/* ------------------------------------------------------------ tokens */

static const fe_token eof_token = {.kind = FE_TK_EOF};

static const fe_token *tk(const parser *p, int off)
{
    int i = p->at + off;
    if (p->stopped)
        return &eof_token;
    if (i >= p->ntoks)
        i = p->ntoks - 1;
    return &p->toks[i];
}

static const fe_token *cur(const parser *p)
{
    return tk(p, 0);
}

static fe_pos cur_pos(const parser *p)
{
    const fe_token *t = &p->toks[p->at < p->ntoks ? p->at : p->ntoks - 1];
    return t->pos;
}

/* Passing a token the lexer reported puts the parser in panic mode: the
 * statement it spoils gets no second error. */
static void advance(parser *p)
{
    if (p->toks[p->at].bad)
        p->panic = 1;
    if (p->at < p->ntoks - 1)
        p->at++;
}

static int is_punct_at(const parser *p, int off, fe_punct x)
{
    const fe_token *t = tk(p, off);
    return t->kind == FE_TK_PUNCT && t->punct == x;
}

static int is_punct(const parser *p, fe_punct x)
{
    return is_punct_at(p, 0, x);
}

static int is_kw_at(const parser *p, int off, fe_kw k)
{
    const fe_token *t = tk(p, off);
    return t->kind == FE_TK_KEYWORD && t->kw == k;
}

static int is_kw(const parser *p, fe_kw k)
{
    return is_kw_at(p, 0, k);
}

static int is_ident_at(const parser *p, int off)
{
    return tk(p, off)->kind == FE_TK_IDENT;
}

/* Identifier with this text (contextual keywords). */
static int is_word_at(const parser *p, int off, const char *w)
{
    const fe_token *t = tk(p, off);
    return t->kind == FE_TK_IDENT && !strcmp(t->text, w);
}

static int at_eof(const parser *p)
{
    return cur(p)->kind == FE_TK_EOF;
}

/* ------------------------------------------------------------ errors */

static void perr_at(parser *p, fe_pos pos, const char *fmt, ...) FE_PRINTF(3, 4);

static void perr_at(parser *p, fe_pos pos, const char *fmt, ...)
{
    va_list ap;
    if (p->panic || p->stopped)
        return;
    p->panic = 1;
    va_start(ap, fmt);
    fe_verror(p->d, pos, fmt, ap);
    va_end(ap);
}

#define perr(p, ...) perr_at((p), cur_pos(p), __VA_ARGS__)

/* Describes the current token for "expected X, found Y" messages. */
static const char *tok_desc(const parser *p, char *buf, size_t n)
{
    const fe_token *t = cur(p);
    switch (t->kind) {
    case FE_TK_EOF: return "end of file";
    case FE_TK_IDENT: snprintf(buf, n, "identifier '%.40s'", t->text); return buf;
    case FE_TK_KEYWORD: snprintf(buf, n, "'%s'", fe_kw_name(t->kw)); return buf;
    case FE_TK_PUNCT: snprintf(buf, n, "'%s'", fe_punct_name(t->punct)); return buf;
    case FE_TK_INT: case FE_TK_REAL: return "a number";
    case FE_TK_CHAR: return "a character literal";
    case FE_TK_STRING: case FE_TK_INTERP: return "a string literal";
    default: return "an invalid token";
    }
}

static void expected(parser *p, const char *what)
{
    char buf[80];
    perr(p, "expected %s, found %s", what, tok_desc(p, buf, sizeof buf));
}

static int accept(parser *p, fe_punct x)
{
    if (is_punct(p, x)) {
        advance(p);
        return 1;
    }
    return 0;
}

static int expect(parser *p, fe_punct x)
{
    if (accept(p, x))
        return 1;
    if (x == FE_P_SEMI && p->at > 0 && !p->stopped) {
        /* as C# does: at the end of the previous token, where the ';' belongs */
        char buf[80];
        perr_at(p, p->toks[p->at - 1].end, "expected ';', found %s", tok_desc(p, buf, sizeof buf));
        return 0;
    }
    char what[16];
    snprintf(what, sizeof what, "'%s'", fe_punct_name(x));
    expected(p, what);
    return 0;
}

static const char *expect_ident(parser *p, fe_pos *pos)
{
    if (pos)
        *pos = cur_pos(p);
    if (is_ident_at(p, 0)) {
        const char *s = cur(p)->text;
        advance(p);
        return s;
    }
    expected(p, "identifier");
    return "<error>";
}

/* Skip to just after ';' or to a '}' closing the current construct,
 * jumping over balanced braces, parentheses and brackets: braces opened
 * inside `( ... )` or `[ ... ]` do not end the construct (the array
 * initializer in `foreach (var x in new int[] {1})`), but a ';' or '}'
 * that the parenthesis cannot hold ends an unbalanced one. A `}` closing
 * a brace group that sits in an expression (`= { ... };`) is followed by
 * the ';' that ends it. Clears panic. */
static void sync(parser *p)
{
    int depth = 0, parens = 0, paren_base = 0;
    while (!at_eof(p)) {
        if (is_punct(p, FE_P_LPAREN) || is_punct(p, FE_P_LBRACKET)) {
            if (parens++ == 0)
                paren_base = depth;
            advance(p);
            continue;
        }
        if (parens > 0) {
            if (is_punct(p, FE_P_RPAREN) || is_punct(p, FE_P_RBRACKET)) {
                parens--;
                advance(p);
                continue;
            }
            if (depth > paren_base || is_punct(p, FE_P_LBRACE)) {
                if (is_punct(p, FE_P_LBRACE))
                    depth++;
                else if (is_punct(p, FE_P_RBRACE))
                    depth--;
                advance(p);
                continue;
            }
            if (is_punct(p, FE_P_SEMI) || is_punct(p, FE_P_RBRACE))
                parens = 0;   /* an unbalanced '(': the ';' or '}' ends the construct */
            else {
                advance(p);
                continue;
            }
        }
        if (is_punct(p, FE_P_LBRACE)) {
            depth++;
        } else if (is_punct(p, FE_P_RBRACE)) {
            if (depth == 0)
                break;
            if (--depth == 0) {
                advance(p);
                if (is_punct(p, FE_P_SEMI))
                    advance(p);
                break;
            }
        } else if (is_punct(p, FE_P_SEMI) && depth == 0) {
            advance(p);
            break;
        }
        advance(p);
    }
    p->panic = 0;
}

/* After an error in the construct that started at token `start`:
 * resynchronize, unless the construct already ended with the ';' or '}'
 * it consumed (a ';' or '}' before `start` ended the previous one: an
 * error at a statement's first token skips that statement). */
static void recover(parser *p, int start)
{
    const fe_token *prev = p->at > start ? &p->toks[p->at - 1] : NULL;
    if (prev && prev->kind == FE_TK_PUNCT && (prev->punct == FE_P_SEMI || prev->punct == FE_P_RBRACE))
        p->panic = 0;
    else
        sync(p);
}

/* what: the construct being entered, named in the error ("expression",
 * "statement", "namespace"). */
static int enter(parser *p, const char *what)
{
    if (++p->depth > FE_PARSE_MAX_DEPTH || p->depth + p->chain > FE_PARSE_MAX_HEIGHT) {
        if (!p->stopped) {
            p->panic = 0;
            perr(p, "%s nested too deeply", what);
            p->stopped = 1;
        }
        return 0;
    }
    return 1;
}

static void leave(parser *p)
{
    p->depth--;
}

/* One more link of an operator/postfix chain (the caller undoes p->chain). */
static int chain_link(parser *p)
{
    p->chain++;
    if (!enter(p, "expression")) {
        leave(p);
        return 0;
    }
    leave(p);
    return 1;
}

/* ------------------------------------------------------------ nodes */

static fe_expr *new_expr(parser *p, fe_ekind k, fe_pos pos)
{
    fe_expr *e = fe_ast_alloc(p->a, sizeof *e);
    e->kind = k;
    e->pos = pos;
    e->local = -1;
    e->bop = -1;
    return e;
}

/* A lambda, anonymous method or local function written in the source. */
static fe_expr *new_lambda(parser *p, fe_pos pos)
{
    fe_expr *e = new_expr(p, FE_E_LAMBDA, pos);
    e->lord = ++p->lambda_seq;
    return e;
}

static fe_expr *error_expr(parser *p, fe_pos pos)
{
    return new_expr(p, FE_E_NULL, pos);
}

static fe_stmt *new_stmt(parser *p, fe_skind k, fe_pos pos)
{
    fe_stmt *s = fe_ast_alloc(p->a, sizeof *s);
    s->kind = k;
    s->pos = pos;
    return s;
}

static fe_typesyn *new_tsyn(parser *p, fe_tskind k, fe_pos pos)
{
    fe_typesyn *t = fe_ast_alloc(p->a, sizeof *t);
    t->kind = k;
    t->pos = pos;
    return t;
}

/* ------------------------------------------------------------ types */

static int predef_of(fe_kw k, fe_predef *out)
{
    static const struct { fe_kw k; fe_predef p; } map[] = {
        {FE_KW_bool, FE_PD_BOOL}, {FE_KW_char, FE_PD_CHAR}, {FE_KW_byte, FE_PD_BYTE},
        {FE_KW_sbyte, FE_PD_SBYTE}, {FE_KW_short, FE_PD_SHORT}, {FE_KW_ushort, FE_PD_USHORT},
        {FE_KW_int, FE_PD_INT}, {FE_KW_uint, FE_PD_UINT}, {FE_KW_long, FE_PD_LONG},
        {FE_KW_ulong, FE_PD_ULONG}, {FE_KW_float, FE_PD_FLOAT}, {FE_KW_double, FE_PD_DOUBLE},
        {FE_KW_decimal, FE_PD_DECIMAL}, {FE_KW_string, FE_PD_STRING},
        {FE_KW_object, FE_PD_OBJECT}, {FE_KW_void, FE_PD_VOID},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (map[i].k == k) {
            *out = map[i].p;
            return 1;
        }
    return 0;
}

static int is_predef_at(const parser *p, int off)
{
    fe_predef pd;
    const fe_token *t = tk(p, off);
    return t->kind == FE_TK_KEYWORD && predef_of(t->kw, &pd);
}

/* Skips balanced <...> starting at off (a '<'); returns the offset after it
 * or -1 when it does not look like type arguments. */
static int scan_tuple_type(const parser *p, int off, int depth);
static int scan_generic_args_in(const parser *p, int off, int nest)
{
    int depth = 0;
    for (int i = off; i < off + 64; i++) {
        const fe_token *t = tk(p, i);
        if (t->kind == FE_TK_PUNCT && t->punct == FE_P_LPAREN && depth > 0) {   /* a tuple type */
            int j = scan_tuple_type(p, i, nest + 1);
            if (j < 0)
                return -1;
            i = j - 1;
            continue;
        }
        if (t->kind == FE_TK_PUNCT) {
            if (t->punct == FE_P_LT)
                depth++;
            else if (t->punct == FE_P_GT) {
                if (--depth == 0)
                    return i + 1;
            } else if (t->punct == FE_P_SHR && (depth -= 2) <= 0)
                return depth == 0 ? i + 1 : -1;
            else if (t->punct != FE_P_COMMA && t->punct != FE_P_DOT && t->punct != FE_P_LBRACKET
                     && t->punct != FE_P_RBRACKET && t->punct != FE_P_QUESTION)
                return -1;
        } else if (t->kind != FE_TK_IDENT && !is_predef_at(p, i)) {
            return -1;
        }
    }
    return -1;
}

static int scan_generic_args(const parser *p, int off)
{
    return scan_generic_args_in(p, off, 0);
}

/* C#'s disambiguation of a name followed by `<...>` in an expression: the
 * type argument list stays when the token after its `>` is one of
 * ( ) ] } : ; , . ? == != | ^ && || & [ (so `p.Inst<string>;` names a
 * generic method, and `a < b > c` stays two comparisons). */
static bool targs_kept_before(const parser *p, int off)
{
    static const fe_punct kept[] = {
        FE_P_LPAREN, FE_P_RPAREN, FE_P_RBRACKET, FE_P_RBRACE, FE_P_COLON, FE_P_SEMI, FE_P_COMMA,
        FE_P_DOT, FE_P_QUESTION, FE_P_EQ, FE_P_NE, FE_P_BAR, FE_P_CARET, FE_P_ANDAND, FE_P_OROR,
        FE_P_AMP, FE_P_LBRACKET,
    };
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
        if (is_punct_at(p, off, kept[i]))
            return true;
    return false;
}

/* Looks ahead for a type at off without consuming or reporting; returns the
 * offset after it or -1. Generic arguments, '?' and [,] are included, so
 * the parser can then report them by name. */
static int scan_type_in(const parser *p, int off, int depth)
{
    int i = off;
    if (is_predef_at(p, i)) {
        i++;
    } else if (is_punct_at(p, i, FE_P_LPAREN)) {
        if ((i = scan_tuple_type(p, i, depth + 1)) < 0)
            return -1;
    } else if (is_ident_at(p, i)) {
        i++;
        for (;;) {
            if (is_punct_at(p, i, FE_P_LT)) {
                int j = scan_generic_args_in(p, i, depth);
                if (j < 0)
                    return -1;
                i = j;
            }
            if ((is_punct_at(p, i, FE_P_DOT) || is_punct_at(p, i, FE_P_COLONCOLON))
                && is_ident_at(p, i + 1))
                i += 2;
            else
                break;
        }
    } else {
        return -1;
    }
    if (is_punct_at(p, i, FE_P_QUESTION) && !is_punct_at(p, i + 1, FE_P_LBRACKET))
        i++;
    while (is_punct_at(p, i, FE_P_LBRACKET)) {
        int j = i + 1;
        while (is_punct_at(p, j, FE_P_COMMA))
            j++;
        if (!is_punct_at(p, j, FE_P_RBRACKET))
            break;
        i = j + 1;
    }
    while (is_punct_at(p, i, FE_P_STAR))
        i++;
    return i;
}

static int scan_type(const parser *p, int off)
{
    return scan_type_in(p, off, 0);
}

/* A tuple type `(T1 [name], T2 [name], ...)` at off (a '('), two elements
 * or more, nested at most 32 deep: the offset after its ')', or -1. */
static int scan_tuple_type(const parser *p, int off, int depth)
{
    int i = off + 1, n = 0;
    if (depth > 32)
        return -1;
    for (;;) {
        int j = scan_type_in(p, i, depth);
        if (j < 0)
            return -1;
        if (is_ident_at(p, j))
            j++;
        n++;
        if (is_punct_at(p, j, FE_P_COMMA)) {
            i = j + 1;
            continue;
        }
        return is_punct_at(p, j, FE_P_RPAREN) && n >= 2 ? j + 1 : -1;
    }
}

static fe_typesyn *parse_type(parser *p, int allow_void);

/* Consumes one '>' closing type arguments; a '>>' token gives one of its
 * two (the token becomes the remaining '>'). */
static int expect_close_angle(parser *p)
{
    if (is_punct(p, FE_P_SHR)) {
        p->toks[p->at].punct = FE_P_GT;
        return 1;
    }
    return expect(p, FE_P_GT);
}

/* Type arguments `<A, B>` at a '<' (docs/generics.md). */
static fe_typesyn **parse_targs(parser *p, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_typesyn *));
    advance(p);   /* < */
    do {
        fe_typesyn *t = parse_type(p, 0);
        gv_push(&v, &t);
    } while (!p->panic && accept(p, FE_P_COMMA));
    if (!p->panic)
        expect_close_angle(p);
    return gv_finish(p, &v, n);
}

/* Type parameters `<T, U>` of a class or method declaration, at a '<'. */
static fe_tparamdecl *parse_tparams(parser *p, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_tparamdecl));
    advance(p);   /* < */
    do {
        fe_tparamdecl tp;
        memset(&tp, 0, sizeof tp);
        if (is_kw_at(p, 0, FE_KW_in) || is_kw_at(p, 0, FE_KW_out)) {   /* checked by sema_generic.c */
            tp.variance = is_kw_at(p, 0, FE_KW_out) ? FE_VAR_OUT : FE_VAR_IN;
            tp.variance_pos = cur_pos(p);
            advance(p);
        }
        tp.name = expect_ident(p, &tp.pos);
        gv_push(&v, &tp);
    } while (!p->panic && accept(p, FE_P_COMMA));
    if (!p->panic)
        expect(p, FE_P_GT);
    return gv_finish(p, &v, n);
}

/* One constraint after `where T :`; first: it opens the list, where
 * class, struct and notnull must stand. notnull (C# 8) only feeds the
 * nullable analysis' warnings: nothing to check or emit. */
static void parse_constraint(parser *p, fe_tparamdecl *tp, int first)
{
    if (!first && (is_kw(p, FE_KW_class) || is_kw(p, FE_KW_struct) || is_word_at(p, 0, "notnull")))
        perr(p, "The 'class', 'struct', 'unmanaged', 'notnull', and 'default' constraints cannot be combined "
                "or duplicated, and must be specified first in the constraints list.");
    if (is_word_at(p, 0, "notnull")) {
        advance(p);
    } else if (is_kw(p, FE_KW_class)) {
        tp->cflags |= FE_TPC_CLASS;
        advance(p);
        if (is_punct(p, FE_P_QUESTION))
            perr(p, "nullable reference types are not supported");
    } else if (is_kw(p, FE_KW_struct)) {
        tp->cflags |= FE_TPC_STRUCT;
        advance(p);
    } else if (is_kw(p, FE_KW_new)) {
        advance(p);
        if (expect(p, FE_P_LPAREN))
            expect(p, FE_P_RPAREN);
        tp->cflags |= FE_TPC_NEW;
    } else if (is_word_at(p, 0, "unmanaged")) {
        perr(p, "generic constraint '%s' is not supported", cur(p)->text);
    } else if (is_kw(p, FE_KW_default)) {
        perr(p, "generic constraint 'default' is not supported");
    } else {
        fe_typesyn *t = parse_type(p, 0);
        if (!tp->base) {
            tp->base = t;
        } else {   /* more interfaces (sema checks what each names) */
            fe_typesyn **v = fe_ast_alloc(p->a, sizeof *v * (size_t)(tp->nmore + 1));
            if (tp->nmore)
                memcpy(v, tp->more, sizeof *v * (size_t)tp->nmore);
            v[tp->nmore++] = t;
            tp->more = v;
        }
    }
}

/* `where T : c1, c2 where U : ...` after a generic declaration's head. */
static void parse_where_clauses(parser *p, fe_tparamdecl *tps, int n)
{
    while (is_word_at(p, 0, "where") && !p->panic) {
        advance(p);
        fe_pos pos;
        const char *name = expect_ident(p, &pos);
        fe_tparamdecl *tp = NULL;
        for (int i = 0; i < n; i++)
            if (!strcmp(tps[i].name, name))
                tp = &tps[i];
        if (!tp && !p->panic) {
            perr_at(p, pos, "'%s' is not a type parameter of this declaration", name);
            return;
        }
        if (!expect(p, FE_P_COLON))
            return;
        int first = 1;
        do {
            parse_constraint(p, tp, first);
            first = 0;
        } while (!p->panic && accept(p, FE_P_COMMA));
    }
}

/* Array rank specifiers after an element type: [] [,] ...; the first is
 * the outermost array (int[][,] is an array of int[,]), as in C#. */
static fe_typesyn *parse_ranks(parser *p, fe_typesyn *t)
{
    int nranks = 0;
    fe_typesyn *outer = NULL, *inner = NULL;
    while (is_punct(p, FE_P_LBRACKET) &&
           (is_punct_at(p, 1, FE_P_RBRACKET) || is_punct_at(p, 1, FE_P_COMMA))) {
        if (++nranks > FE_PARSE_MAX_DEPTH) {   /* every pass over types recurses on ranks */
            p->panic = 0;
            perr(p, "array type nested too deeply");
            p->stopped = 1;
            break;
        }
        fe_typesyn *a = new_tsyn(p, FE_TS_ARRAY, cur_pos(p));
        a->rank = 1;
        advance(p);
        while (accept(p, FE_P_COMMA))
            a->rank++;
        if (a->rank > 32)
            perr_at(p, a->pos, "an array has at most 32 dimensions");
        expect(p, FE_P_RBRACKET);
        if (inner)
            inner->elem = a;
        else
            outer = a;
        inner = a;
    }
    if (!inner)
        return t;
    inner->elem = t;
    return outer;
}

/* (T1 [name], T2 [name], ...): a TUPLE type (at its '('). */
static fe_typesyn *parse_tuple_type(parser *p, fe_pos pos)
{
    gvec elems, names;
    gv_init(&elems, sizeof(fe_typesyn *));
    gv_init(&names, sizeof(const char *));
    advance(p);
    do {
        fe_typesyn *et = parse_type(p, 0);
        const char *name = is_ident_at(p, 0) ? expect_ident(p, NULL) : NULL;
        gv_push(&elems, &et);
        gv_push(&names, &name);
    } while (accept(p, FE_P_COMMA) && !p->panic);
    expect(p, FE_P_RPAREN);
    fe_typesyn *ts = new_tsyn(p, FE_TS_TUPLE, pos);
    ts->targs = gv_finish(p, &elems, &ts->ntargs);
    int nn;
    ts->parts = gv_finish(p, &names, &nn);
    if (ts->ntargs < 2)
        perr_at(p, pos, "a tuple must contain at least two elements");
    p->implies |= FE_IMPLIES_TUPLE;
    return ts;
}

/* A type name without array ranks: predef or dotted name. */
static fe_typesyn *parse_type_base(parser *p, int allow_void)
{
    fe_pos pos = cur_pos(p);
    const fe_token *t = cur(p);
    fe_predef pd;
    if (t->kind == FE_TK_KEYWORD && predef_of(t->kw, &pd)) {
        fe_typesyn *ts = new_tsyn(p, FE_TS_PREDEF, pos);
        ts->predef = pd;
        if (pd == FE_PD_VOID && !allow_void)
            perr(p, "'void' is not allowed here");
        advance(p);
        return ts;
    }
    if (t->kind == FE_TK_PUNCT && t->punct == FE_P_LPAREN)
        return parse_tuple_type(p, pos);
    if (t->kind != FE_TK_IDENT) {
        expected(p, "type");
        return new_tsyn(p, FE_TS_PREDEF, pos);
    }
    if (!strcmp(t->text, "dynamic") && !is_punct_at(p, 1, FE_P_DOT))
        perr(p, "`dynamic` is not supported");
    gvec parts;
    gv_init(&parts, sizeof(const char *));
    for (;;) {
        const char *name = expect_ident(p, NULL);
        gv_push(&parts, &name);
        if (is_punct(p, FE_P_LT)) {
            fe_typesyn **targs;
            int ntargs;
            targs = parse_targs(p, &ntargs);
            fe_typesyn *ts = new_tsyn(p, FE_TS_NAME, pos);
            ts->parts = gv_finish(p, &parts, &ts->nparts);
            ts->targs = targs;
            ts->ntargs = ntargs;
            if (is_punct(p, FE_P_DOT) && is_ident_at(p, 1) && !p->panic) {   /* List<int>.Enumerator */
                advance(p);
                fe_typesyn *inner = parse_type_base(p, 0), *in = inner;
                while (in->kind == FE_TS_NAME && in->outer)
                    in = in->outer;
                if (in->kind == FE_TS_NAME)
                    in->outer = ts;
                return inner;
            }
            return ts;
        }
        if (is_punct(p, FE_P_COLONCOLON)) {
            perr(p, "namespace alias qualifiers ('::') are not supported");
            advance(p);
            continue;
        }
        if (is_punct(p, FE_P_DOT) && is_ident_at(p, 1)) {
            advance(p);
            continue;
        }
        break;
    }
    fe_typesyn *ts = new_tsyn(p, FE_TS_NAME, pos);
    ts->parts = gv_finish(p, &parts, &ts->nparts);
    return ts;
}

/* t? (the '?' at the current token): a NULLABLE type. */
static fe_typesyn *nullable_of(parser *p, fe_typesyn *t)
{
    fe_typesyn *n = new_tsyn(p, FE_TS_NULLABLE, t->pos);
    advance(p);
    n->elem = t;
    p->implies |= FE_IMPLIES_NULLABLE;
    return n;
}

/* A full type: base, then '?', then ranks, then '?' (a nullable reference
 * annotation on an array); '*' (pointers) rejected. */
static fe_typesyn *parse_type(parser *p, int allow_void)
{
    fe_typesyn *t = parse_type_base(p, allow_void);
    if (is_punct(p, FE_P_QUESTION))
        t = nullable_of(p, t);
    t = parse_ranks(p, t);
    if (is_punct(p, FE_P_STAR)) {
        perr(p, "`unsafe` is not supported (pointer types)");
        while (accept(p, FE_P_STAR))
            ;
    }
    if (is_punct(p, FE_P_QUESTION) && !is_punct_at(p, 1, FE_P_LBRACKET) &&
        !is_punct_at(p, 1, FE_P_DOT))
        t = nullable_of(p, t);
    return t;
}

static int is_var_type(const fe_typesyn *t)
{
    return t->kind == FE_TS_NAME && t->nparts == 1 && !strcmp(t->parts[0], "var");
}

/* ------------------------------------------------------------ expressions */

static fe_expr *parse_expr(parser *p);
static fe_expr *parse_unary(parser *p);
static fe_expr *parse_binary(parser *p, int minprec);
static fe_stmt *parse_block(parser *p);
static fe_paramdecl *parse_params(parser *p, int *n);
static fe_expr *parse_interp(parser *p, const fe_token *t);

static fe_expr *make_literal(parser *p, const fe_token *t)
{
    fe_expr *e;
    switch (t->kind) {
    case FE_TK_INT:
        e = new_expr(p, FE_E_INT, t->pos);
        e->ival = t->ival;
        e->lit = t->lit;
        return e;
    case FE_TK_REAL:
        e = new_expr(p, FE_E_REAL, t->pos);
        e->rval = t->rval;
        e->ival = t->real_decimal ? 2 : t->real_float;
        e->str = t->real_decimal ? t->text : NULL;
        return e;
    case FE_TK_CHAR:
        e = new_expr(p, FE_E_CHAR, t->pos);
        e->ival = t->ival;
        return e;
    case FE_TK_STRING:
        e = new_expr(p, FE_E_STRING, t->pos);
        e->str = t->text ? t->text : "";
        e->slen = t->len;
        return e;
    default:
        return parse_interp(p, t);
    }
}

/* Offset in the source of position pos (lines counted once, on first use;
 * an interpolation hole's sub-parser borrows its parser's table). */
static size_t source_offset(parser *p, fe_pos pos)
{
    if (!p->line_at) {
        int n = 1;
        for (size_t i = 0; i < p->srclen; i++)
            n += p->src[i] == '\n';
        p->line_at = malloc(sizeof *p->line_at * (size_t)n);
        if (!p->line_at)
            fe_out_of_memory();
        p->line_at[0] = 0;
        p->nlines = 1;
        for (size_t i = 0; i < p->srclen; i++)
            if (p->src[i] == '\n')
                p->line_at[p->nlines++] = i + 1;
    }
    if (pos.line < 1 || pos.line > p->nlines || pos.col < 1)
        return p->srclen;
    size_t at = p->line_at[pos.line - 1] + (size_t)pos.col - 1;
    return at < p->srclen ? at : p->srclen;
}

/* The source text of tokens first..last (an argument's, as C# passes it to
 * a [CallerArgumentExpression] parameter), or NULL. */
static const char *source_text(parser *p, int first, int last)
{
    if (!p->src || last < first || p->panic)
        return NULL;
    size_t from = source_offset(p, p->toks[first].pos), to = source_offset(p, p->toks[last].end);
    if (to <= from || tk(p, last - p->at)->pos.file != tk(p, first - p->at)->pos.file)
        return NULL;
    return fe_ast_strdup(p->a, p->src + from, to - from);
}

/* Arguments up to the closing token; '(' or '[' already consumed. */
static fe_callarg *parse_args_in(parser *p, fe_punct close, int *n);

/* Arguments: inside them a when clause's `x => v` is a lambda again. */
static fe_callarg *parse_args(parser *p, fe_punct close, int *n)
{
    int saved = p->in_when;
    p->in_when = 0;
    fe_callarg *r = parse_args_in(p, close, n);
    p->in_when = saved;
    return r;
}

static fe_callarg *parse_args_in(parser *p, fe_punct close, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_callarg));
    if (!is_punct(p, close)) {
        do {
            fe_callarg a;
            memset(&a, 0, sizeof a);
            a.pos = cur_pos(p);
            a.mode = FE_AM_VALUE;
            a.name = NULL;
            if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_COLON)) {
                a.name = cur(p)->text;   /* a named argument */
                p->at += 2;
            }
            if (is_kw(p, FE_KW_ref)) {
                a.mode = FE_AM_REF;
                advance(p);
            } else if (is_kw(p, FE_KW_in)) {
                a.mode = FE_AM_IN;
                advance(p);
            } else if (is_kw(p, FE_KW_out)) {
                a.mode = FE_AM_OUT;
                advance(p);
                int j = scan_type(p, 0);
                if (j > 0 && is_ident_at(p, j) && (is_punct_at(p, j + 1, FE_P_COMMA) ||
                                                   is_punct_at(p, j + 1, close))) {
                    fe_expr *d = new_expr(p, FE_E_OUTVAR, cur_pos(p));   /* out T x, out var x */
                    d->tsyn = parse_type(p, 0);
                    if (is_var_type(d->tsyn))
                        d->tsyn->kind = FE_TS_VAR;
                    d->name = expect_ident(p, &d->pos);
                    a.e = d;
                    gv_push(&v, &a);
                    continue;
                }
            } else if (is_kw(p, FE_KW_in)) {
                perr(p, "`in` arguments are not supported");
                advance(p);
            } else if (is_kw(p, FE_KW_params)) {
                perr(p, "`params` is not supported");
                advance(p);
            }
            int first = p->at;
            a.e = parse_expr(p);
            a.text = source_text(p, first, p->at - 1);
            gv_push(&v, &a);
        } while (accept(p, FE_P_COMMA) && !p->panic);
    }
    expect(p, close);
    return gv_finish(p, &v, n);
}

/* { e, e, ... } with the '{' current; trailing comma allowed. */
/* A collection expression `[e1, e2]` (C# 12): an ARRAYINIT flagged
 * coll_expr, typed by its target when bound (bind_expr.c); a spread
 * element `..e` is a UNARY of FE_UOP_SPREAD. */
static fe_expr *parse_collection_expr(parser *p)
{
    fe_expr *e = new_expr(p, FE_E_ARRAYINIT, cur_pos(p));
    e->coll_expr = 1;
    p->implies |= FE_IMPLIES_LIST;
    if (!enter(p, "expression")) {
        leave(p);
        return e;
    }
    expect(p, FE_P_LBRACKET);
    gvec v;
    gv_init(&v, sizeof(fe_expr *));
    while (!is_punct(p, FE_P_RBRACKET) && !at_eof(p) && !p->panic) {
        fe_expr *x;
        if (is_punct(p, FE_P_DOTDOT)) {
            x = new_expr(p, FE_E_UNARY, cur_pos(p));
            advance(p);
            x->uop = FE_UOP_SPREAD;
            x->left = parse_expr(p);
        } else {
            x = parse_expr(p);
        }
        gv_push(&v, &x);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    expect(p, FE_P_RBRACKET);
    e->list = gv_finish(p, &v, &e->nlist);
    leave(p);
    return e;
}

static fe_expr **parse_init_list(parser *p, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_expr *));
    expect(p, FE_P_LBRACE);
    /* parsed to its end even after an error (the rank of `int[,] a = {{1}}`),
     * so the statement ends where it does and nothing cascades */
    while (!is_punct(p, FE_P_RBRACE) && !at_eof(p)) {
        fe_expr *e;
        if (is_punct(p, FE_P_LBRACE)) {   /* a row of a multi-dimensional array */
            fe_pos pos = cur_pos(p);
            if (!enter(p, "expression")) {
                leave(p);
                break;
            }
            e = new_expr(p, FE_E_ARRAYINIT, pos);
            e->list = parse_init_list(p, &e->nlist);
            leave(p);
        } else {
            e = parse_expr(p);
        }
        gv_push(&v, &e);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    expect(p, FE_P_RBRACE);
    return gv_finish(p, &v, n);
}

/* Inside a `{ ... }` group: skip to just after its closing brace. */
static void skip_to_close_brace(parser *p)
{
    int depth = 1;
    while (!at_eof(p)) {
        if (is_punct(p, FE_P_LBRACE))
            depth++;
        else if (is_punct(p, FE_P_RBRACE) && --depth == 0) {
            advance(p);
            return;
        }
        advance(p);
    }
}

/* One element of a collection initializer (C# 12.8.17.2.4): `e` or
 * `{ e1, e2 }`, the arguments of an Add call: a CALL without callee. */
static fe_expr *parse_collection_element(parser *p)
{
    fe_expr *c = new_expr(p, FE_E_CALL, cur_pos(p));
    gvec v;
    gv_init(&v, sizeof(fe_callarg));
    int braced = accept(p, FE_P_LBRACE);
    do {
        if (braced && is_punct(p, FE_P_RBRACE))
            break;
        fe_callarg a = {FE_AM_VALUE, NULL, cur_pos(p), NULL, NULL};
        a.e = parse_expr(p);
        gv_push(&v, &a);
    } while (braced && !p->panic && accept(p, FE_P_COMMA));
    if (braced)
        expect(p, FE_P_RBRACE);
    c->args = gv_finish(p, &v, &c->nargs);
    return c;
}

/* new { A = e, x.B, C }: each member an ASSIGN to its NAME; a projection
 * (a name or member access) names the member after its last identifier. */
static fe_expr *parse_anon(parser *p, fe_pos pos)
{
    gvec v;
    gv_init(&v, sizeof(fe_expr *));
    fe_expr *e = new_expr(p, FE_E_ANON, pos);
    advance(p);   /* { */
    while (!is_punct(p, FE_P_RBRACE) && !at_eof(p) && !p->panic) {
        fe_expr *a = new_expr(p, FE_E_ASSIGN, cur_pos(p));
        a->bop = -1;
        if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_ASSIGN)) {
            a->left = new_expr(p, FE_E_NAME, cur_pos(p));
            a->left->name = cur(p)->text;
            advance(p);
            advance(p);   /* = */
            a->right = parse_expr(p);
        } else {
            a->right = parse_expr(p);
            a->left = NULL;   /* named by the binder from the projection */
        }
        gv_push(&v, &a);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    expect(p, FE_P_RBRACE);
    e->list = gv_finish(p, &v, &e->nlist);
    return e;
}

/* An object or collection initializer after `new T(...)`, into e->list:
 * `Member = e` an ASSIGN to a NAME, `[args] = e` (an index initializer) an
 * ASSIGN to an INDEX without receiver, and each collection element a CALL
 * without callee (its Add arguments); which kinds may mix is the
 * binder's check. */
static void parse_object_init(parser *p, fe_expr *e)
{
    gvec v;
    gv_init(&v, sizeof(fe_expr *));
    e->has_init = 1;
    advance(p);   /* { */
    while (!is_punct(p, FE_P_RBRACE) && !at_eof(p) && !p->panic) {
        fe_expr *a;
        if (is_punct(p, FE_P_LBRACKET)) {   /* [args] = e */
            a = new_expr(p, FE_E_ASSIGN, cur_pos(p));
            a->bop = -1;
            a->left = new_expr(p, FE_E_INDEX, cur_pos(p));
            advance(p);
            a->left->args = parse_args(p, FE_P_RBRACKET, &a->left->nargs);
            a->pos = cur_pos(p);
            expect(p, FE_P_ASSIGN);
        } else if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_ASSIGN)) {
            a = new_expr(p, FE_E_ASSIGN, cur_pos(p));
            a->bop = -1;
            a->left = new_expr(p, FE_E_NAME, cur_pos(p));
            a->left->name = cur(p)->text;
            p->at += 2;
        } else {
            a = parse_collection_element(p);
            gv_push(&v, &a);
            if (!accept(p, FE_P_COMMA))
                break;
            continue;
        }
        if (is_punct(p, FE_P_LBRACE)) {
            perr(p, "nested object and collection initializers are not supported");
            break;
        }
        a->right = parse_expr(p);
        gv_push(&v, &a);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    if (p->panic)
        skip_to_close_brace(p);   /* the statement goes on after the initializer: no cascade */
    else
        expect(p, FE_P_RBRACE);
    e->list = gv_finish(p, &v, &e->nlist);
}

static fe_expr *parse_new(parser *p)
{
    fe_pos pos = cur_pos(p);
    advance(p); /* new */
    if (is_punct(p, FE_P_LBRACKET)) {
        advance(p);
        int rank = 1;
        while (accept(p, FE_P_COMMA))
            rank++;
        expect(p, FE_P_RBRACKET);
        fe_expr *e = new_expr(p, FE_E_ARRAYLIT, pos);
        e->rank = rank;
        e->list = parse_init_list(p, &e->nlist);
        return e;
    }
    if (is_punct(p, FE_P_LBRACE))
        return parse_anon(p, pos);
    if (is_punct(p, FE_P_LPAREN) && scan_tuple_type(p, 0, 0) < 0) {   /* new(...): target-typed, no tsyn */
        advance(p);
        fe_expr *e = new_expr(p, FE_E_NEW, pos);
        e->args = parse_args(p, FE_P_RPAREN, &e->nargs);
        if (is_punct(p, FE_P_LBRACE))
            parse_object_init(p, e);
        return e;
    }
    fe_typesyn *t = parse_type_base(p, 0);
    if (is_punct(p, FE_P_QUESTION))
        t = nullable_of(p, t);
    if (is_punct(p, FE_P_LPAREN)) {
        advance(p);
        fe_expr *e = new_expr(p, FE_E_NEW, pos);
        e->tsyn = t;
        e->args = parse_args(p, FE_P_RPAREN, &e->nargs);
        if (is_punct(p, FE_P_LBRACE))
            parse_object_init(p, e);
        return e;
    }
    if (!is_punct(p, FE_P_LBRACKET)) {
        if (is_punct(p, FE_P_LBRACE)) {
            fe_expr *e = new_expr(p, FE_E_NEW, pos);
            e->tsyn = t;
            parse_object_init(p, e);
            return e;
        }
        expected(p, "'(' or '[' after the type in `new`");
        return error_expr(p, pos);
    }
    fe_expr *e = new_expr(p, FE_E_NEWARRAY, pos);
    e->rank = 1;
    if (!is_punct_at(p, 1, FE_P_RBRACKET) && !is_punct_at(p, 1, FE_P_COMMA)) {
        advance(p); /* [ */
        e->left = parse_expr(p);
        if (is_punct(p, FE_P_COMMA)) {   /* new T[a, b, ...]: every size in args */
            gvec v;
            gv_init(&v, sizeof(fe_callarg));
            fe_callarg a = {FE_AM_VALUE, e->left, e->left->pos, NULL, NULL};
            gv_push(&v, &a);
            while (!p->panic && accept(p, FE_P_COMMA)) {
                a.e = parse_expr(p);
                a.pos = a.e->pos;
                gv_push(&v, &a);
            }
            e->args = gv_finish(p, &v, &e->nargs);
            e->rank = e->nargs;
            if (e->rank > 32)
                perr_at(p, pos, "an array has at most 32 dimensions");
        }
        expect(p, FE_P_RBRACKET);
        e->tsyn = parse_ranks(p, t);
    } else {
        fe_typesyn *full = parse_ranks(p, t);
        e->tsyn = full->kind == FE_TS_ARRAY ? full->elem : full;
        e->rank = full->kind == FE_TS_ARRAY ? full->rank : 1;
        if (!is_punct(p, FE_P_LBRACE)) {
            expected(p, "array size or initializer");
            return e;
        }
    }
    if (is_punct(p, FE_P_LBRACE)) {
        e->has_init = 1;
        e->list = parse_init_list(p, &e->nlist);
    }
    return e;
}

/* The offset of the ')' matching the '(' at off, or -1 (precomputed). */
static int match_paren(const parser *p, int off)
{
    int i = p->at + off;
    if (p->stopped || i < 0 || i >= p->ntoks || p->match[i] < 0)
        return -1;
    return p->match[i] - p->at;
}

/* C#'s cast disambiguation: (T)x is a cast when T is a keyword type (or an
 * array of one), or when the token after ')' can start an operand. */
static int looks_like_cast(const parser *p)
{
    int j = scan_type(p, 1);
    if (j < 0 || !is_punct_at(p, j, FE_P_RPAREN))
        return 0;
    if (is_predef_at(p, 1))
        return 1;
    const fe_token *n = tk(p, j + 1);
    switch (n->kind) {
    case FE_TK_IDENT: case FE_TK_INT: case FE_TK_REAL: case FE_TK_CHAR:
    case FE_TK_STRING: case FE_TK_INTERP:
        return 1;
    case FE_TK_KEYWORD:
        return n->kw != FE_KW_is && n->kw != FE_KW_as && n->kw != FE_KW_switch;
    case FE_TK_PUNCT:
        return n->punct == FE_P_LPAREN || n->punct == FE_P_BANG || n->punct == FE_P_TILDE;
    default:
        return 0;
    }
}

/* An expression where C# allows `throw e` in place of a value. */
static fe_expr *parse_expr_or_throw(parser *p)
{
    p->throw_at = p->at;
    return parse_expr(p);
}

/* The body after `=>` (or an anonymous method's block). */
static fe_expr *lambda_body(parser *p, fe_expr *e)
{
    p->fn_depth++;
    if (is_punct(p, FE_P_LBRACE))
        e->lbody = parse_block(p);
    else
        e->left = parse_expr_or_throw(p);
    p->fn_depth--;
    return e;
}

/* (a, b) => body, (int a, string b) => body, () => body; at '('. */
static fe_expr *parse_lambda_paren(parser *p, fe_pos pos)
{
    fe_expr *e = new_lambda(p, pos);
    if (is_ident_at(p, 1) && (is_punct_at(p, 2, FE_P_COMMA) || is_punct_at(p, 2, FE_P_RPAREN))) {
        gvec v;   /* implicitly typed */
        gv_init(&v, sizeof(fe_paramdecl));
        advance(p);
        do {
            fe_paramdecl pd;
            memset(&pd, 0, sizeof pd);
            pd.name = expect_ident(p, &pd.pos);
            gv_push(&v, &pd);
        } while (accept(p, FE_P_COMMA));
        expect(p, FE_P_RPAREN);
        e->lparams = gv_finish(p, &v, &e->nlparams);
    } else {
        e->lparams = parse_params(p, &e->nlparams);
        p->implies |= FE_IMPLIES_FUNC;   /* typed: its natural type may be a Func or Action */
    }
    expect(p, FE_P_LAMBDA);
    return lambda_body(p, e);
}

/* `T (params) => body` (C# 10: a lambda with an explicit return type)
 * at off: T, then a parenthesized list that is empty or starts with a
 * parameter (a modifier, or a type and a name), then `=>`. */
static int at_typed_lambda(const parser *p, int off)
{
    if (is_word_at(p, off, "async") && is_punct_at(p, off + 1, FE_P_LPAREN))
        return 0;   /* async (params) => body: an async lambda */
    int j = scan_type(p, off);
    if (j < 0 || !is_punct_at(p, j, FE_P_LPAREN) || p->in_when)
        return 0;
    int close = match_paren(p, j);
    if (close < 0 || !is_punct_at(p, close + 1, FE_P_LAMBDA))
        return 0;
    if (close == j + 1 || is_kw_at(p, j + 1, FE_KW_ref) || is_kw_at(p, j + 1, FE_KW_out) ||
        is_kw_at(p, j + 1, FE_KW_in))
        return 1;
    int k = scan_type(p, j + 1);
    return k > 0 && is_ident_at(p, k);
}

/* `T (params) => body`; at T (at_typed_lambda). */
static fe_expr *parse_typed_lambda(parser *p, fe_pos pos)
{
    fe_typesyn *ret = parse_type(p, 0);
    fe_expr *e = parse_lambda_paren(p, pos);
    e->lret = ret;
    return e;
}

/* x => body; at the name. */
static fe_expr *parse_lambda_name(parser *p, fe_pos pos)
{
    fe_expr *e = new_lambda(p, pos);
    e->lparams = fe_ast_alloc(p->a, sizeof *e->lparams);
    e->lparams[0].name = expect_ident(p, &e->lparams[0].pos);
    e->nlparams = 1;
    expect(p, FE_P_LAMBDA);
    return lambda_body(p, e);
}

/* `var (a, (b, _))` after `var`, at its '(': a TUPLE of `var` declarations. */
static fe_expr *parse_var_designations(parser *p)
{
    fe_expr *t = new_expr(p, FE_E_TUPLE, cur_pos(p));
    gvec v;
    gv_init(&v, sizeof(fe_callarg));
    if (!enter(p, "deconstruction"))
        return t;
    expect(p, FE_P_LPAREN);
    do {
        fe_callarg a;
        memset(&a, 0, sizeof a);
        a.pos = cur_pos(p);
        if (is_punct(p, FE_P_LPAREN)) {
            a.e = parse_var_designations(p);
        } else {
            a.e = new_expr(p, FE_E_OUTVAR, a.pos);
            a.e->tsyn = new_tsyn(p, FE_TS_VAR, a.pos);
            a.e->name = expect_ident(p, &a.e->pos);
        }
        gv_push(&v, &a);
    } while (accept(p, FE_P_COMMA) && !p->panic);
    expect(p, FE_P_RPAREN);
    leave(p);
    t->args = gv_finish(p, &v, &t->nargs);
    if (t->nargs < 2)
        perr_at(p, t->pos, "a deconstruction must name at least two variables");
    p->implies |= FE_IMPLIES_TUPLE;
    return t;
}

/* One element of a tuple literal or deconstruction: `name: e`, a
 * declaration `T x` / `var x`, `var (..)`, or an expression. */
static void parse_tuple_elem(parser *p, fe_callarg *a, int first)
{
    memset(a, 0, sizeof *a);
    a->pos = cur_pos(p);
    if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_COLON)) {
        a->name = cur(p)->text;
        p->at += 2;
    }
    if (is_word_at(p, 0, "var") && is_punct_at(p, 1, FE_P_LPAREN)) {
        advance(p);
        a->e = parse_var_designations(p);
        return;
    }
    int j = scan_type(p, 0);   /* `T x` before ',' or (not alone) ')': `(a * b)` is a product */
    if (j > 0 && is_ident_at(p, j) && !is_punct_at(p, j - 1, FE_P_STAR) &&
        (is_punct_at(p, j + 1, FE_P_COMMA) || (!first && is_punct_at(p, j + 1, FE_P_RPAREN)))) {
        fe_expr *d = new_expr(p, FE_E_OUTVAR, cur_pos(p));
        d->tsyn = parse_type(p, 0);
        if (is_var_type(d->tsyn))
            d->tsyn->kind = FE_TS_VAR;
        d->name = expect_ident(p, &d->pos);
        a->e = d;
        return;
    }
    a->e = parse_expr(p);
}

/* The rest of a tuple after its first element, to the ')'. */
static fe_expr *parse_tuple_rest(parser *p, fe_pos pos, const fe_callarg *first)
{
    fe_expr *t = new_expr(p, FE_E_TUPLE, pos);
    gvec v;
    gv_init(&v, sizeof(fe_callarg));
    gv_push(&v, first);
    while (accept(p, FE_P_COMMA) && !p->panic) {
        fe_callarg a;
        parse_tuple_elem(p, &a, 0);
        gv_push(&v, &a);
    }
    expect(p, FE_P_RPAREN);
    t->args = gv_finish(p, &v, &t->nargs);
    if (t->nargs < 2 && !p->panic)
        perr_at(p, pos, "a tuple must contain at least two elements");
    p->implies |= FE_IMPLIES_TUPLE;
    return t;
}

static fe_expr *parse_paren(parser *p)
{
    fe_pos pos = cur_pos(p);
    int close = match_paren(p, 0);
    if (close > 0 && is_punct_at(p, close + 1, FE_P_LAMBDA))
        return parse_lambda_paren(p, pos);
    if (looks_like_cast(p)) {
        advance(p);
        fe_expr *e = new_expr(p, FE_E_CAST, pos);
        e->tsyn = parse_type(p, 0);
        expect(p, FE_P_RPAREN);
        e->left = parse_unary(p);
        return e;
    }
    advance(p);
    fe_callarg first;
    parse_tuple_elem(p, &first, 1);
    if (!is_punct(p, FE_P_COMMA) && !first.name && first.e->kind != FE_E_OUTVAR &&
        first.e->kind != FE_E_TUPLE) {
        expect(p, FE_P_RPAREN);
        return first.e;
    }
    return parse_tuple_rest(p, pos, &first);
}

/* Keywords that cannot start an expression but name a feature. */
static int reject_keyword_expr(parser *p)
{
    const fe_token *t = cur(p);
    if (t->kind != FE_TK_KEYWORD)
        return 0;
    switch (t->kw) {
    case FE_KW_sizeof: perr(p, "`sizeof` is not supported"); return 1;
    case FE_KW_delegate: perr(p, "delegates are not supported"); return 1;
    case FE_KW_stackalloc: perr(p, "`unsafe` is not supported (stackalloc)"); return 1;
    case FE_KW_throw: perr(p, "a throw expression is not allowed in this context"); return 1;
    case FE_KW_ref: perr(p, "ref locals and returns are not supported"); return 1;
    default: return 0;
    }
}

/* ------------------------------------------------------------ query expressions */

/* `from` at off starts a query: from [type] x in */
static int at_query(const parser *p, int off)
{
    if (!is_word_at(p, off, "from"))
        return 0;
    if (is_ident_at(p, off + 1) && is_kw_at(p, off + 2, FE_KW_in))
        return 1;
    int j = scan_type(p, off + 1);
    return j > 0 && is_ident_at(p, j) && is_kw_at(p, j + 1, FE_KW_in);
}

/* from [type] x in e / join [type] x in e (the keyword consumed) */
static void parse_range(parser *p, fe_qclause *c)
{
    if (!(is_ident_at(p, 0) && is_kw_at(p, 1, FE_KW_in)))
        c->tsyn = parse_type(p, 0);
    c->name = expect_ident(p, NULL);
    if (!is_kw(p, FE_KW_in))
        expected(p, "'in'");
    else
        advance(p);
    c->e = parse_expr(p);
}

static void parse_word(parser *p, const char *w)
{
    if (is_word_at(p, 0, w)) {
        advance(p);
        return;
    }
    char what[24];
    snprintf(what, sizeof what, "'%s'", w);
    expected(p, what);
}

static void parse_orderings(parser *p, fe_qclause *c)
{
    gvec keys, desc;
    gv_init(&keys, sizeof(fe_expr *));
    gv_init(&desc, sizeof(int));
    do {
        fe_expr *k = parse_expr(p);
        int d = is_word_at(p, 0, "descending");
        if (d || is_word_at(p, 0, "ascending"))
            advance(p);
        gv_push(&keys, &k);
        gv_push(&desc, &d);
    } while (accept(p, FE_P_COMMA) && !p->panic);
    int nd;
    c->keys = gv_finish(p, &keys, &c->nkeys);
    c->desc = gv_finish(p, &desc, &nd);
}

/* One body clause, or the final select/group; 0 at anything else. */
static int parse_clause(parser *p, fe_qclause *c)
{
    memset(c, 0, sizeof *c);
    c->pos = cur_pos(p);
    if (is_word_at(p, 0, "from")) {
        c->kind = FE_Q_FROM;
        advance(p);
        parse_range(p, c);
    } else if (is_word_at(p, 0, "let")) {
        c->kind = FE_Q_LET;
        advance(p);
        c->name = expect_ident(p, NULL);
        expect(p, FE_P_ASSIGN);
        c->e = parse_expr(p);
    } else if (is_word_at(p, 0, "where")) {
        c->kind = FE_Q_WHERE;
        advance(p);
        c->e = parse_expr(p);
    } else if (is_word_at(p, 0, "join")) {
        c->kind = FE_Q_JOIN;
        advance(p);
        parse_range(p, c);
        parse_word(p, "on");
        c->k1 = parse_expr(p);
        parse_word(p, "equals");
        c->k2 = parse_expr(p);
        if (is_word_at(p, 0, "into") && is_ident_at(p, 1)) {
            advance(p);
            c->into = expect_ident(p, NULL);
        }
    } else if (is_word_at(p, 0, "orderby")) {
        c->kind = FE_Q_ORDERBY;
        advance(p);
        parse_orderings(p, c);
    } else if (is_word_at(p, 0, "select")) {
        c->kind = FE_Q_SELECT;
        advance(p);
        c->e = parse_expr(p);
    } else if (is_word_at(p, 0, "group")) {
        c->kind = FE_Q_GROUP;
        advance(p);
        c->e = parse_expr(p);
        parse_word(p, "by");
        c->k1 = parse_expr(p);
    } else {
        return 0;
    }
    return !p->panic;
}

/* from x in e clauses... select/group [into z clauses... select/group]...:
 * the clauses, translated to method calls (lower_query.c). */
static fe_expr *parse_query(parser *p, fe_pos pos)
{
    p->implies |= FE_IMPLIES_QUERY;
    gvec cs;
    gv_init(&cs, sizeof(fe_qclause));
    fe_expr *result = NULL;
    fe_qclause c;
    parse_clause(p, &c);   /* from */
    gv_push(&cs, &c);
    while (!p->panic) {
        if (!parse_clause(p, &c)) {
            if (!p->panic)
                perr(p, "a query body must end with a select clause or a group clause");
            break;
        }
        gv_push(&cs, &c);
        if (c.kind != FE_Q_SELECT && c.kind != FE_Q_GROUP)
            continue;
        int n;
        fe_qclause *v = gv_finish(p, &cs, &n);
        result = fe_lower_query(p->a, p->d, v, n);
        if (!(is_word_at(p, 0, "into") && is_ident_at(p, 1)))
            return result;
        memset(&c, 0, sizeof c);   /* a continuation: from z in (the query so far) */
        c.kind = FE_Q_FROM;
        c.pos = cur_pos(p);
        advance(p);
        c.name = expect_ident(p, NULL);
        c.e = result;
        gv_init(&cs, sizeof(fe_qclause));
        gv_push(&cs, &c);
    }
    free(cs.v);
    return error_expr(p, pos);
}

static fe_expr *parse_name_primary(parser *p)
{
    const fe_token *t = cur(p);
    fe_pos pos = t->pos;
    if (is_punct_at(p, 1, FE_P_LAMBDA) && !p->in_when)
        return parse_lambda_name(p, pos);
    if (at_typed_lambda(p, 0))
        return parse_typed_lambda(p, pos);
    if (at_query(p, 0))
        return parse_query(p, pos);
    if (!strcmp(t->text, "await") && (is_ident_at(p, 1) || is_kw_at(p, 1, FE_KW_this) ||
                                      is_kw_at(p, 1, FE_KW_new) || is_kw_at(p, 1, FE_KW_base) ||
                                      is_punct_at(p, 1, FE_P_LPAREN))) {
        /* await e (the binder checks it is in an async method) */
        fe_expr *e = new_expr(p, FE_E_AWAIT, pos);
        p->implies |= FE_IMPLIES_ASYNC;
        advance(p);
        e->left = parse_unary(p);
        if (!p->fn_depth)
            p->top_awaits++;
        return e;
    }
    if (!strcmp(t->text, "async") && (is_kw_at(p, 1, FE_KW_delegate) ||
                                      (is_ident_at(p, 1) && is_punct_at(p, 2, FE_P_LAMBDA)) ||
                                      (is_punct_at(p, 1, FE_P_LPAREN) && match_paren(p, 1) > 0 &&
                                       is_punct_at(p, match_paren(p, 1) + 1, FE_P_LAMBDA)))) {
        advance(p);   /* async lambda or anonymous method */
        p->implies |= FE_IMPLIES_ASYNC;
        fe_expr *e = parse_unary(p);
        if (e->kind == FE_E_LAMBDA)
            e->lasync = 1;
        return e;
    }
    if (!strcmp(t->text, "var") && is_punct_at(p, 1, FE_P_LPAREN)) {   /* var (a, b) = e */
        int close = match_paren(p, 1);
        if (close > 0 && is_punct_at(p, close + 1, FE_P_ASSIGN)) {
            advance(p);
            return parse_var_designations(p);
        }
    }
    fe_expr *e = new_expr(p, FE_E_NAME, pos);
    e->name = t->text;
    advance(p);
    if (is_punct(p, FE_P_LT)) {
        int j = scan_generic_args(p, 0);
        if (j > 0 && targs_kept_before(p, j))
            e->targs = parse_targs(p, &e->ntargs);
    }
    return e;
}

static fe_expr *parse_primary(parser *p)
{
    const fe_token *t = cur(p);
    fe_pos pos = t->pos;
    fe_expr *e;
    fe_predef pd;
    switch (t->kind) {
    case FE_TK_INT: case FE_TK_REAL: case FE_TK_CHAR: case FE_TK_STRING: case FE_TK_INTERP:
        advance(p);
        return make_literal(p, t);
    case FE_TK_IDENT:
        return parse_name_primary(p);
    case FE_TK_PUNCT:
        if (t->punct == FE_P_LPAREN)
            return parse_paren(p);
        break;
    case FE_TK_KEYWORD:
        if (t->kw == FE_KW_true || t->kw == FE_KW_false) {
            e = new_expr(p, FE_E_BOOL, pos);
            e->ival = t->kw == FE_KW_true;
            advance(p);
            return e;
        }
        if (t->kw == FE_KW_null || t->kw == FE_KW_this || t->kw == FE_KW_base) {
            e = new_expr(p, t->kw == FE_KW_null ? FE_E_NULL : t->kw == FE_KW_this ? FE_E_THIS
                                                                                   : FE_E_BASE, pos);
            advance(p);
            if (e->kind == FE_E_BASE && !is_punct(p, FE_P_DOT) && !is_punct(p, FE_P_LBRACKET))
                expected(p, "'.' after `base`");
            return e;
        }
        if ((t->kw == FE_KW_checked || t->kw == FE_KW_unchecked) && is_punct_at(p, 1, FE_P_LPAREN)) {
            e = new_expr(p, FE_E_CHECKED, pos);   /* checked(e) / unchecked(e) */
            e->ival = t->kw == FE_KW_checked;
            p->at += 2;
            e->left = parse_expr(p);
            expect(p, FE_P_RPAREN);
            return e;
        }
        if ((t->kw == FE_KW_default || t->kw == FE_KW_typeof || t->kw == FE_KW_sizeof) &&
            is_punct_at(p, 1, FE_P_LPAREN)) {
            e = new_expr(p, t->kw == FE_KW_typeof ? FE_E_TYPEOF : t->kw == FE_KW_sizeof ? FE_E_SIZEOF : FE_E_DEFAULT,
                         pos);
            p->at += 2;
            e->tsyn = parse_type(p, e->kind == FE_E_TYPEOF);   /* typeof(void) is System.Void */
            expect(p, FE_P_RPAREN);
            return e;
        }
        if (t->kw == FE_KW_new) {
            e = parse_new(p);
            /* An array creation without an initializer cannot be indexed
             * without parentheses (`new int[3][1]` is a jagged type); one
             * ending in its initializer can, as Roslyn parses it
             * (`new[] { 1, 2 }[i]`): the caller's postfix loop indexes it. */
            int init = e->kind == FE_E_ARRAYLIT || (e->kind == FE_E_NEWARRAY && e->has_init);
            if ((e->kind == FE_E_NEWARRAY || e->kind == FE_E_ARRAYLIT) && !init && is_punct(p, FE_P_LBRACKET)) {
                perr(p, "an array creation expression cannot be indexed directly: "
                     "write (new T[n])[i]");
                for (int depth = 0; !at_eof(p);) {   /* the index is part of this error */
                    if (is_punct(p, FE_P_LBRACKET))
                        depth++;
                    else if (is_punct(p, FE_P_RBRACKET) && --depth == 0) {
                        advance(p);
                        break;
                    }
                    advance(p);
                }
            }
            return e;
        }
        if (predef_of(t->kw, &pd) && at_typed_lambda(p, 0))
            return parse_typed_lambda(p, pos);
        if (predef_of(t->kw, &pd)) {
            e = new_expr(p, FE_E_PREDEF, pos);
            e->tsyn = new_tsyn(p, FE_TS_PREDEF, pos);
            e->tsyn->predef = pd;
            advance(p);
            if (!is_punct(p, FE_P_DOT))
                perr_at(p, pos, "invalid expression term '%s'", fe_kw_name(t->kw));
            return e;
        }
        if (t->kw == FE_KW_delegate) {   /* delegate [(params)] { body }: an anonymous method */
            fe_expr *e = new_lambda(p, pos);
            advance(p);
            if (is_punct(p, FE_P_LPAREN)) {
                e->lparams = parse_params(p, &e->nlparams);
                p->implies |= FE_IMPLIES_FUNC;   /* its natural type may be a Func or Action */
            } else
                e->nlparams = -1;   /* no parameter list: converts to any parameters */
            e->lbody = parse_block(p);
            return e;
        }
        if (t->kw == FE_KW_static && (is_punct_at(p, 1, FE_P_LPAREN) || is_punct_at(p, 2, FE_P_LAMBDA) ||
                                      is_kw_at(p, 1, FE_KW_delegate) || at_typed_lambda(p, 1))) {
            advance(p);   /* a static lambda: captures nothing */
            fe_expr *e = parse_unary(p);
            if (e->kind == FE_E_LAMBDA)
                e->lstatic = 1;
            else
                perr_at(p, pos, "'static' is valid only before a lambda or anonymous method");
            return e;
        }
        if (t->kw == FE_KW_default) {   /* the default literal: typed by its target (bind_expr.c) */
            advance(p);
            return new_expr(p, FE_E_DEFAULT, pos);
        }
        if (t->kw == FE_KW_throw && p->at == p->throw_at) {   /* throw e: the operand's own precedence */
            fe_expr *e = new_expr(p, FE_E_THROW, pos);
            advance(p);
            e->left = parse_binary(p, 1);   /* a null-coalescing expression (?? is 1) */
            return e;
        }
        if (reject_keyword_expr(p))
            return error_expr(p, pos);
        break;
    default:
        break;
    }
    if (t->kind == FE_TK_PUNCT && t->punct == FE_P_CARET) {
        perr(p, "indices from the end (`^i`) are not supported");
        return error_expr(p, pos);
    }
    if (t->kind == FE_TK_PUNCT && t->punct == FE_P_LBRACKET)
        return parse_collection_expr(p);
    expected(p, "expression");
    return error_expr(p, pos);
}

static fe_expr *parse_postfix_chain(parser *p, fe_expr *e);
static fe_expr *parse_switch_expr(parser *p, fe_expr *e);

/* e?.name... / e?[i]...: the rest of the chain applies to a placeholder
 * for e's value (C#: a null e skips the whole rest of the chain). */
static fe_expr *parse_cond_access(parser *p, fe_expr *e, fe_pos pos)
{
    fe_expr *ca = new_expr(p, FE_E_CONDACCESS, e->pos);
    fe_expr *recv = new_expr(p, FE_E_CONDRECV, e->pos);
    ca->left = e;
    ca->cond = recv;
    fe_expr *first;
    if (accept(p, FE_P_QDOT)) {
        first = new_expr(p, FE_E_MEMBER, pos);
        first->left = recv;
        first->name = expect_ident(p, &first->pos);
        if (is_punct(p, FE_P_LT)) {
            int j = scan_generic_args(p, 0);
            if (j > 0 && targs_kept_before(p, j))
                first->targs = parse_targs(p, &first->ntargs);
        }
    } else {
        advance(p);   /* ? */
        advance(p);   /* [ */
        first = new_expr(p, FE_E_INDEX, e->pos);
        first->left = recv;
        first->args = parse_args(p, FE_P_RBRACKET, &first->nargs);
    }
    ca->right = parse_postfix_chain(p, first);
    return ca;
}

static fe_expr *parse_postfix_chain(parser *p, fe_expr *e)
{
    for (;;) {
        fe_pos pos = cur_pos(p);
        if (p->panic)
            return e;
        if (!chain_link(p))
            return e;
        if (accept(p, FE_P_DOT)) {
            fe_expr *m = new_expr(p, FE_E_MEMBER, pos);
            m->left = e;
            m->name = expect_ident(p, &m->pos);
            if (is_punct(p, FE_P_LT)) {
                int j = scan_generic_args(p, 0);
                if (j > 0 && targs_kept_before(p, j))
                    m->targs = parse_targs(p, &m->ntargs);
            }
            e = m;
        } else if (accept(p, FE_P_LPAREN)) {
            fe_expr *c = new_expr(p, FE_E_CALL, e->pos);
            c->left = e;
            c->args = parse_args(p, FE_P_RPAREN, &c->nargs);
            e = c;
        } else if (accept(p, FE_P_LBRACKET)) {
            fe_expr *x = new_expr(p, FE_E_INDEX, e->pos);
            x->left = e;
            x->args = parse_args(p, FE_P_RBRACKET, &x->nargs);
            e = x;
        } else if (is_punct(p, FE_P_INC) || is_punct(p, FE_P_DEC)) {
            fe_expr *x = new_expr(p, is_punct(p, FE_P_INC) ? FE_E_POSTINC : FE_E_POSTDEC, pos);
            advance(p);
            x->left = e;
            e = x;
        } else if (is_punct(p, FE_P_QDOT) ||
                   (is_punct(p, FE_P_QUESTION) && is_punct_at(p, 1, FE_P_LBRACKET))) {
            return parse_cond_access(p, e, pos);
        } else if (is_punct(p, FE_P_ARROW)) {
            perr(p, "`unsafe` is not supported (pointer member access)");
            return e;
        } else if (is_kw(p, FE_KW_switch) && is_punct_at(p, 1, FE_P_LBRACE)) {
            e = parse_switch_expr(p, e);
        } else if (accept(p, FE_P_BANG)) {
            /* e!: the null-forgiving operator (C# 8) only silences the
             * nullable analysis' warnings; e, target typing included */
            if (is_punct(p, FE_P_BANG))
                perr(p, "Duplicate null suppression operator ('!')");
        } else {
            return e;
        }
    }
}

/* Postfix operators; each link adds to the depth like binary chains. */
static fe_expr *parse_postfix(parser *p, fe_expr *e)
{
    int before = p->chain;
    e = parse_postfix_chain(p, e);
    p->chain = before;
    return e;
}

/* -2147483648 and -9223372036854775808 are int and long in C#. */
static fe_expr *negative_literal(parser *p, fe_pos pos)
{
    const fe_token *t = cur(p);
    if (t->kind != FE_TK_INT || !t->int_decimal)
        return NULL;
    int low = !t->int_suffix && t->ival == UINT64_C(2147483648);
    int high = t->ival == UINT64_C(9223372036854775808) && !(t->int_suffix & 1);
    if (!low && !high)
        return NULL;
    /* not when a postfix operator binds to the literal: -2147483648.ToString() */
    if (is_punct_at(p, 1, FE_P_DOT) || is_punct_at(p, 1, FE_P_LBRACKET) ||
        is_punct_at(p, 1, FE_P_LPAREN))
        return NULL;
    fe_expr *e = new_expr(p, FE_E_INT, pos);
    e->lit = low ? FE_LIT_INT : FE_LIT_LONG;
    e->ival = low ? (uint64_t)(int64_t)INT32_MIN : (uint64_t)INT64_MIN;
    e->neg_literal = 1;
    advance(p);
    return e;
}

/* left..right at `..`; left (NULL: `..b`) is a unary expression, and so
 * is right when one follows (`a..` ends at ], ), a comma and the like). */
static fe_expr *parse_range_op(parser *p, fe_expr *left, fe_pos pos)
{
    fe_expr *e = new_expr(p, FE_E_RANGE, pos);
    advance(p);   /* .. */
    p->implies |= FE_IMPLIES_RANGE;
    e->left = left;
    const fe_token *t = cur(p);
    int ends = t->kind == FE_TK_EOF ||
               (t->kind == FE_TK_PUNCT && (t->punct == FE_P_RBRACKET || t->punct == FE_P_RPAREN ||
                                           t->punct == FE_P_COMMA || t->punct == FE_P_SEMI ||
                                           t->punct == FE_P_RBRACE || t->punct == FE_P_COLON));
    if (!ends)
        e->right = parse_unary(p);
    return e;
}

static fe_expr *parse_unary_inner(parser *p)
{
    fe_pos pos = cur_pos(p);
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_PUNCT) {
        fe_uop op;
        switch (t->punct) {
        case FE_P_MINUS: op = FE_UOP_NEG; break;
        case FE_P_PLUS: op = FE_UOP_PLUS; break;
        case FE_P_BANG: op = FE_UOP_NOT; break;
        case FE_P_TILDE: op = FE_UOP_COMPL; break;
        case FE_P_INC: case FE_P_DEC: {
            fe_expr *e = new_expr(p, t->punct == FE_P_INC ? FE_E_PREINC : FE_E_PREDEC, pos);
            advance(p);
            e->left = parse_unary(p);
            return e;
        }
        case FE_P_AMP: case FE_P_STAR:
            perr(p, "`unsafe` is not supported (pointer operators)");
            return error_expr(p, pos);
        case FE_P_CARET: op = FE_UOP_HAT; p->implies |= FE_IMPLIES_RANGE; break;
        case FE_P_DOTDOT: return parse_range_op(p, NULL, pos);
        default:
            return parse_postfix(p, parse_primary(p));
        }
        advance(p);
        if (op == FE_UOP_NEG) {
            fe_expr *lit = negative_literal(p, pos);
            if (lit)
                return lit;
        }
        fe_expr *e = new_expr(p, FE_E_UNARY, pos);
        e->uop = op;
        e->left = parse_unary(p);
        return e;
    }
    return parse_postfix(p, parse_primary(p));
}

static fe_expr *parse_unary(parser *p)
{
    if (!enter(p, "expression")) {
        leave(p);
        return error_expr(p, cur_pos(p));
    }
    fe_expr *e = parse_unary_inner(p);
    leave(p);
    return e;
}

/* Binary operator precedence (higher binds tighter); 0 = not binary. */
static int binop_prec(const parser *p, int *bop)
{
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_KEYWORD) {
        if (t->kw == FE_KW_is || t->kw == FE_KW_as) {
            *bop = -2;
            return 8;
        }
        return 0;
    }
    if (t->kind != FE_TK_PUNCT)
        return 0;
    switch (t->punct) {
    case FE_P_QQ: *bop = FE_BOP_COALESCE; return 1;
    case FE_P_OROR: *bop = FE_BOP_OROR; return 2;
    case FE_P_ANDAND: *bop = FE_BOP_ANDAND; return 3;
    case FE_P_BAR: *bop = FE_BOP_OR; return 4;
    case FE_P_CARET: *bop = FE_BOP_XOR; return 5;
    case FE_P_AMP: *bop = FE_BOP_AND; return 6;
    case FE_P_EQ: *bop = FE_BOP_EQ; return 7;
    case FE_P_NE: *bop = FE_BOP_NE; return 7;
    default: break;
    }
    switch (t->punct) {
    case FE_P_LT: *bop = FE_BOP_LT; return 8;
    case FE_P_GT: *bop = FE_BOP_GT; return 8;
    case FE_P_LE: *bop = FE_BOP_LE; return 8;
    case FE_P_GE: *bop = FE_BOP_GE; return 8;
    case FE_P_SHL: *bop = FE_BOP_SHL; return 9;
    case FE_P_SHR: *bop = FE_BOP_SHR; return 9;
    case FE_P_PLUS: *bop = FE_BOP_ADD; return 10;
    case FE_P_MINUS: *bop = FE_BOP_SUB; return 10;
    case FE_P_STAR: *bop = FE_BOP_MUL; return 11;
    case FE_P_SLASH: *bop = FE_BOP_DIV; return 11;
    case FE_P_PERCENT: *bop = FE_BOP_REM; return 11;
    default: return 0;
    }
}

static fe_expr *parse_binary(parser *p, int minprec);

/* ------------------------------------------------------------ patterns */

static fe_pattern *parse_pattern(parser *p);

static fe_pattern *new_pat(parser *p, fe_patkind k, fe_pos pos)
{
    fe_pattern *pt = fe_ast_alloc(p->a, sizeof *pt);
    pt->kind = k;
    pt->pos = pos;
    pt->local = -1;
    return pt;
}

/* A designation after a type or property pattern: an identifier that is
 * not a pattern combinator or `when`; `_` designates nothing. */
static int at_designation(const parser *p)
{
    return is_ident_at(p, 0) && !is_word_at(p, 0, "and") && !is_word_at(p, 0, "or") &&
           !is_word_at(p, 0, "when");
}

static void parse_designation(parser *p, fe_pattern *pt)
{
    if (!at_designation(p))
        return;
    if (is_punct_at(p, 1, FE_P_LPAREN)) {
        perr(p, "positional (deconstruction) patterns are not supported");
        return;
    }
    const char *n = expect_ident(p, &pt->name_pos);
    pt->name = strcmp(n, "_") ? n : NULL;
}

/* `B.C: pattern` after `A.` of an extended property pattern (C# 10), as
 * the nested property pattern it means: `{ B: { C: pattern } }`. */
static fe_pattern *parse_member_path(parser *p)
{
    fe_pattern *pt = new_pat(p, FE_PAT_PROP, cur_pos(p));
    fe_subpat *sp = fe_ast_alloc(p->a, sizeof *sp);
    sp->name = expect_ident(p, &sp->pos);
    if (p->panic)
        return pt;
    if (accept(p, FE_P_DOT)) {
        sp->pat = parse_member_path(p);
    } else {
        expect(p, FE_P_COLON);
        sp->pat = parse_pattern(p);
    }
    pt->props = sp;
    pt->nprops = 1;
    return pt;
}

/* { Name: pattern, A.B: pattern, ... } */
static void parse_props(parser *p, fe_pattern *pt)
{
    gvec v;
    gv_init(&v, sizeof(fe_subpat));
    expect(p, FE_P_LBRACE);
    while (!is_punct(p, FE_P_RBRACE) && !p->panic && !at_eof(p)) {
        fe_subpat sp;
        sp.name = expect_ident(p, &sp.pos);
        if (accept(p, FE_P_DOT)) {
            sp.pat = parse_member_path(p);
        } else {
            expect(p, FE_P_COLON);
            sp.pat = parse_pattern(p);
        }
        gv_push(&v, &sp);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    expect(p, FE_P_RBRACE);
    pt->props = gv_finish(p, &v, &pt->nprops);
}

/* A `var` designation element: a name (`_` designates nothing) or a
 * parenthesized list of them (parse_positional). */
static fe_pattern *parse_positional(parser *p, fe_pos pos, int var_only);

static fe_pattern *parse_var_element(parser *p, fe_pos pos)
{
    if (is_punct(p, FE_P_LPAREN))
        return parse_positional(p, pos, 1);
    fe_pattern *pt = new_pat(p, FE_PAT_VAR, pos);
    const char *n = expect_ident(p, &pt->name_pos);
    pt->name = strcmp(n, "_") ? n : NULL;
    return pt;
}

/* (p1, p2, ...) [name]: a positional pattern, on a tuple its elements'
 * property pattern { Item1: p1, Item2: p2, ... } (bind_pattern.c). With
 * var_only, the `(x, (y, _))` after `var`: the positional pattern `(var x,
 * (var y, var _))` it means (C# 8), without a designation of its own. */
static fe_pattern *parse_positional(parser *p, fe_pos pos, int var_only)
{
    fe_pattern *pt = new_pat(p, FE_PAT_PROP, pos);
    pt->positional = 1;
    gvec v;
    gv_init(&v, sizeof(fe_subpat));
    expect(p, FE_P_LPAREN);
    do {
        fe_subpat sp;
        sp.pos = cur_pos(p);
        if (!var_only && is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_COLON)) {
            perr(p, "named elements in a positional pattern are not supported");
            break;
        }
        char name[16];
        snprintf(name, sizeof name, "Item%d", (int)v.n + 1);
        sp.name = fe_ast_strdup(p->a, name, strlen(name));
        sp.pat = var_only ? parse_var_element(p, sp.pos) : parse_pattern(p);
        gv_push(&v, &sp);
    } while (accept(p, FE_P_COMMA) && !p->panic);
    expect(p, FE_P_RPAREN);
    pt->props = gv_finish(p, &v, &pt->nprops);
    if (!var_only)
        parse_designation(p, pt);
    p->implies |= FE_IMPLIES_TUPLE;
    return pt;
}

/* One element of a list pattern: a pattern, or the slice `..` [pattern]. */
static fe_pattern *parse_list_element(parser *p)
{
    if (!is_punct(p, FE_P_DOTDOT))
        return parse_pattern(p);
    fe_pattern *pt = new_pat(p, FE_PAT_SLICE, cur_pos(p));
    advance(p);
    if (!is_punct(p, FE_P_COMMA) && !is_punct(p, FE_P_RBRACKET)) {
        pt->a = parse_pattern(p);
        p->implies |= FE_IMPLIES_RANGE;   /* its slice: RangeSlice.Of (bind_pattern.c) */
    }
    return pt;
}

/* [p1, .., pn] [name]: a list pattern (C# 11). */
static fe_pattern *parse_list_pattern(parser *p, fe_pos pos)
{
    fe_pattern *pt = new_pat(p, FE_PAT_LIST, pos);
    gvec v;
    gv_init(&v, sizeof(fe_subpat));
    expect(p, FE_P_LBRACKET);
    int slices = 0;
    while (!is_punct(p, FE_P_RBRACKET) && !p->panic && !at_eof(p)) {
        fe_subpat sp = {NULL, cur_pos(p), NULL};
        sp.pat = parse_list_element(p);
        if (sp.pat->kind == FE_PAT_SLICE && slices++)
            perr_at(p, sp.pos, "slice patterns may only be used once and directly inside a list pattern");
        gv_push(&v, &sp);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    expect(p, FE_P_RBRACKET);
    pt->props = gv_finish(p, &v, &pt->nprops);
    parse_designation(p, pt);
    return pt;
}

static fe_pattern *parse_pattern_primary(parser *p)
{
    fe_pos pos = cur_pos(p);
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_PUNCT) {
        int rel = t->punct == FE_P_LT ? FE_BOP_LT : t->punct == FE_P_GT ? FE_BOP_GT
                : t->punct == FE_P_LE ? FE_BOP_LE : t->punct == FE_P_GE ? FE_BOP_GE : -1;
        if (rel >= 0) {
            advance(p);
            fe_pattern *pt = new_pat(p, FE_PAT_REL, pos);
            pt->relop = rel;
            pt->e = parse_binary(p, 9);
            return pt;
        }
        if (t->punct == FE_P_LPAREN) {
            int close = match_paren(p, 0);
            int j = 1, depth = 0;
            for (; close > 0 && j < close; j++) {   /* a comma at depth 0: positional */
                const fe_token *u = tk(p, j);
                depth += u->kind == FE_TK_PUNCT && (u->punct == FE_P_LPAREN || u->punct == FE_P_LBRACE ||
                                                    u->punct == FE_P_LBRACKET);
                depth -= u->kind == FE_TK_PUNCT && (u->punct == FE_P_RPAREN || u->punct == FE_P_RBRACE ||
                                                    u->punct == FE_P_RBRACKET);
                if (depth == 0 && u->kind == FE_TK_PUNCT && u->punct == FE_P_COMMA)
                    break;
            }
            if (close > 0 && j < close)
                return parse_positional(p, pos, 0);
            advance(p);
            fe_pattern *pt = parse_pattern(p);
            expect(p, FE_P_RPAREN);
            return pt;
        }
        if (t->punct == FE_P_LBRACE) {
            fe_pattern *pt = new_pat(p, FE_PAT_PROP, pos);
            parse_props(p, pt);
            parse_designation(p, pt);
            return pt;
        }
        if (t->punct == FE_P_LBRACKET)
            return parse_list_pattern(p, pos);
    }
    if (is_word_at(p, 0, "var") && (is_ident_at(p, 1) || is_punct_at(p, 1, FE_P_LPAREN))) {
        advance(p);
        if (is_punct(p, FE_P_LPAREN))
            return parse_positional(p, pos, 1);
        fe_pattern *pt = new_pat(p, FE_PAT_VAR, pos);
        const char *n = expect_ident(p, &pt->name_pos);
        pt->name = strcmp(n, "_") ? n : NULL;
        return pt;
    }
    if (is_word_at(p, 0, "_") && !is_punct_at(p, 1, FE_P_DOT) && !is_punct_at(p, 1, FE_P_LPAREN))  {
        advance(p);
        return new_pat(p, FE_PAT_DISCARD, pos);
    }
    int j = scan_type(p, 0);
    int typed = 0;
    if (j > 0 && !is_punct_at(p, j - 1, FE_P_QUESTION)) {
        if (is_predef_at(p, 0))
            typed = !is_punct_at(p, 1, FE_P_DOT);
        else
            typed = (is_ident_at(p, j) && !is_word_at(p, j, "and") && !is_word_at(p, j, "or") &&
                     !is_word_at(p, j, "when")) || is_punct_at(p, j, FE_P_LBRACE) ||
                    (is_punct_at(p, j, FE_P_LPAREN) && !is_word_at(p, 0, "nameof"));
    }
    if (typed) {
        fe_typesyn *ts = parse_ranks(p, parse_type_base(p, 0));
        if (is_punct(p, FE_P_LPAREN)) {   /* Add(var l, var r): a record's positional pattern */
            fe_pattern *pt = parse_positional(p, pos, 0);
            pt->tsyn = ts;
            return pt;
        }
        fe_pattern *pt = new_pat(p, is_punct(p, FE_P_LBRACE) ? FE_PAT_PROP : FE_PAT_TYPE, pos);
        pt->tsyn = ts;
        if (pt->kind == FE_PAT_PROP)
            parse_props(p, pt);
        parse_designation(p, pt);
        return pt;
    }
    fe_pattern *pt = new_pat(p, FE_PAT_CONST, pos);
    pt->e = parse_binary(p, 9);
    return pt;
}

static fe_pattern *parse_pattern_not(parser *p)
{
    if (is_word_at(p, 0, "not") && !is_punct_at(p, 1, FE_P_DOT)) {
        fe_pattern *pt = new_pat(p, FE_PAT_NOT, cur_pos(p));
        advance(p);
        if (!enter(p, "pattern")) {
            leave(p);
            return pt;
        }
        pt->a = parse_pattern_not(p);
        leave(p);
        return pt;
    }
    return parse_pattern_primary(p);
}

static fe_pattern *parse_pattern_and(parser *p)
{
    fe_pattern *a = parse_pattern_not(p);
    while (is_word_at(p, 0, "and") && !p->panic) {
        fe_pattern *pt = new_pat(p, FE_PAT_AND, cur_pos(p));
        advance(p);
        pt->a = a;
        pt->b = parse_pattern_not(p);
        a = pt;
    }
    return a;
}

static fe_pattern *parse_pattern(parser *p)
{
    if (!enter(p, "pattern")) {
        leave(p);
        return new_pat(p, FE_PAT_DISCARD, cur_pos(p));
    }
    fe_pattern *a = parse_pattern_and(p);
    while (is_word_at(p, 0, "or") && !p->panic) {
        fe_pattern *pt = new_pat(p, FE_PAT_OR, cur_pos(p));
        advance(p);
        pt->a = a;
        pt->b = parse_pattern_and(p);
        a = pt;
    }
    leave(p);
    return a;
}

/* A token that may end a type: a name, a keyword's type, `>`, `]`, `?` or `)`. */
static int ends_type_at(const parser *p, int i)
{
    return is_ident_at(p, i) || is_predef_at(p, i) || is_punct_at(p, i, FE_P_GT) ||
           is_punct_at(p, i, FE_P_RBRACKET) || is_punct_at(p, i, FE_P_QUESTION) || is_punct_at(p, i, FE_P_RPAREN);
}

/* Tokens [0, end) after `is`, a tuple type to scan_type, are a positional
 * pattern when an element writes var or _ or has a name, a designation
 * (`t is (_, var p)`, `t is (int a, int b)`); `(int, string)` is a type. */
static int tuple_type_is_pattern(const parser *p, int end)
{
    for (int i = 1; i < end; i++)
        if (is_word_at(p, i, "var") || is_word_at(p, i, "_") ||
            (is_ident_at(p, i) && ends_type_at(p, i - 1) &&
             (is_punct_at(p, i + 1, FE_P_COMMA) || is_punct_at(p, i + 1, FE_P_RPAREN))))
            return 1;
    return 0;
}

/* Is what follows `is` a plain type (the is-type test), not a pattern? */
static int is_plain_type_test(const parser *p)
{
    if (is_kw(p, FE_KW_null) || is_word_at(p, 0, "not") || is_word_at(p, 0, "var") ||
        is_word_at(p, 0, "_"))
        return 0;
    int j = scan_type(p, 0);
    if (j <= 0)
        return 0;
    if (is_punct_at(p, j - 1, FE_P_QUESTION))
        j--;   /* `x is T ? a : b`: a conditional */
    if (is_ident_at(p, j) || is_punct_at(p, j, FE_P_LBRACE) || is_punct_at(p, j, FE_P_LPAREN))
        return 0;   /* a designation, a property or a positional pattern */
    return !is_punct_at(p, 0, FE_P_LPAREN) || !tuple_type_is_pattern(p, j);
}

/* is/as: the right operand is a type, or (is) a pattern. */
static fe_expr *parse_is_as(parser *p, fe_expr *left)
{
    fe_pos pos = cur_pos(p);
    int is = is_kw(p, FE_KW_is);
    advance(p);
    fe_expr *e = new_expr(p, is ? FE_E_IS : FE_E_AS, pos);
    e->left = left;
    if (is && !is_plain_type_test(p)) {
        e->pat = parse_pattern(p);
        return e;
    }
    /* no nullable '?' here: `x is T ? a : b` is a conditional */
    e->tsyn = parse_ranks(p, parse_type_base(p, 0));
    if (is && (is_word_at(p, 0, "and") || is_word_at(p, 0, "or"))) {   /* x is int or string */
        fe_pattern *pt = new_pat(p, FE_PAT_TYPE, e->tsyn->pos);
        pt->tsyn = e->tsyn;
        e->tsyn = NULL;
        while ((is_word_at(p, 0, "and") || is_word_at(p, 0, "or")) && !p->panic) {
            fe_pattern *c = new_pat(p, is_word_at(p, 0, "and") ? FE_PAT_AND : FE_PAT_OR, cur_pos(p));
            advance(p);
            c->a = pt;
            c->b = parse_pattern_not(p);
            pt = c;
        }
        e->pat = pt;
    }
    return e;
}

/* e switch { pattern [when c] => value, ... } */
static fe_expr *parse_switch_expr(parser *p, fe_expr *e)
{
    fe_expr *sw = new_expr(p, FE_E_SWITCH, cur_pos(p));
    advance(p);   /* switch */
    sw->left = e;
    gvec v;
    gv_init(&v, sizeof(fe_switch_arm));
    expect(p, FE_P_LBRACE);
    while (!is_punct(p, FE_P_RBRACE) && !p->panic && !at_eof(p)) {
        fe_switch_arm arm;
        arm.pos = cur_pos(p);
        arm.pat = parse_pattern(p);
        arm.when = NULL;
        if (is_word_at(p, 0, "when")) {
            advance(p);
            int saved = p->in_when;
            p->in_when = 1;
            arm.when = parse_expr(p);
            p->in_when = saved;
        }
        expect(p, FE_P_LAMBDA);
        arm.value = parse_expr_or_throw(p);
        gv_push(&v, &arm);
        if (!accept(p, FE_P_COMMA))
            break;
    }
    expect(p, FE_P_RBRACE);
    sw->arms = gv_finish(p, &v, &sw->narms);
    return sw;
}

/* Precedence climbing; ?? is right-associative, the rest left. Each link
 * of a left-associative chain adds to the depth (the tree gets taller). */
static fe_expr *parse_binary(parser *p, int minprec)
{
    fe_expr *left = parse_unary(p);
    int chain = 0;
    for (;;) {
        if (is_punct(p, FE_P_DOTDOT) && !p->panic && !chain) {   /* binds tighter than any binary operator */
            left = parse_range_op(p, left, left->pos);
            chain++;   /* a..b..c is no range */
            continue;
        }
        if (is_word_at(p, 0, "with") && is_punct_at(p, 1, FE_P_LBRACE) && !p->panic) {
            fe_expr *w = new_expr(p, FE_E_WITH, cur_pos(p));   /* binds as a switch expression */
            w->left = left;
            advance(p);   /* with */
            parse_object_init(p, w);
            left = w;
            continue;
        }
        int bop = 0, prec = binop_prec(p, &bop);
        if (prec == 0 || prec < minprec || p->panic)
            break;
        chain++;
        if (!chain_link(p))
            break;
        if (bop == -2) {
            left = parse_is_as(p, left);
            continue;
        }
        fe_pos pos = cur_pos(p);
        advance(p);
        if (bop == FE_BOP_COALESCE)
            p->throw_at = p->at;   /* a ?? throw e */
        fe_expr *right = parse_binary(p, bop == FE_BOP_COALESCE ? prec : prec + 1);
        fe_expr *e = new_expr(p, FE_E_BINARY, pos);
        e->bop = bop;
        e->left = left;
        e->right = right;
        left = e;
    }
    p->chain -= chain;
    return left;
}

static int assign_op(const parser *p, int *bop)
{
    const fe_token *t = cur(p);
    if (t->kind != FE_TK_PUNCT)
        return 0;
    switch (t->punct) {
    case FE_P_ASSIGN: *bop = -1; return 1;
    case FE_P_PLUSEQ: *bop = FE_BOP_ADD; return 1;
    case FE_P_MINUSEQ: *bop = FE_BOP_SUB; return 1;
    case FE_P_STAREQ: *bop = FE_BOP_MUL; return 1;
    case FE_P_SLASHEQ: *bop = FE_BOP_DIV; return 1;
    case FE_P_PERCENTEQ: *bop = FE_BOP_REM; return 1;
    case FE_P_AMPEQ: *bop = FE_BOP_AND; return 1;
    case FE_P_BAREQ: *bop = FE_BOP_OR; return 1;
    case FE_P_CARETEQ: *bop = FE_BOP_XOR; return 1;
    case FE_P_SHLEQ: *bop = FE_BOP_SHL; return 1;
    case FE_P_SHREQ: *bop = FE_BOP_SHR; return 1;
    case FE_P_QQEQ: *bop = FE_BOP_COALESCE; return 1;
    default: return 0;
    }
}

static fe_expr *parse_expr_inner(parser *p)
{
    fe_expr *e = parse_binary(p, 1);
    if (p->panic)
        return e;
    if (is_punct(p, FE_P_QUESTION)) {
        fe_expr *c = new_expr(p, FE_E_COND, cur_pos(p));
        advance(p);
        c->cond = e;
        c->left = parse_expr_or_throw(p);
        expect(p, FE_P_COLON);
        c->right = parse_expr_or_throw(p);
        return c;
    }
    int bop;
    if (assign_op(p, &bop)) {
        fe_expr *a = new_expr(p, FE_E_ASSIGN, cur_pos(p));
        advance(p);
        a->bop = bop;
        a->left = e;
        a->right = parse_expr(p);
        return a;
    }
    return e;
}

static fe_expr *parse_expr(parser *p)
{
    if (!enter(p, "expression")) {
        leave(p);
        return error_expr(p, cur_pos(p));
    }
    fe_expr *e = parse_expr_inner(p);
    leave(p);
    return e;
}

/* ------------------------------------------------------------ interpolation */

static void lex_all(parser *p, fe_lexer *L);

/* Parses one hole of an interpolated string with a sub-parser at its true
 * position; the nesting depth carries over. */
static fe_expr *parse_hole(parser *p, const fe_interp_part *part)
{
    parser sub;
    fe_lexer L;
    memset(&sub, 0, sizeof sub);
    sub.a = p->a;
    sub.d = p->d;
    sub.file = p->file;
    sub.depth = p->depth + 1;
    sub.chain = p->chain;
    if (p->src) {   /* its positions are the file's: the file's text and line table (the parser's) */
        source_offset(p, part->pos);
        sub.src = p->src;
        sub.srclen = p->srclen;
        sub.line_at = p->line_at;
        sub.nlines = p->nlines;
    }
    fe_lex_init_at(&L, p->a, p->d, p->file, part->text, part->len, part->pos.line, part->pos.col);
    lex_all(&sub, &L);
    fe_expr *e = parse_expr(&sub);
    if (!at_eof(&sub))
        expected(&sub, "'}' ending the interpolated expression");
    if (sub.stopped)
        p->stopped = 1;
    free(sub.toks);
    free(sub.match);
    return e;
}

static fe_expr *parse_interp(parser *p, const fe_token *t)
{
    fe_expr *e = new_expr(p, FE_E_INTERP, t->pos);
    gvec v;
    gv_init(&v, sizeof(fe_expr *));
    for (int i = 0; i < t->nparts; i++) {
        const fe_interp_part *part = &t->parts[i];
        fe_expr *x;
        if (part->is_expr) {
            x = parse_hole(p, part);
            if (part->align || part->format) {   /* {x,alignment:format} */
                fe_expr *h = new_expr(p, FE_E_HOLE, part->pos);
                h->left = x;
                if (part->align) {
                    fe_interp_part ap = *part;
                    ap.text = part->align;
                    ap.len = part->align_len;
                    ap.pos = part->align_pos;
                    h->right = parse_hole(p, &ap);
                }
                if (part->format) {
                    h->str = fe_ast_strdup(p->a, part->format, part->format_len);
                    h->slen = part->format_len;
                }
                x = h;
            }
        } else {
            x = new_expr(p, FE_E_STRING, part->pos);
            x->str = part->text;
            x->slen = part->len;
        }
        gv_push(&v, &x);
    }
    e->list = gv_finish(p, &v, &e->nlist);
    return e;
}

/* ------------------------------------------------------------ statements */

static fe_stmt *parse_stmt(parser *p);
static fe_stmt *parse_embedded(parser *p);
static fe_stmt *parse_using_stmt(parser *p);

/* Declarators after the type: a [= init], b ... */
static fe_declarator *parse_declarators(parser *p, int is_array, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_declarator));
    do {
        fe_declarator d;
        memset(&d, 0, sizeof d);
        d.local = -1;
        d.name = expect_ident(p, &d.pos);
        if (is_punct(p, FE_P_LBRACKET)) {
            perr(p, "array sizes go after `new`: write `T[] a = new T[n];`");
            break;
        }
        if (accept(p, FE_P_ASSIGN)) {
            if (is_punct(p, FE_P_LBRACE)) {
                fe_expr *e = new_expr(p, FE_E_ARRAYINIT, cur_pos(p));
                if (!is_array)
                    perr(p, "an array initializer '{...}' needs an array type");
                e->list = parse_init_list(p, &e->nlist);
                d.init = e;
            } else if (is_kw(p, FE_KW_ref)) {
                perr(p, "ref locals and returns are not supported");
            } else {
                d.init = parse_expr(p);
            }
        }
        gv_push(&v, &d);
    } while (accept(p, FE_P_COMMA) && !p->panic);
    return gv_finish(p, &v, n);
}

/* Does a local declaration start here? type followed by an identifier. */
static int is_local_decl(const parser *p)
{
    if (is_kw(p, FE_KW_const))
        return 1;
    if (is_word_at(p, 0, "await") && (is_ident_at(p, 1) || is_punct_at(p, 1, FE_P_LPAREN)))
        return 0;   /* await e; */
    if (is_predef_at(p, 0) && !is_punct_at(p, 1, FE_P_DOT))
        return 1;  /* `int = 1;` reports the missing name */
    int j = scan_type(p, 0);
    if (j <= 0)
        return 0;
    return is_ident_at(p, j) || is_kw_at(p, j, FE_KW_this);
}

static fe_stmt *parse_local_decl(parser *p, int need_semi)
{
    fe_stmt *s = new_stmt(p, FE_S_LOCAL, cur_pos(p));
    if (is_kw(p, FE_KW_const)) {
        s->is_const = 1;
        advance(p);
    }
    s->tsyn = parse_type(p, is_kw(p, FE_KW_void) && is_ident_at(p, 1) && is_punct_at(p, 2, FE_P_LPAREN));
    if (is_var_type(s->tsyn)) {
        s->tsyn->kind = FE_TS_VAR;
        if (s->is_const)
            perr_at(p, s->tsyn->pos, "a `const` local cannot be declared with `var`");
    }
    int generic = 0;   /* T F<T>(T x) where ...: a generic local function */
    if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_LT)) {
        int j = scan_generic_args(p, 1);
        generic = j > 0 && is_punct_at(p, j, FE_P_LPAREN);
    }
    if (is_ident_at(p, 0) && (generic || is_punct_at(p, 1, FE_P_LPAREN))) {   /* a local function */
        s->localfn = 1;
        s->decls = fe_ast_alloc(p->a, sizeof *s->decls);
        s->ndecls = 1;
        s->decls[0].name = expect_ident(p, &s->decls[0].pos);
        s->decls[0].local = -1;
        fe_expr *e = new_lambda(p, s->decls[0].pos);
        e->lfname = s->decls[0].name;
        if (generic)
            e->ltparams = parse_tparams(p, &e->nltparams);
        e->lparams = parse_params(p, &e->nlparams);
        parse_where_clauses(p, e->ltparams, e->nltparams);
        if (p->panic)
            return s;
        p->fn_depth++;
        if (accept(p, FE_P_LAMBDA)) {
            e->left = parse_expr_or_throw(p);
            expect(p, FE_P_SEMI);
        } else {
            e->lbody = parse_block(p);
        }
        p->fn_depth--;
        s->decls[0].init = e;
        return s;
    }
    s->decls = parse_declarators(p, s->tsyn->kind == FE_TS_ARRAY, &s->ndecls);
    if (s->tsyn->kind == FE_TS_VAR && s->ndecls > 1)
        perr_at(p, s->pos, "an implicitly typed local cannot have multiple declarators");
    for (int i = 0; i < s->ndecls && !p->panic; i++) {
        if (s->is_const && !s->decls[i].init)
            perr_at(p, s->decls[i].pos, "a `const` local must be initialized");
        if (s->tsyn->kind == FE_TS_VAR && !s->decls[i].init)
            perr_at(p, s->decls[i].pos, "an implicitly typed local must be initialized");
        fe_expr *init = s->decls[i].init;
        if (s->tsyn->kind == FE_TS_VAR && init && (init->kind == FE_E_NAME || init->kind == FE_E_MEMBER))
            p->implies |= FE_IMPLIES_FUNC;   /* var f = M; may take a method group's Func or Action */
    }
    if (need_semi)
        expect(p, FE_P_SEMI);
    return s;
}

static fe_expr *parse_paren_cond(parser *p)
{
    expect(p, FE_P_LPAREN);
    fe_expr *e = parse_expr(p);
    expect(p, FE_P_RPAREN);
    return e;
}

static int is_statement_expr(const fe_expr *e)
{
    switch (e->kind) {
    case FE_E_CALL: case FE_E_NEW: case FE_E_ASSIGN: case FE_E_PREINC: case FE_E_PREDEC:
    case FE_E_POSTINC: case FE_E_POSTDEC: case FE_E_AWAIT:
        return 1;
    case FE_E_NULL:
        return 1; /* an error node: already reported */
    case FE_E_CONDACCESS:   /* a?.M(): a call, when a is not null */
        return e->right->kind == FE_E_CALL ||
               (e->right->kind == FE_E_CONDACCESS && is_statement_expr(e->right));
    default:
        return 0;
    }
}

static fe_stmt *parse_expr_stmt(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_EXPR, cur_pos(p));
    s->expr = parse_expr(p);
    if (!p->panic && !is_statement_expr(s->expr))
        perr_at(p, s->pos, "only assignment, call, increment, decrement and new object "
                "expressions can be used as a statement");
    expect(p, FE_P_SEMI);
    return s;
}

static void parse_expr_list(parser *p, fe_punct end, fe_expr ***out, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_expr *));
    if (!is_punct(p, end)) {
        do {
            fe_expr *e = parse_expr(p);
            if (!p->panic && !is_statement_expr(e))
                perr_at(p, e->pos, "only assignment, call, increment, decrement and new "
                        "object expressions can be used as a statement");
            gv_push(&v, &e);
        } while (accept(p, FE_P_COMMA) && !p->panic);
    }
    *out = gv_finish(p, &v, n);
}

/* foreach (var (a, b) in e) body, foreach ((T a, var b) in e) body: the
 * hidden iteration variable `<>dL_C` and a block that deconstructs it
 * before the body: foreach (var t in e) { var (a, b) = t; body } (C#'s
 * scopes: a and b are the body's). s is past `foreach (`. */
static fe_stmt *parse_foreach_deconstruct(parser *p, fe_stmt *s)
{
    fe_pos pos = cur_pos(p);
    fe_expr *target;
    if (is_punct(p, FE_P_LPAREN)) {
        target = parse_paren(p);
    } else {
        advance(p);
        target = parse_var_designations(p);
    }
    if (target->kind != FE_E_TUPLE) {
        perr_at(p, pos, "expected a deconstruction `(a, b)` or a type and a name in foreach");
        return s;
    }
    char name[48];
    snprintf(name, sizeof name, "<>d%d_%d", (int)pos.line, (int)pos.col);
    s->tsyn = new_tsyn(p, FE_TS_VAR, pos);
    s->decls = fe_ast_alloc(p->a, sizeof *s->decls);
    s->ndecls = 1;
    s->decls[0].local = -1;
    s->decls[0].name = fe_ast_strdup(p->a, name, strlen(name));
    s->decls[0].pos = pos;
    if (!is_kw(p, FE_KW_in)) {
        expected(p, "`in`");
        return s;
    }
    advance(p);
    s->expr = parse_expr(p);
    expect(p, FE_P_RPAREN);
    fe_stmt *body = parse_embedded(p);
    fe_expr *src = new_expr(p, FE_E_NAME, pos);
    src->name = s->decls[0].name;
    fe_expr *as = new_expr(p, FE_E_ASSIGN, pos);
    as->bop = -1;
    as->left = target;
    as->right = src;
    fe_stmt *es = new_stmt(p, FE_S_EXPR, pos);
    es->expr = as;
    fe_stmt *blk = new_stmt(p, FE_S_BLOCK, pos);
    blk->stmts = fe_ast_alloc(p->a, 2 * sizeof *blk->stmts);
    blk->stmts[0] = es;
    blk->stmts[1] = body;
    blk->nstmts = 2;
    s->body = blk;
    return s;
}

/* foreach (T x in e) body; foreach (var x in e) body */
static fe_stmt *parse_foreach(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_FOREACH, cur_pos(p));
    advance(p);
    expect(p, FE_P_LPAREN);
    int tt = is_punct(p, FE_P_LPAREN) ? scan_tuple_type(p, 0, 0) : -1;
    if (!(tt > 0 && is_ident_at(p, tt)) &&   /* not foreach ((int, string) t in ..) */
        (is_punct(p, FE_P_LPAREN) || (is_word_at(p, 0, "var") && is_punct_at(p, 1, FE_P_LPAREN))))
        return parse_foreach_deconstruct(p, s);
    s->tsyn = parse_type(p, 0);
    if (is_var_type(s->tsyn))
        s->tsyn->kind = FE_TS_VAR;
    s->decls = fe_ast_alloc(p->a, sizeof *s->decls);
    s->ndecls = 1;
    s->decls[0].local = -1;
    s->decls[0].name = expect_ident(p, &s->decls[0].pos);
    if (!is_kw(p, FE_KW_in)) {
        expected(p, "`in`");
        return s;
    }
    advance(p);
    s->expr = parse_expr(p);
    expect(p, FE_P_RPAREN);
    s->body = parse_embedded(p);
    return s;
}

static fe_expr *member_call(parser *p, fe_expr *recv, const char *name, fe_pos pos)
{
    fe_expr *m = new_expr(p, FE_E_MEMBER, pos);
    m->left = recv;
    m->name = name;
    fe_expr *c = new_expr(p, FE_E_CALL, pos);
    c->left = m;
    return c;
}

/* await foreach (T x in e) body (docs/async.md), as C# specifies it:
 *   await using (var <>aeL_C = e.GetAsyncEnumerator())   (disposed if an IAsyncDisposable)
 *       while (await <>aeL_C.MoveNextAsync()) { T x = (T)<>aeL_C.Current; body }
 * (x read-only; `var x`: no cast). s is the foreach as parsed. */
static fe_stmt *await_foreach(parser *p, fe_stmt *s, fe_pos pos)
{
    if (s->kind != FE_S_FOREACH || !s->expr || !s->body || !s->ndecls)
        return s;
    char name[48];
    snprintf(name, sizeof name, "<>ae%d_%d", (int)pos.line, (int)pos.col);
    const char *en = fe_ast_strdup(p->a, name, strlen(name));
    fe_stmt *decl = new_stmt(p, FE_S_LOCAL, pos);
    decl->tsyn = new_tsyn(p, FE_TS_VAR, pos);
    decl->decls = fe_ast_alloc(p->a, sizeof *decl->decls);
    decl->ndecls = 1;
    decl->decls[0].local = -1;
    decl->decls[0].name = en;
    decl->decls[0].pos = s->expr->pos;
    decl->decls[0].init = member_call(p, s->expr, "GetAsyncEnumerator", s->expr->pos);
    fe_stmt *u = new_stmt(p, FE_S_USING, pos);
    u->for_init = decl;
    u->is_await = 2;
    fe_expr *ref = new_expr(p, FE_E_NAME, pos);
    ref->name = en;
    fe_expr *cond = new_expr(p, FE_E_AWAIT, pos);
    cond->left = member_call(p, ref, "MoveNextAsync", pos);
    fe_expr *ref2 = new_expr(p, FE_E_NAME, pos);
    ref2->name = en;
    fe_expr *cur = new_expr(p, FE_E_MEMBER, s->decls[0].pos);
    cur->left = ref2;
    cur->name = "Current";
    if (s->tsyn->kind != FE_TS_VAR) {
        fe_expr *cast = new_expr(p, FE_E_CAST, s->decls[0].pos);
        cast->tsyn = s->tsyn;
        cast->left = cur;
        cur = cast;
    }
    fe_stmt *var = new_stmt(p, FE_S_LOCAL, s->decls[0].pos);
    var->tsyn = s->tsyn;
    var->decls = s->decls;
    var->ndecls = 1;
    var->decls[0].init = cur;
    var->is_await = 1;
    fe_stmt *blk = new_stmt(p, FE_S_BLOCK, pos);
    blk->stmts = fe_ast_alloc(p->a, 2 * sizeof *blk->stmts);
    blk->stmts[0] = var;
    blk->stmts[1] = s->body;
    blk->nstmts = 2;
    fe_stmt *loop = new_stmt(p, FE_S_WHILE, pos);
    loop->expr = cond;
    loop->body = blk;
    u->body = loop;
    return u;
}

static fe_stmt *parse_for(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_FOR, cur_pos(p));
    advance(p);
    expect(p, FE_P_LPAREN);
    if (!is_punct(p, FE_P_SEMI)) {
        if (is_local_decl(p))
            s->for_init = parse_local_decl(p, 0);
        else
            parse_expr_list(p, FE_P_SEMI, &s->init_exprs, &s->ninit);
    }
    if (is_kw(p, FE_KW_in) || is_punct(p, FE_P_COLON)) {
        perr(p, "`foreach` is not supported");
        return s;
    }
    expect(p, FE_P_SEMI);
    if (!is_punct(p, FE_P_SEMI))
        s->expr = parse_expr(p);
    expect(p, FE_P_SEMI);
    parse_expr_list(p, FE_P_RPAREN, &s->iter, &s->niter);
    expect(p, FE_P_RPAREN);
    s->body = parse_embedded(p);
    return s;
}

static fe_switch_section parse_section(parser *p)
{
    fe_switch_section sec;
    gvec labels, stmts;
    memset(&sec, 0, sizeof sec);
    sec.pos = cur_pos(p);
    gv_init(&labels, sizeof(fe_case_label));
    gv_init(&stmts, sizeof(fe_stmt *));
    while ((is_kw(p, FE_KW_case) || (is_kw(p, FE_KW_default) && is_punct_at(p, 1, FE_P_COLON)))
           && !p->panic) {
        fe_case_label l;
        l.pos = cur_pos(p);
        l.e = NULL;
        l.pat = NULL;
        l.when = NULL;
        if (is_kw(p, FE_KW_case)) {
            advance(p);
            fe_pattern *pt = parse_pattern(p);
            if (is_word_at(p, 0, "when")) {
                advance(p);
                l.when = parse_expr(p);
            }
            if (pt->kind == FE_PAT_CONST && !l.when)
                l.e = pt->e;   /* a constant label: the constant switch */
            else
                l.pat = pt;
        } else {
            advance(p);
        }
        expect(p, FE_P_COLON);
        gv_push(&labels, &l);
    }
    while (!is_kw(p, FE_KW_case) && !(is_kw(p, FE_KW_default) && is_punct_at(p, 1, FE_P_COLON))
           && !is_punct(p, FE_P_RBRACE) && !at_eof(p)) {
        int before = p->at;
        fe_stmt *s = parse_stmt(p);
        gv_push(&stmts, &s);
        if (p->at == before)
            advance(p);
    }
    sec.labels = gv_finish(p, &labels, &sec.nlabels);
    sec.stmts = gv_finish(p, &stmts, &sec.nstmts);
    return sec;
}

static fe_stmt *parse_switch(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_SWITCH, cur_pos(p));
    gvec v;
    advance(p);
    s->expr = parse_paren_cond(p);
    gv_init(&v, sizeof(fe_switch_section));
    if (expect(p, FE_P_LBRACE)) {
        while (!is_punct(p, FE_P_RBRACE) && !at_eof(p)) {
            int before = p->at;
            if (!is_kw(p, FE_KW_case) && !is_kw(p, FE_KW_default)) {
                expected(p, "`case` or `default`");
                sync(p);
                if (p->at == before)
                    advance(p);
                continue;
            }
            fe_switch_section sec = parse_section(p);
            gv_push(&v, &sec);
            if (p->panic)
                sync(p);
            if (p->at == before)
                advance(p);
        }
        expect(p, FE_P_RBRACE);
    }
    s->sections = gv_finish(p, &v, &s->nsections);
    return s;
}

/* `when (cond)` after a catch's declaration, at `when`: the lambda
 * `name => cond` the frontend hands the runtime as the clause's filter
 * (docs/runtime.md "Exception filters"); its parameter is the catch
 * variable, or a name no program can write. */
static fe_expr *parse_catch_filter(parser *p, const char *name)
{
    fe_pos pos = cur_pos(p);
    advance(p);
    expect(p, FE_P_LPAREN);
    p->implies |= FE_IMPLIES_FUNC;
    fe_expr *e = new_expr(p, FE_E_LAMBDA, pos);
    e->lparams = fe_ast_alloc(p->a, sizeof *e->lparams);
    e->lparams[0].name = name ? name : "<>exception";
    e->lparams[0].pos = pos;
    e->nlparams = 1;
    e->lfilter = 1;
    e->left = parse_expr(p);
    expect(p, FE_P_RPAREN);
    return e;
}

static fe_stmt *parse_try(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_TRY, cur_pos(p));
    gvec v;
    advance(p);
    s->body = parse_block(p);
    gv_init(&v, sizeof(fe_catch));
    while (is_kw(p, FE_KW_catch) && !p->panic) {
        fe_catch c;
        memset(&c, 0, sizeof c);
        c.local = -1;
        c.pos = cur_pos(p);
        advance(p);
        if (accept(p, FE_P_LPAREN)) {
            c.tsyn = parse_type(p, 0);
            if (is_ident_at(p, 0))
                c.name = expect_ident(p, NULL);
            expect(p, FE_P_RPAREN);
        }
        if (is_word_at(p, 0, "when"))
            c.filter = parse_catch_filter(p, c.name);
        c.body = parse_block(p);
        gv_push(&v, &c);
    }
    s->catches = gv_finish(p, &v, &s->ncatches);
    if (is_kw(p, FE_KW_finally)) {
        advance(p);
        s->finally_body = parse_block(p);
    }
    if (!s->ncatches && !s->finally_body)
        expected(p, "`catch` or `finally`");
    return s;
}

static fe_stmt *parse_simple_kw(parser *p, fe_skind k)
{
    fe_stmt *s = new_stmt(p, k, cur_pos(p));
    advance(p);
    if ((k == FE_S_RETURN || k == FE_S_THROW) && !is_punct(p, FE_P_SEMI))
        s->expr = parse_expr(p);
    expect(p, FE_P_SEMI);
    return s;
}

/* yield return expr; / yield break; (`yield` is a contextual keyword) */
static fe_stmt *parse_yield(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_YIELD, cur_pos(p));
    advance(p);
    int is_return = is_kw(p, FE_KW_return);
    advance(p);
    if (is_return) {
        if (is_punct(p, FE_P_SEMI))
            perr(p, "expression expected after yield return");
        else
            s->expr = parse_expr(p);
    }
    expect(p, FE_P_SEMI);
    return s;
}

/* Statements introduced by a keyword that the subset rejects. */
static int reject_stmt_keyword(parser *p)
{
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_IDENT)
        return 0;
    if (t->kind != FE_TK_KEYWORD)
        return 0;
    switch (t->kw) {
    case FE_KW_unsafe: case FE_KW_fixed: perr(p, "`unsafe` is not supported"); return 1;
    case FE_KW_class: case FE_KW_struct: case FE_KW_enum: case FE_KW_interface:
        perr(p, "nested types are not supported");
        return 1;
    default:
        return 0;
    }
}

static fe_stmt *parse_stmt_inner(parser *p)
{
    fe_pos pos = cur_pos(p);
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_PUNCT && t->punct == FE_P_LBRACE)
        return parse_block(p);
    if (t->kind == FE_TK_PUNCT && t->punct == FE_P_SEMI) {
        advance(p);
        return new_stmt(p, FE_S_EMPTY, pos);
    }
    if (reject_stmt_keyword(p))
        return new_stmt(p, FE_S_EMPTY, pos);
    if (t->kind == FE_TK_KEYWORD && t->kw == FE_KW_static && !is_punct_at(p, 1, FE_P_LPAREN)) {
        advance(p);   /* static T F(...): a local function that captures nothing */
        int as = is_word_at(p, 0, "async") && (is_ident_at(p, 1) || is_kw_at(p, 1, FE_KW_void));
        if (as) {
            advance(p);
            p->implies |= FE_IMPLIES_ASYNC;
        }
        fe_stmt *s = parse_local_decl(p, 1);
        if (s->localfn && s->decls[0].init) {
            s->decls[0].init->lstatic = 1;
            s->decls[0].init->lasync = as;
        }
        else if (!p->panic)
            perr_at(p, pos, "`static` here must begin a local function");
        return s;
    }
    if (t->kind == FE_TK_IDENT && !strcmp(t->text, "await") &&
        (is_kw_at(p, 1, FE_KW_foreach) || is_kw_at(p, 1, FE_KW_using))) {
        p->implies |= FE_IMPLIES_ASYNC | FE_IMPLIES_ASYNC_STREAM;
        if (!p->fn_depth)
            p->top_awaits++;
        advance(p);
        if (is_kw(p, FE_KW_using)) {
            fe_stmt *s = parse_using_stmt(p);
            s->pos = pos;
            s->is_await = 1;
            return s;
        }
        return await_foreach(p, parse_foreach(p), pos);
    }
    if (t->kind == FE_TK_IDENT && !strcmp(t->text, "async") &&
        ((is_kw_at(p, 1, FE_KW_static) && !is_punct_at(p, 2, FE_P_LPAREN)) || is_kw_at(p, 1, FE_KW_void) ||
         (is_ident_at(p, 1) && !is_punct_at(p, 2, FE_P_LAMBDA)))) {
        advance(p);   /* async T F(...): an async local function */
        p->implies |= FE_IMPLIES_ASYNC;
        int st = is_kw(p, FE_KW_static);
        if (st)
            advance(p);
        fe_stmt *s = parse_local_decl(p, 1);
        if (s->localfn && s->decls[0].init) {
            s->decls[0].init->lasync = 1;
            s->decls[0].init->lstatic |= st;
        } else if (!p->panic)
            perr_at(p, pos, "`async` here must begin a local function");
        return s;
    }
    if (t->kind == FE_TK_IDENT && !strcmp(t->text, "yield") &&
        (is_kw_at(p, 1, FE_KW_return) || is_kw_at(p, 1, FE_KW_break)))
        return parse_yield(p);
    if (t->kind == FE_TK_IDENT && is_punct_at(p, 1, FE_P_COLON)) {   /* label: statement */
        fe_stmt *s = new_stmt(p, FE_S_LABELED, pos);
        s->label = t->text;
        p->at += 2;
        if (is_punct(p, FE_P_RBRACE)) {
            expected(p, "a statement after the label");
            return s;
        }
        s->body = parse_stmt(p);
        return s;
    }
    if (t->kind == FE_TK_KEYWORD && (t->kw == FE_KW_checked || t->kw == FE_KW_unchecked) &&
        is_punct_at(p, 1, FE_P_LBRACE)) {   /* checked { ... } / unchecked { ... } */
        fe_stmt *s = new_stmt(p, FE_S_CHECKED, pos);
        s->is_checked = t->kw == FE_KW_checked;
        advance(p);
        s->body = parse_block(p);
        return s;
    }
    if (t->kind == FE_TK_KEYWORD && t->kw == FE_KW_goto) {   /* goto L; goto case e; goto default; */
        fe_stmt *s = new_stmt(p, FE_S_GOTO, pos);
        advance(p);
        if (is_kw(p, FE_KW_case)) {
            advance(p);
            s->expr = parse_expr(p);
        } else if (is_kw(p, FE_KW_default)) {
            advance(p);
            s->goto_default = 1;
        } else {
            s->label = expect_ident(p, NULL);
        }
        expect(p, FE_P_SEMI);
        return s;
    }
    if (t->kind == FE_TK_KEYWORD) {
        fe_stmt *s;
        switch (t->kw) {
        case FE_KW_if:
            s = new_stmt(p, FE_S_IF, pos);
            advance(p);
            s->expr = parse_paren_cond(p);
            s->body = parse_embedded(p);
            if (is_kw(p, FE_KW_else)) {
                advance(p);
                s->els = parse_embedded(p);
            }
            return s;
        case FE_KW_while:
            s = new_stmt(p, FE_S_WHILE, pos);
            advance(p);
            s->expr = parse_paren_cond(p);
            s->body = parse_embedded(p);
            return s;
        case FE_KW_do:
            s = new_stmt(p, FE_S_DO, pos);
            advance(p);
            s->body = parse_embedded(p);
            if (!is_kw(p, FE_KW_while))
                expected(p, "`while`");
            else
                advance(p);
            s->expr = parse_paren_cond(p);
            expect(p, FE_P_SEMI);
            return s;
        case FE_KW_for: return parse_for(p);
        case FE_KW_foreach: return parse_foreach(p);
        case FE_KW_break: return parse_simple_kw(p, FE_S_BREAK);
        case FE_KW_continue: return parse_simple_kw(p, FE_S_CONTINUE);
        case FE_KW_return: return parse_simple_kw(p, FE_S_RETURN);
        case FE_KW_throw: return parse_simple_kw(p, FE_S_THROW);
        case FE_KW_switch: return parse_switch(p);
        case FE_KW_try: return parse_try(p);
        case FE_KW_using: return parse_using_stmt(p);
        case FE_KW_lock:
            s = new_stmt(p, FE_S_LOCK, pos);
            advance(p);
            s->expr = parse_paren_cond(p);
            s->body = parse_embedded(p);
            return s;
        default:
            break;
        }
    }
    if (is_local_decl(p))
        return parse_local_decl(p, 1);
    return parse_expr_stmt(p);
}

/* using (expr) body, using (T x = e, ...) body, using T x = e; (a using
 * declaration: no body, the rest of the block is its scope). */
static fe_stmt *parse_using_stmt(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_USING, cur_pos(p));
    advance(p);
    if (!accept(p, FE_P_LPAREN)) {
        s->for_init = parse_local_decl(p, 1);
        return s;
    }
    if (is_local_decl(p))
        s->for_init = parse_local_decl(p, 0);
    else
        s->expr = parse_expr(p);
    expect(p, FE_P_RPAREN);
    if (!p->panic)
        s->body = parse_embedded(p);
    return s;
}

static fe_stmt *parse_stmt(parser *p)
{
    fe_stmt *s;
    if (!enter(p, "statement")) {
        leave(p);
        return new_stmt(p, FE_S_EMPTY, cur_pos(p));
    }
    int start = p->at;
    s = parse_stmt_inner(p);
    leave(p);
    if (p->panic)
        recover(p, start);
    return s;
}

/* The body of if/while/for/...: a declaration is not allowed there. */
static fe_stmt *parse_embedded(parser *p)
{
    if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_COLON)) {
        perr(p, "an embedded statement cannot be a labeled statement");
        return new_stmt(p, FE_S_EMPTY, cur_pos(p));
    }
    if (is_local_decl(p) && !is_kw(p, FE_KW_const)) {
        int j = scan_type(p, 0);
        if (is_punct_at(p, j + 1, FE_P_ASSIGN) || is_punct_at(p, j + 1, FE_P_SEMI)) {
            perr(p, "an embedded statement cannot be a declaration");
            return new_stmt(p, FE_S_EMPTY, cur_pos(p));
        }
    }
    return parse_stmt(p);
}

static fe_stmt *parse_block(parser *p)
{
    fe_stmt *s = new_stmt(p, FE_S_BLOCK, cur_pos(p));
    gvec v;
    gv_init(&v, sizeof(fe_stmt *));
    if (!expect(p, FE_P_LBRACE))
        return s;
    while (!is_punct(p, FE_P_RBRACE) && !at_eof(p)) {
        int before = p->at;
        fe_stmt *x = parse_stmt(p);
        gv_push(&v, &x);
        if (p->at == before)
            advance(p);
    }
    expect(p, FE_P_RBRACE);
    s->stmts = gv_finish(p, &v, &s->nstmts);
    return s;
}

/* ------------------------------------------------------------ attributes */

static const char *attr_short_name(const char *last)
{
    static const char *const ok[] = {"MethodImpl", "Intrinsic", "DllImport", "Flags", "Conditional",
                                     "SetsRequiredMembers", "CallerMemberName", "CallerLineNumber",
                                     "CallerArgumentExpression", "EnumeratorCancellation"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        size_t n = strlen(ok[i]);
        if (!strncmp(last, ok[i], n) && (!last[n] || !strcmp(last + n, "Attribute")))
            return ok[i];
    }
    return NULL;
}

static fe_attr parse_attr(parser *p)
{
    fe_attr at;
    gvec args, names, vals;
    char full[256];
    size_t fl = 0;
    const char *last = "";
    memset(&at, 0, sizeof at);
    at.pos = cur_pos(p);
    full[0] = 0;
    do {
        last = expect_ident(p, NULL);
        int w = snprintf(full + fl, sizeof full - fl, "%s%s", fl ? "." : "", last);
        if (w > 0 && (size_t)w < sizeof full - fl)
            fl += (size_t)w;
    } while (!p->panic && accept(p, FE_P_DOT));
    at.name = attr_short_name(last);
    at.written = fe_ast_strdup(p->a, full, strlen(full));
    if (!at.name && !p->panic)
        perr_at(p, at.pos, "attribute %s is not supported", full);
    else if (at.name && (!strncmp(at.name, "Caller", 6) || !strcmp(at.name, "EnumeratorCancellation")) &&
             !p->in_params && !p->panic)
        perr_at(p, at.pos, "attribute %s is valid only on a parameter", full);
    if (!at.name)
        at.name = "<error>";
    gv_init(&args, sizeof(fe_expr *));
    gv_init(&names, sizeof(const char *));
    gv_init(&vals, sizeof(fe_expr *));
    if (accept(p, FE_P_LPAREN) && !is_punct(p, FE_P_RPAREN)) {
        do {
            if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_ASSIGN)) {
                const char *n = cur(p)->text;
                p->at += 2;
                fe_expr *e = parse_binary(p, 1);
                gv_push(&names, &n);
                gv_push(&vals, &e);
            } else {
                fe_expr *e = parse_binary(p, 1);
                gv_push(&args, &e);
            }
        } while (accept(p, FE_P_COMMA) && !p->panic);
        expect(p, FE_P_RPAREN);
    } else if (tk(p, -1)->kind == FE_TK_PUNCT && tk(p, -1)->punct == FE_P_LPAREN) {
        expect(p, FE_P_RPAREN);
    }
    at.args = gv_finish(p, &args, &at.nargs);
    at.named = gv_finish(p, &names, &at.nnamed);
    at.named_vals = gv_finish(p, &vals, &at.nnamed);
    return at;
}

/* Zero or more [A, B(...)] sections. */
static fe_attr *parse_attrs(parser *p, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_attr));
    while (is_punct(p, FE_P_LBRACKET) && !p->panic) {
        advance(p);
        if ((is_ident_at(p, 0) || is_kw(p, FE_KW_return)) && is_punct_at(p, 1, FE_P_COLON)) {
            perr(p, "attribute targets ('%s:') are not supported",
                 is_kw(p, FE_KW_return) ? "return" : cur(p)->text);
            break;
        }
        do {
            fe_attr a = parse_attr(p);
            gv_push(&v, &a);
        } while (accept(p, FE_P_COMMA) && !p->panic && !is_punct(p, FE_P_RBRACKET));
        expect(p, FE_P_RBRACKET);
    }
    return gv_finish(p, &v, n);
}

/* ------------------------------------------------------------ modifiers */

static int modifier_bit(fe_kw k)
{
    switch (k) {
    case FE_KW_public: return FE_MOD_PUBLIC;
    case FE_KW_private: return FE_MOD_PRIVATE;
    case FE_KW_protected: return FE_MOD_PROTECTED;
    case FE_KW_internal: return FE_MOD_INTERNAL;
    case FE_KW_static: return FE_MOD_STATIC;
    case FE_KW_sealed: return FE_MOD_SEALED;
    case FE_KW_abstract: return FE_MOD_ABSTRACT;
    case FE_KW_virtual: return FE_MOD_VIRTUAL;
    case FE_KW_override: return FE_MOD_OVERRIDE;
    case FE_KW_new: return FE_MOD_NEW;
    case FE_KW_readonly: return FE_MOD_READONLY;
    case FE_KW_volatile: return FE_MOD_VOLATILE;
    case FE_KW_extern: return FE_MOD_EXTERN;
    default: return 0;
    }
}

/* The contextual words that are modifiers before a member or type. */
static int contextual_modifier_bit(const char *word)
{
    if (!strcmp(word, "partial"))
        return FE_MOD_PARTIAL;
    if (!strcmp(word, "required"))
        return FE_MOD_REQUIRED;
    if (!strcmp(word, "async"))
        return FE_MOD_ASYNC;   /* parse_modifiers notes FE_IMPLIES_ASYNC */
    return 0;
}

/* C# allows one access modifier, or protected internal / private protected. */
static int access_ok(int mods)
{
    int acc = mods & (FE_MOD_PUBLIC | FE_MOD_PRIVATE | FE_MOD_PROTECTED | FE_MOD_INTERNAL);
    return acc == 0 || (acc & (acc - 1)) == 0 || acc == (FE_MOD_PROTECTED | FE_MOD_INTERNAL) ||
           acc == (FE_MOD_PRIVATE | FE_MOD_PROTECTED);
}

static int parse_modifiers(parser *p)
{
    int mods = 0;
    for (;;) {
        const fe_token *t = cur(p);
        if (t->kind == FE_TK_KEYWORD && t->kw == FE_KW_unsafe) {
            perr(p, "`unsafe` is not supported");
            advance(p);
            continue;
        }
        if (t->kind == FE_TK_IDENT && (is_kw_at(p, 1, FE_KW_class) || is_ident_at(p, 1) ||
                                       is_predef_at(p, 1) || modifier_bit(tk(p, 1)->kw) ||
                                       is_kw_at(p, 1, FE_KW_struct) || is_kw_at(p, 1, FE_KW_interface) ||
                                       is_kw_at(p, 1, FE_KW_enum) || is_kw_at(p, 1, FE_KW_delegate))) {
            int bit = contextual_modifier_bit(t->text);
            if (bit == FE_MOD_ASYNC)
                p->implies |= FE_IMPLIES_ASYNC;
            if (bit) {
                if (mods & bit)
                    perr(p, "duplicate modifier '%s'", t->text);
                mods |= bit;
                advance(p);
                continue;
            }
        }
        if (t->kind != FE_TK_KEYWORD || (t->kw == FE_KW_new && is_punct_at(p, 1, FE_P_LPAREN)))
            return mods;
        if (t->kw == FE_KW_ref && is_kw_at(p, 1, FE_KW_struct)) {   /* ref struct */
            mods |= FE_MOD_REF;
            advance(p);
            continue;
        }
        int bit = modifier_bit(t->kw);
        if (!bit)
            return mods;
        if (mods & bit)
            perr(p, "duplicate modifier '%s'", fe_kw_name(t->kw));
        mods |= bit;
        if (!access_ok(mods))
            perr(p, "more than one access modifier");
        advance(p);
    }
}

/* ------------------------------------------------------------ members */

/* A parameter's [CallerMemberName], [CallerLineNumber] and
 * [CallerArgumentExpression("name")] (other attributes there: ignored). */
static void caller_attrs(parser *p, fe_paramdecl *pd, const fe_attr *as, int n)
{
    for (int i = 0; i < n; i++) {
        const char *name = as[i].name;
        if (!strcmp(name, "EnumeratorCancellation"))
            pd->enum_cancel = 1;
        else if (!strcmp(name, "CallerMemberName"))
            pd->caller = FE_CALLER_MEMBER;
        else if (!strcmp(name, "CallerLineNumber"))
            pd->caller = FE_CALLER_LINE;
        else if (!strcmp(name, "CallerArgumentExpression")) {
            if (as[i].nargs != 1 || as[i].args[0]->kind != FE_E_STRING) {
                perr_at(p, as[i].pos, "CallerArgumentExpression takes one string literal (a parameter's name) here");
                continue;
            }
            pd->caller = FE_CALLER_ARGEXPR;
            pd->caller_arg = as[i].args[0]->str;
        }
    }
}

static fe_paramdecl *parse_params_in(parser *p, fe_punct open, fe_punct close, int *n)
{
    gvec v;
    gv_init(&v, sizeof(fe_paramdecl));
    expect(p, open);
    if (!is_punct(p, close)) {
        do {
            fe_paramdecl pd;
            int nattrs;
            memset(&pd, 0, sizeof pd);
            if (is_punct(p, FE_P_LBRACKET)) {
                p->in_params++;
                fe_attr *as = parse_attrs(p, &nattrs);
                p->in_params--;
                caller_attrs(p, &pd, as, nattrs);
                pd.attrs = as;
                pd.nattrs = nattrs;
            }
            if (is_kw(p, FE_KW_ref)) {
                pd.mode = FE_AM_REF;
                advance(p);
            } else if (is_kw(p, FE_KW_out)) {
                pd.mode = FE_AM_OUT;
                advance(p);
            } else if (is_kw(p, FE_KW_params)) {
                pd.is_params = 1;
                advance(p);
            } else if (is_kw(p, FE_KW_in)) {
                pd.mode = FE_AM_IN;
                advance(p);
            } else if (is_kw(p, FE_KW_this)) {   /* an extension method's receiver (sema checks where) */
                pd.is_this = 1;
                advance(p);
            }
            pd.tsyn = parse_type(p, 0);
            if (is_var_type(pd.tsyn))
                perr_at(p, pd.tsyn->pos, "`var` may only appear in a local variable declaration");
            pd.name = expect_ident(p, &pd.pos);
            if (accept(p, FE_P_ASSIGN))
                pd.defval = parse_expr(p);   /* sema: a constant of the parameter's type */
            gv_push(&v, &pd);
        } while (accept(p, FE_P_COMMA) && !p->panic);
    }
    expect(p, close);
    return gv_finish(p, &v, n);
}

static fe_paramdecl *parse_params(parser *p, int *n)
{
    return parse_params_in(p, FE_P_LPAREN, FE_P_RPAREN, n);
}

/* Method/ctor/accessor body: block, => expr;, or ; */
static void parse_body(parser *p, fe_stmt **body, fe_expr **expr_body)
{
    if (is_punct(p, FE_P_LBRACE)) {
        *body = parse_block(p);
    } else if (accept(p, FE_P_LAMBDA)) {
        *expr_body = parse_expr_or_throw(p);
        expect(p, FE_P_SEMI);
    } else {
        expect(p, FE_P_SEMI);
    }
}

static void parse_accessors(parser *p, fe_member *m)
{
    expect(p, FE_P_LBRACE);
    while (!is_punct(p, FE_P_RBRACE) && !at_eof(p) && !p->panic) {
        fe_accessor acc;
        memset(&acc, 0, sizeof acc);
        acc.attrs = parse_attrs(p, &acc.nattrs);
        acc.mods = parse_modifiers(p);
        acc.pos = cur_pos(p);
        fe_accessor *slot = NULL;
        if (is_word_at(p, 0, "get"))
            slot = &m->get;
        else if (is_word_at(p, 0, "set"))
            slot = &m->set;
        else if (is_word_at(p, 0, "init")) {
            slot = &m->set;
            acc.is_init = 1;
        } else {
            expected(p, "`get` or `set`");
            return;
        }
        if (slot->present)
            perr(p, "duplicate `%s` accessor", cur(p)->text);
        advance(p);
        acc.present = 1;
        parse_body(p, &acc.body, &acc.expr_body);
        *slot = acc;
    }
    expect(p, FE_P_RBRACE);
    if (!m->get.present && !m->set.present && !p->panic)
        perr_at(p, m->pos, "property '%s' has no accessors", m->name);
}

/* event T E { add { ... } remove { ... } }: one declarator E, its add
 * accessor in m->get and remove in m->set (sema_decl.c's declare_event). */
static void parse_event_accessors(parser *p, fe_member *m)
{
    m->kind = FE_M_FIELD;
    m->decls = fe_ast_alloc(p->a, sizeof *m->decls);
    m->ndecls = 1;
    m->decls[0].name = expect_ident(p, &m->decls[0].pos);
    m->pos = m->decls[0].pos;
    expect(p, FE_P_LBRACE);
    while (!is_punct(p, FE_P_RBRACE) && !at_eof(p) && !p->panic) {
        fe_accessor acc;
        memset(&acc, 0, sizeof acc);
        acc.attrs = parse_attrs(p, &acc.nattrs);
        acc.pos = cur_pos(p);
        if (parse_modifiers(p))
            perr_at(p, acc.pos, "modifiers cannot be placed on event accessor declarations");
        fe_accessor *slot = is_word_at(p, 0, "add") ? &m->get : is_word_at(p, 0, "remove") ? &m->set : NULL;
        if (!slot) {
            expected(p, "`add` or `remove`");
            return;
        }
        if (slot->present)
            perr(p, "duplicate `%s` accessor", cur(p)->text);
        advance(p);
        acc.present = 1;
        parse_body(p, &acc.body, &acc.expr_body);
        if (!acc.body && !acc.expr_body && !p->panic)
            perr_at(p, acc.pos, "an add or remove accessor must have a body");
        *slot = acc;
    }
    expect(p, FE_P_RBRACE);
    if ((!m->get.present || !m->set.present) && !p->panic)
        perr_at(p, m->pos, "'%s': event property must have both add and remove accessors", m->decls[0].name);
}

static void parse_ctor(parser *p, fe_member *m)
{
    m->kind = FE_M_CTOR;
    m->name = expect_ident(p, &m->pos);
    m->params = parse_params(p, &m->nparams);
    if (accept(p, FE_P_COLON)) {
        m->ctor_init_pos = cur_pos(p);
        if (is_kw(p, FE_KW_base))
            m->ctor_init = FE_CI_BASE;
        else if (is_kw(p, FE_KW_this))
            m->ctor_init = FE_CI_THIS;
        else
            expected(p, "`base` or `this`");
        if (m->ctor_init != FE_CI_NONE) {
            advance(p);
            expect(p, FE_P_LPAREN);
            m->ctor_args = parse_args(p, FE_P_RPAREN, &m->nctor_args);
        }
    }
    parse_body(p, &m->body, &m->expr_body);
    if (m->expr_body) {
        /* C# 7 allows => in ctors: keep it as a block with one statement. */
        fe_stmt *b = new_stmt(p, FE_S_BLOCK, m->expr_body->pos);
        fe_stmt *s = new_stmt(p, FE_S_EXPR, m->expr_body->pos);
        s->expr = m->expr_body;
        b->stmts = fe_ast_alloc(p->a, sizeof *b->stmts);
        b->stmts[0] = s;
        b->nstmts = 1;
        m->body = b;
        m->expr_body = NULL;
    }
}

/* Member-level keywords naming unsupported features; 1 if reported. */
static int reject_member_keyword(parser *p)
{
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_IDENT && !strcmp(t->text, "record") && is_ident_at(p, 1)) {
        perr(p, "nested types are not supported");
        return 1;
    }
    if (t->kind != FE_TK_KEYWORD)
        return 0;
    switch (t->kw) {
    case FE_KW_class: case FE_KW_struct: case FE_KW_interface: case FE_KW_enum:
    case FE_KW_delegate:
        perr(p, "nested types are not supported");
        return 1;
    case FE_KW_event: return 0;   /* parse_member */
    case FE_KW_fixed: perr(p, "`unsafe` is not supported (fixed buffers)"); return 1;
    case FE_KW_ref: perr(p, "ref locals and returns are not supported (a ref return type)"); return 1;
    default: return 0;
    }
}

static void parse_method_rest(parser *p, fe_member *m)
{
    m->kind = FE_M_METHOD;
    if (is_punct(p, FE_P_LT)) {
        m->tparams = parse_tparams(p, &m->ntparams);
        if (p->panic)
            return;
        if (!is_punct(p, FE_P_LPAREN)) {
            expect(p, FE_P_LPAREN);
            return;
        }
    }
    m->params = parse_params(p, &m->nparams);
    parse_where_clauses(p, m->tparams, m->ntparams);
    if (p->panic)
        return;
    parse_body(p, &m->body, &m->expr_body);
}

static void parse_field_rest(parser *p, fe_member *m, int is_const)
{
    m->kind = is_const ? FE_M_CONST : FE_M_FIELD;
    if (is_var_type(m->tsyn))
        perr_at(p, m->tsyn->pos, "`var` may only appear in a local variable declaration");
    m->decls = parse_declarators(p, m->tsyn->kind == FE_TS_ARRAY, &m->ndecls);
    if (m->ndecls)
        m->pos = m->decls[0].pos;
    for (int i = 0; i < m->ndecls && is_const && !p->panic; i++)
        if (!m->decls[i].init)
            perr_at(p, m->decls[i].pos, "a `const` field must be initialized");
    expect(p, FE_P_SEMI);
}

static int is_kw_at_this_after_iface(const parser *p);

/* `IFoo.M` / `N.IFoo.P` / `IFoo<T>.M` before a member's name: the interface part into
 * m->explicit_iface; the name follows. */
static void parse_explicit_iface(parser *p, fe_member *m)
{
    fe_typesyn *t = fe_ast_alloc(p->a, sizeof *t);
    t->kind = FE_TS_NAME;
    t->pos = cur_pos(p);
    gvec v;
    gv_init(&v, sizeof(const char *));
    while (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_DOT)) {
        const char *part = cur(p)->text;
        gv_push(&v, &part);
        advance(p);
        advance(p);
    }
    int after = is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_LT) ? scan_generic_args(p, 1) : -1;
    if (after > 0 && is_punct_at(p, after, FE_P_DOT)) {   /* `IEnumerable<T>.M`, not `I.M<T>(` */
        const char *part = cur(p)->text;
        gv_push(&v, &part);
        advance(p);
        t->targs = parse_targs(p, &t->ntargs);
        expect(p, FE_P_DOT);
    }
    t->parts = gv_finish(p, &v, &t->nparts);
    m->explicit_iface = t;
}

/* An explicit interface name starts here: `I.`, `N.I.` or `I<..>.`. */
static int at_explicit_iface(const parser *p)
{
    if (!is_ident_at(p, 0))
        return 0;
    if (is_punct_at(p, 1, FE_P_DOT))
        return 1;
    if (!is_punct_at(p, 1, FE_P_LT))
        return 0;
    int j = scan_generic_args(p, 1);
    return j > 0 && is_punct_at(p, j, FE_P_DOT);
}

/* Does the explicit interface name starting here end in `.this`? */
static int is_kw_at_this_after_iface(const parser *p)
{
    int j = 0;
    while (is_ident_at(p, j) && is_punct_at(p, j + 1, FE_P_DOT))
        j += 2;
    if (is_ident_at(p, j) && is_punct_at(p, j + 1, FE_P_LT)) {
        j = scan_generic_args(p, j + 1);
        if (j <= 0 || !is_punct_at(p, j, FE_P_DOT))
            return 0;
        j++;
    }
    const fe_token *t = tk(p, j);
    return t->kind == FE_TK_KEYWORD && t->kw == FE_KW_this;
}

/* The metadata name of `operator OP` with n parameters, or NULL. */
static const char *operator_name(fe_punct op, int n)
{
    static const struct { fe_punct p; const char *bin, *un; } ops[] = {
        {FE_P_PLUS, "op_Addition", "op_UnaryPlus"}, {FE_P_MINUS, "op_Subtraction", "op_UnaryNegation"},
        {FE_P_STAR, "op_Multiply", NULL}, {FE_P_SLASH, "op_Division", NULL},
        {FE_P_PERCENT, "op_Modulus", NULL}, {FE_P_AMP, "op_BitwiseAnd", NULL},
        {FE_P_BAR, "op_BitwiseOr", NULL}, {FE_P_CARET, "op_ExclusiveOr", NULL},
        {FE_P_SHL, "op_LeftShift", NULL}, {FE_P_SHR, "op_RightShift", NULL},
        {FE_P_EQ, "op_Equality", NULL}, {FE_P_NE, "op_Inequality", NULL},
        {FE_P_LT, "op_LessThan", NULL}, {FE_P_GT, "op_GreaterThan", NULL},
        {FE_P_LE, "op_LessThanOrEqual", NULL}, {FE_P_GE, "op_GreaterThanOrEqual", NULL},
        {FE_P_BANG, NULL, "op_LogicalNot"}, {FE_P_TILDE, NULL, "op_OnesComplement"},
        {FE_P_INC, NULL, "op_Increment"}, {FE_P_DEC, NULL, "op_Decrement"},
    };
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].p == op)
            return n == 1 ? ops[i].un : n == 2 ? ops[i].bin : NULL;
    return NULL;
}

/* `operator OP(params) body` after the return type (m->tsyn). */
static void parse_operator_rest(parser *p, fe_member *m)
{
    m->kind = FE_M_METHOD;
    m->mods |= FE_MOD_OPERATOR;
    m->pos = cur_pos(p);
    advance(p);   /* operator */
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_KEYWORD && (t->kw == FE_KW_true || t->kw == FE_KW_false)) {
        perr(p, "the operators `true` and `false` are not supported");
        return;
    }
    if (t->kind != FE_TK_PUNCT) {
        expected(p, "an overloadable operator");
        return;
    }
    fe_punct op = t->punct;
    advance(p);
    m->params = parse_params(p, &m->nparams);
    if (p->panic)
        return;
    m->name = operator_name(op, m->nparams);
    if (!m->name) {
        perr_at(p, m->pos, "'operator %s' with %d parameter%s is not an overloadable operator",
                fe_punct_name(op), m->nparams, m->nparams == 1 ? "" : "s");
        return;
    }
    parse_body(p, &m->body, &m->expr_body);
}

/* `implicit|explicit operator T(params) body` (a user-defined conversion). */
static void parse_conversion(parser *p, fe_member *m)
{
    m->kind = FE_M_METHOD;
    m->mods |= FE_MOD_OPERATOR;
    m->name = is_kw(p, FE_KW_implicit) ? "op_Implicit" : "op_Explicit";
    advance(p);
    m->pos = cur_pos(p);
    if (!is_kw(p, FE_KW_operator)) {
        expected(p, "`operator`");
        return;
    }
    advance(p);
    m->tsyn = parse_type(p, 0);
    if (p->panic)
        return;
    m->params = parse_params(p, &m->nparams);
    if (!p->panic)
        parse_body(p, &m->body, &m->expr_body);
}

static fe_member *parse_member(parser *p, fe_attr *attrs, int nattrs, int mods)
{
    fe_member *m = fe_ast_alloc(p->a, sizeof *m);
    m->attrs = attrs;
    m->nattrs = nattrs;
    m->mods = mods;
    m->pos = cur_pos(p);
    p->lambda_seq = 0;
    if (mods & FE_MOD_PARTIAL) {
        perr(p, "partial methods are not supported");
        return m;
    }
    if (reject_member_keyword(p))
        return m;
    if (is_punct(p, FE_P_TILDE)) {
        perr(p, "finalizers are not supported");
        return m;
    }
    if (is_kw(p, FE_KW_implicit) || is_kw(p, FE_KW_explicit)) {
        parse_conversion(p, m);
        return m;
    }
    if (is_kw(p, FE_KW_event)) {   /* event T a, b; (field-like) */
        advance(p);
        m->mods |= FE_MOD_EVENT;
        m->tsyn = parse_type(p, 0);
        if (p->panic)
            return m;
        if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_LBRACE)) {
            parse_event_accessors(p, m);
            return m;
        }
        parse_field_rest(p, m, 0);
        return m;
    }
    int is_const = 0;
    if (is_kw(p, FE_KW_const)) {
        is_const = 1;
        m->mods |= FE_MOD_CONST;
        advance(p);
    }
    if (!is_const && is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_LPAREN) &&
        p->cls_name && !strcmp(cur(p)->text, p->cls_name)) {
        parse_ctor(p, m);
        return m;
    }
    if (!is_const && is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_LPAREN)) {
        perr(p, "method '%s' must have a return type (constructors are named after the class)",
             cur(p)->text);
        return m;
    }
    m->tsyn = parse_type(p, !is_const);
    if (p->panic)
        return m;
    if (is_kw(p, FE_KW_operator)) {
        parse_operator_rest(p, m);
        return m;
    }
    if (reject_member_keyword(p))
        return m;
    if (at_explicit_iface(p) && is_kw_at_this_after_iface(p))   /* `T IList<T>.this[int i]` */
        parse_explicit_iface(p, m);
    if (is_kw(p, FE_KW_this)) {
        m->kind = FE_M_INDEXER;
        m->name = "this";
        m->pos = cur_pos(p);
        advance(p);
        m->params = parse_params_in(p, FE_P_LBRACKET, FE_P_RBRACKET, &m->nparams);
        if (accept(p, FE_P_LAMBDA)) {
            m->expr_body = parse_expr_or_throw(p);
            expect(p, FE_P_SEMI);
        } else if (!p->panic) {
            parse_accessors(p, m);
        }
        return m;
    }
    if (at_explicit_iface(p))
        parse_explicit_iface(p, m);
    if (is_const) {
        parse_field_rest(p, m, 1);
        return m;
    }
    m->name = expect_ident(p, &m->pos);
    if (p->panic)
        return m;
    if (is_punct(p, FE_P_LPAREN) || is_punct(p, FE_P_LT)) {
        parse_method_rest(p, m);
    } else if (is_punct(p, FE_P_LBRACE)) {
        m->kind = FE_M_PROP;
        if (m->tsyn->kind == FE_TS_PREDEF && m->tsyn->predef == FE_PD_VOID)
            perr_at(p, m->tsyn->pos, "a property cannot have type void");
        parse_accessors(p, m);
        if (accept(p, FE_P_ASSIGN)) {
            m->prop_init = parse_expr(p);
            expect(p, FE_P_SEMI);
        }
    } else if (is_punct(p, FE_P_LAMBDA)) {
        m->kind = FE_M_PROP;
        advance(p);
        m->expr_body = parse_expr_or_throw(p);
        expect(p, FE_P_SEMI);
    } else {
        p->at--; /* back to the name: declarators start there */
        parse_field_rest(p, m, 0);
    }
    if (m->tsyn && m->tsyn->kind == FE_TS_PREDEF && m->tsyn->predef == FE_PD_VOID &&
        m->kind == FE_M_FIELD && !p->panic)
        perr_at(p, m->tsyn->pos, "a field cannot have type void");
    return m;
}

/* ------------------------------------------------------------ types */

static fe_typedecl *parse_type_decl(parser *p, fe_attr *attrs, int nattrs, int mods);
static fe_typedecl *parse_record_decl(parser *p, fe_attr *attrs, int nattrs, int mods);
static void match_parens(parser *p);

/* A type declaration starts here (after attributes and modifiers). */
static int at_type_decl(parser *p)
{
    const fe_token *t = cur(p);
    if (t->kind == FE_TK_IDENT && !strcmp(t->text, "record") &&
        (is_ident_at(p, 1) || is_kw_at(p, 1, FE_KW_class) || is_kw_at(p, 1, FE_KW_struct)))
        return 1;
    if (t->kind != FE_TK_KEYWORD)
        return 0;
    return t->kw == FE_KW_class || t->kw == FE_KW_struct || t->kw == FE_KW_interface ||
           t->kw == FE_KW_enum || (t->kw == FE_KW_delegate && !is_punct_at(p, 1, FE_P_LPAREN));
}

/* Does the source text [s, s + n) hold the identifier name (an
 * interpolated string's hole)? */
static int text_names(const char *s, size_t n, const char *name)
{
    size_t k = strlen(name);
    for (size_t i = 0; i + k <= n; i++) {
        if (memcmp(s + i, name, k))
            continue;
        int before = i > 0 && (isalnum((unsigned char)s[i - 1]) || s[i - 1] == '_');
        int after = i + k < n && (isalnum((unsigned char)s[i + k]) || s[i + k] == '_');
        if (!before && !after)
            return 1;
    }
    return 0;
}

/* Marks the primary constructor parameters that tokens [from, to) name,
 * other than as a member access's right side (`a.x`). */
static void scan_primary_names(parser *p, int from, int to)
{
    primary_scan *ps = p->pscan;
    for (int i = from; i < to && i < p->ntoks; i++) {
        const fe_token *t = &p->toks[i];
        for (int k = 0; k < ps->npds; k++) {
            if (t->kind == FE_TK_INTERP) {
                for (int j = 0; j < t->nparts; j++)
                    if (t->parts[j].is_expr && text_names(t->parts[j].text, t->parts[j].len, ps->pds[k].name))
                        ps->used[k] = 1;
                continue;
            }
            if (t->kind != FE_TK_IDENT || strcmp(t->text, ps->pds[k].name))
                continue;
            const fe_token *prev = i > 0 ? &p->toks[i - 1] : NULL;
            if (prev && prev->kind == FE_TK_PUNCT &&
                (prev->punct == FE_P_DOT || prev->punct == FE_P_QDOT || prev->punct == FE_P_ARROW ||
                 prev->punct == FE_P_COLONCOLON))
                continue;
            ps->used[k] = 1;
        }
    }
}

/* A member whose every expression is an initializer (run by the primary
 * constructor, where the parameters are its own) or a constructor (which
 * cannot name them): it captures nothing. */
static int captures_nothing(const fe_member *m)
{
    return m->kind == FE_M_FIELD || m->kind == FE_M_CONST || m->kind == FE_M_CTOR ||
           (m->kind == FE_M_PROP && m->prop_init);
}

static void parse_class_body(parser *p, fe_typedecl *td)
{
    gvec v;
    gv_init(&v, sizeof(fe_member *));
    const char *saved = p->cls_name;
    p->cls_name = td->name;
    if (expect(p, FE_P_LBRACE)) {
        while (!is_punct(p, FE_P_RBRACE) && !at_eof(p)) {
            int before = p->at;
            int nattrs;
            fe_attr *attrs = parse_attrs(p, &nattrs);
            int mods = parse_modifiers(p);
            if (!p->panic && at_type_decl(p)) {
                fe_typedecl *saved_outer = p->outer;
                p->outer = td;
                parse_type_decl(p, attrs, nattrs, mods);   /* a nested type: into p->types */
                p->outer = saved_outer;
                p->cls_name = td->name;
                if (p->pscan && p->pscan->td == td)
                    scan_primary_names(p, before, p->at);
                if (p->panic)
                    recover(p, before);
                if (p->at == before)
                    advance(p);
                continue;
            }
            fe_member *m = p->panic ? NULL : parse_member(p, attrs, nattrs, mods);
            if (!p->panic && p->pscan && p->pscan->td == td && !captures_nothing(m))
                scan_primary_names(p, before, p->at);
            if (!p->panic) {
                gv_push(&v, &m);
                if (m->kind == FE_M_METHOD && (m->mods & FE_MOD_ASYNC) && (m->mods & FE_MOD_STATIC) &&
                    !strcmp(m->name, "Main") && m->ntparams == 0 && fe_async_main_kind(m->tsyn) >= 0) {
                    fe_member *w = fe_async_entry(p->a, m, "<Main>", fe_async_main_kind(m->tsyn));
                    gv_push(&v, &w);   /* async Main: the entry point <Main> waits for it */
                }
            }
            else
                recover(p, before);
            if (p->at == before)
                advance(p);
        }
        expect(p, FE_P_RBRACE);
    }
    p->cls_name = saved;
    td->members = gv_finish(p, &v, &td->nmembers);
}

static void parse_enum_body(parser *p, fe_typedecl *td)
{
    gvec v;
    gv_init(&v, sizeof(fe_enum_member));
    if (expect(p, FE_P_LBRACE)) {
        while (!is_punct(p, FE_P_RBRACE) && !at_eof(p) && !p->panic) {
            fe_enum_member em;
            int nattrs;
            memset(&em, 0, sizeof em);
            fe_attr *attrs = parse_attrs(p, &nattrs);
            if (nattrs && !p->panic)   /* none of the supported ones is valid there; the syntax is fine: no panic */
                fe_error(p->d, attrs[0].pos, "attribute %s is not supported on an enum member", attrs[0].written);
            em.name = expect_ident(p, &em.pos);
            if (accept(p, FE_P_ASSIGN))
                em.value = parse_expr(p);
            gv_push(&v, &em);
            if (!accept(p, FE_P_COMMA))
                break;
        }
        expect(p, FE_P_RBRACE);
    }
    td->enums = gv_finish(p, &v, &td->nenums);
}

/* `, I, J` after a base list's first entry: td->bases. */
static void parse_more_bases(parser *p, fe_typedecl *td)
{
    gvec v;
    gv_init(&v, sizeof(fe_typesyn *));
    while (!p->panic && accept(p, FE_P_COMMA)) {
        fe_typesyn *b = parse_type(p, 0);
        gv_push(&v, &b);
    }
    td->bases = gv_finish(p, &v, &td->nbases);
}

static void parse_primary_class(parser *p, fe_typedecl *td);

/* A class's, struct's or interface's head after its name, and its body. */
static void parse_class_head(parser *p, fe_typedecl *td)
{
    if (is_punct(p, FE_P_LT)) {
        td->tparams = parse_tparams(p, &td->ntparams);
        if (p->panic)
            return;
    }
    if (is_punct(p, FE_P_LPAREN) && td->kind != FE_TD_INTERFACE) {
        parse_primary_class(p, td);
        return;
    }
    if (accept(p, FE_P_COLON)) {
        td->base = parse_type(p, 0);
        parse_more_bases(p, td);
    }
    parse_where_clauses(p, td->tparams, td->ntparams);
    if (!p->panic)
        parse_class_body(p, td);
}

/* `delegate R Name(params);`, attributes and modifiers already read. */
static fe_typedecl *parse_delegate_decl(parser *p, fe_attr *attrs, int nattrs, int mods)
{
    fe_typedecl *td = fe_ast_alloc(p->a, sizeof *td);
    td->kind = FE_TD_DELEGATE;
    td->attrs = attrs;
    td->nattrs = nattrs;
    td->mods = mods;
    td->ns = p->ns;
    td->outer = p->outer;
    advance(p);
    td->dret = parse_type(p, 1);
    td->name = expect_ident(p, &td->pos);
    gv_push(p->types, &td);
    if (is_punct(p, FE_P_LT)) {   /* delegate R Name<T..>(...) where ...; */
        td->tparams = parse_tparams(p, &td->ntparams);
        if (p->panic)
            return td;
    }
    td->dparams = parse_params(p, &td->ndparams);
    parse_where_clauses(p, td->tparams, td->ntparams);
    expect(p, FE_P_SEMI);
    return td;
}

/* ------------------------------------------------------------ records */

/* The index of the token at pos (tokens are in source order). */
static int tok_at(const parser *p, fe_pos pos)
{
    int lo = 0, hi = p->ntoks - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        fe_pos q = p->toks[mid].pos;
        if (q.line < pos.line || (q.line == pos.line && q.col < pos.col))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The index of type syntax t's first token (an array's or nullable's node
 * is at its `[` or `?`; a nested name's at its last part). */
static int syn_start(const parser *p, const fe_typesyn *t)
{
    for (;;) {
        if ((t->kind == FE_TS_ARRAY || t->kind == FE_TS_NULLABLE) && t->elem)
            t = t->elem;
        else if (t->kind == FE_TS_NAME && t->outer)
            t = t->outer;
        else
            return tok_at(p, t->pos);
    }
}

typedef struct rec_splice { int from, to; } rec_splice;   /* tokens [from, to) of the record's file */

static int splice(gvec *sp, int from, int to)
{
    rec_splice r = {from, to};
    gv_push(sp, &r);
    return sp->n - 1;
}

/* Does a body member declare name (a field, property, method or event)? */
static int body_declares(const fe_typedecl *td, const char *name)
{
    for (int i = 0; i < td->nmembers; i++) {
        const fe_member *m = td->members[i];
        if (m->kind == FE_M_FIELD || m->kind == FE_M_CONST) {
            for (int k = 0; k < m->ndecls; k++)
                if (!strcmp(m->decls[k].name, name))
                    return 1;
        } else if (m->name && !strcmp(m->name, name) && m->kind != FE_M_CTOR) {
            return 1;
        }
    }
    return 0;
}

static int names_record(const fe_typesyn *t, const fe_typedecl *td)
{
    return t && t->kind == FE_TS_NAME && t->nparts == 1 && !strcmp(t->parts[0], td->name);
}

/* FE_REC_USER_*: the synthesized members the body replaces. */
static unsigned user_members(const fe_typedecl *td, int npos)
{
    unsigned u = 0;
    for (int i = 0; i < td->nmembers; i++) {
        const fe_member *m = td->members[i];
        if (m->mods & FE_MOD_STATIC)
            continue;
        if (m->kind == FE_M_CTOR) {
            u |= FE_REC_USER_CTOR;
            if (m->nparams == 1 && names_record(m->params[0].tsyn, td))
                u |= FE_REC_USER_COPY;
        } else if (m->kind == FE_M_PROP && !strcmp(m->name, "EqualityContract")) {
            u |= FE_REC_USER_CONTRACT;
        } else if (m->kind == FE_M_METHOD && !m->explicit_iface) {
            if (!strcmp(m->name, "ToString") && !m->nparams)
                u |= FE_REC_USER_TOSTRING;
            else if (!strcmp(m->name, "GetHashCode") && !m->nparams)
                u |= FE_REC_USER_HASH;
            else if (!strcmp(m->name, "PrintMembers") && m->nparams == 1)
                u |= FE_REC_USER_PRINT;
            else if (!strcmp(m->name, "Equals") && m->nparams == 1 && names_record(m->params[0].tsyn, td))
                u |= FE_REC_USER_EQUALS;
            else if (!strcmp(m->name, "Deconstruct") && npos && m->nparams == npos)
                u |= FE_REC_USER_DECONSTRUCT;
        }
    }
    return u;
}

/* The body's fields and properties as the synthesized members see them. */
static void body_members(parser *p, const fe_typedecl *td, gvec *ms, gvec *sp)
{
    for (int i = 0; i < td->nmembers; i++) {
        const fe_member *m = td->members[i];
        if ((m->mods & FE_MOD_STATIC) || m->explicit_iface || !m->tsyn)
            continue;
        int pub = (m->mods & FE_MOD_PUBLIC) != 0;
        if (m->kind == FE_M_FIELD && !(m->mods & FE_MOD_EVENT)) {
            int type = splice(sp, syn_start(p, m->tsyn), tok_at(p, m->decls[0].pos));
            for (int k = 0; k < m->ndecls; k++) {
                fe_rec_member r = {m->decls[k].name, type, pub, 1, -1};
                gv_push(ms, &r);
            }
        } else if (m->kind == FE_M_PROP && !(m->mods & FE_MOD_EVENT)) {
            int printable = (m->get.present || m->expr_body) && !(m->mods & FE_MOD_OVERRIDE);
            int is_auto = m->get.present && !m->get.body && !m->get.expr_body && !m->expr_body &&
                          !(m->set.present && (m->set.body || m->set.expr_body)) &&
                          !(m->mods & FE_MOD_ABSTRACT);
            fe_rec_member r = {m->name, splice(sp, syn_start(p, m->tsyn), tok_at(p, m->pos)),
                               pub && printable, is_auto, -1};
            gv_push(ms, &r);
        }
    }
}

/* Parses the members record td synthesizes (parse_record.c) and appends
 * them to its members; called by sema once td's base class is known. */
void fe_record_add_members(fe_typedecl *td, int derived, const char *inherited)
{
    fe_rec_syntax *rs = td->record;
    fe_rec_shape r = rs->shape;
    fe_rec_pos *pos = malloc(sizeof *pos * (size_t)(r.npos + 1));
    fe_rec_member *ms = malloc(sizeof *ms * (size_t)(r.nmembers + 1));
    if (!pos || !ms)
        fe_out_of_memory();
    int n = 0;
    for (int i = 0; i < r.npos; i++) {
        pos[i] = r.pos[i];
        pos[i].declared |= inherited[i];
    }
    for (int i = 0; i < r.nmembers; i++)
        if (r.members[i].pos < 0 || !inherited[r.members[i].pos])
            ms[n++] = r.members[i];
    r.pos = pos;
    r.members = ms;
    r.nmembers = n;
    size_t len;
    char *text = fe_record_text(&r, derived, &len);
    parser q;
    fe_lexer L;
    memset(&q, 0, sizeof q);
    q.a = rs->arena;
    q.d = rs->diags;
    q.file = rs->file;
    q.ns = td->ns;
    q.outer = td->outer;
    q.throw_at = -1;
    gvec types;   /* the text declares no nested type */
    gv_init(&types, sizeof(fe_typedecl *));
    q.types = &types;
    char *src = fe_ast_alloc(q.a, len + 1);
    memcpy(src, text, len);
    free(text);
    fe_lex_init(&L, q.a, q.d, q.file, src, len);
    gvec v;
    fe_token t;
    gv_init(&v, sizeof(fe_token));
    size_t pre = strlen("__kiln_splice_");
    do {
        fe_lex_next(&L, &t);
        if (t.kind == FE_TK_IDENT && !strncmp(t.text, "__kiln_splice_", pre)) {
            int k = atoi(t.text + pre);
            for (int i = 0; k >= 0 && k < rs->nsplices && i < rs->nsplice[k]; i++)
                gv_push(&v, &rs->splice[k][i]);
            continue;
        }
        t.pos = t.end = td->pos;
        gv_push(&v, &t);
    } while (t.kind != FE_TK_EOF);
    q.toks = (fe_token *)v.v;
    q.ntoks = v.n;
    match_parens(&q);
    fe_typedecl tmp = *td;
    parse_class_body(&q, &tmp);
    gvec out;
    gv_init(&out, sizeof(fe_member *));
    for (int i = 0; i < td->nmembers; i++)
        gv_push(&out, &td->members[i]);
    size_t cpre = strlen(FE_CAPTURE_PREFIX);
    for (int i = 0; i < tmp.nmembers; i++) {
        fe_member *m = tmp.members[i];
        if (m->name && !strcmp(m->name, "__kiln_clone"))
            m->name = "<Clone>$";
        if (m->kind == FE_M_CTOR && r.params >= 0 && !td->primary) {   /* the text's first: ctor */
            m->primary = 1;
            td->primary = m;
        }
        if (m->kind == FE_M_FIELD && !strncmp(m->decls[0].name, FE_CAPTURE_PREFIX, cpre))
            m->decls[0].name = fe_primary_field_name(q.a, m->decls[0].name + cpre);
        gv_push(&out, &m);
    }
    td->members = gv_finish(&q, &out, &td->nmembers);
    free(q.toks);
    free(q.match);
    free(types.v);
    free(pos);
    free(ms);
}

static void store_syntax(parser *p, fe_typedecl *td, const fe_rec_shape *r, const gvec *sp);

/* Keeps record td's syntax for sema (fe_record_add_members). */
static void keep_record_syntax(parser *p, fe_typedecl *td, fe_paramdecl *pds, int npds, fe_rec_shape *r,
                               gvec *sp)
{
    gvec pos, ms;
    gv_init(&pos, sizeof(fe_rec_pos));
    gv_init(&ms, sizeof(fe_rec_member));
    for (int i = 0; i < npds; i++) {
        fe_rec_pos x = {pds[i].name, splice(sp, syn_start(p, pds[i].tsyn), tok_at(p, pds[i].pos)),
                        body_declares(td, pds[i].name)};
        gv_push(&pos, &x);
        if (!x.declared) {
            fe_rec_member m = {x.name, x.type, 1, 1, i};
            gv_push(&ms, &m);
        }
    }
    body_members(p, td, &ms, sp);
    r->name = td->name;
    r->ntparams = td->ntparams;
    r->tparams = fe_ast_alloc(p->a, sizeof *r->tparams * (size_t)(td->ntparams + 1));
    for (int i = 0; i < td->ntparams; i++)
        r->tparams[i] = td->tparams[i].name;
    r->is_struct = td->kind == FE_TD_STRUCT;
    r->is_readonly = (td->mods & FE_MOD_READONLY) != 0;
    r->is_abstract = (td->mods & FE_MOD_ABSTRACT) != 0;
    r->pos = gv_finish(p, &pos, &r->npos);
    r->members = gv_finish(p, &ms, &r->nmembers);
    r->user = user_members(td, npds);
    store_syntax(p, td, r, sp);
}

/* Keeps the shape r and the splices sp as td->record. */
static void store_syntax(parser *p, fe_typedecl *td, const fe_rec_shape *r, const gvec *sp)
{
    fe_rec_syntax *rs = fe_ast_alloc(p->a, sizeof *rs);
    rs->shape = *r;
    rs->arena = p->a;
    rs->diags = p->d;
    rs->file = p->file;
    rs->nsplices = sp->n;
    rs->splice = fe_ast_alloc(p->a, sizeof *rs->splice * (size_t)(sp->n + 1));
    rs->nsplice = fe_ast_alloc(p->a, sizeof *rs->nsplice * (size_t)(sp->n + 1));
    for (int i = 0; i < sp->n; i++) {
        const rec_splice *x = &((const rec_splice *)sp->v)[i];
        int k = x->to > x->from ? x->to - x->from : 0;
        rs->nsplice[i] = k;
        rs->splice[i] = fe_ast_alloc(p->a, sizeof(fe_token) * (size_t)(k + 1));
        if (k)
            memcpy(rs->splice[i], &p->toks[x->from], sizeof(fe_token) * (size_t)k);
    }
    td->record = rs;
}

/* `record [class|struct] R<T>(params) : B(args), I where ..  { body }` or
 * `;`, attributes and modifiers already read (`readonly record struct`). */
static fe_typedecl *parse_record_decl(parser *p, fe_attr *attrs, int nattrs, int mods)
{
    advance(p);   /* record */
    int is_struct = 0;
    if (is_kw(p, FE_KW_struct)) {
        is_struct = 1;
        advance(p);
    } else if (is_kw(p, FE_KW_class)) {
        advance(p);
    }
    fe_typedecl *td = fe_ast_alloc(p->a, sizeof *td);
    td->kind = is_struct ? FE_TD_STRUCT : FE_TD_CLASS;
    td->is_record = 1;
    td->attrs = attrs;
    td->nattrs = nattrs;
    td->mods = mods;
    td->ns = p->ns;
    td->outer = p->outer;
    td->name = expect_ident(p, &td->pos);
    gv_push(p->types, &td);
    p->implies |= FE_IMPLIES_RECORD;
    if ((mods & FE_MOD_PARTIAL) && !p->panic)
        perr_at(p, td->pos, "partial records are not supported");
    if (p->panic)
        return td;
    if (is_punct(p, FE_P_LT)) {
        td->tparams = parse_tparams(p, &td->ntparams);
        if (p->panic)
            return td;
    }
    gvec sp;
    gv_init(&sp, sizeof(rec_splice));
    fe_rec_shape r = {0};
    r.base = r.base_args = r.params = -1;
    fe_paramdecl *pds = NULL;
    int npds = 0;
    if (is_punct(p, FE_P_LPAREN)) {
        int open = p->at;
        pds = parse_params(p, &npds);
        if (!p->panic)
            r.params = splice(&sp, open + 1, p->at - 1);
    }
    if (!p->panic && accept(p, FE_P_COLON)) {
        int from = p->at;
        td->base = parse_type(p, 0);
        r.base = splice(&sp, from, p->at);
        if (!p->panic && is_punct(p, FE_P_LPAREN)) {
            int open = p->at, close = p->match[open];
            if (close < 0) {
                expect(p, FE_P_RPAREN);
                return td;
            }
            td->record_args = 1;
            r.base_args = splice(&sp, open + 1, close);
            p->at = close + 1;
        }
        parse_more_bases(p, td);
    }
    parse_where_clauses(p, td->tparams, td->ntparams);
    if (!p->panic && !is_punct(p, FE_P_SEMI))
        parse_class_body(p, td);
    if (!p->panic)
        keep_record_syntax(p, td, pds, npds, &r, &sp);
    free(sp.v);
    accept(p, FE_P_SEMI);
    return td;
}

/* `class C<T>(params) : B(args), I where .. { body }` or `;` from its
 * `(`: C# 12's primary constructor, made with the capture fields as a
 * record's members are (parse_record.c, shape.plain) once the body is
 * read, since the fields are for the parameters its members name. */
static void parse_primary_class(parser *p, fe_typedecl *td)
{
    if (td->mods & FE_MOD_PARTIAL) {
        perr_at(p, td->pos, "a primary constructor on a partial type is not supported");
        return;
    }
    gvec sp;
    gv_init(&sp, sizeof(rec_splice));
    fe_rec_shape r = {0};
    r.base = r.base_args = r.params = -1;
    r.plain = 1;
    int open = p->at, npds = 0;
    fe_paramdecl *pds = parse_params(p, &npds);
    if (!p->panic)
        r.params = splice(&sp, open + 1, p->at - 1);
    if (!p->panic && accept(p, FE_P_COLON)) {
        int from = p->at;
        td->base = parse_type(p, 0);
        r.base = splice(&sp, from, p->at);
        if (!p->panic && is_punct(p, FE_P_LPAREN)) {
            int lp = p->at, close = p->match[lp];
            if (close < 0 || td->kind == FE_TD_STRUCT) {
                perr(p, close < 0 ? "expected ')'" : "unexpected argument list: a struct has no base class");
                free(sp.v);
                return;
            }
            td->record_args = 1;
            r.base_args = splice(&sp, lp + 1, close);
            p->at = close + 1;
        }
        parse_more_bases(p, td);
    }
    parse_where_clauses(p, td->tparams, td->ntparams);
    primary_scan ps = {td, pds, npds, calloc((size_t)npds + 1, 1)};
    if (!ps.used)
        fe_out_of_memory();
    primary_scan *saved = p->pscan;
    p->pscan = &ps;
    if (!p->panic && !is_punct(p, FE_P_SEMI))
        parse_class_body(p, td);
    p->pscan = saved;
    if (!p->panic) {
        gvec pos;
        gv_init(&pos, sizeof(fe_rec_pos));
        for (int i = 0; i < npds; i++) {
            fe_rec_pos x = {pds[i].name, splice(&sp, syn_start(p, pds[i].tsyn), tok_at(p, pds[i].pos)),
                            !ps.used[i] || body_declares(td, pds[i].name) || pds[i].mode != FE_AM_VALUE};
            gv_push(&pos, &x);
        }
        r.name = td->name;
        r.is_struct = td->kind == FE_TD_STRUCT;
        r.is_readonly = (td->mods & FE_MOD_READONLY) != 0;
        r.pos = gv_finish(p, &pos, &r.npos);
        store_syntax(p, td, &r, &sp);
        memset(ps.used, 0, (size_t)npds + 1);   /* now zeros: nothing is inherited */
        fe_record_add_members(td, 1, ps.used);
    }
    free(ps.used);
    free(sp.v);
}

/* class/enum declaration, attributes and modifiers already read; NULL if
 * the declaration is not a class or enum (reported). */
static fe_typedecl *parse_type_decl(parser *p, fe_attr *attrs, int nattrs, int mods)
{
    const fe_token *t = cur(p);
    fe_kw k = t->kind == FE_TK_KEYWORD ? t->kw : FE_KW_COUNT_;
    if (k == FE_KW_delegate)
        return parse_delegate_decl(p, attrs, nattrs, mods);
    if (t->kind == FE_TK_IDENT && !strcmp(t->text, "record"))
        return parse_record_decl(p, attrs, nattrs, mods);
    if (k != FE_KW_class && k != FE_KW_enum && k != FE_KW_interface && k != FE_KW_struct) {
        expected(p, "class, struct, interface or enum declaration");
        return NULL;
    }
    fe_typedecl *td = fe_ast_alloc(p->a, sizeof *td);
    td->kind = k == FE_KW_class ? FE_TD_CLASS : k == FE_KW_interface ? FE_TD_INTERFACE :
               k == FE_KW_struct ? FE_TD_STRUCT : FE_TD_ENUM;
    td->attrs = attrs;
    td->nattrs = nattrs;
    td->mods = mods;
    td->ns = p->ns;
    td->outer = p->outer;
    advance(p);
    td->name = expect_ident(p, &td->pos);
    gv_push(p->types, &td);   /* before its nested types */
    if (td->kind != FE_TD_ENUM) {
        parse_class_head(p, td);
    } else {
        if (accept(p, FE_P_COLON)) {
            td->base = parse_type(p, 0);   /* sema checks it is an integral type */
        }
        if (!p->panic)
            parse_enum_body(p, td);
    }
    accept(p, FE_P_SEMI);
    return td;
}

/* ------------------------------------------------------------ compilation unit */

typedef struct unit_acc {
    gvec usings, types;
    gvec nsdecls;          /* fe_nsdecl: the namespace declarations */
    gvec top;              /* top-level statements (parse_toplevel.c) */
    int seen_decl;         /* a namespace or type declaration was parsed at file level */
} unit_acc;

/* Dotted name into the arena. */
static const char *parse_dotted(parser *p, fe_pos *pos)
{
    gvec buf;
    gv_init(&buf, 1);
    *pos = cur_pos(p);
    do {
        const char *s = expect_ident(p, NULL);
        if (buf.n)
            gv_push(&buf, ".");
        for (const char *c = s; *c; c++)
            gv_push(&buf, c);
    } while (!p->panic && accept(p, FE_P_DOT));
    const char *r = fe_ast_strdup(p->a, buf.v ? buf.v : "", (size_t)buf.n);
    free(buf.v);
    return r;
}

static void parse_using(parser *p, unit_acc *u)
{
    fe_using us;
    memset(&us, 0, sizeof us);
    us.decl = p->ns[0] ? p->ns : NULL;   /* in scope in this declaration only */
    if (is_word_at(p, 0, "global")) {   /* global using: every file's (fe_share_usings) */
        if (p->ns[0]) {
            perr(p, "a global using directive cannot be used in a namespace declaration");
            return;
        }
        us.is_global = 1;
        advance(p);
    }
    advance(p);
    if (is_kw(p, FE_KW_static)) {
        us.is_static = 1;
        advance(p);
    } else if (is_ident_at(p, 0) && is_punct_at(p, 1, FE_P_ASSIGN)) {
        us.alias = cur(p)->text;
        p->at += 2;
    }
    int start = p->at;
    if (us.alias && is_punct(p, FE_P_LPAREN)) {   /* using P = (int X, int Y); C# 12 (sema_decl.c) */
        us.pos = cur_pos(p);
        us.ns = "";
        us.tsyn = parse_type(p, 0);
        if (!p->panic) {
            gv_push(&u->usings, &us);
            expect(p, FE_P_SEMI);
        }
        return;
    }
    if (us.alias && !is_ident_at(p, 0)) {
        perr(p, "using aliases of predefined, array, pointer or nullable types (C# 12) are not supported");
        return;
    }
    us.ns = parse_dotted(p, &us.pos);
    if (p->panic)
        return;
    if (us.alias && is_punct(p, FE_P_LT)) {   /* using A = N.G<int>; a constructed type (sema_decl.c) */
        p->at = start;
        us.tsyn = parse_type(p, 0);
        if (p->panic)
            return;
    }
    gv_push(&u->usings, &us);   /* sema checks that the namespace exists */
    expect(p, FE_P_SEMI);
}

static void parse_ns_members(parser *p, unit_acc *u, int nested);

/* Records the namespace declaration named name (its own string) in parent. */
static void add_nsdecl(unit_acc *u, const char *name, const char *parent)
{
    fe_nsdecl d = {name, parent, NULL};
    gv_push(&u->nsdecls, &d);
}

static void parse_namespace(parser *p, unit_acc *u)
{
    fe_pos pos;
    advance(p);
    const char *name = parse_dotted(p, &pos);
    if (p->panic)
        return;
    if (is_punct(p, FE_P_SEMI)) {   /* namespace N; : the rest of the file is in N */
        if (p->file_ns || p->block_ns || p->ns[0] || u->seen_decl || u->top.n)
            perr_at(p, pos, p->file_ns || p->block_ns ? "a source file cannot contain both file-scoped and other namespace declarations"
                                                      : "a file-scoped namespace must precede all other members in a file");
        p->ns = name;
        p->file_ns = 1;
        add_nsdecl(u, name, NULL);
        advance(p);
        return;
    }
    if (p->file_ns) {
        perr_at(p, pos, "a source file cannot contain both file-scoped and other namespace declarations");
        return;
    }
    p->block_ns = 1;
    if (!enter(p, "namespace")) {
        leave(p);
        return;
    }
    const char *saved = p->ns;
    if (saved[0]) {
        size_t n = strlen(saved) + strlen(name) + 2;
        char *full = fe_ast_alloc(p->a, n);
        snprintf(full, n, "%s.%s", saved, name);
        p->ns = full;
    } else {
        p->ns = name;
    }
    add_nsdecl(u, p->ns, saved[0] ? saved : NULL);
    if (expect(p, FE_P_LBRACE)) {
        parse_ns_members(p, u, 1);
        expect(p, FE_P_RBRACE);
    }
    p->ns = saved;
    leave(p);
}

static void parse_ns_member(parser *p, unit_acc *u)
{
    if (is_kw(p, FE_KW_using) || is_word_at(p, 0, "global")) {
        parse_using(p, u);
        return;
    }
    if (is_kw(p, FE_KW_namespace)) {
        parse_namespace(p, u);
        return;
    }
    if (is_punct(p, FE_P_LBRACKET) && (is_word_at(p, 1, "assembly") || is_word_at(p, 1, "module"))
        && is_punct_at(p, 2, FE_P_COLON)) {
        perr(p, "attribute targets ('%s:') are not supported", tk(p, 1)->text);
        return;
    }
    int nattrs;
    fe_attr *attrs = parse_attrs(p, &nattrs);
    int mods = parse_modifiers(p);
    if (p->panic)
        return;
    parse_type_decl(p, attrs, nattrs, mods);   /* into p->types */
}

/* At `using`: a using directive, not a using statement (`using (...)`,
 * `using var x = ...;`): `using static`, `using A =` or `using N.M;`. */
static int is_using_directive(const parser *p)
{
    int i = is_word_at(p, 0, "global") && is_kw_at(p, 1, FE_KW_using) ? 2 : 1;
    if (i == 1 && !is_kw_at(p, 0, FE_KW_using))
        return 0;
    if (is_kw_at(p, i, FE_KW_static) || (is_ident_at(p, i) && is_punct_at(p, i + 1, FE_P_ASSIGN)))
        return 1;
    while (is_ident_at(p, i) && is_punct_at(p, i + 1, FE_P_DOT))
        i += 2;
    return is_ident_at(p, i) && is_punct_at(p, i + 1, FE_P_SEMI);
}

/* `namespace N.M;`: a file-scoped namespace (C# 10). */
static int is_file_namespace(const parser *p)
{
    if (!is_kw(p, FE_KW_namespace))
        return 0;
    int i = 1;
    while (is_ident_at(p, i) && is_punct_at(p, i + 1, FE_P_DOT))
        i += 2;
    return is_ident_at(p, i) && is_punct_at(p, i + 1, FE_P_SEMI);
}

/* A namespace or type declaration starts here (attributes and modifiers
 * first), not a top-level statement: `static int F() => 1;` is a local
 * function, `new C().Run();` an expression. */
static int is_decl_start(const parser *p)
{
    if (is_punct(p, FE_P_LBRACKET) || is_kw(p, FE_KW_namespace))
        return 1;
    int i = 0;
    for (;; i++) {
        const fe_token *t = tk(p, i);
        if (t->kind == FE_TK_KEYWORD && t->kw == FE_KW_ref && is_kw_at(p, i + 1, FE_KW_struct))
            continue;   /* ref struct */
        if (t->kind == FE_TK_KEYWORD && (modifier_bit(t->kw) || t->kw == FE_KW_unsafe) &&
            !is_punct_at(p, i + 1, FE_P_LPAREN) && !is_punct_at(p, i + 1, FE_P_LBRACE))
            continue;
        if (t->kind == FE_TK_IDENT && !strcmp(t->text, "partial") &&
            (tk(p, i + 1)->kind == FE_TK_KEYWORD || is_word_at(p, i + 1, "record")))
            continue;
        break;
    }
    const fe_token *t = tk(p, i);
    if (t->kind == FE_TK_KEYWORD)
        return t->kw == FE_KW_class || t->kw == FE_KW_struct || t->kw == FE_KW_interface ||
               t->kw == FE_KW_enum || t->kw == FE_KW_delegate;
    return t->kind == FE_TK_IDENT && !strcmp(t->text, "record") &&
           (is_ident_at(p, i + 1) || is_kw_at(p, i + 1, FE_KW_class) || is_kw_at(p, i + 1, FE_KW_struct));
}

/* A top-level statement (C# 9): before the file's declarations, outside
 * any block namespace; the statements become Program.<Main>$. */
static void parse_top_stmt(parser *p, unit_acc *u)
{
    if (is_kw(p, FE_KW_extern) && is_word_at(p, 1, "alias"))
        perr(p, "extern alias directives are not supported");
    else if (is_word_at(p, 0, "file") && tk(p, 1)->kind == FE_TK_KEYWORD)
        perr(p, "file-local types (`file`, C# 11) are not supported");
    else if (u->seen_decl || p->ns[0])
        perr(p, "top-level statements must precede namespace and type declarations");
    int awaits = p->top_awaits;
    fe_stmt *s = parse_stmt(p);
    p->top_stmt_awaits += p->top_awaits - awaits;
    gv_push(&u->top, &s);
}

static void parse_ns_members(parser *p, unit_acc *u, int nested)
{
    int seen_decl = 0;
    while (!at_eof(p) && !(nested && is_punct(p, FE_P_RBRACE))) {
        int before = p->at;
        if (!nested && !is_using_directive(p) && !is_decl_start(p)) {
            parse_top_stmt(p, u);
            seen_decl = 1;
            if (p->at == before)
                advance(p);
            continue;
        }
        int directive = is_using_directive(p) || is_file_namespace(p);   /* not declarations */
        if (is_using_directive(p) && seen_decl)
            perr(p, "using directives must come before the declarations of a namespace");
        else if (!directive)
            seen_decl = 1;
        if (!nested && !directive)
            u->seen_decl = 1;
        parse_ns_member(p, u);
        if (p->panic)
            recover(p, before);
        if (p->at == before)
            advance(p);
    }
}

/* ------------------------------------------------------------ entry points */

/* One pass with a stack: pairs every '(' with its ')'. */
static void match_parens(parser *p)
{
    int *stack = malloc((size_t)p->ntoks * sizeof *stack);
    int sp = 0;
    p->match = malloc((size_t)p->ntoks * sizeof *p->match);
    if (!stack || !p->match)
        fe_out_of_memory();
    for (int i = 0; i < p->ntoks; i++) {
        const fe_token *t = &p->toks[i];
        p->match[i] = -1;
        if (t->kind != FE_TK_PUNCT)
            continue;
        if (t->punct == FE_P_LPAREN)
            stack[sp++] = i;
        else if (t->punct == FE_P_RPAREN && sp > 0)
            p->match[stack[--sp]] = i;
    }
    free(stack);
}

static void lex_all(parser *p, fe_lexer *L)
{
    gvec v;
    fe_token t;
    gv_init(&v, sizeof(fe_token));
    do {
        fe_lex_next(L, &t);
        gv_push(&v, &t);
    } while (t.kind != FE_TK_EOF);
    p->toks = (fe_token *)v.v;
    p->ntoks = v.n;
    p->at = 0;
    match_parens(p);
}

fe_unit *fe_parse_file(fe_ast_arena *a, fe_diags *d, int file, const char *path,
                       const char *text, size_t len)
{
    parser p;
    fe_lexer L;
    unit_acc u;
    memset(&p, 0, sizeof p);
    p.a = a;
    p.d = d;
    p.file = file;
    p.ns = "";
    p.throw_at = -1;
    if (len > FE_PARSE_MAX_SOURCE) {
        fe_pos pos = {file, 1, 1};
        fe_error(d, pos, "source file too large (%zu bytes; the limit is %zu)", len,
                 FE_PARSE_MAX_SOURCE);
        len = 0;
    }
    fe_lex_init(&L, a, d, file, text, len);
    lex_all(&p, &L);
    p.src = text;
    p.srclen = len;
    gv_init(&u.usings, sizeof(fe_using));
    gv_init(&u.nsdecls, sizeof(fe_nsdecl));
    gv_init(&u.types, sizeof(fe_typedecl *));
    gv_init(&u.top, sizeof(fe_stmt *));
    p.types = &u.types;
    parse_ns_members(&p, &u, 0);
    if (u.top.n) {   /* Program.<Main>$, first (parse_toplevel.c) */
        int ntop;
        fe_stmt **top = gv_finish(&p, &u.top, &ntop);
        fe_typedecl *prog = fe_toplevel_program(a, top, ntop, p.top_stmt_awaits > 0);
        gv_push(&u.types, &prog);
        memmove(u.types.v + sizeof prog, u.types.v, sizeof prog * (size_t)(u.types.n - 1));
        memcpy(u.types.v, &prog, sizeof prog);
    } else {
        free(u.top.v);
    }
    fe_unit *unit = fe_ast_alloc(a, sizeof *unit);
    unit->path = fe_ast_strdup(a, path, strlen(path));
    unit->file = file;
    unit->usings = gv_finish(&p, &u.usings, &unit->nusings);
    unit->nsdecls = gv_finish(&p, &u.nsdecls, &unit->nnsdecls);
    unit->types = gv_finish(&p, &u.types, &unit->ntypes);
    unit->implies = p.implies;
    unit->defines = L.defines;
    fe_merge_partials(a, d, unit);
    free(p.toks);
    free(p.match);
    free(p.line_at);
    return unit;
}

fe_expr *fe_parse_expr_text(fe_ast_arena *a, fe_diags *d, int file, const char *text, size_t len)
{
    parser p;
    fe_lexer L;
    int before = fe_error_count(d);
    memset(&p, 0, sizeof p);
    p.a = a;
    p.d = d;
    p.file = file;
    p.ns = "";
    p.throw_at = -1;
    fe_lex_init(&L, a, d, file, text, len);
    lex_all(&p, &L);
    fe_expr *e = parse_expr(&p);
    if (!at_eof(&p))
        expected(&p, "end of expression");
    free(p.toks);
    free(p.match);
    return fe_error_count(d) > before ? NULL : e;
}
