/* aot_build.c - `kiln aot`: sources -> one native executable (docs/aot.md).
 *
 * Steps: compile the program (frontend) against the corelib; load both into
 * this process's runtime (the lowering reads the loaded types, vtables and
 * layouts); take everything reachable from Main and from what the runtime
 * itself calls (ToString overrides; class initializers, thread entry points
 * and overrides come with jit_collect_reachable); lower it all into one
 * libgccjit context in tables mode with the image blob (aot.h) and link it
 * with libkilnrt.a, -lm (as needed: only a program whose code calls fmod
 * depends on libm; the runtime itself is built with -fno-math-errno and
 * binds Math's libm functions with dlsym at first use),
 * -lpthread and -ldl.
 *
 * Invariants: every failure prints the frontend's diagnostics or exactly one
 * "kiln: error: ..." line and returns 1; a failed build leaves no output
 * file behind, nor does one ended by SIGINT, SIGTERM or SIGHUP (the
 * temporary OUT.tmp-XXXXXX is removed, the compile's process group killed,
 * then the signal's default action); no managed code runs in the kiln
 * process. aot_b is the one state struct of this file.
 */
#include "aot/aot.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "frontend/frontend.h"
#include "host/host.h"
#include "jit/jit.h"
#include "monitor/monitor.h"
#include "runtime/runtime.h"

/* What the signal handler may need: the temporary output and the compile
 * child, both recorded with the handled signals blocked, so the handler
 * never sees a file it does not know about. */
typedef struct aot_build_state {
    char tmp[4096];                   /* OUT.tmp-XXXXXX while it exists, else "" */
    char side[4096];                  /* OUT.tmp-XXXXXX.o, the methods over the budget at -O0, else "" */
    volatile sig_atomic_t child;      /* the compile's process (and group) while it runs, else 0 */
    volatile sig_atomic_t signal;     /* a handled signal that arrived, else 0 */
    bool handlers;                    /* ours are installed; old[] holds the previous ones */
    struct sigaction old[3];
} aot_build_state;

static aot_build_state aot_b;

static const int cleanup_signals[3] = {SIGINT, SIGTERM, SIGHUP};

/* Async-signal-safe: with a compile running, kill its process group (the
 * parent, in waitpid, cleans up and re-raises); else remove the temporary
 * output and die of the signal. */
static void on_signal(int sig)
{
    aot_b.signal = sig;
    if (aot_b.child > 0) {
        kill(-aot_b.child, SIGKILL);
        return;
    }
    if (aot_b.tmp[0])
        unlink(aot_b.tmp);
    if (aot_b.side[0])
        unlink(aot_b.side);
    signal(sig, SIG_DFL);
    raise(sig);   /* delivered as the handler returns */
}

static void block_signals(bool block, sigset_t *saved)
{
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < 3; i++)
        sigaddset(&set, cleanup_signals[i]);
    if (block)
        sigprocmask(SIG_BLOCK, &set, saved);
    else
        sigprocmask(SIG_SETMASK, saved, NULL);
}

static void install_handlers(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; i++)
        sigaction(cleanup_signals[i], &sa, &aot_b.old[i]);
    aot_b.handlers = true;
}

static void restore_handlers(void)
{
    for (int i = 0; aot_b.handlers && i < 3; i++)
        sigaction(cleanup_signals[i], &aot_b.old[i], NULL);
    aot_b.handlers = false;
}

/* A signal came during the compile: the child is gone; remove the output
 * and end as the signal would have. */
static _Noreturn void die_of_signal(int sig)
{
    if (aot_b.tmp[0])
        unlink(aot_b.tmp);
    if (aot_b.side[0])
        unlink(aot_b.side);
    restore_handlers();
    signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
    _exit(128 + sig);
}

static int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "kiln: error: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    return 1;
}

static int ends_with(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

/* The whole file in a malloc'd buffer, or NULL (errno set). */
static uint8_t *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0;
    for (;;) {
        if (n == cap) {
            cap = cap ? 2 * cap : 1 << 16;
            uint8_t *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        size_t r = fread(buf + n, 1, cap - n, f);
        n += r;
        if (r == 0)
            break;
    }
    fclose(f);
    *len = n;
    return buf;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8), p[2] = (uint8_t)(v >> 16), p[3] = (uint8_t)(v >> 24);
}

/* The image blob of aot.h over the serialized modules. */
static uint8_t *make_image(const uint8_t *const *mods, const size_t *lens, uint32_t n, uint32_t flags, size_t *len)
{
    size_t hdr = 16 + 8 * (size_t)n, total = hdr;
    for (uint32_t i = 0; i < n; i++)
        total += (lens[i] + 7) & ~(size_t)7;
    uint8_t *img = calloc(1, total);
    if (!img)
        return NULL;
    put32(img, AOT_IMAGE_MAGIC);
    put32(img + 4, AOT_IMAGE_VERSION);
    put32(img + 8, flags);
    put32(img + 12, n);
    size_t off = hdr;
    for (uint32_t i = 0; i < n; i++) {
        put32(img + 16 + 8 * i, (uint32_t)off);
        put32(img + 20 + 8 * i, (uint32_t)lens[i]);
        memcpy(img + off, mods[i], lens[i]);
        off += (lens[i] + 7) & ~(size_t)7;
    }
    *len = total;
    return img;
}

/* Test hook: KILN_AOT_OMIT=Type.Method leaves that method out of the
 * executable, so tests see the start-up's "not compiled in" error. */
static uint32_t omit_for_test(rt_method **ms, uint32_t n)
{
    const char *omit = rt_state.sw.aot_omit;
    if (!*omit)
        return n;
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        char name[512];
        snprintf(name, sizeof name, "%s.%s", ms[i]->owner ? ms[i]->owner->name : "", ms[i]->name);
        if (strcmp(name, omit) != 0)
            ms[k++] = ms[i];
    }
    return k;
}

static kmod *compile_app(const aot_build_opts *o, const kmod *corelib)
{
    if (o->nfiles == 1 && ends_with(o->files[0], ".kmod")) {
        char err[512];
        kmod *km = kmod_read_file(o->files[0], err, sizeof err);
        if (!km)
            error("%s", err);
        return km;
    }
    fe_options fo = {0, corelib, stderr, 0};
    return fe_compile_files(o->files, o->nfiles, &fo);
}

/* Can we create the output? (checked before the long compile) */
/* The build writes aot_b.tmp (a fresh file beside path) and renames it over
 * path only when it succeeded, so a failed build never removes or truncates
 * what path held, and path must be a regular file or not exist (never a
 * device or a directory: the build would replace it). The name is
 * recorded with the signals blocked, so a Ctrl-C finds it. */
static int make_temp_output(const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        return error("cannot write %s: %s", path, S_ISDIR(st.st_mode) ? strerror(EISDIR) : "not a regular file");
    char tmp[sizeof aot_b.tmp];
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= sizeof tmp)
        return error("cannot write %s: %s", path, strerror(ENAMETOOLONG));
    sigset_t saved;
    block_signals(true, &saved);
    int fd = mkstemp(tmp);
    if (fd >= 0)
        memcpy(aot_b.tmp, tmp, sizeof tmp);
    int e = errno;
    block_signals(false, &saved);
    if (fd < 0)
        return error("cannot write %s: %s", path, strerror(e));
    close(fd);
    return 0;
}

/* Is an executable named tool on $PATH? (libgccjit's driver runs `as`, and
 * collect2 runs `ld`, from there; a missing one would end this process.) */
static bool on_path(const char *tool)
{
    const char *path = getenv("PATH");
    char buf[4096];
    for (const char *p = path ? path : ""; *p;) {
        size_t n = strcspn(p, ":");
        snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, tool);
        if (n && access(buf, X_OK) == 0)
            return true;
        p += n + (p[n] == ':');
    }
    return false;
}

static int check_tools(void)
{
    static const char *const tools[] = {"as", "ld"};
    for (size_t i = 0; i < sizeof tools / sizeof tools[0]; i++)
        if (!on_path(tools[i]))
            return error("the %s '%s' is not on PATH (kiln aot needs binutils)", i ? "linker" : "assembler",
                         tools[i]);
    return 0;
}

/* What the compile child builds: ms[0..nmain) into the executable at o's
 * level and, when nmain < n, ms[nmain..n) (over the budget) first into the
 * object aot_b.side at -O0 with the AOT_SIDE_TABLES suffix, linked in;
 * both name the modules' rows as the image numbers them (maps). */
static int compile_child(const aot_build_opts *o, const char *tmp, rt_method **ms, uint32_t n, uint32_t nmain,
                         const jit_blob *blob, const kmod_rowmap *const *maps, char *err, size_t errlen)
{
    const char *drv[10];
    uint32_t ndrv = 0;
    if (nmain < n) {   /* before libkilnrt.a: its members are pulled for what the object needs too */
        jit_image_opts side = {.kind = JIT_IMAGE_OBJECT, .opt_level = 0, .path = aot_b.side,
                               .tables_suffix = AOT_SIDE_TABLES_SUFFIX, .debug = o->debug,
                               .rowmaps = maps, .nrowmaps = 1};
        if (jit_compile_image(ms + nmain, n - nmain, &side, err, errlen) != 0)
            return -1;
        drv[ndrv++] = aot_b.side;
    }
    /* -lc before -lm: what both export (scalbn) binds to libc, so libm is
     * needed only for what only it has (fmod; Math's natives bind theirs at
     * first use, runtime/natives_system.c). */
    const char *libs[] = {o->runtime_lib, "-Wl,--gc-sections", "-Wl,--as-needed", "-lc", "-lm", "-lpthread", "-ldl", "-s"};
    for (uint32_t i = 0; i < (o->keep_symbols || o->debug ? 7u : 8u); i++)
        drv[ndrv++] = libs[i];
    jit_image_opts io = {.kind = JIT_IMAGE_EXECUTABLE, .opt_level = o->opt_level, .path = tmp, .blobs = blob,
                         .nblobs = 1, .driver_options = drv, .ndriver_options = ndrv, .debug = o->debug,
                         .rowmaps = maps, .nrowmaps = 1};
    return jit_compile_image(ms, nmain, &io, err, errlen);
}

/* The compile in a child process: libgccjit's driver exits the process on
 * some failures, which must not take the error message and the clean-up
 * with it. */
static int link_image(const aot_build_opts *o, const char *tmp, rt_method **ms, uint32_t n, uint32_t nmain,
                      const uint8_t *img, size_t img_len, const kmod_rowmap *const *maps)
{
    jit_blob blob = {AOT_IMAGE_SYMBOL, img, img_len};
    fflush(stdout);
    fflush(stderr);
    sigset_t saved;
    block_signals(true, &saved);
    pid_t pid = fork();
    if (pid == 0) {
        setpgid(0, 0);   /* its own group: the parent's handler kills it with its assembler and linker */
        signal(SIGTTOU, SIG_IGN);   /* not the terminal's foreground group: its errors must still print */
        restore_handlers();
        block_signals(false, &saved);
        char err[1024] = "";
        if (compile_child(o, tmp, ms, n, nmain, &blob, maps, err, sizeof err) == 0)
            _exit(0);
        char *nl = strchr(err, '\n');
        if (nl)
            *nl = 0;
        error("cannot build %s: %s", o->output, err);
        _exit(2);
    }
    if (pid > 0) {
        setpgid(pid, pid);   /* also here: whichever runs first */
        aot_b.child = pid;
    }
    block_signals(false, &saved);
    int st = 0;
    pid_t w = pid;
    while (pid > 0 && (w = waitpid(pid, &st, 0)) < 0 && errno == EINTR)
        ;
    block_signals(true, &saved);
    aot_b.child = 0;
    if (aot_b.signal)
        die_of_signal(aot_b.signal);
    block_signals(false, &saved);
    if (pid < 0 || w != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        if (pid < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 2)
            return error("cannot build %s: the compiler failed (%s)", o->output,
                         pid < 0 ? strerror(errno) : WIFSIGNALED(st) ? strsignal(WTERMSIG(st)) : "exit status");
        return 1;
    }
    block_signals(true, &saved);
    int rc = rename(tmp, o->output);
    int e = errno;
    if (rc == 0)
        aot_b.tmp[0] = 0;   /* it is the output now */
    block_signals(false, &saved);
    return rc == 0 ? 0 : error("cannot write %s: %s", o->output, strerror(e));
}

/* Methods over the compile budget (jit.h; docs/jit.md "Huge methods": at
 * -O2 GCC's time grows with the square of a method's live locals, at -O0
 * linearly) go to the end of ms, to be compiled at -O0 in their own object
 * (its name recorded for the signal handler): one note line. The count of
 * the others; -1 after an error line. */
static int64_t split_over_budget(const aot_build_opts *o, rt_method **ms, uint32_t n)
{
    rt_method **big = calloc(n ? n : 1, sizeof *big);
    if (!big) {
        error("out of memory");
        return -1;
    }
    uint32_t k = 0, nbig = 0;
    for (uint32_t i = 0; i < n; i++) {   /* stable: the batch order stays */
        if (o->opt_level > 0 && jit_over_budget(ms[i]))
            big[nbig++] = ms[i];
        else
            ms[k++] = ms[i];
    }
    memcpy(ms + k, big, nbig * sizeof *big);
    free(big);
    if (!nbig)
        return k;
    rt_method *first = ms[k];
    char side[sizeof aot_b.side];
    if ((size_t)snprintf(side, sizeof side, "%s.o", aot_b.tmp) >= sizeof side) {
        error("cannot write %s: %s", o->output, strerror(ENAMETOOLONG));
        return -1;
    }
    sigset_t saved;
    block_signals(true, &saved);
    int fd = open(side, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd >= 0)
        memcpy(aot_b.side, side, sizeof side);
    int e = errno;
    block_signals(false, &saved);
    if (fd < 0) {
        error("cannot write %s: %s", side, strerror(e));
        return -1;
    }
    close(fd);
    fprintf(stderr, "kiln: note: compiling at -O0 what is over the compile budget (%u locals, %u bytes of IL): "
            "%s.%s (%u locals, %u bytes of IL)", JIT_BUDGET_LOCALS, JIT_BUDGET_IL_BYTES,
            first->owner ? first->owner->name : "?", first->name, first->nlocals, first->code_len);
    if (nbig > 1)
        fprintf(stderr, " and %u more method%s", nbig - 1, nbig > 2 ? "s" : "");
    fputc('\n', stderr);
    return k;
}

/* keep[row] of a method a kept body or the program names: at least its
 * name and signature (an internal call binds by them). */
static void keep_sig(uint8_t *keep, const rt_method *m, const rt_module *core)
{
    if (m && m->module == core && keep[m->row] < KMOD_KEEP_SIG)
        keep[m->row] = KMOD_KEEP_SIG;
}

/* The methods m's IL names (call, newobj, ldftn ... tokens). */
static void keep_callees(uint8_t *keep, const rt_method *m, rt_module *core)
{
    for (uint32_t pc = 0; pc < m->code_len;) {
        int n = il_instr_size(m->code + pc, m->code_len - pc);
        if (n <= 0)
            return;
        if (il_opinfo_table[m->code[pc]].operand == IL_OPND_TOK && n == 5)
            keep_sig(keep, rt_resolve_method(core, il_read_u32(m->code + pc + 1)), core);
        pc += (uint32_t)n;
    }
}

/* What the image keeps of each corelib method (NativeAOT's whole-program
 * rule; KMOD_KEEP_*, kmod_cut): all of those reachable from the roots; the
 * name and signature of every method a reachable body names (internal
 * calls bind by name) and every method the program's METHODREFs name (its
 * load resolves them all, reached or not). kmod_cut adds what the kept
 * rows need (vtable slots, interface implementations, class
 * initializers). NULL when out of memory. */
static uint8_t *corelib_keep(rt_method *const *ms, uint32_t n)
{
    rt_module *core = rt_state.modules[0];
    uint8_t *keep = calloc(core->km->methods.n + 1, 1);
    if (!keep)
        return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (ms[i]->module == core)
            keep_callees(keep, ms[i], core);
    for (uint32_t i = 0; i < n; i++)
        if (ms[i]->module == core)
            keep[ms[i]->row] = KMOD_KEEP_ALL;
    for (uint32_t k = 1; k < rt_state.nmodules; k++) {
        rt_module *mod = rt_state.modules[k];
        for (uint32_t i = 0; i < mod->km->methodrefs.n; i++)
            keep_sig(keep, mod->methodrefs[i], core);
    }
    return keep;
}

static void keep_type(uint8_t *types, const rt_type *t, const rt_module *core)
{
    if (t && t->module == core)
        types[t->row] = 1;
}

/* The corelib types the image keeps whatever the code uses (kmod_cut adds
 * those the kept rows need): the types the runtime binds by name or makes
 * objects of, and those the program's TYPEREFs and FIELDREFs name (its
 * load resolves them all). NULL when out of memory. */
static uint8_t *corelib_types(void)
{
    rt_module *core = rt_state.modules[0];
    uint8_t *types = calloc(core->km->typedefs.n + 1, 1);
    rt_type **named = calloc(core->km->typedefs.n + 1, sizeof *named);
    if (!types || !named) {
        free(named);
        free(types);
        return NULL;
    }
    uint32_t nn = rt_corelib_contract_types(named, core->km->typedefs.n + 1, false);
    for (uint32_t i = 0; i < nn; i++)
        keep_type(types, named[i], core);
    free(named);
    for (uint32_t k = 1; k < rt_state.nmodules; k++) {
        rt_module *mod = rt_state.modules[k];
        for (uint32_t i = 0; i < mod->km->typerefs.n; i++)
            keep_type(types, mod->typerefs[i], core);
        for (uint32_t i = 0; i < mod->km->fieldrefs.n; i++)
            keep_type(types, mod->fieldrefs[i]->owner, core);
    }
    return types;
}

/* The corelib as the image holds it, cut to what keep and the roots need
 * (kmod_cut), serialized into *out (malloc'd); *map its numbering. */
static int cut_corelib(const uint8_t *keep, kmod_rowmap *map, uint8_t **out, size_t *len)
{
    char err[512];
    uint8_t *types = corelib_types();
    kmod *m = types ? kmod_cut(rt_state.modules[0]->km, keep, types, map, err, sizeof err) : NULL;
    free(types);
    if (!m)
        return error("cannot cut the corelib: %s", types ? err : "out of memory");
    int rc = kmod_write(m, out, len) ? error("out of memory") : 0;
    kmod_free(m);
    if (rc)
        kmod_rowmap_free(map);
    return rc;
}

/* What build hands to the work it does inside the started runtime. */
typedef struct aot_job {
    const aot_build_opts *o;
    const uint8_t *abytes;            /* the program, serialized for the image */
    size_t alen;
} aot_job;

/* The runtime is started (host.h) and the program loaded: lower everything
 * reachable from Main and link it with the image (host before_main hook:
 * the exit status; Main never runs in the kiln process). */
static int compile_loaded(host_program *p)
{
    const aot_job *j = p->ctx;
    rt_method *main_m = p->main;
    const aot_build_opts *o = j->o;
    install_handlers();   /* after rt_init, which installs its own */
    if (make_temp_output(o->output))
        return 1;
    uint32_t n = 0;
    rt_method **ms = jit_collect_program(main_m, true, &n);
    uint8_t *keep = ms ? corelib_keep(ms, n) : NULL, *core = NULL;
    size_t core_len = 0, img_len = 0;
    kmod_rowmap map = {0};   /* module 0's rows in the image; the program's are its own */
    const kmod_rowmap *maps[1] = {&map};
    if (!keep || cut_corelib(keep, &map, &core, &core_len)) {
        free(ms), free(keep);
        return keep ? 1 : error("out of memory");
    }
    const uint8_t *mods[2] = {core, j->abytes};
    size_t lens[2] = {core_len, j->alen};
    /* the lock choices are folded into the code and baked into the image */
    uint32_t flags = (rt_state.thinlock_native ? AOT_FLAG_THINLOCK_NATIVE : 0) |
                     (rt_state.fatlock_native ? AOT_FLAG_FATLOCK_NATIVE : 0);
    uint8_t *img = core ? make_image(mods, lens, 2, flags, &img_len) : NULL;
    if (ms)
        n = omit_for_test(ms, n);   /* after the cut: the image keeps its name for the message */
    int64_t nmain = img && ms ? split_over_budget(o, ms, n) : -1;
    int rc = !img ? error("out of memory")
             : nmain < 0 ? 1
                         : link_image(o, aot_b.tmp, ms, n, (uint32_t)nmain, img, img_len, maps);
    kmod_rowmap_free(&map);
    free(ms);
    free(keep);
    free(core);
    free(img);
    return rc;
}

static int build(const aot_build_opts *o)
{
    char err[512];
    size_t clen = 0;
    uint8_t *cbytes = read_all(o->corelib_path, &clen);
    if (!cbytes)
        return error("cannot read %s: %s", o->corelib_path, strerror(errno));
    kmod *corelib = kmod_read(cbytes, clen, err, sizeof err);
    if (!corelib)
        return error("%s: %s", o->corelib_path, err);
    kmod *app = compile_app(o, corelib);
    if (!app)
        return 1;
    if (access(o->runtime_lib, R_OK) != 0)
        return error("runtime library %s not found (set KILN_RUNTIME_LIB to libkilnrt.a)", o->runtime_lib);
    if (check_tools())
        return 1;
    if (!jit_available(err, sizeof err))
        return error("kiln aot needs libgccjit: %s", err);
    uint8_t *abytes = NULL;
    size_t alen = 0;
    if (kmod_write(app, &abytes, &alen) != 0)
        return error("out of memory");
    aot_job job = {o, abytes, alen};
    host_program p = {.sw = &rt_state.sw, .corelib = corelib, .app = app, .ctx = &job,
                      .load = host_load_modules, .before_main = compile_loaded};
    int rc = host_run(&p);
    free(abytes);
    free(cbytes);
    return rc;
}

int aot_build(const aot_build_opts *o)
{
    int rc = build(o);
    sigset_t saved;
    block_signals(true, &saved);
    if (aot_b.tmp[0])
        unlink(aot_b.tmp);   /* a failed build leaves nothing, and path untouched */
    if (aot_b.side[0])
        unlink(aot_b.side);   /* linked in, or never used */
    aot_b.tmp[0] = aot_b.side[0] = 0;
    restore_handlers();
    block_signals(false, &saved);
    return rc;
}
