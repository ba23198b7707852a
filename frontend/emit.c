/* emit.c - the IL body builder used by the binder: encodes instructions
 * from il_ops.def, tracks the evaluation stack depth (for max_stack and for
 * the depth at labels), labels with forward fixups, and reachability.
 *
 * Invariants: nothing is emitted at an unreachable point (dead code after
 * an unconditional transfer, up to the next targeted label); depth never
 * goes below 0 for code the binder emits;
 * a label's depth is the depth of every branch to it; after an
 * unconditional transfer the builder is unreachable and the next placed
 * label supplies the depth. In dry mode nothing is recorded at all.
 */
#include "sema.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define VEC_PUSH(vec, x) do { \
    if ((vec).n == (vec).cap) { \
        int nc_ = (vec).cap ? (vec).cap * 2 : 16; \
        void *nv_ = realloc((vec).v, (size_t)nc_ * sizeof *(vec).v); \
        if (!nv_) fe_out_of_memory(); \
        (vec).v = nv_; (vec).cap = nc_; \
    } \
    (vec).v[(vec).n++] = (x); \
} while (0)

void fe_em_init(fe_builder *b)
{
    memset(b, 0, sizeof *b);
    b->reachable = 1;
}

void fe_em_free(fe_builder *b)
{
    free(b->code.v);
    free(b->labels.v);
    free(b->fixups.v);
    free(b->ehs.v);
    free(b->locals.v);
    free(b->seq.v);
    free(b->local_names.v);
    memset(b, 0, sizeof *b);
}

static void put8(fe_builder *b, uint8_t x) { VEC_PUSH(b->code, x); }

static void put32(fe_builder *b, uint32_t x)
{
    for (int i = 0; i < 4; i++)
        put8(b, (uint8_t)(x >> (8 * i)));
}

static void put64(fe_builder *b, uint64_t x)
{
    put32(b, (uint32_t)x);
    put32(b, (uint32_t)(x >> 32));
}

static void adjust(fe_builder *b, int pop, int push)
{
    b->depth -= pop;
    if (b->depth < 0)
        b->depth = 0;   /* only after earlier errors; the verifier would catch real bugs */
    b->depth += push;
    if (b->depth > b->max_depth)
        b->max_depth = b->depth;
}

static void after_transfer(fe_builder *b, il_opcode op)
{
    if (op == IL_BR || op == IL_RET || op == IL_THROW || op == IL_RETHROW ||
        op == IL_LEAVE || op == IL_ENDFINALLY) {
        b->reachable = 0;
        b->depth = 0;
    }
}

static void start(fe_builder *b, il_opcode op, int pop, int push)
{
    put8(b, (uint8_t)op);
    adjust(b, pop, push);
}

void fe_em_op(fe_builder *b, il_opcode op)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    const il_opinfo *oi = &il_opinfo_table[op];
    assert(oi->operand == IL_OPND_NONE);
    int pop = oi->pop;
    if (op == IL_RET)
        pop = b->depth;
    start(b, op, pop, oi->push);
    after_transfer(b, op);
}

void fe_em_op_i4(fe_builder *b, il_opcode op, int32_t v)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    start(b, op, il_opinfo_table[op].pop, il_opinfo_table[op].push);
    put32(b, (uint32_t)v);
}

void fe_em_op_i8(fe_builder *b, il_opcode op, int64_t v)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    start(b, op, 0, 1);
    put64(b, (uint64_t)v);
}

void fe_em_op_r4(fe_builder *b, il_opcode op, float v)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    uint32_t bits;
    memcpy(&bits, &v, sizeof bits);
    start(b, op, 0, 1);
    put32(b, bits);
}

void fe_em_op_r8(fe_builder *b, il_opcode op, double v)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    start(b, op, 0, 1);
    put64(b, bits);
}

void fe_em_op_var(fe_builder *b, il_opcode op, int idx)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    start(b, op, il_opinfo_table[op].pop, il_opinfo_table[op].push);
    put8(b, (uint8_t)(idx & 0xFF));
    put8(b, (uint8_t)((idx >> 8) & 0xFF));
}

void fe_em_op_tok(fe_builder *b, il_opcode op, uint32_t tok)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    start(b, op, il_opinfo_table[op].pop, il_opinfo_table[op].push);
    put32(b, tok);
}

void fe_em_call(fe_builder *b, il_opcode op, uint32_t tok, int npop, int npush)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    start(b, op, npop, npush);
    put32(b, tok);
}

int fe_em_label(fe_builder *b)
{
    fe_label l = {-1, -1, -1};
    VEC_PUSH(b->labels, l);
    return b->labels.n - 1;
}

static void note_depth(fe_builder *b, int label, int depth)
{
    fe_label *l = &b->labels.v[label];
    if (l->depth < 0)
        l->depth = depth;
}

static void add_fixup(fe_builder *b, int label, uint32_t at, uint32_t base)
{
    fe_fixup f = {at, base, b->labels.v[label].fix_first};
    VEC_PUSH(b->fixups, f);
    b->labels.v[label].fix_first = b->fixups.n - 1;
}

void fe_em_branch(fe_builder *b, il_opcode op, int label)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    int pop = (op == IL_BRTRUE || op == IL_BRFALSE) ? 1 : 0;
    start(b, op, pop, 0);
    note_depth(b, label, op == IL_LEAVE ? 0 : b->depth);
    uint32_t at = (uint32_t)b->code.n;
    put32(b, 0);
    add_fixup(b, label, at, (uint32_t)b->code.n);
    after_transfer(b, op);
}

void fe_em_switch(fe_builder *b, const int *labels, int n)
{
    if (b->dry || !b->reachable)
        return;   /* dead code is not emitted */
    start(b, IL_SWITCH, 1, 0);
    put32(b, (uint32_t)n);
    uint32_t first = (uint32_t)b->code.n;
    for (int i = 0; i < n; i++)
        put32(b, 0);
    uint32_t end = (uint32_t)b->code.n;
    for (int i = 0; i < n; i++) {
        note_depth(b, labels[i], b->depth);
        add_fixup(b, labels[i], first + 4u * (uint32_t)i, end);
    }
}

void fe_em_mark(fe_builder *b, int label)
{
    if (b->dry)
        return;
    fe_label *l = &b->labels.v[label];
    l->pos = b->code.n;
    if (!b->reachable) {
        b->depth = l->depth >= 0 ? l->depth : 0;
        b->reachable = l->depth >= 0;
    } else if (l->depth < 0) {
        l->depth = b->depth;
    }
}

int fe_em_pos(const fe_builder *b) { return b->code.n; }

void fe_em_patch_i4(fe_builder *b, int at, int32_t v)
{
    if (b->dry || at < 0 || at + 4 > b->code.n)
        return;
    for (int i = 0; i < 4; i++)
        b->code.v[at + i] = (uint8_t)((uint32_t)v >> (8 * i));
}

void fe_em_set_depth(fe_builder *b, int depth)
{
    if (b->dry)
        return;
    b->depth = depth;
    if (depth > b->max_depth)
        b->max_depth = depth;
}

int fe_em_add_local(fe_builder *b, fe_type *t)
{
    VEC_PUSH(b->locals, t);
    return b->locals.n - 1;
}

void fe_em_name_local(fe_builder *b, int slot, const char *name)
{
    if (slot < 0 || !name)
        return;
    while (b->local_names.n <= slot)
        VEC_PUSH(b->local_names, (const char *)NULL);
    b->local_names.v[slot] = name;
}

void fe_em_seq(fe_builder *b, fe_pos pos)
{
    if (b->dry || !b->reachable || pos.line < 1)
        return;
    fe_seqpt p = {(uint32_t)b->code.n, pos};
    if (b->seq.n && b->seq.v[b->seq.n - 1].off == p.off)
        b->seq.v[b->seq.n - 1] = p;
    else
        VEC_PUSH(b->seq, p);
}

int fe_em_finish(fe_builder *b)
{
    for (int i = 0; i < b->labels.n; i++) {
        fe_label *l = &b->labels.v[i];
        for (int f = l->fix_first; f >= 0; f = b->fixups.v[f].next) {
            if (l->pos < 0)
                return -1;
            int32_t rel = l->pos - (int32_t)b->fixups.v[f].base;
            uint8_t *p = b->code.v + b->fixups.v[f].at;
            for (int k = 0; k < 4; k++)
                p[k] = (uint8_t)((uint32_t)rel >> (8 * k));
        }
    }
    return 0;
}

int fe_em_strip_not(fe_builder *b)
{
    if (b->dry || !b->reachable || b->code.n < 6)
        return 0;
    const uint8_t *t = b->code.v + b->code.n - 6;
    if (t[0] != IL_LDC_I4 || t[1] || t[2] || t[3] || t[4] || t[5] != IL_CEQ)
        return 0;
    for (int i = 0; i < b->labels.n; i++)
        if (b->labels.v[i].pos > b->code.n - 6)
            return 0;
    b->code.n -= 6;
    while (b->seq.n && b->seq.v[b->seq.n - 1].off >= (uint32_t)b->code.n)
        b->seq.n--;
    return 1;
}
