/* support.c - the Check suites' shared start-up (support.h): every test
 * that needs the runtime starts it here, through host_run.
 */
#include "tests/support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "host/host.h"
#include "interp/interp.h"

static struct {
    const char *corelib_path;
} support_g;

typedef struct support_job {
    const support_setup *setup;
    void (*body)(void *ctx);
    void *ctx;
} support_job;

const char *support_corelib_path(void) { return support_g.corelib_path; }

rt_module *support_module(void)
{
    return rt_state.nmodules ? rt_state.modules[rt_state.nmodules - 1] : NULL;
}

static int engine(host_program *p)
{
    const support_job *j = p->ctx;
    if (j->setup->interp)
        interp_init();
    if (j->setup->engine)
        j->setup->engine();
    return 0;
}

static kmod *read_corelib(void)
{
    char err[512] = "";
    ck_assert_msg(support_g.corelib_path != NULL, "no corelib (argv[1] or KILN_CORELIB)");
    kmod *k = kmod_read_file_deferred(support_g.corelib_path, err, sizeof err);
    ck_assert_msg(k != NULL, "%s: %s", support_g.corelib_path, err);
    return k;
}

static void load(kmod *k)
{
    char err[512] = "";
    ck_assert_msg(rt_load_module(k, err, sizeof err) != NULL, "load failed: %s", err);
}

/* host load hook: the test's own module, the corelib, the program. */
static int load_modules(host_program *p)
{
    const support_setup *s = ((const support_job *)p->ctx)->setup;
    if (s->module)
        load(s->module());
    kmod *corelib = s->corelib || s->source ? read_corelib() : NULL;
    kmod *app = NULL;
    if (s->source) {
        fe_source src = {s->file ? s->file : "test.cs", s->source, strlen(s->source)};
        fe_options opt = {0, corelib, stderr, 0};
        app = fe_compile_sources(&src, 1, &opt);
        ck_assert_msg(app != NULL, "the test program does not compile");
    }
    if (corelib)
        load(corelib);
    if (app)
        load(app);
    p->main = NULL;   /* the body runs instead of Main */
    return 0;
}

/* host before_main hook: the test's body, then stop (no Main, no rt_finish). */
static int run_body(host_program *p)
{
    const support_job *j = p->ctx;
    j->body(j->ctx);
    return 0;
}

void support_run(const support_setup *setup, void (*body)(void *ctx), void *ctx)
{
    cfg_switches sw;   /* rt_init keeps its own copy */
    cfg_resolve(&sw, NULL);
    if (setup->switches)
        setup->switches(&sw);
    support_job job = {setup, body, ctx};
    host_program p = {.sw = &sw, .ctx = &job, .engine = engine, .load = load_modules, .before_main = run_body};
    ck_assert_int_eq(host_run(&p), 0);
}

int support_init(int argc, char **argv, bool needs_corelib)
{
    cfg_switches sw;
    cfg_resolve(&sw, NULL);
    rt_set_switches(&sw);
    support_g.corelib_path = argc > 1 ? argv[1] : sw.corelib[0] ? sw.corelib : NULL;
    if (needs_corelib && !support_g.corelib_path) {
        fprintf(stderr, "usage: %s CORELIB.kmod\n", argc > 0 ? argv[0] : "test");
        return 2;
    }
    return 0;
}

int support_run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
