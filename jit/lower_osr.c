/* lower_osr.c - on-stack replacement entries (tiered): the variant of a
 * method entered at a loop header from the interpreter's frame, with its
 * arguments and locals copied from the interpreter's 8-byte slots.
 *
 * Invariants: an OSR variant starts only at a reached loop header with an
 * empty stack outside every handler (osr_header_ok).
 */
#include "jit/lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------- tiered: OSR entries */

void jit_osr_symbol(const rt_method *m, uint32_t off, char *buf, size_t len)
{
    char name[256];
    jit_method_symbol(m, name, sizeof name);
    snprintf(buf, len, "o%s_%u", name + 1, off);
}

/* The OSR variant of m entered at loop header off: an rt_tier_osr_fn
 * (runtime/tier.h), void osr(rt_tier_frame *frame), reading the
 * interpreter's slots and storing m's result in frame->ret. */
void jit_declare_osr_fn(lower *L, rt_method *m, uint32_t off)
{
    jit_fn *jf = jit_new_fn(L);
    jf->m = m;
    jf->osr_off = off;
    char name[300];
    jit_osr_symbol(m, off, name, sizeof name);
    gcc_jit_param *p[1] = {G(context_new_param)(L->ctx, NULL, L->t_ptr, "frame")};
    jf->fn = G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_EXPORTED, L->t_void, name, 1, p, 0);
}

/* Return from an OSR variant: v (of m's C type; NULL for void) to
 * frame->ret as the interpreter keeps a result (runtime/tier.h). */
void jit_osr_return(mlower *ml, gcc_jit_block *b, gcc_jit_rvalue *v)
{
    lower *L = ml->L;
    rt_kind k = ml->m->ret_kind;
    if (v) {
        gcc_jit_rvalue *frame = G(param_as_rvalue)(G(function_get_param)(ml->fn, 0));
        gcc_jit_type *t = k == RT_KIND_R8 ? L->t_f64 : (k == RT_KIND_REF || k == RT_KIND_BYREF) ? L->t_ptr
                        : (k == RT_KIND_I4 || k == RT_KIND_I8) ? L->t_i64 : L->t_u64;
        G(block_add_assignment)(b, ml->loc, mem(L, frame, (int32_t)offsetof(rt_tier_frame, ret), t), cast(L, v, t));
    }
    G(block_end_with_void_return)(b, NULL);
}

/* Can an OSR variant start at (or route through) the loop header t? */
static bool osr_header_ok(mlower *ml, uint32_t t)
{
    return t < ml->m->code_len && ml->at[t] && jit_osr_point(&ml->ins[ml->at[t] - 1]);
}

/* The outermost loop around header off (a backward branch at b to t with
 * t < off <= b) whose header can be routed through, or off itself. */
static uint32_t osr_outer_header(mlower *ml, uint32_t off)
{
    uint32_t best = off;
    for (uint32_t i = 0; i < ml->nins; i++) {
        const insn *in = &ml->ins[i];
        if (il_opinfo_table[in->op].operand != IL_OPND_BR)
            continue;
        uint32_t t = (uint32_t)in->imm;
        if (t < best && t < off && off <= in->off && osr_header_ok(ml, t))
            best = t;
    }
    return best;
}

/* The entry block of an OSR variant: arguments and locals copied from the
 * interpreter's slots (narrow values are the low bytes of theirs), a
 * safepoint poll, then the loop header; no class-initialization check (the
 * method is already running).
 * Entered at an inner loop header H of an outer loop O, the function would
 * have H as the head of a cycle with two latches (its own and O's), which
 * GCC optimizes as one big loop (values spilled across O's calls). So the
 * entry goes to O's header instead, through a test block that every edge
 * to O's header takes: the first time it jumps on to H, later to O's own
 * code. O then stays a loop with one entry and H one nested in it. */
void jit_setup_osr_entry(mlower *ml)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t off = (uint32_t)ml->jf->osr_off;
    if (!osr_header_ok(ml, off)) {
        jit_lower_fail(L, "jit: %s.%s: no OSR entry at IL offset %u", m->owner->name, m->name, off);
        return;
    }
    gcc_jit_block *entry = new_block(ml);
    ml->thr = jit_new_local(ml, L->t_ptr, "thr");
    ml->callp = jit_new_local(ml, L->t_ptr, "callp");
    G(block_add_assignment)(entry, NULL, ml->thr, rv(L, L->g_thread));
    jit_ehf_push(ml, entry);
    jit_ehf_adopt_filters(ml, entry);
    gcc_jit_rvalue *frame = G(param_as_rvalue)(G(function_get_param)(ml->fn, 0));
    gcc_jit_lvalue *slots[2] = {jit_new_local(ml, L->t_ptr, "osr_args"), jit_new_local(ml, L->t_ptr, "osr_locals")};
    G(block_add_assignment)(entry, NULL, slots[0], rv(L, mem(L, frame, (int32_t)offsetof(rt_tier_frame, args), L->t_ptr)));
    G(block_add_assignment)(entry, NULL, slots[1], rv(L, mem(L, frame, (int32_t)offsetof(rt_tier_frame, locals), L->t_ptr)));
    gcc_jit_rvalue *ap = rv(L, slots[0]), *lp = rv(L, slots[1]);
    for (uint32_t i = 0; i < nargs(m); i++) {
        ml->args[i] = jit_new_local(ml, arg_type(L, m, i), "arg");
        G(block_add_assignment)(entry, NULL, ml->args[i], rv(L, mem(L, ap, (int32_t)(8 * i), arg_type(L, m, i))));
    }
    for (uint32_t i = 0; i < m->nlocals; i++) {
        if (m->local_kinds[i] == RT_KIND_STRUCT) {   /* the slot holds its home's address */
            const rt_type *st = m->local_types[i];
            ml->locals[i] = jit_new_il_local(ml, jit_struct_type(L, st), i);
            G(block_add_assignment)(entry, NULL, ml->locals[i],
                                    rv(L, jit_value_at(L, rv(L, mem(L, lp, (int32_t)(8 * i), L->t_ptr)), st)));
            continue;
        }
        gcc_jit_type *t = ctype(L, m->local_kinds[i]);
        ml->locals[i] = jit_new_il_local(ml, t, i);
        G(block_add_assignment)(entry, NULL, ml->locals[i], rv(L, mem(L, lp, (int32_t)(8 * i), t)));
    }
    for (uint32_t k = 0; k < m->neh; k++) {
        ml->caught[k] = jit_new_local(ml, L->t_ptr, "caught");
        ml->fsel[k] = jit_new_local(ml, L->t_i32, "fsel");
        ml->fexc[k] = jit_new_local(ml, L->t_ptr, "fexc");
    }
    ml->cur = entry;
    ml->cur_off = off;
    uint32_t outer = osr_outer_header(ml, off);
    if (outer == off) {
        jit_emit_poll(ml, entry, jit_block_at(ml, off));
        return;
    }
    gcc_jit_block *own = jit_block_at(ml, outer), *first = new_block(ml);   /* before the redirect */
    gcc_jit_lvalue *once = jit_new_local(ml, L->t_i32, "osr_first");
    G(block_add_assignment)(entry, NULL, once, i32c(L, 1));
    ml->osr_test = new_block(ml);
    ml->osr_head = outer;
    G(block_end_with_conditional)(ml->osr_test, NULL, cmp(L, GCC_JIT_COMPARISON_NE, rv(L, once), i32c(L, 0)),
                                  first, own);
    G(block_add_assignment)(first, NULL, once, i32c(L, 0));
    G(block_end_with_jump)(first, NULL, jit_block_at(ml, off));
    jit_emit_poll(ml, entry, ml->osr_test);
}
