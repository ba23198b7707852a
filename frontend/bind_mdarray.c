/* bind_mdarray.c - multi-dimensional arrays T[,], T[,,], ... (docs/language.md,
 * "Multi-dimensional arrays"; docs/module-format.md).
 *
 * A T[,] is a System.MdArray object (corelib/MdArray.cs): the elements in
 * one flat T[] in row-major order, the length of each dimension and the
 * type's .NET name. In signatures it is a CLASS System.MdArray, so the
 * module format, the verifier, the GC and the engines see an ordinary
 * object and an ordinary T[]. The binder gives:
 *   new T[a, b]          FE_B_MDNEW (sizes in list; Total checks them)
 *   new T[,] {{..},{..}} FE_B_MDNEW with c, the flat FE_B_ARRINIT
 *   a[i, j]              an FE_V_ELEM variable whose array is FE_B_MDFLAT
 *                        (MdArray.Flat2/3/N: the flat T[] of a and, in a
 *                        temporary, the flat index or -1) and whose index
 *                        is FE_B_MDINDEX (that temporary), so loads, stores,
 *                        compound assignments, ++ and ref are the 1-D
 *                        array's and throw at the element access itself
 *   foreach, Length...   the flat T[] (MdArray.Data), MdArray's members.
 *
 * Invariants: an MDARRAY type's rank is 2..32; every node built here has
 * its corelib methods resolved (an error was reported otherwise).
 */
#include "bound.h"

#include <stdio.h>
#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

static fe_bexpr *mnode(fe_ctx *C, fe_bkind kind, fe_type *type, fe_pos pos)
{
    fe_bexpr *b = fe_bound_alloc(C->S, sizeof *b);
    b->kind = kind;
    b->type = type;
    b->pos = pos;
    return b;
}

static fe_bexpr *merr(fe_ctx *C, fe_pos pos) { return mnode(C, FE_B_ERROR, T(C, FE_T_ERROR), pos); }

static int bad(const fe_bexpr *b) { return b->type->kind == FE_T_ERROR; }

fe_type *fe_md_type(fe_sema *S, fe_type *elem, int rank, fe_pos pos)
{
    if (!fe_find_class(S, "System", "MdArray")) {
        fe_sema_error(S, pos, "multi-dimensional arrays need the corelib's System.MdArray");
        return fe_prim(S, FE_T_ERROR);
    }
    return fe_mdarray_of(S, elem, rank);
}

static fe_class *md_class(fe_ctx *C) { return fe_find_class(C->S, "System", "MdArray"); }

/* ------------------------------------------------------------ .NET names */

static void put_name(fe_sema *S, fe_bytes *out, const fe_type *t)
{
    static const char *const prims[] = {
        [FE_T_BOOL] = "System.Boolean", [FE_T_CHAR] = "System.Char", [FE_T_BYTE] = "System.Byte",
        [FE_T_INT] = "System.Int32", [FE_T_UINT] = "System.UInt32", [FE_T_LONG] = "System.Int64",
        [FE_T_ULONG] = "System.UInt64", [FE_T_DOUBLE] = "System.Double",
        [FE_T_SBYTE] = "System.SByte", [FE_T_SHORT] = "System.Int16", [FE_T_USHORT] = "System.UInt16",
        [FE_T_FLOAT] = "System.Single", [FE_T_STRING] = "System.String", [FE_T_OBJECT] = "System.Object",
    };
    const char *s = NULL;
    switch (t->kind) {
    case FE_T_ARRAY: case FE_T_MDARRAY:
        put_name(S, out, t->elem);
        FE_VEC_PUSH(*out, '[');
        for (int i = 1; t->kind == FE_T_MDARRAY && i < t->rank; i++)
            FE_VEC_PUSH(*out, ',');
        FE_VEC_PUSH(*out, ']');
        return;
    case FE_T_CLASS: case FE_T_ENUM:
        if (t->cls->ns[0]) {
            for (const char *c = t->cls->ns; *c; c++)
                FE_VEC_PUSH(*out, (uint8_t)*c);
            FE_VEC_PUSH(*out, '.');
        }
        s = fe_class_meta_name(t->cls);
        break;
    default:
        s = (size_t)t->kind < sizeof prims / sizeof prims[0] && prims[t->kind] ? prims[t->kind] : "?";
        break;
    }
    for (; *s; s++)
        FE_VEC_PUSH(*out, (uint8_t)*s);
}

/* The type's name as .NET prints it: "System.Int32[,]", "N.C+D[][,]". */
fe_const fe_md_net_name(fe_ctx *C, const fe_type *t)
{
    fe_bytes b = {0};
    put_name(C->S, &b, t);
    fe_const k = {0};
    k.type = T(C, FE_T_STRING);
    k.s = fe_sema_strdup(C->S, (const char *)b.v, (size_t)b.n);
    k.slen = (size_t)b.n;
    free(b.v);
    return k;
}

/* --------------------------------------------------------------- creation */

static fe_method *ctor_of(fe_ctx *C, fe_pos pos)
{
    fe_class *md = md_class(C);
    fe_type *ps[4] = {fe_array_of(C->S, T(C, FE_T_INT)), T(C, FE_T_OBJECT), T(C, FE_T_INT),
                      T(C, FE_T_STRING)};
    fe_method *m = md ? fe_find_method(C->S, md, ".ctor", 0, ps, 4) : NULL;
    if (!m)
        ERR(C, pos, "the corelib has no System.MdArray constructor");
    return m;
}

static fe_bexpr *int_const(fe_ctx *C, int64_t v, fe_pos pos)
{
    fe_bexpr *b = mnode(C, FE_B_CONST, T(C, FE_T_INT), pos);
    b->k.type = T(C, FE_T_INT);
    b->k.i = v;
    return b;
}

/* A dimension's size: an int (a long, uint or ulong size is reported). */
static fe_bexpr *bind_int(fe_ctx *C, fe_expr *e, const char *what)
{
    fe_bexpr *v = fe_bind_expr(C, e);
    if (bad(v))
        return v;
    fe_tkind k = v->type->kind;
    if (k == FE_T_LONG || k == FE_T_ULONG || k == FE_T_UINT) {
        ERR(C, e->pos, "multi-dimensional array %s of type '%s' are not supported (only int)", what,
            fe_type_name(C->S, v->type));
        return merr(C, e->pos);
    }
    return fe_convert(C, v, e, T(C, FE_T_INT));
}

/* Flattens a nested initializer of `rank` levels into out (row-major),
 * fixing len[d] from the first row at each depth; 0 after an error. */
typedef FE_VEC(fe_expr *) expr_vec;

static int flatten(fe_ctx *C, fe_expr *init, int depth, int rank, int64_t *len, int *seen,
                   expr_vec *out)
{
    if (!seen[depth]) {
        seen[depth] = 1;
        len[depth] = init->nlist;
    } else if (len[depth] != init->nlist) {
        ERR(C, init->pos, "an array initializer of length '%lld' is expected", (long long)len[depth]);
        return 0;
    }
    int ok = 1;
    for (int i = 0; i < init->nlist && ok; i++) {
        fe_expr *x = init->list[i];
        if (depth + 1 < rank) {
            if (x->kind != FE_E_ARRAYINIT) {
                ERR(C, x->pos, "a nested array initializer is expected");
                return 0;
            }
            ok = flatten(C, x, depth + 1, rank, len, seen, out);
        } else if (x->kind == FE_E_ARRAYINIT) {
            ERR(C, x->pos, "array initializers can only be used in a variable or field initializer; "
                "try using a new expression instead");
            return 0;
        } else {
            FE_VEC_PUSH(*out, x);
        }
    }
    return ok;
}

/* The MDNEW of an initializer (its elements bound to et, or to their best
 * common type when et is NULL: new[,] { ... }); sizes, when given, must
 * be constants equal to the initializer's lengths. */
static fe_bexpr *bind_init(fe_ctx *C, fe_expr *init, fe_type *et, int rank, fe_expr *sizes_of,
                           fe_pos pos)
{
    int64_t len[32] = {0};
    int seen[32] = {0};
    expr_vec flat = {0};
    int ok = flatten(C, init, 0, rank, len, seen, &flat);
    for (int d = 0; ok && sizes_of && d < rank; d++) {
        fe_const k;
        fe_expr *se = sizes_of->args[d].e;
        if (!fe_const_expr(C, se, &k) || !fe_is_integral(k.type)) {
            ERR(C, se->pos, "a constant value is expected");
            ok = 0;
        } else if (k.i != len[d]) {
            ERR(C, se->pos, "an array initializer of length '%lld' is expected", (long long)k.i);
            ok = 0;
        }
    }
    if (!ok) {
        free(flat.v);
        return merr(C, pos);
    }
    fe_bexpr **els = fe_bound_alloc(C->S, sizeof *els * (size_t)(flat.n + 1));
    int failed = 0;
    if (et) {
        for (int i = 0; i < flat.n; i++) {
            els[i] = fe_bind_to(C, flat.v[i], et);
            failed |= bad(els[i]);
        }
    } else {
        for (int i = 0; i < flat.n; i++) {
            els[i] = fe_bind_expr(C, flat.v[i]);
            failed |= bad(els[i]);
        }
        for (int i = 0; i < flat.n && !failed && !et; i++) {
            fe_type *cand = els[i]->type;
            int all = cand->kind != FE_T_NULL;
            for (int j = 0; j < flat.n && all; j++)
                all = fe_implicit(C->S, els[j]->type, cand) && !fe_is_boxing(C->S, els[j]->type, cand);
            if (all)
                et = cand;
        }
        if (!failed && !et) {
            ERR(C, pos, "no best type found for implicitly-typed array");
            failed = 1;
        }
        for (int i = 0; i < flat.n && !failed; i++) {
            els[i] = fe_convert(C, els[i], flat.v[i], et);
            failed |= bad(els[i]);
        }
    }
    int count = flat.n;
    free(flat.v);
    if (failed)
        return merr(C, pos);
    fe_type *at = fe_md_type(C->S, et, rank, pos);
    fe_method *ctor = ctor_of(C, pos);
    if (at->kind == FE_T_ERROR || !ctor)
        return merr(C, pos);
    fe_bexpr *r = mnode(C, FE_B_MDNEW, at, pos);
    r->n = rank;
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)rank);
    for (int d = 0; d < rank; d++)
        r->list[d] = int_const(C, len[d], pos);
    r->c = mnode(C, FE_B_ARRINIT, fe_array_of(C->S, et), pos);
    r->c->list = els;
    r->c->n = count;
    r->ctor = ctor;
    return r;
}

fe_bexpr *fe_bind_md_init(fe_ctx *C, fe_expr *e, fe_type *at)
{
    return bind_init(C, e, at->elem, at->rank, NULL, e->pos);
}

fe_bexpr *fe_bind_md_lit(fe_ctx *C, fe_expr *e)
{
    return bind_init(C, e, NULL, e->rank, NULL, e->pos);
}

fe_bexpr *fe_bind_md_new(fe_ctx *C, fe_expr *e, fe_type *et)
{
    if (e->has_init) {
        fe_expr init = *e;
        init.kind = FE_E_ARRAYINIT;
        return bind_init(C, &init, et, e->rank, e->nargs ? e : NULL, e->pos);
    }
    if (!e->nargs) {
        ERR(C, e->pos, "array creation must have array size or array initializer");
        return merr(C, e->pos);
    }
    fe_bexpr **sizes = fe_bound_alloc(C->S, sizeof *sizes * (size_t)e->nargs);
    int failed = 0;
    for (int d = 0; d < e->nargs; d++) {
        sizes[d] = bind_int(C, e->args[d].e, "sizes");
        failed |= bad(sizes[d]);
    }
    fe_class *md = md_class(C);
    fe_type *ia = fe_array_of(C->S, T(C, FE_T_INT));
    fe_method *total = md ? fe_core_method(C->S, e->pos, "System", "MdArray", "Total", 1, &ia, 1) : NULL;
    fe_method *ctor = ctor_of(C, e->pos);
    fe_type *at = fe_md_type(C->S, et, e->rank, e->pos);
    if (failed || !total || !ctor || at->kind == FE_T_ERROR)
        return merr(C, e->pos);
    fe_bexpr *r = mnode(C, FE_B_MDNEW, at, e->pos);
    r->n = e->nargs;
    r->list = sizes;
    r->method = total;
    r->ctor = ctor;
    return r;
}

/* ---------------------------------------------------------------- elements */

int fe_bind_md_elem(fe_ctx *C, fe_bexpr *arr, fe_expr *e, fe_bvar *out)
{
    fe_type *at = arr->type;
    if (e->nargs != at->rank) {
        ERR(C, e->pos, "wrong number of indices inside []; expected %d", at->rank);
        return 0;
    }
    fe_bexpr **idx = fe_bound_alloc(C->S, sizeof *idx * (size_t)at->rank);
    int failed = 0;
    for (int d = 0; d < at->rank; d++) {
        if (e->args[d].mode != FE_AM_VALUE || e->args[d].name) {
            ERR(C, e->args[d].pos, "an array index cannot be a ref, out or named argument");
            failed = 1;
            continue;
        }
        idx[d] = bind_int(C, e->args[d].e, "indices");
        failed |= bad(idx[d]);
    }
    if (failed)
        return 0;
    fe_class *md = md_class(C);
    fe_type *it = T(C, FE_T_INT);
    fe_method *flat;
    if (at->rank <= 3) {
        fe_type *ps[5] = {md->type, it, it, it, it};
        flat = fe_core_method(C->S, e->pos, "System", "MdArray", at->rank == 2 ? "Flat2" : "Flat3", 1,
                              ps, at->rank + 2);
    } else {
        fe_type *ps[3] = {md->type, fe_array_of(C->S, it), it};
        flat = fe_core_method(C->S, e->pos, "System", "MdArray", "FlatN", 1, ps, 3);
    }
    if (!flat)
        return 0;
    fe_bexpr *f = mnode(C, FE_B_MDFLAT, fe_array_of(C->S, at->elem), e->pos);
    f->a = arr;
    f->list = idx;
    f->n = at->rank;
    f->method = flat;
    fe_bexpr *fi = mnode(C, FE_B_MDINDEX, it, e->pos);
    fi->a = f;
    memset(out, 0, sizeof *out);
    out->kind = FE_V_ELEM;
    out->type = at->elem;
    out->recv = f;
    out->idx = fi;
    return 1;
}

fe_bexpr *fe_md_flat(fe_ctx *C, fe_bexpr *arr, fe_pos pos)
{
    fe_class *md = md_class(C);
    fe_method *data = md ? fe_core_method(C->S, pos, "System", "MdArray", "Data", 1, &md->type, 1) : NULL;
    if (!data)
        return merr(C, pos);
    fe_bexpr *call = mnode(C, FE_B_CALL, T(C, FE_T_OBJECT), pos);
    call->method = data;
    call->n = 1;
    call->list = fe_bound_alloc(C->S, sizeof *call->list);
    call->list[0] = arr;
    fe_bexpr *cv = mnode(C, FE_B_CONV, fe_array_of(C->S, arr->type->elem), pos);
    cv->a = call;
    return cv;
}

/* m.Clone() of a T[,]: t = m; MdArray.CloneWith(t, ArrayClone.Of((T[])MdArray.Data(t))),
 * a new array of m's shape over a copy of its flat elements. */
fe_bexpr *fe_md_clone(fe_ctx *C, fe_bexpr *arr, fe_pos pos)
{
    fe_class *md = md_class(C);
    fe_type *ps[2] = {md ? md->type : NULL, T(C, FE_T_OBJECT)};
    fe_method *with = md ? fe_core_method(C->S, pos, "System", "MdArray", "CloneWith", 1, ps, 2) : NULL;
    if (!with)
        return merr(C, pos);
    int slot = fe_gen_temp(C, arr->type);
    fe_bexpr *store = mnode(C, FE_B_ASSIGN, T(C, FE_T_VOID), pos), *ld[2];
    store->var.kind = FE_V_LOCAL;
    store->var.slot = slot;
    store->var.type = arr->type;
    store->a = arr;
    for (int i = 0; i < 2; i++) {
        ld[i] = mnode(C, FE_B_LOAD, arr->type, pos);
        ld[i]->var.kind = FE_V_LOCAL;
        ld[i]->var.slot = slot;
        ld[i]->var.type = arr->type;
    }
    fe_bexpr *copy = fe_array_clone_of(C, fe_md_flat(C, ld[1], pos), pos);
    if (bad(copy))
        return copy;
    fe_bexpr *call = mnode(C, FE_B_CALL, T(C, FE_T_OBJECT), pos);
    call->method = with;
    call->n = 2;
    call->list = fe_bound_alloc(C->S, 2 * sizeof *call->list);
    call->list[0] = ld[0];
    call->list[1] = copy;
    fe_bexpr *r = mnode(C, FE_B_SEQ, call->type, pos);
    r->list = fe_bound_alloc(C->S, sizeof *r->list);
    r->list[0] = store;
    r->n = 1;
    r->a = call;
    return r;
}

/* (T[,])o of an object o: MdArray.CastTo(o, T[,]'s .NET name), o itself when
 * it is an array of that element type and rank, null for null, else
 * InvalidCastException. */
fe_bexpr *fe_md_cast(fe_ctx *C, fe_bexpr *obj, fe_type *to, fe_pos pos)
{
    fe_type *ps[2] = {T(C, FE_T_OBJECT), T(C, FE_T_STRING)};
    fe_method *cast = md_class(C) ? fe_core_method(C->S, pos, "System", "MdArray", "CastTo", 1, ps, 2) : NULL;
    if (!cast)
        return merr(C, pos);
    fe_bexpr *name = mnode(C, FE_B_CONST, T(C, FE_T_STRING), pos);
    name->k = fe_md_net_name(C, to);
    fe_bexpr *call = mnode(C, FE_B_CALL, to, pos);
    call->method = cast;
    call->n = 2;
    call->list = fe_bound_alloc(C->S, 2 * sizeof *call->list);
    call->list[0] = obj;
    call->list[1] = name;
    return call;
}
