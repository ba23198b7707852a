/* kiln_stack.h - the calling thread's stack: its lowest address, size and
 * guard size, for every folder that guards or scans a stack (the
 * frontend's recursion limit, the interpreter's overflow check, the
 * collector's scan, the runtime's guard pages). Header-only, like
 * kiln_assert.h.
 *
 * The main thread's stack is found without reading /proc/self/maps, which
 * is what pthread_getattr_np does for it (~100 us and ~120K instructions
 * of a cold start): the kernel puts the exec file name at the very top of
 * the initial stack (AT_EXECFN, just below the end of its mapping) and
 * lets the stack grow down to RLIMIT_STACK below that end. Other threads,
 * and a main thread with an unlimited stack, ask pthread_getattr_np.
 */
#ifndef KILN_STACK_H
#define KILN_STACK_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <unistd.h>

static inline bool kiln_main_stack(void **lo, size_t *size)
{
    struct rlimit rl;
    const char *fn = (const char *)getauxval(AT_EXECFN);
    long page = sysconf(_SC_PAGESIZE);
    if (getpid() != gettid() || !fn || page <= 0 || getrlimit(RLIMIT_STACK, &rl) != 0 ||
        rl.rlim_cur == RLIM_INFINITY)
        return false;
    uintptr_t top = ((uintptr_t)fn + strlen(fn) + 1 + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    uintptr_t here = (uintptr_t)&rl;
    if (here >= top || rl.rlim_cur >= top || top - rl.rlim_cur > here)
        return false;
    *lo = (void *)(top - rl.rlim_cur);
    *size = rl.rlim_cur;
    return true;
}

/* The calling thread's stack [*lo, *lo + *size) and the guard below it (0
 * for the main thread: the kernel keeps a gap). false: unknown. */
static inline bool kiln_stack_bounds(void **lo, size_t *size, size_t *guard)
{
    *guard = 0;
    if (kiln_main_stack(lo, size))
        return true;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0)
        return false;
    bool ok = pthread_attr_getstack(&attr, lo, size) == 0;
    pthread_attr_getguardsize(&attr, guard);
    pthread_attr_destroy(&attr);
    return ok;
}

#endif
