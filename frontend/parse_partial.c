/* parse_partial.c - partial types: the parts of one type become one
 * declaration before semantic analysis sees them.
 *
 * After a file is parsed, every `partial` class, struct or interface is
 * merged into the first part of the same type (same namespace, same
 * enclosing type, same name and arity): members, attributes and base list
 * are appended in source order, modifiers are united, and types nested in
 * a later part are re-parented to the first. Semantic analysis then sees
 * one declaration, so C#'s rules about members (duplicates, the base class,
 * interfaces) apply to the whole type as written.
 *
 * Parts in two namespace blocks of one name: the merged type's code sees
 * the using directives of both blocks (C# binds each part with its own
 * block's; fe_nsdecl.joins).
 *
 * Kiln merges parts within one file; parts of one type in two files are a
 * named error (each file keeps its own using directives, which the members
 * are bound with). A partial method, a partial enum or delegate, and a
 * part without `partial` beside parts with it are errors as in C#.
 *
 * Invariants: u->types keeps its order (a nested type after its outer
 * type) with the merged-away parts removed; no typedecl left in the unit
 * has an outer pointer to a removed part.
 */
#include <string.h>

#include "fe_internal.h"

static int same_scope(const fe_typedecl *x, const fe_typedecl *y)
{
    return x->outer == y->outer && !strcmp(x->ns, y->ns) && !strcmp(x->name, y->name) &&
           x->ntparams == y->ntparams;
}

/* a[0..na) followed by b[0..nb), in the arena; elements of size sz. */
static void *concat(fe_ast_arena *a, const void *x, int nx, const void *y, int ny, size_t sz)
{
    if (ny == 0)
        return (void *)x;
    char *r = fe_ast_alloc(a, (size_t)(nx + ny) * sz);
    if (nx)
        memcpy(r, x, (size_t)nx * sz);
    memcpy(r + (size_t)nx * sz, y, (size_t)ny * sz);
    return r;
}

/* The code of part, now first's, is bound in first's namespace
 * declaration: when part was in another block, that block's using
 * directives count in first's too (fe_nsdecl.joins). */
static void join_nsdecl(fe_unit *u, const fe_typedecl *first, const fe_typedecl *part)
{
    for (int i = 0; part->ns != first->ns && i < u->nnsdecls; i++)
        if (u->nsdecls[i].name == part->ns)
            u->nsdecls[i].joins = first->ns;
}

static void merge_into(fe_ast_arena *a, fe_typedecl *first, const fe_typedecl *part)
{
    first->members = concat(a, first->members, first->nmembers, part->members, part->nmembers,
                            sizeof *first->members);
    first->nmembers += part->nmembers;
    first->attrs = concat(a, first->attrs, first->nattrs, part->attrs, part->nattrs,
                          sizeof *first->attrs);
    first->nattrs += part->nattrs;
    first->mods |= part->mods;
    if (part->base && !first->base) {
        first->base = part->base;
    } else if (part->base) {
        first->bases = concat(a, first->bases, first->nbases, &part->base, 1, sizeof *first->bases);
        first->nbases++;
    }
    first->bases = concat(a, first->bases, first->nbases, part->bases, part->nbases,
                          sizeof *first->bases);
    first->nbases += part->nbases;
}

static const char *td_kind_word(const fe_typedecl *td)
{
    return td->kind == FE_TD_STRUCT ? "struct" : td->kind == FE_TD_INTERFACE ? "interface" : "class";
}

/* Is `part` another part of `first` (after the check of its kind)? */
static int is_part_of(fe_diags *d, const fe_typedecl *first, const fe_typedecl *part)
{
    if (!same_scope(first, part))
        return 0;
    if (!(first->mods & FE_MOD_PARTIAL) || !(part->mods & FE_MOD_PARTIAL)) {
        if ((first->mods | part->mods) & FE_MOD_PARTIAL)
            fe_error(d, part->pos, "missing partial modifier on declaration of type '%s'; "
                     "another partial declaration of this type exists", part->name);
        return 0;   /* two non-partial declarations: semantic analysis reports the duplicate */
    }
    if (first->kind != part->kind) {
        fe_error(d, part->pos, "partial declarations of '%s' must be all classes, all structs "
                 "or all interfaces", part->name);
        return 0;
    }
    return 1;
}

void fe_merge_partials(fe_ast_arena *a, fe_diags *d, fe_unit *u)
{
    int n = 0, any_partial = 0;   /* a file without partial types costs one pass */
    for (int i = 0; i < u->ntypes; i++)
        any_partial |= (u->types[i]->mods & FE_MOD_PARTIAL) != 0;
    for (int i = 0; i < u->ntypes; i++) {
        fe_typedecl *td = u->types[i];
        if ((td->mods & FE_MOD_PARTIAL) && (td->kind == FE_TD_ENUM || td->kind == FE_TD_DELEGATE)) {
            fe_error(d, td->pos, "the partial modifier can only appear immediately before "
                     "'class', 'struct', 'interface' or 'void'");
            td->mods &= ~FE_MOD_PARTIAL;
        }
        fe_typedecl *first = NULL;
        for (int j = 0; j < n && !first && any_partial; j++)
            if (((td->mods | u->types[j]->mods) & FE_MOD_PARTIAL) && is_part_of(d, u->types[j], td))
                first = u->types[j];
        if (!first) {
            u->types[n++] = td;
            continue;
        }
        merge_into(a, first, td);
        join_nsdecl(u, first, td);
        for (int k = i + 1; k < u->ntypes; k++)
            if (u->types[k]->outer == td)
                u->types[k]->outer = first;
    }
    u->ntypes = n;
}

void fe_check_partials_across(fe_diags *d, fe_unit **units, int nunits)
{
    for (int i = 0; i < nunits; i++)
        for (int t = 0; t < units[i]->ntypes; t++) {
            const fe_typedecl *x = units[i]->types[t];
            if (!(x->mods & FE_MOD_PARTIAL) || x->outer)
                continue;
            for (int j = i + 1; j < nunits; j++)
                for (int s = 0; s < units[j]->ntypes; s++) {
                    const fe_typedecl *y = units[j]->types[s];
                    if ((y->mods & FE_MOD_PARTIAL) && same_scope(x, y))
                        fe_error(d, y->pos, "partial %s '%s' is declared in more than one file "
                                 "(Kiln merges the parts of a type within one file)",
                                 td_kind_word(y), y->name);
                }
        }
}
