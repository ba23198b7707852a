/* frontend.c - the compiler driver of frontend.h: reads the sources, parses
 * every file (fe_parse_file), and hands the units to semantic analysis and
 * IL emission (fe_sema_compile) when parsing found no error.
 *
 * Invariants: all AST memory lives in one arena freed before returning; a
 * file that cannot be read gives one "kiln: error: cannot read 'x': reason"
 * line; any diagnostic means the result is NULL.
 */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fe_internal.h"

/* Reads a whole file into a malloc'd buffer; NULL with errno set. */
static char *read_whole(const char *path, size_t *len)
{
    struct stat st;
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        errno = EISDIR;
        return NULL;
    }
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        errno = ENOMEM;
        return NULL;
    }
    for (;;) {
        if (n == cap) {
            char *nb = cap > ((size_t)1 << 30) ? NULL : realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                fclose(f);
                errno = EFBIG;
                return NULL;
            }
            buf = nb;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            int bad = ferror(f);
            int err = errno;
            fclose(f);
            if (bad) {
                free(buf);
                errno = err ? err : EIO;
                return NULL;
            }
            break;
        }
    }
    *len = n;
    return buf;
}

/* The first line of a corelib file whose classes are compiled with each
 * program even though some are not generic (System.Linq.Enumerable: a
 * static class of extension methods). */
#define FE_GENERIC_SOURCE_MARK "// generic source\n"

/* A unit that declares only generic classes (and types nested in them,
 * generic over their parameters), or is marked: the corelib keeps its
 * source in the module for programs to compile with their own code
 * (docs/generics.md). */
static int generic_only(const fe_unit *u, const fe_source *src)
{
    size_t ml = strlen(FE_GENERIC_SOURCE_MARK);
    if (src->text && src->len >= ml && !memcmp(src->text, FE_GENERIC_SOURCE_MARK, ml))
        return 1;
    for (int i = 0; i < u->ntypes; i++) {
        const fe_typedecl *td = u->types[i];
        while (!td->ntparams && td->outer)
            td = td->outer;
        if (!td->ntparams)
            return 0;
    }
    return u->ntypes > 0;
}

/* The corelib's generic-only files into its generic source section, after
 * the index that lets a compilation pick them quickly (gensrc.c). */
static void keep_generic_sources(kmod *m, fe_unit *const *units, const fe_source *srcs, int n)
{
    size_t total = 0, at = 0;
    for (int i = 0; i < n; i++)
        total += units[i]->corelib_generic ? srcs[i].len + 1 : 0;
    if (!total)
        return;
    char *files = malloc(total);   /* the files, '\f' apart */
    if (!files)
        fe_out_of_memory();
    for (int i = 0; i < n; i++) {
        if (!units[i]->corelib_generic)
            continue;
        if (at)
            files[at++] = '\f';
        memcpy(files + at, srcs[i].text, srcs[i].len);
        at += srcs[i].len;
    }
    size_t len;
    char *sec = fe_gensrc_section(files, at, &len);
    if (kmod_add_gensrc(m, sec, len))
        fe_out_of_memory();
    free(sec);
    free(files);
}

static kmod *compile_units(fe_ast_arena *a, fe_diags *d, const fe_source *srcs, int n,
                           const fe_options *opt)
{
    const kmod *core = opt->corelib ? NULL : opt->corelib_module;
    int ng = 0;   /* the corelib's generic definitions the program names come first */
    fe_unit **prog = calloc((size_t)(n > 0 ? n : 1), sizeof *prog);
    if (!prog)
        fe_out_of_memory();
    int implies = 0;   /* the program's files first: their syntax may imply generic types */
    for (int i = 0; i < n; i++) {
        int file = fe_diags_add_file(d, srcs[i].path);
        prog[i] = fe_parse_file(a, d, file, srcs[i].path, srcs[i].text ? srcs[i].text : "",
                                srcs[i].text ? srcs[i].len : 0);
        implies |= prog[i]->implies;
    }
    fe_share_usings(a, prog, n, !opt->corelib);
    fe_source *gsrc = NULL;
    if (core && core->gensrc.n)
        gsrc = fe_gensrc_select((const char *)core->gensrc.v, core->gensrc.n, srcs, n, implies, &ng);
    fe_unit **units = calloc((size_t)(n + ng > 0 ? n + ng : 1), sizeof *units);
    kmod *m = NULL;
    if (!units)
        fe_out_of_memory();
    for (int k = 0; k < ng; k++) {
        int file = fe_diags_add_file(d, gsrc[k].path);
        units[k] = fe_parse_file(a, d, file, gsrc[k].path, gsrc[k].text, gsrc[k].len);
        if (units[k])
            units[k]->corelib_generic = 1;
    }
    free(gsrc);
    memcpy(units + ng, prog, sizeof *prog * (size_t)n);
    free(prog);
    fe_check_partials_across(d, units, n + ng);
    if (n == 0)
        fe_error_nopos(d, "no source files");
    if (fe_error_count(d) == 0) {
        for (int i = 0; opt->corelib && i < n; i++)   /* not rows of the corelib: compiled with each program */
            units[i]->corelib_generic = generic_only(units[i], &srcs[i]);
        m = fe_sema_compile(units, n + ng, opt, d);
        if (m && opt->corelib)
            keep_generic_sources(m, units, srcs, n);
        if (m && fe_error_count(d) > 0) {
            kmod_free(m);
            m = NULL;
        }
        if (!m && fe_error_count(d) == 0)
            fe_error_nopos(d, "compilation failed");
    }
    free(units);
    return m;
}

kmod *fe_compile_sources(const fe_source *srcs, int nsrcs, const fe_options *opt)
{
    fe_ast_arena a;
    fe_diags d;
    fe_ast_arena_init(&a);
    fe_diags_init(&d, opt->diag, opt->max_errors);
    kmod *m = compile_units(&a, &d, srcs, nsrcs, opt);
    fe_diags_free(&d);
    fe_ast_arena_free(&a);
    return m;
}

kmod *fe_compile_files(const char *const *paths, int npaths, const fe_options *opt)
{
    fe_source *srcs = calloc((size_t)(npaths > 0 ? npaths : 1), sizeof *srcs);
    FILE *out = opt->diag ? opt->diag : stderr;
    int ok = 1;
    kmod *m = NULL;
    if (!srcs)
        fe_out_of_memory();
    for (int i = 0; i < npaths; i++) {
        size_t len = 0;
        char *text = read_whole(paths[i], &len);
        if (!text) {
            fprintf(out, "kiln: error: cannot read '%s': %s\n", paths[i], strerror(errno));
            ok = 0;
            continue;
        }
        srcs[i].path = paths[i];
        srcs[i].text = text;
        srcs[i].len = len;
    }
    if (ok)
        m = fe_compile_sources(srcs, npaths, opt);
    for (int i = 0; i < npaths; i++)
        free((char *)srcs[i].text);
    free(srcs);
    return m;
}
