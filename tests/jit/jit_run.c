/* jit_run.c - a stand-in for `kiln run --mode=jit` until cli/ is wired to
 * jit/: compiles a C# program (with the interpreter registered as the
 * fallback engine), lowers everything reachable from Main into one batch,
 * publishes each method's code in its entry cell, and runs Main compiled.
 *
 *   jit_run CORELIB.kmod FILE.cs [-- args...]
 * Exit status as kiln run: Main's result, 134 after an unhandled exception,
 * 1 on errors. KILN_JIT_OPT=0..3 picks the level (default 2).
 * Must be linked with -rdynamic (the generated code imports the runtime).
 */
#include "frontend/frontend.h"
#include "interp/interp.h"
#include "jit/jit.h"
#include "monitor/monitor.h"
#include "runtime/runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int call_main(rt_method *main_m, rt_array *args)
{
    void *e = rt_method_entry(main_m);
    bool has_args = main_m->nparams == 1;
    if (main_m->ret_kind == RT_KIND_I4)
        return has_args ? RT_AS_FN(int32_t (*)(rt_array *), e)(args) : RT_AS_FN(int32_t (*)(void), e)();
    if (has_args)
        RT_AS_FN(void (*)(rt_array *), e)(args);
    else
        RT_AS_FN(void (*)(void), e)();
    return 0;
}

static rt_method *load(const char *corelib_path, const char *src)
{
    char err[512] = "";
    kmod *corelib = kmod_read_file(corelib_path, err, sizeof err);
    if (!corelib) {
        fprintf(stderr, "jit_run: %s\n", err);
        return NULL;
    }
    fe_options opt = {0, corelib, stderr, 0};
    const char *paths[1] = {src};
    kmod *app = fe_compile_files(paths, 1, &opt);
    if (!app)
        return NULL;
    if (!rt_load_module(corelib, err, sizeof err)) {
        fprintf(stderr, "jit_run: %s\n", err);
        return NULL;
    }
    rt_module *mod = rt_load_module(app, err, sizeof err);
    if (!mod) {
        fprintf(stderr, "jit_run: %s\n", err);
        return NULL;
    }
    return rt_entry_method(mod);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: jit_run CORELIB.kmod FILE.cs [-- args...]\n");
        return 1;
    }
    int pargc = argc > 3 && strcmp(argv[3], "--") == 0 ? argc - 4 : 0;
    char **pargv = argv + 4;
    rt_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.gc.stress = getenv("KILN_GCSTRESS") != NULL;
    rt_init(&cfg);
    mon_init();
    interp_init();
    int top = 0;
    rt_thread_attach_main(&top);
    rt_method *main_m = load(argv[1], argv[2]);
    if (!main_m)
        return 1;
    const char *lvl = getenv("KILN_JIT_OPT");
    jit_options opt = {lvl ? atoi(lvl) : 2, NULL};
    char err[512] = "";
    if (jit_compile_upfront(&main_m, 1, &opt, err, sizeof err) != 0) {
        fprintf(stderr, "jit_run: %s\n", err);
        return 1;
    }
    rt_array *args = rt_make_args(pargc, pargv);
    int status = 0;
    if (args && rt_type_init_check(main_m->owner))
        status = call_main(main_m, args);
    if (rt_pending())
        rt_exit(rt_report_unhandled(rt_take_pending()));
    return rt_finish(status);
}
