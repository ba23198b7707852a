/* jit_testing.h - the JIT's test hooks: its process-wide locks, for the
 * "hold it and the rest goes on" tests of docs/locks.md. Only tests include
 * this header; compiled code never takes these locks.
 */
#ifndef KILN_JIT_TESTING_H
#define KILN_JIT_TESTING_H

#include <pthread.h>
#include <stdbool.h>

/* The lock that guards loading libgccjit (gccjit.c). */
pthread_mutex_t *jit_debug_load_lock(void);
/* Take (true) or release (false) tier.c's queue lock on the calling thread. */
void jit_tier_hold_lock_for_test(bool hold);

#endif
