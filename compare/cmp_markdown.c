/* cmp_markdown.c - the Markdown table of `kiln compare`: one row per figure,
 * one column per mode, each cell "median (min–max)" over the successful
 * runs; a caption naming the command and the machine above it; with a C
 * floor column, a second table of each median over the floor's; notes (what
 * failed and why) below.
 * Invariant: output depends only on the report (tests compare it exactly).
 */
#include "compare/compare_internal.h"

#include <stdlib.h>
#include <string.h>

static void caption(FILE *out, const cmp_report *r)
{
    fprintf(out, "`%s` on %s, %d core%s", r->command, r->cpu[0] ? r->cpu : "unknown CPU",
            r->cores, r->cores == 1 ? "" : "s");
    if (r->loadavg >= 0)
        fprintf(out, " (load average %.2f at start)", r->loadavg);
    fprintf(out, ": median (min–max) of %d run%s per mode.\n\n", r->runs, r->runs == 1 ? "" : "s");
}

static void header(FILE *out, const cmp_report *r)
{
    fprintf(out, "| figure |");
    for (int i = 0; i < r->nmodes; i++)
        fprintf(out, " %s |", r->modes[i].label);
    fprintf(out, "\n|:---|");
    for (int i = 0; i < r->nmodes; i++)
        fprintf(out, "---:|");
    fprintf(out, "\n");
}

/* What an empty cell says: the failure when no run of the mode succeeded. */
static const char *empty_cell(const cmp_mode *m)
{
    if (m->error[0])
        return "error";
    for (int i = 0; i < m->nruns; i++)
        if (m->runs[i].status == CMP_OK)
            return "–";
    return m->nruns ? cmp_status_name(m->runs[0].status) : "–";
}

static void cell(FILE *out, const cmp_mode *m, const char *name, const char *unit)
{
    double med, lo, hi;
    int n = cmp_summary(m, name, unit, &med, &lo, &hi);
    if (!n) {
        fprintf(out, " %s |", empty_cell(m));
        return;
    }
    char a[32], b[32], c[32];
    cmp_format_value(a, sizeof a, med);
    if (n == 1 || lo == hi) {
        fprintf(out, " %s |", a);
        return;
    }
    cmp_format_value(b, sizeof b, lo);
    cmp_format_value(c, sizeof c, hi);
    fprintf(out, " %s (%s–%s) |", a, b, c);
}

static void fixed_rows(FILE *out, const cmp_report *r)
{
    char buf[96];
    fprintf(out, "| runs |");
    for (int i = 0; i < r->nmodes; i++) {
        cmp_runs_summary(&r->modes[i], buf, sizeof buf);
        fprintf(out, " %s |", r->modes[i].error[0] ? "not built" : buf);
    }
    fprintf(out, "\n| on disk (MB) |");
    for (int i = 0; i < r->nmodes; i++) {
        if (r->modes[i].size_bytes < 0) {
            fprintf(out, " n/a |");
            continue;
        }
        cmp_format_value(buf, sizeof buf, (double)r->modes[i].size_bytes / (1024.0 * 1024.0));
        fprintf(out, " %s |", buf);
    }
    fprintf(out, "\n");
    int builds = 0;
    for (int i = 0; i < r->nmodes; i++)
        builds |= r->modes[i].build_ms >= 0;
    if (!builds)
        return;
    fprintf(out, "| build (ms) |");
    for (int i = 0; i < r->nmodes; i++) {
        if (r->modes[i].build_ms < 0) {
            fprintf(out, " – |");
            continue;
        }
        cmp_format_value(buf, sizeof buf, r->modes[i].build_ms);
        fprintf(out, " %s |", buf);
    }
    fprintf(out, "\n");
}

/* One line per distinct failure note of a mode, with the runs it hit. */
static void mode_notes(FILE *out, const cmp_mode *m)
{
    if (m->error[0]) {
        fprintf(out, "- %s: could not be prepared: %s\n", m->label, m->error);
        return;
    }
    for (int i = 0; i < m->nruns; i++) {
        const cmp_run *run = &m->runs[i];
        if (run->status == CMP_OK)
            continue;
        int dup = 0, count = 0;
        for (int k = 0; k < i && !dup; k++)
            dup = m->runs[k].status != CMP_OK && !strcmp(m->runs[k].note, run->note);
        if (dup)
            continue;
        for (int k = i; k < m->nruns; k++)
            count += m->runs[k].status != CMP_OK && !strcmp(m->runs[k].note, run->note);
        fprintf(out, "- %s: %d run%s %s: %s\n", m->label, count, count == 1 ? "" : "s",
                cmp_status_name(run->status), run->note[0] ? run->note : "no detail");
    }
}

static const cmp_mode *find_floor(const cmp_report *r)
{
    for (int i = 0; i < r->nmodes; i++)
        if (!strcmp(r->modes[i].kind, "floor"))
            return &r->modes[i];
    return NULL;
}

/* "Relative to the C floor": each mode's median over the floor's median,
 * for every figure the floor has (non-zero). */
static void floor_table(FILE *out, const cmp_report *r, const cmp_key *keys, int nkeys)
{
    const cmp_mode *fl = find_floor(r);
    int rows = 0;
    for (int k = 0; fl && k < nkeys; k++) {
        double fm, lo, hi, m;
        if (!cmp_summary(fl, keys[k].name, keys[k].unit, &fm, &lo, &hi) || fm == 0)
            continue;
        if (!rows++) {
            fprintf(out, "\nRelative to the C floor (median ÷ the floor's median):\n\n| figure |");
            for (int i = 0; i < r->nmodes; i++)
                if (&r->modes[i] != fl)
                    fprintf(out, " %s |", r->modes[i].label);
            fprintf(out, "\n|:---|");
            for (int i = 0; i < r->nmodes; i++)
                if (&r->modes[i] != fl)
                    fprintf(out, "---:|");
            fprintf(out, "\n");
        }
        if (keys[k].unit[0])
            fprintf(out, "| %s (%s) |", keys[k].name, keys[k].unit);
        else
            fprintf(out, "| %s |", keys[k].name);
        for (int i = 0; i < r->nmodes; i++) {
            if (&r->modes[i] == fl)
                continue;
            char v[32];
            if (cmp_summary(&r->modes[i], keys[k].name, keys[k].unit, &m, &lo, &hi)) {
                cmp_format_value(v, sizeof v, m / fm);
                fprintf(out, " %s× |", v);
            } else {
                fprintf(out, " – |");
            }
        }
        fprintf(out, "\n");
    }
}

void cmp_write_markdown(FILE *out, const cmp_report *r)
{
    caption(out, r);
    header(out, r);
    fixed_rows(out, r);
    int nkeys;
    cmp_key *keys = cmp_report_keys(r, &nkeys);
    for (int k = 0; k < nkeys; k++) {
        if (keys[k].unit[0])
            fprintf(out, "| %s (%s) |", keys[k].name, keys[k].unit);
        else
            fprintf(out, "| %s |", keys[k].name);
        for (int i = 0; i < r->nmodes; i++)
            cell(out, &r->modes[i], keys[k].name, keys[k].unit);
        fprintf(out, "\n");
    }
    floor_table(out, r, keys, nkeys);
    free(keys);
    int any = r->nnotes > 0;
    for (int i = 0; i < r->nmodes && !any; i++) {
        any = r->modes[i].error[0] != 0;
        for (int k = 0; k < r->modes[i].nruns && !any; k++)
            any = r->modes[i].runs[k].status != CMP_OK;
    }
    if (!any)
        return;
    fprintf(out, "\n");
    for (int i = 0; i < r->nmodes; i++)
        mode_notes(out, &r->modes[i]);
    for (int i = 0; i < r->nnotes; i++)
        fprintf(out, "- %s\n", r->notes[i]);
}
