/* diagnostics.c - the diagnostics collector of diagnostics.h: formats
 * "file.cs:LINE:COL: error: message" lines, counts errors and applies the
 * max-errors cutoff (one "too many errors" line, then silence).
 */
#include <stdlib.h>
#include <string.h>

#include "diagnostics.h"

void fe_diags_init(fe_diags *d, FILE *out, int max_errors)
{
    d->out = out ? out : stderr;
    d->files = NULL;
    d->nfiles = d->cap_files = 0;
    d->errors = 0;
    d->max_errors = max_errors > 0 ? max_errors : 20;
    memset(&d->last_pos, 0, sizeof d->last_pos);
    d->last_hash = 0;
}

void fe_diags_free(fe_diags *d)
{
    free(d->files);
    d->files = NULL;
    d->nfiles = d->cap_files = 0;
}

int fe_diags_add_file(fe_diags *d, const char *path)
{
    if (d->nfiles == d->cap_files) {
        int nc = d->cap_files ? d->cap_files * 2 : 8;
        const char **nv = realloc(d->files, (size_t)nc * sizeof *nv);
        if (!nv)
            fe_out_of_memory();
        d->files = nv;
        d->cap_files = nc;
    }
    d->files[d->nfiles] = path;
    return d->nfiles++;
}

const char *fe_diags_file(const fe_diags *d, int file)
{
    if (file < 0 || file >= d->nfiles)
        return "<input>";
    return d->files[file];
}

/* Counts the error; returns whether it should be printed. */
static int admit(fe_diags *d)
{
    d->errors++;
    if (d->errors <= d->max_errors)
        return 1;
    if (d->errors == d->max_errors + 1)
        fprintf(d->out, "kiln: error: too many errors (%d), stopping\n", d->max_errors);
    return 0;
}

static uint64_t text_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h | 1;   /* never 0: 0 means "no last error" */
}

void fe_verror(fe_diags *d, fe_pos pos, const char *fmt, va_list ap)
{
    char small[512], *msg = small;
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n >= (int)sizeof small) {
        msg = malloc((size_t)n + 1);
        if (!msg)
            fe_out_of_memory();
        vsnprintf(msg, (size_t)n + 1, fmt, ap2);
    }
    va_end(ap2);
    uint64_t h = text_hash(msg);
    int again = h == d->last_hash && pos.file == d->last_pos.file &&
                pos.line == d->last_pos.line && pos.col == d->last_pos.col;
    d->last_hash = h;
    d->last_pos = pos;
    /* the same error again (two constructs ended at one token) is not news */
    if (!again && admit(d))
        fprintf(d->out, "%s:%d:%d: error: %s\n", fe_diags_file(d, pos.file), (int)pos.line,
                (int)pos.col, n < 0 ? fmt : msg);
    if (msg != small)
        free(msg);
}

void fe_error(fe_diags *d, fe_pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fe_verror(d, pos, fmt, ap);
    va_end(ap);
}

void fe_error_at(fe_diags *d, int file, int line, int col, const char *fmt, ...)
{
    fe_pos pos = {file, line, col};
    va_list ap;
    va_start(ap, fmt);
    fe_verror(d, pos, fmt, ap);
    va_end(ap);
}

void fe_error_nopos(fe_diags *d, const char *fmt, ...)
{
    va_list ap;
    if (!admit(d))
        return;
    fputs("kiln: error: ", d->out);
    va_start(ap, fmt);
    vfprintf(d->out, fmt, ap);
    va_end(ap);
    fputc('\n', d->out);
}

int fe_error_count(const fe_diags *d)
{
    return d->errors;
}

int fe_diags_full(const fe_diags *d)
{
    return d->errors >= d->max_errors;
}

void fe_out_of_memory(void)
{
    static const char msg[] = "kiln: error: out of memory while compiling\n";
    fflush(stderr);
    if (fwrite(msg, 1, sizeof msg - 1, stderr)) {}
    exit(1);
}
