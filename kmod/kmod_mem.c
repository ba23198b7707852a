/* kmod_mem.c - the allocation funnel of kmod_mem.h and its test control
 * (kmod_mem_testing.h).
 *
 * Invariants: funnel_state is the library's only mutable state; it is
 * written only by kmod_mem_testing_arm/disarm, and with armed false (every
 * run outside the failure-injection tests) the funnel is malloc/calloc/
 * realloc/free behind one relaxed load.
 */
#include "kmod/kmod_mem_testing.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

static struct {
    atomic_bool armed;             /* a test is counting */
    _Atomic uint64_t count;        /* allocations numbered since arming */
    uint64_t fail_at;              /* the number that fails (0: none) */
    kmod_mem_observer *observe;    /* sees every number and site, or NULL */
    void *ctx;
} funnel_state;

bool kmod_mem_grant_at(const char *site)
{
    if (!atomic_load_explicit(&funnel_state.armed, memory_order_relaxed))
        return true;
    uint64_t n = atomic_fetch_add_explicit(&funnel_state.count, 1, memory_order_relaxed) + 1;
    if (funnel_state.observe)
        funnel_state.observe(n, site, funnel_state.ctx);
    return n != funnel_state.fail_at;
}

void *kmod_mem_alloc_at(size_t n, const char *site)
{
    return kmod_mem_grant_at(site) ? malloc(n ? n : 1) : NULL;
}

void *kmod_mem_calloc_at(size_t n, size_t size, const char *site)
{
    return kmod_mem_grant_at(site) ? calloc(n ? n : 1, size ? size : 1) : NULL;
}

void *kmod_mem_realloc_at(void *p, size_t n, const char *site)
{
    return kmod_mem_grant_at(site) ? realloc(p, n ? n : 1) : NULL;
}

char *kmod_mem_strndup_at(const char *s, size_t n, const char *site)
{
    char *d = kmod_mem_alloc_at(n + 1, site);
    if (d) {
        memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

void kmod_mem_free(void *p) { free(p); }

void kmod_mem_testing_arm(uint64_t fail_at, kmod_mem_observer *observe, void *ctx)
{
    funnel_state.fail_at = fail_at;
    funnel_state.observe = observe;
    funnel_state.ctx = ctx;
    atomic_store(&funnel_state.count, 0);
    atomic_store(&funnel_state.armed, true);
}

uint64_t kmod_mem_testing_disarm(void)
{
    atomic_store(&funnel_state.armed, false);
    funnel_state.observe = NULL;
    return atomic_load(&funnel_state.count);
}
