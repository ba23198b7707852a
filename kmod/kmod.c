/* kmod.c - the Kiln module in memory: builders, accessors, and the binary
 * writer and reader (docs/module-format.md describes the bytes).
 *
 * Invariants: row 0 of the string table is always ""; strings, signatures,
 * typerefs, fieldrefs and methodrefs are deduplicated by the builders through
 * a private hash index (m->index) that lazily covers rows added any other way
 * (e.g. by kmod_read). kmod_read allocates only in proportion to the input
 * size, and returns a module only after kmod_check.c validated every table and
 * verify.c verified every method body.
 */
#include "kmod.h"
#include "kmod_internal.h"
#include "il.h"
#include "files.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

/* Deduplicated kinds covered by the builder index. */
enum { IX_STRING, IX_SIG, IX_TYPEREF, IX_FIELDREF, IX_METHODREF, IX_KINDS };

/* One open-addressed table of (row + 1) per kind; 0 is an empty slot. */
struct kmod_index {
    uint32_t *slot[IX_KINDS];
    uint32_t cap[IX_KINDS];      /* power of two, or 0 */
    uint32_t covered[IX_KINDS];  /* rows [0, covered) are in the table */
};

/* Largest module file kmod_read_file accepts (also stops /dev/zero). */
#define KMOD_MAX_FILE ((size_t)256 << 20)

/* Bytes of one row of each table section on disk. */
#define ROW_STRING 8u
#define ROW_TYPEDEF 32u
#define ROW_TYPEREF 8u
#define ROW_FIELD 24u
#define ROW_MEMBERREF 12u
#define ROW_METHOD 48u
#define ROW_EH 24u
#define ROW_SIG 8u
#define ROW_PARAM 4u
#define ROW_SEQPT 20u
#define ROW_LOCALNAME 12u
#define ROW_IFACEIMPL 8u
#define ROW_METHODIMPL 12u
#define ROW_TRACENAME 8u
#define ROW_VARIANCE 8u
#define ROW_VARIANT 12u
#define ROW_PARAMDEF 20u

/* ---------------------------------------------------------------- vectors */

/* Make room for `more` elements of size elem in the array v of n used and
 * *cap allocated; returns the (possibly moved) array, or NULL on overflow or
 * OOM (v is then unchanged). */
static void *vec_grow(void *v, uint32_t n, uint32_t *cap, uint32_t more, size_t elem)
{
    if (more > UINT32_MAX - 1 - n)
        return NULL;
    if (n + more <= *cap && v)
        return v;
    uint64_t nc = *cap ? (uint64_t)*cap : 16;
    while (nc < (uint64_t)n + more)
        nc *= 2;
    if (nc > UINT32_MAX - 1)
        nc = UINT32_MAX - 1;
    void *p = kmod_mem_realloc(v, (size_t)nc * elem);
    if (p)
        *cap = (uint32_t)nc;
    return p;
}

#define VEC_PUSH(vec, val, fail) do { \
        void *grown_ = vec_grow((vec).v, (vec).n, &(vec).cap, 1, sizeof *(vec).v); \
        if (!grown_) fail; \
        (vec).v = grown_; \
        (vec).v[(vec).n++] = (val); \
    } while (0)

/* Append len bytes to a byte array; returns the old length or KMOD_NONE. */
static uint32_t bytes_append(uint8_t **v, uint32_t *n, uint32_t *cap, const uint8_t *b,
                             size_t len)
{
    if (len > UINT32_MAX / 2)
        return KMOD_NONE;
    uint8_t *grown = vec_grow(*v, *n, cap, (uint32_t)len, 1);
    if (!grown)
        return KMOD_NONE;
    *v = grown;
    uint32_t off = *n;
    if (len)
        memcpy(grown + off, b, len);
    *n += (uint32_t)len;
    return off;
}

/* ------------------------------------------------------------ hash index */

/* Byte by byte, as FNV-1a is defined; eight bytes a turn (a start checks
 * the whole corelib file: the loop's own counting was half the work). */
uint64_t kmod_fnv1a(const uint8_t *p, size_t len)
{
    const uint64_t prime = 0x100000001b3ull;
    uint64_t h = 0xcbf29ce484222325ull;
    size_t i = 0;
    for (; i + 8 <= len; i += 8, p += 8) {
        h = (h ^ p[0]) * prime;
        h = (h ^ p[1]) * prime;
        h = (h ^ p[2]) * prime;
        h = (h ^ p[3]) * prime;
        h = (h ^ p[4]) * prime;
        h = (h ^ p[5]) * prime;
        h = (h ^ p[6]) * prime;
        h = (h ^ p[7]) * prime;
    }
    for (; i < len; i++, p++)
        h = (h ^ p[0]) * prime;
    return h;
}

static uint64_t word_at(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
}

static uint64_t lane(uint64_t h, uint64_t w)
{
    return (((h << 23) | (h >> 41)) ^ w) * 0x100000001b3ull;
}

/* Four lanes of 8-byte words, so the multiplies overlap (FNV-1a's one
 * chain of a multiply per byte cost a fifth of `kiln run hello.cs`), each
 * step a bijection of the lane (a rotate, an xor, an odd multiply): any
 * change of one word changes the result. */
uint64_t kmod_checksum(const uint8_t *p, size_t len)
{
    const uint64_t basis = 0xcbf29ce484222325ull;
    /* four named lanes, not an array: GCC 12 kept an array's lanes in
     * memory, one store-to-load chain through all four (1.4 instructions
     * a byte and no overlap) */
    uint64_t h0 = basis, h1 = basis + 1, h2 = basis + 2, h3 = basis + 3;
    size_t i = 0;
    for (; i + 32 <= len; i += 32) {
        h0 = lane(h0, word_at(p + i));
        h1 = lane(h1, word_at(p + i + 8));
        h2 = lane(h2, word_at(p + i + 16));
        h3 = lane(h3, word_at(p + i + 24));
    }
    uint64_t r = lane(lane(lane(h0, h1), h2), h3);
    for (; i < len; i++)
        r = lane(r, p[i]);
    return lane(r, len);
}

static uint32_t mix3(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t w[3] = {a, b, c};
    return (uint32_t)kmod_fnv1a((const uint8_t *)w, sizeof w);
}

static uint32_t row_hash(const kmod *m, int kind, uint32_t row)
{
    switch (kind) {
    case IX_STRING:
        return (uint32_t)kmod_fnv1a(m->strblob.v + m->strings.v[row].off, m->strings.v[row].len);
    case IX_SIG:
        return (uint32_t)kmod_fnv1a(m->sigblob.v + m->sigs.v[row].off, m->sigs.v[row].len);
    case IX_TYPEREF:
        return mix3(m->typerefs.v[row].ns, m->typerefs.v[row].name, 0);
    case IX_FIELDREF: {
        const kmod_memberref *r = &m->fieldrefs.v[row];
        return mix3(r->parent, r->name, r->sig);
    }
    default: {
        const kmod_memberref *r = &m->methodrefs.v[row];
        return mix3(r->parent, r->name, r->sig);
    }
    }
}

static uint32_t kind_count(const kmod *m, int kind)
{
    switch (kind) {
    case IX_STRING: return m->strings.n;
    case IX_SIG: return m->sigs.n;
    case IX_TYPEREF: return m->typerefs.n;
    case IX_FIELDREF: return m->fieldrefs.n;
    default: return m->methodrefs.n;
    }
}

static void ix_put(struct kmod_index *ix, int kind, uint32_t hash, uint32_t row)
{
    uint32_t mask = ix->cap[kind] - 1;
    uint32_t i = hash & mask;
    while (ix->slot[kind][i])
        i = (i + 1) & mask;
    ix->slot[kind][i] = row + 1;
}

/* Make the index of kind cover every row and have room for one more. */
static int ix_sync(kmod *m, int kind)
{
    if (!m->index && !(m->index = kmod_mem_calloc(1, sizeof *m->index)))
        return -1;
    struct kmod_index *ix = m->index;
    uint32_t n = kind_count(m, kind);
    if ((uint64_t)(n + 1) * 2 > ix->cap[kind]) {
        uint32_t nc = ix->cap[kind] ? ix->cap[kind] : 64;
        while ((uint64_t)(n + 1) * 2 > nc)
            nc *= 2;
        uint32_t *s = kmod_mem_calloc(nc, sizeof *s);
        if (!s)
            return -1;
        kmod_mem_free(ix->slot[kind]);
        ix->slot[kind] = s;
        ix->cap[kind] = nc;
        ix->covered[kind] = 0;
    }
    for (; ix->covered[kind] < n; ix->covered[kind]++)
        ix_put(ix, kind, row_hash(m, kind, ix->covered[kind]), ix->covered[kind]);
    return 0;
}

/* Row of kind with this hash for which eq(m, row, key) holds, or KMOD_NONE. */
static uint32_t ix_find(const kmod *m, int kind, uint32_t hash,
                        int (*eq)(const kmod *, uint32_t, const void *), const void *key)
{
    const struct kmod_index *ix = m->index;
    uint32_t mask = ix->cap[kind] - 1;
    for (uint32_t i = hash & mask; ix->slot[kind][i]; i = (i + 1) & mask)
        if (eq(m, ix->slot[kind][i] - 1, key))
            return ix->slot[kind][i] - 1;
    return KMOD_NONE;
}

typedef struct blobkey { const uint8_t *b; size_t len; } blobkey;

static int eq_string(const kmod *m, uint32_t row, const void *k)
{
    const blobkey *key = k;
    const kmod_blobref *r = &m->strings.v[row];
    return r->len == key->len && (!r->len || memcmp(m->strblob.v + r->off, key->b, r->len) == 0);
}

static int eq_sig(const kmod *m, uint32_t row, const void *k)
{
    const blobkey *key = k;
    const kmod_blobref *r = &m->sigs.v[row];
    return r->len == key->len && (!r->len || memcmp(m->sigblob.v + r->off, key->b, r->len) == 0);
}

static int eq_typeref(const kmod *m, uint32_t row, const void *k)
{
    const kmod_typeref *key = k;
    return m->typerefs.v[row].ns == key->ns && m->typerefs.v[row].name == key->name;
}

static int eq_memberref(const kmod_memberref *a, const kmod_memberref *b)
{
    return a->parent == b->parent && a->name == b->name && a->sig == b->sig;
}

static int eq_fieldref(const kmod *m, uint32_t row, const void *k)
{
    return eq_memberref(&m->fieldrefs.v[row], k);
}

static int eq_methodref(const kmod *m, uint32_t row, const void *k)
{
    return eq_memberref(&m->methodrefs.v[row], k);
}

/* ---------------------------------------------------------------- builders */

kmod *kmod_new(uint32_t flags)
{
    kmod *m = kmod_mem_calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->version = KMOD_VERSION;
    m->flags = flags;
    if (kmod_add_string(m, "", 0) != 0) {
        kmod_free(m);
        return NULL;
    }
    return m;
}

/* Free a table unless it is a borrowed module's view of its bytes. */
static void free_table(const kmod *m, void *v)
{
    const uint8_t *p = v;
    if (m->borrowed && p >= m->bytes && p < m->bytes + m->bytes_len)
        return;
    kmod_mem_free(v);
}

void kmod_free(kmod *m)
{
    if (!m)
        return;
    if (m->index)
        for (int k = 0; k < IX_KINDS; k++)
            kmod_mem_free(m->index->slot[k]);
    kmod_mem_free(m->index);
    free_table(m, m->strings.v);
    free_table(m, m->typedefs.v);
    free_table(m, m->typerefs.v);
    free_table(m, m->fields.v);
    free_table(m, m->fieldrefs.v);
    free_table(m, m->methods.v);
    free_table(m, m->methodrefs.v);
    free_table(m, m->ehs.v);
    free_table(m, m->sigs.v);
    free_table(m, m->strblob.v);
    free_table(m, m->sigblob.v);
    free_table(m, m->code.v);
    free_table(m, m->params.v);
    free_table(m, m->seqpts.v);
    free_table(m, m->localnames.v);
    free_table(m, m->ifaceimpls.v);
    free_table(m, m->methodimpls.v);
    free_table(m, m->gensrc.v);
    free_table(m, m->tracenames.v);
    free_table(m, m->variances.v);
    free_table(m, m->variants.v);
    free_table(m, m->paramdefs.v);
    if (m->owns_bytes && m->mapped)
        munmap((void *)(uintptr_t)m->bytes, m->bytes_len);
    else if (m->owns_bytes)
        kmod_mem_free((void *)(uintptr_t)m->bytes);
    kmod_mem_free(m);
}

/* Shared body of kmod_add_string / kmod_add_sig. */
static uint32_t add_blob_row(kmod *m, int kind, const uint8_t *b, size_t len)
{
    if (m->borrowed || len > UINT32_MAX / 2 || ix_sync(m, kind))
        return KMOD_NONE;
    blobkey key = {b, len};
    uint32_t h = (uint32_t)kmod_fnv1a(b, len);
    uint32_t row = ix_find(m, kind, h, kind == IX_STRING ? eq_string : eq_sig, &key);
    if (row != KMOD_NONE)
        return row;
    uint32_t off = kind == IX_STRING
        ? bytes_append(&m->strblob.v, &m->strblob.n, &m->strblob.cap, b, len)
        : bytes_append(&m->sigblob.v, &m->sigblob.n, &m->sigblob.cap, b, len);
    if (off == KMOD_NONE ||   /* a NUL after each string: readers may use it in place (kmod_cstring) */
        (kind == IX_STRING && bytes_append(&m->strblob.v, &m->strblob.n, &m->strblob.cap,
                                           (const uint8_t *)"", 1) == KMOD_NONE))
        return KMOD_NONE;
    kmod_blobref r = {off, (uint32_t)len};
    if (kind == IX_STRING) {
        row = m->strings.n;
        VEC_PUSH(m->strings, r, return KMOD_NONE);
    } else {
        row = m->sigs.n;
        VEC_PUSH(m->sigs, r, return KMOD_NONE);
    }
    ix_put(m->index, kind, h, row);
    m->index->covered[kind] = row + 1;
    return row;
}

uint32_t kmod_add_string(kmod *m, const char *s, size_t len)
{
    return add_blob_row(m, IX_STRING, (const uint8_t *)s, len);
}

uint32_t kmod_add_sig(kmod *m, const uint8_t *bytes, size_t len)
{
    return add_blob_row(m, IX_SIG, bytes, len);
}

uint32_t kmod_add_typedef(kmod *m, const kmod_typedef *t)
{
    if (m->borrowed)   /* read-only (kmod_read_trusted) */
        return KMOD_NONE;
    uint32_t row = m->typedefs.n;
    VEC_PUSH(m->typedefs, *t, return KMOD_NONE);
    return row;
}

uint32_t kmod_add_typeref(kmod *m, uint32_t ns, uint32_t name)
{
    if (m->borrowed || ix_sync(m, IX_TYPEREF))
        return KMOD_NONE;
    kmod_typeref key = {ns, name};
    uint32_t h = mix3(ns, name, 0);
    uint32_t row = ix_find(m, IX_TYPEREF, h, eq_typeref, &key);
    if (row != KMOD_NONE)
        return row;
    row = m->typerefs.n;
    VEC_PUSH(m->typerefs, key, return KMOD_NONE);
    ix_put(m->index, IX_TYPEREF, h, row);
    m->index->covered[IX_TYPEREF] = row + 1;
    return row;
}

uint32_t kmod_add_field(kmod *m, const kmod_field *f)
{
    if (m->borrowed)   /* read-only (kmod_read_trusted) */
        return KMOD_NONE;
    uint32_t row = m->fields.n;
    VEC_PUSH(m->fields, *f, return KMOD_NONE);
    return row;
}

/* Shared body of kmod_add_fieldref / kmod_add_methodref. */
static uint32_t add_memberref(kmod *m, int kind, const kmod_memberref *r)
{
    if (m->borrowed || ix_sync(m, kind))
        return KMOD_NONE;
    uint32_t h = mix3(r->parent, r->name, r->sig);
    uint32_t row = ix_find(m, kind, h, kind == IX_FIELDREF ? eq_fieldref : eq_methodref, r);
    if (row != KMOD_NONE)
        return row;
    if (kind == IX_FIELDREF) {
        row = m->fieldrefs.n;
        VEC_PUSH(m->fieldrefs, *r, return KMOD_NONE);
    } else {
        row = m->methodrefs.n;
        VEC_PUSH(m->methodrefs, *r, return KMOD_NONE);
    }
    ix_put(m->index, kind, h, row);
    m->index->covered[kind] = row + 1;
    return row;
}

uint32_t kmod_add_fieldref(kmod *m, const kmod_memberref *r)
{
    return add_memberref(m, IX_FIELDREF, r);
}

uint32_t kmod_add_methodref(kmod *m, const kmod_memberref *r)
{
    return add_memberref(m, IX_METHODREF, r);
}

uint32_t kmod_add_method(kmod *m, const kmod_method *f)
{
    if (m->borrowed)   /* read-only (kmod_read_trusted) */
        return KMOD_NONE;
    uint32_t row = m->methods.n;
    VEC_PUSH(m->methods, *f, return KMOD_NONE);
    return row;
}

uint32_t kmod_add_eh(kmod *m, const kmod_eh *e)
{
    if (m->borrowed)   /* read-only (kmod_read_trusted) */
        return KMOD_NONE;
    uint32_t row = m->ehs.n;
    VEC_PUSH(m->ehs, *e, return KMOD_NONE);
    return row;
}

uint32_t kmod_add_code(kmod *m, const uint8_t *bytes, size_t len)
{
    if (m->borrowed)   /* read-only (kmod_read_trusted) */
        return KMOD_NONE;
    return bytes_append(&m->code.v, &m->code.n, &m->code.cap, bytes, len);
}

int kmod_add_param_name(kmod *m, uint32_t name)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->params, name, return -1);
    return 0;
}

int kmod_add_seqpt(kmod *m, const kmod_seqpt *p)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->seqpts, *p, return -1);
    return 0;
}

int kmod_add_gensrc(kmod *m, const char *text, size_t len)
{
    if (m->borrowed)
        return -1;
    return bytes_append(&m->gensrc.v, &m->gensrc.n, &m->gensrc.cap, (const uint8_t *)text, len)
           == KMOD_NONE ? -1 : 0;
}

int kmod_add_localname(kmod *m, const kmod_localname *l)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->localnames, *l, return -1);
    return 0;
}

int kmod_add_tracename(kmod *m, uint32_t method, uint32_t text)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->tracenames, ((kmod_tracename){method, text}), return -1);
    return 0;
}

int kmod_add_paramdef(kmod *m, const kmod_paramdef *d)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->paramdefs, *d, return -1);
    return 0;
}

int kmod_add_variance(kmod *m, uint32_t from, uint32_t to)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->variances, ((kmod_variance){from, to}), return -1);
    return 0;
}

int kmod_add_variant(kmod *m, const kmod_variant *r)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->variants, *r, return -1);
    return 0;
}

int kmod_add_ifaceimpl(kmod *m, const kmod_ifaceimpl *r)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->ifaceimpls, *r, return -1);
    return 0;
}

int kmod_add_methodimpl(kmod *m, const kmod_methodimpl *r)
{
    if (m->borrowed)
        return -1;
    VEC_PUSH(m->methodimpls, *r, return -1);
    return 0;
}

void kmod_strip_debug(kmod *m)
{
    if (m->borrowed)
        return;
    kmod_mem_free(m->seqpts.v);
    m->seqpts.v = NULL;
    m->seqpts.n = m->seqpts.cap = 0;
    kmod_mem_free(m->localnames.v);
    m->localnames.v = NULL;
    m->localnames.n = m->localnames.cap = 0;
}

/* ---------------------------------------------------------------- accessors */

const char *kmod_string(const kmod *m, uint32_t row, uint32_t *len)
{
    if (row >= m->strings.n || (uint64_t)m->strings.v[row].off + m->strings.v[row].len >
                                   m->strblob.n) {
        if (len)
            *len = 0;
        return NULL;
    }
    if (len)
        *len = m->strings.v[row].len;
    return (const char *)m->strblob.v + m->strings.v[row].off;
}

const char *kmod_cstring(const kmod *m, uint32_t row)
{
    if (!m->borrowed || !m->strings_terminated || row >= m->strings.n)
        return NULL;
    return (const char *)m->strblob.v + m->strings.v[row].off;
}

/* Does a NUL follow every string row inside the blob? (kmod_cstring) */
static bool terminated(const kmod *m)
{
    for (uint32_t i = 0; i < m->strings.n; i++) {
        const kmod_blobref *r = &m->strings.v[i];
        if ((uint64_t)r->off + r->len >= m->strblob.n || m->strblob.v[r->off + r->len] != 0)
            return false;
    }
    return true;
}

int kmod_string_eq(const kmod *m, uint32_t row, const char *s)
{
    uint32_t len;
    const char *p = kmod_string(m, row, &len);
    return p && strlen(s) == len && memcmp(p, s, len) == 0;
}

const uint8_t *kmod_sig(const kmod *m, uint32_t row, uint32_t *len)
{
    if (row >= m->sigs.n || (uint64_t)m->sigs.v[row].off + m->sigs.v[row].len > m->sigblob.n) {
        if (len)
            *len = 0;
        return NULL;
    }
    if (len)
        *len = m->sigs.v[row].len;
    return m->sigblob.v + m->sigs.v[row].off;
}

void kmod_name(const kmod *m, uint32_t row, char *buf, size_t n)
{
    uint32_t len;
    const char *s = kmod_string(m, row, &len);
    if (!n)
        return;
    if (!s) {
        snprintf(buf, n, "?");
        return;
    }
    size_t i = 0;
    for (; i < len && i + 1 < n && i < 60; i++)
        buf[i] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
    buf[i] = 0;
}

void kmod_method_name(const kmod *m, uint32_t row, char *buf, size_t n)
{
    char tn[64] = "?", mn[64] = "?";
    if (row < m->methods.n) {
        uint32_t owner = m->methods.v[row].owner;
        if (owner < m->typedefs.n)
            kmod_name(m, m->typedefs.v[owner].name, tn, sizeof tn);
        kmod_name(m, m->methods.v[row].name, mn, sizeof mn);
    }
    snprintf(buf, n, "%s.%s", tn, mn);
}

/* ---------------------------------------------------------------- writer */

static uint8_t *put_u32(uint8_t *p, uint32_t x)
{
    p[0] = (uint8_t)x;
    p[1] = (uint8_t)(x >> 8);
    p[2] = (uint8_t)(x >> 16);
    p[3] = (uint8_t)(x >> 24);
    return p + 4;
}

static uint8_t *put_u64(uint8_t *p, uint64_t x)
{
    return put_u32(put_u32(p, (uint32_t)x), (uint32_t)(x >> 32));
}

/* Byte size of section id in m. */
static uint64_t section_size(const kmod *m, int id)
{
    switch (id) {
    case KMOD_SEC_STRINGS: return (uint64_t)m->strings.n * ROW_STRING;
    case KMOD_SEC_TYPEDEFS: return (uint64_t)m->typedefs.n * ROW_TYPEDEF;
    case KMOD_SEC_TYPEREFS: return (uint64_t)m->typerefs.n * ROW_TYPEREF;
    case KMOD_SEC_FIELDS: return (uint64_t)m->fields.n * ROW_FIELD;
    case KMOD_SEC_FIELDREFS: return (uint64_t)m->fieldrefs.n * ROW_MEMBERREF;
    case KMOD_SEC_METHODS: return (uint64_t)m->methods.n * ROW_METHOD;
    case KMOD_SEC_METHODREFS: return (uint64_t)m->methodrefs.n * ROW_MEMBERREF;
    case KMOD_SEC_EHS: return (uint64_t)m->ehs.n * ROW_EH;
    case KMOD_SEC_SIGS: return (uint64_t)m->sigs.n * ROW_SIG;
    case KMOD_SEC_STRBLOB: return m->strblob.n;
    case KMOD_SEC_SIGBLOB: return m->sigblob.n;
    case KMOD_SEC_PARAMS: return (uint64_t)m->params.n * ROW_PARAM;
    case KMOD_SEC_DEBUG: return (uint64_t)m->seqpts.n * ROW_SEQPT;
    case KMOD_SEC_LOCALNAMES: return (uint64_t)m->localnames.n * ROW_LOCALNAME;
    case KMOD_SEC_IFACEIMPLS: return (uint64_t)m->ifaceimpls.n * ROW_IFACEIMPL;
    case KMOD_SEC_METHODIMPLS: return (uint64_t)m->methodimpls.n * ROW_METHODIMPL;
    case KMOD_SEC_GENSRC: return m->gensrc.n;
    case KMOD_SEC_TRACENAMES: return (uint64_t)m->tracenames.n * ROW_TRACENAME;
    case KMOD_SEC_VARIANCE: return (uint64_t)m->variances.n * ROW_VARIANCE;
    case KMOD_SEC_VARIANTS: return (uint64_t)m->variants.n * ROW_VARIANT;
    case KMOD_SEC_PARAMDEFS: return (uint64_t)m->paramdefs.n * ROW_PARAMDEF;
    default: return m->code.n;
    }
}

static uint8_t *put_memberrefs(uint8_t *p, const kmod_memberref *r, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        p = put_u32(put_u32(put_u32(p, r[i].parent), r[i].name), r[i].sig);
    return p;
}

static uint8_t *put_blobrefs(uint8_t *p, const kmod_blobref *r, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        p = put_u32(put_u32(p, r[i].off), r[i].len);
    return p;
}

static uint8_t *put_bytes(uint8_t *p, const uint8_t *b, uint32_t n)
{
    if (n)
        memcpy(p, b, n);
    return p + n;
}

static uint8_t *put_typedefs(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->typedefs.n; i++) {
        const kmod_typedef *t = &m->typedefs.v[i];
        uint32_t w[8] = {t->ns, t->name, t->flags, t->parent, t->field_first, t->field_count,
                         t->method_first, t->method_count};
        for (int k = 0; k < 8; k++)
            p = put_u32(p, w[k]);
    }
    return p;
}

static uint8_t *put_fields(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->fields.n; i++) {
        const kmod_field *f = &m->fields.v[i];
        p = put_u32(put_u32(put_u32(put_u32(p, f->owner), f->name), f->sig), f->flags);
        p = put_u64(p, f->constant);
    }
    return p;
}

static uint8_t *put_methods(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->methods.n; i++) {
        const kmod_method *f = &m->methods.v[i];
        uint32_t w[12] = {f->owner, f->name, f->sig, f->flags, f->code_off, f->code_len,
                          f->max_stack, f->locals, f->eh_first, f->eh_count,
                          f->pinvoke_lib, f->pinvoke_entry};
        for (int k = 0; k < 12; k++)
            p = put_u32(p, w[k]);
    }
    return p;
}

static uint8_t *put_ehs(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->ehs.n; i++) {
        const kmod_eh *e = &m->ehs.v[i];
        uint32_t w[6] = {e->kind, e->try_off, e->try_len, e->handler_off, e->handler_len,
                         e->catch_sig};
        for (int k = 0; k < 6; k++)
            p = put_u32(p, w[k]);
    }
    return p;
}

static uint8_t *put_params(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->params.n; i++)
        p = put_u32(p, m->params.v[i]);
    return p;
}

static uint8_t *put_seqpts(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->seqpts.n; i++) {
        const kmod_seqpt *s = &m->seqpts.v[i];
        p = put_u32(put_u32(put_u32(put_u32(put_u32(p, s->method), s->il_off), s->file), s->line), s->col);
    }
    return p;
}

static uint8_t *put_localnames(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->localnames.n; i++) {
        const kmod_localname *l = &m->localnames.v[i];
        p = put_u32(put_u32(put_u32(p, l->method), l->slot), l->name);
    }
    return p;
}

static uint8_t *put_impls(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->ifaceimpls.n; i++)
        p = put_u32(put_u32(p, m->ifaceimpls.v[i].type), m->ifaceimpls.v[i].iface);
    return p;
}

static uint8_t *put_methodimpls(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->methodimpls.n; i++) {
        const kmod_methodimpl *r = &m->methodimpls.v[i];
        p = put_u32(put_u32(put_u32(p, r->type), r->body), r->decl);
    }
    return p;
}

static uint8_t *put_tracenames(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->tracenames.n; i++)
        p = put_u32(put_u32(p, m->tracenames.v[i].method), m->tracenames.v[i].text);
    return p;
}

static uint8_t *put_variances(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->variances.n; i++)
        p = put_u32(put_u32(p, m->variances.v[i].from), m->variances.v[i].to);
    return p;
}

static uint8_t *put_paramdefs(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->paramdefs.n; i++) {
        const kmod_paramdef *d = &m->paramdefs.v[i];
        p = put_u32(put_u32(put_u32(put_u32(put_u32(p, d->method), d->param), d->info), d->lo), d->hi);
    }
    return p;
}

static uint8_t *put_variants(uint8_t *p, const kmod *m)
{
    for (uint32_t i = 0; i < m->variants.n; i++)
        p = put_u32(put_u32(put_u32(p, m->variants.v[i].type), m->variants.v[i].variance), m->variants.v[i].args);
    return p;
}

/* Write the contents of section id at p. */
static uint8_t *put_section(uint8_t *p, const kmod *m, int id)
{
    switch (id) {
    case KMOD_SEC_STRINGS: return put_blobrefs(p, m->strings.v, m->strings.n);
    case KMOD_SEC_TYPEDEFS: return put_typedefs(p, m);
    case KMOD_SEC_TYPEREFS:
        for (uint32_t i = 0; i < m->typerefs.n; i++)
            p = put_u32(put_u32(p, m->typerefs.v[i].ns), m->typerefs.v[i].name);
        return p;
    case KMOD_SEC_FIELDS: return put_fields(p, m);
    case KMOD_SEC_FIELDREFS: return put_memberrefs(p, m->fieldrefs.v, m->fieldrefs.n);
    case KMOD_SEC_METHODS: return put_methods(p, m);
    case KMOD_SEC_METHODREFS: return put_memberrefs(p, m->methodrefs.v, m->methodrefs.n);
    case KMOD_SEC_EHS: return put_ehs(p, m);
    case KMOD_SEC_SIGS: return put_blobrefs(p, m->sigs.v, m->sigs.n);
    case KMOD_SEC_STRBLOB: return put_bytes(p, m->strblob.v, m->strblob.n);
    case KMOD_SEC_SIGBLOB: return put_bytes(p, m->sigblob.v, m->sigblob.n);
    case KMOD_SEC_PARAMS: return put_params(p, m);
    case KMOD_SEC_DEBUG: return put_seqpts(p, m);
    case KMOD_SEC_LOCALNAMES: return put_localnames(p, m);
    case KMOD_SEC_IFACEIMPLS: return put_impls(p, m);
    case KMOD_SEC_METHODIMPLS: return put_methodimpls(p, m);
    case KMOD_SEC_GENSRC: return put_bytes(p, m->gensrc.v, m->gensrc.n);
    case KMOD_SEC_TRACENAMES: return put_tracenames(p, m);
    case KMOD_SEC_VARIANCE: return put_variances(p, m);
    case KMOD_SEC_VARIANTS: return put_variants(p, m);
    case KMOD_SEC_PARAMDEFS: return put_paramdefs(p, m);
    default: return put_bytes(p, m->code.v, m->code.n);
    }
}

void kmod_fix_checksum(uint8_t *bytes, size_t len)
{
    if (len < KMOD_HEADER_SIZE)
        return;
    put_u64(bytes + 20, kmod_checksum(bytes + KMOD_HEADER_SIZE, len - KMOD_HEADER_SIZE));
}

/* The required sections always; an optional one only when not empty. */
static bool section_written(const kmod *m, int id)
{
    return id <= KMOD_SEC_REQUIRED || section_size(m, id) > 0;
}

int kmod_write(kmod *m, uint8_t **out, size_t *len)
{
    uint32_t nsec = 0;
    for (int id = 1; id <= KMOD_SEC_COUNT; id++)
        nsec += section_written(m, id);
    uint64_t data = KMOD_HEADER_SIZE + (uint64_t)nsec * KMOD_SECTION_ENTRY_SIZE;
    uint64_t total = data;
    for (int id = 1; id <= KMOD_SEC_COUNT; id++)
        total += section_size(m, id);
    if (total > UINT32_MAX)
        return -1;
    uint8_t *buf = kmod_mem_alloc((size_t)total), *p = buf;
    if (!buf)
        return -1;
    memcpy(p, "KMOD", 4);
    p = put_u32(put_u32(put_u32(put_u32(p + 4, m->version), m->flags), m->entry), nsec);
    p = put_u64(p, 0);
    uint64_t off = data;
    for (int id = 1; id <= KMOD_SEC_COUNT; id++) {
        if (!section_written(m, id))
            continue;
        uint64_t size = section_size(m, id);
        p = put_u32(put_u32(put_u32(p, (uint32_t)id), (uint32_t)off), (uint32_t)size);
        off += size;
    }
    for (int id = 1; id <= KMOD_SEC_COUNT; id++)
        p = put_section(p, m, id);
    kmod_fix_checksum(buf, (size_t)total);
    m->hash = kmod_checksum(buf + KMOD_HEADER_SIZE, (size_t)total - KMOD_HEADER_SIZE);
    *out = buf;
    *len = (size_t)total;
    return 0;
}

int kmod_write_file(kmod *m, const char *path, char *err, size_t errlen)
{
    uint8_t *buf;
    size_t len;
    if (kmod_write(m, &buf, &len)) {
        snprintf(err, errlen, "%s: module too large or out of memory", path);
        return -1;
    }
    int rc = kmod_file_write_replace(path, buf, len, err, errlen);   /* never through a symlink at path */
    kmod_mem_free(buf);
    return rc;
}

/* ---------------------------------------------------------------- reader */

/* Where one section lives in the input. */
typedef struct section { uint32_t off, size; int seen; } section;

int kmod_corrupt(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    int n = snprintf(err, errlen, "corrupt module: ");
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < errlen)
        vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static const char *const section_names[KMOD_SEC_COUNT + 1] = {
    "?", "strings", "typedefs", "typerefs", "fields", "fieldrefs", "methods",
    "methodrefs", "exception clauses", "signatures", "string blob", "signature blob", "code",
    "parameter names", "debug", "local names", "interface implementations",
    "method implementations",
    "generic sources", "trace names", "variance", "variant instances", "parameter defaults",
};

static uint32_t row_size(int id)
{
    static const uint32_t sizes[KMOD_SEC_COUNT + 1] = {
        0, ROW_STRING, ROW_TYPEDEF, ROW_TYPEREF, ROW_FIELD, ROW_MEMBERREF, ROW_METHOD,
        ROW_MEMBERREF, ROW_EH, ROW_SIG, 1, 1, 1, ROW_PARAM, ROW_SEQPT, ROW_LOCALNAME,
        ROW_IFACEIMPL, ROW_METHODIMPL,
        1, ROW_TRACENAME, ROW_VARIANCE, ROW_VARIANT, ROW_PARAMDEF,
    };
    return sizes[id];
}

/* Check the fixed header; fills the section table. */
static int read_header(kmod *m, const uint8_t *b, size_t len, int check, section *sec, char *err,
                       size_t errlen)
{
    if (len < KMOD_HEADER_SIZE)
        return kmod_corrupt(err, errlen, "file is %zu bytes, shorter than the %u-byte header", len,
                    KMOD_HEADER_SIZE);
    if (memcmp(b, "KMOD", 4) != 0)
        return kmod_corrupt(err, errlen, "bad magic (not a Kiln module)");
    m->version = il_read_u32(b + 4);
    if (m->version != KMOD_VERSION)
        return kmod_corrupt(err, errlen, "unsupported version %u (expected %u)", m->version, KMOD_VERSION);
    m->flags = il_read_u32(b + 8);
    m->entry = il_read_u32(b + 12);
    uint32_t nsec = il_read_u32(b + 16);
    m->hash = (uint64_t)il_read_u32(b + 20) | (uint64_t)il_read_u32(b + 24) << 32;
    if (m->flags & ~KMOD_FLAG_CORELIB)
        return kmod_corrupt(err, errlen, "unknown flags 0x%x", m->flags);
    if (nsec < KMOD_SEC_REQUIRED || nsec > KMOD_SEC_COUNT)
        return kmod_corrupt(err, errlen, "section count %u (expected %u to %u)", nsec, KMOD_SEC_REQUIRED,
                    KMOD_SEC_COUNT);
    uint64_t data = KMOD_HEADER_SIZE + (uint64_t)nsec * KMOD_SECTION_ENTRY_SIZE;
    if (len < data)
        return kmod_corrupt(err, errlen, "truncated section table (%zu of %llu bytes)", len,
                    (unsigned long long)data);
    if (check && kmod_checksum(b + KMOD_HEADER_SIZE, len - KMOD_HEADER_SIZE) != m->hash)
        return kmod_corrupt(err, errlen, "checksum mismatch (file damaged or truncated)");
    for (uint32_t i = 0; i < nsec; i++) {
        const uint8_t *e = b + KMOD_HEADER_SIZE + i * KMOD_SECTION_ENTRY_SIZE;
        uint32_t id = il_read_u32(e), off = il_read_u32(e + 4), size = il_read_u32(e + 8);
        if (id < 1 || id > KMOD_SEC_COUNT)
            return kmod_corrupt(err, errlen, "unknown section id %u", id);
        if (sec[id].seen)
            return kmod_corrupt(err, errlen, "duplicate %s section", section_names[id]);
        if (off < data || (uint64_t)off + size > len)
            return kmod_corrupt(err, errlen, "%s section %u+%u outside the file (%zu bytes)",
                        section_names[id], off, size, len);
        if (size % row_size((int)id))
            return kmod_corrupt(err, errlen, "%s section size %u not a multiple of the %u-byte row",
                        section_names[id], size, row_size((int)id));
        sec[id] = (section){off, size, 1};
    }
    for (int id = 1; id <= KMOD_SEC_REQUIRED; id++)
        if (!sec[id].seen)
            return kmod_corrupt(err, errlen, "no %s section", section_names[id]);
    return 0;
}

/* Allocate n elements of elem bytes (n bounded by the input size); not
 * zeroed: read_rows writes every field of every row. */
static void *alloc_rows(uint32_t n, size_t elem)
{
    return kmod_mem_alloc((n ? n : 1) * elem);
}

static void read_blobrefs(kmod_blobref *v, const uint8_t *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++, p += ROW_STRING)
        v[i] = (kmod_blobref){il_read_u32(p), il_read_u32(p + 4)};
}

static void read_memberrefs(kmod_memberref *v, const uint8_t *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++, p += ROW_MEMBERREF)
        v[i] = (kmod_memberref){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8)};
}

/* Point a byte blob into the bytes read (m->borrowed), no copy. */
#define BORROW(vec) ((vec).v = (uint8_t *)(uintptr_t)p, (vec).n = (vec).cap = n, 0)

/* A trusted module's rows are used in place when the host's struct is the
 * row (all little-endian u32 fields in file order, checked below) and the
 * bytes are aligned for it: the decoded copies were ~20 KB of the corelib,
 * five freshly touched pages of an AOT start. */
#define ROW_IS_STRUCT(T, size) _Static_assert(sizeof(T) == (size), #T " is not its row")
ROW_IS_STRUCT(kmod_blobref, ROW_STRING);
ROW_IS_STRUCT(kmod_typedef, ROW_TYPEDEF);
ROW_IS_STRUCT(kmod_typeref, ROW_TYPEREF);
ROW_IS_STRUCT(kmod_field, ROW_FIELD);
ROW_IS_STRUCT(kmod_memberref, ROW_MEMBERREF);
ROW_IS_STRUCT(kmod_method, ROW_METHOD);
ROW_IS_STRUCT(kmod_eh, ROW_EH);
ROW_IS_STRUCT(kmod_seqpt, ROW_SEQPT);
ROW_IS_STRUCT(kmod_localname, ROW_LOCALNAME);
ROW_IS_STRUCT(kmod_ifaceimpl, ROW_IFACEIMPL);
ROW_IS_STRUCT(kmod_methodimpl, ROW_METHODIMPL);
ROW_IS_STRUCT(kmod_variance, ROW_VARIANCE);
ROW_IS_STRUCT(kmod_variant, ROW_VARIANT);
ROW_IS_STRUCT(kmod_paramdef, ROW_PARAMDEF);
#undef ROW_IS_STRUCT

static bool rows_in_place(const kmod *m, const uint8_t *p, size_t align)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return m->borrowed && (uintptr_t)p % align == 0;
#else
    (void)m, (void)p, (void)align;
    return false;
#endif
}

/* Decode the rows of section id into m's table. Returns -1 on OOM. */
static int read_rows(kmod *m, const uint8_t *p, uint32_t size, int id)
{
    uint32_t n = size / row_size(id);
    switch (id) {
#define ROWS(vec) \
    if (rows_in_place(m, p, _Alignof(__typeof__(*(vec).v)))) { \
        (vec).v = (__typeof__((vec).v))(uintptr_t)p; \
        (vec).n = (vec).cap = n; \
        return 0; \
    } \
    if (!((vec).v = alloc_rows(n, sizeof *(vec).v))) return -1; \
    (vec).n = (vec).cap = n
    case KMOD_SEC_STRINGS:
        ROWS(m->strings);
        read_blobrefs(m->strings.v, p, n);
        return 0;
    case KMOD_SEC_SIGS:
        ROWS(m->sigs);
        read_blobrefs(m->sigs.v, p, n);
        return 0;
    case KMOD_SEC_TYPEDEFS:
        ROWS(m->typedefs);
        for (uint32_t i = 0; i < n; i++, p += ROW_TYPEDEF)
            m->typedefs.v[i] = (kmod_typedef){il_read_u32(p), il_read_u32(p + 4),
                il_read_u32(p + 8), il_read_u32(p + 12), il_read_u32(p + 16),
                il_read_u32(p + 20), il_read_u32(p + 24), il_read_u32(p + 28)};
        return 0;
    case KMOD_SEC_TYPEREFS:
        ROWS(m->typerefs);
        for (uint32_t i = 0; i < n; i++, p += ROW_TYPEREF)
            m->typerefs.v[i] = (kmod_typeref){il_read_u32(p), il_read_u32(p + 4)};
        return 0;
    case KMOD_SEC_FIELDS:
        ROWS(m->fields);
        for (uint32_t i = 0; i < n; i++, p += ROW_FIELD)
            m->fields.v[i] = (kmod_field){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8),
                il_read_u32(p + 12), (uint64_t)il_read_i64(p + 16)};
        return 0;
    case KMOD_SEC_FIELDREFS:
        ROWS(m->fieldrefs);
        read_memberrefs(m->fieldrefs.v, p, n);
        return 0;
    case KMOD_SEC_METHODREFS:
        ROWS(m->methodrefs);
        read_memberrefs(m->methodrefs.v, p, n);
        return 0;
    case KMOD_SEC_METHODS:
        ROWS(m->methods);
        for (uint32_t i = 0; i < n; i++, p += ROW_METHOD) {
            uint32_t w[12];
            for (int k = 0; k < 12; k++)
                w[k] = il_read_u32(p + 4 * k);
            m->methods.v[i] = (kmod_method){w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7],
                                             w[8], w[9], w[10], w[11]};
        }
        return 0;
    case KMOD_SEC_EHS:
        ROWS(m->ehs);
        for (uint32_t i = 0; i < n; i++, p += ROW_EH)
            m->ehs.v[i] = (kmod_eh){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8),
                il_read_u32(p + 12), il_read_u32(p + 16), il_read_u32(p + 20)};
        return 0;
    case KMOD_SEC_STRBLOB:
        if (m->borrowed)
            return BORROW(m->strblob);
        ROWS(m->strblob);
        memcpy(m->strblob.v, p, n);
        return 0;
    case KMOD_SEC_PARAMS:
        ROWS(m->params);
        for (uint32_t i = 0; i < n; i++, p += ROW_PARAM)
            m->params.v[i] = il_read_u32(p);
        return 0;
    case KMOD_SEC_DEBUG:
        ROWS(m->seqpts);
        for (uint32_t i = 0; i < n; i++, p += ROW_SEQPT)
            m->seqpts.v[i] = (kmod_seqpt){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8),
                                          il_read_u32(p + 12), il_read_u32(p + 16)};
        return 0;
    case KMOD_SEC_LOCALNAMES:
        ROWS(m->localnames);
        for (uint32_t i = 0; i < n; i++, p += ROW_LOCALNAME)
            m->localnames.v[i] = (kmod_localname){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8)};
        return 0;
    case KMOD_SEC_IFACEIMPLS:
        ROWS(m->ifaceimpls);
        for (uint32_t i = 0; i < n; i++, p += ROW_IFACEIMPL)
            m->ifaceimpls.v[i] = (kmod_ifaceimpl){il_read_u32(p), il_read_u32(p + 4)};
        return 0;
    case KMOD_SEC_METHODIMPLS:
        ROWS(m->methodimpls);
        for (uint32_t i = 0; i < n; i++, p += ROW_METHODIMPL)
            m->methodimpls.v[i] = (kmod_methodimpl){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8)};
        return 0;
    case KMOD_SEC_TRACENAMES:
        ROWS(m->tracenames);
        for (uint32_t i = 0; i < n; i++, p += ROW_TRACENAME)
            m->tracenames.v[i] = (kmod_tracename){il_read_u32(p), il_read_u32(p + 4)};
        return 0;
    case KMOD_SEC_VARIANCE:
        ROWS(m->variances);
        for (uint32_t i = 0; i < n; i++, p += ROW_VARIANCE)
            m->variances.v[i] = (kmod_variance){il_read_u32(p), il_read_u32(p + 4)};
        return 0;
    case KMOD_SEC_VARIANTS:
        ROWS(m->variants);
        for (uint32_t i = 0; i < n; i++, p += ROW_VARIANT)
            m->variants.v[i] = (kmod_variant){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8)};
        return 0;
    case KMOD_SEC_PARAMDEFS:
        ROWS(m->paramdefs);
        for (uint32_t i = 0; i < n; i++, p += ROW_PARAMDEF)
            m->paramdefs.v[i] = (kmod_paramdef){il_read_u32(p), il_read_u32(p + 4), il_read_u32(p + 8),
                                                il_read_u32(p + 12), il_read_u32(p + 16)};
        return 0;
    case KMOD_SEC_GENSRC:
        if (m->borrowed)
            return BORROW(m->gensrc);
        ROWS(m->gensrc);
        memcpy(m->gensrc.v, p, n);
        return 0;
    case KMOD_SEC_SIGBLOB:
        if (m->borrowed)
            return BORROW(m->sigblob);
        ROWS(m->sigblob);
        memcpy(m->sigblob.v, p, n);
        return 0;
    default:
        if (m->borrowed)
            return BORROW(m->code);
        ROWS(m->code);
        memcpy(m->code.v, p, n);
        return 0;
#undef ROWS
    }
}
#undef BORROW

/* How much read_module checks: everything (kmod_read), everything but the
 * method bodies (kmod_read_deferred), or the header alone (kmod_read_trusted). */
enum { READ_TRUSTED, READ_DEFERRED, READ_CHECKED };

/* Parse the header and every section's rows; unless trusted, also the
 * checksum and the tables, and with READ_CHECKED the IL verification of
 * every body. */
static kmod *read_module(const uint8_t *bytes, size_t len, int mode, bool borrow, char *err,
                         size_t errlen)
{
    int check = mode != READ_TRUSTED;
    section sec[KMOD_SEC_COUNT + 1] = {{0, 0, 0}};
    kmod *m = kmod_mem_calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, errlen, "out of memory reading module");
        return NULL;
    }
    if (read_header(m, bytes, len, check, sec, err, errlen))
        goto bad;
    m->borrowed = borrow;
    m->bytes = bytes;
    m->bytes_len = len;
    for (int id = 1; id <= KMOD_SEC_COUNT; id++)
        if (sec[id].seen && read_rows(m, bytes + sec[id].off, sec[id].size, id)) {
            snprintf(err, errlen, "out of memory reading module");
            goto bad;
        }
    m->deferred = mode == READ_DEFERRED;
    m->strings_terminated = terminated(m);
    return m;
bad:
    kmod_free(m);
    return NULL;
}

/* m with its tables checked (and with bodies, its bodies verified), or
 * NULL. Kept out of read_module so that a reader of trusted modules only
 * (an AOT executable) does not link the checks. */
static kmod *checked(kmod *m, bool bodies, char *err, size_t errlen)
{
    if (m && kmod_check_tables(m, bodies, err, errlen)) {
        kmod_free(m);
        return NULL;
    }
    return m;
}

kmod *kmod_read(const uint8_t *bytes, size_t len, char *err, size_t errlen)
{
    return checked(read_module(bytes, len, READ_CHECKED, false, err, errlen), true, err, errlen);
}

kmod *kmod_read_deferred(const uint8_t *bytes, size_t len, char *err, size_t errlen)
{
    return checked(read_module(bytes, len, READ_DEFERRED, false, err, errlen), false, err, errlen);
}

kmod *kmod_read_trusted(const uint8_t *bytes, size_t len, char *err, size_t errlen)
{
    return read_module(bytes, len, READ_TRUSTED, true, err, errlen);
}

/* A regular file of deferred mode (the runtime's corelib) mapped read-only
 * instead of read: its pages come from the page cache as they are touched,
 * no copy, and about a tenth of the page faults (the kernel maps the pages
 * around each fault). Kiln replaces a module file by rename
 * (kmod_file_write_replace), so a mapping never sees it change; NULL: read
 * it instead. */
static kmod *map_file(const char *path, FILE *f, const struct stat *st, char *err, size_t errlen)
{
    if (!S_ISREG(st->st_mode) || st->st_size <= 0 || (uint64_t)st->st_size >= KMOD_MAX_FILE)
        return NULL;
    void *p = mmap(NULL, (size_t)st->st_size, PROT_READ, MAP_PRIVATE, fileno(f), 0);
    if (p == MAP_FAILED)
        return NULL;
    char inner[512];
    kmod *m = checked(read_module(p, (size_t)st->st_size, READ_DEFERRED, true, inner, sizeof inner), false,
                      inner, sizeof inner);
    if (!m) {
        munmap(p, (size_t)st->st_size);
        snprintf(err, errlen, "%s: %s", path, inner);
        return NULL;
    }
    m->owns_bytes = m->mapped = true;
    return m;
}

static kmod *read_file(const char *path, int mode, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;   /* a regular file is read in one piece, a device grows the buffer */
    bool regular = fstat(fileno(f), &st) == 0;
    err[0] = 0;
    kmod *mapped = regular && mode == READ_DEFERRED ? map_file(path, f, &st, err, errlen) : NULL;
    if (mapped || err[0]) {
        fclose(f);
        return mapped;
    }
    size_t cap = regular && S_ISREG(st.st_mode) && st.st_size > 0 &&
                 (uint64_t)st.st_size < KMOD_MAX_FILE ? (size_t)st.st_size + 1 : (size_t)1 << 16;
    size_t len = 0;
    uint8_t *buf = kmod_mem_alloc(cap);
    errno = 0;
    while (buf) {
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap)
            break;
        uint8_t *nb = cap >= KMOD_MAX_FILE ? NULL : kmod_mem_realloc(buf, cap * 2);
        if (!nb) {
            kmod_mem_free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    int ioerr = ferror(f) ? (errno ? errno : EIO) : 0;
    fclose(f);
    if (!buf || ioerr) {
        snprintf(err, errlen, "cannot read %s: %s", path,
                 buf ? strerror(ioerr) : "too large (over 256 MB) or out of memory");
        kmod_mem_free(buf);
        return NULL;
    }
    char inner[512];
    /* deferred (the runtime's corelib): the rows and blobs are used in place
     * and the module keeps the buffer (read-only, as a trusted one) */
    bool keep = mode == READ_DEFERRED;
    kmod *m = checked(read_module(buf, len, mode, keep, inner, sizeof inner), mode == READ_CHECKED, inner,
                      sizeof inner);
    if (m && keep)
        m->owns_bytes = true;
    else
        kmod_mem_free(buf);
    if (!m)
        snprintf(err, errlen, "%s: %s", path, inner);
    return m;
}

kmod *kmod_read_file(const char *path, char *err, size_t errlen)
{
    return read_file(path, READ_CHECKED, err, errlen);
}

kmod *kmod_read_file_deferred(const char *path, char *err, size_t errlen)
{
    return read_file(path, READ_DEFERRED, err, errlen);
}
