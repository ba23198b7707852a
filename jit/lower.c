/* lower.c - the IL -> libgccjit lowering shared by the JIT tier and AOT.
 *
 * One batch (jit_lower_methods) lowers a set of methods into one context:
 *  - every method becomes an EXPORTED C-ABI function (runtime.h's calling
 *    convention); a small [AggressiveInlining] callee is spliced into its
 *    caller (its IL lowered in the caller's function, splice_call), a larger
 *    one gets an INTERNAL copy in the same context that GCC may inline;
 *  - the IL evaluation stack becomes C locals, one per (depth, slot kind),
 *    so every value at a join point already sits in its slot;
 *  - every instruction starts its own block (GCC merges them);
 *  - after each operation that can throw, the pending exception of the
 *    current thread is tested and control goes to the site block of its
 *    statement (site_dispatch: appends the frame to the trace at the
 *    statement's IL offset, so traces cost nothing until something throws)
 *    and on to the dispatch block of the innermost covering EH clause, or to
 *    the unwind block that returns;
 *  - try/catch/finally are plain control flow: a catch tests the exception's
 *    class, a finally has a selector local saying where ENDFINALLY goes
 *    (a LEAVE continuation, or back to unwinding with the saved exception);
 *  - two-pass dispatch: an exception enters a finally only once the first
 *    pass (rt_exc_is_handled) has found a catch for it on the thread, else
 *    it goes on to the next clause as if the finally did not cover it; a
 *    method with a catch clause links an rt_eh_frame (three 8-byte words in
 *    a local array) for that search and notes its IL offset before calls;
 *  - null, bounds, cast, divide checks are explicit and raise through the
 *    runtime's imported throw funnel; safepoint polls at entry and on every
 *    backward edge.
 * Invariants: a method is lowered only from verified IL (kmod_read checked
 * it), so stack depths and kinds agree at joins; anything not lowered yet is
 * reported as a one-line error and fails the whole batch.
 */
#include "jit/jit_internal.h"
#include "runtime/image.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define G(fn) (L->api->gcc_jit_##fn)

/* Splicing [AggressiveInlining] callees into their callers (splice_call):
 * bodies up to this many IL bytes without loops or EH clauses, nested at
 * most this deep. Monitor.Enter/Exit/TryEnter, the thin-lock fast paths of
 * ObjectHeader.cs and the fat ones of Lock.cs fit: the deepest chain is
 * TryEnter(o, ref bool) -> TryEnter(o) -> Acquire -> AcquireThinLock ->
 * AcquireInflated -> Lock.TryEnterOnce. */
#define JIT_SPLICE_MAX_IL 256u   /* the frontend emits long-form IL only */
#define JIT_SPLICE_MAX_DEPTH 6u

/* Evaluation-stack slot kinds (i4, i8, r8, and pointers for ref/byref). */
enum { SK_I4, SK_I8, SK_R8, SK_PTR, SK_COUNT };

typedef struct insn {
    uint32_t off, next;          /* offset of the instruction and of the following one */
    il_opcode op;
    int64_t imm;                 /* I4/I8/VAR/TOK operand, or the absolute BR target */
    double r8;
    uint16_t depth;              /* stack depth on entry */
    bool reached;
} insn;

typedef struct jit_fn {
    rt_method *m;
    gcc_jit_function *fn;
    bool inline_copy;            /* the inline copy of an [AggressiveInlining] callee */
    bool lowered;
    int64_t osr_off;             /* >= 0: the OSR variant entered at this loop header (tiered) */
} jit_fn;

/* One constants-table slot (tables mode): what it holds and its global. */
typedef struct const_ent {
    uint32_t kind, module, row;
    gcc_jit_lvalue *g;
} const_ent;

typedef struct lower {
    const jit_gccjit_api *api;
    gcc_jit_context *ctx;
    bool debug;                  /* -g: source locations and C# names (jit_lower_opts.debug) */
    gcc_jit_type *t_void, *t_bool, *t_u8, *t_i8s, *t_u16, *t_i16, *t_i32, *t_u32, *t_i64,
        *t_u64, *t_f64, *t_ptr, *t_cptr, *t_cstr, *t_vint, *t_vptr;
    gcc_jit_function *f_throw_kind, *f_throw_kindf, *f_ensure_init, *f_new_object, *f_new_array,
        *f_is_subclass, *f_assignable, *f_store_ok, *f_entry, *f_append_frame, *f_throw,
        *f_rethrow, *f_poll_slow, *f_d2i, *f_d2u, *f_fmod, *f_resolve_string, *f_pinvoke_target,
        *f_to_utf8, *f_free, *f_safe_enter, *f_safe_leave, *f_new_cstr, *f_is_handled;
    gcc_jit_lvalue *g_thread, *g_stop, *g_lock_id, *g_state;   /* g_state: rt_state, imported on first use */
    gcc_jit_lvalue *g_sync_table;    /* monitor's sync-block table (rt_state.sync_table), imported on first use */
    jit_fn *fns;
    uint32_t nfns, capfns;
    bool tables;                 /* constants through the table (runtime/image.h) */
    const char *tables_suffix;   /* appended to the table names ("" : none) */
    const_ent *consts;
    uint32_t nconsts, capconsts;
    char *err;
    size_t errlen;
    bool failed;
} lower;

/* A LEAVE continuation of a finally: where its ENDFINALLY goes for selector
 * id - on to the next finally of the LEAVE's chain, or to the target. */
typedef struct cont { int id; int next_k, next_id; uint32_t target, from_off; } cont;

typedef struct mlower {
    lower *L;
    jit_fn *jf;
    rt_method *m;
    gcc_jit_function *fn;
    insn *ins;
    uint32_t nins;
    uint32_t *at;                /* offset -> instruction index + 1 (0: not a boundary) */
    uint8_t *kinds;              /* nins * max_stack entry stack kinds */
    gcc_jit_block **blk;         /* per instruction, created when first branched to */
    uint8_t *join;               /* per instruction: reached other than by falling into it
                                    (NULL: every instruction gets its own block) */
    uint32_t *work, nwork;       /* instructions whose block exists but is not lowered */
    gcc_jit_lvalue **slots;      /* max_stack * SK_COUNT, created lazily */
    gcc_jit_lvalue **args, **locals;
    gcc_jit_lvalue *thr, *callp;
    gcc_jit_lvalue *ehf;         /* methods with a catch clause: their rt_eh_frame (u64[3]) */
    bool in_copy;                /* lowering an inline copy (jf may move: L->fns grows) */
    gcc_jit_lvalue *excflag;     /* set by an inline copy that returns with an exception */
    struct mlower *parent;       /* spliced into parent's function (splice_call) */
    gcc_jit_lvalue *ret;         /* spliced: the return value */
    gcc_jit_block *cont;         /* spliced: where RET goes (created by the first RET) */
    uint32_t depth;              /* spliced: how deep */
    gcc_jit_block **dispatch;    /* per clause, lazily; [neh] = unwind */
    struct site { gcc_jit_block *target, *b; } *sites;   /* per sequence point of m (+1: none),
                                    lazily: the block appending the frame (site_dispatch) */
    uint32_t seq_first, nseq;    /* m's sequence points in its module's debug section */
    gcc_jit_location **locs;     /* -g: per sequence point, its location, lazily */
    gcc_jit_location *loc;       /* -g: the current instruction's statement (NULL: none) */
    gcc_jit_lvalue **caught, **fsel, **fexc;
    cont **conts;                /* per finally clause: its LEAVE continuations */
    uint32_t *nconts;
    uint32_t *endfin;            /* instruction indexes of ENDFINALLYs, lowered last */
    uint32_t nendfin;
    gcc_jit_block *cur;
    uint32_t cur_off;
    uint32_t nlocal_names;
    /* OSR variant entered at an inner loop header: every edge to the
     * outermost loop's header osr_head goes through osr_test instead */
    gcc_jit_block *osr_test;
    uint32_t osr_head;
} mlower;

static void setup_osr_entry(mlower *ml);
static void declare_osr_fn(lower *L, rt_method *m, uint32_t off);
static void lower_ldstr(mlower *ml, uint32_t depth, uint32_t tok);

/* ---------------------------------------------------------------- errors */

static void fail(lower *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void fail(lower *L, const char *fmt, ...)
{
    if (L->failed)
        return;
    L->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(L->err, L->errlen, fmt, ap);
    va_end(ap);
}

static void *xcalloc(size_t n, size_t sz)
{
    void *p = calloc(n ? n : 1, sz);
    if (!p) {
        fprintf(stderr, "kiln: out of memory in the JIT\n");
        abort();
    }
    return p;
}

/* ------------------------------------------------------------ type helpers */

static int kind_sk(rt_kind k)
{
    switch (k) {
    case RT_KIND_I8: case RT_KIND_U8: return SK_I8;
    case RT_KIND_R8: return SK_R8;
    case RT_KIND_REF: case RT_KIND_BYREF: return SK_PTR;
    default: return SK_I4;
    }
}

static gcc_jit_type *ctype(lower *L, rt_kind k)
{
    switch (k) {
    case RT_KIND_VOID: return L->t_void;
    case RT_KIND_BOOL: case RT_KIND_U1: return L->t_u8;
    case RT_KIND_CHAR: return L->t_u16;
    case RT_KIND_I4: return L->t_i32;
    case RT_KIND_U4: return L->t_u32;
    case RT_KIND_I8: return L->t_i64;
    case RT_KIND_U8: return L->t_u64;
    case RT_KIND_R8: return L->t_f64;
    default: return L->t_ptr;
    }
}

static gcc_jit_type *sk_type(lower *L, int sk)
{
    static const rt_kind k[SK_COUNT] = {RT_KIND_I4, RT_KIND_I8, RT_KIND_R8, RT_KIND_REF};
    return ctype(L, k[sk]);
}

static gcc_jit_rvalue *i32c(lower *L, int v) { return G(context_new_rvalue_from_int)(L->ctx, L->t_i32, v); }
static gcc_jit_rvalue *i64c(lower *L, int64_t v) { return G(context_new_rvalue_from_long)(L->ctx, L->t_i64, v); }
static gcc_jit_rvalue *ptrc(lower *L, const void *p)
{
    return G(context_new_rvalue_from_ptr)(L->ctx, L->t_ptr, (void *)(uintptr_t)p);
}
static gcc_jit_rvalue *cast(lower *L, gcc_jit_rvalue *v, gcc_jit_type *t)
{
    return G(context_new_cast)(L->ctx, NULL, v, t);
}
static gcc_jit_rvalue *rv(lower *L, gcc_jit_lvalue *lv) { return G(lvalue_as_rvalue)(lv); }

/* ------------------------------------------------------------- constants
 * Every runtime address the generated code uses comes from one of the
 * const_* functions below. In-memory JIT: the pointer is embedded. Tables
 * mode (AOT, code cache): a load of an internal pointer global, one per
 * distinct (kind, module, row), which rt_image_fill_consts fills when the
 * code is loaded (runtime/image.h); jit_lower_methods_opts emits the
 * descriptors and the slot addresses at the end of the batch. */

static uint32_t module_index(const rt_module *mod)
{
    for (uint32_t i = 0; i < rt_state.nmodules; i++)
        if (rt_state.modules[i] == mod)
            return i;
    return 0;
}

/* The slot of (kind, module, row), created on first use; its index. */
static uint32_t const_slot(lower *L, uint32_t kind, uint32_t module, uint32_t row)
{
    for (uint32_t i = 0; i < L->nconsts; i++)
        if (L->consts[i].kind == kind && L->consts[i].module == module && L->consts[i].row == row)
            return i;
    if (L->nconsts == L->capconsts) {
        L->capconsts = L->capconsts ? 2 * L->capconsts : 64;
        L->consts = realloc(L->consts, L->capconsts * sizeof *L->consts);
        if (!L->consts)
            abort();
    }
    char name[32];
    snprintf(name, sizeof name, "kc_%u", L->nconsts);
    const_ent *c = &L->consts[L->nconsts];
    *c = (const_ent){kind, module, row, G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_INTERNAL, L->t_ptr, name)};
    return L->nconsts++;
}

static gcc_jit_rvalue *const_ref(lower *L, uint32_t kind, uint32_t module, uint32_t row, const void *p)
{
    if (!L->tables)
        return ptrc(L, p);
    uint32_t i = const_slot(L, kind, module, row);   /* may grow L->consts */
    return rv(L, L->consts[i].g);
}

static gcc_jit_rvalue *const_method(lower *L, const rt_method *m)
{
    return const_ref(L, RT_CONST_METHOD, module_index(m->module), m->row, m);
}

static gcc_jit_rvalue *const_module(lower *L, const rt_module *mod)
{
    return const_ref(L, RT_CONST_MODULE, module_index(mod), 0, mod);
}

/* The slot of type t (tables mode): typedefs by (module, row), primitives
 * by kind, arrays by the slot of their element type. */
static uint32_t type_slot(lower *L, const rt_type *t)
{
    if (t->flags & RT_TYPE_ARRAY)
        return const_slot(L, RT_CONST_ARRAY, 0, type_slot(L, t->elem));
    if (t->flags & RT_TYPE_PRIMITIVE)
        return const_slot(L, RT_CONST_PRIM, 0, (uint32_t)t->kind);
    return const_slot(L, RT_CONST_TYPE, module_index(t->module), t->row);
}

static gcc_jit_rvalue *const_type(lower *L, const rt_type *t)
{
    if (!L->tables)
        return ptrc(L, t);
    uint32_t i = type_slot(L, t);   /* may grow L->consts */
    return rv(L, L->consts[i].g);
}

static gcc_jit_rvalue *const_statics(lower *L, const rt_type *t)
{
    return const_ref(L, RT_CONST_STATICS, module_index(t->module), t->row, t->statics);
}

/* The address of mod's interned-string cell of string token tok. */
static gcc_jit_rvalue *const_string_cell(lower *L, const rt_module *mod, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    return const_ref(L, RT_CONST_STRING_CELL, module_index(mod), row, &mod->strings[row]);
}

/* The lvalue of type t at byte offset off from ptr. */
static gcc_jit_lvalue *mem(lower *L, gcc_jit_rvalue *ptr, int32_t off, gcc_jit_type *t)
{
    gcc_jit_lvalue *c = G(context_new_array_access)(L->ctx, NULL, cast(L, ptr, L->t_cptr),
                                                    i32c(L, (int)off));
    gcc_jit_rvalue *addr = cast(L, G(lvalue_get_address)(c, NULL), G(type_get_pointer)(t));
    return G(rvalue_dereference)(addr, NULL);
}

static gcc_jit_rvalue *call(lower *L, gcc_jit_function *f, int n, ...)
{
    gcc_jit_rvalue *a[8];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        a[i] = va_arg(ap, gcc_jit_rvalue *);
    va_end(ap);
    return G(context_new_call)(L->ctx, NULL, f, n, a);
}

/* ------------------------------------------------------ imported runtime */

static gcc_jit_function *import_fn(lower *L, const char *name, gcc_jit_type *ret, int n,
                                   gcc_jit_type **pt, int variadic)
{
    gcc_jit_param *p[8];
    for (int i = 0; i < n; i++) {
        char pn[8];
        snprintf(pn, sizeof pn, "p%d", i);
        p[i] = G(context_new_param)(L->ctx, NULL, pt[i], pn);
    }
    return G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_IMPORTED, ret, name, n, p, variadic);
}

/* lo < d < hi converts; NaN -> 0; beyond a bound -> that bound's result. */
static gcc_jit_function *make_d2i(lower *L, bool is_unsigned)
{
    gcc_jit_type *rt = is_unsigned ? L->t_u64 : L->t_i64;
    gcc_jit_param *p[5] = {
        G(context_new_param)(L->ctx, NULL, L->t_f64, "d"), G(context_new_param)(L->ctx, NULL, L->t_f64, "lo"),
        G(context_new_param)(L->ctx, NULL, L->t_f64, "hi"), G(context_new_param)(L->ctx, NULL, rt, "lores"),
        G(context_new_param)(L->ctx, NULL, rt, "hires")};
    gcc_jit_function *f = G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_ALWAYS_INLINE, rt,
                                                  is_unsigned ? "kiln_d2u" : "kiln_d2i", 5, p, 0);
    gcc_jit_rvalue *d = G(param_as_rvalue)(p[0]);
    gcc_jit_block *b0 = G(function_new_block)(f, "nan"), *b1 = G(function_new_block)(f, "lo"),
                  *b2 = G(function_new_block)(f, "hi"), *b3 = G(function_new_block)(f, "conv"),
                  *rlo = G(function_new_block)(f, "rlo"), *rhi = G(function_new_block)(f, "rhi"),
                  *rz = G(function_new_block)(f, "rz");
    G(block_end_with_conditional)(b0, NULL, G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_NE, d, d), rz, b1);
    G(block_end_with_conditional)(b1, NULL, G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_LE, d, G(param_as_rvalue)(p[1])), rlo, b2);
    G(block_end_with_conditional)(b2, NULL, G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_GE, d, G(param_as_rvalue)(p[2])), rhi, b3);
    G(block_end_with_return)(b3, NULL, cast(L, d, rt));
    G(block_end_with_return)(rlo, NULL, G(param_as_rvalue)(p[3]));
    G(block_end_with_return)(rhi, NULL, G(param_as_rvalue)(p[4]));
    G(block_end_with_return)(rz, NULL, G(context_zero)(L->ctx, rt));
    return f;
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
    L->t_ptr = G(context_get_type)(c, GCC_JIT_TYPE_VOID_PTR);
    L->t_cptr = G(type_get_pointer)(G(context_get_type)(c, GCC_JIT_TYPE_CHAR));
    L->t_cstr = G(context_get_type)(c, GCC_JIT_TYPE_CONST_CHAR_PTR);
    L->t_vint = G(type_get_volatile)(L->t_i32);
    L->t_vptr = G(type_get_volatile)(L->t_ptr);
}

static void init_imports(lower *L)
{
    gcc_jit_type *ip[2] = {L->t_i32, L->t_cstr}, *p1[1] = {L->t_ptr}, *pp[2] = {L->t_ptr, L->t_ptr},
                 *pl[2] = {L->t_ptr, L->t_i64}, *d1[1] = {L->t_f64}, *dd[2] = {L->t_f64, L->t_f64};
    (void)d1;
    L->f_throw_kind = import_fn(L, "rt_throw_kind", L->t_void, 2, ip, 0);
    L->f_throw_kindf = import_fn(L, "rt_throw_kindf", L->t_void, 2, ip, 1);
    L->f_ensure_init = import_fn(L, "rt_type_ensure_init", L->t_bool, 1, p1, 0);
    L->f_new_object = import_fn(L, "rt_new_object", L->t_ptr, 1, p1, 0);
    L->f_new_array = import_fn(L, "rt_new_array", L->t_ptr, 2, pl, 0);
    L->f_is_subclass = import_fn(L, "rt_is_subclass", L->t_bool, 2, pp, 0);
    L->f_assignable = import_fn(L, "rt_type_assignable", L->t_bool, 2, pp, 0);
    L->f_store_ok = import_fn(L, "rt_array_store_ok", L->t_bool, 2, pp, 0);
    L->f_entry = import_fn(L, "rt_method_entry", L->t_ptr, 1, p1, 0);
    gcc_jit_type *ppu[3] = {L->t_ptr, L->t_ptr, L->t_u32};
    L->f_append_frame = import_fn(L, "rt_exc_append_frame", L->t_void, 3, ppu, 0);
    L->f_throw = import_fn(L, "rt_throw", L->t_void, 1, p1, 0);
    L->f_rethrow = import_fn(L, "rt_rethrow", L->t_void, 1, p1, 0);
    L->f_poll_slow = import_fn(L, "gc_poll_slow", L->t_void, 1, p1, 0);
    L->f_fmod = import_fn(L, "fmod", L->t_f64, 2, dd, 0);
    gcc_jit_type *pu[2] = {L->t_ptr, L->t_u32};
    L->f_resolve_string = import_fn(L, "rt_resolve_string", L->t_ptr, 2, pu, 0);
    L->f_pinvoke_target = import_fn(L, "rt_pinvoke_target", L->t_ptr, 1, p1, 0);
    L->f_to_utf8 = import_fn(L, "rt_string_to_utf8", L->t_ptr, 1, p1, 0);
    L->f_free = import_fn(L, "free", L->t_void, 1, p1, 0);
    L->f_safe_enter = import_fn(L, "gc_safe_enter", L->t_void, 1, p1, 0);
    L->f_safe_leave = import_fn(L, "gc_safe_leave", L->t_void, 1, p1, 0);
    L->f_new_cstr = import_fn(L, "rt_new_string_cstr", L->t_ptr, 1, p1, 0);
    L->f_is_handled = import_fn(L, "rt_exc_is_handled", L->t_bool, 1, p1, 0);
    L->f_d2i = make_d2i(L, false);
    L->f_d2u = make_d2i(L, true);
    L->g_thread = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, L->t_ptr, "rt_tls_thread");
    G(lvalue_set_tls_model)(L->g_thread, GCC_JIT_TLS_MODEL_INITIAL_EXEC);
    L->g_stop = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, L->t_vint, "gc_stop_requested");
    L->g_lock_id = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, L->t_u32, "rt_tls_lock_id");
    G(lvalue_set_tls_model)(L->g_lock_id, GCC_JIT_TLS_MODEL_INITIAL_EXEC);
}

/* ------------------------------------------------------- batch functions */

void jit_method_symbol(const rt_method *m, char *buf, size_t len)
{
    uint32_t mi = 0;
    for (uint32_t i = 0; i < rt_state.nmodules; i++)
        if (rt_state.modules[i] == m->module)
            mi = i;
    int n = snprintf(buf, len, "k_%u_%u_%s_%s", mi, m->row, m->owner ? m->owner->name : "", m->name);
    for (int i = 0; i < n && (size_t)i < len - 1; i++) {
        char c = buf[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            buf[i] = '_';
    }
}

static gcc_jit_type *arg_type(lower *L, const rt_method *m, uint32_t i)
{
    if (m->has_this && i == 0)
        return L->t_ptr;
    return ctype(L, m->param_kinds[i - (m->has_this ? 1 : 0)]);
}

static rt_kind arg_kind(const rt_method *m, uint32_t i)
{
    if (m->has_this && i == 0)
        return RT_KIND_REF;
    return m->param_kinds[i - (m->has_this ? 1 : 0)];
}

static uint32_t nargs(const rt_method *m) { return m->nparams + (m->has_this ? 1u : 0u); }

static const char *row_str(const rt_method *m, uint32_t row, char *buf, size_t n);

static jit_fn *declare_fn(lower *L, rt_method *m, bool inline_copy)
{
    for (uint32_t i = 0; i < L->nfns; i++)
        if (L->fns[i].m == m && L->fns[i].inline_copy == inline_copy && L->fns[i].osr_off < 0)
            return &L->fns[i];
    if (L->nfns == L->capfns) {
        L->capfns = L->capfns ? 2 * L->capfns : 16;
        L->fns = realloc(L->fns, L->capfns * sizeof *L->fns);
        if (!L->fns)
            abort();
    }
    jit_fn *jf = &L->fns[L->nfns++];
    memset(jf, 0, sizeof *jf);
    jf->m = m;
    jf->inline_copy = inline_copy;
    jf->osr_off = -1;
    char name[256];
    jit_method_symbol(m, name, sizeof name);
    if (inline_copy)
        name[0] = 'i';
    uint32_t n = nargs(m);
    gcc_jit_param **p = xcalloc(n + 1, sizeof *p);
    for (uint32_t i = 0; i < n; i++) {
        char pn[256];
        snprintf(pn, sizeof pn, "a%u", i);
        uint32_t ci = i - (m->has_this ? 1u : 0u);   /* -g: the C# names */
        if (L->debug && m->has_this && i == 0)
            snprintf(pn, sizeof pn, "this");
        else if (L->debug && m->module && !*row_str(m, kmod_param_name(m->module->km, m->row, ci), pn, sizeof pn))
            snprintf(pn, sizeof pn, "a%u", i);
        p[i] = G(context_new_param)(L->ctx, NULL, arg_type(L, m, i), pn);
    }
    enum gcc_jit_function_kind kind = GCC_JIT_FUNCTION_EXPORTED;
    if (inline_copy) {   /* one more parameter: the caller's exception flag */
        p[n++] = G(context_new_param)(L->ctx, NULL, G(type_get_pointer)(L->t_u8), "exc");
        kind = GCC_JIT_FUNCTION_INTERNAL;
    }
    jf->fn = G(context_new_function)(L->ctx, NULL, kind, ctype(L, m->ret_kind), name, (int)n, p, 0);
    free(p);
    return jf;
}

/* The function a call from the batch reaches directly, or NULL (entry cell). */
static jit_fn *direct_target(lower *L, rt_method *callee)
{
    if (L->tables && (callee->flags & KMOD_METH_PINVOKE))
        return declare_fn(L, callee, false);   /* lowered as a stub: no libffi around */
    /* [NoInlining]: through the entry cell, which GCC cannot inline */
    if (!callee->code || (callee->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE | KMOD_METH_NOINLINING)))
        return NULL;
    if ((callee->flags & KMOD_METH_AGGRESSIVE_INLINING) && !(callee->flags & KMOD_METH_NOINLINING))
        return declare_fn(L, callee, true);
    for (uint32_t i = 0; i < L->nfns; i++)
        if (L->fns[i].m == callee && !L->fns[i].inline_copy && L->fns[i].osr_off < 0)
            return &L->fns[i];
    return NULL;
}

/* -------------------------------------------------- stack simulation */

static int decode(mlower *ml)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    ml->ins = xcalloc(m->code_len, sizeof *ml->ins);
    ml->at = xcalloc(m->code_len + 1, sizeof *ml->at);
    for (uint32_t off = 0; off < m->code_len;) {
        const uint8_t *p = m->code + off;
        int sz = il_instr_size(p, m->code_len - off);
        if (sz < 0) {
            fail(L, "jit: %s.%s: bad instruction at %u", m->owner->name, m->name, off);
            return -1;
        }
        insn *in = &ml->ins[ml->nins];
        in->off = off;
        in->op = (il_opcode)p[0];
        in->next = off + (uint32_t)sz;   /* il_instr_size counts the opcode byte */
        switch (il_opinfo_table[in->op].operand) {
        case IL_OPND_I4: in->imm = il_read_i32(p + 1); break;
        case IL_OPND_I8: in->imm = il_read_i64(p + 1); break;
        case IL_OPND_R8: { uint64_t bits = (uint64_t)il_read_i64(p + 1); memcpy(&in->r8, &bits, 8); break; }
        case IL_OPND_VAR: in->imm = il_read_u16(p + 1); break;
        case IL_OPND_TOK: in->imm = il_read_u32(p + 1); break;
        case IL_OPND_BR: in->imm = (int64_t)in->next + il_read_i32(p + 1); break;
        default: break;
        }
        ml->at[off] = ++ml->nins;
        off = in->next;
    }
    return 0;
}

static uint8_t *kinds_at(mlower *ml, uint32_t i) { return ml->kinds + (size_t)i * (ml->m->max_stack + 1); }

/* Record the entry state st[0..depth) of the instruction at off. */
static void reach(mlower *ml, uint32_t off, const uint8_t *st, uint16_t depth)
{
    uint32_t i = ml->at[off] - 1;
    if (ml->ins[i].reached)
        return;
    ml->ins[i].reached = true;
    ml->ins[i].depth = depth;
    memcpy(kinds_at(ml, i), st, depth);
}

static rt_field *fld(mlower *ml, const insn *in) { return rt_resolve_field(ml->m->module, (uint32_t)in->imm); }
static rt_method *meth(mlower *ml, const insn *in) { return rt_resolve_method(ml->m->module, (uint32_t)in->imm); }

/* Pops and pushed kind (-1: none) of in, given the two top kinds. */
static void effect(mlower *ml, const insn *in, int top, int second, int *pop, int *push)
{
    rt_method *m = ml->m;
    const il_opinfo *oi = &il_opinfo_table[in->op];
    *pop = oi->pop;
    *push = oi->push ? top : -1;
    switch (in->op) {
    case IL_SHL: case IL_SHR: case IL_SHR_UN: *push = second; break;   /* the count is i4 */
    case IL_LDARG: *push = kind_sk(arg_kind(m, (uint32_t)in->imm)); break;
    case IL_LDLOC: *push = kind_sk(m->local_kinds[in->imm]); break;
    case IL_LDARGA: case IL_LDLOCA: case IL_LDNULL: case IL_LDSTR: case IL_LDFLDA: case IL_LDSFLDA:
    case IL_NEWARR: case IL_LDELEMA: case IL_CASTCLASS: case IL_ISINST: case IL_NEWOBJ:
        *push = SK_PTR; break;
    case IL_LDC_I4: case IL_CEQ: case IL_CGT: case IL_CGT_UN: case IL_CLT: case IL_CLT_UN: case IL_LDLEN:
    case IL_CONV_I1: case IL_CONV_U1: case IL_CONV_I2: case IL_CONV_U2: case IL_CONV_I4: case IL_CONV_U4:
        *push = SK_I4; break;
    case IL_LDC_I8: case IL_CONV_I8: case IL_CONV_U8: case IL_CONV_OVF_I8_UN: case IL_LDFTN: *push = SK_I8; break;
    case IL_LDC_R8: case IL_CONV_R8: case IL_CONV_R_UN: *push = SK_R8; break;
    case IL_LDFLD: case IL_LDSFLD: *push = kind_sk(fld(ml, in)->kind); break;
    case IL_LDELEM: case IL_LDIND: *push = kind_sk(rt_resolve_sig_kind(m->module, (uint32_t)in->imm)); break;
    case IL_RET: *pop = m->ret_kind != RT_KIND_VOID; break;
    case IL_CALL: case IL_CALLVIRT: {
        rt_method *c = meth(ml, in);
        *pop = (int)nargs(c);
        *push = c->ret_kind == RT_KIND_VOID ? -1 : kind_sk(c->ret_kind);
        break;
    }
    default: break;
    }
    if (in->op == IL_NEWOBJ)
        *pop = meth(ml, in)->nparams;
}

static bool ends_flow(il_opcode op)
{
    return op == IL_BR || op == IL_LEAVE || op == IL_RET || op == IL_THROW || op == IL_RETHROW ||
           op == IL_ENDFINALLY;
}

static void simulate(mlower *ml)
{
    rt_method *m = ml->m;
    ml->kinds = xcalloc((size_t)ml->nins * (m->max_stack + 1), 1);
    uint8_t *st = xcalloc(m->max_stack + 2, 1);
    uint8_t ref = SK_PTR;
    for (uint32_t k = 0; k < m->neh; k++)
        reach(ml, m->eh[k].handler_off, &ref, m->eh[k].kind == KMOD_EH_CATCH ? 1 : 0);
    reach(ml, 0, st, 0);
    for (uint32_t i = 0; i < ml->nins; i++) {
        insn *in = &ml->ins[i];
        if (!in->reached)
            reach(ml, in->off, st, 0);   /* only reached backwards: empty stack */
        uint16_t d = in->depth;
        memcpy(st, kinds_at(ml, i), d);
        int pop, push;
        effect(ml, in, d ? st[d - 1] : SK_I4, d > 1 ? st[d - 2] : SK_I4, &pop, &push);
        if (in->op == IL_DUP)
            pop = 0;
        d = (uint16_t)(d - pop);
        if (push >= 0)
            st[d++] = (uint8_t)push;
        if (il_opinfo_table[in->op].operand == IL_OPND_BR && in->op != IL_LEAVE)
            reach(ml, (uint32_t)in->imm, st, d);
        if (in->op == IL_LEAVE)
            reach(ml, (uint32_t)in->imm, st, 0);
        if (in->op == IL_SWITCH) {
            const uint8_t *p = m->code + in->off + 1;
            uint32_t n = il_read_u32(p);
            for (uint32_t j = 0; j < n; j++)
                reach(ml, (uint32_t)((int64_t)in->next + il_read_i32(p + 4 + 4 * j)), st, d);
        }
        if (!ends_flow(in->op) && in->next < m->code_len)
            reach(ml, in->next, st, d);
    }
    free(st);
}

/* ---------------------------------------------------- lowering helpers */

static gcc_jit_lvalue *new_local(mlower *ml, gcc_jit_type *t, const char *what)
{
    lower *L = ml->L;
    char name[32];
    snprintf(name, sizeof name, "%s%u", what, ml->nlocal_names++);
    return G(function_new_local)(ml->fn, NULL, t, name);
}

/* A string row of m's module as a C string in buf ("" if none). */
static const char *row_str(const rt_method *m, uint32_t row, char *buf, size_t n)
{
    uint32_t len;
    const char *s = row != KMOD_NONE && m->module ? kmod_string(m->module->km, row, &len) : NULL;
    snprintf(buf, n, "%.*s", s ? (int)len : 0, s ? s : "");
    return buf;
}

/* Local slot i of ml's method: named after its C# local under -g (the
 * module's local names; a temporary keeps a generated name). */
static gcc_jit_lvalue *new_il_local(mlower *ml, gcc_jit_type *t, uint32_t i)
{
    lower *L = ml->L;
    char name[256];
    const kmod *km = ml->m->module ? ml->m->module->km : NULL;
    if (L->debug && km && *row_str(ml->m, kmod_local_name(km, ml->m->row, i), name, sizeof name))
        return G(function_new_local)(ml->fn, NULL, t, name);
    return new_local(ml, t, "loc");
}

/* -g: the location of the statement holding IL offset off (NULL without
 * -g or a sequence point): file, line and column of the C# source. */
static gcc_jit_location *loc_at(mlower *ml, uint32_t off)
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
        ml->locs[idx] = G(context_new_location)(L->ctx, row_str(ml->m, sp->file, file, sizeof file),
                                                (int)sp->line, (int)sp->col);
    }
    return ml->locs[idx];
}

static gcc_jit_lvalue *slot(mlower *ml, uint32_t depth, int sk)
{
    gcc_jit_lvalue **s = &ml->slots[depth * SK_COUNT + (uint32_t)sk];
    if (!*s) {
        static const char *const nm[SK_COUNT] = {"s_i4_", "s_i8_", "s_r8_", "s_p_"};
        *s = new_local(ml, sk_type(ml->L, sk), nm[sk]);
    }
    return *s;
}

static gcc_jit_block *new_block(mlower *ml) { return ml->L->api->gcc_jit_function_new_block(ml->fn, NULL); }

/* The block of the instruction at off. Blocks exist only once something
 * jumps to them (libgccjit rejects unreachable blocks), and creating one
 * queues its instruction for lowering. */
static gcc_jit_block *blk_at(mlower *ml, uint32_t off)
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

static gcc_jit_block *fall_of(mlower *ml, uint32_t i)
{
    return i + 1 < ml->nins ? blk_at(ml, ml->ins[i + 1].off) : NULL;
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
    if (ml->join && !ml->join[j] && !ml->blk[j]) {
        ml->blk[j] = ml->cur;
        ml->work[ml->nwork++] = j;
        return;
    }
    ml->L->api->gcc_jit_block_end_with_jump(ml->cur, ml->loc, fall_of(ml, i));
}

/* Mark every instruction reached other than by falling into it: the entry,
 * handler starts, branch, LEAVE and switch targets (simulate's successors). */
static void mark_joins(mlower *ml)
{
    rt_method *m = ml->m;
    ml->join = xcalloc(ml->nins + 1, 1);
    ml->join[0] = 1;
    for (uint32_t k = 0; k < m->neh; k++)
        if (m->eh[k].handler_off < m->code_len && ml->at[m->eh[k].handler_off])
            ml->join[ml->at[m->eh[k].handler_off] - 1] = 1;
    for (uint32_t i = 0; i < ml->nins; i++) {
        const insn *in = &ml->ins[i];
        if (il_opinfo_table[in->op].operand == IL_OPND_BR && (uint32_t)in->imm < m->code_len)
            ml->join[ml->at[(uint32_t)in->imm] - 1] = 1;
        if (in->op == IL_SWITCH) {
            const uint8_t *p = m->code + in->off + 1;
            uint32_t n = il_read_u32(p);
            for (uint32_t j = 0; j < n; j++)
                ml->join[ml->at[(uint32_t)((int64_t)in->next + il_read_i32(p + 4 + 4 * j))] - 1] = 1;
        }
    }
}

/* The current thread: read once at entry, or where it is needed in an
 * inline copy (whose fast path then does not read it at all). */
static gcc_jit_rvalue *thr_rv(mlower *ml)
{
    return rv(ml->L, ml->in_copy ? ml->L->g_thread : ml->thr);
}

static gcc_jit_lvalue *pending_lv(mlower *ml)
{
    return mem(ml->L, thr_rv(ml), (uint32_t)offsetof(rt_thread, pending), ml->L->t_ptr);
}

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
static void ehf_push(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    if (!rt_method_has_catch(ml->m))
        return;
    ml->ehf = new_local(ml, G(context_new_array_type)(L->ctx, NULL, L->t_u64, 3), "ehf");
    G(block_add_assignment)(b, NULL, ehf_word(ml, 0), G(context_new_bitcast)(L->ctx, NULL, rv(L, eh_top_lv(ml)), L->t_u64));
    G(block_add_assignment)(b, NULL, ehf_word(ml, 1), G(context_new_bitcast)(L->ctx, NULL, const_method(L, ml->m), L->t_u64));
    G(block_add_assignment)(b, NULL, ehf_word(ml, 2), G(context_zero)(L->ctx, L->t_u64));
    G(block_add_assignment)(b, NULL, eh_top_lv(ml), cast(L, G(lvalue_get_address)(ml->ehf, NULL), L->t_ptr));
}

/* Every return from the function: unlink it (rt_eh_pop). */
static void ehf_pop(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    if (ml->ehf && !ml->parent)
        G(block_add_assignment)(b, NULL, eh_top_lv(ml), G(context_new_bitcast)(L->ctx, NULL, rv(L, ehf_word(ml, 0)), L->t_ptr));
}

/* Where the first pass finds this frame from now on: IL offset off, clauses
 * from `from` on. Spliced code notes its outermost call site. */
static void ehf_note(mlower *ml, gcc_jit_block *b, uint32_t off, uint32_t from)
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

static bool covers_try(const kmod_eh *e, uint32_t off) { return off >= e->try_off && off < e->try_off + e->try_len; }
static bool covers_handler(const kmod_eh *e, uint32_t off)
{
    return off >= e->handler_off && off < e->handler_off + e->handler_len;
}

static gcc_jit_block *dispatch_block(mlower *ml, uint32_t k);

/* Where an exception raised at off goes: the first clause from `from` on
 * whose try covers off, else the unwind block. */
static gcc_jit_block *dispatch_from(mlower *ml, uint32_t off, uint32_t from)
{
    for (uint32_t k = from; k < ml->m->neh; k++)
        if (covers_try(&ml->m->eh[k], off))
            return dispatch_block(ml, k);
    return dispatch_block(ml, ml->m->neh);
}

/* Where an exception raised at off (a throw, or a call or check it came
 * out of) reaches this frame: a block appending the frame at off's
 * statement to the exception's trace, then dispatch_from(off). One block
 * per statement and target; only the throwing path runs it. */
static gcc_jit_block *site_dispatch(mlower *ml, uint32_t off)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    gcc_jit_block *target = dispatch_from(ml, off, 0);
    const kmod *km = m->module ? m->module->km : NULL;
    const kmod_seqpt *sp = km && ml->nseq ? kmod_seqpt_find(km, m->row, off) : NULL;
    uint32_t idx = sp ? (uint32_t)(sp - km->seqpts.v) - ml->seq_first : ml->nseq;
    uint32_t at = sp ? sp->il_off : RT_NO_IL_OFFSET;
    struct site *s = &ml->sites[idx];
    if (s->b && s->target == target)
        return s->b;
    gcc_jit_block *b = new_block(ml);
    G(block_add_eval)(b, NULL, call(L, L->f_append_frame, 3, rv(L, pending_lv(ml)), const_method(L, m),
                                    G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)at)));
    G(block_end_with_jump)(b, NULL, target);
    if (!s->b)
        *s = (struct site){target, b};
    return b;
}

/* Allocate ml's site blocks: one per sequence point of m, one for none. */
static void sites_init(mlower *ml)
{
    const kmod *km = ml->m->module ? ml->m->module->km : NULL;
    ml->seq_first = km ? kmod_seqpt_first(km, ml->m->row) : 0;
    ml->nseq = 0;
    while (km && ml->seq_first + ml->nseq < km->seqpts.n && km->seqpts.v[ml->seq_first + ml->nseq].method == ml->m->row)
        ml->nseq++;
    ml->sites = xcalloc(ml->nseq + 1, sizeof *ml->sites);
    ml->locs = xcalloc(ml->nseq + 1, sizeof *ml->locs);
}

static gcc_jit_rvalue *zero_of(lower *L, rt_kind k)
{
    if (k == RT_KIND_VOID)
        return NULL;
    if (k == RT_KIND_REF || k == RT_KIND_BYREF)
        return G(context_null)(L->ctx, L->t_ptr);
    return G(context_zero)(L->ctx, ctype(L, k));
}

static gcc_jit_rvalue *sk_zero(lower *L, int sk)
{
    return sk == SK_PTR ? G(context_null)(L->ctx, L->t_ptr) : G(context_zero)(L->ctx, sk_type(L, sk));
}

static void end_return_zero(mlower *ml, gcc_jit_block *b)
{
    lower *L = ml->L;
    ehf_pop(ml, b);
    if (ml->m->ret_kind == RT_KIND_VOID)
        G(block_end_with_void_return)(b, NULL);
    else
        G(block_end_with_return)(b, NULL, zero_of(L, ml->m->ret_kind));
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
            G(block_end_with_jump)(b, NULL, site_dispatch(ml->parent, ml->parent->cur_off));
            return b;
        }
        if (ml->in_copy)   /* *exc = 1: the caller's test after the call */
            G(block_add_assignment)(b, NULL, G(rvalue_dereference)(G(param_as_rvalue)(G(function_get_param)(ml->fn, (int)nargs(m))), NULL),
                                    G(context_new_rvalue_from_int)(L->ctx, L->t_u8, 1));
        end_return_zero(ml, b);
        return b;
    }
    const kmod_eh *e = &m->eh[k];
    gcc_jit_block *handler = blk_at(ml, e->handler_off);
    if (e->kind == KMOD_EH_FINALLY) {   /* only if the first pass found a catch */
        gcc_jit_block *run = new_block(ml);
        ehf_note(ml, b, e->try_off, k + 1);   /* clauses after k cover all of k's try */
        gcc_jit_rvalue *ok = call(L, L->f_is_handled, 1, rv(L, pending_lv(ml)));
        G(block_end_with_conditional)(b, NULL, ok, run, dispatch_from(ml, e->try_off, k + 1));
        G(block_add_assignment)(run, NULL, ml->fexc[k], rv(L, pending_lv(ml)));
        G(block_add_assignment)(run, NULL, pending_lv(ml), G(context_null)(L->ctx, L->t_ptr));
        G(block_add_assignment)(run, NULL, ml->fsel[k], i32c(L, -1));
        G(block_end_with_jump)(run, NULL, handler);
        return b;
    }
    gcc_jit_block *take = new_block(ml);
    rt_type *t = m->eh_types ? m->eh_types[k] : NULL;
    if (t && t != rt_state.wk.exception && t != rt_state.wk.object) {
        gcc_jit_block *outer = dispatch_from(ml, e->try_off, k + 1);   /* only when used */
        gcc_jit_rvalue *ex = rv(L, pending_lv(ml));
        gcc_jit_rvalue *ok = call(L, L->f_is_subclass, 2, rv(L, mem(L, ex, 0, L->t_ptr)), const_type(L, t));
        G(block_end_with_conditional)(b, NULL, ok, take, outer);
    } else {
        G(block_end_with_jump)(b, NULL, take);
    }
    G(block_add_assignment)(take, NULL, ml->caught[k], rv(L, pending_lv(ml)));
    G(block_add_assignment)(take, NULL, slot(ml, 0, SK_PTR), rv(L, ml->caught[k]));
    G(block_add_assignment)(take, NULL, pending_lv(ml), G(context_null)(L->ctx, L->t_ptr));
    G(block_end_with_jump)(take, NULL, handler);
    return b;
}

/* End the current block with "if (cond) goto yes" and continue in a new one. */
static void branch_if(mlower *ml, gcc_jit_rvalue *cond, gcc_jit_block *yes)
{
    gcc_jit_block *next = new_block(ml);
    ml->L->api->gcc_jit_block_end_with_conditional(ml->cur, ml->loc, cond, yes, next);
    ml->cur = next;
}

static void check_pending(mlower *ml)
{
    lower *L = ml->L;
    gcc_jit_rvalue *c = G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_NE,
                                                  rv(L, pending_lv(ml)), G(context_null)(L->ctx, L->t_ptr));
    branch_if(ml, c, site_dispatch(ml, ml->cur_off));
}

/* if (cond) throw a runtime exception of kind. */
static void throw_if(mlower *ml, gcc_jit_rvalue *cond, rt_exc_kind kind)
{
    lower *L = ml->L;
    gcc_jit_block *t = new_block(ml);
    G(block_add_eval)(t, NULL, call(L, L->f_throw_kind, 2, i32c(L, (int)kind), G(context_null)(L->ctx, L->t_cstr)));
    G(block_end_with_jump)(t, NULL, site_dispatch(ml, ml->cur_off));
    branch_if(ml, cond, t);
}

static gcc_jit_rvalue *cmp(lower *L, enum gcc_jit_comparison op, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return G(context_new_comparison)(L->ctx, NULL, op, a, b);
}

static void null_check(mlower *ml, gcc_jit_rvalue *ref)
{
    lower *L = ml->L;
    throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, ref, G(context_null)(L->ctx, L->t_ptr)), RT_EXC_NULL_REFERENCE);
}

static void emit_poll(mlower *ml, gcc_jit_block *b, gcc_jit_block *then)
{
    lower *L = ml->L;
    gcc_jit_block *slow = new_block(ml);
    G(block_end_with_conditional)(b, NULL, cmp(L, GCC_JIT_COMPARISON_NE, rv(L, L->g_stop), i32c(L, 0)), slow, then);
    G(block_add_eval)(slow, NULL, call(L, L->f_poll_slow, 1, thr_rv(ml)));
    G(block_end_with_jump)(slow, NULL, then);
}

/* The block a branch from the current instruction to target enters
 * (a safepoint poll first when it goes backwards). */
static gcc_jit_block *edge(mlower *ml, uint32_t target)
{
    gcc_jit_block *t = blk_at(ml, target);
    if (target > ml->cur_off)
        return t;
    gcc_jit_block *p = new_block(ml);
    emit_poll(ml, p, t);
    return p;
}

static void emit_init_check(mlower *ml, rt_type *t)
{
    lower *L = ml->L;
    if (!t->cctor)
        return;   /* nothing ever to run (init_state is 2 from load), in any process */
    if (!L->tables && atomic_load_explicit(&t->init_state, memory_order_acquire) == 2)
        return;   /* never goes back: knowledge of this process only (tables mode always checks) */
    gcc_jit_rvalue *st = rv(L, mem(L, const_type(L, t), (uint32_t)offsetof(rt_type, init_state), L->t_vint));
    gcc_jit_block *slow = new_block(ml), *next = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, st, i32c(L, 2)), next, slow);
    ml->cur = slow;
    gcc_jit_rvalue *ok = call(L, L->f_ensure_init, 1, const_type(L, t));
    G(block_end_with_conditional)(slow, NULL, ok, next, site_dispatch(ml, ml->cur_off));
    ml->cur = next;
}

/* ------------------------------------------------------- value helpers */

typedef struct vstack {
    mlower *ml;
    const uint8_t *k;            /* entry kinds */
    uint32_t d;                  /* entry depth */
} vstack;

/* The value i below the top on entry (0 = top). */
static gcc_jit_rvalue *peek(vstack *s, uint32_t i)
{
    return rv(s->ml->L, slot(s->ml, s->d - 1 - i, s->k[s->d - 1 - i]));
}
static int peek_sk(vstack *s, uint32_t i) { return s->k[s->d - 1 - i]; }

/* Store v (of C type matching kind k) as the stack value at depth. */
static void put(mlower *ml, uint32_t depth, rt_kind k, gcc_jit_rvalue *v)
{
    lower *L = ml->L;
    int sk = kind_sk(k);
    G(block_add_assignment)(ml->cur, ml->loc, slot(ml, depth, sk), cast(L, v, sk_type(L, sk)));
}

static gcc_jit_rvalue *binop(lower *L, enum gcc_jit_binary_op op, gcc_jit_type *t, gcc_jit_rvalue *a,
                             gcc_jit_rvalue *b)
{
    return G(context_new_binary_op)(L->ctx, NULL, op, t, cast(L, a, t), cast(L, b, t));
}

/* Wrapping arithmetic: signed operations are done unsigned and cast back. */
static gcc_jit_rvalue *wrap(lower *L, enum gcc_jit_binary_op op, int sk, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    if (sk == SK_R8)
        return binop(L, op, L->t_f64, a, b);
    gcc_jit_type *u = sk == SK_I8 ? L->t_u64 : L->t_u32;
    return cast(L, binop(L, op, u, a, b), sk_type(L, sk));
}

static void lower_divrem(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 1);
    gcc_jit_rvalue *a = peek(s, 1), *b = peek(s, 0);
    gcc_jit_lvalue *dst = slot(ml, s->d - 2, sk);
    enum gcc_jit_binary_op bop = (op == IL_DIV || op == IL_DIV_UN) ? GCC_JIT_BINARY_OP_DIVIDE : GCC_JIT_BINARY_OP_MODULO;
    if (sk == SK_R8) {
        gcc_jit_rvalue *r = bop == GCC_JIT_BINARY_OP_DIVIDE ? binop(L, bop, L->t_f64, a, b) : call(L, L->f_fmod, 2, a, b);
        G(block_add_assignment)(ml->cur, ml->loc, dst, r);
        return;
    }
    gcc_jit_type *t = sk_type(L, sk), *u = sk == SK_I8 ? L->t_u64 : L->t_u32;
    throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, b, G(context_zero)(L->ctx, t)), RT_EXC_DIVIDE_BY_ZERO);
    if (op == IL_DIV_UN || op == IL_REM_UN) {
        G(block_add_assignment)(ml->cur, ml->loc, dst, cast(L, binop(L, bop, u, a, b), t));
        return;
    }
    gcc_jit_rvalue *m1 = G(context_new_rvalue_from_int)(L->ctx, t, -1);
    gcc_jit_rvalue *minv = sk == SK_I8 ? i64c(L, INT64_MIN) : i32c(L, INT32_MIN);
    gcc_jit_block *neg1 = new_block(ml), *normal = new_block(ml), *join = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, b, m1), neg1, normal);
    if (op == IL_DIV) {   /* x / -1 == -x, MinValue / -1 overflows */
        ml->cur = neg1;
        throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, a, minv), RT_EXC_OVERFLOW);
        G(block_add_assignment)(ml->cur, ml->loc, dst, cast(L, G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_MINUS, u, cast(L, a, u)), t));
        G(block_end_with_jump)(ml->cur, ml->loc, join);
    } else {              /* x % -1 == 0, MinValue % -1 overflows (as ECMA-335 rem) */
        ml->cur = neg1;
        throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, a, minv), RT_EXC_OVERFLOW);
        G(block_add_assignment)(ml->cur, ml->loc, dst, G(context_zero)(L->ctx, t));
        G(block_end_with_jump)(ml->cur, ml->loc, join);
    }
    G(block_add_assignment)(normal, NULL, dst, binop(L, bop, t, a, b));
    G(block_end_with_jump)(normal, NULL, join);
    ml->cur = join;
}

static void lower_shift(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 1);
    gcc_jit_type *t = sk_type(L, sk), *u = sk == SK_I8 ? L->t_u64 : L->t_u32;
    gcc_jit_rvalue *n = binop(L, GCC_JIT_BINARY_OP_BITWISE_AND, L->t_i32, peek(s, 0), i32c(L, sk == SK_I8 ? 63 : 31));
    gcc_jit_rvalue *a = peek(s, 1), *r;
    if (op == IL_SHL)
        r = cast(L, G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_LSHIFT, u, cast(L, a, u), cast(L, n, u)), t);
    else if (op == IL_SHR_UN)
        r = cast(L, G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, u, cast(L, a, u), cast(L, n, u)), t);
    else
        r = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, t, a, cast(L, n, t));
    G(block_add_assignment)(ml->cur, ml->loc, slot(ml, s->d - 2, sk), r);
}

static void lower_compare(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 1);
    gcc_jit_rvalue *a = peek(s, 1), *b = peek(s, 0), *r;
    bool un = op == IL_CGT_UN || op == IL_CLT_UN;
    bool gt = op == IL_CGT || op == IL_CGT_UN;
    if (op == IL_CEQ) {
        r = cmp(L, GCC_JIT_COMPARISON_EQ, a, b);
    } else if (sk == SK_R8) {
        if (un)   /* "greater or unordered" is "not less-or-equal" */
            r = G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, L->t_bool,
                                        cmp(L, gt ? GCC_JIT_COMPARISON_LE : GCC_JIT_COMPARISON_GE, a, b));
        else
            r = cmp(L, gt ? GCC_JIT_COMPARISON_GT : GCC_JIT_COMPARISON_LT, a, b);
    } else {
        if (un || sk == SK_PTR) {
            gcc_jit_type *u = sk == SK_I4 ? L->t_u32 : L->t_u64;
            a = cast(L, a, u);
            b = cast(L, b, u);
        }
        r = cmp(L, gt ? GCC_JIT_COMPARISON_GT : GCC_JIT_COMPARISON_LT, a, b);
    }
    G(block_add_assignment)(ml->cur, ml->loc, slot(ml, s->d - 2, SK_I4), cast(L, r, L->t_i32));
}

static gcc_jit_rvalue *d2i(lower *L, gcc_jit_rvalue *d, double lo, double hi, int64_t lores, int64_t hires)
{
    return call(L, L->f_d2i, 5, d, G(context_new_rvalue_from_double)(L->ctx, L->t_f64, lo),
                G(context_new_rvalue_from_double)(L->ctx, L->t_f64, hi), i64c(L, lores), i64c(L, hires));
}

static gcc_jit_rvalue *d2u(lower *L, gcc_jit_rvalue *d, double hi, uint64_t hires)
{
    return call(L, L->f_d2u, 5, d, G(context_new_rvalue_from_double)(L->ctx, L->t_f64, 0.0),
                G(context_new_rvalue_from_double)(L->ctx, L->t_f64, hi),
                G(context_zero)(L->ctx, L->t_u64), cast(L, i64c(L, (int64_t)hires), L->t_u64));
}

static void lower_conv(mlower *ml, vstack *s, il_opcode op)
{
    lower *L = ml->L;
    int sk = peek_sk(s, 0);
    gcc_jit_rvalue *a = peek(s, 0), *r = NULL;
    uint32_t d = s->d - 1;
    bool fd = sk == SK_R8;
    switch (op) {
    case IL_CONV_I1: r = fd ? d2i(L, a, -128.0, 127.0, -128, 127) : cast(L, a, L->t_i8s); break;
    case IL_CONV_U1: r = fd ? d2i(L, a, 0.0, 255.0, 0, 255) : cast(L, a, L->t_u8); break;
    case IL_CONV_I2: r = fd ? d2i(L, a, -32768.0, 32767.0, -32768, 32767) : cast(L, a, L->t_i16); break;
    case IL_CONV_U2: r = fd ? d2i(L, a, 0.0, 65535.0, 0, 65535) : cast(L, a, L->t_u16); break;
    case IL_CONV_I4:
        r = fd ? d2i(L, a, -2147483648.0, 2147483647.0, INT32_MIN, INT32_MAX) : cast(L, cast(L, a, L->t_u32), L->t_i32);
        break;
    case IL_CONV_U4: r = fd ? d2u(L, a, 4294967295.0, UINT32_MAX) : cast(L, a, L->t_u32); break;
    case IL_CONV_I8:
        r = fd ? d2i(L, a, -9223372036854775808.0, 9223372036854775808.0, INT64_MIN, INT64_MAX) : cast(L, a, L->t_i64);
        break;
    case IL_CONV_U8:
        r = fd ? d2u(L, a, 18446744073709551616.0, UINT64_MAX)
               : sk == SK_I4 ? cast(L, cast(L, a, L->t_u32), L->t_u64) : a;
        break;
    case IL_CONV_R8: r = cast(L, a, L->t_f64); break;
    case IL_CONV_R_UN: r = cast(L, cast(L, a, sk == SK_I4 ? L->t_u32 : L->t_u64), L->t_f64); break;
    default: break;
    }
    int dk = (op == IL_CONV_I8 || op == IL_CONV_U8) ? SK_I8 : (op == IL_CONV_R8 || op == IL_CONV_R_UN) ? SK_R8 : SK_I4;
    G(block_add_assignment)(ml->cur, ml->loc, slot(ml, d, dk), cast(L, cast(L, r, op == IL_CONV_U4 ? L->t_u32 : sk_type(L, dk)), sk_type(L, dk)));
}

/* Unsigned to i8: an i4 zero-extends; an i8 with the top bit set overflows. */
static void lower_conv_ovf_i8_un(mlower *ml, vstack *s)
{
    lower *L = ml->L;
    gcc_jit_rvalue *a = peek(s, 0);
    if (peek_sk(s, 0) == SK_I4) {
        put(ml, s->d - 1, RT_KIND_I8, cast(L, cast(L, cast(L, a, L->t_u32), L->t_u64), L->t_i64));
        return;
    }
    throw_if(ml, cmp(L, GCC_JIT_COMPARISON_LT, a, G(context_zero)(L->ctx, L->t_i64)), RT_EXC_OVERFLOW);
}

static void lower_branch(mlower *ml, vstack *s, const insn *in, uint32_t i)
{
    lower *L = ml->L;
    if (in->op == IL_BR) {
        G(block_end_with_jump)(ml->cur, ml->loc, edge(ml, (uint32_t)in->imm));
        return;
    }
    gcc_jit_rvalue *c = cmp(L, in->op == IL_BRTRUE ? GCC_JIT_COMPARISON_NE : GCC_JIT_COMPARISON_EQ, peek(s, 0),
                            sk_zero(L, peek_sk(s, 0)));
    G(block_end_with_conditional)(ml->cur, ml->loc, c, edge(ml, (uint32_t)in->imm), fall_of(ml, i));
}

static void lower_switch(mlower *ml, vstack *s, const insn *in, uint32_t i)
{
    lower *L = ml->L;
    const uint8_t *p = ml->m->code + in->off + 1;
    uint32_t n = il_read_u32(p);
    gcc_jit_case **cs = xcalloc(n, sizeof *cs);
    for (uint32_t j = 0; j < n; j++) {
        uint32_t t = (uint32_t)((int64_t)in->next + il_read_i32(p + 4 + 4 * j));
        cs[j] = G(context_new_case)(L->ctx, i32c(L, (int)j), i32c(L, (int)j), edge(ml, t));
    }
    G(block_end_with_switch)(ml->cur, ml->loc, peek(s, 0), fall_of(ml, i), (int)n, cs);
    free(cs);
}

/* ------------------------------------------------------------------ calls */

/* The callee's entry point from its entry cell (prepared on first use). */
static gcc_jit_rvalue *entry_of(mlower *ml, gcc_jit_rvalue *method)
{
    lower *L = ml->L;
    G(block_add_assignment)(ml->cur, ml->loc, ml->callp, rv(L, mem(L, method, (uint32_t)offsetof(rt_method, entry), L->t_vptr)));
    gcc_jit_block *prep = new_block(ml), *go = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, ml->callp), G(context_null)(L->ctx, L->t_ptr)), prep, go);
    G(block_add_assignment)(prep, NULL, ml->callp, call(L, L->f_entry, 1, method));
    G(block_end_with_conditional)(prep, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, ml->callp), G(context_null)(L->ctx, L->t_ptr)),
                                  site_dispatch(ml, ml->cur_off), go);
    ml->cur = go;
    return rv(L, ml->callp);
}

static gcc_jit_type *fnptr_type(lower *L, const rt_method *c)
{
    uint32_t n = nargs(c);
    gcc_jit_type **pt = xcalloc(n, sizeof *pt);
    for (uint32_t i = 0; i < n; i++)
        pt[i] = arg_type(L, c, i);
    gcc_jit_type *t = G(context_new_function_ptr_type)(L->ctx, NULL, ctype(L, c->ret_kind), (int)n, pt, 0);
    free(pt);
    return t;
}

/* A direct call of jf with args[0..n); an inline copy also gets the
 * address of the caller's exception flag (args[n]), cleared first. */
static gcc_jit_rvalue *direct_call(mlower *ml, jit_fn *jf, uint32_t n, gcc_jit_rvalue **args)
{
    lower *L = ml->L;
    if (!jf->inline_copy)
        return G(context_new_call)(L->ctx, NULL, jf->fn, (int)n, args);
    if (!ml->excflag)
        ml->excflag = new_local(ml, L->t_u8, "exc");
    G(block_add_assignment)(ml->cur, ml->loc, ml->excflag, G(context_zero)(L->ctx, L->t_u8));
    args[n] = G(lvalue_get_address)(ml->excflag, NULL);
    return G(context_new_call)(L->ctx, NULL, jf->fn, (int)n + 1, args);
}

/* After a call: an exception goes to the call site's dispatch. After an
 * inline copy the test is of the flag it sets, so once GCC has inlined it
 * the test folds away on every path that returns normally. */
static void check_call(mlower *ml, bool via_copy)
{
    lower *L = ml->L;
    if (!via_copy) {
        check_pending(ml);
        return;
    }
    branch_if(ml, cmp(L, GCC_JIT_COMPARISON_NE, rv(L, ml->excflag), G(context_zero)(L->ctx, L->t_u8)),
              site_dispatch(ml, ml->cur_off));
}

static bool splice_call(mlower *ml, rt_method *c, gcc_jit_rvalue **args, uint32_t depth);

/* Call c with args[0..n) (this first); store its result at depth. */
static void emit_call(mlower *ml, rt_method *c, gcc_jit_rvalue **args, bool virt, uint32_t depth)
{
    lower *L = ml->L;
    uint32_t n = nargs(c);
    for (uint32_t i = 0; i < n; i++)
        args[i] = cast(L, args[i], arg_type(L, c, i));
    jit_fn *direct = NULL;
    bool dispatch_virtual = virt && c->vtable_slot >= 0 && !(c->flags & KMOD_METH_FINAL) &&
                            !(c->owner->flags & RT_TYPE_SEALED);
    if (virt || c->has_this)
        null_check(ml, args[0]);
    if (!c->has_this && !(c->flags & KMOD_METH_CTOR))
        emit_init_check(ml, c->owner);
    if (!dispatch_virtual && splice_call(ml, c, args, depth))
        return;
    if (!dispatch_virtual)
        direct = direct_target(L, c);
    ehf_note(ml, ml->cur, ml->cur_off, 0);
    gcc_jit_rvalue *r;
    if (direct) {
        r = direct_call(ml, direct, n, args);
    } else {
        gcc_jit_rvalue *target = const_method(L, c);
        if (dispatch_virtual) {   /* obj->type->vtable[slot] */
            gcc_jit_rvalue *type = rv(L, mem(L, args[0], 0, L->t_ptr));
            gcc_jit_rvalue *vt = rv(L, mem(L, type, (uint32_t)offsetof(rt_type, vtable), L->t_ptr));
            target = rv(L, mem(L, vt, (uint32_t)c->vtable_slot * (uint32_t)sizeof(void *), L->t_ptr));
        }
        gcc_jit_rvalue *fp = cast(L, entry_of(ml, target), fnptr_type(L, c));
        r = G(context_new_call_through_ptr)(L->ctx, NULL, fp, (int)n, args);
    }
    if (c->ret_kind == RT_KIND_VOID)
        G(block_add_eval)(ml->cur, ml->loc, r);
    else
        put(ml, depth, c->ret_kind, r);
    check_call(ml, direct && direct->inline_copy);
}

/* ------------------------------------------------------------ intrinsics */

/* [Intrinsic] corelib methods replaced by inline code (the same set the
 * interpreter inlines; their C# bodies are the reference meaning). */
typedef enum ix_kind { IX_HDR_READ, IX_HDR_CAS, IX_LOCK_ID, IX_NATIVE_TL, IX_NATIVE_FL, IX_SB_LOCK, IX_XADD, IX_XCHG, IX_CAS, IX_VREAD, IX_VWRITE } ix_kind;
typedef struct intrinsic { const char *key; ix_kind kind; int size; int pre; bool ref; } intrinsic;

#define OH_ "System.Threading.ObjectHeader."
#define IN_ "System.Threading.Interlocked."
#define VO_ "System.Threading.Volatile."
static const intrinsic intrinsics[] = {
    {OH_ "GetHeader(object)", IX_HDR_READ, 4, 0, false},
    {OH_ "CompareExchangeHeader(object,int,int)", IX_HDR_CAS, 4, 0, false},
    {OH_ "CurrentLockId()", IX_LOCK_ID, 4, 0, false},
    {"System.Threading.Monitor.NativeThinLock()", IX_NATIVE_TL, 1, 0, false},
    {"System.Threading.Monitor.NativeFatLock()", IX_NATIVE_FL, 1, 0, false},
    {OH_ "SyncBlockLock(int)", IX_SB_LOCK, 8, 0, false},
    {IN_ "Increment(ref int)", IX_XADD, 4, 1, false}, {IN_ "Increment(ref long)", IX_XADD, 8, 1, false},
    {IN_ "Decrement(ref int)", IX_XADD, 4, -1, false}, {IN_ "Decrement(ref long)", IX_XADD, 8, -1, false},
    {IN_ "Add(ref int,int)", IX_XADD, 4, 0, false}, {IN_ "Add(ref long,long)", IX_XADD, 8, 0, false},
    {IN_ "Exchange(ref int,int)", IX_XCHG, 4, 0, false}, {IN_ "Exchange(ref long,long)", IX_XCHG, 8, 0, false},
    {IN_ "Exchange(ref object,object)", IX_XCHG, 8, 0, true},
    {IN_ "CompareExchange(ref int,int,int)", IX_CAS, 4, 0, false},
    {IN_ "CompareExchange(ref long,long,long)", IX_CAS, 8, 0, false},
    {IN_ "CompareExchange(ref object,object,object)", IX_CAS, 8, 0, true},
    {VO_ "Read(ref int)", IX_VREAD, 4, 0, false}, {VO_ "Read(ref long)", IX_VREAD, 8, 0, false},
    {VO_ "Read(ref bool)", IX_VREAD, 1, 0, false}, {VO_ "Read(ref object)", IX_VREAD, 8, 0, true},
    {VO_ "Write(ref int,int)", IX_VWRITE, 4, 0, false}, {VO_ "Write(ref long,long)", IX_VWRITE, 8, 0, false},
    {VO_ "Write(ref bool,bool)", IX_VWRITE, 1, 0, false}, {VO_ "Write(ref object,object)", IX_VWRITE, 8, 0, true},
};
#undef OH_
#undef IN_
#undef VO_

enum { MO_RELAXED = 0, MO_ACQUIRE = 2, MO_RELEASE = 3, MO_SEQ_CST = 5 };

static const intrinsic *find_intrinsic(const rt_method *c)
{
    if (!(c->flags & KMOD_METH_INTRINSIC) || !c->module || !c->module->is_corelib || !rt_method_key(c))
        return NULL;
    const char *off = getenv("KILN_JIT_INTRINSICS");
    if (off && strcmp(off, "0") == 0)
        return NULL;
    for (size_t k = 0; k < sizeof intrinsics / sizeof intrinsics[0]; k++)
        if (strcmp(rt_method_key(c), intrinsics[k].key) == 0)
            return intrinsics[k].kind == IX_SB_LOCK && !rt_state.sync_table.symbol ? NULL : &intrinsics[k];
    return NULL;
}

/* Call a GCC builtin, each argument cast to the builtin's own parameter
 * type (sized atomics take `volatile void *` and signed values). */
static gcc_jit_rvalue *builtin(lower *L, const char *name, int n, gcc_jit_rvalue **a)
{
    gcc_jit_function *f = G(context_get_builtin_function)(L->ctx, name);
    for (int i = 0; i < n; i++) {
        gcc_jit_type *pt = G(rvalue_get_type)(G(param_as_rvalue)(G(function_get_param)(f, i)));
        a[i] = cast(L, a[i], pt);
    }
    return G(context_new_call)(L->ctx, NULL, f, n, a);
}

/* --thinlock=native, as monitor/natives.c's UseNativeThinLock answers it;
 * fixed before any code runs. */
static int native_thin_lock(void)
{
    const char *e = getenv("KILN_THINLOCK");
    return rt_state.thinlock_native || (e && strcmp(e, "native") == 0);
}

/* In-process JIT: the setting as a constant. Tables mode (AOT, code
 * cache): a load of rt_state.thinlock_native, which the process running the
 * code fixes before any managed code (cmd_run from --thinlock and
 * KILN_THINLOCK, aot_start from the image). */
static gcc_jit_rvalue *native_thin_lock_rv(lower *L)
{
    if (!L->tables)
        return i32c(L, native_thin_lock());
    if (!L->g_state) {
        gcc_jit_type *t = G(context_new_array_type)(L->ctx, NULL, L->t_u8, (int)sizeof(rt_vm));
        L->g_state = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, t, "rt_state");
    }
    gcc_jit_rvalue *base = G(lvalue_get_address)(L->g_state, NULL);
    return rv(L, mem(L, base, (int32_t)offsetof(rt_vm, thinlock_native), L->t_i32));
}

/* --fatlock=native, as monitor/natives.c's UseNativeFatLock answers it
 * (rt_state only: the tier-1 thread must not call getenv). */
static int native_fat_lock(void) { return rt_state.fatlock_native != 0; }

/* As native_thin_lock_rv, for rt_state.fatlock_native. */
static gcc_jit_rvalue *native_fat_lock_rv(lower *L)
{
    if (!L->tables)
        return i32c(L, native_fat_lock());
    native_thin_lock_rv(L);   /* imports rt_state */
    gcc_jit_rvalue *base = G(lvalue_get_address)(L->g_state, NULL);
    return rv(L, mem(L, base, (int32_t)offsetof(rt_vm, fatlock_native), L->t_i32));
}

/* ObjectHeader.SyncBlockLock(index): the Lock embedded in the sync block
 * (rt_state.sync_table says where): load the chunk pointer, form the
 * Lock's address, load its type word; the address when that is set, else
 * null (branch-free: address & -(type != 0)). Two loads. */
static gcc_jit_rvalue *sync_block_lock_rv(lower *L, gcc_jit_rvalue *index)
{
    const rt_sync_table_abi *a = &rt_state.sync_table;
    gcc_jit_rvalue *base;
    if (!L->tables) {
        base = ptrc(L, a->base);
    } else {
        if (!L->g_sync_table) {
            gcc_jit_type *t = G(context_new_array_type)(L->ctx, NULL, L->t_u8, (int)a->base_size);
            L->g_sync_table = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, t, a->symbol);
        }
        base = G(lvalue_get_address)(L->g_sync_table, NULL);
    }
    gcc_jit_rvalue *idx = cast(L, index, L->t_u32);
    gcc_jit_rvalue *hi = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, L->t_u32, idx,
                                                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)a->chunk_bits));
    gcc_jit_rvalue *lo = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, L->t_u32, idx,
                                                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32,
                                                                                 (int)((1u << a->chunk_bits) - 1)));
    gcc_jit_rvalue *chunks = G(context_new_cast)(L->ctx, NULL,
                                                 G(lvalue_get_address)(mem(L, base, (int32_t)a->chunks_offset, L->t_ptr), NULL),
                                                 G(type_get_pointer)(L->t_ptr));
    gcc_jit_rvalue *chunk = rv(L, G(context_new_array_access)(L->ctx, NULL, chunks, cast(L, hi, L->t_i64)));
    gcc_jit_rvalue *bytes = G(context_new_cast)(L->ctx, NULL, chunk, G(type_get_pointer)(L->t_u8));
    gcc_jit_rvalue *off = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_PLUS, L->t_i64,
        G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_MULT, L->t_i64, cast(L, lo, L->t_i64),
                                 G(context_new_rvalue_from_long)(L->ctx, L->t_i64, (long)a->entry_size)),
        G(context_new_rvalue_from_long)(L->ctx, L->t_i64, (long)a->lock_offset));
    gcc_jit_rvalue *lock = G(lvalue_get_address)(G(context_new_array_access)(L->ctx, NULL, bytes, off), NULL);
    gcc_jit_rvalue *type = rv(L, G(rvalue_dereference)(G(context_new_cast)(L->ctx, NULL, lock,
                                                                            G(type_get_pointer)(L->t_ptr)), NULL));
    gcc_jit_rvalue *made = G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_NE, type,
                                                     G(context_null)(L->ctx, L->t_ptr));
    gcc_jit_rvalue *mask = G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_MINUS, L->t_i64,
                                                   cast(L, made, L->t_i64));
    gcc_jit_rvalue *bits = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, L->t_i64,
                                                    G(context_new_bitcast)(L->ctx, NULL, lock, L->t_i64), mask);
    return G(context_new_bitcast)(L->ctx, NULL, bits, L->t_ptr);
}

static gcc_jit_rvalue *as_int(lower *L, gcc_jit_rvalue *v, const intrinsic *ix)
{
    return ix->ref ? G(context_new_bitcast)(L->ctx, NULL, v, L->t_i64) : v;
}

static void lower_intrinsic(mlower *ml, vstack *s, rt_method *c, const intrinsic *ix)
{
    lower *L = ml->L;
    uint32_t n = c->nparams, d = s->d - n;
    char name[40];
    gcc_jit_rvalue *a[6], *r = NULL;
    gcc_jit_rvalue *p0 = n ? peek(s, n - 1) : NULL;
    switch (ix->kind) {
    case IX_HDR_READ: case IX_HDR_CAS: {
        null_check(ml, p0);
        gcc_jit_rvalue *hdr = G(lvalue_get_address)(mem(L, p0, -4, L->t_u32), NULL);
        if (ix->kind == IX_HDR_READ) {
            a[0] = hdr;
            a[1] = i32c(L, MO_ACQUIRE);
            r = builtin(L, "__atomic_load_4", 2, a);
            break;
        }
        p0 = hdr;
    } /* fall through: the CAS on the header word */
    /* FALLTHRU */
    case IX_CAS: {
        gcc_jit_type *vt = ix->size == 8 ? L->t_i64 : L->t_i32;
        gcc_jit_lvalue *expected = new_local(ml, vt, "cmp");
        G(block_add_assignment)(ml->cur, ml->loc, expected, cast(L, as_int(L, peek(s, 0), ix), vt));
        snprintf(name, sizeof name, "__atomic_compare_exchange_%d", ix->size);
        a[0] = p0;
        a[1] = G(lvalue_get_address)(expected, NULL);
        a[2] = as_int(L, peek(s, 1), ix);
        a[3] = G(context_new_rvalue_from_int)(L->ctx, L->t_bool, 0);
        a[4] = i32c(L, MO_SEQ_CST);
        a[5] = i32c(L, MO_SEQ_CST);
        G(block_add_eval)(ml->cur, ml->loc, builtin(L, name, 6, a));
        r = rv(L, expected);
        break;
    }
    case IX_LOCK_ID: r = rv(L, L->g_lock_id); break;
    case IX_NATIVE_TL: r = native_thin_lock_rv(L); break;
    case IX_NATIVE_FL: r = native_fat_lock_rv(L); break;
    case IX_SB_LOCK: r = sync_block_lock_rv(L, p0); break;
    case IX_XADD:
        snprintf(name, sizeof name, "__atomic_add_fetch_%d", ix->size);
        a[0] = p0;
        a[1] = ix->pre ? (ix->size == 8 ? i64c(L, ix->pre) : i32c(L, ix->pre)) : peek(s, 0);
        a[2] = i32c(L, MO_SEQ_CST);
        r = builtin(L, name, 3, a);
        break;
    case IX_XCHG:
        snprintf(name, sizeof name, "__atomic_exchange_%d", ix->size);
        a[0] = p0;
        a[1] = as_int(L, peek(s, 0), ix);
        a[2] = i32c(L, MO_SEQ_CST);
        r = builtin(L, name, 3, a);
        break;
    case IX_VREAD:
        snprintf(name, sizeof name, "__atomic_load_%d", ix->size);
        a[0] = p0;
        a[1] = i32c(L, MO_ACQUIRE);
        r = builtin(L, name, 2, a);
        break;
    case IX_VWRITE:
        snprintf(name, sizeof name, "__atomic_store_%d", ix->size);
        a[0] = p0;
        a[1] = as_int(L, peek(s, 0), ix);
        a[2] = i32c(L, MO_RELEASE);
        G(block_add_eval)(ml->cur, ml->loc, builtin(L, name, 3, a));
        return;
    }
    if (ix->ref)
        r = G(context_new_bitcast)(L->ctx, NULL, cast(L, r, L->t_i64), L->t_ptr);
    put(ml, d, c->ret_kind, cast(L, r, ix->ref ? L->t_ptr : ctype(L, c->ret_kind)));
}

static void lower_call(mlower *ml, vstack *s, const insn *in)
{
    rt_method *c = meth(ml, in);
    uint32_t n = nargs(c);
    const intrinsic *ix = in->op == IL_CALL && !c->has_this ? find_intrinsic(c) : NULL;
    if (ix) {
        lower_intrinsic(ml, s, c, ix);
        return;
    }
    gcc_jit_rvalue *args[65];   /* + an inline copy's exception flag */
    if (n > 64) {
        fail(ml->L, "jit: %s.%s: call with more than 64 arguments", ml->m->owner->name, ml->m->name);
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        args[i] = peek(s, n - 1 - i);
    emit_call(ml, c, args, in->op == IL_CALLVIRT, s->d - n);
}

static void lower_newobj(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_method *c = meth(ml, in);
    rt_type *t = c->owner;
    if (t->flags & (RT_TYPE_STRING | RT_TYPE_ARRAY)) {
        fail(L, "jit: %s.%s: newobj of %s not supported", ml->m->owner->name, ml->m->name, t->name);
        return;
    }
    gcc_jit_rvalue *args[65];   /* this, the arguments, an inline copy's exception flag */
    uint32_t n = c->nparams;
    if (n >= 64) {
        fail(L, "jit: %s.%s: constructor with too many arguments", ml->m->owner->name, ml->m->name);
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        args[i + 1] = peek(s, n - 1 - i);
    emit_init_check(ml, t);
    gcc_jit_lvalue *obj = new_local(ml, L->t_ptr, "obj");
    G(block_add_assignment)(ml->cur, ml->loc, obj, call(L, L->f_new_object, 1, const_type(L, t)));
    check_pending(ml);
    args[0] = rv(L, obj);
    jit_fn *direct = direct_target(L, c);
    for (uint32_t i = 0; i <= n; i++)
        args[i] = cast(L, args[i], arg_type(L, c, i));
    ehf_note(ml, ml->cur, ml->cur_off, 0);
    gcc_jit_rvalue *r = direct ? direct_call(ml, direct, n + 1, args)
                               : G(context_new_call_through_ptr)(L->ctx, NULL, cast(L, entry_of(ml, const_method(L, c)), fnptr_type(L, c)), (int)n + 1, args);
    G(block_add_eval)(ml->cur, ml->loc, r);
    check_call(ml, direct && direct->inline_copy);
    put(ml, s->d - n, RT_KIND_REF, rv(L, obj));
}

/* --------------------------------------------------------- fields, arrays */

static gcc_jit_type *field_type(lower *L, const rt_field *f)
{
    gcc_jit_type *t = ctype(L, f->kind);
    return (f->flags & KMOD_FIELD_VOLATILE) ? G(type_get_volatile)(t) : t;
}

static void lower_field(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_field *f = fld(ml, in);
    bool is_static = in->op == IL_LDSFLD || in->op == IL_STSFLD || in->op == IL_LDSFLDA;
    gcc_jit_rvalue *base;
    if (is_static) {
        emit_init_check(ml, f->owner);
        base = const_statics(L, f->owner);
    } else {
        base = peek(s, in->op == IL_STFLD ? 1 : 0);
        null_check(ml, base);
    }
    gcc_jit_lvalue *lv = mem(L, base, f->offset, field_type(L, f));
    switch (in->op) {
    case IL_LDFLD: put(ml, s->d - 1, f->kind, rv(L, lv)); break;
    case IL_LDSFLD: put(ml, s->d, f->kind, rv(L, lv)); break;
    case IL_LDFLDA: put(ml, s->d - 1, RT_KIND_BYREF, G(lvalue_get_address)(lv, NULL)); break;
    case IL_LDSFLDA: put(ml, s->d, RT_KIND_BYREF, G(lvalue_get_address)(lv, NULL)); break;
    default:
        G(block_add_assignment)(ml->cur, ml->loc, lv, cast(L, peek(s, 0), field_type(L, f)));
        break;
    }
}

/* Null and bounds checks of arr[idx]; the element lvalue of kind k. An i4
 * index is compared unsigned (negative is out of range), an i8 index as an
 * unsigned 64-bit value, so no high bits are dropped before the check. */
static gcc_jit_lvalue *elem(mlower *ml, gcc_jit_rvalue *arr, gcc_jit_rvalue *idx, int idx_sk, rt_kind k)
{
    lower *L = ml->L;
    null_check(ml, arr);
    gcc_jit_type *ut = idx_sk == SK_I8 ? L->t_u64 : L->t_u32;
    gcc_jit_rvalue *len = cast(L, rv(L, mem(L, arr, 8, L->t_u32)), ut);
    throw_if(ml, cmp(L, GCC_JIT_COMPARISON_GE, cast(L, idx, ut), len), RT_EXC_INDEX_OUT_OF_RANGE);
    gcc_jit_rvalue *data = cast(L, G(lvalue_get_address)(mem(L, arr, RT_ARRAY_DATA_OFFSET, L->t_u8), NULL),
                                G(type_get_pointer)(ctype(L, k)));
    return G(context_new_array_access)(L->ctx, NULL, data, idx);
}

/* ldelema of a reference element: the array's element type must be exactly
 * the token's type (ECMA-335 III.4.9), checked after the bounds, before any
 * store through the address - a string[] seen as object[] refuses. */
static void exact_elem_check(mlower *ml, gcc_jit_rvalue *arr, rt_type *want)
{
    lower *L = ml->L;
    gcc_jit_rvalue *type = rv(L, mem(L, arr, 0, L->t_ptr));
    gcc_jit_rvalue *have = rv(L, mem(L, type, (int32_t)offsetof(rt_type, elem), L->t_ptr));
    throw_if(ml, cmp(L, GCC_JIT_COMPARISON_NE, have, const_type(L, want)), RT_EXC_ARRAY_TYPE_MISMATCH);
}

static void lower_array(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_module *mod = ml->m->module;
    uint32_t tok = (uint32_t)in->imm;
    switch (in->op) {
    case IL_NEWARR: {
        gcc_jit_rvalue *n = cast(L, peek(s, 0), L->t_i64);   /* i4 sign-extends */
        put(ml, s->d - 1, RT_KIND_REF, call(L, L->f_new_array, 2, const_type(L, rt_resolve_type(mod, tok)), n));
        check_pending(ml);
        return;
    }
    case IL_LDLEN:
        null_check(ml, peek(s, 0));
        put(ml, s->d - 1, RT_KIND_I4, rv(L, mem(L, peek(s, 0), 8, L->t_u32)));
        return;
    case IL_LDELEM: {
        rt_kind k = rt_resolve_sig_kind(mod, tok);
        put(ml, s->d - 2, k, rv(L, elem(ml, peek(s, 1), peek(s, 0), peek_sk(s, 0), k)));
        return;
    }
    case IL_LDELEMA: {
        rt_kind k = rt_resolve_sig_kind(mod, tok);
        gcc_jit_lvalue *lv = elem(ml, peek(s, 1), peek(s, 0), peek_sk(s, 0), k);
        if (k == RT_KIND_REF)
            exact_elem_check(ml, peek(s, 1), rt_resolve_type(mod, tok));
        put(ml, s->d - 2, RT_KIND_BYREF, G(lvalue_get_address)(lv, NULL));
        return;
    }
    default: {   /* STELEM */
        rt_kind k = rt_resolve_sig_kind(mod, tok);
        gcc_jit_lvalue *lv = elem(ml, peek(s, 2), peek(s, 1), peek_sk(s, 1), k);
        if (k == RT_KIND_REF) {
            gcc_jit_rvalue *ok = call(L, L->f_store_ok, 2, peek(s, 2), peek(s, 0));
            throw_if(ml, G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, L->t_bool, ok),
                     RT_EXC_ARRAY_TYPE_MISMATCH);
        }
        G(block_add_assignment)(ml->cur, ml->loc, lv, cast(L, peek(s, 0), ctype(L, k)));
        return;
    }
    }
}

static void lower_cast(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_type *t = rt_resolve_type(ml->m->module, (uint32_t)in->imm);
    gcc_jit_lvalue *o = slot(ml, s->d - 1, SK_PTR);
    gcc_jit_block *done = new_block(ml), *test = new_block(ml), *slow = new_block(ml), *bad = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, o), G(context_null)(L->ctx, L->t_ptr)), done, test);
    gcc_jit_rvalue *type = rv(L, mem(L, rv(L, o), 0, L->t_ptr));
    G(block_end_with_conditional)(test, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, type, const_type(L, t)), done, slow);
    G(block_end_with_conditional)(slow, NULL, call(L, L->f_assignable, 2, type, const_type(L, t)), done, bad);
    if (in->op == IL_ISINST) {
        G(block_add_assignment)(bad, NULL, o, G(context_null)(L->ctx, L->t_ptr));
        G(block_end_with_jump)(bad, NULL, done);
    } else {
        gcc_jit_rvalue *a[4] = {
            i32c(L, RT_EXC_INVALID_CAST),
            G(context_new_string_literal)(L->ctx, "Unable to cast object of type '%s' to type '%s'."),
            rv(L, mem(L, type, (uint32_t)offsetof(rt_type, name), L->t_ptr)),
            rv(L, mem(L, const_type(L, t), (uint32_t)offsetof(rt_type, name), L->t_ptr))};
        G(block_add_eval)(bad, NULL, G(context_new_call)(L->ctx, NULL, L->f_throw_kindf, 4, a));
        G(block_end_with_jump)(bad, NULL, site_dispatch(ml, ml->cur_off));
    }
    ml->cur = done;
}

/* ------------------------------------------------------------ exceptions */

static int innermost(const rt_method *m, uint32_t off, uint32_t kind)
{
    for (uint32_t k = 0; k < m->neh; k++)
        if (m->eh[k].kind == kind && covers_handler(&m->eh[k], off))
            return (int)k;
    return -1;
}

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
static void lower_leave(mlower *ml, const insn *in)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t target = (uint32_t)in->imm;
    int next_k = -1, next_id = -1;
    for (uint32_t j = m->neh; j-- > 0;) {
        const kmod_eh *e = &m->eh[j];
        if (e->kind != KMOD_EH_FINALLY || !covers_try(e, in->off) || covers_try(e, target))
            continue;
        next_id = add_cont(ml, j, (cont){0, next_k, next_id, target, in->off});
        next_k = (int)j;
    }
    if (next_k < 0) {
        G(block_end_with_jump)(ml->cur, ml->loc, edge(ml, target));
        return;
    }
    G(block_add_assignment)(ml->cur, ml->loc, ml->fsel[next_k], i32c(L, next_id));
    G(block_end_with_jump)(ml->cur, ml->loc, blk_at(ml, m->eh[next_k].handler_off));
}

static gcc_jit_block *cont_block(mlower *ml, const cont *c)
{
    lower *L = ml->L;
    if (c->next_k < 0) {
        uint32_t save = ml->cur_off;
        ml->cur_off = c->from_off;   /* a backward LEAVE polls */
        gcc_jit_block *b = edge(ml, c->target);
        ml->cur_off = save;
        return b;
    }
    gcc_jit_block *b = new_block(ml);
    G(block_add_assignment)(b, NULL, ml->fsel[c->next_k], i32c(L, c->next_id));
    G(block_end_with_jump)(b, NULL, blk_at(ml, ml->m->eh[c->next_k].handler_off));
    return b;
}

static void lower_endfinally(mlower *ml, uint32_t i)
{
    lower *L = ml->L;
    const insn *in = &ml->ins[i];
    int k = innermost(ml->m, in->off, KMOD_EH_FINALLY);
    ml->cur = ml->blk[i];
    ml->cur_off = in->off;
    ml->loc = loc_at(ml, in->off);
    gcc_jit_block *rethrow = new_block(ml);
    G(block_add_assignment)(rethrow, NULL, pending_lv(ml), rv(L, ml->fexc[k]));
    G(block_end_with_jump)(rethrow, NULL, dispatch_from(ml, ml->m->eh[k].try_off, (uint32_t)k + 1));
    uint32_t n = ml->nconts[k];
    gcc_jit_case **cs = xcalloc(n, sizeof *cs);
    for (uint32_t j = 0; j < n; j++)
        cs[j] = G(context_new_case)(L->ctx, i32c(L, ml->conts[k][j].id), i32c(L, ml->conts[k][j].id),
                                    cont_block(ml, &ml->conts[k][j]));
    G(block_end_with_switch)(ml->cur, ml->loc, rv(L, ml->fsel[k]), rethrow, (int)n, cs);
    free(cs);
}

/* ldstr: the module's interned-string cell, or rt_resolve_string on the
 * first use of the literal (the lowering never allocates). */
static void lower_ldstr(mlower *ml, uint32_t depth, uint32_t tok)
{
    lower *L = ml->L;
    gcc_jit_type *cell = G(type_get_pointer)(G(type_get_volatile)(L->t_ptr));
    gcc_jit_rvalue *s = rv(L, G(rvalue_dereference)(cast(L, const_string_cell(L, ml->m->module, tok), cell), NULL));
    gcc_jit_lvalue *dst = slot(ml, depth, SK_PTR);
    G(block_add_assignment)(ml->cur, ml->loc, dst, s);
    gcc_jit_block *slow = new_block(ml), *done = new_block(ml);
    G(block_end_with_conditional)(ml->cur, ml->loc, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, dst), G(context_null)(L->ctx, L->t_ptr)), slow, done);
    ml->cur = slow;
    G(block_add_assignment)(slow, NULL, dst, call(L, L->f_resolve_string, 2, const_module(L, ml->m->module),
                                                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)tok)));
    check_pending(ml);
    G(block_end_with_jump)(ml->cur, ml->loc, done);
    ml->cur = done;
}

/* ------------------------------------------------- tiered: OSR entries */

void jit_osr_symbol(const rt_method *m, uint32_t off, char *buf, size_t len)
{
    char name[256];
    jit_method_symbol(m, name, sizeof name);
    snprintf(buf, len, "o%s_%u", name + 1, off);
}

/* The OSR variant of m entered at loop header off:
 *   ret osr(uint64_t *args, uint64_t *locals)
 * reading the interpreter's 8-byte slots (see interp.h's interp_tier). */
static void declare_osr_fn(lower *L, rt_method *m, uint32_t off)
{
    if (L->nfns == L->capfns) {
        L->capfns = L->capfns ? 2 * L->capfns : 16;
        L->fns = realloc(L->fns, L->capfns * sizeof *L->fns);
        if (!L->fns)
            abort();
    }
    jit_fn *jf = &L->fns[L->nfns++];
    memset(jf, 0, sizeof *jf);
    jf->m = m;
    jf->osr_off = off;
    char name[300];
    jit_osr_symbol(m, off, name, sizeof name);
    gcc_jit_param *p[2] = {G(context_new_param)(L->ctx, NULL, L->t_ptr, "args"),
                           G(context_new_param)(L->ctx, NULL, L->t_ptr, "locals")};
    jf->fn = G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_EXPORTED, ctype(L, m->ret_kind), name, 2, p, 0);
}

static bool in_handler(const rt_method *m, uint32_t off)
{
    for (uint32_t k = 0; k < m->neh; k++)
        if (covers_handler(&m->eh[k], off))
            return true;
    return false;
}

/* Can an OSR variant start at (or route through) the loop header t? */
static bool osr_header_ok(mlower *ml, uint32_t t)
{
    if (t >= ml->m->code_len || !ml->at[t])
        return false;
    const insn *h = &ml->ins[ml->at[t] - 1];
    return h->reached && h->depth == 0 && !in_handler(ml->m, t);
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
static void setup_osr_entry(mlower *ml)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t off = (uint32_t)ml->jf->osr_off;
    if (!osr_header_ok(ml, off)) {
        fail(L, "jit: %s.%s: no OSR entry at IL offset %u", m->owner->name, m->name, off);
        return;
    }
    gcc_jit_block *entry = new_block(ml);
    ml->thr = new_local(ml, L->t_ptr, "thr");
    ml->callp = new_local(ml, L->t_ptr, "callp");
    G(block_add_assignment)(entry, NULL, ml->thr, rv(L, L->g_thread));
    ehf_push(ml, entry);
    gcc_jit_rvalue *ap = G(param_as_rvalue)(G(function_get_param)(ml->fn, 0));
    gcc_jit_rvalue *lp = G(param_as_rvalue)(G(function_get_param)(ml->fn, 1));
    for (uint32_t i = 0; i < nargs(m); i++) {
        ml->args[i] = new_local(ml, arg_type(L, m, i), "arg");
        G(block_add_assignment)(entry, NULL, ml->args[i], rv(L, mem(L, ap, (int32_t)(8 * i), arg_type(L, m, i))));
    }
    for (uint32_t i = 0; i < m->nlocals; i++) {
        gcc_jit_type *t = ctype(L, m->local_kinds[i]);
        ml->locals[i] = new_il_local(ml, t, i);
        G(block_add_assignment)(entry, NULL, ml->locals[i], rv(L, mem(L, lp, (int32_t)(8 * i), t)));
    }
    for (uint32_t k = 0; k < m->neh; k++) {
        ml->caught[k] = new_local(ml, L->t_ptr, "caught");
        ml->fsel[k] = new_local(ml, L->t_i32, "fsel");
        ml->fexc[k] = new_local(ml, L->t_ptr, "fexc");
    }
    ml->cur = entry;
    ml->cur_off = off;
    uint32_t outer = osr_outer_header(ml, off);
    if (outer == off) {
        emit_poll(ml, entry, blk_at(ml, off));
        return;
    }
    gcc_jit_block *own = blk_at(ml, outer), *first = new_block(ml);   /* before the redirect */
    gcc_jit_lvalue *once = new_local(ml, L->t_i32, "osr_first");
    G(block_add_assignment)(entry, NULL, once, i32c(L, 1));
    ml->osr_test = new_block(ml);
    ml->osr_head = outer;
    G(block_end_with_conditional)(ml->osr_test, NULL, cmp(L, GCC_JIT_COMPARISON_NE, rv(L, once), i32c(L, 0)),
                                  first, own);
    G(block_add_assignment)(first, NULL, once, i32c(L, 0));
    G(block_end_with_jump)(first, NULL, blk_at(ml, off));
    emit_poll(ml, entry, ml->osr_test);
}

/* --------------------------------------------------------- instructions */

static void lower_insn(mlower *ml, uint32_t i)
{
    lower *L = ml->L;
    const insn *in = &ml->ins[i];
    vstack s = {ml, kinds_at(ml, i), in->depth};
    uint32_t d = in->depth;
    rt_method *m = ml->m;
    ml->cur = ml->blk[i];
    ml->cur_off = in->off;
    ml->loc = loc_at(ml, in->off);
    switch (in->op) {
    case IL_NOP: break;
    case IL_LDARG: put(ml, d, arg_kind(m, (uint32_t)in->imm), rv(L, ml->args[in->imm])); break;
    case IL_STARG: G(block_add_assignment)(ml->cur, ml->loc, ml->args[in->imm], cast(L, peek(&s, 0), arg_type(L, m, (uint32_t)in->imm))); break;
    case IL_LDARGA: put(ml, d, RT_KIND_BYREF, G(lvalue_get_address)(ml->args[in->imm], NULL)); break;
    case IL_LDLOC: put(ml, d, m->local_kinds[in->imm], rv(L, ml->locals[in->imm])); break;
    case IL_STLOC: G(block_add_assignment)(ml->cur, ml->loc, ml->locals[in->imm], cast(L, peek(&s, 0), ctype(L, m->local_kinds[in->imm]))); break;
    case IL_LDLOCA: put(ml, d, RT_KIND_BYREF, G(lvalue_get_address)(ml->locals[in->imm], NULL)); break;
    case IL_LDNULL: put(ml, d, RT_KIND_REF, G(context_null)(L->ctx, L->t_ptr)); break;
    case IL_LDC_I4: put(ml, d, RT_KIND_I4, i32c(L, (int)in->imm)); break;
    case IL_LDC_I8: put(ml, d, RT_KIND_I8, i64c(L, in->imm)); break;
    case IL_LDC_R8: put(ml, d, RT_KIND_R8, G(context_new_rvalue_from_double)(L->ctx, L->t_f64, in->r8)); break;
    case IL_LDSTR: lower_ldstr(ml, d, (uint32_t)in->imm); break;
    case IL_LDFTN: put(ml, d, RT_KIND_I8, G(context_new_bitcast)(L->ctx, NULL, const_method(L, meth(ml, in)), L->t_i64)); break;
    case IL_DUP: G(block_add_assignment)(ml->cur, ml->loc, slot(ml, d, peek_sk(&s, 0)), peek(&s, 0)); break;
    case IL_POP: break;
    case IL_ADD: case IL_SUB: case IL_MUL: case IL_AND: case IL_OR: case IL_XOR: {
        static const enum gcc_jit_binary_op ops[] = {GCC_JIT_BINARY_OP_PLUS, GCC_JIT_BINARY_OP_MINUS,
            GCC_JIT_BINARY_OP_MULT, GCC_JIT_BINARY_OP_BITWISE_AND, GCC_JIT_BINARY_OP_BITWISE_OR,
            GCC_JIT_BINARY_OP_BITWISE_XOR};
        int idx = in->op == IL_ADD ? 0 : in->op == IL_SUB ? 1 : in->op == IL_MUL ? 2 : in->op == IL_AND ? 3 : in->op == IL_OR ? 4 : 5;
        int sk = peek_sk(&s, 1);
        G(block_add_assignment)(ml->cur, ml->loc, slot(ml, d - 2, sk), wrap(L, ops[idx], sk, peek(&s, 1), peek(&s, 0)));
        break;
    }
    case IL_DIV: case IL_DIV_UN: case IL_REM: case IL_REM_UN: lower_divrem(ml, &s, in->op); break;
    case IL_NEG: case IL_NOT: {
        int sk = peek_sk(&s, 0);
        gcc_jit_type *t = sk == SK_R8 ? L->t_f64 : sk == SK_I8 ? L->t_u64 : L->t_u32;
        gcc_jit_rvalue *r = G(context_new_unary_op)(L->ctx, NULL, in->op == IL_NEG ? GCC_JIT_UNARY_OP_MINUS : GCC_JIT_UNARY_OP_BITWISE_NEGATE,
                                                    t, cast(L, peek(&s, 0), t));
        G(block_add_assignment)(ml->cur, ml->loc, slot(ml, d - 1, sk), cast(L, r, sk_type(L, sk)));
        break;
    }
    case IL_SHL: case IL_SHR: case IL_SHR_UN: lower_shift(ml, &s, in->op); break;
    case IL_CONV_I1: case IL_CONV_U1: case IL_CONV_I2: case IL_CONV_U2: case IL_CONV_I4: case IL_CONV_U4:
    case IL_CONV_I8: case IL_CONV_U8: case IL_CONV_R8: case IL_CONV_R_UN: lower_conv(ml, &s, in->op); break;
    case IL_CONV_OVF_I8_UN: lower_conv_ovf_i8_un(ml, &s); break;
    case IL_CEQ: case IL_CGT: case IL_CGT_UN: case IL_CLT: case IL_CLT_UN: lower_compare(ml, &s, in->op); break;
    case IL_BR: case IL_BRTRUE: case IL_BRFALSE: lower_branch(ml, &s, in, i); return;
    case IL_SWITCH: lower_switch(ml, &s, in, i); return;
    case IL_RET:
        if (ml->parent) {   /* spliced: the result to the caller's local, on after the call */
            if (!ml->cont)
                ml->cont = G(function_new_block)(ml->fn, NULL);
            if (m->ret_kind != RT_KIND_VOID)
                G(block_add_assignment)(ml->cur, ml->loc, ml->ret, cast(L, peek(&s, 0), ctype(L, m->ret_kind)));
            G(block_end_with_jump)(ml->cur, ml->loc, ml->cont);
            return;
        }
        ehf_pop(ml, ml->cur);
        if (m->ret_kind == RT_KIND_VOID)
            G(block_end_with_void_return)(ml->cur, NULL);
        else
            G(block_end_with_return)(ml->cur, ml->loc, cast(L, peek(&s, 0), ctype(L, m->ret_kind)));
        return;
    case IL_CALL: case IL_CALLVIRT: lower_call(ml, &s, in); break;
    case IL_NEWOBJ: lower_newobj(ml, &s, in); break;
    case IL_LDFLD: case IL_STFLD: case IL_LDFLDA: case IL_LDSFLD: case IL_STSFLD: case IL_LDSFLDA: lower_field(ml, &s, in); break;
    case IL_NEWARR: case IL_LDLEN: case IL_LDELEM: case IL_STELEM: case IL_LDELEMA: lower_array(ml, &s, in); break;
    case IL_LDIND: {
        rt_kind k = rt_resolve_sig_kind(m->module, (uint32_t)in->imm);
        put(ml, d - 1, k, rv(L, G(rvalue_dereference)(cast(L, peek(&s, 0), G(type_get_pointer)(ctype(L, k))), NULL)));
        break;
    }
    case IL_STIND: {
        rt_kind k = rt_resolve_sig_kind(m->module, (uint32_t)in->imm);
        G(block_add_assignment)(ml->cur, ml->loc, G(rvalue_dereference)(cast(L, peek(&s, 1), G(type_get_pointer)(ctype(L, k))), NULL),
                                cast(L, peek(&s, 0), ctype(L, k)));
        break;
    }
    case IL_CASTCLASS: case IL_ISINST: lower_cast(ml, &s, in); break;
    case IL_THROW:
        G(block_add_eval)(ml->cur, ml->loc, call(L, L->f_throw, 1, peek(&s, 0)));
        G(block_end_with_jump)(ml->cur, ml->loc, site_dispatch(ml, in->off));
        return;
    case IL_RETHROW: {
        int k = innermost(m, in->off, KMOD_EH_CATCH);
        G(block_add_eval)(ml->cur, ml->loc, call(L, L->f_rethrow, 1, rv(L, ml->caught[k])));
        G(block_end_with_jump)(ml->cur, ml->loc, dispatch_from(ml, in->off, 0));   /* in the trace already */
        return;
    }
    case IL_LEAVE: lower_leave(ml, in); return;
    case IL_ENDFINALLY: ml->endfin[ml->nendfin++] = i; return;
    default:
        fail(L, "jit: %s.%s: opcode %s at %u not supported", m->owner->name, m->name,
             in->op < IL_OPCODE_COUNT ? il_opinfo_table[in->op].mnemonic : "?", in->off);
        return;
    }
    if (i + 1 < ml->nins)
        fall_through(ml, i);
    else
        end_return_zero(ml, ml->cur);   /* unreachable: verified code does not fall off the end */
}

/* ------------------------------------------------------------- a method */

static void setup_frame(mlower *ml)
{
    lower *L = ml->L;
    rt_method *m = ml->m;
    uint32_t na = nargs(m);
    ml->args = xcalloc(na, sizeof *ml->args);
    for (uint32_t i = 0; i < na && ml->jf->osr_off < 0; i++)
        ml->args[i] = G(param_as_lvalue)(G(function_get_param)(ml->fn, (int)i));
    ml->locals = xcalloc(m->nlocals, sizeof *ml->locals);
    ml->slots = xcalloc((size_t)(m->max_stack + 1) * SK_COUNT, sizeof *ml->slots);
    ml->dispatch = xcalloc(m->neh + 1, sizeof *ml->dispatch);
    sites_init(ml);
    ml->caught = xcalloc(m->neh, sizeof *ml->caught);
    ml->fsel = xcalloc(m->neh, sizeof *ml->fsel);
    ml->fexc = xcalloc(m->neh, sizeof *ml->fexc);
    ml->conts = xcalloc(m->neh, sizeof *ml->conts);
    ml->nconts = xcalloc(m->neh, sizeof *ml->nconts);
    ml->endfin = xcalloc(ml->nins, sizeof *ml->endfin);
    ml->blk = xcalloc(ml->nins, sizeof *ml->blk);
    ml->work = xcalloc(ml->nins, sizeof *ml->work);
    if (ml->jf->osr_off >= 0) {
        setup_osr_entry(ml);
        return;
    }
    gcc_jit_block *entry = new_block(ml);   /* the first block is the function's entry */
    ml->thr = new_local(ml, L->t_ptr, "thr");
    ml->callp = new_local(ml, L->t_ptr, "callp");
    if (!ml->in_copy)
        G(block_add_assignment)(entry, NULL, ml->thr, rv(L, L->g_thread));
    ehf_push(ml, entry);
    for (uint32_t i = 0; i < m->nlocals; i++) {
        ml->locals[i] = new_il_local(ml, ctype(L, m->local_kinds[i]), i);
        G(block_add_assignment)(entry, NULL, ml->locals[i], zero_of(L, m->local_kinds[i]));
    }
    for (uint32_t k = 0; k < m->neh; k++) {
        ml->caught[k] = new_local(ml, L->t_ptr, "caught");
        ml->fsel[k] = new_local(ml, L->t_i32, "fsel");
        ml->fexc[k] = new_local(ml, L->t_ptr, "fexc");
    }
    ml->cur = entry;
    ml->cur_off = 0;
    if (!m->has_this || (m->flags & KMOD_METH_CTOR))
        emit_init_check(ml, m->owner);
    if (ml->in_copy)   /* its caller polled; its own loops poll on their back edges */
        G(block_end_with_jump)(ml->cur, ml->loc, blk_at(ml, 0));
    else
        emit_poll(ml, ml->cur, blk_at(ml, 0));
}

static void free_mlower(mlower *ml)
{
    for (uint32_t k = 0; k < ml->m->neh; k++)
        free(ml->conts ? ml->conts[k] : NULL);
    free(ml->ins); free(ml->at); free(ml->kinds); free(ml->blk); free(ml->join); free(ml->slots); free(ml->args);
    free(ml->locals); free(ml->dispatch); free(ml->sites); free(ml->locs); free(ml->caught); free(ml->fsel); free(ml->fexc);
    free(ml->conts); free(ml->nconts); free(ml->endfin); free(ml->work);
}

/* ------------------------------------------------ P/Invoke (tables mode) */

/* conv = s ? rt_string_to_utf8(s) : NULL, in new blocks after *b. */
static gcc_jit_lvalue *utf8_arg(lower *L, gcc_jit_function *fn, gcc_jit_block **b, gcc_jit_rvalue *s, uint32_t i)
{
    char name[16];
    snprintf(name, sizeof name, "conv%u", i);
    gcc_jit_lvalue *conv = G(function_new_local)(fn, NULL, L->t_ptr, name);
    gcc_jit_block *yes = G(function_new_block)(fn, NULL), *join = G(function_new_block)(fn, NULL);
    G(block_add_assignment)(*b, NULL, conv, G(context_null)(L->ctx, L->t_ptr));
    G(block_end_with_conditional)(*b, NULL, cmp(L, GCC_JIT_COMPARISON_NE, s, G(context_null)(L->ctx, L->t_ptr)), yes, join);
    G(block_add_assignment)(yes, NULL, conv, call(L, L->f_to_utf8, 1, s));
    G(block_end_with_jump)(yes, NULL, join);
    *b = join;
    return conv;
}

static bool is_string_arg(const rt_method *m, uint32_t i)
{
    return m->param_kinds[i] == RT_KIND_REF && m->param_types[i] == rt_state.wk.string;
}

/* A [DllImport] method's body when no interpreter (libffi) is around: bind
 * the target on first use (m->native), strings to malloc'd UTF-8, the call
 * inside a GC-safe region, bool as a C int - what interp/call.c does. */
static void lower_pinvoke(lower *L, jit_fn *jf)
{
    rt_method *m = jf->m;
    gcc_jit_function *fn = jf->fn;
    uint32_t n = m->nparams;
    gcc_jit_block *b = G(function_new_block)(fn, "entry"), *bind = G(function_new_block)(fn, "bind"),
                  *go = G(function_new_block)(fn, "go"), *failed = G(function_new_block)(fn, "failed");
    gcc_jit_lvalue *thr = G(function_new_local)(fn, NULL, L->t_ptr, "thr");
    gcc_jit_lvalue *target = G(function_new_local)(fn, NULL, L->t_ptr, "target");
    G(block_add_assignment)(b, NULL, thr, rv(L, L->g_thread));
    G(block_add_assignment)(b, NULL, target, rv(L, mem(L, const_method(L, m), (uint32_t)offsetof(rt_method, native), L->t_vptr)));
    gcc_jit_rvalue *null = G(context_null)(L->ctx, L->t_ptr);
    G(block_end_with_conditional)(b, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, target), null), bind, go);
    G(block_add_assignment)(bind, NULL, target, call(L, L->f_pinvoke_target, 1, const_method(L, m)));
    G(block_end_with_conditional)(bind, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, target), null), failed, go);
    if (m->ret_kind == RT_KIND_VOID)
        G(block_end_with_void_return)(failed, NULL);
    else
        G(block_end_with_return)(failed, NULL, zero_of(L, m->ret_kind));
    gcc_jit_rvalue **args = xcalloc(n, sizeof *args);
    gcc_jit_type **pt = xcalloc(n, sizeof *pt);
    gcc_jit_lvalue **conv = xcalloc(n, sizeof *conv);
    b = go;
    for (uint32_t i = 0; i < n; i++) {
        gcc_jit_rvalue *a = G(param_as_rvalue)(G(function_get_param)(fn, (int)i));
        pt[i] = m->param_kinds[i] == RT_KIND_BOOL ? L->t_i32 : ctype(L, m->param_kinds[i]);
        if (is_string_arg(m, i)) {
            conv[i] = utf8_arg(L, fn, &b, a, i);
            a = rv(L, conv[i]);
        }
        args[i] = cast(L, a, pt[i]);
    }
    gcc_jit_type *rt = m->ret_kind == RT_KIND_BOOL ? L->t_i32 : ctype(L, m->ret_kind);
    gcc_jit_type *ft = G(context_new_function_ptr_type)(L->ctx, NULL, rt, (int)n, pt, 0);
    G(block_add_eval)(b, NULL, call(L, L->f_safe_enter, 1, rv(L, thr)));
    gcc_jit_rvalue *r = G(context_new_call_through_ptr)(L->ctx, NULL, cast(L, rv(L, target), ft), (int)n, args);
    gcc_jit_lvalue *res = NULL;
    if (m->ret_kind == RT_KIND_VOID) {
        G(block_add_eval)(b, NULL, r);
    } else {
        res = G(function_new_local)(fn, NULL, rt, "res");
        G(block_add_assignment)(b, NULL, res, r);
    }
    G(block_add_eval)(b, NULL, call(L, L->f_safe_leave, 1, rv(L, thr)));
    for (uint32_t i = 0; i < n; i++)
        if (conv[i])
            G(block_add_eval)(b, NULL, call(L, L->f_free, 1, rv(L, conv[i])));
    if (!res) {
        G(block_end_with_void_return)(b, NULL);
    } else if (m->ret_kind == RT_KIND_BOOL) {
        G(block_end_with_return)(b, NULL, cast(L, cmp(L, GCC_JIT_COMPARISON_NE, rv(L, res), i32c(L, 0)), L->t_u8));
    } else if (m->ret_type == rt_state.wk.string && m->ret_kind == RT_KIND_REF) {
        gcc_jit_block *mk = G(function_new_block)(fn, "mkstr"), *nul = G(function_new_block)(fn, "nul");
        G(block_end_with_conditional)(b, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, res), null), nul, mk);
        G(block_end_with_return)(nul, NULL, null);
        G(block_end_with_return)(mk, NULL, call(L, L->f_new_cstr, 1, rv(L, res)));
    } else {
        G(block_end_with_return)(b, NULL, rv(L, res));
    }
    free(args);
    free(pt);
    free(conv);
}

/* Lower every instruction reached. ENDFINALLYs go last: their switch
 * needs every LEAVE continuation, and lowering them may reach new handler
 * blocks. */
static void lower_worklist(mlower *ml)
{
    uint32_t done_fin = 0;
    while (!ml->L->failed && (ml->nwork || done_fin < ml->nendfin)) {
        if (ml->nwork)
            lower_insn(ml, ml->work[--ml->nwork]);
        else
            lower_endfinally(ml, ml->endfin[done_fin++]);
    }
}

/* ------------------------------------------------------------- splicing
 * An [AggressiveInlining] callee with a small body is lowered straight
 * into its caller's function: its arguments and locals become locals of
 * the caller, RET assigns the result and jumps to the continuation, and an
 * exception leaving it appends its frame (the trace is the same as for a
 * real call) and goes to the call site's dispatch. So the inlining does
 * not depend on GCC's heuristics: libgccjit's ALWAYS_INLINE does not lift
 * GCC's inline limits (the C front end's DECL_DISREGARD_INLINE_LIMITS), so
 * a refused call is a compile error ("inlining failed in call to
 * 'always_inline' ...: --param max-inline-insns-single limit reached",
 * or "call is unlikely and code size would grow" for a cold call site).
 * Larger callees get an INTERNAL copy that GCC may inline (direct_target). */

/* Small: no EH clause, no backward branch (loop), at most JIT_SPLICE_MAX_IL bytes. */
static bool small_body(const rt_method *m)
{
    if (m->neh || m->code_len > JIT_SPLICE_MAX_IL)
        return false;
    for (uint32_t off = 0; off < m->code_len;) {
        const uint8_t *p = m->code + off;
        int sz = il_instr_size(p, m->code_len - off);
        if (sz <= 0)
            return false;
        if (il_opinfo_table[p[0]].operand == IL_OPND_BR && il_read_i32(p + 1) < 0)
            return false;
        off += (uint32_t)sz;
    }
    return true;
}

static bool can_splice(const mlower *ml, const rt_method *c)
{
    if (!c->code || !c->code_len || !(c->flags & KMOD_METH_AGGRESSIVE_INLINING) ||
        (c->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE | KMOD_METH_NOINLINING)))
        return false;
    if (ml->depth >= JIT_SPLICE_MAX_DEPTH)
        return false;
    for (const mlower *p = ml; p; p = p->parent)
        if (p->m == c)
            return false;   /* recursion */
    return small_body(c);
}

/* The spliced callee's frame: arguments (from args) and zeroed locals as
 * locals of the caller, then a jump from the call site into its body. */
static void splice_frame(mlower *sub, gcc_jit_rvalue **args)
{
    lower *L = sub->L;
    rt_method *m = sub->m;
    mlower *ml = sub->parent;
    uint32_t na = nargs(m);
    sub->args = xcalloc(na, sizeof *sub->args);
    sub->locals = xcalloc(m->nlocals, sizeof *sub->locals);
    sub->slots = xcalloc((size_t)(m->max_stack + 1) * SK_COUNT, sizeof *sub->slots);
    sub->dispatch = xcalloc(1, sizeof *sub->dispatch);
    sites_init(sub);
    sub->endfin = xcalloc(sub->nins, sizeof *sub->endfin);
    sub->blk = xcalloc(sub->nins, sizeof *sub->blk);
    sub->work = xcalloc(sub->nins, sizeof *sub->work);
    for (uint32_t i = 0; i < na; i++) {
        sub->args[i] = new_local(sub, arg_type(L, m, i), "iarg");
        G(block_add_assignment)(ml->cur, ml->loc, sub->args[i], args[i]);
    }
    for (uint32_t i = 0; i < m->nlocals; i++) {
        sub->locals[i] = new_local(sub, ctype(L, m->local_kinds[i]), "iloc");
        G(block_add_assignment)(ml->cur, ml->loc, sub->locals[i], zero_of(L, m->local_kinds[i]));
    }
    if (m->ret_kind != RT_KIND_VOID)
        sub->ret = new_local(sub, ctype(L, m->ret_kind), "iret");
    G(block_end_with_jump)(ml->cur, ml->loc, blk_at(sub, 0));
}

static bool reaches_ret(const mlower *sub)
{
    for (uint32_t i = 0; i < sub->nins; i++)
        if (sub->ins[i].reached && sub->ins[i].op == IL_RET)
            return true;
    return false;
}

/* Lower the call of c with args (cast, checks done) by splicing c's body
 * here; false (nothing emitted) when c is not to be spliced. */
static bool splice_call(mlower *ml, rt_method *c, gcc_jit_rvalue **args, uint32_t depth)
{
    if (!can_splice(ml, c))
        return false;
    lower *L = ml->L;
    mlower sub = {.L = L, .jf = ml->jf, .in_copy = ml->in_copy, .m = c, .fn = ml->fn, .thr = ml->thr, .callp = ml->callp,
                  .parent = ml, .depth = ml->depth + 1, .nlocal_names = ml->nlocal_names};
    bool ok = decode(&sub) == 0;
    if (ok) {
        simulate(&sub);
        ok = reaches_ret(&sub);   /* else the continuation would be unreachable */
    }
    if (ok) {
        splice_frame(&sub, args);
        lower_worklist(&sub);
        ml->cur = sub.cont ? sub.cont : new_block(ml);
        if (c->ret_kind != RT_KIND_VOID)
            put(ml, depth, c->ret_kind, rv(L, sub.ret));
    }
    ml->nlocal_names = sub.nlocal_names;
    free_mlower(&sub);
    return ok;
}

static void lower_method(lower *L, jit_fn *jf)
{
    mlower ml = {.L = L, .jf = jf, .in_copy = jf->inline_copy, .m = jf->m, .fn = jf->fn};
    rt_method *m = jf->m;
    jf->lowered = true;
    if (L->tables && (m->flags & KMOD_METH_PINVOKE)) {
        lower_pinvoke(L, jf);
        return;
    }
    if (!m->code || !m->code_len) {
        fail(L, "jit: %s.%s has no IL body", m->owner->name, m->name);
        return;
    }
    if (decode(&ml) == 0) {
        simulate(&ml);
        if (jf->osr_off < 0 && !ml.in_copy)   /* OSR functions and inline copies: a block each */
            mark_joins(&ml);
        setup_frame(&ml);
        lower_worklist(&ml);
    }
    free_mlower(&ml);
}

/* ------------------------------------------------- tables (runtime/image.h) */

/* A table's exported name: base (RT_IMAGE_*) and the batch's suffix. */
static const char *table_name(lower *L, const char *base, char *buf, size_t len)
{
    snprintf(buf, len, "%s%s", base, L->tables_suffix);
    return buf;
}

static void u32_global(lower *L, const char *base, const uint32_t *v, uint32_t n)
{
    char name[64];
    gcc_jit_type *at = G(context_new_array_type)(L->ctx, NULL, L->t_u32, (int)n);
    gcc_jit_lvalue *g = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_EXPORTED, at,
                                              table_name(L, base, name, sizeof name));
    G(global_set_initializer)(g, v, n * sizeof *v);
}

/* An exported array global of n pointers of type t, initialized from el. */
static void ptr_array_global(lower *L, const char *base, gcc_jit_type *t, gcc_jit_rvalue **el, uint32_t n)
{
    char name[64];
    gcc_jit_rvalue *none = G(context_null)(L->ctx, t);
    gcc_jit_type *at = G(context_new_array_type)(L->ctx, NULL, t, (int)(n ? n : 1));
    gcc_jit_lvalue *g = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_EXPORTED, at,
                                              table_name(L, base, name, sizeof name));
    G(global_set_initializer_rvalue)(g, G(context_new_array_constructor)(L->ctx, NULL, at, (int)(n ? n : 1), n ? el : &none));
}

/* The constants descriptors and slot addresses, and the method table of
 * every exported function of the batch. */
static void emit_tables(lower *L)
{
    uint32_t nc = L->nconsts, nm = 0;
    uint32_t *cd = xcalloc(1 + 3 * (size_t)nc, sizeof *cd);
    gcc_jit_rvalue **slots = xcalloc(nc, sizeof *slots);
    cd[0] = nc;
    for (uint32_t i = 0; i < nc; i++) {
        cd[1 + 3 * i] = L->consts[i].kind;
        cd[2 + 3 * i] = L->consts[i].module;
        cd[3 + 3 * i] = L->consts[i].row;
        slots[i] = G(lvalue_get_address)(L->consts[i].g, NULL);
    }
    u32_global(L, RT_IMAGE_CONST_DESC, cd, 1 + 3 * nc);
    ptr_array_global(L, RT_IMAGE_CONST_SLOTS, G(type_get_pointer)(L->t_ptr), slots, nc);
    uint32_t *md = xcalloc(1 + 2 * (size_t)L->nfns, sizeof *md);
    gcc_jit_rvalue **fns = xcalloc(L->nfns, sizeof *fns);
    for (uint32_t i = 0; i < L->nfns; i++) {
        if (L->fns[i].inline_copy || L->fns[i].osr_off >= 0)
            continue;
        md[1 + 2 * nm] = module_index(L->fns[i].m->module);
        md[2 + 2 * nm] = L->fns[i].m->row;
        fns[nm++] = cast(L, G(function_get_address)(L->fns[i].fn, NULL), L->t_ptr);
    }
    md[0] = nm;
    u32_global(L, RT_IMAGE_METHOD_DESC, md, 1 + 2 * nm);
    ptr_array_global(L, RT_IMAGE_METHOD_FNS, L->t_ptr, fns, nm);
    free(cd);
    free(slots);
    free(md);
    free(fns);
}

int jit_lower_methods_opts(gcc_jit_context *ctx, rt_method *const *methods, uint32_t n, const jit_lower_opts *o,
                           char *err, size_t errlen)
{
    lower L0 = {.ctx = ctx, .err = err, .errlen = errlen, .tables = o && o->tables, .debug = o && o->debug,
                .tables_suffix = o && o->tables_suffix ? o->tables_suffix : ""};
    lower *L = &L0;
    L->api = jit_gccjit_load(err, errlen);
    if (!L->api)
        return -1;
    init_types(L);
    init_imports(L);
    for (uint32_t i = 0; i < n; i++)
        declare_fn(L, methods[i], false);
    for (uint32_t i = 0; o && i < o->nosr; i++)
        declare_osr_fn(L, o->osr[i].m, o->osr[i].off);
    for (uint32_t i = 0; i < L->nfns && !L->failed; i++)   /* grows as inline copies are added */
        if (!L->fns[i].lowered)
            lower_method(L, &L->fns[i]);
    if (L->tables && !L->failed)
        emit_tables(L);
    free(L->fns);
    free(L->consts);
    return L->failed ? -1 : 0;
}

int jit_lower_methods(gcc_jit_context *ctx, rt_method *const *methods, uint32_t n, char *err, size_t errlen)
{
    return jit_lower_methods_opts(ctx, methods, n, NULL, err, errlen);
}
