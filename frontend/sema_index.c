/* sema_index.c - the binder's hash indexes: a map from a two-part name
 * (namespace and name, or class and member) to a symbol, so that every
 * lookup by name costs O(1) however many classes and members a program
 * declares (a linear scan per lookup made the frontend quadratic).
 *
 * Invariants: keys are borrowed pointers to strings that live as long as
 * the index (arena strings); a later fe_index_put with an equal key
 * replaces the value; the table is at most half full.
 */
#include "sema.h"

#include <string.h>

static const uint64_t fnv_prime = 1099511628211u;

uint64_t fe_index_part(const char *a)
{
    uint64_t h = 14695981039346656037u;
    for (; *a; a++)
        h = (h ^ (unsigned char)*a) * fnv_prime;
    return (h ^ 0xFFu) * fnv_prime;   /* separator: ("a.b","c") != ("a","b.c") */
}

static uint64_t key_hash_from(uint64_t h, const char *b)
{
    for (; *b; b++)
        h = (h ^ (unsigned char)*b) * fnv_prime;
    return h ^ (h >> 29);
}

static fe_index_slot *find_slot(fe_index_slot *slots, size_t cap, uint64_t h, const char *a,
                                const char *b)
{
    size_t i = (size_t)h & (cap - 1);
    for (;; i = (i + 1) & (cap - 1)) {
        fe_index_slot *s = &slots[i];
        if (!s->value || (s->hash == h && !strcmp(s->a, a) && !strcmp(s->b, b)))
            return s;
    }
}

/* Room for n keys at most half full; 64 slots at least. */
static void grow_to(fe_index *ix, size_t n)
{
    size_t cap = ix->cap ? ix->cap : 64;
    while (n * 2 > cap)
        cap *= 2;
    if (cap == ix->cap)
        return;
    fe_index_slot *slots = calloc(cap, sizeof *slots);
    if (!slots)
        fe_out_of_memory();
    for (size_t i = 0; i < ix->cap; i++) {
        fe_index_slot *o = &ix->slots[i];
        if (o->value)
            *find_slot(slots, cap, o->hash, o->a, o->b) = *o;
    }
    free(ix->slots);
    ix->slots = slots;
    ix->cap = cap;
}

void fe_index_put_in(fe_index *ix, uint64_t part, const char *a, const char *b, void *value)
{
    grow_to(ix, ix->n + 1);
    uint64_t h = key_hash_from(part, b);
    fe_index_slot *s = find_slot(ix->slots, ix->cap, h, a, b);
    if (!s->value)
        ix->n++;
    s->hash = h;
    s->a = a;
    s->b = b;
    s->value = value;
}

void **fe_index_place(fe_index *ix, uint64_t part, const char *a, const char *b)
{
    grow_to(ix, ix->n + 1);
    uint64_t h = key_hash_from(part, b);
    fe_index_slot *s = find_slot(ix->slots, ix->cap, h, a, b);
    if (!s->value) {
        ix->n++;
        s->hash = h;
        s->a = a;
        s->b = b;
    }
    return &s->value;
}

void *fe_index_get_in(const fe_index *ix, uint64_t part, const char *a, const char *b)
{
    if (!ix->n)
        return NULL;
    return find_slot(ix->slots, ix->cap, key_hash_from(part, b), a, b)->value;
}

void fe_index_put(fe_index *ix, const char *a, const char *b, void *value)
{
    fe_index_put_in(ix, fe_index_part(a), a, b, value);
}

void *fe_index_get(const fe_index *ix, const char *a, const char *b)
{
    return ix->n ? fe_index_get_in(ix, fe_index_part(a), a, b) : NULL;
}

void fe_index_free(fe_index *ix)
{
    free(ix->slots);
    memset(ix, 0, sizeof *ix);
}

/* ---- members of a class by name ---- */

/* The member index's key part of c, hashed once per class: every member
 * of the corelib's classes is indexed on each compilation, and hashing the
 * full class name per member was most of the index's cost. */
static uint64_t class_part(const fe_class *c)
{
    fe_class *m = (fe_class *)c;   /* a cache, not a change of the class */
    const char *a = fe_class_ix_name(c);
    if (m->ix_hashed != a) {
        m->ix_part = fe_index_part(a);
        m->ix_hashed = a;
    }
    return m->ix_part;
}

static fe_names *names_entry(fe_sema *S, fe_class *c, const char *name)
{
    void **cell = fe_index_place(&S->member_ix, class_part(c), fe_class_ix_name(c), name);
    if (!*cell)
        *cell = fe_sema_alloc(S, sizeof(fe_names));
    return *cell;
}

const fe_names *fe_names_of(fe_sema *S, const fe_class *c, const char *name)
{
    fe_members(c);   /* an imported class indexes its members on first use */
    return fe_index_get_in(&S->member_ix, class_part(c), fe_class_ix_name(c), name);
}

void fe_class_add_field(fe_sema *S, fe_class *c, fe_field *f)
{
    fe_names *e = names_entry(S, c, f->name);
    if (!e->field)
        e->field = f;
    FE_VEC_PUSH(c->fields, f);
}

void fe_class_add_prop(fe_sema *S, fe_class *c, fe_prop *p)
{
    fe_names *e = names_entry(S, c, p->name);
    if (!e->prop)
        e->prop = p;
    FE_VEC_PUSH(c->props, p);
}

void fe_class_add_method(fe_sema *S, fe_class *c, fe_method *m)
{
    fe_names *e = names_entry(S, c, m->name);
    if (e->last)
        e->last->next_named = m;
    else
        e->methods = m;
    e->last = m;
    FE_VEC_PUSH(c->methods, m);
}

fe_method *fe_methods_named(fe_sema *S, const fe_class *c, const char *name)
{
    const fe_names *e = fe_names_of(S, c, name);
    return e ? e->methods : NULL;
}
