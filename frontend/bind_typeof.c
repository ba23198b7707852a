/* bind_typeof.c - typeof(T): a call of the corelib's TypeOf.Get with T's
 * run-time name, the string the runtime's Object.GetTypeName gives for an
 * object of that type (corelib/Type.cs parses Name, Namespace, FullName
 * from it; two Types are equal when their names are):
 *   int -> System.Int32, N.Outer.Inner -> N.Outer+Inner,
 *   List<int> -> System.Collections.Generic.List`1[System.Int32],
 *   string[] -> System.String[], int[,] -> System.Int32[,]
 * A type parameter is bound in each instance (generic code is compiled
 * per instance), so typeof(T) names the argument.
 */
#include "sema.h"
#include "bound.h"

#include <stdio.h>
#include <string.h>

static const char *prim_name(fe_tkind k)
{
    switch (k) {
    case FE_T_VOID: return "System.Void";
    case FE_T_BOOL: return "System.Boolean";
    case FE_T_CHAR: return "System.Char";
    case FE_T_BYTE: return "System.Byte";
    case FE_T_SBYTE: return "System.SByte";
    case FE_T_SHORT: return "System.Int16";
    case FE_T_USHORT: return "System.UInt16";
    case FE_T_INT: return "System.Int32";
    case FE_T_UINT: return "System.UInt32";
    case FE_T_LONG: return "System.Int64";
    case FE_T_ULONG: return "System.UInt64";
    case FE_T_FLOAT: return "System.Single";
    case FE_T_DOUBLE: return "System.Double";
    case FE_T_STRING: return "System.String";
    case FE_T_OBJECT: return "System.Object";
    default: return NULL;
    }
}

/* Appends t's run-time name to buf (cap bytes, *at used); 0 when t has
 * none Kiln can give (a type parameter of an open definition). */
static int runtime_name(const fe_type *t, char *buf, size_t cap, size_t *at)
{
    const char *p = prim_name(t->kind);
    if (!p && t->kind == FE_T_ARRAY) {
        if (!runtime_name(t->elem, buf, cap, at))
            return 0;
        p = "[]";
    } else if (!p && t->kind == FE_T_MDARRAY) {
        if (!runtime_name(t->elem, buf, cap, at))
            return 0;
        char r[80] = "[";
        for (int i = 1; i < t->rank && i < 64; i++)
            strcat(r, ",");
        strcat(r, "]");
        if (*at < cap)
            *at += (size_t)snprintf(buf + *at, cap - *at, "%s", r);
        return 1;
    } else if (!p && (t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT || t->kind == FE_T_ENUM)) {
        const fe_class *c = t->cls;
        if (*at < cap)
            *at += (size_t)snprintf(buf + *at, cap - *at, "%s%s%s", c->ns, c->ns[0] ? "." : "",
                                    fe_class_meta_name(c));
        return 1;
    }
    if (!p)
        return 0;
    if (*at < cap)
        *at += (size_t)snprintf(buf + *at, cap - *at, "%s", p);
    return 1;
}

fe_bexpr *fe_bind_type_object(fe_ctx *C, fe_type *t, fe_pos pos)
{
    fe_sema *S = C->S;
    fe_bexpr *err = fe_bound_alloc(S, sizeof *err);
    err->kind = FE_B_ERROR;
    err->type = fe_prim(S, FE_T_ERROR);
    err->pos = pos;
    if (t->kind == FE_T_ERROR)
        return err;
    char buf[1024];
    size_t at = 0;
    t = (fe_type *)fe_emit_type(S, t);   /* in a generic instance: T is its argument */
    if (!runtime_name(t, buf, sizeof buf, &at)) {
        if (t->kind != FE_T_TYPARAM)   /* an open definition's pass: its output is thrown away */
            fe_sema_error(S, pos, "typeof(%s) is not supported", fe_type_name(S, t));
        return err;
    }
    if (at >= sizeof buf) {
        fe_sema_error(S, pos, "the type name in typeof is too long");
        return err;
    }
    fe_type *st = fe_prim(S, FE_T_STRING);
    fe_method *m = fe_core_method(S, pos, "System", "TypeOf", "Get", 1, &st, 1);
    if (!m)
        return err;
    fe_bexpr *name = fe_bound_alloc(S, sizeof *name);
    name->kind = FE_B_CONST;
    name->type = st;
    name->pos = pos;
    name->k.type = st;
    name->k.s = fe_sema_strdup(S, buf, at);
    name->k.slen = at;
    fe_bexpr *r = fe_bound_alloc(S, sizeof *r);
    r->kind = FE_B_CALL;
    r->type = m->ret;
    r->pos = pos;
    r->method = m;
    r->n = 1;
    r->list = fe_bound_alloc(S, sizeof *r->list);
    r->list[0] = name;
    return r;
}

fe_bexpr *fe_bind_typeof(fe_ctx *C, fe_expr *e)
{
    return fe_bind_type_object(C, fe_resolve_type(C->S, C->unit, C->ns, e->tsyn), e->pos);
}

/* v.GetType() on a value of a primitive or enum type: Object.GetType() of
 * the boxed value (a struct's goes through its own lookup). */
fe_bexpr *fe_bind_gettype(fe_ctx *C, fe_bexpr *recv, fe_expr *call)
{
    fe_sema *S = C->S;
    fe_bexpr *err = fe_bound_alloc(S, sizeof *err);
    err->kind = FE_B_ERROR;
    err->type = fe_prim(S, FE_T_ERROR);
    err->pos = call->pos;
    if (call->nargs) {
        fe_sema_error(S, call->pos, "no overload for method 'GetType' takes %d arguments", call->nargs);
        return err;
    }
    fe_class *obj = fe_find_class(S, "System", "Object");
    fe_method *m = obj ? fe_find_method(S, obj, "GetType", 0, NULL, 0) : NULL;
    if (!m) {
        fe_sema_error(S, call->pos, "the corelib has no System.Object.GetType()");
        return err;
    }
    fe_bexpr *box = fe_bound_alloc(S, sizeof *box);
    box->kind = FE_B_CONV;
    box->type = fe_prim(S, FE_T_OBJECT);
    box->pos = recv->pos;
    box->a = recv;
    fe_bexpr *r = fe_bound_alloc(S, sizeof *r);
    r->kind = FE_B_CALL;
    r->type = m->ret;
    r->pos = call->pos;
    r->method = m;
    r->recv = box;
    return r;
}
