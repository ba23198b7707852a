/* sema_overload.c - overload resolution (C# 7.5.3) for the supported types:
 * applicable candidates are those whose parameters accept each argument by
 * an implicit conversion (identity, numeric, constant, reference, and the
 * boxing conversion, which the binder rejects afterwards with its own
 * error), and the best candidate is better than every other one by the
 * better-conversion rules; otherwise the call is ambiguous.
 */
#include "sema.h"

int fe_is_boxing(const fe_type *from, const fe_type *to)
{
    return to->kind == FE_T_OBJECT &&
           (fe_is_numeric(from) || from->kind == FE_T_BOOL || from->kind == FE_T_ENUM);
}

/* An implicit conversion from type to type, boxing included. */
static int conv_exists(fe_sema *S, const fe_type *from, const fe_type *to)
{
    return fe_implicit(S, from, to) || fe_is_boxing(from, to);
}

int fe_arg_converts(fe_sema *S, const fe_arg *a, const fe_type *to)
{
    if (conv_exists(S, a->type, to))
        return 1;
    if (!a->is_const)
        return 0;
    if (to->kind == FE_T_ENUM && fe_is_integral(a->type) && a->cval.i == 0 &&
        a->type->kind != FE_T_CHAR)
        return 1;
    if (a->type->kind == FE_T_INT)
        return (to->kind == FE_T_BYTE || to->kind == FE_T_UINT || to->kind == FE_T_ULONG) &&
               fe_const_fits(&a->cval, to);
    if (a->type->kind == FE_T_LONG)
        return to->kind == FE_T_ULONG && a->cval.i >= 0;
    return 0;
}

static int applicable(fe_sema *S, const fe_method *m, const fe_arg *args, int nargs)
{
    if (m->nparams != nargs)
        return 0;
    for (int i = 0; i < nargs; i++) {
        const fe_param *p = &m->params[i];
        if (p->mode != args[i].mode)
            return 0;
        if (p->mode != FE_P_VALUE) {
            if (p->type != args[i].type && args[i].type->kind != FE_T_ERROR)
                return 0;
        } else if (!fe_arg_converts(S, &args[i], p->type)) {
            return 0;
        }
    }
    return 1;
}

static int signed_kind(fe_tkind k) { return k == FE_T_INT || k == FE_T_LONG; }
static int unsigned_kind(fe_tkind k)
{
    return k == FE_T_BYTE || k == FE_T_UINT || k == FE_T_ULONG || k == FE_T_CHAR;
}

/* Better conversion target (C# 7.5.3.5): 1 if t1 is better, -1 if t2. */
static int better_target(fe_sema *S, const fe_type *t1, const fe_type *t2)
{
    int a = conv_exists(S, t1, t2), b = conv_exists(S, t2, t1);
    if (a && !b)
        return 1;
    if (b && !a)
        return -1;
    if (signed_kind(t1->kind) && unsigned_kind(t2->kind) && t2->kind != FE_T_CHAR)
        return 1;
    if (signed_kind(t2->kind) && unsigned_kind(t1->kind) && t1->kind != FE_T_CHAR)
        return -1;
    return 0;
}

static int better_conv(fe_sema *S, const fe_arg *a, const fe_type *t1, const fe_type *t2)
{
    if (t1 == t2)
        return 0;
    if (a->type == t1)
        return 1;
    if (a->type == t2)
        return -1;
    return better_target(S, t1, t2);
}

/* 1 if m1 is better than m2 for these arguments. */
static int better(fe_sema *S, const fe_method *m1, const fe_method *m2, const fe_arg *args,
                  int nargs)
{
    int any = 0;
    for (int i = 0; i < nargs; i++) {
        int c = better_conv(S, &args[i], m1->params[i].type, m2->params[i].type);
        if (c < 0)
            return 0;
        if (c > 0)
            any = 1;
    }
    return any;
}

fe_method *fe_resolve(fe_sema *S, fe_method **cands, int n, const fe_arg *args, int nargs,
                      int *why, fe_method **other)
{
    fe_method *app[64];
    int na = 0;
    for (int i = 0; i < n && na < 64; i++)
        if (applicable(S, cands[i], args, nargs))
            app[na++] = cands[i];
    *why = 0;
    if (na == 0)
        return NULL;
    for (int i = 0; i < na; i++) {
        int best = 1;
        for (int j = 0; j < na && best; j++)
            if (j != i && !better(S, app[i], app[j], args, nargs))
                best = 0;
        if (best)
            return app[i];
    }
    *why = 1;
    if (other) {   /* name two candidates no other one beats */
        int k = 0;
        other[0] = app[0];
        other[1] = app[1];
        for (int i = 0; i < na && k < 2; i++) {
            int beaten = 0;
            for (int j = 0; j < na && !beaten; j++)
                beaten = j != i && better(S, app[j], app[i], args, nargs);
            if (!beaten)
                other[k++] = app[i];
        }
    }
    return NULL;
}
