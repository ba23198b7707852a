/* sema_overload.c - overload resolution (C# 7.5.3) for the supported types:
 * applicable candidates are those whose parameters accept each argument by
 * an implicit conversion (identity, numeric, constant, reference,
 * boxing, and a user-defined op_Implicit with standard conversions around
 * it), and the best candidate is better than every other one by the
 * better-conversion rules; otherwise the call is ambiguous.
 */
#include "sema.h"
#include "bound.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int fe_is_boxing(fe_sema *S, const fe_type *from, const fe_type *to)
{
    if (fe_is_ref_struct(from))   /* never boxed: to object or an interface is C#'s CS0029 */
        return 0;
    if (to->kind == FE_T_CLASS && fe_is_iface(to->cls)) {   /* a value type to an interface its box implements */
        if (from->kind == FE_T_STRUCT || from->kind == FE_T_ENUM)   /* decimal's lent ones too */
            return fe_implements(from->cls, to->cls) || fe_lent_iface_conv(S, from, to);
        fe_class *box = fe_is_valuetype(from) ? fe_member_class(S, from) : NULL;   /* System.Int32 ... */
        return box && (fe_implements(box, to->cls) || fe_lent_iface_conv(S, from, to));
    }
    if (to->kind == FE_T_CLASS && from->kind == FE_T_ENUM && fe_is_core_enum(S, to->cls))
        return 1;   /* an enum to System.Enum */
    if (to->kind == FE_T_CLASS && to->cls->imported && !strcmp(to->cls->full, "System.ValueType"))
        return fe_is_valuetype(from);   /* any value type to System.ValueType */
    return to->kind == FE_T_OBJECT && fe_is_valuetype(from);
}

/* An implicit conversion from type to type, boxing included. */
static int conv_exists(fe_sema *S, const fe_type *from, const fe_type *to)
{
    return fe_implicit(S, from, to) || fe_is_boxing(S, from, to);
}

fe_type *fe_coll_elem_type(fe_sema *S, const fe_type *t)
{
    fe_type *el;
    if (t->kind == FE_T_ARRAY)
        return t->elem;
    if (fe_array_iface_kind(t, &el) == 1)   /* IEnumerable<T>, IList<T>, ... */
        return el;
    if (t->kind != FE_T_CLASS || !t->cls || fe_is_iface(t->cls))
        return NULL;
    fe_class *ie = fe_find_class(S, "System.Collections", "IEnumerable");
    if (!ie || !fe_implements(t->cls, ie))
        return NULL;
    fe_class *gie = fe_class_arity(fe_find_class(S, "System.Collections.Generic", "IEnumerable"), 1);
    fe_class *inst = gie ? fe_iface_instance_of(t->cls, gie) : NULL;
    return inst ? inst->targs[0] : fe_prim(S, FE_T_OBJECT);
}

/* A collection expression converts to a type it can build whose element
 * type each element converts to (C# 12.2.17: an element that could not be
 * typed, an error already reported, counts as converting). */
static int coll_converts(fe_sema *S, const fe_arg *a, const fe_type *to)
{
    fe_type *el = fe_coll_elem_type(S, to);
    if (!el)
        return 0;
    for (int i = 0; i < a->nelems; i++)
        if (a->elems[i].type->kind != FE_T_ERROR && !fe_arg_converts(S, &a->elems[i], el))
            return 0;
    return 1;
}

/* t's (a class's: or its bases') op_Implicit, standard conversions before
 * and after it, reaches from `from` to `to`. */
static int implicit_op_of(fe_sema *S, const fe_type *t, const fe_type *from, const fe_type *to)
{
    if (t->kind != FE_T_CLASS && t->kind != FE_T_STRUCT)
        return 0;
    for (const fe_class *c = t->cls; c; c = c->base)
        for (fe_method *m = fe_methods_named(S, c, "op_Implicit"); m; m = m->next_named)
            if ((m->flags & KMOD_METH_SPECIALNAME) && (m->flags & KMOD_METH_STATIC) && m->nparams == 1 &&
                (m->params[0].type == from || conv_exists(S, from, m->params[0].type)) &&
                (m->ret == to || conv_exists(S, m->ret, to)))
                return 1;
    return 0;
}

int fe_user_implicit_exists(fe_sema *S, const fe_type *from, const fe_type *to)
{
    return from != to && (implicit_op_of(S, from, from, to) || implicit_op_of(S, to, from, to));
}

int fe_arg_converts(fe_sema *S, const fe_arg *a, const fe_type *to)
{
    if (a->elems)
        return coll_converts(S, a, to);
    if (a->fn)
        return fe_fn_converts(S, a->fn, to);
    if (conv_exists(S, a->type, to))
        return 1;
    if (!a->is_const)
        return 0;
    if (to->kind == FE_T_ENUM && fe_is_integral(a->type) && a->cval.i == 0 &&
        a->type->kind != FE_T_CHAR)
        return 1;
    if (a->type->kind == FE_T_INT)   /* an int constant to any integral type it fits */
        return fe_is_integral(to) && to->kind != FE_T_CHAR && fe_const_fits(&a->cval, to);
    if (a->type->kind == FE_T_LONG)
        return to->kind == FE_T_ULONG && a->cval.i >= 0;
    return 0;
}

/* An argument reaches a parameter by any implicit conversion, a
 * user-defined one too (BigInteger.Pow(2, n): int to BigInteger); the
 * binder's conversion of the argument then calls the op_Implicit. */
static int arg_converts_to_param(fe_sema *S, const fe_arg *a, const fe_type *to)
{
    return fe_arg_converts(S, a, to) || (!a->fn && !a->elems && fe_user_implicit_exists(S, a->type, to));
}

int fe_applicable(fe_sema *S, const fe_method *m, const fe_arg *args, int nargs)
{
    if (m->nparams != nargs)
        return 0;
    for (int i = 0; i < nargs; i++) {
        const fe_param *p = &m->params[i];
        if (p->mode == FE_P_IN && args[i].mode == FE_P_VALUE) {   /* a value to `in`: a temporary */
            if (!arg_converts_to_param(S, &args[i], p->type))
                return 0;
            continue;
        }
        if (p->mode != args[i].mode)
            return 0;
        if (p->mode != FE_P_VALUE) {
            if (p->type != args[i].type && args[i].type->kind != FE_T_ERROR)
                return 0;
        } else if (!arg_converts_to_param(S, &args[i], p->type)) {
            return 0;
        }
    }
    return 1;
}

static int signed_kind(fe_tkind k)
{
    return k == FE_T_SBYTE || k == FE_T_SHORT || k == FE_T_INT || k == FE_T_LONG;
}
static int unsigned_kind(fe_tkind k)
{
    return k == FE_T_BYTE || k == FE_T_USHORT || k == FE_T_UINT || k == FE_T_ULONG || k == FE_T_CHAR;
}

static int better_conv(fe_sema *S, const fe_arg *a, const fe_type *t1, const fe_type *t2);

/* Better conversion target (C# 7.5.3.5): 1 if t1 is better, -1 if t2. */
static int better_target(fe_sema *S, const fe_type *t1, const fe_type *t2)
{
    int a = conv_exists(S, t1, t2) || fe_user_implicit_exists(S, t1, t2);
    int b = conv_exists(S, t2, t1) || fe_user_implicit_exists(S, t2, t1);
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

/* Two delegate types taking a lambda (C# 12.6.4.5): with the same
 * parameter types, the better conversion from the body's inferred type to
 * their return types; a value-returning one beats a void one. */
static int better_lambda_conv(fe_sema *S, const fe_arg *a, const fe_type *t1, const fe_type *t2)
{
    fe_method *i1 = fe_delegate_invoke(S, t1), *i2 = fe_delegate_invoke(S, t2);
    if (!i1 || !i2 || i1->nparams != i2->nparams)
        return 0;
    for (int i = 0; i < i1->nparams; i++)
        if (i1->params[i].type != i2->params[i].type)
            return 0;
    fe_type *x = fe_lambda_ret_for(a->fn, i1);
    if (!x || x->kind == FE_T_VOID || i1->ret == i2->ret)
        return 0;
    if (i1->ret->kind == FE_T_VOID || i2->ret->kind == FE_T_VOID)
        return i1->ret->kind == FE_T_VOID ? -1 : 1;
    fe_arg xa = {0};
    xa.type = x;
    return better_conv(S, &xa, i1->ret, i2->ret);
}

static int better_conv(fe_sema *S, const fe_arg *a, const fe_type *t1, const fe_type *t2)
{
    if (t1 == t2)
        return 0;
    if (a->fn) {   /* C# 10: a delegate type beats object or Delegate (the natural type's conversion) */
        int d1 = fe_delegate_invoke(S, t1) != NULL, d2 = fe_delegate_invoke(S, t2) != NULL;
        if (d1 != d2)
            return d1 ? 1 : -1;
        if (!d1)
            return better_target(S, t1, t2);
    }
    if (a->fn && a->fn->kind == FE_B_LAMBDA)
        return better_lambda_conv(S, a, t1, t2);
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
    if (any)
        return 1;
    /* the same parameter types: C#'s tie-breaks (ECMA-334 12.6.4.3) prefer
     * the normal form to a params array's expanded form, then a call that
     * needs no default argument */
    for (int i = 0; i < nargs; i++)
        if (m1->params[i].type != m2->params[i].type)
            return 0;
    if (m1->view_expanded != m2->view_expanded)
        return !m1->view_expanded;
    return !m1->view_defaults && m2->view_defaults;
}

/* The call is ambiguous: names two candidates no other one beats. */
static void ambiguous_pair(fe_sema *S, fe_method **app, int na, const fe_arg *args, int nargs,
                           int *why, fe_method **other)
{
    *why = 1;
    if (!other)
        return;
    int k = 0;
    other[0] = app[0];
    other[1] = app[na > 1 ? 1 : 0];
    for (int i = 0; i < na && k < 2; i++) {
        int beaten = 0;
        for (int j = 0; j < na && !beaten; j++)
            beaten = j != i && better(S, app[j], app[i], args, nargs);
        if (!beaten)
            other[k++] = app[i];
    }
}

fe_method *fe_resolve(fe_sema *S, fe_method **cands, int n, const fe_arg *args, int nargs,
                      int *why, fe_method **other)
{
    fe_method **app = malloc(((size_t)n + 1) * sizeof *app);
    if (!app)
        fe_out_of_memory();
    int na = 0;
    for (int i = 0; i < n; i++)
        if (fe_applicable(S, cands[i], args, nargs))
            app[na++] = cands[i];
    *why = 0;
    fe_method *found = NULL;
    if (na > 0) {
        /* Betterness is asymmetric, so a candidate better than all others
         * survives this scan; checking it against all is linear too. */
        int best = 0;
        for (int i = 1; i < na; i++)
            if (better(S, app[i], app[best], args, nargs))
                best = i;
        int wins = 1;
        for (int j = 0; j < na && wins; j++)
            wins = j == best || better(S, app[best], app[j], args, nargs);
        if (wins)
            found = app[best];
        else
            ambiguous_pair(S, app, na, args, nargs, why, other);
    }
    free(app);
    return found;
}

/* ---- .NET overloads Kiln's corelib cannot declare ----
 *
 * Some corelib method groups have .NET overloads over types Kiln lacks
 * (System.Math: nint, nuint; once sbyte, short, ushort, float, decimal). A call
 * that C# would bind to one of those (Math.Max(char, char) is
 * Max(ushort, ushort)), or that is ambiguous in C# because of them
 * (Math.Abs(ulong): float or decimal), must not silently bind to a Kiln
 * overload: fe_dotnet_check resolves the call again over C#'s numeric
 * types with the missing overloads added, and reports what C# does. */

typedef enum cs_num {
    CS_SBYTE, CS_BYTE, CS_SHORT, CS_USHORT, CS_INT, CS_UINT, CS_LONG, CS_ULONG, CS_CHAR,
    CS_FLOAT, CS_DOUBLE, CS_DECIMAL, CS_NINT, CS_NUINT, CS_NONE
} cs_num;

static const char *const cs_name[CS_NONE] = {
    "sbyte", "byte", "short", "ushort", "int", "uint", "long", "ulong", "char", "float", "double",
    "decimal", "nint", "nuint"
};

#define B(k) (1u << CS_##k)
/* C#'s implicit numeric conversions (ECMA-334 10.2.3, with nint/nuint). */
static const unsigned cs_implicit[CS_NONE] = {
    [CS_SBYTE] = B(SHORT) | B(INT) | B(LONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL) | B(NINT),
    [CS_BYTE] = B(SHORT) | B(USHORT) | B(INT) | B(UINT) | B(LONG) | B(ULONG) | B(FLOAT) | B(DOUBLE) |
                B(DECIMAL) | B(NINT) | B(NUINT),
    [CS_SHORT] = B(INT) | B(LONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL) | B(NINT),
    [CS_USHORT] = B(INT) | B(UINT) | B(LONG) | B(ULONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL) |
                  B(NINT) | B(NUINT),
    [CS_INT] = B(LONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL) | B(NINT),
    [CS_UINT] = B(LONG) | B(ULONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL) | B(NUINT),
    [CS_LONG] = B(FLOAT) | B(DOUBLE) | B(DECIMAL),
    [CS_ULONG] = B(FLOAT) | B(DOUBLE) | B(DECIMAL),
    [CS_CHAR] = B(USHORT) | B(INT) | B(UINT) | B(LONG) | B(ULONG) | B(FLOAT) | B(DOUBLE) |
                B(DECIMAL) | B(NINT) | B(NUINT),
    [CS_FLOAT] = B(DOUBLE),
    [CS_DOUBLE] = 0,
    [CS_DECIMAL] = 0,
    [CS_NINT] = B(LONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL),
    [CS_NUINT] = B(ULONG) | B(FLOAT) | B(DOUBLE) | B(DECIMAL),
};
/* The signed-before-unsigned rule of better conversion targets. */
static const unsigned cs_signed_better[CS_NONE] = {
    [CS_SBYTE] = B(BYTE) | B(USHORT) | B(UINT) | B(ULONG),
    [CS_SHORT] = B(USHORT) | B(UINT) | B(ULONG),
    [CS_INT] = B(UINT) | B(ULONG),
    [CS_LONG] = B(ULONG),
};
#undef B

/* The .NET overloads (one parameter type repeated nparams times) a group lacks. */
static const struct dotnet_group {
    const char *cls, *name;
    int nparams;
    cs_num missing[8];
} dotnet_groups[] = {
    {"System.Math", "Max", 2, {CS_NINT, CS_NUINT, CS_NONE}},
    {"System.Math", "Min", 2, {CS_NINT, CS_NUINT, CS_NONE}},
    {"System.Math", "Abs", 1, {CS_NINT, CS_NONE}},
};

static cs_num cs_of(const fe_type *t)
{
    switch (t->kind) {
    case FE_T_BYTE: return CS_BYTE;
    case FE_T_SBYTE: return CS_SBYTE;
    case FE_T_SHORT: return CS_SHORT;
    case FE_T_USHORT: return CS_USHORT;
    case FE_T_FLOAT: return CS_FLOAT;
    case FE_T_CHAR: return CS_CHAR;
    case FE_T_INT: return CS_INT;
    case FE_T_UINT: return CS_UINT;
    case FE_T_LONG: return CS_LONG;
    case FE_T_ULONG: return CS_ULONG;
    case FE_T_DOUBLE: return CS_DOUBLE;
    case FE_T_STRUCT: return !strcmp(t->cls->full, "System.Decimal") ? CS_DECIMAL : CS_NONE;
    default: return CS_NONE;
    }
}

/* A constant of an integral type converts to `to` when its value fits (C#'s
 * implicit constant conversions: an int constant to any integral type, a
 * long constant to ulong). */
static int cs_const_fits(const fe_arg *a, cs_num to)
{
    static const int64_t lo[CS_NONE] = {
        [CS_SBYTE] = -128, [CS_BYTE] = 0, [CS_SHORT] = -32768, [CS_USHORT] = 0, [CS_UINT] = 0,
        [CS_ULONG] = 0, [CS_CHAR] = 1, [CS_NINT] = INT32_MIN, [CS_NUINT] = 0,
    };
    static const int64_t hi[CS_NONE] = {
        [CS_SBYTE] = 127, [CS_BYTE] = 255, [CS_SHORT] = 32767, [CS_USHORT] = 65535,
        [CS_UINT] = UINT32_MAX, [CS_ULONG] = INT64_MAX, [CS_CHAR] = 0, [CS_NINT] = INT32_MAX,
        [CS_NUINT] = UINT32_MAX,
    };
    if (!a->is_const)
        return 0;
    if (a->type->kind == FE_T_LONG)
        return to == CS_ULONG && a->cval.i >= 0;
    if (a->type->kind != FE_T_INT || lo[to] > hi[to])
        return 0;
    return a->cval.i >= lo[to] && a->cval.i <= hi[to];
}

static int cs_converts(const fe_arg *a, cs_num to)
{
    cs_num from = cs_of(a->type);
    return from == to || (cs_implicit[from] & (1u << to)) || cs_const_fits(a, to);
}

/* 1 if target t1 is better than t2 for argument a, -1 if worse, 0 neither. */
static int cs_better_conv(const fe_arg *a, cs_num t1, cs_num t2)
{
    cs_num e = cs_of(a->type);
    if (t1 == t2)
        return 0;
    if (e == t1)
        return 1;
    if (e == t2)
        return -1;
    int a12 = (cs_implicit[t1] >> t2) & 1, a21 = (cs_implicit[t2] >> t1) & 1;
    if (a12 && !a21)
        return 1;
    if (a21 && !a12)
        return -1;
    if ((cs_signed_better[t1] >> t2) & 1)
        return 1;
    if ((cs_signed_better[t2] >> t1) & 1)
        return -1;
    return 0;
}

typedef struct cs_cand { cs_num p[8]; const fe_method *real; } cs_cand;

static int cs_better(const cs_cand *x, const cs_cand *y, const fe_arg *args, int nargs)
{
    int any = 0;
    for (int i = 0; i < nargs; i++) {
        int c = cs_better_conv(&args[i], x->p[i], y->p[i]);
        if (c < 0)
            return 0;
        any |= c > 0;
    }
    return any;
}

static void cs_sig(const struct dotnet_group *g, const cs_cand *c, int nargs, char *buf, size_t n)
{
    size_t at = (size_t)snprintf(buf, n, "%s.%s(", g->cls, g->name);
    for (int i = 0; i < nargs && at < n; i++)
        at += (size_t)snprintf(buf + at, n - at, "%s%s", i ? ", " : "", cs_name[c->p[i]]);
    if (at < n)
        snprintf(buf + at, n - at, ")");
}

int fe_dotnet_check(const fe_class *cls, const char *name, fe_method *const *cands, int n,
                    const fe_arg *args, int nargs, const fe_method *chosen, char *err, size_t errlen)
{
    const struct dotnet_group *g = NULL;
    for (size_t i = 0; i < sizeof dotnet_groups / sizeof dotnet_groups[0]; i++)
        if (!strcmp(dotnet_groups[i].cls, cls->full) && !strcmp(dotnet_groups[i].name, name) &&
            dotnet_groups[i].nparams == nargs)
            g = &dotnet_groups[i];
    if (!g || nargs > 8)
        return 1;
    for (int i = 0; i < nargs; i++)
        if (cs_of(args[i].type) == CS_NONE || args[i].mode != FE_P_VALUE)
            return 1;
    cs_cand app[40];
    int na = 0;
    for (int i = 0; i < n && na < 40; i++) {   /* Kiln's overloads */
        cs_cand c = {{0}, cands[i]};
        int ok = cands[i]->nparams == nargs;
        for (int k = 0; k < nargs && ok; k++) {
            c.p[k] = cs_of(cands[i]->params[k].type);
            ok = c.p[k] != CS_NONE && cs_converts(&args[k], c.p[k]);
        }
        if (ok)
            app[na++] = c;
    }
    for (int j = 0; g->missing[j] != CS_NONE && j < 8 && na < 40; j++) {   /* .NET's others */
        cs_cand c = {{0}, NULL};
        int ok = 1;
        for (int k = 0; k < nargs && ok; k++) {
            c.p[k] = g->missing[j];
            ok = cs_converts(&args[k], c.p[k]);
        }
        if (ok)
            app[na++] = c;
    }
    int best = -1;
    for (int i = 0; i < na && best < 0; i++) {
        int wins = 1;
        for (int j = 0; j < na && wins; j++)
            wins = j == i || cs_better(&app[i], &app[j], args, nargs);
        if (wins)
            best = i;
    }
    char a[128], b[128];
    if (best >= 0 && app[best].real == chosen)
        return 1;
    if (best >= 0) {
        cs_sig(g, &app[best], nargs, a, sizeof a);
        snprintf(err, errlen, "C# binds this call to '%s', which Kiln lacks (no %s type); "
                 "convert the arguments to pick another overload", a, cs_name[app[best].p[0]]);
        return 0;
    }
    int k = 0, two[2] = {0, 0};
    for (int i = 0; i < na && k < 2; i++) {
        int beaten = 0;
        for (int j = 0; j < na && !beaten; j++)
            beaten = j != i && cs_better(&app[j], &app[i], args, nargs);
        if (!beaten)
            two[k++] = i;
    }
    cs_sig(g, &app[two[0]], nargs, a, sizeof a);
    cs_sig(g, &app[two[1]], nargs, b, sizeof b);
    snprintf(err, errlen, "the call is ambiguous between the following methods or properties: '%s' and '%s'",
             a, b);
    return 0;
}
