/* iface.c - interface dispatch tables (docs/interfaces.md).
 *
 * Every interface gets a dense process-wide id when its module loads
 * (rt_state.niface_ids, under loader_lock) and each of its methods a slot,
 * its index among the interface's methods (rt_method.iface_slot). Every
 * type gets an itab indexed by interface id: itab[id] is the row of
 * methods an object of the type runs for interface id's slots, NULL when
 * the type does not implement it (ids past itab_len neither). An interface
 * call is obj->type->itab[id][slot]->entry; a cast to an interface tests
 * id < itab_len && itab[id] (rt_implements).
 *
 * Invariants once rt_iface_build returned 0: every type of the module has
 * an itab row for each interface it implements, directly, through its
 * parents or through an interface's bases (its ifaces list, no repeats),
 * and every slot's entry of a row is a method with a body (a default
 * interface body too), or an abstract method of an abstract class (never the receiver of a call); an interface's own
 * itab holds its bases (rows of no use but to answer rt_implements for
 * array covariance). Tables are built once; a type given interfaces by a
 * KMOD_TYPE_LENDS_IFACES class (T[], string, a primitive's boxes) shares
 * that class's table or gets a merged one when the class's module loads
 * (link_lent), its length published last. A type that implements an
 * interface I with a variance row I -> J (kmod_variance: J an instance of
 * the same generic interface that I converts to) implements J too, with
 * I's row of methods (one definition: the same slots; the arguments are
 * references, so the same code serves both), unless it maps J itself.
 *
 * The mapping is C#'s interface mapping: for an interface a type lists
 * (its own impl rows and their bases), the type and then each parent in
 * turn is searched for an explicit implementation (a methodimpl row) and
 * then for a public instance method of the same name and signature, and
 * last the type's interfaces for the most specific default body (C# 8:
 * the slot's own body, or an interface's re-implementation of it); an
 * interface only inherited keeps the parent's mapping. Only an
 * interface's slots (virtual, not static or final) have an iface_slot and
 * an entry in rows; its other methods are called directly. A virtual method
 * found is replaced by the type's own vtable entry for its slot, so
 * overrides in subclasses are what interface calls run.
 */
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "runtime_internal.h"

typedef struct ib {
    rt_module *mod;
    char *err;
    size_t errlen;
    uint8_t *done;     /* per typedef row: 1 being built, 2 built */
} ib;

static int ifail(ib *B, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int ifail(ib *B, const char *fmt, ...)
{
    int n = snprintf(B->err, B->errlen, "module %s: ", B->mod->name);
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && (size_t)n < B->errlen)
        vsnprintf(B->err + n, B->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* The set being collected for one type: interfaces, and whether the type
 * lists each itself (re-mapped) or only inherits it. */
typedef struct iset {
    rt_type **v;
    uint8_t *own;      /* ISET_* */
    rt_type **via;     /* ISET_VARIANT: the interface whose row serves */
    uint32_t n, cap;
} iset;

enum { ISET_INHERITED = 0, ISET_OWN = 1, ISET_VARIANT = 2 };

static int iset_add(iset *s, rt_type *i, uint8_t own)
{
    for (uint32_t k = 0; k < s->n; k++)
        if (s->v[k] == i) {
            s->own[k] |= own;
            return 0;
        }
    if (s->n == s->cap) {
        uint32_t nc = s->cap ? s->cap * 2 : 8;
        rt_type **v = kmod_mem_realloc(s->v, nc * sizeof *v);
        if (!v)
            return -1;
        s->v = v;
        uint8_t *o = kmod_mem_realloc(s->own, nc);
        if (!o)
            return -1;
        s->own = o;
        rt_type **w = kmod_mem_realloc(s->via, nc * sizeof *w);
        if (!w)
            return -1;
        s->via = w;
        s->cap = nc;
    }
    s->v[s->n] = i;
    s->via[s->n] = NULL;
    s->own[s->n++] = own;
    return 0;
}

/* i and its bases (already built: their ifaces lists are complete). */
static int iset_add_closure(iset *s, rt_type *i, uint8_t own)
{
    if (iset_add(s, i, own))
        return -1;
    for (uint32_t k = 0; k < i->nifaces; k++)
        if (iset_add(s, i->ifaces[k], own))
            return -1;
    return 0;
}

/* The override t runs for m (a virtual method found for a slot). */
static rt_method *as_run_by(const rt_type *t, rt_method *m)
{
    if (m->vtable_slot >= 0 && (uint32_t)m->vtable_slot < t->vtable_len)
        return t->vtable[m->vtable_slot];
    return m;
}

/* The explicit implementation of im that type x declares, or NULL. */
static rt_method *explicit_impl(rt_type *x, const rt_method *im)
{
    kmod *km = x->module->km;
    for (uint32_t k = 0; k < km->methodimpls.n; k++) {
        const kmod_methodimpl *r = &km->methodimpls.v[k];
        if (r->type == x->row && rt_resolve_method(x->module, r->decl) == im)
            return rt_method_ready(x->module->methods[r->body]);
    }
    return NULL;
}

/* The public instance method of x matching im by name and signature. */
static rt_method *implicit_impl(rt_type *x, const rt_method *im)
{
    for (uint32_t k = 0; k < x->nmethods; k++) {
        rt_method *c = &x->methods[k];
        if (!(c->flags & (KMOD_METH_CTOR | KMOD_METH_STATIC)) && (c->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC &&
            !strcmp(c->name, im->name) && rt_method_ready(c)->has_this && rt_method_same_sig(c, im))
            return c;
    }
    return NULL;
}

/* Is m a slot of its interface (dispatched through itabs)? Static,
 * non-virtual and final methods of an interface (its private and sealed
 * members, its explicit re-implementations of a base's) are not. */
static bool iface_slot_method(const rt_method *m)
{
    return (m->flags & KMOD_METH_VIRTUAL) && !(m->flags & (KMOD_METH_STATIC | KMOD_METH_FINAL));
}

/* The body interface x gives slot im: im's own (a default method) when x
 * declares it, or x's explicit re-implementation of it. */
static rt_method *iface_body(rt_type *x, const rt_method *im)
{
    if (x == im->owner)
        return im->flags & KMOD_METH_ABSTRACT ? NULL : (rt_method *)im;
    return explicit_impl(x, im);
}

/* C#'s most specific implementation of im among the interfaces t
 * implements (default interface members): the body of the one interface
 * (s: the set being built) that derives from every other giving one;
 * NULL when none gives one or no
 * one is most specific (the frontend reports that). */
static rt_method *map_default(const iset *s, const rt_method *im)
{
    rt_method *best = NULL;
    for (uint32_t k = 0; k < s->n; k++) {
        rt_method *b = s->own[k] == ISET_VARIANT ? NULL : iface_body(s->v[k], im);
        if (b && (!best || rt_implements(b->owner, best->owner)))
            best = b;
    }
    for (uint32_t k = 0; best && k < s->n; k++) {
        rt_type *x = s->v[k];
        if (x != best->owner && iface_body(x, im) && !rt_implements(best->owner, x))
            return NULL;
    }
    return best;
}

/* C#'s interface mapping of im for type t: t, then each parent, then the
 * interfaces' default bodies. */
static rt_method *map_method(rt_type *t, const iset *s, const rt_method *im)
{
    for (rt_type *x = t; x; x = x->parent) {
        rt_method *m = explicit_impl(x, im);
        if (!m)
            m = implicit_impl(x, im);
        if (m)
            return as_run_by(t, m);
    }
    return map_default(s, im);
}

static rt_method **map_iface(ib *B, rt_type *t, const iset *s, rt_type *i, bool own)
{
    rt_method **row = rt_meta_alloc((i->nmethods ? i->nmethods : 1) * sizeof *row);
    if (!row) {
        ifail(B, "out of memory");
        return NULL;
    }
    rt_type *p = t->parent;
    bool inherit = !own && p && rt_implements(p, i);
    for (uint32_t k = 0; k < i->nmethods; k++) {
        rt_method *im = &i->methods[k];
        if (im->iface_slot < 0)
            continue;   /* not a slot: never called through the row */
        row[k] = inherit ? as_run_by(t, p->itab[i->iface_id][k]) : map_method(t, s, im);
        if (!row[k]) {
            ifail(B, "type %s does not implement interface member %s.%s", t->name, i->name, im->name);
            return NULL;
        }
    }
    return row;
}

static int build_type(ib *B, rt_type *t);

/* The interfaces t lists (impl rows), each built first; then t's set. */
static int collect(ib *B, rt_type *t, iset *s)
{
    kmod *km = t->module->km;
    uint32_t first, n = kmod_ifaces_of(km, t->row, &first);
    for (uint32_t k = 0; k < n; k++) {
        rt_type *i = rt_resolve_type(t->module, km->ifaceimpls.v[first + k].iface);
        if (!i || !(i->flags & RT_TYPE_INTERFACE))
            return ifail(B, "type %s: %s is not an interface", t->name, i ? i->name : "?");
        if (build_type(B, i))
            return -1;
        if (iset_add_closure(s, i, 1))
            return ifail(B, "out of memory");
    }
    if (t->parent && !(t->flags & RT_TYPE_INTERFACE))
        for (uint32_t k = 0; k < t->parent->nifaces; k++)
            if (iset_add(s, t->parent->ifaces[k], 0))
                return ifail(B, "out of memory");
    return 0;
}

/* The variance rows of the interfaces in s (docs/interfaces.md "Variance"):
 * each J an I in s converts to joins s as ISET_VARIANT through I, unless
 * t lists J itself (or through a base); one only inherited is re-served
 * through an I t lists. Rows of J's added go on too (the frontend lists
 * every pair, so one step suffices, but the loop costs nothing more). */
static int add_variants(ib *B, iset *s)
{
    for (uint32_t k = 0; k < s->n; k++) {
        rt_type *i = s->v[k];
        kmod *km = i->module->km;
        uint32_t first, n = kmod_variances_of(km, i->row, &first);
        for (uint32_t v = 0; v < n; v++) {
            rt_type *j = i->module->types[km->variances.v[first + v].to];
            if (!(j->flags & RT_TYPE_INTERFACE))
                continue;
            if (build_type(B, j))
                return -1;
            uint32_t at = 0;
            while (at < s->n && s->v[at] != j)
                at++;
            if (at == s->n) {
                if (iset_add(s, j, ISET_VARIANT))
                    return ifail(B, "out of memory");
                s->via[at] = i;
            } else if (s->own[at] == ISET_INHERITED && s->own[k] == ISET_OWN) {
                s->own[at] = ISET_VARIANT;
                s->via[at] = i;
            }
        }
    }
    return 0;
}

/* t's table and list. An interface's itab answers rt_implements for its
 * variant conversions too (IEnumerable<string>[] is an
 * IEnumerable<object>[]), but its list, which a type implementing it takes
 * whole (iset_add_closure), holds its bases only: the type's own variance
 * rows are found from what it implements (add_variants). */
static int fill(ib *B, rt_type *t, const iset *s)
{
    uint32_t len = 0;
    for (uint32_t k = 0; k < s->n; k++)
        if (s->v[k]->iface_id + 1 > len)
            len = s->v[k]->iface_id + 1;
    t->ifaces = rt_meta_alloc(s->n * sizeof *t->ifaces);
    t->itab = rt_meta_alloc(len * sizeof *t->itab);
    if (!t->ifaces || !t->itab)
        return ifail(B, "out of memory");
    bool iface = t->flags & RT_TYPE_INTERFACE;
    uint32_t n = 0;
    for (uint32_t k = 0; k < s->n; k++) {
        rt_type *i = s->v[k];
        if (!iface || s->own[k] != ISET_VARIANT)   /* an interface's list: its bases only (collect) */
            t->ifaces[n++] = i;
        if (iface)
            t->itab[i->iface_id] = (rt_method **)&i->methods;
        else if (s->own[k] != ISET_VARIANT && !(t->itab[i->iface_id] = map_iface(B, t, s, i, s->own[k])))
            return -1;
    }
    for (uint32_t k = 0; k < s->n; k++)   /* after the rows they borrow */
        if (s->own[k] == ISET_VARIANT && !iface)
            t->itab[s->v[k]->iface_id] = t->itab[s->via[k]->iface_id];
    t->nifaces = n;
    t->itab_len = len;
    return 0;
}

static int build_type(ib *B, rt_type *t)
{
    if (t->module != B->mod || B->done[t->row] == 2)
        return 0;
    if (B->done[t->row] == 1)
        return ifail(B, "interface %s inherits from itself", t->name);
    B->done[t->row] = 1;
    if (t->parent && build_type(B, t->parent))
        return -1;
    if (t->flags & RT_TYPE_INTERFACE) {
        t->iface_id = rt_state.niface_ids++;
        for (uint32_t k = 0; k < t->nmethods; k++)
            t->methods[k].iface_slot = iface_slot_method(&t->methods[k]) ? (int32_t)k : -1;
    }
    iset s = {0};
    int rc = collect(B, t, &s);
    if (!rc)
        rc = add_variants(B, &s);
    if (!rc && s.n)
        rc = fill(B, t, &s);
    kmod_mem_free(s.v);
    kmod_mem_free(s.own);
    kmod_mem_free(s.via);
    B->done[t->row] = 2;
    return rc;
}

/* The type whose interfaces a KMOD_TYPE_LENDS_IFACES class's first field
 * names: an array type, string, a primitive or a struct (its boxes':
 * decimal's); NULL otherwise. */
static rt_type *lent_to(const rt_type *t)
{
    rt_type *a = t->nfields ? t->fields[0].type : NULL;
    return a && ((a->flags & (RT_TYPE_ARRAY | RT_TYPE_STRING | RT_TYPE_PRIMITIVE)) || a->kind == RT_KIND_STRUCT)
               ? a : NULL;
}

/* a (String, Int32: a type with interfaces of its own) gets a table of its
 * rows and then t's for the interfaces it lacks. Loading runs before any
 * code of t's module, so nothing has asked a's table about t's interfaces. */
static int lend_merged(ib *B, rt_type *t, rt_type *a)
{
    uint32_t len = a->itab_len > t->itab_len ? a->itab_len : t->itab_len, n = a->nifaces;
    rt_method ***itab = rt_meta_alloc(len * sizeof *itab);
    rt_type **ifaces = rt_meta_alloc((a->nifaces + t->nifaces) * sizeof *ifaces);
    if (!itab || !ifaces)
        return ifail(B, "out of memory");
    memcpy(itab, a->itab, a->itab_len * sizeof *itab);
    memcpy(ifaces, a->ifaces, a->nifaces * sizeof *ifaces);
    for (uint32_t k = 0; k < t->nifaces; k++) {
        uint32_t id = t->ifaces[k]->iface_id;
        if (!itab[id]) {
            itab[id] = t->itab[id];
            ifaces[n++] = t->ifaces[k];
        }
    }
    a->ifaces = ifaces;
    a->nifaces = n;
    a->itab = itab;
    atomic_thread_fence(memory_order_release);   /* the rows before the length that admits them */
    a->itab_len = len;
    return 0;
}

/* Lent interfaces (docs/interfaces.md, "Lent interfaces"): a class flagged
 * KMOD_TYPE_LENDS_IFACES gives the type of its first field its interfaces,
 * whose methods treat `this` as the array, string or box. A type with no
 * table (T[]) shares the class's table and list; one with its own gets both
 * merged, its own rows first. Only a program module has such classes (the
 * corelib's are compiled into it). */
static int link_lent(ib *B)
{
    for (uint32_t i = 0; i < B->mod->km->typedefs.n; i++) {
        rt_type *t = B->mod->types[i];
        if (!(t->kflags & KMOD_TYPE_LENDS_IFACES))
            continue;
        rt_type *a = lent_to(t);
        if (!a)
            return ifail(B, "type %s: its first field is not an array, string, primitive or struct", t->name);
        if (!B->mod->lenders && !(B->mod->lenders = rt_meta_alloc(B->mod->km->typedefs.n * sizeof(rt_type *))))
            return ifail(B, "out of memory");
        B->mod->lenders[B->mod->nlenders++] = t;
        if (!t->itab)
            continue;
        if (a->itab) {
            if (lend_merged(B, t, a))
                return -1;
            continue;
        }
        a->ifaces = t->ifaces;
        a->nifaces = t->nifaces;
        a->itab = t->itab;
        atomic_thread_fence(memory_order_release);   /* the rows before the length that admits them */
        a->itab_len = t->itab_len;
    }
    return 0;
}

int rt_iface_build(rt_module *mod, char *err, size_t errlen)
{
    ib B = {mod, err, errlen, kmod_mem_calloc(mod->km->typedefs.n + 1, 1)};
    if (!B.done)
        return ifail(&B, "out of memory");
    int rc = 0;
    for (uint32_t i = 0; i < mod->km->typedefs.n && !rc; i++)
        rc = build_type(&B, mod->types[i]);
    if (!rc)
        rc = link_lent(&B);
    kmod_mem_free(B.done);
    return rc;
}

/* ------------------------------------------------------------ variance
 *
 * The tables built at load answer every conversion the program's module
 * lists (section 20: the pairs of its instances the frontend proved).
 * What they do not answer - an object cast at run time to an instance it
 * converts to only through variance, a T[] cast to an interface of a U[]
 * (array covariance: string[] is an IList<object>) - is decided here, as
 * CoreCLR decides it, from the variant instances' arguments (section 21,
 * rt_type.variant), and a yes is installed as the type's itab row for the
 * interface: the same row of methods as the interface it converts from (one
 * definition, the same slots; reference arguments, the same code), so the
 * next cast and every interface call are the table lookup again. The
 * interface's bases are decided and installed before it (a call of
 * ICollection<object>.Count on what was cast to IList<object>). */

/* Are a and b instances of one generic definition? */
static bool same_definition(const rt_type *a, const rt_type *b)
{
    const rt_variant *x = a->variant, *y = b->variant;
    return x && y && a != b && a->module == b->module && x->deflen == y->deflen && x->nargs == y->nargs &&
           x->variance == y->variance && !memcmp(a->name, b->name, x->deflen);
}

static _Thread_local uint32_t variance_depth;   /* nested decisions (arguments of arguments) */

/* Does instance from convert to instance to of its definition: each
 * argument identical, or reference types converting forwards through an
 * `out` parameter and backwards through an `in` one? */
static bool variant_args(const rt_type *from, const rt_type *to)
{
    if (!same_definition(from, to) || variance_depth > 32)   /* runaway nesting: no */
        return false;
    const rt_variant *x = from->variant, *y = to->variant;
    bool ok = true;
    variance_depth++;
    for (uint32_t k = 0; k < x->nargs && ok; k++) {
        rt_type *a = x->args[k], *b = y->args[k];
        uint32_t v = x->variance >> (2 * k) & 3;
        if (a == b)
            continue;
        ok = v != KMOD_VAR_NONE && a->kind == RT_KIND_REF && b->kind == RT_KIND_REF &&
             (v == KMOD_VAR_OUT ? rt_type_assignable(a, b) : rt_type_assignable(b, a));
    }
    variance_depth--;
    return ok;
}

/* The row of methods an object of t runs for interface i through one of
 * the interfaces it implements, or NULL. An interface's own table answers
 * only casts (its bases' rows are their method arrays). */
static rt_method **variant_row(rt_type *t, const rt_type *i)
{
    bool iface = t->flags & RT_TYPE_INTERFACE;
    if (iface && variant_args(t, i))
        return (rt_method **)&i->methods;
    for (uint32_t k = 0; k < t->nifaces; k++) {
        rt_type *j = t->ifaces[k];
        if (rt_implements(t, j) && variant_args(j, i))
            return iface ? (rt_method **)&i->methods : t->itab[j->iface_id];
    }
    return NULL;
}

/* An array t (T[]) is an interface of a U[] that T[] converts to (array
 * covariance): the row of the class that lends U[] its interfaces. */
static rt_method **covariant_array_row(rt_type *t, const rt_type *i)
{
    if (!(t->flags & RT_TYPE_ARRAY) || t->elem->kind != RT_KIND_REF)
        return NULL;
    for (uint32_t m = 0; m < rt_state.nmodules; m++) {
        rt_module *mod = rt_state.modules[m];
        for (uint32_t k = 0; mod && k < mod->nlenders; k++) {
            rt_type *l = mod->lenders[k], *u = lent_to(l);
            if (u != t && (u->flags & RT_TYPE_ARRAY) && u->elem->kind == RT_KIND_REF &&
                rt_type_assignable(l, i) && rt_type_assignable(t, u))
                return l->itab[i->iface_id];
        }
    }
    return NULL;
}

/* t's table with row for i, published as link_lent publishes: a new
 * table (t's may be shared with a lender), its length after its rows. */
static bool install_row(rt_type *t, const rt_type *i, rt_method **row)
{
    pthread_mutex_lock(&rt_state.loader_lock);
    bool ok = rt_implements(t, i);
    uint32_t len = i->iface_id + 1 > t->itab_len ? i->iface_id + 1 : t->itab_len;
    rt_method ***itab = ok ? NULL : rt_meta_alloc(len * sizeof *itab);
    if (itab) {
        if (t->itab_len)   /* a type with no interfaces yet has no table */
            memcpy(itab, t->itab, t->itab_len * sizeof *itab);
        itab[i->iface_id] = row;
        atomic_thread_fence(memory_order_release);   /* the rows before the table */
        t->itab = itab;
        atomic_thread_fence(memory_order_release);   /* the table before the length that admits it */
        t->itab_len = len;
        ok = true;
    }
    pthread_mutex_unlock(&rt_state.loader_lock);
    return ok;   /* out of metadata memory: the answer stays no */
}

/* The decision, without the cache of a miss. */
static bool decide(rt_type *t, const rt_type *i)
{
    rt_method **row = i->variant ? variant_row(t, i) : NULL;
    if (!row)
        row = covariant_array_row(t, i);
    if (!row)
        return false;
    for (uint32_t k = 0; k < i->nifaces; k++)   /* i's bases first: calls through them are i's too */
        if (!rt_type_assignable(t, i->ifaces[k]))
            return false;
    return install_row(t, i, row);
}

/* Every module is loaded before code that casts runs, so a no stays a no:
 * the last one is remembered per type (a relaxed store: any value read is
 * a true answer or a miss of the cache). */
bool rt_variant_implements(rt_type *t, const rt_type *i)
{
    if (!i->variant && !(t->flags & RT_TYPE_ARRAY))
        return false;
    uint32_t miss = i->iface_id + 1;
    if (atomic_load_explicit(&t->variant_miss, memory_order_relaxed) == miss)
        return false;
    if (decide(t, i))
        return true;
    atomic_store_explicit(&t->variant_miss, miss, memory_order_relaxed);
    return false;
}

bool rt_variant_delegate(const rt_type *t, const rt_type *to)
{
    if (t->flags & RT_TYPE_ARRAY)
        return false;
    for (; t; t = t->parent)
        if (variant_args(t, to))
            return true;
    return false;
}
