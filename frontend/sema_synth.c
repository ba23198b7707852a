/* sema_synth.c - bodies the frontend writes itself: the enum ToString(int)
 * helper of docs/corelib-contract.md, and lookups of the corelib members
 * the lowering of operators and statements calls (String.Concat,
 * String.Equals, Int32.ToString, Monitor.Enter/Exit).
 *
 * Invariants: a helper lookup that fails reports one error naming the
 * missing corelib member and returns NULL; callers then emit nothing more.
 */
#include "sema.h"

#include <stdlib.h>
#include <string.h>

static int params_match(const fe_method *m, fe_type *const *ps, int n)
{
    if (m->nparams != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (m->params[i].type != ps[i])
            return 0;
    return 1;
}

fe_method *fe_find_method(fe_sema *S, fe_class *c, const char *name, int is_static,
                          fe_type *const *ps, int n)
{
    for (; c; c = c->base)
        for (fe_method *m = fe_methods_named(S, c, name); m; m = m->next_named)
            if (((m->flags & KMOD_METH_STATIC) != 0) == is_static && params_match(m, ps, n))
                return m;
    return NULL;
}

fe_method *fe_core_method(fe_sema *S, fe_pos pos, const char *ns, const char *cls,
                          const char *name, int is_static, fe_type *const *ps, int n)
{
    fe_class *c = fe_find_class(S, ns, cls);
    fe_method *m = c ? fe_find_method(S, c, name, is_static, ps, n) : NULL;
    if (!m && !S->quiet)
        fe_sema_error(S, pos, "the corelib has no %s.%s.%s with %d parameter(s)", ns, cls,
                      name, n);
    return m;
}

typedef struct enum_slot { int64_t value; int index; } enum_slot;

static int enum_slot_cmp(const void *pa, const void *pb)
{
    const enum_slot *a = pa, *b = pb;
    if (a->value != b->value)
        return a->value < b->value ? -1 : 1;
    return a->index - b->index;
}

/* dup[i] = 1 when an earlier member of e has field i's value (sorting: the
 * check is O(n log n) for enums of any size). */
static char *enum_duplicates(fe_class *e)
{
    int n = e->fields.n;
    char *dup = calloc((size_t)n + 1, 1);
    enum_slot *v = malloc(((size_t)n + 1) * sizeof *v);
    if (!dup || !v)
        fe_out_of_memory();
    int k = 0;
    for (int i = 0; i < n; i++)
        if (e->fields.v[i]->has_const)
            v[k++] = (enum_slot){e->fields.v[i]->value.i, i};
    qsort(v, (size_t)k, sizeof *v, enum_slot_cmp);
    for (int i = 1; i < k; i++)
        if (v[i].value == v[i - 1].value)
            dup[v[i].index] = 1;
    free(v);
    return dup;
}

/* The corelib class of an integral type (its static ToString(T)). */
static const char *prim_class(fe_tkind k)
{
    switch (k) {
    case FE_T_SBYTE: return "SByte";
    case FE_T_BYTE: return "Byte";
    case FE_T_SHORT: return "Int16";
    case FE_T_USHORT: return "UInt16";
    case FE_T_UINT: return "UInt32";
    case FE_T_LONG: return "Int64";
    case FE_T_ULONG: return "UInt64";
    default: return "Int32";
    }
}

/* Pushes x as a value of enum e's underlying type (i8 for long/ulong). */
void fe_gen_enum_value(fe_ctx *C, fe_class *e, int64_t x)
{
    fe_tkind k = fe_enum_base_kind(e->type);
    if (k == FE_T_LONG || k == FE_T_ULONG)
        fe_em_op_i8(&C->b, IL_LDC_I8, x);
    else
        fe_em_op_i4(&C->b, IL_LDC_I4, (int32_t)x);
}

/* static string E.ToString(U): the first declared member with the value, else the number. */
void fe_synth_enum_tostring(fe_ctx *C)
{
    if (!strcmp(C->m->name, "<TryParse>")) {   /* the enum's other helper (bind_enum.c) */
        fe_synth_enum_tryparse(C);
        return;
    }
    fe_sema *S = C->S;
    fe_class *e = C->cls;
    fe_builder *b = &C->b;
    char *dup = enum_duplicates(e);
    for (int i = 0; i < e->fields.n; i++) {
        fe_field *f = e->fields.v[i];
        if (!f->has_const || dup[i])
            continue;
        int next = fe_em_label(b);
        fe_em_op_var(b, IL_LDARG, 0);
        fe_gen_enum_value(C, e, f->value.i);
        fe_em_op(b, IL_CEQ);
        fe_em_branch(b, IL_BRFALSE, next);
        fe_const s = {0};
        s.type = fe_prim(S, FE_T_STRING);
        s.s = f->name;
        s.slen = strlen(f->name);
        fe_gen_const(C, &s);
        fe_em_op(b, IL_RET);
        fe_em_mark(b, next);
    }
    free(dup);
    if (e->is_flags)
        fe_synth_enum_flags(C);   /* "A, B" (sema_value.c); a value no members make falls through */
    fe_type *ut = fe_enum_base(S, e->type);
    fe_method *ts = fe_core_method(S, C->m->pos, "System", prim_class(ut->kind), "ToString", 1, &ut, 1);
    fe_em_op_var(b, IL_LDARG, 0);
    if (ts) {
        fe_gen_call(C, ts, 0);
    } else {
        fe_em_op(b, IL_POP);
        fe_em_op(b, IL_LDNULL);
    }
    fe_em_op(b, IL_RET);
}
