/* image_load.c - the load-time half of runtime/image.h: resolving an image's
 * constants-table descriptors against the loaded modules, and publishing its
 * method table in the entry cells. Used by the AOT start-up (libkilnrt) and
 * by the code cache after dlopen; it contains no code generator.
 *
 * Invariants: nothing is written unless the descriptor is valid for the
 * loaded modules; the error names the first bad descriptor.
 */
#include "image.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "runtime.h"

static rt_module *module_at(uint32_t i) { return i < rt_state.nmodules ? rt_state.modules[i] : NULL; }

/* The value of constant i (earlier slots already filled), or NULL. */
static void *resolve(const rt_image *img, uint32_t i)
{
    const uint32_t *d = img->const_desc + 1 + 3 * (size_t)i;
    uint32_t kind = d[0], row = d[2];
    rt_module *mod = module_at(d[1]);
    switch (kind) {
    case RT_CONST_PRIM:
        return row <= RT_KIND_PRIM_LAST ? rt_prim_type((rt_kind)row) : NULL;
    case RT_CONST_ARRAY:
        return row < i && *img->const_slots[row] ? rt_array_type(*img->const_slots[row]) : NULL;
    default:
        break;
    }
    if (!mod)
        return NULL;
    switch (kind) {
    case RT_CONST_METHOD: return row < mod->km->methods.n ? rt_method_ready(mod->methods[row]) : NULL;
    case RT_CONST_TYPE: return row < mod->km->typedefs.n ? mod->types[row] : NULL;
    case RT_CONST_STATICS: return row < mod->km->typedefs.n ? mod->types[row]->statics : NULL;
    case RT_CONST_STRING_CELL: return row < mod->km->strings.n ? &mod->strings[row] : NULL;
    case RT_CONST_MODULE: return mod;
    default: return NULL;
    }
}

/* A setting's value (0 is a value, not a failure); false if row is none. */
static bool resolve_setting(uint32_t row, void **v)
{
    switch (row) {
    case RT_SETTING_THINLOCK_NATIVE: *v = (void *)(uintptr_t)(rt_state.thinlock_native != 0); return true;
    case RT_SETTING_FATLOCK_NATIVE: *v = (void *)(uintptr_t)(rt_state.fatlock_native != 0); return true;
    default: return false;
    }
}

int rt_image_fill_consts(const rt_image *img, char *err, size_t errlen)
{
    uint32_t n = img->const_desc[0];
    for (uint32_t i = 0; i < n; i++) {
        const uint32_t *desc = img->const_desc + 1 + 3 * (size_t)i;
        void *v = NULL;
        if (desc[0] == RT_CONST_SETTING ? !resolve_setting(desc[2], &v) : !(v = resolve(img, i))) {
            const uint32_t *d = img->const_desc + 1 + 3 * (size_t)i;
            snprintf(err, errlen, "compiled code: constant %u (kind %u, module %u, row %u) does not resolve", i,
                     d[0], d[1], d[2]);
            return -1;
        }
        *img->const_slots[i] = v;
    }
    return 0;
}

int rt_image_publish_methods(const rt_image *img, char *err, size_t errlen)
{
    uint32_t n = img->method_desc[0];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t mi = img->method_desc[1 + 2 * i], row = img->method_desc[2 + 2 * i];
        rt_module *mod = module_at(mi);
        if (!mod || row >= mod->km->methods.n) {
            snprintf(err, errlen, "compiled code: method %u (module %u, row %u) does not resolve", i, mi, row);
            return -1;
        }
        void *expected = NULL;
        rt_method_ready(mod->methods[row]);   /* its frames print its signature */
        atomic_compare_exchange_strong_explicit(&mod->methods[row]->entry, &expected, img->method_fns[i],
                                                memory_order_release, memory_order_relaxed);
    }
    return 0;
}
