/* bind_pattern.c - C#'s patterns (`x is P`, switch expressions, pattern
 * case labels) lowered to bound boolean tests on the input, which is kept
 * in a temporary so each part of a pattern reads it again:
 *
 *   T x        input is T && (x = (T)input; true)    (isinst; a value type unboxes)
 *   null       input == null (a nullable: !HasValue)
 *   K          input == K (an object input: input is K' && (K')input == K)
 *   < K        input < K (lifted on a nullable: false when null)
 *   { P: p }   input != null && (t = input.P; p(t)) ...
 *   var x, _   (x = input; true), true
 *   [p0, .., pk] input != null && (n = input.Length; n == k + 1, or with a
 *              slice n >= k) && p0(input[0]) && .. && pk(input[n - 1]);
 *              a slice `.. q` at s: q(input[s..(n - after)]) (RangeSlice.Of)
 *   not/and/or !, &&, ||
 *   e switch { p when c => v, ... }
 *              t = e; p1(t) && c1 ? v1 : p2(t) ? v2 : ... : throw
 *              new SwitchExpressionException(t)
 *
 * Invariants: a designation is a local declared in the current scope (the
 * enclosing block for `is`, its arm for a switch expression arm) and is
 * definitely assigned only where its pattern is true (fe_pattern_da);
 * designations under `not` and `or` are C#'s error. Errors are reported
 * once; a tree with one is an error node.
 */
#include "bound.h"

#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

static fe_bexpr *err(fe_ctx *C, fe_pos pos) { return fe_bnode(C, FE_B_ERROR, T(C, FE_T_ERROR), pos); }
static int is_err(const fe_bexpr *b) { return b->type->kind == FE_T_ERROR; }

static fe_bexpr *bool_const(fe_ctx *C, int v, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_CONST, T(C, FE_T_BOOL), pos);
    b->k.type = T(C, FE_T_BOOL);
    b->k.i = v;
    return b;
}

/* The input: a temporary (slot) of type t. */
typedef struct pin { int slot; fe_type *type; } pin;

static fe_bexpr *load(fe_ctx *C, pin in, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_LOAD, in.type, pos);
    b->var.kind = FE_V_LOCAL;
    b->var.slot = in.slot;
    b->var.type = in.type;
    return b;
}

static fe_bexpr *store_var(fe_ctx *C, const fe_bvar *v, fe_bexpr *value)
{
    fe_bexpr *b = fe_bnode(C, FE_B_ASSIGN, T(C, FE_T_VOID), value->pos);
    b->var = *v;
    b->a = value;
    return b;
}

static fe_bexpr *store_temp(fe_ctx *C, int slot, fe_bexpr *value)
{
    fe_bvar v = {0};
    v.kind = FE_V_LOCAL;
    v.slot = slot;
    v.type = value->type;
    return store_var(C, &v, value);
}

static fe_bexpr *conv(fe_ctx *C, fe_bexpr *a, fe_type *to)
{
    if (a->type == to)
        return a;
    fe_bexpr *b = fe_bnode(C, FE_B_CONV, to, a->pos);
    b->a = a;
    return b;
}

static fe_bexpr *logical(fe_ctx *C, int op, fe_bexpr *a, fe_bexpr *b)
{
    if (a->kind == FE_B_CONST && op == FE_OP_ANDAND && a->k.i)
        return b;
    if (b->kind == FE_B_CONST && op == FE_OP_ANDAND && b->k.i)
        return a;
    fe_bexpr *r = fe_bnode(C, FE_B_LOGICAL, T(C, FE_T_BOOL), a->pos);
    r->op = op;
    r->a = a;
    r->b = b;
    return r;
}

/* stores (n), then the bool v. */
static fe_bexpr *seq(fe_ctx *C, fe_bexpr **stores, int n, fe_bexpr *v)
{
    fe_bexpr *r = fe_bnode(C, FE_B_SEQ, v->type, v->pos);
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)(n ? n : 1));
    memcpy(r->list, stores, sizeof *stores * (size_t)n);
    r->n = n;
    r->a = v;
    return r;
}

/* A fake binary expression for fe_bind_binary_bound: op on the input and
 * the constant k (its AST, for C#'s constant conversions). */
static fe_bexpr *compare(fe_ctx *C, int bop, fe_bexpr *a, fe_bexpr *b, fe_expr *kexpr, fe_pos pos)
{
    fe_expr *fake = fe_sema_alloc(C->S, sizeof *fake), *lhs = fe_sema_alloc(C->S, sizeof *lhs);
    lhs->kind = FE_E_CONDRECV;   /* not a constant */
    lhs->pos = pos;
    lhs->sym = a;
    fake->kind = FE_E_BINARY;
    fake->bop = bop;
    fake->pos = pos;
    fake->left = lhs;
    fake->right = kexpr;
    return fe_bind_binary_bound(C, fake, a, b);
}

static fe_bexpr *is_inst(fe_ctx *C, fe_bexpr *v, fe_type *to, fe_pos pos)
{
    fe_bexpr *r = fe_bnode(C, FE_B_ISINST, T(C, FE_T_BOOL), pos);
    r->a = fe_is_valuetype(v->type) || v->type->kind == FE_T_TYPARAM ? conv(C, v, T(C, FE_T_OBJECT)) : v;
    r->opt = to;
    r->flags = FE_BF_IS_TEST;
    return r;
}

static fe_bexpr *not_null(fe_ctx *C, pin in, fe_pos pos)
{
    if (fe_nullable_elem(in.type)) {
        fe_method *m = fe_nullable_method(C->S, in.type, "get_HasValue", 0);
        fe_bexpr *b = fe_bnode(C, FE_B_CALL, T(C, FE_T_BOOL), pos);
        b->method = m;
        b->recv = load(C, in, pos);
        return m ? b : err(C, pos);
    }
    if (!fe_is_ref(in.type) && in.type->kind != FE_T_TYPARAM)
        return bool_const(C, 1, pos);
    fe_bexpr *r = fe_bnode(C, FE_B_BINARY, T(C, FE_T_BOOL), pos);
    r->op = FE_OP_NE;
    r->opt = T(C, FE_T_OBJECT);
    r->a = conv(C, load(C, in, pos), T(C, FE_T_OBJECT));
    r->b = fe_bnode(C, FE_B_CONST, T(C, FE_T_OBJECT), pos);
    r->b->k.type = T(C, FE_T_NULL);
    return r;
}

static fe_bexpr *negate(fe_ctx *C, fe_bexpr *a)
{
    fe_bexpr *r = fe_bnode(C, FE_B_UNARY, T(C, FE_T_BOOL), a->pos);
    r->op = FE_OP_NOT;
    r->a = a;
    return r;
}

/* Declares a pattern's designation `name` of type t; the store of v into it. */
static fe_bexpr *designate(fe_ctx *C, fe_pattern *pt, fe_type *t, fe_bexpr *v)
{
    int li = fe_declare_local(C, pt->name, t, pt->name_pos);
    pt->local = li;
    fe_closure_local(C, li, pt);   /* a lambda captures it: a cell */
    fe_bvar var = {0};
    fe_local_bvar(C, li, &var);
    return store_var(C, &var, conv(C, v, t));
}

static fe_bexpr *bind_pat(fe_ctx *C, fe_pattern *pt, pin in, int negated);

/* The type a CONST pattern's name denotes, when it names a type (case Circle:). */
static fe_type *const_as_type(fe_ctx *C, fe_expr *e)
{
    const char *parts[16];
    int n = 0;
    fe_expr *x = e;
    while (x->kind == FE_E_MEMBER && n < 15 && !x->ntargs) {
        parts[n++] = x->name;
        x = x->left;
    }
    if (x->kind != FE_E_NAME || x->ntargs)
        return NULL;
    parts[n++] = x->name;
    if (fe_find_local(C, x->name) >= 0)
        return NULL;
    fe_typesyn *ts = fe_sema_alloc(C->S, sizeof *ts);
    ts->kind = FE_TS_NAME;
    ts->pos = e->pos;
    ts->parts = fe_sema_alloc(C->S, sizeof *ts->parts * (size_t)n);
    for (int i = 0; i < n; i++)
        ts->parts[i] = parts[n - 1 - i];
    ts->nparts = n;
    C->S->quiet++;
    int before = C->S->errors;
    fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, ts);
    C->S->errors = before;
    C->S->quiet--;
    return t->kind == FE_T_ERROR ? NULL : t;
}

static fe_bexpr *type_test(fe_ctx *C, fe_pattern *pt, pin in, fe_type *to, int negated)
{
    fe_type *from = in.type, *ne = fe_nullable_elem(from);
    if (to->kind == FE_T_ERROR || from->kind == FE_T_ERROR)
        return err(C, pt->pos);
    if (fe_nullable_elem(to)) {
        ERR(C, pt->pos, "it is not legal to use nullable type '%s' in a pattern; use the underlying type '%s' instead",
            fe_type_name(C->S, to), fe_type_name(C->S, fe_nullable_elem(to)));
        return err(C, pt->pos);
    }
    fe_bexpr *test, *value;
    if (ne && (ne == to || fe_implicit(C->S, ne, to))) {   /* int? is int x: HasValue */
        test = not_null(C, in, pt->pos);
        fe_method *m = fe_nullable_method(C->S, from, "GetValueOrDefault", 0);
        value = fe_bnode(C, FE_B_CALL, ne, pt->pos);
        value->method = m;
        value->recv = load(C, in, pt->pos);
    } else if (fe_is_valuetype(from) && fe_implicit(C->S, from, to) && !fe_is_ref(to)) {
        test = bool_const(C, 1, pt->pos);   /* int is int: always */
        value = load(C, in, pt->pos);
    } else if (fe_implicit(C->S, from, to) && fe_is_ref(from)) {
        test = not_null(C, in, pt->pos);   /* a reference of type T is T when not null */
        value = load(C, in, pt->pos);
    } else if (fe_explicit(C->S, from, to) || fe_is_valuetype(from)) {
        if (to->kind == FE_T_MDARRAY) {
            ERR(C, pt->pos, "a pattern of the multi-dimensional array type '%s' is not supported", fe_type_name(C->S, to));
            return err(C, pt->pos);
        }
        if (!fe_explicit(C->S, from, to) && !fe_is_boxing(C->S, from, to) && from != to) {
            ERR(C, pt->pos, "an expression of type '%s' cannot be handled by a pattern of type '%s'",
                fe_type_name(C->S, from), fe_type_name(C->S, to));
            return err(C, pt->pos);
        }
        test = is_inst(C, load(C, in, pt->pos), to, pt->pos);
        value = load(C, in, pt->pos);
        if (fe_is_valuetype(from))
            value = conv(C, value, T(C, FE_T_OBJECT));
    } else {
        ERR(C, pt->pos, "an expression of type '%s' cannot be handled by a pattern of type '%s'",
            fe_type_name(C->S, from), fe_type_name(C->S, to));
        return err(C, pt->pos);
    }
    if (pt->kind == FE_PAT_PROP) {
        int slot = fe_gen_temp(C, to);
        fe_bexpr *st = store_temp(C, slot, conv(C, value, to));
        pin sub = {slot, to};
        fe_bexpr *props = bool_const(C, 1, pt->pos);
        for (int i = pt->nprops - 1; i >= 0; i--) {
            fe_subpat *sp = &pt->props[i];
            fe_expr *recv = fe_sema_alloc(C->S, sizeof *recv), *mem = fe_sema_alloc(C->S, sizeof *mem);
            recv->kind = FE_E_CONDRECV;
            recv->pos = sp->pos;
            recv->sym = load(C, sub, sp->pos);
            mem->kind = FE_E_MEMBER;
            mem->pos = sp->pos;
            mem->left = recv;
            mem->name = sp->name;
            fe_bexpr *mv = fe_bind_expr(C, mem);
            if (is_err(mv))
                return mv;
            int ms = fe_gen_temp(C, mv->type);
            fe_bexpr *mst = store_temp(C, ms, mv);
            pin mp = {ms, mv->type};
            fe_bexpr *t = bind_pat(C, sp->pat, mp, negated);
            if (is_err(t))
                return t;
            props = logical(C, FE_OP_ANDAND, seq(C, &mst, 1, t), props);
        }
        fe_bexpr *stores[2] = {st, NULL};
        int n = 1;
        if (pt->name) {
            if (negated) {
                ERR(C, pt->name_pos, "a variable may not be declared within a 'not' or 'or' pattern");
                return err(C, pt->pos);
            }
            stores[n++] = designate(C, pt, to, load(C, sub, pt->pos));
        }
        return logical(C, FE_OP_ANDAND, test, seq(C, stores, n, props));
    }
    if (!pt->name)
        return test;
    if (negated) {
        ERR(C, pt->name_pos, "a variable may not be declared within a 'not' or 'or' pattern");
        return err(C, pt->pos);
    }
    fe_bexpr *st = designate(C, pt, to, value);
    return logical(C, FE_OP_ANDAND, test, seq(C, &st, 1, bool_const(C, 1, pt->pos)));
}

/* A positional pattern without a type on an input that is no tuple nor a
 * record whose Deconstruct is the synthesized one: C# calls its Deconstruct. */
static fe_type *deconstructs(fe_ctx *C, fe_pattern *pt, pin in)
{
    fe_type *t = pt->tsyn ? fe_resolve_type(C->S, C->unit, C->ns, pt->tsyn) : in.type;
    if (fe_tuple_arity(t) || t->kind == FE_T_ERROR || fe_nullable_elem(t) || fe_nullable_elem(in.type) ||
        t->kind == FE_T_OBJECT || (t->kind == FE_T_CLASS && fe_is_iface(t->cls)))
        return NULL;
    return t->cls && t->cls->is_record && fe_record_positional_pattern(t, pt) ? NULL : t;
}

/* `p is (0, var y)` on a type with Deconstruct(out ..., out ...): not null
 * (a reference), then the call into temporaries, then each element's
 * pattern on its temporary, left to right. */
static fe_bexpr *deconstruct_test(fe_ctx *C, fe_pattern *pt, pin in, fe_type *to, int negated)
{
    fe_bexpr *vals[8], *call;
    if (to != in.type) {   /* `o is Point (5, var y)`: the type test, the value in a temporary */
        if (!fe_explicit(C->S, in.type, to) && !fe_implicit(C->S, in.type, to)) {
            ERR(C, pt->pos, "an expression of type '%s' cannot be handled by a pattern of type '%s'",
                fe_type_name(C->S, in.type), fe_type_name(C->S, to));
            return err(C, pt->pos);
        }
        pin v = {fe_gen_temp(C, to), to};
        fe_bexpr *st = store_temp(C, v.slot, conv(C, load(C, in, pt->pos), to));
        fe_bexpr *test = is_inst(C, load(C, in, pt->pos), to, pt->pos);
        fe_bexpr *rest = deconstruct_test(C, pt, v, to, negated);
        return is_err(rest) ? rest : logical(C, FE_OP_ANDAND, test, seq(C, &st, 1, rest));
    }
    if (pt->nprops > 7) {
        ERR(C, pt->pos, "a positional pattern of more than seven elements is not supported");
        return err(C, pt->pos);
    }
    if (pt->name) {
        ERR(C, pt->name_pos, "a designation after a positional pattern on '%s' (its Deconstruct) is not supported",
            fe_type_name(C->S, in.type));
        return err(C, pt->pos);
    }
    if (!fe_deconstruct_values(C, load(C, in, pt->pos), pt->nprops, pt->pos, &call, vals))
        return err(C, pt->pos);
    fe_bexpr *subs = bool_const(C, 1, pt->pos);
    for (int i = pt->nprops - 1; i >= 0; i--) {
        pin e = {vals[i]->var.slot, vals[i]->type};
        fe_bexpr *t = bind_pat(C, pt->props[i].pat, e, negated);
        if (is_err(t))
            return t;
        subs = logical(C, FE_OP_ANDAND, t, subs);
    }
    fe_bexpr *test = fe_is_ref(in.type) ? not_null(C, in, pt->pos) : bool_const(C, 1, pt->pos);
    return logical(C, FE_OP_ANDAND, test, logical(C, FE_OP_ANDAND, call, subs));
}

/* A constant or relational pattern: input op k. */
static fe_bexpr *const_test(fe_ctx *C, fe_pattern *pt, pin in, int bop)
{
    fe_const k;
    if (!fe_const_expr(C, pt->e, &k)) {
        if (!is_err(fe_bind_expr(C, pt->e)))
            ERR(C, pt->e->pos, "a constant value is expected");
        return err(C, pt->pos);
    }
    fe_bexpr *kb = fe_bnode(C, FE_B_CONST, k.type, pt->e->pos);
    kb->k = k;
    if (k.type->kind == FE_T_NULL) {
        if (bop != FE_BOP_EQ) {
            ERR(C, pt->pos, "relational patterns may not be used for a value of type '<null>'");
            return err(C, pt->pos);
        }
        if (!fe_is_ref(in.type) && !fe_nullable_elem(in.type) && in.type->kind != FE_T_TYPARAM) {
            ERR(C, pt->pos, "cannot convert null to '%s' because it is a non-nullable value type",
                fe_type_name(C->S, in.type));
            return err(C, pt->pos);
        }
        return negate(C, not_null(C, in, pt->pos));
    }
    fe_type *t = in.type;
    if ((fe_is_ref(t) && t->kind != FE_T_STRING) || t->kind == FE_T_TYPARAM) {
        /* object o is 5: o is int && (int)o == 5 */
        fe_bexpr *test = is_inst(C, load(C, in, pt->pos), k.type, pt->pos);
        fe_bexpr *cmp = compare(C, bop, conv(C, load(C, in, pt->pos), k.type), kb, pt->e, pt->pos);
        return is_err(cmp) ? cmp : logical(C, FE_OP_ANDAND, test, cmp);
    }
    return compare(C, bop, load(C, in, pt->pos), kb, pt->e, pt->pos);
}

/* ------------------------------------------------------------ list patterns */

static fe_expr *syn_leaf(fe_ctx *C, fe_bexpr *b)
{
    fe_expr *e = fe_sema_alloc(C->S, sizeof *e);
    e->kind = FE_E_CONDRECV;   /* bound already */
    e->pos = b->pos;
    e->local = -1;
    e->sym = b;
    return e;
}

static fe_bexpr *int_const(fe_ctx *C, int v, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_CONST, T(C, FE_T_INT), pos);
    b->k.type = T(C, FE_T_INT);
    b->k.i = v;
    return b;
}

static fe_bexpr *int_op(fe_ctx *C, int op, fe_bexpr *a, fe_bexpr *b)
{
    fe_bexpr *r = fe_bnode(C, FE_B_BINARY, op >= FE_OP_EQ ? T(C, FE_T_BOOL) : T(C, FE_T_INT), a->pos);
    r->op = op;
    r->opt = T(C, FE_T_INT);
    r->a = a;
    r->b = b;
    return r;
}

/* input[arg], bound as the program's own indexing (array, string, indexer). */
static fe_bexpr *list_index(fe_ctx *C, pin in, fe_expr *arg, fe_pos pos)
{
    fe_expr *e = fe_sema_alloc(C->S, sizeof *e);
    e->kind = FE_E_INDEX;
    e->pos = pos;
    e->local = -1;
    e->left = syn_leaf(C, load(C, in, pos));
    e->nargs = 1;
    e->args = fe_sema_alloc(C->S, sizeof *e->args);
    e->args[0].mode = FE_AM_VALUE;
    e->args[0].e = arg;
    e->args[0].pos = pos;
    return fe_bind_expr(C, e);
}

/* input[from..n - after]: the slice a `.. q` element matches q against. */
static fe_bexpr *list_slice(fe_ctx *C, pin in, pin n, int from, int after, fe_pos pos)
{
    fe_expr *r = fe_sema_alloc(C->S, sizeof *r);
    r->kind = FE_E_RANGE;
    r->pos = pos;
    r->local = -1;
    r->left = syn_leaf(C, int_const(C, from, pos));
    r->right = syn_leaf(C, int_op(C, FE_OP_SUB, load(C, n, pos), int_const(C, after, pos)));
    C->S->quiet++;
    int before = C->S->errors;
    fe_bexpr *v = list_index(C, in, r, pos);
    int failed = C->S->errors != before || is_err(v);
    C->S->errors = before;
    C->S->quiet--;
    if (failed) {
        ERR(C, pos, "a slice pattern with a subpattern cannot be used on '%s' (it has no range indexer or Slice method)",
            fe_type_name(C->S, in.type));
        return err(C, pos);
    }
    return v;
}

/* Element i of k (the slice at s, or -1) matched against p: i from the
 * start before the slice, n - (k - i) after it. */
static fe_bexpr *list_elem(fe_ctx *C, fe_pattern *p, pin in, pin n, int i, int k, int s, int negated)
{
    fe_bexpr *v;
    if (p->kind == FE_PAT_DISCARD)   /* not read, as C# */
        return bool_const(C, 1, p->pos);
    if (p->kind == FE_PAT_SLICE) {
        if (!p->a || p->a->kind == FE_PAT_DISCARD)
            return bool_const(C, 1, p->pos);
        v = list_slice(C, in, n, s, k - 1 - s, p->a->pos);
        p = p->a;
    } else {
        fe_bexpr *at = s >= 0 && i > s ? int_op(C, FE_OP_SUB, load(C, n, p->pos), int_const(C, k - i, p->pos))
                                       : int_const(C, i, p->pos);
        v = list_index(C, in, syn_leaf(C, at), p->pos);
    }
    if (is_err(v))
        return v;
    int slot = fe_gen_temp(C, v->type);
    fe_bexpr *st = store_temp(C, slot, v);
    pin ep = {slot, v->type};
    fe_bexpr *t = bind_pat(C, p, ep, negated);
    return is_err(t) ? t : seq(C, &st, 1, t);
}

static fe_bexpr *list_test(fe_ctx *C, fe_pattern *pt, pin in, int negated)
{
    const char *count = fe_range_count_name(in.type);
    if (!count) {
        ERR(C, pt->pos, "list patterns may not be used for a value of type '%s' (it has no int Length or Count)",
            fe_type_name(C->S, in.type));
        return err(C, pt->pos);
    }
    int k = pt->nprops, s = -1;
    for (int i = 0; i < k; i++)
        if (pt->props[i].pat->kind == FE_PAT_SLICE)
            s = i;
    fe_expr *mem = fe_sema_alloc(C->S, sizeof *mem);
    mem->kind = FE_E_MEMBER;
    mem->pos = pt->pos;
    mem->local = -1;
    mem->left = syn_leaf(C, load(C, in, pt->pos));
    mem->name = count;
    fe_bexpr *len = fe_bind_expr(C, mem);
    if (is_err(len))
        return len;
    pin n = {fe_gen_temp(C, T(C, FE_T_INT)), T(C, FE_T_INT)};
    fe_bexpr *stores[2] = {store_temp(C, n.slot, len), NULL};
    fe_bexpr *r = int_op(C, s >= 0 ? FE_OP_GE : FE_OP_EQ, load(C, n, pt->pos), int_const(C, s >= 0 ? k - 1 : k, pt->pos));
    r = seq(C, stores, 1, r);
    for (int i = 0; i < k; i++) {
        fe_bexpr *t = list_elem(C, pt->props[i].pat, in, n, i, k, s, negated);
        if (is_err(t))
            return t;
        r = logical(C, FE_OP_ANDAND, r, t);
    }
    int ns = 0;
    if (pt->name) {
        if (negated) {
            ERR(C, pt->name_pos, "a variable may not be declared within a 'not' or 'or' pattern");
            return err(C, pt->pos);
        }
        stores[ns++] = designate(C, pt, in.type, load(C, in, pt->pos));
    }
    return logical(C, FE_OP_ANDAND, not_null(C, in, pt->pos), seq(C, stores, ns, r));
}

/* `T and q` on a reference input: q matches the input as a T (C#'s
 * narrowed type: `o is int[] and [1, ..]`); any other `p and q`, q the input. */
static fe_bexpr *narrowed_and(fe_ctx *C, fe_pattern *pt, pin in, fe_bexpr *a, int negated)
{
    fe_pattern *l = pt->a;
    fe_type *to = NULL;
    if ((l->kind == FE_PAT_TYPE || (l->kind == FE_PAT_PROP && !l->positional)) && l->tsyn && fe_is_ref(in.type))
        to = fe_resolve_type(C->S, C->unit, C->ns, l->tsyn);
    if (!to || to == in.type || to->kind == FE_T_ERROR || fe_nullable_elem(to)) {
        fe_bexpr *b = bind_pat(C, pt->b, in, negated);
        return is_err(b) ? b : logical(C, FE_OP_ANDAND, a, b);
    }
    pin sub = {fe_gen_temp(C, to), to};
    fe_bexpr *st = store_temp(C, sub.slot, conv(C, load(C, in, pt->pos), to));
    fe_bexpr *b = bind_pat(C, pt->b, sub, negated);
    return is_err(b) ? b : logical(C, FE_OP_ANDAND, a, seq(C, &st, 1, b));
}

static fe_bexpr *bind_pat(fe_ctx *C, fe_pattern *pt, pin in, int negated)
{
    fe_type *dt;
    if (in.type->kind == FE_T_ERROR)
        return err(C, pt->pos);
    switch (pt->kind) {
    case FE_PAT_DISCARD:
        return bool_const(C, 1, pt->pos);
    case FE_PAT_VAR: {
        if (!pt->name)
            return bool_const(C, 1, pt->pos);
        if (negated) {
            ERR(C, pt->name_pos, "a variable may not be declared within a 'not' or 'or' pattern");
            return err(C, pt->pos);
        }
        fe_bexpr *st = designate(C, pt, in.type, load(C, in, pt->pos));
        return seq(C, &st, 1, bool_const(C, 1, pt->pos));
    }
    case FE_PAT_CONST: {
        fe_type *t = const_as_type(C, pt->e);
        if (t) {
            pt->kind = FE_PAT_TYPE;   /* case Circle: - a type pattern */
            return type_test(C, pt, in, t, negated);
        }
        return const_test(C, pt, in, FE_BOP_EQ);
    }
    case FE_PAT_REL:
        return const_test(C, pt, in, pt->relop);
    case FE_PAT_TYPE:
        return type_test(C, pt, in, fe_resolve_type(C->S, C->unit, C->ns, pt->tsyn), negated);
    case FE_PAT_PROP:
        if (pt->positional && (dt = deconstructs(C, pt, in)))
            return deconstruct_test(C, pt, in, dt, negated);
        if (pt->positional)   /* `Add(var l, var r)` on a record: its positional properties */
            fe_record_positional_pattern(pt->tsyn ? fe_resolve_type(C->S, C->unit, C->ns, pt->tsyn)
                                         : fe_nullable_elem(in.type) ? fe_nullable_elem(in.type) : in.type, pt);
        if (pt->positional && fe_tuple_arity(fe_nullable_elem(in.type) ? fe_nullable_elem(in.type) : in.type) != pt->nprops) {
            int n = fe_tuple_arity(fe_nullable_elem(in.type) ? fe_nullable_elem(in.type) : in.type);
            if (n)
                ERR(C, pt->pos, "a positional pattern of %d elements cannot match a tuple of %d", pt->nprops, n);
            else
                ERR(C, pt->pos, "a positional pattern on '%s' (not a tuple: its Deconstruct) is not supported",
                    fe_type_name(C->S, in.type));
            return err(C, pt->pos);
        }
        if (pt->nprops > 7 && pt->positional) {
            ERR(C, pt->pos, "a positional pattern of more than seven elements is not supported");
            return err(C, pt->pos);
        }
        if (pt->tsyn)
            return type_test(C, pt, in, fe_resolve_type(C->S, C->unit, C->ns, pt->tsyn), negated);
        return type_test(C, pt, in, fe_nullable_elem(in.type) ? fe_nullable_elem(in.type) : in.type, negated);
    case FE_PAT_LIST:
        return list_test(C, pt, in, negated);
    case FE_PAT_SLICE:
        ERR(C, pt->pos, "slice patterns may only be used once and directly inside a list pattern");
        return err(C, pt->pos);
    case FE_PAT_NOT: {
        fe_bexpr *a = bind_pat(C, pt->a, in, 1);
        return is_err(a) ? a : negate(C, a);
    }
    case FE_PAT_AND: case FE_PAT_OR: {
        int is_or = pt->kind == FE_PAT_OR;
        fe_bexpr *a = bind_pat(C, pt->a, in, negated || is_or);
        if (!is_or && !is_err(a))
            return narrowed_and(C, pt, in, a, negated);
        fe_bexpr *b = bind_pat(C, pt->b, in, negated || is_or);
        if (is_err(a) || is_err(b))
            return err(C, pt->pos);
        return logical(C, is_or ? FE_OP_OROR : FE_OP_ANDAND, a, b);
    }
    }
    return err(C, pt->pos);
}

fe_bexpr *fe_bind_pattern(fe_ctx *C, fe_pattern *pt, int slot, fe_type *t)
{
    pin in = {slot, t};
    return bind_pat(C, pt, in, 0);
}

void fe_pattern_da(fe_ctx *C, const fe_pattern *pt)
{
    if (!pt)
        return;
    if (pt->local >= 0)
        fe_da_set(C, pt->local);
    fe_pattern_da(C, pt->a);
    fe_pattern_da(C, pt->b);
    for (int i = 0; i < pt->nprops; i++)
        fe_pattern_da(C, pt->props[i].pat);
}

/* The input of a pattern in a temporary: its store, its slot. */
static fe_bexpr *input(fe_ctx *C, fe_expr *e, int *slot)
{
    fe_bexpr *a = fe_bind_expr(C, e);
    if (is_err(a))
        return a;
    if (a->type->kind == FE_T_VOID || a->type->kind == FE_T_MGROUP || a->type->kind == FE_T_LAMBDA) {
        ERR(C, e->pos, "a value is expected before a pattern");
        return err(C, e->pos);
    }
    if (a->type->kind == FE_T_NULL) {
        ERR(C, e->pos, "a pattern on the null literal is not supported");
        return err(C, e->pos);
    }
    *slot = fe_gen_temp(C, a->type);
    return store_temp(C, *slot, a);
}

fe_bexpr *fe_bind_is_pattern(fe_ctx *C, fe_expr *e)
{
    int slot = 0;
    fe_bexpr *st = input(C, e->left, &slot);
    if (is_err(st))
        return st;
    fe_bexpr *t = fe_bind_pattern(C, e->pat, slot, st->a->type);
    if (is_err(t))
        return t;
    return seq(C, &st, 1, t);
}

/* The result type of a switch expression: the best common type of the arms
 * (each converts to it), as C# finds it for ?: . */
/* The type of a switch expression with arm values vals: their best
 * common type, or (C# 9) its target's when some arm has no type of its own
 * (null, a lambda, a method group) or they have none in common. */
static fe_type *arms_type(fe_ctx *C, fe_bexpr **vals, int n, fe_type *target, fe_pos pos)
{
    fe_type *best = NULL;
    int typeless = 0, common = 1;
    for (int i = 0; i < n; i++) {
        fe_tkind k = vals[i]->type->kind;
        typeless |= k == FE_T_NULL || k == FE_T_LAMBDA || k == FE_T_MGROUP;
    }
    for (int i = 0; i < n; i++) {
        fe_type *t = vals[i]->type;
        if (t->kind == FE_T_NULL || t->kind == FE_T_LAMBDA || t->kind == FE_T_MGROUP || t->kind == FE_T_THROW ||
            vals[i]->kind == FE_B_ERROR)
            continue;
        if (!best || (fe_implicit(C->S, best, t) && !fe_implicit(C->S, t, best)))
            best = t;
    }
    for (int i = 0; best && i < n; i++)
        common &= fe_implicit(C->S, vals[i]->type, best);
    if (target && ((typeless && !(best && common && vals[0]->type->kind == FE_T_NULL)) || !best || !common))
        return target;
    if (!best) {
        ERR(C, pos, "no best type was found for the switch expression");
        return T(C, FE_T_ERROR);
    }
    for (int i = 0; i < n; i++)
        if (!fe_implicit(C->S, vals[i]->type, best)) {
            ERR(C, vals[i]->pos, "no best type was found for the switch expression ('%s' and '%s')",
                fe_type_name(C->S, best), fe_type_name(C->S, vals[i]->type));
            return T(C, FE_T_ERROR);
        }
    return best;
}

fe_bexpr *fe_bind_switch_expr(fe_ctx *C, fe_expr *e, fe_type *target)
{
    int slot = 0;
    fe_bexpr *st = input(C, e->left, &slot);
    if (is_err(st))
        return st;
    fe_type *in = st->a->type;
    int n = e->narms;
    if (n == 0) {
        ERR(C, e->pos, "a switch expression has no arms");
        return err(C, e->pos);
    }
    fe_bexpr **tests = fe_bound_alloc(C->S, sizeof *tests * (size_t)n);
    fe_bexpr **vals = fe_bound_alloc(C->S, sizeof *vals * (size_t)n);
    uint8_t *start = fe_da_save(C);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        fe_switch_arm *arm = &e->arms[i];
        fe_da_restore(C, start);
        int depth = fe_scope_open(C);
        tests[i] = fe_bind_pattern(C, arm->pat, slot, in);
        fe_pattern_da(C, arm->pat);
        if (arm->when && !is_err(tests[i])) {
            fe_bexpr *w = fe_bind_to(C, arm->when, T(C, FE_T_BOOL));
            tests[i] = is_err(w) ? w : logical(C, FE_OP_ANDAND, tests[i], w);
        }
        vals[i] = fe_bind_expr(C, arm->value);
        fe_tkind vk = vals[i]->type->kind;
        if (target && (vk == FE_T_LAMBDA || vk == FE_T_MGROUP))   /* converted while its pattern's */
            vals[i] = fe_convert(C, vals[i], arm->value, target);   /* variables are in scope */
        fe_scope_close(C, depth);
        bad |= is_err(tests[i]) || is_err(vals[i]);
    }
    fe_da_restore(C, start);
    if (bad)
        return err(C, e->pos);
    fe_type *rt = arms_type(C, vals, n, target, e->pos);
    if (rt->kind == FE_T_ERROR)
        return err(C, e->pos);
    /* no arm matched: throw new SwitchExpressionException(input) */
    fe_class *xc = fe_find_class(C->S, "System.Runtime.CompilerServices", "SwitchExpressionException");
    fe_type *ot = T(C, FE_T_OBJECT);
    fe_method *ctor = xc ? fe_find_method(C->S, xc, ".ctor", 0, &ot, 1) : NULL;
    if (!ctor) {
        ERR(C, e->pos, "the corelib has no System.Runtime.CompilerServices.SwitchExpressionException(object)");
        return err(C, e->pos);
    }
    fe_bexpr *fail = fe_bnode(C, FE_B_THROWNEW, rt, e->pos);
    fail->method = ctor;
    fail->list = fe_bound_alloc(C->S, sizeof *fail->list);
    pin inp = {slot, in};
    fail->list[0] = conv(C, load(C, inp, e->pos), ot);
    fail->n = 1;
    fe_bexpr *r = fail;
    for (int i = n - 1; i >= 0; i--) {
        fe_bexpr *c = fe_bnode(C, FE_B_COND, rt, e->arms[i].pos);
        c->a = tests[i];
        c->b = fe_convert(C, vals[i], e->arms[i].value, rt);
        c->c = r;
        r = c;
    }
    return seq(C, &st, 1, r);
}
