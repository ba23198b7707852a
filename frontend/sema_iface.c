/* sema_iface.c - interfaces in the frontend (docs/interfaces.md): base
 * lists, interface members (C# 8's default, private and static ones
 * too), explicit implementations, C#'s interface mapping (a class's own
 * member, else the most specific default body) and its errors, conversions between classes and interfaces,
 * member lookup through base interfaces, and the module's interface rows.
 *
 * Model: an interface is an fe_class with KMOD_TYPE_INTERFACE whose base
 * is System.Object (so object's members are found on it, as C# does; the
 * TYPEDEF row has no parent) and whose ifaces are its base interfaces. A
 * class's ifaces are the interfaces its base list names. Lookup on an
 * interface searches it, then its bases breadth first, then object
 * (fe_lookup_next).
 */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"
#include "sema.h"

int fe_is_iface(const fe_class *c)
{
    return c && (c->flags & KMOD_TYPE_INTERFACE);
}

/* Does i (an interface) appear in the closure of the interfaces x lists? */
static int lists(const fe_class *x, const fe_class *i, int depth)
{
    if (depth > 64)
        return 0;
    for (int k = 0; k < x->ifaces.n; k++)
        if (x->ifaces.v[k] == i || lists(x->ifaces.v[k], i, depth + 1))
            return 1;
    return 0;
}

/* The instance of generic interface def in the closure of what x lists. */
static fe_class *listed_instance(fe_class *x, const fe_class *def, int depth)
{
    for (int k = 0; depth <= 64 && k < x->ifaces.n; k++) {
        fe_class *i = x->ifaces.v[k];
        fe_class *r = i->generic == def ? i : listed_instance(i, def, depth + 1);
        if (r)
            return r;
    }
    return NULL;
}

fe_class *fe_iface_instance_of(fe_class *c, const fe_class *def)
{
    for (int depth = 0; c && depth <= FE_MAX_CLASS_DEPTH; c = c->base, depth++) {
        fe_class *r = c->generic == def ? c : listed_instance(c, def, 0);
        if (r)
            return r;
    }
    return NULL;
}

int fe_implements(const fe_class *c, const fe_class *i)
{
    if (c == i)
        return 1;
    for (; c; c = c->base)
        if (lists(c, i, 0))
            return 1;
    return 0;
}

int fe_class_conv_implicit(const fe_class *from, const fe_class *to)
{
    if (fe_derives(from, to))
        return 1;
    return fe_is_iface(to) && fe_implements(from, to);
}

/* ---------------------------------------------------------- variance */

/* Does generic definition d have an `in` or `out` parameter? */
static int variant_def(const fe_class *d)
{
    for (int k = 0; d && k < d->ntparams; k++)
        if (d->tparams[k]->variance)
            return 1;
    return 0;
}

/* An argument of a variant parameter: an implicit reference conversion
 * (or identity) from a to b, both reference types (C# 18.2.3.3). */
static int variant_arg(fe_sema *S, fe_type *a, fe_type *b)
{
    return a == b || (fe_is_ref(a) && fe_is_ref(b) && fe_implicit(S, a, b));
}

/* Is instance x variance-convertible to instance y of the same definition
 * (C#'s variance conversion: `out` arguments convert forwards, `in` ones
 * backwards, the others are identical)? */
static int variant_args(fe_sema *S, const fe_class *x, const fe_class *y)
{
    const fe_class *d = y->generic;
    if (!d || x->generic != d || x == y || !variant_def(d))
        return 0;
    for (int k = 0; k < d->ntparams; k++) {
        fe_type *a = x->targs[k], *b = y->targs[k];
        int v = d->tparams[k]->variance;
        int ok = v == FE_VAR_OUT ? variant_arg(S, a, b) : v == FE_VAR_IN ? variant_arg(S, b, a) : a == b;
        if (!ok)
            return 0;
    }
    return 1;
}

/* Does x (an interface) or an interface it lists convert to y by variance? */
static int lists_variant(fe_sema *S, const fe_class *x, const fe_class *y, int depth)
{
    if (depth > 64)
        return 0;
    if (variant_args(S, x, y))
        return 1;
    for (int k = 0; k < x->ifaces.n; k++)
        if (lists_variant(S, x->ifaces.v[k], y, depth + 1))
            return 1;
    return 0;
}

int fe_variant_conv(fe_sema *S, const fe_class *from, const fe_class *to)
{
    if (!to->generic || !variant_def(to->generic))
        return 0;
    if (!fe_is_iface(to))   /* a delegate: the same definition */
        return variant_args(S, from, to);
    for (int depth = 0; from && depth <= FE_MAX_CLASS_DEPTH; from = from->base, depth++)
        if (lists_variant(S, from, to, 0))
            return 1;
    return 0;
}

int fe_variant_explicit(fe_sema *S, const fe_class *from, const fe_class *to)
{
    const fe_class *d = to->generic;
    if (!d || from->generic != d || fe_is_iface(d) || !variant_def(d))
        return 0;   /* interfaces convert to each other explicitly anyway */
    for (int k = 0; k < d->ntparams; k++) {
        fe_type *a = from->targs[k], *b = to->targs[k];
        int v = d->tparams[k]->variance, refs = fe_is_ref(a) && fe_is_ref(b);
        int ok = a == b || (v == FE_VAR_OUT && refs && fe_explicit(S, a, b)) || (v == FE_VAR_IN && refs);
        if (!ok)
            return 0;
    }
    return 1;
}

int fe_class_conv_explicit(const fe_class *from, const fe_class *to)
{
    if (fe_class_conv_implicit(from, to) || fe_derives(to, from))
        return 1;
    if (fe_is_iface(from) && fe_is_iface(to))
        return 1;
    if (fe_is_iface(to))
        return !(from->flags & KMOD_TYPE_SEALED) || fe_implements(from, to);
    if (fe_is_iface(from))
        return !(to->flags & KMOD_TYPE_SEALED) || fe_implements(to, from);
    return 0;
}

int fe_iface_array_unsupported(fe_sema *S, const fe_type *from, const fe_type *to)
{
    (void)S;   /* the collection interfaces C# gives arrays (IEnumerable, IList<T>, ...) */
    return from->kind == FE_T_MDARRAY && to->kind == FE_T_CLASS &&
           fe_is_iface(to->cls) && (!strcmp(to->cls->ns, "System.Collections") ||
                                    !strcmp(to->cls->ns, "System.Collections.Generic"));
}

/* The interfaces an interface's lookup visits after itself, breadth first
 * without repeats, then object. */
static void lookup_order(fe_sema *S, fe_class *i)
{
    if (i->lookup.n)
        return;
    FE_VEC_PUSH(i->lookup, i);
    for (int k = 0; k < i->lookup.n && k < 4096; k++) {
        fe_class *x = i->lookup.v[k];
        for (int j = 0; j < x->ifaces.n; j++) {
            int seen = 0;
            for (int q = 0; q < i->lookup.n && !seen; q++)
                seen = i->lookup.v[q] == x->ifaces.v[j];
            if (!seen)
                FE_VEC_PUSH(i->lookup, x->ifaces.v[j]);
        }
    }
    fe_class *object = fe_find_class(S, "System", "Object");
    if (object)
        FE_VEC_PUSH(i->lookup, object);
}

fe_class *fe_lookup_next(fe_sema *S, fe_class *start, fe_class *c)
{
    if (!fe_is_iface(start))
        return c->base;
    lookup_order(S, start);
    for (int k = 0; k + 1 < start->lookup.n; k++)
        if (start->lookup.v[k] == c)
            return start->lookup.v[k + 1];
    return NULL;
}

/* ------------------------------------------------------------ base lists */

static void add_iface(fe_sema *S, fe_class *c, fe_type *t, fe_pos pos)
{
    if (t->kind == FE_T_ERROR)
        return;
    if (t->kind != FE_T_CLASS || !fe_is_iface(t->cls)) {
        fe_sema_error(S, pos, "type '%s' in interface list is not an interface", fe_type_name(S, t));
        return;
    }
    for (int k = 0; k < c->ifaces.n; k++)
        if (c->ifaces.v[k] == t->cls) {
            fe_sema_error(S, pos, "'%s' is already listed in interface list", t->cls->full);
            return;
        }
    FE_VEC_PUSH(c->ifaces, t->cls);
}

int fe_iface_first_base(fe_sema *S, fe_class *c, fe_type *bt)
{
    fe_typedecl *td = c->decl;
    if (fe_is_iface(c)) {
        add_iface(S, c, bt, td->base->pos);
        return 1;
    }
    if (bt->kind != FE_T_CLASS || !fe_is_iface(bt->cls))
        return 0;
    add_iface(S, c, bt, td->base->pos);
    return 1;
}

void fe_iface_rest_bases(fe_sema *S, fe_class *c, int first_iface)
{
    fe_typedecl *td = c->decl;
    for (int k = 0; k < td->nbases; k++) {
        fe_type *t = fe_resolve_type(S, c->unit, c->ns, td->bases[k]);
        if (t->kind == FE_T_CLASS && !fe_is_iface(t->cls) && !fe_is_iface(c) && first_iface) {
            fe_sema_error(S, td->bases[k]->pos, "base class '%s' must come before any interfaces",
                          t->cls->full);
            continue;
        }
        add_iface(S, c, t, td->bases[k]->pos);
    }
}

/* Interface inheritance cycles: each is reported once, at the interface
 * that closes it, and that base is dropped. */
static int cycle_from(fe_class *i, fe_class *x, int depth)
{
    if (depth > 64)
        return 1;
    for (int k = 0; k < x->ifaces.n; k++)
        if (x->ifaces.v[k] == i || cycle_from(i, x->ifaces.v[k], depth + 1))
            return 1;
    return 0;
}

void fe_iface_check_cycles(fe_sema *S, fe_class *c)
{
    if (!fe_is_iface(c))
        return;
    for (int k = 0; k < c->ifaces.n; k++) {
        fe_class *b = c->ifaces.v[k];
        if (b == c || cycle_from(c, b, 0)) {
            fe_sema_error(S, c->pos, "inherited interface '%s' causes a cycle in the interface "
                          "hierarchy of '%s'", b->full, c->full);
            c->ifaces.v[k--] = c->ifaces.v[--c->ifaces.n];
        }
    }
}

/* ------------------------------------------------------------ members */

/* C# 8's interface members (docs/interfaces.md "Default interface
 * members"): no body is an abstract slot; a body is a default
 * implementation in the slot (virtual, not abstract); a private or sealed
 * one with a body is an ordinary instance method, a static one a static
 * member. C# 11's static abstract/virtual members stay an error. */
uint32_t fe_iface_member_flags(fe_sema *S, fe_member *d, int has_body)
{
    const int allowed = FE_MOD_PUBLIC | FE_MOD_PRIVATE | FE_MOD_ABSTRACT | FE_MOD_NEW | FE_MOD_STATIC |
                        FE_MOD_VIRTUAL | FE_MOD_SEALED | FE_MOD_EXTERN;
    int mods = d->mods;
    if ((mods & FE_MOD_STATIC) && (mods & (FE_MOD_ABSTRACT | FE_MOD_VIRTUAL))) {
        fe_sema_error(S, d->pos, "static abstract and static virtual interface members (C# 11) are "
                      "not supported");
        return KMOD_ACC_PUBLIC | KMOD_METH_STATIC | KMOD_METH_ABSTRACT;   /* no second error */
    }
    if ((mods & FE_MOD_ASYNC) && !has_body)
        fe_sema_error(S, d->pos, "the 'async' modifier can only be used in methods that have a body");
    else if (mods & ~(allowed | FE_MOD_ASYNC))   /* async: a default body's (docs/async.md) */
        fe_sema_error(S, d->pos, "modifiers on interface members other than public, private, static, "
                      "abstract, virtual, sealed and async are not supported");
    uint32_t acc = (mods & FE_MOD_PRIVATE) ? KMOD_ACC_PRIVATE : KMOD_ACC_PUBLIC;
    if (mods & FE_MOD_STATIC)
        return acc | KMOD_METH_STATIC;
    if (has_body && (mods & FE_MOD_ABSTRACT))
        fe_sema_error(S, d->pos, "'%s' cannot declare a body because it is marked abstract", d->name);
    else if (!has_body && (mods & (FE_MOD_PRIVATE | FE_MOD_SEALED | FE_MOD_VIRTUAL)))
        fe_sema_error(S, d->pos, "'%s' must declare a body because it is not marked abstract, extern, "
                      "or partial", d->name);
    else if (has_body && (mods & (FE_MOD_PRIVATE | FE_MOD_SEALED)))
        return acc;
    else if (has_body)
        return acc | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT;
    return KMOD_ACC_PUBLIC | KMOD_METH_ABSTRACT | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT;
}

/* A class as C# names it in messages: IBox<int> (an instance), Bad<T> (a
 * definition), else its full name. */
static const char *class_text(fe_sema *S, const fe_class *c)
{
    if (c->display)
        return c->display;
    if (!c->ntparams)
        return c->full;
    size_t cap = strlen(c->full) + 3;
    for (int k = 0; k < c->ntparams; k++)
        cap += strlen(c->tparams[k]->name) + 2;
    char *s = fe_sema_alloc(S, cap);
    size_t at = (size_t)snprintf(s, cap, "%s<", c->full);
    for (int k = 0; k < c->ntparams && at < cap; k++)
        at += (size_t)snprintf(s + at, cap - at, "%s%s", k ? ", " : "", c->tparams[k]->name);
    if (at < cap)
        snprintf(s + at, cap - at, ">");
    return s;
}

/* "I.M(int, string)" for messages. */
static const char *member_text(fe_sema *S, const fe_class *owner, const char *name, const fe_method *m)
{
    const char *on = class_text(S, owner);
    size_t cap = strlen(on) + strlen(name) + 8 + (size_t)m->nparams * 48;
    char *s = fe_sema_alloc(S, cap);
    size_t at = (size_t)snprintf(s, cap, "%s.%s(", on, name);
    for (int k = 0; k < m->nparams && at < cap; k++)
        at += (size_t)snprintf(s + at, cap - at, "%s%s%s", k ? ", " : "",
                               m->params[k].mode == FE_P_REF ? "ref " :
                               m->params[k].mode == FE_P_OUT ? "out " : "",
                               fe_type_name(S, m->params[k].type));
    if (at < cap)
        snprintf(s + at, cap - at, ")");
    return s;
}

static const char *prefixed_iface(fe_sema *S, const fe_class *i, const char *name)
{
    size_t n = strlen(i->full) + strlen(name) + 2;
    char *s = fe_sema_alloc(S, n);
    snprintf(s, n, "%s.%s", i->full, name);
    return s;
}

/* Explicit implementation m (`void I.M()`, or an accessor of `int I.P`):
 * the interface method it implements, or NULL (reported). */
static fe_method *bind_explicit(fe_sema *S, fe_class *c, fe_method *m)
{
    fe_member *d = m->decl;
    fe_class *scope = fe_scope_enter(S, c);   /* I of `int I.M()` may be nested in c's enclosing classes */
    fe_type *t = fe_resolve_type(S, c->unit, c->ns, d->explicit_iface);
    fe_scope_enter(S, scope);
    if (t->kind == FE_T_ERROR)
        return NULL;
    const char *acc = m->prop ? (strncmp(m->name, "set_", 4) ? "get_" : "set_") : "";
    char want[256];
    snprintf(want, sizeof want, "%s%s", acc, d->name);
    if (d->kind == FE_M_INDEXER)   /* an indexer's accessor: declare_indexer named it I.get_Item */
        snprintf(want, sizeof want, "%s", m->ret->kind == FE_T_VOID ? "set_Item" : "get_Item");
    if (t->kind != FE_T_CLASS || !fe_is_iface(t->cls)) {
        fe_sema_error(S, d->explicit_iface->pos, "'%s' in explicit interface declaration is not "
                      "an interface", fe_type_name(S, t));
        return NULL;
    }
    fe_class *i = t->cls;
    if (!fe_implements(c, i) || c == i) {   /* an interface may re-implement a base's member */
        fe_sema_error(S, d->pos, "'%s.%s.%s': containing type does not implement interface '%s'",
                      c->full, i->full, d->name, i->full);
        return NULL;
    }
    for (fe_method *im = fe_methods_named(S, i, want); im; im = im->next_named)
        if (fe_generic_same_sig(S, im, m, 1))
            return im;
    if (!m->prop || acc[0] == 'g')   /* a property's error once, at its getter */
        fe_sema_error(S, d->pos, "'%s' in explicit interface declaration is not found among members "
                      "of the interface that can be implemented",
                      member_text(S, c, prefixed_iface(S, i, d->name), m));
    return NULL;
}

/* C#'s interface mapping of im for class c, as the runtime does it
 * (runtime/iface.c): an explicit implementation in c or a base, else a
 * public instance member of the same name and signature. Reports a match
 * that is not public or returns another type. */
static int mapped(fe_sema *S, fe_class *c, fe_class *i, fe_method *im)
{
    for (fe_class *x = c; x; x = x->base) {
        fe_members(x);
        for (int k = 0; k < x->methods.n + x->gmethods.n; k++)
            if ((k < x->methods.n ? x->methods.v[k] : x->gmethods.v[k - x->methods.n])->impl_of == im)
                return 1;
        for (fe_method *m = fe_methods_named(S, x, im->name); m; m = m->next_named) {
            if ((m->flags & KMOD_METH_STATIC) || !fe_generic_same_sig(S, im, m, 0))
                continue;
            const char *mt = member_text(S, x, m->name, m), *it = member_text(S, i, im->name, im);
            if ((m->flags & KMOD_ACC_MASK) != KMOD_ACC_PUBLIC) {
                fe_sema_error(S, c->pos, "'%s' does not implement interface member '%s'. '%s' "
                              "cannot implement an interface member because it is not public.",
                              class_text(S, c), it, mt);
                return 1;
            }
            if (!fe_generic_same_sig(S, im, m, 1)) {
                fe_sema_error(S, c->pos, "'%s' does not implement interface member '%s'. '%s' "
                              "cannot implement '%s' because it does not have the matching "
                              "return type of '%s'.", class_text(S, c), it, mt, it, fe_type_name(S, im->ret));
                return 1;
            }
            if (m->ncond)
                fe_sema_error(S, c->pos, "conditional member '%s' cannot implement interface member "
                              "'%s' in type '%s'", mt, it, class_text(S, c));
            fe_gvm_check_impl_constraints(S, im, m, mt, it);
            return 1;
        }
    }
    return 0;
}

fe_method *fe_iface_impl_in(fe_sema *S, fe_class *c, fe_method *im)
{
    if (im->targs && im->gdef)   /* a generic method's instance: its implementation's */
        return fe_gvm_iface_impl(S, c, im);
    for (fe_class *x = c; x; x = x->base) {
        for (int k = 0; k < fe_members(x)->methods.n; k++)
            if (x->methods.v[k]->impl_of == im)
                return x->methods.v[k];
        for (fe_method *m = fe_methods_named(S, x, im->name); m; m = m->next_named)
            if (!(m->flags & KMOD_METH_STATIC) && fe_generic_same_sig(S, im, m, 1) &&
                (m->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC)
                return m;
    }
    return NULL;
}

/* ------------------------------------------------------------ constraints */

fe_class *fe_constraint_iface_of(fe_sema *S, const fe_tparam *tp, const char *name)
{
    fe_class *object = fe_find_class(S, "System", "Object");
    for (int k = 0; k < tp->nifaces; k++)
        for (fe_class *x = tp->ifaces[k]; x && x != object; x = fe_lookup_next(S, tp->ifaces[k], x))
            if (fe_names_of(S, x, name))
                return tp->ifaces[k];
    return NULL;
}

/* A primitive (or string) implements IComparable<itself> and IEquatable<itself>:
 * its constrained calls run its own CompareTo/Equals, its boxes get them
 * from a lender at run time (docs/interfaces.md, "Lent interfaces"). */
static int prim_implements(fe_sema *S, const fe_type *t, const fe_class *i)
{
    (void)S;
    if (!i->generic || i->generic->ntparams != 1 || i->targs[0] != t || strcmp(i->ns, "System"))
        return 0;
    return !strcmp(i->generic->name, "IComparable") || !strcmp(i->generic->name, "IEquatable");
}

static int is_prim(const fe_type *t)
{
    return t->kind >= FE_T_BOOL && t->kind <= FE_T_STRING;   /* the keyword types, string too */
}

int fe_type_implements(fe_sema *S, const fe_type *t, const fe_class *i)
{
    if ((is_prim(t) && prim_implements(S, t, i)) || fe_lent_iface_conv(S, t, i->type))
        return 1;   /* decimal's too: its IComparable<decimal>, IEquatable<decimal> */
    if (t->kind == FE_T_TYPARAM) {
        for (int k = 0; k < t->tparam->nifaces; k++)
            if (fe_implements(t->tparam->ifaces[k], i))
                return 1;
        return t->tparam->base && fe_implements(t->tparam->base, i);
    }
    fe_class *c = t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT || t->kind == FE_T_ENUM || is_prim(t)
                      ? fe_member_class(S, t) : NULL;
    return c && fe_implements(c, i);
}

/* A primitive's static M(x, args) standing for x.M(args) (the corelib's rule). */
static fe_method *prim_static(fe_sema *S, const fe_type *t, const fe_method *im)
{
    fe_class *c = fe_member_class(S, t);
    for (fe_method *m = c ? fe_methods_named(S, c, im->name) : NULL; m; m = m->next_named) {
        if (!(m->flags & KMOD_METH_STATIC) || m->nparams != im->nparams + 1 || m->params[0].type != t ||
            m->ret != im->ret)
            continue;
        int same = 1;
        for (int k = 0; k < im->nparams && same; k++)
            same = m->params[k + 1].type == im->params[k].type && m->params[k + 1].mode == im->params[k].mode;
        if (same)
            return m;
    }
    return NULL;
}

fe_method *fe_constrained_target(fe_sema *S, const fe_type *t, fe_method *im)
{
    switch (t->kind) {
    case FE_T_STRUCT:
        return fe_iface_impl_in(S, t->cls, im);
    case FE_T_STRING:
        return fe_iface_impl_in(S, fe_member_class(S, t), im);
    case FE_T_CLASS:   /* the corelib's classes: their method; the program's: the itab */
        return t->cls->imported && !fe_is_iface(t->cls) ? fe_iface_impl_in(S, t->cls, im) : NULL;
    default:
        return is_prim(t) ? prim_static(S, t, im) : NULL;
    }
}

/* What a virtual call of m on a box of value v (or on a string) runs
 * instead, with no box: an interface method as a constrained call does; an
 * object method (GetHashCode, Equals, ToString) the struct's own override
 * or the primitive's static M(v, args); NULL: the box's method. */
fe_method *fe_boxed_target(fe_sema *S, const fe_type *v, fe_method *m)
{
    if (fe_nullable_elem(v) || m->flags & KMOD_METH_STATIC)
        return NULL;
    if (fe_is_iface(m->owner)) {
        fe_method *impl = v->kind == FE_T_STRUCT || is_prim(v) ? fe_constrained_target(S, v, m) : NULL;
        return impl && (v->kind != FE_T_STRUCT || impl->owner == v->cls) ? impl : NULL;
    }
    if (v->kind == FE_T_STRUCT) {
        for (fe_method *x = fe_methods_named(S, v->cls, m->name); x; x = x->next_named)
            if (x->owner == v->cls && !(x->flags & KMOD_METH_STATIC) && fe_same_params(x, m) && x->ret == m->ret)
                return x;
        return NULL;
    }
    return is_prim(v) && v->kind != FE_T_STRING ? prim_static(S, v, m) : NULL;
}

/* ------------------------------------------- default interface members */

int fe_iface_is_slot(const fe_method *m)
{
    return (m->flags & KMOD_METH_VIRTUAL) && !(m->flags & (KMOD_METH_STATIC | KMOD_METH_FINAL));
}

/* Does interface x give slot im a body: im's own (x its owner), or an
 * explicit re-implementation `void I.M() { }` in x? */
static fe_method *iface_body_for(fe_class *x, fe_method *im)
{
    if (x == im->owner)
        return im->flags & KMOD_METH_ABSTRACT ? NULL : im;
    fe_members(x);
    for (int k = 0; k < x->methods.n; k++)
        if (x->methods.v[k]->impl_of == im)
            return x->methods.v[k];
    return NULL;
}

/* The search for the most specific body: the best so far and, once every
 * interface was seen, one it does not derive from (none is most specific). */
typedef struct dim_pick {
    fe_method *im;
    fe_method *best, *other;
} dim_pick;

static void dim_visit(dim_pick *p, fe_class *x, int check, int depth)
{
    fe_method *b = depth <= 64 ? iface_body_for(x, p->im) : NULL;
    if (b && !check && (!p->best || (x != p->best->owner && fe_implements(x, p->best->owner))))
        p->best = b;
    if (b && check && b != p->best && !p->other && !fe_implements(p->best->owner, x))
        p->other = b;
    for (int k = 0; depth <= 64 && k < x->ifaces.n; k++)
        dim_visit(p, x->ifaces.v[k], check, depth + 1);
}

fe_method *fe_iface_default_body(fe_class *c, fe_method *im, fe_method **other)
{
    dim_pick p = {im, NULL, NULL};
    for (int check = 0; check < 2 && (!check || p.best); check++)
        for (fe_class *x = c; x; x = x->base)
            for (int k = 0; k < x->ifaces.n; k++)
                dim_visit(&p, x->ifaces.v[k], check, 0);
    if (other)
        *other = p.other;
    return p.best;
}

/* A slot no class member implements: its most specific default body, or
 * C#'s error when there is none (reported: 1). */
static int default_mapped(fe_sema *S, fe_class *c, fe_class *i, fe_method *im)
{
    fe_method *other, *best = fe_iface_default_body(c, im, &other);
    if (best && other)
        fe_sema_error(S, c->pos, "Interface member '%s' does not have a most specific implementation. "
                      "Neither '%s', nor '%s' are most specific.", member_text(S, i, im->name, im),
                      member_text(S, best->owner, best->name, best),
                      member_text(S, other->owner, other->name, other));
    return best != NULL;
}

static void check_mapping(fe_sema *S, fe_class *c, fe_class *i, int depth)
{
    if (depth > 64)
        return;
    fe_members(i);
    for (int k = 0; k < i->methods.n + i->gmethods.n; k++) {
        fe_method *im = k < i->methods.n ? i->methods.v[k] : i->gmethods.v[k - i->methods.n];
        if (fe_iface_is_slot(im) && !mapped(S, c, i, im) && !default_mapped(S, c, i, im))
            fe_sema_error(S, c->pos, "'%s' does not implement interface member '%s'", class_text(S, c),
                          member_text(S, i, im->name, im));
    }
    for (int k = 0; k < i->ifaces.n; k++)
        check_mapping(S, c, i->ifaces.v[k], depth + 1);
}

void fe_iface_bind_explicit(fe_sema *S, fe_class *c)
{
    if (c->generic)
        return;   /* an instance: fill_instance substitutes its definition's */
    fe_class *save = S->tp_cls;
    S->tp_cls = c;   /* `IEnumerable<T>.GetEnumerator` names the class's T */
    for (int k = 0; k < c->methods.n + c->gmethods.n; k++) {
        fe_method *m = k < c->methods.n ? c->methods.v[k] : c->gmethods.v[k - c->methods.n];
        if (m->decl && m->decl->explicit_iface)
            m->impl_of = bind_explicit(S, c, m);
        if (m->impl_of && m->ntparams)
            fe_generic_inherit_constraints(S, m, m->impl_of);
    }
    S->tp_cls = save;
}

/* Every declared class, generic definitions included (checked open, once;
 * their instances are not checked again). */
void fe_iface_check_all(fe_sema *S)
{
    for (int i = 0; i < S->classes.n; i++) {
        fe_class *c = S->classes.v[i];
        if (c->imported || c->generic || !c->decl || fe_is_iface(c))
            continue;
        for (int k = 0; k < c->ifaces.n; k++)
            check_mapping(S, c, c->ifaces.v[k], 0);
    }
}

void fe_iface_subst(fe_sema *S, fe_class *inst, const fe_class *def, const struct fe_subst *sub)
{
    for (int k = 0; k < def->ifaces.n; k++) {
        fe_type *t = fe_subst_type(S, def->ifaces.v[k]->type, sub);
        if (t->kind == FE_T_CLASS)
            FE_VEC_PUSH(inst->ifaces, t->cls);
    }
}

/* ------------------------------------------------------------ rows */

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static void emit_class_impls(fe_sema *S, fe_class *c)
{
    uint32_t toks[c->ifaces.n + 1];
    for (int k = 0; k < c->ifaces.n; k++)
        toks[k] = fe_class_token(S, c->ifaces.v[k]);
    qsort(toks, (size_t)c->ifaces.n, sizeof *toks, cmp_u32);
    for (int k = 0; k < c->ifaces.n; k++) {
        kmod_ifaceimpl r = {c->row, toks[k]};
        if (kmod_add_ifaceimpl(S->out, &r))
            fe_out_of_memory();
    }
}

static void emit_method_impls(fe_sema *S, fe_class *c)
{
    for (int k = 0; k < c->methods.n; k++) {
        fe_method *m = c->methods.v[k];
        if (!m->impl_of)
            continue;
        kmod_methodimpl r = {c->row, m->row, fe_method_token(S, m->impl_of)};
        if (kmod_add_methodimpl(S->out, &r))
            fe_out_of_memory();
    }
}

/* The variant instance row of c (section 21): its definition's `out`/`in`
 * (FE_VAR_* are KMOD_VAR_*) and its arguments, for the runtime's casts. */
static void emit_variant(fe_sema *S, fe_class *c)
{
    const fe_class *d = c->generic;
    if (d->ntparams > KMOD_VAR_MAX_ARGS)
        return;   /* no cast decided at run time: the pairs below still hold */
    kmod_variant r = {c->row, 0, 0};
    fe_bytes sig = {0};
    FE_VEC_PUSH(sig, (uint8_t)KMOD_SIG_LOCALS);
    FE_VEC_PUSH(sig, (uint8_t)(d->ntparams & 0xFF));
    FE_VEC_PUSH(sig, (uint8_t)(d->ntparams >> 8));
    for (int k = 0; k < d->ntparams; k++) {
        r.variance |= (uint32_t)d->tparams[k]->variance << (2 * k);
        fe_sig_type(S, &sig, c->targs[k]);
    }
    r.args = fe_added(kmod_add_sig(S->out, sig.v, (size_t)sig.n));
    free(sig.v);
    if (kmod_add_variant(S->out, &r))
        fe_out_of_memory();
}

/* The variance rows (docs/interfaces.md "Variance"): every pair of the
 * module's instances of one variant interface or delegate that converts,
 * in (from, to) order; cs is in row order. */
static void emit_variances(fe_sema *S, fe_class **cs, int n)
{
    int nv = 0;
    fe_class **vs = malloc(sizeof *vs * (size_t)(n + 1));
    if (!vs)
        fe_out_of_memory();
    for (int i = 0; i < n; i++)
        if (cs[i]->generic && !cs[i]->open && !cs[i]->rowless && variant_def(cs[i]->generic))
            vs[nv++] = cs[i];
    for (int i = 0; i < nv; i++)
        for (int j = 0; j < nv; j++)
            if (variant_args(S, vs[i], vs[j]) && kmod_add_variance(S->out, vs[i]->row, vs[j]->row))
                fe_out_of_memory();
    for (int i = 0; i < nv; i++)
        emit_variant(S, vs[i]);
    free(vs);
}

static int cmp_class_row(const void *a, const void *b)
{
    uint32_t x = (*(fe_class *const *)a)->row, y = (*(fe_class *const *)b)->row;
    return x < y ? -1 : x > y;
}

/* The classes in row order (the rows are sorted by type): the user's and
 * the generic instances laid out late (fe_layout_late_class), among which
 * the classes made while bodies compile (in S->user too: fe_late_publish)
 * and the instances they made interleave. */
void fe_iface_emit(fe_sema *S)
{
    int n = 0;
    fe_class **cs = malloc(sizeof *cs * (size_t)(S->user.n + S->late.n + 1));
    if (!cs)
        fe_out_of_memory();
    for (int i = 0; i < S->user.n; i++)
        cs[n++] = S->user.v[i];
    for (int i = 0; i < S->late.n; i++)
        if (S->late.v[i]->generic)   /* the others are in S->user */
            cs[n++] = S->late.v[i];
    qsort(cs, (size_t)n, sizeof *cs, cmp_class_row);
    for (int i = 0; i < n; i++)
        emit_class_impls(S, cs[i]);
    for (int i = 0; i < n; i++)
        emit_method_impls(S, cs[i]);
    emit_variances(S, cs, n);
    free(cs);
}

void fe_iface_import(fe_sema *S)
{
    const kmod *k = S->core;
    fe_class *object = fe_find_class(S, "System", "Object");
    for (uint32_t r = 0; r < k->typedefs.n; r++) {
        fe_class *c = S->classes.v[S->import_map.v[r]];
        if (fe_is_iface(c))
            c->base = object;
    }
    for (uint32_t r = 0; r < k->ifaceimpls.n; r++) {
        const kmod_ifaceimpl *x = &k->ifaceimpls.v[r];
        if (KMOD_TOKEN_TAB(x->iface) != KMOD_TAB_TYPEDEF || KMOD_TOKEN_ROW(x->iface) >= k->typedefs.n)
            continue;
        fe_class *c = S->classes.v[S->import_map.v[x->type]];
        FE_VEC_PUSH(c->ifaces, S->classes.v[S->import_map.v[KMOD_TOKEN_ROW(x->iface)]]);
    }
}
