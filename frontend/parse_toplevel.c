/* parse_toplevel.c - what a C# 9/10 compilation unit adds around its
 * declarations: top-level statements, `global using` directives and the
 * SDK's implicit usings.
 *
 * Top-level statements (the statements a file has before its namespace
 * and type declarations) become the body of a static method `<Main>$` of
 * a partial class `Program` in the global namespace, taking `string[]
 * args`, returning int when a statement returns a value (outside local
 * functions and lambdas), else void - the names .NET's stack traces
 * show. The class is partial so that a `partial class Program` of the
 * same file adds members to it; fe_find_main takes `<Main>$` as the entry
 * point before any Main.
 *
 * Usings: a `global using` of one file applies to every file of the
 * program, and every program file imports the namespaces a .NET 8
 * console project imports implicitly (ImplicitUsings, on in `dotnet new
 * console`): programs written for it call Console and List without a
 * using. Names a program declares itself are found before imported ones,
 * so a program written with its own usings means what it meant.
 *
 * Invariants: the Program class is the unit's first type; a unit's usings
 * are its own, then the other units' global ones, then the implicit ones.
 */
#include <string.h>

#include "fe_internal.h"

static fe_typesyn *predef(fe_ast_arena *a, fe_predef k, fe_pos pos)
{
    fe_typesyn *t = fe_ast_alloc(a, sizeof *t);
    t->kind = FE_TS_PREDEF;
    t->predef = k;
    t->pos = pos;
    return t;
}

static int returns_value(const fe_stmt *s);

static int any_returns_value(fe_stmt *const *v, int n)
{
    for (int i = 0; i < n; i++)
        if (returns_value(v[i]))
            return 1;
    return 0;
}

/* s (statements only: a lambda's or local function's returns are its own)
 * has a `return e;`. */
static int returns_value(const fe_stmt *s)
{
    if (!s || (s->kind == FE_S_LOCAL && s->localfn))
        return 0;
    if (s->kind == FE_S_RETURN)
        return s->expr != NULL;
    if (any_returns_value(s->stmts, s->nstmts) || returns_value(s->body) || returns_value(s->els) ||
        returns_value(s->finally_body))
        return 1;
    for (int i = 0; i < s->nsections; i++)
        if (any_returns_value(s->sections[i].stmts, s->sections[i].nstmts))
            return 1;
    for (int i = 0; i < s->ncatches; i++)
        if (returns_value(s->catches[i].body))
            return 1;
    return 0;
}

static fe_expr *expr_of(fe_ast_arena *a, fe_ekind k, fe_pos pos)
{
    fe_expr *e = fe_ast_alloc(a, sizeof *e);
    e->kind = k;
    e->pos = pos;
    e->local = -1;
    e->bop = -1;
    return e;
}

/* recv.name() */
static fe_expr *call0(fe_ast_arena *a, fe_expr *recv, const char *name, fe_pos pos)
{
    fe_expr *m = expr_of(a, FE_E_MEMBER, pos);
    m->left = recv;
    m->name = name;
    fe_expr *c = expr_of(a, FE_E_CALL, pos);
    c->left = m;
    return c;
}

/* The entry point of an async Main (C# 7.1) or of top-level statements with
 * `await`: `static void|int name(params) { [return] callee(args).GetAwaiter().GetResult(); }`,
 * with target's parameters (the async method, its exceptions rethrown
 * as `await` rethrows them). */
fe_member *fe_async_entry(fe_ast_arena *a, const fe_member *target, const char *name, int returns_int)
{
    fe_pos pos = target->pos;
    fe_expr *callee = expr_of(a, FE_E_NAME, pos);
    callee->name = target->name;
    fe_expr *call = expr_of(a, FE_E_CALL, pos);
    call->left = callee;
    if (target->nparams > 0) {
        call->args = fe_ast_alloc(a, sizeof *call->args * (size_t)target->nparams);
        call->nargs = target->nparams;
        for (int i = 0; i < target->nparams; i++) {
            fe_expr *arg = expr_of(a, FE_E_NAME, pos);
            arg->name = target->params[i].name;
            call->args[i].e = arg;
            call->args[i].pos = pos;
        }
    }
    fe_stmt *st = fe_ast_alloc(a, sizeof *st);
    st->kind = returns_int ? FE_S_RETURN : FE_S_EXPR;
    st->pos = pos;
    st->expr = call0(a, call0(a, call, "GetAwaiter", pos), "GetResult", pos);
    fe_stmt *body = fe_ast_alloc(a, sizeof *body);
    body->kind = FE_S_BLOCK;
    body->pos = pos;
    body->stmts = fe_ast_alloc(a, sizeof *body->stmts);
    body->stmts[0] = st;
    body->nstmts = 1;
    fe_member *m = fe_ast_alloc(a, sizeof *m);
    m->kind = FE_M_METHOD;
    m->pos = pos;
    m->mods = FE_MOD_STATIC | FE_MOD_PRIVATE;
    m->tsyn = predef(a, returns_int ? FE_PD_INT : FE_PD_VOID, pos);
    m->name = name;
    m->params = target->params;
    m->nparams = target->nparams;
    m->body = body;
    return m;
}

/* `Task` or `Task<int>` written as an async Main's return type: 0, 1 (it
 * returns int), or -1 (neither: not an entry point). */
int fe_async_main_kind(const fe_typesyn *t)
{
    if (!t || t->kind != FE_TS_NAME || strcmp(t->parts[t->nparts - 1], "Task"))
        return -1;
    if (t->ntargs == 0)
        return 0;
    return t->ntargs == 1 && t->targs[0]->kind == FE_TS_PREDEF && t->targs[0]->predef == FE_PD_INT ? 1 : -1;
}

static fe_typesyn *task_syn(fe_ast_arena *a, int of_int, fe_pos pos)
{
    fe_typesyn *t = fe_ast_alloc(a, sizeof *t);
    t->kind = FE_TS_NAME;
    t->pos = pos;
    t->parts = fe_ast_alloc(a, sizeof *t->parts * 4);
    t->parts[0] = "System";
    t->parts[1] = "Threading";
    t->parts[2] = "Tasks";
    t->parts[3] = "Task";
    t->nparts = 4;
    if (of_int) {
        t->targs = fe_ast_alloc(a, sizeof *t->targs);
        t->targs[0] = predef(a, FE_PD_INT, pos);
        t->ntargs = 1;
    }
    return t;
}

fe_typedecl *fe_toplevel_program(fe_ast_arena *a, fe_stmt **stmts, int n, int async)
{
    fe_pos pos = stmts[0]->pos;
    fe_stmt *body = fe_ast_alloc(a, sizeof *body);
    body->kind = FE_S_BLOCK;
    body->pos = pos;
    body->stmts = stmts;
    body->nstmts = n;
    fe_paramdecl *args = fe_ast_alloc(a, sizeof *args);
    args->mode = FE_AM_VALUE;
    args->tsyn = fe_ast_alloc(a, sizeof *args->tsyn);
    args->tsyn->kind = FE_TS_ARRAY;
    args->tsyn->pos = pos;
    args->tsyn->elem = predef(a, FE_PD_STRING, pos);
    args->tsyn->rank = 1;
    args->name = "args";
    args->pos = pos;
    fe_member *m = fe_ast_alloc(a, sizeof *m);
    m->kind = FE_M_METHOD;
    m->pos = pos;
    m->mods = FE_MOD_STATIC | FE_MOD_PRIVATE;
    int ret_int = any_returns_value(stmts, n);
    m->tsyn = predef(a, ret_int ? FE_PD_INT : FE_PD_VOID, pos);
    m->name = FE_TOPLEVEL_MAIN;
    m->params = args;
    m->nparams = 1;
    m->body = body;
    fe_typedecl *td = fe_ast_alloc(a, sizeof *td);
    td->kind = FE_TD_CLASS;
    td->pos = pos;
    td->mods = FE_MOD_PARTIAL | FE_MOD_INTERNAL;
    td->ns = "";
    td->name = "Program";
    td->members = fe_ast_alloc(a, sizeof *td->members * 2);
    td->members[0] = m;
    td->nmembers = 1;
    if (async) {   /* await: the statements are an async method <Main>$Async, <Main>$ waits for it */
        m->mods |= FE_MOD_ASYNC;
        m->name = FE_TOPLEVEL_MAIN "Async";
        m->tsyn = task_syn(a, ret_int, pos);
        td->members[1] = fe_async_entry(a, m, FE_TOPLEVEL_MAIN, ret_int);
        td->nmembers = 2;
    }
    return td;
}

static const char *const implicit_usings[] = {
    "System", "System.Collections.Generic", "System.IO", "System.Linq",
    "System.Net.Http", "System.Threading", "System.Threading.Tasks",
};

void fe_share_usings(fe_ast_arena *a, fe_unit **units, int n, int implicit)
{
    int nglobal = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < units[i]->nusings; j++)
            nglobal += units[i]->usings[j].is_global;
    int nimplicit = implicit ? (int)(sizeof implicit_usings / sizeof *implicit_usings) : 0;
    if (!nglobal && !nimplicit)
        return;
    for (int i = 0; i < n; i++) {
        fe_unit *u = units[i];
        fe_using *v = fe_ast_alloc(a, sizeof *v * (size_t)(u->nusings + nglobal + nimplicit));
        int k = u->nusings;
        if (k)   /* a unit without usings has none to copy (NULL) */
            memcpy(v, u->usings, sizeof *v * (size_t)k);
        for (int o = 0; o < n; o++)
            for (int j = 0; o != i && j < units[o]->nusings; j++)
                if (units[o]->usings[j].is_global) {
                    v[k] = units[o]->usings[j];
                    v[k++].decl = NULL;   /* at this file's level */
                }
        for (int j = 0; j < nimplicit; j++) {
            memset(&v[k], 0, sizeof v[k]);
            v[k].ns = implicit_usings[j];
            v[k].pos = (fe_pos){u->file, 1, 1};
            v[k++].is_global = 1;
        }
        u->usings = v;
        u->nusings = k;
    }
}
