/* cmd_compile.c - `kiln compile [--corelib] FILE.cs... -o OUT.kmod`: runs the
 * frontend over the files and writes the IL module.
 *
 * Without --corelib the program is compiled against the corelib module found
 * by cli_corelib_path(). Exit status: 0 on success, 1 on any diagnostic or
 * I/O error or bad usage (always one line on stderr per problem).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "frontend/frontend.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kiln compile [--corelib] [--no-debug] [--max-errors N] FILE.cs... -o OUT.kmod\n"
            "\n"
            "Compile C# source files (the subset of docs/language.md) to an IL module.\n"
            "\n"
            "  -o OUT.kmod       the module to write (required)\n"
            "  --corelib         compile the corelib itself (corelib-only features allowed,\n"
            "                    no corelib module is loaded)\n"
            "  --no-debug        leave out the debug section (source lines of the IL: traces\n"
            "                    then name methods without ' in FILE:line N')\n"
            "  --max-errors N    stop reporting after N errors (default 20)\n"
            "  -h, --help        show this help\n"
            "\n"
            "The corelib module is $KILN_CORELIB, or corelib/corelib.kmod next to kiln.\n");
}

typedef struct compile_args {
    const char **files;
    int nfiles;
    const char *out;
    int corelib;
    int no_debug;
    int max_errors;
} compile_args;

/* Returns 0 to go on, else the exit status. */
static int parse_args(int argc, char **argv, compile_args *a)
{
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
            usage(stdout);
            return -1;
        } else if (!strcmp(s, "--corelib")) {
            a->corelib = 1;
        } else if (!strcmp(s, "--no-debug")) {
            a->no_debug = 1;
        } else if (!strcmp(s, "-o")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "kiln: error: -o needs a file name\n");
                return 1;
            }
            if (a->out) {
                fprintf(stderr, "kiln: error: -o given more than once\n");
                return 1;
            }
            a->out = argv[++i];
        } else if (!strcmp(s, "--max-errors")) {
            char *end = NULL;
            long n = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : 0;
            if (i + 1 >= argc || !end || *end || n <= 0 || n > 100000) {
                fprintf(stderr, "kiln: error: --max-errors needs a positive number\n");
                return 1;
            }
            a->max_errors = (int)n;
            i++;
        } else if (s[0] == '-' && s[1]) {
            fprintf(stderr, "kiln: error: unknown option '%s' (see kiln compile --help)\n", s);
            return 1;
        } else {
            a->files[a->nfiles++] = s;
        }
    }
    if (a->nfiles == 0) {
        fprintf(stderr, "kiln: error: no input files (see kiln compile --help)\n");
        return 1;
    }
    if (!a->out) {
        fprintf(stderr, "kiln: error: no output file: use -o OUT.kmod\n");
        return 1;
    }
    return 0;
}

static kmod *load_corelib(void)
{
    char err[512];
    cli_switches(NULL);
    const char *path = cli_corelib_path();
    if (!path) {
        fprintf(stderr, "kiln: error: corelib module not found "
                "(set KILN_CORELIB or build corelib/corelib.kmod)\n");
        return NULL;
    }
    kmod *core = kmod_read_file(path, err, sizeof err);
    if (!core)
        fprintf(stderr, "kiln: error: cannot load corelib '%s': %s\n", path, err);
    return core;
}

int cli_cmd_compile(int argc, char **argv)
{
    compile_args a;
    memset(&a, 0, sizeof a);
    a.files = calloc((size_t)(argc > 0 ? argc : 1), sizeof *a.files);
    if (!a.files) {
        fprintf(stderr, "kiln: error: out of memory\n");
        return 1;
    }
    int rc = parse_args(argc, argv, &a);
    if (rc) {
        free(a.files);
        return rc < 0 ? 0 : rc;
    }
    kmod *core = NULL;
    if (!a.corelib && !(core = load_corelib())) {
        free(a.files);
        return 1;
    }
    fe_options opt;
    memset(&opt, 0, sizeof opt);
    opt.corelib = a.corelib;
    opt.corelib_module = core;
    opt.diag = stderr;
    opt.max_errors = a.max_errors;
    kmod *m = fe_compile_files(a.files, a.nfiles, &opt);
    rc = 1;
    if (m) {
        char err[512];
        if (a.no_debug)
            kmod_strip_debug(m);
        if (kmod_write_file(m, a.out, err, sizeof err) == 0)
            rc = 0;
        else
            fprintf(stderr, "kiln: error: %s\n", err);
        kmod_free(m);
    }
    if (core)
        kmod_free(core);
    free(a.files);
    return rc;
}
