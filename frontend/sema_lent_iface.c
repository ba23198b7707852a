/* sema_lent_iface.c - the generic interfaces of the primitives and string
 * (docs/interfaces.md, "Lent interfaces"): a primitive X (bool ... double),
 * decimal and string convert implicitly to IComparable<X> and
 * IEquatable<X> (a box, for a value), string to IEnumerable<char>, and
 * explicitly back.
 *
 * The corelib's System.Int32 and System.String cannot list those interface
 * instances (made in each program), so the corelib's generic source lends
 * them, as ArrayAsList<T> does for T[] (sema_array_iface.c):
 * ValueAsComparable<X> and StringAsEnumerable<char>
 * (corelib/LentInterfaces.cs), whose definitions this file flags
 * KMOD_TYPE_LENDS_IFACES; the loader adds an instance's interface table to
 * the type of its first field (X's boxes, string). The emitter makes the
 * instance for every conversion, cast or type test to one of these
 * interfaces, so a program that never converts one has none.
 *
 * Invariant: instances of the two lenders are made only through
 * fe_lent_iface_need, after their definitions are flagged (instances copy
 * their definition's flags).
 */
#include <string.h>

#include "sema.h"

/* A lender's definition (the corelib's generic source, parsed with the
 * program), flagged; NULL when the program did not compile that file. */
static fe_class *lender_def(fe_sema *S, const char *name)
{
    fe_class *c = fe_find_class(S, "System.Collections.Generic", name);
    if (!c || c->ntparams != 1 || !c->unit || !c->unit->corelib_generic)
        return NULL;
    c->flags |= KMOD_TYPE_LENDS_IFACES;
    return c;
}

/* bool ... double, string and decimal: the types ValueAsComparable serves. */
static int comparable_value(fe_sema *S, const fe_type *t)
{
    return (t->kind >= FE_T_BOOL && t->kind <= FE_T_STRING) || fe_is_decimal(S, t);
}

/* The argument of `to` when it is the corelib's generic interface
 * ns.name<X>, else NULL. */
static fe_type *iface_arg(const fe_type *to, const char *ns, const char *name)
{
    if (to->kind != FE_T_CLASS || !fe_is_iface(to->cls) || !to->cls->generic)
        return NULL;
    const fe_class *d = to->cls->generic;
    if (d->ntparams != 1 || !d->unit || !d->unit->corelib_generic || strcmp(d->ns, ns) || strcmp(d->name, name))
        return NULL;
    return to->cls->targs[0];
}

static fe_type *comparable_arg(const fe_type *to)
{
    fe_type *x = iface_arg(to, "System", "IComparable");
    return x ? x : iface_arg(to, "System", "IEquatable");
}

static int enumerable_of_char(const fe_type *to)
{
    fe_type *x = iface_arg(to, "System.Collections.Generic", "IEnumerable");
    return x && x->kind == FE_T_CHAR;
}

int fe_lent_iface_conv(fe_sema *S, const fe_type *from, const fe_type *to)
{
    fe_type *x = comparable_arg(to);
    if (x && x == from && comparable_value(S, from))
        return lender_def(S, "ValueAsComparable") != NULL;
    return from->kind == FE_T_STRING && enumerable_of_char(to) && lender_def(S, "StringAsEnumerable");
}

fe_type *fe_lent_iface_arg(fe_sema *S, const fe_type *a, const fe_class *def)
{
    if (!comparable_value(S, a) || !def->unit || !def->unit->corelib_generic || def->ntparams != 1)
        return NULL;
    if (!strcmp(def->ns, "System") && (!strcmp(def->name, "IComparable") || !strcmp(def->name, "IEquatable")))
        return (fe_type *)a;
    if (a->kind == FE_T_STRING && !strcmp(def->ns, "System.Collections.Generic") && !strcmp(def->name, "IEnumerable"))
        return fe_prim(S, FE_T_CHAR);
    return NULL;
}

void fe_lent_iface_need(fe_sema *S, const fe_type *to)
{
    fe_type *x = comparable_arg(to);
    fe_class *def = NULL;
    if (x && comparable_value(S, x))
        def = lender_def(S, "ValueAsComparable");
    else if (!x && enumerable_of_char(to))
        def = lender_def(S, "StringAsEnumerable"), x = fe_prim(S, FE_T_CHAR);
    if (def)
        fe_generic_instance(S, def, &x, 1, def->pos);
}
