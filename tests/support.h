/* support.h - what the Check suites share: the corelib's path and the one
 * way a test starts the runtime, host_run (host/host.h), with the test's
 * body running inside it (below the frame host_run takes as the main
 * thread's stack top, so the collector sees every reference the body holds).
 *
 *   static const support_setup prog = {.interp = true, .source = "class P {...}"};
 *   SUPPORT_TEST(name, &prog)
 *   {
 *       ... the runtime is started, corelib + the program loaded ...
 *   }
 *   END_TEST
 *
 * Switches: resolved from the environment as kiln run does (so the meson
 * variants with KILN_GCSTRESS=1 apply), then setup->switches may change
 * them; tests set switches there, never with setenv.
 * Error protocol: any failure to start is a Check failure (ck_assert).
 */
#ifndef KILN_TESTS_SUPPORT_H
#define KILN_TESTS_SUPPORT_H

#include <check.h>
#include <stdbool.h>

#include "config/config.h"
#include "kmod/kmod.h"
#include "runtime/runtime.h"

/* How a test's runtime starts; zero fields are left out. */
typedef struct support_setup {
    bool interp;                          /* interp_init: the interpreter is the engine */
    void (*engine)(void);                 /* more engine set-up after interp_init (the tier hooks) */
    kmod *(*module)(void);                /* a module of the test's own (a mini corelib), loaded alone */
    bool corelib;                         /* load the built corelib (support_corelib_path) */
    const char *source;                   /* C# compiled against the corelib, loaded after it */
    const char *file;                     /* the source's file name (NULL: "test.cs") */
    void (*switches)(cfg_switches *sw);   /* change the switches after the environment's */
} support_setup;

/* Start the runtime by setup and call body(ctx) inside it (in the calling
 * process: Check forks each test). The body's runtime is then left as is. */
void support_run(const support_setup *setup, void (*body)(void *ctx), void *ctx);

/* The module loaded last (the program, or the test's own module). */
rt_module *support_module(void);

/* The built corelib: argv[1] of support_main, else KILN_CORELIB. */
const char *support_corelib_path(void);

/* First in main(): the environment's switches into rt_state.sw (for what
 * runs before any test starts the runtime: jit_available) and the corelib
 * path. 0, or 2 after a usage line when needs_corelib and there is none. */
int support_init(int argc, char **argv, bool needs_corelib);

/* Run the suite (Check forks each test); the process's exit status. */
int support_run_suite(Suite *s);

/* A Check test whose body runs inside support_run(setup, ...). */
#define SUPPORT_TEST(name, setup)                                    \
    static void name##_in_runtime(void *ctx_unused);                  \
    START_TEST(name) { support_run((setup), name##_in_runtime, NULL); } \
    static void name##_in_runtime(void *ctx_unused)

#endif
