/* cmp_svg.c - the SVG chart of `kiln compare`: a grouped bar chart drawn as
 * small multiples, one panel per figure (each with its own scale, since
 * figures have different units), one bar per mode at the median with a
 * min-max whisker and the median written above it, a legend of the modes.
 * Hand-written SVG 1.1 text; no dependency.
 * Invariants: every element is closed; text is XML-escaped; a panel whose
 * mode has no successful run shows the run status instead of a bar.
 */
#include "compare/compare_internal.h"

#include <stdlib.h>
#include <string.h>

#define PANEL_W 280
#define PANEL_H 190
#define COLS 3
#define TOP 84
#define PAD 12
#define PLOT_H 120

static const char *const colors[] = {
    "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#9c755f",
    "#ff9da7", "#17becf", "#bab0ac", "#2f2f2f",
};

static const char *color(int i) { return colors[i % (int)(sizeof colors / sizeof colors[0])]; }

static void text(FILE *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default: fputc(*s, out);
        }
    }
}

static void legend(FILE *out, const cmp_report *r)
{
    fprintf(out, "<text x=\"%d\" y=\"22\" font-size=\"15\" font-weight=\"bold\">kiln compare: ", PAD);
    text(out, r->program);
    fprintf(out, "</text>\n<text x=\"%d\" y=\"40\" font-size=\"10\" fill=\"#555\">", PAD);
    text(out, r->cpu[0] ? r->cpu : "unknown CPU");
    fprintf(out, ", %d cores; bars: median of %d runs, whiskers: min–max</text>\n", r->cores, r->runs);
    fprintf(out, "<text x=\"%d\" y=\"54\" font-size=\"9\" font-family=\"monospace\" fill=\"#555\">", PAD);
    char cmd[150];
    size_t n = strlen(r->command);
    snprintf(cmd, sizeof cmd, "%.*s%s", n > 140 ? 137 : (int)n, r->command, n > 140 ? "..." : "");
    text(out, cmd);
    fputs("</text>\n", out);
    int x = PAD;
    for (int i = 0; i < r->nmodes; i++) {
        fprintf(out, "<rect x=\"%d\" y=\"63\" width=\"12\" height=\"12\" fill=\"%s\"/>", x, color(i));
        fprintf(out, "<text x=\"%d\" y=\"73\" font-size=\"11\">", x + 16);
        text(out, r->modes[i].label);
        fputs("</text>\n", out);
        x += 24 + 7 * (int)strlen(r->modes[i].label);
    }
}

typedef struct panel {
    int x, y;            /* top-left corner */
    double scale;        /* the largest max over the modes */
} panel;

static void bar(FILE *out, const cmp_report *r, const cmp_key *k, const panel *p, int i)
{
    const cmp_mode *m = &r->modes[i];
    int slot = (PANEL_W - 2 * PAD) / (r->nmodes ? r->nmodes : 1);
    int bw = slot * 7 / 10, bx = p->x + PAD + i * slot + (slot - bw) / 2;
    int base = p->y + 30 + PLOT_H;
    double med, lo, hi;
    if (!cmp_summary(m, k->name, k->unit, &med, &lo, &hi)) {
        const char *why = m->error[0] ? "error" : m->nruns ? cmp_status_name(m->runs[0].status) : "–";
        int ok = 0;
        for (int j = 0; j < m->nruns; j++)
            ok |= m->runs[j].status == CMP_OK;
        fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" text-anchor=\"middle\" fill=\"#a00\">%s</text>\n",
                bx + bw / 2, base - 4, ok ? "–" : why);
        return;
    }
    double s = p->scale > 0 ? PLOT_H / p->scale : 0;
    int h = (int)(med * s + 0.5), top = base - h;
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", bx, top, bw, h, color(i));
    int y1 = base - (int)(lo * s + 0.5), y2 = base - (int)(hi * s + 0.5), cx = bx + bw / 2;
    if (y1 != y2)
        fprintf(out, "<path d=\"M%d %dV%dM%d %dH%dM%d %dH%d\" stroke=\"#333\" stroke-width=\"1\" fill=\"none\"/>\n",
                cx, y1, y2, cx - 3, y1, cx + 3, cx - 3, y2, cx + 3);
    char v[32];
    cmp_format_value(v, sizeof v, med);
    int ty = (y2 < top ? y2 : top) - 3;
    if (bw >= 6 * (int)strlen(v))
        fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" text-anchor=\"middle\">%s</text>\n", cx, ty, v);
    else
        fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" transform=\"rotate(-90 %d %d)\">%s</text>\n",
                cx + 3, ty, cx + 3, ty, v);
}

static void draw_panel(FILE *out, const cmp_report *r, const cmp_key *k, int idx)
{
    panel p = {PAD + (idx % COLS) * PANEL_W, TOP + (idx / COLS) * PANEL_H, 0};
    for (int i = 0; i < r->nmodes; i++) {
        double med, lo, hi;
        if (cmp_summary(&r->modes[i], k->name, k->unit, &med, &lo, &hi) && hi > p.scale)
            p.scale = hi;
    }
    p.scale *= 1.25;                    /* room for the value labels */
    fprintf(out, "<g>\n<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#ddd\"/>\n",
            p.x, p.y, PANEL_W - 6, PANEL_H - 8);
    size_t title = strlen(k->name) + strlen(k->unit) + 3;
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" font-weight=\"bold\">", p.x + 6, p.y + 16,
            title > 40 ? 8 : title > 34 ? 9 : 11);
    text(out, k->name);
    if (k->unit[0]) {
        fputs(" (", out);
        text(out, k->unit);
        fputc(')', out);
    }
    fputs("</text>\n", out);
    int base = p.y + 30 + PLOT_H;
    fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n",
            p.x + PAD / 2, base, p.x + PANEL_W - PAD, base);
    for (int i = 0; i < r->nmodes; i++)
        bar(out, r, k, &p, i);
    fputs("</g>\n", out);
}

void cmp_write_svg(FILE *out, const cmp_report *r)
{
    int nkeys;
    cmp_key *keys = cmp_report_keys(r, &nkeys);
    int rows = (nkeys + COLS - 1) / COLS;
    int w = 2 * PAD + COLS * PANEL_W, h = TOP + rows * PANEL_H + PAD;
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
                 "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n"
                 "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            w, h, w, h);
    legend(out, r);
    for (int k = 0; k < nkeys; k++)
        draw_panel(out, r, &keys[k], k);
    free(keys);
    fputs("</svg>\n", out);
}
