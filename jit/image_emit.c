/* image_emit.c - a batch compiled to a file instead of into memory: the AOT
 * compiler's executable and (for the code cache) a shared object. The
 * methods are lowered in tables mode, so the output embeds no address of
 * this process (docs/jit.md "Constants", runtime/image.h); blobs (the
 * metadata an AOT executable starts from) become initialized globals.
 *
 * Invariants: one context per image, released before returning; on failure
 * the output file may be left incomplete (the caller removes it).
 */
#include "jit/jit_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define G(fn) (api->gcc_jit_##fn)

static void emit_blob(const jit_gccjit_api *api, gcc_jit_context *ctx, const jit_blob *b)
{
    gcc_jit_type *u8 = G(context_get_type)(ctx, GCC_JIT_TYPE_UNSIGNED_CHAR);
    gcc_jit_type *at = G(context_new_array_type)(ctx, NULL, u8, (int)(b->len ? b->len : 1));
    gcc_jit_lvalue *g = G(context_new_global)(ctx, NULL, GCC_JIT_GLOBAL_EXPORTED, at, b->name);
    static const unsigned char zero = 0;
    G(global_set_initializer)(g, b->len ? b->data : &zero, b->len ? b->len : 1);
}

int jit_compile_image(rt_method *const *methods, uint32_t n, const jit_image_opts *o, char *err, size_t errlen)
{
    const jit_gccjit_api *api = jit_gccjit_load(err, errlen);
    if (!api)
        return -1;
    gcc_jit_context *ctx = G(context_acquire)();
    if (!ctx) {
        snprintf(err, errlen, "jit: cannot create a libgccjit context");
        return -1;
    }
    jit_options jo = {o->opt_level, NULL, o->debug};
    jit_configure_context(api, ctx, &jo);
    jit_lower_opts lo = {.tables = true, .tables_suffix = o->tables_suffix, .debug = o->debug,
                         .no_inline = o->opt_level == 0, .rowmaps = o->rowmaps, .nrowmaps = o->nrowmaps};
    int rc = jit_lower_methods_opts(ctx, methods, n, &lo, err, errlen);
    if (rc == 0) {
        for (uint32_t i = 0; i < o->nblobs; i++)
            emit_blob(api, ctx, &o->blobs[i]);
        for (uint32_t i = 0; i < o->ndriver_options; i++)
            G(context_add_driver_option)(ctx, o->driver_options[i]);
        char path[320];
        if (rt_state.sw.jit_dump && jit_dump_path("image", path, sizeof path) == 0) {
            strcat(path, ".dump.c");   /* private directory: never a name planted beside the output */
            G(context_dump_to_file)(ctx, path, 0);
        }
        enum gcc_jit_output_kind kind = o->kind == JIT_IMAGE_EXECUTABLE ? GCC_JIT_OUTPUT_KIND_EXECUTABLE
                                        : o->kind == JIT_IMAGE_OBJECT     ? GCC_JIT_OUTPUT_KIND_OBJECT_FILE
                                                                          : GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY;
        G(context_compile_to_file)(ctx, kind, o->path);
        const char *e = G(context_get_first_error)(ctx);
        if (e) {
            snprintf(err, errlen, "%s", e);
            rc = -1;
        }
    }
    G(context_release)(ctx);
    return rc;
}
