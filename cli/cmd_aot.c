/* cmd_aot.c - `kiln aot [options] FILE.cs... -o OUT`: argument parsing and
 * the search for corelib.kmod and libkilnrt.a; the build itself is
 * aot_build (aot/aot.h, docs/aot.md).
 *
 * libkilnrt.a is $KILN_RUNTIME_LIB, else the build tree's (<dir of
 * kiln>/aot/libkilnrt.a), else the installed one (<dir of
 * kiln>/KILN_LIBDIR_REL/kiln/libkilnrt.a, then KILN_LIBDIR_ABS/kiln/...).
 * Never the current directory: a libkilnrt.a planted in it would be linked
 * into the user's executable.
 * Exit status: 0, or 1 with the diagnostics or one error line.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aot/aot.h"
#include "cli.h"
#include "runtime/runtime.h"

#ifndef KILN_LIBDIR_REL
#define KILN_LIBDIR_REL "../lib"
#endif
#ifndef KILN_LIBDIR_ABS
#define KILN_LIBDIR_ABS "/usr/local/lib"
#endif

#define MAX_FILES 256

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kiln aot [options] FILE.cs... -o OUTPUT\n"
            "       kiln aot [options] PROGRAM.kmod -o OUTPUT\n"
            "\n"
            "Compile a C# program ahead of time into a standalone native executable\n"
            "(no frontend, interpreter, libffi or libgccjit inside; docs/aot.md).\n"
            "\n"
            "  -o OUTPUT                the executable to write\n"
            "  -O0, -O2                 optimization level (default -O2)\n"
            "  --thinlock=managed|native\n"
            "                           thin-lock fast path in corelib C# (default) or the C\n"
            "                           helper baseline, fixed in the executable\n"
            "  --fatlock=managed|native\n"
            "                           inflated locks on corelib's System.Threading.Lock\n"
            "                           (default) or the C fat lock, fixed in the executable\n"
            "  --symbols                keep the symbol table (perf, gdb; stripped by default)\n"
            "  -g                       DWARF debug information for the C# source: gdb can\n"
            "                           break at file.cs:LINE, bt shows C# lines (implies --symbols;\n"
            "                           docs/diagnostics.md)\n"
            "  -h, --help               show this help\n"
            "\n"
            "The executable behaves as `kiln run`: arguments go to Main, exit status is\n"
            "Main's result (134 after an unhandled exception); KILN_STATS=1,\n"
            "KILN_GCSTRESS=1 and KILN_GCVERIFY=1 work on it. KILN_RUNTIME_LIB names\n"
            "libkilnrt.a when it is not found beside kiln.\n");
}

static int ends_with(const char *s, const char *suf)
{
    size_t a = strlen(s), b = strlen(suf);
    return a >= b && !strcmp(s + a - b, suf);
}

/* The directory of the kiln binary, or NULL (never "." : see below). */
static const char *exe_dir(void)
{
    static char dir[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", dir, sizeof dir - 1);
    if (n <= 0 || dir[0] != '/')
        return NULL;
    dir[n] = 0;
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = 0;
    return dir;
}

/* Where libkilnrt.a is; when none exists, the first candidate (an absolute
 * path beside kiln, for the "not found" message; never a bare name, which
 * the driver would look up in the current directory). */
static const char *runtime_lib_path(void)
{
    if (rt_state.sw.runtime_lib[0])   /* KILN_RUNTIME_LIB */
        return rt_state.sw.runtime_lib;
    static char buf[3][PATH_MAX + 64];
    const char *dir = exe_dir();
    int n = 0;
    if (dir) {
        snprintf(buf[n++], sizeof buf[0], "%s/aot/libkilnrt.a", dir);
        snprintf(buf[n++], sizeof buf[0], "%s/%s/kiln/libkilnrt.a", dir, KILN_LIBDIR_REL);
    }
    snprintf(buf[n++], sizeof buf[0], "%s/kiln/libkilnrt.a", KILN_LIBDIR_ABS);
    for (int i = 0; i < n; i++)
        if (access(buf[i], R_OK) == 0)
            return buf[i];
    return buf[0];
}

/* The registry's switches (config/switches.def) kiln aot takes as flags. */
static const cfg_id aot_flags[] = {CFG_SW_thinlock, CFG_SW_fatlock};

static int parse(int argc, char **argv, aot_build_opts *o, const char **files, cfg_flags *fl)
{
    char err[256];
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        int f;
        if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
            usage(stdout);
            return -1;
        } else if (!strcmp(s, "-o")) {
            if (++i == argc) {
                fprintf(stderr, "kiln: error: -o needs a file name\n");
                return 1;
            }
            o->output = argv[i];
        } else if (!strcmp(s, "-O0") || !strcmp(s, "-O2")) {
            o->opt_level = s[2] - '0';
        } else if (!strcmp(s, "--symbols")) {
            o->keep_symbols = 1;
        } else if (!strcmp(s, "-g")) {
            o->debug = 1;
        } else if ((f = cfg_flag(fl, s, aot_flags, sizeof aot_flags / sizeof aot_flags[0], err, sizeof err))) {
            if (f < 0) {
                fprintf(stderr, "kiln: error: %s\n", err);
                return 1;
            }
        } else if (s[0] == '-') {
            fprintf(stderr, "kiln: error: unknown option '%s' (see kiln aot --help)\n", s);
            return 1;
        } else if (ends_with(s, ".cs") || ends_with(s, ".kmod")) {
            if (o->nfiles == MAX_FILES) {
                fprintf(stderr, "kiln: error: too many source files (at most %d)\n", MAX_FILES);
                return 1;
            }
            files[o->nfiles++] = s;
        } else {
            fprintf(stderr, "kiln: error: '%s' is not a .cs or .kmod file\n", s);
            return 1;
        }
    }
    if (o->nfiles == 0 || !o->output) {
        fprintf(stderr, "kiln: error: give FILE.cs... and -o OUTPUT (see kiln aot --help)\n");
        return 1;
    }
    if (o->nfiles > 1 && ends_with(files[0], ".kmod")) {
        fprintf(stderr, "kiln: error: a .kmod program is given alone\n");
        return 1;
    }
    return 0;
}

int cli_cmd_aot(int argc, char **argv)
{
    static const char *files[MAX_FILES];
    aot_build_opts o;
    memset(&o, 0, sizeof o);
    o.opt_level = 2;
    o.files = files;
    cfg_flags fl;
    memset(&fl, 0, sizeof fl);
    int rc = parse(argc, argv, &o, files, &fl);
    if (rc)
        return rc < 0 ? 0 : rc;
    cli_switches(&fl);
    o.corelib_path = cli_corelib_path();
    if (!o.corelib_path) {
        fprintf(stderr, "kiln: error: corelib.kmod not found (set KILN_CORELIB)\n");
        return 1;
    }
    o.runtime_lib = runtime_lib_path();
    return aot_build(&o);
}
