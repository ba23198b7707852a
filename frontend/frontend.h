/* frontend.h - the C# subset compiler: source text to a verified-shape IL
 * module (kmod). The contract it implements is docs/language.md.
 *
 * Error protocol: diagnostics are collected with positions and written to
 * opt->diag as "file.cs:LINE:COL: error: message", several per run where
 * recovery is possible; a compilation with any error returns NULL.
 */
#ifndef KILN_FRONTEND_H
#define KILN_FRONTEND_H

#include <stddef.h>
#include <stdio.h>

#include "../kmod/kmod.h"

typedef struct fe_options {
    int corelib;                  /* compiling corelib/ sources: corelib-only features allowed */
    const kmod *corelib_module;   /* declarations user code may reference (NULL when corelib) */
    FILE *diag;                   /* where diagnostics go (stderr) */
    int max_errors;               /* stop after this many (0 = 20) */
} fe_options;

/* One source file held in memory (fuzzing, tests). */
typedef struct fe_source {
    const char *path;             /* as shown in diagnostics */
    const char *text;
    size_t len;
} fe_source;

/* Compile files from disk. Returns the module or NULL after diagnostics. */
kmod *fe_compile_files(const char *const *paths, int npaths, const fe_options *opt);
/* Compile sources held in memory. */
kmod *fe_compile_sources(const fe_source *srcs, int nsrcs, const fe_options *opt);

#endif
