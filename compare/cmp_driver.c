/* cmp_driver.c - `kiln compare` itself: sets up the modes (kiln run
 * --mode=M, the AOT executables, the C floor, Mono), runs them alternating
 * (A B C A B C ...) so drift on a noisy machine hits all alike, shows a
 * progress line on stderr, then writes the table, JSON and SVG.
 * Invariants: every child is reaped; the temporary directory (AOT
 * executables, Mono assembly) is removed before returning; a mode that
 * cannot be built or run is reported in the table, never dropped.
 */
#include "compare/compare_internal.h"

#include <dirent.h>
#include <ftw.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <link.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define BUILD_TIMEOUT_S 600

typedef struct driver {
    const cmp_options *o;
    cmp_report *r;
    char tmp[64];
    int tty;
} driver;

static const char *const child_env[] = {"KILN_STATS=1", NULL};
/* Mono's SGen logs one line per collection with its stop-the-world time
 * (cmp_report.c turns them into the same GC figures as Kiln's); on stderr,
 * not its default stdout, so the program's output and cold start stay
 * its own. */
static const char *const mono_env[] = {"KILN_STATS=1", "MONO_LOG_LEVEL=debug", "MONO_LOG_MASK=gc",
                                       "MONO_LOG_DEST=/dev/stderr", NULL};
static const char *const child_unset[] = {"KILN_THINLOCK", "KILN_FATLOCK", "KILN_CACHE_DIR", NULL};

static char **argv_build(const char *first, ...)
{
    char **v = NULL;
    int n = 0;
    va_list ap;
    va_start(ap, first);
    for (const char *s = first; s; s = va_arg(ap, const char *)) {
        v = realloc(v, sizeof *v * (size_t)(n + 2));
        v[n++] = strdup(s);
    }
    va_end(ap);
    v[n] = NULL;
    return v;
}

static char **argv_append(char **v, const char *s)
{
    int n = 0;
    while (v[n])
        n++;
    v = realloc(v, sizeof *v * (size_t)(n + 2));
    v[n] = strdup(s);
    v[n + 1] = NULL;
    return v;
}

static char **argv_program_args(char **v, const cmp_options *o, int dashdash)
{
    if (dashdash && o->nargs)
        v = argv_append(v, "--");
    for (int i = 0; i < o->nargs; i++)
        v = argv_append(v, o->args[i]);
    return v;
}

static long long file_size(const char *path)
{
    struct stat st;
    return path && stat(path, &st) == 0 ? (long long)st.st_size : -1;
}

static int on_path(const char *name)
{
    const char *path = getenv("PATH");
    char buf[PATH_MAX];
    for (const char *p = path ? path : "/usr/bin:/bin"; *p;) {
        const char *c = strchr(p, ':');
        size_t n = c ? (size_t)(c - p) : strlen(p);
        snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, name);
        if (n && access(buf, X_OK) == 0)
            return 1;
        p += n + (c ? 1 : 0);
    }
    return 0;
}

/* libgccjit as the JIT would load it (name: the resolved KILN_LIBGCCJIT). */
static long long libgccjit_size(const char *name)
{
    if (!name || !*name)
        return -1;
    void *h = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    struct link_map *lm = NULL;
    long long size = -1;
    if (h && dlinfo(h, RTLD_DI_LINKMAP, &lm) == 0 && lm && lm->l_name)
        size = file_size(lm->l_name);
    if (h)
        dlclose(h);
    return size;
}

static void machine(cmp_report *r)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f)) {
        char *c = strchr(line, ':');
        if (strncmp(line, "model name", 10) || !c)
            continue;
        c++;
        while (*c == ' ' || *c == '\t')
            c++;
        c[strcspn(c, "\n")] = 0;
        snprintf(r->cpu, sizeof r->cpu, "%s", c);
        break;
    }
    if (f)
        fclose(f);
    r->cores = (int)sysconf(_SC_NPROCESSORS_ONLN);
    double la[1];
    r->loadavg = getloadavg(la, 1) == 1 ? la[0] : -1;
}

/* First stderr line of a build, for the table's notes. */
static void build_error(cmp_mode *m, const cmp_child *c, const char *what)
{
    const char *e = c->status == CMP_ERROR ? c->error : c->err.data ? c->err.data : c->out.data;
    if (c->status == CMP_TIMEOUT)
        e = "timed out";
    int n = e ? (int)strcspn(e, "\n") : 0;
    snprintf(m->error, sizeof m->error, "%s failed: %.*s", what, n > 180 ? 180 : n, n ? e : "no message");
}

/* Runs a build command; on success records its time, else m->error. */
static int build(cmp_mode *m, char **argv, const char *what)
{
    cmp_spawn_opts so = {.argv = argv, .env_unset = child_unset, .timeout_s = BUILD_TIMEOUT_S};
    cmp_child c;
    cmp_spawn_run(&so, &c);
    int ok = c.status == CMP_OK;
    if (ok)
        m->build_ms = c.wall_ms;
    else
        build_error(m, &c, what);
    cmp_child_free(&c);
    return ok;
}

static void progress(driver *d, const char *fmt, ...)
{
    if (d->o->quiet)
        return;
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (d->tty)
        fprintf(stderr, "\r\033[Kkiln compare: %s", buf);
    else
        fprintf(stderr, "kiln compare: %s\n", buf);
    fflush(stderr);
}

/* Size of the files under dir (the code cache), 0 when none. */
static long long tree_size(const char *dir)
{
    char cmd[PATH_MAX + 32];
    long long total = 0;
    DIR *dp = opendir(dir);
    struct dirent *e;
    while (dp && (e = readdir(dp))) {
        if (e->d_name[0] == '.')
            continue;
        snprintf(cmd, sizeof cmd, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(cmd, &st) == 0)
            total += S_ISDIR(st.st_mode) ? tree_size(cmd) : (long long)st.st_size;
    }
    if (dp)
        closedir(dp);
    return total;
}

/* jit-cache: one untimed run fills a fresh code cache (its time is the
 * build row); the timed runs then load from it. */
static void prime_cache(driver *d, cmp_mode *m, const char *dir)
{
    progress(d, "filling the code cache for %s", m->label);
    if (build(m, m->argv, "the run that fills the code cache"))
        m->size_bytes += tree_size(dir);
}

/* fat: the --fatlock=native variant (label suffix -fatnative). */
static void add_kiln_mode(driver *d, const char *mode, int native, int label_native, int fat)
{
    char label[40];
    int cache = !strcmp(mode, "jit-cache");
    snprintf(label, sizeof label, "%s%s%s", mode, label_native ? "-native" : "", fat ? "-fatnative" : "");
    cmp_mode *m = cmp_report_add_mode(d->r, label, mode, native ? "native" : "managed");
    snprintf(m->fatlock, sizeof m->fatlock, "%s", fat ? "native" : "managed");
    long long kiln = file_size(d->o->kiln), lib = file_size(d->o->corelib);
    if (kiln >= 0)
        m->size_bytes = kiln + (lib > 0 ? lib : 0);
    if (strcmp(mode, "interp") && m->size_bytes >= 0) {
        long long jit = libgccjit_size(d->o->libgccjit);
        m->size_bytes += jit > 0 ? jit : 0;
    }
    char flag[32], dir[PATH_MAX], cache_flag[PATH_MAX + 16];
    snprintf(flag, sizeof flag, "--mode=%s", cache ? "jit" : mode);
    snprintf(dir, sizeof dir, "%s/cache-%s", d->tmp, label);
    snprintf(cache_flag, sizeof cache_flag, "--cache-dir=%s", dir);
    m->argv = argv_build(d->o->kiln, "run", flag, NULL);
    if (cache)
        m->argv = argv_append(m->argv, cache_flag);
    if (native)
        m->argv = argv_append(m->argv, "--thinlock=native");
    if (fat)
        m->argv = argv_append(m->argv, "--fatlock=native");
    m->argv = argv_append(m->argv, d->o->program);
    m->argv = argv_program_args(m->argv, d->o, 1);
    if (cache)
        prime_cache(d, m, dir);
}

/* aot (debug: aot-g, the executable built with `kiln aot -g`). */
static void add_aot_mode(driver *d, int native, int label_native, int fat, int debug)
{
    char label[40];
    const char *g = debug ? "-g" : "";
    snprintf(label, sizeof label, "aot%s%s%s", g, label_native ? "-native" : "", fat ? "-fatnative" : "");
    cmp_mode *m = cmp_report_add_mode(d->r, label, "aot", native ? "native" : "managed");
    snprintf(m->fatlock, sizeof m->fatlock, "%s", fat ? "native" : "managed");
    char exe[PATH_MAX];
    snprintf(exe, sizeof exe, "%s/app%s%s%s", d->tmp, g, native ? "-native" : "", fat ? "-fatnative" : "");
    progress(d, "building %s (kiln aot%s)", m->label, debug ? " -g" : "");
    char **b = argv_build(d->o->kiln, "aot", debug ? "-g" : "-O2", d->o->program, "-o", exe,
                          native ? "--thinlock=native" : (fat ? "--fatlock=native" : NULL),
                          native && fat ? "--fatlock=native" : NULL, NULL);
    int ok = build(m, b, "kiln aot");
    for (char **a = b; *a; a++)
        free(*a);
    free(b);
    m->argv = argv_program_args(argv_build(exe, NULL), d->o, 0);
    if (ok)
        m->size_bytes = file_size(exe);
    (void)ok;   /* the size column stays n/a: the assembly alone says little */
}

static void program_base(const char *program, char *buf, size_t n)
{
    const char *s = strrchr(program, '/');
    snprintf(buf, n, "%s", s ? s + 1 : program);
    char *dot = strrchr(buf, '.');
    if (dot)
        *dot = 0;
}

static void add_floor(driver *d)
{
    char dir[PATH_MAX], base[128], exe[PATH_MAX + 160];
    snprintf(dir, sizeof dir, "%s", d->o->kiln);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = 0;
    else
        snprintf(dir, sizeof dir, ".");
    program_base(d->o->program, base, sizeof base);
    snprintf(exe, sizeof exe, "%s/bench/%s_c", dir, base);
    if (access(exe, X_OK) != 0) {
        cmp_report_note(d->r, "--floor: no C floor for %s (looked for %s)", base, exe);
        return;
    }
    cmp_mode *m = cmp_report_add_mode(d->r, "C floor", "floor", "");
    m->size_bytes = file_size(exe);
    m->argv = argv_program_args(argv_build(exe, NULL), d->o, 0);
}

static void add_mono(driver *d)
{
    if (!on_path("mcs") || !on_path("mono")) {
        cmp_report_note(d->r, "--peer mono: mcs/mono not installed, Mono column left out "
                              "(Debian: apt-get install mono-mcs mono-runtime)");
        return;
    }
    cmp_mode *m = cmp_report_add_mode(d->r, "mono", "mono", "");
    char exe[PATH_MAX], out[PATH_MAX + 8];
    snprintf(exe, sizeof exe, "%s/program.exe", d->tmp);
    snprintf(out, sizeof out, "-out:%s", exe);
    progress(d, "building mono (mcs)");
    char **b = argv_build("mcs", "-nologo", "-warn:0", out, d->o->program, NULL);
    int ok = build(m, b, "mcs");
    for (char **a = b; *a; a++)
        free(*a);
    free(b);
    m->argv = argv_program_args(argv_build("mono", exe, NULL), d->o, 0);
    (void)ok;   /* the size column stays n/a: the assembly alone says little */
}

/* Returns 0, or 1 (with a message) for an unknown mode name. */
static int add_modes(driver *d)
{
    char list[256];
    snprintf(list, sizeof list, "%s", d->o->modes);
    int both = d->o->thinlock == CMP_THINLOCK_BOTH, native_only = d->o->thinlock == CMP_THINLOCK_NATIVE;
    for (char *save = NULL, *m = strtok_r(list, ",", &save); m; m = strtok_r(NULL, ",", &save)) {
        int known = !strcmp(m, "interp") || !strcmp(m, "jit") || !strcmp(m, "tiered") ||
                    !strcmp(m, "aot") || !strcmp(m, "aot-g") || !strcmp(m, "jit-cache");
        if (!known) {
            fprintf(stderr, "kiln: error: unknown mode '%s' in --modes (interp, jit, tiered, aot, aot-g, jit-cache)\n", m);
            return 1;
        }
        int compiled = strcmp(m, "interp") != 0;
        int variants[2], nv = 0;
        if (!native_only)
            variants[nv++] = 0;
        if (native_only || (both && compiled))
            variants[nv++] = 1;
        int fats[2], nf = 0;
        if (d->o->fatlock != CMP_THINLOCK_NATIVE)
            fats[nf++] = 0;
        if (d->o->fatlock != CMP_THINLOCK_MANAGED)
            fats[nf++] = 1;
        for (int v = 0; v < nv; v++)
            for (int f = 0; f < nf; f++) {
                if (!strncmp(m, "aot", 3))
                    add_aot_mode(d, variants[v], variants[v], fats[f], !strcmp(m, "aot-g"));
                else
                    add_kiln_mode(d, m, variants[v], variants[v], fats[f]);
            }
    }
    return 0;
}

static void run_all(driver *d)
{
    cmp_report *r = d->r;
    int total = r->runs * r->nmodes, done = 0;
    for (int k = 0; k < r->runs; k++)
        for (int i = 0; i < r->nmodes; i++) {
            cmp_mode *m = &r->modes[i];
            done++;
            if (m->error[0])
                continue;
            progress(d, "[%d/%d] run %d of %d, %s", done, total, k + 1, r->runs, m->label);
            cmp_spawn_opts so = {.argv = m->argv, .env_set = strcmp(m->kind, "mono") ? child_env : mono_env,
                                 .env_unset = child_unset,
                                 .timeout_s = d->o->timeout_s};
            cmp_child c;
            cmp_spawn_run(&so, &c);
            cmp_run_from_child(cmp_mode_add_run(m), &c);
            cmp_child_free(&c);
        }
    if (!d->o->quiet && d->tty)
        fprintf(stderr, "\r\033[K");
    else
        progress(d, "done");
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    remove(path);
    return 0;
}

/* Removes the temporary directory and everything in it (AOT executables,
 * the Mono assembly, code-cache directories). */
static void remove_tmp(const char *dir)
{
    nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* An output file is written as PATH.tmp-XXXXXX beside it (mkstemp: a new
 * file, never through a symlink) and renamed over PATH when complete, so a
 * symlink at PATH is replaced, not written through, and a failed run leaves
 * PATH as it was (docs/reliability.md "Files Kiln reads and writes").
 * Opened before the runs, so a bad path fails at once. */
typedef struct output { FILE *f; char tmp[PATH_MAX]; } output;

static int open_output(const char *path, output *out)
{
    out->f = NULL;
    if (!path)
        return 0;
    struct stat st;
    const char *why = NULL;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
        why = S_ISDIR(st.st_mode) ? strerror(EISDIR) : "not a regular file";
    else if ((size_t)snprintf(out->tmp, sizeof out->tmp, "%s.tmp-XXXXXX", path) >= sizeof out->tmp)
        why = strerror(ENAMETOOLONG);
    int fd = why ? -1 : mkstemp(out->tmp);
    if (fd >= 0) {
        mode_t mask = umask(022);   /* the mode a plain create would give: 0666 & ~umask */
        umask(mask);
        fchmod(fd, 0666 & ~mask);
        out->f = fdopen(fd, "w");
    }
    if (!out->f) {
        if (!why)
            why = strerror(errno);
        if (fd >= 0) {
            close(fd);
            unlink(out->tmp);
        }
        fprintf(stderr, "kiln: error: cannot write %s: %s\n", path, why);
        return 1;
    }
    return 0;
}

static void drop_output(output *out)
{
    if (out->f) {
        fclose(out->f);
        unlink(out->tmp);
    }
}

static int write_output(output *out, const char *path, void (*writer)(FILE *, const cmp_report *),
                        const cmp_report *r)
{
    if (!out->f)
        return 0;
    writer(out->f, r);
    if (fclose(out->f) != 0 || rename(out->tmp, path) != 0) {
        fprintf(stderr, "kiln: error: cannot write %s: %s\n", path, strerror(errno));
        unlink(out->tmp);
        return 1;
    }
    return 0;
}

int cmp_main(const cmp_options *o)
{
    if (access(o->program, R_OK) != 0) {
        fprintf(stderr, "kiln: error: cannot read %s: %s\n", o->program, strerror(errno));
        return 1;
    }
    output json, svg;
    if (open_output(o->json_path, &json))
        return 1;
    if (open_output(o->svg_path, &svg)) {
        drop_output(&json);
        return 1;
    }
    cmp_report r = {.runs = o->runs};
    snprintf(r.command, sizeof r.command, "%s", o->command ? o->command : "kiln compare");
    snprintf(r.program, sizeof r.program, "%s", o->program);
    machine(&r);
    driver d = {.o = o, .r = &r, .tty = isatty(2)};
    snprintf(d.tmp, sizeof d.tmp, "/tmp/kiln-compare-XXXXXX");
    int rc = 0, have_tmp = mkdtemp(d.tmp) != NULL;
    if (!have_tmp) {
        fprintf(stderr, "kiln: error: cannot create a temporary directory: %s\n", strerror(errno));
        rc = 1;
    } else {
        rc = add_modes(&d);
    }
    if (!rc) {
        if (o->floor)
            add_floor(&d);
        if (o->peer_mono)
            add_mono(&d);
        run_all(&d);
        cmp_write_markdown(stdout, &r);
        fflush(stdout);
        rc |= write_output(&json, o->json_path, cmp_write_json, &r);
        rc |= write_output(&svg, o->svg_path, cmp_write_svg, &r);
    } else {
        drop_output(&json);
        drop_output(&svg);
    }
    if (have_tmp)
        remove_tmp(d.tmp);
    cmp_report_free(&r);
    return rc;
}
