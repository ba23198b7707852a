/* lower_call.c - calls in the lowering: the batch's functions and their
 * symbols, direct calls, calls through entry cells and vtables, newobj,
 * splicing of small [AggressiveInlining] callees into their callers, and
 * the P/Invoke stubs of tables mode.
 *
 * Invariants: a call whose callee can throw is followed by the test of the
 * pending exception (or of an inline copy's flag); a spliced callee keeps
 * its own frame in the trace (its exceptions leave through the call site).
 */
#include "jit/lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Splicing [AggressiveInlining] callees into their callers (splice_call):
 * bodies up to this many IL bytes without loops or EH clauses, nested at
 * most this deep. Monitor.Enter/Exit/TryEnter, the thin-lock fast paths of
 * ObjectHeader.cs and the fat ones of Lock.cs fit: the deepest chain is
 * TryEnter(o, ref bool) -> TryEnter(o) -> Acquire -> AcquireThinLock ->
 * AcquireInflated -> Lock.TryEnterOnce. */
#define JIT_SPLICE_MAX_IL 256u   /* the frontend emits long-form IL only */
#define JIT_SPLICE_MAX_DEPTH 6u
/* An instance constructor this small is spliced without the attribute
 * (but not at -O0): field stores and a base constructor call, about four
 * fields in long-form IL. A call would cost more than the body, and the
 * caller would keep the new object across it, in a stack slot that the
 * next frame built at that address leaves holding a dead object until it
 * reaches its own constructor call (docs/jit.md, "Inlining of
 * [AggressiveInlining] callees and small constructors"). */
#define JIT_SPLICE_CTOR_IL 64u
/* A callee of at most this many IL bytes without EH clauses gets an
 * INTERNAL copy that GCC may inline, as [AggressiveInlining] ones do (.NET's
 * JIT inlines small methods without the attribute too): a struct's
 * operators, constructor and accessors, small helpers. */
#define JIT_AUTO_INLINE_IL 96u

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

jit_fn *jit_new_fn(lower *L)
{
    if (L->nfns == L->capfns) {
        L->capfns = L->capfns ? 2 * L->capfns : 16;
        L->fns = realloc(L->fns, L->capfns * sizeof *L->fns);
        if (!L->fns)
            abort();
    }
    jit_fn *jf = jit_xcalloc(1, sizeof *jf);
    L->fns[L->nfns++] = jf;
    return jf;
}

jit_fn *jit_declare_fn(lower *L, rt_method *m, bool inline_copy)
{
    for (uint32_t i = 0; i < L->nfns; i++)
        if (L->fns[i]->m == m && L->fns[i]->inline_copy == inline_copy && L->fns[i]->osr_off < 0)
            return L->fns[i];
    jit_fn *jf = jit_new_fn(L);
    jf->m = m;
    jf->inline_copy = inline_copy;
    jf->osr_off = -1;
    char name[256];
    jit_method_symbol(m, name, sizeof name);
    if (inline_copy)
        name[0] = 'i';
    uint32_t n = nargs(m), sr = sret_of(m);
    gcc_jit_param **p = jit_xcalloc(n + sr + 1, sizeof *p);
    if (sr)   /* a struct result: where it goes, first */
        p[0] = G(context_new_param)(L->ctx, NULL, L->t_ptr, "result");
    for (uint32_t i = 0; i < n; i++) {
        char pn[256];
        snprintf(pn, sizeof pn, "a%u", i);
        uint32_t ci = i - (m->has_this ? 1u : 0u);   /* -g: the C# names */
        if (L->debug && m->has_this && i == 0)
            snprintf(pn, sizeof pn, "this");
        else if (L->debug && m->module && !*jit_row_str(m, kmod_param_name(m->module->km, m->row, ci), pn, sizeof pn))
            snprintf(pn, sizeof pn, "a%u", i);
        p[i + sr] = G(context_new_param)(L->ctx, NULL, arg_type(L, m, i), pn);
    }
    n += sr;
    enum gcc_jit_function_kind kind = GCC_JIT_FUNCTION_EXPORTED;
    if (inline_copy) {   /* one more parameter: the caller's exception flag */
        p[n++] = G(context_new_param)(L->ctx, NULL, G(type_get_pointer)(L->t_u8), "exc");
        kind = GCC_JIT_FUNCTION_INTERNAL;
    }
    jf->fn = G(context_new_function)(L->ctx, NULL, kind, ret_ctype(L, m), name, (int)n, p, 0);
    free(p);
    return jf;
}

/* The function a call from the batch reaches directly, or NULL (entry cell). */
static jit_fn *direct_target(lower *L, rt_method *callee)
{
    if (L->tables && (callee->flags & KMOD_METH_PINVOKE))
        return jit_declare_fn(L, callee, false);   /* lowered as a stub: no libffi around */
    /* [NoInlining]: through the entry cell, which GCC cannot inline */
    if (!callee->code || (callee->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE | KMOD_METH_NOINLINING)))
        return NULL;
    if ((callee->flags & KMOD_METH_AGGRESSIVE_INLINING) && !(callee->flags & KMOD_METH_NOINLINING) && !L->no_inline)
        return jit_declare_fn(L, callee, true);
    if (callee->code_len <= JIT_AUTO_INLINE_IL && !callee->neh && !L->no_inline)
        return jit_declare_fn(L, callee, true);   /* small: GCC may inline the copy */
    for (uint32_t i = 0; i < L->nfns; i++)
        if (L->fns[i]->m == callee && !L->fns[i]->inline_copy && L->fns[i]->osr_off < 0)
            return L->fns[i];
    return NULL;
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
                                  jit_site_dispatch(ml, ml->cur_off), go);
    ml->cur = go;
    return rv(L, ml->callp);
}

static gcc_jit_type *fnptr_type(lower *L, const rt_method *c)
{
    uint32_t n = nargs(c), sr = sret_of(c);
    gcc_jit_type **pt = jit_xcalloc(n + sr, sizeof *pt);
    if (sr)
        pt[0] = L->t_ptr;
    for (uint32_t i = 0; i < n; i++)
        pt[i + sr] = arg_type(L, c, i);
    gcc_jit_type *t = G(context_new_function_ptr_type)(L->ctx, NULL, ret_ctype(L, c), (int)(n + sr), pt, 0);
    free(pt);
    return t;
}

/* `this` for target (loaded from the vtable) of a virtual method of
 * System.Object or System.Enum (RT_TYPE_VALUE_BASE), which a value type may
 * override: a value type's override
 * takes the boxed value's address (rt_method.value_this). */
static gcc_jit_rvalue *dispatch_this(lower *L, gcc_jit_rvalue *self, gcc_jit_rvalue *target)
{
    gcc_jit_rvalue *vt = cast(L, rv(L, mem(L, target, (int32_t)offsetof(rt_method, value_this), L->t_u8)), L->t_i32);
    gcc_jit_rvalue *off = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_MULT, L->t_i32, vt,
                                                   i32c(L, RT_BOX_DATA_OFFSET));
    return cast(L, G(lvalue_get_address)(G(context_new_array_access)(L->ctx, NULL, cast(L, self, L->t_cptr), off), NULL),
                L->t_ptr);
}

/* obj->type->itab[id][slot] of interface method c (docs/interfaces.md):
 * the id a constant in process, a load from the interface's type in
 * tables mode (ids are handed out at load). */
static gcc_jit_rvalue *iface_target(mlower *ml, rt_method *c, gcc_jit_rvalue *obj)
{
    lower *L = ml->L;
    gcc_jit_rvalue *id = L->tables
        ? rv(L, mem(L, jit_const_type(L, c->owner), (uint32_t)offsetof(rt_type, iface_id), L->t_u32))
        : G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)c->owner->iface_id);
    gcc_jit_rvalue *type = rv(L, mem(L, obj, 0, L->t_ptr));
    gcc_jit_rvalue *itab = cast(L, rv(L, mem(L, type, (uint32_t)offsetof(rt_type, itab), L->t_ptr)),
                                G(type_get_pointer)(L->t_ptr));
    gcc_jit_rvalue *row = cast(L, rv(L, G(context_new_array_access)(L->ctx, NULL, itab, id)),
                               G(type_get_pointer)(L->t_ptr));
    gcc_jit_lvalue *tl = jit_new_local(ml, L->t_ptr, "itarget");
    G(block_add_assignment)(ml->cur, ml->loc, tl,
                            rv(L, G(context_new_array_access)(L->ctx, NULL, row, i32c(L, c->iface_slot))));
    return rv(L, tl);
}

/* Does a value type implement interface i (its calls then pass a box's
 * value to a value type's method)? All modules are loaded when a batch is
 * lowered. */
bool jit_iface_has_value_impl(const rt_type *i)
{
    for (uint32_t k = 0; k < rt_state.ntypes; k++) {
        const rt_type *t = rt_state.types[k];
        if (t && (t->flags & RT_TYPE_VALUETYPE) && rt_implements(t, i))
            return true;
    }
    return false;
}

/* A direct call of jf with args[0..n); an inline copy also gets the
 * address of the caller's exception flag (args[n]), cleared first. */
static gcc_jit_rvalue *direct_call(mlower *ml, jit_fn *jf, uint32_t n, gcc_jit_rvalue **args)
{
    lower *L = ml->L;
    if (!jf->inline_copy)
        return G(context_new_call)(L->ctx, NULL, jf->fn, (int)n, args);
    if (!ml->excflag)
        ml->excflag = jit_new_local(ml, L->t_u8, "exc");
    G(block_add_assignment)(ml->cur, ml->loc, ml->excflag, G(context_zero)(L->ctx, L->t_u8));
    args[n] = G(lvalue_get_address)(ml->excflag, NULL);
    return G(context_new_call)(L->ctx, NULL, jf->fn, (int)n + 1, args);
}

/* A callee whose typed body reaches no RET never returns normally: a
 * throw helper such as List<T>.ThrowIndex (.NET's JIT treats such calls
 * as no-return too). Only small bodies are looked at (throw helpers are;
 * the typed body of a method is made on first request). */
static bool never_returns(const rt_method *c)
{
    if (!c->code || c->code_len > JIT_SPLICE_MAX_IL ||
        (c->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE)))
        return false;
    char why[300];
    const kmod_body *b = rt_method_body((rt_method *)c, why, sizeof why);
    if (!b)
        return false;
    for (uint32_t k = 0; k < b->ninsns; k++)
        if ((b->insns[k].flags & KMOD_BI_REACHED) && c->code[b->insns[k].off] == IL_RET)
            return false;
    return true;
}

/* After a call: an exception goes to the call site's dispatch. After an
 * inline copy the test is of the flag it sets, so once GCC has inlined it
 * the test folds away on every path that returns normally. After a call
 * that never returns the branch is taken always (a constant condition:
 * libgccjit rejects the unreachable continuation block, GCC folds it), so
 * no path leads back from the call into the caller: a loop around it
 * (the indexer's range check inside a List<T> loop) has no call on any
 * path that goes round, and GCC keeps its loads out of the loop. */
static void check_call(mlower *ml, bool via_copy, bool noreturn)
{
    lower *L = ml->L;
    if (noreturn) {
        jit_branch_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, i32c(L, 0), i32c(L, 0)), jit_site_dispatch(ml, ml->cur_off));
        return;
    }
    if (!via_copy) {
        jit_check_pending(ml);
        return;
    }
    jit_branch_if(ml, cmp(L, GCC_JIT_COMPARISON_NE, rv(L, ml->excflag), G(context_zero)(L->ctx, L->t_u8)),
              jit_site_dispatch(ml, ml->cur_off));
}

static bool splice_call(mlower *ml, rt_method *c, gcc_jit_rvalue **args, uint32_t depth);

/* Call c with args[0..n) (this first; room for a struct result's address
 * before them and an inline copy's flag after); store its result at depth. */
static void emit_call(mlower *ml, rt_method *c, gcc_jit_rvalue **args, bool virt, uint32_t depth)
{
    lower *L = ml->L;
    uint32_t n = nargs(c);
    for (uint32_t i = 0; i < n; i++)
        args[i] = cast(L, args[i], arg_type(L, c, i));
    gcc_jit_lvalue *res = NULL;   /* a struct result: a local of its own, never an argument's slot */
    if (c->ret_kind == RT_KIND_STRUCT)
        res = jit_new_local(ml, jit_struct_type(L, c->ret_type), "sres");
    jit_fn *direct = NULL;
    bool dispatch_iface = virt && c->iface_slot >= 0;
    bool dispatch_virtual = dispatch_iface ||
                            (virt && c->vtable_slot >= 0 && !(c->flags & KMOD_METH_FINAL) &&
                             !(c->owner->flags & RT_TYPE_SEALED));
    if (virt || c->has_this)
        jit_null_check(ml, args[0]);
    if (!c->has_this && !(c->flags & KMOD_METH_CTOR))
        jit_emit_init_check(ml, c->owner);
    if (!dispatch_virtual && splice_call(ml, c, args, depth))
        return;
    if (!dispatch_virtual)
        direct = direct_target(L, c);
    jit_ehf_note(ml, ml->cur, ml->cur_off, 0);
    gcc_jit_rvalue *target = NULL;
    if (!direct) {
        target = jit_const_method(L, c);
        if (dispatch_iface) {
            target = iface_target(ml, c, args[0]);
            if (jit_iface_has_value_impl(c->owner))
                args[0] = dispatch_this(L, args[0], target);
        } else if (dispatch_virtual) {   /* obj->type->vtable[slot] */
            gcc_jit_lvalue *tl = jit_new_local(ml, L->t_ptr, "vtarget");
            gcc_jit_rvalue *type = rv(L, mem(L, args[0], 0, L->t_ptr));
            gcc_jit_rvalue *vt = rv(L, mem(L, type, (uint32_t)offsetof(rt_type, vtable), L->t_ptr));
            G(block_add_assignment)(ml->cur, ml->loc, tl, rv(L, mem(L, vt, (uint32_t)c->vtable_slot * (uint32_t)sizeof(void *), L->t_ptr)));
            target = rv(L, tl);
            if (c->owner == rt_state.wk.object || (c->owner->flags & RT_TYPE_VALUE_BASE))
                args[0] = dispatch_this(L, args[0], target);
        }
    }
    uint32_t sr = res ? 1 : 0;
    if (sr) {   /* the result's address goes first */
        memmove(args + 1, args, n * sizeof *args);
        args[0] = G(lvalue_get_address)(res, NULL);
    }
    gcc_jit_rvalue *r;
    if (direct) {
        r = direct_call(ml, direct, n + sr, args);
    } else {
        gcc_jit_rvalue *fp = cast(L, entry_of(ml, target), fnptr_type(L, c));
        r = G(context_new_call_through_ptr)(L->ctx, NULL, fp, (int)(n + sr), args);
    }
    if (c->ret_kind == RT_KIND_VOID || res)
        G(block_add_eval)(ml->cur, ml->loc, r);
    else
        jit_put(ml, depth, c->ret_kind, r);
    if (res)
        jit_put_value(ml, depth, c->ret_type, rv(L, res));
    check_call(ml, direct && direct->inline_copy, !dispatch_virtual && never_returns(c));
}

void jit_lower_call(mlower *ml, vstack *s, const insn *in)
{
    rt_method *c = meth(ml, in);
    uint32_t n = nargs(c);
    uint8_t ix = in->op == IL_CALL && !c->has_this ? jit_intrinsic_of(c) : RT_INTRINSIC_NONE;
    if (ix != RT_INTRINSIC_NONE) {
        jit_lower_intrinsic(ml, s, c, &rt_intrinsic_table[ix]);
        return;
    }
    gcc_jit_rvalue *args[66];   /* + a struct result's address + an inline copy's exception flag */
    if (n > 64) {
        jit_lower_fail(ml->L, "jit: %s.%s: call with more than 64 arguments", ml->m->owner->name, ml->m->name);
        return;
    }
    for (uint32_t i = 0; i < n; i++)   /* a struct argument: the address of its slot, the callee's copy */
        args[i] = arg_kind(c, i) == RT_KIND_STRUCT ? jit_value_slot_addr(ml, s->d - n + i) : peek(s, n - 1 - i);
    emit_call(ml, c, args, in->op == IL_CALLVIRT, s->d - n);
}

/* A new instance of t, or NULL when the heap is exhausted: what
 * rt_new_object does, less its frame - gc_alloc on the thread's
 * collector state and the type's descriptor (both first in their
 * structs) for the instance size, a constant. One call per object, whose
 * fast path needs no frame (docs/jit.md, "`newobj`"). */
_Static_assert(offsetof(rt_thread, gc) == 0 && offsetof(rt_type, gc) == 0, "gc_alloc takes the thread and the type");

static gcc_jit_rvalue *new_object(mlower *ml, rt_type *t)
{
    lower *L = ml->L;
    return call(L, L->f_gc_alloc, 3, thr_rv(ml), jit_const_type(L, t),
                G(context_new_rvalue_from_long)(L->ctx, L->t_size, (long)t->gc.base_size));
}

void jit_lower_newobj(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_method *c = meth(ml, in);
    rt_type *t = c->owner;
    if (t->flags & (RT_TYPE_STRING | RT_TYPE_ARRAY)) {
        jit_lower_fail(L, "jit: %s.%s: newobj of %s not supported", ml->m->owner->name, ml->m->name, t->name);
        return;
    }
    gcc_jit_rvalue *args[65];   /* this, the arguments, an inline copy's exception flag */
    uint32_t n = c->nparams;
    if (n >= 64) {
        jit_lower_fail(L, "jit: %s.%s: constructor with too many arguments", ml->m->owner->name, ml->m->name);
        return;
    }
    for (uint32_t i = 0; i < n; i++)   /* a struct argument: its slot's address, as for calls */
        args[i + 1] = c->param_kinds[i] == RT_KIND_STRUCT ? jit_value_slot_addr(ml, s->d - n + i)
                                                          : peek(s, n - 1 - i);
    jit_emit_init_check(ml, t);
    gcc_jit_lvalue *obj = jit_new_local(ml, L->t_ptr, "obj");
    G(block_add_assignment)(ml->cur, ml->loc, obj, new_object(ml, t));
    jit_throw_if(ml, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, obj), G(context_null)(L->ctx, L->t_ptr)), RT_EXC_OUT_OF_MEMORY);
    args[0] = rv(L, obj);
    for (uint32_t i = 0; i <= n; i++)
        args[i] = cast(L, args[i], arg_type(L, c, i));
    if (splice_call(ml, c, args, s->d - n)) {   /* a small constructor: its body here */
        jit_put(ml, s->d - n, RT_KIND_REF, rv(L, obj));
        return;
    }
    jit_fn *direct = direct_target(L, c);
    jit_ehf_note(ml, ml->cur, ml->cur_off, 0);
    gcc_jit_rvalue *r = direct ? direct_call(ml, direct, n + 1, args)
                               : G(context_new_call_through_ptr)(L->ctx, NULL, cast(L, entry_of(ml, jit_const_method(L, c)), fnptr_type(L, c)), (int)n + 1, args);
    G(block_add_eval)(ml->cur, ml->loc, r);
    check_call(ml, direct && direct->inline_copy, false);
    jit_put(ml, s->d - n, RT_KIND_REF, rv(L, obj));
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
void jit_lower_pinvoke(lower *L, jit_fn *jf)
{
    rt_method *m = jf->m;
    gcc_jit_function *fn = jf->fn;
    uint32_t n = m->nparams;
    gcc_jit_block *b = G(function_new_block)(fn, "entry"), *bind = G(function_new_block)(fn, "bind"),
                  *go = G(function_new_block)(fn, "go"), *failed = G(function_new_block)(fn, "failed");
    gcc_jit_lvalue *thr = G(function_new_local)(fn, NULL, L->t_ptr, "thr");
    gcc_jit_lvalue *target = G(function_new_local)(fn, NULL, L->t_ptr, "target");
    G(block_add_assignment)(b, NULL, thr, rv(L, L->g_thread));
    G(block_add_assignment)(b, NULL, target, rv(L, mem(L, jit_const_method(L, m), (uint32_t)offsetof(rt_method, native), L->t_vptr)));
    gcc_jit_rvalue *null = G(context_null)(L->ctx, L->t_ptr);
    G(block_end_with_conditional)(b, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, target), null), bind, go);
    G(block_add_assignment)(bind, NULL, target, call(L, L->f_pinvoke_target, 1, jit_const_method(L, m)));
    G(block_end_with_conditional)(bind, NULL, cmp(L, GCC_JIT_COMPARISON_EQ, rv(L, target), null), failed, go);
    if (m->ret_kind == RT_KIND_VOID)
        G(block_end_with_void_return)(failed, NULL);
    else
        G(block_end_with_return)(failed, NULL, zero_of(L, m->ret_kind));
    gcc_jit_rvalue **args = jit_xcalloc(n, sizeof *args);
    gcc_jit_type **pt = jit_xcalloc(n, sizeof *pt);
    gcc_jit_lvalue **conv = jit_xcalloc(n, sizeof *conv);
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

/* ------------------------------------------------------------- splicing
 * An [AggressiveInlining] callee with a small body, and a constructor of
 * at most JIT_SPLICE_CTOR_IL bytes, is lowered straight into its caller's
 * function: its arguments and locals become locals of
 * the caller, RET assigns the result and jumps to the continuation, and an
 * exception leaving it appends its frame (the trace is the same as for a
 * real call) and goes to the call site's dispatch. So the inlining does
 * not depend on GCC's heuristics: libgccjit's ALWAYS_INLINE does not lift
 * GCC's inline limits (the C front end's DECL_DISREGARD_INLINE_LIMITS), so
 * a refused call is a compile error ("inlining failed in call to
 * 'always_inline' ...: --param max-inline-insns-single limit reached",
 * or "call is unlikely and code size would grow" for a cold call site).
 * Larger callees get an INTERNAL copy that GCC may inline (direct_target). */

/* Small: no EH clause, no loop header (its typed body), at most JIT_SPLICE_MAX_IL bytes. */
static bool small_body(const rt_method *m)
{
    if (m->neh || m->code_len > JIT_SPLICE_MAX_IL)
        return false;
    char why[300];
    const kmod_body *b = rt_method_body((rt_method *)m, why, sizeof why);
    for (uint32_t k = 0; b && k < b->ninsns; k++)
        if (b->insns[k].flags & KMOD_BI_LOOP)
            return false;
    return b != NULL;
}

static bool can_splice(const mlower *ml, const rt_method *c)
{
    bool small_ctor = (c->flags & KMOD_METH_CTOR) && c->has_this && c->code_len <= JIT_SPLICE_CTOR_IL && !ml->L->no_inline;
    if (!c->code || !c->code_len || (!(c->flags & KMOD_METH_AGGRESSIVE_INLINING) && !small_ctor) ||
        (c->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE | KMOD_METH_NOINLINING)))
        return false;
    if (ml->depth >= JIT_SPLICE_MAX_DEPTH || jit_sig_has_struct(c))   /* structs: an inline copy */
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
    sub->args = jit_xcalloc(na, sizeof *sub->args);
    sub->locals = jit_xcalloc(m->nlocals, sizeof *sub->locals);
    sub->slots = jit_xcalloc((size_t)(m->max_stack + 1) * SK_COUNT, sizeof *sub->slots);
    sub->vslot_first = jit_xcalloc((size_t)m->max_stack + 1, sizeof *sub->vslot_first);
    sub->dispatch = jit_xcalloc(1, sizeof *sub->dispatch);
    jit_sites_init(sub);
    sub->endfin = jit_xcalloc(sub->nins, sizeof *sub->endfin);
    sub->blk = jit_xcalloc(sub->nins, sizeof *sub->blk);
    sub->work = jit_xcalloc(sub->nins, sizeof *sub->work);
    for (uint32_t i = 0; i < na; i++) {
        sub->args[i] = jit_new_local(sub, arg_type(L, m, i), "iarg");
        G(block_add_assignment)(ml->cur, ml->loc, sub->args[i], args[i]);
    }
    for (uint32_t i = 0; i < m->nlocals; i++) {
        sub->locals[i] = jit_new_local(sub, ctype(L, m->local_kinds[i]), "iloc");
        G(block_add_assignment)(ml->cur, ml->loc, sub->locals[i], zero_of(L, m->local_kinds[i]));
    }
    if (m->ret_kind != RT_KIND_VOID)
        sub->ret = jit_new_local(sub, ctype(L, m->ret_kind), "iret");
    G(block_end_with_jump)(ml->cur, ml->loc, jit_block_at(sub, 0));
}

static bool reaches_ret(const mlower *sub)
{
    for (uint32_t i = 0; i < sub->nins; i++)
        if (jit_reached(&sub->ins[i]) && sub->ins[i].op == IL_RET)
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
    bool ok = jit_lower_decode(&sub) == 0 && reaches_ret(&sub);   /* else the continuation would be unreachable */
    if (ok) {
        splice_frame(&sub, args);
        jit_lower_worklist(&sub);
        ml->cur = sub.cont ? sub.cont : new_block(ml);
        if (c->ret_kind != RT_KIND_VOID)
            jit_put(ml, depth, c->ret_kind, rv(L, sub.ret));
    }
    ml->nlocal_names = sub.nlocal_names;
    jit_free_mlower(&sub);
    return ok;
}
