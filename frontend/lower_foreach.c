/* lower_foreach.c - `foreach` over an array or a string, lowered to the
 * bound parts of a counting loop, which the statement walker lays out:
 *
 *   foreach (V x in e) body   =>   a = e; i = 0;
 *                                  top: if (!(i < a.Length)) goto brk;
 *                                       x = (V)a[i]; body
 *                                  cont: i++; goto top;
 *                                  brk:
 *
 * a and i are hidden locals; the element converts to V explicitly, as C#'s
 * foreach does; the collection is evaluated once. A null array or string
 * throws NullReferenceException at a.Length, as on .NET.
 *
 * Invariants: called with the collection already bound and the iteration
 * variable declared; every part it returns is a well-typed bound tree.
 */
#include "bound.h"

#include <string.h>

static fe_bexpr *local_load(fe_ctx *C, int slot, fe_type *t, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_LOAD, t, pos);
    b->var.kind = FE_V_LOCAL;
    b->var.slot = slot;
    b->var.type = t;
    return b;
}

static fe_bexpr *local_store(fe_ctx *C, int slot, fe_type *t, fe_bexpr *value, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_ASSIGN, fe_prim(C->S, FE_T_VOID), pos);
    b->var.kind = FE_V_LOCAL;
    b->var.slot = slot;
    b->var.type = t;
    b->a = value;
    return b;
}

static fe_bexpr *string_call(fe_ctx *C, fe_method *m, fe_bexpr *recv, fe_bexpr *arg, fe_pos pos)
{
    fe_bexpr *b = fe_bnode(C, FE_B_CALL, m->ret, pos);
    b->method = m;
    b->recv = recv;
    b->flags = FE_BF_VIRT;
    if (arg) {
        b->list = fe_bound_alloc(C->S, sizeof *b->list);
        b->list[0] = arg;
        b->n = 1;
    }
    return b;
}

/* The element type foreach yields from a collection of type ct, or NULL. */
fe_type *fe_foreach_element(fe_sema *S, const fe_type *ct)
{
    if (ct->kind == FE_T_ARRAY || ct->kind == FE_T_MDARRAY)
        return ct->elem;
    if (ct->kind == FE_T_STRING)
        return fe_prim(S, FE_T_CHAR);
    return NULL;
}

int fe_lower_foreach(fe_ctx *C, fe_stmt *s, fe_bexpr *coll, int x_slot, fe_type *vt, fe_foreach_parts *out)
{
    fe_sema *S = C->S;
    if (coll->type->kind == FE_T_MDARRAY) {   /* its flat elements: row-major, as C# */
        coll = fe_md_flat(C, coll, s->expr->pos);
        if (coll->type->kind == FE_T_ERROR)
            return 0;
    }
    fe_type *ct = coll->type, *it = fe_prim(S, FE_T_INT);
    fe_type *et = fe_foreach_element(S, ct);
    fe_pos pos = s->expr->pos;
    fe_method *len = NULL, *chars = NULL;
    if (ct->kind == FE_T_STRING) {
        fe_class *sc = fe_find_class(S, "System", "String");
        len = sc ? fe_find_method(S, sc, "get_Length", 0, NULL, 0) : NULL;
        chars = sc ? fe_find_method(S, sc, "get_Chars", 0, &it, 1) : NULL;
        if (!chars && sc)
            chars = fe_find_method(S, sc, "get_Item", 0, &it, 1);   /* the corelib's indexer */
        if (!len || !chars) {
            fe_sema_error(S, pos, "the corelib has no String.Length or string indexer for foreach");
            return 0;
        }
    }
    int a = fe_gen_temp(C, ct), i = fe_gen_temp(C, it);
    out->init_a = local_store(C, a, ct, coll, pos);
    fe_const zero = {0};
    zero.type = it;
    fe_bexpr *z = fe_bnode(C, FE_B_CONST, it, pos);
    z->k = zero;
    out->init_i = local_store(C, i, it, z, pos);

    fe_bexpr *count;
    if (len) {
        count = string_call(C, len, local_load(C, a, ct, pos), NULL, pos);
    } else {
        count = fe_bnode(C, FE_B_LENGTH, it, pos);
        count->a = local_load(C, a, ct, pos);
    }
    fe_bexpr *cond = fe_bnode(C, FE_B_BINARY, fe_prim(S, FE_T_BOOL), pos);
    cond->op = FE_BOP_LT;
    cond->opt = it;
    cond->a = local_load(C, i, it, pos);
    cond->b = count;
    out->cond = cond;

    fe_bexpr *elem;
    if (chars) {
        elem = string_call(C, chars, local_load(C, a, ct, pos), local_load(C, i, it, pos), pos);
    } else {
        fe_bexpr *idx = fe_bnode(C, FE_B_INDEX, it, pos);
        idx->a = local_load(C, i, it, pos);
        elem = fe_bnode(C, FE_B_LOAD, et, pos);
        elem->var.kind = FE_V_ELEM;
        elem->var.type = et;
        elem->var.recv = local_load(C, a, ct, pos);
        elem->var.idx = idx;
    }
    if (vt != et) {
        fe_bexpr *cv = fe_bnode(C, FE_B_CONV, vt, pos);
        cv->a = elem;
        elem = cv;
    }
    out->assign_x = local_store(C, x_slot, vt, elem, s->decls[0].pos);

    fe_bexpr *step = fe_bnode(C, FE_B_INCDEC, fe_prim(S, FE_T_VOID), pos);
    step->var.kind = FE_V_LOCAL;
    step->var.slot = i;
    step->var.type = it;
    step->op = 1;
    out->step = step;
    return 1;
}

/* ------------------------------------------------- enumerables (interfaces) */

/* A public instance method of c (or what its lookup reaches) named name
 * with no parameters; a property getter when getter. */
static fe_method *public_member(fe_sema *S, fe_class *c, const char *name, int getter)
{
    for (fe_class *x = c; x; x = fe_lookup_next(S, c, x)) {
        const fe_names *e = fe_names_of(S, x, name);
        if (!e)
            continue;
        if (getter)
            return e->prop && e->prop->get && !(e->prop->flags & KMOD_FIELD_STATIC) &&
                   (e->prop->get->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC ? e->prop->get : NULL;
        for (fe_method *m = e->methods; m; m = m->next_named)
            if (!m->nparams && !(m->flags & KMOD_METH_STATIC) &&
                (m->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC)
                return m;
        return NULL;
    }
    return NULL;
}

static int enumerator_of(fe_sema *S, fe_method *ge, fe_enum_plan *p)
{
    fe_type *et = ge->ret;
    if (et->kind != FE_T_CLASS && et->kind != FE_T_STRUCT)   /* a struct: List<T>.Enumerator */
        return 0;
    p->get_enum = ge;
    p->etype = et;
    p->move_next = public_member(S, et->cls, "MoveNext", 0);
    p->current = public_member(S, et->cls, "Current", 1);
    if (!p->move_next || p->move_next->ret != fe_prim(S, FE_T_BOOL) || !p->current)
        return 0;
    p->elem = p->current->ret;
    return 1;
}

int fe_foreach_enumerable(fe_ctx *C, const fe_type *ct, fe_pos pos, fe_enum_plan *p)
{
    fe_sema *S = C->S;
    memset(p, 0, sizeof *p);
    if (ct->kind != FE_T_CLASS && ct->kind != FE_T_STRUCT && ct->kind != FE_T_OBJECT)
        return 0;   /* a struct: its GetEnumerator called on a copy (gen_foreach_enum) */
    fe_class *c = ct->kind != FE_T_OBJECT ? ct->cls : fe_find_class(S, "System", "Object");
    fe_method *ge = c ? public_member(S, c, "GetEnumerator", 0) : NULL;
    if (ge) {
        if (enumerator_of(S, ge, p))
            return 1;
        {
            fe_sema_error(S, pos, "foreach requires that the return type '%s' of '%s.GetEnumerator()' "
                          "must have a suitable public 'MoveNext' method and public 'Current' property",
                          fe_type_name(S, ge->ret), ge->owner->full);
            return -1;
        }
    }
    fe_class *ie = fe_find_class(S, "System.Collections", "IEnumerable");
    if (!ie || !c || !fe_implements(c, ie))
        return 0;
    ge = public_member(S, ie, "GetEnumerator", 0);
    return ge && enumerator_of(S, ge, p) ? 1 : 0;
}
