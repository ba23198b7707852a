/* cmd_run.c - `kiln run [options] FILE.cs... [--] [ARGS]`: compiles the
 * program against the corelib (or reads a .kmod), loads both, runs Main and
 * exits with Main's result. Modes: tiered (default: the interpreter, hot
 * methods and loops compiled in the background by jit/tier.c), jit
 * (everything reachable compiled up front), interp (never compiles).
 * libgccjit is loaded only when something is compiled.
 *
 * Exit status: Main's int result (0 for void Main), 134 after an unhandled
 * exception, 1 for bad usage, a compile error or a load error (one line on
 * stderr per problem). The first argument that is not a .cs file (or
 * everything after `--`) goes to the program as its string[] args.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "config/config.h"
#include "frontend/frontend.h"
#include "host/host.h"
#include "interp/interp.h"
#include "jit/jit.h"
#include "monitor/monitor.h"
#include "runtime/runtime.h"

#define MAX_FILES 256

enum { MODE_TIERED, MODE_JIT, MODE_INTERP };

/* The registry's switches (config/switches.def) kiln run takes as flags. */
static const cfg_id run_flags[] = {CFG_SW_stats, CFG_SW_thinlock, CFG_SW_fatlock, CFG_SW_cache_dir};

typedef struct run_args {
    const char *files[MAX_FILES];
    int nfiles;
    cfg_flags flags;         /* --stats, --thinlock=, --fatlock=, --cache-dir= */
    int mode;                /* MODE_*: --mode=tiered (default), jit, interp */
    int opt_level;           /* -O0 / -O2 (default) for compiled code */
    int debug;               /* -g: compiled code carries DWARF for the C# source */
    int cache;               /* --cache (--cache-dir=DIR / KILN_CACHE_DIR turn it on too) */
    char **prog_argv;
    int prog_argc;
} run_args;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kiln run [options] FILE.cs... [--] [ARGS...]\n"
            "       kiln run [options] PROGRAM.kmod [ARGS...]\n"
            "\n"
            "Compile a C# program (docs/language.md) and run it.\n"
            "\n"
            "  --mode=tiered            interpret, compile hot methods (30 calls) and hot loops\n"
            "                           (on-stack replacement) in the background (the default)\n"
            "  --mode=jit               compile everything reachable from Main with libgccjit\n"
            "                           before it starts (the interpreter only runs what the\n"
            "                           batch could not reach)\n"
            "  --mode=interp            run in the tier-0 interpreter only\n"
            "  -O0, -O2                 optimization level of compiled code (default -O2)\n"
            "  -g                       compiled code carries DWARF for the C# source (gdb,\n"
            "                           perf; docs/diagnostics.md)\n"
            "  --cache                  keep compiled code in the code cache and reuse it\n"
            "                           ($KILN_CACHE_DIR, $XDG_CACHE_HOME/kiln or ~/.cache/kiln)\n"
            "  --cache-dir=DIR          the same with the cache in DIR (KILN_CACHE_DIR=DIR too)\n"
            "  --stats                  print run counters to stderr at exit (also KILN_STATS=1)\n"
            "  --thinlock=managed|native\n"
            "                           thin-lock fast path in corelib C# (default) or the C\n"
            "                           helper baseline (also KILN_THINLOCK=native)\n"
            "  --fatlock=managed|native\n"
            "                           inflated locks on corelib's System.Threading.Lock (C#,\n"
            "                           default) or monitor/'s C fat lock (also KILN_FATLOCK=native)\n"
            "  -h, --help               show this help\n"
            "\n"
            "Arguments after the source files (or after --) are passed to Main.\n"
            "KILN_GCSTRESS=1 collects at every allocation slow path.\n"
            "KILN_TIER_THRESHOLD=CALLS[,LOOPS] sets the tier-up thresholds (30,10000).\n"
            "Exit status: Main's result, 134 after an unhandled exception, 1 on errors.\n");
}

static int ends_with(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

/* Returns 0 to go on, -1 for --help, else the exit status. */
static int parse_option(const char *s, run_args *a)
{
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
        usage(stdout);
        return -1;
    }
    char err[256];
    int f = cfg_flag(&a->flags, s, run_flags, sizeof run_flags / sizeof run_flags[0], err, sizeof err);
    if (f < 0) {
        fprintf(stderr, "kiln: error: %s\n", err);
        return 1;
    }
    if (f > 0) {
        /* a switch of the registry */
    } else if (!strncmp(s, "--mode=", 7)) {
        const char *m = s + 7;
        if (!strcmp(m, "tiered"))
            a->mode = MODE_TIERED;
        else if (!strcmp(m, "jit"))
            a->mode = MODE_JIT;
        else if (!strcmp(m, "interp"))
            a->mode = MODE_INTERP;
        else {
            fprintf(stderr, "kiln: error: unknown mode '%s' (interp, tiered or jit)\n", m);
            return 1;
        }
    } else if (!strcmp(s, "--cache")) {
        a->cache = 1;
    } else if (!strcmp(s, "-O0") || !strcmp(s, "-O2")) {
        a->opt_level = s[2] - '0';
    } else if (!strcmp(s, "-g")) {
        a->debug = 1;
    } else {
        fprintf(stderr, "kiln: error: unknown option '%s' (see kiln run --help)\n", s);
        return 1;
    }
    return 0;
}

static int parse_args(int argc, char **argv, run_args *a)
{
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] && strcmp(argv[i], "--"); i++) {
        int rc = parse_option(argv[i], a);
        if (rc)
            return rc;
    }
    if (i < argc && ends_with(argv[i], ".kmod")) {
        a->files[a->nfiles++] = argv[i++];
    } else {
        for (; i < argc && ends_with(argv[i], ".cs"); i++) {
            if (a->nfiles == MAX_FILES) {
                fprintf(stderr, "kiln: error: too many source files (at most %d)\n", MAX_FILES);
                return 1;
            }
            a->files[a->nfiles++] = argv[i];
        }
    }
    if (i < argc && !strcmp(argv[i], "--"))
        i++;
    if (a->nfiles == 0) {
        fprintf(stderr, "kiln: error: no program to run: give FILE.cs or PROGRAM.kmod (see kiln run --help)\n");
        return 1;
    }
    a->prog_argv = argv + i;
    a->prog_argc = argc - i;
    return 0;
}

static kmod *load_program(const run_args *a, const kmod *corelib)
{
    char err[512];
    if (ends_with(a->files[0], ".kmod")) {
        kmod *km = kmod_read_file(a->files[0], err, sizeof err);
        if (!km)
            fprintf(stderr, "kiln: error: %s\n", err);
        return km;
    }
    fe_options opt = {0, corelib, stderr, 0};
    return fe_compile_files(a->files, a->nfiles, &opt);
}

/* --mode=jit: everything reachable from Main compiled in one batch and
 * published in the entry cells before Main starts. */
static int jit_upfront(rt_method *main_m, const run_args *a)
{
    char err[512] = "";
    jit_options opt = {a->opt_level, NULL, a->debug};
    if (jit_compile_upfront(main_m, &opt, err, sizeof err) != 0) {
        fprintf(stderr, "kiln: error: %s\n", err);
        return -1;
    }
    return 0;
}

/* --cache: open the code cache for the modules just loaded; a directory that
 * cannot be used costs one warning and the run goes on uncached. */
static void open_cache(const run_args *a)
{
    const char *named = rt_state.sw.cache_dir;   /* --cache-dir=DIR, else KILN_CACHE_DIR */
    if (!a->cache && !*named)
        return;
    char dir[4096], err[512];
    if (*named)
        snprintf(dir, sizeof dir, "%s", named);
    else if (jit_cache_default_dir(dir, sizeof dir) != 0) {
        fprintf(stderr, "kiln: warning: no code cache directory (set KILN_CACHE_DIR or HOME); running without the cache\n");
        return;
    }
    if (jit_cache_open(dir, err, sizeof err) != 0)
        fprintf(stderr, "kiln: warning: %s; running without the cache\n", err);
}

/* --mode=tiered: the interpreter counts, jit/tier.c compiles. */
static void tier_setup(const run_args *a, uint32_t calls, uint32_t loops)
{
    jit_tier_config tc;
    memset(&tc, 0, sizeof tc);
    tc.opt.opt_level = a->opt_level;
    tc.opt.debug = a->debug;
    tc.call_threshold = calls;
    tc.loop_threshold = loops;
    jit_tier_configure(&tc);
}

/* host engine hook: the interpreter, with the tier in tiered mode. */
static int run_engine(host_program *p)
{
    const run_args *a = p->ctx;
    interp_init();
    if (a->mode != MODE_TIERED)
        return 0;
    const cfg_switches *sw = &rt_state.sw;
    if (sw->bad[CFG_SW_tier_threshold]) {
        fprintf(stderr, "kiln: error: KILN_TIER_THRESHOLD must be CALLS[,LOOPS] (numbers), not '%s'\n",
                sw->bad_text[CFG_SW_tier_threshold]);
        return 1;
    }
    tier_setup(a, sw->tier_threshold.first, sw->tier_threshold.second);
    return 0;
}

/* host before_main hook: the code cache, or the up-front compile. */
static int run_before_main(host_program *p)
{
    const run_args *a = p->ctx;
    rt_method *main_m = p->main;
    if (a->mode != MODE_INTERP)
        open_cache(a);
    if (a->mode == MODE_TIERED && jit_cache_active()) {
        jit_options opt = {a->opt_level, NULL, a->debug};
        jit_cache_load_all(&opt);   /* what earlier runs compiled starts compiled */
    }
    if (a->mode == MODE_JIT && jit_upfront(main_m, a) != 0)
        return 1;
    return HOST_RUN_MAIN;
}

/* host finished hook: no waiting for a background compile in flight (or
 * for libgccjit's exit-time cleanup racing it): end as rt_exit does. */
static int run_finished(host_program *p, int status)
{
    const run_args *a = p->ctx;
    if (a->mode == MODE_TIERED && jit_tier_started()) {
        jit_tier_shutdown();
        fflush(NULL);
        _Exit(status);
    }
    return status;
}

/* cli_corelib_path(), else corelib/corelib.kmod beside the directory of the
 * kiln binary (the build tree keeps kiln in cli/). */
static const char *corelib_path(void)
{
    const char *p = cli_corelib_path();
    if (p)
        return p;
    static char buf[4096 + 32];
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = 0;
    snprintf(buf, sizeof buf, "%s/../corelib/corelib.kmod", exe);
    return access(buf, R_OK) == 0 ? buf : NULL;
}

int cli_cmd_run(int argc, char **argv)
{
    run_args a;
    memset(&a, 0, sizeof a);
    a.opt_level = 2;
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc < 0 ? 0 : rc;
    const cfg_switches *sw = cli_switches(&a.flags);
    const char *cpath = corelib_path();
    if (!cpath) {
        fprintf(stderr, "kiln: error: corelib.kmod not found (set KILN_CORELIB)\n");
        return 1;
    }
    char err[512];
    kmod *corelib = kmod_read_file_deferred(cpath, err, sizeof err);   /* bodies: at first use */
    if (!corelib) {
        fprintf(stderr, "kiln: error: %s: %s\n", cpath, err);
        return 1;
    }
    kmod *app = load_program(&a, corelib);
    if (!app) {
        kmod_free(corelib);
        return 1;
    }
    host_program p = {.sw = sw, .corelib = corelib, .app = app, .argc = a.prog_argc, .argv = a.prog_argv,
                      .ctx = &a, .engine = run_engine, .load = host_load_modules, .before_main = run_before_main,
                      .finished = run_finished};
    return host_run_main(&p, HOST_MAIN_STACK);
}
