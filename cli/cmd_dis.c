/* cmd_dis.c - `kiln dis FILE.kmod`: reads (and so validates and verifies) a
 * module and writes its readable IL listing to stdout.
 *
 * Exit status: 0 on success; 1 on bad usage or a module that cannot be read,
 * with one line on stderr saying why.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kmod/kmod.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kiln dis FILE.kmod\n"
            "\n"
            "Read an IL module, check it (tables, signatures, verifier) and list it:\n"
            "types with their fields and methods, each method body as IL_xxxx lines\n"
            "with tokens resolved to names, and the exception clauses.\n"
            "\n"
            "  -h, --help   show this help\n");
}

int cli_cmd_dis(int argc, char **argv)
{
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        }
        if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "kiln: error: dis: unknown option '%s' (see kiln dis --help)\n",
                    argv[i]);
            return 1;
        }
        if (path) {
            fprintf(stderr, "kiln: error: dis takes one module file\n");
            return 1;
        }
        path = argv[i];
    }
    if (!path) {
        fprintf(stderr, "kiln: error: dis needs a module file (see kiln dis --help)\n");
        return 1;
    }
    char err[512];
    kmod *m = kmod_read_file(path, err, sizeof err);
    if (!m) {
        fprintf(stderr, "kiln: error: %s\n", err);
        return 1;
    }
    kmod_dis(m, stdout);
    kmod_free(m);
    if (fflush(stdout) != 0) {
        fprintf(stderr, "kiln: error: cannot write the listing\n");
        return 1;
    }
    return 0;
}
