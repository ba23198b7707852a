/* kmod_mem_testing.h - test-only control of the allocation funnel
 * (kmod_mem.h): count the allocations a piece of code makes, name their
 * sites, and fail the Nth on purpose. Only tests include this header.
 *
 * Invariants: while armed, every allocation through the funnel (and every
 * kmod_mem_grant) is numbered from 1 in call order; the one numbered
 * fail_at returns NULL (false) without allocating; the observer, if any,
 * sees each number and site before the allocation happens. Not for use
 * while other threads allocate (the numbering would not be reproducible).
 */
#ifndef KILN_KMOD_MEM_TESTING_H
#define KILN_KMOD_MEM_TESTING_H

#include <stdint.h>

#include "kmod/kmod_mem.h"

typedef void kmod_mem_observer(uint64_t n, const char *site, void *ctx);

/* Start numbering at 0; fail allocation fail_at (0: none). */
void kmod_mem_testing_arm(uint64_t fail_at, kmod_mem_observer *observe, void *ctx);
/* Stop; returns how many allocations were numbered. */
uint64_t kmod_mem_testing_disarm(void);

#endif
