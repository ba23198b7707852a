/* sema_delegate.c - delegates in the frontend (docs/delegates.md): the
 * members of a delegate type the frontend writes, the classes it adds
 * while compiling bodies (late classes), and the class of a method group
 * converted to a delegate type.
 *
 *   delegate R D(P...)  ->  class D : MulticastDelegate (not sealed in IL:
 *                             the frontend refuses C# classes deriving from it)
 *       protected D(object target)        : base(target)
 *       public virtual R Invoke(P...)     runs _invocationList (a multicast D);
 *                                         a single delegate's class overrides it
 *       protected override Delegate CreateMulticast()  => new D(null)
 *       public override string ToString()             => "D's full name"
 *   method group M converted to D (static, instance or virtual M)
 *                       ->  sealed class <>D<n>__M : D, one per (D, M, call kind),
 *                           nested in M's class (a library M: in the converting
 *                           class), so it has that class's access
 *       [M's owner target;]  .ctor([Owner target]) : base(target)
 *       public override R Invoke(P...)    => [target.]M(P...)   (call or callvirt)
 *       protected override string MethodText() => "Owner\nR M(P...)", what
 *                                         Delegate.Method describes (not for a
 *                                         method Kiln generated or a generic
 *                                         method's instance: .NET's text names
 *                                         what its compiler made)
 *
 * Late classes get their rows after every declared class (their methods'
 * rows are contiguous, their bodies are compiled after the declared
 * classes'; fe_generic_finish orders the debug rows by method), so the
 * module's invariants hold (sema_layout.c).
 *
 * Invariants: a delegate type is exactly a class whose base is
 * System.MulticastDelegate; its Invoke is the first method of that name.
 */
#include "bound.h"

#include <stdio.h>
#include <string.h>

int fe_is_delegate_class(const fe_class *c)
{
    if (c && c->generic)   /* an instance (perhaps not filled yet): its definition's base */
        c = c->generic;
    return c && c->base && !strcmp(c->base->full, "System.MulticastDelegate");
}

fe_method *fe_delegate_invoke(fe_sema *S, const fe_type *t)
{
    if (!t || t->kind != FE_T_CLASS || !fe_is_delegate_class(t->cls))
        return NULL;
    for (fe_method *m = fe_methods_named(S, t->cls, "Invoke"); m; m = m->next_named)
        if (!(m->flags & KMOD_METH_STATIC))
            return m;
    return NULL;
}

/* ------------------------------------------------------------ late classes */

static const char *join(fe_sema *S, const char *a, char sep, const char *b)
{
    size_t al = strlen(a), bl = strlen(b);
    char *s = fe_sema_alloc(S, al + bl + 2);
    memcpy(s, a, al);
    s[al] = sep;
    memcpy(s + al + 1, b, bl + 1);
    return s;
}

fe_class *fe_late_class(fe_sema *S, fe_class *base, const char *name, fe_unit *unit, fe_class *outer)
{
    fe_class *c = fe_sema_alloc(S, sizeof *c);
    c->name = fe_sema_strdup(S, name, strlen(name));
    if (outer) {   /* nested: the access of its enclosing classes (module-format.md) */
        c->outer = outer;
        c->ns = outer->ns;
        c->full = join(S, outer->full, '.', c->name);
        const char *om = fe_class_meta_name(outer), *args = strchr(om, '[');
        if (args) {   /* nested in a generic instance: Box`1+<>L3[System.Int32], as .NET names it */
            size_t hl = (size_t)(args - om), nl = strlen(c->name), al = strlen(args);
            char *m = fe_sema_alloc(S, hl + nl + al + 2);
            memcpy(m, om, hl);
            m[hl] = '+';
            memcpy(m + hl + 1, c->name, nl);
            memcpy(m + hl + 1 + nl, args, al + 1);
            c->meta_name = m;
        } else {
            c->meta_name = join(S, om, '+', c->name);
        }
    } else {
        c->ns = "";
        c->full = c->name;
    }
    c->flags = (outer ? KMOD_ACC_PRIVATE : KMOD_ACC_INTERNAL) | KMOD_TYPE_SEALED;
    c->base = base;
    c->unit = unit;
    c->depth = base->depth + 1;
    c->resolving = 2;
    c->pos = base->pos;
    c->type = fe_sema_alloc(S, sizeof *c->type);
    c->type->kind = FE_T_CLASS;
    c->type->cls = c;
    return c;
}

fe_field *fe_late_field(fe_sema *S, fe_class *c, const char *name, fe_type *t, uint32_t flags)
{
    fe_field *f = fe_sema_alloc(S, sizeof *f);
    f->name = name;
    f->owner = c;
    f->type = t;
    f->flags = flags;
    f->unit = c->unit;
    f->pos = c->pos;
    fe_class_add_field(S, c, f);
    return f;
}

fe_method *fe_late_method(fe_sema *S, fe_class *c, const char *name, fe_type *ret, uint32_t flags,
                          int nparams, fe_msynth synth)
{
    fe_method *m = fe_sema_alloc(S, sizeof *m);
    m->name = name;
    m->owner = c;
    m->ret = ret;
    m->flags = flags;
    m->pos = c->pos;
    m->unit = c->unit;
    m->synth = synth;
    m->nparams = nparams;
    m->params = fe_sema_alloc(S, sizeof *m->params * (size_t)(nparams ? nparams : 1));
    fe_class_add_method(S, c, m);
    return m;
}

void fe_late_publish(fe_sema *S, fe_class *c)
{
    fe_layout_late_class(S, c);   /* rows at the ends of the tables */
    if (S->subst && !S->open_pass) {   /* in an instance's body: its bodies too, with its arguments */
        c->late_subst = fe_sema_alloc(S, sizeof *c->late_subst);
        *c->late_subst = *S->subst;
    }
    if (S->open_pass) {           /* a generic definition's open pass: scratch rows, bodies bound */
        FE_VEC_PUSH(S->open_late, c);   /* for diagnostics only (fe_generic_emit_all) */
        return;
    }
    FE_VEC_PUSH(S->user, c);      /* gen_bodies (or fe_generic_emit_all) compiles its bodies after the others */
    S->late_methods = 1;          /* fe_generic_finish sorts the debug rows by method again */
}

fe_class *fe_make_delegate_class(fe_sema *S, const char *name, fe_unit *unit, fe_class *outer, fe_type *ret,
                                 int nparams, fe_method **invoke)
{
    fe_class *md = fe_find_class(S, "System", "MulticastDelegate");
    fe_class *dl = fe_find_class(S, "System", "Delegate");
    fe_class *object = fe_find_class(S, "System", "Object");
    if (!md || !dl)
        return NULL;
    fe_class *D = fe_late_class(S, md, name, unit, outer);
    D->flags = (D->flags & ~KMOD_TYPE_SEALED);
    fe_method *ctor = fe_late_method(S, D, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PROTECTED | KMOD_METH_CTOR, 1,
                                     FE_SYN_DELEGATE_CTOR);
    ctor->params[0].name = "target";
    ctor->params[0].type = fe_prim(S, FE_T_OBJECT);
    *invoke = fe_late_method(S, D, "Invoke", ret, KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT, nparams,
                             FE_SYN_DELEGATE_INVOKE);
    fe_method *cm = fe_late_method(S, D, "CreateMulticast", dl->type, KMOD_ACC_PROTECTED | KMOD_METH_VIRTUAL, 0,
                                   FE_SYN_DELEGATE_MULTI);
    for (fe_method *o = fe_methods_named(S, dl, "CreateMulticast"); o; o = o->next_named)
        cm->overridden = o;
    fe_method *ts = fe_late_method(S, D, "ToString", fe_prim(S, FE_T_STRING), KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL, 0,
                                   FE_SYN_DELEGATE_TOSTRING);
    for (fe_method *o = object ? fe_methods_named(S, object, "ToString") : NULL; o; o = o->next_named)
        if (!o->nparams)
            ts->overridden = o;
    return D;
}

/* ------------------------------------------------------------ method groups */

/* The override of Delegate.MethodText in the thunk class c of m, when
 * .NET's text for m is known: m is the program's own method, not one the
 * frontend made (a lambda's, a local function's: '<' names) nor a generic
 * method's instance (.NET prints its type arguments as "M[Int32]"). */
static void thunk_method_text(fe_sema *S, fe_class *c, fe_method *m)
{
    fe_class *dc = fe_find_class(S, "System", "Delegate");
    fe_method *base = NULL;
    for (fe_method *o = dc ? fe_methods_named(S, dc, "MethodText") : NULL; o; o = o->next_named)
        if (!o->nparams)
            base = o;
    if (!base || m->name[0] == '<' || m->owner->name[0] == '<' || m->tmpl || m->ntparams)
        return;   /* (a local function's delegate: Invoke of its own <>F class) */
    fe_method *t = fe_late_method(S, c, "MethodText", fe_prim(S, FE_T_STRING),
                                  KMOD_ACC_PROTECTED | KMOD_METH_VIRTUAL, 0, FE_SYN_THUNK_METHOD);
    t->overridden = base;
    t->thunk_target = m;
}

/* The class of delegate type d calling m (virt: callvirt on the target),
 * made once per module; its constructor takes the target when m is an
 * instance method. */
fe_method *fe_delegate_thunk(fe_sema *S, fe_class *d, fe_method *m, int virt, fe_unit *unit, fe_class *from)
{
    char key[64];   /* an open pass's classes are scratch: never shared */
    snprintf(key, sizeof key, "%p/%d/%p%s", (void *)m, virt, m->owner->imported ? (void *)from : NULL,
             S->open_pass ? "/open" : "");
    fe_method *ctor = S->open_pass ? NULL : fe_index_get(&S->thunk_ix, d->full, key);
    if (ctor)
        return ctor;
    fe_method *inv = fe_delegate_invoke(S, d->type);
    char name[256];
    snprintf(name, sizeof name, "<>D%d__%s", S->nthunks++, m->name[0] == '.' ? m->name + 1 : m->name);
    fe_class *c = fe_late_class(S, d, name, unit, m->owner->imported ? from : m->owner);
    int inst = !(m->flags & KMOD_METH_STATIC);
    if (inst)
        fe_late_field(S, c, "target", m->owner->type, KMOD_ACC_PRIVATE);
    ctor = fe_late_method(S, c, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC | KMOD_METH_CTOR, inst,
                          FE_SYN_THUNK_CTOR);
    if (inst) {
        ctor->params[0].name = "target";
        ctor->params[0].type = m->owner->type;
    }
    fe_method *ci = fe_late_method(S, c, "Invoke", inv->ret, KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_FINAL,
                                   inv->nparams, FE_SYN_THUNK_INVOKE);
    for (int i = 0; i < inv->nparams; i++)
        ci->params[i] = inv->params[i];
    ci->overridden = inv->overridden ? inv->overridden : inv;
    ci->thunk_target = m;
    ci->thunk_virt = virt;
    thunk_method_text(S, c, m);
    fe_late_publish(S, c);
    fe_index_put(&S->thunk_ix, d->full, fe_sema_strdup(S, key, strlen(key)), ctor);
    return ctor;
}

/* ------------------------------------------------------------ bodies */

static fe_method *delegate_base_ctor(fe_ctx *C, fe_class *base)
{
    if (!base)   /* no System.MulticastDelegate: reported at the declaration */
        return NULL;
    fe_type *o = fe_prim(C->S, FE_T_OBJECT);
    fe_method *m = fe_find_method(C->S, base, ".ctor", 0, &o, 1);
    if (!m)
        fe_sema_error(C->S, C->m->pos, "the corelib has no %s(object)", base->full);
    return m;
}

static void push_args(fe_ctx *C, const fe_method *m, int first)
{
    for (int i = 0; i < m->nparams; i++)
        fe_em_op_var(&C->b, IL_LDARG, first + i);
}

/* Invoke of a multicast D: each of _invocationList but the last, its
 * result dropped, then the last one's result. */
static void gen_multicast_invoke(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_builder *b = &C->b;
    fe_class *dc = fe_find_class(S, "System", "Delegate");
    const fe_names *ln = dc ? fe_names_of(S, dc, "_invocationList") : NULL;
    if (!ln || !ln->field) {
        fe_sema_error(S, C->m->pos, "the corelib has no System.Delegate._invocationList");
        return;
    }
    fe_type *lt = ln->field->type;
    int l = fe_gen_temp(C, lt), i = fe_gen_temp(C, fe_prim(S, FE_T_INT)), n = fe_gen_temp(C, fe_prim(S, FE_T_INT));
    fe_em_op_var(b, IL_LDARG, 0);
    fe_gen_ldfld(C, ln->field);
    fe_em_op_var(b, IL_STLOC, l);
    fe_em_op_var(b, IL_LDLOC, l);
    fe_em_op(b, IL_LDLEN);
    fe_em_op_i4(b, IL_LDC_I4, 1);
    fe_em_op(b, IL_SUB);
    fe_em_op_var(b, IL_STLOC, n);
    fe_em_op_i4(b, IL_LDC_I4, 0);
    fe_em_op_var(b, IL_STLOC, i);
    int top = fe_em_label(b), last = fe_em_label(b);
    fe_em_mark(b, top);   /* while (i < n) l[i++].Invoke(args); */
    fe_em_op_var(b, IL_LDLOC, i);
    fe_em_op_var(b, IL_LDLOC, n);
    fe_em_op(b, IL_CLT);
    fe_em_branch(b, IL_BRFALSE, last);
    for (int k = 0; k < 2; k++) {
        if (k)
            fe_em_mark(b, last);
        fe_em_op_var(b, IL_LDLOC, l);
        fe_em_op_var(b, IL_LDLOC, k ? n : i);
        fe_em_op_tok(b, IL_LDELEM, fe_sig_token(S, lt->elem));
        fe_gen_conv(C, lt->elem, C->cls->type);
        push_args(C, C->m, 1);
        fe_gen_call(C, C->m, 1);
        if (k) {   /* return l[n].Invoke(args) */
            fe_em_op(b, IL_RET);
            break;
        }
        if (C->m->ret->kind != FE_T_VOID)
            fe_em_op(b, IL_POP);
        fe_em_op_var(b, IL_LDLOC, i);
        fe_em_op_i4(b, IL_LDC_I4, 1);
        fe_em_op(b, IL_ADD);
        fe_em_op_var(b, IL_STLOC, i);
        fe_em_branch(b, IL_BR, top);
    }
}

/* A thunk's constructor: a null target throws as .NET's delegate
 * construction does (ldvirtftn: NullReferenceException; an instance
 * method's delegate: ArgumentException). */
static void gen_thunk_ctor(fe_ctx *C)
{
    fe_sema *S = C->S;
    fe_builder *b = &C->b;
    fe_class *c = C->cls;
    fe_method *inv = NULL;
    for (int i = 0; i < c->methods.n; i++)
        if (c->methods.v[i]->synth == FE_SYN_THUNK_INVOKE)
            inv = c->methods.v[i];
    if (C->m->nparams) {
        int ok = fe_em_label(b);
        fe_em_op_var(b, IL_LDARG, 1);
        fe_em_branch(b, IL_BRTRUE, ok);
        fe_method *ex = inv && inv->thunk_virt
            ? fe_core_method(S, C->m->pos, "System", "NullReferenceException", ".ctor", 0, NULL, 0)
            : NULL;
        if (ex) {
            fe_gen_newobj(C, ex);
        } else {
            fe_type *st = fe_prim(S, FE_T_STRING);
            ex = fe_core_method(S, C->m->pos, "System", "ArgumentException", ".ctor", 0, &st, 1);
            fe_const k = {0};
            k.type = st;
            k.s = "Delegate to an instance method cannot have null 'this'.";
            k.slen = strlen(k.s);
            fe_gen_const(C, &k);
            if (ex)
                fe_gen_newobj(C, ex);
        }
        fe_em_op(b, IL_THROW);
        fe_em_mark(b, ok);
    }
    fe_method *bc = delegate_base_ctor(C, c->base);
    fe_em_op_var(b, IL_LDARG, 0);
    if (C->m->nparams)
        fe_em_op_var(b, IL_LDARG, 1);
    else
        fe_em_op(b, IL_LDNULL);
    if (bc)
        fe_gen_call(C, bc, 0);
    if (C->m->nparams) {
        fe_em_op_var(b, IL_LDARG, 0);
        fe_em_op_var(b, IL_LDARG, 1);
        fe_gen_stfld(C, c->fields.v[0]);
    }
    fe_em_op(b, IL_RET);
}

static void gen_thunk_invoke(fe_ctx *C)
{
    fe_builder *b = &C->b;
    fe_method *target = C->m->thunk_target;
    if (!(target->flags & KMOD_METH_STATIC)) {
        fe_em_op_var(b, IL_LDARG, 0);
        fe_gen_ldfld(C, C->cls->fields.v[0]);
    }
    push_args(C, C->m, 1);
    fe_gen_call(C, target, C->m->thunk_virt);
    fe_gen_conv(C, target->ret, C->m->ret);
    fe_em_op(b, IL_RET);
}

/* A class's run-time full name: N.Outer+Inner, N.List`1[System.Int32]. */
static void mt_full_name(fe_text *b, const fe_class *c)
{
    if (c->ns[0]) {
        fe_text_put(b, c->ns);
        fe_text_put(b, ".");
    }
    fe_text_put(b, fe_class_meta_name(c));
}

/* t as .NET's MethodInfo.ToString spells a parameter or return type: a
 * primitive, void or nested type (or an array of one) by its name, any
 * other by its full name; a by-reference type with " ByRef". */
static void mt_type(fe_text *b, const fe_type *t, int short_name)
{
    static const char *const prims[] = {
        [FE_T_VOID] = "Void", [FE_T_BOOL] = "Boolean", [FE_T_CHAR] = "Char", [FE_T_BYTE] = "Byte",
        [FE_T_SBYTE] = "SByte", [FE_T_SHORT] = "Int16", [FE_T_USHORT] = "UInt16", [FE_T_INT] = "Int32",
        [FE_T_UINT] = "UInt32", [FE_T_LONG] = "Int64", [FE_T_ULONG] = "UInt64", [FE_T_FLOAT] = "Single",
        [FE_T_DOUBLE] = "Double",
    };
    const fe_type *root = t;
    while (root->kind == FE_T_ARRAY || root->kind == FE_T_MDARRAY || root->kind == FE_T_BYREF)
        root = root->elem;
    if (short_name < 0)   /* the root decides: Int32[] but System.String[] */
        short_name = root->kind <= FE_T_DOUBLE || (root->cls && root->cls->outer);
    switch (t->kind) {
    case FE_T_ARRAY: case FE_T_MDARRAY:
        mt_type(b, t->elem, short_name);
        fe_text_put(b, "[");
        for (int i = 1; t->kind == FE_T_MDARRAY && i < t->rank; i++)
            fe_text_put(b, ",");
        fe_text_put(b, "]");
        return;
    case FE_T_BYREF:
        mt_type(b, t->elem, short_name);
        fe_text_put(b, " ByRef");
        return;
    case FE_T_TYPARAM: fe_text_put(b, t->tparam->name); return;
    case FE_T_STRING: fe_text_put(b, "System.String"); return;
    case FE_T_OBJECT: fe_text_put(b, "System.Object"); return;
    default: break;
    }
    if (t->kind <= FE_T_DOUBLE && prims[t->kind])
        fe_text_put(b, prims[t->kind]);
    else if (t->cls && short_name)
        fe_text_put(b, strchr(fe_class_meta_name(t->cls), '+') ? strrchr(fe_class_meta_name(t->cls), '+') + 1
                                                          : fe_class_meta_name(t->cls));
    else if (t->cls)
        mt_full_name(b, t->cls);
    else
        fe_text_put(b, "?");
}

/* "Owner\nR M(P1, P2)": the declaring class's full name, then .NET's
 * MethodInfo.ToString of m (corelib Delegate.Method splits them). */
static void gen_thunk_method_text(fe_ctx *C)
{
    const fe_method *m = C->m->thunk_target;
    fe_text b = {{0}, 0};
    mt_full_name(&b, m->owner);
    fe_text_put(&b, "\n");
    mt_type(&b, m->ret, -1);
    fe_text_put(&b, " ");
    fe_text_put(&b, m->name);
    fe_text_put(&b, "(");
    for (int i = 0; i < m->nparams; i++) {
        if (i)
            fe_text_put(&b, ", ");
        const fe_type *pt = m->params[i].type;
        if (m->params[i].mode != FE_P_VALUE && pt->kind != FE_T_BYREF)
            pt = fe_byref_of(C->S, (fe_type *)pt);
        mt_type(&b, pt, -1);
    }
    fe_text_put(&b, ")");
    fe_const k = {0};
    k.type = fe_prim(C->S, FE_T_STRING);
    k.s = fe_sema_strdup(C->S, b.s, b.n);
    k.slen = b.n;
    fe_gen_const(C, &k);
    fe_em_op(&C->b, IL_RET);
}

void fe_synth_delegate(fe_ctx *C)
{
    fe_builder *b = &C->b;
    fe_method *m = C->m;
    switch (m->synth) {
    case FE_SYN_DELEGATE_CTOR: {
        fe_method *bc = delegate_base_ctor(C, C->cls->base);
        fe_em_op_var(b, IL_LDARG, 0);
        fe_em_op_var(b, IL_LDARG, 1);
        if (bc)
            fe_gen_call(C, bc, 0);
        fe_em_op(b, IL_RET);
        break;
    }
    case FE_SYN_DELEGATE_INVOKE: gen_multicast_invoke(C); break;
    case FE_SYN_DELEGATE_MULTI: {
        fe_type *o = fe_prim(C->S, FE_T_OBJECT);
        fe_method *ctor = fe_find_method(C->S, C->cls, ".ctor", 0, &o, 1);
        fe_em_op(b, IL_LDNULL);
        if (ctor)
            fe_gen_newobj(C, ctor);
        fe_em_op(b, IL_RET);
        break;
    }
    case FE_SYN_DELEGATE_TOSTRING: {   /* the runtime's name: N.Outer+D, N.D`1[System.Int32] */
        fe_const k = {0};
        fe_class *dc = C->S->body_target ? C->S->body_target->owner : C->cls;   /* an instance's */
        k.type = fe_prim(C->S, FE_T_STRING);
        k.s = dc->ns[0] ? join(C->S, dc->ns, '.', fe_class_meta_name(dc)) : fe_class_meta_name(dc);
        k.slen = strlen(k.s);
        fe_gen_const(C, &k);
        fe_em_op(b, IL_RET);
        break;
    }
    case FE_SYN_THUNK_CTOR: gen_thunk_ctor(C); break;
    case FE_SYN_THUNK_INVOKE: gen_thunk_invoke(C); break;
    case FE_SYN_THUNK_METHOD: gen_thunk_method_text(C); break;
    default: break;
    }
}

void fe_synth_event(fe_ctx *C)
{
    fe_method *m = C->m;
    fe_field *f = m->ev_field;
    int st = (m->flags & KMOD_METH_STATIC) != 0;
    fe_class *dc = fe_find_class(C->S, "System", "Delegate");
    fe_type *ps[2] = {dc ? dc->type : NULL, dc ? dc->type : NULL};
    fe_method *op = dc ? fe_core_method(C->S, m->pos, "System", "Delegate",
                                        m->synth == FE_SYN_EVENT_ADD ? "Combine" : "Remove", 1, ps, 2) : NULL;
    if (!st)
        fe_em_op_var(&C->b, IL_LDARG, 0);
    if (!st)
        fe_em_op_var(&C->b, IL_LDARG, 0);
    fe_gen_ldfld(C, f);
    fe_em_op_var(&C->b, IL_LDARG, st ? 0 : 1);
    if (op) {
        fe_gen_call(C, op, 0);
        fe_gen_conv(C, op->ret, f->type);
    }
    fe_gen_stfld(C, f);
    fe_em_op(&C->b, IL_RET);
}
