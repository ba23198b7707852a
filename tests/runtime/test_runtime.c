/* test_runtime.c - Check suite for the runtime core (runtime/runtime.h):
 * the throw funnel, number and string formatting, lock-id allocation, and
 * type layout, vtables and reference resolution of small modules built with
 * the kmod builders.
 *
 * Each test builds a miniature corelib (Object, String, Exception and a few
 * exception classes, with the fields the runtime reads by name) and loads it
 * into a fresh runtime; tests run forked (Check's default), so the runtime's
 * global state starts clean every time.
 */
#include "runtime/runtime.h"
#include "runtime/runtime_internal.h"
#include "tests/support.h"

#include <check.h>
#include <sched.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- building modules ---- */

static uint32_t str(kmod *k, const char *s) { return kmod_add_string(k, s, strlen(s)); }

static uint32_t sig(kmod *k, int n, ...)
{
    uint8_t b[64];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        b[i] = (uint8_t)va_arg(ap, int);
    va_end(ap);
    return kmod_add_sig(k, b, (size_t)n);
}

static uint32_t sig_class(kmod *k, uint32_t tok)
{
    uint8_t b[5] = {KMOD_T_CLASS, (uint8_t)tok, (uint8_t)(tok >> 8), (uint8_t)(tok >> 16),
                    (uint8_t)(tok >> 24)};
    return kmod_add_sig(k, b, 5);
}

/* A method signature "ret name(params)" over single-byte types. */
static uint32_t msig(kmod *k, int has_this, uint8_t ret, int n, const uint8_t *params)
{
    uint8_t b[32] = {has_this ? KMOD_SIG_METHOD_THIS : KMOD_SIG_METHOD, (uint8_t)n, 0, ret};
    if (n)
        memcpy(b + 4, params, (size_t)n);   /* params may be NULL when n == 0 */
    return kmod_add_sig(k, b, (size_t)n + 4);
}

static uint32_t add_type(kmod *k, const char *ns, const char *name, uint32_t parent)
{
    kmod_typedef t = {str(k, ns), str(k, name), KMOD_ACC_PUBLIC, parent,
                      k->fields.n, 0, k->methods.n, 0};
    return kmod_add_typedef(k, &t);
}

static void add_field(kmod *k, uint32_t type, const char *name, uint32_t sigrow, uint32_t flags)
{
    kmod_field f = {type, str(k, name), sigrow, flags | KMOD_ACC_PUBLIC, 0};
    kmod_add_field(k, &f);
    k->typedefs.v[type].field_count++;
}

static void add_method(kmod *k, uint32_t type, const char *name, uint32_t sigrow, uint32_t flags)
{
    kmod_method m = {type, str(k, name), sigrow, flags | KMOD_ACC_PUBLIC, 0, 0, 0, KMOD_NONE,
                     0, 0, KMOD_NONE, KMOD_NONE};
    kmod_add_method(k, &m);
    k->typedefs.v[type].method_count++;
}

static const char *const exc_names[] = {
    "NullReferenceException", "OverflowException", "FormatException",
    "ArgumentNullException", "OutOfMemoryException", "IndexOutOfRangeException",
    "DllNotFoundException", "EntryPointNotFoundException"};

/* Object { virtual string ToString() }, String, Exception { _message,
 * _stackTrace, _innerException }, TypeInitializationException { _typeName }
 * and some exception classes. */
static kmod *mini_corelib(void)
{
    kmod *k = kmod_new(KMOD_FLAG_CORELIB);
    uint32_t obj = add_type(k, "System", "Object", 0);
    add_method(k, obj, "ToString", msig(k, 1, KMOD_T_STRING, 0, NULL),
               KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    add_method(k, obj, "GetHashCode", msig(k, 1, KMOD_T_I4, 0, NULL),
               KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    uint32_t objtok = KMOD_TOKEN(KMOD_TAB_TYPEDEF, obj);
    add_type(k, "System", "String", objtok);
    uint32_t exc = add_type(k, "System", "Exception", objtok);
    add_field(k, exc, "_message", sig(k, 1, KMOD_T_STRING), 0);
    add_field(k, exc, "_stackTrace", sig(k, 1, KMOD_T_STRING), 0);
    add_field(k, exc, "_innerException", sig(k, 1, KMOD_T_OBJECT), 0);
    for (size_t i = 0; i < sizeof exc_names / sizeof *exc_names; i++)
        add_type(k, "System", exc_names[i], KMOD_TOKEN(KMOD_TAB_TYPEDEF, exc));
    uint32_t tie = add_type(k, "System", "TypeInitializationException", KMOD_TOKEN(KMOD_TAB_TYPEDEF, exc));
    add_field(k, tie, "_typeName", sig(k, 1, KMOD_T_STRING), 0);
    uint32_t thr = add_type(k, "System.Threading", "Thread", objtok);
    add_field(k, thr, "_target", sig(k, 1, KMOD_T_OBJECT), 0);
    add_field(k, thr, "_arg", sig(k, 1, KMOD_T_OBJECT), 0);
    add_field(k, thr, "_native", sig(k, 1, KMOD_T_I8), 0);
    add_field(k, thr, "_id", sig(k, 1, KMOD_T_I4), 0);
    add_field(k, thr, "_state", sig(k, 1, KMOD_T_I4), 0);
    add_field(k, thr, "_background", sig(k, 1, KMOD_T_BOOL), 0);
    str(k, "interned literal");
    return k;
}

/* Every test runs inside the runtime started with the mini corelib
 * (tests/support.h: host_run). */
static const support_setup mini = {.module = mini_corelib};

/* ---- the throw funnel ---- */

SUPPORT_TEST(throw_kind_sets_pending, &mini)
{
    ck_assert_ptr_null(rt_pending());
    rt_throw_kind(RT_EXC_OVERFLOW, "too big");
    rt_object *ex = rt_pending();
    ck_assert_ptr_nonnull(ex);
    ck_assert_str_eq(ex->type->name, "System.OverflowException");
    ck_assert(rt_string_eq_cstr(rt_exc_message(ex), "too big"));
    ck_assert_ptr_eq(rt_take_pending(), ex);
    ck_assert_ptr_null(rt_pending());
}
END_TEST

SUPPORT_TEST(throw_kind_default_message, &mini)
{
    rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
    rt_object *ex = rt_take_pending();
    ck_assert_str_eq(ex->type->name, "System.NullReferenceException");
    ck_assert(rt_string_eq_cstr(rt_exc_message(ex),
                                "Object reference not set to an instance of an object."));
    ck_assert(ex->type->flags & RT_TYPE_EXCEPTION);
}
END_TEST

SUPPORT_TEST(throw_null_is_null_reference, &mini)
{
    rt_throw(NULL);
    ck_assert_str_eq(rt_take_pending()->type->name, "System.NullReferenceException");
}
END_TEST

SUPPORT_TEST(kind_without_class_falls_back_to_exception, &mini)
{
    rt_throw_kindf(RT_EXC_INVALID_CAST, "lib %s", "x");
    rt_object *ex = rt_take_pending();
    ck_assert_str_eq(ex->type->name, "System.Exception");
    ck_assert(rt_string_eq_cstr(rt_exc_message(ex), "lib x"));
}
END_TEST

static rt_method fake_method(const char *type, const char *name, rt_type *t)
{
    rt_method m;
    memset(&m, 0, sizeof m);
    t->name = type;
    m.owner = t;
    m.name = name;
    return m;
}

SUPPORT_TEST(append_frame_builds_trace, &mini)
{
    rt_type ta, tb;
    memset(&ta, 0, sizeof ta);
    memset(&tb, 0, sizeof tb);
    rt_method a = fake_method("App.Inner", "Fail", &ta);
    rt_method b = fake_method("App.Program", "Main", &tb);
    rt_throw_kind(RT_EXC_FORMAT, "bad");
    rt_object *ex = rt_pending();
    ck_assert_ptr_null(rt_exc_trace(ex));
    rt_exc_append_frame(ex, &a, 3);
    rt_exc_append_frame(ex, &b, RT_NO_IL_OFFSET);
    ck_assert_ptr_eq(rt_pending(), ex);
    /* no module, so no parameter names and no file: ".NET without a pdb" */
    ck_assert(rt_string_eq_cstr(rt_exc_trace(ex), "   at App.Inner.Fail()\n   at App.Program.Main()"));
    /* rethrow keeps the trace; throw resets it */
    rt_take_pending();
    rt_rethrow(ex);
    ck_assert_ptr_nonnull(rt_exc_trace(rt_pending()));
    rt_take_pending();
    rt_throw(ex);
    ck_assert_ptr_null(rt_exc_trace(rt_pending()));
}
END_TEST

/* ---- number formatting ---- */

static void check_double(double d, const char *want)
{
    char buf[40];
    rt_format_double(d, buf, sizeof buf);
    ck_assert_msg(!strcmp(buf, want), "%.17g formatted as %s, want %s", d, buf, want);
    if (isfinite(d) && d != 0)
        ck_assert_msg(strtod(buf, NULL) == d, "%s does not round-trip", buf);
}

SUPPORT_TEST(double_shortest_round_trip, &mini)
{
    check_double(0.1, "0.1");
    check_double(0.1 + 0.2, "0.30000000000000004");
    check_double(1.0 / 3, "0.3333333333333333");
    check_double(2.0 / 3, "0.6666666666666666");
    check_double(100, "100");
    check_double(-1.5, "-1.5");
    check_double(123.456, "123.456");
    check_double(1e14, "100000000000000");
    check_double(123456789012345.6, "123456789012345.6");
    check_double(1e15, "1000000000000000");
    check_double(1e16, "10000000000000000");
    check_double(1e17, "1E+17");
    check_double(9007199254740993.0 * 2, "18014398509481984");
    check_double(123456789012345680.0, "1.2345678901234568E+17");
    check_double(1.5e300, "1.5E+300");
    check_double(12345678901234567890.0, "1.2345678901234567E+19");
    check_double(0.0001, "0.0001");
    check_double(0.00001, "1E-05");
    check_double(1.25e-7, "1.25E-07");
    check_double(5e-324, "5E-324");
    check_double(1.7976931348623157e308, "1.7976931348623157E+308");
    check_double(0.0, "0");
    check_double(-0.0, "-0");
    check_double(NAN, "NaN");
    check_double(INFINITY, "Infinity");
    check_double(-INFINITY, "-Infinity");
}
END_TEST

static rt_string *call_tostring(const char *key, int64_t v)
{
    void *fn = rt_native_lookup(key);
    ck_assert_msg(fn != NULL, "no native %s", key);
    if (strstr(key, "(int)"))
        return RT_AS_FN(rt_string * (*)(int32_t), fn)((int32_t)v);
    if (strstr(key, "(uint)"))
        return RT_AS_FN(rt_string * (*)(uint32_t), fn)((uint32_t)v);
    if (strstr(key, "(ulong)"))
        return RT_AS_FN(rt_string * (*)(uint64_t), fn)((uint64_t)v);
    return RT_AS_FN(rt_string * (*)(int64_t), fn)(v);
}

SUPPORT_TEST(integer_tostring_extremes, &mini)
{
    ck_assert(rt_string_eq_cstr(call_tostring("System.Int32.ToString(int)", INT32_MIN), "-2147483648"));
    ck_assert(rt_string_eq_cstr(call_tostring("System.Int32.ToString(int)", 0), "0"));
    ck_assert(rt_string_eq_cstr(call_tostring("System.Int64.ToString(long)", INT64_MIN),
                                "-9223372036854775808"));
    ck_assert(rt_string_eq_cstr(call_tostring("System.UInt32.ToString(uint)", UINT32_MAX), "4294967295"));
    ck_assert(rt_string_eq_cstr(call_tostring("System.UInt64.ToString(ulong)", -1),
                                "18446744073709551615"));
}
END_TEST

static void expect_exc(const char *type)
{
    rt_object *ex = rt_take_pending();
    ck_assert_msg(ex != NULL, "expected %s", type);
    ck_assert_str_eq(ex->type->name, type);
}

/* The parsing natives return a status (0 parsed, 1 format, 2 overflow);
 * corelib/Number.cs turns it into .NET's exceptions and range checks. */
static int32_t parse_int(const char *s, uint64_t *mag, uint8_t *neg)
{
    void *fn = rt_native_lookup("System.Number.ParseInteger(string,out ulong,out bool)");
    return RT_AS_FN(int32_t (*)(rt_string *, uint64_t *, uint8_t *), fn)(s ? rt_new_string_cstr(s) : NULL, mag, neg);
}

static int32_t parse_dbl(const char *s, double *d)
{
    void *fn = rt_native_lookup("System.Number.ParseDouble(string,out double)");
    return RT_AS_FN(int32_t (*)(rt_string *, double *), fn)(rt_new_string_cstr(s), d);
}

/* DoubleDigits (the formatter's digit source): digits and scale of |d| in
 * each mode, into a char[] the caller sized. */
static int32_t digits_of(double d, int32_t mode, int32_t prec, int32_t cap, char *out, int32_t *scale)
{
    rt_array *a = rt_new_array(rt_array_type(rt_state.wk.prim[RT_KIND_CHAR]), cap);
    void *fn = rt_native_lookup("System.Number.DoubleDigits(double,int,int,char[],out int)");
    int32_t count = -1;
    *scale = RT_AS_FN(int32_t (*)(double, int32_t, int32_t, rt_array *, int32_t *), fn)(d, mode, prec, a, &count);
    const uint16_t *u = (const uint16_t *)a->data;
    for (int32_t i = 0; i < count && i < 63; i++)
        out[i] = (char)u[i];
    out[count > 0 && count < 63 ? count : 0] = 0;
    return count;
}

SUPPORT_TEST(double_digits_modes, &mini)
{
    char dg[64];
    int32_t scale;
    ck_assert_int_eq(digits_of(0.1, 0, 0, 17, dg, &scale), 1);
    ck_assert_str_eq(dg, "1");
    ck_assert_int_eq(scale, 0);
    ck_assert_int_eq(digits_of((double)0.1f, 0, 0, 17, dg, &scale), 17);    /* 0.10000000149011612 as a double */
    ck_assert_str_eq(dg, "10000000149011612");
    ck_assert_int_eq(digits_of((double)0.1f, 3, 0, 17, dg, &scale), 1);     /* 0.1 as a float */
    ck_assert_str_eq(dg, "1");
    ck_assert_int_eq(digits_of((double)16777217.0f, 3, 0, 17, dg, &scale), 8);
    ck_assert_str_eq(dg, "16777216");
    ck_assert_int_eq(scale, 8);
    ck_assert_int_eq(digits_of(-0.125, 2, 2, 17, dg, &scale), 2);            /* F2: ties to even */
    ck_assert_str_eq(dg, "12");
    ck_assert_int_eq(scale, 0);
    ck_assert_int_eq(digits_of(2500, 1, 1, 17, dg, &scale), 1);              /* one significant digit */
    ck_assert_str_eq(dg, "2");
    ck_assert_int_eq(scale, 4);
    ck_assert_int_eq(digits_of(0.004, 2, 2, 17, dg, &scale), 0);             /* rounds to zero */
    ck_assert_int_eq(scale, 0);
    ck_assert_ptr_null(rt_pending());
    digits_of(1e300, 2, 0, 17, dg, &scale);                                  /* 301 digits do not fit */
    expect_exc("System.Exception");   /* ArgumentException is not in the mini corelib */
}
END_TEST

SUPPORT_TEST(integer_parse, &mini)
{
    uint64_t m;
    uint8_t neg;
    ck_assert_int_eq(parse_int("  -123 ", &m, &neg), 0);
    ck_assert(m == 123 && neg);
    ck_assert_int_eq(parse_int("+42\t", &m, &neg), 0);
    ck_assert(m == 42 && !neg);
    ck_assert_int_eq(parse_int("18446744073709551615", &m, &neg), 0);
    ck_assert(m == UINT64_MAX);
    ck_assert_int_eq(parse_int("18446744073709551616", &m, &neg), 2);
    ck_assert_int_eq(parse_int("99999999999999999999x", &m, &neg), 1);
    ck_assert_int_eq(parse_int("12a", &m, &neg), 1);
    ck_assert_int_eq(parse_int("", &m, &neg), 1);
    ck_assert_int_eq(parse_int("-", &m, &neg), 1);
    ck_assert_int_eq(parse_int("1 2", &m, &neg), 1);
    ck_assert_int_eq(parse_int(NULL, &m, &neg), 1);
    ck_assert_ptr_null(rt_pending());
    double d;
    ck_assert_int_eq(parse_dbl(" -1,000.5e1 ", &d), 0);
    ck_assert(d == -10005.0);
    ck_assert_int_eq(parse_dbl("1e400", &d), 0);
    ck_assert(isinf(d) && d > 0);
    ck_assert_int_eq(parse_dbl("-0", &d), 0);
    ck_assert(d == 0 && signbit(d));
    ck_assert_int_eq(parse_dbl("1e", &d), 1);
    ck_assert_int_eq(parse_dbl(".", &d), 1);
    ck_assert_int_eq(parse_dbl("nAn", &d), 0);
    ck_assert(isnan(d));
}
END_TEST

/* ---- strings ---- */

SUPPORT_TEST(string_utf8_round_trip, &mini)
{
    const char *text = "h\xc3\xa9llo \xf0\x9f\x98\x80!";   /* é and an emoji (surrogate pair) */
    rt_string *s = rt_new_string_cstr(text);
    ck_assert_int_eq(s->length, 9);
    ck_assert_uint_eq(s->chars[1], 0xE9);
    ck_assert_uint_eq(s->chars[6], 0xD83D);
    ck_assert_uint_eq(s->chars[7], 0xDE00);
    char *back = rt_string_to_utf8(s);
    ck_assert_str_eq(back, text);
    free(back);
    rt_string *bad = rt_new_string_utf8("a\xff", 2);
    ck_assert_int_eq(bad->length, 2);
    ck_assert_uint_eq(bad->chars[1], 0xFFFD);
}
END_TEST

SUPPORT_TEST(string_natives, &mini)
{
    rt_string *s = rt_new_string_cstr("hello world");
    void *sub = rt_native_lookup("System.String.InternalSubstring(string,int,int)");
    rt_string *w = RT_AS_FN(rt_string * (*)(rt_string *, int32_t, int32_t), sub)(s, 6, 5);
    ck_assert(rt_string_eq_cstr(w, "world"));
    RT_AS_FN(rt_string * (*)(rt_string *, int32_t, int32_t), sub)(s, 7, 5);
    expect_exc("System.Exception");   /* ArgumentOutOfRange is not in the mini corelib */
    void *cat = rt_native_lookup("System.String.Concat(string,string,string)");
    rt_string *c = RT_AS_FN(rt_string * (*)(rt_string *, rt_string *, rt_string *), cat)(
        w, NULL, rt_new_string_cstr("!"));
    ck_assert(rt_string_eq_cstr(c, "world!"));
    void *idx = rt_native_lookup("System.String.InternalIndexOf(string,char)");
    ck_assert_int_eq(RT_AS_FN(int32_t (*)(rt_string *, uint16_t), idx)(s, 'o'), 4);
    ck_assert_int_eq(RT_AS_FN(int32_t (*)(rt_string *, uint16_t), idx)(s, 'z'), -1);
    void *get = rt_native_lookup("System.String.InternalGetChar(string,int)");
    RT_AS_FN(uint16_t (*)(rt_string *, int32_t), get)(s, 11);
    expect_exc("System.IndexOutOfRangeException");
}
END_TEST

/* ---- lock ids ---- */

SUPPORT_TEST(lock_ids_unique_and_recycled, &mini)
{
    uint32_t main_id = rt_current()->lock_id;
    ck_assert_uint_ge(main_id, 1);
    uint32_t a = rt_lock_id_alloc(), b = rt_lock_id_alloc();
    ck_assert_uint_ne(a, b);
    ck_assert_uint_ne(a, main_id);
    rt_lock_id_free(a);
    ck_assert_uint_eq(rt_lock_id_alloc(), a);
}
END_TEST

SUPPORT_TEST(lock_ids_exhaust_at_65535, &mini)
{
    uint32_t n = 1, last = 0;   /* the main thread holds one */
    for (uint32_t id; (id = rt_lock_id_alloc()) != 0; n++) {
        ck_assert_uint_ge(id, 1);
        ck_assert_uint_le(id, 65535);
        last = id;
    }
    ck_assert_uint_eq(n, 65535);
    rt_lock_id_free(last);
    ck_assert_uint_eq(rt_lock_id_alloc(), last);
    ck_assert_uint_eq(rt_lock_id_alloc(), 0);
}
END_TEST

/* ---- types: layout, vtables, references ---- */

/* App.Base { int a; object b; byte c; static string s; virtual void M(); virtual void N(); }
 * App.Derived : Base { long d; override void M(); new virtual void N(); void P(); }
 * plus a METHODREF to System.Object.ToString and a FIELDREF to Exception._message. */
static rt_module *load_app(char *err, size_t errlen)
{
    kmod *k = kmod_new(0);
    uint32_t object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Object")));
    uint32_t exc_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Exception")));
    uint32_t base = add_type(k, "App", "Base", object_ref);
    add_field(k, base, "a", sig(k, 1, KMOD_T_I4), 0);
    add_field(k, base, "b", sig(k, 1, KMOD_T_OBJECT), 0);
    add_field(k, base, "c", sig(k, 1, KMOD_T_U1), 0);
    add_field(k, base, "s", sig(k, 1, KMOD_T_STRING), KMOD_FIELD_STATIC);
    uint32_t vsig = msig(k, 1, KMOD_T_VOID, 0, NULL);
    add_method(k, base, "M", vsig, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    add_method(k, base, "N", vsig, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    uint32_t der = add_type(k, "App", "Derived", KMOD_TOKEN(KMOD_TAB_TYPEDEF, base));
    add_field(k, der, "d", sig(k, 1, KMOD_T_I8), 0);
    add_field(k, der, "arr", sig(k, 2, KMOD_T_SZARRAY, KMOD_T_STRING), 0);
    add_method(k, der, "M", vsig, KMOD_METH_VIRTUAL);
    add_method(k, der, "N", vsig, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    add_method(k, der, "P", vsig, 0);
    kmod_memberref mr = {object_ref, str(k, "ToString"), msig(k, 1, KMOD_T_STRING, 0, NULL)};
    kmod_add_methodref(k, &mr);
    kmod_memberref fr = {exc_ref, str(k, "_message"), sig(k, 1, KMOD_T_STRING)};
    kmod_add_fieldref(k, &fr);
    sig_class(k, KMOD_TOKEN(KMOD_TAB_TYPEDEF, der));
    return rt_load_module(k, err, errlen);
}

/* App.I { void M(); void N(); }, App.A : I { virtual M(); void I.N() (explicit) },
 * App.B : A { override M(); }, and, with bad, App.Bad : I { void N(); } (no M). */
static rt_module *load_ifaces(int bad, char *err, size_t errlen)
{
    kmod *k = kmod_new(0);
    uint32_t object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Object")));
    uint32_t vsig = msig(k, 1, KMOD_T_VOID, 0, NULL);
    uint32_t i = add_type(k, "App", "I", 0);
    k->typedefs.v[i].flags |= KMOD_TYPE_INTERFACE | KMOD_TYPE_ABSTRACT;
    const uint32_t iflags = KMOD_METH_VIRTUAL | KMOD_METH_ABSTRACT | KMOD_METH_NEWSLOT;
    add_method(k, i, "M", vsig, iflags);
    add_method(k, i, "N", vsig, iflags);
    uint32_t a = add_type(k, "App", "A", object_ref);
    add_method(k, a, "M", vsig, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    add_method(k, a, "App.I.N", vsig, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT | KMOD_METH_FINAL);
    k->methods.v[k->methods.n - 1].flags = (k->methods.v[k->methods.n - 1].flags & ~KMOD_ACC_MASK) | KMOD_ACC_PRIVATE;
    uint32_t b = add_type(k, "App", "B", KMOD_TOKEN(KMOD_TAB_TYPEDEF, a));
    add_method(k, b, "M", vsig, KMOD_METH_VIRTUAL);
    kmod_ifaceimpl r = {a, KMOD_TOKEN(KMOD_TAB_TYPEDEF, i)};
    kmod_add_ifaceimpl(k, &r);
    kmod_methodimpl x = {a, 3, KMOD_TOKEN(KMOD_TAB_METHOD, 1)};   /* A's "App.I.N" implements I.N */
    kmod_add_methodimpl(k, &x);
    if (bad) {
        uint32_t c = add_type(k, "App", "Bad", object_ref);
        add_method(k, c, "N", vsig, 0);
        kmod_ifaceimpl rb = {c, KMOD_TOKEN(KMOD_TAB_TYPEDEF, i)};
        kmod_add_ifaceimpl(k, &rb);
    }
    return rt_load_module(k, err, errlen);
}

SUPPORT_TEST(iface_tables, &mini)
{
    char err[256] = "";
    rt_module *m = load_ifaces(0, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    rt_type *i = rt_find_type("App.I"), *a = rt_find_type("App.A"), *b = rt_find_type("App.B");
    ck_assert(i->flags & RT_TYPE_INTERFACE);
    ck_assert_ptr_null(i->parent);
    ck_assert(rt_implements(a, i) && rt_implements(b, i));
    ck_assert(!rt_implements(rt_find_type("System.Object"), i));
    ck_assert(rt_type_assignable(b, i) && !rt_type_assignable(i, a));
    rt_method *im = rt_find_method(i, "M", 0), *in = rt_find_method(i, "N", 0);
    ck_assert_int_eq(im->iface_slot, 0);
    ck_assert_int_eq(in->iface_slot, 1);
    ck_assert_int_eq(im->vtable_slot, -1);
    rt_method *am = rt_find_method(a, "M", 0), *an = rt_find_method(a, "App.I.N", 0);
    rt_method *bm = rt_find_method(b, "M", 0);
    rt_object *oa = rt_new_object(a), *ob = rt_new_object(b);
    ck_assert_ptr_eq(rt_virtual_target(oa, im), am);
    ck_assert_ptr_eq(rt_virtual_target(oa, in), an);
    ck_assert_ptr_eq(rt_virtual_target(ob, im), bm);   /* the override, through B's own row */
    ck_assert_ptr_eq(rt_virtual_target(ob, in), an);   /* inherited explicit implementation */
    ck_assert_uint_eq(b->nifaces, 1);
    ck_assert_ptr_eq(b->ifaces[0], i);
}

/* App.G`1[System.String], [System.Object] and [System.Int32], interfaces
 * with `out T` (section 21 rows, no section 20 pair), App.C : G<string>
 * and App.K`1[...], a class with `in T` over String and Object (two
 * delegate-like instances: one parent). */
static rt_module *load_variant_rows(char *err, size_t errlen)
{
    kmod *k = kmod_new(0);
    uint32_t object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Object")));
    uint32_t vsig = msig(k, 1, KMOD_T_VOID, 0, NULL);
    const uint32_t iflags = KMOD_METH_VIRTUAL | KMOD_METH_ABSTRACT | KMOD_METH_NEWSLOT;
    static const char *const names[] = {"G`1[System.String]", "G`1[System.Object]", "G`1[System.Int32]"};
    static const uint8_t args[] = {KMOD_T_STRING, KMOD_T_OBJECT, KMOD_T_I4};
    uint32_t g[3];
    for (int n = 0; n < 3; n++) {
        g[n] = add_type(k, "App", names[n], 0);
        k->typedefs.v[g[n]].flags |= KMOD_TYPE_INTERFACE | KMOD_TYPE_ABSTRACT;
        add_method(k, g[n], "M", vsig, iflags);
    }
    uint32_t c = add_type(k, "App", "C", object_ref);
    add_method(k, c, "M", vsig, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    kmod_ifaceimpl r = {c, KMOD_TOKEN(KMOD_TAB_TYPEDEF, g[0])};
    kmod_add_ifaceimpl(k, &r);
    uint32_t ks = add_type(k, "App", "K`1[System.String]", object_ref);
    uint32_t ko = add_type(k, "App", "K`1[System.Object]", object_ref);
    for (int n = 0; n < 3; n++) {
        uint8_t b[4] = {KMOD_SIG_LOCALS, 1, 0, args[n]};
        kmod_variant v = {g[n], KMOD_VAR_OUT, kmod_add_sig(k, b, 4)};
        kmod_add_variant(k, &v);
    }
    for (int n = 0; n < 2; n++) {
        uint8_t b[4] = {KMOD_SIG_LOCALS, 1, 0, args[n]};
        kmod_variant v = {n ? ko : ks, KMOD_VAR_IN, kmod_add_sig(k, b, 4)};
        kmod_add_variant(k, &v);
    }
    return rt_load_module(k, err, errlen);
}

/* The runtime decides what no pair lists (docs/interfaces.md "Variance"):
 * C is a G<object> (out), not a G<int> (a value type), and once decided
 * its table holds G<string>'s row for G<object>; G<string> itself is a
 * G<object>; K<object> is a K<string> (in) and not the reverse. */
SUPPORT_TEST(variance_decided_at_run_time, &mini)
{
    char err[256] = "";
    rt_module *m = load_variant_rows(err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    rt_type *gs = rt_find_type("App.G`1[System.String]"), *go = rt_find_type("App.G`1[System.Object]");
    rt_type *gi = rt_find_type("App.G`1[System.Int32]"), *c = rt_find_type("App.C");
    ck_assert_ptr_nonnull(gs->variant);
    ck_assert_uint_eq(gs->variant->nargs, 1);
    ck_assert(rt_implements(c, gs) && !rt_implements(c, go));
    ck_assert(rt_type_assignable(c, go));
    ck_assert(rt_implements(c, go));
    ck_assert_ptr_eq(c->itab[go->iface_id], c->itab[gs->iface_id]);
    ck_assert(!rt_type_assignable(c, gi) && !rt_implements(c, gi));
    ck_assert(rt_type_assignable(gs, go) && !rt_type_assignable(go, gs));
    rt_type *ks = rt_find_type("App.K`1[System.String]"), *ko = rt_find_type("App.K`1[System.Object]");
    ck_assert(rt_type_assignable(ko, ks) && !rt_type_assignable(ks, ko));
}

SUPPORT_TEST(iface_member_missing, &mini)
{
    char err[256] = "";
    ck_assert_ptr_null(load_ifaces(1, err, sizeof err));
    ck_assert_str_eq(err, "module program: type App.Bad does not implement interface member App.I.M");
}

SUPPORT_TEST(layout_and_vtables, &mini)
{
    char err[256] = "";
    rt_module *m = load_app(err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    rt_type *base = rt_find_type("App.Base"), *der = rt_find_type("App.Derived");
    ck_assert_ptr_nonnull(base);
    ck_assert_ptr_eq(der->parent, base);
    rt_field *a = rt_find_field(base, "a"), *b = rt_find_field(base, "b"), *c = rt_find_field(base, "c");
    ck_assert_uint_eq(a->offset, 8);
    ck_assert_uint_eq(b->offset, 16);
    ck_assert_uint_eq(c->offset, 24);
    ck_assert_uint_eq(base->gc.base_size, 32);
    ck_assert_uint_eq(base->gc.nrefs, 1);
    ck_assert_uint_eq(base->gc.ref_offsets[0], 16);
    rt_field *d = rt_find_field(der, "d"), *arr = rt_find_field(der, "arr");
    ck_assert_uint_eq(d->offset, 32);
    ck_assert_uint_eq(arr->offset, 40);
    ck_assert_str_eq(arr->type->name, "System.String[]");
    ck_assert_uint_eq(der->gc.nrefs, 2);
    ck_assert_uint_eq(base->nstatic_refs, 1);
    ck_assert_ptr_nonnull(base->statics);
    /* Object has 2 slots; Base adds M, N; Derived overrides M, adds a new N */
    ck_assert_uint_eq(base->vtable_len, 4);
    ck_assert_uint_eq(der->vtable_len, 5);
    rt_method *bm = rt_find_method(base, "M", 0), *dm = rt_find_method(der, "M", 0);
    ck_assert_int_eq(bm->vtable_slot, dm->vtable_slot);
    ck_assert_ptr_eq(der->vtable[bm->vtable_slot], dm);
    rt_method *bn = rt_find_method(base, "N", 0), *dn = rt_find_method(der, "N", 0);
    ck_assert_int_ne(bn->vtable_slot, dn->vtable_slot);
    ck_assert_ptr_eq(der->vtable[bn->vtable_slot], bn);
    ck_assert_int_eq(rt_find_method(der, "P", 0)->vtable_slot, -1);
    /* references resolved against the corelib */
    rt_method *ts = rt_resolve_method(m, KMOD_TOKEN(KMOD_TAB_METHODREF, 0));
    ck_assert_ptr_eq(ts, rt_find_method(rt_find_type("System.Object"), "ToString", 0));
    ck_assert_str_eq(rt_method_key(ts), "System.Object.ToString()");
    rt_field *msg = rt_resolve_field(m, KMOD_TOKEN(KMOD_TAB_FIELDREF, 0));
    ck_assert_ptr_eq(msg, rt_find_field(rt_find_type("System.Exception"), "_message"));
    /* a derived object uses the override through its vtable */
    rt_object *o = rt_new_object(der);
    ck_assert_ptr_eq(rt_virtual_target(o, bm), dm);
}
END_TEST

SUPPORT_TEST(missing_member_is_one_line_error, &mini)
{
    kmod *k = kmod_new(0);
    uint32_t object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Object")));
    add_type(k, "App", "P", object_ref);
    uint8_t p[1] = {KMOD_T_I4};
    kmod_memberref mr = {object_ref, str(k, "Frob"), msig(k, 0, KMOD_T_VOID, 1, p)};
    kmod_add_methodref(k, &mr);
    char err[256] = "";
    ck_assert_ptr_null(rt_load_module(k, err, sizeof err));
    ck_assert_str_eq(err, "module program: method System.Object.Frob(int) not found");
    kmod *k2 = kmod_new(0);
    kmod_add_typeref(k2, str(k2, "System"), str(k2, "Nope"));
    ck_assert_ptr_null(rt_load_module(k2, err, sizeof err));
    ck_assert_str_eq(err, "module program: type System.Nope not found");
}
END_TEST

/* Types are found by full name (the loader's per-module index): a second
 * definition in the module or one the corelib has is an error, and a type
 * in the global namespace is found without a dot. */
SUPPORT_TEST(type_names_are_unique_and_found, &mini)
{
    uint32_t object_ref;
    char err[256] = "";
    kmod *k = kmod_new(0);
    object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Object")));
    add_type(k, "App", "Twice", object_ref);
    add_type(k, "App", "Twice", object_ref);
    ck_assert_ptr_null(rt_load_module(k, err, sizeof err));
    ck_assert_str_eq(err, "module program: type App.Twice is defined twice");
    kmod *k2 = kmod_new(0);
    object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k2, str(k2, "System"), str(k2, "Object")));
    add_type(k2, "System", "String", object_ref);
    ck_assert_ptr_null(rt_load_module(k2, err, sizeof err));
    ck_assert_str_eq(err, "module program: type System.String is defined twice");
    kmod *k3 = kmod_new(0);
    object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k3, str(k3, "System"), str(k3, "Object")));
    for (int i = 0; i < 40; i++) {   /* enough to fill several index slots */
        char name[16];
        snprintf(name, sizeof name, "T%d", i);
        add_type(k3, i % 2 ? "" : "App.Deep", name, object_ref);
    }
    rt_module *m = rt_load_module(k3, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    ck_assert_ptr_eq(rt_find_type("T7"), m->types[7]);
    ck_assert_ptr_eq(rt_find_type("App.Deep.T8"), m->types[8]);
    ck_assert_ptr_null(rt_find_type("T8"));
    ck_assert_ptr_null(rt_find_type("App.Deep.T7"));
    ck_assert_ptr_eq(rt_find_type("System.String"), rt_state.wk.string);
}
END_TEST

/* Keys are built at first use from the decoded signature; `out` is a bit
 * per parameter below 16, and a method with a later `out` gets its key at
 * load. Both read as the registry spells them. */
SUPPORT_TEST(method_keys_spell_out_and_ref, &mini)
{
    kmod *k = kmod_new(0);
    uint32_t object_ref = KMOD_TOKEN(KMOD_TAB_TYPEREF, kmod_add_typeref(k, str(k, "System"), str(k, "Object")));
    uint32_t t = add_type(k, "App", "P", object_ref);
    const uint8_t s3[] = {KMOD_SIG_METHOD, 3, 0, KMOD_T_VOID, KMOD_T_OUT, KMOD_T_BYREF, KMOD_T_I4,
                          KMOD_T_BYREF, KMOD_T_STRING, KMOD_T_R8};
    add_method(k, t, "M", kmod_add_sig(k, s3, sizeof s3), KMOD_METH_STATIC);
    uint8_t s18[4 + 18 + 2] = {KMOD_SIG_METHOD, 18, 0, KMOD_T_VOID};
    size_t n = 4;
    for (int i = 0; i < 18; i++) {
        if (i == 17)
            s18[n++] = KMOD_T_OUT, s18[n++] = KMOD_T_BYREF;
        s18[n++] = KMOD_T_I4;
    }
    add_method(k, t, "N", kmod_add_sig(k, s18, n), KMOD_METH_STATIC);
    char err[256] = "";
    rt_module *m = rt_load_module(k, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    rt_method *mm = rt_find_method(m->types[t], "M", 3), *nm = rt_find_method(m->types[t], "N", 18);
    ck_assert_ptr_null(mm->key);   /* not built yet */
    ck_assert_str_eq(rt_method_key(mm), "App.P.M(out int,ref string,double)");
    ck_assert_ptr_eq(rt_method_key(mm), rt_method_key(mm));
    ck_assert_ptr_nonnull(nm->key);   /* built at load */
    ck_assert_str_eq(rt_method_key(nm), "App.P.N(int,int,int,int,int,int,int,int,int,int,int,int,int,int,int,int,int,out int)");
}
END_TEST

SUPPORT_TEST(array_covariance, &mini)
{
    rt_type *obj = rt_find_type("System.Object"), *str_t = rt_find_type("System.String");
    rt_type *exc = rt_find_type("System.Exception"), *nre = rt_find_type("System.NullReferenceException");
    rt_type *objarr = rt_array_type(obj), *strarr = rt_array_type(str_t);
    rt_type *intarr = rt_array_type(rt_prim_type(RT_KIND_I4));
    ck_assert_ptr_eq(rt_array_type(obj), objarr);
    ck_assert_str_eq(intarr->name, "System.Int32[]");
    ck_assert(rt_type_assignable(strarr, objarr));
    ck_assert(!rt_type_assignable(objarr, strarr));
    ck_assert(!rt_type_assignable(intarr, objarr));
    ck_assert(rt_type_assignable(intarr, obj));
    ck_assert(rt_type_assignable(rt_array_type(nre), rt_array_type(exc)));
    ck_assert(rt_type_assignable(rt_array_type(strarr), rt_array_type(objarr)));
    ck_assert(rt_is_subclass(nre, exc));
    ck_assert(!rt_is_subclass(exc, nre));
    rt_array *a = rt_new_array(str_t, 3);
    ck_assert_uint_eq(a->length, 3);
    ck_assert(rt_cast_ok((rt_object *)a, objarr));
    ck_assert(rt_array_store_ok(a, (rt_object *)rt_new_string_cstr("x")));
    ck_assert(!rt_array_store_ok(a, rt_new_object(exc)));
    ck_assert(rt_array_store_ok(a, NULL));
    ck_assert_ptr_null(rt_new_array(str_t, -1));
    expect_exc("System.OverflowException");
}
END_TEST


/* ---- threads, class initializers and literals, with a fake engine ----
 * The fake engine's entry points are C functions stored in m->entry, so
 * prepare() is never reached. */

static void *fake_prepare(rt_method *m)
{
    ck_abort_msg("prepare called for %s", m->name);
    return NULL;
}

static const rt_engine fake_engine = {fake_prepare};

static rt_method *c_method(void *fn, bool has_this, uint16_t nparams)
{
    rt_method *m = calloc(1, sizeof *m);
    m->name = "CFunc";
    m->owner = rt_state.wk.object;
    m->has_this = has_this;
    m->nparams = nparams;
    m->vtable_slot = -1;
    atomic_store(&m->entry, fn);
    return m;
}

static atomic_int thread_runs;
static atomic_uint thread_seen_id;

static void thread_body(rt_object *self, rt_object *arg)
{
    ck_assert_ptr_nonnull(self);
    ck_assert_ptr_nonnull(rt_current());
    atomic_store(&thread_seen_id, rt_current()->lock_id);
    atomic_fetch_add(&thread_runs, arg ? 10 : 1);
}

/* A Thread running a delegate whose class declares Invoke = m (a class
 * with object's layout; a thread runs its delegate's Invoke). One class
 * per test (static: it outlives the threads; a test's threads share m). */
static rt_object *new_thread(rt_method *m)
{
    static rt_type delegate_type;
    rt_type *dt = &delegate_type;
    if (dt->methods != m) {   /* set before the test's first thread starts, then only read */
        *dt = *rt_state.wk.object;
        dt->name = "D";
        dt->parent = rt_state.wk.object;
        dt->methods = m;
        dt->nmethods = 1;
        m->name = "Invoke";
        m->owner = dt;
    }
    rt_object *t = rt_new_object(rt_state.wk.thread);
    RT_FIELD(t, rt_state.wk.thr_target_off, rt_object *) = rt_new_object(dt);
    return t;
}

SUPPORT_TEST(thread_start_join_recycles_id, &mini)
{
    rt_set_engine(&fake_engine);
    rt_method *m = c_method(RT_NATIVE_FN(thread_body), true, 1);
    rt_object *t = new_thread(m);
    ck_assert(rt_thread_start(t, rt_new_object(rt_state.wk.object), true));
    ck_assert(rt_thread_join(t, -1));
    ck_assert_int_eq(atomic_load(&thread_runs), 10);
    ck_assert_int_eq(RT_FIELD(t, rt_state.wk.thr_state_off, int32_t), 2);
    uint32_t id = (uint32_t)RT_FIELD(t, rt_state.wk.thr_id_off, int32_t);
    ck_assert_uint_eq(atomic_load(&thread_seen_id), id);
    ck_assert_uint_ne(id, rt_current()->lock_id);
    ck_assert_uint_eq(rt_lock_id_alloc(), id);   /* recycled when the thread ended */
    /* a finished thread cannot be restarted */
    ck_assert(!rt_thread_start(t, NULL, false));
    expect_exc("System.Exception");
}
END_TEST

static void slow_body(rt_object *self)
{
    (void)self;
    rt_thread_sleep(50);
    atomic_fetch_add(&thread_runs, 1);
}

SUPPORT_TEST(finish_waits_for_foreground_threads, &mini)
{
    rt_set_engine(&fake_engine);
    rt_method *m = c_method(RT_NATIVE_FN(slow_body), true, 0);
    for (int i = 0; i < 4; i++)
        ck_assert(rt_thread_start(new_thread(m), NULL, false));
    ck_assert_int_eq(rt_finish(7), 7);
    ck_assert_int_eq(atomic_load(&thread_runs), 4);
    ck_assert_uint_eq(atomic_load(&rt_state.counters.threads_started), 4);
}
END_TEST

SUPPORT_TEST(join_timeout_on_running_thread, &mini)
{
    rt_set_engine(&fake_engine);
    rt_method *m = c_method(RT_NATIVE_FN(slow_body), true, 0);
    rt_object *t = new_thread(m);
    ck_assert(rt_thread_start(t, NULL, false));
    ck_assert(!rt_thread_join(t, 1));
    ck_assert(rt_thread_join(t, 10000));
}
END_TEST

static rt_type *init_type;
static atomic_int cctor_runs;

static void cctor_body(void)
{
    atomic_fetch_add(&cctor_runs, 1);
    ck_assert(rt_type_init_check(init_type));   /* recursion from the same thread returns */
}

SUPPORT_TEST(class_init_runs_once, &mini)
{
    rt_set_engine(&fake_engine);
    char err[256] = "";
    ck_assert_msg(load_app(err, sizeof err) != NULL, "%s", err);
    init_type = rt_find_type("App.Base");
    ck_assert_int_eq(atomic_load(&init_type->init_state), 2);   /* no .cctor: initialized */
    init_type->cctor = c_method(RT_NATIVE_FN(cctor_body), false, 0);
    atomic_store(&init_type->init_state, 0);
    ck_assert(rt_type_init_check(init_type));
    ck_assert(rt_type_init_check(init_type));
    ck_assert_int_eq(atomic_load(&cctor_runs), 1);
    ck_assert_int_eq(atomic_load(&init_type->init_state), 2);
}
END_TEST

static void throwing_cctor_body(void)
{
    atomic_fetch_add(&cctor_runs, 1);
    rt_throw_kind(RT_EXC_FORMAT, "initializer failed");
}

/* An initializer that throws: that use and every later one fail with the
 * same TypeInitializationException wrapping the initializer's exception;
 * the initializer runs once and the type never counts as initialized. */
SUPPORT_TEST(class_init_failure_is_permanent, &mini)
{
    rt_set_engine(&fake_engine);
    char err[256] = "";
    ck_assert_msg(load_app(err, sizeof err) != NULL, "%s", err);
    rt_type *t = rt_find_type("App.Base");
    t->cctor = c_method(RT_NATIVE_FN(throwing_cctor_body), false, 0);
    atomic_store(&t->init_state, RT_INIT_NONE);
    atomic_store(&cctor_runs, 0);
    ck_assert(!rt_type_init_check(t));
    rt_object *tie = rt_take_pending();
    ck_assert_ptr_nonnull(tie);
    ck_assert_str_eq(tie->type->name, "System.TypeInitializationException");
    char *msg = rt_string_to_utf8(rt_exc_message(tie));
    ck_assert_str_eq(msg, "The type initializer for 'App.Base' threw an exception.");
    free(msg);
    rt_object *inner = RT_FIELD(tie, rt_state.wk.exc_inner_off, rt_object *);
    ck_assert_ptr_nonnull(inner);
    ck_assert_str_eq(inner->type->name, "System.FormatException");
    ck_assert_int_eq(atomic_load(&t->init_state), RT_INIT_FAILED);
    for (int i = 0; i < 2; i++) {
        ck_assert(!rt_type_init_check(t));
        ck_assert_ptr_eq(rt_take_pending(), tie);
    }
    ck_assert_int_eq(atomic_load(&cctor_runs), 1);
}
END_TEST

SUPPORT_TEST(literals_are_interned_across_modules, &mini)
{
    kmod *k = kmod_new(0);
    uint32_t row = str(k, "interned literal");
    rt_module *app = rt_load_module(k, NULL, 0);
    ck_assert_ptr_nonnull(app);
    rt_module *core = rt_state.modules[0];
    uint32_t crow = 0;
    for (uint32_t i = 0; i < core->km->strings.n; i++)
        if (kmod_string_eq(core->km, i, "interned literal"))
            crow = i;
    ck_assert_uint_ne(crow, 0);
    rt_string *a = rt_resolve_string(app, KMOD_TOKEN(KMOD_TAB_STRING, row));
    rt_string *b = rt_resolve_string(core, KMOD_TOKEN(KMOD_TAB_STRING, crow));
    ck_assert(rt_string_eq_cstr(a, "interned literal"));
    ck_assert_ptr_eq(a, b);
    ck_assert_ptr_eq(rt_resolve_string(app, KMOD_TOKEN(KMOD_TAB_STRING, row)), a);
}
END_TEST

/* The report is one line naming the type and message, and the exit is 134. */
SUPPORT_TEST(unhandled_exception_exits_134, &mini)
{
    FILE *err = tmpfile();
    ck_assert_ptr_nonnull(err);
    ck_assert_int_eq(dup2(fileno(err), 2), 2);
    rt_throw_kind(RT_EXC_FORMAT, "bad input");
    int status = rt_report_unhandled(rt_take_pending());
    char text[256] = "";
    rewind(err);
    size_t n = fread(text, 1, sizeof text - 1, err);
    text[n] = 0;
    ck_assert_str_eq(text, "Unhandled exception. System.FormatException: bad input\n");
    ck_assert_int_eq(status, 134);
    rt_exit(status);
}
END_TEST

SUPPORT_TEST(make_args, &mini)
{
    char *argv[] = {"one", "tw\xc3\xb6"};
    rt_array *a = rt_make_args(2, argv);
    ck_assert_uint_eq(a->length, 2);
    ck_assert_str_eq(a->type->name, "System.String[]");
    rt_string **s = rt_array_data(a);
    ck_assert(rt_string_eq_cstr(s[0], "one"));
    ck_assert(rt_string_eq_cstr(s[1], "tw\xc3\xb6"));
    gc_collect(&rt_current()->gc);
    ck_assert(rt_string_eq_cstr(((rt_string **)rt_array_data(rt_state.args))[1], "tw\xc3\xb6"));
}
END_TEST

/* Process-wide runtime locks are off the hot paths: with the loader, intern,
 * thread and console locks held by another thread, class-init checks of
 * initialized types, allocation, resolved literals, existing array types and
 * virtual dispatch all complete. Negative controls: a new array type (loader
 * lock) and a console flush (console lock) wait for the hold to end. */
static pthread_barrier_t hold_bar;

static void *hold_locks(void *p)
{
    pthread_mutex_lock(&rt_state.loader_lock);
    pthread_mutex_lock(&rt_state.verify_lock);
    pthread_mutex_lock(&rt_state.intern_lock);
    pthread_mutex_lock(&rt_state.thread_lock);
    pthread_mutex_lock(&rt_state.console.lock);
    pthread_barrier_wait(&hold_bar);   /* locks held */
    pthread_barrier_wait(&hold_bar);   /* main thread done */
    pthread_mutex_unlock(&rt_state.console.lock);
    pthread_mutex_unlock(&rt_state.thread_lock);
    pthread_mutex_unlock(&rt_state.intern_lock);
    pthread_mutex_unlock(&rt_state.verify_lock);
    pthread_mutex_unlock(&rt_state.loader_lock);
    return p;
}

static atomic_int control_done, flush_done;

static void *flush_console(void *p)
{
    rt_console_flush();   /* not a managed thread: no safe region, just the lock */
    atomic_store(&flush_done, 1);
    return p;
}

static void *make_new_array_type(void *p)
{
    ck_assert_ptr_nonnull(rt_array_type(rt_prim_type(RT_KIND_R8)));
    atomic_store(&control_done, 1);
    return p;
}

SUPPORT_TEST(hot_paths_take_no_runtime_lock, &mini)
{
    char err[256] = "";
    rt_module *app = load_app(err, sizeof err);
    ck_assert_msg(app != NULL, "%s", err);
    rt_type *der = rt_find_type("App.Derived"), *str_t = rt_state.wk.string;
    rt_array_type(str_t);
    rt_module *core = rt_state.modules[0];
    uint32_t lit = 0;
    for (uint32_t i = 0; i < core->km->strings.n; i++)
        if (kmod_string_eq(core->km, i, "interned literal"))
            lit = i;
    rt_string *s = rt_resolve_string(core, KMOD_TOKEN(KMOD_TAB_STRING, lit));
    rt_method *bm = rt_find_method(rt_find_type("App.Base"), "M", 0);
    pthread_barrier_init(&hold_bar, NULL, 2);
    pthread_t th;
    pthread_create(&th, NULL, hold_locks, NULL);
    pthread_barrier_wait(&hold_bar);
    for (int i = 0; i < 1000; i++) {
        ck_assert(rt_type_init_check(der));
        rt_object *o = rt_new_object(der);
        ck_assert_ptr_nonnull(o);
        ck_assert_ptr_eq(rt_virtual_target(o, bm), rt_find_method(der, "M", 0));
        ck_assert_ptr_nonnull(rt_new_array(str_t, 4));
        ck_assert_ptr_eq(rt_resolve_string(core, KMOD_TOKEN(KMOD_TAB_STRING, lit)), s);
    }
    /* negative control: creating a new array type needs the loader lock */
    pthread_t ctl, fl;
    atomic_store(&control_done, 0);
    atomic_store(&flush_done, 0);
    pthread_create(&ctl, NULL, make_new_array_type, NULL);
    pthread_create(&fl, NULL, flush_console, NULL);
    rt_thread_sleep(50);
    ck_assert_int_eq(atomic_load(&control_done), 0);
    ck_assert_int_eq(atomic_load(&flush_done), 0);
    pthread_barrier_wait(&hold_bar);
    pthread_join(th, NULL);
    pthread_join(ctl, NULL);
    pthread_join(fl, NULL);
    ck_assert_int_eq(atomic_load(&control_done), 1);
    ck_assert_int_eq(atomic_load(&flush_done), 1);
}
END_TEST

/* When stdout is not a terminal, a write goes out at once unless one went
 * out less than the lateness bound ago (here 1000 s); then it stays
 * buffered until a flush. UTF-16 goes out as UTF-8. */
SUPPORT_TEST(console_buffers_and_converts, &mini)
{
    FILE *tmp = tmpfile();
    ck_assert_ptr_nonnull(tmp);
    fflush(stdout);
    dup2(fileno(tmp), 1);
    rt_state.sw.console_flush_ms = 1000000;   /* KILN_CONSOLE_FLUSH_MS, read by rt_console_init */
    rt_console_init();
    ck_assert(!rt_state.console.tty);
    void *w = rt_native_lookup("System.Console.Write(string)");
    void *wl = rt_native_lookup("System.Console.WriteLine(string)");
    RT_AS_FN(void (*)(rt_string *), w)(rt_new_string_cstr("h\xc3\xa9"));
    ck_assert_int_eq(lseek(fileno(tmp), 0, SEEK_END), 3);
    RT_AS_FN(void (*)(rt_string *), wl)(NULL);
    RT_AS_FN(void (*)(rt_string *), wl)(rt_new_string_cstr("line"));
    ck_assert_int_eq(lseek(fileno(tmp), 0, SEEK_END), 3);
    rt_console_flush();
    char buf[64] = "";
    ck_assert_int_eq(pread(fileno(tmp), buf, sizeof buf - 1, 0), 9);
    ck_assert_str_eq(buf, "h\xc3\xa9\nline\n");
}
END_TEST

static void high_ids(cfg_switches *sw) { sw->force_lockid_base = 65530; }   /* KILN_FORCE_LOCKID_BASE */
static const support_setup mini_high_ids = {.module = mini_corelib, .switches = high_ids};

SUPPORT_TEST(forced_lock_id_base, &mini_high_ids)
{
    ck_assert_uint_eq(rt_current()->lock_id, 65530);
    ck_assert_uint_eq(rt_tls_lock_id, 65530);
    for (uint32_t want = 65531; want <= 65535; want++)
        ck_assert_uint_eq(rt_lock_id_alloc(), want);
    ck_assert_uint_eq(rt_lock_id_alloc(), 0);
}
END_TEST

/* Environment.ProcessorCount and the spinners: the CPUs of the affinity
 * mask (not sysconf's online CPUs), looked up once and then cached. */
SUPPORT_TEST(processor_count_follows_affinity_and_is_cached, &mini)
{
    cpu_set_t all, one;
    ck_assert_int_eq(sched_getaffinity(0, sizeof all, &all), 0);
    int first = -1;
    for (int c = 0; c < CPU_SETSIZE && first < 0; c++)
        if (CPU_ISSET(c, &all))
            first = c;
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    ck_assert_int_eq(sched_setaffinity(0, sizeof one, &one), 0);
    ck_assert_int_eq(rt_processor_count(), 1);
    ck_assert_int_eq(sched_setaffinity(0, sizeof all, &all), 0);
    ck_assert_int_eq(rt_processor_count(), 1);   /* cached: no syscall per call */
}
END_TEST

/* Spin budgets are nanoseconds converted with the measured cost of a
 * pause (runtime/spin.c), not raw pause counts. */
SUPPORT_TEST(spin_unit_is_calibrated, &mini)
{
    ck_assert_uint_eq(atomic_load(&rt_state.spin.ps_per_pause), 0);   /* lazy: nothing at start-up */
    uint32_t ps = rt_spin_ps_per_pause();
    ck_assert_uint_ge(ps, 100);
    ck_assert_uint_le(ps, 1000000);
    ck_assert_uint_eq(atomic_load(&rt_state.spin.ps_per_pause), ps);
    ck_assert_uint_eq(rt_spin_pauses_for(5000), 5000ull * 1000 / ps ? 5000ull * 1000 / ps : 1);
    ck_assert_uint_eq(rt_spin_pauses_for(0), 1);
    rt_spin_ns(1000);
    ck_assert_uint_eq(rt_spin_ps_per_pause(), ps);   /* measured once */
}
END_TEST

SUPPORT_TEST(stats_lines, &mini)
{
    atomic_fetch_add(&rt_state.counters.methods_interpreted, 3);
    atomic_fetch_add(&rt_state.counters.lock_inflations, 2);
    gc_collect(&rt_current()->gc);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    rt_stats_print(f);
    fclose(f);
    ck_assert_ptr_nonnull(strstr(buf, "methods_interpreted: 3\n"));
    ck_assert_ptr_nonnull(strstr(buf, "lock_inflations: 2\n"));
    ck_assert_ptr_nonnull(strstr(buf, "peak_rss_kb: "));
    ck_assert_ptr_nonnull(strstr(buf, "wall_ms: "));
    ck_assert_ptr_null(strstr(buf, "gc_count: 0\n"));
    free(buf);
}
END_TEST

SUPPORT_TEST(pinvoke_binding, &mini)
{
    rt_method m;
    memset(&m, 0, sizeof m);
    m.name = "getpid";
    m.pinvoke_lib = "libc";
    m.pinvoke_entry = "getpid";
    void *fn = rt_pinvoke_target(&m);
    ck_assert_ptr_nonnull(fn);
    ck_assert_int_eq(RT_AS_FN(int (*)(void), fn)(), getpid());
    ck_assert_ptr_eq(m.native, fn);
    rt_method bad = m;
    bad.native = NULL;
    bad.pinvoke_entry = "no_such_function_kiln";
    ck_assert_ptr_null(rt_pinvoke_target(&bad));
    rt_object *ex = rt_take_pending();
    ck_assert_str_eq(ex->type->name, "System.EntryPointNotFoundException");
    ck_assert(rt_string_eq_cstr(rt_exc_message(ex),
        "Unable to find an entry point named 'no_such_function_kiln' in shared library 'libc'."));
    bad.pinvoke_lib = "libkiln_no_such_lib";
    ck_assert_ptr_null(rt_pinvoke_target(&bad));
    ex = rt_take_pending();
    ck_assert_str_eq(ex->type->name, "System.DllNotFoundException");
    ck_assert(rt_string_eq_cstr(rt_exc_message(ex),
        "Unable to load shared library 'libkiln_no_such_lib' or one of its dependencies."));
}
END_TEST

SUPPORT_TEST(internal_call_without_native, &mini)
{
    rt_method m;
    memset(&m, 0, sizeof m);
    m.key = "System.Nowhere.Frob(int)";
    ck_assert_ptr_null(rt_internal_call_target(&m));
    expect_exc("System.EntryPointNotFoundException");
    m.key = "System.Math.Sqrt(double)";
    void *fn = rt_internal_call_target(&m);
    ck_assert_ptr_nonnull(fn);
    ck_assert(RT_AS_FN(double (*)(double), fn)(16.0) == 4.0);
}
END_TEST

static Suite *runtime_suite(void)
{
    Suite *s = suite_create("runtime");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, throw_kind_sets_pending);
    tcase_add_test(tc, throw_kind_default_message);
    tcase_add_test(tc, throw_null_is_null_reference);
    tcase_add_test(tc, kind_without_class_falls_back_to_exception);
    tcase_add_test(tc, append_frame_builds_trace);
    tcase_add_test(tc, double_shortest_round_trip);
    tcase_add_test(tc, integer_tostring_extremes);
    tcase_add_test(tc, integer_parse);
    tcase_add_test(tc, double_digits_modes);
    tcase_add_test(tc, string_utf8_round_trip);
    tcase_add_test(tc, string_natives);
    tcase_add_test(tc, lock_ids_unique_and_recycled);
    tcase_add_test(tc, lock_ids_exhaust_at_65535);
    tcase_add_test(tc, layout_and_vtables);
    tcase_add_test(tc, iface_tables);
    tcase_add_test(tc, variance_decided_at_run_time);
    tcase_add_test(tc, iface_member_missing);
    tcase_add_test(tc, missing_member_is_one_line_error);
    tcase_add_test(tc, type_names_are_unique_and_found);
    tcase_add_test(tc, method_keys_spell_out_and_ref);
    tcase_add_test(tc, array_covariance);
    tcase_add_test(tc, thread_start_join_recycles_id);
    tcase_add_test(tc, finish_waits_for_foreground_threads);
    tcase_add_test(tc, join_timeout_on_running_thread);
    tcase_add_test(tc, class_init_runs_once);
    tcase_add_test(tc, class_init_failure_is_permanent);
    tcase_add_test(tc, literals_are_interned_across_modules);
    tcase_add_exit_test(tc, unhandled_exception_exits_134, 134);
    tcase_add_test(tc, make_args);
    tcase_add_test(tc, console_buffers_and_converts);
    tcase_add_test(tc, stats_lines);
    tcase_add_test(tc, processor_count_follows_affinity_and_is_cached);
    tcase_add_test(tc, spin_unit_is_calibrated);
    tcase_add_test(tc, pinvoke_binding);
    tcase_add_test(tc, internal_call_without_native);
    tcase_add_test(tc, hot_paths_take_no_runtime_lock);
    suite_add_tcase(s, tc);
    TCase *hi = tcase_create("high-lock-ids");
    tcase_add_test(hi, forced_lock_id_base);
    suite_add_tcase(s, hi);
    return s;
}

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, false);
    if (rc)
        return rc;
    return support_run_suite(runtime_suite());
}
