/* compare_internal.h - helpers shared by the files of compare/ only. */
#ifndef KILN_COMPARE_INTERNAL_H
#define KILN_COMPARE_INTERNAL_H

#include "compare/compare.h"

double cmp_now_ms(void);                                  /* CLOCK_MONOTONIC */
void cmp_buf_append(cmp_buf *b, const char *p, size_t n);
long cmp_proc_rss_kb(int pid);                            /* VmRSS, -1 if unknown */

/* The distinct (name, unit) figures of a report: the standard ones in
 * table order, then the program's in order of first appearance; *n receives the count. The caller frees the array. */
typedef struct cmp_key {
    const char *name, *unit;
} cmp_key;
cmp_key *cmp_report_keys(const cmp_report *r, int *n);

/* "5 ok", "3 ok, 2 failed" ... */
void cmp_runs_summary(const cmp_mode *m, char *buf, size_t n);

/* Writes s as a JSON string literal (with quotes). */
void cmp_json_string(FILE *out, const char *s);

#endif
