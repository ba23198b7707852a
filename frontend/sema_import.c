/* sema_import.c - builds binder symbols from the corelib module's metadata:
 * one imported fe_class per typedef, fe_field per field (const values
 * included), fe_method per method with its decoded signature, and fe_prop
 * for each get_X/set_X pair flagged SPECIALNAME.
 *
 * Invariants: imported symbols never get output rows; their tokens are
 * TYPEREF/FIELDREF/METHODREF rows created on first use. A corelib class
 * token inside a signature is a TYPEDEF token of the corelib module and is
 * mapped through S->import_map.
 */
#include "sema.h"

#include <string.h>

typedef struct sig_reader { const uint8_t *p, *end; int bad; } sig_reader;

static uint8_t rd8(sig_reader *r)
{
    if (r->p >= r->end) {
        r->bad = 1;
        return 0;
    }
    return *r->p++;
}

static uint32_t rd32(sig_reader *r)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++)
        v |= (uint32_t)rd8(r) << (8 * i);
    return v;
}

static fe_type *class_type(fe_sema *S, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    if (KMOD_TOKEN_TAB(tok) != KMOD_TAB_TYPEDEF || row >= (uint32_t)S->import_map.n)
        return fe_prim(S, FE_T_ERROR);
    return S->classes.v[S->import_map.v[row]]->type;
}

static fe_type *read_type(fe_sema *S, sig_reader *r)
{
    uint8_t c = rd8(r);
    switch (c) {
    case KMOD_T_VOID: return fe_prim(S, FE_T_VOID);
    case KMOD_T_BOOL: return fe_prim(S, FE_T_BOOL);
    case KMOD_T_CHAR: return fe_prim(S, FE_T_CHAR);
    case KMOD_T_U1: return fe_prim(S, FE_T_BYTE);
    case KMOD_T_I1: return fe_prim(S, FE_T_SBYTE);
    case KMOD_T_I2: return fe_prim(S, FE_T_SHORT);
    case KMOD_T_U2: return fe_prim(S, FE_T_USHORT);
    case KMOD_T_R4: return fe_prim(S, FE_T_FLOAT);
    case KMOD_T_I4: return fe_prim(S, FE_T_INT);
    case KMOD_T_U4: return fe_prim(S, FE_T_UINT);
    case KMOD_T_I8: return fe_prim(S, FE_T_LONG);
    case KMOD_T_U8: return fe_prim(S, FE_T_ULONG);
    case KMOD_T_R8: return fe_prim(S, FE_T_DOUBLE);
    case KMOD_T_STRING: return fe_prim(S, FE_T_STRING);
    case KMOD_T_OBJECT: return fe_prim(S, FE_T_OBJECT);
    case KMOD_T_CLASS: case KMOD_T_VALUETYPE: case KMOD_T_ENUM: return class_type(S, rd32(r));
    case KMOD_T_SZARRAY: return fe_array_of(S, read_type(S, r));
    case KMOD_T_BYREF: return fe_byref_of(S, read_type(S, r));
    default: r->bad = 1; return fe_prim(S, FE_T_ERROR);
    }
}

/* A name of the corelib: in place in its mapped bytes (kmod_cstring), or
 * copied into the arena when the module cannot lend it. */
static const char *mstr(fe_sema *S, uint32_t row)
{
    const char *in_place = kmod_cstring(S->core, row);
    if (in_place)
        return in_place;
    uint32_t len = 0;
    const char *s = kmod_string(S->core, row, &len);
    return fe_sema_strdup(S, s ? s : "", s ? len : 0);
}

static void import_field(fe_sema *S, fe_class *c, const kmod_field *kf)
{
    fe_field *f = fe_sema_alloc(S, sizeof *f);
    f->name = mstr(S, kf->name);
    f->owner = c;
    f->flags = kf->flags;
    uint32_t len = 0;
    const uint8_t *sig = kmod_sig(S->core, kf->sig, &len);
    sig_reader r = {sig, sig + len, 0};
    f->type = read_type(S, &r);
    if (c->is_enum && f->type->kind == fe_enum_base_kind(c->type) && (kf->flags & KMOD_FIELD_LITERAL))
        f->type = c->type;
    if (kf->flags & KMOD_FIELD_LITERAL) {
        f->has_const = 1;
        f->value.type = f->type;
        if (f->type->kind == FE_T_DOUBLE) {
            memcpy(&f->value.d, &kf->constant, sizeof f->value.d);
        } else if (f->type->kind == FE_T_FLOAT) {   /* its single bits, low 32 */
            uint32_t lo = (uint32_t)kf->constant;
            float x;
            memcpy(&x, &lo, sizeof x);
            f->value.d = x;
        } else if (f->type->kind == FE_T_STRING && kf->constant == KMOD_NONE) {
            f->value.s = NULL;
        } else if (f->type->kind == FE_T_STRING) {
            uint32_t sl = 0;
            const char *s = kmod_string(S->core, (uint32_t)kf->constant, &sl);
            f->value.s = fe_sema_strdup(S, s ? s : "", s ? sl : 0);
            f->value.slen = sl;
        } else {
            f->value.i = (int64_t)kf->constant;
        }
    }
    fe_class_add_field(S, c, f);
}

static fe_prop *prop_for(fe_sema *S, fe_class *c, const char *name, int is_static)
{
    const fe_names *e = fe_names_of(S, c, name);
    if (e && e->prop)
        return e->prop;
    fe_prop *p = fe_sema_alloc(S, sizeof *p);
    p->name = name;
    p->owner = c;
    p->flags = is_static ? KMOD_FIELD_STATIC : 0;
    fe_class_add_prop(S, c, p);
    return p;
}

static void import_accessor(fe_sema *S, fe_class *c, fe_method *m)
{
    int is_get = !strncmp(m->name, "get_", 4);
    if (!is_get && strncmp(m->name, "set_", 4))
        return;
    fe_prop *p = prop_for(S, c, m->name + 4, (m->flags & KMOD_METH_STATIC) != 0);
    m->prop = p;
    if (is_get) {
        p->get = m;
        p->type = m->ret;
    } else {
        p->set = m;
        if (m->nparams > 0)
            p->type = m->params[m->nparams - 1].type;
    }
    uint32_t acc = m->flags & KMOD_ACC_MASK;
    if ((p->flags & KMOD_ACC_MASK) < acc)
        p->flags = (p->flags & ~KMOD_ACC_MASK) | acc;
}

/* The string row of parameter i's name of corelib method row, or
 * KMOD_NONE: section 13 lists every method's names in row order, so the
 * first of each is counted once per compilation (kmod_param_name counts
 * from row 0 at every call: 9% of hello's instructions). */
static uint32_t core_param_name(fe_sema *S, uint32_t row, int i)
{
    const kmod *k = S->core;
    if (!k->params.n || row >= k->methods.n)
        return KMOD_NONE;
    if (!S->core_param_first) {
        S->core_param_first = fe_sema_alloc(S, sizeof *S->core_param_first * ((size_t)k->methods.n + 1));
        uint32_t at = 0;
        for (uint32_t r = 0; r < k->methods.n; r++) {
            S->core_param_first[r] = at;
            at += kmod_sig_param_count(k, k->methods.v[r].sig);
        }
        S->core_param_first[k->methods.n] = at;
    }
    uint32_t at = S->core_param_first[row] + (uint32_t)i;
    return at < S->core_param_first[row + 1] && at < k->params.n ? k->params.v[at] : KMOD_NONE;
}

/* The optional parameters of an imported method: their defaults and
 * caller attributes as the module recorded them (kmod_paramdef). */
static void import_param_defaults(fe_sema *S, fe_method *m, uint32_t row)
{
    uint32_t n = 0;
    const kmod_paramdef *d = kmod_param_defaults(S->core, row, &n);
    for (uint32_t i = 0; i < n; i++, d++) {
        if (d->param >= (uint32_t)m->nparams)
            continue;
        fe_param *p = &m->params[d->param];
        uint64_t v = (uint64_t)d->hi << 32 | d->lo;
        p->has_default = 1;
        memset(&p->defval, 0, sizeof p->defval);
        p->defval.type = p->type;
        switch (KMOD_PDEF_KIND(d->info)) {
        case KMOD_PDEF_INT: p->defval.i = (int64_t)v; break;
        case KMOD_PDEF_FLOAT: memcpy(&p->defval.d, &v, sizeof v); break;
        case KMOD_PDEF_STRING:
            p->defval.s = mstr(S, d->lo);
            p->defval.slen = strlen(p->defval.s);
            break;
        default: break;   /* KMOD_PDEF_ZERO: null, the type's zero */
        }
        p->caller = (int)KMOD_PDEF_CALLER(d->info);
        p->caller_arg = KMOD_PDEF_CALLER_ARG(d->info);
    }
}

static void import_method(fe_sema *S, fe_class *c, const kmod_method *km)
{
    fe_method *m = fe_sema_alloc(S, sizeof *m);
    m->name = mstr(S, km->name);
    m->owner = c;
    m->flags = km->flags;
    uint32_t len = 0;
    const uint8_t *sig = kmod_sig(S->core, km->sig, &len);
    sig_reader r = {sig, sig + len, 0};
    rd8(&r);
    int n = rd8(&r);
    n |= rd8(&r) << 8;
    m->ret = read_type(S, &r);
    m->nparams = n;
    if (!S->no_params)
        S->no_params = fe_sema_alloc(S, sizeof *S->no_params);
    m->params = n ? fe_sema_alloc(S, sizeof *m->params * (size_t)n) : S->no_params;
    for (int i = 0; i < n && !r.bad; i++) {
        fe_pmode mode = FE_P_VALUE;
        if (r.p < r.end && *r.p == KMOD_T_OUT) {
            r.p++;
            mode = FE_P_OUT;
        }
        fe_type *t = read_type(S, &r);
        if (t->kind == FE_T_BYREF) {
            t = t->elem;
            if (mode == FE_P_VALUE)
                mode = FE_P_REF;
        }
        uint32_t name = core_param_name(S, (uint32_t)(km - S->core->methods.v), i);
        m->params[i].type = t;
        m->params[i].mode = mode;
        m->params[i].name = name != KMOD_NONE ? mstr(S, name) : "";
    }
    import_param_defaults(S, m, (uint32_t)(km - S->core->methods.v));
    fe_class_add_method(S, c, m);
    if (m->flags & KMOD_METH_SPECIALNAME)
        import_accessor(S, c, m);
}

static void import_class_shell(fe_sema *S, uint32_t row)
{
    const kmod_typedef *td = &S->core->typedefs.v[row];
    fe_class *c = fe_sema_alloc(S, sizeof *c);
    c->ns = mstr(S, td->ns);
    c->name = mstr(S, td->name);
    size_t nl = strlen(c->ns), ml = strlen(c->name);
    char *full = fe_sema_alloc(S, nl + ml + 2);
    if (nl)
        memcpy(full, c->ns, nl), full[nl] = '.';
    memcpy(full + (nl ? nl + 1 : 0), c->name, ml);
    for (char *q = full + (nl ? nl + 1 : 0); *q; q++)
        if (*q == '+')
            *q = '.';   /* a nested type: C# spells Outer+Inner Outer.Inner (sema_nested.c) */
    c->full = full;
    c->flags = td->flags;
    c->imported = 1;
    c->pending = S;
    c->import_row = row;
    c->is_enum = (td->flags & KMOD_TYPE_ENUM) != 0;
    c->type = fe_sema_alloc(S, sizeof *c->type);
    c->type->kind = c->is_enum ? FE_T_ENUM : (td->flags & KMOD_TYPE_VALUETYPE) ? FE_T_STRUCT : FE_T_CLASS;
    c->type->cls = c;
    FE_VEC_PUSH(S->import_map, (uint32_t)S->classes.n);
    fe_add_class(S, c);
}

/* Links each method of c that implements an interface method explicitly
 * (a METHODIMPL row whose body is c's) to that method, importing the
 * interface's members first. */
static void import_impls(fe_sema *S, fe_class *c)
{
    const kmod *k = S->core;
    const kmod_typedef *td = &k->typedefs.v[c->import_row];
    uint32_t first, n = kmod_methodimpls_of(k, c->import_row, &first);
    for (uint32_t r = first; r < first + n; r++) {
        const kmod_methodimpl *x = &k->methodimpls.v[r];
        uint32_t idx = x->body - td->method_first;
        if (x->body < td->method_first || idx >= (uint32_t)c->methods.n ||
            KMOD_TOKEN_TAB(x->decl) != KMOD_TAB_METHOD || KMOD_TOKEN_ROW(x->decl) >= k->methods.n)
            continue;
        uint32_t d = KMOD_TOKEN_ROW(x->decl), owner = k->methods.v[d].owner;
        if (owner >= (uint32_t)S->import_map.n)
            continue;
        fe_class *dc = fe_members(S->classes.v[S->import_map.v[owner]]);
        uint32_t didx = d - k->typedefs.v[owner].method_first;
        if (didx < (uint32_t)dc->methods.n)
            c->methods.v[idx]->impl_of = dc->methods.v[didx];
    }
}

void fe_import_members(fe_sema *S, fe_class *c)
{
    const kmod *k = S->core;
    c->pending = NULL;   /* first: import_impls may come back to c */
    const kmod_typedef *td = &k->typedefs.v[c->import_row];
    for (uint32_t f = 0; f < td->field_count && td->field_first + f < k->fields.n; f++)
        import_field(S, c, &k->fields.v[td->field_first + f]);
    for (uint32_t m = 0; m < td->method_count && td->method_first + m < k->methods.n; m++)
        import_method(S, c, &k->methods.v[td->method_first + m]);
    import_impls(S, c);
}

int fe_import_corelib(fe_sema *S)
{
    const kmod *k = S->core;
    if (!k)
        return 0;
    for (uint32_t i = 0; i < k->typedefs.n; i++)
        import_class_shell(S, i);
    for (int i = 0; i < S->classes.n; i++)
        fe_bind_builtin(S, S->classes.v[i]);
    for (uint32_t i = 0; i < k->typedefs.n; i++) {
        const kmod_typedef *td = &k->typedefs.v[i];
        fe_class *c = S->classes.v[S->import_map.v[i]];
        if (td->parent && KMOD_TOKEN_TAB(td->parent) == KMOD_TAB_TYPEDEF &&
            KMOD_TOKEN_ROW(td->parent) < k->typedefs.n)
            c->base = S->classes.v[S->import_map.v[KMOD_TOKEN_ROW(td->parent)]];
    }
    fe_iface_import(S);
    return 0;
}
