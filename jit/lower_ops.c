/* lower_ops.c - the lowering of the value instructions: arithmetic with
 * wrapping and its overflow and divide checks, conversions, comparisons,
 * branches and switch, fields (and the class-initialization check before a
 * static's or a static method's first use), arrays, casts, ldstr.
 *
 * Invariants: each writes its result into the stack slot of its depth and
 * kind (jit_put, jit_stack_slot); a check that raises ends the current block
 * and continues in a new one (jit_throw_if), so ml->cur is always open.
 */
#include "jit/lower.h"

#include <stdlib.h>

void jit_emit_init_check(mlower *ml, rt_type *t)
{
    lower *L = ml->L;
    if (!t->cctor)
        return;   /* nothing ever to run (init_state is 2 from load), in any process */
    if (!L->tables && atomic_load_explicit(&t->init_state, memory_order_acquire) == 2)
        return;   /* never goes back: knowledge of this process only (tables mode always checks) */
    gcc_jit_rvalue *st = rv(L, mem(L, jit_const_type(L, t), (uint32_t)offsetof(rt_type, init_state), L->t_vint));
    gcc_jit_block *slow = new_block(ml), *next = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, st, i32c(L, 2)), next, slow);
    ml->cur = slow;
    gcc_jit_rvalue *ok = call(L, L->f_ensure_init, 1, jit_const_type(L, t));
    G(block_end_with_conditional)(slow, NULL, ok, next, jit_site_dispatch(ml, ml->cur_off));
    ml->cur = next;
}

static gcc_jit_rvalue *binop(lower *L, enum gcc_jit_binary_op op, gcc_jit_type *t, gcc_jit_rvalue *a,
                             gcc_jit_rvalue *b)
{
    return G(context_new_binary_op)(L->ctx, NULL, op, t, cast(L, a, t), cast(L, b, t));
}

/* Wrapping arithmetic: signed operations are done unsigned and cast back. */
gcc_jit_rvalue *jit_wrap_arith(lower *L, enum gcc_jit_binary_op op, int sk, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    if (sk == SK_R8)
        return binop(L, op, L->t_f64, a, b);
    if (sk == SK_R4)   /* float arithmetic in float precision */
        return binop(L, op, L->t_f32, a, b);
    gcc_jit_type *u = sk == SK_I8 ? L->t_u64 : L->t_u32;
    return cast(L, binop(L, op, u, a, b), sk_type(L, sk));
}

void jit_lower_divrem(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 1);
    gcc_jit_rvalue *a = peek(s, 1), *b = peek(s, 0);
    gcc_jit_lvalue *dst = jit_stack_slot(ml, s->d - 2, sk);
    enum gcc_jit_binary_op bop = (op == IL_DIV || op == IL_DIV_UN) ? GCC_JIT_BINARY_OP_DIVIDE : GCC_JIT_BINARY_OP_MODULO;
    if (sk == SK_R8) {
        gcc_jit_rvalue *r = bop == GCC_JIT_BINARY_OP_DIVIDE ? binop(L, bop, L->t_f64, a, b) : call(L, L->f_fmod, 2, a, b);
        G(block_add_assignment)(ml->cur, ml->loc, dst, r);
        return;
    }
    if (sk == SK_R4) {   /* fmod of the widened floats is exact, so it is fmodf */
        gcc_jit_rvalue *r = bop == GCC_JIT_BINARY_OP_DIVIDE ? binop(L, bop, L->t_f32, a, b)
            : cast(L, call(L, L->f_fmod, 2, cast(L, a, L->t_f64), cast(L, b, L->t_f64)), L->t_f32);
        G(block_add_assignment)(ml->cur, ml->loc, dst, r);
        return;
    }
    gcc_jit_type *t = sk_type(L, sk), *u = sk == SK_I8 ? L->t_u64 : L->t_u32;
    jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, b, G(context_zero)(L->ctx, t)), RT_EXC_DIVIDE_BY_ZERO);
    if (op == IL_DIV_UN || op == IL_REM_UN) {
        G(block_add_assignment)(ml->cur, ml->loc, dst, cast(L, binop(L, bop, u, a, b), t));
        return;
    }
    gcc_jit_rvalue *m1 = G(context_new_rvalue_from_int)(L->ctx, t, -1);
    gcc_jit_rvalue *minv = sk == SK_I8 ? i64c(L, INT64_MIN) : i32c(L, INT32_MIN);
    gcc_jit_block *neg1 = new_block(ml), *normal = new_block(ml), *join = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, b, m1), neg1, normal);
    if (op == IL_DIV) {   /* x / -1 == -x, MinValue / -1 overflows */
        ml->cur = neg1;
        jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, a, minv), RT_EXC_OVERFLOW);
        G(block_add_assignment)(ml->cur, ml->loc, dst, cast(L, G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_MINUS, u, cast(L, a, u)), t));
        G(block_end_with_jump)(ml->cur, ml->loc, join);
    } else {              /* x % -1 == 0, MinValue % -1 overflows (as ECMA-335 rem) */
        ml->cur = neg1;
        jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, a, minv), RT_EXC_OVERFLOW);
        G(block_add_assignment)(ml->cur, ml->loc, dst, G(context_zero)(L->ctx, t));
        G(block_end_with_jump)(ml->cur, ml->loc, join);
    }
    G(block_add_assignment)(normal, NULL, dst, binop(L, bop, t, a, b));
    G(block_end_with_jump)(normal, NULL, join);
    ml->cur = join;
}

void jit_lower_shift(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 1);
    gcc_jit_type *t = sk_type(L, sk), *u = sk == SK_I8 ? L->t_u64 : L->t_u32;
    gcc_jit_rvalue *n = binop(L, GCC_JIT_BINARY_OP_BITWISE_AND, L->t_i32, peek(s, 0), i32c(L, sk == SK_I8 ? 63 : 31));
    gcc_jit_rvalue *a = peek(s, 1), *r;
    if (op == IL_SHL)
        r = cast(L, G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_LSHIFT, u, cast(L, a, u), cast(L, n, u)), t);
    else if (op == IL_SHR_UN)
        r = cast(L, G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, u, cast(L, a, u), cast(L, n, u)), t);
    else
        r = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, t, a, cast(L, n, t));
    G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, s->d - 2, sk), r);
}

void jit_lower_compare(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 1);
    gcc_jit_rvalue *a = peek(s, 1), *b = peek(s, 0), *r;
    bool un = op == IL_CGT_UN || op == IL_CLT_UN;
    bool gt = op == IL_CGT || op == IL_CGT_UN;
    if (op == IL_CEQ) {
        r = cmp(L, GCC_JIT_COMPARISON_EQ, a, b);
    } else if (sk == SK_R8 || sk == SK_R4) {
        if (un)   /* "greater or unordered" is "not less-or-equal" */
            r = G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, L->t_bool,
                                        cmp(L, gt ? GCC_JIT_COMPARISON_LE : GCC_JIT_COMPARISON_GE, a, b));
        else
            r = cmp(L, gt ? GCC_JIT_COMPARISON_GT : GCC_JIT_COMPARISON_LT, a, b);
    } else {
        if (sk == SK_PTR) {   /* references compare as unsigned addresses */
            a = G(context_new_bitcast)(L->ctx, NULL, a, L->t_u64);
            b = G(context_new_bitcast)(L->ctx, NULL, b, L->t_u64);
        } else if (un) {
            gcc_jit_type *u = sk == SK_I4 ? L->t_u32 : L->t_u64;
            a = cast(L, a, u);
            b = cast(L, b, u);
        }
        r = cmp(L, gt ? GCC_JIT_COMPARISON_GT : GCC_JIT_COMPARISON_LT, a, b);
    }
    G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, s->d - 2, SK_I4), cast(L, r, L->t_i32));
}

static gcc_jit_rvalue *d2i(lower *L, gcc_jit_rvalue *d, double lo, double hi, int64_t lores, int64_t hires)
{
    return call(L, L->f_d2i, 5, d, G(context_new_rvalue_from_double)(L->ctx, L->t_f64, lo),
                G(context_new_rvalue_from_double)(L->ctx, L->t_f64, hi), i64c(L, lores), i64c(L, hires));
}

static gcc_jit_rvalue *d2u(lower *L, gcc_jit_rvalue *d, double hi, uint64_t hires)
{
    return call(L, L->f_d2u, 5, d, G(context_new_rvalue_from_double)(L->ctx, L->t_f64, 0.0),
                G(context_new_rvalue_from_double)(L->ctx, L->t_f64, hi),
                G(context_zero)(L->ctx, L->t_u64), cast(L, i64c(L, (int64_t)hires), L->t_u64));
}

void jit_lower_conv(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 0);
    gcc_jit_rvalue *a = peek(s, 0), *r = NULL;
    uint32_t d = s->d - 1;
    if (op == IL_CONV_R4) {   /* rounded to float from a signed integer, a float or a double */
        G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, d, SK_R4), cast(L, a, L->t_f32));
        return;
    }
    if (sk == SK_R4) {   /* a float converts as the double it widens to exactly */
        a = cast(L, a, L->t_f64);
        sk = SK_R8;
    }
    bool fd = sk == SK_R8;
    switch (op) {
    case IL_CONV_I1: r = fd ? d2i(L, a, -128.0, 127.0, -128, 127) : cast(L, a, L->t_i8s); break;
    case IL_CONV_U1: r = fd ? d2i(L, a, 0.0, 255.0, 0, 255) : cast(L, a, L->t_u8); break;
    case IL_CONV_I2: r = fd ? d2i(L, a, -32768.0, 32767.0, -32768, 32767) : cast(L, a, L->t_i16); break;
    case IL_CONV_U2: r = fd ? d2i(L, a, 0.0, 65535.0, 0, 65535) : cast(L, a, L->t_u16); break;
    case IL_CONV_I4:
        r = fd ? d2i(L, a, -2147483648.0, 2147483647.0, INT32_MIN, INT32_MAX) : cast(L, cast(L, a, L->t_u32), L->t_i32);
        break;
    case IL_CONV_U4: r = fd ? d2u(L, a, 4294967295.0, UINT32_MAX) : cast(L, a, L->t_u32); break;
    case IL_CONV_I8:
        r = fd ? d2i(L, a, -9223372036854775808.0, 9223372036854775808.0, INT64_MIN, INT64_MAX) : cast(L, a, L->t_i64);
        break;
    case IL_CONV_U8:
        r = fd ? d2u(L, a, 18446744073709551616.0, UINT64_MAX)
               : sk == SK_I4 ? cast(L, cast(L, a, L->t_u32), L->t_u64) : a;
        break;
    case IL_CONV_R8: r = cast(L, a, L->t_f64); break;
    case IL_CONV_R_UN: r = cast(L, cast(L, a, sk == SK_I4 ? L->t_u32 : L->t_u64), L->t_f64); break;
    default: break;
    }
    int dk = (op == IL_CONV_I8 || op == IL_CONV_U8) ? SK_I8 : (op == IL_CONV_R8 || op == IL_CONV_R_UN) ? SK_R8 : SK_I4;
    G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, d, dk), cast(L, cast(L, r, op == IL_CONV_U4 ? L->t_u32 : sk_type(L, dk)), sk_type(L, dk)));
}

/* Unsigned to i8: an i4 zero-extends; an i8 with the top bit set overflows. */
void jit_lower_conv_ovf_i8_un(mlower *ml, vstack *s)
{
    lower *L = ml->L;
    gcc_jit_rvalue *a = peek(s, 0);
    if (peek_sk(s, 0) == SK_I4) {
        jit_put(ml, s->d - 1, RT_KIND_I8, cast(L, cast(L, cast(L, a, L->t_u32), L->t_u64), L->t_i64));
        return;
    }
    jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_LT, a, G(context_zero)(L->ctx, L->t_i64)), RT_EXC_OVERFLOW);
}

void jit_lower_branch(mlower *ml, vstack *s, const insn *in, uint32_t i)
{
    lower *L = ml->L;
    if (in->op == IL_BR) {
        G(block_end_with_jump)(ml->cur, ml->loc, jit_edge_block(ml, (uint32_t)in->imm));
        return;
    }
    gcc_jit_rvalue *c = cmp(L, in->op == IL_BRTRUE ? GCC_JIT_COMPARISON_NE : GCC_JIT_COMPARISON_EQ, peek(s, 0),
                            sk_zero(L, peek_sk(s, 0)));
    G(block_end_with_conditional)(ml->cur, ml->loc, c, jit_edge_block(ml, (uint32_t)in->imm), jit_fall_block(ml, i));
}

void jit_lower_switch(mlower *ml, vstack *s, const insn *in, uint32_t i)
{
    lower *L = ml->L;
    const uint8_t *p = ml->m->code + in->off + 1;
    uint32_t n = il_read_u32(p);
    gcc_jit_case **cs = jit_xcalloc(n, sizeof *cs);
    for (uint32_t j = 0; j < n; j++) {
        uint32_t t = (uint32_t)((int64_t)in->next + il_read_i32(p + 4 + 4 * j));
        cs[j] = G(context_new_case)(L->ctx, i32c(L, (int)j), i32c(L, (int)j), jit_edge_block(ml, t));
    }
    G(block_end_with_switch)(ml->cur, ml->loc, peek(s, 0), jit_fall_block(ml, i), (int)n, cs);
    free(cs);
}

/* --------------------------------------------------------- fields, arrays */

static gcc_jit_type *field_type(lower *L, const rt_field *f)
{
    return ctype(L, f->kind);
}

/* A primitive field's value; a volatile field's through an acquire load. */
static gcc_jit_rvalue *field_value(mlower *ml, const rt_field *f, gcc_jit_lvalue *lv)
{
    lower *L = ml->L;
    if (f->flags & KMOD_FIELD_VOLATILE)
        return jit_volatile_load(ml, G(lvalue_get_address)(lv, NULL), f->kind);
    return rv(L, lv);
}

/* A struct field's value: copied to the slot of depth (through a local
 * when it comes out of the struct value in that very slot). */
static void load_struct_field(mlower *ml, uint32_t depth, const rt_field *f, gcc_jit_lvalue *lv, bool same_slot)
{
    lower *L = ml->L;
    gcc_jit_rvalue *v = rv(L, lv);
    if (same_slot) {
        gcc_jit_lvalue *t = jit_new_local(ml, jit_struct_type(L, f->type), "fldv");
        G(block_add_assignment)(ml->cur, ml->loc, t, v);
        v = rv(L, t);
    }
    jit_put_value(ml, depth, f->type, v);
}

void jit_lower_field(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_field *f = fld(ml, in);
    bool is_static = in->op == IL_LDSFLD || in->op == IL_STSFLD || in->op == IL_LDSFLDA;
    bool of_value = in->op == IL_LDFLD && peek_sk(s, 0) == SK_VAL;   /* ldfld on a struct value */
    gcc_jit_rvalue *base;
    if (is_static) {
        jit_emit_init_check(ml, f->owner);
        base = jit_const_statics(L, f->owner);
    } else if (of_value) {
        base = jit_value_slot_addr(ml, s->d - 1);
    } else {
        uint32_t at = in->op == IL_STFLD ? 1 : 0;
        base = peek(s, at);
        if (jit_entry_kind(ml, s->top, at) != KMOD_ST_BYREF)   /* a byref is never null in verified code */
            jit_null_check(ml, base);
    }
    bool sv = f->kind == RT_KIND_STRUCT;
    gcc_jit_lvalue *lv = sv ? jit_value_at(L, G(lvalue_get_address)(mem(L, base, f->offset, L->t_u8), NULL), f->type)
                            : mem(L, base, f->offset, field_type(L, f));
    switch (in->op) {
    case IL_LDFLD:
        if (sv)
            load_struct_field(ml, s->d - 1, f, lv, of_value);
        else
            jit_put(ml, s->d - 1, f->kind, field_value(ml, f, lv));
        break;
    case IL_LDSFLD:
        if (sv)
            load_struct_field(ml, s->d, f, lv, false);
        else
            jit_put(ml, s->d, f->kind, field_value(ml, f, lv));
        break;
    case IL_LDFLDA: jit_put(ml, s->d - 1, RT_KIND_BYREF, G(lvalue_get_address)(lv, NULL)); break;
    case IL_LDSFLDA: jit_put(ml, s->d, RT_KIND_BYREF, G(lvalue_get_address)(lv, NULL)); break;
    default:
        if (sv)
            G(block_add_assignment)(ml->cur, ml->loc, lv, rv(L, jit_value_slot(ml, s->d - 1, f->type)));
        else if (f->flags & KMOD_FIELD_VOLATILE)   /* a release store */
            jit_volatile_store(ml, G(lvalue_get_address)(lv, NULL), peek(s, 0), f->kind);
        else
            G(block_add_assignment)(ml->cur, ml->loc, lv, cast(L, peek(s, 0), field_type(L, f)));
        if (is_static)   /* statics are roots, scanned by every collection */
            break;
        if (sv && f->type->nvalue_refs)
            jit_emit_write_barrier_range(ml, G(lvalue_get_address)(lv, NULL), f->type->elem_size);
        else if (f->kind == RT_KIND_REF)
            jit_emit_write_barrier(ml, G(lvalue_get_address)(lv, NULL));
        break;
    }
}

/* Null and bounds checks of arr[idx]; the element lvalue of kind k. An i4
 * index is compared unsigned (negative is out of range), an i8 index as an
 * unsigned 64-bit value, so no high bits are dropped before the check. */
static gcc_jit_lvalue *elem(mlower *ml, gcc_jit_rvalue *arr, gcc_jit_rvalue *idx, int idx_sk, gcc_jit_type *et)
{
    lower *L = ml->L;
    jit_null_check(ml, arr);
    gcc_jit_type *ut = idx_sk == SK_I8 ? L->t_u64 : L->t_u32;
    gcc_jit_rvalue *len = cast(L, rv(L, mem(L, arr, 8, L->t_u32)), ut);
    jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_GE, cast(L, idx, ut), len), RT_EXC_INDEX_OUT_OF_RANGE);
    gcc_jit_rvalue *data = cast(L, G(lvalue_get_address)(mem(L, arr, RT_ARRAY_DATA_OFFSET, L->t_u8), NULL),
                                G(type_get_pointer)(et));
    return G(context_new_array_access)(L->ctx, NULL, data, idx);
}

/* ldelema of a reference element: the array's element type must be exactly
 * the token's type (ECMA-335 III.4.9), checked after the bounds, before any
 * store through the address - a string[] seen as object[] refuses. */
static void exact_elem_check(mlower *ml, gcc_jit_rvalue *arr, rt_type *want)
{
    lower *L = ml->L;
    gcc_jit_rvalue *type = rv(L, mem(L, arr, 0, L->t_ptr));
    gcc_jit_rvalue *have = rv(L, mem(L, type, (int32_t)offsetof(rt_type, elem), L->t_ptr));
    jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_NE, have, jit_const_type(L, want)), RT_EXC_ARRAY_TYPE_MISMATCH);
}

void jit_lower_array(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_module *mod = ml->m->module;
    uint32_t tok = (uint32_t)in->imm;
    switch (in->op) {
    case IL_NEWARR: {
        gcc_jit_rvalue *n = cast(L, peek(s, 0), L->t_i64);   /* i4 sign-extends */
        jit_put(ml, s->d - 1, RT_KIND_REF, call(L, L->f_new_array, 2, jit_const_type(L, rt_resolve_type(mod, tok)), n));
        jit_check_pending(ml);
        return;
    }
    case IL_LDLEN:
        jit_null_check(ml, peek(s, 0));
        jit_put(ml, s->d - 1, RT_KIND_I4, rv(L, mem(L, peek(s, 0), 8, L->t_u32)));
        return;
    case IL_LDELEM: {
        rt_kind k = rt_resolve_sig_kind(mod, tok);
        rt_type *et = rt_resolve_type(mod, tok);
        gcc_jit_lvalue *lv = elem(ml, peek(s, 1), peek(s, 0), peek_sk(s, 0), loc_type(L, k, et));
        if (k == RT_KIND_STRUCT)
            jit_put_value(ml, s->d - 2, et, rv(L, lv));
        else
            jit_put(ml, s->d - 2, k, rv(L, lv));
        return;
    }
    case IL_LDELEMA: {
        rt_kind k = rt_resolve_sig_kind(mod, tok);
        gcc_jit_lvalue *lv = elem(ml, peek(s, 1), peek(s, 0), peek_sk(s, 0), loc_type(L, k, rt_resolve_type(mod, tok)));
        if (k == RT_KIND_REF)
            exact_elem_check(ml, peek(s, 1), rt_resolve_type(mod, tok));
        jit_put(ml, s->d - 2, RT_KIND_BYREF, G(lvalue_get_address)(lv, NULL));
        return;
    }
    default: {   /* STELEM */
        rt_kind k = rt_resolve_sig_kind(mod, tok);
        rt_type *et = rt_resolve_type(mod, tok);
        gcc_jit_lvalue *lv = elem(ml, peek(s, 2), peek(s, 1), peek_sk(s, 1), loc_type(L, k, et));
        if (k == RT_KIND_STRUCT) {
            G(block_add_assignment)(ml->cur, ml->loc, lv, rv(L, jit_value_slot(ml, s->d - 1, et)));
            if (et->nvalue_refs)
                jit_emit_write_barrier_range(ml, G(lvalue_get_address)(lv, NULL), et->elem_size);
            return;
        }
        if (k == RT_KIND_REF) {
            gcc_jit_rvalue *ok = call(L, L->f_store_ok, 2, peek(s, 2), peek(s, 0));
            jit_throw_if(ml, G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, L->t_bool, ok),
                     RT_EXC_ARRAY_TYPE_MISMATCH);
        }
        G(block_add_assignment)(ml->cur, ml->loc, lv, cast(L, peek(s, 0), ctype(L, k)));
        if (k == RT_KIND_REF)
            jit_emit_write_barrier(ml, G(lvalue_get_address)(lv, NULL));
        return;
    }
    }
}

void jit_lower_cast(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_type *t = rt_resolve_type(ml->m->module, (uint32_t)in->imm);
    gcc_jit_lvalue *o = jit_stack_slot(ml, s->d - 1, SK_PTR);
    gcc_jit_block *done = new_block(ml), *test = new_block(ml), *slow = new_block(ml), *bad = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, o), G(context_null)(L->ctx, L->t_ptr)), done, test);
    gcc_jit_rvalue *type = rv(L, mem(L, rv(L, o), 0, L->t_ptr));
    G(block_end_with_conditional)(test, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, type, jit_const_type(L, t)), done, slow);
    G(block_end_with_conditional)(slow, NULL, call(L, L->f_assignable, 2, type, jit_const_type(L, t)), done, bad);
    if (in->op == IL_ISINST) {
        G(block_add_assignment)(bad, NULL, o, G(context_null)(L->ctx, L->t_ptr));
        G(block_end_with_jump)(bad, NULL, done);
    } else {
        gcc_jit_rvalue *a[4] = {
            i32c(L, RT_EXC_INVALID_CAST),
            G(context_new_string_literal)(L->ctx, "Unable to cast object of type '%s' to type '%s'."),
            rv(L, mem(L, type, (uint32_t)offsetof(rt_type, name), L->t_ptr)),
            rv(L, mem(L, jit_const_type(L, t), (uint32_t)offsetof(rt_type, name), L->t_ptr))};
        G(block_add_eval)(bad, NULL, G(context_new_call)(L->ctx, NULL, L->f_throw_kindf, 4, a));
        G(block_end_with_jump)(bad, NULL, jit_site_dispatch(ml, ml->cur_off));
    }
    ml->cur = done;
}

/* ldstr: the module's interned-string cell, or rt_resolve_string on the
 * first use of the literal (the lowering never allocates). */
void jit_lower_ldstr(mlower *ml, uint32_t depth, uint32_t tok)
{
    lower *L = ml->L;
    gcc_jit_type *cell = G(type_get_pointer)(G(type_get_volatile)(L->t_ptr));
    gcc_jit_rvalue *s = rv(L, G(rvalue_dereference)(cast(L, jit_const_string_cell(L, ml->m->module, tok), cell), NULL));
    gcc_jit_lvalue *dst = jit_stack_slot(ml, depth, SK_PTR);
    G(block_add_assignment)(ml->cur, ml->loc, dst, s);
    gcc_jit_block *slow = new_block(ml), *done = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, dst), G(context_null)(L->ctx, L->t_ptr)), slow, done);
    ml->cur = slow;
    uint32_t row = jit_image_row(L, ml->m->module, KMOD_TAB_STRING, KMOD_TOKEN_ROW(tok));
    uint32_t image_tok = KMOD_TOKEN(KMOD_TAB_STRING, row);   /* as the running module numbers it */
    G(block_add_assignment)(slow, NULL, dst, call(L, L->f_resolve_string, 2, jit_const_module(L, ml->m->module),
                                                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)image_tok)));
    jit_check_pending(ml);
    G(block_end_with_jump)(ml->cur, ml->loc, done);
    ml->cur = done;
}
