/* emit_mdarray.c - IL for the multi-dimensional array nodes of
 * bind_mdarray.c (bound.h: FE_B_MDNEW, FE_B_MDFLAT, FE_B_MDINDEX).
 *
 *   MDNEW   ldc rank; newarr int; (dup; ldc d; size_d; stelem int)*
 *           then dup; call MdArray.Total; newarr T   (sizes given)
 *           or the flat ARRINIT                      (an initializer)
 *           dup; ldlen; ldstr name; newobj MdArray(int[], object, int, string)
 *   MDFLAT  array; i; j [; k]  (rank > 3: an int[] of the indices);
 *           ldloca t; call MdArray.FlatN; castclass T[]
 *   MDINDEX ldloc t
 *
 * Invariants: an MDINDEX is emitted after its MDFLAT, whose temporary it
 * reads (the FE_V_ELEM variable's array before its index, spilled or not).
 */
#include "bound.h"

static void emit_lengths(fe_ctx *C, const fe_bexpr *b)
{
    uint32_t isig = fe_sig_token(C->S, fe_prim(C->S, FE_T_INT));
    fe_em_op_i4(&C->b, IL_LDC_I4, b->n);
    fe_em_op_tok(&C->b, IL_NEWARR, isig);
    for (int d = 0; d < b->n; d++) {
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_i4(&C->b, IL_LDC_I4, d);
        fe_emit_expr(C, b->list[d]);
        fe_em_op_tok(&C->b, IL_STELEM, isig);
    }
}

static void emit_new(fe_ctx *C, const fe_bexpr *b)
{
    emit_lengths(C, b);
    if (b->c) {
        fe_emit_expr(C, b->c);
    } else {
        fe_em_op(&C->b, IL_DUP);
        fe_gen_call(C, b->method, 0);
        fe_em_op_tok(&C->b, IL_NEWARR, fe_sig_token(C->S, b->type->elem));
    }
    fe_em_op(&C->b, IL_DUP);
    fe_em_op(&C->b, IL_LDLEN);
    fe_const name = fe_md_net_name(C, fe_emit_type(C->S, b->type));   /* a generic instance's own */
    fe_gen_const(C, &name);
    fe_gen_newobj(C, b->ctor);
}

static void emit_flat(fe_ctx *C, const fe_bexpr *b)
{
    fe_type *it = fe_prim(C->S, FE_T_INT);
    fe_emit_expr(C, b->a);
    if (b->n <= 3) {
        for (int d = 0; d < b->n; d++)
            fe_emit_expr(C, b->list[d]);
    } else {
        fe_bexpr lens = *b;
        emit_lengths(C, &lens);
    }
    int t = fe_gen_temp(C, it);
    ((fe_bexpr *)b)->slot = t;   /* the MDINDEX after it reads it */
    fe_em_op_var(&C->b, IL_LDLOCA, t);
    fe_gen_call(C, b->method, 0);
    fe_em_op_tok(&C->b, IL_CASTCLASS, fe_sig_token(C->S, b->type));
}

void fe_emit_md(fe_ctx *C, const fe_bexpr *b)
{
    switch (b->kind) {
    case FE_B_MDNEW: emit_new(C, b); break;
    case FE_B_MDFLAT: emit_flat(C, b); break;
    case FE_B_MDINDEX: fe_em_op_var(&C->b, IL_LDLOC, b->a->slot); break;
    default: break;
    }
}
