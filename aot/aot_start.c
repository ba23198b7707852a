/* aot_start.c - the start-up of an AOT executable (in libkilnrt.a): the
 * runtime from the embedded image, the "aot" engine, Main on a 64 MiB
 * stack, and the same exit protocol as `kiln run` (Main's result, 134 after
 * an unhandled exception, counters with KILN_STATS=1, KILN_GCSTRESS,
 * KILN_GCVERIFY, the SIGQUIT dump of monitor/).
 *
 * Invariants: every method with IL that the program can run was compiled in
 * and its entry cell is set before Main starts; the engine only binds
 * internal calls, and a method that was not compiled in is a one-line fatal
 * error naming it (exit 134), never a silent fallback. aot_g is the one
 * state struct of this file.
 */
#include "aot/aot.h"

#include <pthread.h>
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "monitor/monitor.h"
#include "kmod/files.h"
#include "runtime/runtime.h"

typedef struct aot_start_state {
    const uint8_t *image;
    const rt_image *tables;
    const rt_image *side;            /* the -O0 object's tables, or NULL */
    int argc;
    char **argv;
    int status;
} aot_start_state;

static aot_start_state aot_g;

#define AOT_MAIN_STACK ((size_t)64 << 20)

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void *aot_prepare(rt_method *m)
{
    void *e = atomic_load_explicit(&m->entry, memory_order_acquire);
    if (e)
        return e;
    if (m->flags & KMOD_METH_INTERNALCALL) {
        void *fn = rt_internal_call_target(m);   /* NULL: EntryPointNotFoundException pending */
        if (!fn)
            return NULL;
        void *expected = NULL;
        atomic_compare_exchange_strong(&m->entry, &expected, fn);
        return atomic_load(&m->entry);
    }
    rt_console_flush();
    fprintf(stderr, "kiln: fatal: %s.%s was not compiled into this executable (kiln aot did not reach it)\n",
            m->owner ? m->owner->name : "?", m->name);
    fflush(stderr);
    _exit(134);
}

static const rt_engine aot_engine = {aot_prepare};

static int env_on(const char *name)
{
    const char *e = getenv(name);
    return e && *e && strcmp(e, "0");
}

static _Noreturn void damaged(const char *what)
{
    fprintf(stderr, "kiln: fatal: the executable's image is damaged: %s\n", what);
    exit(1);
}

/* Load the image's modules, fill the constants, publish the methods. */
static rt_module *load_image(void)
{
    const uint8_t *img = aot_g.image;
    uint32_t n = rd32(img + 12);
    if (rd32(img) != AOT_IMAGE_MAGIC || rd32(img + 4) != AOT_IMAGE_VERSION || n == 0 || n > AOT_MAX_MODULES)
        damaged("bad header");
    char err[512];
    rt_module *last = NULL;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t off = rd32(img + 16 + 8 * i), len = rd32(img + 20 + 8 * i);
        kmod *km = kmod_read_trusted(img + off, len, err, sizeof err);   /* verified by kiln aot */
        if (!km)
            damaged(err);
        last = rt_load_module(km, err, sizeof err);
        if (!last)
            damaged(err);
    }
    if (rt_image_fill_consts(aot_g.tables, err, sizeof err) != 0 ||
        rt_image_publish_methods(aot_g.tables, err, sizeof err) != 0)
        damaged(err);
    if (aot_g.side && (rt_image_fill_consts(aot_g.side, err, sizeof err) != 0 ||
                       rt_image_publish_methods(aot_g.side, err, sizeof err) != 0))
        damaged(err);
    atomic_store(&rt_state.counters.methods_compiled,
                 aot_g.tables->method_desc[0] + (aot_g.side ? aot_g.side->method_desc[0] : 0));
    return last;
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

static int start_and_run(void)
{
    rt_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.stats = env_on("KILN_STATS");
    cfg.gc.stress = env_on("KILN_GCSTRESS");
    rt_init(&cfg);
    rt_state.thinlock_native = (rd32(aot_g.image + 8) & AOT_FLAG_THINLOCK_NATIVE) != 0;
    unsetenv("KILN_THINLOCK");   /* chosen at aot time */
    rt_state.fatlock_native = (rd32(aot_g.image + 8) & AOT_FLAG_FATLOCK_NATIVE) != 0;
    unsetenv("KILN_FATLOCK");
    mon_init();
    rt_set_engine(&aot_engine);
    int top = 0;
    rt_thread_attach_main(&top);
    rt_module *app = load_image();
    rt_method *main_m = rt_entry_method(app);
    if (!main_m)
        damaged("no Main method");
    rt_array *args = rt_make_args(aot_g.argc > 0 ? aot_g.argc - 1 : 0, aot_g.argv + (aot_g.argc > 0));
    int status = 0;
    if (args && rt_type_init_check(main_m->owner))
        status = call_main(main_m, args);
    if (rt_pending())
        rt_exit(rt_report_unhandled(rt_take_pending()));
    return rt_finish(status);
}

static void *run_thread(void *p)
{
    (void)p;
    aot_g.status = start_and_run();
    return NULL;
}

/* Let the main thread's stack grow to the 64 MiB kiln run gives Main (the
 * kernel checks the limit when the stack grows; the space below the stack
 * is at least 128 MiB). false if the limit cannot be raised. */
static bool main_stack_64m(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) != 0)
        return false;
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur >= AOT_MAIN_STACK)
        return true;
    if (rl.rlim_cur == RLIM_INFINITY || (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < AOT_MAIN_STACK))
        return false;
    rl.rlim_cur = AOT_MAIN_STACK;
    return setrlimit(RLIMIT_STACK, &rl) == 0;
}

int aot_run(int argc, char **argv, const uint8_t *image, const rt_image *tables, const rt_image *side)
{
    if (kmod_file_std_fds_open() != 0)   /* a closed stdout must not be the next file opened */
        return 1;
    aot_g.image = image;
    aot_g.tables = tables;
    aot_g.side = side;
    aot_g.argc = argc;
    aot_g.argv = argv;
    /* Main gets a 64 MiB stack, as under kiln run: the main thread's own when
     * its limit can be raised (no thread to start and join: cold start),
     * else a thread's. */
    if (main_stack_64m())
        return start_and_run();
    pthread_attr_t attr;
    pthread_t t;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, AOT_MAIN_STACK);
    pthread_attr_setguardsize(&attr, RT_STACK_GUARD_SIZE);   /* runtime/stackguard.c */
    int rc = pthread_create(&t, &attr, run_thread, NULL);
    pthread_attr_destroy(&attr);
    if (rc)
        return start_and_run();
    pthread_join(t, NULL);
    return aot_g.status;
}
