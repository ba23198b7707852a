/* kmod_cut.c - a module cut down to what a whole program can reach, its
 * rows renumbered (kiln aot's image: NativeAOT's whole-program rule,
 * docs/aot.md "Image layout").
 *
 * kmod_cut builds a new module of the rows the caller keeps - methods
 * whole (KMOD_KEEP_ALL) or by name and signature (KMOD_KEEP_SIG: flagged
 * KMOD_METH_STRIPPED, no body), types - closed over what those rows need
 * to load and lay out exactly as they did in the old module:
 *   - a kept method: its owner and the types its signature names; kept
 *     whole, also the types of its locals and catch clauses and whatever
 *     its body's tokens name (methods at least by signature, the owners of
 *     fields, types, member references, strings);
 *   - a kept type: its parent, its interfaces, every field (instance and
 *     static layouts are compiled into the code) and the types they name;
 *     by signature, its virtual methods (vtable slots), its class
 *     initializer, an interface's members, the bodies of its explicit
 *     implementations, and the public instance methods of it and its
 *     parents named as a member of a kept interface (iface.c maps
 *     interface members to them by name and signature at load);
 *   - a kept member reference: its parent, the types of its signature and,
 *     for a method reference into this module, every method of its name in
 *     the parent and the parent's parents (the load resolves it there).
 * Strings and signatures are added to the new module as kept rows name
 * them (so only those stay); the generic sources go (an image compiles
 * nothing). The kmod_rowmap gives each old row's new one, for whoever
 * names rows by number (the generated code's tables).
 *
 * Invariants: the row maps of typedefs, typerefs, fields and methods are
 * monotonic (order kept: a range stays a range, a sorted table stays
 * sorted); a body kept whole is its old bytes with every token renumbered;
 * a token, signature or table naming a row that was not kept is an error
 * (the closure above keeps everything a kept row names), never a dangling
 * row.
 */
#include "il.h"
#include "kmod_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct cut {
    const kmod *m;
    kmod *out;
    uint8_t *mk;           /* per method row: KMOD_KEEP_* */
    uint8_t *tk;           /* per typedef row: kept */
    uint8_t *fr, *mr;      /* per fieldref / methodref row: named by a kept row */
    bool changed;          /* the closure grew in this pass */
    const uint8_t *body;   /* the body whose tokens the closure reads */
    uint8_t *copy;         /* the copy of a body being renumbered */
    kmod_rowmap *map;
    int bad;               /* 1: out of memory; 2: a kept row names a row not kept */
    char *err;
    size_t errlen;
} cut;

/* --------------------------------------------------------------- closure */

static void put_u32(uint8_t *p, uint32_t v)
{
    for (int k = 0; k < 4; k++)
        p[k] = (uint8_t)(v >> (8 * k));
}


static void keep_type(cut *c, uint32_t row)
{
    if (row < c->m->typedefs.n && !c->tk[row])
        c->tk[row] = 1, c->changed = true;
}

static void keep_method(cut *c, uint32_t row, uint8_t level)
{
    if (row < c->m->methods.n && c->mk[row] < level)
        c->mk[row] = level, c->changed = true;
}

static void keep_type_token(cut *c, uint32_t tok)
{
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF)
        keep_type(c, KMOD_TOKEN_ROW(tok));
}

static bool token_element(uint8_t b)
{
    return b == KMOD_T_CLASS || b == KMOD_T_VALUETYPE || b == KMOD_T_ENUM;
}

/* Where a signature's elements start: after a method or locals header
 * (its kind byte and u16 count). Tokens follow only CLASS, VALUETYPE and
 * ENUM; every other element is one byte. */
static uint32_t sig_start(const uint8_t *s, uint32_t len)
{
    bool header = s[0] == KMOD_SIG_METHOD || s[0] == KMOD_SIG_METHOD_THIS || s[0] == KMOD_SIG_LOCALS;
    return header && len >= 3 ? 3 : 0;
}

/* The types signature row names. */
static void keep_sig_types(cut *c, uint32_t row)
{
    uint32_t len = 0;
    const uint8_t *s = row == KMOD_NONE ? NULL : kmod_sig(c->m, row, &len);
    for (uint32_t p = s && len ? sig_start(s, len) : len; p < len; p++)
        if (token_element(s[p]) && len - p >= 5) {
            keep_type_token(c, il_read_u32(s + p + 1));
            p += 4;
        }
}

/* Same string contents (rows of one module may repeat a string). */
static bool same_string(const kmod *m, uint32_t a, uint32_t b)
{
    uint32_t la = 0, lb = 0;
    const char *sa = kmod_string(m, a, &la), *sb = kmod_string(m, b, &lb);
    return a == b || (sa && sb && la == lb && !memcmp(sa, sb, la));
}

/* A method reference into this module resolves by name and signature in
 * its parent or the parent's parents: keep their methods of that name. */
static void keep_ref_targets(cut *c, const kmod_memberref *r)
{
    for (uint32_t t = KMOD_TOKEN_ROW(r->parent), d = 0;
         KMOD_TOKEN_TAB(r->parent) == KMOD_TAB_TYPEDEF && t < c->m->typedefs.n && d <= c->m->typedefs.n; d++) {
        const kmod_typedef *td = &c->m->typedefs.v[t];
        for (uint32_t i = td->method_first; i < td->method_first + td->method_count; i++)
            if (same_string(c->m, c->m->methods.v[i].name, r->name))
                keep_method(c, i, KMOD_KEEP_SIG);
        if (KMOD_TOKEN_TAB(td->parent) != KMOD_TAB_TYPEDEF)
            break;
        t = KMOD_TOKEN_ROW(td->parent);
    }
}

static void keep_ref(cut *c, kmod_table tab, uint32_t row)
{
    bool field = tab == KMOD_TAB_FIELDREF;
    uint8_t *used = field ? c->fr : c->mr;
    if (row >= (field ? c->m->fieldrefs.n : c->m->methodrefs.n) || used[row])
        return;
    used[row] = 1;
    c->changed = true;
    const kmod_memberref *r = field ? &c->m->fieldrefs.v[row] : &c->m->methodrefs.v[row];
    keep_type_token(c, r->parent);
    keep_sig_types(c, r->sig);
    if (!field)
        keep_ref_targets(c, r);
}

/* What a token of a kept body or table names. */
static void keep_token(cut *c, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    switch (KMOD_TOKEN_TAB(tok)) {
    case KMOD_TAB_TYPEDEF: keep_type(c, row); break;
    case KMOD_TAB_FIELD:
        if (row < c->m->fields.n)
            keep_type(c, c->m->fields.v[row].owner);
        break;
    case KMOD_TAB_METHOD: keep_method(c, row, KMOD_KEEP_SIG); break;
    case KMOD_TAB_SIG: keep_sig_types(c, row); break;
    case KMOD_TAB_FIELDREF: case KMOD_TAB_METHODREF: keep_ref(c, KMOD_TOKEN_TAB(tok), row); break;
    default: break;   /* strings and typerefs: added as they are named */
    }
}

/* Calls fn on every token operand of method f's body, whose bytes are at
 * code (the module's, or a copy being renumbered). */
static void body_tokens(const kmod_method *f, void (*fn)(void *, uint32_t), void *arg, const uint8_t *code)
{
    for (uint32_t pc = 0; pc < f->code_len;) {
        int n = il_instr_size(code + pc, f->code_len - pc);
        if (n <= 0)
            return;
        if (il_opinfo_table[code[pc]].operand == IL_OPND_TOK && n == 5)
            fn(arg, pc + 1);
        pc += (uint32_t)n;
    }
}

static void keep_body_token(void *arg, uint32_t at)
{
    cut *c = arg;
    keep_token(c, il_read_u32(c->body + at));
}

static void close_method(cut *c, uint32_t i)
{
    const kmod_method *f = &c->m->methods.v[i];
    keep_type(c, f->owner);
    keep_sig_types(c, f->sig);
    if (c->mk[i] != KMOD_KEEP_ALL)
        return;
    keep_sig_types(c, f->locals);
    for (uint32_t k = 0; k < f->eh_count; k++)
        if (kmod_eh_takes_type(&c->m->ehs.v[f->eh_first + k]))
            keep_sig_types(c, c->m->ehs.v[f->eh_first + k].catch_sig);
    c->body = c->m->code.v + f->code_off;
    body_tokens(f, keep_body_token, c, c->body);
}

static void close_type(cut *c, uint32_t t)
{
    const kmod *m = c->m;
    const kmod_typedef *td = &m->typedefs.v[t];
    keep_type_token(c, td->parent);
    uint32_t first = 0, n = kmod_ifaces_of(m, t, &first);
    for (uint32_t k = 0; k < n; k++)
        keep_type_token(c, m->ifaceimpls.v[first + k].iface);
    for (uint32_t k = 0; k < td->field_count; k++)
        keep_sig_types(c, m->fields.v[td->field_first + k].sig);
    bool iface = (td->flags & KMOD_TYPE_INTERFACE) != 0;
    for (uint32_t k = 0; k < td->method_count; k++)
        if (iface || (m->methods.v[td->method_first + k].flags & (KMOD_METH_VIRTUAL | KMOD_METH_CCTOR)))
            keep_method(c, td->method_first + k, KMOD_KEEP_SIG);
    const kmod_variant *v = kmod_variant_of(m, t);   /* the runtime compares its arguments */
    if (v)
        keep_sig_types(c, v->args);
    for (uint32_t k = 0; k < m->methodimpls.n; k++)
        if (m->methodimpls.v[k].type == t) {
            keep_method(c, m->methodimpls.v[k].body, KMOD_KEEP_SIG);
            keep_token(c, m->methodimpls.v[k].decl);
        }
}

/* Is string row name the name of a member of a kept interface? */
static bool kept_iface_member(const cut *c, uint32_t name)
{
    for (uint32_t t = 0; t < c->m->typedefs.n; t++) {
        const kmod_typedef *td = &c->m->typedefs.v[t];
        for (uint32_t k = 0; c->tk[t] && (td->flags & KMOD_TYPE_INTERFACE) && k < td->method_count; k++)
            if (same_string(c->m, c->m->methods.v[td->method_first + k].name, name))
                return true;
    }
    return false;
}

/* The parent typedef row of typedef row t, or KMOD_NONE. */
static uint32_t parent_row(const kmod *m, uint32_t t)
{
    uint32_t p = m->typedefs.v[t].parent;
    return KMOD_TOKEN_TAB(p) == KMOD_TAB_TYPEDEF && KMOD_TOKEN_ROW(p) < m->typedefs.n ? KMOD_TOKEN_ROW(p)
                                                                                         : KMOD_NONE;
}

/* A kept type that implements an interface (or whose parents do): the
 * public instance methods of it and its parents that iface.c may map an
 * interface member to. */
static void keep_iface_candidates(cut *c, uint32_t t)
{
    const kmod *m = c->m;
    bool implements = false;
    uint32_t d = 0, first;
    for (uint32_t x = t; x != KMOD_NONE && d++ <= m->typedefs.n; x = parent_row(m, x))
        implements = implements || kmod_ifaces_of(m, x, &first) > 0;
    d = 0;
    for (uint32_t x = t; implements && x != KMOD_NONE && d++ <= m->typedefs.n; x = parent_row(m, x)) {
        const kmod_typedef *td = &m->typedefs.v[x];
        for (uint32_t k = td->method_first; k < td->method_first + td->method_count; k++) {
            const kmod_method *f = &m->methods.v[k];
            const uint8_t *s = kmod_sig(m, f->sig, NULL);
            if (c->mk[k] == KMOD_KEEP_NONE && s && s[0] == KMOD_SIG_METHOD_THIS &&
                (f->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC && kept_iface_member(c, f->name))
                keep_method(c, k, KMOD_KEEP_SIG);
        }
    }
}

static void close_all(cut *c)
{
    do {
        c->changed = false;
        for (uint32_t i = 0; i < c->m->methods.n; i++)
            if (c->mk[i] != KMOD_KEEP_NONE)
                close_method(c, i);
        for (uint32_t t = 0; t < c->m->typedefs.n; t++)
            if (c->tk[t]) {
                close_type(c, t);
                keep_iface_candidates(c, t);
            }
    } while (c->changed);
}

/* ------------------------------------------------------------ renumbering */

static int fail_bad(cut *c, const char *what, uint32_t row)
{
    if (!c->bad)
        snprintf(c->err, c->errlen, "cut module: a kept row names %s %u, which was not kept", what, row);
    c->bad = 2;
    return -1;
}

static uint32_t oom(cut *c)
{
    if (!c->bad)
        snprintf(c->err, c->errlen, "out of memory");
    c->bad = 1;
    return KMOD_NONE;
}

static uint32_t *map_of(cut *c, kmod_table tab) { return c->map->rows[tab]; }

static uint32_t new_string(cut *c, uint32_t row)
{
    uint32_t *s = map_of(c, KMOD_TAB_STRING);
    if (row >= c->m->strings.n)
        return row;   /* KMOD_NONE (an absent optional string) stays */
    if (s[row] == KMOD_NONE) {
        uint32_t len = 0;
        const char *p = kmod_string(c->m, row, &len);
        if ((s[row] = kmod_add_string(c->out, p ? p : "", p ? len : 0)) == KMOD_NONE)
            return oom(c);
    }
    return s[row];
}

static uint32_t new_row(cut *c, kmod_table tab, uint32_t row)
{
    if (row < c->map->n[tab] && c->map->rows[tab][row] != KMOD_NONE)
        return c->map->rows[tab][row];
    fail_bad(c, tab == KMOD_TAB_TYPEDEF ? "type" : tab == KMOD_TAB_FIELD ? "field" : "method", row);
    return KMOD_NONE;
}

static uint32_t new_token(cut *c, uint32_t tok);

static uint32_t new_sig(cut *c, uint32_t row)
{
    uint32_t *s = map_of(c, KMOD_TAB_SIG);
    if (row >= c->m->sigs.n)
        return row;   /* KMOD_NONE: no locals */
    if (s[row] != KMOD_NONE)
        return s[row];
    uint32_t len = 0;
    const uint8_t *old = kmod_sig(c->m, row, &len);
    uint8_t *b = kmod_mem_alloc(len ? len : 1);
    if (!b)
        return oom(c);
    memcpy(b, old, len);
    for (uint32_t p = len ? sig_start(b, len) : 0; p < len; p++)
        if (token_element(b[p]) && len - p >= 5) {
            put_u32(b + p + 1, new_token(c, il_read_u32(b + p + 1)));
            p += 4;
        }
    s[row] = c->bad ? KMOD_NONE : kmod_add_sig(c->out, b, len);
    kmod_mem_free(b);
    return s[row] == KMOD_NONE && !c->bad ? oom(c) : s[row];
}

static uint32_t new_ref(cut *c, kmod_table tab, uint32_t row)
{
    bool field = tab == KMOD_TAB_FIELDREF;
    uint32_t *s = map_of(c, tab);
    if (row >= (field ? c->m->fieldrefs.n : c->m->methodrefs.n))
        return fail_bad(c, "member reference", row);
    if (s[row] != KMOD_NONE)
        return s[row];
    const kmod_memberref *r = field ? &c->m->fieldrefs.v[row] : &c->m->methodrefs.v[row];
    kmod_memberref n = {new_token(c, r->parent), new_string(c, r->name), new_sig(c, r->sig)};
    if (c->bad)
        return KMOD_NONE;
    s[row] = field ? kmod_add_fieldref(c->out, &n) : kmod_add_methodref(c->out, &n);
    return s[row] == KMOD_NONE ? oom(c) : s[row];
}

/* A token of the old module as the new one numbers it. */
static uint32_t new_token(cut *c, uint32_t tok)
{
    if (!tok)
        return 0;
    kmod_table tab = KMOD_TOKEN_TAB(tok);
    uint32_t row = KMOD_TOKEN_ROW(tok), r;
    switch (tab) {
    case KMOD_TAB_STRING: r = new_string(c, row); break;
    case KMOD_TAB_SIG: r = new_sig(c, row); break;
    case KMOD_TAB_FIELDREF: case KMOD_TAB_METHODREF: r = new_ref(c, tab, row); break;
    case KMOD_TAB_TYPEDEF: case KMOD_TAB_TYPEREF: case KMOD_TAB_FIELD: case KMOD_TAB_METHOD:
        r = new_row(c, tab, row);
        break;
    default: r = KMOD_NONE; fail_bad(c, "token table", (uint32_t)tab); break;
    }
    return r == KMOD_NONE ? 0 : KMOD_TOKEN(tab, r);
}

/* Row numbers of the kept typedefs, fields (all of each kept type's) and
 * methods, in their old order. */
static void number_rows(cut *c)
{
    const kmod *m = c->m;
    uint32_t nt = 0, nm = 0;
    for (uint32_t t = 0; t < m->typedefs.n; t++)
        if (c->tk[t])
            c->map->rows[KMOD_TAB_TYPEDEF][t] = nt++;
    for (uint32_t i = 0; i < m->methods.n; i++)
        if (c->mk[i] != KMOD_KEEP_NONE)
            c->map->rows[KMOD_TAB_METHOD][i] = nm++;
    uint32_t nf = 0;
    for (uint32_t f = 0; f < m->fields.n; f++)
        if (c->tk[m->fields.v[f].owner])
            c->map->rows[KMOD_TAB_FIELD][f] = nf++;
}

/* The first new row at or after old row `first` of a table whose map is
 * rows (n rows): where a range that starts there starts now. */
static uint32_t range_start(const uint32_t *rows, uint32_t n, uint32_t first, uint32_t total)
{
    for (uint32_t i = first; i < n; i++)
        if (rows[i] != KMOD_NONE)
            return rows[i];
    return total;
}

static void add_typedefs(cut *c, uint32_t nfields, uint32_t nmethods)
{
    const kmod *m = c->m;
    for (uint32_t t = 0; t < m->typedefs.n && !c->bad; t++) {
        if (!c->tk[t])
            continue;
        const kmod_typedef *o = &m->typedefs.v[t];
        kmod_typedef n = *o;
        n.ns = new_string(c, o->ns);
        n.name = new_string(c, o->name);
        n.parent = new_token(c, o->parent);
        n.field_first = range_start(c->map->rows[KMOD_TAB_FIELD], m->fields.n, o->field_first, nfields);
        n.method_first = range_start(c->map->rows[KMOD_TAB_METHOD], m->methods.n, o->method_first, nmethods);
        n.method_count = 0;
        for (uint32_t i = o->method_first; i < o->method_first + o->method_count; i++)
            n.method_count += c->mk[i] != KMOD_KEEP_NONE;
        if (!c->bad && kmod_add_typedef(c->out, &n) == KMOD_NONE)
            oom(c);
    }
}

static void add_fields(cut *c)
{
    const kmod *m = c->m;
    for (uint32_t i = 0; i < m->fields.n && !c->bad; i++) {
        const kmod_field *o = &m->fields.v[i];
        if (!c->tk[o->owner])
            continue;
        kmod_field n = *o;
        n.owner = new_row(c, KMOD_TAB_TYPEDEF, o->owner);
        n.name = new_string(c, o->name);
        n.sig = new_sig(c, o->sig);
        const uint8_t *s = kmod_sig(m, o->sig, NULL);
        if ((o->flags & KMOD_FIELD_LITERAL) && s && s[0] == KMOD_T_STRING && o->constant < m->strings.n)
            n.constant = new_string(c, (uint32_t)o->constant);
        if (!c->bad && kmod_add_field(c->out, &n) == KMOD_NONE)
            oom(c);
    }
}

static void renumber_token(void *arg, uint32_t at)
{
    cut *c = arg;
    put_u32(c->copy + at, new_token(c, il_read_u32(c->copy + at)));
}

/* A body kept whole: its code with tokens renumbered, its clauses. */
static void add_body(cut *c, const kmod_method *o, kmod_method *n)
{
    uint8_t *code = kmod_mem_alloc(o->code_len ? o->code_len : 1);
    if (!code) {
        oom(c);
        return;
    }
    memcpy(code, c->m->code.v + o->code_off, o->code_len);
    c->copy = code;
    body_tokens(o, renumber_token, c, code);
    n->code_off = o->code_len ? kmod_add_code(c->out, code, o->code_len) : 0;
    kmod_mem_free(code);
    if (n->code_off == KMOD_NONE)
        oom(c);
    n->locals = new_sig(c, o->locals);
    n->eh_first = c->out->ehs.n;
    for (uint32_t k = 0; k < o->eh_count && !c->bad; k++) {
        kmod_eh e = c->m->ehs.v[o->eh_first + k];
        if (kmod_eh_takes_type(&e))
            e.catch_sig = new_sig(c, e.catch_sig);
        if (!c->bad && kmod_add_eh(c->out, &e) == KMOD_NONE)
            oom(c);
    }
}

static void add_methods(cut *c)
{
    const kmod *m = c->m;
    for (uint32_t i = 0; i < m->methods.n && !c->bad; i++) {
        if (c->mk[i] == KMOD_KEEP_NONE)
            continue;
        const kmod_method *o = &m->methods.v[i];
        kmod_method n = *o;
        n.owner = new_row(c, KMOD_TAB_TYPEDEF, o->owner);
        n.name = new_string(c, o->name);
        n.sig = new_sig(c, o->sig);
        if (o->flags & KMOD_METH_PINVOKE) {
            n.pinvoke_lib = new_string(c, o->pinvoke_lib);
            n.pinvoke_entry = new_string(c, o->pinvoke_entry);
        }
        if (c->mk[i] == KMOD_KEEP_ALL) {
            add_body(c, o, &n);
        } else {
            n.flags |= KMOD_METH_STRIPPED;
            n.code_off = n.code_len = n.max_stack = 0;
            n.locals = KMOD_NONE;
            n.eh_first = n.eh_count = 0;
        }
        if (!c->bad && kmod_add_method(c->out, &n) == KMOD_NONE)
            oom(c);
    }
}

/* Parameter names and trace names of the kept methods, sequence points
 * and local names of those kept whole. */
static void add_debug(cut *c)
{
    const kmod *m = c->m;
    for (uint32_t i = 0, p = 0; m->params.n && i < m->methods.n && !c->bad; i++) {
        uint32_t np = kmod_sig_param_count(m, m->methods.v[i].sig);
        for (uint32_t k = 0; c->mk[i] != KMOD_KEEP_NONE && k < np && p + k < m->params.n; k++)
            if (kmod_add_param_name(c->out, new_string(c, m->params.v[p + k])))
                oom(c);
        p += np;
    }
    for (uint32_t i = 0; i < m->seqpts.n && !c->bad; i++) {
        kmod_seqpt s = m->seqpts.v[i];
        if (c->mk[s.method] != KMOD_KEEP_ALL)
            continue;
        s.method = new_row(c, KMOD_TAB_METHOD, s.method);
        s.file = new_string(c, s.file);
        if (!c->bad && kmod_add_seqpt(c->out, &s))
            oom(c);
    }
    for (uint32_t i = 0; i < m->localnames.n && !c->bad; i++) {
        kmod_localname l = m->localnames.v[i];
        if (c->mk[l.method] != KMOD_KEEP_ALL)
            continue;
        l.method = new_row(c, KMOD_TAB_METHOD, l.method);
        l.name = new_string(c, l.name);
        if (!c->bad && kmod_add_localname(c->out, &l))
            oom(c);
    }
    for (uint32_t i = 0; i < m->tracenames.n && !c->bad; i++) {   /* a kept method's frames print it */
        const kmod_tracename *t = &m->tracenames.v[i];
        if (c->mk[t->method] == KMOD_KEEP_NONE)
            continue;
        uint32_t method = new_row(c, KMOD_TAB_METHOD, t->method), text = new_string(c, t->text);
        if (!c->bad && kmod_add_tracename(c->out, method, text))
            oom(c);
    }
}

static void add_impls(cut *c)
{
    const kmod *m = c->m;
    for (uint32_t i = 0; i < m->ifaceimpls.n && !c->bad; i++) {
        kmod_ifaceimpl r = m->ifaceimpls.v[i];
        if (!c->tk[r.type])
            continue;
        r.type = new_row(c, KMOD_TAB_TYPEDEF, r.type);
        r.iface = new_token(c, r.iface);
        if (!c->bad && kmod_add_ifaceimpl(c->out, &r))
            oom(c);
    }
    for (uint32_t i = 0; i < m->variances.n && !c->bad; i++) {   /* both kept: renumbered in order */
        kmod_variance r = m->variances.v[i];
        if (!c->tk[r.from] || !c->tk[r.to])
            continue;
        if (kmod_add_variance(c->out, new_row(c, KMOD_TAB_TYPEDEF, r.from), new_row(c, KMOD_TAB_TYPEDEF, r.to)))
            oom(c);
    }
    for (uint32_t i = 0; i < m->variants.n && !c->bad; i++) {   /* kept types in order */
        kmod_variant r = m->variants.v[i];
        if (!c->tk[r.type])
            continue;
        r.type = new_row(c, KMOD_TAB_TYPEDEF, r.type);
        r.args = new_sig(c, r.args);
        if (!c->bad && kmod_add_variant(c->out, &r))
            oom(c);
    }
    for (uint32_t i = 0; i < m->methodimpls.n && !c->bad; i++) {
        kmod_methodimpl r = m->methodimpls.v[i];
        if (!c->tk[r.type])
            continue;
        r.type = new_row(c, KMOD_TAB_TYPEDEF, r.type);
        r.body = new_row(c, KMOD_TAB_METHOD, r.body);
        r.decl = new_token(c, r.decl);
        if (!c->bad && kmod_add_methodimpl(c->out, &r))
            oom(c);
    }
}

/* Every typeref, in order (their map stays monotonic). */
static void add_typerefs(cut *c)
{
    for (uint32_t i = 0; i < c->m->typerefs.n && !c->bad; i++) {
        const kmod_typeref *r = &c->m->typerefs.v[i];
        uint32_t ns = new_string(c, r->ns), name = new_string(c, r->name);
        if (!c->bad && (c->map->rows[KMOD_TAB_TYPEREF][i] = kmod_add_typeref(c->out, ns, name)) == KMOD_NONE)
            oom(c);
    }
}

static int map_alloc(kmod_rowmap *map, const kmod *m)
{
    const uint32_t n[KMOD_ROWMAP_TABLES] = {
        [KMOD_TAB_TYPEDEF] = m->typedefs.n, [KMOD_TAB_TYPEREF] = m->typerefs.n,
        [KMOD_TAB_FIELD] = m->fields.n, [KMOD_TAB_FIELDREF] = m->fieldrefs.n,
        [KMOD_TAB_METHOD] = m->methods.n, [KMOD_TAB_METHODREF] = m->methodrefs.n,
        [KMOD_TAB_STRING] = m->strings.n, [KMOD_TAB_SIG] = m->sigs.n};
    memset(map, 0, sizeof *map);
    for (int t = 1; t < KMOD_ROWMAP_TABLES; t++) {
        map->n[t] = n[t];
        if (!(map->rows[t] = kmod_mem_alloc((n[t] ? n[t] : 1) * sizeof(uint32_t))))
            return -1;
        memset(map->rows[t], 0xFF, (n[t] ? n[t] : 1) * sizeof(uint32_t));   /* KMOD_NONE */
    }
    return 0;
}

void kmod_rowmap_free(kmod_rowmap *map)
{
    for (int t = 0; map && t < KMOD_ROWMAP_TABLES; t++) {
        kmod_mem_free(map->rows[t]);
        map->rows[t] = NULL;
    }
}

uint32_t kmod_rowmap_row(const kmod_rowmap *map, kmod_table tab, uint32_t row)
{
    if (!map)
        return row;
    return (unsigned)tab < KMOD_ROWMAP_TABLES && map->rows[tab] && row < map->n[tab] ? map->rows[tab][row]
                                                                                       : KMOD_NONE;
}

/* The closure, then the new module's rows in the old order. */
static kmod *build(cut *c)
{
    close_all(c);
    number_rows(c);
    uint32_t nf = 0, nm = 0;
    for (uint32_t i = 0; i < c->m->fields.n; i++)
        nf += c->map->rows[KMOD_TAB_FIELD][i] != KMOD_NONE;
    for (uint32_t i = 0; i < c->m->methods.n; i++)
        nm += c->mk[i] != KMOD_KEEP_NONE;
    if (!(c->out = kmod_new(c->m->flags)))
        return oom(c), NULL;
    c->map->rows[KMOD_TAB_STRING][0] = 0;   /* "" */
    add_typerefs(c);
    add_typedefs(c, nf, nm);
    add_fields(c);
    add_methods(c);
    add_debug(c);
    add_impls(c);
    c->out->entry = new_token(c, c->m->entry);
    return c->out;
}

kmod *kmod_cut(const kmod *m, const uint8_t *methods, const uint8_t *types, kmod_rowmap *map, char *err,
               size_t errlen)
{
    cut c = {.m = m, .map = map, .err = err, .errlen = errlen};
    c.mk = kmod_mem_alloc(m->methods.n + 1);
    c.tk = kmod_mem_calloc(m->typedefs.n + 1, 1);
    c.fr = kmod_mem_calloc(m->fieldrefs.n + 1, 1);
    c.mr = kmod_mem_calloc(m->methodrefs.n + 1, 1);
    kmod *out = NULL;
    if (!c.mk || !c.tk || !c.fr || !c.mr || map_alloc(map, m))
        oom(&c);
    else {
        memcpy(c.mk, methods, m->methods.n);
        for (uint32_t t = 0; t < m->typedefs.n; t++)   /* an array's interfaces: docs/interfaces.md */
            c.tk[t] = (types && types[t]) || (m->typedefs.v[t].flags & KMOD_TYPE_LENDS_IFACES);
        out = build(&c);
    }
    kmod_mem_free(c.mk);
    kmod_mem_free(c.tk);
    kmod_mem_free(c.fr);
    kmod_mem_free(c.mr);
    if (c.bad) {
        kmod_free(out);
        kmod_rowmap_free(map);
        return NULL;
    }
    return out;
}
