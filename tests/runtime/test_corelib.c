/* test_corelib.c - loads the built corelib module (argv[1], the build's
 * corelib/corelib.kmod) into the runtime and checks the contract between
 * the corelib sources and runtime/: every internal call has a native in the
 * runtime's tables (except the ones monitor/ provides), the fields the
 * runtime reads by name exist, and the runtime's exception kinds map to the
 * corelib classes of the same names.
 */
#include "runtime/runtime.h"
#include "runtime/runtime_internal.h"
#include "tests/support.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>


/* Internal calls whose natives live in monitor/ (mon_natives[]). */
static bool monitor_owned(const char *key)
{
    return strstr(key, ".Monitor.") || strstr(key, ".ObjectHeader.") ||
           !strncmp(key, "System.Threading.Lock.", 22) ||
           !strcmp(key, "System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(object)");
}

/* The corelib alone (tests/support.h), started as every host starts it. */
static const support_setup corelib_only = {.corelib = true};

SUPPORT_TEST(internal_calls_bind, &corelib_only)
{
    rt_module *m = support_module();
    int unbound = 0;
    for (uint32_t i = 0; i < m->km->methods.n; i++) {
        rt_method *mm = m->methods[i];
        /* bound lazily at the first call: ask the registry the binding asks */
        if (!(mm->flags & KMOD_METH_INTERNALCALL) || rt_native_lookup(rt_method_key(mm)) || monitor_owned(rt_method_key(mm)))
            continue;
        fprintf(stderr, "internal call without a native: %s\n", rt_method_key(mm));
        unbound++;
    }
    ck_assert_int_eq(unbound, 0);
}
END_TEST

SUPPORT_TEST(wellknown_types_and_fields, &corelib_only)
{
    rt_wellknown *wk = &rt_state.wk;
    ck_assert(wk->string->flags & RT_TYPE_STRING);
    ck_assert_uint_eq(wk->string->gc.base_size, RT_STRING_CHARS_OFFSET);
    ck_assert_ptr_nonnull(wk->thread);
    ck_assert_ptr_nonnull(wk->object_tostring);
    ck_assert_int_ge(wk->object_tostring->vtable_slot, 0);
    ck_assert_ptr_nonnull(wk->oom);
    for (int k = 0; k < RT_EXC_KIND_COUNT; k++) {
        ck_assert_msg(wk->exc[k] != wk->exception, "exception kind %d has no corelib class", k);
        ck_assert(wk->exc[k]->flags & RT_TYPE_EXCEPTION);
    }
    rt_throw_kind(RT_EXC_DIVIDE_BY_ZERO, NULL);
    rt_object *ex = rt_take_pending();
    ck_assert_str_eq(ex->type->name, "System.DivideByZeroException");
    ck_assert(rt_is_subclass(ex->type, rt_find_type("System.ArithmeticException")));
}
END_TEST

SUPPORT_TEST(primitive_classes_hold_constants, &corelib_only)
{
    rt_field *max = rt_find_field(rt_find_type("System.Int32"), "MaxValue");
    ck_assert_ptr_nonnull(max);
    ck_assert(max->flags & KMOD_FIELD_LITERAL);
    ck_assert_int_eq((int32_t)max->owner->module->km->fields.v[max - max->owner->module->fields[0]].constant,
                     INT32_MAX);
}
END_TEST

/* The value of a const field, which must exist. */
static int64_t literal(const char *type, const char *name)
{
    rt_field *f = rt_find_field(rt_find_type(type), name);
    ck_assert_msg(f != NULL, "%s.%s missing", type, name);
    ck_assert(f->flags & KMOD_FIELD_LITERAL);
    const kmod *km = f->owner->module->km;
    return (int32_t)km->fields.v[f - f->owner->module->fields[0]].constant;
}

/* corelib/ObjectHeader.cs restates runtime/object.h's header layout; the
 * thin lock in C# and the one in C must agree bit for bit. */
SUPPORT_TEST(object_header_constants_match_object_h, &corelib_only)
{
    static const struct { const char *name; int64_t c; } pairs[] = {
        {"ThreadIdMask", RT_HDR_THREAD_ID_MASK},
        {"RecursionInc", RT_HDR_RECURSION_INC},
        {"RecursionMask", RT_HDR_RECURSION_MASK},
        {"HashOrSyncBlock", RT_HDR_HASH_OR_SYNCBLK},
        {"SpinLock", RT_HDR_SPIN_LOCK},
        {"GcBits", (int32_t)RT_HDR_GC_MASK},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        int64_t cs = literal("System.Threading.ObjectHeader", pairs[i].name);
        ck_assert_msg(cs == (int64_t)(int32_t)pairs[i].c, "ObjectHeader.%s = %#llx, object.h says %#llx",
                      pairs[i].name, (long long)cs, (long long)(int32_t)pairs[i].c);
    }
}
END_TEST

int main(int argc, char **argv)
{
    if (support_init(argc, argv, true))
        return 77;
    Suite *s = suite_create("corelib");
    TCase *tc = tcase_create("contract");
    tcase_add_test(tc, internal_calls_bind);
    tcase_add_test(tc, wellknown_types_and_fields);
    tcase_add_test(tc, primitive_classes_hold_constants);
    tcase_add_test(tc, object_header_constants_match_object_h);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
