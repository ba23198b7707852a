/* sema_gen.c - typed emission helpers over the emit.c builder: constants,
 * numeric conversions with C#'s unchecked semantics, arithmetic and
 * comparison opcodes chosen by operand type (signed/unsigned/double),
 * indirect, field and call instructions with their stack effects.
 *
 * Invariants: every helper leaves exactly the documented stack effect; the
 * caller has already type-checked the operation.
 */
#include "sema.h"

uint32_t fe_sig_token(fe_sema *S, const fe_type *t)
{
    return KMOD_TOKEN(KMOD_TAB_SIG, fe_type_sig_row(S, t));
}

uint32_t fe_box_token(fe_sema *S, const fe_type *t)
{
    t = fe_emit_type(S, t);
    if (t->kind != FE_T_ENUM)
        return fe_sig_token(S, t);
    uint32_t tok = fe_class_token(S, t->cls);
    uint8_t sig[5] = {KMOD_T_ENUM, (uint8_t)tok, (uint8_t)(tok >> 8), (uint8_t)(tok >> 16),
                      (uint8_t)(tok >> 24)};
    return KMOD_TOKEN(KMOD_TAB_SIG, fe_added(kmod_add_sig(S->out, sig, sizeof sig)));
}

void fe_gen_const(fe_ctx *C, const fe_const *c)
{
    fe_builder *b = &C->b;
    const fe_type *ty = fe_emit_type(C->S, c->type);
    if (ty->kind == FE_T_TYPARAM)   /* default(T) in a definition's open pass */
        ty = fe_prim(C->S, FE_T_NULL);
    if (ty->kind == FE_T_STRUCT) {   /* default(T) in an instance with a struct T */
        fe_gen_default(C, ty);
        return;
    }
    switch (ty->kind == FE_T_ENUM ? fe_enum_base_kind(ty) : ty->kind) {
    case FE_T_LONG: case FE_T_ULONG: fe_em_op_i8(b, IL_LDC_I8, c->i); break;
    case FE_T_DOUBLE: fe_em_op_r8(b, IL_LDC_R8, c->d); break;
    case FE_T_FLOAT: fe_em_op_r4(b, IL_LDC_R4, (float)c->d); break;
    case FE_T_STRING:
        if (fe_const_is_null(c)) {
            fe_em_op(b, IL_LDNULL);
        } else if (!b->dry) {
            uint32_t row = fe_str_row(C->S, fe_const_str(C->S, c), c->slen, 1);
            fe_em_op_tok(b, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_STRING, row));
        }
        break;
    case FE_T_NULL: case FE_T_OBJECT: case FE_T_CLASS: case FE_T_ARRAY: case FE_T_TYPARAM:
    case FE_T_MDARRAY:
        fe_em_op(b, IL_LDNULL);
        break;
    default: fe_em_op_i4(b, IL_LDC_I4, (int32_t)c->i); break;
    }
}

void fe_gen_default(fe_ctx *C, const fe_type *t)
{
    t = fe_emit_type(C->S, t);
    if (t->kind == FE_T_STRUCT) {   /* the zeroed value, through a temporary */
        int tmp = fe_gen_temp(C, (fe_type *)t);
        fe_em_op_var(&C->b, IL_LDLOCA, tmp);
        fe_em_op_tok(&C->b, IL_INITOBJ, fe_sig_token(C->S, t));
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
        return;
    }
    fe_const c = {0};
    c.type = (fe_type *)t;
    if (t->kind == FE_T_ENUM)
        c.type = fe_enum_base(C->S, t);
    fe_gen_const(C, &c);
}

static fe_tkind norm(const fe_type *t)
{
    return t->kind == FE_T_ENUM ? fe_enum_base_kind(t) : t->kind;
}

static int narrow(fe_tkind k) { return k >= FE_T_BOOL && k <= FE_T_UINT; }

/* A signed type held in an i4 (sign-extended on the stack). */
static int signed_i4(fe_tkind k) { return k == FE_T_SBYTE || k == FE_T_SHORT || k == FE_T_INT; }

/* A numeric conversion in a checked context (C# 12.8.20): one conv.ovf
 * opcode, the .un form from an unsigned integer; 0 when the conversion
 * cannot overflow (an implicit one, or to float or double). */
static int checked_conv(fe_ctx *C, fe_tkind f, fe_tkind t)
{
    int un = f == FE_T_CHAR || f == FE_T_BYTE || f == FE_T_USHORT || f == FE_T_UINT || f == FE_T_ULONG;
    if (t == FE_T_DOUBLE || t == FE_T_FLOAT || f == FE_T_BOOL ||
        fe_implicit_numeric(fe_prim(C->S, f), fe_prim(C->S, t)))
        return 0;
    il_opcode o;
    switch (t) {
    case FE_T_BYTE: o = un ? IL_CONV_OVF_U1_UN : IL_CONV_OVF_U1; break;
    case FE_T_SBYTE: o = un ? IL_CONV_OVF_I1_UN : IL_CONV_OVF_I1; break;
    case FE_T_SHORT: o = un ? IL_CONV_OVF_I2_UN : IL_CONV_OVF_I2; break;
    case FE_T_USHORT: o = un ? IL_CONV_OVF_U2_UN : IL_CONV_OVF_U2; break;
    case FE_T_CHAR: o = un ? IL_CONV_OVF_U2_UN : IL_CONV_OVF_U2; break;
    case FE_T_INT: o = un ? IL_CONV_OVF_I4_UN : IL_CONV_OVF_I4; break;
    case FE_T_UINT: o = un ? IL_CONV_OVF_U4_UN : IL_CONV_OVF_U4; break;
    case FE_T_LONG: o = un ? IL_CONV_OVF_I8_UN : IL_CONV_OVF_I8; break;
    case FE_T_ULONG: o = un ? IL_CONV_OVF_U8_UN : IL_CONV_OVF_U8; break;
    default: return 0;
    }
    fe_em_op(&C->b, o);
    return 1;
}

void fe_gen_conv(fe_ctx *C, const fe_type *from, const fe_type *to)
{
    fe_builder *b = &C->b;
    from = fe_emit_type(C->S, from);
    to = fe_emit_type(C->S, to);
    if (from == to || to->kind == FE_T_ERROR || from->kind == FE_T_ERROR)
        return;
    if (from->kind == FE_T_TYPARAM || to->kind == FE_T_TYPARAM)
        return;   /* a definition's open pass: its output is thrown away */
    /* (I)t of a T that is not an I: the box, then a cast */
    int cast = !b->dry && fe_is_valuetype(from) && to->kind == FE_T_CLASS && fe_is_iface(to->cls) &&
               !fe_implicit(C->S, from, to);
    if (fe_nullable_gen_conv(C, from, to)) {   /* emit_nullable.c */
        if (!b->dry)
            fe_lent_iface_need(C->S, to);   /* int? to IComparable<int>: a box of int */
        if (cast)
            fe_em_op_tok(b, IL_CASTCLASS, fe_sig_token(C->S, to));
        return;
    }
    if (fe_is_valuetype(from) && fe_is_ref(to)) {       /* boxing */
        if (b->dry)
            return;
        fe_em_op_tok(b, IL_BOX, fe_box_token(C->S, from));
        fe_lent_iface_need(C->S, to);
        if (cast)
            fe_em_op_tok(b, IL_CASTCLASS, fe_sig_token(C->S, to));
        return;
    }
    if (fe_is_ref(from) && fe_is_valuetype(to)) {       /* unboxing */
        if (!b->dry)
            fe_em_op_tok(b, IL_UNBOX_ANY, fe_box_token(C->S, to));
        return;
    }
    if (fe_is_ref(from) && fe_is_ref(to)) {
        fe_array_iface_need(C->S, from, to);
        fe_lent_iface_need(C->S, to);
        if (!fe_implicit(C->S, from, to) || fe_array_iface_covariant(C->S, from, to))   /* the runtime's row */
            fe_em_op_tok(b, IL_CASTCLASS, fe_sig_token(C->S, to));
        return;
    }
    fe_tkind f = norm(from), t = norm(to);
    if (f == t)
        return;
    if (C->checked_ctx == 1 && checked_conv(C, f, t))
        return;
    int fw = f == FE_T_LONG || f == FE_T_ULONG, fd = f == FE_T_DOUBLE || f == FE_T_FLOAT;
    switch (t) {
    case FE_T_BYTE: fe_em_op(b, IL_CONV_U1); break;
    case FE_T_SBYTE: fe_em_op(b, IL_CONV_I1); break;
    case FE_T_SHORT:
        if (f != FE_T_SBYTE && f != FE_T_BYTE)
            fe_em_op(b, IL_CONV_I2);
        break;
    case FE_T_CHAR:
    case FE_T_USHORT:
        if (f != FE_T_BYTE && f != FE_T_CHAR && f != FE_T_USHORT)
            fe_em_op(b, IL_CONV_U2);
        break;
    case FE_T_INT:
        if (fw || fd)
            fe_em_op(b, IL_CONV_I4);
        break;
    case FE_T_UINT:
        if (fw || fd)
            fe_em_op(b, IL_CONV_U4);
        break;
    case FE_T_LONG:
    case FE_T_ULONG:
        if (fd)
            fe_em_op(b, t == FE_T_LONG ? IL_CONV_I8 : IL_CONV_U8);
        else if (narrow(f))
            fe_em_op(b, signed_i4(f) ? IL_CONV_I8 : IL_CONV_U8);
        break;
    case FE_T_FLOAT:   /* as Roslyn: an unsigned integer through conv.r.un */
        if (f == FE_T_UINT || f == FE_T_ULONG)
            fe_em_op(b, IL_CONV_R_UN);
        fe_em_op(b, IL_CONV_R4);
        break;
    case FE_T_DOUBLE:
        fe_em_op(b, (signed_i4(f) || f == FE_T_LONG) ? IL_CONV_R8
                    : f == FE_T_FLOAT ? IL_CONV_R8 : IL_CONV_R_UN);
        break;
    default: break;
    }
}

void fe_gen_arith(fe_ctx *C, fe_binop op, const fe_type *opt)
{
    if (opt->kind == FE_T_ENUM)
        opt = fe_enum_base(C->S, opt);
    int un = fe_is_unsigned(opt);
    il_opcode o = IL_ADD;
    int ovf = C->checked_ctx == 1 && (fe_is_integral(opt) || opt->kind == FE_T_ENUM);
    switch (op) {
    case FE_OP_ADD: o = ovf ? (un ? IL_ADD_OVF_UN : IL_ADD_OVF) : IL_ADD; break;
    case FE_OP_SUB: o = ovf ? (un ? IL_SUB_OVF_UN : IL_SUB_OVF) : IL_SUB; break;
    case FE_OP_MUL: o = ovf ? (un ? IL_MUL_OVF_UN : IL_MUL_OVF) : IL_MUL; break;
    case FE_OP_DIV: o = un ? IL_DIV_UN : IL_DIV; break;
    case FE_OP_REM: o = un ? IL_REM_UN : IL_REM; break;
    case FE_OP_AND: o = IL_AND; break;
    case FE_OP_OR: o = IL_OR; break;
    case FE_OP_XOR: o = IL_XOR; break;
    case FE_OP_SHL: o = IL_SHL; break;
    case FE_OP_SHR: o = un ? IL_SHR_UN : IL_SHR; break;
    default: break;
    }
    fe_em_op(&C->b, o);
}

static void negate_bool(fe_ctx *C)
{
    fe_em_op_i4(&C->b, IL_LDC_I4, 0);
    fe_em_op(&C->b, IL_CEQ);
}

void fe_gen_compare(fe_ctx *C, fe_binop op, const fe_type *opt)
{
    fe_builder *b = &C->b;
    if (opt->kind == FE_T_ENUM)
        opt = fe_enum_base(C->S, opt);
    int un = fe_is_unsigned(opt), dbl = fe_is_real(opt);
    switch (op) {
    case FE_OP_EQ: fe_em_op(b, IL_CEQ); break;
    case FE_OP_NE: fe_em_op(b, IL_CEQ); negate_bool(C); break;
    case FE_OP_LT: fe_em_op(b, un ? IL_CLT_UN : IL_CLT); break;
    case FE_OP_GT: fe_em_op(b, un ? IL_CGT_UN : IL_CGT); break;
    case FE_OP_LE:   /* !(a > b); for doubles "greater or unordered" */
        fe_em_op(b, (un || dbl) ? IL_CGT_UN : IL_CGT);
        negate_bool(C);
        break;
    case FE_OP_GE:
        fe_em_op(b, (un || dbl) ? IL_CLT_UN : IL_CLT);
        negate_bool(C);
        break;
    default: break;
    }
}

void fe_gen_ldind(fe_ctx *C, const fe_type *t)
{
    fe_em_op_tok(&C->b, IL_LDIND, fe_sig_token(C->S, t));
}

void fe_gen_stind(fe_ctx *C, const fe_type *t)
{
    fe_em_op_tok(&C->b, IL_STIND, fe_sig_token(C->S, t));
}

/* In the corelib's own compilation a class of a generic-source file has no
 * rows (it is compiled with each program that names it, docs/generics.md),
 * so the corelib proper cannot use it or its members (member NULL: the
 * class itself, from fe_class_token): an error at the statement, where a
 * token naming no row gave IL that did not verify or named another type. */
int fe_gen_rowless(fe_ctx *C, int rowless, const fe_class *owner, const char *member)
{
    if (!C->S->corelib || !rowless || (C->cls && (C->cls->rowless || (C->cls->unit && C->cls->unit->corelib_generic))))
        return 0;
    fe_pos pos = C->b.seq.n ? C->b.seq.v[C->b.seq.n - 1].pos : C->m ? C->m->pos : (fe_pos){0, 0, 0};
    fe_error(C->S->diags, pos, "the corelib proper cannot use '%s%s%s': it is declared in a "
             "generic-source file, compiled with each program (docs/generics.md)", owner->full,
             member ? "." : "", member ? member : "");
    return 1;
}

static int gen_field_rowless(fe_ctx *C, fe_field *f)
{
    const fe_class *owner = fe_subst_field(C->S, f)->owner;
    return fe_gen_rowless(C, owner->rowless, owner, f->name);
}

static int gen_method_rowless(fe_ctx *C, fe_method *m)
{
    const fe_method *sm = fe_subst_method(C->S, m);
    return fe_gen_rowless(C, sm->rowless || sm->owner->rowless, sm->owner, m->name);
}

void fe_gen_ldfld(fe_ctx *C, fe_field *f)
{
    if (C->b.dry || gen_field_rowless(C, f))
        return;
    int st = (f->flags & KMOD_FIELD_STATIC) != 0;
    fe_em_op_tok(&C->b, st ? IL_LDSFLD : IL_LDFLD, fe_field_token(C->S, f));
}

void fe_gen_stfld(fe_ctx *C, fe_field *f)
{
    if (C->b.dry || gen_field_rowless(C, f))
        return;
    int st = (f->flags & KMOD_FIELD_STATIC) != 0;
    fe_em_op_tok(&C->b, st ? IL_STSFLD : IL_STFLD, fe_field_token(C->S, f));
}

void fe_gen_ldflda(fe_ctx *C, fe_field *f)
{
    if (C->b.dry || gen_field_rowless(C, f))
        return;
    int st = (f->flags & KMOD_FIELD_STATIC) != 0;
    fe_em_op_tok(&C->b, st ? IL_LDSFLDA : IL_LDFLDA, fe_field_token(C->S, f));
}

void fe_gen_call(fe_ctx *C, fe_method *m, int virt)
{
    if (C->b.dry || gen_method_rowless(C, m))
        return;
    int npop = m->nparams + !(m->flags & KMOD_METH_STATIC);
    int npush = m->ret->kind != FE_T_VOID;
    fe_em_call(&C->b, virt ? IL_CALLVIRT : IL_CALL, fe_method_token(C->S, m), npop, npush);
}

void fe_gen_newobj(fe_ctx *C, fe_method *ctor)
{
    if (C->b.dry || gen_method_rowless(C, ctor))
        return;
    fe_em_call(&C->b, IL_NEWOBJ, fe_method_token(C->S, ctor), ctor->nparams, 1);
}

int fe_gen_temp(fe_ctx *C, fe_type *t)
{
    if (C->b.dry)
        return 0;   /* nothing is emitted: no slot needed */
    return fe_em_add_local(&C->b, t);
}
