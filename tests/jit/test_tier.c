/* test_tier.c - Check suite for tiered mode's locking (docs/locks.md, jit/):
 * with the tier-1 queue lock (tier_g.lock) held by another thread, the hot
 * paths of tiered code - interpreted calls of a compiled method, compiled
 * calls, an interpreted frame entering published OSR code at a loop header
 * - complete; the negative control, the call that promotes a fresh method
 * (it queues the method, which needs the lock), does not complete during
 * the hold and does after it.
 *
 * Tiering runs as `kiln run --mode=tiered` sets it up (jit_tier_configure,
 * which installs the tier's hooks), with KILN_TIER_SYNC's behaviour (each request waits
 * for its code) so the warm-up leaves code published at known points. Every
 * test runs in its own forked process; exit 77 = skipped without libgccjit.
 */
#include "interp/interp.h"
#include "jit/jit_internal.h"
#include "jit/jit_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *const program =
    "class P {\n"
    "  static int Sq(int x) { return x * x; }\n"
    "  static int Loop(int n) { int s = 0; for (int i = 0; i < n; i++) s += Sq(i); return s; }\n"
    "  static int Fresh(int x) { return x + 1; }\n"
    "  static int Main() { return 0; }\n"
    "}\n";

/* The tier as kiln run --mode=tiered sets it up, forced early and
 * synchronous: promotion at the 3rd call, OSR at the 20th back-edge. */
static void tier_engine(void)
{
    jit_tier_config tc;
    memset(&tc, 0, sizeof tc);
    tc.opt.opt_level = 1;
    tc.sync = true;
    tc.window_us = 1;
    tc.call_threshold = 3;
    tc.loop_threshold = 20;
    jit_tier_configure(&tc);
}

static const support_setup tier_prog = {.interp = true, .engine = tier_engine, .source = program};

static rt_method *method(const char *name)
{
    rt_method *m = rt_find_method(rt_find_type("P"), name, -1);
    ck_assert_msg(m != NULL, "no method P.%s", name);
    return m;
}

static int32_t call_i(rt_method *m, int32_t a)
{
    uint64_t args[1] = {(uint64_t)(uint32_t)a}, ret = 0;
    interp_invoke(m, args, &ret);
    ck_assert_ptr_null(rt_pending());
    return (int32_t)ret;
}

/* The holder: takes the queue lock, then keeps it until `release` is set
 * or hold_ms pass; records whether it gave up by time. */
typedef struct holder {
    int hold_ms;
    atomic_int held, release, timed_out;
} holder;

static void *hold_main(void *p)
{
    holder *h = p;
    jit_tier_hold_lock_for_test(true);
    atomic_store(&h->held, 1);
    for (int ms = 0; ms < h->hold_ms && !atomic_load(&h->release); ms++)
        usleep(1000);
    atomic_store(&h->timed_out, !atomic_load(&h->release));
    jit_tier_hold_lock_for_test(false);
    return NULL;
}

static void start_holder(holder *h, pthread_t *t, int hold_ms)
{
    memset(h, 0, sizeof *h);
    h->hold_ms = hold_ms;
    ck_assert_int_eq(pthread_create(t, NULL, hold_main, h), 0);
    while (!atomic_load(&h->held))
        usleep(100);
}

static int32_t loop_ref(int32_t n)
{
    int32_t s = 0;
    for (int32_t i = 0; i < n; i++)
        s += i * i;
    return s;
}

SUPPORT_TEST(hot_paths_take_no_tier_lock, &tier_prog)
{
    rt_method *sq = method("Sq"), *loop = method("Loop");
    /* Warm-up: Sq is promoted on its 3rd call and compiled (sync) before
     * Loop runs (a synchronous promotion takes the warm methods along,
     * jit/tier.c), then Loop's header gets OSR code (20 back-edges); Loop
     * itself is called once, so its next call starts interpreted. */
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(call_i(sq, i), i * i);
    ck_assert_ptr_nonnull(atomic_load(&sq->entry));
    ck_assert_int_eq(call_i(loop, 100), loop_ref(100));
    ck_assert_uint_ge(atomic_load(&rt_state.counters.osr_transitions), 1);
    ck_assert_uint_ge(atomic_load(&rt_state.counters.methods_compiled), 1);
    void *sq_code = atomic_load(&sq->entry);
    ck_assert_ptr_nonnull(sq_code);
    uint64_t osr_before = atomic_load(&rt_state.counters.osr_transitions);

    holder h;
    pthread_t t;
    start_holder(&h, &t, 20000);
    /* Loop's 2nd call (below its threshold): interpreted, then at the
     * header into the published OSR code; Sq compiled, from the
     * interpreter and from C through its entry cell. */
    ck_assert_int_eq(call_i(loop, 200), loop_ref(200));
    for (int i = 0; i < 1000; i++) {
        ck_assert_int_eq(call_i(sq, i), i * i);
        ck_assert_int_eq(RT_AS_FN(int32_t (*)(int32_t), atomic_load(&sq->entry))(i), i * i);
    }
    atomic_store(&h.release, 1);
    pthread_join(t, NULL);
    ck_assert_msg(!atomic_load(&h.timed_out), "a hot path waited for the queue lock");
    ck_assert_uint_gt(atomic_load(&rt_state.counters.osr_transitions), osr_before);
    ck_assert_ptr_eq(atomic_load(&sq->entry), sq_code);
}
END_TEST

/* Negative control: Fresh's 3rd call queues it, which needs the lock. */
SUPPORT_TEST(promotion_needs_tier_lock, &tier_prog)
{
    rt_method *fresh = method("Fresh");
    ck_assert_int_eq(call_i(fresh, 1), 2);
    ck_assert_int_eq(call_i(fresh, 2), 3);
    holder h;
    pthread_t t;
    start_holder(&h, &t, 300);
    ck_assert_int_eq(call_i(fresh, 3), 4);   /* blocks until the holder gives up */
    pthread_join(t, NULL);
    ck_assert_msg(atomic_load(&h.timed_out), "the promoting call finished while the lock was held");
    ck_assert_int_eq(call_i(fresh, 4), 5);
    ck_assert_ptr_nonnull(atomic_load(&fresh->entry));   /* compiled and published */
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    char err[256];
    if (!jit_available(err, sizeof err)) {
        fprintf(stderr, "%s: skipping\n", err);
        return 77;
    }
    Suite *s = suite_create("tier");
    TCase *tc = tcase_create("locks");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, hot_paths_take_no_tier_lock);
    tcase_add_test(tc, promotion_needs_tier_lock);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
