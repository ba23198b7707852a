/* parse_localfn.c - a local function is in scope in its whole block.
 *
 * C# lets a block call a local function before the statement that
 * declares it (`Print(x); ... void Print(string s) { ... }`). Kiln binds a
 * local function as a local holding its delegate, declared where it is
 * written, so after a block is parsed its local function declarations
 * that an earlier statement of the block names move up, to just after
 * the last earlier statement declaring a name the function's body uses (a
 * local, an out variable, a pattern or foreach variable, a lambda
 * parameter: over-approximated by name), since moved above that it would
 * no longer see it. When that is not before the first statement naming
 * the function, it stays where it is and the early call gets the "before
 * it is declared" error, as before. The test is by name, over the syntax: no scope is resolved here
 * (a name the body declares itself, a parameter or an inner local, counts
 * as its own).
 */
#include "fe_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct names { const char **v; int n, cap; } names;

typedef struct walk {
    names used;       /* every simple name read */
    names declared;   /* every name a declaration introduces */
} walk;

static void push(names *s, const char *name)
{
    if (!name)
        return;
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 16;
        const char **v = realloc(s->v, sizeof *v * (size_t)cap);
        if (!v)
            abort();   /* the parser's arena has no failure path either */
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = name;
}

static int has(const names *s, const char *name)
{
    for (int i = 0; i < s->n; i++)
        if (!strcmp(s->v[i], name))
            return 1;
    return 0;
}

static void walk_stmt(walk *w, const fe_stmt *s);
static void walk_expr(walk *w, const fe_expr *e);

static void walk_pat(walk *w, const fe_pattern *p)
{
    if (!p)
        return;
    push(&w->declared, p->name);
    walk_expr(w, p->e);
    walk_pat(w, p->a);
    walk_pat(w, p->b);
    for (int i = 0; i < p->nprops; i++)
        walk_pat(w, p->props[i].pat);
}

static void walk_expr(walk *w, const fe_expr *e)
{
    if (!e)
        return;
    if (e->kind == FE_E_NAME)
        push(&w->used, e->name);
    else if (e->kind == FE_E_OUTVAR)
        push(&w->declared, e->name);
    walk_expr(w, e->left);
    walk_expr(w, e->right);
    walk_expr(w, e->cond);
    for (int i = 0; i < e->nargs; i++)
        walk_expr(w, e->args[i].e);
    for (int i = 0; i < e->nlist; i++)
        walk_expr(w, e->list[i]);
    for (int i = 0; i < e->nlparams; i++)
        push(&w->declared, e->lparams[i].name);
    walk_stmt(w, e->lbody);
    walk_pat(w, e->pat);
    for (int i = 0; i < e->narms; i++) {
        walk_pat(w, e->arms[i].pat);
        walk_expr(w, e->arms[i].when);
        walk_expr(w, e->arms[i].value);
    }
}

static void walk_stmt(walk *w, const fe_stmt *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nstmts; i++)
        walk_stmt(w, s->stmts[i]);
    for (int i = 0; i < s->ndecls; i++) {
        push(&w->declared, s->decls[i].name);
        walk_expr(w, s->decls[i].init);
    }
    walk_expr(w, s->expr);
    walk_stmt(w, s->body);
    walk_stmt(w, s->els);
    walk_stmt(w, s->for_init);
    for (int i = 0; i < s->ninit; i++)
        walk_expr(w, s->init_exprs[i]);
    for (int i = 0; i < s->niter; i++)
        walk_expr(w, s->iter[i]);
    for (int i = 0; i < s->nsections; i++) {
        for (int j = 0; j < s->sections[i].nlabels; j++) {
            walk_expr(w, s->sections[i].labels[j].e);
            walk_pat(w, s->sections[i].labels[j].pat);
            walk_expr(w, s->sections[i].labels[j].when);
        }
        for (int j = 0; j < s->sections[i].nstmts; j++)
            walk_stmt(w, s->sections[i].stmts[j]);
    }
    for (int i = 0; i < s->ncatches; i++) {
        push(&w->declared, s->catches[i].name);
        walk_stmt(w, s->catches[i].body);
    }
    walk_stmt(w, s->finally_body);
}

static void walk_free(walk *w)
{
    free(w->used.v);
    free(w->declared.v);
}

/* Where local function stmts[at] moves to: just after the last earlier
 * statement declaring a name its body uses (the start when none), when
 * that is before the first statement naming it; else at (it stays). */
static int hoist_to(fe_stmt **stmts, int at)
{
    const fe_stmt *f = stmts[at];
    walk body = {0};
    walk_expr(&body, f->decls[0].init);
    int to = 0, first_use = at;
    for (int i = 0; i < at && first_use == at; i++) {
        walk w = {0};
        walk_stmt(&w, stmts[i]);
        if (has(&w.used, f->decls[0].name))
            first_use = i;
        for (int k = 0; k < body.used.n; k++)   /* a name its body declares is taken as its own */
            if (has(&w.declared, body.used.v[k]) && !has(&body.declared, body.used.v[k]))
                to = i + 1;
        walk_free(&w);
    }
    walk_free(&body);
    return to <= first_use ? to : at;
}

static int is_localfn(const fe_stmt *s)
{
    return s && s->kind == FE_S_LOCAL && s->localfn && s->ndecls == 1 && s->decls[0].init;
}

void fe_hoist_local_functions(fe_stmt **stmts, int n)
{
    for (int i = 0; i < n; i++) {
        if (!is_localfn(stmts[i]))
            continue;
        int to = hoist_to(stmts, i);
        if (to == i)
            continue;
        fe_stmt *f = stmts[i];
        memmove(stmts + to + 1, stmts + to, sizeof *stmts * (size_t)(i - to));
        stmts[to] = f;
    }
}
