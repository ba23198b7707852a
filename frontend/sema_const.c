/* sema_const.c - compile-time constant folding with C#'s rules: binary
 * numeric promotion, constant expressions evaluated in a checked context
 * (overflow and division by a constant zero are compile-time errors), and
 * the implicit constant conversions (an int constant in range converts to
 * any integral type, a long one to ulong).
 *
 * Invariants: an integral constant holds its value in fe_const.i, ulong as
 * its bit pattern; doubles in .d, floats in .d rounded to float; strings in .s/.slen (NULL = null).
 */
#include "sema.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

__extension__ typedef __int128 i128;

static int is_int_kind(fe_tkind k) { return k >= FE_T_CHAR && k <= FE_T_ULONG; }

static void range(fe_tkind k, i128 *lo, i128 *hi)
{
    switch (k) {
    case FE_T_CHAR: *lo = 0; *hi = 65535; break;
    case FE_T_BYTE: *lo = 0; *hi = 255; break;
    case FE_T_SBYTE: *lo = -128; *hi = 127; break;
    case FE_T_SHORT: *lo = -32768; *hi = 32767; break;
    case FE_T_USHORT: *lo = 0; *hi = 65535; break;
    case FE_T_INT: *lo = INT32_MIN; *hi = INT32_MAX; break;
    case FE_T_UINT: *lo = 0; *hi = UINT32_MAX; break;
    case FE_T_LONG: *lo = INT64_MIN; *hi = INT64_MAX; break;
    default: *lo = 0; *hi = (i128)UINT64_MAX; break;
    }
}

static i128 value_of(const fe_const *c)
{
    if (c->type->kind == FE_T_ULONG || (c->type->kind == FE_T_ENUM && fe_enum_base_kind(c->type) == FE_T_ULONG))
        return (i128)(uint64_t)c->i;
    return (i128)c->i;
}

static int64_t store(fe_tkind k, i128 v)
{
    switch (k) {
    case FE_T_CHAR: return (int64_t)(uint16_t)v;
    case FE_T_BYTE: return (int64_t)(uint8_t)v;
    case FE_T_SBYTE: return (int64_t)(int8_t)(uint8_t)v;
    case FE_T_SHORT: return (int64_t)(int16_t)(uint16_t)v;
    case FE_T_USHORT: return (int64_t)(uint16_t)v;
    case FE_T_INT: return (int64_t)(int32_t)(uint32_t)v;
    case FE_T_UINT: return (int64_t)(uint32_t)v;
    default: return (int64_t)(uint64_t)v;
    }
}

static int fits(fe_tkind k, i128 v)
{
    i128 lo, hi;
    range(k, &lo, &hi);
    return v >= lo && v <= hi;
}

int fe_const_fits(const fe_const *c, const fe_type *t)
{
    if (!is_int_kind(c->type->kind) || !is_int_kind(t->kind))
        return 0;
    return fits(t->kind, value_of(c));
}

fe_type *fe_promote(fe_sema *S, fe_type *a, fe_type *b)
{
    if (!fe_is_numeric(a) || !fe_is_numeric(b))
        return NULL;
    fe_tkind x = a->kind, y = b->kind;
    if (x == FE_T_DOUBLE || y == FE_T_DOUBLE)
        return fe_prim(S, FE_T_DOUBLE);
    if (x == FE_T_FLOAT || y == FE_T_FLOAT)
        return fe_prim(S, FE_T_FLOAT);
    if (x == FE_T_ULONG || y == FE_T_ULONG) {
        fe_tkind o = x == FE_T_ULONG ? y : x;
        if (o == FE_T_INT || o == FE_T_LONG || o == FE_T_SBYTE || o == FE_T_SHORT)
            return NULL;   /* C#: ambiguous operator */
        return fe_prim(S, FE_T_ULONG);
    }
    if (x == FE_T_LONG || y == FE_T_LONG)
        return fe_prim(S, FE_T_LONG);
    if (x == FE_T_UINT || y == FE_T_UINT) {
        fe_tkind o = x == FE_T_UINT ? y : x;
        if (o == FE_T_INT || o == FE_T_SBYTE || o == FE_T_SHORT)
            return fe_prim(S, FE_T_LONG);
        return fe_prim(S, FE_T_UINT);
    }
    return fe_prim(S, FE_T_INT);
}

fe_type *fe_promote_unary(fe_sema *S, fe_type *a, fe_unop op)
{
    if (op == FE_OP_NOT)
        return a->kind == FE_T_BOOL ? a : NULL;
    if (!fe_is_numeric(a))
        return NULL;
    switch (a->kind) {
    case FE_T_CHAR: case FE_T_BYTE: case FE_T_SBYTE: case FE_T_SHORT: case FE_T_USHORT:
        return fe_prim(S, FE_T_INT);
    case FE_T_UINT: return op == FE_OP_NEG ? fe_prim(S, FE_T_LONG) : a;
    case FE_T_ULONG: return op == FE_OP_NEG ? NULL : a;
    case FE_T_FLOAT: case FE_T_DOUBLE: return op == FE_OP_COMPL ? NULL : a;
    default: return a;
    }
}

fe_fold_err fe_const_convert(fe_sema *S, const fe_const *c, fe_type *t, int checked, fe_const *out)
{
    fe_const r = *c;
    r.type = t;
    fe_tkind from = c->type->kind == FE_T_ENUM ? fe_enum_base_kind(c->type) : c->type->kind;
    fe_tkind to = t->kind == FE_T_ENUM ? fe_enum_base_kind(t) : t->kind;
    if (from == to || fe_is_ref(t) || from == FE_T_BOOL || from == FE_T_STRING) {
        *out = r;
        return FE_FOLD_OK;
    }
    if (is_int_kind(from)) {
        i128 v = value_of(c);
        if (to == FE_T_DOUBLE) {
            r.d = (double)v;
        } else if (to == FE_T_FLOAT) {   /* rounded once, from the integer */
            r.d = c->type->kind == FE_T_ULONG ? (double)(float)(uint64_t)c->i : (double)(float)c->i;
        } else {
            if (checked && !fits(to, v))
                return FE_FOLD_OVERFLOW;
            r.i = store(to, v);
        }
    } else if (from == FE_T_DOUBLE || from == FE_T_FLOAT) {
        double d = c->d;
        if (to == FE_T_DOUBLE) {
            r.d = d;
        } else if (to == FE_T_FLOAT) {
            r.d = (double)(float)d;
        } else {
            double tr = trunc(d);
            i128 lo, hi;
            range(to, &lo, &hi);
            if (isnan(d) || tr < (double)lo || tr > (double)hi)
                return FE_FOLD_OVERFLOW;
            r.i = store(to, (i128)tr);
        }
    }
    *out = r;
    return FE_FOLD_OK;
}

static fe_fold_err fold_double(fe_binop op, double a, double b, fe_const *out)
{
    switch (op) {
    case FE_OP_ADD: out->d = a + b; break;
    case FE_OP_SUB: out->d = a - b; break;
    case FE_OP_MUL: out->d = a * b; break;
    case FE_OP_DIV: out->d = a / b; break;
    case FE_OP_REM: out->d = fmod(a, b); break;
    case FE_OP_EQ: out->i = a == b; break;
    case FE_OP_NE: out->i = a != b; break;
    case FE_OP_LT: out->i = a < b; break;
    case FE_OP_GT: out->i = a > b; break;
    case FE_OP_LE: out->i = a <= b; break;
    case FE_OP_GE: out->i = a >= b; break;
    default: return FE_FOLD_NOTCONST;
    }
    return FE_FOLD_OK;
}

static fe_fold_err fold_int(fe_tkind k, fe_binop op, i128 a, i128 b, fe_const *out)
{
    i128 r;
    int bits = (k == FE_T_LONG || k == FE_T_ULONG) ? 64 : 32;
    switch (op) {
    case FE_OP_ADD: r = a + b; break;
    case FE_OP_SUB: r = a - b; break;
    case FE_OP_MUL: r = a * b; break;
    case FE_OP_DIV:
    case FE_OP_REM:
        if (b == 0)
            return FE_FOLD_DIVZERO;
        if (!fits(k, a / b))   /* MinValue / -1; MinValue % -1 throws too (C# spec) */
            return FE_FOLD_OVERFLOW;
        r = op == FE_OP_DIV ? a / b : a % b;
        break;
    case FE_OP_AND: r = a & b; break;
    case FE_OP_OR: r = a | b; break;
    case FE_OP_XOR: r = a ^ b; break;
    case FE_OP_SHL:
        out->i = store(k, (i128)((uint64_t)a << (b & (bits - 1))));
        return FE_FOLD_OK;
    case FE_OP_SHR:
        out->i = store(k, a >> (b & (bits - 1)));
        return FE_FOLD_OK;
    case FE_OP_EQ: out->i = a == b; return FE_FOLD_OK;
    case FE_OP_NE: out->i = a != b; return FE_FOLD_OK;
    case FE_OP_LT: out->i = a < b; return FE_FOLD_OK;
    case FE_OP_GT: out->i = a > b; return FE_FOLD_OK;
    case FE_OP_LE: out->i = a <= b; return FE_FOLD_OK;
    case FE_OP_GE: out->i = a >= b; return FE_FOLD_OK;
    default: return FE_FOLD_NOTCONST;
    }
    out->i = store(k, r);   /* wrapped: an unchecked context keeps it */
    if (!fits(k, r))
        return FE_FOLD_OVERFLOW;
    return FE_FOLD_OK;
}

static int is_compare(fe_binop op) { return op >= FE_OP_EQ && op <= FE_OP_GE; }

int fe_const_is_null(const fe_const *c)
{
    return !c->s && !c->rope;
}

static const fe_rope *rope_of(fe_sema *S, const fe_const *c)
{
    if (c->rope)
        return c->rope;
    fe_rope *r = fe_sema_alloc(S, sizeof *r);
    r->s = c->s ? c->s : "";
    r->len = c->s ? c->slen : 0;
    return r;
}

/* Writes the leaves of r in order (iteratively: ropes may be deep). */
static void rope_flatten(const fe_rope *r, char *out)
{
    size_t cap = 64, n = 0;
    const fe_rope **stack = malloc(cap * sizeof *stack);
    if (!stack)
        fe_out_of_memory();
    stack[n++] = r;
    while (n) {
        const fe_rope *x = stack[--n];
        if (x->s) {
            memcpy(out, x->s, x->len);
            out += x->len;
            continue;
        }
        if (n + 2 > cap) {
            cap *= 2;
            const fe_rope **ns = realloc(stack, cap * sizeof *stack);
            if (!ns)
                fe_out_of_memory();
            stack = ns;
        }
        stack[n++] = x->right;
        stack[n++] = x->left;
    }
    free(stack);
}

const char *fe_const_str(fe_sema *S, const fe_const *c)
{
    if (c->s || !c->rope)
        return c->s;
    fe_rope *r = (fe_rope *)c->rope;   /* arena-owned: flattened in place once */
    if (!r->s) {
        char *buf = fe_sema_alloc(S, r->len + 1);
        rope_flatten(r, buf);
        r->s = buf;
        r->left = r->right = NULL;
    }
    return r->s;
}

static fe_fold_err fold_string(fe_sema *S, fe_binop op, const fe_const *a, const fe_const *b,
                               fe_const *out)
{
    if (op == FE_OP_ADD) {
        size_t la = fe_const_is_null(a) ? 0 : a->slen, lb = fe_const_is_null(b) ? 0 : b->slen;
        if (la + lb > FE_MAX_CONST_STRING)
            return FE_FOLD_TOOLONG;
        memset(out, 0, sizeof *out);
        out->type = fe_prim(S, FE_T_STRING);
        out->slen = la + lb;
        if (la + lb <= 64) {   /* short: a flat copy is cheaper than a node */
            char *s = fe_sema_alloc(S, la + lb + 1);
            if (la)
                memcpy(s, fe_const_str(S, a), la);
            if (lb)
                memcpy(s + la, fe_const_str(S, b), lb);
            out->s = s;
            return FE_FOLD_OK;
        }
        fe_rope *r = fe_sema_alloc(S, sizeof *r);
        r->left = rope_of(S, a);
        r->right = rope_of(S, b);
        r->len = la + lb;
        out->rope = r;
        return FE_FOLD_OK;
    }
    if (op != FE_OP_EQ && op != FE_OP_NE)
        return FE_FOLD_NOTCONST;
    int an = fe_const_is_null(a), bn = fe_const_is_null(b);
    int eq = (an && bn) || (!an && !bn && a->slen == b->slen &&
                            !memcmp(fe_const_str(S, a), fe_const_str(S, b), a->slen));
    out->i = op == FE_OP_EQ ? eq : !eq;
    out->type = fe_prim(S, FE_T_BOOL);
    return FE_FOLD_OK;
}

fe_fold_err fe_fold_binary(fe_sema *S, fe_binop op, fe_type *opt, const fe_const *a,
                           const fe_const *b, fe_const *out)
{
    memset(out, 0, sizeof *out);
    out->type = is_compare(op) ? fe_prim(S, FE_T_BOOL) : opt;
    if (opt->kind == FE_T_STRING || opt->kind == FE_T_NULL)
        return fold_string(S, op, a, b, out);
    if (opt->kind == FE_T_BOOL) {
        int x = a->i != 0, y = b->i != 0;
        switch (op) {
        case FE_OP_AND: case FE_OP_ANDAND: out->i = x && y; break;
        case FE_OP_OR: case FE_OP_OROR: out->i = x || y; break;
        case FE_OP_XOR: case FE_OP_NE: out->i = x != y; break;
        case FE_OP_EQ: out->i = x == y; break;
        default: return FE_FOLD_NOTCONST;
        }
        return FE_FOLD_OK;
    }
    if (opt->kind == FE_T_DOUBLE)
        return fold_double(op, a->d, b->d, out);
    if (opt->kind == FE_T_FLOAT) {   /* exact in double, then rounded once: float's result */
        fe_fold_err err = fold_double(op, a->d, b->d, out);
        if (!is_compare(op))
            out->d = (double)(float)out->d;
        return err;
    }
    fe_tkind k = opt->kind == FE_T_ENUM ? fe_enum_base_kind(opt) : opt->kind;
    if (!is_int_kind(k))
        return FE_FOLD_NOTCONST;
    return fold_int(k, op, value_of(a), value_of(b), out);
}

/* c + 1 in integral type k (an enum member after c): 0 when it does not fit. */
int fe_const_succ(const fe_const *c, fe_tkind k, fe_const *out)
{
    i128 v = (k == FE_T_ULONG ? (i128)(uint64_t)c->i : (i128)c->i) + 1;
    if (!fits(k, v))
        return 0;
    out->i = store(k, v);
    return 1;
}

fe_fold_err fe_fold_unary(fe_sema *S, fe_unop op, fe_type *opt, const fe_const *a, fe_const *out)
{
    *out = *a;
    out->type = opt;
    if (op == FE_OP_PLUS)
        return FE_FOLD_OK;
    if (op == FE_OP_NOT) {
        out->i = !a->i;
        return FE_FOLD_OK;
    }
    if (fe_is_real(opt)) {
        if (op != FE_OP_NEG)
            return FE_FOLD_NOTCONST;
        out->d = -a->d;
        return FE_FOLD_OK;
    }
    i128 v = value_of(a);
    if (op == FE_OP_COMPL) {
        out->i = store(opt->kind == FE_T_ENUM ? fe_enum_base_kind(opt) : opt->kind, ~v);
        return FE_FOLD_OK;
    }
    out->i = store(opt->kind, -v);   /* wrapped: an unchecked context keeps it */
    if (!fits(opt->kind, -v))
        return FE_FOLD_OVERFLOW;
    return FE_FOLD_OK;
}
