/* sema_value.c - what the frontend declares, checks and writes itself for
 * value types (docs/valuetypes.md) and user-defined operators: an enum's
 * overrides of Object's virtuals, through which its boxes print their
 * name, compare and hash as .NET's, its IComparable.CompareTo(object),
 * and its (private) overrides of System.Enum's RawValue and RawTables,
 * through which corelib/Enum.cs works on a box reached as an Enum;
 * C#'s rules on struct declarations
 * (no parameterless constructor or instance field initializer, readonly
 * structs, no layout cycle) and on operator declarations (public static,
 * a parameter of the declaring type, == with !=, < with >, <= with >=);
 * a struct constructor's prologue.
 *
 * An enum's instance method takes `this` as a byref to the value (an int
 * location): ToString() is `ldarg.0; ldind int; call E.ToString(int)`,
 * GetHashCode() the value itself, Equals(object) true for a box of the
 * same enum holding the same value, CompareTo(object) the values' order,
 * RawValue(out kind) the value as a long, RawTables(out values, out flags)
 * the names.
 *
 * Invariants: the synthesized Object methods override Object's (overridden
 * set, no NEWSLOT) and exist only when the corelib's Object declares them;
 * CompareTo exists only when the corelib's IComparable does.
 */
#include "sema.h"

#include <stdlib.h>
#include <string.h>

static fe_method *add_override(fe_sema *S, fe_class *c, fe_method *o)
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
    m->synth = FE_SYN_ENUM_OBJECT;
    fe_class_add_method(S, c, m);
    return m;
}

/* The struct c contains (through struct fields) the struct t: a cycle. */
static int contains_struct(fe_class *c, const fe_class *t, int depth)
{
    if (depth > FE_MAX_CLASS_DEPTH)
        return 1;
    for (int i = 0; i < fe_members(c)->fields.n; i++) {
        fe_field *f = c->fields.v[i];
        if ((f->flags & KMOD_FIELD_STATIC) || f->type->kind != FE_T_STRUCT)
            continue;
        if (f->type->cls == t || contains_struct(f->type->cls, t, depth + 1))
            return 1;
    }
    return 0;
}

/* f backs an `init` auto-property (C# 9: as readonly as a get-only one). */
static int init_backing(const fe_class *c, const fe_field *f)
{
    for (int i = 0; i < c->props.n; i++)
        if (c->props.v[i]->backing == f && c->props.v[i]->set && c->props.v[i]->set->init_only)
            return 1;
    return 0;
}

static void check_struct(fe_sema *S, fe_class *c)
{
    fe_typedecl *td = c->decl;
    if (td->mods & (FE_MOD_STATIC | FE_MOD_ABSTRACT | FE_MOD_SEALED))
        fe_sema_error(S, td->pos, "the modifier '%s' is not valid for a struct",
                      (td->mods & FE_MOD_STATIC) ? "static" : (td->mods & FE_MOD_ABSTRACT) ? "abstract" : "sealed");
    int ro = (td->mods & FE_MOD_READONLY) != 0;
    int has_ctor = 0, reported = 0;
    for (int i = 0; i < c->methods.n; i++)
        has_ctor |= (c->methods.v[i]->flags & KMOD_METH_CTOR) && c->methods.v[i]->decl;
    for (int i = 0; i < c->fields.n; i++) {
        fe_field *f = c->fields.v[i];
        if (f->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL))
            continue;
        if (f->init && !has_ctor && !reported++)   /* C# 10: they run in the declared constructors */
            fe_sema_error(S, td->pos, "a 'struct' with field initializers must include an explicitly declared constructor");
        if (ro && !(f->flags & KMOD_FIELD_READONLY) && !init_backing(c, f))
            fe_sema_error(S, f->pos, "instance fields of readonly structs must be readonly");
        if (f->type->kind == FE_T_STRUCT &&
            (f->type->cls == c || contains_struct(f->type->cls, c, 0)))
            fe_sema_error(S, f->pos, "struct member '%s.%s' of type '%s' causes a cycle in the struct layout",
                          c->full, f->name, f->type->cls->full);
    }
    for (int i = 0; i < c->methods.n; i++) {
        fe_method *m = c->methods.v[i];
        if (!(m->flags & KMOD_METH_CTOR) || !m->decl)
            continue;
        if (m->nparams == 0 && (m->flags & KMOD_ACC_MASK) != KMOD_ACC_PUBLIC)
            fe_sema_error(S, m->pos, "the parameterless struct constructor must be 'public'");
        if (m->decl->ctor_init == FE_CI_BASE)
            fe_sema_error(S, m->decl->ctor_init_pos, "'%s': a struct constructor cannot call a base constructor",
                          c->full);
    }
    for (int i = 0; i < c->props.n; i++) {
        fe_prop *p = c->props.v[i];
        if (ro && p->backing && p->set && !p->set->init_only && !(p->flags & KMOD_FIELD_STATIC))
            fe_sema_error(S, p->set->pos, "auto-implemented instance properties in readonly structs must be readonly");
    }
}

/* == needs !=, < needs >, <= needs >= (C#: CS0216). */
static void check_operator_pairs(fe_sema *S, fe_class *c)
{
    static const char *const pairs[][4] = {
        {"op_Equality", "op_Inequality", "==", "!="}, {"op_LessThan", "op_GreaterThan", "<", ">"},
        {"op_LessThanOrEqual", "op_GreaterThanOrEqual", "<=", ">="},
    };
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
        for (int side = 0; side < 2; side++) {
            fe_method *m = fe_methods_named(S, c, pairs[k][side]);
            if (m && !fe_methods_named(S, c, pairs[k][!side]))
                fe_sema_error(S, m->pos, "the operator '%s' requires a matching operator '%s' to also be defined",
                              pairs[k][side + 2], pairs[k][!side + 2]);
        }
}

void fe_declare_operator(fe_sema *S, fe_class *c, fe_method *m)
{
    m->flags |= KMOD_METH_SPECIALNAME;
    if ((m->flags & KMOD_ACC_MASK) != KMOD_ACC_PUBLIC || !(m->flags & KMOD_METH_STATIC)) {
        fe_sema_error(S, m->pos, "user-defined operator '%s.%s' must be declared static and public",
                      c->full, m->name);
        return;
    }
    int conv = !strcmp(m->name, "op_Implicit") || !strcmp(m->name, "op_Explicit");
    int own = conv && m->ret == c->type;
    for (int i = 0; i < m->nparams; i++) {
        own |= m->params[i].type == c->type;
        if (m->params[i].mode != FE_P_VALUE)
            fe_sema_error(S, m->params[i].pos, "ref and out are not valid in an operator's parameters");
    }
    if (!own)
        fe_sema_error(S, m->pos, conv ? "user-defined conversion must convert to or from the enclosing type"
                                      : "one of the parameters of a binary operator must be the containing type");
    else if (conv && m->nparams == 1 && m->params[0].type == m->ret)
        fe_sema_error(S, m->pos, "user-defined operator cannot convert a type to itself");
    if (!conv && m->ret->kind == FE_T_VOID)
        fe_sema_error(S, m->pos, "user-defined operators cannot return void");
}

void fe_declare_type_attrs(fe_sema *S, fe_class *c, fe_typedecl *td)
{
    for (int i = 0; i < td->nattrs; i++) {
        const fe_attr *a = &td->attrs[i];
        if (!strcmp(a->name, "Flags") && td->kind == FE_TD_ENUM && !a->nargs && !a->nnamed && !c->is_flags)
            c->is_flags = 1;
        else if (!strcmp(a->name, "Flags") && td->kind != FE_TD_ENUM)
            fe_sema_error(S, a->pos, "attribute 'Flags' is not valid on this declaration type; it is only valid on 'enum' declarations");
        else
            fe_sema_error(S, a->pos, "attribute '%s' is not supported on a type", a->name);
    }
}

/* value: the member's value sign- or zero-extended from the underlying
 * type, so unsigned order as uint64_t is the type's unsigned order. */
typedef struct flag_member { uint64_t value; const char *name; } flag_member;

static int flag_desc(const void *pa, const void *pb)
{
    const flag_member *a = pa, *b = pb;
    return a->value < b->value ? 1 : a->value > b->value ? -1 : 0;
}

void fe_synth_enum_flags(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_class *e = C->cls;
    fe_builder *b = &C->b;
    flag_member *v = calloc((size_t)e->fields.n + 1, sizeof *v);
    if (!v)
        fe_out_of_memory();
    int n = 0;
    for (int i = 0; i < e->fields.n; i++) {   /* the first member of each nonzero value */
        fe_field *f = e->fields.v[i];
        uint64_t x = (uint64_t)f->value.i;
        int seen = 0;
        for (int k = 0; k < n && !seen; k++)
            seen = v[k].value == x;
        if (f->has_const && x && !seen)
            v[n++] = (flag_member){x, f->name};
    }
    qsort(v, (size_t)n, sizeof *v, flag_desc);   /* .NET: from the highest (unsigned) value down */
    fe_type *st = fe_prim(S, FE_T_STRING);
    fe_type *ps[3] = {st, st, st};
    fe_method *cat = fe_core_method(S, C->m->pos, "System", "String", "Concat", 1, ps, 3);
    int rem = fe_gen_temp(C, fe_enum_base(S, e->type)), res = fe_gen_temp(C, st);
    int number = fe_em_label(b);
    fe_em_op_var(b, IL_LDARG, 0);
    fe_em_op_var(b, IL_STLOC, rem);
    fe_em_op(b, IL_LDNULL);
    fe_em_op_var(b, IL_STLOC, res);
    for (int k = 0; k < n && cat; k++) {
        int next = fe_em_label(b), more = fe_em_label(b);
        fe_const name = {0};
        name.type = st;
        name.s = v[k].name;
        name.slen = strlen(v[k].name);
        fe_em_op_var(b, IL_LDLOC, rem);   /* (rem & x) == x */
        fe_gen_enum_value(C, e, (int64_t)v[k].value);
        fe_em_op(b, IL_AND);
        fe_gen_enum_value(C, e, (int64_t)v[k].value);
        fe_em_op(b, IL_CEQ);
        fe_em_branch(b, IL_BRFALSE, next);
        fe_em_op_var(b, IL_LDLOC, rem);
        fe_gen_enum_value(C, e, (int64_t)~v[k].value);
        fe_em_op(b, IL_AND);
        fe_em_op_var(b, IL_STLOC, rem);
        fe_em_op_var(b, IL_LDLOC, res);
        fe_em_branch(b, IL_BRTRUE, more);
        fe_gen_const(C, &name);            /* the first (highest): res = name */
        fe_em_op_var(b, IL_STLOC, res);
        fe_em_branch(b, IL_BR, next);
        fe_em_mark(b, more);               /* res = name + ", " + res */
        fe_gen_const(C, &name);
        fe_const sep = {0};
        sep.type = st;
        sep.s = ", ";
        sep.slen = 2;
        fe_gen_const(C, &sep);
        fe_em_op_var(b, IL_LDLOC, res);
        fe_gen_call(C, cat, 0);
        fe_em_op_var(b, IL_STLOC, res);
        fe_em_mark(b, next);
    }
    free(v);
    fe_em_op_var(b, IL_LDLOC, rem);       /* bits no member has, or 0 without a zero member */
    fe_em_branch(b, IL_BRTRUE, number);
    fe_em_op_var(b, IL_LDLOC, res);
    fe_em_branch(b, IL_BRFALSE, number);
    fe_em_op_var(b, IL_LDLOC, res);
    fe_em_op(b, IL_RET);
    fe_em_mark(b, number);
}

fe_method *fe_struct_default_ctor(fe_sema *S, fe_class *c)
{
    for (fe_method *m = fe_methods_named(S, c, ".ctor"); m; m = m->next_named)
        if (m->nparams == 0 && !(m->flags & KMOD_METH_STATIC))
            return m;
    return NULL;
}

void fe_gen_struct_ctor_prologue(fe_ctx *C)
{
    fe_em_op_var(&C->b, IL_LDARG, 0);
    fe_em_op_tok(&C->b, IL_INITOBJ, fe_sig_token(C->S, C->cls->type));
}

/* An enum's box is a System.IComparable, as .NET's: the enum lists the
 * interface and gets a public CompareTo(object) that implements it. */
static void declare_comparable(fe_sema *S, fe_class *c)
{
    fe_class *ic = fe_find_class(S, "System", "IComparable");
    fe_type *ot = fe_prim(S, FE_T_OBJECT);
    fe_method *im = ic ? fe_find_method(S, ic, "CompareTo", 0, &ot, 1) : NULL;
    if (!im)
        return;
    fe_method *m = fe_sema_alloc(S, sizeof *m);
    *m = (fe_method){0};
    m->name = im->name;
    m->owner = c;
    m->ret = im->ret;
    m->flags = KMOD_ACC_PUBLIC;
    m->pos = c->pos;
    m->unit = c->unit;
    m->nparams = 1;
    m->params = fe_sema_alloc(S, sizeof *m->params * 2);
    m->params[0] = im->params[0];
    m->synth = FE_SYN_ENUM_OBJECT;
    fe_class_add_method(S, c, m);
    FE_VEC_PUSH(c->ifaces, ic);
}

void fe_declare_value_members(fe_sema *S, fe_class *c)
{
    if (!c->is_enum) {
        if (c->flags & KMOD_TYPE_VALUETYPE) {
            check_struct(S, c);
            fe_declare_struct_equality(S, c);
        }
        check_operator_pairs(S, c);
        return;
    }
    fe_class *obj = fe_find_class(S, "System", "Object");
    fe_type *ot = fe_prim(S, FE_T_OBJECT);
    fe_method *ts = obj ? fe_find_method(S, obj, "ToString", 0, NULL, 0) : NULL;
    fe_method *eq = obj ? fe_find_method(S, obj, "Equals", 0, &ot, 1) : NULL;
    fe_method *hc = obj ? fe_find_method(S, obj, "GetHashCode", 0, NULL, 0) : NULL;
    if (ts && (ts->flags & KMOD_METH_VIRTUAL))
        add_override(S, c, ts);
    if (eq && (eq->flags & KMOD_METH_VIRTUAL))
        add_override(S, c, eq);
    if (hc && (hc->flags & KMOD_METH_VIRTUAL))
        add_override(S, c, hc);
    declare_comparable(S, c);
    for (fe_class *en = c->base; en && en != obj; en = en->base)   /* System.Enum's RawValue, RawTables */
        for (int i = 0; i < fe_members(en)->methods.n; i++)
            if (en->methods.v[i]->flags & KMOD_METH_ABSTRACT)
                add_override(S, c, en->methods.v[i])->flags = KMOD_ACC_PRIVATE | KMOD_METH_VIRTUAL;
}

/* CompareTo(object) on an enum E (`this` a reference to the value): 1 for
 * null, EnumTables.CompareTo((long)this, (long)(E)obj, kind) for a box of
 * E, else EnumTables.CompareTypeError(obj, (object)this) thrown. */
static void synth_enum_compare(fe_ctx *C, fe_type *ut)
{
    fe_sema *S = C->S;
    fe_builder *b = &C->b;
    fe_type *et = C->cls->type, *lt = fe_prim(S, FE_T_LONG), *it = fe_prim(S, FE_T_INT);
    fe_type *ot = fe_prim(S, FE_T_OBJECT), *ps[3] = {lt, lt, it};
    fe_method *cmp = fe_core_method(S, C->m->pos, "System", "EnumTables", "CompareTo", 1, ps, 3);
    ps[0] = ps[1] = ot;
    fe_method *err = fe_core_method(S, C->m->pos, "System", "EnumTables", "CompareTypeError", 1, ps, 2);
    if (!cmp || !err)
        return;
    int isnull = fe_em_label(b), bad = fe_em_label(b);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_branch(b, IL_BRFALSE, isnull);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_op_tok(b, IL_ISINST, fe_box_token(S, et));
    fe_em_branch(b, IL_BRFALSE, bad);
    fe_em_op_var(b, IL_LDARG, 0);
    fe_gen_ldind(C, ut);
    fe_gen_conv(C, ut, lt);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_op_tok(b, IL_UNBOX_ANY, fe_box_token(S, et));
    fe_gen_conv(C, et, lt);
    fe_em_op_i4(b, IL_LDC_I4, (int32_t)((C->cls->flags & KMOD_TYPE_ENUM_BASE) >> KMOD_TYPE_ENUM_BASE_SHIFT));
    fe_gen_call(C, cmp, 0);
    fe_em_op(b, IL_RET);
    fe_em_mark(b, isnull);
    fe_em_op_i4(b, IL_LDC_I4, 1);
    fe_em_op(b, IL_RET);
    fe_em_mark(b, bad);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_op_var(b, IL_LDARG, 0);
    fe_gen_ldind(C, ut);
    fe_em_op_tok(b, IL_BOX, fe_box_token(S, et));
    fe_gen_call(C, err, 0);
    fe_em_op(b, IL_THROW);
}

void fe_synth_enum_object(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_builder *b = &C->b;
    fe_type *ut = fe_enum_base(S, C->cls->type);   /* `this` is a reference to the value */
    const char *name = C->m->name;
    if (!strcmp(name, "CompareTo")) {
        synth_enum_compare(C, ut);
        return;
    }
    if (!strcmp(name, "RawValue")) {   /* kind = the underlying type's; (long)*this */
        fe_em_op_var(b, IL_LDARG, 1);
        fe_em_op_i4(b, IL_LDC_I4, (int32_t)((C->cls->flags & KMOD_TYPE_ENUM_BASE) >> KMOD_TYPE_ENUM_BASE_SHIFT));
        fe_gen_stind(C, fe_prim(S, FE_T_INT));
        fe_em_op_var(b, IL_LDARG, 0);
        fe_gen_ldind(C, ut);
        fe_gen_conv(C, ut, fe_prim(S, FE_T_LONG));
        fe_em_op(b, IL_RET);
        return;
    }
    if (!strcmp(name, "RawTables")) {
        fe_synth_enum_tables(C);
        return;
    }
    if (!strcmp(name, "Equals")) {
        int no = fe_em_label(b);
        fe_em_op_var(b, IL_LDARG, 1);
        fe_em_op_tok(b, IL_ISINST, fe_box_token(S, C->cls->type));
        fe_em_branch(b, IL_BRFALSE, no);
        fe_em_op_var(b, IL_LDARG, 1);
        fe_em_op_tok(b, IL_UNBOX_ANY, fe_box_token(S, C->cls->type));
        fe_em_op_var(b, IL_LDARG, 0);
        fe_gen_ldind(C, ut);
        fe_em_op(b, IL_CEQ);
        fe_em_op(b, IL_RET);
        fe_em_mark(b, no);
        fe_em_op_i4(b, IL_LDC_I4, 0);
        fe_em_op(b, IL_RET);
        return;
    }
    fe_em_op_var(b, IL_LDARG, 0);
    if (!strcmp(name, "ToString")) {
        fe_gen_ldind(C, ut);
        fe_method *ts = fe_find_method(S, C->cls, "ToString", 1, &ut, 1);
        if (ts)
            fe_gen_call(C, ts, 0);
    } else if (ut->kind == FE_T_INT) {   /* GetHashCode: the underlying type's */
        fe_gen_ldind(C, ut);
    } else {   /* the static GetHashCode(U) of U's corelib class */
        fe_gen_ldind(C, ut);
        fe_class *mc = fe_member_class(S, ut);
        fe_method *hc = mc ? fe_find_method(S, mc, "GetHashCode", 1, &ut, 1) : NULL;
        if (hc)
            fe_gen_call(C, hc, 0);
        else
            fe_sema_error(S, C->m->pos, "the corelib has no static GetHashCode(%s)", fe_type_name(S, ut));
    }
    fe_em_op(b, IL_RET);
}
