/* runtime.h - Kiln's native core: types, methods, threads, exceptions,
 * strings, arrays, statics and the native-call registry. The public header of
 * runtime/; it includes the IL, module and object-layout headers.
 *
 * Calling convention (shared by the interpreter, the JIT and AOT): every
 * managed method has a C-ABI entry point. IL types map to C types
 *   bool, byte -> uint8_t   char -> uint16_t   int -> int32_t   uint -> uint32_t
 *   long -> int64_t   ulong -> uint64_t   double -> double
 *   references and byrefs -> pointers          void -> void
 * with `this` first for instance methods. An exception travels as the
 * current thread's pending exception: the callee returns (any value) with
 * rt_thread.pending set, and every caller checks it after each call that can
 * throw. Internal calls (corelib natives) use exactly the same convention.
 *
 * Error protocol: managed errors go through rt_throw / rt_throw_new (the one
 * throw funnel), which only sets the pending exception; load-time errors
 * return -1/NULL with a one-line message in a caller's buffer.
 */
#ifndef KILN_RUNTIME_H
#define KILN_RUNTIME_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../gc/gc.h"
#include "il.h"
#include "kmod.h"
#include "object.h"

struct rt_module;
struct rt_method;

/* What a value of a type is, for layout and for the back ends. */
typedef enum rt_kind {
    RT_KIND_VOID, RT_KIND_BOOL, RT_KIND_CHAR, RT_KIND_U1, RT_KIND_I4, RT_KIND_U4,
    RT_KIND_I8, RT_KIND_U8, RT_KIND_R8, RT_KIND_REF, RT_KIND_BYREF
} rt_kind;

#define RT_TYPE_ABSTRACT 0x1u
#define RT_TYPE_SEALED   0x2u
#define RT_TYPE_ARRAY    0x4u
#define RT_TYPE_STRING   0x8u
#define RT_TYPE_ENUM     0x10u
#define RT_TYPE_PRIMITIVE 0x20u   /* System.Int32 etc.: element types of arrays */
#define RT_TYPE_EXCEPTION 0x40u   /* System.Exception or derived */

/* A loaded type (CoreCLR's MethodTable). */
typedef struct rt_type {
    gc_desc gc;                      /* first: read by the collector through the type word */
    const char *name;                /* full name, "System.String", "Foo.Bar", "int[]" */
    struct rt_type *parent;          /* NULL only for System.Object and primitives */
    uint32_t flags;                  /* RT_TYPE_* */
    rt_kind kind;                    /* RT_KIND_REF for classes/arrays; the primitive's kind otherwise */
    uint32_t depth;                  /* inheritance depth (Object = 0) for cast checks */
    struct rt_type *elem;            /* arrays: element type */
    _Atomic(struct rt_type *) array_of;  /* cached T[] */
    struct rt_method **vtable;       /* virtual slots, inherited prefix first */
    uint32_t vtable_len;
    struct rt_field *fields;         /* declared fields */
    uint32_t nfields;
    struct rt_method *methods;       /* declared methods */
    uint32_t nmethods;
    uint8_t *statics;                /* static field storage (a GC root) */
    uint32_t statics_size;
    atomic_int init_state;           /* 0 not run, 1 running, 2 done */
    struct rt_thread *init_thread;   /* thread running the class initializer */
    struct rt_method *cctor;
    struct rt_module *module;
    uint32_t row;                    /* typedef row in module */
} rt_type;

typedef struct rt_field {
    rt_type *owner;
    const char *name;
    rt_kind kind;
    rt_type *type;                   /* for references: static type (may be NULL for object) */
    uint32_t flags;                  /* KMOD_FIELD_* */
    uint32_t offset;                 /* instance: from the reference; static: into owner->statics */
} rt_field;

typedef struct rt_method {
    rt_type *owner;
    const char *name;                /* "Main", ".ctor", "get_Length" */
    uint32_t flags;                  /* KMOD_METH_* */
    struct rt_module *module;
    uint32_t row;                    /* method row in module */
    /* signature */
    rt_kind ret_kind;
    rt_type *ret_type;
    uint16_t nparams;                /* excluding this */
    rt_kind *param_kinds;
    rt_type **param_types;
    bool has_this;
    /* body */
    const uint8_t *code;
    uint32_t code_len;
    uint32_t max_stack;
    uint16_t nlocals;
    rt_kind *local_kinds;
    rt_type **local_types;
    const kmod_eh *eh;
    uint32_t neh;
    /* dispatch */
    int32_t vtable_slot;             /* -1 when not virtual */
    void *native;                    /* internal call or P/Invoke target */
    _Atomic(void *) entry;           /* C-ABI entry point compiled code calls (patched by tiers) */
    atomic_uint call_count;          /* tier-up counter */
    void *interp_data;               /* interpreter-private, decoded body */
    void *jit_data;                  /* JIT-private */
} rt_method;

/* A loaded module with its resolved tokens. */
typedef struct rt_module {
    kmod *km;
    rt_type **types;                 /* by typedef row */
    rt_method **methods;             /* by method row (pointers into type->methods) */
    rt_field **fields;               /* by field row */
    rt_type **typerefs;              /* resolved lazily or at load */
    rt_field **fieldrefs;
    rt_method **methodrefs;
    struct rt_string **strings;      /* interned ldstr literals (GC roots), by string row */
} rt_module;

/* A managed thread. One per pthread that runs managed code. */
typedef struct rt_thread {
    gc_thread gc;                    /* first: the collector's per-thread state */
    uint32_t lock_id;                /* 1..65535 normally; thin-lock owner id */
    rt_object *pending;              /* pending exception, or NULL */
    rt_object *managed;              /* the System.Threading.Thread object */
    void *mon;                       /* monitor subsystem's per-thread state */
    rt_object *waiting_for;          /* object whose lock it is waiting to take (diagnostics) */
    void *interp;                    /* interpreter's per-thread state */
    struct rt_thread *next_all;      /* all-threads list (thread-list lock) */
} rt_thread;

/* The current thread and its lock id: thread-locals the generated code reads. */
extern _Thread_local rt_thread *rt_tls_thread;
extern _Thread_local uint32_t rt_tls_lock_id;

static inline rt_thread *rt_current(void) { return rt_tls_thread; }

/* --- contracts between the runtime and the execution engines ---
 * The runtime never calls the interpreter or the JIT directly: the engine in
 * use registers itself here, so the runtime can run class initializers,
 * thread entry points and virtual ToString() calls made from C. */
typedef struct rt_engine {
    /* Make m->entry a callable C-ABI entry point and return it. */
    void *(*prepare)(rt_method *m);
} rt_engine;
void rt_set_engine(const rt_engine *e);
/* m's C-ABI entry point, preparing it on first use. */
void *rt_method_entry(rt_method *m);

/* The runtime's own exceptions, raised through the one throw funnel. */
typedef enum rt_exc_kind {
    RT_EXC_NULL_REFERENCE, RT_EXC_INDEX_OUT_OF_RANGE, RT_EXC_INVALID_CAST,
    RT_EXC_DIVIDE_BY_ZERO, RT_EXC_OVERFLOW, RT_EXC_ARRAY_TYPE_MISMATCH,
    RT_EXC_OUT_OF_MEMORY, RT_EXC_ARGUMENT, RT_EXC_ARGUMENT_NULL,
    RT_EXC_ARGUMENT_OUT_OF_RANGE, RT_EXC_INVALID_OPERATION, RT_EXC_FORMAT,
    RT_EXC_SYNCHRONIZATION_LOCK, RT_EXC_NOT_SUPPORTED, RT_EXC_DLL_NOT_FOUND,
    RT_EXC_ENTRY_POINT_NOT_FOUND, RT_EXC_THREAD_INTERRUPTED, RT_EXC_KIND_COUNT
} rt_exc_kind;

/* Set ex as the current thread's pending exception (NULL ex raises
 * NullReferenceException, as `throw null` does). */
void rt_throw(rt_object *ex);
/* Allocate a runtime exception with message (NULL: the type's default
 * message) and make it pending. */
void rt_throw_kind(rt_exc_kind kind, const char *msg);
/* As an exception propagates out of m's frame, record "   at Type.Method". */
void rt_exc_append_frame(rt_object *ex, rt_method *m);

#endif
