/* sema_nested.c - nested types (C# 15.3.9): their typedef names, lookup
 * and accessibility.
 *
 * A type declared in a class body is its own typedef whose name is .NET's,
 * "Outer+Inner" (so the runtime prints "N.Outer+Inner" as .NET does), in
 * the namespace of its outermost type; the class index holds it under that
 * name, which no C# simple name can spell, so only these lookups find it.
 * C# spells it Outer.Inner (fe_class.full, used in diagnostics).
 *
 * Invariants: c->outer is set before any of c's nested types is created
 * (the parser lists an outer type before its nested ones); S->scope is the
 * class whose text is being bound, or NULL.
 */
#include "sema.h"

#include <string.h>

const char *fe_class_meta_name(const fe_class *c)
{
    return c->meta_name ? c->meta_name : c->name;
}

static fe_class *nested_in(fe_sema *S, const fe_class *c, const char *name)
{
    const char *outer = fe_class_meta_name(c);
    size_t ol = strlen(outer), nl = strlen(name);
    char buf[256];
    char *key = ol + nl + 2 <= sizeof buf ? buf : fe_sema_alloc(S, ol + nl + 2);
    memcpy(key, outer, ol);
    key[ol] = '+';
    memcpy(key + ol + 1, name, nl + 1);
    return fe_find_class(S, c->ns, key);
}

fe_class *fe_nested_lookup(fe_sema *S, const fe_class *c, const char *name)
{
    for (int depth = 0; c && depth <= FE_MAX_CLASS_DEPTH; c = c->base, depth++) {
        fe_class *n = nested_in(S, c, name);
        if (n)
            return n;
    }
    return NULL;
}

int fe_member_accessible(fe_sema *S, const fe_class *from, const fe_class *owner, uint32_t flags)
{
    switch (flags & KMOD_ACC_MASK) {
    case KMOD_ACC_PUBLIC: return 1;
    case KMOD_ACC_INTERNAL: return !owner->imported || S->corelib;
    case KMOD_ACC_PROTECTED:
        for (const fe_class *x = from; x; x = x->outer)
            if (fe_derives(x, owner))
                return 1;
        return 0;
    default:   /* private: code inside owner, or inside one of its generic instances */
        for (const fe_class *x = from; x; x = x->outer)
            if (x == owner || x->generic == owner)
                return 1;
        return 0;
    }
}

int fe_type_accessible(fe_sema *S, const fe_class *from, const fe_class *c)
{
    for (; c->outer; c = c->outer)
        if (!fe_member_accessible(S, from, c->outer, c->flags))
            return 0;
    return fe_class_visible(S, c);
}

fe_class *fe_scope_type(fe_sema *S, const char *name)
{
    for (const fe_class *x = S->scope; x; x = x->outer) {
        /* a generic instance's nested types are its definition's (the
         * scope is an instance in code compiled per instance: a lambda in
         * a static field's initializer) */
        fe_class *n = fe_nested_lookup(S, x->generic ? x->generic : x, name);
        if (n && fe_type_accessible(S, S->scope, n))
            return n;
    }
    return NULL;
}

fe_class *fe_scope_enter(fe_sema *S, fe_class *c)
{
    fe_class *old = S->scope;
    S->scope = c;
    return old;
}
