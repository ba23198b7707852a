/* jit.h - Kiln's IL -> libgccjit lowering, the one code generator behind
 * both the JIT tier and the AOT compiler (docs/jit.md).
 *
 * jit_lower_methods turns a set of methods into functions of a caller's
 * gcc_jit_context, one EXPORTED C-ABI function per method (runtime.h's
 * calling convention), named by jit_method_symbol. Calls between methods of
 * the set are direct; other calls go through the callee's entry cell;
 * [AggressiveInlining] callees are copied into the context as internal
 * always-inline functions. jit_compile_batch is the in-memory driver the JIT
 * tier builds on: one context, lower, compile, get_code.
 *
 * Invariants: libgccjit is reached only through dlopen (jit_available loads
 * it on first use; a process that never compiles never loads it). The
 * lowering never changes an rt_method: publishing code in m->entry is the
 * caller's decision. Runtime addresses (rt_method *, rt_type *, statics,
 * string cells) are embedded for the in-process JIT, or go through the
 * constants table in tables mode (jit_lower_opts, runtime/image.h,
 * docs/jit.md "Constants"). The lowering never allocates managed memory.
 */
#ifndef KILN_JIT_H
#define KILN_JIT_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "runtime/runtime.h"

struct gcc_jit_context;
struct gcc_jit_result;

typedef struct jit_options {
    int opt_level;               /* 0..3 (GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL) */
    const char *dump_path;       /* non-NULL: write the reproducer here (KILN_JIT_DUMP) */
    bool debug;                  /* -g: DWARF with C# source lines (jit_lower_opts.debug) */
    /* KILN_JIT_TABLES=1: lower in tables mode and fill the constants table
     * in process, which tests the AOT / code-cache path with any program. */
} jit_options;

/* Load libgccjit if needed; false with a one-line reason in err. */
bool jit_available(char *err, size_t errlen);

/* Decode m's body as the lowering does (no libgccjit needed) and write,
 * per instruction of its typed body (rt_method_body's ninsns entries), what the
 * lowering reads and acts on (runtime.h's rt_insn_view: JOIN and OSR
 * flags; it does not use LOOP). 0, or -1 with a one-line reason in err.
 * For the engine-agreement test. */
int jit_body_view(rt_method *m, rt_insn_view *out, char *err, size_t errlen);

/* The C symbol of m's exported function ("k_<module>_<row>_<Type>_<Method>"). */
void jit_method_symbol(const rt_method *m, char *buf, size_t len);

/* How a batch is lowered. */
/* An OSR entry (tiered): m continued at IL offset off, a loop header where
 * the evaluation stack is empty, from an interpreter frame. Its function is
 * an rt_tier_osr_fn on an rt_tier_frame (runtime/tier.h, the contract). */
typedef struct jit_osr {
    rt_method *m;
    uint32_t off;
} jit_osr;

typedef struct jit_lower_opts {
    /* The code will run in another process (AOT executable, code cache):
     * every runtime address goes through the constants table and the batch
     * also gets the constants descriptors and the method table as
     * initialized globals (runtime/image.h; rt_image_fill_consts and
     * rt_image_publish_methods make it runnable). Class-init checks are
     * always emitted. false: addresses are embedded (in-process JIT). */
    bool tables;
    /* -g: every statement's instructions carry its C# source location (the
     * module's sequence points; gcc_jit_context_new_location) and arguments
     * and locals are named after the C# ones, for GCC's DWARF (the context
     * has GCC_JIT_BOOL_OPTION_DEBUGINFO: jit_configure_context). */
    bool debug;
    /* tiered: OSR functions osr[0..nosr) in the same batch, named by
     * jit_osr_symbol; calls from them to the batch's methods are direct. */
    const jit_osr *osr;
    uint32_t nosr;
    /* tables mode: appended to the RT_IMAGE_* table names (NULL: none), so
     * two contexts linked into one executable (AOT's -O0 part) do not clash */
    const char *tables_suffix;
    /* -O0: GCC inlines nothing, so calls reach each callee's own function
     * and no internal copies are made (they would only duplicate code, and
     * show gdb a second function per method, with an extra parameter) */
    bool no_inline;
    /* tables mode: the modules' rows as the process running the code
     * numbers them (kiln aot's cut corelib, kmod_cut): rowmaps[i] maps
     * module i's rows (NULL, or i >= nrowmaps: the same numbers). Applied
     * where the rows leave the lowering - the constants descriptors, the
     * method table and the string tokens the code passes to the runtime;
     * a row that was cut fails the batch. */
    const kmod_rowmap *const *rowmaps;
    uint32_t nrowmaps;
} jit_lower_opts;

/* jit_lower_methods with options (NULL: the in-process defaults). */
int jit_lower_methods_opts(struct gcc_jit_context *ctx, rt_method *const *methods, uint32_t n,
                           const jit_lower_opts *o, char *err, size_t errlen);

/* Lower every method of methods[0..n-1] (each with an IL body) into ctx.
 * 0, or -1 with a one-line reason ("jit: Foo.Bar: opcode ldftn at 12 not
 * supported") when a method cannot be lowered; ctx is then unusable. */
int jit_lower_methods(struct gcc_jit_context *ctx, rt_method *const *methods, uint32_t n,
                      char *err, size_t errlen);

/* The C symbol of m's OSR function at off ("o_<module>_<row>_<Type>_<Method>_<off>"). */
void jit_osr_symbol(const rt_method *m, uint32_t off, char *buf, size_t len);

/* The compile budget (docs/jit.md "Huge methods"): GCC's time grows with
 * the square of the number of live locals at -O2 (register allocation,
 * combiner) and with IL size, so a method with more locals or IL than this
 * is never given to libgccjit by the JIT (--mode=jit, tiered, OSR): it
 * stays interpreted, counted as methods_over_budget under --stats; kiln aot
 * compiles such methods at -O0 in an object of their own (aot_build.c). */
#define JIT_BUDGET_LOCALS 512u
#define JIT_BUDGET_IL_BYTES 32768u

/* Is m over the compile budget? */
bool jit_over_budget(const rt_method *m);

/* Every method with IL reachable from roots (calls, overrides of called
 * virtuals, constructors, ldftn, class initializers), roots first; a
 * malloc'd array of *n methods the caller frees. What --mode=jit and AOT
 * compile in one batch. */
rt_method **jit_collect_reachable(rt_method *const *roots, uint32_t nroots, uint32_t *n);
/* The same where a virtual or interface call reaches only the overrides of
 * the types made(t, ctx) accepts: those the program can make objects of
 * (kiln aot; the caller grows that set with what the result makes and
 * asks again until it stops growing). */
rt_method **jit_collect_reachable_made(rt_method *const *roots, uint32_t nroots,
                                       bool (*made)(const rt_type *t, void *ctx), void *ctx, uint32_t *n);
/* Everything reachable from main_m by rapid type analysis (reach_program.c):
 * a virtual or interface call reaches the overrides of the types the
 * program can make, a thread delegate's Invoke (a thread's body), and with
 * c_roots the ToString overrides the runtime calls from C on the made types
 * (kiln aot: nothing else can run them). malloc'd, *n methods,
 * main_m first; NULL when out of memory. */
rt_method **jit_collect_program(rt_method *main_m, bool c_roots, uint32_t *n);

/* Compiled code of one batch: entries[i] is methods[i]'s C-ABI entry point. */
typedef struct jit_code {
    struct gcc_jit_result *result;   /* in-memory compile, or NULL */
    void *dso;                       /* dlopen handle of a code-cache entry, or NULL */
    uint32_t n;
    void **entries;
    uint32_t nosr;               /* jit_compile_batch_osr: osr_entries[i] is osr[i]'s function */
    void **osr_entries;
} jit_code;

/* Lower and compile a batch in memory. NULL with a reason in err. */
jit_code *jit_compile_batch(rt_method *const *methods, uint32_t n, const jit_options *opt,
                            char *err, size_t errlen);
/* The same with OSR functions (tiered; see jit_lower_opts.osr). */
jit_code *jit_compile_batch_osr(rt_method *const *methods, uint32_t n, const jit_osr *osr,
                                uint32_t nosr, const jit_options *opt, char *err, size_t errlen);
/* Unload a batch's code (none of it may be running or referenced). */
void jit_code_release(jit_code *c);

/* Make every compiled method of c callable: store its code in its entry
 * cell (release order), where callers - the runtime, other batches,
 * threads - pick it up without a lock. methods as given to jit_compile_batch. */
void jit_code_publish(const jit_code *c, rt_method *const *methods);

/* --mode=jit in one call: compile everything reachable from main_m (see
 * jit_collect_program) but the methods over the budget in one batch and
 * publish it; the interpreter runs anything else. The code stays loaded
 * for the rest of the process. 0, or -1 with a one-line reason in err. */
int jit_compile_upfront(rt_method *main_m, const jit_options *opt, char *err, size_t errlen);

/* --- the code cache (cache.c, docs/jit.md "Code cache") ---
 * After jit_cache_open, every jit_compile_batch is looked up in the cache
 * directory by a key of the kiln binary, the loaded modules, the options and
 * the batch's methods: a valid entry is dlopened instead of compiling, a
 * miss is compiled to a shared object and stored, a corrupt entry is
 * reported in one line on stderr, deleted and rebuilt. */
/* The running binary's GNU build-id (the note the linker wrote), at most
 * cap bytes of it into buf: its length, 0 when there is none. The cache
 * keys on it; `kiln --version` prints it. */
size_t jit_build_id(uint8_t *buf, size_t cap);
/* The libgccjit jit_gccjit_load found: its version (gcc_jit_version_*,
 * 0.0.0 if it lacks them) and file; -1 with a one-line reason when it
 * cannot be loaded. */
int jit_gccjit_version(int *major, int *minor, int *patch, char *path, size_t pathlen, char *err,
                       size_t errlen);

/* The default directory when KILN_CACHE_DIR / --cache-dir names none:
 * $XDG_CACHE_HOME/kiln or ~/.cache/kiln. 0, or -1 if there is none. */
int jit_cache_default_dir(char *buf, size_t len);
/* Use the cache in dir (created if missing) for the modules loaded now.
 * 0, or -1 with a one-line reason (the directory cannot be made or written). */
int jit_cache_open(const char *dir, char *err, size_t errlen);
bool jit_cache_active(void);
/* Tiered mode's start: load every entry of this run's key compiled at opt's
 * level and publish its methods (they start compiled; corrupt entries are
 * reported in one line and removed). The number of methods published. */
uint32_t jit_cache_load_all(const jit_options *opt);

/* --- tier-1 of --mode=tiered (tier.c): one background compile thread ---
 * Hot methods and OSR requests are queued (the interpreter's hooks,
 * runtime/tier.h, which jit_tier_configure installs), compiled in batches
 * and published in their entry cells with a release store. The thread
 * starts on the first request. */
typedef struct jit_tier_config {
    uint32_t call_threshold;     /* promote a method at this many interpreted calls (0: never) */
    uint32_t loop_threshold;     /* OSR at this many iterations of a loop (0: never) */
    jit_options opt;             /* tier-1 code generation (-O0 / -O2) */
    uint32_t batch_max;          /* at most this many items per batch (0: 32) */
    uint32_t window_us;          /* collect requests this long after the first (0: 3000) */
    bool sync;                   /* each request waits until it is compiled (KILN_TIER_SYNC=1, tests) */
} jit_tier_config;
/* Configure tier 1 and install its hooks in the runtime (rt_set_tier), for
 * the interpreter to call; before any method runs. */
void jit_tier_configure(const jit_tier_config *cfg);
/* Queue m (with IL) for compilation: rt_tier_hooks.promote. */
void jit_tier_promote(rt_method *m);
/* Queue an OSR entry of m at loop header il_off: rt_tier_hooks.osr_request.
 * The returned cell receives the OSR function (NULL: refused). */
_Atomic(void *) *jit_tier_osr_request(rt_method *m, uint32_t il_off);
/* Has the compile thread been started (something was queued)? */
bool jit_tier_started(void);
/* Stop taking batches (exit); does not wait for a compile in flight. */
void jit_tier_shutdown(void);

/* --- images: a batch compiled to a file (AOT executable, code-cache DSO) ---
 * The methods are lowered in tables mode (jit_lower_opts) and written with
 * compile_to_file; each blob becomes an exported `const unsigned char
 * NAME[len]` global of the output. */
typedef struct jit_blob {
    const char *name;
    const void *data;
    size_t len;
} jit_blob;

typedef enum jit_image_kind { JIT_IMAGE_EXECUTABLE, JIT_IMAGE_SHARED_LIBRARY, JIT_IMAGE_OBJECT } jit_image_kind;

typedef struct jit_image_opts {
    jit_image_kind kind;
    int opt_level;
    const char *path;                    /* output file */
    const jit_blob *blobs;
    uint32_t nblobs;
    const char *const *driver_options;   /* after the input: libraries to link */
    uint32_t ndriver_options;
    const char *tables_suffix;           /* jit_lower_opts.tables_suffix */
    bool debug;                          /* -g (jit_lower_opts.debug) */
    const kmod_rowmap *const *rowmaps;   /* jit_lower_opts.rowmaps */
    uint32_t nrowmaps;
} jit_image_opts;

/* Lower methods[0..n-1] in tables mode plus the blobs into one context and
 * write the output. 0, or -1 with a one-line reason in err ("jit: ...",
 * the driver's first error for a failed link). */
int jit_compile_image(rt_method *const *methods, uint32_t n, const jit_image_opts *o, char *err, size_t errlen);

#endif
