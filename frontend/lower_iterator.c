/* lower_iterator.c - iterators: methods whose body has `yield return` or
 * `yield break` (docs/iterators.md).
 *
 *   the method      becomes a stub: new Owner+<M>d__<n>(state), its `this`
 *                   and arguments stored into fields, returned (nothing of
 *                   the body runs: evaluation is lazy)
 *   <M>d__<n>       a class nested in the method's class (its access),
 *                   derived from the corelib's IteratorBase, or for an
 *                   enumerable EnumerableIteratorBase (the state, Dispose,
 *                   Reset; the thread test of GetEnumerator); its
 *                   MoveNext is the method's body as a state machine, bound
 *                   in the method's own context (`this` is the field
 *                   <>4__this, the arguments are locals loaded from their
 *                   fields at the start)
 *   MoveNext        br dispatch; start: state = -1; arguments to locals; body;
 *                   return false; dispatch: switch (state) { 0: start;
 *                   N: the N-th yield return's resume point }
 *   yield return e  current = e; every local slot saved into a field;
 *                   state = N; return true; resume_N: every slot restored;
 *                   state = -1; if (disposing) yield break
 *   yield break     return false (out of try blocks by leave)
 *   try/finally     the try blocks stay IL try blocks. A resumed yield
 *                   return inside one is reached through the try's first
 *                   instruction: each try body starts with `br dispatch`
 *                   and ends with its own dispatch on the state (to the
 *                   next try inward, or the resume point). A yield return
 *                   leaves the try blocks with a flag set that makes their
 *                   finally blocks do nothing (the body is only suspended);
 *                   Dispose resumes the body in dispose mode, whose
 *                   yield break runs them.
 *
 * The class is made after MoveNext's body is compiled, when the local
 * slots the yield returns save are known: while it is compiled, the
 * class's fields have rows from PLACEHOLDER_ROW up, and the tokens of
 * MoveNext's code that name them are rewritten once the class is
 * published. Each generic instance's emission of an iterator method makes
 * its own class (closed types); a definition's open pass makes one that is
 * never published.
 *
 * An async iterator (an async method with a yield statement, returning
 * IAsyncEnumerable<T> or IAsyncEnumerator<T>) is both: its class derives
 * from AsyncIteratorMachine, its yield returns and awaits share one
 * numbering of states (docs/async.md).
 *
 * Invariants: a yield return is reachable only through the dispatches of
 * the try blocks around it (C# forbids yield return in a try with catch,
 * in a catch and in a finally, so no other region encloses it); the
 * states 1..n are the yield returns emitted, in order, so each try's are
 * one range.
 */
#include "bound.h"

#include <stdio.h>
#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

/* Field rows while MoveNext is compiled (above any real row). */
#define PLACEHOLDER_ROW 0xF00000u

/* One iterator method's class. */
struct fe_iter {
    fe_method *orig;             /* the iterator method (its body, parameters) */
    fe_class *cls;               /* Owner+<M>d__<n> : (Enumerable)IteratorBase */
    fe_class *root;              /* System.Runtime.CompilerServices.IteratorBase */
    fe_class *base;              /* ... or EnumerableIteratorBase (an enumerable) */
    int enumerable;              /* returns IEnumerable(<T>): starts in state -2 */
    int generic;                 /* returns IEnumerable<T> or IEnumerator<T> */
    fe_type *elem;               /* the element type as bound (may be open) */
    fe_type *elem_closed;        /* ... as emitted */
    fe_field *state, *disposing; /* the base's */
    fe_field *current;           /* <>2__current */
    fe_field *this_field;        /* <>4__this, or NULL (a static method) */
    fe_field **args;             /* <>3__<parameter>, one per parameter */
    fe_field **caps;             /* a local function's: per local of the stub, the field holding
                                    its cell when it is a captured variable (<>c_<name>), else NULL */
    int ncaps;
    fe_field *self;              /* a generic local function's: its own object (<>4__self), which
                                    its body names to call itself, else NULL */
    FE_VEC(fe_field *) saved;    /* <>s__<slot>: local slot i's value at a yield return */
    fe_class *ienumerator;       /* IEnumerator<elem> (closed; generic only) */
    fe_class *ienumerable;       /* IEnumerable<elem> (closed; a generic enumerable only) */
    fe_method *ctor, *move_next, *fresh, *current_obj;
    fe_method *get_current;      /* elem Current { get; }: IEnumerator<T>'s (generic only) */
    fe_method *get_enum;         /* IEnumerator<T> GetEnumerator(): IEnumerable<T>'s */
    /* an async method's (docs/async.md): the class derives from AsyncStateMachine;
       <>2__current holds the result of a Task<T>'s (elem T, else object) */
    int async;
    int stream;                  /* an async iterator: derives from AsyncIteratorMachine, implements
                                    IAsyncEnumerator<T> (and IAsyncEnumerable<T>); no task */
    fe_class *ebase;             /* EnumerableIteratorBase (Fresh, Start) */
    int cancel_arg;              /* an async enumerable's [EnumeratorCancellation] parameter, */
    fe_field *cancel_orig;       /* ... and the value the call gave it (<>o__name), else NULL:
                                    GetAsyncEnumerator(token) combines the two into <>3__name */
    fe_type *task_type;          /* its Task or Task<T> (closed), NULL: async void */
    fe_type *value_task;         /* its ValueTask or ValueTask<T> (closed; the stub wraps the task), or NULL */
    fe_stmt *body;               /* the body (an expression body made a statement) */
};

/* A try/finally of the body, or the body itself (frame 0), being emitted. */
typedef struct iter_frame {
    int entry;                   /* at the try's first instruction: where an outer dispatch goes */
    int start;                   /* after its `br dispatch`: the body of the try */
    int dispatch;                /* its dispatch, at the end of the try body */
    int lo;                      /* its first state (the yield returns in it are lo..) */
    FE_VEC(int) targets;         /* per state from lo: the label to go to */
} iter_frame;

struct fe_iter_body {
    struct fe_iter *it;
    int susp;                    /* bool local: a yield return is leaving (finally blocks skip) */
    int nstates;                 /* yield returns emitted */
    FE_VEC(iter_frame *) frames; /* [0] the body, then each open try/finally */
};

/* ------------------------------------------------------------ detection */

static const fe_stmt *first_yield(const fe_stmt *s);

static const fe_stmt *list_first_yield(fe_stmt *const *v, int n)
{
    for (int i = 0; i < n; i++) {
        const fe_stmt *y = first_yield(v[i]);
        if (y)
            return y;
    }
    return NULL;
}

/* The first yield statement of this body (not of a lambda or local
 * function in it), or NULL. */
static const fe_stmt *first_yield(const fe_stmt *s)
{
    if (!s)
        return NULL;
    if (s->kind == FE_S_YIELD)
        return s;
    const fe_stmt *y = list_first_yield(s->stmts, s->nstmts);
    if (!y)
        y = first_yield(s->body);
    if (!y)
        y = first_yield(s->els);
    for (int i = 0; !y && i < s->ncatches; i++)
        y = first_yield(s->catches[i].body);
    if (!y)
        y = first_yield(s->finally_body);
    for (int i = 0; !y && i < s->nsections; i++)
        y = list_first_yield(s->sections[i].stmts, s->sections[i].nstmts);
    return y;
}

/* The element type of an iterator returning rt; NULL when rt is not one
 * of the iterator interfaces. *enumerable: IEnumerable rather than
 * IEnumerator; *generic: IEnumerable<T> or IEnumerator<T>. */
static fe_type *iterator_elem(fe_sema *S, const fe_type *rt, int *enumerable, int *generic)
{
    if (rt->kind != FE_T_CLASS)
        return NULL;
    const fe_class *c = rt->cls->generic ? rt->cls->generic : rt->cls;
    *generic = rt->cls->generic != NULL;
    if (strcmp(c->ns, *generic ? "System.Collections.Generic" : "System.Collections") ||
        (*generic ? c->ntparams != 1 : !c->imported))
        return NULL;
    if (!strcmp(c->name, "IEnumerable"))
        *enumerable = 1;
    else if (!strcmp(c->name, "IEnumerator"))
        *enumerable = 0;
    else
        return NULL;
    return *generic ? rt->cls->targs[0] : fe_prim(S, FE_T_OBJECT);
}

/* Interface<elem> (System.Collections.Generic), closed. */
static fe_class *generic_iface(fe_sema *S, struct fe_iter *it, const char *name)
{
    fe_class *def = fe_class_arity(fe_find_class(S, "System.Collections.Generic", name), 1);
    fe_type *t = def ? fe_generic_instance(S, def, &it->elem_closed, 1, it->orig->pos) : NULL;
    return t && t->kind == FE_T_CLASS ? t->cls : NULL;
}

/* ------------------------------------------------------------ the class */

static fe_field *base_field(fe_sema *S, fe_class *base, const char *name)
{
    const fe_names *e = fe_names_of(S, base, name);
    return e ? e->field : NULL;
}

static fe_method *base_method(fe_sema *S, fe_class *base, const char *name)
{
    for (int guard = 0; base && guard < 16; base = base->base, guard++) {
        fe_method *m = fe_methods_named(S, base, name);
        if (m)
            return m;
    }
    return NULL;
}

/* A local function's name: its delegate type is Owner+<>F<n>__name (lower_closure.c). */
static const char *local_function_name(const fe_method *m)
{
    const char *n = m->owner->base ? strstr(m->owner->base->name, "__") : NULL;
    return n ? n + 2 : m->name;
}

static int is_local_function(const fe_method *m)
{
    return m->lambda && m->owner->base && !strncmp(m->owner->base->name, "<>F", 3);
}

/* A field of the class being made: a placeholder row until it is published. */
static fe_field *iter_field(fe_sema *S, struct fe_iter *it, const char *name, fe_type *t)
{
    fe_field *f = fe_late_field(S, it->cls, fe_sema_strdup(S, name, strlen(name)), t, KMOD_ACC_INTERNAL);
    f->row = PLACEHOLDER_ROW + (uint32_t)(it->cls->fields.n - 1);
    return f;
}

/* The class with the fields known before the body is compiled; NULL (reported) without the corelib's base. */
static struct fe_iter *iter_new(fe_ctx *C, fe_type *elem, int enumerable, int generic, int async)
{
    fe_sema *S = C->S;
    fe_method *m = C->m;
    const char *ns = "System.Runtime.CompilerServices";
    const char *bname = async == 2 ? "AsyncIteratorMachine" : async ? "AsyncStateMachine"
                      : enumerable ? "EnumerableIteratorBase" : "IteratorBase";
    fe_class *root = fe_find_class(S, ns, "IteratorBase");
    fe_class *base = fe_find_class(S, ns, bname);
    fe_class *ebase = fe_find_class(S, ns, "EnumerableIteratorBase");
    if (!root || !base || !ebase) {
        ERR(C, m->pos, "the corelib has no %s.%s", ns, bname);
        return NULL;
    }
    struct fe_iter *it = fe_sema_alloc(S, sizeof *it);
    it->orig = m;
    it->root = root;
    it->base = base;
    it->enumerable = enumerable;
    it->generic = generic;
    it->async = async != 0;
    it->stream = async == 2;
    it->ebase = ebase;
    it->elem = elem;
    it->elem_closed = fe_emit_type(S, elem);
    it->state = base_field(S, root, "state");
    it->disposing = base_field(S, root, "disposing");
    char name[256];
    snprintf(name, sizeof name, "<%s>d__%d", m->lambda ? local_function_name(m) : m->name, S->nthunks++);
    it->cls = fe_late_class(S, base, name, C->unit, fe_subst_class(S, C->cls));
    it->current = iter_field(S, it, "<>2__current", it->elem_closed);
    if (m->lambda ? C->this_field != NULL : !C->is_static)   /* a lambda's `this` is its <>this */
        it->this_field = iter_field(S, it, "<>4__this",
                                    C->this_field ? C->this_field->type : fe_emit_type(S, C->cls->type));
    it->args = fe_sema_alloc(S, sizeof *it->args * (size_t)(m->nparams + 1));
    for (int i = 0; i < m->nparams; i++) {
        snprintf(name, sizeof name, "<>3__%s", m->params[i].name);
        it->args[i] = iter_field(S, it, name, fe_emit_type(S, m->params[i].type));
    }
    if (m->lambda && fe_is_glocalfn_class(m->owner))   /* F<T> names itself: the object */
        it->self = iter_field(S, it, "<>4__self", fe_emit_type(S, m->owner->type));
    it->ncaps = C->locals.n;
    it->caps = fe_sema_alloc(S, sizeof *it->caps * (size_t)(C->locals.n + 1));
    for (int i = 0; i < C->locals.n; i++) {   /* a local function's captured variables: their cells */
        const fe_local *l = &C->locals.v[i];
        if (!l->cell_field)
            continue;
        snprintf(name, sizeof name, "<>c_%s", l->name);
        it->caps[i] = iter_field(S, it, name, l->cell_field->type);
    }
    /* IEnumerator<T> (and IEnumerable<T>), implemented by public members;
     * a non-generic iterator's T is object, as Roslyn's (when the program
     * has the generic interfaces: it names them, or IEnumerable) */
    if (!S->open_pass && !async) {
        it->ienumerator = generic_iface(S, it, "IEnumerator");
        it->ienumerable = enumerable ? generic_iface(S, it, "IEnumerable") : NULL;
        if (!generic && (!it->ienumerator || (enumerable && !it->ienumerable)))
            it->ienumerator = it->ienumerable = NULL;
        else if (!it->ienumerator || (enumerable && !it->ienumerable)) {
            ERR(C, m->pos, "the corelib has no System.Collections.Generic.%s<T>",
                it->ienumerator ? "IEnumerable" : "IEnumerator");
            return NULL;
        }
        FE_VEC_PUSH(it->cls->ifaces, it->ienumerator);
        if (it->ienumerable)
            FE_VEC_PUSH(it->cls->ifaces, it->ienumerable);
    } else if (!S->open_pass && it->stream) {   /* IAsyncEnumerator<T> (and IAsyncEnumerable<T>) */
        it->ienumerator = generic_iface(S, it, "IAsyncEnumerator");
        it->ienumerable = enumerable ? generic_iface(S, it, "IAsyncEnumerable") : NULL;
        if (!it->ienumerator || (enumerable && !it->ienumerable)) {
            ERR(C, m->pos, "the corelib has no System.Collections.Generic.%s<T>",
                it->ienumerator ? "IAsyncEnumerable" : "IAsyncEnumerator");
            return NULL;
        }
        FE_VEC_PUSH(it->cls->ifaces, it->ienumerator);
        if (it->ienumerable)
            FE_VEC_PUSH(it->cls->ifaces, it->ienumerable);
    }
    return it;
}

/* The field holding local slot `slot` across a yield return. */
static fe_field *saved_field(fe_ctx *C, struct fe_iter *it, int slot)
{
    while (it->saved.n <= slot)
        FE_VEC_PUSH(it->saved, (fe_field *)NULL);
    if (!it->saved.v[slot]) {
        char name[32];
        snprintf(name, sizeof name, "<>s__%d", slot);
        it->saved.v[slot] = iter_field(C->S, it, name, fe_emit_type(C->S, C->b.locals.v[slot]));
    }
    return it->saved.v[slot];
}

/* An override of the abstract method `name` of base class `of` (flags: its access). */
static fe_method *iter_override(fe_sema *S, struct fe_iter *it, fe_class *of, const char *name, fe_type *ret,
                                uint32_t acc, fe_msynth synth)
{
    fe_method *m = fe_late_method(S, it->cls, name, ret, acc | KMOD_METH_VIRTUAL | KMOD_METH_FINAL, 0, synth);
    m->overridden = base_method(S, of, name);
    m->iter = it;
    return m;
}

/* The methods, once the fields are all known. */
static void iter_methods(fe_sema *S, struct fe_iter *it)
{
    it->ctor = fe_late_method(S, it->cls, ".ctor", fe_prim(S, FE_T_VOID), KMOD_ACC_PUBLIC | KMOD_METH_CTOR, 1,
                              FE_SYN_ITER_CTOR);
    it->ctor->params[0].name = "state";
    it->ctor->params[0].type = fe_prim(S, FE_T_INT);
    it->ctor->iter = it;
    it->move_next = iter_override(S, it, it->root, "MoveNext", fe_prim(S, FE_T_BOOL), KMOD_ACC_PUBLIC,
                                  FE_SYN_ITER_BUILT);
    it->move_next->pos = it->orig->pos;
    it->current_obj = iter_override(S, it, it->root, "CurrentObject", fe_prim(S, FE_T_OBJECT), KMOD_ACC_PROTECTED,
                                    FE_SYN_ITER_CURRENT);
    if (it->enumerable || it->stream)
        it->fresh = iter_override(S, it, it->ebase, "Fresh", it->ebase->type, KMOD_ACC_PROTECTED, FE_SYN_ITER_FRESH);
    uint32_t impl = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT | KMOD_METH_FINAL;
    if (it->ienumerator) {
        it->get_current = fe_late_method(S, it->cls, "get_Current", it->elem_closed, impl | KMOD_METH_SPECIALNAME,
                                         0, FE_SYN_ITER_GCURRENT);
        it->get_current->iter = it;
    }
    if (it->ienumerable) {
        fe_class *token = it->stream ? fe_find_class(S, "System.Threading", "CancellationToken") : NULL;
        it->get_enum = fe_late_method(S, it->cls, it->stream ? "GetAsyncEnumerator" : "GetEnumerator",
                                      it->ienumerator->type, impl, token ? 1 : 0, FE_SYN_ITER_GENUM);
        if (token) {   /* the token is not used: no [EnumeratorCancellation] parameter takes it */
            it->get_enum->params[0].name = "cancellationToken";
            it->get_enum->params[0].type = token->type;
        }
        it->get_enum->iter = it;
    }
}

/* MoveNext's code names the class's fields by placeholder rows: their tokens now. */
static void patch_tokens(fe_sema *S, struct fe_iter *it, fe_builder *b)
{
    fe_class *c = it->cls;
    uint32_t off = 0;
    while (off < (uint32_t)b->code.n) {
        uint8_t *at = b->code.v + off;
        int len = il_instr_size(at, (uint32_t)b->code.n - off);
        if (len <= 0)
            break;
        if (at[0] < IL_OPCODE_COUNT && il_opinfo_table[at[0]].operand == IL_OPND_TOK) {
            uint32_t tok;
            memcpy(&tok, at + 1, 4);
            uint32_t row = KMOD_TOKEN_ROW(tok);
            if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_FIELD && row >= PLACEHOLDER_ROW &&
                row - PLACEHOLDER_ROW < (uint32_t)c->fields.n) {
                tok = KMOD_TOKEN(KMOD_TAB_FIELD, c->fields.v[row - PLACEHOLDER_ROW]->row);
                memcpy(at + 1, &tok, 4);
            }
        }
        off += (uint32_t)len;
    }
    for (int i = 0; i < c->fields.n; i++)
        c->fields.v[i]->token = 0;
}

/* ------------------------------------------------------------ MoveNext */

static void ldthis_field(fe_ctx *C, fe_field *f)
{
    fe_em_op_var(&C->b, IL_LDARG, 0);
    fe_gen_ldfld(C, f);
}

static void set_state(fe_ctx *C, int state)
{
    fe_em_op_var(&C->b, IL_LDARG, 0);
    fe_em_op_i4(&C->b, IL_LDC_I4, state);
    fe_gen_stfld(C, C->iter->it->state);
}

/* Place a label that only branches emitted later reach (a resume point,
 * a try body after its `br dispatch`): the code there is live. */
static void mark_live(fe_builder *b, int label)
{
    if (!b->dry && b->labels.v[label].depth < 0)
        b->labels.v[label].depth = 0;
    fe_em_mark(b, label);
}

/* return value (a bool) from MoveNext: leave the try blocks first. */
static void return_bool(fe_ctx *C, int value)
{
    fe_em_op_i4(&C->b, IL_LDC_I4, value);
    if (C->try_depth == 0) {
        fe_em_op(&C->b, IL_RET);
        return;
    }
    if (C->ret_label < 0) {
        C->ret_label = fe_em_label(&C->b);
        C->ret_local = fe_em_add_local(&C->b, fe_prim(C->S, FE_T_BOOL));
    }
    fe_em_op_var(&C->b, IL_STLOC, C->ret_local);
    fe_em_branch(&C->b, IL_LEAVE, C->ret_label);
}

static iter_frame *frame_new(void)
{
    iter_frame *f = calloc(1, sizeof *f);
    if (!f)
        fe_out_of_memory();
    return f;
}

static void frame_free(iter_frame *f)
{
    free(f->targets.v);
    free(f);
}

/* The dispatch of frame f (not the body's): its states to their labels, else on into the try body. */
static void frame_dispatch(fe_ctx *C, iter_frame *f)
{
    mark_live(&C->b, f->dispatch);
    if (f->targets.n) {
        ldthis_field(C, C->iter->it->state);
        fe_em_op_i4(&C->b, IL_LDC_I4, f->lo);
        fe_em_op(&C->b, IL_SUB);
        fe_em_switch(&C->b, f->targets.v, f->targets.n);
    }
    fe_em_branch(&C->b, IL_BR, f->start);
}

int fe_iter_try_open(fe_ctx *C)
{
    struct fe_iter_body *ib = C->iter;
    if (!ib || C->b.dry || !C->b.reachable)
        return 0;
    iter_frame *f = frame_new();
    f->entry = fe_em_label(&C->b);
    f->start = fe_em_label(&C->b);
    f->dispatch = fe_em_label(&C->b);
    f->lo = ib->nstates + 1;
    fe_em_mark(&C->b, f->entry);
    fe_em_branch(&C->b, IL_BR, f->dispatch);
    mark_live(&C->b, f->start);
    FE_VEC_PUSH(ib->frames, f);
    return 1;
}

int fe_iter_try_close(fe_ctx *C)
{
    struct fe_iter_body *ib = C->iter;
    iter_frame *f = ib->frames.v[--ib->frames.n];
    frame_dispatch(C, f);
    int had = f->targets.n > 0;
    frame_free(f);
    if (!had)
        return -1;
    return fe_em_label(&C->b);
}

void fe_iter_finally_guard(fe_ctx *C, int skip)
{
    fe_em_op_var(&C->b, IL_LDLOC, C->iter->susp);
    fe_em_branch(&C->b, IL_BRTRUE, skip);
}

/* Every local slot (but the flag) into its field, or back. */
static void save_locals(fe_ctx *C, int nslots, int restore)
{
    struct fe_iter_body *ib = C->iter;
    for (int i = 0; i < nslots; i++) {
        if (i == ib->susp || C->b.locals.v[i]->kind == FE_T_BYREF)
            continue;
        fe_field *f = saved_field(C, ib->it, i);
        fe_em_op_var(&C->b, IL_LDARG, 0);
        if (restore) {
            fe_gen_ldfld(C, f);
            fe_em_op_var(&C->b, IL_STLOC, i);
        } else {
            fe_em_op_var(&C->b, IL_LDLOC, i);
            fe_gen_stfld(C, f);
        }
    }
}

/* State n resumes at label: each open frame's dispatch leads to the next one's entry. */
static void route_state(struct fe_iter_body *ib, int label)
{
    for (int k = 0; k < ib->frames.n; k++) {
        iter_frame *f = ib->frames.v[k];
        int to = k + 1 < ib->frames.n ? ib->frames.v[k + 1]->entry : label;
        FE_VEC_PUSH(f->targets, to);
    }
}

static void gen_yield_return(fe_ctx *C, fe_stmt *s)
{
    struct fe_iter_body *ib = C->iter;
    struct fe_iter *it = ib->it;
    if (C->in_finally) {
        ERR(C, s->pos, "cannot yield in the body of a finally clause");
        return;
    }
    if (C->in_catch) {
        ERR(C, s->pos, "cannot yield a value in the body of a catch clause");
        return;
    }
    if (C->in_try_catch) {
        ERR(C, s->pos, "cannot yield a value in the body of a try block with a catch clause");
        return;
    }
    fe_em_op_var(&C->b, IL_LDARG, 0);
    fe_gen_expr_to(C, s->expr, it->elem);
    fe_gen_stfld(C, it->current);
    if (C->b.dry || !C->b.reachable)
        return;
    int n = ++ib->nstates, nslots = C->b.locals.n;
    save_locals(C, nslots, 0);
    set_state(C, n);
    if (C->try_depth > 0) {
        fe_em_op_i4(&C->b, IL_LDC_I4, 1);
        fe_em_op_var(&C->b, IL_STLOC, ib->susp);
    }
    return_bool(C, 1);
    int resume = fe_em_label(&C->b), go_on = fe_em_label(&C->b);
    route_state(ib, resume);
    mark_live(&C->b, resume);
    save_locals(C, nslots, 1);
    set_state(C, -1);
    ldthis_field(C, ib->it->disposing);
    fe_em_branch(&C->b, IL_BRFALSE, go_on);
    return_bool(C, 0);
    fe_em_mark(&C->b, go_on);
}

void fe_iter_gen_yield(fe_ctx *C, fe_stmt *s)
{
    if (!C->iter) {   /* a lambda's body (a method's is compiled as MoveNext) */
        ERR(C, s->pos, "the yield statement cannot be used inside an anonymous method or lambda expression");
        if (s->expr)
            fe_probe(C, s->expr);
        return;
    }
    if (s->expr) {
        gen_yield_return(C, s);
        return;
    }
    if (C->in_finally) {
        ERR(C, s->pos, "cannot yield in the body of a finally clause");
        return;
    }
    return_bool(C, 0);
    fe_da_all(C);
}

/* return [e]; in an async method: e into <>2__current, then the end of
 * the body (MoveNext returns false through the finally blocks). */
static void async_return(fe_ctx *C, fe_stmt *s)
{
    struct fe_iter *it = C->iter->it;
    fe_method *m = it->orig;
    if (C->in_finally > 0) {
        ERR(C, s->pos, "control cannot leave the body of a finally clause");
        return;
    }
    int generic = it->task_type && it->task_type->cls->generic;
    if (s->expr) {
        if (!generic) {
            ERR(C, s->pos, "since '%s' is an async method that returns '%s', a return keyword must not be followed by an object expression",
                m->lambda ? local_function_name(m) : m->name, it->value_task ? "ValueTask" : it->task_type ? "Task" : "void");
            fe_probe(C, s->expr);
            return;
        }
        fe_gen_expr_to(C, s->expr, it->elem);   /* first: an await in it needs an empty stack */
        int t = fe_gen_temp(C, it->elem);
        fe_em_op_var(&C->b, IL_STLOC, t);
        fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_em_op_var(&C->b, IL_LDLOC, t);
        fe_gen_stfld(C, it->current);
    } else if (generic) {
        ERR(C, s->pos, "an object of a type convertible to '%s' is required", fe_type_name(C->S, it->elem));
        return;
    }
    return_bool(C, 0);
    fe_da_all(C);
}

int fe_iter_return(fe_ctx *C, fe_stmt *s)
{
    if (!C->iter)
        return 0;
    if (C->iter->it->async && !C->iter->it->stream) {
        async_return(C, s);
        return 1;
    }
    ERR(C, s->pos, "cannot return a value from an iterator. Use the yield return statement to return a value, "
        "or yield break to end the iteration");
    if (s->expr)
        fe_probe(C, s->expr);
    return 1;
}

/* await e (docs/async.md): e's task in a local; when it has not completed,
 * every local slot saved, the state set, the state machine registered as
 * its continuation and MoveNext left (true); resumed, the slots restored.
 * Then the task's result (or its exception thrown). The evaluation stack
 * must be empty at the await: nothing but locals survives a suspension. */
void fe_iter_await(fe_ctx *C, const fe_bexpr *b)
{
    struct fe_iter_body *ib = C->iter;
    fe_sema *S = C->S;
    if (!ib || !ib->it->async) {
        ERR(C, b->pos, "the 'await' operator can only be used within an async method");
        return;
    }
    const char *where = C->in_finally ? "in the body of a finally clause is not supported"
                      : C->in_catch ? "in the body of a catch clause is not supported"
                      : C->in_lock ? "cannot be used in the body of a lock statement"
                      : C->in_try_filter ? "in a try block with an exception filter is not supported"
                      : !C->b.dry && C->b.depth > 0
                        ? "after other parts of its expression is not supported (a receiver, an earlier argument or "
                          "operand is evaluated before it): await into a local first"
                      : NULL;
    if (where) {
        ERR(C, b->pos, "'await' %s", where);
        return;
    }
    fe_type *t = b->a->type;
    fe_method *to_task = fe_is_value_task(t) ? fe_methods_named(S, t->cls, "ToTask") : NULL;
    if (to_task)   /* a ValueTask: its Task is awaited */
        t = to_task->ret;
    int yield = t->kind == FE_T_STRUCT;   /* Task.Yield() */
    fe_class *task = fe_class_arity(fe_find_class(S, "System.Threading.Tasks", "Task"), 0);
    fe_method *completed = task ? fe_methods_named(S, task, "get_IsCompleted") : NULL;
    fe_method *reg = fe_methods_named(S, ib->it->base, yield ? "AwaitYield" : "AwaitTask");
    fe_method *end = yield ? NULL : t->cls->generic ? fe_methods_named(S, t->cls, "AwaitResult")
                                                    : fe_methods_named(S, task, "AwaitEnd");
    if (!task || !completed || !reg || (!yield && !end)) {
        ERR(C, b->pos, "the corelib's System.Threading.Tasks.Task lacks what await needs");
        return;
    }
    fe_emit_expr(C, b->a);
    if (to_task)
        fe_gen_call(C, to_task, 0);
    int tmp = -1, done = fe_em_label(&C->b);
    if (yield) {
        fe_em_op(&C->b, IL_POP);
    } else {
        tmp = fe_em_add_local(&C->b, t);
        fe_em_op_var(&C->b, IL_STLOC, tmp);
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
        fe_gen_call(C, completed, 0);
        fe_em_branch(&C->b, IL_BRTRUE, done);
    }
    if (!C->b.dry && C->b.reachable) {
        int n = ++ib->nstates, nslots = C->b.locals.n;
        save_locals(C, nslots, 0);
        set_state(C, n);
        fe_em_op_var(&C->b, IL_LDARG, 0);
        if (!yield)
            fe_em_op_var(&C->b, IL_LDLOC, tmp);
        fe_gen_call(C, reg, 0);
        if (C->try_depth > 0) {
            fe_em_op_i4(&C->b, IL_LDC_I4, 1);
            fe_em_op_var(&C->b, IL_STLOC, ib->susp);
        }
        return_bool(C, 1);
        int resume = fe_em_label(&C->b);
        route_state(ib, resume);
        mark_live(&C->b, resume);
        save_locals(C, nslots, 1);
        set_state(C, -1);
    }
    fe_em_mark(&C->b, done);
    if (!yield) {
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
        fe_gen_call(C, end, 0);
    }
}

/* Walks b in evaluation order; *clean: what was evaluated before this
 * point is pure (constants, `this`, locals: what no suspension can
 * change, and awaits already moved). An await reached while clean is
 * evaluated now, its value into a temporary the node then loads: `F("x" +
 * await t)` runs as `tmp = await t; F("x" + tmp)`, the same order of
 * effects. Conditional operands (&&, ??, ?:, ...) and unknown kinds are
 * not entered; their awaits are reported if values remain beneath them. */
static void spill(fe_ctx *C, fe_bexpr *b, fe_bexpr *root, int *clean)
{
    if (!b || !*clean)
        return;
    switch (b->kind) {
    case FE_B_AWAIT: {   /* its operand's awaits first; then it, when only pure values precede it */
        int before = *clean;
        spill(C, b->a, root, clean);
        *clean = before;
        if (b == root || b->type->kind == FE_T_VOID || C->b.depth != 0 || !C->b.reachable) {
            *clean = 0;
            return;
        }
        fe_iter_await(C, b);
        int t = fe_gen_temp(C, b->type);
        fe_em_op_var(&C->b, IL_STLOC, t);
        fe_type *ty = b->type;
        memset(&b->var, 0, sizeof b->var);
        b->kind = FE_B_LOAD;
        b->var.kind = FE_V_LOCAL;
        b->var.slot = t;
        b->var.type = ty;
        b->a = NULL;
        return;
    }
    case FE_B_CONST: case FE_B_THIS:
        return;
    case FE_B_LOAD:
        if (b->var.kind != FE_V_LOCAL && b->var.kind != FE_V_ARG)
            *clean = 0;
        return;
    case FE_B_CALL:
        if (!(b->flags & FE_BF_THIS))
            spill(C, b->recv, root, clean);
        for (int i = 0; i < b->n; i++)
            spill(C, b->list[i], root, clean);
        *clean = 0;   /* the call's own effects */
        return;
    case FE_B_NEWOBJ:
        if (b->type->kind == FE_T_STRUCT) {
            *clean = 0;
            return;
        }
        for (int i = 0; i < b->n; i++)
            spill(C, b->list[i], root, clean);
        *clean = 0;
        return;
    case FE_B_CONCAT: case FE_B_ARRINIT:
        for (int i = 0; i < b->n; i++)
            spill(C, b->list[i], root, clean);
        return;
    case FE_B_BINARY: case FE_B_STREQ:
        spill(C, b->a, root, clean);
        spill(C, b->b, root, clean);
        return;
    case FE_B_CONV: case FE_B_UNARY:
        spill(C, b->a, root, clean);
        return;
    case FE_B_TOSTRING:   /* a ToString call: the primitive types' do nothing else */
        spill(C, b->a, root, clean);
        if (b->a->type->kind < FE_T_BOOL || b->a->type->kind > FE_T_STRING)
            *clean = 0;
        return;
    case FE_B_INDEX:
        spill(C, b->a, root, clean);
        return;
    case FE_B_COMPOUND: case FE_B_CONCAT_ASSIGN:   /* local op= e: the local is read first */
        if (b->var.kind == FE_V_LOCAL && !b->method)
            spill(C, b->a, root, clean);
        *clean = 0;
        return;
    case FE_B_ASSIGN:   /* the target's receiver and index, then the value */
        switch (b->var.kind) {
        case FE_V_LOCAL: case FE_V_SFIELD: case FE_V_SPROP:
            break;
        case FE_V_FIELD: case FE_V_PROP:
            if (b->var.kind == FE_V_PROP && b->var.nargs) {
                *clean = 0;
                return;
            }
            spill(C, b->var.recv, root, clean);
            break;
        case FE_V_ELEM:
            spill(C, b->var.recv, root, clean);
            spill(C, b->var.idx, root, clean);
            break;
        default:
            *clean = 0;
            return;
        }
        spill(C, b->a, root, clean);
        *clean = 0;
        return;
    default:
        *clean = 0;
        return;
    }
}

void fe_iter_spill_awaits(fe_ctx *C, fe_bexpr *root)
{
    if (!C->iter->it->async || C->b.depth != 0 || C->in_finally || C->in_catch || C->in_lock || C->in_try_filter)
        return;
    int clean = 1;
    spill(C, root, root, &clean);
}

int fe_iter_async_try_open(fe_ctx *C)
{
    if (!C->iter || !C->iter->it->async)
        return 0;
    return fe_iter_try_open(C);
}

void fe_iter_async_try_close(fe_ctx *C)
{
    struct fe_iter_body *ib = C->iter;
    iter_frame *f = ib->frames.v[--ib->frames.n];
    frame_dispatch(C, f);
    frame_free(f);
}

/* The method's arguments as locals of MoveNext, loaded from their fields. */
static void load_args(fe_ctx *C, struct fe_iter *it)
{
    fe_method *m = it->orig;
    for (int i = 0; i < m->nparams; i++) {
        fe_local l;
        memset(&l, 0, sizeof l);
        l.name = m->params[i].name;
        l.type = m->params[i].type;
        l.pos = m->params[i].pos;
        l.da = -1;
        l.slot = fe_em_add_local(&C->b, l.type);
        fe_em_name_local(&C->b, l.slot, l.name);
        ldthis_field(C, it->args[i]);
        fe_em_op_var(&C->b, IL_STLOC, l.slot);
        fe_push_local(C, &l);
    }
}

/* A local function's captured variables (the stub's locals outer->locals
 * with a cell field): their cells in locals of MoveNext, from the fields. */
static void load_captures(fe_ctx *C, const fe_ctx *outer, struct fe_iter *it)
{
    for (int i = 0; i < outer->locals.n && i < it->ncaps; i++) {
        const fe_local *o = &outer->locals.v[i];
        if (o->is_param && o->slot == 0 && it->self) {   /* a generic local function's own name */
            fe_local l = *o;
            l.hnext = 0;
            l.scope = 0;
            l.is_param = 0;
            l.slot = fe_em_add_local(&C->b, it->self->type);
            ldthis_field(C, it->self);
            fe_em_op_var(&C->b, IL_STLOC, l.slot);
            fe_push_local(C, &l);
            continue;
        }
        if (o->is_param || (!o->cell_field && !o->is_const))
            continue;
        fe_local l = *o;
        l.hnext = 0;
        l.scope = 0;
        l.cell_field = NULL;
        if (o->cell_field) {
            l.cell_slot = fe_em_add_local(&C->b, o->cell_field->type);
            ldthis_field(C, it->caps[i]);
            fe_em_op_var(&C->b, IL_STLOC, l.cell_slot);
        }
        fe_push_local(C, &l);
    }
}

/* MoveNext's body into *out: the method's body in its own context. */
static void gen_move_next(fe_ctx *outer, struct fe_iter *it, fe_builder *out)
{
    fe_sema *S = outer->S;
    fe_method *m = it->orig;
    fe_ctx ctx, *C = &ctx;
    fe_ctx_init(C, S, it->move_next);
    C->m = m;
    C->cls = outer->cls;
    C->unit = outer->unit;
    C->ns = outer->ns;
    C->is_static = outer->is_static;
    C->this_field = it->this_field;
    struct fe_iter_body ib;
    memset(&ib, 0, sizeof ib);
    ib.it = it;
    C->iter = &ib;
    iter_frame *top = frame_new();
    top->start = fe_em_label(&C->b);
    top->dispatch = fe_em_label(&C->b);
    top->lo = 0;
    FE_VEC_PUSH(top->targets, top->start);
    FE_VEC_PUSH(ib.frames, top);
    fe_em_branch(&C->b, IL_BR, top->dispatch);
    mark_live(&C->b, top->start);
    set_state(C, -1);
    ib.susp = fe_em_add_local(&C->b, fe_prim(S, FE_T_BOOL));
    load_args(C, it);
    load_captures(C, outer, it);
    fe_closure_prepare(C);   /* captured variables: the body's display object (the arguments: cells) */
    for (int i = 0; i < m->nparams; i++)
        if (fe_closure_captured(C, &m->params[i]))
            fe_closure_foreach_cell(C, i);
    fe_stmt *body = it->body ? it->body : m->body;
    fe_em_seq(&C->b, body->pos);
    fe_gen_stmt(C, body);
    if (C->b.reachable && !C->b.dry && it->async && it->task_type && it->task_type->cls->generic)
        ERR(C, m->pos, "'%s': not all code paths return a value", m->lambda ? local_function_name(m) : m->name);
    if (C->b.reachable)
        return_bool(C, 0);
    if (C->ret_label >= 0) {
        fe_em_mark(&C->b, C->ret_label);
        fe_em_op_var(&C->b, IL_LDLOC, C->ret_local);
        fe_em_op(&C->b, IL_RET);
    }
    mark_live(&C->b, top->dispatch);
    ldthis_field(C, it->state);
    fe_em_switch(&C->b, top->targets.v, top->targets.n);
    fe_em_op_i4(&C->b, IL_LDC_I4, 0);
    fe_em_op(&C->b, IL_RET);
    frame_free(top);
    free(ib.frames.v);
    if (fe_em_finish(&C->b) != 0 && S->errors == 0)
        fe_sema_error(S, m->pos, "internal error: unplaced label in the iterator '%s'", m->name);
    if (C->b.locals.n > 65535)
        fe_sema_error(S, m->pos, "'%s' has too many local variables (the limit is 65535)", m->name);
    *out = C->b;
    fe_em_init(&C->b);
    fe_ctx_free(C);
}

/* ------------------------------------------------------------ the stub */

/* new <M>d__n(state) { <>4__this = this, <>3__p = p, ... } */
static void gen_stub(fe_ctx *C, struct fe_iter *it)
{
    fe_em_op_i4(&C->b, IL_LDC_I4, it->enumerable ? -2 : 0);
    fe_gen_newobj(C, it->ctor);
    if (it->this_field) {   /* this, or a lambda's <>this */
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_var(&C->b, IL_LDARG, 0);
        if (C->this_field)
            fe_gen_ldfld(C, C->this_field);
        fe_gen_stfld(C, it->this_field);
    }
    int first = (it->orig->flags & KMOD_METH_STATIC) ? 0 : 1;
    for (int i = 0; i < it->orig->nparams; i++) {
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_var(&C->b, IL_LDARG, first + i);
        fe_gen_stfld(C, it->args[i]);
    }
    if (it->cancel_orig) {
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_var(&C->b, IL_LDARG, first + it->cancel_arg);
        fe_gen_stfld(C, it->cancel_orig);
    }
    if (it->self) {   /* a generic local function: this is its object */
        fe_em_op(&C->b, IL_DUP);
        fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_gen_stfld(C, it->self);
    }
    for (int i = 0; i < it->ncaps; i++)   /* a local function's cells */
        if (it->caps[i]) {
            fe_em_op(&C->b, IL_DUP);
            fe_em_op_var(&C->b, IL_LDARG, 0);
            fe_gen_ldfld(C, C->locals.v[i].cell_field);
            fe_gen_stfld(C, it->caps[i]);
        }
    if (it->async && !it->stream) {   /* sm.Begin(new Task<T>()): runs the body to its first suspension */
        fe_sema *S = C->S;
        fe_method *begin = base_method(S, it->base, "Begin");
        fe_class *task = fe_class_arity(fe_find_class(S, "System.Threading.Tasks", "Task"), 0);
        fe_method *ctor = it->task_type ? fe_find_method(S, it->task_type->cls, ".ctor", 0, NULL, 0) : NULL;
        if (!begin || !task || (it->task_type && !ctor)) {
            ERR(C, it->orig->pos, "the corelib has no System.Runtime.CompilerServices.AsyncStateMachine.Begin");
            return;
        }
        if (ctor)
            fe_gen_newobj(C, ctor);
        else
            fe_em_op(&C->b, IL_LDNULL);
        fe_gen_call(C, begin, 0);
        if (!it->task_type)
            fe_em_op(&C->b, IL_POP);
        else if (it->task_type->cls != task)
            fe_gen_conv(C, task->type, it->task_type);
        if (it->value_task) {   /* ValueTask(<T>).FromAsync(task) */
            fe_method *wrap = fe_methods_named(S, it->value_task->cls, "FromAsync");
            if (!wrap) {
                ERR(C, it->orig->pos, "the corelib has no System.Threading.Tasks.ValueTask.FromAsync");
                return;
            }
            fe_gen_call(C, wrap, 0);
        }
    }
    fe_em_op(&C->b, IL_RET);
}

/* The synthesized members' bodies, compiled at once (the class may be
 * made after the module's bodies were compiled: a generic instance's). */
static void gen_members(fe_sema *S, struct fe_iter *it)
{
    fe_subst *sub = S->subst;
    fe_method *target = S->body_target;
    S->subst = NULL;
    S->body_target = NULL;
    fe_method *ms[5] = {it->ctor, it->current_obj, it->fresh, it->get_current, it->get_enum};
    for (int i = 0; i < 5; i++)
        if (ms[i]) {
            fe_gen_method(S, ms[i]);
            ms[i]->synth = FE_SYN_ITER_BUILT;
        }
    S->subst = sub;
    S->body_target = target;
}

static int check_iterator(fe_ctx *C, const fe_stmt *y, fe_type **elem, int *enumerable, int *generic)
{
    fe_method *m = C->m;
    const char *what = m->prop ? m->prop->name : m->name;
    if (m->lambda && !is_local_function(m) && !fe_is_glocalfn_class(m->owner)) {
        ERR(C, y->pos, "the yield statement cannot be used inside an anonymous method or lambda expression");
        return 0;
    }
    if (m->ret->kind == FE_T_ERROR)
        return 0;   /* reported where the type was named */
    *elem = iterator_elem(C->S, m->ret, enumerable, generic);
    if (!*elem) {
        ERR(C, m->pos, "the body of '%s.%s' cannot be an iterator block because '%s' is not an iterator interface type",
            m->owner->full, what, fe_type_name(C->S, m->ret));
        return 0;
    }
    for (int i = 0; i < m->nparams; i++)
        if (m->params[i].mode != FE_P_VALUE) {
            ERR(C, m->params[i].pos, "iterators cannot have ref, in or out parameters");
            return 0;
        }
    if (!C->is_static && C->cls->type->kind == FE_T_STRUCT) {
        ERR(C, m->pos, "iterators in instance members of structs are not supported");
        return 0;
    }
    return 1;
}

/* An async iterator's checks: it returns IAsyncEnumerable<T> (*enumerable)
 * or IAsyncEnumerator<T>, whose T is *elem. */
static int check_stream(fe_ctx *C, const fe_stmt *y, fe_type **elem, int *enumerable, int *cancel)
{
    fe_method *m = C->m;
    fe_type *rt = m->ret;
    if (m->lambda && !is_local_function(m) && !fe_is_glocalfn_class(m->owner)) {
        ERR(C, y->pos, "the yield statement cannot be used inside an anonymous method or lambda expression");
        return 0;
    }
    if (rt->kind == FE_T_ERROR)
        return 0;
    const fe_class *c = rt->kind == FE_T_CLASS && rt->cls->generic ? rt->cls->generic : NULL;
    if (!c || strcmp(c->ns, "System.Collections.Generic") ||
        (strcmp(c->name, "IAsyncEnumerable") && strcmp(c->name, "IAsyncEnumerator"))) {
        ERR(C, m->pos, "the return type of an async iterator must be IAsyncEnumerable<T> or IAsyncEnumerator<T>, not '%s'",
            fe_type_name(C->S, rt));
        return 0;
    }
    *enumerable = !strcmp(c->name, "IAsyncEnumerable");
    *elem = rt->cls->targs[0];
    *cancel = -1;
    for (int i = 0; i < m->nparams; i++) {
        if (m->params[i].mode != FE_P_VALUE) {
            ERR(C, m->params[i].pos, "async iterators cannot have ref, in or out parameters");
            return 0;
        }
        if (!m->params[i].enum_cancel)
            continue;
        fe_type *pt = m->params[i].type;
        if (pt->kind != FE_T_STRUCT || strcmp(pt->cls->full, "System.Threading.CancellationToken")) {
            ERR(C, m->params[i].pos, "the attribute [EnumeratorCancellation] is only valid on a parameter of type "
                "'System.Threading.CancellationToken'");
            return 0;
        }
        if (*cancel >= 0) {
            ERR(C, m->params[i].pos, "the attribute [EnumeratorCancellation] cannot be used on multiple parameters");
            return 0;
        }
        *cancel = i;
    }
    if (!C->is_static && C->cls->type->kind == FE_T_STRUCT) {
        ERR(C, m->pos, "async iterators in instance members of structs are not supported");
        return 0;
    }
    return 1;
}

int fe_is_value_task(const fe_type *t)
{
    if (t->kind != FE_T_STRUCT)
        return 0;
    const fe_class *c = t->cls->generic ? t->cls->generic : t->cls;
    return !strcmp(c->ns, "System.Threading.Tasks") && !strcmp(c->name, "ValueTask");
}

int fe_method_is_async(const fe_method *m)
{
    if (m->lambda)
        return fe_lambda_is_async(m->lambda);
    for (int guard = 0; m && !m->decl && m->tmpl && m->tmpl != m && guard < 64; guard++)
        m = m->tmpl;
    return m && m->decl && m->decl->kind == FE_M_METHOD && (m->decl->mods & FE_MOD_ASYNC);
}

/* An async method's checks (C#'s messages); *task its Task or Task<T>
 * (NULL: void), *elem the T of Task<T> (object otherwise). */
static int check_async(fe_ctx *C, fe_type **task, fe_type **elem)
{
    fe_method *m = C->m;
    fe_sema *S = C->S;
    fe_type *rt = m->ret;
    if (rt->kind == FE_T_ERROR)
        return 0;
    *task = NULL;
    *elem = fe_prim(S, FE_T_OBJECT);
    if (rt->kind == FE_T_CLASS) {
        fe_class *c = rt->cls->generic ? rt->cls->generic : rt->cls;
        if (!strcmp(c->ns, "System.Threading.Tasks") && !strcmp(c->name, "Task")) {
            *task = rt;
            if (rt->cls->generic)
                *elem = rt->cls->targs[0];
        }
    }
    if (fe_is_value_task(rt)) {   /* runs on a Task<T> (or Task), wrapped by the stub */
        fe_class *def = fe_class_arity(fe_find_class(S, "System.Threading.Tasks", "Task"), rt->cls->generic ? 1 : 0);
        if (!def) {
            ERR(C, m->pos, "the corelib has no System.Threading.Tasks.Task");
            return 0;
        }
        if (rt->cls->generic) {
            *elem = rt->cls->targs[0];
            *task = fe_generic_instance(S, def, elem, 1, m->pos);
        } else {
            *task = def->type;
        }
    }
    if (!*task && rt->kind != FE_T_VOID) {
        ERR(C, m->pos, "the return type of an async method must be void, Task, Task<T>, ValueTask or ValueTask<T>");
        return 0;
    }
    for (int i = 0; i < m->nparams; i++)
        if (m->params[i].mode != FE_P_VALUE) {
            ERR(C, m->params[i].pos, "async methods cannot have ref, in or out parameters");
            return 0;
        }
    if (!C->is_static && C->cls->type->kind == FE_T_STRUCT) {
        ERR(C, m->pos, "async methods in instance members of structs are not supported");
        return 0;
    }
    return 1;
}

static int async_body(fe_ctx *C)
{
    fe_method *m = C->m;
    fe_sema *S = C->S;
    fe_type *task, *elem;
    if (!m->body && !m->expr_body)
        return 0;
    if (!check_async(C, &task, &elem))
        return 1;
    struct fe_iter *it = iter_new(C, elem, 0, 0, 1);
    if (!it)
        return 1;
    it->task_type = task ? fe_emit_type(S, task) : NULL;
    if (fe_is_value_task(m->ret))
        it->value_task = fe_emit_type(S, m->ret);
    if (!m->body) {   /* => e: return e; (or e; without a result) */
        fe_stmt *st = fe_sema_alloc(S, sizeof *st);
        st->kind = task && task->cls->generic ? FE_S_RETURN : FE_S_EXPR;
        st->pos = m->expr_body->pos;
        st->expr = m->expr_body;
        it->body = st;
    }
    iter_methods(S, it);
    fe_builder mb;
    gen_move_next(C, it, &mb);
    if (!S->open_pass) {
        fe_late_publish(S, it->cls);
        patch_tokens(S, it, &mb);
        if (!S->errors)
            fe_layout_body(S, it->move_next, &mb);
        gen_members(S, it);
    } else {
        FE_VEC_PUSH(S->open_scrap, it->cls);
    }
    fe_em_free(&mb);
    free(it->saved.v);
    it->saved.v = NULL;
    gen_stub(C, it);
    return 1;
}

int fe_iter_body(fe_ctx *C)
{
    fe_method *m = C->m;
    fe_sema *S = C->S;
    const fe_stmt *y = m->body ? first_yield(m->body) : NULL;
    int stream = y && fe_method_is_async(m);
    if (!stream && fe_method_is_async(m))
        return async_body(C);
    if (!y)
        return 0;
    fe_type *elem;
    int enumerable, generic = 1, cancel = -1;
    if (!(stream ? check_stream(C, y, &elem, &enumerable, &cancel) : check_iterator(C, y, &elem, &enumerable, &generic)))
        return 1;
    struct fe_iter *it = iter_new(C, elem, enumerable, !stream || generic, stream ? 2 : 0);
    if (!it)
        return 1;
    if (cancel >= 0 && enumerable) {   /* an IAsyncEnumerator's is ignored, as C# does (a warning) */
        char name[256];
        snprintf(name, sizeof name, "<>o__%s", m->params[cancel].name);
        it->cancel_arg = cancel;
        it->cancel_orig = iter_field(S, it, name, it->args[cancel]->type);
    }
    iter_methods(S, it);
    fe_builder mb;
    gen_move_next(C, it, &mb);
    if (!S->open_pass) {
        fe_late_publish(S, it->cls);
        patch_tokens(S, it, &mb);
        if (!S->errors)
            fe_layout_body(S, it->move_next, &mb);
        gen_members(S, it);
    } else {
        FE_VEC_PUSH(S->open_scrap, it->cls);   /* never published: its vectors are freed at the end */
    }
    fe_em_free(&mb);
    free(it->saved.v);
    it->saved.v = NULL;
    gen_stub(C, it);
    return 1;
}

/* ------------------------------------------------------------ members */

static void gen_ctor(fe_ctx *C, struct fe_iter *it)
{
    fe_type *i4 = fe_prim(C->S, FE_T_INT);
    fe_method *bc = fe_find_method(C->S, it->base, ".ctor", 0, &i4, 1);
    fe_em_op_var(&C->b, IL_LDARG, 0);
    fe_em_op_var(&C->b, IL_LDARG, 1);
    if (bc)
        fe_gen_call(C, bc, 0);
    else
        ERR(C, it->orig->pos, "the corelib has no %s(int)", it->base->full);
    fe_em_op(&C->b, IL_RET);
}

/* new <M>d__n(0) with this enumerable's `this` and arguments. */
static void gen_fresh(fe_ctx *C, struct fe_iter *it)
{
    fe_em_op_i4(&C->b, IL_LDC_I4, 0);
    fe_gen_newobj(C, it->ctor);
    for (int i = 0; i < it->cls->fields.n; i++) {
        fe_field *f = it->cls->fields.v[i];
        int is_arg = f == it->this_field || (it->self && f == it->self) || (it->cancel_orig && f == it->cancel_orig);
        for (int k = 0; k < it->orig->nparams; k++)
            is_arg |= f == it->args[k];
        for (int k = 0; k < it->ncaps; k++)
            is_arg |= f == it->caps[k];
        if (!is_arg)
            continue;
        fe_em_op(&C->b, IL_DUP);
        ldthis_field(C, f);
        fe_gen_stfld(C, f);
    }
    fe_em_op(&C->b, IL_RET);
}

void fe_iter_synth(fe_ctx *C)
{
    struct fe_iter *it = C->m->iter;
    switch (C->m->synth) {
    case FE_SYN_ITER_CTOR: gen_ctor(C, it); break;
    case FE_SYN_ITER_FRESH: gen_fresh(C, it); break;
    case FE_SYN_ITER_CURRENT:
        ldthis_field(C, it->current);
        fe_gen_conv(C, it->elem_closed, fe_prim(C->S, FE_T_OBJECT));
        fe_em_op(&C->b, IL_RET);
        break;
    case FE_SYN_ITER_GCURRENT:
        ldthis_field(C, it->current);
        fe_em_op(&C->b, IL_RET);
        break;
    case FE_SYN_ITER_GENUM: {   /* (<M>d__n)Start(): this, or Fresh() */
        fe_method *start = base_method(C->S, it->base, "Start");
        fe_em_op_var(&C->b, IL_LDARG, 0);
        if (start)
            fe_gen_call(C, start, 0);
        else
            ERR(C, it->orig->pos, "the corelib has no %s.Start()", it->base->full);
        fe_gen_conv(C, start ? start->ret : it->ebase->type, it->cls->type);
        if (it->cancel_orig) {   /* e.<>3__p = CombineTokens(this.<>o__p, token) */
            fe_method *comb = base_method(C->S, it->base, "CombineTokens");
            if (!comb) {
                ERR(C, it->orig->pos, "the corelib has no %s.CombineTokens", it->base->full);
                break;
            }
            int e = fe_gen_temp(C, it->cls->type);
            fe_em_op_var(&C->b, IL_STLOC, e);
            fe_em_op_var(&C->b, IL_LDLOC, e);
            ldthis_field(C, it->cancel_orig);
            fe_em_op_var(&C->b, IL_LDARG, 1);
            fe_gen_call(C, comb, 0);
            fe_gen_stfld(C, it->args[it->cancel_arg]);
            fe_em_op_var(&C->b, IL_LDLOC, e);
        }
        fe_em_op(&C->b, IL_RET);
        break;
    }
    default: break;
    }
}
