/* bind_nullable.c - nullable value types (docs/valuetypes.md, "Nullable
 * value types"): `T?` is the corelib's generic struct System.Nullable<T>
 * (corelib/Nullable.cs, compiled with the program: frontend/gensrc.c), and
 * what C# gives it beyond its members is lowered here onto bound trees the
 * emitter already knows:
 *
 *   conversions   T -> T?, null -> T?, T? -> T (explicit, .Value), S? -> T?,
 *                 boxing (null or the boxed T) and unboxing: classified by
 *                 fe_nullable_conv, emitted by emit_nullable.c;
 *   a op b        lifted: ta = a; tb = b; ta.HasValue & tb.HasValue
 *                 ? new R?(ta.GetValueOrDefault() op tb.GetValueOrDefault())
 *                 : default(R?)  (comparisons: false when either is null;
 *                 == and != compare HasValue too, as C#'s lifted equality);
 *   op a          lifted the same way;
 *   a ?? b        ta = a; ta.HasValue ? ta.GetValueOrDefault() : b;
 *   x ??= y, x op= y on a nullable x:  x = x ?? y, x = x op y (x a
 *                 variable whose reading has no side effect).
 *
 * Invariants: every tree built here is made of nodes of bound.h whose
 * operands are already converted (FE_B_SEQ evaluates its list, then a);
 * the temporaries are fresh local slots (fe_gen_temp). Errors are reported
 * once, by the binder functions they come from.
 */
#include "bound.h"

#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

static fe_bexpr *err(fe_ctx *C, fe_pos pos) { return fe_bnode(C, FE_B_ERROR, T(C, FE_T_ERROR), pos); }

/* ------------------------------------------------------------ the type */

static fe_class *nullable_def(fe_sema *S)
{
    fe_class *c = fe_find_class(S, "System", "Nullable");
    return c && c->ntparams == 1 && c->unit && c->unit->corelib_generic ? c : NULL;
}

fe_type *fe_nullable_elem(const fe_type *t)
{
    if (t->kind != FE_T_STRUCT || !t->cls->generic)
        return NULL;
    const fe_class *d = t->cls->generic;
    if (strcmp(d->full, "System.Nullable") || !d->unit || !d->unit->corelib_generic)
        return NULL;
    return t->cls->targs[0];
}

fe_type *fe_nullable_type(fe_sema *S, fe_type *t, fe_pos pos)
{
    if (t->kind == FE_T_ERROR || fe_is_ref(t))
        return t;   /* string?: a nullable reference annotation, the same type */
    if (t->kind == FE_T_TYPARAM && !(t->tparam->cflags & FE_TPC_STRUCT))
        return t;   /* C# 9: an unconstrained T? is T */
    if (t->kind == FE_T_VOID || fe_nullable_elem(t) || (!fe_is_valuetype(t) && t->kind != FE_T_TYPARAM)) {
        fe_sema_error(S, pos, "the type '%s' must be a non-nullable value type in order to use it as parameter 'T' in the generic type 'System.Nullable<T>'",
                      fe_type_name(S, t));
        return fe_prim(S, FE_T_ERROR);
    }
    fe_class *def = nullable_def(S);
    if (!def) {
        fe_sema_error(S, pos, "nullable value types need the corelib's System.Nullable<T>");
        return fe_prim(S, FE_T_ERROR);
    }
    fe_type *n = fe_generic_instance(S, def, &t, 1, pos);
    if (n->kind == FE_T_STRUCT && n->cls != def) {
        const char *e = fe_type_name(S, fe_tuple_strip(S, t));   /* (shared by every naming) */
        size_t len = strlen(e);
        char *d = fe_sema_alloc(S, len + 2);
        memcpy(d, e, len);
        d[len] = '?';
        n->cls->display = d;   /* C#'s spelling in diagnostics: int? */
    }
    return n;
}

fe_method *fe_nullable_method(fe_sema *S, const fe_type *nt, const char *name, int nparams)
{
    (void)S;
    fe_class *c = nt->cls;
    for (int i = 0; i < c->methods.n; i++) {
        fe_method *m = c->methods.v[i];
        if (m->nparams == nparams && !strcmp(m->name, name))
            return m;
    }
    return NULL;
}

/* ------------------------------------------------------------ conversions */

static int value_type(const fe_type *t)
{
    return fe_is_valuetype(t) && !fe_nullable_elem(t);
}

int fe_nullable_conv(fe_sema *S, const fe_type *from, const fe_type *to, int expl)
{
    fe_type *fe = fe_nullable_elem(from), *te = fe_nullable_elem(to);
    if (!fe && !te)
        return -1;
    if (te && from->kind == FE_T_NULL)
        return 1;
    if (te && fe)   /* S? -> T?: lifted S -> T */
        return expl ? fe_explicit(S, fe, te) : fe_implicit(S, fe, te);
    if (te) {
        if (value_type(from))   /* S -> T?: S -> T, wrapped */
            return expl ? fe_explicit(S, from, te) : fe_implicit(S, from, te);
        if (fe_is_ref(from))    /* unboxing: object (or an interface T implements) -> T? */
            return expl && fe_is_boxing(S, te, from);
        return 0;
    }
    if (fe_is_ref(to))          /* boxing: T? -> object */
        return fe_is_boxing(S, fe, to);
    if (value_type(to))         /* T? -> S: .Value, then T -> S */
        return expl && fe_explicit(S, fe, to);
    return 0;
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

static fe_bexpr *member_call(fe_ctx *C, fe_bexpr *recv, const char *name, fe_pos pos)
{
    fe_method *m = fe_nullable_method(C->S, recv->type, name, 0);
    if (!m)
        return err(C, pos);
    fe_bexpr *b = fe_bnode(C, FE_B_CALL, m->ret, pos);
    b->method = m;
    b->recv = recv;
    return b;
}

static fe_bexpr *has_value(fe_ctx *C, fe_bexpr *recv) { return member_call(C, recv, "get_HasValue", recv->pos); }
static fe_bexpr *value_or_default(fe_ctx *C, fe_bexpr *recv) { return member_call(C, recv, "GetValueOrDefault", recv->pos); }

/* The zero of nullable type nt (no value). */
static fe_bexpr *no_value(fe_ctx *C, fe_type *nt, fe_pos pos) { return fe_bnode(C, FE_B_NEWOBJ, nt, pos); }

/* v (of T) as a T? with a value. */
static fe_bexpr *wrap(fe_ctx *C, fe_bexpr *v, fe_type *nt)
{
    fe_bexpr *b = fe_bnode(C, FE_B_CONV, nt, v->pos);
    b->a = v;
    return b;
}

static fe_bexpr *cond(fe_ctx *C, fe_bexpr *c, fe_bexpr *a, fe_bexpr *b, fe_type *t)
{
    fe_bexpr *r = fe_bnode(C, FE_B_COND, t, a->pos);
    r->a = c;
    r->b = a;
    r->c = b;
    return r;
}

static fe_bexpr *logical(fe_ctx *C, int op, fe_bexpr *a, fe_bexpr *b)
{
    fe_bexpr *r = fe_bnode(C, FE_B_LOGICAL, T(C, FE_T_BOOL), a->pos);
    r->op = op;
    r->a = a;
    r->b = b;
    return r;
}

static fe_bexpr *bool_cmp(fe_ctx *C, int op, fe_bexpr *a, fe_bexpr *b)
{
    fe_bexpr *r = fe_bnode(C, FE_B_BINARY, T(C, FE_T_BOOL), a->pos);
    r->op = op;
    r->opt = T(C, FE_T_BOOL);
    r->a = a;
    r->b = b;
    return r;
}

static fe_bexpr *negate(fe_ctx *C, fe_bexpr *a)
{
    fe_bexpr *r = fe_bnode(C, FE_B_UNARY, T(C, FE_T_BOOL), a->pos);
    r->op = FE_OP_NOT;
    r->a = a;
    return r;
}

/* list (n stores), then v. */
static fe_bexpr *seq(fe_ctx *C, fe_bexpr **stores, int n, fe_bexpr *v)
{
    fe_bexpr *r = fe_bnode(C, FE_B_SEQ, v->type, v->pos);
    r->list = fe_bound_alloc(C->S, sizeof *r->list * (size_t)n);
    memcpy(r->list, stores, sizeof *stores * (size_t)n);
    r->n = n;
    r->a = v;
    return r;
}

/* ------------------------------------------------------------ operators */

/* One operand of a lifted operator, kept in a temporary: its value
 * (unwrapped) and whether it has one (NULL: always). */
typedef struct lifted_operand {
    fe_bexpr *store, *value, *has;
} lifted_operand;

static void lift_operand(fe_ctx *C, fe_bexpr *b, fe_type *as_nullable, lifted_operand *o)
{
    fe_type *t = b->type->kind == FE_T_NULL ? as_nullable : b->type;
    if (b->type->kind == FE_T_NULL)
        b = no_value(C, t, b->pos);
    int slot = fe_gen_temp(C, t);
    o->store = temp_store(C, slot, b);
    fe_bexpr *ld = temp_load(C, slot, t, b->pos);
    if (fe_nullable_elem(t)) {
        o->value = value_or_default(C, ld);
        o->has = has_value(C, temp_load(C, slot, t, b->pos));
    } else {
        o->value = ld;
        o->has = NULL;
    }
}

fe_bexpr *fe_bind_lifted_binary(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    fe_type *na = fe_nullable_elem(a->type) ? a->type : NULL;
    fe_type *nb = fe_nullable_elem(b->type) ? b->type : NULL;
    if (!na && !nb)
        return NULL;
    if ((na && b->type->kind == FE_T_NULL) || (nb && a->type->kind == FE_T_NULL)) {
        if (e->bop == FE_BOP_EQ || e->bop == FE_BOP_NE) {   /* x == null: !x.HasValue */
            fe_bexpr *h = has_value(C, na ? a : b);
            return e->bop == FE_BOP_EQ ? negate(C, h) : h;
        }
    }
    if (!fe_is_valuetype(na ? fe_nullable_elem(na) : a->type) && a->type->kind != FE_T_NULL)
        return NULL;
    if (!fe_is_valuetype(nb ? fe_nullable_elem(nb) : b->type) && b->type->kind != FE_T_NULL)
        return NULL;
    if ((e->bop == FE_BOP_AND || e->bop == FE_BOP_OR) &&
        fe_nullable_elem(na ? na : nb)->kind == FE_T_BOOL) {
        ERR(C, e->pos, "the operator '%s' on 'bool?' (three-valued logic) is not supported",
            e->bop == FE_BOP_AND ? "&" : "|");
        return err(C, e->pos);
    }
    lifted_operand x, y;
    lift_operand(C, a, na ? na : nb, &x);
    lift_operand(C, b, nb ? nb : na, &y);
    fe_bexpr *inner = fe_bind_binary_bound(C, e, x.value, y.value);
    if (inner->type->kind == FE_T_ERROR)
        return inner;
    fe_bexpr *stores[2] = {x.store, y.store}, *r;
    fe_bexpr *both = x.has && y.has ? logical(C, FE_OP_ANDAND, x.has, y.has) : x.has ? x.has : y.has;
    if (e->bop == FE_BOP_EQ || e->bop == FE_BOP_NE) {
        /* ==: values equal and HasValue equal; !=: either differs */
        int eq = e->bop == FE_BOP_EQ;
        fe_bexpr *hs = x.has && y.has ? bool_cmp(C, e->bop, x.has, y.has)
                                      : (eq ? both : negate(C, both));
        r = logical(C, eq ? FE_OP_ANDAND : FE_OP_OROR, inner, hs);
    } else if (e->bop >= FE_BOP_LT && e->bop <= FE_BOP_GE) {
        r = logical(C, FE_OP_ANDAND, both, inner);
    } else {
        fe_type *rt = fe_nullable_type(C->S, inner->type, e->pos);
        if (!fe_nullable_elem(rt))
            return err(C, e->pos);
        r = cond(C, both, wrap(C, inner, rt), no_value(C, rt, e->pos), rt);
    }
    return seq(C, stores, 2, r);
}

fe_bexpr *fe_bind_lifted_unary(fe_ctx *C, fe_expr *e, fe_bexpr *a)
{
    if (!fe_nullable_elem(a->type))
        return NULL;
    lifted_operand x;
    lift_operand(C, a, a->type, &x);
    fe_bexpr *inner = fe_bind_unary_bound(C, e, x.value);
    if (inner->type->kind == FE_T_ERROR)
        return inner;
    fe_type *rt = fe_nullable_type(C->S, inner->type, e->pos);
    if (!fe_nullable_elem(rt))
        return err(C, e->pos);
    return seq(C, &x.store, 1, cond(C, x.has, wrap(C, inner, rt), no_value(C, rt, e->pos), rt));
}

/* a ?? b with a of nullable type (C# 12.15): the result is T when b
 * converts to T, else the nullable type (b converts to it). */
fe_bexpr *fe_bind_nullable_coalesce(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b)
{
    fe_type *nt = a->type, *t = fe_nullable_elem(nt);
    fe_type *rt = fe_implicit(C->S, b->type, t) && !fe_nullable_elem(b->type) ? t : nt;
    fe_bexpr *bv = fe_convert(C, b, e->right, rt);
    if (bv->type->kind == FE_T_ERROR)
        return bv;
    int slot = fe_gen_temp(C, nt);
    fe_bexpr *store = temp_store(C, slot, a);
    fe_bexpr *v = rt == t ? value_or_default(C, temp_load(C, slot, nt, e->pos)) : temp_load(C, slot, nt, e->pos);
    return seq(C, &store, 1, cond(C, has_value(C, temp_load(C, slot, nt, e->pos)), v, bv, rt));
}

/* Can the variable be read twice with no side effect (x ??= y as x = x ?? y)? */
static int rereadable(const fe_bexpr *b);

static int simple_var(const fe_bvar *v)
{
    switch (v->kind) {
    case FE_V_LOCAL: case FE_V_ARG: case FE_V_REFARG: case FE_V_SFIELD: return 1;
    case FE_V_FIELD: return !v->recv || rereadable(v->recv);
    case FE_V_ELEM: return rereadable(v->recv) && rereadable(v->idx);
    default: return 0;
    }
}

static int rereadable(const fe_bexpr *b)
{
    switch (b->kind) {
    case FE_B_THIS: case FE_B_CONST: return 1;
    case FE_B_LOAD: return simple_var(&b->var);
    case FE_B_INDEX: case FE_B_CONV: return rereadable(b->a);
    default: return 0;
    }
}

fe_bexpr *fe_bind_nullable_assign(fe_ctx *C, fe_expr *e, const fe_bvar *var, int need)
{
    fe_type *t = var->type;
    if (!simple_var(var)) {
        ERR(C, e->pos, "'%s=' on a property, an indexer or a variable reached through a call is not supported",
            fe_bop_name(e->bop));
        fe_bind_expr(C, e->right);
        return err(C, e->pos);
    }
    fe_bexpr *cur = fe_bnode(C, FE_B_LOAD, t, e->left->pos);
    cur->var = *var;
    fe_bexpr *rb = fe_bind_expr(C, e->right), *v;
    if (rb->type->kind == FE_T_ERROR)
        return rb;
    fe_expr fake = *e;
    fake.kind = FE_E_BINARY;
    if (e->bop == FE_BOP_COALESCE) {
        if (fe_nullable_elem(t)) {
            v = fe_bind_nullable_coalesce(C, &fake, cur, rb);
        } else if (fe_is_ref(t)) {
            fe_bexpr *bv = fe_convert(C, rb, e->right, t);
            if (bv->type->kind == FE_T_ERROR)
                return bv;
            v = fe_bnode(C, FE_B_COALESCE, t, e->pos);
            v->op = FE_BOP_COALESCE;
            v->a = cur;
            v->b = bv;
        } else {
            ERR(C, e->pos, "operator '?\?=' cannot be applied to operands of type '%s' and '%s'",
                fe_type_name(C->S, t), fe_type_name(C->S, rb->type));
            return err(C, e->pos);
        }
    } else {
        v = fe_bind_lifted_binary(C, &fake, cur, rb);
        if (!v)
            v = fe_bind_binary_bound(C, &fake, cur, rb);
    }
    if (v->type->kind == FE_T_ERROR)
        return v;
    if (!fe_implicit(C->S, v->type, t) && !(e->bop != FE_BOP_COALESCE && fe_explicit(C->S, v->type, t))) {
        ERR(C, e->pos, "cannot implicitly convert type '%s' to '%s'", fe_type_name(C->S, v->type),
            fe_type_name(C->S, t));
        return err(C, e->pos);
    }
    if (v->type != t) {
        fe_bexpr *c = fe_bnode(C, FE_B_CONV, t, v->pos);
        c->a = v;
        v = c;
    }
    fe_bexpr *r = fe_bnode(C, FE_B_ASSIGN, need ? t : T(C, FE_T_VOID), e->pos);
    r->var = *var;
    r->a = v;
    r->flags = need ? FE_BF_NEED : 0;
    return r;
}

/* ------------------------------------------------------------ ?. and ?[] */

static fe_bexpr *null_of(fe_ctx *C, fe_type *t, fe_pos pos)
{
    if (fe_nullable_elem(t))
        return no_value(C, t, pos);
    fe_bexpr *b = fe_bnode(C, FE_B_CONST, t, pos);
    b->k.type = T(C, FE_T_NULL);
    return b;
}

fe_bexpr *fe_bind_cond_access(fe_ctx *C, fe_expr *e)
{
    fe_bexpr *a = fe_bind_expr(C, e->left);
    fe_type *at = a->type;
    if (at->kind == FE_T_ERROR)
        return a;
    if ((!fe_is_ref(at) && !fe_nullable_elem(at)) || at->kind == FE_T_NULL) {
        ERR(C, e->pos, "operator '?' cannot be applied to operand of type '%s'", fe_type_name(C->S, at));
        return err(C, e->pos);
    }
    int slot = fe_gen_temp(C, at);
    fe_bexpr *store = temp_store(C, slot, a), *test;
    fe_bexpr *recv = temp_load(C, slot, at, e->left->pos);
    if (fe_nullable_elem(at)) {
        test = has_value(C, temp_load(C, slot, at, e->pos));
        recv = value_or_default(C, recv);
    } else {
        test = fe_bnode(C, FE_B_BINARY, T(C, FE_T_BOOL), e->pos);
        test->op = FE_OP_NE;
        test->opt = T(C, FE_T_OBJECT);
        test->a = temp_load(C, slot, at, e->pos);
        test->b = null_of(C, at, e->pos);
    }
    e->cond->sym = recv;
    uint8_t *save = fe_da_save(C);   /* the rest may not run: its assignments do not count */
    fe_bexpr *r = fe_bind_expr(C, e->right);
    fe_da_restore(C, save);
    fe_type *rt = r->type;
    if (rt->kind == FE_T_ERROR)
        return r;
    if (rt->kind == FE_T_MGROUP || rt->kind == FE_T_LAMBDA) {
        ERR(C, e->pos, "a method group or lambda cannot be the result of '?.'");
        return err(C, e->pos);
    }
    if (rt->kind == FE_T_VOID) {
        fe_bexpr *none = fe_bnode(C, FE_B_SEQ, rt, e->pos);
        return seq(C, &store, 1, cond(C, test, r, none, rt));
    }
    if (rt->kind == FE_T_TYPARAM && !(rt->tparam->cflags & FE_TPC_CLASS) && !rt->tparam->base) {
        ERR(C, e->pos, "'?.' on a member of type '%s' (a type parameter that may be a value type) is not supported",
            fe_type_name(C->S, rt));
        return err(C, e->pos);
    }
    if (fe_is_valuetype(rt) && !fe_nullable_elem(rt)) {
        rt = fe_nullable_type(C->S, rt, e->pos);
        if (rt->kind == FE_T_ERROR)
            return err(C, e->pos);
        r = wrap(C, r, rt);
    }
    return seq(C, &store, 1, cond(C, test, r, null_of(C, rt, e->pos), rt));
}

fe_bexpr *fe_bind_cond_recv(fe_ctx *C, fe_expr *e)
{
    if (!e->sym)   /* cannot happen: the parser puts it only under its CONDACCESS */
        return err(C, e->pos);
    return e->sym;
}

/* ------------------------------------------------------------ for other binders */

void fe_nullable_parts(fe_ctx *C, fe_bexpr *v, fe_bexpr **store, fe_bexpr **has, fe_bexpr **value)
{
    lifted_operand o;
    lift_operand(C, v, v->type, &o);
    *store = o.store;
    *has = o.has;
    *value = o.value;
}

fe_bexpr *fe_nullable_select(fe_ctx *C, fe_bexpr *store, fe_bexpr *has, fe_bexpr *some, fe_bexpr *none)
{
    return seq(C, &store, 1, cond(C, has, some, none, some->type));
}
