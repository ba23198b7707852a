/* sema_value.c - what the frontend declares and writes itself for value
 * types (docs/valuetypes.md): an enum's overrides of Object's virtuals,
 * through which its boxes print their name, compare and hash as .NET's.
 *
 * An enum's instance method takes `this` as a byref to the value (an int
 * location): ToString() is `ldarg.0; ldind int; call E.ToString(int)`,
 * GetHashCode() the value itself, Equals(object) true for a box of the
 * same enum holding the same value.
 *
 * Invariants: the synthesized methods override Object's (overridden set,
 * no NEWSLOT) and exist only when the corelib's Object declares them.
 */
#include "sema.h"

#include <string.h>

static void add_override(fe_sema *S, fe_class *c, fe_method *o)
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
}

void fe_declare_value_members(fe_sema *S, fe_class *c)
{
    if (!c->is_enum)
        return;
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
}

void fe_synth_enum_object(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_builder *b = &C->b;
    fe_type *it = fe_prim(S, FE_T_INT);
    const char *name = C->m->name;
    if (!strcmp(name, "Equals")) {
        int no = fe_em_label(b);
        fe_em_op_var(b, IL_LDARG, 1);
        fe_em_op_tok(b, IL_ISINST, fe_box_token(S, C->cls->type));
        fe_em_branch(b, IL_BRFALSE, no);
        fe_em_op_var(b, IL_LDARG, 1);
        fe_em_op_tok(b, IL_UNBOX_ANY, fe_box_token(S, C->cls->type));
        fe_em_op_var(b, IL_LDARG, 0);
        fe_gen_ldind(C, it);
        fe_em_op(b, IL_CEQ);
        fe_em_op(b, IL_RET);
        fe_em_mark(b, no);
        fe_em_op_i4(b, IL_LDC_I4, 0);
        fe_em_op(b, IL_RET);
        return;
    }
    fe_em_op_var(b, IL_LDARG, 0);
    fe_gen_ldind(C, it);
    if (!strcmp(name, "ToString")) {
        fe_method *ts = fe_find_method(S, C->cls, "ToString", 1, &it, 1);
        if (ts)
            fe_gen_call(C, ts, 0);
    }
    fe_em_op(b, IL_RET);
}
