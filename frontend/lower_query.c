/* lower_query.c - C# query expressions (`from x in e where .. select ..`)
 * translated to method calls, as the C# specification does it (ECMA-334
 * 12.20.3): a purely syntactic rewrite of the clauses parse.c collected
 * into calls of Where, Select, SelectMany, Join, GroupJoin, OrderBy,
 * OrderByDescending, ThenBy, ThenByDescending, GroupBy and Cast on the
 * source, with lambdas; the binder then resolves them as any call
 * (System.Linq's extension methods, or a source type's own methods).
 *
 *   from x in e                   e                 (the range variable x)
 *   from T x in e                 e.Cast<T>()
 *   from y in e2                  .SelectMany(x => e2, (x, y) => new { x, y })
 *   let y = v                     .Select(x => new { x, y = v })
 *   where c                       .Where(x => c)
 *   join y in e2 on k1 equals k2  .Join(e2, x => k1, y => k2, (x, y) => new { x, y })
 *   ... into g                    .GroupJoin(e2, x => k1, y => k2, (x, g) => new { x, g })
 *   orderby k1, k2 descending     .OrderBy(x => k1).ThenByDescending(x => k2)
 *   select v                      .Select(x => v)   (none after other clauses when v is x)
 *   group v by k                  .GroupBy(x => k, x => v)   (.GroupBy(x => k) when v is x)
 *   ... into z rest               from z in (the query so far) rest
 *
 * Invariant: the clauses after a clause that introduces a second range
 * variable see every range variable through one lambda parameter, a
 * transparent identifier (<>h__TransparentIdentifierN) holding an
 * anonymous object { previous parameter, new variable }; each name is a
 * path of member names from the parameter (q_env), and a clause's
 * expressions have their range variables' names rewritten in place to
 * those member accesses (subst_expr) before they become a lambda's body.
 */
#include "fe_internal.h"

#include <stdio.h>
#include <string.h>

#define Q_MAX_VARS 64
#define Q_MAX_DEPTH 32

typedef struct q_env {
    fe_ast_arena *a;
    fe_diags *d;
    const char *param;                      /* the lambdas' parameter */
    int nvars;
    const char *vars[Q_MAX_VARS];           /* the range variables in scope */
    const char *path[Q_MAX_VARS][Q_MAX_DEPTH];   /* member names from param */
    int depth[Q_MAX_VARS];
    int fresh;                              /* transparent identifiers made */
    int failed;
} q_env;

static fe_expr *node(q_env *q, fe_ekind k, fe_pos pos)
{
    fe_expr *e = fe_ast_alloc(q->a, sizeof *e);
    e->kind = k;
    e->pos = pos;
    e->local = -1;
    e->bop = -1;
    return e;
}

static fe_expr *name_node(q_env *q, const char *name, fe_pos pos)
{
    fe_expr *e = node(q, FE_E_NAME, pos);
    e->name = name;
    return e;
}

static fe_expr *member(q_env *q, fe_expr *left, const char *name, fe_pos pos)
{
    fe_expr *e = node(q, FE_E_MEMBER, pos);
    e->left = left;
    e->name = name;
    return e;
}

/* recv.method(args...) */
static fe_expr *call(q_env *q, fe_expr *recv, const char *method, fe_pos pos, int n, fe_expr *const *args)
{
    fe_expr *e = node(q, FE_E_CALL, pos);
    e->left = member(q, recv, method, pos);
    e->args = fe_ast_alloc(q->a, sizeof *e->args * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
        e->args[i].mode = FE_AM_VALUE;
        e->args[i].e = args[i];
        e->args[i].pos = args[i]->pos;
    }
    e->nargs = n;
    return e;
}

/* (p1[, p2]) => body */
static fe_expr *lambda(q_env *q, const char *p1, const char *p2, fe_expr *body)
{
    fe_expr *e = node(q, FE_E_LAMBDA, body->pos);
    int n = p2 ? 2 : 1;
    e->lparams = fe_ast_alloc(q->a, sizeof *e->lparams * (size_t)n);
    e->lparams[0].name = p1;
    e->lparams[0].pos = body->pos;
    if (p2) {
        e->lparams[1].name = p2;
        e->lparams[1].pos = body->pos;
    }
    e->nlparams = n;
    e->left = body;
    return e;
}

/* ------------------------------------------------------------ range variables */

static int find_var(const q_env *q, const char *name)
{
    for (int i = 0; i < q->nvars; i++)
        if (!strcmp(q->vars[i], name))
            return i;
    return -1;
}

static void subst_expr(q_env *q, fe_expr *e);
static void subst_stmt(q_env *q, fe_stmt *s);

/* A range variable's name becomes its path from the parameter, in place. */
static void subst_name(q_env *q, fe_expr *e)
{
    int v = find_var(q, e->name);
    if (v < 0 || !q->depth[v])
        return;
    fe_expr *at = name_node(q, q->param, e->pos);
    for (int i = 0; i + 1 < q->depth[v]; i++)
        at = member(q, at, q->path[v][i], e->pos);
    e->kind = FE_E_MEMBER;
    e->left = at;
    e->name = q->path[v][q->depth[v] - 1];
}

static void subst_expr(q_env *q, fe_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case FE_E_NAME:
        subst_name(q, e);
        return;
    case FE_E_MEMBER:
        subst_expr(q, e->left);
        return;
    case FE_E_LAMBDA:
        if (e->lbody)
            subst_stmt(q, e->lbody);
        else
            subst_expr(q, e->left);
        return;
    case FE_E_ANON: case FE_E_NEW: case FE_E_WITH:   /* initializers: `Member = e` names a member */
        subst_expr(q, e->kind == FE_E_WITH ? e->left : NULL);
        for (int i = 0; i < e->nargs; i++)
            subst_expr(q, e->args[i].e);
        for (int i = 0; i < e->nlist; i++) {
            fe_expr *x = e->list[i];
            if (x && x->kind == FE_E_ASSIGN && x->left && x->left->kind == FE_E_NAME)
                subst_expr(q, x->right);
            else
                subst_expr(q, x);
        }
        return;
    default:
        break;
    }
    subst_expr(q, e->left);
    subst_expr(q, e->right);
    subst_expr(q, e->cond);
    for (int i = 0; i < e->nargs; i++)
        subst_expr(q, e->args[i].e);
    for (int i = 0; i < e->nlist; i++)
        subst_expr(q, e->list[i]);
    for (int i = 0; i < e->narms; i++) {
        subst_expr(q, e->arms[i].when);
        subst_expr(q, e->arms[i].value);
    }
}

static void subst_stmt(q_env *q, fe_stmt *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nstmts; i++)
        subst_stmt(q, s->stmts[i]);
    for (int i = 0; i < s->ndecls; i++)
        subst_expr(q, s->decls[i].init);
    if (s->for_init)
        subst_stmt(q, s->for_init);
    for (int i = 0; i < s->ninit; i++)
        subst_expr(q, s->init_exprs[i]);
    for (int i = 0; i < s->niter; i++)
        subst_expr(q, s->iter[i]);
    for (int i = 0; i < s->nsections; i++)
        for (int j = 0; j < s->sections[i].nstmts; j++)
            subst_stmt(q, s->sections[i].stmts[j]);
    for (int i = 0; i < s->ncatches; i++)
        subst_stmt(q, s->catches[i].body);
    subst_expr(q, s->expr);
    subst_stmt(q, s->body);
    subst_stmt(q, s->els);
    subst_stmt(q, s->finally_body);
}

/* param => e, e's range variables read through param */
static fe_expr *over_vars(q_env *q, fe_expr *e)
{
    subst_expr(q, e);
    return lambda(q, q->param, NULL, e);
}

/* A second range variable y: (param, y) => new { param = param, y = y },
 * and from now on every variable is read through a fresh transparent
 * identifier, the old ones one member further. */
static fe_expr *extend(q_env *q, const char *y, fe_pos pos)
{
    fe_expr *anon = node(q, FE_E_ANON, pos);
    anon->list = fe_ast_alloc(q->a, sizeof *anon->list * 2);
    const char *names[2] = {q->param, y};
    for (int i = 0; i < 2; i++) {
        fe_expr *a = node(q, FE_E_ASSIGN, pos);
        a->left = name_node(q, names[i], pos);
        a->right = name_node(q, names[i], pos);
        anon->list[i] = a;
    }
    anon->nlist = 2;
    fe_expr *sel = lambda(q, q->param, y, anon);
    if (q->nvars >= Q_MAX_VARS) {
        fe_error(q->d, pos, "a query with more than %d range variables is not supported", Q_MAX_VARS);
        q->failed = 1;
        return sel;
    }
    for (int v = 0; v < q->nvars; v++) {
        if (q->depth[v] >= Q_MAX_DEPTH) {
            fe_error(q->d, pos, "a query nesting range variables more than %d deep is not supported", Q_MAX_DEPTH);
            q->failed = 1;
            return sel;
        }
        memmove(&q->path[v][1], &q->path[v][0], sizeof q->path[v][0] * (size_t)q->depth[v]);
        q->path[v][0] = q->param;
        q->depth[v]++;
    }
    q->vars[q->nvars] = y;
    q->path[q->nvars][0] = y;
    q->depth[q->nvars] = 1;
    q->nvars++;
    char buf[48];
    snprintf(buf, sizeof buf, "<>h__TransparentIdentifier%d", q->fresh++);
    size_t n = strlen(buf) + 1;
    char *id = fe_ast_alloc(q->a, n);
    memcpy(id, buf, n);
    q->param = id;
    return sel;
}

static fe_expr *typed_source(q_env *q, const fe_qclause *c)
{
    if (!c->tsyn)
        return c->e;
    fe_expr *e = call(q, c->e, "Cast", c->pos, 0, NULL);
    e->left->targs = fe_ast_alloc(q->a, sizeof *e->left->targs);
    e->left->targs[0] = c->tsyn;
    e->left->ntargs = 1;
    return e;
}

/* ------------------------------------------------------------ clauses */

static fe_expr *q_from(q_env *q, fe_expr *src, const fe_qclause *c)
{
    fe_expr *coll = over_vars(q, typed_source(q, c));
    const char *old = q->param;
    fe_expr *sel = extend(q, c->name, c->pos);
    sel->lparams[0].name = old;
    fe_expr *args[2] = {coll, sel};
    return call(q, src, "SelectMany", c->pos, 2, args);
}

static fe_expr *q_let(q_env *q, fe_expr *src, const fe_qclause *c)
{
    subst_expr(q, c->e);
    const char *old = q->param;
    fe_expr *sel = extend(q, c->name, c->pos);
    /* x => new { x, y = v }: the anonymous object's second member is the value */
    fe_expr *anon = sel->left;
    anon->list[1]->right = c->e;
    fe_expr *one = lambda(q, old, NULL, anon);
    return call(q, src, "Select", c->pos, 1, &one);
}

static fe_expr *q_join(q_env *q, fe_expr *src, const fe_qclause *c)
{
    fe_expr *inner = typed_source(q, c);
    fe_expr *okey = over_vars(q, c->k1);
    fe_expr *ikey = lambda(q, c->name, NULL, c->k2);
    const char *old = q->param;
    fe_expr *res = extend(q, c->into ? c->into : c->name, c->pos);
    res->lparams[0].name = old;
    fe_expr *args[4] = {inner, okey, ikey, res};
    return call(q, src, c->into ? "GroupJoin" : "Join", c->pos, 4, args);
}

static fe_expr *q_orderby(q_env *q, fe_expr *src, const fe_qclause *c)
{
    for (int i = 0; i < c->nkeys; i++) {
        const char *m = i == 0 ? (c->desc[i] ? "OrderByDescending" : "OrderBy")
                               : (c->desc[i] ? "ThenByDescending" : "ThenBy");
        fe_expr *key = over_vars(q, c->keys[i]);
        src = call(q, src, m, c->keys[i]->pos, 1, &key);
    }
    return src;
}

/* e is the only range variable, as written (`select x`) */
static int is_the_variable(const q_env *q, const fe_expr *e)
{
    return e->kind == FE_E_NAME && !e->ntargs && q->nvars == 1 && !q->depth[0] &&
           !strcmp(e->name, q->vars[0]);
}

static fe_expr *q_select(q_env *q, fe_expr *src, const fe_qclause *c, int degenerate)
{
    if (is_the_variable(q, c->e) && !degenerate)
        return src;
    fe_expr *f = over_vars(q, c->e);
    return call(q, src, "Select", c->pos, 1, &f);
}

static fe_expr *q_group(q_env *q, fe_expr *src, const fe_qclause *c)
{
    int plain = is_the_variable(q, c->e);
    fe_expr *key = over_vars(q, c->k1);
    if (plain)
        return call(q, src, "GroupBy", c->pos, 1, &key);
    fe_expr *args[2] = {key, over_vars(q, c->e)};
    return call(q, src, "GroupBy", c->pos, 2, args);
}

fe_expr *fe_lower_query(fe_ast_arena *a, fe_diags *d, const fe_qclause *cs, int n)
{
    static q_env zero;
    q_env *q = fe_ast_alloc(a, sizeof *q);
    *q = zero;
    q->a = a;
    q->d = d;
    const fe_qclause *first = &cs[0];
    fe_expr *src = typed_source(q, first);
    q->param = first->name;
    q->vars[0] = first->name;
    q->nvars = 1;
    for (int i = 1; i < n && !q->failed; i++) {
        const fe_qclause *c = &cs[i];
        switch (c->kind) {
        case FE_Q_FROM: src = q_from(q, src, c); break;
        case FE_Q_LET: src = q_let(q, src, c); break;
        case FE_Q_WHERE: {
            fe_expr *p = over_vars(q, c->e);
            src = call(q, src, "Where", c->pos, 1, &p);
            break;
        }
        case FE_Q_JOIN: src = q_join(q, src, c); break;
        case FE_Q_ORDERBY: src = q_orderby(q, src, c); break;
        case FE_Q_SELECT: src = q_select(q, src, c, i == 1); break;
        case FE_Q_GROUP: src = q_group(q, src, c); break;
        }
    }
    return src;
}
