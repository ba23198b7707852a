/* verify.c - the IL verifier: proves one method body safe to run.
 *
 * Passes, in order:
 *   1. decode: every opcode known, every operand complete, VAR indices in
 *      range, tokens naming a row of the table the opcode needs; marks
 *      instruction starts.
 *   2. regions: exception clauses on instruction boundaries, try and handler
 *      of a clause disjoint, clauses disjoint or strictly nested (several
 *      clauses may share one try), innermost first.
 *   3. branches: targets on instruction boundaries, never into the middle of
 *      a try or into a handler, never out of a region except by LEAVE (out of
 *      a try or catch) - and LEAVE must leave its innermost region.
 *   4. abstract interpretation over the five stack types (kmod_stype): each
 *      join point (entry, branch target, handler start) records the first
 *      stack that reaches it; every later arrival must match in depth and
 *      types. Straight-line code between join points is interpreted once, so
 *      the pass is linear in the code size. Unreachable code is not typed.
 *   5. publish (kmod_verify_*_body/bodies only): the typed body (kmod.h) -
 *      each instruction's entry stack as recorded the first time pass 4
 *      interpreted it (a reference widened at a join is interpreted again,
 *      with the same stack types), join and loop-header flags from pass 3,
 *      the innermost handler by one sweep over the nested handler blocks,
 *      and OSR eligibility from those.
 * Everything opcode-specific lives in one switch keyed by the il_ops.def
 * enum (rule_of): token table, fall-through, and the stack rule as a family
 * plus parameters; the rest of the verifier only reads op_rule values.
 * Operand shapes come from il_opinfo_table.
 *
 * Precondition: the module passed kmod_check.c's table checks (kmod_read
 * runs this only after them), so every signature row parses.
 *
 * All memory is proportional to the code length, the clause count (capped)
 * and max_stack (capped); stored join states share one byte budget.
 */
#include "il.h"
#include "verify_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STACK_LIMIT 65535u
#define MAX_CLAUSES 512u
#define STATE_BUDGET (64u << 20)

enum { BLK_TRY, BLK_CATCH, BLK_FINALLY };

/* Bits of vctx.starts. */
#define MARK_START 1u   /* an instruction starts here */
#define MARK_TRY 2u     /* a try block starts here */
#define MARK_EDGE 4u    /* some block starts or ends here */
#define MARK_LOOP 8u    /* a branch at or after it goes here: a loop header */

/* One protected or handler range of an exception clause. */
typedef struct block { uint32_t start, end; int kind; uint32_t clause; } block;

/* The stack recorded at a join point; queued while on the work list;
 * top: publishing, its top slot in the typed body. */
typedef struct jstate { uint32_t depth; kmod_vtype *types; uint32_t top; uint8_t set, queued; } jstate;

typedef struct vctx {
    const kmod *m;
    uint32_t row;
    const kmod_method *f;
    const uint8_t *code;
    uint32_t len;
    char *err;
    size_t errlen;
    uint8_t *starts;        /* MARK_* bits per code offset (len + 1 bytes) */
    int32_t *join;          /* join index per offset, -1 if none */
    jstate *js;
    uint32_t njoin, budget;
    uint32_t *work, nwork;
    block *blk;
    uint32_t nblk;
    kmod_universe *u;       /* typed verification: the classes; NULL: stack types only */
    uint32_t mi;            /* the module's index in u */
    kmod_vtype *args, *locals; /* declared type per argument / local */
    uint32_t nargs, nlocals;
    kmod_vtype ret;
    kmod_vtype *stack;      /* current abstract stack */
    uint32_t depth, cap;
    uint32_t prev;          /* the instruction before this one on a straight-line run, or KMOD_NONE */
    uint32_t cur_next;      /* run_from: the next instruction */
    kmod_body *body;        /* publishing: the typed body being filled; NULL: not publishing */
    uint32_t *slot_at;      /* publishing: the body slot of each stack position */
    uint32_t ninsns;        /* instructions in the code (decode) */
    uint32_t capslots;
    uint8_t rec;            /* publishing, and this run is the first over its instructions */
} vctx;

static int verr(vctx *v, uint32_t off, const char *fmt, ...)
{
    va_list ap;
    char name[140];
    kmod_method_name(v->m, v->row, name, sizeof name);
    int n = off == KMOD_NONE ? snprintf(v->err, v->errlen, "method %u (%s): ", v->row, name)
                             : snprintf(v->err, v->errlen, "method %u (%s): IL_%04x: ", v->row,
                                        name, off);
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < v->errlen)
        vsnprintf(v->err + n, v->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static const char *st_name(int t)
{
    static const char *const names[] = {"void", "i4", "i8", "r8", "ref", "byref", "r4", "value"};
    return t >= 0 && t <= KMOD_ST_VALUE ? names[t] : "?";
}

/* The listing form of op's mnemonic ("ldc.i4") in buf, which it returns. */
static const char *mnem(il_opcode op, char *buf, size_t n)
{
    size_t i = 0;
    for (const char *p = il_opinfo_table[op].mnemonic; *p && i + 1 < n; p++)
        buf[i++] = *p == '_' ? '.' : (*p >= 'A' && *p <= 'Z' ? (char)(*p - 'A' + 'a') : *p);
    buf[i] = 0;
    return buf;
}

/* op's mnemonic for an error message: formatted only when one is written. */
#define MN(op) mnem((op), (char[24]){0}, 24)

/* ------------------------------------------------------------ signatures */

uint32_t kmod_sig_skip(const uint8_t *s, uint32_t len, uint32_t pos)
{
    while (pos < len) {
        uint8_t e = s[pos++];
        if (e == KMOD_T_CLASS || e == KMOD_T_VALUETYPE || e == KMOD_T_ENUM)
            return pos + 4 <= len ? pos + 4 : len;
        if (e != KMOD_T_OUT && e != KMOD_T_BYREF && e != KMOD_T_SZARRAY)
            return pos;
    }
    return len;
}

kmod_stype kmod_sig_stype(const kmod *m, const uint8_t *s, uint32_t len, uint32_t pos)
{
    if (pos >= len)
        return KMOD_ST_NONE;
    switch (s[pos]) {
    case KMOD_T_VOID: return KMOD_ST_NONE;
    case KMOD_T_BOOL: case KMOD_T_CHAR: case KMOD_T_U1: case KMOD_T_I4: case KMOD_T_U4:
    case KMOD_T_I1: case KMOD_T_I2: case KMOD_T_U2:
        return KMOD_ST_I4;
    case KMOD_T_ENUM:   /* its underlying type (a TYPEREF's is int: the corelib's enums) */
        if (pos + 5 <= len) {
            uint32_t tok = il_read_u32(s + pos + 1);
            if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && KMOD_TOKEN_ROW(tok) < m->typedefs.n)
                return kmod_sig_stype(m, (const uint8_t[]){kmod_enum_base_code(m->typedefs.v[KMOD_TOKEN_ROW(tok)].flags)},
                                      1, 0);
        }
        return KMOD_ST_I4;
    case KMOD_T_I8: case KMOD_T_U8: return KMOD_ST_I8;
    case KMOD_T_R8: return KMOD_ST_R8;
    case KMOD_T_R4: return KMOD_ST_R4;
    case KMOD_T_VALUETYPE: return KMOD_ST_VALUE;
    case KMOD_T_OUT: case KMOD_T_BYREF: return KMOD_ST_BYREF;
    case KMOD_T_CLASS:
        if (pos + 5 <= len) {
            uint32_t tok = il_read_u32(s + pos + 1);
            if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && KMOD_TOKEN_ROW(tok) < m->typedefs.n &&
                (m->typedefs.v[KMOD_TOKEN_ROW(tok)].flags & KMOD_TYPE_ENUM))
                return kmod_sig_stype(m, (const uint8_t[]){kmod_enum_base_code(m->typedefs.v[KMOD_TOKEN_ROW(tok)].flags)},
                                      1, 0);
        }
        return KMOD_ST_REF;
    default: return KMOD_ST_REF;
    }
}

/* A method signature opened for walking. */
typedef struct msig { const uint8_t *s; uint32_t len, first; uint32_t n; int has_this;
                      kmod_stype ret; } msig;

static void open_msig(const kmod *m, uint32_t sigrow, msig *ms)
{
    ms->s = kmod_sig(m, sigrow, &ms->len);
    ms->has_this = ms->s[0] == KMOD_SIG_METHOD_THIS;
    ms->n = il_read_u16(ms->s + 1);
    ms->ret = kmod_sig_stype(m, ms->s, ms->len, 3);
    ms->first = kmod_sig_skip(ms->s, ms->len, 3);
}

/* The declared type of the signature element at pos: full in typed
 * verification, the stack type only otherwise. */
static int sig_vt(vctx *v, const uint8_t *s, uint32_t len, uint32_t pos, kmod_vtype *out)
{
    if (v->u)
        return kmod_vt_of_sig(v->u, v->mi, s, len, pos, out);
    *out = (kmod_vtype){(uint8_t)kmod_sig_stype(v->m, s, len, pos), 0, 0, 0};
    if (out->st == KMOD_ST_VALUE)   /* untyped: a struct is known by its token */
        *out = (kmod_vtype){KMOD_ST_VALUE, KMOD_T_VALUETYPE, 0, il_read_u32(s + pos + 1)};
    return 0;
}

/* The type of a SIG row (type operands, catch types). */
static int sigrow_vt(vctx *v, uint32_t row, kmod_vtype *out)
{
    uint32_t len;
    const uint8_t *s = kmod_sig(v->m, row, &len);
    return sig_vt(v, s, len, 0, out);
}

/* Fill out[0..n) from the list sig starting at pos. */
static int list_types(vctx *v, const uint8_t *s, uint32_t len, uint32_t pos, uint32_t n,
                      kmod_vtype *out)
{
    for (uint32_t i = 0; i < n; i++) {
        if (sig_vt(v, s, len, pos, &out[i]))
            return verr(v, KMOD_NONE, "%s", v->u->err);
        pos = kmod_sig_skip(s, len, pos);
    }
    return 0;
}

/* `this` of an instance method: a reference to its class, or for a value
 * type (a struct or an enum) a byref to the value (docs/valuetypes.md). */
static kmod_vtype this_type(vctx *v)
{
    uint32_t owner = v->f->owner;
    int value = (v->m->typedefs.v[owner].flags & (KMOD_TYPE_VALUETYPE | KMOD_TYPE_ENUM)) != 0;
    if (!v->u)
        return value ? (kmod_vtype){KMOD_ST_BYREF, KMOD_T_VALUETYPE, 0,
                                    KMOD_TOKEN(KMOD_TAB_TYPEDEF, owner)}
                     : (kmod_vtype){KMOD_ST_REF, 0, 0, 0};
    uint32_t c = v->u->first[v->mi] + owner;
    if (!value)
        return kmod_vt_class(c);
    kmod_vtype t = kmod_vt_value_of_class(v->u, c);
    t.st = KMOD_ST_BYREF;
    return t;
}

static int setup_frame(vctx *v)
{
    msig ms;
    open_msig(v->m, v->f->sig, &ms);
    if (sig_vt(v, ms.s, ms.len, 3, &v->ret))
        return verr(v, KMOD_NONE, "%s", v->u->err);
    v->nargs = ms.n + (uint32_t)ms.has_this;
    v->args = kmod_mem_alloc(sizeof *v->args * (v->nargs + 1));
    if (!v->args)
        return verr(v, KMOD_NONE, "out of memory");
    if (ms.has_this)
        v->args[0] = this_type(v);
    if (list_types(v, ms.s, ms.len, ms.first, ms.n, v->args + ms.has_this))
        return -1;
    if (v->f->locals != KMOD_NONE) {
        uint32_t len;
        const uint8_t *s = kmod_sig(v->m, v->f->locals, &len);
        v->nlocals = il_read_u16(s + 1);
        if (!(v->locals = kmod_mem_alloc(sizeof *v->locals * (v->nlocals + 1))))
            return verr(v, KMOD_NONE, "out of memory");
        return list_types(v, s, len, 3, v->nlocals, v->locals);
    }
    return 0;
}

/* ------------------------------------------------------------ op rules */

/* Pseudo stack types used in rules only. */
#define ST_ELEM 16u   /* the type named by the SIG operand */
#define ST_SAME 17u   /* the type of the operand(s) */
#define ST_NINT 18u   /* an array length or index: i4 or i8 (a native int) */
_Static_assert(KMOD_ST_VALUE < ST_ELEM && KMOD_ST_VALUE < 8, "stack types fit op_rule.mask");

/* Masks of stack types. */
#define M(t) (1u << (t))
#define M_INT (M(KMOD_ST_I4) | M(KMOD_ST_I8))
#define M_NUM (M_INT | M(KMOD_ST_R8) | M(KMOD_ST_R4))

/* Token tables an operand may name. */
/* TK_VALUE_SIG: any type but void or a byref; TK_BOX_SIG: a value type. */
enum { TK_NONE, TK_STRING, TK_METHOD, TK_FIELD, TK_VALUE_SIG, TK_REF_SIG, TK_BOX_SIG };

/* Rule families: how the stack rule of an opcode is applied. */
enum {
    F_NONE,     /* no stack effect */
    F_SIMPLE,   /* pop pops[0..npop) (last is the top), push result (or nothing) */
    F_ARITH,    /* two operands of one type in mask; push result (ST_SAME: that type) */
    F_SHIFT,    /* value in mask, i4 count; push the value's type */
    F_UNARY,    /* one operand in mask; push result (ST_SAME: its type) */
    F_TEST,     /* pop one operand in mask */
    F_VAR,      /* argument/local access: var_arg, var_mode */
    F_DUP, F_POP, F_RET, F_CALL, F_FIELD, F_RETHROW, F_ENDFINALLY, F_SETFILTER
};

enum { VM_LOAD, VM_STORE, VM_ADDR };               /* var_mode / field mode */
enum { CK_CALL, CK_VIRT, CK_NEWOBJ, CK_FTN };        /* call kinds */

/* Everything the verifier knows about one opcode beyond il_opinfo_table. */
typedef struct op_rule {
    uint8_t family;
    uint8_t tok;        /* TK_*: required token table */
    uint8_t ends;       /* control does not fall through */
    uint8_t mask;       /* F_ARITH/F_SHIFT/F_UNARY/F_TEST operand types */
    uint8_t result;     /* pushed type, KMOD_ST_NONE for nothing */
    uint8_t npop, pops[3];
    uint8_t var_arg;    /* F_VAR: argument (1) or local (0); F_FIELD: static (1) */
    uint8_t mode;       /* F_VAR/F_FIELD: VM_*; F_CALL: CK_* */
    uint8_t leave;      /* leave: exits regions, empties the stack */
    const char *what;   /* F_SIMPLE: what the deepest popped slot is, for errors */
} op_rule;

#define R(...) return (op_rule){__VA_ARGS__}
#define SIMPLE(tk, res, w, n, ...) R(.family = F_SIMPLE, .tok = tk, .result = res, .what = w, \
                                     .npop = n, .pops = {__VA_ARGS__})

/* The per-opcode rules: the one switch over the il_ops.def enum. */
static op_rule rule_of(il_opcode op)
{
    switch (op) {
    case IL_NOP: R(.family = F_NONE);
    case IL_LDARG: R(.family = F_VAR, .var_arg = 1, .mode = VM_LOAD);
    case IL_STARG: R(.family = F_VAR, .var_arg = 1, .mode = VM_STORE);
    case IL_LDARGA: R(.family = F_VAR, .var_arg = 1, .mode = VM_ADDR);
    case IL_LDLOC: R(.family = F_VAR, .mode = VM_LOAD);
    case IL_STLOC: R(.family = F_VAR, .mode = VM_STORE);
    case IL_LDLOCA: R(.family = F_VAR, .mode = VM_ADDR);
    case IL_LDNULL: SIMPLE(TK_NONE, KMOD_ST_REF, NULL, 0, 0);
    case IL_LDC_I4: SIMPLE(TK_NONE, KMOD_ST_I4, NULL, 0, 0);
    case IL_LDC_I8: SIMPLE(TK_NONE, KMOD_ST_I8, NULL, 0, 0);
    case IL_LDC_R8: SIMPLE(TK_NONE, KMOD_ST_R8, NULL, 0, 0);
    case IL_LDSTR: SIMPLE(TK_STRING, KMOD_ST_REF, NULL, 0, 0);
    case IL_DUP: R(.family = F_DUP);
    case IL_POP: R(.family = F_POP);
    case IL_ADD: case IL_SUB: case IL_MUL: case IL_DIV: case IL_REM:
        R(.family = F_ARITH, .mask = M_NUM, .result = ST_SAME);
    case IL_DIV_UN: case IL_REM_UN: case IL_AND: case IL_OR: case IL_XOR:
        R(.family = F_ARITH, .mask = M_INT, .result = ST_SAME);
    case IL_NEG: R(.family = F_UNARY, .mask = M_NUM, .result = ST_SAME);
    case IL_NOT: R(.family = F_UNARY, .mask = M_INT, .result = ST_SAME);
    case IL_SHL: case IL_SHR: case IL_SHR_UN: R(.family = F_SHIFT, .mask = M_INT);
    case IL_CONV_I1: case IL_CONV_U1: case IL_CONV_I2: case IL_CONV_U2: case IL_CONV_I4:
    case IL_CONV_U4:
        R(.family = F_UNARY, .mask = M_NUM, .result = KMOD_ST_I4);
    case IL_CONV_I8: case IL_CONV_U8: R(.family = F_UNARY, .mask = M_NUM, .result = KMOD_ST_I8);
    case IL_CONV_R8: R(.family = F_UNARY, .mask = M_NUM, .result = KMOD_ST_R8);
    case IL_CONV_R_UN: R(.family = F_UNARY, .mask = M_INT, .result = KMOD_ST_R8);
    case IL_CONV_OVF_I8_UN: case IL_CONV_OVF_U8_UN:
        R(.family = F_UNARY, .mask = M_INT, .result = KMOD_ST_I8);
    case IL_LDC_R4: SIMPLE(TK_NONE, KMOD_ST_R4, NULL, 0, 0);
    case IL_CONV_R4: R(.family = F_UNARY, .mask = M_NUM, .result = KMOD_ST_R4);
    case IL_CONV_OVF_I1: case IL_CONV_OVF_U1: case IL_CONV_OVF_I2: case IL_CONV_OVF_U2:
    case IL_CONV_OVF_I4: case IL_CONV_OVF_U4:
        R(.family = F_UNARY, .mask = M_NUM, .result = KMOD_ST_I4);
    case IL_CONV_OVF_I8: case IL_CONV_OVF_U8:
        R(.family = F_UNARY, .mask = M_NUM, .result = KMOD_ST_I8);
    case IL_CONV_OVF_I1_UN: case IL_CONV_OVF_U1_UN: case IL_CONV_OVF_I2_UN:
    case IL_CONV_OVF_U2_UN: case IL_CONV_OVF_I4_UN: case IL_CONV_OVF_U4_UN:
        R(.family = F_UNARY, .mask = M_INT, .result = KMOD_ST_I4);
    case IL_ADD_OVF: case IL_ADD_OVF_UN: case IL_SUB_OVF: case IL_SUB_OVF_UN: case IL_MUL_OVF:
    case IL_MUL_OVF_UN:
        R(.family = F_ARITH, .mask = M_INT, .result = ST_SAME);
    case IL_INITOBJ: SIMPLE(TK_VALUE_SIG, KMOD_ST_NONE, "address", 1, KMOD_ST_BYREF);
    case IL_BOX: SIMPLE(TK_BOX_SIG, KMOD_ST_REF, "value", 1, ST_ELEM);
    case IL_UNBOX: SIMPLE(TK_BOX_SIG, KMOD_ST_BYREF, "object", 1, KMOD_ST_REF);
    case IL_UNBOX_ANY: SIMPLE(TK_VALUE_SIG, ST_ELEM, "object", 1, KMOD_ST_REF);
    case IL_SIZEOF: SIMPLE(TK_VALUE_SIG, KMOD_ST_I4, NULL, 0, 0);
    case IL_CEQ: case IL_CGT_UN:
        R(.family = F_ARITH, .mask = M_NUM | M(KMOD_ST_REF), .result = KMOD_ST_I4);
    case IL_CGT: case IL_CLT: case IL_CLT_UN:
        R(.family = F_ARITH, .mask = M_NUM, .result = KMOD_ST_I4);
    case IL_BR: R(.family = F_NONE, .ends = 1);
    case IL_BRTRUE: case IL_BRFALSE:
        R(.family = F_TEST, .mask = M_INT | M(KMOD_ST_REF));
    case IL_SWITCH: R(.family = F_TEST, .mask = M(KMOD_ST_I4));
    case IL_RET: R(.family = F_RET, .ends = 1);
    case IL_CALL: R(.family = F_CALL, .tok = TK_METHOD, .mode = CK_CALL);
    case IL_CALLVIRT: R(.family = F_CALL, .tok = TK_METHOD, .mode = CK_VIRT);
    case IL_NEWOBJ: R(.family = F_CALL, .tok = TK_METHOD, .mode = CK_NEWOBJ);
    case IL_LDFTN: R(.family = F_CALL, .tok = TK_METHOD, .mode = CK_FTN);
    case IL_LDFLD: R(.family = F_FIELD, .tok = TK_FIELD, .mode = VM_LOAD);
    case IL_STFLD: R(.family = F_FIELD, .tok = TK_FIELD, .mode = VM_STORE);
    case IL_LDFLDA: R(.family = F_FIELD, .tok = TK_FIELD, .mode = VM_ADDR);
    case IL_LDSFLD: R(.family = F_FIELD, .tok = TK_FIELD, .var_arg = 1, .mode = VM_LOAD);
    case IL_STSFLD: R(.family = F_FIELD, .tok = TK_FIELD, .var_arg = 1, .mode = VM_STORE);
    case IL_LDSFLDA: R(.family = F_FIELD, .tok = TK_FIELD, .var_arg = 1, .mode = VM_ADDR);
    case IL_NEWARR: SIMPLE(TK_VALUE_SIG, KMOD_ST_REF, "length", 1, ST_NINT);
    case IL_LDLEN: SIMPLE(TK_NONE, KMOD_ST_I4, "array", 1, KMOD_ST_REF);
    case IL_LDELEM: SIMPLE(TK_VALUE_SIG, ST_ELEM, "array", 2, KMOD_ST_REF, ST_NINT);
    case IL_STELEM:
        SIMPLE(TK_VALUE_SIG, KMOD_ST_NONE, "array", 3, KMOD_ST_REF, ST_NINT, ST_ELEM);
    case IL_LDELEMA: SIMPLE(TK_VALUE_SIG, KMOD_ST_BYREF, "array", 2, KMOD_ST_REF, ST_NINT);
    case IL_LDIND: SIMPLE(TK_VALUE_SIG, ST_ELEM, "address", 1, KMOD_ST_BYREF);
    case IL_STIND: SIMPLE(TK_VALUE_SIG, KMOD_ST_NONE, "address", 2, KMOD_ST_BYREF, ST_ELEM);
    case IL_CASTCLASS: case IL_ISINST: SIMPLE(TK_VALUE_SIG, KMOD_ST_REF, "object", 1, KMOD_ST_REF);
    case IL_THROW: R(.family = F_TEST, .mask = M(KMOD_ST_REF), .ends = 1);
    case IL_RETHROW: R(.family = F_RETHROW, .ends = 1);
    case IL_LEAVE: R(.family = F_NONE, .ends = 1, .leave = 1);
    case IL_ENDFINALLY: R(.family = F_ENDFINALLY, .ends = 1);
    case IL_SETFILTER: R(.family = F_SETFILTER);
    case IL_OPCODE_COUNT: break;
    }
    R(.family = F_NONE, .ends = 1);
}

#undef SIMPLE
#undef R

/* ------------------------------------------------------------ pass 1: decode */

/* Table check for a token operand needing table kind tk; an error or NULL. */
static const char *token_problem(const kmod *m, int tk, uint32_t tok)
{
    kmod_table t = KMOD_TOKEN_TAB(tok);
    uint32_t row = KMOD_TOKEN_ROW(tok);
    switch (tk) {
    case TK_STRING:
        return t == KMOD_TAB_STRING && row < m->strings.n ? NULL : "expects a STRING token";
    case TK_METHOD:
        return (t == KMOD_TAB_METHOD && row < m->methods.n) ||
               (t == KMOD_TAB_METHODREF && row < m->methodrefs.n) ? NULL
               : "expects a METHOD or METHODREF token";
    case TK_FIELD:
        return (t == KMOD_TAB_FIELD && row < m->fields.n) ||
               (t == KMOD_TAB_FIELDREF && row < m->fieldrefs.n) ? NULL
               : "expects a FIELD or FIELDREF token";
    default: {
        uint32_t len;
        const uint8_t *s = t == KMOD_TAB_SIG ? kmod_sig(m, row, &len) : NULL;
        if (!s)
            return "expects a SIG token";
        if (s[0] == KMOD_SIG_METHOD || s[0] == KMOD_SIG_METHOD_THIS || s[0] == KMOD_SIG_LOCALS ||
            s[0] == KMOD_T_BYREF || s[0] == KMOD_T_VOID)
            return "SIG token does not name a value type";
        if (tk == TK_REF_SIG && kmod_sig_stype(m, s, len, 0) != KMOD_ST_REF)
            return "SIG token does not name a reference type";
        if (tk == TK_BOX_SIG && kmod_sig_stype(m, s, len, 0) == KMOD_ST_REF)
            return "SIG token does not name a value type";
        return NULL;
    }
    }
}

static int check_operand(vctx *v, uint32_t off, il_opcode op)
{
    const uint8_t *p = v->code + off + 1;
    if (il_opinfo_table[op].operand == IL_OPND_VAR) {
        uint32_t idx = il_read_u16(p);
        op_rule r = rule_of(op);
        uint32_t n = r.var_arg ? v->nargs : v->nlocals;
        if (idx >= n)
            return verr(v, off, "%s %u: %s index out of range (method has %u)", MN(op), idx,
                        r.var_arg ? "argument" : "local", n);
        if (r.mode == VM_ADDR && (r.var_arg ? v->args : v->locals)[idx].st == KMOD_ST_BYREF)
            return verr(v, off, "%s %u: address of a byref", MN(op), idx);
    } else if (il_opinfo_table[op].operand == IL_OPND_TOK) {
        uint32_t tok = il_read_u32(p);
        const char *why = token_problem(v->m, rule_of(op).tok, tok);
        if (why)
            return verr(v, off, "%s: token 0x%08x: %s", MN(op), tok, why);
    }
    return 0;
}

static int decode(vctx *v)
{
    for (uint32_t off = 0; off < v->len;) {
        if (v->code[off] >= IL_OPCODE_COUNT)
            return verr(v, off, "unknown opcode 0x%02x", v->code[off]);
        int size = il_instr_size(v->code + off, v->len - off);
        if (size < 0)
        {
            return verr(v, off, "truncated operand of %s", MN((il_opcode)v->code[off]));
        }
        v->starts[off] = MARK_START;
        if (check_operand(v, off, (il_opcode)v->code[off]))
            return -1;
        v->ninsns++;
        off += (uint32_t)size;
    }
    return 0;
}

/* ------------------------------------------------------------ pass 2: regions */

static int boundary_ok(const vctx *v, uint32_t off)
{
    return off == v->len || (off < v->len && (v->starts[off] & MARK_START));
}

static int overlap(const block *a, const block *b)
{
    return a->start < b->end && b->start < a->end;
}

static int contains(const block *a, const block *b)
{
    return a->start <= b->start && b->end <= a->end;
}

static int check_pair(vctx *v, const block *a, const block *b)
{
    if (!overlap(a, b))
        return 0;
    if (a->clause == b->clause)
        return verr(v, KMOD_NONE, "exception clause %u: try and handler overlap", a->clause);
    if (a->kind == BLK_TRY && b->kind == BLK_TRY && a->start == b->start && a->end == b->end)
        return 0;   /* several catch clauses of one try */
    if ((contains(a, b) || contains(b, a)) && !(a->start == b->start && a->end == b->end)) {
        const block *inner = contains(a, b) ? b : a, *outer = contains(a, b) ? a : b;
        if (inner->clause > outer->clause)
            return verr(v, KMOD_NONE, "exception clauses %u and %u: inner clause listed after "
                        "the outer one", outer->clause, inner->clause);
        return 0;
    }
    return verr(v, KMOD_NONE, "exception clauses %u and %u badly nested (%u..%u overlaps %u..%u)",
                a->clause, b->clause, a->start, a->end, b->start, b->end);
}

static int regions(vctx *v)
{
    uint32_t n = v->f->eh_count;
    if (n > MAX_CLAUSES)
        return verr(v, KMOD_NONE, "%u exception clauses (limit %u)", n, MAX_CLAUSES);
    if (!(v->blk = kmod_mem_alloc(sizeof *v->blk * (2 * n + 1))))
        return verr(v, KMOD_NONE, "out of memory");
    for (uint32_t k = 0; k < n; k++) {
        const kmod_eh *e = &v->m->ehs.v[v->f->eh_first + k];
        v->blk[2 * k] = (block){e->try_off, e->try_off + e->try_len, BLK_TRY, k};
        v->blk[2 * k + 1] = (block){e->handler_off, e->handler_off + e->handler_len,
                                    kmod_eh_takes_type(e) ? BLK_CATCH : BLK_FINALLY, k};
    }
    v->nblk = 2 * n;
    for (uint32_t i = 0; i < v->nblk; i++) {
        if (!boundary_ok(v, v->blk[i].start) || !boundary_ok(v, v->blk[i].end))
            return verr(v, KMOD_NONE, "exception clause %u: %s range %u..%u not on instruction "
                        "boundaries", v->blk[i].clause, v->blk[i].kind == BLK_TRY ? "try" : "handler",
                        v->blk[i].start, v->blk[i].end);
        for (uint32_t j = 0; j < i; j++)
            if (check_pair(v, &v->blk[j], &v->blk[i]))
                return -1;
    }
    for (uint32_t i = 0; i < v->nblk; i++) {
        v->starts[v->blk[i].start] |= MARK_EDGE | (v->blk[i].kind == BLK_TRY ? MARK_TRY : 0);
        v->starts[v->blk[i].end] |= MARK_EDGE;
    }
    return 0;
}

static int in_blk(const block *b, uint32_t off)
{
    return off >= b->start && off < b->end;
}

/* Moving control from src to dst: entering only at a try's first byte;
 * leaving only when leave is set, and then only try or catch blocks, and at
 * least the innermost one. */
enum { XFER_BRANCH, XFER_LEAVE, XFER_FALL };

static int check_transfer(vctx *v, uint32_t src, uint32_t dst, int mode)
{
    uint32_t at = src;
    int leave = mode == XFER_LEAVE;
    int exited = 0;
    uint32_t innermost = KMOD_NONE;
    for (uint32_t i = 0; i < v->nblk; i++) {
        const block *b = &v->blk[i];
        int s = in_blk(b, src), d = in_blk(b, dst);
        if (s && (innermost == KMOD_NONE || contains(&v->blk[innermost], b)))
            innermost = i;
        if (!s && d && !(b->kind == BLK_TRY && dst == b->start))
            return verr(v, at, "%s IL_%04x enters %s block", mode == XFER_FALL ? "falls through to"
                        : "jump to", dst, b->kind == BLK_TRY ? "the middle of a try" : "a handler");
        if (s && !d) {
            if (!leave)
                return verr(v, at, "%s IL_%04x leaves a %s block without leave",
                            mode == XFER_FALL ? "falls through to" : "jump to", dst,
                            b->kind == BLK_TRY ? "try" : "handler");
            if (b->kind == BLK_FINALLY)
                return verr(v, at, "leave from a finally handler");
            exited = 1;
        }
    }
    if (leave && innermost != KMOD_NONE && in_blk(&v->blk[innermost], dst))
        return verr(v, at, "leave target IL_%04x is inside the region it exits", dst);
    if (leave && !exited)
        return verr(v, at, "leave outside any try or catch block");
    return 0;
}

/* True if the innermost handler (catch or finally) containing off has kind. */
static int in_handler(const vctx *v, uint32_t off, int kind)
{
    const block *inner = NULL;
    for (uint32_t i = 0; i < v->nblk; i++)
        if (v->blk[i].kind != BLK_TRY && in_blk(&v->blk[i], off) &&
            (!inner || contains(inner, &v->blk[i])))
            inner = &v->blk[i];
    return inner && inner->kind == kind;
}

static int in_any_block(const vctx *v, uint32_t off)
{
    for (uint32_t i = 0; i < v->nblk; i++)
        if (in_blk(&v->blk[i], off))
            return 1;
    return 0;
}

/* ------------------------------------------------------------ pass 3: branches */

/* Target of the k-th branch offset of the instruction at off (size bytes). */
static int64_t target(const vctx *v, uint32_t off, int size, uint32_t k)
{
    const uint8_t *p = v->code + off + 1;
    int32_t rel = il_opinfo_table[v->code[off]].operand == IL_OPND_SWITCH
                      ? il_read_i32(p + 4 + 4 * k) : il_read_i32(p);
    return (int64_t)off + size + rel;
}

static uint32_t ntargets(const vctx *v, uint32_t off)
{
    il_operand o = il_opinfo_table[v->code[off]].operand;
    return o == IL_OPND_SWITCH ? il_read_u32(v->code + off + 1) : o == IL_OPND_BR ? 1 : 0;
}

static int add_join(vctx *v, uint32_t off)
{
    if (v->join[off] < 0)
        v->join[off] = (int32_t)v->njoin++;
    return 0;
}

static int branches(vctx *v)
{
    add_join(v, 0);
    for (uint32_t i = 0; i < v->nblk; i++)
        if (v->blk[i].kind != BLK_TRY)
            add_join(v, v->blk[i].start);
    for (uint32_t off = 0; off < v->len; off++) {
        if (!(v->starts[off] & MARK_START))
            continue;
        int size = il_instr_size(v->code + off, v->len - off);
        uint32_t n = ntargets(v, off);
        for (uint32_t k = 0; k < n; k++) {
            int64_t t = target(v, off, size, k);
            if (t < 0 || t >= v->len)
                return verr(v, off, "branch target %lld outside the method (%u bytes)",
                            (long long)t, v->len);
            if (!(v->starts[t] & MARK_START))
                return verr(v, off, "branch target %lld not on an instruction boundary",
                            (long long)t);
            if (check_transfer(v, off, (uint32_t)t,
                               rule_of((il_opcode)v->code[off]).leave ? XFER_LEAVE : XFER_BRANCH))
                return -1;
            add_join(v, (uint32_t)t);
            if (t <= off)
                v->starts[t] |= MARK_LOOP;
        }
    }
    return 0;
}

/* ------------------------------------------------------------ pass 4: types */

static kmod_vtype st_vt(kmod_stype t) { return (kmod_vtype){(uint8_t)t, 0, 0, 0}; }

/* Publishing: a new body slot of type st on the slot at stack position
 * depth - 1; its index, or KMOD_NONE when out of memory. */
static uint32_t new_slot(vctx *v, uint32_t depth, uint8_t st)
{
    kmod_body *b = v->body;
    if (b->nslots == v->capslots) {
        uint32_t cap = v->capslots ? 2 * v->capslots : 64;
        kmod_bslot *ns = cap > v->capslots ? kmod_mem_realloc(b->slots, sizeof *ns * cap) : NULL;
        if (!ns)
            return KMOD_NONE;
        b->slots = ns;
        v->capslots = cap;
    }
    b->slots[b->nslots] = (kmod_bslot){depth ? v->slot_at[depth - 1] : KMOD_NONE, st};
    return b->nslots++;
}

static int push(vctx *v, uint32_t off, kmod_vtype t)
{
    if (v->depth >= v->cap)
        return verr(v, off, "stack overflow: max_stack %u exceeded", v->f->max_stack);
    if (v->rec && (v->slot_at[v->depth] = new_slot(v, v->depth, t.st)) == KMOD_NONE)
        return verr(v, off, "out of memory");
    v->stack[v->depth++] = t;
    return 0;
}

static int push_st(vctx *v, uint32_t off, kmod_stype t) { return push(v, off, st_vt(t)); }

/* Pop one slot; *out gets its type. */
static int pop(vctx *v, uint32_t off, il_opcode op, kmod_vtype *out)
{
    *out = st_vt(KMOD_ST_NONE);
    if (!v->depth) {
        return verr(v, off, "stack underflow in %s", MN(op));
    }
    *out = v->stack[--v->depth];
    return 0;
}

/* Pop one slot that must have stack type want. */
static int pop_want(vctx *v, uint32_t off, il_opcode op, kmod_stype want, const char *what)
{
    kmod_vtype t;
    if (pop(v, off, op, &t))
        return -1;
    if (t.st != want) {
        return verr(v, off, "%s: %s is %s, expected %s", MN(op), what, st_name(t.st), st_name(want));
    }
    return 0;
}

static int type_fail(vctx *v, uint32_t off, il_opcode op, kmod_stype a, kmod_stype b)
{
    if (b == KMOD_ST_NONE)
        return verr(v, off, "%s on %s", MN(op), st_name(a));
    return verr(v, off, "%s on %s and %s", MN(op), st_name(a), st_name(b));
}

/* Typed verification: what (a value, this, an argument...) of type have
 * must be assignable to want. */
/* `have` must be assignable to `want`; WHAT names the operand in the
 * message, followed by INDEX when INDEX >= 0 ("argument 2"): the name is
 * formatted only on failure, since this runs for every operand of every
 * call in every body at load. */
static int want_type_at(vctx *v, uint32_t off, il_opcode op, kmod_vtype have, kmod_vtype want,
                        const char *what, int index)
{
    char name[40];
    if (!v->u) {   /* untyped: a struct value must be of the struct its token names */
        if (have.st != KMOD_ST_VALUE || want.st != KMOD_ST_VALUE || have.cls == want.cls)
            return 0;
        snprintf(name, sizeof name, index < 0 ? "%s" : "%s %d", what, index);
        return verr(v, off, "%s: %s is the struct of token 0x%08x, expected the struct of token "
                    "0x%08x", MN(op), name, have.cls, want.cls);
    }
    int r = kmod_vt_assignable(v->u, have, want);
    if (r < 0)
        return verr(v, off, "%s", v->u->err);
    if (r)
        return 0;
    char h[128], w[128];
    kmod_vt_name(v->u, have, h, sizeof h);
    kmod_vt_name(v->u, want, w, sizeof w);
    snprintf(name, sizeof name, index < 0 ? "%s" : "%s %d", what, index);
    return verr(v, off, "%s: %s is %s, expected %s", MN(op), name, h, w);
}

static int want_type(vctx *v, uint32_t off, il_opcode op, kmod_vtype have, kmod_vtype want,
                     const char *what)
{
    return want_type_at(v, off, op, have, want, what, -1);
}

/* Typed verification failed on a location type; names both types. */
static int loc_fail(vctx *v, uint32_t off, il_opcode op, const char *what, kmod_vtype have,
                    const char *want_what, kmod_vtype want)
{
    char h[128], w[128];
    kmod_vt_name(v->u, have, h, sizeof h);
    kmod_vt_name(v->u, want, w, sizeof w);
    return verr(v, off, "%s: %s is %s, %s %s", MN(op), what, h, want_what, w);
}

/* F_ARITH and F_SHIFT. */
static int binary(vctx *v, uint32_t off, il_opcode op, const op_rule *r)
{
    kmod_vtype vb, va;
    if (pop(v, off, op, &vb) || pop(v, off, op, &va))
        return -1;
    kmod_stype a = va.st, b = vb.st;
    int ok = r->family == F_SHIFT ? (M(a) & r->mask) && b == KMOD_ST_I4
                                  : a == b && (M(a) & r->mask);
    if (!ok)
        return type_fail(v, off, op, a, b);
    return push_st(v, off, r->family == F_SHIFT || r->result == ST_SAME ? a
                                                                        : (kmod_stype)r->result);
}

static int unary(vctx *v, uint32_t off, il_opcode op, const op_rule *r)
{
    kmod_vtype a;
    if (pop(v, off, op, &a))
        return -1;
    if (!(M(a.st) & r->mask))
        return type_fail(v, off, op, a.st, KMOD_ST_NONE);
    return push_st(v, off, r->result == ST_SAME ? a.st : (kmod_stype)r->result);
}

static int test(vctx *v, uint32_t off, il_opcode op, const op_rule *r)
{
    kmod_vtype a;
    if (pop(v, off, op, &a))
        return -1;
    if (!(M(a.st) & r->mask))
        return type_fail(v, off, op, a.st, KMOD_ST_NONE);
    if (op == IL_THROW && v->u && v->u->exception != VT_NOCLASS)
        return want_type(v, off, op, a, kmod_vt_class(v->u->exception), "object");
    return 0;
}

static kmod_vtype byref_to(kmod_vtype t)
{
    t.st = KMOD_ST_BYREF;
    return t;
}

static int var_op(vctx *v, uint32_t off, il_opcode op, const op_rule *r, uint32_t idx)
{
    kmod_vtype t = (r->var_arg ? v->args : v->locals)[idx], x = st_vt(KMOD_ST_NONE);
    switch (r->mode) {
    case VM_LOAD: return push(v, off, t);
    case VM_STORE:
        if (v->depth)
            x = v->stack[v->depth - 1];
        return pop_want(v, off, op, t.st, "value") || want_type(v, off, op, x, t, "value");
    default: return push(v, off, byref_to(t));
    }
}

/* What a field operand names: its type, and (typed) the class whose
 * objects hold it, the class declaring it and its flags; static is -1 when
 * unknown (a FIELDREF, untyped). */
typedef struct fieldinfo {
    kmod_vtype type;
    uint32_t owner, decl, flags;
    int is_static, literal;
} fieldinfo;

static int field_info(vctx *v, uint32_t tok, fieldinfo *fi)
{
    const kmod *m = v->m;
    uint32_t row = KMOD_TOKEN_ROW(tok), sigrow, len, fmod = v->mi, frow = row;
    fi->is_static = -1;
    fi->literal = 0;
    fi->owner = fi->decl = VT_NOCLASS;
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_FIELD) {
        sigrow = m->fields.v[row].sig;
        fi->is_static = !!(m->fields.v[row].flags & KMOD_FIELD_STATIC);
        fi->literal = !!(m->fields.v[row].flags & KMOD_FIELD_LITERAL);
        if (v->u)
            fi->owner = v->u->first[v->mi] + m->fields.v[row].owner;
    } else {
        sigrow = m->fieldrefs.v[row].sig;
        if (v->u && ((fi->owner = kmod_vt_class_of_token(v->u, v->mi, m->fieldrefs.v[row].parent)) ==
                         VT_NOCLASS || kmod_vt_field_of_ref(v->u, v->mi, row, &fmod, &frow)))
            return -1;
    }
    if (v->u) {   /* the field the loader binds decides static, literal and access */
        const kmod_field *f = &v->u->mods[fmod]->fields.v[frow];
        fi->is_static = !!(f->flags & KMOD_FIELD_STATIC);
        fi->literal = !!(f->flags & KMOD_FIELD_LITERAL);
        fi->flags = f->flags;
        fi->decl = v->u->first[fmod] + f->owner;
    }
    const uint8_t *s = kmod_sig(m, sigrow, &len);
    return sig_vt(v, s, len, 0, &fi->type);
}

/* Typed: the calling method's class may use a member of class decl. */
static int check_access(vctx *v, uint32_t off, il_opcode op, uint32_t decl, uint32_t flags,
                        const char *what)
{
    int r = kmod_vt_accessible(v->u, v->u->first[v->mi] + v->f->owner, decl, flags);
    if (r < 0)
        return verr(v, off, "%s", v->u->err);
    if (r)
        return 0;
    char cls[128];
    kmod_vt_name(v->u, kmod_vt_class(decl), cls, sizeof cls);
    return verr(v, off, "%s: %s of %s is not accessible here", MN(op), what, cls);
}

/* What an instance field opcode takes the field from: an object of its
 * class, or for a field of a value type a byref to the value (ldfld also
 * the value itself); typed, exactly of the owner's type. */
static int field_holder(vctx *v, uint32_t off, il_opcode op, kmod_vtype obj, uint32_t owner)
{
    if (obj.st != KMOD_ST_REF && obj.st != KMOD_ST_BYREF &&
        !(obj.st == KMOD_ST_VALUE && op == IL_LDFLD))
        return verr(v, off, "%s: object is %s, expected ref or byref%s", MN(op), st_name(obj.st),
                    op == IL_LDFLD ? " or value" : "");
    if (!v->u)
        return 0;
    if (!kmod_vt_is_value_class(v->u, owner)) {
        if (obj.st != KMOD_ST_REF)
            return verr(v, off, "%s: a field of a class through a %s", MN(op), st_name(obj.st));
        return want_type(v, off, op, obj, kmod_vt_class(owner), "object");
    }
    kmod_vtype want = kmod_vt_value_of_class(v->u, owner);
    if (obj.st == KMOD_ST_REF)
        return verr(v, off, "%s: a field of a value type through an object reference (unbox it)",
                    MN(op));
    if (obj.st == KMOD_ST_BYREF)
        want.st = KMOD_ST_BYREF;
    return want_type(v, off, op, obj, want, "object");
}

static int field_op(vctx *v, uint32_t off, il_opcode op, const op_rule *r, uint32_t tok)
{
    fieldinfo fi;
    kmod_vtype val, obj;
    if (field_info(v, tok, &fi))
        return verr(v, off, "%s", v->u->err);
    if (fi.literal)
        return verr(v, off, "%s of a literal (const) field", MN(op));
    if (fi.is_static >= 0 && fi.is_static != r->var_arg)
        return verr(v, off, "%s of %s field", MN(op), fi.is_static ? "a static" : "an instance");
    if (v->u && check_access(v, off, op, fi.decl, fi.flags, "a field"))
        return -1;
    if (r->mode == VM_STORE) {
        val = v->depth ? v->stack[v->depth - 1] : st_vt(KMOD_ST_NONE);
        if (pop_want(v, off, op, fi.type.st, "value") || want_type(v, off, op, val, fi.type, "value"))
            return -1;
    }
    if (!r->var_arg && (pop(v, off, op, &obj) || field_holder(v, off, op, obj, fi.owner)))
        return -1;
    if (r->mode == VM_STORE)
        return 0;
    return push(v, off, r->mode == VM_ADDR ? byref_to(fi.type) : fi.type);
}

/* The owner class of a METHOD/METHODREF token (typed verification). */
static uint32_t method_owner(vctx *v, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHOD)
        return v->u->first[v->mi] + v->m->methods.v[row].owner;
    return kmod_vt_class_of_token(v->u, v->mi, v->m->methodrefs.v[row].parent);
}

/* The method a METHOD/METHODREF token binds to: its module and row. */
static int method_target(vctx *v, uint32_t off, uint32_t tok, uint32_t *mod, uint32_t *row)
{
    *mod = v->mi;
    *row = KMOD_TOKEN_ROW(tok);
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHODREF &&
        kmod_vt_method_of_ref(v->u, v->mi, *row, mod, row))
        return verr(v, off, "%s", v->u->err);
    return 0;
}

/* Typed: access to the method bound by tok, and a non-virtual call of it
 * needs a body. */
static int check_method_use(vctx *v, uint32_t off, il_opcode op, const op_rule *r, uint32_t tok)
{
    uint32_t mod, row;
    if (method_target(v, off, tok, &mod, &row))
        return -1;
    const kmod_method *t = &v->u->mods[mod]->methods.v[row];
    if (r->mode == CK_CALL && (t->flags & KMOD_METH_ABSTRACT))
        return verr(v, off, "call of an abstract method (use callvirt)");
    return check_access(v, off, op, v->u->first[mod] + t->owner, t->flags, "a method");
}

/* Typed: a thread entry method void M() or void M(object), given to
 * Thread(object target, long method) as `target; ldftn M; newobj`: the
 * handle is a method's, its target an object of M's class. */
static int check_thread_start(vctx *v, uint32_t off, il_opcode op, uint32_t base)
{
    if (op != IL_NEWOBJ || v->prev == KMOD_NONE || v->code[v->prev] != IL_LDFTN)
        return verr(v, off, "%s of System.Threading.Thread(object, long) without ldftn right "
                    "before it", op == IL_NEWOBJ ? "newobj" : "call");
    uint32_t ftok = il_read_u32(v->code + v->prev + 1), mod, row, len;
    if (method_target(v, v->prev, ftok, &mod, &row))
        return -1;
    const kmod *mm = v->u->mods[mod];
    const uint8_t *s = kmod_sig(mm, mm->methods.v[row].sig, &len);
    uint32_t n = il_read_u16(s + 1);
    kmod_vtype p = st_vt(KMOD_ST_NONE);
    if (n == 1 && kmod_vt_of_sig(v->u, mod, s, len, kmod_sig_skip(s, len, 3), &p))
        return verr(v, off, "%s", v->u->err);
    int obj = p.st == KMOD_ST_REF && p.elem == KMOD_T_CLASS && !p.rank && p.cls == v->u->object;
    if (s[3] != KMOD_T_VOID || n > 1 || (n == 1 && !obj))
        return verr(v, v->prev, "ldftn: a thread entry point must be void M() or void M(object)");
    if (s[0] != KMOD_SIG_METHOD_THIS)
        return 0;
    uint32_t owner = method_owner(v, ftok);
    if (owner == VT_NOCLASS)
        return verr(v, off, "%s", v->u->err);
    return want_type(v, off, op, v->stack[base], kmod_vt_class(owner), "thread target");
}

/* Typed: a use of Thread(object, long)? */
static int is_thread_handle_ctor(vctx *v, uint32_t tok, const msig *ms)
{
    if (v->u->thread == VT_NOCLASS || ms->n != 2 || method_owner(v, tok) != v->u->thread)
        return 0;
    uint32_t row = KMOD_TOKEN_ROW(tok);
    uint32_t name = KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHOD ? v->m->methods.v[row].name
                                                            : v->m->methodrefs.v[row].name;
    return kmod_string_eq(v->m, name, ".ctor") &&
           kmod_sig_stype(v->m, ms->s, ms->len, kmod_sig_skip(ms->s, ms->len, ms->first)) ==
               KMOD_ST_I8;
}

/* Typed: newobj needs a concrete class. */
static int newobj_class(vctx *v, uint32_t off, uint32_t cls)
{
    const kmod_vclass *c = &v->u->cls[cls];
    if (v->u->mods[c->mod]->typedefs.v[c->row].flags & KMOD_TYPE_ABSTRACT) {
        char name[128];
        kmod_vt_name(v->u, kmod_vt_class(cls), name, sizeof name);
        return verr(v, off, "newobj of abstract class %s", name);
    }
    return 0;
}

/* `this` of an instance call (popped): a reference to the method's class,
 * or for a value type's method (call only) a byref to the value. */
static int call_this(vctx *v, uint32_t off, il_opcode op, const op_rule *r, uint32_t owner)
{
    kmod_vtype self;
    if (pop(v, off, op, &self))
        return -1;
    int value = v->u && kmod_vt_is_value_class(v->u, owner);
    if (value && r->mode == CK_VIRT)
        return verr(v, off, "callvirt of a value type's method (call it with the value's address)");
    if (self.st != KMOD_ST_REF && !(self.st == KMOD_ST_BYREF && r->mode == CK_CALL))
        return verr(v, off, "%s: this is %s, expected %s", MN(op), st_name(self.st),
                    r->mode == CK_CALL ? "ref or byref" : "ref");
    if (!v->u)
        return 0;
    if (!value)
        return want_type(v, off, op, self, kmod_vt_class(owner), "this");
    kmod_vtype want = kmod_vt_value_of_class(v->u, owner);
    want.st = KMOD_ST_BYREF;
    return want_type(v, off, op, self, want, "this");
}

/* The arguments of a call: stack types always, declared types when typed. */
static int call_args(vctx *v, uint32_t off, il_opcode op, const msig *ms, uint32_t base)
{
    uint32_t pos = ms->first;
    for (uint32_t i = 0; i < ms->n; i++) {
        kmod_vtype want, have = v->stack[base + i];
        if (sig_vt(v, ms->s, ms->len, pos, &want))
            return verr(v, off, "%s", v->u->err);
        if (have.st != want.st)
            return verr(v, off, "%s: argument %u is %s, expected %s", MN(op), i, st_name(have.st),
                        st_name(want.st));
        if (want_type_at(v, off, op, have, want, "argument", (int)i))
            return -1;
        pos = kmod_sig_skip(ms->s, ms->len, pos);
    }
    return 0;
}

static int call_op(vctx *v, uint32_t off, il_opcode op, const op_rule *r, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok), sigrow, name;
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHOD) {
        sigrow = v->m->methods.v[row].sig;
        name = v->m->methods.v[row].name;
    } else {
        sigrow = v->m->methodrefs.v[row].sig;
        name = v->m->methodrefs.v[row].name;
    }
    msig ms;
    open_msig(v->m, sigrow, &ms);
    if (r->mode == CK_FTN) {
        uint32_t mod, mrow;
        if (v->u && (method_target(v, off, tok, &mod, &mrow) ||
                     check_access(v, off, op, v->u->first[mod] + v->u->mods[mod]->methods.v[mrow].owner,
                                  v->u->mods[mod]->methods.v[mrow].flags, "a method")))
            return -1;
        return push_st(v, off, KMOD_ST_I8);
    }
    if ((r->mode == CK_VIRT || r->mode == CK_NEWOBJ) && !ms.has_this)
        return verr(v, off, "%s of a static method", MN(op));
    if (r->mode == CK_NEWOBJ && !kmod_string_eq(v->m, name, ".ctor"))
        return verr(v, off, "newobj of a method that is not a constructor");
    if (r->mode == CK_CALL && KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHOD &&
        (v->m->methods.v[row].flags & KMOD_METH_ABSTRACT))
        return verr(v, off, "call of an abstract method (use callvirt)");
    uint32_t need = ms.n + (uint32_t)(ms.has_this && r->mode != CK_NEWOBJ);
    if (v->depth < need)
        return verr(v, off, "stack underflow in %s (needs %u arguments)", MN(op), need);
    uint32_t base = v->depth - ms.n;
    if (call_args(v, off, op, &ms, base))
        return -1;
    if (v->u && is_thread_handle_ctor(v, tok, &ms)) {   /* internal: only through ldftn */
        if (check_thread_start(v, off, op, base))
            return -1;
    } else if (v->u && check_method_use(v, off, op, r, tok)) {
        return -1;
    }
    v->depth = base;
    uint32_t owner = VT_NOCLASS;
    if (v->u && ms.has_this && (owner = method_owner(v, tok)) == VT_NOCLASS)
        return verr(v, off, "%s", v->u->err);
    if (r->mode == CK_NEWOBJ) {   /* the object is of the class declaring the ctor bound */
        uint32_t mod, mrow;
        if (v->u && method_target(v, off, tok, &mod, &mrow))
            return -1;
        if (v->u)
            owner = v->u->first[mod] + v->u->mods[mod]->methods.v[mrow].owner;
        if (v->u && newobj_class(v, off, owner))
            return -1;
        if (v->u && kmod_vt_is_value_class(v->u, owner))
            return verr(v, off, "newobj of a value type (initialize it through its address: "
                        "ldloca; call .ctor)");
        return push(v, off, v->u ? kmod_vt_class(owner) : st_vt(KMOD_ST_REF));
    }
    if (ms.has_this && call_this(v, off, op, r, owner))
        return -1;
    if (ms.ret == KMOD_ST_NONE)
        return 0;
    kmod_vtype ret;
    if (sig_vt(v, ms.s, ms.len, 3, &ret))
        return verr(v, off, "%s", v->u->err);
    return push(v, off, ret);
}

/* Stack type of the SIG token operand. */
static kmod_stype sig_operand(const vctx *v, uint32_t tok)
{
    uint32_t len;
    const uint8_t *s = kmod_sig(v->m, KMOD_TOKEN_ROW(tok), &len);
    return kmod_sig_stype(v->m, s, len, 0);
}

/* Typed: an array operand (or null) of ldlen/ldelem/stelem/ldelema. */
static int want_array(vctx *v, uint32_t off, il_opcode op, kmod_vtype a)
{
    if (a.rank || a.elem == VT_NULL)
        return 0;
    char h[128];
    kmod_vt_name(v->u, a, h, sizeof h);
    return verr(v, off, "%s: array is %s, not an array", MN(op), h);
}

/* Typed: the element type of array a agrees with the type operand t of an
 * element access (ECMA-335 array-element-compatible): the same location type
 * for values; for references ldelem reads the element as t, stelem stores a
 * t into the element (its exact type checked at run time), ldelema takes the
 * element's address (its exact type checked at run time). */
static int elem_agrees(vctx *v, uint32_t off, il_opcode op, kmod_vtype a, kmod_vtype t)
{
    if (a.elem == VT_NULL)
        return 0;
    kmod_vtype e = kmod_vt_elem(a);
    if (t.st != KMOD_ST_REF || e.st != KMOD_ST_REF) {
        if (t.st == e.st && kmod_vt_same_location(e, t))
            return 0;
        return loc_fail(v, off, op, "element type", e, "operand", t);
    }
    if (op == IL_LDELEMA)
        return 0;
    return op == IL_LDELEM ? want_type(v, off, op, e, t, "element type")
                           : want_type(v, off, op, t, e, "operand type");
}

/* Typed: the pointee of an address agrees with the type operand t of
 * ldind/stind: the same location type for values; a reference location is
 * read as t, or written with a t. */
static int pointee_agrees(vctx *v, uint32_t off, il_opcode op, kmod_vtype p, kmod_vtype t)
{
    int p_ref = p.rank || p.elem == KMOD_T_CLASS;
    if (t.st != KMOD_ST_REF || !p_ref) {
        if (t.st != KMOD_ST_REF && !p_ref && kmod_vt_same_location(p, t))
            return 0;
        return loc_fail(v, off, op, "address", p, "operand", t);
    }
    kmod_vtype pr = p;
    pr.st = KMOD_ST_REF;
    return op == IL_LDIND ? want_type(v, off, op, pr, t, "pointee")
                          : want_type(v, off, op, t, pr, "operand type");
}

/* A box of value type t is of its class, so it may go to the interfaces
 * that class implements: a struct's class, an enum's, a primitive's corelib
 * class (System.Int32); object when the universe lacks it. */
static kmod_vtype box_type(const kmod_universe *u, kmod_vtype t)
{
    if (t.rank || t.st == KMOD_ST_REF || t.st == KMOD_ST_BYREF)
        return kmod_vt_class(u->object);
    if (t.st == KMOD_ST_VALUE && t.elem == KMOD_T_VALUETYPE)
        return kmod_vt_class(t.cls < u->ncls ? t.cls : u->object);
    if (t.cls && t.cls - 1 < u->ncls)   /* an enum: cls is its class + 1 */
        return kmod_vt_class(t.cls - 1);
    if (t.elem <= KMOD_T_R8 && u->prim[t.elem] != VT_NOCLASS)
        return kmod_vt_class(u->prim[t.elem]);
    return kmod_vt_class(u->object);
}

/* Typed refinement of an F_SIMPLE opcode: in[0..n) were its operands
 * (bottom first), the structural rule already popped and pushed. */
static int simple_typed(vctx *v, uint32_t off, il_opcode op, uint32_t tok, const kmod_vtype *in)
{
    kmod_vtype t = {0}, *top = v->stack + v->depth - 1;
    if (il_opinfo_table[op].operand == IL_OPND_TOK && KMOD_TOKEN_TAB(tok) == KMOD_TAB_SIG &&
        sigrow_vt(v, KMOD_TOKEN_ROW(tok), &t))
        return verr(v, off, "%s", v->u->err);
    switch (op) {
    case IL_LDNULL: *top = (kmod_vtype){KMOD_ST_REF, VT_NULL, 0, 0}; return 0;
    case IL_LDSTR:
        if (v->u->string == VT_NOCLASS)
            return verr(v, off, "type System.String not found");
        *top = kmod_vt_class(v->u->string);
        return 0;
    case IL_NEWARR: *top = kmod_vt_array_of(t); return 0;
    case IL_LDLEN: return want_array(v, off, op, in[0]);
    case IL_LDELEM:
        *top = t;
        return want_array(v, off, op, in[0]) || elem_agrees(v, off, op, in[0], t);
    case IL_STELEM:
        return want_array(v, off, op, in[0]) || want_type(v, off, op, in[2], t, "value") ||
               elem_agrees(v, off, op, in[0], t);
    case IL_LDELEMA:
        *top = byref_to(t);
        return want_array(v, off, op, in[0]) || elem_agrees(v, off, op, in[0], t);
    case IL_LDIND:
        *top = t;
        return pointee_agrees(v, off, op, in[0], t);
    case IL_STIND:
        return want_type(v, off, op, in[1], t, "value") || pointee_agrees(v, off, op, in[0], t);
    case IL_CASTCLASS: case IL_ISINST:   /* a value type: a box of it, an object */
        *top = t.st == KMOD_ST_REF ? t : kmod_vt_class(v->u->object);
        return 0;
    case IL_INITOBJ: return pointee_agrees(v, off, op, in[0], t);
    case IL_BOX:
        *top = box_type(v->u, t);
        return want_type(v, off, op, in[0], t, "value");
    case IL_UNBOX: *top = byref_to(t); return 0;
    case IL_UNBOX_ANY: *top = t; return 0;
    default: return 0;
    }
}

/* F_SIMPLE: fixed pops and push, ST_ELEM resolved from the SIG operand. */
static int simple(vctx *v, uint32_t off, il_opcode op, const op_rule *r, uint32_t tok)
{
    kmod_vtype in[3] = {{0}, {0}, {0}};
    for (uint32_t i = 0; i < r->npop && i < v->depth; i++)
        in[r->npop - 1 - i] = v->stack[v->depth - 1 - i];
    kmod_vtype ev = st_vt(KMOD_ST_NONE);   /* the SIG operand's type (untyped: stack type) */
    if ((r->tok == TK_VALUE_SIG || r->tok == TK_BOX_SIG) && !v->u)
        sigrow_vt(v, KMOD_TOKEN_ROW(tok), &ev);
    kmod_stype elem = r->tok == TK_VALUE_SIG || r->tok == TK_BOX_SIG ? sig_operand(v, tok)
                                                                     : KMOD_ST_NONE;
    for (int i = r->npop - 1; i >= 0; i--) {
        kmod_stype want = r->pops[i] == ST_ELEM ? elem : (kmod_stype)r->pops[i];
        const char *name = r->pops[i] == ST_ELEM ? "value" : i == 0 ? r->what : "index";
        if (want == ST_NINT)
            want = v->depth && v->stack[v->depth - 1].st == KMOD_ST_I8 ? KMOD_ST_I8 : KMOD_ST_I4;
        kmod_vtype have = v->depth ? v->stack[v->depth - 1] : st_vt(KMOD_ST_NONE);
        if (pop_want(v, off, op, want, name) ||
            (r->pops[i] == ST_ELEM && !v->u && want_type(v, off, op, have, ev, name)))
            return -1;
    }
    if (r->result != KMOD_ST_NONE &&
        (r->result == ST_ELEM ? (v->u ? push_st(v, off, elem) : push(v, off, ev))
                              : push_st(v, off, (kmod_stype)r->result)))
        return -1;
    return v->u ? simple_typed(v, off, op, tok, in) : 0;
}

static int ret_op(vctx *v, uint32_t off)
{
    if (in_any_block(v, off))
        return verr(v, off, "ret inside a try or handler block (use leave)");
    uint32_t want = v->ret.st == KMOD_ST_NONE ? 0 : 1;
    if (v->depth != want)
        return verr(v, off, "ret with %u stack slots, expected %u", v->depth, want);
    if (!want)
        return 0;
    if (v->stack[0].st != v->ret.st)
        return verr(v, off, "ret of %s from a method returning %s", st_name(v->stack[0].st),
                    st_name(v->ret.st));
    if (!v->u && want_type(v, off, IL_RET, v->stack[0], v->ret, "value"))
        return -1;
    if (v->u && kmod_vt_assignable(v->u, v->stack[0], v->ret) <= 0) {
        char h[128], w[128];
        kmod_vt_name(v->u, v->stack[0], h, sizeof h);
        kmod_vt_name(v->u, v->ret, w, sizeof w);
        return verr(v, off, "ret of %s from a method returning %s", h, w);
    }
    return 0;
}

/* SETFILTER k: k is a filter clause of this method, entered after this
 * instruction (not inside its try); pops the filter, an object. */
static int setfilter_op(vctx *v, uint32_t off, uint32_t k)
{
    kmod_vtype a;
    if (k >= v->f->eh_count || v->m->ehs.v[v->f->eh_first + k].kind != KMOD_EH_FILTER)
        return verr(v, off, "setfilter: clause %u is not a filter clause of the method", k);
    if (kmod_eh_covers_try(&v->m->ehs.v[v->f->eh_first + k], off))
        return verr(v, off, "setfilter: inside the try of clause %u it sets the filter of", k);
    if (pop(v, off, IL_SETFILTER, &a))
        return -1;
    return a.st == KMOD_ST_REF ? 0 : verr(v, off, "setfilter of a %s, not an object", st_name(a.st));
}

/* Type effect of the instruction at off on v->stack, by its rule family. */
static int apply_op(vctx *v, uint32_t off, const op_rule *r)
{
    il_opcode op = (il_opcode)v->code[off];
    const uint8_t *p = v->code + off + 1;
    il_operand kind = il_opinfo_table[op].operand;
    uint32_t tok = kind == IL_OPND_TOK ? il_read_u32(p) : 0;
    uint32_t idx = kind == IL_OPND_VAR ? il_read_u16(p) : 0;
    kmod_vtype a;
    switch (r->family) {
    case F_NONE: return 0;
    case F_SIMPLE: return simple(v, off, op, r, tok);
    case F_ARITH: case F_SHIFT: return binary(v, off, op, r);
    case F_UNARY: return unary(v, off, op, r);
    case F_TEST: return test(v, off, op, r);
    case F_VAR: return var_op(v, off, op, r, idx);
    case F_DUP: return pop(v, off, op, &a) || push(v, off, a) || push(v, off, a);
    case F_POP: return pop(v, off, op, &a);
    case F_RET: return ret_op(v, off);
    case F_CALL: return call_op(v, off, op, r, tok);
    case F_FIELD: return field_op(v, off, op, r, tok);
    case F_SETFILTER: return setfilter_op(v, off, il_read_u32(p));
    case F_RETHROW:
        return in_handler(v, off, BLK_CATCH) ? 0
               : verr(v, off, "rethrow outside a catch handler (or inside a finally within it)");
    default:   /* F_ENDFINALLY */
        return in_handler(v, off, BLK_FINALLY) ? 0
               : verr(v, off, "endfinally outside a finally handler (or inside a catch within it)");
    }
}

static void enqueue(vctx *v, uint32_t off)
{
    jstate *j = &v->js[v->join[off]];
    if (!j->queued) {
        j->queued = 1;
        v->work[v->nwork++] = off;
    }
}

/* Merge the current stack into a recorded join state: the same depth and
 * stack types; typed, references merge to their closest common supertype
 * and a widened state is interpreted again. */
static int merge_into(vctx *v, uint32_t from, uint32_t off, jstate *j, uint32_t depth)
{
    if (j->depth != depth)
        return verr(v, from, "stack depth %u at IL_%04x does not match depth %u from an earlier "
                    "path", depth, off, j->depth);
    int changed = 0;
    for (uint32_t i = 0; i < depth; i++) {
        if (j->types[i].st != v->stack[i].st)
            return verr(v, from, "stack slot %u at IL_%04x is %s here but %s on an earlier path",
                        i, off, st_name(v->stack[i].st), st_name(j->types[i].st));
        if (!v->u && j->types[i].st == KMOD_ST_VALUE && j->types[i].cls != v->stack[i].cls)
            return verr(v, from, "stack slot %u at IL_%04x is a different struct here than on an "
                        "earlier path", i, off);
        if (!v->u)
            continue;
        int r = kmod_vt_merge(v->u, &j->types[i], v->stack[i]);
        if (r < 0)
            return verr(v, from, "stack slot %u at IL_%04x is %s", i, off, v->u->err);
        changed |= r;
    }
    if (changed)
        enqueue(v, off);
    return 0;
}

/* Merge the current stack into join point off (depth is the arriving depth). */
static int merge(vctx *v, uint32_t from, uint32_t off, uint32_t depth)
{
    jstate *j = &v->js[v->join[off]];
    if (j->set)
        return merge_into(v, from, off, j, depth);
    if (depth > v->budget)
        return verr(v, from, "verifier state too large");
    v->budget -= depth;
    if (depth && !(j->types = kmod_mem_alloc(sizeof *j->types * depth)))
        return verr(v, from, "out of memory");
    if (depth)
        memcpy(j->types, v->stack, sizeof *j->types * depth);
    j->depth = depth;
    j->top = v->rec && depth ? v->slot_at[depth - 1] : KMOD_NONE;
    j->set = 1;
    enqueue(v, off);
    return 0;
}

/* Publishing: the first run from join j over the instructions from index
 * k records their entry stacks (a later run, after a reference widened,
 * has the same stack types). */
static void start_recording(vctx *v, const jstate *j, uint32_t k)
{
    v->rec = v->body && !(v->body->insns[k].flags & KMOD_BI_REACHED);
    uint32_t s = j->top;
    for (uint32_t d = j->depth; v->rec && d-- > 0; s = v->body->slots[s].below)
        v->slot_at[d] = s;
}

/* Publishing: the entry stack of instruction k, reached now. */
static void record_entry(vctx *v, uint32_t k)
{
    kmod_binsn *in = &v->body->insns[k];
    in->flags |= KMOD_BI_REACHED;
    in->depth = (uint16_t)v->depth;
    in->top = v->depth ? v->slot_at[v->depth - 1] : KMOD_NONE;
}

/* Interpret straight-line code from join point start. */
static int run_from(vctx *v, uint32_t start)
{
    jstate *j = &v->js[v->join[start]];
    j->queued = 0;
    v->depth = j->depth;
    if (j->depth)
        memcpy(v->stack, j->types, sizeof *v->stack * j->depth);
    v->prev = KMOD_NONE;
    uint32_t k = v->body ? kmod_body_index(v->body, start) : 0;
    start_recording(v, j, k);
    for (uint32_t off = start;; v->prev = off, off = v->cur_next, k++) {
        if (v->depth && (v->starts[off] & MARK_TRY))
            return verr(v, off, "try block entered with %u values on the stack", v->depth);
        if (v->rec)
            record_entry(v, k);
        il_opcode op = (il_opcode)v->code[off];
        op_rule r = rule_of(op);
        int size = il_instr_size(v->code + off, v->len - off);
        if (apply_op(v, off, &r))
            return -1;
        uint32_t n = ntargets(v, off);
        for (uint32_t k = 0; k < n; k++)
            if (merge(v, off, (uint32_t)target(v, off, size, k), r.leave ? 0 : v->depth))
                return -1;
        if (r.ends)
            return 0;
        uint32_t next = off + (uint32_t)size;
        if (next >= v->len)
            return verr(v, off, "control falls off the end of the method");
        if ((v->starts[next] & MARK_EDGE) && check_transfer(v, off, next, XFER_FALL))
            return -1;
        if (v->join[next] >= 0)
            return merge(v, off, next, v->depth);
        v->cur_next = next;
    }
}

/* The type a catch handler starts with: its clause's catch type (typed). */
static int catch_type(vctx *v, uint32_t clause, kmod_vtype *out)
{
    *out = st_vt(KMOD_ST_REF);
    if (!v->u)
        return 0;
    uint32_t row = v->m->ehs.v[v->f->eh_first + clause].catch_sig;
    if (row >= v->m->sigs.n)
        return verr(v, KMOD_NONE, "exception clause %u: bad catch type", clause);
    return sigrow_vt(v, row, out) ? verr(v, KMOD_NONE, "%s", v->u->err) : 0;
}

static int typecheck(vctx *v)
{
    v->cap = v->f->max_stack;
    if (v->cap > MAX_STACK_LIMIT)
        return verr(v, KMOD_NONE, "max_stack %u exceeds the limit %u", v->cap, MAX_STACK_LIMIT);
    v->js = kmod_mem_calloc(v->njoin, sizeof *v->js);
    v->work = kmod_mem_alloc(sizeof *v->work * v->njoin);
    v->stack = kmod_mem_alloc(sizeof *v->stack * (v->cap + 1));
    v->slot_at = v->body ? kmod_mem_alloc(sizeof *v->slot_at * (v->cap + 1)) : NULL;
    if (!v->js || !v->work || !v->stack || (v->body && !v->slot_at))
        return verr(v, KMOD_NONE, "out of memory");
    v->budget = STATE_BUDGET / sizeof(kmod_vtype);
    v->depth = 0;
    v->rec = v->body != NULL;   /* the entry's and the handlers' first stacks */
    if (merge(v, 0, 0, 0))
        return -1;
    for (uint32_t i = 0; i < v->nblk; i++) {
        if (v->blk[i].kind == BLK_TRY)
            continue;
        v->depth = 0;
        kmod_vtype ct;
        if (v->blk[i].kind == BLK_CATCH &&
            (catch_type(v, v->blk[i].clause, &ct) || push(v, v->blk[i].start, ct)))
            return -1;
        if (merge(v, v->blk[i].start, v->blk[i].start, v->depth))
            return -1;
    }
    while (v->nwork)
        if (run_from(v, v->work[--v->nwork]))
            return -1;
    return 0;
}

static void release(vctx *v)
{
    if (v->js)
        for (uint32_t i = 0; i < v->njoin; i++)
            kmod_mem_free(v->js[i].types);
    kmod_mem_free(v->js);
    kmod_mem_free(v->work);
    kmod_mem_free(v->stack);
    kmod_mem_free(v->starts);
    kmod_mem_free(v->join);
    kmod_mem_free(v->blk);
    kmod_mem_free(v->args);
    kmod_mem_free(v->locals);
    kmod_mem_free(v->slot_at);
}

/* ------------------------------------------------------------ pass 5: publish */

static int by_start_outer_first(const void *a, const void *b)
{
    const block *x = a, *y = b;
    if (x->start != y->start)
        return x->start < y->start ? -1 : 1;
    return x->end > y->end ? -1 : x->end < y->end;
}

/* The innermost handler of every instruction: one sweep in code order
 * with the open handler blocks on a stack (they are disjoint or strictly
 * nested, so the innermost open one is on top). */
static int publish_handlers(vctx *v)
{
    block *h = kmod_mem_alloc(sizeof *h * (v->nblk + 1));
    uint32_t *open = kmod_mem_alloc(sizeof *open * (v->nblk + 1)), nh = 0, nopen = 0, next = 0;
    if (!h || !open) {
        kmod_mem_free(h);
        kmod_mem_free(open);
        return verr(v, KMOD_NONE, "out of memory");
    }
    for (uint32_t i = 0; i < v->nblk; i++)
        if (v->blk[i].kind != BLK_TRY)
            h[nh++] = v->blk[i];
    qsort(h, nh, sizeof *h, by_start_outer_first);
    for (uint32_t k = 0; k < v->body->ninsns; k++) {
        uint32_t off = v->body->insns[k].off;
        while (nopen && h[open[nopen - 1]].end <= off)
            nopen--;
        while (next < nh && h[next].start <= off)
            open[nopen++] = next++;
        if (nopen)
            v->body->insns[k].handler = (uint16_t)h[open[nopen - 1]].clause;
    }
    kmod_mem_free(h);
    kmod_mem_free(open);
    return 0;
}

/* A byref local may point into the frame OSR would copy; a struct result
 * goes where the interpreter's caller said, not into the frame's result
 * slot: no OSR for these. (A struct local's slot is the address of its
 * home, which the OSR entry copies from.) */
static int has_byref_local(const vctx *v)
{
    if (v->ret.st == KMOD_ST_VALUE)
        return 1;
    for (uint32_t i = 0; i < v->nlocals; i++)
        if (v->locals[i].st == KMOD_ST_BYREF)
            return 1;
    return 0;
}

/* Join, loop-header and OSR flags and handlers, once the stacks are in;
 * the slots trimmed to their use. */
static int publish(vctx *v)
{
    kmod_body *b = v->body;
    if (b->nslots < v->capslots) {
        kmod_bslot *ts = kmod_mem_realloc(b->slots, sizeof *ts * (b->nslots + 1));
        if (!ts)   /* every failed allocation fails the load (kmod_mem.h) */
            return verr(v, KMOD_NONE, "out of memory");
        b->slots = ts;
    }
    if (v->f->eh_count && publish_handlers(v))
        return -1;
    int osr_ok = !has_byref_local(v);
    for (uint32_t k = 0; k < v->body->ninsns; k++) {
        kmod_binsn *in = &v->body->insns[k];
        if (v->join[in->off] >= 0)
            in->flags |= KMOD_BI_JOIN;
        if (v->starts[in->off] & MARK_LOOP)
            in->flags |= KMOD_BI_LOOP;
        if (osr_ok && (in->flags & KMOD_BI_REACHED) && (in->flags & KMOD_BI_LOOP) && !in->depth &&
            in->handler == KMOD_NO_CLAUSE)
            in->flags |= KMOD_BI_OSR;
    }
    return 0;
}

kmod_stype kmod_body_kind(const kmod_body *b, uint32_t top, uint32_t i)
{
    for (; top != KMOD_NONE && i; i--)
        top = b->slots[top].below;
    return top == KMOD_NONE ? KMOD_ST_NONE : (kmod_stype)b->slots[top].st;
}

uint32_t kmod_body_index(const kmod_body *b, uint32_t off)
{
    uint32_t lo = 0, hi = b->ninsns;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (b->insns[mid].off < off)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < b->ninsns && b->insns[lo].off == off ? lo : KMOD_NONE;
}

void kmod_body_free(kmod_body *b)
{
    if (!b)
        return;
    kmod_mem_free(b->insns);
    kmod_mem_free(b->slots);
    kmod_mem_free(b);
}

/* Publishing, after decode: the typed body with its instructions (entry
 * stacks to come) and room for the slots a first run pushes (at most two
 * an instruction, dup's, and a caught exception per clause; new_slot
 * grows it should that ever be short). */
static int body_new(vctx *v)
{
    kmod_body *b = v->body = kmod_mem_calloc(1, sizeof *b);
    if (!b || !(b->insns = kmod_mem_alloc(sizeof *b->insns * (v->ninsns + 1))))
        return verr(v, KMOD_NONE, "out of memory");
    v->capslots = 2 * v->ninsns + v->f->eh_count + 1;
    if (!(b->slots = kmod_mem_alloc(sizeof *b->slots * v->capslots)))
        return verr(v, KMOD_NONE, "out of memory");
    for (uint32_t off = 0; off < v->len; off++)
        if (v->starts[off] & MARK_START)
            b->insns[b->ninsns++] = (kmod_binsn){off, KMOD_NONE, 0, KMOD_NO_CLAUSE, 0};
    return 0;
}

/* Verify one body; u NULL checks the five stack types only; out non-NULL
 * publishes its typed body there on success. */
static int verify_body(const kmod *m, uint32_t method_row, kmod_universe *u, kmod_body **out,
                       char *err, size_t errlen)
{
    vctx v = {.m = m, .row = method_row, .err = err, .errlen = errlen, .u = u};
    if (method_row >= m->methods.n) {
        snprintf(err, errlen, "method %u: no such method", method_row);
        return -1;
    }
    v.mi = u ? u->nmods - 1 : 0;
    v.f = &m->methods.v[method_row];
    v.code = m->code.v + v.f->code_off;
    v.len = v.f->code_len;
    int rc = -1;
    if (!v.len) {
        rc = verr(&v, KMOD_NONE, "no body to verify");
        goto done;
    }
    v.starts = kmod_mem_calloc(v.len + 1, 1);
    v.join = kmod_mem_alloc(sizeof *v.join * v.len);
    if (!v.starts || !v.join) {
        rc = verr(&v, KMOD_NONE, "out of memory");
        goto done;
    }
    memset(v.join, 0xFF, sizeof *v.join * v.len);
    rc = setup_frame(&v);
    if (!rc)
        rc = decode(&v);
    if (!rc && out)
        rc = body_new(&v);
    if (!rc)
        rc = regions(&v);
    if (!rc)
        rc = branches(&v);
    if (!rc)
        rc = typecheck(&v);
    if (!rc && v.body)
        rc = publish(&v);
done:
    release(&v);
    if (out)
        *out = rc ? NULL : v.body;
    if (rc)
        kmod_body_free(v.body);
    return rc;
}

int kmod_verify_method(const kmod *m, uint32_t method_row, char *err, size_t errlen)
{
    return verify_body(m, method_row, NULL, NULL, err, errlen);
}

int kmod_verify_method_body(const kmod *m, uint32_t method_row, kmod_body **out, char *err,
                            size_t errlen)
{
    return verify_body(m, method_row, NULL, out, err, errlen);
}

int kmod_verify_types(const kmod *m, const kmod *const *imports, uint32_t nimports, char *err,
                      size_t errlen)
{
    kmod_universe u;
    int rc = kmod_vt_universe_init(&u, m, imports, nimports);
    if (rc)
        snprintf(err, errlen, "%s", u.err);
    for (uint32_t i = 0; !rc && i < m->methods.n; i++)
        if (m->methods.v[i].code_len)
            rc = verify_body(m, i, &u, NULL, err, errlen);
    kmod_vt_universe_free(&u);
    return rc;
}

/* kmod_verify_types one body at a time: the universe is made once. */
struct kmod_verifier {
    const kmod *m;
    kmod_universe u;
};

kmod_verifier *kmod_verifier_new(const kmod *m, const kmod *const *imports, uint32_t nimports,
                                 char *err, size_t errlen)
{
    kmod_verifier *vf = kmod_mem_calloc(1, sizeof *vf);
    if (!vf) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    vf->m = m;
    if (kmod_vt_universe_init(&vf->u, m, imports, nimports)) {
        snprintf(err, errlen, "%s", vf->u.err);
        kmod_verifier_free(vf);
        return NULL;
    }
    return vf;
}

void kmod_verifier_free(kmod_verifier *vf)
{
    if (!vf)
        return;
    kmod_vt_universe_free(&vf->u);
    kmod_mem_free(vf);
}

int kmod_verifier_check(kmod_verifier *vf, uint32_t method_row, char *err, size_t errlen)
{
    return verify_body(vf->m, method_row, &vf->u, NULL, err, errlen);
}
