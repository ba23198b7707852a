/* stackguard.c - "Stack overflow." instead of a crash when a managed thread
 * runs off the end of its stack, at no cost to compiled code.
 *
 * Every managed thread (the 64 MiB main managed thread and each started
 * Thread) runs on a pthread stack with an RT_STACK_GUARD_SIZE guard region
 * of inaccessible pages below it. rt_stackguard_attach records the range of
 * that region in the rt_thread and gives the thread an alternate signal
 * stack; one process-wide SIGSEGV handler (installed by rt_stackguard_init,
 * SA_ONSTACK) runs on that alternate stack, so it still works when the
 * thread's own stack is used up.
 *
 * Invariants:
 *  - A SIGSEGV is called a stack overflow only when it is a real fault
 *    (si_code > 0) on a managed thread and either the faulting address lies
 *    in the thread's guard range or the thread's stack pointer has gone
 *    below the bottom of its usable stack (by any amount up to SP_REACH: a
 *    frame may be far bigger than the guard; see is_overflow). Then the handler flushes the
 *    console buffer, writes "Stack overflow." to stderr and _exits with 134
 *    (.NET's status: the process aborts; nothing is caught, no finally runs).
 *  - Any other SIGSEGV gets the previous disposition back (the default, or
 *    a sanitizer's reporter) and is delivered again, so it still crashes as
 *    a crash (status 139 by default).
 *  - The handler touches no GC state and enters no safe region: the stack
 *    pointer it runs on is not the thread's stack, and a collector must not
 *    scan from it. The GC scans a thread's stack only from its saved stack
 *    pointer up, so it never reads the guard pages below.
 *  - An alternate stack already installed (a sanitizer's) is kept and left
 *    for its owner to free; only a stack this file mapped is unmapped, by
 *    rt_stackguard_detach, after the thread stops using it.
 */
#include "runtime_internal.h"
#include "common/kiln_stack.h"

#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

/* Size of the alternate signal stack this file maps for a thread. */
#define ALT_STACK_SIZE ((size_t)64 << 10)
/* An existing alternate stack at least this big is used as it is. */
#define ALT_STACK_MIN ((size_t)16 << 10)
/* Slack below the guard region where a faulting address still reads as an
 * overflow (a frame bigger than the guard can skip over it). */
#define GUARD_SLACK ((size_t)64 << 10)
/* How far below the usable stack the stack pointer may be and still mean an
 * overflow: any frame a compiler makes (a method with 20,000 live locals
 * is 160 KiB), far less than the distance to anything else a thread's
 * stack pointer points into. */
#define SP_REACH ((uintptr_t)256 << 20)

static const char overflow_msg[] = "Stack overflow.\n";

/* The stack pointer at the fault, or 0 where the platform is not known. */
static uintptr_t fault_sp(void *ucv)
{
#if defined(__x86_64__) && defined(REG_RSP)
    return (uintptr_t)((ucontext_t *)ucv)->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
    return (uintptr_t)((ucontext_t *)ucv)->uc_mcontext.sp;
#else
    (void)ucv;
    return 0;
#endif
}

/* Is sp on the alternate signal stack? (A fault inside a signal handler
 * running there is not an overflow of the thread's stack.) */
static bool on_alt_stack(uintptr_t sp)
{
    stack_t ss;
    if (sigaltstack(NULL, &ss) != 0 || (ss.ss_flags & SS_DISABLE))
        return false;
    return sp >= (uintptr_t)ss.ss_sp && sp - (uintptr_t)ss.ss_sp < ss.ss_size;
}

/* The rule (the same for the main thread, whose guard is the kernel's gap
 * below the process stack, and for a started thread, whose guard is
 * RT_STACK_GUARD_SIZE): a real fault is an overflow when its address is in
 * the guard range, or when the stack pointer itself is below the usable
 * stack, however far (a frame bigger than the guard moves it past the guard
 * in one step; the first access can be anywhere in the new frame), within
 * SP_REACH and not on the signal stack. */
static bool is_overflow(const rt_thread *t, const siginfo_t *si, void *uc)
{
    if (!t || !t->stack_lo || si->si_code <= 0)
        return false;
    uintptr_t lo = (uintptr_t)t->stack_lo, glo = (uintptr_t)t->guard_lo;
    uintptr_t a = (uintptr_t)si->si_addr, sp = fault_sp(uc);
    if (a >= glo && a < lo)
        return true;
    return sp && sp < lo && lo - sp <= SP_REACH && !on_alt_stack(sp);
}

static _Noreturn void report_overflow(void)
{
    rt_console_flush_fatal();
    ssize_t n = write(2, overflow_msg, sizeof overflow_msg - 1);
    (void)n;
    _exit(134);
}

static void on_segv(int sig, siginfo_t *si, void *uc)
{
    if (is_overflow(rt_tls_thread, si, uc))
        report_overflow();
    /* Not ours: a crash. Buffered output first, then the previous
     * disposition handles the fault again. */
    rt_console_flush_fatal();
    sigaction(SIGSEGV, &rt_state.stackguard.prev_segv, NULL);
    if (si->si_code <= 0)
        raise(sig);
}

void rt_stackguard_init(void)
{
    if (rt_state.stackguard.installed)
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGSEGV, &sa, &rt_state.stackguard.prev_segv) == 0)
        rt_state.stackguard.installed = 1;
}

/* Give the calling thread an alternate signal stack unless it has one. */
static void alt_stack_attach(rt_thread *t)
{
    stack_t cur;
    if (sigaltstack(NULL, &cur) == 0 && !(cur.ss_flags & SS_DISABLE) && cur.ss_size >= ALT_STACK_MIN)
        return;
    void *p = mmap(NULL, ALT_STACK_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return;
    stack_t ss = {.ss_sp = p, .ss_flags = 0, .ss_size = ALT_STACK_SIZE};
    if (sigaltstack(&ss, NULL) != 0) {
        munmap(p, ALT_STACK_SIZE);
        return;
    }
    t->alt_stack = p;
}

void rt_stackguard_attach(rt_thread *t)
{
    void *lo = NULL;
    size_t size = 0, guard = 0;
    if (kiln_stack_bounds(&lo, &size, &guard) && lo && (uintptr_t)lo > guard + GUARD_SLACK) {
        t->stack_lo = lo;
        t->guard_lo = (char *)lo - guard - GUARD_SLACK;
    }
    alt_stack_attach(t);
}

void rt_stackguard_detach(rt_thread *t)
{
    if (t->alt_stack) {
        stack_t off = {.ss_sp = NULL, .ss_flags = SS_DISABLE, .ss_size = 0};
        sigaltstack(&off, NULL);
        munmap(t->alt_stack, ALT_STACK_SIZE);
        t->alt_stack = NULL;
    }
    t->stack_lo = t->guard_lo = NULL;
}

#if defined(__SANITIZE_ADDRESS__)
/* AddressSanitizer's hook for a program's default options (ASAN_OPTIONS
 * still wins): locals stay on the real stack, where the GC's conservative
 * scan finds them (with detect_stack_use_after_return they would live on a
 * heap "fake stack" the scan does not see, and live objects would be
 * freed), and the handler above may replace ASan's SIGSEGV handler. */
const char *__asan_default_options(void);
const char *__asan_default_options(void)
{
    return "detect_stack_use_after_return=0:allow_user_segv_handler=1";
}
#endif
