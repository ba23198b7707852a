/* decode.c - the interpreter's pre-decoder: turns a verified IL body into an
 * array of interp_insn with resolved operands (methods, field offsets and
 * static addresses, types, string objects, branch targets as instruction
 * indices), choosing a typed internal opcode for each instruction from the
 * entry stack types of the verifier's typed body (rt_method.body).
 *
 * Invariants: everything the decoder knows about stacks, join points, loop
 * headers, handlers and OSR points it reads from the typed body, through
 * the accessors below (entry_kind, at_join, at_loop, osr_point,
 * handler_of), never from a walk of its own; intrinsics by their id
 * (rt_method_intrinsic). Dead code (never reached by the verifier) has an
 * empty entry stack and is decoded, never run. A backward branch is
 * preceded by a POLL (GC safepoint) of the same IL offset; a static access,
 * static call or `new` of a class whose initializer has not finished at
 * decode time is preceded by an INIT. With tiering on (rt_state.tier),
 * every loop header starts with a LOOP instruction (back-edge counter, OSR).
 * A struct pushed at stack position p goes to home p of the frame's value
 * area (interp_internal.h): the struct locals' homes, then one home per
 * position, each as large as the largest struct the method pushes; the
 * positions come from the typed body's entry depths, so a join needs no
 * agreement of its own.
 */
#include "interp_internal.h"
#include "interp_testing.h"

#include <stdlib.h>
#include <string.h>

/* The interpreter's one funnel for its own C memory: never NULL. */
void *interp_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fprintf(stderr, "kiln: out of native memory (interpreter, %zu bytes)\n", n * size);
        abort();
    }
    return p;
}

void *interp_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "kiln: out of native memory (interpreter, %zu bytes)\n", n);
        abort();
    }
    return q;
}

typedef struct dec {
    rt_method *m;
    rt_module *mod;
    const kmod_body *body;   /* the verifier's typed body of m */
    kmod_binsn at;           /* the instruction being decoded, as the typed body has it */
    interp_insn *code;
    uint16_t *ops;
    uint32_t n, cap;
    uint32_t *off2pc;
    uint32_t cmp_pc;         /* index of the last compare emitted ... */
    uint32_t cmp_next;       /* ... and the IL offset right after it */
    rt_insn_view *view;      /* interp_body_view: what each instruction was decoded from */
    uint8_t intrinsic;       /* the intrinsic the current instruction inlined */
    /* struct homes: instructions whose home field holds a stack position
     * until finish() makes it an offset (vt_locals + position * vt_slot) */
    struct homefix { uint32_t insn; uint8_t field; } *fix;
    uint32_t nfix, fixcap;
    uint32_t vt_locals, vt_slot, vt_positions;
} dec;

enum { HOME_C, HOME_CALL, HOME_A };   /* the field: c.i, c.i = 2 + home, a.i */

static const char *const op_names[IOP_COUNT] = {
#define NAME_(n) [IOP_##n] = #n,
    INTERP_OPS(NAME_)
#undef NAME_
};

/* KILN_INTERP_DUMP=1: the decoded form of each method, to stderr. */
static void dump(const rt_method *m, const dec *d)
{
    fprintf(stderr, "interp: %s (%u instructions)\n", rt_method_key(m), d->n);
    for (uint32_t k = 0; k < d->n; k++) {
        const interp_insn *i = &d->code[k];
        interp_op o = (interp_op)d->ops[k];
        if (o == IOP_CALL || o == IOP_CALL_NC || o == IOP_CALLVIRT || o == IOP_NEWOBJ)
            fprintf(stderr, "  %4u IL_%04x %-14s %s\n", k, i->off, op_names[o],
                    rt_method_key((rt_method *)i->a.p));
        else   /* branch operands are still IL offsets here */
            fprintf(stderr, "  %4u IL_%04x %-14s a=%lld b=%u\n", k, i->off, op_names[o],
                    (long long)i->a.l, i->b);
    }
}

static bool narrow(rt_kind k)
{
    return k == RT_KIND_BOOL || k == RT_KIND_U1 || k == RT_KIND_CHAR || k == RT_KIND_I1 ||
           k == RT_KIND_I2 || k == RT_KIND_U2;
}

static uint32_t round8(uint32_t n) { return (n + 7u) & ~7u; }

/* --- what the typed body says about the current instruction (the only
 * readers of d->at: interp_body_view reports what they answer) */

/* The stack type i slots below the top of the entry stack (0: the top);
 * i4 past the bottom (dead code). */
static kmod_stype entry_kind(const dec *d, uint32_t i)
{
    kmod_stype t = kmod_body_kind(d->body, d->at.top, i);
    return t == KMOD_ST_NONE ? KMOD_ST_I4 : t;
}

static uint32_t entry_depth(const dec *d) { return d->at.depth; }

/* Reached other than by falling into it: no compare fuses into it. */
static bool at_join(const dec *d) { return (d->at.flags & KMOD_BI_JOIN) != 0; }

static bool at_loop(const dec *d) { return (d->at.flags & KMOD_BI_LOOP) != 0; }

/* May a frame stopped at this loop header move into OSR code? */
static bool osr_point(const dec *d) { return (d->at.flags & KMOD_BI_OSR) != 0; }

/* The innermost handler holding the instruction (RETHROW: its catch). */
static uint32_t handler_of(const dec *d) { return d->at.handler; }

static interp_insn *emit(dec *d, interp_op op, uint32_t off)
{
    if (d->n == d->cap) {
        d->cap = d->cap ? d->cap * 2 : 64;
        d->code = interp_xrealloc(d->code, d->cap * sizeof *d->code);
        d->ops = interp_xrealloc(d->ops, d->cap * sizeof *d->ops);
    }
    interp_insn *i = &d->code[d->n];
    memset(i, 0, sizeof *i);
    i->off = off;
    d->ops[d->n++] = (uint16_t)op;
    return i;
}

/* The last instruction emitted pushes a struct of size bytes at stack
 * position pos (its entry depth less what it pops): its home field
 * (field: HOME_*) gets the position, made an offset by finish(). */
static void home(dec *d, uint32_t pos, uint32_t size, uint8_t field)
{
    if (d->nfix + 1 >= d->fixcap) {   /* room for dec_call's second entry too */
        d->fixcap = d->fixcap ? 2 * d->fixcap : 16;
        d->fix = interp_xrealloc(d->fix, d->fixcap * sizeof *d->fix);
    }
    d->fix[d->nfix++] = (struct homefix){d->n - 1, field};
    interp_insn *i = &d->code[d->n - 1];
    if (field == HOME_A)
        i->a.i = (int32_t)pos;
    else
        i->c.i = (int32_t)pos;
    if (round8(size) > d->vt_slot)
        d->vt_slot = round8(size);
    if (pos + 1 > d->vt_positions)
        d->vt_positions = pos + 1;
}

/* The stack position of a value pushed after popping npop (dead code: 0). */
static uint32_t push_pos(const dec *d, uint32_t npop)
{
    return entry_depth(d) >= npop ? entry_depth(d) - npop : 0;
}

/* A type operand: its class (statics, casts) or element type. */
static rt_type *tok_type(dec *d, uint32_t tok) { return rt_resolve_type(d->mod, tok); }

/* Even t's own methods check: an instance method of t can run before t's
 * initializer (a derived class's constructor chain), a static one as a
 * thread entry point. Only the initializer itself needs no check. */
static void need_init(dec *d, rt_type *t, uint32_t off)
{
    if (t && t->cctor && t->cctor != d->m && atomic_load(&t->init_state) != 2)
        emit(d, IOP_INIT, off)->c.p = t;
}

static interp_op by_st(kmod_stype t, interp_op i4, interp_op i8, interp_op r8)
{
    return t == KMOD_ST_I8 ? i8 : t == KMOD_ST_R8 ? r8 : i4;
}

static interp_op width_op(rt_kind k, interp_op base1)
{
    switch (k) {
    case RT_KIND_BOOL: case RT_KIND_U1: case RT_KIND_I1: return base1;
    case RT_KIND_CHAR: case RT_KIND_I2: case RT_KIND_U2: return (interp_op)(base1 + 1);
    case RT_KIND_I4: case RT_KIND_U4: case RT_KIND_R4: return (interp_op)(base1 + 2);
    default: return (interp_op)(base1 + 3);
    }
}

/* A load of kind k: sbyte and short sign-extend (s1: the 1-byte signed op,
 * s1 + 1 the 2-byte one), the rest as width_op. */
static interp_op load_op(rt_kind k, interp_op base1, interp_op s1)
{
    if (k == RT_KIND_I1)
        return s1;
    if (k == RT_KIND_I2)
        return (interp_op)(s1 + 1);
    return width_op(k, base1);
}

static rt_kind arg_kind(rt_method *m, uint32_t i)
{
    if (m->has_this) {
        if (i == 0)
            return RT_KIND_REF;
        i--;
    }
    return i < m->nparams ? m->param_kinds[i] : RT_KIND_I4;
}

static void dec_arith(dec *d, il_opcode op, uint32_t off)
{
    static const interp_op i4[] = {IOP_ADD_I4, IOP_SUB_I4, IOP_MUL_I4, IOP_DIV_I4, IOP_DIV_UN_I4,
                                   IOP_REM_I4, IOP_REM_UN_I4, IOP_NEG_I4, IOP_AND_I4, IOP_OR_I4,
                                   IOP_XOR_I4, IOP_NOT_I4, IOP_SHL_I4, IOP_SHR_I4, IOP_SHR_UN_I4};
    static const interp_op i8[] = {IOP_ADD_I8, IOP_SUB_I8, IOP_MUL_I8, IOP_DIV_I8, IOP_DIV_UN_I8,
                                   IOP_REM_I8, IOP_REM_UN_I8, IOP_NEG_I8, IOP_AND_I8, IOP_OR_I8,
                                   IOP_XOR_I8, IOP_NOT_I8, IOP_SHL_I8, IOP_SHR_I8, IOP_SHR_UN_I8};
    static const interp_op r8[] = {IOP_ADD_R8, IOP_SUB_R8, IOP_MUL_R8, IOP_DIV_R8, IOP_DIV_R8,
                                   IOP_REM_R8, IOP_REM_R8, IOP_NEG_R8, IOP_NOP, IOP_NOP,
                                   IOP_NOP, IOP_NOP, IOP_NOP, IOP_NOP, IOP_NOP};
    static const interp_op r4[] = {IOP_ADD_R4, IOP_SUB_R4, IOP_MUL_R4, IOP_DIV_R4, IOP_DIV_R4,
                                   IOP_REM_R4, IOP_REM_R4, IOP_NEG_R4, IOP_NOP, IOP_NOP,
                                   IOP_NOP, IOP_NOP, IOP_NOP, IOP_NOP, IOP_NOP};
    uint32_t k = (uint32_t)(op - IL_ADD);
    bool shift = op == IL_SHL || op == IL_SHR || op == IL_SHR_UN;
    kmod_stype t = entry_kind(d, shift ? 1 : 0);   /* a shift's count is an i4 */
    emit(d, t == KMOD_ST_I8 ? i8[k] : t == KMOD_ST_R8 ? r8[k] : t == KMOD_ST_R4 ? r4[k] : i4[k], off);
}

/* Checked arithmetic: a.i add/sub/mul (0/2/4, +1 unsigned), b the width. */
static void dec_arith_ovf(dec *d, il_opcode op, uint32_t off)
{
    interp_insn *i = emit(d, IOP_ARITH_OVF, off);
    i->a.i = (int32_t)(op - IL_ADD_OVF);
    i->b = entry_kind(d, 0) == KMOD_ST_I8 ? 8 : 4;
}

/* IOP_CONV_OVF's b: how the operand reads (RT_OVF_*). */
enum { OVF_I4 = RT_OVF_I4, OVF_U4 = RT_OVF_U4, OVF_I8 = RT_OVF_I8, OVF_U8 = RT_OVF_U8, OVF_R8 = RT_OVF_R8 };

static void dec_conv_ovf(dec *d, il_opcode op, uint32_t off)
{
    static const rt_kind to[] = {RT_KIND_I1, RT_KIND_U1, RT_KIND_I2, RT_KIND_U2, RT_KIND_I4,
                                 RT_KIND_U4, RT_KIND_I8, RT_KIND_U8};
    static const rt_kind to_un[] = {RT_KIND_I1, RT_KIND_U1, RT_KIND_I2, RT_KIND_U2, RT_KIND_I4,
                                    RT_KIND_U4, RT_KIND_U8};
    bool un = op >= IL_CONV_OVF_I1_UN;
    rt_kind k = un ? to_un[op - IL_CONV_OVF_I1_UN] : to[op - IL_CONV_OVF_I1];
    kmod_stype t = entry_kind(d, 0);
    if (t == KMOD_ST_R4) {   /* a float converts as the double it widens to exactly */
        emit(d, IOP_CONV_R8_R4, off);
        t = KMOD_ST_R8;
    }
    interp_insn *i = emit(d, IOP_CONV_OVF, off);
    i->a.i = (int32_t)k;
    i->b = t == KMOD_ST_R8 ? OVF_R8 : t == KMOD_ST_I8 ? (un ? OVF_U8 : OVF_I8) : (un ? OVF_U4 : OVF_I4);
}

static void dec_conv(dec *d, il_opcode op, uint32_t off)
{
    kmod_stype t = entry_kind(d, 0);
    interp_op o = IOP_NOP;
    if (op == IL_CONV_R4) {
        o = t == KMOD_ST_I8 ? IOP_CONV_R4_I8 : t == KMOD_ST_R8 ? IOP_CONV_R4_R8
          : t == KMOD_ST_R4 ? IOP_NOP : IOP_CONV_R4_I4;
        if (o != IOP_NOP)
            emit(d, o, off);
        return;
    }
    if (t == KMOD_ST_R4) {   /* a float converts as the double it widens to exactly */
        emit(d, IOP_CONV_R8_R4, off);
        t = KMOD_ST_R8;
    }
    switch (op) {
    case IL_CONV_I1: o = by_st(t, IOP_CONV_I1_I4, IOP_CONV_I1_I8, IOP_CONV_I1_R8); break;
    case IL_CONV_U1: o = by_st(t, IOP_CONV_U1_I4, IOP_CONV_U1_I8, IOP_CONV_U1_R8); break;
    case IL_CONV_I2: o = by_st(t, IOP_CONV_I2_I4, IOP_CONV_I2_I8, IOP_CONV_I2_R8); break;
    case IL_CONV_U2: o = by_st(t, IOP_CONV_U2_I4, IOP_CONV_U2_I8, IOP_CONV_U2_R8); break;
    case IL_CONV_I4: o = by_st(t, IOP_NOP, IOP_CONV_I4_I8, IOP_CONV_I4_R8); break;
    case IL_CONV_U4: o = by_st(t, IOP_NOP, IOP_CONV_I4_I8, IOP_CONV_U4_R8); break;
    case IL_CONV_I8: o = by_st(t, IOP_CONV_I8_I4, IOP_NOP, IOP_CONV_I8_R8); break;
    case IL_CONV_U8: o = by_st(t, IOP_CONV_U8_I4, IOP_NOP, IOP_CONV_U8_R8); break;
    case IL_CONV_R8: o = by_st(t, IOP_CONV_R8_I4, IOP_CONV_R8_I8, IOP_NOP); break;
    case IL_CONV_R_UN: o = by_st(t, IOP_CONV_R_UN_I4, IOP_CONV_R_UN_I8, IOP_NOP); break;
    case IL_CONV_OVF_I8_UN: o = by_st(t, IOP_CONV_U8_I4, IOP_CONV_OVF_I8_UN_I8, IOP_NOP); break;
    default: break;
    }
    if (o != IOP_NOP)
        emit(d, o, off);
}

static void dec_cmp(dec *d, il_opcode op, uint32_t off)
{
    kmod_stype t = entry_kind(d, 0);
    uint32_t k = (uint32_t)(op - IL_CEQ);
    interp_op o;
    if (t == KMOD_ST_R4) {   /* floats compare as the doubles they widen to exactly */
        emit(d, IOP_WIDEN2_R4, off);
        t = KMOD_ST_R8;
    }
    if (t == KMOD_ST_REF || t == KMOD_ST_BYREF)
        o = op == IL_CEQ ? IOP_CEQ_REF : (op == IL_CLT || op == IL_CLT_UN) ? IOP_CLT_UN_REF : IOP_CGT_UN_REF;
    else
        o = (interp_op)(by_st(t, IOP_CEQ_I4, IOP_CEQ_I8, IOP_CEQ_R8) + k);
    emit(d, o, off);
    d->cmp_pc = d->n - 1;
    d->cmp_next = off + 1;
}

static void dec_branch(dec *d, il_opcode op, uint32_t off, uint32_t target)
{
    /* cXX directly followed by brtrue/brfalse (not a join point): one
     * compare-and-branch instruction. */
    if (op != IL_BR && d->n && d->cmp_pc == d->n - 1 && d->cmp_next == off && !at_join(d)) {
        interp_op cmp = (interp_op)d->ops[--d->n];
        uint32_t cmp_off = d->code[d->n].off;
        if (target <= off)
            emit(d, IOP_POLL, cmp_off);
        interp_op base = op == IL_BRTRUE ? IOP_JT_CEQ_I4 : IOP_JF_CEQ_I4;
        emit(d, (interp_op)(base + (cmp - IOP_CEQ_I4)), cmp_off)->a.i = (int32_t)target;
        return;
    }
    if (target <= off)
        emit(d, IOP_POLL, off);
    interp_op o = IOP_BR;
    if (op != IL_BR) {
        kmod_stype t = entry_kind(d, 0);
        bool tr = op == IL_BRTRUE;
        o = t == KMOD_ST_I8 ? (tr ? IOP_BRTRUE_I8 : IOP_BRFALSE_I8)
          : (t == KMOD_ST_REF || t == KMOD_ST_BYREF) ? (tr ? IOP_BRTRUE_REF : IOP_BRFALSE_REF)
          : (tr ? IOP_BRTRUE_I4 : IOP_BRFALSE_I4);
    }
    emit(d, o, off)->a.i = (int32_t)target;   /* fixed up to an index later */
}

/* The instruction running intrinsic row ix inline (an XADD with a
 * constant addend gets it pushed first); IOP_NOP: the family is not one
 * the interpreter inlines. */
static interp_op intrinsic_op(const rt_intrinsic_info *ix)
{
    bool wide = ix->size == 8;
    switch ((rt_ix_family)ix->family) {
    case RT_IX_HDR_READ: return IOP_HDR_READ;
    case RT_IX_HDR_CAS: return IOP_HDR_CAS;
    case RT_IX_LOCK_ID: return IOP_LOCK_ID;
    case RT_IX_XADD: return wide ? IOP_XADD8 : IOP_XADD4;
    case RT_IX_XCHG: return ix->ref ? IOP_XCHG_REF : wide ? IOP_XCHG8 : IOP_XCHG4;
    case RT_IX_CAS: return ix->ref ? IOP_CAS_REF : wide ? IOP_CAS8 : IOP_CAS4;
    case RT_IX_VREAD: return wide ? IOP_LDIND_V8 : ix->size == 1 ? IOP_LDIND_V1 : IOP_LDIND_V4;
    case RT_IX_VWRITE:
        return ix->ref ? IOP_STIND_VREF : wide ? IOP_STIND_V8 : ix->size == 1 ? IOP_STIND_V1 : IOP_STIND_V4;
    default: return IOP_NOP;
    }
}

/* The intrinsic the interpreter inlines for a call of cm, or NONE. */
static uint8_t interp_intrinsic(const rt_method *cm)
{
    uint8_t id = rt_method_intrinsic(cm);
    const rt_intrinsic_info *ix = &rt_intrinsic_table[id];
    if (id == RT_INTRINSIC_NONE || !(ix->engines & RT_ENGINE_INTERP) || interp_g.no_intrinsics)
        return RT_INTRINSIC_NONE;
    return id;
}

/* Emit cm as an inline instruction if it is an intrinsic the interpreter
 * implements (intrinsics.def). */
static bool dec_intrinsic(dec *d, rt_method *cm, uint32_t off)
{
    uint8_t id = interp_intrinsic(cm);
    const rt_intrinsic_info *ix = &rt_intrinsic_table[id];
    if (id == RT_INTRINSIC_NONE)
        return false;
    d->intrinsic = id;
    if (ix->family == RT_IX_NATIVE_TL) {
        emit(d, IOP_LDC_I4, off)->a.i = rt_state.thinlock_native != 0;   /* fixed before any code runs */
        return true;
    }
    if (ix->family == RT_IX_NATIVE_FL) {
        emit(d, IOP_LDC_I4, off)->a.i = rt_state.fatlock_native != 0;   /* fixed before any code runs */
        return true;
    }
    if (ix->pre && !(ix->size == 8))
        emit(d, IOP_LDC_I4, off)->a.i = ix->pre;
    else if (ix->pre)
        emit(d, IOP_LDC_I8, off)->a.l = ix->pre;
    emit(d, intrinsic_op(ix), off);
    return true;
}

static void dec_call(dec *d, il_opcode op, uint32_t tok, uint32_t off)
{
    rt_method *cm = rt_resolve_method(d->mod, tok);
    if (op == IL_CALL && !cm->has_this && dec_intrinsic(d, cm, off))
        return;
    uint32_t nargs = cm->nparams + (cm->has_this ? 1u : 0u);
    interp_op o;
    if (op == IL_NEWOBJ) {
        need_init(d, cm->owner, off);
        o = IOP_NEWOBJ;
        nargs = cm->nparams;
    } else if (op == IL_CALLVIRT && (cm->vtable_slot >= 0 || cm->iface_slot >= 0)) {
        o = IOP_CALLVIRT;
    } else if (op == IL_CALLVIRT) {
        o = IOP_CALL_NC;
    } else {
        if (!cm->has_this)
            need_init(d, cm->owner, off);
        o = IOP_CALL;   /* exactly the method the token names (base.M() too) */
    }
    interp_insn *i = emit(d, o, off);
    i->a.p = cm;
    i->b = nargs;
    i->c.i = cm->ret_kind != RT_KIND_VOID;
    if (cm->ret_kind != RT_KIND_STRUCT)
        return;
    /* the callee writes a scratch home above every position (never the
     * home of an argument it may still read), then VCOPY moves the value
     * to its position's home */
    uint32_t size = cm->ret_type->elem_size, scratch = d->m->max_stack + 1;
    home(d, scratch, size, HOME_CALL);
    i = emit(d, IOP_VCOPY, off);
    i->b = size;
    i->a.i = (int32_t)scratch;
    home(d, push_pos(d, nargs), size, HOME_C);
    d->fix[d->nfix++] = (struct homefix){d->n - 1, HOME_A};   /* a.i: a position too */
}

static void dec_field(dec *d, il_opcode op, uint32_t tok, uint32_t off)
{
    rt_field *f = rt_resolve_field(d->mod, tok);
    bool vol = (f->flags & KMOD_FIELD_VOLATILE) != 0;
    bool is_static = op == IL_LDSFLD || op == IL_STSFLD || op == IL_LDSFLDA;
    if (is_static)
        need_init(d, f->owner, off);
    interp_op o;
    bool sv = f->kind == RT_KIND_STRUCT;
    bool svol = vol && f->kind != RT_KIND_I1 && f->kind != RT_KIND_I2;   /* volatile sbyte/short:
                                                      a plain load (x86-64 loads acquire) */
    switch (op) {
    case IL_LDFLD:
        o = sv ? IOP_VLDFLD : svol ? width_op(f->kind, IOP_LDFLD_V1) : load_op(f->kind, IOP_LDFLD_1, IOP_LDFLD_S1);
        break;
    case IL_STFLD:   /* a reference (or a struct holding one) stores with its write barrier */
        o = sv ? (f->type->nvalue_refs ? IOP_VSTFLD_REF : IOP_VSTFLD)
          : f->kind == RT_KIND_REF && !interp_g.drop_field_barrier ? (vol ? IOP_STFLD_VREF : IOP_STFLD_REF)
          : width_op(f->kind, vol ? IOP_STFLD_V1 : IOP_STFLD_1);
        break;
    case IL_LDSFLD:
        o = sv ? IOP_VLDSFLD : svol ? width_op(f->kind, IOP_LDSFLD_V1)
                                    : load_op(f->kind, IOP_LDSFLD_1, IOP_LDSFLD_S1);
        break;
    case IL_STSFLD: o = sv ? IOP_VSTSFLD : width_op(f->kind, vol ? IOP_STSFLD_V1 : IOP_STSFLD_1); break;
    case IL_LDFLDA: o = IOP_LDFLDA; break;
    default: o = IOP_LDSFLDA; break;
    }
    interp_insn *i = emit(d, o, off);
    if (is_static)
        i->a.p = f->owner->statics + f->offset;
    else
        i->a.i = (int32_t)f->offset;
    if (sv)
        i->b = f->type->elem_size;
    if (sv && op == IL_LDFLD)   /* replaces the object, byref or struct it reads from */
        home(d, push_pos(d, 1), i->b, HOME_C);
    else if (sv && op == IL_LDSFLD)
        home(d, push_pos(d, 0), i->b, HOME_C);
}

/* An i8 array index depth slots down is narrowed to a u4 that is out of
 * range exactly when the 64-bit index is, so the element ops read a u4. */
static void index_i8(dec *d, uint32_t depth, uint32_t off)
{
    if (kmod_body_kind(d->body, d->at.top, depth - 1) == KMOD_ST_I8)
        emit(d, IOP_INDEX_I8, off)->b = depth;
}

static void dec_elem(dec *d, il_opcode op, uint32_t tok, uint32_t off)
{
    rt_kind k = rt_resolve_sig_kind(d->mod, tok);
    rt_type *t = tok_type(d, tok);
    interp_insn *i;
    if (op == IL_LDELEM || op == IL_LDELEMA)
        index_i8(d, 1, off);
    else if (op == IL_STELEM)
        index_i8(d, 2, off);
    switch (op) {
    case IL_NEWARR:
        i = emit(d, IOP_NEWARR, off);
        i->c.p = t;
        i->b = entry_kind(d, 0) == KMOD_ST_I8;   /* the length is an i8, not a sign-extended i4 */
        break;
    case IL_LDELEM:
        if (k == RT_KIND_STRUCT) {
            emit(d, IOP_VLDELEM, off)->b = t->elem_size;
            home(d, push_pos(d, 2), t->elem_size, HOME_C);
        } else {
            emit(d, load_op(k, IOP_LDELEM_1, IOP_LDELEM_S1), off);
        }
        break;
    case IL_STELEM:
        i = emit(d, k == RT_KIND_REF ? IOP_STELEM_REF
                  : k == RT_KIND_STRUCT ? (t->nvalue_refs ? IOP_VSTELEM_REF : IOP_VSTELEM)
                  : width_op(k, IOP_STELEM_1), off);
        i->b = k == RT_KIND_STRUCT ? t->elem_size : 0;
        break;
    case IL_LDELEMA:
        i = emit(d, IOP_LDELEMA, off);
        i->c.p = k == RT_KIND_REF ? t : NULL;
        i->b = k == RT_KIND_REF ? 8 : rt_value_size(k, t);
        break;
    case IL_LDIND:
        if (k == RT_KIND_STRUCT) {
            emit(d, IOP_VLDIND, off)->b = t->elem_size;
            home(d, push_pos(d, 1), t->elem_size, HOME_C);
        } else {
            emit(d, load_op(k, IOP_LDIND_1, IOP_LDIND_S1), off);
        }
        break;
    case IL_STIND:
        i = emit(d, k == RT_KIND_STRUCT ? (t->nvalue_refs ? IOP_VSTIND_REF : IOP_VSTIND)
                  : k == RT_KIND_REF ? IOP_STIND_REF : width_op(k, IOP_STIND_1), off);
        i->b = k == RT_KIND_STRUCT ? t->elem_size : 0;
        break;
    default:   /* CASTCLASS, ISINST */
        emit(d, op == IL_CASTCLASS ? IOP_CASTCLASS : IOP_ISINST, off)->c.p = t;
        break;
    }
}

/* initobj, box, unbox, unbox.any, sizeof: SIG token of the type. */
static void dec_value_op(dec *d, il_opcode op, uint32_t tok, uint32_t off)
{
    rt_kind k = rt_resolve_sig_kind(d->mod, tok);
    rt_type *t = tok_type(d, tok);
    interp_insn *i;
    switch (op) {
    case IL_INITOBJ:
        emit(d, IOP_INITOBJ, off)->b = k == RT_KIND_REF ? 8 : rt_value_size(k, t);
        break;
    case IL_BOX:   /* b: a struct's size (its bytes are at the slot's address), 0 a primitive */
        i = emit(d, IOP_BOX, off);
        i->c.p = t;
        i->b = k == RT_KIND_STRUCT ? t->elem_size : 0;
        break;
    case IL_UNBOX:
        emit(d, IOP_UNBOX, off)->c.p = t;
        break;
    case IL_UNBOX_ANY:
        if (k == RT_KIND_REF) {
            emit(d, IOP_CASTCLASS, off)->c.p = t;
            break;
        }
        i = emit(d, IOP_UNBOX_ANY, off);
        i->c.p = t;
        i->a.i = (int32_t)k;
        if (k == RT_KIND_STRUCT) {   /* b: the struct's size, a.i its home */
            i->b = t->elem_size;
            home(d, push_pos(d, 1), i->b, HOME_A);
        }
        break;
    default:   /* SIZEOF */
        emit(d, IOP_LDC_I4, off)->a.i = (int32_t)(k == RT_KIND_REF ? 8 : rt_value_size(k, t));
        break;
    }
}

static rt_type *arg_type(rt_method *m, uint32_t i)
{
    if (m->has_this) {
        if (i == 0)
            return m->owner;
        i--;
    }
    return i < m->nparams ? m->param_types[i] : NULL;
}

/* ldarg/starg/ldarga, ldloc/stloc/ldloca: a struct's slot holds its
 * address (a local's home, the caller's copy of an argument), so a load
 * copies the bytes to the stack position's home, a store copies them back
 * and the address is the slot's value. */
static void dec_var(dec *d, il_opcode op, uint16_t var, uint32_t off)
{
    rt_method *m = d->m;
    bool is_arg = op == IL_LDARG || op == IL_STARG || op == IL_LDARGA;
    rt_kind k = is_arg ? arg_kind(m, var) : var < m->nlocals ? m->local_kinds[var] : RT_KIND_I4;
    rt_type *t = is_arg ? arg_type(m, var) : var < m->nlocals ? m->local_types[var] : NULL;
    bool sv = k == RT_KIND_STRUCT && t;
    interp_insn *i;
    switch (op) {
    case IL_LDARG: case IL_LDLOC:
        if (!sv && (k == RT_KIND_I1 || k == RT_KIND_I2)) {   /* sign-extend: stind wrote only the low bytes */
            interp_op s1 = is_arg ? IOP_LDARG_S1 : IOP_LDLOC_S1;
            emit(d, k == RT_KIND_I1 ? s1 : (interp_op)(s1 + 1), off)->a.i = var;
            break;
        }
        i = emit(d, sv ? (is_arg ? IOP_VLDARG : IOP_VLDLOC) : is_arg ? IOP_LDARG : IOP_LDLOC, off);
        i->a.i = var;
        if (sv) {
            i->b = t->elem_size;
            home(d, push_pos(d, 0), i->b, HOME_C);
        }
        break;
    case IL_STARG: case IL_STLOC:
        i = emit(d, sv ? (is_arg ? IOP_VSTARG : IOP_VSTLOC) : is_arg ? IOP_STARG : IOP_STLOC, off);
        i->a.i = var;
        i->b = sv ? t->elem_size : 0;
        break;
    default:   /* LDARGA, LDLOCA */
        emit(d, sv ? (is_arg ? IOP_LDARG : IOP_LDLOC) : is_arg ? IOP_LDARGA : IOP_LDLOCA, off)->a.i = var;
        break;
    }
}

/* dup: a struct is copied to the next position's home. */
static void dec_dup(dec *d, uint32_t off)
{
    if (entry_kind(d, 0) != KMOD_ST_VALUE || !entry_depth(d)) {
        emit(d, IOP_DUP, off);
        return;
    }
    interp_insn *i = emit(d, IOP_VDUP, off);
    i->b = d->vt_slot;   /* every home is vt_slot bytes: finish() sets the final size */
    home(d, push_pos(d, 0), 0, HOME_C);
}

/* Decode one instruction; returns its size. */
static int dec_one(dec *d, uint32_t off)
{
    rt_method *m = d->m;
    const uint8_t *p = m->code + off;
    il_opcode op = (il_opcode)p[0];
    int size = il_instr_size(p, m->code_len - off);
    uint32_t u = size >= 5 ? il_read_u32(p + 1) : 0;
    uint16_t var = size >= 3 ? il_read_u16(p + 1) : 0;
    interp_insn *i;
    switch (op) {
    case IL_NOP: break;
    case IL_LDARG: case IL_LDLOC: case IL_STARG: case IL_STLOC: case IL_LDARGA: case IL_LDLOCA:
        dec_var(d, op, var, off);
        break;
    case IL_LDC_R4: {
        uint32_t bits = u;
        float v;
        memcpy(&v, &bits, sizeof v);
        emit(d, IOP_LDC_R4, off)->a.d = v;
        break;
    }
    case IL_ADD_OVF: case IL_ADD_OVF_UN: case IL_SUB_OVF: case IL_SUB_OVF_UN: case IL_MUL_OVF:
    case IL_MUL_OVF_UN:
        dec_arith_ovf(d, op, off);
        break;
    case IL_CONV_R4: dec_conv(d, op, off); break;
    case IL_CONV_OVF_I1: case IL_CONV_OVF_U1: case IL_CONV_OVF_I2: case IL_CONV_OVF_U2:
    case IL_CONV_OVF_I4: case IL_CONV_OVF_U4: case IL_CONV_OVF_I8: case IL_CONV_OVF_U8:
    case IL_CONV_OVF_I1_UN: case IL_CONV_OVF_U1_UN: case IL_CONV_OVF_I2_UN:
    case IL_CONV_OVF_U2_UN: case IL_CONV_OVF_I4_UN: case IL_CONV_OVF_U4_UN: case IL_CONV_OVF_U8_UN:
        dec_conv_ovf(d, op, off);
        break;
    case IL_INITOBJ: case IL_BOX: case IL_UNBOX: case IL_UNBOX_ANY: case IL_SIZEOF:
        dec_value_op(d, op, u, off);
        break;
    case IL_LDNULL: emit(d, IOP_LDNULL, off); break;
    case IL_LDC_I4: emit(d, IOP_LDC_I4, off)->a.i = (int32_t)u; break;
    case IL_LDC_I8: emit(d, IOP_LDC_I8, off)->a.l = il_read_i64(p + 1); break;
    case IL_LDC_R8: {
        int64_t bits = il_read_i64(p + 1);
        double v;
        memcpy(&v, &bits, sizeof v);
        emit(d, IOP_LDC_R8, off)->a.d = v;
        break;
    }
    case IL_LDSTR: {
        rt_string *s = rt_resolve_string(d->mod, u);
        if (!s)
            return -1;
        emit(d, IOP_LDSTR, off)->a.p = s;
        break;
    }
    case IL_DUP: dec_dup(d, off); break;
    case IL_POP: emit(d, IOP_POP, off); break;
    case IL_ADD: case IL_SUB: case IL_MUL: case IL_DIV: case IL_DIV_UN: case IL_REM:
    case IL_REM_UN: case IL_NEG: case IL_AND: case IL_OR: case IL_XOR: case IL_NOT:
    case IL_SHL: case IL_SHR: case IL_SHR_UN:
        dec_arith(d, op, off);
        break;
    case IL_CONV_I1: case IL_CONV_U1: case IL_CONV_I2: case IL_CONV_U2: case IL_CONV_I4:
    case IL_CONV_U4: case IL_CONV_I8: case IL_CONV_U8: case IL_CONV_R8: case IL_CONV_R_UN:
    case IL_CONV_OVF_I8_UN:
        dec_conv(d, op, off);
        break;
    case IL_CEQ: case IL_CGT: case IL_CGT_UN: case IL_CLT: case IL_CLT_UN:
        dec_cmp(d, op, off);
        break;
    case IL_BR: case IL_BRTRUE: case IL_BRFALSE:
        dec_branch(d, op, off, off + (uint32_t)size + u);
        break;
    case IL_SWITCH: {
        uint32_t n = u;
        uint32_t end = off + (uint32_t)size;
        uint32_t *tab = interp_xcalloc(n ? n : 1, sizeof *tab);
        bool back = false;
        for (uint32_t k = 0; k < n; k++) {
            tab[k] = end + il_read_u32(p + 5 + 4 * k);
            back |= tab[k] <= off;
        }
        if (back)
            emit(d, IOP_POLL, off);
        i = emit(d, IOP_SWITCH, off);
        i->a.p = tab;
        i->b = n;
        break;
    }
    case IL_RET:
        i = emit(d, m->ret_kind == RT_KIND_VOID ? IOP_RET_VOID
                    : m->ret_kind == RT_KIND_STRUCT ? IOP_VRET : IOP_RET, off);
        i->b = m->ret_kind == RT_KIND_STRUCT ? m->ret_type->elem_size : 0;
        break;
    case IL_CALL: case IL_CALLVIRT: case IL_NEWOBJ:
        dec_call(d, op, u, off);
        break;
    case IL_LDFTN:
        emit(d, IOP_LDFTN, off)->a.l = rt_method_handle(rt_resolve_method(d->mod, u));
        break;
    case IL_LDFLD: case IL_STFLD: case IL_LDFLDA: case IL_LDSFLD: case IL_STSFLD: case IL_LDSFLDA:
        dec_field(d, op, u, off);
        break;
    case IL_LDLEN: emit(d, IOP_LDLEN, off); break;
    case IL_NEWARR: case IL_LDELEM: case IL_STELEM: case IL_LDELEMA: case IL_LDIND:
    case IL_STIND: case IL_CASTCLASS: case IL_ISINST:
        dec_elem(d, op, u, off);
        break;
    case IL_THROW: emit(d, IOP_THROW, off); break;
    case IL_SETFILTER: emit(d, IOP_SETFILTER, off)->a.i = (int32_t)u; break;
    case IL_RETHROW:   /* verified: its innermost handler is the catch whose exception it throws */
        emit(d, IOP_RETHROW, off)->b = handler_of(d) == KMOD_NO_CLAUSE ? 0 : handler_of(d);
        break;
    case IL_LEAVE: {
        uint32_t target = off + (uint32_t)size + u;
        if (target <= off)
            emit(d, IOP_POLL, off);
        i = emit(d, IOP_LEAVE, off);
        i->a.i = (int32_t)target;
        i->c.i = (int32_t)target;
        break;
    }
    case IL_ENDFINALLY: emit(d, IOP_ENDFINALLY, off); break;
    default: break;
    }
    return size;
}

static bool is_branch(interp_op o)
{
    return o == IOP_BR || (o >= IOP_BRTRUE_I4 && o <= IOP_BRFALSE_REF) || o == IOP_LEAVE ||
           (o >= IOP_JT_CEQ_I4 && o <= IOP_JF_CLT_UN_REF);
}

/* IL offsets -> instruction indices; handler addresses; struct homes:
 * positions -> offsets in the value area. */
static void finish(dec *d)
{
    for (uint32_t k = 0; k < d->nfix; k++) {
        interp_insn *i = &d->code[d->fix[k].insn];
        if ((interp_op)d->ops[d->fix[k].insn] == IOP_VDUP)
            i->b = d->vt_slot;
        if (d->fix[k].field == HOME_A)   /* (VCOPY has both a.i and c.i) */
            i->a.i = (int32_t)(d->vt_locals + (uint32_t)i->a.i * d->vt_slot);
        else
            i->c.i = (int32_t)(d->vt_locals + (uint32_t)i->c.i * d->vt_slot) +
                     (d->fix[k].field == HOME_CALL ? 2 : 0);
    }
    for (uint32_t k = 0; k < d->n; k++) {
        interp_insn *i = &d->code[k];
        interp_op o = (interp_op)d->ops[k];
        if (is_branch(o))
            i->a.i = (int32_t)d->off2pc[i->a.i];
        else if (o == IOP_SWITCH)
            for (uint32_t j = 0; j < i->b; j++)
                ((uint32_t *)i->a.p)[j] = d->off2pc[((uint32_t *)i->a.p)[j]];
        i->h = interp_g.labels[o];
    }
}

/* A loop header (tiered): back-edge counter in b, OSR cell in a.p,
 * c.i = may transfer here (osr_point). */
static void emit_loop(dec *d, uint32_t off)
{
    emit(d, IOP_LOOP, off)->c.i = osr_point(d);
}

/* interp_body_view: what instruction k was decoded from, as the accessors
 * answered. */
static void note_view(const dec *d, uint32_t k)
{
    rt_insn_view *v = &d->view[k];
    v->off = d->at.off;
    v->depth = entry_depth(d);
    for (uint32_t i = 0; i < RT_VIEW_KINDS; i++)
        v->kinds[i] = i < entry_depth(d) ? (uint8_t)entry_kind(d, i) : KMOD_ST_NONE;
    v->flags = (uint8_t)((at_join(d) ? KMOD_BI_JOIN : 0) | (at_loop(d) ? KMOD_BI_LOOP : 0) |
                         (osr_point(d) ? KMOD_BI_OSR : 0));
    v->handler = (uint16_t)handler_of(d);
    v->intrinsic = d->intrinsic;
}

/* Homes of the struct locals: the first bytes of the value area. */
static void place_struct_locals(dec *d, interp_method *im)
{
    rt_method *m = d->m;
    uint32_t n = 0, end = 0;
    for (uint32_t i = 0; i < m->nlocals; i++)
        n += m->local_kinds[i] == RT_KIND_STRUCT;
    im->nvlocals = 0;
    if (!n)
        return;
    free(im->vlocals);
    im->vlocals = interp_xcalloc(2 * n, sizeof(uint32_t));
    for (uint32_t i = 0; i < m->nlocals; i++) {
        if (m->local_kinds[i] != RT_KIND_STRUCT)
            continue;
        im->vlocals[2 * im->nvlocals] = i;
        im->vlocals[2 * im->nvlocals + 1] = end;
        im->nvlocals++;
        end += round8(m->local_types[i]->elem_size);
    }
    d->vt_locals = im->vt_locals = end;
}

/* Decode every instruction of the typed body in code order. */
static int decode_insns(dec *d)
{
    rt_method *m = d->m;
    for (uint32_t k = 0; k < d->body->ninsns; k++) {
        d->at = d->body->insns[k];
        d->intrinsic = RT_INTRINSIC_NONE;
        uint32_t off = d->at.off;
        d->off2pc[off] = d->n;
        if (at_loop(d) && rt_state.tier.loop_threshold)
            emit_loop(d, off);
        int size = dec_one(d, off);
        if (size <= 0) {
            if (!rt_current()->pending)
                rt_throw_kindf(RT_EXC_INVALID_OPERATION, "Cannot decode %s at IL_%04x.", rt_method_key(m), off);
            return -1;
        }
        for (uint32_t i = 1; i < (uint32_t)size && off + i <= m->code_len; i++)
            d->off2pc[off + i] = d->n;
        if (d->view)
            note_view(d, k);
    }
    return 0;
}

static int decode_body(rt_method *m, interp_method *im, rt_insn_view *view)
{
    char why[300];
    const kmod_body *body = rt_method_body(m, why, sizeof why);
    if (!body) {   /* out of memory */
        rt_throw_kindf(RT_EXC_OUT_OF_MEMORY, "Cannot decode %s: %s.", rt_method_key(m), why);
        return -1;
    }
    dec d;
    memset(&d, 0, sizeof d);
    d.m = m;
    d.mod = m->module;
    d.body = body;
    d.view = view;
    uint32_t len = m->code_len;
    d.off2pc = interp_xcalloc(len + 1, sizeof *d.off2pc);
    d.cmp_pc = UINT32_MAX;
    place_struct_locals(&d, im);
    int rc = decode_insns(&d);
    d.off2pc[len] = d.n;
    emit(&d, IOP_RET_VOID, len);   /* never reached in verified code */
    if (!rc && interp_g.dump)
        dump(m, &d);
    if (!rc)
        finish(&d);
    free(d.ops);
    free(d.fix);
    if (rc) {
        free(d.code);
        free(d.off2pc);
        return -1;
    }
    im->code = d.code;
    im->ncode = d.n;
    im->off2pc = d.off2pc;
    im->vt_size = d.vt_locals + d.vt_positions * d.vt_slot;
    return 0;
}

int interp_body_view(rt_method *m, rt_insn_view *out)
{
    interp_method im = {0};
    if (decode_body(m, &im, out))
        return -1;
    for (uint32_t k = 0; k < im.ncode; k++)
        if (im.code[k].h == interp_g.labels[IOP_SWITCH])
            free(im.code[k].a.p);
    free(im.code);
    free(im.off2pc);
    free(im.vlocals);
    return 0;
}

/* --- the C-ABI signature --- */

static ffi_type *ffi_of(rt_kind k, bool pinvoke)
{
    switch (k) {
    case RT_KIND_VOID: return &ffi_type_void;
    case RT_KIND_BOOL: return pinvoke ? &ffi_type_sint32 : &ffi_type_uint8;
    case RT_KIND_U1: return &ffi_type_uint8;
    case RT_KIND_CHAR: return &ffi_type_uint16;
    case RT_KIND_I4: return &ffi_type_sint32;
    case RT_KIND_U4: return &ffi_type_uint32;
    case RT_KIND_I8: return &ffi_type_sint64;
    case RT_KIND_U8: return &ffi_type_uint64;
    case RT_KIND_R8: return &ffi_type_double;
    case RT_KIND_I1: return &ffi_type_sint8;
    case RT_KIND_I2: return &ffi_type_sint16;
    case RT_KIND_U2: return &ffi_type_uint16;
    case RT_KIND_R4: return &ffi_type_float;
    default: return &ffi_type_pointer;   /* references, byrefs, structs (by address) */
    }
}

/* How interp_call_compiled may call m's compiled code without libffi:
 * INTERP_DIRECT_INT / _R8 when it has at most 6 arguments, none a double
 * (x86-64: each one an integer register, read at its own width by the
 * callee), returning an integer or pointer (rax) or a double (xmm0). */
static uint8_t direct_shape(const rt_method *m, const interp_method *im, bool pinv)
{
#if defined(__x86_64__)
    if (pinv || im->nargs > 6 || im->sret || m->ret_kind == RT_KIND_R4)
        return INTERP_DIRECT_NONE;
    for (uint32_t k = 0; k < im->nargs; k++)
        if (arg_kind((rt_method *)m, k) == RT_KIND_R8 || arg_kind((rt_method *)m, k) == RT_KIND_R4)
            return INTERP_DIRECT_NONE;
    return m->ret_kind == RT_KIND_R8 ? INTERP_DIRECT_R8 : INTERP_DIRECT_INT;
#else
    (void)m;
    (void)im;
    (void)pinv;
    return INTERP_DIRECT_NONE;
#endif
}

static int build_cif(rt_method *m, interp_method *im)
{
    bool pinv = (m->flags & KMOD_METH_PINVOKE) != 0;
    im->sret = m->ret_kind == RT_KIND_STRUCT;
    uint32_t nc = im->nargs + im->sret;   /* C arguments: the result's address first */
    im->atypes = interp_xcalloc(nc ? nc : 1, sizeof *im->atypes);
    if (im->sret)
        im->atypes[0] = &ffi_type_pointer;
    for (uint32_t k = 0; k < im->nargs; k++) {
        rt_kind pk = arg_kind(m, k);
        im->atypes[k + im->sret] = ffi_of(pk, pinv);
        im->narrow_params |= narrow(pk);
        if (pinv && pk == RT_KIND_REF && m->param_types[k - (m->has_this ? 1 : 0)] == rt_state.wk.string)
            im->pinvoke_strings = true;
    }
    if (pinv && m->ret_kind == RT_KIND_REF)
        im->pinvoke_strings = true;
    im->direct = direct_shape(m, im, pinv);
    if (ffi_prep_cif(&im->cif, FFI_DEFAULT_ABI, nc, im->sret ? &ffi_type_void : ffi_of(m->ret_kind, pinv),
                     im->atypes) != FFI_OK) {
        rt_throw_kindf(RT_EXC_NOT_SUPPORTED, "Cannot build a call signature for %s.", rt_method_key(m));
        return -1;
    }
    return 0;
}

interp_method *interp_decode(rt_method *m)
{
    interp_method *im = interp_xcalloc(1, sizeof *im);
    im->nargs = m->nparams + (m->has_this ? 1u : 0u);
    im->nlocals = m->nlocals;
    im->max_stack = m->max_stack;
    bool has_body = m->code && !(m->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE));
    if (build_cif(m, im) || (has_body && decode_body(m, im, NULL))) {
        free(im->atypes);
        free(im->vlocals);
        free(im);
        return NULL;
    }
    if (has_body)
        atomic_fetch_add(&rt_state.counters.methods_interpreted, 1);
    im->has_catch = has_body && rt_method_has_catch(m);
    return im;
}

static void free_im(interp_method *im)
{
    if (im->code)
        for (uint32_t k = 0; k < im->ncode; k++)
            if (im->code[k].h == interp_g.labels[IOP_SWITCH])
                free(im->code[k].a.p);
    free(im->code);
    free(im->off2pc);
    free(im->atypes);
    free(im->vlocals);
    free(im);
}

interp_method *interp_method_get(rt_method *m)
{
    interp_method *im = __atomic_load_n((interp_method **)&m->interp_data, __ATOMIC_ACQUIRE);
    if (im)
        return im;
    im = interp_decode(m);
    if (!im)
        return NULL;
    void *expected = NULL;
    if (!__atomic_compare_exchange_n(&m->interp_data, &expected, im, false, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE)) {
        if (im->code)
            atomic_fetch_sub(&rt_state.counters.methods_interpreted, 1);
        free_im(im);
        return expected;
    }
    return im;
}

void interp_test_drop_field_barrier(bool drop)
{
    interp_g.drop_field_barrier = drop;
}
