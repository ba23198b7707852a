/* loader.c - turns a verified kmod into runtime types, fields, methods and
 * vtables, and resolves every token of the module at load time.
 *
 * Pipeline (rt_load_module, all under the loader lock):
 *   type shells -> typerefs -> parents -> typed verification of the bodies
 *   (kmod_verify_types; a kmod_read_deferred module's bodies, both passes,
 *   one at a time at their first use: rt_method_body) -> type signatures -> fields ->
 *   layout (parent first) -> methods -> vtables (parent first) ->
 *   fieldrefs -> methodrefs -> publish
 * A method's signature, locals and clauses are decoded at load for a
 * module read whole; of a kmod_read_deferred module (the corelib at run
 * time: ~900 methods, a program uses a few dozen) only the virtual
 * methods' and interfaces' (vtables and interface maps compare them), the
 * others at their first use: rt_method_ready, which every way to a method
 * goes through (rt_resolve_method, rt_entry_method, rt_find_method,
 * rt_method_entry, rt_method_body, rt_method_key, the image tables,
 * methodref and interface matching), under the loader lock.
 * Internal calls are bound to the native registry at their first call
 * (interop.c), not here: the corelib has ~100 and a program calls a few.
 * Invariants: after a successful load every TYPEREF/FIELDREF/METHODREF and
 * every type SIG row of the module has its target, so the rt_resolve_*
 * functions are lock-free array reads; on failure nothing is published;
 * everything the module keeps (types, fields, methods, names, tables) is
 * in the metadata arena (rt_meta_alloc), temporaries come from the funnel
 * (kmod_mem_*) and are freed on every path. Any allocation may fail: the
 * load then fails with "module NAME: out of memory" (docs/reliability.md).
 */
#include "runtime_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* kmod_verify_types, for a module read by kmod_read; NULL for the modules
 * of an AOT image, which kiln aot verified (rt_load_trusted_module: the
 * executable then links no verifier). */
typedef int (*ld_verify_fn)(const kmod *m, const kmod *const *imports, uint32_t nimports, char *err,
                            size_t errlen);

typedef struct ld {
    rt_module *mod;
    kmod *km;
    char *err;
    size_t errlen;
    int failed;
    ld_verify_fn verify;
} ld;

static int fail(ld *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(ld *L, const char *fmt, ...)
{
    if (L->failed++)
        return -1;
    int n = snprintf(L->err, L->errlen, "module %s: ", L->mod->name);
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < L->errlen)
        vsnprintf(L->err + n, L->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

static int oom(ld *L) { return fail(L, "out of memory"); }

/* This thread holds the loader lock inside rt_load_module: a method it
 * needs decoded (methodref and interface matching) is decoded at once. */
static _Thread_local bool ld_loading;

/* String row as a name that lives as long as the module (metadata arena);
 * NULL after failing L (out of memory). */
/* String row as a name that lives as long as the module: in place in a
 * read-only module's bytes (kmod_cstring), else copied; NULL after
 * failing L. */
static const char *kstr(ld *L, uint32_t row)
{
    const char *in_place = kmod_cstring(L->km, row);
    if (in_place)
        return in_place;
    uint32_t len = 0;
    const char *s = kmod_string(L->km, row, &len);
    char *d = rt_meta_strndup(s ? s : "", s ? len : 0);
    if (!d)
        oom(L);
    return d;
}

/* String row as a temporary (the caller frees it); NULL after failing L. */
static char *kstr_tmp(ld *L, uint32_t row)
{
    uint32_t len = 0;
    const char *s = kmod_string(L->km, row, &len);
    char *d = kmod_mem_strndup(s ? s : "", s ? len : 0);
    if (!d)
        oom(L);
    return d;
}

/* --- type shells and references --- */

/* A module's types by full name: open addressing over a power-of-two
 * table at most half full, filled by make_shells and read-only once the
 * module is published (lookups take no lock). A name cannot contain '.',
 * so the full name decides namespace and name. */
static uint32_t name_hash(const char *full)
{
    uint32_t h = 2166136261u;   /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)full; *p; p++)
        h = (h ^ *p) * 16777619u;
    return h;
}

rt_type *rt_module_find_type(const rt_module *m, const char *full)
{
    if (!m->type_index)
        return NULL;
    for (uint32_t i = name_hash(full) & m->type_index_mask;; i = (i + 1) & m->type_index_mask) {
        rt_type *t = m->type_index[i];
        if (!t || !strcmp(t->name, full))
            return t;
    }
}

static int index_init(ld *L, uint32_t ntypes)
{
    uint32_t cap = 8;
    while (cap < 2 * ntypes)
        cap *= 2;
    if (!(L->mod->type_index = rt_meta_alloc(cap * sizeof(rt_type *))))
        return oom(L);
    L->mod->type_index_mask = cap - 1;
    return 0;
}

static void index_add(rt_module *m, rt_type *t)
{
    uint32_t i = name_hash(t->name) & m->type_index_mask;
    while (m->type_index[i])
        i = (i + 1) & m->type_index_mask;
    m->type_index[i] = t;
}

static rt_type *find_loaded(ld *L, const char *full)
{
    for (uint32_t i = 0; i < rt_state.nmodules; i++) {
        rt_type *t = rt_module_find_type(rt_state.modules[i], full);
        if (t)
            return t;
    }
    return rt_module_find_type(L->mod, full);
}

/* "ns.name", or "name" in the global namespace, into s (a + b + 2 bytes). */
static char *join_into(char *s, const char *ns, size_t a, const char *name, size_t b)
{
    if (a)
        memcpy(s, ns, a), s[a] = '.';
    memcpy(s + (a ? a + 1 : 0), name, b + 1);
    return s;
}

/* The full name, in the metadata arena or (tmp) a temporary the caller
 * frees; NULL after failing L. */
static char *join_name(ld *L, const char *ns, const char *name, bool tmp)
{
    size_t a = strlen(ns), b = strlen(name);
    char *s = tmp ? kmod_mem_alloc(a + b + 2) : rt_meta_chars(a + b + 2);
    if (!s) {
        oom(L);
        return NULL;
    }
    return join_into(s, ns, a, name, b);
}

static rt_kind prim_kind(uint8_t c)
{
    switch (c) {
    case KMOD_T_VOID: return RT_KIND_VOID;
    case KMOD_T_BOOL: return RT_KIND_BOOL;
    case KMOD_T_CHAR: return RT_KIND_CHAR;
    case KMOD_T_U1: return RT_KIND_U1;
    case KMOD_T_I4: return RT_KIND_I4;
    case KMOD_T_U4: return RT_KIND_U4;
    case KMOD_T_I8: return RT_KIND_I8;
    case KMOD_T_U8: return RT_KIND_U8;
    case KMOD_T_R8: return RT_KIND_R8;
    case KMOD_T_I1: return RT_KIND_I1;
    case KMOD_T_I2: return RT_KIND_I2;
    case KMOD_T_U2: return RT_KIND_U2;
    case KMOD_T_R4: return RT_KIND_R4;
    default: return RT_KIND_REF;
    }
}

static int make_shells(ld *L)
{
    kmod *km = L->km;
    if (index_init(L, km->typedefs.n))
        return -1;
    for (uint32_t i = 0; i < km->typedefs.n; i++) {
        const kmod_typedef *td = &km->typedefs.v[i];
        const char *ns = kstr(L, td->ns), *simple = ns ? kstr(L, td->name) : NULL;
        char *full = simple ? join_name(L, ns, simple, false) : NULL;
        if (!full)
            return -1;
        rt_kind prim = L->mod->is_corelib ? rt_prim_kind_of_name(full) : RT_KIND_VOID;
        rt_type *t = prim ? rt_state.wk.prim[prim] : rt_type_new_raw();
        if (!t)
            return oom(L);
        t->ns = ns;
        t->simple_name = strrchr(simple, '+') ? strrchr(simple, '+') + 1 : simple;   /* Type.Name */
        t->name = full;
        t->kflags = td->flags;
        t->module = L->mod;
        t->row = i;
        t->kind = prim ? prim : (td->flags & KMOD_TYPE_ENUM) ? prim_kind(kmod_enum_base_code(td->flags))
                : (td->flags & KMOD_TYPE_VALUETYPE) ? RT_KIND_STRUCT : RT_KIND_REF;
        t->flags = ((td->flags & (KMOD_TYPE_ABSTRACT | KMOD_TYPE_STATIC)) ? RT_TYPE_ABSTRACT : 0) |
                   ((td->flags & KMOD_TYPE_SEALED) ? RT_TYPE_SEALED : 0) |
                   ((td->flags & KMOD_TYPE_ENUM) ? RT_TYPE_ENUM | RT_TYPE_SEALED : 0) |
                   (t->kind != RT_KIND_REF ? RT_TYPE_VALUETYPE | RT_TYPE_SEALED : 0) |
                   (prim ? RT_TYPE_PRIMITIVE : 0) |
                   ((td->flags & KMOD_TYPE_INTERFACE) ? RT_TYPE_INTERFACE | RT_TYPE_ABSTRACT : 0);
        if (t->kind != RT_KIND_STRUCT)
            t->elem_size = rt_kind_size(t->kind);
        if (t->kind == RT_KIND_STRUCT && (td->flags & KMOD_TYPE_ABSTRACT))
            return fail(L, "struct %s is abstract", t->name);
        if (find_loaded(L, t->name))
            return fail(L, "type %s is defined twice", t->name);
        L->mod->types[i] = t;
        index_add(L->mod, t);
        if (L->mod->is_corelib && !strcmp(t->name, "System.Object"))
            rt_state.wk.object = t;
        if (L->mod->is_corelib && !strcmp(t->name, "System.String"))
            rt_state.wk.string = t;
    }
    if (L->mod->is_corelib && (!rt_state.wk.object || !rt_state.wk.string))
        return fail(L, "corelib lacks System.Object or System.String");
    return 0;
}

static int resolve_typerefs(ld *L)
{
    kmod *km = L->km;
    for (uint32_t i = 0; i < km->typerefs.n; i++) {
        char *ns = kstr_tmp(L, km->typerefs.v[i].ns);
        char *name = ns ? kstr_tmp(L, km->typerefs.v[i].name) : NULL;
        char *full = name ? join_name(L, ns, name, true) : NULL;
        rt_type *t = full ? find_loaded(L, full) : NULL;
        if (full && !t)
            fail(L, "type %s%s%s not found", ns, *ns ? "." : "", name);
        kmod_mem_free(full), kmod_mem_free(ns), kmod_mem_free(name);
        if (!t)
            return -1;
        L->mod->typerefs[i] = t;
    }
    return 0;
}

static rt_type *type_token(ld *L, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && row < L->km->typedefs.n)
        return L->mod->types[row];
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEREF && row < L->km->typerefs.n)
        return L->mod->typerefs[row];
    fail(L, "bad type token 0x%08x", tok);
    return NULL;
}

static int resolve_parents(ld *L)
{
    kmod *km = L->km;
    for (uint32_t i = 0; i < km->typedefs.n; i++) {
        rt_type *t = L->mod->types[i];
        uint32_t p = km->typedefs.v[i].parent;
        if (!p) {
            if (t != rt_state.wk.object && !(t->flags & RT_TYPE_INTERFACE))
                return fail(L, "type %s has no parent", t->name);
            continue;
        }
        if (!(t->parent = type_token(L, p)))
            return -1;
    }
    for (uint32_t i = 0; i < km->typedefs.n; i++) {
        rt_type *t = L->mod->types[i];
        uint32_t d = 0;
        for (rt_type *p = t->parent; p; p = p->parent)
            if (++d > km->typedefs.n + rt_state.ntypes)
                return fail(L, "type %s inherits from itself", t->name);
        t->depth = d;
        if (t->kflags & (KMOD_TYPE_VALUETYPE | KMOD_TYPE_ENUM))
            for (rt_type *p = t->parent; p && p != rt_state.wk.object; p = p->parent)
                p->flags |= RT_TYPE_VALUE_BASE;
    }
    return 0;
}

/* --- signatures --- */

typedef struct sigrd { const uint8_t *p, *end; } sigrd;

static int sig_u8(ld *L, sigrd *r, uint8_t *out)
{
    if (r->p >= r->end)
        return fail(L, "truncated signature");
    *out = *r->p++;
    return 0;
}


/* A CLASS element names a reference type (or an enum, as older modules
 * write it), VALUETYPE a struct, ENUM an enum (docs/valuetypes.md). */
static int sig_token_kind_ok(ld *L, uint8_t c, const rt_type *t)
{
    bool is_enum = (t->flags & RT_TYPE_ENUM) != 0;
    if (c == KMOD_T_CLASS && t->kind != RT_KIND_REF && !is_enum)
        return fail(L, "signature: CLASS names %s, which is a value type", t->name);
    if (c == KMOD_T_VALUETYPE && t->kind != RT_KIND_STRUCT)
        return fail(L, "signature: VALUETYPE names %s, which is not a struct", t->name);
    if (c == KMOD_T_ENUM && !is_enum)
        return fail(L, "signature: ENUM names %s, which is not an enum", t->name);
    return 0;
}

/* Decode one type element: *kind and *type (byref: pointee type). */
static int sig_type(ld *L, sigrd *r, rt_kind *kind, rt_type **type)
{
    uint8_t c = 0;
    if (sig_u8(L, r, &c))
        return -1;
    rt_kind pk = prim_kind(c);
    if (pk != RT_KIND_REF) {
        *kind = pk;
        *type = rt_state.wk.prim[pk];
        return 0;
    }
    rt_kind ek;
    rt_type *et;
    switch (c) {
    case KMOD_T_STRING: *kind = RT_KIND_REF; *type = rt_state.wk.string; return 0;
    case KMOD_T_OBJECT: *kind = RT_KIND_REF; *type = rt_state.wk.object; return 0;
    case KMOD_T_CLASS: case KMOD_T_VALUETYPE: case KMOD_T_ENUM:
        if (r->end - r->p < 4)
            return fail(L, "truncated signature");
        *type = type_token(L, il_read_u32(r->p));
        r->p += 4;
        if (!*type)
            return -1;
        *kind = (*type)->kind;
        return sig_token_kind_ok(L, c, *type);
    case KMOD_T_SZARRAY:
        if (sig_type(L, r, &ek, &et))
            return -1;
        if (ek == RT_KIND_VOID || ek == RT_KIND_BYREF)
            return fail(L, "array of void or byref in a signature");
        *kind = RT_KIND_REF;
        if (!(*type = rt_array_type_locked(et)))
            return oom(L);
        return 0;
    case KMOD_T_BYREF:
        if (sig_type(L, r, &ek, &et))
            return -1;
        *kind = RT_KIND_BYREF;
        *type = et;
        return 0;
    default:
        return fail(L, "bad signature element 0x%02x", c);
    }
}

static int decode_sigs(ld *L)
{
    kmod *km = L->km;
    for (uint32_t i = 0; i < km->sigs.n; i++) {
        uint32_t len = 0;
        const uint8_t *p = kmod_sig(km, i, &len);
        if (!p || !len || p[0] == KMOD_SIG_METHOD || p[0] == KMOD_SIG_METHOD_THIS ||
            p[0] == KMOD_SIG_LOCALS)
            continue;
        sigrd r = {p, p + len};
        if (sig_type(L, &r, &L->mod->sigkinds[i], &L->mod->sigtypes[i]))
            return -1;
    }
    return 0;
}

/* --- fields and layout --- */

static int load_fields(ld *L, rt_field *all)
{
    kmod *km = L->km;
    for (uint32_t i = 0; i < km->fields.n; i++) {
        const kmod_field *kf = &km->fields.v[i];
        KILN_ASSERT(kf->owner < km->typedefs.n);   /* kmod_read checked every index */
        rt_field *f = &all[i];
        f->owner = L->mod->types[kf->owner];
        if (!(f->name = kstr(L, kf->name)))
            return -1;
        f->flags = kf->flags;
        if (kf->sig >= km->sigs.n || !L->mod->sigtypes[kf->sig])
            return fail(L, "field %s.%s: bad type signature", f->owner->name, f->name);
        f->kind = L->mod->sigkinds[kf->sig];
        f->type = L->mod->sigtypes[kf->sig];
        L->mod->fields[i] = f;
    }
    for (uint32_t i = 0; i < km->typedefs.n; i++) {
        const kmod_typedef *td = &km->typedefs.v[i];
        KILN_ASSERT((uint64_t)td->field_first + td->field_count <= km->fields.n);
        rt_type *t = L->mod->types[i];
        t->fields = td->field_count ? &all[td->field_first] : NULL;
        t->nfields = td->field_count;
    }
    return 0;
}

static uint32_t align_up(uint32_t x, uint32_t a) { return (x + a - 1) & ~(a - 1); }

/* Which fields a layout places: statics (with storage) or instance ones. */
static bool placed(const rt_field *f, bool statics)
{
    if (statics)
        return (f->flags & KMOD_FIELD_STATIC) && !(f->flags & KMOD_FIELD_LITERAL);
    return !(f->flags & KMOD_FIELD_STATIC);
}

/* The references a field holds: 1 for a reference, a struct's own. */
static uint32_t field_nrefs(const rt_field *f)
{
    return f->kind == RT_KIND_REF ? 1 : f->kind == RT_KIND_STRUCT ? f->type->nvalue_refs : 0;
}

/* Place t's static or instance fields from offset off, each at its
 * alignment (a struct's inline); returns the end; *nrefs counts the
 * references they hold and *align grows to the largest alignment. */
static uint32_t place_fields(rt_type *t, bool statics, uint32_t off, uint32_t *nrefs,
                             uint32_t *align)
{
    for (uint32_t i = 0; i < t->nfields; i++) {
        rt_field *f = &t->fields[i];
        if (!placed(f, statics))
            continue;
        uint32_t a = rt_value_align(f->kind, f->type);
        off = align_up(off, a);
        f->offset = off;
        off += rt_value_size(f->kind, f->type);
        *nrefs += field_nrefs(f);
        if (a > *align)
            *align = a;
    }
    return off;
}

/* Append the offsets (+ base) of the references in t's placed fields. */
static uint32_t list_refs(const rt_type *t, bool statics, uint32_t base, uint32_t *refs, uint32_t n)
{
    for (uint32_t i = 0; i < t->nfields; i++) {
        const rt_field *f = &t->fields[i];
        if (!placed(f, statics))
            continue;
        if (f->kind == RT_KIND_REF)
            refs[n++] = base + f->offset;
        else if (f->kind == RT_KIND_STRUCT)
            for (uint32_t k = 0; k < f->type->nvalue_refs; k++)
                refs[n++] = base + f->offset + f->type->value_ref_offsets[k];
    }
    return n;
}

static int layout_statics(rt_type *t)
{
    uint32_t nrefs = 0, align = 1;
    uint32_t off = place_fields(t, true, 0, &nrefs, &align);
    t->statics_size = off;
    t->statics = off ? rt_meta_alloc(off) : NULL;
    t->static_ref_offsets = rt_meta_alloc(nrefs * sizeof(uint32_t));
    if ((off && !t->statics) || !t->static_ref_offsets)
        return -1;
    t->nstatic_refs = list_refs(t, true, 0, t->static_ref_offsets, 0);
    return 0;
}

/* What the collector relies on (gc.h): a subclass extends its parent's
 * layout, and every reference field lies, aligned, inside the object. */
static void check_layout(const rt_type *t)
{
    const rt_type *p = t->parent;
    KILN_ASSERT(t->gc.base_size % 8 == 0 && (!p || t->gc.base_size >= p->gc.base_size));
    for (uint32_t i = 0; i < t->gc.nrefs; i++)
        KILN_ASSERT(t->gc.ref_offsets[i] % 8 == 0 && t->gc.ref_offsets[i] >= 8 &&
                    t->gc.ref_offsets[i] + 8 <= t->gc.base_size);
}

static int layout_instance(rt_type *t)
{
    const rt_type *p = t->parent;
    uint32_t nrefs = p ? p->gc.nrefs : 0, align = 1;
    uint32_t off = place_fields(t, false, p ? p->gc.base_size : 8, &nrefs, &align);
    t->gc.base_size = align_up(off, 8);
    uint32_t *refs = rt_meta_alloc(nrefs * sizeof(uint32_t));
    if (!refs)
        return -1;
    uint32_t n = 0;
    if (p && p->gc.nrefs) {
        memcpy(refs, p->gc.ref_offsets, p->gc.nrefs * sizeof(uint32_t));
        n = p->gc.nrefs;
    }
    t->gc.nrefs = list_refs(t, false, 0, refs, n);
    t->gc.ref_offsets = refs;
    check_layout(t);
    return 0;
}

/* A struct: its fields from 0, its size rounded to its alignment (an empty
 * struct is 1 byte); its box holds the value at +8. */
static int layout_value(rt_type *t)
{
    uint32_t nrefs = 0, align = 1;
    uint32_t off = place_fields(t, false, 0, &nrefs, &align);
    t->align = align;
    t->elem_size = off ? align_up(off, align) : 1;
    t->value_ref_offsets = rt_meta_alloc(nrefs * sizeof(uint32_t));
    uint32_t *box = rt_meta_alloc(nrefs * sizeof(uint32_t));
    if (!t->value_ref_offsets || !box)
        return -1;
    t->nvalue_refs = list_refs(t, false, 0, t->value_ref_offsets, 0);
    for (uint32_t k = 0; k < t->nvalue_refs; k++)
        box[k] = RT_BOX_DATA_OFFSET + t->value_ref_offsets[k];
    t->gc.base_size = align_up(RT_BOX_DATA_OFFSET + t->elem_size, 8);
    t->gc.nrefs = t->nvalue_refs;
    t->gc.ref_offsets = box;
    check_layout(t);
    return 0;
}

enum { LAYOUT_NONE, LAYOUT_BUSY, LAYOUT_DONE };

/* Lay out the struct types of t's instance fields before t (a struct
 * containing itself by value is refused). Statics come after every type's
 * instance layout (a struct may have a static of its own type). */
static int layout_type(ld *L, rt_type *t, uint8_t *done);

static int layout_field_types(ld *L, rt_type *t, uint8_t *done)
{
    for (uint32_t i = 0; i < t->nfields; i++) {
        rt_field *f = &t->fields[i];
        if (f->kind != RT_KIND_STRUCT || f->type->module != L->mod || (f->flags & KMOD_FIELD_STATIC))
            continue;
        if (done[f->type->row] == LAYOUT_BUSY)
            return fail(L, "struct %s contains itself (field %s.%s)", f->type->name, t->name,
                        f->name);
        if (layout_type(L, f->type, done))
            return -1;
    }
    return 0;
}

static int layout_type(ld *L, rt_type *t, uint8_t *done)
{
    if (t->module != L->mod || done[t->row])
        return 0;
    done[t->row] = LAYOUT_BUSY;
    if (t->parent && layout_type(L, t->parent, done))
        return -1;
    if (layout_field_types(L, t, done))
        return -1;
    if (t->kind == RT_KIND_STRUCT && t->parent && (t->parent->gc.base_size > 8 || t->parent->kind != RT_KIND_REF))
        return fail(L, "struct %s: its parent %s is not a class without instance fields", t->name,
                    t->parent->name);
    done[t->row] = LAYOUT_DONE;
    if (t->kind == RT_KIND_STRUCT || (t->kflags & KMOD_TYPE_VALUETYPE) ? layout_value(t)
                                                                         : layout_instance(t))
        return oom(L);
    if (t->kind != RT_KIND_STRUCT && t->kind != RT_KIND_REF)
        rt_box_desc_prim(t, t->kind);   /* enums and the corelib's primitive classes */
    if (t == rt_state.wk.string) {
        t->gc.base_size = RT_STRING_CHARS_OFFSET;
        t->gc.elem_size = 2;
        t->gc.is_array = 1;
        t->gc.nrefs = 0;
        t->flags |= RT_TYPE_STRING | RT_TYPE_SEALED;
    }
    if (rt_state.wk.exception && rt_is_subclass(t, rt_state.wk.exception))
        t->flags |= RT_TYPE_EXCEPTION;
    return 0;
}

static int layout_all(ld *L)
{
    uint8_t *done = kmod_mem_calloc(L->km->typedefs.n, 1);
    if (!done)
        return oom(L);
    if (L->mod->is_corelib)
        rt_state.wk.exception = rt_module_find_type(L->mod, "System.Exception");
    int rc = 0;
    for (uint32_t i = 0; !rc && i < L->km->typedefs.n; i++)
        rc = layout_type(L, L->mod->types[i], done);
    kmod_mem_free(done);
    for (uint32_t i = 0; !rc && i < L->km->typedefs.n; i++)
        if (layout_statics(L->mod->types[i]))
            rc = oom(L);
    /* arrays of this module's structs were made (decoding signatures) before
     * their element had a layout */
    for (uint32_t i = 0; !rc && i < L->km->typedefs.n; i++) {
        rt_type *a = atomic_load_explicit(&L->mod->types[i]->array_of, memory_order_relaxed);
        if (a && L->mod->types[i]->kind == RT_KIND_STRUCT)
            rt_array_gc_fill(a);
    }
    return rc;
}

/* --- methods --- */

typedef struct keybuf { char s[512]; size_t n; } keybuf;

static void key_put(keybuf *k, const char *s)
{
    size_t l = strlen(s);
    if (k->n + l < sizeof k->s) {
        memcpy(k->s + k->n, s, l + 1);
        k->n += l;
    }
}

static void key_type(keybuf *k, rt_kind kind, const rt_type *t)
{
    static const char *const kw[] = {
        [RT_KIND_VOID] = "void", [RT_KIND_BOOL] = "bool", [RT_KIND_CHAR] = "char",
        [RT_KIND_U1] = "byte", [RT_KIND_I4] = "int", [RT_KIND_U4] = "uint",
        [RT_KIND_I8] = "long", [RT_KIND_U8] = "ulong", [RT_KIND_R8] = "double",
        [RT_KIND_I1] = "sbyte", [RT_KIND_I2] = "short", [RT_KIND_U2] = "ushort",
        [RT_KIND_R4] = "float"};
    if (kind == RT_KIND_BYREF) {
        key_type(k, t->kind, t);
        return;
    }
    if (t->flags & RT_TYPE_PRIMITIVE)
        key_put(k, kw[t->kind]);
    else if (t == rt_state.wk.object)
        key_put(k, "object");
    else if (t == rt_state.wk.string)
        key_put(k, "string");
    else if (t->flags & RT_TYPE_ARRAY) {
        key_type(k, t->elem->kind, t->elem);
        key_put(k, "[]");
    } else
        key_put(k, t->name);
}

/* m's key into k; outs[i]: parameter i is `out` (NULL: m->out_params). */
static void key_method(keybuf *k, const rt_method *m, const uint8_t *outs)
{
    k->s[0] = 0;
    k->n = 0;
    key_put(k, m->owner ? m->owner->name : "?");
    key_put(k, ".");
    key_put(k, m->name);
    key_put(k, "(");
    for (uint16_t i = 0; i < m->nparams; i++) {
        bool out = outs ? outs[i] != 0 : i < 16 && (m->out_params >> i & 1u);
        if (i)
            key_put(k, ",");
        if (m->param_kinds[i] == RT_KIND_BYREF)
            key_put(k, out ? "out " : "ref ");
        key_type(k, m->param_kinds[i], m->param_types[i]);
    }
    key_put(k, ")");
}

/* m's key for an error message, built in k when m has none yet: a
 * message never allocates. */
static const char *key_tmp(keybuf *k, const rt_method *m)
{
    if (m->key)
        return m->key;
    key_method(k, m, NULL);
    return k->s;
}

const char *rt_method_key(const rt_method *m)
{
    const char **slot = (const char **)&((rt_method *)m)->key;   /* a cache */
    const char *key = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (key)
        return key;
    keybuf k;
    key_method(&k, rt_method_ready((rt_method *)m), NULL);
    char *mine = rt_xstrdup(k.s);
    const char *none = NULL;
    if (__atomic_compare_exchange_n(slot, &none, mine, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return mine;
    free(mine);   /* another thread published first */
    return none;
}

/* A body of a deferred module failed its first-use verification: the run
 * ends with the error its load would have given (exit 1, as a bad module
 * at load; rt_exit flushes the program's output so far). */
static _Noreturn void deferred_failed(const rt_module *mod, const char *what, const char *why)
{
    fprintf(stderr, "kiln: error: module %s: %s: %s\n", mod->name, what, why);
    rt_exit(1);
}

/* The first use of a method of a kmod_read_deferred module: both passes
 * kmod_read and the loader's verify_types would have made at load, on
 * this body alone (under verify_lock: one verifier per module, made at
 * the first use, for the typed pass); the stack pass publishes the typed
 * body. Ends the run on failure. */
static kmod_body *verify_deferred(rt_method *m)
{
    rt_module *mod = m->module;
    char why[400];
    kmod_body *mine = NULL;
    if (kmod_verify_method_body(mod->km, m->row, &mine, why, sizeof why))
        deferred_failed(mod, "corrupt module", why);
    pthread_mutex_lock(&rt_state.verify_lock);
    if (!mod->verifier) {
        const kmod *imports[RT_MAX_MODULES];
        for (uint32_t i = 0; i < mod->nimports; i++)
            imports[i] = rt_state.modules[i]->km;
        mod->verifier = kmod_verifier_new(mod->km, imports, mod->nimports, why, sizeof why);
    }
    if (!mod->verifier || kmod_verifier_check(mod->verifier, m->row, why, sizeof why)) {
        pthread_mutex_unlock(&rt_state.verify_lock);
        deferred_failed(mod, "does not verify", why);
    }
    pthread_mutex_unlock(&rt_state.verify_lock);
    return mine;
}

const kmod_body *rt_method_body(rt_method *m, char *err, size_t errlen)
{
    const kmod_body **slot = (const kmod_body **)&m->body;
    const kmod_body *b = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (b)
        return b;
    rt_method_ready(m);
    if (!m->code_len || !m->module) {
        snprintf(err, errlen, "%s has no IL body", rt_method_key(m));
        return NULL;
    }
    kmod_body *mine;
    if (m->module->km->deferred)
        mine = verify_deferred(m);
    else if (kmod_verify_method_body(m->module->km, m->row, &mine, err, errlen))
        return NULL;
    const kmod_body *none = NULL;
    if (__atomic_compare_exchange_n(slot, &none, mine, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return mine;
    kmod_body_free(mine);   /* another thread published first */
    return none;
}

const rt_intrinsic_info rt_intrinsic_table[RT_INTRINSIC_COUNT] = {
#define RT_INTRINSIC(id, key, fam, size, pre, ref, engines) \
    [RT_INTRINSIC_##id] = {key, RT_IX_##fam, size, pre, ref, engines},
#include "intrinsics.def"
#undef RT_INTRINSIC
};

_Static_assert(RT_INTRINSIC_COUNT < RT_INTRINSIC_UNRESOLVED, "intrinsic ids fit below UNRESOLVED");

/* What the loader records: NONE for an ordinary method, UNRESOLVED for a
 * corelib method flagged [Intrinsic] (matched by rt_method_intrinsic). */
static uint8_t intrinsic_at_load(const rt_method *m)
{
    return (m->flags & KMOD_METH_INTRINSIC) && m->module->is_corelib ? RT_INTRINSIC_UNRESOLVED
                                                                      : RT_INTRINSIC_NONE;
}

/* The intrinsics.def row of a corelib method flagged [Intrinsic], by its
 * key: the one place a name decides an intrinsic. Asked for only by the
 * engines, for the methods they call; the answer is the same from any
 * thread, so a racing second store is harmless. */
uint8_t rt_method_intrinsic(const rt_method *m)
{
    uint8_t *slot = (uint8_t *)&((rt_method *)m)->intrinsic;   /* a cache, so m may be const */
    uint8_t id = __atomic_load_n(slot, __ATOMIC_RELAXED);
    if (id != RT_INTRINSIC_UNRESOLVED)
        return id;
    keybuf key;   /* built here, not cached: rt_method_key's would be kept */
    key_method(&key, rt_method_ready((rt_method *)m), NULL);
    id = RT_INTRINSIC_NONE;
    for (uint32_t k = 1; k < RT_INTRINSIC_COUNT && !id; k++)
        if (!strcmp(key.s, rt_intrinsic_table[k].key))
            id = (uint8_t)k;
    __atomic_store_n(slot, id, __ATOMIC_RELAXED);
    return id;
}

/* The n types and kinds of a parameter or local list, one zeroed block
 * (types first): in the metadata arena to keep, else from the funnel (free
 * the types pointer). -1 after failing L. */
static int kind_type_arrays(ld *L, bool keep, uint32_t n, rt_kind **kinds, rt_type ***types)
{
    size_t tb = n * sizeof(rt_type *);
    char *p = keep ? rt_meta_alloc(tb + n * sizeof(rt_kind)) : kmod_mem_calloc(1, tb + n * sizeof(rt_kind));
    if (!p)
        return oom(L);
    *types = (rt_type **)p;
    *kinds = (rt_kind *)(p + tb);
    return 0;
}

/* Decode a method signature into m (params, return, has_this, out_params;
 * the key is built when first asked for, rt_method_key, except for a
 * method with an `out` parameter past the 16th, whose key is built now);
 * keep: m is a method of the module, else a lookup key the caller frees
 * (key_free), also after a failure. */
static int method_sig(ld *L, rt_method *m, uint32_t sigrow, bool keep)
{
    uint32_t len = 0;
    const uint8_t *p = kmod_sig(L->km, sigrow, &len);
    if (!p || len < 3 || (p[0] != KMOD_SIG_METHOD && p[0] != KMOD_SIG_METHOD_THIS))
        return fail(L, "method %s: bad signature", m->name);
    m->has_this = p[0] == KMOD_SIG_METHOD_THIS;
    m->nparams = il_read_u16(p + 1);
    sigrd r = {p + 3, p + len};
    if (sig_type(L, &r, &m->ret_kind, &m->ret_type) ||
        kind_type_arrays(L, keep, m->nparams, &m->param_kinds, &m->param_types))
        return -1;
    uint8_t *outs = m->nparams > 16 ? kmod_mem_calloc(m->nparams, 1) : NULL;
    if (m->nparams > 16 && !outs)
        return oom(L);
    bool late_out = false;
    for (uint16_t i = 0; i < m->nparams; i++) {
        bool out = r.p < r.end && *r.p == KMOD_T_OUT;
        r.p += out;
        if (sig_type(L, &r, &m->param_kinds[i], &m->param_types[i])) {
            kmod_mem_free(outs);
            return -1;
        }
        if (out && i < 16)
            m->out_params |= (uint16_t)(1u << i);
        if (outs)
            outs[i] = out;
        late_out |= out && i >= 16;
    }
    if (late_out) {
        keybuf k;
        key_method(&k, m, outs);
        m->key = keep ? rt_meta_strndup(k.s, k.n) : kmod_mem_strndup(k.s, k.n);
    }
    kmod_mem_free(outs);
    return late_out && !m->key ? oom(L) : 0;
}

/* Free what method_sig and resolve_methodrefs gave a lookup key. */
static void key_free(rt_method *want)
{
    kmod_mem_free((void *)want->name);
    kmod_mem_free((void *)want->key);
    kmod_mem_free(want->param_types);   /* and the kinds behind them */
}

static int method_locals(ld *L, rt_method *m, uint32_t sigrow)
{
    if (sigrow == KMOD_NONE)
        return 0;
    uint32_t len = 0;
    const uint8_t *p = kmod_sig(L->km, sigrow, &len);
    if (!p || len < 3 || p[0] != KMOD_SIG_LOCALS)
        return fail(L, "method %s: bad locals signature", key_tmp(&(keybuf){0}, m));
    m->nlocals = il_read_u16(p + 1);
    if (kind_type_arrays(L, true, m->nlocals, &m->local_kinds, &m->local_types))
        return -1;
    sigrd r = {p + 3, p + len};
    for (uint16_t i = 0; i < m->nlocals; i++)
        if (sig_type(L, &r, &m->local_kinds[i], &m->local_types[i]))
            return -1;
    return 0;
}

static int method_body(ld *L, rt_method *m, const kmod_method *km)
{
    kmod *k = L->km;
    if (km->code_len) {
        m->code = k->code.v + km->code_off;
        m->code_len = km->code_len;
    }
    m->max_stack = km->max_stack;
    m->neh = km->eh_count;
    m->eh = km->eh_count ? &k->ehs.v[km->eh_first] : NULL;
    m->eh_types = m->neh ? rt_meta_alloc(m->neh * sizeof(rt_type *)) : NULL;
    if (m->neh && !m->eh_types)
        return oom(L);
    for (uint32_t i = 0; i < m->neh; i++) {
        if (!kmod_eh_takes_type(&m->eh[i]))
            continue;
        uint32_t s = m->eh[i].catch_sig;
        if (s >= k->sigs.n || !L->mod->sigtypes[s])
            return fail(L, "method %s: bad catch type", key_tmp(&(keybuf){0}, m));
        m->eh_types[i] = L->mod->sigtypes[s];
    }
    if (km->flags & KMOD_METH_PINVOKE) {
        m->pinvoke_lib = kstr(L, km->pinvoke_lib);
        m->pinvoke_entry = km->pinvoke_entry != KMOD_NONE ? kstr(L, km->pinvoke_entry) : m->name;
        if (!m->pinvoke_lib || !m->pinvoke_entry)
            return -1;
        if (!*m->pinvoke_entry)
            m->pinvoke_entry = m->name;
    }
    return method_locals(L, m, km->locals);
}

static bool sig_has_struct(const rt_method *m)
{
    if (m->ret_kind == RT_KIND_STRUCT)
        return true;
    for (uint16_t i = 0; i < m->nparams; i++)
        if (m->param_kinds[i] == RT_KIND_STRUCT ||
            (m->param_kinds[i] == RT_KIND_BYREF && m->param_types[i]->kind == RT_KIND_STRUCT))
            return true;
    return false;
}

/* m's signature, locals and clauses (method_sig, method_body), then
 * published to rt_method_ready. Loader lock held. */
static int decode_method(ld *L, rt_method *m)
{
    const kmod_method *km = &L->km->methods.v[m->row];
    if (method_sig(L, m, km->sig, true) || method_body(L, m, km))
        return -1;
    m->value_this = m->has_this && (m->owner->kflags & (KMOD_TYPE_VALUETYPE | KMOD_TYPE_ENUM));
    if ((km->flags & KMOD_METH_PINVOKE) && sig_has_struct(m))
        return fail(L, "method %s: a struct in a P/Invoke signature is not supported", key_tmp(&(keybuf){0}, m));
    atomic_store_explicit(&m->decoded, true, memory_order_release);
    return 0;
}

/* Decoded at load: every method of a module read whole (its errors come
 * out at load), a virtual method or an interface's of any module. */
static bool decode_at_load(const ld *L, const rt_method *m)
{
    return !L->km->deferred || (m->flags & KMOD_METH_VIRTUAL) || (m->owner->flags & RT_TYPE_INTERFACE);
}

rt_method *rt_method_ready(rt_method *m)
{
    if (!m || !m->module || atomic_load_explicit(&m->decoded, memory_order_acquire))
        return m;   /* no module: not the loader's (a test's C method), whole */
    bool lock = !ld_loading;
    if (lock)
        pthread_mutex_lock(&rt_state.loader_lock);
    char why[400];
    ld L = {m->module, m->module->km, why, sizeof why, 0, NULL};
    int rc = atomic_load_explicit(&m->decoded, memory_order_relaxed) ? 0 : decode_method(&L, m);
    if (lock)
        pthread_mutex_unlock(&rt_state.loader_lock);
    if (rc) {   /* as a load error (exit 1), at the method's first use */
        rt_console_flush();
        fprintf(stderr, "kiln: error: %s\n", why);
        rt_exit(1);
    }
    return m;
}

static int load_methods(ld *L, rt_method *all)
{
    kmod *k = L->km;
    for (uint32_t i = 0; i < k->methods.n; i++) {
        const kmod_method *km = &k->methods.v[i];
        KILN_ASSERT(km->owner < k->typedefs.n);   /* kmod_read checked every index */
        rt_method *m = &all[i];
        m->owner = L->mod->types[km->owner];
        if (!(m->name = kstr(L, km->name)))
            return -1;
        m->flags = km->flags;
        m->module = L->mod;
        m->row = i;
        m->vtable_slot = -1;
        m->iface_slot = -1;
        atomic_init(&m->entry, NULL);
        atomic_init(&m->call_count, 0);
        atomic_init(&m->decoded, false);
        m->intrinsic = intrinsic_at_load(m);
        if (decode_at_load(L, m) && decode_method(L, m))
            return -1;
        if (km->flags & KMOD_METH_CCTOR)
            m->owner->cctor = m;
        L->mod->methods[i] = m;
    }
    for (uint32_t i = 0; i < k->typedefs.n; i++) {
        const kmod_typedef *td = &k->typedefs.v[i];
        KILN_ASSERT((uint64_t)td->method_first + td->method_count <= k->methods.n);
        rt_type *t = L->mod->types[i];
        t->methods = td->method_count ? &all[td->method_first] : NULL;
        t->nmethods = td->method_count;
        atomic_init(&t->init_state, t->cctor ? 0 : 2);
    }
    return 0;
}

/* --- vtables --- */

/* Same kind and, where the kind is a reference or a struct (or a byref to
 * one), the same type; an enum (a signature's ENUM or CLASS element) only
 * itself, so M(int) and M(E) are two overloads - but the location types
 * agree (an enum is an int to the engines). */
static bool same_type(rt_kind ka, const rt_type *ta, rt_kind kb, const rt_type *tb)
{
    if (ka != kb)
        return false;
    if (ka == RT_KIND_BYREF)
        return same_type(ta->kind, ta, tb->kind, tb);
    if (ka == RT_KIND_REF || ka == RT_KIND_STRUCT || ((ta->flags | tb->flags) & RT_TYPE_ENUM))
        return ta == tb;
    return true;
}

bool rt_method_same_sig(const rt_method *a, const rt_method *b)
{
    if (a->nparams != b->nparams || a->has_this != b->has_this ||
        !same_type(a->ret_kind, a->ret_type, b->ret_kind, b->ret_type))
        return false;
    for (uint16_t i = 0; i < a->nparams; i++)
        if (!same_type(a->param_kinds[i], a->param_types[i], b->param_kinds[i], b->param_types[i]))
            return false;
    return true;
}

static int build_vtable(ld *L, rt_type *t, uint8_t *done)
{
    if (t->module != L->mod || done[t->row])
        return 0;
    done[t->row] = 1;
    const rt_type *p = t->parent;
    if (p && build_vtable(L, (rt_type *)p, done))
        return -1;
    uint32_t cap = (p ? p->vtable_len : 0) + t->nmethods;
    if (!(t->vtable = rt_meta_alloc(cap * sizeof(rt_method *))))
        return oom(L);
    if (p && p->vtable_len)
        memcpy(t->vtable, p->vtable, p->vtable_len * sizeof(rt_method *));
    t->vtable_len = p ? p->vtable_len : 0;
    for (uint32_t i = 0; i < t->nmethods; i++) {
        rt_method *m = &t->methods[i];
        if (!(m->flags & KMOD_METH_VIRTUAL) || (t->flags & RT_TYPE_INTERFACE))
            continue;   /* an interface's methods have itab slots (iface.c) */
        int32_t slot = -1;
        if (!(m->flags & KMOD_METH_NEWSLOT))
            for (int32_t s = (int32_t)t->vtable_len - 1; s >= 0 && slot < 0; s--)
                if (!strcmp(t->vtable[s]->name, m->name) && rt_method_same_sig(t->vtable[s], m))
                    slot = s;
        if (slot < 0)
            slot = (int32_t)t->vtable_len++;
        t->vtable[slot] = m;
        m->vtable_slot = slot;
    }
    return 0;
}

static int build_vtables(ld *L)
{
    uint8_t *done = kmod_mem_calloc(L->km->typedefs.n, 1);
    if (!done)
        return oom(L);
    int rc = 0;
    for (uint32_t i = 0; i < L->km->typedefs.n && !rc; i++)
        rc = build_vtable(L, L->mod->types[i], done);
    kmod_mem_free(done);
    if (rc || !L->mod->is_corelib)
        return rc;
    rt_type *o = rt_state.wk.object;
    for (uint32_t i = 0; i < rt_state.ntypes; i++)
        if (rt_state.types[i]->flags & RT_TYPE_ARRAY) {
            rt_state.types[i]->vtable = o->vtable;
            rt_state.types[i]->vtable_len = o->vtable_len;
        }
    return 0;
}

/* --- member references --- */

static int resolve_fieldrefs(ld *L)
{
    kmod *k = L->km;
    for (uint32_t i = 0; i < k->fieldrefs.n; i++) {
        const kmod_memberref *r = &k->fieldrefs.v[i];
        rt_type *t = type_token(L, r->parent);
        if (!t)
            return -1;
        char *name = kstr_tmp(L, r->name);
        if (!name)
            return -1;
        rt_field *f = rt_find_field(t, name);
        if (!f || r->sig >= k->sigs.n || !L->mod->sigtypes[r->sig] ||
            !same_type(f->kind, f->type, L->mod->sigkinds[r->sig], L->mod->sigtypes[r->sig])) {
            fail(L, "field %s.%s not found", t->name, name);
            kmod_mem_free(name);
            return -1;
        }
        kmod_mem_free(name);
        L->mod->fieldrefs[i] = f;
    }
    return 0;
}

static rt_method *find_method_sig(rt_type *t, const rt_method *want)
{
    for (; t; t = t->parent)
        for (uint32_t i = 0; i < t->nmethods; i++)
            if (!strcmp(t->methods[i].name, want->name) &&
                rt_method_same_sig(rt_method_ready(&t->methods[i]), want))
                return &t->methods[i];
    return NULL;
}

static int resolve_methodrefs(ld *L)
{
    kmod *k = L->km;
    for (uint32_t i = 0; i < k->methodrefs.n; i++) {
        const kmod_memberref *r = &k->methodrefs.v[i];
        rt_method want;
        memset(&want, 0, sizeof want);
        if (!(want.owner = type_token(L, r->parent)))
            return -1;
        rt_method *m = NULL;
        if ((want.name = kstr_tmp(L, r->name)) && !method_sig(L, &want, r->sig, false) &&
            !(m = find_method_sig(want.owner, &want)))
            fail(L, "method %s not found", key_tmp(&(keybuf){0}, &want));
        key_free(&want);
        if (!m)
            return -1;
        L->mod->methodrefs[i] = m;
    }
    return 0;
}

/* Room is reserved first: nothing is published unless all of it is. */
static int publish(ld *L)
{
    if (rt_types_reserve(L->km->typedefs.n))
        return oom(L);
    for (uint32_t i = 0; i < L->km->typedefs.n; i++)
        rt_types_register(L->mod->types[i]);
    rt_state.modules[rt_state.nmodules++] = L->mod;
    return 0;
}

/* The module and its token tables, or NULL (out of memory). */
static rt_module *module_new(kmod *km)
{
    rt_module *m = rt_meta_alloc(sizeof *m);
    if (!m)
        return NULL;
    m->km = km;
    m->is_corelib = (km->flags & KMOD_FLAG_CORELIB) != 0;
    m->name = m->is_corelib ? "corelib" : "program";
    m->types = rt_meta_alloc(km->typedefs.n * sizeof(rt_type *));
    m->methods = rt_meta_alloc(km->methods.n * sizeof(rt_method *));
    m->fields = rt_meta_alloc(km->fields.n * sizeof(rt_field *));
    m->typerefs = rt_meta_alloc(km->typerefs.n * sizeof(rt_type *));
    m->fieldrefs = rt_meta_alloc(km->fieldrefs.n * sizeof(rt_field *));
    m->methodrefs = rt_meta_alloc(km->methodrefs.n * sizeof(rt_method *));
    m->strings = rt_meta_alloc(km->strings.n * sizeof(rt_string *));
    m->sigtypes = rt_meta_alloc(km->sigs.n * sizeof(rt_type *));
    m->sigkinds = rt_meta_alloc(km->sigs.n * sizeof(rt_kind));
    if (!m->types || !m->methods || !m->fields || !m->typerefs || !m->fieldrefs ||
        !m->methodrefs || !m->strings || !m->sigtypes || !m->sigkinds)
        return NULL;
    return m;
}

/* A module is input: unless this build wrote it (kmod_read_trusted: an AOT
 * image, verified when it was built), its bodies are checked with object
 * types against the modules loaded so far before any of it runs. */
static int verify_types(ld *L)
{
    L->mod->nimports = rt_state.nmodules;
    if (!L->verify || L->km->borrowed || L->km->deferred)   /* deferred: each body at its first use */
        return 0;
    if (L->km->verified_with && rt_state.nmodules == 1 && rt_state.modules[0]->km == L->km->verified_with)
        return 0;   /* the in-process frontend verified it against this very corelib */
    const kmod *imports[RT_MAX_MODULES];
    for (uint32_t i = 0; i < rt_state.nmodules; i++)
        imports[i] = rt_state.modules[i]->km;
    char why[400];
    if (L->verify(L->km, imports, rt_state.nmodules, why, sizeof why))
        return fail(L, "does not verify: %s", why);
    return 0;
}

/* The variant instances' arguments (section 21): rt_type.variant, what
 * iface.c decides the casts its tables do not answer from. */
static int load_variants(ld *L)
{
    for (uint32_t i = 0; i < L->km->variants.n; i++) {
        const kmod_variant *r = &L->km->variants.v[i];
        uint32_t len = 0;
        const uint8_t *p = kmod_sig(L->km, r->args, &len);   /* checked: a locals signature */
        uint32_t n = il_read_u16(p + 1);
        rt_variant *v = rt_meta_alloc(sizeof *v + n * sizeof *v->args);
        if (!v)
            return oom(L);
        rt_type *t = L->mod->types[r->type];
        const char *br = strchr(t->name, '[');
        *v = (rt_variant){br ? (uint32_t)(br - t->name) : (uint32_t)strlen(t->name), r->variance, n};
        sigrd rd = {p + 3, p + len};
        for (uint32_t k = 0; k < n; k++) {
            rt_kind kind;
            if (sig_type(L, &rd, &kind, &v->args[k]))
                return -1;
            if (kind == RT_KIND_BYREF || kind == RT_KIND_VOID)
                return fail(L, "variant instance %s: a byref or void argument", t->name);
        }
        t->variant = v;
    }
    return 0;
}

static int load_locked(ld *L)
{
    if (!L->mod->is_corelib && !rt_state.wk.object)
        return fail(L, "the corelib must be loaded first");
    if (L->mod->is_corelib && rt_state.wk.object)
        return fail(L, "a corelib is already loaded");
    if (rt_state.nmodules >= RT_MAX_MODULES)
        return fail(L, "too many modules");
    if (make_shells(L) || resolve_typerefs(L) || resolve_parents(L) || verify_types(L) ||
        decode_sigs(L))
        return -1;
    /* no array for a module without fields or methods: nothing would point at it */
    uint32_t nf = L->km->fields.n, nm = L->km->methods.n;
    rt_field *fields = nf ? rt_meta_alloc(nf * sizeof(rt_field)) : NULL;
    if (nf && !fields)
        return oom(L);
    if (load_fields(L, fields) || layout_all(L))
        return -1;
    rt_method *methods = nm ? rt_meta_alloc(nm * sizeof(rt_method)) : NULL;
    if (nm && !methods)
        return oom(L);
    if (load_methods(L, methods))
        return -1;
    if (build_vtables(L) || resolve_fieldrefs(L) || resolve_methodrefs(L) || load_variants(L) ||
        rt_iface_build(L->mod, L->err, L->errlen))
        return -1;
    if (L->mod->is_corelib && rt_corelib_bind(L->mod, L->err, L->errlen)) {
        L->failed++;
        return -1;
    }
    return publish(L);   /* internal calls bind at their first call (rt_internal_call_target) */
}

static rt_module *load(kmod *km, ld_verify_fn verify, char *err, size_t errlen)
{
    ld L = {NULL, km, err, errlen, 0, verify};
    pthread_mutex_lock(&rt_state.loader_lock);
    ld_loading = true;
    L.mod = module_new(km);
    int rc = L.mod ? load_locked(&L) : -1;
    ld_loading = false;
    pthread_mutex_unlock(&rt_state.loader_lock);
    if (!L.mod)
        snprintf(err, errlen, "module %s: out of memory",
                 (km->flags & KMOD_FLAG_CORELIB) ? "corelib" : "program");
    if (rc)
        return NULL;   /* the partial module is leaked: a load error ends the run */
    if (L.mod->is_corelib)
        rt_exc_init_wellknown();
    return L.mod;
}

rt_module *rt_load_module(kmod *km, char *err, size_t errlen)
{
    return load(km, kmod_verify_types, err, errlen);
}

rt_module *rt_load_trusted_module(kmod *km, char *err, size_t errlen)
{
    return load(km, NULL, err, errlen);
}

/* --- lookups used by the engines --- */

rt_method *rt_entry_method(rt_module *m)
{
    uint32_t e = m->km->entry;
    if (KMOD_TOKEN_TAB(e) != KMOD_TAB_METHOD || KMOD_TOKEN_ROW(e) >= m->km->methods.n)
        return NULL;
    return rt_method_ready(m->methods[KMOD_TOKEN_ROW(e)]);
}

rt_method *rt_resolve_method(rt_module *mod, uint32_t token)
{
    uint32_t row = KMOD_TOKEN_ROW(token);
    switch (KMOD_TOKEN_TAB(token)) {
    case KMOD_TAB_METHOD: return row < mod->km->methods.n ? rt_method_ready(mod->methods[row]) : NULL;
    case KMOD_TAB_METHODREF: return row < mod->km->methodrefs.n ? mod->methodrefs[row] : NULL;
    default: return NULL;
    }
}

rt_field *rt_resolve_field(rt_module *mod, uint32_t token)
{
    uint32_t row = KMOD_TOKEN_ROW(token);
    switch (KMOD_TOKEN_TAB(token)) {
    case KMOD_TAB_FIELD: return row < mod->km->fields.n ? mod->fields[row] : NULL;
    case KMOD_TAB_FIELDREF: return row < mod->km->fieldrefs.n ? mod->fieldrefs[row] : NULL;
    default: return NULL;
    }
}

rt_type *rt_resolve_type(rt_module *mod, uint32_t token)
{
    uint32_t row = KMOD_TOKEN_ROW(token);
    switch (KMOD_TOKEN_TAB(token)) {
    case KMOD_TAB_TYPEDEF: return row < mod->km->typedefs.n ? mod->types[row] : NULL;
    case KMOD_TAB_TYPEREF: return row < mod->km->typerefs.n ? mod->typerefs[row] : NULL;
    case KMOD_TAB_SIG: return row < mod->km->sigs.n ? mod->sigtypes[row] : NULL;
    default: return NULL;
    }
}

rt_kind rt_resolve_sig_kind(rt_module *mod, uint32_t token)
{
    uint32_t row = KMOD_TOKEN_ROW(token);
    if (KMOD_TOKEN_TAB(token) != KMOD_TAB_SIG || row >= mod->km->sigs.n)
        return RT_KIND_VOID;
    return mod->sigkinds[row];
}
