/* image.h - the tables that compiled code carries when it runs in another
 * process than the one that lowered it (an AOT executable, a code-cache
 * shared object): the constants table and the method table.
 *
 * Compiled code never embeds a runtime address in that case, nor reads
 * rt_state. Every rt_method *, rt_type *, statics block, string cell or
 * module it needs, and every runtime setting it tests, is one slot (a
 * pointer-sized global of the generated code) described by a
 * (kind, module, row) triple; rt_image_fill_consts resolves the triples
 * against the loaded modules and stores the addresses in the slots before
 * any of the code runs. The method table names, for every compiled method,
 * its (module, method row) and its function; rt_image_publish_methods
 * stores those functions in the methods' entry cells.
 *
 * Generated-code globals (jit/lower.c emits them in tables mode; the names
 * are fixed, so a loader finds them with dlsym or by an extern):
 *   RT_IMAGE_CONST_DESC   const uint32_t[]: count, then count (kind, module, row)
 *   RT_IMAGE_CONST_SLOTS  void **[]: the address of each constant's slot
 *   RT_IMAGE_METHOD_DESC  const uint32_t[]: count, then count (module, row)
 *   RT_IMAGE_METHOD_FNS   void *[]: each method's C-ABI function
 * Module indexes are positions in rt_state.modules (corelib 0, program 1):
 * the process that loads the code must load the same modules in the same
 * order (the AOT start-up and the code cache both do).
 *
 * Invariants: a slot is written once, before the code that reads it can run;
 * an ARRAY descriptor's row names an earlier constant (its element type), so
 * filling in order resolves it.
 */
#ifndef KILN_RUNTIME_IMAGE_H
#define KILN_RUNTIME_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#define RT_IMAGE_CONST_DESC "kiln_const_desc"
#define RT_IMAGE_CONST_SLOTS "kiln_const_slots"
#define RT_IMAGE_METHOD_DESC "kiln_method_desc"
#define RT_IMAGE_METHOD_FNS "kiln_method_fns"

/* What a constants-table slot holds. */
typedef enum rt_const_kind {
    RT_CONST_METHOD = 1,     /* rt_method *: modules[module]->methods[row] */
    RT_CONST_TYPE,           /* rt_type *: modules[module]->types[row] (a typedef) */
    RT_CONST_PRIM,           /* rt_type *: rt_prim_type(row) (module unused) */
    RT_CONST_ARRAY,          /* rt_type *: rt_array_type(value of constant `row`) */
    RT_CONST_STATICS,        /* uint8_t *: modules[module]->types[row]->statics */
    RT_CONST_STRING_CELL,    /* rt_string **: &modules[module]->strings[row] */
    RT_CONST_MODULE,         /* rt_module *: modules[module] (row unused) */
    RT_CONST_SETTING,        /* the value (0 or 1, not an address) of runtime setting `row`
                                (rt_const_setting; module unused) */
    RT_CONST_KIND_END
} rt_const_kind;

/* The runtime settings compiled code reads (RT_CONST_SETTING rows). The
 * process running the code fixes them before it loads any (cmd_run from
 * --thinlock/--fatlock and the environment, aot_start from the image), so
 * code never reads rt_state: it does not depend on rt_vm's layout. */
typedef enum rt_const_setting {
    RT_SETTING_THINLOCK_NATIVE,  /* rt_state.thinlock_native (--thinlock=native) */
    RT_SETTING_FATLOCK_NATIVE,   /* rt_state.fatlock_native (--fatlock=native) */
    RT_SETTING_END
} rt_const_setting;

/* One image's tables as the loader sees them. */
typedef struct rt_image {
    const uint32_t *const_desc;      /* RT_IMAGE_CONST_DESC */
    void **const *const_slots;       /* RT_IMAGE_CONST_SLOTS */
    const uint32_t *method_desc;     /* RT_IMAGE_METHOD_DESC */
    void *const *method_fns;         /* RT_IMAGE_METHOD_FNS */
} rt_image;

/* Resolve every constant and store it in its slot. 0, or -1 with a one-line
 * reason in err (a module or row the loaded modules do not have). */
int rt_image_fill_consts(const rt_image *img, char *err, size_t errlen);
/* Store every method's function in its entry cell (release order); methods
 * whose cell is already set keep it. 0, or -1 with a reason in err. */
int rt_image_publish_methods(const rt_image *img, char *err, size_t errlen);

#endif
