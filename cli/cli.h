/* cli.h - the `kiln` command: one function per subcommand, each parsing its
 * own arguments and returning the process exit status. */
#ifndef KILN_CLI_H
#define KILN_CLI_H

#include "config/config.h"

int cli_cmd_compile(int argc, char **argv);   /* kiln compile FILE.cs... -o out.kmod */
int cli_cmd_dis(int argc, char **argv);       /* kiln dis FILE.kmod */
int cli_cmd_run(int argc, char **argv);       /* kiln run [options] FILE.cs [args] */
int cli_cmd_compare(int argc, char **argv);   /* kiln compare [options] FILE.cs [-- args] */
int cli_cmd_aot(int argc, char **argv);       /* kiln aot [options] FILE.cs... -o OUT */
int cli_cmd_version(int argc, char **argv);   /* kiln version / kiln --version */

/* Resolve the switches once (fl: the command's flags, or NULL) and keep
 * them in rt_state.sw for every subsystem; the resolved switches. */
const cfg_switches *cli_switches(const cfg_flags *fl);

/* Path of the corelib module (after cli_switches): KILN_CORELIB, else next to the kiln binary
 * (build tree: <dir>/corelib/corelib.kmod), else <dir>/../share/kiln/corelib.kmod.
 * Returns a static buffer, or NULL when none exists. */
const char *cli_corelib_path(void);

#endif
