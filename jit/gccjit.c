/* gccjit.c - loads libgccjit with dlopen the first time code is compiled and
 * fills the jit_gccjit_api table by dlsym.
 *
 * Invariants: loading happens at most once per process (under jit_g.lock);
 * a failure is remembered and reported again without retrying.
 */
#include "jit/jit_internal.h"
#include "jit/jit_testing.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jit_global jit_g = {.lock = PTHREAD_MUTEX_INITIALIZER, .files_lock = PTHREAD_MUTEX_INITIALIZER};

jit_global *jit_state(void) { return &jit_g; }

/* A compile runs libgccjit's embedded driver, which installs handlers for
 * SIGINT, SIGTERM, SIGHUP and SIGPIPE (to delete its temporary files) and
 * leaves them behind: the runtime's own (natives_console.c: flush, then die
 * by the signal) are put back after each compile. */
static gcc_jit_result *compile_keeping_signals(gcc_jit_context *ctx)
{
    rt_signals_foreign_begin();
    gcc_jit_result *r = jit_g.real_compile(ctx);
    rt_signals_foreign_end();
    return r;
}

static void compile_to_file_keeping_signals(gcc_jit_context *ctx, enum gcc_jit_output_kind kind,
                                            const char *path)
{
    rt_signals_foreign_begin();
    jit_g.real_compile_to_file(ctx, kind, path);
    rt_signals_foreign_end();
}

static bool load_locked(void)
{
    const char *path = rt_state.sw.libgccjit;   /* KILN_LIBGCCJIT, default libgccjit.so.0 */
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(jit_g.error, sizeof jit_g.error, "jit: cannot load %.200s: %s", path, dlerror());
        return false;
    }
#define JIT_API_LOAD(fn)                                                          \
    {                                                                             \
        void *p = dlsym(h, #fn);                                                  \
        if (!p) {                                                                 \
            snprintf(jit_g.error, sizeof jit_g.error, "jit: %.200s lacks %s", path, #fn); \
            dlclose(h);                                                           \
            return false;                                                         \
        }                                                                         \
        memcpy(&jit_g.api.fn, &p, sizeof p);                                      \
    }
    JIT_GCCJIT_FUNCTIONS(JIT_API_LOAD)
#undef JIT_API_LOAD
    jit_g.real_compile = jit_g.api.gcc_jit_context_compile;
    jit_g.real_compile_to_file = jit_g.api.gcc_jit_context_compile_to_file;
    jit_g.api.gcc_jit_context_compile = compile_keeping_signals;
    jit_g.api.gcc_jit_context_compile_to_file = compile_to_file_keeping_signals;
    jit_g.handle = h;
    atomic_store(&rt_state.counters.libgccjit_loaded, 1);   /* --stats evidence */
    return true;
}

const jit_gccjit_api *jit_gccjit_load(char *err, size_t errlen)
{
    pthread_mutex_lock(&jit_g.lock);
    if (!jit_g.handle && !jit_g.failed)
        jit_g.failed = !load_locked();
    bool ok = jit_g.handle != NULL;
    pthread_mutex_unlock(&jit_g.lock);
    if (!ok && err)
        snprintf(err, errlen, "%s", jit_g.error);
    return ok ? &jit_g.api : NULL;
}

int jit_gccjit_version(int *major, int *minor, int *patch, char *path, size_t pathlen, char *err,
                       size_t errlen)
{
    if (!jit_gccjit_load(err, errlen))
        return -1;
    int (*get[3])(void) = {NULL, NULL, NULL};
    const char *names[3] = {"gcc_jit_version_major", "gcc_jit_version_minor", "gcc_jit_version_patchlevel"};
    int *out[3] = {major, minor, patch};
    for (int i = 0; i < 3; i++) {
        void *p = dlsym(jit_g.handle, names[i]);
        memcpy(&get[i], &p, sizeof p);
        *out[i] = get[i] ? get[i]() : 0;
    }
    Dl_info info;
    void *any;
    memcpy(&any, &jit_g.api.gcc_jit_context_acquire, sizeof any);
    snprintf(path, pathlen, "%s", dladdr(any, &info) && info.dli_fname ? info.dli_fname : "?");
    return 0;
}

pthread_mutex_t *jit_debug_load_lock(void)
{
    return &jit_g.lock;
}

bool jit_available(char *err, size_t errlen)
{
    return jit_gccjit_load(err, errlen) != NULL;
}
