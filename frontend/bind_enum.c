/* bind_enum.c - what C# says through System.Enum about an enum type E,
 * bound to the corelib's System.Enum helpers (corelib/Enum.cs) with E's
 * tables built at the call (EnumTables, internal to the corelib): its member names (string[]) and values
 * (int[]), sorted by value as unsigned, ties in declaration order (the
 * order of .NET's GetNames/GetValues):
 *   e.ToString(format)       Enum.Format(names, values, isFlags, (int)e, format)
 *   Enum.GetNames<E>()       the names array
 *   Enum.GetValues<E>()      an E[] of the values
 *   Enum.Parse<E>(s[, ic])   (E)Enum.Parse(names, values, s, ic)
 *   Enum.IsDefined<E>(v)     Enum.IsDefined(values, (int)v)
 * Anything else on Enum is the binder's usual "does not contain" error.
 */
#include "sema.h"
#include "bound.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct member { const char *name; int64_t value; int order; } member;

static fe_bexpr *mk(fe_ctx *C, fe_bkind k, fe_type *t, fe_pos pos)
{
    fe_bexpr *b = fe_bound_alloc(C->S, sizeof *b);
    b->kind = k;
    b->type = t;
    b->pos = pos;
    return b;
}

static fe_bexpr *mk_const(fe_ctx *C, fe_type *t, int64_t i, const char *s, fe_pos pos)
{
    fe_bexpr *b = mk(C, FE_B_CONST, t, pos);
    b->k.type = t;
    b->k.i = i;
    b->k.s = s;
    b->k.slen = s ? strlen(s) : 0;
    return b;
}

static fe_bexpr *mk_conv(fe_ctx *C, fe_bexpr *a, fe_type *to)
{
    if (a->type == to)
        return a;
    fe_bexpr *b = mk(C, FE_B_CONV, to, a->pos);
    b->a = a;
    return b;
}

static fe_bexpr *mk_call(fe_ctx *C, fe_method *m, fe_pos pos, int n, fe_bexpr *a0, fe_bexpr *a1,
                         fe_bexpr *a2, fe_bexpr *a3, fe_bexpr *a4)
{
    fe_bexpr *r = mk(C, FE_B_CALL, m->ret, pos);
    fe_bexpr *all[5] = {a0, a1, a2, a3, a4};
    r->method = m;
    r->n = n;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)n);
    memcpy(r->list, all, sizeof *r->list * (size_t)n);
    return r;
}

static int by_value(const void *a, const void *b)
{
    const member *x = a, *y = b;
    uint64_t u = (uint64_t)x->value, v = (uint64_t)y->value;   /* extended: the type's unsigned order */
    return u != v ? (u < v ? -1 : 1) : x->order - y->order;
}

/* E's members sorted; *n their count (the caller frees). */
static member *members(fe_ctx *C, fe_class *e, int *n)
{
    member *v = malloc(sizeof *v * (size_t)(e->fields.n + 1));
    if (!v)
        fe_out_of_memory();
    *n = 0;
    for (int i = 0; i < e->fields.n; i++) {
        fe_field *f = e->fields.v[i];
        if (!(f->flags & KMOD_FIELD_LITERAL))
            continue;
        fe_eval_field_const(C->S, f);
        v[*n] = (member){f->name, f->value.i, *n};
        (*n)++;
    }
    qsort(v, (size_t)*n, sizeof *v, by_value);
    return v;
}

/* new string[] { names } or new E[] { values } (elem: string, E or long). */
static fe_bexpr *table(fe_ctx *C, fe_class *e, fe_type *elem, fe_pos pos)
{
    int n;
    member *v = members(C, e, &n);
    fe_bexpr *r = mk(C, FE_B_ARRINIT, fe_array_of(C->S, elem), pos);
    r->n = n;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        r->list[i] = elem->kind == FE_T_STRING ? mk_const(C, elem, 0, v[i].name, pos)
                                               : mk_const(C, elem, v[i].value, NULL, pos);
    free(v);
    return r;
}

static fe_method *helper(fe_ctx *C, fe_pos pos, const char *name, int n, fe_type *p0, fe_type *p1,
                         fe_type *p2, fe_type *p3, fe_type *p4, ...)
{
    fe_type *ps[6] = {p0, p1, p2, p3, p4, NULL};
    if (n == 6) {
        va_list ap;
        va_start(ap, p4);
        ps[5] = va_arg(ap, fe_type *);
        va_end(ap);
    }
    return fe_core_method(C->S, pos, "System", "EnumTables", name, 1, ps, n);
}

/* r (a call) with one more argument. */
static fe_bexpr *add_arg(fe_ctx *C, fe_bexpr *r, fe_bexpr *a)
{
    fe_bexpr **l = fe_bound_alloc(C->S, sizeof *l * (size_t)(r->n + 1));
    memcpy(l, r->list, sizeof *l * (size_t)r->n);
    l[r->n++] = a;
    r->list = l;
    return r;
}

/* The KMOD_TYPE_ENUM_BASE index of e's underlying type (EnumTables' kind). */
static int base_kind(fe_class *e)
{
    return (int)((e->flags & KMOD_TYPE_ENUM_BASE) >> KMOD_TYPE_ENUM_BASE_SHIFT);
}

fe_bexpr *fe_bind_enum_tostring(fe_ctx *C, fe_bexpr *recv, fe_bexpr *f, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *st = fe_prim(S, FE_T_STRING), *lt = fe_prim(S, FE_T_LONG), *bt = fe_prim(S, FE_T_BOOL);
    fe_type *it = fe_prim(S, FE_T_INT);
    fe_class *e = recv->type->cls;
    fe_method *m = helper(C, pos, "Format", 6, fe_array_of(S, st), fe_array_of(S, lt), bt, lt, st, it);
    if (!m || f->type->kind == FE_T_ERROR)
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    fe_bexpr *r = mk_call(C, m, pos, 5, table(C, e, st, pos), table(C, e, lt, pos),
                          mk_const(C, bt, e->is_flags, NULL, pos), mk_conv(C, recv, lt), f);
    return add_arg(C, r, mk_const(C, it, base_kind(e), NULL, pos));
}

int fe_enum_value_method(const char *name)
{
    return !strcmp(name, "HasFlag") || !strcmp(name, "CompareTo") || !strcmp(name, "Equals");
}

/* On a value e of enum E (one argument, by value):
 *   e.HasFlag(f)    f of type E: EnumTables.HasFlag((long)e, (long)f)
 *   e.CompareTo(x)  x of type E: EnumTables.CompareTo((long)e, (long)x, kind)
 *   e.Equals(o)     ((object)e).Equals(o): the boxed enum's override */
fe_bexpr *fe_bind_enum_method(fe_ctx *C, fe_bexpr *recv, fe_expr *call)
{
    fe_sema *S = C->S;
    fe_type *lt = fe_prim(S, FE_T_LONG), *it = fe_prim(S, FE_T_INT), *ot = fe_prim(S, FE_T_OBJECT);
    const char *name = call->left->name;
    fe_pos pos = call->pos;
    if (call->nargs != 1 || call->args[0].mode != FE_AM_VALUE || call->args[0].name) {
        fe_sema_error(S, pos, "'%s.%s' takes one argument, by value and by position", fe_type_name(S, recv->type), name);
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    }
    fe_expr *arg = call->args[0].e;
    if (!strcmp(name, "Equals")) {
        fe_bexpr *o = fe_bind_to(C, arg, ot);
        fe_class *obj = fe_find_class(S, "System", "Object");
        fe_method *m = obj ? fe_find_method(S, obj, "Equals", 0, &ot, 1) : NULL;
        if (!m || o->type->kind == FE_T_ERROR)
            return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
        fe_bexpr *r = mk(C, FE_B_CALL, m->ret, pos);
        r->method = m;
        r->recv = mk_conv(C, recv, ot);
        r->flags |= FE_BF_VIRT;
        r->n = 1;
        r->list = fe_bound_alloc(S, sizeof *r->list);
        r->list[0] = o;
        return r;
    }
    fe_bexpr *f = fe_bind_expr(C, arg);
    if (f->type->kind == FE_T_ERROR)
        return f;
    if (f->type != recv->type) {
        fe_sema_error(S, arg->pos, "'%s.%s' takes a value of the enum's own type here ('%s'; Kiln does not "
                      "convert another type to System.Enum or object for it)", fe_type_name(S, recv->type), name,
                      fe_type_name(S, recv->type));
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    }
    int has = !strcmp(name, "HasFlag");
    fe_method *m = has ? helper(C, pos, "HasFlag", 2, lt, lt, NULL, NULL, NULL)
                       : helper(C, pos, "CompareTo", 3, lt, lt, it, NULL, NULL);
    if (!m)
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    return mk_call(C, m, pos, has ? 2 : 3, mk_conv(C, recv, lt), mk_conv(C, f, lt),
                   has ? NULL : mk_const(C, it, base_kind(recv->type->cls), NULL, pos), NULL, NULL);
}

/* `Enum.M<E>(...)`: callee is the member access M on the simple name Enum
 * (the corelib's System.Enum, not a local or a user type) with one type
 * argument. */
static fe_class *enum_target(fe_ctx *C, fe_expr *callee, int *failed)
{
    *failed = 0;
    if (callee->kind != FE_E_MEMBER || callee->ntargs != 1 || callee->left->kind != FE_E_NAME ||
        strcmp(callee->left->name, "Enum") || callee->left->ntargs || fe_find_local(C, "Enum") >= 0)
        return NULL;
    fe_class *core = fe_find_class(C->S, "System", "Enum");
    fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, callee->targs[0]);
    if (!core || !core->imported || t->kind == FE_T_ERROR)
        return NULL;
    if (t->kind != FE_T_ENUM) {
        fe_sema_error(C->S, callee->pos, "the type '%s' must be an enum to be used as TEnum in 'Enum.%s<TEnum>'",
                      fe_type_name(C->S, t), callee->name);
        *failed = 1;
        return NULL;
    }
    return t->cls;
}

fe_bexpr *fe_bind_enum_static(fe_ctx *C, fe_expr *e)
{
    fe_sema *S = C->S;
    fe_expr *callee = e->left;
    int failed;
    fe_class *en = enum_target(C, callee, &failed);
    if (failed)
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), e->pos);
    if (!en)
        return NULL;
    const char *nm = callee->name;
    int known = ((!strcmp(nm, "GetNames") || !strcmp(nm, "GetValues")) && e->nargs == 0) ||
                (!strcmp(nm, "IsDefined") && e->nargs == 1) ||
                (!strcmp(nm, "Parse") && (e->nargs == 1 || e->nargs == 2));
    if (!known) {
        fe_sema_error(S, callee->pos, "'System.Enum' has no supported member '%s<TEnum>' taking %d argument%s "
                      "(Kiln has GetNames<E>(), GetValues<E>(), Parse<E>(s[, ignoreCase]), IsDefined<E>(v))",
                      nm, e->nargs, e->nargs == 1 ? "" : "s");
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), e->pos);
    }
    for (int i = 0; i < e->nargs; i++)
        if (e->args[i].mode != FE_AM_VALUE || e->args[i].name) {
            fe_sema_error(S, e->args[i].pos, "'Enum.%s<TEnum>' takes its arguments by value and by position",
                          callee->name);
            return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), e->pos);
        }
    fe_type *st = fe_prim(S, FE_T_STRING), *it = fe_prim(S, FE_T_LONG), *bt = fe_prim(S, FE_T_BOOL);
    const char *name = callee->name;
    fe_pos pos = e->pos;
    if (!strcmp(name, "GetNames") && e->nargs == 0)
        return table(C, en, st, pos);
    if (!strcmp(name, "GetValues") && e->nargs == 0)
        return table(C, en, en->type, pos);
    if (!strcmp(name, "IsDefined") && e->nargs == 1) {
        fe_bexpr *v = fe_bind_to(C, e->args[0].e, en->type);
        fe_method *m = helper(C, pos, "IsDefined", 2, fe_array_of(S, it), it, NULL, NULL, NULL);
        if (!m || v->type->kind == FE_T_ERROR)
            return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
        return mk_call(C, m, pos, 2, table(C, en, it, pos), mk_conv(C, v, it), NULL, NULL, NULL);
    }
    if (!strcmp(name, "Parse") && (e->nargs == 1 || e->nargs == 2)) {
        fe_bexpr *s = fe_bind_to(C, e->args[0].e, st);
        fe_bexpr *ic = e->nargs == 2 ? fe_bind_to(C, e->args[1].e, bt) : mk_const(C, bt, 0, NULL, pos);
        fe_method *m = helper(C, pos, "Parse", 4, fe_array_of(S, st), fe_array_of(S, it), st, bt, NULL);
        if (!m || s->type->kind == FE_T_ERROR || ic->type->kind == FE_T_ERROR)
            return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
        fe_bexpr *r = mk_call(C, m, pos, 4, table(C, en, st, pos), table(C, en, it, pos), s, ic, NULL);
        return mk_conv(C, r, en->type);
    }
    fe_sema_error(S, callee->pos, "'System.Enum' has no supported member '%s<TEnum>' taking %d argument%s "
                  "(Kiln has GetNames<E>(), GetValues<E>(), Parse<E>(s[, ignoreCase]), IsDefined<E>(v))",
                  name, e->nargs, e->nargs == 1 ? "" : "s");
    return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
}
