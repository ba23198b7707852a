/* kmod_check.c - structural validation of a module just decoded by kmod_read.
 *
 * Order matters: strings first (so later errors can print names), then
 * signatures (so later checks may walk them with the trusted walkers), then
 * every table, then the entry point, then every method body through the
 * verifier. Each error is one line starting "corrupt module: ". Nothing here
 * allocates; every loop is bounded by a table size.
 */
#include "il.h"
#include "kmod_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Deepest nesting of SZARRAY/BYREF accepted in a signature. */
#define SIG_MAX_DEPTH 32
/* Most arguments plus locals summed over all method bodies. */
#define MAX_TOTAL_SLOTS (16u << 20)

/* ---------------------------------------------------------------- strings */

/* Length of the valid UTF-8 sequence at s (at most avail bytes), or 0. */
static uint32_t utf8_seq(const uint8_t *s, uint32_t avail)
{
    uint32_t n = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3
               : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (!n || n > avail || (n == 2 && s[0] < 0xC2) || (n == 4 && s[0] > 0xF4))
        return 0;
    for (uint32_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if ((n == 3 && s[0] == 0xE0 && s[1] < 0xA0) || (n == 4 && s[0] == 0xF0 && s[1] < 0x90) ||
        (n == 4 && s[0] == 0xF4 && s[1] > 0x8F))
        return 0;
    return n;
}

/* 16 bytes as signed lanes (GCC's vector extension: SSE2 on x86-64). */
typedef signed char byte16 __attribute__((vector_size(16)));

/* How many of s[0..avail) lead in whole 64-byte chunks of ASCII (each
 * valid UTF-8 as it is), without NUL unless nul_ok: the checks' fast path
 * over names and C# source text. A byte read as signed is ASCII when at
 * least 0, and ASCII but not NUL when above 0: one compare per 16 bytes (a
 * word at a time with an exit per word was a tenth of `kiln run hello.cs`). */
static uint32_t ascii_chunks(const uint8_t *s, uint32_t avail, bool nul_ok)
{
    const byte16 floor = (byte16){0} - (signed char)nul_ok;   /* -1 or 0 in every lane */
    uint32_t k = 0;
    for (; avail - k >= 64; k += 64) {
        byte16 a, b, c, d;   /* named, not an array: GCC 12 staged an array through the stack */
        memcpy(&a, s + k, 16);
        memcpy(&b, s + k + 16, 16);
        memcpy(&c, s + k + 32, 16);
        memcpy(&d, s + k + 48, 16);
        byte16 good = (a > floor) & (b > floor) & (c > floor) & (d > floor);
        uint64_t half[2];
        memcpy(half, &good, sizeof half);
        if ((half[0] & half[1]) != ~(uint64_t)0)
            break;
    }
    return k;
}

/* The string rows: each in the blob, each valid UTF-8 (a blob of plain
 * ASCII, the usual case, needs only the ranges). */
static int check_strings(const kmod *m, char *err, size_t errlen)
{
    if (m->strings.n == 0 || m->strings.v[0].len != 0)
        return kmod_corrupt(err, errlen, "string row 0 must be the empty string");
    uint32_t ascii = ascii_chunks(m->strblob.v, m->strblob.n, true);   /* a NUL follows each string */
    for (uint32_t i = 0; i < m->strings.n; i++) {
        const kmod_blobref *r = &m->strings.v[i];
        if ((uint64_t)r->off + r->len > m->strblob.n)
            return kmod_corrupt(err, errlen, "string %u: range %u+%u exceeds string blob (%u bytes)", i,
                       r->off, r->len, m->strblob.n);
        if (r->off + r->len <= ascii)
            continue;
        const uint8_t *s = m->strblob.v + r->off;
        for (uint32_t k = 0; k < r->len;) {
            if (s[k] < 0x80) {
                k++;
                continue;
            }
            uint32_t n = utf8_seq(s + k, r->len - k);
            if (!n)
                return kmod_corrupt(err, errlen, "string %u: invalid UTF-8 at byte %u", i, k);
            k += n;
        }
    }
    return 0;
}

/* Section 16, the generic definitions' C# source: UTF-8 and no NUL (the
 * frontend parses it as a source file). */
static int check_gensrc(const kmod *m, char *err, size_t errlen)
{
    for (uint32_t k = 0; k < m->gensrc.n;) {
        k += ascii_chunks(m->gensrc.v + k, m->gensrc.n - k, false);
        if (k == m->gensrc.n)
            break;
        uint32_t n = utf8_seq(m->gensrc.v + k, m->gensrc.n - k);
        if (!n || m->gensrc.v[k] == 0)
            return kmod_corrupt(err, errlen, "generic sources: invalid UTF-8 at byte %u", k);
        k += n;
    }
    return 0;
}

/* ---------------------------------------------------------------- signatures */

/* A signature being checked; msg is set on the first problem. */
typedef struct sigck {
    const kmod *m;
    const uint8_t *s;
    uint32_t len, pos;
    const char *msg;
    char buf[96];
} sigck;

static int sig_fail(sigck *c, const char *msg)
{
    if (!c->msg)
        c->msg = msg;
    return -1;
}

/* Where a type element appears; decides whether void/byref/out are allowed. */
enum { CTX_TYPE, CTX_RET, CTX_PARAM, CTX_LOCAL, CTX_ELEM };

static int sig_type(sigck *c, int ctx, int depth)
{
    if (depth > SIG_MAX_DEPTH)
        return sig_fail(c, "nested too deeply");
    if (c->pos >= c->len)
        return sig_fail(c, "truncated");
    uint8_t e = c->s[c->pos++];
    switch (e) {
    case KMOD_T_VOID:
        return ctx == CTX_RET ? 0 : sig_fail(c, "void where a value type is needed");
    case KMOD_T_BOOL: case KMOD_T_CHAR: case KMOD_T_U1: case KMOD_T_I4: case KMOD_T_U4:
    case KMOD_T_I8: case KMOD_T_U8: case KMOD_T_R8: case KMOD_T_STRING: case KMOD_T_OBJECT:
    case KMOD_T_I1: case KMOD_T_I2: case KMOD_T_U2: case KMOD_T_R4:
        return 0;
    case KMOD_T_SZARRAY:
        return sig_type(c, CTX_ELEM, depth + 1);
    case KMOD_T_OUT:
        if (ctx != CTX_PARAM || c->pos >= c->len || c->s[c->pos] != KMOD_T_BYREF)
            return sig_fail(c, "out marker not on a byref parameter");
        return sig_type(c, CTX_PARAM, depth + 1);
    case KMOD_T_BYREF:
        if (ctx == CTX_ELEM || ctx == CTX_RET)
            return sig_fail(c, "byref where a value type is needed");
        return sig_type(c, CTX_ELEM, depth + 1);
    case KMOD_T_CLASS: case KMOD_T_VALUETYPE: case KMOD_T_ENUM: {
        if (c->len - c->pos < 4)
            return sig_fail(c, "truncated class token");
        uint32_t tok = il_read_u32(c->s + c->pos);
        c->pos += 4;
        uint32_t row = KMOD_TOKEN_ROW(tok);
        if ((KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && row < c->m->typedefs.n) ||
            (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEREF && row < c->m->typerefs.n))
            return 0;
        snprintf(c->buf, sizeof c->buf, "class token 0x%08x is not a valid typedef/typeref", tok);
        return sig_fail(c, c->buf);
    }
    default:
        snprintf(c->buf, sizeof c->buf, "unknown element 0x%02x at byte %u", e, c->pos - 1);
        return sig_fail(c, c->buf);
    }
}

/* Method or locals signature body after the kind byte. */
static int sig_list(sigck *c, int method)
{
    if (c->len - c->pos < 2)
        return sig_fail(c, "truncated count");
    uint32_t n = il_read_u16(c->s + c->pos);
    c->pos += 2;
    if (method && sig_type(c, CTX_RET, 0))
        return -1;
    for (uint32_t i = 0; i < n; i++)
        if (sig_type(c, method ? CTX_PARAM : CTX_LOCAL, 0))
            return -1;
    return 0;
}

static int check_sigs(const kmod *m, char *err, size_t errlen)
{
    for (uint32_t i = 0; i < m->sigs.n; i++) {
        const kmod_blobref *r = &m->sigs.v[i];
        if ((uint64_t)r->off + r->len > m->sigblob.n)
            return kmod_corrupt(err, errlen, "signature %u: range %u+%u exceeds signature blob (%u bytes)",
                       i, r->off, r->len, m->sigblob.n);
        sigck c = {.m = m, .s = m->sigblob.v + r->off, .len = r->len};
        if (!r->len)
            return kmod_corrupt(err, errlen, "signature %u: empty", i);
        uint8_t k = c.s[0];
        int rc;
        if (k == KMOD_SIG_METHOD || k == KMOD_SIG_METHOD_THIS || k == KMOD_SIG_LOCALS) {
            c.pos = 1;
            rc = sig_list(&c, k != KMOD_SIG_LOCALS);
        } else {
            rc = sig_type(&c, CTX_TYPE, 0);
        }
        if (!rc && c.pos != c.len)
            rc = sig_fail(&c, "trailing bytes");
        if (rc)
            return kmod_corrupt(err, errlen, "signature %u: %s", i, c.msg);
    }
    return 0;
}

/* Kind of a validated signature row: 'T' type, 'M' method, 'L' locals, 0 bad row. */
static int sig_kind(const kmod *m, uint32_t row)
{
    uint32_t len;
    const uint8_t *s = kmod_sig(m, row, &len);
    if (!s || !len)
        return 0;
    return s[0] == KMOD_SIG_LOCALS ? 'L' : (s[0] == KMOD_SIG_METHOD || s[0] == KMOD_SIG_METHOD_THIS)
                                               ? 'M' : 'T';
}

/* A type signature usable as a field type: not byref. */
static int field_type_ok(const kmod *m, uint32_t row)
{
    if (sig_kind(m, row) != 'T')
        return 0;
    return kmod_sig(m, row, NULL)[0] != KMOD_T_BYREF;
}

/* ---------------------------------------------------------------- tables */

static int str_ok(const kmod *m, uint32_t row) { return row < m->strings.n; }

static int type_token_ok(const kmod *m, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    return (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && row < m->typedefs.n) ||
           (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEREF && row < m->typerefs.n);
}

/* Rows [first, first+count) of a table of n rows, all owned by typedef t. */
static int range_ok(uint32_t first, uint32_t count, uint32_t n)
{
    return (uint64_t)first + count <= n;
}

/* A string row's printable form for a message (into a local nm[64]),
 * made only when a message is written. */
#define NAME(row) (kmod_name(m, (row), nm, sizeof nm), nm)

/* A class lending its interfaces (KMOD_TYPE_LENDS_IFACES) is a sealed class
 * whose first field is an instance field of the type served: an array
 * type, string, or a primitive or struct (its boxes: decimal's). */
static int check_lent_ifaces(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_typedef *t = &m->typedefs.v[i];
    char nm[64];
    if (!(t->flags & KMOD_TYPE_LENDS_IFACES))
        return 0;
    uint32_t len = 0;
    const kmod_field *f = t->field_count ? &m->fields.v[t->field_first] : NULL;
    const uint8_t *s = f && f->sig < m->sigs.n ? kmod_sig(m, f->sig, &len) : NULL;
    int served = s && len >= 1 && ((s[0] == KMOD_T_SZARRAY && len >= 2) || s[0] == KMOD_T_STRING ||
                                   (s[0] >= KMOD_T_BOOL && s[0] <= KMOD_T_R8) || s[0] == KMOD_T_VALUETYPE);
    if ((t->flags & (KMOD_TYPE_INTERFACE | KMOD_TYPE_VALUETYPE | KMOD_TYPE_ENUM)) || !(t->flags & KMOD_TYPE_SEALED) ||
        !f || (f->flags & KMOD_FIELD_STATIC) || !served)
        return kmod_corrupt(err, errlen, "typedef %u (%s): lent interfaces need a sealed class whose first "
                            "field is an instance field of an array type, string, a primitive or a struct", i,
                            NAME(t->name));
    return 0;
}

static int check_typedef(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_typedef *t = &m->typedefs.v[i];
    char nm[64];
    if (!str_ok(m, t->ns) || !str_ok(m, t->name))
        return kmod_corrupt(err, errlen, "typedef %u: bad string index", i);
    if (t->parent && !type_token_ok(m, t->parent))
        return kmod_corrupt(err, errlen, "typedef %u (%s): parent token 0x%08x is not a valid typedef/typeref",
                   i, NAME(t->name), t->parent);
    if (!range_ok(t->field_first, t->field_count, m->fields.n))
        return kmod_corrupt(err, errlen, "typedef %u (%s): field range %u+%u exceeds field table (%u rows)",
                   i, NAME(t->name), t->field_first, t->field_count, m->fields.n);
    if (!range_ok(t->method_first, t->method_count, m->methods.n))
        return kmod_corrupt(err, errlen, "typedef %u (%s): method range %u+%u exceeds method table (%u rows)",
                   i, NAME(t->name), t->method_first, t->method_count, m->methods.n);
    for (uint32_t k = 0; k < t->field_count; k++)
        if (m->fields.v[t->field_first + k].owner != i)
            return kmod_corrupt(err, errlen, "typedef %u (%s): field %u in its range has owner %u", i, NAME(t->name),
                       t->field_first + k, m->fields.v[t->field_first + k].owner);
    for (uint32_t k = 0; k < t->method_count; k++)
        if (m->methods.v[t->method_first + k].owner != i)
            return kmod_corrupt(err, errlen, "typedef %u (%s): method %u in its range has owner %u", i, NAME(t->name),
                       t->method_first + k, m->methods.v[t->method_first + k].owner);
    return check_lent_ifaces(m, i, err, errlen);
}

/* Parent chains inside this module end (at a typeref or 0): each typedef is
 * walked once, colour 1 marking the chain being followed, 2 a finished one. */
static int check_inheritance(const kmod *m, char *err, size_t errlen)
{
    uint8_t *colour = kmod_mem_calloc(m->typedefs.n + 1, 1);
    if (!colour)
        return kmod_corrupt(err, errlen, "out of memory");
    int rc = 0;
    for (uint32_t i = 0; i < m->typedefs.n && !rc; i++) {
        for (uint32_t r = i; colour[r] == 0;) {
            colour[r] = 1;
            uint32_t p = m->typedefs.v[r].parent;
            if (!p || KMOD_TOKEN_TAB(p) != KMOD_TAB_TYPEDEF)
                break;
            r = KMOD_TOKEN_ROW(p);
            if (colour[r] == 1) {
                char nm[64];
                kmod_name(m, m->typedefs.v[r].name, nm, sizeof nm);
                rc = kmod_corrupt(err, errlen, "typedef %u (%s): inheritance cycle", r, nm);
            }
        }
        for (uint32_t r = i; colour[r] == 1;) {
            colour[r] = 2;
            uint32_t p = m->typedefs.v[r].parent;
            if (!p || KMOD_TOKEN_TAB(p) != KMOD_TAB_TYPEDEF)
                break;
            r = KMOD_TOKEN_ROW(p);
        }
    }
    kmod_mem_free(colour);
    return rc;
}

/* Bodies and clause lists may not be shared between methods beyond the size
 * of the code and clause tables, and argument/local counts stay bounded:
 * this keeps verification linear in the input size. */
static int check_totals(const kmod *m, char *err, size_t errlen)
{
    uint64_t code = 0, ehs = 0, slots = 0;
    for (uint32_t i = 0; i < m->methods.n; i++) {
        const kmod_method *f = &m->methods.v[i];
        code += f->code_len;
        ehs += f->eh_count;
        if (!f->code_len)
            continue;
        slots += il_read_u16(kmod_sig(m, f->sig, NULL) + 1);
        if (f->locals != KMOD_NONE)
            slots += il_read_u16(kmod_sig(m, f->locals, NULL) + 1);
    }
    if (code > m->code.n)
        return kmod_corrupt(err, errlen, "method bodies total %llu bytes but the code section has %u "
                   "(bodies overlap)", (unsigned long long)code, m->code.n);
    if (ehs > m->ehs.n)
        return kmod_corrupt(err, errlen, "methods claim %llu exception clauses but the table has %u "
                   "(clause ranges overlap)", (unsigned long long)ehs, m->ehs.n);
    if (slots > MAX_TOTAL_SLOTS)
        return kmod_corrupt(err, errlen, "%llu arguments and locals in total (limit %u)",
                   (unsigned long long)slots, MAX_TOTAL_SLOTS);
    return 0;
}

/* Rows of a table must lie inside their owner's range. */
static int owned(uint32_t row, uint32_t first, uint32_t count)
{
    return row >= first && row - first < count;
}

static int check_field(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_field *f = &m->fields.v[i];
    char nm[64];
    if (f->owner >= m->typedefs.n)
        return kmod_corrupt(err, errlen, "field %u (%s): owner %u is not a typedef row", i, NAME(f->name), f->owner);
    const kmod_typedef *t = &m->typedefs.v[f->owner];
    if (!owned(i, t->field_first, t->field_count))
        return kmod_corrupt(err, errlen, "field %u (%s): outside its owner's field range", i, NAME(f->name));
    if (!str_ok(m, f->name))
        return kmod_corrupt(err, errlen, "field %u: bad string index %u", i, f->name);
    if (!field_type_ok(m, f->sig))
        return kmod_corrupt(err, errlen, "field %u (%s): sig %u is not a field type signature", i, NAME(f->name),
                   f->sig);
    if ((f->flags & KMOD_FIELD_LITERAL) && kmod_sig(m, f->sig, NULL)[0] == KMOD_T_STRING &&
        f->constant != KMOD_NONE && f->constant >= m->strings.n)
        return kmod_corrupt(err, errlen, "field %u (%s): string constant %llu is not a string row", i, NAME(f->name),
                   (unsigned long long)f->constant);
    return 0;
}

static int check_refs(const kmod *m, char *err, size_t errlen)
{
    for (uint32_t i = 0; i < m->typerefs.n; i++)
        if (!str_ok(m, m->typerefs.v[i].ns) || !str_ok(m, m->typerefs.v[i].name))
            return kmod_corrupt(err, errlen, "typeref %u: bad string index", i);
    for (int method = 0; method < 2; method++) {
        const kmod_memberref *r = method ? m->methodrefs.v : m->fieldrefs.v;
        uint32_t n = method ? m->methodrefs.n : m->fieldrefs.n;
        const char *what = method ? "methodref" : "fieldref";
        for (uint32_t i = 0; i < n; i++) {
            if (!type_token_ok(m, r[i].parent))
                return kmod_corrupt(err, errlen, "%s %u: parent token 0x%08x is not a valid typedef/typeref",
                           what, i, r[i].parent);
            if (!str_ok(m, r[i].name))
                return kmod_corrupt(err, errlen, "%s %u: bad string index %u", what, i, r[i].name);
            if (method ? sig_kind(m, r[i].sig) != 'M' : !field_type_ok(m, r[i].sig))
                return kmod_corrupt(err, errlen, "%s %u: sig %u is not a %s signature", what, i, r[i].sig,
                           method ? "method" : "field type");
        }
    }
    return 0;
}

/* "Type.Method" of method row for a message (into a local nm[140]): made
 * only when a message is written, since these checks run for every method
 * of every module read. */
#define NM(row) (kmod_method_name(m, (row), nm, sizeof nm), nm)

static int check_eh(const kmod *m, uint32_t mi, uint32_t k, char *err, size_t errlen)
{
    char nm[140];
    const kmod_method *f = &m->methods.v[mi];
    const kmod_eh *e = &m->ehs.v[f->eh_first + k];
    if (!kmod_eh_takes_type(e) && e->kind != KMOD_EH_FINALLY)
        return kmod_corrupt(err, errlen, "method %u (%s): exception clause %u has unknown kind %u", mi, NM(mi),
                   k, e->kind);
    if ((uint64_t)e->try_off + e->try_len > f->code_len || !e->try_len)
        return kmod_corrupt(err, errlen, "method %u (%s): exception clause %u: try range %u+%u outside "
                   "the method (%u bytes)", mi, NM(mi), k, e->try_off, e->try_len, f->code_len);
    if ((uint64_t)e->handler_off + e->handler_len > f->code_len || !e->handler_len)
        return kmod_corrupt(err, errlen, "method %u (%s): exception clause %u: handler range %u+%u outside "
                   "the method (%u bytes)", mi, NM(mi), k, e->handler_off, e->handler_len, f->code_len);
    if (kmod_eh_takes_type(e)) {
        const uint8_t *s = kmod_sig(m, e->catch_sig, NULL);
        if (sig_kind(m, e->catch_sig) != 'T' || (s[0] != KMOD_T_CLASS && s[0] != KMOD_T_OBJECT))
            return kmod_corrupt(err, errlen, "method %u (%s): exception clause %u: catch sig %u is not a "
                       "class type", mi, NM(mi), k, e->catch_sig);
    }
    return 0;
}

static int check_method(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_method *f = &m->methods.v[i];
    char nm[140];
    if (f->owner >= m->typedefs.n)
        return kmod_corrupt(err, errlen, "method %u (%s): owner %u is not a typedef row", i, NM(i), f->owner);
    const kmod_typedef *t = &m->typedefs.v[f->owner];
    if (!owned(i, t->method_first, t->method_count))
        return kmod_corrupt(err, errlen, "method %u (%s): outside its owner's method range", i, NM(i));
    if (!str_ok(m, f->name))
        return kmod_corrupt(err, errlen, "method %u: bad string index %u", i, f->name);
    if (f->flags & KMOD_METH_STRIPPED)
        return kmod_corrupt(err, errlen, "method %u (%s): stripped (only an AOT image may hold a method "
                   "without its body)", i, NM(i));
    if (sig_kind(m, f->sig) != 'M')
        return kmod_corrupt(err, errlen, "method %u (%s): sig %u is not a method signature", i, NM(i), f->sig);
    int has_this = kmod_sig(m, f->sig, NULL)[0] == KMOD_SIG_METHOD_THIS;
    if (has_this == !!(f->flags & KMOD_METH_STATIC))
        return kmod_corrupt(err, errlen, "method %u (%s): static flag disagrees with its signature", i, NM(i));
    if (f->locals != KMOD_NONE && sig_kind(m, f->locals) != 'L')
        return kmod_corrupt(err, errlen, "method %u (%s): locals sig %u is not a locals signature", i, NM(i),
                   f->locals);
    if ((uint64_t)f->code_off + f->code_len > m->code.n)
        return kmod_corrupt(err, errlen, "method %u (%s): code range %u+%u exceeds code section (%u bytes)",
                   i, NM(i), f->code_off, f->code_len, m->code.n);
    if (!range_ok(f->eh_first, f->eh_count, m->ehs.n))
        return kmod_corrupt(err, errlen, "method %u (%s): exception clause range %u+%u exceeds the table "
                   "(%u rows)", i, NM(i), f->eh_first, f->eh_count, m->ehs.n);
    uint32_t native = f->flags & (KMOD_METH_ABSTRACT | KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE);
    if (!f->code_len && !native)
        return kmod_corrupt(err, errlen, "method %u (%s): no body but not abstract, internal call or "
                   "P/Invoke", i, NM(i));
    if (f->code_len && native)
        return kmod_corrupt(err, errlen, "method %u (%s): abstract, internal call or P/Invoke method with "
                   "a body", i, NM(i));
    if ((f->flags & KMOD_METH_PINVOKE) && (!str_ok(m, f->pinvoke_lib) ||
                                           !str_ok(m, f->pinvoke_entry)))
        return kmod_corrupt(err, errlen, "method %u (%s): bad pinvoke string index", i, NM(i));
    for (uint32_t k = 0; k < f->eh_count; k++)
        if (check_eh(m, i, k, err, errlen))
            return -1;
    return 0;
}

#undef NM

static int check_entry(const kmod *m, char *err, size_t errlen)
{
    if (!m->entry)
        return 0;
    uint32_t row = KMOD_TOKEN_ROW(m->entry);
    if (KMOD_TOKEN_TAB(m->entry) != KMOD_TAB_METHOD || row >= m->methods.n)
        return kmod_corrupt(err, errlen, "entry token 0x%08x is not a method of this module", m->entry);
    const kmod_method *f = &m->methods.v[row];
    if (!(f->flags & KMOD_METH_STATIC) || !f->code_len)
        return kmod_corrupt(err, errlen, "entry method %u is not a static method with a body", row);
    return 0;
}

int kmod_check_tables(const kmod *m, bool bodies, char *err, size_t errlen)
{
    /* Without the bodies (kmod_read_deferred: the runtime's corelib) the
     * generic sources wait for their use too: the frontend's lexer reports
     * invalid UTF-8 and NUL in the files a program selects (lex.c treats
     * every source as untrusted bytes), and most runs select none. */
    if (check_strings(m, err, errlen) || (bodies && check_gensrc(m, err, errlen)) ||
        check_sigs(m, err, errlen) || check_refs(m, err, errlen))
        return -1;
    for (uint32_t i = 0; i < m->typedefs.n; i++)
        if (check_typedef(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->fields.n; i++)
        if (check_field(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->methods.n; i++)
        if (check_method(m, i, err, errlen))
            return -1;
    if (check_inheritance(m, err, errlen) || check_totals(m, err, errlen) ||
        check_entry(m, err, errlen) || kmod_check_ifaces(m, err, errlen))
        return -1;
    char inner[400];
    for (uint32_t i = 0; bodies && i < m->methods.n; i++)
        if (m->methods.v[i].code_len && kmod_verify_method(m, i, inner, sizeof inner))
            return kmod_corrupt(err, errlen, "%s", inner);
    return kmod_check_debug(m, err, errlen);
}
