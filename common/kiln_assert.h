/* kiln_assert.h - internal checks: KILN_ASSERT(cond) states an invariant a
 * header promises (an object header, a heap block, a type's layout, a
 * module's tables, a monitor's state). It is not input validation: bad
 * input gets an error through its layer's protocol, never an assertion.
 *
 * On in every build unless configured with -Dassertions=false (meson
 * option, default true: the builds the tests and CI run have them); a
 * failure prints one line, "kiln: internal error: FILE:LINE: FUNC: COND",
 * and aborts. Off, the condition is not evaluated (keep it free of side
 * effects). Header-only: any folder may include it (gc/ included).
 */
#ifndef KILN_ASSERT_H
#define KILN_ASSERT_H

#include <stdio.h>
#include <stdlib.h>

#ifndef KILN_ASSERTIONS
#define KILN_ASSERTIONS 1
#endif

#if KILN_ASSERTIONS
#define KILN_ASSERT(cond) \
    ((cond) ? (void)0 : (fprintf(stderr, "kiln: internal error: %s:%d: %s: %s\n", __FILE__, \
                                 __LINE__, __func__, #cond), abort()))
#else
#define KILN_ASSERT(cond) ((void)sizeof((cond) ? 1 : 0))
#endif

#endif
