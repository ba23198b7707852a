/* sema_tracename.c - how a generic instance's method reads in a stack
 * trace (module section 19, docs/module-format.md).
 *
 * .NET prints a frame by the method's definition, not by the instance
 * that ran: Box<int>.Get(int) is "Get(T x)" on "Box`1", P.G<int>(int, int)
 * is "G[T](T x, Int32 n)". Kiln's instances are specialized copies whose
 * own signatures name the arguments, so the frontend, which still knows
 * each instance's definition, writes that text beside the row; the runtime
 * prints it instead of the name and signature (runtime/exceptions.c).
 *
 * Invariant: only methods with a definition (fe_method.tmpl) get a text.
 */
#include "sema.h"

#include <stdio.h>
#include <string.h>

/* t as .NET's Type.Name spells it: "Int32", "T", "List`1", "T[]", "Int32&". */
static void tn_type(fe_text *b, const fe_type *t)
{
    char arity[16];
    switch (t->kind) {
    case FE_T_TYPARAM:
        fe_text_put(b, t->tparam->name);
        return;
    case FE_T_ARRAY:
        tn_type(b, t->elem);
        fe_text_put(b, "[]");
        return;
    case FE_T_MDARRAY:
        tn_type(b, t->elem);
        fe_text_put(b, "[");
        for (int i = 1; i < t->rank; i++)
            fe_text_put(b, ",");
        fe_text_put(b, "]");
        return;
    case FE_T_BYREF:
        tn_type(b, t->elem);
        fe_text_put(b, "&");
        return;
    default:
        break;
    }
    const fe_class *c = t->cls;
    if (!c) {
        fe_text_put(b, "?");
        return;
    }
    if (c->generic)
        c = c->generic;
    fe_text_put(b, c->name);
    if (c->ntparams) {
        snprintf(arity, sizeof arity, "`%d", c->ntparams);
        fe_text_put(b, arity);
    }
}

static const fe_method *tn_definition(const fe_method *m)
{
    int guard = 0;
    while (m->tmpl && m->tmpl != m && guard++ < 64)
        m = m->tmpl;
    return m;
}

uint32_t fe_trace_name_row(fe_sema *S, const fe_method *m)
{
    if (!m->tmpl)
        return KMOD_NONE;
    const fe_method *d = tn_definition(m);
    fe_text b = {{0}, 0};
    fe_text_put(&b, d->name);
    if (d->ntparams) {
        fe_text_put(&b, "[");
        for (int i = 0; i < d->ntparams; i++) {
            if (i)
                fe_text_put(&b, ",");
            fe_text_put(&b, d->tparams[i]->name);
        }
        fe_text_put(&b, "]");
    }
    fe_text_put(&b, "(");
    for (int k = 0; k < d->nparams; k++) {
        if (k)
            fe_text_put(&b, ", ");
        tn_type(&b, d->params[k].type);
        if (d->params[k].mode != FE_P_VALUE)   /* ref, out: a byref */
            fe_text_put(&b, "&");
        if (d->params[k].name) {
            fe_text_put(&b, " ");
            fe_text_put(&b, d->params[k].name);
        }
    }
    fe_text_put(&b, ")");
    return fe_str(S, b.s);
}
