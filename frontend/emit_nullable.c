/* emit_nullable.c - the IL of conversions from and to nullable value types
 * (bind_nullable.c classifies them; fe_gen_conv calls here first):
 *
 *   null -> T?       pop; the zeroed T?
 *   S -> T?          S -> T; stloc v; ldloca n; ldloc v; call T?::.ctor(T); ldloc n
 *   S? -> T?         n.HasValue ? wrap((T)n.GetValueOrDefault()) : default
 *   S? -> T          n.Value (InvalidOperationException without one), then S -> T
 *   T? -> object     n.HasValue ? box T n.GetValueOrDefault() : null  (.NET's box of a Nullable)
 *   object -> T?     o == null ? default : wrap(unbox.any T o)
 *
 * Invariants: the value converted is on the stack on entry and the result
 * on exit; temporaries are fresh slots; every instance call takes the
 * address of a temporary (a struct's `this` is a byref).
 */
#include "sema.h"

static void call_on(fe_ctx *C, int slot, const fe_type *nt, const char *name)
{
    fe_em_op_var(&C->b, IL_LDLOCA, slot);
    fe_method *m = fe_nullable_method(C->S, nt, name, 0);
    if (m)
        fe_gen_call(C, m, 0);
}

/* The T on the stack as a T? (nt). */
static void wrap(fe_ctx *C, const fe_type *nt)
{
    fe_type *t = fe_nullable_elem(nt);
    int v = fe_gen_temp(C, t), n = fe_gen_temp(C, (fe_type *)nt);
    fe_em_op_var(&C->b, IL_STLOC, v);
    fe_em_op_var(&C->b, IL_LDLOCA, n);
    fe_em_op_var(&C->b, IL_LDLOC, v);
    fe_method *ctor = fe_nullable_method(C->S, nt, ".ctor", 1);
    if (ctor)
        fe_gen_call(C, ctor, 0);
    fe_em_op_var(&C->b, IL_LDLOC, n);
}

/* The nullable on the stack (of nt) into a temporary; its slot. */
static int spill(fe_ctx *C, const fe_type *nt)
{
    int slot = fe_gen_temp(C, (fe_type *)nt);
    fe_em_op_var(&C->b, IL_STLOC, slot);
    return slot;
}

/* when the nullable in slot has a value: emit `some` (which reads it);
 * else the zero of result type rt or null. */
static void branch_on_value(fe_ctx *C, int slot, const fe_type *nt, const fe_type *rt,
                            void (*some)(fe_ctx *, int, const fe_type *, const fe_type *))
{
    int lnone = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    call_on(C, slot, nt, "get_HasValue");
    fe_em_branch(&C->b, IL_BRFALSE, lnone);
    some(C, slot, nt, rt);
    fe_em_branch(&C->b, IL_BR, lend);
    fe_em_mark(&C->b, lnone);
    fe_gen_default(C, rt);
    fe_em_mark(&C->b, lend);
}

static void box_value(fe_ctx *C, int slot, const fe_type *nt, const fe_type *rt)
{
    (void)rt;
    call_on(C, slot, nt, "GetValueOrDefault");
    fe_em_op_tok(&C->b, IL_BOX, fe_box_token(C->S, fe_nullable_elem(nt)));
}

static void lift_value(fe_ctx *C, int slot, const fe_type *nt, const fe_type *rt)
{
    call_on(C, slot, nt, "GetValueOrDefault");
    fe_gen_conv(C, fe_nullable_elem(nt), fe_nullable_elem(rt));
    wrap(C, rt);
}

static void unbox(fe_ctx *C, const fe_type *nt)
{
    int o = fe_gen_temp(C, fe_prim(C->S, FE_T_OBJECT));
    int lnull = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    fe_em_op_var(&C->b, IL_STLOC, o);
    fe_em_op_var(&C->b, IL_LDLOC, o);
    fe_em_branch(&C->b, IL_BRFALSE, lnull);
    fe_em_op_var(&C->b, IL_LDLOC, o);
    fe_em_op_tok(&C->b, IL_UNBOX_ANY, fe_box_token(C->S, fe_nullable_elem(nt)));
    wrap(C, nt);
    fe_em_branch(&C->b, IL_BR, lend);
    fe_em_mark(&C->b, lnull);
    fe_gen_default(C, nt);
    fe_em_mark(&C->b, lend);
}

int fe_nullable_gen_conv(fe_ctx *C, const fe_type *from, const fe_type *to)
{
    fe_type *fe = fe_nullable_elem(from), *te = fe_nullable_elem(to);
    if (!fe && !te)
        return 0;
    if (C->b.dry)
        return 1;
    if (te && from->kind == FE_T_NULL) {
        fe_em_op(&C->b, IL_POP);
        fe_gen_default(C, to);
    } else if (te && fe) {
        branch_on_value(C, spill(C, from), from, to, lift_value);
    } else if (te && fe_is_ref(from)) {
        unbox(C, to);
    } else if (te) {
        fe_gen_conv(C, from, te);
        wrap(C, to);
    } else if (fe_is_ref(to)) {
        branch_on_value(C, spill(C, from), from, to, box_value);
    } else {
        call_on(C, spill(C, from), from, "get_Value");
        fe_gen_conv(C, fe, to);
    }
    return 1;
}
