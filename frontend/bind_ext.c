/* bind_ext.c - extension methods (docs/delegates.md "Extension methods"):
 * `static R M(this T x, ...)` in a top-level non-generic static class is
 * callable as `x.M(...)` when T's members have no applicable M.
 *
 *   declaration   fe_ext_declare checks C#'s rules and records the method
 *                 in S->exts (a generic one too: its instances keep is_ext)
 *   scope         a class's extension methods are in scope in code whose
 *                 namespace is the class's or inside it, or where a using
 *                 in scope (fe_using_in_scope) imports the class's
 *                 namespace or is `using static` the class itself; nearer namespaces first,
 *                 each followed by the usings of the namespace declaration
 *                 there (C# 12.8.10.3's order of candidate sets)
 *   call          bind_expr.c: recv.M(args) looks up instance members first;
 *                 when there is no M, or no applicable one, overload
 *                 resolution runs over each candidate class in turn with
 *                 recv as the first argument, and the call is M(recv, args)
 *
 * Invariants: an is_ext method is static, in a top-level non-generic
 * static class, and has at least one parameter (by value).
 */
#include "bound.h"

#include <string.h>

void fe_ext_declare(fe_sema *S, fe_class *c, fe_method *m, fe_member *d)
{
    (void)d;
    if (!m->is_ext)
        return;
    const char *why = NULL;
    if (c->ntparams || !(c->flags & KMOD_TYPE_STATIC) || fe_is_iface(c))
        why = "extension method must be defined in a non-generic static class";
    else if (c->outer)
        why = "extension method must be defined in a top level static class";
    else if (!(m->flags & KMOD_METH_STATIC))
        why = "extension method must be static";
    else if (m->params[0].mode != FE_P_VALUE)
        why = "ref and out extension methods ('this ref T') are not supported";
    if (why) {
        fe_sema_error(S, m->pos, "%s ('%s.%s')", why, c->full, m->name);
        m->is_ext = 0;
        return;
    }
    FE_VEC_PUSH(S->exts, m);
}

/* ns is the namespace code in namespace at is written in, or encloses it. */
static int encloses(const char *ns, const char *at)
{
    size_t n = strlen(ns);
    return !n || (!strncmp(ns, at, n) && (at[n] == 0 || at[n] == '.'));
}

/* How many namespaces out from at is ns, which encloses it (0: at itself;
 * the global namespace is one further out than at's outermost part). */
static int level(const char *ns, const char *at)
{
    int n = ns[0] || !at[0] ? 0 : 1;
    for (const char *p = at + strlen(ns); *p; p++)
        n += *p == '.';
    return n;
}

/* 0: class c's extension methods are not in scope in C; else its rank,
 * smaller first: at each namespace from the code's own outward, the
 * classes declared there (2 + 2 * level), then those the usings of the
 * namespace declaration there import (one more: C# 12.8.10.3). */
static int rank(fe_ctx *C, const fe_class *c)
{
    const char *at = C->ns ? C->ns : "";
    int best = encloses(c->ns, at) ? 2 + 2 * level(c->ns, at) : 0;
    for (int i = 0; C->unit && i < C->unit->nusings; i++) {
        const fe_using *u = &C->unit->usings[i];
        if (!fe_using_in_scope(C->unit, i, at))
            continue;
        int r = 3 + 2 * level(u->decl ? u->decl : "", at);
        if (((!u->is_static && !u->alias && !strcmp(u->ns, c->ns)) || (u->is_static && u->sym == c)) &&
            (!best || r < best))
            best = r;   /* `using N` of c's namespace, or `using static C`: C's own extension methods */
    }
    return best;
}

int fe_ext_in_scope(fe_ctx *C, const char *name)
{
    fe_sema *S = C->S;
    for (int i = 0; i < S->exts.n; i++)
        if (!strcmp(S->exts.v[i]->name, name) && rank(C, S->exts.v[i]->owner))
            return 1;
    return 0;
}

int fe_ext_classes(fe_ctx *C, const char *name, fe_class **out, int max)
{
    fe_sema *S = C->S;
    int n = 0, ranks[64];
    for (int i = 0; i < S->exts.n && n < max && n < 64; i++) {
        fe_method *m = S->exts.v[i];
        int r = strcmp(m->name, name) ? 0 : rank(C, m->owner);
        int seen = 0;
        for (int k = 0; k < n && !seen; k++)
            seen = out[k] == m->owner;
        if (!r || seen)
            continue;
        int at = n++;   /* insertion by rank, stable */
        while (at > 0 && ranks[at - 1] > r) {
            out[at] = out[at - 1];
            ranks[at] = ranks[at - 1];
            at--;
        }
        out[at] = m->owner;
        ranks[at] = r;
    }
    return n;
}
