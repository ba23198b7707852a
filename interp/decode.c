/* decode.c - the interpreter's pre-decoder: turns a verified IL body into an
 * array of interp_insn with resolved operands (methods, field offsets and
 * static addresses, types, string objects, branch targets as instruction
 * indices), choosing a typed internal opcode for each instruction from the
 * stack types it tracks.
 *
 * Invariants: input is verified (kmod_read ran the verifier), so stack types
 * agree at every join; the decoder walks the code linearly, taking the
 * state at a join from the first branch recorded to it (dead code, which the
 * verifier never reaches, gets an empty stack and is decoded defensively,
 * never trusted). A backward branch is preceded by a POLL (GC safepoint) of
 * the same IL offset; a static access, static call or `new` of a class
 * whose initializer has not finished at decode time is preceded by an INIT.
 * With tiering on (rt_state.tier), every loop header (target of a
 * backward branch) starts with a LOOP instruction (back-edge counter, OSR).
 */
#include "interp_internal.h"

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

enum { ST_I4 = 1, ST_I8, ST_R8, ST_REF, ST_BYREF };

typedef struct dec {
    rt_method *m;
    rt_module *mod;
    interp_insn *code;
    uint16_t *ops;
    uint32_t n, cap;
    uint32_t *off2pc;
    uint8_t *st;             /* current type stack */
    uint32_t sp, stcap;
    int32_t *tdepth;         /* recorded depth per IL offset, -1 none */
    uint8_t **ttypes;        /* recorded types per IL offset */
    bool dead;               /* previous instruction does not fall through */
    uint8_t *is_target;      /* per IL offset: 1 some branch or handler goes there, 2 a backward one */
    uint32_t cmp_pc;         /* index of the last compare emitted ... */
    uint32_t cmp_next;       /* ... and the IL offset right after it */
} dec;

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

static uint8_t stype(rt_kind k)
{
    switch (k) {
    case RT_KIND_I8: case RT_KIND_U8: return ST_I8;
    case RT_KIND_R8: return ST_R8;
    case RT_KIND_REF: return ST_REF;
    case RT_KIND_BYREF: return ST_BYREF;
    default: return ST_I4;
    }
}

static bool narrow(rt_kind k) { return k == RT_KIND_BOOL || k == RT_KIND_U1 || k == RT_KIND_CHAR; }

static void push(dec *d, uint8_t t)
{
    if (d->sp < d->stcap)
        d->st[d->sp++] = t;
}

static uint8_t pop(dec *d)
{
    return d->sp ? d->st[--d->sp] : ST_I4;
}

static uint8_t top(dec *d) { return d->sp ? d->st[d->sp - 1] : ST_I4; }

static void popn(dec *d, uint32_t n)
{
    d->sp = n > d->sp ? 0 : d->sp - n;
}

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

/* Remember the stack state at a branch target (first one wins). */
static void record(dec *d, uint32_t target, uint32_t depth)
{
    uint32_t len = d->m->code_len;
    if (target >= len || d->tdepth[target] >= 0)
        return;
    if (depth > d->sp)
        depth = d->sp;
    d->tdepth[target] = (int32_t)depth;
    d->ttypes[target] = interp_xcalloc(depth ? depth : 1, 1);
    memcpy(d->ttypes[target], d->st, depth);
}

/* Set the stack state for the instruction at off. */
static void enter(dec *d, uint32_t off)
{
    if (d->tdepth[off] >= 0 && (d->dead || (uint32_t)d->tdepth[off] != d->sp)) {
        d->sp = (uint32_t)d->tdepth[off];
        memcpy(d->st, d->ttypes[off], d->sp);
    } else if (d->dead) {
        d->sp = 0;
    }
    d->dead = false;
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

static interp_op by_st(uint8_t t, interp_op i4, interp_op i8, interp_op r8)
{
    return t == ST_I8 ? i8 : t == ST_R8 ? r8 : i4;
}

static interp_op width_op(rt_kind k, interp_op base1)
{
    switch (k) {
    case RT_KIND_BOOL: case RT_KIND_U1: return base1;
    case RT_KIND_CHAR: return (interp_op)(base1 + 1);
    case RT_KIND_I4: case RT_KIND_U4: return (interp_op)(base1 + 2);
    default: return (interp_op)(base1 + 3);
    }
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
    uint32_t k = (uint32_t)(op - IL_ADD);
    bool unary = op == IL_NEG || op == IL_NOT;
    bool shift = op == IL_SHL || op == IL_SHR || op == IL_SHR_UN;
    uint8_t t;
    if (unary)
        t = top(d);
    else if (shift) {
        pop(d);
        t = top(d);
    } else {
        t = pop(d);
    }
    emit(d, t == ST_I8 ? i8[k] : t == ST_R8 ? r8[k] : i4[k], off);
}

static void dec_conv(dec *d, il_opcode op, uint32_t off)
{
    uint8_t t = pop(d);
    interp_op o = IOP_NOP;
    uint8_t res = ST_I4;
    switch (op) {
    case IL_CONV_I1: o = by_st(t, IOP_CONV_I1_I4, IOP_CONV_I1_I8, IOP_CONV_I1_R8); break;
    case IL_CONV_U1: o = by_st(t, IOP_CONV_U1_I4, IOP_CONV_U1_I8, IOP_CONV_U1_R8); break;
    case IL_CONV_I2: o = by_st(t, IOP_CONV_I2_I4, IOP_CONV_I2_I8, IOP_CONV_I2_R8); break;
    case IL_CONV_U2: o = by_st(t, IOP_CONV_U2_I4, IOP_CONV_U2_I8, IOP_CONV_U2_R8); break;
    case IL_CONV_I4: o = by_st(t, IOP_NOP, IOP_CONV_I4_I8, IOP_CONV_I4_R8); break;
    case IL_CONV_U4: o = by_st(t, IOP_NOP, IOP_CONV_I4_I8, IOP_CONV_U4_R8); break;
    case IL_CONV_I8: o = by_st(t, IOP_CONV_I8_I4, IOP_NOP, IOP_CONV_I8_R8); res = ST_I8; break;
    case IL_CONV_U8: o = by_st(t, IOP_CONV_U8_I4, IOP_NOP, IOP_CONV_U8_R8); res = ST_I8; break;
    case IL_CONV_R8: o = by_st(t, IOP_CONV_R8_I4, IOP_CONV_R8_I8, IOP_NOP); res = ST_R8; break;
    case IL_CONV_R_UN: o = by_st(t, IOP_CONV_R_UN_I4, IOP_CONV_R_UN_I8, IOP_NOP); res = ST_R8; break;
    case IL_CONV_OVF_I8_UN: o = by_st(t, IOP_CONV_U8_I4, IOP_CONV_OVF_I8_UN_I8, IOP_NOP); res = ST_I8; break;
    default: break;
    }
    if (o != IOP_NOP)
        emit(d, o, off);
    push(d, res);
}

static void dec_cmp(dec *d, il_opcode op, uint32_t off)
{
    uint8_t t = pop(d);
    pop(d);
    uint32_t k = (uint32_t)(op - IL_CEQ);
    interp_op o;
    if (t == ST_REF || t == ST_BYREF)
        o = op == IL_CEQ ? IOP_CEQ_REF : (op == IL_CLT || op == IL_CLT_UN) ? IOP_CLT_UN_REF : IOP_CGT_UN_REF;
    else
        o = (interp_op)(by_st(t, IOP_CEQ_I4, IOP_CEQ_I8, IOP_CEQ_R8) + k);
    emit(d, o, off);
    d->cmp_pc = d->n - 1;
    d->cmp_next = off + 1;
    push(d, ST_I4);
}

static void dec_branch(dec *d, il_opcode op, uint32_t off, uint32_t target)
{
    /* cXX directly followed by brtrue/brfalse (not a join point): one
     * compare-and-branch instruction. */
    if (op != IL_BR && d->n && d->cmp_pc == d->n - 1 && d->cmp_next == off && !d->is_target[off]) {
        interp_op cmp = (interp_op)d->ops[--d->n];
        uint32_t cmp_off = d->code[d->n].off;
        pop(d);
        if (target <= off)
            emit(d, IOP_POLL, cmp_off);
        interp_op base = op == IL_BRTRUE ? IOP_JT_CEQ_I4 : IOP_JF_CEQ_I4;
        emit(d, (interp_op)(base + (cmp - IOP_CEQ_I4)), cmp_off)->a.i = (int32_t)target;
        record(d, target, d->sp);
        return;
    }
    if (target <= off)
        emit(d, IOP_POLL, off);
    interp_op o = IOP_BR;
    if (op != IL_BR) {
        uint8_t t = pop(d);
        bool tr = op == IL_BRTRUE;
        o = t == ST_I8 ? (tr ? IOP_BRTRUE_I8 : IOP_BRFALSE_I8)
          : (t == ST_REF || t == ST_BYREF) ? (tr ? IOP_BRTRUE_REF : IOP_BRFALSE_REF)
          : (tr ? IOP_BRTRUE_I4 : IOP_BRFALSE_I4);
    }
    emit(d, o, off)->a.i = (int32_t)target;   /* fixed up to an index later */
    record(d, target, d->sp);
    d->dead = op == IL_BR;
}

/* [Intrinsic] corelib methods the interpreter runs as one inline
 * instruction (their C# bodies are the reference meaning: a native call). */
typedef struct intrinsic { const char *key; interp_op op; int8_t pre; } intrinsic;

#define OH_ "System.Threading.ObjectHeader."
#define IL_ "System.Threading.Interlocked."
#define VO_ "System.Threading.Volatile."
static const intrinsic intrinsics[] = {
    {OH_ "GetHeader(object)", IOP_HDR_READ, 0},
    {OH_ "CompareExchangeHeader(object,int,int)", IOP_HDR_CAS, 0},
    {OH_ "CurrentLockId()", IOP_LOCK_ID, 0},
    {IL_ "Increment(ref int)", IOP_XADD4, 1}, {IL_ "Increment(ref long)", IOP_XADD8, 1},
    {IL_ "Decrement(ref int)", IOP_XADD4, -1}, {IL_ "Decrement(ref long)", IOP_XADD8, -1},
    {IL_ "Add(ref int,int)", IOP_XADD4, 0}, {IL_ "Add(ref long,long)", IOP_XADD8, 0},
    {IL_ "Exchange(ref int,int)", IOP_XCHG4, 0}, {IL_ "Exchange(ref long,long)", IOP_XCHG8, 0},
    {IL_ "Exchange(ref object,object)", IOP_XCHG8, 0},
    {IL_ "CompareExchange(ref int,int,int)", IOP_CAS4, 0},
    {IL_ "CompareExchange(ref long,long,long)", IOP_CAS8, 0},
    {IL_ "CompareExchange(ref object,object,object)", IOP_CAS8, 0},
    {VO_ "Read(ref int)", IOP_LDIND_V4, 0}, {VO_ "Read(ref long)", IOP_LDIND_V8, 0},
    {VO_ "Read(ref bool)", IOP_LDIND_V1, 0}, {VO_ "Read(ref object)", IOP_LDIND_V8, 0},
    {VO_ "Write(ref int,int)", IOP_STIND_V4, 0}, {VO_ "Write(ref long,long)", IOP_STIND_V8, 0},
    {VO_ "Write(ref bool,bool)", IOP_STIND_V1, 0}, {VO_ "Write(ref object,object)", IOP_STIND_V8, 0},
};
#undef OH_
#undef IL_
#undef VO_

/* Emit cm as an inline instruction if it is a known intrinsic. */
static bool dec_intrinsic(dec *d, rt_method *cm, uint32_t off)
{
    if (!(cm->flags & KMOD_METH_INTRINSIC) || !cm->module || !cm->module->is_corelib ||
        interp_g.no_intrinsics)
        return false;
    if (!strcmp(rt_method_key(cm), "System.Threading.Monitor.NativeThinLock()")) {
        const char *e = getenv("KILN_THINLOCK");   /* fixed before any code runs */
        emit(d, IOP_LDC_I4, off)->a.i = rt_state.thinlock_native || (e && !strcmp(e, "native"));
        push(d, stype(cm->ret_kind));
        return true;
    }
    if (!strcmp(rt_method_key(cm), "System.Threading.Monitor.NativeFatLock()")) {
        emit(d, IOP_LDC_I4, off)->a.i = rt_state.fatlock_native != 0;   /* fixed before any code runs */
        push(d, stype(cm->ret_kind));
        return true;
    }
    for (size_t k = 0; k < sizeof intrinsics / sizeof intrinsics[0]; k++) {
        const intrinsic *in = &intrinsics[k];
        if (strcmp(rt_method_key(cm), in->key))
            continue;
        if (in->pre && in->op == IOP_XADD4)
            emit(d, IOP_LDC_I4, off)->a.i = in->pre;
        else if (in->pre)
            emit(d, IOP_LDC_I8, off)->a.l = in->pre;
        emit(d, in->op, off);
        popn(d, cm->nparams);
        if (cm->ret_kind != RT_KIND_VOID)
            push(d, stype(cm->ret_kind));
        return true;
    }
    return false;
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
    } else if (op == IL_CALLVIRT && cm->vtable_slot >= 0) {
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
    popn(d, nargs);
    if (op == IL_NEWOBJ)
        push(d, ST_REF);
    else if (cm->ret_kind != RT_KIND_VOID)
        push(d, stype(cm->ret_kind));
}

static void dec_field(dec *d, il_opcode op, uint32_t tok, uint32_t off)
{
    rt_field *f = rt_resolve_field(d->mod, tok);
    bool vol = (f->flags & KMOD_FIELD_VOLATILE) != 0;
    bool is_static = op == IL_LDSFLD || op == IL_STSFLD || op == IL_LDSFLDA;
    if (is_static)
        need_init(d, f->owner, off);
    interp_op o;
    switch (op) {
    case IL_LDFLD: o = width_op(f->kind, vol ? IOP_LDFLD_V1 : IOP_LDFLD_1); break;
    case IL_STFLD: o = width_op(f->kind, vol ? IOP_STFLD_V1 : IOP_STFLD_1); break;
    case IL_LDSFLD: o = width_op(f->kind, vol ? IOP_LDSFLD_V1 : IOP_LDSFLD_1); break;
    case IL_STSFLD: o = width_op(f->kind, vol ? IOP_STSFLD_V1 : IOP_STSFLD_1); break;
    case IL_LDFLDA: o = IOP_LDFLDA; break;
    default: o = IOP_LDSFLDA; break;
    }
    interp_insn *i = emit(d, o, off);
    if (is_static)
        i->a.p = f->owner->statics + f->offset;
    else
        i->a.i = (int32_t)f->offset;
    switch (op) {
    case IL_LDFLD: pop(d); push(d, stype(f->kind)); break;
    case IL_STFLD: popn(d, 2); break;
    case IL_LDFLDA: pop(d); push(d, ST_BYREF); break;
    case IL_LDSFLD: push(d, stype(f->kind)); break;
    case IL_STSFLD: pop(d); break;
    default: push(d, ST_BYREF); break;
    }
}

/* An i8 array index depth slots down is narrowed to a u4 that is out of
 * range exactly when the 64-bit index is, so the element ops read a u4. */
static void index_i8(dec *d, uint32_t depth, uint32_t off)
{
    if (d->sp >= depth && d->st[d->sp - depth] == ST_I8)
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
        i->b = top(d) == ST_I8;   /* the length is an i8, not a sign-extended i4 */
        pop(d);
        push(d, ST_REF);
        break;
    case IL_LDELEM:
        emit(d, width_op(k, IOP_LDELEM_1), off);
        popn(d, 2);
        push(d, stype(k));
        break;
    case IL_STELEM:
        emit(d, k == RT_KIND_REF ? IOP_STELEM_REF : width_op(k, IOP_STELEM_1), off);
        popn(d, 3);
        break;
    case IL_LDELEMA:
        i = emit(d, IOP_LDELEMA, off);
        i->c.p = k == RT_KIND_REF ? t : NULL;
        i->b = rt_kind_size(k);
        popn(d, 2);
        push(d, ST_BYREF);
        break;
    case IL_LDIND:
        emit(d, width_op(k, IOP_LDIND_1), off);
        pop(d);
        push(d, stype(k));
        break;
    case IL_STIND:
        emit(d, width_op(k, IOP_STIND_1), off);
        popn(d, 2);
        break;
    default:   /* CASTCLASS, ISINST */
        emit(d, op == IL_CASTCLASS ? IOP_CASTCLASS : IOP_ISINST, off)->c.p = t;
        break;
    }
}

/* The catch clause whose handler holds off (innermost), for RETHROW. */
static uint32_t enclosing_catch(rt_method *m, uint32_t off)
{
    for (uint32_t k = 0; k < m->neh; k++) {
        const kmod_eh *e = &m->eh[k];
        if (e->kind == KMOD_EH_CATCH && off >= e->handler_off && off - e->handler_off < e->handler_len)
            return k;
    }
    return 0;
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
    case IL_LDARG: emit(d, IOP_LDARG, off)->a.i = var; push(d, stype(arg_kind(m, var))); break;
    case IL_STARG: emit(d, IOP_STARG, off)->a.i = var; pop(d); break;
    case IL_LDARGA: emit(d, IOP_LDARGA, off)->a.i = var; push(d, ST_BYREF); break;
    case IL_LDLOC:
        emit(d, IOP_LDLOC, off)->a.i = var;
        push(d, stype(var < m->nlocals ? m->local_kinds[var] : RT_KIND_I4));
        break;
    case IL_STLOC: emit(d, IOP_STLOC, off)->a.i = var; pop(d); break;
    case IL_LDLOCA: emit(d, IOP_LDLOCA, off)->a.i = var; push(d, ST_BYREF); break;
    case IL_LDNULL: emit(d, IOP_LDNULL, off); push(d, ST_REF); break;
    case IL_LDC_I4: emit(d, IOP_LDC_I4, off)->a.i = (int32_t)u; push(d, ST_I4); break;
    case IL_LDC_I8: emit(d, IOP_LDC_I8, off)->a.l = il_read_i64(p + 1); push(d, ST_I8); break;
    case IL_LDC_R8: {
        int64_t bits = il_read_i64(p + 1);
        double v;
        memcpy(&v, &bits, sizeof v);
        emit(d, IOP_LDC_R8, off)->a.d = v;
        push(d, ST_R8);
        break;
    }
    case IL_LDSTR: {
        rt_string *s = rt_resolve_string(d->mod, u);
        if (!s)
            return -1;
        emit(d, IOP_LDSTR, off)->a.p = s;
        push(d, ST_REF);
        break;
    }
    case IL_DUP: emit(d, IOP_DUP, off); push(d, top(d)); break;
    case IL_POP: emit(d, IOP_POP, off); pop(d); break;
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
        pop(d);
        bool back = false;
        for (uint32_t k = 0; k < n; k++) {
            tab[k] = end + il_read_u32(p + 5 + 4 * k);
            back |= tab[k] <= off;
            record(d, tab[k], d->sp);
        }
        if (back)
            emit(d, IOP_POLL, off);
        i = emit(d, IOP_SWITCH, off);
        i->a.p = tab;
        i->b = n;
        break;
    }
    case IL_RET:
        emit(d, m->ret_kind == RT_KIND_VOID ? IOP_RET_VOID : IOP_RET, off);
        d->dead = true;
        break;
    case IL_CALL: case IL_CALLVIRT: case IL_NEWOBJ:
        dec_call(d, op, u, off);
        break;
    case IL_LDFTN:
        emit(d, IOP_LDFTN, off)->a.l = rt_method_handle(rt_resolve_method(d->mod, u));
        push(d, ST_I8);
        break;
    case IL_LDFLD: case IL_STFLD: case IL_LDFLDA: case IL_LDSFLD: case IL_STSFLD: case IL_LDSFLDA:
        dec_field(d, op, u, off);
        break;
    case IL_LDLEN: emit(d, IOP_LDLEN, off); pop(d); push(d, ST_I4); break;
    case IL_NEWARR: case IL_LDELEM: case IL_STELEM: case IL_LDELEMA: case IL_LDIND:
    case IL_STIND: case IL_CASTCLASS: case IL_ISINST:
        dec_elem(d, op, u, off);
        break;
    case IL_THROW: emit(d, IOP_THROW, off); d->dead = true; break;
    case IL_RETHROW: emit(d, IOP_RETHROW, off)->b = enclosing_catch(m, off); d->dead = true; break;
    case IL_LEAVE: {
        uint32_t target = off + (uint32_t)size + u;
        if (target <= off)
            emit(d, IOP_POLL, off);
        i = emit(d, IOP_LEAVE, off);
        i->a.i = (int32_t)target;
        i->c.i = (int32_t)target;
        d->sp = 0;
        record(d, target, 0);
        d->dead = true;
        break;
    }
    case IL_ENDFINALLY: emit(d, IOP_ENDFINALLY, off); d->dead = true; break;
    default: break;
    }
    return size;
}

static bool is_branch(interp_op o)
{
    return o == IOP_BR || (o >= IOP_BRTRUE_I4 && o <= IOP_BRFALSE_REF) || o == IOP_LEAVE ||
           (o >= IOP_JT_CEQ_I4 && o <= IOP_JF_CLT_UN_REF);
}

/* IL offsets -> instruction indices; handler addresses. */
static void finish(dec *d)
{
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

static void prerecord_handlers(dec *d)
{
    for (uint32_t k = 0; k < d->m->neh; k++) {
        const kmod_eh *e = &d->m->eh[k];
        uint32_t save = d->sp;
        d->sp = 0;
        if (e->kind == KMOD_EH_CATCH)
            push(d, ST_REF);
        record(d, e->handler_off, d->sp);
        d->sp = save;
    }
}

/* Mark every branch target and handler start. */
static void find_targets(dec *d)
{
    rt_method *m = d->m;
    for (uint32_t k = 0; k < m->neh; k++)
        if (m->eh[k].handler_off < m->code_len)
            d->is_target[m->eh[k].handler_off] = 1;
    for (uint32_t off = 0; off < m->code_len;) {
        const uint8_t *p = m->code + off;
        int size = il_instr_size(p, m->code_len - off);
        if (size <= 0)
            return;
        il_operand kind = il_opinfo_table[p[0]].operand;
        uint32_t end = off + (uint32_t)size;
        if (kind == IL_OPND_BR) {
            uint32_t t = end + il_read_u32(p + 1);
            if (t < m->code_len)
                d->is_target[t] |= t <= off ? 3 : 1;
        } else if (kind == IL_OPND_SWITCH) {
            for (uint32_t k = 0; k < il_read_u32(p + 1); k++) {
                uint32_t t = end + il_read_u32(p + 5 + 4 * k);
                if (t < m->code_len)
                    d->is_target[t] |= t <= off ? 3 : 1;
            }
        }
        off = end;
    }
}

/* May a frame of m stopped at loop header off (stack depth sp) move into
 * OSR code? Only with an empty stack, outside every handler (a running
 * catch or finally keeps interpreter state), and when no local is a byref
 * (it could point into this frame's slots, which the OSR code copies). */
static bool osr_point(const rt_method *m, uint32_t off, uint32_t sp)
{
    if (sp)
        return false;
    for (uint32_t k = 0; k < m->neh; k++)
        if (off >= m->eh[k].handler_off && off - m->eh[k].handler_off < m->eh[k].handler_len)
            return false;
    for (uint32_t i = 0; i < m->nlocals; i++)
        if (m->local_kinds[i] == RT_KIND_BYREF)
            return false;
    return true;
}

/* A loop header (tiered): back-edge counter in b, OSR cell in a.p,
 * c.i = may transfer here (osr_point). */
static void emit_loop(dec *d, uint32_t off)
{
    emit(d, IOP_LOOP, off)->c.i = osr_point(d->m, off, d->sp);
}

static int decode_body(rt_method *m, interp_method *im)
{
    dec d;
    memset(&d, 0, sizeof d);
    d.m = m;
    d.mod = m->module;
    uint32_t len = m->code_len;
    d.stcap = m->max_stack + 2;
    d.st = interp_xcalloc(d.stcap, 1);
    d.off2pc = interp_xcalloc(len + 1, sizeof *d.off2pc);
    d.tdepth = interp_xcalloc(len + 1, sizeof *d.tdepth);
    d.ttypes = interp_xcalloc(len + 1, sizeof *d.ttypes);
    d.is_target = interp_xcalloc(len + 1, 1);
    d.cmp_pc = UINT32_MAX;
    find_targets(&d);
    for (uint32_t k = 0; k <= len; k++)
        d.tdepth[k] = -1;
    prerecord_handlers(&d);
    int rc = 0;
    for (uint32_t off = 0; off < len;) {
        enter(&d, off);
        d.off2pc[off] = d.n;
        if ((d.is_target[off] & 2) && rt_state.tier.loop_threshold)
            emit_loop(&d, off);
        int size = dec_one(&d, off);
        if (size <= 0) {
            if (!rt_current()->pending)
                rt_throw_kindf(RT_EXC_INVALID_OPERATION, "Cannot decode %s at IL_%04x.", rt_method_key(m), off);
            rc = -1;
            break;
        }
        for (uint32_t k = 1; k < (uint32_t)size && off + k <= len; k++)
            d.off2pc[off + k] = d.n;
        off += (uint32_t)size;
    }
    d.off2pc[len] = d.n;
    emit(&d, IOP_RET_VOID, len);   /* never reached in verified code */
    if (!rc && interp_g.dump)
        dump(m, &d);
    if (!rc)
        finish(&d);
    for (uint32_t k = 0; k <= len; k++)
        free(d.ttypes[k]);
    free(d.ttypes);
    free(d.is_target);
    free(d.tdepth);
    free(d.st);
    free(d.ops);
    if (rc) {
        free(d.code);
        free(d.off2pc);
        return -1;
    }
    im->code = d.code;
    im->ncode = d.n;
    im->off2pc = d.off2pc;
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
    default: return &ffi_type_pointer;
    }
}

/* How interp_call_compiled may call m's compiled code without libffi:
 * INTERP_DIRECT_INT / _R8 when it has at most 6 arguments, none a double
 * (x86-64: each one an integer register, read at its own width by the
 * callee), returning an integer or pointer (rax) or a double (xmm0). */
static uint8_t direct_shape(const rt_method *m, const interp_method *im, bool pinv)
{
#if defined(__x86_64__)
    if (pinv || im->nargs > 6)
        return INTERP_DIRECT_NONE;
    for (uint32_t k = 0; k < im->nargs; k++)
        if (arg_kind((rt_method *)m, k) == RT_KIND_R8)
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
    im->atypes = interp_xcalloc(im->nargs ? im->nargs : 1, sizeof *im->atypes);
    for (uint32_t k = 0; k < im->nargs; k++) {
        rt_kind pk = arg_kind(m, k);
        im->atypes[k] = ffi_of(pk, pinv);
        im->narrow_params |= narrow(pk);
        if (pinv && pk == RT_KIND_REF && m->param_types[k - (m->has_this ? 1 : 0)] == rt_state.wk.string)
            im->pinvoke_strings = true;
    }
    if (pinv && m->ret_kind == RT_KIND_REF)
        im->pinvoke_strings = true;
    im->direct = direct_shape(m, im, pinv);
    if (ffi_prep_cif(&im->cif, FFI_DEFAULT_ABI, im->nargs, ffi_of(m->ret_kind, pinv), im->atypes) != FFI_OK) {
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
    if (build_cif(m, im) || (has_body && decode_body(m, im))) {
        free(im->atypes);
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
