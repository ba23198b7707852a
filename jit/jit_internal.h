/* jit_internal.h - private declarations of jit/: the libgccjit entry-point
 * table (filled by dlsym when libgccjit is first needed) and the lowering's
 * per-batch state.
 *
 * Invariants: nothing in jit/ calls a gcc_jit_* function directly; every call
 * goes through a jit_gccjit_api table, so kiln never links libgccjit and a
 * run that does not compile never loads it. The table is complete (every
 * member non-NULL) or jit_gccjit_load failed.
 */
#ifndef KILN_JIT_INTERNAL_H
#define KILN_JIT_INTERNAL_H

#include <libgccjit.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "jit/jit.h"

/* Every libgccjit function jit/ uses. Add a name here to use it. */
#define JIT_GCCJIT_FUNCTIONS(X)                                               \
    X(gcc_jit_context_acquire) X(gcc_jit_context_release)                     \
    X(gcc_jit_context_set_int_option) X(gcc_jit_context_set_bool_option)      \
    X(gcc_jit_context_add_command_line_option)                                \
    X(gcc_jit_context_compile) X(gcc_jit_result_get_code)                     \
    X(gcc_jit_result_release) X(gcc_jit_context_get_first_error)              \
    X(gcc_jit_context_dump_to_file) X(gcc_jit_context_dump_reproducer_to_file) \
    X(gcc_jit_context_get_type) X(gcc_jit_type_get_pointer)                   \
    X(gcc_jit_type_get_volatile) X(gcc_jit_type_get_const)                    \
    X(gcc_jit_context_new_param) X(gcc_jit_context_new_function) X(gcc_jit_context_new_location)              \
    X(gcc_jit_context_new_global) X(gcc_jit_function_get_param)               \
    X(gcc_jit_param_as_lvalue) X(gcc_jit_param_as_rvalue)                     \
    X(gcc_jit_function_new_local) X(gcc_jit_function_new_block)               \
    X(gcc_jit_block_add_eval) X(gcc_jit_block_add_assignment)                 \
    X(gcc_jit_block_end_with_conditional) X(gcc_jit_block_end_with_jump)      \
    X(gcc_jit_block_end_with_return) X(gcc_jit_block_end_with_void_return)    \
    X(gcc_jit_block_end_with_switch) X(gcc_jit_context_new_case)              \
    X(gcc_jit_context_new_rvalue_from_int) X(gcc_jit_context_new_rvalue_from_long) \
    X(gcc_jit_context_new_rvalue_from_double) X(gcc_jit_context_new_rvalue_from_ptr) \
    X(gcc_jit_context_null) X(gcc_jit_context_zero)                           \
    X(gcc_jit_context_new_unary_op) X(gcc_jit_context_new_binary_op)          \
    X(gcc_jit_context_new_comparison) X(gcc_jit_context_new_cast)             \
    X(gcc_jit_context_new_call) X(gcc_jit_context_new_call_through_ptr)       \
    X(gcc_jit_context_new_function_ptr_type) X(gcc_jit_context_new_array_access) \
    X(gcc_jit_lvalue_get_address) X(gcc_jit_lvalue_as_rvalue)                 \
    X(gcc_jit_rvalue_dereference) X(gcc_jit_lvalue_set_tls_model)             \
    X(gcc_jit_context_get_builtin_function) X(gcc_jit_context_new_string_literal)     \
    X(gcc_jit_rvalue_get_type) X(gcc_jit_context_new_bitcast)                      \
    X(gcc_jit_context_compile_to_file) X(gcc_jit_context_new_array_type)           \
    X(gcc_jit_context_new_array_constructor) X(gcc_jit_global_set_initializer)      \
    X(gcc_jit_global_set_initializer_rvalue) X(gcc_jit_function_get_address)        \
    X(gcc_jit_context_add_driver_option) X(gcc_jit_result_get_global)              \
    X(gcc_jit_context_new_field) X(gcc_jit_context_new_struct_type) X(gcc_jit_struct_as_type) \
    X(gcc_jit_context_new_union_type)                                          \
    X(gcc_jit_block_add_extended_asm) X(gcc_jit_extended_asm_set_volatile_flag) \
    X(gcc_jit_extended_asm_add_input_operand) X(gcc_jit_extended_asm_add_clobber)   \
    X(gcc_jit_extended_asm_add_output_operand) X(gcc_jit_context_new_struct_constructor)

/* The libgccjit entry points, one member per function, named as the function. */
typedef struct jit_gccjit_api {
#define JIT_API_MEMBER(fn) __typeof__(fn) *fn;
    JIT_GCCJIT_FUNCTIONS(JIT_API_MEMBER)
#undef JIT_API_MEMBER
} jit_gccjit_api;

/* The code cache (cache.c): set by jit_cache_open before any batch. */
typedef struct jit_cache_state {
    atomic_bool enabled;         /* batches go through jit_cache_batch */
    char dir[4096];              /* the cache directory's subdirectory of the base key (messages) */
    int dirfd;                   /* that subdirectory, opened and checked once: every entry is
                                    opened relative to it (0: not open; 0 is always stdin) */
    uint64_t base;               /* key of binary, modules, options (cache.c) */
    atomic_uint seq;             /* temp-file names */
} jit_cache_state;

/* The one state struct of jit/: the loaded library and the code cache. */
typedef struct jit_global {
    pthread_mutex_t lock;        /* guards loading */
    void *handle;                /* dlopen handle, NULL until loaded */
    bool failed;                 /* loading failed once: do not retry */
    char error[256];             /* why */
    jit_gccjit_api api;
    /* libgccjit's own compile entry points; api's call them between
     * rt_signals_foreign_begin/end (its driver installs signal handlers) */
    gcc_jit_result *(*real_compile)(gcc_jit_context *);
    void (*real_compile_to_file)(gcc_jit_context *, enum gcc_jit_output_kind, const char *);
    jit_cache_state cache;
    pthread_mutex_t files_lock;  /* guards making dump_dir */
    char dump_dir[256];          /* KILN_JIT_DUMP's private directory (mkdtemp, 0700); "" until made */
    atomic_uint dump_seq;        /* names of the dumps in it */
    atomic_bool perfmap_refused; /* the perf map was refused (warned once): not retried */
    atomic_uint contexts;        /* contexts configured so far (jit_configure_context) */
} jit_global;

/* jit/'s state (defined in gccjit.c). */
jit_global *jit_state(void);

/* Load libgccjit on first use ($KILN_LIBGCCJIT, else libgccjit.so.0) and
 * return the filled table, or NULL with a one-line reason in err. */
const jit_gccjit_api *jit_gccjit_load(char *err, size_t errlen);

/* batch.c: lower a batch in table mode and compile it to the shared object
 * path (compile_to_file DYNAMIC_LIBRARY); counted as a compile. 0, or -1
 * with a reason in err. */
int jit_compile_file(rt_method *const *methods, uint32_t n, const jit_options *opt,
                     const char *path, char *err, size_t errlen);

/* batch.c: a fresh path "DIR/STEM-N" in KILN_JIT_DUMP's private directory
 * (made once per process with mkdtemp, 0700, and named on stderr), so a dump
 * never goes through a name another user could have planted. 0, or -1 (one
 * warning printed) when the directory cannot be made. */
int jit_dump_path(const char *stem, char *buf, size_t len);

/* Fill the constants table of a dlopened batch (its runtime addresses).
 * 0, or -1 with a reason in err. */
int jit_dso_fill_constants(void *handle, char *err, size_t errlen);

/* cache.c: the batch from the cache, or compiled, stored and loaded from it.
 * NULL with a reason in err, or with *fallback set when the cache cannot be
 * used (the caller then compiles in memory). */
jit_code *jit_cache_batch(rt_method *const *methods, uint32_t n, const jit_options *opt,
                          bool *fallback, char *err, size_t errlen);

/* The options every batch gets: optimization level, -fno-semantic-interposition,
 * -fwrapv, $KILN_JIT_OPTIONS (batch.c; also the image compiles of image_emit.c). */
void jit_configure_context(const jit_gccjit_api *api, gcc_jit_context *ctx, const jit_options *opt);

/* perf's jitdump (jitdump.c): KILN_PERFMAP=jitdump writes /tmp/jit-PID.dump
 * with the code and C# line table of every compiled method; batches are
 * then compiled with debug information (jit_lower_opts.debug). */
bool jit_jitdump_enabled(void);
void jit_jitdump_write(rt_method *const *methods, void *const *entries, uint32_t n);

#endif
