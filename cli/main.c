/* main.c - `kiln` entry point: dispatches to the subcommands of cli.h.
 * Descriptors 0-2 are made open first (files.h): with stdout closed, the
 * next file kiln or libgccjit opened would become the program's stdout. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kmod/files.h"

typedef struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} cli_command;

static const cli_command commands[] = {
    {"run", cli_cmd_run, "compile a C# program and run it"},
    {"aot", cli_cmd_aot, "compile a C# program into a native executable"},
    {"compile", cli_cmd_compile, "compile C# files to an IL module (.kmod)"},
    {"dis", cli_cmd_dis, "list the IL of a module"},
    {"compare", cli_cmd_compare, "run a program in each mode and compare the figures"},
    {"version", cli_cmd_version, "print the version, build id, libgccjit found and features"},
};

static void usage(FILE *out)
{
    fprintf(out, "usage: kiln COMMAND [options] ...\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\n`kiln COMMAND --help` describes one command.\n");
}

int main(int argc, char **argv)
{
    if (kmod_file_std_fds_open() != 0)
        return 1;   /* no /dev/null: nothing sensible to write to */
    if (argc < 2) {
        usage(stderr);
        return 1;
    }
    if (!strcmp(argv[1], "--version"))
        return cli_cmd_version(argc - 1, argv + 1);
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name))
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "kiln: error: unknown command '%s' (see kiln --help)\n", argv[1]);
    return 1;
}
