/* host.h - the one start-up of the runtime: `kiln run` (cli/cmd_run.c),
 * `kiln aot` (aot/aot_build.c), every AOT executable (aot/aot_start.c) and
 * the Check tests (tests/support.c) start and run a program only through
 * host_run (docs/architecture.md "Start-up").
 *
 * The protocol, in this order, on one thread:
 *   report malformed switches -> rt_init(sw) -> mon_init -> engine hook
 *   (interp_init and the tier, or the AOT engine) -> attach the calling
 *   thread as the main managed thread -> load the corelib, then the
 *   program -> its Main -> before_main hook (code cache, up-front compile;
 *   kiln aot's whole build) -> Main(args) -> an unhandled exception exits
 *   134 -> rt_finish -> finished hook.
 *
 * Invariants: host_run takes the main thread's stack top itself, from its
 * own frame, so every frame that runs managed code or holds a reference
 * (the hooks, Main) is below it and scanned by the collector; no caller
 * can hand it an address elsewhere (a static was once passed: in .bss,
 * below the stack, the collector scanned nothing). The switches are
 * resolved before host_run (config/config.h) and reach the subsystems
 * through rt_init (rt_state.sw).
 *
 * Error protocol: a hook prints its own one-line error and returns an exit
 * status; host_run prints "kiln: error: ..." for a load failure or a
 * missing Main and returns 1; otherwise it returns Main's result (0 for
 * void Main) after rt_finish, or exits 134 after an unhandled exception.
 */
#ifndef KILN_HOST_H
#define KILN_HOST_H

#include <stddef.h>

#include "config/config.h"
#include "runtime/runtime.h"

/* before_main's answer to go on to Main. */
#define HOST_RUN_MAIN (-1)

typedef struct host_program host_program;

/* What to run and the steps that differ between hosts; NULL hooks are
 * skipped, but load is required (host_load_modules, or the AOT image's own:
 * an executable that never names host_load_modules links no verifier). */
struct host_program {
    const cfg_switches *sw;          /* resolved switches (NULL: every default) */
    kmod *corelib, *app;             /* the modules the default load takes, in this order */
    int argc;                        /* Main's string[] args */
    char **argv;
    void *ctx;                       /* the host's own state, for its hooks */
    rt_method *main;                 /* the program's Main, set by the load step */
    /* After rt_init and mon_init, before any thread is attached: install
     * the engine. 0, or an exit status to stop with. */
    int (*engine)(host_program *p);
    /* Load the program's modules and set p->main: 0, or an exit status
     * after one error line (the AOT image loads its own; a test may load
     * a module without Main when before_main never returns HOST_RUN_MAIN). */
    int (*load)(host_program *p);
    /* With the modules loaded, before Main: HOST_RUN_MAIN, or the exit
     * status to return at once (no Main, no rt_finish: kiln aot, tests). */
    int (*before_main)(host_program *p);
    /* After rt_finish with Main's status: the process's exit status. */
    int (*finished)(host_program *p, int status);
};

/* The load step of `kiln run` and `kiln aot`: p->corelib, then p->app
 * (rt_load_module: the program's types verified), p->main set. */
int host_load_modules(host_program *p);

/* Run p on the calling thread by the protocol above; the exit status. */
int host_run(host_program *p);

/* host_run on a new thread with a stack of stack_size bytes (and the
 * runtime's guard gap), or on the calling thread if none can be made. */
int host_run_on_thread(host_program *p, size_t stack_size);

/* host_run with a stack of at least stack_size bytes: on the process's
 * main thread (the caller) when its stack limit is or can be raised that
 * high (no thread to start, join and wake on another core: ~0.13 ms of
 * `kiln run hello.cs`), else host_run_on_thread. */
int host_run_main(host_program *p, size_t stack_size);

/* The stack Main gets: interpreted frames are larger than compiled ones,
 * deep recursion should still work. */
#define HOST_MAIN_STACK ((size_t)64 << 20)

#endif
