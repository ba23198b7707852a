/* bind_anon.c - anonymous types: `new { Name = "a", Age = 3, x.B }`.
 *
 * Each distinct sequence of member names and types in a program is one
 * class the frontend adds while binding (a late class, sema_delegate.c),
 * named <>f__AnonymousTypeN: sealed, with one public readonly field per
 * member (read as x.Name; assigning one is the readonly error), a
 * constructor taking the members in order, and Object's overrides as C#
 * writes them: ToString() "{ Name = a, Age = 3 }" (a null member prints
 * nothing), Equals(object) true for an instance of the same class whose
 * members are equal (as a struct's fields, sema_struct_eq.c), and a
 * GetHashCode() that agrees with it. The same shape in two places is the
 * same type, so `new[] { new { A = 1 }, new { A = 2 } }` is an array of it.
 *
 * In a generic body a member may have an open type (`new { V = t }` with t
 * a T): that class is a template (anon_open), given rows only in a
 * definition's open pass (scratch); each instance's emission maps it,
 * its fields and its methods to the anonymous type of the closed member
 * types (fe_anon_instance, called by fe_subst_type and its kin), as C#
 * makes an anonymous type generic over its members' types.
 */
#include "sema.h"
#include "bound.h"

#include <stdio.h>
#include <string.h>

typedef struct anon_member { const char *name; fe_bexpr *value; } anon_member;

static fe_bexpr *error_node(fe_ctx *C, fe_pos pos)
{
    fe_bexpr *b = fe_bound_alloc(C->S, sizeof *b);
    b->kind = FE_B_ERROR;
    b->type = fe_prim(C->S, FE_T_ERROR);
    b->pos = pos;
    return b;
}

/* The member's name: given (`A = e`), or its projection's last identifier. */
static const char *member_name(fe_ctx *C, fe_expr *a)
{
    if (a->left)
        return a->left->name;
    fe_expr *x = a->right;
    if (x->kind == FE_E_NAME || x->kind == FE_E_MEMBER)
        return x->name;
    fe_sema_error(C->S, x->pos, "invalid anonymous type member declarator: anonymous type members must be "
                  "declared with a member assignment, simple name or member access");
    return NULL;
}

static int member_type_ok(fe_ctx *C, const char *name, fe_bexpr *v)
{
    fe_type *t = v->type;
    if (t->kind == FE_T_ERROR)
        return 0;
    if (t->kind == FE_T_VOID || t->kind == FE_T_NULL || t->kind == FE_T_MGROUP || t->kind == FE_T_LAMBDA ||
        fe_is_ref_struct(t)) {
        fe_sema_error(C->S, v->pos, "cannot assign '%s' to anonymous type property '%s'",
                      fe_type_name(C->S, t), name);
        return 0;
    }
    return 1;
}

/* The class for members names[0..n) of types types[0..n), made the first
 * time the shape is seen (a shape with an open type: a template, see the
 * top); one made in a definition's open pass has scratch rows and stays
 * that pass's. */
static fe_class *anon_class(fe_sema *S, fe_unit *unit, const char *const *names, fe_type *const *types, int n)
{
    int open = 0;
    for (int i = 0; i < n; i++)
        open |= fe_type_is_open(types[i]);
    char key[2048];
    size_t at = (size_t)snprintf(key, sizeof key, "{%d}", n);   /* never empty */
    for (int i = 0; i < n && at < sizeof key; i++)
        at += (size_t)snprintf(key + at, sizeof key - at, "%s:%p;", names[i], (void *)types[i]);
    if (S->open_pass && at < sizeof key)   /* its rows are this pass's scratch: not another's */
        at += (size_t)snprintf(key + at, sizeof key - at, "/open%d", S->open_serial);
    if (at >= sizeof key)
        return NULL;
    fe_class *c = fe_index_get(&S->thunk_ix, "<anon>", key);
    if (c)
        return c;
    fe_class *object = fe_find_class(S, "System", "Object");
    char name[48];
    snprintf(name, sizeof name, "<>f__AnonymousType%d", S->nthunks++);
    c = fe_late_class(S, object, fe_sema_strdup(S, name, strlen(name)), unit, NULL);
    c->flags |= KMOD_TYPE_SEALED;
    c->anon_open = open;
    for (int i = 0; i < n; i++)
        fe_late_field(S, c, names[i], types[i], KMOD_ACC_PUBLIC | KMOD_FIELD_READONLY);
    fe_method *ctor = fe_late_method(S, c, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC | KMOD_METH_CTOR,
                                     n, FE_SYN_ANON_CTOR);
    for (int i = 0; i < n; i++) {
        ctor->params[i].name = names[i];
        ctor->params[i].type = types[i];
        ctor->params[i].mode = FE_P_VALUE;
    }
    fe_type *ot = fe_prim(S, FE_T_OBJECT);
    static const char *const overrides[3] = {"ToString", "Equals", "GetHashCode"};
    for (int k = 0; k < 3; k++) {
        fe_method *o = fe_find_method(S, object, overrides[k], 0, &ot, k == 1);
        if (!o)
            continue;
        fe_method *m = fe_late_method(S, c, o->name, o->ret, KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL, o->nparams,
                                      FE_SYN_ANON_OBJECT);
        for (int i = 0; i < o->nparams; i++)
            m->params[i] = o->params[i];
        m->overridden = o;
    }
    /* a template has rows only as a definition's scratch (its open pass emits it) */
    if (!open || S->open_pass)
        fe_late_publish(S, c);
    else
        FE_VEC_PUSH(S->open_scrap, c);   /* in no table: its vectors are freed at the end */
    fe_index_put(&S->thunk_ix, "<anon>", fe_sema_strdup(S, key, at), c);
    return c;
}

fe_class *fe_anon_instance(fe_sema *S, fe_class *c)
{
    int n = c->fields.n;
    const char **names = fe_sema_alloc(S, sizeof *names * (size_t)(n + 1));
    fe_type **types = fe_sema_alloc(S, sizeof *types * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        names[i] = c->fields.v[i]->name;
        types[i] = fe_emit_type(S, c->fields.v[i]->type);
    }
    fe_class *r = anon_class(S, c->unit, names, types, n);
    return r ? r : c;
}

fe_bexpr *fe_bind_anon(fe_ctx *C, fe_expr *e)
{
    int n = e->nlist, ok = 1;
    anon_member *ms = fe_bound_alloc(C->S, sizeof *ms * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        fe_expr *a = e->list[i];
        ms[i].name = member_name(C, a);
        ms[i].value = fe_bind_expr(C, a->right);
        fe_type *nat = ms[i].value->type->kind == FE_T_LAMBDA || ms[i].value->type->kind == FE_T_MGROUP
                     ? fe_fn_natural_type(C->S, C, ms[i].value, a->right->pos, 0) : NULL;
        if (nat)   /* new { F = (int x) => x }: its natural type (C# 10) */
            ms[i].value = fe_bind_fn_conv(C, ms[i].value, nat, a->right->pos);
        if (!ms[i].name || !member_type_ok(C, ms[i].name, ms[i].value)) {
            ok = 0;
            continue;
        }
        for (int j = 0; j < i; j++)
            if (ms[j].name && !strcmp(ms[j].name, ms[i].name)) {
                fe_sema_error(C->S, a->pos, "an anonymous type cannot have multiple properties with the same name");
                ok = 0;
            }
    }
    if (!ok)
        return error_node(C, e->pos);
    const char **names = fe_bound_alloc(C->S, sizeof *names * (size_t)(n + 1));
    fe_type **types = fe_bound_alloc(C->S, sizeof *types * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        names[i] = ms[i].name;
        types[i] = ms[i].value->type;
    }
    fe_class *c = anon_class(C->S, C->unit, names, types, n);
    if (!c) {
        fe_sema_error(C->S, e->pos, "this anonymous type has too many members");
        return error_node(C, e->pos);
    }
    fe_method *ctor = NULL;
    for (int i = 0; i < c->methods.n; i++)
        if (c->methods.v[i]->flags & KMOD_METH_CTOR)
            ctor = c->methods.v[i];
    fe_bexpr *r = fe_bound_alloc(C->S, sizeof *r);
    r->kind = FE_B_NEWOBJ;
    r->type = c->type;
    r->pos = e->pos;
    r->method = ctor;
    r->n = n;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        r->list[i] = ms[i].value;
    return r;
}

/* ------------------------------------------------------------ bodies */

static void gen_ctor(fe_ctx *C)
{
    fe_builder *b = &C->b;
    fe_em_op_var(b, IL_LDARG, 0);
    fe_method *base = fe_core_method(C->S, C->m->pos, "System", "Object", ".ctor", 0, NULL, 0);
    if (base)
        fe_gen_call(C, base, 0);
    for (int i = 0; i < C->cls->fields.n; i++) {
        fe_em_op_var(b, IL_LDARG, 0);
        fe_em_op_var(b, IL_LDARG, i + 1);
        fe_gen_stfld(C, C->cls->fields.v[i]);
    }
    fe_em_op(b, IL_RET);
}

/* string.Format("{{ A = {0}, B = {1} }}", new object[] { A, B }). */
static void gen_tostring(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_builder *b = &C->b;
    fe_type *ot = fe_prim(S, FE_T_OBJECT), *st = fe_prim(S, FE_T_STRING);
    int n = C->cls->fields.n;
    size_t len = 8;
    for (int i = 0; i < n; i++)
        len += strlen(C->cls->fields.v[i]->name) + 24;
    char *fmt = fe_sema_alloc(S, len);
    size_t at = (size_t)snprintf(fmt, len, "{{ ");
    for (int i = 0; i < n; i++)
        at += (size_t)snprintf(fmt + at, len - at, "%s%s = {%d}", i ? ", " : "", C->cls->fields.v[i]->name, i);
    snprintf(fmt + at, len - at, n ? " }}" : "}}");
    fe_const k = {0};
    k.type = st;
    k.s = fmt;
    k.slen = strlen(fmt);
    fe_gen_const(C, &k);
    fe_em_op_i4(b, IL_LDC_I4, n);
    fe_em_op_tok(b, IL_NEWARR, fe_sig_token(S, ot));
    for (int i = 0; i < n; i++) {
        fe_field *f = C->cls->fields.v[i];
        fe_em_op(b, IL_DUP);
        fe_em_op_i4(b, IL_LDC_I4, i);
        fe_em_op_var(b, IL_LDARG, 0);
        fe_gen_ldfld(C, f);
        fe_gen_conv(C, fe_emit_type(S, f->type), ot);
        fe_em_op_tok(b, IL_STELEM, fe_sig_token(S, ot));
    }
    fe_type *ps[2] = {st, fe_array_of(S, ot)};
    fe_method *m = fe_core_method(S, C->m->pos, "System", "String", "Format", 1, ps, 2);
    if (m)
        fe_gen_call(C, m, 0);
    fe_em_op(b, IL_RET);
}

static void gen_equals(fe_ctx *C)
{
    fe_builder *b = &C->b;
    int no = fe_em_label(b);
    int other = fe_gen_temp(C, C->cls->type);
    fe_em_op_var(b, IL_LDARG, 1);
    fe_em_op_tok(b, IL_ISINST, fe_sig_token(C->S, C->cls->type));
    fe_em_op_var(b, IL_STLOC, other);
    fe_em_op_var(b, IL_LDLOC, other);
    fe_em_branch(b, IL_BRFALSE, no);
    for (int i = 0; i < C->cls->fields.n; i++) {
        fe_field *f = C->cls->fields.v[i];
        fe_gen_field_equal(C, f, fe_emit_type(C->S, f->type), other, 1);
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
    fe_em_op_i4(b, IL_LDC_I4, 17);
    for (int i = 0; i < C->cls->fields.n; i++) {
        fe_field *f = C->cls->fields.v[i];
        fe_em_op_i4(b, IL_LDC_I4, 31);
        fe_em_op(b, IL_MUL);
        fe_gen_field_hash(C, f, fe_emit_type(C->S, f->type));
        fe_em_op(b, IL_ADD);
    }
    fe_em_op(b, IL_RET);
}

void fe_synth_anon(fe_ctx *C)
{
    const char *name = C->m->name;
    if (C->m->synth == FE_SYN_ANON_CTOR)
        gen_ctor(C);
    else if (!strcmp(name, "ToString"))
        gen_tostring(C);
    else if (!strcmp(name, "Equals"))
        gen_equals(C);
    else
        gen_hash(C);
}
