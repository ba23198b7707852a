/* sema_struct_eq.c - a struct's Equals(object) and GetHashCode() when it
 * does not override them: .NET's ValueType.Equals compares the fields
 * (bitwise when a struct has no references, no padding and no float or
 * double field, else field by field with each field's Equals), and
 * ValueType.GetHashCode hashes them. The frontend writes the overrides
 * into each such struct (FE_SYN_STRUCT_EQUALS, FE_SYN_STRUCT_HASH), so a
 * boxed struct and a call on a struct variable reach them like a user's
 * override (`this` a byref to the value).
 *
 * Equals(object obj): false unless obj is a box of the same struct; then
 * every instance field, in declaration order, equal: integers, bools,
 * chars and enums by value; float and double by their Equals (NaN equals
 * NaN, 0.0 equals -0.0, as the field-wise path of .NET); references by
 * Object.Equals(a, b) (both null, or a.Equals(b)); struct fields by
 * Object.Equals of their boxes (their own Equals, written or synthesized).
 * GetHashCode(): h = h * 31 + hash of each field (its own GetHashCode; 0
 * for null), so equal values hash alike. .NET's value is randomized per
 * process (HashCode's seed), so no program can depend on the number.
 *
 * A ref struct gets neither (it cannot be boxed, C# cannot call them).
 */
#include "sema.h"

#include <string.h>

static int declares(fe_sema *S, fe_class *c, const char *name, int nparams)
{
    fe_type *ot = fe_prim(S, FE_T_OBJECT);
    for (fe_method *m = fe_methods_named(S, c, name); m; m = m->next_named)
        if (m->owner == c && !(m->flags & KMOD_METH_STATIC) && m->nparams == nparams &&
            (nparams == 0 || m->params[0].type == ot))
            return 1;
    return 0;
}

static void add_synth_override(fe_sema *S, fe_class *c, fe_method *o, fe_msynth synth)
{
    fe_method *m = fe_sema_alloc(S, sizeof *m);
    *m = (fe_method){0};
    m->name = o->name;
    m->owner = c;
    m->ret = o->ret;
    m->flags = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL;
    m->pos = c->pos;
    m->unit = c->unit;
    m->nparams = o->nparams;
    m->params = fe_sema_alloc(S, sizeof *m->params * (size_t)(o->nparams + 1));
    for (int i = 0; i < o->nparams; i++)
        m->params[i] = o->params[i];
    m->overridden = o;
    m->synth = synth;
    fe_class_add_method(S, c, m);
}

void fe_declare_struct_equality(fe_sema *S, fe_class *c)
{
    if (!(c->flags & KMOD_TYPE_VALUETYPE) || c->is_enum || (c->flags & KMOD_TYPE_BYREFLIKE))
        return;
    fe_class *obj = fe_find_class(S, "System", "Object");
    fe_type *ot = fe_prim(S, FE_T_OBJECT);
    fe_method *eq = obj ? fe_find_method(S, obj, "Equals", 0, &ot, 1) : NULL;
    fe_method *hc = obj ? fe_find_method(S, obj, "GetHashCode", 0, NULL, 0) : NULL;
    if (eq && (eq->flags & KMOD_METH_VIRTUAL) && !declares(S, c, "Equals", 1))
        add_synth_override(S, c, eq, FE_SYN_STRUCT_EQUALS);
    if (hc && (hc->flags & KMOD_METH_VIRTUAL) && !declares(S, c, "GetHashCode", 0))
        add_synth_override(S, c, hc, FE_SYN_STRUCT_HASH);
}

/* Pushes field f of this (arg 0: a byref, or a reference in a class) or
 * of the local `other` (a struct value, or a reference when is_ref). */
static void load_field(fe_ctx *C, fe_field *f, int other, int is_ref)
{
    if (other < 0)
        fe_em_op_var(&C->b, IL_LDARG, 0);
    else
        fe_em_op_var(&C->b, is_ref ? IL_LDLOC : IL_LDLOCA, other);
    fe_gen_ldfld(C, f);
}

/* Type t's static Equals(t, t) or GetHashCode(t) in its corelib class. */
static fe_method *prim_method(fe_ctx *C, fe_type *t, const char *name)
{
    fe_class *mc = fe_member_class(C->S, t);
    fe_type *ps[2] = {t, t};
    return mc ? fe_find_method(C->S, mc, name, 1, ps, name[0] == 'E' ? 2 : 1) : NULL;
}

/* Leaves this.f equals other.f (a bool) on the stack. */
void fe_gen_field_equal(fe_ctx *C, fe_field *f, fe_type *t, int other, int is_ref)
{
    fe_type *ot = fe_prim(C->S, FE_T_OBJECT);
    load_field(C, f, -1, 0);
    if (fe_is_real(t)) {
        load_field(C, f, other, is_ref);
        fe_method *m = prim_method(C, t, "Equals");
        if (m)
            fe_gen_call(C, m, 0);
        return;
    }
    if (fe_is_integral(t) || t->kind == FE_T_BOOL || t->kind == FE_T_ENUM) {
        load_field(C, f, other, is_ref);
        fe_em_op(&C->b, IL_CEQ);
        return;
    }
    fe_gen_conv(C, t, ot);   /* a reference as is; a struct or type parameter boxed */
    load_field(C, f, other, is_ref);
    fe_gen_conv(C, t, ot);
    fe_type *ps[2] = {ot, ot};
    fe_method *m = fe_core_method(C->S, C->m->pos, "System", "Object", "Equals", 1, ps, 2);
    if (m)
        fe_gen_call(C, m, 0);
}

/* Leaves the hash of this.f (an int) on the stack. */
void fe_gen_field_hash(fe_ctx *C, fe_field *f, fe_type *t)
{
    fe_type *ot = fe_prim(C->S, FE_T_OBJECT);
    load_field(C, f, -1, 0);
    if (t->kind == FE_T_ENUM && fe_enum_base_kind(t) != FE_T_INT)
        t = fe_enum_base(C->S, t);   /* the underlying type's hash, as .NET */
    if (fe_is_numeric(t) || t->kind == FE_T_BOOL) {
        fe_method *m = prim_method(C, t, "GetHashCode");
        if (m)
            fe_gen_call(C, m, 0);
        return;
    }
    if (t->kind == FE_T_ENUM)
        return;   /* its value */
    fe_gen_conv(C, t, ot);
    int tmp = fe_gen_temp(C, ot), null = fe_em_label(&C->b), done = fe_em_label(&C->b);
    fe_em_op_var(&C->b, IL_STLOC, tmp);
    fe_em_op_var(&C->b, IL_LDLOC, tmp);
    fe_em_branch(&C->b, IL_BRFALSE, null);
    fe_em_op_var(&C->b, IL_LDLOC, tmp);
    fe_method *m = fe_core_method(C->S, C->m->pos, "System", "Object", "GetHashCode", 0, NULL, 0);
    if (m)
        fe_gen_call(C, m, 1);
    fe_em_branch(&C->b, IL_BR, done);
    fe_em_mark(&C->b, null);
    fe_em_op_i4(&C->b, IL_LDC_I4, 0);
    fe_em_mark(&C->b, done);
}

static void gen_equals(fe_ctx *C)
{
    fe_builder *b = &C->b;
    fe_type *st = C->cls->type;
    int no = fe_em_label(b);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_op_tok(b, IL_ISINST, fe_box_token(C->S, st));
    fe_em_branch(b, IL_BRFALSE, no);
    int other = fe_gen_temp(C, st);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_op_tok(b, IL_UNBOX_ANY, fe_box_token(C->S, st));
    fe_em_op_var(b, IL_STLOC, other);
    for (int i = 0; i < C->cls->fields.n; i++) {
        fe_field *f = C->cls->fields.v[i];
        if (f->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL))
            continue;
        fe_gen_field_equal(C, f, fe_emit_type(C->S, f->type), other, 0);
        fe_em_branch(b, IL_BRFALSE, no);
    }
    fe_em_op_i4(b, IL_LDC_I4, 1);
    fe_em_op(b, IL_RET);
    fe_em_mark(b, no);
    fe_em_op_i4(b, IL_LDC_I4, 0);
    fe_em_op(b, IL_RET);
}

static void gen_hash(fe_ctx *C)
{
    fe_builder *b = &C->b;
    fe_em_op_i4(b, IL_LDC_I4, 0);
    for (int i = 0; i < C->cls->fields.n; i++) {
        fe_field *f = C->cls->fields.v[i];
        if (f->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL))
            continue;
        fe_em_op_i4(b, IL_LDC_I4, 31);
        fe_em_op(b, IL_MUL);
        fe_gen_field_hash(C, f, fe_emit_type(C->S, f->type));
        fe_em_op(b, IL_ADD);
    }
    fe_em_op(b, IL_RET);
}

void fe_synth_struct_equality(fe_ctx *C)
{
    if (C->m->synth == FE_SYN_STRUCT_EQUALS)
        gen_equals(C);
    else
        gen_hash(C);
}
