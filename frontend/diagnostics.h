/* diagnostics.h - the frontend's one error protocol: diagnostics are collected with
 * positions by the lexer, the parser and semantic analysis, written at once
 * as "file.cs:LINE:COL: error: message", and counted. A compilation with any
 * error produces no module.
 *
 * Invariants: lines and columns are 1-based (columns count bytes); after
 * max_errors errors one "too many errors" line is printed and every later
 * error is only counted, so a phase may check fe_diags_full() to stop early.
 * The same message at the same position twice in a row is reported once.
 */
#ifndef KILN_FE_DIAG_H
#define KILN_FE_DIAG_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

/* A source position: index into the diagnostics' file table, line, column. */
typedef struct fe_pos {
    int32_t file;
    int32_t line;
    int32_t col;
} fe_pos;

typedef struct fe_diags {
    FILE *out;              /* where diagnostics go */
    const char **files;     /* file index -> path as shown (not owned) */
    int nfiles, cap_files;
    int errors;             /* errors reported so far (also past the cutoff) */
    int max_errors;         /* print at most this many (>0) */
    fe_pos last_pos;        /* the last positioned error and a hash of its text: */
    uint64_t last_hash;     /* ... the same error twice in a row is reported once */
} fe_diags;

#if defined(__GNUC__)
#define FE_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define FE_PRINTF(a, b)
#endif

/* out NULL means stderr; max_errors <= 0 means 20. */
void fe_diags_init(fe_diags *d, FILE *out, int max_errors);
void fe_diags_free(fe_diags *d);
/* Register a file path (kept by pointer); returns its file index. */
int fe_diags_add_file(fe_diags *d, const char *path);
const char *fe_diags_file(const fe_diags *d, int file);

/* Report an error at pos. */
void fe_error(fe_diags *d, fe_pos pos, const char *fmt, ...) FE_PRINTF(3, 4);
void fe_verror(fe_diags *d, fe_pos pos, const char *fmt, va_list ap);
/* Report an error at file/line/col without building an fe_pos. */
void fe_error_at(fe_diags *d, int file, int line, int col, const char *fmt, ...) FE_PRINTF(5, 6);
/* An error with no position: "kiln: error: message". */
void fe_error_nopos(fe_diags *d, const char *fmt, ...) FE_PRINTF(2, 3);

/* Allocation failure anywhere in the frontend: prints one line
 * ("kiln: error: out of memory while compiling") and exits with status 1. */
void fe_out_of_memory(void) __attribute__((noreturn));

int fe_error_count(const fe_diags *d);
/* True once the cutoff is reached: later phases may stop. */
int fe_diags_full(const fe_diags *d);

#endif
