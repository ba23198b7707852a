/* gc_testing.h - the collector's test hooks. Only tests include this
 * header: a process runs one heap from gc_init to exit.
 */
#ifndef KILN_GC_TESTING_H
#define KILN_GC_TESTING_H

#include "gc/gc.h"

/* Release the heap so gc_init may run again; every thread must be
 * detached first. */
void gc_shutdown(void);

/* A minor collection now (the allocator decides when, otherwise). */
void gc_collect_minor(gc_thread *t);

#endif
