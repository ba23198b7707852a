/* runtime.h - Kiln's native core: types, methods, threads, exceptions,
 * strings, arrays, statics and the native-call registry. The public header of
 * runtime/; it includes the IL, module and object-layout headers.
 *
 * Calling convention (shared by the interpreter, the JIT and AOT): every
 * managed method has a C-ABI entry point. IL types map to C types
 *   bool, byte -> uint8_t   sbyte -> int8_t   char, ushort -> uint16_t
 *   short -> int16_t   int -> int32_t   uint -> uint32_t   long -> int64_t
 *   ulong -> uint64_t   float -> float   double -> double
 *   references and byrefs -> pointers          void -> void
 * with `this` first for instance methods (for a value type's method: a
 * pointer to the value). A struct parameter is a pointer to a copy the
 * caller made (the callee owns it for the call); a struct result is
 * written through a hidden pointer passed as the first C argument (before
 * `this`), and the C function returns void (docs/valuetypes.md). An exception travels as the
 * current thread's pending exception: the callee returns (any value) with
 * rt_thread.pending set, and every caller checks it after each call that can
 * throw. Internal calls (corelib natives) use exactly the same convention.
 * Exception dispatch has .NET's two passes: before the first finally block
 * runs for an exception, rt_exc_is_handled searches the frames that can
 * catch (rt_eh_frame, below) for a catch that takes it; when none does, no
 * finally block runs and the exception goes straight to the unhandled
 * report (exceptions.c).
 *
 * Type model: every value has an rt_kind; every rt_type has one too
 * (classes, strings, arrays: RT_KIND_REF; enums: RT_KIND_I4 with
 * RT_TYPE_ENUM; structs: RT_KIND_STRUCT; rt_prim_type(k): the type of a
 * primitive, "System.Int32", used as array elements, as the declared type
 * of primitive fields/params and as the class of a boxed int: the corelib's
 * class of that name once the corelib is loaded). Value types (RT_TYPE_
 * VALUETYPE: primitives, enums, structs) have a value of elem_size bytes
 * aligned to align, stored inline; their box is an object of the type
 * with the value at +8 (RT_BOX_DATA_OFFSET), described by t->gc.
 * A byref parameter/local has kind RT_KIND_BYREF and its *_types entry is the
 * pointee type. Instance fields are laid out after the parent's (the parent's
 * gc.base_size), each naturally aligned, from ref + 8; gc.base_size is
 * rounded up to 8. Statics live in a calloc'd block per type (t->statics),
 * whose reference slots the runtime reports as GC roots. Vtables: a virtual
 * method with NEWSLOT (or no parent slot of the same name and signature)
 * starts a new slot; an override reuses the parent's slot; abstract methods
 * occupy their slot with themselves (m->code == NULL).
 *
 * Error protocol: managed errors go through rt_throw / rt_throw_kind (the one
 * throw funnel), which only sets the pending exception; load-time errors
 * return -1/NULL with a one-line message in a caller's buffer.
 */
#ifndef KILN_RUNTIME_H
#define KILN_RUNTIME_H

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../config/config.h"
#include "../gc/gc.h"
#include "kmod/il.h"
#include "kmod/kmod.h"
#include "object.h"
#include "tier.h"

struct rt_module;
struct rt_method;

/* What a value of a type is, for layout and for the back ends. */
typedef enum rt_kind {
    RT_KIND_VOID, RT_KIND_BOOL, RT_KIND_CHAR, RT_KIND_U1, RT_KIND_I4, RT_KIND_U4,
    RT_KIND_I8, RT_KIND_U8, RT_KIND_R8, RT_KIND_I1, RT_KIND_I2, RT_KIND_U2, RT_KIND_R4,
    RT_KIND_REF, RT_KIND_BYREF, RT_KIND_STRUCT,
    RT_KIND_COUNT
} rt_kind;

/* The primitive kinds are RT_KIND_VOID..RT_KIND_PRIM_LAST. */
#define RT_KIND_PRIM_LAST RT_KIND_R4
/* Where a box keeps its value. */
#define RT_BOX_DATA_OFFSET 8u

#define RT_TYPE_ABSTRACT 0x1u
#define RT_TYPE_SEALED   0x2u
#define RT_TYPE_ARRAY    0x4u
#define RT_TYPE_STRING   0x8u
#define RT_TYPE_ENUM     0x10u
#define RT_TYPE_PRIMITIVE 0x20u   /* System.Int32 etc.: element types of arrays */
#define RT_TYPE_EXCEPTION 0x40u   /* System.Exception or derived */
#define RT_TYPE_VALUETYPE 0x80u   /* primitives, enums, structs: values stored inline */
#define RT_TYPE_INTERFACE 0x100u  /* an interface (abstract, no parent): docs/interfaces.md */
#define RT_TYPE_VALUE_BASE 0x200u /* a class below Object that a value type derives from (System.Enum):
                                     its virtuals reach value-type overrides, which take box + 8 */

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
    atomic_int init_state;           /* RT_INIT_*: not run, running, done, failed */
    struct rt_thread *init_thread;   /* thread running the class initializer */
    struct rt_method *cctor;
    struct rt_module *module;
    uint32_t row;                    /* typedef row in module */
    /* additions (runtime core) */
    const char *ns;                  /* namespace ("" for the global one, arrays: the element's) */
    const char *simple_name;         /* name without namespace */
    uint32_t kflags;                 /* KMOD_TYPE_* | KMOD_ACC_* from the typedef */
    uint32_t *static_ref_offsets;    /* offsets into statics of reference statics (GC roots) */
    uint32_t nstatic_refs;
    uint32_t elem_size;              /* size of a value of this type in an array element/field */
    /* addition (types.c): the TypeInitializationException every use of the
     * type throws once its initializer has thrown (init_state RT_INIT_FAILED;
     * a GC root, set before the state) */
    rt_object *init_error;
    /* addition (value types, docs/valuetypes.md): a value's alignment, and
     * the references inside a value (offsets from its start; a box's
     * gc.ref_offsets are these + 8) */
    uint32_t align;
    uint32_t nvalue_refs;
    uint32_t *value_ref_offsets;
    /* addition (interfaces, iface.c, docs/interfaces.md): an interface's
     * dense process-wide id; every type's table of the interfaces it
     * implements by id (itab[id]: the methods its object runs for the
     * interface's slots, NULL where it does not implement interface id;
     * ids >= itab_len are not implemented), and the list of them */
    uint32_t iface_id;
    uint32_t itab_len;
    struct rt_method ***itab;
    struct rt_type **ifaces;
    uint32_t nifaces;
    /* addition (variance, iface.c): an instance of a generic interface or
     * delegate with `out`/`in` parameters (module section 21): what the
     * casts the tables do not answer are decided from; NULL otherwise */
    const struct rt_variant *variant;
    /* iface.c: 1 + the id of the interface rt_variant_implements last
     * found this type is not (a cast that keeps failing answers at once) */
    _Atomic uint32_t variant_miss;
} rt_type;

/* A variant instance's definition and arguments (docs/interfaces.md
 * "Variance"). Two instances are of one definition when their names agree
 * up to the first '[' and their modules agree. */
typedef struct rt_variant {
    uint32_t deflen;                 /* the definition's part of rt_type.name */
    uint32_t variance;               /* KMOD_VAR_* in two bits per argument */
    uint32_t nargs;
    struct rt_type *args[];          /* the type arguments */
} rt_variant;

/* rt_type.init_state. Engines test for RT_INIT_DONE only (== 2, as the
 * generated code does); anything else goes to rt_type_ensure_init. */
enum { RT_INIT_NONE = 0, RT_INIT_RUNNING = 1, RT_INIT_DONE = 2, RT_INIT_FAILED = 3 };

/* [Intrinsic] corelib methods the engines replace by inline code: the
 * rows of runtime/intrinsics.def, the one list. A method resolves to its
 * id by its key once, when an engine first asks (rt_method_intrinsic: not
 * at load, where the corelib's keys were a few per cent of an AOT start);
 * the engines switch on the id and read the row (rt_intrinsic_table),
 * never a name. */
#define RT_ENGINE_INTERP 0x1u   /* rt_intrinsic_info.engines: the interpreter inlines it */
#define RT_ENGINE_JIT 0x2u      /* the lowering inlines it */

/* What an intrinsic's inline code does. */
typedef enum rt_ix_family {
    RT_IX_HDR_READ, RT_IX_HDR_CAS, RT_IX_LOCK_ID, RT_IX_NATIVE_TL, RT_IX_NATIVE_FL, RT_IX_SB_LOCK,
    RT_IX_XADD, RT_IX_XCHG, RT_IX_CAS, RT_IX_VREAD, RT_IX_VWRITE
} rt_ix_family;

typedef enum rt_intrinsic {
    RT_INTRINSIC_NONE,   /* an ordinary method: called */
#define RT_INTRINSIC(id, key, family, size, pre, ref, engines) RT_INTRINSIC_##id,
#include "intrinsics.def"
#undef RT_INTRINSIC
    RT_INTRINSIC_COUNT,
    RT_INTRINSIC_UNRESOLVED = 0xFF   /* rt_method.intrinsic before rt_method_intrinsic */
} rt_intrinsic;

/* One row of intrinsics.def (see there for the columns). */
typedef struct rt_intrinsic_info {
    const char *key;
    uint8_t family;     /* rt_ix_family */
    uint8_t size;
    int8_t pre;
    uint8_t ref;
    uint8_t engines;    /* RT_ENGINE_* */
} rt_intrinsic_info;

/* Indexed by rt_intrinsic ([RT_INTRINSIC_NONE] is all zero). */
extern const rt_intrinsic_info rt_intrinsic_table[RT_INTRINSIC_COUNT];

/* What an engine made of one instruction of a method body: what its
 * decoder (interp_body_view) or lowering (jit_body_view) read and acts on.
 * The engine-agreement test (tests/jit/test_agree.c) compares them for
 * every method of the corelib: an engine that works something out its own
 * way shows here. */
#define RT_VIEW_KINDS 8
typedef struct rt_insn_view {
    uint32_t off;                    /* IL offset */
    uint32_t depth;                  /* entry stack depth */
    uint8_t kinds[RT_VIEW_KINDS];    /* entry stack types (kmod_stype) from the top; NONE below the bottom */
    uint8_t flags;                   /* KMOD_BI_JOIN/LOOP/OSR as the engine acts on them */
    uint16_t handler;                /* the innermost handler clause it uses, KMOD_NO_CLAUSE */
    uint8_t intrinsic;               /* a call: the rt_intrinsic it inlines (NONE: a real call) */
} rt_insn_view;

typedef struct rt_field {
    rt_type *owner;
    const char *name;
    rt_kind kind;
    rt_type *type;                   /* declared type, always set: a class, an array, or a primitive type */
    uint32_t flags;                  /* KMOD_FIELD_* */
    uint32_t offset;                 /* instance: from the reference; static: into owner->statics */
} rt_field;

typedef struct rt_method {
    /* Fields grouped by size, little padding: 184 bytes; the corelib's
     * 246 methods are 45 KB, every page of it touched at start-up. */
    rt_type *owner;
    const char *name;                /* "Main", ".ctor", "get_Length" */
    struct rt_module *module;
    uint32_t flags;                  /* KMOD_METH_* */
    uint32_t row;                    /* method row in module */
    /* signature */
    rt_type *ret_type;
    rt_kind *param_kinds;
    rt_type **param_types;
    rt_kind ret_kind;
    uint16_t nparams;                /* excluding this */
    /* body */
    uint16_t nlocals;
    const uint8_t *code;
    uint32_t code_len;
    uint32_t max_stack;
    rt_kind *local_kinds;
    rt_type **local_types;
    const kmod_eh *eh;
    uint32_t neh;
    const kmod_body *body;           /* the verifier's typed body (kmod.h): read it with rt_method_body */
    /* dispatch */
    int32_t vtable_slot;             /* -1 when not virtual */
    int32_t iface_slot;              /* an interface's method: its slot in the itab row; else -1 */
    void *native;                    /* internal call or P/Invoke target */
    _Atomic(void *) entry;           /* C-ABI entry point compiled code calls (patched by tiers) */
    void *interp_data;               /* interpreter-private, decoded body */
    void *jit_data;                  /* JIT-private */
    atomic_uint call_count;          /* tier-up counter */
    bool has_this;
    uint8_t intrinsic;               /* rt_intrinsic: a corelib [Intrinsic] method's row in intrinsics.def
                                        (UNRESOLVED until asked: read it with rt_method_intrinsic) */
    bool value_this;                 /* `this` is a pointer to a value (a value type's method);
                                        a virtual call through a box passes box + 8 */
    atomic_bool decoded;             /* the signature, locals and clauses (everything from
                                        ret_type to eh_types) are set: rt_method_ready */
    uint16_t out_params;             /* bit i: parameter i is `out` (for the key; i < 16) */
    /* additions (runtime core) */
    rt_type **eh_types;              /* per clause: caught class for CATCH, NULL for FINALLY */
    const char *key;                 /* "Namespace.Type.Method(params)": read it with rt_method_key */
    const char *pinvoke_lib;         /* PINVOKE: library name as written ("libc") */
    const char *pinvoke_entry;       /* PINVOKE: symbol (EntryPoint or the method name) */
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
    /* additions (runtime core) */
    rt_type **sigtypes;              /* by sig row: the type a type signature names (NULL for method/locals sigs) */
    rt_kind *sigkinds;               /* by sig row: its kind (BYREF sigs: BYREF, sigtypes = pointee) */
    const char *name;                /* "corelib" or "program", for messages */
    bool is_corelib;
    rt_type **type_index;            /* types by full name (loader.c), read-only once loaded */
    uint32_t type_index_mask;
    /* a module read with kmod_read_deferred (km->deferred): its bodies are
     * verified, both passes, on first use (rt_method_body, verify_lock) */
    uint32_t nimports;               /* the modules loaded before it: its typed pass's imports */
    kmod_verifier *verifier;         /* made at the first such use */
    rt_type **lenders;               /* its KMOD_TYPE_LENDS_IFACES classes (iface.c: arrays' covariance) */
    uint32_t nlenders;
} rt_module;

/* A frame that can catch, for the first pass of exception dispatch: every
 * activation of a method with a catch clause (interpreted or compiled) links
 * one into rt_thread.eh_top for its lifetime and keeps off/from current
 * whenever something it calls may throw (at each call, and at the throw
 * point before its own finally blocks run); C code that takes whatever
 * exception the managed code it calls leaves pending (the class-initializer
 * runner, the unhandled report) links one with m == NULL. Compiled code
 * builds it as three pointer-sized words. */
typedef struct rt_eh_frame {
    struct rt_eh_frame *prev;        /* the next frame out (a caller) */
    struct rt_method *m;             /* NULL: catches everything */
    uint32_t off;                    /* IL offset the frame is at (a call, or the throw point) */
    uint32_t from;                   /* first of m's clauses that may still catch there */
} rt_eh_frame;

/* One first pass's answer, kept until ex is thrown again: whether a clause
 * takes ex, and which (so the second pass enters a filtered catch only if
 * its filter said yes, and no filter runs twice for one throw). */
typedef struct rt_exc_search {
    rt_object *ex;                   /* NULL: a free entry (not a GC root: ex is re-thrown before reuse) */
    rt_eh_frame *frame;              /* the frame that takes it (a catch-everything one included) */
    uint32_t clause;                 /* ... and the clause of frame->m */
    bool handled;                    /* false: no frame takes it, no finally runs */
} rt_exc_search;
#define RT_EXC_SEARCHES 8            /* nested searches kept (a filter or finally throwing inside) */

/* A filter handed over by SETFILTER: frame's clause runs it (a GC root). */
typedef struct rt_exc_filter {
    rt_eh_frame *frame;
    uint32_t clause;
    rt_object *filter;               /* a delegate bool Invoke(T) */
} rt_exc_filter;

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
    /* additions (runtime core) */
    bool is_background;              /* does not keep the process alive after Main */
    bool counted;                    /* included in rt_state.foreground (started threads only) */
    pthread_t pthread;
    /* addition (stackguard.c): the usable stack's low end, the start of the
     * guard range below it, and the alternate signal stack mapped for it */
    void *stack_lo, *guard_lo, *alt_stack;
    /* addition (types.c): the class whose initializer, run by another
     * thread, this thread is waiting for (cycle detection under the loader
     * lock; read by the stall watchdog), and since when (CLOCK_MONOTONIC) */
    _Atomic(rt_type *) init_wait;
    _Atomic uint64_t init_wait_ns;
    /* addition (exceptions.c): the frames that can catch, innermost first;
     * the first passes' answers (a ring; the throw funnel forgets the
     * thrown exception's, so every throw searches afresh); the filters of
     * live frames, the innermost frame's last */
    rt_eh_frame *eh_top;
    rt_exc_search searches[RT_EXC_SEARCHES];
    uint32_t search_next;
    rt_exc_filter *filters;
    uint32_t nfilters, cap_filters;
    /* addition (stackwalk.c): a blocking wait the thread dump can walk
     * from - walk_ok is its RT_WAIT_* kind (stored by the thread itself) between a wait's
     * RT_WALK_WAIT_BEGIN and RT_WALK_WAIT_END, walk_jb its checkpoint; the
     * dumper's request (walk_req, RT_WALK_REQ_*), the pipe the walk child
     * writes to, and the child's pid (or -1) */
    sigjmp_buf walk_jb;
    _Atomic int walk_ok;
    _Atomic int walk_req;
    int walk_fd;
    _Atomic int walk_pid;
} rt_thread;

/* A blocking wait that the thread dump may walk from (docs/diagnostics.md
 * "The dump formats"): BEGIN after the wait's gc safe-region entry, END
 * before its exit; kind (RT_WAIT_*) says what the thread waits in. In a
 * walk child, execution comes back to BEGIN a second time and the
 * enclosing function returns (with ret: __VA_ARGS__) with the walk marker
 * pending, to a managed caller that propagates it. */
enum { RT_WAIT_MONITOR = 1, RT_WAIT_SLEEP, RT_WAIT_JOIN, RT_WAIT_CLASS_INIT };
#define RT_WALK_WAIT_BEGIN(th, kind, ...)                                      \
    do {                                                                       \
        if (sigsetjmp((th)->walk_jb, 0))                                       \
            return __VA_ARGS__;                                                \
        atomic_store_explicit(&(th)->walk_ok, (kind), memory_order_release);   \
    } while (0)
#define RT_WALK_WAIT_END(th) atomic_store_explicit(&(th)->walk_ok, 0, memory_order_release)

/* Largest KILN_FORCE_LOCKID_BASE (ids stay positive ints). */
#define RT_MAX_LOCK_ID_BASE 0x7FFF0000L

/* Guard region below every managed thread's stack (stackguard.c): whoever
 * creates a pthread that runs managed code sets it with
 * pthread_attr_setguardsize. */

#define RT_STACK_GUARD_SIZE ((size_t)64 << 10)

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
    RT_EXC_ENTRY_POINT_NOT_FOUND, RT_EXC_THREAD_INTERRUPTED, RT_EXC_TYPE_INITIALIZATION,
    RT_EXC_THREAD_STATE, RT_EXC_IO, RT_EXC_KIND_COUNT
} rt_exc_kind;

/* ======================================================================
 * Everything below: the runtime core API (runtime core files, owner H5).
 * ====================================================================== */

/* --- the native-call registry ---
 * Internal calls are bound by key "Namespace.Type.Method(params)": C#
 * spellings for the keyword types (bool char byte int uint long ulong double
 * string object), full names for other classes ("System.Threading.Thread"),
 * "T[]" for arrays, "ref T" / "out T" for byrefs, commas without spaces:
 *   "System.Math.Sqrt(double)"  "System.String.Concat(string,string)"
 *   "System.Threading.Interlocked.Add(ref int,int)"  "System.Console.WriteLine()"
 * A native has the C-ABI signature of the calling convention above. */
typedef struct rt_native {
    const char *key;                 /* NULL key ends a table */
    void *fn;                        /* write RT_NATIVE_FN(f) to stay -Wpedantic clean */
} rt_native;
/* A function as a data pointer (tables) and a data pointer as a function of
 * type FT (calling entry points from C), without pedantic warnings. */
#define RT_NATIVE_FN(f) (__extension__ (void *)(f))
#define RT_AS_FN(FT, p) (__extension__ (FT)(p))

#define RT_MAX_NATIVE_TABLES 8
#define RT_MAX_ROOT_CALLBACKS 8
#define RT_MAX_MODULES 16

/* Counters printed by --stats; engines and monitor/ increment their own. */
typedef struct rt_counters {
    atomic_uint_fast64_t methods_interpreted;  /* interp: methods prepared for the interpreter */
    atomic_uint_fast64_t methods_compiled;     /* jit: methods compiled to native code */
    atomic_uint_fast64_t compile_batches;      /* jit: libgccjit contexts compiled */
    atomic_uint_fast64_t compile_ns;           /* jit: total time in compile batches */
    atomic_uint_fast64_t cache_hits;           /* jit: batches loaded from the code cache */
    atomic_uint_fast64_t cache_misses;         /* jit: batches compiled and stored in it */
    atomic_uint_fast64_t cache_ns;             /* jit: time validating, storing and loading cache entries */
    atomic_uint_fast64_t lock_inflations;      /* monitor: thin locks turned into sync blocks */
    atomic_uint_fast64_t lock_contended;       /* monitor: acquisitions that had to wait (per-thread
                                                  counts, summed by monitor/'s stats hook) */
    atomic_uint_fast64_t threads_started;      /* runtime: managed threads created */
    /* additions (tiered) */
    atomic_uint_fast64_t tier_promotions;      /* jit: methods queued for tier-1 by their call count */
    atomic_uint_fast64_t osr_compiled;         /* jit: OSR entries (method + loop header) compiled */
    atomic_uint_fast64_t osr_transitions;      /* interp: frames moved into OSR code */
    atomic_uint_fast64_t libgccjit_loaded;     /* jit: 1 once libgccjit has been dlopened */
    atomic_uint_fast64_t methods_over_budget;  /* jit: compiles refused (method or OSR loop), too big for GCC: interpreted */
} rt_counters;

/* The console's stdout buffer (stderr is written unbuffered); the rules
 * (lateness bound, flush before every exit, signals, write errors) are at
 * the top of natives_console.c. */
typedef struct rt_console {
    pthread_mutex_t lock;            /* serializes writers and flushes; taken only GC-safe */
    pthread_cond_t wake;             /* the flusher waits on it for bytes and deadlines */
    char buf[16384];                 /* pending UTF-8 bytes */
    _Atomic size_t len;              /* published after the bytes are copied (a handler writes buf[0..len)) */
    bool tty;                        /* stdout is a terminal: flush at each newline */
    bool flusher;                    /* the flusher thread runs */
    bool handlers;                   /* the terminating and crash signal handlers are installed */
    int error;                       /* errno of a failed write not thrown yet (0: none) */
    uint64_t flush_ns;               /* the lateness bound (100 ms; KILN_CONSOLE_FLUSH_MS) */
    uint64_t last_flush_ns;          /* before the flusher: when a write last went out (0: never) */
    uint64_t first_pending_ns;       /* with the flusher: when the buffer last became non-empty */
    _Atomic int signal;              /* a terminating signal whose handler left the death to a console call */
    /* the dispositions of SIGINT, SIGTERM, SIGHUP, SIGPIPE around foreign
     * code that installs its own (sig_lock; taken after lock, never before) */
    pthread_mutex_t sig_lock;
    int foreign;                     /* foreign sections in progress */
    bool want_handlers;              /* the console asked for its handlers */
    struct sigaction saved[4];       /* before the first foreign section */
    /* input (console_input.c) */
    pthread_mutex_t in_lock;         /* serializes readers of stdin; taken only GC-safe */
    int32_t in_pending;              /* Read's second surrogate still to return (-1: none) */
} rt_console;

/* Well-known corelib types and fields, captured when the corelib loads. */
typedef struct rt_wellknown {
    rt_type *object, *string, *exception, *thread;
    rt_type *prim[RT_KIND_PRIM_LAST + 1];    /* primitive types by kind ("System.Int32"; the corelib's class once loaded) */
    rt_type *exc[RT_EXC_KIND_COUNT];         /* exception classes by rt_exc_kind */
    uint32_t exc_message_off;                /* System.Exception._message */
    uint32_t exc_trace_off;                  /* System.Exception._stackTrace */
    uint32_t exc_inner_off;                  /* System.Exception._innerException */
    uint32_t tie_type_name_off;              /* TypeInitializationException._typeName */
    uint32_t thr_target_off;                 /* Thread._target (the delegate it runs) */
    uint32_t thr_arg_off;                    /* Thread._arg (object) */
    uint32_t thr_native_off;                 /* Thread._native (long: rt_thread * while running) */
    uint32_t thr_id_off;                     /* Thread._id (int: lock id = ManagedThreadId) */
    uint32_t thr_state_off;                  /* Thread._state (int: 0 new, 1 running, 2 done) */
    uint32_t thr_background_off;             /* Thread._background (bool) */
    rt_method *object_tostring;              /* System.Object.ToString, for its vtable slot */
    rt_object *oom;                          /* preallocated OutOfMemoryException */
    rt_type *multicast;                      /* System.MulticastDelegate, when the corelib has it (traces hide its Invoke frames) */
} rt_wellknown;

/* Where ObjectHeader.SyncBlockLock(index) loads from, for the code
 * generators (monitor/ fills it at mon_init; symbol NULL before):
 * chunk = ((void **)(base + chunks_offset))[index >> chunk_bits], then the
 * reference at chunk + (index & (2^chunk_bits - 1)) * entry_size + lock_offset. */
typedef struct rt_sync_table_abi {
    const char *symbol;              /* the table's global, for code that imports it (AOT, cache) */
    void *base;                      /* its address in this process */
    uint32_t base_size, chunks_offset, chunk_bits, entry_size, lock_offset;
} rt_sync_table_abi;

/* All mutable runtime state: the one global struct of runtime/. */
typedef struct rt_vm {
    bool initialized;
    const rt_engine *engine;                 /* registered by interp/ or jit/ */
    rt_tier_hooks tier;                      /* the compiling tier's hooks (rt_set_tier, tier.h); zero: no tiering */
    rt_wellknown wk;
    /* loader (loader_lock: loading, array-type creation, class-init waits) */
    pthread_mutex_t loader_lock;
    pthread_cond_t init_cond;                /* broadcast when a class initializer finishes */
    rt_module *modules[RT_MAX_MODULES];
    uint32_t nmodules;
    rt_type **types;                         /* every loaded type incl. arrays (statics are roots) */
    uint32_t ntypes, types_cap;
    uint32_t niface_ids;                     /* interface ids handed out (rt_type.iface_id) */
    struct rt_meta_chunk *meta;              /* metadata arena (rt_meta_alloc), newest chunk first */
    /* deferred verification (verify_lock: a module's kmod_verifier; taken only
     * at the first use of a method of a kmod_read_deferred module) */
    pthread_mutex_t verify_lock;
    /* interned strings (intern_lock; taken only on the first use of a literal) */
    pthread_mutex_t intern_lock;
    rt_string **interned;                    /* open-addressing table by content hash */
    uint32_t interned_cap, interned_count;
    /* threads (thread_lock; never held across a safepoint or a gc_ call) */
    pthread_mutex_t thread_lock;
    pthread_cond_t thread_cond;              /* broadcast when a thread ends */
    rt_thread *threads;                      /* all attached threads (next_all) */
    int foreground;                          /* running non-background threads, Main's excluded */
    uint32_t *free_ids;                      /* recycled lock ids (a stack) */
    uint32_t nfree_ids;
    uint32_t next_id;                        /* next never-used lock id */
    uint32_t id_limit;                       /* largest lock id handed out (65535; base+65534 for a KILN_FORCE_LOCKID_BASE past 65535) */
    /* natives and roots contributed by other subsystems */
    const rt_native *native_tables[RT_MAX_NATIVE_TABLES];
    int nnative_tables;
    gc_roots_fn root_callbacks[RT_MAX_ROOT_CALLBACKS];
    int nroot_callbacks;
    /* process */
    rt_console console;
    rt_counters counters;
    int stats;                               /* print stats at exit */
    uint64_t start_ns;                       /* CLOCK_MONOTONIC at rt_init */
    rt_array *args;                          /* Main's string[] (a root) */
    _Atomic int exit_code;                   /* Environment.ExitCode: a void Main's exit status */
    int exiting;                             /* rt_exit has begun */
    void (*thread_exit_hooks[RT_MAX_ROOT_CALLBACKS])(rt_thread *);  /* run as a thread ends */
    int nthread_exit_hooks;
    void (*thread_attach_hooks[RT_MAX_ROOT_CALLBACKS])(rt_thread *);  /* run before a thread is linked */
    int nthread_attach_hooks;
    void (*stats_hooks[RT_MAX_ROOT_CALLBACKS])(void);  /* run before --stats prints */
    int nstats_hooks;
    /* addition (monitor, H8): --thinlock=native / KILN_THINLOCK=native selects
     * monitor/thinlock.c's out-of-line thin lock; rt_init sets it from sw */
    int thinlock_native;
    /* addition (monitor, issue 18): --fatlock=native / KILN_FATLOCK=native selects
     * monitor/fatlock.c's C fat lock instead of corelib's System.Threading.Lock;
     * rt_init sets it from sw */
    int fatlock_native;
    rt_sync_table_abi sync_table;            /* addition (monitor, issue 18) */
    /* addition (spin.c): cached on first use, then fixed for the process */
    struct {
        atomic_int ncpu;                     /* CPUs in the affinity mask, 0 until asked */
        atomic_uint ps_per_pause;            /* measured cost of one pause, 0 until the first spin */
    } spin;
    /* addition (stackguard.c): the SIGSEGV disposition before ours */
    struct {
        struct sigaction prev_segv;
        int installed;
    } stackguard;
    /* addition (stackwalk.c): a live walk's child process (the marker is
     * pending only there; fd is the pipe its frames go to) */
    struct {
        struct { uint64_t prefix[2]; rt_object obj; } marker;   /* type System.Object, outside the heap */
        int fd;
        bool handler_installed;              /* the thread dump's walk signal (set by the dumper) */
    } walk;
    /* The switches, resolved once by the host (config/config.h) before
     * rt_init: every subsystem reads its switches here, never getenv. */
    cfg_switches sw;
} rt_vm;

extern rt_vm rt_state;

/* --- start-up and shut-down (host/host.c calls these: the one start-up) ---
 * A run (host_run; tests through tests/support.c):
 *   rt_init(&sw); rt_register_natives(mon_natives); rt_set_engine(&engine);
 *   rt_thread_attach_main(&local);
 *   rt_load_module(corelib_km, ...); app = rt_load_module(app_km, ...);
 *   main = rt_entry_method(app); args = rt_make_args(argc, argv);
 *   call main's entry (after rt_type_init_check(main->owner));
 *   if (rt_pending()) rt_exit(rt_report_unhandled(rt_take_pending()));  -- no waiting
 *   return rt_finish(status);   -- waits for foreground threads, flushes, stats
 * An unhandled exception on another thread prints and exits with 134 itself. */
/* Initialize the GC and the runtime with the resolved switches (NULL: every
 * switch at its default); registers the runtime's natives. */
void rt_init(const cfg_switches *sw);
/* Keep sw as the process's switches without starting the runtime (a
 * command that only loads libgccjit: kiln version); rt_init does it too. */
void rt_set_switches(const cfg_switches *sw);
/* Attach the calling thread as the main managed thread (stack_hi: an address
 * of the caller's frame, above every frame that will hold references;
 * asserted above this call's frame). Programs start through host_run
 * (host/host.h), which passes its own frame. */
rt_thread *rt_thread_attach_main(void *stack_hi);
/* Add a native table (monitor's mon_natives[], the engine's own); searched
 * after the runtime's. Must happen before the modules that use it load. */
void rt_register_natives(const rt_native *table);
/* Add a GC root callback (an engine's own stacks, monitor state). */
void rt_register_roots(gc_roots_fn fn);
/* Run fn(t) on a managed thread as it ends, before its lock id is recycled
 * (monitor/ and engines release their per-thread state here). */
void rt_register_thread_exit_hook(void (*fn)(rt_thread *t));
/* fn(t) runs on every new managed thread's way onto the thread list, just
 * before t is linked (so before any dump can see it). */
void rt_register_thread_attach_hook(void (*fn)(rt_thread *t));
/* fn() runs at the start of rt_stats_print: a subsystem that counts per
 * thread (to keep process-wide writes off its per-operation paths) stores
 * its totals into rt_state.counters there. */
void rt_register_stats_hook(void (*fn)(void));
/* Wait for every foreground thread, flush the console, print stats; returns
 * code so the caller can `return rt_finish(code)` from main. */
int rt_finish(int code);
/* Flush, print stats and exit the process now (Environment.Exit). */
_Noreturn void rt_exit(int code);
/* Print the --stats counters (one "name: value" line each) to out. */
void rt_stats_print(FILE *out);

/* --- modules ---
 * rt_load_module takes ownership of km (already verified by kmod_read, or
 * read with kmod_read_deferred: its bodies are verified at first use). The
 * corelib must be loaded first; later modules resolve TYPEREF (namespace +
 * name), FIELDREF (name + type) and METHODREF (name + signature) against every
 * loaded module, searching the named type and then its parents. All tokens
 * are resolved at load time, so the rt_resolve_* lookups below are plain
 * array reads that take no lock. NULL with a one-line reason in err
 * ("module app.cs: method System.Console.Foo(int) not found in corelib"). */
rt_module *rt_load_module(kmod *km, char *err, size_t errlen);
/* The same for a module `kiln aot` verified when it built the executable
 * (kmod_read_trusted): its types are not verified again, and an
 * executable that loads only such modules links no verifier. */
rt_module *rt_load_trusted_module(kmod *km, char *err, size_t errlen);
/* The module's Main (entry token), or NULL. */
rt_method *rt_entry_method(rt_module *m);
/* The exit status of a run whose Main returned `returned`: that value for
 * an int Main, Environment.ExitCode (0 unless set) for a void Main. */
int rt_main_status(const rt_method *main_m, int returned);
/* A string[] of argv[0..argc-1] for Main(string[]); kept as a root. */
rt_array *rt_make_args(int argc, char **argv);
/* Find a loaded type by full name ("System.String"), or NULL. */
rt_type *rt_find_type(const char *full_name);
/* m with its signature, locals and clauses decoded (a method of a
 * kmod_read_deferred module is decoded at its first use, loader.c); m
 * itself. Every lookup above returns ready methods; code that takes an
 * rt_method from a type's or module's method array calls it before
 * reading anything but owner, name, flags, module and row. Ends the run
 * as a load error would (exit 1) when the decoding fails. */
rt_method *rt_method_ready(rt_method *m);
/* The corelib types the runtime itself binds by name (Object, String,
 * the primitives' classes, System.Exception and the exception classes the
 * runtime throws, Thread, MulticastDelegate), or with `made` only those
 * it makes objects of itself (Object, String, the exceptions it throws,
 * Thread: boxes and delegates come from IL), each once, into out (cap
 * entries); their count. After the corelib loaded. kiln aot keeps them in
 * an image cut to what Main reaches. */
uint32_t rt_corelib_contract_types(rt_type **out, uint32_t cap, bool made);
/* m's native-registry key, "Namespace.Type.Method(params)" (corelib
 * keywords for primitives, "out "/"ref " for by-reference parameters). Built
 * at its first use (binding an internal call, intrinsics, messages), not at
 * load: the corelib's 246 keys were a tenth of an AOT start. Thread-safe;
 * the key is a cache, so m may be const. */
/* m's typed body (kmod.h), what the engines know about its IL: the
 * verifier publishes it the first time an engine asks (stack types only:
 * the loader's typed verification of the whole module already passed;
 * for a kmod_read_deferred module, the corelib, both passes on this body
 * now, and a body that fails ends the run with exit 1 and the line its
 * load would have given), once, and it stays with the method. NULL, with
 * the reason in err, when m has no IL or out of memory. Thread-safe. */
const kmod_body *rt_method_body(rt_method *m, char *err, size_t errlen);
/* m's row in intrinsics.def (RT_INTRINSIC_NONE: an ordinary method),
 * matched by its key the first time it is asked. Thread-safe. */
uint8_t rt_method_intrinsic(const rt_method *m);
const char *rt_method_key(const rt_method *m);
/* Find a method declared by t (not parents) by name and parameter count (-1:
 * any), or NULL. For natives/tests; the loader matches full signatures. */
rt_method *rt_find_method(rt_type *t, const char *name, int nparams);
/* Find a field declared by t or its parents by name, or NULL. */
rt_field *rt_find_field(rt_type *t, const char *name);

/* --- token resolution (mod is the module whose code holds the token) --- */
/* METHOD or METHODREF token -> method (never NULL for a verified module). */
rt_method *rt_resolve_method(rt_module *mod, uint32_t token);
/* FIELD or FIELDREF token -> field. */
rt_field *rt_resolve_field(rt_module *mod, uint32_t token);
/* TYPEDEF, TYPEREF or SIG token -> type (SIG: see rt_resolve_sig_kind). */
rt_type *rt_resolve_type(rt_module *mod, uint32_t token);
/* SIG token -> the kind of the type it names (byref: RT_KIND_BYREF). */
rt_kind rt_resolve_sig_kind(rt_module *mod, uint32_t token);
/* STRING token -> the interned string object (allocated on first use;
 * NULL with OutOfMemoryException pending when the heap is exhausted). */
rt_string *rt_resolve_string(rt_module *mod, uint32_t token);
/* LDFTN's i8 handle of a method, and back. */
static inline int64_t rt_method_handle(rt_method *m) { return (int64_t)(intptr_t)m; }
static inline rt_method *rt_method_from_handle(int64_t h) { return (rt_method *)(intptr_t)h; }

/* --- types --- */
/* Size in bytes of a value of kind k in a field or array element (not
 * RT_KIND_STRUCT: rt_value_size). */
uint32_t rt_kind_size(rt_kind k);
/* Size and alignment of a value of type t of kind k stored inline (a
 * field, a static, an element): the struct's for RT_KIND_STRUCT. */
static inline uint32_t rt_value_size(rt_kind k, const rt_type *t)
{
    return k == RT_KIND_STRUCT ? t->elem_size : rt_kind_size(k);
}
static inline uint32_t rt_value_align(rt_kind k, const rt_type *t)
{
    return k == RT_KIND_STRUCT ? t->align : rt_kind_size(k);
}
/* The synthetic type of a primitive kind ("System.Int32" for RT_KIND_I4). */
rt_type *rt_prim_type(rt_kind k);
/* The array type T[] (created on first use, then cached in elem->array_of);
 * NULL when its creation runs out of memory. */
rt_type *rt_array_type(rt_type *elem);
/* A new box of value type t holding the value at src (elem_size bytes).
 * NULL with an exception pending. */
rt_object *rt_box(rt_type *t, const void *src);
/* unbox: the address of the value in box obj of value type t, or NULL with
 * NullReferenceException (obj null) or InvalidCastException pending (obj
 * not a box of t; an enum and its underlying integer unbox as each other). */
void *rt_unbox(rt_object *obj, rt_type *t);
/* conv.ovf.* (checked.c): the 8 bytes at v (an i4 in the low 32 bits, an
 * i8, or a double's bits) read as src (RT_OVF_*), converted in place to
 * primitive kind (an integer kind); false when it does not fit or is NaN. */
enum { RT_OVF_I4, RT_OVF_U4, RT_OVF_I8, RT_OVF_U8, RT_OVF_R8 };
bool rt_checked_conv(void *v, int32_t kind, uint32_t src);
/* add/sub/mul.ovf (op: 0 add, 1 add.un, 2 sub, 3 sub.un, 4 mul, 5 mul.un)
 * of width 4 or 8 bytes: *a = *a op *b; false on overflow. */
bool rt_checked_arith(void *a, const void *b, int32_t op, uint32_t width);
/* Is t the same class as base or derived from it? (classes only) */
bool rt_is_subclass(const rt_type *t, const rt_type *base);
/* May a value whose exact type is from be used as a to? Classes by
 * inheritance, everything to System.Object, arrays of references
 * covariantly, arrays of values only to the identical array type. */
bool rt_type_assignable(const rt_type *from, const rt_type *to);
/* Does type t implement interface i (iface.c's tables)? What the tables
 * do not answer, rt_type_assignable decides (variance, array covariance). */
static inline bool rt_implements(const rt_type *t, const rt_type *i)
{
    return i->iface_id < t->itab_len && t->itab[i->iface_id] != NULL;
}
/* Is t an i through variance or an array's element covariance, the pairs
 * the tables built at load do not list (docs/interfaces.md "Variance")?
 * A yes becomes t's itab row for i, so the next test is rt_implements. */
bool rt_variant_implements(rt_type *t, const rt_type *i);
/* Is delegate class t (or a class derived from one) a to, a variant
 * delegate instance, through variance? */
bool rt_variant_delegate(const rt_type *t, const rt_type *to);
/* castclass/isinst test: null passes. */
static inline bool rt_cast_ok(const rt_object *obj, const rt_type *t)
{
    return !obj || obj->type == t || rt_type_assignable(obj->type, t);
}
/* stelem of a reference: may val go into arr? (null always may). */
bool rt_array_store_ok(const rt_array *arr, const rt_object *val);
/* The override of virtual method m that obj's type runs. */
static inline rt_method *rt_virtual_target(const rt_object *obj, const rt_method *m)
{
    if (m->vtable_slot >= 0)
        return obj->type->vtable[m->vtable_slot];
    if (m->iface_slot >= 0)   /* verified code: obj implements the interface */
        return obj->type->itab[m->owner->iface_id][m->iface_slot];
    return (rt_method *)m;
}
/* `this` for target (rt_virtual_target of obj): a value type's override
 * gets the address of the boxed value. */
static inline void *rt_dispatch_this(rt_object *obj, const rt_method *target)
{
    return target->value_this ? (char *)obj + RT_BOX_DATA_OFFSET : (void *)obj;
}

/* --- class initialization ---
 * Run t's .cctor once, before the first static field access, static method
 * call or `new` of t (engines call rt_type_init_check there). A recursive
 * request from the thread already running it returns at once (as .NET);
 * other threads wait, unless waiting would close a cycle of threads each
 * waiting for a class the next one is initializing: then, as .NET's
 * class-init locks do, the request returns at once and this thread sees the
 * class partly initialized. When the initializer throws, t stays
 * uninitialized for good: that request and every later one (any thread)
 * return false with the same TypeInitializationException pending, wrapping
 * the first exception. */
bool rt_type_ensure_init(rt_type *t);
static inline bool rt_type_init_check(rt_type *t)
{
    return atomic_load_explicit(&t->init_state, memory_order_acquire) == 2 || rt_type_ensure_init(t);
}

/* --- allocation (NULL with an exception pending on failure) ---
 * None of these run constructors or class initializers. */
/* A zeroed instance of class t. */
rt_object *rt_new_object(rt_type *t);
/* A zeroed T[len]; len < 0 or > int.MaxValue raises OverflowException
 * (newarr's length is a native int: i4 lengths arrive sign-extended). */
rt_array *rt_new_array(rt_type *elem, int64_t len);
/* A string of len UTF-16 units, zeroed (fill s->chars before publishing). */
rt_string *rt_new_string(int32_t len);
/* A string from UTF-16 units. */
rt_string *rt_new_string_utf16(const uint16_t *chars, int32_t len);
/* A string from UTF-8 bytes (invalid sequences become U+FFFD). */
rt_string *rt_new_string_utf8(const char *s, size_t len);
/* A string from a NUL-terminated C string (UTF-8). */
rt_string *rt_new_string_cstr(const char *s);
/* malloc'd NUL-terminated UTF-8 copy of s ("" for NULL); caller frees. */
char *rt_string_to_utf8(const rt_string *s);
/* Ordinal equality (null equals only null). */
bool rt_string_equals(const rt_string *a, const rt_string *b);
/* Does s hold exactly the ASCII/UTF-8 text c? (tests, natives) */
bool rt_string_eq_cstr(const rt_string *s, const char *c);

/* --- calling managed code from C (rt_set_engine / rt_method_entry above) --- */
/* Target of an INTERNALCALL method (m->native, bound at load), or NULL with
 * EntryPointNotFoundException pending when no registered table has its key. */
void *rt_internal_call_target(rt_method *m);
/* Target of a PINVOKE method: dlopen(lib) ("libc": the C library) + dlsym,
 * cached in m->native; NULL with DllNotFoundException /
 * EntryPointNotFoundException pending, messages as .NET's. */
void *rt_pinvoke_target(rt_method *m);
/* o.ToString() through the vtable (null: ""); NULL with an exception pending. */
rt_string *rt_object_tostring(rt_object *o);

/* --- exceptions: the one throw funnel --- */
/* Set ex as the current thread's pending exception, clearing its stack trace
 * as `throw e` does (NULL ex raises NullReferenceException, as `throw null`). */
void rt_throw(rt_object *ex);
/* `throw;` inside a catch: make ex pending again, keeping its trace. */
void rt_rethrow(rt_object *ex);
/* Allocate a runtime exception with message (NULL: the type's .NET default
 * message) and make it pending. */
void rt_throw_kind(rt_exc_kind kind, const char *msg);
/* printf-style rt_throw_kind. */
void rt_throw_kindf(rt_exc_kind kind, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A new exception object of kind with message (NULL: default), not thrown. */
rt_object *rt_new_exception(rt_exc_kind kind, const char *msg);
/* The TypeInitializationException for t's initializer having thrown inner
 * (not thrown; NULL with OutOfMemoryException pending). */
rt_object *rt_new_type_init_exception(rt_type *t, rt_object *inner);
/* The .NET default message of kind. */
const char *rt_exc_default_message(rt_exc_kind kind);
/* No IL offset known (a frame of a method without sequence points). */
#define RT_NO_IL_OFFSET 0xFFFFFFFFu
/* Record m's frame, at IL offset off, in ex's trace: the engines call it
 * once per frame an exception reaches, where it reaches it (the throw or
 * the call it came out of), the throwing and the catching frame included,
 * innermost first; never at a `throw;` (its frame is already there, as
 * .NET keeps the trace of a rethrown exception). */
void rt_exc_append_frame(rt_object *ex, rt_method *m, uint32_t off);
/* One trace line as .NET prints it, without the line break:
 * "   at NS.Type.Method(Int32 x, String s) in /abs/file.cs:line N", the
 * " in ..." part only when m's module has a sequence point at or before
 * off. Truncated to fit n bytes (n >= 1). */
void rt_format_frame(const rt_method *m, uint32_t off, char *buf, size_t n);
/* The first pass, asked before a finally block runs while ex propagates:
 * does a catch clause of some frame on eh_top (from its off/from on) or a
 * catch-everything frame take ex? false: ex is unhandled and no finally
 * block may run; the engines skip them and the exception reaches the
 * thread's top, which reports it. Cached per exception until the next throw. */
bool rt_exc_is_handled(rt_object *ex);
/* The second pass at f's filter clause `clause`, whose type takes ex (f's
 * off/from noted there): did the first pass (run now if it has not run for
 * this throw, running the filters on the way) choose that clause? */
bool rt_exc_filter_takes(rt_object *ex, rt_eh_frame *f, uint32_t clause);
/* SETFILTER in frame f (the innermost): the filter of its clause. */
void rt_exc_set_filter(rt_eh_frame *f, uint32_t clause, rt_object *filter);
/* An activation goes on in another frame (OSR): its filters move along
 * (to NULL from the interpreter's frame, then from NULL to the new one). */
void rt_exc_move_filters(rt_eh_frame *from, rt_eh_frame *to);
/* A new throw of ex: forget the first pass's answer for it. */
void rt_exc_forget(rt_thread *th, const rt_object *ex);
/* Has m a catch or filter clause (so its activations link an rt_eh_frame)? */
static inline bool rt_method_has_catch(const struct rt_method *m)
{
    for (uint32_t k = 0; k < m->neh; k++)
        if (kmod_eh_takes_type(&m->eh[k]))
            return true;
    return false;
}
/* Has m a filter clause (its frames hand filters to the runtime)? */
static inline bool rt_method_has_filter(const struct rt_method *m)
{
    for (uint32_t k = 0; k < m->neh; k++)
        if (m->eh[k].kind == KMOD_EH_FILTER)
            return true;
    return false;
}
/* Link f as a frame of m (NULL: catches everything) into the current
 * thread's eh_top; unlink it (it must be the innermost) before returning. */
static inline void rt_eh_push(rt_thread *th, rt_eh_frame *f, struct rt_method *m)
{
    f->prev = th->eh_top;
    f->m = m;
    f->off = 0;
    f->from = 0;
    th->eh_top = f;
}
static inline void rt_eh_pop(rt_thread *th, rt_eh_frame *f) { th->eh_top = f->prev; }
/* The pending exception of the current thread (NULL if none). */
static inline rt_object *rt_pending(void) { return rt_tls_thread->pending; }
/* Take (and clear) the pending exception, as a catch handler does. */
static inline rt_object *rt_take_pending(void)
{
    rt_object *e = rt_tls_thread->pending;
    rt_tls_thread->pending = NULL;
    return e;
}
/* --- live stack walks (stackwalk.c) ---
 * A walk child propagates a marker (the one pending object that is not an
 * Exception) to the thread's top as if unhandled; each frame writes its
 * trace line to a pipe. */
bool rt_walk_is_marker(const rt_object *ex);
/* In a walk child: m's frame at off (from rt_exc_append_frame). */
void rt_walk_frame(rt_method *m, uint32_t off);
/* In a walk child at the thread's top: the end mark, then _exit(0). */
_Noreturn void rt_walk_finish(void);
/* In a freshly forked child of the current thread: write frames to fd and
 * make the marker pending; the caller returns as if it threw. */
void rt_walk_child_begin(int fd);
/* In the parent: the child's lines from rfd (joined by '\n'; free with
 * kmod_mem_free), or
 * NULL when it did not reach the thread's top (it is killed); reaps pid. */
char *rt_walk_collect(int rfd, pid_t pid);
/* The thread dump's frames of t (thread lock held, called by a thread that
 * is not t): the lines of a walk child forked by t's signal handler when t
 * is in an RT_WALK_WAIT_BEGIN/END window, else NULL (running, or the walk
 * failed); free with kmod_mem_free. */
char *rt_walk_thread(rt_thread *t);
/* Does a catch clause of type t (NULL: catch-all) take the pending ex?
 * Never the walk marker: it is System.Object itself, which verified code
 * cannot throw. */
static inline bool rt_catch_takes(const rt_object *ex, const rt_type *t)
{
    return ex->type != rt_state.wk.object && (!t || rt_cast_ok(ex, t));
}
/* Exception fields the runtime knows by name. */
rt_string *rt_exc_message(rt_object *ex);
rt_string *rt_exc_trace(rt_object *ex);
/* Print "Unhandled exception. " + ex.ToString() to stderr after flushing
 * stdout; returns 134, the exit status the process must end with. */
int rt_report_unhandled(rt_object *ex);

/* --- threads --- */
/* Start the managed Thread object thr (fields per rt_wellknown): a new
 * pthread attaches, runs the target, detaches, recycles its lock id.
 * false with an exception pending (already started: ThreadStateException,
 * .NET's message). */
bool rt_thread_start(rt_object *thr, rt_object *arg, bool with_arg);
/* Wait for thr to end; timeout_ms < 0 waits forever. true if it ended;
 * false with ThreadStateException pending when thr was never started. */
bool rt_thread_join(rt_object *thr, int32_t timeout_ms);
/* The current thread's System.Threading.Thread (created for the main thread
 * on first request). NULL with OutOfMemoryException pending. */
rt_object *rt_thread_current_object(void);
/* Allocate a lock id in 1..65535 (recycled ids first); 0 when exhausted. */
uint32_t rt_lock_id_alloc(void);
/* Give a lock id back for reuse. */
void rt_lock_id_free(uint32_t id);
/* Detach the calling thread from the runtime and the GC (thread exit). */
void rt_thread_detach(rt_thread *t);
/* --- processor count and spin-waiting (spin.c) --- */
/* CPUs the process may run on (its affinity mask), cached after the first call. */
int rt_processor_count(void);
/* Busy-wait about ns nanoseconds with pause instructions (calibrated lazily). */
void rt_spin_ns(uint64_t ns);
/* How many pauses take ns nanoseconds (at least 1); measures on first use. */
uint64_t rt_spin_pauses_for(uint64_t ns);
/* The measured cost of one pause in picoseconds (measures on first use). */
uint32_t rt_spin_ps_per_pause(void);
/* Thread.SpinWait's unit, as .NET's normalized yield: one iteration spins at
 * least this long whatever a pause costs on the machine. */
#define RT_SPIN_ITERATION_NS 37u
/* Threads blocked in the runtime (sleep, join, console I/O) are GC-safe. */
static inline void rt_enter_safe(void) { gc_safe_enter(&rt_tls_thread->gc); }
static inline void rt_leave_safe(void) { gc_safe_leave(&rt_tls_thread->gc); }

/* --- console (natives_console.c) --- */
/* Append UTF-8 bytes to stdout's buffer; flushes when full, on a terminal
 * at a newline, and within the lateness bound otherwise. A failed write
 * (this call's or an earlier flush's) leaves IOException pending on a
 * managed thread. */
void rt_console_write(const char *bytes, size_t len);
/* Write the buffer out (IOException pending on a managed thread when the
 * write fails). */
void rt_console_flush(void);
/* From a fatal-signal handler: flush without entering a safe region (not
 * when the thread is inside a console call); gives up after about a second
 * if another thread keeps the console lock. */
void rt_console_flush_fatal(void);

/* Foreign code that installs its own handlers for SIGINT, SIGTERM, SIGHUP
 * or SIGPIPE and leaves them behind (libgccjit's embedded driver) runs
 * between these; end puts back the dispositions from before, or the
 * console's handlers if it asked for them meanwhile. Nestable, any thread. */
void rt_signals_foreign_begin(void);
void rt_signals_foreign_end(void);

/* --- number formatting (natives_number.c), as .NET prints them --- */
/* Shortest round-trip double, fixed for exponents -4..14, else "1E+15",
 * "1E-05"; "NaN", "Infinity", "-Infinity", "-0";
 * buf needs 32 bytes; returns the length. */
int rt_format_double(double d, char *buf, size_t cap);

#endif
