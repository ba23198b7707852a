/* sema_decl.c - the declaration pass: one fe_class per class/enum of the
 * units, base classes, members with resolved types and kmod flags, the
 * members the frontend synthesizes (auto-property backing fields and
 * accessors, default constructors, .cctor, enum ToString), override
 * binding, attribute checks (corelib-only ones gated by --corelib) and Main.
 *
 * Invariants: after fe_declare_all every user class has its final member
 * lists (fields and methods in row order); types of all signatures are
 * resolved (FE_T_ERROR after a reported error); no body has been looked at.
 */
#include "sema.h"

#include <stdio.h>
#include <string.h>

static const char *join_parts(fe_sema *S, const char **parts, int n)
{
    size_t len = 0;
    for (int i = 0; i < n; i++)
        len += strlen(parts[i]) + 1;
    char *s = fe_sema_alloc(S, len + 1);
    for (int i = 0; i < n; i++) {
        if (i)
            strcat(s, ".");
        strcat(s, parts[i]);
    }
    return s;
}

int fe_class_visible(fe_sema *S, const fe_class *c)
{
    return !c->imported || (c->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC;
}

/* The first len bytes of ns as a string: in buf when they fit (lookups
 * by name must not grow the arena), else in the arena. */
static const char *prefix(fe_sema *S, const char *ns, size_t len, char *buf, size_t cap)
{
    if (len >= cap)
        return fe_sema_strdup(S, ns, len);
    memcpy(buf, ns, len);
    buf[len] = 0;
    return buf;
}

/* "outer.name" (just name in the global namespace), in the arena. */
static const char *qualify(fe_sema *S, const char *outer, size_t outer_len, const char *name)
{
    size_t nl = strlen(name);
    char *s = fe_sema_alloc(S, outer_len + nl + 2);
    if (outer_len) {
        memcpy(s, outer, outer_len);
        s[outer_len] = '.';
        memcpy(s + outer_len + 1, name, nl);
    } else {
        memcpy(s, name, nl);
    }
    return s;
}

/* The number of type parameters c's name takes (C# tells IEnumerable from
 * IEnumerable<T> by it): its own, not those of a generic enclosing type. */
static int name_arity(const fe_class *c)
{
    return c->decl ? c->decl->ntparams : c->ntparams;
}

/* The class of c's name (c, or one beside it: Action beside Action<T>)
 * taking arity type parameters; any when arity < 0. */
static fe_class *arity_pick(fe_class *c, int arity)
{
    for (; c && arity >= 0; c = c->arity_next)
        if (name_arity(c) == arity)
            return c;
    return c;
}

/* The namespace `name` declared in the first len bytes of ns, into *nsout. */
static int namespace_member(fe_sema *S, const char *ns, size_t len, const char *name, const char **nsout)
{
    char buf[256];
    size_t nl = strlen(name);
    const char *full = len + nl + 1 < sizeof buf ? buf : qualify(S, ns, len, name);
    if (full == buf) {
        memcpy(buf, ns, len);
        buf[len] = len ? '.' : 0;
        memcpy(buf + (len ? len + 1 : 0), name, nl + 1);
    }
    if (!fe_is_namespace(S, full))
        return 0;
    *nsout = full == buf ? fe_sema_strdup(S, buf, strlen(buf)) : full;
    return 1;
}

static int lookup_alias(fe_sema *S, fe_unit *u, const char *decl, const char *name, fe_class **cls,
                        const char **nsout);

/* The namespace declaration of unit u that code of namespace ns is in:
 * the declaration owning the string ns (fe_nsdecl), else one of that
 * name; NULL at file level. */
static const char *nsdecl_of(const fe_unit *u, const char *ns)
{
    if (!u || !ns || !ns[0])
        return NULL;
    for (int i = 0; i < u->nnsdecls; i++)
        if (u->nsdecls[i].name == ns)
            return ns;
    for (int i = 0; i < u->nnsdecls; i++)
        if (!strcmp(u->nsdecls[i].name, ns))
            return u->nsdecls[i].name;
    return NULL;
}

/* The declaration enclosing namespace declaration decl of u (NULL: the file). */
static const char *nsdecl_parent(const fe_unit *u, const char *decl)
{
    for (int i = 0; i < u->nnsdecls; i++)
        if (u->nsdecls[i].name == decl)
            return u->nsdecls[i].parent;
    return NULL;
}

/* The directive decl of unit u is in counts in declaration d: d's own, or
 * of a block whose partial type parts were merged into d's (fe_nsdecl.joins). */
static int decl_counts_in(const fe_unit *u, const char *decl, const char *d)
{
    if (decl == d)
        return 1;
    for (int i = 0; decl && d && i < u->nnsdecls; i++)
        if (u->nsdecls[i].name == decl)
            return u->nsdecls[i].joins == d;
    return 0;
}

int fe_using_in_scope(const fe_unit *u, int i, const char *ns)
{
    const char *decl = u->usings[i].decl;
    for (const char *d = nsdecl_of(u, ns); decl && d; d = nsdecl_parent(u, d))
        if (decl_counts_in(u, decl, d))
            return 1;
    return !decl;
}

/* The using directives of namespace declaration decl (NULL: the file's)
 * on `name`: an alias first, then the types the using-namespace
 * directives import (arity as for arity_pick); two different types are
 * C#'s ambiguity, reported at *pos when pos is not NULL. */
static int usings_lookup(fe_sema *S, fe_unit *u, const char *decl, const char *name, int arity,
                         fe_class **cls, const char **nsout, const fe_pos *pos)
{
    if (!u)
        return 0;
    if (lookup_alias(S, u, decl, name, cls, nsout))
        return 1;
    for (int i = 0; i < u->nusings; i++) {
        const fe_using *us = &u->usings[i];
        if (us->is_static || us->alias || !decl_counts_in(u, us->decl, decl))
            continue;
        fe_class *c = arity_pick(fe_find_class(S, us->ns, name), arity);
        if (!c || !fe_class_visible(S, c) || c == *cls)
            continue;
        if (*cls && pos) {
            fe_sema_error(S, *pos, "'%s' is an ambiguous reference between '%s' and '%s'", name, (*cls)->full,
                          c->full);
            return 1;
        }
        if (!*cls)
            *cls = c;
    }
    return *cls != NULL;
}

/* The lookup of fe_lookup_ns_or_type (namespaces too when want_ns) and
 * fe_lookup_class_n: for each namespace from ns outward, its members named
 * `name`, then the usings of the declaration the code is in at that level
 * (C#: a directive of `namespace A { }` counts only inside it, before A's
 * enclosing namespaces are searched). */
static int lookup_name(fe_sema *S, fe_unit *u, const char *ns, const char *name, int arity, int want_ns,
                       fe_class **cls, const char **nsout, const fe_pos *pos)
{
    *cls = NULL;
    *nsout = NULL;
    if ((*cls = fe_scope_type(S, name)) != NULL)
        return 1;
    ns = ns ? ns : "";
    const char *decl = nsdecl_of(u, ns);
    size_t len = strlen(ns);
    char buf[256];
    for (;;) {
        fe_class *c = arity_pick(fe_find_class(S, prefix(S, ns, len, buf, sizeof buf), name), arity);
        if (c && fe_class_visible(S, c)) {
            *cls = c;
            return 1;
        }
        if (want_ns && namespace_member(S, ns, len, name, nsout))
            return 1;
        while (decl && strlen(decl) > len)   /* the declarations inside this level are left */
            decl = nsdecl_parent(u, decl);
        if ((decl ? strlen(decl) == len : !len) && usings_lookup(S, u, decl, name, arity, cls, nsout, pos))
            return 1;
        if (!len)
            break;
        while (len && ns[len - 1] != '.')
            len--;
        if (len)
            len--;
    }
    return 0;
}

int fe_lookup_ns_or_type(fe_sema *S, fe_unit *u, const char *ns, const char *name,
                         fe_class **cls, const char **nsout, const fe_pos *pos)
{
    return lookup_name(S, u, ns, name, -1, 1, cls, nsout, pos);
}

fe_class *fe_lookup_class(fe_sema *S, fe_unit *u, const char *ns, const char *name)
{
    return fe_lookup_class_n(S, u, ns, name, -1);
}

fe_class *fe_lookup_class_n(fe_sema *S, fe_unit *u, const char *ns, const char *name, int arity)
{
    fe_class *c;
    const char *q;
    return lookup_name(S, u, ns, name, arity, 0, &c, &q, NULL) ? c : NULL;
}

int fe_is_namespace(fe_sema *S, const char *ns)
{
    return ns[0] && fe_index_get(&S->ns_ix, ns, "") != NULL;
}

static fe_type *predef_type(fe_sema *S, fe_typesyn *ts)
{
    static const struct { fe_tkind k; const char *name; } map[] = {
        [FE_PD_BOOL] = {FE_T_BOOL, "bool"}, [FE_PD_CHAR] = {FE_T_CHAR, "char"},
        [FE_PD_BYTE] = {FE_T_BYTE, "byte"}, [FE_PD_SBYTE] = {FE_T_SBYTE, "sbyte"},
        [FE_PD_SHORT] = {FE_T_SHORT, "short"}, [FE_PD_USHORT] = {FE_T_USHORT, "ushort"},
        [FE_PD_INT] = {FE_T_INT, "int"}, [FE_PD_UINT] = {FE_T_UINT, "uint"},
        [FE_PD_LONG] = {FE_T_LONG, "long"}, [FE_PD_ULONG] = {FE_T_ULONG, "ulong"},
        [FE_PD_FLOAT] = {FE_T_FLOAT, "float"}, [FE_PD_DOUBLE] = {FE_T_DOUBLE, "double"},
        [FE_PD_DECIMAL] = {FE_T_ERROR, "decimal"}, [FE_PD_STRING] = {FE_T_STRING, "string"},
        [FE_PD_OBJECT] = {FE_T_OBJECT, "object"}, [FE_PD_VOID] = {FE_T_VOID, "void"},
    };
    if (ts->predef == FE_PD_DECIMAL)
        return fe_decimal_type(S, ts->pos);   /* System.Decimal (bind_decimal.c) */
    if (map[ts->predef].k == FE_T_ERROR)
        fe_sema_error(S, ts->pos, "the type '%s' is not supported", map[ts->predef].name);
    return fe_prim(S, map[ts->predef].k);
}

/* The type nested in c named part (accessible from S->scope); reports
 * the error and returns NULL when there is none. */
static fe_class *nested_part(fe_sema *S, fe_class *c, const char *part, fe_pos pos)
{
    fe_class *n = fe_nested_lookup(S, c, part);
    if (!n) {
        fe_sema_error(S, pos, "the type name '%s' does not exist in the type '%s'", part, c->full);
        return NULL;
    }
    if (!fe_type_accessible(S, S->scope, n)) {
        fe_sema_error(S, pos, "'%s' is inaccessible due to its protection level", n->full);
        return NULL;
    }
    return n;
}

/* What all but the last part of a qualified type name names (A.B.C: A
 * looked up from ns outward, then B inside it): a namespace (*out) or a
 * type (*outc, whose nested type the last part names); reports the error
 * and returns 0 when a part names neither. */
static int resolve_qualifier(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts,
                             const char **out, fe_class **outc)
{
    fe_class *c;
    const char *q;
    *outc = NULL;
    if (!fe_lookup_ns_or_type(S, u, ns, ts->parts[0], &c, &q, &ts->pos)) {
        fe_sema_error(S, ts->pos, "the type or namespace name '%s' could not be found%s", ts->parts[0],
                      fe_missing_library_note(S, ts->parts[0]));
        return 0;
    }
    for (int i = 1; i < ts->nparts - 1; i++) {
        if (c) {
            if (!(c = nested_part(S, c, ts->parts[i], ts->pos)))
                return 0;
            continue;
        }
        const char *next = qualify(S, q, strlen(q), ts->parts[i]);
        if (!fe_is_namespace(S, next)) {
            fe_class *t = fe_find_class(S, q, ts->parts[i]);
            if (t && fe_class_visible(S, t)) {
                c = t;
                continue;
            }
            fe_sema_error(S, ts->pos, "the type or namespace name '%s' does not exist in the namespace '%s'",
                          ts->parts[i], q);
            return 0;
        }
        q = next;
    }
    *out = q;
    *outc = c;
    return 1;
}

/* Class c named by ts through a using alias of unit u in scope in namespace
 * ns: the alias's type as written (a view, with its element names), else NULL. */
static fe_type *alias_type(const fe_unit *u, const char *ns, const fe_typesyn *ts, const fe_class *c)
{
    for (int i = 0; u && ts->nparts == 1 && !ts->ntargs && i < u->nusings; i++)
        if (u->usings[i].alias && u->usings[i].type && u->usings[i].sym == c && fe_using_in_scope(u, i, ns) &&
            !strcmp(u->usings[i].alias, ts->parts[0]))
            return u->usings[i].type;
    return NULL;
}

/* Class c named by ts: its instance when ts has type arguments (docs/generics.md). */
static fe_type *generic_type(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts, fe_class *c)
{
    fe_type *at = alias_type(u, ns, ts, c);
    if (at)
        return at;
    if (fe_class_arity(c, ts->ntargs))   /* Action<T> beside Action: by arity */
        c = fe_class_arity(c, ts->ntargs);
    if (!ts->ntargs && !c->ntparams)
        return c->type;
    if (!ts->ntargs && fe_generic_nested_self(S, c))
        return c->type;   /* Enumerator inside List<T>: List<T>.Enumerator */
    if (!c->ntparams) {
        fe_sema_error(S, ts->pos, "the non-generic type '%s' cannot be used with type arguments", c->full);
        return fe_prim(S, FE_T_ERROR);
    }
    if (!ts->ntargs) {
        fe_sema_error(S, ts->pos, "using the generic type '%s' requires %d type argument%s", c->full,
                      c->ntparams, c->ntparams == 1 ? "" : "s");
        return fe_prim(S, FE_T_ERROR);
    }
    fe_type *args[64];
    if (ts->ntargs > 64) {
        fe_sema_error(S, ts->pos, "too many type arguments");
        return fe_prim(S, FE_T_ERROR);
    }
    for (int i = 0; i < ts->ntargs; i++)
        args[i] = fe_resolve_type(S, u, ns, ts->targs[i]);
    return fe_generic_instance(S, c, args, ts->ntargs, ts->pos);
}

/* A type nested in a generic instance (`List<int>.Enumerator`): the nested
 * definition, generic over the enclosing type's parameters (generics.md),
 * instantiated with the instance's arguments. */
static fe_type *nested_in_instance(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts)
{
    fe_type *ot = fe_resolve_type(S, u, ns, ts->outer);
    if (ot->kind == FE_T_ERROR)
        return ot;
    if (!ot->cls) {
        fe_sema_error(S, ts->pos, "the type name '%s' does not exist in the type '%s'", ts->parts[0],
                      fe_type_name(S, ot));
        return fe_prim(S, FE_T_ERROR);
    }
    fe_class *inst = ot->cls, *def = inst->generic ? inst->generic : inst, *c = def;
    for (int i = 0; i < ts->nparts && c; i++)
        c = nested_part(S, c, ts->parts[i], ts->pos);
    if (!c)
        return fe_prim(S, FE_T_ERROR);
    if (ts->ntargs) {
        fe_sema_error(S, ts->pos, "a generic type nested in a generic type is not supported");
        return fe_prim(S, FE_T_ERROR);
    }
    return fe_nested_of_instance(S, inst, c, ts->pos);
}

fe_type *fe_resolve_type(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts)
{
    fe_type *t = fe_prim(S, FE_T_ERROR);
    switch (ts->kind) {
    case FE_TS_PREDEF: t = predef_type(S, ts); break;
    case FE_TS_ARRAY: {
        fe_type *e = fe_resolve_type(S, u, ns, ts->elem);
        if (e->kind == FE_T_VOID) {
            fe_sema_error(S, ts->pos, "an array of void is not allowed");
            e = fe_prim(S, FE_T_ERROR);
        } else if (fe_is_ref_struct(e)) {
            fe_sema_error(S, ts->pos, "array elements cannot be of type '%s'", fe_type_name(S, e));
            e = fe_prim(S, FE_T_ERROR);
        }
        t = e->kind == FE_T_ERROR ? e : ts->rank > 1 ? fe_md_type(S, e, ts->rank, ts->pos)
                                                     : fe_array_of(S, e);
        break;
    }
    case FE_TS_VAR:
        fe_sema_error(S, ts->pos, "'var' is only allowed for local variables");
        break;
    case FE_TS_TUPLE:      /* bind_tuple.c */
        t = fe_tuple_type_syntax(S, u, ns, ts);
        break;
    case FE_TS_NULLABLE:   /* bind_nullable.c */
        t = fe_nullable_type(S, fe_resolve_type(S, u, ns, ts->elem), ts->pos);
        break;
    case FE_TS_NAME: {
        if (ts->outer) {
            t = nested_in_instance(S, u, ns, ts);
            break;
        }
        fe_class *c = NULL;
        const char *last = ts->parts[ts->nparts - 1];
        if (ts->nparts == 1 && !ts->ntargs) {
            fe_type *tp = fe_tparam_lookup(S, last);
            if (tp) {
                t = tp;
                break;
            }
        }
        if (ts->nparts == 1) {   /* the type of that name and arity, else any (its error) */
            const char *q;
            if (!lookup_name(S, u, ns, last, ts->ntargs, 0, &c, &q, &ts->pos))
                c = NULL;
            if (!c)
                c = fe_lookup_class(S, u, ns, last);
        } else {
            const char *qual = NULL;
            fe_class *qc = NULL;
            if (!resolve_qualifier(S, u, ns, ts, &qual, &qc))
                break;
            if (qc) {   /* Outer.Box<int>: the nested type's instance, by arity */
                if ((c = nested_part(S, qc, last, ts->pos)) != NULL)
                    t = generic_type(S, u, ns, ts, c);
                break;
            }
            c = fe_find_class(S, qual, last);
            if (c && !fe_class_visible(S, c))
                c = NULL;
            if (!c) {
                fe_sema_error(S, ts->pos, "the type or namespace name '%s' does not exist in the namespace '%s'",
                              last, qual);
                break;
            }
        }
        if (!c)
            fe_sema_error(S, ts->pos, "the type or namespace name '%s' could not be found%s",
                          join_parts(S, ts->parts, ts->nparts),
                          ts->nparts == 1 ? fe_missing_library_note(S, ts->parts[0]) : "");
        else
            t = generic_type(S, u, ns, ts, c);
        break;
    }
    }
    ts->type = t;
    return t;
}

static uint32_t access_of(int mods, uint32_t dflt)
{
    if (mods & FE_MOD_PUBLIC)
        return KMOD_ACC_PUBLIC;
    if (mods & FE_MOD_PROTECTED)
        return KMOD_ACC_PROTECTED;
    if (mods & FE_MOD_INTERNAL)
        return KMOD_ACC_INTERNAL;
    if (mods & FE_MOD_PRIVATE)
        return KMOD_ACC_PRIVATE;
    return dflt;
}

static fe_class *new_class(fe_sema *S, fe_unit *u, fe_typedecl *td)
{
    fe_class *c = fe_sema_alloc(S, sizeof *c);
    c->ns = td->ns ? td->ns : "";
    c->name = td->name;
    c->outer = td->outer ? td->outer->sym : NULL;
    const char *head = c->outer ? c->outer->full : c->ns;
    size_t nl = strlen(head), ml = strlen(c->name);
    char *full = fe_sema_alloc(S, nl + ml + 2);
    if (nl)
        memcpy(full, head, nl), full[nl] = '.';
    memcpy(full + (nl ? nl + 1 : 0), c->name, ml);
    c->full = full;
    if (c->outer) {
        const char *om = fe_class_meta_name(c->outer);
        size_t ol = strlen(om);
        char *meta = fe_sema_alloc(S, ol + ml + 2);
        memcpy(meta, om, ol);
        meta[ol] = '+';
        memcpy(meta + ol + 1, c->name, ml);
        c->meta_name = meta;
    }
    c->decl = td;
    c->unit = u;
    c->pos = td->pos;
    c->is_record = td->is_record;
    c->is_enum = td->kind == FE_TD_ENUM;
    c->flags = access_of(td->mods, c->outer ? KMOD_ACC_PRIVATE : KMOD_ACC_INTERNAL);
    if (td->kind == FE_TD_INTERFACE)
        c->flags |= KMOD_TYPE_INTERFACE | KMOD_TYPE_ABSTRACT;
    if (c->is_enum)
        c->flags |= KMOD_TYPE_ENUM | KMOD_TYPE_SEALED;
    if (td->mods & FE_MOD_STATIC)
        c->flags |= KMOD_TYPE_STATIC | KMOD_TYPE_ABSTRACT | KMOD_TYPE_SEALED;
    if (td->mods & FE_MOD_ABSTRACT)
        c->flags |= KMOD_TYPE_ABSTRACT;
    if (td->mods & FE_MOD_SEALED)
        c->flags |= KMOD_TYPE_SEALED;
    if (td->kind == FE_TD_STRUCT)
        c->flags |= KMOD_TYPE_VALUETYPE | KMOD_TYPE_SEALED;
    if (td->mods & FE_MOD_REF)   /* the parser takes `ref` only before `struct` */
        c->flags |= KMOD_TYPE_BYREFLIKE;
    c->type = fe_sema_alloc(S, sizeof *c->type);
    c->type->kind = c->is_enum ? FE_T_ENUM : td->kind == FE_TD_STRUCT ? FE_T_STRUCT : FE_T_CLASS;
    c->type->cls = c;
    td->sym = c;
    return c;
}

/* A nested type named as its enclosing type or as another type nested in
 * it (reported; 1). */
static int nested_duplicate(fe_sema *S, fe_typedecl *td)
{
    fe_class *outer = td->outer->sym;
    if (!strcmp(td->name, outer->name)) {
        fe_sema_error(S, td->pos, "'%s': member names cannot be the same as their enclosing type",
                      td->name);
        return 1;
    }
    size_t ol = strlen(fe_class_meta_name(outer)), nl = strlen(td->name);
    char *key = fe_sema_alloc(S, ol + nl + 2);
    memcpy(key, fe_class_meta_name(outer), ol);
    key[ol] = '+';
    memcpy(key + ol + 1, td->name, nl);
    fe_class *old = fe_find_class(S, outer->ns, key);
    if (old && old->decl && old->decl->ntparams != td->ntparams) {   /* Box and Box<T>: one name per nesting here */
        fe_sema_error(S, td->pos, "nested types of one name and different arity ('%s' in '%s') are not supported",
                      td->name, outer->full);
        return 1;
    }
    if (old) {
        fe_sema_error(S, td->pos, "the type '%s' already contains a definition for '%s'",
                      outer->full, td->name);
        return 1;
    }
    return 0;
}

static void declare_shells(fe_sema *S, fe_unit **units, int nunits)
{
    for (int i = 0; i < nunits; i++)
        for (int j = 0; j < units[i]->ntypes; j++) {
            fe_typedecl *td = units[i]->types[j];
            if (td->outer && !td->outer->sym)
                continue;            /* its outer type was a reported duplicate */
            if (td->outer && nested_duplicate(S, td))
                continue;
            fe_class *old = td->outer ? NULL : fe_find_class(S, td->ns ? td->ns : "", td->name);
            if (old && fe_class_arity(old, td->ntparams)) {
                fe_sema_error(S, td->pos, "the namespace '%s' already contains a definition for '%s'",
                              td->ns && td->ns[0] ? td->ns : "<global namespace>", td->name);
                continue;
            }
            fe_class *c = new_class(S, units[i], td);
            fe_declare_type_attrs(S, c, td);
            fe_generic_declare_class(S, c);
            if (S->corelib)
                fe_bind_builtin(S, c);
            fe_add_class(S, c);
            FE_VEC_PUSH(S->user, c);
        }
}

static void resolve_base(fe_sema *S, fe_class *c)
{
    fe_typedecl *td = c->decl;
    fe_class *object = fe_find_class(S, "System", "Object");
    if (td->kind == FE_TD_DELEGATE) {
        c->base = fe_find_class(S, "System", "MulticastDelegate");
        if (!c->base) {
            fe_sema_error(S, c->pos, "the corelib defines no System.MulticastDelegate");
            c->base = object;
        }
        return;
    }
    if (c->is_enum) {   /* System.Enum when the corelib defines it (docs/valuetypes.md) */
        fe_class *en = fe_find_class(S, "System", "Enum");
        c->base = en && en != c ? en : object;
        if (td->base) {
            static const fe_tkind under[] = {[FE_PD_BYTE] = FE_T_BYTE, [FE_PD_SBYTE] = FE_T_SBYTE,
                [FE_PD_SHORT] = FE_T_SHORT, [FE_PD_USHORT] = FE_T_USHORT, [FE_PD_INT] = FE_T_INT,
                [FE_PD_UINT] = FE_T_UINT, [FE_PD_LONG] = FE_T_LONG, [FE_PD_ULONG] = FE_T_ULONG};
            fe_tkind k = td->base->kind == FE_TS_PREDEF && td->base->predef <= FE_PD_ULONG ? under[td->base->predef]
                                                                                       : FE_T_ERROR;
            if (k == FE_T_ERROR)
                fe_sema_error(S, td->base->pos, "type byte, sbyte, short, ushort, int, uint, long, or ulong expected");
            else
                c->flags |= fe_enum_base_flags(k);
        }
        return;
    }
    if (c->flags & KMOD_TYPE_VALUETYPE) {   /* System.ValueType when the corelib defines it */
        fe_class *vt = fe_find_class(S, "System", "ValueType");
        c->base = vt && vt != c ? vt : object;
        if (td->base) {
            S->tp_cls = c;
            fe_type *bt = fe_resolve_type(S, c->unit, c->ns, td->base);
            int first_iface = fe_iface_first_base(S, c, bt);   /* interfaces: sema_iface.c */
            fe_iface_rest_bases(S, c, first_iface);
            S->tp_cls = NULL;
            if (!first_iface && bt->kind != FE_T_ERROR)
                fe_sema_error(S, td->base->pos, "'%s': a struct cannot derive from '%s'", c->full,
                              fe_type_name(S, bt));
        }
        return;
    }
    if (!td->base) {
        c->base = c == object ? NULL : object;
        if (!object && !c->base)
            fe_sema_error(S, c->pos, "the corelib defines no System.Object");
        return;
    }
    S->tp_cls = c;
    fe_type *bt = fe_resolve_type(S, c->unit, c->ns, td->base);
    int first_iface = fe_iface_first_base(S, c, bt);
    fe_iface_rest_bases(S, c, first_iface);
    S->tp_cls = NULL;
    if (first_iface) {
        c->base = object;
    } else if (bt->kind == FE_T_OBJECT) {
        c->base = object;
    } else if (bt->kind == FE_T_CLASS) {
        if ((bt->cls->flags & KMOD_TYPE_SEALED) || fe_is_delegate_class(bt->cls)) {
            fe_sema_error(S, td->base->pos, "'%s': cannot derive from sealed type '%s'", c->full,
                          bt->cls->full);
            if (fe_is_delegate_class(bt->cls)) {
                c->base = object;
                return;
            }
        }
        else if (!S->corelib && (!strcmp(bt->cls->full, "System.Delegate") ||
                                 !strcmp(bt->cls->full, "System.MulticastDelegate") ||
                                 !strcmp(bt->cls->full, "System.Enum") || !strcmp(bt->cls->full, "System.ValueType"))) {
            fe_sema_error(S, td->base->pos, "'%s' cannot derive from special class '%s'", c->full,
                          bt->cls->full);
            if (strstr(bt->cls->full, "Delegate") == NULL) {   /* Enum, ValueType: no cascade of their members */
                c->base = object;
                return;
            }
        }
        c->base = bt->cls;
    } else if (bt->kind != FE_T_ERROR) {
        fe_sema_error(S, td->base->pos, "'%s' cannot derive from '%s'", c->full,
                      fe_type_name(S, bt));
        c->base = object;
    } else {
        c->base = object;
    }
    if (c->base && (c->flags & KMOD_TYPE_STATIC) && c->base != object)
        fe_sema_error(S, td->base->pos, "static class '%s' must derive from object", c->full);
}

/* Marks the chain from c up to the first class already checked (or the
 * top) as on-path; returns the class that ended the walk (NULL at the top;
 * an on-path class means a cycle through it). */
static fe_class *mark_chain(fe_class *c)
{
    fe_class *b = c;
    while (b && !b->resolving) {
        b->resolving = 1;
        b = b->base;
    }
    return b;
}

/* Detects base-class cycles and gives every class its inheritance depth,
 * in time linear in the number of classes: each class is walked once
 * (resolving: 0 unvisited, 1 on the current path, 2 done). A cycle is
 * broken at the class that closes it (its base becomes object); a chain
 * deeper than FE_MAX_CLASS_DEPTH is an error, cut the same way. */
static void check_cycles(fe_sema *S, fe_class *c)
{
    fe_class *object = fe_find_class(S, "System", "Object");
    fe_class *b;
    while ((b = mark_chain(c)) && b->resolving == 1) {
        fe_sema_error(S, b->pos, "circular base class dependency involving '%s' and '%s'", b->full,
                      b->base->full);
        for (fe_class *x = c; x && x->resolving == 1; x = x->base)
            x->resolving = 0;
        b->base = object != b ? object : NULL;
    }
    FE_VEC(fe_class *) path = {0};
    for (fe_class *x = c; x != b; x = x->base)
        FE_VEC_PUSH(path, x);
    int depth = b ? b->depth : 0;
    for (int i = path.n - 1; i >= 0; i--) {
        fe_class *x = path.v[i];
        if (++depth > FE_MAX_CLASS_DEPTH) {
            fe_sema_error(S, x->pos, "the base class chain of '%s' is too deep (more than %d classes)",
                          x->full, FE_MAX_CLASS_DEPTH);
            x->base = object;
            depth = object ? object->depth + 1 : 1;
        }
        x->depth = depth;
        x->resolving = 2;
    }
    free(path.v);
}

/* c already has a field or property named name (with_methods: or a method). */
static int name_taken(fe_sema *S, const fe_class *c, const char *name, int with_methods)
{
    const fe_names *e = fe_names_of(S, c, name);
    return e && (e->field || e->prop || (with_methods && e->methods));
}

static fe_field *add_field(fe_sema *S, fe_class *c, const char *name, fe_type *t, uint32_t flags,
                           fe_pos pos)
{
    if (name_taken(S, c, name, 1))
        fe_sema_error(S, pos, "the type '%s' already contains a definition for '%s'", c->full, name);
    fe_field *f = fe_sema_alloc(S, sizeof *f);
    f->name = name;
    f->owner = c;
    f->type = t;
    f->flags = flags;
    f->pos = pos;
    f->unit = c->unit;
    fe_class_add_field(S, c, f);
    return f;
}

static fe_method *new_method(fe_sema *S, fe_class *c, const char *name, fe_type *ret,
                             uint32_t flags, fe_pos pos)
{
    fe_method *m = fe_sema_alloc(S, sizeof *m);
    m->name = name;
    m->owner = c;
    m->ret = ret;
    m->flags = flags;
    m->pos = pos;
    m->unit = c->unit;
    m->params = fe_sema_alloc(S, sizeof *m->params);
    return m;
}

int fe_same_params(const fe_method *a, const fe_method *b)
{
    if (a->nparams != b->nparams)
        return 0;
    for (int i = 0; i < a->nparams; i++)
        if (a->params[i].type != b->params[i].type ||
            (a->params[i].mode == FE_P_VALUE) != (b->params[i].mode == FE_P_VALUE))
            return 0;
    return 1;
}

/* "name(t1,t2,...)" with each parameter's interned type and whether it is
 * by reference: equal for two methods exactly when same_params holds, so
 * duplicate overloads are found through S->sig_ix in O(1). */
static const char *params_key(fe_sema *S, const fe_method *m)
{
    size_t cap = strlen(m->name) + 27 + (size_t)m->nparams * 24, at;
    char *k = fe_sema_alloc(S, cap);
    at = (size_t)snprintf(k, cap, "%s(", m->name);
    for (int i = 0; i < m->nparams && at < cap; i++)
        at += (size_t)snprintf(k + at, cap - at, "%s%p%s", i ? "," : "", (void *)m->params[i].type,
                               m->params[i].mode == FE_P_VALUE ? "" : "&");
    if (at < cap)
        snprintf(k + at, cap - at, ")");
    /* conversion operators differ by their result too (C# allows
       op_Explicit(decimal) to int and to long) */
    if (at + 24 < cap && (!strcmp(m->name, "op_Implicit") || !strcmp(m->name, "op_Explicit")))
        snprintf(k + at, cap - at, ")%p", (void *)m->ret);
    return k;
}

static void add_method(fe_sema *S, fe_class *c, fe_method *m)
{
    if (!(m->flags & (KMOD_METH_SPECIALNAME | KMOD_METH_CTOR)) && name_taken(S, c, m->name, 0))
        fe_sema_error(S, m->pos, "the type '%s' already contains a definition for '%s'", c->full,
                      m->name);
    const char *key = params_key(S, m);
    if (fe_index_get(&S->sig_ix, fe_class_ix_name(c), key))
        fe_sema_error(S, m->pos, "type '%s' already defines a member called '%s' with the same parameter types",
                      c->full, m->name);
    else
        fe_index_put(&S->sig_ix, fe_class_ix_name(c), key, m);
    fe_class_add_method(S, c, m);
}

static uint32_t method_mod_flags(fe_sema *S, fe_class *c, int mods, fe_pos pos)
{
    if (fe_is_iface(c))   /* sema_iface.c checked the modifiers */
        return KMOD_ACC_PUBLIC | KMOD_METH_ABSTRACT | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT;
    uint32_t fl = access_of(mods, KMOD_ACC_PRIVATE);
    if (mods & FE_MOD_STATIC)
        fl |= KMOD_METH_STATIC;
    if (mods & FE_MOD_ABSTRACT) {
        fl |= KMOD_METH_ABSTRACT | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT;
        if (!(c->flags & KMOD_TYPE_ABSTRACT) || (c->flags & KMOD_TYPE_STATIC))
            fe_sema_error(S, pos, "abstract member declared in non-abstract class '%s'", c->full);
    }
    if (mods & FE_MOD_VIRTUAL)
        fl |= KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT;
    if (mods & FE_MOD_OVERRIDE) {
        fl |= KMOD_METH_VIRTUAL;
        fl &= ~KMOD_METH_NEWSLOT;
        if (mods & FE_MOD_SEALED)
            fl |= KMOD_METH_FINAL;
    }
    if ((mods & FE_MOD_STATIC) && (mods & (FE_MOD_VIRTUAL | FE_MOD_ABSTRACT | FE_MOD_OVERRIDE)))
        fe_sema_error(S, pos, "a static member cannot be marked as override, virtual, or abstract");
    if ((fl & KMOD_METH_VIRTUAL) && (fl & KMOD_ACC_MASK) == KMOD_ACC_PRIVATE)
        fe_sema_error(S, pos, "virtual or abstract members cannot be private");
    if ((c->flags & KMOD_TYPE_STATIC) && !(mods & FE_MOD_STATIC))
        fe_sema_error(S, pos, "cannot declare instance members in a static class");
    return fl;
}

/* The flags of method or accessor declaration d: an interface's member,
 * an explicit implementation (private, virtual, final, no modifiers) or an
 * ordinary member. */
static uint32_t member_flags(fe_sema *S, fe_class *c, fe_member *d, int has_body)
{
    if (d->explicit_iface) {
        if (fe_is_iface(c) && (d->mods & FE_MOD_ABSTRACT) && !has_body) {
            fe_sema_error(S, d->pos, "re-abstracting an interface member in a derived interface is not "
                          "supported");
            return KMOD_ACC_PRIVATE | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT | KMOD_METH_FINAL |
                   KMOD_METH_ABSTRACT;   /* no second error */
        }
        if (d->mods & ~FE_MOD_EXTERN)
            fe_sema_error(S, d->pos, "modifiers are not valid on an explicit interface implementation");
        /* a struct's is internal in the module: a constrained call on a T
           calls it on the variable, as .NET's `constrained.` does (C#'s own
           access rule is the binder's: its name "I.M" is found by no lookup) */
        uint32_t acc = (c->flags & KMOD_TYPE_VALUETYPE) ? KMOD_ACC_INTERNAL : KMOD_ACC_PRIVATE;
        return acc | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT | KMOD_METH_FINAL;
    }
    if (fe_is_iface(c))
        return fe_iface_member_flags(S, d, has_body);
    return method_mod_flags(S, c, d->mods, d->pos);
}

/* The C# text of type syntax t into buf (truncated at cap): `IEnumerable<T>`. */
static void tsyn_text(const fe_typesyn *t, char *buf, size_t cap, size_t *at)
{
    static const char *const predefs[] = {
        "bool", "char", "byte", "sbyte", "short", "ushort", "int", "uint", "long", "ulong",
        "float", "double", "decimal", "string", "object", "void"
    };
    const char *s = "";
    if (t->kind == FE_TS_PREDEF && (size_t)t->predef < sizeof predefs / sizeof predefs[0])
        s = predefs[t->predef];
    if (t->kind == FE_TS_ARRAY) {
        tsyn_text(t->elem, buf, cap, at);
        s = "[]";
    }
    if (t->kind == FE_TS_NAME && t->outer) {
        tsyn_text(t->outer, buf, cap, at);
        if (*at < cap)
            *at += (size_t)snprintf(buf + *at, cap - *at, ".");
    }
    for (int i = 0; t->kind == FE_TS_NAME && i < t->nparts && *at < cap; i++)
        *at += (size_t)snprintf(buf + *at, cap - *at, "%s%s", i ? "." : "", t->parts[i]);
    for (int i = 0; i < t->ntargs && *at < cap; i++) {
        *at += (size_t)snprintf(buf + *at, cap - *at, "%s", i ? "," : "<");
        tsyn_text(t->targs[i], buf, cap, at);
    }
    if (t->ntargs && *at < cap)
        *at += (size_t)snprintf(buf + *at, cap - *at, ">");
    if (*at < cap)
        *at += (size_t)snprintf(buf + *at, cap - *at, "%s", s);
}

/* "I.M" (or "I<T>.M") of an explicit implementation `void I.M()`, else d->name. */
static const char *member_name(fe_sema *S, fe_member *d)
{
    if (!d->explicit_iface)
        return d->name;
    char buf[512];
    size_t at = 0;
    tsyn_text(d->explicit_iface, buf, sizeof buf, &at);
    if (at < sizeof buf)
        at += (size_t)snprintf(buf + at, sizeof buf - at, ".%s", d->name);
    if (at >= sizeof buf)
        at = sizeof buf - 1;
    return fe_sema_strdup(S, buf, at);
}

/* [CallerMemberName] and kin on optional parameter i (C# ignores them on
 * a required one): what a call that leaves it out passes instead. */
static void caller_info(fe_sema *S, fe_method *m, fe_paramdecl *ps, int n, int i)
{
    fe_param *p = &m->params[i];
    p->caller = ps[i].caller;
    p->caller_arg = -1;
    int want_string = p->caller != FE_CALLER_LINE;
    if (p->caller && p->type->kind != FE_T_ERROR &&
        (want_string ? p->type->kind != FE_T_STRING : p->type->kind != FE_T_INT)) {
        fe_sema_error(S, ps[i].pos, "a caller-info attribute on a parameter of type '%s' is not supported (%s)",
                      fe_type_name(S, p->type), want_string ? "string" : "int");
        p->caller = 0;
    }
    if (p->caller != FE_CALLER_ARGEXPR)
        return;
    for (int j = 0; j < n; j++)
        if (j != i && !strcmp(ps[j].name, ps[i].caller_arg))
            p->caller_arg = j;
}

/* `params T[] x` (last, an array, by value) and `x = constant` (by value,
 * after it only optional parameters or the params array). */
static void param_modifiers(fe_sema *S, fe_method *m, fe_paramdecl *ps, int n, int i)
{
    fe_param *p = &m->params[i];
    if (ps[i].is_params) {
        if (i != n - 1)
            fe_sema_error(S, ps[i].pos, "a params parameter must be the last parameter in a parameter list");
        else if (p->mode != FE_P_VALUE)
            fe_sema_error(S, ps[i].pos, "a params parameter cannot be declared as ref or out");
        else if (p->type->kind != FE_T_ARRAY && p->type->kind != FE_T_ERROR)
            fe_sema_error(S, ps[i].pos, "the params parameter must be a single dimensional array");
        else
            m->flags |= KMOD_METH_PARAMARRAY;
    }
    p->enum_cancel = ps[i].enum_cancel;
    if (ps[i].defval) {
        if (p->mode != FE_P_VALUE && p->mode != FE_P_IN)
            fe_sema_error(S, ps[i].defval->pos, "a ref or out parameter cannot have a default value");
        else if (ps[i].is_params)
            fe_sema_error(S, ps[i].defval->pos, "cannot specify a default value for a parameter array");
        else
            p->default_expr = ps[i].defval;
        caller_info(S, m, ps, n, i);
    } else if (!ps[i].is_params) {
        for (int j = 0; j < i; j++)
            if (ps[j].defval) {
                fe_sema_error(S, ps[i].pos, "optional parameters must appear after all required parameters");
                break;
            }
    }
}

static void set_params(fe_sema *S, fe_class *c, fe_method *m, fe_paramdecl *ps, int n)
{
    m->nparams = n;
    m->params = fe_sema_alloc(S, sizeof *m->params * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) {
        m->params[i].name = ps[i].name;
        m->params[i].mode = (fe_pmode)ps[i].mode;
        m->params[i].type = fe_resolve_type(S, c->unit, c->ns, ps[i].tsyn);
        if (m->params[i].type->kind == FE_T_VOID) {
            fe_sema_error(S, ps[i].pos, "a parameter cannot have type void");
            m->params[i].type = fe_prim(S, FE_T_ERROR);
        }
        for (int j = 0; j < i; j++)
            if (!strcmp(ps[j].name, ps[i].name))
                fe_sema_error(S, ps[i].pos, "the parameter name '%s' is a duplicate", ps[i].name);
        m->params[i].pos = ps[i].pos;
        for (int k = 0; !ps[i].attrs_looked_up && k < ps[i].nattrs; k++)
            fe_attr_lookup(S, c->unit, c->ns, &ps[i].attrs[k]);
        ps[i].attrs_looked_up = 1;
        param_modifiers(S, m, ps, n, i);
        if (ps[i].is_this && i > 0)
            fe_sema_error(S, ps[i].pos, "method '%s' has a parameter modifier 'this' which is not on the first parameter",
                          m->name);
        else if (ps[i].is_this && ((m->flags & KMOD_METH_CTOR) || c->decl->kind == FE_TD_DELEGATE))
            fe_sema_error(S, ps[i].pos, "the parameter modifier 'this' is valid only on the first parameter of a method");
        else if (ps[i].is_this)
            m->is_ext = 1;   /* checked by fe_ext_declare */
    }
}

static const char *attr_base(const char *name)
{
    const char *d = strrchr(name, '.');
    return d ? d + 1 : name;
}

static int attr_is(const fe_attr *a, const char *n)
{
    const char *b = attr_base(a->name);
    size_t l = strlen(n);
    return !strcmp(b, n) || (!strncmp(b, n, l) && !strcmp(b + l, "Attribute"));
}

/* The class Kiln knows each supported attribute as (its short name, the
 * parser's fe_attr.name). */
static const struct { const char *name, *full; } known_attrs[] = {
    {"Flags", "System.FlagsAttribute"},
    {"MethodImpl", "System.Runtime.CompilerServices.MethodImplAttribute"},
    {"Intrinsic", "System.Runtime.CompilerServices.IntrinsicAttribute"},
    {"DllImport", "System.Runtime.InteropServices.DllImportAttribute"},
    {"Conditional", "System.Diagnostics.ConditionalAttribute"},
    {"SetsRequiredMembers", "System.Diagnostics.CodeAnalysis.SetsRequiredMembersAttribute"},
    {"CallerMemberName", "System.Runtime.CompilerServices.CallerMemberNameAttribute"},
    {"CallerLineNumber", "System.Runtime.CompilerServices.CallerLineNumberAttribute"},
    {"CallerArgumentExpression", "System.Runtime.CompilerServices.CallerArgumentExpressionAttribute"},
    {"EnumeratorCancellation", "System.Runtime.CompilerServices.EnumeratorCancellationAttribute"},
};

#define ATTR_MAX_PARTS 16

/* The class the dotted name parts[0..n-1] names from namespace ns of unit
 * u, its last part replaced by last, or NULL; why (when why is not NULL):
 * why[0] the part of the qualifier that names nothing, else why[1] the
 * namespace the qualifier names (the last part is not in it), else both
 * NULL (a simple name that finds nothing, or a type's missing member). */
static fe_class *attr_class(fe_sema *S, fe_unit *u, const char *ns, const char **parts, int n,
                            const char *last, const char **why)
{
    fe_class *c = NULL;
    const char *q = NULL, *scratch[2];
    why = why ? why : scratch;
    why[0] = why[1] = NULL;
    if (n == 1)
        return fe_lookup_class_n(S, u, ns, last, 0);
    if (!fe_lookup_ns_or_type(S, u, ns, parts[0], &c, &q, NULL)) {
        why[0] = parts[0];
        return NULL;
    }
    for (int i = 1; i < n; i++) {
        const char *part = i == n - 1 ? last : parts[i];
        fe_class *t = c ? fe_nested_lookup(S, c, part) : fe_find_class(S, q, part);
        while (t && name_arity(t) != 0)
            t = t->arity_next;
        if (t && (c ? fe_type_accessible(S, S->scope, t) : fe_class_visible(S, t))) {
            c = t;
            continue;
        }
        if (i == n - 1) {
            why[1] = c ? NULL : q;
            return NULL;
        }
        if (c || !fe_is_namespace(S, qualify(S, q, strlen(q), part))) {
            why[0] = part;
            return NULL;
        }
        q = qualify(S, q, strlen(q), part);
    }
    return c;
}

int fe_attr_lookup(fe_sema *S, fe_unit *u, const char *ns, const fe_attr *a)
{
    char buf[256];
    const char *parts[ATTR_MAX_PARTS];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", a->written ? a->written : a->name);
    for (char *at = buf; n < ATTR_MAX_PARTS; n++) {
        parts[n] = at;
        char *dot = strchr(at, '.');
        if (!dot) {
            n++;
            break;
        }
        *dot = 0;
        at = dot + 1;
    }
    const char *last = parts[n - 1];
    char suffixed[sizeof buf + sizeof "Attribute"];
    snprintf(suffixed, sizeof suffixed, "%sAttribute", last);
    const char *why[2];
    fe_class *c1 = attr_class(S, u, ns, parts, n, last, why);
    fe_class *c2 = attr_class(S, u, ns, parts, n, suffixed, NULL);
    fe_class *attr = fe_find_class(S, "System", "Attribute");
    int a1 = c1 && fe_derives(c1, attr), a2 = c2 && fe_derives(c2, attr);
    if (a1 && a2 && c1 != c2) {
        fe_sema_error(S, a->pos, "'%s' is ambiguous between '%s' and '%s'; use either '@%s' or '%sAttribute'",
                      last, c1->full, c2->full, last, last);
        return 0;
    }
    fe_class *c = a1 ? c1 : a2 ? c2 : NULL;
    if (!c && (c1 || c2)) {
        fe_sema_error(S, a->pos, "'%s' is not an attribute class", (c1 ? c1 : c2)->full);
        return 0;
    }
    if (!c && why[1])
        fe_sema_error(S, a->pos, "the type or namespace name '%s' does not exist in the namespace '%s'", last, why[1]);
    else if (!c)
        fe_sema_error(S, a->pos, "the type or namespace name '%s' could not be found (are you missing a using directive?)",
                      why[0] ? why[0] : last);
    if (!c)
        return 0;
    for (size_t i = 0; i < sizeof known_attrs / sizeof known_attrs[0]; i++)
        if (!strcmp(a->name, known_attrs[i].name) && !strcmp(c->full, known_attrs[i].full))
            return 1;
    fe_sema_error(S, a->pos, "attribute '%s' is not supported", c->full);
    return 0;
}

/* Collects the MethodImplOptions names an attribute argument mentions. */
static uint32_t impl_options(fe_expr *e)
{
    if (!e)
        return 0;
    if (e->kind == FE_E_MEMBER || e->kind == FE_E_NAME) {
        if (!strcmp(e->name, "InternalCall"))
            return KMOD_METH_INTERNALCALL;
        if (!strcmp(e->name, "AggressiveInlining"))
            return KMOD_METH_AGGRESSIVE_INLINING;
        if (!strcmp(e->name, "NoInlining"))
            return KMOD_METH_NOINLINING;
        return 0;
    }
    if (e->kind == FE_E_BINARY)
        return impl_options(e->left) | impl_options(e->right);
    return 0;
}

static const char *string_arg(fe_sema *S, fe_expr *e, fe_pos pos)
{
    if (!e || e->kind != FE_E_STRING) {
        fe_sema_error(S, e ? e->pos : pos, "a string literal is required here");
        return "";
    }
    return e->str;
}

static int is_identifier(const char *s)
{
    if (!*s || !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
        return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '_'))
            return 0;
    return 1;
}

/* [Conditional("SYM")]: calls to m are dropped where SYM is not defined
 * (bind_expr.c); C#'s rules for where the attribute may stand. */
static void conditional_attr(fe_sema *S, fe_method *m, fe_attr *a)
{
    fe_member *d = m->decl;
    if (a->nargs != 1 || a->nnamed) {
        fe_sema_error(S, a->pos, "the Conditional attribute takes one string argument");
        return;
    }
    const char *sym = string_arg(S, a->args[0], a->pos);
    if (!is_identifier(sym)) {
        fe_sema_error(S, a->pos, "the argument to the 'Conditional' attribute must be a valid identifier");
        return;
    }
    if (m->prop || (m->flags & KMOD_METH_CTOR) || (d && (d->kind == FE_M_PROP || d->kind == FE_M_INDEXER))) {
        fe_sema_error(S, a->pos, "attribute 'Conditional' is not valid on this declaration type; it is only valid on 'class, method' declarations");
        return;
    }
    if (d && ((d->mods & FE_MOD_OPERATOR) || d->explicit_iface)) {
        fe_sema_error(S, a->pos, "the Conditional attribute is not valid on '%s' because it is a constructor, destructor, operator, lambda expression, or explicit interface implementation",
                      m->name);
        return;
    }
    if (fe_is_iface(m->owner)) {
        fe_sema_error(S, a->pos, "the Conditional attribute is not valid on interface members");
        return;
    }
    if (d && (d->mods & FE_MOD_OVERRIDE)) {
        fe_sema_error(S, a->pos, "the Conditional attribute is not valid on '%s' because it is an override method",
                      m->name);
        return;
    }
    if (!m->ret || m->ret->kind != FE_T_VOID) {
        fe_sema_error(S, a->pos, "the Conditional attribute is not valid on '%s' because its return type is not void",
                      m->name);
        return;
    }
    for (int i = 0; i < m->nparams; i++)
        if (m->params[i].mode == FE_P_OUT) {
            fe_sema_error(S, a->pos, "conditional member '%s' cannot have an out parameter", m->name);
            return;
        }
    const char **v = fe_sema_alloc(S, (size_t)(m->ncond + 1) * sizeof *v);
    if (m->ncond)
        memcpy(v, m->cond, (size_t)m->ncond * sizeof *v);
    v[m->ncond++] = sym;
    m->cond = v;
}

static void method_attrs(fe_sema *S, fe_method *m, fe_attr *attrs, int n)
{
    for (int i = 0; i < n; i++) {
        fe_attr *a = &attrs[i];
        int corelib_only = attr_is(a, "MethodImpl") || attr_is(a, "Intrinsic");   /* in a program: the error below */
        if ((S->corelib || !corelib_only) && !fe_attr_lookup(S, m->owner->unit, m->owner->ns, a))
            continue;
        if (attr_is(a, "MethodImpl")) {
            uint32_t fl = 0;
            for (int k = 0; k < a->nargs; k++)
                fl |= impl_options(a->args[k]);
            if (!fl)
                fe_sema_error(S, a->pos, "unsupported MethodImpl option");
            if (!S->corelib && !(m->unit && m->unit->corelib_generic))   /* its generic sources too */
                fe_sema_error(S, a->pos, "[MethodImpl] is only allowed in the corelib");
            m->flags |= fl;
        } else if (attr_is(a, "Intrinsic")) {
            if (!S->corelib)
                fe_sema_error(S, a->pos, "[Intrinsic] is only allowed in the corelib");
            m->flags |= KMOD_METH_INTRINSIC;
        } else if (attr_is(a, "DllImport")) {
            m->flags |= KMOD_METH_PINVOKE;
            m->pinvoke_lib = a->nargs ? string_arg(S, a->args[0], a->pos) : "";
            if (!a->nargs)
                fe_sema_error(S, a->pos, "DllImport needs a library name");
            for (int k = 0; k < a->nnamed; k++) {
                if (!strcmp(a->named[k], "EntryPoint"))
                    m->pinvoke_entry = string_arg(S, a->named_vals[k], a->pos);
                else
                    fe_sema_error(S, a->pos, "DllImport option '%s' is not supported", a->named[k]);
            }
            if (!m->pinvoke_entry)
                m->pinvoke_entry = m->name;
        } else if (attr_is(a, "Conditional")) {
            conditional_attr(S, m, a);
        } else if (attr_is(a, "SetsRequiredMembers") && (m->flags & KMOD_METH_CTOR) && !a->nargs) {
            m->sets_required = 1;   /* `new` through m need not set required members */
        } else if (attr_is(a, "SetsRequiredMembers")) {
            fe_sema_error(S, a->pos, "attribute 'SetsRequiredMembers' is only valid on constructors (without arguments)");
        } else {
            fe_sema_error(S, a->pos, "attribute '%s' is not supported", a->name);
        }
    }
}

static int pinvoke_type_ok(const fe_type *t)
{
    switch (t->kind) {
    case FE_T_INT: case FE_T_UINT: case FE_T_LONG: case FE_T_ULONG: case FE_T_DOUBLE:
    case FE_T_BOOL: case FE_T_STRING: case FE_T_VOID: return 1;
    default: return 0;
    }
}

static void check_extern(fe_sema *S, fe_method *m, int mods, int has_body)
{
    int ext = (mods & FE_MOD_EXTERN) != 0;
    int native = (m->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE)) != 0;
    if (ext && !native)
        fe_sema_error(S, m->pos, "'%s' is extern but has no [DllImport] or [MethodImpl(InternalCall)]",
                      m->name);
    if (native && !ext)
        fe_sema_error(S, m->pos, "'%s' must be declared extern", m->name);
    if (ext && has_body)
        fe_sema_error(S, m->pos, "'%s' cannot be extern and declare a body", m->name);
    if (!ext && !(m->flags & KMOD_METH_ABSTRACT) && !has_body)
        fe_sema_error(S, m->pos, "'%s' must declare a body because it is not marked abstract or extern",
                      m->name);
    if ((m->flags & KMOD_METH_ABSTRACT) && has_body)
        fe_sema_error(S, m->pos, "'%s' cannot declare a body because it is marked abstract", m->name);
    if (m->flags & KMOD_METH_PINVOKE) {
        if (!(m->flags & KMOD_METH_STATIC))
            fe_sema_error(S, m->pos, "a [DllImport] method must be static");
        int ok = pinvoke_type_ok(m->ret);
        for (int i = 0; i < m->nparams; i++)
            ok = ok && m->params[i].mode == FE_P_VALUE && pinvoke_type_ok(m->params[i].type) &&
                 m->params[i].type->kind != FE_T_VOID;
        if (!ok)
            fe_sema_error(S, m->pos, "[DllImport] '%s': only int, uint, long, ulong, double, bool and string are supported",
                          m->name);
    }
}

/* `where U : T`: U's members and conversions are also T's constraints'
 * (its class and interfaces), once T's own are known; a chain is followed
 * (at most n + 1 steps: a cycle, which C# rejects, stops it). */
static void inherit_tparam_constraints(fe_sema *S, fe_tparam **tps, int n)
{
    for (int i = 0; i < n; i++) {
        fe_tparam *u = tps[i];
        int steps = 0;
        for (fe_type *t = u->tbase; t && steps <= n + 1; t = t->tparam->tbase, steps++) {
            const fe_tparam *tp = t->tparam;
            if (tp == u) {
                fe_sema_error(S, u->pos, "circular constraint dependency involving '%s' and '%s'", u->name, tp->name);
                u->tbase = NULL;
                break;
            }
            if (!u->base)
                u->base = tp->base;
            u->cflags |= tp->cflags & FE_TPC_ENUM;
            if (tp->nifaces) {
                fe_class **v = fe_sema_alloc(S, sizeof *v * (size_t)(u->nifaces + tp->nifaces));
                if (u->nifaces)
                    memcpy(v, u->ifaces, sizeof *v * (size_t)u->nifaces);
                memcpy(v + u->nifaces, tp->ifaces, sizeof *v * (size_t)tp->nifaces);
                u->ifaces = v;
                u->nifaces += tp->nifaces;
            }
        }
    }
}

/* Constraints of type parameters (docs/generics.md), in c's scope. */
void fe_generic_constraints(fe_sema *S, fe_class *c, fe_tparam **tps, fe_tparamdecl *d, int n)
{
    for (int i = 0; i < n; i++) {
        if ((d[i].cflags & FE_TPC_CLASS) && (d[i].cflags & FE_TPC_STRUCT))
            fe_sema_error(S, d[i].pos, "the 'class' and 'struct' constraints cannot be combined");
        if ((d[i].cflags & FE_TPC_STRUCT) && (d[i].cflags & FE_TPC_NEW))
            fe_sema_error(S, d[i].pos, "the 'new()' constraint cannot be used with the 'struct' constraint");
        if (!d[i].base)
            continue;
        for (int k = 0; k <= d[i].nmore; k++) {   /* interfaces anywhere; a class first */
            fe_typesyn *ts = k ? d[i].more[k - 1] : d[i].base;
            fe_type *b = fe_resolve_type(S, c->unit, c->ns, ts);
            if (b->kind == FE_T_CLASS && fe_is_iface(b->cls)) {
                fe_class **v = fe_sema_alloc(S, sizeof *v * (size_t)(tps[i]->nifaces + 1));
                if (tps[i]->nifaces)
                    memcpy(v, tps[i]->ifaces, sizeof *v * (size_t)tps[i]->nifaces);
                v[tps[i]->nifaces++] = b->cls;
                tps[i]->ifaces = v;
            } else if (k && b->kind == FE_T_TYPARAM && b != tps[i]->type) {
                tps[i]->tbase = b;   /* `where U : IComparable<U>, T` */
            } else if (k && b->kind != FE_T_ERROR) {
                fe_sema_error(S, ts->pos, "the class type constraint '%s' must come before any other constraints",
                              fe_type_name(S, b));
            }
        }
        fe_type *b = fe_resolve_type(S, c->unit, c->ns, d[i].base);
        if (b->kind == FE_T_ERROR || (b->kind == FE_T_CLASS && fe_is_iface(b->cls)))
            continue;
        if (b->kind == FE_T_TYPARAM) {   /* `where U : T` (C# 15.2.5: a naked type constraint) */
            if (b == tps[i]->type)
                fe_sema_error(S, d[i].base->pos, "circular constraint dependency involving '%s' and '%s'",
                              tps[i]->name, tps[i]->name);
            else
                tps[i]->tbase = b;
            continue;
        }
        if (b->kind == FE_T_CLASS && fe_is_core_enum(S, b->cls) && !(d[i].cflags & FE_TPC_CLASS)) {
            tps[i]->cflags |= FE_TPC_ENUM;   /* `where T : Enum`, `where T : struct, Enum` (C# 7.3) */
            continue;
        }
        if (b->kind == FE_T_CLASS && b->cls->imported && !strcmp(b->cls->full, "System.ValueType")) {
            fe_sema_error(S, d[i].base->pos, "constraint cannot be special class 'ValueType'");
            continue;
        }
        if (b->kind != FE_T_CLASS || (b->cls->flags & KMOD_TYPE_SEALED)) {   /* Base<int>, Shape<T> too */
            fe_sema_error(S, d[i].base->pos, "'%s' is not a valid constraint. A type used as a constraint must be a non-sealed class or a type parameter",
                          fe_type_name(S, b));
            continue;
        }
        if (d[i].cflags & (FE_TPC_CLASS | FE_TPC_STRUCT))
            fe_sema_error(S, d[i].base->pos, "'%s': cannot specify both a constraint class and the 'class' or 'struct' constraint",
                          fe_type_name(S, b));
        tps[i]->base = b->cls;
    }
    inherit_tparam_constraints(S, tps, n);
    if (c && tps == c->tparams)
        c->constraints_set = 1;
}

static void declare_method(fe_sema *S, fe_class *c, fe_member *d)
{
    fe_method *m = new_method(S, c, member_name(S, d), NULL,
                              member_flags(S, c, d, d->body || d->expr_body), d->pos);
    fe_generic_declare_method(S, m, d);
    S->tp_meth = m;
    if (m->ntparams)
        fe_generic_constraints(S, c, m->tparams, d->tparams, d->ntparams);
    m->ret = fe_resolve_type(S, c->unit, c->ns, d->tsyn);
    m->decl = d;
    m->body = d->body;
    m->expr_body = d->expr_body;
    set_params(S, c, m, d->params, d->nparams);
    S->tp_meth = NULL;
    fe_ext_declare(S, c, m, d);
    method_attrs(S, m, d->attrs, d->nattrs);
    check_extern(S, m, d->mods, d->body || d->expr_body);
    if (!strcmp(d->name, c->name))
        fe_sema_error(S, d->pos, "'%s': member names cannot be the same as their enclosing type",
                      d->name);
    if (d->mods & FE_MOD_OPERATOR)
        fe_declare_operator(S, c, m);
    d->sym = m;
    add_method(S, c, m);
}

/* static C() { ... }: the class's .cctor, which runs the static field
 * initializers and then this body (sema_stmt.c), at .NET's moment for a
 * class with a static constructor: the first use of a static member or the
 * first instance (the runtime's trigger). */
static void declare_static_ctor(fe_sema *S, fe_class *c, fe_member *d)
{
    if (d->nparams) {   /* its body (using them) is not compiled: one error */
        fe_sema_error(S, d->pos, "'%s.%s()': a static constructor must be parameterless", c->full, c->name);
        return;
    }
    if (d->mods & (FE_MOD_PUBLIC | FE_MOD_PRIVATE | FE_MOD_PROTECTED | FE_MOD_INTERNAL))
        fe_sema_error(S, d->pos, "'%s.%s()': access modifiers are not allowed on static constructors",
                      c->full, c->name);
    if (d->ctor_init)
        fe_sema_error(S, d->ctor_init_pos, "'%s.%s()': a static constructor cannot have an explicit 'this' or 'base' constructor call",
                      c->full, c->name);
    if (fe_methods_named(S, c, ".cctor")) {
        fe_sema_error(S, d->pos, "type '%s' already defines a static constructor", c->full);
        return;
    }
    if (!d->body) {
        fe_sema_error(S, d->pos, "a static constructor must have a body");
        return;
    }
    fe_method *m = new_method(S, c, ".cctor", fe_prim(S, FE_T_VOID),
                              KMOD_ACC_PRIVATE | KMOD_METH_STATIC | KMOD_METH_CCTOR, d->pos);
    m->decl = d;
    m->body = d->body;
    d->sym = m;
    fe_class_add_method(S, c, m);
}

static void declare_ctor(fe_sema *S, fe_class *c, fe_member *d)
{
    if (strcmp(d->name, c->name))
        fe_sema_error(S, d->pos, "method must have a return type");
    if (d->mods & FE_MOD_STATIC) {
        declare_static_ctor(S, c, d);
        return;
    }
    if (c->flags & KMOD_TYPE_STATIC)
        fe_sema_error(S, d->pos, "static classes cannot have instance constructors");
    fe_method *m = new_method(S, c, ".ctor", fe_prim(S, FE_T_VOID),
                              access_of(d->mods, KMOD_ACC_PRIVATE) | KMOD_METH_CTOR, d->pos);
    m->decl = d;
    m->body = d->body;
    set_params(S, c, m, d->params, d->nparams);
    method_attrs(S, m, d->attrs, d->nattrs);
    if (!d->body && !(m->flags & KMOD_METH_INTERNALCALL))
        fe_sema_error(S, d->pos, "a constructor must have a body");
    d->sym = m;
    add_method(S, c, m);
}

/* event D X: the field X (private in the module; C#'s access is the
 * event's) and add_X / remove_X with the event's access, which code
 * outside the class calls for X += h / X -= h (bind_delegate.c). With
 * accessors (event D X { add {..} remove {..} }) add_X and remove_X have
 * those bodies and every X += h calls them, inside the class too; the
 * field X then only names the event (ev_explicit: never read or written). */
static void declare_event(fe_sema *S, fe_class *c, fe_field *f, fe_member *d)
{
    int explicit_acc = d->get.present || d->set.present;
    f->ev_explicit = explicit_acc;
    if (!(f->type->kind == FE_T_CLASS && fe_is_delegate_class(f->type->cls)) && f->type->kind != FE_T_ERROR)
        fe_sema_error(S, f->pos, "'%s.%s': event must be of a delegate type", c->full, f->name);
    uint32_t acc = f->flags & KMOD_ACC_MASK, st = f->flags & KMOD_FIELD_STATIC ? KMOD_METH_STATIC : 0;
    for (int k = 0; k < 2; k++) {
        size_t n = strlen(f->name) + 8;
        char *name = fe_sema_alloc(S, n);
        snprintf(name, n, "%s_%s", k ? "remove" : "add", f->name);
        fe_method *m = new_method(S, c, name, fe_prim(S, FE_T_VOID), acc | st | KMOD_METH_SPECIALNAME, f->pos);
        m->nparams = 1;
        m->params[0].name = "value";
        m->params[0].type = f->type;
        m->synth = k ? FE_SYN_EVENT_REMOVE : FE_SYN_EVENT_ADD;
        m->ev_field = f;
        if (explicit_acc) {   /* the accessor's own body */
            fe_accessor *a = k ? &d->set : &d->get;
            m->synth = FE_SYN_NONE;
            m->decl = d;
            m->body = a->body;
            m->expr_body = a->expr_body;
            a->sym = m;
        }
        add_method(S, c, m);
        if (k)
            f->ev_remove = m;
        else
            f->ev_add = m;
    }
}

/* A ref struct lives only on the stack: a field of that type only as an
 * instance field of another ref struct (C#'s CS8345). */
static void ref_struct_field_check(fe_sema *S, fe_class *c, fe_type *t, uint32_t fl, fe_pos pos)
{
    if (fe_is_ref_struct(t) && ((fl & KMOD_FIELD_STATIC) || !(c->flags & KMOD_TYPE_BYREFLIKE)))
        fe_sema_error(S, pos, "field or auto-implemented property cannot be of type '%s' unless it is "
                      "an instance member of a ref struct", fe_type_name(S, t));
}

/* `required` on a field or property of c (C# 11): valid on an instance
 * member of a class or struct that can be set and is not private; 1 when
 * the member is required. */
static int required_ok(fe_sema *S, fe_class *c, fe_member *d, const char *name, int settable)
{
    if (!(d->mods & FE_MOD_REQUIRED))
        return 0;
    if ((d->mods & (FE_MOD_STATIC | FE_MOD_CONST)) || d->kind == FE_M_CONST || fe_is_iface(c)) {
        fe_sema_error(S, d->pos, "the modifier 'required' is not valid for this item");
        return 0;
    }
    if (!settable) {
        fe_sema_error(S, d->pos, "Required member '%s.%s' must be settable.", c->full, name);
        return 0;
    }
    if (access_of(d->mods, KMOD_ACC_PRIVATE) == KMOD_ACC_PRIVATE)
        fe_sema_error(S, d->pos, "Required member '%s.%s' cannot be less visible or have a setter less visible than the containing type '%s'.",
                      c->full, name, c->full);
    return 1;
}

static void declare_fields(fe_sema *S, fe_class *c, fe_member *d)
{
    fe_type *t = fe_resolve_type(S, c->unit, c->ns, d->tsyn);
    int is_const = d->kind == FE_M_CONST || (d->mods & FE_MOD_CONST);
    uint32_t fl = access_of(d->mods, KMOD_ACC_PRIVATE);
    if (t->kind == FE_T_VOID) {
        fe_sema_error(S, d->tsyn->pos, "a field cannot have type void");
        t = fe_prim(S, FE_T_ERROR);
    }
    if (is_const) {
        fl |= KMOD_FIELD_LITERAL | KMOD_FIELD_STATIC;
        if (!(fe_is_numeric(t) || t->kind == FE_T_BOOL || t->kind == FE_T_STRING ||
              t->kind == FE_T_ENUM || t->kind == FE_T_ERROR))
            fe_sema_error(S, d->tsyn->pos, "the type '%s' cannot be declared const",
                          fe_type_name(S, t));
    }
    if (d->mods & FE_MOD_STATIC)
        fl |= KMOD_FIELD_STATIC;
    ref_struct_field_check(S, c, t, fl, d->tsyn->pos);
    if (d->mods & FE_MOD_READONLY)
        fl |= KMOD_FIELD_READONLY;
    if (d->mods & FE_MOD_VOLATILE)
        fl |= KMOD_FIELD_VOLATILE;
    if ((c->flags & KMOD_TYPE_STATIC) && !(fl & KMOD_FIELD_STATIC))
        fe_sema_error(S, d->pos, "cannot declare instance members in a static class");
    if (d->nattrs)
        fe_sema_error(S, d->attrs[0].pos, "attribute '%s' is not supported on a field",
                      d->attrs[0].name);
    for (int i = 0; i < d->ndecls; i++) {
        fe_declarator *dc = &d->decls[i];
        fe_field *f = add_field(S, c, dc->name, t, fl, dc->pos);
        f->required = required_ok(S, c, d, dc->name, !(fl & (KMOD_FIELD_READONLY | KMOD_FIELD_LITERAL)));
        f->decl = dc;
        f->init = dc->init;
        dc->sym = f;
        if (d->mods & FE_MOD_EVENT)
            declare_event(S, c, f, d);
        if ((d->mods & FE_MOD_EVENT) && f->ev_explicit && dc->init)
            fe_sema_error(S, dc->pos, "'%s.%s': event property cannot have an initializer", c->full, f->name);
        if (is_const && !dc->init)
            fe_sema_error(S, dc->pos, "a const field requires a value to be provided");
    }
}

static char *prefixed(fe_sema *S, const char *pre, const char *name, const char *post)
{
    size_t n = strlen(pre) + strlen(name) + strlen(post) + 1;
    char *s = fe_sema_alloc(S, n);
    snprintf(s, n, "%s%s%s", pre, name, post);
    return s;
}

static fe_method *declare_accessor(fe_sema *S, fe_class *c, fe_prop *p, fe_member *d,
                                   fe_accessor *a, int is_set)
{
    uint32_t fl = member_flags(S, c, d, a ? a->body || a->expr_body : d->expr_body != NULL) |
                  KMOD_METH_SPECIALNAME;
    if (a && a->mods) {
        fl = (fl & ~KMOD_ACC_MASK) | access_of(a->mods, KMOD_ACC_PRIVATE);
    }
    fe_method *m = new_method(S, c, prefixed(S, is_set ? "set_" : "get_", p->name, ""),
                              is_set ? fe_prim(S, FE_T_VOID) : p->type, fl, a ? a->pos : d->pos);
    m->prop = p;
    m->decl = d;
    if (is_set) {
        m->nparams = 1;
        m->params = fe_sema_alloc(S, sizeof *m->params);
        m->params[0].name = "value";
        m->params[0].type = p->type;
    }
    if (a) {
        m->body = a->body;
        m->expr_body = a->expr_body;
        a->sym = m;
        method_attrs(S, m, a->attrs, a->nattrs);
    } else {
        m->expr_body = d->expr_body;
    }
    add_method(S, c, m);
    return m;
}

static void declare_prop(fe_sema *S, fe_class *c, fe_member *d)
{
    fe_prop *p = fe_sema_alloc(S, sizeof *p);
    p->name = member_name(S, d);
    p->owner = c;
    p->type = fe_resolve_type(S, c->unit, c->ns, d->tsyn);
    p->flags = access_of(d->mods, KMOD_ACC_PRIVATE) | ((d->mods & FE_MOD_STATIC) ? KMOD_FIELD_STATIC : 0);
    d->sym = p;
    if (name_taken(S, c, p->name, 1))
        fe_sema_error(S, d->pos, "the type '%s' already contains a definition for '%s'", c->full,
                      p->name);
    fe_class_add_prop(S, c, p);
    if (d->nattrs)
        fe_sema_error(S, d->attrs[0].pos, "attribute '%s' is not supported on a property",
                      d->attrs[0].name);
    if (d->expr_body) {
        p->get = declare_accessor(S, c, p, d, NULL, 0);
        return;
    }
    int auto_get = d->get.present && !d->get.body && !d->get.expr_body;
    int auto_set = d->set.present && !d->set.body && !d->set.expr_body;
    int is_auto = auto_get || auto_set;
    if (!d->get.present && !d->set.present)
        fe_sema_error(S, d->pos, "'%s': property or indexer must have at least one accessor", p->name);
    if (is_auto && !(d->mods & (FE_MOD_ABSTRACT | FE_MOD_EXTERN)) && (!fe_is_iface(c) || (d->mods & FE_MOD_STATIC))) {
        if (!auto_get || (d->set.present && !auto_set))
            fe_sema_error(S, d->pos, "'%s': an auto-property must have a plain 'get;' (and optionally 'set;')",
                          p->name);
        uint32_t ff = KMOD_ACC_PRIVATE | (p->flags & KMOD_FIELD_STATIC);
        if (!d->set.present)
            ff |= KMOD_FIELD_READONLY;
        ref_struct_field_check(S, c, p->type, ff, d->pos);
        p->backing = add_field(S, c, prefixed(S, "<", p->name, ">k__BackingField"), p->type, ff, d->pos);
        p->backing->init = d->prop_init;
    } else if (d->prop_init) {
        fe_sema_error(S, d->pos, "only auto-implemented properties can have initializers");
    }
    if (d->get.present)
        p->get = declare_accessor(S, c, p, d, &d->get, 0);
    if (d->set.present)
        p->set = declare_accessor(S, c, p, d, &d->set, 1);
    if (p->set && d->set.is_init) {
        p->set->init_only = 1;
        if (p->flags & KMOD_FIELD_STATIC)
            fe_sema_error(S, d->set.pos, "the 'init' accessor is not valid on static members");
    }
    p->required = required_ok(S, c, d, p->name, p->set != NULL);
    if (p->get)
        p->get->synth = is_auto ? FE_SYN_AUTO_GET : FE_SYN_NONE;
    if (p->set)
        p->set->synth = is_auto ? FE_SYN_AUTO_SET : FE_SYN_NONE;
}

/* this[params]: get_Item/set_Item accessors (the corelib's string indexer). */
static void declare_indexer(fe_sema *S, fe_class *c, fe_member *d)
{
    if (d->mods & FE_MOD_STATIC) {
        fe_sema_error(S, d->pos, "the modifier 'static' is not valid for an indexer");
        c->indexer_rejected = 1;   /* its uses get no second error */
        return;
    }
    if (c->type->kind == FE_T_STRUCT) {
        fe_sema_error(S, d->pos, "indexers on structs are not supported");
        c->indexer_rejected = 1;
        return;
    }
    fe_type *t = fe_resolve_type(S, c->unit, c->ns, d->tsyn);
    for (int k = 0; k < 2; k++) {
        fe_accessor *a = k ? &d->set : &d->get;
        if (!a->present && !(k == 0 && d->expr_body))
            continue;
        if (a->is_init)
            fe_sema_error(S, a->pos, "an `init` accessor on an indexer is not supported");
        int has_body = a->present ? a->body || a->expr_body : d->expr_body != NULL;
        uint32_t fl = member_flags(S, c, d, has_body) | KMOD_METH_SPECIALNAME;
        if (a->present && a->mods)
            fl = (fl & ~KMOD_ACC_MASK) | access_of(a->mods, KMOD_ACC_PRIVATE);
        const char *name = k ? "set_Item" : "get_Item";
        if (d->explicit_iface) {   /* `T IList<T>.this[int i]`: "IList<T>.get_Item" */
            char buf[512];
            size_t at = 0;
            tsyn_text(d->explicit_iface, buf, sizeof buf, &at);
            if (at < sizeof buf)
                at += (size_t)snprintf(buf + at, sizeof buf - at, ".%s", name);
            name = fe_sema_strdup(S, buf, at < sizeof buf ? at : sizeof buf - 1);
        }
        fe_method *m = new_method(S, c, name, k ? fe_prim(S, FE_T_VOID) : t, fl, a->present ? a->pos : d->pos);
        m->decl = d;
        set_params(S, c, m, d->params, d->nparams);
        if (k) {
            fe_param *ps = fe_sema_alloc(S, sizeof *ps * (size_t)(m->nparams + 1));
            memcpy(ps, m->params, sizeof *ps * (size_t)m->nparams);
            ps[m->nparams].name = "value";
            ps[m->nparams].type = t;
            m->params = ps;
            m->nparams++;
            m->flags &= ~KMOD_METH_PARAMARRAY;   /* `value` is last: never expanded */
        }
        if (a->present) {
            m->body = a->body;
            m->expr_body = a->expr_body;
            a->sym = m;
            method_attrs(S, m, a->attrs, a->nattrs);
            if (!a->body && !a->expr_body && !fe_is_iface(c))
                fe_sema_error(S, a->pos, "an indexer accessor must have a body");
        } else {
            m->expr_body = d->expr_body;
        }
        add_method(S, c, m);
    }
}

static void declare_enum(fe_sema *S, fe_class *c)
{
    fe_typedecl *td = c->decl;
    fe_field *prev = NULL;
    for (int i = 0; i < td->nenums; i++) {
        fe_enum_member *em = &td->enums[i];
        fe_field *f = add_field(S, c, em->name, c->type,
                                KMOD_ACC_PUBLIC | KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL, em->pos);
        f->init = em->value;
        f->prev_enum = prev;
        em->sym = f;
        prev = f;
    }
    fe_method *m = new_method(S, c, "ToString", fe_prim(S, FE_T_STRING),
                              KMOD_ACC_PUBLIC | KMOD_METH_STATIC, c->pos);
    m->nparams = 1;
    m->params[0].name = "value";
    m->params[0].type = fe_enum_base(S, c->type);
    m->synth = FE_SYN_ENUM_TOSTRING;
    fe_class_add_method(S, c, m);
    for (int n = 2; n <= 3; n++) {   /* <TryParse>(string value[, bool ignoreCase], out E result) */
        fe_method *tp = new_method(S, c, "<TryParse>", fe_prim(S, FE_T_BOOL), KMOD_ACC_PUBLIC | KMOD_METH_STATIC,
                                   c->pos);
        tp->nparams = n;
        tp->params = fe_sema_alloc(S, sizeof *tp->params * 3);
        tp->params[0].name = "value";
        tp->params[0].type = fe_prim(S, FE_T_STRING);
        tp->params[1].name = "ignoreCase";
        tp->params[1].type = fe_prim(S, FE_T_BOOL);
        tp->params[n - 1].name = "result";
        tp->params[n - 1].type = c->type;
        tp->params[n - 1].mode = FE_P_OUT;
        tp->synth = FE_SYN_ENUM_TOSTRING;   /* the enum's helpers: fe_synth_enum_tostring */
        fe_class_add_method(S, c, tp);
    }
}

static int has_static_inits(const fe_class *c)
{
    for (int i = 0; i < c->fields.n; i++) {
        const fe_field *f = c->fields.v[i];
        if ((f->flags & KMOD_FIELD_STATIC) && !(f->flags & KMOD_FIELD_LITERAL) && f->init)
            return 1;
    }
    return 0;
}

static fe_method *find_overridden(fe_sema *S, fe_class *c, const fe_method *m);

/* delegate R D(P...): the members the frontend writes (sema_delegate.c):
 * protected D(object target), public virtual R Invoke(P...) (the
 * multicast loop), CreateMulticast and ToString (overrides). */
static void declare_delegate(fe_sema *S, fe_class *c)
{
    fe_typedecl *td = c->decl;
    if (td->mods & (FE_MOD_STATIC | FE_MOD_ABSTRACT | FE_MOD_SEALED))
        fe_sema_error(S, c->pos, "a modifier other than an access modifier is not valid for a delegate");
    S->tp_cls = c;   /* delegate R D<T..>(...): a generic class definition (docs/delegates.md) */
    if (c->ntparams)
        fe_generic_constraints(S, c, c->tparams, td->tparams, td->ntparams);
    fe_method *ctor = new_method(S, c, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PROTECTED | KMOD_METH_CTOR, c->pos);
    ctor->nparams = 1;
    ctor->params[0].name = "target";
    ctor->params[0].type = fe_prim(S, FE_T_OBJECT);
    ctor->synth = FE_SYN_DELEGATE_CTOR;
    add_method(S, c, ctor);
    fe_type *ret = fe_resolve_type(S, c->unit, c->ns, td->dret);
    fe_method *inv = new_method(S, c, "Invoke", ret,
                                KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT, c->pos);
    set_params(S, c, inv, td->dparams, td->ndparams);
    inv->flags &= ~KMOD_METH_PARAMARRAY;
    for (int i = 0; i < inv->nparams; i++)
        if (td->dparams[i].is_params || td->dparams[i].defval)
            fe_sema_error(S, td->dparams[i].pos, "params and optional parameters of delegates are not supported");
    inv->synth = FE_SYN_DELEGATE_INVOKE;
    add_method(S, c, inv);
    fe_class *dc = fe_find_class(S, "System", "Delegate");
    fe_method *cm = new_method(S, c, "CreateMulticast", dc ? dc->type : fe_prim(S, FE_T_ERROR),
                               KMOD_ACC_PROTECTED | KMOD_METH_VIRTUAL, c->pos);
    cm->synth = FE_SYN_DELEGATE_MULTI;
    cm->overridden = dc ? find_overridden(S, c, cm) : NULL;
    add_method(S, c, cm);
    fe_method *ts = new_method(S, c, "ToString", fe_prim(S, FE_T_STRING), KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL, c->pos);
    ts->synth = FE_SYN_DELEGATE_TOSTRING;
    ts->overridden = find_overridden(S, c, ts);
    add_method(S, c, ts);
    S->tp_cls = NULL;
}

static void declare_members(fe_sema *S, fe_class *c)
{
    if (c->is_enum) {
        declare_enum(S, c);
        return;
    }
    if (c->decl->kind == FE_TD_DELEGATE) {
        declare_delegate(S, c);
        return;
    }
    fe_typedecl *td = c->decl;
    int nctors = 0;
    S->tp_cls = c;
    if (c->ntparams)
        fe_generic_constraints(S, c, c->tparams, td->tparams, td->ntparams);
    for (int i = 0; i < td->nmembers; i++) {
        fe_member *d = td->members[i];
        if (fe_is_iface(c) && (d->kind == FE_M_FIELD || d->kind == FE_M_CTOR) && !(d->mods & FE_MOD_STATIC)) {
            fe_sema_error(S, d->pos, d->kind == FE_M_CTOR ? "interfaces cannot contain instance constructors"
                          : "interfaces cannot contain instance fields");
            continue;
        }
        if (fe_is_iface(c) && !d->explicit_iface && d->kind != FE_M_CTOR &&
            !(d->mods & (FE_MOD_PUBLIC | FE_MOD_PRIVATE | FE_MOD_PROTECTED | FE_MOD_INTERNAL)))
            d->mods |= FE_MOD_PUBLIC;   /* an interface's members are public unless marked */
        if ((d->mods & FE_MOD_REQUIRED) && d->kind != FE_M_FIELD && d->kind != FE_M_PROP) {
            fe_sema_error(S, d->pos, "the modifier 'required' is not valid for this item");
            d->mods &= ~FE_MOD_REQUIRED;
        }
        switch (d->kind) {
        case FE_M_FIELD: case FE_M_CONST: declare_fields(S, c, d); break;
        case FE_M_METHOD: declare_method(S, c, d); break;
        case FE_M_CTOR: declare_ctor(S, c, d); nctors++; break;
        case FE_M_PROP: declare_prop(S, c, d); break;
        case FE_M_INDEXER: declare_indexer(S, c, d); break;
        }
    }
    if (!nctors && !(c->flags & (KMOD_TYPE_STATIC | KMOD_TYPE_VALUETYPE)) && !fe_is_iface(c)) {
        uint32_t acc = (c->flags & KMOD_TYPE_ABSTRACT) ? KMOD_ACC_PROTECTED : KMOD_ACC_PUBLIC;
        fe_method *m = new_method(S, c, ".ctor", fe_prim(S, FE_T_VOID), acc | KMOD_METH_CTOR, c->pos);
        m->synth = FE_SYN_DEFAULT_CTOR;
        fe_class_add_method(S, c, m);
    }
    if (has_static_inits(c) && !fe_methods_named(S, c, ".cctor")) {
        fe_method *m = new_method(S, c, ".cctor", fe_prim(S, FE_T_VOID),
                                  KMOD_ACC_PRIVATE | KMOD_METH_STATIC | KMOD_METH_CCTOR, c->pos);
        m->synth = FE_SYN_CCTOR;
        fe_class_add_method(S, c, m);
    }
    S->tp_cls = NULL;
}

/* The virtual method m overrides: same name and parameters in a base class. */
static fe_method *find_overridden(fe_sema *S, fe_class *c, const fe_method *m)
{
    for (fe_class *b = c->base; b; b = b->base)
        for (fe_method *o = fe_methods_named(S, b, m->name); o; o = o->next_named)
            if (fe_generic_same_sig(S, o, m, 0) && !(o->flags & KMOD_METH_STATIC))
                return o;
    return NULL;
}

static void bind_overrides(fe_sema *S, fe_class *c)
{
    for (int i = 0; i < c->methods.n; i++) {
        fe_method *m = c->methods.v[i];
        if (!m->decl || !(m->decl->mods & FE_MOD_OVERRIDE))
            continue;
        fe_method *o = find_overridden(S, c, m);
        if (!o || !(o->flags & KMOD_METH_VIRTUAL)) {
            fe_sema_error(S, m->pos, "'%s.%s': no suitable method found to override", c->full,
                          m->name);
            continue;
        }
        if (o->flags & KMOD_METH_FINAL)
            fe_sema_error(S, m->pos, "'%s.%s': cannot override inherited member because it is sealed",
                          c->full, m->name);
        if (!fe_generic_same_sig(S, o, m, 1))
            fe_sema_error(S, m->pos, "'%s.%s': return type must be '%s' to match overridden member",
                          c->full, m->name, fe_type_name(S, o->ret));
        fe_generic_inherit_constraints(S, m, o);
        if ((o->flags & KMOD_ACC_MASK) != (m->flags & KMOD_ACC_MASK))
            fe_sema_error(S, m->pos, "'%s.%s': cannot change access modifiers when overriding",
                          c->full, m->name);
        while (o->overridden)
            o = o->overridden;
        m->overridden = o;
    }
}

/* The overrides of the first n declared classes, bases before the classes
 * derived from them, each generic base instance filled from its
 * definition (whose overrides are bound by then) before its first derived
 * class binds. */
static void bind_overrides_by_depth(fe_sema *S, int n)
{
    int deepest = 0;
    for (int i = 0; i < n; i++)
        if (S->user.v[i]->depth > deepest)
            deepest = S->user.v[i]->depth;
    int *start = calloc((size_t)deepest + 2, sizeof *start), *order = malloc(sizeof *order * (size_t)(n + 1));
    if (!start || !order)
        fe_out_of_memory();
    for (int i = 0; i < n; i++)   /* a counting sort by depth, stable */
        start[S->user.v[i]->depth + 1]++;
    for (int d = 0; d <= deepest; d++)
        start[d + 1] += start[d];
    for (int i = 0; i < n; i++)
        order[start[S->user.v[i]->depth]++] = i;
    for (int k = 0; k < n; k++) {
        fe_class *c = S->user.v[order[k]];
        fe_generic_fill_base(S, c);
        bind_overrides(S, c);
    }
    free(start);
    free(order);
}

/* An overriding property inherits the accessors it does not declare from
 * the property it overrides (C#: `override int X { get { ... } }` over a
 * get/set X still has X's setter, called through its virtual slot). */
static void inherit_accessors(fe_sema *S, fe_class *c)
{
    for (int i = 0; i < c->props.n; i++) {
        fe_prop *p = c->props.v[i];
        fe_method *own = p->get ? p->get : p->set;
        if (!own || !own->decl || !(own->decl->mods & FE_MOD_OVERRIDE))
            continue;
        for (fe_class *b = c->base; b && (!p->get || !p->set); b = b->base) {
            const fe_names *e = fe_names_of(S, b, p->name);
            fe_prop *bp = e ? e->prop : NULL;
            if (!bp || (bp->flags & KMOD_FIELD_STATIC) || bp->type != p->type)
                continue;
            if (!p->get && bp->get && (bp->get->flags & KMOD_METH_VIRTUAL))
                p->get = bp->get;
            if (!p->set && bp->set && (bp->set->flags & KMOD_METH_VIRTUAL))
                p->set = bp->set;
        }
    }
}

/* Every abstract method of the bases is overridden somewhere below it. */
static void check_abstract(fe_sema *S, fe_class *c)
{
    if (c->flags & KMOD_TYPE_ABSTRACT)
        return;
    for (fe_class *b = c->base; b; b = b->base)
        for (int i = 0; i < fe_members(b)->methods.n + b->gmethods.n; i++) {
            fe_method *a = i < b->methods.n ? b->methods.v[i] : b->gmethods.v[i - b->methods.n];
            if (!(a->flags & KMOD_METH_ABSTRACT))
                continue;
            int done = 0;
            for (fe_class *d = c; d != b && !done; d = d->base)
                for (fe_method *o = fe_methods_named(S, d, a->name); o && !done; o = o->next_named) {
                    done = o->overridden &&
                           (o->overridden == a || o->overridden == a->overridden) &&
                           !(o->flags & KMOD_METH_ABSTRACT);
                }
            if (!done)
                fe_sema_error(S, c->pos, "'%s' does not implement inherited abstract member '%s.%s'",
                              c->full, fe_type_name(S, b->type), a->name);
        }
}

static int is_main_sig(fe_sema *S, const fe_method *m)
{
    if ((strcmp(m->name, "Main") && strcmp(m->name, "<Main>")) || !(m->flags & KMOD_METH_STATIC))
        return 0;
    if (m->ret->kind != FE_T_VOID && m->ret->kind != FE_T_INT)
        return 0;
    if (m->nparams == 0)
        return 1;
    return m->nparams == 1 && m->params[0].mode == FE_P_VALUE &&
           m->params[0].type == fe_array_of(S, fe_prim(S, FE_T_STRING));
}

/* The method of top-level statements, which is the entry point whatever
 * Main methods the program has (C# warns of those); NULL when none. */
static fe_method *toplevel_main(fe_sema *S)
{
    fe_method *main = NULL;
    for (int i = 0; i < S->user.n; i++)
        for (int j = 0; j < S->user.v[i]->methods.n; j++) {
            fe_method *m = S->user.v[i]->methods.v[j];
            if (strcmp(m->name, FE_TOPLEVEL_MAIN))
                continue;
            if (main)
                fe_sema_error(S, m->pos, "only one compilation unit can have top-level statements");
            main = m;
        }
    return main;
}

void fe_find_main(fe_sema *S)
{
    fe_method *main = toplevel_main(S);
    for (int i = 0; i < S->user.n && !(main && !strcmp(main->name, FE_TOPLEVEL_MAIN)); i++)
        for (int j = 0; j < S->user.v[i]->methods.n; j++) {
            fe_method *m = S->user.v[i]->methods.v[j];
            if (!is_main_sig(S, m))
                continue;
            if (main) {
                fe_sema_error(S, m->pos, "program has more than one entry point defined: '%s.Main' and '%s.Main'",
                              main->owner->full, m->owner->full);
                continue;
            }
            main = m;
        }
    if (main)
        S->entry = KMOD_TOKEN(KMOD_TAB_METHOD, main->row);
    else if (!S->corelib)
        fe_error_nopos(S->diags, "program does not contain a static 'Main' method suitable for an entry point"),
        S->errors++;
}

/* The namespaces of .NET 8's shared framework (Microsoft.NETCore.App) that
 * programs import: a using of one of them is valid C# even where Kiln's
 * corelib has none of its types; what the program then uses and Kiln lacks
 * is an error naming that type or member. */
static const char *const dotnet_namespaces[] = {
    "System", "System.Buffers", "System.CodeDom.Compiler", "System.Collections",
    "System.Collections.Concurrent", "System.Collections.Generic", "System.Collections.Immutable",
    "System.Collections.ObjectModel", "System.Collections.Specialized", "System.ComponentModel",
    "System.Data", "System.Diagnostics", "System.Diagnostics.CodeAnalysis", "System.Diagnostics.Contracts",
    "System.Diagnostics.Tracing", "System.Drawing",
    "System.Dynamic", "System.Globalization", "System.IO", "System.IO.Compression", "System.Linq",
    "System.Linq.Expressions", "System.Net", "System.Net.Http", "System.Net.Sockets",
    "System.Numerics", "System.Reflection", "System.Resources", "System.Runtime",
    "System.Runtime.CompilerServices", "System.Runtime.InteropServices",
    "System.Runtime.Intrinsics", "System.Runtime.Serialization", "System.Runtime.Versioning", "System.Security",
    "System.Security.Cryptography", "System.Text", "System.Text.Json",
    "System.Text.RegularExpressions", "System.Threading", "System.Threading.Channels",
    "System.Threading.Tasks", "System.Timers", "System.Xml", "System.Xml.Linq",
};

static int dotnet_namespace(const char *ns)
{
    for (size_t i = 0; i < sizeof dotnet_namespaces / sizeof dotnet_namespaces[0]; i++)
        if (!strcmp(ns, dotnet_namespaces[i]))
            return 1;
    return 0;
}

/* The class a dotted name names (namespace part, then the class), or NULL. */
static fe_class *class_by_full_name(fe_sema *S, const char *full)
{
    const char *dot = strrchr(full, '.');
    if (!dot)
        return fe_find_class(S, "", full);
    char *ns = fe_sema_strdup(S, full, (size_t)(dot - full));
    return fe_find_class(S, ns, dot + 1);
}

/* A using directive names a namespace that exists: declared by the program
 * or the corelib, or one of .NET's (C#: CS0246 otherwise); `using static`
 * names a class; an alias names a namespace or a class. */
static void check_usings(fe_sema *S, fe_unit **units, int nunits)
{
    for (int i = 0; i < nunits; i++)
        for (int k = 0; k < units[i]->nusings; k++) {
            fe_using *us = &units[i]->usings[k];
            if (us->tsyn)
                continue;   /* a constructed type: resolved at its first use (lookup_alias) */
            int is_ns = fe_is_namespace(S, us->ns) || dotnet_namespace(us->ns);
            if (us->is_static || (us->alias && !is_ns)) {
                us->sym = class_by_full_name(S, us->ns);
                if (!us->sym)
                    fe_sema_error(S, us->pos, "the type name '%s' could not be found (%s names a type)", us->ns,
                                  us->is_static ? "using static" : "a using alias that is not a namespace");
            } else if (!is_ns) {
                fe_sema_error(S, us->pos,
                              "the type or namespace name '%s' could not be found (a using directive names a namespace)",
                              us->ns);
            }
        }
}

/* The alias `name` of namespace declaration decl of unit u (NULL: the
 * file's): its class (*cls) or namespace (*nsout); 0 if none.
 * An alias of a constructed type is resolved at its first use, when the
 * generic definitions are declared, from the global namespace (C#: a
 * using alias's target is not affected by the unit's using directives). */
static int lookup_alias(fe_sema *S, fe_unit *u, const char *decl, const char *name, fe_class **cls,
                        const char **nsout)
{
    for (int i = 0; u && i < u->nusings; i++)
        if (u->usings[i].alias && decl_counts_in(u, u->usings[i].decl, decl) && !strcmp(u->usings[i].alias, name)) {
            fe_using *us = &u->usings[i];
            if (us->tsyn && !us->sym && !us->resolving) {
                us->resolving = 1;
                fe_type *t = fe_resolve_type(S, NULL, "", us->tsyn);
                if (t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT) {
                    us->sym = t->cls;
                    us->type = t;
                }
            }
            *cls = u->usings[i].sym;
            *nsout = *cls ? NULL : u->usings[i].ns;
            return 1;
        }
    return 0;
}

fe_class *fe_using_static_class(fe_unit *u, const char *ns, int i)
{
    return u && i < u->nusings && u->usings[i].is_static && fe_using_in_scope(u, i, ns) ? u->usings[i].sym
                                                                                         : NULL;
}

void fe_declare_all(fe_sema *S, fe_unit **units, int nunits)
{
    declare_shells(S, units, nunits);
    check_usings(S, units, nunits);   /* after the program's namespaces are known */
    /* the declared classes; generic instances the declarations make (IBox<int>
     * in a base list) follow them and are filled by fe_generic_after_decls */
    int n = S->user.n;
    for (int i = 0; i < n; i++) {   /* a base is named from the enclosing scope */
        fe_class *saved = fe_scope_enter(S, S->user.v[i]->outer);
        resolve_base(S, S->user.v[i]);
        fe_scope_enter(S, saved);
    }
    fe_generic_instance_bases(S);
    for (int i = 0; i < n; i++)
        check_cycles(S, S->user.v[i]);
    for (int i = 0; i < n; i++)
        fe_record_resolve_parts(S, S->user.v[i]);
    for (int i = 0; i < n; i++)
        fe_iface_check_cycles(S, S->user.v[i]);
    for (int i = 0; i < n; i++) {   /* a type's attributes, named from the enclosing scope */
        fe_class *c = S->user.v[i], *saved = fe_scope_enter(S, c->outer);
        for (int k = 0; c->decl && k < c->decl->nattrs; k++)
            fe_attr_lookup(S, c->unit, c->ns, &c->decl->attrs[k]);
        fe_scope_enter(S, saved);
    }
    for (int pass = 0; pass < 2; pass++)   /* delegate types last: they override Delegate's members */
        for (int i = 0; i < n; i++) {
            fe_class *c = S->user.v[i];
            if ((c->decl && c->decl->kind == FE_TD_DELEGATE) != pass)
                continue;
            fe_class *saved = fe_scope_enter(S, c);
            declare_members(S, c);
            fe_scope_enter(S, saved);
        }
    fe_generic_late_checks(S);
    for (int i = 0; i < n; i++)
        fe_declare_value_members(S, S->user.v[i]);
    bind_overrides_by_depth(S, n);
    for (int i = 0; i < n; i++)
        inherit_accessors(S, S->user.v[i]);
    for (int i = 0; i < n; i++)
        check_abstract(S, S->user.v[i]);
    /* explicit implementations: fe_generic_after_decls, once interface instances have members */
}
