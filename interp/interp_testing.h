/* interp_testing.h - the interpreter's test hooks. Only tests include this
 * header.
 */
#ifndef KILN_INTERP_TESTING_H
#define KILN_INTERP_TESTING_H

#include <stdbool.h>

/* From now on decode stfld of a reference field without its write barrier
 * (as a plain 8-byte store): the negative control of the collector's
 * remembered-set check (KILN_GCVERIFY), tests/interp. Costs nothing when
 * off: the choice is made once per decoded instruction. */
void interp_test_drop_field_barrier(bool drop);

#endif
