/* fuzz_frontend.c - libFuzzer harness for the frontend: one input is one C#
 * source file, compiled in memory with fe_compile_sources against the corelib
 * module. An input whose first line is exactly "// kiln-fuzz: corelib" is
 * compiled in corelib mode instead (corelib-only features allowed, no corelib
 * module), so the corelib sources seed that path too.
 *
 * Oracles: the compiler must not crash, hang or leak (every allocation of a
 * run is freed before returning), and a module it accepts must survive
 * kmod_write + kmod_read, i.e. pass the loader's checks and the verifier;
 * a module that does not is reported with abort().
 *
 * The corelib module is read once, on the first input, from $KILN_FUZZ_CORELIB
 * (a .kmod) when set, else compiled from the corelib sources in
 * FUZZ_CORELIB_DIR (baked in by tests/fuzz/meson.build). It stays alive in the
 * one state struct until exit, so it is reachable and never reported as a leak.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "kmod/kmod.h"

#ifndef FUZZ_CORELIB_DIR
#define FUZZ_CORELIB_DIR "corelib"
#endif

#define CORELIB_TAG "// kiln-fuzz: corelib\n"
#define MAX_CORELIB_FILES 256   /* the corelib has 66 files; more than this fails loudly */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Is another .cs file left in d? */
static bool more_cs_files(DIR *d)
{
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len >= 4 && !strcmp(e->d_name + len - 3, ".cs"))
            return true;
    }
    return false;
}

static struct {
    kmod *corelib;   /* the corelib module user code compiles against */
    FILE *devnull;   /* diagnostics sink */
    int ready;
} fuzz_state;

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Compile every *.cs in dir as the corelib; NULL on any failure. */
static kmod *compile_corelib_dir(const char *dir)
{
    char *paths[MAX_CORELIB_FILES];
    int n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return NULL;
    for (struct dirent *e; n < MAX_CORELIB_FILES && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 4 || strcmp(e->d_name + len - 3, ".cs"))
            continue;
        size_t plen = strlen(dir) + len + 2;
        paths[n] = malloc(plen);
        if (!paths[n])
            break;
        snprintf(paths[n], plen, "%s/%s", dir, e->d_name);
        n++;
    }
    bool more = more_cs_files(d);
    closedir(d);
    if (more) {
        fprintf(stderr, "fuzz_frontend: error: more than %d corelib files in %s\n", MAX_CORELIB_FILES, dir);
        for (int i = 0; i < n; i++)
            free(paths[i]);
        return NULL;
    }
    qsort(paths, (size_t)n, sizeof paths[0], by_name);
    fe_options opt = { .corelib = 1, .corelib_module = NULL, .diag = stderr, .max_errors = 0 };
    kmod *m = n ? fe_compile_files((const char *const *)paths, n, &opt) : NULL;
    for (int i = 0; i < n; i++)
        free(paths[i]);
    return m;
}

static void fuzz_init(void)
{
    char err[256];
    const char *path = getenv("KILN_FUZZ_CORELIB");
    fuzz_state.devnull = fopen("/dev/null", "w");
    if (path)
        fuzz_state.corelib = kmod_read_file(path, err, sizeof err);
    else
        fuzz_state.corelib = compile_corelib_dir(FUZZ_CORELIB_DIR);
    if (!fuzz_state.corelib || !fuzz_state.devnull) {
        fprintf(stderr, "fuzz_frontend: error: cannot load the corelib (%s)\n",
                path ? path : FUZZ_CORELIB_DIR);
        exit(1);
    }
    fuzz_state.ready = 1;
}

/* A module the frontend accepted must serialize and read back verified. */
static void check_roundtrip(kmod *m)
{
    uint8_t *bytes = NULL;
    size_t len = 0;
    char err[256];
    if (kmod_write(m, &bytes, &len) != 0)
        return;   /* out of memory: not a frontend bug */
    kmod *back = kmod_read(bytes, len, err, sizeof err);
    free(bytes);
    if (!back) {
        fprintf(stderr, "fuzz_frontend: accepted program fails kmod_read: %s\n", err);
        abort();
    }
    kmod_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!fuzz_state.ready)
        fuzz_init();
    size_t tag = strlen(CORELIB_TAG);
    int corelib = size >= tag && !memcmp(data, CORELIB_TAG, tag);
    /* A private copy: the fuzzer's buffer is exactly size bytes and the
     * frontend must not rely on a terminator, but a copy without one lets
     * ASan catch any read past the end. */
    char *text = malloc(size ? size : 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    fe_source src = { .path = "fuzz.cs", .text = text, .len = size };
    fe_options opt = {
        .corelib = corelib,
        .corelib_module = corelib ? NULL : fuzz_state.corelib,
        .diag = fuzz_state.devnull,
        .max_errors = 0,
    };
    kmod *m = fe_compile_sources(&src, 1, &opt);
    if (m) {
        check_roundtrip(m);
        kmod_free(m);
    }
    free(text);
    return 0;
}
