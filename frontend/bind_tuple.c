/* bind_tuple.c - C#'s tuples (docs/language.md, "Tuples"): `(int, string)`
 * is the corelib's generic struct System.ValueTuple<T1, T2>
 * (corelib/ValueTuple.cs, compiled with the program: frontend/gensrc.c);
 * a tuple of more than seven elements nests the rest in TRest (the eighth
 * type argument, itself a tuple). What C# gives tuples beyond the struct's
 * members is lowered here onto bound trees the emitter already knows:
 *
 *   types         `(int x, string)`: the ValueTuple instance; element names
 *                 make a named variant of that type (an fe_type with
 *                 tnames, tcanon the unnamed one) that is identity-
 *                 convertible to it and to every other naming; where an
 *                 element names its own (`(int a, (int x, int y) p)`) the
 *                 variant is also a view of the instance (vargs: the
 *                 element types as written, sema_generic.c), so names
 *                 hold at every depth; the instance, its rows and its
 *                 code never see a name (fe_tuple_strip);
 *   t.name        the element's ItemN field (fe_tuple_member);
 *   (a, b)        a literal: new ValueTuple<A, B>(a, b), its names given
 *                 or inferred from simple names and member accesses, or
 *                 target-typed element by element;
 *   conversions   element-wise (implicit or, in a cast, explicit): the
 *                 value kept in a temporary, a new tuple of its converted
 *                 elements;
 *   t == u        element-wise ==, && of them (!=: ||), operands evaluated
 *                 once, left to right, into temporaries (C# 7.3);
 *   deconstruction  (x, y) = e, var (a, b) = e, (int a, var (b, _)) = e:
 *                 the targets' variables first, then e, its elements into
 *                 temporaries (a tuple's fields, or the out arguments of an
 *                 instance or extension Deconstruct), then the stores in
 *                 order (so (a, b) = (b, a) swaps).
 *
 * Invariants: every tree built here is made of nodes of bound.h whose
 * operands are already converted; temporaries are fresh local slots
 * (fe_gen_temp); errors are reported once, at the element they concern.
 */
#include "bound.h"

#include <stdio.h>
#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)
#define TUPLE_MAX 64            /* elements of one tuple Kiln binds */

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

static fe_bexpr *err(fe_ctx *C, fe_pos pos) { return fe_bnode(C, FE_B_ERROR, T(C, FE_T_ERROR), pos); }

/* ------------------------------------------------------------ the types */

static const char *const item_names[7] = {"Item1", "Item2", "Item3", "Item4", "Item5", "Item6", "Item7"};

static int is_tuple_def(const fe_class *d)
{
    return d && !strcmp(d->full, "System.ValueTuple") && d->unit && d->unit->corelib_generic;
}

static fe_class *tuple_def(fe_sema *S, int arity)
{
    fe_class *c = fe_find_class(S, "System", "ValueTuple");
    c = c ? fe_class_arity(c, arity) : NULL;
    return c && c->ntparams == arity && is_tuple_def(c) ? c : NULL;
}

int fe_tuple_arity(const fe_type *t)
{
    if (t->kind != FE_T_STRUCT || !t->cls->generic || !is_tuple_def(t->cls->generic))
        return 0;
    int n = t->cls->generic->ntparams;
    if (n < 8)
        return n;
    int rest = fe_tuple_arity(t->cls->targs[7]);
    return rest ? 7 + rest : 0;
}

/* A tuple type's type arguments as written: a view's keep their element
 * names (a nested tuple's, a List's), the instance's have none. */
static fe_type *const *written_args(const fe_type *t)
{
    return t->vargs ? t->vargs : t->cls->targs;
}

fe_type *fe_tuple_elem(const fe_type *t, int i)
{
    while (i >= 7) {
        t = written_args(t)[7];
        i -= 7;
    }
    return written_args(t)[i];
}

fe_type *fe_tuple_strip(fe_sema *S, fe_type *t)
{
    if (t->tcanon)
        return t->tcanon;
    if (t->kind == FE_T_ARRAY) {
        fe_type *e = fe_tuple_strip(S, t->elem);
        return e == t->elem ? t : fe_array_of(S, e);
    }
    return t;
}

int fe_tuple_identity(fe_sema *S, fe_type *a, fe_type *b)
{
    return a == b || fe_tuple_strip(S, a) == fe_tuple_strip(S, b);
}

/* C#'s spelling of tuple type t, its element names at every depth when
 * named: "(int, string)", "(int a, (string name, double score) p)". */
static const char *tuple_display(fe_sema *S, const fe_type *t, int n)
{
    size_t len = 3;
    for (int i = 0; i < n; i++)
        len += strlen(fe_type_name(S, fe_tuple_elem(t, i))) + 3 + (t->tnames && t->tnames[i] ? strlen(t->tnames[i]) : 0);
    char *d = fe_sema_alloc(S, len);
    size_t at = 0;
    d[at++] = '(';
    for (int i = 0; i < n; i++) {
        const char *name = t->tnames && t->tnames[i] ? t->tnames[i] : NULL;
        at += (size_t)snprintf(d + at, len - at, "%s%s%s%s", i ? ", " : "", fe_type_name(S, fe_tuple_elem(t, i)),
                               name ? " " : "", name ? name : "");
    }
    d[at++] = ')';
    d[at] = 0;
    return d;
}

const char *fe_tuple_display(fe_sema *S, const fe_type *t)
{
    int n = fe_tuple_arity(t);
    if (!n)
        return NULL;
    if (!t->tcanon)
        return t->cls->display;
    return tuple_display(S, t, n);
}

/* The ValueTuple instance of elems with type arguments as written: a view
 * (sema_generic.c) when an element names its own elements (the rest past
 * the seventh a tuple of its own, unnamed as C#'s Rest), else the instance. */
static fe_type *tuple_instance(fe_sema *S, fe_type **elems, int n, fe_pos pos)
{
    fe_type *args[8];
    int k = n <= 7 ? n : 8;
    fe_class *def = tuple_def(S, k);
    if (!def) {
        fe_sema_error(S, pos, "tuples need the corelib's System.ValueTuple");
        return fe_prim(S, FE_T_ERROR);
    }
    for (int i = 0; i < k && i < 7; i++)
        args[i] = elems[i];
    if (n > 7) {
        args[7] = fe_tuple_type(S, elems + 7, NULL, n - 7, pos);   /* Rest names none (C#) */
        if (args[7]->kind == FE_T_ERROR)
            return args[7];
    }
    fe_type *t = fe_generic_instance(S, def, args, k, pos);
    fe_type *c = fe_tuple_strip(S, t);
    if (c->kind == FE_T_STRUCT && c->cls != def && (!c->cls->display || c->cls->display[0] != '('))
        c->cls->display = tuple_display(S, c, n);
    return t;
}

static int same_names(const char **a, const char **b, int n)
{
    for (int i = 0; i < n; i++)
        if ((a[i] == NULL) != (b[i] == NULL) || (a[i] && strcmp(a[i], b[i])))
            return 0;
    return 1;
}

fe_type *fe_tuple_type(fe_sema *S, fe_type **elems, const char **names, int n, fe_pos pos)
{
    for (int i = 0; i < n; i++)
        if (elems[i]->kind == FE_T_ERROR)
            return elems[i];
    return fe_tuple_named(S, tuple_instance(S, elems, n, pos), names);
}

/* The view of canon with type arguments va (NULL: canon's) and no names of its own. */
static fe_type *unnamed_view(fe_sema *S, fe_type *canon, fe_type **va)
{
    const fe_class *def = canon->cls->generic;
    return va ? fe_generic_instance(S, (fe_class *)def, va, def->ntparams, canon->cls->pos) : canon;
}

fe_type *fe_tuple_named(fe_sema *S, fe_type *t, const char **names)
{
    int n = fe_tuple_arity(t), named = 0;
    for (int i = 0; names && i < n; i++)
        named |= names[i] != NULL;
    if (!n || t->kind == FE_T_ERROR)
        return t;
    fe_type *c = fe_tuple_strip(S, t), **va = t->vargs;
    if (!named)
        return t->tnames ? unnamed_view(S, c, va) : t;
    size_t vsize = sizeof *va * (size_t)c->cls->generic->ntparams;
    for (fe_type *v = c->tnext; v; v = v->tnext)
        if (v->tnames && same_names(v->tnames, names, n) &&
            (v->vargs == va || (v->vargs && va && !memcmp(v->vargs, va, vsize))))
            return v;
    fe_type *r = fe_type_view(S, c);
    r->tnames = fe_sema_alloc(S, sizeof *r->tnames * (size_t)n);
    memcpy(r->tnames, names, sizeof *names * (size_t)n);
    r->vargs = va;
    return r;
}

/* The names that tuple types a and b (the same type otherwise) both give
 * alike at this level, NULL when one gives none (Roslyn's MergeTupleNames). */
static const char **common_names(fe_sema *S, const fe_type *a, const fe_type *b, int n)
{
    if (!a->tnames || !b->tnames)
        return NULL;
    const char **names = fe_sema_alloc(S, sizeof *names * (size_t)n);
    for (int i = 0; i < n; i++)
        names[i] = a->tnames[i] && b->tnames[i] && !strcmp(a->tnames[i], b->tnames[i]) ? a->tnames[i] : NULL;
    return names;
}

fe_type *fe_tuple_merge_names(fe_sema *S, fe_type *a, fe_type *b)
{
    if (a == b || !fe_tuple_identity(S, a, b) || fe_tuple_strip(S, a) == a)
        return a;
    if (fe_tuple_strip(S, b) == b)
        return b;
    if (a->kind == FE_T_ARRAY)
        return fe_array_of(S, fe_tuple_merge_names(S, a->elem, b->elem));
    fe_class *def = a->cls->generic;
    if ((a->kind != FE_T_CLASS && a->kind != FE_T_STRUCT) || !def || def->ntparams > 64)
        return a;
    fe_type *args[64];
    for (int i = 0; i < def->ntparams; i++)
        args[i] = fe_tuple_merge_names(S, written_args(a)[i], written_args(b)[i]);
    fe_type *r = fe_generic_instance(S, def, args, def->ntparams, a->cls->pos);
    int n = fe_tuple_arity(a);
    return n ? fe_tuple_named(S, r, common_names(S, a, b, n)) : r;
}

/* A name C# reserves in tuples: never an inferred name, an error as a given one. */
static int reserved_name(const char *name)
{
    static const char *const r[] = {"CompareTo", "Deconstruct", "Equals", "GetHashCode", "Rest", "ToString"};
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
        if (!strcmp(name, r[i]))
            return 1;
    return 0;
}

/* ItemN: N, else 0. */
static int item_index(const char *name)
{
    if (strncmp(name, "Item", 4) || !name[4] || name[4] == '0')
        return 0;
    int n = 0;
    for (const char *p = name + 4; *p; p++) {
        if (*p < '0' || *p > '9' || n > 1000)
            return 0;
        n = n * 10 + (*p - '0');
    }
    return n;
}

/* Given names (a type's or a literal's): C#'s errors; 0 after one. */
static int check_names(fe_sema *S, const char **names, const fe_pos *pos, int n)
{
    for (int i = 0; i < n; i++) {
        if (!names[i])
            continue;
        int k = item_index(names[i]);
        if (reserved_name(names[i]) || (k && k != i + 1)) {
            if (k && k != i + 1)
                fe_sema_error(S, pos[i], "tuple element name '%s' is only allowed at position %d", names[i], k);
            else
                fe_sema_error(S, pos[i], "tuple element name '%s' is disallowed at any position", names[i]);
            return 0;
        }
        for (int j = 0; j < i; j++)
            if (names[j] && !strcmp(names[j], names[i])) {
                fe_sema_error(S, pos[i], "tuple element names must be unique");
                return 0;
            }
    }
    return 1;
}

fe_type *fe_tuple_type_syntax(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts)
{
    int n = ts->ntargs;
    if (n < 2 || n > TUPLE_MAX) {
        if (n > TUPLE_MAX)
            fe_sema_error(S, ts->pos, "a tuple of more than %d elements is not supported", TUPLE_MAX);
        return fe_prim(S, FE_T_ERROR);
    }
    fe_type *elems[TUPLE_MAX];
    fe_pos pos[TUPLE_MAX];
    for (int i = 0; i < n; i++) {
        elems[i] = fe_resolve_type(S, u, ns, ts->targs[i]);
        pos[i] = ts->targs[i]->pos;
        if (elems[i]->kind == FE_T_VOID || elems[i]->kind == FE_T_BYREF || fe_is_ref_struct(elems[i])) {
            fe_sema_error(S, pos[i], "the type '%s' may not be used as a tuple element", fe_type_name(S, elems[i]));
            return fe_prim(S, FE_T_ERROR);
        }
    }
    if (!check_names(S, ts->parts, pos, n))
        return fe_prim(S, FE_T_ERROR);
    return fe_tuple_type(S, elems, ts->parts, n, ts->pos);
}

const char *fe_tuple_member(fe_sema *S, const fe_type *t, const char *name, int *index)
{
    (void)S;
    *index = -1;
    int n = fe_tuple_arity(t);
    if (!n)
        return name;
    int k = item_index(name);
    if (k >= 1 && k <= n) {
        *index = k - 1;
        return k <= 7 ? item_names[k - 1] : name;
    }
    for (int i = 0; t->tnames && i < n; i++)
        if (t->tnames[i] && !strcmp(t->tnames[i], name)) {
            *index = i;
            return i < 7 ? item_names[i] : name;
        }
    return name;
}

int fe_tuple_implicit(fe_sema *S, const fe_type *from, const fe_type *to, int expl)
{
    int n = fe_tuple_arity(from);
    if (!n || n != fe_tuple_arity(to))
        return 0;
    for (int i = 0; i < n; i++) {
        fe_type *a = fe_tuple_elem(from, i), *b = fe_tuple_elem(to, i);
        if (!(expl ? fe_explicit(S, a, b) : fe_implicit(S, a, b) || fe_is_boxing(S, a, b)))
            return 0;
    }
    return 1;
}

/* ------------------------------------------------------------ tree helpers */

static fe_bexpr *temp_load(fe_ctx *C, int slot, fe_type *t, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_LOAD, t, pos);
    b->var.kind = FE_V_LOCAL;
    b->var.slot = slot;
    b->var.type = t;
    return b;
}

static fe_bexpr *temp_store(fe_ctx *C, int slot, fe_bexpr *v)
{
    fe_bexpr *b = fe_bnode(C, FE_B_ASSIGN, T(C, FE_T_VOID), v->pos);
    b->var.kind = FE_V_LOCAL;
    b->var.slot = slot;
    b->var.type = v->type;
    b->a = v;
    return b;
}

typedef FE_VEC(fe_bexpr *) bvec;

/* v kept in a fresh temporary (its store pushed on pre): a load of it. */
static fe_bexpr *spill(fe_ctx *C, fe_bexpr *v, bvec *pre)
{
    int slot = fe_gen_temp(C, v->type);
    FE_VEC_PUSH(*pre, temp_store(C, slot, v));
    return temp_load(C, slot, v->type, v->pos);
}

static fe_field *field_named(fe_sema *S, fe_class *c, const char *name)
{
    const fe_names *nm = fe_names_of(S, c, name);
    return nm ? nm->field : NULL;
}

/* Element i of the tuple in local variable (or temporary) `tv`. */
static fe_bexpr *elem_load(fe_ctx *C, fe_bexpr *tv, int i)
{
    int i0 = i;
    fe_bexpr *recv = tv;
    fe_type *t = fe_tuple_strip(C->S, tv->type);
    while (i >= 7) {
        fe_field *rest = field_named(C->S, t->cls, "Rest");
        if (!rest)
            return err(C, tv->pos);
        fe_bexpr *r = fe_bnode(C, FE_B_LOAD, rest->type, tv->pos);
        r->var.kind = FE_V_FIELD;
        r->var.type = rest->type;
        r->var.field = rest;
        r->var.recv = recv;
        recv = r;
        t = rest->type;
        i -= 7;
    }
    fe_field *f = field_named(C->S, t->cls, item_names[i]);
    if (!f)
        return err(C, tv->pos);
    fe_type *named = fe_tuple_elem(tv->type, i0);   /* with its element names: var (n, p) = t; p.x */
    fe_bexpr *b = fe_bnode(C, FE_B_LOAD, fe_tuple_identity(C->S, named, f->type) ? named : f->type, tv->pos);
    b->var.kind = FE_V_FIELD;
    b->var.type = f->type;
    b->var.field = f;
    b->var.recv = recv;
    return b;
}

static fe_method *tuple_ctor(fe_sema *S, fe_type *t)
{
    int n = t->cls->generic ? t->cls->generic->ntparams : 0;
    for (fe_method *m = fe_methods_named(S, t->cls, ".ctor"); m; m = m->next_named)
        if (m->nparams == n)
            return m;
    return NULL;
}

/* new t(vals...) for tuple type t (vals already of its element types). */
static fe_bexpr *construct(fe_ctx *C, fe_type *t, fe_bexpr **vals, int n, fe_pos pos)
{
    fe_type *ct = fe_tuple_strip(C->S, t);
    fe_method *ctor = tuple_ctor(C->S, ct);
    if (!ctor)
        return err(C, pos);
    int k = n <= 7 ? n : 8;
    fe_bexpr *b = fe_bnode(C, FE_B_NEWOBJ, t, pos);
    b->method = ctor;
    b->list = fe_bound_alloc(C->S, sizeof *b->list * (size_t)k);
    b->n = k;
    memcpy(b->list, vals, sizeof *vals * (size_t)(k < 8 ? k : 7));
    if (n > 7)
        b->list[7] = construct(C, ct->cls->targs[7], vals + 7, n - 7, pos);
    return b;
}

static fe_bexpr *seq(fe_ctx *C, bvec *pre, fe_bexpr *v, fe_pos pos)
{
    if (!pre->n && v)
        return v;
    fe_bexpr *r = fe_bnode(C, FE_B_SEQ, v ? v->type : T(C, FE_T_VOID), v ? v->pos : pos);
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(pre->n ? pre->n : 1));
    memcpy(r->list, pre->v, sizeof *pre->v * (size_t)pre->n);
    r->n = pre->n;
    r->a = v;
    free(pre->v);
    pre->v = NULL;
    pre->n = pre->cap = 0;
    return r;
}

/* An fe_expr standing for a bound operand that has no syntax of its own. */
static fe_expr *synthetic(fe_ctx *C, fe_pos pos)
{
    fe_expr *x = fe_sema_alloc(C->S, sizeof *x);
    x->kind = FE_E_THIS;
    x->pos = pos;
    x->local = -1;
    return x;
}

static int is_error(const fe_bexpr *b) { return b->type->kind == FE_T_ERROR; }

/* ------------------------------------------------------------ literals */

/* The name C# infers for element x (a simple name, a member access), or NULL. */
static const char *inferred_name(const fe_expr *x)
{
    if ((x->kind == FE_E_NAME || x->kind == FE_E_MEMBER) && !x->ntargs && strcmp(x->name, "_"))
        return x->name;
    return NULL;
}

/* The names of literal e: given ones (checked), inferred ones where C#
 * keeps them (not reserved, not ItemN elsewhere, not twice). */
static int literal_names(fe_ctx *C, fe_expr *e, const char **names)
{
    int n = e->nargs;
    fe_pos pos[TUPLE_MAX] = {{0, 0, 0}};
    for (int i = 0; i < n; i++) {
        names[i] = e->args[i].name;
        pos[i] = e->args[i].pos;
    }
    if (!check_names(C->S, names, pos, n))
        return 0;
    for (int i = 0; i < n; i++) {
        if (names[i])
            continue;
        const char *in = inferred_name(e->args[i].e);
        if (!in || reserved_name(in) || item_index(in))
            continue;
        int dup = 0;
        for (int j = 0; j < n; j++)
            if (j != i && (e->args[j].name ? !strcmp(e->args[j].name, in)
                                           : inferred_name(e->args[j].e) && !strcmp(inferred_name(e->args[j].e), in)))
                dup = 1;
        if (!dup)
            names[i] = in;
    }
    return 1;
}

static int literal_shape_ok(fe_ctx *C, fe_expr *e)
{
    if (e->nargs > TUPLE_MAX) {
        ERR(C, e->pos, "a tuple of more than %d elements is not supported", TUPLE_MAX);
        return 0;
    }
    for (int i = 0; i < e->nargs; i++)
        if (e->args[i].e->kind == FE_E_OUTVAR) {
            ERR(C, e->args[i].e->pos, "a declaration is not allowed in this context (only on the left of a deconstruction)");
            return 0;
        }
    return 1;
}

fe_bexpr *fe_bind_tuple(fe_ctx *C, fe_expr *e, fe_type *target)
{
    int n = e->nargs;
    if (!literal_shape_ok(C, e))
        return err(C, e->pos);
    if (target && fe_tuple_arity(target) != n)
        target = NULL;
    fe_bexpr *vals[TUPLE_MAX];
    fe_type *types[TUPLE_MAX];
    const char *names[TUPLE_MAX];
    int bad = 0;
    for (int i = 0; i < n; i++) {
        fe_expr *x = e->args[i].e;
        vals[i] = target ? fe_bind_to(C, x, fe_tuple_elem(target, i)) : fe_bind_expr(C, x);
        types[i] = vals[i]->type;
        if (is_error(vals[i])) {
            bad = 1;
        } else if (!target && (types[i]->kind == FE_T_NULL || types[i]->kind == FE_T_MGROUP ||
                               types[i]->kind == FE_T_LAMBDA || types[i]->kind == FE_T_VOID)) {
            ERR(C, x->pos, "the tuple element %d has no type ('%s'); give the tuple a target type",
                i + 1, fe_type_name(C->S, types[i]));
            bad = 1;
        }
    }
    if (bad || !literal_names(C, e, names))
        return err(C, e->pos);
    fe_type *t = target ? target : fe_tuple_type(C->S, types, names, n, e->pos);
    if (t->kind == FE_T_ERROR)
        return err(C, e->pos);
    return construct(C, t, vals, n, e->pos);
}

/* ------------------------------------------------------------ conversions */

fe_bexpr *fe_bind_tuple_conv(fe_ctx *C, fe_bexpr *b, fe_type *to, int expl)
{
    fe_type *from = b->type;
    int n = fe_tuple_arity(from);
    if (from != to && fe_tuple_identity(C->S, from, to)) {   /* names only (a tuple's, a view's,
                                                               an array's elements'): the same value */
        fe_bexpr *r = fe_bnode(C, FE_B_SEQ, to, b->pos);
        r->a = b;
        return r;
    }
    if (!n || n != fe_tuple_arity(to) || from == to)
        return NULL;
    bvec pre = {0};
    fe_bexpr *tv = spill(C, b, &pre);
    fe_bexpr *vals[TUPLE_MAX];
    if (n > TUPLE_MAX)
        return err(C, b->pos);
    for (int i = 0; i < n; i++) {
        fe_bexpr *x = elem_load(C, tv, i);
        fe_type *et = fe_tuple_elem(to, i);
        if (expl && !fe_implicit(C->S, x->type, et) && !fe_is_boxing(C->S, x->type, et)) {
            fe_bexpr *cv = fe_bnode(C, FE_B_CONV, et, b->pos);
            cv->a = x;
            vals[i] = fe_tuple_arity(et) ? fe_bind_tuple_conv(C, x, et, 1) : cv;
        } else {
            vals[i] = fe_convert(C, x, synthetic(C, b->pos), et);
        }
        if (is_error(vals[i]))
            return vals[i];
    }
    return seq(C, &pre, construct(C, to, vals, n, b->pos), b->pos);
}

/* ------------------------------------------------------------ equality */

static fe_bexpr *compare_elems(fe_ctx *C, fe_expr *e, fe_bexpr **va, fe_bexpr **vb, int n, bvec *pre);

static fe_bexpr *logical(fe_ctx *C, int op, fe_bexpr *a, fe_bexpr *b)
{
    fe_bexpr *r = fe_bnode(C, FE_B_LOGICAL, T(C, FE_T_BOOL), a->pos);
    r->op = op;
    r->a = a;
    r->b = b;
    return r;
}

fe_bexpr *fe_bind_tuple_equality(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    int n = fe_tuple_arity(a->type), m = fe_tuple_arity(b->type);
    if (!n && !m)
        return NULL;
    if (n != m) {
        if (n && m)
            ERR(C, e->pos, "tuple types used as operands of an == or != operator must have matching cardinalities. But this operator has tuple types of cardinality %d on the left and %d on the right",
                n, m);
        else
            ERR(C, e->pos, "operator '%s' cannot be applied to operands of type '%s' and '%s'",
                e->bop == FE_BOP_EQ ? "==" : "!=", fe_type_name(C->S, a->type), fe_type_name(C->S, b->type));
        return err(C, e->pos);
    }
    bvec pre = {0};
    fe_bexpr *ta = spill(C, a, &pre), *tb = spill(C, b, &pre);
    fe_bexpr *va[TUPLE_MAX], *vb[TUPLE_MAX];
    if (n > TUPLE_MAX)
        return err(C, e->pos);
    for (int i = 0; i < n; i++) {
        va[i] = elem_load(C, ta, i);
        vb[i] = elem_load(C, tb, i);
    }
    return compare_elems(C, e, va, vb, n, &pre);
}

/* The element values of one operand of a tuple == written as a literal
 * (each element bound by itself: `(null, "x")` compares with a tuple of
 * int? and string), or of a tuple value; *n -1 when x is not a tuple. */
static int eq_side(fe_ctx *C, fe_expr *x, fe_bexpr **vals, int *n, bvec *pre)
{
    if (x->kind == FE_E_TUPLE) {
        if (!literal_shape_ok(C, x))
            return 0;
        *n = x->nargs;
        int ok = 1;
        for (int i = 0; i < x->nargs; i++) {
            fe_expr *y = x->args[i].e;
            fe_bexpr *v = y->kind == FE_E_TUPLE ? fe_bind_tuple(C, y, NULL) : fe_bind_expr(C, y);
            ok &= !is_error(v);
            vals[i] = v->kind == FE_B_CONST || is_error(v) ? v : spill(C, v, pre);
        }
        return ok;
    }
    fe_bexpr *v = fe_bind_expr(C, x);
    if (is_error(v))
        return 0;
    *n = fe_tuple_arity(v->type);
    if (!*n || *n > TUPLE_MAX) {
        ERR(C, x->pos, "operator '==' or '!=' on a tuple needs a tuple on both sides, not '%s'",
            fe_type_name(C->S, v->type));
        return 0;
    }
    fe_bexpr *tv = spill(C, v, pre);
    for (int i = 0; i < *n; i++)
        vals[i] = elem_load(C, tv, i);
    return 1;
}

fe_bexpr *fe_bind_tuple_eq_syntax(fe_ctx *C, fe_expr *e)
{
    bvec pre = {0};
    fe_bexpr *va[TUPLE_MAX], *vb[TUPLE_MAX];
    int n = 0, m = 0;
    int ok = eq_side(C, e->left, va, &n, &pre);
    ok &= eq_side(C, e->right, vb, &m, &pre);
    if (!ok) {
        free(pre.v);
        return err(C, e->pos);
    }
    if (n != m) {
        ERR(C, e->pos, "tuple types used as operands of an == or != operator must have matching cardinalities. But this operator has tuple types of cardinality %d on the left and %d on the right",
            n, m);
        free(pre.v);
        return err(C, e->pos);
    }
    return compare_elems(C, e, va, vb, n, &pre);
}

/* va[i] == vb[i] && ... (!=: ||), after the stores on pre. */
static fe_bexpr *compare_elems(fe_ctx *C, fe_expr *e, fe_bexpr **va, fe_bexpr **vb, int n, bvec *pre)
{
    fe_bexpr *r = NULL;
    for (int i = 0; i < n; i++) {
        fe_expr *x = fe_sema_alloc(C->S, sizeof *x);
        x->kind = FE_E_BINARY;
        x->bop = e->bop;
        x->pos = e->pos;
        x->left = synthetic(C, e->pos);
        x->right = synthetic(C, e->pos);
        x->local = -1;
        fe_bexpr *c = fe_bind_binary_bound(C, x, va[i], vb[i]);
        if (is_error(c)) {
            free(pre->v);
            return c;
        }
        if (c->type->kind != FE_T_BOOL) {
            ERR(C, e->pos, "the element comparison of a tuple %s must be a bool", e->bop == FE_BOP_EQ ? "==" : "!=");
            free(pre->v);
            return err(C, e->pos);
        }
        r = r ? logical(C, e->bop == FE_BOP_EQ ? FE_OP_ANDAND : FE_OP_OROR, r, c) : c;
    }
    return seq(C, pre, r, e->pos);
}

/* ------------------------------------------------------------ deconstruction */

enum { DT_DISCARD, DT_DECL, DT_VAR, DT_NESTED };

typedef struct dtarget {
    int kind;
    fe_expr *e;
    fe_type *type;              /* DECL with a type, VAR: the target's type; else NULL */
    fe_bvar var;                /* VAR */
    int local;                  /* VAR: its C# local (definite assignment), -1 */
    int declared;               /* DECL: its local exists */
    struct dtarget *sub;        /* NESTED */
    int nsub;
} dtarget;

static int is_discard_name(fe_ctx *C, const fe_expr *x)
{
    return x->kind == FE_E_NAME && !strcmp(x->name, "_") && fe_find_local(C, "_") < 0;
}

/* A receiver, index or argument that reading again later gives the same value. */
static int stable(const fe_bexpr *b)
{
    return b->kind == FE_B_CONST || b->kind == FE_B_THIS ||
           (b->kind == FE_B_LOAD && (b->var.kind == FE_V_LOCAL || b->var.kind == FE_V_ARG));
}

static fe_bexpr *keep(fe_ctx *C, fe_bexpr *b, bvec *pre)
{
    return !b || stable(b) ? b : spill(C, b, pre);
}

/* The parts of target variable v that C# evaluates before the source (its
 * receiver, index, indexer arguments) kept in temporaries now; a struct
 * receiver stays a variable (its field is stored in place). */
static void keep_parts(fe_ctx *C, fe_bvar *v, bvec *pre)
{
    if (v->recv && (v->kind == FE_V_ELEM || fe_is_ref(v->recv->type)))
        v->recv = keep(C, v->recv, pre);
    if (v->idx && v->idx->kind == FE_B_INDEX) {
        fe_bexpr *ix = fe_bnode(C, FE_B_INDEX, v->idx->type, v->idx->pos);
        ix->a = keep(C, v->idx->a, pre);
        v->idx = ix;
    } else if (v->idx) {
        v->idx = keep(C, v->idx, pre);
    }
    for (int k = 0; k < v->nargs; k++)
        v->args[k] = keep(C, v->args[k], pre);
}

/* The targets of tuple e, their variables bound left to right, the parts
 * C# evaluates first kept in temporaries (stores on pre). */
static int bind_targets(fe_ctx *C, fe_expr *e, dtarget **out, int *nout, bvec *pre)
{
    int n = e->nargs;
    if (n > TUPLE_MAX) {
        ERR(C, e->pos, "a deconstruction into more than %d variables is not supported", TUPLE_MAX);
        return 0;
    }
    dtarget *ts = fe_bound_alloc(C->S, sizeof *ts * (size_t)n);
    int ok = 1;
    for (int i = 0; i < n; i++) {
        fe_expr *x = e->args[i].e;
        dtarget *t = &ts[i];
        t->e = x;
        t->local = -1;
        if (e->args[i].name) {
            ERR(C, e->args[i].pos, "a deconstruction target cannot be named ('%s:')", e->args[i].name);
            ok = 0;
        } else if (x->kind == FE_E_TUPLE) {
            t->kind = DT_NESTED;
            ok &= bind_targets(C, x, &t->sub, &t->nsub, pre);
        } else if (x->kind == FE_E_OUTVAR) {
            t->kind = strcmp(x->name, "_") ? DT_DECL : DT_DISCARD;
            if (x->tsyn->kind != FE_TS_VAR) {
                t->type = fe_resolve_type(C->S, C->unit, C->ns, x->tsyn);
                ok &= t->type->kind != FE_T_ERROR;
            }
        } else if (is_discard_name(C, x)) {
            t->kind = DT_DISCARD;
        } else {
            t->kind = DT_VAR;
            if (!fe_bind_store_target(C, x, &t->var, &t->local)) {
                ok = 0;
                continue;
            }
            t->type = t->var.type;
            keep_parts(C, &t->var, pre);
        }
    }
    *out = ts;
    *nout = n;
    return ok;
}

/* Deconstruct(out ...) with n parameters on type t: an instance method of
 * t or a base, else an extension method in scope; NULL if none. */
static fe_method *find_deconstruct(fe_ctx *C, fe_type *t, int n, int *is_ext)
{
    *is_ext = 0;
    fe_class *mc = fe_member_class(C->S, t);
    for (fe_class *c = mc; c; c = fe_lookup_next(C->S, mc, c))
        for (fe_method *m = fe_methods_named(C->S, c, "Deconstruct"); m; m = m->next_named) {
            if (m->nparams != n || (m->flags & KMOD_METH_STATIC) || m->ntparams)
                continue;
            int outs = 1;
            for (int i = 0; i < n; i++)
                outs &= m->params[i].mode == FE_P_OUT;
            if (outs && fe_accessible(C, c, m->flags))
                return m;
        }
    fe_class *cls[16];
    int nc = fe_ext_classes(C, "Deconstruct", cls, 16);
    for (int k = 0; k < nc; k++)
        for (fe_method *m = fe_methods_named(C->S, cls[k], "Deconstruct"); m; m = m->next_named) {
            if (!m->is_ext || m->nparams != n + 1 || m->ntparams || m->params[0].mode != FE_P_VALUE)
                continue;
            int outs = 1;
            for (int i = 0; i < n; i++)
                outs &= m->params[i + 1].mode == FE_P_OUT;
            if (outs && (fe_implicit(C->S, t, m->params[0].type) || fe_is_boxing(C->S, t, m->params[0].type))) {
                *is_ext = 1;
                return m;
            }
        }
    return NULL;
}

/* The n element values of source value v (a tuple's elements, or what its
 * Deconstruct gives), each in a temporary (stores on pre). */
static int source_elems(fe_ctx *C, fe_bexpr *v, int n, fe_pos pos, fe_bexpr **vals, bvec *pre)
{
    fe_type *t = v->type;
    int arity = fe_tuple_arity(t);
    if (arity) {
        if (arity != n) {
            ERR(C, pos, "cannot deconstruct a tuple of '%d' elements into '%d' variables", arity, n);
            return 0;
        }
        fe_bexpr *tv = spill(C, v, pre);
        for (int i = 0; i < n; i++)
            vals[i] = spill(C, elem_load(C, tv, i), pre);
        return 1;
    }
    int is_ext;
    fe_method *m = t->kind == FE_T_ERROR ? NULL : find_deconstruct(C, t, n, &is_ext);
    if (!m) {
        if (t->kind != FE_T_ERROR)
            ERR(C, pos, "no suitable 'Deconstruct' instance or extension method was found for type '%s', with %d out parameters and a void return type",
                fe_type_name(C->S, t), n);
        return 0;
    }
    int k = is_ext;
    fe_bexpr *call = fe_bnode(C, FE_B_CALL, m->ret, pos);
    call->method = m;
    call->list = fe_bound_alloc(C->S, sizeof *call->list * (size_t)(n + k));
    call->n = n + k;
    if (is_ext) {
        call->list[0] = fe_convert(C, v, synthetic(C, pos), m->params[0].type);
    } else {
        call->recv = fe_is_valuetype(t) ? spill(C, v, pre) : v;
        if (!fe_is_valuetype(t))
            call->flags |= FE_BF_VIRT;
    }
    for (int i = 0; i < n; i++) {
        fe_type *pt = m->params[i + k].type;
        int slot = fe_gen_temp(C, pt);
        fe_bexpr *a = fe_bnode(C, FE_B_ADDR, pt, pos);
        a->var.kind = FE_V_LOCAL;
        a->var.slot = slot;
        a->var.type = pt;
        call->list[i + k] = a;
        fe_type *tt = !is_ext && m->tmpl && m->tmpl->nparams == m->nparams ? m->tmpl->params[i].type : NULL;
        vals[i] = temp_load(C, slot, pt, pos);   /* through a view (a KeyValuePair<string, (int x, int y)>): named */
        vals[i]->type = fe_view_member(C->S, t, m->owner, tt, pt);
    }
    FE_VEC_PUSH(*pre, call);
    return 1;
}

int fe_deconstruct_values(fe_ctx *C, fe_bexpr *v, int n, fe_pos pos, fe_bexpr **call, fe_bexpr **vals)
{
    bvec pre = {0};
    int ok = !fe_tuple_arity(v->type) && source_elems(C, v, n, pos, vals, &pre) && pre.n >= 1;
    fe_bexpr *yes = fe_bnode(C, FE_B_CONST, T(C, FE_T_BOOL), pos);   /* the call, then true */
    yes->k.type = yes->type;
    yes->k.i = 1;
    *call = ok ? seq(C, &pre, yes, pos) : NULL;
    free(pre.v);
    return ok;
}

static int assign_targets(fe_ctx *C, dtarget *ts, int n, fe_bexpr **vals, bvec *pre);

/* Target t gets value v. */
static int assign_one(fe_ctx *C, dtarget *t, fe_bexpr *v, bvec *pre)
{
    fe_expr *x = t->e;
    switch (t->kind) {
    case DT_DISCARD:
        return 1;
    case DT_NESTED: {
        fe_bexpr *vals[TUPLE_MAX];
        if (!source_elems(C, v, t->nsub, x->pos, vals, pre))
            return 0;
        return assign_targets(C, t->sub, t->nsub, vals, pre);
    }
    case DT_DECL: {
        fe_type *lt = t->type ? t->type : v->type;
        if (!t->type && (lt->kind == FE_T_NULL || lt->kind == FE_T_MGROUP || lt->kind == FE_T_LAMBDA)) {
            ERR(C, x->pos, "cannot infer the type of implicitly-typed deconstruction variable '%s'", x->name);
            return 0;
        }
        fe_bexpr *cv = fe_convert(C, v, synthetic(C, x->pos), lt);
        if (is_error(cv))
            return 0;
        int li = fe_declare_local(C, x->name, lt, x->pos);
        t->declared = 1;
        x->local = li;
        x->type = lt;
        fe_closure_local(C, li, x);
        fe_bexpr *s = fe_bnode(C, FE_B_ASSIGN, T(C, FE_T_VOID), x->pos);
        fe_local_bvar(C, li, &s->var);
        s->a = cv;
        FE_VEC_PUSH(*pre, s);
        fe_da_set(C, li);
        return 1;
    }
    default: {   /* DT_VAR */
        fe_bexpr *cv = fe_convert(C, v, synthetic(C, x->pos), t->type);
        if (is_error(cv))
            return 0;
        fe_bexpr *s = fe_bnode(C, FE_B_ASSIGN, T(C, FE_T_VOID), x->pos);
        s->var = t->var;
        s->a = cv;
        FE_VEC_PUSH(*pre, s);
        if (t->local >= 0)
            fe_da_set(C, t->local);
        else
            fe_da_assign_field(C, t->e);   /* (p.X, p.Y) = ...: a field of a struct local */
        return 1;
    }
    }
}

static int assign_targets(fe_ctx *C, dtarget *ts, int n, fe_bexpr **vals, bvec *pre)
{
    int ok = 1;
    for (int i = 0; i < n; i++)
        ok &= assign_one(C, &ts[i], vals[i], pre);
    return ok;
}

/* The target type of target t when known (a typed declaration, a
 * variable, a nested tuple of known ones), else NULL. */
static fe_type *target_type(fe_ctx *C, dtarget *t)
{
    if (t->kind != DT_NESTED)
        return t->kind == DT_DISCARD ? NULL : t->type;
    fe_type *el[TUPLE_MAX];
    for (int i = 0; i < t->nsub; i++)
        if (!(el[i] = target_type(C, &t->sub[i])))
            return NULL;
    return fe_tuple_type(C->S, el, NULL, t->nsub, t->e->pos);
}

/* A literal source (a, b): each element bound (to its target's type when
 * known) and kept in a temporary before any store. */
static int literal_elems(fe_ctx *C, fe_expr *src, dtarget *ts, int n, fe_bexpr **vals, bvec *pre)
{
    if (src->nargs != n) {
        ERR(C, src->pos, "cannot deconstruct a tuple of '%d' elements into '%d' variables", src->nargs, n);
        return 0;
    }
    if (!literal_shape_ok(C, src))
        return 0;
    int ok = 1;
    for (int i = 0; i < n; i++) {
        fe_expr *x = src->args[i].e;
        fe_type *tt = target_type(C, &ts[i]);
        fe_bexpr *v = tt ? fe_bind_to(C, x, tt) : fe_bind_expr(C, x);
        if (is_error(v)) {
            ok = 0;
            continue;
        }
        if (v->type->kind == FE_T_VOID) {
            ERR(C, x->pos, "cannot assign void to a deconstruction variable");
            ok = 0;
            continue;
        }
        vals[i] = v->type->kind == FE_T_NULL || v->kind == FE_B_CONST ? v : spill(C, v, pre);
    }
    return ok;
}

/* After an error: the declared variables that do not exist yet exist,
 * typed <error> and assigned, so that their uses report nothing more. */
static void declare_after_error(fe_ctx *C, dtarget *ts, int n)
{
    for (int i = 0; ts && i < n; i++) {
        if (ts[i].kind == DT_NESTED)
            declare_after_error(C, ts[i].sub, ts[i].nsub);
        if (ts[i].kind != DT_DECL || ts[i].declared)
            continue;
        ts[i].declared = 1;
        int li = fe_declare_local(C, ts[i].e->name, T(C, FE_T_ERROR), ts[i].e->pos);
        ts[i].e->local = li;
        fe_da_set(C, li);
    }
}

fe_bexpr *fe_bind_deconstruct(fe_ctx *C, fe_expr *e, int need)
{
    dtarget *ts = NULL;
    int n = 0;
    bvec pre = {0};
    if (!bind_targets(C, e->left, &ts, &n, &pre)) {
        if (e->right->kind != FE_E_TUPLE)
            fe_bind_expr(C, e->right);
        declare_after_error(C, ts, n);
        free(pre.v);
        return err(C, e->pos);
    }
    if (need) {
        ERR(C, e->pos, "the value of a deconstruction assignment is not supported");
        declare_after_error(C, ts, n);
        free(pre.v);
        return err(C, e->pos);
    }
    fe_bexpr *vals[TUPLE_MAX];
    int ok;
    if (e->right->kind == FE_E_TUPLE) {
        ok = literal_elems(C, e->right, ts, n, vals, &pre) && assign_targets(C, ts, n, vals, &pre);
    } else {
        fe_bexpr *v = fe_bind_expr(C, e->right);
        ok = !is_error(v) && source_elems(C, v, n, e->right->pos, vals, &pre) &&
             assign_targets(C, ts, n, vals, &pre);
    }
    if (!ok) {
        free(pre.v);
        declare_after_error(C, ts, n);
        return err(C, e->pos);
    }
    return seq(C, &pre, NULL, e->pos);
}
