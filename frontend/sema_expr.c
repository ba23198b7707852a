/* sema_expr.c - binds, type-checks and emits expressions in one walk:
 * name lookup (locals, members through the base chain, types, namespaces),
 * access and static/instance checks, constant folding, conversions,
 * overload resolution, string concatenation and equality as corelib calls,
 * lvalues (locals, ref params, fields, statics, elements, properties) for
 * assignment, compound assignment, ++/-- and ref/out arguments.
 *
 * Invariants: fe_gen_expr leaves exactly one value (none for void calls) and
 * sets e->type; a subexpression's type can be probed with fe_probe without
 * emitting or reporting anything. Constant results are cached on the node
 * (sema_flags CONST_*; e->sym then holds the fe_const).
 */
#include "sema.h"

#include <stdio.h>
#include <string.h>

#define CONST_DONE 1
#define CONST_YES 2

typedef enum rkind { R_ERROR, R_VALUE, R_TYPE, R_NS, R_METHODS, R_PROP, R_FIELD, R_LOCAL } rkind;

typedef struct bound {
    rkind kind;
    fe_type *type;          /* value type, or the type named */
    fe_field *field;
    fe_prop *prop;
    int local;              /* index into C->locals */
    fe_class *mcls;         /* METHODS: where the lookup starts */
    const char *name;
    fe_expr *recv;          /* receiver expression, NULL for implicit this / static */
    int via_type;           /* accessed through a type name */
    int is_base;            /* receiver is `base` */
    const char *ns;         /* NS */
    fe_expr *e;             /* the expression bound */
} bound;

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }
static fe_type *errt(fe_ctx *C) { return T(C, FE_T_ERROR); }
#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

fe_type *fe_probe(fe_ctx *C, fe_expr *e)
{
    if (e->type)
        return e->type;
    C->b.dry++;
    C->S->quiet++;
    fe_type *t = fe_gen_expr(C, e);
    C->S->quiet--;
    C->b.dry--;
    e->type = t;
    return t;
}

/* Re-walks e without emitting, so its own errors are reported (after a
 * probe found it ill-typed). */
static void report(fe_ctx *C, fe_expr *e)
{
    if (!e || C->S->quiet)
        return;
    C->b.dry++;
    fe_gen_expr(C, e);
    C->b.dry--;
}

/* ------------------------------------------------------------ constants */

static void fold_error(fe_ctx *C, fe_pos pos, fe_fold_err err)
{
    int q = C->S->quiet;
    C->S->quiet = 0;
    if (err == FE_FOLD_DIVZERO)
        ERR(C, pos, "division by constant zero");
    else if (err == FE_FOLD_OVERFLOW)
        ERR(C, pos, "the operation overflows at compile time in checked mode");
    else if (err == FE_FOLD_TOOLONG)
        ERR(C, pos, "the string constant resulting from this concatenation is longer than %zu bytes, "
            "the limit of a program's string literals; split it into several constants",
            FE_MAX_CONST_STRING);
    C->S->quiet = q;
}

/* C#'s implicit constant conversions toward an unsigned operand type: an int
 * constant converts to uint or ulong, a long constant only to ulong, when
 * the value fits. So `uint.MaxValue + 1` is uint but `uint.MaxValue + 1L`
 * is long. */
static int const_converts_unsigned(const fe_const *c, fe_type *to)
{
    if (to->kind == FE_T_UINT)
        return c->type->kind == FE_T_INT && fe_const_fits(c, to);
    if (to->kind == FE_T_ULONG)
        return (c->type->kind == FE_T_INT || c->type->kind == FE_T_LONG) && fe_const_fits(c, to);
    return 0;
}

static int bind_head(fe_ctx *C, fe_expr *e, bound *bd, int quiet);
static int field_const(fe_ctx *C, fe_field *f, fe_const *out);
static int color_color(fe_ctx *C, bound *bd);

static int const_name(fe_ctx *C, fe_expr *e, fe_const *out)
{
    bound bd;
    C->S->quiet++;
    int ok = bind_head(C, e, &bd, 1);
    C->S->quiet--;
    if (!ok)
        return 0;
    if (bd.kind == R_LOCAL && C->locals.v[bd.local].is_const) {
        *out = C->locals.v[bd.local].value;
        return 1;
    }
    if (bd.kind == R_FIELD && (bd.field->flags & KMOD_FIELD_LITERAL)) {
        if (bd.recv && !bd.via_type && !color_color(C, &bd))
            return 0;   /* through an instance: check_static reports it */
        return field_const(C, bd.field, out);
    }
    return 0;
}

static fe_type *lit_type(fe_ctx *C, fe_littype l)
{
    switch (l) {
    case FE_LIT_UINT: return T(C, FE_T_UINT);
    case FE_LIT_LONG: return T(C, FE_T_LONG);
    case FE_LIT_ULONG: return T(C, FE_T_ULONG);
    default: return T(C, FE_T_INT);
    }
}

static int const_eval(fe_ctx *C, fe_expr *e, fe_const *out);
static fe_type *enum_arith(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b, fe_type **result);
static void fold_error(fe_ctx *C, fe_pos pos, fe_fold_err err);

/* E + U, U + E, E - U (an enum) and E - E (its underlying int), folded in
 * the underlying type with the checked-constant rules. */
static int const_enum_arith(fe_ctx *C, fe_expr *e, const fe_const *a, const fe_const *b, fe_const *out)
{
    fe_type *res, *it = T(C, FE_T_INT);
    if (!enum_arith(C, e, a->type, b->type, &res))
        return 0;
    fe_const ca = *a, cb = *b;
    if (ca.type->kind == FE_T_ENUM)
        ca.type = it;
    else
        fe_const_convert(C->S, a, it, 0, &ca);
    if (cb.type->kind == FE_T_ENUM)
        cb.type = it;
    else
        fe_const_convert(C->S, b, it, 0, &cb);
    fe_fold_err err = fe_fold_binary(C->S, (fe_binop)e->bop, it, &ca, &cb, out);
    if (err != FE_FOLD_OK) {
        if (err != FE_FOLD_NOTCONST)
            fold_error(C, e->pos, err);
        return 0;
    }
    out->type = res;
    return 1;
}

static int const_binary(fe_ctx *C, fe_expr *e, fe_const *out)
{
    fe_const a, b;
    if (e->bop == FE_BOP_COALESCE || !const_eval(C, e->left, &a) || !const_eval(C, e->right, &b))
        return 0;
    fe_binop op = (fe_binop)e->bop;
    fe_type *opt;
    if ((op == FE_OP_ADD || op == FE_OP_SUB) &&
        (a.type->kind == FE_T_ENUM || b.type->kind == FE_T_ENUM))
        return const_enum_arith(C, e, &a, &b, out);
    int is_str = a.type->kind == FE_T_STRING || b.type->kind == FE_T_STRING;
    if (is_str) {
        if ((a.type->kind != FE_T_STRING && a.type->kind != FE_T_NULL) ||
            (b.type->kind != FE_T_STRING && b.type->kind != FE_T_NULL))
            return 0;
        opt = T(C, FE_T_STRING);
    } else if (a.type->kind == FE_T_BOOL && b.type->kind == FE_T_BOOL) {
        opt = a.type;
    } else if (a.type->kind == FE_T_ENUM && a.type == b.type) {
        if (op != FE_OP_AND && op != FE_OP_OR && op != FE_OP_XOR && !(op >= FE_OP_EQ && op <= FE_OP_GE))
            return 0;
        opt = a.type;
    } else if (op == FE_OP_SHL || op == FE_OP_SHR) {
        opt = fe_promote_unary(C->S, a.type, FE_OP_PLUS);
        if (!opt || !fe_is_integral(opt) || !fe_is_integral(b.type))
            return 0;
    } else {
        opt = fe_promote(C->S, a.type, b.type);
        if (const_converts_unsigned(&b, a.type))
            opt = a.type;
        else if (const_converts_unsigned(&a, b.type))
            opt = b.type;
        if (!opt)
            return 0;
    }
    fe_const ca = a, cb = b;
    if (opt->kind != FE_T_STRING && opt->kind != FE_T_ENUM) {
        fe_const_convert(C->S, &a, opt, 0, &ca);
        if (op != FE_OP_SHL && op != FE_OP_SHR)
            fe_const_convert(C->S, &b, opt, 0, &cb);
    }
    fe_fold_err err = fe_fold_binary(C->S, op, opt, &ca, &cb, out);
    if (err == FE_FOLD_NOTCONST)
        return 0;
    if (err != FE_FOLD_OK) {
        fold_error(C, e->pos, err);
        return 0;
    }
    return 1;
}

static int const_eval_raw(fe_ctx *C, fe_expr *e, fe_const *out)
{
    memset(out, 0, sizeof *out);
    switch (e->kind) {
    case FE_E_INT:
        out->type = lit_type(C, e->lit);
        out->i = (int64_t)e->ival;
        if (e->lit == FE_LIT_INT)
            out->i = (int32_t)(uint32_t)e->ival;
        else if (e->lit == FE_LIT_UINT)
            out->i = (int64_t)(uint32_t)e->ival;
        return 1;
    case FE_E_REAL: out->type = T(C, FE_T_DOUBLE); out->d = e->rval; return 1;
    case FE_E_CHAR: out->type = T(C, FE_T_CHAR); out->i = (int64_t)e->ival; return 1;
    case FE_E_BOOL: out->type = T(C, FE_T_BOOL); out->i = e->ival != 0; return 1;
    case FE_E_STRING: out->type = T(C, FE_T_STRING); out->s = e->str; out->slen = e->slen; return 1;
    case FE_E_NULL: out->type = T(C, FE_T_NULL); return 1;
    case FE_E_NAME: case FE_E_MEMBER:
        if (!const_name(C, e, out))
            return 0;
        if (C->cls && C->cls->is_enum && out->type == C->cls->type)
            out->type = T(C, FE_T_INT);   /* inside the enum: its underlying type */
        return 1;
    case FE_E_UNARY: {
        fe_const a;
        if (!const_eval(C, e->left, &a))
            return 0;
        fe_type *opt = fe_promote_unary(C->S, a.type, (fe_unop)e->uop);
        if (!opt)
            return 0;
        fe_const ca;
        fe_const_convert(C->S, &a, opt, 0, &ca);
        fe_fold_err err = fe_fold_unary(C->S, (fe_unop)e->uop, opt, &ca, out);
        if (err != FE_FOLD_OK) {
            fold_error(C, e->pos, err);
            return 0;
        }
        return 1;
    }
    case FE_E_BINARY: return const_binary(C, e, out);
    case FE_E_CAST: {
        fe_const a;
        if (!const_eval(C, e->left, &a))
            return 0;
        fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
        int ok_t = fe_is_numeric(t) || t->kind == FE_T_ENUM || t->kind == FE_T_BOOL ||
                   t->kind == FE_T_STRING;
        int ok_a = fe_is_numeric(a.type) || a.type->kind == FE_T_ENUM;
        if (!ok_t || (t->kind == FE_T_BOOL) != (a.type->kind == FE_T_BOOL))
            return 0;
        if (t->kind == FE_T_STRING)
            return (a.type->kind == FE_T_STRING || a.type->kind == FE_T_NULL) ? (*out = a, out->type = t, 1) : 0;
        if (t->kind != FE_T_BOOL && !ok_a)
            return 0;
        if (fe_const_convert(C->S, &a, t, 1, out) != FE_FOLD_OK) {
            int q = C->S->quiet;
            C->S->quiet = 0;
            ERR(C, e->pos, "constant value cannot be converted to a '%s'", fe_type_name(C->S, t));
            C->S->quiet = q;
            return 0;
        }
        return 1;
    }
    case FE_E_COND: {
        fe_const c, a, b;
        if (!const_eval(C, e->cond, &c) || c.type->kind != FE_T_BOOL ||
            !const_eval(C, e->left, &a) || !const_eval(C, e->right, &b) || a.type != b.type)
            return 0;
        *out = c.i ? a : b;
        return 1;
    }
    default: return 0;
    }
}

static int const_eval(fe_ctx *C, fe_expr *e, fe_const *out)
{
    if (e->sema_flags & CONST_DONE) {
        if (!(e->sema_flags & CONST_YES))
            return 0;
        *out = *(fe_const *)e->sym;
        return 1;
    }
    if (fe_stack_exhausted(C->S, e->pos))
        return 0;
    int ok = const_eval_raw(C, e, out);
    e->sema_flags |= CONST_DONE | (ok ? CONST_YES : 0);
    if (ok) {
        fe_const *k = fe_sema_alloc(C->S, sizeof *k);
        *k = *out;
        e->sym = k;
    }
    return ok;
}

int fe_const_expr(fe_ctx *C, fe_expr *e, fe_const *out) { return const_eval(C, e, out); }

/* Implicit conversion of a constant (C# 6.1.9 included); 0 if none. */
static int const_implicit(fe_ctx *C, const fe_const *c, fe_type *to, fe_const *out)
{
    if (c->type == to || to->kind == FE_T_ERROR) {
        *out = *c;
        return 1;
    }
    fe_arg a = {c->type, FE_P_VALUE, 1, *c};
    if (!fe_arg_converts(C->S, &a, to) || fe_is_boxing(c->type, to))
        return 0;
    if (fe_is_ref(to)) {
        *out = *c;
        if (c->type->kind == FE_T_NULL)
            out->type = to;
        return 1;
    }
    return fe_const_convert(C->S, c, to, 0, out) == FE_FOLD_OK;
}

/* Value of a const field or enum member (evaluated on first use). */
static int field_const(fe_ctx *C, fe_field *f, fe_const *out)
{
    if (f->has_const) {
        *out = f->value;
        return 1;
    }
    if (f->owner->imported)
        return 0;
    if (fe_stack_exhausted(C->S, f->pos))
        return 0;
    if (f->const_busy) {
        int q = C->S->quiet;
        C->S->quiet = 0;
        ERR(C, f->pos, "the evaluation of the constant value for '%s.%s' involves a circular definition",
            f->owner->full, f->name);
        C->S->quiet = q;
        f->has_const = 1;
        f->value.type = f->type;
        *out = f->value;
        return 1;
    }
    f->const_busy = 1;
    fe_ctx *sub = calloc(1, sizeof *sub);   /* heap: constant chains may be deep */
    if (!sub)
        fe_out_of_memory();
    sub->S = C->S;
    sub->cls = f->owner;
    sub->unit = f->owner->unit;
    sub->ns = f->owner->ns;
    sub->is_static = 1;
    fe_em_init(&sub->b);
    sub->b.dry = 1;
    fe_const v = {0};
    int q = C->S->quiet;
    C->S->quiet = 0;
    if (f->owner->is_enum && !f->init) {
        v.type = f->type;
        if (f->prev_enum) {
            fe_const p;
            field_const(sub, f->prev_enum, &p);
            if (p.i == INT32_MAX)
                ERR(C, f->pos, "the enumerator value is too large to fit in its type");
            v.i = (int32_t)((uint32_t)p.i + 1u);
        }
    } else if (f->init) {
        fe_const raw;
        fe_type *target = f->owner->is_enum ? T(C, FE_T_INT) : f->type;
        int before = C->S->errors;
        if (!const_eval(sub, f->init, &raw)) {
            if (C->S->errors == before)
                ERR(C, f->init->pos, "the expression being assigned to '%s.%s' must be constant",
                f->owner->full, f->name);
        } else {
            if (f->owner->is_enum && raw.type->kind == FE_T_ENUM)
                raw.type = T(C, FE_T_INT);
            if (!const_implicit(sub, &raw, target, &v))
                ERR(C, f->init->pos, "cannot implicitly convert type '%s' to '%s'",
                    fe_type_name(C->S, raw.type), fe_type_name(C->S, target));
        }
        v.type = f->type;
    } else {
        v.type = f->type;
    }
    C->S->quiet = q;
    fe_em_free(&sub->b);
    free(sub->locals.v);
    fe_ctx_free_names(sub);
    fe_da_release(sub, (fe_da_mark){NULL, 0});
    free(sub);
    f->const_busy = 0;
    f->has_const = 1;
    f->value = v;
    *out = v;
    return 1;
}

void fe_eval_field_const(fe_sema *S, fe_field *f)
{
    fe_ctx c;
    memset(&c, 0, sizeof c);
    c.S = S;
    c.cls = f->owner;
    c.unit = f->owner->unit;
    c.ns = f->owner->ns;
    fe_const v;
    field_const(&c, f, &v);
}

/* -------------------------------------------------------------- lookup */

static int accessible(fe_ctx *C, fe_class *owner, uint32_t flags)
{
    switch (flags & KMOD_ACC_MASK) {
    case KMOD_ACC_PUBLIC: return 1;
    case KMOD_ACC_INTERNAL: return !owner->imported || C->S->corelib;
    case KMOD_ACC_PROTECTED: return C->cls && (fe_derives(C->cls, owner) || C->cls == owner);
    default: return C->cls == owner;
    }
}

int fe_find_local(fe_ctx *C, const char *name)
{
    if (!C->lhead)
        return -1;
    for (int i = C->lhead[fe_name_hash(name) & C->lmask] - 1; i >= 0; i = C->locals.v[i].hnext - 1)
        if (!strcmp(C->locals.v[i].name, name))
            return i;
    return -1;
}

/* Member `name` of cls or its bases; fills bd (FIELD/PROP/METHODS). */
static int lookup_member(fe_ctx *C, fe_class *cls, const char *name, bound *bd, fe_pos pos, int quiet)
{
    int hidden = 0;
    for (fe_class *c = cls; c; c = c->base) {
        const fe_names *e = fe_names_of(C->S, c, name);
        if (!e)
            continue;
        fe_field *f = e->field;
        if (f && accessible(C, c, f->flags)) {
            bd->kind = R_FIELD;
            bd->field = f;
            bd->type = f->type;
            return 1;
        }
        hidden |= f != NULL;
        fe_prop *p = e->prop;
        if (p && ((p->get && accessible(C, c, p->get->flags)) ||
                  (p->set && accessible(C, c, p->set->flags)))) {
            bd->kind = R_PROP;
            bd->prop = p;
            bd->type = p->type;
            return 1;
        }
        hidden |= p != NULL;
        for (fe_method *m = e->methods; m; m = m->next_named) {
            if (m->flags & KMOD_METH_SPECIALNAME)
                continue;
            if (!accessible(C, c, m->flags)) {
                hidden = 1;
                continue;
            }
            bd->kind = R_METHODS;
            bd->mcls = cls;
            bd->name = name;
            return 1;
        }
    }
    if (!quiet) {
        if (hidden)
            ERR(C, pos, "'%s.%s' is inaccessible due to its protection level", cls->full, name);
        else
            ERR(C, pos, "'%s' does not contain a definition for '%s'", cls->full, name);
    }
    return 0;
}

static const char *dotted(fe_ctx *C, const char *a, const char *b)
{
    size_t n = strlen(a) + strlen(b) + 2;
    char *s = fe_sema_alloc(C->S, n);
    snprintf(s, n, "%s%s%s", a, a[0] ? "." : "", b);
    return s;
}

static int bind_simple_name(fe_ctx *C, fe_expr *e, bound *bd, int quiet)
{
    int li = fe_find_local(C, e->name);
    if (li >= 0) {
        bd->kind = R_LOCAL;
        bd->local = li;
        bd->type = C->locals.v[li].type;
        return 1;
    }
    if (fe_reserved_local(C, e->name)) {
        if (!quiet)
            ERR(C, e->pos, "cannot use local variable '%s' before it is declared", e->name);
        return 0;
    }
    if (C->cls && lookup_member(C, C->cls, e->name, bd, e->pos, 1))
        return 1;
    fe_class *c;
    const char *ns;
    if (fe_lookup_ns_or_type(C->S, C->unit, C->ns, e->name, &c, &ns)) {
        if (c) {
            bd->kind = R_TYPE;
            bd->type = c->type;
        } else {
            bd->kind = R_NS;
            bd->ns = ns;
        }
        return 1;
    }
    if (!quiet)
        ERR(C, e->pos, "the name '%s' does not exist in the current context", e->name);
    return 0;
}

static int bind_member(fe_ctx *C, fe_expr *e, bound *bd, int quiet)
{
    fe_expr *l = e->left;
    bound lb;
    memset(&lb, 0, sizeof lb);
    if (l->kind == FE_E_BASE) {
        if (C->is_static || !C->cls || !C->cls->base) {
            if (!quiet)
                ERR(C, l->pos, "keyword 'base' is not available in a static context");
            return 0;
        }
        if (!lookup_member(C, C->cls->base, e->name, bd, e->pos, quiet))
            return 0;
        bd->is_base = 1;
        return 1;
    }
    if (l->kind == FE_E_NAME || l->kind == FE_E_MEMBER || l->kind == FE_E_PREDEF) {
        if (!bind_head(C, l, &lb, quiet))
            return 0;
    } else {
        lb.kind = R_VALUE;
    }
    if (lb.kind == R_NS) {
        const char *full = dotted(C, lb.ns, e->name);
        fe_class *c = fe_find_class(C->S, lb.ns, e->name);
        if (c && fe_class_visible(C->S, c)) {
            bd->kind = R_TYPE;
            bd->type = c->type;
            return 1;
        }
        if (fe_is_namespace(C->S, full)) {
            bd->kind = R_NS;
            bd->ns = full;
            return 1;
        }
        if (!quiet)
            ERR(C, e->pos, "the type or namespace name '%s' does not exist in the namespace '%s'",
                e->name, lb.ns);
        return 0;
    }
    if (lb.kind == R_TYPE) {
        fe_class *mc = fe_member_class(C->S, lb.type);
        if (!mc) {
            if (!quiet)
                ERR(C, e->pos, "'%s' has no member '%s'", fe_type_name(C->S, lb.type), e->name);
            return 0;
        }
        if (!lookup_member(C, mc, e->name, bd, e->pos, quiet))
            return 0;
        bd->via_type = 1;
        return 1;
    }
    if (lb.kind == R_METHODS) {
        if (!quiet)
            ERR(C, e->pos, "a method group has no member '%s'", e->name);
        return 0;
    }
    if (l->kind == FE_E_NAME && (lb.kind == R_FIELD || lb.kind == R_PROP || lb.kind == R_LOCAL) &&
        (lb.type->kind == FE_T_CLASS || lb.type->kind == FE_T_ENUM) &&
        !strcmp(lb.type->cls->name, l->name) &&
        fe_lookup_class(C->S, C->unit, C->ns, l->name) == lb.type->cls) {
        /* Color Color: the type's static members win */
        bound sb;
        memset(&sb, 0, sizeof sb);
        sb.e = e;
        if (lookup_member(C, lb.type->cls, e->name, &sb, e->pos, 1) &&
            ((sb.kind == R_FIELD && (sb.field->flags & KMOD_FIELD_STATIC)) ||
             (sb.kind == R_PROP && (sb.prop->flags & KMOD_FIELD_STATIC)))) {
            *bd = sb;
            bd->via_type = 1;
            return 1;
        }
    }
    fe_type *lt = fe_probe(C, l);
    if (lt->kind == FE_T_ERROR) {
        if (!quiet)
            report(C, l);
        return 0;
    }
    if (lt->kind == FE_T_ARRAY && !strcmp(e->name, "Length")) {
        bd->kind = R_VALUE;
        bd->type = T(C, FE_T_INT);
        bd->recv = l;
        bd->name = "Length";
        return 1;
    }
    fe_class *mc = fe_member_class(C->S, lt);
    if (!mc || lt->kind == FE_T_VOID || lt->kind == FE_T_NULL) {
        if (!quiet)
            ERR(C, e->pos, "'%s' does not contain a definition for '%s'", fe_type_name(C->S, lt), e->name);
        return 0;
    }
    if (!lookup_member(C, mc, e->name, bd, e->pos, quiet || lt->kind == FE_T_ARRAY)) {
        if (!quiet && lt->kind == FE_T_ARRAY)   /* named as written, not System.Object */
            ERR(C, e->pos, "'%s' does not contain a definition for '%s'", fe_type_name(C->S, lt), e->name);
        return 0;
    }
    bd->recv = l;
    /* protected instance members only through this class's instances (CS1540) */
    uint32_t acc = bd->kind == R_FIELD ? bd->field->flags
                   : bd->kind == R_PROP && bd->prop->get ? bd->prop->get->flags : 0;
    fe_class *owner = bd->kind == R_FIELD ? bd->field->owner : bd->kind == R_PROP ? bd->prop->owner : NULL;
    int inst = bd->kind == R_FIELD ? !(bd->field->flags & KMOD_FIELD_STATIC)
                                   : bd->kind == R_PROP && !(bd->prop->flags & KMOD_FIELD_STATIC);
    if (owner && inst && (acc & KMOD_ACC_MASK) == KMOD_ACC_PROTECTED && C->cls && owner != C->cls &&
        lt->kind == FE_T_CLASS && !fe_derives(lt->cls, C->cls) && l->kind != FE_E_THIS) {
        if (!quiet)
            ERR(C, e->pos, "cannot access protected member '%s.%s' via a qualifier of type '%s'; the qualifier must be of type '%s' (or derived from it)",
                owner->full, e->name, lt->cls->full, C->cls->full);
        return 0;
    }
    return 1;
}

static int bind_head(fe_ctx *C, fe_expr *e, bound *bd, int quiet)
{
    memset(bd, 0, sizeof *bd);
    bd->e = e;
    switch (e->kind) {
    case FE_E_NAME: return bind_simple_name(C, e, bd, quiet);
    case FE_E_MEMBER: return bind_member(C, e, bd, quiet);
    case FE_E_PREDEF:
        bd->kind = R_TYPE;
        bd->type = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
        return bd->type->kind != FE_T_ERROR;
    default:
        bd->kind = R_VALUE;
        return 1;
    }
}

/* ---------------------------------------------------------- emission */

static fe_type *gen_raw(fe_ctx *C, fe_expr *e);

fe_type *fe_gen_expr(fe_ctx *C, fe_expr *e)
{
    fe_const k;
    fe_type *t;
    if (fe_stack_exhausted(C->S, e->pos))
        return errt(C);
    if (const_eval(C, e, &k)) {
        fe_gen_const(C, &k);
        t = k.type;
    } else {
        t = gen_raw(C, e);
    }
    e->type = t;
    return t;
}

static void no_boxing(fe_ctx *C, fe_pos pos)
{
    ERR(C, pos, "boxing of primitives is not supported");
}

/* Emits e converted implicitly to `to`; reports the C# error otherwise. */
void fe_gen_expr_to(fe_ctx *C, fe_expr *e, fe_type *to)
{
    fe_const k, kc;
    if (e->kind == FE_E_ARRAYINIT) {
        fe_gen_array_init(C, e, to);
        return;
    }
    if (const_eval(C, e, &k)) {
        e->type = k.type;
        if (fe_is_boxing(k.type, to)) {
            no_boxing(C, e->pos);
            fe_gen_const(C, &k);
            return;
        }
        if (const_implicit(C, &k, to, &kc)) {
            fe_gen_const(C, &kc);
            return;
        }
        if (fe_is_integral(k.type) && fe_is_integral(to) && fe_explicit(C->S, k.type, to)) {
            if (k.type->kind == FE_T_ULONG)
                ERR(C, e->pos, "constant value '%llu' cannot be converted to a '%s'",
                    (unsigned long long)k.i, fe_type_name(C->S, to));
            else
                ERR(C, e->pos, "constant value '%lld' cannot be converted to a '%s'", (long long)k.i,
                    fe_type_name(C->S, to));
            fe_gen_const(C, &k);
            return;
        }
        fe_gen_const(C, &k);
        fe_gen_conv_check(C, k.type, to, e->pos);
        return;
    }
    fe_type *t = gen_raw(C, e);
    e->type = t;
    fe_gen_conv_check(C, t, to, e->pos);
}

void fe_gen_conv_check(fe_ctx *C, fe_type *t, fe_type *to, fe_pos pos)
{
    if (t->kind == FE_T_ERROR || to->kind == FE_T_ERROR)
        return;
    if (fe_is_boxing(t, to)) {
        no_boxing(C, pos);
        return;
    }
    if (t->kind == FE_T_VOID) {
        ERR(C, pos, "cannot implicitly convert type 'void' to '%s'", fe_type_name(C->S, to));
        return;
    }
    if (!fe_implicit(C->S, t, to)) {
        if (fe_explicit(C->S, t, to))
            ERR(C, pos, "cannot implicitly convert type '%s' to '%s'. An explicit conversion exists (are you missing a cast?)",
                fe_type_name(C->S, t), fe_type_name(C->S, to));
        else
            ERR(C, pos, "cannot implicitly convert type '%s' to '%s'", fe_type_name(C->S, t),
                fe_type_name(C->S, to));
        return;
    }
    fe_gen_conv(C, t, to);
}

/* ----------------------------------------------------- definite assignment */

void fe_da_set(fe_ctx *C, int local)
{
    if (C->b.dry && !C->dead)
        return;
    int bit = C->locals.v[local].da;
    if (bit >= 0 && bit < C->nda)
        fe_da_put(C, bit);
}

static void da_check(fe_ctx *C, int local, fe_pos pos)
{
    fe_local *l = &C->locals.v[local];
    if (l->da < 0 || l->da >= C->nda || fe_da_get(C, l->da) || C->dead || C->b.dry || !C->b.reachable)
        return;
    if (l->is_param)
        ERR(C, pos, "use of unassigned out parameter '%s'", l->name);
    else
        ERR(C, pos, "use of unassigned local variable '%s'", l->name);
    fe_da_put(C, l->da);
}

/* --------------------------------------------------------- loads */

static int in_ctor_of(fe_ctx *C, fe_class *owner, int is_static)
{
    if (!C->m || C->cls != owner)
        return 0;
    if (is_static)
        return (C->m->flags & KMOD_METH_CCTOR) != 0;
    return (C->m->flags & KMOD_METH_CTOR) != 0;
}

/* C#'s "Color Color" rule: a simple name that is both a member and its
 * own type's name may reach the type's static members. */
static int color_color(fe_ctx *C, bound *bd)
{
    fe_expr *r = bd->recv;
    if (!r || r->kind != FE_E_NAME || !r->type)
        return 0;
    fe_type *t = r->type;
    if ((t->kind != FE_T_CLASS && t->kind != FE_T_ENUM) || strcmp(t->cls->name, r->name))
        return 0;
    fe_class *c = fe_lookup_class(C->S, C->unit, C->ns, r->name);
    return c == t->cls;
}

static int check_static(fe_ctx *C, bound *bd, int is_static, const char *what, fe_pos pos)
{
    if (is_static && bd->recv && !bd->via_type && color_color(C, bd)) {
        bd->recv = NULL;
        bd->via_type = 1;
    }
    if (is_static && bd->recv && !bd->via_type) {
        ERR(C, pos, "member '%s' cannot be accessed with an instance reference; qualify it with a type name instead",
            what);
        return 0;
    }
    if (!is_static && (bd->via_type || (!bd->recv && (C->is_static || !C->cls)))) {
        ERR(C, pos, "an object reference is required for the non-static field, method, or property '%s'",
            what);
        return 0;
    }
    return 1;
}

static void gen_this(fe_ctx *C) { fe_em_op_var(&C->b, IL_LDARG, 0); }

static void gen_recv(fe_ctx *C, bound *bd)
{
    if (bd->recv)
        fe_gen_expr(C, bd->recv);
    else
        gen_this(C);
}

static fe_method *prop_getter(fe_ctx *C, fe_prop *p, fe_pos pos)
{
    if (!p->get) {
        ERR(C, pos, "the property '%s.%s' cannot be used in this context because it lacks the get accessor",
            p->owner->full, p->name);
        return NULL;
    }
    if (!accessible(C, p->owner, p->get->flags)) {
        ERR(C, pos, "the get accessor of '%s.%s' is inaccessible", p->owner->full, p->name);
        return NULL;
    }
    return p->get;
}

/* `base.M()` calls the implementation of M's slot that the base class sees:
 * the nearest override of m from `start` upward (overload resolution picked
 * the method that introduced the slot). */
static fe_method *base_impl(fe_sema *S, fe_class *start, fe_method *m)
{
    if (!(m->flags & KMOD_METH_VIRTUAL))
        return m;
    for (fe_class *c = start; c; c = c->base)
        for (fe_method *o = fe_methods_named(S, c, m->name); o; o = o->next_named)
            for (fe_method *x = o; x; x = x->overridden)
                if (x == m)
                    return o;
    return m;
}

static int virt_call(bound *bd, fe_method *m)
{
    if (m->flags & KMOD_METH_STATIC || bd->is_base)
        return 0;
    if (m->flags & KMOD_METH_VIRTUAL)
        return 1;
    return bd->recv != NULL && bd->recv->kind != FE_E_THIS;
}

static fe_type *load_bound(fe_ctx *C, bound *bd, fe_pos pos)
{
    switch (bd->kind) {
    case R_LOCAL: {
        fe_local *l = &C->locals.v[bd->local];
        da_check(C, bd->local, pos);
        if (l->is_param) {
            fe_em_op_var(&C->b, IL_LDARG, l->slot);
            if (l->mode != FE_P_VALUE)
                fe_gen_ldind(C, l->type);
        } else {
            fe_em_op_var(&C->b, IL_LDLOC, l->slot);
        }
        return l->type;
    }
    case R_FIELD: {
        fe_field *f = bd->field;
        int st = (f->flags & KMOD_FIELD_STATIC) != 0;
        if (!check_static(C, bd, st, f->name, pos))
            return errt(C);
        if (!st)
            gen_recv(C, bd);
        fe_gen_ldfld(C, f);
        return f->type;
    }
    case R_PROP: {
        fe_prop *p = bd->prop;
        int st = (p->flags & KMOD_FIELD_STATIC) != 0;
        if (!check_static(C, bd, st, p->name, pos))
            return errt(C);
        fe_method *g = prop_getter(C, p, pos);
        if (!g)
            return errt(C);
        if (!st)
            gen_recv(C, bd);
        fe_gen_call(C, g, virt_call(bd, g));
        return p->type;
    }
    case R_VALUE:
        if (bd->name && !strcmp(bd->name, "Length") && bd->recv) {
            fe_gen_expr(C, bd->recv);
            fe_em_op(&C->b, IL_LDLEN);
            return T(C, FE_T_INT);
        }
        return gen_raw(C, bd->e);
    case R_METHODS:
        ERR(C, pos, "cannot convert method group '%s' to a non-delegate type", bd->name);
        return errt(C);
    case R_TYPE:
        ERR(C, pos, "'%s' is a type, which is not valid in the given context", fe_type_name(C->S, bd->type));
        return errt(C);
    case R_NS:
        ERR(C, pos, "'%s' is a namespace but is used like a variable", bd->ns);
        return errt(C);
    default: return errt(C);
    }
}

static fe_type *gen_name(fe_ctx *C, fe_expr *e)
{
    bound bd;
    if (!bind_head(C, e, &bd, 0))
        return errt(C);
    return load_bound(C, &bd, e->pos);
}

/* ------------------------------------------------------------ lvalues */

typedef enum lvk { LV_NONE, LV_LOCAL, LV_ARG, LV_REFARG, LV_FIELD, LV_SFIELD, LV_ELEM, LV_PROP, LV_SPROP } lvk;

typedef struct lvalue {
    lvk kind;
    fe_type *type;
    int slot, local;
    fe_field *field;
    fe_prop *prop;
    bound bd;
    fe_expr *arr, *idx;
    int t_recv, t_idx;      /* spilled receiver / index temps, -1 none */
    fe_pos pos;
} lvalue;

static int bind_lvalue(fe_ctx *C, fe_expr *e, lvalue *lv, int for_ref)
{
    memset(lv, 0, sizeof *lv);
    lv->t_recv = lv->t_idx = -1;
    lv->pos = e->pos;
    if (e->kind == FE_E_INDEX) {
        fe_type *at = fe_probe(C, e->left);
        if (at->kind == FE_T_ERROR) {
            report(C, e->left);
            return 0;
        }
        if (at->kind == FE_T_STRING) {
            ERR(C, e->pos, "property or indexer 'string.this[int]' cannot be assigned to -- it is read only");
            return 0;
        }
        if (at->kind != FE_T_ARRAY) {
            ERR(C, e->pos, "cannot apply indexing with [] to an expression of type '%s'",
                fe_type_name(C->S, at));
            return 0;
        }
        if (e->nargs != 1) {
            ERR(C, e->pos, "wrong number of indices inside []; expected 1");
            return 0;
        }
        lv->kind = LV_ELEM;
        lv->type = at->elem;
        lv->arr = e->left;
        lv->idx = e->args[0].e;
        return 1;
    }
    if (e->kind != FE_E_NAME && e->kind != FE_E_MEMBER) {
        ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
        return 0;
    }
    if (!bind_head(C, e, &lv->bd, 0))
        return 0;
    bound *bd = &lv->bd;
    switch (bd->kind) {
    case R_LOCAL: {
        fe_local *l = &C->locals.v[bd->local];
        if (l->is_const) {
            ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
            return 0;
        }
        lv->local = bd->local;
        lv->slot = l->slot;
        lv->type = l->type;
        lv->kind = l->is_param ? (l->mode != FE_P_VALUE ? LV_REFARG : LV_ARG) : LV_LOCAL;
        return 1;
    }
    case R_FIELD: {
        fe_field *f = bd->field;
        int st = (f->flags & KMOD_FIELD_STATIC) != 0;
        if (f->flags & KMOD_FIELD_LITERAL) {
            ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
            return 0;
        }
        if ((f->flags & KMOD_FIELD_READONLY) && !in_ctor_of(C, f->owner, st)) {
            ERR(C, e->pos, for_ref ? "a readonly field cannot be passed ref or out (except in a constructor)"
                                   : "a readonly field cannot be assigned to (except in a constructor or a variable initializer)");
            return 0;
        }
        if (!check_static(C, bd, st, f->name, e->pos))
            return 0;
        lv->field = f;
        lv->type = f->type;
        lv->kind = st ? LV_SFIELD : LV_FIELD;
        return 1;
    }
    case R_PROP: {
        fe_prop *p = bd->prop;
        int st = (p->flags & KMOD_FIELD_STATIC) != 0;
        if (for_ref) {
            ERR(C, e->pos, "a property or indexer may not be passed as an out or ref parameter");
            return 0;
        }
        if (!check_static(C, bd, st, p->name, e->pos))
            return 0;
        if (!p->set) {
            if (p->backing && in_ctor_of(C, p->owner, st)) {
                lv->field = p->backing;
                lv->type = p->type;
                lv->kind = st ? LV_SFIELD : LV_FIELD;
                return 1;
            }
            ERR(C, e->pos, "property or indexer '%s.%s' cannot be assigned to -- it is read only",
                p->owner->full, p->name);
            return 0;
        }
        if (!accessible(C, p->owner, p->set->flags)) {
            ERR(C, e->pos, "the set accessor of '%s.%s' is inaccessible", p->owner->full, p->name);
            return 0;
        }
        lv->prop = p;
        lv->type = p->type;
        lv->kind = st ? LV_SPROP : LV_PROP;
        return 1;
    }
    default:
        ERR(C, e->pos, "the left-hand side of an assignment must be a variable, a property or indexer");
        return 0;
    }
}

/* Pushes an array index or length as C# converts it to a native int: int
 * (and what converts to it) as i4, uint zero-extended and long as i8, ulong
 * as i8 with an OverflowException at 2^63 (conv.ovf.i.un). Returns the type
 * pushed (int or long); no 64-bit value is cut to 32 bits. */
static fe_type *gen_array_index(fe_ctx *C, fe_expr *idx)
{
    fe_type *t = fe_probe(C, idx);
    switch (t->kind) {
    case FE_T_UINT: case FE_T_LONG: case FE_T_ULONG:
        fe_gen_expr(C, idx);
        if (t->kind == FE_T_UINT)
            fe_em_op(&C->b, IL_CONV_U8);
        else if (t->kind == FE_T_ULONG)
            fe_em_op(&C->b, IL_CONV_OVF_I8_UN);
        return T(C, FE_T_LONG);
    default:
        fe_gen_expr_to(C, idx, T(C, FE_T_INT));
        return T(C, FE_T_INT);
    }
}

/* Pushes what the store needs below the value (receiver, array+index). If
 * spill, the parts go through temps so lv_load can push them again. */
static void lv_prefix(fe_ctx *C, lvalue *lv, int spill)
{
    switch (lv->kind) {
    case LV_REFARG: fe_em_op_var(&C->b, IL_LDARG, lv->slot); break;
    case LV_FIELD: case LV_PROP:
        if (!lv->bd.recv || lv->bd.recv->kind == FE_E_THIS) {
            gen_this(C);   /* this cannot change: no temp needed */
            break;
        }
        if (spill && lv->t_recv < 0) {
            gen_recv(C, &lv->bd);
            lv->t_recv = fe_gen_temp(C, lv->bd.recv ? lv->bd.recv->type : C->cls->type);
            fe_em_op_var(&C->b, IL_STLOC, lv->t_recv);
        }
        if (lv->t_recv >= 0)
            fe_em_op_var(&C->b, IL_LDLOC, lv->t_recv);
        else
            gen_recv(C, &lv->bd);
        break;
    case LV_ELEM:
        if (spill && lv->t_recv < 0) {
            fe_type *at = fe_gen_expr(C, lv->arr);
            lv->t_recv = fe_gen_temp(C, at);
            fe_em_op_var(&C->b, IL_STLOC, lv->t_recv);
            lv->t_idx = fe_gen_temp(C, gen_array_index(C, lv->idx));
            fe_em_op_var(&C->b, IL_STLOC, lv->t_idx);
        }
        if (lv->t_recv >= 0) {
            fe_em_op_var(&C->b, IL_LDLOC, lv->t_recv);
            fe_em_op_var(&C->b, IL_LDLOC, lv->t_idx);
        } else {
            fe_gen_expr(C, lv->arr);
            gen_array_index(C, lv->idx);
        }
        break;
    default: break;
    }
}

/* Loads the current value; needs a spilled prefix for compound forms. */
static void lv_load(fe_ctx *C, lvalue *lv)
{
    switch (lv->kind) {
    case LV_LOCAL: da_check(C, lv->local, lv->pos); fe_em_op_var(&C->b, IL_LDLOC, lv->slot); break;
    case LV_ARG: fe_em_op_var(&C->b, IL_LDARG, lv->slot); break;
    case LV_REFARG:
        da_check(C, lv->local, lv->pos);
        fe_em_op_var(&C->b, IL_LDARG, lv->slot);
        fe_gen_ldind(C, lv->type);
        break;
    case LV_FIELD: lv_prefix(C, lv, 1); fe_gen_ldfld(C, lv->field); break;
    case LV_SFIELD: fe_gen_ldfld(C, lv->field); break;
    case LV_ELEM:
        lv_prefix(C, lv, 1);
        fe_em_op_tok(&C->b, IL_LDELEM, fe_sig_token(C->S, lv->type));
        break;
    case LV_PROP: case LV_SPROP: {
        fe_method *g = prop_getter(C, lv->prop, lv->pos);
        if (lv->kind == LV_PROP)
            lv_prefix(C, lv, 1);
        if (g)
            fe_gen_call(C, g, virt_call(&lv->bd, g));
        else
            fe_em_op(&C->b, IL_LDNULL);
        break;
    }
    default: break;
    }
}

static void lv_store(fe_ctx *C, lvalue *lv)
{
    switch (lv->kind) {
    case LV_LOCAL: fe_em_op_var(&C->b, IL_STLOC, lv->slot); fe_da_set(C, lv->local); break;
    case LV_ARG: fe_em_op_var(&C->b, IL_STARG, lv->slot); break;
    case LV_REFARG: fe_gen_stind(C, lv->type); fe_da_set(C, lv->local); break;
    case LV_FIELD: case LV_SFIELD: fe_gen_stfld(C, lv->field); break;
    case LV_ELEM: fe_em_op_tok(&C->b, IL_STELEM, fe_sig_token(C->S, lv->type)); break;
    case LV_PROP: case LV_SPROP: fe_gen_call(C, lv->prop->set, virt_call(&lv->bd, lv->prop->set)); break;
    default: break;
    }
}

/* value on the stack -> store it, leaving a copy when need. */
static void lv_store_keep(fe_ctx *C, lvalue *lv, int need)
{
    if (!need) {
        lv_store(C, lv);
        return;
    }
    if (lv->kind == LV_LOCAL || lv->kind == LV_ARG || lv->kind == LV_SFIELD || lv->kind == LV_SPROP) {
        fe_em_op(&C->b, IL_DUP);
        lv_store(C, lv);
        return;
    }
    int t = fe_gen_temp(C, lv->type);
    fe_em_op(&C->b, IL_DUP);
    fe_em_op_var(&C->b, IL_STLOC, t);
    lv_store(C, lv);
    fe_em_op_var(&C->b, IL_LDLOC, t);
}

/* Pushes the address of e for a ref/out argument; returns its type. */
fe_type *fe_gen_addr(fe_ctx *C, fe_expr *e, int is_out)
{
    lvalue lv;
    if (!bind_lvalue(C, e, &lv, 1))
        return errt(C);
    switch (lv.kind) {
    case LV_LOCAL:
        if (!is_out)
            da_check(C, lv.local, e->pos);
        fe_em_op_var(&C->b, IL_LDLOCA, lv.slot);
        break;
    case LV_ARG: fe_em_op_var(&C->b, IL_LDARGA, lv.slot); break;
    case LV_REFARG:
        if (!is_out)
            da_check(C, lv.local, e->pos);
        fe_em_op_var(&C->b, IL_LDARG, lv.slot);
        break;
    case LV_FIELD: gen_recv(C, &lv.bd); fe_gen_ldflda(C, lv.field); break;
    case LV_SFIELD: fe_gen_ldflda(C, lv.field); break;
    case LV_ELEM:
        fe_gen_expr(C, lv.arr);
        gen_array_index(C, lv.idx);
        fe_em_op_tok(&C->b, IL_LDELEMA, fe_sig_token(C->S, lv.type));
        break;
    default: return errt(C);
    }
    return lv.type;
}

/* After a call: out arguments are now definitely assigned. */
static void mark_out(fe_ctx *C, fe_expr *e)
{
    if (e->kind != FE_E_NAME)
        return;
    int li = fe_find_local(C, e->name);
    if (li >= 0)
        fe_da_set(C, li);
}

/* ------------------------------------------------------------- strings */

static fe_method *concat_method(fe_ctx *C, int n, fe_pos pos)
{
    fe_type *s = T(C, FE_T_STRING);
    fe_type *ps[4] = {s, s, s, s};
    return fe_core_method(C->S, pos, "System", "String", "Concat", 1, ps, n);
}

/* Converts the stack top of type t to string (null gives ""). */
static void gen_tostring(fe_ctx *C, fe_type *t, fe_pos pos)
{
    fe_sema *S = C->S;
    if (t->kind == FE_T_STRING || t->kind == FE_T_NULL || t->kind == FE_T_ERROR)
        return;
    if (t->kind == FE_T_VOID) {
        ERR(C, pos, "operator '+' cannot be applied to an operand of type 'void'");
        return;
    }
    if (fe_is_numeric(t) || t->kind == FE_T_BOOL || t->kind == FE_T_ENUM) {
        fe_class *mc = fe_member_class(S, t);
        fe_type *pt = t->kind == FE_T_ENUM ? T(C, FE_T_INT) : t;
        fe_method *m = mc ? fe_find_method(S, mc, "ToString", 1, &pt, 1) : NULL;
        if (!m) {
            ERR(C, pos, "the corelib has no static %s.ToString(%s)", mc ? mc->full : "?",
                fe_type_name(S, pt));
            return;
        }
        fe_gen_call(C, m, 0);
        return;
    }
    fe_class *obj = fe_find_class(S, "System", "Object");
    fe_method *ts = obj ? fe_find_method(S, obj, "ToString", 0, NULL, 0) : NULL;
    if (!ts) {
        ERR(C, pos, "the corelib has no System.Object.ToString()");
        return;
    }
    int l1 = fe_em_label(&C->b), l2 = fe_em_label(&C->b);
    fe_em_op(&C->b, IL_DUP);
    fe_em_branch(&C->b, IL_BRTRUE, l1);
    fe_em_op(&C->b, IL_POP);
    fe_const empty = {0};
    empty.type = T(C, FE_T_STRING);
    empty.s = "";
    fe_gen_const(C, &empty);
    fe_em_branch(&C->b, IL_BR, l2);
    fe_em_mark(&C->b, l1);
    fe_gen_call(C, ts, 1);
    fe_em_mark(&C->b, l2);
}

static void gen_string_operand(fe_ctx *C, fe_expr *e)
{
    fe_type *t = fe_gen_expr(C, e);
    gen_tostring(C, t, e->pos);
}

static int is_string_add(fe_ctx *C, fe_expr *e)
{
    if (e->kind != FE_E_BINARY || e->bop != FE_BOP_ADD)
        return 0;
    fe_const k;
    if (const_eval(C, e, &k))
        return 0;
    fe_type *a = fe_probe(C, e->left), *b = fe_probe(C, e->right);
    return a->kind == FE_T_STRING || b->kind == FE_T_STRING;
}

typedef FE_VEC(fe_expr *) exprvec;

static void collect_concat(fe_ctx *C, fe_expr *e, exprvec *ops)
{
    if (is_string_add(C, e)) {
        collect_concat(C, e->left, ops);
        collect_concat(C, e->right, ops);
    } else {
        FE_VEC_PUSH(*ops, e);
    }
}

/* Emits the concatenation of n operands (strings or convertible). */
static void gen_concat_list(fe_ctx *C, fe_expr **ops, int n, fe_pos pos)
{
    if (n == 0) {
        fe_const empty = {0};
        empty.type = T(C, FE_T_STRING);
        empty.s = "";
        fe_gen_const(C, &empty);
        return;
    }
    int i = 0;
    if (n == 1) {
        fe_const empty = {0};
        empty.type = T(C, FE_T_STRING);
        empty.s = "";
        fe_gen_const(C, &empty);
        gen_string_operand(C, ops[0]);
        fe_method *m = concat_method(C, 2, pos);
        if (m)
            fe_gen_call(C, m, 0);
        return;
    }
    int first = n < 4 ? n : 4;
    for (; i < first; i++)
        gen_string_operand(C, ops[i]);
    fe_method *m = concat_method(C, first, pos);
    if (m)
        fe_gen_call(C, m, 0);
    while (i < n) {
        int k = n - i < 3 ? n - i : 3;
        for (int j = 0; j < k; j++, i++)
            gen_string_operand(C, ops[i]);
        m = concat_method(C, k + 1, pos);
        if (m)
            fe_gen_call(C, m, 0);
    }
}

static fe_type *gen_concat(fe_ctx *C, fe_expr *e)
{
    exprvec ops = {0};
    collect_concat(C, e, &ops);
    gen_concat_list(C, ops.v, ops.n, e->pos);
    free(ops.v);
    return T(C, FE_T_STRING);
}

static fe_type *gen_interp(fe_ctx *C, fe_expr *e)
{
    exprvec ops = {0};
    for (int i = 0; i < e->nlist; i++) {
        fe_expr *p = e->list[i];
        if (p->kind == FE_E_STRING && p->slen == 0)
            continue;
        FE_VEC_PUSH(ops, p);
    }
    gen_concat_list(C, ops.v, ops.n, e->pos);
    free(ops.v);
    return T(C, FE_T_STRING);
}

static fe_method *string_equals(fe_ctx *C, fe_pos pos)
{
    fe_type *s = T(C, FE_T_STRING);
    fe_type *ps[2] = {s, s};
    return fe_core_method(C->S, pos, "System", "String", "Equals", 1, ps, 2);
}

/* ------------------------------------------------------------- operators */

static const char *bop_text(int bop) { return fe_bop_name(bop); }

static void op_error(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b)
{
    ERR(C, e->pos, "operator '%s' cannot be applied to operands of type '%s' and '%s'",
        bop_text(e->bop), fe_type_name(C->S, a), fe_type_name(C->S, b));
}

/* C# picks the predefined operator by overload resolution, so an int
 * constant that fits makes `uint op constant` a uint operation (likewise
 * ulong with a non-negative constant) instead of promoting to long. */
static fe_type *promote_consts(fe_ctx *C, fe_expr *ea, fe_expr *eb, fe_type *a, fe_type *b)
{
    fe_const k;
    for (int side = 0; side < 2; side++) {
        fe_type *u = side ? b : a, *o = side ? a : b;
        fe_expr *oe = side ? ea : eb;
        if ((u->kind == FE_T_UINT || u->kind == FE_T_ULONG) &&
            (o->kind == FE_T_INT || o->kind == FE_T_LONG) && oe && const_eval(C, oe, &k) &&
            fe_const_fits(&k, u))
            return u;
    }
    return fe_promote(C->S, a, b);
}

/* x (of type t, not an enum) converts implicitly to int, constants included. */
static int converts_to_int(fe_ctx *C, fe_expr *x, fe_type *t)
{
    if (t->kind == FE_T_ENUM)
        return 0;
    fe_arg a = {t, FE_P_VALUE, 0, {0}};
    a.is_const = x && const_eval(C, x, &a.cval);
    return fe_arg_converts(C->S, &a, T(C, FE_T_INT));
}

/* C#'s enum addition and subtraction operators (ECMA-334 12.10.5, 12.10.6;
 * U is the underlying type, int for every Kiln enum):
 *   E operator +(E x, U y), E operator +(U x, E y), E operator -(E x, U y)
 *   U operator -(E x, E y)
 * They are evaluated as (E)((U)x op (U)y). Returns the operation type (int)
 * and sets *result to E or U; NULL when no enum operator applies. */
static fe_type *enum_arith(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b, fe_type **result)
{
    int op = e->bop;
    *result = NULL;
    if (op == FE_BOP_SUB && a->kind == FE_T_ENUM && a == b)
        *result = T(C, FE_T_INT);
    else if (a->kind == FE_T_ENUM && converts_to_int(C, e->right, b))
        *result = a;
    else if (op == FE_BOP_ADD && b->kind == FE_T_ENUM && converts_to_int(C, e->left, a))
        *result = b;
    return *result ? T(C, FE_T_INT) : NULL;
}

/* Pushes an operand of an enum operator as its underlying int. */
static void gen_enum_operand(fe_ctx *C, fe_expr *x)
{
    if (fe_probe(C, x)->kind == FE_T_ENUM)
        fe_gen_expr(C, x);
    else
        fe_gen_expr_to(C, x, T(C, FE_T_INT));
}

/* The operation type of a binary operator, or NULL; sets *result. */
static fe_type *binary_type(fe_ctx *C, fe_expr *e, fe_type *a, fe_type *b, fe_type **result)
{
    int op = e->bop;
    *result = NULL;
    if (a->kind == FE_T_ERROR || b->kind == FE_T_ERROR) {
        *result = errt(C);
        return errt(C);
    }
    if ((op == FE_BOP_ADD || op == FE_BOP_SUB) && (a->kind == FE_T_ENUM || b->kind == FE_T_ENUM))
        return enum_arith(C, e, a, b, result);
    if (op >= FE_BOP_EQ && op <= FE_BOP_GE) {
        *result = T(C, FE_T_BOOL);
        if (op <= FE_BOP_NE) {
            if ((a->kind == FE_T_STRING || a->kind == FE_T_NULL) &&
                (b->kind == FE_T_STRING || b->kind == FE_T_NULL) &&
                (a->kind == FE_T_STRING || b->kind == FE_T_STRING))
                return T(C, FE_T_STRING);
            if (fe_is_ref(a) && fe_is_ref(b) &&
                (fe_implicit(C->S, a, b) || fe_implicit(C->S, b, a)))
                return T(C, FE_T_OBJECT);
            if (a->kind == FE_T_BOOL && b->kind == FE_T_BOOL)
                return a;
        }
        if (a->kind == FE_T_ENUM && a == b)
            return T(C, FE_T_INT);
        return promote_consts(C, e->left, e->right, a, b);
    }
    if (op == FE_BOP_ANDAND || op == FE_BOP_OROR) {
        *result = T(C, FE_T_BOOL);
        return (a->kind == FE_T_BOOL && b->kind == FE_T_BOOL) ? a : NULL;
    }
    if (op == FE_BOP_AND || op == FE_BOP_OR || op == FE_BOP_XOR) {
        if (a->kind == FE_T_BOOL && b->kind == FE_T_BOOL)
            return *result = a;
        if (a->kind == FE_T_ENUM && a == b)
            return *result = a;
        fe_type *p = promote_consts(C, e->left, e->right, a, b);
        if (p && p->kind == FE_T_DOUBLE)
            p = NULL;
        return *result = p;
    }
    if (op == FE_BOP_SHL || op == FE_BOP_SHR) {
        fe_type *p = fe_promote_unary(C->S, a, FE_OP_PLUS);
        if (!p || !fe_is_integral(p) || !fe_implicit(C->S, b, T(C, FE_T_INT)))
            return NULL;
        return *result = p;
    }
    fe_type *p = promote_consts(C, e->left, e->right, a, b);
    return *result = p;
}

static void gen_divzero_check(fe_ctx *C, fe_expr *e, fe_type *opt)
{
    fe_const k;
    if (const_eval(C, e->left, &k))
        return;   /* both constant: folding reported it */
    if ((e->bop == FE_BOP_DIV || e->bop == FE_BOP_REM) && fe_is_integral(opt) &&
        const_eval(C, e->right, &k) && fe_is_integral(k.type) && k.i == 0)
        ERR(C, e->pos, "division by constant zero");
}

static fe_type *gen_logical(fe_ctx *C, fe_expr *e)
{
    int lf = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    int is_and = e->bop == FE_BOP_ANDAND;
    fe_gen_expr_to(C, e->left, T(C, FE_T_BOOL));
    fe_em_branch(&C->b, is_and ? IL_BRFALSE : IL_BRTRUE, lf);
    uint8_t *save = fe_da_save(C);
    fe_gen_expr_to(C, e->right, T(C, FE_T_BOOL));
    fe_da_restore(C, save);
    fe_em_branch(&C->b, IL_BR, lend);
    fe_em_mark(&C->b, lf);
    fe_em_op_i4(&C->b, IL_LDC_I4, is_and ? 0 : 1);
    fe_em_mark(&C->b, lend);
    return T(C, FE_T_BOOL);
}

static fe_type *gen_coalesce(fe_ctx *C, fe_expr *e)
{
    fe_type *a = fe_probe(C, e->left), *b = fe_probe(C, e->right);
    if (a->kind == FE_T_ERROR || b->kind == FE_T_ERROR) {
        report(C, e->left);
        report(C, e->right);
        return errt(C);
    }
    if (!fe_is_ref(a) || a->kind == FE_T_NULL) {
        ERR(C, e->pos, "operator '?\?' cannot be applied to operands of type '%s' and '%s'",
            fe_type_name(C->S, a), fe_type_name(C->S, b));
        return errt(C);
    }
    fe_type *rt = a;
    if (!fe_implicit(C->S, b, a) && fe_implicit(C->S, a, b))
        rt = b;
    int lend = fe_em_label(&C->b);
    fe_gen_expr(C, e->left);
    fe_em_op(&C->b, IL_DUP);
    fe_em_branch(&C->b, IL_BRTRUE, lend);
    fe_em_op(&C->b, IL_POP);
    uint8_t *save = fe_da_save(C);
    fe_gen_expr_to(C, e->right, rt);
    fe_da_restore(C, save);
    fe_em_mark(&C->b, lend);
    return rt;
}

static fe_type *gen_binary(fe_ctx *C, fe_expr *e)
{
    if (e->bop == FE_BOP_ANDAND || e->bop == FE_BOP_OROR)
        return gen_logical(C, e);
    if (e->bop == FE_BOP_COALESCE)
        return gen_coalesce(C, e);
    if (is_string_add(C, e))
        return gen_concat(C, e);
    fe_type *a = fe_probe(C, e->left), *b = fe_probe(C, e->right), *res;
    fe_type *opt = binary_type(C, e, a, b, &res);
    if (!opt) {
        op_error(C, e, a, b);
        return errt(C);
    }
    if (opt->kind == FE_T_ERROR) {
        report(C, e->left);
        report(C, e->right);
        return opt;
    }
    gen_divzero_check(C, e, opt);
    if (e->bop == FE_BOP_SHL || e->bop == FE_BOP_SHR) {
        fe_gen_expr_to(C, e->left, opt);
        fe_gen_expr_to(C, e->right, T(C, FE_T_INT));
        fe_gen_arith(C, (fe_binop)e->bop, opt);
        return res;
    }
    if (opt->kind == FE_T_STRING) {
        fe_gen_expr_to(C, e->left, opt);
        fe_gen_expr_to(C, e->right, opt);
        fe_method *m = string_equals(C, e->pos);
        if (m)
            fe_gen_call(C, m, 0);
        if (e->bop == FE_BOP_NE) {
            fe_em_op_i4(&C->b, IL_LDC_I4, 0);
            fe_em_op(&C->b, IL_CEQ);
        }
        return res;
    }
    if (opt->kind == FE_T_OBJECT) {   /* reference identity */
        fe_gen_expr(C, e->left);
        fe_gen_expr(C, e->right);
        fe_gen_compare(C, (fe_binop)e->bop, opt);
        return res;
    }
    if ((e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB) &&
        (a->kind == FE_T_ENUM || b->kind == FE_T_ENUM)) {
        gen_enum_operand(C, e->left);
        gen_enum_operand(C, e->right);
        fe_gen_arith(C, (fe_binop)e->bop, opt);
        return res;
    }
    fe_type *conv = opt->kind == FE_T_ENUM ? a : opt;
    if (a->kind == FE_T_ENUM && a == b) {
        fe_gen_expr(C, e->left);
        fe_gen_expr(C, e->right);
    } else {
        fe_gen_expr_to(C, e->left, conv);
        fe_gen_expr_to(C, e->right, conv);
    }
    if (e->bop >= FE_BOP_EQ && e->bop <= FE_BOP_GE)
        fe_gen_compare(C, (fe_binop)e->bop, opt);
    else
        fe_gen_arith(C, (fe_binop)e->bop, opt);
    return res;
}

static fe_type *gen_unary(fe_ctx *C, fe_expr *e)
{
    fe_type *a = fe_probe(C, e->left);
    if (a->kind == FE_T_ERROR) {
        report(C, e->left);
        return a;
    }
    fe_type *opt = a->kind == FE_T_ENUM && e->uop == FE_UOP_COMPL ? a
                                                                  : fe_promote_unary(C->S, a, (fe_unop)e->uop);
    if (!opt) {
        ERR(C, e->pos, "operator '%s' cannot be applied to operand of type '%s'", fe_uop_name(e->uop),
            fe_type_name(C->S, a));
        return errt(C);
    }
    fe_gen_expr_to(C, e->left, opt->kind == FE_T_ENUM ? a : opt);
    switch (e->uop) {
    case FE_UOP_NEG: fe_em_op(&C->b, IL_NEG); break;
    case FE_UOP_NOT: fe_em_op_i4(&C->b, IL_LDC_I4, 0); fe_em_op(&C->b, IL_CEQ); break;
    case FE_UOP_COMPL: fe_em_op(&C->b, IL_NOT); break;
    default: break;
    }
    return opt;
}

static void gen_one(fe_ctx *C, fe_type *t)
{
    fe_const one = {0};
    one.type = (t->kind == FE_T_ENUM || t->kind == FE_T_CHAR || t->kind == FE_T_BYTE) ? T(C, FE_T_INT) : t;
    one.i = 1;
    one.d = 1.0;
    fe_gen_const(C, &one);
}

fe_type *fe_gen_incdec(fe_ctx *C, fe_expr *e, int need)
{
    lvalue lv;
    if (!bind_lvalue(C, e->left, &lv, 0))
        return errt(C);
    fe_type *t = lv.type;
    if (!fe_is_numeric(t) && t->kind != FE_T_ENUM) {
        ERR(C, e->pos, "operator '%s' cannot be applied to operand of type '%s'",
            (e->kind == FE_E_PREINC || e->kind == FE_E_POSTINC) ? "++" : "--", fe_type_name(C->S, t));
        return errt(C);
    }
    int post = e->kind == FE_E_POSTINC || e->kind == FE_E_POSTDEC;
    int inc = e->kind == FE_E_PREINC || e->kind == FE_E_POSTINC;
    lv_prefix(C, &lv, 1);
    lv_load(C, &lv);
    int tmp = -1;
    if (need && post) {
        tmp = fe_gen_temp(C, t);
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_var(&C->b, IL_STLOC, tmp);
    }
    gen_one(C, t);
    fe_em_op(&C->b, inc ? IL_ADD : IL_SUB);
    if (t->kind == FE_T_CHAR || t->kind == FE_T_BYTE)
        fe_gen_conv(C, T(C, FE_T_INT), t);
    if (need && !post) {
        lv_store_keep(C, &lv, 1);
    } else {
        lv_store(C, &lv);
        if (need)
            fe_em_op_var(&C->b, IL_LDLOC, tmp);
    }
    return t;
}

fe_type *fe_gen_assign(fe_ctx *C, fe_expr *e, int need)
{
    lvalue lv;
    if (!bind_lvalue(C, e->left, &lv, 0)) {
        report(C, e->right);
        return errt(C);
    }
    fe_type *t = lv.type;
    if (e->bop < 0) {
        lv_prefix(C, &lv, 0);
        fe_gen_expr_to(C, e->right, t);
        lv_store_keep(C, &lv, need);
        return t;
    }
    fe_type *r = fe_probe(C, e->right);
    lv_prefix(C, &lv, 1);
    if (e->bop == FE_BOP_ADD && t->kind == FE_T_STRING) {
        lv_load(C, &lv);
        gen_string_operand(C, e->right);
        fe_method *m = concat_method(C, 2, e->pos);
        if (m)
            fe_gen_call(C, m, 0);
        lv_store_keep(C, &lv, need);
        return t;
    }
    fe_expr fake = *e;
    fake.kind = FE_E_BINARY;
    fe_type *res, *opt = binary_type(C, &fake, t, r, &res);
    fe_arg ra = {r, FE_P_VALUE, 0, {0}};
    ra.is_const = const_eval(C, e->right, &ra.cval);
    int ok = opt && res && (fe_implicit(C->S, res, t) ||
                            (fe_explicit(C->S, res, t) && (fe_arg_converts(C->S, &ra, t) ||
                                                          e->bop == FE_BOP_SHL || e->bop == FE_BOP_SHR)));
    if (!opt || opt->kind == FE_T_ERROR || (opt->kind == FE_T_STRING) || opt->kind == FE_T_OBJECT || !ok) {
        if (!(opt && opt->kind == FE_T_ERROR))
            op_error(C, &fake, t, r);
        return errt(C);
    }
    gen_divzero_check(C, e, opt);
    lv_load(C, &lv);
    fe_gen_conv(C, t, opt->kind == FE_T_ENUM ? t : opt);
    if (e->bop == FE_BOP_SHL || e->bop == FE_BOP_SHR)
        fe_gen_expr_to(C, e->right, T(C, FE_T_INT));
    else if (t->kind == FE_T_ENUM && (e->bop == FE_BOP_ADD || e->bop == FE_BOP_SUB))
        gen_enum_operand(C, e->right);
    else
        fe_gen_expr_to(C, e->right, opt->kind == FE_T_ENUM ? t : opt);
    fe_gen_arith(C, (fe_binop)e->bop, opt);
    fe_gen_conv(C, res, t);
    lv_store_keep(C, &lv, need);
    return t;
}

static fe_type *gen_cond(fe_ctx *C, fe_expr *e)
{
    fe_type *a = fe_probe(C, e->left), *b = fe_probe(C, e->right);
    fe_type *rt;
    if (a->kind == FE_T_ERROR || b->kind == FE_T_ERROR) {
        report(C, e->cond);
        report(C, e->left);
        report(C, e->right);
        return errt(C);
    } else if (a == b)
        rt = a;
    else if (fe_implicit(C->S, a, b) && !fe_implicit(C->S, b, a))
        rt = b;
    else if (fe_implicit(C->S, b, a) && !fe_implicit(C->S, a, b))
        rt = a;
    else {
        fe_const k;
        fe_arg aa = {a, FE_P_VALUE, 0, {0}}, ba = {b, FE_P_VALUE, 0, {0}};
        aa.is_const = const_eval(C, e->left, &k);
        aa.cval = k;
        ba.is_const = const_eval(C, e->right, &k);
        ba.cval = k;
        if (fe_arg_converts(C->S, &aa, b) && !fe_is_boxing(a, b))
            rt = b;
        else if (fe_arg_converts(C->S, &ba, a) && !fe_is_boxing(b, a))
            rt = a;
        else {
            ERR(C, e->pos, "type of conditional expression cannot be determined because there is no implicit conversion between '%s' and '%s'",
                fe_type_name(C->S, a), fe_type_name(C->S, b));
            return errt(C);
        }
    }
    int lelse = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    uint8_t *s0;
    fe_gen_branch_da(C, e->cond, lelse, 0, &s0);
    fe_gen_expr_to(C, e->left, rt);
    uint8_t *s1 = fe_da_save(C);
    fe_em_branch(&C->b, IL_BR, lend);
    fe_da_restore(C, s0);
    fe_em_mark(&C->b, lelse);
    fe_gen_expr_to(C, e->right, rt);
    fe_da_meet(C, s1);
    fe_em_mark(&C->b, lend);
    return rt;
}

static uint8_t *da_unreached(fe_ctx *C)
{
    return fe_da_save_all(C);
}

static uint8_t *da_meet2(fe_ctx *C, uint8_t *a, const uint8_t *b)
{
    uint8_t *cur = fe_da_save(C);
    fe_da_restore(C, a);
    fe_da_meet(C, b);
    uint8_t *r = fe_da_save(C);
    fe_da_restore(C, cur);
    return r;
}

static int is_zero_const(fe_ctx *C, fe_expr *e)
{
    fe_const k;
    if (!const_eval(C, e, &k))
        return 0;
    return k.type->kind == FE_T_NULL || ((fe_is_integral(k.type) || k.type->kind == FE_T_ENUM) && k.i == 0);
}

/* For a well-typed `x == 0` / `x != null` (x integral, enum, bool or a
 * reference), the operand x; NULL otherwise. */
static fe_expr *zero_test(fe_ctx *C, fe_expr *e)
{
    if (e->kind != FE_E_BINARY || (e->bop != FE_BOP_EQ && e->bop != FE_BOP_NE))
        return NULL;
    fe_expr *x = is_zero_const(C, e->right) ? e->left : is_zero_const(C, e->left) ? e->right : NULL;
    if (!x || is_zero_const(C, x) || fe_probe(C, e)->kind != FE_T_BOOL)
        return NULL;
    fe_type *t = fe_probe(C, x);
    fe_type *z = fe_probe(C, x == e->left ? e->right : e->left);
    if (z->kind == FE_T_NULL)
        return fe_is_ref(t) && t->kind != FE_T_NULL ? x : NULL;
    return (fe_is_integral(t) || t->kind == FE_T_ENUM) ? x : NULL;
}

/* Branch to label when e is `when` (true/false); constant-folds. C->da
 * becomes the state when falling through, *jump the state at the label. */
void fe_gen_branch_da(fe_ctx *C, fe_expr *e, int label, int when, uint8_t **jump)
{
    fe_const k;
    if (const_eval(C, e, &k) && k.type->kind == FE_T_BOOL) {
        if ((k.i != 0) == (when != 0)) {
            fe_em_branch(&C->b, IL_BR, label);
            *jump = fe_da_save(C);
            fe_da_all(C);
        } else {
            *jump = da_unreached(C);
        }
        return;
    }
    if (e->kind == FE_E_UNARY && e->uop == FE_UOP_NOT && fe_probe(C, e->left)->kind == FE_T_BOOL) {
        fe_gen_branch_da(C, e->left, label, !when, jump);
        return;
    }
    if (e->kind == FE_E_BINARY && (e->bop == FE_BOP_ANDAND || e->bop == FE_BOP_OROR) &&
        fe_probe(C, e->left)->kind == FE_T_BOOL && fe_probe(C, e->right)->kind == FE_T_BOOL) {
        int is_and = e->bop == FE_BOP_ANDAND;
        uint8_t *j1, *j2;
        if (is_and != (when != 0)) {
            /* (a && b) false -> a false or b false; (a || b) true -> a true or b true */
            fe_gen_branch_da(C, e->left, label, when, &j1);
            fe_gen_branch_da(C, e->right, label, when, &j2);
            *jump = da_meet2(C, j1, j2);
        } else {
            int skip = fe_em_label(&C->b);
            fe_gen_branch_da(C, e->left, skip, !when, &j1);
            fe_gen_branch_da(C, e->right, label, when, &j2);
            *jump = j2;
            fe_da_meet(C, j1);
            fe_em_mark(&C->b, skip);
        }
        return;
    }
    fe_expr *z = zero_test(C, e);
    if (z) {   /* x == 0, x != null: branch on x itself */
        fe_gen_expr(C, z);
        int on_zero = (e->bop == FE_BOP_EQ) == (when != 0);
        fe_em_branch(&C->b, on_zero ? IL_BRFALSE : IL_BRTRUE, label);
        *jump = fe_da_save(C);
        return;
    }
    fe_gen_expr_to(C, e, T(C, FE_T_BOOL));
    if (fe_em_strip_not(&C->b))
        when = !when;   /* a <= b as !(a > b): branch on a > b instead */
    fe_em_branch(&C->b, when ? IL_BRTRUE : IL_BRFALSE, label);
    *jump = fe_da_save(C);
}

void fe_gen_branch(fe_ctx *C, fe_expr *e, int label, int when)
{
    uint8_t *j;
    fe_gen_branch_da(C, e, label, when, &j);
}

/* ------------------------------------------------------- casts and tests */

static fe_type *gen_cast(fe_ctx *C, fe_expr *e)
{
    fe_type *to = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    fe_type *from = fe_probe(C, e->left);
    if (to->kind == FE_T_ERROR || from->kind == FE_T_ERROR) {
        report(C, e->left);
        return to;
    }
    if (fe_is_boxing(from, to) || fe_is_boxing(to, from)) {
        no_boxing(C, e->pos);
        return to;
    }
    if (!fe_explicit(C->S, from, to)) {
        ERR(C, e->pos, "cannot convert type '%s' to '%s'", fe_type_name(C->S, from), fe_type_name(C->S, to));
        return to;
    }
    fe_gen_expr(C, e->left);
    fe_gen_conv(C, from, to);
    return to;
}

static fe_type *gen_is_as(fe_ctx *C, fe_expr *e)
{
    fe_type *to = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    fe_type *from = fe_probe(C, e->left);
    fe_type *rt = e->kind == FE_E_IS ? T(C, FE_T_BOOL) : to;
    if (to->kind == FE_T_ERROR || from->kind == FE_T_ERROR) {
        report(C, e->left);
        return rt;
    }
    if (!fe_is_ref(to) || !fe_is_ref(from)) {
        if (fe_is_boxing(from, T(C, FE_T_OBJECT)) || fe_is_boxing(to, T(C, FE_T_OBJECT)))
            ERR(C, e->pos, "'%s' on a primitive type needs boxing, which is not supported",
                e->kind == FE_E_IS ? "is" : "as");
        else
            ERR(C, e->pos, "the '%s' operator cannot be applied to type '%s'",
                e->kind == FE_E_IS ? "is" : "as", fe_type_name(C->S, fe_is_ref(to) ? from : to));
        return rt;
    }
    fe_gen_expr(C, e->left);
    fe_em_op_tok(&C->b, IL_ISINST, fe_sig_token(C->S, to));
    if (e->kind == FE_E_IS) {
        fe_em_op(&C->b, IL_LDNULL);
        fe_em_op(&C->b, IL_CEQ);
        fe_em_op_i4(&C->b, IL_LDC_I4, 0);
        fe_em_op(&C->b, IL_CEQ);
    }
    return rt;
}

/* ------------------------------------------------------------- arrays */

void fe_gen_array_init(fe_ctx *C, fe_expr *e, fe_type *at)
{
    if (at->kind != FE_T_ARRAY) {
        if (at->kind != FE_T_ERROR)
            ERR(C, e->pos, "can only use array initializer expressions to assign to array types. Try using a new expression instead");
        for (int i = 0; i < e->nlist; i++)
            fe_probe(C, e->list[i]);
        e->type = errt(C);
        return;
    }
    fe_type *et = at->elem;
    fe_em_op_i4(&C->b, IL_LDC_I4, e->nlist);
    fe_em_op_tok(&C->b, IL_NEWARR, fe_sig_token(C->S, et));
    uint32_t sig = fe_sig_token(C->S, et);
    for (int i = 0; i < e->nlist; i++) {
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_i4(&C->b, IL_LDC_I4, i);
        if (e->list[i]->kind == FE_E_ARRAYINIT && et->kind != FE_T_ARRAY)
            ERR(C, e->list[i]->pos, "array initializers can only be used in a variable or field initializer");
        fe_gen_expr_to(C, e->list[i], et);
        fe_em_op_tok(&C->b, IL_STELEM, sig);
    }
    e->type = at;
}

static fe_type *gen_newarray(fe_ctx *C, fe_expr *e)
{
    fe_type *et = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    if (et->kind == FE_T_ERROR)
        return et;
    if (et->kind == FE_T_VOID) {
        ERR(C, e->pos, "an array of void is not allowed");
        return errt(C);
    }
    fe_type *at = fe_array_of(C->S, et);
    if (e->has_init) {
        if (e->left) {
            fe_const k;
            if (!const_eval(C, e->left, &k) || !fe_is_integral(k.type))
                ERR(C, e->left->pos, "a constant value is expected");
            else if (k.i != e->nlist)
                ERR(C, e->left->pos, "an array initializer of length '%lld' is expected", (long long)k.i);
        }
        fe_expr init = *e;
        init.kind = FE_E_ARRAYINIT;
        fe_gen_array_init(C, &init, at);
        return at;
    }
    if (!e->left) {
        ERR(C, e->pos, "array creation must have array size or array initializer");
        return at;
    }
    gen_array_index(C, e->left);
    fe_em_op_tok(&C->b, IL_NEWARR, fe_sig_token(C->S, et));
    return at;
}

static fe_type *gen_arraylit(fe_ctx *C, fe_expr *e)
{
    fe_type *best = NULL;
    for (int i = 0; i < e->nlist && !best; i++) {
        fe_type *cand = fe_probe(C, e->list[i]);
        if (cand->kind == FE_T_NULL || cand->kind == FE_T_ERROR)
            continue;
        int all = 1;
        for (int j = 0; j < e->nlist && all; j++) {
            fe_type *tj = fe_probe(C, e->list[j]);
            all = fe_implicit(C->S, tj, cand) && !fe_is_boxing(tj, cand);
        }
        if (all)
            best = cand;
    }
    if (!best) {
        ERR(C, e->pos, "no best type found for implicitly-typed array");
        return errt(C);
    }
    fe_type *at = fe_array_of(C->S, best);
    fe_expr init = *e;
    init.kind = FE_E_ARRAYINIT;
    fe_gen_array_init(C, &init, at);
    return at;
}

static fe_type *gen_index(fe_ctx *C, fe_expr *e)
{
    fe_type *at = fe_probe(C, e->left);
    if (at->kind == FE_T_ERROR) {
        report(C, e->left);
        return at;
    }
    if (e->nargs != 1 || e->args[0].mode != FE_AM_VALUE) {
        ERR(C, e->pos, "wrong number of indices inside []; expected 1");
        return errt(C);
    }
    if (at->kind == FE_T_ARRAY) {
        fe_gen_expr(C, e->left);
        gen_array_index(C, e->args[0].e);
        fe_em_op_tok(&C->b, IL_LDELEM, fe_sig_token(C->S, at->elem));
        return at->elem;
    }
    if (at->kind == FE_T_STRING) {
        fe_class *sc = fe_find_class(C->S, "System", "String");
        fe_type *it = T(C, FE_T_INT);
        fe_method *g = sc ? fe_find_method(C->S, sc, "get_Chars", 0, &it, 1) : NULL;
        if (!g && sc)
            g = fe_find_method(C->S, sc, "get_Item", 0, &it, 1);
        if (!g) {
            ERR(C, e->pos, "the corelib has no string indexer");
            return errt(C);
        }
        fe_gen_expr(C, e->left);
        fe_gen_expr_to(C, e->args[0].e, it);
        fe_gen_call(C, g, 1);
        return T(C, FE_T_CHAR);
    }
    ERR(C, e->pos, "cannot apply indexing with [] to an expression of type '%s'", fe_type_name(C->S, at));
    return errt(C);
}

/* -------------------------------------------------------------- calls */

#define MAX_ARGS 64

static int build_args(fe_ctx *C, fe_callarg *args, int n, fe_arg *out)
{
    if (n > MAX_ARGS) {
        ERR(C, args[MAX_ARGS].pos, "too many arguments");
        return 0;
    }
    int ok = 1;
    for (int i = 0; i < n; i++) {
        out[i].mode = (fe_pmode)args[i].mode;
        out[i].is_const = 0;
        if (args[i].mode != FE_AM_VALUE) {
            C->b.dry++;
            C->S->quiet++;
            out[i].type = fe_gen_addr(C, args[i].e, args[i].mode == FE_AM_OUT);
            C->S->quiet--;
            C->b.dry--;
        } else {
            out[i].type = fe_probe(C, args[i].e);
            out[i].is_const = const_eval(C, args[i].e, &out[i].cval);
        }
        if (out[i].type->kind == FE_T_ERROR) {
            ok = 0;
            if (args[i].mode == FE_AM_VALUE)
                report(C, args[i].e);
            else if (!C->S->quiet) {
                C->b.dry++;
                fe_gen_addr(C, args[i].e, args[i].mode == FE_AM_OUT);
                C->b.dry--;
            }
        }
    }
    return ok;
}

static int is_override(const fe_method *m)
{
    if (m->owner->imported)
        return (m->flags & KMOD_METH_VIRTUAL) && !(m->flags & KMOD_METH_NEWSLOT);
    return m->overridden != NULL;
}

static const char *method_sig_text(fe_ctx *C, const fe_method *m)
{
    char buf[512];
    int n = snprintf(buf, sizeof buf, "%s.%s(", m->owner->full,
                     (m->flags & KMOD_METH_CTOR) ? m->owner->name : m->name);
    for (int i = 0; i < m->nparams && n < (int)sizeof buf - 40; i++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%s%s", i ? ", " : "",
                      m->params[i].mode == FE_P_REF ? "ref " : m->params[i].mode == FE_P_OUT ? "out " : "",
                      fe_type_name(C->S, m->params[i].type));
    snprintf(buf + n, sizeof buf - (size_t)n, ")");
    return fe_sema_strdup(C->S, buf, strlen(buf));
}

/* Overload resolution over the methods named `name` from cls up (ctors: only cls). */
static fe_method *pick(fe_ctx *C, fe_class *cls, const char *name, fe_arg *args, int nargs,
                       int ctors, int prim_first, fe_type *prim_t, fe_pos pos)
{
    FE_VEC(fe_method *) cands = {0};
    int total = 0, any_n = 0;
    fe_method *last = NULL;
    for (fe_class *c = cls; c; c = ctors ? NULL : c->base) {
        cands.n = 0;
        for (fe_method *m = fe_methods_named(C->S, c, name); m; m = m->next_named) {
            if (is_override(m) || (m->flags & KMOD_METH_SPECIALNAME))
                continue;
            if (!accessible(C, c, m->flags))
                continue;
            if (prim_first) {
                if (!(m->flags & KMOD_METH_STATIC) || m->nparams != nargs + 1 ||
                    m->params[0].type != prim_t)
                    continue;
                /* view it without its first parameter */
                fe_method *v = fe_sema_alloc(C->S, sizeof *v);
                *v = *m;
                v->params = m->params + 1;
                v->nparams = m->nparams - 1;
                v->token = 0;
                v->overridden = m;   /* the real method */
                m = v;
            }
            FE_VEC_PUSH(cands, m);
            last = m;
            total++;
            if (m->nparams == nargs)
                any_n = 1;
        }
        if (!cands.n)
            continue;
        int why;
        fe_method *two[2];
        fe_method *best = fe_resolve(C->S, cands.v, cands.n, args, nargs, &why, two);
        char err[320];
        if (best && !fe_dotnet_check(c, name, cands.v, cands.n, args, nargs, best, err, sizeof err)) {
            ERR(C, pos, "%s", err);
            free(cands.v);
            return NULL;
        }
        if (best || why == 1) {
            if (!best)
                ERR(C, pos, "the call is ambiguous between the following methods or properties: '%s' and '%s'",
                    method_sig_text(C, two[0]), method_sig_text(C, two[1]));
            free(cands.v);
            return best;
        }
    }
    free(cands.v);
    if (!total)
        ERR(C, pos, "'%s' does not contain a definition for '%s'", cls->full, ctors ? "constructor" : name);
    else if (!any_n)
        ERR(C, pos, "no overload for method '%s' takes %d arguments",
            ctors ? cls->name : name, nargs);
    else if (total == 1)
        ERR(C, pos, "the best overloaded method match for '%s' has some invalid arguments",
            method_sig_text(C, last));
    else
        ERR(C, pos, "no overload for '%s' matches the argument types", ctors ? cls->name : name);
    return NULL;
}

static void gen_args(fe_ctx *C, fe_method *m, fe_callarg *args, int n)
{
    for (int i = 0; i < n; i++) {
        if (args[i].mode != FE_AM_VALUE)
            fe_gen_addr(C, args[i].e, args[i].mode == FE_AM_OUT);
        else
            fe_gen_expr_to(C, args[i].e, m->params[i].type);
    }
}

static void mark_outs(fe_ctx *C, fe_callarg *args, int n)
{
    for (int i = 0; i < n; i++)
        if (args[i].mode == FE_AM_OUT)
            mark_out(C, args[i].e);
}

static fe_type *gen_call(fe_ctx *C, fe_expr *e)
{
    fe_expr *callee = e->left;
    fe_arg args[MAX_ARGS];
    bound bd;
    if (callee->kind != FE_E_NAME && callee->kind != FE_E_MEMBER) {
        ERR(C, e->pos, "method name expected");
        return errt(C);
    }
    if (!bind_head(C, callee, &bd, 0))
        return errt(C);
    if (bd.kind != R_METHODS) {
        if (bd.kind == R_TYPE || bd.kind == R_NS || bd.kind == R_ERROR)
            ERR(C, e->pos, "'%s' is not a method", callee->name);
        else
            ERR(C, e->pos, "delegates are not supported: '%s' cannot be invoked",
                callee->name ? callee->name : "expression");
        return errt(C);
    }
    if (!build_args(C, e->args, e->nargs, args))
        return errt(C);
    fe_type *rt = bd.recv ? fe_probe(C, bd.recv) : NULL;
    int prim = rt && !fe_is_ref(rt);
    fe_type *pt = prim && rt->kind == FE_T_ENUM ? T(C, FE_T_INT) : rt;
    fe_class *start = bd.mcls;
    if (prim && rt->kind == FE_T_ENUM && strcmp(bd.name, "ToString"))
        start = fe_member_class(C->S, T(C, FE_T_INT));
    if (!start) {
        ERR(C, callee->pos, "'%s' has no method '%s'", fe_type_name(C->S, rt ? rt : errt(C)), bd.name);
        return errt(C);
    }
    fe_method *m = pick(C, start, bd.name, args, e->nargs, 0, prim, prim ? (rt->kind == FE_T_ENUM && !strcmp(bd.name, "ToString") ? T(C, FE_T_INT) : pt) : NULL, callee->pos);
    if (!m)
        return errt(C);
    if (prim) {
        fe_method *real = m->overridden;
        fe_gen_expr(C, bd.recv);
        gen_args(C, m, e->args, e->nargs);
        fe_gen_call(C, real, 0);
        mark_outs(C, e->args, e->nargs);
        return m->ret;
    }
    int st = (m->flags & KMOD_METH_STATIC) != 0;
    if (!check_static(C, &bd, st, m->name, callee->pos))
        return m->ret;
    if (!st)
        gen_recv(C, &bd);
    gen_args(C, m, e->args, e->nargs);
    if (bd.is_base)
        m = base_impl(C->S, bd.mcls, m);
    if ((m->flags & KMOD_METH_ABSTRACT) && bd.is_base)
        ERR(C, e->pos, "cannot call an abstract base member: '%s'", method_sig_text(C, m));
    fe_gen_call(C, m, virt_call(&bd, m));
    mark_outs(C, e->args, e->nargs);
    return m->ret;
}

/* new Thread(M): target, ldftn M, newobj Thread(object, long). */
static fe_type *gen_new_thread(fe_ctx *C, fe_expr *e, fe_class *tc)
{
    fe_expr *a = e->args[0].e;
    bound bd;
    if (!bind_head(C, a, &bd, 0) || bd.kind != R_METHODS) {
        ERR(C, a->pos, "new Thread(...) needs the name of a method void M() or void M(object)");
        return tc->type;
    }
    fe_method *m = NULL;
    for (fe_class *c = bd.mcls; c && !m; c = c->base)
        for (fe_method *x = fe_methods_named(C->S, c, bd.name); x; x = x->next_named) {
            if (!is_override(x) && x->ret->kind == FE_T_VOID &&
                (x->nparams == 0 || (x->nparams == 1 && x->params[0].type->kind == FE_T_OBJECT &&
                                     x->params[0].mode == FE_P_VALUE))) {
                m = x;
                break;
            }
        }
    if (!m) {
        ERR(C, a->pos, "no overload for '%s' matches a thread start: void %s() or void %s(object)",
            bd.name, bd.name, bd.name);
        return tc->type;
    }
    int st = (m->flags & KMOD_METH_STATIC) != 0;
    if (!check_static(C, &bd, st, m->name, a->pos))
        return tc->type;
    if (st)
        fe_em_op(&C->b, IL_LDNULL);
    else
        gen_recv(C, &bd);
    if (!C->b.dry)
        fe_em_op_tok(&C->b, IL_LDFTN, fe_method_token(C->S, m));
    fe_type *ps[2] = {T(C, FE_T_OBJECT), T(C, FE_T_LONG)};
    fe_method *ctor = fe_find_method(C->S, tc, ".ctor", 0, ps, 2);
    if (!ctor) {
        ERR(C, e->pos, "the corelib has no System.Threading.Thread(object, long)");
        return tc->type;
    }
    fe_gen_newobj(C, ctor);
    return tc->type;
}

static fe_type *gen_new(fe_ctx *C, fe_expr *e)
{
    fe_type *t = fe_resolve_type(C->S, C->unit, C->ns, e->tsyn);
    if (t->kind == FE_T_ERROR)
        return t;
    if (t->kind != FE_T_CLASS && t->kind != FE_T_OBJECT) {
        ERR(C, e->pos, "cannot create an instance of '%s' with new", fe_type_name(C->S, t));
        return errt(C);
    }
    fe_class *c = t->cls;
    if (!c) {
        ERR(C, e->pos, "the corelib has no System.Object");
        return errt(C);
    }
    if (c->flags & (KMOD_TYPE_ABSTRACT | KMOD_TYPE_STATIC)) {
        ERR(C, e->pos, "cannot create an instance of the %s class '%s'",
            (c->flags & KMOD_TYPE_STATIC) ? "static" : "abstract", c->full);
        return t;
    }
    if (!strcmp(c->full, "System.Threading.Thread") && e->nargs == 1 &&
        e->args[0].mode == FE_AM_VALUE &&
        (e->args[0].e->kind == FE_E_NAME || e->args[0].e->kind == FE_E_MEMBER)) {
        bound bd;
        C->S->quiet++;
        int ok = bind_head(C, e->args[0].e, &bd, 1);
        C->S->quiet--;
        if (ok && bd.kind == R_METHODS)
            return gen_new_thread(C, e, c);
    }
    fe_arg args[MAX_ARGS];
    if (!build_args(C, e->args, e->nargs, args))
        return t;
    fe_method *m = pick(C, c, ".ctor", args, e->nargs, 1, 0, NULL, e->pos);
    if (!m)
        return t;
    gen_args(C, m, e->args, e->nargs);
    fe_gen_newobj(C, m);
    mark_outs(C, e->args, e->nargs);
    return t;
}

/* Base/this constructor call from a constructor: ldarg.0, args, call. */
void fe_gen_ctor_call(fe_ctx *C, fe_class *target, fe_callarg *args, int nargs, fe_pos pos)
{
    fe_arg av[MAX_ARGS];
    if (!build_args(C, args, nargs, av))
        return;
    fe_method *m = pick(C, target, ".ctor", av, nargs, 1, 0, NULL, pos);
    if (!m)
        return;
    gen_this(C);
    gen_args(C, m, args, nargs);
    fe_gen_call(C, m, 0);
    mark_outs(C, args, nargs);
}

/* ------------------------------------------------------------- dispatch */

static fe_type *gen_raw(fe_ctx *C, fe_expr *e)
{
    switch (e->kind) {
    case FE_E_INTERP: return gen_interp(C, e);
    case FE_E_NAME: case FE_E_MEMBER: return gen_name(C, e);
    case FE_E_PREDEF:
        ERR(C, e->pos, "'%s' is a type, which is not valid in the given context",
            fe_type_name(C->S, fe_resolve_type(C->S, C->unit, C->ns, e->tsyn)));
        return errt(C);
    case FE_E_CALL: return gen_call(C, e);
    case FE_E_INDEX: return gen_index(C, e);
    case FE_E_NEW: return gen_new(C, e);
    case FE_E_NEWARRAY: return gen_newarray(C, e);
    case FE_E_ARRAYLIT: return gen_arraylit(C, e);
    case FE_E_ARRAYINIT:
        ERR(C, e->pos, "array initializers can only be used in a variable or field initializer. Try using a new expression instead");
        return errt(C);
    case FE_E_UNARY: return gen_unary(C, e);
    case FE_E_PREINC: case FE_E_PREDEC: case FE_E_POSTINC: case FE_E_POSTDEC:
        return fe_gen_incdec(C, e, 1);
    case FE_E_BINARY: return gen_binary(C, e);
    case FE_E_ASSIGN: return fe_gen_assign(C, e, 1);
    case FE_E_COND: return gen_cond(C, e);
    case FE_E_CAST: return gen_cast(C, e);
    case FE_E_IS: case FE_E_AS: return gen_is_as(C, e);
    case FE_E_THIS:
        if (C->is_static || !C->cls) {
            ERR(C, e->pos, "keyword 'this' is not valid in a static property, static method, or static field initializer");
            return errt(C);
        }
        gen_this(C);
        return C->cls->type;
    case FE_E_BASE:
        ERR(C, e->pos, "use of keyword 'base' is not valid in this context");
        return errt(C);
    default:
        ERR(C, e->pos, "unsupported expression");
        return errt(C);
    }
}

/* An expression statement: no value left behind. */
void fe_gen_expr_stmt(fe_ctx *C, fe_expr *e)
{
    switch (e->kind) {
    case FE_E_ASSIGN: e->type = fe_gen_assign(C, e, 0); return;
    case FE_E_PREINC: case FE_E_PREDEC: case FE_E_POSTINC: case FE_E_POSTDEC:
        e->type = fe_gen_incdec(C, e, 0);
        return;
    case FE_E_CALL: case FE_E_NEW: {
        fe_type *t = fe_gen_expr(C, e);
        if (t->kind != FE_T_VOID && t->kind != FE_T_ERROR)
            fe_em_op(&C->b, IL_POP);
        return;
    }
    default:
        ERR(C, e->pos, "only assignment, call, increment, decrement, and new object expressions can be used as a statement");
        fe_probe(C, e);
    }
}
