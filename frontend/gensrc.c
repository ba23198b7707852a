/* gensrc.c - which of the corelib's generic source files a compilation
 * parses (docs/generics.md: the corelib keeps the C# source of its
 * generic-only files, '\f' apart, and programs instantiate from it).
 *
 * Parsing and binding them costs more than the whole start of `kiln run
 * hello.cs`, so a file is parsed only when the program can name one of its
 * types: when one of the names the file declares appears as a word in a
 * program source, or in another file already selected (List<T> may use
 * another generic file's types), or when the program's syntax names it
 * without its name (`int?` is Nullable<int>, `(1, 2)` a ValueTuple: the
 * parser's fe_unit.implies). A program cannot reach a generic type
 * without writing its name (the corelib's non-generic API never exposes a
 * generic instance: generics.md), so the selection only ever errs towards
 * parsing a file it did not need (a name in a comment).
 *
 * Invariants: the selected files keep the section's order; a file's
 * declared names are the word after `class`, `struct` or `interface`, and
 * a delegate's name (the last word outside '<...>' before its '('; the corelib's own
 * sources, so this rough scan is enough; a wrong extra name only costs a
 * parse).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

#define GENSRC_MAX_NAMES 64   /* per file; more names: the file is always parsed */

typedef struct gen_file {
    fe_source src;
    const char *names[GENSRC_MAX_NAMES];
    size_t lens[GENSRC_MAX_NAMES];
    int nnames;                /* -1: too many to list (always needed) */
    bool needed;
} gen_file;

static bool word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The word starting at or after *at in t[0..n) (*at moves past it); its length, 0 at the end. */
static size_t next_word(const char *t, size_t n, size_t *at, const char **w)
{
    size_t i = *at;
    while (i < n && !word_char(t[i]))
        i++;
    size_t s = i;
    while (i < n && word_char(t[i]))
        i++;
    *at = i;
    *w = t + s;
    return i - s;
}

static bool is_word(const char *w, size_t wl, const char *k)
{
    return wl == strlen(k) && !memcmp(w, k, wl);
}

static void add_name(gen_file *f, const char *w, size_t wl)
{
    if (f->nnames < 0 || !wl)
        return;
    if (f->nnames == GENSRC_MAX_NAMES) {
        f->nnames = -1;
        return;
    }
    f->names[f->nnames] = w;
    f->lens[f->nnames++] = wl;
}

/* `delegate R Name<T..>(...)`: the last word outside '<...>' before '('. */
static void add_delegate_name(gen_file *f, const char *t, size_t n, size_t *at)
{
    const char *name = NULL;
    size_t i = *at, len = 0;
    for (int depth = 0; i < n && t[i] != '(' && t[i] != ';'; ) {
        if (word_char(t[i])) {
            size_t s = i;
            while (i < n && word_char(t[i]))
                i++;
            if (depth == 0) {
                name = t + s;
                len = i - s;
            }
            continue;
        }
        depth += t[i] == '<' ? 1 : t[i] == '>' ? -1 : 0;
        i++;
    }
    *at = i;
    if (name)
        add_name(f, name, len);
}

static void declared_names(gen_file *f)
{
    const char *t = f->src.text, *w;
    size_t n = f->src.len, at = 0, wl;
    static const char mark[] = "// generic source\n";
    bool marked = n >= sizeof mark - 1 && !memcmp(t, mark, sizeof mark - 1);
    while ((wl = next_word(t, n, &at, &w)) > 0) {
        if (marked && is_word(w, wl, "namespace")) {   /* `using System.Linq;` selects it: Linq */
            const char *last = NULL;
            size_t ll = 0;
            for (;;) {
                while (at < n && (t[at] == ' ' || t[at] == '.' || t[at] == '\t'))
                    at++;
                if (at >= n || !word_char(t[at]))
                    break;
                ll = next_word(t, n, &at, &last);
            }
            if (last)
                add_name(f, last, ll);
            continue;
        }
        if (is_word(w, wl, "class") || is_word(w, wl, "struct") || is_word(w, wl, "interface")) {
            wl = next_word(t, n, &at, &w);
            add_name(f, w, wl);
        } else if (is_word(w, wl, "delegate")) {
            add_delegate_name(f, t, n, &at);
        }
    }
}

/* Does text[0..n) hold w as a whole word? */
static bool mentions(const char *text, size_t n, const char *w, size_t wl)
{
    for (const char *p = text, *end = text + n; (size_t)(end - p) >= wl;) {
        const char *hit = memmem(p, (size_t)(end - p), w, wl);
        if (!hit)
            return false;
        if ((hit == text || !word_char(hit[-1])) && (hit + wl == end || !word_char(hit[wl])))
            return true;
        p = hit + 1;
    }
    return false;
}

static bool names_in(const gen_file *f, const char *text, size_t n)
{
    if (f->nnames < 0)
        return true;
    for (int i = 0; i < f->nnames; i++)
        if (mentions(text, n, f->names[i], f->lens[i]))
            return true;
    return false;
}

/* Does f declare a type the program's syntax implies (FE_IMPLIES_*)? */
static bool implied_by(const gen_file *f, int implies)
{
    static const struct { int bit; const char *name; } syn[] = {
        {FE_IMPLIES_NULLABLE, "Nullable"}, {FE_IMPLIES_TUPLE, "ValueTuple"},
    };
    for (size_t i = 0; i < sizeof syn / sizeof syn[0]; i++)
        if ((implies & syn[i].bit) && names_in(f, syn[i].name, strlen(syn[i].name)))
            return true;
    return false;
}

/* Marks the files the sources name or their syntax implies, then the files
 * those files name. */
static void select_needed(gen_file *fs, int nf, const fe_source *srcs, int n, int implies)
{
    for (int k = 0; k < nf; k++) {
        fs[k].needed = implied_by(&fs[k], implies);
        for (int i = 0; i < n && !fs[k].needed; i++)
            fs[k].needed = srcs[i].text && names_in(&fs[k], srcs[i].text, srcs[i].len);
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (int k = 0; k < nf; k++)
            for (int j = 0; j < nf && !fs[k].needed; j++)
                if (fs[j].needed && j != k && names_in(&fs[k], fs[j].src.text, fs[j].src.len))
                    fs[k].needed = grew = true;
    }
}

int fe_gensrc_select(const char *gs, size_t gn, const fe_source *srcs, int n, int implies,
                     fe_source *out, int max)
{
    int nf = 0;
    for (size_t i = 0; i < gn; i++)
        nf += i == 0 || gs[i] == '\f';
    if (!nf)
        return 0;
    gen_file *fs = calloc((size_t)nf, sizeof *fs);
    if (!fs)
        fe_out_of_memory();
    for (int k = 0, at = 0; k < nf; k++) {
        int end = at;
        while ((size_t)end < gn && gs[end] != '\f')
            end++;
        fs[k].src = (fe_source){"<corelib generic definitions>", gs + at, (size_t)(end - at)};
        declared_names(&fs[k]);
        at = end + 1;
    }
    select_needed(fs, nf, srcs, n, implies);
    int m = 0;
    for (int k = 0; k < nf && m < max; k++)
        if (fs[k].needed)
            out[m++] = fs[k].src;
    free(fs);
    return m;
}
