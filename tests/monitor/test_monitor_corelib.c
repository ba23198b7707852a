/* test_monitor_corelib.c - the contract between corelib's Monitor.cs,
 * ObjectHeader.cs, RuntimeHelpers.cs and monitor/'s mon_natives[]: loads the
 * built corelib module (argv[1]) after mon_init() and checks that every
 * internal call of those classes is bound to a native, and that the
 * [Intrinsic] thin-lock primitives exist with the keys the code generators
 * match (docs/monitor.md).
 */
#include "monitor/monitor.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>


static bool monitor_owned(const char *key)
{
    return strstr(key, ".Monitor.") || strstr(key, ".ObjectHeader.") ||
           !strncmp(key, "System.Threading.Lock.", 22) ||
           !strcmp(key, "System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(object)");
}

/* The corelib after mon_init (host_run does it before loading). */
static const support_setup corelib_only = {.corelib = true};

SUPPORT_TEST(monitor_internal_calls_bind, &corelib_only)
{
    rt_module *m = support_module();
    int bound = 0, unbound = 0;
    for (uint32_t i = 0; i < m->km->methods.n; i++) {
        rt_method *mm = m->methods[i];
        if (!(mm->flags & KMOD_METH_INTERNALCALL) || !monitor_owned(rt_method_key(mm)))
            continue;
        if (mm->native || rt_internal_call_target(mm)) {
            bound++;
            continue;
        }
        rt_take_pending();
        fprintf(stderr, "monitor internal call without a native: %s\n", rt_method_key(mm));
        unbound++;
    }
    ck_assert_int_eq(unbound, 0);
    ck_assert_int_ge(bound, 13);
}
END_TEST

SUPPORT_TEST(thin_lock_intrinsics_exist, &corelib_only)
{
    rt_type *oh = rt_find_type("System.Threading.ObjectHeader");
    ck_assert_ptr_nonnull(oh);
    const char *names[] = {"GetHeader", "CompareExchangeHeader", "CurrentLockId"};
    for (int i = 0; i < 3; i++) {
        rt_method *mm = rt_find_method(oh, names[i], -1);
        ck_assert_msg(mm != NULL, "%s missing", names[i]);
        ck_assert(mm->flags & KMOD_METH_INTRINSIC);
    }
    ck_assert_ptr_nonnull(rt_find_method(oh, "AcquireThinLock", 2));
    ck_assert_ptr_nonnull(rt_find_method(rt_find_type("System.Threading.Monitor"), "Enter", 2));
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    Suite *s = suite_create("monitor-corelib");
    TCase *tc = tcase_create("contract");
    tcase_add_test(tc, monitor_internal_calls_bind);
    tcase_add_test(tc, thin_lock_intrinsics_exist);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
