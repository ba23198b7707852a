/* interp_internal.h - declarations shared by the interpreter's files: the
 * decoded instruction form, the per-method data, the internal opcode list.
 *
 * Invariants:
 *  - A value on the operand stack, in a local or in an argument is one 8-byte
 *    slot. i4-typed values (bool, char, sbyte, byte, short, ushort, int,
 *    uint, enums) live in the low 32 bits (.i4); the upper bits are
 *    unspecified and never read. Narrow values are kept extended in the i4
 *    by their signedness. A float is .r4 (the low 32 bits).
 *  - A struct (docs/valuetypes.md) is a slot holding the address of its
 *    bytes: a struct local's home and every struct on the operand stack's
 *    home are in the frame's value area (after the locals and the operand
 *    stack, in the same VLA); the decoder gives each operand-stack position
 *    that holds a struct its home (a LIFO of offsets, known at decode
 *    time), so pushing a struct copies its bytes there and no struct
 *    operation allocates. A struct argument is the address of a copy the
 *    caller made (an interpreted caller: its operand-stack home); a struct
 *    result is written to ret->ref, the caller's home.
 *  - The pre-decoder (decode.c) knows the stack type of every operand, so it
 *    picks a typed internal opcode (ADD_I4, ADD_I8, ADD_R8...) and the loop
 *    never inspects types, parses bytes or resolves tokens.
 *  - A decoded method (interp_method) is built without locks and published
 *    with a compare-and-swap on m->interp_data; a loser frees its copy.
 *
 * Uses GCC's "labels as values" (computed goto) for direct threading.
 */
#ifndef KILN_INTERP_INTERNAL_H
#define KILN_INTERP_INTERNAL_H

#include <ffi.h>
#include <stdbool.h>
#include <stdint.h>

#include "interp.h"
#include "runtime/runtime.h"

typedef union interp_slot {
    int32_t i4;
    uint32_t u4;
    int64_t i8;
    uint64_t u8;
    double r8;
    float r4;
    void *ref;
} interp_slot;

/* The internal opcodes. Suffixes: _I4/_I8/_R8/_REF the operand stack type;
 * _1/_2/_4/_8 the memory width (1 and 2 zero-extend); _V volatile. */
#define INTERP_OPS(X) \
    X(NOP) X(POLL) X(INIT) \
    X(LDARG) X(STARG) X(LDARGA) X(LDLOC) X(STLOC) X(LDLOCA) \
    X(LDNULL) X(LDC_I4) X(LDC_I8) X(LDC_R8) X(LDSTR) X(DUP) X(POP) \
    X(ADD_I4) X(SUB_I4) X(MUL_I4) X(DIV_I4) X(DIV_UN_I4) X(REM_I4) X(REM_UN_I4) \
    X(NEG_I4) X(AND_I4) X(OR_I4) X(XOR_I4) X(NOT_I4) X(SHL_I4) X(SHR_I4) X(SHR_UN_I4) \
    X(ADD_I8) X(SUB_I8) X(MUL_I8) X(DIV_I8) X(DIV_UN_I8) X(REM_I8) X(REM_UN_I8) \
    X(NEG_I8) X(AND_I8) X(OR_I8) X(XOR_I8) X(NOT_I8) X(SHL_I8) X(SHR_I8) X(SHR_UN_I8) \
    X(ADD_R8) X(SUB_R8) X(MUL_R8) X(DIV_R8) X(REM_R8) X(NEG_R8) \
    X(CONV_I1_I4) X(CONV_U1_I4) X(CONV_I2_I4) X(CONV_U2_I4) X(CONV_I8_I4) X(CONV_U8_I4) \
    X(CONV_R8_I4) X(CONV_R_UN_I4) \
    X(CONV_I1_I8) X(CONV_U1_I8) X(CONV_I2_I8) X(CONV_U2_I8) X(CONV_I4_I8) \
    X(CONV_R8_I8) X(CONV_R_UN_I8) \
    X(CONV_I1_R8) X(CONV_U1_R8) X(CONV_I2_R8) X(CONV_U2_R8) X(CONV_I4_R8) X(CONV_U4_R8) \
    X(CONV_I8_R8) X(CONV_U8_R8) X(CONV_OVF_I8_UN_I8) \
    X(CEQ_I4) X(CGT_I4) X(CGT_UN_I4) X(CLT_I4) X(CLT_UN_I4) \
    X(CEQ_I8) X(CGT_I8) X(CGT_UN_I8) X(CLT_I8) X(CLT_UN_I8) \
    X(CEQ_R8) X(CGT_R8) X(CGT_UN_R8) X(CLT_R8) X(CLT_UN_R8) \
    X(CEQ_REF) X(CGT_UN_REF) X(CLT_UN_REF) \
    X(JT_CEQ_I4) X(JT_CGT_I4) X(JT_CGT_UN_I4) X(JT_CLT_I4) X(JT_CLT_UN_I4) X(JT_CEQ_I8) \
    X(JT_CGT_I8) X(JT_CGT_UN_I8) X(JT_CLT_I8) X(JT_CLT_UN_I8) X(JT_CEQ_R8) X(JT_CGT_R8) \
    X(JT_CGT_UN_R8) X(JT_CLT_R8) X(JT_CLT_UN_R8) X(JT_CEQ_REF) X(JT_CGT_UN_REF) X(JT_CLT_UN_REF) \
    X(JF_CEQ_I4) X(JF_CGT_I4) X(JF_CGT_UN_I4) X(JF_CLT_I4) X(JF_CLT_UN_I4) X(JF_CEQ_I8) \
    X(JF_CGT_I8) X(JF_CGT_UN_I8) X(JF_CLT_I8) X(JF_CLT_UN_I8) X(JF_CEQ_R8) X(JF_CGT_R8) \
    X(JF_CGT_UN_R8) X(JF_CLT_R8) X(JF_CLT_UN_R8) X(JF_CEQ_REF) X(JF_CGT_UN_REF) X(JF_CLT_UN_REF) \
    X(BR) X(BRTRUE_I4) X(BRFALSE_I4) X(BRTRUE_I8) X(BRFALSE_I8) X(BRTRUE_REF) X(BRFALSE_REF) \
    X(SWITCH) X(RET) X(RET_VOID) \
    X(CALL) X(CALL_NC) X(CALLVIRT) X(NEWOBJ) X(LDFTN) \
    X(LDFLD_1) X(LDFLD_2) X(LDFLD_4) X(LDFLD_8) X(LDFLD_V1) X(LDFLD_V2) X(LDFLD_V4) X(LDFLD_V8) \
    X(STFLD_1) X(STFLD_2) X(STFLD_4) X(STFLD_8) X(STFLD_V1) X(STFLD_V2) X(STFLD_V4) X(STFLD_V8) \
    X(LDFLDA) \
    X(LDSFLD_1) X(LDSFLD_2) X(LDSFLD_4) X(LDSFLD_8) X(LDSFLD_V1) X(LDSFLD_V2) X(LDSFLD_V4) X(LDSFLD_V8) \
    X(STSFLD_1) X(STSFLD_2) X(STSFLD_4) X(STSFLD_8) X(STSFLD_V1) X(STSFLD_V2) X(STSFLD_V4) X(STSFLD_V8) \
    X(LDSFLDA) \
    X(NEWARR) X(LDLEN) X(INDEX_I8) \
    X(LDELEM_1) X(LDELEM_2) X(LDELEM_4) X(LDELEM_8) \
    X(STELEM_1) X(STELEM_2) X(STELEM_4) X(STELEM_8) X(STELEM_REF) X(LDELEMA) \
    X(LDIND_1) X(LDIND_2) X(LDIND_4) X(LDIND_8) X(STIND_1) X(STIND_2) X(STIND_4) X(STIND_8) \
    X(CASTCLASS) X(ISINST) X(THROW) X(RETHROW) X(LEAVE) X(ENDFINALLY) \
    X(HDR_READ) X(HDR_CAS) X(LOCK_ID) X(XADD4) X(XADD8) X(XCHG4) X(XCHG8) X(CAS4) X(CAS8) \
    X(LDIND_V1) X(LDIND_V4) X(LDIND_V8) X(STIND_V1) X(STIND_V4) X(STIND_V8) \
    X(LOOP) \
    X(LDFLD_S1) X(LDFLD_S2) X(LDSFLD_S1) X(LDSFLD_S2) X(LDELEM_S1) X(LDELEM_S2) \
    X(LDIND_S1) X(LDIND_S2) X(LDLOC_S1) X(LDLOC_S2) X(LDARG_S1) X(LDARG_S2) \
    X(LDC_R4) X(ADD_R4) X(SUB_R4) X(MUL_R4) X(DIV_R4) X(REM_R4) X(NEG_R4) \
    X(CONV_R4_I4) X(CONV_R4_I8) X(CONV_R4_R8) X(CONV_R8_R4) X(WIDEN2_R4) \
    X(CONV_OVF) X(ARITH_OVF) \
    X(VLDLOC) X(VLDARG) X(VSTLOC) X(VSTARG) X(VLDFLD) X(VSTFLD) X(VLDSFLD) X(VSTSFLD) \
    X(VLDIND) X(VSTIND) X(VLDELEM) X(VSTELEM) X(VDUP) X(VRET) X(INITOBJ) \
    X(BOX) X(UNBOX) X(UNBOX_ANY) X(VCOPY) \
    X(STFLD_REF) X(STFLD_VREF) X(STIND_REF) X(STIND_VREF) X(XCHG_REF) X(CAS_REF) \
    X(VSTFLD_REF) X(VSTIND_REF) X(VSTELEM_REF) \
    X(SETFILTER)

typedef enum interp_op {
#define INTERP_ENUM_(n) IOP_##n,
    INTERP_OPS(INTERP_ENUM_)
#undef INTERP_ENUM_
    IOP_COUNT
} interp_op;

/* One decoded instruction (32 bytes). */
typedef struct interp_insn {
    const void *h;          /* handler label address */
    union { int32_t i; int64_t l; double d; void *p; } a;
    union { int32_t i; void *p; } c;
    uint32_t b;
    uint32_t off;           /* IL offset, for exception-region lookup */
} interp_insn;

/* Everything the interpreter keeps per method (m->interp_data). */
typedef struct interp_method {
    interp_insn *code;      /* NULL: no IL body (internal call, P/Invoke, abstract) */
    uint32_t ncode;
    uint32_t *off2pc;       /* IL offset -> instruction index */
    uint32_t nlocals, max_stack, nargs;   /* nargs includes this */
    bool narrow_params;     /* some parameter is bool/byte/char */
    /* the C-ABI signature, for calls through libffi and for the closure */
    ffi_cif cif;
    ffi_type **atypes;
    bool pinvoke_strings;   /* P/Invoke with string parameters or result */
    bool sret;              /* struct result: the C function's first argument is where it goes */
    _Atomic(void *) closure;   /* this method's libffi closure code (set before m->entry) */
    uint8_t direct;         /* INTERP_DIRECT_*: how compiled code of m is called (call.c) */
    uint32_t vt_size;       /* bytes of the frame's value area (struct homes), a multiple of 8 */
    uint32_t vt_locals;     /* its first bytes: the struct locals' homes (zeroed at entry) */
    uint32_t nvlocals;      /* struct locals: vlocals[2k] the local, vlocals[2k+1] its home */
    uint32_t *vlocals;
    bool has_catch;         /* m has a catch clause: its frames link an rt_eh_frame */
} interp_method;

enum { INTERP_DIRECT_NONE, INTERP_DIRECT_INT, INTERP_DIRECT_R8 };

/* The interpreter's one state struct. */
typedef struct interp_state {
    const void *const *labels;   /* handler address per interp_op */
    bool no_intrinsics;          /* KILN_INTERP_INTRINSICS=0: run [Intrinsic] C# bodies */
    bool dump;                   /* KILN_INTERP_DUMP=1: list each decoded method on stderr */
    bool drop_field_barrier;     /* tests only (interp_testing.h): stfld of a reference without its barrier */
    const rt_engine engine;
    bool initialized;
} interp_state;

extern interp_state interp_g;

/* decode.c: the interpreter's C-memory funnel (aborts with a message when
 * memory is exhausted, never returns NULL). */
void *interp_xcalloc(size_t n, size_t size);
void *interp_xrealloc(void *p, size_t n);

/* decode.c: build m's interp_method (body decoded when m has IL). NULL with
 * an exception pending on failure. */
interp_method *interp_decode(rt_method *m);
/* m's decoded form, building and publishing it on first use. */
interp_method *interp_method_get(rt_method *m);

/* interp.c: a primitive's value at p into a slot (unbox.any). */
void interp_load_prim(interp_slot *s, rt_kind k, const void *p);

/* call.c: a call of m that is not run by the interpreter loop (natives,
 * P/Invoke, compiled code), through libffi. */
void interp_call_native(rt_method *m, interp_method *im, interp_slot *args, interp_slot *ret);

/* interp.c: run m's IL (the dispatch loop). With m == NULL, stores the label
 * table in interp_g.labels and returns. */
void interp_run(rt_method *m, interp_method *im, interp_slot *args, interp_slot *ret);

/* call.c: called when the C stack is near its end (or the thread's limit is
 * not known yet, rt_thread.interp == NULL): records the limit in
 * rt_thread.interp, or reports "Stack overflow." and exits with 134 as .NET
 * does. */
void interp_stack_check(rt_method *m);

/* call.c: call compiled code fn (m's published entry) through libffi. */
void interp_call_compiled(rt_method *m, interp_method *im, void *fn, interp_slot *args, interp_slot *ret);

/* call.c: m's call counter reached the tier's threshold: promote it. */
void interp_promote(rt_method *m);

/* Count an interpreted call of m (tiering on); promote on the call that
 * reaches the threshold. No counting once it is reached (no writes to m). */
static inline void interp_count_call(rt_method *m)
{
    uint32_t limit = rt_state.tier.call_threshold;
    if (atomic_load_explicit(&m->call_count, memory_order_relaxed) < limit &&
        atomic_fetch_add_explicit(&m->call_count, 1, memory_order_relaxed) + 1 == limit)
        interp_promote(m);
}

/* Call m (interpreted, compiled or native) with args; the general path.
 * A method with IL whose entry cell holds code other than its closure has
 * been compiled by a tier: that code runs (no lock: one acquire load). */
static inline void interp_call(rt_method *m, interp_slot *args, interp_slot *ret)
{
    interp_method *im = __atomic_load_n((interp_method **)&m->interp_data, __ATOMIC_ACQUIRE);
    if (!im && !(im = interp_method_get(m)))
        return;
    if (im->code) {
        void *e = atomic_load_explicit(&m->entry, memory_order_acquire);
        if (__builtin_expect(e != NULL, 0) &&
            e != atomic_load_explicit(&im->closure, memory_order_relaxed))
            interp_call_compiled(m, im, e, args, ret);
        else
            interp_run(m, im, args, ret);
    } else {
        interp_call_native(m, im, args, ret);
    }
}

#endif
