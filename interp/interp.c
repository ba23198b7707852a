/* interp.c - the dispatch loop of the tier-0 interpreter (direct threading
 * with GCC's computed goto) and its exception handling.
 *
 * A frame is one C activation of interp_run: the arguments are the caller's
 * slots (interpreted callers pass their operand stack in place), the locals
 * and the operand stack a VLA on the C stack, so the conservative GC sees
 * every reference. Exceptions: an instruction that fails, or a call that
 * returns with rt_thread.pending set, jumps to `exc`, which appends the
 * frame at the faulting IL offset to the trace (rt_exc_append_frame; a
 * `rethrow` skips that: its frame is there already) and searches the
 * method's clauses (innermost first) for a catch of a matching type or a
 * finally covering that offset. A finally entered while unwinding or on a
 * LEAVE pushes a continuation that its ENDFINALLY resumes; with no handler
 * the frame returns with the exception still pending. Before a finally runs for an exception, the first
 * pass (rt_exc_is_handled) must have found a catch for it somewhere on the
 * thread; if not, the finally is skipped like a clause that does not match.
 * A method with a catch clause links an rt_eh_frame for that search and
 * notes its IL offset in it at every call. A filtered catch whose type
 * takes the exception asks the first pass whether it chose the clause
 * (rt_exc_filter_takes: the filters run there, before any finally);
 * SETFILTER hands a clause's filter to the runtime.
 *
 * Tiering (rt_state.tier, runtime/tier.h): a call counter at entry, and LOOP at loop
 * headers counting back-edges; a LOOP whose OSR code is ready ends the frame
 * by on-stack replacement (osr_transfer): the OSR function gets this frame's
 * argument and local slots (rt_tier_frame) and its result is this frame's.
 *
 * Invariants: ip points at the instruction being executed until it
 * completes, so ip->off is the faulting IL offset; sp points one past the
 * top slot; a GC poll happens at entry and before every backward branch.
 */
#include "interp_internal.h"

/* Computed goto (`&&label`, `goto *p`) is a GCC extension; this file is the
 * only user and opts out of -Wpedantic for it. */
#pragma GCC diagnostic ignored "-Wpedantic"

#include <limits.h>
#include <math.h>
#include <string.h>

/* Pending work for an ENDFINALLY: resume a LEAVE, or keep unwinding. */
typedef struct cont {   /* a multiple of 8 bytes: lives in frame slots */
    rt_object *ex;          /* unwinding: the exception; NULL for a leave */
    uint32_t off;           /* IL offset the leave/throw happened at */
    uint32_t next;          /* first clause index still to consider */
    uint32_t clause;        /* the finally clause now running */
    uint32_t target_pc, target_off;   /* leave only */
} cont;

/* First clause >= from that handles ex thrown at off, or -1. */
static int find_handler(const rt_method *m, uint32_t off, rt_object *ex, uint32_t from)
{
    for (uint32_t k = from; k < m->neh; k++) {
        const kmod_eh *e = &m->eh[k];
        if (!kmod_eh_covers_try(e, off))
            continue;
        if (e->kind == KMOD_EH_FINALLY || rt_catch_takes(ex, m->eh_types[k]))   /* a filter: its type */
            return (int)k;
    }
    return -1;
}

/* First finally >= from that a leave from off to target exits, or -1. */
static int find_leave_finally(const rt_method *m, uint32_t off, uint32_t target, uint32_t from)
{
    for (uint32_t k = from; k < m->neh; k++) {
        const kmod_eh *e = &m->eh[k];
        if (e->kind == KMOD_EH_FINALLY && kmod_eh_covers_try(e, off) && !kmod_eh_covers_try(e, target))
            return (int)k;
    }
    return -1;
}

static int32_t d2i(double d, double lo, double hi)
{
    if (d != d)
        return 0;
    if (d <= lo)
        return (int32_t)lo;
    if (d >= hi)
        return (int32_t)hi;
    return (int32_t)d;
}

static uint32_t d2u4(double d)
{
    if (!(d > 0))
        return 0;
    if (d >= 4294967295.0)
        return UINT32_MAX;
    return (uint32_t)d;
}

static int64_t d2i8(double d)
{
    if (d != d)
        return 0;
    if (d <= -9223372036854775808.0)
        return INT64_MIN;
    if (d >= 9223372036854775808.0)
        return INT64_MAX;
    return (int64_t)d;
}

static uint64_t d2u8(double d)
{
    if (!(d > 0))
        return 0;
    if (d >= 18446744073709551616.0)
        return UINT64_MAX;
    return (uint64_t)d;
}

/* A value of primitive kind k at p into slot s, as the interpreter keeps it. */
void interp_load_prim(interp_slot *s, rt_kind k, const void *p)
{
    s->u8 = 0;
    switch (k) {
    case RT_KIND_BOOL: case RT_KIND_U1: s->u8 = *(const uint8_t *)p; break;
    case RT_KIND_I1: s->i8 = *(const int8_t *)p; break;
    case RT_KIND_CHAR: case RT_KIND_U2: s->u8 = *(const uint16_t *)p; break;
    case RT_KIND_I2: s->i8 = *(const int16_t *)p; break;
    case RT_KIND_I4: case RT_KIND_U4: case RT_KIND_R4: memcpy(s, p, 4); break;
    default: memcpy(s, p, 8); break;
    }
}

static void throw_cast(rt_object *o, rt_type *t)
{
    rt_throw_kindf(RT_EXC_INVALID_CAST, "Unable to cast object of type '%s' to type '%s'.",
                   o->type->name, t->name);
}

/* One more back-edge at the loop header ip (n: its count so far); the one
 * that reaches the threshold at an eligible header (ip->c.i) asks the tier
 * for OSR code once and keeps the cell it gets in ip->a.p. */
static void osr_count(rt_method *m, interp_insn *ip, uint32_t n)
{
    uint32_t limit = rt_state.tier.loop_threshold;
    if (n + 1 < limit) {
        __atomic_store_n(&ip->b, n + 1, __ATOMIC_RELAXED);   /* racy: a lost count is harmless */
        return;
    }
    if (!__atomic_compare_exchange_n(&ip->b, &n, limit, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        return;   /* another thread crossed it */
    if (!ip->c.i)
        return;   /* not an OSR point: stays interpreted */
    void *cell = rt_state.tier.osr_request(m, ip->off);
    __atomic_store_n(&ip->a.p, cell, __ATOMIC_RELEASE);
}

/* Hand this frame (arguments and locals; the evaluation stack is empty) to
 * the OSR function fn and store its result as the method's. An exception
 * leaves fn with the frame already appended to its trace (and ret 0).
 * The frame is runtime/tier.h's rt_tier_frame over this frame's slots. */
_Static_assert(sizeof(interp_slot) == sizeof(uint64_t), "rt_tier_frame's slots are the interpreter's");
static void osr_transfer(rt_method *m, void *fn, interp_slot *args, interp_slot *locs, interp_slot *ret)
{
    atomic_fetch_add_explicit(&rt_state.counters.osr_transitions, 1, memory_order_relaxed);
    rt_tier_frame f = {(uint64_t *)(void *)args, (uint64_t *)(void *)locs, 0};
    RT_AS_FN(rt_tier_osr_fn *, fn)(&f);
    if (m->ret_kind != RT_KIND_VOID)
        ret->u8 = f.ret;
}

#define NEXT() do { ip++; goto *ip->h; } while (0)
#define JUMP(pc) do { ip = code + (pc); goto *ip->h; } while (0)
#define FAIL(kind) do { rt_throw_kind(kind, NULL); goto exc; } while (0)
/* Every return: unlink this frame's rt_eh_frame (methods with a catch). */
#define RETURN() do { if (im->has_catch) rt_eh_pop(th, &ehf); return; } while (0)
/* Before a call: where the first pass finds this frame. */
#define AT_CALL() do { ehf.off = ip->off; ehf.from = 0; } while (0)
#define NULLCHK(p) do { if (__builtin_expect(!(p), 0)) FAIL(RT_EXC_NULL_REFERENCE); } while (0)
#define BIN(field, T, expr) do { T a = sp[-2].field, b = sp[-1].field; sp[-2].field = (expr); sp--; } while (0)
#define FLD(obj, off, T) (*(T *)((char *)(obj) + (off)))
#define ATOM_LD(p) __atomic_load_n(p, __ATOMIC_ACQUIRE)
#define ATOM_ST(p, v) __atomic_store_n(p, v, __ATOMIC_RELEASE)
/* The write barrier after every reference store into memory that may be
 * the heap (docs/gc.md): the interpreter's one place for it. */
#define BARRIER(slot) gc_write_barrier(slot)
#define BARRIER_RANGE(dst, n) gc_write_barrier_range(dst, n)

/* The dispatch loop: the one deliberately long function of the interpreter
 * (one label per internal opcode, each a few lines). */
void interp_run(rt_method *m, interp_method *im, interp_slot *args, interp_slot *ret)
{
    static const void *const labels[IOP_COUNT] = {
#define LABEL_(n) [IOP_##n] = &&L_##n,
        INTERP_OPS(LABEL_)
#undef LABEL_
    };
    if (!m) {
        interp_g.labels = labels;
        return;
    }
    rt_thread *th = rt_current();
    if (__builtin_expect((char *)__builtin_frame_address(0) < (char *)th->interp || !th->interp, 0))
        interp_stack_check(m);
    if (rt_state.tier.call_threshold)
        interp_count_call(m);
    gc_poll(&th->gc);
    /* One VLA: locals, operand stack (+1 for NEWOBJ's shift), and for
     * methods with clauses the finally continuations and caught exceptions. */
    uint32_t nloc = im->nlocals, neh = m->neh;
    uint32_t nstack = im->max_stack + 2;
    uint32_t ncont_slots = neh * (uint32_t)(sizeof(cont) / sizeof(interp_slot) + 1);
    interp_slot frame[nloc + nstack + ncont_slots + im->vt_size / sizeof(interp_slot)];
    cont *conts = (cont *)(frame + nloc + nstack);
    rt_object **caught = (rt_object **)(conts + neh);
    char *vt = (char *)(frame + nloc + nstack + ncont_slots);   /* struct homes */
    uint32_t ncont = 0;
    for (uint32_t i = 0; i < nloc; i++)   /* locals start zeroed (CIL localsinit) */
        frame[i].u8 = 0;
    if (im->nvlocals) {   /* a struct local is its home's address, the home zeroed */
        memset(vt, 0, im->vt_locals);
        for (uint32_t k = 0; k < im->nvlocals; k++)
            frame[im->vlocals[2 * k]].ref = vt + im->vlocals[2 * k + 1];
    }
    interp_slot *locs = frame, *base = frame + nloc, *sp = base;
    interp_insn *const code = im->code;
    interp_insn *ip = code;
    rt_object *ex;
    uint32_t ex_off, ex_from;
    rt_eh_frame ehf;
    if (im->has_catch)
        rt_eh_push(th, &ehf, m);
    goto *ip->h;

L_NOP: NEXT();
L_POLL: gc_poll(&th->gc); NEXT();
L_INIT:
    if (!rt_type_init_check(ip->c.p))
        goto exc;
    NEXT();

L_LDARG: *sp++ = args[ip->a.i]; NEXT();
L_STARG: args[ip->a.i] = *--sp; NEXT();
L_LDARGA: (sp++)->ref = &args[ip->a.i]; NEXT();
L_LDLOC: *sp++ = locs[ip->a.i]; NEXT();
L_STLOC: locs[ip->a.i] = *--sp; NEXT();
L_LDLOCA: (sp++)->ref = &locs[ip->a.i]; NEXT();
L_LDNULL: (sp++)->ref = NULL; NEXT();
L_LDC_I4: (sp++)->i8 = ip->a.i; NEXT();
L_LDC_I8: (sp++)->i8 = ip->a.l; NEXT();
L_LDC_R8: (sp++)->r8 = ip->a.d; NEXT();
L_LDSTR: (sp++)->ref = ip->a.p; NEXT();
L_DUP: sp[0] = sp[-1]; sp++; NEXT();
L_POP: sp--; NEXT();

L_ADD_I4: BIN(u4, uint32_t, a + b); NEXT();
L_SUB_I4: BIN(u4, uint32_t, a - b); NEXT();
L_MUL_I4: BIN(u4, uint32_t, a * b); NEXT();
L_DIV_I4: {
    int32_t a = sp[-2].i4, b = sp[-1].i4;
    if (b == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    if (b == -1 && a == INT32_MIN) FAIL(RT_EXC_OVERFLOW);
    sp[-2].i4 = a / b; sp--; NEXT();
}
L_DIV_UN_I4:
    if (sp[-1].u4 == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    BIN(u4, uint32_t, a / b); NEXT();
L_REM_I4: {
    int32_t a = sp[-2].i4, b = sp[-1].i4;
    if (b == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    if (b == -1 && a == INT32_MIN) FAIL(RT_EXC_OVERFLOW);   /* as MinValue / -1 */
    sp[-2].i4 = b == -1 ? 0 : a % b; sp--; NEXT();
}
L_REM_UN_I4:
    if (sp[-1].u4 == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    BIN(u4, uint32_t, a % b); NEXT();
L_NEG_I4: sp[-1].u4 = 0u - sp[-1].u4; NEXT();
L_AND_I4: BIN(u4, uint32_t, a & b); NEXT();
L_OR_I4: BIN(u4, uint32_t, a | b); NEXT();
L_XOR_I4: BIN(u4, uint32_t, a ^ b); NEXT();
L_NOT_I4: sp[-1].u4 = ~sp[-1].u4; NEXT();
L_SHL_I4: sp[-2].u4 <<= (sp[-1].u4 & 31); sp--; NEXT();
L_SHR_I4: sp[-2].i4 >>= (sp[-1].u4 & 31); sp--; NEXT();
L_SHR_UN_I4: sp[-2].u4 >>= (sp[-1].u4 & 31); sp--; NEXT();

L_ADD_I8: BIN(u8, uint64_t, a + b); NEXT();
L_SUB_I8: BIN(u8, uint64_t, a - b); NEXT();
L_MUL_I8: BIN(u8, uint64_t, a * b); NEXT();
L_DIV_I8: {
    int64_t a = sp[-2].i8, b = sp[-1].i8;
    if (b == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    if (b == -1 && a == INT64_MIN) FAIL(RT_EXC_OVERFLOW);
    sp[-2].i8 = a / b; sp--; NEXT();
}
L_DIV_UN_I8:
    if (sp[-1].u8 == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    BIN(u8, uint64_t, a / b); NEXT();
L_REM_I8: {
    int64_t a = sp[-2].i8, b = sp[-1].i8;
    if (b == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    if (b == -1 && a == INT64_MIN) FAIL(RT_EXC_OVERFLOW);   /* as MinValue / -1 */
    sp[-2].i8 = b == -1 ? 0 : a % b; sp--; NEXT();
}
L_REM_UN_I8:
    if (sp[-1].u8 == 0) FAIL(RT_EXC_DIVIDE_BY_ZERO);
    BIN(u8, uint64_t, a % b); NEXT();
L_NEG_I8: sp[-1].u8 = 0u - sp[-1].u8; NEXT();
L_AND_I8: BIN(u8, uint64_t, a & b); NEXT();
L_OR_I8: BIN(u8, uint64_t, a | b); NEXT();
L_XOR_I8: BIN(u8, uint64_t, a ^ b); NEXT();
L_NOT_I8: sp[-1].u8 = ~sp[-1].u8; NEXT();
L_SHL_I8: sp[-2].u8 <<= (sp[-1].u4 & 63); sp--; NEXT();
L_SHR_I8: sp[-2].i8 >>= (sp[-1].u4 & 63); sp--; NEXT();
L_SHR_UN_I8: sp[-2].u8 >>= (sp[-1].u4 & 63); sp--; NEXT();

L_ADD_R8: BIN(r8, double, a + b); NEXT();
L_SUB_R8: BIN(r8, double, a - b); NEXT();
L_MUL_R8: BIN(r8, double, a * b); NEXT();
L_DIV_R8: BIN(r8, double, a / b); NEXT();
L_REM_R8: BIN(r8, double, fmod(a, b)); NEXT();
L_NEG_R8: sp[-1].r8 = -sp[-1].r8; NEXT();

L_CONV_I1_I4: sp[-1].i4 = (int8_t)sp[-1].i4; NEXT();
L_CONV_U1_I4: sp[-1].u4 = (uint8_t)sp[-1].u4; NEXT();
L_CONV_I2_I4: sp[-1].i4 = (int16_t)sp[-1].i4; NEXT();
L_CONV_U2_I4: sp[-1].u4 = (uint16_t)sp[-1].u4; NEXT();
L_CONV_I8_I4: sp[-1].i8 = sp[-1].i4; NEXT();
L_CONV_U8_I4: sp[-1].u8 = sp[-1].u4; NEXT();
L_CONV_R8_I4: sp[-1].r8 = (double)sp[-1].i4; NEXT();
L_CONV_R_UN_I4: sp[-1].r8 = (double)sp[-1].u4; NEXT();
L_CONV_I1_I8: sp[-1].i4 = (int8_t)sp[-1].i8; NEXT();
L_CONV_U1_I8: sp[-1].u4 = (uint8_t)sp[-1].u8; NEXT();
L_CONV_I2_I8: sp[-1].i4 = (int16_t)sp[-1].i8; NEXT();
L_CONV_U2_I8: sp[-1].u4 = (uint16_t)sp[-1].u8; NEXT();
L_CONV_I4_I8: sp[-1].u4 = (uint32_t)sp[-1].u8; NEXT();
L_CONV_R8_I8: sp[-1].r8 = (double)sp[-1].i8; NEXT();
L_CONV_R_UN_I8: sp[-1].r8 = (double)sp[-1].u8; NEXT();
L_CONV_I1_R8: sp[-1].i4 = d2i(sp[-1].r8, -128.0, 127.0); NEXT();
L_CONV_U1_R8: sp[-1].i4 = d2i(sp[-1].r8, 0.0, 255.0); NEXT();
L_CONV_I2_R8: sp[-1].i4 = d2i(sp[-1].r8, -32768.0, 32767.0); NEXT();
L_CONV_U2_R8: sp[-1].i4 = d2i(sp[-1].r8, 0.0, 65535.0); NEXT();
L_CONV_I4_R8: sp[-1].i4 = d2i(sp[-1].r8, -2147483648.0, 2147483647.0); NEXT();
L_CONV_U4_R8: sp[-1].u4 = d2u4(sp[-1].r8); NEXT();
L_CONV_I8_R8: sp[-1].i8 = d2i8(sp[-1].r8); NEXT();
L_CONV_U8_R8: sp[-1].u8 = d2u8(sp[-1].r8); NEXT();
L_CONV_OVF_I8_UN_I8: if (sp[-1].i8 < 0) FAIL(RT_EXC_OVERFLOW); NEXT();

#define CMP(field, T, expr) do { T a = sp[-2].field, b = sp[-1].field; sp[-2].i8 = (expr); sp--; } while (0)
L_CEQ_I4: CMP(i4, int32_t, a == b); NEXT();
L_CGT_I4: CMP(i4, int32_t, a > b); NEXT();
L_CGT_UN_I4: CMP(u4, uint32_t, a > b); NEXT();
L_CLT_I4: CMP(i4, int32_t, a < b); NEXT();
L_CLT_UN_I4: CMP(u4, uint32_t, a < b); NEXT();
L_CEQ_I8: CMP(i8, int64_t, a == b); NEXT();
L_CGT_I8: CMP(i8, int64_t, a > b); NEXT();
L_CGT_UN_I8: CMP(u8, uint64_t, a > b); NEXT();
L_CLT_I8: CMP(i8, int64_t, a < b); NEXT();
L_CLT_UN_I8: CMP(u8, uint64_t, a < b); NEXT();
L_CEQ_R8: CMP(r8, double, a == b); NEXT();
L_CGT_R8: CMP(r8, double, a > b); NEXT();
L_CGT_UN_R8: CMP(r8, double, !(a <= b)); NEXT();
L_CLT_R8: CMP(r8, double, a < b); NEXT();
L_CLT_UN_R8: CMP(r8, double, !(a >= b)); NEXT();
L_CEQ_REF: CMP(u8, uint64_t, a == b); NEXT();
L_CGT_UN_REF: CMP(u8, uint64_t, a > b); NEXT();
L_CLT_UN_REF: CMP(u8, uint64_t, a < b); NEXT();
#undef CMP
/* compare-and-branch superinstructions (decode.c fuses cXX + brtrue/brfalse) */
L_JT_CEQ_I4: { int32_t a = sp[-2].i4, b = sp[-1].i4; sp -= 2; if (a == b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_I4: { int32_t a = sp[-2].i4, b = sp[-1].i4; sp -= 2; if (a > b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_UN_I4: { uint32_t a = sp[-2].u4, b = sp[-1].u4; sp -= 2; if (a > b) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_I4: { int32_t a = sp[-2].i4, b = sp[-1].i4; sp -= 2; if (a < b) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_UN_I4: { uint32_t a = sp[-2].u4, b = sp[-1].u4; sp -= 2; if (a < b) JUMP(ip->a.i); NEXT(); }
L_JT_CEQ_I8: { int64_t a = sp[-2].i8, b = sp[-1].i8; sp -= 2; if (a == b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_I8: { int64_t a = sp[-2].i8, b = sp[-1].i8; sp -= 2; if (a > b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_UN_I8: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (a > b) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_I8: { int64_t a = sp[-2].i8, b = sp[-1].i8; sp -= 2; if (a < b) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_UN_I8: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (a < b) JUMP(ip->a.i); NEXT(); }
L_JT_CEQ_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (a == b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (a > b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_UN_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(a <= b)) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (a < b) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_UN_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(a >= b)) JUMP(ip->a.i); NEXT(); }
L_JT_CEQ_REF: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (a == b) JUMP(ip->a.i); NEXT(); }
L_JT_CGT_UN_REF: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (a > b) JUMP(ip->a.i); NEXT(); }
L_JT_CLT_UN_REF: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (a < b) JUMP(ip->a.i); NEXT(); }
L_JF_CEQ_I4: { int32_t a = sp[-2].i4, b = sp[-1].i4; sp -= 2; if (!(a == b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_I4: { int32_t a = sp[-2].i4, b = sp[-1].i4; sp -= 2; if (!(a > b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_UN_I4: { uint32_t a = sp[-2].u4, b = sp[-1].u4; sp -= 2; if (!(a > b)) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_I4: { int32_t a = sp[-2].i4, b = sp[-1].i4; sp -= 2; if (!(a < b)) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_UN_I4: { uint32_t a = sp[-2].u4, b = sp[-1].u4; sp -= 2; if (!(a < b)) JUMP(ip->a.i); NEXT(); }
L_JF_CEQ_I8: { int64_t a = sp[-2].i8, b = sp[-1].i8; sp -= 2; if (!(a == b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_I8: { int64_t a = sp[-2].i8, b = sp[-1].i8; sp -= 2; if (!(a > b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_UN_I8: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (!(a > b)) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_I8: { int64_t a = sp[-2].i8, b = sp[-1].i8; sp -= 2; if (!(a < b)) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_UN_I8: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (!(a < b)) JUMP(ip->a.i); NEXT(); }
L_JF_CEQ_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(a == b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(a > b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_UN_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(!(a <= b))) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(a < b)) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_UN_R8: { double a = sp[-2].r8, b = sp[-1].r8; sp -= 2; if (!(!(a >= b))) JUMP(ip->a.i); NEXT(); }
L_JF_CEQ_REF: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (!(a == b)) JUMP(ip->a.i); NEXT(); }
L_JF_CGT_UN_REF: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (!(a > b)) JUMP(ip->a.i); NEXT(); }
L_JF_CLT_UN_REF: { uint64_t a = sp[-2].u8, b = sp[-1].u8; sp -= 2; if (!(a < b)) JUMP(ip->a.i); NEXT(); }

L_BR: JUMP(ip->a.i);
L_BRTRUE_I4: if ((--sp)->i4) JUMP(ip->a.i); NEXT();
L_BRFALSE_I4: if (!(--sp)->i4) JUMP(ip->a.i); NEXT();
L_BRTRUE_I8: if ((--sp)->i8) JUMP(ip->a.i); NEXT();
L_BRFALSE_I8: if (!(--sp)->i8) JUMP(ip->a.i); NEXT();
L_BRTRUE_REF: if ((--sp)->ref) JUMP(ip->a.i); NEXT();
L_BRFALSE_REF: if (!(--sp)->ref) JUMP(ip->a.i); NEXT();
L_SWITCH: {
    uint32_t k = (--sp)->u4;
    if (k < ip->b)
        JUMP(((uint32_t *)ip->a.p)[k]);
    NEXT();
}
L_RET: *ret = sp[-1]; RETURN();
L_RET_VOID: RETURN();

L_CALL: {
    interp_slot r;
    sp -= ip->b;
    AT_CALL();
    if (ip->c.i >= 2)   /* a struct result goes to its home */
        r.ref = vt + (ip->c.i - 2);
    interp_call(ip->a.p, sp, &r);
    if (__builtin_expect(th->pending != NULL, 0))
        goto exc;
    if (ip->c.i)
        *sp++ = r;
    NEXT();
}
L_CALL_NC: {
    interp_slot r;
    sp -= ip->b;
    NULLCHK(sp[0].ref);
    AT_CALL();
    if (ip->c.i >= 2)
        r.ref = vt + (ip->c.i - 2);
    interp_call(ip->a.p, sp, &r);
    if (__builtin_expect(th->pending != NULL, 0))
        goto exc;
    if (ip->c.i)
        *sp++ = r;
    NEXT();
}
L_CALLVIRT: {
    interp_slot r;
    sp -= ip->b;
    rt_object *self = sp[0].ref;
    NULLCHK(self);
    AT_CALL();
    rt_method *target = rt_virtual_target(self, ip->a.p);
    if (target->value_this)   /* a value type's override, reached through a box */
        sp[0].ref = (char *)self + RT_BOX_DATA_OFFSET;
    if (ip->c.i >= 2)
        r.ref = vt + (ip->c.i - 2);
    interp_call(target, sp, &r);
    if (__builtin_expect(th->pending != NULL, 0))
        goto exc;
    if (ip->c.i)
        *sp++ = r;
    NEXT();
}
L_NEWOBJ: {
    rt_method *ctor = ip->a.p;
    interp_slot r;
    rt_object *o = rt_new_object(ctor->owner);
    if (!o)
        goto exc;
    sp -= ip->b;
    memmove(sp + 1, sp, ip->b * sizeof *sp);
    sp[0].ref = o;
    AT_CALL();
    interp_call(ctor, sp, &r);
    if (__builtin_expect(th->pending != NULL, 0))
        goto exc;
    (sp++)->ref = o;
    NEXT();
}
L_LDFTN: (sp++)->i8 = ip->a.l; NEXT();

L_LDFLD_1: NULLCHK(sp[-1].ref); sp[-1].u8 = FLD(sp[-1].ref, ip->a.i, uint8_t); NEXT();
L_LDFLD_2: NULLCHK(sp[-1].ref); sp[-1].u8 = FLD(sp[-1].ref, ip->a.i, uint16_t); NEXT();
L_LDFLD_4: NULLCHK(sp[-1].ref); sp[-1].u8 = FLD(sp[-1].ref, ip->a.i, uint32_t); NEXT();
L_LDFLD_8: NULLCHK(sp[-1].ref); sp[-1].u8 = FLD(sp[-1].ref, ip->a.i, uint64_t); NEXT();
L_LDFLD_V1: NULLCHK(sp[-1].ref); sp[-1].u8 = ATOM_LD(&FLD(sp[-1].ref, ip->a.i, uint8_t)); NEXT();
L_LDFLD_V2: NULLCHK(sp[-1].ref); sp[-1].u8 = ATOM_LD(&FLD(sp[-1].ref, ip->a.i, uint16_t)); NEXT();
L_LDFLD_V4: NULLCHK(sp[-1].ref); sp[-1].u8 = ATOM_LD(&FLD(sp[-1].ref, ip->a.i, uint32_t)); NEXT();
L_LDFLD_V8: NULLCHK(sp[-1].ref); sp[-1].u8 = ATOM_LD(&FLD(sp[-1].ref, ip->a.i, uint64_t)); NEXT();
L_STFLD_1: NULLCHK(sp[-2].ref); FLD(sp[-2].ref, ip->a.i, uint8_t) = (uint8_t)sp[-1].u4; sp -= 2; NEXT();
L_STFLD_2: NULLCHK(sp[-2].ref); FLD(sp[-2].ref, ip->a.i, uint16_t) = (uint16_t)sp[-1].u4; sp -= 2; NEXT();
L_STFLD_4: NULLCHK(sp[-2].ref); FLD(sp[-2].ref, ip->a.i, uint32_t) = sp[-1].u4; sp -= 2; NEXT();
L_STFLD_8: NULLCHK(sp[-2].ref); FLD(sp[-2].ref, ip->a.i, uint64_t) = sp[-1].u8; sp -= 2; NEXT();
L_STFLD_V1: NULLCHK(sp[-2].ref); ATOM_ST(&FLD(sp[-2].ref, ip->a.i, uint8_t), (uint8_t)sp[-1].u4); sp -= 2; NEXT();
L_STFLD_V2: NULLCHK(sp[-2].ref); ATOM_ST(&FLD(sp[-2].ref, ip->a.i, uint16_t), (uint16_t)sp[-1].u4); sp -= 2; NEXT();
L_STFLD_V4: NULLCHK(sp[-2].ref); ATOM_ST(&FLD(sp[-2].ref, ip->a.i, uint32_t), sp[-1].u4); sp -= 2; NEXT();
L_STFLD_V8: NULLCHK(sp[-2].ref); ATOM_ST(&FLD(sp[-2].ref, ip->a.i, uint64_t), sp[-1].u8); sp -= 2; NEXT();
/* Reference stores: the write barrier (gc_write_barrier) after the store. */
L_STFLD_REF: NULLCHK(sp[-2].ref); FLD(sp[-2].ref, ip->a.i, void *) = sp[-1].ref; BARRIER(&FLD(sp[-2].ref, ip->a.i, void *)); sp -= 2; NEXT();
L_STFLD_VREF: NULLCHK(sp[-2].ref); ATOM_ST(&FLD(sp[-2].ref, ip->a.i, void *), sp[-1].ref); BARRIER(&FLD(sp[-2].ref, ip->a.i, void *)); sp -= 2; NEXT();
L_STIND_REF: NULLCHK(sp[-2].ref); *(void **)sp[-2].ref = sp[-1].ref; BARRIER(sp[-2].ref); sp -= 2; NEXT();
L_STIND_VREF: ATOM_ST((void **)sp[-2].ref, sp[-1].ref); BARRIER(sp[-2].ref); sp -= 2; NEXT();
L_XCHG_REF: {
    void **slot = sp[-2].ref;
    sp[-2].ref = __atomic_exchange_n(slot, sp[-1].ref, __ATOMIC_SEQ_CST);
    BARRIER(slot);
    sp--;
    NEXT();
}
L_CAS_REF: {
    void **slot = sp[-3].ref;
    void *expected = sp[-1].ref;
    if (__atomic_compare_exchange_n(slot, &expected, sp[-2].ref, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
        BARRIER(slot);
    sp[-3].ref = expected;
    sp -= 2;
    NEXT();
}
L_LDFLDA: NULLCHK(sp[-1].ref); sp[-1].ref = (char *)sp[-1].ref + ip->a.i; NEXT();

L_LDSFLD_1: (sp++)->u8 = *(uint8_t *)ip->a.p; NEXT();
L_LDSFLD_2: (sp++)->u8 = *(uint16_t *)ip->a.p; NEXT();
L_LDSFLD_4: (sp++)->u8 = *(uint32_t *)ip->a.p; NEXT();
L_LDSFLD_8: (sp++)->u8 = *(uint64_t *)ip->a.p; NEXT();
L_LDSFLD_V1: (sp++)->u8 = ATOM_LD((uint8_t *)ip->a.p); NEXT();
L_LDSFLD_V2: (sp++)->u8 = ATOM_LD((uint16_t *)ip->a.p); NEXT();
L_LDSFLD_V4: (sp++)->u8 = ATOM_LD((uint32_t *)ip->a.p); NEXT();
L_LDSFLD_V8: (sp++)->u8 = ATOM_LD((uint64_t *)ip->a.p); NEXT();
L_STSFLD_1: *(uint8_t *)ip->a.p = (uint8_t)(--sp)->u4; NEXT();
L_STSFLD_2: *(uint16_t *)ip->a.p = (uint16_t)(--sp)->u4; NEXT();
L_STSFLD_4: *(uint32_t *)ip->a.p = (--sp)->u4; NEXT();
L_STSFLD_8: *(uint64_t *)ip->a.p = (--sp)->u8; NEXT();
L_STSFLD_V1: ATOM_ST((uint8_t *)ip->a.p, (uint8_t)(--sp)->u4); NEXT();
L_STSFLD_V2: ATOM_ST((uint16_t *)ip->a.p, (uint16_t)(--sp)->u4); NEXT();
L_STSFLD_V4: ATOM_ST((uint32_t *)ip->a.p, (--sp)->u4); NEXT();
L_STSFLD_V8: ATOM_ST((uint64_t *)ip->a.p, (--sp)->u8); NEXT();
L_LDSFLDA: (sp++)->ref = ip->a.p; NEXT();

L_NEWARR: {
    rt_array *a = rt_new_array(ip->c.p, ip->b ? sp[-1].i8 : sp[-1].i4);
    if (!a)
        goto exc;
    sp[-1].ref = a;
    NEXT();
}
L_LDLEN: NULLCHK(sp[-1].ref); sp[-1].u8 = ((rt_array *)sp[-1].ref)->length; NEXT();
L_INDEX_I8:   /* lengths are at most INT32_MAX: UINT32_MAX is out of range of every array */
    if (sp[-(int)ip->b].u8 > UINT32_MAX)
        sp[-(int)ip->b].u8 = UINT32_MAX;
    NEXT();

#define ELEM(T) ((T *)rt_array_data(arr))[idx]
#define ARR_CHECK(depth) \
    rt_array *arr = sp[-(depth)].ref; \
    uint32_t idx = sp[-(depth) + 1].u4; \
    NULLCHK(arr); \
    if (__builtin_expect(idx >= arr->length, 0)) FAIL(RT_EXC_INDEX_OUT_OF_RANGE)
L_LDELEM_1: { ARR_CHECK(2); sp[-2].u8 = ELEM(uint8_t); sp--; NEXT(); }
L_LDELEM_2: { ARR_CHECK(2); sp[-2].u8 = ELEM(uint16_t); sp--; NEXT(); }
L_LDELEM_4: { ARR_CHECK(2); sp[-2].u8 = ELEM(uint32_t); sp--; NEXT(); }
L_LDELEM_8: { ARR_CHECK(2); sp[-2].u8 = ELEM(uint64_t); sp--; NEXT(); }
L_LDELEM_S1: { ARR_CHECK(2); sp[-2].i8 = ELEM(int8_t); sp--; NEXT(); }
L_LDELEM_S2: { ARR_CHECK(2); sp[-2].i8 = ELEM(int16_t); sp--; NEXT(); }
L_STELEM_1: { ARR_CHECK(3); ELEM(uint8_t) = (uint8_t)sp[-1].u4; sp -= 3; NEXT(); }
L_STELEM_2: { ARR_CHECK(3); ELEM(uint16_t) = (uint16_t)sp[-1].u4; sp -= 3; NEXT(); }
L_STELEM_4: { ARR_CHECK(3); ELEM(uint32_t) = sp[-1].u4; sp -= 3; NEXT(); }
L_STELEM_8: { ARR_CHECK(3); ELEM(uint64_t) = sp[-1].u8; sp -= 3; NEXT(); }
L_STELEM_REF: {
    ARR_CHECK(3);
    rt_object *v = sp[-1].ref;
    if (v && v->type != arr->type->elem && !rt_array_store_ok(arr, v))
        FAIL(RT_EXC_ARRAY_TYPE_MISMATCH);
    ELEM(rt_object *) = v;
    BARRIER(&ELEM(rt_object *));
    sp -= 3;
    NEXT();
}
L_LDELEMA: {
    ARR_CHECK(2);
    if (ip->c.p && arr->type->elem != ip->c.p)
        FAIL(RT_EXC_ARRAY_TYPE_MISMATCH);
    sp[-2].ref = (char *)rt_array_data(arr) + (size_t)idx * ip->b;
    sp--;
    NEXT();
}
#undef ARR_CHECK
#undef ELEM

L_LDIND_1: NULLCHK(sp[-1].ref); sp[-1].u8 = *(uint8_t *)sp[-1].ref; NEXT();
L_LDIND_2: NULLCHK(sp[-1].ref); sp[-1].u8 = *(uint16_t *)sp[-1].ref; NEXT();
L_LDIND_4: NULLCHK(sp[-1].ref); sp[-1].u8 = *(uint32_t *)sp[-1].ref; NEXT();
L_LDIND_8: NULLCHK(sp[-1].ref); sp[-1].u8 = *(uint64_t *)sp[-1].ref; NEXT();
L_STIND_1: NULLCHK(sp[-2].ref); *(uint8_t *)sp[-2].ref = (uint8_t)sp[-1].u4; sp -= 2; NEXT();
L_STIND_2: NULLCHK(sp[-2].ref); *(uint16_t *)sp[-2].ref = (uint16_t)sp[-1].u4; sp -= 2; NEXT();
L_STIND_4: NULLCHK(sp[-2].ref); *(uint32_t *)sp[-2].ref = sp[-1].u4; sp -= 2; NEXT();
L_STIND_8: NULLCHK(sp[-2].ref); *(uint64_t *)sp[-2].ref = sp[-1].u8; sp -= 2; NEXT();

L_CASTCLASS: {
    rt_object *o = sp[-1].ref;
    if (!rt_cast_ok(o, ip->c.p)) {
        throw_cast(o, ip->c.p);
        goto exc;
    }
    NEXT();
}
L_ISINST:
    if (!rt_cast_ok(sp[-1].ref, ip->c.p))
        sp[-1].ref = NULL;
    NEXT();
L_THROW:
    rt_throw(sp[-1].ref);
    goto exc;
L_SETFILTER: rt_exc_set_filter(&ehf, (uint32_t)ip->a.i, sp[-1].ref); sp--; NEXT();
L_RETHROW:   /* the frame is in the trace already: dispatch without appending it */
    rt_rethrow(caught[ip->b]);
    ex = th->pending;
    ex_off = ip->off;
    ex_from = 0;
    goto unwind;

L_LEAVE: {
    int k = find_leave_finally(m, ip->off, (uint32_t)ip->c.i, 0);
    sp = base;   /* leave empties the evaluation stack */
    if (k < 0)
        JUMP(ip->a.i);
    cont *c = &conts[ncont++];
    *c = (cont){NULL, ip->off, (uint32_t)k + 1, (uint32_t)k, (uint32_t)ip->a.i, (uint32_t)ip->c.i};
    JUMP(im->off2pc[m->eh[k].handler_off]);
}
L_ENDFINALLY: {
    cont c = conts[--ncont];
    if (c.ex) {
        ex = c.ex;
        ex_off = c.off;
        ex_from = c.next;
        th->pending = ex;
        goto unwind;
    }
    int k = find_leave_finally(m, c.off, c.target_off, c.next);
    if (k < 0)
        JUMP(c.target_pc);
    c.next = (uint32_t)k + 1;
    c.clause = (uint32_t)k;
    conts[ncont++] = c;
    sp = base;
    JUMP(im->off2pc[m->eh[k].handler_off]);
}

L_HDR_READ: NULLCHK(sp[-1].ref); sp[-1].u8 = __atomic_load_n(rt_obj_header(sp[-1].ref), __ATOMIC_SEQ_CST); NEXT();
L_HDR_CAS: {
    rt_object *o = sp[-3].ref;
    NULLCHK(o);
    uint32_t expected = sp[-1].u4;
    __atomic_compare_exchange_n(rt_obj_header(o), &expected, sp[-2].u4, false, __ATOMIC_SEQ_CST,
                                __ATOMIC_SEQ_CST);
    sp[-3].u8 = expected;
    sp -= 2;
    NEXT();
}
L_LOCK_ID: (sp++)->u8 = rt_tls_lock_id; NEXT();
L_XADD4: sp[-2].u8 = (uint32_t)__atomic_add_fetch((int32_t *)sp[-2].ref, sp[-1].i4, __ATOMIC_SEQ_CST); sp--; NEXT();
L_XADD8: sp[-2].i8 = __atomic_add_fetch((int64_t *)sp[-2].ref, sp[-1].i8, __ATOMIC_SEQ_CST); sp--; NEXT();
L_XCHG4: sp[-2].u8 = __atomic_exchange_n((uint32_t *)sp[-2].ref, sp[-1].u4, __ATOMIC_SEQ_CST); sp--; NEXT();
L_XCHG8: sp[-2].u8 = __atomic_exchange_n((uint64_t *)sp[-2].ref, sp[-1].u8, __ATOMIC_SEQ_CST); sp--; NEXT();
L_CAS4: {
    uint32_t expected = sp[-1].u4;
    __atomic_compare_exchange_n((uint32_t *)sp[-3].ref, &expected, sp[-2].u4, false, __ATOMIC_SEQ_CST,
                                __ATOMIC_SEQ_CST);
    sp[-3].u8 = expected;
    sp -= 2;
    NEXT();
}
L_CAS8: {
    uint64_t expected = sp[-1].u8;
    __atomic_compare_exchange_n((uint64_t *)sp[-3].ref, &expected, sp[-2].u8, false, __ATOMIC_SEQ_CST,
                                __ATOMIC_SEQ_CST);
    sp[-3].u8 = expected;
    sp -= 2;
    NEXT();
}
/* A loop header (tiered): count; past the threshold, once the OSR code of
 * this header is published, continue the method there (osr_transfer). */
L_LOOP: {
    uint32_t n = __atomic_load_n(&ip->b, __ATOMIC_RELAXED);
    if (n < rt_state.tier.loop_threshold) {
        osr_count(m, ip, n);
        NEXT();
    }
    _Atomic(void *) *cell = ATOM_LD(&ip->a.p);
    void *fn = cell ? atomic_load_explicit(cell, memory_order_acquire) : NULL;
    if (__builtin_expect(fn != NULL, 0)) {
        if (im->has_catch)   /* the OSR function links its own, its filters move there */
            rt_eh_pop(th, &ehf);
        if (rt_method_has_filter(m))
            rt_exc_move_filters(&ehf, NULL);
        osr_transfer(m, fn, args, locs, ret);
        return;
    }
    NEXT();
}
/* sbyte and short: sign-extended */
L_LDFLD_S1: NULLCHK(sp[-1].ref); sp[-1].i8 = FLD(sp[-1].ref, ip->a.i, int8_t); NEXT();
L_LDFLD_S2: NULLCHK(sp[-1].ref); sp[-1].i8 = FLD(sp[-1].ref, ip->a.i, int16_t); NEXT();
L_LDSFLD_S1: (sp++)->i8 = *(int8_t *)ip->a.p; NEXT();
L_LDSFLD_S2: (sp++)->i8 = *(int16_t *)ip->a.p; NEXT();
L_LDIND_S1: NULLCHK(sp[-1].ref); sp[-1].i8 = *(int8_t *)sp[-1].ref; NEXT();
/* An sbyte/short variable: a store through its address (stind) writes only
 * its low bytes, so a load sign-extends them (dec_var). */
L_LDLOC_S1: (sp++)->i8 = (int8_t)locs[ip->a.i].u4; NEXT();
L_LDLOC_S2: (sp++)->i8 = (int16_t)locs[ip->a.i].u4; NEXT();
L_LDARG_S1: (sp++)->i8 = (int8_t)args[ip->a.i].u4; NEXT();
L_LDARG_S2: (sp++)->i8 = (int16_t)args[ip->a.i].u4; NEXT();
L_LDIND_S2: NULLCHK(sp[-1].ref); sp[-1].i8 = *(int16_t *)sp[-1].ref; NEXT();

/* float: computed in float precision */
L_LDC_R4: sp->u8 = 0; (sp++)->r4 = (float)ip->a.d; NEXT();
L_ADD_R4: BIN(r4, float, a + b); NEXT();
L_SUB_R4: BIN(r4, float, a - b); NEXT();
L_MUL_R4: BIN(r4, float, a * b); NEXT();
L_DIV_R4: BIN(r4, float, a / b); NEXT();
L_REM_R4: BIN(r4, float, fmodf(a, b)); NEXT();
L_NEG_R4: sp[-1].r4 = -sp[-1].r4; NEXT();
L_CONV_R4_I4: { float f = (float)sp[-1].i4; sp[-1].u8 = 0; sp[-1].r4 = f; NEXT(); }
L_CONV_R4_I8: { float f = (float)sp[-1].i8; sp[-1].u8 = 0; sp[-1].r4 = f; NEXT(); }
L_CONV_R4_R8: { float f = (float)sp[-1].r8; sp[-1].u8 = 0; sp[-1].r4 = f; NEXT(); }
L_CONV_R8_R4: sp[-1].r8 = (double)sp[-1].r4; NEXT();
L_WIDEN2_R4: sp[-2].r8 = (double)sp[-2].r4; sp[-1].r8 = (double)sp[-1].r4; NEXT();

/* checked conversions and arithmetic */
L_CONV_OVF:
    if (!rt_checked_conv(&sp[-1], (rt_kind)ip->a.i, ip->b))
        FAIL(RT_EXC_OVERFLOW);
    NEXT();
L_ARITH_OVF:
    if (!rt_checked_arith(&sp[-2], &sp[-1], ip->a.i, ip->b))
        FAIL(RT_EXC_OVERFLOW);
    sp--;
    NEXT();

/* structs: b the size, c.i the home a pushed value takes */
L_VLDLOC: memcpy(vt + ip->c.i, locs[ip->a.i].ref, ip->b); (sp++)->ref = vt + ip->c.i; NEXT();
L_VLDARG: memcpy(vt + ip->c.i, args[ip->a.i].ref, ip->b); (sp++)->ref = vt + ip->c.i; NEXT();
L_VSTLOC: memcpy(locs[ip->a.i].ref, (--sp)->ref, ip->b); NEXT();
L_VSTARG: memcpy(args[ip->a.i].ref, (--sp)->ref, ip->b); NEXT();
L_VLDFLD:   /* from an object, a byref or a struct value (its home is this one: memmove) */
    NULLCHK(sp[-1].ref);
    memmove(vt + ip->c.i, (char *)sp[-1].ref + ip->a.i, ip->b);
    sp[-1].ref = vt + ip->c.i;
    NEXT();
L_VSTFLD: NULLCHK(sp[-2].ref); memcpy((char *)sp[-2].ref + ip->a.i, sp[-1].ref, ip->b); sp -= 2; NEXT();
L_VSTFLD_REF:   /* a struct holding references */
    NULLCHK(sp[-2].ref);
    memcpy((char *)sp[-2].ref + ip->a.i, sp[-1].ref, ip->b);
    BARRIER_RANGE((char *)sp[-2].ref + ip->a.i, ip->b);
    sp -= 2;
    NEXT();
L_VLDSFLD: memcpy(vt + ip->c.i, ip->a.p, ip->b); (sp++)->ref = vt + ip->c.i; NEXT();
L_VSTSFLD: memcpy(ip->a.p, (--sp)->ref, ip->b); NEXT();
L_VLDIND: NULLCHK(sp[-1].ref); memmove(vt + ip->c.i, sp[-1].ref, ip->b); sp[-1].ref = vt + ip->c.i; NEXT();
L_VSTIND: NULLCHK(sp[-2].ref); memmove(sp[-2].ref, sp[-1].ref, ip->b); sp -= 2; NEXT();
L_VSTIND_REF: NULLCHK(sp[-2].ref); memmove(sp[-2].ref, sp[-1].ref, ip->b); BARRIER_RANGE(sp[-2].ref, ip->b); sp -= 2; NEXT();
L_VLDELEM: {
    rt_array *arr = sp[-2].ref;
    uint32_t idx = sp[-1].u4;
    NULLCHK(arr);
    if (__builtin_expect(idx >= arr->length, 0))
        FAIL(RT_EXC_INDEX_OUT_OF_RANGE);
    memcpy(vt + ip->c.i, (char *)rt_array_data(arr) + (size_t)idx * ip->b, ip->b);
    sp[-2].ref = vt + ip->c.i;
    sp--;
    NEXT();
}
L_VSTELEM: {
    rt_array *arr = sp[-3].ref;
    uint32_t idx = sp[-2].u4;
    NULLCHK(arr);
    if (__builtin_expect(idx >= arr->length, 0))
        FAIL(RT_EXC_INDEX_OUT_OF_RANGE);
    memcpy((char *)rt_array_data(arr) + (size_t)idx * ip->b, sp[-1].ref, ip->b);
    sp -= 3;
    NEXT();
}
L_VSTELEM_REF: {
    rt_array *arr = sp[-3].ref;
    uint32_t idx = sp[-2].u4;
    NULLCHK(arr);
    if (__builtin_expect(idx >= arr->length, 0))
        FAIL(RT_EXC_INDEX_OUT_OF_RANGE);
    char *dst = (char *)rt_array_data(arr) + (size_t)idx * ip->b;
    memcpy(dst, sp[-1].ref, ip->b);
    BARRIER_RANGE(dst, ip->b);
    sp -= 3;
    NEXT();
}
L_VCOPY: memcpy(vt + ip->c.i, vt + ip->a.i, ip->b); sp[-1].ref = vt + ip->c.i; NEXT();
L_VDUP: memcpy(vt + ip->c.i, sp[-1].ref, ip->b); (sp++)->ref = vt + ip->c.i; NEXT();
L_VRET: memcpy(ret->ref, sp[-1].ref, ip->b); RETURN();
L_INITOBJ: NULLCHK(sp[-1].ref); memset(sp[-1].ref, 0, ip->b); sp--; NEXT();
L_BOX: {   /* a primitive's value is the slot's first bytes (little-endian) */
    rt_object *o = rt_box(ip->c.p, ip->b ? sp[-1].ref : (void *)&sp[-1]);
    if (!o)
        goto exc;
    sp[-1].ref = o;
    NEXT();
}
L_UNBOX: {
    void *p = rt_unbox(sp[-1].ref, ip->c.p);
    if (!p)
        goto exc;
    sp[-1].ref = p;
    NEXT();
}
L_UNBOX_ANY: {   /* b: a struct's size (a.i its home), else a.i the primitive kind */
    void *p = rt_unbox(sp[-1].ref, ip->c.p);
    if (!p)
        goto exc;
    if (ip->b) {
        memcpy(vt + ip->a.i, p, ip->b);
        sp[-1].ref = vt + ip->a.i;
    } else {
        interp_load_prim(&sp[-1], (rt_kind)ip->a.i, p);
    }
    NEXT();
}
L_LDIND_V1: sp[-1].u8 = ATOM_LD((uint8_t *)sp[-1].ref); NEXT();
L_LDIND_V4: sp[-1].u8 = ATOM_LD((uint32_t *)sp[-1].ref); NEXT();
L_LDIND_V8: sp[-1].u8 = ATOM_LD((uint64_t *)sp[-1].ref); NEXT();
L_STIND_V1: ATOM_ST((uint8_t *)sp[-2].ref, (uint8_t)sp[-1].u4); sp -= 2; NEXT();
L_STIND_V4: ATOM_ST((uint32_t *)sp[-2].ref, sp[-1].u4); sp -= 2; NEXT();
L_STIND_V8: ATOM_ST((uint64_t *)sp[-2].ref, sp[-1].u8); sp -= 2; NEXT();

exc:   /* the exception reaches this frame at ip: it joins the trace here */
    ex = th->pending;
    ex_off = ip->off;
    ex_from = 0;
    rt_exc_append_frame(ex, m, ex_off);
unwind: {
    int k = find_handler(m, ex_off, ex, ex_from);
    if (k >= 0 && m->eh[k].kind == KMOD_EH_FINALLY) {   /* first pass: may finallies run? */
        ehf.off = ex_off;
        ehf.from = (uint32_t)k + 1;
        if (!rt_exc_is_handled(ex)) {
            ex_from = (uint32_t)k + 1;
            goto unwind;
        }
    }
    if (k >= 0 && m->eh[k].kind == KMOD_EH_FILTER) {   /* did the first pass choose it? */
        ehf.off = ex_off;
        ehf.from = (uint32_t)k;
        if (!rt_exc_filter_takes(ex, &ehf, (uint32_t)k)) {
            ex_from = (uint32_t)k + 1;
            goto unwind;
        }
    }
    if (k < 0)
        RETURN();
    const kmod_eh *e = &m->eh[k];
    /* Finallies whose handler does not hold the chosen try are abandoned. */
    while (ncont && !kmod_eh_covers_handler(&m->eh[conts[ncont - 1].clause], e->try_off))
        ncont--;
    th->pending = NULL;
    sp = base;
    if (kmod_eh_takes_type(e)) {
        caught[k] = ex;
        (sp++)->ref = ex;
    } else {
        conts[ncont++] = (cont){ex, ex_off, (uint32_t)k + 1, (uint32_t)k, 0, 0};
    }
    JUMP(im->off2pc[e->handler_off]);
}
}
