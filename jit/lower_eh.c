/* lower_eh.c - exceptions in the lowering: the frame's rt_eh_frame, the
 * site block of each statement (appends the frame to the trace only when
 * something throws), dispatch to the innermost covering clause, the
 * two-pass rule for finally, and the LEAVE/ENDFINALLY continuations.
 *
 *  - try/catch/finally are plain control flow: a catch tests the exception's
 *    class, a finally has a selector local saying where ENDFINALLY goes
 *    (a LEAVE continuation, or back to unwinding with the saved exception);
 *  - two-pass dispatch: an exception enters a finally only once the first
 *    pass (rt_exc_is_handled) has found a catch for it on the thread, else
 *    it goes on to the next clause as if the finally did not cover it; a
 *    method with a catch clause links an rt_eh_frame (three 8-byte words in
 *    a local array) for that search and notes its IL offset before calls;
 *  - a filtered catch (KMOD_EH_FILTER) whose type matches asks the first
 *    pass whether it chose this frame's clause (rt_exc_filter_takes, which
 *    runs the filters); SETFILTER hands a clause's filter to the runtime.
 * Invariants: the unwind block (dispatch[neh]) is the only way out of a
 * function with an exception pending; the frame is unlinked on every return.
 */
#include "jit/lower.h"

#include <stdlib.h>

/* --- the frame's rt_eh_frame (runtime.h), as u64 words: prev, m, off | from << 32 */
_Static_assert(sizeof(rt_eh_frame) == 24 && offsetof(rt_eh_frame, m) == 8 &&
               offsetof(rt_eh_frame, off) == 16 && offsetof(rt_eh_frame, from) == 20,
               "rt_eh_frame is three 8-byte words for the generated code");

static gcc_jit_lvalue *ehf_word(mlower *ml, int i)
{
    lower *L = ml->L;
    return G(context_new_array_access)(L->ctx, NULL, rv(L, ml->ehf), i32c(L, i));
}

static gcc_jit_lvalue *eh_top_lv(mlower *ml)
{
    return mem(ml->L, thr_rv(ml), (uint32_t)offsetof(rt_thread, eh_top), ml->L->t_ptr);
}

/* Entry: link the frame (rt_eh_push). */
void jit_ehf_push(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    if (!rt_method_has_catch(ml->m))
        return;
    ml->ehf = jit_new_local(ml, G(context_new_array_type)(L->ctx, NULL, L->t_u64, 3), "ehf");
    G(block_add_assignment)(b, NULL, ehf_word(ml, 0), G(context_new_bitcast)(L->ctx, NULL, rv(L, eh_top_lv(ml)), L->t_u64));
    G(block_add_assignment)(b, NULL, ehf_word(ml, 1), G(context_new_bitcast)(L->ctx, NULL, jit_const_method(L, ml->m), L->t_u64));
    G(block_add_assignment)(b, NULL, ehf_word(ml, 2), G(context_zero)(L->ctx, L->t_u64));
    G(block_add_assignment)(b, NULL, eh_top_lv(ml), cast(L, G(lvalue_get_address)(ml->ehf, NULL), L->t_ptr));
}

/* Every return from the function: unlink it (rt_eh_pop). */
void jit_ehf_pop(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    if (ml->ehf && !ml->parent)
        G(block_add_assignment)(b, NULL, eh_top_lv(ml), G(context_new_bitcast)(L->ctx, NULL, rv(L, ehf_word(ml, 0)), L->t_ptr));
}

static gcc_jit_rvalue *ehf_addr(mlower *ml)
{
    lower *L = ml->L;
    return cast(L, G(lvalue_get_address)(ml->ehf, NULL), L->t_ptr);
}

void jit_lower_setfilter(mlower *ml, gcc_jit_rvalue *filter, uint32_t clause)
{
    lower *L = ml->L;
    G(block_add_eval)(ml->cur, ml->loc, call(L, L->f_set_filter, 3, ehf_addr(ml),
                                             G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)clause), filter));
}

void jit_ehf_adopt_filters(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    if (rt_method_has_filter(ml->m))
        G(block_add_eval)(b, NULL, call(L, L->f_move_filters, 2, G(context_null)(L->ctx, L->t_ptr), ehf_addr(ml)));
}

/* Where the first pass finds this frame from now on: IL offset off, clauses
 * from `from` on. Spliced code notes its outermost call site. */
void jit_ehf_note(mlower *ml, gcc_jit_block *b, uint32_t off, uint32_t from)
{
    while (ml->parent) {
        off = ml->parent->cur_off;
        from = 0;
        ml = ml->parent;
    }
    if (!ml->ehf)
        return;
    lower *L = ml->L;
    uint64_t w = (uint64_t)off | (uint64_t)from << 32;
    G(block_add_assignment)(b, NULL, ehf_word(ml, 2), G(context_new_rvalue_from_long)(L->ctx, L->t_u64, (long)w));
}

static gcc_jit_block *dispatch_block(mlower *ml, uint32_t k);

/* Where an exception raised at off goes: the first clause from `from` on
 * whose try covers off, else the unwind block. */
gcc_jit_block *jit_dispatch_from(mlower *ml, uint32_t off, uint32_t from)
{
    for (uint32_t k = from; k < ml->m->neh; k++)
        if (kmod_eh_covers_try(&ml->m->eh[k], off))
            return dispatch_block(ml, k);
    return dispatch_block(ml, ml->m->neh);
}

/* Where an exception raised at off (a throw, or a call or check it came
 * out of) reaches this frame: a block appending the frame at off's
 * statement to the exception's trace, then dispatch_from(off). One block
 * per statement and target; only the throwing path runs it. */
gcc_jit_block *jit_site_dispatch(mlower *ml, uint32_t off)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    gcc_jit_block *target = jit_dispatch_from(ml, off, 0);
    const kmod *km = m->module ? m->module->km : NULL;
    const kmod_seqpt *sp = km && ml->nseq ? kmod_seqpt_find(km, m->row, off) : NULL;
    uint32_t idx = sp ? (uint32_t)(sp - km->seqpts.v) - ml->seq_first : ml->nseq;
    uint32_t at = sp ? sp->il_off : RT_NO_IL_OFFSET;
    struct site *s = &ml->sites[idx];
    if (s->b && s->target == target)
        return s->b;
    gcc_jit_block *b = new_block(ml);
    G(block_add_eval)(b, NULL, call(L, L->f_append_frame, 3, rv(L, pending_lv(ml)), jit_const_method(L, m),
                                    G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)at)));
    G(block_end_with_jump)(b, NULL, target);
    if (!s->b)
        *s = (struct site){target, b};
    return b;
}

/* Allocate ml's site blocks: one per sequence point of m, one for none. */
void jit_sites_init(mlower *ml)
{
    const kmod *km = ml->m->module ? ml->m->module->km : NULL;
    ml->seq_first = km ? kmod_seqpt_first(km, ml->m->row) : 0;
    ml->nseq = 0;
    while (km && ml->seq_first + ml->nseq < km->seqpts.n && km->seqpts.v[ml->seq_first + ml->nseq].method == ml->m->row)
        ml->nseq++;
    ml->sites = jit_xcalloc(ml->nseq + 1, sizeof *ml->sites);
    ml->locs = jit_xcalloc(ml->nseq + 1, sizeof *ml->locs);
}

void jit_end_return_zero(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    jit_ehf_pop(ml, b);
    if (ml->m->ret_kind == RT_KIND_VOID || ml->m->ret_kind == RT_KIND_STRUCT || ml->jf->osr_off >= 0)
        /* OSR variants are void; a struct result is left as it is */
        G(block_end_with_void_return)(b, NULL);
    else
        G(block_end_with_return)(b, NULL, zero_of(L, ml->m->ret_kind));
}

/* A filtered catch whose type takes the exception: take it only if the
 * first pass chose it (its filter said yes), else on to `outer`. */
static gcc_jit_block *filter_block(mlower *ml, uint32_t k, gcc_jit_block *take, gcc_jit_block *outer)
{
    lower *L = ml->L;
    gcc_jit_block *b = new_block(ml);
    jit_ehf_note(ml, b, ml->m->eh[k].try_off, k);
    gcc_jit_rvalue *ok = call(L, L->f_filter_takes, 3, rv(L, pending_lv(ml)), ehf_addr(ml),
                              G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)k));
    G(block_end_with_conditional)(b, NULL, ok, take, outer);
    return b;
}

static gcc_jit_block *dispatch_block(mlower *ml, uint32_t k)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    if (ml->dispatch[k])
        return ml->dispatch[k];
    gcc_jit_block *b = ml->dispatch[k] = new_block(ml);
    if (k == m->neh) {   /* unwind: the exception leaves this frame (in its trace already) */
        if (ml->parent) {   /* spliced: on to the call site, which joins the trace there */
            G(block_end_with_jump)(b, NULL, jit_site_dispatch(ml->parent, ml->parent->cur_off));
            return b;
        }
        if (ml->in_copy)   /* *exc = 1: the caller's test after the call */
            G(block_add_assignment)(b, NULL, G(rvalue_dereference)(G(param_as_rvalue)(G(function_get_param)(ml->fn, (int)(nargs(m) + sret_of(m)))), NULL),
                                    G(context_new_rvalue_from_int)(L->ctx, L->t_u8, 1));
        jit_end_return_zero(ml, b);
        return b;
    }
    const kmod_eh *e = &m->eh[k];
    gcc_jit_block *handler = jit_block_at(ml, e->handler_off);
    if (e->kind == KMOD_EH_FINALLY) {   /* only if the first pass found a catch */
        gcc_jit_block *run = new_block(ml);
        jit_ehf_note(ml, b, e->try_off, k + 1);   /* clauses after k cover all of k's try */
        gcc_jit_rvalue *ok = call(L, L->f_is_handled, 1, rv(L, pending_lv(ml)));
        G(block_end_with_conditional)(b, NULL, ok, run, jit_dispatch_from(ml, e->try_off, k + 1));
        G(block_add_assignment)(run, NULL, ml->fexc[k], rv(L, pending_lv(ml)));
        G(block_add_assignment)(run, NULL, pending_lv(ml), G(context_null)(L->ctx, L->t_ptr));
        G(block_add_assignment)(run, NULL, ml->fsel[k], i32c(L, -1));
        G(block_end_with_jump)(run, NULL, handler);
        return b;
    }
    gcc_jit_block *take = new_block(ml);
    rt_type *t = m->eh_types ? m->eh_types[k] : NULL;
    gcc_jit_block *outer = jit_dispatch_from(ml, e->try_off, k + 1);   /* only when used */
    gcc_jit_rvalue *type = rv(L, mem(L, rv(L, pending_lv(ml)), 0, L->t_ptr));
    gcc_jit_rvalue *ok;
    if (t && t != rt_state.wk.exception && t != rt_state.wk.object)
        ok = call(L, L->f_is_subclass, 2, type, jit_const_type(L, t));
    else   /* every exception; not a live walk's marker, a System.Object (rt_catch_takes) */
        ok = cmp(L, GCC_JIT_COMPARISON_NE, type, jit_const_type(L, rt_state.wk.object));
    G(block_end_with_conditional)(b, NULL, ok, e->kind == KMOD_EH_FILTER ? filter_block(ml, k, take, outer) : take, outer);
    G(block_add_assignment)(take, NULL, ml->caught[k], rv(L, pending_lv(ml)));
    G(block_add_assignment)(take, NULL, jit_stack_slot(ml, 0, SK_PTR), rv(L, ml->caught[k]));
    G(block_add_assignment)(take, NULL, pending_lv(ml), G(context_null)(L->ctx, L->t_ptr));
    G(block_end_with_jump)(take, NULL, handler);
    return b;
}

void jit_check_pending(mlower *ml)
{
    lower *L = ml->L;
    gcc_jit_rvalue *c = G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_NE,
                                                  rv(L, pending_lv(ml)), G(context_null)(L->ctx, L->t_ptr));
    jit_branch_if(ml, c, jit_site_dispatch(ml, ml->cur_off));
}

/* if (cond) throw a runtime exception of kind. */
void jit_throw_if(mlower *ml, gcc_jit_rvalue *cond, rt_exc_kind kind)
{
    lower *L = ml->L;
    gcc_jit_block *t = new_block(ml);
    G(block_add_eval)(t, NULL, call(L, L->f_throw_kind, 2, i32c(L, (int)kind), G(context_null)(L->ctx, L->t_cstr)));
    G(block_end_with_jump)(t, NULL, jit_site_dispatch(ml, ml->cur_off));
    jit_branch_if(ml, cond, t);
}

void jit_null_check(mlower *ml, gcc_jit_rvalue *ref)
{
    lower *L = ml->L;
    jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, ref, G(context_null)(L->ctx, L->t_ptr)), RT_EXC_NULL_REFERENCE);
}

/* ------------------------------------------------------------ exceptions */

static int add_cont(mlower *ml, uint32_t k, cont c)
{
    uint32_t n = ml->nconts[k]++;
    ml->conts[k] = realloc(ml->conts[k], (n + 1) * sizeof *ml->conts[k]);
    if (!ml->conts[k])
        abort();
    c.id = (int)n;
    ml->conts[k][n] = c;
    return (int)n;
}

/* LEAVE: run every finally between here and target, innermost first. The
 * chain is registered outermost first so each continuation knows the next
 * finally's selector value; ENDFINALLY builds the blocks (a finally that
 * never completes must not leave unreachable blocks behind). */
void jit_lower_leave(mlower *ml, const insn *in)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t target = (uint32_t)in->imm;
    int next_k = -1, next_id = -1;
    for (uint32_t j = m->neh; j-- > 0;) {
        const kmod_eh *e = &m->eh[j];
        if (e->kind != KMOD_EH_FINALLY || !kmod_eh_covers_try(e, in->off) || kmod_eh_covers_try(e, target))
            continue;
        next_id = add_cont(ml, j, (cont){0, next_k, next_id, target, in->off});
        next_k = (int)j;
    }
    if (next_k < 0) {
        G(block_end_with_jump)(ml->cur, ml->loc, jit_edge_block(ml, target));
        return;
    }
    G(block_add_assignment)(ml->cur, ml->loc, ml->fsel[next_k], i32c(L, next_id));
    G(block_end_with_jump)(ml->cur, ml->loc, jit_block_at(ml, m->eh[next_k].handler_off));
}

static gcc_jit_block *cont_block(mlower *ml, const cont *c)
{
    lower *L = ml->L;
    if (c->next_k < 0) {
        uint32_t save = ml->cur_off;
        ml->cur_off = c->from_off;   /* a backward LEAVE polls */
        gcc_jit_block *b = jit_edge_block(ml, c->target);
        ml->cur_off = save;
        return b;
    }
    gcc_jit_block *b = new_block(ml);
    G(block_add_assignment)(b, NULL, ml->fsel[c->next_k], i32c(L, c->next_id));
    G(block_end_with_jump)(b, NULL, jit_block_at(ml, ml->m->eh[c->next_k].handler_off));
    return b;
}

void jit_lower_endfinally(mlower *ml, uint32_t i)
{
    lower *L = ml->L;
    const insn *in = &ml->ins[i];
    uint32_t k = jit_handler_of(in);   /* verified: the finally it ends */
    ml->cur = ml->blk[i];
    ml->cur_off = in->off;
    ml->loc = jit_loc_at(ml, in->off);
    gcc_jit_block *rethrow = new_block(ml);
    G(block_add_assignment)(rethrow, NULL, pending_lv(ml), rv(L, ml->fexc[k]));
    G(block_end_with_jump)(rethrow, NULL, jit_dispatch_from(ml, ml->m->eh[k].try_off, (uint32_t)k + 1));
    uint32_t n = ml->nconts[k];
    gcc_jit_case **cs = jit_xcalloc(n, sizeof *cs);
    for (uint32_t j = 0; j < n; j++)
        cs[j] = G(context_new_case)(L->ctx, i32c(L, ml->conts[k][j].id), i32c(L, ml->conts[k][j].id),
                                    cont_block(ml, &ml->conts[k][j]));
    G(block_end_with_switch)(ml->cur, ml->loc, rv(L, ml->fsel[k]), rethrow, (int)n, cs);
    free(cs);
}
