/* emit_expr.c - IL from the bound expression tree (bound.h), through the
 * emit.c builder and the typed helpers of sema_gen.c. Every decision that
 * can fail was made by the binder; this file picks opcodes from the types
 * on the nodes, spills receivers and indices of compound assignments to
 * temporaries, lays out the jumps of conditions, and reports nothing.
 *
 * Invariants: fe_emit_expr leaves exactly one value of b->type (none for
 * VOID); a variable's receiver and index are evaluated once, before the
 * value stored into it; conditions branch without materializing a bool
 * where they can (constants, !, && and ||, comparisons with zero or null).
 */
#include "bound.h"

#include <string.h>

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

/* ------------------------------------------------------------ variables */

/* The temporaries a compound access spilled its receiver and index to. */
typedef struct spill { int recv, idx; int *args; } spill;

static int is_this(const fe_bexpr *r) { return !r || r->kind == FE_B_THIS; }

static int is_struct(const fe_type *t) { return t->kind == FE_T_STRUCT; }

/* `this`: ldarg.0, or in a lambda's body the enclosing instance it keeps. */
static void emit_this(fe_ctx *C)
{
    fe_em_op_var(&C->b, IL_LDARG, 0);
    if (C->this_field)
        fe_gen_ldfld(C, C->this_field);
}

static void emit_addr_sp(fe_ctx *C, const fe_bvar *v, struct spill *sp);

/* The address of the struct value r (a receiver): the variable itself when
 * it is one (changes reach it), else a temporary copy. `this` of a struct
 * method is already an address. */
static void emit_struct_addr(fe_ctx *C, const fe_bexpr *r, struct spill *sp)
{
    if (is_this(r)) {
        emit_this(C);
        return;
    }
    if (r->kind == FE_B_LOAD && fe_bvar_addressable(&r->var)) {
        emit_addr_sp(C, &r->var, sp);
        return;
    }
    fe_emit_expr(C, r);
    int t = fe_gen_temp(C, r->type);
    fe_em_op_var(&C->b, IL_STLOC, t);
    fe_em_op_var(&C->b, IL_LDLOCA, t);
}

/* Pushes what a store needs below the value (address, receiver, array and
 * index). With sp, the parts go through temporaries the first time, so a
 * later call pushes them again without evaluating them twice. */
/* An indexer's arguments after its receiver (spilled like it). */
static void emit_index_args(fe_ctx *C, const fe_bvar *v, spill *sp)
{
    if (!v->nargs)
        return;
    if (sp && !sp->args) {
        sp->args = fe_bound_alloc(C->S, sizeof *sp->args * (size_t)v->nargs);
        for (int i = 0; i < v->nargs; i++) {
            fe_emit_expr(C, v->args[i]);
            sp->args[i] = fe_gen_temp(C, v->args[i]->type);
            fe_em_op_var(&C->b, IL_STLOC, sp->args[i]);
        }
    }
    for (int i = 0; i < v->nargs; i++) {
        if (sp)
            fe_em_op_var(&C->b, IL_LDLOC, sp->args[i]);
        else
            fe_emit_expr(C, v->args[i]);
    }
}

static void emit_prefix(fe_ctx *C, const fe_bvar *v, spill *sp)
{
    switch (v->kind) {
    case FE_V_REFARG: fe_em_op_var(&C->b, IL_LDARG, v->slot); break;
    case FE_V_FIELD: case FE_V_PROP:
        if (!is_this(v->recv) && is_struct(v->recv->type)) {
            emit_struct_addr(C, v->recv, sp);
            break;
        }
        if (is_this(v->recv)) {
            emit_this(C);   /* this cannot change: no temp needed */
            emit_index_args(C, v, sp);
            break;
        }
        if (sp && sp->recv < 0) {
            fe_emit_expr(C, v->recv);
            sp->recv = fe_gen_temp(C, v->recv->type);
            fe_em_op_var(&C->b, IL_STLOC, sp->recv);
        }
        if (sp)
            fe_em_op_var(&C->b, IL_LDLOC, sp->recv);
        else
            fe_emit_expr(C, v->recv);
        emit_index_args(C, v, sp);
        break;
    case FE_V_ELEM:
        if (sp && sp->recv < 0) {
            fe_emit_expr(C, v->recv);
            sp->recv = fe_gen_temp(C, v->recv->type);
            fe_em_op_var(&C->b, IL_STLOC, sp->recv);
            int from_end = v->idx->kind == FE_B_INDEX && v->idx->a->kind == FE_B_FROMEND;
            if (from_end)   /* its length is the array's, taken from above it */
                fe_em_op_var(&C->b, IL_LDLOC, sp->recv);
            fe_emit_expr(C, v->idx);
            sp->idx = fe_gen_temp(C, v->idx->type);
            fe_em_op_var(&C->b, IL_STLOC, sp->idx);
            if (from_end)
                fe_em_op(&C->b, IL_POP);
        }
        if (sp) {
            fe_em_op_var(&C->b, IL_LDLOC, sp->recv);
            fe_em_op_var(&C->b, IL_LDLOC, sp->idx);
        } else {
            fe_emit_expr(C, v->recv);
            fe_emit_expr(C, v->idx);
        }
        break;
    default: break;
    }
}

/* Pushes the variable's value (its prefix included). */
static void emit_load(fe_ctx *C, const fe_bvar *v, spill *sp)
{
    switch (v->kind) {
    case FE_V_LOCAL: fe_em_op_var(&C->b, IL_LDLOC, v->slot); break;
    case FE_V_ARG: fe_em_op_var(&C->b, IL_LDARG, v->slot); break;
    case FE_V_REFARG: emit_prefix(C, v, sp); fe_gen_ldind(C, v->type); break;
    case FE_V_FIELD: emit_prefix(C, v, sp); fe_gen_ldfld(C, v->field); break;
    case FE_V_SFIELD: fe_gen_ldfld(C, v->field); break;
    case FE_V_ELEM:
        emit_prefix(C, v, sp);
        fe_em_op_tok(&C->b, IL_LDELEM, fe_sig_token(C->S, v->type));
        break;
    case FE_V_PROP: emit_prefix(C, v, sp); fe_gen_call(C, v->get, v->virt); break;
    case FE_V_SPROP: fe_gen_call(C, v->get, 0); break;
    default: break;
    }
}

/* The value on the stack (above the prefix) -> the variable. */
static void emit_store(fe_ctx *C, const fe_bvar *v)
{
    switch (v->kind) {
    case FE_V_LOCAL: fe_em_op_var(&C->b, IL_STLOC, v->slot); break;
    case FE_V_ARG: fe_closure_check_filter_store(C, v); fe_em_op_var(&C->b, IL_STARG, v->slot); break;
    case FE_V_REFARG: fe_gen_stind(C, v->type); break;
    case FE_V_FIELD: case FE_V_SFIELD: fe_gen_stfld(C, v->field); break;
    case FE_V_ELEM: fe_em_op_tok(&C->b, IL_STELEM, fe_sig_token(C->S, v->type)); break;
    case FE_V_PROP: fe_gen_call(C, v->set, v->virt); break;
    case FE_V_SPROP: fe_gen_call(C, v->set, 0); break;
    default: break;
    }
}

/* Stores the value on the stack, leaving a copy when need. */
static void emit_store_keep(fe_ctx *C, const fe_bvar *v, int need)
{
    if (!need) {
        emit_store(C, v);
        return;
    }
    if (v->kind == FE_V_LOCAL || v->kind == FE_V_ARG || v->kind == FE_V_SFIELD || v->kind == FE_V_SPROP) {
        fe_em_op(&C->b, IL_DUP);
        emit_store(C, v);
        return;
    }
    int t = fe_gen_temp(C, v->type);
    fe_em_op(&C->b, IL_DUP);
    fe_em_op_var(&C->b, IL_STLOC, t);
    emit_store(C, v);
    fe_em_op_var(&C->b, IL_LDLOC, t);
}

static void emit_addr_sp(fe_ctx *C, const fe_bvar *v, spill *sp)
{
    switch (v->kind) {
    case FE_V_LOCAL: fe_em_op_var(&C->b, IL_LDLOCA, v->slot); break;
    case FE_V_ARG: fe_closure_check_filter_store(C, v); fe_em_op_var(&C->b, IL_LDARGA, v->slot); break;
    case FE_V_REFARG: fe_em_op_var(&C->b, IL_LDARG, v->slot); break;
    case FE_V_FIELD: emit_prefix(C, v, sp); fe_gen_ldflda(C, v->field); break;
    case FE_V_SFIELD: fe_gen_ldflda(C, v->field); break;
    case FE_V_ELEM:
        emit_prefix(C, v, sp);
        fe_em_op_tok(&C->b, IL_LDELEMA, fe_sig_token(C->S, v->type));
        break;
    default: break;
    }
}

static void emit_addr(fe_ctx *C, const fe_bvar *v) { emit_addr_sp(C, v, NULL); }

/* ------------------------------------------------------- assignments */

static void emit_assign(fe_ctx *C, const fe_bexpr *b)
{
    emit_prefix(C, &b->var, NULL);
    fe_emit_expr(C, b->a);
    emit_store_keep(C, &b->var, (b->flags & FE_BF_NEED) != 0);
}

static void emit_one(fe_ctx *C, fe_type *t)
{
    fe_const one = {0};
    one.type = fe_is_small_int(t) ? T(C, FE_T_INT) : t;
    one.i = 1;
    one.d = 1.0;
    fe_gen_const(C, &one);
}

static void emit_incdec(fe_ctx *C, const fe_bexpr *b)
{
    spill sp = {-1, -1, NULL};
    fe_type *t = b->var.type;
    int need = (b->flags & FE_BF_NEED) != 0, post = (b->flags & FE_BF_POST) != 0;
    emit_prefix(C, &b->var, &sp);
    emit_load(C, &b->var, &sp);
    int tmp = -1;
    if (need && post) {
        tmp = fe_gen_temp(C, t);
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_var(&C->b, IL_STLOC, tmp);
    }
    if (b->method) {   /* a user-defined operator ++ / -- (decimal's) */
        fe_gen_call(C, b->method, 0);
    } else {
        fe_type *u = fe_underlying(C->S, t);   /* an enum: its underlying type */
        emit_one(C, u);
        if (fe_is_real(u))
            fe_em_op(&C->b, b->op ? IL_ADD : IL_SUB);
        else   /* add.ovf in a checked context */
            fe_gen_arith(C, b->op ? FE_OP_ADD : FE_OP_SUB, fe_is_small_int(u) ? T(C, FE_T_INT) : u);
        if (fe_is_small_int(u))   /* conv.ovf in a checked context */
            fe_gen_conv(C, T(C, FE_T_INT), u);
    }
    if (need && !post) {
        emit_store_keep(C, &b->var, 1);
    } else {
        emit_store(C, &b->var);
        if (need)
            fe_em_op_var(&C->b, IL_LDLOC, tmp);
    }
}

static void emit_compound(fe_ctx *C, const fe_bexpr *b)
{
    spill sp = {-1, -1, NULL};
    fe_type *t = b->var.type;
    emit_prefix(C, &b->var, &sp);
    emit_load(C, &b->var, &sp);
    if (b->kind == FE_B_CONCAT_ASSIGN) {
        fe_emit_expr(C, b->a);
        if (b->cat[2])
            fe_gen_call(C, b->cat[2], 0);
    } else if (b->method) {   /* a user-defined operator; d += x, d -= x: Delegate.Combine / Remove */
        fe_emit_expr(C, b->a);
        fe_gen_call(C, b->method, 0);
        if (b->res)
            fe_gen_conv(C, b->res, t);   /* a delegate: cast back to its type */
    } else {
        fe_gen_conv(C, t, b->opt->kind == FE_T_ENUM ? t : b->opt);
        fe_emit_expr(C, b->a);
        fe_gen_arith(C, (fe_binop)b->op, b->opt);
        /* e += n on an enum: the sum is in U promoted (a small U wraps back) */
        fe_gen_conv(C, t->kind == FE_T_ENUM && b->opt->kind != FE_T_ENUM ? b->opt : b->res, t);
    }
    emit_store_keep(C, &b->var, (b->flags & FE_BF_NEED) != 0);
}

/* ------------------------------------------------------------- strings */

/* a?.ToString() ?? "" for a reference; the static ToString(a) otherwise. */
static void emit_tostring(fe_ctx *C, const fe_bexpr *b)
{
    fe_emit_expr(C, b->a);
    if (b->method->flags & KMOD_METH_STATIC) {
        fe_gen_call(C, b->method, 0);
        return;
    }
    int l1 = fe_em_label(&C->b), l2 = fe_em_label(&C->b);
    fe_em_op(&C->b, IL_DUP);
    fe_em_branch(&C->b, IL_BRTRUE, l1);
    fe_em_op(&C->b, IL_POP);
    fe_const empty = {0};
    empty.type = T(C, FE_T_STRING);
    empty.s = "";
    fe_gen_const(C, &empty);
    fe_em_branch(&C->b, IL_BR, l2);
    fe_em_mark(&C->b, l1);
    fe_gen_call(C, b->method, 1);
    fe_em_mark(&C->b, l2);
}

static void emit_empty_string(fe_ctx *C)
{
    fe_const empty = {0};
    empty.type = T(C, FE_T_STRING);
    empty.s = "";
    fe_gen_const(C, &empty);
}

static void call_concat(fe_ctx *C, const fe_bexpr *b, int n)
{
    if (b->cat[n])
        fe_gen_call(C, b->cat[n], 0);
}

/* Concat of the first four operands, then of the running string and up
 * to three more each time. */
static void emit_concat(fe_ctx *C, const fe_bexpr *b)
{
    int n = b->n;
    if (n == 0) {
        emit_empty_string(C);
        return;
    }
    if (n == 1) {
        emit_empty_string(C);
        fe_emit_expr(C, b->list[0]);
        call_concat(C, b, 2);
        return;
    }
    int i = 0, first = n < 4 ? n : 4;
    for (; i < first; i++)
        fe_emit_expr(C, b->list[i]);
    call_concat(C, b, first);
    while (i < n) {
        int k = n - i < 3 ? n - i : 3;
        for (int j = 0; j < k; j++, i++)
            fe_emit_expr(C, b->list[i]);
        call_concat(C, b, k + 1);
    }
}

/* ------------------------------------------------------------- operators */

static void emit_unary(fe_ctx *C, const fe_bexpr *b)
{
    if (b->op == FE_UOP_NEG && C->checked_ctx == 1 && fe_is_integral(b->type)) {
        fe_const zero = {0};   /* checked -x is 0 - x with overflow (int.MinValue throws) */
        zero.type = b->type;
        fe_gen_const(C, &zero);
        fe_emit_expr(C, b->a);
        fe_gen_arith(C, FE_OP_SUB, b->type);
        return;
    }
    fe_emit_expr(C, b->a);
    switch (b->op) {
    case FE_UOP_NEG: fe_em_op(&C->b, IL_NEG); break;
    case FE_UOP_NOT: fe_em_op_i4(&C->b, IL_LDC_I4, 0); fe_em_op(&C->b, IL_CEQ); break;
    case FE_UOP_COMPL: fe_em_op(&C->b, IL_NOT); break;
    default: break;
    }
}

/* `t == null` / `t != null` on a T that is a value type here: the
 * operand's value (for its effects), then the constant C# gives; on a T
 * that is a nullable type here, its HasValue (no box). */
static int emit_valuetype_null_test(fe_ctx *C, const fe_bexpr *b)
{
    if (b->op != FE_BOP_EQ && b->op != FE_BOP_NE)
        return 0;
    const fe_bexpr *x = b->a->kind == FE_B_CONV ? b->a : b->b;
    fe_type *t = fe_emit_type(C->S, x->kind == FE_B_CONV ? x->a->type : x->type);
    if (x->kind != FE_B_CONV || x->a->type->kind != FE_T_TYPARAM || !fe_is_valuetype(t))
        return 0;
    fe_emit_expr(C, x->a);
    fe_method *hv = fe_nullable_elem(t) ? fe_nullable_method(C->S, t, "get_HasValue", 0) : NULL;
    if (!hv) {
        fe_em_op(&C->b, IL_POP);
        fe_em_op_i4(&C->b, IL_LDC_I4, b->op == FE_BOP_NE);
        return 1;
    }
    int tmp = fe_gen_temp(C, t);
    fe_em_op_var(&C->b, IL_STLOC, tmp);
    fe_em_op_var(&C->b, IL_LDLOCA, tmp);
    fe_gen_call(C, hv, 0);
    if (b->op == FE_BOP_EQ) {
        fe_em_op_i4(&C->b, IL_LDC_I4, 0);
        fe_em_op(&C->b, IL_CEQ);
    }
    return 1;
}

static void emit_binary(fe_ctx *C, const fe_bexpr *b)
{
    if (emit_valuetype_null_test(C, b))
        return;
    fe_emit_expr(C, b->a);
    fe_emit_expr(C, b->b);
    if (b->op >= FE_BOP_EQ && b->op <= FE_BOP_GE)
        fe_gen_compare(C, (fe_binop)b->op, b->opt);
    else
        fe_gen_arith(C, (fe_binop)b->op, b->opt);
}

static void emit_streq(fe_ctx *C, const fe_bexpr *b)
{
    fe_emit_expr(C, b->a);
    fe_emit_expr(C, b->b);
    fe_gen_call(C, b->method, 0);
    if (b->flags & FE_BF_NEGATE) {
        fe_em_op_i4(&C->b, IL_LDC_I4, 0);
        fe_em_op(&C->b, IL_CEQ);
    }
}

static void emit_logical(fe_ctx *C, const fe_bexpr *b)
{
    int lf = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    int is_and = b->op == FE_BOP_ANDAND;
    fe_emit_expr(C, b->a);
    fe_em_branch(&C->b, is_and ? IL_BRFALSE : IL_BRTRUE, lf);
    fe_emit_expr(C, b->b);
    fe_em_branch(&C->b, IL_BR, lend);
    fe_em_mark(&C->b, lf);
    fe_em_op_i4(&C->b, IL_LDC_I4, is_and ? 0 : 1);
    fe_em_mark(&C->b, lend);
}

/* A join of two references whose result is of an interface type (or an
 * array of one) goes through a local of that type: an implicit conversion
 * to an interface emits no IL, so the verifier would merge the arms'
 * classes to their common class (object, say), which the interface does
 * not accept. */
static int join_spills(const fe_type *t)
{
    while (t->kind == FE_T_ARRAY)
        t = t->elem;
    return t->kind == FE_T_CLASS && fe_is_iface(t->cls);
}

static void emit_coalesce(fe_ctx *C, const fe_bexpr *b)
{
    int lend = fe_em_label(&C->b);
    fe_emit_expr(C, b->a);
    if (join_spills(b->type)) {   /* a; stloc t; ldloc t; brtrue end; b; stloc t; end: ldloc t */
        int tmp = fe_gen_temp(C, b->type);
        fe_em_op_var(&C->b, IL_STLOC, tmp);
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
        fe_em_branch(&C->b, IL_BRTRUE, lend);
        fe_emit_expr(C, b->b);
        fe_em_op_var(&C->b, IL_STLOC, tmp);
        fe_em_mark(&C->b, lend);
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
        return;
    }
    fe_em_op(&C->b, IL_DUP);
    fe_em_branch(&C->b, IL_BRTRUE, lend);
    fe_em_op(&C->b, IL_POP);
    fe_emit_expr(C, b->b);
    fe_em_mark(&C->b, lend);
}

static void emit_cond(fe_ctx *C, const fe_bexpr *b)
{
    int lelse = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    int tmp = join_spills(b->type) ? fe_gen_temp(C, b->type) : -1;
    fe_emit_branch(C, b->a, lelse, 0);
    fe_emit_expr(C, b->b);
    if (tmp >= 0)
        fe_em_op_var(&C->b, IL_STLOC, tmp);
    fe_em_branch(&C->b, IL_BR, lend);
    fe_em_mark(&C->b, lelse);
    fe_emit_expr(C, b->c);
    if (tmp >= 0)
        fe_em_op_var(&C->b, IL_STLOC, tmp);
    fe_em_mark(&C->b, lend);
    if (tmp >= 0)
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
}

/* `x is I` (I an interface) on a value of a struct or primitive type (a
 * type parameter's closed value in an instance, most often) is known from
 * the type: x is evaluated and dropped, and the answer is a constant, with
 * no box. On a string it is a null test (string's IComparable<string>,
 * IEquatable<string> and IEnumerable<char> are lent, docs/interfaces.md). */
static int emit_is_by_type(fe_ctx *C, const fe_bexpr *b)
{
    fe_sema *S = C->S;
    if (!(b->flags & FE_BF_IS_TEST) || S->open_pass)
        return 0;
    const fe_bexpr *x = b->a->kind == FE_B_CONV ? b->a->a : b->a;
    fe_type *v = fe_emit_type(S, x->type), *to = fe_emit_type(S, b->opt);
    if (to->kind != FE_T_CLASS || !fe_is_iface(to->cls))
        return 0;
    if ((v->kind == FE_T_STRUCT && !fe_nullable_elem(v)) || (v->kind >= FE_T_BOOL && v->kind <= FE_T_DOUBLE)) {
        fe_emit_expr(C, x);
        fe_em_op(&C->b, IL_POP);
        fe_em_op_i4(&C->b, IL_LDC_I4, fe_type_implements(S, v, to->cls));
        return 1;
    }
    if (v->kind != FE_T_STRING || !fe_type_implements(S, v, to->cls))
        return 0;
    fe_emit_expr(C, x);
    fe_em_op(&C->b, IL_LDNULL);
    fe_em_op(&C->b, IL_CGT_UN);
    return 1;
}

static void emit_isinst(fe_ctx *C, const fe_bexpr *b)
{
    if (emit_is_by_type(C, b))
        return;
    fe_emit_expr(C, b->a);
    fe_array_iface_need(C->S, fe_emit_type(C->S, b->a->type), fe_emit_type(C->S, b->opt));
    fe_lent_iface_need(C->S, fe_emit_type(C->S, b->opt));
    fe_em_op_tok(&C->b, IL_ISINST, fe_box_token(C->S, b->opt));
    if (b->flags & FE_BF_IS_TEST) {
        fe_em_op(&C->b, IL_LDNULL);
        fe_em_op(&C->b, IL_CEQ);
        fe_em_op_i4(&C->b, IL_LDC_I4, 0);
        fe_em_op(&C->b, IL_CEQ);
    }
}

/* ------------------------------------------------------------- objects */

static void emit_args(fe_ctx *C, const fe_bexpr *b)
{
    for (int i = 0; i < b->n; i++) {
        const fe_bexpr *a = b->list[i];
        if (a->kind == FE_B_ADDR)
            emit_addr(C, &a->var);
        else
            fe_emit_expr(C, a);
    }
}

/* t.M(args) with M an interface constraint's method (FE_BF_CONSTRAINED),
 * for the closed t of this instance: a struct's own method on its address,
 * a primitive's static M(t, args), a corelib class's method; else through
 * the interface (a box for a value type; the itab for the program's classes). */
static void emit_constrained_call(fe_ctx *C, const fe_bexpr *b)
{
    fe_sema *S = C->S;
    fe_type *t = fe_emit_type(S, b->recv->type);
    fe_method *im = fe_subst_method(S, b->method);
    fe_method *impl = S->open_pass ? NULL : fe_constrained_target(S, t, im);
    if (impl && t->kind == FE_T_STRUCT) {
        emit_struct_addr(C, b->recv, NULL);
        emit_args(C, b);
        fe_gen_call(C, impl, 0);
        return;
    }
    fe_emit_expr(C, b->recv);
    if (impl) {
        emit_args(C, b);
        fe_gen_call(C, impl, !(impl->flags & KMOD_METH_STATIC));
        return;
    }
    if (!S->open_pass)
        fe_gen_conv(C, t, im->owner->type);
    emit_args(C, b);
    fe_gen_call(C, b->method, 1);
}

/* A virtual call on a boxed value, ((I)x).M(args) or x.GetHashCode() with x
 * of a value type (a type parameter's closed value in an instance, most
 * often): the box is a copy no one else sees, so the value type's own
 * method runs on a copy of x (a primitive's static M(x, args)) and nothing
 * is allocated (fe_boxed_target). A string cast to an interface the
 * frontend gives it (IEquatable<string>) calls String's method likewise. */
static int emit_boxed_call(fe_ctx *C, const fe_bexpr *b)
{
    fe_sema *S = C->S;
    const fe_bexpr *r = b->recv;
    if (!(b->flags & FE_BF_VIRT) || !r || r->kind != FE_B_CONV || S->open_pass)
        return 0;
    fe_type *v = fe_emit_type(S, r->a->type);
    fe_method *m = fe_subst_method(S, b->method);
    if (!fe_is_valuetype(v) && (v->kind != FE_T_STRING || fe_implements(fe_member_class(S, v), m->owner)))
        return 0;
    fe_method *impl = fe_boxed_target(S, v, m);
    if (!impl)
        return 0;
    fe_emit_expr(C, r->a);
    if (v->kind == FE_T_STRUCT) {
        int t = fe_gen_temp(C, v);
        fe_em_op_var(&C->b, IL_STLOC, t);
        fe_em_op_var(&C->b, IL_LDLOCA, t);
    }
    emit_args(C, b);
    fe_gen_call(C, impl, v->kind == FE_T_STRING);
    return 1;
}

static void emit_call(fe_ctx *C, const fe_bexpr *b)
{
    if (b->flags & FE_BF_CONSTRAINED) {
        emit_constrained_call(C, b);
        return;
    }
    if (emit_boxed_call(C, b))
        return;
    if (b->flags & FE_BF_THIS)
        emit_this(C);
    else if (b->recv && is_struct(b->recv->type))
        emit_struct_addr(C, b->recv, NULL);
    else if (b->recv)
        fe_emit_expr(C, b->recv);
    emit_args(C, b);
    fe_gen_call(C, b->method, (b->flags & FE_BF_VIRT) != 0);
}

/* new S(args) / new S() of a struct: built in a temporary, then its value. */
static void emit_new_struct(fe_ctx *C, const fe_bexpr *b)
{
    int t = fe_gen_temp(C, b->type);
    fe_em_op_var(&C->b, IL_LDLOCA, t);
    if (b->method) {
        emit_args(C, b);
        fe_gen_call(C, b->method, 0);
    } else {
        fe_em_op_tok(&C->b, IL_INITOBJ, fe_sig_token(C->S, b->type));
    }
    fe_em_op_var(&C->b, IL_LDLOC, t);
}

static void emit_arrinit(fe_ctx *C, const fe_bexpr *b)
{
    uint32_t sig = fe_sig_token(C->S, b->type->elem);
    fe_em_op_i4(&C->b, IL_LDC_I4, b->n);
    fe_em_op_tok(&C->b, IL_NEWARR, sig);
    for (int i = 0; i < b->n; i++) {
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_i4(&C->b, IL_LDC_I4, i);
        fe_emit_expr(C, b->list[i]);
        fe_em_op_tok(&C->b, IL_STELEM, sig);
    }
}

/* The receiver is on the stack: its length (a copy's), then less a or
 * through helper(length, a) (bind_range.c). */
static void emit_from_end(fe_ctx *C, const fe_bexpr *b)
{
    fe_em_op(&C->b, IL_DUP);
    if (b->method) {
        fe_gen_call(C, b->method, 1);
    } else {
        fe_em_op(&C->b, IL_LDLEN);
        fe_em_op(&C->b, IL_CONV_I4);
    }
    fe_emit_expr(C, b->a);
    if (b->helper)
        fe_gen_call(C, b->helper, 0);
    else
        fe_em_op(&C->b, IL_SUB);
}

static void emit_index(fe_ctx *C, const fe_bexpr *b)
{
    fe_emit_expr(C, b->a);
    if (b->a->type->kind == FE_T_UINT)
        fe_em_op(&C->b, IL_CONV_U8);
    else if (b->a->type->kind == FE_T_ULONG)
        fe_em_op(&C->b, IL_CONV_OVF_I8_UN);
}

/* new T(...) { A = x, B = y }: the object stays on the stack; each member
 * is stored through a copy of it. */
/* new C(..) { .. }: the object stays on the stack; each member store,
 * indexer store or Add call (a CALL without receiver: the object's
 * copy is its receiver) works on a dup of it. */
/* new S(..) { .. } of a struct (or `s with { .. }`): built in a temporary,
 * each member stored through its address (bind_object_init allows members
 * only). */
static void emit_struct_objinit(fe_ctx *C, const fe_bexpr *b)
{
    const fe_bexpr *n = b->a;
    int t = fe_gen_temp(C, b->type);
    if (n->kind != FE_B_NEWOBJ) {   /* `s with { .. }`: a copy of s */
        fe_emit_expr(C, n);
        fe_em_op_var(&C->b, IL_STLOC, t);
    } else if (n->method) {
        fe_em_op_var(&C->b, IL_LDLOCA, t);
        emit_args(C, n);
        fe_gen_call(C, n->method, 0);
    } else {
        fe_em_op_var(&C->b, IL_LDLOCA, t);
        fe_em_op_tok(&C->b, IL_INITOBJ, fe_sig_token(C->S, b->type));
    }
    for (int i = 0; i < b->n; i++) {
        fe_em_op_var(&C->b, IL_LDLOCA, t);
        fe_emit_expr(C, b->list[i]->a);
        emit_store(C, &b->list[i]->var);
    }
    fe_em_op_var(&C->b, IL_LDLOC, t);
}

static void emit_objinit(fe_ctx *C, const fe_bexpr *b)
{
    if (is_struct(b->type)) {
        emit_struct_objinit(C, b);
        return;
    }
    fe_emit_expr(C, b->a);
    for (int i = 0; i < b->n; i++) {
        const fe_bexpr *x = b->list[i];
        fe_em_op(&C->b, IL_DUP);
        if (x->kind == FE_B_CALL) {
            emit_call(C, x);
            if (x->type->kind != FE_T_VOID)
                fe_em_op(&C->b, IL_POP);
            continue;
        }
        for (int j = 0; j < x->var.nargs; j++)   /* an index initializer's arguments */
            fe_emit_expr(C, x->var.args[j]);
        fe_emit_expr(C, x->a);
        emit_store(C, &x->var);
    }
}

/* ------------------------------------------------------------- dispatch */

static void emit_expr_node(fe_ctx *C, const fe_bexpr *b);

/* The outermost call of an expression tree in an async method's body first
 * evaluates the awaits that can move ahead of it (fe_iter_spill_awaits). */
static int emit_nesting;

void fe_emit_expr(fe_ctx *C, const fe_bexpr *b)
{
    if (!emit_nesting && C->iter && !C->b.dry)
        fe_iter_spill_awaits(C, (fe_bexpr *)b);
    emit_nesting++;
    emit_expr_node(C, b);
    emit_nesting--;
}

static void emit_expr_node(fe_ctx *C, const fe_bexpr *b)
{
    switch (b->kind) {
    case FE_B_ERROR: break;
    case FE_B_CONST: fe_gen_const(C, &b->k); break;
    case FE_B_THIS:
        emit_this(C);
        if (is_struct(b->type))   /* this of a struct method is its address */
            fe_gen_ldind(C, b->type);
        break;
    case FE_B_LOAD: emit_load(C, &b->var, NULL); break;
    case FE_B_ADDR: emit_addr(C, &b->var); break;
    case FE_B_ASSIGN: emit_assign(C, b); break;
    case FE_B_COMPOUND: case FE_B_CONCAT_ASSIGN: emit_compound(C, b); break;
    case FE_B_INCDEC: emit_incdec(C, b); break;
    case FE_B_CALL: emit_call(C, b); break;
    case FE_B_NEWOBJ:
        if (is_struct(b->type)) {
            emit_new_struct(C, b);
            break;
        }
        if (!b->method) {   /* new T() (docs/generics.md) */
            fe_gen_new_tparam(C, b->type);
            break;
        }
        emit_args(C, b);
        fe_gen_newobj(C, b->method);
        break;
    case FE_B_NEWARR:
        fe_emit_expr(C, b->a);
        fe_em_op_tok(&C->b, IL_NEWARR, fe_sig_token(C->S, b->type->elem));
        break;
    case FE_B_ARRINIT: emit_arrinit(C, b); break;
    case FE_B_LENGTH: fe_emit_expr(C, b->a); fe_em_op(&C->b, IL_LDLEN); break;
    case FE_B_INDEX: emit_index(C, b); break;
    case FE_B_FROMEND: emit_from_end(C, b); break;
    case FE_B_CONV: fe_emit_expr(C, b->a); fe_gen_conv(C, b->a->type, b->type); break;
    case FE_B_UNARY: emit_unary(C, b); break;
    case FE_B_BINARY: emit_binary(C, b); break;
    case FE_B_STREQ: emit_streq(C, b); break;
    case FE_B_LOGICAL: emit_logical(C, b); break;
    case FE_B_COALESCE: emit_coalesce(C, b); break;
    case FE_B_COND: emit_cond(C, b); break;
    case FE_B_ISINST: emit_isinst(C, b); break;
    case FE_B_TOSTRING: emit_tostring(C, b); break;
    case FE_B_CONCAT: emit_concat(C, b); break;
    case FE_B_OBJINIT: emit_objinit(C, b); break;
    case FE_B_MDNEW: case FE_B_MDFLAT: case FE_B_MDINDEX: fe_emit_md(C, b); break;
    case FE_B_MGROUP: case FE_B_LAMBDA: case FE_B_TARGETED: break;   /* converted or reported by the binder */
    case FE_B_THROWNEW: {   /* the value it stands for is never made */
        int depth = C->b.depth;
        for (int i = 0; i < b->n; i++)
            fe_emit_expr(C, b->list[i]);
        fe_gen_newobj(C, b->method);
        fe_em_op(&C->b, IL_THROW);
        fe_em_set_depth(&C->b, depth + (b->type->kind != FE_T_VOID));
        break;
    }
    case FE_B_THROW: {   /* the value it stands for is never made */
        int depth = C->b.depth;
        fe_emit_expr(C, b->a);
        fe_em_op(&C->b, IL_THROW);
        fe_em_set_depth(&C->b, depth + (b->type->kind != FE_T_VOID && b->type->kind != FE_T_THROW));
        break;
    }
    case FE_B_AWAIT: fe_iter_await(C, b); break;
    case FE_B_SEQ:   /* bind_nullable.c's temporaries, then the value */
        for (int i = 0; i < b->n; i++)
            fe_emit_discard(C, b->list[i]);
        if (b->a)
            fe_emit_expr(C, b->a);
        break;
    case FE_B_TEMPADDR: {
        int t = fe_gen_temp(C, b->a->type);
        fe_emit_expr(C, b->a);
        fe_em_op_var(&C->b, IL_STLOC, t);
        fe_em_op_var(&C->b, IL_LDLOCA, t);
        break;
    }
    case FE_B_CHECKED: {   /* checked(e) / unchecked(e): e's operators in that context */
        int saved = C->checked_ctx;
        C->checked_ctx = b->op;
        fe_emit_expr(C, b->a);
        C->checked_ctx = saved;
        break;
    }
    }
}

void fe_emit_discard(fe_ctx *C, const fe_bexpr *b)
{
    fe_emit_expr(C, b);
    if (b->type->kind != FE_T_VOID && b->type->kind != FE_T_ERROR)
        fe_em_op(&C->b, IL_POP);
}

/* ------------------------------------------------------------ conditions */

static int is_zero_const(const fe_bexpr *b)
{
    if (b->kind != FE_B_CONST)
        return 0;
    const fe_const *k = &b->k;
    if (k->type->kind == FE_T_NULL || (k->type->kind == FE_T_STRING && fe_const_is_null(k)))
        return 2;   /* null */
    return (fe_is_integral(k->type) || k->type->kind == FE_T_ENUM) && k->i == 0;
}

/* For `x == 0` / `x != null` (x integral, enum or a reference, not a
 * constant), the operand x; NULL otherwise. */
static const fe_bexpr *zero_operand(const fe_bexpr *b)
{
    if ((b->kind != FE_B_BINARY && b->kind != FE_B_STREQ) ||
        (b->op != FE_BOP_EQ && b->op != FE_BOP_NE))
        return NULL;
    int za = is_zero_const(b->a), zb = is_zero_const(b->b);
    const fe_bexpr *x = zb ? b->a : za ? b->b : NULL;
    int z = zb ? zb : za;
    if (!x || x->kind == FE_B_CONST)
        return NULL;
    fe_type *t = x->type;
    if (z == 2)
        return fe_is_ref(t) && t->kind != FE_T_NULL ? x : NULL;
    return (fe_is_integral(t) || t->kind == FE_T_ENUM) ? x : NULL;
}

void fe_emit_branch(fe_ctx *C, const fe_bexpr *b, int label, int when)
{
    if (b->kind == FE_B_CONST) {
        if ((b->k.i != 0) == (when != 0))
            fe_em_branch(&C->b, IL_BR, label);
        return;
    }
    if (b->kind == FE_B_UNARY && b->op == FE_UOP_NOT && b->a->type->kind == FE_T_BOOL) {
        fe_emit_branch(C, b->a, label, !when);
        return;
    }
    if (b->kind == FE_B_LOGICAL) {
        int is_and = b->op == FE_BOP_ANDAND;
        if (is_and != (when != 0)) {
            /* (a && b) false -> a false or b false; (a || b) true -> a true or b true */
            fe_emit_branch(C, b->a, label, when);
            fe_emit_branch(C, b->b, label, when);
        } else {
            int skip = fe_em_label(&C->b);
            fe_emit_branch(C, b->a, skip, !when);
            fe_emit_branch(C, b->b, label, when);
            fe_em_mark(&C->b, skip);
        }
        return;
    }
    const fe_bexpr *z = zero_operand(b);
    if (z) {   /* x == 0, x != null: branch on x itself */
        fe_emit_expr(C, z);
        int on_zero = (b->op == FE_BOP_EQ) == (when != 0);
        fe_em_branch(&C->b, on_zero ? IL_BRFALSE : IL_BRTRUE, label);
        return;
    }
    fe_emit_expr(C, b);
    if (fe_em_strip_not(&C->b))
        when = !when;   /* a <= b as !(a > b): branch on a > b instead */
    fe_em_branch(&C->b, when ? IL_BRTRUE : IL_BRFALSE, label);
}

/* ------------------------------------------- the statement walker's calls */

/* sema_stmt.c binds and emits statements in one walk; each expression in
 * them is bound whole, then emitted. fe_probe binds ahead (for a type the
 * statement checks) and leaves the tree for the next bind of e. */

fe_type *fe_probe(fe_ctx *C, fe_expr *e)
{
    fe_sema *S = C->S;
    if (S->probed != e) {
        fe_bexpr *b = fe_bind_expr(C, e);
        S->probed = e;
        S->probed_tree = b;
    }
    return S->probed_tree->type;
}

fe_type *fe_gen_expr(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *b = fe_bind_expr(C, e);
    fe_emit_expr(C, b);
    return b->type;
}

void fe_gen_expr_to(fe_ctx *C, fe_expr *e, fe_type *to)
{
    fe_emit_expr(C, fe_bind_to(C, e, to));
}

void fe_gen_expr_stmt(fe_ctx *C, fe_expr *e)
{
    fe_emit_discard(C, fe_bind_expr_stmt(C, e));
}

void fe_gen_branch_da(fe_ctx *C, fe_expr *e, int label, int when, uint8_t **jump)
{
    uint8_t *st, *sf;
    fe_bexpr *b = fe_bind_cond(C, e, &st, &sf);
    fe_emit_branch(C, b, label, when);
    *jump = when ? st : sf;
    fe_da_restore(C, when ? sf : st);
}

void fe_gen_branch(fe_ctx *C, fe_expr *e, int label, int when)
{
    uint8_t *j;
    fe_gen_branch_da(C, e, label, when, &j);
}

void fe_gen_ctor_call(fe_ctx *C, fe_class *target, fe_callarg *args, int nargs, fe_pos pos)
{
    fe_bexpr *b = fe_bind_ctor_call(C, target, args, nargs, pos);
    if (b)
        fe_emit_expr(C, b);
}
