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

/* The old-generation cycle step by step (docs/gc.md, "Incremental
 * marking"): a minor collection that begins it; a slice scanning at most
 * `budget` grey objects (returns how many are left grey); the remark that
 * ends it; whether one is running. */
void gc_cycle_begin(gc_thread *t);
size_t gc_cycle_slice(gc_thread *t, size_t budget);
void gc_cycle_remark(gc_thread *t);
int gc_cycle_active(void);
/* A minor collection in slices, step by step (docs/gc.md, "Minor
 * collections in slices"): its first pause scans at most `budget` young
 * objects after the roots and the cards, and leaves it open if grey ones
 * are left; a slice scans at most `budget` more (returns how many are
 * left grey); gc_collect_minor closes it; whether one is open. */
void gc_minor_open(gc_thread *t, size_t budget);
size_t gc_minor_slice(gc_thread *t, size_t budget);
int gc_minor_is_open(void);
/* The time a slice may take, whatever its budget (default GC_SLICE_NS,
 * 3 ms; UINT64_MAX: none). The clock is read every 4096 objects. */
void gc_debug_set_slice_ns(uint64_t ns);

/* Drains in which the helper markers joined in (docs/gc.md, "Parallel
 * marking"). */
uint64_t gc_debug_parallel_drains(void);
/* 1: every large drain is parallel, whether the last ones paid or not
 * (so a test on a busy machine sees the helpers every time). */
void gc_debug_parallel_always(int on);

#endif
