/* bind_expr.c - the expression binder: AST expressions -> the bound tree
 * of bound.h. Name lookup (locals, members through the base chain, types,
 * namespaces), access and static/instance checks, constant folding,
 * conversions (explicit FE_B_CONV nodes), overload resolution, string
 * concatenation and equality as corelib calls, lvalues (locals, ref
 * params, fields, statics, elements, properties) for assignment, compound
 * assignment, ++/-- and ref/out arguments, and definite assignment in
 * evaluation order.
 *
 * Invariants: every expression is bound once, in source (= evaluation)
 * order, so each error is reported once and in order; a bound node's type
 * is set on the AST node too (e->type). Constant results are cached on
 * the node (sema_flags CONST_*; e->sym then holds the fe_const). The only
 * quiet walk is name resolution for constant folding (const_name), which
 * binds no value and reports nothing.
 */
#include "bound.h"

#include <stdio.h>
#include <string.h>

#define CONST_DONE 1
#define CONST_YES 2

typedef enum rkind { R_ERROR, R_VALUE, R_TYPE, R_NS, R_METHODS, R_PROP, R_FIELD, R_LOCAL,
                     R_EXT, /* a call's callee recv.M where recv's type has no M: extension methods (brecv) */
                     R_ARRCALL /* a call's callee a.Clone, a.CopyTo... on an array a (bind_array_call) */ } rkind;

static int is_array_member(const char *name);

/* What a name or member access denotes (before it is loaded, stored or called). */
typedef struct named {
    rkind kind;
    fe_type *type;          /* value type, or the type named */
    fe_field *field;
    fe_prop *prop;
    int local;              /* index into C->locals */
    fe_class *mcls;         /* METHODS: where the lookup starts */
    const char *name;
    fe_expr *recv;          /* receiver expression, NULL for implicit this / static */
    fe_type *recv_type;     /* its type */
    fe_bexpr *brecv;        /* the receiver bound (eagerly, in evaluation order) ... */
    struct named *lrecv;    /* ... or, for a Color Color receiver, bound when used */
    int via_type;           /* accessed through a type name */
    fe_class **group;       /* METHODS of `using static` classes: all of them with the name
                               (mcls the first), one method group as C# makes it */
    int ngroup;
    int is_base;            /* receiver is `base` */
    const char *ns;         /* NS */
    fe_expr *e;             /* the expression bound */
    fe_class *constrained;  /* a member of this interface constraint of the receiver's type
                               parameter (t.CompareTo(u)), else NULL */
    /* a field of a struct local tracked field by field (p.X, p.A.X): the
     * local and its bits [da_lo, da_lo + da_n) (C# 9.4.1) */
    int da_on, da_local, da_lo, da_n;
    fe_pos da_pos;          /* where C# reports it: the start of p.A.X */
    int da_defer;           /* loaded as a further field's receiver: not checked here */
    struct named *da_recv;  /* bind_member: the receiver's checks wait for the member found */
} named;

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }
static fe_type *errt(fe_ctx *C) { return T(C, FE_T_ERROR); }
#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

/* ------------------------------------------------------------ constants */

/* A constant operation's overflow in an unchecked context wraps (the
 * folder stored the wrapped value); a division's never does. */
static int wraps(fe_ctx *C, fe_fold_err err, int op)
{
    return err == FE_FOLD_OVERFLOW && C->checked_ctx == 2 && op != FE_OP_DIV && op != FE_OP_REM;
}

static void fold_error(fe_ctx *C, fe_pos pos, fe_fold_err err)
{
    int q = C->S->quiet;
    C->S->quiet = 0;
    if (err == FE_FOLD_DIVZERO)
        ERR(C, pos, "division by constant zero");
    else if (err == FE_FOLD_OVERFLOW)
        ERR(C, pos, "the operation overflows at compile time in checked mode");
    else if (err == FE_FOLD_TOOLONG)
        ERR(C, pos, "the string constant resulting from this concatenation is longer than %zu bytes, "
            "the limit of a program's string literals; split it into several constants",
            FE_MAX_CONST_STRING);
    C->S->quiet = q;
}

/* C#'s implicit constant conversions toward an unsigned operand type: an int
 * constant converts to uint or ulong, a long constant only to ulong, when
 * the value fits. So `uint.MaxValue + 1` is uint but `uint.MaxValue + 1L`
 * is long. */
static int const_converts_unsigned(const fe_const *c, fe_type *to)
{
    if (to->kind == FE_T_UINT)
        return c->type->kind == FE_T_INT && fe_const_fits(c, to);
    if (to->kind == FE_T_ULONG)
        return (c->type->kind == FE_T_INT || c->type->kind == FE_T_LONG) && fe_const_fits(c, to);
    return 0;
}

static int bind_head(fe_ctx *C, fe_expr *e, named *bd, int quiet);
static fe_bexpr *user_conversion(fe_ctx *C, fe_bexpr *b, fe_type *to, int expl, fe_pos pos);
static int user_conv_exists(fe_ctx *C, fe_type *from, fe_type *to);
static const char *method_sig_text(fe_ctx *C, const fe_method *m);
static fe_bexpr *call_node(fe_ctx *C, fe_method *m, fe_pos pos, fe_bexpr **list, int n);
static int bind_indexer(fe_ctx *C, fe_bexpr *obj, fe_expr *e, int for_set, fe_bvar *var);
static fe_bexpr *index_receiver(fe_ctx *C, fe_expr *e);
static fe_bexpr *load_named(fe_ctx *C, named *bd, fe_pos pos);
static fe_bexpr *load_value(fe_ctx *C, named *nm, fe_expr *e);
static int da_tracked(fe_ctx *C, const named *nm);
static int da_field_offset(fe_ctx *C, const fe_type *t, const fe_field *f);
static fe_pos da_root_pos(const fe_expr *e);
static void da_check_recv(fe_ctx *C, const named *r);
static int is_discard(fe_ctx *C, const fe_expr *e);
static int color_color_candidate(fe_ctx *C, const fe_expr *l, const named *lb);
static int field_const(fe_ctx *C, fe_field *f, fe_const *out);
static int color_color(fe_ctx *C, named *bd);
static fe_bexpr *bind_raw(fe_ctx *C, fe_expr *e);

/* sizeof(T), a constant for the types safe code may ask: the primitives
 * (decimal too) and enums (their underlying type's). */
static int const_sizeof(fe_ctx *C, fe_expr *e, fe_const *out)
{
    fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    if (t->kind == FE_T_ENUM)
        t = fe_enum_base(C->S, t);
    int n;
    switch (t->kind) {
    case FE_T_BOOL: case FE_T_BYTE: case FE_T_SBYTE: n = 1; break;
    case FE_T_CHAR: case FE_T_SHORT: case FE_T_USHORT: n = 2; break;
    case FE_T_INT: case FE_T_UINT: case FE_T_FLOAT: n = 4; break;
    case FE_T_LONG: case FE_T_ULONG: case FE_T_DOUBLE: n = 8; break;
    default:
        if (t->kind == FE_T_STRUCT && t->cls && !strcmp(t->cls->full, "System.Decimal")) {
            n = 16;
            break;
        }
        return 0;
    }
    memset(out, 0, sizeof *out);
    out->type = T(C, FE_T_INT);
    out->i = n;
    return 1;
}

static int const_name(fe_ctx *C, fe_expr *e, fe_const *out)
{
    named bd;
    C->S->quiet++;
    int ok = bind_head(C, e, &bd, 1);
    C->S->quiet--;
    if (!ok)
        return 0;
    if (bd.kind == R_LOCAL && C->locals.v[bd.local].is_const) {
        *out = C->locals.v[bd.local].value;
        return 1;
    }
    if (bd.kind == R_FIELD && (bd.field->flags & KMOD_FIELD_LITERAL)) {
        if (bd.recv && !bd.via_type && !color_color(C, &bd))
            return 0;   /* through an instance: check_static reports it */
        return field_const(C, bd.field, out);
    }
    return 0;
}

static fe_type *lit_type(fe_ctx *C, fe_littype l)
{
    switch (l) {
    case FE_LIT_UINT: return T(C, FE_T_UINT);
    case FE_LIT_LONG: return T(C, FE_T_LONG);
    case FE_LIT_ULONG: return T(C, FE_T_ULONG);
    default: return T(C, FE_T_INT);
    }
}

static int const_eval(fe_ctx *C, fe_expr *e, fe_const *out);
static fe_type *enum_arith(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b, fe_type **result);
static void fold_error(fe_ctx *C, fe_pos pos, fe_fold_err err);

/* E + U, U + E, E - U (an enum) and E - E (its underlying int), folded in
 * the underlying type with the checked-constant rules. */
/* The folded value r (in U promoted) as res (E or U): out of U's range
 * is C#'s constant conversion error, except in an unchecked context. */
static int enum_const_back(fe_ctx *C, fe_expr *e, const fe_const *r, fe_type *res, fe_const *out)
{
    fe_type *u = fe_underlying(C->S, res);
    if (fe_const_convert(C->S, r, u, C->checked_ctx != 2, out) != FE_FOLD_OK) {
        int q = C->S->quiet;
        C->S->quiet = 0;
        if (fe_is_unsigned(r->type) && r->type->kind == FE_T_ULONG)
            ERR(C, e->pos, "constant value '%llu' cannot be converted to a '%s' (use 'unchecked' syntax to override)",
                (unsigned long long)r->i, fe_type_name(C->S, res));
        else
            ERR(C, e->pos, "constant value '%lld' cannot be converted to a '%s' (use 'unchecked' syntax to override)",
                (long long)r->i, fe_type_name(C->S, res));
        C->S->quiet = q;
        return 0;
    }
    out->type = res;
    return 1;
}

static int const_enum_arith(fe_ctx *C, fe_expr *e, const fe_const *a, const fe_const *b, fe_const *out)
{
    fe_type *res;
    fe_type *pt = enum_arith(C, e, a->type, b->type, &res);
    if (!pt)
        return 0;
    fe_type *en = a->type->kind == FE_T_ENUM ? a->type : b->type, *u = fe_enum_base(C->S, en);
    fe_const xa = *a, xb = *b, ca, cb, r;
    if (xa.type->kind == FE_T_ENUM)
        xa.type = u;
    if (xb.type->kind == FE_T_ENUM)
        xb.type = u;
    fe_const_convert(C->S, &xa, pt, 0, &ca);
    fe_const_convert(C->S, &xb, pt, 0, &cb);
    fe_fold_err err = fe_fold_binary(C->S, (fe_binop)e->bop, pt, &ca, &cb, &r);
    if (err != FE_FOLD_OK && !wraps(C, err, e->bop)) {
        if (err != FE_FOLD_NOTCONST)
            fold_error(C, e->pos, err);
        return 0;
    }
    return enum_const_back(C, e, &r, res, out);
}

/* ~e of a constant enum: in U promoted, back to E (checked, as a cast). */
static int const_enum_compl(fe_ctx *C, fe_expr *e, const fe_const *a, fe_const *out)
{
    fe_type *u = fe_enum_base(C->S, a->type), *pt = fe_promote_unary(C->S, u, FE_OP_COMPL);
    fe_const xa = *a, ca, r;
    xa.type = u;
    fe_const_convert(C->S, &xa, pt, 0, &ca);
    if (fe_fold_unary(C->S, FE_OP_COMPL, pt, &ca, &r) != FE_FOLD_OK)
        return 0;
    return enum_const_back(C, e, &r, a->type, out);
}

static int const_binary(fe_ctx *C, fe_expr *e, fe_const *out)
{
    fe_const a, b;
    if (e->bop == FE_BOP_COALESCE || !const_eval(C, e->left, &a) || !const_eval(C, e->right, &b))
        return 0;
    fe_binop op = (fe_binop)e->bop;
    fe_type *opt;
    if ((op == FE_OP_ADD || op == FE_OP_SUB) &&
        (a.type->kind == FE_T_ENUM || b.type->kind == FE_T_ENUM))
        return const_enum_arith(C, e, &a, &b, out);
    int is_str = a.type->kind == FE_T_STRING || b.type->kind == FE_T_STRING;
    if (is_str) {
        if ((a.type->kind != FE_T_STRING && a.type->kind != FE_T_NULL) ||
            (b.type->kind != FE_T_STRING && b.type->kind != FE_T_NULL))
            return 0;
        opt = T(C, FE_T_STRING);
    } else if (a.type->kind == FE_T_BOOL && b.type->kind == FE_T_BOOL) {
        opt = a.type;
    } else if (a.type->kind == FE_T_ENUM && a.type == b.type) {
        if (op != FE_OP_AND && op != FE_OP_OR && op != FE_OP_XOR && !(op >= FE_OP_EQ && op <= FE_OP_GE))
            return 0;
        opt = a.type;
    } else if (op == FE_OP_SHL || op == FE_OP_SHR) {
        opt = fe_promote_unary(C->S, a.type, FE_OP_PLUS);
        if (!opt || !fe_is_integral(opt) || !fe_is_integral(b.type))
            return 0;
    } else {
        opt = fe_promote(C->S, a.type, b.type);
        if (const_converts_unsigned(&b, a.type))
            opt = a.type;
        else if (const_converts_unsigned(&a, b.type))
            opt = b.type;
        if (!opt)
            return 0;
    }
    fe_const ca = a, cb = b;
    if (opt->kind != FE_T_STRING && opt->kind != FE_T_ENUM) {
        fe_const_convert(C->S, &a, opt, 0, &ca);
        if (op != FE_OP_SHL && op != FE_OP_SHR)
            fe_const_convert(C->S, &b, opt, 0, &cb);
    }
    fe_fold_err err = fe_fold_binary(C->S, op, opt, &ca, &cb, out);
    if (err == FE_FOLD_NOTCONST)
        return 0;
    if (err != FE_FOLD_OK && !wraps(C, err, op)) {
        fold_error(C, e->pos, err);
        return 0;
    }
    return 1;
}

/* `nameof(x)` is C#'s operator (a constant string) unless a method named
 * nameof is in scope, which makes it a call. */
static int is_nameof(fe_ctx *C, const fe_expr *e)
{
    if (e->kind != FE_E_CALL || e->left->kind != FE_E_NAME || strcmp(e->left->name, "nameof") ||
        e->nargs != 1 || e->args[0].mode != FE_AM_VALUE || e->args[0].name)
        return 0;
    for (fe_class *c = C->cls; c; c = c->base)
        if (fe_methods_named(C->S, c, "nameof"))
            return 0;
    return 1;
}

/* The name nameof(x) gives: the last identifier of a simple name or a
 * member access that denotes something (resolved quietly: an error is the
 * binder's); NULL otherwise. */
static const char *nameof_value(fe_ctx *C, fe_expr *e)
{
    fe_expr *x = e->args[0].e;
    if (x->kind != FE_E_NAME && x->kind != FE_E_MEMBER)
        return NULL;
    named nm;
    C->S->quiet++;
    int ok = bind_head(C, x, &nm, 1);
    C->S->quiet--;
    return ok ? x->name : NULL;
}

/* $"..{a}.." is a constant (C# 10) when every hole is a constant string
 * without alignment or format: the parts' concatenation. */
static int const_interp(fe_ctx *C, fe_expr *e, fe_const *out)
{
    out->type = T(C, FE_T_STRING);
    out->s = "";
    out->slen = 0;
    for (int i = 0; i < e->nlist; i++) {
        fe_const part, sum;
        if (e->list[i]->kind == FE_E_HOLE || !const_eval(C, e->list[i], &part) ||
            part.type->kind != FE_T_STRING)
            return 0;
        if (fe_fold_binary(C->S, FE_OP_ADD, out->type, out, &part, &sum) != FE_FOLD_OK)
            return 0;
        *out = sum;
    }
    return 1;
}

static int const_eval_raw(fe_ctx *C, fe_expr *e, fe_const *out)
{
    memset(out, 0, sizeof *out);
    switch (e->kind) {
    case FE_E_INT:
        out->type = lit_type(C, e->lit);
        out->i = (int64_t)e->ival;
        if (e->lit == FE_LIT_INT)
            out->i = (int32_t)(uint32_t)e->ival;
        else if (e->lit == FE_LIT_UINT)
            out->i = (int64_t)(uint32_t)e->ival;
        return 1;
    case FE_E_REAL:
        if (e->ival == 2)
            return 0;   /* decimal: a constructor call (bind_decimal.c) */
        out->type = T(C, e->ival ? FE_T_FLOAT : FE_T_DOUBLE);
        out->d = e->rval;
        return 1;
    case FE_E_CHAR: out->type = T(C, FE_T_CHAR); out->i = (int64_t)e->ival; return 1;
    case FE_E_BOOL: out->type = T(C, FE_T_BOOL); out->i = e->ival != 0; return 1;
    case FE_E_STRING: out->type = T(C, FE_T_STRING); out->s = e->str; out->slen = e->slen; return 1;
    case FE_E_INTERP: return const_interp(C, e, out);
    case FE_E_NULL: out->type = T(C, FE_T_NULL); return 1;
    case FE_E_NAME: case FE_E_MEMBER:
        if (!const_name(C, e, out))
            return 0;
        if (C->cls && C->cls->is_enum && out->type == C->cls->type)
            out->type = fe_enum_base(C->S, out->type);   /* inside the enum: its underlying type */
        return 1;
    case FE_E_SIZEOF: return const_sizeof(C, e, out);
    case FE_E_UNARY: {
        fe_const a;
        if (e->uop >= FE_UOP_HAT || !const_eval(C, e->left, &a))   /* ^i: an Index, no constant */
            return 0;
        if (a.type->kind == FE_T_ENUM && e->uop == FE_UOP_COMPL)
            return const_enum_compl(C, e, &a, out);
        fe_type *opt = fe_promote_unary(C->S, a.type, (fe_unop)e->uop);
        if (!opt)
            return 0;
        fe_const ca;
        fe_const_convert(C->S, &a, opt, 0, &ca);
        fe_fold_err err = fe_fold_unary(C->S, (fe_unop)e->uop, opt, &ca, out);
        if (err != FE_FOLD_OK && !wraps(C, err, -1)) {
            fold_error(C, e->pos, err);
            return 0;
        }
        return 1;
    }
    case FE_E_BINARY: return const_binary(C, e, out);
    case FE_E_CAST: {
        fe_const a;
        if (!const_eval(C, e->left, &a))
            return 0;
        fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
        int ok_t = fe_is_numeric(t) || t->kind == FE_T_ENUM || t->kind == FE_T_BOOL ||
                   t->kind == FE_T_STRING;
        int ok_a = fe_is_numeric(a.type) || a.type->kind == FE_T_ENUM;
        if (!ok_t || (t->kind == FE_T_BOOL) != (a.type->kind == FE_T_BOOL))
            return 0;
        if (t->kind == FE_T_STRING)
            return (a.type->kind == FE_T_STRING || a.type->kind == FE_T_NULL) ? (*out = a, out->type = t, 1) : 0;
        if (t->kind != FE_T_BOOL && !ok_a)
            return 0;
        if (fe_const_convert(C->S, &a, t, C->checked_ctx != 2, out) != FE_FOLD_OK) {
            int q = C->S->quiet;
            C->S->quiet = 0;
            ERR(C, e->pos, "constant value cannot be converted to a '%s'", fe_type_name(C->S, t));
            C->S->quiet = q;
            return 0;
        }
        return 1;
    }
    case FE_E_CHECKED: {   /* the operand folded in that context */
        int saved = C->checked_ctx;
        C->checked_ctx = e->ival ? 1 : 2;
        int ok = const_eval(C, e->left, out);
        C->checked_ctx = saved;
        return ok;
    }
    case FE_E_DEFAULT: {   /* default(T): T's zero or null, a constant */
        if (!e->tsyn)
            return 0;   /* the default literal: its target's (fe_bind_to) */
        fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
        if (t->kind == FE_T_ERROR || t->kind == FE_T_VOID || t->kind == FE_T_STRUCT)
            return 0;
        out->type = t;
        return 1;
    }
    case FE_E_CALL: {
        const char *n = is_nameof(C, e) ? nameof_value(C, e) : NULL;
        if (!n)
            return 0;
        out->type = T(C, FE_T_STRING);
        out->s = n;
        out->slen = strlen(n);
        return 1;
    }
    case FE_E_COND: {
        fe_const c, a, b;
        if (!const_eval(C, e->cond, &c) || c.type->kind != FE_T_BOOL ||
            !const_eval(C, e->left, &a) || !const_eval(C, e->right, &b) || a.type != b.type)
            return 0;
        *out = c.i ? a : b;
        return 1;
    }
    default: return 0;
    }
}

static int const_eval(fe_ctx *C, fe_expr *e, fe_const *out)
{
    if (e->sema_flags & CONST_DONE) {
        if (!(e->sema_flags & CONST_YES))
            return 0;
        *out = *(fe_const *)e->sym;
        return 1;
    }
    if (fe_stack_exhausted(C->S, e->pos))
        return 0;
    int ok = const_eval_raw(C, e, out);
    e->sema_flags |= CONST_DONE | (ok ? CONST_YES : 0);
    if (ok) {
        fe_const *k = fe_sema_alloc(C->S, sizeof *k);
        *k = *out;
        e->sym = k;
    }
    return ok;
}

int fe_const_expr(fe_ctx *C, fe_expr *e, fe_const *out) { return const_eval(C, e, out); }

/* Implicit conversion of a constant (C# 6.1.9 included); 0 if none. */
static int const_implicit(fe_ctx *C, const fe_const *c, fe_type *to, fe_const *out)
{
    if (c->type == to || to->kind == FE_T_ERROR) {
        *out = *c;
        return 1;
    }
    fe_arg a = {.type = c->type, .mode = FE_P_VALUE, .is_const = 1, .cval = *c};
    if (!fe_arg_converts(C->S, &a, to) || fe_is_boxing(C->S, c->type, to) || fe_nullable_elem(to) ||
        fe_is_decimal(C->S, to))
        return 0;   /* a nullable is no constant: the conversion wraps it; nor is a decimal */
    if (fe_lent_iface_conv(C->S, c->type, to))
        return 0;   /* "abc" as IEnumerable<char>: its conversion makes the lender (sema_lent_iface.c) */
    if (fe_is_ref(to)) {
        *out = *c;
        if (c->type->kind == FE_T_NULL)
            out->type = to;
        return 1;
    }
    return fe_const_convert(C->S, c, to, 0, out) == FE_FOLD_OK;
}

/* Value of a const field or enum member (evaluated on first use). */
static int field_const(fe_ctx *C, fe_field *f, fe_const *out)
{
    if (f->has_const) {
        *out = f->value;
        return 1;
    }
    if (f->owner->imported)
        return 0;
    if (fe_stack_exhausted(C->S, f->pos))
        return 0;
    if (f->const_busy) {
        int q = C->S->quiet;
        C->S->quiet = 0;
        ERR(C, f->pos, "the evaluation of the constant value for '%s.%s' involves a circular definition",
            f->owner->full, f->name);
        C->S->quiet = q;
        f->has_const = 1;
        f->value.type = f->type;
        *out = f->value;
        return 1;
    }
    f->const_busy = 1;
    fe_ctx *sub = calloc(1, sizeof *sub);   /* heap: constant chains may be deep */
    if (!sub)
        fe_out_of_memory();
    sub->S = C->S;
    sub->cls = f->owner;
    sub->unit = f->owner->unit;
    sub->ns = f->owner->ns;
    sub->is_static = 1;
    fe_em_init(&sub->b);
    sub->b.dry = 1;
    fe_const v = {0};
    int q = C->S->quiet;
    C->S->quiet = 0;
    fe_class *scope = fe_scope_enter(C->S, f->owner);
    if (f->owner->is_enum && !f->init) {
        v.type = f->type;
        if (f->prev_enum) {
            fe_const p;
            field_const(sub, f->prev_enum, &p);
            if (!fe_const_succ(&p, fe_enum_base_kind(f->type), &v))
                ERR(C, f->pos, "the enumerator value is too large to fit in its type");
        }
    } else if (f->init) {
        fe_const raw;
        fe_type *target = f->owner->is_enum ? fe_enum_base(C->S, f->type) : f->type;
        int before = C->S->errors;
        if (!const_eval(sub, f->init, &raw)) {
            if (C->S->errors == before)
                ERR(C, f->init->pos, "the expression being assigned to '%s.%s' must be constant",
                f->owner->full, f->name);
        } else {
            if (f->owner->is_enum && raw.type == f->type)   /* another member: its underlying value */
                raw.type = target;
            if (!const_implicit(sub, &raw, target, &v))
                ERR(C, f->init->pos, "cannot implicitly convert type '%s' to '%s'",
                    fe_type_name(C->S, raw.type), fe_type_name(C->S, target));
        }
        v.type = f->type;
    } else {
        v.type = f->type;
    }
    C->S->quiet = q;
    fe_scope_enter(C->S, scope);
    fe_em_free(&sub->b);
    free(sub->locals.v);
    fe_ctx_free_names(sub);
    fe_da_release(sub, (fe_da_mark){NULL, 0});
    free(sub);
    f->const_busy = 0;
    f->has_const = 1;
    f->value = v;
    *out = v;
    return 1;
}

void fe_eval_field_const(fe_sema *S, fe_field *f)
{
    fe_ctx c;
    memset(&c, 0, sizeof c);
    c.S = S;
    c.cls = f->owner;
    c.unit = f->owner->unit;
    c.ns = f->owner->ns;
    fe_const v;
    fe_class *scope = fe_scope_enter(S, f->owner);
    field_const(&c, f, &v);
    fe_scope_enter(S, scope);
}

/* The value of an optional parameter: a constant of its type (C#:
 * CS1736, CS1750 otherwise). */
static void param_default(fe_sema *S, fe_method *m, fe_param *p)
{
    fe_ctx c;
    memset(&c, 0, sizeof c);
    c.S = S;
    c.cls = m->owner;
    c.unit = m->owner->unit;
    c.ns = m->owner->ns;
    c.is_static = 1;
    fe_const k, kc;
    int before = S->errors;
    /* the parameter is optional even when its value is in error: calls
     * that leave it out get no second error */
    p->has_default = 1;
    memset(&p->defval, 0, sizeof p->defval);
    p->defval.type = p->type;
    if (p->type->kind == FE_T_ERROR)
        return;
    fe_expr *d = p->default_expr;
    if (p->type->kind == FE_T_STRUCT && d->kind == FE_E_DEFAULT &&   /* S s = default, default(S): its zero */
        (!d->tsyn || fe_resolve_type(S, c.unit, c.ns, d->tsyn) == p->type))
        return;
    if (!const_eval(&c, p->default_expr, &k)) {
        if (S->errors == before)
            ERR(&c, p->default_expr->pos, "the default value for parameter '%s' must be a compile-time constant",
                p->name);
        return;
    }
    if (!const_implicit(&c, &k, p->type, &kc)) {
        ERR(&c, p->default_expr->pos, "a value of type '%s' cannot be used as a default parameter because there is no implicit conversion to type '%s'",
            fe_type_name(S, k.type), fe_type_name(S, p->type));
        return;
    }
    p->defval = kc;
}

void fe_eval_param_default(fe_sema *S, fe_method *m, fe_param *p)
{
    fe_class *scope = fe_scope_enter(S, m->owner);
    fe_class *tc = S->tp_cls;
    fe_method *tm = S->tp_meth;
    S->tp_cls = m->owner;   /* `T x = default(T)`: the class's and the method's type parameters */
    S->tp_meth = m;
    param_default(S, m, p);
    S->tp_cls = tc;
    S->tp_meth = tm;
    fe_scope_enter(S, scope);
}

/* Optional parameter j of m: its own, or its definition's when m is an
 * instance made before the definitions' defaults were evaluated. */
static const fe_param *default_param(const fe_method *m, int j)
{
    const fe_method *t = m->tmpl;
    if (!m->params[j].has_default && t && j < t->nparams && t->params[j].has_default)
        return &t->params[j];
    return &m->params[j];
}

/* -------------------------------------------------------------- lookup */

static int accessible(fe_ctx *C, fe_class *owner, uint32_t flags);

int fe_accessible(fe_ctx *C, fe_class *owner, uint32_t flags) { return accessible(C, owner, flags); }

static int accessible(fe_ctx *C, fe_class *owner, uint32_t flags)
{
    return fe_member_accessible(C->S, C->cls, owner, flags);
}

int fe_find_local(fe_ctx *C, const char *name)
{
    if (!C->lhead)
        return -1;
    for (int i = C->lhead[fe_name_hash(name) & C->lmask] - 1; i >= 0; i = C->locals.v[i].hnext - 1)
        if (!strcmp(C->locals.v[i].name, name) && !(C->hide_params && i < C->m->nparams))
            return i;
    return -1;
}

/* A property's type in its generic definition (an instance's), or NULL. */
static fe_type *prop_tmpl_type(const fe_prop *p)
{
    if (p->get && p->get->tmpl)
        return p->get->tmpl->ret;
    if (p->set && p->set->tmpl && p->set->tmpl->nparams)
        return p->set->tmpl->params[p->set->tmpl->nparams - 1].type;
    return NULL;
}

/* The type bd's member loads with: bd->type when it names f_type's
 * elements (a member reached through a view), else f_type. */
static fe_type *named_member_type(fe_ctx *C, const named *bd, fe_type *f_type)
{
    return bd->type && bd->type != f_type && fe_tuple_identity(C->S, bd->type, f_type) ? bd->type : f_type;
}

/* Member `name` of cls or its bases; fills bd (FIELD/PROP/METHODS). */
static int lookup_member(fe_ctx *C, fe_class *cls, const char *name, named *bd, fe_pos pos, int quiet)
{
    int hidden = 0;
    for (fe_class *c = cls; c; c = fe_lookup_next(C->S, cls, c)) {
        const fe_names *e = fe_names_of(C->S, c, name);
        if (!e)
            continue;
        fe_field *f = e->field;
        if (f && accessible(C, c, f->flags)) {
            bd->kind = R_FIELD;
            bd->field = f;
            bd->type = f->type;
            return 1;
        }
        hidden |= f != NULL;
        fe_prop *p = e->prop;
        if (p && ((p->get && accessible(C, c, p->get->flags)) ||
                  (p->set && accessible(C, c, p->set->flags)))) {
            bd->kind = R_PROP;
            bd->prop = p;
            bd->type = p->type;
            return 1;
        }
        hidden |= p != NULL;
        for (fe_method *m = e->methods; m; m = m->next_named) {
            if (m->flags & KMOD_METH_SPECIALNAME)
                continue;
            if (!accessible(C, c, m->flags)) {
                hidden = 1;
                continue;
            }
            bd->kind = R_METHODS;
            bd->mcls = cls;
            bd->name = name;
            return 1;
        }
    }
    if (!quiet) {
        if (hidden)
            ERR(C, pos, "'%s.%s' is inaccessible due to its protection level", cls->full, name);
        else
            ERR(C, pos, "'%s' does not contain a definition for '%s'", cls->full, name);
    }
    return 0;
}

/* A member of cls that the simple name e names: with type arguments
 * (`I<A>`) only a method group can take them, as C#'s member lookup with
 * K > 0 skips fields and properties (`Comparer<T>.Default` inside a class
 * with a Comparer property names the type). */
static int member_of_name(fe_ctx *C, fe_class *cls, const fe_expr *e, named *bd)
{
    named found = *bd;
    if (!lookup_member(C, cls, e->name, &found, e->pos, 1) || (e->targs && found.kind != R_METHODS))
        return 0;
    *bd = found;
    return 1;
}

static const char *dotted(fe_ctx *C, const char *a, const char *b)
{
    size_t n = strlen(a) + strlen(b) + 2;
    char *s = fe_sema_alloc(C->S, n);
    snprintf(s, n, "%s%s%s", a, a[0] ? "." : "", b);
    return s;
}

static fe_class *companion_of(fe_ctx *C, const fe_class *c, const char *name);

/* The methods named e of every `using static` class: one method group
 * (C# 12.8.4: the directives' members together), bd naming the first
 * class and holding all; 0 when no such class has one. */
static int using_static_group(fe_ctx *C, fe_expr *e, named *bd)
{
    int n = 0;
    for (int i = 0; C->unit && i < C->unit->nusings; i++) {
        fe_class *sc = fe_using_static_class(C->unit, C->ns, i);
        named m;
        memset(&m, 0, sizeof m);
        if (!sc || !lookup_member(C, sc, e->name, &m, e->pos, 1) || m.kind != R_METHODS)
            continue;
        if (!n++) {
            *bd = m;
            bd->via_type = 1;
            bd->group = fe_sema_alloc(C->S, sizeof *bd->group * (size_t)C->unit->nusings * 2);
        }
        bd->group[bd->ngroup++] = sc;
        fe_class *k = companion_of(C, sc, e->name);   /* String's generic methods (below) */
        if (k)
            bd->group[bd->ngroup++] = k;
    }
    return n > 0;
}

/* A primary constructor parameter of cls (C# 12) that no local or member
 * of cls hides: outside the primary constructor (whose initializers and
 * base arguments have it as a parameter, found as a local) an instance
 * method or accessor of cls reads and writes it as its capture field.
 * 1 found, 0 an error (reported unless quiet), -1 no such parameter. */
static int primary_param(fe_ctx *C, fe_class *cls, fe_expr *e, named *bd, int quiet)
{
    int index;
    const fe_paramdecl *pd = fe_primary_param(cls, e->name, &index);
    if (!pd)
        return -1;
    fe_field *f = fe_primary_capture(C->S, cls, e->name);
    if (pd->mode != FE_AM_VALUE && cls == C->cls && !C->is_static && C->m && !(C->m->flags & KMOD_METH_CTOR)) {
        if (!quiet)
            ERR(C, e->pos, "cannot use ref, out, or in primary constructor parameter '%s' inside an instance member",
                e->name);
        return 0;
    }
    if (!f || cls != C->cls || C->is_static || !C->m || (C->m->flags & KMOD_METH_CTOR)) {
        if (!quiet)
            ERR(C, e->pos, "cannot use primary constructor parameter '%s' in this context", e->name);
        return 0;
    }
    bd->kind = R_FIELD;
    bd->field = f;
    bd->type = f->type;
    return 1;
}

static int bind_simple_name(fe_ctx *C, fe_expr *e, named *bd, int quiet)
{
    int li = fe_find_local(C, e->name);
    if (li >= 0) {
        bd->kind = R_LOCAL;
        bd->local = li;
        bd->type = C->locals.v[li].type;
        return 1;
    }
    if (fe_reserved_local(C, e->name)) {
        if (!quiet)
            ERR(C, e->pos, "cannot use local variable '%s' before it is declared", e->name);
        return 0;
    }
    if (C->cls && member_of_name(C, C->cls, e, bd))
        return 1;
    if (C->cls && !e->targs) {
        int r = primary_param(C, C->cls, e, bd, quiet);
        if (r >= 0)
            return r;
    }
    for (fe_class *oc = C->cls ? C->cls->outer : NULL; oc; oc = oc->outer) {
        /* an enclosing class's members: static ones only (no `this` of it) */
        if (member_of_name(C, oc, e, bd)) {
            bd->via_type = 1;
            return 1;
        }
        int r = e->targs ? -1 : primary_param(C, oc, e, bd, quiet);
        if (r >= 0)
            return r;
    }
    fe_type *tp = e->targs ? NULL : fe_tparam_lookup(C->S, e->name);
    if (tp) {
        bd->kind = R_TYPE;
        bd->type = tp;
        return 1;
    }
    fe_class *c;
    const char *ns;
    /* a called name: a using-static method before the namespaces' types, which
     * a call cannot mean (`using static System.Linq.Enumerable;` then
     * `Range(1, 6)` with System.Range in scope) */
    if (C->ext_callee == e && using_static_group(C, e, bd))
        return 1;
    if (fe_lookup_ns_or_type(C->S, C->unit, C->ns, e->name, &c, &ns, quiet ? NULL : &e->pos)) {
        if (c && (c->ntparams || e->targs)) {   /* Box<int>.M(): the instance */
            fe_typesyn ts = {0};
            ts.kind = FE_TS_NAME;
            ts.pos = e->pos;
            ts.parts = &e->name;
            ts.nparts = 1;
            ts.targs = e->targs;
            ts.ntargs = e->ntargs;
            bd->kind = R_TYPE;
            bd->type = fe_resolve_type(C->S, C->unit, C->ns, &ts);
            return bd->type->kind != FE_T_ERROR;
        }
        if (c) {
            bd->kind = R_TYPE;
            bd->type = c->type;
        } else {
            bd->kind = R_NS;
            bd->ns = ns;
        }
        return 1;
    }
    if (using_static_group(C, e, bd))   /* using static T: T's methods, of all such T */
        return 1;
    for (int i = 0; C->unit && i < C->unit->nusings; i++) {   /* ... and T's other members */
        fe_class *sc = fe_using_static_class(C->unit, C->ns, i);
        if (sc && lookup_member(C, sc, e->name, bd, e->pos, 1)) {
            bd->via_type = 1;
            return 1;
        }
    }
    if (!quiet)
        ERR(C, e->pos, "the name '%s' does not exist in the current context%s", e->name,
            fe_missing_library_note(C->S, e->name));
    return 0;
}

/* C# (CS1540): a protected instance member of owner is reached through a
 * qualifier of type q from the code of owner itself, or of a class
 * derived from owner that q derives from (the code of a nested class has
 * its enclosing classes' access). */
static int protected_qualifier_ok(fe_ctx *C, const fe_class *owner, const fe_class *q)
{
    for (const fe_class *x = C->cls; x; x = x->outer)
        if (x == owner || (fe_derives(x, owner) && fe_derives(q, x)))
            return 1;
    return 0;
}

/* The type ns.Name<targs> that expression e (its last part) names. */
static fe_type *resolve_qualified(fe_ctx *C, const char *ns, fe_expr *e)
{
    int n = 2;
    for (const char *s = ns; *s; s++)
        n += *s == '.';
    const char **parts = fe_bound_alloc(C->S, sizeof *parts * (size_t)n);
    int k = 0;
    for (const char *s = ns; *s;) {
        const char *dot = strchr(s, '.');
        size_t len = dot ? (size_t)(dot - s) : strlen(s);
        parts[k++] = fe_sema_strdup(C->S, s, len);
        s += len + (dot != NULL);
    }
    parts[k++] = e->name;
    fe_typesyn ts = {0};
    ts.kind = FE_TS_NAME;
    ts.pos = e->pos;
    ts.parts = parts;
    ts.nparts = k;
    ts.targs = e->targs;
    ts.ntargs = e->ntargs;
    return fe_resolve_type(C->S, C->unit, C->ns, &ts);
}

static int bind_member_raw(fe_ctx *C, fe_expr *e, named *bd, int quiet)
{
    fe_expr *l = e->left;
    named lb;
    memset(&lb, 0, sizeof lb);
    if (l->kind == FE_E_BASE) {
        if (C->is_static || !C->cls || !C->cls->base) {
            if (!quiet)
                ERR(C, l->pos, "keyword 'base' is not available in a static context");
            return 0;
        }
        if (!lookup_member(C, C->cls->base, e->name, bd, e->pos, quiet))
            return 0;
        bd->is_base = 1;
        return 1;
    }
    if (l->kind == FE_E_NAME || l->kind == FE_E_MEMBER || l->kind == FE_E_PREDEF) {
        if (!bind_head(C, l, &lb, quiet))
            return 0;
    } else {
        lb.kind = R_VALUE;
        lb.e = l;
    }
    if (lb.kind == R_NS) {
        const char *full = dotted(C, lb.ns, e->name);
        fe_class *c = fe_find_class(C->S, lb.ns, e->name);
        if (c && fe_class_visible(C->S, c) && e->targs) {
            bd->kind = R_TYPE;   /* N.Box<int>.M(): the instance, as a type's syntax names it */
            bd->type = resolve_qualified(C, lb.ns, e);
            return bd->type->kind != FE_T_ERROR;
        }
        if (c && fe_class_visible(C->S, c)) {
            bd->kind = R_TYPE;
            bd->type = c->type;
            return 1;
        }
        if (fe_is_namespace(C->S, full)) {
            bd->kind = R_NS;
            bd->ns = full;
            return 1;
        }
        if (!quiet)
            ERR(C, e->pos, "the type or namespace name '%s' does not exist in the namespace '%s'",
                e->name, lb.ns);
        return 0;
    }
    if (lb.kind == R_TYPE) {
        fe_class *mc = fe_member_class(C->S, lb.type);
        if (!mc) {
            if (!quiet)
                ERR(C, e->pos, "'%s' has no member '%s'", fe_type_name(C->S, lb.type), e->name);
            return 0;
        }
        fe_class *nc = lb.type->kind == FE_T_CLASS || lb.type->kind == FE_T_ENUM
                       ? fe_nested_lookup(C->S, mc->generic ? mc->generic : mc, e->name) : NULL;
        if (nc && !lookup_member(C, mc, e->name, bd, e->pos, 1)) {
            if (!fe_type_accessible(C->S, C->cls, nc)) {
                if (!quiet)
                    ERR(C, e->pos, "'%s' is inaccessible due to its protection level", nc->full);
                return 0;
            }
            bd->kind = R_TYPE;
            bd->type = fe_nested_of_instance(C->S, mc, nc, e->pos);   /* Box<int>.Kind, List<int>.Enumerator */
            return bd->type->kind != FE_T_ERROR;
        }
        if (!nc && !lookup_member(C, mc, e->name, bd, e->pos, quiet))
            return 0;
        bd->via_type = 1;
        return 1;
    }
    if (lb.kind == R_METHODS) {
        if (!quiet)
            ERR(C, e->pos, "a method group has no member '%s'", e->name);
        return 0;
    }
    if (l->kind == FE_E_NAME && (lb.kind == R_FIELD || lb.kind == R_PROP || lb.kind == R_LOCAL) &&
        (lb.type->kind == FE_T_CLASS || lb.type->kind == FE_T_ENUM) &&
        !strcmp(lb.type->cls->name, l->name) &&
        fe_lookup_class(C->S, C->unit, C->ns, l->name) == lb.type->cls) {
        /* Color Color: the type's static members win */
        named sb;
        memset(&sb, 0, sizeof sb);
        sb.e = e;
        if (lookup_member(C, lb.type->cls, e->name, &sb, e->pos, 1) &&
            ((sb.kind == R_FIELD && (sb.field->flags & KMOD_FIELD_STATIC)) ||
             (sb.kind == R_PROP && (sb.prop->flags & KMOD_FIELD_STATIC)))) {
            *bd = sb;
            bd->via_type = 1;
            return 1;
        }
    }
    /* the receiver is a value: its type decides the lookup */
    named recv_nm = lb;
    fe_bexpr *brecv = NULL;
    fe_type *lt;
    int known = lb.kind == R_LOCAL || lb.kind == R_FIELD || lb.kind == R_PROP;
    if (known && color_color_candidate(C, l, &lb)) {
        lt = lb.type;              /* bound when used: a static member needs no receiver */
    } else if (quiet) {
        if (!known)
            return 0;              /* constant lookup: only a name's type is needed */
        lt = lb.type;
    } else {
        recv_nm.da_defer = da_tracked(C, &lb);
        brecv = load_value(C, &recv_nm, l);
        lt = brecv->type;
        if (recv_nm.da_defer) {   /* p.X reads X, p.M() all of p: decided by bind_member */
            bd->da_recv = fe_bound_alloc(C->S, sizeof *bd->da_recv);
            *bd->da_recv = recv_nm;
        }
    }
    if (lt->kind == FE_T_ERROR)
        return 0;
    bd->recv_type = lt;
    bd->brecv = brecv;
    if (!brecv && !quiet) {
        bd->lrecv = fe_bound_alloc(C->S, sizeof *bd->lrecv);
        *bd->lrecv = recv_nm;
    }
    if (lt->kind == FE_T_ARRAY && !strcmp(e->name, "Length")) {
        bd->kind = R_VALUE;
        bd->type = T(C, FE_T_INT);
        bd->recv = l;
        bd->name = "Length";
        return 1;
    }
    if (lt->kind == FE_T_MDARRAY && !strcmp(e->name, "Initialize") && lt->elem->kind == FE_T_STRUCT &&
        fe_struct_default_ctor(C->S, lt->elem->cls)) {   /* MdArray's does nothing (corelib/MdArray.cs) */
        if (!quiet)
            ERR(C, e->pos, "Initialize() of an array of '%s', which declares a parameterless constructor, is not supported",
                fe_type_name(C->S, lt->elem));
        return 0;
    }
    if (C->ext_callee == e && ((lt->kind == FE_T_ARRAY && is_array_member(e->name)) ||
                               (lt->kind == FE_T_MDARRAY && !strcmp(e->name, "Clone")))) {
        bd->kind = R_ARRCALL;
        bd->recv = l;
        bd->name = e->name;
        return 1;
    }
    fe_class *mc = fe_member_class(C->S, lt);
    fe_class *ci = lt->kind == FE_T_TYPARAM ? fe_constraint_iface_of(C->S, lt->tparam, e->name) : NULL;
    if (ci) {   /* searched in the interface constraint that declares it (C# 12.8.7) */
        mc = ci;
        bd->constrained = ci;
    }
    if (!mc || lt->kind == FE_T_VOID || lt->kind == FE_T_NULL) {
        if (!quiet)
            ERR(C, e->pos, "'%s' does not contain a definition for '%s'", fe_type_name(C->S, lt), e->name);
        return 0;
    }
    if ((fe_is_enum_like(lt) && fe_enum_value_method(e->name)) ||
        ((fe_is_numeric(lt) || lt->kind == FE_T_BOOL || lt->kind == FE_T_ENUM) && !strcmp(e->name, "GetType"))) {
        /* e.HasFlag(f) ... (bind_enum.c); 5.GetType() (bind_typeof.c) */
        bd->kind = R_METHODS;
        bd->mcls = mc;
        bd->name = e->name;
        bd->recv = l;
        return 1;
    }
    int as_written = lt->kind == FE_T_ARRAY || lt->kind == FE_T_MDARRAY || fe_tuple_arity(lt);
    int ext = !quiet && C->ext_callee == e && fe_ext_in_scope(C, e->name);
    int elem;
    const char *mname = fe_tuple_member(C->S, lt, e->name, &elem);   /* t.name: ItemN (bind_tuple.c) */
    if (elem >= 7) {
        if (!quiet)
            ERR(C, e->pos, "tuple element '%s' past the seventh is not supported (use Rest)", e->name);
        return 0;
    }
    int found = lookup_member(C, mc, mname, bd, e->pos, quiet || as_written || ext);
    /* no member M, or one that cannot be invoked (list.Count() where Count is
     * a property): recv.M(...) may be an extension method's call (C# 12.8.10.2) */
    if (ext && (!found || ((bd->kind == R_PROP || bd->kind == R_FIELD) && !fe_delegate_invoke(C->S, bd->type)))) {
        bd->kind = R_EXT;
        bd->name = e->name;
        bd->recv = l;
        bd->brecv = brecv ? brecv : load_value(C, &recv_nm, l);
        bd->recv_type = bd->brecv->type;
        return bd->brecv->type->kind != FE_T_ERROR;
    }
    if (!found) {
        if (!quiet && as_written)   /* named as written, not System.Object / System.MdArray /
                                       System.ValueTuple`2[..]: '(int a, (int x, int y) p)' */
            ERR(C, e->pos, "'%s' does not contain a definition for '%s'", fe_type_name(C->S, lt), e->name);
        return 0;
    }
    bd->recv = l;
    if (bd->kind == R_FIELD)   /* through a view (List<(int a, int b)>): with its element names */
        bd->type = fe_view_member(C->S, lt, bd->field->owner, bd->field->tmpl ? bd->field->tmpl->type : NULL,
                                  bd->type);
    else if (bd->kind == R_PROP)
        bd->type = fe_view_member(C->S, lt, bd->prop->owner, prop_tmpl_type(bd->prop), bd->type);
    /* protected instance members only through this class's instances (CS1540) */
    uint32_t acc = bd->kind == R_FIELD ? bd->field->flags
                   : bd->kind == R_PROP && bd->prop->get ? bd->prop->get->flags : 0;
    fe_class *owner = bd->kind == R_FIELD ? bd->field->owner : bd->kind == R_PROP ? bd->prop->owner : NULL;
    int inst = bd->kind == R_FIELD ? !(bd->field->flags & KMOD_FIELD_STATIC)
                                   : bd->kind == R_PROP && !(bd->prop->flags & KMOD_FIELD_STATIC);
    if (owner && inst && (acc & KMOD_ACC_MASK) == KMOD_ACC_PROTECTED && C->cls &&
        lt->kind == FE_T_CLASS && !protected_qualifier_ok(C, owner, lt->cls) && l->kind != FE_E_THIS) {
        if (!quiet)
            ERR(C, e->pos, "cannot access protected member '%s.%s' via a qualifier of type '%s'; the qualifier must be of type '%s' (or derived from it)",
                owner->full, e->name, lt->cls->full, C->cls->full);
        return 0;
    }
    return 1;
}

/* A member access: a field of a struct local tracked field by field is a
 * variable of its own (its bits); any other member uses the receiver
 * whole, which must be definitely assigned. */
static int bind_member(fe_ctx *C, fe_expr *e, named *bd, int quiet)
{
    bd->da_recv = NULL;
    int ok = bind_member_raw(C, e, bd, quiet);
    named *r = bd->da_recv;
    bd->da_recv = NULL;
    if (!r || !ok)
        return ok;
    if (bd->kind == R_FIELD && !(bd->field->flags & KMOD_FIELD_STATIC) && bd->recv_type->kind == FE_T_STRUCT) {
        int off = da_field_offset(C, bd->recv_type, bd->field);
        if (off >= 0) {
            const fe_local *l = &C->locals.v[r->kind == R_LOCAL ? r->local : r->da_local];
            bd->da_on = 1;
            bd->da_local = r->kind == R_LOCAL ? r->local : r->da_local;
            bd->da_lo = (r->kind == R_LOCAL ? l->da + 1 : r->da_lo) + off;
            bd->da_n = fe_da_leaves(C->S, bd->field->type);
            bd->da_pos = da_root_pos(e);
            return ok;
        }
    }
    da_check_recv(C, r);
    return ok;
}

static int bind_head(fe_ctx *C, fe_expr *e, named *bd, int quiet)
{
    memset(bd, 0, sizeof *bd);
    bd->e = e;
    switch (e->kind) {
    case FE_E_NAME: return bind_simple_name(C, e, bd, quiet);
    case FE_E_MEMBER: return bind_member(C, e, bd, quiet);
    case FE_E_PREDEF:
        bd->kind = R_TYPE;
        bd->type = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
        return bd->type->kind != FE_T_ERROR;
    default:
        bd->kind = R_VALUE;
        return 1;
    }
}

/* ------------------------------------------------------------- nodes */

fe_bexpr *fe_bnode(fe_ctx *C, fe_bkind kind, fe_type *type, fe_pos pos)
{
    fe_bexpr *b = fe_bound_alloc(C->S, sizeof *b);
    b->kind = kind;
    b->type = type;
    b->pos = pos;
    return b;
}

static fe_bexpr *node(fe_ctx *C, fe_bkind kind, fe_type *type, fe_pos pos) { return fe_bnode(C, kind, type, pos); }

static fe_bexpr *err_node(fe_ctx *C, fe_pos pos) { return node(C, FE_B_ERROR, errt(C), pos); }

static fe_bexpr *const_node(fe_ctx *C, const fe_const *k, fe_pos pos)
{
    fe_bexpr *b = node(C, FE_B_CONST, k->type, pos);
    b->k = *k;
    return b;
}

static fe_bexpr *decimal_conv(fe_ctx *C, fe_bexpr *a, fe_type *to);

/* a converted to `to` (the caller has checked that the conversion exists). */
static fe_bexpr *conv_node(fe_ctx *C, fe_bexpr *a, fe_type *to)
{
    if (a->type == to || a->kind == FE_B_ERROR || to->kind == FE_T_ERROR)
        return a;
    fe_bexpr *dc = decimal_conv(C, a, to);
    if (dc)
        return dc;
    fe_bexpr *b = node(C, FE_B_CONV, to, a->pos);
    b->a = a;
    return b;
}

static int is_error(const fe_bexpr *b) { return b->type->kind == FE_T_ERROR; }

/* ------------------------------------------------------------ entry */

static fe_bexpr *bind_raw(fe_ctx *C, fe_expr *e);

fe_bexpr *fe_bind_expr(fe_ctx *C, fe_expr *e)
{
    fe_const k;
    fe_bexpr *b;
    if (C->S->probed == e) {   /* bound by fe_probe just before */
        b = C->S->probed_tree;
        C->S->probed = NULL;
        C->S->probed_tree = NULL;
        return b;
    }
    if (fe_stack_exhausted(C->S, e->pos))
        return err_node(C, e->pos);
    if (const_eval(C, e, &k))
        b = const_node(C, &k, e->pos);
    else
        b = bind_raw(C, e);
    e->type = b->type;
    return b;
}

/* A local function F (a local of its own delegate type, lower_closure.c)
 * where C# sees the method group F: the group of its Invoke, which
 * converts to any compatible delegate type and takes part in inference. */
fe_bexpr *fe_localfn_group(fe_ctx *C, fe_bexpr *b, fe_pos pos)
{
    fe_bexpr *g = node(C, FE_B_MGROUP, T(C, FE_T_MGROUP), pos);
    g->mcls = b->type->cls;
    g->name = fe_localfn_method_name(g->mcls);
    g->recv = b;
    g->targs = b->targs;   /* F<int> (load_named) */
    g->ntargs = b->ntargs;
    return g;
}

/* b (of type t) implicitly converted to `to`; the C# error otherwise. */
static fe_bexpr *conv_check(fe_ctx *C, fe_bexpr *b, fe_type *to, fe_pos pos)
{
    fe_type *t = b->type;
    if (t->kind == FE_T_ERROR || to->kind == FE_T_ERROR)
        return b;
    if (t->kind == FE_T_THROW) {   /* it makes no value: it stands for one of any type */
        b->type = to;
        return b;
    }
    if (t->kind == FE_T_MGROUP || t->kind == FE_T_LAMBDA)
        return fe_bind_fn_conv(C, b, to, pos);
    if (t->kind == FE_T_TARGETED)
        return fe_bind_to(C, b->lam, to);
    if (t != to && t->kind == FE_T_CLASS && (fe_is_localfn_class(t->cls) || fe_is_glocalfn_class(t->cls)) &&
        fe_delegate_invoke(C->S, to))
        return fe_bind_fn_conv(C, fe_localfn_group(C, b, pos), to, pos);
    if (t->kind == FE_T_VOID) {
        ERR(C, pos, "cannot implicitly convert type 'void' to '%s'", fe_type_name(C->S, to));
        return err_node(C, pos);
    }
    if (!fe_implicit(C->S, t, to)) {
        fe_bexpr *u = user_conversion(C, b, to, 0, pos);
        if (u)
            return u;
        if (fe_iface_array_unsupported(C->S, t, to))
            ERR(C, pos, "arrays as '%s' are not supported", fe_type_name(C->S, to));
        else if (fe_explicit(C->S, t, to))
            ERR(C, pos, "cannot implicitly convert type '%s' to '%s'. An explicit conversion exists (are you missing a cast?)",
                fe_type_name(C->S, t), fe_type_name(C->S, to));
        else
            ERR(C, pos, "cannot implicitly convert type '%s' to '%s'", fe_type_name(C->S, t),
                fe_type_name(C->S, to));
        return err_node(C, pos);
    }
    fe_bexpr *tc = fe_bind_tuple_conv(C, b, to, 0);   /* element-wise (bind_tuple.c) */
    return tc ? tc : conv_node(C, b, to);
}

/* The bound value b of expression e, implicitly converted to `to`, with
 * C#'s constant conversions when e is a constant. */
static fe_bexpr *convert_bound(fe_ctx *C, fe_bexpr *b, fe_expr *e, fe_type *to)
{
    fe_const k, kc;
    if (b->kind != FE_B_CONST || !const_eval(C, e, &k))
        return conv_check(C, b, to, e->pos);
    if (fe_is_boxing(C->S, k.type, to))
        return conv_check(C, b, to, e->pos);
    fe_type *ne = fe_nullable_elem(to);   /* byte? b = 250: the constant conversion, wrapped */
    if (ne && k.type->kind != FE_T_NULL && const_implicit(C, &k, ne, &kc))
        return conv_node(C, const_node(C, &kc, e->pos), to);
    if (const_implicit(C, &k, to, &kc))
        return const_node(C, &kc, e->pos);
    if (fe_is_integral(k.type) && fe_is_integral(to) && fe_explicit(C->S, k.type, to)) {
        if (k.type->kind == FE_T_ULONG)
            ERR(C, e->pos, "constant value '%llu' cannot be converted to a '%s'",
                (unsigned long long)k.i, fe_type_name(C->S, to));
        else
            ERR(C, e->pos, "constant value '%lld' cannot be converted to a '%s'", (long long)k.i,
                fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    return conv_check(C, b, to, e->pos);
}

static fe_bexpr *bind_array_init(fe_ctx *C, fe_expr *e, fe_type *at);
static fe_bexpr *bind_collection_expr(fe_ctx *C, fe_expr *e, fe_type *to);
static fe_bexpr *bind_cond_expr(fe_ctx *C, fe_expr *e, fe_type *target);
static fe_bexpr *bind_arg_value(fe_ctx *C, fe_expr *e);

fe_bexpr *fe_convert(fe_ctx *C, fe_bexpr *b, fe_expr *e, fe_type *to)
{
    return convert_bound(C, b, e, to);
}

static fe_bexpr *target_typed_new(fe_ctx *C, fe_expr *e, fe_type *to);

static int is_default_literal(const fe_expr *e)
{
    return e->kind == FE_E_DEFAULT && !e->tsyn;
}

/* The default literal converted to `to`: default(to) (C# 10.2.16). */
static fe_bexpr *default_literal(fe_ctx *C, fe_expr *e, fe_type *to)
{
    e->type = to;
    if (to->kind == FE_T_STRUCT)
        return node(C, FE_B_NEWOBJ, to, e->pos);   /* the zeroed struct */
    if (to->kind == FE_T_ERROR || to->kind == FE_T_VOID)
        return err_node(C, e->pos);
    fe_const k;
    memset(&k, 0, sizeof k);
    k.type = to;
    return const_node(C, &k, e->pos);
}

fe_bexpr *fe_bind_to(fe_ctx *C, fe_expr *e, fe_type *to)
{
    if (e->kind == FE_E_DEFAULT && !e->tsyn)
        return default_literal(C, e, to);
    if (e->kind == FE_E_NEW && !e->tsyn)
        return target_typed_new(C, e, to);
    if (e->kind == FE_E_COND) {   /* target-typed when its results have no type in common */
        fe_bexpr *b = bind_cond_expr(C, e, to);
        e->type = b->type;
        return convert_bound(C, b, e, to);
    }
    if (e->kind == FE_E_SWITCH) {   /* its arms typed by the target when they need it (bind_pattern.c) */
        fe_bexpr *b = fe_bind_switch_expr(C, e, to);
        e->type = b->type;
        return convert_bound(C, b, e, to);
    }
    if (e->kind == FE_E_ARRAYINIT && e->coll_expr)
        return bind_collection_expr(C, e, to);
    if (e->kind == FE_E_ARRAYINIT) {
        fe_bexpr *b = bind_array_init(C, e, to);
        e->type = b->type;
        return b;
    }
    if (e->kind == FE_E_TUPLE && fe_tuple_arity(to) == e->nargs) {   /* target-typed (bind_tuple.c) */
        fe_bexpr *b = fe_bind_tuple(C, e, to);
        e->type = b->type;
        return b;
    }
    return convert_bound(C, fe_bind_expr(C, e), e, to);
}

/* ----------------------------------------------------- definite assignment */

/* Sets the local's bit and its fields' bits. */
static void da_put_all(fe_ctx *C, const fe_local *l)
{
    for (int k = 0; k <= l->da_fields; k++)
        if (l->da + k < C->nda)
            fe_da_put(C, l->da + k);
}

void fe_da_set(fe_ctx *C, int local)
{
    if (C->b.dry && !C->dead)
        return;
    const fe_local *l = &C->locals.v[local];
    if (l->da >= 0 && l->da < C->nda)
        da_put_all(C, l);
}

/* The local's fields' bits [lo, lo + n) were assigned: the struct is once
 * all of them are. */
static void da_set_fields(fe_ctx *C, int local, int lo, int n)
{
    if (C->b.dry && !C->dead)
        return;
    const fe_local *l = &C->locals.v[local];
    if (l->da < 0 || l->da + l->da_fields >= C->nda)
        return;
    for (int k = 0; k < n; k++)
        fe_da_put(C, lo + k);
    for (int k = 1; k <= l->da_fields; k++)
        if (!fe_da_get(C, l->da + k))
            return;
    fe_da_put(C, l->da);
}

static int da_quiet(fe_ctx *C)
{
    return C->dead || C->b.dry || !C->b.reachable;
}

static void da_check(fe_ctx *C, int local, fe_pos pos)
{
    fe_local *l = &C->locals.v[local];
    if (l->da < 0 || l->da >= C->nda || fe_da_get(C, l->da) || da_quiet(C))
        return;
    if (l->is_param)
        ERR(C, pos, "use of unassigned out parameter '%s'", l->name);
    else
        ERR(C, pos, "use of unassigned local variable '%s'", l->name);
    da_put_all(C, l);
}

/* A field (bd->field) of a struct local is read: its bits must be set. */
static void da_check_field(fe_ctx *C, const named *bd)
{
    const fe_local *l = &C->locals.v[bd->da_local];
    if (l->da < 0 || l->da + l->da_fields >= C->nda || fe_da_get(C, l->da) || da_quiet(C))
        return;
    for (int k = 0; k < bd->da_n; k++)
        if (!fe_da_get(C, bd->da_lo + k)) {
            ERR(C, bd->da_pos, "use of possibly unassigned field '%s'", bd->field->name);
            da_set_fields(C, bd->da_local, bd->da_lo, bd->da_n);
            return;
        }
}

/* The first bit of field f among the fields of struct type t (its
 * variable's fields start at 0); -1 when f is not one of them. */
static int da_field_offset(fe_ctx *C, const fe_type *t, const fe_field *f)
{
    fe_class *c = fe_members(t->cls);
    int off = 0;
    for (int i = 0; i < c->fields.n; i++) {
        const fe_field *g = c->fields.v[i];
        if (g->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL))
            continue;
        if (g == f)
            return off;
        off += fe_da_leaves(C->S, g->type);
    }
    return -1;
}

/* The start of p.A.X (where C# reports its field's use). */
static fe_pos da_root_pos(const fe_expr *e)
{
    while (e->kind == FE_E_MEMBER && e->left)
        e = e->left;
    return e->pos;
}

/* A struct local tracked field by field, or a field of one: its fields'
 * checks wait for what the member access on it turns out to be. */
static int da_tracked(fe_ctx *C, const named *nm)
{
    if (nm->kind == R_LOCAL) {
        const fe_local *l = &C->locals.v[nm->local];
        return !l->is_const && l->da_fields > 0 && l->da >= 0 && l->type->kind == FE_T_STRUCT;
    }
    return nm->kind == R_FIELD && nm->da_on && nm->type->kind == FE_T_STRUCT;
}

/* The receiver (checks deferred by bind_member) is used as a whole. */
static void da_check_recv(fe_ctx *C, const named *r)
{
    if (r->kind == R_LOCAL)
        da_check(C, r->local, r->e ? r->e->pos : r->da_pos);
    else
        da_check_field(C, r);
}

/* --------------------------------------------------------- loads */

static int in_ctor_of(fe_ctx *C, fe_class *owner, int is_static)
{
    if (!C->m || C->cls != owner)
        return 0;
    if (is_static)
        return (C->m->flags & KMOD_METH_CCTOR) != 0;
    return (C->m->flags & KMOD_METH_CTOR) != 0;
}

/* C#'s "Color Color" rule: a simple name that is both a member (or local)
 * and its own type's name may reach the type's static members. */
static int color_color_candidate(fe_ctx *C, const fe_expr *l, const named *lb)
{
    if (l->kind != FE_E_NAME || !lb->type)
        return 0;
    fe_type *t = lb->type;
    if ((t->kind != FE_T_CLASS && t->kind != FE_T_ENUM) || strcmp(t->cls->name, l->name))
        return 0;
    return fe_lookup_class(C->S, C->unit, C->ns, l->name) == t->cls;
}

static int color_color(fe_ctx *C, named *bd)
{
    named r;
    if (!bd->recv)
        return 0;
    memset(&r, 0, sizeof r);
    r.type = bd->recv_type;
    return color_color_candidate(C, bd->recv, &r);
}

static int check_static(fe_ctx *C, named *bd, int is_static, const char *what, fe_pos pos)
{
    if (is_static && bd->recv && !bd->via_type && color_color(C, bd)) {
        bd->recv = NULL;
        bd->lrecv = NULL;
        bd->via_type = 1;
    }
    if (is_static && bd->recv && !bd->via_type) {
        ERR(C, pos, "member '%s' cannot be accessed with an instance reference; qualify it with a type name instead",
            what);
        return 0;
    }
    if (!is_static && (bd->via_type || (!bd->recv && (C->is_static || !C->cls)))) {
        ERR(C, pos, "an object reference is required for the non-static field, method, or property '%s'",
            what);
        return 0;
    }
    return 1;
}

/* The receiver's value as it is (a type parameter's too): NULL for the
 * implicit this. */
static fe_bexpr *load_recv(fe_ctx *C, named *bd)
{
    if (bd->brecv)
        ;
    else if (bd->lrecv && bd->recv)
        bd->brecv = load_value(C, bd->lrecv, bd->recv);
    else if (bd->recv)   /* resolved quietly (constants): bind it now */
        bd->brecv = fe_bind_expr(C, bd->recv);
    return bd->brecv;
}

/* The receiver of an instance member access: NULL for the implicit this;
 * a type parameter's boxed to the class it finds the member in. */
static fe_bexpr *named_recv(fe_ctx *C, named *bd)
{
    load_recv(C, bd);
    if (bd->brecv && bd->brecv->type->kind == FE_T_TYPARAM && bd->constrained && bd->kind == R_METHODS)
        return bd->brecv;   /* a constrained call: no box (emit_constrained_call) */
    if (bd->brecv && bd->brecv->type->kind == FE_T_TYPARAM)   /* t.M(): boxed for a value type */
        bd->brecv = conv_node(C, bd->brecv, bd->constrained ? bd->constrained->type
                              : fe_member_class(C->S, bd->brecv->type)->type);
    return bd->brecv;
}

static fe_method *prop_getter(fe_ctx *C, fe_prop *p, fe_pos pos)
{
    if (!p->get) {
        ERR(C, pos, "the property '%s.%s' cannot be used in this context because it lacks the get accessor",
            p->owner->full, p->name);
        return NULL;
    }
    if (!accessible(C, p->owner, p->get->flags)) {
        ERR(C, pos, "the get accessor of '%s.%s' is inaccessible", p->owner->full, p->name);
        return NULL;
    }
    return p->get;
}

/* `base.M()` calls the implementation of M's slot that the base class sees:
 * the nearest override of m from `start` upward (overload resolution picked
 * the method that introduced the slot). */
static fe_method *base_impl(fe_sema *S, fe_class *start, fe_method *m)
{
    if (!(m->flags & KMOD_METH_VIRTUAL))
        return m;
    fe_method *want = m->gdef ? m->gdef : m;   /* base.M<T>(x): the override's instance */
    for (fe_class *c = start; c; c = c->base)
        for (fe_method *o = fe_methods_named(S, c, want->name); o; o = o->next_named)
            for (fe_method *x = o; x; x = x->overridden)
                if (x == want) {
                    fe_method *r = m->gdef ? fe_generic_method_instance(S, o, m->targs, m->pos) : o;
                    return r ? r : m;
                }
    return m;
}

static int virt_call(named *bd, fe_method *m)
{
    if (m->flags & KMOD_METH_STATIC || bd->is_base || (m->owner->flags & KMOD_TYPE_VALUETYPE))
        return 0;
    if (m->flags & KMOD_METH_VIRTUAL)
        return 1;
    return bd->recv != NULL && bd->recv->kind != FE_E_THIS;
}

static void local_var(fe_ctx *C, int li, fe_bvar *v)
{
    fe_local *l = &C->locals.v[li];
    if (l->cell_v) {   /* captured: the cell's value */
        fe_closure_cell_var(C, l, v);
        return;
    }
    v->slot = l->slot;
    v->type = l->type;
    v->kind = !l->is_param ? FE_V_LOCAL : l->mode != FE_P_VALUE ? FE_V_REFARG : FE_V_ARG;
    v->readonly_ref = l->is_param && l->mode == FE_P_IN;
}

void fe_local_bvar(fe_ctx *C, int li, fe_bvar *v)
{
    local_var(C, li, v);
}

/* The explicit type arguments of a method group's name (M<int>, p.M<int>),
 * which its conversion uses as a call does (bind_delegate.c). */
static int group_targs(fe_ctx *C, fe_bexpr *g, const fe_expr *e)
{
    g->targs = fe_bound_alloc(C->S, sizeof *g->targs * (size_t)e->ntargs);
    g->ntargs = e->ntargs;
    for (int i = 0; i < e->ntargs; i++) {
        g->targs[i] = fe_resolve_type(C->S, C->unit, C->ns, e->targs[i]);
        if (g->targs[i]->kind == FE_T_ERROR)
            return 0;
    }
    return 1;
}

static fe_bexpr *load_named(fe_ctx *C, named *bd, fe_pos pos)
{
    switch (bd->kind) {
    case R_LOCAL: {
        fe_local *l = &C->locals.v[bd->local];
        if (l->is_const) {
            fe_bexpr *b = const_node(C, &l->value, pos);
            b->type = l->type;
            return b;
        }
        if (!bd->da_defer)
            da_check(C, bd->local, pos);
        if (l->lfn)   /* a local function: what it reads must be assigned here */
            fe_localfn_use(C, bd->local, pos);
        fe_bexpr *b = node(C, FE_B_LOAD, l->type, pos);
        local_var(C, bd->local, &b->var);
        if (bd->e && bd->e->ntargs) {   /* Id<string> of a generic local function: kept for its group */
            if (l->type->kind != FE_T_CLASS || !fe_is_glocalfn_class(l->type->cls)) {
                ERR(C, pos, "the variable '%s' cannot be used with type arguments", l->name);
                return err_node(C, pos);
            }
            if (!group_targs(C, b, bd->e))
                return err_node(C, pos);
        }
        return b;
    }
    case R_FIELD: {
        fe_field *f = bd->field;
        int st = (f->flags & KMOD_FIELD_STATIC) != 0;
        if (fe_event_outside(C, f)) {
            fe_event_error(C, f, pos);
            return err_node(C, pos);
        }
        if (!check_static(C, bd, st, f->name, pos))
            return err_node(C, pos);
        if (bd->da_on && !bd->da_defer)
            da_check_field(C, bd);
        fe_bexpr *b = node(C, FE_B_LOAD, named_member_type(C, bd, f->type), pos);
        b->var.kind = st ? FE_V_SFIELD : FE_V_FIELD;
        b->var.type = f->type;
        b->var.field = f;
        if (!st)
            b->var.recv = named_recv(C, bd);
        return b;
    }
    case R_PROP: {
        fe_prop *p = bd->prop;
        int st = (p->flags & KMOD_FIELD_STATIC) != 0;
        if (!check_static(C, bd, st, p->name, pos))
            return err_node(C, pos);
        fe_method *g = prop_getter(C, p, pos);
        if (!g)
            return err_node(C, pos);
        fe_bexpr *b = node(C, FE_B_LOAD, named_member_type(C, bd, p->type), pos);
        b->var.kind = st ? FE_V_SPROP : FE_V_PROP;
        b->var.type = p->type;
        b->var.get = g;
        b->var.virt = virt_call(bd, g);
        if (!st)
            b->var.recv = named_recv(C, bd);
        return b;
    }
    case R_VALUE:
        if (bd->name && !strcmp(bd->name, "Length") && bd->recv) {
            fe_bexpr *b = node(C, FE_B_LENGTH, T(C, FE_T_INT), pos);
            b->a = named_recv(C, bd);
            return b;
        }
        return fe_bind_expr(C, bd->e);
    case R_METHODS: {   /* converted to a delegate type by its use (bind_delegate.c) */
        fe_bexpr *b = node(C, FE_B_MGROUP, T(C, FE_T_MGROUP), pos);
        b->mcls = bd->mcls;
        b->name = bd->name;
        b->flags = (bd->is_base ? FE_BF_BASE : 0) | (bd->via_type ? FE_BF_VIATYPE : 0);
        if (bd->e && bd->e->ntargs && !group_targs(C, b, bd->e))
            return err_node(C, pos);
        if (bd->recv && !bd->via_type && !bd->is_base) {
            b->recv = named_recv(C, bd);
            if (!b->recv || is_error(b->recv))
                return err_node(C, pos);
        }
        return b;
    }
    case R_TYPE:
        ERR(C, pos, "'%s' is a type, which is not valid in the given context", fe_type_name(C->S, bd->type));
        return err_node(C, pos);
    case R_NS:
        ERR(C, pos, "'%s' is a namespace but is used like a variable", bd->ns);
        return err_node(C, pos);
    default: return err_node(C, pos);
    }
}

/* The value of name e (looked up as nm): a constant folds. */
static fe_bexpr *load_value(fe_ctx *C, named *nm, fe_expr *e)
{
    fe_const k;
    if (const_eval(C, e, &k)) {
        e->type = k.type;
        return const_node(C, &k, e->pos);
    }
    fe_bexpr *b = load_named(C, nm, e->pos);
    e->type = b->type;
    return b;
}

static fe_bexpr *bind_name(fe_ctx *C, fe_expr *e)
{
    named bd;
    if (!bind_head(C, e, &bd, 0))
        return err_node(C, e->pos);
    return load_named(C, &bd, e->pos);
}

/* ------------------------------------------------------------ lvalues */

typedef struct lvalue {
    fe_bvar var;
    int local;              /* LOCAL, ARG, REFARG: index into C->locals */
    fe_prop *prop;          /* PROP, SPROP */
    named nm;
} lvalue;

/* An array index or length as C# converts it to a native int: int (and
 * what converts to it) as i4, uint zero-extended and long as i8, ulong as
 * i8 with an OverflowException at 2^63. No 64-bit value is cut to 32 bits. */
static fe_bexpr *bind_index(fe_ctx *C, fe_expr *idx)
{
    fe_bexpr *v = fe_bind_expr(C, idx);
    fe_type *t = v->type;
    fe_bexpr *b;
    switch (t->kind) {
    case FE_T_UINT: case FE_T_LONG: case FE_T_ULONG:
        b = node(C, FE_B_INDEX, T(C, FE_T_LONG), idx->pos);
        b->a = v;
        return b;
    default:
        v = convert_bound(C, v, idx, T(C, FE_T_INT));
        if (is_error(v))
            return v;
        b = node(C, FE_B_INDEX, T(C, FE_T_INT), idx->pos);
        b->a = v;
        return b;
    }
}

/* A class (or a base) whose indexer declaration was reported. */
static int indexer_rejected(const fe_type *t)
{
    if (t->kind != FE_T_CLASS)
        return 0;
    for (const fe_class *c = t->cls; c; c = c->base)
        if (c->indexer_rejected)
            return 1;
    return 0;
}

/* The name of the `in` parameter in slot v->slot. */
static const char *readonly_ref_name(fe_ctx *C, const fe_bvar *v)
{
    for (int i = 0; i < C->locals.n; i++)
        if (C->locals.v[i].is_param && C->locals.v[i].slot == v->slot && C->locals.v[i].mode == FE_P_IN)
            return C->locals.v[i].name;
    return "?";
}

/* A field of a struct receiver is a variable only when the receiver is
 * one (C#: CS1612 for `F().x = 1`, `list[i].x = 1` on a property...). */
static int struct_recv_ok(fe_ctx *C, const fe_bexpr *r, fe_expr *e)
{
    if (!r || r->kind == FE_B_THIS || r->type->kind != FE_T_STRUCT || is_error(r))
        return !r || !is_error(r);
    if (r->kind == FE_B_LOAD && fe_bvar_addressable(&r->var))
        return 1;
    const fe_bexpr *root = r;   /* a field of a field ... of an `in` parameter */
    while (root->kind == FE_B_LOAD && root->var.kind == FE_V_FIELD && root->var.recv &&
           root->var.recv->type->kind == FE_T_STRUCT && !(root->var.field->flags & KMOD_FIELD_READONLY))
        root = root->var.recv;
    if (root->kind == FE_B_LOAD && root->var.kind == FE_V_REFARG && root->var.readonly_ref)
        ERR(C, e->pos, "cannot assign to a member of variable '%s' or use it as the right hand side of a ref assignment "
            "because it is a readonly variable", readonly_ref_name(C, &root->var));
    else if (r->kind == FE_B_LOAD && (r->var.kind == FE_V_FIELD || r->var.kind == FE_V_SFIELD) &&
        (r->var.field->flags & KMOD_FIELD_READONLY))
        ERR(C, e->pos, "the members of readonly field '%s' cannot be modified (except in a constructor or a variable initializer)",
            r->var.field->name);
    else
        ERR(C, e->pos, "cannot modify '%s': its struct receiver is not a variable (it is a copy of the value)",
            e->name ? e->name : "?");
    return 0;
}

/* bind_lvalue's for_ref: 0 an assignment, 1 a ref or out argument,
 * LV_IN an `in` argument (a readonly variable will do: its address is
 * only read through). */
enum { LV_IN = 2 };

/* A field passed `in`: any variable will do, readonly ones too (a field
 * of fields ... of a local, a parameter, an element, a static or an
 * object), but not a field of a value (a call's result). */
static int in_recv_var(const fe_bexpr *r)
{
    while (r && r->kind == FE_B_LOAD && r->var.kind == FE_V_FIELD && r->type->kind == FE_T_STRUCT)
        r = r->var.recv;
    if (!r || r->kind == FE_B_THIS || r->type->kind != FE_T_STRUCT)
        return 1;
    return r->kind == FE_B_LOAD && r->var.kind != FE_V_PROP && r->var.kind != FE_V_SPROP;
}

static int in_recv_ok(fe_ctx *C, const fe_bexpr *r, fe_expr *e)
{
    if (r && is_error(r))
        return 0;
    if (in_recv_var(r))
        return 1;
    ERR(C, e->pos, "an expression cannot be used in this context because it may not be passed or returned by reference");
    return 0;
}

/* The argument of an `in` parameter given without `in`: a variable of the
 * parameter's type is passed by reference (the callee sees later writes
 * to it, as on .NET); any other value (a conversion's result, a call, a
 * constant, a property) through a temporary. */
static fe_bexpr *in_arg(fe_ctx *C, fe_bexpr *conv, const fe_bexpr *bound, fe_type *pt)
{
    if (conv == bound && bound->kind == FE_B_LOAD && bound->type == pt && bound->var.kind != FE_V_PROP &&
        bound->var.kind != FE_V_SPROP && bound->var.kind != FE_V_NONE &&
        (bound->var.kind != FE_V_FIELD || in_recv_var(bound->var.recv))) {
        fe_bexpr *a = node(C, FE_B_ADDR, pt, bound->pos);
        a->var = bound->var;
        return a;
    }
    fe_bexpr *t = node(C, FE_B_TEMPADDR, fe_byref_of(C->S, pt), conv->pos);
    t->a = conv;
    return t;
}

/* An init-only property's set: in an instance constructor of its class
 * (or a class below) or in an init accessor, on this or base; object
 * initializers assign it through bind_member_init. */
static int init_allowed(fe_ctx *C, const fe_prop *p, named *bd)
{
    if (!C->m || !C->cls || !fe_derives(C->cls, p->owner))
        return 0;
    if (!((C->m->flags & KMOD_METH_CTOR) && !(C->m->flags & KMOD_METH_STATIC)) && !C->m->init_only)
        return 0;
    fe_bexpr *r = named_recv(C, bd);
    return !r || r->kind == FE_B_THIS;
}

static int bind_lvalue(fe_ctx *C, fe_expr *e, lvalue *lv, int for_ref)
{
    memset(lv, 0, sizeof *lv);
    lv->local = -1;
    if (e->kind == FE_E_INDEX) {
        fe_bexpr *arr = index_receiver(C, e);
        fe_type *at = arr->type;
        if (at->kind == FE_T_ERROR)
            return 0;
        fe_bexpr *sliced;
        if (at->kind != FE_T_STRING && fe_range_index(C, arr, e, &e, &sliced)) {   /* bind_range.c */
            if (sliced->kind != FE_B_ERROR)
                ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
            return 0;
        }
        if (at->kind == FE_T_STRING) {
            ERR(C, e->pos, "property or indexer 'string.this[int]' cannot be assigned to -- it is read only");
            return 0;
        }
        if (at->kind == FE_T_MDARRAY)
            return fe_bind_md_elem(C, arr, e, &lv->var);
        if (at->kind == FE_T_CLASS) {
            if (for_ref) {
                ERR(C, e->pos, "a property or indexer may not be passed as an out or ref parameter");
                return 0;
            }
            return bind_indexer(C, arr, e, 1, &lv->var);
        }
        if (at->kind != FE_T_ARRAY) {
            if (!indexer_rejected(at))
                ERR(C, e->pos, "cannot apply indexing with [] to an expression of type '%s'",
                    fe_type_name(C->S, at));
            return 0;
        }
        if (e->nargs != 1) {
            ERR(C, e->pos, "wrong number of indices inside []; expected 1");
            return 0;
        }
        lv->var.kind = FE_V_ELEM;
        lv->var.type = at->elem;
        lv->var.recv = arr;
        lv->var.idx = bind_index(C, e->args[0].e);
        return !is_error(lv->var.idx);
    }
    if (e->kind != FE_E_NAME && e->kind != FE_E_MEMBER) {
        ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
        return 0;
    }
    named *bd = &lv->nm;
    if (!bind_head(C, e, bd, 0))
        return 0;
    switch (bd->kind) {
    case R_LOCAL: {
        fe_local *l = &C->locals.v[bd->local];
        if (l->is_const) {
            ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
            return 0;
        }
        if (l->is_param && l->mode == FE_P_IN && for_ref != LV_IN) {
            if (for_ref)
                ERR(C, e->pos, "cannot use variable '%s' as a ref or out value because it is a readonly variable", l->name);
            else
                ERR(C, e->pos, "cannot assign to variable '%s' or use it as the right hand side of a ref assignment "
                    "because it is a readonly variable", l->name);
            return 0;
        }
        if (l->foreach_var && for_ref != LV_IN) {
            const char *what = l->foreach_var == 2 ? "using variable" : "foreach iteration variable";
            if (for_ref)
                ERR(C, e->pos, "cannot pass '%s' as a ref or out argument because it is a '%s'",
                    l->name, what);
            else
                ERR(C, e->pos, "cannot assign to '%s' because it is a '%s'", l->name, what);
            return 0;
        }
        lv->local = bd->local;
        local_var(C, bd->local, &lv->var);
        return 1;
    }
    case R_FIELD: {
        fe_field *f = bd->field;
        int st = (f->flags & KMOD_FIELD_STATIC) != 0;
        if (f->flags & KMOD_FIELD_LITERAL) {
            ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
            return 0;
        }
        if ((f->flags & KMOD_FIELD_READONLY) && !in_ctor_of(C, f->owner, st) && for_ref != LV_IN) {
            ERR(C, e->pos, for_ref ? "a readonly field cannot be passed ref or out (except in a constructor)"
                                   : "a readonly field cannot be assigned to (except in a constructor or a variable initializer)");
            return 0;
        }
        if (!check_static(C, bd, st, f->name, e->pos))
            return 0;
        lv->var.field = f;
        lv->var.type = f->type;
        lv->var.kind = st ? FE_V_SFIELD : FE_V_FIELD;
        if (!st)
            lv->var.recv = named_recv(C, bd);
        return for_ref == LV_IN ? in_recv_ok(C, lv->var.recv, e) : struct_recv_ok(C, lv->var.recv, e);
    }
    case R_PROP: {
        fe_prop *p = bd->prop;
        int st = (p->flags & KMOD_FIELD_STATIC) != 0;
        if (for_ref) {
            ERR(C, e->pos, "a property or indexer may not be passed as an out or ref parameter");
            return 0;
        }
        if (!check_static(C, bd, st, p->name, e->pos))
            return 0;
        if (!p->set) {
            if (p->backing && in_ctor_of(C, p->owner, st)) {
                lv->var.field = p->backing;
                lv->var.type = p->type;
                lv->var.kind = st ? FE_V_SFIELD : FE_V_FIELD;
                if (!st)
                    lv->var.recv = named_recv(C, bd);
                return 1;
            }
            ERR(C, e->pos, "property or indexer '%s.%s' cannot be assigned to -- it is read only",
                p->owner->full, p->name);
            return 0;
        }
        if (!accessible(C, p->owner, p->set->flags)) {
            ERR(C, e->pos, "the set accessor of '%s.%s' is inaccessible", p->owner->full, p->name);
            return 0;
        }
        if (p->set->init_only && !init_allowed(C, p, bd)) {
            ERR(C, e->pos, "init-only property or indexer '%s.%s' can only be assigned in an object initializer, "
                "or on 'this' or 'base' in an instance constructor or an 'init' accessor", p->owner->full, p->name);
            return 0;
        }
        lv->prop = p;
        lv->var.type = p->type;
        lv->var.kind = st ? FE_V_SPROP : FE_V_PROP;
        lv->var.set = p->set;
        lv->var.virt = virt_call(bd, p->set);
        if (!st)
            lv->var.recv = named_recv(C, bd);
        return 1;
    }
    default:
        ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
        return 0;
    }
}

/* The variable is read (compound assignment, ++/--): definitely assigned,
 * and a property has an accessible getter. */
static int lv_check_load(fe_ctx *C, lvalue *lv, fe_pos pos)
{
    if (lv->local >= 0)   /* a local, a ref argument or a captured variable's cell */
        da_check(C, lv->local, pos);
    if (lv->nm.da_on)   /* a field of a struct local */
        da_check_field(C, &lv->nm);
    if ((lv->var.kind == FE_V_PROP || lv->var.kind == FE_V_SPROP) && !lv->prop) {   /* an indexer */
        if (!lv->var.get) {
            ERR(C, pos, "the indexer cannot be used in this context because it lacks the get accessor");
            return 0;
        }
        return 1;
    }
    if (lv->var.kind == FE_V_PROP || lv->var.kind == FE_V_SPROP) {
        fe_method *g = prop_getter(C, lv->prop, pos);
        if (!g)
            return 0;
        lv->var.get = g;
        lv->var.virt = virt_call(&lv->nm, g) || lv->var.virt;
    }
    return 1;
}

/* The variable was stored to. */
static void lv_stored(fe_ctx *C, lvalue *lv)
{
    if (lv->local >= 0)
        fe_da_set(C, lv->local);
    else if (lv->nm.da_on)
        da_set_fields(C, lv->nm.da_local, lv->nm.da_lo, lv->nm.da_n);
}

int fe_bind_store_target(fe_ctx *C, fe_expr *e, fe_bvar *var, int *local)
{
    lvalue lv;
    if (!bind_lvalue(C, e, &lv, 0))
        return 0;
    if ((lv.var.kind == FE_V_FIELD || lv.var.kind == FE_V_SFIELD) && fe_event_outside(C, lv.var.field)) {
        fe_event_error(C, lv.var.field, e->pos);
        return 0;
    }
    *var = lv.var;
    *local = lv.var.kind == FE_V_LOCAL || lv.var.kind == FE_V_REFARG ? lv.local : -1;
    return 1;
}

/* The address of e for a ref/out argument. */
static fe_bexpr *bind_addr(fe_ctx *C, fe_expr *e, int is_out, int is_in)
{
    lvalue lv;
    if (!bind_lvalue(C, e, &lv, is_in ? LV_IN : 1))
        return err_node(C, e->pos);
    if (!is_out && (lv.var.kind == FE_V_LOCAL || lv.var.kind == FE_V_REFARG))
        da_check(C, lv.local, e->pos);
    if (!is_out && lv.nm.da_on)
        da_check_field(C, &lv.nm);
    if (lv.var.kind == FE_V_PROP || lv.var.kind == FE_V_SPROP)
        return err_node(C, e->pos);
    fe_bexpr *b = node(C, FE_B_ADDR, lv.var.type, e->pos);
    b->var = lv.var;
    return b;
}

/* `out p.A.X` (bound as a field of struct local p): its bits, found again
 * from its syntax after the call. */
static int da_out_field(fe_ctx *C, fe_expr *e, int *local, int *lo, int *n, fe_type **t)
{
    if (e->kind == FE_E_NAME) {
        int li = fe_find_local(C, e->name);
        if (li < 0)
            return 0;
        const fe_local *l = &C->locals.v[li];
        if (l->is_const || l->da < 0 || !l->da_fields || l->type->kind != FE_T_STRUCT)
            return 0;
        *local = li;
        *lo = l->da + 1;
        *n = l->da_fields;
        *t = l->type;
        return 1;
    }
    if (e->kind != FE_E_MEMBER || !e->left || !da_out_field(C, e->left, local, lo, n, t) ||
        (*t)->kind != FE_T_STRUCT)
        return 0;
    int elem;
    const char *name = fe_tuple_member(C->S, *t, e->name, &elem);
    fe_class *c = fe_members((*t)->cls);
    for (int i = 0; i < c->fields.n; i++) {
        fe_field *f = c->fields.v[i];
        if ((f->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL)) || strcmp(f->name, name))
            continue;
        *lo += da_field_offset(C, *t, f);
        *n = fe_da_leaves(C->S, f->type);
        *t = f->type;
        return 1;
    }
    return 0;
}

void fe_da_assign_field(fe_ctx *C, fe_expr *e)
{
    int li, lo, n;
    fe_type *t;
    if (e->kind == FE_E_MEMBER && da_out_field(C, e, &li, &lo, &n, &t))
        da_set_fields(C, li, lo, n);
}

/* After a call: out arguments are now definitely assigned. */
static void mark_out(fe_ctx *C, fe_expr *e)
{
    if (e->kind == FE_E_OUTVAR) {
        if (e->local >= 0)
            fe_da_set(C, e->local);
        return;
    }
    if (e->kind == FE_E_MEMBER)
        fe_da_assign_field(C, e);
    if (e->kind != FE_E_NAME)
        return;
    int li = fe_find_local(C, e->name);
    if (li >= 0)
        fe_da_set(C, li);
}

/* ------------------------------------------------------------- strings */

static fe_method *concat_method(fe_ctx *C, int n, fe_pos pos)
{
    fe_type *s = T(C, FE_T_STRING);
    fe_type *ps[4] = {s, s, s, s};
    return fe_core_method(C->S, pos, "System", "String", "Concat", 1, ps, n);
}

/* Makes sure the String.Concat overloads the emitter's chunking of n
 * operands uses are resolved (4 first, then 3 more onto the running string
 * each time); the table is the compilation's, filled on first use. */
static fe_method *const *concat_methods(fe_ctx *C, int n, fe_pos pos)
{
    fe_method **by_n = C->S->concat_by_n;
    int need[5] = {0};
    if (n == 1)
        need[2] = 1;
    if (n >= 2)
        need[n < 4 ? n : 4] = 1;
    if (n > 4) {            /* chunks of 3 more (Concat of 4), the last of 1, 2 or 3 */
        need[4] |= n - 4 >= 3;
        need[(n - 4) % 3 == 0 ? 4 : (n - 4) % 3 + 1] = 1;
    }
    for (int k = 2; k <= 4; k++)
        if (need[k] && !by_n[k])
            by_n[k] = concat_method(C, k, pos);
    return by_n;
}

/* b (of any type) as a string operand: null gives "". */
static fe_bexpr *to_string(fe_ctx *C, fe_bexpr *b, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *t = b->type;
    if (t->kind == FE_T_STRING || t->kind == FE_T_NULL || t->kind == FE_T_ERROR)
        return b;
    if (t->kind == FE_T_VOID) {
        ERR(C, pos, "operator '+' cannot be applied to an operand of type 'void'");
        return err_node(C, pos);
    }
    fe_method *m;
    if (t->kind == FE_T_TYPARAM) {   /* through object: boxed for a value type */
        b = conv_node(C, b, T(C, FE_T_OBJECT));
        t = b->type;
    }
    if (fe_is_numeric(t) || t->kind == FE_T_BOOL || t->kind == FE_T_ENUM) {
        fe_class *mc = fe_member_class(S, t);
        fe_type *pt = fe_underlying(C->S, t);
        m = mc ? fe_find_method(S, mc, "ToString", 1, &pt, 1) : NULL;
        if (!m) {
            ERR(C, pos, "the corelib has no static %s.ToString(%s)", mc ? mc->full : "?",
                fe_type_name(S, pt));
            return err_node(C, pos);
        }
    } else {
        if (fe_is_ref_struct(t)) {
            ERR(C, pos, "'%s' is a ref struct and cannot be boxed: 'ToString' needs a box when the struct does not override it",
                t->cls->full);
            return err_node(C, pos);
        }
        if (t->kind == FE_T_STRUCT)   /* its ToString() through the box */
            b = conv_node(C, b, T(C, FE_T_OBJECT));
        fe_class *obj = fe_find_class(S, "System", "Object");
        m = obj ? fe_find_method(S, obj, "ToString", 0, NULL, 0) : NULL;
        if (!m) {
            ERR(C, pos, "the corelib has no System.Object.ToString()");
            return err_node(C, pos);
        }
    }
    fe_bexpr *r = node(C, FE_B_TOSTRING, T(C, FE_T_STRING), pos);
    r->a = b;
    r->method = m;
    return r;
}

typedef FE_VEC(fe_bexpr *) bvec;

static fe_bexpr *concat_node(fe_ctx *C, bvec *ops, fe_pos pos, int flat)
{
    fe_bexpr *r = node(C, FE_B_CONCAT, T(C, FE_T_STRING), pos);
    r->n = ops->n;
    r->cap = ops->n;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(ops->n + 1));
    for (int i = 0; i < ops->n; i++)
        r->list[i] = ops->v[i];
    r->cat = concat_methods(C, ops->n, pos);
    r->flags = flat ? FE_BF_FLAT : 0;
    free(ops->v);
    return r;
}

/* Appends x to a CONCAT from `+` it now owns, doubling its room in the
 * arena: a chain of n `+` builds one list in O(n). */
static void concat_push(fe_ctx *C, fe_bexpr *r, fe_bexpr *x)
{
    if (r->n == r->cap) {
        int nc = r->cap ? r->cap * 2 : 4;
        fe_bexpr **nl = fe_bound_alloc(C->S, sizeof *nl * (size_t)nc);
        memcpy(nl, r->list, sizeof *nl * (size_t)r->n);
        r->list = nl;
        r->cap = nc;
    }
    r->list[r->n++] = x;
}

/* a + b on strings: a concatenation from `+` on the left is extended in
 * place; one on the right is spliced in (each operand as a string). */
static fe_bexpr *bind_concat(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    fe_bexpr *r;
    if (a->kind == FE_B_CONCAT && (a->flags & FE_BF_FLAT)) {
        r = a;
    } else {
        bvec ops = {0};
        FE_VEC_PUSH(ops, to_string(C, a, e->left->pos));
        r = concat_node(C, &ops, e->pos, 1);
    }
    int from = r == a ? r->n : 0;
    if (b->kind == FE_B_CONCAT && (b->flags & FE_BF_FLAT)) {
        for (int i = 0; i < b->n; i++)
            concat_push(C, r, b->list[i]);
    } else {
        concat_push(C, r, to_string(C, b, e->right->pos));
    }
    r->pos = e->pos;
    r->cat = concat_methods(C, r->n, e->pos);
    for (int i = from; i < r->n; i++)   /* the operands added here */
        if (is_error(r->list[i]))
            return err_node(C, e->pos);
    return r;
}

/* {x:format} of a struct or class: the corelib's composite formatting of
 * the boxed value (CompositeFormatter.FormatArgument: ToString(format, null)
 * when x is an IFormattable, else ToString(); "" for null), as .NET's
 * interpolation handler does. */
static fe_bexpr *formattable_hole(fe_ctx *C, fe_bexpr *v, fe_expr *h)
{
    fe_type *ps[2] = {T(C, FE_T_OBJECT), T(C, FE_T_STRING)};
    fe_method *m = fe_core_method(C->S, h->pos, "System", "CompositeFormatter", "FormatArgument", 1, ps, 2);
    if (!m)
        return err_node(C, h->pos);
    fe_const f = {0};
    f.type = T(C, FE_T_STRING);
    f.s = h->str;
    f.slen = h->slen;
    fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list * 2);
    list[0] = conv_node(C, v, T(C, FE_T_OBJECT));
    list[1] = const_node(C, &f, h->pos);
    return call_node(C, m, h->pos, list, 2);
}

/* A hole {x,alignment:format}: x formatted as .NET's interpolation does -
 * ToString(format) when x's type is formattable (the corelib's primitives
 * with a static ToString(value, format); a struct or class through
 * formattable_hole), else ToString() - then
 * padded to |alignment| on the left (positive) or right (negative). */
static fe_bexpr *bind_hole(fe_ctx *C, fe_expr *h)
{
    fe_bexpr *v = fe_bind_expr(C, h->left);
    fe_const al = {0};
    int has_al = 0;
    if (h->right) {
        if (!const_eval(C, h->right, &al) || !fe_is_integral(al.type) ||
            !fe_const_fits(&al, T(C, FE_T_INT))) {
            if (fe_bind_expr(C, h->right)->type->kind != FE_T_ERROR)
                ERR(C, h->right->pos, "the alignment of an interpolated hole must be a constant int");
            return err_node(C, h->pos);
        }
        has_al = al.i != 0;
    }
    if (is_error(v))
        return v;
    fe_bexpr *nstore = NULL, *nhas = NULL;
    if (h->str && fe_nullable_elem(v->type))   /* {x:F2} of a double?: "" or the value formatted */
        fe_nullable_parts(C, v, &nstore, &nhas, &v);
    fe_type *t = v->type;
    fe_bexpr *s = NULL;
    if (h->str && fe_is_enum_like(t)) {   /* {e:D}: e.ToString("D") (bind_enum.c) */
        fe_const f = {0};
        f.type = T(C, FE_T_STRING);
        f.s = h->str;
        f.slen = h->slen;
        s = fe_bind_enum_tostring(C, v, const_node(C, &f, h->pos), h->pos);
        if (is_error(s))
            return s;
    } else if (h->str && fe_is_decimal(C->S, t)) {   /* {d:F2}: d.ToString("F2") */
        s = fe_bind_decimal_format(C, h, v);
        if (is_error(s))
            return s;
    } else if (h->str && fe_is_numeric(t) && t->kind != FE_T_CHAR) {
        fe_class *mc = fe_member_class(C->S, t);
        fe_type *ps[2] = {t, T(C, FE_T_STRING)};
        fe_method *m = mc ? fe_find_method(C->S, mc, "ToString", 1, ps, 2) : NULL;
        if (!m) {
            ERR(C, h->pos, "format specifiers on '%s' values are not supported", fe_type_name(C->S, t));
            return err_node(C, h->pos);
        }
        fe_const f = {0};
        f.type = T(C, FE_T_STRING);
        f.s = h->str;
        f.slen = h->slen;
        fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list * 2);
        list[0] = v;
        list[1] = const_node(C, &f, h->pos);
        s = call_node(C, m, h->pos, list, 2);
    } else if (h->str && (t->kind == FE_T_STRUCT || t->kind == FE_T_CLASS) && !fe_is_ref_struct(t)) {
        s = formattable_hole(C, v, h);   /* IFormattable's ToString(format, null), else ToString() */
        if (is_error(s))
            return s;
    } else {
        s = to_string(C, v, h->pos);
        if (is_error(s))
            return s;
    }
    if (nstore) {
        fe_const empty = {0};
        empty.type = T(C, FE_T_STRING);
        empty.s = "";
        s = fe_nullable_select(C, nstore, nhas, s, const_node(C, &empty, h->pos));
    }
    if (!has_al)
        return s;
    fe_class *sc = fe_find_class(C->S, "System", "String");
    fe_type *it = T(C, FE_T_INT);
    fe_method *pad = sc ? fe_find_method(C->S, sc, al.i > 0 ? "PadLeft" : "PadRight", 0, &it, 1) : NULL;
    if (!pad) {
        ERR(C, h->pos, "the corelib has no String.PadLeft/PadRight");
        return err_node(C, h->pos);
    }
    if (s->kind != FE_B_CALL && s->kind != FE_B_TOSTRING) {   /* a possibly-null string: "" */
        fe_bexpr *n = node(C, FE_B_TOSTRING, T(C, FE_T_STRING), h->pos);
        fe_class *obj = fe_find_class(C->S, "System", "Object");
        n->a = conv_node(C, s, T(C, FE_T_OBJECT));
        n->method = obj ? fe_find_method(C->S, obj, "ToString", 0, NULL, 0) : NULL;
        s = n;
    }
    fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list);
    fe_const w = {0};
    w.type = it;
    w.i = al.i > 0 ? al.i : -al.i;
    list[0] = const_node(C, &w, h->pos);
    fe_bexpr *r = call_node(C, pad, h->pos, list, 1);
    r->recv = s;
    r->flags = FE_BF_VIRT;
    return r;
}

static fe_bexpr *bind_interp(fe_ctx *C, fe_expr *e)
{
    bvec ops = {0};
    int bad = 0;
    for (int i = 0; i < e->nlist; i++) {
        fe_expr *p = e->list[i];
        if (p->kind == FE_E_STRING && p->slen == 0)
            continue;
        fe_bexpr *b = p->kind == FE_E_HOLE ? bind_hole(C, p) : to_string(C, fe_bind_expr(C, p), p->pos);
        bad |= is_error(b);
        FE_VEC_PUSH(ops, b);
    }
    if (bad) {
        free(ops.v);
        return err_node(C, e->pos);
    }
    return concat_node(C, &ops, e->pos, 0);
}

static fe_method *string_equals(fe_ctx *C, fe_pos pos)
{
    fe_type *s = T(C, FE_T_STRING);
    fe_type *ps[2] = {s, s};
    return fe_core_method(C->S, pos, "System", "String", "Equals", 1, ps, 2);
}

/* ------------------------------------------------ user-defined operators */

static int user_type(const fe_type *t) { return t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT; }

typedef FE_VEC(fe_method *) mvec;

/* The operator methods named `name` with n parameters that t declares (a
 * class: or its bases), added once to v. */
static void collect_ops(fe_ctx *C, const fe_type *t, const char *name, int n, mvec *v)
{
    if (!t || !user_type(t))
        return;
    for (fe_class *c = t->cls; c; c = c->base)
        for (fe_method *m = fe_methods_named(C->S, c, name); m; m = m->next_named) {
            if (!(m->flags & KMOD_METH_SPECIALNAME) || !(m->flags & KMOD_METH_STATIC) || m->nparams != n)
                continue;
            int dup = 0;
            for (int i = 0; i < v->n && !dup; i++)
                dup = v->v[i] == m;
            if (!dup)
                FE_VEC_PUSH(*v, m);
        }
}

/* Overload resolution over the operators `name` of the operands' types;
 * NULL when none applies (*failed: an ambiguity was reported). */
static fe_method *user_op(fe_ctx *C, const char *name, fe_arg *args, int n, fe_pos pos, int *failed)
{
    mvec v = {0};
    collect_ops(C, args[0].type, name, n, &v);
    if (n > 1)
        collect_ops(C, args[1].type, name, n, &v);
    fe_method *best = NULL;
    if (v.n) {
        int why;
        fe_method *two[2];
        best = fe_resolve(C->S, v.v, v.n, args, n, &why, two);
        if (!best && why == 1) {
            ERR(C, pos, "the call is ambiguous between the following methods or properties: '%s' and '%s'",
                method_sig_text(C, two[0]), method_sig_text(C, two[1]));
            *failed = 1;
        }
    }
    /* none by standard conversions: one whose operands reach its parameters
     * through user-defined implicit conversions (`money + 5`) */
    for (int i = 0; !best && !*failed && i < v.n; i++) {
        int ok = 1;
        for (int k = 0; k < n && ok; k++)
            ok = fe_arg_converts(C->S, &args[k], v.v[i]->params[k].type) ||
                 user_conv_exists(C, args[k].type, v.v[i]->params[k].type);
        for (int j = i + 1; ok && j < v.n; j++) {
            int other = 1;
            for (int k = 0; k < n && other; k++)
                other = fe_arg_converts(C->S, &args[k], v.v[j]->params[k].type) ||
                        user_conv_exists(C, args[k].type, v.v[j]->params[k].type);
            if (other) {
                ERR(C, pos, "the call is ambiguous between the following methods or properties: '%s' and '%s'",
                    method_sig_text(C, v.v[i]), method_sig_text(C, v.v[j]));
                *failed = 1;
                ok = 0;
            }
        }
        if (ok)
            best = v.v[i];
    }
    free(v.v);
    return best;
}

/* A user-defined implicit conversion from `from` to `to` exists. */
static int user_conv_exists(fe_ctx *C, fe_type *from, fe_type *to)
{
    if (!user_type(from) && !user_type(to))
        return 0;
    mvec v = {0};
    collect_ops(C, from, "op_Implicit", 1, &v);
    collect_ops(C, to, "op_Implicit", 1, &v);
    int found = 0;
    for (int i = 0; i < v.n && !found; i++)
        found = (v.v[i]->params[0].type == from || fe_implicit(C->S, from, v.v[i]->params[0].type)) &&
                (v.v[i]->ret == to || fe_implicit(C->S, v.v[i]->ret, to));
    free(v.v);
    return found;
}

static const char *bop_method(int bop)
{
    static const char *const names[] = {
        [FE_BOP_ADD] = "op_Addition", [FE_BOP_SUB] = "op_Subtraction", [FE_BOP_MUL] = "op_Multiply",
        [FE_BOP_DIV] = "op_Division", [FE_BOP_REM] = "op_Modulus", [FE_BOP_AND] = "op_BitwiseAnd",
        [FE_BOP_OR] = "op_BitwiseOr", [FE_BOP_XOR] = "op_ExclusiveOr", [FE_BOP_SHL] = "op_LeftShift",
        [FE_BOP_SHR] = "op_RightShift", [FE_BOP_EQ] = "op_Equality", [FE_BOP_NE] = "op_Inequality",
        [FE_BOP_LT] = "op_LessThan", [FE_BOP_GT] = "op_GreaterThan", [FE_BOP_LE] = "op_LessThanOrEqual",
        [FE_BOP_GE] = "op_GreaterThanOrEqual",
    };
    return bop >= 0 && bop <= FE_BOP_GE ? names[bop] : NULL;
}

static fe_arg arg_of(fe_ctx *C, const fe_bexpr *b, fe_expr *x)
{
    fe_arg a = {.type = b->type, .mode = FE_P_VALUE};
    a.is_const = x && b->kind == FE_B_CONST && const_eval(C, x, &a.cval);
    return a;
}

/* A call of the operator m on the operands (each converted to its parameter). */
static fe_bexpr *op_call(fe_ctx *C, fe_method *m, fe_pos pos, fe_bexpr **ops, fe_expr **xs, int n)
{
    fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        list[i] = convert_bound(C, ops[i], xs[i], m->params[i].type);
        if (is_error(list[i]))
            return list[i];
    }
    return call_node(C, m, pos, list, n);
}

/* a op b through a user-defined operator; NULL: none (the predefined
 * operators apply). */
static fe_bexpr *bind_user_binary(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    const char *name = bop_method(e->bop);
    if (!name || (!user_type(a->type) && !user_type(b->type)))
        return NULL;
    fe_arg args[2] = {arg_of(C, a, e->left), arg_of(C, b, e->right)};
    int failed = 0;
    fe_method *m = user_op(C, name, args, 2, e->pos, &failed);
    if (failed)
        return err_node(C, e->pos);
    if (!m)
        return NULL;
    fe_bexpr *ops[2] = {a, b};
    fe_expr *xs[2] = {e->left, e->right};
    return op_call(C, m, e->pos, ops, xs, 2);
}

static fe_bexpr *bind_user_unary(fe_ctx *C, fe_expr *e, fe_bexpr *a)
{
    static const char *const names[] = {
        [FE_UOP_NEG] = "op_UnaryNegation", [FE_UOP_PLUS] = "op_UnaryPlus",
        [FE_UOP_NOT] = "op_LogicalNot", [FE_UOP_COMPL] = "op_OnesComplement",
    };
    if (!user_type(a->type))
        return NULL;
    fe_arg args[1] = {arg_of(C, a, e->left)};
    int failed = 0;
    fe_method *m = user_op(C, names[e->uop], args, 1, e->pos, &failed);
    if (failed)
        return err_node(C, e->pos);
    if (!m)
        return NULL;
    return op_call(C, m, e->pos, &a, &e->left, 1);
}

/* b converted to `to` by a user-defined conversion (op_Implicit; with
 * expl, op_Explicit too) of either type, with standard conversions before
 * and after it; NULL when there is none. The most specific one wins: the
 * exact source and target first. */
static fe_bexpr *user_conversion(fe_ctx *C, fe_bexpr *b, fe_type *to, int expl, fe_pos pos)
{
    fe_type *from = b->type;
    if (!user_type(from) && !user_type(to))
        return NULL;
    mvec v = {0};
    collect_ops(C, from, "op_Implicit", 1, &v);
    collect_ops(C, to, "op_Implicit", 1, &v);
    if (expl) {
        collect_ops(C, from, "op_Explicit", 1, &v);
        collect_ops(C, to, "op_Explicit", 1, &v);
    }
    fe_method *best = NULL;
    int best_score = -1;
    for (int i = 0; i < v.n; i++) {
        fe_method *m = v.v[i];
        fe_type *p = m->params[0].type, *r = m->ret;
        int in = p == from || fe_implicit(C->S, from, p) || (expl && fe_explicit(C->S, from, p));
        int out = r == to || fe_implicit(C->S, r, to) || (expl && fe_explicit(C->S, r, to));
        int score = (p == from) + (r == to);
        if (in && out && score > best_score) {
            best = m;
            best_score = score;
        }
    }
    free(v.v);
    if (!best)
        return NULL;
    fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list * 2);
    list[0] = b->type == best->params[0].type ? b : conv_node(C, b, best->params[0].type);
    fe_bexpr *call = call_node(C, best, pos, list, 1);
    return call->type == to ? call : conv_node(C, call, to);
}

/* A numeric conversion to or from decimal (C#'s predefined ones): a call
 * of System.Decimal's op_Implicit/op_Explicit for the exact type, an enum
 * going through int; NULL when a or `to` is not such a pair. */
static fe_bexpr *decimal_conv(fe_ctx *C, fe_bexpr *a, fe_type *to)
{
    fe_type *from = a->type;
    int fd = fe_is_decimal(C->S, from), td = fe_is_decimal(C->S, to);
    if (fd == td || !(fd ? fe_is_numeric(to) || to->kind == FE_T_ENUM
                         : fe_is_numeric(from) || from->kind == FE_T_ENUM))
        return NULL;
    if (from->kind == FE_T_ENUM)
        a = conv_node(C, a, T(C, FE_T_INT));
    fe_type *via = to->kind == FE_T_ENUM ? T(C, FE_T_INT) : to;
    fe_bexpr *r = user_conversion(C, a, via, 1, a->pos);
    if (!r) {
        ERR(C, a->pos, "the corelib's System.Decimal has no conversion between '%s' and '%s'",
            fe_type_name(C->S, a->type), fe_type_name(C->S, via));
        return err_node(C, a->pos);
    }
    return via == to ? r : conv_node(C, r, to);
}

/* ------------------------------------------------------------- operators */

static const char *bop_text(int bop) { return fe_bop_name(bop); }

static void op_error(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b)
{
    ERR(C, e->pos, "operator '%s' cannot be applied to operands of type '%s' and '%s'",
        bop_text(e->bop), fe_type_name(C->S, a), fe_type_name(C->S, b));
}

/* C# picks the predefined operator by overload resolution, so an int
 * constant that fits makes `uint op constant` a uint operation (likewise
 * ulong with a non-negative constant) instead of promoting to long. */
static fe_type *promote_consts(fe_ctx *C, fe_expr *ea, fe_expr *eb, fe_type *a, fe_type *b)
{
    fe_const k;
    for (int side = 0; side < 2; side++) {
        fe_type *u = side ? b : a, *o = side ? a : b;
        fe_expr *oe = side ? ea : eb;
        if ((u->kind == FE_T_UINT || u->kind == FE_T_ULONG) &&
            (o->kind == FE_T_INT || o->kind == FE_T_LONG) && oe && const_eval(C, oe, &k) &&
            fe_const_fits(&k, u))
            return u;
    }
    return fe_promote(C->S, a, b);
}

/* x (of type t, not an enum) converts implicitly to the underlying type
 * u, constants included. */
static int converts_to_under(fe_ctx *C, fe_expr *x, fe_type *t, fe_type *u)
{
    if (t->kind == FE_T_ENUM)
        return 0;
    fe_arg a = {.type = t, .mode = FE_P_VALUE};
    a.is_const = x && const_eval(C, x, &a.cval);
    return fe_arg_converts(C->S, &a, u);
}

/* C#'s enum addition and subtraction operators (ECMA-334 12.10.5, 12.10.6;
 * U is the underlying type):
 *   E operator +(E x, U y), E operator +(U x, E y), E operator -(E x, U y)
 *   U operator -(E x, E y)
 * They are evaluated as (E)((U)x op (U)y): in U promoted (int for byte,
 * sbyte, short, ushort), the result converted back. Returns that
 * operation type and sets *result to E or U; NULL when no enum operator
 * applies. */
static fe_type *enum_arith(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b, fe_type **result)
{
    int op = e->bop;
    fe_type *en = a->kind == FE_T_ENUM ? a : b, *u = fe_enum_base(C->S, en);
    *result = NULL;
    if (op == FE_BOP_SUB && a->kind == FE_T_ENUM && a == b)
        *result = u;
    else if (a->kind == FE_T_ENUM && converts_to_under(C, e->right, b, u))
        *result = a;
    else if (op == FE_BOP_ADD && b->kind == FE_T_ENUM && converts_to_under(C, e->left, a, u))
        *result = b;
    return *result ? fe_promote(C->S, u, u) : NULL;
}

/* An operand of an enum operator (of enum type en) as the operation type
 * opt: an enum's value, or a U converted to it. */
static fe_bexpr *enum_operand(fe_ctx *C, fe_bexpr *b, fe_expr *x, fe_type *en, fe_type *opt)
{
    if (b->type->kind == FE_T_ENUM)
        return conv_node(C, b, opt);
    return conv_node(C, convert_bound(C, b, x, fe_enum_base(C->S, en)), opt);
}

/* The operation type of a binary operator, or NULL; sets *result. */
static fe_type *binary_type(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b, fe_type **result)
{
    int op = e->bop;
    *result = NULL;
    if (a->kind == FE_T_ERROR || b->kind == FE_T_ERROR) {
        *result = errt(C);
        return errt(C);
    }
    if ((op == FE_BOP_ADD || op == FE_BOP_SUB) && (a->kind == FE_T_ENUM || b->kind == FE_T_ENUM))
        return enum_arith(C, e, a, b, result);
    if (op >= FE_BOP_EQ && op <= FE_BOP_GE) {
        *result = T(C, FE_T_BOOL);
        if (op <= FE_BOP_NE) {
            if ((a->kind == FE_T_STRING || a->kind == FE_T_NULL) &&
                (b->kind == FE_T_STRING || b->kind == FE_T_NULL) &&
                (a->kind == FE_T_STRING || b->kind == FE_T_STRING))
                return T(C, FE_T_STRING);
            if (fe_is_ref(a) && fe_is_ref(b) &&
                (fe_implicit(C->S, a, b) || fe_implicit(C->S, b, a)))
                return T(C, FE_T_OBJECT);
            if ((a->kind == FE_T_TYPARAM && b->kind == FE_T_NULL) ||
                (a->kind == FE_T_NULL && b->kind == FE_T_TYPARAM))
                return T(C, FE_T_OBJECT);   /* t == null: false for a value type (emit_binary) */
            if (a->kind == FE_T_BOOL && b->kind == FE_T_BOOL)
                return a;
        }
        if (a->kind == FE_T_ENUM && a == b)
            return fe_enum_base(C->S, a);   /* compared as the underlying type (signedness) */
        return promote_consts(C, e->left, e->right, a, b);
    }
    if (op == FE_BOP_ANDAND || op == FE_BOP_OROR) {
        *result = T(C, FE_T_BOOL);
        return (a->kind == FE_T_BOOL && b->kind == FE_T_BOOL) ? a : NULL;
    }
    if (op == FE_BOP_AND || op == FE_BOP_OR || op == FE_BOP_XOR) {
        if (a->kind == FE_T_BOOL && b->kind == FE_T_BOOL)
            return *result = a;
        if (a->kind == FE_T_ENUM && a == b)
            return *result = a;
        fe_type *p = promote_consts(C, e->left, e->right, a, b);
        if (p && fe_is_real(p))
            p = NULL;
        return *result = p;
    }
    if (op == FE_BOP_SHL || op == FE_BOP_SHR) {
        fe_type *p = fe_promote_unary(C->S, a, FE_OP_PLUS);
        if (!p || !fe_is_integral(p) || !fe_implicit(C->S, b, T(C, FE_T_INT)))
            return NULL;
        return *result = p;
    }
    fe_type *p = promote_consts(C, e->left, e->right, a, b);
    return *result = p;
}

static void divzero_check(fe_ctx *C, fe_expr *e, fe_type *opt)
{
    fe_const k;
    if (const_eval(C, e->left, &k))
        return;   /* both constant: folding reported it */
    if ((e->bop == FE_BOP_DIV || e->bop == FE_BOP_REM) && fe_is_integral(opt) &&
        const_eval(C, e->right, &k) && fe_is_integral(k.type) && k.i == 0)
        ERR(C, e->pos, "division by constant zero");
}

static fe_bexpr *binary_node(fe_ctx *C, fe_bkind kind, fe_type *type, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    fe_bexpr *r = node(C, kind, type, e->pos);
    r->op = e->bop;
    r->a = a;
    r->b = b;
    return r;
}

/* && and || take two bools (C#: CS0019 for anything else). */
static int logical_operands_ok(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    if (is_error(a) || is_error(b))
        return 0;
    if (a->type->kind == FE_T_BOOL && b->type->kind == FE_T_BOOL)
        return 1;
    op_error(C, e, a->type, b->type);
    return 0;
}

static fe_bexpr *bind_cond_raw(fe_ctx *C, fe_expr *e, uint8_t **st, uint8_t **sf);

static fe_bexpr *bind_logical(fe_ctx *C, fe_expr *e)
{
    uint8_t *at, *af;   /* b runs where a was true (&&) or false (||): a's pattern variables */
    fe_bexpr *a = bind_cond_raw(C, e->left, &at, &af);
    fe_da_restore(C, e->bop == FE_BOP_ANDAND ? at : af);
    fe_bexpr *b = fe_bind_expr(C, e->right);
    fe_da_restore(C, at);
    fe_da_meet(C, af);
    if (!logical_operands_ok(C, e, a, b))
        return err_node(C, e->pos);
    return binary_node(C, FE_B_LOGICAL, T(C, FE_T_BOOL), e, a, b);
}

static fe_bexpr *bind_coalesce(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *a = fe_bind_expr(C, e->left);
    uint8_t *save = fe_da_save(C);
    fe_bexpr *b = fe_bind_expr(C, e->right);
    fe_da_restore(C, save);
    fe_type *at = a->type, *bt = b->type;
    if (at->kind == FE_T_ERROR || bt->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    if (fe_nullable_elem(at))
        return fe_bind_nullable_coalesce(C, e, a, b);   /* bind_nullable.c */
    if (!fe_is_ref(at) || at->kind == FE_T_NULL) {
        ERR(C, e->pos, "operator '?\?' cannot be applied to operands of type '%s' and '%s'",
            fe_type_name(C->S, at), fe_type_name(C->S, bt));
        return err_node(C, e->pos);
    }
    fe_type *rt = at;
    if (!fe_implicit(C->S, bt, at) && fe_implicit(C->S, at, bt))
        rt = bt;
    b = convert_bound(C, b, e->right, rt);
    if (is_error(b))
        return b;
    return binary_node(C, FE_B_COALESCE, rt, e, a, b);
}

static fe_bexpr *bind_binary(fe_ctx *C, fe_expr *e)
{
    if (e->bop == FE_BOP_ANDAND || e->bop == FE_BOP_OROR)
        return bind_logical(C, e);
    if (e->bop == FE_BOP_COALESCE)
        return bind_coalesce(C, e);
    if ((e->bop == FE_BOP_EQ || e->bop == FE_BOP_NE) &&
        (e->left->kind == FE_E_TUPLE || e->right->kind == FE_E_TUPLE))
        return fe_bind_tuple_eq_syntax(C, e);   /* bind_tuple.c */
    if ((e->bop == FE_BOP_EQ || e->bop == FE_BOP_NE) && (is_default_literal(e->left) != is_default_literal(e->right))) {
        /* x == default: the literal takes the other operand's type */
        fe_bexpr *a = is_default_literal(e->left) ? NULL : fe_bind_expr(C, e->left);
        fe_bexpr *b = a ? NULL : fe_bind_expr(C, e->right);
        if (a)
            b = is_error(a) ? a : default_literal(C, e->right, a->type);
        else
            a = is_error(b) ? b : default_literal(C, e->left, b->type);
        return is_error(a) ? a : fe_bind_binary_bound(C, e, a, b);
    }
    fe_bexpr *a = fe_bind_expr(C, e->left), *b = fe_bind_expr(C, e->right);
    return fe_bind_binary_bound(C, e, a, b);
}

/* The constant 0 beside an enum in a comparison or a bitwise operator
 * (`(m & Mods.Alt) == 0`, `flags | 0`): C#'s implicit conversion of a
 * constant zero to any enum type makes it an operand of E's operator. */
static fe_bexpr *zero_as_enum(fe_ctx *C, fe_expr *e, fe_bexpr *x, fe_expr *xe, fe_type *other)
{
    int op = e->bop;
    if (other->kind != FE_T_ENUM || x->type->kind == FE_T_ENUM ||
        !((op >= FE_BOP_EQ && op <= FE_BOP_GE) || op == FE_BOP_AND || op == FE_BOP_OR || op == FE_BOP_XOR))
        return x;
    fe_arg arg = {.type = x->type, .mode = FE_P_VALUE};
    arg.is_const = const_eval(C, xe, &arg.cval);
    if (!arg.is_const || !fe_is_integral(x->type) || x->type->kind == FE_T_CHAR || arg.cval.i != 0)
        return x;
    return convert_bound(C, x, xe, other);
}

fe_bexpr *fe_bind_binary_bound(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    a = zero_as_enum(C, e, a, e->left, b->type);
    b = zero_as_enum(C, e, b, e->right, a->type);
    fe_type *at = a->type, *bt = b->type, *res;
    fe_bexpr *tup = e->bop == FE_BOP_EQ || e->bop == FE_BOP_NE ? fe_bind_tuple_equality(C, e, a, b) : NULL;
    if (tup)   /* element-wise (bind_tuple.c) */
        return tup;
    fe_bexpr *user = bind_user_binary(C, e, a, b);
    if (user)
        return user;
    if (e->bop == FE_BOP_ADD && (at->kind == FE_T_STRING || bt->kind == FE_T_STRING))
        return bind_concat(C, e, a, b);
    fe_bexpr *dr = fe_bind_delegate_binary(C, e, a, b);
    if (dr)
        return dr;
    fe_bexpr *lifted = fe_bind_lifted_binary(C, e, a, b);   /* bind_nullable.c */
    if (lifted)
        return lifted;
    fe_type *opt = binary_type(C, e, at, bt, &res);
    if (!opt) {
        op_error(C, e, at, bt);
        return err_node(C, e->pos);
    }
    if (opt->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    divzero_check(C, e, opt);
    fe_bexpr *r;
    if (e->bop == FE_BOP_SHL || e->bop == FE_BOP_SHR) {
        a = convert_bound(C, a, e->left, opt);
        b = convert_bound(C, b, e->right, T(C, FE_T_INT));
        r = binary_node(C, FE_B_BINARY, res, e, a, b);
    } else if (opt->kind == FE_T_STRING) {
        a = convert_bound(C, a, e->left, opt);
        b = convert_bound(C, b, e->right, opt);
        r = binary_node(C, FE_B_STREQ, res, e, a, b);
        r->method = string_equals(C, e->pos);
        if (!r->method)
            return err_node(C, e->pos);
        if (e->bop == FE_BOP_NE)
            r->flags |= FE_BF_NEGATE;
    } else if (opt->kind == FE_T_OBJECT) {   /* reference identity */
        if (at->kind == FE_T_TYPARAM || bt->kind == FE_T_TYPARAM) {   /* t == null */
            a = conv_node(C, a, opt);
            b = conv_node(C, b, opt);
        }
        r = binary_node(C, FE_B_BINARY, res, e, a, b);
    } else if ((e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB) &&
               (at->kind == FE_T_ENUM || bt->kind == FE_T_ENUM)) {
        fe_type *en = at->kind == FE_T_ENUM ? at : bt;
        a = enum_operand(C, a, e->left, en, opt);
        b = enum_operand(C, b, e->right, en, opt);
        if (is_error(a) || is_error(b))
            return err_node(C, e->pos);
        r = binary_node(C, FE_B_BINARY, opt, e, a, b);   /* in U promoted, then back to E or U */
        r->opt = opt;
        return conv_node(C, r, res);
    } else {
        fe_type *conv = opt->kind == FE_T_ENUM ? at : opt;
        if (!(at->kind == FE_T_ENUM && at == bt)) {
            a = convert_bound(C, a, e->left, conv);
            b = convert_bound(C, b, e->right, conv);
        }
        r = binary_node(C, FE_B_BINARY, res, e, a, b);
    }
    if (is_error(r->a) || is_error(r->b))
        return err_node(C, e->pos);
    r->opt = opt;
    return r;
}

static fe_bexpr *bind_unary(fe_ctx *C, fe_expr *e)
{
    if (e->uop == FE_UOP_HAT)
        return fe_bind_from_end(C, e);   /* bind_range.c */
    if (e->uop == FE_UOP_SPREAD) {   /* a collection expression's element: bind_collection_expr */
        ERR(C, e->pos, "a spread element ('..e') must be an element of a collection expression with a target type");
        fe_bind_expr(C, e->left);
        return err_node(C, e->pos);
    }
    return fe_bind_unary_bound(C, e, fe_bind_expr(C, e->left));
}

fe_bexpr *fe_bind_unary_bound(fe_ctx *C, fe_expr *e, fe_bexpr *a)
{
    fe_type *at = a->type;
    if (at->kind == FE_T_ERROR)
        return a;
    fe_bexpr *user = bind_user_unary(C, e, a);
    if (user)
        return user;
    fe_bexpr *lifted = fe_bind_lifted_unary(C, e, a);   /* bind_nullable.c */
    if (lifted)
        return lifted;
    if (at->kind == FE_T_ENUM && e->uop == FE_UOP_COMPL) {   /* (E)~(U)e, in U promoted */
        fe_type *pt = fe_promote_unary(C->S, fe_enum_base(C->S, at), FE_OP_COMPL);
        fe_bexpr *r = node(C, FE_B_UNARY, pt, e->pos);
        r->op = e->uop;
        r->a = conv_node(C, a, pt);
        return conv_node(C, r, at);
    }
    fe_type *opt = fe_promote_unary(C->S, at, (fe_unop)e->uop);
    if (!opt) {
        ERR(C, e->pos, "operator '%s' cannot be applied to operand of type '%s'", fe_uop_name(e->uop),
            fe_type_name(C->S, at));
        return err_node(C, e->pos);
    }
    a = convert_bound(C, a, e->left, opt->kind == FE_T_ENUM ? at : opt);
    if (is_error(a))
        return a;
    fe_bexpr *r = node(C, FE_B_UNARY, opt, e->pos);
    r->op = e->uop;
    r->a = a;
    return r;
}

static fe_bexpr *bind_incdec(fe_ctx *C, fe_expr *e, int need)
{
    lvalue lv;
    if (!bind_lvalue(C, e->left, &lv, 0))
        return err_node(C, e->pos);
    fe_type *t = lv.var.type;
    if (t->kind == FE_T_ERROR)   /* its type was reported (an unsupported type): no cascade */
        return err_node(C, e->pos);
    fe_method *um = NULL;   /* a user-defined operator ++ / -- (decimal's) */
    if (user_type(t)) {
        fe_arg args[1] = {{.type = t, .mode = FE_P_VALUE}};
        int failed = 0;
        um = user_op(C, (e->kind == FE_E_PREINC || e->kind == FE_E_POSTINC) ? "op_Increment" : "op_Decrement",
                     args, 1, e->pos, &failed);
        if (failed)
            return err_node(C, e->pos);
        if (um && (um->params[0].type != t || um->ret != t)) {
            ERR(C, e->pos, "'operator %s' is supported only when its parameter and result are '%s'",
                (e->kind == FE_E_PREINC || e->kind == FE_E_POSTINC) ? "++" : "--", fe_type_name(C->S, t));
            return err_node(C, e->pos);
        }
    }
    if (!um && !fe_is_numeric(t) && t->kind != FE_T_ENUM) {
        ERR(C, e->pos, "operator '%s' cannot be applied to operand of type '%s'",
            (e->kind == FE_E_PREINC || e->kind == FE_E_POSTINC) ? "++" : "--", fe_type_name(C->S, t));
        return err_node(C, e->pos);
    }
    if (!lv_check_load(C, &lv, e->pos))
        return err_node(C, e->pos);
    fe_bexpr *r = node(C, FE_B_INCDEC, need ? t : T(C, FE_T_VOID), e->pos);
    r->var = lv.var;
    r->method = um;
    r->op = e->kind == FE_E_PREINC || e->kind == FE_E_POSTINC;
    r->flags = (need ? FE_BF_NEED : 0) |
               ((e->kind == FE_E_POSTINC || e->kind == FE_E_POSTDEC) ? FE_BF_POST : 0);
    lv_stored(C, &lv);
    return r;
}

/* var op= right through a user-defined operator op(T, R) returning T. */
static fe_bexpr *bind_user_compound(fe_ctx *C, fe_expr *e, lvalue *lv, fe_bexpr *rb, int need)
{
    fe_type *t = lv->var.type;
    fe_arg args[2] = {{.type = t, .mode = FE_P_VALUE}, arg_of(C, rb, e->right)};
    int failed = 0;
    fe_method *m = bop_method(e->bop) ? user_op(C, bop_method(e->bop), args, 2, e->pos, &failed) : NULL;
    if (failed)
        return err_node(C, e->pos);
    if (!m) {
        ERR(C, e->pos, "operator '%s=' cannot be applied to operands of type '%s' and '%s'",
            bop_text(e->bop), fe_type_name(C->S, t), fe_type_name(C->S, rb->type));
        return err_node(C, e->pos);
    }
    if (m->params[0].type != t || m->ret != t) {
        ERR(C, e->pos, "compound assignment through 'operator %s' is supported only when its first parameter and result are '%s'",
            bop_text(e->bop), fe_type_name(C->S, t));
        return err_node(C, e->pos);
    }
    fe_bexpr *rv = convert_bound(C, rb, e->right, m->params[1].type);
    if (is_error(rv))
        return rv;
    fe_bexpr *n = node(C, FE_B_COMPOUND, need ? t : T(C, FE_T_VOID), e->pos);
    n->a = rv;
    n->op = e->bop;
    n->opt = t;
    n->res = t;
    n->method = m;
    n->var = lv->var;
    n->flags = need ? FE_BF_NEED : 0;
    lv_stored(C, lv);
    return n;
}

/* var op= right, once the variable is bound and read. */
static fe_bexpr *bind_compound(fe_ctx *C, fe_expr *e, lvalue *lv, int need)
{
    fe_type *t = lv->var.type;
    fe_bexpr *rb = fe_bind_expr(C, e->right);
    fe_type *r = rb->type;
    fe_bexpr *n;
    if (e->bop == FE_BOP_ADD && t->kind == FE_T_STRING) {
        fe_bexpr *s = to_string(C, rb, e->right->pos);
        if (is_error(s))
            return s;
        n = node(C, FE_B_CONCAT_ASSIGN, need ? t : T(C, FE_T_VOID), e->pos);
        n->a = s;
        n->cat = concat_methods(C, 1, e->pos);
    } else if (fe_delegate_invoke(C->S, t) && (e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB)) {
        fe_bexpr *rv = conv_check(C, rb, t, e->right->pos);   /* d += M / d -= h */
        fe_method *cm = fe_delegate_combiner(C, e->bop, e->pos);
        if (is_error(rv) || !cm)
            return err_node(C, e->pos);
        n = node(C, FE_B_COMPOUND, need ? t : T(C, FE_T_VOID), e->pos);
        n->a = rv;
        n->method = cm;
        n->res = cm->ret;
    } else if (user_type(t) || user_type(r)) {
        return bind_user_compound(C, e, lv, rb, need);
    } else {
        fe_expr fake = *e;
        fake.kind = FE_E_BINARY;
        fe_type *res, *opt = binary_type(C, &fake, t, r, &res);
        fe_arg ra = {.type = r, .mode = FE_P_VALUE};
        ra.is_const = const_eval(C, e->right, &ra.cval);
        int ok = opt && res && (fe_implicit(C->S, res, t) ||
                                (fe_explicit(C->S, res, t) && (fe_arg_converts(C->S, &ra, t) ||
                                                              e->bop == FE_BOP_SHL || e->bop == FE_BOP_SHR)));
        if (!opt || opt->kind == FE_T_ERROR || opt->kind == FE_T_STRING || opt->kind == FE_T_OBJECT || !ok) {
            if (!(opt && opt->kind == FE_T_ERROR))
                op_error(C, &fake, t, r);
            return err_node(C, e->pos);
        }
        divzero_check(C, e, opt);
        fe_bexpr *rv;
        if (e->bop == FE_BOP_SHL || e->bop == FE_BOP_SHR)
            rv = convert_bound(C, rb, e->right, T(C, FE_T_INT));
        else if (t->kind == FE_T_ENUM && (e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB))
            rv = enum_operand(C, rb, e->right, t, opt);
        else
            rv = convert_bound(C, rb, e->right, opt->kind == FE_T_ENUM ? t : opt);
        if (is_error(rv))
            return rv;
        n = node(C, FE_B_COMPOUND, need ? t : T(C, FE_T_VOID), e->pos);
        n->a = rv;
        n->op = e->bop;
        n->opt = opt;
        n->res = res;
    }
    n->var = lv->var;
    n->flags = need ? FE_BF_NEED : 0;
    lv_stored(C, lv);
    return n;
}

static fe_bexpr *bind_assign(fe_ctx *C, fe_expr *e, int need)
{
    lvalue lv;
    if (e->bop < 0 && e->left->kind == FE_E_TUPLE)   /* (a, b) = e (bind_tuple.c) */
        return fe_bind_deconstruct(C, e, need);
    if (e->bop < 0 && is_discard(C, e->left)) {   /* _ = e: evaluated, the value dropped */
        fe_bexpr *v = fe_bind_expr(C, e->right);
        if (v->type->kind == FE_T_VOID) {
            ERR(C, e->right->pos, "cannot assign void to a discard");
            return err_node(C, e->pos);
        }
        return v;
    }
    if (e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB) {   /* obj.E += h outside E's class: add_E(h) */
        named q;
        C->S->quiet++;
        int ok = bind_head(C, e->left, &q, 1);
        C->S->quiet--;
        if (ok && q.kind == R_FIELD && fe_event_outside(C, q.field)) {
            named bd;
            if (!bind_head(C, e->left, &bd, 0))
                return err_node(C, e->pos);
            fe_field *f = bd.field;
            int st = (f->flags & KMOD_FIELD_STATIC) != 0;
            if (!check_static(C, &bd, st, f->name, e->left->pos))
                return err_node(C, e->pos);
            fe_bexpr *recv = st ? NULL : named_recv(C, &bd);
            fe_bexpr *v = fe_bind_to(C, e->right, f->type);
            if (is_error(v) || (recv && is_error(recv)))
                return err_node(C, e->pos);
            if (need) {
                ERR(C, e->pos, "the event '%s.%s' can only appear on the left hand side of += or -=", f->owner->full, f->name);
                return err_node(C, e->pos);
            }
            fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list);
            list[0] = v;
            fe_bexpr *r = call_node(C, e->bop == FE_BOP_ADD ? f->ev_add : f->ev_remove, e->pos, list, 1);
            r->recv = recv;
            if (!st && !recv)
                r->flags |= FE_BF_THIS;
            else if (recv && recv->kind != FE_B_THIS)
                r->flags |= FE_BF_VIRT;   /* callvirt: the null check */
            return r;
        }
    }
    if (!bind_lvalue(C, e->left, &lv, 0)) {
        fe_bind_expr(C, e->right);   /* its own errors */
        return err_node(C, e->pos);
    }
    if ((lv.var.kind == FE_V_FIELD || lv.var.kind == FE_V_SFIELD) && fe_event_outside(C, lv.var.field)) {
        fe_event_error(C, lv.var.field, e->pos);
        return err_node(C, e->pos);
    }
    fe_type *t = lv.var.type;
    if (e->bop >= 0) {
        if (!lv_check_load(C, &lv, e->pos)) {
            fe_bind_expr(C, e->right);
            return err_node(C, e->pos);
        }
        if (e->bop == FE_BOP_COALESCE || fe_nullable_elem(t))   /* bind_nullable.c */
            return fe_bind_nullable_assign(C, e, &lv.var, need);
        return bind_compound(C, e, &lv, need);
    }
    fe_bexpr *v = fe_bind_to(C, e->right, t);
    if (is_error(v))
        return v;
    fe_bexpr *n = node(C, FE_B_ASSIGN, need ? t : T(C, FE_T_VOID), e->pos);
    n->var = lv.var;
    n->a = v;
    n->flags = need ? FE_BF_NEED : 0;
    lv_stored(C, &lv);
    return n;
}

/* c ? a : b; with target (not NULL), C# 9's target-typed conditional when
 * a and b have no type in common (lambdas, method groups, 1 and null). */
static fe_bexpr *bind_cond_expr(fe_ctx *C, fe_expr *e, fe_type *target)
{
    uint8_t *st, *sf;
    fe_bexpr *c = fe_bind_cond(C, e->cond, &st, &sf);
    fe_da_restore(C, st);
    fe_bexpr *a = bind_arg_value(C, e->left);   /* `b ? default : 5` is an int */
    uint8_t *s1 = fe_da_save(C);
    fe_da_restore(C, sf);
    fe_bexpr *b = bind_arg_value(C, e->right);
    fe_da_meet(C, s1);
    fe_type *at = a->type, *bt = b->type, *rt;
    if (is_error(c) || at->kind == FE_T_ERROR || bt->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    if (at->kind == FE_T_THROW && bt->kind == FE_T_THROW) {
        ERR(C, e->pos, "type of conditional expression cannot be determined because there is no implicit conversion between 'throw expression' and 'throw expression'");
        return err_node(C, e->pos);
    }
    int fa = at->kind == FE_T_LAMBDA || at->kind == FE_T_MGROUP, fb = bt->kind == FE_T_LAMBDA || bt->kind == FE_T_MGROUP;
    if (at->kind == FE_T_TARGETED && bt->kind == FE_T_TARGETED)
        fa = fb = 1;   /* both typed by the target, or by nothing */
    if (target && (fa || fb))
        rt = target;
    else if (fa || fb) {
        ERR(C, e->pos, "type of conditional expression cannot be determined because there is no implicit conversion between '%s' and '%s'",
            fe_type_name(C->S, at), fe_type_name(C->S, bt));
        return err_node(C, e->pos);
    } else if (at == bt)
        rt = at;
    else if (fe_tuple_identity(C->S, at, bt))   /* names both give alike (bind_tuple.c) */
        rt = fe_tuple_merge_names(C->S, at, bt);
    else if (fe_implicit(C->S, at, bt) && !fe_implicit(C->S, bt, at))
        rt = bt;
    else if (fe_implicit(C->S, bt, at) && !fe_implicit(C->S, at, bt))
        rt = at;
    else {
        fe_const k;
        fe_arg aa = {.type = at, .mode = FE_P_VALUE}, ba = {.type = bt, .mode = FE_P_VALUE};
        aa.is_const = const_eval(C, e->left, &k);
        aa.cval = k;
        ba.is_const = const_eval(C, e->right, &k);
        ba.cval = k;
        if (fe_arg_converts(C->S, &aa, bt))
            rt = bt;
        else if (fe_arg_converts(C->S, &ba, at))
            rt = at;
        else if (target)
            rt = target;
        else {
            ERR(C, e->pos, "type of conditional expression cannot be determined because there is no implicit conversion between '%s' and '%s'",
                fe_type_name(C->S, at), fe_type_name(C->S, bt));
            return err_node(C, e->pos);
        }
    }
    a = convert_bound(C, a, e->left, rt);
    b = convert_bound(C, b, e->right, rt);
    if (is_error(a) || is_error(b))
        return err_node(C, e->pos);
    fe_bexpr *r = node(C, FE_B_COND, rt, e->pos);
    r->a = c;
    r->b = a;
    r->c = b;
    return r;
}

/* ------------------------------------------------------------ conditions */

/* e as a condition without its conversion to bool: the definite-assignment
 * states after it is true / false (both the state after it when it is not
 * a bool, which the caller reports). */
static fe_bexpr *bind_cond_raw(fe_ctx *C, fe_expr *e, uint8_t **st, uint8_t **sf)
{
    fe_const k;
    if (fe_stack_exhausted(C->S, e->pos)) {
        *st = *sf = fe_da_save(C);
        return err_node(C, e->pos);
    }
    if (const_eval(C, e, &k) && k.type->kind == FE_T_BOOL) {
        e->type = k.type;
        if (k.i) {
            *st = fe_da_save(C);
            *sf = fe_da_save_all(C);
        } else {
            *st = fe_da_save_all(C);
            *sf = fe_da_save(C);
        }
        return const_node(C, &k, e->pos);
    }
    if (e->kind == FE_E_UNARY && e->uop == FE_UOP_NOT) {
        fe_bexpr *a = bind_cond_raw(C, e->left, sf, st);
        if (a->type->kind == FE_T_ERROR)
            return a;
        if (a->type->kind != FE_T_BOOL) {
            ERR(C, e->pos, "operator '%s' cannot be applied to operand of type '%s'", fe_uop_name(e->uop),
                fe_type_name(C->S, a->type));
            return err_node(C, e->pos);
        }
        fe_bexpr *r = node(C, FE_B_UNARY, a->type, e->pos);
        r->op = FE_UOP_NOT;
        r->a = a;
        e->type = r->type;
        return r;
    }
    if (e->kind == FE_E_BINARY && (e->bop == FE_BOP_ANDAND || e->bop == FE_BOP_OROR)) {
        int is_and = e->bop == FE_BOP_ANDAND;
        uint8_t *at, *af, *bt, *bf;
        fe_bexpr *a = bind_cond_raw(C, e->left, &at, &af);
        fe_da_restore(C, is_and ? at : af);
        fe_bexpr *b = bind_cond_raw(C, e->right, &bt, &bf);
        if (is_and) {
            *st = bt;
            fe_da_restore(C, af);
            fe_da_meet(C, bf);
            *sf = fe_da_save(C);
        } else {
            *sf = bf;
            fe_da_restore(C, at);
            fe_da_meet(C, bt);
            *st = fe_da_save(C);
        }
        if (!logical_operands_ok(C, e, a, b))
            return err_node(C, e->pos);
        e->type = a->type;
        return binary_node(C, FE_B_LOGICAL, a->type, e, a, b);
    }
    fe_bexpr *b = fe_bind_expr(C, e);
    *st = *sf = fe_da_save(C);
    if (e->kind == FE_E_IS && e->pat) {   /* its designations: assigned when true */
        fe_pattern_da(C, e->pat);
        *st = fe_da_save(C);
        fe_da_restore(C, *sf);
    }
    return b;
}

fe_bexpr *fe_bind_cond(fe_ctx *C, fe_expr *e, uint8_t **when_true, uint8_t **when_false)
{
    fe_bexpr *b = bind_cond_raw(C, e, when_true, when_false);
    if (!is_error(b) && b->type->kind != FE_T_BOOL)
        b = convert_bound(C, b, e, T(C, FE_T_BOOL));
    return b;
}

/* ------------------------------------------------------- casts and tests */

static fe_bexpr *bind_cast(fe_ctx *C, fe_expr *e)
{
    fe_type *to = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    fe_bexpr *a = fe_bind_expr(C, e->left);
    fe_type *from = a->type;
    if (to->kind == FE_T_ERROR || from->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    if (from->kind == FE_T_MGROUP || from->kind == FE_T_LAMBDA)
        return fe_bind_fn_conv(C, a, to, e->pos);
    if (to->kind == FE_T_MDARRAY && from->kind == FE_T_OBJECT)
        return fe_md_cast(C, a, to, e->pos);
    if (to->kind == FE_T_MDARRAY && from != to && from->kind != FE_T_NULL) {
        ERR(C, e->pos, "a cast to the multi-dimensional array type '%s' is not supported",
            fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    if (!fe_explicit(C->S, from, to)) {
        fe_bexpr *u = user_conversion(C, a, to, 1, e->pos);
        if (u)
            return u;
        if (fe_iface_array_unsupported(C->S, from, to))
            ERR(C, e->pos, "arrays as '%s' are not supported", fe_type_name(C->S, to));
        else
            ERR(C, e->pos, "cannot convert type '%s' to '%s'", fe_type_name(C->S, from), fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    fe_bexpr *tc = fe_bind_tuple_conv(C, a, to, 1);   /* element-wise (bind_tuple.c) */
    if (tc)
        return tc;
    tc = decimal_conv(C, a, to);   /* (int)d, (decimal)x */
    if (tc)
        return tc;
    fe_bexpr *r = node(C, FE_B_CONV, to, e->pos);
    r->a = a;
    return r;
}

static fe_bexpr *bind_is_as(fe_ctx *C, fe_expr *e)
{
    if (e->pat)
        return fe_bind_is_pattern(C, e);   /* bind_pattern.c */
    fe_type *to = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    fe_bexpr *a = fe_bind_expr(C, e->left);
    fe_type *from = a->type;
    fe_type *rt = e->kind == FE_E_IS ? T(C, FE_T_BOOL) : to;
    if (to->kind == FE_T_ERROR || from->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    if (e->kind == FE_E_AS && to->kind == FE_T_TYPARAM && !(to->tparam->cflags & FE_TPC_CLASS) &&
        !to->tparam->base) {
        ERR(C, e->pos, "the type parameter '%s' cannot be used with the 'as' operator because it does not have a class type constraint nor a 'class' constraint",
            to->tparam->name);
        return err_node(C, e->pos);
    }
    if (e->kind == FE_E_AS && fe_is_valuetype(to)) {
        ERR(C, e->pos, "the as operator must be used with a reference type or nullable type ('%s' is a non-nullable value type)",
            fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    if (fe_is_valuetype(from) || from->kind == FE_T_TYPARAM)      /* tested on its box */
        a = conv_node(C, a, T(C, FE_T_OBJECT));
    else if ((!fe_is_ref(to) && !fe_is_valuetype(to) && to->kind != FE_T_TYPARAM) || !fe_is_ref(from)) {
        ERR(C, e->pos, "the '%s' operator cannot be applied to type '%s'",
            e->kind == FE_E_IS ? "is" : "as", fe_type_name(C->S, fe_is_ref(from) ? to : from));
        return err_node(C, e->pos);
    }
    if (to->kind == FE_T_MDARRAY) {
        ERR(C, e->pos, "'%s' with the multi-dimensional array type '%s' is not supported",
            e->kind == FE_E_IS ? "is" : "as", fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    /* `as` needs a reference conversion (CS0039); `is` of types that never
     * meet is valid C# (a warning) and false */
    if (e->kind == FE_E_AS && fe_is_ref(a->type) && fe_is_ref(to) && !fe_explicit(C->S, a->type, to)) {
        ERR(C, e->pos, "cannot convert type '%s' to '%s' via a reference conversion, boxing conversion, "
            "unboxing conversion, wrapping conversion, or null type conversion", fe_type_name(C->S, a->type),
            fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    fe_bexpr *r = node(C, FE_B_ISINST, rt, e->pos);
    r->a = a;
    r->opt = to;
    if (e->kind == FE_E_IS)
        r->flags |= FE_BF_IS_TEST;
    return r;
}

/* ------------------------------------------------------------- arrays */

static fe_bexpr *bind_array_init(fe_ctx *C, fe_expr *e, fe_type *at)
{
    if (at->kind == FE_T_MDARRAY)
        return fe_bind_md_init(C, e, at);
    if (at->kind != FE_T_ARRAY) {
        if (at->kind != FE_T_ERROR)
            ERR(C, e->pos, "can only use array initializer expressions to assign to array types. Try using a new expression instead");
        for (int i = 0; i < e->nlist; i++)
            fe_bind_expr(C, e->list[i]);
        return err_node(C, e->pos);
    }
    fe_type *et = at->elem;
    for (int i = 0; i < e->nlist; i++)
        if (e->list[i]->kind == FE_E_ARRAYINIT && !e->list[i]->coll_expr) {
            ERR(C, e->list[i]->pos, "array initializers can only be used in a variable or field initializer; try using a new expression instead");
            return err_node(C, e->pos);
        }
    fe_bexpr *r = node(C, FE_B_ARRINIT, at, e->pos);
    r->n = e->nlist;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(e->nlist + 1));
    int bad = 0;
    for (int i = 0; i < e->nlist; i++) {
        r->list[i] = fe_bind_to(C, e->list[i], et);
        bad |= is_error(r->list[i]);
    }
    return bad ? err_node(C, e->pos) : r;
}

static int is_spread(const fe_expr *x)
{
    return x->kind == FE_E_UNARY && x->uop == FE_UOP_SPREAD;
}

/* A collection expression with spread elements to array type `to`: a
 * List<T> built as for a List<T> target (an AddRange per spread, in
 * order), then its ToArray(). */
static fe_bexpr *bind_spread_array(fe_ctx *C, fe_expr *e, fe_type *to)
{
    fe_class *list = fe_class_arity(fe_find_class(C->S, "System.Collections.Generic", "List"), 1);
    if (!list) {
        ERR(C, e->pos, "a collection expression with a spread element as '%s' needs System.Collections.Generic.List<T>, "
            "which this program does not name", fe_type_name(C->S, to));
        return err_node(C, e->pos);
    }
    fe_type *lt = fe_generic_instance(C->S, list, &to->elem, 1, e->pos);
    fe_bexpr *b = bind_collection_expr(C, e, lt);
    fe_method *m = is_error(b) ? NULL : fe_find_method(C->S, lt->cls, "ToArray", 0, NULL, 0);
    if (!m)
        return b;
    fe_bexpr *r = call_node(C, m, e->pos, NULL, 0);
    r->recv = b;
    r->flags |= FE_BF_VIRT;
    return r;
}

/* A collection expression converted to one of the interfaces C# 12
 * allows: a List<T> for ICollection<T> and IList<T>, as .NET builds; for
 * IEnumerable<T>, IReadOnlyCollection<T> and IReadOnlyList<T>, whose type
 * C# leaves to the compiler, a T[] (where .NET makes a read-only type of
 * its own: only a cast back to a mutable interface can tell). */
static fe_bexpr *bind_collection_iface(fe_ctx *C, fe_expr *e, fe_type *to, fe_type *el)
{
    const char *n = to->cls->generic->name;
    fe_type *built = fe_array_of(C->S, el);
    if (!strcmp(n, "ICollection") || !strcmp(n, "IList")) {
        fe_class *list = fe_class_arity(fe_find_class(C->S, "System.Collections.Generic", "List"), 1);
        if (!list) {
            ERR(C, e->pos, "a collection expression as '%s' needs System.Collections.Generic.List<T>, which "
                "this program does not name", fe_type_name(C->S, to));
            return err_node(C, e->pos);
        }
        built = fe_generic_instance(C->S, list, &el, 1, e->pos);
    }
    return conv_check(C, bind_collection_expr(C, e, built), to, e->pos);
}

/* A collection expression [e1, e2] (C# 12) converted to `to`: an array
 * for T[], `new to() { e1, e2 }` for a class with a collection initializer
 * (List<T>, HashSet<T>, a user's), the generic collection interfaces
 * (bind_collection_iface). Other targets are an error naming them: spans,
 * types with a builder. */
static fe_bexpr *bind_collection_expr(fe_ctx *C, fe_expr *e, fe_type *to)
{
    fe_bexpr *b = NULL;
    fe_type *iface_el;
    int spreads = 0;
    for (int i = 0; i < e->nlist; i++)
        spreads += is_spread(e->list[i]);
    if (fe_array_iface_kind(to, &iface_el) == 1) {
        b = bind_collection_iface(C, e, to, iface_el);
    } else if (to->kind == FE_T_ARRAY && spreads) {
        b = bind_spread_array(C, e, to);
    } else if (to->kind == FE_T_ARRAY || to->kind == FE_T_ERROR) {
        b = bind_array_init(C, e, to);
    } else if (to->kind == FE_T_CLASS && to->cls && !fe_is_iface(to->cls)) {
        fe_class *ie = fe_find_class(C->S, "System.Collections", "IEnumerable");
        if (!ie || !fe_implements(to->cls, ie)) {
            ERR(C, e->pos, "cannot initialize type '%s' with a collection expression because the type is not constructible",
                fe_type_name(C->S, to));
            b = err_node(C, e->pos);
        } else {
            fe_expr *ne = fe_bound_alloc(C->S, sizeof *ne);
            *ne = *e;
            ne->kind = FE_E_NEW;
            ne->coll_expr = 0;
            ne->tsyn = NULL;
            ne->args = NULL;
            ne->nargs = 0;
            ne->has_init = 1;
            ne->list = fe_bound_alloc(C->S, sizeof *ne->list * (size_t)(e->nlist + 1));
            for (int i = 0; i < e->nlist; i++) {
                fe_expr *add = fe_bound_alloc(C->S, sizeof *add);
                memset(add, 0, sizeof *add);
                add->kind = FE_E_CALL;
                add->pos = e->list[i]->pos;
                add->local = -1;
                add->args = fe_bound_alloc(C->S, sizeof *add->args);
                memset(add->args, 0, sizeof *add->args);
                add->args[0].mode = FE_AM_VALUE;
                add->args[0].e = is_spread(e->list[i]) ? e->list[i]->left : e->list[i];
                add->args[0].pos = e->list[i]->pos;
                add->name = is_spread(e->list[i]) ? "AddRange" : NULL;   /* bind_collection_add */
                add->nargs = 1;
                ne->list[i] = add;
            }
            b = target_typed_new(C, ne, to);
        }
    }
    if (!b) {
        ERR(C, e->pos, "a collection expression of type '%s' is not supported (Kiln builds arrays and classes "
            "with a collection initializer from one)",
            fe_type_name(C->S, to));
        for (int i = 0; i < e->nlist; i++)
            fe_bind_expr(C, e->list[i]);
        b = err_node(C, e->pos);
    }
    e->type = b->type;
    return b;
}

static fe_bexpr *bind_newarray(fe_ctx *C, fe_expr *e)
{
    fe_type *et = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    if (et->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    if (et->kind == FE_T_VOID) {
        ERR(C, e->pos, "an array of void is not allowed");
        return err_node(C, e->pos);
    }
    if (e->rank > 1)
        return fe_bind_md_new(C, e, et);
    fe_type *at = fe_array_of(C->S, et);
    if (e->has_init) {
        if (e->left) {
            fe_const k;
            if (!const_eval(C, e->left, &k) || !fe_is_integral(k.type))
                ERR(C, e->left->pos, "a constant value is expected");
            else if (k.i != e->nlist)
                ERR(C, e->left->pos, "an array initializer of length '%lld' is expected", (long long)k.i);
        }
        fe_expr init = *e;
        init.kind = FE_E_ARRAYINIT;
        return bind_array_init(C, &init, at);
    }
    if (!e->left) {
        ERR(C, e->pos, "array creation must have array size or array initializer");
        return err_node(C, e->pos);
    }
    fe_bexpr *n = bind_index(C, e->left);
    if (is_error(n))
        return n;
    fe_bexpr *r = node(C, FE_B_NEWARR, at, e->pos);
    r->a = n;
    return r;
}

static int is_fn_type(const fe_type *t) { return t->kind == FE_T_LAMBDA || t->kind == FE_T_MGROUP; }

static fe_bexpr *bind_arraylit(fe_ctx *C, fe_expr *e)
{
    if (e->rank > 1)
        return fe_bind_md_lit(C, e);
    for (int i = 0; i < e->nlist; i++)
        if (e->list[i]->kind == FE_E_ARRAYINIT) {
            ERR(C, e->list[i]->pos, "array initializers can only be used in a variable or field initializer; try using a new expression instead");
            return err_node(C, e->pos);
        }
    fe_bexpr **els = fe_bound_alloc(C->S, sizeof *els * (size_t)(e->nlist + 1));
    int bad = 0;
    for (int i = 0; i < e->nlist; i++) {
        els[i] = fe_bind_expr(C, e->list[i]);
        bad |= is_error(els[i]);
    }
    if (bad)
        return err_node(C, e->pos);
    fe_type *best = NULL;
    for (int i = 0; i < e->nlist && !best; i++) {
        fe_type *cand = els[i]->type;
        if (is_fn_type(cand))   /* new[] { (int x) => x, Neg }: their natural type (C# 10) */
            cand = fe_fn_natural_type(C->S, C, els[i], els[i]->pos, 0);
        if (!cand || cand->kind == FE_T_NULL)
            continue;
        int all = 1;
        for (int j = 0; j < e->nlist && all; j++) {
            fe_type *tj = els[j]->type;
            all = is_fn_type(tj) ? fe_fn_converts(C->S, els[j], cand) : fe_implicit(C->S, tj, cand);
        }
        if (all)
            best = cand;
    }
    if (!best) {
        ERR(C, e->pos, "no best type found for implicitly-typed array");
        return err_node(C, e->pos);
    }
    for (int j = 0; j < e->nlist; j++)   /* tuple names all the elements give alike (bind_tuple.c) */
        if (fe_tuple_identity(C->S, els[j]->type, best))
            best = fe_tuple_merge_names(C->S, best, els[j]->type);
    fe_type *at = fe_array_of(C->S, best);
    fe_bexpr *r = node(C, FE_B_ARRINIT, at, e->pos);
    r->n = e->nlist;
    r->list = els;
    for (int i = 0; i < e->nlist; i++) {
        els[i] = convert_bound(C, els[i], e->list[i], best);
        bad |= is_error(els[i]);
    }
    return bad ? err_node(C, e->pos) : r;
}

/* What e (an INDEX) indexes: base[i] is the base class's indexer on this. */
static fe_bexpr *index_receiver(fe_ctx *C, fe_expr *e)
{
    if (e->left->kind != FE_E_BASE)
        return fe_bind_expr(C, e->left);
    if (C->is_static || !C->cls || !C->cls->base) {
        ERR(C, e->left->pos, "keyword 'base' is not available in a static context");
        return err_node(C, e->pos);
    }
    return node(C, FE_B_THIS, C->cls->base->type, e->left->pos);
}

static fe_bexpr *bind_elem(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *a = index_receiver(C, e);
    fe_type *at = a->type;
    if (at->kind == FE_T_ERROR)
        return a;
    fe_bexpr *sliced;
    if (fe_range_index(C, a, e, &e, &sliced))   /* x[^i], x[a..b] (bind_range.c) */
        return sliced;
    if (at->kind == FE_T_CLASS) {   /* an indexer: get_Item */
        fe_bvar v;
        if (!bind_indexer(C, a, e, 0, &v))
            return err_node(C, e->pos);
        fe_bexpr *r = call_node(C, v.get, e->pos, v.args, v.nargs);
        r->recv = a;
        r->type = fe_view_member(C->S, at, v.get->owner, v.get->tmpl ? v.get->tmpl->ret : NULL, r->type);
        r->flags = FE_BF_VIRT;
        if (e->left->kind == FE_E_BASE)
            r->flags = 0;
        return r;
    }
    if (at->kind == FE_T_MDARRAY) {
        fe_bexpr *r = node(C, FE_B_LOAD, at->elem, e->pos);
        return fe_bind_md_elem(C, a, e, &r->var) ? r : err_node(C, e->pos);
    }
    if (e->nargs != 1 || e->args[0].mode != FE_AM_VALUE) {
        ERR(C, e->pos, "wrong number of indices inside []; expected 1");
        return err_node(C, e->pos);
    }
    if (at->kind == FE_T_ARRAY) {
        fe_bexpr *idx = bind_index(C, e->args[0].e);
        if (is_error(idx))
            return idx;
        fe_bexpr *r = node(C, FE_B_LOAD, at->elem, e->pos);
        r->var.kind = FE_V_ELEM;
        r->var.type = at->elem;
        r->var.recv = a;
        r->var.idx = idx;
        return r;
    }
    if (at->kind == FE_T_STRING) {
        fe_class *sc = fe_find_class(C->S, "System", "String");
        fe_type *it = T(C, FE_T_INT);
        fe_method *g = sc ? fe_find_method(C->S, sc, "get_Chars", 0, &it, 1) : NULL;
        if (!g && sc)
            g = fe_find_method(C->S, sc, "get_Item", 0, &it, 1);
        if (!g) {
            ERR(C, e->pos, "the corelib has no string indexer");
            return err_node(C, e->pos);
        }
        fe_bexpr *idx = fe_bind_to(C, e->args[0].e, it);
        if (is_error(idx))
            return idx;
        fe_bexpr *r = node(C, FE_B_CALL, T(C, FE_T_CHAR), e->pos);
        r->method = g;
        r->recv = a;
        r->flags = FE_BF_VIRT;
        r->n = 1;
        r->list = fe_bound_alloc(C->S, sizeof *r->list);
        r->list[0] = idx;
        return r;
    }
    if (!indexer_rejected(at))
        ERR(C, e->pos, "cannot apply indexing with [] to an expression of type '%s'", fe_type_name(C->S, at));
    return err_node(C, e->pos);
}

/* -------------------------------------------------------------- calls */

#define MAX_ARGS 64

/* `_` as a discard: no local, parameter or member is named `_`. */
static int is_discard(fe_ctx *C, const fe_expr *e)
{
    if (e->kind != FE_E_NAME || strcmp(e->name, "_") || fe_find_local(C, "_") >= 0)
        return 0;
    for (fe_class *c = C->cls; c; c = c->base)
        if (fe_names_of(C->S, c, "_"))
            return 0;
    return 1;
}

/* The address an `out var x` / `out T x` / `out _` argument passes: the
 * local declared now with the parameter's type, or a temporary. */
static fe_bexpr *bind_out_decl(fe_ctx *C, fe_expr *d, fe_type *pt)
{
    fe_bexpr *b = node(C, FE_B_ADDR, pt, d->pos);
    b->var.kind = FE_V_LOCAL;
    b->var.type = pt;
    if (d->kind == FE_E_OUTVAR && strcmp(d->name, "_")) {
        int li = fe_declare_local(C, d->name, pt, d->pos);
        d->local = li;
        b->var.slot = C->locals.v[li].slot;
        fe_closure_local(C, li, d);   /* a lambda captures it: the cell's field is passed */
        if (C->locals.v[li].cell_v)
            local_var(C, li, &b->var);
    } else {
        d->local = -1;
        b->var.slot = fe_gen_temp(C, pt);
    }
    d->type = pt;
    return b;
}

/* An out argument of a call bound by hand (Enum.TryParse on a type
 * parameter, bind_enum.c) for a parameter of type pt: the address of a
 * variable, or of the one `out T x` / `out var x` declares (`out _`: a
 * temporary); the variable is definitely assigned after it. */
fe_bexpr *fe_bind_out_arg(fe_ctx *C, fe_expr *e, fe_type *pt)
{
    fe_bexpr *b = e->kind == FE_E_OUTVAR || is_discard(C, e) ? bind_out_decl(C, e, pt) : bind_addr(C, e, 1, 0);
    mark_out(C, e);
    return b;
}

/* An argument's value: `default` and `new(...)` without a type wait for
 * the chosen parameter's (FE_T_TARGETED converts to every type, as C#'s
 * default literal and target-typed new conversions do). */
static fe_bexpr *bind_arg_value(fe_ctx *C, fe_expr *e)
{
    if ((e->kind == FE_E_DEFAULT || e->kind == FE_E_NEW || (e->kind == FE_E_ARRAYINIT && e->coll_expr)) && !e->tsyn) {
        fe_bexpr *b = node(C, FE_B_TARGETED, T(C, FE_T_TARGETED), e->pos);
        b->lam = e;
        return b;
    }
    return fe_bind_expr(C, e);
}

/* What overload resolution needs of a collection expression argument
 * (a): its elements' types, bound quietly as a lambda's body is probed
 * (no class made for a lambda in them, their locals dropped); the
 * expression binds again, to the chosen parameter's type (fe_bind_to). */
static void coll_arg(fe_ctx *C, fe_expr *e, fe_arg *a)
{
    fe_sema *S = C->S;
    fe_arg *el = fe_bound_alloc(S, sizeof *el * (size_t)(e->nlist + 1));
    int mark = C->locals.n;
    S->quiet++;
    S->lambda_probe++;
    for (int i = 0; i < e->nlist; i++) {
        fe_expr *x = e->list[i];
        memset(&el[i], 0, sizeof el[i]);
        el[i].mode = FE_P_VALUE;
        if (x->kind == FE_E_ARRAYINIT && x->coll_expr) {
            el[i].type = T(C, FE_T_TARGETED);
            coll_arg(C, x, &el[i]);
            continue;
        }
        if (is_spread(x)) {   /* ..xs: its elements' type (the error type, converting, when unknown) */
            fe_type *it = fe_coll_elem_type(S, fe_bind_expr(C, x->left)->type);
            el[i].type = it ? it : T(C, FE_T_ERROR);
            continue;
        }
        fe_bexpr *b = bind_arg_value(C, x);
        el[i].type = b->type;
        el[i].is_const = b->kind == FE_B_CONST && const_eval(C, x, &el[i].cval);
        if (b->type->kind == FE_T_MGROUP || b->type->kind == FE_T_LAMBDA)
            el[i].fn = b;
    }
    S->lambda_probe--;
    S->quiet--;
    fe_pop_locals(C, mark);
    a->elems = el;
    a->nelems = e->nlist;
}

/* The arguments bound (values and ref/out addresses) with what overload
 * resolution needs of them; pre (if not NULL) is argument 0 already bound. */
static int build_args(fe_ctx *C, fe_callarg *args, int n, fe_arg *out, fe_bexpr **bound, fe_bexpr *pre)
{
    if (n > MAX_ARGS) {
        ERR(C, args[MAX_ARGS].pos, "too many arguments");
        return 0;
    }
    int ok = 1;
    for (int i = 1; i < n; i++)
        if (args[i - 1].name && !args[i].name) {
            ERR(C, args[i].pos, "named argument specifications must appear after all fixed arguments have been specified");
            ok = 0;
            break;
        }
    for (int i = 0; i < n; i++) {
        out[i].mode = (fe_pmode)args[i].mode;
        out[i].is_const = 0;
        out[i].fn = NULL;
        out[i].elems = NULL;
        out[i].nelems = 0;
        if (args[i].mode == FE_AM_OUT && (args[i].e->kind == FE_E_OUTVAR || is_discard(C, args[i].e))) {
            /* declared (or a temporary) once the parameter's type is known */
            fe_expr *d = args[i].e;
            int typed = d->kind == FE_E_OUTVAR && d->tsyn->kind != FE_TS_VAR;
            out[i].type = typed ? fe_resolve_type(C->S, C->unit, C->ns, d->tsyn) : errt(C);
            bound[i] = NULL;
            if (typed && out[i].type->kind == FE_T_ERROR)
                ok = 0;
            continue;
        }
        if (args[i].mode != FE_AM_VALUE) {
            bound[i] = bind_addr(C, args[i].e, args[i].mode == FE_AM_OUT, args[i].mode == FE_AM_IN);
        } else {
            bound[i] = i == 0 && pre ? pre : bind_arg_value(C, args[i].e);
            out[i].is_const = bound[i]->kind == FE_B_CONST && const_eval(C, args[i].e, &out[i].cval);
            if (bound[i]->type->kind == FE_T_CLASS &&
                (fe_is_localfn_class(bound[i]->type->cls) || fe_is_glocalfn_class(bound[i]->type->cls)) && !(i == 0 && pre))
                bound[i] = fe_localfn_group(C, bound[i], args[i].e->pos);   /* F as an argument: a method group */
        }
        out[i].type = bound[i]->type;
        if (out[i].type->kind == FE_T_MGROUP || out[i].type->kind == FE_T_LAMBDA)
            out[i].fn = bound[i];
        if (bound[i]->kind == FE_B_TARGETED && bound[i]->lam->kind == FE_E_ARRAYINIT)
            coll_arg(C, bound[i]->lam, &out[i]);
        if (out[i].type->kind == FE_T_ERROR)
            ok = 0;
    }
    return ok;
}

static int is_override(const fe_method *m)
{
    if (m->owner->imported)
        return (m->flags & KMOD_METH_VIRTUAL) && !(m->flags & KMOD_METH_NEWSLOT);
    return m->overridden != NULL;
}

static const char *method_sig_text(fe_ctx *C, const fe_method *m)
{
    char buf[512];
    int n = snprintf(buf, sizeof buf, "%s.%s(", m->owner->full,
                     (m->flags & KMOD_METH_CTOR) ? m->owner->name : m->name);
    for (int i = 0; i < m->nparams && n < (int)sizeof buf - 40; i++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%s%s", i ? ", " : "",
                      m->params[i].mode == FE_P_REF ? "ref " : m->params[i].mode == FE_P_OUT ? "out " :
                      m->params[i].mode == FE_P_IN ? "in " : "",
                      fe_type_name(C->S, m->params[i].type));
    snprintf(buf + n, sizeof buf - (size_t)n, ")");
    return fe_sema_strdup(C->S, buf, strlen(buf));
}

/* m's parameters in the order of the call's arguments: a named argument
 * goes to the parameter of its name, an optional parameter without one
 * takes its default, and in the expanded form (expanded) the arguments
 * from the params array's position on are its elements. NULL when the
 * arguments cannot map onto m; m itself when nothing moves. */
static fe_method *arrange(fe_ctx *C, fe_method *m, const fe_callarg *cargs, int nargs, int expanded)
{
    int np = m->nparams, pa = np - 1;
    int *map = fe_bound_alloc(C->S, sizeof *map * (size_t)(nargs + 1));
    uint8_t *given = fe_bound_alloc(C->S, (size_t)np + 1);
    int moved = nargs != np || expanded;
    for (int i = 0; i < nargs; i++) {
        const char *nm = cargs ? cargs[i].name : NULL;
        int j = -1;
        if (nm) {
            for (int k = 0; k < np && j < 0; k++)
                if (m->params[k].name && !strcmp(m->params[k].name, nm))
                    j = k;
            if (j < 0 || (expanded && j == pa))
                return NULL;
        } else if (expanded && i >= pa) {
            map[i] = pa;
            continue;
        } else {
            j = i;
            if (j >= np)
                return NULL;
        }
        if (given[j])
            return NULL;
        given[j] = 1;
        map[i] = j;
        moved |= j != i;
    }
    int defaults = 0;
    for (int j = 0; j < np; j++) {
        if (given[j] || (expanded && j == pa))
            continue;
        if (!default_param(m, j)->has_default)
            return NULL;
        defaults = 1;
    }
    if (!moved && !defaults)
        return m;
    fe_method *v = fe_bound_alloc(C->S, sizeof *v);
    *v = *m;
    v->nparams = nargs;
    v->params = fe_bound_alloc(C->S, sizeof *v->params * (size_t)(nargs + 1));
    for (int i = 0; i < nargs; i++) {
        v->params[i] = m->params[map[i]];
        if (expanded && map[i] == pa && !(cargs && cargs[i].name)) {
            v->params[i].type = m->params[pa].type->elem;
            v->params[i].mode = FE_P_VALUE;
        }
    }
    v->view_of = m;
    v->argmap = map;
    v->view_expanded = expanded;
    v->view_defaults = defaults;
    v->token = 0;
    return v;
}

/* The candidate m as this call sees it: in its normal form if that
 * applies, else in its expanded form (a params method); NULL if the
 * arguments cannot map onto it. */
static fe_method *call_form(fe_ctx *C, fe_method *m, const fe_callarg *cargs, const fe_arg *args, int nargs)
{
    fe_method *nv = arrange(C, m, cargs, nargs, 0);
    int has_pa = (m->flags & KMOD_METH_PARAMARRAY) && m->nparams > 0 &&
                 m->params[m->nparams - 1].type->kind == FE_T_ARRAY;
    if (nv && (!has_pa || fe_applicable(C->S, nv, args, nargs)))
        return nv;
    fe_method *ev = has_pa ? arrange(C, m, cargs, nargs, 1) : NULL;
    return ev ? ev : nv;
}

/* Candidate f (a form of m) of a call on a receiver of type view
 * (people.Sort((u, v) => u.age - v.age), people a List<(string name, int
 * age)>): its parameter types with the view's element names, in a form of
 * its own whose view_of is m. */
static fe_method *view_form(fe_ctx *C, const fe_type *view, fe_method *m, fe_method *f)
{
    int changed = 0;
    for (int i = 0; i < f->nparams; i++) {
        int j = f->view_of ? f->argmap[i] : i;
        fe_type *tt = m->tmpl && j < m->tmpl->nparams ? m->tmpl->params[j].type : NULL;
        fe_type *t = fe_view_member(C->S, view, m->owner, tt, m->params[j].type);
        if (f->view_expanded && j == m->nparams - 1 && f->params[i].type != m->params[j].type)
            t = t->kind == FE_T_ARRAY ? t->elem : f->params[i].type;   /* an element of the params array */
        if (t == f->params[i].type)
            continue;
        if (!changed && !f->view_of) {   /* the identity form */
            fe_method *v = fe_bound_alloc(C->S, sizeof *v);
            *v = *f;
            v->params = fe_bound_alloc(C->S, sizeof *v->params * (size_t)(f->nparams + 1));
            memcpy(v->params, f->params, sizeof *v->params * (size_t)f->nparams);
            v->argmap = fe_bound_alloc(C->S, sizeof *v->argmap * (size_t)(f->nparams + 1));
            for (int k = 0; k < f->nparams; k++)
                v->argmap[k] = k;
            v->view_of = m;
            v->token = 0;
            f = v;
        }
        changed = 1;
        f->params[i].type = t;
    }
    return f;
}

/* The method a call's view presents (error messages name it). */
static fe_method *real_of(fe_method *m) { return m->view_of ? m->view_of : m; }

/* A named argument no candidate has a parameter for (C#: CS1739). */
static const char *unknown_name(fe_method **all, int n, const fe_callarg *cargs, int nargs)
{
    for (int i = 0; cargs && i < nargs; i++) {
        if (!cargs[i].name)
            continue;
        int found = 0;
        for (int c = 0; c < n && !found; c++)
            for (int k = 0; k < all[c]->nparams && !found; k++)
                found = all[c]->params[k].name && !strcmp(all[c]->params[k].name, cargs[i].name);
        if (!found)
            return cargs[i].name;
    }
    return NULL;
}

/* Type inference for a call to m whose arguments may be named
 * (`Pick(5, which: 1)`): each argument stands at its parameter's place,
 * a parameter left out (optional) gives no bound. */
static int infer_call_named(fe_ctx *C, fe_method *m, const fe_arg *args, int nargs, const fe_callarg *cargs,
                            fe_type **out)
{
    int named = 0;
    for (int i = 0; cargs && i < nargs; i++)
        named |= cargs[i].name != NULL;
    if (!named)
        return fe_infer_call(C, m, args, nargs, out);
    fe_arg *at = fe_bound_alloc(C->S, sizeof *at * (size_t)(m->nparams + 1));
    for (int j = 0; j < m->nparams; j++) {
        memset(&at[j], 0, sizeof at[j]);
        at[j].type = errt(C);   /* no bound from it */
    }
    for (int i = 0; i < nargs; i++) {
        int j = cargs[i].name ? -1 : i;
        for (int k = 0; j < 0 && k < m->nparams; k++)
            if (m->params[k].name && !strcmp(m->params[k].name, cargs[i].name))
                j = k;
        if (j < 0 || j >= m->nparams)
            return 0;
        at[j] = args[i];
    }
    return fe_infer_call(C, m, at, m->nparams, out);
}

static int report_lambda_body(fe_ctx *C, fe_class **cls, int ncls, const char *name, int ext,
                              const fe_arg *args, int nargs);

/* Overload resolution over the methods named `name` from cls up (ctors:
 * only cls), each in the form the call's arguments give it. */
static fe_method *pick(fe_ctx *C, fe_class *cls, const char *name, fe_arg *args, int nargs,
                       const fe_callarg *cargs, int ctors, int prim_first, fe_type *prim_t, fe_pos pos)
{
    FE_VEC(fe_method *) cands = {0};
    FE_VEC(fe_method *) all = {0};
    int total = 0, any_n = 0, not_inferred = 0, constraint_error = 0;
    fe_method *last = NULL;
    fe_type *view = prim_first ? NULL : C->call_view;
    C->call_view = NULL;   /* consumed: the calls inside lambda arguments are their own */
    fe_method *broke = NULL;   /* the first candidate whose inferred arguments break a constraint */
    fe_type *broke_ta[16];
    fe_class **group = C->call_group;   /* using static: these classes' methods together */
    int ngroup = C->call_ngroup, gi = 0;
    C->call_group = NULL;
    C->call_ngroup = 0;
    for (fe_class *c = group ? group[0] : cls, *next; c; c = next) {
        if (group)
            next = ++gi < ngroup ? group[gi] : NULL;
        else
            next = ctors ? NULL : fe_lookup_next(C->S, cls, c);
        if (!group || gi == 1)
            cands.n = 0;
        for (fe_method *m = fe_methods_named(C->S, c, name), *next; m; m = next) {
            next = m->next_named;
            if (is_override(m) || (m->flags & KMOD_METH_SPECIALNAME))
                continue;
            if (!accessible(C, c, m->flags))
                continue;
            if (C->call_ntargs && m->ntparams != C->call_ntargs)
                continue;
            if (C->ext_only && !m->is_ext)
                continue;
            if (m->ntparams) {   /* explicit or inferred type arguments (docs/generics.md) */
                fe_type *inferred[16];
                fe_type **ta = C->call_targs;
                if (!ta) {
                    if (m->ntparams > 16 || !infer_call_named(C, m, args, nargs, cargs, inferred)) {
                        FE_VEC_PUSH(all, m);
                        last = m;
                        total++;
                        not_inferred++;
                        continue;
                    }
                    ta = inferred;
                }
                C->S->quiet += !C->call_targs;   /* inferred: a candidate that breaks a constraint
                                                     drops out (C# 7.3), reported when no other applies */
                fe_method *gi = fe_generic_method_instance(C->S, m, ta, pos);
                C->S->quiet -= !C->call_targs;
                if (!gi && !C->call_targs && !broke) {
                    broke = m;
                    memcpy(broke_ta, ta, sizeof *ta * (size_t)m->ntparams);
                }
                if (!gi) {   /* its (written) arguments break a constraint: reported */
                    constraint_error |= C->call_targs != NULL;
                    continue;
                }
                m = gi;
            }
            if (prim_first) {
                if (!(m->flags & KMOD_METH_STATIC) || m->nparams < 1 || m->params[0].type != prim_t)
                    continue;
                /* view it without its first parameter */
                fe_method *v = fe_bound_alloc(C->S, sizeof *v);
                *v = *m;
                v->params = m->params + 1;
                v->nparams = m->nparams - 1;
                v->token = 0;
                v->overridden = m;   /* the real method */
                m = v;
            }
            FE_VEC_PUSH(all, m);
            last = m;
            total++;
            fe_method *f = call_form(C, m, cargs, args, nargs);
            if (!f)
                continue;
            if (view)
                f = view_form(C, view, m, f);
            FE_VEC_PUSH(cands, f);
            any_n = 1;
        }
        if (!cands.n || (group && next))
            continue;
        fe_generic_drop_ties(cands.v, &cands.n);
        int why;
        fe_method *two[2];
        fe_method *best = fe_resolve(C->S, cands.v, cands.n, args, nargs, &why, two);
        char err[320];
        if (best && !fe_dotnet_check(c, name, cands.v, cands.n, args, nargs, best, err, sizeof err)) {
            ERR(C, pos, "%s", err);
            free(cands.v);
            free(all.v);
            return NULL;
        }
        if (best || why == 1) {
            if (!best && !C->S->quiet && !ctors && report_lambda_body(C, &c, 1, name, C->ext_only, args, nargs))
                ;   /* every candidate applies only as far as a lambda whose body fails: its errors */
            else if (!best)
                ERR(C, pos, "the call is ambiguous between the following methods or properties: '%s' and '%s'",
                    method_sig_text(C, real_of(two[0])), method_sig_text(C, real_of(two[1])));
            free(cands.v);
            free(all.v);
            return best;
        }
    }
    const char *unknown = unknown_name(all.v, all.n, cargs, nargs);
    fe_method *mg = NULL;   /* a method group argument no overload takes: named at the argument */
    for (int j = 0; j < all.n && !mg; j++)
        if (all.v[j]->nparams == nargs)
            mg = all.v[j];
    for (int i = 0; mg && i < nargs; i++)
        if (args[i].fn && args[i].fn->kind == FE_B_MGROUP && fe_delegate_invoke(C->S, mg->params[i].type) &&
            !fe_fn_converts(C->S, args[i].fn, mg->params[i].type)) {
            ERR(C, cargs[i].pos, "no overload for '%s' matches delegate '%s'", args[i].fn->name,
                fe_type_name(C->S, mg->params[i].type));
            free(cands.v);
            free(all.v);
            return NULL;
        }
    free(cands.v);
    free(all.v);
    if (constraint_error)
        return NULL;
    if (broke && !C->S->quiet) {   /* no other candidate: the constraint's error */
        fe_generic_method_instance(C->S, broke, broke_ta, pos);
        return NULL;
    }
    if (total && !ctors && !C->S->quiet && report_lambda_body(C, &cls, 1, name, C->ext_only, args, nargs))
        return NULL;
    if (!total && ctors)   /* every constructor private (CultureInfo's in the corelib) */
        ERR(C, pos, "'%s' has no accessible constructor%s", cls->full,
            cls->imported ? " (Kiln's corelib does not let a program create one)" : "");
    else if (!total)
        ERR(C, pos, "'%s' does not contain a definition for '%s'", cls->full, name);
    else if (not_inferred == total)
        ERR(C, pos, "the type arguments for method '%s' cannot be inferred from the usage. Try specifying the type arguments explicitly",
            name);
    else if (unknown && last->owner->imported)   /* the corelib's parameter names need not be .NET's */
        ERR(C, pos, "named arguments to library methods are not supported ('%s:' in a call of '%s')",
            unknown, ctors ? cls->name : name);
    else if (unknown)
        ERR(C, pos, "the best overload for '%s' does not have a parameter named '%s'",
            ctors ? cls->name : name, unknown);
    else if (!any_n)
        ERR(C, pos, "no overload for method '%s' takes %d arguments",
            ctors ? cls->name : name, nargs);
    else if (total == 1)
        ERR(C, pos, "the best overloaded method match for '%s' has some invalid arguments",
            method_sig_text(C, last));
    else
        ERR(C, pos, "no overload for '%s' matches the argument types", ctors ? cls->name : name);
    return NULL;
}

/* An argument whose evaluation cannot be observed (a constant, a local,
 * a parameter, this): it may be evaluated out of source order. */
static int is_simple(const fe_bexpr *b)
{
    if (b->kind == FE_B_CONV)
        return is_simple(b->a);
    return b->kind == FE_B_CONST || b->kind == FE_B_THIS || b->kind == FE_B_ERROR ||
           (b->kind == FE_B_LOAD && (b->var.kind == FE_V_LOCAL || b->var.kind == FE_V_ARG));
}

/* The arguments of a call to `best` (a method or a call's view of one)
 * in the order of the parameters of *target: each converted to its
 * parameter, a default for an optional parameter left out, the elements
 * of an expanded params array in a new array. *n is the count. */
static fe_bexpr *caller_value(fe_ctx *C, const fe_method *best, const fe_param *p, fe_callarg *args, int nargs,
                              fe_pos at);

static fe_bexpr **convert_args_at(fe_ctx *C, fe_method *best, fe_callarg *args, fe_bexpr **bound, int nargs,
                                  int *bad, fe_method **target, int *n, fe_pos at);

static fe_bexpr **convert_args_at(fe_ctx *C, fe_method *best, fe_callarg *args, fe_bexpr **bound, int nargs,
                                  int *bad, fe_method **target, int *n, fe_pos at)
{
    fe_bexpr **conv = fe_bound_alloc(C->S, sizeof *conv * (size_t)(nargs + 1));
    for (int i = 0; i < nargs; i++) {
        if (!bound[i])
            conv[i] = bind_out_decl(C, args[i].e, best->params[i].type);
        else
            conv[i] = args[i].mode != FE_AM_VALUE ? bound[i]
                                                  : convert_bound(C, bound[i], args[i].e, best->params[i].type);
        if (bound[i] && args[i].mode == FE_AM_VALUE && best->params[i].mode == FE_P_IN && !is_error(conv[i]))
            conv[i] = in_arg(C, conv[i], bound[i], best->params[i].type);
        *bad |= is_error(conv[i]);
    }
    if (!best->view_of) {
        *target = best;
        *n = nargs;
        return conv;
    }
    fe_method *m = best->view_of;
    int np = m->nparams, pa = np - 1, last = -1, reordered = 0;
    fe_bexpr **list = fe_bound_alloc(C->S, sizeof *list * (size_t)(np + 1));
    for (int i = 0; i < nargs; i++) {
        int j = best->argmap[i];
        if (best->view_expanded && j == pa && !args[i].name)
            continue;
        if (j < last)
            reordered = 1;
        last = j;
        list[j] = conv[i];
    }
    if (reordered)
        for (int i = 0; i < nargs; i++)
            if (args[i].name && !is_simple(conv[i])) {
                ERR(C, args[i].pos, "named arguments out of the parameters' order are supported only when each "
                    "is a constant or a local variable (the evaluation order would change)");
                *bad = 1;
                break;
            }
    if (best->view_expanded) {
        fe_bexpr *arr = node(C, FE_B_ARRINIT, m->params[pa].type, args && nargs ? args[0].pos : m->pos);
        arr->list = fe_bound_alloc(C->S, sizeof *arr->list * (size_t)(nargs + 1));
        for (int i = 0; i < nargs; i++)
            if (best->argmap[i] == pa && !args[i].name)
                arr->list[arr->n++] = conv[i];
        list[pa] = arr;
    }
    for (int j = 0; j < np; j++)
        if (!list[j] && default_param(m, j)->caller &&
            (list[j] = caller_value(C, best, default_param(m, j), args, nargs, at)))
            continue;
        else if (!list[j]) {
            fe_const k = default_param(m, j)->defval;
            fe_type *pt = m->params[j].type;
            if (fe_type_is_open(k.type) && !fe_type_is_open(pt))   /* T x = default(T) of M<int>: 0 */
                k.type = pt;
            list[j] = k.type->kind == FE_T_STRUCT ? node(C, FE_B_NEWOBJ, pt, m->params[j].pos)   /* zeroed */
                                                  : const_node(C, &k, m->params[j].pos);
            list[j]->type = pt;
            if (m->params[j].mode == FE_P_IN) {   /* `in int x = 3`: the constant in a temporary */
                fe_bexpr *t = node(C, FE_B_TEMPADDR, fe_byref_of(C->S, m->params[j].type), list[j]->pos);
                t->a = list[j];
                list[j] = t;
            }
        }
    *target = m;
    *n = np;
    return list;
}

/* The calling member's name as C# gives it to [CallerMemberName]: an
 * accessor's property, a lambda's or local function's enclosing method. */
static const char *calling_member(fe_ctx *C)
{
    fe_method *m = C->m;
    if (!m)
        return NULL;
    for (int depth = 0; m && m->lambda && depth < 64; depth++) {
        fe_class *cls;
        fe_method *encl;
        fe_closure_tp_scope(m, &cls, &encl);
        if (!encl || encl == m)
            break;
        m = encl;
    }
    if (!m)
        return NULL;
    const char *n = m->name;
    if ((m->flags & KMOD_METH_SPECIALNAME) && (!strncmp(n, "get_", 4) || !strncmp(n, "set_", 4)))
        return n + 4;
    return n;
}

/* An omitted optional parameter p with a caller-info attribute: the
 * member's name, the call's line, or the source text of the argument
 * given for the parameter it names; NULL: its default stands. */
static fe_bexpr *caller_value(fe_ctx *C, const fe_method *best, const fe_param *p, fe_callarg *args, int nargs,
                              fe_pos at)
{
    fe_const k;
    memset(&k, 0, sizeof k);
    const char *s = NULL;
    if (p->caller == FE_CALLER_LINE) {
        if (!at.line)
            return NULL;
        k.type = T(C, FE_T_INT);
        k.i = at.line;
        return const_node(C, &k, p->pos);
    }
    if (p->caller == FE_CALLER_MEMBER)
        s = calling_member(C);
    for (int i = 0; p->caller == FE_CALLER_ARGEXPR && i < nargs; i++)
        if (best->argmap[i] == p->caller_arg && args[i].text)
            s = args[i].text;
    if (!s)
        return NULL;
    k.type = T(C, FE_T_STRING);
    k.s = s;
    k.slen = strlen(s);
    return const_node(C, &k, p->pos);
}

static void mark_outs(fe_ctx *C, fe_callarg *args, int n)
{
    for (int i = 0; i < n; i++)
        if (args[i].mode == FE_AM_OUT)
            mark_out(C, args[i].e);
}

static fe_bexpr *call_node(fe_ctx *C, fe_method *m, fe_pos pos, fe_bexpr **list, int n)
{
    fe_bexpr *r = node(C, FE_B_CALL, m->ret, pos);
    r->method = m;
    r->list = list;
    r->n = n;
    return r;
}

/* A nameof(x) that did not fold: x names nothing (the lookup's error), or
 * is not a name. */
static fe_bexpr *bind_nameof_error(fe_ctx *C, fe_expr *e)
{
    fe_expr *x = e->args[0].e;
    named nm;
    if (x->kind != FE_E_NAME && x->kind != FE_E_MEMBER)
        ERR(C, x->pos, "this expression does not have a name (nameof takes a name or a member access)");
    else
        bind_head(C, x, &nm, 0);
    return err_node(C, e->pos);
}

/* The struct c's override of Object's virtual m (a user struct's records
 * it; an imported one's is the virtual of that name and parameters), or NULL. */
static fe_method *struct_override(fe_sema *S, fe_class *c, fe_method *m)
{
    for (fe_method *o = fe_methods_named(S, c, m->name); o; o = o->next_named) {
        if ((o->flags & KMOD_METH_STATIC) || !(o->flags & KMOD_METH_VIRTUAL) || o->nparams != m->nparams)
            continue;
        int same = 1;
        for (int i = 0; i < m->nparams && same; i++)
            same = o->params[i].type == m->params[i].type;
        if (same && (o->overridden || c->imported))
            return o;
    }
    return NULL;
}

/* A struct calls Object's virtuals it does not override on its box (C#:
 * `s.ToString()` boxes). Equals and GetHashCode it does not declare are
 * the frontend's field-wise overrides (sema_struct_eq.c), called in place. */
static fe_bexpr *box_struct_call(fe_ctx *C, fe_bexpr *r, fe_pos pos)
{
    fe_bexpr *recv = r->recv ? r->recv : node(C, FE_B_THIS, C->cls->type, pos);
    fe_method *own = struct_override(C->S, recv->type->cls, r->method);
    if (own) {   /* the struct's override: called on its address */
        r->method = own;
        r->flags &= ~FE_BF_VIRT;
        return r;
    }
    const char *name = r->method->name;
    if (fe_is_ref_struct(recv->type)) {
        ERR(C, pos, "'%s' is a ref struct and cannot be boxed: '%s' needs a box when the struct does not override it",
            recv->type->cls->full, name);
        return err_node(C, pos);
    }
    r->recv = conv_node(C, recv, T(C, FE_T_OBJECT));
    r->flags = (r->flags & ~FE_BF_THIS) | FE_BF_VIRT;
    return r;
}

/* recv.M(args) through the extension methods named M in scope: the first
 * class (nearest namespace first, then the usings) with an applicable one,
 * called as M(recv, args); NULL when none applies (nothing reported). */
/* Lambda argument i of a call to candidate m (args[0] the receiver of an
 * extension method): the types its parameters take, from m's other
 * arguments through inference; 0 when they are not known. */
static int lambda_param_types(fe_ctx *C, fe_method *m, const fe_arg *args, int nargs, int i, fe_type **ps)
{
    fe_sema *S = C->S;
    fe_expr *lam = args[i].fn->lam;
    fe_type *out[16] = {0};
    if (m->nparams != nargs || m->ntparams > 16 || !lam || lam->nlparams < 0 || lam->nlparams > 16)
        return 0;
    for (int j = 0; j < nargs && m->ntparams; j++)
        if (!args[j].fn && !fe_generic_unify_arg(S, m, m->params[j].type, &args[j], out))
            return 0;
    fe_method *inv = fe_delegate_invoke(S, m->params[i].type);
    if (!inv || inv->nparams != lam->nlparams)
        return 0;
    fe_subst sub = fe_generic_args_subst(m, out);
    for (int k = 0; k < inv->nparams; k++) {
        ps[k] = lam->lparams[k].tsyn ? fe_resolve_type(S, C->unit, C->ns, lam->lparams[k].tsyn)
                                     : fe_subst_type(S, inv->params[k].type, &sub);
        for (int t = 0; t < m->ntparams; t++)
            if (!out[t] && fe_type_is_open(ps[k]))
                return 0;   /* (an input type inference has not fixed) */
    }
    return 1;
}

/* A call none of whose candidates (the methods called name of classes
 * cls, extension ones when ext) applies: when a lambda argument's body
 * cannot be bound with the parameter types a candidate gives it, that
 * body's own errors are the call's (people.Sum(p => p.Agee): 'Agee', not
 * "no Sum"); 1 when they were reported. */
static int report_lambda_body(fe_ctx *C, fe_class **cls, int ncls, const char *name, int ext,
                              const fe_arg *args, int nargs)
{
    fe_sema *S = C->S;
    for (int i = 0; i < nargs; i++) {
        const fe_bexpr *fn = args[i].fn;
        if (!fn || fn->kind != FE_B_LAMBDA || !fn->lam)
            continue;
        fe_ctx *lc = fn->lctx ? fn->lctx : C;
        for (int k = 0; k < ncls; k++)
            for (fe_class *c = cls[k]; c; c = ext ? NULL : c->base)
                for (fe_method *m = fe_methods_named(S, c, name); m; m = m->next_named) {
                    fe_type *ps[16];
                    if ((ext && !m->is_ext) || !lambda_param_types(C, m, args, nargs, i, ps))
                        continue;
                    if (fe_lambda_body_type(lc, fn->lam, ps))
                        return 0;   /* its body binds: the candidates fail for another reason */
                    return fe_lambda_body_report(lc, fn->lam, ps);
                }
    }
    return 0;
}

static fe_bexpr *ext_candidates(fe_ctx *C, fe_expr *e, fe_bexpr *recv, fe_arg *args, fe_bexpr **bound)
{
    fe_sema *S = C->S;
    fe_expr *callee = e->left;
    int n = e->nargs + 1;
    if (n > MAX_ARGS)
        return NULL;
    fe_arg xa[MAX_ARGS];
    fe_bexpr *xb[MAX_ARGS];
    fe_callarg *xc = fe_bound_alloc(S, sizeof *xc * (size_t)n);
    memset(&xa[0], 0, sizeof xa[0]);
    xa[0].type = recv->type;
    xa[0].mode = FE_P_VALUE;
    xb[0] = recv;
    xc[0].mode = FE_AM_VALUE;
    xc[0].e = callee->left;
    xc[0].pos = callee->left->pos;
    xc[0].name = NULL;
    for (int i = 1; i < n; i++) {
        xa[i] = args[i - 1];
        xb[i] = bound[i - 1];
        xc[i] = e->args[i - 1];
    }
    fe_class *cls[64];
    int ncls = fe_ext_classes(C, callee->name, cls, 64);
    for (int k = 0; k < ncls; k++) {
        S->quiet++;
        C->ext_only++;
        fe_method *best = pick(C, cls[k], callee->name, xa, n, xc, 0, 0, NULL, callee->pos);
        C->ext_only--;
        S->quiet--;
        if (!best)
            continue;
        int bad = 0, cnt;
        fe_method *m;
        fe_bexpr **list = convert_args_at(C, best, xc, xb, n, &bad, &m, &cnt, e->pos);
        mark_outs(C, e->args, e->nargs);
        if (bad)
            return err_node(C, e->pos);
        if (fe_call_dropped(C, m))
            return node(C, FE_B_SEQ, T(C, FE_T_VOID), e->pos);
        return call_node(C, m, e->pos, list, cnt);
    }
    if (!S->quiet && report_lambda_body(C, cls, ncls, callee->name, 1, xa, n))
        return err_node(C, e->pos);
    return NULL;
}

/* recv.M(args) where recv's type has no member M: an extension method's call or C#'s error. */
static fe_bexpr *bind_ext_call(fe_ctx *C, fe_expr *e, named *bd)
{
    fe_arg args[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    fe_expr *callee = e->left;
    if (!build_args(C, e->args, e->nargs, args, bound, NULL))
        return err_node(C, e->pos);
    fe_type *targs[16];
    if (callee->ntargs > 16) {
        ERR(C, callee->pos, "too many type arguments");
        return err_node(C, e->pos);
    }
    for (int i = 0; i < callee->ntargs; i++) {
        targs[i] = fe_resolve_type(C->S, C->unit, C->ns, callee->targs[i]);
        if (targs[i]->kind == FE_T_ERROR)
            return err_node(C, e->pos);
    }
    C->call_targs = callee->ntargs ? targs : NULL;
    C->call_ntargs = callee->ntargs;
    fe_bexpr *r = ext_candidates(C, e, bd->brecv, args, bound);
    C->call_targs = NULL;
    C->call_ntargs = 0;
    if (r)
        return r;
    ERR(C, callee->pos, "'%s' does not contain a definition for '%s' and no accessible extension method '%s' accepting a first argument of type '%s' could be found",
        fe_type_name(C->S, bd->recv_type), bd->name, bd->name, fe_type_name(C->S, bd->recv_type));
    return err_node(C, e->pos);
}

/* A corelib class compiled into the corelib's module holds no generic
 * method; the ones .NET gives it are declared by a companion class in a
 * generic source (compiled with each program that names them) and join its
 * static method group: `string.Join(", ", list)` chooses among String's
 * Join overloads and StringJoin's Join<T> by C#'s rules. A companion's
 * method names are no static method's of the class's bases (the group
 * holds the two classes alone). */
static const struct { const char *cls, *companion_ns, *companion; } companions[] = {
    {"System.String", "System", "StringJoin"},   /* corelib/StringJoin.cs */
};

/* The companion of class c declaring methods named `name`, or NULL. */
static fe_class *companion_of(fe_ctx *C, const fe_class *c, const char *name)
{
    for (size_t i = 0; c && i < sizeof companions / sizeof companions[0]; i++)
        if (!strcmp(c->full, companions[i].cls)) {
            fe_class *k = fe_find_class(C->S, companions[i].companion_ns, companions[i].companion);
            return k && fe_methods_named(C->S, k, name) ? k : NULL;
        }
    return NULL;
}

/* bd (methods through a type name) with its class's companion when that
 * declares methods of bd's name. */
static void companion_group(fe_ctx *C, named *bd)
{
    fe_class *k = bd->kind == R_METHODS && bd->via_type && !bd->group ? companion_of(C, bd->mcls, bd->name) : NULL;
    if (!k)
        return;
    bd->group = fe_sema_alloc(C->S, sizeof *bd->group * 2);
    bd->group[0] = bd->mcls;
    bd->group[1] = k;
    bd->ngroup = 2;
}

/* A call of a [Conditional] method (or of an override of one) whose symbols
 * are all undefined in the calling file is dropped, its arguments bound
 * but never evaluated (C# 22.5.3.2). */
const fe_method *fe_conditional_of(const fe_method *m)
{
    for (int depth = 0; m && depth < FE_MAX_CLASS_DEPTH; m = m->overridden, depth++)
        if (m->ncond)
            return m;
    return NULL;
}

int fe_call_dropped(fe_ctx *C, const fe_method *m)
{
    m = fe_conditional_of(m);
    if (!m)
        return 0;
    for (int i = 0; i < m->ncond; i++)
        if (fe_pp_defined(C->unit ? C->unit->defines : NULL, m->cond[i]))
            return 0;
    return 1;
}

/* System.<cls>.<name>(arr, args...) (corelib/Array.cs), arr bound
 * already, args as written: how the frontend calls the corelib's helpers
 * over a T[] (Kiln's arrays derive from object, not System.Array). */
static fe_bexpr *array_helper_call(fe_ctx *C, const char *cls_name, const char *name, fe_bexpr *arr,
                                   const fe_callarg *args, int nargs, fe_pos pos)
{
    fe_expr *sys = fe_bound_alloc(C->S, sizeof *sys), *cls = fe_bound_alloc(C->S, sizeof *cls);
    fe_expr *of = fe_bound_alloc(C->S, sizeof *of), *leaf = fe_bound_alloc(C->S, sizeof *leaf);
    fe_expr *call = fe_bound_alloc(C->S, sizeof *call);
    fe_expr *all[] = {sys, cls, of, leaf, call};
    for (int i = 0; i < 5; i++) {
        all[i]->pos = pos;
        all[i]->local = -1;
    }
    sys->kind = FE_E_NAME;
    sys->name = "System";
    cls->kind = FE_E_MEMBER;
    cls->left = sys;
    cls->name = cls_name;
    of->kind = FE_E_MEMBER;
    of->left = cls;
    of->name = name;
    leaf->kind = FE_E_CONDRECV;   /* a leaf whose value is arr, bound already */
    leaf->sym = arr;
    call->kind = FE_E_CALL;
    call->left = of;
    call->nargs = 1 + nargs;
    call->args = fe_bound_alloc(C->S, sizeof *call->args * (size_t)(1 + nargs));
    call->args[0].mode = FE_AM_VALUE;
    call->args[0].e = leaf;
    call->args[0].pos = pos;
    for (int i = 0; i < nargs; i++)
        call->args[1 + i] = args[i];
    return fe_bind_expr(C, call);
}

/* System.ArrayClone.Of(arr): a shallow copy of the T[] arr, typed object. */
fe_bexpr *fe_array_clone_of(fe_ctx *C, fe_bexpr *arr, fe_pos pos)
{
    return array_helper_call(C, "ArrayClone", "Of", arr, NULL, 0, pos);
}

/* System.Array's instance methods on a T[] other than Clone: the
 * corelib's ArrayMembers (corelib/Array.cs) takes the array first. */
static const char *const array_members[] = {"CopyTo", "GetLength", "GetLongLength", "GetLowerBound", "GetUpperBound"};

static int is_array_member(const char *name)
{
    for (size_t i = 0; i < sizeof array_members / sizeof array_members[0]; i++)
        if (!strcmp(name, array_members[i]))
            return 1;
    return !strcmp(name, "Clone");
}

/* a.Clone(), a.CopyTo(dst, i), a.GetLength(d) ... on an array. */
static fe_bexpr *bind_array_call(fe_ctx *C, fe_expr *e, named *bd)
{
    const char *name = e->left->name;
    if (e->left->ntargs) {
        ERR(C, e->pos, "the non-generic method '%s' cannot be used with type arguments", name);
        return err_node(C, e->pos);
    }
    if (!strcmp(name, "Clone") && e->nargs) {
        ERR(C, e->pos, "no overload for method 'Clone' takes %d arguments", e->nargs);
        return err_node(C, e->pos);
    }
    fe_bexpr *recv = named_recv(C, bd);
    if (!recv || is_error(recv))
        return err_node(C, e->pos);
    if (!strcmp(name, "Clone"))
        return recv->type->kind == FE_T_MDARRAY ? fe_md_clone(C, recv, e->pos) : fe_array_clone_of(C, recv, e->pos);
    return array_helper_call(C, "ArrayMembers", name, recv, e->args, e->nargs, e->pos);
}

static fe_bexpr *bind_call(fe_ctx *C, fe_expr *e)
{
    fe_expr *callee = e->left;
    fe_arg args[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    named bd;
    if (is_nameof(C, e))
        return bind_nameof_error(C, e);
    fe_bexpr *en = fe_bind_enum_static(C, e);   /* Enum.GetNames<E>() ... (bind_enum.c) */
    if (en)
        return en;
    fe_bexpr *dv = NULL;   /* a delegate value the call invokes */
    if (callee->kind != FE_E_NAME && callee->kind != FE_E_MEMBER) {
        dv = fe_bind_expr(C, callee);
        if (is_error(dv))
            return err_node(C, e->pos);
    } else {
        fe_expr *saved_callee = C->ext_callee;
        C->ext_callee = callee;
        int ok = bind_head(C, callee, &bd, 0);
        C->ext_callee = saved_callee;
        if (!ok)
            return err_node(C, e->pos);
        if (bd.kind == R_EXT)
            return bind_ext_call(C, e, &bd);
        if (bd.kind == R_ARRCALL)
            return bind_array_call(C, e, &bd);
        companion_group(C, &bd);
        if (bd.kind == R_TYPE || bd.kind == R_NS || bd.kind == R_ERROR) {
            ERR(C, e->pos, "'%s' is not a method", callee->name);
            return err_node(C, e->pos);
        }
        if (bd.kind != R_METHODS) {
            dv = load_named(C, &bd, callee->pos);
            if (is_error(dv))
                return err_node(C, e->pos);
        }
    }
    if (dv) {   /* d(args): d.Invoke(args); a generic local function F: F.Invoke<..>(args) */
        if (!fe_delegate_invoke(C->S, dv->type) && !(dv->type->kind == FE_T_CLASS && fe_is_glocalfn_class(dv->type->cls))) {
            if (callee->kind == FE_E_NAME || callee->kind == FE_E_MEMBER)
                ERR(C, e->pos, "non-invocable member '%s' cannot be used like a method", callee->name);
            else
                ERR(C, e->pos, "method name expected");
            return err_node(C, e->pos);
        }
        memset(&bd, 0, sizeof bd);
        bd.kind = R_METHODS;
        bd.mcls = dv->type->cls;
        bd.name = fe_localfn_method_name(dv->type->cls);
        bd.recv = callee;
        bd.recv_type = dv->type;
        bd.brecv = dv;
    }
    if (bd.recv && bd.recv_type && fe_is_enum_like(bd.recv_type) && !bd.via_type &&
        !strcmp(bd.name, "ToString") && e->nargs == 1 && e->args[0].mode == FE_AM_VALUE && !e->args[0].name) {
        fe_bexpr *recv = load_recv(C, &bd);   /* e.ToString(format) (bind_enum.c), e unboxed */
        fe_bexpr *fmt = is_error(recv) ? recv : fe_bind_to(C, e->args[0].e, T(C, FE_T_STRING));
        return is_error(fmt) ? fmt : fe_bind_enum_tostring(C, recv, fmt, e->pos);
    }
    if (bd.recv && bd.recv_type && !bd.via_type && !strcmp(bd.name, "GetType") && bd.kind == R_METHODS &&
        (fe_is_numeric(bd.recv_type) || bd.recv_type->kind == FE_T_BOOL || bd.recv_type->kind == FE_T_ENUM)) {
        fe_bexpr *recv = named_recv(C, &bd);   /* the boxed value's Object.GetType() */
        return is_error(recv) ? recv : fe_bind_gettype(C, recv, e);
    }
    if (bd.recv && bd.recv_type && fe_is_enum_like(bd.recv_type) && !bd.via_type && fe_enum_value_method(bd.name)) {
        fe_bexpr *recv = load_recv(C, &bd);   /* e.HasFlag(f), e.CompareTo(x), e.Equals(x) (bind_enum.c) */
        return is_error(recv) ? recv : fe_bind_enum_method(C, recv, e);
    }
    if (!build_args(C, e->args, e->nargs, args, bound, NULL))
        return err_node(C, e->pos);
    if (bd.kind == R_METHODS && !bd.recv && !fe_enum_boxed_args_ok(C, bd.mcls, bd.name, bound, e->nargs, e->pos))
        return err_node(C, e->pos);
    if (bd.kind == R_METHODS && !bd.recv && e->nargs == 1 && args[0].mode == FE_P_VALUE &&
        fe_is_enum_like(bound[0]->type) && fe_is_core_convert(bd.mcls)) {   /* Convert.ToInt32(e) (bind_enum.c) */
        if (!strcmp(bd.name, "ToString"))
            return fe_bind_enum_tostring(C, bound[0], const_node(C, &(fe_const){.type = T(C, FE_T_STRING)}, e->pos),
                                         e->pos);
        bound[0] = fe_enum_as_underlying(C, bound[0]);
        args[0].type = bound[0]->type;
        args[0].is_const = 0;
    }
    fe_type *rt = bd.recv ? bd.recv_type : NULL;
    int prim = rt && !fe_is_ref(rt) && rt->kind != FE_T_TYPARAM && rt->kind != FE_T_STRUCT;
    fe_type *pt = prim && rt->kind == FE_T_ENUM ? fe_enum_base(C->S, rt) : rt;
    fe_class *start = bd.mcls;
    if (prim && rt->kind == FE_T_ENUM && strcmp(bd.name, "ToString"))
        start = fe_member_class(C->S, pt);
    if (!start) {
        ERR(C, callee->pos, "'%s' has no method '%s'", fe_type_name(C->S, rt ? rt : errt(C)), bd.name);
        return err_node(C, e->pos);
    }
    fe_type *targs[16];
    C->call_targs = NULL;
    C->call_ntargs = callee->ntargs;
    if (callee->ntargs > 16) {
        ERR(C, callee->pos, "too many type arguments");
        return err_node(C, e->pos);
    }
    for (int i = 0; i < callee->ntargs; i++) {
        targs[i] = fe_resolve_type(C->S, C->unit, C->ns, callee->targs[i]);
        if (targs[i]->kind == FE_T_ERROR)
            return err_node(C, e->pos);
        C->call_targs = targs;
    }
    /* instance methods first; when none applies, the extension methods in scope (C# 12.8.10.3) */
    int try_ext = bd.recv && !bd.via_type && !bd.is_base && !dv && fe_ext_in_scope(C, bd.name);
    C->S->quiet += try_ext;
    C->call_view = rt && rt->vargs ? rt : NULL;
    C->call_group = bd.group;
    C->call_ngroup = bd.ngroup;
    fe_method *best = pick(C, start, bd.name, args, e->nargs, e->args, 0, prim, prim ? pt : NULL, callee->pos);
    C->S->quiet -= try_ext;
    if (!best && try_ext) {
        fe_bexpr *recv = named_recv(C, &bd);
        fe_bexpr *r = recv && !is_error(recv) ? ext_candidates(C, e, recv, args, bound) : NULL;
        if (r) {
            C->call_targs = NULL;
            C->call_ntargs = 0;
            return r;
        }
        C->call_view = rt && rt->vargs ? rt : NULL;
        best = pick(C, start, bd.name, args, e->nargs, e->args, 0, prim, prim ? pt : NULL, callee->pos);
    }
    C->call_targs = NULL;
    C->call_ntargs = 0;
    if (!best)
        return err_node(C, e->pos);
    int bad = 0, n;
    fe_method *m;
    if (prim) {   /* x.M(args) on a primitive: the static M(x, args) */
        fe_bexpr *recv = named_recv(C, &bd);
        fe_bexpr **list = convert_args_at(C, best, e->args, bound, e->nargs, &bad, &m, &n, e->pos);
        mark_outs(C, e->args, e->nargs);
        if (bad || !recv || is_error(recv))
            return err_node(C, e->pos);
        fe_bexpr *r = call_node(C, m->overridden, e->pos, list, n);
        r->recv = recv;
        r->type = m->ret;
        return r;
    }
    int st = (best->flags & KMOD_METH_STATIC) != 0;
    if (!check_static(C, &bd, st, best->name, callee->pos))
        return err_node(C, e->pos);
    fe_bexpr *recv = st ? NULL : named_recv(C, &bd);
    fe_bexpr **list = convert_args_at(C, best, e->args, bound, e->nargs, &bad, &m, &n, e->pos);
    if (bd.is_base)
        m = base_impl(C->S, bd.mcls, m);
    if ((m->flags & KMOD_METH_ABSTRACT) && bd.is_base)
        ERR(C, e->pos, "cannot call an abstract base member: '%s'", method_sig_text(C, m));
    mark_outs(C, e->args, e->nargs);
    if (bad || (recv && is_error(recv)))
        return err_node(C, e->pos);
    if (fe_call_dropped(C, m))
        return node(C, FE_B_SEQ, T(C, FE_T_VOID), e->pos);
    if (fe_conditional_of(m) && fe_conditional_of(m)->unit && fe_conditional_of(m)->unit->corelib_generic) {
        /* corelib/Debug.cs */
        ERR(C, e->pos, "a call of '%s.%s' with its conditional symbol ('%s') defined is not supported",
            m->owner->full, m->name, fe_conditional_of(m)->cond[0]);
        return err_node(C, e->pos);
    }
    fe_bexpr *r = call_node(C, m, e->pos, list, n);
    r->recv = recv;
    if (recv)   /* through a view: the result with its element names */
        r->type = fe_view_member(C->S, recv->type, m->owner, m->tmpl ? m->tmpl->ret : NULL, r->type);
    if (!st && !recv)
        r->flags |= FE_BF_THIS;
    if (virt_call(&bd, m))
        r->flags |= FE_BF_VIRT;
    if (recv && recv->type->kind == FE_T_TYPARAM && bd.constrained)
        r->flags |= FE_BF_CONSTRAINED;
    if (!st && !(m->owner->flags & KMOD_TYPE_VALUETYPE) && !bd.is_base &&
        (recv ? recv->type : C->cls->type)->kind == FE_T_STRUCT)
        return box_struct_call(C, r, e->pos);
    return r;
}

/* The call e (its arguments as written: out var, named ...) bound to the
 * static methods `name` of cls, whatever e's callee says: for a call the
 * frontend redirects (Enum.TryParse<E> to E's synthesized one, bind_enum.c). */
fe_bexpr *fe_bind_static_call(fe_ctx *C, fe_class *cls, const char *name, fe_expr *e)
{
    fe_arg args[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    if (!build_args(C, e->args, e->nargs, args, bound, NULL))
        return err_node(C, e->pos);
    fe_method *best = pick(C, cls, name, args, e->nargs, e->args, 0, 0, NULL, e->left->pos);
    if (!best)
        return err_node(C, e->pos);
    int bad = 0, n;
    fe_method *m;
    fe_bexpr **list = convert_args_at(C, best, e->args, bound, e->nargs, &bad, &m, &n, e->pos);
    mark_outs(C, e->args, e->nargs);
    if (bad)
        return err_node(C, e->pos);
    return call_node(C, m, e->pos, list, n);
}

static fe_bexpr *bind_member_init(fe_ctx *C, fe_class *c, fe_expr *a)
{
    named nm;
    memset(&nm, 0, sizeof nm);
    const char *name = a->left->name;
    if (!lookup_member(C, c, name, &nm, a->left->pos, 0)) {
        fe_bind_expr(C, a->right);
        return err_node(C, a->pos);
    }
    fe_bexpr *r = node(C, FE_B_ASSIGN, T(C, FE_T_VOID), a->pos);
    const char *bad = NULL;
    if (nm.kind == R_FIELD) {
        fe_field *f = nm.field;
        if (f->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL))
            bad = "static field or property '%s.%s' cannot be assigned in an object initializer";
        else if (f->flags & KMOD_FIELD_READONLY)
            bad = "a readonly field '%s.%s' cannot be assigned to (except in a constructor or a variable initializer)";
        r->var.kind = FE_V_FIELD;
        r->var.field = f;
        r->var.type = f->type;
    } else if (nm.kind == R_PROP) {
        fe_prop *p = nm.prop;
        if (p->flags & KMOD_FIELD_STATIC)
            bad = "static field or property '%s.%s' cannot be assigned in an object initializer";
        else if (!p->set)
            bad = "property or indexer '%s.%s' cannot be assigned to -- it is read only";
        else if (!accessible(C, p->owner, p->set->flags))
            bad = "the set accessor of '%s.%s' is inaccessible";
        r->var.kind = FE_V_PROP;
        r->var.set = p->set;
        r->var.virt = p->set && (p->set->flags & KMOD_METH_VIRTUAL) != 0;
        r->var.type = p->type;
    } else {
        bad = "'%s.%s' is not a field or property: an object initializer assigns fields and properties";
    }
    if (bad) {
        ERR(C, a->left->pos, bad, c->full, name);
        fe_bind_expr(C, a->right);
        return err_node(C, a->pos);
    }
    r->a = fe_bind_to(C, a->right, r->var.type);
    return is_error(r->a) ? r->a : r;
}

/* `[args] = value` of an object initializer: an indexer store on the new
 * object (var PROP with args; the object is on the stack when emitted). */
static fe_bexpr *bind_index_init(fe_ctx *C, fe_bexpr *obj, fe_expr *a)
{
    fe_bexpr *r = node(C, FE_B_ASSIGN, T(C, FE_T_VOID), a->pos);
    if (obj->type->kind != FE_T_CLASS || !bind_indexer(C, obj, a->left, 1, &r->var)) {
        if (obj->type->kind != FE_T_CLASS)
            ERR(C, a->left->pos, "cannot apply indexing with [] to an expression of type '%s'",
                fe_type_name(C->S, obj->type));
        fe_bind_expr(C, a->right);
        return err_node(C, a->pos);
    }
    r->a = fe_bind_to(C, a->right, r->var.type);
    return is_error(r->a) ? r->a : r;
}

/* An element `e` / `{ e1, e2 }` of a collection initializer: the call
 * Add(e1, e2) on the new object, chosen as for obj.Add(e1, e2) (C#
 * 12.8.17.2.4); emitted with the object on the stack. A collection
 * expression's spread element `..e` comes as AddRange(e) (el->name). */
static fe_bexpr *bind_collection_add(fe_ctx *C, fe_class *c, fe_expr *el)
{
    fe_arg args[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    if (el->nargs > MAX_ARGS) {
        ERR(C, el->pos, "too many arguments");
        return err_node(C, el->pos);
    }
    if (!build_args(C, el->args, el->nargs, args, bound, NULL))
        return err_node(C, el->pos);
    const fe_class *k = c;
    while (el->name && k && !fe_methods_named(C->S, k, el->name))
        k = k->base;
    if (el->name && !k) {
        ERR(C, el->pos, "a spread element ('..e') into '%s' is not supported (Kiln adds a spread with AddRange: "
            "arrays, List<T> and the collection interfaces)", fe_type_name(C->S, c->type));
        return err_node(C, el->pos);
    }
    fe_method *best = pick(C, c, el->name ? el->name : "Add", args, el->nargs, el->args, 0, 0, NULL, el->pos);
    if (!best)
        return err_node(C, el->pos);
    if (best->flags & KMOD_METH_STATIC) {
        ERR(C, el->pos, "member '%s' cannot be accessed with an instance reference; qualify it with a type name instead",
            best->name);
        return err_node(C, el->pos);
    }
    int bad = 0, n;
    fe_method *m;
    fe_bexpr **list = convert_args_at(C, best, el->args, bound, el->nargs, &bad, &m, &n, el->pos);
    if (bad)
        return err_node(C, el->pos);
    fe_bexpr *r = call_node(C, m, el->pos, list, n);
    if (!(m->owner->flags & KMOD_TYPE_VALUETYPE))
        r->flags |= FE_BF_VIRT;
    return r;
}

/* C#'s rules on what an initializer may mix, and that a collection
 * initializer needs an IEnumerable; 0 after a reported error. */
static int check_init_kinds(fe_ctx *C, fe_expr *e, fe_class *c)
{
    int elements = 0, members = 0;
    for (int i = 0; i < e->nlist; i++) {
        fe_expr *x = e->list[i];
        int el = x->kind == FE_E_CALL;
        if ((el && members) || (!el && elements)) {
            ERR(C, x->pos, "invalid initializer member declarator");
            return 0;
        }
        elements |= el;
        members |= !el;
    }
    fe_class *ie = elements ? fe_find_class(C->S, "System.Collections", "IEnumerable") : NULL;
    if (elements && (!ie || !fe_implements(c, ie))) {
        ERR(C, e->pos, "cannot initialize type '%s' with a collection initializer because it does not implement 'System.Collections.IEnumerable'",
            fe_type_name(C->S, c->type));
        return 0;
    }
    return 1;
}

static fe_bexpr *bind_object_init(fe_ctx *C, fe_expr *e, fe_class *c, fe_bexpr *obj)
{
    for (int i = 0; obj->type->kind == FE_T_STRUCT && i < e->nlist; i++)
        if (e->list[i]->kind == FE_E_CALL || e->list[i]->left->kind == FE_E_INDEX) {
            ERR(C, e->list[i]->pos, "collection and index initializers on structs are not supported");
            return err_node(C, e->pos);
        }
    fe_bexpr *r = node(C, FE_B_OBJINIT, obj->type, e->pos);
    r->a = obj;
    r->n = e->nlist;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(e->nlist + 1));
    if (!check_init_kinds(C, e, c)) {
        return err_node(C, e->pos);
    }
    int bad = 0;
    for (int i = 0; i < e->nlist; i++) {
        fe_expr *x = e->list[i];
        if (x->kind == FE_E_CALL) {
            r->list[i] = bind_collection_add(C, c, x);
        } else if (x->left->kind == FE_E_INDEX) {
            r->list[i] = bind_index_init(C, obj, x);
        } else {
            for (int j = 0; j < i; j++)
                if (e->list[j]->left->kind == FE_E_NAME && !strcmp(e->list[j]->left->name, x->left->name)) {
                    ERR(C, x->left->pos, "duplicate initialization of member '%s'", x->left->name);
                    bad = 1;
                    break;
                }
            r->list[i] = bind_member_init(C, c, x);
        }
        bad |= is_error(r->list[i]);
    }
    return bad ? err_node(C, e->pos) : r;
}

/* `e with { A = v, .. }` (C# 9/10): a copy of e, then the initializer's
 * assignments on the copy (init accessors allowed, as in an object
 * initializer). A record class copies through its <Clone>$ (virtual: the
 * copy has e's run-time type; it returns object, parse_record.c, so the
 * copy is cast back); a struct, a record struct or any other, by value. */
static fe_bexpr *bind_with(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *src = fe_bind_expr(C, e->left);
    fe_type *t = src->type;
    if (is_error(src))
        return src;
    if (t->kind == FE_T_STRUCT && !fe_is_ref_struct(t))
        return bind_object_init(C, e, t->cls, src);
    fe_class *c = t->kind == FE_T_CLASS ? t->cls : NULL;
    if (c && !strncmp(c->name, "<>f__AnonymousType", 18)) {
        ERR(C, e->pos, "`with` on an anonymous type (C# 10) is not supported");
        return err_node(C, e->pos);
    }
    fe_method *clone = c && c->is_record ? fe_find_method(C->S, c, "<Clone>$", 0, NULL, 0) : NULL;
    if (!clone) {
        ERR(C, e->pos, "the receiver type '%s' is not a valid record type and is not a struct type",
            fe_type_name(C->S, t));
        return err_node(C, e->pos);
    }
    fe_bexpr *call = call_node(C, clone, e->pos, NULL, 0);
    call->recv = src;
    call->flags |= FE_BF_VIRT;
    return bind_object_init(C, e, c, conv_node(C, call, t));
}

/* new string(char[]) / (char[], int, int) / (char, int): a call of the
 * corelib's System.StringCtor.Create overload C#'s resolution picks. */
static fe_bexpr *bind_new_string(fe_ctx *C, fe_expr *e)
{
    fe_class *sc = fe_find_class(C->S, "System", "StringCtor");
    if (e->has_init) {
        ERR(C, e->pos, "an object initializer cannot be used with 'string'");
        return err_node(C, e->pos);
    }
    if (!sc) {
        ERR(C, e->pos, "the corelib has no System.StringCtor for `new string(...)`");
        return err_node(C, e->pos);
    }
    if (e->nargs < 1 || e->nargs > 3) {
        ERR(C, e->pos, "'string' does not contain a constructor that takes %d arguments", e->nargs);
        for (int i = 0; i < e->nargs; i++)
            fe_probe(C, e->args[i].e);
        return err_node(C, e->pos);
    }
    fe_arg args[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    if (!build_args(C, e->args, e->nargs, args, bound, NULL))
        return err_node(C, e->pos);
    fe_method *best = pick(C, sc, "Create", args, e->nargs, e->args, 0, 0, NULL, e->pos);
    if (!best)
        return err_node(C, e->pos);
    int bad = 0, n;
    fe_method *m;
    fe_bexpr **list = convert_args_at(C, best, e->args, bound, e->nargs, &bad, &m, &n, e->pos);
    mark_outs(C, e->args, e->nargs);
    return bad ? err_node(C, e->pos) : call_node(C, m, e->pos, list, n);
}

/* Does e's object initializer assign the member `name`? */
static int init_sets(const fe_expr *e, const char *name)
{
    for (int i = 0; e->has_init && i < e->nlist; i++) {
        const fe_expr *x = e->list[i];
        if (x->kind != FE_E_CALL && x->left->kind == FE_E_NAME && !strcmp(x->left->name, name))
            return 1;
    }
    return 0;
}

/* The first `required` member of c (C# 11) that e's initializer leaves
 * unset, or NULL. */
static const char *unset_required(const fe_expr *e, const fe_class *c)
{
    for (int i = 0; i < c->fields.n; i++)
        if (c->fields.v[i]->required && !init_sets(e, c->fields.v[i]->name))
            return c->fields.v[i]->name;
    for (int i = 0; i < c->props.n; i++)
        if (c->props.v[i]->required && !init_sets(e, c->props.v[i]->name))
            return c->props.v[i]->name;
    return NULL;
}

/* `new` of c must set every required member of c and its bases in its
 * object initializer; 0 after reporting the first that it does not. */
static int required_set(fe_ctx *C, const fe_expr *e, const fe_class *c)
{
    for (; c; c = c->base) {
        const char *name = unset_required(e, c);
        if (name) {
            ERR(C, e->pos, "Required member '%s.%s' must be set in the object initializer or attribute constructor.",
                c->full, name);
            return 0;
        }
    }
    return 1;
}

/* new T(args) { init } with T resolved: from its syntax (bind_new) or, for a
 * target-typed new(args) { init }, the type it converts to (fe_bind_to). */
static fe_bexpr *bind_new_of(fe_ctx *C, fe_expr *e, fe_type *t)
{
    if (t->kind == FE_T_ERROR)
        return err_node(C, e->pos);
    if (t->kind == FE_T_TYPARAM) {   /* new T() (docs/generics.md) */
        if (e->nargs || e->has_init)
            ERR(C, e->pos, "'%s': cannot provide arguments when creating an instance of a variable type",
                t->tparam->name);
        else if (!(t->tparam->cflags & (FE_TPC_NEW | FE_TPC_STRUCT)))
            ERR(C, e->pos, "cannot create an instance of the variable type '%s' because it does not have the new() constraint",
                t->tparam->name);
        else
            return node(C, FE_B_NEWOBJ, t, e->pos);
        return err_node(C, e->pos);
    }
    if (t->kind == FE_T_STRUCT && e->nargs == 0 && !fe_struct_default_ctor(C->S, t->cls)) {
        /* new S() of a struct without a declared S(): the zeroed struct */
        if (!required_set(C, e, t->cls))
            return err_node(C, e->pos);
        fe_bexpr *z = node(C, FE_B_NEWOBJ, t, e->pos);
        return e->has_init ? bind_object_init(C, e, t->cls, z) : z;
    }
    if (t->kind == FE_T_STRING)
        return bind_new_string(C, e);
    if ((fe_is_numeric(t) || t->kind == FE_T_BOOL) && !e->nargs && !e->has_init)
        return default_literal(C, e, t);   /* new int(): 0 */
    if (t->kind != FE_T_CLASS && t->kind != FE_T_OBJECT && t->kind != FE_T_STRUCT) {
        ERR(C, e->pos, "cannot create an instance of '%s' with new", fe_type_name(C->S, t));
        return err_node(C, e->pos);
    }
    fe_class *c = t->cls;
    if (!c) {
        ERR(C, e->pos, "the corelib has no System.Object");
        return err_node(C, e->pos);
    }
    if (fe_is_iface(c)) {
        ERR(C, e->pos, "cannot create an instance of the abstract type or interface '%s'", c->full);
        return err_node(C, e->pos);
    }
    if (c->flags & (KMOD_TYPE_ABSTRACT | KMOD_TYPE_STATIC)) {
        ERR(C, e->pos, "cannot create an instance of the %s class '%s'",
            (c->flags & KMOD_TYPE_STATIC) ? "static" : "abstract", c->full);
        return err_node(C, e->pos);
    }
    if (fe_is_delegate_class(c))
        return fe_bind_new_delegate(C, e, t);
    fe_arg args[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    if (!build_args(C, e->args, e->nargs, args, bound, NULL))
        return err_node(C, e->pos);
    C->call_view = t->vargs ? t : NULL;   /* new Heap<(int node, double d)>((a, b) => a.d ..) */
    fe_method *best = pick(C, c, ".ctor", args, e->nargs, e->args, 1, 0, NULL, e->pos);
    if (!best)
        return err_node(C, e->pos);
    int bad = 0, n;
    fe_method *m;
    fe_bexpr **list = convert_args_at(C, best, e->args, bound, e->nargs, &bad, &m, &n, e->pos);
    mark_outs(C, e->args, e->nargs);
    if (bad || (!m->sets_required && !required_set(C, e, c)))
        return err_node(C, e->pos);
    fe_bexpr *r = node(C, FE_B_NEWOBJ, t, e->pos);
    r->method = m;
    r->list = list;
    r->n = n;
    return e->has_init ? bind_object_init(C, e, c, r) : r;
}

static fe_bexpr *bind_new(fe_ctx *C, fe_expr *e)
{
    if (!e->tsyn) {
        ERR(C, e->pos, "target-typed `new()` is not supported here (only as the value of a typed declaration, "
            "an assignment or a return): write new T(...)");
        return err_node(C, e->pos);
    }
    return bind_new_of(C, e, fe_resolve_type(C->S, C->unit, C->ns, e->tsyn));
}

/* new(args) converted to `to` (C# 9): `to`'s constructor, or for T? T's. */
static fe_bexpr *target_typed_new(fe_ctx *C, fe_expr *e, fe_type *to)
{
    fe_type *t = fe_nullable_elem(to);
    fe_bexpr *b = bind_new_of(C, e, t ? t : to);
    e->type = b->type;
    return convert_bound(C, b, e, to);
}

fe_bexpr *fe_bind_ctor_call(fe_ctx *C, fe_class *target, fe_callarg *args, int nargs, fe_pos pos)
{
    fe_arg av[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    if (!build_args(C, args, nargs, av, bound, NULL))
        return NULL;
    fe_method *best = pick(C, target, ".ctor", av, nargs, args, 1, 0, NULL, pos);
    if (!best)
        return NULL;
    int bad = 0, n;
    fe_method *m;
    fe_bexpr **list = convert_args_at(C, best, args, bound, nargs, &bad, &m, &n, pos);
    mark_outs(C, args, nargs);
    if (bad)
        return NULL;
    fe_bexpr *r = call_node(C, m, pos, list, n);
    r->flags |= FE_BF_THIS;
    return r;
}

/* ------------------------------------------------------------- dispatch */

/* throw e where the parser allowed it: an exception, thrown before any
 * value of the expression around it would be made. */
static fe_bexpr *bind_throw_expr(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *x = fe_bind_expr(C, e->left);
    fe_class *exc = fe_find_class(C->S, "System", "Exception");
    fe_type *t = x->type;
    if (is_error(x))
        return x;
    if (t->kind != FE_T_NULL && (t->kind != FE_T_CLASS || !exc || !fe_derives(t->cls, exc))) {
        ERR(C, e->left->pos, "the type caught or thrown must be derived from System.Exception");
        return err_node(C, e->pos);
    }
    fe_bexpr *r = node(C, FE_B_THROW, T(C, FE_T_THROW), e->pos);
    r->a = x;
    fe_da_all(C);   /* what follows is unreachable: every variable counts as assigned */
    return r;
}

/* await e in an async method (docs/async.md): e a Task (no value), a
 * Task<T> (a T) or Task.Yield()'s YieldAwaitable. */
static fe_bexpr *bind_await(fe_ctx *C, fe_expr *e)
{
    if (!C->probe_async && (!C->m || !fe_method_is_async(C->m))) {
        if (C->m && C->m->lambda)
            ERR(C, e->pos, "the 'await' operator can only be used within an async lambda expression or local function");
        else
            ERR(C, e->pos, "the 'await' operator can only be used within an async method");
        fe_bind_expr(C, e->left);
        return err_node(C, e->pos);
    }
    fe_bexpr *x = fe_bind_expr(C, e->left);
    if (is_error(x))
        return x;
    fe_type *t = x->type, *rt = NULL;
    const char *tasks = "System.Threading.Tasks", *cs = "System.Runtime.CompilerServices";
    if (t->kind == FE_T_CLASS) {
        fe_class *c = t->cls->generic ? t->cls->generic : t->cls;
        if (!strcmp(c->ns, tasks) && !strcmp(c->name, "Task"))
            rt = t->cls->generic ? t->cls->targs[0] : T(C, FE_T_VOID);
    } else if (t->kind == FE_T_STRUCT && !strcmp(t->cls->ns, cs) && !strcmp(t->cls->name, "YieldAwaitable")) {
        rt = T(C, FE_T_VOID);
    } else if (t->kind == FE_T_STRUCT && fe_is_value_task(t)) {   /* awaited as its Task (lower_iterator.c) */
        rt = t->cls->generic ? t->cls->targs[0] : T(C, FE_T_VOID);
    }
    if (!rt) {
        ERR(C, e->pos, "awaiting a '%s' is not supported: Kiln awaits Task, Task<TResult>, ValueTask, ValueTask<TResult> and Task.Yield()",
            fe_type_name(C->S, t));
        return err_node(C, e->pos);
    }
    fe_bexpr *r = node(C, FE_B_AWAIT, rt, e->pos);
    r->a = x;
    return r;
}

static fe_bexpr *bind_raw(fe_ctx *C, fe_expr *e)
{
    switch (e->kind) {
    case FE_E_INTERP: return bind_interp(C, e);
    case FE_E_REAL: return fe_bind_decimal_literal(C, e);   /* the others are constants */
    case FE_E_NAME: case FE_E_MEMBER: return bind_name(C, e);
    case FE_E_PREDEF:
        ERR(C, e->pos, "'%s' is a type, which is not valid in the given context",
            fe_type_name(C->S, fe_resolve_type(C->S, C->unit, C->ns, e->tsyn)));
        return err_node(C, e->pos);
    case FE_E_CALL: return bind_call(C, e);
    case FE_E_INDEX: return bind_elem(C, e);
    case FE_E_NEW: return bind_new(C, e);
    case FE_E_ANON: return fe_bind_anon(C, e);
    case FE_E_WITH: return bind_with(C, e);
    case FE_E_NEWARRAY: return bind_newarray(C, e);
    case FE_E_ARRAYLIT: return bind_arraylit(C, e);
    case FE_E_ARRAYINIT:
        if (e->coll_expr) {
            ERR(C, e->pos, "a collection expression ('[...]', C# 12) needs a target type: Kiln gives it one as the value "
                "of a typed declaration, an assignment or a return, not here");
            for (int i = 0; i < e->nlist; i++)
                fe_bind_expr(C, e->list[i]);
        } else
            ERR(C, e->pos, "array initializers can only be used in a variable or field initializer. Try using a new expression instead");
        return err_node(C, e->pos);
    case FE_E_UNARY: return bind_unary(C, e);
    case FE_E_PREINC: case FE_E_PREDEC: case FE_E_POSTINC: case FE_E_POSTDEC:
        return bind_incdec(C, e, 1);
    case FE_E_BINARY: return bind_binary(C, e);
    case FE_E_ASSIGN: return bind_assign(C, e, 1);
    case FE_E_COND: return bind_cond_expr(C, e, NULL);
    case FE_E_CAST: return bind_cast(C, e);
    case FE_E_IS: case FE_E_AS: return bind_is_as(C, e);
    case FE_E_THIS:
        if (C->is_static || !C->cls) {
            ERR(C, e->pos, "keyword 'this' is not valid in a static property, static method, or static field initializer");
            return err_node(C, e->pos);
        }
        return node(C, FE_B_THIS, C->cls->type, e->pos);
    case FE_E_BASE:
        ERR(C, e->pos, "use of keyword 'base' is not valid in this context");
        return err_node(C, e->pos);
    case FE_E_OUTVAR:
        ERR(C, e->pos, "an out variable declaration is only allowed as an out argument of a call");
        return err_node(C, e->pos);
    case FE_E_CHECKED: {
        int saved = C->checked_ctx;
        C->checked_ctx = e->ival ? 1 : 2;
        fe_bexpr *a = fe_bind_expr(C, e->left);
        C->checked_ctx = saved;
        if (is_error(a) || a->kind == FE_B_CONST)
            return a;
        fe_bexpr *r = node(C, FE_B_CHECKED, a->type, e->pos);
        r->a = a;
        r->op = e->ival ? 1 : 2;
        return r;
    }
    case FE_E_CONDACCESS: return fe_bind_cond_access(C, e);   /* bind_nullable.c */
    case FE_E_CONDRECV: return fe_bind_cond_recv(C, e);
    case FE_E_SWITCH: return fe_bind_switch_expr(C, e, NULL);   /* bind_pattern.c */
    case FE_E_TUPLE: return fe_bind_tuple(C, e, NULL);     /* bind_tuple.c */
    case FE_E_LAMBDA: {   /* converted to a delegate type by its use (lower_closure.c) */
        fe_bexpr *b = node(C, FE_B_LAMBDA, T(C, FE_T_LAMBDA), e->pos);
        b->lam = e;
        b->lctx = C;
        return b;
    }
    case FE_E_TYPEOF: return fe_bind_typeof(C, e);   /* bind_typeof.c */
    case FE_E_RANGE: return fe_bind_range(C, e);     /* bind_range.c */
    case FE_E_THROW: return bind_throw_expr(C, e);
    case FE_E_AWAIT: return bind_await(C, e);
    case FE_E_SIZEOF:   /* not a constant (const_sizeof): a type only unsafe code may measure */
        if (fe_resolve_type(C->S, C->unit, C->ns, e->tsyn)->kind != FE_T_ERROR)
            ERR(C, e->pos, "sizeof of a type other than a primitive or an enum needs `unsafe` code, which is not supported");
        return err_node(C, e->pos);
    case FE_E_DEFAULT: {   /* folds unless its type is in error (reported) or void */
        if (!e->tsyn) {
            ERR(C, e->pos, "the `default` literal has no target type here: write default(T)");
            return err_node(C, e->pos);
        }
        fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
        if (t->kind == FE_T_STRUCT)
            return node(C, FE_B_NEWOBJ, t, e->pos);   /* the zeroed struct */
        if (t->kind == FE_T_VOID)
            ERR(C, e->pos, "default(void) is not a value");
        return err_node(C, e->pos);
    }
    default:
        ERR(C, e->pos, "unsupported expression");
        return err_node(C, e->pos);
    }
}

/* An expression statement: no value left behind. */
fe_bexpr *fe_bind_expr_stmt(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *b;
    switch (e->kind) {
    case FE_E_ASSIGN: b = bind_assign(C, e, 0); break;
    case FE_E_PREINC: case FE_E_PREDEC: case FE_E_POSTINC: case FE_E_POSTDEC:
        b = bind_incdec(C, e, 0);
        break;
    case FE_E_CALL: case FE_E_NEW: case FE_E_AWAIT: b = fe_bind_expr(C, e); break;
    case FE_E_CONDACCESS: b = fe_bind_expr(C, e); break;
    case FE_E_THROW:   /* void M() => throw e; and a void lambda's */
        b = fe_bind_expr(C, e);
        b->type = T(C, FE_T_VOID);
        break;
    default:
        ERR(C, e->pos, "only assignment, call, increment, decrement, and new object expressions can be used as a statement");
        return err_node(C, e->pos);
    }
    e->type = b->type;
    return b;
}

/* ------------------------------------------------------------- indexers */

/* The accessor of cls (or a base) named name whose index parameters are
 * those of m (the setter of the getter overload resolution picked). */
static fe_method *indexer_partner(fe_ctx *C, fe_class *cls, const char *name, const fe_method *m)
{
    for (fe_class *c = cls; c; c = c->base)
        for (fe_method *x = fe_methods_named(C->S, c, name); x; x = x->next_named) {
            int n = m->nparams + (name[0] == 's' ? 1 : -1);
            if (x->nparams != n || (x->flags & KMOD_METH_STATIC))
                continue;
            int same = 1;
            for (int i = 0; i < m->nparams && i < x->nparams && same; i++)
                same = x->params[i].type == m->params[i].type;
            if (same)
                return x;
        }
    return NULL;
}

/* obj[args] on a class: overload resolution over the get_Item accessors
 * of its class and bases (the indexers), the arguments converted in
 * parameter order; *var is the indexer variable (FE_V_PROP with args):
 * get, and for a store set. 0 after a reported error. */
static int bind_indexer(fe_ctx *C, fe_bexpr *obj, fe_expr *e, int for_set, fe_bvar *var)
{
    fe_class *cls = obj->type->cls;
    FE_VEC(fe_method *) cands = {0};
    for (fe_class *c = cls; c; c = c->base)
        for (fe_method *m = fe_methods_named(C->S, c, "get_Item"); m; m = m->next_named)
            if (!is_override(m) && !(m->flags & KMOD_METH_STATIC) && accessible(C, c, m->flags))
                FE_VEC_PUSH(cands, m);
    if (!cands.n) {
        int setter = 0;
        for (fe_class *c = cls; c && !setter; c = c->base)
            setter = fe_methods_named(C->S, c, "set_Item") != NULL;
        if (setter)
            ERR(C, e->pos, "indexers without a get accessor are not supported");
        else if (!indexer_rejected(obj->type))
            ERR(C, e->pos, "cannot apply indexing with [] to an expression of type '%s'",
                fe_type_name(C->S, obj->type));
        for (int i = 0; i < e->nargs; i++)
            fe_probe(C, e->args[i].e);
        return 0;
    }
    fe_arg av[MAX_ARGS];
    fe_bexpr *bound[MAX_ARGS];
    if (e->nargs > MAX_ARGS || !build_args(C, e->args, e->nargs, av, bound, NULL)) {
        free(cands.v);
        return 0;
    }
    int why = 0;
    fe_method *two[2] = {NULL, NULL};
    fe_method *best = fe_resolve(C->S, cands.v, cands.n, av, e->nargs, &why, two);
    free(cands.v);
    if (!best) {
        if (why)
            ERR(C, e->pos, "the call is ambiguous between two indexers of '%s'", cls->full);
        else
            ERR(C, e->pos, "no indexer of '%s' takes these arguments", cls->full);
        return 0;
    }
    int bad = 0, n;
    fe_method *m;
    fe_bexpr **list = convert_args_at(C, best, e->args, bound, e->nargs, &bad, &m, &n, e->pos);
    if (bad)
        return 0;
    memset(var, 0, sizeof *var);
    var->kind = FE_V_PROP;
    var->type = best->ret;
    var->recv = obj;
    var->get = m;
    var->virt = !e->left || e->left->kind != FE_E_BASE;   /* no left: an index initializer */
    var->args = list;
    var->nargs = n;
    if (for_set) {
        fe_method *set = indexer_partner(C, best->owner, "set_Item", best);
        if (!set) {
            ERR(C, e->pos, "property or indexer '%s.this' cannot be assigned to -- it is read only",
                best->owner->full);
            return 0;
        }
        if (!accessible(C, set->owner, set->flags)) {
            ERR(C, e->pos, "the set accessor of '%s.this' is inaccessible", set->owner->full);
            return 0;
        }
        var->set = set;
    }
    if (e->left && e->left->kind == FE_E_BASE) {   /* base[i]: the implementations the base class sees */
        var->get = base_impl(C->S, C->cls->base, var->get);
        if (var->set)
            var->set = base_impl(C->S, C->cls->base, var->set);
    }
    return 1;
}
