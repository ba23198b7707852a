/* lower_value.c - value types in the lowering (docs/valuetypes.md): the gcc
 * struct type of each struct, the struct slots of the evaluation stack,
 * box / unbox / unbox.any / initobj / sizeof, ldind / stind of any type,
 * and the checked conversions and arithmetic.
 *
 * How structs are lowered: a struct local is a gcc local of the struct's
 * type (the loader's layout is C's: each field at its natural alignment in
 * declaration order, the size rounded to the largest alignment), so a copy
 * is an assignment GCC can scalarize; a struct on the evaluation stack is
 * the SK_VAL slot of its depth, one type per method: a union of every
 * struct the method can put on its stack (so reading and writing it as
 * each of them keeps to C's aliasing rules, which GCC's -O2 relies on),
 * read and written through a cast of its address; a struct
 * parameter is the address of the caller's copy, a struct result is
 * written through the hidden first parameter (ml->retp).
 *
 * Invariants: fields are read and written at the loader's offsets (mem()),
 * never by gcc field, so the gcc type only has to match in size and
 * alignment; an empty struct is one byte, as the loader makes it.
 */
#include "jit/lower.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------ types */

gcc_jit_type *jit_struct_type(lower *L, const rt_type *t)
{
    for (uint32_t i = 0; i < L->nstypes; i++)
        if (L->stypes[i].t == t)
            return L->stypes[i].gt;
    uint32_t n = 0;
    for (uint32_t i = 0; i < t->nfields; i++)
        n += !(t->fields[i].flags & KMOD_FIELD_STATIC);
    gcc_jit_field **fs = jit_xcalloc(n + 1, sizeof *fs);
    uint32_t k = 0;
    for (uint32_t i = 0; i < t->nfields; i++) {
        const rt_field *f = &t->fields[i];
        if (f->flags & KMOD_FIELD_STATIC)
            continue;
        char name[32];
        snprintf(name, sizeof name, "f%u", i);
        fs[k++] = G(context_new_field)(L->ctx, NULL, loc_type(L, f->kind, f->type), name);
    }
    if (!k)   /* an empty struct: one byte */
        fs[k++] = G(context_new_field)(L->ctx, NULL, L->t_u8, "empty");
    char name[64];
    snprintf(name, sizeof name, "vt%u", L->nstypes);
    gcc_jit_type *gt = G(struct_as_type)(G(context_new_struct_type)(L->ctx, NULL, name, (int)k, fs));
    free(fs);
    if (L->nstypes == L->capstypes) {
        L->capstypes = L->capstypes ? 2 * L->capstypes : 16;
        L->stypes = realloc(L->stypes, L->capstypes * sizeof *L->stypes);
        if (!L->stypes)
            abort();
    }
    L->stypes[L->nstypes++] = (struct jit_stype){t, gt};
    return gt;
}

/* The structs an instruction of a method can put on its stack. */
typedef struct structset { const rt_type **v; uint32_t n, cap; } structset;

static void add_struct(structset *s, rt_kind k, const rt_type *t)
{
    if (k != RT_KIND_STRUCT)
        return;
    for (uint32_t i = 0; i < s->n; i++)
        if (s->v[i] == t)
            return;
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 8;
        s->v = realloc(s->v, s->cap * sizeof *s->v);
        if (!s->v)
            abort();
    }
    s->v[s->n++] = t;
}

/* Its locals', parameters' and result's structs and those its operands name. */
static void method_structs(const mlower *ml, structset *set)
{
    const rt_method *m = ml->m;
    rt_module *mod = m->module;
    add_struct(set, m->ret_kind, m->ret_type);
    for (uint32_t i = 0; i < m->nparams; i++)
        add_struct(set, m->param_kinds[i], m->param_types[i]);
    for (uint32_t i = 0; i < m->nlocals; i++)
        add_struct(set, m->local_kinds[i], m->local_types[i]);
    for (uint32_t i = 0; i < ml->nins; i++) {
        const insn *in = &ml->ins[i];
        if (il_opinfo_table[in->op].operand != IL_OPND_TOK)
            continue;
        uint32_t tok = (uint32_t)in->imm;
        switch (KMOD_TOKEN_TAB(tok)) {
        case KMOD_TAB_FIELD: case KMOD_TAB_FIELDREF: {
            const rt_field *f = rt_resolve_field(mod, tok);
            add_struct(set, f->kind, f->type);
            break;
        }
        case KMOD_TAB_METHOD: case KMOD_TAB_METHODREF: {
            const rt_method *c = rt_resolve_method(mod, tok);
            add_struct(set, c->ret_kind, c->ret_type);
            break;
        }
        case KMOD_TAB_SIG:
            add_struct(set, rt_resolve_sig_kind(mod, tok), rt_resolve_type(mod, tok));
            break;
        default:
            break;
        }
    }
}

/* The SK_VAL slots' type: a union of the method's structs (and 8-byte
 * words, for its alignment). */
gcc_jit_type *jit_vslot_type(mlower *ml)
{
    lower *L = ml->L;
    if (ml->t_vslot)
        return ml->t_vslot;
    structset set = {NULL, 0, 0};
    method_structs(ml, &set);
    gcc_jit_field **fs = jit_xcalloc(set.n + 1, sizeof *fs);
    fs[0] = G(context_new_field)(L->ctx, NULL, L->t_u64, "w");
    for (uint32_t i = 0; i < set.n; i++) {
        char fname[32];
        snprintf(fname, sizeof fname, "s%u", i);
        fs[i + 1] = G(context_new_field)(L->ctx, NULL, jit_struct_type(L, set.v[i]), fname);
    }
    char name[32];
    snprintf(name, sizeof name, "vslot%u", ml->nlocal_names++);
    ml->t_vslot = G(context_new_union_type)(L->ctx, NULL, name, (int)set.n + 1, fs);
    free(fs);
    free(set.v);
    return ml->t_vslot;
}

gcc_jit_lvalue *jit_value_at(lower *L, gcc_jit_rvalue *ptr, const rt_type *t)
{
    return G(rvalue_dereference)(cast(L, ptr, G(type_get_pointer)(jit_struct_type(L, t))), NULL);
}

gcc_jit_rvalue *jit_value_slot_addr(mlower *ml, uint32_t depth)
{
    lower *L = ml->L;
    return G(lvalue_get_address)(jit_stack_slot(ml, depth, SK_VAL), NULL);
}

/* The struct t in the SK_VAL slot of depth. */
gcc_jit_lvalue *jit_value_slot(mlower *ml, uint32_t depth, const rt_type *t)
{
    return jit_value_at(ml->L, jit_value_slot_addr(ml, depth), t);
}

/* A struct value slot written as two different structs is an asm's memory
 * operand (where the second is written), which GCC never scalarizes: GCC 12's scalar replacement of aggregates (SRA) split
 * such a slot into the first struct's fields after inlining, then carried
 * the other through those pieces wrongly (a {string, decimal} struct and a
 * decimal at one depth: the decimal's last 8 bytes became its first 8;
 * tests/programs/struct_slot_shared.cs, right with -fno-tree-sra). A slot
 * of one struct is scalarized as before (nbody's Vec3 arithmetic). */
static void note_slot_type(mlower *ml, uint32_t depth, const rt_type *t)
{
    lower *L = ml->L;
    gcc_jit_type *gt = jit_struct_type(L, t), **first = &ml->vslot_first[depth];
    if (!*first) {
        *first = gt;
    } else if (*first != gt && *first != (gcc_jit_type *)-1) {
        *first = (gcc_jit_type *)-1;
        gcc_jit_extended_asm *a = G(block_add_extended_asm)(ml->cur, NULL, "");
        G(extended_asm_set_volatile_flag)(a, 1);
        G(extended_asm_add_input_operand)(a, NULL, "m", rv(L, jit_stack_slot(ml, depth, SK_VAL)));
    }
}

void jit_put_value(mlower *ml, uint32_t depth, const rt_type *t, gcc_jit_rvalue *v)
{
    lower *L = ml->L;
    note_slot_type(ml, depth, t);
    G(block_add_assignment)(ml->cur, ml->loc, jit_value_slot(ml, depth, t), v);
}

void jit_zero_value(mlower *ml, gcc_jit_block *b, gcc_jit_rvalue *ptr, uint32_t size)
{
    lower *L = ml->L;
    G(block_add_eval)(b, ml->loc, call(L, L->f_memset, 3, ptr, i32c(L, 0),
                                       G(context_new_rvalue_from_long)(L->ctx, L->t_size, (long)size)));
}

/* Zero the struct at lv (of type t) by assigning an empty constructor, not
 * by memset of its address: a local whose address is never taken stays a
 * candidate for GCC's scalar replacement (SRA), so a struct enumerator
 * lives in registers across its loop. */
void jit_zero_struct(mlower *ml, gcc_jit_block *b, gcc_jit_lvalue *lv, const rt_type *t)
{
    lower *L = ml->L;
    gcc_jit_type *gt = jit_struct_type(L, t);
    G(block_add_assignment)(b, ml->loc, lv, G(context_new_struct_constructor)(L->ctx, NULL, gt, 0, NULL, NULL));
}

bool jit_sig_has_struct(const rt_method *m)
{
    if (m->ret_kind == RT_KIND_STRUCT)
        return true;
    for (uint32_t i = 0; i < m->nparams; i++)
        if (m->param_kinds[i] == RT_KIND_STRUCT)
            return true;
    for (uint32_t i = 0; i < m->nlocals; i++)
        if (m->local_kinds[i] == RT_KIND_STRUCT)
            return true;
    return false;
}

/* -------------------------------------------------- box, unbox, initobj */

/* The value on top (a primitive of kind k) in memory: its address. */
static gcc_jit_rvalue *spill(mlower *ml, vstack *s, rt_kind k)
{
    lower *L = ml->L;
    gcc_jit_lvalue *t = jit_new_local(ml, ctype(L, k), "boxv");
    G(block_add_assignment)(ml->cur, ml->loc, t, cast(L, peek(s, 0), ctype(L, k)));
    return G(lvalue_get_address)(t, NULL);
}

static void lower_box(mlower *ml, vstack *s, rt_kind k, rt_type *t)
{
    lower *L = ml->L;
    gcc_jit_rvalue *src = k == RT_KIND_STRUCT ? jit_value_slot_addr(ml, s->d - 1) : spill(ml, s, k);
    jit_put(ml, s->d - 1, RT_KIND_REF, call(L, L->f_box, 2, jit_const_type(L, t), src));
    jit_check_pending(ml);
}

/* unbox: the value's address, or the exception rt_unbox left pending. */
static gcc_jit_rvalue *unboxed(mlower *ml, vstack *s, rt_type *t)
{
    lower *L = ml->L;
    gcc_jit_lvalue *p = jit_new_local(ml, L->t_ptr, "unboxed");
    G(block_add_assignment)(ml->cur, ml->loc, p, call(L, L->f_unbox, 2, peek(s, 0), jit_const_type(L, t)));
    jit_check_pending(ml);
    return rv(L, p);
}

void jit_lower_value_op(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_module *mod = ml->m->module;
    uint32_t tok = (uint32_t)in->imm;
    rt_kind k = rt_resolve_sig_kind(mod, tok);
    rt_type *t = rt_resolve_type(mod, tok);
    uint32_t size = k == RT_KIND_REF ? 8 : rt_value_size(k, t);
    switch (in->op) {
    case IL_INITOBJ:   /* through a byref: never null in verified code */
        if (k == RT_KIND_STRUCT)
            jit_zero_struct(ml, ml->cur, jit_value_at(L, peek(s, 0), t), t);
        else
            jit_zero_value(ml, ml->cur, peek(s, 0), size);
        return;
    case IL_BOX: lower_box(ml, s, k, t); return;
    case IL_UNBOX: jit_put(ml, s->d - 1, RT_KIND_BYREF, unboxed(ml, s, t)); return;
    case IL_UNBOX_ANY: {
        if (k == RT_KIND_REF) {
            jit_lower_cast(ml, s, in);
            return;
        }
        gcc_jit_rvalue *p = unboxed(ml, s, t);
        if (k == RT_KIND_STRUCT)
            jit_put_value(ml, s->d - 1, t, rv(L, jit_value_at(L, p, t)));
        else
            jit_put(ml, s->d - 1, k, rv(L, G(rvalue_dereference)(cast(L, p, G(type_get_pointer)(ctype(L, k))), NULL)));
        return;
    }
    default:   /* SIZEOF */
        jit_put(ml, s->d, RT_KIND_I4, i32c(L, (int)size));
        return;
    }
}

/* ldind/stind of any type (a struct's: ldobj/stobj). */
void jit_lower_ldind_stind(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    rt_module *mod = ml->m->module;
    rt_kind k = rt_resolve_sig_kind(mod, (uint32_t)in->imm);
    rt_type *t = rt_resolve_type(mod, (uint32_t)in->imm);
    if (in->op == IL_LDIND) {   /* (a byref: never null in verified code) */
        if (k == RT_KIND_STRUCT)
            jit_put_value(ml, s->d - 1, t, rv(L, jit_value_at(L, peek(s, 0), t)));
        else
            jit_put(ml, s->d - 1, k, rv(L, G(rvalue_dereference)(cast(L, peek(s, 0), G(type_get_pointer)(ctype(L, k))), NULL)));
        return;
    }
    if (k == RT_KIND_STRUCT) {
        G(block_add_assignment)(ml->cur, ml->loc, jit_value_at(L, peek(s, 1), t), rv(L, jit_value_slot(ml, s->d - 1, t)));
        if (t->nvalue_refs)   /* the byref may point into the heap */
            jit_emit_write_barrier_range(ml, peek(s, 1), t->elem_size);
        return;
    }
    G(block_add_assignment)(ml->cur, ml->loc, G(rvalue_dereference)(cast(L, peek(s, 1), G(type_get_pointer)(ctype(L, k))), NULL),
                            cast(L, peek(s, 0), ctype(L, k)));
    if (k == RT_KIND_REF)
        jit_emit_write_barrier(ml, peek(s, 1));
}

/* ------------------------------------------ checked conversions, arithmetic */

/* conv.ovf.* and add/sub/mul.ovf[.un] through runtime/checked.c (the
 * interpreter's very functions): the operands as the interpreter keeps
 * them in 8 bytes, an OverflowException when the function says so. */
void jit_lower_checked(mlower *ml, vstack *s, const insn *in)
{
    lower *L = ml->L;
    il_opcode op = in->op;
    gcc_jit_lvalue *a = jit_new_local(ml, L->t_u64, "ovfa");
    gcc_jit_rvalue *ok;
    bool wide;
    if (op >= IL_ADD_OVF && op <= IL_MUL_OVF_UN) {
        wide = peek_sk(s, 0) == SK_I8;
        gcc_jit_lvalue *b = jit_new_local(ml, L->t_u64, "ovfb");
        gcc_jit_type *it = wide ? L->t_i64 : L->t_i32;
        G(block_add_assignment)(ml->cur, ml->loc, a, cast(L, cast(L, peek(s, 1), it), L->t_u64));
        G(block_add_assignment)(ml->cur, ml->loc, b, cast(L, cast(L, peek(s, 0), it), L->t_u64));
        ok = call(L, L->f_checked_arith, 4, G(lvalue_get_address)(a, NULL), G(lvalue_get_address)(b, NULL),
                  i32c(L, (int)(op - IL_ADD_OVF)), G(context_new_rvalue_from_int)(L->ctx, L->t_u32, wide ? 8 : 4));
    } else {
        static const rt_kind to[] = {RT_KIND_I1, RT_KIND_U1, RT_KIND_I2, RT_KIND_U2, RT_KIND_I4,
                                     RT_KIND_U4, RT_KIND_I8, RT_KIND_U8};
        static const rt_kind to_un[] = {RT_KIND_I1, RT_KIND_U1, RT_KIND_I2, RT_KIND_U2, RT_KIND_I4,
                                        RT_KIND_U4, RT_KIND_U8};
        bool un = op >= IL_CONV_OVF_I1_UN;
        rt_kind k = un ? to_un[op - IL_CONV_OVF_I1_UN] : to[op - IL_CONV_OVF_I1];
        int sk = peek_sk(s, 0);
        uint32_t src;
        if (sk == SK_R8 || sk == SK_R4) {
            G(block_add_assignment)(ml->cur, ml->loc, G(rvalue_dereference)(cast(L, G(lvalue_get_address)(a, NULL), G(type_get_pointer)(L->t_f64)), NULL),
                                    cast(L, peek(s, 0), L->t_f64));
            src = RT_OVF_R8;
        } else {
            src = sk == SK_I8 ? (un ? RT_OVF_U8 : RT_OVF_I8) : (un ? RT_OVF_U4 : RT_OVF_I4);
            G(block_add_assignment)(ml->cur, ml->loc, a, cast(L, cast(L, peek(s, 0), sk == SK_I8 ? L->t_u64 : L->t_u32), L->t_u64));
        }
        ok = call(L, L->f_checked_conv, 3, G(lvalue_get_address)(a, NULL), i32c(L, (int)k),
                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)src));
        wide = k == RT_KIND_I8 || k == RT_KIND_U8;
    }
    jit_throw_if(ml, G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, L->t_bool, ok),
                 RT_EXC_OVERFLOW);
    uint32_t d = s->d - (op >= IL_ADD_OVF && op <= IL_MUL_OVF_UN ? 2 : 1);
    if (wide)
        jit_put(ml, d, RT_KIND_I8, cast(L, rv(L, a), L->t_i64));
    else
        jit_put(ml, d, RT_KIND_I4, cast(L, cast(L, rv(L, a), L->t_u32), L->t_i32));
}
