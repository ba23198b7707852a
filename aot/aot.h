/* aot.h - Kiln's ahead-of-time compiler (`kiln aot`) and the start-up of the
 * executables it writes (docs/aot.md).
 *
 * Two halves, two link units:
 *  - aot_build (aot_build.c, linked into kiln): compiles the sources, loads
 *    corelib + program into the runtime of the kiln process, lowers
 *    everything reachable into one libgccjit context in tables mode
 *    (docs/jit.md "Constants"), adds the image blob below and links the
 *    executable against libkilnrt.a.
 *  - aot_run (aot_start.c, aot_main.c; in libkilnrt.a = config + gc +
 *    kmod + runtime + monitor + host + these): main() of the executable. It
 *    loads the modules from the image blob, fills the constants table,
 *    publishes the method table in the entry cells and runs Main through
 *    host_run, exactly as `kiln run` does.
 *
 * The image blob (global AOT_IMAGE_SYMBOL, all integers u32 little-endian):
 *   magic AOT_IMAGE_MAGIC, version AOT_IMAGE_VERSION, flags (AOT_FLAG_*),
 *   module count N, then N x (offset from the blob start, length), then the
 *   serialized modules (kmod format), corelib first.
 *
 * Invariants: the module order of the image is the order the kiln process
 * loaded them in, so module indexes in the tables mean the same at run
 * time; the executable contains no frontend, interpreter, libffi or
 * libgccjit.
 */
#ifndef KILN_AOT_H
#define KILN_AOT_H

#include <stddef.h>
#include <stdint.h>

#include "runtime/image.h"

#define AOT_IMAGE_SYMBOL "kiln_aot_image"
#define AOT_IMAGE_MAGIC 0x544f414bu   /* "KAOT" */
#define AOT_IMAGE_VERSION 1u
#define AOT_FLAG_THINLOCK_NATIVE 0x1u  /* --thinlock=native chosen at aot time */
#define AOT_FLAG_FATLOCK_NATIVE 0x2u   /* --fatlock=native chosen at aot time */
#define AOT_MAX_MODULES 4u

/* What `kiln aot` was asked to build. */
typedef struct aot_build_opts {
    const char *const *files;        /* FILE.cs..., or one PROGRAM.kmod */
    int nfiles;
    const char *output;              /* -o */
    int opt_level;                   /* -O0 / -O2 (the lock choices are switches: rt_state.sw) */
    int keep_symbols;                /* --symbols: do not strip (perf, gdb) */
    int debug;                       /* -g: DWARF line tables for the C# source (implies --symbols) */
    const char *corelib_path;        /* corelib.kmod */
    const char *runtime_lib;         /* libkilnrt.a */
} aot_build_opts;

/* The table-name suffix of the object holding the methods over the
 * compile budget, compiled at -O0 and linked into the executable
 * (aot_build.c; aot_main.c finds its tables as weak symbols). */
#define AOT_SIDE_TABLES_SUFFIX "_O0"

/* Build the executable. Returns the exit status of `kiln aot`: 0, or 1
 * after printing the diagnostics or one "kiln: error: ..." line. */
int aot_build(const aot_build_opts *o);

/* The executable's start-up (its main() calls this): run the program in
 * image with the given tables, and side's (the -O0 object's; NULL when the
 * executable has none); returns the process exit status. */
int aot_run(int argc, char **argv, const uint8_t *image, const rt_image *tables, const rt_image *side);

#endif
