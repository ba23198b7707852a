/* interp.h - Kiln's tier-0 interpreter: a direct-threaded interpreter over
 * verified IL, the engine behind `kiln run --mode=interp`.
 *
 * interp_init registers the interpreter as the runtime's engine
 * (rt_set_engine): from then on rt_method_entry(m) gives every method a
 * C-ABI entry point (a libffi closure running the interpreter for methods
 * with IL, the native itself for bound internal calls), so the runtime can
 * run class initializers, thread entry points and ToString from C.
 *
 * Invariants: a method body is decoded once, on its first call, into an
 * instruction array with resolved operands; the decoded form, once
 * published, never changes; an entry point changes only from the
 * interpreter's closure to compiled code (a tier publishing it). Interpreter
 * frames live on the C stack, which the GC scans conservatively.
 */
#ifndef KILN_INTERP_H
#define KILN_INTERP_H

#include <stdint.h>

#include "runtime/runtime.h"

/* Register the interpreter as the runtime's engine. Call after rt_init. */
void interp_init(void);

/* The engine's prepare hook: make m->entry callable and return it. */
void *interp_prepare(rt_method *m);

/* Call m with its arguments in 8-byte slots (this first), storing the result
 * (if any) in *ret. An exception is left pending on the current thread. */
void interp_invoke(rt_method *m, uint64_t *args, uint64_t *ret);

/* Tiering hooks (`kiln run --mode=tiered`; jit/tier.c provides them, the cli
 * connects the two). With call_threshold > 0 every interpreted method counts
 * its calls (m->call_count) and promote(m) runs once, on the call that
 * reaches the threshold. With loop_threshold > 0 the decoder puts a LOOP
 * instruction at every loop header (target of a backward branch); its
 * counter reaching the threshold at a header where the evaluation stack is
 * empty and no handler is running calls osr_request(m, il_offset) once,
 * which returns a cell (NULL: refused) that will hold an OSR function
 *   ret_type osr(uint64_t *args, uint64_t *locals)
 * (the method's return type; 8-byte slots as the interpreter keeps them)
 * that continues the method at that header. The interpreter then hands its
 * frame over and returns the OSR function's result as the method's.
 * Whenever the interpreter calls a method whose entry cell holds code that
 * is not its own closure, it calls that code. Set before any method runs. */
typedef struct interp_tier {
    uint32_t call_threshold;                 /* 0: no call counting */
    uint32_t loop_threshold;                 /* 0: no loop counting, no OSR */
    void (*promote)(rt_method *m);
    _Atomic(void *) *(*osr_request)(rt_method *m, uint32_t il_off);
} interp_tier;
void interp_set_tier(const interp_tier *t);

#endif
