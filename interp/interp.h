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

/* Tiering: the interpreter counts calls and loop iterations and hands hot
 * methods and loops to the compiling tier through rt_state.tier, and its
 * frames to OSR functions as rt_tier_frame (runtime/tier.h, the contract). */

/* Decode m's body as interp_prepare would (discarding the result) and
 * write, per instruction of its typed body (rt_method_body's ninsns entries), what
 * the decoder read and acted on (runtime.h's rt_insn_view). 0, or -1 with
 * an exception pending. For the engine-agreement test. */
int interp_body_view(rt_method *m, rt_insn_view *out);

#endif
