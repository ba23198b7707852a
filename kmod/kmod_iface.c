/* kmod_iface.c - the module's interface tables: the checks kmod_read makes
 * on interface types, interface implementations (section 16) and explicit
 * method implementations (section 17), and the lookups the verifier and
 * the disassembler use (docs/interfaces.md).
 *
 * Invariants once kmod_check_ifaces passed: an interface typedef is
 * abstract, has no parent, only static fields, and only the methods
 * iface_method_wrong admits (abstract or default slots, explicit
 * re-implementations, non-virtual instance methods with bodies, statics); implementation rows are sorted by (type, iface) with no
 * duplicate, name valid typedef rows and TYPEDEF/TYPEREF tokens, and a
 * TYPEDEF iface is an interface; interface inheritance inside the module
 * has no cycle; method implementation rows are sorted by type, their body
 * is a virtual instance method of that type and their decl a METHOD of an
 * interface of this module or a METHODREF (an interface's rows: its final
 * re-implementations of a base interface's methods, C# 8); variance rows (section 20) are
 * sorted by (from, to) with no duplicate and join two distinct typedef
 * rows that are both interfaces with as many methods, or both classes with
 * one parent (delegates).
 */
#include <stdarg.h>
#include <string.h>

#include "kmod_internal.h"
#include "kmod_mem.h"
#include "verify_internal.h"

bool kmod_is_interface(const kmod *m, uint32_t row)
{
    return row < m->typedefs.n && (m->typedefs.v[row].flags & KMOD_TYPE_INTERFACE);
}

/* The rows of a table sorted by its first field (a typedef row) whose key
 * is `row`: their count, the first at *first. size: one row's bytes. */
static uint32_t rows_keyed(const void *rows, uint32_t nrows, size_t size, uint32_t row, uint32_t *first)
{
    const char *base = rows;
#define KEY(i) (*(const uint32_t *)(base + (size_t)(i) * size))   /* a row's first member */
    uint32_t lo = 0, hi = nrows;
    while (lo < hi) {   /* the first row with a key >= row */
        uint32_t mid = lo + (hi - lo) / 2;
        if (KEY(mid) < row)
            lo = mid + 1;
        else
            hi = mid;
    }
    *first = lo;
    uint32_t n = 0;
    while (lo + n < nrows && KEY(lo + n) == row)
        n++;
#undef KEY
    return n;
}

uint32_t kmod_ifaces_of(const kmod *m, uint32_t row, uint32_t *first)
{
    return rows_keyed(m->ifaceimpls.v, m->ifaceimpls.n, sizeof *m->ifaceimpls.v, row, first);
}

uint32_t kmod_methodimpls_of(const kmod *m, uint32_t row, uint32_t *first)
{
    return rows_keyed(m->methodimpls.v, m->methodimpls.n, sizeof *m->methodimpls.v, row, first);
}

/* An interface's method: a slot (abstract or with a default body: virtual
 * newslot instance), an explicit re-implementation of a base's slot
 * (virtual final), a non-virtual instance method with a body (a private
 * or sealed member), a static method or the static constructor. What is
 * wrong with flags f, or NULL. */
static const char *iface_method_wrong(uint32_t f)
{
    if (f & KMOD_METH_CTOR)
        return "an instance constructor";
    if ((f & KMOD_METH_VIRTUAL) && (f & KMOD_METH_STATIC))
        return "static and virtual";
    if ((f & KMOD_METH_VIRTUAL) && !(f & KMOD_METH_NEWSLOT))
        return "virtual but not newslot";
    if ((f & KMOD_METH_ABSTRACT) && (!(f & KMOD_METH_VIRTUAL) || (f & KMOD_METH_FINAL)))
        return "abstract but not an overridable virtual method";
    return NULL;
}

static int check_iface_type(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_typedef *t = &m->typedefs.v[i];
    char nm[64];
    kmod_name(m, t->name, nm, sizeof nm);
    if (!(t->flags & KMOD_TYPE_ABSTRACT) ||
        (t->flags & (KMOD_TYPE_SEALED | KMOD_TYPE_STATIC | KMOD_TYPE_VALUETYPE | KMOD_TYPE_ENUM)))
        return kmod_corrupt(err, errlen, "interface %u (%s): flags 0x%x (must be abstract, not sealed, "
                    "static, a struct or an enum)", i, nm, t->flags);
    if (t->parent)
        return kmod_corrupt(err, errlen, "interface %u (%s): has a parent", i, nm);
    for (uint32_t k = 0; k < t->field_count; k++)
        if (!(m->fields.v[t->field_first + k].flags & KMOD_FIELD_STATIC))
            return kmod_corrupt(err, errlen, "interface %u (%s): has an instance field", i, nm);
    for (uint32_t k = 0; k < t->method_count; k++) {
        const char *why = iface_method_wrong(m->methods.v[t->method_first + k].flags);
        if (why)
            return kmod_corrupt(err, errlen, "interface %u (%s): method %u is %s", i, nm,
                        t->method_first + k, why);
    }
    return 0;
}

static int type_tok_ok(const kmod *m, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    return (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && row < m->typedefs.n) ||
           (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEREF && row < m->typerefs.n);
}

static int check_impl_rows(const kmod *m, char *err, size_t errlen)
{
    for (uint32_t i = 0; i < m->ifaceimpls.n; i++) {
        const kmod_ifaceimpl *r = &m->ifaceimpls.v[i];
        if (r->type >= m->typedefs.n)
            return kmod_corrupt(err, errlen, "interface implementation %u: type %u is not a typedef row",
                        i, r->type);
        if (!type_tok_ok(m, r->iface))
            return kmod_corrupt(err, errlen, "interface implementation %u: 0x%08x is not a valid "
                        "typedef/typeref", i, r->iface);
        if (KMOD_TOKEN_TAB(r->iface) == KMOD_TAB_TYPEDEF &&
            !kmod_is_interface(m, KMOD_TOKEN_ROW(r->iface)))
            return kmod_corrupt(err, errlen, "interface implementation %u: typedef %u is not an "
                        "interface", i, KMOD_TOKEN_ROW(r->iface));
        if (i && (m->ifaceimpls.v[i - 1].type > r->type ||
                  (m->ifaceimpls.v[i - 1].type == r->type && m->ifaceimpls.v[i - 1].iface >= r->iface)))
            return kmod_corrupt(err, errlen, "interface implementation %u: rows not sorted by (type, "
                        "interface) or a duplicate", i);
    }
    return 0;
}

/* Interface inheritance inside the module: a DFS over TYPEDEF bases,
 * colour 1 on the path, 2 done. */
static int iface_cycle(const kmod *m, uint32_t row, uint8_t *colour, uint32_t depth)
{
    if (colour[row] == 2)
        return 0;
    if (colour[row] == 1 || depth > m->typedefs.n)
        return 1;
    colour[row] = 1;
    uint32_t first, n = kmod_ifaces_of(m, row, &first);
    for (uint32_t k = 0; k < n; k++) {
        uint32_t tok = m->ifaceimpls.v[first + k].iface;
        if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF &&
            iface_cycle(m, KMOD_TOKEN_ROW(tok), colour, depth + 1))
            return 1;
    }
    colour[row] = 2;
    return 0;
}

static int check_iface_cycles(const kmod *m, char *err, size_t errlen)
{
    uint8_t *colour = kmod_mem_calloc(m->typedefs.n + 1, 1);
    if (!colour)
        return kmod_corrupt(err, errlen, "out of memory");
    int rc = 0;
    for (uint32_t i = 0; i < m->typedefs.n && !rc; i++)
        if (kmod_is_interface(m, i) && iface_cycle(m, i, colour, 0)) {
            char nm[64];
            kmod_name(m, m->typedefs.v[i].name, nm, sizeof nm);
            rc = kmod_corrupt(err, errlen, "interface %u (%s): interface inheritance cycle", i, nm);
        }
    kmod_mem_free(colour);
    return rc;
}

static int check_methodimpls(const kmod *m, char *err, size_t errlen)
{
    for (uint32_t i = 0; i < m->methodimpls.n; i++) {
        const kmod_methodimpl *r = &m->methodimpls.v[i];
        if (r->type >= m->typedefs.n)
            return kmod_corrupt(err, errlen, "method implementation %u: type %u is not a typedef row "
                        "of this module", i, r->type);
        if (i && m->methodimpls.v[i - 1].type > r->type)
            return kmod_corrupt(err, errlen, "method implementation %u: rows not sorted by type", i);
        if (r->body >= m->methods.n || m->methods.v[r->body].owner != r->type)
            return kmod_corrupt(err, errlen, "method implementation %u: body %u is not a method of type "
                        "%u", i, r->body, r->type);
        uint32_t fl = m->methods.v[r->body].flags;
        if (!(fl & KMOD_METH_VIRTUAL) || (fl & KMOD_METH_STATIC))
            return kmod_corrupt(err, errlen, "method implementation %u: body %u is not a virtual instance "
                        "method", i, r->body);
        uint32_t row = KMOD_TOKEN_ROW(r->decl);
        int ok = (KMOD_TOKEN_TAB(r->decl) == KMOD_TAB_METHODREF && row < m->methodrefs.n) ||
                 (KMOD_TOKEN_TAB(r->decl) == KMOD_TAB_METHOD && row < m->methods.n &&
                  kmod_is_interface(m, m->methods.v[row].owner));
        if (!ok)
            return kmod_corrupt(err, errlen, "method implementation %u: 0x%08x is not an interface "
                        "method or a method reference", i, r->decl);
        if (kmod_is_interface(m, r->type) && (!(fl & KMOD_METH_FINAL) ||
                                              (KMOD_TOKEN_TAB(r->decl) == KMOD_TAB_METHOD &&
                                               m->methods.v[row].owner == r->type)))
            return kmod_corrupt(err, errlen, "method implementation %u: interface %u re-implements with "
                        "body %u, which is not final or implements the interface's own method", i,
                        r->type, r->body);
    }
    return 0;
}

uint32_t kmod_variances_of(const kmod *m, uint32_t row, uint32_t *first)
{
    return rows_keyed(m->variances.v, m->variances.n, sizeof *m->variances.v, row, first);
}

/* A variance row joins two instances of one interface (a type that
 * implements from runs from's row of methods for to's slots) or of one
 * delegate (one parent, one Invoke). */
static int check_variance(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_variance *r = &m->variances.v[i];
    if (r->from >= m->typedefs.n || r->to >= m->typedefs.n || r->from == r->to)
        return kmod_corrupt(err, errlen, "variance %u: %u to %u is not a pair of typedef rows", i, r->from, r->to);
    if (i && (m->variances.v[i - 1].from > r->from ||
              (m->variances.v[i - 1].from == r->from && m->variances.v[i - 1].to >= r->to)))
        return kmod_corrupt(err, errlen, "variance %u: rows not sorted by (from, to) or a duplicate", i);
    const kmod_typedef *f = &m->typedefs.v[r->from], *t = &m->typedefs.v[r->to];
    bool fi = f->flags & KMOD_TYPE_INTERFACE, ti = t->flags & KMOD_TYPE_INTERFACE;
    if (fi != ti || (fi && f->method_count != t->method_count) || (!fi && (f->parent != t->parent || !f->parent)))
        return kmod_corrupt(err, errlen, "variance %u: typedefs %u and %u are not two interfaces with as "
                    "many methods or two classes with one parent", i, r->from, r->to);
    return 0;
}

const kmod_variant *kmod_variant_of(const kmod *m, uint32_t row)
{
    uint32_t first;
    return rows_keyed(m->variants.v, m->variants.n, sizeof *m->variants.v, row, &first) ? &m->variants.v[first]
                                                                                        : NULL;
}

/* A variant instance row names an interface or a class with a parent (a
 * delegate), its arguments as a locals signature of 1 to
 * KMOD_VAR_MAX_ARGS types, and a variance of two bits per argument, each
 * KMOD_VAR_NONE, _OUT or _IN, at least one of them not NONE. */
static int check_variant(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_variant *r = &m->variants.v[i];
    if (r->type >= m->typedefs.n || (i && m->variants.v[i - 1].type >= r->type))
        return kmod_corrupt(err, errlen, "variant instance %u: typedef %u out of range, or rows not sorted "
                    "by type or a duplicate", i, r->type);
    const kmod_typedef *t = &m->typedefs.v[r->type];
    if (!(t->flags & KMOD_TYPE_INTERFACE) && !t->parent)
        return kmod_corrupt(err, errlen, "variant instance %u: typedef %u is neither an interface nor a "
                    "delegate class", i, r->type);
    uint32_t len = 0;
    const uint8_t *s = r->args < m->sigs.n ? kmod_sig(m, r->args, &len) : NULL;
    uint32_t n = s && len >= 3 && s[0] == KMOD_SIG_LOCALS ? (uint32_t)(s[1] | s[2] << 8) : 0;
    if (!n || n > KMOD_VAR_MAX_ARGS)
        return kmod_corrupt(err, errlen, "variant instance %u: signature %u is not a locals signature of 1 "
                    "to %d types", i, r->args, KMOD_VAR_MAX_ARGS);
    bool any = false;
    for (uint32_t k = 0; k < 16; k++) {
        uint32_t v = r->variance >> (2 * k) & 3;
        if (v == 3 || (v && k >= n))
            return kmod_corrupt(err, errlen, "variant instance %u: variance 0x%x is not in or out for each "
                        "of its %u arguments", i, r->variance, n);
        any = any || v;
    }
    if (!any)
        return kmod_corrupt(err, errlen, "variant instance %u: no argument is in or out", i);
    return 0;
}

int kmod_check_ifaces(const kmod *m, char *err, size_t errlen)
{
    for (uint32_t i = 0; i < m->variances.n; i++)
        if (check_variance(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->variants.n; i++)
        if (check_variant(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->typedefs.n; i++)
        if (kmod_is_interface(m, i) && check_iface_type(m, i, err, errlen))
            return -1;
    if (check_impl_rows(m, err, errlen) || check_iface_cycles(m, err, errlen))
        return -1;
    return check_methodimpls(m, err, errlen);
}

/* ------------------------------------------------------------ verifier */

int kmod_vt_is_interface(const kmod_universe *u, uint32_t c)
{
    return kmod_is_interface(u->mods[u->cls[c].mod], u->cls[c].row);
}

int kmod_vt_variant(kmod_universe *u, uint32_t c, uint32_t to)
{
    if (u->cls[c].mod != u->cls[to].mod)
        return 0;   /* both are instances in the one program module */
    const kmod *m = u->mods[u->cls[c].mod];
    uint32_t first, n = kmod_variances_of(m, u->cls[c].row, &first);
    for (uint32_t k = 0; k < n; k++)
        if (m->variances.v[first + k].to == u->cls[to].row)
            return 1;
    return 0;
}

/* Do the interfaces class c lists (not its parents') include i or an
 * interface deriving from it, or one variant-convertible to it? */
static int lists(kmod_universe *u, uint32_t c, uint32_t i, uint32_t depth)
{
    if (depth > 64)
        return -1;
    uint32_t mi = u->cls[c].mod;
    const kmod *m = u->mods[mi];
    uint32_t first, n = kmod_ifaces_of(m, u->cls[c].row, &first);
    for (uint32_t k = 0; k < n; k++) {
        uint32_t j = kmod_vt_class_of_token(u, mi, m->ifaceimpls.v[first + k].iface);
        if (j == VT_NOCLASS)
            return -1;
        if (j == i || kmod_vt_variant(u, j, i))
            return 1;
        int r = lists(u, j, i, depth + 1);
        if (r)
            return r;
    }
    return 0;
}

int kmod_vt_implements(kmod_universe *u, uint32_t c, uint32_t i)
{
    if (c == i || kmod_vt_variant(u, c, i))
        return 1;
    for (uint32_t steps = 0; c != VT_NOCLASS; steps++) {
        int r = lists(u, c, i, 0);
        if (r < 0 && !u->err[0])
            snprintf(u->err, sizeof u->err, "interface inheritance deeper than 64 (a cycle)");
        if (r)
            return r;
        if (kmod_vt_is_interface(u, c) || c == u->object || steps > u->ncls)
            return 0;
        const kmod_typedef *t = &u->mods[u->cls[c].mod]->typedefs.v[u->cls[c].row];
        if (!t->parent)
            return 0;
        c = kmod_vt_class_of_token(u, u->cls[c].mod, t->parent);
        if (c == VT_NOCLASS)
            return -1;
    }
    return 0;
}
