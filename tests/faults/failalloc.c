/* failalloc.c - an LD_PRELOAD shim that makes the Nth allocation of a
 * process fail (malloc, calloc, realloc return NULL with errno ENOMEM),
 * for tests/faults/compile_oom.py. KILN_FAIL_ALLOC_AT=N (1-based) picks
 * the allocation; unset, nothing fails. KILN_FAIL_ALLOC_COUNT=1 prints
 * "allocations=N" on standard error at exit, so the test can sweep them.
 *
 * Invariants: the real allocator is found with dlsym(RTLD_NEXT); the
 * calloc calls dlsym itself makes before that are served from a static
 * buffer, and free ignores pointers into it.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static void (*real_free)(void *);
static long count, fail_at = -1;
static int ready, resolving;
static _Alignas(16) char boot[8192];
static size_t boot_used;

static void resolve(void)
{
    if (ready || resolving)
        return;
    resolving = 1;
    void *sym;   /* object to function pointer through memcpy (ISO C) */
    sym = dlsym(RTLD_NEXT, "malloc");
    memcpy(&real_malloc, &sym, sizeof sym);
    sym = dlsym(RTLD_NEXT, "calloc");
    memcpy(&real_calloc, &sym, sizeof sym);
    sym = dlsym(RTLD_NEXT, "realloc");
    memcpy(&real_realloc, &sym, sizeof sym);
    sym = dlsym(RTLD_NEXT, "free");
    memcpy(&real_free, &sym, sizeof sym);
    const char *at = getenv("KILN_FAIL_ALLOC_AT");
    fail_at = at ? atol(at) : -1;
    resolving = 0;
    ready = 1;
}

/* Counts every allocation; the one numbered fail_at fails. */
static int fail_now(void)
{
    if (++count != fail_at)
        return 0;
    errno = ENOMEM;
    return 1;
}

void *malloc(size_t n)
{
    resolve();
    if (!ready)
        return NULL;
    if (fail_now())
        return NULL;
    return real_malloc(n);
}

void *calloc(size_t a, size_t b)
{
    if (!ready) {
        if (resolving) {   /* dlsym's own allocation */
            size_t n = (a * b + 15) & ~(size_t)15;
            if (boot_used + n > sizeof boot)
                return NULL;
            void *p = boot + boot_used;
            boot_used += n;
            memset(p, 0, n);
            return p;
        }
        resolve();
    }
    if (fail_now())
        return NULL;
    return real_calloc(a, b);
}

void *realloc(void *p, size_t n)
{
    resolve();
    if (fail_now())
        return NULL;
    return real_realloc(p, n);
}

void free(void *p)
{
    if ((char *)p >= boot && (char *)p < boot + sizeof boot)
        return;
    resolve();
    real_free(p);
}

__attribute__((destructor)) static void report(void)
{
    if (getenv("KILN_FAIL_ALLOC_COUNT"))
        fprintf(stderr, "allocations=%ld\n", count);
}
