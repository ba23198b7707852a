/* bind_decimal.c - the frontend's side of System.Decimal (docs/language.md,
 * "decimal").
 *
 * As C# compilers do, the frontend has no decimal arithmetic of its own:
 * the keyword `decimal` is the corelib struct System.Decimal, whose
 * operators (op_Addition ..., op_Increment), conversions (op_Implicit from
 * the integral types and char, op_Explicit to and from the others) and
 * members are found by the ordinary struct rules. This file adds what the
 * struct alone cannot give:
 *   - the type: `decimal` resolves to System.Decimal (fe_decimal_type);
 *   - literals: `1.50m` is lexed exactly (lex_decimal.c: the 96-bit
 *     integer and the scale as written) and bound as the constructor call
 *     `new decimal(lo, mid, hi, isNegative, scale)`.
 * Invariant: a decimal literal's AST node is FE_E_REAL with ival 2 and str
 * the literal's text without '_' and suffix; nothing folds it. */
#include "fe_internal.h"
#include "sema.h"
#include "bound.h"

#include <stdlib.h>

#include <string.h>

fe_type *fe_decimal_type(fe_sema *S, fe_pos pos)
{
    fe_class *c = fe_find_class(S, "System", "Decimal");
    if (!c || !c->type || c->type->kind != FE_T_STRUCT) {
        fe_sema_error(S, pos, "the type 'decimal' is not supported (the corelib has no System.Decimal)");
        return fe_prim(S, FE_T_ERROR);
    }
    return c->type;
}

int fe_is_decimal(fe_sema *S, const fe_type *t)
{
    return t->kind == FE_T_STRUCT && t->cls && t->cls == fe_find_class(S, "System", "Decimal");
}

static fe_expr *synth_expr(fe_sema *S, fe_ekind kind, fe_pos pos)
{
    fe_expr *e = fe_sema_alloc(S, sizeof *e);
    e->kind = kind;
    e->pos = pos;
    return e;
}

static fe_expr *int_arg(fe_sema *S, uint32_t v, fe_pos pos)
{
    fe_expr *e = synth_expr(S, FE_E_INT, pos);
    e->lit = FE_LIT_INT;
    e->ival = v;
    return e;
}

/* `1.50m`: new decimal(lo, mid, hi, false, scale), bound as written. */
fe_bexpr *fe_bind_decimal_literal(fe_ctx *C, fe_expr *e)
{
    uint32_t parts[3];
    int scale;
    if (fe_decimal_from_text(e->str, parts, &scale))
        parts[0] = parts[1] = parts[2] = 0, scale = 0;   /* the lexer reported it */
    fe_sema *S = C->S;
    fe_typesyn *ts = fe_sema_alloc(S, sizeof *ts);
    ts->kind = FE_TS_PREDEF;
    ts->pos = e->pos;
    ts->predef = FE_PD_DECIMAL;
    fe_callarg *args = fe_sema_alloc(S, 5 * sizeof *args);
    for (int i = 0; i < 3; i++)
        args[i].e = int_arg(S, parts[i], e->pos);
    args[3].e = synth_expr(S, FE_E_BOOL, e->pos);
    args[4].e = int_arg(S, (uint32_t)scale, e->pos);
    for (int i = 0; i < 5; i++)
        args[i].pos = e->pos;
    fe_expr *n = synth_expr(S, FE_E_NEW, e->pos);
    n->tsyn = ts;
    n->args = args;
    n->nargs = 5;
    return fe_bind_expr(C, n);
}

/* The hole {d:F2} of an interpolated string, d (bound: value) a decimal:
 * d.ToString("F2"), the instance method .NET's IFormattable reaches. */
fe_bexpr *fe_bind_decimal_format(fe_ctx *C, fe_expr *hole, fe_bexpr *value)
{
    fe_sema *S = C->S;
    fe_expr *fmt = synth_expr(S, FE_E_STRING, hole->pos);
    fmt->str = hole->str;
    fmt->slen = hole->slen;
    fe_callarg *args = fe_sema_alloc(S, sizeof *args);
    args[0].e = fmt;
    args[0].pos = hole->pos;
    fe_expr *member = synth_expr(S, FE_E_MEMBER, hole->left->pos);
    member->left = hole->left;
    member->name = "ToString";
    fe_expr *call = synth_expr(S, FE_E_CALL, hole->left->pos);
    call->left = member;
    call->args = args;
    call->nargs = 1;
    S->probed = hole->left;   /* the receiver is bound already */
    S->probed_tree = value;
    return fe_bind_expr(C, call);
}
