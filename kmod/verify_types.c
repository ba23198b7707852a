/* verify_types.c - the classes, signatures, assignability and merges the
 * typed verifier reasons with (verify_internal.h has the model).
 *
 * A universe numbers the typedefs of every module in it (imports first, the
 * verified module last); a TYPEREF resolves by full name to the first module
 * in that order that defines it, as the loader resolves it. Parents and
 * depths are resolved on first use, with a cycle check (a chain through
 * TYPEREFs can loop even when each module's own chains do not).
 *
 * Precondition: every module passed kmod_read's checks (tokens and
 * signatures in range), or was built by this process's frontend.
 */
#include "il.h"
#include "verify_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int uerr(kmod_universe *u, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(u->err, sizeof u->err, fmt, ap);
    va_end(ap);
    return -1;
}

/* ------------------------------------------------------------ names */

static uint32_t hash_bytes(uint32_t h, const char *p, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)p[i]) * 16777619u;
    return h;
}

static uint32_t full_hash(const char *ns, uint32_t a, const char *name, uint32_t b)
{
    uint32_t h = hash_bytes(2166136261u, ns, a);
    h = (h ^ 0xFFu) * 16777619u;   /* 0xFF never occurs in UTF-8 */
    return hash_bytes(h, name, b);
}

static uint32_t name_hash(const kmod *m, uint32_t ns, uint32_t name)
{
    uint32_t a, b;
    const char *s = kmod_string(m, ns, &a), *t = kmod_string(m, name, &b);
    return full_hash(s ? s : "", s ? a : 0, t ? t : "", t ? b : 0);
}

static int str_same(const kmod *a, uint32_t ra, const kmod *b, uint32_t rb)
{
    uint32_t la, lb;
    const char *x = kmod_string(a, ra, &la), *y = kmod_string(b, rb, &lb);
    return x && y && la == lb && !memcmp(x, y, la);
}

static const kmod_typedef *class_def(const kmod_universe *u, uint32_t c)
{
    return &u->mods[u->cls[c].mod]->typedefs.v[u->cls[c].row];
}

/* The class named ns.name in module m's strings, or VT_NOCLASS. */
static uint32_t lookup(const kmod_universe *u, const kmod *m, uint32_t ns, uint32_t name)
{
    for (uint32_t i = name_hash(m, ns, name) & u->mask;; i = (i + 1) & u->mask) {
        uint32_t c = u->index[i];
        if (!c)
            return VT_NOCLASS;
        const kmod_typedef *t = class_def(u, c - 1);
        const kmod *cm = u->mods[u->cls[c - 1].mod];
        if (str_same(cm, t->ns, m, ns) && str_same(cm, t->name, m, name))
            return c - 1;
    }
}

/* A well-known class by literal name (through the index, as lookup). */
static uint32_t lookup_lit(const kmod_universe *u, const char *ns, const char *name)
{
    uint32_t h = full_hash(ns, (uint32_t)strlen(ns), name, (uint32_t)strlen(name));
    for (uint32_t i = h & u->mask;; i = (i + 1) & u->mask) {
        uint32_t c = u->index[i];
        if (!c)
            return VT_NOCLASS;
        const kmod_typedef *t = class_def(u, c - 1);
        const kmod *m = u->mods[u->cls[c - 1].mod];
        if (kmod_string_eq(m, t->ns, ns) && kmod_string_eq(m, t->name, name))
            return c - 1;
    }
}

static void index_class(kmod_universe *u, uint32_t c)
{
    const kmod *m = u->mods[u->cls[c].mod];
    const kmod_typedef *t = class_def(u, c);
    if (lookup(u, m, t->ns, t->name) != VT_NOCLASS)
        return;   /* an earlier module's type of that name wins */
    uint32_t i = name_hash(m, t->ns, t->name) & u->mask;
    while (u->index[i])
        i = (i + 1) & u->mask;
    u->index[i] = c + 1;
}

int kmod_vt_universe_init(kmod_universe *u, const kmod *m, const kmod *const *imports, uint32_t n)
{
    memset(u, 0, sizeof *u);
    u->nmods = n + 1;
    u->mods = kmod_mem_alloc(sizeof *u->mods * u->nmods);
    u->first = kmod_mem_alloc(sizeof *u->first * u->nmods);
    u->tref = kmod_mem_calloc(u->nmods, sizeof *u->tref);
    if (!u->mods || !u->first || !u->tref)
        return uerr(u, "out of memory");
    for (uint32_t i = 0; i < n; i++)
        u->mods[i] = imports[i];
    u->mods[n] = m;
    uint64_t total = 0;
    for (uint32_t i = 0; i < u->nmods; i++) {
        u->first[i] = (uint32_t)total;
        total += u->mods[i]->typedefs.n;
        if (!(u->tref[i] = kmod_mem_calloc(u->mods[i]->typerefs.n + 1, sizeof **u->tref)))
            return uerr(u, "out of memory");
    }
    if (total >= (1u << 28))
        return uerr(u, "too many types (%llu)", (unsigned long long)total);
    u->ncls = (uint32_t)total;
    uint32_t cap = 16;
    while (cap < 2 * u->ncls + 2)
        cap *= 2;
    u->mask = cap - 1;
    u->cls = kmod_mem_calloc(u->ncls + 1, sizeof *u->cls);
    u->index = kmod_mem_calloc(cap, sizeof *u->index);
    if (!u->cls || !u->index)
        return uerr(u, "out of memory");
    for (uint32_t i = 0; i < u->nmods; i++)
        for (uint32_t r = 0; r < u->mods[i]->typedefs.n; r++) {
            u->cls[u->first[i] + r] = (kmod_vclass){i, r, VT_NOCLASS, 0, 0, 0, VT_NOCLASS};
            index_class(u, u->first[i] + r);
        }
    u->object = lookup_lit(u, "System", "Object");
    u->string = lookup_lit(u, "System", "String");
    u->exception = lookup_lit(u, "System", "Exception");
    u->thread = lookup_lit(u, "System.Threading", "Thread");
    static const struct { uint8_t e; const char *name; } prims[] = {
        {KMOD_T_BOOL, "Boolean"}, {KMOD_T_CHAR, "Char"}, {KMOD_T_I1, "SByte"},
        {KMOD_T_U1, "Byte"}, {KMOD_T_I2, "Int16"}, {KMOD_T_U2, "UInt16"}, {KMOD_T_I4, "Int32"},
        {KMOD_T_U4, "UInt32"}, {KMOD_T_I8, "Int64"}, {KMOD_T_U8, "UInt64"}, {KMOD_T_R4, "Single"},
        {KMOD_T_R8, "Double"}};
    for (uint32_t i = 0; i <= KMOD_T_R8; i++)
        u->prim[i] = VT_NOCLASS;
    for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
        u->prim[prims[i].e] = lookup_lit(u, "System", prims[i].name);
    if (u->object == VT_NOCLASS)
        return uerr(u, "type System.Object not found");
    return 0;
}

void kmod_vt_universe_free(kmod_universe *u)
{
    if (u->tref)
        for (uint32_t i = 0; i < u->nmods; i++)
            kmod_mem_free(u->tref[i]);
    kmod_mem_free(u->tref);
    kmod_mem_free(u->mods);
    kmod_mem_free(u->first);
    kmod_mem_free(u->cls);
    kmod_mem_free(u->index);
    memset(u, 0, sizeof *u);
}

/* ------------------------------------------------------------ classes */

uint32_t kmod_vt_class_of_token(kmod_universe *u, uint32_t mi, uint32_t tok)
{
    const kmod *m = u->mods[mi];
    uint32_t row = KMOD_TOKEN_ROW(tok);
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && row < m->typedefs.n)
        return u->first[mi] + row;
    if (KMOD_TOKEN_TAB(tok) != KMOD_TAB_TYPEREF || row >= m->typerefs.n) {
        uerr(u, "bad type token 0x%08x", tok);
        return VT_NOCLASS;
    }
    if (u->tref[mi][row])
        return u->tref[mi][row] - 1;
    const kmod_typeref *r = &m->typerefs.v[row];
    uint32_t c = lookup(u, m, r->ns, r->name);
    if (c == VT_NOCLASS) {
        char ns[64], name[64];
        kmod_name(m, r->ns, ns, sizeof ns);
        kmod_name(m, r->name, name, sizeof name);
        uerr(u, "type %s%s%s not found", ns, *ns ? "." : "", name);
        return VT_NOCLASS;
    }
    u->tref[mi][row] = c + 1;
    return c;
}

/* The parent of c (not yet resolved); VT_NOCLASS for System.Object. A root
 * other than System.Object (the loader refuses it) counts as its child. */
static int parent_of(kmod_universe *u, uint32_t c, uint32_t *out)
{
    *out = VT_NOCLASS;
    if (c == u->object)
        return 0;
    uint32_t tok = class_def(u, c)->parent;
    if (!tok) {
        *out = u->object;
        return 0;
    }
    *out = kmod_vt_class_of_token(u, u->cls[c].mod, tok);
    return *out == VT_NOCLASS ? -1 : 0;
}

/* Resolve the parents and depths of c and its ancestors. */
static int resolve(kmod_universe *u, uint32_t c)
{
    uint32_t n = 0, x = c, p;
    while (x != VT_NOCLASS && !u->cls[x].resolved) {
        if (parent_of(u, x, &p))
            return -1;
        u->cls[x].parent = p;
        if (++n > u->ncls) {
            char name[128];
            kmod_vt_name(u, kmod_vt_class(c), name, sizeof name);
            return uerr(u, "type %s inherits from itself", name);
        }
        x = p;
    }
    uint32_t d = x == VT_NOCLASS ? 0 : u->cls[x].depth + 1;
    for (uint32_t y = c, i = 0; i < n; i++, y = u->cls[y].parent) {
        u->cls[y].depth = d + (n - 1 - i);
        u->cls[y].resolved = 1;
    }
    return 0;
}

/* 1 if class a is b or derives from it (or, b an interface, implements
 * it: kmod_iface.c), 0 if not, -1 on error. */
static int is_subclass(kmod_universe *u, uint32_t a, uint32_t b)
{
    if (a == b || b == u->object)
        return 1;
    if (class_def(u, b)->flags & KMOD_TYPE_INTERFACE)
        return kmod_vt_implements(u, a, b);
    if (resolve(u, a) || resolve(u, b))
        return -1;
    uint32_t x = a;
    while (u->cls[x].depth > u->cls[b].depth)
        x = u->cls[x].parent;
    if (x == b)
        return 1;
    for (x = a; x != VT_NOCLASS; x = u->cls[x].parent)
        if (kmod_vt_variant(u, x, b))   /* a delegate instance (or a lambda's class) to a variant one */
            return 1;
    return 0;
}

/* Names compared as the loader compares them: as C strings. */
static int cstr_same(const kmod *a, uint32_t ra, const kmod *b, uint32_t rb)
{
    uint32_t la, lb;
    const char *x = kmod_string(a, ra, &la), *y = kmod_string(b, rb, &lb);
    if (!x || !y)
        return 0;
    la = (uint32_t)strnlen(x, la);
    lb = (uint32_t)strnlen(y, lb);
    return la == lb && !memcmp(x, y, la);
}

int kmod_vt_field_of_ref(kmod_universe *u, uint32_t mi, uint32_t row, uint32_t *fmod,
                       uint32_t *frow)
{
    const kmod *m = u->mods[mi];
    const kmod_memberref *r = &m->fieldrefs.v[row];
    uint32_t c = kmod_vt_class_of_token(u, mi, r->parent);
    if (c == VT_NOCLASS || resolve(u, c))
        return -1;
    for (; c != VT_NOCLASS; c = u->cls[c].parent) {
        const kmod *cm = u->mods[u->cls[c].mod];
        const kmod_typedef *t = class_def(u, c);
        for (uint32_t f = t->field_first; f < t->field_first + t->field_count; f++)
            if (cstr_same(cm, cm->fields.v[f].name, m, r->name)) {
                *fmod = u->cls[c].mod;
                *frow = f;
                return 0;
            }
    }
    char name[64];
    kmod_name(m, r->name, name, sizeof name);
    return uerr(u, "field %s not found", name);
}

/* Two signature elements (of modules ma and mb) name the same type, as the
 * loader's same_type compares them: 1, 0, or -1 (u->err). */
static int same_sig_type(kmod_universe *u, uint32_t ma, const uint8_t *sa, uint32_t la, uint32_t pa,
                         uint32_t mb, const uint8_t *sb, uint32_t lb, uint32_t pb)
{
    kmod_vtype a, b;
    if (kmod_vt_of_sig(u, ma, sa, la, pa, &a) || kmod_vt_of_sig(u, mb, sb, lb, pb, &b))
        return -1;
    return a.st == b.st && a.elem == b.elem && a.rank == b.rank &&
           ((a.elem != KMOD_T_CLASS && a.elem != KMOD_T_VALUETYPE && !a.cls && !b.cls) ||
            a.cls == b.cls);   /* an enum's integer keeps its class + 1 in cls, an integer 0 */
}

/* Method row r of module cm has the signature s (of module mi). */
static int same_msig(kmod_universe *u, uint32_t mi, const uint8_t *s, uint32_t len, uint32_t cmi,
                     uint32_t r)
{
    uint32_t clen;
    const uint8_t *cs = kmod_sig(u->mods[cmi], u->mods[cmi]->methods.v[r].sig, &clen);
    if (cs[0] != s[0] || il_read_u16(cs + 1) != il_read_u16(s + 1))
        return 0;
    uint32_t n = il_read_u16(s + 1) + 1u, p = 3, q = 3;
    for (uint32_t i = 0; i < n; i++) {
        int eq = same_sig_type(u, mi, s, len, p, cmi, cs, clen, q);
        if (eq <= 0)
            return eq;
        p = kmod_sig_skip(s, len, p);
        q = kmod_sig_skip(cs, clen, q);
    }
    return 1;
}

int kmod_vt_method_of_ref(kmod_universe *u, uint32_t mi, uint32_t row, uint32_t *mmod,
                        uint32_t *mrow)
{
    const kmod *m = u->mods[mi];
    const kmod_memberref *r = &m->methodrefs.v[row];
    uint32_t c = kmod_vt_class_of_token(u, mi, r->parent), len;
    const uint8_t *s = kmod_sig(m, r->sig, &len);
    if (c == VT_NOCLASS || resolve(u, c))
        return -1;
    for (; c != VT_NOCLASS; c = u->cls[c].parent) {
        uint32_t cmi = u->cls[c].mod;
        const kmod *cm = u->mods[cmi];
        const kmod_typedef *t = class_def(u, c);
        for (uint32_t k = t->method_first; k < t->method_first + t->method_count; k++) {
            if (!cstr_same(cm, cm->methods.v[k].name, m, r->name))
                continue;
            int eq = same_msig(u, mi, s, len, cmi, k);
            if (eq < 0)
                return -1;
            if (eq) {
                *mmod = cmi;
                *mrow = k;
                return 0;
            }
        }
    }
    char name[64];
    kmod_name(m, r->name, name, sizeof name);
    return uerr(u, "method %s not found", name);
}

/* The class c is nested in: a typedef named "Outer+Inner" is nested in the
 * typedef of its module named "Outer" in the same namespace, and a generic
 * instance "Outer`1+Inner[A]" in "Outer`1[A]" (the arguments, after the
 * first '[', are the enclosing instance's: docs/module-format.md);
 * VT_NOCLASS for a top-level class. */
static uint32_t enclosing_of(kmod_universe *u, uint32_t c)
{
    if (u->cls[c].enc_known)
        return u->cls[c].enclosing;
    uint32_t r = VT_NOCLASS, len;
    const kmod *m = u->mods[u->cls[c].mod];
    const kmod_typedef *t = class_def(u, c);
    const char *name = kmod_string(m, t->name, &len);
    uint32_t args = 0;
    while (name && args < len && name[args] != '[')
        args++;
    uint32_t plus = args;
    while (name && plus > 0 && name[plus - 1] != '+')
        plus--;
    if (name && plus > 1)
        for (uint32_t row = 0; row < m->typedefs.n; row++) {
            uint32_t ol;
            const char *o = kmod_string(m, m->typedefs.v[row].name, &ol);
            if (o && ol == plus - 1 + (len - args) && !memcmp(o, name, plus - 1) &&
                !memcmp(o + plus - 1, name + args, len - args) &&
                str_same(m, m->typedefs.v[row].ns, m, t->ns)) {
                r = u->first[u->cls[c].mod] + row;
                break;
            }
        }
    u->cls[c].enclosing = r;
    u->cls[c].enc_known = 1;
    return r;
}

/* ECMA-335 II.10.7: code of a nested class has the access of its
 * enclosing classes. */
int kmod_vt_accessible(kmod_universe *u, uint32_t from, uint32_t owner, uint32_t flags)
{
    for (uint32_t x = from, n = 0; x != VT_NOCLASS && n <= u->ncls; x = enclosing_of(u, x), n++) {
        int ok;
        switch (flags & KMOD_ACC_MASK) {
        case KMOD_ACC_PUBLIC: return 1;
        case KMOD_ACC_INTERNAL: return u->cls[from].mod == u->cls[owner].mod;
        case KMOD_ACC_PROTECTED: ok = is_subclass(u, x, owner); break;
        default: ok = x == owner; break;   /* private, or no access given */
        }
        if (ok)
            return ok;
    }
    return 0;
}

/* ------------------------------------------------------------ signatures */

kmod_vtype kmod_vt_class(uint32_t c)
{
    return (kmod_vtype){KMOD_ST_REF, KMOD_T_CLASS, 0, c};
}

static kmod_stype prim_st(uint8_t e)
{
    switch (e) {
    case KMOD_T_I8: case KMOD_T_U8: return KMOD_ST_I8;
    case KMOD_T_R8: return KMOD_ST_R8;
    case KMOD_T_R4: return KMOD_ST_R4;
    case KMOD_T_VOID: return KMOD_ST_NONE;
    case KMOD_T_VALUETYPE: return KMOD_ST_VALUE;
    default: return KMOD_ST_I4;
    }
}

int kmod_vt_is_value_class(const kmod_universe *u, uint32_t c)
{
    return (class_def(u, c)->flags & (KMOD_TYPE_VALUETYPE | KMOD_TYPE_ENUM)) != 0;
}

kmod_vtype kmod_vt_value_of_class(const kmod_universe *u, uint32_t c)
{
    if (class_def(u, c)->flags & KMOD_TYPE_ENUM) {
        uint8_t e = kmod_enum_base_code(class_def(u, c)->flags);
        return (kmod_vtype){(uint8_t)prim_st(e), e, 0, 0};
    }
    for (uint8_t e = 0; e <= KMOD_T_R8; e++)
        if (u->prim[e] == c)
            return (kmod_vtype){(uint8_t)prim_st(e), e, 0, 0};
    return (kmod_vtype){KMOD_ST_VALUE, KMOD_T_VALUETYPE, 0, c};
}

/* The class of a CLASS/VALUETYPE/ENUM element agrees with the element:
 * CLASS a reference type (or, as older modules write it, an enum),
 * VALUETYPE a struct that is not a primitive class, ENUM an enum. */
static int token_kind_ok(kmod_universe *u, uint8_t e, uint32_t c)
{
    uint32_t f = class_def(u, c)->flags;
    int is_enum = (f & KMOD_TYPE_ENUM) != 0, is_struct = (f & KMOD_TYPE_VALUETYPE) != 0;
    const char *why = NULL;
    if (e == KMOD_T_CLASS && is_struct)
        why = "CLASS names a struct (use VALUETYPE)";
    else if (e == KMOD_T_VALUETYPE && (!is_struct || is_enum))
        why = "VALUETYPE names a type that is not a struct";
    else if (e == KMOD_T_VALUETYPE && kmod_vt_value_of_class(u, c).st != KMOD_ST_VALUE)
        why = "VALUETYPE names a primitive (use its signature byte)";
    else if (e == KMOD_T_ENUM && !is_enum)
        why = "ENUM names a type that is not an enum";
    if (!why)
        return 0;
    char name[128];
    kmod_vt_name(u, kmod_vt_class(c), name, sizeof name);
    return uerr(u, "signature: %s %s", why, name);
}

int kmod_vt_of_sig(kmod_universe *u, uint32_t mi, const uint8_t *s, uint32_t len, uint32_t pos,
                 kmod_vtype *out)
{
    *out = (kmod_vtype){KMOD_ST_NONE, 0, 0, 0};
    int byref = 0;
    if (pos < len && s[pos] == KMOD_T_OUT)
        pos++;
    if (pos < len && s[pos] == KMOD_T_BYREF)
        byref = 1, pos++;
    while (pos < len && s[pos] == KMOD_T_SZARRAY)
        out->rank++, pos++;
    uint8_t e = pos < len ? s[pos] : KMOD_T_VOID;
    if ((e == KMOD_T_CLASS || e == KMOD_T_VALUETYPE || e == KMOD_T_ENUM) && pos + 5 <= len) {
        uint32_t c = kmod_vt_class_of_token(u, mi, il_read_u32(s + pos + 1));
        if (c == VT_NOCLASS || token_kind_ok(u, e, c))
            return -1;
        const kmod_vclass *k = &u->cls[c];
        if (u->mods[k->mod]->typedefs.v[k->row].flags & KMOD_TYPE_ENUM)
            e = kmod_enum_base_code(u->mods[k->mod]->typedefs.v[k->row].flags),
            out->cls = c + 1;   /* enums are their underlying type (cls: which one) */
        else if (e == KMOD_T_VALUETYPE)
            out->cls = c;
        else
            out->elem = KMOD_T_CLASS, out->cls = c;
    } else if (e == KMOD_T_STRING || e == KMOD_T_OBJECT) {
        uint32_t c = e == KMOD_T_STRING ? u->string : u->object;
        if (c == VT_NOCLASS)
            return uerr(u, "type System.String not found");
        out->elem = KMOD_T_CLASS, out->cls = c;
    }
    if (out->elem != KMOD_T_CLASS)
        out->elem = e;
    if (byref)
        out->st = KMOD_ST_BYREF;
    else if (out->rank || out->elem == KMOD_T_CLASS)
        out->st = KMOD_ST_REF;
    else
        *out = (kmod_vtype){(uint8_t)prim_st(e), e, 0, out->cls};
    return 0;
}

/* ------------------------------------------------------------ relations */

static int is_ref_shape(kmod_vtype t) { return t.rank || t.elem == KMOD_T_CLASS || t.elem == VT_NULL; }

int kmod_vt_is_ref_elem(kmod_vtype t) { return t.rank >= 2 || (t.rank == 1 && t.elem == KMOD_T_CLASS); }

kmod_vtype kmod_vt_elem(kmod_vtype t)
{
    kmod_vtype e = t;
    e.rank--;
    if (!e.rank && e.elem != KMOD_T_CLASS)
        e = (kmod_vtype){(uint8_t)prim_st(t.elem), t.elem, 0, t.cls};
    return e;
}

kmod_vtype kmod_vt_array_of(kmod_vtype t)
{
    if (t.st == KMOD_ST_REF) {
        t.rank++;
        return t;
    }
    return (kmod_vtype){KMOD_ST_REF, t.elem, 1, t.cls};   /* a value keeps its byte (and struct) */
}

/* int and uint, bool and byte and sbyte, char and short and ushort, long
 * and ulong are one location type. */
static uint8_t reduced(uint8_t e)
{
    switch (e) {
    case KMOD_T_BOOL: case KMOD_T_I1: return KMOD_T_U1;
    case KMOD_T_I2: case KMOD_T_U2: return KMOD_T_CHAR;
    case KMOD_T_U4: return KMOD_T_I4;
    case KMOD_T_U8: return KMOD_T_I8;
    default: return e;
    }
}

int kmod_vt_same_location(kmod_vtype a, kmod_vtype b)
{
    if (a.rank != b.rank)
        return 0;
    if (a.elem == KMOD_T_CLASS || b.elem == KMOD_T_CLASS || a.elem == KMOD_T_VALUETYPE ||
        b.elem == KMOD_T_VALUETYPE)
        return a.elem == b.elem && a.cls == b.cls;
    return reduced(a.elem) == reduced(b.elem);
}

/* Does the value typed h implement interface class i through a class of
 * the universe flagged KMOD_TYPE_LENDS_IFACES whose first field has h's
 * type: an array type, string, or a primitive whose box h is
 * (docs/interfaces.md, "Lent interfaces")? Several classes may lend to one
 * type (string). 1, 0, or -1. */
static int lent_implements(kmod_universe *u, kmod_vtype h, uint32_t i)
{
    for (uint32_t c = 0; c < u->ncls; c++) {
        const kmod_typedef *t = class_def(u, c);
        if (!(t->flags & KMOD_TYPE_LENDS_IFACES) || !t->field_count)
            continue;
        const kmod *m = u->mods[u->cls[c].mod];
        uint32_t len = 0;
        const uint8_t *s = kmod_sig(m, m->fields.v[t->field_first].sig, &len);
        kmod_vtype ft;
        if (!s || kmod_vt_of_sig(u, u->cls[c].mod, s, len, 0, &ft))
            return -1;
        int boxed = !ft.rank && ft.st != KMOD_ST_REF && !h.rank && h.elem == KMOD_T_CLASS &&
                    ((ft.elem <= KMOD_T_R8 && u->prim[ft.elem] == h.cls) ||
                     (ft.st == KMOD_ST_VALUE && ft.cls == h.cls));   /* a struct's box: decimal's */
        if (!boxed && (ft.rank != h.rank || ft.elem != h.elem || ft.cls != h.cls))
            continue;
        int r = kmod_vt_implements(u, c, i);
        if (r)
            return r;
    }
    return 0;
}

/* Reference assignability of (elem, cls, rank) shapes. */
static int ref_assignable(kmod_universe *u, kmod_vtype h, kmod_vtype w)
{
    for (;;) {
        if (h.elem == VT_NULL)
            return 1;
        if (!w.rank && w.elem == KMOD_T_CLASS && w.cls == u->object)
            return is_ref_shape(h);
        int to_iface = !w.rank && w.elem == KMOD_T_CLASS && (class_def(u, w.cls)->flags & KMOD_TYPE_INTERFACE);
        if (to_iface && h.rank)
            return lent_implements(u, h, w.cls);
        if (!w.rank) {
            int r = !h.rank && h.elem == KMOD_T_CLASS && w.elem == KMOD_T_CLASS ? is_subclass(u, h.cls, w.cls) : 0;
            return r || !to_iface || h.elem != KMOD_T_CLASS ? r : lent_implements(u, h, w.cls);
        }
        if (!h.rank)
            return 0;
        int hv = h.rank == 1 && h.elem != KMOD_T_CLASS, wv = w.rank == 1 && w.elem != KMOD_T_CLASS;
        if (hv || wv)   /* arrays of values: the same element type only */
            return hv && wv && h.elem == w.elem && (h.elem != KMOD_T_VALUETYPE || h.cls == w.cls);
        h.rank--, w.rank--;   /* arrays of references are covariant */
    }
}

int kmod_vt_assignable(kmod_universe *u, kmod_vtype have, kmod_vtype want)
{
    if (have.st != want.st)
        return 0;
    if (have.st == KMOD_ST_VALUE)   /* a struct: exactly that struct */
        return have.cls == want.cls;
    if (!u || have.st == KMOD_ST_I4 || have.st == KMOD_ST_I8 || have.st == KMOD_ST_R8 ||
        have.st == KMOD_ST_R4)
        return 1;
    if (have.st == KMOD_ST_BYREF)
        return kmod_vt_same_location(have, want);
    return ref_assignable(u, have, want);
}

/* The closest common superclass of classes a and b. */
static int common_class(kmod_universe *u, uint32_t a, uint32_t b, uint32_t *out)
{
    if (resolve(u, a) || resolve(u, b))
        return -1;
    while (u->cls[a].depth > u->cls[b].depth)
        a = u->cls[a].parent;
    while (u->cls[b].depth > u->cls[a].depth)
        b = u->cls[b].parent;
    while (a != b)
        a = u->cls[a].parent, b = u->cls[b].parent;
    *out = a;
    return 0;
}

/* The closest common supertype of two references. */
static int ref_merge(kmod_universe *u, kmod_vtype a, kmod_vtype b, kmod_vtype *out)
{
    int r;
    if ((r = ref_assignable(u, b, a)) != 0) {
        *out = a;
        return r < 0 ? -1 : 0;
    }
    if ((r = ref_assignable(u, a, b)) != 0) {
        *out = b;
        return r < 0 ? -1 : 0;
    }
    *out = kmod_vt_class(u->object);
    if (!a.rank && !b.rank && a.elem == KMOD_T_CLASS && b.elem == KMOD_T_CLASS)
        return common_class(u, a.cls, b.cls, &out->cls);
    if (kmod_vt_is_ref_elem(a) && kmod_vt_is_ref_elem(b)) {   /* T[] and U[]: (T merge U)[] */
        kmod_vtype e;
        if (ref_merge(u, kmod_vt_elem(a), kmod_vt_elem(b), &e))
            return -1;
        *out = kmod_vt_array_of(e);
    }
    return 0;
}

int kmod_vt_merge(kmod_universe *u, kmod_vtype *a, kmod_vtype b)
{
    char x[96], y[96];
    if (a->st != b.st)
        return uerr(u, "different stack types");
    if (a->st == KMOD_ST_VALUE && a->cls != b.cls)
        return uerr(u, "a different struct here than on an earlier path");
    if (!u || a->st == KMOD_ST_I4 || a->st == KMOD_ST_I8 || a->st == KMOD_ST_R8 ||
        a->st == KMOD_ST_R4 || a->st == KMOD_ST_VALUE)
        return 0;
    if (a->st == KMOD_ST_BYREF) {
        if (kmod_vt_same_location(*a, b))
            return 0;
        kmod_vt_name(u, *a, x, sizeof x);
        kmod_vt_name(u, b, y, sizeof y);
        return uerr(u, "%s here but %s on an earlier path", y, x);
    }
    kmod_vtype m;
    if (ref_merge(u, *a, b, &m))
        return -1;
    if (!memcmp(&m, a, sizeof m))
        return 0;
    *a = m;
    return 1;
}

/* ------------------------------------------------------------ names */

static const char *prim_name(uint8_t e)
{
    switch (e) {
    case KMOD_T_VOID: return "void";
    case KMOD_T_BOOL: return "bool";
    case KMOD_T_CHAR: return "char";
    case KMOD_T_U1: return "byte";
    case KMOD_T_I4: return "int";
    case KMOD_T_U4: return "uint";
    case KMOD_T_I8: return "long";
    case KMOD_T_U8: return "ulong";
    case KMOD_T_R8: return "double";
    case KMOD_T_I1: return "sbyte";
    case KMOD_T_I2: return "short";
    case KMOD_T_U2: return "ushort";
    case KMOD_T_R4: return "float";
    default: return "?";
    }
}

void kmod_vt_name(const kmod_universe *u, kmod_vtype t, char *buf, size_t n)
{
    static const char *const st[] = {"void", "i4", "i8", "r8", "ref", "byref", "r4", "value"};
    if (!n)
        return;
    buf[0] = 0;
    if (!u || (t.st != KMOD_ST_REF && t.st != KMOD_ST_BYREF && t.st != KMOD_ST_VALUE)) {
        if (u && t.elem)   /* a value with its declared primitive */
            snprintf(buf, n, "%s", prim_name(t.elem));
        else
            snprintf(buf, n, "%s", t.st <= KMOD_ST_VALUE ? st[t.st] : "?");
        return;
    }
    size_t k = 0;
    if (t.st == KMOD_ST_BYREF)
        k += (size_t)snprintf(buf, n, "ref ");
    if (t.elem == VT_NULL) {
        snprintf(buf + (k < n ? k : n - 1), n - (k < n ? k : n - 1), "null");
        return;
    }
    char base[200];
    if (t.elem == KMOD_T_CLASS && t.cls == u->object)
        snprintf(base, sizeof base, "object");
    else if (t.elem == KMOD_T_CLASS && t.cls == u->string)
        snprintf(base, sizeof base, "string");
    else if (t.elem == KMOD_T_CLASS || t.elem == KMOD_T_VALUETYPE) {
        const kmod *m = u->mods[u->cls[t.cls].mod];
        const kmod_typedef *d = class_def(u, t.cls);
        char ns[64], name[64];
        kmod_name(m, d->ns, ns, sizeof ns);
        kmod_name(m, d->name, name, sizeof name);
        int boxed = t.st == KMOD_ST_REF && !t.rank && t.elem == KMOD_T_CLASS &&
                    kmod_vt_is_value_class(u, t.cls);   /* a struct's box (IL_BOX) */
        snprintf(base, sizeof base, "%s%s%s%s", boxed ? "boxed " : "", ns, *ns ? "." : "", name);
    } else
        snprintf(base, sizeof base, "%s", prim_name(t.elem));
    for (uint16_t i = 0; i < t.rank && strlen(base) + 3 < sizeof base; i++)
        strcat(base, "[]");
    if (k < n)
        snprintf(buf + k, n - k, "%s", base);
}
