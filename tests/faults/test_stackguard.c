/* test_stackguard.c - Check suite for runtime/stackguard.c: a managed
 * thread that runs off its stack ends the process with "Stack overflow."
 * and status 134; every other SIGSEGV still crashes as a crash; the
 * alternate signal stack is given back at detach; a collection scans a
 * nearly full stack without touching its guard pages.
 *
 * Each fault runs in a child process forked here (stderr on a pipe), so the
 * test can check the exact message and status.
 */
#include <check.h>
#include <pthread.h>
#include <sys/mman.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runtime/runtime.h"

typedef struct child_result {
    int status;       /* waitpid status */
    char err[512];    /* what the child wrote to stderr */
} child_result;

/* Run fn in a child with stderr on a pipe; collect its status and output. */
static void run_child(void (*fn)(void), child_result *r)
{
    int fd[2];
    ck_assert_int_eq(pipe(fd), 0);
    fflush(NULL);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        close(fd[0]);
        dup2(fd[1], 2);
        close(fd[1]);
        fn();
        _exit(0);
    }
    close(fd[1]);
    size_t n = 0;
    ssize_t k;
    char sink[4096];
    while (n < sizeof r->err - 1 && (k = read(fd[0], r->err + n, sizeof r->err - 1 - n)) > 0)
        n += (size_t)k;
    r->err[n] = 0;
    while (read(fd[0], sink, sizeof sink) > 0)
        ;   /* drain: a sanitizer's long report must not end in SIGPIPE */
    close(fd[0]);
    ck_assert_int_eq(waitpid(pid, &r->status, 0), pid);
}

/* Recursion the compiler cannot turn into a loop; n < 0 never happens. */
static __attribute__((noinline)) int recurse(int n)
{
    volatile char pad[256];
    pad[0] = (char)n;
    if (n < 0)
        return 0;
    return recurse(n + 1) + pad[0];
}

/* A frame that ends far below the usable stack, as one big frame does: the
 * stack pointer moves past the guard region and the slack below it in one
 * step (BEYOND below the usable stack's low end), and the first access is at
 * the bottom of the new frame. alloca with a size computed from the stack's
 * bounds puts it there exactly, whatever the stack holds already. (No
 * stack-clash probes: they would touch each page on the way down and fault
 * in the guard itself.) */
#define BEYOND ((size_t)512 << 10)
__attribute__((optimize("no-stack-clash-protection")))
static __attribute__((noinline)) int big_frame(const rt_thread *t)
{
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    size_t n = here - ((uintptr_t)t->stack_lo - BEYOND);
    volatile char *frame = __builtin_alloca(n);
    frame[0] = 1;
    return frame[0];
}

static void *run_on_thread(void *(*fn)(void *))
{
    pthread_attr_t attr;
    pthread_t t;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)1 << 20);
    pthread_attr_setguardsize(&attr, RT_STACK_GUARD_SIZE);
    ck_assert_int_eq(pthread_create(&t, &attr, fn, NULL), 0);
    pthread_attr_destroy(&attr);
    void *res = NULL;
    pthread_join(t, &res);
    return res;
}

/* run_on_thread on a stack of our own with 1 MiB of PROT_NONE below it, so
 * that a frame reaching BEYOND below the stack faults whatever else the
 * process maps (a sanitizer's allocator may put another thread's stack
 * right below a pthread stack). */
static void *run_on_fenced_thread(void *(*fn)(void *))
{
    const size_t mib = (size_t)1 << 20;
    char *base = mmap(NULL, 2 * mib, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    ck_assert_ptr_ne(base, MAP_FAILED);
    ck_assert_int_eq(mprotect(base + mib, mib, PROT_READ | PROT_WRITE), 0);
    pthread_attr_t attr;
    pthread_t t;
    pthread_attr_init(&attr);
    pthread_attr_setstack(&attr, base + mib, mib);
    ck_assert_int_eq(pthread_create(&t, &attr, fn, NULL), 0);
    pthread_attr_destroy(&attr);
    void *res = NULL;
    pthread_join(t, &res);
    return res;
}

static void *managed_overflow(void *p)
{
    int top;
    rt_thread_attach_main(&top);
    return (void *)(intptr_t)recurse((int)(intptr_t)p);
}

static void child_managed_overflow(void)
{
    rt_init(NULL);
    run_on_thread(managed_overflow);
}

START_TEST(overflow_on_managed_thread_exits_134)
{
    child_result r;
    run_child(child_managed_overflow, &r);
    ck_assert_msg(WIFEXITED(r.status), "child did not exit (status %d)", r.status);
    ck_assert_int_eq(WEXITSTATUS(r.status), 134);
    ck_assert_str_eq(r.err, "Stack overflow.\n");
}
END_TEST

/* The process's main thread (run_child forks from it): its bounds come from
 * AT_EXECFN and RLIMIT_STACK, not /proc/self/maps (stackguard.c). */
static void child_main_overflow(void)
{
    rt_init(NULL);
    int top;
    rt_thread_attach_main(&top);
    recurse(0);
}

START_TEST(overflow_on_main_thread_exits_134)
{
    child_result r;
    run_child(child_main_overflow, &r);
    ck_assert_msg(WIFEXITED(r.status), "child did not exit (status %d)", r.status);
    ck_assert_int_eq(WEXITSTATUS(r.status), 134);
    ck_assert_str_eq(r.err, "Stack overflow.\n");
}
END_TEST

static void *managed_big_overflow(void *p)
{
    int top;
    (void)p;
    return (void *)(intptr_t)big_frame(rt_thread_attach_main(&top));
}

static void child_managed_big_overflow(void)
{
    rt_init(NULL);
    run_on_fenced_thread(managed_big_overflow);
}

static void child_main_big_overflow(void)
{
    rt_init(NULL);
    int top;
    big_frame(rt_thread_attach_main(&top));
}

static void assert_overflow_report(const child_result *r)
{
    ck_assert_msg(WIFEXITED(r->status), "child did not exit (status %d)", r->status);
    ck_assert_int_eq(WEXITSTATUS(r->status), 134);
    ck_assert_str_eq(r->err, "Stack overflow.\n");
}

START_TEST(big_frame_overflow_on_managed_thread_exits_134)
{
    child_result r;
    run_child(child_managed_big_overflow, &r);
    assert_overflow_report(&r);
}
END_TEST

START_TEST(big_frame_overflow_on_main_thread_exits_134)
{
    child_result r;
    run_child(child_main_big_overflow, &r);
    assert_overflow_report(&r);
}
END_TEST

static void child_main_bounds(void)
{
    rt_init(NULL);
    int top;
    rt_thread *t = rt_thread_attach_main(&top);
    pthread_attr_t attr;
    void *lo = NULL;
    size_t size = 0;
    if (getpid() != gettid() || pthread_getattr_np(pthread_self(), &attr) != 0)
        _exit(2);
    pthread_attr_getstack(&attr, &lo, &size);
    if (t->stack_lo != lo) {
        fprintf(stderr, "stack_lo %p, glibc says %p\n", t->stack_lo, lo);
        _exit(3);
    }
}

START_TEST(main_thread_bounds_are_glibcs)
{
    child_result r;
    run_child(child_main_bounds, &r);
    ck_assert_msg(WIFEXITED(r.status) && WEXITSTATUS(r.status) == 0, "status %d: %s", r.status, r.err);
}
END_TEST

static void child_null_deref(void)
{
    rt_init(NULL);
    int top;
    rt_thread_attach_main(&top);
    volatile uintptr_t addr = 16;   /* volatile: no compile-time "out of bounds" */
    *(volatile int *)addr = 1;
}

/* A crash is a crash: killed by SIGSEGV, or, in a sanitizer build, the
 * sanitizer's own SEGV report (its handler is the previous disposition)
 * and a failure status; never "Stack overflow.". */
static void assert_crashed(const child_result *r)
{
    ck_assert_ptr_null(strstr(r->err, "Stack overflow."));
    if (WIFSIGNALED(r->status)) {
        ck_assert_int_eq(WTERMSIG(r->status), SIGSEGV);
        return;
    }
    ck_assert_msg(WIFEXITED(r->status) && WEXITSTATUS(r->status) != 0 && strstr(r->err, "Sanitizer"),
                  "child status %d, stderr %s: expected a SIGSEGV crash", r->status, r->err);
}

START_TEST(other_segv_still_crashes)
{
    child_result r;
    run_child(child_null_deref, &r);
    assert_crashed(&r);
}
END_TEST

static void *unmanaged_overflow(void *p)
{
    return (void *)(intptr_t)recurse((int)(intptr_t)p);
}

static void child_unmanaged_overflow(void)
{
    rt_init(NULL);
    run_on_thread(unmanaged_overflow);
}

START_TEST(overflow_on_unmanaged_thread_crashes)
{
    child_result r;
    run_child(child_unmanaged_overflow, &r);
    assert_crashed(&r);
}
END_TEST

static void *attach_detach(void *p)
{
    (void)p;
    stack_t before, during, after;
    sigaltstack(NULL, &before);
    int top;
    rt_thread *t = rt_thread_attach_main(&top);
    sigaltstack(NULL, &during);
    int had = !(before.ss_flags & SS_DISABLE);
    ck_assert_int_eq(during.ss_flags & SS_DISABLE, 0);
    ck_assert_ptr_nonnull(t->stack_lo);
    ck_assert_ptr_nonnull(t->guard_lo);
    ck_assert((char *)t->guard_lo + RT_STACK_GUARD_SIZE <= (char *)t->stack_lo);
    ck_assert((char *)&top > (char *)t->stack_lo);
    rt_thread_detach(t);
    sigaltstack(NULL, &after);
    /* ours is gone; one that was there before (a sanitizer's) stays */
    ck_assert_int_eq(!(after.ss_flags & SS_DISABLE), had);
    return NULL;
}

START_TEST(detach_gives_the_alt_stack_back)
{
    rt_init(NULL);
    for (int i = 0; i < 3; i++)
        run_on_thread(attach_detach);
}
END_TEST

/* Recurse until less than 48 KiB of stack is left, then collect. */
static __attribute__((noinline)) int deep_then_collect(rt_thread *t, int n)
{
    volatile char pad[512];
    pad[0] = (char)n;
    if ((char *)&pad[0] - (char *)t->stack_lo < (48 << 10)) {
        gc_collect(&t->gc);
        return 1;
    }
    return deep_then_collect(t, n + 1) + (pad[0] & 0);
}

static void *collect_deep(void *p)
{
    (void)p;
    int top;
    rt_thread *t = rt_thread_attach_main(&top);
    ck_assert_int_eq(deep_then_collect(t, 0), 1);
    rt_thread_detach(t);
    return NULL;
}

START_TEST(collection_near_the_guard)
{
    rt_init(NULL);
    run_on_thread(collect_deep);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("stackguard");
    TCase *tc = tcase_create("faults");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, overflow_on_managed_thread_exits_134);
    tcase_add_test(tc, overflow_on_main_thread_exits_134);
    tcase_add_test(tc, big_frame_overflow_on_managed_thread_exits_134);
    tcase_add_test(tc, big_frame_overflow_on_main_thread_exits_134);
    tcase_add_test(tc, main_thread_bounds_are_glibcs);
    tcase_add_test(tc, other_segv_still_crashes);
    tcase_add_test(tc, overflow_on_unmanaged_thread_crashes);
    tcase_add_test(tc, detach_gives_the_alt_stack_back);
    tcase_add_test(tc, collection_near_the_guard);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
