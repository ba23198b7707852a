/* lower_localfn.c - a block's local functions are declared at its start
 * (docs/delegates.md "Local functions").
 *
 * C# puts every local function of a block in scope in the whole block:
 * statements before its declaration call it, two of them call each other,
 * and its body sees every local of the block, even one declared after it.
 * A local function is a local holding its object (a delegate, or a generic
 * local function's class, lower_closure.c), and that object holds the
 * cells of what it captures, which exist only once their declarations have
 * run. So, at the block's start:
 *
 *   each non-generic F   its delegate type is made before the block's
 *                        display object (fe_localfn_block_open), which
 *                        holds F's local when something captures it
 *                        (another local function, a lambda, itself); the
 *                        local is declared after (fe_localfn_block_declare)
 *   F's object           is made at the first point of the block where the
 *                        block's locals its body names are declared (its
 *                        needs; at the start when none), in declaration
 *                        order, checked after each statement and declarator
 *                        (fe_localfn_ready); a generic local function's local
 *                        and cell come into being there too, since its type
 *                        is its class, made with its captures, so whatever
 *                        names a generic G needs G made first
 *   a use of F           (a call, a conversion, a lambda naming it) is C#'s
 *                        definite-assignment rule: every variable F reads
 *                        and captures, and those of the local functions F
 *                        names, must be definitely assigned there
 *                        (fe_localfn_use). By that rule a use comes after
 *                        F's needs are declared, so after its object is made
 *
 * Invariants: a managed local function's declaration statement emits
 * nothing (fe_localfn_managed); each object is made once per execution of
 * its block. Local functions in a switch section are made where declared.
 */
#include "bound.h"

#include <stdlib.h>
#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

struct fe_lfn {
    fe_stmt *s;                  /* its declaration */
    int generic;                 /* T F<T>(..): local and cell made with the object */
    int li;                      /* its local; -1 until declared */
    int made;                    /* its object is stored (the walk has passed that point) */
    int visiting, reported;      /* fe_localfn_use's walk; its error given */
    fe_namelist free_names;      /* what its body names and does not declare */
    fe_namelist reads;           /* ... and reads */
    fe_namelist needs;           /* the block's locals (and generic local functions) it needs made */
    fe_type *type;               /* its delegate type (not generic) */
};

int fe_local_is_static_localfn(const fe_local *l)
{
    const fe_stmt *s = l->lfn ? l->lfn->s : NULL;
    return s && s->ndecls > 0 && s->decls[0].init && s->decls[0].init->lstatic;
}

static int is_localfn(fe_stmt *s)
{
    s = fe_unlabeled(s);
    return s && s->kind == FE_S_LOCAL && s->localfn && s->ndecls == 1 && s->decls[0].init;
}

static int has_name(const fe_namelist *l, const char *name)
{
    for (int i = 0; i < l->n; i++)
        if (!strcmp(l->v[i], name))
            return 1;
    return 0;
}

static void add_name(fe_namelist *l, const char *name)
{
    if (!name || has_name(l, name))
        return;
    const char **v = realloc(l->v, sizeof *v * (size_t)(l->n + 1));
    if (!v)
        fe_out_of_memory();
    l->v = v;
    l->v[l->n++] = name;
}

/* ------------------------------------------------------------ the block's names */

static void pat_names(fe_namelist *out, const fe_pattern *p)
{
    if (!p)
        return;
    add_name(out, p->name);
    pat_names(out, p->a);
    pat_names(out, p->b);
    for (int i = 0; i < p->nprops; i++)
        pat_names(out, p->props[i].pat);
}

/* The expression variables (out var, pattern designations) e declares in
 * its statement's scope: not those of lambdas or switch-expression arms. */
static void expr_names(fe_namelist *out, const fe_expr *e)
{
    if (!e || e->kind == FE_E_LAMBDA)
        return;
    if (e->kind == FE_E_OUTVAR)
        add_name(out, e->name);
    expr_names(out, e->left);
    expr_names(out, e->right);
    expr_names(out, e->cond);
    for (int i = 0; i < e->nargs; i++)
        expr_names(out, e->args[i].e);
    for (int i = 0; i < e->nlist; i++)
        expr_names(out, e->list[i]);
    pat_names(out, e->pat);
}

static void decl_names(fe_namelist *out, const fe_stmt *s)
{
    for (int i = 0; s && i < s->ndecls; i++) {
        add_name(out, s->decls[i].name);
        expr_names(out, s->decls[i].init);
    }
}

/* The locals the block's own statements declare (not its local functions). */
static fe_namelist block_names(fe_stmt **stmts, int n)
{
    fe_namelist out = {0};
    for (int i = 0; i < n; i++) {
        fe_stmt *s = fe_unlabeled(stmts[i]);
        if (!s || is_localfn(s))
            continue;
        if (s->kind == FE_S_LOCAL)
            decl_names(&out, s);
        else if (s->kind == FE_S_EXPR)
            expr_names(&out, s->expr);
        else if (s->kind == FE_S_USING && !s->body)   /* using var r = ...; */
            decl_names(&out, s->for_init);
    }
    return out;
}

/* ------------------------------------------------------------ the objects */

static void store_local(fe_ctx *C, int li, void (*value)(fe_ctx *, struct fe_lfn *), struct fe_lfn *f)
{
    fe_gen_local_store_prefix(C, li);
    value(C, f);
    fe_gen_local_store(C, li);
}

static void delegate_value(fe_ctx *C, struct fe_lfn *f)
{
    fe_gen_expr_to(C, f->s->decls[0].init, C->locals.v[f->li].type);
}

static void generic_value(fe_ctx *C, struct fe_lfn *f)
{
    fe_type *t = C->locals.v[f->li].type;
    if (t->kind == FE_T_ERROR)
        fe_em_op(&C->b, IL_LDNULL);
    else
        fe_emit_expr(C, fe_localfn_generic_new(C, t, f->s->decls[0].pos));
}

static int declare_fn(fe_ctx *C, struct fe_lfn *f, fe_type *t)
{
    fe_declarator *d = &f->s->decls[0];
    int li = fe_declare_local(C, d->name, t, d->pos);
    d->local = li;
    fe_closure_local(C, li, d);
    C->locals.v[li].lfn = f;
    fe_da_set(C, li);   /* its uses are checked by fe_localfn_use */
    return li;
}

static void make(fe_ctx *C, struct fe_lfn *f)
{
    C->lfn_creating++;
    if (f->generic) {
        f->li = declare_fn(C, f, fe_localfn_generic_type(C, f->s));
        store_local(C, f->li, generic_value, f);
    } else {
        store_local(C, f->li, delegate_value, f);
    }
    C->lfn_creating--;
    f->made = 1;
}

static int ready(fe_ctx *C, const struct fe_lfn *f)
{
    for (int i = 0; i < f->needs.n; i++)
        if (fe_find_local(C, f->needs.v[i]) < 0)
            return 0;
    return 1;
}

void fe_localfn_ready(fe_ctx *C)
{
    for (int again = 1; again;) {   /* a generic one made may be what another needs */
        again = 0;
        for (int i = 0; i < C->lfns.n; i++) {
            struct fe_lfn *f = C->lfns.v[i];
            if (!f->made && ready(C, f)) {
                make(C, f);
                again = f->generic;
            }
        }
    }
}

static struct fe_lfn *named_fn(fe_ctx *C, int from, const char *name)
{
    for (int i = from; i < C->lfns.n; i++)
        if (!strcmp(C->lfns.v[i]->s->decls[0].name, name))
            return C->lfns.v[i];
    return NULL;
}

/* Whether generic f, through the generic local functions of the block
 * (from on) it needs made first, needs itself. */
static int needs_itself(fe_ctx *C, int from, struct fe_lfn *f, struct fe_lfn *at, int depth)
{
    for (int i = 0; i < at->needs.n && depth < C->lfns.n; i++) {
        struct fe_lfn *g = named_fn(C, from, at->needs.v[i]);
        if (g == f || (g && g->generic && needs_itself(C, from, f, g, depth + 1)))
            return 1;
    }
    return 0;
}

/* Generic local functions that need each other made first cannot be:
 * reported once, their locals of the error type (no cascade). */
static void generic_cycles(fe_ctx *C, int from)
{
    int told = 0;
    for (int i = from; i < C->lfns.n; i++) {
        struct fe_lfn *f = C->lfns.v[i];
        if (!f->generic || !needs_itself(C, from, f, f, 0))
            continue;
        if (!told++)   /* one construct, one error */
            ERR(C, f->s->decls[0].pos, "generic local functions that call each other ('%s') are not supported",
                f->s->decls[0].name);
        f->reported = 1;
    }
    for (int i = from; i < C->lfns.n; i++) {
        struct fe_lfn *f = C->lfns.v[i];
        if (f->reported) {
            f->li = declare_fn(C, f, fe_prim(C->S, FE_T_ERROR));
            f->made = 1;
        }
    }
}

int fe_localfn_block_open(fe_ctx *C, fe_stmt **stmts, int n)
{
    int mark = C->lfns.n, any = 0;
    for (int i = 0; i < n && !any; i++)
        any = is_localfn(stmts[i]);
    if (!any)
        return mark;
    fe_namelist locals, generics = {0};
    for (int i = 0; i < n; i++)
        if (is_localfn(stmts[i]) && fe_unlabeled(stmts[i])->decls[0].init->nltparams)
            add_name(&generics, fe_unlabeled(stmts[i])->decls[0].name);
    locals = block_names(stmts, n);
    for (int i = 0; i < n; i++) {
        if (!is_localfn(stmts[i]))
            continue;
        fe_stmt *s = fe_unlabeled(stmts[i]);
        struct fe_lfn *f = fe_sema_alloc(C->S, sizeof *f);
        f->s = s;
        f->li = -1;
        f->generic = s->decls[0].init->nltparams > 0;
        f->free_names = fe_lambda_free_names(s->decls[0].init, &f->reads);
        for (int k = 0; k < f->free_names.n; k++) {
            const char *name = f->free_names.v[k];
            if (has_name(&locals, name) || (has_name(&generics, name) && strcmp(name, s->decls[0].name)))
                add_name(&f->needs, name);
        }
        if (!f->generic)
            f->type = fe_localfn_type(C, s);
        FE_VEC_PUSH(C->lfns, f);
    }
    free(locals.v);
    free(generics.v);
    return mark;
}

void fe_localfn_block_declare(fe_ctx *C, int mark)
{
    for (int i = mark; i < C->lfns.n; i++)
        if (!C->lfns.v[i]->generic)
            C->lfns.v[i]->li = declare_fn(C, C->lfns.v[i], C->lfns.v[i]->type);
    if (mark < C->lfns.n) {
        generic_cycles(C, mark);
        fe_localfn_ready(C);
    }
}

fe_type *fe_localfn_declared_type(fe_ctx *C, const fe_stmt *s)
{
    for (int i = C->lfns.n - 1; i >= 0; i--)
        if (C->lfns.v[i]->s == s)
            return C->lfns.v[i]->generic ? NULL : C->lfns.v[i]->type;
    return NULL;
}

void fe_localfn_block_close(fe_ctx *C, int mark)
{
    for (int i = mark; i < C->lfns.n; i++) {
        struct fe_lfn *f = C->lfns.v[i];
        /* not made: its block ended early after an error */
        free(f->free_names.v);
        free(f->reads.v);
        free(f->needs.v);
    }
    C->lfns.n = mark;
}

int fe_localfn_managed(fe_ctx *C, const fe_stmt *s)
{
    for (int i = 0; i < C->lfns.n; i++)
        if (C->lfns.v[i]->s == s)
            return 1;
    return 0;
}

/* ------------------------------------------------------------ uses */

static void use_check(fe_ctx *C, struct fe_lfn *f, fe_pos pos)
{
    if (f->visiting)
        return;
    f->visiting = 1;
    for (int i = 0; i < f->needs.n && !f->made && !f->reported; i++) {
        const char *need = f->needs.v[i];
        if (fe_find_local(C, need) >= 0)
            continue;
        if (has_name(&f->reads, need))
            ERR(C, pos, "use of unassigned local variable '%s'", need);
        else   /* C# allows it when F only assigns the variable; its cell does not exist yet */
            ERR(C, pos, "a use of local function '%s' before the declaration of '%s', which it assigns, is not supported",
                f->s->decls[0].name, need);
        f->reported = 1;
    }
    for (int i = 0; i < f->reads.n; i++) {
        int li = fe_find_local(C, f->reads.v[i]);
        if (li < 0)
            continue;
        fe_local *l = &C->locals.v[li];
        if (l->lfn) {
            use_check(C, l->lfn, pos);
        } else if (l->da >= 0 && l->da + l->da_fields < C->nda && !fe_da_get(C, l->da)) {
            int some = 0;   /* a struct with some fields assigned: C# would check the fields F reads */
            for (int k = 1; k <= l->da_fields && !some; k++)
                some = fe_da_get(C, l->da + k);
            if (some)
                ERR(C, pos, "use of unassigned local variable '%s' (a local function's use of a struct local assigned only in part is not supported: Kiln checks the whole struct, not the fields the function reads)",
                    l->name);
            else
                ERR(C, pos, "use of unassigned local variable '%s'", l->name);
            for (int k = 0; k <= l->da_fields; k++)
                fe_da_put(C, l->da + k);
        }
    }
    f->visiting = 0;
}

void fe_localfn_use(fe_ctx *C, int li, fe_pos pos)
{
    if (C->lfn_creating || C->dead || C->b.dry || !C->b.reachable || !C->locals.v[li].lfn)
        return;
    use_check(C, C->locals.v[li].lfn, pos);
}
