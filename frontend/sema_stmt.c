/* sema_stmt.c - statements and method bodies: locals and scopes, control
 * flow with labels (loops, switch, break/continue; LEAVE out of protected
 * regions), try/catch/finally with exception clauses innermost first, the
 * lock expansion of LANGUAGE.md, return through a result local from inside
 * a try, constructors (field initializers, then base/this call), .cctor,
 * and the flow rules: reachability from the builder (a non-void method
 * must not fall off its end, no switch fall-through) and definite
 * assignment with one bit per local (1 = assigned) and per field of a
 * struct local, met at joins.
 *
 * Invariants: C->da always describes the current point; unreachable points
 * have every local assigned (so joins ignore them); statements in
 * unreachable code are bound (for diagnostics) but emit nothing.
 */
#include "bound.h"

#include <string.h>

#define ERR(C, pos, ...) fe_sema_error((C)->S, (pos), __VA_ARGS__)

static fe_type *T(fe_ctx *C, fe_tkind k) { return fe_prim(C->S, k); }

/* ------------------------------------------------------ definite assignment */

/* States are bit sets, one bit per local or out parameter (1: assigned),
 * in 64-bit words, so saving, restoring and meeting cost n/64 word
 * operations. A saved state is its bit count (8 bytes) then its words. */
static int saved_len(const uint8_t *s)
{
    int n;
    memcpy(&n, s - 8, sizeof n);
    return n;
}

static const uint64_t *saved_words(const uint8_t *s)
{
    return (const uint64_t *)(const void *)s;
}

static int nwords(int nbits) { return (nbits + 63) / 64; }

/* The low `bits` bits of a word (bits in 0..63; 0 means none). */
static uint64_t low_mask(int bits) { return bits ? ~UINT64_C(0) >> (64 - bits) : 0; }

/* dst[0..n) &= src[0..n) */
static void bits_and(uint64_t *dst, const uint64_t *src, int n)
{
    int full = n / 64;
    for (int w = 0; w < full; w++)
        dst[w] &= src[w];
    if (n % 64)
        dst[full] &= src[full] | ~low_mask(n % 64);
}

/* dst[0..n) |= src[0..n) */
static void bits_or(uint64_t *dst, const uint64_t *src, int n)
{
    int full = n / 64;
    for (int w = 0; w < full; w++)
        dst[w] |= src[w];
    if (n % 64)
        dst[full] |= src[full] & low_mask(n % 64);
}

/* dst[0..n) = src[0..n) */
static void bits_copy(uint64_t *dst, const uint64_t *src, int n)
{
    int full = n / 64;
    if (full)
        memcpy(dst, src, (size_t)full * 8);
    if (n % 64) {
        uint64_t m = low_mask(n % 64);
        dst[full] = (dst[full] & ~m) | (src[full] & m);
    }
}

/* dst[from..to) = 1 */
static void bits_fill(uint64_t *dst, int from, int to)
{
    for (; from < to && from % 64; from++)
        dst[from / 64] |= UINT64_C(1) << (from % 64);
    for (; from + 64 <= to; from += 64)
        dst[from / 64] = ~UINT64_C(0);
    for (; from < to; from++)
        dst[from / 64] |= UINT64_C(1) << (from % 64);
}

int fe_da_get(const fe_ctx *C, int bit)
{
    return (C->da[bit / 64] >> (bit % 64)) & 1;
}

void fe_da_put(fe_ctx *C, int bit)
{
    C->da[bit / 64] |= UINT64_C(1) << (bit % 64);
}

/* Saved states live on a stack of chunks owned by the context: gen_stmt
 * releases what a statement saved when it ends, so a method with n locals
 * and m branches holds O(nesting * n) bytes of states, not O(m * n). A
 * state that must outlive the statement that saved it (a loop's state at
 * its breaks) is copied out (jump_meet). */
typedef struct fe_da_chunk {
    struct fe_da_chunk *prev;
    size_t used, cap;
    _Alignas(16) uint8_t data[];
} fe_da_chunk;

static void *da_alloc(fe_ctx *C, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    fe_da_chunk *c = C->da_chunks;
    if (!c || c->used + n > c->cap) {
        size_t cap = n > 65536 ? n : 65536;
        c = malloc(sizeof *c + cap);
        if (!c)
            fe_out_of_memory();
        c->prev = C->da_chunks;
        c->used = 0;
        c->cap = cap;
        C->da_chunks = c;
    }
    void *p = c->data + c->used;
    c->used += n;
    return p;
}

fe_da_mark fe_da_mark_now(fe_ctx *C)
{
    fe_da_mark m = {C->da_chunks, C->da_chunks ? C->da_chunks->used : 0};
    return m;
}

void fe_da_release(fe_ctx *C, fe_da_mark m)
{
    while (C->da_chunks && C->da_chunks != m.chunk) {
        fe_da_chunk *prev = C->da_chunks->prev;
        free(C->da_chunks);
        C->da_chunks = prev;
    }
    if (C->da_chunks)
        C->da_chunks->used = m.used;
}

uint8_t *fe_da_save(fe_ctx *C)
{
    int nw = nwords(C->nda);
    uint8_t *p = da_alloc(C, 8 + (size_t)nw * 8);
    memcpy(p, &C->nda, sizeof(int));
    if (nw)
        memcpy(p + 8, C->da, (size_t)nw * 8);
    return p + 8;
}

uint8_t *fe_da_save_all(fe_ctx *C)
{
    uint8_t *s = fe_da_save(C);
    bits_fill((uint64_t *)(void *)s, 0, C->nda);
    return s;
}

/* Locals declared after the save are out of scope at the restore point. */
void fe_da_restore(fe_ctx *C, const uint8_t *s)
{
    if (C->b.dry && !C->dead)
        return;
    int n = saved_len(s) < C->nda ? saved_len(s) : C->nda;
    bits_copy(C->da, saved_words(s), n);
    bits_fill(C->da, n, C->nda);
}

/* As fe_da_restore, but the locals declared since the save are unassigned
 * (a label reached only by later gotos: sema_goto.c). */
void fe_da_restore_unassigned(fe_ctx *C, const uint8_t *s)
{
    if (C->b.dry && !C->dead)
        return;
    int n = saved_len(s) < C->nda ? saved_len(s) : C->nda;
    bits_copy(C->da, saved_words(s), n);
    for (int b = n; b < C->nda; b++)
        C->da[b / 64] &= ~(UINT64_C(1) << (b % 64));
}

void fe_da_meet(fe_ctx *C, const uint8_t *s)
{
    if (C->b.dry && !C->dead)
        return;
    int n = saved_len(s) < C->nda ? saved_len(s) : C->nda;
    bits_and(C->da, saved_words(s), n);
}

void fe_da_all(fe_ctx *C)
{
    if (C->b.dry && !C->dead)
        return;
    if (C->nda)   /* da is NULL when the method has no locals */
        bits_fill(C->da, 0, C->nda);
}

/* Saved states only cover the locals that existed then; new ones are set. */
static int new_da_bit(fe_ctx *C)
{
    if (nwords(C->nda + 1) > C->cap_da) {
        int nc = C->cap_da ? C->cap_da * 2 : 4;
        uint64_t *n = realloc(C->da, (size_t)nc * 8);
        if (!n)
            fe_out_of_memory();
        C->da = n;
        C->cap_da = nc;
    }
    C->da[C->nda / 64] &= ~(UINT64_C(1) << (C->nda % 64));
    return C->nda++;
}

int fe_da_new_bit(fe_ctx *C)
{
    return new_da_bit(C);
}

/* Struct variables are tracked field by field (C# 9.4.1): a struct's
 * fields' bits follow its own (fe_local.da_fields). Nesting is finite (a
 * struct cannot contain itself); the depth bound only guards a cycle an
 * error left behind. */
static int da_leaves(fe_sema *S, const fe_type *t, int depth)
{
    if (t->kind != FE_T_STRUCT || !t->cls || depth > 64)
        return 1;
    fe_class *c = fe_members(t->cls);
    int n = 0;
    for (int i = 0; i < c->fields.n; i++)
        if (!(c->fields.v[i]->flags & (KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL)))
            n += da_leaves(S, c->fields.v[i]->type, depth + 1);
    return n;
}

int fe_da_leaves(fe_sema *S, const fe_type *t)
{
    return da_leaves(S, t, 0);
}

/* A new variable of type t: its bit (its fields' after it), or -1 when it
 * is always assigned (a struct without fields). */
static int new_var_bits(fe_ctx *C, fe_local *l)
{
    int nf = l->type->kind == FE_T_STRUCT ? fe_da_leaves(C->S, l->type) : 0;
    if (l->type->kind == FE_T_STRUCT && nf == 0)
        return -1;
    int da = new_da_bit(C);
    for (int i = 0; i < nf; i++)
        new_da_bit(C);
    l->da_fields = nf;
    return da;
}

/* After a join that is not a meet (try/finally's union): a struct whose
 * fields are all assigned is assigned. */
static void da_whole_structs(fe_ctx *C)
{
    for (int i = 0; i < C->locals.n; i++) {
        fe_local *l = &C->locals.v[i];
        if (!l->da_fields || l->da < 0 || l->da + l->da_fields >= C->nda || fe_da_get(C, l->da))
            continue;
        int all = 1;
        for (int k = 1; k <= l->da_fields && all; k++)
            all = fe_da_get(C, l->da + k);
        if (all)
            fe_da_put(C, l->da);
    }
}

/* ---------------------------------------------------------------- locals */

/* The name tables are chained hash tables over C->locals and C->reserved
 * (hnext: index+1 of the next entry of the bucket, newest first). They
 * double when they hold as many names as buckets, so a method with n
 * locals binds in O(n); rebuilding in vector order keeps every chain
 * newest-first, which pop_scope relies on. */
static int *new_heads(unsigned nb)
{
    int *h = calloc(nb, sizeof *h);
    if (!h)
        fe_out_of_memory();
    return h;
}

static void grow_locals(fe_ctx *C)
{
    unsigned nb = C->lhead ? (C->lmask + 1) * 2 : 64;
    free(C->lhead);
    C->lhead = new_heads(nb);
    C->lmask = nb - 1;
    for (int i = 0; i < C->locals.n; i++) {
        unsigned h = fe_name_hash(C->locals.v[i].name) & C->lmask;
        C->locals.v[i].hnext = C->lhead[h];
        C->lhead[h] = i + 1;
    }
}

static void grow_reserved(fe_ctx *C)
{
    unsigned nb = C->rhead ? (C->rmask + 1) * 2 : 64;
    free(C->rhead);
    C->rhead = new_heads(nb);
    C->rmask = nb - 1;
    for (int i = 0; i < C->reserved.n; i++) {
        unsigned h = fe_name_hash(C->reserved.v[i].name) & C->rmask;
        C->reserved.v[i].hnext = C->rhead[h];
        C->rhead[h] = i + 1;
    }
}

void fe_ctx_free_names(fe_ctx *C)
{
    free(C->lhead);
    free(C->rhead);
    C->lhead = C->rhead = NULL;
}

void fe_push_local(fe_ctx *C, const fe_local *l)
{
    FE_VEC_PUSH(C->locals, *l);
    if (!C->lhead || (unsigned)C->locals.n > C->lmask + 1) {
        grow_locals(C);
        return;
    }
    unsigned h = fe_name_hash(l->name) & C->lmask;
    C->locals.v[C->locals.n - 1].hnext = C->lhead[h];
    C->lhead[h] = C->locals.n;
}

int fe_reserved_local(fe_ctx *C, const char *name)
{
    if (!C->rhead)
        return 0;
    for (int i = C->rhead[fe_name_hash(name) & C->rmask] - 1; i >= 0; i = C->reserved.v[i].hnext - 1)
        if (!strcmp(C->reserved.v[i].name, name))
            return 1;
    return 0;
}

static void reserve_block(fe_ctx *C, fe_stmt **stmts, int n)
{
    for (int i = 0; i < n; i++) {
        fe_stmt *s = fe_unlabeled(stmts[i]);
        if (!s || s->kind != FE_S_LOCAL)
            continue;
        for (int k = 0; k < s->ndecls; k++) {
            struct fe_reserved r = {s->decls[k].name, C->scope, 0};
            FE_VEC_PUSH(C->reserved, r);
            if (!C->rhead || (unsigned)C->reserved.n > C->rmask + 1) {
                grow_reserved(C);
                continue;
            }
            unsigned h = fe_name_hash(r.name) & C->rmask;
            C->reserved.v[C->reserved.n - 1].hnext = C->rhead[h];
            C->rhead[h] = C->reserved.n;
        }
    }
}

static int reserved_outside(fe_ctx *C, const char *name)
{
    if (!C->rhead)
        return 0;
    for (int i = C->rhead[fe_name_hash(name) & C->rmask] - 1; i >= 0; i = C->reserved.v[i].hnext - 1)
        if (C->reserved.v[i].scope < C->scope && !strcmp(C->reserved.v[i].name, name))
            return 1;
    return 0;
}

static int declare_local(fe_ctx *C, const char *name, fe_type *t, fe_pos pos, int is_const)
{
    int prev = fe_find_local(C, name);
    if (prev >= 0 || reserved_outside(C, name))
        ERR(C, pos, "a local variable named '%s' cannot be declared in this scope because it would give a different meaning to '%s'",
            name, name);
    fe_local l;
    memset(&l, 0, sizeof l);
    l.name = name;
    l.type = t;
    l.pos = pos;
    l.scope = C->scope;
    l.is_const = is_const;
    l.slot = is_const ? -1 : fe_em_add_local(&C->b, t);
    if (!is_const)
        fe_em_name_local(&C->b, l.slot, name);
    l.da = is_const ? -1 : new_var_bits(C, &l);
    fe_push_local(C, &l);
    return C->locals.n - 1;
}

int fe_declare_local(fe_ctx *C, const char *name, fe_type *t, fe_pos pos)
{
    return declare_local(C, name, t, pos, 0);
}

void fe_pop_locals(fe_ctx *C, int n)
{
    while (C->locals.n > n) {
        fe_local *l = &C->locals.v[C->locals.n - 1];
        C->lhead[fe_name_hash(l->name) & C->lmask] = l->hnext;
        C->locals.n--;
    }
}

static void pop_scope(fe_ctx *C, int depth)
{
    while (C->reserved.n && C->reserved.v[C->reserved.n - 1].scope > depth) {
        struct fe_reserved *r = &C->reserved.v[C->reserved.n - 1];
        C->rhead[fe_name_hash(r->name) & C->rmask] = r->hnext;
        C->reserved.n--;
    }
    while (C->locals.n && C->locals.v[C->locals.n - 1].scope > depth) {
        fe_local *l = &C->locals.v[C->locals.n - 1];
        C->lhead[fe_name_hash(l->name) & C->lmask] = l->hnext;
        C->locals.n--;
    }
}

int fe_scope_open(fe_ctx *C)
{
    return C->scope++;
}

void fe_scope_close(fe_ctx *C, int depth)
{
    pop_scope(C, depth);
    C->scope = depth;
}

static void gen_stmt(fe_ctx *C, fe_stmt *s);
static void gen_goto_case(fe_ctx *C, fe_stmt *s);

static int has_labels(fe_stmt **stmts, int n)
{
    for (int i = 0; i < n; i++)
        if (stmts[i]->kind == FE_S_LABELED)
            return 1;
    return 0;
}
static void gen_stmt_list(fe_ctx *C, fe_stmt **stmts, int n, int labels);
static void gen_dispose(fe_ctx *C, int slot, fe_type *t, fe_pos pos);
typedef void (*gen_fn)(fe_ctx *C, void *arg);
static void gen_try_finally(fe_ctx *C, gen_fn body, void *barg, gen_fn fin, void *farg);

/* Storing into local li, which may live in a closure's cell: what goes
 * below the value (the cell), then the store, which assigns it. */
void fe_gen_local_store_prefix(fe_ctx *C, int li)
{
    if (C->locals.v[li].cell_v)
        fe_em_op_var(&C->b, IL_LDLOC, C->locals.v[li].cell_slot);
}

void fe_gen_local_store(fe_ctx *C, int li)
{
    fe_local *l = &C->locals.v[li];
    if (l->cell_v)
        fe_gen_stfld(C, l->cell_v);
    else
        fe_em_op_var(&C->b, IL_STLOC, l->slot);
    fe_da_set(C, li);
}

static int is_localfn_type(const fe_type *t)
{
    return t->kind == FE_T_CLASS && (fe_is_localfn_class(t->cls) || fe_is_glocalfn_class(t->cls));
}

/* `var f = (int x) => x;`, `var g = M;`: the natural type of the lambda
 * or method group init (its probed type t), or ERROR (reported). */
static fe_type *natural_type(fe_ctx *C, fe_expr *init, fe_type *t)
{
    fe_bexpr *b = C->S->probed_tree;
    if (t->kind != FE_T_MGROUP && t->kind != FE_T_LAMBDA)
        b = fe_localfn_group(C, b, init->pos);   /* a local function F: the group of its Invoke */
    else if (b->kind != FE_B_MGROUP && b->kind != FE_B_LAMBDA) {   /* c ? F : G */
        ERR(C, init->pos, "the natural type of a conditional expression over lambdas or method groups is not supported: "
            "give the variable a delegate type");
        return T(C, FE_T_ERROR);
    }
    fe_type *nat = fe_fn_natural_type(C->S, C, b, init->pos, 1);
    return nat ? nat : T(C, FE_T_ERROR);
}

static void gen_local_decl(fe_ctx *C, fe_stmt *s)
{
    if (s->localfn && fe_localfn_managed(C, s))
        return;   /* declared at its block's start (lower_localfn.c) */
    fe_typesyn *ts = s->tsyn;
    int is_var = ts->kind == FE_TS_VAR;
    int glocalfn = s->localfn && s->decls[0].init->nltparams;   /* T F<T>(T x): its class (lower_closure.c) */
    fe_type *t = is_var ? NULL
                 : glocalfn ? fe_localfn_generic_type(C, s)
                 : s->localfn ? fe_localfn_type(C, s) : fe_resolve_type(C->S, C->unit, C->ns, ts);
    if (t && t->kind == FE_T_VOID) {
        ERR(C, ts->pos, "a local variable cannot have type void");
        t = T(C, FE_T_ERROR);
    }
    if (is_var && s->is_const)
        ERR(C, ts->pos, "implicitly-typed variables cannot be constant");
    for (int i = 0; i < s->ndecls; i++) {
        fe_declarator *d = &s->decls[i];
        fe_type *lt = t;
        if (is_var) {
            if (!d->init) {
                ERR(C, d->pos, "implicitly-typed variables must be initialized");
                lt = T(C, FE_T_ERROR);
            } else if (d->init->kind == FE_E_ARRAYINIT) {
                ERR(C, d->pos, d->init->coll_expr ? "there is no target type for the collection expression: "
                                                    "cannot initialize an implicitly-typed variable with it"
                                                  : "cannot initialize an implicitly-typed variable with an array initializer");
                lt = T(C, FE_T_ERROR);
            } else {
                lt = fe_probe(C, d->init);
                if (lt->kind == FE_T_MGROUP || lt->kind == FE_T_LAMBDA || is_localfn_type(lt))
                    lt = natural_type(C, d->init, lt);
                else if (lt->kind == FE_T_NULL || lt->kind == FE_T_VOID) {
                    ERR(C, d->pos, "cannot assign %s to an implicitly-typed variable",
                        lt->kind == FE_T_NULL ? "<null>" : fe_type_name(C->S, lt));
                    lt = T(C, FE_T_ERROR);
                }
            }
        }
        if (s->is_const) {
            fe_const k, kc;
            int li = declare_local(C, d->name, lt, d->pos, 1);
            d->local = li;
            int before = C->S->errors;
            if (!d->init || !fe_const_expr(C, d->init, &k)) {
                if (C->S->errors == before)
                    ERR(C, d->init ? d->init->pos : d->pos,
                        "the expression being assigned to '%s' must be constant", d->name);
                C->locals.v[li].value.type = lt;
                continue;
            }
            fe_bind_to(C, d->init, lt);   /* bound for its checks; a constant emits nothing */
            memset(&kc, 0, sizeof kc);
            if (fe_const_convert(C->S, &k, lt, 0, &kc) != FE_FOLD_OK || lt->kind == FE_T_ERROR)
                kc = k;
            kc.type = lt;
            C->locals.v[li].value = kc;
            continue;
        }
        int li = declare_local(C, d->name, lt, d->pos, 0);
        d->local = li;
        fe_closure_local(C, li, d);
        if (d->init) {
            /* the local is in scope but unassigned inside its own initializer */
            fe_gen_local_store_prefix(C, li);
            if (glocalfn && lt->kind != FE_T_ERROR)
                fe_emit_expr(C, fe_localfn_generic_new(C, lt, d->pos));
            else if (!glocalfn)
                fe_gen_expr_to(C, d->init, lt);
            else
                fe_em_op(&C->b, IL_LDNULL);
            fe_gen_local_store(C, li);
        }
        if (s->is_await == 1)   /* an await foreach's iteration variable (parse.c) */
            C->locals.v[li].foreach_var = 1;
        if (C->lfns.n)   /* int y = 1, z = F(); where F captures y */
            fe_localfn_ready(C);
    }
}

/* ------------------------------------------------------------- jumps */

static fe_jump *push_jump(fe_ctx *C, int cont)
{
    fe_jump *j = fe_sema_alloc(C->S, sizeof *j);
    j->brk = fe_em_label(&C->b);
    j->cont = cont;
    j->try_depth = C->try_depth;
    j->brk_da.n = 0;
    FE_VEC_PUSH(C->jumps, j);
    return j;
}

void fe_jump_meet(fe_ctx *C, fe_jump *j)
{
    if (!j->has_brk) {   /* outlives the break statement: owned by the jump */
        j->brk_da.v = malloc((size_t)nwords(C->nda) * 8 + 8);
        if (!j->brk_da.v)
            fe_out_of_memory();
        if (C->nda)
            memcpy(j->brk_da.v, C->da, (size_t)nwords(C->nda) * 8);
        j->brk_da.n = C->nda;
        j->has_brk = 1;
        return;
    }
    bits_and(j->brk_da.v, C->da, j->brk_da.n < C->nda ? j->brk_da.n : C->nda);
}

/* After the loop/switch: DA = meet of `fallout` (may be NULL: none) and breaks. */
static void pop_jump_states(fe_ctx *C, fe_jump *j, const uint8_t *fallout);

static void pop_jump(fe_ctx *C, fe_jump *j, const uint8_t *fallout)
{
    C->jumps.n--;
    pop_jump_states(C, j, fallout);
    free(j->brk_da.v);
    j->brk_da.v = NULL;
}

void fe_jump_states(fe_ctx *C, fe_jump *j, const uint8_t *fallout)
{
    pop_jump_states(C, j, fallout);
}

static void pop_jump_states(fe_ctx *C, fe_jump *j, const uint8_t *fallout)
{
    if (fallout)
        fe_da_restore(C, fallout);
    else
        fe_da_all(C);
    if (j->has_brk) {
        int n = j->brk_da.n < C->nda ? j->brk_da.n : C->nda;
        bits_and(C->da, j->brk_da.v, n);
        if (!fallout)
            bits_copy(C->da, j->brk_da.v, n);
    }
}

static void transfer(fe_ctx *C, int label, int target_try_depth)
{
    fe_em_branch(&C->b, target_try_depth < C->try_depth ? IL_LEAVE : IL_BR, label);
}

void fe_stmt_transfer(fe_ctx *C, int label, int target_try_depth)
{
    transfer(C, label, target_try_depth);
}

/* A jump statement that was reported as an error: the point after it is
 * unreachable, as after the jump it meant to be. */
static void ended_by_error(fe_ctx *C)
{
    if (C->b.dry)
        return;
    C->b.reachable = 0;
    C->b.depth = 0;
    fe_da_all(C);
}

void fe_stmt_ended_by_error(fe_ctx *C) { ended_by_error(C); }

static void gen_break(fe_ctx *C, fe_stmt *s, int is_continue)
{
    fe_jump *j = NULL;
    for (int i = C->jumps.n - 1; i >= 0; i--)
        if (!is_continue || C->jumps.v[i]->cont >= 0) {
            j = C->jumps.v[i];
            break;
        }
    /* a rejected jump still ends its path: no "fall through" error after it */
    if (!j) {
        ERR(C, s->pos, "no enclosing loop out of which to break or continue");
        ended_by_error(C);
        return;
    }
    if (C->in_finally > 0 && j->try_depth < C->in_finally_depth) {
        ERR(C, s->pos, "control cannot leave the body of a finally clause");
        ended_by_error(C);
        return;
    }
    if (is_continue) {
        transfer(C, j->cont, j->try_depth);
    } else {
        fe_jump_meet(C, j);
        transfer(C, j->brk, j->try_depth);
    }
    fe_da_all(C);
}

/* ------------------------------------------------------------- returns */

static void check_outs(fe_ctx *C, fe_pos pos)
{
    if (!C->b.reachable || C->dead)
        return;
    for (int i = 0; i < C->locals.n; i++) {
        fe_local *l = &C->locals.v[i];
        if (l->is_param && l->mode == FE_P_OUT && l->da >= 0 && !fe_da_get(C, l->da)) {
            ERR(C, pos, "the out parameter '%s' must be assigned to before control leaves the current method",
                l->name);
            fe_da_put(C, l->da);
        }
    }
}

static void gen_return(fe_ctx *C, fe_stmt *s)
{
    fe_type *rt = C->m ? C->m->ret : T(C, FE_T_VOID);
    if (fe_iter_return(C, s))
        return;
    if (C->in_finally > 0) {
        ERR(C, s->pos, "control cannot leave the body of a finally clause");
        return;
    }
    if (s->expr) {
        if (rt->kind == FE_T_VOID) {
            ERR(C, s->pos, "since '%s' returns void, a return keyword must not be followed by an object expression",
                C->m ? C->m->name : "this member");
            fe_probe(C, s->expr);
            return;
        }
        fe_gen_expr_to(C, s->expr, rt);
    } else if (rt->kind != FE_T_VOID) {
        ERR(C, s->pos, "an object of a type convertible to '%s' is required", fe_type_name(C->S, rt));
        return;
    }
    check_outs(C, s->pos);
    if (C->try_depth > 0) {
        if (C->ret_label < 0) {
            C->ret_label = fe_em_label(&C->b);
            if (rt->kind != FE_T_VOID)
                C->ret_local = fe_em_add_local(&C->b, rt);
        }
        if (rt->kind != FE_T_VOID)
            fe_em_op_var(&C->b, IL_STLOC, C->ret_local);
        fe_em_branch(&C->b, IL_LEAVE, C->ret_label);
    } else {
        fe_em_op(&C->b, IL_RET);
    }
    fe_da_all(C);
}

/* --------------------------------------------------------------- loops */

static int const_bool(fe_ctx *C, fe_expr *e, int *val)
{
    fe_const k;
    if (!e) {
        *val = 1;
        return 1;
    }
    if (fe_const_expr(C, e, &k) && k.type->kind == FE_T_BOOL) {
        *val = k.i != 0;
        return 1;
    }
    return 0;
}

static void gen_while(fe_ctx *C, fe_stmt *s)
{
    int top = fe_em_label(&C->b), cont = fe_em_label(&C->b);
    fe_jump *j = push_jump(C, cont);
    int cv = 0, is_const = const_bool(C, s->expr, &cv);
    fe_em_mark(&C->b, cont);
    (void)top;
    uint8_t *after_cond;
    fe_gen_branch_da(C, s->expr, j->brk, 0, &after_cond);
    gen_stmt(C, s->body);
    transfer(C, cont, C->try_depth);
    pop_jump(C, j, is_const && cv ? NULL : after_cond);
    fe_em_mark(&C->b, j->brk);
}

static void gen_do(fe_ctx *C, fe_stmt *s)
{
    int top = fe_em_label(&C->b), cont = fe_em_label(&C->b);
    fe_jump *j = push_jump(C, cont);
    int cv = 0, is_const = const_bool(C, s->expr, &cv);
    fe_em_mark(&C->b, top);
    gen_stmt(C, s->body);
    fe_em_mark(&C->b, cont);
    fe_em_seq(&C->b, s->expr->pos);
    fe_gen_branch(C, s->expr, top, 1);
    uint8_t *after = fe_da_save(C);   /* falling out: the condition was false */
    pop_jump(C, j, is_const && cv ? NULL : after);
    fe_em_mark(&C->b, j->brk);
}

static void gen_for(fe_ctx *C, fe_stmt *s)
{
    int depth = C->scope++;
    int displays = fe_closure_scope_open(C, NULL, &s->for_init, s->for_init ? 1 : 0);   /* one for the loop */
    if (s->for_init)
        gen_stmt(C, s->for_init);
    for (int i = 0; i < s->ninit; i++)
        fe_gen_expr_stmt(C, s->init_exprs[i]);
    int top = fe_em_label(&C->b), cont = fe_em_label(&C->b);
    fe_jump *j = push_jump(C, cont);
    int cv = 0, is_const = const_bool(C, s->expr, &cv);
    fe_em_mark(&C->b, top);
    uint8_t *after_cond = NULL;
    if (s->expr)
        fe_gen_branch_da(C, s->expr, j->brk, 0, &after_cond);
    else
        after_cond = fe_da_save(C);
    gen_stmt(C, s->body);
    fe_em_mark(&C->b, cont);
    for (int i = 0; i < s->niter; i++) {
        fe_em_seq(&C->b, s->iter[i]->pos);
        fe_gen_expr_stmt(C, s->iter[i]);
    }
    transfer(C, top, C->try_depth);
    pop_jump(C, j, is_const && cv ? NULL : after_cond);
    fe_em_mark(&C->b, j->brk);
    fe_closure_scope_close(C, displays);
    pop_scope(C, depth);
    C->scope = depth;
}

/* ------------------------------------------------------------- foreach */

/* The element type of plan over ct, with its element names when ct is a
 * view (foreach (var p in people) p.name, people a List<(string name, int age)>). */
static fe_type *foreach_named_elem(fe_sema *S, const fe_type *ct, const fe_enum_plan *plan)
{
    fe_method *ge = plan->get_enum, *cur = plan->current;
    if (!ct->vargs || !ge || !cur)
        return plan->elem;
    fe_type *en = fe_view_member(S, ct, ge->owner, ge->tmpl ? ge->tmpl->ret : NULL, ge->ret);
    return fe_view_member(S, en, cur->owner, cur->tmpl ? cur->tmpl->ret : NULL, plan->elem);
}

/* The iteration variable's type: V, or the element type for var; NULL
 * (reported) when the collection or the conversion is not supported. */
static fe_type *foreach_var_type(fe_ctx *C, fe_stmt *s, fe_type *ct, fe_enum_plan *plan)
{
    fe_type *et = fe_foreach_element(C->S, ct);
    plan->get_enum = NULL;
    if (ct->kind == FE_T_ERROR)
        return NULL;
    if (!et) {
        int r = fe_foreach_enumerable(C, ct, s->expr->pos, plan);
        if (r < 0)
            return NULL;
        if (!r) {
            ERR(C, s->expr->pos, "foreach statement cannot operate on variables of type '%s' because '%s' "
                "does not contain a public instance or extension definition for 'GetEnumerator'",
                fe_type_name(C->S, ct), fe_type_name(C->S, ct));
            return NULL;
        }
        et = foreach_named_elem(C->S, ct, plan);
    }
    if (s->tsyn->kind == FE_TS_VAR)
        return et;
    fe_type *vt = fe_resolve_type(C->S, C->unit, C->ns, s->tsyn);
    if (vt->kind == FE_T_ERROR)
        return NULL;
    if (!fe_explicit(C->S, et, vt)) {
        ERR(C, s->tsyn->pos, "cannot convert type '%s' to '%s'", fe_type_name(C->S, et), fe_type_name(C->S, vt));
        return NULL;
    }
    return vt;
}

/* foreach over an enumerable (C#'s expansion):
 *   e = coll.GetEnumerator();
 *   try { while (e.MoveNext()) { V x = (V)e.Current; body } }
 *   finally { dispose e: when its type implements IDisposable, or may at
 *             run time (not sealed, an interface) }
 * with no try when e's class is sealed and not disposable. */
typedef struct foreach_ctx {
    fe_stmt *s;
    fe_type *vt;
    fe_enum_plan *plan;
    int e, li;
} foreach_ctx;

static void foreach_enum_loop(fe_ctx *C, void *arg)
{
    foreach_ctx *f = arg;
    fe_stmt *s = f->s;
    int top = fe_em_label(&C->b), cont = fe_em_label(&C->b);
    fe_jump *j = push_jump(C, cont);
    fe_em_mark(&C->b, top);
    fe_em_mark(&C->b, cont);
    uint8_t *after_cond = fe_da_save(C);
    int is_struct = f->plan->etype->kind == FE_T_STRUCT;   /* called in place, no box */
    fe_em_op_var(&C->b, is_struct ? IL_LDLOCA : IL_LDLOC, f->e);
    fe_gen_call(C, f->plan->move_next, !is_struct);
    fe_em_branch(&C->b, IL_BRFALSE, j->brk);
    fe_em_op_var(&C->b, is_struct ? IL_LDLOCA : IL_LDLOC, f->e);
    fe_gen_call(C, f->plan->current, !is_struct);
    if (f->vt != f->plan->elem)
        fe_gen_conv(C, f->plan->elem, f->vt);
    fe_em_op_var(&C->b, IL_STLOC, C->locals.v[f->li].slot);
    int displays = C->displays.n;
    if (fe_closure_captured(C, &s->decls[0]))   /* a fresh variable per iteration */
        displays = fe_closure_foreach_scope(C, f->li, &s->decls[0], s->body);
    fe_da_set(C, f->li);
    gen_stmt(C, s->body);
    fe_closure_scope_close(C, displays);
    transfer(C, top, C->try_depth);
    pop_jump(C, j, after_cond);
    fe_em_mark(&C->b, j->brk);
}

static void foreach_enum_finally(fe_ctx *C, void *arg)
{
    foreach_ctx *f = arg;
    gen_dispose(C, f->e, f->plan->etype, f->s->pos);
}

static void gen_foreach_enum(fe_ctx *C, fe_stmt *s, fe_type *vt, fe_enum_plan *plan)
{
    fe_declarator *d = &s->decls[0];
    fe_type *ct = fe_gen_expr(C, s->expr);   /* the collection, then GetEnumerator() on it */
    if (ct && ct->kind == FE_T_STRUCT && !fe_is_iface(plan->get_enum->owner)) {   /* in place: a copy's address */
        int tmp = fe_gen_temp(C, ct);
        fe_em_op_var(&C->b, IL_STLOC, tmp);
        fe_em_op_var(&C->b, IL_LDLOCA, tmp);
        fe_gen_call(C, plan->get_enum, 0);
    } else {
        if (ct && ct->kind == FE_T_STRUCT)   /* only an explicit implementation: through the box */
            fe_em_op_tok(&C->b, IL_BOX, fe_box_token(C->S, ct));
        fe_gen_call(C, plan->get_enum, 1);
    }
    foreach_ctx f = {s, vt, plan, fe_gen_temp(C, plan->etype), 0};
    fe_em_op_var(&C->b, IL_STLOC, f.e);
    f.li = declare_local(C, d->name, vt, d->pos, 0);
    C->locals.v[f.li].foreach_var = 1;
    d->local = f.li;
    fe_class *idisp = fe_find_class(C->S, "System", "IDisposable");
    fe_class *ec = plan->etype->cls;
    if ((ec->flags & KMOD_TYPE_SEALED) && !(idisp && fe_implements(ec, idisp)))   /* structs too */
        foreach_enum_loop(C, &f);
    else
        gen_try_finally(C, foreach_enum_loop, &f, foreach_enum_finally, &f);
}

/* foreach over an array or a string: the bound parts of lower_foreach.c
 * in a counting loop; break leaves it, continue goes to the increment. */
static void gen_foreach(fe_ctx *C, fe_stmt *s)
{
    int depth = C->scope++;
    fe_enum_plan plan;
    fe_type *vt = foreach_var_type(C, s, fe_probe(C, s->expr), &plan);
    if (vt && plan.get_enum) {
        gen_foreach_enum(C, s, vt, &plan);
        pop_scope(C, depth);
        C->scope = depth;
        return;
    }
    fe_bexpr *coll = fe_bind_expr(C, s->expr);
    fe_declarator *d = &s->decls[0];
    int li = declare_local(C, d->name, vt ? vt : T(C, FE_T_ERROR), d->pos, 0);
    C->locals.v[li].foreach_var = 1;
    d->local = li;
    fe_foreach_parts fp;
    if (!vt || !fe_lower_foreach(C, s, coll, C->locals.v[li].slot, vt, &fp)) {
        /* the body is still checked, without a second error: as a loop
         * body, so its break and continue are no errors of their own */
        fe_da_set(C, li);
        int top = fe_em_label(&C->b);
        fe_em_mark(&C->b, top);
        uint8_t *before = fe_da_save(C);
        fe_jump *j = push_jump(C, top);
        gen_stmt(C, s->body);
        pop_jump(C, j, before);
        fe_em_mark(&C->b, j->brk);
        pop_scope(C, depth);
        C->scope = depth;
        return;
    }
    fe_emit_discard(C, fp.init_a);
    fe_emit_discard(C, fp.init_i);
    int top = fe_em_label(&C->b), cont = fe_em_label(&C->b);
    fe_jump *j = push_jump(C, cont);
    fe_em_mark(&C->b, top);
    uint8_t *after_cond = fe_da_save(C);
    fe_emit_branch(C, fp.cond, j->brk, 0);
    fe_emit_discard(C, fp.assign_x);
    int displays = C->displays.n;
    if (fe_closure_captured(C, d))   /* a fresh variable per iteration */
        displays = fe_closure_foreach_scope(C, li, d, s->body);
    fe_da_set(C, li);
    gen_stmt(C, s->body);
    fe_closure_scope_close(C, displays);
    fe_em_mark(&C->b, cont);
    fe_emit_discard(C, fp.step);
    transfer(C, top, C->try_depth);
    pop_jump(C, j, after_cond);
    fe_em_mark(&C->b, j->brk);
    pop_scope(C, depth);
    C->scope = depth;
}

/* -------------------------------------------------------------- switch */

struct switch_case { fe_const v; int sec; };

/* Dense int-sized cases: one IL switch over value - min. Returns 0 when a
 * compare chain suits better (few or sparse cases, 64-bit or strings). */
static int gen_switch_table(fe_ctx *C, fe_type *t, int tmp, const struct switch_case *cs, int n,
                            const int *labels, int otherwise)
{
    if (n < 4 || fe_is_wide(t) || t->kind == FE_T_STRING || t->kind == FE_T_ERROR)
        return 0;
    int64_t lo = cs[0].v.i, hi = cs[0].v.i;
    for (int i = 1; i < n; i++) {
        if (cs[i].v.i < lo)
            lo = cs[i].v.i;
        if (cs[i].v.i > hi)
            hi = cs[i].v.i;
    }
    int64_t span = hi - lo + 1;
    if (span > 2 * (int64_t)n + 8 || span > 4096)
        return 0;
    int *targets = fe_sema_alloc(C->S, sizeof(int) * (size_t)span);
    for (int64_t k = 0; k < span; k++)
        targets[k] = otherwise;
    for (int i = n - 1; i >= 0; i--)
        targets[cs[i].v.i - lo] = labels[cs[i].sec];
    fe_em_op_var(&C->b, IL_LDLOC, tmp);
    if (lo) {
        fe_em_op_i4(&C->b, IL_LDC_I4, (int32_t)lo);
        fe_em_op(&C->b, IL_SUB);
    }
    fe_em_switch(&C->b, targets, (int)span);
    return 1;
}

/* Does the switch need the pattern form (a pattern or `when` label, or a
 * governing type the constant switch does not take)? */
static int switch_has_patterns(const fe_stmt *s, const fe_type *t)
{
    if (t->kind != FE_T_ERROR && t->kind != FE_T_STRING && !fe_is_integral(t) && t->kind != FE_T_ENUM)
        return 1;
    for (int i = 0; i < s->nsections; i++)
        for (int k = 0; k < s->sections[i].nlabels; k++)
            if (s->sections[i].labels[k].pat)
                return 1;
    return 0;
}

/* One label's test of the switch on local tmp (of type t): the pattern's
 * (a constant label is a constant pattern) and its when clause; the
 * definite-assignment state where it is true is left in C->da. */
static fe_bexpr *case_test(fe_ctx *C, fe_case_label *cl, int tmp, fe_type *t)
{
    fe_pattern *pt = cl->pat;
    if (!pt) {
        pt = fe_sema_alloc(C->S, sizeof *pt);
        pt->kind = FE_PAT_CONST;
        pt->pos = cl->e->pos;
        pt->e = cl->e;
        pt->local = -1;
    }
    fe_bexpr *test = fe_bind_pattern(C, pt, tmp, t);
    fe_pattern_da(C, pt);
    if (!cl->when || test->type->kind == FE_T_ERROR)
        return test;
    uint8_t *wt, *wf;
    fe_bexpr *w = fe_bind_cond(C, cl->when, &wt, &wf);
    fe_da_restore(C, wt);
    if (w->type->kind == FE_T_ERROR)
        return w;
    fe_bexpr *r = fe_bound_alloc(C->S, sizeof *r);
    r->kind = FE_B_LOGICAL;
    r->type = T(C, FE_T_BOOL);
    r->pos = cl->pos;
    r->op = FE_OP_ANDAND;
    r->a = test;
    r->b = w;
    return r;
}

static void gen_section_body(fe_ctx *C, fe_switch_section *sec, fe_jump *j)
{
    for (int k = 0; k < sec->nstmts; k++)
        gen_stmt(C, sec->stmts[k]);
    if (C->b.reachable && !C->dead) {
        fe_case_label *cl = &sec->labels[sec->nlabels - 1];
        ERR(C, cl->pos, "control cannot fall through from one case label ('%s') to another",
            cl->e || cl->pat ? "case" : "default:");
        fe_em_branch(&C->b, IL_BR, j->brk);
    }
}

/* switch with patterns: each section's labels tested in order, then its
 * body (a section's pattern variables are scoped to it); the default
 * section's body is entered when every label of every section failed. */
static void gen_pattern_switch(fe_ctx *C, fe_stmt *s, fe_type *t)
{
    fe_gen_expr(C, s->expr);
    int tmp = fe_em_add_local(&C->b, t);
    fe_em_op_var(&C->b, IL_STLOC, tmp);
    fe_jump *j = push_jump(C, -1);
    uint8_t *start = fe_da_save(C);
    int dflt = -1, dflt_body = -1;
    int depth = C->scope++;   /* the switch block is one declaration space */
    for (int i = 0; i < s->nsections; i++)
        reserve_block(C, s->sections[i].stmts, s->sections[i].nstmts);
    for (int i = 0; i < s->nsections; i++) {
        fe_switch_section *sec = &s->sections[i];
        int body = fe_em_label(&C->b), next = fe_em_label(&C->b);
        int sdepth = fe_scope_open(C);
        uint8_t *acc = NULL;
        for (int k = 0; k < sec->nlabels; k++) {
            fe_case_label *cl = &sec->labels[k];
            fe_da_restore(C, start);
            if (!cl->e && !cl->pat) {
                if (dflt >= 0)
                    ERR(C, cl->pos, "the label 'default:' already occurs in this switch statement");
                dflt = i;
                dflt_body = body;
            } else {
                int fail = fe_em_label(&C->b);
                fe_bexpr *test = case_test(C, cl, tmp, t);
                if (test->type->kind != FE_T_ERROR) {
                    fe_emit_branch(C, test, fail, 0);
                    fe_em_branch(&C->b, IL_BR, body);
                }
                fe_em_mark(&C->b, fail);
            }
            if (acc)
                fe_da_meet(C, acc);
            acc = fe_da_save(C);
        }
        fe_em_branch(&C->b, IL_BR, next);
        if (dflt != i) {   /* the default section's body comes last, where all failed */
            fe_da_restore(C, acc ? acc : start);
            fe_em_mark(&C->b, body);
            gen_section_body(C, sec, j);
        }
        fe_scope_close(C, sdepth);
        fe_em_mark(&C->b, next);
    }
    if (dflt >= 0) {
        fe_da_restore(C, start);
        fe_em_mark(&C->b, dflt_body);
        int sdepth = fe_scope_open(C);
        gen_section_body(C, &s->sections[dflt], j);
        fe_scope_close(C, sdepth);
    }
    fe_em_branch(&C->b, IL_BR, j->brk);
    j->is_switch = 1;   /* goto case finds no constant label here */
    j->dflt_label = dflt_body;
    j->sw_type = t;
    pop_scope(C, depth);
    C->scope = depth;
    pop_jump(C, j, dflt >= 0 ? NULL : start);
    fe_em_mark(&C->b, j->brk);
}

static void gen_switch_sections(fe_ctx *C, fe_stmt *s)
{
    fe_type *t = fe_probe(C, s->expr);
    if (switch_has_patterns(s, t)) {
        if (t->kind == FE_T_VOID || t->kind == FE_T_NULL || t->kind == FE_T_MGROUP || t->kind == FE_T_LAMBDA) {
            ERR(C, s->expr->pos, "switch on a value of type '%s' is not supported", fe_type_name(C->S, t));
            t = T(C, FE_T_ERROR);
        }
        gen_pattern_switch(C, s, t);
        return;
    }
    int is_str = t->kind == FE_T_STRING;
    if (t->kind != FE_T_ERROR && !is_str && !fe_is_integral(t) && t->kind != FE_T_ENUM) {
        ERR(C, s->expr->pos, "switch on a value of type '%s' is not supported", fe_type_name(C->S, t));
        t = T(C, FE_T_ERROR);
    }
    fe_gen_expr(C, s->expr);
    int tmp = fe_em_add_local(&C->b, t);
    fe_em_op_var(&C->b, IL_STLOC, tmp);
    fe_jump *j = push_jump(C, -1);
    int *labels = fe_sema_alloc(C->S, sizeof(int) * (size_t)(s->nsections + 1));
    int dflt = -1;
    fe_const *seen = fe_sema_alloc(C->S, sizeof(fe_const) * 64);
    int nseen = 0;
    fe_method *eq = NULL;
    int total = 0, ncases = 0;
    for (int i = 0; i < s->nsections; i++)
        total += s->sections[i].nlabels;
    struct switch_case *cases = fe_sema_alloc(C->S, sizeof *cases * (size_t)(total + 1));
    if (is_str) {
        fe_type *ps[2] = {t, t};
        eq = fe_core_method(C->S, s->pos, "System", "String", "Equals", 1, ps, 2);
    }
    for (int i = 0; i < s->nsections; i++) {
        fe_switch_section *sec = &s->sections[i];
        labels[i] = fe_em_label(&C->b);
        for (int k = 0; k < sec->nlabels; k++) {
            fe_case_label *cl = &sec->labels[k];
            if (!cl->e) {
                if (dflt >= 0)
                    ERR(C, cl->pos, "the label 'default:' already occurs in this switch statement");
                dflt = i;
                continue;
            }
            fe_const v;
            if (!fe_const_expr(C, cl->e, &v)) {
                if (fe_bind_expr(C, cl->e)->type->kind != FE_T_ERROR)   /* else: reported */
                    ERR(C, cl->e->pos, "a constant value is expected");
                continue;
            }
            fe_arg a = {.type = v.type, .mode = FE_P_VALUE, .is_const = 1, .cval = v};
            if (t->kind != FE_T_ERROR && !fe_arg_converts(C->S, &a, t)) {
                ERR(C, cl->e->pos, "cannot implicitly convert type '%s' to '%s'",
                    fe_type_name(C->S, v.type), fe_type_name(C->S, t));
                continue;
            }
            fe_const cv = v;
            if (!is_str && v.type->kind != FE_T_ENUM)
                fe_const_convert(C->S, &v, fe_underlying(C->S, t), 0, &cv);
            for (int q = 0; q < nseen; q++) {
                int sn = fe_const_is_null(&seen[q]), cn = fe_const_is_null(&cv);
                int same = is_str ? ((sn && cn) ||
                                     (!sn && !cn && seen[q].slen == cv.slen &&
                                      !memcmp(fe_const_str(C->S, &seen[q]), fe_const_str(C->S, &cv),
                                              cv.slen)))
                                  : seen[q].i == cv.i;
                if (same)
                    ERR(C, cl->pos, "the switch statement contains multiple cases with the same label value");
            }
            if (nseen < 64)
                seen[nseen++] = cv;
            cases[ncases].v = cv;
            cases[ncases].sec = i;
            ncases++;
        }
    }
    if (!gen_switch_table(C, t, tmp, cases, ncases, labels, dflt >= 0 ? labels[dflt] : j->brk)) {
        for (int q = 0; q < ncases; q++) {
            fe_const cv = cases[q].v;
            fe_em_op_var(&C->b, IL_LDLOC, tmp);
            if (is_str) {
                cv.type = T(C, FE_T_STRING);
                fe_gen_const(C, &cv);
                if (eq)
                    fe_gen_call(C, eq, 0);
            } else {
                cv.type = fe_is_wide(t) ? t : T(C, FE_T_INT);
                fe_gen_const(C, &cv);
                fe_em_op(&C->b, IL_CEQ);
            }
            fe_em_branch(&C->b, IL_BRTRUE, labels[cases[q].sec]);
        }
    }
    uint8_t *start = fe_da_save(C);
    if (dflt >= 0)
        fe_em_branch(&C->b, IL_BR, labels[dflt]);
    else
        fe_em_branch(&C->b, IL_BR, j->brk);
    j->is_switch = 1;
    j->cases = cases;
    j->ncases = ncases;
    j->sec_labels = labels;
    j->dflt_label = dflt >= 0 ? labels[dflt] : -1;
    j->sw_type = t;
    int depth = C->scope++;   /* the switch block is one declaration space */
    int has_lab = 0;
    for (int i = 0; i < s->nsections; i++) {
        reserve_block(C, s->sections[i].stmts, s->sections[i].nstmts);
        has_lab |= has_labels(s->sections[i].stmts, s->sections[i].nstmts);
    }
    if (has_lab) {
        fe_goto_open(C);
        for (int i = 0; i < s->nsections; i++)
            fe_goto_declare(C, s->sections[i].stmts, s->sections[i].nstmts);
    }
    for (int i = 0; i < s->nsections; i++) {
        fe_switch_section *sec = &s->sections[i];
        fe_da_restore(C, start);
        fe_em_mark(&C->b, labels[i]);
        for (int k = 0; k < sec->nstmts; k++)
            gen_stmt(C, sec->stmts[k]);
        if (C->b.reachable && !C->dead) {
            fe_case_label *cl = &sec->labels[sec->nlabels - 1];
            ERR(C, cl->pos, "control cannot fall through from one case label ('%s') to another",
                cl->e ? "case" : "default:");
            fe_em_branch(&C->b, IL_BR, j->brk);
        }
    }
    if (has_lab)
        fe_goto_close(C);
    pop_scope(C, depth);
    C->scope = depth;
    pop_jump(C, j, dflt >= 0 ? NULL : start);
    fe_em_mark(&C->b, j->brk);
}

/* A switch block is one scope: the captured locals of all its sections
 * share one display object (lower_closure.c). */
static void gen_switch(fe_ctx *C, fe_stmt *s)
{
    int n = 0;
    for (int i = 0; i < s->nsections; i++)
        n += s->sections[i].nstmts;
    fe_stmt **all = fe_sema_alloc(C->S, sizeof *all * (size_t)(n + 1));
    n = 0;
    for (int i = 0; i < s->nsections; i++)
        for (int k = 0; k < s->sections[i].nstmts; k++)
            all[n++] = s->sections[i].stmts[k];
    int displays = fe_closure_scope_open(C, NULL, all, n);
    gen_switch_sections(C, s);
    fe_closure_scope_close(C, displays);
}

/* goto case e; / goto default; - to a section of the innermost switch. */
static void gen_goto_case(fe_ctx *C, fe_stmt *s)
{
    fe_jump *j = NULL;
    for (int i = C->jumps.n - 1; i >= 0 && !j; i--)
        if (C->jumps.v[i]->is_switch)
            j = C->jumps.v[i];
    int target = -1;
    if (!j) {
        ERR(C, s->pos, "a goto case is only valid inside a switch statement");
        if (s->expr)
            fe_probe(C, s->expr);
        ended_by_error(C);
        return;
    }
    if (s->goto_default) {
        target = j->dflt_label;
        if (target < 0) {
            ERR(C, s->pos, "no such label 'default:' within the scope of the goto statement");
            ended_by_error(C);
            return;
        }
    } else {
        fe_const v, cv;
        fe_type *t = j->sw_type;
        if (!fe_const_expr(C, s->expr, &v)) {
            if (fe_bind_expr(C, s->expr)->type->kind != FE_T_ERROR)
                ERR(C, s->expr->pos, "a constant value is expected");
            ended_by_error(C);
            return;
        }
        if (t->kind == FE_T_ERROR) {
            ended_by_error(C);
            return;
        }
        fe_arg a = {.type = v.type, .mode = FE_P_VALUE, .is_const = 1, .cval = v};
        if (!fe_arg_converts(C->S, &a, t)) {
            ERR(C, s->expr->pos, "cannot implicitly convert type '%s' to '%s'",
                fe_type_name(C->S, v.type), fe_type_name(C->S, t));
            ended_by_error(C);
            return;
        }
        int is_str = t->kind == FE_T_STRING;
        cv = v;
        if (!is_str && v.type->kind != FE_T_ENUM)
            fe_const_convert(C->S, &v, fe_underlying(C->S, t), 0, &cv);
        for (int q = 0; q < j->ncases && target < 0; q++) {
            const fe_const *c = &j->cases[q].v;
            int sn = fe_const_is_null(c), cn = fe_const_is_null(&cv);
            int same = is_str ? ((sn && cn) ||
                                 (!sn && !cn && c->slen == cv.slen &&
                                  !memcmp(fe_const_str(C->S, c), fe_const_str(C->S, &cv), cv.slen)))
                              : c->i == cv.i;
            if (same)
                target = j->sec_labels[j->cases[q].sec];
        }
        if (target < 0) {
            ERR(C, s->pos, "no such label 'case %s:' within the scope of the goto statement",
                is_str ? "..." : "value");
            ended_by_error(C);
            return;
        }
    }
    if (C->in_finally > 0 && j->try_depth < C->in_finally_depth) {
        ERR(C, s->pos, "control cannot leave the body of a finally clause");
        ended_by_error(C);
        return;
    }
    transfer(C, target, j->try_depth);
    fe_da_all(C);
}

/* ------------------------------------------------------------ try/lock */

static fe_class *exception_class(fe_ctx *C)
{
    return fe_find_class(C->S, "System", "Exception");
}

static void add_eh(fe_ctx *C, uint32_t kind, int ts, int te, int hs, int he, fe_type *ct)
{
    if (C->b.dry)
        return;
    kmod_eh eh;
    memset(&eh, 0, sizeof eh);
    eh.kind = kind;
    eh.try_off = (uint32_t)ts;
    eh.try_len = (uint32_t)(te - ts);
    eh.handler_off = (uint32_t)hs;
    eh.handler_len = (uint32_t)(he - hs);
    eh.catch_sig = ct ? fe_type_sig_row(C->S, ct) : KMOD_NONE;
    FE_VEC_PUSH(C->b.ehs, eh);
}

static int depth_before_try(fe_ctx *C)
{
    return C->b.depth;
}

/* try { body } finally { fin }, body and fin given as callbacks. */
typedef void (*gen_fn)(fe_ctx *C, void *arg);

static void gen_try_finally(fe_ctx *C, gen_fn body, void *barg, gen_fn fin, void *farg)
{
    (void)depth_before_try(C);
    int end = fe_em_label(&C->b);
    uint8_t *s0 = fe_da_save(C);
    int ts = fe_em_pos(&C->b);
    C->try_depth++;
    int frame = fe_iter_try_open(C);
    body(C, barg);
    if (C->b.reachable)
        fe_em_branch(&C->b, IL_LEAVE, end);
    int skip = frame ? fe_iter_try_close(C) : -1;   /* a yield return suspends: skip the finally */
    int te = fe_em_pos(&C->b);
    uint8_t *s_after = fe_da_save(C);
    int reach_after = 1;
    (void)reach_after;
    fe_da_restore(C, s0);
    int hs = fe_em_pos(&C->b);
    if (!C->b.dry) {
        C->b.reachable = 1;
        fe_em_set_depth(&C->b, 0);
    }
    C->in_finally++;
    int save_fd = C->in_finally_depth;
    C->in_finally_depth = C->try_depth;
    if (skip >= 0)
        fe_iter_finally_guard(C, skip);
    fin(C, farg);
    if (skip >= 0)
        fe_em_mark(&C->b, skip);
    C->in_finally_depth = save_fd;
    C->in_finally--;
    uint8_t *s_fin = fe_da_save(C);
    fe_em_op(&C->b, IL_ENDFINALLY);
    int he = fe_em_pos(&C->b);
    C->try_depth--;
    add_eh(C, KMOD_EH_FINALLY, ts, te, hs, he, NULL);
    fe_da_restore(C, s_after);
    bits_or(C->da, saved_words(s_fin), C->nda < saved_len(s_fin) ? C->nda : saved_len(s_fin));
    da_whole_structs(C);
    fe_em_mark(&C->b, end);
}

typedef struct try_ctx { fe_stmt *s; } try_ctx;

/* The class a catch takes (ERROR after a reported error). */
static fe_type *catch_type(fe_ctx *C, fe_catch *c, fe_class *exc)
{
    fe_type *ct = exc ? exc->type : T(C, FE_T_ERROR);
    if (c->tsyn) {
        ct = fe_resolve_type(C->S, C->unit, C->ns, c->tsyn);
        if (ct->kind != FE_T_ERROR && (ct->kind != FE_T_CLASS || !exc || !fe_derives(ct->cls, exc))) {
            ERR(C, c->tsyn->pos, "the type caught or thrown must be derived from System.Exception");
            ct = T(C, FE_T_ERROR);
        }
    }
    return ct;
}

/* A filtered catch of ct, before its try: the filter `e => cond` as a
 * Func<ct, bool> handed to the runtime by SETFILTER, whose clause index
 * is patched in once the clause is added (returned: where, or -1). */
static int gen_set_filter(fe_ctx *C, fe_catch *c, fe_type *ct)
{
    fe_class *fn = fe_class_arity(fe_find_class(C->S, "System", "Func"), 2);
    if (ct->kind == FE_T_ERROR || !fn) {
        if (!fn)
            ERR(C, c->filter->pos, "the corelib has no System.Func<T, TResult> for an exception filter");
        return -1;
    }
    fe_type *args[2] = {ct, T(C, FE_T_BOOL)};
    fe_gen_expr_to(C, c->filter, fe_generic_instance(C->S, fn, args, 2, c->filter->pos));
    int at = C->b.dry || !C->b.reachable ? -1 : fe_em_pos(&C->b) + 1;
    fe_em_op_i4(&C->b, IL_SETFILTER, 0);
    return at;
}

static void gen_try_catch_body(fe_ctx *C, void *arg)
{
    fe_stmt *s = ((try_ctx *)arg)->s;
    if (!s->ncatches) {
        gen_stmt(C, s->body);
        return;
    }
    fe_class *exc = exception_class(C);
    fe_type **cts = fe_sema_alloc(C->S, sizeof(fe_type *) * (size_t)s->ncatches);
    int *filter_at = fe_sema_alloc(C->S, sizeof(int) * (size_t)s->ncatches);
    for (int i = 0; i < s->ncatches; i++) {
        cts[i] = catch_type(C, &s->catches[i], exc);
        filter_at[i] = s->catches[i].filter ? gen_set_filter(C, &s->catches[i], cts[i]) : -1;
    }
    int end = fe_em_label(&C->b);
    uint8_t *s0 = fe_da_save(C);
    int ts = fe_em_pos(&C->b);
    int filtered = 0;
    for (int i = 0; i < s->ncatches; i++)
        filtered |= s->catches[i].filter != NULL;
    C->try_depth++;
    C->in_try_catch++;
    C->in_try_filter += filtered;
    int frame = filtered ? 0 : fe_iter_async_try_open(C);   /* an await in it resumes through its start */
    gen_stmt(C, s->body);
    C->in_try_filter -= filtered;
    C->in_try_catch--;
    if (C->b.reachable)
        fe_em_branch(&C->b, IL_LEAVE, end);
    if (frame)
        fe_iter_async_try_close(C);
    int te = fe_em_pos(&C->b);
    uint8_t *meet = fe_da_save(C);
    fe_type **caught = fe_sema_alloc(C->S, sizeof(fe_type *) * (size_t)s->ncatches);
    for (int i = 0; i < s->ncatches; i++) {
        fe_catch *c = &s->catches[i];
        fe_type *ct = cts[i];
        for (int k = 0; k < i; k++)   /* a filtered catch does not hide later ones */
            if (caught[k] && !s->catches[k].filter && ct->kind == FE_T_CLASS && caught[k]->kind == FE_T_CLASS &&
                fe_derives(ct->cls, caught[k]->cls))
                ERR(C, c->pos, "a previous catch clause already catches all exceptions of this or a super type ('%s')",
                    fe_type_name(C->S, caught[k]));
        caught[i] = ct;
        fe_da_restore(C, s0);
        int hs = fe_em_pos(&C->b);
        if (!C->b.dry) {
            C->b.reachable = 1;
            fe_em_set_depth(&C->b, 1);
        }
        int depth = C->scope++;
        C->in_catch++;
        if (c->name) {
            int li = fe_find_local(C, c->name);
            if (li >= 0)
                ERR(C, c->pos, "a local variable named '%s' cannot be declared in this scope because it would give a different meaning to '%s'",
                    c->name, c->name);
            fe_local l;
            memset(&l, 0, sizeof l);
            l.name = c->name;
            l.type = ct;
            l.pos = c->pos;
            l.scope = C->scope;
            l.slot = fe_em_add_local(&C->b, ct);
            fe_em_name_local(&C->b, l.slot, c->name);
            l.da = -1;
            fe_push_local(C, &l);
            c->local = C->locals.n - 1;
            fe_em_op_var(&C->b, IL_STLOC, l.slot);
            if (fe_closure_captured(C, c))   /* a lambda captures it: a cell with the exception */
                fe_closure_foreach_cell(C, c->local);
        } else {
            fe_em_op(&C->b, IL_POP);
        }
        C->try_depth++;
        gen_stmt(C, c->body);
        C->try_depth--;
        if (C->b.reachable)
            fe_em_branch(&C->b, IL_LEAVE, end);
        C->in_catch--;
        pop_scope(C, depth);
        C->scope = depth;
        int he = fe_em_pos(&C->b);
        add_eh(C, c->filter ? KMOD_EH_FILTER : KMOD_EH_CATCH, ts, te, hs, he,
               ct->kind == FE_T_ERROR ? (exc ? exc->type : NULL) : ct);
        fe_em_patch_i4(&C->b, filter_at[i], C->b.ehs.n - 1);
        fe_da_meet(C, meet);
        meet = fe_da_save(C);
    }
    C->try_depth--;
    fe_da_restore(C, meet);
    fe_em_mark(&C->b, end);
}

static void gen_finally_stmt(fe_ctx *C, void *arg) { gen_stmt(C, (fe_stmt *)arg); }

static void gen_try(fe_ctx *C, fe_stmt *s)
{
    try_ctx tc = {s};
    if (s->finally_body)
        gen_try_finally(C, gen_try_catch_body, &tc, gen_finally_stmt, s->finally_body);
    else
        gen_try_catch_body(C, &tc);
}

static fe_method *ref_struct_dispose(fe_ctx *C, fe_type *t);

typedef struct lock_ctx { fe_stmt *s; int t, taken; fe_method *enter, *exit; } lock_ctx;

static void lock_body(fe_ctx *C, void *arg)
{
    lock_ctx *k = arg;
    fe_em_op_var(&C->b, IL_LDLOC, k->t);
    fe_em_op_var(&C->b, IL_LDLOCA, k->taken);
    if (k->enter)
        fe_gen_call(C, k->enter, 0);
    gen_stmt(C, k->s->body);
}

static void lock_finally(fe_ctx *C, void *arg)
{
    lock_ctx *k = arg;
    int skip = fe_em_label(&C->b);
    fe_em_op_var(&C->b, IL_LDLOC, k->taken);
    fe_em_branch(&C->b, IL_BRFALSE, skip);
    fe_em_op_var(&C->b, IL_LDLOC, k->t);
    if (k->exit)
        fe_gen_call(C, k->exit, 0);
    fe_em_mark(&C->b, skip);
}

/* lock (l) on an expression of static type System.Threading.Lock, as C#
 * 13 compiles it: `var scope = l.EnterScope(); try { body } finally {
 * scope.Dispose(); }` (never Monitor on the Lock object). */
typedef struct scope_lock_ctx { fe_stmt *s; int slot; fe_method *dispose; } scope_lock_ctx;

static void scope_lock_body(fe_ctx *C, void *arg) { gen_stmt(C, ((scope_lock_ctx *)arg)->s->body); }

static void scope_lock_finally(fe_ctx *C, void *arg)
{
    scope_lock_ctx *k = arg;
    fe_em_op_var(&C->b, IL_LDLOCA, k->slot);
    fe_gen_call(C, k->dispose, 0);
}

static void gen_lock_scope(fe_ctx *C, fe_stmt *s, fe_class *lock)
{
    fe_method *enter = fe_find_method(C->S, lock, "EnterScope", 0, NULL, 0);
    fe_method *dispose = enter && enter->ret->kind == FE_T_STRUCT ? ref_struct_dispose(C, enter->ret) : NULL;
    if (!dispose) {
        ERR(C, s->pos, "the corelib has no System.Threading.Lock.EnterScope() returning a Scope with Dispose()");
        return;
    }
    fe_gen_expr(C, s->expr);
    fe_gen_call(C, enter, 1);
    scope_lock_ctx k = {s, fe_em_add_local(&C->b, enter->ret), dispose};
    fe_em_op_var(&C->b, IL_STLOC, k.slot);
    gen_try_finally(C, scope_lock_body, &k, scope_lock_finally, &k);
}

static void gen_lock(fe_ctx *C, fe_stmt *s)
{
    fe_type *t = fe_probe(C, s->expr);
    if (t->kind != FE_T_ERROR && (!fe_is_ref(t) || t->kind == FE_T_NULL)) {
        ERR(C, s->expr->pos, "'%s' is not a reference type as required by the lock statement",
            fe_type_name(C->S, t));
        return;
    }
    if (t->kind == FE_T_CLASS && t->cls && t->cls->imported && !strcmp(t->cls->full, "System.Threading.Lock")) {
        gen_lock_scope(C, s, t->cls);
        return;
    }
    fe_type *obj = T(C, FE_T_OBJECT), *bl = T(C, FE_T_BOOL);
    fe_type *ps[2] = {obj, bl};
    lock_ctx k;
    k.s = s;
    fe_method *enter = NULL;
    fe_class *mon = fe_find_class(C->S, "System.Threading", "Monitor");
    if (mon)
        for (fe_method *m = fe_methods_named(C->S, mon, "Enter"); m; m = m->next_named) {
            if (m->nparams == 2 && m->params[0].type == obj &&
                m->params[1].type == bl && m->params[1].mode == FE_P_REF)
                enter = m;
        }
    if (!enter)
        ERR(C, s->pos, "the corelib has no System.Threading.Monitor.Enter(object, ref bool)");
    k.enter = enter;
    k.exit = fe_core_method(C->S, s->pos, "System.Threading", "Monitor", "Exit", 1, ps, 1);
    fe_gen_expr(C, s->expr);
    k.t = fe_em_add_local(&C->b, obj);
    fe_em_op_var(&C->b, IL_STLOC, k.t);
    k.taken = fe_em_add_local(&C->b, bl);
    fe_em_op_i4(&C->b, IL_LDC_I4, 0);
    fe_em_op_var(&C->b, IL_STLOC, k.taken);
    gen_try_finally(C, lock_body, &k, lock_finally, &k);
}

static void gen_throw(fe_ctx *C, fe_stmt *s)
{
    if (!s->expr) {
        if (!C->in_catch || C->in_finally)
            ERR(C, s->pos, "a throw statement with no arguments is not allowed outside of a catch clause");
        fe_em_op(&C->b, IL_RETHROW);
        fe_da_all(C);
        return;
    }
    fe_type *t = fe_probe(C, s->expr);
    fe_class *exc = exception_class(C);
    if (t->kind != FE_T_ERROR && t->kind != FE_T_NULL &&
        (t->kind != FE_T_CLASS || !exc || !fe_derives(t->cls, exc)))
        ERR(C, s->expr->pos, "the type caught or thrown must be derived from System.Exception");
    fe_gen_expr(C, s->expr);
    fe_em_op(&C->b, IL_THROW);
    fe_da_all(C);
}

/* -------------------------------------------------------- using, dispose */

/* A ref struct's `public void Dispose()` (C# 8's pattern: a ref struct
 * cannot implement IDisposable through a box), or NULL. */
static fe_method *ref_struct_dispose(fe_ctx *C, fe_type *t)
{
    if (!fe_is_ref_struct(t))
        return NULL;
    for (fe_method *m = fe_methods_named(C->S, t->cls, "Dispose"); m; m = m->next_named)
        if (!(m->flags & KMOD_METH_STATIC) && m->nparams == 0 && m->ret->kind == FE_T_VOID &&
            fe_accessible(C, m->owner, m->flags))
            return m;
    return NULL;
}

/* ldloc slot; (a reference: null skips it) IDisposable.Dispose() - or,
 * when the static type may or may not be disposable (a non-sealed class,
 * an interface), only if it is one at run time (isinst). */
static void gen_dispose(fe_ctx *C, int slot, fe_type *t, fe_pos pos)
{
    fe_method *own = ref_struct_dispose(C, t);
    if (own) {   /* in place, on the variable */
        fe_em_op_var(&C->b, IL_LDLOCA, slot);
        fe_gen_call(C, own, 0);
        return;
    }
    fe_method *dispose = fe_core_method(C->S, pos, "System", "IDisposable", "Dispose", 0, NULL, 0);
    fe_class *idisp = fe_find_class(C->S, "System", "IDisposable");
    if (!dispose || !idisp)
        return;
    if (t->kind == FE_T_STRUCT) {   /* never null: its Dispose called in place, as C# does */
        fe_method *own = fe_iface_impl_in(C->S, t->cls, dispose);
        if (own) {
            fe_em_op_var(&C->b, IL_LDLOCA, slot);
            fe_gen_call(C, own, 0);
            return;
        }
        fe_em_op_var(&C->b, IL_LDLOC, slot);   /* not found (an error was reported): its box */
        fe_gen_conv(C, t, idisp->type);
        fe_gen_call(C, dispose, 1);
        return;
    }
    int skip = fe_em_label(&C->b);
    int known = fe_implicit(C->S, t, idisp->type);
    fe_em_op_var(&C->b, IL_LDLOC, slot);
    if (!known) {
        fe_em_op_tok(&C->b, IL_ISINST, fe_sig_token(C->S, idisp->type));
        slot = fe_gen_temp(C, idisp->type);
        fe_em_op_var(&C->b, IL_STLOC, slot);
        fe_em_op_var(&C->b, IL_LDLOC, slot);
    }
    fe_em_branch(&C->b, IL_BRFALSE, skip);
    fe_em_op_var(&C->b, IL_LDLOC, slot);
    fe_gen_call(C, dispose, 1);
    fe_em_mark(&C->b, skip);
}

/* One resource of a using statement or declaration (docs/interfaces.md):
 * its value in a local, then try { the rest } finally { dispose it }. */
typedef struct using_ctx {
    fe_stmt *s;                /* the USING statement */
    int k;                     /* the declarator of this level (declaration form) */
    int slot;
    fe_type *t;
} using_ctx;

static void gen_using_level(fe_ctx *C, using_ctx *u);

static void using_body(fe_ctx *C, void *arg)
{
    using_ctx *u = arg;
    fe_stmt *s = u->s;
    if (s->for_init && u->k + 1 < s->for_init->ndecls) {
        using_ctx inner = {s, u->k + 1, 0, NULL};
        gen_using_level(C, &inner);
    } else if (s->body) {
        gen_stmt(C, s->body);
    } else {
        gen_stmt_list(C, s->stmts, s->nstmts, 0);   /* a declaration: the rest of its block */
    }
}

/* A public instance `ValueTask DisposeAsync()` of t or its bases (C#'s
 * pattern for await using and await foreach), or NULL. */
static fe_method *dispose_async_method(fe_ctx *C, fe_type *t)
{
    if (t->kind != FE_T_CLASS && t->kind != FE_T_STRUCT)
        return NULL;
    for (fe_class *c = t->cls; c; c = c->base)
        for (fe_method *m = fe_methods_named(C->S, c, "DisposeAsync"); m; m = m->next_named)
            if (m->nparams == 0 && !(m->flags & KMOD_METH_STATIC) &&
                (m->flags & KMOD_ACC_MASK) == KMOD_ACC_PUBLIC && fe_is_value_task(m->ret) && !m->ret->cls->generic)
                return m;
    return NULL;
}

/* await using's end: AsyncIteratorMachine.DisposeAndWait(resource), when
 * it is not null (an await foreach's enumerator: when it is an
 * IAsyncDisposable). */
static void gen_dispose_async(fe_ctx *C, int slot, fe_type *t, fe_class *iad)
{
    fe_class *m = fe_find_class(C->S, "System.Runtime.CompilerServices", "AsyncIteratorMachine");
    fe_method *wait = m ? fe_methods_named(C->S, m, "DisposeAndWait") : NULL;
    if (!wait) {
        ERR(C, C->m->pos, "the corelib has no System.Runtime.CompilerServices.AsyncIteratorMachine.DisposeAndWait");
        return;
    }
    int skip = fe_em_label(&C->b);
    fe_method *own = fe_implicit(C->S, t, iad->type) ? NULL : dispose_async_method(C, t);
    if (own) {   /* the pattern: WaitValueTask(r.DisposeAsync()) */
        fe_method *wv = fe_methods_named(C->S, m, "WaitValueTask");
        if (!wv) {
            ERR(C, C->m->pos, "the corelib has no System.Runtime.CompilerServices.AsyncIteratorMachine.WaitValueTask");
            return;
        }
        if (t->kind == FE_T_STRUCT) {
            fe_em_op_var(&C->b, IL_LDLOCA, slot);
        } else {
            fe_em_op_var(&C->b, IL_LDLOC, slot);
            fe_em_branch(&C->b, IL_BRFALSE, skip);
            fe_em_op_var(&C->b, IL_LDLOC, slot);
        }
        fe_gen_call(C, own, t->kind != FE_T_STRUCT && (own->flags & KMOD_METH_VIRTUAL) ? 1 : 0);
        fe_gen_call(C, wv, 0);
        fe_em_mark(&C->b, skip);
        return;
    }
    fe_em_op_var(&C->b, IL_LDLOC, slot);
    if (fe_implicit(C->S, t, iad->type)) {
        fe_gen_conv(C, t, iad->type);
    } else {
        if (t->kind == FE_T_STRUCT) {   /* a struct enumerator that is no IAsyncDisposable: nothing to do */
            fe_em_op(&C->b, IL_POP);
            return;
        }
        fe_em_op_tok(&C->b, IL_ISINST, fe_sig_token(C->S, iad->type));
    }
    int tmp = fe_gen_temp(C, iad->type);
    fe_em_op_var(&C->b, IL_STLOC, tmp);
    if (t->kind != FE_T_STRUCT) {
        fe_em_op_var(&C->b, IL_LDLOC, tmp);
        fe_em_branch(&C->b, IL_BRFALSE, skip);
    }
    fe_em_op_var(&C->b, IL_LDLOC, tmp);
    fe_gen_call(C, wait, 0);
    fe_em_mark(&C->b, skip);
}

static void using_finally(fe_ctx *C, void *arg)
{
    using_ctx *u = arg;
    if (u->s->is_await)
        gen_dispose_async(C, u->slot, u->t, fe_find_class(C->S, "System", "IAsyncDisposable"));
    else
        gen_dispose(C, u->slot, u->t, u->s->pos);
}

static void gen_using_level(fe_ctx *C, using_ctx *u)
{
    fe_stmt *s = u->s;
    fe_pos pos;
    if (s->for_init) {
        fe_stmt one = *s->for_init;
        one.decls = &s->for_init->decls[u->k];
        one.ndecls = 1;
        gen_local_decl(C, &one);
        fe_local *l = &C->locals.v[one.decls[0].local];
        l->foreach_var = 2;   /* a using variable: read-only */
        u->t = l->type;
        u->slot = l->slot;
        if (l->cell_v) {   /* a lambda captures it: the cell holds the value, disposed from a copy */
            fe_em_op_var(&C->b, IL_LDLOC, l->cell_slot);
            fe_gen_ldfld(C, l->cell_v);
            u->slot = fe_gen_temp(C, l->type->kind == FE_T_ERROR ? T(C, FE_T_OBJECT) : l->type);
            fe_em_op_var(&C->b, IL_STLOC, u->slot);
        }
        pos = one.decls[0].pos;
        if (!one.decls[0].init)
            ERR(C, pos, "a using variable must be initialized");
    } else {
        pos = s->expr->pos;
        u->t = fe_probe(C, s->expr);
        fe_gen_expr(C, s->expr);
        fe_class *idisp = fe_find_class(C->S, "System", "IDisposable");
        fe_type *lt = u->t->kind == FE_T_NULL && idisp ? idisp->type : u->t;
        u->slot = fe_gen_temp(C, lt->kind == FE_T_ERROR ? T(C, FE_T_OBJECT) : lt);
        fe_em_op_var(&C->b, IL_STLOC, u->slot);
    }
    fe_class *idisp = fe_find_class(C->S, "System", "IDisposable");
    if (s->is_await) {   /* await using: an IAsyncDisposable (an await foreach's enumerator: any) */
        fe_class *iad = fe_find_class(C->S, "System", "IAsyncDisposable");
        if (!iad) {
            ERR(C, pos, "the corelib has no System.IAsyncDisposable");
            u->t = T(C, FE_T_ERROR);
        } else if (u->t->kind != FE_T_ERROR && s->is_await == 1 && !dispose_async_method(C, u->t) &&
                   (!fe_implicit(C->S, u->t, iad->type) || (!fe_is_ref(u->t) && u->t->kind != FE_T_STRUCT))) {
            ERR(C, pos, "'%s': type used in an asynchronous using statement must be implicitly convertible to "
                "'System.IAsyncDisposable' or implement a suitable 'DisposeAsync' method", fe_type_name(C->S, u->t));
            u->t = T(C, FE_T_ERROR);
        }
        if (u->t->kind == FE_T_ERROR)
            using_body(C, u);
        else
            gen_try_finally(C, using_body, u, using_finally, u);
        return;
    }
    if (u->t->kind != FE_T_ERROR && !ref_struct_dispose(C, u->t) &&
        (!idisp || !fe_implicit(C->S, u->t, idisp->type) ||
         (!fe_is_ref(u->t) && u->t->kind != FE_T_STRUCT))) {
        ERR(C, pos, "'%s': type used in a using statement must be implicitly convertible to 'System.IDisposable'",
            fe_type_name(C->S, u->t));
        u->t = T(C, FE_T_ERROR);
    }
    if (u->t->kind == FE_T_ERROR) {   /* still checked, once */
        using_body(C, u);
        return;
    }
    gen_try_finally(C, using_body, u, using_finally, u);
}

static void gen_using(fe_ctx *C, fe_stmt *s)
{
    if (!s->body && !s->stmts) {
        ERR(C, s->pos, "a using variable cannot be used directly within a switch section (consider using braces)");
        return;
    }
    using_ctx u = {s, 0, 0, NULL};
    if (!s->body) {   /* a declaration: its variables and the rest of the block are the block's scope */
        gen_using_level(C, &u);
        return;
    }
    int depth = C->scope++;
    gen_using_level(C, &u);
    pop_scope(C, depth);
    C->scope = depth;
}

/* The statements of a block: a using declaration takes the rest as its
 * scope (disposed at the block's end, in reverse order). */
static void gen_stmt_list(fe_ctx *C, fe_stmt **stmts, int n, int labels)
{
    for (int i = 0; i < n; i++) {
        fe_stmt *s = stmts[i];
        if (labels)
            fe_goto_note(C);
        if (s->kind == FE_S_USING && !s->body && labels) {
            ERR(C, s->pos, "a using declaration in a block with labels is not supported");
            return;
        }
        if (s->kind == FE_S_USING && !s->body) {
            static fe_stmt *none[1];
            s->stmts = i + 1 < n ? stmts + i + 1 : none;
            s->nstmts = n - i - 1;
            gen_stmt(C, s);
            return;
        }
        gen_stmt(C, s);
        if (C->lfns.n)
            fe_localfn_ready(C);
    }
}

/* ----------------------------------------------------------- statements */

static void gen_if(fe_ctx *C, fe_stmt *s)
{
    int lelse = fe_em_label(&C->b), lend = fe_em_label(&C->b);
    uint8_t *s0;
    fe_gen_branch_da(C, s->expr, lelse, 0, &s0);
    gen_stmt(C, s->body);
    uint8_t *s1 = fe_da_save(C);
    if (s->els)
        fe_em_branch(&C->b, IL_BR, lend);
    fe_da_restore(C, s0);
    fe_em_mark(&C->b, lelse);
    if (s->els)
        gen_stmt(C, s->els);
    fe_da_meet(C, s1);
    fe_em_mark(&C->b, lend);
}

static void gen_stmt_live(fe_ctx *C, fe_stmt *s)
{
    if (s->kind != FE_S_BLOCK && s->kind != FE_S_EMPTY)
        fe_em_seq(&C->b, s->pos);
    switch (s->kind) {
    case FE_S_EMPTY: break;
    case FE_S_BLOCK: {
        int depth = C->scope++;
        reserve_block(C, s->stmts, s->nstmts);
        int labels = has_labels(s->stmts, s->nstmts);
        if (labels) {
            fe_goto_open(C);
            fe_goto_declare(C, s->stmts, s->nstmts);
        }
        int lfns = fe_localfn_block_open(C, s->stmts, s->nstmts);   /* their types */
        int displays = fe_closure_scope_open(C, s, s->stmts, s->nstmts);
        fe_localfn_block_declare(C, lfns);
        gen_stmt_list(C, s->stmts, s->nstmts, labels);
        fe_localfn_block_close(C, lfns);
        fe_closure_scope_close(C, displays);
        if (labels)
            fe_goto_close(C);
        pop_scope(C, depth);
        C->scope = depth;
        break;
    }
    case FE_S_LOCAL: gen_local_decl(C, s); break;
    case FE_S_EXPR: fe_gen_expr_stmt(C, s->expr); break;
    case FE_S_IF: gen_if(C, s); break;
    case FE_S_WHILE: gen_while(C, s); break;
    case FE_S_DO: gen_do(C, s); break;
    case FE_S_FOR: gen_for(C, s); break;
    case FE_S_BREAK: gen_break(C, s, 0); break;
    case FE_S_CONTINUE: gen_break(C, s, 1); break;
    case FE_S_RETURN: gen_return(C, s); break;
    case FE_S_SWITCH: gen_switch(C, s); break;
    case FE_S_LOCK:
        C->in_lock++;
        gen_lock(C, s);
        C->in_lock--;
        break;
    case FE_S_TRY: gen_try(C, s); break;
    case FE_S_THROW: gen_throw(C, s); break;
    case FE_S_FOREACH: gen_foreach(C, s); break;
    case FE_S_LABELED: fe_gen_labeled(C, s); break;
    case FE_S_CHECKED: {   /* the block's expressions bound and emitted in that context */
        int saved = C->checked_ctx;
        C->checked_ctx = s->is_checked ? 1 : 2;
        gen_stmt(C, s->body);
        C->checked_ctx = saved;
        break;
    }
    case FE_S_GOTO:
        if (s->label)
            fe_gen_goto(C, s);
        else
            gen_goto_case(C, s);
        break;
    case FE_S_USING: gen_using(C, s); break;
    case FE_S_YIELD: fe_iter_gen_yield(C, s); break;
    }
}

void fe_gen_stmt(fe_ctx *C, fe_stmt *s) { gen_stmt(C, s); }

/* Unreachable statements are checked but emit no code. */
static void gen_stmt_marked(fe_ctx *C, fe_stmt *s);

/* Every statement releases the definite-assignment states it saved and
 * the bound trees of its expressions (emitted by then). */
static void gen_stmt(fe_ctx *C, fe_stmt *s)
{
    fe_da_mark m = fe_da_mark_now(C);
    fe_bound_mark bm = fe_bound_mark_now(C->S);
    gen_stmt_marked(C, s);
    fe_bound_release(C->S, bm);
    fe_da_release(C, m);
}

static void gen_stmt_marked(fe_ctx *C, fe_stmt *s)
{
    if (fe_stack_exhausted(C->S, s->pos))
        return;
    if (!C->b.reachable && !C->b.dry && !(s->kind == FE_S_LABELED && fe_goto_live_label(C, s))) {
        C->b.dry++;
        C->dead++;
        gen_stmt_live(C, s);
        C->dead--;
        C->b.dry--;
        return;
    }
    gen_stmt_live(C, s);
}

/* -------------------------------------------------------- method bodies */

static void add_param(fe_ctx *C, const fe_param *p, int slot)
{
    fe_local l;
    memset(&l, 0, sizeof l);
    l.name = p->name;
    l.type = p->type;
    l.slot = slot;
    l.is_param = 1;
    l.mode = p->mode;
    l.da = p->mode == FE_P_OUT ? new_var_bits(C, &l) : -1;
    fe_push_local(C, &l);
}

void fe_ctx_init(fe_ctx *C, fe_sema *S, fe_method *m)
{
    memset(C, 0, sizeof *C);
    C->S = S;
    C->m = m;
    C->cls = m->owner;
    C->unit = m->owner->unit;
    C->ns = m->owner->ns;
    C->is_static = (m->flags & KMOD_METH_STATIC) != 0;
    C->ret_label = -1;
    C->ret_local = -1;
    fe_em_init(&C->b);
    int base = C->is_static ? 0 : 1;
    for (int i = 0; i < m->nparams; i++)
        add_param(C, &m->params[i], base + i);
    if (m->lambda)
        fe_closure_enter(C);
}

void fe_ctx_free(fe_ctx *C)
{
    fe_em_free(&C->b);
    free(C->locals.v);
    free(C->jumps.v);
    free(C->reserved.v);
    free(C->captured.v);
    fe_closure_scope_close(C, 0);
    free(C->displays.v);
    free(C->lfns.v);
    fe_ctx_free_names(C);
    fe_goto_free(C);
    fe_da_release(C, (fe_da_mark){NULL, 0});
    free(C->da);
}

/* Field initializers (instance or static) in declaration order. */
static void gen_field_inits(fe_ctx *C, int statics)
{
    fe_class *c = C->cls;
    for (int i = 0; i < c->fields.n; i++) {
        fe_field *f = c->fields.v[i];
        int st = (f->flags & KMOD_FIELD_STATIC) != 0;
        if (st != statics || !f->init || (f->flags & KMOD_FIELD_LITERAL))
            continue;
        int save_static = C->is_static;
        C->is_static = 1;   /* an initializer cannot use this or instance members */
        /* nor a constructor's parameters, but a primary constructor's (C# 12) */
        C->hide_params = !st && !(C->m->decl && C->m->decl->primary);
        fe_em_seq(&C->b, f->init->pos);
        if (!st)
            fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_gen_expr_to(C, f->init, f->type);
        fe_gen_stfld(C, f);
        C->is_static = save_static;
        C->hide_params = 0;
    }
}

/* A record class's copy constructor (`R(R original)`, written or
 * synthesized) copies the object: it runs no initializer (C# 9) and need
 * not call the primary constructor. */
static int record_copy_ctor(const fe_ctx *C)
{
    const fe_method *m = C->m;
    return C->cls->is_record && !(C->cls->flags & KMOD_TYPE_VALUETYPE) && m->nparams == 1 &&
           m->params[0].type == C->cls->type;
}

/* A primary constructor (C# 12) first stores the parameters its class's
 * members capture; another constructor of its class must call it
 * (through `: this(...)`), which runs the initializers once. */
static void gen_primary_captures(fe_ctx *C, fe_ctor_init ci)
{
    fe_method *m = C->m;
    const fe_class *def = C->cls->generic ? C->cls->generic : C->cls;
    if (!def->decl || !def->decl->primary || !m->decl || (m->flags & KMOD_METH_STATIC) || record_copy_ctor(C))
        return;
    if (!m->decl->primary) {
        if (ci != FE_CI_THIS)
            ERR(C, m->pos, "a constructor declared in a type with parameter list must have 'this' constructor initializer");
        return;
    }
    for (int i = 0; i < m->nparams; i++) {
        fe_field *f = fe_primary_capture(C->S, C->cls, m->decl->params[i].name);
        if (!f)
            continue;
        fe_em_seq(&C->b, m->pos);
        fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_em_op_var(&C->b, IL_LDARG, 1 + i);
        fe_gen_stfld(C, f);
    }
}

static void gen_ctor_prologue(fe_ctx *C)
{
    fe_method *m = C->m;
    fe_member *d = m->decl;
    fe_ctor_init ci = d && m->synth == FE_SYN_NONE ? d->ctor_init : FE_CI_NONE;
    if (C->cls->flags & KMOD_TYPE_VALUETYPE) {   /* zeroed, then the field initializers (C# 10) */
        if (ci != FE_CI_THIS || (d->nctor_args == 0 && !fe_struct_default_ctor(C->S, C->cls))) {
            fe_gen_struct_ctor_prologue(C);
            gen_primary_captures(C, ci);
            gen_field_inits(C, 0);
            return;
        }
    }
    gen_primary_captures(C, ci);
    if (ci != FE_CI_THIS && !record_copy_ctor(C))
        gen_field_inits(C, 0);
    if (ci == FE_CI_THIS) {
        fe_em_seq(&C->b, d->ctor_init_pos);
        fe_gen_ctor_call(C, C->cls, d->ctor_args, d->nctor_args, d->ctor_init_pos);
        return;
    }
    if (!C->cls->base)
        return;   /* System.Object */
    fe_em_seq(&C->b, ci == FE_CI_BASE ? d->ctor_init_pos : m->pos);
    C->is_static = 1;   /* base(...) arguments cannot use this */
    if (ci == FE_CI_BASE)
        fe_gen_ctor_call(C, C->cls->base, d->ctor_args, d->nctor_args, d->ctor_init_pos);
    else
        fe_gen_ctor_call(C, C->cls->base, NULL, 0, m->pos);
    C->is_static = 0;
}

static void gen_auto_accessor(fe_ctx *C)
{
    fe_method *m = C->m;
    fe_field *bf = m->prop->backing;
    int st = (m->flags & KMOD_METH_STATIC) != 0;
    if (m->synth == FE_SYN_AUTO_GET) {
        if (!st)
            fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_gen_ldfld(C, bf);
    } else {
        if (!st)
            fe_em_op_var(&C->b, IL_LDARG, 0);
        fe_em_op_var(&C->b, IL_LDARG, st ? 0 : 1);
        fe_gen_stfld(C, bf);
    }
    fe_em_op(&C->b, IL_RET);
}

static void gen_body(fe_ctx *C)
{
    fe_method *m = C->m;
    switch (m->synth) {
    case FE_SYN_ENUM_TOSTRING: fe_synth_enum_tostring(C); return;
    case FE_SYN_ENUM_OBJECT: fe_synth_enum_object(C); return;
    case FE_SYN_STRUCT_EQUALS: case FE_SYN_STRUCT_HASH: fe_synth_struct_equality(C); return;
    case FE_SYN_ANON_CTOR: case FE_SYN_ANON_OBJECT: fe_synth_anon(C); return;
    case FE_SYN_DELEGATE_CTOR: case FE_SYN_DELEGATE_INVOKE: case FE_SYN_DELEGATE_MULTI:
    case FE_SYN_DELEGATE_TOSTRING: case FE_SYN_THUNK_CTOR: case FE_SYN_THUNK_INVOKE: case FE_SYN_THUNK_METHOD:
        fe_synth_delegate(C);
        return;
    case FE_SYN_LAMBDA_CTOR: fe_closure_gen_ctor(C); return;
    case FE_SYN_EVENT_ADD: case FE_SYN_EVENT_REMOVE: fe_synth_event(C); return;
    case FE_SYN_ITER_CTOR: case FE_SYN_ITER_FRESH: case FE_SYN_ITER_CURRENT: case FE_SYN_ITER_GCURRENT:
    case FE_SYN_ITER_GENUM:
        fe_iter_synth(C);
        return;
    case FE_SYN_AUTO_GET: case FE_SYN_AUTO_SET: gen_auto_accessor(C); return;
    case FE_SYN_CCTOR:
        gen_field_inits(C, 1);
        fe_em_op(&C->b, IL_RET);
        return;
    default: break;
    }
    if (fe_iter_body(C))
        return;   /* the body is the iterator's MoveNext: this method makes the iterator */
    fe_closure_prepare(C);   /* captured variables: the body's display object */
    if (m->flags & KMOD_METH_CTOR)
        gen_ctor_prologue(C);
    if (m->flags & KMOD_METH_CCTOR)
        gen_field_inits(C, 1);   /* a static constructor's body runs after them */
    if (m->expr_body) {
        fe_em_seq(&C->b, m->expr_body->pos);
        if (m->ret->kind == FE_T_VOID) {
            fe_gen_expr_stmt(C, m->expr_body);
        } else {
            fe_gen_expr_to(C, m->expr_body, m->ret);
            fe_em_op(&C->b, IL_RET);
        }
    } else if (m->body) {
        gen_stmt(C, m->body);
    }
    if (C->b.reachable) {
        if (m->ret->kind != FE_T_VOID) {
            ERR(C, m->pos, "'%s.%s': not all code paths return a value", m->owner->full,
                m->prop ? m->prop->name : (m->flags & KMOD_METH_CTOR) ? m->owner->name : m->name);
        } else {
            check_outs(C, m->pos);
            fe_em_op(&C->b, IL_RET);
        }
    }
    if (C->ret_label >= 0) {
        fe_em_mark(&C->b, C->ret_label);
        if (m->ret->kind != FE_T_VOID)
            fe_em_op_var(&C->b, IL_LDLOC, C->ret_local);
        fe_em_op(&C->b, IL_RET);
    }
}

static int has_body(const fe_method *m)
{
    if (m->flags & (KMOD_METH_ABSTRACT | KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE))
        return 0;
    if (m->synth == FE_SYN_ITER_BUILT)
        return 0;   /* compiled with its iterator method (lower_iterator.c) */
    return m->synth != FE_SYN_NONE || m->body || m->expr_body;
}

void fe_gen_method(fe_sema *S, fe_method *m)
{
    if (!has_body(m))
        return;
    fe_ctx C;
    fe_class *save_cls = S->tp_cls;
    fe_method *save_meth = S->tp_meth;
    fe_closure_tp_scope(m, &S->tp_cls, &S->tp_meth);   /* a lambda's: its enclosing method's */
    fe_ctx_init(&C, S, m);
    fe_class *scope = fe_scope_enter(S, m->owner);
    fe_bound_mark bm = fe_bound_mark_now(S);
    struct fe_ctx *save_gen = S->gen;
    S->gen = &C;
    gen_body(&C);
    S->gen = save_gen;
    S->tp_cls = save_cls;
    S->tp_meth = save_meth;
    fe_bound_release(S, bm);
    fe_scope_enter(S, scope);
    if (C.b.locals.n > 65535 || m->nparams > 65534)
        fe_sema_error(S, m->pos, "'%s' has too many %s (the limit is 65535)", m->name,
                      m->nparams > 65534 ? "parameters" : "local variables");
    if (fe_em_finish(&C.b) != 0 && S->errors == 0) {
        fe_sema_error(S, m->pos, "internal error: unplaced label in '%s'", m->name);
    }
    if (S->errors == 0 && !S->open_pass)
        fe_layout_body(S, S->body_target ? S->body_target : m, &C.b);
    fe_ctx_free(&C);
}
