/* sema_array_iface.c - arrays as generic collections (docs/interfaces.md,
 * "Arrays"): T[] converts implicitly to IEnumerable<T>, ICollection<T>,
 * IList<T>, IReadOnlyCollection<T>, IReadOnlyList<T>,
 * System.Collections.IEnumerable and Kiln's System.Collections.ICollection
 * (Count and enumeration: ArrayList's ranges), and explicitly back.
 *
 * At run time T[] has the interface table of ArrayAsList<T>
 * (corelib/ArrayInterfaces.cs), an instance the frontend makes and flags
 * KMOD_TYPE_LENDS_IFACES: the loader gives the type of its first field,
 * T[], its interfaces. A conversion through array covariance (string[] to
 * IEnumerable<object>) makes ArrayAsList<object> and is a castclass, which
 * the runtime answers from that lender and installs as string[]'s row. The emitter makes the instance for the closed T of
 * every conversion from T[] to one of these interfaces and of every cast
 * or type test to one of them (from object, say), so a program whose
 * arrays can reach an interface call has it; a program that converts no
 * array has none.
 *
 * Invariant: an instance of ArrayAsList is made only through
 * fe_array_iface_need, after the definition is flagged, so every instance
 * carries the flag (instances copy their definition's flags).
 */
#include <string.h>

#include "sema.h"

/* ArrayAsList<T>'s definition (the corelib's, parsed with the program), flagged; NULL when absent. */
static fe_class *provider_def(fe_sema *S)
{
    fe_class *c = fe_find_class(S, "System.Collections.Generic", "ArrayAsList");
    if (!c || c->ntparams != 1 || !c->unit || !c->unit->corelib_generic)
        return NULL;
    c->flags |= KMOD_TYPE_LENDS_IFACES;
    return c;
}

/* Is `to` an interface arrays implement? 1 with *elem its T for the
 * generic ones, 2 for System.Collections.IEnumerable and ICollection, else 0. */
int fe_array_iface_kind(const fe_type *to, fe_type **elem)
{
    static const char *const generic[] = {
        "IEnumerable", "ICollection", "IList", "IReadOnlyCollection", "IReadOnlyList",
    };
    *elem = NULL;
    if (to->kind != FE_T_CLASS || !fe_is_iface(to->cls))
        return 0;
    const fe_class *c = to->cls;
    if (!c->generic)
        return !c->ntparams && !strcmp(c->ns, "System.Collections") &&
                       (!strcmp(c->name, "IEnumerable") || !strcmp(c->name, "ICollection")) ? 2 : 0;
    const fe_class *d = c->generic;
    if (strcmp(d->ns, "System.Collections.Generic") || d->ntparams != 1 || !d->unit || !d->unit->corelib_generic)
        return 0;
    for (size_t i = 0; i < sizeof generic / sizeof generic[0]; i++)
        if (!strcmp(d->name, generic[i])) {
            *elem = c->targs[0];
            return 1;
        }
    return 0;
}

/* C#'s rule (10.2.8): S[] converts to IList<T> and its bases when S is T
 * or converts to it by a reference conversion (string[] to
 * IEnumerable<object>, array covariance; the variance of IEnumerable<out
 * T> adds nothing more). */
int fe_array_iface_conv(fe_sema *S, const fe_type *from, const fe_type *to)
{
    fe_type *elem;
    if (from->kind != FE_T_ARRAY || !provider_def(S))
        return 0;
    int k = fe_array_iface_kind(to, &elem);
    return k == 2 || (k == 1 && (elem == from->elem || fe_array_iface_covariant(S, from, to)));
}

int fe_array_iface_covariant(fe_sema *S, const fe_type *from, const fe_type *to)
{
    fe_type *elem;
    return from->kind == FE_T_ARRAY && fe_array_iface_kind(to, &elem) == 1 && elem != from->elem &&
           fe_is_ref(from->elem) && fe_is_ref(elem) && fe_implicit(S, from->elem, elem);
}

/* And back (10.3.5): IList<S> and its bases to T[] when S is T or converts
 * to it by an explicit reference conversion. */
int fe_array_iface_cast(fe_sema *S, const fe_type *from, const fe_type *to)
{
    fe_type *elem;
    if (to->kind != FE_T_ARRAY || !provider_def(S))
        return 0;
    int k = fe_array_iface_kind(from, &elem);
    return k == 2 || (k == 1 && (elem == to->elem || (fe_is_ref(elem) && fe_is_ref(to->elem) &&
                                                      fe_explicit(S, elem, to->elem))));
}

void fe_array_iface_need(fe_sema *S, const fe_type *from, const fe_type *to)
{
    fe_type *elem;
    int k = fe_array_iface_kind(to, &elem);
    if (k == 2 && from->kind == FE_T_ARRAY)
        elem = from->elem;
    else if (k != 1)
        return;   /* string[] to IEnumerable<object>: ArrayAsList<object>, found by the runtime's cast */
    fe_class *def = elem && !fe_type_is_open(elem) ? provider_def(S) : NULL;
    if (def)
        fe_generic_instance(S, def, &elem, 1, def->pos);
}
