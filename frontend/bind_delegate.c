/* bind_delegate.c - the binder's side of delegates (docs/delegates.md):
 * a method group or lambda converted to a delegate type (C# 10.8, 10.7),
 * and the delegate operators + - == != (+= -= in bind_expr.c's compound
 * assignment), which call System.Delegate's Combine, Remove, op_Equality
 * and op_Inequality.
 *
 * A method group converts to delegate type D when one of its methods has
 * D.Invoke's parameter count and modes, each of D's parameter types is
 * the method's or converts to it by an implicit reference conversion,
 * and so does its return type to D's (C#'s method group conversion: no
 * numeric or boxing conversions). The conversion is a new object of the
 * method's delegate class (sema_delegate.c) on the receiver.
 *
 * Invariants: an MGROUP or LAMBDA node is never emitted: every use
 * converts it (here) or reports an error.
 */
#include "bound.h"

#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

static fe_bexpr *node(fe_ctx *C, fe_bkind kind, fe_type *type, fe_pos pos)
{
    fe_bexpr *b = fe_bound_alloc(C->S, sizeof *b);
    b->kind = kind;
    b->type = type;
    b->pos = pos;
    return b;
}

static fe_bexpr *err_node(fe_ctx *C, fe_pos pos) { return node(C, FE_B_ERROR, T(C, FE_T_ERROR), pos); }

static int is_fn(const fe_bexpr *b);

/* from converts to `to` as C#'s method group conversion allows: identity
 * or an implicit reference conversion. */
static int ref_compatible(fe_sema *S, const fe_type *from, const fe_type *to)
{
    if (from == to)
        return 1;
    return fe_is_ref(from) && fe_is_ref(to) && from->kind != FE_T_NULL && fe_implicit(S, from, to);
}

static int matches(fe_sema *S, const fe_method *m, const fe_method *inv)
{
    if (m->nparams != inv->nparams)
        return 0;
    for (int i = 0; i < m->nparams; i++) {
        if (m->params[i].mode != inv->params[i].mode)
            return 0;
        if (m->params[i].mode != FE_P_VALUE ? m->params[i].type != inv->params[i].type
                                            : !ref_compatible(S, inv->params[i].type, m->params[i].type))
            return 0;
    }
    if (inv->ret->kind == FE_T_VOID || m->ret->kind == FE_T_VOID)
        return inv->ret->kind == m->ret->kind;
    return ref_compatible(S, m->ret, inv->ret);
}

/* Generic m's type arguments inferred from argument types ps (out: room
 * for 16); 0 when they are not. */
static int group_infer(fe_sema *S, fe_method *m, fe_type *const *ps, int n, fe_type **out)
{
    if (m->ntparams > 16 || m->nparams != n)
        return 0;
    for (int i = 0; i < m->ntparams; i++)
        out[i] = NULL;
    for (int i = 0; i < n; i++)
        if (!fe_generic_unify(S, m, m->params[i].type, ps[i], out))
            return 0;
    for (int i = 0; i < m->ntparams; i++)
        if (!out[i])
            return 0;
    return 1;
}

/* m as group g's conversion to a delegate with Invoke inv sees it: m
 * itself, or the instance of a generic m for the group's explicit type
 * arguments (P.M<int>) or for those inferred with inv's parameter types as
 * the arguments (C# 10.8: Func<long, long> f = p.M is M<long>); NULL when
 * there is none. A candidate whose arguments break a constraint is left
 * out quietly (C# 7.3), unless its type arguments were written. */
static fe_method *group_candidate(fe_sema *S, fe_ctx *C, const fe_bexpr *g, fe_method *m, fe_type *const *ps, int n)
{
    if (!m->ntparams)
        return g->ntargs ? NULL : m;
    fe_type *inferred[16], **ta = g->targs;
    if (g->ntargs) {
        if (g->ntargs != m->ntparams)
            return NULL;
    } else {
        if (!group_infer(S, m, ps, n, inferred))
            return NULL;
        ta = inferred;
    }
    int quiet = !C || !g->ntargs;
    S->quiet += quiet;
    fe_method *gi = fe_generic_method_instance(S, m, ta, g->pos);
    S->quiet -= quiet;
    return gi;
}

/* Whether m, declared in c, is a member of method group g: not an
 * accessor or an override (its slot's first declaration stands for it),
 * accessible (C: NULL when probing) and static or not as the group was
 * named (through a type, or on a receiver). */
static int group_member(fe_ctx *C, const fe_bexpr *g, fe_class *c, const fe_method *m)
{
    if ((m->flags & KMOD_METH_SPECIALNAME) || (m->overridden && !(m->flags & KMOD_METH_NEWSLOT)))
        return 0;
    if (C && !fe_accessible(C, c, m->flags))
        return 0;
    int st = (m->flags & KMOD_METH_STATIC) != 0;
    return !(((g->flags & FE_BF_VIATYPE) && !st) || (g->recv && st));
}

/* The method of group g that C#'s overload resolution picks with
 * arguments of types ps (inv's modes) among g's methods as
 * group_candidate sees them, nearest class first (C# 10.8); with ret
 * (not NULL) only the methods whose return type converts to it take part
 * (C# 7.3). NULL: none, or an ambiguity. C: access checks (NULL when
 * probing). */
static fe_method *group_resolve(fe_sema *S, fe_ctx *C, const fe_bexpr *g, const fe_method *inv,
                                fe_type *const *ps, const fe_type *ret)
{
    fe_arg args[64];
    int n = inv->nparams;
    if (n > 64)
        return NULL;
    memset(args, 0, sizeof args[0] * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
        args[i].type = ps[i];
        args[i].mode = inv->params[i].mode;
    }
    FE_VEC(fe_method *) cands = {0};
    fe_method *best = NULL;
    for (fe_class *c = g->mcls; c && !best; c = c->base) {
        cands.n = 0;
        for (fe_method *m = fe_methods_named(S, c, g->name); m; m = m->next_named) {
            if (!group_member(C, g, c, m))
                continue;
            fe_method *cm = group_candidate(S, C, g, m, ps, n);
            if (!cm || !fe_applicable(S, cm, args, n))
                continue;
            if (ret && (ret->kind == FE_T_VOID || cm->ret->kind == FE_T_VOID ? ret->kind != cm->ret->kind
                                                                            : !ref_compatible(S, cm->ret, ret)))
                continue;
            FE_VEC_PUSH(cands, cm);
        }
        if (!cands.n)
            continue;
        fe_generic_drop_ties(cands.v, &cands.n);
        int why;
        fe_method *two[2];
        best = fe_resolve(S, cands.v, cands.n, args, n, &why, two);
        if (!best)
            break;
    }
    free(cands.v);
    return best;
}

/* The method of group g that converts to a delegate with Invoke inv (a
 * generic method's instance), or NULL. */
static fe_method *group_pick(fe_sema *S, fe_ctx *C, const fe_bexpr *g, const fe_method *inv)
{
    fe_type *ps[64];
    if (inv->nparams > 64)
        return NULL;
    for (int i = 0; i < inv->nparams; i++)
        ps[i] = inv->params[i].type;
    fe_method *m = group_resolve(S, C, g, inv, ps, inv->ret);
    return m && matches(S, m, inv) ? m : NULL;
}

/* Group g (no type arguments written) has only generic methods of inv's
 * parameter count, and no type arguments are inferred for them: C#'s
 * error names the inference (Func<int> f = Make, with Make<T>()). */
static int uninferred(fe_sema *S, fe_ctx *C, const fe_bexpr *g, const fe_method *inv)
{
    fe_type *ps[64];
    int n = 0;
    if (g->ntargs || inv->nparams > 64)
        return 0;
    for (int i = 0; i < inv->nparams; i++)
        ps[i] = inv->params[i].type;
    for (fe_class *c = g->mcls; c; c = c->base)
        for (fe_method *m = fe_methods_named(S, c, g->name); m; m = m->next_named) {
            if (m->nparams != inv->nparams || (m->flags & KMOD_METH_SPECIALNAME) || !fe_accessible(C, c, m->flags))
                continue;
            fe_type *out[16];
            if (!m->ntparams || group_infer(S, m, ps, inv->nparams, out))
                return 0;
            n++;
        }
    return n > 0;
}

static void keep_tuple_names(fe_bexpr *fn, fe_type *const *ps, int n, fe_sema *S);

/* Lambda fn converted to a view (Comparison<(int a, int b)>): its
 * parameters take the view's element names. */
static void view_param_names(fe_sema *S, const fe_bexpr *fn, const fe_type *to, const fe_method *inv)
{
    if (fn->kind != FE_B_LAMBDA || !to->vargs || !inv->tmpl || inv->nparams > 64 ||
        inv->tmpl->nparams != inv->nparams)
        return;
    fe_type *ps[64];
    for (int k = 0; k < inv->nparams; k++)
        ps[k] = fe_view_member(S, to, inv->owner, inv->tmpl->params[k].type, inv->params[k].type);
    keep_tuple_names((fe_bexpr *)fn, ps, inv->nparams, S);
}

int fe_fn_converts(fe_sema *S, const fe_bexpr *fn, const fe_type *to)
{
    fe_method *inv = fe_delegate_invoke(S, to);
    if (!inv)   /* object, Delegate: through its natural type (C# 10) */
        return fe_is_function_type_target(S, to) && fe_fn_natural_type(S, NULL, fn, fn->pos, 0) != NULL;
    view_param_names(S, fn, to, inv);
    if (fn->kind == FE_B_MGROUP)
        return group_pick(S, NULL, fn, inv) != NULL;
    return fe_lambda_converts(S, fn, inv);
}

static fe_bexpr *group_conv(fe_ctx *C, fe_bexpr *g, fe_type *to, fe_method *inv, fe_pos pos)
{
    fe_sema *S = C->S;
    if (g->flags & FE_BF_BASE) {
        ERR(C, pos, "a delegate to a base-class method (base.%s) is not supported", g->name);
        return err_node(C, pos);
    }
    int errors = S->errors;
    fe_method *m = group_pick(S, C, g, inv);
    if (!m && S->errors != errors)   /* written type arguments that break a constraint: reported */
        return err_node(C, pos);
    if (!m && uninferred(S, C, g, inv)) {
        ERR(C, pos, "the type arguments for method '%s' cannot be inferred from the usage. Try specifying the type arguments explicitly",
            g->name);
        return err_node(C, pos);
    }
    if (!m) {
        const char *shown = g->name;   /* a local function's group is its Invoke: name the function */
        if ((fe_is_localfn_class(g->mcls) || fe_is_glocalfn_class(g->mcls)) && strstr(g->mcls->name, "__"))
            shown = strstr(g->mcls->name, "__") + 2;
        ERR(C, pos, "no overload for '%s' matches delegate '%s'", shown, fe_type_name(S, to));
        return err_node(C, pos);
    }
    if (fe_conditional_of(m)) {
        ERR(C, pos, "cannot create delegate with '%s.%s' because it or a method it overrides has a Conditional attribute",
            m->owner->full, m->name);
        return err_node(C, pos);
    }
    int st = (m->flags & KMOD_METH_STATIC) != 0;
    if (!st && !g->recv && (C->is_static || !C->cls)) {
        ERR(C, pos, "an object reference is required for the non-static field, method, or property '%s'", m->name);
        return err_node(C, pos);
    }
    if (!st && (m->owner->flags & KMOD_TYPE_VALUETYPE)) {
        ERR(C, pos, "a delegate to a method of a value type ('%s.%s') is not supported", m->owner->full, m->name);
        return err_node(C, pos);
    }
    int virt = !st && (m->flags & KMOD_METH_VIRTUAL) && !(m->flags & KMOD_METH_FINAL);
    /* in an instance's body: the class of the closed delegate type and method (the node keeps the bound type) */
    fe_type *cto = S->subst ? fe_emit_type(S, to) : to;
    fe_method *cm = S->subst ? fe_subst_method(S, m) : m;
    fe_method *ctor = fe_delegate_thunk(S, cto->cls, cm, virt, C->unit, fe_subst_class(S, C->cls));
    fe_bexpr *r = node(C, FE_B_NEWOBJ, to, pos);
    r->method = ctor;
    if (!st) {
        fe_bexpr *recv = g->recv ? g->recv : node(C, FE_B_THIS, C->cls->type, pos);
        r->list = fe_bound_alloc(S, sizeof *r->list);
        r->list[0] = recv;
        r->n = 1;
    }
    return r;
}

fe_bexpr *fe_bind_fn_conv(fe_ctx *C, fe_bexpr *b, fe_type *to, fe_pos pos)
{
    if (b->kind != FE_B_MGROUP && b->kind != FE_B_LAMBDA) {   /* a ?: or switch over them: no type */
        ERR(C, pos, "an expression whose results are lambdas or method groups needs a delegate type here (cast one of them)");
        return err_node(C, pos);
    }
    fe_method *inv = fe_delegate_invoke(C->S, to);
    if (!inv && fe_is_function_type_target(C->S, to)) {   /* object o = () => 1; through Func<int> */
        fe_type *nat = fe_fn_natural_type(C->S, C, b, pos, 1);
        if (!nat)
            return err_node(C, pos);
        fe_bexpr *d = fe_bind_fn_conv(C, b, nat, pos);
        if (d->kind == FE_B_ERROR)
            return d;
        fe_bexpr *r = node(C, FE_B_CONV, to, pos);
        r->a = d;
        return r;
    }
    if (!inv) {
        if (b->kind == FE_B_MGROUP)
            ERR(C, pos, "cannot convert method group '%s' to non-delegate type '%s'", b->name,
                fe_type_name(C->S, to));
        else
            ERR(C, pos, "cannot convert lambda expression to type '%s' because it is not a delegate type",
                fe_type_name(C->S, to));
        return err_node(C, pos);
    }
    if (b->kind == FE_B_MGROUP)
        return group_conv(C, b, to, inv, pos);
    view_param_names(C->S, b, to, inv);
    return fe_lambda_conv(C, b, to, inv, pos);
}

fe_bexpr *fe_bind_new_delegate(fe_ctx *C, fe_expr *e, fe_type *d)
{
    if (e->nargs != 1 || e->args[0].mode != FE_AM_VALUE || e->args[0].name || e->has_init) {
        ERR(C, e->pos, "a delegate creation expression takes one method name or delegate ('new %s(M)')", d->cls->full);
        return err_node(C, e->pos);
    }
    fe_bexpr *a = fe_bind_expr(C, e->args[0].e);
    if (a->kind == FE_B_ERROR)
        return a;
    if (is_fn(a))
        return fe_bind_fn_conv(C, a, d, e->args[0].pos);
    if (!fe_delegate_invoke(C->S, a->type)) {
        ERR(C, e->args[0].pos, "method name expected");
        return err_node(C, e->pos);
    }
    fe_bexpr *g = node(C, FE_B_MGROUP, T(C, FE_T_MGROUP), e->args[0].pos);   /* a.Invoke */
    g->mcls = a->type->cls;
    g->name = "Invoke";
    g->recv = a;
    return fe_bind_fn_conv(C, g, d, e->args[0].pos);
}

/* ------------------------------------------------------------ operators */

static fe_method *delegate_static(fe_ctx *C, const char *name, fe_pos pos)
{
    fe_class *dc = fe_find_class(C->S, "System", "Delegate");
    if (!dc) {
        ERR(C, pos, "the corelib has no System.Delegate");
        return NULL;
    }
    fe_type *ps[2] = {dc->type, dc->type};
    return fe_core_method(C->S, pos, "System", "Delegate", name, 1, ps, 2);
}

fe_method *fe_delegate_combiner(fe_ctx *C, int bop, fe_pos pos)
{
    return delegate_static(C, bop == FE_BOP_ADD ? "Combine" : "Remove", pos);
}

static int is_fn(const fe_bexpr *b)
{
    return b->type->kind == FE_T_MGROUP || b->type->kind == FE_T_LAMBDA;
}

/* The operand converted to delegate type d: itself, null, a method group
 * or a lambda; NULL when it is none of them. */
static fe_bexpr *as_delegate(fe_ctx *C, fe_bexpr *x, fe_type *d)
{
    if (x->type == d)
        return x;
    if (x->type->kind == FE_T_NULL) {
        fe_bexpr *c = node(C, FE_B_CONV, d, x->pos);
        c->a = x;
        return c;
    }
    if (is_fn(x))
        return fe_bind_fn_conv(C, x, d, x->pos);
    return NULL;
}

fe_bexpr *fe_bind_delegate_binary(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    fe_sema *S = C->S;
    fe_type *d = fe_delegate_invoke(S, a->type) ? a->type : fe_delegate_invoke(S, b->type) ? b->type : NULL;
    int eq = e->bop == FE_BOP_EQ || e->bop == FE_BOP_NE;
    if (!d || !(eq || e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB))
        return NULL;
    if (eq && (a->type->kind == FE_T_NULL || b->type->kind == FE_T_NULL))
        return NULL;   /* d == null: Delegate.op_Equality(d, null) is a reference test, and costs a call
                          and Delegate.Equals in every `if (f != null)` (LINQ's loops) */
    fe_bexpr *ca = as_delegate(C, a, d), *cb = as_delegate(C, b, d);
    if (!ca || !cb) {
        if (eq && fe_is_ref(a->type) && fe_is_ref(b->type))
            return NULL;   /* reference comparison with another type: the usual rules */
        ERR(C, e->pos, "operator '%s' cannot be applied to operands of type '%s' and '%s'", fe_bop_name(e->bop),
            fe_type_name(S, a->type), fe_type_name(S, b->type));
        return err_node(C, e->pos);
    }
    if (ca->kind == FE_B_ERROR || cb->kind == FE_B_ERROR)
        return err_node(C, e->pos);
    fe_method *m = eq ? delegate_static(C, e->bop == FE_BOP_EQ ? "op_Equality" : "op_Inequality", e->pos)
                      : fe_delegate_combiner(C, e->bop, e->pos);
    if (!m)
        return err_node(C, e->pos);
    fe_bexpr *call = node(C, FE_B_CALL, m->ret, e->pos);
    call->method = m;
    call->list = fe_bound_alloc(S, 2 * sizeof *call->list);
    call->list[0] = ca;
    call->list[1] = cb;
    call->n = 2;
    if (eq)
        return call;
    fe_bexpr *r = node(C, FE_B_CONV, d, e->pos);   /* castclass D */
    r->a = call;
    return r;
}

/* ------------------------------------------------------------ events */

int fe_event_outside(fe_ctx *C, const fe_field *f)
{
    if (!f || !f->ev_add)
        return 0;
    if (f->ev_explicit)   /* add/remove accessors: no delegate to use, inside the class either */
        return 1;
    for (const fe_class *x = C->cls; x; x = x->outer)
        if (x == f->owner)
            return 0;
    return 1;
}

void fe_event_error(fe_ctx *C, const fe_field *f, fe_pos pos)
{
    if (f->ev_explicit) {
        ERR(C, pos, "the event '%s.%s' can only appear on the left hand side of += or -=", f->owner->full, f->name);
        return;
    }
    ERR(C, pos, "the event '%s.%s' can only appear on the left hand side of += or -= (except when used from within the type '%s')",
        f->owner->full, f->name, f->owner->full);
}

/* ------------------------------------------------------------ type inference */

/* Every type parameter of gm that t mentions is inferred in out. */
static int inferred_in(const fe_method *gm, const fe_type *t, fe_type *const *out)
{
    switch (t->kind) {
    case FE_T_TYPARAM:
        return !t->tparam->is_method || t->tparam->index >= gm->ntparams ||
               gm->tparams[t->tparam->index] != t->tparam || out[t->tparam->index];
    case FE_T_ARRAY: case FE_T_MDARRAY: case FE_T_BYREF:
        return inferred_in(gm, t->elem, out);
    case FE_T_CLASS: case FE_T_STRUCT:
        for (int i = 0; t->cls->generic && i < t->cls->generic->ntparams; i++)
            if (!inferred_in(gm, t->cls->targs[i], out))
                return 0;
        return 1;
    default:
        return 1;
    }
}

/* A lambda argument's parameter types ps as inference found them, kept
 * when one is a tuple with element names: Aggregate((sum: 0, n: 0), (acc,
 * x) => (acc.sum + x, acc.n + 1)) binds acc.sum, though the instance's
 * Func<(int, int), int, (int, int)> keeps no names (C# keeps them). */
static void keep_tuple_names(fe_bexpr *fn, fe_type *const *ps, int n, fe_sema *S)
{
    int named = 0;
    for (int k = 0; k < n; k++)
        named |= fe_tuple_strip(S, ps[k]) != ps[k];
    fn->lnamed = NULL;
    if (!named)
        return;
    fn->lnamed = fe_bound_alloc(S, sizeof *fn->lnamed * (size_t)n);
    for (int k = 0; k < n; k++)
        fn->lnamed[k] = ps[k];
}

/* Argument a (a lambda or method group) for parameter p of gm: what its
 * result tells of gm's type parameters once p's input types are known
 * (C# 12.6.3.7 output type inference). 1 when done, 0 not yet, -1 conflict. */
static int infer_from_fn(fe_ctx *C, fe_method *gm, const fe_type *p, const fe_bexpr *fn, fe_type **out)
{
    fe_sema *S = C->S;
    fe_method *inv = fe_delegate_invoke(S, p);
    if (!inv && p->kind == FE_T_TYPARAM) {   /* Show<T>(T x) called as Show((int x) => x): its natural type (C# 10) */
        fe_type *nat = fe_fn_natural_type(S, C, fn, fn->pos, 0);
        return !nat || fe_generic_unify(S, gm, p, nat, out) ? 1 : -1;
    }
    if (!inv)
        return 1;
    fe_expr *lam = fn->kind == FE_B_LAMBDA ? fn->lam : NULL;
    if (lam && lam->nlparams >= 0 && lam->nlparams != inv->nparams)
        return 1;
    for (int k = 0; lam && k < lam->nlparams; k++)   /* explicitly typed parameters: exact inferences */
        if (lam->lparams[k].tsyn) {
            fe_type *t = fe_resolve_type(S, C->unit, C->ns, lam->lparams[k].tsyn);
            if (!fe_generic_unify_exact(S, gm, inv->params[k].type, t, out))
                return -1;
        }
    fe_type *ps[64];
    if (inv->nparams > 64)
        return 1;
    fe_subst sub = fe_generic_args_subst(gm, out);
    for (int k = 0; k < inv->nparams; k++) {
        if (!inferred_in(gm, inv->params[k].type, out))
            return 0;
        ps[k] = fe_subst_type(S, inv->params[k].type, &sub);
    }
    if (lam)
        keep_tuple_names((fe_bexpr *)fn, ps, inv->nparams, S);
    if (inv->ret->kind == FE_T_VOID)
        return 1;
    fe_type *r = NULL;
    if (lam) {
        r = lam->nlparams < 0 ? NULL : fe_lambda_body_type(fn->lctx ? fn->lctx : C, lam, ps);
    } else {   /* a method group: the return type of the method its parameter types select */
        fe_method *m = group_resolve(S, NULL, fn, inv, ps, NULL);
        r = m ? m->ret : NULL;
    }
    if (!r || r->kind == FE_T_VOID || r->kind == FE_T_NULL)
        return 1;
    fe_type *fixed[64];   /* inferred before: fixed (C# fixes a lambda's input types first), so the
                             result adds no bound to them, its names included (Aggregate((t: "", o: s),
                             (a, c) => ("", a.o)) keeps (t, o)) */
    int nt = gm->ntparams < 64 ? gm->ntparams : 64;
    memcpy(fixed, out, sizeof *out * (size_t)nt);
    if (!fe_generic_unify(S, gm, inv->ret, r, out))
        return -1;
    for (int k = 0; k < nt; k++)
        if (fixed[k] && fe_tuple_identity(S, fixed[k], out[k]))
            out[k] = fixed[k];
    return 1;
}

/* The parameter type argument i meets: the params array's element in the
 * expanded form (Max<T>(params T[] xs) called as Max(3, 9, 2)). */
static fe_type *infer_param(const fe_method *gm, int i, int expanded)
{
    int last = gm->nparams - 1;
    return expanded && i >= last ? gm->params[last].type->elem : gm->params[i].type;
}

static int infer_form(fe_ctx *C, fe_method *gm, const fe_arg *args, int nargs, fe_type **out, int expanded);

int fe_infer_call(fe_ctx *C, fe_method *gm, const fe_arg *args, int nargs, fe_type **out)
{
    if (infer_form(C, gm, args, nargs, out, 0))
        return 1;
    int pa = (gm->flags & KMOD_METH_PARAMARRAY) && gm->nparams > 0 &&
             gm->params[gm->nparams - 1].type->kind == FE_T_ARRAY && nargs >= gm->nparams - 1;
    return pa && infer_form(C, gm, args, nargs, out, 1);   /* C#: the expanded form's inference */
}

static int infer_form(fe_ctx *C, fe_method *gm, const fe_arg *args, int nargs, fe_type **out, int expanded)
{
    fe_sema *S = C->S;
    for (int i = 0; i < gm->ntparams; i++)
        out[i] = NULL;
    int n = expanded ? nargs : nargs < gm->nparams ? nargs : gm->nparams;
    for (int i = 0; i < n; i++)   /* phase one: the typed arguments */
        if (!args[i].fn && !fe_generic_unify_arg(S, gm, infer_param(gm, i, expanded), &args[i], out))
            return 0;
    uint64_t done = 0;
    for (int progress = 1; progress;) {   /* phase two: lambdas and method groups, as inputs become known */
        progress = 0;
        for (int i = 0; i < n && i < 64; i++) {
            if (!args[i].fn || (done >> i & 1))
                continue;
            int r = infer_from_fn(C, gm, infer_param(gm, i, expanded), args[i].fn, out);
            if (r < 0)
                return 0;
            if (r > 0) {
                done |= (uint64_t)1 << i;
                progress = 1;
            }
        }
    }
    for (int i = 0; i < gm->ntparams; i++)
        if (!out[i])
            return 0;
    return 1;
}

/* ------------------------------------------------------------ natural types */

/* C# 10 gives a lambda with explicitly typed parameters, and a method
 * group of one method, a natural type: System.Func<P..., R> or
 * System.Action<P...>, which `var` takes and through which they convert
 * to object and System.Delegate. Where C# would synthesize an anonymous
 * delegate type instead (ref/out/in, params or optional parameters, a ref
 * struct, more than 16 parameters) Kiln names the feature. */

static fe_type *no_natural(fe_sema *S, fe_pos pos, int report, const char *why)
{
    if (report && why)
        fe_sema_error(S, pos, "a lambda or method group with %s has an anonymous delegate type in C#, which is not supported: "
                      "give it a delegate type", why);
    else if (report)
        fe_sema_error(S, pos, "the delegate type could not be inferred");
    return NULL;
}

/* A natural type C# infers and Kiln does not (the inference C# makes from a body's results). */
static fe_type *unsupported(fe_sema *S, fe_pos pos, int report, const char *which)
{
    if (report)
        fe_sema_error(S, pos, "the natural type of a lambda %s is not supported: give it a delegate type", which);
    return NULL;
}

/* t cannot be a type argument, so C# gives such a signature an anonymous delegate type. */
static int needs_anonymous(const fe_type *t)
{
    return t->kind == FE_T_BYREF || fe_is_ref_struct(t);
}

/* System.Action<ps> (ret void) or System.Func<ps, ret>; n at most 16. */
static fe_type *func_type(fe_sema *S, fe_type *const *ps, int n, fe_type *ret, fe_pos pos, int report)
{
    int isvoid = ret->kind == FE_T_VOID;
    fe_class *c = fe_class_arity(fe_find_class(S, "System", isvoid ? "Action" : "Func"), n + !isvoid);
    if (!c) {
        if (report)
            fe_sema_error(S, pos, "the corelib has no System.%s of %d type parameters", isvoid ? "Action" : "Func", n + !isvoid);
        return NULL;
    }
    if (!c->ntparams)
        return c->type;
    fe_type *args[17];
    for (int i = 0; i < n; i++)
        args[i] = ps[i];
    if (!isvoid)
        args[n] = ret;
    return fe_generic_instance(S, c, args, n + !isvoid, pos);
}

/* The anonymous delegate type C# 12 gives a lambda with optional
 * parameters, (int x, int by = 1) => x + by: a delegate class made for it,
 * Owner+<>f__AnonymousDelegate<n>, whose Invoke has the lambda's parameters
 * with their defaults (so f(42) passes by = 1). One per lambda (C# shares
 * one among lambdas of the same signature; only GetType() can tell); not
 * in generic code, whose instances would need one each. */
typedef struct fe_anon_delegate {
    const fe_expr *lam;
    fe_type *type;
    struct fe_anon_delegate *next;
} fe_anon_delegate;

static fe_type *anonymous_delegate(fe_sema *S, fe_ctx *lc, fe_expr *lam, fe_type *const *ps, fe_type *ret,
                                   fe_pos pos, int report)
{
    for (fe_anon_delegate *a = S->anon_delegates; a; a = a->next)
        if (a->lam == lam)
            return a->type;
    if (S->open_pass || S->subst)   /* a generic definition's body: its instances would share the class */
        return unsupported(S, pos, report, "with an optional parameter in generic code");
    char name[48];
    snprintf(name, sizeof name, "<>f__AnonymousDelegate%d", S->nthunks++);
    fe_method *inv;
    fe_class *D = fe_make_delegate_class(S, fe_sema_strdup(S, name, strlen(name)), lc->unit,
                                         fe_subst_class(S, lc->cls), ret, lam->nlparams, &inv);
    if (!D) {
        if (report)
            fe_sema_error(S, pos, "the corelib has no System.MulticastDelegate");
        return NULL;
    }
    for (int i = 0; i < lam->nlparams; i++) {
        fe_param *p = &inv->params[i];
        p->name = lam->lparams[i].name;
        p->pos = lam->lparams[i].pos;
        p->type = ps[i];
        p->default_expr = lam->lparams[i].defval;
        if (p->default_expr)
            fe_eval_param_default(S, inv, p);
    }
    fe_late_publish(S, D);
    fe_anon_delegate *a = fe_sema_alloc(S, sizeof *a);
    *a = (fe_anon_delegate){lam, D->type, S->anon_delegates};
    S->anon_delegates = a;
    return D->type;
}

static fe_type *lambda_natural(fe_sema *S, const fe_bexpr *fn, fe_pos pos, int report)
{
    fe_expr *lam = fn->lam;
    fe_ctx *lc = fn->lctx;
    if (!lc || lam->nlparams < 0)
        return no_natural(S, pos, report, NULL);
    for (int i = 0; i < lam->nlparams; i++)
        if (!lam->lparams[i].tsyn)   /* x => x: its parameter types come from a target only */
            return no_natural(S, pos, report, NULL);
    if (lam->nlparams > 16)
        return no_natural(S, pos, report, "more than 16 parameters");
    fe_type *ps[16];
    int quiet = !report, optional = 0;
    for (int i = 0; i < lam->nlparams; i++) {
        fe_paramdecl *pd = &lam->lparams[i];
        if (pd->mode != FE_AM_VALUE || pd->is_params)
            return no_natural(S, pos, report, pd->is_params ? "a params parameter" : "a ref, out or in parameter");
        optional |= pd->defval != NULL;
        S->quiet += quiet;
        ps[i] = fe_resolve_type(S, lc->unit, lc->ns, pd->tsyn);
        S->quiet -= quiet;
        if (ps[i]->kind == FE_T_ERROR)
            return NULL;
        if (needs_anonymous(ps[i]))
            return no_natural(S, pos, report, "a parameter of a ref struct type");
    }
    fe_type *ret = fe_lambda_explicit_ret(lc, lam, quiet);
    if (ret && ret->kind == FE_T_ERROR)
        return NULL;
    if (!ret) {
        int mixed;
        ret = fe_lambda_inferred_ret(lc, lam, ps, &mixed);
        if (!ret && mixed)
            return unsupported(S, pos, report, "whose returns have different types");
        if (!ret && !lam->lbody && lam->left->kind == FE_E_LAMBDA)   /* (int x) => (int y) => x + y */
            return unsupported(S, pos, report, "whose result is a lambda");
        if (!ret && report && fe_lambda_body_report(lc, lam, ps))
            return NULL;   /* its body's errors */
        if (!ret || ret->kind == FE_T_NULL || ret->kind == FE_T_THROW || ret->kind == FE_T_TARGETED ||
            ret->kind == FE_T_ERROR)
            return no_natural(S, pos, report, NULL);
    }
    if (needs_anonymous(ret))
        return no_natural(S, pos, report, "a result of a ref struct type");
    if (optional)
        return anonymous_delegate(S, lc, lam, ps, ret, pos, report);
    return func_type(S, ps, lam->nlparams, ret, pos, report);
}

static fe_type *group_natural(fe_sema *S, fe_ctx *C, const fe_bexpr *g, fe_pos pos, int report)
{
    fe_method *only = NULL;
    int n = 0;
    for (fe_class *c = g->mcls; c; c = c->base)   /* C# 10: the group's one method, or none */
        for (fe_method *m = fe_methods_named(S, c, g->name); m; m = m->next_named) {
            if (!group_member(C, g, c, m) || (g->ntargs && g->ntargs != m->ntparams))
                continue;
            only = m;
            n++;
        }
    if (!n && report)
        fe_sema_error(S, pos, "the natural type of method group '%s' (an extension method's) is not supported: "
                      "give it a delegate type", g->name);
    if (n != 1 || (only->ntparams && !g->ntargs))
        return n ? no_natural(S, pos, report, NULL) : NULL;
    if (only->owner->imported) {   /* .NET's library may overload it where the corelib does not */
        if (report)
            fe_sema_error(S, pos, "the natural type of library method group '%s.%s' is not supported: give it a delegate type",
                          only->owner->full, g->name);
        return NULL;
    }
    fe_method *m = only;
    if (m->ntparams) {
        S->quiet += !report;
        m = fe_generic_method_instance(S, only, g->targs, g->pos);
        S->quiet -= !report;
        if (!m)
            return NULL;
    }
    if (m->nparams > 16)
        return no_natural(S, pos, report, "more than 16 parameters");
    fe_type *ps[16];
    for (int i = 0; i < m->nparams; i++) {
        if (m->params[i].mode != FE_P_VALUE)
            return no_natural(S, pos, report, "a ref, out or in parameter");
        if (m->params[i].has_default)
            return no_natural(S, pos, report, "an optional parameter");
        if (needs_anonymous(m->params[i].type))
            return no_natural(S, pos, report, "a parameter of a ref struct type");
        ps[i] = m->params[i].type;
    }
    if ((m->flags & KMOD_METH_PARAMARRAY) && m->nparams)
        return no_natural(S, pos, report, "a params parameter");
    if (needs_anonymous(m->ret))
        return no_natural(S, pos, report, "a result of a ref struct type");
    return func_type(S, ps, m->nparams, m->ret, pos, report);
}

fe_type *fe_fn_natural_type(fe_sema *S, fe_ctx *C, const fe_bexpr *fn, fe_pos pos, int report)
{
    if (fn->kind == FE_B_LAMBDA)
        return lambda_natural(S, fn, pos, report);
    if (fn->kind == FE_B_MGROUP && !(fn->flags & FE_BF_BASE))
        return group_natural(S, C, fn, pos, report);
    return no_natural(S, pos, report, NULL);
}

int fe_is_function_type_target(fe_sema *S, const fe_type *to)
{
    if (to->kind == FE_T_OBJECT)
        return 1;
    if (to->kind != FE_T_CLASS)
        return 0;
    fe_class *dc = fe_find_class(S, "System", "Delegate"), *mc = fe_find_class(S, "System", "MulticastDelegate");
    return (dc && to->cls == dc) || (mc && to->cls == mc);
}
