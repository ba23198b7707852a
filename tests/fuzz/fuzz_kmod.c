/* fuzz_kmod.c - libFuzzer harness for the module loader and verifier: one
 * input is the bytes of one .kmod file, given to kmod_read.
 *
 * A random mutation almost never keeps the FNV-1a checksum right, which would
 * stop every input at the checksum check. So, unless the input's size is
 * 15 mod 16 (kept as is, so the checksum path stays fuzzed too), the harness
 * rewrites the checksum field of a private copy to match the bytes after the
 * header before reading it.
 *
 * Oracles: kmod_read never crashes, hangs or leaks; a module it accepts lists
 * without crashing (kmod_dis), writes back (kmod_write) and that output reads
 * back too, and the typed verifier (kmod_verify_types, against the corelib
 * named by KILN_CORELIB when the module is not a corelib itself) answers it
 * with 0 or one non-empty line (abort() otherwise). Most accepted mutants of
 * compiled programs are well formed but ill typed: that is the typed
 * verifier's input.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kmod/kmod.h"

/* Layout facts from the format (kmod/kmod.h, docs/module-format.md). */
#define FUZZ_KMOD_HEADER_SIZE 28u
#define FUZZ_KMOD_CHECKSUM_OFF 20u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct {
    FILE *devnull;   /* kmod_dis output sink */
    kmod *corelib;   /* KILN_CORELIB, read once: the typed verifier's import */
    int corelib_tried;
} fuzz_state;

static uint64_t fnv1a(const uint8_t *p, size_t len)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < len; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static void fix_checksum(uint8_t *b, size_t len)
{
    if (len < FUZZ_KMOD_HEADER_SIZE || len % 16 == 15)
        return;
    uint64_t h = fnv1a(b + FUZZ_KMOD_HEADER_SIZE, len - FUZZ_KMOD_HEADER_SIZE);
    for (unsigned i = 0; i < 8; i++)
        b[FUZZ_KMOD_CHECKSUM_OFF + i] = (uint8_t)(h >> (8 * i));
}

/* The typed verifier answers an accepted module with 0 or one line. */
static void check_typed(const kmod *m)
{
    if (!fuzz_state.corelib_tried) {
        fuzz_state.corelib_tried = 1;
        const char *path = getenv("KILN_CORELIB");
        char err[256];
        if (path && *path)
            fuzz_state.corelib = kmod_read_file(path, err, sizeof err);
    }
    const kmod *imports[1] = {fuzz_state.corelib};
    uint32_t n = (m->flags & KMOD_FLAG_CORELIB) || !fuzz_state.corelib ? 0 : 1;
    char err[512] = "";
    if (kmod_verify_types(m, imports, n, err, sizeof err) && (!err[0] || strchr(err, '\n'))) {
        fprintf(stderr, "fuzz_kmod: typed verifier message is not one line: \"%s\"\n", err);
        abort();
    }
}

/* An accepted module must list, write and read back. */
static void check_accepted(kmod *m)
{
    check_typed(m);
    uint8_t *bytes = NULL;
    size_t len = 0;
    char err[256];
    if (!fuzz_state.devnull)
        fuzz_state.devnull = fopen("/dev/null", "w");
    if (fuzz_state.devnull)
        kmod_dis(m, fuzz_state.devnull);
    if (kmod_write(m, &bytes, &len) != 0)
        return;
    kmod *back = kmod_read(bytes, len, err, sizeof err);
    free(bytes);
    if (!back) {
        fprintf(stderr, "fuzz_kmod: accepted module does not read back: %s\n", err);
        abort();
    }
    kmod_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[256];
    err[0] = '\0';
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy)
        return 0;
    memcpy(copy, data, size);
    fix_checksum(copy, size);
    kmod *m = kmod_read(copy, size, err, sizeof err);
    if (m) {
        check_accepted(m);
        kmod_free(m);
    } else if (!memchr(err, '\0', sizeof err) || !err[0]) {
        fprintf(stderr, "fuzz_kmod: kmod_read failed without a reason\n");
        abort();
    }
    free(copy);
    return 0;
}
