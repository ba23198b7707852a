/* gc_thread.c - attached threads and the stop-the-world protocol.
 *
 * Protocol (docs/gc.md, "Suspension"):
 *  - The collector holds collect_lock and threads_lock, sets
 *    gc_stop_requested, then waits on parked_cond until every other attached
 *    thread is GC_PARKED or GC_SAFE. It clears the flag and broadcasts
 *    resume_cond at the end.
 *  - Before a thread publishes PARKED or SAFE (seq_cst store) it has saved its
 *    callee-saved registers and stack pointer in its gc_thread, so the
 *    collector reads a complete context after seeing the state.
 *  - gc_safe_leave stores RUNNING and then reads the flag (seq_cst, Dekker
 *    style against the collector's store-flag/read-state), so either the
 *    collector waits for this thread or this thread waits for the collector.
 *  - Fairness: a thread a collection held up (parked at a poll, or leaving
 *    a safe region: a woken Monitor.Wait) is running again before the next
 *    collection may begin. It counts itself in gc_st.held while it waits,
 *    and on its way out stores RUNNING with stw_lock still held, while the
 *    flag is down; gc_stop_world waits for held == 0 before raising the
 *    flag. Without this, a thread collecting in a loop re-raised the flag
 *    before a woken thread could take stw_lock, and the woken thread went
 *    back to sleep, collection after collection (GC.Collect in a loop
 *    starved Monitor.Wait users for minutes).
 *  - Attach and detach take threads_lock, which a collection holds
 *    throughout: a thread attaching during a collection waits for its end; a
 *    detaching thread goes GC_SAFE first so the collector does not wait on it.
 */
#include "gc/gc_internal.h"
#include "common/kiln_stack.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

atomic_int gc_stop_requested;

_Static_assert(sizeof(jmp_buf) >= 6 * sizeof(uintptr_t), "jmp_buf too small for registers");

#if !(defined(__x86_64__) && defined(__GNUC__))
/* A frame below the caller's, so the caller's register spills lie above it. */
static __attribute__((noinline)) void *current_sp(void)
{
    return __builtin_frame_address(0);
}
#endif

/* Record callee-saved registers and the stack pointer of the caller. Not
 * inlined: the caller's spills of its callers' registers then lie above the
 * recorded sp. glibc mangles rbp in a jmp_buf, so x86-64 stores raw values. */
__attribute__((noinline)) void gc_thread_save_context(gc_thread *t)
{
#if defined(__x86_64__) && defined(__GNUC__)
    uintptr_t *r = (uintptr_t *)(void *)&t->regs;
    void *sp;
    __asm__ volatile("movq %%rbx, 0(%1)\n\t"
                     "movq %%rbp, 8(%1)\n\t"
                     "movq %%r12, 16(%1)\n\t"
                     "movq %%r13, 24(%1)\n\t"
                     "movq %%r14, 32(%1)\n\t"
                     "movq %%r15, 40(%1)\n\t"
                     "movq %%rsp, %0"
                     : "=r"(sp) : "r"(r) : "memory");
    t->stack_lo = sp;
#else
    __builtin_unwind_init();
    setjmp(t->regs);
    t->stack_lo = current_sp();
#endif
}

static void *stack_top_of_self(void)
{
    void *lo;
    size_t size, guard;
    if (!kiln_stack_bounds(&lo, &size, &guard)) {
        fprintf(stderr, "kiln: gc: cannot find the thread's stack\n");
        abort();
    }
    return (char *)lo + size;
}

void gc_thread_attach(gc_thread *t, void *stack_hi)
{
    if (!gc_st.initialized) {
        fprintf(stderr, "kiln: gc: gc_thread_attach before gc_init\n");
        abort();
    }
    gc_cache *c = calloc(1, sizeof *c);
    if (!c) {
        fprintf(stderr, "kiln: gc: out of memory attaching a thread\n");
        abort();
    }
    t->alloc_cache = c;
    t->stack_hi = stack_hi ? stack_hi : stack_top_of_self();
    t->stack_lo = NULL;
    t->bytes_allocated = 0;
    t->safe_depth = 0;
    t->context_held = 0;
    atomic_store(&t->state, GC_RUNNING);
    pthread_mutex_lock(&gc_st.threads_lock);
    pthread_mutex_lock(&gc_st.list_lock);
    t->next = gc_st.threads;
    gc_st.threads = t;
    pthread_mutex_unlock(&gc_st.list_lock);
    pthread_mutex_unlock(&gc_st.threads_lock);
}

void gc_thread_detach(gc_thread *t)
{
    if (t->safe_depth == 0)
        gc_safe_enter(t);   /* the collector must not wait for a leaving thread */
    pthread_mutex_lock(&gc_st.threads_lock);
    pthread_mutex_lock(&gc_st.heap_lock);
    gc_cache_flush(t);
    pthread_mutex_unlock(&gc_st.heap_lock);
    pthread_mutex_lock(&gc_st.list_lock);
    gc_thread **pp = &gc_st.threads;
    while (*pp && *pp != t)
        pp = &(*pp)->next;
    if (*pp)
        *pp = t->next;
    gc_st.bytes_detached += t->bytes_allocated;
    pthread_mutex_unlock(&gc_st.list_lock);
    pthread_mutex_unlock(&gc_st.threads_lock);
    free(t->alloc_cache);
    t->alloc_cache = NULL;
    t->next = NULL;
    t->safe_depth = 0;
    atomic_store(&t->state, GC_RUNNING);
}

/* Wake a collector that may be waiting for this thread to stop. */
static void notify_collector(void)
{
    pthread_mutex_lock(&gc_st.stw_lock);
    pthread_cond_broadcast(&gc_st.parked_cond);
    pthread_mutex_unlock(&gc_st.stw_lock);
}

/* stw_lock held: block until the current collection (if any) ends, then
 * run again: RUNNING is stored before stw_lock is released, so the next
 * collection (which raises the flag under stw_lock, after held is 0) waits
 * for this thread's next poll or safe region. */
static void wait_for_resume_then_run(gc_thread *t)
{
    gc_st.held++;
    while (atomic_load(&gc_stop_requested))
        pthread_cond_wait(&gc_st.resume_cond, &gc_st.stw_lock);
    atomic_store(&t->state, GC_RUNNING);
    if (--gc_st.held == 0)
        pthread_cond_broadcast(&gc_st.released_cond);
}

void gc_poll_slow(gc_thread *t)
{
    if (atomic_load_explicit(&t->state, memory_order_relaxed) == GC_SAFE)
        return;              /* already invisible to the collector */
    gc_context_record(t);
    pthread_mutex_lock(&gc_st.stw_lock);
    if (atomic_load(&gc_stop_requested)) {
        atomic_store(&t->state, GC_PARKED);
        pthread_cond_broadcast(&gc_st.parked_cond);
    }
    wait_for_resume_then_run(t);
    pthread_mutex_unlock(&gc_st.stw_lock);
}

#if defined(__x86_64__) && defined(__GNUC__)
/* gc_poll_slow_keep_registers: gc_poll_slow(rdi) for compiled code that
 * calls it from an asm statement clobbering nothing but the flags
 * (jit_emit_poll, docs/jit.md "Safepoints"), so GCC keeps loop-invariant
 * loads and values in registers across the poll. It therefore saves every
 * register the C ABI lets gc_poll_slow change (rax, rcx, rdx, rsi, rdi,
 * r8-r11, xmm0-15) and aligns the stack itself; the caller has stepped
 * over its red zone. The saved words lie above the stack_lo that
 * gc_thread_save_context records, so the collector scans them. */
__asm__(".section .text.gc_poll_slow_keep_registers,\"ax\",@progbits\n"
        ".globl gc_poll_slow_keep_registers\n"
        ".type gc_poll_slow_keep_registers, @function\n"
        "gc_poll_slow_keep_registers:\n"
        ".cfi_startproc\n"
        "pushq %rbp\n"
        ".cfi_def_cfa_offset 16\n"
        ".cfi_offset %rbp, -16\n"
        "movq %rsp, %rbp\n"
        ".cfi_def_cfa_register %rbp\n"
        "andq $-16, %rsp\n"
        "subq $336, %rsp\n"
        "movq %rax, 0(%rsp)\n movq %rcx, 8(%rsp)\n movq %rdx, 16(%rsp)\n"
        "movq %rsi, 24(%rsp)\n movq %rdi, 32(%rsp)\n movq %r8, 40(%rsp)\n"
        "movq %r9, 48(%rsp)\n movq %r10, 56(%rsp)\n movq %r11, 64(%rsp)\n"
        "movdqa %xmm0, 80(%rsp)\n movdqa %xmm1, 96(%rsp)\n movdqa %xmm2, 112(%rsp)\n"
        "movdqa %xmm3, 128(%rsp)\n movdqa %xmm4, 144(%rsp)\n movdqa %xmm5, 160(%rsp)\n"
        "movdqa %xmm6, 176(%rsp)\n movdqa %xmm7, 192(%rsp)\n movdqa %xmm8, 208(%rsp)\n"
        "movdqa %xmm9, 224(%rsp)\n movdqa %xmm10, 240(%rsp)\n movdqa %xmm11, 256(%rsp)\n"
        "movdqa %xmm12, 272(%rsp)\n movdqa %xmm13, 288(%rsp)\n movdqa %xmm14, 304(%rsp)\n"
        "movdqa %xmm15, 320(%rsp)\n"
        "call gc_poll_slow@PLT\n"
        "movq 0(%rsp), %rax\n movq 8(%rsp), %rcx\n movq 16(%rsp), %rdx\n"
        "movq 24(%rsp), %rsi\n movq 32(%rsp), %rdi\n movq 40(%rsp), %r8\n"
        "movq 48(%rsp), %r9\n movq 56(%rsp), %r10\n movq 64(%rsp), %r11\n"
        "movdqa 80(%rsp), %xmm0\n movdqa 96(%rsp), %xmm1\n movdqa 112(%rsp), %xmm2\n"
        "movdqa 128(%rsp), %xmm3\n movdqa 144(%rsp), %xmm4\n movdqa 160(%rsp), %xmm5\n"
        "movdqa 176(%rsp), %xmm6\n movdqa 192(%rsp), %xmm7\n movdqa 208(%rsp), %xmm8\n"
        "movdqa 224(%rsp), %xmm9\n movdqa 240(%rsp), %xmm10\n movdqa 256(%rsp), %xmm11\n"
        "movdqa 272(%rsp), %xmm12\n movdqa 288(%rsp), %xmm13\n movdqa 304(%rsp), %xmm14\n"
        "movdqa 320(%rsp), %xmm15\n"
        "movq %rbp, %rsp\n"
        "popq %rbp\n"
        ".cfi_def_cfa %rsp, 8\n"
        "ret\n"
        ".cfi_endproc\n"
        ".size gc_poll_slow_keep_registers, .-gc_poll_slow_keep_registers\n"
        ".text\n");
#endif

void gc_safe_enter(gc_thread *t)
{
    if (t->safe_depth++ > 0)
        return;
    gc_context_record(t);
    atomic_store(&t->state, GC_SAFE);
    if (atomic_load(&gc_stop_requested))
        notify_collector();
}

void gc_safe_leave(gc_thread *t)
{
    if (t->safe_depth <= 0) {
        fprintf(stderr, "kiln: gc: gc_safe_leave without gc_safe_enter\n");
        abort();
    }
    if (--t->safe_depth > 0)
        return;
    atomic_store(&t->state, GC_RUNNING);
    if (!atomic_load(&gc_stop_requested))
        return;
    /* A collection is on (and may be scanning this stack): back to SAFE
     * until it ends, then out as wait_for_resume_then_run says. */
    pthread_mutex_lock(&gc_st.stw_lock);
    atomic_store(&t->state, GC_SAFE);
    pthread_cond_broadcast(&gc_st.parked_cond);
    wait_for_resume_then_run(t);
    pthread_mutex_unlock(&gc_st.stw_lock);
}

static bool others_stopped(const gc_thread *self)
{
    for (const gc_thread *u = gc_st.threads; u; u = u->next)
        if (u != self && atomic_load(&((gc_thread *)u)->state) == GC_RUNNING)
            return false;
    return true;
}

/* threads_lock and collect_lock held. */
void gc_stop_world(gc_thread *self)
{
    pthread_mutex_lock(&gc_st.stw_lock);
    while (gc_st.held > 0)   /* the threads the last collection held run first */
        pthread_cond_wait(&gc_st.released_cond, &gc_st.stw_lock);
    atomic_store(&gc_stop_requested, 1);
    while (!others_stopped(self))
        pthread_cond_wait(&gc_st.parked_cond, &gc_st.stw_lock);
    pthread_mutex_unlock(&gc_st.stw_lock);
}

void gc_resume_world(void)
{
    pthread_mutex_lock(&gc_st.stw_lock);
    atomic_store(&gc_stop_requested, 0);
    pthread_cond_broadcast(&gc_st.resume_cond);
    pthread_mutex_unlock(&gc_st.stw_lock);
}

/* Give the thread's current blocks back (heap lock held or world stopped). */
void gc_cache_flush(gc_thread *t)
{
    gc_cache *c = t->alloc_cache;
    for (unsigned k = 0; k < GC_NCLASSES; k++) {
        if (c->cls[k].blk)
            gc_block_release_small(c->cls[k].blk);
        memset(&c->cls[k], 0, sizeof c->cls[k]);
    }
}

/* World stopped, before marking: no block stays owned across a sweep. */
void gc_cache_flush_all(void)
{
    for (gc_thread *u = gc_st.threads; u; u = u->next) {
        gc_cache *c = u->alloc_cache;
        for (unsigned k = 0; k < GC_NCLASSES; k++) {
            if (c->cls[k].blk)
                c->cls[k].blk->owned = 0;
            memset(&c->cls[k], 0, sizeof c->cls[k]);
        }
    }
}
