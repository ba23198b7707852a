/* aot_main.c - main() of every executable `kiln aot` writes (in libkilnrt.a).
 * The image blob and the four table globals are defined by the generated
 * code (aot.h, runtime/image.h); their names are fixed by the generator,
 * not by this file's owner prefix.
 */
#include "aot/aot.h"

extern const uint8_t kiln_aot_image[];
extern const uint32_t kiln_const_desc[];
extern void **const kiln_const_slots[];
extern const uint32_t kiln_method_desc[];
extern void *const kiln_method_fns[];

/* The tables of the -O0 object (AOT_SIDE_TABLES_SUFFIX), present only when
 * the program has methods over the compile budget: weak, NULL otherwise. */
extern const uint32_t kiln_const_desc_O0[] __attribute__((weak));
extern void **const kiln_const_slots_O0[] __attribute__((weak));
extern const uint32_t kiln_method_desc_O0[] __attribute__((weak));
extern void *const kiln_method_fns_O0[] __attribute__((weak));

int main(int argc, char **argv)
{
    rt_image tables = {kiln_const_desc, kiln_const_slots, kiln_method_desc, kiln_method_fns};
    rt_image side = {kiln_const_desc_O0, kiln_const_slots_O0, kiln_method_desc_O0, kiln_method_fns_O0};
    return aot_run(argc, argv, kiln_aot_image, &tables, kiln_const_desc_O0 ? &side : NULL);
}
