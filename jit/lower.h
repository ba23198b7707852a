/* lower.h - the lowering's private declarations (jit/lower*.c): the
 * batch state (lower), the per-function state (mlower), the evaluation
 * stack's slot kinds, small inline helpers over the libgccjit API, and the
 * functions each lowering file offers the others. The pipeline is drawn at
 * the top of lower.c.
 *
 * Invariants: only jit/lower*.c include this header; every libgccjit call
 * goes through L->api (the G macro), never a gcc_jit_* symbol.
 */
#ifndef KILN_JIT_LOWER_H
#define KILN_JIT_LOWER_H

#include "jit/jit_internal.h"

#include <stdarg.h>
#include <stddef.h>

#define G(fn) (L->api->gcc_jit_##fn)

/* Evaluation-stack slot kinds (i4, i8, r8, pointers for ref/byref, r4,
 * and struct values: a method's SK_VAL slots are one type, as large as the
 * largest struct it puts on its stack, read and written as each struct). */
enum { SK_I4, SK_I8, SK_R8, SK_PTR, SK_R4, SK_VAL, SK_COUNT };

typedef struct insn {
    uint32_t off, next;          /* offset of the instruction and of the following one */
    il_opcode op;
    int64_t imm;                 /* I4/I8/VAR/TOK operand, or the absolute BR target */
    double r8;                   /* R8 and R4 operands */
    kmod_binsn b;                /* the typed body's record: entry stack, flags, handler
                                    (read through the jit_at_* / jit_handler_of / peek accessors) */
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
    bool no_inline;              /* -O0: no internal copies (jit_lower_opts.no_inline) */
    gcc_jit_type *t_void, *t_bool, *t_u8, *t_i8s, *t_u16, *t_i16, *t_i32, *t_u32, *t_i64,
        *t_u64, *t_f64, *t_f32, *t_ptr, *t_cptr, *t_cstr, *t_vint, *t_vptr, *t_size;
    gcc_jit_function *f_throw_kind, *f_throw_kindf, *f_ensure_init, *f_gc_alloc, *f_new_array,
        *f_is_subclass, *f_assignable, *f_store_ok, *f_entry, *f_append_frame, *f_throw,
        *f_rethrow, *f_poll_slow, *f_d2i, *f_d2u, *f_fmod, *f_resolve_string, *f_pinvoke_target,
        *f_to_utf8, *f_free, *f_safe_enter, *f_safe_leave, *f_new_cstr, *f_is_handled,
        *f_filter_takes, *f_set_filter, *f_move_filters,
        *f_box, *f_unbox, *f_checked_conv, *f_checked_arith, *f_memset, *f_expect;
    /* structs (docs/valuetypes.md): the gcc struct type of each, built on first use */
    struct jit_stype { const rt_type *t; gcc_jit_type *gt; } *stypes;
    uint32_t nstypes, capstypes;
    gcc_jit_lvalue *g_thread, *g_stop, *g_lock_id;
    gcc_jit_lvalue *g_cards;         /* the collector's card table descriptor (gc_cards, imported) */
    gcc_jit_function *f_barrier_range;   /* gc_write_barrier_range */
    gcc_jit_lvalue *g_sync_table;    /* monitor's sync-block table (rt_state.sync_table), imported on first use */
    jit_fn **fns;                /* each allocated alone: a jit_fn never moves while the batch grows */
    uint32_t nfns, capfns;
    bool tables;                 /* constants through the table (runtime/image.h) */
    const char *tables_suffix;   /* appended to the table names ("" : none) */
    const_ent *consts;
    uint32_t nconsts, capconsts;
    const kmod_rowmap *const *rowmaps;   /* jit_lower_opts.rowmaps: jit_image_row */
    uint32_t nrowmaps;
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
    const kmod_body *body;       /* m's typed body (rt_method_body) */
    gcc_jit_function *fn;
    insn *ins;
    uint32_t nins;
    uint32_t *at;                /* offset -> instruction index + 1 (0: not a boundary) */
    gcc_jit_block **blk;         /* per instruction, created when first branched to */
    bool merge_blocks;           /* straight-line code up to a join is one block (false:
                                    every instruction gets its own) */
    uint32_t *work, nwork;       /* instructions whose block exists but is not lowered */
    gcc_jit_lvalue **slots;      /* max_stack * SK_COUNT, created lazily */
    gcc_jit_type *t_vslot;       /* the SK_VAL slots' type (NULL: no struct on the stack) */
    gcc_jit_type **vslot_first;  /* per depth: the first struct written to its SK_VAL slot,
                                    (gcc_jit_type *)-1 once a second one was (jit_put_value) */
    gcc_jit_lvalue *retp;        /* a struct result: where it goes (the hidden first parameter) */
    gcc_jit_lvalue *vtmp;        /* a struct copied out of a slot that receives it, or a call's result */
    gcc_jit_lvalue **args, **locals;
    gcc_jit_lvalue *thr, *callp;
    gcc_jit_lvalue *ehf;         /* methods with a catch clause: their rt_eh_frame (u64[3]) */
    bool in_copy;                /* lowering an inline copy */
    gcc_jit_lvalue *excflag;     /* set by an inline copy that returns with an exception */
    struct mlower *parent;       /* spliced into parent's function (splice_call) */
    gcc_jit_lvalue *ret;         /* spliced: the return value */
    gcc_jit_block *cont;         /* spliced: where RET goes (created by the first RET) */
    uint32_t depth;              /* spliced: how deep */
    gcc_jit_block **dispatch;    /* per clause, lazily; [neh] = unwind */
    struct site { gcc_jit_block *target, *b; } *sites;   /* per sequence point of m (+1: none),
                                    lazily: the block appending the frame (jit_site_dispatch) */
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

/* The evaluation stack at an instruction's entry (lower_insn's helpers). */
typedef struct vstack {
    mlower *ml;
    uint32_t top;                /* the entry stack's top slot in the typed body */
    uint32_t d;                  /* entry depth */
} vstack;

/* -------- driver (lower.c): errors, the stack simulation, locals, blocks, polls */
void jit_lower_fail(lower *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void *jit_xcalloc(size_t n, size_t sz);
int jit_lower_decode(mlower *ml);
gcc_jit_lvalue *jit_new_local(mlower *ml, gcc_jit_type *t, const char *what);
const char *jit_row_str(const rt_method *m, uint32_t row, char *buf, size_t n);
gcc_jit_lvalue *jit_new_il_local(mlower *ml, gcc_jit_type *t, uint32_t i);
gcc_jit_location *jit_loc_at(mlower *ml, uint32_t off);
gcc_jit_lvalue *jit_stack_slot(mlower *ml, uint32_t depth, int sk);
gcc_jit_block *jit_block_at(mlower *ml, uint32_t off);
gcc_jit_block *jit_fall_block(mlower *ml, uint32_t i);
void jit_branch_if(mlower *ml, gcc_jit_rvalue *cond, gcc_jit_block *yes);
void jit_emit_poll(mlower *ml, gcc_jit_block *b, gcc_jit_block *then);
gcc_jit_block *jit_edge_block(mlower *ml, uint32_t target);
void jit_put(mlower *ml, uint32_t depth, rt_kind k, gcc_jit_rvalue *v);
void jit_free_mlower(mlower *ml);
void jit_lower_worklist(mlower *ml);

/* -------- value types (lower_value.c; docs/valuetypes.md) */
gcc_jit_type *jit_struct_type(lower *L, const rt_type *t);
gcc_jit_type *jit_vslot_type(mlower *ml);
gcc_jit_lvalue *jit_value_slot(mlower *ml, uint32_t depth, const rt_type *t);
gcc_jit_lvalue *jit_value_at(lower *L, gcc_jit_rvalue *ptr, const rt_type *t);
gcc_jit_rvalue *jit_value_slot_addr(mlower *ml, uint32_t depth);
void jit_put_value(mlower *ml, uint32_t depth, const rt_type *t, gcc_jit_rvalue *v);
void jit_zero_value(mlower *ml, gcc_jit_block *b, gcc_jit_rvalue *ptr, uint32_t size);
void jit_zero_struct(mlower *ml, gcc_jit_block *b, gcc_jit_lvalue *lv, const rt_type *t);
void jit_lower_value_op(mlower *ml, vstack *s, const insn *in);
void jit_lower_checked(mlower *ml, vstack *s, const insn *in);
void jit_lower_ldind_stind(mlower *ml, vstack *s, const insn *in);
bool jit_sig_has_struct(const rt_method *m);

/* -------- value instructions (lower_ops.c) */
void jit_emit_init_check(mlower *ml, rt_type *t);
gcc_jit_rvalue *jit_wrap_arith(lower *L, enum gcc_jit_binary_op op, int sk, gcc_jit_rvalue *a, gcc_jit_rvalue *b);
void jit_lower_divrem(mlower *ml, vstack *s, il_opcode op);
void jit_lower_shift(mlower *ml, vstack *s, il_opcode op);
void jit_lower_compare(mlower *ml, vstack *s, il_opcode op);
void jit_lower_conv(mlower *ml, vstack *s, il_opcode op);
void jit_lower_conv_ovf_i8_un(mlower *ml, vstack *s);
void jit_lower_branch(mlower *ml, vstack *s, const insn *in, uint32_t i);
void jit_lower_switch(mlower *ml, vstack *s, const insn *in, uint32_t i);
void jit_lower_field(mlower *ml, vstack *s, const insn *in);
void jit_lower_array(mlower *ml, vstack *s, const insn *in);
void jit_lower_cast(mlower *ml, vstack *s, const insn *in);
void jit_lower_ldstr(mlower *ml, uint32_t depth, uint32_t tok);

/* -------- exceptions (lower_eh.c) */
void jit_ehf_push(mlower *ml, gcc_jit_block *b);
void jit_ehf_pop(mlower *ml, gcc_jit_block *b);
void jit_ehf_note(mlower *ml, gcc_jit_block *b, uint32_t off, uint32_t from);
gcc_jit_block *jit_dispatch_from(mlower *ml, uint32_t off, uint32_t from);
gcc_jit_block *jit_site_dispatch(mlower *ml, uint32_t off);
void jit_sites_init(mlower *ml);
void jit_end_return_zero(mlower *ml, gcc_jit_block *b);
void jit_check_pending(mlower *ml);
void jit_throw_if(mlower *ml, gcc_jit_rvalue *cond, rt_exc_kind kind);
void jit_null_check(mlower *ml, gcc_jit_rvalue *ref);
void jit_lower_leave(mlower *ml, const insn *in);
/* SETFILTER: hand the filter on top of the stack to the runtime for this frame. */
void jit_lower_setfilter(mlower *ml, gcc_jit_rvalue *filter, uint32_t clause);
/* An OSR entry of a method with filters: the interpreter frame's move here. */
void jit_ehf_adopt_filters(mlower *ml, gcc_jit_block *b);
void jit_lower_endfinally(mlower *ml, uint32_t i);

/* -------- calls, splicing, P/Invoke (lower_call.c) */
/* A new entry of the batch (zeroed; its address never changes). */
jit_fn *jit_new_fn(lower *L);
jit_fn *jit_declare_fn(lower *L, rt_method *m, bool inline_copy);
void jit_lower_call(mlower *ml, vstack *s, const insn *in);
void jit_lower_newobj(mlower *ml, vstack *s, const insn *in);
void jit_lower_pinvoke(lower *L, jit_fn *jf);

/* -------- intrinsics (lower_intrinsic.c) */
/* The intrinsic the lowering inlines for a call of c (RT_INTRINSIC_NONE: a real call). */
uint8_t jit_intrinsic_of(const rt_method *c);
void jit_lower_intrinsic(mlower *ml, vstack *s, rt_method *c, const rt_intrinsic_info *ix);

/* A volatile field's load (acquire) and store (release), as .NET defines
 * them: libgccjit 12 drops a volatile qualifier, so a volatile-typed access
 * would be an ordinary one that GCC may hoist out of a loop. */
gcc_jit_rvalue *jit_volatile_load(mlower *ml, gcc_jit_rvalue *ptr, rt_kind k);
void jit_volatile_store(mlower *ml, gcc_jit_rvalue *ptr, gcc_jit_rvalue *v, rt_kind k);

/* lower_call.c: does a value type implement interface i? */
bool jit_iface_has_value_impl(const rt_type *i);

/* -------- constants, imports, tables (lower_const.c) */
gcc_jit_rvalue *jit_const_method(lower *L, const rt_method *m);
gcc_jit_rvalue *jit_const_module(lower *L, const rt_module *mod);
/* Row `row` of table tab of mod as the process running the code numbers
 * it (jit_lower_opts.rowmaps); a cut row fails L. */
uint32_t jit_image_row(lower *L, const rt_module *mod, kmod_table tab, uint32_t row);
gcc_jit_rvalue *jit_const_type(lower *L, const rt_type *t);
gcc_jit_rvalue *jit_const_statics(lower *L, const rt_type *t);
gcc_jit_rvalue *jit_const_string_cell(lower *L, const rt_module *mod, uint32_t tok);
gcc_jit_rvalue *jit_const_setting(lower *L, uint32_t setting, int value);
gcc_jit_rvalue *jit_const_sync_table(lower *L);
void jit_lower_init_imports(lower *L);
void jit_lower_emit_tables(lower *L);

/* -------- write barrier (lower_barrier.c; docs/gc.md): after every
 * reference store that may land in the heap, the one call to make */
void jit_lower_init_barrier(lower *L);
void jit_emit_write_barrier(mlower *ml, gcc_jit_rvalue *slot);
void jit_emit_write_barrier_range(mlower *ml, gcc_jit_rvalue *dst, uint32_t size);

/* -------- OSR entries (lower_osr.c) */
void jit_declare_osr_fn(lower *L, rt_method *m, uint32_t off);
void jit_setup_osr_entry(mlower *ml);
void jit_osr_return(mlower *ml, gcc_jit_block *b, gcc_jit_rvalue *v);

/* -------- small helpers */

/* ------------------------------------------------------------ type helpers */

static inline int kind_sk(rt_kind k)
{
    switch (k) {
    case RT_KIND_I8: case RT_KIND_U8: return SK_I8;
    case RT_KIND_R8: return SK_R8;
    case RT_KIND_R4: return SK_R4;
    case RT_KIND_REF: case RT_KIND_BYREF: return SK_PTR;
    case RT_KIND_STRUCT: return SK_VAL;
    default: return SK_I4;
    }
}

/* The C type of a value of kind k as a parameter, result or primitive
 * location; a struct parameter is the address of the caller's copy. */
static inline gcc_jit_type *ctype(lower *L, rt_kind k)
{
    switch (k) {
    case RT_KIND_VOID: return L->t_void;
    case RT_KIND_BOOL: case RT_KIND_U1: return L->t_u8;
    case RT_KIND_CHAR: case RT_KIND_U2: return L->t_u16;
    case RT_KIND_I1: return L->t_i8s;
    case RT_KIND_I2: return L->t_i16;
    case RT_KIND_I4: return L->t_i32;
    case RT_KIND_U4: return L->t_u32;
    case RT_KIND_I8: return L->t_i64;
    case RT_KIND_U8: return L->t_u64;
    case RT_KIND_R8: return L->t_f64;
    case RT_KIND_R4: return L->t_f32;
    default: return L->t_ptr;
    }
}

/* The C type of a location (local, field, element) holding a value of kind
 * k and type t: a struct's own type inline. */
static inline gcc_jit_type *loc_type(lower *L, rt_kind k, const rt_type *t)
{
    return k == RT_KIND_STRUCT ? jit_struct_type(L, t) : ctype(L, k);
}

/* A method's C result type: void for a struct (written through retp). */
static inline gcc_jit_type *ret_ctype(lower *L, const rt_method *m)
{
    return m->ret_kind == RT_KIND_STRUCT ? L->t_void : ctype(L, m->ret_kind);
}

/* 1 when m's C function takes a struct result's address first. */
static inline uint32_t sret_of(const rt_method *m) { return m->ret_kind == RT_KIND_STRUCT; }

static inline gcc_jit_type *sk_type(lower *L, int sk)
{
    static const rt_kind k[SK_COUNT] = {RT_KIND_I4, RT_KIND_I8, RT_KIND_R8, RT_KIND_REF, RT_KIND_R4,
                                        RT_KIND_REF};
    return ctype(L, k[sk]);
}

static inline gcc_jit_rvalue *i32c(lower *L, int v) { return G(context_new_rvalue_from_int)(L->ctx, L->t_i32, v); }
static inline gcc_jit_rvalue *i64c(lower *L, int64_t v) { return G(context_new_rvalue_from_long)(L->ctx, L->t_i64, v); }
static inline gcc_jit_rvalue *ptrc(lower *L, const void *p)
{
    return G(context_new_rvalue_from_ptr)(L->ctx, L->t_ptr, (void *)(uintptr_t)p);
}
static inline gcc_jit_rvalue *cast(lower *L, gcc_jit_rvalue *v, gcc_jit_type *t)
{
    return G(context_new_cast)(L->ctx, NULL, v, t);
}
static inline gcc_jit_rvalue *rv(lower *L, gcc_jit_lvalue *lv) { return G(lvalue_as_rvalue)(lv); }

/* The lvalue of type t at byte offset off from ptr. */
static inline gcc_jit_lvalue *mem(lower *L, gcc_jit_rvalue *ptr, int32_t off, gcc_jit_type *t)
{
    gcc_jit_lvalue *c = G(context_new_array_access)(L->ctx, NULL, cast(L, ptr, L->t_cptr),
                                                    i32c(L, (int)off));
    gcc_jit_rvalue *addr = cast(L, G(lvalue_get_address)(c, NULL), G(type_get_pointer)(t));
    return G(rvalue_dereference)(addr, NULL);
}

static inline gcc_jit_rvalue *call(lower *L, gcc_jit_function *f, int n, ...)
{
    gcc_jit_rvalue *a[8];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        a[i] = va_arg(ap, gcc_jit_rvalue *);
    va_end(ap);
    return G(context_new_call)(L->ctx, NULL, f, n, a);
}

static inline gcc_jit_type *arg_type(lower *L, const rt_method *m, uint32_t i)
{
    if (m->has_this && i == 0)
        return L->t_ptr;
    return ctype(L, m->param_kinds[i - (m->has_this ? 1 : 0)]);
}

static inline rt_kind arg_kind(const rt_method *m, uint32_t i)
{
    if (m->has_this && i == 0)
        return RT_KIND_REF;
    return m->param_kinds[i - (m->has_this ? 1 : 0)];
}

static inline uint32_t nargs(const rt_method *m) { return m->nparams + (m->has_this ? 1u : 0u); }


static inline rt_field *fld(mlower *ml, const insn *in) { return rt_resolve_field(ml->m->module, (uint32_t)in->imm); }
static inline rt_method *meth(mlower *ml, const insn *in) { return rt_resolve_method(ml->m->module, (uint32_t)in->imm); }

static inline gcc_jit_block *new_block(mlower *ml) { return ml->L->api->gcc_jit_function_new_block(ml->fn, NULL); }

/* The current thread: read once at entry, or where it is needed in an
 * inline copy (whose fast path then does not read it at all). */
static inline gcc_jit_rvalue *thr_rv(mlower *ml)
{
    return rv(ml->L, ml->in_copy ? ml->L->g_thread : ml->thr);
}

static inline gcc_jit_lvalue *pending_lv(mlower *ml)
{
    return mem(ml->L, thr_rv(ml), (uint32_t)offsetof(rt_thread, pending), ml->L->t_ptr);
}

/* --- what the typed body says about an instruction (the only readers of
 * insn.b: jit_body_view reports what they answer) */

static inline bool jit_reached(const insn *in) { return (in->b.flags & KMOD_BI_REACHED) != 0; }
/* Reached other than by falling into it: starts a block. */
static inline bool jit_at_join(const insn *in) { return (in->b.flags & KMOD_BI_JOIN) != 0; }
/* An OSR variant may start at (or route through) this loop header. */
static inline bool jit_osr_point(const insn *in) { return (in->b.flags & KMOD_BI_OSR) != 0; }
/* The innermost handler clause holding it (RETHROW's catch, ENDFINALLY's finally). */
static inline uint32_t jit_handler_of(const insn *in) { return in->b.handler; }

/* The slot kind of a stack type. */
static inline int stype_sk(kmod_stype t)
{
    switch (t) {
    case KMOD_ST_I8: return SK_I8;
    case KMOD_ST_R8: return SK_R8;
    case KMOD_ST_R4: return SK_R4;
    case KMOD_ST_REF: case KMOD_ST_BYREF: return SK_PTR;
    case KMOD_ST_VALUE: return SK_VAL;
    default: return SK_I4;
    }
}

static inline gcc_jit_rvalue *zero_of(lower *L, rt_kind k)
{
    if (k == RT_KIND_VOID)
        return NULL;
    if (k == RT_KIND_REF || k == RT_KIND_BYREF)
        return G(context_null)(L->ctx, L->t_ptr);
    return G(context_zero)(L->ctx, ctype(L, k));
}

static inline gcc_jit_rvalue *sk_zero(lower *L, int sk)
{
    return sk == SK_PTR ? G(context_null)(L->ctx, L->t_ptr) : G(context_zero)(L->ctx, sk_type(L, sk));
}

static inline gcc_jit_rvalue *cmp(lower *L, enum gcc_jit_comparison op, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return G(context_new_comparison)(L->ctx, NULL, op, a, b);
}

/* The stack type i slots below entry stack top (the typed body's slot). */
static inline kmod_stype jit_entry_kind(const mlower *ml, uint32_t top, uint32_t i)
{
    return kmod_body_kind(ml->body, top, i);
}
/* The slot kind of the value i below the top on entry (0 = top). */
static inline int peek_sk(vstack *s, uint32_t i) { return stype_sk(jit_entry_kind(s->ml, s->top, i)); }
/* The value i below the top on entry. */
static inline gcc_jit_rvalue *peek(vstack *s, uint32_t i)
{
    return rv(s->ml->L, jit_stack_slot(s->ml, s->d - 1 - i, peek_sk(s, i)));
}

#endif
