/* call.c - the interpreter's boundary with C: calls into natives (internal
 * calls, P/Invoke) through libffi, the libffi closure that is every
 * interpreted method's C-ABI entry point, and the engine registration.
 *
 * Invariants: a method's ffi_cif is built once with its interp_method and
 * lives as long as the process (closures point at it); a method has one
 * closure (im->closure, published with a CAS before m->entry may hold it;
 * a loser frees its copy) and it is never freed: an entry cell that held
 * it may later be patched to compiled code by a tier, and callers that
 * loaded the old value still run the interpreter, which then notices the
 * compiled entry (interp_call). P/Invoke calls run inside a GC-safe region:
 * strings are converted to malloc'd UTF-8 before it and freed after; bool
 * crosses as a C int.
 */
#include "interp_internal.h"
#include "common/kiln_stack.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

interp_state interp_g = {.engine = {interp_prepare}};

/* The kind of C argument i (after a struct result's address); `this` is
 * a pointer either way. */
static rt_kind arg_kind(const rt_method *m, uint32_t i)
{
    if (m->has_this) {
        if (i == 0)
            return RT_KIND_REF;
        i--;
    }
    return m->param_kinds[i];
}

static const rt_type *arg_type(const rt_method *m, uint32_t i)
{
    if (m->has_this) {
        if (i == 0)
            return m->owner;
        i--;
    }
    return m->param_types[i];
}

/* libffi's argument list for the slots args: a struct result's address
 * (ret->ref, set by the caller) first (docs/valuetypes.md). */
static void ffi_args(const interp_method *im, interp_slot *args, interp_slot *ret, void **av)
{
    uint32_t s = im->sret;
    if (s)
        av[0] = &ret->ref;
    for (uint32_t k = 0; k < im->nargs; k++)
        av[k + s] = &args[k];
}

/* The result libffi left in r, as the interpreter keeps it in *ret (a
 * struct's went to ret->ref already). */
static void take_result(const rt_method *m, interp_slot *ret, const interp_slot *r)
{
    switch (m->ret_kind) {
    case RT_KIND_STRUCT: break;
    case RT_KIND_BOOL: case RT_KIND_U1: ret->u8 = (uint8_t)r->u8; break;
    case RT_KIND_CHAR: case RT_KIND_U2: ret->u8 = (uint16_t)r->u8; break;
    case RT_KIND_I1: ret->i8 = (int8_t)r->u8; break;
    case RT_KIND_I2: ret->i8 = (int16_t)r->u8; break;
    default: *ret = *r; break;
    }
}

/* A P/Invoke with string arguments or a string result. */
static void call_pinvoke_strings(rt_method *m, interp_method *im, void *fn, interp_slot *args,
                                 interp_slot *ret)
{
    uint32_t n = im->nargs;
    void *av[n ? n : 1];
    char *conv[n ? n : 1];
    interp_slot tmp[n ? n : 1];
    for (uint32_t k = 0; k < n; k++) {
        conv[k] = NULL;
        av[k] = &args[k];
        if (arg_kind(m, k) == RT_KIND_REF && arg_type(m, k) == rt_state.wk.string && args[k].ref) {
            conv[k] = rt_string_to_utf8(args[k].ref);
            tmp[k].ref = conv[k];
            av[k] = &tmp[k];
        }
    }
    interp_slot r = {0};
    rt_enter_safe();
    ffi_call(&im->cif, RT_AS_FN(void (*)(void), fn), &r, av);
    rt_leave_safe();
    for (uint32_t k = 0; k < n; k++)
        free(conv[k]);
    if (m->ret_kind == RT_KIND_REF)
        r.ref = r.ref ? (void *)rt_new_string_cstr(r.ref) : NULL;
    else if (m->ret_kind == RT_KIND_BOOL)
        r.u8 = r.i4 != 0;
    *ret = r;
}

void interp_call_native(rt_method *m, interp_method *im, interp_slot *args, interp_slot *ret)
{
    void *fn;
    bool pinv = (m->flags & KMOD_METH_PINVOKE) != 0;
    if (pinv)
        fn = rt_pinvoke_target(m);
    else if (m->flags & KMOD_METH_INTERNALCALL)
        fn = rt_internal_call_target(m);
    else {
        rt_throw_kindf(RT_EXC_NOT_SUPPORTED, "Method %s has no body.", rt_method_key(m));
        return;
    }
    if (!fn)
        return;
    if (pinv && im->pinvoke_strings) {
        call_pinvoke_strings(m, im, fn, args, ret);
        return;
    }
    uint32_t n = im->nargs + im->sret;
    void *av[n ? n : 1];
    ffi_args(im, args, ret, av);
    interp_slot r = {0};
    if (pinv) {
        rt_enter_safe();
        ffi_call(&im->cif, RT_AS_FN(void (*)(void), fn), &r, av);
        rt_leave_safe();
        if (m->ret_kind == RT_KIND_BOOL)
            r.u8 = r.i4 != 0;
    } else {
        ffi_call(&im->cif, RT_AS_FN(void (*)(void), fn), &r, av);
    }
    take_result(m, ret, &r);
}

/* --- the C-ABI entry point of an interpreted method --- */

static void load_arg(interp_slot *s, rt_kind k, const void *p)
{
    switch (k) {
    case RT_KIND_BOOL: case RT_KIND_U1: s->u8 = *(const uint8_t *)p; break;
    case RT_KIND_CHAR: s->u8 = *(const uint16_t *)p; break;
    case RT_KIND_I4: s->i8 = *(const int32_t *)p; break;
    case RT_KIND_U4: s->u8 = *(const uint32_t *)p; break;
    case RT_KIND_I1: s->i8 = *(const int8_t *)p; break;
    case RT_KIND_I2: s->i8 = *(const int16_t *)p; break;
    case RT_KIND_U2: s->u8 = *(const uint16_t *)p; break;
    case RT_KIND_R4: s->u8 = 0; s->r4 = *(const float *)p; break;
    default: memcpy(s, p, 8); break;
    }
}

static void store_ret(void *ret, rt_kind k, const interp_slot *r)
{
    switch (k) {
    case RT_KIND_VOID: break;
    case RT_KIND_BOOL: case RT_KIND_U1: *(ffi_arg *)ret = (uint8_t)r->u4; break;
    case RT_KIND_CHAR: *(ffi_arg *)ret = (uint16_t)r->u4; break;
    case RT_KIND_I4: *(ffi_sarg *)ret = r->i4; break;
    case RT_KIND_U4: *(ffi_arg *)ret = r->u4; break;
    case RT_KIND_I1: *(ffi_sarg *)ret = (int8_t)r->i4; break;
    case RT_KIND_I2: *(ffi_sarg *)ret = (int16_t)r->i4; break;
    case RT_KIND_U2: *(ffi_arg *)ret = (uint16_t)r->u4; break;
    case RT_KIND_R4: *(float *)ret = r->r4; break;
    case RT_KIND_STRUCT: break;   /* written through the hidden pointer */
    default: memcpy(ret, r, 8); break;
    }
}

static void closure_entry(ffi_cif *cif, void *ret, void **args, void *user)
{
    (void)cif;
    rt_method *m = user;
    interp_method *im = interp_method_get(m);
    if (!im)
        return;
    uint32_t n = im->nargs, s = im->sret;
    interp_slot a[n + 1];
    for (uint32_t k = 0; k < n; k++)
        load_arg(&a[k], arg_kind(m, k), args[k + s]);
    interp_slot r = {0};
    if (s)   /* the struct result goes where the C caller said */
        r.ref = *(void **)args[0];
    interp_call(m, a, &r);
    store_ret(ret, m->ret_kind, &r);
}

/* The entry of a call that could not be prepared because preparing it threw:
 * by the calling convention (runtime.h) a callee returns any value with the
 * pending exception set, and decoding already set it. Never published. */
static void return_pending(void)
{
}

void *interp_prepare(rt_method *m)
{
    void *e = atomic_load_explicit(&m->entry, memory_order_acquire);
    if (e)
        return e;
    rt_thread *th = rt_current();
    rt_object *saved = th ? th->pending : NULL;
    if ((m->flags & KMOD_METH_INTERNALCALL) && th) {
        void *fn = rt_internal_call_target(m);
        th->pending = saved;
        if (fn) {
            void *expected = NULL;
            atomic_compare_exchange_strong(&m->entry, &expected, fn);
            return atomic_load(&m->entry);
        }
    }
    interp_method *im = interp_method_get(m);
    if (!im && th && th->pending)
        return __extension__ (void *)return_pending;   /* decoding threw (an OutOfMemoryException
                                               resolving a literal): the call throws it */
    if (!im) {
        fprintf(stderr, "kiln: cannot prepare %s for the interpreter\n", rt_method_key(m));
        abort();
    }
    if (th)
        th->pending = saved;
    void *code = atomic_load(&im->closure);
    if (!code) {
        ffi_closure *cl = ffi_closure_alloc(sizeof(ffi_closure), &code);
        if (!cl || ffi_prep_closure_loc(cl, &im->cif, closure_entry, m, code) != FFI_OK) {
            fprintf(stderr, "kiln: cannot create an entry point for %s\n", rt_method_key(m));
            abort();
        }
        void *none = NULL;   /* the closure is known before any entry cell holds it */
        if (!atomic_compare_exchange_strong(&im->closure, &none, code)) {
            ffi_closure_free(cl);
            code = none;
        }
    }
    void *expected = NULL;
    atomic_compare_exchange_strong(&m->entry, &expected, code);   /* a tier may have won */
    return atomic_load(&m->entry);
}

typedef uint64_t u64;

/* fn called with the 8-byte slots a[0..n) in integer registers (n <= 6). */
static u64 call_int(void *fn, uint32_t n, const interp_slot *a)
{
    switch (n) {
    case 0: return RT_AS_FN(u64 (*)(void), fn)();
    case 1: return RT_AS_FN(u64 (*)(u64), fn)(a[0].u8);
    case 2: return RT_AS_FN(u64 (*)(u64, u64), fn)(a[0].u8, a[1].u8);
    case 3: return RT_AS_FN(u64 (*)(u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8);
    case 4: return RT_AS_FN(u64 (*)(u64, u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8, a[3].u8);
    case 5: return RT_AS_FN(u64 (*)(u64, u64, u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8, a[3].u8, a[4].u8);
    default:
        return RT_AS_FN(u64 (*)(u64, u64, u64, u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8, a[3].u8, a[4].u8,
                                                                    a[5].u8);
    }
}

/* The same for a double result. */
static double call_r8(void *fn, uint32_t n, const interp_slot *a)
{
    switch (n) {
    case 0: return RT_AS_FN(double (*)(void), fn)();
    case 1: return RT_AS_FN(double (*)(u64), fn)(a[0].u8);
    case 2: return RT_AS_FN(double (*)(u64, u64), fn)(a[0].u8, a[1].u8);
    case 3: return RT_AS_FN(double (*)(u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8);
    case 4: return RT_AS_FN(double (*)(u64, u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8, a[3].u8);
    case 5: return RT_AS_FN(double (*)(u64, u64, u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8, a[3].u8, a[4].u8);
    default:
        return RT_AS_FN(double (*)(u64, u64, u64, u64, u64, u64), fn)(a[0].u8, a[1].u8, a[2].u8, a[3].u8,
                                                                       a[4].u8, a[5].u8);
    }
}

/* Compiled code (a tier's) called from the interpreter: arguments are the
 * interpreter's 8-byte slots. Signatures of at most 6 non-double arguments
 * are called directly (im->direct; every slot is passed whole in its
 * integer register and the callee reads its own width, which holds the
 * value as the interpreter keeps it); others through libffi. A narrow or
 * 32-bit result's upper register bits are unspecified: masked below. */
void interp_call_compiled(rt_method *m, interp_method *im, void *fn, interp_slot *args, interp_slot *ret)
{
    uint32_t n = im->nargs;
    interp_slot r = {0};
    if (im->direct == INTERP_DIRECT_INT) {
        r.u8 = call_int(fn, n, args);
    } else if (im->direct == INTERP_DIRECT_R8) {
        r.r8 = call_r8(fn, n, args);
    } else {
        void *av[n + im->sret + 1];
        ffi_args(im, args, ret, av);
        ffi_call(&im->cif, RT_AS_FN(void (*)(void), fn), &r, av);
    }
    take_result(m, ret, &r);
}

void interp_promote(rt_method *m)
{
    if (rt_state.tier.promote)
        rt_state.tier.promote(m);
}

/* Bytes kept free below the limit for natives, libffi and the report. */
#define STACK_RESERVE (256u * 1024u)

void interp_stack_check(rt_method *m)
{
    rt_thread *th = rt_current();
    char here;
    if (!th->interp) {
        void *lo = NULL;
        size_t size = 0, guard;
        if (!kiln_stack_bounds(&lo, &size, &guard))
            size = 0;
        /* Unknown stack: a limit far below, never reached before a fault. */
        th->interp = size > 2 * STACK_RESERVE ? (char *)lo + STACK_RESERVE : (char *)1;
        if ((char *)&here >= (char *)th->interp)
            return;
    }
    rt_console_flush();
    fprintf(stderr, "Stack overflow.\n   at %s.%s\n", m->owner ? m->owner->name : "?", m->name);
    fflush(stderr);
    _exit(134);
}

void interp_invoke(rt_method *m, uint64_t *args, uint64_t *ret)
{
    interp_call(m, (interp_slot *)args, (interp_slot *)ret);
}

void interp_init(void)
{
    if (interp_g.initialized)
        return;
    interp_g.initialized = true;
    interp_g.no_intrinsics = !rt_state.sw.interp_intrinsics;
    interp_g.dump = rt_state.sw.interp_dump;
    interp_run(NULL, NULL, NULL, NULL);
    rt_set_engine(&interp_g.engine);
}
