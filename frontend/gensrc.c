/* gensrc.c - which of the corelib's generic source files a compilation
 * parses (docs/generics.md: the corelib keeps the C# source of its
 * generic-only files, '\f' apart, and programs instantiate from it).
 *
 * Parsing and binding them costs more than the whole start of `kiln run
 * hello.cs`, so a file is parsed only when the program can name one of its
 * types: when one of the names the file declares appears as a word in a
 * program source (outside comments), or in another file already selected (List<T> may use
 * another generic file's types), or when the program's syntax names it
 * without its name (`int?` is Nullable<int>, `(1, 2)` a ValueTuple: the
 * parser's fe_unit.implies), or when it writes a word that implies one
 * (`string.Join(", ", array)` needs ArrayAsList: implied_by_words). A
 * program cannot reach a generic type without writing its name (the corelib's non-generic API never exposes a
 * generic instance: generics.md), so the selection only ever errs towards
 * parsing a file it did not need (a name in a comment).
 *
 * Scanning every file for its names and for the other files' names took
 * most of `kiln run hello.cs` (3.6 M instructions of 9.9 M), so the
 * corelib's build does it once (fe_gensrc_section): the section starts
 * with an index, a line per file of the names it declares and the files it
 * names, and a compilation reads the index and only searches the program's
 * own sources. A section without an index (a test's) is scanned as before.
 *
 * Invariants: the selected files keep the section's order; a file's
 * declared names are the word after `class`, `struct` or `interface` (not
 * a constraint's: `where T : struct`), and
 * a delegate's name (the last word outside '<...>' before its '('; the corelib's own
 * sources, so this rough scan is enough; a wrong extra name only costs a
 * parse); a file marked `// generic source` that holds `(this ` (an extension
 * method) also declares the last part of its namespace (System.Linq: Linq),
 * and lists its extension methods' names as its calls: the program's
 * `.Where(` or `.Select<` selects it (System.Linq is imported implicitly,
 * parse_toplevel.c, so a program may call them without naming Linq), as
 * does a query expression (FE_IMPLIES_QUERY).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

#define GENSRC_MAX_NAMES 64   /* per file; more names: the file is always parsed */
#define GENSRC_MAX_CALLS 160  /* extension method names per file; more: always parsed */

/* The first chunk of an indexed section: then a line per file,
 * `LEN:Name Name ...|k k ...` (its length in bytes; the names it declares,
 * `*` for too many; the indices of the files it names), then `|` and its
 * calls, if any. */
#define GENSRC_INDEX_MARK "// generic source index\n"

typedef struct gen_file {
    fe_source src;
    const char *names[GENSRC_MAX_NAMES];
    size_t lens[GENSRC_MAX_NAMES];
    int nnames;                /* -1: too many to list (always needed) */
    const char **calls;        /* its extension methods' names (malloc'd; most files have none,
                                  and zeroing room for them in every file cost hello 70 K
                                  instructions) */
    size_t *clens;
    int ncalls, ccap;          /* ncalls -1: too many to list (always needed) */
    bool needed;
} gen_file;

typedef struct gen_set {
    gen_file *fs;
    int nf;
    uint8_t *uses;             /* uses[j * nf + k]: file j names a type of file k */
} gen_set;

static bool word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The word starting at or after *at in t[0..n) (*at moves past it), its
 * length, 0 at the end; comments are skipped (a comment's "A struct: a
 * sort" must not declare `a`: every program saying "a" would compile the
 * file). */
static size_t next_word(const char *t, size_t n, size_t *at, const char **w)
{
    size_t i = *at;
    while (i < n && !word_char(t[i])) {
        if (t[i] == '/' && i + 1 < n && t[i + 1] == '/') {
            while (i < n && t[i] != '\n')
                i++;
        } else if (t[i] == '/' && i + 1 < n && t[i + 1] == '*') {
            for (i += 2; i + 1 < n && !(t[i] == '*' && t[i + 1] == '/'); i++)
                ;
            i = i + 2 < n ? i + 2 : n;
        } else {
            i++;
        }
    }
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

static void add_call(gen_file *f, const char *w, size_t wl)
{
    for (int i = 0; i < f->ncalls; i++)
        if (f->clens[i] == wl && !memcmp(f->calls[i], w, wl))
            return;
    if (f->ncalls < 0 || !wl)
        return;
    if (f->ncalls == GENSRC_MAX_CALLS) {
        f->ncalls = -1;
        return;
    }
    if (f->ncalls == f->ccap) {
        f->ccap = f->ccap ? 2 * f->ccap : 16;
        f->calls = realloc(f->calls, sizeof *f->calls * (size_t)f->ccap);
        f->clens = realloc(f->clens, sizeof *f->clens * (size_t)f->ccap);
        if (!f->calls || !f->clens)
            fe_out_of_memory();
    }
    f->calls[f->ncalls] = w;
    f->clens[f->ncalls++] = wl;
}

/* At `this` of an extension method's `Name<T..>(this `: its name (t[at] is
 * the 't'). */
static void add_ext_name(gen_file *f, const char *t, size_t at)
{
    size_t i = at;
    while (i > 0 && t[i - 1] == ' ')
        i--;
    if (i == 0 || t[--i] != '(')
        return;
    while (i > 0 && t[i - 1] == ' ')
        i--;
    if (i > 0 && t[i - 1] == '>')   /* skip <...>, nested */
        for (int depth = 0; i > 0; ) {
            char c = t[--i];
            depth += c == '>' ? 1 : c == '<' ? -1 : 0;
            if (depth == 0)
                break;
        }
    size_t end = i;
    while (i > 0 && word_char(t[i - 1]))
        i--;
    add_call(f, t + i, end - i);
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
    /* a marked file's namespace selects it only when it declares extension
     * methods (reached through `using N;` without a type name); System.Tuple's
     * Create is reached through its class's name */
    marked = marked && memmem(t, n, "(this ", 6) != NULL;
    while ((wl = next_word(t, n, &at, &w)) > 0) {
        if (marked && is_word(w, wl, "this"))
            add_ext_name(f, t, (size_t)(w - t));
        if (marked && is_word(w, wl, "namespace")) {   /* `using System.Linq;` selects it: Linq */
            const char *last = NULL;
            size_t ll = 0;
            int parts = 0;
            for (;; parts++) {
                while (at < n && (t[at] == ' ' || t[at] == '.' || t[at] == '\t'))
                    at++;
                if (at >= n || !word_char(t[at]))
                    break;
                ll = next_word(t, n, &at, &last);
            }
            if (last && parts > 1)   /* not `System` itself: every program names it (Array.cs) */
                add_name(f, last, ll);
            continue;
        }
        if (is_word(w, wl, "class") || is_word(w, wl, "struct") || is_word(w, wl, "interface")) {
            size_t b = (size_t)(w - t);
            while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '\t'))
                b--;
            bool constraint = b > 0 && (t[b - 1] == ':' || t[b - 1] == ',');   /* where T : struct */
            wl = next_word(t, n, &at, &w);
            if (!constraint)
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

/* The distinct words of a program's sources (comments skipped): one pass
 * over the program, then a probe per name (a memmem of every name over
 * every source was a sixteenth of `kiln run hello.cs`). Open addressing,
 * at most half full. */
typedef struct word_set {
    const char **w;
    size_t *len;
    size_t cap, n;
} word_set;

static size_t word_hash(const char *w, size_t wl)
{
    size_t h = 2166136261u;
    for (size_t i = 0; i < wl; i++)
        h = (h ^ (unsigned char)w[i]) * 16777619u;
    return h;
}

/* The slot of w: where it is, or the empty one where it would go. */
static size_t word_slot(const word_set *ws, const char *w, size_t wl)
{
    size_t i = word_hash(w, wl) & (ws->cap - 1);
    while (ws->w[i] && !(ws->len[i] == wl && !memcmp(ws->w[i], w, wl)))
        i = (i + 1) & (ws->cap - 1);
    return i;
}

static void words_add(word_set *ws, const char *w, size_t wl);

static void words_grow(word_set *ws)
{
    word_set old = *ws;
    ws->cap = old.cap ? old.cap * 2 : 256;
    ws->n = 0;
    ws->w = calloc(ws->cap, sizeof *ws->w);
    ws->len = calloc(ws->cap, sizeof *ws->len);
    if (!ws->w || !ws->len)
        fe_out_of_memory();
    for (size_t i = 0; i < old.cap; i++)
        if (old.w[i])
            words_add(ws, old.w[i], old.len[i]);
    free(old.w);
    free(old.len);
}

static void words_add(word_set *ws, const char *w, size_t wl)
{
    if (2 * (ws->n + 1) > ws->cap)
        words_grow(ws);
    size_t i = word_slot(ws, w, wl);
    if (!ws->w[i]) {
        ws->w[i] = w;
        ws->len[i] = wl;
        ws->n++;
    }
}

static bool words_has(const word_set *ws, const char *w, size_t wl)
{
    return ws->cap && ws->w[word_slot(ws, w, wl)] != NULL;
}

/* The words of the sources into ws, and into calls those written as a
 * member call, `.Name(` or `.Name<` (a method an extension may be). */
static void words_of(word_set *ws, word_set *calls, const fe_source *srcs, int n)
{
    const char *w;
    for (int i = 0; i < n; i++) {
        const char *t = srcs[i].text;
        size_t len = srcs[i].len;
        for (size_t at = 0, wl; t && (wl = next_word(t, len, &at, &w)) > 0;) {
            words_add(ws, w, wl);
            size_t after = at;
            while (after < len && (t[after] == ' ' || t[after] == '\n'))
                after++;
            if (w > t && w[-1] == '.' && after < len && (t[after] == '(' || t[after] == '<'))
                words_add(calls, w, wl);
        }
    }
}

/* Does the program call one of f's extension methods as a member? */
static bool calls_in_words(const gen_file *f, const word_set *calls)
{
    if (f->ncalls < 0)
        return true;
    for (int i = 0; i < f->ncalls; i++)
        if (words_has(calls, f->calls[i], f->clens[i]))
            return true;
    return false;
}

/* Does the program write one of the names f declares? */
static bool names_in_words(const gen_file *f, const word_set *ws)
{
    if (f->nnames < 0)
        return true;
    for (int i = 0; i < f->nnames; i++)
        if (words_has(ws, f->names[i], f->lens[i]))
            return true;
    return false;
}

/* Words of a program that imply a generic type it does not name:
 * string.Join(sep, xs) and string.Concat(xs) over an array pass it as an
 * IEnumerable, which T[] implements through ArrayAsList<T>
 * (sema_array_iface.c); over a generic sequence they call StringJoin's
 * Join<T>/Concat<T> (bind_expr.c). */
static bool implied_by_words(const gen_file *f, const word_set *ws)
{
    static const struct { const char *word, *name; } words[] = {
        {"Join", "ArrayAsList"}, {"Concat", "ArrayAsList"}, {"Join", "StringJoin"}, {"Concat", "StringJoin"},
        {"Clone", "ArrayClone"},
        {"CopyTo", "ArrayMembers"}, {"GetLength", "ArrayMembers"}, {"GetLongLength", "ArrayMembers"},
        {"GetLowerBound", "ArrayMembers"}, {"GetUpperBound", "ArrayMembers"},
    };
    for (size_t w = 0; w < sizeof words / sizeof words[0]; w++)
        if (words_has(ws, words[w].word, strlen(words[w].word)) &&   /* the cheap probe first */
            names_in(f, words[w].name, strlen(words[w].name)))
            return true;
    return false;
}

/* Does f declare a type the program's syntax implies (FE_IMPLIES_*)? */
static bool implied_by(const gen_file *f, int implies)
{
    static const struct { int bit; const char *name; } syn[] = {
        {FE_IMPLIES_NULLABLE, "Nullable"}, {FE_IMPLIES_TUPLE, "ValueTuple"}, {FE_IMPLIES_RANGE, "Range"},
        {FE_IMPLIES_QUERY, "Linq"},
        {FE_IMPLIES_RECORD, "EqualityComparer"},
        {FE_IMPLIES_FUNC, "Func"},
        {FE_IMPLIES_ASYNC, "AsyncStateMachine"},
        {FE_IMPLIES_ASYNC_STREAM, "IAsyncDisposable"},
        {FE_IMPLIES_LIST, "List"},
    };
    for (size_t i = 0; i < sizeof syn / sizeof syn[0]; i++)
        if ((implies & syn[i].bit) && names_in(f, syn[i].name, strlen(syn[i].name)))
            return true;
    return false;
}

/* Marks the files the sources name or their syntax implies, then the files
 * those files name. */
static void select_needed(gen_set *g, const fe_source *srcs, int n, int implies)
{
    word_set ws = {0}, calls = {0};
    words_of(&ws, &calls, srcs, n);
    for (int k = 0; k < g->nf; k++) {
        gen_file *f = &g->fs[k];
        f->needed = implied_by(f, implies) || implied_by_words(f, &ws) || names_in_words(f, &ws) ||
                    calls_in_words(f, &calls);
    }
    free(ws.w);
    free(ws.len);
    free(calls.w);
    free(calls.len);
    for (bool grew = true; grew;) {
        grew = false;
        for (int j = 0; j < g->nf; j++)
            for (int k = 0; k < g->nf && g->fs[j].needed; k++)
                if (g->uses[j * g->nf + k] && !g->fs[k].needed)
                    g->fs[k].needed = grew = true;
    }
}

static void free_files(gen_set *g)
{
    for (int k = 0; k < g->nf; k++) {
        free(g->fs[k].calls);
        free(g->fs[k].clens);
    }
    free(g->fs);
    free(g->uses);
}

static void alloc_files(gen_set *g)
{
    g->fs = calloc((size_t)(g->nf ? g->nf : 1), sizeof *g->fs);
    g->uses = calloc((size_t)g->nf * (size_t)g->nf + 1, 1);
    if (!g->fs || !g->uses)
        fe_out_of_memory();
}

/* The files gs[at..gn) from the lengths the index lines start with
 * (`LEN:`), without a pass over the sources (386 KB of them cost `kiln run
 * hello.cs` two memchr passes); false, g untouched, if they do not fit. */
static bool split_by_lengths(gen_set *g, const char *gs, size_t gn, size_t at, const char *index, size_t ilen)
{
    int nf = 0;
    for (const char *p = index; (p = memchr(p, '\n', ilen - (size_t)(p - index))) != NULL; p++)
        nf++;
    size_t *lens = malloc(sizeof *lens * (size_t)(nf ? nf : 1)), end = at;
    if (!lens)
        fe_out_of_memory();
    const char *p = index;
    for (int k = 0; k < nf; k++) {
        char *after;
        lens[k] = (size_t)strtoull(p, &after, 10);
        end += lens[k] + (k + 1 < nf);
        if (after == p || *after != ':' || end > gn || (k + 1 < nf && gs[end - 1] != '\f')) {
            free(lens);
            return false;
        }
        p = (const char *)memchr(p, '\n', ilen - (size_t)(p - index)) + 1;
    }
    if (end != gn || nf == 0) {
        free(lens);
        return false;
    }
    g->nf = nf;
    alloc_files(g);
    for (int k = 0; k < nf; k++) {
        g->fs[k].src = (fe_source){"<corelib generic definitions>", gs + at, lens[k]};
        at += lens[k] + 1;
    }
    free(lens);
    return true;
}

/* The section's files ('\f' apart, after the index if it has one) into g;
 * *index, *ilen: the index lines (NULL if none). */
static void split_files(gen_set *g, const char *gs, size_t gn, const char **index, size_t *ilen)
{
    size_t ml = strlen(GENSRC_INDEX_MARK), at = 0;
    *index = NULL;
    if (gn >= ml && !memcmp(gs, GENSRC_INDEX_MARK, ml)) {
        const char *ff = memchr(gs, '\f', gn);
        *index = gs + ml;
        *ilen = (size_t)((ff ? ff : gs + gn) - *index);
        at = ff ? (size_t)(ff - gs) + 1 : gn;
        if (split_by_lengths(g, gs, gn, at, *index, *ilen))
            return;
        *index = NULL;   /* it does not fit the files: scan them */
    }
    g->nf = at < gn;
    for (const char *p = gs + at; (p = memchr(p, '\f', gn - (size_t)(p - gs))) != NULL; p++)
        g->nf++;
    alloc_files(g);
    for (int k = 0; k < g->nf; k++) {
        const char *ff = memchr(gs + at, '\f', gn - at);
        size_t end = ff ? (size_t)(ff - gs) : gn;
        g->fs[k].src = (fe_source){"<corelib generic definitions>", gs + at, end - at};
        at = end + 1;
    }
}

/* Every file's names and the files it names, from the text. */
static void scan_files(gen_set *g)
{
    for (int k = 0; k < g->nf; k++)
        declared_names(&g->fs[k]);
    for (int j = 0; j < g->nf; j++)
        for (int k = 0; k < g->nf; k++)
            g->uses[j * g->nf + k] = j != k && names_in(&g->fs[k], g->fs[j].src.text, g->fs[j].src.len);
}

/* One index line's file indices (after '|') into row j of uses; false if malformed. */
static bool read_uses(gen_set *g, int j, const char *p, const char *end)
{
    while (p < end) {
        char *after;
        long k = strtol(p, &after, 10);
        if (after == p || k < 0 || k >= g->nf)
            return false;
        g->uses[j * g->nf + k] = 1;
        for (p = after; p < end && *p == ' '; p++)
            ;
    }
    return true;
}

/* The names and uses from the index; false if it does not fit the files. */
static bool read_index(gen_set *g, const char *t, size_t n)
{
    const char *p = t, *end = t + n;
    for (int k = 0; k < g->nf; k++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p)), *colon = nl ? memchr(p, ':', (size_t)(nl - p)) : NULL;
        const char *bar = colon ? memchr(colon, '|', (size_t)(nl - colon)) : NULL;
        if (!bar)
            return false;
        p = colon + 1;   /* after the file's length (split_by_lengths) */
        gen_file *f = &g->fs[k];
        if (bar - p == 1 && *p == '*')
            f->nnames = -1;
        const char *w, *bar2 = memchr(bar + 1, '|', (size_t)(nl - bar - 1));
        for (size_t at = 0, wl; f->nnames >= 0 && (wl = next_word(p, (size_t)(bar - p), &at, &w)) > 0;)
            add_name(f, w, wl);
        if (bar2 && bar2 + 2 == nl && bar2[1] == '*')
            f->ncalls = -1;
        for (size_t at = 0, wl; bar2 && f->ncalls >= 0 && (wl = next_word(bar2 + 1, (size_t)(nl - bar2 - 1), &at, &w)) > 0;)
            add_call(f, w, wl);
        if (!read_uses(g, k, bar + 1, bar2 ? bar2 : nl))
            return false;
        p = nl + 1;
    }
    return p == end;
}

fe_source *fe_gensrc_select(const char *gs, size_t gn, const fe_source *srcs, int n, int implies,
                            int *count)
{
    gen_set g;
    const char *index;
    size_t ilen = 0;
    split_files(&g, gs, gn, &index, &ilen);
    if (!index || !read_index(&g, index, ilen)) {
        memset(g.uses, 0, (size_t)g.nf * (size_t)g.nf);
        for (int k = 0; k < g.nf; k++)
            g.fs[k].nnames = g.fs[k].ncalls = 0;
        scan_files(&g);
    }
    select_needed(&g, srcs, n, implies);
    int m = 0;
    for (int k = 0; k < g.nf; k++)
        m += g.fs[k].needed;
    fe_source *out = malloc(sizeof *out * (size_t)(m ? m : 1));
    if (!out)
        fe_out_of_memory();
    m = 0;
    for (int k = 0; k < g.nf; k++)
        if (g.fs[k].needed)
            out[m++] = g.fs[k].src;
    free_files(&g);
    *count = m;
    return out;
}

/* Append s to the growing buffer *b (*len bytes, *cap). */
static void buf_add(char **b, size_t *len, size_t *cap, const char *s, size_t n)
{
    if (*len + n + 1 > *cap) {
        *cap = (*len + n + 1) * 2;
        if (!(*b = realloc(*b, *cap)))
            fe_out_of_memory();
    }
    memcpy(*b + *len, s, n);
    *len += n;
}

char *fe_gensrc_section(const char *gs, size_t gn, size_t *len)
{
    gen_set g;
    const char *index;
    size_t ilen;
    split_files(&g, gs, gn, &index, &ilen);
    scan_files(&g);
    char *b = NULL, num[16];
    size_t cap = 0;
    *len = 0;
    buf_add(&b, len, &cap, GENSRC_INDEX_MARK, strlen(GENSRC_INDEX_MARK));
    for (int k = 0; k < g.nf; k++) {
        const gen_file *f = &g.fs[k];
        int ll = snprintf(num, sizeof num, "%zu:", f->src.len);
        buf_add(&b, len, &cap, num, (size_t)ll);
        for (int i = 0; i < f->nnames; i++) {
            buf_add(&b, len, &cap, f->names[i], f->lens[i]);
            buf_add(&b, len, &cap, i + 1 < f->nnames ? " " : "", i + 1 < f->nnames);
        }
        buf_add(&b, len, &cap, f->nnames < 0 ? "*|" : "|", f->nnames < 0 ? 2 : 1);
        for (int j = 0, first = 1; j < g.nf; j++)
            if (g.uses[k * g.nf + j]) {
                int nl = snprintf(num, sizeof num, "%s%d", first ? "" : " ", j);
                buf_add(&b, len, &cap, num, (size_t)nl);
                first = 0;
            }
        if (f->ncalls)
            buf_add(&b, len, &cap, f->ncalls < 0 ? "|*" : "|", f->ncalls < 0 ? 2 : 1);
        for (int i = 0; i < f->ncalls; i++) {
            buf_add(&b, len, &cap, f->calls[i], f->clens[i]);
            buf_add(&b, len, &cap, i + 1 < f->ncalls ? " " : "", i + 1 < f->ncalls);
        }
        buf_add(&b, len, &cap, "\n", 1);
    }
    buf_add(&b, len, &cap, "\f", 1);
    buf_add(&b, len, &cap, gs, gn);
    free_files(&g);
    return b;
}
