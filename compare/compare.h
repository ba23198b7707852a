/* compare.h - `kiln compare`: runs one program in several execution modes
 * (interp, jit, tiered, aot, the C floor, Mono), alternating between them,
 * and reports median and min-max of every figure (docs/compare.md).
 *
 * Layers, each usable alone (the tests drive them on fixed inputs):
 *   cmp_spawn_run     one child process: cold start (exec -> first stdout
 *                     byte), wall, rusage, RSS at first output, its output;
 *   cmp_run_from_child  turns a child's result into named figures (the
 *                     standard columns, KILN_STATS=1 lines, the program's
 *                     `NAME VALUE UNIT` lines);
 *   cmp_write_*       Markdown table, JSON, SVG chart of a cmp_report;
 *   cmp_main          the whole command.
 * Invariants: a report owns all its memory (cmp_report_free); figures of a
 * run that did not succeed are kept (JSON) but never enter a summary.
 */
#ifndef KILN_COMPARE_H
#define KILN_COMPARE_H

#include <stddef.h>
#include <stdio.h>

typedef enum cmp_status {
    CMP_OK,        /* exited with status 0 */
    CMP_FAILED,    /* non-zero exit status or killed by a signal */
    CMP_TIMEOUT,   /* killed after the time limit */
    CMP_ERROR      /* could not be started (or the mode could not be built) */
} cmp_status;

const char *cmp_status_name(cmp_status s);   /* "ok", "failed", "timeout", "error" */

typedef struct cmp_buf {
    char *data;    /* NUL-terminated, may be NULL when empty */
    size_t len, cap;
} cmp_buf;

/* What one child process did, measured from the parent. */
typedef struct cmp_child {
    cmp_status status;
    int exit_code;         /* exit status, or -1 when killed by a signal */
    int signal;            /* the signal that killed it, else 0 */
    int printed;           /* 1 when standard output got at least one byte */
    double cold_ms;        /* exec -> first stdout byte (exit when it printed nothing) */
    double wall_ms;        /* exec -> exit */
    double user_ms, sys_ms;
    long maxrss_kb;        /* ru_maxrss of the child */
    long idle_rss_kb;      /* VmRSS when the first byte arrived, -1 if unknown */
    cmp_buf out, err;      /* everything it wrote */
    char error[200];       /* CMP_ERROR: why it could not be started */
} cmp_child;

typedef struct cmp_spawn_opts {
    char *const *argv;            /* argv[0] is looked up on PATH */
    const char *const *env_set;   /* NULL-terminated "NAME=VALUE" list added, or NULL */
    const char *const *env_unset; /* NULL-terminated names removed, or NULL */
    double timeout_s;             /* <= 0: no limit */
} cmp_spawn_opts;

/* Runs the child to completion (or the time limit); returns 0, or -1 when it
 * could not be started (c->status == CMP_ERROR, c->error says why). */
int cmp_spawn_run(const cmp_spawn_opts *o, cmp_child *c);
void cmp_child_free(cmp_child *c);

/* One named measurement of one run. */
typedef struct cmp_figure {
    char name[64];
    char unit[24];
    double value;
} cmp_figure;

typedef struct cmp_run {
    cmp_status status;
    int exit_code, signal;
    char note[200];        /* for a run that did not succeed: what happened */
    cmp_figure *figs;
    int nfigs;
} cmp_run;

/* One row of the comparison: a mode (with its thin-lock variant), the C
 * floor or a peer runtime. */
typedef struct cmp_mode {
    char label[40];        /* column heading: "jit", "aot-native", "C floor", "mono" */
    char kind[16];         /* "interp", "jit", "tiered", "aot", "floor", "mono" */
    char thinlock[16];     /* "managed", "native" or "" */
    char fatlock[16];      /* "managed", "native" or "" (--fatlock) */
    long long size_bytes;  /* on disk, -1 when not applicable */
    double build_ms;       /* time to build it (aot, mono), -1 when none */
    char error[240];       /* non-empty: it could not be prepared */
    char **argv;           /* the command run, NULL-terminated (may be NULL) */
    cmp_run *runs;
    int nruns;
} cmp_mode;

typedef struct cmp_report {
    char command[512];     /* how kiln compare was invoked */
    char program[256];
    char cpu[128];
    int cores;
    double loadavg;        /* 1-minute load average at the start, -1 if unknown */
    int runs;              /* runs per mode asked for */
    cmp_mode *modes;
    int nmodes;
    char **notes;
    int nnotes;
} cmp_report;

/* Report building (all strings are copied). */
cmp_mode *cmp_report_add_mode(cmp_report *r, const char *label, const char *kind,
                              const char *thinlock);
cmp_run *cmp_mode_add_run(cmp_mode *m);
void cmp_run_add_figure(cmp_run *run, const char *name, const char *unit, double value);
void cmp_report_note(cmp_report *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void cmp_report_free(cmp_report *r);

/* Fills run from a finished child: status, the standard figures ("cold
 * start", "wall", "CPU", "peak RSS", "idle RSS"), the KILN_STATS=1 figures
 * found on its stderr (GC count/pause, compile counters) and every
 * `NAME VALUE UNIT` line of its stdout. */
void cmp_run_from_child(cmp_run *run, const cmp_child *c);

/* Parses one stdout line as `NAME VALUE UNIT`; returns 1 and fills f. */
int cmp_parse_figure_line(const char *line, size_t len, cmp_figure *f);

/* Summary of figure (name, unit) over the mode's successful runs: returns
 * how many runs had it and sets median, min, max (unchanged when 0). */
int cmp_summary(const cmp_mode *m, const char *name, const char *unit,
                double *median, double *min, double *max);

/* Formats a value with 3-4 significant digits ("19.2", "1234", "0.051"). */
void cmp_format_value(char *buf, size_t n, double v);

void cmp_write_markdown(FILE *out, const cmp_report *r);
void cmp_write_json(FILE *out, const cmp_report *r);
void cmp_write_svg(FILE *out, const cmp_report *r);

/* The command. */
typedef struct cmp_options {
    const char *program;     /* PROGRAM.cs */
    char **args;             /* its arguments */
    int nargs;
    int runs;                /* per mode */
    const char *modes;       /* comma-separated list */
    int thinlock;            /* CMP_THINLOCK_* */
    int fatlock;             /* CMP_THINLOCK_* values for --fatlock (managed, native, both) */
    int floor;               /* also run bench/<name>_c */
    int peer_mono;           /* also run the source on Mono */
    const char *json_path, *svg_path;
    double timeout_s;        /* per run */
    const char *kiln;        /* the kiln executable (argv[0] of the modes) */
    const char *corelib;     /* corelib module, for the size column; may be NULL */
    const char *libgccjit;   /* the libgccjit the JIT loads (KILN_LIBGCCJIT), for the size column */
    const char *command;     /* the command line, for the caption */
    int quiet;               /* no progress line */
} cmp_options;

enum { CMP_THINLOCK_MANAGED, CMP_THINLOCK_NATIVE, CMP_THINLOCK_BOTH };

#define CMP_DEFAULT_MODES "interp,jit,tiered,aot"
#define CMP_DEFAULT_RUNS 5

/* Returns the exit status: 0 when the table was written (failed runs are
 * reported in it), 1 on bad input or when an output file cannot be written. */
int cmp_main(const cmp_options *o);

#endif
