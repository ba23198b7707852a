/* cmd_version.c - `kiln --version` / `kiln version`: what this kiln is.
 * Prints the version, the binary's GNU build-id (the code cache's key,
 * jit/cache.c), the libgccjit the JIT and AOT modes load (dlopen, as they
 * do: KILN_LIBGCCJIT or libgccjit.so.0) with its version, and the features
 * built in. Exit status 0 even without libgccjit: the line says why. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "jit/jit.h"

static void print_build_id(void)
{
    uint8_t id[64];
    size_t n = jit_build_id(id, sizeof id);
    fputs("build id: ", stdout);
    if (!n)
        fputs("none (the code cache keys on the binary's bytes)", stdout);
    for (size_t i = 0; i < n; i++)
        printf("%02x", id[i]);
    putchar('\n');
}

static void print_gccjit(void)
{
    int major, minor, patch;
    char path[512], err[512];
    if (jit_gccjit_version(&major, &minor, &patch, path, sizeof path, err, sizeof err))
        printf("libgccjit: not found (%s): jit, tiered and aot modes are unavailable\n", err);
    else
        printf("libgccjit: %d.%d.%d (%s)\n", major, minor, patch, path);
}

int cli_cmd_version(int argc, char **argv)
{
    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "kiln: error: 'kiln version' takes no arguments\n");
        return 1;
    }
    cli_switches(NULL);   /* KILN_LIBGCCJIT */
    printf("kiln %s\n", KILN_VERSION);
    print_build_id();
    print_gccjit();
    puts("modes: interp jit tiered aot jit-cache");
    puts("features: thin locks managed and native (--thinlock), stack traces with file and line "
         "(debug section; kiln compile --no-debug), native debugging (kiln aot -g, kiln run -g), "
         "perf map and jitdump (KILN_PERFMAP=1, KILN_PERFMAP=jitdump)");
    return 0;
}
