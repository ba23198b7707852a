/* bind_enum.c - what C# says through System.Enum about an enum type E,
 * bound to the corelib's System.Enum helpers (corelib/Enum.cs) with E's
 * tables built at the call (EnumTables, internal to the corelib): its member names (string[]) and values
 * (int[]), sorted by value as unsigned, ties in declaration order (the
 * order of .NET's GetNames/GetValues):
 *   e.ToString(format)       Enum.Format(names, values, isFlags, (int)e, format)
 *   Enum.GetNames<E>()       the names array
 *   Enum.GetValues<E>()      an E[] of the values
 *   Enum.Parse<E>(s[, ic])   (E)Enum.Parse(names, values, s, ic)
 *   Enum.IsDefined<E>(v)     Enum.IsDefined(values, (long)v)
 *   Enum.TryParse<E>(s[, ic], out e)   E.<TryParse>(s[, ic], out e), synthesized
 * and the typeof forms Enum.M(typeof(E), ...) the same (Parse boxed, as .NET's
 * object; GetValues an E[] where .NET gives an Array of them); on a value e,
 * e.HasFlag(f), e.CompareTo(x), e.Equals(o) (f of another type: Enum's
 * HasFlag(Enum) on the box). Values travel as long. What a System.Enum
 * reference does is corelib/Enum.cs's, through the overrides sema_value.c
 * gives each enum.
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
    member *v = malloc(sizeof *v * (size_t)(fe_members(e)->fields.n + 1));
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

/* new string[] { names } or new E[] { values } (elem: string, E or long;
 * e NULL: an empty one, in a definition's open pass). */
static fe_bexpr *table(fe_ctx *C, fe_class *e, fe_type *elem, fe_pos pos)
{
    int n = 0;
    member *v = e ? members(C, e, &n) : NULL;
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

/* The KMOD_TYPE_ENUM_BASE index of e's underlying type (EnumTables' kind;
 * e NULL: an open pass's). */
static int base_kind(const fe_class *e)
{
    return e ? (int)((e->flags & KMOD_TYPE_ENUM_BASE) >> KMOD_TYPE_ENUM_BASE_SHIFT) : 0;
}

int fe_is_enum_like(const fe_type *t)
{
    return t->kind == FE_T_ENUM || (t->kind == FE_T_TYPARAM && (t->tparam->cflags & FE_TPC_ENUM));
}

/* The enum a value of type t (fe_is_enum_like) has here: t's, or a type
 * parameter's argument in an instance; NULL in a definition's open pass. */
static fe_class *closed_enum(fe_ctx *C, const fe_type *t)
{
    t = fe_emit_type(C->S, t);
    return t->kind == FE_T_ENUM ? t->cls : NULL;
}

int fe_is_core_convert(const fe_class *c)
{
    return c && c->imported && !strcmp(c->full, "System.Convert");
}

fe_bexpr *fe_enum_as_underlying(fe_ctx *C, fe_bexpr *v)
{
    fe_class *e = closed_enum(C, v->type);   /* the open pass: int, its output is thrown away */
    return mk_conv(C, v, e ? fe_enum_base(C->S, e->type) : fe_prim(C->S, FE_T_INT));
}

fe_bexpr *fe_bind_enum_tostring(fe_ctx *C, fe_bexpr *recv, fe_bexpr *f, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *st = fe_prim(S, FE_T_STRING), *lt = fe_prim(S, FE_T_LONG), *bt = fe_prim(S, FE_T_BOOL);
    fe_type *it = fe_prim(S, FE_T_INT);
    fe_class *e = closed_enum(C, recv->type);
    fe_method *m = helper(C, pos, "Format", 6, fe_array_of(S, st), fe_array_of(S, lt), bt, lt, st, it);
    if (!m || f->type->kind == FE_T_ERROR)
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    fe_bexpr *r = mk_call(C, m, pos, 5, table(C, e, st, pos), table(C, e, lt, pos),
                          mk_const(C, bt, e && e->is_flags, NULL, pos), mk_conv(C, recv, lt), f);
    return add_arg(C, r, mk_const(C, it, base_kind(e), NULL, pos));
}

int fe_enum_value_method(const char *name)
{
    return !strcmp(name, "HasFlag") || !strcmp(name, "CompareTo") || !strcmp(name, "Equals");
}

/* e.CompareTo(o) of an argument of another type: .NET's Enum.CompareTo(object),
 * the box's IComparable.CompareTo (sema_value.c gives every enum one). */
static fe_bexpr *compare_boxed(fe_ctx *C, fe_bexpr *recv, fe_bexpr *x, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *ot = fe_prim(S, FE_T_OBJECT);
    fe_class *ic = fe_find_class(S, "System", "IComparable");
    fe_method *m = ic ? fe_find_method(S, ic, "CompareTo", 0, &ot, 1) : NULL;
    if (!m)
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    fe_bexpr *o = x->type->kind == FE_T_NULL ? x : mk_conv(C, x, ot);   /* any value boxes, any reference converts */
    fe_bexpr *r = mk(C, FE_B_CALL, m->ret, pos);
    r->method = m;
    r->recv = mk_conv(C, recv, ic->type);
    r->flags |= FE_BF_VIRT;
    r->n = 1;
    r->list = fe_bound_alloc(S, sizeof *r->list);
    r->list[0] = o;
    return r;
}

/* e.HasFlag(f) of an f of another type that converts to System.Enum:
 * .NET's Enum.HasFlag(Enum) on e's box (another enum's box throws). */
static fe_bexpr *has_flag_boxed(fe_ctx *C, fe_class *core, fe_bexpr *recv, fe_bexpr *f, fe_pos pos)
{
    fe_method *m = fe_find_method(C->S, core, "HasFlag", 0, &core->type, 1);
    if (!m)
        return mk(C, FE_B_ERROR, fe_prim(C->S, FE_T_ERROR), pos);
    fe_bexpr *r = mk(C, FE_B_CALL, m->ret, pos);
    r->method = m;
    r->recv = mk_conv(C, recv, core->type);
    r->n = 1;
    r->list = fe_bound_alloc(C->S, sizeof *r->list);
    r->list[0] = f->type->kind == FE_T_NULL ? f : mk_conv(C, f, core->type);
    return r;
}

/* On a value e of enum E (one argument, by value):
 *   e.HasFlag(f)    f of type E: EnumTables.HasFlag((long)e, (long)f)
 *   e.CompareTo(x)  x of type E: EnumTables.CompareTo((long)e, (long)x, kind);
 *                   another: ((IComparable)e).CompareTo((object)x)
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
    if (f->type != recv->type && !strcmp(name, "CompareTo") &&
        (f->type->kind == FE_T_NULL || fe_implicit(S, f->type, ot) || fe_is_boxing(S, f->type, ot)))
        return compare_boxed(C, recv, f, pos);
    fe_class *core = fe_find_class(S, "System", "Enum");
    if (f->type != recv->type && !strcmp(name, "HasFlag") && core && fe_is_core_enum(S, core) &&
        (f->type->kind == FE_T_NULL || fe_implicit(S, f->type, core->type)))
        return has_flag_boxed(C, core, recv, f, pos);
    if (f->type != recv->type) {
        fe_sema_error(S, arg->pos, "argument 1: cannot convert from '%s' to '%s'", fe_type_name(S, f->type),
                      fe_type_name(S, core ? core->type : recv->type));
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    }
    int has = !strcmp(name, "HasFlag");
    fe_method *m = has ? helper(C, pos, "HasFlag", 2, lt, lt, NULL, NULL, NULL)
                       : helper(C, pos, "CompareTo", 3, lt, lt, it, NULL, NULL);
    if (!m)
        return mk(C, FE_B_ERROR, fe_prim(S, FE_T_ERROR), pos);
    return mk_call(C, m, pos, has ? 2 : 3, mk_conv(C, recv, lt), mk_conv(C, f, lt),
                   has ? NULL : mk_const(C, it, base_kind(closed_enum(C, recv->type)), NULL, pos), NULL, NULL);
}

int fe_is_core_enum(fe_sema *S, const fe_class *c)
{
    return c->imported && c == fe_find_class(S, "System", "Enum");
}

int fe_enum_boxed_args_ok(fe_ctx *C, const fe_class *mcls, const char *name, fe_bexpr **args, int n, fe_pos pos)
{
    fe_sema *S = C->S;
    if (!mcls || n < 1)
        return 1;
    if (fe_is_core_convert(mcls) && args[0]->type->kind == FE_T_CLASS && fe_is_core_enum(S, args[0]->type->cls)) {
        fe_sema_error(S, pos, "'Convert.%s' of a System.Enum value is not supported (Kiln converts a value of an enum "
                      "type; cast the Enum to its enum type first)", name);
        return 0;
    }
    if (n == 2 && fe_is_core_enum(S, (fe_class *)mcls) && (!strcmp(name, "GetName") || !strcmp(name, "IsDefined"))) {
        fe_type *t = args[1]->type;
        if (t->kind != FE_T_ERROR && !fe_is_enum_like(t) && !(t->kind == FE_T_CLASS && fe_is_core_enum(S, t->cls))) {
            fe_sema_error(S, args[1]->pos, "'Enum.%s(enumType, value)' with an enumType known only at run time "
                          "takes an enum value here, not a '%s' (Kiln has no enum's members by its Type; "
                          "write typeof(E))", name, fe_type_name(S, t));
            return 0;
        }
    }
    return 1;
}

/* Is callee Enum.M, with Enum the corelib's System.Enum (not a local or
 * a user type)? */
static int is_enum_member(fe_ctx *C, fe_expr *callee)
{
    if (callee->kind != FE_E_MEMBER || callee->left->kind != FE_E_NAME ||
        strcmp(callee->left->name, "Enum") || callee->left->ntargs || fe_find_local(C, "Enum") >= 0)
        return 0;
    fe_class *core = fe_lookup_class(C->S, C->unit, C->ns, "Enum");
    return core && fe_is_core_enum(C->S, core);
}

/* What a call Enum.M<E>(...) or Enum.M(typeof(E), ...) names. E may be a
 * type parameter: each instance binds the body again with its arguments in
 * force (docs/generics.md), so E's tables are built from the closed type
 * there; the open pass, whose output is thrown away, gets empty ones. */
typedef struct target {
    fe_class *en;      /* the enum whose tables are built; NULL in an open pass */
    fe_type *vt;       /* the type of E's values in the bound tree: E, or the type parameter */
    int skip;          /* the typeof form: the first argument is not one of the values */
    int failed;        /* reported */
    int not_enum;      /* an instance whose typeof(T) is no enum: .NET's ArgumentException at run time */
    fe_bexpr *value;   /* Enum.IsDefined(v), Enum.GetName(v): the argument E is inferred from */
} target;

/* TEnum of the generic forms is `struct, Enum`: a type parameter passed
 * for it must have both constraints (C#'s texts). */
static int tparam_is_tenum(fe_ctx *C, fe_type *t, fe_pos pos, const char *callee)
{
    int cf = t->tparam->cflags;
    if (!(cf & FE_TPC_STRUCT))
        fe_sema_error(C->S, pos, "the type '%s' must be a non-nullable value type in order to use it as parameter "
                      "'TEnum' in the generic type or method 'Enum.%s<TEnum>'", t->tparam->name, callee);
    else if (!(cf & FE_TPC_ENUM))
        fe_sema_error(C->S, pos, "the type '%s' cannot be used as type parameter 'TEnum' in the generic type or "
                      "method 'Enum.%s<TEnum>'. There is no boxing conversion or type parameter conversion from "
                      "'%s' to 'System.Enum'", t->tparam->name, callee, t->tparam->name);
    return (cf & FE_TPC_STRUCT) && (cf & FE_TPC_ENUM);
}

/* Fills tg from E's type t in a call of Enum.name (tenum: the generic
 * form, else typeof's). */
static void must_be_enum(fe_ctx *C, fe_type *t, fe_pos pos, const char *name, int tenum, target *tg)
{
    tg->vt = t;
    if (t->kind == FE_T_ERROR) {
        tg->failed = 1;
        return;
    }
    if (t->kind == FE_T_TYPARAM) {
        if (tenum && !C->S->subst && !tparam_is_tenum(C, t, pos, name)) {
            tg->failed = 1;
            return;
        }
        fe_type *closed = fe_emit_type(C->S, t);
        tg->en = closed->kind == FE_T_ENUM ? closed->cls : NULL;
        tg->not_enum = closed->kind != FE_T_ENUM && closed->kind != FE_T_TYPARAM;
        return;
    }
    if (t->kind != FE_T_ENUM) {
        fe_sema_error(C->S, pos, tenum ? "the type '%s' must be an enum to be used as TEnum in 'Enum.%s<TEnum>'"
                                       : "the type '%s' must be an enum to be used as the enumType of 'Enum.%s'",
                      fe_type_name(C->S, t), name);
        tg->failed = 1;
        return;
    }
    tg->en = t->cls;
}

/* The out argument's type of Enum.TryParse(s[, ic], out E x) / out x of a
 * local of type E (inferred, as C# does); NULL reported. */
static fe_type *tryparse_out_type(fe_ctx *C, fe_expr *o)
{
    fe_type *t = NULL;
    if (o->kind == FE_E_OUTVAR && o->tsyn->kind != FE_TS_VAR)
        t = fe_resolve_type(C->S, C->unit, C->ns, o->tsyn);
    else if (o->kind == FE_E_NAME && fe_find_local(C, o->name) >= 0)
        t = C->locals.v[fe_find_local(C, o->name)].type;
    if (!t)
        fe_sema_error(C->S, o->pos, "the type arguments for method 'Enum.TryParse<TEnum>' cannot be inferred "
                      "from the usage (Kiln infers them from an out argument of an enum type, typed or a local)");
    return t;
}

/* The enum of a call Enum.M<E>(...), Enum.M(typeof(E), ...) or
 * Enum.TryParse(s[, ic], out E x); 0 when the call is none of them. */
static int enum_target(fe_ctx *C, fe_expr *e, target *tg)
{
    fe_expr *callee = e->left;
    memset(tg, 0, sizeof *tg);
    if (!is_enum_member(C, callee))
        return 0;
    if (callee->ntargs == 1) {
        must_be_enum(C, fe_resolve_type(C->S, C->unit, C->ns, callee->targs[0]), callee->pos, callee->name, 1, tg);
        return 1;
    }
    if (callee->ntargs)
        return 0;
    if (e->nargs >= 1 && e->args[0].e->kind == FE_E_TYPEOF && e->args[0].mode == FE_AM_VALUE && !e->args[0].name) {
        tg->skip = 1;
        must_be_enum(C, fe_resolve_type(C->S, C->unit, C->ns, e->args[0].e->tsyn), e->args[0].pos, callee->name, 0, tg);
        return 1;
    }
    if (!strcmp(callee->name, "TryParse") && e->nargs >= 2 && e->args[e->nargs - 1].mode == FE_AM_OUT) {
        fe_expr *o = e->args[e->nargs - 1].e;
        fe_type *t = tryparse_out_type(C, o);
        if (t)
            must_be_enum(C, t, o->pos, callee->name, 1, tg);
        tg->failed |= !t;
        return 1;
    }
    if ((!strcmp(callee->name, "IsDefined") || !strcmp(callee->name, "GetName")) && e->nargs == 1 &&
        e->args[0].mode == FE_AM_VALUE && !e->args[0].name) {   /* TEnum inferred from v */
        tg->value = fe_bind_expr(C, e->args[0].e);
        must_be_enum(C, tg->value->type, e->args[0].pos, callee->name, 1, tg);
        return 1;
    }
    return 0;
}

static fe_bexpr *enum_error(fe_ctx *C, fe_pos pos)
{
    return mk(C, FE_B_ERROR, fe_prim(C->S, FE_T_ERROR), pos);
}

/* Enum.IsDefined(typeof(E), v): v of type E, of E's underlying type (a
 * value), or a string (a name). */
static fe_bexpr *is_defined_object(fe_ctx *C, const target *tg, fe_expr *arg, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *st = fe_prim(S, FE_T_STRING), *lt = fe_prim(S, FE_T_LONG);
    fe_bexpr *v = fe_bind_expr(C, arg);
    if (v->type->kind == FE_T_ERROR)
        return v;
    if (v->type->kind == FE_T_STRING) {
        fe_method *m = helper(C, pos, "IsDefinedName", 2, fe_array_of(S, st), st, NULL, NULL, NULL);
        return m ? mk_call(C, m, pos, 2, table(C, tg->en, st, pos), v, NULL, NULL, NULL) : enum_error(C, pos);
    }
    int typaram = tg->vt->kind == FE_T_TYPARAM;
    if (v->type != tg->vt && (typaram || v->type != fe_enum_base(S, tg->vt))) {
        const char *en = fe_type_name(S, tg->vt);
        if (typaram)
            fe_sema_error(S, arg->pos, "Enum.IsDefined(typeof(%s), v) takes a %s or a string here (Kiln does not "
                          "take the underlying type's values when %s is a type parameter)", en, en, en);
        else
            fe_sema_error(S, arg->pos, "Enum.IsDefined(typeof(%s), v) takes a %s, a %s or a string here (.NET "
                          "throws ArgumentException for any other type)", en, en,
                          fe_type_name(S, fe_enum_base(S, tg->vt)));
        return enum_error(C, pos);
    }
    fe_method *m = helper(C, pos, "IsDefined", 2, fe_array_of(S, lt), lt, NULL, NULL, NULL);
    return m ? mk_call(C, m, pos, 2, table(C, tg->en, lt, pos), mk_conv(C, v, lt), NULL, NULL, NULL)
             : enum_error(C, pos);
}

/* Enum.TryParse<E>(s[, ignoreCase], out e): E's synthesized
 * E.<TryParse>; on a type parameter E, bound here against the closed
 * enum's method (the out argument keeps E's open type, which the
 * instance closes; the open pass binds the arguments only). */
static fe_bexpr *bind_tryparse(fe_ctx *C, const target *tg, fe_expr *e)
{
    if (tg->vt->kind != FE_T_TYPARAM)
        return fe_bind_static_call(C, tg->en, "<TryParse>", e);
    fe_sema *S = C->S;
    int n = e->nargs;
    for (int i = 0; i < n; i++)
        if (e->args[i].mode != (i == n - 1 ? FE_AM_OUT : FE_AM_VALUE) || e->args[i].name) {
            fe_sema_error(S, e->args[i].pos, "'Enum.TryParse' takes its arguments by position, the last by out");
            return enum_error(C, e->pos);
        }
    fe_bexpr *sv = fe_bind_to(C, e->args[0].e, fe_prim(S, FE_T_STRING));
    fe_bexpr *ic = n == 3 ? fe_bind_to(C, e->args[1].e, fe_prim(S, FE_T_BOOL)) : NULL;
    fe_bexpr *out = fe_bind_out_arg(C, e->args[n - 1].e, tg->vt);
    fe_method *m = NULL;
    for (int i = 0; tg->en && i < tg->en->methods.n; i++)   /* the overload of this arity */
        if (!strcmp(tg->en->methods.v[i]->name, "<TryParse>") && tg->en->methods.v[i]->nparams == n)
            m = tg->en->methods.v[i];
    if (!m)   /* the open pass: its output is thrown away */
        return mk_const(C, fe_prim(S, FE_T_BOOL), 0, NULL, e->pos);
    return ic ? mk_call(C, m, e->pos, 3, sv, ic, out, NULL, NULL) : mk_call(C, m, e->pos, 2, sv, out, NULL, NULL, NULL);
}

/* Enum.Parse<E>(s[, ignoreCase]): (E)EnumTables.Parse(names, values, s, ic);
 * the typeof form boxed, as .NET's object. */
static fe_bexpr *bind_parse(fe_ctx *C, const target *tg, fe_callarg *args, int n, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *st = fe_prim(S, FE_T_STRING), *lt = fe_prim(S, FE_T_LONG), *bt = fe_prim(S, FE_T_BOOL);
    fe_bexpr *sv = fe_bind_to(C, args[0].e, st);
    fe_bexpr *ic = n == 2 ? fe_bind_to(C, args[1].e, bt) : mk_const(C, bt, 0, NULL, pos);
    fe_method *m = helper(C, pos, "Parse", 4, fe_array_of(S, st), fe_array_of(S, lt), st, bt, NULL);
    if (!m || sv->type->kind == FE_T_ERROR || ic->type->kind == FE_T_ERROR)
        return enum_error(C, pos);
    fe_bexpr *r = mk_call(C, m, pos, 4, table(C, tg->en, st, pos), table(C, tg->en, lt, pos), sv, ic, NULL);
    r = mk_conv(C, r, tg->vt);
    return tg->skip ? mk_conv(C, r, fe_prim(S, FE_T_OBJECT)) : r;
}

/* Enum.IsDefined<E>(v): EnumTables.IsDefined(values, (long)v);
 * Enum.GetName<E>(v): EnumTables.GetName(names, values, (long)v). */
static fe_bexpr *bind_is_defined(fe_ctx *C, const target *tg, fe_callarg *args, int name, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_type *lt = fe_prim(S, FE_T_LONG), *at = fe_array_of(S, lt), *sa = fe_array_of(S, fe_prim(S, FE_T_STRING));
    if (tg->skip && !name)
        return is_defined_object(C, tg, args[0].e, pos);
    fe_bexpr *v = tg->value ? tg->value : tg->skip ? fe_bind_expr(C, args[0].e) : fe_bind_to(C, args[0].e, tg->vt);
    if (tg->skip && v->type != tg->vt && v->type->kind != FE_T_ERROR &&
        (!fe_is_integral(v->type) || v->type->kind == FE_T_CHAR)) {   /* GetName(typeof(E), n): any integral n */
        fe_sema_error(S, args[0].pos, "Enum.GetName(typeof(%s), v) takes a %s or an integral value here (.NET "
                      "throws ArgumentException for any other type)", fe_type_name(S, tg->vt), fe_type_name(S, tg->vt));
        return enum_error(C, pos);
    }
    fe_method *m = name ? helper(C, pos, "GetName", 3, sa, at, lt, NULL, NULL)
                        : helper(C, pos, "IsDefined", 2, at, lt, NULL, NULL, NULL);
    if (!m || v->type->kind == FE_T_ERROR)
        return enum_error(C, pos);
    if (name)
        return mk_call(C, m, pos, 3, table(C, tg->en, sa->elem, pos), table(C, tg->en, lt, pos), mk_conv(C, v, lt),
                       NULL, NULL);
    return mk_call(C, m, pos, 2, table(C, tg->en, lt, pos), mk_conv(C, v, lt), NULL, NULL, NULL);
}

/* Enum.ToObject(typeof(E), v) (v integral or an E: the boxed E of v's
 * value, wrapped to the underlying type as .NET's) and
 * Enum.GetUnderlyingType(typeof(E)) (typeof of E's underlying type). */
static fe_bexpr *bind_type_member(fe_ctx *C, const target *tg, fe_callarg *args, int n, fe_pos pos)
{
    fe_sema *S = C->S;
    if (!n) {
        fe_type *u = tg->en ? fe_enum_base(S, tg->en->type) : fe_prim(S, FE_T_INT);   /* the open pass: any */
        return fe_bind_type_object(C, u, pos);
    }
    fe_bexpr *v = fe_bind_expr(C, args[0].e);
    if (v->type->kind == FE_T_ERROR)
        return v;
    if (v->type != tg->vt && (!fe_is_integral(v->type) || v->type->kind == FE_T_CHAR)) {
        fe_sema_error(S, args[0].pos, "Enum.ToObject(typeof(%s), v) takes an integral value or a %s here (.NET "
                      "throws ArgumentException for any other type)", fe_type_name(S, tg->vt), fe_type_name(S, tg->vt));
        return enum_error(C, pos);
    }
    fe_bexpr *r = v->type == tg->vt ? v : mk_conv(C, mk_conv(C, v, fe_prim(S, FE_T_LONG)), tg->vt);
    return mk_conv(C, r, fe_prim(S, FE_T_OBJECT));
}

/* Is Enum.nm with n arguments (after typeof's) one bind_enum.c binds? */
static int known_member(fe_ctx *C, const char *nm, int n, int skip, int nargs, fe_pos pos)
{
    if (((!strcmp(nm, "GetNames") || !strcmp(nm, "GetValues")) && n == 0) ||
        ((!strcmp(nm, "IsDefined") || !strcmp(nm, "GetName")) && n == 1) ||
        (!strcmp(nm, "Parse") && (n == 1 || n == 2)) ||
        (skip && ((!strcmp(nm, "ToObject") && n == 1) || (!strcmp(nm, "GetUnderlyingType") && n == 0))))
        return 1;
    fe_sema_error(C->S, pos, "'System.Enum' has no supported member '%s%s' taking %d argument%s "
                  "(Kiln has GetNames, GetValues, Parse(s[, ignoreCase]), IsDefined(v), GetName(v) as <E> or with typeof(E), "
                  "TryParse<E>(s[, ignoreCase], out e), ToObject(typeof(E), v) and GetUnderlyingType(typeof(E)))",
                  nm, skip ? "" : "<TEnum>", nargs, nargs == 1 ? "" : "s");
    return 0;
}

/* r, after .NET's ArgumentException for an instance whose typeof(T) is
 * no enum (r itself, over empty tables, is never reached). */
static fe_bexpr *not_enum_first(fe_ctx *C, fe_bexpr *r, fe_pos pos)
{
    fe_method *m = helper(C, pos, "NotEnum", 0, NULL, NULL, NULL, NULL, NULL);
    if (!m)
        return enum_error(C, pos);
    fe_bexpr *call = mk(C, FE_B_CALL, m->ret, pos), *q = mk(C, FE_B_SEQ, r->type, pos);
    call->method = m;
    q->n = 1;
    q->list = fe_bound_alloc(C->S, sizeof *q->list);
    q->list[0] = call;
    q->a = r;
    return q;
}

static fe_bexpr *bind_member(fe_ctx *C, const target *tg, fe_expr *e)
{
    fe_sema *S = C->S;
    const char *nm = e->left->name;
    int n = e->nargs - tg->skip;
    fe_callarg *args = e->args ? e->args + tg->skip : NULL;   /* no arguments: NULL */
    fe_pos pos = e->pos;
    if (!strcmp(nm, "TryParse") && !tg->skip && (n == 2 || n == 3))
        return bind_tryparse(C, tg, e);
    if (!known_member(C, nm, n, tg->skip, e->nargs, e->left->pos))
        return enum_error(C, pos);
    for (int i = 0; i < n; i++)
        if (args[i].mode != FE_AM_VALUE || args[i].name) {
            fe_sema_error(S, args[i].pos, "'Enum.%s' takes its arguments by value and by position", nm);
            return enum_error(C, pos);
        }
    if (!strcmp(nm, "GetNames"))
        return table(C, tg->en, fe_prim(S, FE_T_STRING), pos);
    if (!strcmp(nm, "GetValues"))   /* .NET's typeof form gives an Array: here an E[] */
        return table(C, tg->en, tg->vt, pos);
    if (!strcmp(nm, "ToObject") || !strcmp(nm, "GetUnderlyingType"))
        return bind_type_member(C, tg, args, n, pos);
    if (!strcmp(nm, "IsDefined") || !strcmp(nm, "GetName"))
        return bind_is_defined(C, tg, args, nm[0] == 'G', pos);
    return bind_parse(C, tg, args, n, pos);
}

fe_bexpr *fe_bind_enum_static(fe_ctx *C, fe_expr *e)
{
    target tg;
    if (!enum_target(C, e, &tg))
        return NULL;
    if (tg.failed)
        return enum_error(C, e->pos);
    if (!tg.not_enum)
        return bind_member(C, &tg, e);
    fe_bexpr *r = bind_member(C, &tg, e);
    return r->kind == FE_B_ERROR ? r : not_enum_first(C, r, e->pos);
}

/* E's override of Enum.RawTables(out long[] values, out bool flags): the
 * tables bind_enum.c builds at a call, for a box reached as an Enum. */
void fe_synth_enum_tables(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_class *en = C->cls;
    fe_builder *b = &C->b;
    fe_em_op_var(b, IL_LDARG, 1);
    fe_emit_expr(C, table(C, en, fe_prim(S, FE_T_LONG), C->m->pos));
    fe_gen_stind(C, fe_array_of(S, fe_prim(S, FE_T_LONG)));
    fe_em_op_var(b, IL_LDARG, 2);
    fe_em_op_i4(b, IL_LDC_I4, en->is_flags);
    fe_gen_stind(C, fe_prim(S, FE_T_BOOL));
    fe_emit_expr(C, table(C, en, fe_prim(S, FE_T_STRING), C->m->pos));
    fe_em_op(b, IL_RET);
}

/* The body of E.<TryParse>(string value[, bool ignoreCase], out E result)
 * (declared with E's ToString(U), sema_decl.c):
 *   long r; bool ok = EnumTables.TryParse(names, values, value, ignoreCase, out r);
 *   result = (E)r; return ok; */
void fe_synth_enum_tryparse(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_class *en = C->cls;
    fe_method *me = C->m;
    fe_type *st = fe_prim(S, FE_T_STRING), *lt = fe_prim(S, FE_T_LONG), *bt = fe_prim(S, FE_T_BOOL);
    fe_method *m = fe_core_method(S, me->pos, "System", "EnumTables", "TryParse", 1,
                                  (fe_type *[]){fe_array_of(S, st), fe_array_of(S, lt), st, bt, lt}, 5);   /* the last: out long */
    if (!m) {   /* reported */
        fe_em_op_i4(&C->b, IL_LDC_I4, 0);
        fe_em_op(&C->b, IL_RET);
        return;
    }
    int r = fe_gen_temp(C, lt);
    fe_emit_expr(C, table(C, en, st, me->pos));
    fe_emit_expr(C, table(C, en, lt, me->pos));
    fe_em_op_var(&C->b, IL_LDARG, 0);
    if (me->nparams == 3)
        fe_em_op_var(&C->b, IL_LDARG, 1);
    else
        fe_em_op_i4(&C->b, IL_LDC_I4, 0);
    fe_em_op_var(&C->b, IL_LDLOCA, r);
    fe_gen_call(C, m, 0);
    fe_em_op_var(&C->b, IL_LDARG, me->nparams - 1);
    fe_em_op_var(&C->b, IL_LDLOC, r);
    fe_gen_conv(C, lt, en->type);
    fe_gen_stind(C, en->type);
    fe_em_op(&C->b, IL_RET);
}
