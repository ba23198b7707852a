/* cmp_report.c - the report model of `kiln compare`: modes, runs and their
 * figures; parsing a child's output into figures; summaries (median,
 * min-max) and number formatting shared by the writers.
 * Invariants: every string in a report is a private copy; summaries only
 * count runs whose status is CMP_OK.
 */
#include "compare/compare_internal.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *cmp_status_name(cmp_status s)
{
    switch (s) {
    case CMP_OK: return "ok";
    case CMP_FAILED: return "failed";
    case CMP_TIMEOUT: return "timeout";
    default: return "error";
    }
}

static void *grow(void *p, int n, size_t size)
{
    void *q = realloc(p, (size_t)(n + 1) * size);
    if (!q) {
        fprintf(stderr, "kiln: error: out of memory\n");
        exit(1);
    }
    memset((char *)q + (size_t)n * size, 0, size);
    return q;
}

cmp_mode *cmp_report_add_mode(cmp_report *r, const char *label, const char *kind,
                              const char *thinlock)
{
    r->modes = grow(r->modes, r->nmodes, sizeof *r->modes);
    cmp_mode *m = &r->modes[r->nmodes++];
    snprintf(m->label, sizeof m->label, "%s", label);
    snprintf(m->kind, sizeof m->kind, "%s", kind);
    snprintf(m->thinlock, sizeof m->thinlock, "%s", thinlock ? thinlock : "");
    snprintf(m->fatlock, sizeof m->fatlock, "%s", thinlock ? "managed" : "");
    m->size_bytes = -1;
    m->build_ms = -1;
    return m;
}

cmp_run *cmp_mode_add_run(cmp_mode *m)
{
    m->runs = grow(m->runs, m->nruns, sizeof *m->runs);
    return &m->runs[m->nruns++];
}

void cmp_run_add_figure(cmp_run *run, const char *name, const char *unit, double value)
{
    run->figs = grow(run->figs, run->nfigs, sizeof *run->figs);
    cmp_figure *f = &run->figs[run->nfigs++];
    snprintf(f->name, sizeof f->name, "%s", name);
    snprintf(f->unit, sizeof f->unit, "%s", unit);
    f->value = value;
}

void cmp_report_note(cmp_report *r, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    r->notes = grow(r->notes, r->nnotes, sizeof *r->notes);
    r->notes[r->nnotes++] = strdup(buf);
}

void cmp_report_free(cmp_report *r)
{
    for (int i = 0; i < r->nmodes; i++) {
        cmp_mode *m = &r->modes[i];
        for (int k = 0; k < m->nruns; k++)
            free(m->runs[k].figs);
        free(m->runs);
        for (char **a = m->argv; a && *a; a++)
            free(*a);
        free(m->argv);
    }
    free(r->modes);
    for (int i = 0; i < r->nnotes; i++)
        free(r->notes[i]);
    free(r->notes);
    r->modes = NULL;
    r->notes = NULL;
    r->nmodes = r->nnotes = 0;
}

/* A token: up to the next blank; returns its length. */
static size_t token(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && !isspace((unsigned char)s[i]))
        i++;
    return i;
}

static size_t blanks(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && (s[i] == ' ' || s[i] == '\t'))
        i++;
    return i;
}

static int valid_name(const char *s, size_t n)
{
    if (n == 0 || n >= sizeof ((cmp_figure *)0)->name || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '.' && s[i] != '-')
            return 0;
    return 1;
}

int cmp_parse_figure_line(const char *line, size_t len, cmp_figure *f)
{
    while (len && (line[len - 1] == '\r' || line[len - 1] == '\n' || line[len - 1] == ' '))
        len--;
    size_t p = blanks(line, len), n1 = token(line + p, len - p);
    const char *name = line + p;
    p += n1;
    size_t b = blanks(line + p, len - p);
    if (!valid_name(name, n1) || !b)
        return 0;
    p += b;
    const char *val = line + p;
    size_t n2 = token(val, len - p);
    p += n2;
    b = blanks(line + p, len - p);
    const char *unit = line + p + b;
    size_t n3 = token(unit, len - p - b);
    if (!n2 || n2 >= 40 || !b || !n3 || n3 >= sizeof f->unit || p + b + n3 != len)
        return 0;
    char num[40], *end;
    memcpy(num, val, n2);
    num[n2] = 0;
    double v = strtod(num, &end);
    if (*end || !isfinite(v) || isdigit((unsigned char)unit[0]))
        return 0;
    memcpy(f->name, name, n1);
    f->name[n1] = 0;
    memcpy(f->unit, unit, n3);
    f->unit[n3] = 0;
    f->value = v;
    return 1;
}

/* KILN_STATS=1 lines ("gc_count: 3") that become figures, in table order;
 * a figure is the line's value divided by `scale` (0: as is). */
static const struct {
    const char *key, *name, *unit;
    double scale;
} stat_figures[] = {
    {"gc_count", "GC count", "", 0},
    {"gc_pause_total_ms", "GC pause total", "ms", 0},
    {"gc_pause_max_ms", "GC pause max", "ms", 0},
    {"gc_minor_count", "GC minor count", "", 0},
    {"gc_full_count", "GC full count", "", 0},
    {"gc_slices", "GC mark slices", "", 0},
    {"gc_minor_slices", "GC minor slices", "", 0},
    {"gc_minor_pause_max_ms", "GC minor pause max", "ms", 0},
    {"gc_full_pause_max_ms", "GC full pause max", "ms", 0},
    {"gc_pause_p50_ms", "GC pause p50", "ms", 0},
    {"gc_pause_p99_ms", "GC pause p99", "ms", 0},
    {"gc_minor_pause_total_ms", "GC minor pause total", "ms", 0},
    {"gc_full_pause_total_ms", "GC full pause total", "ms", 0},
    {"gc_minor_pause_p99_ms", "GC minor pause p99", "ms", 0},
    {"gc_full_pause_p99_ms", "GC full pause p99", "ms", 0},
    {"gc_bytes_promoted", "GC promoted", "MB", 1048576.0},
    {"gc_cards_max", "GC remembered set max", "cards", 0},
    {"methods_compiled", "methods compiled", "", 0},
    {"compile_batches", "compile batches", "", 0},
    {"compile_ms", "compile time", "ms", 0},
};

static int find_stat(const cmp_buf *err, const char *key, double *v)
{
    size_t k = strlen(key);
    for (const char *p = err->data; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len > k + 1 && !strncmp(p, key, k) && p[k] == ':') {
            char *end;
            *v = strtod(p + k + 1, &end);
            if (end != p + k + 1)
                return 1;
        }
        p += len + (nl ? 1 : 0);
    }
    return 0;
}

/* A KILN_STATS=1 line: `key: NUMBER`, key of [a-z0-9_]. */
static int stats_line(const char *p, size_t len)
{
    size_t k = 0;
    while (k < len && (islower((unsigned char)p[k]) || isdigit((unsigned char)p[k]) || p[k] == '_'))
        k++;
    if (!k || k + 2 >= len || p[k] != ':' || p[k + 1] != ' ')
        return 0;
    char *end;
    strtod(p + k + 2, &end);
    return end == p + len;
}

/* Mono's GC log (MONO_LOG_MASK=gc): "Mono: GC_MINOR: (reason) time 0.15ms,
 * stw 0.16ms promoted ..." and "Mono: GC_MAJOR...: ... stw 23.67ms ...".
 * Returns 1 for such a line, with its kind (1 = major) and stw time. */
static int mono_gc_line(const char *p, size_t len, int *major, double *ms)
{
    static const char pre[] = "Mono: GC_";
    if (len < sizeof pre || strncmp(p, pre, sizeof pre - 1))
        return 0;
    const char *q = p + sizeof pre - 1, *end = p + len;
    *major = !strncmp(q, "MAJOR", 5);
    if (!*major && strncmp(q, "MINOR", 5))
        return 0;
    for (const char *s = q; s + 4 < end; s++)
        if (!strncmp(s, " stw ", 5)) {
            char *e;
            *ms = strtod(s + 5, &e);
            return e != s + 5 && e + 2 <= end && !strncmp(e, "ms", 2);
        }
    return 0;
}

static int cmp_double(const void *a, const void *b);

static double quantile(double *v, int n, double q)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int k = (int)(q * n + 0.999999) - 1;
    return v[k < 0 ? 0 : k >= n ? n - 1 : k];
}

/* Kiln's GC figures from Mono's log, when it printed one. */
static void mono_gc_figures(cmp_run *run, const cmp_buf *err)
{
    double *all = NULL, *kind[2] = {NULL, NULL}, total[2] = {0, 0}, max[2] = {0, 0};
    int n = 0, count[2] = {0, 0};
    for (const char *p = err->data; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        int major;
        double ms;
        if (mono_gc_line(p, len, &major, &ms)) {
            all = grow(all, n, sizeof *all);
            all[n++] = ms;
            kind[major] = grow(kind[major], count[major], sizeof *kind[major]);
            kind[major][count[major]++] = ms;
            total[major] += ms;
            max[major] = ms > max[major] ? ms : max[major];
        }
        p += len + (nl ? 1 : 0);
    }
    if (n) {
        cmp_run_add_figure(run, "GC count", "", n);
        cmp_run_add_figure(run, "GC pause total", "ms", total[0] + total[1]);
        cmp_run_add_figure(run, "GC pause max", "ms", max[0] > max[1] ? max[0] : max[1]);
        cmp_run_add_figure(run, "GC minor count", "", count[0]);
        cmp_run_add_figure(run, "GC full count", "", count[1]);
        cmp_run_add_figure(run, "GC minor pause max", "ms", max[0]);
        cmp_run_add_figure(run, "GC full pause max", "ms", max[1]);
        cmp_run_add_figure(run, "GC pause p50", "ms", quantile(all, n, 0.50));
        cmp_run_add_figure(run, "GC pause p99", "ms", quantile(all, n, 0.99));
        cmp_run_add_figure(run, "GC minor pause total", "ms", total[0]);
        cmp_run_add_figure(run, "GC full pause total", "ms", total[1]);
        for (int k = 0; k < 2; k++)
            if (count[k])
                cmp_run_add_figure(run, k ? "GC full pause p99" : "GC minor pause p99", "ms",
                                   quantile(kind[k], count[k], 0.99));
    }
    free(all);
    free(kind[0]);
    free(kind[1]);
}

/* The first stderr line that is not a KILN_STATS line or a line of Mono's
 * GC log, for failure notes. */
static void first_error_line(const cmp_buf *err, char *buf, size_t n)
{
    buf[0] = 0;
    for (const char *p = err->data; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len && !stats_line(p, len) && !(len > 9 && !strncmp(p, "Mono: GC_", 9))) {
            snprintf(buf, n, "%.*s", (int)(len < 150 ? len : 150), p);
            return;
        }
        p += len + (nl ? 1 : 0);
    }
}

static void run_status(cmp_run *run, const cmp_child *c)
{
    run->status = c->status;
    run->exit_code = c->exit_code;
    run->signal = c->signal;
    char line[160];
    first_error_line(&c->err, line, sizeof line);
    if (c->status == CMP_ERROR)
        snprintf(run->note, sizeof run->note, "%s", c->error);
    else if (c->status == CMP_TIMEOUT)
        snprintf(run->note, sizeof run->note, "timed out after %.0f ms", c->wall_ms);
    else if (c->status == CMP_FAILED && c->signal)
        snprintf(run->note, sizeof run->note, "killed by signal %d%s%s", c->signal,
                 line[0] ? ": " : "", line);
    else if (c->status == CMP_FAILED)
        snprintf(run->note, sizeof run->note, "exit status %d%s%s", c->exit_code,
                 line[0] ? ": " : "", line);
}

void cmp_run_from_child(cmp_run *run, const cmp_child *c)
{
    run_status(run, c);
    if (c->status == CMP_ERROR)
        return;
    cmp_run_add_figure(run, "cold start", "ms", c->cold_ms);
    cmp_run_add_figure(run, "wall", "ms", c->wall_ms);
    cmp_run_add_figure(run, "CPU", "ms", c->user_ms + c->sys_ms);
    cmp_run_add_figure(run, "peak RSS", "MB", (double)c->maxrss_kb / 1024.0);
    if (c->idle_rss_kb >= 0)
        cmp_run_add_figure(run, "idle RSS", "MB", (double)c->idle_rss_kb / 1024.0);
    for (size_t i = 0; i < sizeof stat_figures / sizeof stat_figures[0]; i++) {
        double v;
        if (find_stat(&c->err, stat_figures[i].key, &v))
            cmp_run_add_figure(run, stat_figures[i].name, stat_figures[i].unit,
                               stat_figures[i].scale ? v / stat_figures[i].scale : v);
    }
    mono_gc_figures(run, &c->err);
    for (const char *p = c->out.data; p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        cmp_figure f;
        if (cmp_parse_figure_line(p, len, &f))
            cmp_run_add_figure(run, f.name, f.unit, f.value);
        p += len + (nl ? 1 : 0);
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int cmp_summary(const cmp_mode *m, const char *name, const char *unit,
                double *median, double *min, double *max)
{
    double *v = malloc(sizeof *v * (size_t)(m->nruns + 1));
    int n = 0;
    for (int i = 0; v && i < m->nruns; i++) {
        if (m->runs[i].status != CMP_OK)
            continue;
        for (int k = 0; k < m->runs[i].nfigs; k++) {
            const cmp_figure *f = &m->runs[i].figs[k];
            if (!strcmp(f->name, name) && !strcmp(f->unit, unit)) {
                v[n++] = f->value;
                break;
            }
        }
    }
    if (n) {
        qsort(v, (size_t)n, sizeof *v, cmp_double);
        *median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
        *min = v[0];
        *max = v[n - 1];
    }
    free(v);
    return n;
}

void cmp_format_value(char *buf, size_t n, double v)
{
    double a = fabs(v);
    if (a >= 100 || v == floor(v))
        snprintf(buf, n, "%.0f", v);
    else if (a >= 10)
        snprintf(buf, n, "%.1f", v);
    else if (a >= 1)
        snprintf(buf, n, "%.2f", v);
    else
        snprintf(buf, n, "%.3f", v);
}

/* The standard figures, in table order, before the program's own. */
static const char *const standard_figures[] = {
    "cold start", "wall", "CPU", "peak RSS", "idle RSS", "GC count", "GC pause total",
    "GC pause max", "methods compiled", "compile batches", "compile time",
};

static int is_standard(const char *name)
{
    for (size_t i = 0; i < sizeof standard_figures / sizeof standard_figures[0]; i++)
        if (!strcmp(name, standard_figures[i]))
            return (int)i + 1;
    return 0;
}

/* Adds the figures of r whose standard rank is `rank` (0: not standard). */
static cmp_key *collect_keys(const cmp_report *r, int rank, cmp_key *keys, int *k)
{
    for (int i = 0; i < r->nmodes; i++)
        for (int j = 0; j < r->modes[i].nruns; j++)
            for (int f = 0; f < r->modes[i].runs[j].nfigs; f++) {
                const cmp_figure *fig = &r->modes[i].runs[j].figs[f];
                if (is_standard(fig->name) != rank)
                    continue;
                int seen = 0;
                for (int x = 0; x < *k && !seen; x++)
                    seen = !strcmp(keys[x].name, fig->name) && !strcmp(keys[x].unit, fig->unit);
                if (seen)
                    continue;
                keys = grow(keys, *k, sizeof *keys);
                keys[*k].name = fig->name;
                keys[*k].unit = fig->unit;
                (*k)++;
            }
    return keys;
}

cmp_key *cmp_report_keys(const cmp_report *r, int *n)
{
    cmp_key *keys = NULL;
    int k = 0;
    for (int rank = 1; rank <= (int)(sizeof standard_figures / sizeof standard_figures[0]); rank++)
        keys = collect_keys(r, rank, keys, &k);
    keys = collect_keys(r, 0, keys, &k);
    *n = k;
    return keys;
}

void cmp_runs_summary(const cmp_mode *m, char *buf, size_t n)
{
    int count[4] = {0, 0, 0, 0};
    for (int i = 0; i < m->nruns; i++)
        count[m->runs[i].status]++;
    size_t off = 0;
    buf[0] = 0;
    for (int s = 0; s < 4; s++) {
        if (!count[s] && !(s == CMP_OK && !m->nruns))
            continue;
        int w = snprintf(buf + off, n - off, "%s%d %s", off ? ", " : "", count[s],
                         cmp_status_name((cmp_status)s));
        if (w < 0 || (size_t)w >= n - off)
            break;
        off += (size_t)w;
    }
}
