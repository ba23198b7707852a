/* sema_record.c - a record's place in its class hierarchy.
 *
 * The members a record synthesizes depend on its base class (parse_record.c):
 * a record derived from a record calls the base's Equals and PrintMembers
 * and makes no property for a positional parameter that names one it
 * inherits (`record B(int X, int Y) : A(X)`: X is A's). The parser keeps
 * the record's syntax; once every base class is resolved, this decides
 * and has the members parsed, before any member is declared. It also
 * reports C#'s errors: a record derives only from object or a record, a
 * class never from a record, and only a record base takes arguments.
 * A class's or struct's primary constructor (C# 12) is made by the same
 * text (parse_record.c); here are its parameters and capture fields as
 * the binder and the constructor's prologue ask for them.
 */
#include "sema.h"
#include "fe_internal.h"

#include <stdlib.h>
#include <string.h>

/* Does a class above c (a record or not) declare an accessible instance
 * field or property name, written or a positional parameter's? */
static int inherits_member(fe_class *c, const char *name)
{
    for (fe_class *b = c->base; b; b = b->base) {
        fe_typedecl *td = b->generic ? b->generic->decl : b->decl;
        if (!td)
            continue;
        for (int i = 0; i < td->nmembers; i++) {
            const fe_member *m = td->members[i];
            if ((m->mods & (FE_MOD_STATIC | FE_MOD_PRIVATE)) || !(m->mods & (FE_MOD_PUBLIC | FE_MOD_PROTECTED |
                                                                               FE_MOD_INTERNAL)))
                continue;
            if (m->kind == FE_M_PROP && !strcmp(m->name, name))
                return 1;
            for (int k = 0; m->kind == FE_M_FIELD && k < m->ndecls; k++)
                if (!strcmp(m->decls[k].name, name))
                    return 1;
        }
        for (int i = 0; td->record && i < td->record->shape.npos; i++)
            if (!strcmp(td->record->shape.pos[i].name, name))
                return 1;
    }
    return 0;
}

void fe_record_resolve_parts(fe_sema *S, fe_class *c)
{
    fe_typedecl *td = c->decl;
    if (!td || td->kind == FE_TD_ENUM || td->kind == FE_TD_DELEGATE)
        return;
    fe_class *object = fe_find_class(S, "System", "Object");
    int base_record = c->base && c->base->is_record && !(c->flags & KMOD_TYPE_VALUETYPE);
    if (!td->is_record) {
        if (base_record && td->kind == FE_TD_CLASS)
            fe_sema_error(S, td->pos, "only records may inherit from records ('%s' derives from '%s')",
                          c->full, c->base->full);
        return;
    }
    if (!(c->flags & KMOD_TYPE_VALUETYPE) && c->base && c->base != object && !base_record)
        fe_sema_error(S, td->pos, "records can only inherit from object or another record ('%s' derives from '%s')",
                      c->full, c->base->full);
    else if (td->record_args && !base_record)
        fe_sema_error(S, td->base->pos, "unexpected argument list: only a record base takes arguments");
    if (!td->record)
        return;   /* a parse error spoiled it */
    int n = td->record->shape.npos;
    char *inherited = calloc((size_t)n + 1, 1);
    if (!inherited)
        fe_out_of_memory();
    for (int i = 0; base_record && i < n; i++)
        inherited[i] = (char)inherits_member(c, td->record->shape.pos[i].name);
    fe_record_add_members(td, base_record, inherited);
    free(inherited);
}

/* A positional pattern on a record whose Deconstruct is the synthesized
 * one (`e is Add(var l, var r)`): that Deconstruct reads the positional
 * properties, so the pattern is the property pattern `Add { L: var l, R:
 * var r }`; pt becomes it. 0 (pt unchanged) for any other type. */
int fe_record_positional_pattern(fe_type *t, fe_pattern *pt)
{
    if (!t || (t->kind != FE_T_CLASS && t->kind != FE_T_STRUCT) || !t->cls || !t->cls->is_record)
        return 0;
    fe_class *c = t->cls->generic ? t->cls->generic : t->cls;
    const fe_rec_syntax *rs = c->decl ? c->decl->record : NULL;
    if (!rs || rs->shape.npos != pt->nprops || (rs->shape.user & FE_REC_USER_DECONSTRUCT))
        return 0;
    for (int i = 0; i < pt->nprops; i++)
        pt->props[i].name = rs->shape.pos[i].name;
    pt->positional = 0;
    return 1;
}

/* ------------------------------------------- primary constructors (C# 12) */

/* The parameter of c's primary constructor named name (a class's or
 * struct's, not a record's), its index in *index; NULL if none. */
const fe_paramdecl *fe_primary_param(const fe_class *c, const char *name, int *index)
{
    const fe_typedecl *td = c->generic ? c->generic->decl : c->decl;
    if (!td || !td->primary)
        return NULL;
    for (int i = 0; i < td->primary->nparams; i++)
        if (!strcmp(td->primary->params[i].name, name)) {
            *index = i;
            return &td->primary->params[i];
        }
    return NULL;
}

/* The field of c holding its primary constructor's parameter name, made
 * for a parameter a member names (parse_record.c); NULL if none. */
fe_field *fe_primary_capture(fe_sema *S, fe_class *c, const char *name)
{
    char buf[256];
    if ((size_t)snprintf(buf, sizeof buf, FE_CAPTURE_FIELD, name) >= sizeof buf)
        return NULL;
    const fe_names *e = fe_names_of(S, c, buf);
    return e ? e->field : NULL;
}
