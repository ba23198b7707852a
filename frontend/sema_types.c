/* sema_types.c - the type representation of the binder: interned types,
 * C#'s implicit and explicit conversions for the supported types, and the
 * encoding of types, signatures and member tokens into the output module.
 *
 * Invariants: fe_prim/fe_array_of/fe_byref_of always return the same
 * pointer for the same type; tokens of imported members are created once
 * (cached in the symbol) and deduplicated by the kmod builder anyway.
 */
#include "sema.h"

#include <stdio.h>
#include <string.h>

static const char *const prim_names[] = {
    [FE_T_ERROR] = "<error>", [FE_T_VOID] = "void", [FE_T_BOOL] = "bool",
    [FE_T_CHAR] = "char", [FE_T_BYTE] = "byte", [FE_T_SBYTE] = "sbyte",
    [FE_T_SHORT] = "short", [FE_T_USHORT] = "ushort", [FE_T_INT] = "int",
    [FE_T_UINT] = "uint", [FE_T_LONG] = "long", [FE_T_ULONG] = "ulong",
    [FE_T_FLOAT] = "float", [FE_T_DOUBLE] = "double", [FE_T_STRING] = "string",
    [FE_T_OBJECT] = "object", [FE_T_NULL] = "<null>", [FE_T_MGROUP] = "method group", [FE_T_LAMBDA] = "lambda expression",
    [FE_T_THROW] = "throw expression", [FE_T_TARGETED] = "target-typed expression",
};

void fe_types_init(fe_sema *S)
{
    for (int k = 0; k <= FE_T_TARGETED; k++)
        S->prim[k].kind = (fe_tkind)k;
}

fe_type *fe_prim(fe_sema *S, fe_tkind k) { return &S->prim[k]; }

/* A new view of canon (the same type under other compile-time names:
 * tuple element names, bind_tuple.c; named type arguments,
 * sema_generic.c), linked into canon's list; the caller sets its names. */
fe_type *fe_type_view(fe_sema *S, fe_type *canon)
{
    fe_type *t = fe_sema_alloc(S, sizeof *t);
    t->kind = canon->kind;
    t->cls = canon->cls;
    t->tcanon = canon;
    t->tnext = canon->tnext;
    canon->tnext = t;
    return t;
}

fe_type *fe_array_of(fe_sema *S, fe_type *elem)
{
    if (!elem->array_of) {
        fe_type *t = fe_sema_alloc(S, sizeof *t);
        t->kind = FE_T_ARRAY;
        t->elem = elem;
        elem->array_of = t;
    }
    return elem->array_of;
}

fe_type *fe_mdarray_of(fe_sema *S, fe_type *elem, int rank)
{
    fe_type *t = elem->md_of;
    while (t && t->rank != rank)
        t = t->md_next;
    if (!t) {
        t = fe_sema_alloc(S, sizeof *t);
        t->kind = FE_T_MDARRAY;
        t->elem = elem;
        t->rank = rank;
        t->md_next = elem->md_of;
        elem->md_of = t;
    }
    return t;
}

fe_type *fe_byref_of(fe_sema *S, fe_type *elem)
{
    if (!elem->byref_of) {
        fe_type *t = fe_sema_alloc(S, sizeof *t);
        t->kind = FE_T_BYREF;
        t->elem = elem;
        elem->byref_of = t;
    }
    return elem->byref_of;
}

int fe_is_integral(const fe_type *t)
{
    return t->kind >= FE_T_CHAR && t->kind <= FE_T_ULONG;
}

int fe_is_numeric(const fe_type *t)
{
    return fe_is_integral(t) || fe_is_real(t);
}

int fe_is_real(const fe_type *t)
{
    return t->kind == FE_T_FLOAT || t->kind == FE_T_DOUBLE;
}

int fe_is_ref_struct(const fe_type *t)
{
    return t->kind == FE_T_STRUCT && (t->cls->flags & KMOD_TYPE_BYREFLIKE);
}

int fe_is_small_int(const fe_type *t)
{
    return t->kind >= FE_T_CHAR && t->kind <= FE_T_USHORT;
}

int fe_is_ref(const fe_type *t)
{
    return t->kind == FE_T_STRING || t->kind == FE_T_OBJECT || t->kind == FE_T_NULL ||
           t->kind == FE_T_CLASS || t->kind == FE_T_ARRAY || t->kind == FE_T_MDARRAY;
}

int fe_is_valuetype(const fe_type *t)
{
    return fe_is_numeric(t) || t->kind == FE_T_BOOL || t->kind == FE_T_ENUM ||
           t->kind == FE_T_STRUCT;
}

/* An enum's underlying type, from its KMOD_TYPE_ENUM_BASE flag bits. */
fe_tkind fe_enum_base_kind(const fe_type *t)
{
    static const fe_tkind kinds[8] = {FE_T_INT, FE_T_SBYTE, FE_T_BYTE, FE_T_SHORT,
                                      FE_T_USHORT, FE_T_UINT, FE_T_LONG, FE_T_ULONG};
    return kinds[(t->cls->flags & KMOD_TYPE_ENUM_BASE) >> KMOD_TYPE_ENUM_BASE_SHIFT];
}

uint32_t fe_enum_base_flags(fe_tkind k)
{
    uint32_t b = k == FE_T_SBYTE ? KMOD_ENUM_BASE_I1 : k == FE_T_BYTE ? KMOD_ENUM_BASE_U1
               : k == FE_T_SHORT ? KMOD_ENUM_BASE_I2 : k == FE_T_USHORT ? KMOD_ENUM_BASE_U2
               : k == FE_T_UINT ? KMOD_ENUM_BASE_U4 : k == FE_T_LONG ? KMOD_ENUM_BASE_I8
               : k == FE_T_ULONG ? KMOD_ENUM_BASE_U8 : KMOD_ENUM_BASE_I4;
    return b << KMOD_TYPE_ENUM_BASE_SHIFT;
}

fe_type *fe_enum_base(fe_sema *S, const fe_type *t)
{
    return fe_prim(S, fe_enum_base_kind(t));
}

fe_type *fe_underlying(fe_sema *S, fe_type *t)
{
    return t->kind == FE_T_ENUM ? fe_enum_base(S, t) : t;
}

int fe_is_unsigned(const fe_type *t)
{
    return t->kind == FE_T_CHAR || t->kind == FE_T_BYTE || t->kind == FE_T_USHORT ||
           t->kind == FE_T_UINT || t->kind == FE_T_ULONG;
}

int fe_is_wide(const fe_type *t)   /* an enum: by its underlying type */
{
    fe_tkind k = t->kind == FE_T_ENUM ? fe_enum_base_kind(t) : t->kind;
    return k == FE_T_LONG || k == FE_T_ULONG;
}

const char *fe_type_name(fe_sema *S, const fe_type *t)
{
    if (t->kind == FE_T_TYPARAM)
        return t->tparam->name;
    if (t->kind == FE_T_STRUCT && t->tcanon && fe_tuple_arity(t))   /* with its element names */
        return fe_tuple_display(S, t);
    if ((t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT) && t->cls->display)
        return t->cls->display;
    if (fe_is_decimal(S, t))   /* the keyword, as C# names it */
        return "decimal";
    if (t->kind == FE_T_CLASS || t->kind == FE_T_ENUM || t->kind == FE_T_STRUCT)
        return t->cls->full;
    if (t->kind == FE_T_ARRAY || t->kind == FE_T_BYREF) {
        const char *e = fe_type_name(S, t->elem);
        size_t n = strlen(e) + 6;
        char *s = fe_sema_alloc(S, n);
        snprintf(s, n, t->kind == FE_T_ARRAY ? "%s[]" : "ref %s", e);
        return s;
    }
    if (t->kind == FE_T_MDARRAY) {
        const char *e = fe_type_name(S, t->elem);
        size_t n = strlen(e) + (size_t)t->rank + 2;
        char *s = fe_sema_alloc(S, n);
        size_t el = strlen(e);
        memcpy(s, e, el);
        s[el] = '[';
        memset(s + el + 1, ',', (size_t)t->rank - 1);
        s[el + (size_t)t->rank] = ']';
        return s;
    }
    return prim_names[t->kind];
}

int fe_derives(const fe_class *c, const fe_class *base)
{
    for (; c; c = c->base)
        if (c == base)
            return 1;
    return 0;
}

/* C#'s implicit numeric conversions (ECMA-334 10.2.3): every integral
 * type to float and double, float to double, and the widenings that keep
 * every value (char converts like ushort but not to short). */
int fe_implicit_numeric(const fe_type *from, const fe_type *to)
{
    if (from == to)
        return 1;
    fe_tkind t = to->kind;
    if (fe_is_integral(from) && fe_is_real(to))
        return 1;
    switch (from->kind) {
    case FE_T_SBYTE: return t == FE_T_SHORT || t == FE_T_INT || t == FE_T_LONG;
    case FE_T_BYTE: return t == FE_T_SHORT || t == FE_T_USHORT || (t >= FE_T_INT && t <= FE_T_ULONG);
    case FE_T_SHORT: return t == FE_T_INT || t == FE_T_LONG;
    case FE_T_USHORT:
    case FE_T_CHAR: return (t >= FE_T_INT && t <= FE_T_ULONG) || (from->kind == FE_T_CHAR && t == FE_T_USHORT);
    case FE_T_INT: return t == FE_T_LONG;
    case FE_T_UINT: return t == FE_T_LONG || t == FE_T_ULONG;
    case FE_T_FLOAT: return t == FE_T_DOUBLE;
    default: return 0;
    }
}

/* Implicit reference conversion (C# 6.1.6) between reference types. */
static int implicit_ref(fe_sema *S, const fe_type *from, const fe_type *to)
{
    if (from == to)
        return 1;
    if (from->kind == FE_T_NULL)
        return fe_is_ref(to);
    if (to->kind == FE_T_OBJECT)
        return fe_is_ref(from);
    if (from->kind == FE_T_CLASS && to->kind == FE_T_CLASS)   /* IEnumerable<object> e = new List<string>() */
        return fe_class_conv_implicit(from->cls, to->cls) || fe_variant_conv(S, from->cls, to->cls);
    if (from->kind == FE_T_STRING && to->kind == FE_T_CLASS)   /* string to an interface it implements */
        return fe_implements(fe_find_class(S, "System", "String"), to->cls) || fe_lent_iface_conv(S, from, to);
    if (from->kind == FE_T_ARRAY && to->kind == FE_T_ARRAY)
        return fe_is_ref(from->elem) && fe_is_ref(to->elem) &&
               implicit_ref(S, from->elem, to->elem);
    if (from->kind == FE_T_ARRAY && to->kind == FE_T_CLASS)   /* T[] to IList<T> ...: sema_array_iface.c */
        return fe_array_iface_conv(S, from, to);
    return 0;
}

/* Conversions of type parameters (C# 10.2.12): T to object, to its class
 * constraint (its bases and the interfaces it implements) and to its
 * interface constraints (and their bases); null to T with the class
 * constraint. For a value type T each
 * instance boxes (fe_gen_conv on the closed type). */
static int implicit_tparam(const fe_type *from, const fe_type *to)
{
    if (from->kind == FE_T_TYPARAM) {
        const fe_tparam *tp = from->tparam;
        for (const fe_type *t = tp->tbase; t && t != from; t = t->tparam->tbase)   /* U : T: U to T */
            if (t == to)
                return 1;
        if (to->kind == FE_T_OBJECT)
            return 1;
        if (to->kind != FE_T_CLASS)
            return 0;
        if (tp->base && fe_class_conv_implicit(tp->base, to->cls))
            return 1;
        if ((tp->cflags & FE_TPC_ENUM) && to->cls->imported && !strcmp(to->cls->full, "System.Enum"))
            return 1;   /* T : Enum to System.Enum: a box per instance */
        if ((tp->cflags & (FE_TPC_ENUM | FE_TPC_STRUCT)) && to->cls->imported &&
            !strcmp(to->cls->full, "System.ValueType"))
            return 1;   /* T : struct (or Enum) to System.ValueType */
        for (int k = 0; fe_is_iface(to->cls) && k < tp->nifaces; k++)
            if (fe_implements(tp->ifaces[k], to->cls))
                return 1;
        return 0;   /* not through variance: Mono's mcs refuses it, and Kiln is not sure of Roslyn */
    }
    return from->kind == FE_T_NULL && (to->tparam->cflags & FE_TPC_CLASS || to->tparam->base);
}

int fe_implicit(fe_sema *S, const fe_type *from, const fe_type *to)
{
    if (from == to || from->kind == FE_T_ERROR || to->kind == FE_T_ERROR || from->kind == FE_T_THROW)
        return 1;
    if (from->kind == FE_T_TARGETED)   /* to a type, not to another typeless expression's */
        return to->kind != FE_T_VOID && to->kind != FE_T_NULL && to->kind < FE_T_MGROUP;
    if (fe_tuple_identity(S, (fe_type *)from, (fe_type *)to) || fe_tuple_implicit(S, from, to, 0))
        return 1;   /* bind_tuple.c */
    fe_type *fs = fe_tuple_strip(S, (fe_type *)from), *ts = fe_tuple_strip(S, (fe_type *)to);
    if (fs != from || ts != to)   /* names are no part of a conversion: (string n, int w)[] to a view
                                     IEnumerable<(string n, int w)> as the unnamed types convert */
        return fe_implicit(S, fs, ts);
    if (from->kind == FE_T_TYPARAM && fe_nullable_elem(to) == from)
        return 1;   /* T to T? (T : struct): wrapped per instance */
    if (from->kind == FE_T_TYPARAM || to->kind == FE_T_TYPARAM)
        return implicit_tparam(from, to);
    int nc = fe_nullable_conv(S, from, to, 0);   /* bind_nullable.c */
    if (nc >= 0)
        return nc;
    if (fe_is_boxing(S, from, to))
        return 1;
    if (fe_is_numeric(from) && fe_is_numeric(to))
        return fe_implicit_numeric(from, to);
    if (fe_is_integral(from) && fe_is_decimal(S, to))   /* C#'s implicit numeric conversion to decimal */
        return 1;
    if (fe_is_ref(from) && fe_is_ref(to))
        return implicit_ref(S, from, to);
    return 0;
}

int fe_explicit(fe_sema *S, const fe_type *from, const fe_type *to)
{
    if (fe_implicit(S, from, to) || fe_tuple_implicit(S, from, to, 1))
        return 1;
    if (to->kind == FE_T_TYPARAM && from->kind == FE_T_TYPARAM && implicit_tparam(to, from))
        return 1;   /* T to U where U : T: a cast or an unboxing per instance */
    if (to->kind == FE_T_TYPARAM)   /* object or a base of the constraint to T: unboxing or a cast; T? to T */
        return from->kind == FE_T_OBJECT || fe_nullable_elem(from) == to ||
               (from->kind == FE_T_CLASS && to->tparam->base && fe_derives(to->tparam->base, from->cls));
    if (from->kind == FE_T_TYPARAM)   /* T to any interface (C# 10.3.8): a box or a cast per instance */
        return to->kind == FE_T_CLASS && fe_is_iface(to->cls);
    int nc = fe_nullable_conv(S, from, to, 1);
    if (nc >= 0)
        return nc;
    int fn = fe_is_numeric(from) || from->kind == FE_T_ENUM;
    int tn = fe_is_numeric(to) || to->kind == FE_T_ENUM;
    if (fn && tn)
        return 1;
    if ((fn && fe_is_decimal(S, to)) || (tn && fe_is_decimal(S, from)))   /* decimal's explicit numeric conversions */
        return 1;
    if (fe_is_boxing(S, to, from))    /* unboxing */
        return 1;
    if (!fe_is_ref(from) || !fe_is_ref(to))
        return 0;
    if (from->kind == FE_T_OBJECT)
        return 1;
    if (from->kind == FE_T_CLASS && to->kind == FE_T_CLASS)
        return fe_class_conv_explicit(from->cls, to->cls) || fe_variant_explicit(S, from->cls, to->cls);
    if (from->kind == FE_T_CLASS && to->kind == FE_T_STRING)   /* an interface to (sealed) string */
        return fe_is_iface(from->cls) && (fe_implements(fe_find_class(S, "System", "String"), from->cls) ||
                                          fe_lent_iface_conv(S, to, from));
    if (from->kind == FE_T_ARRAY && to->kind == FE_T_ARRAY)
        return fe_is_ref(from->elem) && fe_is_ref(to->elem) &&
               fe_explicit(S, from->elem, to->elem);
    if (from->kind == FE_T_CLASS && to->kind == FE_T_ARRAY)   /* IList<T> to T[] */
        return fe_array_iface_cast(S, from, to);
    return 0;
}

static void put8(fe_bytes *b, uint8_t x) { FE_VEC_PUSH(*b, x); }

static void put16(fe_bytes *b, uint16_t x)
{
    put8(b, (uint8_t)x);
    put8(b, (uint8_t)(x >> 8));
}

static void put32(fe_bytes *b, uint32_t x)
{
    put16(b, (uint16_t)x);
    put16(b, (uint16_t)(x >> 16));
}

void fe_sig_type(fe_sema *S, fe_bytes *buf, const fe_type *t)
{
    t = fe_emit_type(S, t);
    if (t->kind == FE_T_TYPARAM || ((t->kind == FE_T_CLASS || t->kind == FE_T_STRUCT) && (t->cls->open || t->cls->ntparams))) {
        put8(buf, KMOD_T_OBJECT);   /* only a definition's open pass: scratch output */
        return;
    }
    static const uint8_t codes[] = {
        [FE_T_ERROR] = KMOD_T_OBJECT, [FE_T_VOID] = KMOD_T_VOID, [FE_T_BOOL] = KMOD_T_BOOL,
        [FE_T_CHAR] = KMOD_T_CHAR, [FE_T_BYTE] = KMOD_T_U1, [FE_T_SBYTE] = KMOD_T_I1,
        [FE_T_SHORT] = KMOD_T_I2, [FE_T_USHORT] = KMOD_T_U2, [FE_T_INT] = KMOD_T_I4,
        [FE_T_UINT] = KMOD_T_U4, [FE_T_LONG] = KMOD_T_I8, [FE_T_ULONG] = KMOD_T_U8,
        [FE_T_FLOAT] = KMOD_T_R4, [FE_T_DOUBLE] = KMOD_T_R8, [FE_T_STRING] = KMOD_T_STRING,
        [FE_T_OBJECT] = KMOD_T_OBJECT, [FE_T_NULL] = KMOD_T_OBJECT,
    };
    switch (t->kind) {
    case FE_T_ENUM:   /* the engines hold it as its underlying type (KMOD_TYPE_ENUM_BASE) */
        put8(buf, KMOD_T_ENUM);
        put32(buf, fe_class_token(S, t->cls));
        return;
    case FE_T_CLASS:
        put8(buf, KMOD_T_CLASS);
        put32(buf, fe_class_token(S, t->cls));
        return;
    case FE_T_STRUCT:
        put8(buf, KMOD_T_VALUETYPE);
        put32(buf, fe_class_token(S, t->cls));
        return;
    case FE_T_ARRAY:
        put8(buf, KMOD_T_SZARRAY);
        fe_sig_type(S, buf, t->elem);
        return;
    case FE_T_MDARRAY: {   /* a System.MdArray (bind_mdarray.c) */
        fe_class *md = fe_find_class(S, "System", "MdArray");
        put8(buf, md ? KMOD_T_CLASS : KMOD_T_OBJECT);
        if (md)
            put32(buf, fe_class_token(S, md));
        return;
    }
    case FE_T_BYREF:
        put8(buf, KMOD_T_BYREF);
        fe_sig_type(S, buf, t->elem);
        return;
    default:
        put8(buf, codes[t->kind]);
    }
}

uint32_t fe_type_sig_row(fe_sema *S, const fe_type *t)
{
    fe_bytes b = {0};
    fe_sig_type(S, &b, t);
    uint32_t row = fe_added(kmod_add_sig(S->out, b.v, (size_t)b.n));
    free(b.v);
    return row;
}

uint32_t fe_method_sig_row(fe_sema *S, const fe_method *m)
{
    fe_bytes b = {0};
    put8(&b, (m->flags & KMOD_METH_STATIC) ? KMOD_SIG_METHOD : KMOD_SIG_METHOD_THIS);
    put16(&b, (uint16_t)m->nparams);
    fe_sig_type(S, &b, m->ret);
    for (int i = 0; i < m->nparams; i++) {
        const fe_param *p = &m->params[i];
        if (p->mode == FE_P_OUT)
            put8(&b, KMOD_T_OUT);
        if (p->mode != FE_P_VALUE)
            put8(&b, KMOD_T_BYREF);
        fe_sig_type(S, &b, p->type);
    }
    uint32_t row = fe_added(kmod_add_sig(S->out, b.v, (size_t)b.n));
    free(b.v);
    return row;
}

/* Each new string counts toward a budget, reported once when exceeded:
 * literals loaded by code (ldstr) toward Roslyn's limit on a program's user
 * strings (FE_MAX_CONST_STRING bytes in all, CS8103), the values of const
 * fields toward ECMA-335's blob heap limit (2^29 bytes). */
uint32_t fe_str_row(fe_sema *S, const char *s, size_t len, int is_literal)
{
    if (S->open_pass)   /* a definition's open pass: scratch output, no budget */
        return fe_added(kmod_add_string(S->out, s, len));
    uint32_t row = fe_added(kmod_add_string(S->out, s, len));
    if (row == KMOD_NONE)
        fe_out_of_memory();
    while ((uint32_t)S->string_uses.n <= row)
        FE_VEC_PUSH(S->string_uses, 0);
    uint8_t bit = (uint8_t)(1u << is_literal);
    if (S->string_uses.v[row] & bit)
        return row;
    S->string_uses.v[row] |= bit;
    size_t *used = is_literal ? &S->user_string_bytes : &S->const_string_bytes;
    size_t limit = is_literal ? FE_MAX_CONST_STRING : (size_t)1 << 29;
    *used += len;
    if (*used > limit && !(S->strings_full & (1 << is_literal))) {
        S->strings_full |= 1 << is_literal;
        fe_error_nopos(S->diags, "the combined length of the program's %s exceeds %zu bytes; "
                       "use fewer or shorter strings",
                       is_literal ? "string literals" : "string constants", limit);
        S->errors++;
    }
    return row;
}

uint32_t fe_str(fe_sema *S, const char *s)
{
    return fe_added(kmod_add_string(S->out, s, strlen(s)));
}

/* A definition's open pass (and only it) emits these: its output is thrown
 * away, and nothing it makes is cached in a symbol. */
static int open_symbol(const fe_class *c)
{
    return c->open || c->ntparams;
}

uint32_t fe_class_token(fe_sema *S, fe_class *c)
{
    c = fe_subst_class(S, c);
    if (S->open_pass || open_symbol(c))
        return KMOD_TOKEN(KMOD_TAB_TYPEDEF, 0);
    if (!c->token) {
        if (c->rowless && S->gen)
            fe_gen_rowless(S->gen, 1, c, NULL);
        if (c->imported)
            c->token = KMOD_TOKEN(KMOD_TAB_TYPEREF,
                                  fe_added(kmod_add_typeref(S->out, fe_str(S, c->ns), fe_str(S, fe_class_meta_name(c)))));
        else
            c->token = KMOD_TOKEN(KMOD_TAB_TYPEDEF, c->row);
    }
    return c->token;
}

uint32_t fe_field_token(fe_sema *S, fe_field *f)
{
    f = fe_subst_field(S, f);
    if (S->open_pass || open_symbol(f->owner))
        return KMOD_TOKEN(KMOD_TAB_FIELD, 0);
    if (!f->token) {
        if (f->owner->imported) {
            kmod_memberref r = {fe_class_token(S, f->owner), fe_str(S, f->name),
                                fe_type_sig_row(S, f->type)};
            f->token = KMOD_TOKEN(KMOD_TAB_FIELDREF, fe_added(kmod_add_fieldref(S->out, &r)));
        } else {
            f->token = KMOD_TOKEN(KMOD_TAB_FIELD, f->row);
        }
    }
    return f->token;
}

uint32_t fe_method_token(fe_sema *S, fe_method *m)
{
    m = fe_subst_method(S, m);
    if (S->open_pass || open_symbol(m->owner) || m->open || m->ntparams)
        return KMOD_TOKEN(KMOD_TAB_METHOD, 0);
    if (m->on_demand == 1)
        fe_generic_demand(S, m);
    if (!m->token) {
        if (m->owner->imported) {
            kmod_memberref r = {fe_class_token(S, m->owner), fe_str(S, m->name),
                                fe_method_sig_row(S, m)};
            m->token = KMOD_TOKEN(KMOD_TAB_METHODREF, fe_added(kmod_add_methodref(S->out, &r)));
        } else {
            m->token = KMOD_TOKEN(KMOD_TAB_METHOD, m->row);
        }
    }
    return m->token;
}

fe_class *fe_find_class(fe_sema *S, const char *ns, const char *name)
{
    return fe_index_get(&S->class_ix, ns, name);
}

/* Every prefix of ns ("A.B.C": "A.B.C", "A.B", "A") is a namespace. */
static void add_namespace(fe_sema *S, const char *ns)
{
    size_t n = strlen(ns);
    while (n && !fe_index_get(&S->ns_ix, ns, "")) {
        fe_index_put(&S->ns_ix, ns, "", (void *)ns);
        while (n && ns[n - 1] != '.')
            n--;
        if (n)
            ns = fe_sema_strdup(S, ns, --n);
    }
}

const char *fe_class_ix_name(const fe_class *c)
{
    return c->ix_name ? c->ix_name : c->full;
}

fe_class *fe_class_arity(fe_class *c, int ntparams)
{
    while (c && c->ntparams != ntparams)
        c = c->arity_next;
    return c;
}

void fe_add_class(fe_sema *S, fe_class *c)
{
    FE_VEC_PUSH(S->classes, c);
    fe_class *old = fe_index_get(&S->class_ix, c->ns, fe_class_meta_name(c));
    if (old && old != c && !fe_class_arity(old, c->ntparams)) {   /* Action<T> beside Action */
        c->arity_next = old->arity_next;
        old->arity_next = c;
        return;
    }
    fe_index_put(&S->class_ix, c->ns, fe_class_meta_name(c), c);
    add_namespace(S, c->ns);
}

fe_class *fe_member_class(fe_sema *S, const fe_type *t)
{
    static const char *const names[] = {
        [FE_T_BOOL] = "Boolean", [FE_T_CHAR] = "Char", [FE_T_BYTE] = "Byte",
        [FE_T_SBYTE] = "SByte", [FE_T_SHORT] = "Int16", [FE_T_USHORT] = "UInt16",
        [FE_T_INT] = "Int32", [FE_T_UINT] = "UInt32", [FE_T_LONG] = "Int64",
        [FE_T_ULONG] = "UInt64", [FE_T_FLOAT] = "Single", [FE_T_DOUBLE] = "Double", [FE_T_STRING] = "String",
        [FE_T_OBJECT] = "Object",
    };
    switch (t->kind) {
    case FE_T_CLASS: case FE_T_ENUM: case FE_T_STRUCT: return t->cls;
    case FE_T_TYPARAM:   /* its class constraint's members, or object's */
        return t->tparam->base ? t->tparam->base : fe_find_class(S, "System", "Object");
    case FE_T_ARRAY: case FE_T_NULL: return fe_find_class(S, "System", "Object");
    case FE_T_MDARRAY: return fe_find_class(S, "System", "MdArray");
    default:
        if (t->kind <= FE_T_OBJECT && names[t->kind])
            return fe_find_class(S, "System", names[t->kind]);
        return NULL;
    }
}

/* Classes that stand for a keyword type (System.Object is `object`,
 * System.Int32 holds int's members) take that type as their own. */
void fe_bind_builtin(fe_sema *S, fe_class *c)
{
    static const struct { const char *name; fe_tkind k; } map[] = {
        {"Object", FE_T_OBJECT}, {"String", FE_T_STRING}, {"Boolean", FE_T_BOOL},
        {"Char", FE_T_CHAR}, {"Byte", FE_T_BYTE}, {"Int32", FE_T_INT},
        {"UInt32", FE_T_UINT}, {"Int64", FE_T_LONG}, {"UInt64", FE_T_ULONG},
        {"Double", FE_T_DOUBLE}, {"SByte", FE_T_SBYTE}, {"Int16", FE_T_SHORT},
        {"UInt16", FE_T_USHORT}, {"Single", FE_T_FLOAT},
    };
    if (strcmp(c->ns, "System"))
        return;
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (!strcmp(c->name, map[i].name)) {
            c->type = fe_prim(S, map[i].k);
            c->type->cls = c;
        }
}
