/* switches.c - the kiln command's one resolution of the switch registry
 * (config/config.h): each subcommand calls cli_switches once, with the
 * flags it parsed, before anything reads a switch. */
#include "cli.h"
#include "runtime/runtime.h"

const cfg_switches *cli_switches(const cfg_flags *fl)
{
    cfg_switches sw;
    cfg_resolve(&sw, fl);
    rt_set_switches(&sw);   /* where the subsystems read them (rt_init keeps them) */
    return &rt_state.sw;
}
