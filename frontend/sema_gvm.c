/*
 * sema_gvm.c - generic virtual methods and generic interface methods
 * (docs/generics.md, "Generic virtual methods").
 *
 * Kiln closes generics in the frontend (every instance is a row of closed
 * code), so a generic virtual method needs no lookup at run time: each
 * instance M<X> the program names is a virtual method of its own, a row
 * named "M<X's .NET name>" that the loader gives a vtable slot (or an
 * interface-table entry) by name and signature like any virtual method, and
 * every override or implementation of M in a class with rows gets its own
 * M<X> row, which fills that slot in its class. A generic virtual call is
 * then exactly a virtual (or interface) call in every engine, and
 * `kiln aot`'s reachability sees ordinary virtual methods.
 *
 * The set is closed here (NativeAOT's rule, one step earlier): when the
 * frontend's worklist drains, each demanded instance of a virtual or
 * interface generic method demands its root's instance (the slot is
 * introduced where C# declares it) and its counterparts in every class
 * that inherits the slot; their bodies may name more instances, and the
 * worklist runs again until a pass demands nothing new.
 *
 * Invariant once fe_gvm_close returns 0: for every demanded instance M<X>
 * of a virtual or interface generic method and every closed class C with
 * rows that inherits M's slot (derives from the owner of M's root, or
 * implements M's interface), the method C's dispatch selects for M has its
 * instance with X demanded.
 */
#include "sema.h"

#include <string.h>

int fe_generic_same_sig(fe_sema *S, const fe_method *a, const fe_method *b, int ret)
{
    if (a->ntparams != b->ntparams || a->nparams != b->nparams)
        return 0;
    if (!a->ntparams)
        return fe_same_params(a, b) && (!ret || a->ret == b->ret);
    fe_type *args[64];
    int n = a->ntparams < 64 ? a->ntparams : 64;
    for (int i = 0; i < n; i++)
        args[i] = a->tparams[i]->type;
    fe_subst sub = {.margs = args, .nmargs = n};
    for (int i = 0; i < a->nparams; i++)
        if (fe_subst_type(S, b->params[i].type, &sub) != a->params[i].type ||
            (a->params[i].mode == FE_P_VALUE) != (b->params[i].mode == FE_P_VALUE))
            return 0;
    return !ret || fe_subst_type(S, b->ret, &sub) == a->ret;
}

void fe_generic_inherit_constraints(fe_sema *S, fe_method *m, const fe_method *o)
{
    if (!m->ntparams || m->ntparams != o->ntparams)
        return;
    fe_type *args[64];
    int n = m->ntparams < 64 ? m->ntparams : 64;
    for (int i = 0; i < n; i++)
        args[i] = m->tparams[i]->type;
    fe_subst sub = {.margs = args, .nmargs = n};
    for (int i = 0; i < n; i++) {
        fe_tparam *tp = m->tparams[i];
        const fe_tparam *from = o->tparams[i];
        fe_tparamdecl *d = m->decl && i < m->decl->ntparams ? &m->decl->tparams[i] : NULL;
        if (d && (d->base || d->nmore || (d->cflags & FE_TPC_NEW)))
            fe_sema_error(S, d->pos, "Constraints for override and explicit interface implementation "
                          "methods are inherited from the base method, so they cannot be specified "
                          "directly, except for either a 'class', or a 'struct' constraint.");
        tp->cflags = from->cflags;
        tp->base = from->base ? fe_subst_type(S, from->base->type, &sub)->cls : NULL;
        tp->tbase = from->tbase ? fe_subst_type(S, from->tbase, &sub) : NULL;
        tp->nifaces = from->nifaces;
        tp->ifaces = fe_sema_alloc(S, sizeof *tp->ifaces * (size_t)(from->nifaces ? from->nifaces : 1));
        for (int k = 0; k < from->nifaces; k++)
            tp->ifaces[k] = fe_subst_type(S, from->ifaces[k]->type, &sub)->cls;
    }
}

/* The same constraints, m's parameters matched to im's by position. The
 * types are compared only for a non-generic interface: a generic one's
 * method shares its definition's parameters, whose constraints name the
 * interface's own type parameters, not the instance's arguments. */
static int same_constraints(fe_sema *S, const fe_method *im, const fe_method *m, int i)
{
    const fe_tparam *a = im->tparams[i], *b = m->tparams[i];
    if (a->cflags != b->cflags)
        return 0;
    if (im->owner->generic || im->owner->ntparams)
        return 1;
    fe_type *args[64];
    int n = m->ntparams < 64 ? m->ntparams : 64;
    for (int k = 0; k < n; k++)
        args[k] = im->tparams[k]->type;
    fe_subst sub = {.margs = args, .nmargs = n};
    if ((a->base != NULL) != (b->base != NULL) || (a->base && fe_subst_type(S, b->base->type, &sub) != a->base->type))
        return 0;
    if ((a->tbase != NULL) != (b->tbase != NULL) || (a->tbase && fe_subst_type(S, b->tbase, &sub) != a->tbase))
        return 0;
    if (a->nifaces != b->nifaces)
        return 0;
    for (int k = 0; k < b->nifaces; k++) {
        fe_type *t = fe_subst_type(S, b->ifaces[k]->type, &sub);
        int found = 0;
        for (int j = 0; j < a->nifaces && !found; j++)
            found = a->ifaces[j]->type == t;
        if (!found)
            return 0;
    }
    return 1;
}

void fe_gvm_check_impl_constraints(fe_sema *S, const fe_method *im, const fe_method *m,
                                   const char *mtext, const char *itext)
{
    if (!im->ntparams || im->ntparams != m->ntparams || m->impl_of)
        return;
    for (int i = 0; i < m->ntparams; i++)
        if (!same_constraints(S, im, m, i)) {
            fe_sema_error(S, m->tparams[i]->pos, "The constraints for type parameter '%s' of method '%s' "
                          "must match the constraints for type parameter '%s' of interface method '%s'. "
                          "Consider using an explicit interface implementation instead.",
                          m->tparams[i]->name, mtext, im->tparams[i]->name, itext);
            return;
        }
}

fe_method *fe_generic_instance_like(fe_sema *S, fe_method *g, const fe_method *im)
{
    if (!g || !im->targs || !g->ntparams)
        return g;
    return fe_generic_method_instance(S, g, im->targs, im->pos);
}

static const fe_method *tmpl_of(const fe_method *m)
{
    return m->tmpl ? m->tmpl : m;
}

/* A closed class that has rows (the classes whose slots must be filled). */
static int has_rows(const fe_class *c)
{
    return !c->open && !c->ntparams && !c->rowless && !c->imported && !fe_is_iface(c);
}

static int derives(const fe_class *c, const fe_class *b)
{
    for (c = c->base; c; c = c->base)
        if (c == b)
            return 1;
    return 0;
}

/* Demands m's instance with the arguments of inst; 1 when that is new. */
static int demand_like(fe_sema *S, fe_method *g, const fe_method *inst, fe_method *impl_of)
{
    fe_method *m = fe_generic_method_instance(S, g, inst->targs, inst->pos);
    if (!m || m->open || m->rowless)
        return 0;
    if (impl_of)
        m->impl_of = (fe_method *)impl_of;
    int fresh = m->on_demand == 1;
    fe_method_token(S, m);
    return fresh;
}

/* The overrides in class c of root's slot, each demanded with inst's arguments. */
static int close_overrides(fe_sema *S, fe_class *c, const fe_method *root, const fe_method *inst)
{
    int n = 0;
    for (int j = 0; j < c->gmethods.n; j++) {
        fe_method *g = c->gmethods.v[j];
        const fe_method *o = g->overridden;
        if (o && (o == root || tmpl_of(o) == tmpl_of(root)) && !(g->flags & KMOD_METH_NEWSLOT))
            n += demand_like(S, g, inst, NULL);
    }
    return n;
}

/* The generic method of c (or a base) that implements interface generic
 * method gm: an explicit implementation, else a public instance method of
 * the same name and signature (runtime/iface.c's mapping). */
static fe_method *iface_impl(fe_sema *S, fe_class *c, const fe_method *gm, int *is_explicit)
{
    for (fe_class *x = c; x; x = x->base) {
        for (int j = 0; j < x->gmethods.n; j++) {
            fe_method *g = x->gmethods.v[j];
            if (g->impl_of && (g->impl_of == gm || tmpl_of(g->impl_of) == tmpl_of(gm)) &&
                g->impl_of->owner == gm->owner) {
                *is_explicit = 1;
                return g;
            }
        }
        for (int j = 0; j < x->gmethods.n; j++) {
            fe_method *g = x->gmethods.v[j];
            if (!g->impl_of && !(g->flags & KMOD_METH_STATIC) && !strcmp(g->name, gm->name) &&
                (g->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC && fe_generic_same_sig(S, gm, g, 1)) {
                *is_explicit = 0;
                return g;
            }
        }
    }
    return NULL;
}

fe_method *fe_gvm_iface_impl(fe_sema *S, fe_class *c, fe_method *im)
{
    int ex = 0;
    fe_method *g = iface_impl(S, c, im->gdef, &ex);
    if (!g)
        return NULL;
    fe_method *m = fe_generic_method_instance(S, g, im->targs, im->pos);
    if (m && ex)
        m->impl_of = im;
    return m;
}

static int close_one(fe_sema *S, fe_class **cs, int ncs, const fe_method *inst)
{
    const fe_method *gm = inst->gdef;
    int n = 0;
    if (fe_is_iface(gm->owner)) {
        for (int i = 0; i < ncs; i++) {
            int ex = 0;
            fe_method *g = has_rows(cs[i]) && fe_implements(cs[i], gm->owner) ? iface_impl(S, cs[i], gm, &ex) : NULL;
            if (g)
                n += demand_like(S, g, inst, ex ? (fe_method *)inst : NULL);
        }
        return n;
    }
    fe_method *root = gm->overridden ? gm->overridden : (fe_method *)gm;
    if (root != gm && root->ntparams)
        n += demand_like(S, root, inst, NULL);
    for (int i = 0; i < ncs; i++)
        if (has_rows(cs[i]) && derives(cs[i], root->owner))
            n += close_overrides(S, cs[i], root, inst);
    return n;
}

/* Every class that may fill a slot: the program's, the instances, the late ones. */
static int all_classes(fe_sema *S, fe_class ***out)
{
    int n = S->user.n + S->late.n, k = 0;
    fe_class **cs = fe_sema_alloc(S, sizeof *cs * (size_t)(n ? n : 1));
    for (int i = 0; i < S->user.n; i++)
        cs[k++] = S->user.v[i];
    for (int i = 0; i < S->late.n; i++)
        cs[k++] = S->late.v[i];
    *out = cs;
    return k;
}

int fe_gvm_close(fe_sema *S)
{
    fe_subst *save = S->subst;
    S->subst = NULL;
    fe_class **cs = NULL;
    int ncs = -1, n = 0;
    for (int i = 0; i < S->minsts.n; i++) {
        fe_method *m = S->minsts.v[i];
        if (!m->targs || !m->gdef || m->open || m->rowless || m->on_demand != 2 ||
            !(m->gdef->flags & KMOD_METH_VIRTUAL) || (m->gdef->flags & KMOD_METH_STATIC))
            continue;
        if (ncs < 0)
            ncs = all_classes(S, &cs);
        n += close_one(S, cs, ncs, m);
    }
    S->subst = save;
    return n;
}
