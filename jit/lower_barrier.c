/* lower_barrier.c - the write barrier of compiled code (docs/gc.md,
 * "Write barrier"): the one place the JIT and AOT lowering emit it. Every
 * reference store into memory that may be the heap (stfld, stelem, stind of
 * a reference or of a struct holding one, Interlocked/Volatile on a
 * reference) calls jit_emit_write_barrier after the store.
 *
 * Inline, the same test as gc_write_barrier (gc/gc.h):
 *     off = (uintptr_t)slot - gc_cards.region;
 *     if (off < gc_cards.span) gc_cards.cards[off >> GC_CARD_SHIFT] = 1;
 * gc_cards is imported by name (in process and in AOT executables alike), so
 * the code depends on no address of this process. A struct copy calls
 * gc_write_barrier_range.
 */
#include "jit/lower.h"

#include <stddef.h>

_Static_assert(offsetof(gc_card_table, region) == 0 && offsetof(gc_card_table, span) == 8 &&
               offsetof(gc_card_table, cards) == 16, "the lowering reads gc_cards as three words");

void jit_lower_init_barrier(lower *L)
{
    gcc_jit_type *t = G(context_new_array_type)(L->ctx, NULL, L->t_u64, 3);
    L->g_cards = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, t, "gc_cards");
    gcc_jit_type *pu[2] = {L->t_ptr, L->t_u64};
    gcc_jit_param *p[2] = {G(context_new_param)(L->ctx, NULL, pu[0], "dst"),
                           G(context_new_param)(L->ctx, NULL, pu[1], "n")};
    L->f_barrier_range = G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_IMPORTED, L->t_void,
                                                 "gc_write_barrier_range", 2, p, 0);
}

static gcc_jit_rvalue *cards_word(lower *L, uint32_t i, gcc_jit_type *t)
{
    return rv(L, mem(L, G(lvalue_get_address)(L->g_cards, NULL), (int32_t)(i * 8), t));
}

void jit_emit_write_barrier(mlower *ml, gcc_jit_rvalue *slot)
{
    lower *L = ml->L;
    gcc_jit_lvalue *off = jit_new_local(ml, L->t_u64, "cardoff");
    G(block_add_assignment)(ml->cur, ml->loc, off,
                            G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_MINUS, L->t_u64,
                                                     G(context_new_bitcast)(L->ctx, NULL, cast(L, slot, L->t_ptr), L->t_u64),
                                                     cards_word(L, 0, L->t_u64)));
    gcc_jit_block *mark = new_block(ml), *next = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_LT, rv(L, off), cards_word(L, 1, L->t_u64)),
                                  mark, next);
    gcc_jit_rvalue *card = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, L->t_u64, rv(L, off),
                                                    G(context_new_rvalue_from_int)(L->ctx, L->t_u64, GC_CARD_SHIFT));
    gcc_jit_lvalue *byte = G(context_new_array_access)(L->ctx, NULL, cast(L, cards_word(L, 2, L->t_ptr),
                                                       G(type_get_pointer)(L->t_u8)), card);
    G(block_add_assignment)(mark, NULL, byte, G(context_new_rvalue_from_int)(L->ctx, L->t_u8, 1));
    G(block_end_with_jump)(mark, NULL, next);
    ml->cur = next;
}

void jit_emit_write_barrier_range(mlower *ml, gcc_jit_rvalue *dst, uint32_t size)
{
    lower *L = ml->L;
    G(block_add_eval)(ml->cur, ml->loc, call(L, L->f_barrier_range, 2, cast(L, dst, L->t_ptr),
                                             G(context_new_rvalue_from_long)(L->ctx, L->t_u64, (long)size)));
}
