/* lower_closure.c - lambdas and anonymous methods with closures
 * (docs/delegates.md "Closures").
 *
 *   capture analysis   a syntactic walk of each body before it is bound
 *                      (fe_closure_prepare): a local or parameter named
 *                      inside a lambda of the body that is declared outside
 *                      that lambda is captured (C# names are not shadowed
 *                      inside a method, so names resolve by scope alone)
 *   captured variable  lives in a field of its scope instance's display
 *                      object, Owner+<>c__DisplayClass<n> { T a; U b; },
 *                      made where the scope begins, each time it does (a
 *                      loop body's per iteration, a `for` statement's once
 *                      for the loop, a body's with its parameters copied
 *                      in); a variable it has no field for gets a cell of
 *                      its own, <>Cell<n> { T v; } (out, pattern and catch
 *                      variables); every use of the variable is a use of
 *                      that field
 *   lambda to D        a class Owner+<>L<n> : D nested in the enclosing
 *                      class (its access), with a field per display object
 *                      or cell it captures from and <>this when it uses
 *                      the instance; its Invoke
 *                      override is the lambda's body, bound in a context
 *                      where the captured names are those fields' cells and
 *                      `this` is <>this; a lambda capturing nothing is made
 *                      once and kept in a static field (.NET caches it too)
 *
 * Invariants: a captured variable is the same field of the same object in
 * every body that names it (the declaring body and each lambda capturing
 * it), so all of them share one storage location per variable instance;
 * a captured variable in neither a display nor a cell (a ref parameter, a
 * using variable) is an error.
 */
#include "bound.h"

#include <stdio.h>
#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

/* ------------------------------------------------------------ capture analysis */

typedef struct sdecl { const char *name; const void *key; int depth; } sdecl;

typedef struct scan {
    fe_ctx *C;
    FE_VEC(sdecl) st;                /* declarations in scope, innermost last */
    int depth;                       /* lambda nesting */
    FE_VEC(const char *) free_names; /* names found in no declaration (lambda scans) */
    FE_VEC(const char *) free_reads; /* ... of them, those read (not only assigned with =) */
    int uses_this;                   /* this/base written inside a lambda (a free name that is no
                                        local may be an instance member too: lambda_captures) */
} scan;

static void declare(scan *sc, const char *name, const void *key)
{
    sdecl d = {name, key, sc->depth};
    FE_VEC_PUSH(sc->st, d);
}

static void walk_expr(scan *sc, fe_expr *e);
static void walk_stmt(scan *sc, fe_stmt *s);

static void push_new(scan *sc, int reads, const char *name)
{
    FE_VEC(const char *) *v = reads ? (void *)&sc->free_reads : (void *)&sc->free_names;
    for (int i = 0; i < v->n; i++)
        if (!strcmp(v->v[i], name))
            return;
    FE_VEC_PUSH(*v, name);
}

/* A name used (written: only the target of a plain `=`) in the code scanned. */
static void use_name_as(scan *sc, const char *name, int written)
{
    for (int i = sc->st.n - 1; i >= 0; i--)
        if (!strcmp(sc->st.v[i].name, name)) {
            if (sc->st.v[i].depth < sc->depth && sc->C)
                FE_VEC_PUSH(sc->C->captured, sc->st.v[i].key);
            return;
        }
    if (sc->depth > 0) {
        push_new(sc, 0, name);
        if (!written)
            push_new(sc, 1, name);
    }
}

static void use_name(scan *sc, const char *name)
{
    use_name_as(sc, name, 0);
}

static void walk_lambda(scan *sc, fe_expr *e, fe_param *params)
{
    int mark = sc->st.n;
    sc->depth++;
    for (int i = 0; i < e->nlparams; i++)
        declare(sc, e->lparams[i].name, params ? (const void *)&params[i] : (const void *)&e->lparams[i]);
    if (e->lbody)
        walk_stmt(sc, e->lbody);
    else
        walk_expr(sc, e->left);
    sc->depth--;
    sc->st.n = mark;
}

/* A pattern's designations (is T x, case (var a, _), { P: var p }): declared
 * where the pattern is, so a lambda naming one captures it. */
static void walk_pat(scan *sc, fe_pattern *pt)
{
    if (!pt)
        return;
    if (pt->name)
        declare(sc, pt->name, pt);
    walk_expr(sc, pt->e);
    walk_pat(sc, pt->a);
    walk_pat(sc, pt->b);
    for (int i = 0; i < pt->nprops; i++)
        walk_pat(sc, pt->props[i].pat);
}

static void walk_expr(scan *sc, fe_expr *e)
{
    if (!e)
        return;
    switch (e->kind) {
    case FE_E_NAME: use_name(sc, e->name); return;
    case FE_E_THIS: case FE_E_BASE:
        if (sc->depth > 0)
            sc->uses_this = 1;
        return;
    case FE_E_LAMBDA: walk_lambda(sc, e, NULL); return;
    case FE_E_OUTVAR: declare(sc, e->name, e); return;
    case FE_E_MEMBER: walk_expr(sc, e->left); return;
    case FE_E_ASSIGN:
        if ((int)e->bop < 0 && e->left && e->left->kind == FE_E_NAME) {   /* x = v: x is not read */
            use_name_as(sc, e->left->name, 1);
            walk_expr(sc, e->right);
            return;
        }
        break;
    default: break;
    }
    walk_expr(sc, e->left);
    walk_expr(sc, e->right);
    walk_expr(sc, e->cond);
    for (int i = 0; i < e->nargs; i++)
        walk_expr(sc, e->args[i].e);
    for (int i = 0; i < e->nlist; i++)
        walk_expr(sc, e->list[i]);
    walk_pat(sc, e->pat);
    for (int i = 0; i < e->narms; i++) {   /* a switch expression: each arm's variables its own */
        int mark = sc->st.n;
        walk_pat(sc, e->arms[i].pat);
        walk_expr(sc, e->arms[i].when);
        walk_expr(sc, e->arms[i].value);
        sc->st.n = mark;
    }
}

static void walk_locals(scan *sc, fe_stmt *s)
{
    for (int i = 0; i < s->ndecls; i++) {
        declare(sc, s->decls[i].name, &s->decls[i]);
        walk_expr(sc, s->decls[i].init);
    }
}

static int is_localfn_stmt(const fe_stmt *s)
{
    s = fe_unlabeled((fe_stmt *)s);
    return s && s->kind == FE_S_LOCAL && s->localfn && s->ndecls == 1 && s->decls[0].init;
}

/* A block: its local functions are declared at its start and see every
 * local of the block (C#: their scope is the whole block), so they are
 * walked after the other statements (lower_localfn.c). */
static void walk_block(scan *sc, fe_stmt **stmts, int n)
{
    for (int i = 0; i < n; i++)
        if (is_localfn_stmt(stmts[i]))
            declare(sc, fe_unlabeled(stmts[i])->decls[0].name, &fe_unlabeled(stmts[i])->decls[0]);
    for (int i = 0; i < n; i++)
        if (!is_localfn_stmt(stmts[i]))
            walk_stmt(sc, stmts[i]);
    for (int i = 0; i < n; i++)
        if (is_localfn_stmt(stmts[i]))
            walk_expr(sc, fe_unlabeled(stmts[i])->decls[0].init);
}

static void walk_stmt(scan *sc, fe_stmt *s)
{
    if (!s)
        return;
    int mark = sc->st.n;
    switch (s->kind) {
    case FE_S_BLOCK:
        walk_block(sc, s->stmts, s->nstmts);
        break;
    case FE_S_LOCAL:
        walk_locals(sc, s);
        return;   /* the declarations stay in the enclosing block */
    case FE_S_EXPR:
        walk_expr(sc, s->expr);
        return;   /* so do an expression statement's (out var x, var (a, b) = t) */
    case FE_S_FOR:
        if (s->for_init)
            walk_locals(sc, s->for_init);
        for (int i = 0; i < s->ninit; i++)
            walk_expr(sc, s->init_exprs[i]);
        walk_expr(sc, s->expr);
        for (int i = 0; i < s->niter; i++)
            walk_expr(sc, s->iter[i]);
        walk_stmt(sc, s->body);
        break;
    case FE_S_FOREACH:
        walk_expr(sc, s->expr);
        declare(sc, s->decls[0].name, &s->decls[0]);
        walk_stmt(sc, s->body);
        break;
    case FE_S_USING:   /* using (var r = e) body, await foreach's expansion; using (e) body */
        if (s->for_init)
            walk_locals(sc, s->for_init);
        walk_expr(sc, s->expr);
        if (!s->body)
            return;   /* using var r = e;: r stays in the enclosing block */
        walk_stmt(sc, s->body);
        break;
    case FE_S_SWITCH:
        walk_expr(sc, s->expr);
        for (int i = 0; i < s->nsections; i++) {
            for (int j = 0; j < s->sections[i].nlabels; j++) {
                walk_expr(sc, s->sections[i].labels[j].e);
                walk_pat(sc, s->sections[i].labels[j].pat);
                walk_expr(sc, s->sections[i].labels[j].when);
            }
            for (int j = 0; j < s->sections[i].nstmts; j++)
                walk_stmt(sc, s->sections[i].stmts[j]);
        }
        break;
    case FE_S_TRY:
        for (int i = 0; i < s->ncatches; i++)   /* made before the try is entered */
            walk_expr(sc, s->catches[i].filter);
        walk_stmt(sc, s->body);
        for (int i = 0; i < s->ncatches; i++) {
            int m2 = sc->st.n;
            if (s->catches[i].name)
                declare(sc, s->catches[i].name, &s->catches[i]);
            walk_stmt(sc, s->catches[i].body);
            sc->st.n = m2;
        }
        walk_stmt(sc, s->finally_body);
        break;
    default:
        walk_expr(sc, s->expr);
        walk_stmt(sc, s->body);
        walk_stmt(sc, s->els);
        break;
    }
    sc->st.n = mark;
}

fe_namelist fe_lambda_free_names(fe_expr *lam, fe_namelist *reads)
{
    scan sc;
    memset(&sc, 0, sizeof sc);
    walk_lambda(&sc, lam, NULL);
    free(sc.st.v);
    fe_namelist r = {sc.free_names.v, sc.free_names.n};
    reads->v = sc.free_reads.v;
    reads->n = sc.free_reads.n;
    return r;
}

int fe_closure_captured(const fe_ctx *C, const void *key)
{
    for (int i = 0; i < C->captured.n; i++)
        if (C->captured.v[i] == key)
            return 1;
    return 0;
}

/* ------------------------------------------------------------ cells (a variable no display holds) */

/* The cell class of values of type t (one per type and module). */
static fe_class *cell_class(fe_sema *S, fe_type *t, fe_unit *unit)
{
    char key[32];
    snprintf(key, sizeof key, "%p", (void *)t);
    fe_class *c = S->open_pass ? NULL : fe_index_get(&S->thunk_ix, "<cell>", key);   /* open pass: scratch */
    if (c)
        return c;
    fe_class *object = fe_find_class(S, "System", "Object");
    char name[32];
    snprintf(name, sizeof name, "<>Cell%d", S->nthunks++);
    c = fe_late_class(S, object, name, unit, NULL);
    fe_late_field(S, c, "v", t, KMOD_ACC_PUBLIC);
    fe_late_method(S, c, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC | KMOD_METH_CTOR, 0, FE_SYN_DEFAULT_CTOR);
    fe_late_publish(S, c);
    if (!S->open_pass)
        fe_index_put(&S->thunk_ix, "<cell>", fe_sema_strdup(S, key, strlen(key)), c);
    return c;
}

static fe_method *cell_ctor(fe_class *c)
{
    for (int i = 0; i < c->methods.n; i++)
        if (c->methods.v[i]->flags & KMOD_METH_CTOR)
            return c->methods.v[i];
    return NULL;
}

/* Local li becomes a cell in a new slot, made here. */
static void make_cell(fe_ctx *C, int li)
{
    fe_local *l = &C->locals.v[li];
    fe_class *cc = cell_class(C->S, fe_emit_type(C->S, l->type), C->unit);   /* an instance's: closed */
    int slot = fe_gen_temp(C, cc->type);
    fe_gen_newobj(C, cell_ctor(cc));
    fe_em_op_var(&C->b, IL_STLOC, slot);
    l = &C->locals.v[li];
    l->cell_slot = slot;
    l->cell_v = cc->fields.v[0];
}

/* ------------------------------------------------------------ display objects */

/* The captured variables of one scope instance share one object, as C#
 * compilers' display classes: <>c__DisplayClass<n> { public T a; public U b; }
 * made where the scope begins, each time it does (a loop body's is fresh
 * per iteration). Its fields are known before the scope's code is bound:
 * a declared type, a local function's delegate type, or a `var`
 * initializer bound quietly with the scope's earlier locals declared
 * (display_probe). A body's parameters and a foreach variable belong to
 * the scope of the block that follows: their display waits for it
 * (fe_closure_prepare, fe_closure_foreach_scope), and their values are
 * copied in when it is made. A variable with no field, or whose real type
 * differs from its field's, gets a cell of its own (make_cell). */

/* A variable of a display: declared later in its scope (li < 0), or local
 * li whose value is in argument or local `from` (load: IL_LDARG, IL_LDLOC). */
typedef struct dvar {
    const void *key;             /* its declaration (fe_closure_captured's key) */
    const char *name;
    fe_type *type;
    int li, from;
    il_opcode load;
} dvar;

struct fe_display {
    const void *adopt;           /* not made yet: the block whose start makes it */
    int made;
    int slot;                    /* the local holding it */
    fe_class *cls;               /* its class: a field per variable, in order (NULL: none) */
    FE_VEC(dvar) vars;
};

static int is_display(const fe_class *c)
{
    return !strncmp(c->name, "<>c__DisplayClass", 17);
}

static int probe_type_ok(const fe_type *t)
{
    return t && t->kind != FE_T_ERROR && t->kind != FE_T_NULL && t->kind != FE_T_VOID && t->kind != FE_T_MGROUP &&
           t->kind != FE_T_LAMBDA && !fe_is_ref_struct((fe_type *)t);
}

static void add_var(struct fe_display *d, const void *key, const char *name, fe_type *t, int li, il_opcode load,
                    int from)
{
    dvar v = {key, name, t, li, from, load};
    FE_VEC_PUSH(d->vars, v);
}

/* A local of the probe: its name and type, for what is bound after it. */
static void probe_declare(fe_ctx *C, const char *name, fe_type *t, fe_pos pos)
{
    fe_local l;
    memset(&l, 0, sizeof l);
    l.name = name;
    l.type = t;
    l.slot = -1;
    l.da = -1;
    l.scope = C->scope;
    l.pos = pos;
    fe_push_local(C, &l);
}

/* Statement s declares locals the probe can type: a local function of the
 * block (its delegate type, lower_localfn.c) or a declaration; else NULL. */
static fe_type *declared_type(fe_ctx *C, fe_stmt *s)
{
    if (s && s->kind == FE_S_LOCAL && s->localfn)
        return s->ndecls == 1 ? fe_localfn_declared_type(C, s) : NULL;
    return s && s->kind == FE_S_LOCAL && !s->is_const && s->tsyn ? fe_prim(C->S, FE_T_VOID) : NULL;
}

/* The captured locals that statements stmts declare directly, with their
 * types, appended to d's variables. */
static void display_probe(fe_ctx *C, fe_stmt **stmts, int n, struct fe_display *d)
{
    fe_sema *S = C->S;
    int last = -1;
    for (int i = 0; i < n; i++) {
        fe_stmt *s = fe_unlabeled(stmts[i]);
        if (declared_type(C, s))
            for (int j = 0; j < s->ndecls; j++)
                if (fe_closure_captured(C, &s->decls[j]))
                    last = i;
    }
    if (last < 0)
        return;
    int mark = C->locals.n;
    uint8_t *da = fe_da_save(C);
    fe_expr *probed = S->probed;
    fe_bexpr *probed_tree = S->probed_tree;
    S->quiet++;
    S->lambda_probe++;
    for (int i = 0; i <= last; i++) {   /* local functions first: in scope in the whole block */
        fe_stmt *s = fe_unlabeled(stmts[i]);
        fe_type *t = s && s->kind == FE_S_LOCAL && s->localfn ? declared_type(C, s) : NULL;
        if (t && fe_closure_captured(C, &s->decls[0]))
            add_var(d, &s->decls[0], s->decls[0].name, t, -1, IL_NOP, 0);
        if (t)
            probe_declare(C, s->decls[0].name, t, s->decls[0].pos);
    }
    for (int i = 0; i <= last; i++) {
        fe_stmt *s = fe_unlabeled(stmts[i]);
        if (!declared_type(C, s) || s->localfn)
            continue;
        fe_type *t = s->tsyn->kind == FE_TS_VAR ? NULL : fe_resolve_type(S, C->unit, C->ns, s->tsyn);
        for (int j = 0; j < s->ndecls; j++) {
            fe_declarator *d2 = &s->decls[j];
            fe_type *lt = t;
            if (!lt && d2->init && d2->init->kind != FE_E_ARRAYINIT)
                lt = fe_bind_expr(C, d2->init)->type;
            if (!probe_type_ok(lt))
                lt = fe_prim(S, FE_T_ERROR);
            else if (fe_closure_captured(C, d2))
                add_var(d, d2, d2->name, lt, -1, IL_NOP, 0);
            probe_declare(C, d2->name, lt, d2->pos);   /* for the initializers after it */
        }
    }
    S->lambda_probe--;
    S->quiet--;
    S->probed = probed;
    S->probed_tree = probed_tree;
    fe_pop_locals(C, mark);
    fe_da_restore(C, da);
}

/* A display on the stack, not made yet; its mark. */
static int display_new(fe_ctx *C, const void *adopt)
{
    struct fe_display *d = calloc(1, sizeof *d);
    if (!d)
        fe_out_of_memory();
    d->adopt = adopt;
    d->slot = -1;
    FE_VEC_PUSH(C->displays, d);
    return C->displays.n - 1;
}

/* Local li, declared by key, in its scope's display object if it has a
 * field for it of li's type: 1, else 0. */
static int display_local(fe_ctx *C, int li, const void *key)
{
    fe_local *l = &C->locals.v[li];
    fe_type *t = fe_emit_type(C->S, l->type);
    for (int k = C->displays.n - 1; k >= 0; k--) {
        struct fe_display *d = C->displays.v[k];
        for (int i = 0; d->cls && i < d->vars.n; i++)
            if (d->vars.v[i].key == key) {
                if (d->cls->fields.v[i]->type != t)
                    return 0;
                l->cell_slot = d->slot;
                l->cell_v = d->cls->fields.v[i];
                return 1;
            }
    }
    return 0;
}

/* Local li, whose value is in argument or local `from`, into its display
 * field or a cell of its own. */
static void copy_in(fe_ctx *C, int li, const void *key, il_opcode load, int from)
{
    if (!display_local(C, li, key))
        make_cell(C, li);
    fe_local *l = &C->locals.v[li];
    fe_em_op_var(&C->b, IL_LDLOC, l->cell_slot);
    fe_em_op_var(&C->b, load, from);
    fe_gen_stfld(C, l->cell_v);
}

/* Display d's class and object, made here, and the values it holds now. */
static void display_make(fe_ctx *C, struct fe_display *d)
{
    fe_sema *S = C->S;
    d->made = 1;
    d->adopt = NULL;
    if (!d->vars.n)
        return;
    char name[48];
    snprintf(name, sizeof name, "<>c__DisplayClass%d", S->nthunks++);
    fe_class *D = fe_late_class(S, fe_find_class(S, "System", "Object"), fe_sema_strdup(S, name, strlen(name)),
                                C->unit, fe_subst_class(S, C->cls));
    for (int i = 0; i < d->vars.n; i++)
        fe_late_field(S, D, d->vars.v[i].name, fe_emit_type(S, d->vars.v[i].type), KMOD_ACC_PUBLIC);
    fe_late_method(S, D, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC | KMOD_METH_CTOR, 0, FE_SYN_DEFAULT_CTOR);
    fe_late_publish(S, D);
    d->cls = D;
    d->slot = fe_gen_temp(C, D->type);
    if (!C->b.dry)
        fe_em_name_local(&C->b, d->slot, "<>locals");
    fe_gen_newobj(C, cell_ctor(D));
    fe_em_op_var(&C->b, IL_STLOC, d->slot);
    for (int i = 0; i < d->vars.n; i++)
        if (d->vars.v[i].li >= 0)
            copy_in(C, d->vars.v[i].li, d->vars.v[i].key, d->vars.v[i].load, d->vars.v[i].from);
}

void fe_closure_scope_close(fe_ctx *C, int mark)
{
    for (int i = mark; i < C->displays.n; i++) {
        free(C->displays.v[i]->vars.v);
        free(C->displays.v[i]);
    }
    if (mark < C->displays.n)
        C->displays.n = mark;
}

int fe_closure_scope_open(fe_ctx *C, const void *scope, fe_stmt **stmts, int n)
{
    struct fe_display *top = C->displays.n ? C->displays.v[C->displays.n - 1] : NULL;
    if (top && !top->made && scope && top->adopt == scope) {   /* its parameters' or foreach variable's */
        display_probe(C, stmts, n, top);
        display_make(C, top);
        return C->displays.n;   /* closed by whoever opened it */
    }
    if (!C->captured.n)
        return C->displays.n;
    int mark = display_new(C, NULL);
    display_probe(C, stmts, n, C->displays.v[mark]);
    display_make(C, C->displays.v[mark]);
    return mark;
}

/* Local li, the variable of a foreach loop whose value is stored: in one
 * display object per iteration with the locals of its body's block, made
 * where that block begins; a mark. */
int fe_closure_foreach_scope(fe_ctx *C, int li, const void *key, fe_stmt *body)
{
    fe_local *l = &C->locals.v[li];
    int mark = display_new(C, body && body->kind == FE_S_BLOCK ? body : NULL);
    struct fe_display *d = C->displays.v[mark];
    if (probe_type_ok(l->type))
        add_var(d, key, l->name, l->type, li, IL_LDLOC, l->slot);
    else
        fe_closure_foreach_cell(C, li);
    if (!d->adopt)
        display_make(C, d);
    return mark;
}

void fe_closure_local(fe_ctx *C, int li, const void *key)
{
    if (li < 0 || !fe_closure_captured(C, key) || C->locals.v[li].is_const)
        return;
    if (fe_is_ref_struct(C->locals.v[li].type))
        return;   /* a cell is a heap object: the lambda reports the capture (fe_lambda_conv) */
    if (!display_local(C, li, key))
        make_cell(C, li);
}

void fe_closure_foreach_cell(fe_ctx *C, int li)
{
    int raw = C->locals.v[li].slot;
    make_cell(C, li);
    fe_local *l = &C->locals.v[li];
    fe_em_op_var(&C->b, IL_LDLOC, l->cell_slot);
    fe_em_op_var(&C->b, IL_LDLOC, raw);
    fe_gen_stfld(C, l->cell_v);
}

/* ------------------------------------------------------------ bodies */

typedef struct fe_capture {
    const char *name;
    fe_type *type;               /* the variable's */
    fe_field *field;             /* the lambda class's field holding the cell (or display) */
    int shared;                  /* field is an earlier capture's: the same object holds both */
    fe_field *cell_v;            /* the cell's value field */
    int is_const;
    fe_const value;
    int unassigned;              /* not definitely assigned where the lambda is: the
                                    body must assign it before reading it (C#) */
    uint8_t *fields_set;         /* unassigned struct: which of its fields are (a byte
                                    each, fe_local.da_fields of them), else NULL */
} fe_capture;

struct fe_lambda {
    fe_class *encl;              /* the class whose code the lambda is */
    fe_method *encl_meth;        /* the method whose code it is (its type parameters and
                                    encl's are in scope in the lambda's body), or NULL */
    fe_subst *subst;             /* made while an instance's body was emitted: its arguments, in
                                    force while its body is (fe_closure_subst), else NULL */
    int encl_static;
    fe_field *this_field;        /* <>this, or NULL */
    fe_capture *caps;
    int ncaps;
    const char *self;            /* a generic local function's name: its own object (this) */
    const fe_expr *filter;       /* an exception filter's lambda (its parameter is the catch variable) */
    const fe_method *origin;     /* the member whose body it is written in (its trace name) */
    const fe_expr *lam;          /* its syntax (its ordinal, a local function's name) */
    int shape;                   /* FE_LSHAPE_*: where Roslyn would put its method */
};

int fe_lambda_is_async(const struct fe_lambda *l)
{
    return l->lam && l->lam->lasync;
}

/* The member whose body C compiles: a lambda's own origin, a generic
 * instance's definition (a trace prints that). */
static const fe_method *closure_origin(const fe_ctx *C)
{
    const fe_method *m = C->m;
    if (m && m->lambda)
        return m->lambda->origin;
    for (int guard = 0; m && m->tmpl && m->tmpl != m && guard < 64; guard++)
        m = m->tmpl;
    return m;
}

const fe_method *fe_closure_origin(const fe_method *m, const fe_expr **lam, int *shape)
{
    const struct fe_lambda *lm = m->lambda;
    if (!lm || !lm->origin || lm->filter)
        return NULL;
    *lam = lm->lam;
    *shape = lm->shape;
    return lm->origin;
}

/* A store to (or the address of) v in C's body: when that is an exception
 * filter and v its catch variable, the filter's copy would differ from the
 * handler's, so it is an error naming the feature. */
void fe_closure_check_filter_store(fe_ctx *C, const fe_bvar *v)
{
    const struct fe_lambda *lm = C->m ? C->m->lambda : NULL;
    if (lm && lm->filter && v->kind == FE_V_ARG && v->slot == 1)
        ERR(C, lm->filter->lparams[0].pos, "assigning the catch variable inside its exception filter is not supported");
}

/* The parameter of the body being compiled that local l is, or NULL. */
static const fe_param *body_param(const fe_ctx *C, const fe_local *l)
{
    if (!l->is_param || l->cell_v)
        return NULL;
    const fe_param *p = NULL;
    for (int i = 0; i < C->m->nparams; i++)
        if (!strcmp(C->m->params[i].name, l->name))
            p = &C->m->params[i];
    return p;
}

void fe_closure_prepare(fe_ctx *C)
{
    fe_method *m = C->m;
    fe_stmt *body = m->body;
    fe_expr *eb = m->expr_body;
    if (!body && !eb)
        return;
    scan sc;
    memset(&sc, 0, sizeof sc);
    sc.C = C;
    for (int i = 0; i < m->nparams; i++)
        declare(&sc, m->params[i].name, &m->params[i]);
    if (body)
        walk_stmt(&sc, body);
    else
        walk_expr(&sc, eb);
    if (m->decl && m->decl->primary) {   /* C# 12: the initializers and base arguments are its code */
        for (int i = 0; i < C->cls->fields.n; i++)
            if (!(C->cls->fields.v[i]->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL)))
                walk_expr(&sc, C->cls->fields.v[i]->init);
        for (int i = 0; i < m->decl->nctor_args; i++)
            walk_expr(&sc, m->decl->ctor_args[i].e);
    }
    free(sc.st.v);
    free(sc.free_names.v);
    free(sc.free_reads.v);
    if (!C->captured.n)
        return;
    /* the body's scope: its captured parameters and its block's locals,
     * one display object, made where the block begins (at once for a
     * constructor, whose initializers run first, and an expression body) */
    int adopt = body && body->kind == FE_S_BLOCK && !(m->flags & KMOD_METH_CTOR);
    int mark = display_new(C, adopt ? body : NULL);
    for (int li = 0; li < C->locals.n; li++) {
        const fe_local *l = &C->locals.v[li];
        const fe_param *p = body_param(C, l);
        if (!p || !fe_closure_captured(C, p) || l->mode != FE_P_VALUE)
            continue;   /* ref, out, in: reported where a lambda captures it (fe_lambda_conv) */
        if (fe_is_ref_struct(l->type))
            continue;   /* reported where a lambda captures it */
        if (probe_type_ok(l->type))
            add_var(C->displays.v[mark], p, l->name, l->type, li, IL_LDARG, l->slot);
        else
            copy_in(C, li, p, IL_LDARG, l->slot);   /* a cell */
    }
    if (!adopt)
        display_make(C, C->displays.v[mark]);
}

/* A lambda's Invoke: the enclosing class's context, its captures. */
void fe_closure_enter(fe_ctx *C)
{
    struct fe_lambda *lm = C->m->lambda;
    C->cls = lm->encl;
    C->ns = lm->encl->ns;
    C->is_static = lm->encl_static;
    C->this_field = lm->this_field;
    for (int i = 0; i < lm->ncaps; i++) {
        fe_capture *cp = &lm->caps[i];
        fe_local l;
        memset(&l, 0, sizeof l);
        l.name = cp->name;
        l.type = cp->type;
        l.da = cp->unassigned ? fe_da_new_bit(C) : -1;
        if (cp->fields_set) {   /* a struct some of whose fields are assigned */
            l.da_fields = fe_da_leaves(C->S, l.type);
            for (int k = 0; k < l.da_fields; k++)
                if (fe_da_new_bit(C) >= 0 && cp->fields_set[k])
                    fe_da_put(C, l.da + 1 + k);
        }
        l.scope = 0;
        l.slot = -1;
        l.is_const = cp->is_const;
        l.value = cp->value;
        l.cell_field = cp->field;
        l.cell_v = cp->cell_v;
        fe_push_local(C, &l);
    }
    if (lm->self) {   /* F inside generic F<T>: the object whose Invoke runs (recursion) */
        fe_local l;
        memset(&l, 0, sizeof l);
        l.name = lm->self;
        l.type = C->m->owner->type;
        l.da = -1;
        l.is_param = 1;
        l.mode = FE_P_VALUE;
        l.slot = 0;
        fe_push_local(C, &l);
    }
}

/* The cell object of captured local l. */
static fe_bexpr *cell_ref(fe_ctx *C, const fe_local *l, fe_pos pos)
{
    fe_type *ct = l->cell_v->owner->type;
    fe_bexpr *b = fe_bnode(C, FE_B_LOAD, ct, pos);
    if (l->cell_field) {   /* a lambda's field: ldarg.0 (the lambda object); ldfld */
        fe_bexpr *self = fe_bnode(C, FE_B_LOAD, l->cell_field->owner->type, pos);
        self->var.kind = FE_V_ARG;
        self->var.slot = 0;
        self->var.type = l->cell_field->owner->type;
        b->var.kind = FE_V_FIELD;
        b->var.field = l->cell_field;
        b->var.recv = self;
    } else {
        b->var.kind = FE_V_LOCAL;
        b->var.slot = l->cell_slot;
    }
    b->var.type = ct;
    return b;
}

void fe_closure_cell_var(fe_ctx *C, const fe_local *l, fe_bvar *v)
{
    v->kind = FE_V_FIELD;
    v->type = l->type;
    v->field = l->cell_v;
    v->recv = cell_ref(C, l, l->pos);
}

/* ------------------------------------------------------------ conversion */

fe_type *fe_lambda_explicit_ret(fe_ctx *C, fe_expr *lam, int quiet)
{
    if (!lam->lret)
        return NULL;
    C->S->quiet += quiet;
    fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, lam->lret);
    C->S->quiet -= quiet;
    return t;
}

static int params_fit(fe_ctx *C, fe_expr *lam, const fe_method *inv, fe_type *to, fe_pos pos, int quiet)
{
    fe_type *rt = fe_lambda_explicit_ret(C, lam, quiet);
    if (rt && rt->kind != FE_T_ERROR && rt != inv->ret) {   /* C# 10: the written return type is the delegate's */
        if (!quiet)
            ERR(C, pos, "cannot convert lambda expression to type '%s' because the return type does not match the delegate return type",
                fe_type_name(C->S, to));
        return 0;
    }
    if (lam->nlparams < 0)
        return 1;
    if (lam->nlparams != inv->nparams) {
        if (!quiet)
            ERR(C, pos, "delegate '%s' does not take %d arguments", fe_type_name(C->S, to), lam->nlparams);
        return 0;
    }
    for (int i = 0; i < lam->nlparams; i++) {
        fe_paramdecl *pd = &lam->lparams[i];
        if (!pd->tsyn)
            continue;
        fe_type *t = quiet ? pd->tsyn->type : fe_resolve_type(C->S, C->unit, C->ns, pd->tsyn);
        if ((t && t != inv->params[i].type) || (int)pd->mode != (int)inv->params[i].mode) {
            if (!quiet)
                ERR(C, pos, "cannot convert lambda expression to delegate type '%s' because the parameter types do not match the delegate parameter types",
                    fe_type_name(C->S, to));
            return 0;
        }
    }
    return 1;
}

/* A block body without a return converts to a delegate with a result only
 * when its end cannot be reached: here, when its last statement is a throw
 * or a `while (true)` (so `() => { x++; }` is an Action, not a Func<Task>). */
static int block_end_unreachable(const fe_stmt *b)
{
    while (b && b->kind == FE_S_BLOCK) {
        if (b->nstmts == 0)
            return 0;
        b = b->stmts[b->nstmts - 1];
    }
    if (!b)
        return 0;
    if (b->kind == FE_S_THROW)
        return 1;
    return (b->kind == FE_S_WHILE || b->kind == FE_S_FOR) && (!b->expr || (b->expr->kind == FE_E_BOOL && b->expr->ival));
}

int fe_lambda_converts(fe_sema *S, const fe_bexpr *fn, const fe_method *inv)
{
    fe_expr *lam = fn->lam;
    if (lam->lret && fn->lctx && fe_lambda_explicit_ret(fn->lctx, lam, 1) != inv->ret)
        return 0;
    if (lam->nlparams < 0)
        return 1;
    if (lam->nlparams != inv->nparams)
        return 0;
    for (int i = 0; i < lam->nlparams; i++)
        if (lam->lparams[i].tsyn && lam->lparams[i].tsyn->type && lam->lparams[i].tsyn->type != inv->params[i].type)
            return 0;
    /* C# 10.7.1: the body's result must convert to the return type (its
     * inferred type, when the body has one, stands for the body) */
    fe_type *x = fe_lambda_ret_for(fn, inv);
    if (!x)
        return 1;
    if (inv->ret->kind == FE_T_VOID)   /* an async lambda: async void */
        return !lam->lbody || x->kind == FE_T_VOID || lam->lasync;
    if (x->kind == FE_T_VOID)   /* a void call has no value; a block without a return */
        return lam->lbody != NULL && block_end_unreachable(lam->lbody);   /* value may only throw */
    return fe_implicit(S, x, inv->ret) || fe_is_boxing(S, x, inv->ret) || fe_type_is_open(inv->ret) ||
           fe_type_is_open(x);
}

/* Parameter i's type in lambda fn's body, converted to a delegate with
 * Invoke inv: inv's, or the same type with the tuple element names type
 * inference gave it (fe_bexpr.lnamed). */
static fe_type *lambda_param_type(fe_sema *S, const fe_bexpr *fn, const fe_method *inv, int i)
{
    fe_type *t = inv->params[i].type;
    if (fn->lnamed && fn->lnamed[i] != t && fe_tuple_identity(S, fn->lnamed[i], t))
        return fn->lnamed[i];
    return t;
}

fe_type *fe_lambda_ret_for(const fe_bexpr *fn, const fe_method *inv)
{
    fe_expr *lam = fn->kind == FE_B_LAMBDA ? fn->lam : NULL;
    if (!lam || !fn->lctx || lam->nlparams != inv->nparams || inv->nparams > 64)
        return NULL;
    fe_type *ps[64];
    for (int i = 0; i < inv->nparams; i++)
        ps[i] = lambda_param_type(fn->lctx->S, fn, inv, i);
    return fe_lambda_body_type(fn->lctx, lam, ps);
}

/* ------------------------------------------------------------ inferred return type */

typedef struct probe {
    fe_ctx *C;
    fe_type *ret;        /* the first return's type */
    int returns, bad;    /* return statements seen; one had another type or none */
    int mixed;           /* bad because two returns have different types (C# would take their best common type) */
} probe;

static fe_type *probe_expr(fe_ctx *C, fe_expr *e)
{
    fe_type *t = fe_bind_expr(C, e)->type;
    return t->kind == FE_T_ERROR || t->kind == FE_T_MGROUP || t->kind == FE_T_LAMBDA ? NULL : t;
}

static void probe_local(probe *pr, fe_stmt *s)
{
    fe_ctx *C = pr->C;
    for (int i = 0; i < s->ndecls; i++) {
        fe_type *t = s->tsyn && s->tsyn->kind != FE_TS_VAR ? fe_resolve_type(C->S, C->unit, C->ns, s->tsyn)
                   : s->decls[i].init ? probe_expr(C, s->decls[i].init) : NULL;
        fe_local l;
        memset(&l, 0, sizeof l);
        l.name = s->decls[i].name;
        l.type = t ? t : fe_prim(C->S, FE_T_ERROR);
        l.slot = -1;
        l.da = -1;
        l.scope = C->scope;
        l.pos = s->decls[i].pos;
        fe_push_local(C, &l);
    }
}

/* The return statements of a block body (not those of nested lambdas, which are expressions). */
static void probe_stmt(probe *pr, fe_stmt *s)
{
    if (!s || pr->bad)
        return;
    switch (s->kind) {
    case FE_S_BLOCK:
        for (int i = 0; i < s->nstmts; i++)
            probe_stmt(pr, s->stmts[i]);
        return;
    case FE_S_LOCAL: probe_local(pr, s); return;
    case FE_S_RETURN: {
        fe_type *t = s->expr ? probe_expr(pr->C, s->expr) : pr->C->S->prim + FE_T_VOID;
        if (!t || (pr->returns && t != pr->ret && !(t->kind == FE_T_NULL && fe_is_ref(pr->ret)))) {
            pr->bad = 1;
            pr->mixed = t != NULL;
        }
        else if (!pr->returns++ || pr->ret->kind == FE_T_NULL)
            pr->ret = t;
        return;
    }
    case FE_S_FOR:
        if (s->for_init)
            probe_local(pr, s->for_init);
        probe_stmt(pr, s->body);
        return;
    case FE_S_TRY:
        probe_stmt(pr, s->body);
        for (int i = 0; i < s->ncatches; i++)
            probe_stmt(pr, s->catches[i].body);
        probe_stmt(pr, s->finally_body);
        return;
    case FE_S_SWITCH:
        for (int i = 0; i < s->nsections; i++)
            for (int j = 0; j < s->sections[i].nstmts; j++)
                probe_stmt(pr, s->sections[i].stmts[j]);
        return;
    case FE_S_IF: case FE_S_WHILE: case FE_S_DO: case FE_S_LOCK: case FE_S_CHECKED: case FE_S_LABELED:
    case FE_S_USING: case FE_S_FOREACH:
        probe_stmt(pr, s->body);
        probe_stmt(pr, s->els);
        return;
    default:
        return;
    }
}

static fe_type *body_type(fe_ctx *C, fe_expr *lam, fe_type *const *ps, int quiet, int *mixed);

fe_type *fe_lambda_body_type(fe_ctx *C, fe_expr *lam, fe_type *const *ps)
{
    fe_type *rt = fe_lambda_explicit_ret(C, lam, 1);
    return rt ? rt : body_type(C, lam, ps, 1, NULL);
}

fe_type *fe_lambda_inferred_ret(fe_ctx *C, fe_expr *lam, fe_type *const *ps, int *mixed)
{
    *mixed = 0;
    return body_type(C, lam, ps, 1, mixed);
}

int fe_lambda_body_report(fe_ctx *C, fe_expr *lam, fe_type *const *ps)
{
    int errors = C->S->errors, quiet = C->S->quiet;
    C->S->quiet = 0;
    body_type(C, lam, ps, 0, NULL);
    C->S->quiet = quiet;
    return C->S->errors > errors;
}

/* The type of lambda lam's body with parameter types ps, bound as a probe
 * (no closure class), its errors reported unless quiet. */
static fe_type *body_type(fe_ctx *C, fe_expr *lam, fe_type *const *ps, int quiet, int *mixed)
{
    fe_sema *S = C->S;
    int mark = C->locals.n;
    for (int i = 0; i < lam->nlparams; i++) {
        fe_local l;
        memset(&l, 0, sizeof l);
        l.name = lam->lparams[i].name;
        l.type = ps[i];
        l.is_param = 1;
        l.mode = (fe_pmode)lam->lparams[i].mode;
        l.slot = -1;
        l.da = -1;
        l.scope = C->scope;
        l.pos = lam->lparams[i].pos;
        fe_push_local(C, &l);
    }
    S->quiet += quiet;
    S->lambda_probe++;
    int ext_only = C->ext_only;   /* the call whose overloads are probed is not the body's */
    fe_type **call_targs = C->call_targs;
    int call_ntargs = C->call_ntargs;
    C->ext_only = 0;
    C->call_targs = NULL;
    C->call_ntargs = 0;
    fe_type *t;
    int probe_async = C->probe_async;
    C->probe_async = lam->lasync;
    if (lam->lbody) {
        probe pr = {C, NULL, 0, 0, 0};
        probe_stmt(&pr, lam->lbody);
        t = pr.bad ? NULL : pr.returns ? pr.ret : fe_prim(S, FE_T_VOID);
        if (mixed)
            *mixed = pr.mixed;
    } else {
        t = probe_expr(C, lam->left);
    }
    C->probe_async = probe_async;
    if (t && lam->lasync) {   /* an async lambda's result: Task, or Task<T> of what it returns */
        fe_class *task = fe_class_arity(fe_find_class(S, "System.Threading.Tasks", "Task"), 0);
        fe_class *gtask = fe_class_arity(fe_find_class(S, "System.Threading.Tasks", "Task"), 1);
        if (!task)
            t = NULL;
        else if (t->kind == FE_T_VOID)
            t = task->type;
        else
            t = gtask ? fe_generic_instance(S, gtask, &t, 1, lam->pos) : NULL;
    }
    C->ext_only = ext_only;
    C->call_targs = call_targs;
    C->call_ntargs = call_ntargs;
    S->lambda_probe--;
    S->quiet -= quiet;
    fe_pop_locals(C, mark);
    return t;
}

fe_subst *fe_closure_subst(const fe_method *m)
{
    return m->lambda ? m->lambda->subst : m->owner ? m->owner->late_subst : NULL;
}

void fe_closure_tp_scope(const fe_method *m, fe_class **cls, fe_method **meth)
{
    *cls = m->lambda ? m->lambda->encl : m->owner;
    *meth = m->lambda ? m->lambda->encl_meth : (fe_method *)m;
}

typedef FE_VEC(int) capvec;

/* The locals a lambda's free names (sc) capture, into caps; 1 when one of
 * them cannot be captured (reported). */
static int collect_caps(fe_ctx *C, const scan *sc, fe_pos pos, capvec *caps)
{
    int bad = 0;
    for (int i = 0; i < sc->free_names.n; i++) {
        int li = fe_find_local(C, sc->free_names.v[i]);
        if (li < 0)
            continue;
        fe_local *l = &C->locals.v[li];
        if (!l->is_const && !l->cell_v) {
            if (l->is_param && l->mode != FE_P_VALUE)
                ERR(C, pos, "cannot use ref, out, or in parameter '%s' inside an anonymous method, lambda expression, query expression, or local function",
                    l->name);
            else if (fe_is_ref_struct(l->type))   /* it would live in a heap cell */
                ERR(C, pos, "cannot use '%s' of ref struct type '%s' inside an anonymous method, lambda expression, "
                    "query expression, or local function", l->name, fe_type_name(C->S, l->type));
            else
                ERR(C, pos, "capturing '%s' in a lambda is not supported (an out variable, a pattern variable, a catch variable or a foreach variable)",
                    l->name);
            bad = 1;
        }
        FE_VEC_PUSH(*caps, li);
    }
    return bad;
}

/* The fields of closure class L for what it captures (this, the cells of
 * caps) recorded in lm; the number of fields. */
static int closure_fields(fe_ctx *C, fe_class *L, struct fe_lambda *lm, int with_this, const capvec *caps)
{
    fe_sema *S = C->S;
    int nfields = 0, ndisplays = 0;
    lm->caps = fe_sema_alloc(S, sizeof *lm->caps * (size_t)(caps->n + 1));
    memset(lm->caps, 0, sizeof *lm->caps * (size_t)(caps->n + 1));
    if (with_this) {
        lm->this_field = fe_late_field(S, L, "<>this", C->cls->type, KMOD_ACC_PRIVATE);
        nfields++;
    }
    for (int i = 0; i < caps->n; i++) {
        fe_local *l = &C->locals.v[caps->v[i]];
        fe_capture *cp = &lm->caps[lm->ncaps++];
        cp->name = l->name;
        cp->type = l->type;
        cp->is_const = l->is_const;
        cp->value = l->value;
        if (l->is_const)
            continue;
        /* a lambda's body starts in the state where it is (a local
         * function's reads are checked where it is used instead) */
        cp->unassigned = !C->lfn_creating && l->da >= 0 && l->da < C->nda && !fe_da_get(C, l->da) && !C->dead &&
                         !C->b.dry && C->b.reachable;
        if (cp->unassigned && l->da_fields > 0 && l->da + l->da_fields < C->nda) {
            cp->fields_set = fe_sema_alloc(S, (size_t)l->da_fields);
            for (int k = 0; k < l->da_fields; k++)
                cp->fields_set[k] = (uint8_t)fe_da_get(C, l->da + 1 + k);
        }
        cp->cell_v = l->cell_v;
        for (int j = 0; j < i && !cp->shared; j++) {   /* its display passed already */
            const fe_local *o = &C->locals.v[caps->v[j]];
            if (o->is_const || o->cell_v->owner != l->cell_v->owner ||
                (l->cell_field ? o->cell_field != l->cell_field : o->cell_field || o->cell_slot != l->cell_slot))
                continue;
            cp->field = lm->caps[j].field;
            cp->shared = 1;
        }
        if (cp->shared)
            continue;
        char fn[256];
        if (is_display(l->cell_v->owner))
            snprintf(fn, sizeof fn, "<>d%d", ndisplays++);
        else
            snprintf(fn, sizeof fn, "<>c_%s", l->name);
        cp->field = fe_late_field(S, L, fe_sema_strdup(S, fn, strlen(fn)), l->cell_v->owner->type, KMOD_ACC_PRIVATE);
        nfields++;
    }
    return nfields;
}

/* Can the simple name `name` in code of class c mean a member of this: an
 * instance field, property or method of c or a base, or a primary
 * constructor's parameter? (Console, Math, a static member: no.) */
static int names_instance_member(fe_sema *S, fe_class *c, const char *name)
{
    const fe_member *pc = c && c->decl ? c->decl->primary : NULL;
    for (int i = 0; pc && i < pc->nparams; i++)
        if (!strcmp(pc->params[i].name, name))
            return 1;
    for (int depth = 0; c && depth <= FE_MAX_CLASS_DEPTH; c = c->base, depth++) {
        fe_members(c);
        for (int i = 0; i < c->fields.n; i++)
            if (!(c->fields.v[i]->flags & KMOD_FIELD_STATIC) && !strcmp(c->fields.v[i]->name, name))
                return 1;
        for (int i = 0; i < c->props.n; i++)
            if (!(c->props.v[i]->flags & KMOD_FIELD_STATIC) && !strcmp(c->props.v[i]->name, name))
                return 1;
        for (fe_method *m = fe_methods_named(S, c, name); m; m = m->next_named)
            if (!(m->flags & KMOD_METH_STATIC))
                return 1;
    }
    return 0;
}

/* What lambda (or local function) lam captures, into caps, and whether it
 * uses this (*with_this); reports C#'s capture errors (a static lambda
 * that captures, `this` in a struct's lambda). A free name that is no
 * local makes a class's lambda hold this (it may be an instance member;
 * holding it needlessly costs a field); a static lambda or a struct's,
 * where holding it is an error, looks the name up among the instance
 * members first. Returns 1 after an error. */
static int lambda_captures(fe_ctx *C, fe_expr *lam, fe_pos pos, capvec *caps, int *with_this)
{
    scan sc;
    memset(&sc, 0, sizeof sc);
    walk_lambda(&sc, lam, NULL);
    int bad = collect_caps(C, &sc, pos, caps);
    int exact = lam->lstatic || (C->cls && C->cls->type->kind == FE_T_STRUCT);
    int needs_this = sc.uses_this;   /* or a free name that is no local: perhaps an instance member */
    for (int i = 0; i < sc.free_names.n && !needs_this; i++)
        needs_this = fe_find_local(C, sc.free_names.v[i]) < 0 &&
                     (!exact || names_instance_member(C->S, C->cls, sc.free_names.v[i]));
    *with_this = needs_this && !C->is_static;
    free(sc.st.v);
    free(sc.free_names.v);
    free(sc.free_reads.v);
    int captures = 0;   /* a static local function (itself too) may be named where nothing may be captured */
    for (int i = 0; i < caps->n; i++)
        captures += !fe_local_is_static_localfn(&C->locals.v[caps->v[i]]);
    if (lam->lstatic && (*with_this || captures)) {
        ERR(C, pos, "a static anonymous function cannot contain a reference to 'this' or to a local variable");
        bad = 1;
    }
    if (*with_this && C->cls && C->cls->type->kind == FE_T_STRUCT) {
        ERR(C, pos, "anonymous methods, lambda expressions, query expressions, and local functions inside structs cannot access instance members of 'this'");
        bad = 1;
    }
    return bad;
}

/* L's constructor taking each of its instance fields. */
static fe_method *closure_ctor(fe_sema *S, fe_class *L, int nfields)
{
    fe_method *ctor = fe_late_method(S, L, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC | KMOD_METH_CTOR, nfields,
                                     FE_SYN_LAMBDA_CTOR);
    for (int i = 0, k = 0; i < L->fields.n; i++)
        if (!(L->fields.v[i]->flags & KMOD_FIELD_STATIC)) {
            ctor->params[k].name = L->fields.v[i]->name;
            ctor->params[k++].type = L->fields.v[i]->type;
        }
    return ctor;
}

fe_bexpr *fe_lambda_conv(fe_ctx *C, fe_bexpr *b, fe_type *to, fe_method *inv, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_expr *lam = b->lam;
    /* In an instance's body the class is made for the closed delegate type
     * (its base, its Invoke's override), while its members keep the types
     * the body binds with (T): rows and code map them through the instance's
     * arguments (S->subst at layout, lm->subst while its body compiles). */
    fe_type *cto = S->subst ? fe_emit_type(S, to) : to;
    fe_method *cinv = S->subst ? fe_delegate_invoke(S, cto) : inv;
    if (!cinv)
        return fe_bnode(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    if (!params_fit(C, lam, inv, to, pos, 0))
        return fe_bnode(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    if (S->lambda_probe) {   /* only the enclosing lambda's type is wanted: no class */
        fe_bexpr *r = fe_bnode(C, FE_B_CONV, to, pos);
        r->a = fe_bnode(C, FE_B_CONST, fe_prim(S, FE_T_NULL), pos);
        r->a->k.type = fe_prim(S, FE_T_NULL);
        return r;
    }
    capvec caps = {0};
    int with_this;
    int bad = lambda_captures(C, lam, pos, &caps, &with_this);
    if (bad) {
        free(caps.v);
        return fe_bnode(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    }
    for (int i = 0; i < caps.n; i++)   /* a local function it names: C#'s rule at this point */
        if (C->locals.v[caps.v[i]].lfn)
            fe_localfn_use(C, caps.v[i], pos);
    /* the lambda's class */
    char name[32];
    snprintf(name, sizeof name, "<>L%d", S->nthunks++);
    fe_class *L = fe_late_class(S, cto->cls, name, C->unit, fe_subst_class(S, C->cls));
    struct fe_lambda *lm = fe_sema_alloc(S, sizeof *lm);
    lm->encl = C->cls;
    lm->encl_meth = S->tp_meth;
    lm->encl_static = C->is_static || lam->lstatic;
    lm->filter = lam->lfilter ? lam : NULL;
    if (S->subst) {
        lm->subst = fe_sema_alloc(S, sizeof *lm->subst);
        *lm->subst = *S->subst;
    }
    int nfields = closure_fields(C, L, lm, with_this, &caps);
    lm->origin = closure_origin(C);
    lm->lam = lam;
    lm->shape = lam->lfname ? FE_LSHAPE_LOCAL : !nfields ? FE_LSHAPE_CACHED
              : nfields == 1 && with_this ? FE_LSHAPE_THIS : FE_LSHAPE_DISPLAY;
    fe_field *cache = NULL;
    if (!nfields)
        cache = fe_late_field(S, L, "<>cache", to, KMOD_ACC_INTERNAL | KMOD_FIELD_STATIC);
    fe_method *ctor = closure_ctor(S, L, nfields);
    fe_method *ci = fe_late_method(S, L, "Invoke", inv->ret, KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_FINAL,
                                   inv->nparams, FE_SYN_NONE);
    for (int i = 0; i < inv->nparams; i++) {
        ci->params[i] = inv->params[i];
        ci->params[i].type = lambda_param_type(S, b, inv, i);
        ci->params[i].has_default = 0;
        if (lam->nlparams >= 0) {
            ci->params[i].name = lam->lparams[i].name;
            ci->params[i].enum_cancel = lam->lparams[i].enum_cancel;
        }
    }
    ci->overridden = cinv->overridden ? cinv->overridden : cinv;
    ci->body = lam->lbody;
    ci->expr_body = lam->lbody ? NULL : lam->left;
    ci->pos = lam->pos;
    ci->lambda = lm;
    fe_late_publish(S, L);
    /* the delegate */
    fe_bexpr *r = fe_bnode(C, FE_B_NEWOBJ, to, pos);
    r->method = ctor;
    r->list = fe_bound_alloc(S, sizeof *r->list * (size_t)(nfields + 1));
    if (with_this)
        r->list[r->n++] = fe_bnode(C, FE_B_THIS, lm->this_field->type, pos);
    for (int i = 0; i < caps.n; i++) {
        fe_local *l = &C->locals.v[caps.v[i]];
        if (!l->is_const && !lm->caps[i].shared)
            r->list[r->n++] = cell_ref(C, l, pos);
    }
    free(caps.v);
    if (!cache)
        return r;
    /* L.<>cache ?? (L.<>cache = new L()) */
    fe_bexpr *ld = fe_bnode(C, FE_B_LOAD, to, pos);
    ld->var.kind = FE_V_SFIELD;
    ld->var.type = to;
    ld->var.field = cache;
    fe_bexpr *st = fe_bnode(C, FE_B_ASSIGN, to, pos);
    st->var = ld->var;
    st->a = r;
    st->flags = FE_BF_NEED;
    fe_bexpr *co = fe_bnode(C, FE_B_COALESCE, to, pos);
    co->a = ld;
    co->b = st;
    return co;
}

/* this.field = argument, for each instance field; ret. */
static void gen_ctor_fields(fe_ctx *C, fe_class *L)
{
    for (int i = 0, k = 1; i < L->fields.n; i++) {
        if (L->fields.v[i]->flags & KMOD_FIELD_STATIC)
            continue;
        fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_em_op_var(&C->b, IL_LDARG, k++);
        fe_gen_stfld(C, L->fields.v[i]);
    }
    fe_em_op(&C->b, IL_RET);
}

/* Owner+<>L<n>(fields...): base(the first cell, else this, else null), then each field. */
void fe_closure_gen_ctor(fe_ctx *C)
{
    fe_class *L = C->cls;
    fe_type *o = fe_prim(C->S, FE_T_OBJECT);
    if (!fe_is_delegate_class(L->base)) {   /* a generic local function's class: object() */
        fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_gen_call(C, fe_find_method(C->S, L->base, ".ctor", 0, NULL, 0), 0);
        gen_ctor_fields(C, L);
        return;
    }
    fe_method *bc = fe_find_method(C->S, L->base, ".ctor", 0, &o, 1);
    fe_em_op_var(&C->b, IL_LDARG, 0);
    int cellk = 0, thisk = 0;   /* the target: the first cell, else this */
    for (int i = 0, k = 1; i < L->fields.n; i++) {
        if (L->fields.v[i]->flags & KMOD_FIELD_STATIC)
            continue;
        if (!strcmp(L->fields.v[i]->name, "<>this"))
            thisk = k;
        else if (!cellk)
            cellk = k;
        k++;
    }
    int target = cellk ? cellk : thisk;
    if (target)
        fe_em_op_var(&C->b, IL_LDARG, target);
    else
        fe_em_op(&C->b, IL_LDNULL);
    if (bc)
        fe_gen_call(C, bc, 0);
    gen_ctor_fields(C, L);
}

/* ------------------------------------------------------------ local functions */

int fe_is_localfn_class(const fe_class *c)
{
    return c && !strncmp(c->name, "<>F", 3) && fe_is_delegate_class(c);
}

/* The declared parameters of local function lam become m's (names, modes,
 * types resolved in the enclosing scope). */
static void localfn_params(fe_ctx *C, fe_method *m, const fe_expr *lam)
{
    for (int i = 0; i < lam->nlparams; i++) {
        const fe_paramdecl *pd = &lam->lparams[i];
        m->params[i].name = pd->name;
        m->params[i].mode = (fe_pmode)pd->mode;
        m->params[i].pos = pd->pos;
        m->params[i].type = fe_resolve_type(C->S, C->unit, C->ns, pd->tsyn);
        if (pd->is_params || pd->defval)
            ERR(C, pd->pos, "params and optional parameters of local functions are not supported");
    }
}

/* R F(P...) { body } in a block: a local F of a delegate type made for
 * its signature (Owner+<>F<n> : MulticastDelegate, the members of a
 * declared delegate type) initialized with the lambda (P...) => body;
 * calls of F are delegate calls, and F names itself through its cell.
 * In generic code the type is made in each pass over the body, as a
 * lambda's class is: in an instance's, nested in the closed class, its
 * members keep the types the body binds with (List<T>), and its rows and
 * bodies are made with the instance's arguments in force (fe_late_publish,
 * fe_closure_subst): with T := int, List<int> Invoke(int). */
fe_type *fe_localfn_type(fe_ctx *C, fe_stmt *s)
{
    fe_sema *S = C->S;
    fe_expr *lam = s->decls[0].init;
    fe_type *ret = fe_resolve_type(S, C->unit, C->ns, s->tsyn);
    char name[64];
    snprintf(name, sizeof name, "<>F%d__%s", S->nthunks++, s->decls[0].name);
    fe_method *inv;
    fe_class *D = fe_make_delegate_class(S, fe_sema_strdup(S, name, strlen(name)), C->unit,
                                         fe_subst_class(S, C->cls), ret, lam->nlparams, &inv);
    if (!D) {
        ERR(C, s->pos, "the corelib has no System.MulticastDelegate");
        return fe_prim(S, FE_T_ERROR);
    }
    localfn_params(C, inv, lam);
    fe_late_publish(S, D);
    return D->type;
}

/* ------------------------------------------------------------ generic local functions */

int fe_is_glocalfn_class(const fe_class *c)
{
    return c && !strncmp(c->name, "<>G", 3);
}

const char *fe_localfn_method_name(const fe_class *c)
{
    return fe_is_glocalfn_class(c) && c->gmethods.n ? c->gmethods.v[0]->name : "Invoke";
}

/* R F<T..>(P...) where ... { body } in a block: a .NET delegate cannot be
 * generic, so F is a local of a class made for it, Owner+<>G<n>__F (a
 * closure class: <>this and the cells of what it captures, as a lambda's),
 * whose generic instance method F<T..>(P...) is the body. A call F(args)
 * or F<int>(args) is obj.F<..>(args), with C#'s inference; the name F
 * converts to a delegate as the method group obj.F; inside the body F is
 * the object itself (this). The method is a generic method like any
 * other: bound open once (fe_generic_emit_all), compiled per instance. */
fe_type *fe_localfn_generic_type(fe_ctx *C, fe_stmt *s)
{
    fe_sema *S = C->S;
    fe_expr *lam = s->decls[0].init;
    fe_pos pos = s->decls[0].pos;
    if (S->tp_meth && S->tp_meth->ntparams && S->tp_meth->tparams[0]->is_method == FE_TP_LOCAL) {
        ERR(C, pos, "a generic local function inside a generic local function is not supported");
        return fe_prim(S, FE_T_ERROR);
    }
    capvec caps = {0};
    int with_this;
    int bad = lambda_captures(C, lam, pos, &caps, &with_this);
    if (bad) {
        free(caps.v);
        return fe_prim(S, FE_T_ERROR);
    }
    char name[64];
    snprintf(name, sizeof name, "<>G%d__%s", S->nthunks++, s->decls[0].name);
    fe_class *L = fe_late_class(S, fe_find_class(S, "System", "Object"), fe_sema_strdup(S, name, strlen(name)),
                                C->unit, fe_subst_class(S, C->cls));   /* the closed class's access */
    struct fe_lambda *lm = fe_sema_alloc(S, sizeof *lm);
    lm->encl = C->cls;
    lm->encl_static = C->is_static;
    lm->self = s->decls[0].name;
    if (S->subst) {   /* in an instance's body: its arguments, in force around the method's own */
        lm->subst = fe_sema_alloc(S, sizeof *lm->subst);
        *lm->subst = *S->subst;
    }
    lm->origin = closure_origin(C);
    lm->lam = lam;
    lm->shape = FE_LSHAPE_LOCAL;
    closure_ctor(S, L, closure_fields(C, L, lm, with_this, &caps));
    free(caps.v);
    fe_method *m = fe_late_method(S, L, s->decls[0].name, fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC, lam->nlparams,
                                  FE_SYN_NONE);   /* named F: C#'s messages name it */
    L->methods.n--;   /* a generic definition: no row (docs/generics.md) */
    FE_VEC_PUSH(L->gmethods, m);
    fe_generic_local_method(S, m, lam->ltparams, lam->nltparams);
    lm->encl_meth = m;   /* its own type parameters are in scope in its body */
    m->tp_outer = S->tp_meth;   /* and those of the code around it */
    fe_method *save = S->tp_meth;
    S->tp_meth = m;
    fe_generic_constraints(S, C->cls, m->tparams, lam->ltparams, lam->nltparams);
    m->ret = fe_resolve_type(S, C->unit, C->ns, s->tsyn);
    localfn_params(C, m, lam);
    S->tp_meth = save;
    m->body = lam->lbody;
    m->expr_body = lam->lbody ? NULL : lam->left;
    m->pos = lam->pos;
    m->lambda = lm;
    fe_late_publish(S, L);
    return L->type;
}

fe_bexpr *fe_localfn_generic_new(fe_ctx *C, fe_type *t, fe_pos pos)
{
    fe_class *L = t->cls;
    struct fe_lambda *lm = L->gmethods.v[0]->lambda;
    fe_method *ctor = NULL;
    for (int i = 0; i < L->methods.n && !ctor; i++)
        if (L->methods.v[i]->flags & KMOD_METH_CTOR)
            ctor = L->methods.v[i];
    fe_bexpr *r = fe_bnode(C, FE_B_NEWOBJ, t, pos);
    r->method = ctor;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(lm->ncaps + 1));
    if (lm->this_field)
        r->list[r->n++] = fe_bnode(C, FE_B_THIS, lm->this_field->type, pos);
    for (int i = 0; i < lm->ncaps; i++) {
        if (lm->caps[i].is_const || lm->caps[i].shared)
            continue;
        int li = fe_find_local(C, lm->caps[i].name);
        r->list[r->n++] = cell_ref(C, &C->locals.v[li], pos);
    }
    return r;
}
