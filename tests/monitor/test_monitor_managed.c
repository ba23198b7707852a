/* test_monitor_managed.c - Check suite: "no process-wide lock on a
 * per-operation path" for the Monitor as programs run it, the thin lock in
 * ObjectHeader.cs and the managed fat lock in Lock.cs (docs/locks.md).
 *
 * A C# class is compiled with the real corelib; its methods run interpreted
 * and (when libgccjit loads) compiled: thin Enter/Exit with recursion and
 * TryEnter on a fresh object; fat Enter/Exit, TryEnter with a timeout,
 * IsEntered, Wait(0), a Wait that sleeps 1 ms, Pulse and PulseAll on an
 * object whose lock is already inflated (its System.Threading.Lock made).
 * While each remaining process-wide lock is held by another thread -
 * monitor's sync-table and dumper locks, the runtime's loader, intern,
 * thread and console locks, and the JIT's libgccjit lock - all of it must
 * complete on a worker thread within 2 s. Negative control: growing the
 * sync table does not complete while its lock is held. (The GC's locks are
 * held by tests/gc's own test against allocation from a thread's block,
 * which is all these paths allocate: Wait's queue record.)
 */
#include "interp/interp.h"
#include "jit/jit.h"
#include "jit/jit_testing.h"
#include "monitor/monitor.h"
#include "monitor/monitor_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const program =
    "using System;\n"
    "using System.Threading;\n"
    "class P {\n"
    "  static int n;\n"
    "  static int Thin(object o, int k) {\n"
    "    for (int i = 0; i < k; i++) {\n"
    "      lock (o) { lock (o) { n++; } }\n"
    "      if (Monitor.TryEnter(o)) { n++; Monitor.Exit(o); }\n"
    "      if (Monitor.IsEntered(o)) n += 1000000;\n"
    "    }\n"
    "    return n;\n"
    "  }\n"
    "  static int Fat(object o, int k) {\n"
    "    for (int i = 0; i < k; i++) {\n"
    "      lock (o) { lock (o) { n++; Monitor.Pulse(o); Monitor.PulseAll(o); if (Monitor.Wait(o, 0)) n += 1000000; } }\n"
    "      if (Monitor.TryEnter(o, 5)) { n++; Monitor.Exit(o); }\n"
    "      if (Monitor.IsEntered(o)) n += 1000000;\n"
    "    }\n"
    "    lock (o) { Monitor.Wait(o, 1); }\n"
    "    return n;\n"
    "  }\n"
    "  static void Inflate(object o) { lock (o) { Monitor.Wait(o, 0); } }\n"
    "  static int Main() { return 0; }\n"
    "}\n";

static const support_setup prog = {.interp = true, .source = program};

static rt_method *method(const char *name)
{
    rt_method *m = rt_find_method(rt_find_type("P"), name, -1);
    ck_assert_msg(m != NULL, "no method P.%s", name);
    return m;
}

typedef int32_t (*fn_oi)(void *, int32_t);

/* What the worker runs: interpreted, then compiled (when available). */
typedef struct work {
    rt_object *thin, *fat;
    rt_method *m_thin, *m_fat;
    fn_oi c_thin, c_fat;        /* compiled, or NULL */
    atomic_int go, done, quit;  /* go: rounds asked; done: rounds finished */
    atomic_int bad;
} work;

static int32_t call_interp(rt_method *m, rt_object *o, int32_t k)
{
    uint64_t args[2] = {(uint64_t)(uintptr_t)o, (uint64_t)k}, ret = 0;
    interp_invoke(m, args, &ret);
    return (int32_t)ret;
}

static void one_round(work *w)
{
    int32_t before = call_interp(w->m_thin, w->thin, 0);
    int32_t a = call_interp(w->m_thin, w->thin, 20);
    int32_t b = call_interp(w->m_fat, w->fat, 20);
    if (a != before + 40 || b != a + 40 || rt_pending())
        atomic_fetch_add(&w->bad, 1);
    if (w->c_thin) {
        int32_t c = w->c_thin(w->thin, 20);
        int32_t d = w->c_fat(w->fat, 20);
        if (c != b + 40 || d != c + 40 || rt_pending())
            atomic_fetch_add(&w->bad, 1);
    }
}

static void *worker_main(void *p)
{
    work *w = p;
    int top;
    rt_thread *t = rt_thread_attach_main(&top);
    int seen = 0;
    while (!atomic_load(&w->quit)) {
        if (atomic_load(&w->go) == seen) {
            rt_enter_safe();
            usleep(200);
            rt_leave_safe();
            continue;
        }
        seen++;
        one_round(w);
        atomic_store(&w->done, seen);
    }
    rt_thread_detach(t);
    return NULL;
}

/* A process-wide lock held by a dedicated (non-managed) thread. */
typedef struct holder {
    pthread_mutex_t *lock;
    atomic_int stage;   /* 1 held, 2 asked to release */
} holder;

static void *hold_main(void *p)
{
    holder *h = p;
    pthread_mutex_lock(h->lock);
    atomic_store(&h->stage, 1);
    while (atomic_load(&h->stage) != 2)
        usleep(200);
    pthread_mutex_unlock(h->lock);
    return NULL;
}

static bool round_within(work *w, int ms)
{
    int want = atomic_load(&w->go) + 1;
    atomic_store(&w->go, want);
    for (int i = 0; i < ms * 5 && atomic_load(&w->done) != want; i++) {
        rt_enter_safe();
        usleep(200);
        rt_leave_safe();
    }
    return atomic_load(&w->done) == want;
}

static void wait_done(work *w)
{
    rt_enter_safe();
    while (atomic_load(&w->done) != atomic_load(&w->go))
        usleep(200);
    rt_leave_safe();
}

static atomic_int grown;
static void *grow_main(void *p)
{
    mon_test_grow_table();
    atomic_store(&grown, 1);
    return p;
}

SUPPORT_TEST(managed_monitor_takes_no_process_wide_lock, &prog)
{
    work w = {0};
    w.thin = rt_new_object(rt_state.wk.object);
    w.fat = rt_new_object(rt_state.wk.object);
    w.m_thin = method("Thin");
    w.m_fat = method("Fat");
    call_interp(method("Inflate"), w.fat, 0);   /* inflated, its Lock made */
    ck_assert_uint_ne(mon_sync_index(w.fat), 0);
    jit_code *code = NULL;
    if (jit_available(NULL, 0)) {
        rt_method *ms[2] = {w.m_thin, w.m_fat};
        char err[512] = "";
        jit_options opt = {2, NULL, false};
        code = jit_compile_batch(ms, 2, &opt, err, sizeof err);
        ck_assert_msg(code != NULL, "%s", err);
        w.c_thin = RT_AS_FN(fn_oi, code->entries[0]);
        w.c_fat = RT_AS_FN(fn_oi, code->entries[1]);
    }
    pthread_t wt;
    pthread_create(&wt, NULL, worker_main, &w);
    ck_assert_msg(round_within(&w, 20000), "a warm-up round did not finish");
    struct { const char *name; pthread_mutex_t *lock; } locks[] = {
        {"monitor table_lock", NULL},
        {"monitor dumper_lock", NULL},
        {"runtime loader_lock", &rt_state.loader_lock},
        {"runtime intern_lock", &rt_state.intern_lock},
        {"runtime thread_lock", &rt_state.thread_lock},
        {"runtime console lock", &rt_state.console.lock},
        {"jit libgccjit lock", code ? jit_debug_load_lock() : NULL},
    };
    locks[0].lock = mon_test_table_lock();
    locks[1].lock = mon_test_dumper_lock();
    for (size_t i = 0; i < sizeof locks / sizeof *locks; i++) {
        if (!locks[i].lock)
            continue;
        holder h = {locks[i].lock, 0};
        pthread_t ht;
        pthread_create(&ht, NULL, hold_main, &h);
        while (atomic_load(&h.stage) != 1)
            usleep(100);
        bool ok = round_within(&w, 2000);
        bool grew = false;
        if (i == 0) {   /* negative control: growing the table needs this lock */
            pthread_t gt;
            pthread_create(&gt, NULL, grow_main, NULL);
            usleep(50000);
            grew = atomic_load(&grown) != 0;
            atomic_store(&h.stage, 2);
            pthread_join(gt, NULL);
            ck_assert_int_eq(atomic_load(&grown), 1);
        }
        atomic_store(&h.stage, 2);
        pthread_join(ht, NULL);
        wait_done(&w);
        ck_assert_msg(ok, "thin/fat Enter/Exit, TryEnter, Wait/Pulse waited for the %s", locks[i].name);
        ck_assert_msg(!grew, "growing the sync table completed while its lock was held");
    }
    ck_assert_int_eq(atomic_load(&w.bad), 0);
    atomic_store(&w.quit, 1);
    rt_enter_safe();
    pthread_join(wt, NULL);
    rt_leave_safe();
    if (code)
        jit_code_release(code);
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    Suite *s = suite_create("monitor-managed");
    TCase *tc = tcase_create("locks");
    tcase_set_timeout(tc, 240);
    tcase_add_test(tc, managed_monitor_takes_no_process_wide_lock);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
