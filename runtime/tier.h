/* tier.h - the one contract between the tier-0 interpreter (interp/) and a
 * compiling tier (jit/tier.c): the hooks the interpreter calls when a
 * method or a loop gets hot, and the frame an OSR function receives.
 *
 * Tiering: a compiling tier installs its hooks with rt_set_tier before any
 * method runs (jit_tier_configure does; nothing else wires them). With
 * call_threshold > 0 every interpreted method counts its calls
 * (m->call_count) and promote(m) runs once, on the call that reaches the
 * threshold. With loop_threshold > 0 the interpreter's decoder puts a LOOP
 * instruction at every loop header (target of a backward branch); its
 * counter reaching the threshold at a header where the evaluation stack is
 * empty and no handler is running calls osr_request(m, il_offset) once,
 * which returns a cell (NULL: refused) that will hold an rt_tier_osr_fn
 * continuing m at that header. The interpreter then hands its frame over
 * (rt_tier_frame) and returns the frame's result as the method's.
 * Whenever the interpreter calls a method whose entry cell holds code that
 * is not its own closure, it calls that code.
 *
 * Invariants: the hooks are set once, before the first method runs, and
 * never change; a threshold whose hook is NULL is 0 (rt_set_tier).
 */
#ifndef KILN_RUNTIME_TIER_H
#define KILN_RUNTIME_TIER_H

#include <stdatomic.h>
#include <stdint.h>

struct rt_method;

/* An interpreter frame as an OSR function sees it. Slots are 8 bytes, the
 * arguments' first being `this` for an instance method; a value narrower
 * than 8 bytes is in the low bytes of its slot. The OSR function reads
 * args and locals and, for a method that returns a value, stores it in ret
 * as the interpreter keeps a result: i4 sign-extended to 8 bytes, an
 * unsigned or narrower kind zero-extended, r8 as its bits, a reference as
 * the pointer. ret is left untouched when an exception leaves the
 * function (pending on the thread, the frame already in its trace). */
typedef struct rt_tier_frame {
    uint64_t *args;              /* the interpreter's argument slots */
    uint64_t *locals;            /* its local slots */
    uint64_t ret;                /* the method's result (see above) */
} rt_tier_frame;

/* The OSR function of a method at one loop header: runs the method from
 * that header to its end on the interpreter's frame. */
typedef void rt_tier_osr_fn(rt_tier_frame *frame);

/* A compiling tier's hooks (rt_set_tier). */
typedef struct rt_tier_hooks {
    uint32_t call_threshold;     /* 0: no call counting */
    uint32_t loop_threshold;     /* 0: no loop counting, no OSR */
    /* queue m (with IL) for compilation; called once per method */
    void (*promote)(struct rt_method *m);
    /* queue the OSR function of m at loop header il_off; the cell that
     * will hold its rt_tier_osr_fn (NULL: refused); once per header */
    _Atomic(void *) *(*osr_request)(struct rt_method *m, uint32_t il_off);
} rt_tier_hooks;

/* Install the tier's hooks (copied; runtime.c). */
void rt_set_tier(const rt_tier_hooks *hooks);

#endif
