/* kmod.h - the Kiln module: in-memory tables, builder, reader, writer,
 * verifier and disassembler.
 *
 * A module is a set of tables (strings, type defs, type refs, fields,
 * field/method refs, methods, exception clauses, signatures) plus one code
 * blob. The frontend fills a kmod with the kmod_add_* builders and writes it;
 * the runtime reads it back with kmod_read, which checks every index, offset
 * and opcode and runs the verifier before anything else sees the module.
 * After a successful kmod_read every index in the module is in range and every
 * method body verifies with the five stack types; the loader then checks
 * the bodies with object types against the modules they import
 * (kmod_verify_types) before any code runs: later stages may trust both.
 * A module read with kmod_read_deferred (the corelib at run time) has its
 * indices checked the same way, and each body gets both checks on its
 * first use instead (rt_method_body): nothing reads a body before.
 *
 * Rows are 0-based. A token is (table << 24) | row; token 0 means "none".
 * Optional row/string/sig references use KMOD_NONE.
 *
 * File format (all integers little-endian):
 *   header:  "KMOD" magic, u32 version, u32 flags, u32 entry token,
 *            u32 section count, u64 FNV-1a checksum of every byte after the
 *            header, then per section: u32 id, u32 offset, u32 size
 *   sections: fixed-size rows, one section per table, plus the string,
 *            signature and code blobs. kmod.c is the definition;
 *            docs/module-format.md describes it byte by byte, with every
 *            check kmod_read and the verifier make.
 */
#ifndef KILN_KMOD_H
#define KILN_KMOD_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define KMOD_VERSION 2u
#define KMOD_NONE 0xFFFFFFFFu

/* Module flags. */
#define KMOD_FLAG_CORELIB 0x1u   /* compiled with the corelib-only features */

/* Token tables. */
typedef enum kmod_table {
    KMOD_TAB_TYPEDEF = 1,
    KMOD_TAB_TYPEREF = 2,    /* resolved by namespace + name in loaded modules */
    KMOD_TAB_FIELD = 3,
    KMOD_TAB_FIELDREF = 4,   /* parent type token + name + sig */
    KMOD_TAB_METHOD = 5,
    KMOD_TAB_METHODREF = 6,  /* parent type token + name + sig */
    KMOD_TAB_STRING = 7,     /* ldstr literal: string row */
    KMOD_TAB_SIG = 8         /* type signature row */
} kmod_table;

#define KMOD_TOKEN(tab, row) (((uint32_t)(tab) << 24) | ((uint32_t)(row) & 0xFFFFFFu))
#define KMOD_TOKEN_TAB(tok) ((kmod_table)((uint32_t)(tok) >> 24))
#define KMOD_TOKEN_ROW(tok) ((uint32_t)(tok) & 0xFFFFFFu)

/* Access, shared by types and members (low 3 bits of flags). */
#define KMOD_ACC_MASK      0x7u
#define KMOD_ACC_PRIVATE   1u
#define KMOD_ACC_PROTECTED 2u
#define KMOD_ACC_INTERNAL  3u
#define KMOD_ACC_PUBLIC    4u

/* Type flags. */
#define KMOD_TYPE_ABSTRACT 0x10u
#define KMOD_TYPE_SEALED   0x20u
#define KMOD_TYPE_STATIC   0x40u
#define KMOD_TYPE_ENUM     0x80u   /* a value type held as its underlying integer
                                      (KMOD_TYPE_ENUM_BASE; IL sees that type) */
#define KMOD_TYPE_VALUETYPE 0x100u /* struct (docs/valuetypes.md); implies sealed */
#define KMOD_TYPE_INTERFACE 0x200u /* interface (docs/interfaces.md): abstract, no parent,
                                      only abstract virtual instance methods, no fields */
/* An enum's underlying type (bits 11-13 of an ENUM type's flags): 0 int,
 * then sbyte, byte, short, ushort, uint, long, ulong (KMOD_ENUM_BASE_*);
 * kmod_enum_base_code gives its KMOD_T_ code. */
#define KMOD_TYPE_ENUM_BASE_SHIFT 11
#define KMOD_TYPE_ENUM_BASE 0x3800u
enum { KMOD_ENUM_BASE_I4, KMOD_ENUM_BASE_I1, KMOD_ENUM_BASE_U1, KMOD_ENUM_BASE_I2, KMOD_ENUM_BASE_U2,
       KMOD_ENUM_BASE_U4, KMOD_ENUM_BASE_I8, KMOD_ENUM_BASE_U8 };
#define KMOD_TYPE_BYREFLIKE 0x400u /* a `ref struct` (with VALUETYPE): never boxed, never on
                                      the heap; the frontend's rule, the engines ignore it */
#define KMOD_TYPE_LENDS_IFACES 0x4000u /* a sealed class whose first field has type T[],
                                      string or a primitive: its interfaces (and their methods,
                                      `this` being the array, string or box) are also that
                                      type's (docs/interfaces.md, "Lent interfaces") */

/* Field flags. */
#define KMOD_FIELD_STATIC   0x10u
#define KMOD_FIELD_READONLY 0x20u
#define KMOD_FIELD_VOLATILE 0x40u   /* loads acquire, stores release */
#define KMOD_FIELD_LITERAL  0x80u   /* const: no storage; value in .constant */

/* Method flags. */
#define KMOD_METH_STATIC      0x10u
#define KMOD_METH_VIRTUAL     0x20u
#define KMOD_METH_ABSTRACT    0x40u
#define KMOD_METH_NEWSLOT     0x80u     /* virtual that starts a new vtable slot */
#define KMOD_METH_FINAL       0x100u    /* sealed override */
#define KMOD_METH_CTOR        0x200u    /* instance constructor ".ctor" */
#define KMOD_METH_CCTOR       0x400u    /* class initializer ".cctor" */
#define KMOD_METH_SPECIALNAME 0x800u    /* property accessor get_X / set_X */
#define KMOD_METH_INTERNALCALL 0x1000u  /* native, bound by "Type.Method" name */
#define KMOD_METH_INTRINSIC   0x2000u   /* code generators may replace the body */
#define KMOD_METH_AGGRESSIVE_INLINING 0x4000u
#define KMOD_METH_NOINLINING  0x8000u
#define KMOD_METH_PINVOKE     0x10000u  /* [DllImport]: pinvoke_lib/entry */
#define KMOD_METH_PARAMARRAY  0x20000u  /* the last parameter is a C# `params` array (callers may expand it) */
#define KMOD_METH_STRIPPED    0x40000u  /* kept by name and signature, its body left out of an
                                           AOT image (kmod_cut). Only kmod_read_trusted accepts it */

/* Signature element bytes. A type signature is one element (CLASS,
 * VALUETYPE and ENUM are followed by a u32 TYPEDEF/TYPEREF token, SZARRAY and BYREF by an element).
 * A method signature is: u8 KMOD_SIG_METHOD or KMOD_SIG_METHOD_THIS, u16
 * parameter count, the return type, then each parameter type (a parameter
 * may be prefixed by KMOD_T_OUT, which marks an out byref).
 * A locals signature is: u8 KMOD_SIG_LOCALS, u16 count, the types. */
enum {
    KMOD_T_VOID = 0x01,
    KMOD_T_BOOL = 0x02,
    KMOD_T_CHAR = 0x03,
    KMOD_T_I1 = 0x04,
    KMOD_T_U1 = 0x05,
    KMOD_T_I2 = 0x06,
    KMOD_T_U2 = 0x07,
    KMOD_T_I4 = 0x08,
    KMOD_T_U4 = 0x09,
    KMOD_T_I8 = 0x0A,
    KMOD_T_U8 = 0x0B,
    KMOD_T_R4 = 0x0C,
    KMOD_T_R8 = 0x0D,
    KMOD_T_STRING = 0x0E,
    KMOD_T_BYREF = 0x10,
    KMOD_T_VALUETYPE = 0x11,
    KMOD_T_CLASS = 0x12,
    KMOD_T_OBJECT = 0x1C,
    KMOD_T_SZARRAY = 0x1D,
    KMOD_T_ENUM = 0x55,        /* + u32 TYPEDEF/TYPEREF token of an enum: a location of its
                                  underlying type (KMOD_TYPE_ENUM_BASE) */
    KMOD_T_OUT = 0x40,
    KMOD_SIG_METHOD = 0x60,
    KMOD_SIG_METHOD_THIS = 0x61,
    KMOD_SIG_LOCALS = 0x62
};

/* Exception clause kinds. */
#define KMOD_EH_CATCH   1u
#define KMOD_EH_FINALLY 2u
/* C#'s `catch (T e) when (cond)`: a catch of catch_sig's class whose filter
 * (a delegate the method hands the runtime with SETFILTER naming this
 * clause, before the try is entered) must also say yes, in the first pass. */
#define KMOD_EH_FILTER  3u

typedef struct kmod_blobref { uint32_t off, len; } kmod_blobref;

typedef struct kmod_typedef {
    uint32_t ns, name;          /* string rows; ns 0 = global namespace */
    uint32_t flags;             /* KMOD_ACC_* | KMOD_TYPE_* */
    uint32_t parent;            /* TYPEDEF/TYPEREF token; 0 only for System.Object */
    uint32_t field_first, field_count;    /* its fields are contiguous rows */
    uint32_t method_first, method_count;  /* so are its methods */
} kmod_typedef;

typedef struct kmod_typeref {
    uint32_t ns, name;
} kmod_typeref;

/* Type `type` (typedef row) implements interface `iface` (TYPEDEF/TYPEREF
 * token of an interface); for an interface, `iface` is one of its base
 * interfaces. Rows sorted by (type, iface), strictly (docs/interfaces.md). */
typedef struct kmod_ifaceimpl {
    uint32_t type, iface;
} kmod_ifaceimpl;

/* An explicit implementation: method row `body` of typedef row `type`
 * implements interface method `decl` (METHOD/METHODREF token): C#'s
 * `void IFoo.M()`. Rows sorted by type. */
typedef struct kmod_methodimpl {
    uint32_t type, body, decl;
} kmod_methodimpl;

typedef struct kmod_field {
    uint32_t owner;             /* typedef row */
    uint32_t name;
    uint32_t sig;               /* type signature row */
    uint32_t flags;
    uint64_t constant;          /* LITERAL: value bits (double as bits), or string row */
} kmod_field;

typedef struct kmod_memberref {
    uint32_t parent;            /* TYPEDEF or TYPEREF token */
    uint32_t name;
    uint32_t sig;               /* field: type sig; method: method sig */
} kmod_memberref;

typedef struct kmod_method {
    uint32_t owner;             /* typedef row */
    uint32_t name;
    uint32_t sig;               /* method signature row */
    uint32_t flags;
    uint32_t code_off, code_len;   /* into the code blob; len 0 = no body */
    uint32_t max_stack;
    uint32_t locals;            /* locals signature row, or KMOD_NONE */
    uint32_t eh_first, eh_count;   /* contiguous exception clause rows */
    uint32_t pinvoke_lib, pinvoke_entry;   /* string rows (PINVOKE only) */
} kmod_method;

/* One try region. Offsets are code offsets relative to the method start.
 * Clauses of one method are ordered innermost first, as in CIL. */
typedef struct kmod_eh {
    uint32_t kind;              /* KMOD_EH_CATCH, KMOD_EH_FINALLY or KMOD_EH_FILTER */
    uint32_t try_off, try_len;
    uint32_t handler_off, handler_len;
    uint32_t catch_sig;         /* CATCH, FILTER: type signature row of the caught class */
} kmod_eh;

/* The KMOD_T_ code of the underlying type of an enum with these type flags. */
static inline uint8_t kmod_enum_base_code(uint32_t type_flags)
{
    static const uint8_t codes[8] = {KMOD_T_I4, KMOD_T_I1, KMOD_T_U1, KMOD_T_I2,
                                     KMOD_T_U2, KMOD_T_U4, KMOD_T_I8, KMOD_T_U8};
    return codes[(type_flags & KMOD_TYPE_ENUM_BASE) >> KMOD_TYPE_ENUM_BASE_SHIFT];
}

/* Does clause e's try block (handler block) hold code offset off? The one
 * test of an offset against a clause range: never overflows, whatever the
 * clause's offsets (off - start < len, not off < start + len). */
static inline bool kmod_eh_covers_try(const kmod_eh *e, uint32_t off)
{
    return off >= e->try_off && off - e->try_off < e->try_len;
}
/* Does the clause take exceptions of its catch_sig's class (a catch, or a
 * filtered catch), its handler starting with the exception on the stack? */
static inline bool kmod_eh_takes_type(const kmod_eh *e)
{
    return e->kind == KMOD_EH_CATCH || e->kind == KMOD_EH_FILTER;
}
static inline bool kmod_eh_covers_handler(const kmod_eh *e, uint32_t off)
{
    return off >= e->handler_off && off - e->handler_off < e->handler_len;
}

/* One sequence point (debug section): from IL offset il_off of method row
 * `method` on, until the next point of that method, the code is the
 * statement starting at line:col of source file `file` (a string row: the
 * absolute path). Points are sorted by (method, il_off), strictly. */
typedef struct kmod_seqpt {
    uint32_t method, il_off, file, line, col;
} kmod_seqpt;

/* The name of local slot `slot` of method row `method` (debug section 15:
 * only named C# locals, not the compiler's temporaries). Sorted by
 * (method, slot), strictly. */
typedef struct kmod_localname {
    uint32_t method, slot, name;
} kmod_localname;

/* How a method's frame reads in a stack trace when its name and signature
 * do not say it (section 19): the text after "Type." for an instance of a
 * generic definition, "G[T](T x, Int32 n)" for P.G<int>(int, int), as .NET
 * prints the definition. Sorted by method, strictly. */
typedef struct kmod_tracename {
    uint32_t method, text;
} kmod_tracename;

/* A variant conversion (section 20, docs/interfaces.md "Variance"): a
 * value whose type is typedef row `from` is also a `to` (typedef row), both
 * instances of one generic interface or delegate whose type arguments
 * differ only where a parameter is `out` (a reference conversion from
 * from's argument to to's) or `in` (the other way). The frontend lists
 * every such pair of the instances a program has; the loader gives a type
 * that implements `from` the interface `to` with from's row of methods.
 * Sorted by (from, to), strictly. */
typedef struct kmod_variance {
    uint32_t from, to;
} kmod_variance;

/* A variant instance (section 21, docs/interfaces.md "Variance"): typedef
 * row `type` is an instance of a generic interface or delegate some of
 * whose parameters are `out` or `in`; `variance` holds KMOD_VAR_* in two
 * bits per parameter (parameter k in bits 2k and 2k+1), `args` is a
 * locals signature row listing the instance's type arguments. The runtime
 * decides from these rows a conversion the pairs above do not list (a
 * cast of an object, an array's element covariance). Sorted by type,
 * strictly. */
typedef struct kmod_variant {
    uint32_t type, variance, args;
} kmod_variant;
enum { KMOD_VAR_NONE = 0, KMOD_VAR_OUT = 1, KMOD_VAR_IN = 2, KMOD_VAR_MAX_ARGS = 16 };

/* An optional parameter's default value and caller-info attribute
 * (section 22), so that a program compiled against a module can leave the
 * argument out (corelib's ArgumentNullException.ThrowIfNull(x)). `param`
 * is the index (0-based, `this` not counted) of a parameter of method row
 * `method`; `info` holds the value's kind (KMOD_PDEF_*) in bits 0..7, what
 * an omitted argument becomes instead (KMOD_CALLER_*) in bits 8..15, and
 * for KMOD_CALLER_ARGEXPR the index of the parameter named plus one in bits
 * 16..31 (0: none). The value: KMOD_PDEF_INT the integer (bool, char and
 * enums too) in lo (low 32 bits) and hi, KMOD_PDEF_FLOAT a double's bits the
 * same way, KMOD_PDEF_STRING a string row in lo, KMOD_PDEF_ZERO null or the
 * type's zero (lo = hi = 0). Sorted strictly by (method, param). */
typedef struct kmod_paramdef {
    uint32_t method, param, info, lo, hi;
} kmod_paramdef;
enum { KMOD_PDEF_INT = 1, KMOD_PDEF_FLOAT, KMOD_PDEF_STRING, KMOD_PDEF_ZERO };
enum { KMOD_CALLER_NONE = 0, KMOD_CALLER_MEMBER, KMOD_CALLER_LINE, KMOD_CALLER_ARGEXPR };
#define KMOD_PDEF_KIND(info) ((info) & 0xffu)
#define KMOD_PDEF_CALLER(info) (((info) >> 8) & 0xffu)
#define KMOD_PDEF_CALLER_ARG(info) ((int)((info) >> 16) - 1)   /* -1: none */

/* A growable array of rows. */
#define KMOD_VEC(T) struct { T *v; uint32_t n, cap; }

typedef struct kmod {
    uint32_t version;
    uint32_t flags;             /* KMOD_FLAG_* */
    uint32_t entry;             /* METHOD token of Main, or 0 (corelib) */
    KMOD_VEC(kmod_blobref) strings;   /* row 0 is "" */
    KMOD_VEC(kmod_typedef) typedefs;
    KMOD_VEC(kmod_typeref) typerefs;
    KMOD_VEC(kmod_field) fields;
    KMOD_VEC(kmod_memberref) fieldrefs;
    KMOD_VEC(kmod_method) methods;
    KMOD_VEC(kmod_memberref) methodrefs;
    KMOD_VEC(kmod_eh) ehs;
    KMOD_VEC(kmod_blobref) sigs;
    KMOD_VEC(uint8_t) strblob;  /* UTF-8 bytes of every string, each followed by a NUL when
                                   kmod_write wrote it (a reader does not require it) */
    KMOD_VEC(uint8_t) sigblob;
    KMOD_VEC(uint8_t) code;
    KMOD_VEC(uint32_t) params;        /* optional: parameter name string rows, every method's
                                         parameters in method row order (kmod_param_name) */
    KMOD_VEC(kmod_seqpt) seqpts;      /* optional debug section: sequence points */
    KMOD_VEC(kmod_localname) localnames;   /* optional debug section: local names */
    KMOD_VEC(kmod_ifaceimpl) ifaceimpls;   /* optional: implemented interfaces */
    KMOD_VEC(kmod_methodimpl) methodimpls; /* optional: explicit implementations */
    KMOD_VEC(uint8_t) gensrc;         /* optional: the C# source of the generic definitions a
                                         corelib offers (docs/generics.md), UTF-8 */
    KMOD_VEC(kmod_tracename) tracenames;   /* optional: frames' text for generic instances */
    KMOD_VEC(kmod_variance) variances;     /* optional: variant conversions between instances */
    KMOD_VEC(kmod_variant) variants;       /* optional: variant instances, their arguments */
    KMOD_VEC(kmod_paramdef) paramdefs;     /* optional: optional parameters' defaults */
    uint64_t hash;              /* checksum of the serialized form (set by read/write) */
    bool deferred;              /* kmod_read_deferred: the method bodies are not verified yet;
                                   each is, on its first use (kmod_verifier) */
    bool owns_bytes;            /* kmod_read_file_deferred: bytes is the file's buffer, borrowed
                                   as below and freed with the module */
    bool mapped;                /* ... and that buffer is the file mapped read-only (munmap) */
    bool strings_terminated;    /* read: a NUL follows every string row's bytes in the blob */
    const struct kmod *verified_with; /* the in-process frontend's output: kmod_verify_types
                                   passed with this one module (the corelib) as its import, so a
                                   loader importing exactly it need not verify again; else NULL */
    bool borrowed;              /* kmod_read_trusted: the blobs, and the row tables the
                                   host can use in place, point into the bytes read
                                   (which outlive the module); read-only */
    const uint8_t *bytes;       /* borrowed: the bytes read, bytes_len long */
    size_t bytes_len;
    struct kmod_index *index;   /* builders' deduplication index (private to kmod.c) */
} kmod;

/* --- building (frontend) --- */
kmod *kmod_new(uint32_t flags);
void kmod_free(kmod *m);
uint32_t kmod_add_string(kmod *m, const char *s, size_t len);   /* deduplicated */
uint32_t kmod_add_sig(kmod *m, const uint8_t *bytes, size_t len); /* deduplicated */
uint32_t kmod_add_typedef(kmod *m, const kmod_typedef *t);
uint32_t kmod_add_typeref(kmod *m, uint32_t ns, uint32_t name);  /* deduplicated */
uint32_t kmod_add_field(kmod *m, const kmod_field *f);
uint32_t kmod_add_fieldref(kmod *m, const kmod_memberref *r);    /* deduplicated */
uint32_t kmod_add_method(kmod *m, const kmod_method *f);
uint32_t kmod_add_methodref(kmod *m, const kmod_memberref *r);   /* deduplicated */
uint32_t kmod_add_eh(kmod *m, const kmod_eh *e);
uint32_t kmod_add_code(kmod *m, const uint8_t *bytes, size_t len); /* returns offset */
/* Parameter names: one string row per parameter, added for methods in row
 * order (all or none). Sequence points: added in (method, il_off) order. */
int kmod_add_param_name(kmod *m, uint32_t name);
int kmod_add_seqpt(kmod *m, const kmod_seqpt *p);
int kmod_add_localname(kmod *m, const kmod_localname *l);
/* A trace name (string row text) of method row; added in method order. */
int kmod_add_tracename(kmod *m, uint32_t method, uint32_t text);
/* Interface implementations and explicit implementations: added in type
 * row order (ifaceimpls also by iface token within a type). */
int kmod_add_ifaceimpl(kmod *m, const kmod_ifaceimpl *r);
int kmod_add_methodimpl(kmod *m, const kmod_methodimpl *r);
/* An optional parameter's default (kmod_paramdef); added in (method, param) order. */
int kmod_add_paramdef(kmod *m, const kmod_paramdef *d);
/* A variant conversion; added in (from, to) order. */
int kmod_add_variance(kmod *m, uint32_t from, uint32_t to);
/* The variance rows whose `from` is typedef row `row`: their count, the
 * first at *first. */
uint32_t kmod_variances_of(const kmod *m, uint32_t row, uint32_t *first);
/* A variant instance row; added in type order. */
int kmod_add_variant(kmod *m, const kmod_variant *r);
/* The variant instance row of typedef row `row`, or NULL. */
const kmod_variant *kmod_variant_of(const kmod *m, uint32_t row);
/* Appends C# source of generic definitions (section 16); 0 or -1. */
int kmod_add_gensrc(kmod *m, const char *text, size_t len);
/* Drop the debug sections: sequence points and local names (kiln compile
 * --no-debug). */
void kmod_strip_debug(kmod *m);

/* --- interfaces (kmod_iface.c) --- */
/* Is typedef row an interface? */
bool kmod_is_interface(const kmod *m, uint32_t row);
/* The interface implementation rows of typedef row: their count, the first
 * in *first (the rows are sorted by type). */
uint32_t kmod_ifaces_of(const kmod *m, uint32_t row, uint32_t *first);
/* The explicit implementation rows of typedef row, the same way (the
 * reader checks they are sorted by type). */
uint32_t kmod_methodimpls_of(const kmod *m, uint32_t row, uint32_t *first);

/* How much of a method kmod_cut keeps. */
enum {
    KMOD_KEEP_NONE,    /* its row is cut (unless the closure needs it) */
    KMOD_KEEP_SIG,     /* flagged KMOD_METH_STRIPPED: its name and signature, no body */
    KMOD_KEEP_ALL      /* as it was (tokens renumbered) */
};

/* Old row -> new row of each token table (rows[KMOD_TAB_x][old], n[x]
 * rows; KMOD_NONE: cut), as kmod_cut numbered them. */
#define KMOD_ROWMAP_TABLES 9
typedef struct kmod_rowmap {
    uint32_t *rows[KMOD_ROWMAP_TABLES];
    uint32_t n[KMOD_ROWMAP_TABLES];
} kmod_rowmap;

/* A new module holding what methods[row] (KMOD_KEEP_*) and types[row]
 * (nonzero: kept; NULL: none) keep of m, closed over everything a kept
 * row needs to load and lay out as it did in m (kmod_cut.c lists it), the
 * other rows cut and the rest renumbered (kiln aot's image: what Main can
 * reach). *map gets the numbering (kmod_rowmap_free it). m was read or
 * built and passed kmod_read's checks. NULL with a one-line reason in err
 * (out of memory). Only kmod_read_trusted reads the result back (a method
 * kept by signature is KMOD_METH_STRIPPED). */
kmod *kmod_cut(const kmod *m, const uint8_t *methods, const uint8_t *types, kmod_rowmap *map, char *err,
               size_t errlen);
void kmod_rowmap_free(kmod_rowmap *map);
/* The new row of old row `row` of table tab, KMOD_NONE when it was cut;
 * map NULL: row itself (nothing was cut). */
uint32_t kmod_rowmap_row(const kmod_rowmap *map, kmod_table tab, uint32_t row);

/* --- debug information (kmod_debug.c) --- */
/* The parameter count of method signature row sig (0 when it is not one). */
uint32_t kmod_sig_param_count(const kmod *m, uint32_t sig);
/* The string row of parameter i (0-based, `this` not counted) of method
 * row, or KMOD_NONE when the module has no parameter names. */
uint32_t kmod_param_name(const kmod *m, uint32_t method_row, uint32_t i);
/* The sequence point of method row covering il_off (the last one at or
 * before it), or NULL when the module or the method has none. */
const kmod_seqpt *kmod_seqpt_find(const kmod *m, uint32_t method_row, uint32_t il_off);
/* The defaults of method row's optional parameters (kmod_paramdef, in
 * parameter order): the first, *n of them; NULL and 0 when it has none. */
const kmod_paramdef *kmod_param_defaults(const kmod *m, uint32_t method_row, uint32_t *n);
/* The string row of method row's trace name (kmod_tracename), or KMOD_NONE. */
uint32_t kmod_trace_name(const kmod *m, uint32_t method_row);
/* The string row naming local slot of method row, or KMOD_NONE. */
uint32_t kmod_local_name(const kmod *m, uint32_t method_row, uint32_t slot);
/* Index of the first sequence point of method row (seqpts.n if none). */
uint32_t kmod_seqpt_first(const kmod *m, uint32_t method_row);

/* --- accessors --- */
/* String row as bytes (not NUL-terminated) and its length. */
const char *kmod_string(const kmod *m, uint32_t row, uint32_t *len);
/* String row as a C string that lives as long as m's bytes, with no copy:
 * a read-only (borrowed) module whose string blob has a NUL after every
 * string, as kmod_write writes it (m->strings_terminated). NULL otherwise
 * (copy kmod_string's bytes instead), or for a bad row. */
const char *kmod_cstring(const kmod *m, uint32_t row);
/* True if string row equals the NUL-terminated s. */
int kmod_string_eq(const kmod *m, uint32_t row, const char *s);
const uint8_t *kmod_sig(const kmod *m, uint32_t row, uint32_t *len);

/* --- serialization --- */
/* Serialize; *out is malloc'd. Sets m->hash. Returns 0 or -1 on OOM. */
int kmod_write(kmod *m, uint8_t **out, size_t *len);
/* Write to a file (a temporary file beside it, renamed over it: a symlink at
 * path is replaced, not written through); on failure a one-line reason goes
 * into err and path is untouched. */
int kmod_write_file(kmod *m, const char *path, char *err, size_t errlen);
/* Parse, validate and verify. NULL on failure with a one-line reason in err
 * ("bad magic", "method 3 (Foo.Bar): branch target 17 not on an instruction
 * boundary", ...). Never crashes on any input. */
kmod *kmod_read(const uint8_t *bytes, size_t len, char *err, size_t errlen);
kmod *kmod_read_file(const char *path, char *err, size_t errlen);
/* kmod_read for bytes this build wrote and verified itself (the image of
 * an AOT executable, as trustworthy as the machine code beside it): the
 * header and the section table are checked; the checksum (30 us of a cold
 * start for the corelib), the tables and the method bodies are not (no
 * kmod_check_tables, no verifier). m->hash is the header's. The string,
 * signature and code blobs, and every row table whose bytes are aligned
 * for its struct on a little-endian host, are not copied: they point into
 * bytes, which must outlive the module, and the module must not be added
 * to. */
kmod *kmod_read_trusted(const uint8_t *bytes, size_t len, char *err, size_t errlen);
/* kmod_read without the method bodies: the header, the checksum and every
 * table are checked as kmod_read checks them, the bodies are not
 * (m->deferred). Nothing may run or read a body of m before a
 * kmod_verifier has checked it: the runtime reads the corelib this way
 * (its build verified every body, `kiln compile --corelib`) and verifies
 * each method the first time an engine asks for it (rt_method_body), so
 * a start-up costs what the program uses, not the size of the corelib.
 * A bad body gives the message kmod_read would have given, then. */
kmod *kmod_read_deferred(const uint8_t *bytes, size_t len, char *err, size_t errlen);
/* The same from a file; the module keeps the file's bytes and uses its
 * blobs and aligned row tables in place (m->borrowed: read-only, not to be
 * added to), as kmod_read_trusted does: no copy of the corelib per start. */
kmod *kmod_read_file_deferred(const char *path, char *err, size_t errlen);

/* --- verification --- */
/* Check one method body: opcodes, operands and tokens in range, branch
 * targets on instruction boundaries, stack depth and the five stack types
 * balanced at every join, EH regions well nested, max_stack respected.
 * Returns 0, or -1 with a one-line reason in err. */
int kmod_verify_method(const kmod *m, uint32_t method_row, char *err, size_t errlen);
/* Check every body of m with object types (ECMA-335 verification): every
 * field access, call, store, return, array and byref use gets a value
 * provably of the right class or location type, with stacks merged to the
 * closest common supertype at joins. imports are the modules m's TYPEREFs
 * resolve in, searched in order (then m itself), as the loader resolves
 * them. m and the imports passed kmod_read or come from the frontend.
 * Returns 0, or -1 with "method N (T.M): IL_xxxx: ..." in err. */
int kmod_verify_types(const kmod *m, const kmod *const *imports, uint32_t nimports, char *err,
                      size_t errlen);

/* The typed pass one method at a time (a module read with
 * kmod_read_deferred, whose bodies pass kmod_verify_method or
 * kmod_verify_method_body first, on their first use): kmod_verify_types for
 * one body, against the same imports, with the same messages.
 * kmod_verifier_new sets up what the typed pass knows of every class (a
 * table proportional to the number of types, not to the code); m and
 * imports must outlive the verifier. Not thread-safe: one caller at a time
 * (the runtime holds a lock). NULL / -1 with a one-line reason in err. */
typedef struct kmod_verifier kmod_verifier;
kmod_verifier *kmod_verifier_new(const kmod *m, const kmod *const *imports, uint32_t nimports,
                                 char *err, size_t errlen);
void kmod_verifier_free(kmod_verifier *vf);
/* 0, or -1 with "method N (T.M): IL_xxxx: ..." in err. */
int kmod_verifier_check(kmod_verifier *vf, uint32_t method_row, char *err, size_t errlen);

/* --- typed bodies ---
 * What the verifier proved about one method body, published so that no
 * engine works it out again (docs/architecture.md "One meaning of a method
 * body"): per instruction, in code order, its entry stack (depth, and the
 * stack type of each slot), whether it is a join point or a loop header,
 * the innermost exception handler holding it, and whether a running frame
 * may move into OSR code there. The interpreter's decoder and the JIT's
 * lowering read it; kmod_verify_method_body makes it (rt_method_body, the
 * first time an engine asks for a method's, once; it stays with the method).
 *
 * An entry stack is its top slot: slots form a tree (each slot names the
 * one below it), so a body's stacks take memory linear in its code.
 *
 * Invariants: insns holds every instruction once, in code order; the entry
 * stack of a join point is the one every path arriving there agrees on;
 * an instruction the verifier never reached (dead code) has depth 0 and
 * only the JOIN and LOOP flags, which come from branches alone; OSR implies
 * REACHED, LOOP, depth 0 and no handler. Stack types are kmod_stype: the
 * one enum of stack kinds, extended here for new kinds of values. */

/* Stack types (and "no value" for void). */
typedef enum kmod_stype {
    KMOD_ST_NONE, KMOD_ST_I4, KMOD_ST_I8, KMOD_ST_R8, KMOD_ST_REF, KMOD_ST_BYREF,
    KMOD_ST_R4,      /* float (docs/valuetypes.md) */
    KMOD_ST_VALUE    /* a whole struct value; its type is the signature's token */
} kmod_stype;

#define KMOD_BI_REACHED 0x1u   /* the verifier typed it: some path from the entry or a handler runs it */
#define KMOD_BI_JOIN 0x2u      /* reached other than by falling into it: the entry, a handler's
                                  start, a branch, leave or switch target */
#define KMOD_BI_LOOP 0x4u      /* a loop header: the target of a branch, leave or switch at or after it */
#define KMOD_BI_OSR 0x8u       /* a frame stopped here may continue in OSR code: a reached loop
                                  header with an empty stack, outside every handler, in a method
                                  without a byref local and not returning a struct
                                  (verify.c's has_byref_local says why) */
#define KMOD_NO_CLAUSE 0xFFFFu /* kmod_binsn.handler: no handler holds it */

/* One instruction of a typed body. */
typedef struct kmod_binsn {
    uint32_t off;       /* its code offset */
    uint32_t top;       /* top slot of its entry stack (kmod_body.slots), KMOD_NONE if empty */
    uint16_t depth;     /* entry stack depth */
    uint16_t handler;   /* innermost clause (method-relative) whose handler holds it, or KMOD_NO_CLAUSE */
    uint8_t flags;      /* KMOD_BI_* */
} kmod_binsn;

/* One stack slot: its type and the slot below it. */
typedef struct kmod_bslot {
    uint32_t below;     /* KMOD_NONE at the bottom */
    uint8_t st;         /* kmod_stype */
} kmod_bslot;

typedef struct kmod_body {
    uint32_t ninsns, nslots;
    kmod_binsn *insns;
    kmod_bslot *slots;
} kmod_body;

/* The stack type i slots below slot top (0: top itself); KMOD_ST_NONE past
 * the bottom of the stack. */
kmod_stype kmod_body_kind(const kmod_body *b, uint32_t top, uint32_t i);
/* Index in b->insns of the instruction at code offset off, or KMOD_NONE. */
uint32_t kmod_body_index(const kmod_body *b, uint32_t off);
void kmod_body_free(kmod_body *b);

/* kmod_verify_method that also publishes the body's typed body (*out, on
 * success only; free it with kmod_body_free). */
int kmod_verify_method_body(const kmod *m, uint32_t method_row, kmod_body **out, char *err,
                            size_t errlen);

/* --- listing --- */
/* Write a readable listing of the whole module (kiln dis). */
void kmod_dis(const kmod *m, FILE *out);
/* Write a type signature in C# spelling ("int[]", "ref long", "System.Object"). */
void kmod_print_type(const kmod *m, const uint8_t *sig, uint32_t len, FILE *out);

#endif
