/* aot_start.c - the start-up of an AOT executable (in libkilnrt.a): the
 * runtime from the embedded image, the "aot" engine, Main on a 64 MiB
 * stack, started by host_run (host/host.h) as `kiln run` is: the same exit
 * protocol (Main's result, 134 after
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

#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host/host.h"
#include "kmod/files.h"
#include "runtime/runtime.h"

typedef struct aot_start_state {
    const uint8_t *image;
    const rt_image *tables;
    const rt_image *side;            /* the -O0 object's tables, or NULL */
} aot_start_state;

static aot_start_state aot_g;

#define AOT_MAIN_STACK HOST_MAIN_STACK

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
    fprintf(stderr, "kiln: fatal: %s.%s was not compiled into this executable (kiln aot did not "
            "reach it)\n", m->owner ? m->owner->name : "?", m->name);
    fflush(stderr);
    _exit(134);
}

static const rt_engine aot_engine = {aot_prepare};

static _Noreturn void damaged(const char *what)
{
    fprintf(stderr, "kiln: fatal: the executable's image is damaged: %s\n", what);
    exit(1);
}

/* Load the image's modules, fill the constants, publish the methods;
 * Main (host load hook: a damaged image ends the process). */
static int load_image(host_program *p)
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
        last = rt_load_trusted_module(km, err, sizeof err);
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
    p->main = rt_entry_method(last);
    if (!p->main)
        damaged("no Main method");
    return 0;
}

/* host engine hook: methods bind to what the image holds. */
static int install_engine(host_program *p)
{
    (void)p;
    rt_set_engine(&aot_engine);
    return 0;
}

/* The switches: the environment's, with the lock choices of kiln aot
 * (baked into the code and the image) as if given as flags. */
static void resolve_switches(cfg_switches *sw)
{
    cfg_flags fl;
    memset(&fl, 0, sizeof fl);
    uint32_t flags = rd32(aot_g.image + 8);
    cfg_flag_set(&fl, CFG_SW_thinlock, flags & AOT_FLAG_THINLOCK_NATIVE ? "native" : "managed");
    cfg_flag_set(&fl, CFG_SW_fatlock, flags & AOT_FLAG_FATLOCK_NATIVE ? "native" : "managed");
    cfg_resolve(sw, &fl);
}

int aot_run(int argc, char **argv, const uint8_t *image, const rt_image *tables, const rt_image *side)
{
    if (kmod_file_std_fds_open() != 0)   /* a closed stdout must not be the next file opened */
        return 1;
    aot_g.image = image;
    aot_g.tables = tables;
    aot_g.side = side;
    cfg_switches sw;   /* rt_init keeps its copy */
    resolve_switches(&sw);
    host_program p = {.sw = &sw, .argc = argc > 0 ? argc - 1 : 0, .argv = argv + (argc > 0),
                      .engine = install_engine, .load = load_image};
    return host_run_main(&p, AOT_MAIN_STACK);   /* 64 MiB, as under kiln run */
}
