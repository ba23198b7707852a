/* sema.c - entry point of the frontend's back half (fe_sema_compile): runs
 * the pipeline described in sema.h over the parsed units and returns the
 * finished module, or NULL once any error was reported.
 *
 * Invariants: the module is only returned when no diagnostics were
 * reported and every emitted body passes kmod_verify_method and, against
 * the corelib, kmod_verify_types (a failure there is a frontend bug and is
 * reported as an internal error).
 */
#include "sema.h"
#include "fe_internal.h"

#include <string.h>

static void eval_consts(fe_sema *S)
{
    for (int i = 0; i < S->user.n + S->gdefs.n; i++) {   /* generic definitions' defaults too */
        fe_class *c = i < S->user.n ? S->user.v[i] : S->gdefs.v[i - S->user.n];
        for (int j = 0; j < c->fields.n; j++)
            if (c->fields.v[j]->flags & KMOD_FIELD_LITERAL)
                fe_eval_field_const(S, c->fields.v[j]);
        for (int j = 0; j < c->methods.n; j++)   /* optional parameters' values */
            for (int k = 0; k < c->methods.v[j]->nparams; k++)
                if (c->methods.v[j]->params[k].default_expr)
                    fe_eval_param_default(S, c->methods.v[j], &c->methods.v[j]->params[k]);
        for (int j = 0; j < c->gmethods.n; j++)   /* and generic methods' (instances copy them) */
            for (int k = 0; k < c->gmethods.v[j]->nparams; k++)
                if (c->gmethods.v[j]->params[k].default_expr)
                    fe_eval_param_default(S, c->gmethods.v[j], &c->gmethods.v[j]->params[k]);
    }
}

static void gen_bodies(fe_sema *S)
{
    for (int i = 0; i < S->user.n; i++) {
        fe_class *c = S->user.v[i];
        if (c->generic)
            continue;   /* an instance: fe_generic_emit_all */
        for (int j = 0; j < c->methods.n; j++) {
            if (fe_diags_full(S->diags))
                return;
            if (!c->methods.v[j]->targs && !c->methods.v[j]->on_demand)   /* else fe_generic_emit_all */
                fe_gen_method(S, c->methods.v[j]);
        }
    }
}

/* A verifier failure in emitted IL is a frontend bug (an internal error),
 * except when the verifier's own allocation failed. */
static void verify_failed(fe_sema *S, const char *err)
{
    size_t n = strlen(err);
    if (n >= 13 && !strcmp(err + n - 13, "out of memory"))
        fe_out_of_memory();
    fe_error_nopos(S->diags, "internal error: emitted IL does not verify: %s", err);
    S->errors++;
}

static void verify_all(fe_sema *S)
{
    char err[256];
    for (uint32_t i = 0; i < S->out->methods.n; i++) {
        if (!S->out->methods.v[i].code_len)
            continue;
        if (kmod_verify_method(S->out, i, err, sizeof err) != 0) {
            verify_failed(S, err);
            return;
        }
    }
    const kmod *imports[1] = {S->core};
    if (kmod_verify_types(S->out, imports, S->core ? 1 : 0, err, sizeof err) != 0)
        verify_failed(S, err);
    else
        S->out->verified_with = S->core;   /* the runtime's loader skips its second pass */
}

static void free_class_vectors(fe_class *c)
{
    free(c->fields.v);
    free(c->methods.v);
    free(c->props.v);
    free(c->gmethods.v);
    free(c->ifaces.v);
    free(c->lookup.v);
    c->fields.v = NULL;
    c->methods.v = NULL;
    c->props.v = NULL;
    c->gmethods.v = NULL;
    c->ifaces.v = NULL;
    c->lookup.v = NULL;
}

kmod *fe_sema_compile(fe_unit **units, int nunits, const fe_options *opt, fe_diags *diags)
{
    fe_sema S;
    memset(&S, 0, sizeof S);
    S.diags = diags;
    S.corelib = opt->corelib;
    S.core = opt->corelib ? NULL : opt->corelib_module;
    fe_stack_init(&S);
    fe_types_init(&S);
    S.out = kmod_new(opt->corelib ? KMOD_FLAG_CORELIB : 0);
    if (!S.out)
        fe_out_of_memory();
    S.home = S.out;
    if (!opt->corelib && !S.core) {
        fe_error_nopos(diags, "no corelib module to compile against");
        S.errors++;
    } else {
        fe_import_corelib(&S);
        fe_declare_all(&S, units, nunits);
        fe_generic_after_decls(&S);
        fe_iface_check_all(&S);
        fe_variance_check_all(&S);
        eval_consts(&S);
        fe_layout_rows(&S);
        fe_find_main(&S);
        fe_layout_emit(&S);
        gen_bodies(&S);
        fe_generic_emit_all(&S);
        fe_generic_finish(&S);
        fe_iface_emit(&S);   /* after the last rows (generic instances) */
        if (!fe_error_count(diags))
            verify_all(&S);
    }
    kmod *out = S.out;
    if (fe_error_count(diags) || S.errors) {
        kmod_free(out);
        out = NULL;
    } else {
        out->entry = S.entry;
    }
    /* classes made during binding (delegate thunks, closures, generic
     * instances) are in S.user, S.late or S.insts only; a class in two lists is
     * freed once (free_class_vectors clears what it frees) */
    for (int i = 0; i < S.classes.n; i++)
        free_class_vectors(S.classes.v[i]);
    for (int i = 0; i < S.user.n; i++)
        free_class_vectors(S.user.v[i]);
    for (int i = 0; i < S.late.n; i++)
        free_class_vectors(S.late.v[i]);
    for (int i = 0; i < S.insts.n; i++)
        free_class_vectors(S.insts.v[i]);
    for (int i = 0; i < S.gdefs.n; i++)
        free_class_vectors(S.gdefs.v[i]);
    for (int i = 0; i < S.open_late.n; i++)   /* open passes' lambda classes */
        free_class_vectors(S.open_late.v[i]);
    free(S.open_late.v);
    for (int i = 0; i < S.open_scrap.n; i++)  /* and the classes published nowhere */
        free_class_vectors(S.open_scrap.v[i]);
    free(S.open_scrap.v);
    free(S.exts.v);
    free(S.classes.v);
    free(S.user.v);
    free(S.import_map.v);
    fe_index_free(&S.class_ix);
    fe_index_free(&S.ns_ix);
    fe_index_free(&S.member_ix);
    fe_index_free(&S.sig_ix);
    fe_generic_free(&S);
    fe_index_free(&S.thunk_ix);
    free(S.string_uses.v);
    free(S.file_rows.v);
    fe_sema_arena_free(&S);
    fe_bound_arena_free(&S);
    return out;
}
