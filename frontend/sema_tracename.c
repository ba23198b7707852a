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
 * A lambda's or local function's method gets a text too: the name .NET
 * gives the method Roslyn compiles it to (<>c.<Main>b__0_0(Int32 x)),
 * after a '+' that tells the runtime to print the type its class is
 * nested in (docs/diagnostics.md).
 *
 * Invariant: only methods with a definition (fe_method.tmpl) or a
 * lambda's origin (fe_closure_origin) get a text.
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

/* Roslyn's ordinal of member m in its class (the number in b__0_1,
 * g__F|0_1): the members declared before it, a field per declarator, a
 * property with its accessors. */
static int tn_member_ordinal(const fe_method *m)
{
    const fe_typedecl *td = m->owner ? m->owner->decl : NULL;
    int k = 0;
    for (int i = 0; td && m->decl && i < td->nmembers; i++) {
        const fe_member *d = td->members[i];
        int accessor = d->kind == FE_M_PROP && d != m->decl ? 0 : !strncmp(m->name, "set_", 4) ? 2 : 1;
        if (d == m->decl)
            return d->kind == FE_M_PROP ? k + accessor : k;
        k += d->kind == FE_M_FIELD || d->kind == FE_M_CONST ? d->ndecls
           : d->kind == FE_M_PROP ? 1 + (d->get.present || d->expr_body) + d->set.present : 1;
    }
    return 0;
}

/* A lambda's or local function's method as .NET names the method Roslyn
 * compiles it to, after the enclosing class (the leading '+' tells the
 * runtime to print the type it is nested in, docs/module-format.md):
 * "+<>c.<Main>b__0_0", "+<Main>b__0_0", "+<>c__DisplayClass0_0.<Main>b__0",
 * "+<Main>g__Local|0_0". */
static void tn_lambda_name(fe_text *b, const fe_method *origin, const fe_expr *lam, int shape)
{
    char num[64];
    int mo = tn_member_ordinal(origin), lo = lam->lord > 0 ? lam->lord - 1 : 0;
    fe_text_put(b, "+");
    if (shape == FE_LSHAPE_CACHED)
        fe_text_put(b, "<>c.");
    if (shape == FE_LSHAPE_DISPLAY) {
        snprintf(num, sizeof num, "<>c__DisplayClass%d_0.", mo);
        fe_text_put(b, num);
    }
    fe_text_put(b, "<");
    fe_text_put(b, origin->name);
    fe_text_put(b, shape == FE_LSHAPE_LOCAL ? ">g__" : ">b__");
    if (shape == FE_LSHAPE_LOCAL) {
        fe_text_put(b, lam->lfname);
        fe_text_put(b, "|");
    }
    if (shape == FE_LSHAPE_DISPLAY)
        snprintf(num, sizeof num, "%d", lo);
    else
        snprintf(num, sizeof num, "%d_%d", mo, lo);
    fe_text_put(b, num);
}

uint32_t fe_trace_name_row(fe_sema *S, const fe_method *m)
{
    const fe_expr *lam = NULL;
    int shape = 0;
    const fe_method *origin = fe_closure_origin(m, &lam, &shape);
    if (!m->tmpl && !origin)
        return KMOD_NONE;
    const fe_method *d = tn_definition(m);
    fe_text b = {{0}, 0};
    if (origin)
        tn_lambda_name(&b, origin, lam, shape);
    else
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
