/* exceptions.c - the one throw funnel: creating exception objects with
 * .NET's default messages, making them pending, recording stack frames as
 * they propagate, and printing an unhandled exception.
 *
 * Invariants: an exception object is pending on at most the thread that
 * threw it; _message is always set on exceptions the runtime creates; the
 * trace in _stackTrace is "   at T.M" lines joined by '\n', innermost first.
 */
#include "runtime_internal.h"

#include <stdarg.h>
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
};

const char *rt_exc_default_message(rt_exc_kind kind)
{
    return kind < RT_EXC_KIND_COUNT ? exc_table[kind].msg : "";
}

static uint32_t field_off(rt_type *t, const char *name)
{
    rt_field *f = t ? rt_find_field(t, name) : NULL;
    if (!f) {
        fprintf(stderr, "kiln: corelib lacks %s.%s\n", t ? t->name : "?", name);
        abort();
    }
    return f->offset;
}

void rt_exc_init_wellknown(void)
{
    rt_wellknown *wk = &rt_state.wk;
    for (int k = 0; k < RT_EXC_KIND_COUNT; k++) {
        wk->exc[k] = rt_find_type(exc_table[k].cls);
        if (!wk->exc[k])
            wk->exc[k] = wk->exception;
    }
    wk->exc_message_off = field_off(wk->exception, "_message");
    wk->exc_trace_off = field_off(wk->exception, "_stackTrace");
    wk->exc_inner_off = field_off(wk->exception, "_innerException");
    wk->tie_type_name_off = field_off(wk->exc[RT_EXC_TYPE_INITIALIZATION], "_typeName");
    wk->object_tostring = rt_find_method(wk->object, "ToString", 0);
    wk->thread = rt_find_type("System.Threading.Thread");
    if (wk->thread) {
        wk->thr_target_off = field_off(wk->thread, "_target");
        wk->thr_method_off = field_off(wk->thread, "_method");
        wk->thr_arg_off = field_off(wk->thread, "_arg");
        wk->thr_native_off = field_off(wk->thread, "_native");
        wk->thr_id_off = field_off(wk->thread, "_id");
        wk->thr_state_off = field_off(wk->thread, "_state");
        wk->thr_background_off = field_off(wk->thread, "_background");
    }
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
    RT_FIELD(ex, rt_state.wk.exc_message_off, rt_string *) = m;
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
    RT_FIELD(ex, rt_state.wk.exc_inner_off, rt_object *) = inner;
    RT_FIELD(ex, rt_state.wk.tie_type_name_off, rt_string *) = name;
    return ex;
}

void rt_throw(rt_object *ex)
{
    if (!ex) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return;
    }
    if (ex != rt_state.wk.oom)
        RT_FIELD(ex, rt_state.wk.exc_trace_off, rt_string *) = NULL;
    rt_current()->pending = ex;
}

void rt_rethrow(rt_object *ex)
{
    if (!ex) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return;
    }
    rt_current()->pending = ex;
}

void rt_throw_kind(rt_exc_kind kind, const char *msg)
{
    if (kind == RT_EXC_OUT_OF_MEMORY && !msg && rt_state.wk.oom) {
        rt_current()->pending = rt_state.wk.oom;
        return;
    }
    rt_object *ex = rt_new_exception(kind, msg);
    if (ex)
        rt_current()->pending = ex;
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

void rt_exc_append_frame(rt_object *ex, rt_method *m)
{
    if (!ex || ex == rt_state.wk.oom)
        return;
    rt_thread *th = rt_current();
    rt_object *saved = th->pending;   /* allocation failure must not replace it */
    char line[600];
    rt_string *old = rt_exc_trace(ex);
    snprintf(line, sizeof line, "%s   at %s.%s", old ? "\n" : "", rt_type_name(m->owner), m->name);
    rt_string *l = rt_new_string_cstr(line);
    rt_string *t = l ? rt_string_concat2(old, l) : NULL;
    th->pending = saved;
    if (t)
        RT_FIELD(ex, rt_state.wk.exc_trace_off, rt_string *) = t;
}

rt_string *rt_object_tostring(rt_object *o)
{
    if (!o)
        return rt_new_string(0);
    rt_method *m = rt_virtual_target(o, rt_state.wk.object_tostring);
    rt_string *(*fn)(rt_object *) = RT_AS_FN(rt_string * (*)(rt_object *), rt_method_entry(m));
    rt_string *s = fn(o);
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
    rt_console_flush();
    rt_thread *th = rt_current();
    th->pending = NULL;
    rt_string *s = rt_state.engine ? rt_object_tostring(ex) : NULL;
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
