/* sema_generic.c - generics by compile-time specialization (docs/generics.md):
 * type parameters, instances of generic classes and methods, substitution,
 * type-argument inference, and the emission of every closed instance.
 *
 * A definition (class Box<T>, method Swap<T>) is bound once, open: T is a
 * type of kind FE_T_TYPARAM. An instance (Box<int>, Swap<double>) is a copy
 * of the definition's symbols with the arguments substituted; a closed
 * instance gets rows and its bodies are the definition's, emitted again
 * with S->subst in force (the emitter maps every type and member through
 * it). An open instance (Box<T> inside another definition) is only bound.
 *
 * Invariants: instances are interned by (definition, arguments), so type
 * equality stays pointer equality; a closed instance has rows once
 * S->laid_out (before that it is in S->user like any class); instance
 * members are in the definition's order (the same index in each vector).
 */
#include "sema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Deepest nesting of constructed type arguments, and most instances. */
#define FE_GENERIC_MAX_DEPTH 16
#define FE_GENERIC_MAX_INSTANCES 20000

fe_type *fe_tparam_lookup(fe_sema *S, const char *name)
{
    fe_method *m = S->tp_meth;
    if (m && m->tmpl && !m->ntparams)
        m = m->tmpl;
    for (int depth = 0; m && depth < 64; m = m->tp_outer, depth++)   /* a local function's, then around it */
        for (int i = 0; i < m->ntparams; i++)
            if (!strcmp(m->tparams[i]->name, name))
                return m->tparams[i]->type;
    fe_class *c = S->tp_cls;
    for (int i = 0; c && i < c->ntparams; i++)
        if (!strcmp(c->tparams[i]->name, name))
            return c->tparams[i]->type;
    return NULL;
}

static fe_tparam **make_tparams(fe_sema *S, fe_tparamdecl *d, int n, int is_method)
{
    fe_tparam **tps = fe_sema_alloc(S, sizeof *tps * (size_t)n);
    for (int i = 0; i < n; i++) {
        fe_tparam *tp = fe_sema_alloc(S, sizeof *tp);
        tp->name = d[i].name;
        tp->index = i;
        tp->is_method = is_method;
        tp->cflags = d[i].cflags;
        tp->pos = d[i].pos;
        tp->variance = d[i].variance;
        tp->type = fe_sema_alloc(S, sizeof *tp->type);
        tp->type->kind = FE_T_TYPARAM;
        tp->type->tparam = tp;
        for (int j = 0; j < i; j++)
            if (!strcmp(d[j].name, d[i].name))
                fe_sema_error(S, d[i].pos, "duplicate type parameter '%s'", d[i].name);
        tps[i] = tp;
    }
    return tps;
}

/* A type nested in a generic class is generic over its enclosing type's
 * parameters, as in .NET (List<T>.Enumerator is List`1+Enumerator[T]): it
 * shares them (the same fe_tparam, so one substitution serves both), and
 * its simple name inside the enclosing definition is itself, open. */
static void declare_nested_generic(fe_sema *S, fe_class *c)
{
    fe_class *o = c->outer;
    if (!o || !o->ntparams)
        return;
    /* an enum needs no parameter */
    if (c->is_enum)
        return;
    if (c->decl->ntparams) {
        fe_sema_error(S, c->pos, "a generic type nested in a generic type is not supported");
        return;
    }
    c->ntparams = o->ntparams;
    c->tparams = o->tparams;
    FE_VEC_PUSH(S->gdefs, c);
}

int fe_generic_nested_self(fe_sema *S, const fe_class *c)
{
    if (!c->outer || !c->ntparams || c->tparams != c->outer->tparams)
        return 0;
    for (const fe_class *x = S->tp_cls ? S->tp_cls : S->scope; x; x = x->outer)
        if (x == c->outer || x == c)
            return 1;
    for (const fe_class *x = S->scope; x; x = x->outer)
        if (x == c->outer || x == c)
            return 1;
    return 0;
}

/* `in`/`out` on a type parameter: C#'s error on a class, struct or method
 * (interfaces and delegates, the library's and a program's, may have them:
 * .NET's IEnumerable<out T>, Func<in T, out TResult>; fe_variance_check_all
 * checks where a program's use them). */
static void check_variance(fe_sema *S, const fe_class *c, const fe_tparamdecl *d, int n)
{
    for (int i = 0; i < n; i++) {
        if (!d[i].variance)
            continue;
        int variant_kind = c && (fe_is_iface(c) || (c->decl && c->decl->kind == FE_TD_DELEGATE));
        if (!variant_kind)
            fe_sema_error(S, d[i].variance_pos, "Invalid variance modifier. Only interface and delegate "
                          "type parameters can be specified as variant");

    }
}

void fe_generic_declare_class(fe_sema *S, fe_class *c)
{
    fe_typedecl *td = c->decl;
    if (td && !td->ntparams)
        declare_nested_generic(S, c);
    if (!td || !td->ntparams)
        return;
    c->ntparams = td->ntparams;
    c->tparams = make_tparams(S, td->tparams, td->ntparams, 0);
    check_variance(S, c, td->tparams, td->ntparams);
    size_t fl = strlen(c->full) + 16;
    char *ix = fe_sema_alloc(S, fl);
    snprintf(ix, fl, "%s`%d", c->full, c->ntparams);
    c->ix_name = ix;
    FE_VEC_PUSH(S->gdefs, c);
    for (int i = 0; i < c->ntparams; i++)
        if (!strcmp(c->tparams[i]->name, c->name))
            fe_sema_error(S, c->tparams[i]->pos, "type parameter '%s' has the same name as the containing type",
                          c->name);
}

void fe_generic_declare_method(fe_sema *S, fe_method *m, fe_member *d)
{
    if (!d->ntparams)
        return;
    m->ntparams = d->ntparams;
    m->tparams = make_tparams(S, d->tparams, d->ntparams, 1);
    check_variance(S, NULL, d->tparams, d->ntparams);
    if (m->owner->ntparams)
        for (int i = 0; i < m->ntparams; i++)
            for (int j = 0; j < m->owner->ntparams; j++)
                if (!strcmp(m->tparams[i]->name, m->owner->tparams[j]->name))
                    fe_sema_error(S, m->tparams[i]->pos, "type parameter '%s' has the same name as the type parameter from outer type '%s'",
                                  m->tparams[i]->name, m->owner->full);
    FE_VEC_PUSH(S->minsts, m);
}

void fe_generic_local_method(fe_sema *S, fe_method *m, fe_tparamdecl *d, int n)
{
    m->ntparams = n;
    m->tparams = make_tparams(S, d, n, FE_TP_LOCAL);
    FE_VEC_PUSH(S->minsts, m);   /* its open pass: fe_generic_emit_all */
}

fe_subst fe_generic_args_subst(const fe_method *gm, fe_type **args)
{
    fe_subst sub = {0};
    if (gm->ntparams && gm->tparams[0]->is_method == FE_TP_LOCAL) {
        sub.largs = args;
        sub.nlargs = gm->ntparams;
    } else {
        sub.margs = args;
        sub.nmargs = gm->ntparams;
    }
    return sub;
}

int fe_type_is_open(const fe_type *t)
{
    switch (t->kind) {
    case FE_T_TYPARAM: return 1;
    case FE_T_ARRAY: case FE_T_MDARRAY: case FE_T_BYREF: return fe_type_is_open(t->elem);
    case FE_T_CLASS: case FE_T_STRUCT: return t->cls->open || t->cls->ntparams > 0 || t->cls->anon_open;
    default: return 0;
    }
}

static int type_depth(const fe_type *t)
{
    if (t->kind == FE_T_ARRAY || t->kind == FE_T_MDARRAY || t->kind == FE_T_BYREF)
        return type_depth(t->elem);
    if ((t->kind != FE_T_CLASS && t->kind != FE_T_STRUCT) || !t->cls->generic)
        return 0;
    int d = 0;
    for (int i = 0; i < t->cls->generic->ntparams; i++) {
        int a = type_depth(t->cls->targs[i]);
        if (a > d)
            d = a;
    }
    return d + 1;
}

/* .NET's name of a type argument: System.Int32, NS.C, Box`1[System.Int32], System.String[]. */
static void dotnet_name(fe_sema *S, const fe_type *t, char *buf, size_t cap, size_t *at)
{
    static const char *const names[] = {
        [FE_T_BOOL] = "System.Boolean", [FE_T_CHAR] = "System.Char", [FE_T_BYTE] = "System.Byte",
        [FE_T_INT] = "System.Int32", [FE_T_UINT] = "System.UInt32", [FE_T_LONG] = "System.Int64",
        [FE_T_ULONG] = "System.UInt64", [FE_T_DOUBLE] = "System.Double",
        [FE_T_SBYTE] = "System.SByte", [FE_T_SHORT] = "System.Int16", [FE_T_USHORT] = "System.UInt16",
        [FE_T_FLOAT] = "System.Single", [FE_T_STRING] = "System.String", [FE_T_OBJECT] = "System.Object",
    };
    const char *s = "?";
    if (t->kind == FE_T_ARRAY) {
        dotnet_name(S, t->elem, buf, cap, at);
        s = "[]";
    } else if (t->kind == FE_T_CLASS || t->kind == FE_T_ENUM || t->kind == FE_T_STRUCT) {
        s = t->cls->full;
    } else if (t->kind == FE_T_TYPARAM) {
        s = t->tparam->name;
    } else if (t->kind <= FE_T_OBJECT && names[t->kind]) {
        s = names[t->kind];
    }
    if (*at < cap)
        *at += (size_t)snprintf(buf + *at, cap - *at, "%s", s);
}

/* .NET's name of definition def without its arguments: Box`1, and for a
 * type nested in a generic one List`1+Enumerator (its parameters are the
 * enclosing type's). */
const char *fe_gvm_instance_name(fe_sema *S, const char *name, fe_type **args, int n)
{
    char buf[1024];
    size_t at = (size_t)snprintf(buf, sizeof buf, "%s<", name);
    for (int i = 0; i < n && at < sizeof buf; i++) {
        if (i && at < sizeof buf)
            buf[at++] = ',';
        dotnet_name(S, args[i], buf, sizeof buf, &at);
    }
    if (at < sizeof buf)
        at += (size_t)snprintf(buf + at, sizeof buf - at, ">");
    if (at >= sizeof buf)
        at = sizeof buf - 1;
    return fe_sema_strdup(S, buf, at);
}

static size_t generic_meta_name(const fe_class *def, char *buf, size_t cap)
{
    size_t at = 0;
    if (def->outer)
        at = generic_meta_name(def->outer, buf, cap);
    int own = def->decl ? def->decl->ntparams : def->ntparams;
    if (at < cap)
        at += (size_t)snprintf(buf + at, cap - at, "%s%s", def->outer ? "+" : "", def->name);
    if (own && at < cap)
        at += (size_t)snprintf(buf + at, cap - at, "`%d", own);
    return at < cap ? at : cap - 1;
}

/* C#'s spelling, for diagnostics: Box<int>. */
static const char *csharp_name(fe_sema *S, fe_class *def, fe_type **args)
{
    char buf[512];
    if (def->outer && def->outer->ntparams && def->tparams == def->outer->tparams) {
        snprintf(buf, sizeof buf, "%s.%s", csharp_name(S, def->outer, args), def->name);
        return fe_sema_strdup(S, buf, strlen(buf));
    }
    size_t at = (size_t)snprintf(buf, sizeof buf, "%s<", def->full);
    for (int i = 0; i < def->ntparams && at < sizeof buf; i++)
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s", i ? ", " : "", fe_type_name(S, args[i]));
    if (at < sizeof buf)
        snprintf(buf + at, sizeof buf - at, ">");
    return fe_sema_strdup(S, buf, strlen(buf));
}

/* C#'s name of a definition in constraint errors: Holder<T>. */
static const char *generic_name(fe_sema *S, const char *name, fe_tparam **tps, int n)
{
    char buf[256];
    size_t at = (size_t)snprintf(buf, sizeof buf, "%s<", name);
    for (int i = 0; i < n && at < sizeof buf; i++)
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s", i ? ", " : "", tps[i]->name);
    if (at < sizeof buf)
        snprintf(buf + at, sizeof buf - at, ">");
    return fe_sema_strdup(S, buf, strlen(buf));
}

static fe_type **subst_all(fe_sema *S, fe_type **ts, int n, const fe_subst *sub)
{
    fe_type **out = fe_sema_alloc(S, sizeof *out * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++)
        out[i] = fe_subst_type(S, ts[i], sub);
    return out;
}

static fe_subst class_subst(fe_class *inst)
{
    fe_subst sub = {0};
    if (inst->generic) {
        sub.cargs = inst->targs;
        sub.ncargs = inst->generic->ntparams;
    }
    return sub;
}

static void split_generic_methods(fe_class *c);

static fe_method *copy_method(fe_sema *S, fe_class *owner, fe_method *m, const fe_subst *sub)
{
    fe_method *c = fe_sema_alloc(S, sizeof *c);
    *c = *m;
    c->owner = owner;
    c->tmpl = m->tmpl ? m->tmpl : m;
    c->next_named = NULL;
    c->row = 0;
    c->token = 0;
    c->ret = fe_subst_type(S, m->ret, sub);
    c->params = fe_sema_alloc(S, sizeof *c->params * (size_t)(m->nparams ? m->nparams : 1));
    for (int i = 0; i < m->nparams; i++) {
        c->params[i] = m->params[i];
        c->params[i].type = fe_subst_type(S, m->params[i].type, sub);
        if (c->params[i].has_default)   /* `T x = default`: the instance's zero */
            c->params[i].defval.type = fe_subst_type(S, m->params[i].defval.type, sub);
    }
    c->open = owner->open;
    return c;
}

/* Explicit implementations of instance c: of the substituted interface's
 * member (once the definitions' are bound, fe_generic_after_decls). */
static void subst_impls(fe_sema *S, fe_class *c)
{
    fe_subst sub = class_subst(c);
    int nall = c->methods.n + c->gmethods.n;
    for (int i = 0; i < nall; i++) {
        fe_method *m = i < c->methods.n ? c->methods.v[i] : c->gmethods.v[i - c->methods.n];
        fe_method *t = m->tmpl;
        if (t && !m->targs && t->impl_of) {
            fe_subst *save = S->subst;
            S->subst = &sub;
            m->impl_of = fe_subst_method(S, t->impl_of);
            S->subst = save;
        }
    }
}

/* Instance c's base class: its definition's, substituted. */
static void instance_base(fe_sema *S, fe_class *c)
{
    fe_subst sub = class_subst(c);
    c->base = c->generic->base ? fe_subst_type(S, c->generic->base->type, &sub)->cls : NULL;
}

/* The members of instance c, made from its definition's. */
static void fill_instance(fe_sema *S, fe_class *c)
{
    fe_class *def = c->generic;
    fe_subst sub = class_subst(c);
    c->filled = 1;
    instance_base(S, c);
    c->depth = def->depth;
    fe_iface_subst(S, c, def, &sub);
    for (int i = 0; i < def->fields.n; i++) {
        fe_field *f = fe_sema_alloc(S, sizeof *f);
        *f = *def->fields.v[i];
        f->owner = c;
        f->tmpl = def->fields.v[i];
        f->token = 0;
        f->type = fe_subst_type(S, f->type, &sub);
        fe_class_add_field(S, c, f);
    }
    for (int i = 0; i < def->methods.n; i++)
        fe_class_add_method(S, c, copy_method(S, c, def->methods.v[i], &sub));
    for (int i = 0; i < def->gmethods.n; i++)
        fe_class_add_method(S, c, copy_method(S, c, def->gmethods.v[i], &sub));
    split_generic_methods(c);
    for (int i = 0; i < def->props.n; i++) {
        fe_prop *p = fe_sema_alloc(S, sizeof *p), *dp = def->props.v[i];
        *p = *dp;
        p->owner = c;
        p->type = fe_subst_type(S, dp->type, &sub);
        p->get = dp->get ? fe_subst_method(S, dp->get) : NULL;
        p->backing = dp->backing ? c->fields.v[0] : NULL;
        for (int j = 0; dp->backing && j < def->fields.n; j++)
            if (def->fields.v[j] == dp->backing)
                p->backing = c->fields.v[j];
        fe_class_add_prop(S, c, p);
    }
    /* accessors point to the copied property; overrides to the substituted
     * base member (generic methods' too: their instances' slots follow them) */
    int nall = c->methods.n + c->gmethods.n;
    for (int i = 0; i < nall; i++) {
        fe_method *m = i < c->methods.n ? c->methods.v[i] : c->gmethods.v[i - c->methods.n], *t = m->tmpl;
        for (int j = 0; t->prop && j < def->props.n; j++)
            if (def->props.v[j] == t->prop)
                m->prop = c->props.v[j];
        if (t->overridden && (t->overridden->owner->ntparams || t->overridden->owner->open)) {
            fe_subst *save = S->subst;
            S->subst = &sub;
            m->overridden = fe_subst_method(S, t->overridden);
            S->subst = save;
        }
    }
    if (S->impls_bound)
        subst_impls(S, c);
    for (int i = 0; i < c->props.n; i++) {
        fe_prop *dp = def->props.v[i];
        for (int j = 0; j < c->methods.n; j++) {
            if (c->methods.v[j]->tmpl == dp->get)
                c->props.v[i]->get = c->methods.v[j];
            if (c->methods.v[j]->tmpl == dp->set)
                c->props.v[i]->set = c->methods.v[j];
        }
    }
}

/* The rows of the instances made since the outermost fe_generic_instance
 * began (filling one instance may make others that name it back). */
static void give_rows_due(fe_sema *S)
{
    fe_subst *save = S->subst;
    S->subst = NULL;
    while (S->rows_due.n) {
        int n = S->rows_due.n;
        fe_class **cs = malloc(sizeof *cs * (size_t)n);
        if (!cs)
            fe_out_of_memory();
        memcpy(cs, S->rows_due.v, sizeof *cs * (size_t)n);
        S->rows_due.n = 0;
        fe_layout_late_classes(S, cs, n);
        free(cs);
    }
    S->subst = save;
}

/* The corelib holds no closed instance of its generic definitions (a
 * program makes its own from the generic sources, docs/generics.md): in
 * the corelib's own compilation an instance of a generic source's
 * definition, or one made while a definition binds open, is bound for the
 * diagnostics only and gets no rows. */
static int instance_rowless(const fe_sema *S, const fe_unit *def_unit)
{
    return S->corelib && (S->open_pass || (def_unit && def_unit->corelib_generic));
}

fe_type *fe_nested_of_instance(fe_sema *S, const fe_class *outer, fe_class *nested, fe_pos pos)
{
    const fe_class *def = outer->generic ? outer->generic : outer;
    if (!nested->ntparams || nested->tparams != def->tparams || !outer->targs)
        return nested->type;   /* an enum (never generic), or inside the definition itself */
    return fe_generic_instance(S, nested, outer->targs, def->ntparams, pos);
}

static fe_type *instance_plain(fe_sema *S, fe_class *def, fe_type **args, int nargs, fe_pos pos);

/* The view of instance type canon with arguments args as written (interned
 * among canon's named variants): element names are a compile-time view, no
 * part of the instance, its rows or its code (docs/language.md "Tuples"). */
static fe_type *instance_view(fe_sema *S, fe_type *canon, fe_type **args, int n)
{
    for (fe_type *v = canon->tnext; v; v = v->tnext)
        if (v->vargs && !v->tnames && !memcmp(v->vargs, args, sizeof *args * (size_t)n))
            return v;   /* (a tuple's named variants have names of their own: bind_tuple.c) */
    fe_type *t = fe_type_view(S, canon);
    t->vargs = fe_sema_alloc(S, sizeof *t->vargs * (size_t)n);
    memcpy(t->vargs, args, sizeof *args * (size_t)n);
    return t;
}

fe_type *fe_generic_instance(fe_sema *S, fe_class *def, fe_type **args, int nargs, fe_pos pos)
{
    fe_type *r = instance_plain(S, def, args, nargs, pos);
    if (r->kind != FE_T_CLASS && r->kind != FE_T_STRUCT)
        return r;
    for (int i = 0; i < nargs; i++)
        if (fe_tuple_strip(S, args[i]) != args[i])
            return instance_view(S, r, args, nargs);
    return r;
}

static fe_type *instance_plain(fe_sema *S, fe_class *def, fe_type **args, int nargs, fe_pos pos)
{
    if (nargs != def->ntparams) {
        fe_sema_error(S, pos, "using the generic type '%s' requires %d type argument%s", def->full,
                      def->ntparams, def->ntparams == 1 ? "" : "s");
        return fe_prim(S, FE_T_ERROR);
    }
    int open = 0, self = 1;
    char key[1024];
    size_t at = 0;
    fe_type *plain[64];
    if (nargs <= 64) {   /* element names are no part of a type argument's identity */
        for (int i = 0; i < nargs; i++)
            plain[i] = fe_tuple_strip(S, args[i]);
        args = plain;
    }
    for (int i = 0; i < nargs; i++) {
        if (args[i]->kind == FE_T_ERROR)
            return args[i];
        if (args[i]->kind == FE_T_VOID || args[i]->kind == FE_T_BYREF || fe_is_ref_struct(args[i])) {
            fe_sema_error(S, pos, "the type '%s' may not be used as a type argument", fe_type_name(S, args[i]));
            return fe_prim(S, FE_T_ERROR);
        }
        open |= fe_type_is_open(args[i]);
        self &= args[i] == def->tparams[i]->type;
        if (at < sizeof key)
            at += (size_t)snprintf(key + at, sizeof key - at, "%p,", (void *)args[i]);
    }
    if (self)
        return def->type;   /* Box<T> inside Box<T> */
    fe_class *c = fe_index_get(&S->inst_ix, def->full, key);
    if (c)
        return c->type;
    int late = def->decl && !def->constraints_set;   /* a base list, before the constraints: later */
    if (!late && !fe_generic_check_args(S, def->tparams, nargs, args, NULL,
                                        generic_name(S, def->full, def->tparams, nargs), pos))
        return fe_prim(S, FE_T_ERROR);
    int depth = 0;
    for (int i = 0; i < nargs; i++)
        if (type_depth(args[i]) > depth)
            depth = type_depth(args[i]);
    if (depth >= FE_GENERIC_MAX_DEPTH || S->insts.n >= FE_GENERIC_MAX_INSTANCES) {
        if (!S->inst_limit_hit) {
            S->inst_limit_hit = 1;
            S->errors++;
            fe_error(S->diags, pos, "generic instantiation of '%s' nests too deeply (more than %d levels or %d instances; polymorphic recursion is not supported)",
                     def->full, FE_GENERIC_MAX_DEPTH, FE_GENERIC_MAX_INSTANCES);
        }
        return fe_prim(S, FE_T_ERROR);
    }
    c = fe_sema_alloc(S, sizeof *c);
    c->generic = def;
    c->is_record = def->is_record;
    c->outer = def->outer;
    c->targs = fe_sema_alloc(S, sizeof *c->targs * (size_t)nargs);
    memcpy(c->targs, args, sizeof *args * (size_t)nargs);
    c->open = open;
    c->ns = def->ns;
    c->flags = def->flags;
    c->unit = def->unit;
    c->pos = def->pos;
    c->display = csharp_name(S, def, args);
    char name[1024];
    size_t n = generic_meta_name(def, name, sizeof name);
    if (n < sizeof name)
        n += (size_t)snprintf(name + n, sizeof name - n, "[");
    for (int i = 0; i < nargs && n < sizeof name; i++) {
        if (i && n < sizeof name)
            name[n++] = ',';
        dotnet_name(S, args[i], name, sizeof name, &n);
    }
    if (open && n < sizeof name)   /* open instances are never rows: a unique name */
        n += (size_t)snprintf(name + n, sizeof name - n, "#%d", S->insts.n);
    if (n < sizeof name)
        n += (size_t)snprintf(name + n, sizeof name - n, "]");
    if (n >= sizeof name)
        n = sizeof name - 1;
    c->name = fe_sema_strdup(S, name, n);
    size_t nl = strlen(c->ns);
    char *full = fe_sema_alloc(S, nl + n + 2);
    snprintf(full, nl + n + 2, "%s%s%s", c->ns, nl ? "." : "", c->name);
    c->full = full;
    c->type = fe_sema_alloc(S, sizeof *c->type);
    c->type->kind = def->type->kind;   /* a generic struct's instances are structs */
    c->type->cls = c;
    fe_index_put(&S->inst_ix, def->full, fe_sema_strdup(S, key, strlen(key)), c);
    FE_VEC_PUSH(S->insts, c);
    S->inst_nesting++;
    if (late) {
        struct fe_late_check lc = {c, pos};
        FE_VEC_PUSH(S->late_checks, lc);
    }
    c->rowless = !open && instance_rowless(S, def->unit);
    if (c->rowless)
        ;   /* bound for diagnostics only */
    else if (!open && S->laid_out)   /* rows in creation order, as the bodies are emitted */
        FE_VEC_PUSH(S->rows_due, c);
    else if (!open)
        FE_VEC_PUSH(S->user, c);
    if (S->decls_done)
        fill_instance(S, c);
    if (--S->inst_nesting == 0)
        give_rows_due(S);
    return c->type;
}

void fe_generic_late_checks(fe_sema *S)
{
    for (int i = 0; i < S->late_checks.n; i++) {
        fe_class *c = S->late_checks.v[i].inst, *def = c->generic;
        if (def->constraints_set)
            fe_generic_check_args(S, def->tparams, def->ntparams, c->targs, NULL,
                                  generic_name(S, def->full, def->tparams, def->ntparams), S->late_checks.v[i].pos);
    }
    S->late_checks.n = 0;
}

fe_method *fe_generic_method_instance(fe_sema *S, fe_method *gm, fe_type **args, fe_pos pos)
{
    char key[1024];
    size_t at = (size_t)snprintf(key, sizeof key, "%p:", (void *)gm);
    int open = gm->owner->open || gm->owner->ntparams;
    for (int i = 0; i < gm->ntparams; i++) {
        if (args[i]->kind == FE_T_ERROR || args[i]->kind == FE_T_VOID || args[i]->kind == FE_T_BYREF)
            return NULL;
        open |= fe_type_is_open(args[i]);
        if (at < sizeof key)
            at += (size_t)snprintf(key + at, sizeof key - at, "%p,", (void *)args[i]);
    }
    fe_method *m = fe_index_get(&S->inst_ix, "<method>", key);
    if (m)
        return m;
    fe_subst outer = {.cargs = gm->owner->targs, .ncargs = gm->owner->generic ? gm->owner->generic->ntparams : 0};
    if (!fe_generic_check_args(S, gm->tparams, gm->ntparams, args, &outer,
                               generic_name(S, gm->name, gm->tparams, gm->ntparams), pos))
        return NULL;
    int depth = 0;
    for (int i = 0; i < gm->ntparams; i++)
        if (type_depth(args[i]) > depth)
            depth = type_depth(args[i]);
    if (depth >= FE_GENERIC_MAX_DEPTH || S->minsts.n >= FE_GENERIC_MAX_INSTANCES) {
        if (!S->inst_limit_hit) {
            S->inst_limit_hit = 1;
            S->errors++;
            fe_error(S->diags, pos, "generic instantiation of '%s' nests too deeply (more than %d levels or %d instances; polymorphic recursion is not supported)",
                     gm->name, FE_GENERIC_MAX_DEPTH, FE_GENERIC_MAX_INSTANCES);
        }
        return NULL;
    }
    fe_subst sub = fe_generic_args_subst(gm, args);
    m = copy_method(S, gm->owner, gm, &sub);
    m->targs = fe_sema_alloc(S, sizeof *m->targs * (size_t)gm->ntparams);
    memcpy(m->targs, args, sizeof *args * (size_t)gm->ntparams);
    m->ntparams = 0;
    m->tparams = gm->tparams;
    m->open = open;
    m->gdef = gm;
    if (!(gm->flags & KMOD_METH_STATIC) && !open)
        m->name = fe_gvm_instance_name(S, gm->name, args, gm->ntparams);
    fe_index_put(&S->inst_ix, "<method>", fe_sema_strdup(S, key, strlen(key)), m);
    FE_VEC_PUSH(S->minsts, m);
    m->rowless = !open && (m->owner->rowless || instance_rowless(S, gm->unit));
    m->on_demand = !open && !m->rowless;   /* overload resolution makes every candidate's */
    return m;
}

void fe_generic_demand(fe_sema *S, fe_method *m)
{
    m->on_demand = 2;   /* its body from S->demanded, not with its class's */
    if (m->targs)
        FE_VEC_PUSH(m->owner->methods, m);   /* a row of its class, not a name in it */
    fe_layout_late_method(S, m);         /* (laid out without the substitution) */
    FE_VEC_PUSH(S->demanded, m);
}

/* A generic source's static class (System.Linq.Enumerable) compiled with a
 * program: its methods are rows only when the program's code names them.
 * Its `.cctor` (static field initializers, a static constructor) keeps its
 * row: no code names it, the runtime runs it before the class's first use. */
static void methods_on_demand(fe_sema *S, fe_class *c)
{
    if (S->corelib || !c->unit || !c->unit->corelib_generic || c->ntparams ||
        !(c->flags & KMOD_TYPE_STATIC))
        return;
    for (int i = 0; i < c->methods.n; i++)
        if (strcmp(c->methods.v[i]->name, ".cctor"))
            c->methods.v[i]->on_demand = 1;
}

/* How an argument's type bounds a type parameter (C# 12.6.3.9-11): exactly
 * (an invariant position), from below (the argument converts to it) or
 * from above (it converts to the argument's: an `in` position). */
enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* The kind of the bound on argument k of a generic instance reached with
 * kind: kept through an `out` parameter, turned through an `in` one,
 * exact through any other (and for a value-type argument). */
static int bound_through(const fe_class *def, int k, int kind, const fe_type *a)
{
    int v = def->tparams[k]->variance;
    if (kind == BOUND_EXACT || !v || !fe_is_ref(a))
        return BOUND_EXACT;
    return v == FE_VAR_OUT ? kind : kind == BOUND_LOWER ? BOUND_UPPER : BOUND_LOWER;
}

/* A second bound a on a parameter inferred as *cur: C#'s fixing keeps the
 * candidate every lower bound converts to and that converts to every upper
 * bound, the most general; between two reference types one step at a time
 * (the call's applicability check afterwards rejects a choice that fails
 * an earlier bound). 0 on a conflict. */
static int bound_again(fe_sema *S, fe_type **cur, fe_type *a, int kind)
{
    if (*cur == a)
        return 1;
    if (fe_tuple_identity(S, *cur, a)) {   /* types that differ in tuple element names only (named
                                              variants are interned: these differ): the names both
                                              give alike, at every depth (C# drops the others) */
        *cur = fe_tuple_merge_names(S, *cur, a);
        return 1;
    }
    if (!fe_is_ref(*cur) || !fe_is_ref(a)) {   /* lower bounds 1 and 2.5: double, as C#'s fixing picks
                                                 the candidate every bound converts to (1 and an object: object) */
        if (kind != BOUND_LOWER)
            return 0;
        if (fe_implicit(S, a, *cur) || fe_is_boxing(S, a, *cur))
            return 1;
        if (!fe_implicit(S, *cur, a) && !fe_is_boxing(S, *cur, a))
            return 0;
        *cur = a;
        return 1;
    }
    int up = fe_implicit(S, *cur, a), down = fe_implicit(S, a, *cur);
    if (kind == BOUND_LOWER && down)
        return 1;
    if ((kind == BOUND_LOWER || kind == BOUND_EXACT) && up) {
        *cur = a;
        return 1;
    }
    return kind == BOUND_UPPER && up;
}

/* Unifies parameter type p with argument type a (a bound of kind); 0 on a
 * conflict. */
static int unify(fe_sema *S, fe_method *gm, const fe_type *p, fe_type *a, fe_type **out, int kind)
{
    if (a->kind == FE_T_ERROR)
        return 1;
    switch (p->kind) {
    case FE_T_TYPARAM: {
        const fe_tparam *tp = p->tparam;
        if (!tp->is_method || tp->index >= gm->ntparams || gm->tparams[tp->index] != tp)
            return 1;
        if (a->kind == FE_T_NULL || a->kind == FE_T_VOID || a->kind == FE_T_TARGETED)
            return 1;   /* no inference from null, default or new() */
        if (out[tp->index])
            return bound_again(S, &out[tp->index], a, kind);
        out[tp->index] = a;
        return 1;
    }
    case FE_T_ARRAY: case FE_T_MDARRAY:   /* arrays of references are covariant */
        return a->kind == p->kind && a->rank == p->rank
                   ? unify(S, gm, p->elem, a->elem, out, fe_is_ref(a->elem) ? kind : BOUND_EXACT) : 1;
    case FE_T_CLASS: case FE_T_STRUCT: {
        fe_type *pe;   /* IEnumerable<T> from int[]: T is the element type */
        if (a->kind == FE_T_ARRAY && fe_array_iface_kind(p, &pe) == 1)
            return unify(S, gm, pe, a->elem, out, fe_is_ref(a->elem) ? kind : BOUND_EXACT);
        fe_type *la = p->cls->generic ? fe_lent_iface_arg(S, a, p->cls->generic) : NULL;
        if (la)   /* IEnumerable<T> from string: char; IComparable<T> from int: int */
            return unify(S, gm, p->cls->targs[0], la, out, BOUND_EXACT);
        if (!p->cls->generic || (a->kind != p->kind && !(a->kind == FE_T_STRUCT && fe_is_iface(p->cls))))
            return 1;   /* a struct reaches an interface it implements (a boxing conversion) */
        const fe_class *def = p->cls->generic;
        fe_class *c = a->cls;
        while (c && c->generic != def)
            c = c->base;
        if (!c && fe_is_iface(p->cls))   /* IEnumerable<T> from List<int>: the instance it implements */
            c = fe_iface_instance_of(a->cls, def);
        if (!c)
            return 1;
        fe_type **ca = c->targs, *seen = a->vargs ? fe_view_as(S, a, c) : NULL;
        if (seen && seen->vargs)   /* through a view: the arguments with their element names */
            ca = seen->vargs;
        for (int i = 0; i < def->ntparams; i++)
            if (!unify(S, gm, p->cls->targs[i], ca[i], out, bound_through(def, i, kind, ca[i])))
                return 0;
        return 1;
    }
    default:
        return 1;
    }
}

int fe_generic_unify(fe_sema *S, fe_method *gm, const fe_type *p, fe_type *a, fe_type **out)
{
    return unify(S, gm, p, a, out, BOUND_LOWER);
}

int fe_generic_unify_arg(fe_sema *S, fe_method *gm, const fe_type *p, const fe_arg *a, fe_type **out)
{
    if (!a->elems)
        return fe_generic_unify(S, gm, p, a->type, out);
    fe_type *pe = fe_coll_elem_type(S, p);
    for (int i = 0; pe && i < a->nelems; i++)
        if (!a->elems[i].fn && !fe_generic_unify_arg(S, gm, pe, &a->elems[i], out))
            return 0;
    return 1;
}

int fe_generic_unify_exact(fe_sema *S, fe_method *gm, const fe_type *p, fe_type *a, fe_type **out)
{
    return unify(S, gm, p, a, out, BOUND_EXACT);
}

int fe_generic_infer(fe_sema *S, fe_method *gm, const fe_arg *args, int nargs, fe_type **out)
{
    for (int i = 0; i < gm->ntparams; i++)
        out[i] = NULL;
    for (int i = 0; i < nargs && i < gm->nparams; i++)
        if (!unify(S, gm, gm->params[i].type, args[i].type, out, BOUND_LOWER))
            return 0;
    for (int i = 0; i < gm->ntparams; i++)
        if (!out[i])
            return 0;
    return 1;
}

fe_type *fe_subst_type(fe_sema *S, fe_type *t, const fe_subst *sub)
{
    if (!sub)
        return t;
    switch (t->kind) {
    case FE_T_TYPARAM: {
        const fe_tparam *tp = t->tparam;
        if (tp->is_method == FE_TP_LOCAL)
            return tp->index < sub->nlargs && sub->largs ? sub->largs[tp->index] : t;
        if (tp->is_method)
            return tp->index < sub->nmargs && sub->margs ? sub->margs[tp->index] : t;
        return tp->index < sub->ncargs && sub->cargs ? sub->cargs[tp->index] : t;
    }
    case FE_T_ARRAY: {
        fe_type *e = fe_subst_type(S, t->elem, sub);
        return e == t->elem ? t : fe_array_of(S, e);
    }
    case FE_T_BYREF: {
        fe_type *e = fe_subst_type(S, t->elem, sub);
        return e == t->elem ? t : fe_byref_of(S, e);
    }
    case FE_T_MDARRAY: {
        fe_type *e = fe_subst_type(S, t->elem, sub);
        return e == t->elem ? t : fe_mdarray_of(S, e, t->rank);
    }
    case FE_T_CLASS: case FE_T_STRUCT: {
        fe_class *c = t->cls, *def = c->generic ? c->generic : c;
        if (c->anon_open) {   /* new { V = t }: the anonymous type of the closed members */
            const fe_subst *saved = S->subst;
            S->subst = (fe_subst *)sub;
            fe_class *r = fe_anon_instance(S, c);
            S->subst = (fe_subst *)saved;
            return r->type;
        }
        if (!c->open && !c->ntparams)
            return t;
        fe_type *args[64];
        int n = def->ntparams < 64 ? def->ntparams : 64;
        for (int i = 0; i < n; i++)
            args[i] = fe_subst_type(S, t->vargs ? t->vargs[i] : c->generic ? c->targs[i] : def->tparams[i]->type,
                                    sub);   /* a view's: with their element names */
        fe_type *r = fe_generic_instance(S, def, args, n, c->pos);
        return t->tnames ? fe_tuple_named(S, r, t->tnames) : r;   /* (T first, int n): names kept */
    }
    default:
        return t;
    }
}

fe_type *fe_view_as(fe_sema *S, const fe_type *recv, fe_class *c)
{
    if (!recv->vargs || !recv->cls->generic)
        return c->type;
    fe_class *def = recv->cls->generic;
    fe_subst sub = {.cargs = recv->vargs, .ncargs = def->ntparams};
    fe_class *o = def, *x = recv->cls;   /* the definition's chain beside the instance's */
    for (int depth = 0; x && o && depth <= FE_MAX_CLASS_DEPTH; x = x->base, o = o->base, depth++)
        if (x == c)
            return fe_subst_type(S, o->type, &sub);
    fe_class *oi = c->generic ? fe_iface_instance_of(def, c->generic) : NULL;
    if (!oi)
        return c->type;
    fe_type *r = fe_subst_type(S, oi->type, &sub);
    return fe_tuple_strip(S, r) == c->type ? r : c->type;
}

fe_type *fe_view_member(fe_sema *S, const fe_type *recv, fe_class *owner, fe_type *tmpl_t, fe_type *t)
{
    if (!recv || !recv->vargs || !tmpl_t || !owner || !owner->generic)
        return t;
    fe_type *ov = fe_view_as(S, recv, owner);
    if (!ov->vargs)
        return t;
    fe_subst sub = {.cargs = ov->vargs, .ncargs = owner->generic->ntparams};
    fe_type *r = fe_subst_type(S, tmpl_t, &sub);
    return r != t && fe_tuple_identity(S, r, t) ? r : t;
}

fe_type *fe_emit_type(fe_sema *S, const fe_type *t)
{
    return S->subst ? fe_subst_type(S, (fe_type *)t, S->subst) : (fe_type *)t;
}

fe_class *fe_subst_class(fe_sema *S, fe_class *c)
{
    if (!S->subst || (!c->open && !c->ntparams && !c->anon_open))
        return c;
    fe_type *t = fe_subst_type(S, c->type, S->subst);
    return t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT ? t->cls : c;
}

fe_field *fe_subst_field(fe_sema *S, fe_field *f)
{
    fe_class *c = fe_subst_class(S, f->owner);
    if (c == f->owner)
        return f;
    if (f->owner->anon_open)   /* the same member of the closed anonymous type */
        for (int i = 0; i < f->owner->fields.n && i < c->fields.n; i++)
            if (f->owner->fields.v[i] == f)
                return c->fields.v[i];
    fe_field *root = f->tmpl ? f->tmpl : f;
    for (int i = 0; i < c->fields.n; i++)
        if (c->fields.v[i]->tmpl == root)
            return c->fields.v[i];
    return f;
}

/* The member of class c made from the definition's method root. */
static fe_method *counterpart(fe_class *c, fe_method *root)
{
    for (int i = 0; i < c->methods.n; i++)
        if (c->methods.v[i]->tmpl == root && !c->methods.v[i]->targs)
            return c->methods.v[i];
    for (int i = 0; i < c->gmethods.n; i++)
        if (c->gmethods.v[i]->tmpl == root)
            return c->gmethods.v[i];
    return NULL;
}

/* 1 when an interface c (or a base) lists has a method named name: an
 * implicit implementation the runtime finds by name and signature. */
static int iface_names(const fe_class *c, const char *name, int depth)
{
    for (; c && depth < 32; c = c->base, depth++)
        for (int i = 0; i < c->ifaces.n; i++) {
            const fe_class *ic = c->ifaces.v[i];
            for (int j = 0; j < fe_members(ic)->methods.n; j++)
                if (!strcmp(ic->methods.v[j]->name, name))
                    return 1;
            if (iface_names(ic, name, depth + 1))
                return 1;
        }
    return 0;
}

void fe_generic_split_demand(fe_sema *S, fe_class *c)
{
    if (S->corelib || !c->generic || c->open || c->rowless || fe_is_iface(c))
        return;
    for (int i = 0; i < c->methods.n; i++) {
        fe_method *m = c->methods.v[i];
        if (!(m->flags & KMOD_METH_VIRTUAL) && strcmp(m->name, ".cctor") && !m->targs &&
            !iface_names(c, m->name, 0))
            m->on_demand = 1;
    }
}

fe_method *fe_subst_method(fe_sema *S, fe_method *m)
{
    if (!S->subst)
        return m;
    if (m->targs) {   /* a generic method's instance: substitute its arguments */
        if (!m->open)
            return m;
        fe_class *owner = fe_subst_class(S, m->owner);
        fe_method *gm = owner == m->owner || !owner->generic ? m->tmpl : counterpart(owner, m->tmpl);
        if (!gm)
            return m;
        fe_type **args = subst_all(S, m->targs, m->tmpl->ntparams, S->subst);
        fe_method *r = fe_generic_method_instance(S, gm, args, m->pos);
        return r ? r : m;
    }
    fe_class *c = fe_subst_class(S, m->owner);
    if (c == m->owner)
        return m;
    if (m->owner->anon_open)   /* the same member of the closed anonymous type */
        for (int i = 0; i < m->owner->methods.n && i < c->methods.n; i++)
            if (m->owner->methods.v[i] == m)
                return c->methods.v[i];
    fe_method *r = counterpart(c, m->tmpl ? m->tmpl : m);
    return r ? r : m;
}

/* Generic method definitions leave c->methods (they are not rows) for
 * c->gmethods; they stay in the member index for lookup. */
static void split_generic_methods(fe_class *c)
{
    int k = 0;
    for (int i = 0; i < c->methods.n; i++) {
        fe_method *m = c->methods.v[i];
        if (m->ntparams)
            FE_VEC_PUSH(c->gmethods, m);
        else
            c->methods.v[k++] = m;
    }
    c->methods.n = k;
}

void fe_generic_instance_bases(fe_sema *S)
{
    for (int i = 0; i < S->insts.n; i++)   /* substituting a base may make more instances */
        if (!S->insts.v[i]->filled && !fe_is_iface(S->insts.v[i]->generic))
            instance_base(S, S->insts.v[i]);
}

void fe_generic_fill_base(fe_sema *S, fe_class *c)
{
    /* the topmost unfilled one first: an instance's overrides are mapped
     * to the members of its base instance, which must be there already */
    for (;;) {
        fe_class *top = NULL;
        for (fe_class *b = c->base; b; b = b->base)
            if (b->generic && !b->filled)
                top = b;
        if (!top)
            return;
        fill_instance(S, top);
    }
}

/* Before layout: every instance made so far gets its members; the
 * definitions leave S->user (they are not rows). */
void fe_generic_after_decls(fe_sema *S)
{
    S->decls_done = 1;
    for (int i = 0; i < S->user.n; i++) {
        split_generic_methods(S->user.v[i]);
        methods_on_demand(S, S->user.v[i]);
    }
    /* interfaces first: an explicit implementation `IEnumerable<T>.M` binds
     * to the member of a filled instance, and class instances copy it */
    for (int i = 0; i < S->insts.n; i++)
        if (!S->insts.v[i]->filled && fe_is_iface(S->insts.v[i]->generic))
            fill_instance(S, S->insts.v[i]);
    int nuser = S->user.n;
    for (int i = 0; i < nuser; i++)
        fe_iface_bind_explicit(S, S->user.v[i]);
    S->impls_bound = 1;
    for (int i = 0; i < S->insts.n; i++) {
        if (!S->insts.v[i]->filled)
            fill_instance(S, S->insts.v[i]);
        else   /* an interface's too: its re-implementations of a base's default members */
            subst_impls(S, S->insts.v[i]);
    }
    int k = 0;
    for (int i = 0; i < S->user.n; i++) {
        fe_class *c = S->user.v[i];
        if (c->ntparams || c->open)
            continue;
        if (S->corelib && c->unit && c->unit->corelib_generic) {
            c->rowless = 1;   /* a generic source's other class (Enumerable): compiled with each program */
            continue;
        }
        S->user.v[k++] = c;
    }
    S->user.n = k;
}

/* The bodies of class c, made while bodies compile (a lambda's, a method
 * group's, a cell): a lambda made in an instance's body with that
 * instance's arguments in force. Not quietly: its body binds with the
 * open pass's types, so what it reports is what the instance cannot do
 * (an error naming it, where a quiet failure left a body without code). */
static void late_bodies(fe_sema *S, fe_class *c)
{
    for (int j = 0; j < c->methods.n; j++) {
        fe_method *m = c->methods.v[j];
        if (m->targs)   /* a generic local function's instance: emitted as demanded (emit_instance) */
            continue;
        fe_subst *save = S->subst, *sub = fe_closure_subst(m);
        int quiet = S->quiet;
        S->subst = sub;
        S->quiet = 0;
        fe_gen_method(S, m);
        S->quiet = quiet;
        S->subst = save;
    }
}

/* Binds a definition's body once, open, for its diagnostics: what it
 * emits goes to a scratch module that is thrown away (with the lambdas'
 * classes made in it, whose bodies are bound too). */
static void open_pass(fe_sema *S, fe_method *m)
{
    kmod *out = S->out, *scratch = kmod_new(0);
    if (!scratch)
        fe_out_of_memory();
    S->out = scratch;
    S->open_pass++;
    S->open_serial++;
    int mark = S->open_late.n;
    fe_gen_method(S, m);
    for (int i = mark; i < S->open_late.n; i++)
        late_bodies(S, S->open_late.v[i]);
    S->open_pass--;
    S->out = out;
    kmod_free(scratch);
}

/* The body of instance method im: its definition's, with the arguments in force. */
static void emit_instance(fe_sema *S, fe_method *im)
{
    fe_method *tmpl = im->tmpl;
    const fe_subst *around = fe_closure_subst(tmpl);   /* a local function's: its enclosing instance's */
    fe_subst sub = around ? *around : class_subst(im->owner);
    if (im->targs) {
        fe_subst own = fe_generic_args_subst(tmpl, im->targs);
        if (own.largs) {
            sub.largs = own.largs;
            sub.nlargs = own.nlargs;
        } else {
            sub.margs = own.margs;
            sub.nmargs = own.nmargs;
        }
    }
    fe_subst *save = S->subst;
    S->subst = &sub;
    S->body_target = im;
    S->quiet++;
    fe_gen_method(S, tmpl);
    S->quiet--;
    S->body_target = NULL;
    S->subst = save;
}

void fe_generic_emit_all(fe_sema *S)
{
    for (int i = 0; i < S->gdefs.n; i++)
        for (int j = 0; j < S->gdefs.v[i]->methods.n; j++)
            open_pass(S, S->gdefs.v[i]->methods.v[j]);
    for (int i = 0; i < S->minsts.n; i++)
        if (S->minsts.v[i]->ntparams && !S->minsts.v[i]->tmpl)
            open_pass(S, S->minsts.v[i]);
    if (S->errors || fe_error_count(S->diags))
        return;
    /* the worklist: emitting an instance may make more, and classes for its lambdas */
    int ci = 0, di = 0, ui = S->user.n, mi = S->minsts.n;
    for (;;) {
        if (fe_diags_full(S->diags) || S->errors)
            return;
        if (mi < S->minsts.n) {   /* a generic local function declared in a body compiled here: open first */
            fe_method *m = S->minsts.v[mi++];
            if (m->ntparams && !m->tmpl)
                open_pass(S, m);
            continue;
        }
        if (ui < S->user.n) {
            fe_class *c = S->user.v[ui++];
            if (!c->generic)
                late_bodies(S, c);
            continue;
        }
        if (ci < S->insts.n) {
            fe_class *c = S->insts.v[ci++];
            if (c->open || c->rowless || c->emitted)
                continue;
            c->emitted = 1;
            for (int j = 0; j < c->methods.n; j++)
                if (!c->methods.v[j]->targs && !c->methods.v[j]->ntparams && !c->methods.v[j]->on_demand)
                    emit_instance(S, c->methods.v[j]);
            continue;
        }
        if (di == S->demanded.n) {   /* drained: the overrides of the virtual generic instances */
            if (!fe_gvm_close(S))
                break;
            continue;
        }
        fe_method *m = S->demanded.v[di++];
        if (m->tmpl)   /* an instance's: its definition's body with the arguments */
            emit_instance(S, m);
        else
            fe_gen_method(S, m);
    }
}

/* Rows keyed by method (sequence points, local names) sorted again. */
static int cmp_seq(const void *a, const void *b)
{
    const kmod_seqpt *x = a, *y = b;
    if (x->method != y->method)
        return x->method < y->method ? -1 : 1;
    return x->il_off < y->il_off ? -1 : x->il_off > y->il_off;
}

static int cmp_tname(const void *a, const void *b)
{
    const kmod_tracename *x = a, *y = b;
    return (x->method > y->method) - (x->method < y->method);
}

static int cmp_lname(const void *a, const void *b)
{
    const kmod_localname *x = a, *y = b;
    if (x->method != y->method)
        return x->method < y->method ? -1 : 1;
    return x->slot < y->slot ? -1 : x->slot > y->slot;
}

static uint32_t sig_nparams(const kmod *km, uint32_t row)
{
    uint32_t len = 0;
    const uint8_t *sig = kmod_sig(km, row, &len);
    return sig && len >= 3 ? (uint32_t)(sig[1] | sig[2] << 8) : 0;
}

/* Rewrites every METHOD token in the code through perm. */
static void renumber_code(kmod *km, const uint32_t *perm)
{
    for (uint32_t i = 0; i < km->methods.n; i++) {
        const kmod_method *m = &km->methods.v[i];
        uint8_t *code = km->code.v + m->code_off;
        uint32_t off = 0;
        while (off < m->code_len) {
            il_opcode op = (il_opcode)code[off];
            int len = il_instr_size(code + off, m->code_len - off);
            if (len <= 0)
                break;
            if (op < IL_OPCODE_COUNT && il_opinfo_table[op].operand == IL_OPND_TOK) {
                uint32_t tok;
                memcpy(&tok, code + off + 1, 4);
                if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHOD) {
                    tok = KMOD_TOKEN(KMOD_TAB_METHOD, perm[KMOD_TOKEN_ROW(tok)]);
                    memcpy(code + off + 1, &tok, 4);
                }
            }
            off += (uint32_t)len;
        }
    }
}

/* The methods' rows and METHOD tokens through perm, for what is written
 * after (the interface sections name methods by row). */
static int cmp_pdef(const void *a, const void *b)
{
    const kmod_paramdef *x = a, *y = b;
    if (x->method != y->method)
        return x->method < y->method ? -1 : 1;
    return (x->param > y->param) - (x->param < y->param);
}

/* Parameter defaults are written with rows (sema_layout.c), which need
 * not come in order; perm renumbers them first when rows moved. */
static void sort_paramdefs(kmod *km, const uint32_t *perm)
{
    for (uint32_t i = 0; perm && i < km->paramdefs.n; i++)
        km->paramdefs.v[i].method = perm[km->paramdefs.v[i].method];
    if (km->paramdefs.n)
        qsort(km->paramdefs.v, km->paramdefs.n, sizeof *km->paramdefs.v, cmp_pdef);
}

static void renumber_symbols(fe_sema *S, fe_class **cs, int n, const uint32_t *perm)
{
    (void)S;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < cs[i]->methods.n; j++) {
            fe_method *m = cs[i]->methods.v[j];
            if (!fe_has_row(m))
                continue;
            m->row = perm[m->row];
            if (m->token && KMOD_TOKEN_TAB(m->token) == KMOD_TAB_METHOD)
                m->token = KMOD_TOKEN(KMOD_TAB_METHOD, m->row);
        }
}

/* Generic method instances were appended to the method table: order the
 * rows by class again (the kmod invariant) and rewrite what names them. */
void fe_generic_finish(fe_sema *S)
{
    if (S->errors || fe_error_count(S->diags))
        return;
    if (!S->late_methods) {   /* trace names are written with rows, which need not come in order */
        if (S->out->tracenames.n)
            qsort(S->out->tracenames.v, S->out->tracenames.n, sizeof *S->out->tracenames.v, cmp_tname);
        sort_paramdefs(S->out, NULL);
        return;
    }
    kmod *km = S->out;
    uint32_t n = km->methods.n, next = 0;
    uint32_t *perm = calloc(n ? n : 1, sizeof *perm);
    kmod_method *rows = malloc(sizeof *rows * (n ? n : 1));
    uint32_t *pstart = calloc((size_t)n + 1, sizeof *pstart);
    if (!perm || !rows || !pstart)
        fe_out_of_memory();
    for (uint32_t i = 0; i < n; i++)   /* each method's first parameter name */
        pstart[i + 1] = pstart[i] + sig_nparams(km, km->methods.v[i].sig);
    for (uint32_t t = 0; t < km->typedefs.n; t++) {
        kmod_typedef *td = &km->typedefs.v[t];
        fe_class *c = NULL;
        for (int i = 0; !c && i < S->user.n; i++)
            if (S->user.v[i]->row == t)
                c = S->user.v[i];
        for (int i = 0; !c && i < S->late.n; i++)
            if (S->late.v[i]->row == t)
                c = S->late.v[i];
        td->method_first = next;
        for (int j = 0; c && j < c->methods.n; j++)
            if (fe_has_row(c->methods.v[j]))
                perm[c->methods.v[j]->row] = next++;
        td->method_count = next - td->method_first;
    }
    uint32_t *pnames = malloc(sizeof *pnames * (km->params.n ? km->params.n : 1));
    if (!pnames)
        fe_out_of_memory();
    uint32_t *order = malloc(sizeof *order * (n ? n : 1));
    if (!order)
        fe_out_of_memory();
    for (uint32_t i = 0; i < n; i++) {
        rows[perm[i]] = km->methods.v[i];
        order[perm[i]] = i;
    }
    uint32_t at = 0;
    if (km->params.n == pstart[n]) {
        for (uint32_t r = 0; r < n; r++)
            for (uint32_t k = pstart[order[r]]; k < pstart[order[r] + 1]; k++)
                pnames[at++] = km->params.v[k];
        if (at)   /* a module without parameter names has no array to copy into */
            memcpy(km->params.v, pnames, sizeof *pnames * at);
    }
    memcpy(km->methods.v, rows, sizeof *rows * n);
    for (uint32_t i = 0; i < km->seqpts.n; i++)
        km->seqpts.v[i].method = perm[km->seqpts.v[i].method];
    if (km->seqpts.n)
        qsort(km->seqpts.v, km->seqpts.n, sizeof *km->seqpts.v, cmp_seq);
    for (uint32_t i = 0; i < km->localnames.n; i++)
        km->localnames.v[i].method = perm[km->localnames.v[i].method];
    if (km->localnames.n)
        qsort(km->localnames.v, km->localnames.n, sizeof *km->localnames.v, cmp_lname);
    for (uint32_t i = 0; i < km->tracenames.n; i++)
        km->tracenames.v[i].method = perm[km->tracenames.v[i].method];
    if (km->tracenames.n)
        qsort(km->tracenames.v, km->tracenames.n, sizeof *km->tracenames.v, cmp_tname);
    sort_paramdefs(km, perm);
    renumber_code(km, perm);
    renumber_symbols(S, S->user.v, S->user.n, perm);
    renumber_symbols(S, S->late.v, S->late.n, perm);
    if (S->entry)
        S->entry = KMOD_TOKEN(KMOD_TAB_METHOD, perm[KMOD_TOKEN_ROW(S->entry)]);
    free(perm);
    free(rows);
    free(pstart);
    free(pnames);
    free(order);
}

void fe_generic_free(fe_sema *S)
{
    free(S->gdefs.v);
    free(S->insts.v);
    free(S->minsts.v);
    free(S->late.v);
    free(S->late_checks.v);
    free(S->rows_due.v);
    free(S->demanded.v);
    fe_index_free(&S->inst_ix);
}

static fe_method *default_ctor(fe_sema *S, fe_class *c)
{
    for (fe_method *m = fe_methods_named(S, c, ".ctor"); m; m = m->next_named)
        if (m->nparams == 0 && !(m->flags & KMOD_METH_STATIC))
            return m;
    return NULL;
}

/* c has a public parameterless constructor; before the members are
 * declared (a base list: class Sq : Shape<Sq>, Shape<T> where T : new()),
 * as its declaration's syntax tells (none declared: the default one). */
static int public_default_ctor(fe_sema *S, fe_class *c)
{
    fe_method *m = default_ctor(S, c);
    if (m)
        return (m->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC;
    if (S->decls_done || c->imported || !c->decl || c->methods.n)
        return 0;
    int ctors = 0;
    for (int i = 0; i < c->decl->nmembers; i++) {
        const fe_member *d = c->decl->members[i];
        if (d->kind != FE_M_CTOR || (d->mods & FE_MOD_STATIC))
            continue;
        ctors++;
        if (!d->nparams && (d->mods & FE_MOD_PUBLIC))
            return 1;
    }
    return !ctors;
}

void fe_gen_new_tparam(fe_ctx *C, const fe_type *t)
{
    fe_type *ty = fe_emit_type(C->S, t);
    fe_method *ctor = ty->kind == FE_T_CLASS ? default_ctor(C->S, ty->cls) : NULL;
    fe_method *sctor = ty->kind == FE_T_STRUCT ? fe_struct_default_ctor(C->S, ty->cls) : NULL;
    if (ctor) {
        fe_gen_newobj(C, ctor);
    } else if (sctor) {   /* a struct's declared S(), as .NET's Activator runs it */
        int t = fe_gen_temp(C, ty);
        fe_em_op_var(&C->b, IL_LDLOCA, t);
        fe_gen_call(C, sctor, 0);
        fe_em_op_var(&C->b, IL_LDLOC, t);
    }
    else if (ty->kind == FE_T_TYPARAM)   /* a definition's open pass: output thrown away */
        fe_em_op(&C->b, IL_LDNULL);
    else
        fe_gen_default(C, ty);
}

/* A type-parameter constraint's check: argument a converts to the
 * argument of the parameter it names by identity, an implicit reference
 * or a boxing conversion (C# 8.4.5); 1 when it does or cannot be known yet. */
static int check_tbase(fe_sema *S, const fe_tparam *tp, fe_type *a, const fe_subst *sub, const char *what, fe_pos pos)
{
    fe_type *t = fe_subst_type(S, tp->tbase, sub);
    if (fe_type_is_open(t) || t->kind == FE_T_ERROR || a == t)
        return 1;
    if ((fe_is_ref(a) && fe_is_ref(t) && fe_implicit(S, a, t)) || fe_is_boxing(S, a, t))
        return 1;
    const char *an = fe_type_name(S, a);
    fe_sema_error(S, pos, "the type '%s' cannot be used as type parameter '%s' in the generic type or method '%s'. There is no %s conversion from '%s' to '%s'",
                  an, tp->name, what, fe_is_valuetype(a) ? "boxing" : "implicit reference", an, fe_type_name(S, t));
    return 0;
}

int fe_generic_check_args(fe_sema *S, fe_tparam **tps, int n, fe_type **args, const fe_subst *outer,
                          const char *what, fe_pos pos)
{
    for (int i = 0; i < n; i++) {
        const fe_tparam *tp = tps[i];
        fe_type *a = args[i];
        if (fe_type_is_open(a) || a->kind == FE_T_ERROR)
            continue;   /* checked where that type parameter was bound */
        const char *an = fe_type_name(S, a);
        if ((tp->cflags & FE_TPC_CLASS) && !fe_is_ref(a)) {
            fe_sema_error(S, pos, "the type '%s' must be a reference type in order to use it as parameter '%s' in the generic type or method '%s'",
                          an, tp->name, what);
            return 0;
        }
        if ((tp->cflags & FE_TPC_STRUCT) && !fe_is_valuetype(a)) {
            fe_sema_error(S, pos, "the type '%s' must be a non-nullable value type in order to use it as parameter '%s' in the generic type or method '%s'",
                          an, tp->name, what);
            return 0;
        }
        if ((tp->cflags & FE_TPC_NEW) && !fe_is_valuetype(a) &&
            (a->kind != FE_T_CLASS || (a->cls->flags & KMOD_TYPE_ABSTRACT) || !public_default_ctor(S, a->cls))) {
            fe_sema_error(S, pos, "'%s' must be a non-abstract type with a public parameterless constructor in order to use it as parameter '%s' in the generic type or method '%s'",
                          an, tp->name, what);
            return 0;
        }
        if ((tp->cflags & FE_TPC_ENUM) && a->kind != FE_T_ENUM && !(a->kind == FE_T_CLASS && fe_is_core_enum(S, a->cls))) {
            fe_sema_error(S, pos, "the type '%s' cannot be used as type parameter '%s' in the generic type or method '%s'. There is no %s conversion from '%s' to 'System.Enum'",
                          an, tp->name, what, fe_is_valuetype(a) ? "boxing" : "implicit reference", an);
            return 0;
        }
        fe_subst sub = {0};   /* IComparable<T> with this argument list: IComparable<int> */
        if (tp->is_method == FE_TP_LOCAL) {
            sub.largs = args;
            sub.nlargs = n;
        } else if (tp->is_method) {
            sub.margs = args;
            sub.nmargs = n;
            if (outer) {   /* a generic class instance's method: the class's arguments too */
                sub.cargs = outer->cargs;
                sub.ncargs = outer->ncargs;
            }
        } else {
            sub.cargs = args;
            sub.ncargs = n;
        }
        fe_type *bt = tp->base ? fe_subst_type(S, tp->base->type, &sub) : NULL;   /* Shape<T>: Shape<Sq> */
        if (bt && (bt->kind != FE_T_CLASS || fe_type_is_open(bt)))
            bt = NULL;   /* (still open: checked where its type parameters are bound) */
        if (bt && !(a->kind == FE_T_CLASS && fe_derives(a->cls, bt->cls))) {
            fe_sema_error(S, pos, "the type '%s' cannot be used as type parameter '%s' in the generic type or method '%s'. There is no implicit reference conversion from '%s' to '%s'",
                          an, tp->name, what, an, fe_type_name(S, bt));
            return 0;
        }
        if (tp->tbase && !check_tbase(S, tp, a, &sub, what, pos))
            return 0;
        for (int k = 0; k < tp->nifaces; k++) {
            fe_type *it = fe_subst_type(S, tp->ifaces[k]->type, &sub);
            if (it->kind != FE_T_CLASS || fe_type_is_open(it) || fe_type_implements(S, a, it->cls))
                continue;
            fe_sema_error(S, pos, "the type '%s' cannot be used as type parameter '%s' in the generic type or method '%s'. There is no %s conversion from '%s' to '%s'",
                          an, tp->name, what, fe_is_valuetype(a) ? "boxing" : "implicit reference", an,
                          fe_type_name(S, it));
            return 0;
        }
    }
    return 1;
}

static int same_param_types(const fe_method *a, const fe_method *b)
{
    if (a->nparams != b->nparams)
        return 0;
    for (int i = 0; i < a->nparams; i++)
        if (a->params[i].type != b->params[i].type || a->params[i].mode != b->params[i].mode)
            return 0;
    return 1;
}

/* Declared parameter type a against b (C# 12.6.4.3): 1 when more
 * specific (not a type parameter where b is one, or so in an element or a
 * type argument and in none the other way), -1 when less, else 0. */
static int specificity(const fe_type *a, const fe_type *b)
{
    int ta = a->kind == FE_T_TYPARAM, tb = b->kind == FE_T_TYPARAM;
    if (ta != tb)
        return ta ? -1 : 1;
    if (ta || a->kind != b->kind)
        return 0;
    if (a->kind == FE_T_ARRAY || a->kind == FE_T_MDARRAY || a->kind == FE_T_BYREF)
        return specificity(a->elem, b->elem);
    if ((a->kind != FE_T_CLASS && a->kind != FE_T_STRUCT) || !a->cls->generic || a->cls->generic != b->cls->generic)
        return 0;
    int more = 0, less = 0;
    for (int i = 0; i < a->cls->generic->ntparams; i++) {
        int k = specificity(a->cls->targs[i], b->cls->targs[i]);
        more |= k > 0;
        less |= k < 0;
    }
    return more == less ? 0 : more ? 1 : -1;
}

/* Generic method instance a's declared parameter types are more specific
 * than b's (H<T>(T[]) over H<T>(T) for an int[]). */
static int more_specific(const fe_method *a, const fe_method *b)
{
    const fe_method *da = a->tmpl ? a->tmpl : a, *db = b->tmpl ? b->tmpl : b;
    if (da->nparams != db->nparams)
        return 0;
    int more = 0, less = 0;
    for (int i = 0; i < da->nparams; i++) {
        int k = specificity(da->params[i].type, db->params[i].type);
        more |= k > 0;
        less |= k < 0;
    }
    return more && !less;
}

void fe_generic_drop_ties(fe_method **cands, int *n)
{
    int k = 0;
    for (int i = 0; i < *n; i++) {
        const fe_method *g = cands[i]->view_of ? cands[i]->view_of : cands[i];
        int drop = 0;
        for (int j = 0; g->targs && j < *n && !drop; j++) {
            const fe_method *o = cands[j]->view_of ? cands[j]->view_of : cands[j];
            drop = j != i && same_param_types(cands[i], cands[j]) &&
                   (!o->targs || (!cands[i]->view_of && !cands[j]->view_of && more_specific(o, g)));
        }
        if (!drop)
            cands[k++] = cands[i];
    }
    *n = k;
}

/* ------------------------------------------------------------ variance safety */

/* Positions a type can be in (C# 18.2.3.1): an output (a result, a base
 * interface: covariantly valid), an input (a parameter: contravariantly
 * valid), or both (a ref or out parameter, a type argument of an
 * invariant parameter: invariantly valid). */
enum { VPOS_OUT = 1, VPOS_IN = 2, VPOS_BOTH = 3 };

/* The first of c's variant type parameters t uses where position pos does
 * not allow it (an `in` one in an output position, an `out` one in an
 * input position), or NULL; *at the position it is in there. A type
 * argument of a variant parameter of another interface or delegate is in
 * the position that parameter's variance makes of pos (an `in` parameter
 * flips it), of any other (a class's, a struct's, an invariant one) in
 * both. */
static const fe_tparam *variance_unsafe(const fe_type *t, int pos, int *at, int depth)
{
    if (!t || depth > 64)
        return NULL;
    if (t->kind == FE_T_TYPARAM) {
        const fe_tparam *tp = t->tparam;
        *at = pos;
        return !tp->is_method && (((pos & VPOS_OUT) && tp->variance == FE_VAR_IN) ||
                                  ((pos & VPOS_IN) && tp->variance == FE_VAR_OUT))
                   ? tp : NULL;
    }
    if (t->kind == FE_T_ARRAY || t->kind == FE_T_MDARRAY || t->kind == FE_T_BYREF)
        return variance_unsafe(t->elem, pos, at, depth + 1);
    const fe_class *c = t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT ? t->cls : NULL;
    if (!c || !c->generic || !c->targs)
        return NULL;
    const fe_class *d = c->generic;
    int variant_kind = fe_is_iface(d) || (d->decl && d->decl->kind == FE_TD_DELEGATE);
    for (int i = 0; i < d->ntparams; i++) {
        int v = variant_kind ? d->tparams[i]->variance : FE_VAR_NONE;
        int p = v == FE_VAR_OUT ? pos : v == FE_VAR_IN ? ((pos & VPOS_OUT) ? VPOS_IN : 0) | ((pos & VPOS_IN) ? VPOS_OUT : 0)
                                                       : VPOS_BOTH;
        const fe_tparam *bad = variance_unsafe(c->targs[i], p, at, depth + 1);
        if (bad)
            return bad;
    }
    return NULL;
}

/* C#'s CS1961 when t, in position pos of member (NULL: the type's base
 * list) of c, uses a variant parameter where it may not. */
static void check_position(fe_sema *S, const fe_class *c, const char *member, fe_pos where, const fe_type *t,
                           int pos)
{
    int at = pos;
    const fe_tparam *tp = variance_unsafe(t, pos, &at, 0);
    if (!tp)
        return;
    fe_sema_error(S, where, "Invalid variance: The type parameter '%s' must be %s valid on '%s%s%s'. '%s' is %s.",
                  tp->name, at == VPOS_OUT ? "covariantly" : at == VPOS_IN ? "contravariantly" : "invariantly",
                  fe_type_name(S, c->type), member ? "." : "", member ? member : "", tp->name,
                  tp->variance == FE_VAR_OUT ? "covariant" : "contravariant");
}

/* Method m of variant interface or delegate c: its result an output, its
 * value parameters inputs, its ref, out and in parameters both (an
 * accessor is reported as its property, at the property's getter when
 * it has no position of its own). */
static void check_method_variance(fe_sema *S, const fe_class *c, const fe_method *m)
{
    const char *name = m->prop ? m->prop->name : m->name;
    fe_pos where = m->pos;
    if (!where.line && m->prop && m->prop->get)
        where = m->prop->get->pos;
    if (!where.line)
        where = c->decl->pos;
    if (m->ret && m->ret->kind != FE_T_VOID)
        check_position(S, c, name, where, m->ret, VPOS_OUT);
    for (int j = 0; j < m->nparams; j++)
        check_position(S, c, name, m->params[j].pos.line ? m->params[j].pos : where, m->params[j].type,
                       m->params[j].mode == FE_P_VALUE ? VPOS_IN : VPOS_BOTH);
}

/* C#'s variance safety for every interface and delegate a program declares
 * with `in` or `out` parameters: its instance members' signatures (the
 * accessors of properties, indexers and events among them; static members
 * are exempt, as in C# 11) and its base interfaces. */
void fe_variance_check_all(fe_sema *S)
{
    for (int i = 0; i < S->classes.n; i++) {
        fe_class *c = S->classes.v[i];
        if (c->imported || c->generic || !c->decl || !c->ntparams || !c->unit || c->unit->corelib_generic)
            continue;
        int variant = 0;
        for (int k = 0; k < c->ntparams; k++)
            variant |= c->tparams[k]->variance != FE_VAR_NONE;
        int delegate = c->decl->kind == FE_TD_DELEGATE;
        if (!variant || (!fe_is_iface(c) && !delegate))
            continue;
        for (int k = 0; k < c->methods.n; k++) {
            const fe_method *m = c->methods.v[k];
            if (delegate ? !strcmp(m->name, "Invoke") : !(m->flags & KMOD_METH_STATIC))
                check_method_variance(S, c, m);
        }
        for (int k = 0; k < c->gmethods.n && !delegate; k++)
            if (!(c->gmethods.v[k]->flags & KMOD_METH_STATIC))
                check_method_variance(S, c, c->gmethods.v[k]);
        for (int k = 0; k < c->ifaces.n; k++)
            check_position(S, c, NULL, c->decl->pos, c->ifaces.v[k]->type, VPOS_OUT);
    }
}
