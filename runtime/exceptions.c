/* exceptions.c - the one throw funnel: creating exception objects with
 * .NET's default messages, making them pending, recording stack frames as
 * they propagate, the first pass of exception dispatch, and printing an
 * unhandled exception.
 *
 * Two passes, as .NET: an exception propagates frame by frame (the engines'
 * dispatch, second pass), but before the first finally block runs for it
 * the engine asks rt_exc_is_handled, which walks the thread's catching
 * frames (rt_eh_frame) for a catch that would take it (first pass). If none
 * does, the engines run no finally block for it: it leaves every frame,
 * each appending its trace line, and the thread's top reports it. Catch
 * clauses need no such question: one is entered only when it takes the
 * exception, which is exactly what the first pass looked for. A filtered
 * catch does (rt_exc_filter_takes): its filter runs in the first pass.
 *
 * Invariants: an exception object is pending on at most the thread that
 * threw it; _message is always set on exceptions the runtime creates; the
 * trace in _stackTrace is rt_format_frame lines ("   at T.M(Int32 x) in
 * /abs/f.cs:line N") joined by '\n', innermost first;
 * every throw forgets the thread's first-pass answer for that exception; a
 * filter runs at most once per throw. A live walk's
 * marker (stackwalk.c) takes the same path, writing its frames to a pipe.
 */
#include "runtime_internal.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct exc_info { const char *cls; const char *msg; } exc_info;

static const exc_info exc_table[RT_EXC_KIND_COUNT] = {
    [RT_EXC_NULL_REFERENCE] = {"System.NullReferenceException",
                               "Object reference not set to an instance of an object."},
    [RT_EXC_INDEX_OUT_OF_RANGE] = {"System.IndexOutOfRangeException",
                                   "Index was outside the bounds of the array."},
    [RT_EXC_INVALID_CAST] = {"System.InvalidCastException", "Specified cast is not valid."},
    [RT_EXC_DIVIDE_BY_ZERO] = {"System.DivideByZeroException", "Attempted to divide by zero."},
    [RT_EXC_OVERFLOW] = {"System.OverflowException", "Arithmetic operation resulted in an overflow."},
    [RT_EXC_ARRAY_TYPE_MISMATCH] = {"System.ArrayTypeMismatchException",
                                    "Attempted to access an element as a type incompatible with the array."},
    [RT_EXC_OUT_OF_MEMORY] = {"System.OutOfMemoryException",
                              "Insufficient memory to continue the execution of the program."},
    [RT_EXC_ARGUMENT] = {"System.ArgumentException", "Value does not fall within the expected range."},
    [RT_EXC_ARGUMENT_NULL] = {"System.ArgumentNullException", "Value cannot be null."},
    [RT_EXC_ARGUMENT_OUT_OF_RANGE] = {"System.ArgumentOutOfRangeException",
                                      "Specified argument was out of the range of valid values."},
    [RT_EXC_INVALID_OPERATION] = {"System.InvalidOperationException",
                                  "Operation is not valid due to the current state of the object."},
    [RT_EXC_FORMAT] = {"System.FormatException", "One of the identified items was in an invalid format."},
    [RT_EXC_SYNCHRONIZATION_LOCK] = {"System.Threading.SynchronizationLockException",
                                     "Object synchronization method was called from an unsynchronized block of code."},
    [RT_EXC_NOT_SUPPORTED] = {"System.NotSupportedException", "Specified method is not supported."},
    [RT_EXC_DLL_NOT_FOUND] = {"System.DllNotFoundException", "Dll was not found."},
    [RT_EXC_ENTRY_POINT_NOT_FOUND] = {"System.EntryPointNotFoundException", "Entry point was not found."},
    [RT_EXC_THREAD_INTERRUPTED] = {"System.Threading.ThreadInterruptedException",
                                   "Thread was interrupted from a waiting state."},
    [RT_EXC_TYPE_INITIALIZATION] = {"System.TypeInitializationException",
                                    "The type initializer threw an exception."},
    [RT_EXC_THREAD_STATE] = {"System.Threading.ThreadStateException",
                             "Thread was in an invalid state for the operation being executed."},
    [RT_EXC_IO] = {"System.IO.IOException", "I/O error occurred."},
};

const char *rt_exc_default_message(rt_exc_kind kind)
{
    return kind < RT_EXC_KIND_COUNT ? exc_table[kind].msg : "";
}

/* --- the corelib's side of the runtime's contract ---
 * Types and fields the runtime reads by name (docs/corelib-contract.md,
 * "What the runtime reads"). A corelib is input like any module: one that
 * lacks one of them, or declares it with another shape, is refused with one
 * line when it loads, never discovered later by a crash. */

typedef struct contract_field {
    const char *name;
    rt_kind kind;
    rt_type **ref;                   /* a reference field: &rt_state.wk.<its type> */
    bool or_object;                  /* ... or System.Object (the runtime only stores *ref values and reads objects) */
    size_t wk_off;                   /* where rt_wellknown keeps its offset */
} contract_field;

#define WK_OFF(f) offsetof(rt_wellknown, f)
static const contract_field exception_fields[] = {
    {"_message", RT_KIND_REF, &rt_state.wk.string, false, WK_OFF(exc_message_off)},
    {"_stackTrace", RT_KIND_REF, &rt_state.wk.string, false, WK_OFF(exc_trace_off)},
    {"_innerException", RT_KIND_REF, &rt_state.wk.exception, true, WK_OFF(exc_inner_off)},
};
static const contract_field type_init_fields[] = {
    {"_typeName", RT_KIND_REF, &rt_state.wk.string, false, WK_OFF(tie_type_name_off)},
};
static const contract_field thread_fields[] = {
    {"_target", RT_KIND_REF, &rt_state.wk.object, false, WK_OFF(thr_target_off)},
    {"_arg", RT_KIND_REF, &rt_state.wk.object, false, WK_OFF(thr_arg_off)},
    {"_native", RT_KIND_I8, NULL, false, WK_OFF(thr_native_off)},
    {"_id", RT_KIND_I4, NULL, false, WK_OFF(thr_id_off)},
    {"_state", RT_KIND_I4, NULL, false, WK_OFF(thr_state_off)},
    {"_background", RT_KIND_BOOL, NULL, false, WK_OFF(thr_background_off)},
};

static int contract_fail(char *err, size_t errlen, const char *what, const char *why)
{
    snprintf(err, errlen, "module corelib: %s %s", what, why);
    return -1;
}

/* Bind t's fields: declared by t itself, instance, of the type the runtime
 * reads and writes them as (a string field the runtime reads as a string
 * must be exactly string: typed object, managed code could put anything
 * there). */
static int bind_fields(rt_type *t, const contract_field *cf, size_t n, char *err, size_t errlen)
{
    char what[160];
    for (size_t i = 0; i < n; i++) {
        rt_field *f = rt_find_field(t, cf[i].name);
        snprintf(what, sizeof what, "field %s.%s", t->name, cf[i].name);
        if (!f || f->owner != t || (f->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL)))
            return contract_fail(err, errlen, what, "is missing or not an instance field");
        bool ref_ok = !cf[i].ref || f->type == *cf[i].ref || (cf[i].or_object && f->type == rt_state.wk.object);
        if (f->kind != cf[i].kind || !ref_ok)
            return contract_fail(err, errlen, what, "has the wrong type");
        *(uint32_t *)((char *)&rt_state.wk + cf[i].wk_off) = f->offset;
    }
    return 0;
}

/* A class of the corelib the runtime needs, or NULL with err set. */
static rt_type *contract_class(rt_module *core, const char *name, char *err, size_t errlen)
{
    rt_type *t = rt_module_find_type(core, name);
    if (!t || t->kind != RT_KIND_REF || (t->flags & (RT_TYPE_ABSTRACT | RT_TYPE_ARRAY | RT_TYPE_STRING))) {
        contract_fail(err, errlen, "class", name);
        snprintf(err + strlen(err), errlen - strlen(err), " is missing or not a class");
        return NULL;
    }
    return t;
}

int rt_corelib_bind(rt_module *core, char *err, size_t errlen)
{
    rt_wellknown *wk = &rt_state.wk;
    wk->exception = contract_class(core, "System.Exception", err, errlen);
    wk->thread = wk->exception ? contract_class(core, "System.Threading.Thread", err, errlen) : NULL;
    if (!wk->thread)
        return -1;
    for (int k = 0; k < RT_EXC_KIND_COUNT; k++) {
        rt_type *t = rt_module_find_type(core, exc_table[k].cls);
        if (t && (t->kind != RT_KIND_REF || (t->flags & RT_TYPE_ABSTRACT) || !rt_is_subclass(t, wk->exception)))
            return contract_fail(err, errlen, exc_table[k].cls, "is not a concrete class derived from System.Exception");
        wk->exc[k] = t ? t : wk->exception;
    }
    rt_type *tie = wk->exc[RT_EXC_TYPE_INITIALIZATION];
    if (tie == wk->exception)
        return contract_fail(err, errlen, "class", "System.TypeInitializationException is missing");
    if (bind_fields(wk->exception, exception_fields, sizeof exception_fields / sizeof *exception_fields, err, errlen) ||
        bind_fields(tie, type_init_fields, sizeof type_init_fields / sizeof *type_init_fields, err, errlen) ||
        bind_fields(wk->thread, thread_fields, sizeof thread_fields / sizeof *thread_fields, err, errlen))
        return -1;
    wk->multicast = rt_module_find_type(core, "System.MulticastDelegate");
    wk->object_tostring = rt_find_method(wk->object, "ToString", 0);
    rt_method *ts = wk->object_tostring;
    if (!ts || !ts->has_this || ts->vtable_slot < 0 || ts->ret_kind != RT_KIND_REF || ts->ret_type != wk->string)
        return contract_fail(err, errlen, "method", "System.Object.ToString() is missing or not a virtual method returning string");
    return 0;
}

static uint32_t add_contract_type(rt_type **out, uint32_t n, uint32_t cap, rt_type *t)
{
    if (!t || !t->module || !t->module->is_corelib || n >= cap)
        return n;
    for (uint32_t i = 0; i < n; i++)
        if (out[i] == t)
            return n;
    out[n] = t;
    return n + 1;
}

uint32_t rt_corelib_contract_types(rt_type **out, uint32_t cap, bool made)
{
    const rt_wellknown *wk = &rt_state.wk;
    rt_type *one[] = {wk->object, wk->string, wk->exception, wk->thread, made ? NULL : wk->multicast};
    uint32_t n = 0;
    for (size_t i = 0; i < sizeof one / sizeof *one; i++)
        n = add_contract_type(out, n, cap, one[i]);
    for (int k = 0; !made && k <= RT_KIND_PRIM_LAST; k++)
        n = add_contract_type(out, n, cap, wk->prim[k]);
    for (int k = 0; k < RT_EXC_KIND_COUNT; k++)
        n = add_contract_type(out, n, cap, wk->exc[k]);
    return n;
}

void rt_exc_init_wellknown(void)
{
    rt_wellknown *wk = &rt_state.wk;
    if (rt_current() && !wk->oom)
        wk->oom = rt_new_exception(RT_EXC_OUT_OF_MEMORY, NULL);
}

rt_object *rt_new_exception(rt_exc_kind kind, const char *msg)
{
    rt_type *t = kind < RT_EXC_KIND_COUNT ? rt_state.wk.exc[kind] : NULL;
    if (!t)
        t = rt_state.wk.exception;
    if (!t) {
        fprintf(stderr, "kiln: exception %s raised before the corelib loaded: %s\n",
                kind < RT_EXC_KIND_COUNT ? exc_table[kind].cls : "?", msg ? msg : "");
        abort();
    }
    rt_string *m = rt_new_string_cstr(msg ? msg : rt_exc_default_message(kind));
    if (!m)
        return NULL;
    rt_object *ex = rt_new_object(t);
    if (!ex)
        return NULL;
    RT_STORE_REF(ex, rt_state.wk.exc_message_off, m);
    return ex;
}

rt_object *rt_new_type_init_exception(rt_type *t, rt_object *inner)
{
    char msg[600];
    snprintf(msg, sizeof msg, "The type initializer for '%s' threw an exception.", rt_type_name(t));
    rt_string *name = rt_new_string_cstr(rt_type_name(t));
    rt_object *ex = name ? rt_new_exception(RT_EXC_TYPE_INITIALIZATION, msg) : NULL;
    if (!ex)
        return NULL;
    RT_STORE_REF(ex, rt_state.wk.exc_inner_off, inner);
    RT_STORE_REF(ex, rt_state.wk.tie_type_name_off, name);
    return ex;
}

/* Every throw ends here: ex becomes pending and is searched for afresh. */
static void raise_pending(rt_object *ex)
{
    rt_thread *th = rt_current();
    rt_exc_forget(th, ex);
    th->pending = ex;
}

void rt_throw(rt_object *ex)
{
    if (!ex) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return;
    }
    if (ex != rt_state.wk.oom)
        RT_FIELD(ex, rt_state.wk.exc_trace_off, rt_string *) = NULL;
    raise_pending(ex);
}

void rt_rethrow(rt_object *ex)
{
    if (!ex) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return;
    }
    raise_pending(ex);
}

void rt_throw_kind(rt_exc_kind kind, const char *msg)
{
    if (kind == RT_EXC_OUT_OF_MEMORY && !msg && rt_state.wk.oom) {
        raise_pending(rt_state.wk.oom);
        return;
    }
    rt_object *ex = rt_new_exception(kind, msg);
    if (ex)
        raise_pending(ex);
}

void rt_throw_kindf(rt_exc_kind kind, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    rt_throw_kind(kind, buf);
}

rt_string *rt_exc_message(rt_object *ex)
{
    return ex ? RT_FIELD(ex, rt_state.wk.exc_message_off, rt_string *) : NULL;
}

rt_string *rt_exc_trace(rt_object *ex)
{
    return ex ? RT_FIELD(ex, rt_state.wk.exc_trace_off, rt_string *) : NULL;
}

/* A bounded string builder: appends what fits, always NUL-terminated. */
typedef struct strbuf { char *p; size_t n, len; } strbuf;

static void sb_put(strbuf *b, const char *s, size_t len)
{
    if (b->len + 1 >= b->n)
        return;
    size_t room = b->n - 1 - b->len;
    if (len > room)
        len = room;
    memcpy(b->p + b->len, s, len);
    b->len += len;
    b->p[b->len] = 0;
}

static void sb_str(strbuf *b, const char *s) { sb_put(b, s, strlen(s)); }

/* name up to its type arguments: "List`1[System.Int32]" is "List`1". */
static void put_generic_name(strbuf *b, const char *name)
{
    const char *open = strchr(name, '[');
    sb_put(b, name, open ? (size_t)(open - name) : strlen(name));
}

/* A parameter type as .NET's Type.Name spells it: "Int32", "String",
 * "Int32[]", "Foo" (no namespace), "List`1" (an instance of a generic
 * type by its definition's name). */
static void put_type_name(strbuf *b, const rt_type *t)
{
    if (!t) {
        sb_str(b, "?");
        return;
    }
    if ((t->flags & RT_TYPE_ARRAY) && t->elem) {
        put_type_name(b, t->elem);
        sb_str(b, "[]");
        return;
    }
    put_generic_name(b, t->simple_name ? t->simple_name : t->name);
}

static void put_params(strbuf *b, const rt_method *m)
{
    const kmod *km = m->module ? m->module->km : NULL;
    sb_str(b, "(");
    for (uint32_t i = 0; i < m->nparams; i++) {
        if (i)
            sb_str(b, ", ");
        bool byref = m->param_kinds && m->param_kinds[i] == RT_KIND_BYREF;
        const rt_type *t = m->param_types ? m->param_types[i] : NULL;
        if (!t && m->param_kinds && !byref)
            t = rt_prim_type(m->param_kinds[i]);
        put_type_name(b, t);
        if (byref)
            sb_str(b, "&");
        uint32_t len, row = km ? kmod_param_name(km, m->row, i) : KMOD_NONE;
        const char *name = row != KMOD_NONE ? kmod_string(km, row, &len) : NULL;
        if (name && len) {
            sb_str(b, " ");
            sb_put(b, name, len);
        }
    }
    sb_str(b, ")");
}

/* The declaring type as .NET's trace prints it: the generic type's
 * definition for an instance (Box`1[System.Int32] is Box`1: the
 * bracketed type arguments are left out), a nested type's '+' as '.'. */
static void put_owner_name(strbuf *b, const char *name, bool declaring)
{
    int depth = 0;
    const char *end = name + strlen(name);
    for (const char *c = name; declaring && *c; c++) {   /* Outer+<>L3: Outer */
        depth += *c == '[' ? 1 : *c == ']' ? -1 : 0;
        if (depth == 0 && *c == '+')
            end = c;
    }
    depth = 0;
    for (const char *c = name; c < end; c++) {
        depth += *c == '[' ? 1 : *c == ']' ? -1 : 0;
        if (depth == 0 && *c != ']')
            sb_put(b, *c == '+' ? "." : c, 1);
    }
}

/* The frontend's text for m's frame (module section 19), or NULL: a
 * generic instance's definition, or a lambda's method as .NET names it
 * ("+<>c.<Main>b__0_0(Int32 x)": '+' for its class's declaring type). */
static const char *frame_text(const rt_method *m, uint32_t *len)
{
    const kmod *km = m->module ? m->module->km : NULL;
    uint32_t trace = km ? kmod_trace_name(km, m->row) : KMOD_NONE;
    return trace != KMOD_NONE ? kmod_string(km, trace, len) : NULL;
}

void rt_format_frame(const rt_method *m, uint32_t off, char *buf, size_t n)
{
    strbuf b = {buf, n, 0};
    buf[0] = 0;
    sb_str(&b, "   at ");
    uint32_t len;
    const char *text = frame_text(m, &len);
    bool lambda = text && len && text[0] == '+';   /* named after its class's declaring type */
    put_owner_name(&b, rt_type_name(m->owner), lambda);
    if (lambda) {
        text++;
        len--;
    }
    sb_str(&b, ".");
    const kmod *km = m->module ? m->module->km : NULL;
    if (text) {   /* its definition's text (G[T](T x)), a lambda's (<>c.<Main>b__0_0()) */
        sb_put(&b, text, len);
    } else {
        sb_str(&b, m->name);
        put_params(&b, m);
    }
    const kmod_seqpt *sp = km && off != RT_NO_IL_OFFSET ? kmod_seqpt_find(km, m->row, off) : NULL;
    const char *file = sp ? kmod_string(km, sp->file, &len) : NULL;
    if (!file)
        return;
    char line[32];
    snprintf(line, sizeof line, ":line %u", sp->line);
    sb_str(&b, " in ");
    sb_put(&b, file, len);
    sb_str(&b, line);
}

/* A delegate's Invoke has no frame in .NET's traces (the runtime's stub
 * calls the method). In Kiln it is a method of a class derived from
 * System.MulticastDelegate (docs/delegates.md): the delegate type's own
 * Invoke, which runs a multicast list, and the override that calls the
 * converted method; that method's frame follows it. A lambda's or local
 * function's Invoke is the method itself: it has a text (the name .NET
 * gives the method its compiler makes) and shows. */
static bool frame_hidden(const rt_method *m)
{
    const rt_type *md = rt_state.wk.multicast;
    uint32_t len;
    return md && !strcmp(m->name, "Invoke") && rt_is_subclass(m->owner, md) && !frame_text(m, &len);
}

void rt_exc_append_frame(rt_object *ex, rt_method *m, uint32_t off)
{
    if (frame_hidden(m))
        return;
    if (rt_walk_is_marker(ex)) {
        rt_walk_frame(m, off);
        return;
    }
    if (!ex || ex == rt_state.wk.oom)
        return;
    rt_thread *th = rt_current();
    rt_object *saved = th->pending;   /* allocation failure must not replace it */
    char line[1200];
    rt_string *old = rt_exc_trace(ex);
    if (old)
        strcpy(line, "\n");
    rt_format_frame(m, off, line + (old ? 1 : 0), sizeof line - 1);
    rt_string *l = rt_new_string_cstr(line);
    rt_string *t = l ? rt_string_concat2(old, l) : NULL;
    th->pending = saved;
    if (t)
        RT_STORE_REF(ex, rt_state.wk.exc_trace_off, t);
}

/* --- the first pass ---
 * It walks eh_top's frames, innermost first, for a clause that takes ex: a
 * catch of its class, or a filtered catch of its class whose filter says
 * yes. Filters run here, while every frame is still there, each at most
 * once per throw: the answer (with the clause chosen) is kept in the
 * thread's ring of searches until ex is thrown again, so the second pass
 * asks rather than runs them. A filter runs under a catch-everything frame:
 * what it throws is swallowed and counts as false. */

void rt_exc_forget(rt_thread *th, const rt_object *ex)
{
    for (uint32_t i = 0; i < RT_EXC_SEARCHES; i++)
        if (th->searches[i].ex == ex)
            th->searches[i].ex = NULL;
}

static rt_exc_search *search_of(rt_thread *th, const rt_object *ex)
{
    for (uint32_t i = 0; i < RT_EXC_SEARCHES; i++)
        if (th->searches[i].ex == ex)
            return &th->searches[i];
    return NULL;
}

/* The filter frame f handed over for its clause (the newest). */
static rt_object *filter_of(const rt_thread *th, const rt_eh_frame *f, uint32_t clause)
{
    for (uint32_t i = th->nfilters; i-- > 0;)
        if (th->filters[i].frame == f && th->filters[i].clause == clause)
            return th->filters[i].filter;
    return NULL;
}

/* The Invoke a delegate's own class declares (its lambda's body). */
static rt_method *invoke_of(rt_object *d)
{
    for (rt_type *t = d->type; t; t = t->parent) {
        rt_method *m = rt_find_method(t, "Invoke", 1);
        if (m)
            return m;
    }
    return NULL;
}

/* Run f's filter of clause k on ex; the pending exception stays ex. */
static bool run_filter(rt_thread *th, const rt_eh_frame *f, uint32_t k, rt_object *ex)
{
    rt_object *d = filter_of(th, f, k);
    rt_method *inv = d ? invoke_of(d) : NULL;
    if (!inv)
        return false;   /* never in verified code of the frontend: its try was entered after SETFILTER */
    rt_object *saved = th->pending;
    th->pending = NULL;
    rt_eh_frame all;   /* whatever the filter throws is swallowed */
    rt_eh_push(th, &all, NULL);
    bool (*fn)(void *, rt_object *) = RT_AS_FN(bool (*)(void *, rt_object *), rt_method_entry(inv));
    bool yes = fn(rt_dispatch_this(d, inv), ex);
    rt_eh_pop(th, &all);
    if (rt_walk_is_marker(th->pending))
        rt_walk_finish();   /* a live walk from inside the filter: this is its top */
    yes = yes && !th->pending;
    th->pending = saved;
    return yes;
}

/* The first of f's clauses (from f->from on, covering f->off) taking ex, or -1. */
static int frame_takes(rt_thread *th, const rt_eh_frame *f, rt_object *ex)
{
    const rt_method *m = f->m;
    for (uint32_t k = f->from; k < m->neh; k++) {
        const kmod_eh *e = &m->eh[k];
        if (!kmod_eh_takes_type(e) || !kmod_eh_covers_try(e, f->off) ||
            !rt_catch_takes(ex, m->eh_types ? m->eh_types[k] : NULL))
            continue;
        if (e->kind == KMOD_EH_CATCH || run_filter(th, f, k, ex))
            return (int)k;
    }
    return -1;
}

static rt_exc_search *first_pass(rt_thread *th, rt_object *ex)
{
    rt_exc_search *s = search_of(th, ex);
    if (s)
        return s;
    rt_exc_search r = {ex, NULL, 0, false};
    for (rt_eh_frame *f = th->eh_top; f && !r.handled && !rt_walk_is_marker(ex); f = f->prev) {
        int k = f->m ? frame_takes(th, f, ex) : 0;
        if (k >= 0)
            r = (rt_exc_search){ex, f, (uint32_t)k, true};
    }
    s = search_of(th, ex);   /* a filter may have thrown ex itself */
    if (!s) {
        s = &th->searches[th->search_next];
        th->search_next = (th->search_next + 1) % RT_EXC_SEARCHES;
    }
    *s = r;
    return s;
}

bool rt_exc_is_handled(rt_object *ex)
{
    return first_pass(rt_current(), ex)->handled;
}

bool rt_exc_filter_takes(rt_object *ex, rt_eh_frame *f, uint32_t clause)
{
    const rt_exc_search *s = first_pass(rt_current(), ex);
    return s->handled && s->frame == f && s->clause == clause;
}

/* --- filters handed over (SETFILTER) ---
 * A thread keeps the filters of its live frames in the order they were
 * set, so a frame's are last while it runs: an entry of a frame that has
 * returned is dropped at the next SETFILTER (frames end innermost first),
 * and a frame's later SETFILTER of a clause replaces the entry. */

static bool frame_is_live(const rt_eh_frame *top, const rt_eh_frame *f)
{
    for (const rt_eh_frame *p = top; p; p = p->prev)
        if (p == f)
            return true;
    return false;
}

void rt_exc_set_filter(rt_eh_frame *f, uint32_t clause, rt_object *filter)
{
    rt_thread *th = rt_current();
    while (th->nfilters && !frame_is_live(f, th->filters[th->nfilters - 1].frame))
        th->nfilters--;
    for (uint32_t i = th->nfilters; i-- > 0 && th->filters[i].frame == f;)
        if (th->filters[i].clause == clause) {
            th->filters[i].filter = filter;
            return;
        }
    if (th->nfilters == th->cap_filters) {
        uint32_t cap = th->cap_filters ? 2 * th->cap_filters : 8;
        th->filters = rt_xrealloc(th->filters, cap * sizeof *th->filters);
        th->cap_filters = cap;
    }
    th->filters[th->nfilters++] = (rt_exc_filter){f, clause, filter};
}

void rt_exc_move_filters(rt_eh_frame *from, rt_eh_frame *to)
{
    rt_thread *th = rt_current();
    for (uint32_t i = 0; i < th->nfilters; i++)
        if (th->filters[i].frame == from)
            th->filters[i].frame = to;
}

rt_string *rt_object_tostring(rt_object *o)
{
    if (!o)
        return rt_new_string(0);
    rt_method *m = rt_virtual_target(o, rt_state.wk.object_tostring);
    rt_string *(*fn)(void *) = RT_AS_FN(rt_string * (*)(void *), rt_method_entry(m));
    rt_string *s = fn(rt_dispatch_this(o, m));
    return rt_current()->pending ? NULL : s;
}

/* Exception.ToString's layout built in C: "System.X: message", the inner
 * exception between " ---> " and the end marker, then the trace. */
static void print_exception(rt_object *ex, int depth)
{
    char *msg = rt_string_to_utf8(rt_exc_message(ex));
    fprintf(stderr, "%s: %s", rt_type_name(ex->type), msg);
    free(msg);
    rt_object *inner = RT_FIELD(ex, rt_state.wk.exc_inner_off, rt_object *);
    if (inner && depth < 64) {
        fputs("\n ---> ", stderr);
        print_exception(inner, depth + 1);
        fputs("\n   --- End of inner exception stack trace ---", stderr);
    }
    char *trace = rt_string_to_utf8(rt_exc_trace(ex));
    fprintf(stderr, "%s%s", *trace ? "\n" : "", trace);
    free(trace);
}

/* The report built in C, when ToString itself fails. */
static void print_fallback(rt_object *ex)
{
    fputs("Unhandled exception. ", stderr);
    print_exception(ex, 0);
    fputc('\n', stderr);
}

int rt_report_unhandled(rt_object *ex)
{
    if (rt_walk_is_marker(ex))
        rt_walk_finish();   /* a live walk reached the thread's top */
    rt_console_flush();
    rt_thread *th = rt_current();
    th->pending = NULL;
    rt_eh_frame all;   /* whatever ToString throws is ours, finally blocks included */
    rt_eh_push(th, &all, NULL);
    rt_string *s = rt_state.engine ? rt_object_tostring(ex) : NULL;
    rt_eh_pop(th, &all);
    if (rt_walk_is_marker(th->pending))
        rt_walk_finish();   /* a live walk from inside ToString: this is its top */
    if (s && !th->pending) {
        char *u = rt_string_to_utf8(s);
        fprintf(stderr, "Unhandled exception. %s\n", u);
        free(u);
    } else
        print_fallback(ex);
    th->pending = NULL;
    fflush(stderr);
    return 134;
}
