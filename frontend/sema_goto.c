/* sema_goto.c - labeled statements and `goto label;` (C# 13.5, 13.10.4);
 * `goto case` / `goto default` are the switch's (sema_stmt.c).
 *
 * A label is visible in the whole block that declares it (its statement
 * list, nested blocks included), so a goto may leave blocks, loops and
 * try/catch bodies (a `leave`) but never enter one; it may not leave a
 * finally. Each block that declares labels opens a label scope: every
 * label gets a builder label and a fe_jump holding the meet of the
 * definite-assignment states of the gotos that reach it before it is
 * placed (forward gotos). At the label the state is the meet of that and
 * the fall-through state. A label reached only by later (backward) gotos
 * cannot know their states yet: it assumes the state at the start of the
 * last reachable statement before it in its block, and each later goto to
 * it must have at least that assigned (else one error naming the local),
 * so the assumption is checked, never trusted. A label some goto of its
 * block names is compiled as reachable even where the code before it is
 * not.
 *
 * Invariants: scopes nest like the blocks; a scope's labels are freed
 * when its block ends.
 */
#include "sema.h"

#include <string.h>

typedef struct golabel {
    const char *name;
    fe_stmt *stmt;            /* the LABELED statement */
    fe_jump *j;               /* brk: the builder label; try_depth; brk_da: forward gotos' meet */
    int targeted;             /* some goto in the block names it */
    int placed;
    uint64_t *assumed;        /* placed unreachable: the state it assumed (nassumed bits) */
    int nassumed;
} golabel;

typedef struct goscope {
    int first;                /* its labels: labels.v[first .. end) */
    uint8_t *last;            /* the state at the start of its last reachable statement so far */
} goscope;

struct fe_goto {
    FE_VEC(golabel) labels;
    FE_VEC(goscope) scopes;
};

static fe_stmt *unlabeled(fe_stmt *s)
{
    while (s && s->kind == FE_S_LABELED)
        s = s->body;
    return s;
}

/* 1 if a `goto name;` occurs in s (any depth). */
static int names_goto(const fe_stmt *s, const char *name)
{
    if (!s)
        return 0;
    if (s->kind == FE_S_GOTO && s->label && !strcmp(s->label, name))
        return 1;
    for (int i = 0; i < s->nstmts; i++)
        if (names_goto(s->stmts[i], name))
            return 1;
    for (int i = 0; i < s->nsections; i++)
        for (int k = 0; k < s->sections[i].nstmts; k++)
            if (names_goto(s->sections[i].stmts[k], name))
                return 1;
    for (int i = 0; i < s->ncatches; i++)
        if (names_goto(s->catches[i].body, name))
            return 1;
    return names_goto(s->body, name) || names_goto(s->els, name) ||
           names_goto(s->finally_body, name) || names_goto(s->for_init, name);
}

static golabel *find(struct fe_goto *g, const char *name)
{
    for (int i = g ? g->labels.n - 1 : -1; i >= 0; i--)
        if (!strcmp(g->labels.v[i].name, name))
            return &g->labels.v[i];
    return NULL;
}

void fe_goto_open(fe_ctx *C)
{
    if (!C->go) {
        C->go = calloc(1, sizeof *C->go);
        if (!C->go)
            fe_out_of_memory();
    }
    goscope sc = {C->go->labels.n, fe_da_save(C)};   /* the block's start until a statement */
    FE_VEC_PUSH(C->go->scopes, sc);
}

void fe_goto_declare(fe_ctx *C, fe_stmt **stmts, int n)
{
    struct fe_goto *g = C->go;
    for (int i = 0; i < n; i++)
        for (fe_stmt *s = stmts[i]; s && s->kind == FE_S_LABELED; s = s->body) {
            if (find(g, s->label)) {
                fe_sema_error(C->S, s->pos, "the label '%s' is a duplicate or shadows another label by the same name",
                              s->label);
                continue;
            }
            golabel l = {s->label, s, fe_sema_alloc(C->S, sizeof(fe_jump)), 0, 0, NULL, 0};
            l.j->brk = fe_em_label(&C->b);
            l.j->cont = -1;
            l.j->try_depth = C->try_depth;
            for (int k = 0; k < n && !l.targeted; k++)
                l.targeted = names_goto(stmts[k], s->label);
            FE_VEC_PUSH(g->labels, l);
        }
}

void fe_goto_close(fe_ctx *C)
{
    struct fe_goto *g = C->go;
    goscope sc = g->scopes.v[--g->scopes.n];
    for (int i = sc.first; i < g->labels.n; i++) {
        free(g->labels.v[i].j->brk_da.v);
        free(g->labels.v[i].assumed);
    }
    g->labels.n = sc.first;
}

void fe_goto_free(fe_ctx *C)
{
    if (!C->go)
        return;
    while (C->go->scopes.n)
        fe_goto_close(C);
    free(C->go->labels.v);
    free(C->go->scopes.v);
    free(C->go);
    C->go = NULL;
}

static golabel *label_of(fe_ctx *C, fe_stmt *s)
{
    for (int i = C->go ? C->go->labels.n - 1 : -1; i >= 0; i--)
        if (C->go->labels.v[i].stmt == s)
            return &C->go->labels.v[i];
    return NULL;
}

void fe_goto_note(fe_ctx *C)
{
    if (C->go && C->go->scopes.n && C->b.reachable && !C->dead)
        C->go->scopes.v[C->go->scopes.n - 1].last = fe_da_save(C);
}

int fe_goto_live_label(fe_ctx *C, fe_stmt *s)
{
    golabel *l = label_of(C, s);
    return l && l->targeted;
}

void fe_gen_labeled(fe_ctx *C, fe_stmt *s)
{
    golabel *l = label_of(C, s);
    if (!l) {                         /* a duplicate (reported) */
        fe_gen_stmt(C, s->body);
        return;
    }
    int was = C->b.reachable && !C->dead;
    uint8_t *here = was ? fe_da_save(C) : NULL;
    fe_em_mark(&C->b, l->j->brk);
    if (!C->b.dry && !C->b.reachable && l->targeted) {   /* reached by a later goto */
        C->b.reachable = 1;
        fe_em_set_depth(&C->b, 0);
    }
    if (!was && !l->j->has_brk) {
        goscope *sc = &C->go->scopes.v[C->go->scopes.n - 1];
        for (int i = C->go->scopes.n - 1; i >= 0; i--)
            if (C->go->scopes.v[i].first <= l - C->go->labels.v) {
                sc = &C->go->scopes.v[i];
                break;
            }
        fe_da_restore_unassigned(C, sc->last);
        if (!C->b.dry && C->nda) {
            size_t bytes = (size_t)(C->nda + 63) / 64 * 8;
            l->assumed = malloc(bytes);
            if (!l->assumed)
                fe_out_of_memory();
            memcpy(l->assumed, C->da, bytes);
            l->nassumed = C->nda;
        }
    } else {
        fe_jump_states(C, l->j, here);
    }
    l->placed = 1;
    fe_gen_stmt(C, s->body);
}

void fe_gen_goto(fe_ctx *C, fe_stmt *s)
{
    golabel *l = find(C->go, s->label);
    if (!l) {
        fe_sema_error(C->S, s->pos, "no such label '%s' within the scope of the goto statement", s->label);
        fe_stmt_ended_by_error(C);
        return;
    }
    if (C->in_finally > 0 && l->j->try_depth < C->in_finally_depth) {
        fe_sema_error(C->S, s->pos, "control cannot leave the body of a finally clause");
        fe_stmt_ended_by_error(C);
        return;
    }
    if (!l->placed)
        fe_jump_meet(C, l->j);
    for (int b = 0; l->assumed && C->b.reachable && !C->dead && b < l->nassumed && b < C->nda; b++) {
        if (!(l->assumed[b / 64] >> (b % 64) & 1) || fe_da_get(C, b))
            continue;
        for (int i = C->locals.n - 1; i >= 0; i--)
            if (C->locals.v[i].da >= 0 && C->locals.v[i].da <= b &&
                b <= C->locals.v[i].da + C->locals.v[i].da_fields) {   /* it or a field of it */
                fe_sema_error(C->S, s->pos, "'%s' must be definitely assigned at this goto: the code after label '%s' was compiled with it assigned",
                              C->locals.v[i].name, l->name);
                b = l->nassumed;
                break;
            }
    }
    fe_stmt_transfer(C, l->j->brk, l->j->try_depth);
    fe_da_all(C);
}

fe_stmt *fe_unlabeled(fe_stmt *s) { return unlabeled(s); }
