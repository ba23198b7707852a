/* cmd_compare.c - `kiln compare PROGRAM.cs [options] [-- ARGS]`: parses the
 * options into a cmp_options and hands over to compare/ (docs/compare.md).
 * Exit status: 0 when the table was written (failed runs are in it), 1 for
 * bad usage or an output file that cannot be written.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "compare/compare.h"

static void usage(FILE *out)
{
    fprintf(out,
            "usage: kiln compare PROGRAM.cs [options] [-- ARGS...]\n"
            "\n"
            "Run PROGRAM in several execution modes, alternating between them, and print\n"
            "a Markdown table of the median and min-max of each figure per mode: cold\n"
            "start, wall, CPU, peak and idle RSS, size on disk, GC count and pauses,\n"
            "compile counters, and every `NAME VALUE UNIT` line the program prints.\n"
            "\n"
            "  --runs N                 runs per mode (default %d)\n"
            "  --modes LIST             comma-separated, of interp,jit,tiered,aot,aot-g,jit-cache\n"
            "                           (default %s)\n"
            "  --thinlock=managed|native|both\n"
            "                           thin-lock variant; both runs every compiled mode\n"
            "                           with each (default managed)\n"
            "  --fatlock=managed|native|both\n"
            "                           fat-lock variant (System.Threading.Lock or the C one);\n"
            "                           both runs every mode with each (column suffix -fatnative)\n"
            "  --floor                  also run the C version from bench/ (<name>_c)\n"
            "  --peer mono              also run the same source on Mono (mcs + mono)\n"
            "  --json FILE              write every run's figures as JSON\n"
            "  --svg FILE               write a bar chart of the figures\n"
            "  --timeout SECONDS        limit per run (default 120)\n"
            "  -q, --quiet              no progress line on stderr\n"
            "  -h, --help               show this help\n"
            "\n"
            "Options may come before or after PROGRAM; its arguments go after --.\n",
            CMP_DEFAULT_RUNS, CMP_DEFAULT_MODES);
}

static int bad(const char *fmt, const char *arg)
{
    fprintf(stderr, "kiln: error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, " (see kiln compare --help)\n");
    return 1;
}

/* The value of `--name VALUE` or `--name=VALUE`; advances *i. */
static const char *value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    if (!strncmp(argv[*i], name, n) && argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (!strcmp(argv[*i], name) && *i + 1 < argc)
        return argv[++*i];
    return NULL;
}

static int is_opt(const char *s, const char *name)
{
    size_t n = strlen(name);
    return !strncmp(s, name, n) && (s[n] == 0 || s[n] == '=');
}

static int parse_number(const char *v, double lo, double hi, double *out)
{
    char *end;
    double d = v ? strtod(v, &end) : 0;
    if (!v || !*v || *end || d < lo || d > hi)
        return 1;
    *out = d;
    return 0;
}

/* Returns 0 to go on, -1 after --help, else the exit status. */
static int option(int argc, char **argv, int *i, cmp_options *o)
{
    const char *s = argv[*i], *v;
    double d;
    if (!strcmp(s, "-h") || !strcmp(s, "--help")) {
        usage(stdout);
        return -1;
    }
    if (!strcmp(s, "--floor")) {
        o->floor = 1;
    } else if (!strcmp(s, "-q") || !strcmp(s, "--quiet")) {
        o->quiet = 1;
    } else if (is_opt(s, "--runs")) {
        if (parse_number(value(argc, argv, i, "--runs"), 1, 1000, &d) || d != (int)d)
            return bad("--runs needs a whole number from 1 to 1000 (%s)", s);
        o->runs = (int)d;
    } else if (is_opt(s, "--timeout")) {
        if (parse_number(value(argc, argv, i, "--timeout"), 0.001, 86400, &o->timeout_s))
            return bad("--timeout needs a number of seconds (%s)", s);
    } else if (is_opt(s, "--modes")) {
        if (!(v = value(argc, argv, i, "--modes")) || !*v)
            return bad("%s needs a list of modes", s);
        o->modes = v;
    } else if (is_opt(s, "--thinlock")) {
        if (!(v = value(argc, argv, i, "--thinlock")))
            return bad("%s needs managed, native or both", s);
        if (!strcmp(v, "managed")) o->thinlock = CMP_THINLOCK_MANAGED;
        else if (!strcmp(v, "native")) o->thinlock = CMP_THINLOCK_NATIVE;
        else if (!strcmp(v, "both")) o->thinlock = CMP_THINLOCK_BOTH;
        else return bad("unknown thin lock '%s' (managed, native or both)", v);
    } else if (is_opt(s, "--fatlock")) {
        if (!(v = value(argc, argv, i, "--fatlock")))
            return bad("%s needs managed, native or both", s);
        if (!strcmp(v, "managed")) o->fatlock = CMP_THINLOCK_MANAGED;
        else if (!strcmp(v, "native")) o->fatlock = CMP_THINLOCK_NATIVE;
        else if (!strcmp(v, "both")) o->fatlock = CMP_THINLOCK_BOTH;
        else return bad("unknown fat lock '%s' (managed, native or both)", v);
    } else if (is_opt(s, "--peer")) {
        if (!(v = value(argc, argv, i, "--peer")))
            return bad("%s needs a peer (mono)", s);
        if (strcmp(v, "mono"))
            return bad("unknown peer '%s' (mono)", v);
        o->peer_mono = 1;
    } else if (is_opt(s, "--json")) {
        if (!(o->json_path = value(argc, argv, i, "--json")) || !*o->json_path)
            return bad("%s needs a file name", s);
    } else if (is_opt(s, "--svg")) {
        if (!(o->svg_path = value(argc, argv, i, "--svg")) || !*o->svg_path)
            return bad("%s needs a file name", s);
    } else {
        return bad("unknown option '%s'", s);
    }
    return 0;
}

static void command_line(char *buf, size_t n, int argc, char **argv)
{
    size_t off = (size_t)snprintf(buf, n, "kiln compare");
    for (int i = 1; i < argc && off < n; i++)
        off += (size_t)snprintf(buf + off, n - off, " %s", argv[i]);
}

int cli_cmd_compare(int argc, char **argv)
{
    char exe[PATH_MAX], cmd[512];
    cmp_options o = {.runs = CMP_DEFAULT_RUNS, .modes = CMP_DEFAULT_MODES, .timeout_s = 120};
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--"); i++) {
        if (argv[i][0] != '-' || !argv[i][1]) {
            if (o.program)
                return bad("a second program '%s' (program arguments go after --)", argv[i]);
            o.program = argv[i];
            continue;
        }
        int rc = option(argc, argv, &i, &o);
        if (rc)
            return rc < 0 ? 0 : rc;
    }
    if (!o.program) {
        fprintf(stderr, "kiln: error: no program given (usage: kiln compare [options] PROGRAM.cs [-- ARGS])\n");
        return 1;
    }
    if (i < argc)
        i++;                             /* the -- */
    o.args = argv + i;
    o.nargs = argc - i;
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        fprintf(stderr, "kiln: error: cannot find the kiln executable (/proc/self/exe)\n");
        return 1;
    }
    exe[n] = 0;
    o.kiln = exe;
    const cfg_switches *sw = cli_switches(NULL);
    o.corelib = cli_corelib_path();
    o.libgccjit = sw->libgccjit;
    command_line(cmd, sizeof cmd, argc, argv);
    o.command = cmd;
    return cmp_main(&o);
}
