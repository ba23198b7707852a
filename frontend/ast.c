/* ast.c - the syntax tree's arena allocator and a readable S-expression
 * dump of expressions (tests assert tree shapes with it).
 *
 * Invariants: arena memory is zeroed and max-aligned; nothing allocated from
 * an arena is ever freed individually.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"

#define FE_ARENA_ALIGN 16
#define FE_ARENA_CHUNK (64 * 1024)

void fe_ast_arena_init(fe_ast_arena *a)
{
    a->head = NULL;
    a->total = 0;
}

void fe_ast_arena_free(fe_ast_arena *a)
{
    fe_ast_chunk *c = a->head;
    while (c) {
        fe_ast_chunk *next = c->next;
        free(c);
        c = next;
    }
    a->head = NULL;
    a->total = 0;
}

static size_t header_size(void)
{
    return (sizeof(fe_ast_chunk) + FE_ARENA_ALIGN - 1) & ~(size_t)(FE_ARENA_ALIGN - 1);
}

void *fe_ast_alloc(fe_ast_arena *a, size_t n)
{
    fe_ast_chunk *c = a->head;
    n = (n + FE_ARENA_ALIGN - 1) & ~(size_t)(FE_ARENA_ALIGN - 1);
    if (n == 0)
        n = FE_ARENA_ALIGN;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > FE_ARENA_CHUNK ? n : FE_ARENA_CHUNK;
        c = malloc(header_size() + cap);
        if (!c)
            fe_out_of_memory();
        c->cap = cap;
        c->used = 0;
        c->next = a->head;
        a->head = c;
    }
    void *p = (char *)c + header_size() + c->used;
    c->used += n;
    a->total += n;
    memset(p, 0, n);
    return p;
}

char *fe_ast_strdup(fe_ast_arena *a, const char *s, size_t n)
{
    char *p = fe_ast_alloc(a, n + 1);
    if (n)
        memcpy(p, s, n);
    p[n] = 0;
    return p;
}

/* ------------------------------------------------------------------ dump */

typedef struct dumpbuf { char *p; size_t n, cap; } dumpbuf;

static void put(dumpbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 256;
        while (nc < b->n + n + 1)
            nc *= 2;
        char *np = realloc(b->p, nc);
        if (!np)
            fe_out_of_memory();
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

static void puts_(dumpbuf *b, const char *s)
{
    put(b, s, strlen(s));
}

static const char *const predef_names[] = {
    "bool", "char", "byte", "sbyte", "short", "ushort", "int", "uint", "long", "ulong",
    "float", "double", "decimal", "string", "object", "void"
};

static void dump_type(dumpbuf *b, const fe_typesyn *t)
{
    if (!t) {
        puts_(b, "?");
        return;
    }
    switch (t->kind) {
    case FE_TS_PREDEF: puts_(b, predef_names[t->predef]); break;
    case FE_TS_VAR: puts_(b, "var"); break;
    case FE_TS_ARRAY: dump_type(b, t->elem); puts_(b, "[]"); break;
    case FE_TS_NULLABLE: dump_type(b, t->elem); puts_(b, "?"); break;
    case FE_TS_TUPLE:
        puts_(b, "(");
        for (int i = 0; i < t->ntargs; i++) {
            if (i)
                puts_(b, ", ");
            dump_type(b, t->targs[i]);
            if (t->parts[i]) {
                puts_(b, " ");
                puts_(b, t->parts[i]);
            }
        }
        puts_(b, ")");
        break;
    case FE_TS_NAME:
        if (t->outer) {
            dump_type(b, t->outer);
            puts_(b, ".");
        }
        for (int i = 0; i < t->nparts; i++) {
            if (i)
                puts_(b, ".");
            puts_(b, t->parts[i]);
        }
        break;
    }
}

static const char *const bop_names[] = {
    "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
    "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??"
};

const char *fe_bop_name(int bop)
{
    if (bop < 0 || bop > FE_BOP_COALESCE)
        return "=";
    return bop_names[bop];
}

const char *fe_uop_name(fe_uop op)
{
    static const char *const names[] = {"-", "+", "!", "~", "^", ".."};
    return names[op];
}

static void dump_quoted(dumpbuf *b, const char *s, size_t n, char q)
{
    char tmp[16];
    put(b, &q, 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\' || c == (unsigned char)q) {
            put(b, "\\", 1);
            put(b, (const char *)&s[i], 1);
        } else if (c == '\n') {
            puts_(b, "\\n");
        } else if (c < 0x20 || c == 0x7f) {
            snprintf(tmp, sizeof tmp, "\\x%02x", c);
            puts_(b, tmp);
        } else {
            put(b, (const char *)&s[i], 1);
        }
    }
    put(b, &q, 1);
}

static void dump_expr(dumpbuf *b, const fe_expr *e);

static void dump_list(dumpbuf *b, fe_expr *const *l, int n)
{
    for (int i = 0; i < n; i++) {
        puts_(b, " ");
        dump_expr(b, l[i]);
    }
}

static void dump_args(dumpbuf *b, const fe_callarg *a, int n)
{
    for (int i = 0; i < n; i++) {
        puts_(b, a[i].mode == FE_AM_REF ? " ref " : a[i].mode == FE_AM_OUT ? " out " : " ");
        dump_expr(b, a[i].e);
    }
}

static void dump_int(dumpbuf *b, const fe_expr *e)
{
    char tmp[48];
    static const char *const sfx[] = {"", "u", "L", "UL"};
    if (e->lit == FE_LIT_INT || e->lit == FE_LIT_LONG)
        snprintf(tmp, sizeof tmp, "%lld%s", (long long)(int64_t)e->ival, sfx[e->lit]);
    else
        snprintf(tmp, sizeof tmp, "%llu%s", (unsigned long long)e->ival, sfx[e->lit]);
    puts_(b, tmp);
}

static void dump_head(dumpbuf *b, const char *head, const fe_expr *x)
{
    puts_(b, "(");
    puts_(b, head);
    puts_(b, " ");
    dump_expr(b, x);
}

static void dump_pat(dumpbuf *b, const fe_pattern *pt);

static void dump_expr(dumpbuf *b, const fe_expr *e)
{
    char tmp[64];
    if (!e) {
        puts_(b, "<null>");
        return;
    }
    switch (e->kind) {
    case FE_E_INT: dump_int(b, e); break;
    case FE_E_REAL:
        if (e->ival == 2)
            snprintf(tmp, sizeof tmp, "%.60sm", e->str);
        else
            snprintf(tmp, sizeof tmp, e->ival ? "%.9gf" : "%.17gd", e->rval);
        puts_(b, tmp);
        break;
    case FE_E_CHAR:
        if (e->ival >= 0x20 && e->ival < 0x7f) {
            char c = (char)e->ival;
            dump_quoted(b, &c, 1, '\'');
        } else {
            snprintf(tmp, sizeof tmp, "'\\u%04x'", (unsigned)e->ival);
            puts_(b, tmp);
        }
        break;
    case FE_E_STRING: dump_quoted(b, e->str, e->slen, '"'); break;
    case FE_E_BOOL: puts_(b, e->ival ? "true" : "false"); break;
    case FE_E_NULL: puts_(b, "null"); break;
    case FE_E_THIS: puts_(b, "this"); break;
    case FE_E_BASE: puts_(b, "base"); break;
    case FE_E_NAME: puts_(b, e->name); break;
    case FE_E_PREDEF: dump_type(b, e->tsyn); break;
    case FE_E_INTERP: puts_(b, "($"); dump_list(b, e->list, e->nlist); puts_(b, ")"); break;
    case FE_E_MEMBER: dump_head(b, ".", e->left); puts_(b, " "); puts_(b, e->name); puts_(b, ")"); break;
    case FE_E_CALL: dump_head(b, "call", e->left); dump_args(b, e->args, e->nargs); puts_(b, ")"); break;
    case FE_E_INDEX: dump_head(b, "index", e->left); dump_args(b, e->args, e->nargs); puts_(b, ")"); break;
    case FE_E_NEW:
        puts_(b, "(new ");
        dump_type(b, e->tsyn);
        dump_args(b, e->args, e->nargs);
        puts_(b, ")");
        break;
    case FE_E_ANON: puts_(b, "(anon"); dump_list(b, e->list, e->nlist); puts_(b, ")"); break;
    case FE_E_NEWARRAY:
        puts_(b, "(newarray ");
        dump_type(b, e->tsyn);
        puts_(b, " ");
        dump_expr(b, e->left);
        if (e->has_init) {
            puts_(b, " {");
            dump_list(b, e->list, e->nlist);
            puts_(b, " }");
        }
        puts_(b, ")");
        break;
    case FE_E_ARRAYLIT: puts_(b, "(new[]"); dump_list(b, e->list, e->nlist); puts_(b, ")"); break;
    case FE_E_ARRAYINIT: puts_(b, "({}"); dump_list(b, e->list, e->nlist); puts_(b, ")"); break;
    case FE_E_UNARY: dump_head(b, fe_uop_name(e->uop), e->left); puts_(b, ")"); break;
    case FE_E_PREINC: dump_head(b, "++pre", e->left); puts_(b, ")"); break;
    case FE_E_PREDEC: dump_head(b, "--pre", e->left); puts_(b, ")"); break;
    case FE_E_POSTINC: dump_head(b, "post++", e->left); puts_(b, ")"); break;
    case FE_E_POSTDEC: dump_head(b, "post--", e->left); puts_(b, ")"); break;
    case FE_E_BINARY:
        dump_head(b, fe_bop_name(e->bop), e->left);
        puts_(b, " ");
        dump_expr(b, e->right);
        puts_(b, ")");
        break;
    case FE_E_ASSIGN:
        snprintf(tmp, sizeof tmp, "%s=", e->bop < 0 ? "" : fe_bop_name(e->bop));
        dump_head(b, tmp, e->left);
        puts_(b, " ");
        dump_expr(b, e->right);
        puts_(b, ")");
        break;
    case FE_E_COND:
        dump_head(b, "?", e->cond);
        puts_(b, " ");
        dump_expr(b, e->left);
        puts_(b, " ");
        dump_expr(b, e->right);
        puts_(b, ")");
        break;
    case FE_E_CAST:
        puts_(b, "(cast ");
        dump_type(b, e->tsyn);
        puts_(b, " ");
        dump_expr(b, e->left);
        puts_(b, ")");
        break;
    case FE_E_THROW: dump_head(b, "throw", e->left); puts_(b, ")"); break;
    case FE_E_AWAIT: dump_head(b, "await", e->left); puts_(b, ")"); break;
    case FE_E_RANGE:
        puts_(b, "(.. ");
        if (e->left)
            dump_expr(b, e->left);
        else
            puts_(b, "_");
        puts_(b, " ");
        if (e->right)
            dump_expr(b, e->right);
        else
            puts_(b, "_");
        puts_(b, ")");
        break;
    case FE_E_SIZEOF:
        puts_(b, "(sizeof ");
        dump_type(b, e->tsyn);
        puts_(b, ")");
        break;
    case FE_E_TYPEOF:
        puts_(b, "(typeof ");
        dump_type(b, e->tsyn);
        puts_(b, ")");
        break;
    case FE_E_DEFAULT:
        puts_(b, "(default");
        if (e->tsyn) {
            puts_(b, " ");
            dump_type(b, e->tsyn);
        }
        puts_(b, ")");
        break;
    case FE_E_HOLE:
        dump_head(b, "hole", e->left);
        if (e->right) {
            puts_(b, " ");
            dump_expr(b, e->right);
        }
        if (e->str) {
            puts_(b, " :");
            puts_(b, e->str);
        }
        puts_(b, ")");
        break;
    case FE_E_CHECKED:
        dump_head(b, e->ival ? "checked" : "unchecked", e->left);
        puts_(b, ")");
        break;
    case FE_E_CONDACCESS:
        dump_head(b, "?.", e->left);
        puts_(b, " ");
        dump_expr(b, e->right);
        puts_(b, ")");
        break;
    case FE_E_CONDRECV:
        puts_(b, "<recv>");
        break;
    case FE_E_WITH:
        dump_head(b, "with", e->left);
        dump_list(b, e->list, e->nlist);
        puts_(b, ")");
        break;
    case FE_E_SWITCH:
        dump_head(b, "switch", e->left);
        snprintf(tmp, sizeof tmp, " %d arms)", e->narms);
        puts_(b, tmp);
        break;
    case FE_E_LAMBDA:
        puts_(b, "(lambda");
        for (int i = 0; i < e->nlparams; i++) {
            puts_(b, " ");
            puts_(b, e->lparams[i].name);
        }
        puts_(b, " ");
        if (e->lbody)
            puts_(b, "{...}");
        else
            dump_expr(b, e->left);
        puts_(b, ")");
        break;
    case FE_E_TUPLE:
        puts_(b, "(tuple");
        for (int i = 0; i < e->nargs; i++) {
            puts_(b, " ");
            if (e->args[i].name) {
                puts_(b, e->args[i].name);
                puts_(b, ": ");
            }
            dump_expr(b, e->args[i].e);
        }
        puts_(b, ")");
        break;
    case FE_E_OUTVAR:
        puts_(b, "(outvar ");
        dump_type(b, e->tsyn);
        puts_(b, " ");
        puts_(b, e->name);
        puts_(b, ")");
        break;
    case FE_E_IS:
    case FE_E_AS:
        dump_head(b, e->kind == FE_E_IS ? "is" : "as", e->left);
        puts_(b, " ");
        if (e->pat)
            dump_pat(b, e->pat);
        else
            dump_type(b, e->tsyn);
        puts_(b, ")");
        break;
    }
}

/* A pattern: (type T x), (const 1), (< 0), (not p), (and p q), (or p q),
 * (var x), _, (props T { X: p } x), (list p .. q x), (.. p). */
static void dump_pat(dumpbuf *b, const fe_pattern *pt)
{
    static const char *const rel[] = {[FE_BOP_LT] = "<", [FE_BOP_GT] = ">", [FE_BOP_LE] = "<=", [FE_BOP_GE] = ">="};
    switch (pt->kind) {
    case FE_PAT_DISCARD: puts_(b, "_"); return;
    case FE_PAT_CONST: puts_(b, "(const "); dump_expr(b, pt->e); break;
    case FE_PAT_REL: puts_(b, "("); puts_(b, rel[pt->relop]); puts_(b, " "); dump_expr(b, pt->e); break;
    case FE_PAT_VAR: puts_(b, "(var"); break;
    case FE_PAT_TYPE: puts_(b, "(type "); dump_type(b, pt->tsyn); break;
    case FE_PAT_NOT: puts_(b, "(not "); dump_pat(b, pt->a); break;
    case FE_PAT_AND: case FE_PAT_OR:
        puts_(b, pt->kind == FE_PAT_AND ? "(and " : "(or ");
        dump_pat(b, pt->a);
        puts_(b, " ");
        dump_pat(b, pt->b);
        break;
    case FE_PAT_LIST:
        puts_(b, "(list");
        for (int i = 0; i < pt->nprops; i++) {
            puts_(b, " ");
            dump_pat(b, pt->props[i].pat);
        }
        break;
    case FE_PAT_SLICE:
        puts_(b, "(..");
        if (pt->a) {
            puts_(b, " ");
            dump_pat(b, pt->a);
        }
        break;
    case FE_PAT_PROP:
        puts_(b, "(props");
        if (pt->tsyn) {
            puts_(b, " ");
            dump_type(b, pt->tsyn);
        }
        puts_(b, " {");
        for (int i = 0; i < pt->nprops; i++) {
            puts_(b, " ");
            puts_(b, pt->props[i].name);
            puts_(b, ": ");
            dump_pat(b, pt->props[i].pat);
        }
        puts_(b, " }");
        break;
    }
    if (pt->name) {
        puts_(b, " ");
        puts_(b, pt->name);
    }
    puts_(b, ")");
}

const char *fe_ast_expr_str(fe_ast_arena *a, const fe_expr *e)
{
    dumpbuf b = {NULL, 0, 0};
    dump_expr(&b, e);
    char *s = fe_ast_strdup(a, b.p ? b.p : "", b.n);
    free(b.p);
    return s;
}
