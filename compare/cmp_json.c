/* cmp_json.c - the JSON record of `kiln compare` (schema in docs/compare.md):
 * the machine, every mode with its command, size and every run with every
 * figure, plus each figure's summary. Strings are escaped per RFC 8259;
 * numbers use %.15g (non-finite values become null).
 * Invariant: output depends only on the report (tests compare it exactly).
 */
#include "compare/compare_internal.h"

#include <math.h>
#include <stdlib.h>

void cmp_json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p < 0x20)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

static void number(FILE *out, double v)
{
    if (isfinite(v))
        fprintf(out, "%.15g", v);
    else
        fputs("null", out);
}

static void figures(FILE *out, const cmp_run *run)
{
    fputs("\"figures\": [", out);
    for (int i = 0; i < run->nfigs; i++) {
        fputs(i ? ", {\"name\": " : "{\"name\": ", out);
        cmp_json_string(out, run->figs[i].name);
        fputs(", \"unit\": ", out);
        cmp_json_string(out, run->figs[i].unit);
        fputs(", \"value\": ", out);
        number(out, run->figs[i].value);
        fputc('}', out);
    }
    fputc(']', out);
}

static void runs(FILE *out, const cmp_mode *m)
{
    fputs("      \"runs\": [", out);
    for (int i = 0; i < m->nruns; i++) {
        const cmp_run *run = &m->runs[i];
        fprintf(out, "%s\n        {\"run\": %d, \"status\": \"%s\", \"exit_code\": %d, \"signal\": %d, \"note\": ",
                i ? "," : "", i + 1, cmp_status_name(run->status), run->exit_code, run->signal);
        cmp_json_string(out, run->note);
        fputs(", ", out);
        figures(out, run);
        fputc('}', out);
    }
    fputs(m->nruns ? "\n      ],\n" : "],\n", out);
}

static void summary(FILE *out, const cmp_report *r, const cmp_mode *m)
{
    int nkeys, first = 1;
    cmp_key *keys = cmp_report_keys(r, &nkeys);
    fputs("      \"summary\": [", out);
    for (int k = 0; k < nkeys; k++) {
        double med, lo, hi;
        int n = cmp_summary(m, keys[k].name, keys[k].unit, &med, &lo, &hi);
        if (!n)
            continue;
        fputs(first ? "\n        {\"name\": " : ",\n        {\"name\": ", out);
        first = 0;
        cmp_json_string(out, keys[k].name);
        fputs(", \"unit\": ", out);
        cmp_json_string(out, keys[k].unit);
        fprintf(out, ", \"runs\": %d, \"median\": ", n);
        number(out, med);
        fputs(", \"min\": ", out);
        number(out, lo);
        fputs(", \"max\": ", out);
        number(out, hi);
        fputc('}', out);
    }
    fputs(first ? "]\n" : "\n      ]\n", out);
    free(keys);
}

static void mode(FILE *out, const cmp_report *r, const cmp_mode *m)
{
    fputs("    {\n      \"label\": ", out);
    cmp_json_string(out, m->label);
    fputs(", \"kind\": ", out);
    cmp_json_string(out, m->kind);
    fputs(", \"thinlock\": ", out);
    cmp_json_string(out, m->thinlock);
    fputs(", \"fatlock\": ", out);
    cmp_json_string(out, m->fatlock);
    fputs(",\n      \"command\": [", out);
    for (char **a = m->argv; a && *a; a++) {
        if (a != m->argv)
            fputs(", ", out);
        cmp_json_string(out, *a);
    }
    fputs("],\n      \"size_bytes\": ", out);
    if (m->size_bytes >= 0)
        fprintf(out, "%lld", m->size_bytes);
    else
        fputs("null", out);
    fputs(", \"build_ms\": ", out);
    if (m->build_ms >= 0)
        number(out, m->build_ms);
    else
        fputs("null", out);
    fputs(", \"error\": ", out);
    cmp_json_string(out, m->error);
    fputs(",\n", out);
    runs(out, m);
    summary(out, r, m);
    fputs("    }", out);
}

void cmp_write_json(FILE *out, const cmp_report *r)
{
    fputs("{\n  \"kiln_compare\": 1,\n  \"command\": ", out);
    cmp_json_string(out, r->command);
    fputs(",\n  \"program\": ", out);
    cmp_json_string(out, r->program);
    fputs(",\n  \"machine\": {\"cpu\": ", out);
    cmp_json_string(out, r->cpu);
    fprintf(out, ", \"cores\": %d, \"loadavg\": ", r->cores);
    if (r->loadavg >= 0)
        number(out, r->loadavg);
    else
        fputs("null", out);
    fprintf(out, "},\n  \"runs_per_mode\": %d,\n  \"notes\": [", r->runs);
    for (int i = 0; i < r->nnotes; i++) {
        if (i)
            fputs(", ", out);
        cmp_json_string(out, r->notes[i]);
    }
    fputs("],\n  \"modes\": [\n", out);
    for (int i = 0; i < r->nmodes; i++) {
        mode(out, r, &r->modes[i]);
        fputs(i + 1 < r->nmodes ? ",\n" : "\n", out);
    }
    fputs("  ]\n}\n", out);
}
