/* reach.c - the set of methods a batch must hold to run a program without
 * the interpreter: everything with an IL body reachable from a root through
 * call, callvirt (every override of the slot in a loaded type), newobj,
 * ldftn (thread entry points), and the class initializers of the types whose
 * methods or statics are used. A virtual or interface call reaches the
 * override of every loaded type (class hierarchy analysis) or, given a
 * `made` test (kiln aot), of every type the program can make objects of
 * (rapid type analysis: no object of another type can receive the call).
 *
 * Invariants: the result holds each method once, root first; methods
 * without IL (internal calls, P/Invokes, abstract) are never included -
 * calls reach them through their entry cells.
 */
#include "jit/jit_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct mset {
    rt_method **v;
    uint32_t n, cap;
    rt_method **hash;            /* open addressing, cap * 2 slots */
    uint32_t hcap;
    bool (*made)(const rt_type *t, void *ctx);   /* NULL: every loaded type */
    void *ctx;
} mset;

static bool receives(const mset *s, const rt_type *t)
{
    return !s->made || s->made(t, s->ctx);
}

static uint32_t hash_ptr(const void *p, uint32_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32) & (cap - 1);
}

static void grow(mset *s)
{
    uint32_t ncap = s->hcap ? 2 * s->hcap : 256;
    rt_method **nh = calloc(ncap, sizeof *nh);
    s->v = realloc(s->v, ncap / 2 * sizeof *s->v);
    if (!nh || !s->v)
        abort();
    for (uint32_t i = 0; i < s->n; i++) {
        uint32_t h = hash_ptr(s->v[i], ncap);
        while (nh[h])
            h = (h + 1) & (ncap - 1);
        nh[h] = s->v[i];
    }
    free(s->hash);
    s->hash = nh;
    s->hcap = ncap;
    s->cap = ncap / 2;
}

static void add(mset *s, rt_method *m)
{
    if (!m || !m->code || !m->code_len || (m->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE)))
        return;
    if (s->n + 1 >= s->cap)
        grow(s);
    uint32_t h = hash_ptr(m, s->hcap);
    while (s->hash[h]) {
        if (s->hash[h] == m)
            return;
        h = (h + 1) & (s->hcap - 1);
    }
    s->hash[h] = m;
    s->v[s->n++] = m;
}

/* A class's virtual call reaches the types assignable to its owner: its
 * subclasses and, for a delegate, the variant instances' (docs/interfaces.md
 * "Variance": a Func<object, string> lambda called as a Func<string, object>). */
static void add_overrides(mset *s, rt_method *c)
{
    if (c->iface_slot >= 0) {   /* every implementation of an interface method */
        for (uint32_t i = 0; i < rt_state.ntypes; i++) {
            rt_type *t = rt_state.types[i];
            if (t && !(t->flags & RT_TYPE_INTERFACE) &&
                (rt_implements(t, c->owner) || (c->owner->variant && rt_variant_implements(t, c->owner))) &&
                receives(s, t))   /* variance the program's pairs do not list: decided as at run time */
                add(s, t->itab[c->owner->iface_id][c->iface_slot]);
        }
        return;
    }
    for (uint32_t i = 0; i < rt_state.ntypes; i++) {
        rt_type *t = rt_state.types[i];
        if (t && (uint32_t)c->vtable_slot < t->vtable_len && rt_type_assignable(t, c->owner) && receives(s, t))
            add(s, t->vtable[c->vtable_slot]);
    }
}

static void scan(mset *s, rt_method *m)
{
    add(s, m->owner->cctor);
    for (uint32_t off = 0; off < m->code_len;) {
        const uint8_t *p = m->code + off;
        int sz = il_instr_size(p, m->code_len - off);
        if (sz <= 0)
            return;
        il_opcode op = (il_opcode)p[0];
        if (op == IL_CALL || op == IL_CALLVIRT || op == IL_NEWOBJ || op == IL_LDFTN) {
            rt_method *c = rt_resolve_method(m->module, il_read_u32(p + 1));
            add(s, c);
            /* a static call runs its class's initializer first, a native
             * method's too (it has no body whose scan would add it) */
            if (op == IL_NEWOBJ || (c->flags & KMOD_METH_STATIC))
                add(s, c->owner->cctor);
            if ((op == IL_CALLVIRT || op == IL_LDFTN) && (c->vtable_slot >= 0 || c->iface_slot >= 0))
                add_overrides(s, c);
        } else if (op == IL_LDSFLD || op == IL_STSFLD || op == IL_LDSFLDA) {
            add(s, rt_resolve_field(m->module, il_read_u32(p + 1))->owner->cctor);
        }
        off += (uint32_t)sz;
    }
}

rt_method **jit_collect_reachable(rt_method *const *roots, uint32_t nroots, uint32_t *n)
{
    return jit_collect_reachable_made(roots, nroots, NULL, NULL, n);
}

rt_method **jit_collect_reachable_made(rt_method *const *roots, uint32_t nroots,
                                       bool (*made)(const rt_type *t, void *ctx), void *ctx, uint32_t *n)
{
    mset s = {.made = made, .ctx = ctx};
    for (uint32_t i = 0; i < nroots; i++)
        add(&s, roots[i]);
    for (uint32_t i = 0; i < s.n; i++)   /* s.n grows while scanning */
        scan(&s, s.v[i]);
    free(s.hash);
    *n = s.n;
    return s.v;
}
