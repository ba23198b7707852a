/* lower.c - the driver of the IL -> libgccjit lowering shared by the JIT
 * tier and AOT: the batch entry point, the per-method pipeline and the
 * per-instruction switch. The pipeline of one batch (jit_lower_methods_opts):
 *
 *   methods, OSR entries
 *     |  declare: an EXPORTED C-ABI function per method (lower_call.c),
 *     |           an OSR variant per (method, loop header) (lower_osr.c)
 *     v
 *   per function (lower_method; inline copies are added as calls find them):
 *     jit_lower_decode (operands; entry stacks, joins, handlers, OSR
 *       points from the verifier's typed body, rt_method.body)
 *       -> setup_frame (entry block: thread, eh frame, locals, class init,
 *          poll) or jit_setup_osr_entry (lower_osr.c: the interpreter's slots)
 *       -> worklist: lower_insn per reached instruction (this switch;
 *          arithmetic, fields, arrays, casts in lower_ops.c; calls, splicing,
 *          P/Invoke in lower_call.c; intrinsics in lower_intrinsic.c),
 *          ENDFINALLYs last (EH: dispatch, LEAVE chains in lower_eh.c)
 *     v
 *   tables mode: the constants and method tables (lower_const.c)
 *     v
 *   compile (batch.c, cache.c: libgccjit in memory or to a shared object)
 *
 * How it lowers:
 *  - every method becomes an EXPORTED C-ABI function (runtime.h's calling
 *    convention); a small [AggressiveInlining] callee is spliced into its
 *    caller (its IL lowered in the caller's function, splice_call), a larger
 *    one gets an INTERNAL copy in the same context that GCC may inline;
 *  - the IL evaluation stack becomes C locals, one per (depth, slot kind),
 *    so every value at a join point already sits in its slot;
 *  - straight-line IL is one block; a join starts its own (fall_through);
 *  - after each operation that can throw, the pending exception of the
 *    current thread is tested and control goes to the site block of its
 *    statement and on to the dispatch block of the innermost covering EH
 *    clause, or to the unwind block that returns (lower_eh.c);
 *  - null, bounds, cast, divide checks are explicit and raise through the
 *    runtime's imported throw funnel; safepoint polls at entry and on every
 *    backward edge;
 *  - runtime objects are referred to through lower_const.c (embedded in
 *    process, a constants-table slot in AOT and cache code).
 * Invariants: a method is lowered only from verified IL, and what the
 * verifier proved about it (stack depths and kinds, join points, handlers,
 * OSR points) the lowering reads from its typed body, copied into each
 * insn by jit_lower_decode, never works out again; intrinsics by their id
 * (rt_method_intrinsic). Anything not lowered yet is reported as a one-line
 * error and fails the whole batch.
 */
#include "jit/lower.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- errors */

void jit_lower_fail(lower *L, const char *fmt, ...)
{
    if (L->failed)
        return;
    L->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(L->err, L->errlen, fmt, ap);
    va_end(ap);
}

void *jit_xcalloc(size_t n, size_t sz)
{
    void *p = calloc(n ? n : 1, sz);
    if (!p) {
        fprintf(stderr, "kiln: out of memory in the JIT\n");
        abort();
    }
    return p;
}

static void init_types(lower *L)
{
    gcc_jit_context *c = L->ctx;
    L->t_void = G(context_get_type)(c, GCC_JIT_TYPE_VOID);
    L->t_bool = G(context_get_type)(c, GCC_JIT_TYPE_BOOL);
    L->t_u8 = G(context_get_type)(c, GCC_JIT_TYPE_UNSIGNED_CHAR);
    L->t_i8s = G(context_get_type)(c, GCC_JIT_TYPE_SIGNED_CHAR);
    L->t_u16 = G(context_get_type)(c, GCC_JIT_TYPE_UNSIGNED_SHORT);
    L->t_i16 = G(context_get_type)(c, GCC_JIT_TYPE_SHORT);
    L->t_i32 = G(context_get_type)(c, GCC_JIT_TYPE_INT);
    L->t_u32 = G(context_get_type)(c, GCC_JIT_TYPE_UNSIGNED_INT);
    L->t_i64 = G(context_get_type)(c, GCC_JIT_TYPE_LONG_LONG);
    L->t_u64 = G(context_get_type)(c, GCC_JIT_TYPE_UNSIGNED_LONG_LONG);
    L->t_f64 = G(context_get_type)(c, GCC_JIT_TYPE_DOUBLE);
    L->t_f32 = G(context_get_type)(c, GCC_JIT_TYPE_FLOAT);
    L->t_size = G(context_get_type)(c, GCC_JIT_TYPE_SIZE_T);
    L->t_ptr = G(context_get_type)(c, GCC_JIT_TYPE_VOID_PTR);
    L->t_cptr = G(type_get_pointer)(G(context_get_type)(c, GCC_JIT_TYPE_CHAR));
    L->t_cstr = G(context_get_type)(c, GCC_JIT_TYPE_CONST_CHAR_PTR);
    L->t_vint = G(type_get_volatile)(L->t_i32);
    L->t_vptr = G(type_get_volatile)(L->t_ptr);
}

/* ------------------------------------------ the instructions and their facts */

/* Each instruction's operands, and the typed body's record of it. */
int jit_lower_decode(mlower *ml)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    char why[300];
    const kmod_body *b = ml->body = rt_method_body(m, why, sizeof why);
    if (!b) {
        jit_lower_fail(L, "jit: %s", why);
        return -1;
    }
    ml->ins = jit_xcalloc(b->ninsns, sizeof *ml->ins);
    ml->at = jit_xcalloc(m->code_len + 1, sizeof *ml->at);
    for (uint32_t k = 0; k < b->ninsns; k++) {
        uint32_t off = b->insns[k].off;
        const uint8_t *p = m->code + off;
        int sz = il_instr_size(p, m->code_len - off);
        if (sz < 0) {
            jit_lower_fail(L, "jit: %s.%s: bad instruction at %u", m->owner->name, m->name, off);
            return -1;
        }
        insn *in = &ml->ins[ml->nins];
        in->off = off;
        in->op = (il_opcode)p[0];
        in->next = off + (uint32_t)sz;   /* il_instr_size counts the opcode byte */
        in->b = b->insns[k];
        switch (il_opinfo_table[in->op].operand) {
        case IL_OPND_I4: in->imm = il_read_i32(p + 1); break;
        case IL_OPND_I8: in->imm = il_read_i64(p + 1); break;
        case IL_OPND_R8: { uint64_t bits = (uint64_t)il_read_i64(p + 1); memcpy(&in->r8, &bits, 8); break; }
        case IL_OPND_R4: { uint32_t bits = il_read_u32(p + 1); float f; memcpy(&f, &bits, 4); in->r8 = f; break; }
        case IL_OPND_VAR: in->imm = il_read_u16(p + 1); break;
        case IL_OPND_TOK: in->imm = il_read_u32(p + 1); break;
        case IL_OPND_BR: in->imm = (int64_t)in->next + il_read_i32(p + 1); break;
        default: break;
        }
        ml->at[off] = ++ml->nins;
    }
    return 0;
}

/* ---------------------------------------------------- lowering helpers */

gcc_jit_lvalue *jit_new_local(mlower *ml, gcc_jit_type *t, const char *what)
{
    lower *L = ml->L;
    char name[32];
    snprintf(name, sizeof name, "%s%u", what, ml->nlocal_names++);
    return G(function_new_local)(ml->fn, NULL, t, name);
}

/* A string row of m's module as a C string in buf ("" if none). */
const char *jit_row_str(const rt_method *m, uint32_t row, char *buf, size_t n)
{
    uint32_t len;
    const char *s = row != KMOD_NONE && m->module ? kmod_string(m->module->km, row, &len) : NULL;
    snprintf(buf, n, "%.*s", s ? (int)len : 0, s ? s : "");
    return buf;
}

/* Local slot i of ml's method: named after its C# local under -g (the
 * module's local names; a temporary keeps a generated name). */
gcc_jit_lvalue *jit_new_il_local(mlower *ml, gcc_jit_type *t, uint32_t i)
{
    lower *L = ml->L;
    char name[256];
    const kmod *km = ml->m->module ? ml->m->module->km : NULL;
    if (L->debug && km && *jit_row_str(ml->m, kmod_local_name(km, ml->m->row, i), name, sizeof name))
        return G(function_new_local)(ml->fn, NULL, t, name);
    return jit_new_local(ml, t, "loc");
}

/* -g: the location of the statement holding IL offset off (NULL without
 * -g or a sequence point): file, line and column of the C# source. */
gcc_jit_location *jit_loc_at(mlower *ml, uint32_t off)
{
    lower *L = ml->L;
    const kmod *km = ml->m->module ? ml->m->module->km : NULL;
    if (!L->debug || !km || !ml->nseq)
        return NULL;
    const kmod_seqpt *sp = kmod_seqpt_find(km, ml->m->row, off);
    if (!sp)
        return NULL;
    uint32_t idx = (uint32_t)(sp - km->seqpts.v) - ml->seq_first;
    if (!ml->locs[idx]) {
        char file[1024];
        ml->locs[idx] = G(context_new_location)(L->ctx, jit_row_str(ml->m, sp->file, file, sizeof file),
                                                (int)sp->line, (int)sp->col);
    }
    return ml->locs[idx];
}

gcc_jit_lvalue *jit_stack_slot(mlower *ml, uint32_t depth, int sk)
{
    gcc_jit_lvalue **s = &ml->slots[depth * SK_COUNT + (uint32_t)sk];
    if (!*s) {
        static const char *const nm[SK_COUNT] = {"s_i4_", "s_i8_", "s_r8_", "s_p_", "s_r4_", "s_v_"};
        *s = jit_new_local(ml, sk == SK_VAL ? jit_vslot_type(ml) : sk_type(ml->L, sk), nm[sk]);
    }
    return *s;
}

/* The block of the instruction at off. Blocks exist only once something
 * jumps to them (libgccjit rejects unreachable blocks), and creating one
 * queues its instruction for lowering. */
gcc_jit_block *jit_block_at(mlower *ml, uint32_t off)
{
    if (ml->osr_test && off == ml->osr_head)
        return ml->osr_test;
    uint32_t i = ml->at[off] - 1;
    if (!ml->blk[i]) {
        ml->blk[i] = new_block(ml);
        ml->work[ml->nwork++] = i;
    }
    return ml->blk[i];
}

gcc_jit_block *jit_fall_block(mlower *ml, uint32_t i)
{
    return i + 1 < ml->nins ? jit_block_at(ml, ml->ins[i + 1].off) : NULL;
}

/* The end of instruction i, which falls into i + 1: when nothing else can
 * reach i + 1 (not a join) and it has no block yet, it is lowered next into
 * the same block (it goes on the worklist's top, and the worklist pops it
 * right after i), so straight-line IL is one basic block; else a jump.
 * One block per instruction made GCC's liveness-based passes (out-of-SSA at
 * -O0, register allocation) cost blocks x live variables: quadratic in the
 * size of a method with many locals (docs/jit.md "Huge methods"). */
static void fall_through(mlower *ml, uint32_t i)
{
    uint32_t j = i + 1;
    if (ml->merge_blocks && !jit_at_join(&ml->ins[j]) && !ml->blk[j]) {
        ml->blk[j] = ml->cur;
        ml->work[ml->nwork++] = j;
        return;
    }
    ml->L->api->gcc_jit_block_end_with_jump(ml->cur, ml->loc, jit_fall_block(ml, i));
}

/* End the current block with "if (cond) goto yes" and continue in a new one. */
void jit_branch_if(mlower *ml, gcc_jit_rvalue *cond, gcc_jit_block *yes)
{
    gcc_jit_block *next = new_block(ml);
    ml->L->api->gcc_jit_block_end_with_conditional(ml->cur, ml->loc, cond, yes, next);
    ml->cur = next;
}

/* The slow path of a poll. On x86-64 an asm statement that calls
 * gc_poll_slow_keep_registers and clobbers only the flags: to GCC it
 * neither reads nor writes memory, so a loop whose only call is its poll
 * keeps field and array-length loads hoisted and its struct locals in
 * registers (docs/jit.md "Safepoints": the collector does not move
 * objects, nor change a field the code reads; a write elsewhere by a
 * thread that ran meanwhile need not be seen, as .NET's memory model
 * allows for non-volatile fields). The red zone below rsp is stepped
 * over: GCC may keep a leaf function's data there. */
static void emit_poll_call(mlower *ml, gcc_jit_block *slow)
{
    lower *L = ml->L;
#if defined(__x86_64__)
    gcc_jit_extended_asm *a = G(block_add_extended_asm)(slow, NULL,
        "lea -128(%%rsp), %%rsp\n\tcall gc_poll_slow_keep_registers@PLT\n\tlea 128(%%rsp), %%rsp");
    G(extended_asm_set_volatile_flag)(a, 1);
    G(extended_asm_add_input_operand)(a, NULL, "D", thr_rv(ml));
    G(extended_asm_add_clobber)(a, "cc");
#else
    G(block_add_eval)(slow, NULL, call(L, L->f_poll_slow, 1, thr_rv(ml)));
#endif
}

/* gc_stop_requested, read afresh each time. libgccjit 12 drops the volatile
 * qualifier of a global (and of a dereference) when it builds the tree: the
 * read was repeated in a loop only because the slow path's call clobbered
 * memory. With the asm poll nothing does, so the read is an asm statement
 * itself, which GCC never hoists or merges. */
static gcc_jit_rvalue *stop_flag(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
#if defined(__x86_64__)
    gcc_jit_lvalue *flag = jit_new_local(ml, L->t_i32, "stop");
    gcc_jit_extended_asm *a = G(block_add_extended_asm)(b, NULL, "movl %1, %0");
    G(extended_asm_set_volatile_flag)(a, 1);
    G(extended_asm_add_output_operand)(a, NULL, "=r", flag);
    G(extended_asm_add_input_operand)(a, NULL, "m", rv(L, L->g_stop));
    return rv(L, flag);
#else
    (void)b;
    return rv(L, L->g_stop);
#endif
}

void jit_emit_poll(mlower *ml, gcc_jit_block *b, gcc_jit_block *then)
{
    lower *L = ml->L;
    gcc_jit_block *slow = new_block(ml);
    /* __builtin_expect: the slow path out of line, the loop's fall-through
     * the fast path (an asm is not a call GCC would take for cold) */
    gcc_jit_type *lt = G(rvalue_get_type)(G(param_as_rvalue)(G(function_get_param)(L->f_expect, 0)));
    gcc_jit_rvalue *zero = G(context_zero)(L->ctx, lt);
    gcc_jit_rvalue *stop = call(L, L->f_expect, 2, cast(L, stop_flag(ml, b), lt), zero);
    G(block_end_with_conditional)(b, NULL, cmp(L, GCC_JIT_COMPARISON_NE, stop, zero), slow, then);
    emit_poll_call(ml, slow);
    G(block_end_with_jump)(slow, NULL, then);
}

/* The block a branch from the current instruction to target enters
 * (a safepoint poll first when it goes backwards). */
gcc_jit_block *jit_edge_block(mlower *ml, uint32_t target)
{
    gcc_jit_block *t = jit_block_at(ml, target);
    if (target > ml->cur_off)
        return t;
    gcc_jit_block *p = new_block(ml);
    jit_emit_poll(ml, p, t);
    return p;
}

/* Store v (of C type matching kind k) as the stack value at depth (a
 * struct: jit_put_value). */
void jit_put(mlower *ml, uint32_t depth, rt_kind k, gcc_jit_rvalue *v)
{
    lower *L = ml->L;
    int sk = kind_sk(k);
    if (sk == SK_VAL) {
        jit_lower_fail(L, "jit: %s.%s: a struct stored as a primitive", ml->m->owner->name, ml->m->name);
        return;
    }
    G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, depth, sk), cast(L, v, sk_type(L, sk)));
}

/* --------------------------------------------------------- instructions */

/* ldarg/starg/ldarga of a struct parameter: its slot holds the address of
 * the caller's copy (which this call owns). */
static void lower_struct_arg(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t i = (uint32_t)in->imm;
    const rt_type *t = m->param_types[i - (m->has_this ? 1 : 0)];
    gcc_jit_rvalue *p = rv(L, ml->args[i]);
    if (in->op == IL_LDARG)
        jit_put_value(ml, s->d, t, rv(L, jit_value_at(L, p, t)));
    else if (in->op == IL_STARG)
        G(block_add_assignment)(ml->cur, ml->loc, jit_value_at(L, p, t), rv(L, jit_value_slot(ml, s->d - 1, t)));
    else
        jit_put(ml, s->d, RT_KIND_BYREF, p);
}

static void lower_insn(mlower *ml, uint32_t i)
{
    lower *L = ml->L;
    const insn *in = &ml->ins[i];
    vstack s = {ml, in->b.top, in->b.depth};
    uint32_t d = in->b.depth;
    rt_method *m = ml->m;
    ml->cur = ml->blk[i];
    ml->cur_off = in->off;
    ml->loc = jit_loc_at(ml, in->off);
    switch (in->op) {
    case IL_NOP: break;
    case IL_LDARG: case IL_STARG: case IL_LDARGA:
        if (arg_kind(m, (uint32_t)in->imm) == RT_KIND_STRUCT) {   /* the address of the caller's copy */
            lower_struct_arg(ml, &s, in);
            break;
        }
        if (in->op == IL_LDARG)
            jit_put(ml, d, arg_kind(m, (uint32_t)in->imm), rv(L, ml->args[in->imm]));
        else if (in->op == IL_STARG)
            G(block_add_assignment)(ml->cur, ml->loc, ml->args[in->imm], cast(L, peek(&s, 0), arg_type(L, m, (uint32_t)in->imm)));
        else
            jit_put(ml, d, RT_KIND_BYREF, G(lvalue_get_address)(ml->args[in->imm], NULL));
        break;
    case IL_LDLOC:
        if (m->local_kinds[in->imm] == RT_KIND_STRUCT)
            jit_put_value(ml, d, m->local_types[in->imm], rv(L, ml->locals[in->imm]));
        else
            jit_put(ml, d, m->local_kinds[in->imm], rv(L, ml->locals[in->imm]));
        break;
    case IL_STLOC:
        if (m->local_kinds[in->imm] == RT_KIND_STRUCT)
            G(block_add_assignment)(ml->cur, ml->loc, ml->locals[in->imm], rv(L, jit_value_slot(ml, d - 1, m->local_types[in->imm])));
        else
            G(block_add_assignment)(ml->cur, ml->loc, ml->locals[in->imm], cast(L, peek(&s, 0), ctype(L, m->local_kinds[in->imm])));
        break;
    case IL_LDLOCA: jit_put(ml, d, RT_KIND_BYREF, G(lvalue_get_address)(ml->locals[in->imm], NULL)); break;
    case IL_LDNULL: jit_put(ml, d, RT_KIND_REF, G(context_null)(L->ctx, L->t_ptr)); break;
    case IL_LDC_I4: jit_put(ml, d, RT_KIND_I4, i32c(L, (int)in->imm)); break;
    case IL_LDC_I8: jit_put(ml, d, RT_KIND_I8, i64c(L, in->imm)); break;
    case IL_LDC_R8: jit_put(ml, d, RT_KIND_R8, G(context_new_rvalue_from_double)(L->ctx, L->t_f64, in->r8)); break;
    case IL_LDC_R4: jit_put(ml, d, RT_KIND_R4, G(context_new_rvalue_from_double)(L->ctx, L->t_f32, in->r8)); break;
    case IL_LDSTR: jit_lower_ldstr(ml, d, (uint32_t)in->imm); break;
    case IL_LDFTN: jit_put(ml, d, RT_KIND_I8, G(context_new_bitcast)(L->ctx, NULL, jit_const_method(L, meth(ml, in)), L->t_i64)); break;
    case IL_DUP: G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, d, peek_sk(&s, 0)), peek(&s, 0)); break;
    case IL_POP: break;
    case IL_ADD: case IL_SUB: case IL_MUL: case IL_AND: case IL_OR: case IL_XOR: {
        static const enum gcc_jit_binary_op ops[] = {GCC_JIT_BINARY_OP_PLUS, GCC_JIT_BINARY_OP_MINUS,
            GCC_JIT_BINARY_OP_MULT, GCC_JIT_BINARY_OP_BITWISE_AND, GCC_JIT_BINARY_OP_BITWISE_OR,
            GCC_JIT_BINARY_OP_BITWISE_XOR};
        int idx = in->op == IL_ADD ? 0 : in->op == IL_SUB ? 1 : in->op == IL_MUL ? 2 : in->op == IL_AND ? 3 : in->op == IL_OR ? 4 : 5;
        int sk = peek_sk(&s, 1);
        G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, d - 2, sk), jit_wrap_arith(L, ops[idx], sk, peek(&s, 1), peek(&s, 0)));
        break;
    }
    case IL_DIV: case IL_DIV_UN: case IL_REM: case IL_REM_UN: jit_lower_divrem(ml, &s, in->op); break;
    case IL_NEG: case IL_NOT: {
        int sk = peek_sk(&s, 0);
        gcc_jit_type *t = sk == SK_R8 ? L->t_f64 : sk == SK_R4 ? L->t_f32 : sk == SK_I8 ? L->t_u64 : L->t_u32;
        gcc_jit_rvalue *r = G(context_new_unary_op)(L->ctx, NULL, in->op == IL_NEG ? GCC_JIT_UNARY_OP_MINUS : GCC_JIT_UNARY_OP_BITWISE_NEGATE,
                                                    t, cast(L, peek(&s, 0), t));
        G(block_add_assignment)(ml->cur, ml->loc, jit_stack_slot(ml, d - 1, sk), cast(L, r, sk_type(L, sk)));
        break;
    }
    case IL_SHL: case IL_SHR: case IL_SHR_UN: jit_lower_shift(ml, &s, in->op); break;
    case IL_CONV_I1: case IL_CONV_U1: case IL_CONV_I2: case IL_CONV_U2: case IL_CONV_I4: case IL_CONV_U4:
    case IL_CONV_I8: case IL_CONV_U8: case IL_CONV_R8: case IL_CONV_R_UN: case IL_CONV_R4:
        jit_lower_conv(ml, &s, in->op);
        break;
    case IL_CONV_OVF_I8_UN: jit_lower_conv_ovf_i8_un(ml, &s); break;
    case IL_CONV_OVF_I1: case IL_CONV_OVF_U1: case IL_CONV_OVF_I2: case IL_CONV_OVF_U2:
    case IL_CONV_OVF_I4: case IL_CONV_OVF_U4: case IL_CONV_OVF_I8: case IL_CONV_OVF_U8:
    case IL_CONV_OVF_I1_UN: case IL_CONV_OVF_U1_UN: case IL_CONV_OVF_I2_UN: case IL_CONV_OVF_U2_UN:
    case IL_CONV_OVF_I4_UN: case IL_CONV_OVF_U4_UN: case IL_CONV_OVF_U8_UN:
    case IL_ADD_OVF: case IL_ADD_OVF_UN: case IL_SUB_OVF: case IL_SUB_OVF_UN: case IL_MUL_OVF:
    case IL_MUL_OVF_UN:
        jit_lower_checked(ml, &s, in);
        break;
    case IL_INITOBJ: case IL_BOX: case IL_UNBOX: case IL_UNBOX_ANY: case IL_SIZEOF:
        jit_lower_value_op(ml, &s, in);
        break;
    case IL_CEQ: case IL_CGT: case IL_CGT_UN: case IL_CLT: case IL_CLT_UN: jit_lower_compare(ml, &s, in->op); break;
    case IL_BR: case IL_BRTRUE: case IL_BRFALSE: jit_lower_branch(ml, &s, in, i); return;
    case IL_SWITCH: jit_lower_switch(ml, &s, in, i); return;
    case IL_RET:
        if (ml->parent) {   /* spliced: the result to the caller's local, on after the call */
            if (!ml->cont)
                ml->cont = G(function_new_block)(ml->fn, NULL);
            if (m->ret_kind != RT_KIND_VOID)   /* (struct methods are never spliced) */
                G(block_add_assignment)(ml->cur, ml->loc, ml->ret, cast(L, peek(&s, 0), ctype(L, m->ret_kind)));
            G(block_end_with_jump)(ml->cur, ml->loc, ml->cont);
            return;
        }
        jit_ehf_pop(ml, ml->cur);
        if (ml->jf->osr_off >= 0)   /* an OSR variant: the result to the interpreter's frame */
            jit_osr_return(ml, ml->cur, m->ret_kind == RT_KIND_VOID ? NULL : cast(L, peek(&s, 0), ctype(L, m->ret_kind)));
        else if (m->ret_kind == RT_KIND_STRUCT) {   /* through the hidden pointer */
            G(block_add_assignment)(ml->cur, ml->loc, jit_value_at(L, rv(L, ml->retp), m->ret_type),
                                    rv(L, jit_value_slot(ml, 0, m->ret_type)));
            G(block_end_with_void_return)(ml->cur, NULL);
        } else if (m->ret_kind == RT_KIND_VOID)
            G(block_end_with_void_return)(ml->cur, NULL);
        else
            G(block_end_with_return)(ml->cur, ml->loc, cast(L, peek(&s, 0), ctype(L, m->ret_kind)));
        return;
    case IL_CALL: case IL_CALLVIRT: jit_lower_call(ml, &s, in); break;
    case IL_NEWOBJ: jit_lower_newobj(ml, &s, in); break;
    case IL_LDFLD: case IL_STFLD: case IL_LDFLDA: case IL_LDSFLD: case IL_STSFLD: case IL_LDSFLDA: jit_lower_field(ml, &s, in); break;
    case IL_NEWARR: case IL_LDLEN: case IL_LDELEM: case IL_STELEM: case IL_LDELEMA: jit_lower_array(ml, &s, in); break;
    case IL_LDIND: case IL_STIND: jit_lower_ldind_stind(ml, &s, in); break;
    case IL_CASTCLASS: case IL_ISINST: jit_lower_cast(ml, &s, in); break;
    case IL_THROW:
        G(block_add_eval)(ml->cur, ml->loc, call(L, L->f_throw, 1, peek(&s, 0)));
        G(block_end_with_jump)(ml->cur, ml->loc, jit_site_dispatch(ml, in->off));
        return;
    case IL_RETHROW: {   /* verified: its innermost handler is the catch whose exception it throws */
        uint32_t k = jit_handler_of(in);
        G(block_add_eval)(ml->cur, ml->loc, call(L, L->f_rethrow, 1, rv(L, ml->caught[k])));
        G(block_end_with_jump)(ml->cur, ml->loc, jit_dispatch_from(ml, in->off, 0));   /* in the trace already */
        return;
    }
    case IL_SETFILTER: jit_lower_setfilter(ml, peek(&s, 0), (uint32_t)in->imm); break;
    case IL_LEAVE: jit_lower_leave(ml, in); return;
    case IL_ENDFINALLY: ml->endfin[ml->nendfin++] = i; return;
    default:
        jit_lower_fail(L, "jit: %s.%s: opcode %s at %u not supported", m->owner->name, m->name,
             in->op < IL_OPCODE_COUNT ? il_opinfo_table[in->op].mnemonic : "?", in->off);
        return;
    }
    if (i + 1 < ml->nins)
        fall_through(ml, i);
    else
        jit_end_return_zero(ml, ml->cur);   /* unreachable: verified code does not fall off the end */
}

/* ------------------------------------------------------------- a method */

static void setup_frame(mlower *ml)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t na = nargs(m), sr = sret_of(m);
    ml->args = jit_xcalloc(na, sizeof *ml->args);
    for (uint32_t i = 0; i < na && ml->jf->osr_off < 0; i++)   /* after a struct result's address */
        ml->args[i] = G(param_as_lvalue)(G(function_get_param)(ml->fn, (int)(i + sr)));
    if (sr && ml->jf->osr_off < 0)
        ml->retp = G(param_as_lvalue)(G(function_get_param)(ml->fn, 0));
    ml->locals = jit_xcalloc(m->nlocals, sizeof *ml->locals);
    ml->slots = jit_xcalloc((size_t)(m->max_stack + 1) * SK_COUNT, sizeof *ml->slots);
    ml->vslot_first = jit_xcalloc((size_t)m->max_stack + 1, sizeof *ml->vslot_first);
    ml->dispatch = jit_xcalloc(m->neh + 1, sizeof *ml->dispatch);
    jit_sites_init(ml);
    ml->caught = jit_xcalloc(m->neh, sizeof *ml->caught);
    ml->fsel = jit_xcalloc(m->neh, sizeof *ml->fsel);
    ml->fexc = jit_xcalloc(m->neh, sizeof *ml->fexc);
    ml->conts = jit_xcalloc(m->neh, sizeof *ml->conts);
    ml->nconts = jit_xcalloc(m->neh, sizeof *ml->nconts);
    ml->endfin = jit_xcalloc(ml->nins, sizeof *ml->endfin);
    ml->blk = jit_xcalloc(ml->nins, sizeof *ml->blk);
    ml->work = jit_xcalloc(ml->nins, sizeof *ml->work);
    if (ml->jf->osr_off >= 0) {
        jit_setup_osr_entry(ml);
        return;
    }
    gcc_jit_block *entry = new_block(ml);   /* the first block is the function's entry */
    ml->thr = jit_new_local(ml, L->t_ptr, "thr");
    ml->callp = jit_new_local(ml, L->t_ptr, "callp");
    if (!ml->in_copy)
        G(block_add_assignment)(entry, NULL, ml->thr, rv(L, L->g_thread));
    jit_ehf_push(ml, entry);
    for (uint32_t i = 0; i < m->nlocals; i++) {
        ml->locals[i] = jit_new_il_local(ml, loc_type(L, m->local_kinds[i], m->local_types[i]), i);
        if (m->local_kinds[i] == RT_KIND_STRUCT)   /* zeroed as CIL's localsinit */
            jit_zero_struct(ml, entry, ml->locals[i], m->local_types[i]);
        else
            G(block_add_assignment)(entry, NULL, ml->locals[i], zero_of(L, m->local_kinds[i]));
    }
    for (uint32_t k = 0; k < m->neh; k++) {
        ml->caught[k] = jit_new_local(ml, L->t_ptr, "caught");
        ml->fsel[k] = jit_new_local(ml, L->t_i32, "fsel");
        ml->fexc[k] = jit_new_local(ml, L->t_ptr, "fexc");
    }
    ml->cur = entry;
    ml->cur_off = 0;
    if (!m->has_this || (m->flags & KMOD_METH_CTOR))
        jit_emit_init_check(ml, m->owner);
    if (ml->in_copy)   /* its caller polled; its own loops poll on their back edges */
        G(block_end_with_jump)(ml->cur, ml->loc, jit_block_at(ml, 0));
    else
        jit_emit_poll(ml, ml->cur, jit_block_at(ml, 0));
}

void jit_free_mlower(mlower *ml)
{
    for (uint32_t k = 0; k < ml->m->neh; k++)
        free(ml->conts ? ml->conts[k] : NULL);
    free(ml->ins); free(ml->at); free(ml->blk); free(ml->slots); free(ml->args);
    free(ml->locals); free(ml->dispatch); free(ml->sites); free(ml->locs); free(ml->caught); free(ml->fsel); free(ml->fexc);
    free(ml->conts); free(ml->nconts); free(ml->endfin); free(ml->work); free(ml->vslot_first);
}

/* Lower every instruction reached. ENDFINALLYs go last: their switch
 * needs every LEAVE continuation, and lowering them may reach new handler
 * blocks. */
void jit_lower_worklist(mlower *ml)
{
    uint32_t done_fin = 0;
    while (!ml->L->failed && (ml->nwork || done_fin < ml->nendfin)) {
        if (ml->nwork)
            lower_insn(ml, ml->work[--ml->nwork]);
        else
            jit_lower_endfinally(ml, ml->endfin[done_fin++]);
    }
}

static void lower_method(lower *L, jit_fn *jf)
{
    mlower ml = {.L = L, .jf = jf, .in_copy = jf->inline_copy, .m = jf->m, .fn = jf->fn};
    rt_method *m = jf->m;
    jf->lowered = true;
    if (L->tables && (m->flags & KMOD_METH_PINVOKE)) {
        jit_lower_pinvoke(L, jf);
        return;
    }
    if (!m->code || !m->code_len) {
        jit_lower_fail(L, "jit: %s.%s has no IL body", m->owner->name, m->name);
        return;
    }
    if (jit_lower_decode(&ml) == 0) {
        ml.merge_blocks = jf->osr_off < 0 && !ml.in_copy;   /* OSR functions and inline copies: a block each */
        setup_frame(&ml);
        jit_lower_worklist(&ml);
    }
    jit_free_mlower(&ml);
}

/* ---------------------------------------------------- the engine's view */

static void view_insn(mlower *ml, const insn *in, rt_insn_view *v)
{
    v->off = in->off;
    v->depth = in->b.depth;
    for (uint32_t i = 0; i < RT_VIEW_KINDS; i++)
        v->kinds[i] = i < in->b.depth ? (uint8_t)jit_entry_kind(ml, in->b.top, i) : KMOD_ST_NONE;
    v->flags = (uint8_t)((jit_at_join(in) ? KMOD_BI_JOIN : 0) | (jit_osr_point(in) ? KMOD_BI_OSR : 0));
    v->handler = (uint16_t)jit_handler_of(in);
    v->intrinsic = RT_INTRINSIC_NONE;
    if (in->op == IL_CALL) {   /* as jit_lower_call decides */
        rt_method *c = meth(ml, in);
        v->intrinsic = c->has_this ? RT_INTRINSIC_NONE : jit_intrinsic_of(c);
    }
}

int jit_body_view(rt_method *m, rt_insn_view *out, char *err, size_t errlen)
{
    lower L = {.err = err, .errlen = errlen};
    mlower ml = {.L = &L, .m = m};
    int rc = jit_lower_decode(&ml);
    for (uint32_t i = 0; !rc && i < ml.nins; i++)
        view_insn(&ml, &ml.ins[i], &out[i]);
    free(ml.ins);
    free(ml.at);
    return rc;
}

int jit_lower_methods_opts(gcc_jit_context *ctx, rt_method *const *methods, uint32_t n, const jit_lower_opts *o,
                           char *err, size_t errlen)
{
    lower L0 = {.ctx = ctx, .err = err, .errlen = errlen, .tables = o && o->tables, .debug = o && o->debug,
                .no_inline = o && o->no_inline,
                .tables_suffix = o && o->tables_suffix ? o->tables_suffix : "",
                .rowmaps = o ? o->rowmaps : NULL, .nrowmaps = o ? o->nrowmaps : 0};
    lower *L = &L0;
    L->api = jit_gccjit_load(err, errlen);
    if (!L->api)
        return -1;
    init_types(L);
    jit_lower_init_imports(L);
    for (uint32_t i = 0; i < n; i++)
        jit_declare_fn(L, methods[i], false);
    for (uint32_t i = 0; o && i < o->nosr; i++)
        jit_declare_osr_fn(L, o->osr[i].m, o->osr[i].off);
    for (uint32_t i = 0; i < L->nfns && !L->failed; i++)   /* grows as inline copies are added */
        if (!L->fns[i]->lowered)
            lower_method(L, L->fns[i]);
    if (L->tables && !L->failed)
        jit_lower_emit_tables(L);
    for (uint32_t i = 0; i < L->nfns; i++)
        free(L->fns[i]);
    free(L->fns);
    free(L->consts);
    return L->failed ? -1 : 0;
}

int jit_lower_methods(gcc_jit_context *ctx, rt_method *const *methods, uint32_t n, char *err, size_t errlen)
{
    return jit_lower_methods_opts(ctx, methods, n, NULL, err, errlen);
}
