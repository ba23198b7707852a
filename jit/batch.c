/* batch.c - the in-memory compile of one batch: a fresh gcc_jit_context,
 * jit_lower_methods, compile, and get_code for every method. The JIT tier's
 * background compiler and the tests build on it.
 *
 * KILN_PERFMAP=jitdump writes perf's jitdump instead (jitdump.c).
 * KILN_PERFMAP=1 appends each compiled method to /tmp/perf-PID.map
 * ("ADDR SIZE Type.Method", the symbol size read back with dladdr1) so
 * `perf report` names compiled code. That name is predictable: the map is
 * created O_EXCL|O_NOFOLLOW (0600) or appended to only if it is a regular
 * file of the effective user that nobody else can write (kmod/files.h);
 * anything else (a planted symlink, another user's file) is refused with
 * one warning and no map.
 *
 * With the code cache open (cache.c) a batch is first looked up there; a
 * miss is compiled to a shared object (jit_compile_file) instead of in
 * memory.
 *
 * Invariants: one context per batch, released before returning (the result
 * outlives it); KILN_JIT_DUMP=1 (or opt->dump_path) writes the context's
 * reproducer (PATH), its C-like dump (PATH.dump) and the assembly GCC makes
 * of it (PATH.s), so every batch can be inspected; KILN_JIT_DUMP's PATH is
 * in a private directory made once per process (jit_dump_path).
 */
#include "jit/jit_internal.h"
#include "kmod/files.h"
#include "runtime/image.h"

#include <dlfcn.h>
#include <errno.h>
#include <elf.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define G(fn) (api->gcc_jit_##fn)

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* libgccjit 12 leaves interprocedural-analysis state behind after a
 * compile: a later context of the same process that runs IPA-CP, IPA-SRA or
 * IPA-modref can crash inside gcc_jit_context_compile (a read at address
 * 0xa), depending on what the earlier contexts held. Seen with tiered
 * promotions and OSR compiles after dozens of one-method batches (the
 * decimal and DateTime tests, samples/pqueue.cs); every batch compiles alone
 * in a fresh process, and a standalone libgccjit driver replaying two
 * batches' reproducers crashes the same way. The first context of a process
 * (kiln aot's only one, jit mode's up-front set) keeps the passes; later
 * ones go without them (inlining is not affected). */
static void avoid_reused_process_crash(const jit_gccjit_api *api, gcc_jit_context *ctx)
{
    if (atomic_fetch_add(&jit_state()->contexts, 1) == 0)
        return;
    G(context_add_command_line_option)(ctx, "-fno-ipa-cp");
    G(context_add_command_line_option)(ctx, "-fno-ipa-sra");
    G(context_add_command_line_option)(ctx, "-fno-ipa-modref");
}

/* A batch is a shared object that only a kiln process dlopens (this one, or
 * a later one from the code cache), its libc and runtime symbols bound to
 * the process's own, so its link needs
 * none of a library's start files (crti/crtbeginS: constructors, TM clones,
 * frame registration, none of which generated code uses; unwinding finds
 * the FDEs through --eh-frame-hdr) and no default libraries (libc is already
 * loaded; libgcc stays, for any helper GCC calls). ld then reads one object
 * and one archive: 17 instead of 33 ms of CPU per batch here, and tiered
 * mode links a batch per promotion. AOT executables keep the full link. */
static void link_lean(const jit_gccjit_api *api, gcc_jit_context *ctx)
{
    G(context_add_driver_option)(ctx, "-nostartfiles");
    G(context_add_driver_option)(ctx, "-nodefaultlibs");
    G(context_add_driver_option)(ctx, "-lgcc");
}

void jit_configure_context(const jit_gccjit_api *api, gcc_jit_context *ctx, const jit_options *opt)
{
    int level = opt ? opt->opt_level : 2;
    G(context_set_int_option)(ctx, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, level < 0 ? 0 : level > 3 ? 3 : level);
    if ((opt && opt->debug) || jit_jitdump_enabled())
        G(context_set_bool_option)(ctx, GCC_JIT_BOOL_OPTION_DEBUGINFO, 1);
    G(context_add_command_line_option)(ctx, "-fno-semantic-interposition");
    G(context_add_command_line_option)(ctx, "-fwrapv");
    avoid_reused_process_crash(api, ctx);
    char buf[512];   /* KILN_JIT_OPTIONS: more GCC options, blank-separated */
    snprintf(buf, sizeof buf, "%s", rt_state.sw.jit_options);
    for (char *save = NULL, *tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
        G(context_add_command_line_option)(ctx, tok);   /* libgccjit copies the string */
}

int jit_dump_path(const char *stem, char *buf, size_t len)
{
    jit_global *g = jit_state();
    pthread_mutex_lock(&g->files_lock);
    if (!g->dump_dir[0]) {
        const char *tmp = rt_state.sw.tmpdir;   /* TMPDIR */
        snprintf(g->dump_dir, sizeof g->dump_dir, "%.200s/kiln-jit-XXXXXX", *tmp == '/' ? tmp : "/tmp");
        if (mkdtemp(g->dump_dir)) {   /* 0700, a fresh name: nothing planted inside */
            fprintf(stderr, "kiln: KILN_JIT_DUMP: writing dumps to %s\n", g->dump_dir);
        } else {
            fprintf(stderr, "kiln: warning: KILN_JIT_DUMP: cannot create %s: %s; no dumps\n", g->dump_dir,
                    strerror(errno));
            snprintf(g->dump_dir, sizeof g->dump_dir, "-");
        }
    }
    bool ok = g->dump_dir[0] == '/';
    pthread_mutex_unlock(&g->files_lock);
    if (ok)
        snprintf(buf, len, "%s/%s-%u", g->dump_dir, stem, atomic_fetch_add(&g->dump_seq, 1));
    return ok ? 0 : -1;
}

static void maybe_dump(const jit_gccjit_api *api, gcc_jit_context *ctx, const jit_options *opt)
{
    const char *path = opt ? opt->dump_path : NULL;
    char buf[320];
    if (!path && rt_state.sw.jit_dump && jit_dump_path("batch", buf, sizeof buf) == 0) {
        strcat(buf, ".c");
        path = buf;
    }
    if (!path)
        return;
    char dump[512];
    snprintf(dump, sizeof dump, "%s.dump", path);
    G(context_dump_reproducer_to_file)(ctx, path);
    G(context_dump_to_file)(ctx, dump, 0);
    snprintf(dump, sizeof dump, "%s.s", path);   /* what GCC made of it (an extra compile) */
    G(context_compile_to_file)(ctx, GCC_JIT_OUTPUT_KIND_ASSEMBLER, dump);
}

/* The perf map, opened for appending as files.h allows; NULL after one
 * warning line (and never again in this process) if it is not trusted. */
static FILE *perfmap_open(void)
{
    char path[64], why[128];
    snprintf(path, sizeof path, "/tmp/perf-%ld.map", (long)getpid());
    if (atomic_load(&jit_state()->perfmap_refused))
        return NULL;
    int fd = kmod_file_open_append_private(path, 0600, why, sizeof why);
    FILE *f = fd >= 0 ? fdopen(fd, "a") : NULL;
    if (!f) {
        if (fd >= 0)
            close(fd);
        if (!atomic_exchange(&jit_state()->perfmap_refused, true))
            fprintf(stderr, "kiln: warning: KILN_PERFMAP: not writing %s: %s\n", path, fd >= 0 ? strerror(errno) : why);
    }
    return f;
}

static void perfmap_write(rt_method *const *methods, void *const *entries, uint32_t n)
{
    if (rt_state.sw.perfmap != CFG_PERFMAP_MAP)
        return;
    FILE *f = perfmap_open();
    if (!f)
        return;
    for (uint32_t i = 0; i < n; i++) {
        Dl_info info;
        const ElfW(Sym) *sym = NULL;
        if (!entries[i] || !dladdr1(entries[i], &info, (void **)&sym, RTLD_DL_SYMENT) || !sym)
            continue;
        rt_method *m = methods[i];
        fprintf(f, "%lx %lx %s.%s\n", (unsigned long)(uintptr_t)entries[i], (unsigned long)sym->st_size,
                m->owner ? m->owner->name : "?", m->name);
    }
    fclose(f);
}

/* Tables mode in process: the batch's constants table is filled from this
 * process's modules, as an AOT executable or the code cache does at load. */
static int fill_tables(const jit_gccjit_api *api, gcc_jit_result *res, char *err, size_t errlen)
{
    rt_image img = {
        G(result_get_global)(res, RT_IMAGE_CONST_DESC), G(result_get_global)(res, RT_IMAGE_CONST_SLOTS),
        G(result_get_global)(res, RT_IMAGE_METHOD_DESC), G(result_get_global)(res, RT_IMAGE_METHOD_FNS)};
    if (!img.const_desc || !img.const_slots) {
        snprintf(err, errlen, "jit: the batch has no constants table");
        return -1;
    }
    return rt_image_fill_consts(&img, err, errlen);
}

int jit_compile_file(rt_method *const *methods, uint32_t n, const jit_options *opt,
                     const char *path, char *err, size_t errlen)
{
    const jit_gccjit_api *api = jit_gccjit_load(err, errlen);
    if (!api)
        return -1;
    uint64_t t0 = now_ns();
    gcc_jit_context *ctx = G(context_acquire)();
    if (!ctx) {
        snprintf(err, errlen, "jit: cannot create a libgccjit context");
        return -1;
    }
    jit_configure_context(api, ctx, opt);
    link_lean(api, ctx);
    jit_lower_opts lo = {.tables = true, .debug = (opt && opt->debug) || jit_jitdump_enabled(),   /* runs in later processes: every address in the table */
                         .no_inline = opt && opt->opt_level == 0};
    if (jit_lower_methods_opts(ctx, methods, n, &lo, err, errlen) != 0) {
        G(context_release)(ctx);
        return -1;
    }
    maybe_dump(api, ctx, opt);
    G(context_compile_to_file)(ctx, GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY, path);
    const char *e = G(context_get_first_error)(ctx);
    if (e) {
        snprintf(err, errlen, "jit: libgccjit: %s", e);
        G(context_release)(ctx);
        return -1;
    }
    G(context_release)(ctx);
    atomic_fetch_add(&rt_state.counters.methods_compiled, n);
    atomic_fetch_add(&rt_state.counters.compile_batches, 1);
    atomic_fetch_add(&rt_state.counters.compile_ns, now_ns() - t0);
    return 0;
}

static jit_code *compile_in_memory(rt_method *const *methods, uint32_t n, const jit_osr *osr,
                                   uint32_t nosr, const jit_options *opt, char *err, size_t errlen);

jit_code *jit_compile_batch(rt_method *const *methods, uint32_t n, const jit_options *opt,
                            char *err, size_t errlen)
{
    if (jit_cache_active()) {   /* before loading libgccjit: a hit never needs it */
        bool fallback = false;
        jit_code *c = jit_cache_batch(methods, n, opt, &fallback, err, errlen);
        if (c) {
            perfmap_write(methods, c->entries, n);
            jit_jitdump_write(methods, c->entries, n);
        }
        if (c || !fallback)
            return c;
    }
    return compile_in_memory(methods, n, NULL, 0, opt, err, errlen);
}

/* With the code cache open, a batch of methods and OSR entries is split:
 * the methods go through the cache (a later run loads them before Main),
 * the OSR entries, which only this run's interpreter frames can use, are
 * compiled in memory on their own. One jit_code holds both. */
static jit_code *compile_split(rt_method *const *methods, uint32_t n, const jit_osr *osr,
                               uint32_t nosr, const jit_options *opt, char *err, size_t errlen)
{
    jit_code *c = jit_compile_batch(methods, n, opt, err, errlen);
    if (!c)
        return NULL;
    jit_code *o = compile_in_memory(NULL, 0, osr, nosr, opt, err, errlen);
    if (!o) {
        jit_code_release(c);   /* not published yet */
        return NULL;
    }
    c->result = o->result;
    c->nosr = o->nosr;
    c->osr_entries = o->osr_entries;
    free(o->entries);
    free(o);
    return c;
}

jit_code *jit_compile_batch_osr(rt_method *const *methods, uint32_t n, const jit_osr *osr,
                                uint32_t nosr, const jit_options *opt, char *err, size_t errlen)
{
    if (n && nosr && jit_cache_active())
        return compile_split(methods, n, osr, nosr, opt, err, errlen);
    return compile_in_memory(methods, n, osr, nosr, opt, err, errlen);
}

static jit_code *compile_in_memory(rt_method *const *methods, uint32_t n, const jit_osr *osr,
                                   uint32_t nosr, const jit_options *opt, char *err, size_t errlen)
{
    const jit_gccjit_api *api = jit_gccjit_load(err, errlen);
    if (!api)
        return NULL;
    uint64_t t0 = now_ns();
    gcc_jit_context *ctx = G(context_acquire)();
    if (!ctx) {
        snprintf(err, errlen, "jit: cannot create a libgccjit context");
        return NULL;
    }
    jit_configure_context(api, ctx, opt);
    link_lean(api, ctx);
    jit_lower_opts lo = {.tables = rt_state.sw.jit_tables, .osr = osr, .nosr = nosr,
                         .debug = (opt && opt->debug) || jit_jitdump_enabled(), .no_inline = opt && opt->opt_level == 0};
    if (jit_lower_methods_opts(ctx, methods, n, &lo, err, errlen) != 0) {
        G(context_release)(ctx);
        return NULL;
    }
    maybe_dump(api, ctx, opt);
    gcc_jit_result *res = G(context_compile)(ctx);
    if (!res) {
        const char *e = G(context_get_first_error)(ctx);
        snprintf(err, errlen, "jit: libgccjit: %s", e ? e : "compile failed");
        G(context_release)(ctx);
        return NULL;
    }
    G(context_release)(ctx);
    if (lo.tables && fill_tables(api, res, err, errlen) != 0) {
        G(result_release)(res);
        return NULL;
    }
    jit_code *c = calloc(1, sizeof *c);
    void **entries = calloc(n ? n : 1, sizeof *entries);
    void **osr_entries = calloc(nosr ? nosr : 1, sizeof *osr_entries);
    if (!c || !entries || !osr_entries) {
        free(c);
        free(entries);
        free(osr_entries);
        G(result_release)(res);
        snprintf(err, errlen, "jit: out of memory");
        return NULL;
    }
    c->result = res;
    c->n = n;
    c->entries = entries;
    for (uint32_t i = 0; i < n; i++) {
        char name[256];
        jit_method_symbol(methods[i], name, sizeof name);
        entries[i] = G(result_get_code)(res, name);
    }
    c->nosr = nosr;
    c->osr_entries = osr_entries;
    rt_method **osr_methods = calloc(nosr ? nosr : 1, sizeof *osr_methods);
    for (uint32_t i = 0; i < nosr; i++) {
        char name[320];
        jit_osr_symbol(osr[i].m, osr[i].off, name, sizeof name);
        osr_entries[i] = G(result_get_code)(res, name);
        if (osr_methods)
            osr_methods[i] = osr[i].m;
    }
    perfmap_write(methods, entries, n);
    jit_jitdump_write(methods, entries, n);
    if (osr_methods) {   /* OSR code is named after its method too */
        perfmap_write(osr_methods, osr_entries, nosr);
        jit_jitdump_write(osr_methods, osr_entries, nosr);
    }
    free(osr_methods);
    atomic_fetch_add(&rt_state.counters.methods_compiled, n);
    atomic_fetch_add(&rt_state.counters.osr_compiled, nosr);
    atomic_fetch_add(&rt_state.counters.compile_batches, 1);
    atomic_fetch_add(&rt_state.counters.compile_ns, now_ns() - t0);
    return c;
}

void jit_code_release(jit_code *c)
{
    if (!c)
        return;
    const jit_gccjit_api *api = c->result ? jit_gccjit_load(NULL, 0) : NULL;
    if (api)
        G(result_release)(c->result);
    if (c->dso)
        dlclose(c->dso);
    free(c->entries);
    free(c->osr_entries);
    free(c);
}

void jit_code_publish(const jit_code *c, rt_method *const *methods)
{
    for (uint32_t i = 0; i < c->n; i++)
        if (c->entries[i])
            atomic_store_explicit(&methods[i]->entry, c->entries[i], memory_order_release);
}

bool jit_over_budget(const rt_method *m)
{
    return m->nlocals > JIT_BUDGET_LOCALS || m->code_len > JIT_BUDGET_IL_BYTES;
}

/* Leave the methods over the budget to the interpreter; the new count. */
static uint32_t drop_over_budget(rt_method **ms, uint32_t n)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (jit_over_budget(ms[i]))
            atomic_fetch_add(&rt_state.counters.methods_over_budget, 1);
        else
            ms[k++] = ms[i];
    }
    return k;
}

int jit_compile_upfront(rt_method *main_m, const jit_options *opt, char *err, size_t errlen)
{
    uint32_t n = 0;
    rt_method **ms = jit_collect_program(main_m, false, &n);
    if (ms)
        n = drop_over_budget(ms, n);
    jit_code *c = jit_compile_batch(ms, n, opt, err, errlen);
    if (c)
        jit_code_publish(c, ms);   /* c is never released: its code stays in use */
    free(ms);
    return c ? 0 : -1;
}
