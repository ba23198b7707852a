/* host.c - the start-up protocol (host.h): one copy of it for every way
 * Kiln runs a program.
 */
#include "host/host.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "monitor/monitor.h"

/* A malformed size is a warning and means the default (the collector's
 * own message before the registry); other bad values are reported where
 * their switch is used. */
static void warn_bad_sizes(const cfg_switches *sw)
{
    for (int i = 0; i < CFG_NSWITCHES; i++)
        if (sw->bad[i] && cfg_registry[i].type == CFG_SIZE)
            fprintf(stderr, "kiln: %s: bad size '%s' (want bytes with optional K/M/G); using the default\n",
                    cfg_registry[i].env, sw->bad_text[i]);
}

int host_load_modules(host_program *p)
{
    char err[512];
    rt_module *mod = NULL;
    if (rt_load_module(p->corelib, err, sizeof err))
        mod = rt_load_module(p->app, err, sizeof err);
    if (!mod) {
        fprintf(stderr, "kiln: error: %s\n", err);
        return 1;
    }
    p->main = rt_entry_method(mod);
    if (!p->main) {
        fprintf(stderr, "kiln: error: the program has no Main method\n");
        return 1;
    }
    return 0;
}

/* Call Main through its C-ABI entry point; returns its int result or 0. */
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

/* Main with its args, then the exit protocol (134 after an unhandled
 * exception, else rt_finish). */
static int run_main(host_program *p, rt_method *main_m)
{
    rt_array *args = rt_make_args(p->argc, p->argv);
    int status = 0;
    if (args && rt_type_init_check(main_m->owner))
        status = rt_main_status(main_m, call_main(main_m, args));
    if (rt_pending())
        rt_exit(rt_report_unhandled(rt_take_pending()));
    status = rt_finish(status);
    return p->finished ? p->finished(p, status) : status;
}

/* Everything after the attach: noinline, so its frame (and every hook's)
 * is below the stack top host_run recorded. */
static __attribute__((noinline)) int load_and_run(host_program *p)
{
    int rc = p->load(p);
    if (rc)
        return rc;
    rc = p->before_main ? p->before_main(p) : HOST_RUN_MAIN;
    if (rc != HOST_RUN_MAIN)
        return rc;
    if (!p->main) {
        fprintf(stderr, "kiln: error: the program has no Main method\n");
        return 1;
    }
    return run_main(p, p->main);
}

int host_run(host_program *p)
{
    cfg_switches defaults;
    const cfg_switches *sw = p->sw;
    if (!sw) {
        cfg_defaults(&defaults);
        sw = &defaults;
    }
    warn_bad_sizes(sw);
    rt_init(sw);   /* from here the switches are rt_state.sw */
    mon_init();
    int rc = p->engine ? p->engine(p) : 0;
    if (rc)
        return rc;
    /* The top of this thread's stack for the collector: this frame's
     * address, above load_and_run's and everything it calls. */
    rt_thread_attach_main(__builtin_frame_address(0));
    return load_and_run(p);
}

typedef struct host_job {
    host_program *p;
    int status;
} host_job;

static void *job_main(void *arg)
{
    host_job *j = arg;
    j->status = host_run(j->p);
    return NULL;
}

int host_run_on_thread(host_program *p, size_t stack_size)
{
    host_job job = {p, 1};
    pthread_attr_t attr;
    pthread_t t;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack_size);
    pthread_attr_setguardsize(&attr, RT_STACK_GUARD_SIZE);   /* runtime/stackguard.c */
    int rc = pthread_create(&t, &attr, job_main, &job);
    pthread_attr_destroy(&attr);
    if (rc)
        return host_run(p);
    pthread_join(t, NULL);
    return job.status;
}

/* Is, or can, the main thread's stack limit be at least size? (Linux grows
 * the main stack on demand up to the limit in force at the fault, and
 * leaves at least 128 MiB below it unmapped.) */
static bool main_stack_holds(size_t size)
{
    struct rlimit rl;
    if (getpid() != gettid() || getrlimit(RLIMIT_STACK, &rl) != 0)
        return false;
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur >= size)
        return true;
    if (rl.rlim_cur == RLIM_INFINITY || (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < size))
        return false;
    rl.rlim_cur = size;
    return setrlimit(RLIMIT_STACK, &rl) == 0;
}

int host_run_main(host_program *p, size_t stack_size)
{
    return main_stack_holds(stack_size) ? host_run(p) : host_run_on_thread(p, stack_size);
}
