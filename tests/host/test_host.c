/* test_host.c - Check suite for the switch registry (config/config.h) and
 * the start-up (host/host.h): resolution order and each type's meaning,
 * the code-cache key, the collector's switches arriving through rt_init,
 * and the main thread's stack top that host_run takes itself.
 *
 * The resolver is the one reader of the environment, so these tests set
 * variables with setenv and resolve; every test runs in its own process.
 */
#include "config/config.h"
#include "host/host.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const cfg_id run_like[] = {CFG_SW_stats, CFG_SW_thinlock, CFG_SW_fatlock, CFG_SW_cache_dir};
#define NRUN (sizeof run_like / sizeof run_like[0])

static void clear_env(void)
{
    for (int i = 0; i < CFG_NSWITCHES; i++)
        unsetenv(cfg_registry[i].env);
}

START_TEST(defaults_are_the_registry_s)
{
    clear_env();
    cfg_switches sw;
    cfg_resolve(&sw, NULL);
    ck_assert(!sw.stats && !sw.gcstress && sw.jit_intrinsics && sw.interp_intrinsics);
    ck_assert_int_eq(sw.thinlock, CFG_LOCK_MANAGED);
    ck_assert_uint_eq(sw.tier_threshold.first, 30);
    ck_assert_uint_eq(sw.tier_threshold.second, 10000);
    ck_assert_uint_eq(sw.console_flush_ms, 100);
    ck_assert_str_eq(sw.libgccjit, "libgccjit.so.0");
    for (int i = 0; i < CFG_NSWITCHES; i++) {
        ck_assert_int_eq(sw.from[i], CFG_FROM_DEFAULT);
        ck_assert_int_eq(sw.bad[i], 0);
    }
}
END_TEST

START_TEST(flag_beats_environment_beats_default)
{
    clear_env();
    setenv("KILN_THINLOCK", "native", 1);
    setenv("KILN_STATS", "0", 1);
    cfg_flags fl;
    memset(&fl, 0, sizeof fl);
    char err[256] = "";
    cfg_switches sw;
    cfg_resolve(&sw, &fl);
    ck_assert_int_eq(sw.thinlock, CFG_LOCK_NATIVE);
    ck_assert_int_eq(sw.from[CFG_SW_thinlock], CFG_FROM_ENV);
    ck_assert(!sw.stats);
    ck_assert_int_eq(cfg_flag(&fl, "--thinlock=managed", run_like, NRUN, err, sizeof err), 1);
    ck_assert_int_eq(cfg_flag(&fl, "--stats", run_like, NRUN, err, sizeof err), 1);
    cfg_resolve(&sw, &fl);
    ck_assert_int_eq(sw.thinlock, CFG_LOCK_MANAGED);   /* no unsetenv: the flag just wins */
    ck_assert_int_eq(sw.from[CFG_SW_thinlock], CFG_FROM_FLAG);
    ck_assert(sw.stats);
    ck_assert_str_eq(getenv("KILN_THINLOCK"), "native");   /* the environment is left alone */
}
END_TEST

START_TEST(flags_are_checked)
{
    cfg_flags fl;
    memset(&fl, 0, sizeof fl);
    char err[256] = "";
    ck_assert_int_eq(cfg_flag(&fl, "--thinlock=fast", run_like, NRUN, err, sizeof err), -1);
    ck_assert_str_eq(err, "unknown thin lock 'fast' (managed or native)");
    ck_assert_int_eq(cfg_flag(&fl, "--fatlock=", run_like, NRUN, err, sizeof err), -1);
    ck_assert_str_eq(err, "unknown fat lock '' (managed or native)");
    ck_assert_int_eq(cfg_flag(&fl, "--stats=1", run_like, NRUN, err, sizeof err), 0);
    ck_assert_int_eq(cfg_flag(&fl, "--cache-dir=", run_like, NRUN, err, sizeof err), 0);
    ck_assert_int_eq(cfg_flag(&fl, "--thinlockx=native", run_like, NRUN, err, sizeof err), 0);
    ck_assert_int_eq(cfg_flag(&fl, "--mode=jit", run_like, NRUN, err, sizeof err), 0);
    static const cfg_id only_thin[] = {CFG_SW_thinlock};
    ck_assert_int_eq(cfg_flag(&fl, "--stats", only_thin, 1, err, sizeof err), 0);   /* not this command's */
    ck_assert_int_eq(cfg_flag(&fl, "--cache-dir=/x", run_like, NRUN, err, sizeof err), 1);
    ck_assert_str_eq(fl.value[CFG_SW_cache_dir], "/x");
}
END_TEST

START_TEST(each_type_reads_as_before)
{
    clear_env();
    setenv("KILN_GCSTRESS", "", 1);            /* empty: unset */
    setenv("KILN_GCVERIFY", "yes", 1);         /* BOOL: anything but 0 */
    setenv("KILN_JIT_INTRINSICS", "0", 1);     /* BOOL default on, 0 turns it off */
    setenv("KILN_FATLOCK", "Native", 1);       /* ENUM: unknown from the environment -> default */
    setenv("KILN_PERFMAP", "jitdump", 1);
    setenv("KILN_JIT_DUMP", "yes", 1);         /* ENUM 0|1: only "1" dumps */
    setenv("KILN_STALL_MS", "250", 1);
    setenv("KILN_HEAP_LIMIT", "64K", 1);
    setenv("KILN_GC_BUDGET", "lots", 1);       /* SIZE malformed: bad, default */
    setenv("KILN_TIER_THRESHOLD", "2", 1);     /* PAIR: LOOPS keeps its default */
    setenv("KILN_JIT_OPTIONS", "-fno-inline -g0", 1);
    cfg_switches sw;
    cfg_resolve(&sw, NULL);
    ck_assert(!sw.gcstress && sw.gcverify && !sw.jit_intrinsics);
    ck_assert_int_eq(sw.fatlock, CFG_LOCK_MANAGED);
    ck_assert_int_eq(sw.perfmap, CFG_PERFMAP_JITDUMP);
    ck_assert_int_eq(sw.jit_dump, 0);
    ck_assert_uint_eq(sw.stall_ms, 250);
    ck_assert_uint_eq(sw.heap_limit, 64u << 10);
    ck_assert_int_eq(sw.bad[CFG_SW_gc_budget], 1);
    ck_assert_str_eq(sw.bad_text[CFG_SW_gc_budget], "lots");
    ck_assert_uint_eq(sw.gc_budget, 0);
    ck_assert_uint_eq(sw.tier_threshold.first, 2);
    ck_assert_uint_eq(sw.tier_threshold.second, 10000);
    ck_assert_str_eq(sw.jit_options, "-fno-inline -g0");
    setenv("KILN_TIER_THRESHOLD", "2,x", 1);
    cfg_resolve(&sw, NULL);
    ck_assert_int_eq(sw.bad[CFG_SW_tier_threshold], 1);
    ck_assert_uint_eq(sw.tier_threshold.first, 30);   /* malformed: the default, reported where used */
}
END_TEST

/* Only the switches that change generated code change the cache key. */
START_TEST(cache_key_hashes_code_switches)
{
    clear_env();
    cfg_switches a, b;
    cfg_resolve(&a, NULL);
    b = a;
    ck_assert_uint_eq(cfg_hash_key(&a, 1), cfg_hash_key(&b, 1));
    b.stats = true;
    b.gcstress = true;
    b.cache_dir = "/elsewhere";
    ck_assert_uint_eq(cfg_hash_key(&a, 1), cfg_hash_key(&b, 1));
    b = a;
    b.thinlock = CFG_LOCK_NATIVE;
    ck_assert_uint_ne(cfg_hash_key(&a, 1), cfg_hash_key(&b, 1));
    b = a;
    b.jit_options = "-fno-inline";
    ck_assert_uint_ne(cfg_hash_key(&a, 1), cfg_hash_key(&b, 1));
    b = a;
    b.jit_intrinsics = false;
    ck_assert_uint_ne(cfg_hash_key(&a, 1), cfg_hash_key(&b, 1));
}
END_TEST

/* ---- through host_run ---- */

static const gc_desc bytes_desc = {.base_size = 16, .elem_size = 1, .is_array = 1};
static const gc_desc leaf_desc = {.base_size = 16};

static void heap_limit_and_stress(void *ctx)
{
    gc_thread *t = &rt_current()->gc;
    ck_assert_ptr_null(gc_alloc(t, &bytes_desc, 3u << 20));   /* KILN_HEAP_LIMIT=2M */
    ck_assert_ptr_nonnull(gc_alloc(t, &bytes_desc, 1u << 20));
    gc_stats before, after;
    gc_get_stats(&before);
    for (int i = 0; i < 100; i++)
        (void)gc_alloc(t, &leaf_desc, 16);
    gc_get_stats(&after);
    /* KILN_GCSTRESS=1: a pause every few allocations - a collection, or a
     * slice of old-generation marking while a cycle runs (gc.h) */
    ck_assert_uint_ge((after.collections + after.slices) - (before.collections + before.slices), 100 / 8);
}

/* The collector's switches come from the environment through the registry
 * and rt_init (the collector itself reads no variable). */
START_TEST(gc_switches_reach_the_collector)
{
    clear_env();
    setenv("KILN_HEAP_LIMIT", "2M", 1);
    setenv("KILN_GCSTRESS", "1", 1);
    static const support_setup bare = {0};
    support_run(&bare, heap_limit_and_stress, NULL);
}
END_TEST

static void big_alloc_works(void *ctx)
{
    ck_assert_ptr_nonnull(gc_alloc(&rt_current()->gc, &bytes_desc, 3u << 20));
}

START_TEST(malformed_heap_limit_means_the_default)
{
    clear_env();
    setenv("KILN_HEAP_LIMIT", "lots", 1);   /* host_run warns on stderr */
    static const support_setup bare = {0};
    support_run(&bare, big_alloc_works, NULL);
}
END_TEST

static void set_lock_base(cfg_switches *sw) { sw->force_lockid_base = 70000; }

static void lock_ids_from_base(void *ctx) { ck_assert_uint_eq(rt_current()->lock_id, 70000); }

/* A test sets a switch in the resolved struct, not in the environment. */
START_TEST(setup_changes_switches)
{
    clear_env();
    static const support_setup based = {.switches = set_lock_base};
    support_run(&based, lock_ids_from_base, NULL);
}
END_TEST

/* The stack top is host_run's own: above every frame of the body, and on
 * this thread's stack (a static's address once sat in .bss, below it). */
static void stack_top_is_host_run_s(void *ctx)
{
    volatile int here = 0;
    uintptr_t hi = (uintptr_t)rt_current()->gc.stack_hi;
    ck_assert_uint_gt(hi, (uintptr_t)&here);
    pthread_attr_t attr;
    void *base;
    size_t size;
    ck_assert_int_eq(pthread_getattr_np(pthread_self(), &attr), 0);
    ck_assert_int_eq(pthread_attr_getstack(&attr, &base, &size), 0);
    pthread_attr_destroy(&attr);
    ck_assert_uint_gt(hi, (uintptr_t)base);
    ck_assert_uint_le(hi, (uintptr_t)base + size);
    ck_assert_uint_lt(hi - (uintptr_t)&here, 1u << 20);   /* near: host_run's frame, not main()'s */
}

START_TEST(stack_top_is_on_the_stack_above_the_body)
{
    static const support_setup with_corelib = {.interp = true, .corelib = true};
    support_run(&with_corelib, stack_top_is_host_run_s, NULL);
}
END_TEST

/* What aot_build.c once did: a static's address as the stack top is
 * refused (abort), not a thread the collector never scans. */
START_TEST(static_stack_top_is_refused)
{
    static int top;
    rt_init(NULL);
    rt_thread_attach_main(&top);
}
END_TEST

/* A program without Main: one error line and status 1 (host_run). */
static int no_main_load(host_program *p)
{
    p->main = NULL;
    return 0;
}

START_TEST(missing_main_is_status_1)
{
    host_program p = {.load = no_main_load};
    ck_assert_int_eq(host_run(&p), 1);
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    Suite *s = suite_create("host");
    TCase *tc = tcase_create("switches");
    tcase_add_test(tc, defaults_are_the_registry_s);
    tcase_add_test(tc, flag_beats_environment_beats_default);
    tcase_add_test(tc, flags_are_checked);
    tcase_add_test(tc, each_type_reads_as_before);
    tcase_add_test(tc, cache_key_hashes_code_switches);
    suite_add_tcase(s, tc);
    TCase *st = tcase_create("start-up");
    tcase_set_timeout(st, 60);
    tcase_add_test(st, gc_switches_reach_the_collector);
    tcase_add_test(st, malformed_heap_limit_means_the_default);
    tcase_add_test(st, setup_changes_switches);
    tcase_add_test(st, stack_top_is_on_the_stack_above_the_body);
    tcase_add_test_raise_signal(st, static_stack_top_is_refused, SIGABRT);
    tcase_add_test(st, missing_main_is_status_1);
    suite_add_tcase(s, st);
    return support_run_suite(s);
}
