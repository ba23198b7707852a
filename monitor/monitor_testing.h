/* monitor_testing.h - the monitor's test hooks: inspection of a header's
 * sync index and the subsystem's process-wide locks (the "no process-wide
 * lock on any per-operation path" tests of docs/locks.md). Only tests
 * include this header; production code has no use for any of it.
 */
#ifndef KILN_MONITOR_TESTING_H
#define KILN_MONITOR_TESTING_H

#include <pthread.h>

#include "monitor/monitor.h"

/* The sync index in o's header, 0 if not inflated. */
uint32_t mon_sync_index(rt_object *o);
/* Hold / release the sync-table lock (tests of "no process-wide lock"). */
void mon_test_hold_table_lock(void);
void mon_test_release_table_lock(void);
/* Add a chunk to the sync-block table now (needs the table lock). */
void mon_test_grow_table(void);
/* The subsystem's process-wide mutexes, for hold tests (docs/locks.md). */
pthread_mutex_t *mon_test_table_lock(void);
pthread_mutex_t *mon_test_dumper_lock(void);

#endif
