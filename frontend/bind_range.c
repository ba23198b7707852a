/* bind_range.c - C# 8's indices and ranges (docs/language.md "Indices and
 * ranges"): `^i` and `a..b` as System.Index and System.Range values, and
 * inside [], as C# lowers them (corelib/Range.cs, compiled with a program
 * whose syntax writes them: gensrc.c):
 *   x[^i]    on an array, a string, or a class with an int indexer and an
 *            int Length or Count (an interface's: or one it extends'):
 *            x[length - i], x evaluated once
 *   x[idx]   an Index value: x[RangeSlice.Offset(length, idx)]
 *   x[a..b]  (or a Range value) on an array, a string, a List<T>:
 *            RangeSlice.Of(x, range) (GetSubArray, Substring, GetRange)
 * The offset is an FE_B_FROMEND node, the index argument emitted right
 * after its receiver: the emitter copies the receiver for its length
 * (emit_expr.c). The calls are synthesized syntax over already bound
 * parts (FE_E_CONDRECV leaves), so overload resolution and inference pick
 * the members as for code the program wrote.
 */
#include "sema.h"
#include "bound.h"

#include <string.h>

static fe_bexpr *error_at(fe_ctx *C, fe_pos pos)
{
    return fe_bnode(C, FE_B_ERROR, fe_prim(C->S, FE_T_ERROR), pos);
}

/* ------------------------------------------------------- synthesized syntax */

static fe_expr *syn(fe_ctx *C, fe_ekind kind, fe_pos pos)
{
    fe_expr *e = fe_bound_alloc(C->S, sizeof *e);
    e->kind = kind;
    e->pos = pos;
    e->local = -1;
    return e;
}

/* A leaf whose value is b, bound already. */
static fe_expr *syn_bound(fe_ctx *C, fe_bexpr *b)
{
    fe_expr *e = syn(C, FE_E_CONDRECV, b->pos);
    e->sym = b;
    return e;
}

/* System.<cls>.<member> */
static fe_expr *syn_member(fe_ctx *C, const char *cls, const char *member, fe_pos pos)
{
    fe_expr *sys = syn(C, FE_E_NAME, pos), *c = syn(C, FE_E_MEMBER, pos), *m = syn(C, FE_E_MEMBER, pos);
    sys->name = "System";
    c->left = sys;
    c->name = cls;
    m->left = c;
    m->name = member;
    return m;
}

/* System.<cls>.<member>(args[0..n)) */
static fe_bexpr *call_core(fe_ctx *C, const char *cls, const char *member, fe_expr *const *args, int n,
                           fe_pos pos)
{
    fe_expr *call = syn(C, FE_E_CALL, pos);
    call->left = syn_member(C, cls, member, pos);
    call->nargs = n;
    call->args = fe_bound_alloc(C->S, sizeof *call->args * (size_t)n);
    for (int i = 0; i < n; i++) {
        call->args[i].mode = FE_AM_VALUE;
        call->args[i].e = args[i];
        call->args[i].pos = pos;
    }
    return fe_bind_expr(C, call);
}

/* ------------------------------------------------------------ the values */

static fe_type *core_struct(fe_ctx *C, const char *name)
{
    fe_class *c = fe_find_class(C->S, "System", name);
    return c ? c->type : NULL;
}

static int is_core_struct(fe_ctx *C, const fe_type *t, const char *name)
{
    return t && t->kind == FE_T_STRUCT && t == core_struct(C, name);
}

/* ^e: Index.FromEnd(e), which throws for a negative e as new Index(e, true). */
fe_bexpr *fe_bind_from_end(fe_ctx *C, fe_expr *e)
{
    return call_core(C, "Index", "FromEnd", &e->left, 1, e->pos);
}

/* One end of a range as an Index: an Index as is, an int through
 * Index.FromStart (C#'s implicit conversion), none: Index.Start/End. */
static fe_bexpr *range_end(fe_ctx *C, fe_expr *x, int is_end, fe_pos pos)
{
    if (!x)
        return fe_bind_expr(C, syn_member(C, "Index", is_end ? "End" : "Start", pos));
    fe_bexpr *v = fe_bind_expr(C, x);
    if (v->type->kind == FE_T_ERROR || is_core_struct(C, v->type, "Index"))
        return v;
    fe_expr *arg = syn_bound(C, v);
    return call_core(C, "Index", "FromStart", &arg, 1, x->pos);
}

fe_bexpr *fe_bind_range(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *a = range_end(C, e->left, 0, e->pos), *b = range_end(C, e->right, 1, e->pos);
    if (a->type->kind == FE_T_ERROR || b->type->kind == FE_T_ERROR)
        return error_at(C, e->pos);
    fe_type *it = core_struct(C, "Index"), *rt = core_struct(C, "Range");
    fe_type *ps[2] = {it, it};
    fe_method *ctor = rt ? fe_find_method(C->S, rt->cls, ".ctor", 0, ps, 2) : NULL;
    if (!ctor) {
        fe_sema_error(C->S, e->pos, "the corelib has no System.Range(Index, Index)");
        return error_at(C, e->pos);
    }
    fe_bexpr *r = fe_bnode(C, FE_B_NEWOBJ, rt, e->pos);
    r->method = ctor;
    r->n = 2;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * 2);
    r->list[0] = a;
    r->list[1] = b;
    return r;
}

/* ------------------------------------------------------------ inside [] */

/* The public instance int property `name` of class c or a base, or of an
 * interface or the interfaces it extends (IList<T>'s Count); NULL if none. */
static fe_prop *int_prop(fe_class *c, const char *name)
{
    for (fe_class *k = c; k; k = k->base)
        for (int i = 0; i < k->props.n; i++) {
            fe_prop *p = k->props.v[i];
            if (!strcmp(p->name, name) && p->get && p->type->kind == FE_T_INT &&
                !(p->flags & KMOD_FIELD_STATIC) && (p->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC)
                return p;
        }
    for (int i = 0; (c->flags & KMOD_TYPE_INTERFACE) && i < c->ifaces.n; i++) {
        fe_prop *p = int_prop(c->ifaces.v[i], name);
        if (p)
            return p;
    }
    return NULL;
}

/* C#'s countable: a Length, else a Count. */
static fe_prop *length_prop(fe_class *c)
{
    fe_prop *p = int_prop(c, "Length");
    return p ? p : int_prop(c, "Count");
}

static fe_method *length_getter(fe_class *c)
{
    fe_prop *p = length_prop(c);
    return p ? p->get : NULL;
}

const char *fe_range_count_name(const fe_type *t)
{
    if (t->kind == FE_T_ARRAY || t->kind == FE_T_STRING)
        return "Length";
    fe_prop *p = t->kind == FE_T_CLASS && t->cls ? length_prop(t->cls) : NULL;
    return p ? p->name : NULL;
}

/* The single value argument of x[...], or NULL. */
static fe_expr *only_arg(const fe_expr *e)
{
    return e->nargs == 1 && e->args[0].mode == FE_AM_VALUE && !e->args[0].name ? e->args[0].e : NULL;
}

static int is_hat(const fe_expr *x)
{
    return x->kind == FE_E_UNARY && x->uop == FE_UOP_HAT;
}

/* x[a] with a written `^e` or `a..b`, or a value of type Index or Range
 * (bound ahead with fe_probe, then reused by the indexing that binds it). */
static int index_kind(fe_ctx *C, fe_expr *a)
{
    if (is_hat(a))
        return 1;
    if (a->kind == FE_E_RANGE)
        return 2;
    if (a->kind == FE_E_LAMBDA || a->kind == FE_E_DEFAULT || a->kind == FE_E_TUPLE)
        return 0;
    fe_type *t = fe_probe(C, a);
    return is_core_struct(C, t, "Index") ? 1 : is_core_struct(C, t, "Range") ? 2 : 0;
}

int fe_range_index(fe_ctx *C, fe_bexpr *recv, fe_expr *e, fe_expr **rewritten, fe_bexpr **out)
{
    *rewritten = e;
    fe_expr *a = only_arg(e);
    fe_type *rt = recv->type;
    if (!a || (rt->kind != FE_T_ARRAY && rt->kind != FE_T_STRING && rt->kind != FE_T_CLASS))
        return 0;
    if ((rt->kind == FE_T_CLASS && !rt->cls) || !core_struct(C, "Index"))
        return 0;   /* (no Range.cs: the program writes neither ^ nor .. nor the names) */
    int kind = index_kind(C, a);
    if (!kind)
        return 0;
    if (kind == 2) {   /* a slice: a call taking the receiver (evaluated once as its argument) */
        fe_expr *args[2] = {syn_bound(C, recv), a};
        *out = call_core(C, "RangeSlice", "Of", args, 2, e->pos);
        return 1;
    }
    fe_method *len = NULL;
    if (rt->kind == FE_T_STRING) {
        fe_class *sc = fe_find_class(C->S, "System", "String");
        len = sc ? length_getter(sc) : NULL;
    } else if (rt->kind == FE_T_CLASS) {
        len = length_getter(rt->cls);
    }
    if (rt->kind != FE_T_ARRAY && !len) {
        fe_sema_error(C->S, e->pos, "argument 1: cannot convert from 'System.Index' to 'int' ('%s' has no int Length or Count)",
                      fe_type_name(C->S, rt));
        *out = error_at(C, e->pos);
        return 1;
    }
    fe_bexpr *off = fe_bnode(C, FE_B_FROMEND, fe_prim(C->S, FE_T_INT), a->pos);
    off->method = len;
    if (is_hat(a)) {
        off->a = fe_bind_to(C, a->left, fe_prim(C->S, FE_T_INT));
    } else {   /* RangeSlice.Offset(length, index): the length pushed first */
        fe_type *ps[2] = {fe_prim(C->S, FE_T_INT), core_struct(C, "Index")};
        fe_class *rs = fe_find_class(C->S, "System", "RangeSlice");
        off->helper = rs ? fe_find_method(C->S, rs, "Offset", 1, ps, 2) : NULL;
        off->a = fe_bind_expr(C, a);
        if (!off->helper) {
            fe_sema_error(C->S, e->pos, "the corelib has no System.RangeSlice.Offset(int, Index)");
            return *out = error_at(C, e->pos), 1;
        }
    }
    if (off->a->type->kind == FE_T_ERROR)
        return *out = error_at(C, e->pos), 1;
    fe_expr *copy = syn(C, FE_E_INDEX, e->pos);
    *copy = *e;
    copy->args = fe_bound_alloc(C->S, sizeof *copy->args);
    copy->args[0] = e->args[0];
    copy->args[0].e = syn_bound(C, off);
    *rewritten = copy;
    return 0;
}
