/* sema.h - internal to the frontend's back half: semantic analysis and IL
 * emission (sema*.c, bind_expr.c, emit_expr.c, emit.c). Not included outside frontend/.
 *
 * Pipeline (fe_sema_compile, sema.c):
 *   1. import   (sema_import.c)  corelib kmod metadata -> imported fe_class
 *                                symbols (skipped with --corelib)
 *   2. declare  (sema_decl.c)    every class/enum of the units -> fe_class,
 *                                members -> fe_field/fe_method/fe_prop;
 *                                synthesized members (.cctor, default ctor,
 *                                auto-property backing fields, enum ToString,
 *                                corelib indexers as get_Item/set_Item),
 *                                overrides, attributes, Main
 *   3. consts   (bind_expr.c)    const fields and enum members folded
 *                                (sema_const.c) in declaration order
 *   4. layout   (sema_layout.c)  typedef/field/method rows assigned in class
 *                                order, so each class's members are contiguous
 *   5. bodies   per method: statements (sema_stmt.c) in one walk that
 *                                checks and emits them; each expression in
 *                                a statement is bound whole to the typed
 *                                tree of bound.h (bind_expr.c: names ->
 *                                symbols, types, explicit conversions,
 *                                overloads by sema_overload.c, constants,
 *                                definite assignment, every diagnostic),
 *                                then emitted from it (emit_expr.c, through
 *                                the emit.c builder and sema_gen.c)
 *   6. verify   every body through kmod_verify_method and kmod_verify_types
 *               against the corelib (internal error if not)
 *
 * No phase emits while it is still deciding types: a statement that needs
 * an expression's type first (switch, lock, var) binds it (fe_probe) and
 * emits the same tree afterwards. Each expression is bound once, in
 * source order, so each error is reported once and in order. The only
 * quiet walk left is name resolution for constant folding.
 *
 * Flow analysis is sema's (flow.c is not used): reachability comes from
 * the builder (after ret/br/throw/leave/rethrow the point is unreachable
 * until a label some branch targets), so "not all code paths return a
 * value" and "control cannot fall through" are checked on it; statements in
 * unreachable code are bound for diagnostics but emit nothing. Definite
 * assignment keeps one bit per local and out parameter (fe_ctx.da), and
 * one per field of a struct's (fe_local.da_fields), with
 * true/false states through && || ! and constant conditions, meets at
 * joins, and "everything assigned" at unreachable points (sema_stmt.c).
 *
 * Invariants: every fe_type is interned (pointer equality is type equality);
 * every symbol lives until fe_sema_compile returns (arena owned by fe_sema).
 */
#ifndef KILN_FE_SEMA_H
#define KILN_FE_SEMA_H

#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>

#include "../kmod/kmod.h"
#include "../kmod/il.h"
#include "diagnostics.h"
#include "ast.h"

typedef enum fe_tkind {
    FE_T_ERROR,     /* after an error: converts to and from anything silently */
    FE_T_VOID,
    FE_T_BOOL, FE_T_CHAR, FE_T_BYTE, FE_T_SBYTE, FE_T_SHORT, FE_T_USHORT,
    FE_T_INT, FE_T_UINT, FE_T_LONG, FE_T_ULONG,   /* CHAR..ULONG: the integral types */
    FE_T_FLOAT, FE_T_DOUBLE,
    FE_T_STRING, FE_T_OBJECT,
    FE_T_NULL,      /* the type of the literal null */
    FE_T_CLASS,     /* user or corelib class */
    FE_T_ENUM,      /* enum: cls, its underlying type in cls->flags (fe_enum_base) */
    FE_T_STRUCT,    /* user struct (a value type): cls */
    FE_T_ARRAY,     /* T[] */
    FE_T_MDARRAY,   /* T[,], T[,,], ... (rank): a System.MdArray object (bind_mdarray.c) */
    FE_T_BYREF,     /* ref T: only for parameters */
    FE_T_TYPARAM,   /* a type parameter of a generic class or method (docs/generics.md) */
    FE_T_MGROUP,    /* a method group (FE_B_MGROUP): converts only to a delegate type */
    FE_T_LAMBDA,    /* a lambda or anonymous method (FE_B_LAMBDA): the same */
    FE_T_THROW,     /* a throw expression (FE_B_THROW): converts to every type, takes its target's */
    FE_T_TARGETED   /* `default` or `new(...)` with no type (FE_B_TARGETED) as an argument: converts
                       to every type, then bound as that type's (C#'s default literal and
                       target-typed new conversions) */
} fe_tkind;

struct fe_class;
struct fe_sema;
struct fe_tparam;

typedef struct fe_type {
    fe_tkind kind;
    struct fe_class *cls;      /* CLASS, ENUM; also STRING/OBJECT/primitives: their corelib class */
    struct fe_type *elem;      /* ARRAY, MDARRAY, BYREF */
    int rank;                  /* MDARRAY: 2 or more */
    struct fe_type *md_of;     /* interning cache: the first MDARRAY of this element ... */
    struct fe_type *md_next;   /* ... and in an MDARRAY, the next one of its element */
    struct fe_type *array_of;  /* interning cache: the type elem[] */
    struct fe_type *byref_of;  /* interning cache: ref this */
    struct fe_tparam *tparam;  /* TYPARAM */
    /* tuples (bind_tuple.c): a tuple type with element names is a variant of
     * the unnamed ValueTuple instance type (same kind and cls); where its
     * elements name theirs ((int a, (int x, int y) p)), also a view (vargs) */
    const char **tnames;       /* a named variant: its element names (NULL entries: none) */
    struct fe_type *tcanon;    /* ... and the unnamed type it names */
    struct fe_type *tnext;     /* the unnamed type: its first named variant; a variant: the next */
    /* A view of a generic instance (List<(string name, int age)>): a named variant (tcanon,
     * tnext as above) whose type arguments keep their element names (sema_generic.c) */
    struct fe_type **vargs;    /* a view: the definition's ntparams arguments as written */
} fe_type;

/* A type parameter (docs/generics.md): its owner's index-th. */
typedef struct fe_tparam {
    const char *name;
    int index;
    int is_method;             /* a generic method's (else its class's); FE_TP_LOCAL: a generic
                                  local function's, substituted apart from its enclosing method's */
    int cflags;                /* FE_TPC_* (ast.h) */
    struct fe_class *base;     /* class-type constraint, or NULL */
    fe_type *tbase;            /* a type-parameter constraint (`where U : T`): T's type, or NULL;
                                  U also takes T's class and interface constraints */
    struct fe_class **ifaces;  /* interface constraints (IComparable<T>), open where they name T */
    int nifaces;
    fe_type *type;             /* its TYPARAM type */
    fe_pos pos;
    int variance;              /* FE_VAR_* (ast.h): `out`/`in` on an interface's or delegate's
                                  parameter (docs/interfaces.md "Variance") */
} fe_tparam;

enum { FE_TP_LOCAL = 2 };

/* The arguments in force while an instance's body is emitted. */
typedef struct fe_subst {
    fe_type **cargs;           /* the class's (NULL: not a generic class) */
    int ncargs;
    fe_type **margs;           /* the method's */
    int nmargs;
    fe_type **largs;           /* a generic local function's (its FE_TP_LOCAL parameters), with
                                  the enclosing generic method's in margs (docs/delegates.md) */
    int nlargs;
} fe_subst;

/* A string constant built by folding concatenations: a binary tree whose
 * leaves are flat strings, flattened once when the bytes are needed, so a
 * chain of n concatenations costs O(total length), not O(n * length). */
typedef struct fe_rope {
    const struct fe_rope *left, *right;   /* inner node */
    const char *s;                        /* leaf bytes, or the flattened string */
    size_t len;
} fe_rope;

/* Longest string constant folding may build (UTF-8 bytes): Roslyn's limit
 * on the combined length of a program's user strings (0xFFFFFF bytes). */
#define FE_MAX_CONST_STRING ((size_t)0xFFFFFF)

/* A compile-time constant. */
typedef struct fe_const {
    fe_type *type;
    int64_t i;                 /* integral, bool, char, enum */
    double d;
    const char *s;             /* string bytes (with rope: NULL until flattened) */
    const fe_rope *rope;       /* string folded from concatenations, or NULL */
    size_t slen;               /* string: length in bytes */
} fe_const;

typedef struct fe_field {
    const char *name;
    struct fe_class *owner;
    fe_type *type;
    uint32_t flags;            /* KMOD_ACC_* | KMOD_FIELD_* */
    int has_const;             /* const field/enum member: value is known */
    int required;              /* `required` (C# 11): object creations must set it */
    struct fe_method *ev_add, *ev_remove; /* a field-like event's accessors (bind_delegate.c) */
    int ev_explicit;           /* an event with add/remove accessors: the field only names it */
    int const_busy;            /* evaluating: detects circular constants */
    fe_const value;
    fe_declarator *decl;       /* AST: declarator (NULL for imported/synth) */
    struct fe_field *tmpl;     /* an instance's field: the definition's it was made from */
    fe_expr *init;             /* AST: initializer (enum: value) or NULL */
    struct fe_field *prev_enum; /* enum member declared before this one */
    fe_unit *unit;             /* of the declaration */
    uint32_t row;              /* output FIELD row (user) */
    uint32_t token;            /* FIELD or FIELDREF token (lazily for imports) */
    fe_pos pos;
} fe_field;

/* FE_P_IN: a readonly reference (C#'s `in`): a byref in the signature,
 * never written through; a call passes a variable's address (`in x`) or
 * its argument's value in a temporary (FE_B_TEMPADDR). */
typedef enum fe_pmode { FE_P_VALUE, FE_P_REF, FE_P_OUT, FE_P_IN } fe_pmode;

typedef struct fe_param {
    const char *name;
    fe_type *type;             /* element type, not BYREF */
    fe_pmode mode;
    int has_default;           /* optional: defval is passed when a call gives no argument */
    fe_const defval;           /* ... converted to type */
    fe_expr *default_expr;     /* AST (user methods): folded after the declarations */
    fe_pos pos;
    int caller;                /* FE_CALLER_* (user methods): what an omitted argument becomes */
    int enum_cancel;           /* [EnumeratorCancellation]: an async iterator's token (lower_iterator.c) */
    int caller_arg;            /* FE_CALLER_ARGEXPR: the index of the parameter named, -1: none */
} fe_param;

typedef enum fe_msynth {
    FE_SYN_NONE, FE_SYN_DEFAULT_CTOR, FE_SYN_CCTOR, FE_SYN_ENUM_TOSTRING,
    FE_SYN_AUTO_GET, FE_SYN_AUTO_SET,
    FE_SYN_ENUM_OBJECT,        /* an enum's ToString()/Equals(object)/GetHashCode() (sema_value.c) */
    FE_SYN_STRUCT_EQUALS, FE_SYN_STRUCT_HASH, /* a struct's field-wise ones (sema_struct_eq.c) */
    FE_SYN_ANON_CTOR, FE_SYN_ANON_OBJECT,  /* an anonymous type's (bind_anon.c) */
    /* sema_delegate.c: a delegate type's members, a method group's class */
    FE_SYN_DELEGATE_CTOR, FE_SYN_DELEGATE_INVOKE, FE_SYN_DELEGATE_MULTI, FE_SYN_DELEGATE_TOSTRING,
    FE_SYN_THUNK_CTOR, FE_SYN_THUNK_INVOKE, FE_SYN_THUNK_METHOD,
    FE_SYN_LAMBDA_CTOR,        /* lower_closure.c: a lambda class's constructor */
    FE_SYN_EVENT_ADD, FE_SYN_EVENT_REMOVE, /* a field-like event's add_X / remove_X */
    /* lower_iterator.c: an iterator's class (its MoveNext and the others, once compiled: BUILT) */
    FE_SYN_ITER_CTOR, FE_SYN_ITER_FRESH, FE_SYN_ITER_CURRENT, FE_SYN_ITER_GCURRENT, FE_SYN_ITER_GENUM,
    FE_SYN_ITER_BUILT
} fe_msynth;

struct fe_prop;

typedef struct fe_method {
    const char *name;
    struct fe_class *owner;
    uint32_t flags;            /* KMOD_ACC_* | KMOD_METH_* */
    fe_type *ret;
    int nparams;
    fe_param *params;
    fe_member *decl;           /* AST: method/ctor/property declaration */
    fe_stmt *body;             /* AST: block body or NULL */
    fe_expr *expr_body;        /* AST: => e, or NULL */
    fe_unit *unit;
    fe_msynth synth;
    struct fe_prop *prop;      /* accessor: its property */
    int init_only;             /* an `init` accessor: assigned only in initializers and constructors */
    struct fe_method *overridden;
    struct fe_method *next_named; /* next method of its class with the same name (fe_names) */
    /* A call's view of a method (bind_expr.c): its parameters in argument
     * order, after named arguments, optional parameters and a params
     * array's expanded form; NULL/0 in a real method. */
    struct fe_method *view_of;
    int *argmap;               /* view: the parameter of view_of each argument goes to */
    int view_expanded;         /* view: the params array in its expanded form */
    int view_defaults;         /* view: some optional parameter takes its default */
    struct fe_lambda *lambda;  /* a lambda's Invoke: its enclosing context (lower_closure.c) */
    struct fe_iter *iter;      /* FE_SYN_ITER_*: its iterator class (lower_iterator.c) */
    struct fe_field *ev_field; /* FE_SYN_EVENT_ADD/REMOVE: the event's field */
    struct fe_method *thunk_target; /* FE_SYN_THUNK_INVOKE: the method it calls ... */
    int thunk_virt;            /* ... through callvirt */
    uint32_t row;
    uint32_t token;
    const char *pinvoke_lib, *pinvoke_entry;
    /* generics (sema_generic.c) */
    int ntparams;              /* a generic method definition: its type parameters */
    fe_tparam **tparams;
    struct fe_method *tp_outer; /* a generic local function's method: the method whose type
                                  parameters are in scope around it (fe_tparam_lookup) */
    struct fe_method *tmpl;    /* an instance's method, or a generic method's instance: the
                                  definition whose body is emitted for it */
    fe_type **targs;           /* a generic method's instance: its type arguments */
    struct fe_method *gdef;    /* a generic method's instance: the generic method of its owner it
                                  instantiates (a virtual one's overrides are found from it) */
    int open;                  /* mentions a type parameter: bound, never emitted */
    int rowless;               /* a closed instance the module holds no row of (fe_instance_rowless) */
    int on_demand;             /* 1: no row yet, it gets one (and its body) when code first names it
                                  (a generic method's instance, a generic source's static class's
                                  method, an instance's method no dispatch reaches); 2: named, its
                                  body due from S->demanded */
    fe_pos pos;
    struct fe_method *impl_of; /* an explicit implementation: the interface method */
    int is_ext;                /* an extension method: its first parameter is `this T x` (bind_ext.c) */
    const char **cond;         /* [Conditional] symbols: a call is kept where one is defined */
    int sets_required;         /* a constructor marked [SetsRequiredMembers] (C# 11) */
    int ncond;
} fe_method;

typedef struct fe_prop {
    const char *name;
    struct fe_class *owner;
    fe_type *type;
    uint32_t flags;            /* access + KMOD_FIELD_STATIC if static */
    fe_method *get, *set;
    fe_field *backing;         /* auto-property */
    int required;              /* `required` (C# 11): object creations must set it */
} fe_prop;

#define FE_VEC(T) struct { T *v; int n, cap; }

/* Longest base-class chain a program may declare (deeper is an error). */
#define FE_MAX_CLASS_DEPTH 1000

typedef struct fe_class {
    const char *ns;            /* "" for the global namespace (a nested type: its outermost type's) */
    const char *name;          /* the simple name, as C# writes it */
    const char *full;          /* "System.Object"; nested: "N.Outer.Inner" (C#'s spelling) */
    struct fe_class *outer;    /* the class this one is nested in, or NULL (sema_nested.c) */
    const char *meta_name;     /* nested: the typedef's name "Outer+Inner" (.NET's); else NULL */
    uint32_t flags;            /* KMOD_ACC_* | KMOD_TYPE_* */
    int imported;              /* from the corelib module */
    struct fe_sema *pending;   /* imported, its members not yet read: who reads them (fe_members) */
    uint32_t import_row;       /* imported: its TYPEDEF row in the corelib */
    int is_enum;
    int is_flags;              /* an enum declared [Flags] */
    struct fe_class *base;
    fe_type *type;
    FE_VEC(fe_field *) fields;
    FE_VEC(fe_method *) methods;
    FE_VEC(fe_prop *) props;
    fe_typedecl *decl;         /* AST (user classes) */
    fe_unit *unit;
    uint32_t row;              /* output TYPEDEF row (user) */
    uint32_t token;            /* TYPEDEF or TYPEREF token */
    int resolving;             /* base-class cycle detection (sema_decl.c) */
    int depth;                 /* classes from the top of its base chain (object: 1) */
    int indexer_rejected;      /* declares an indexer, reported as unsupported */
    /* generics (sema_generic.c) */
    int ntparams;              /* a generic class definition: its type parameters */
    fe_tparam **tparams;
    FE_VEC(struct fe_method *) gmethods; /* its generic method definitions (not in methods: not rows) */
    const char *ix_name;       /* a generic definition: "N.Box`1", its key in the member indexes
                                  (fe_class_ix_name; Action and Action<T> are both N.Action) */
    const char *ix_hashed;     /* the key part ix_part was hashed from (sema_index.c's cache) */
    uint64_t ix_part;
    struct fe_class *arity_next; /* the next type of its namespace and name with another arity
                                    (Action, Action<T>, ...: the index holds the first) */
    struct fe_class *generic;  /* an instance (Box<int>): its definition */
    fe_type **targs;           /* an instance: the definition's ntparams arguments */
    int open;                  /* an instance mentioning a type parameter: bound, never emitted */
    int constraints_set;       /* a generic definition: its constraints are declared (before, an
                                  instance's arguments are checked later: fe_generic_late_checks) */
    int is_record;             /* a record class or struct (its definition's, for an instance) */
    int anon_open;             /* an anonymous type with a member of open type (new { V = t } in a
                                  generic body): a template each instance maps to the anonymous type
                                  of its closed member types (fe_anon_instance, bind_anon.c) */
    int filled;                /* an instance: members made from the definition's */
    int emitted;               /* an instance: its bodies were emitted */
    int rowless;               /* no rows in this module: a generic source's class or instance in the
                                  corelib's own compilation (fe_instance_rowless) */
    fe_subst *late_subst;      /* made while an instance's body compiled (fe_late_publish): that
                                  instance's arguments, in force while its bodies are, as they were
                                  while its rows were laid out (its members may keep the types the
                                  body binds with, T: a local function's delegate type) */
    const char *display;       /* an instance: its C# spelling, Box<int> */
    fe_pos pos;
    FE_VEC(struct fe_class *) ifaces;  /* the interfaces its base list names (sema_iface.c) */
    FE_VEC(struct fe_class *) lookup;  /* an interface: its member lookup order (fe_lookup_next) */
} fe_class;

/* A growable byte buffer. */
typedef FE_VEC(uint8_t) fe_bytes;

/* The members of one class with one name (sema_index.c); the first field
 * and property of the name (a second one is a reported duplicate), its
 * methods in declaration order through fe_method.next_named. */
typedef struct fe_names {
    fe_field *field;
    struct fe_prop *prop;
    fe_method *methods, *last;
} fe_names;
/* Members are added only through these, which keep the member index. */
void fe_class_add_field(struct fe_sema *S, fe_class *c, fe_field *f);
void fe_class_add_prop(struct fe_sema *S, fe_class *c, fe_prop *p);
void fe_class_add_method(struct fe_sema *S, fe_class *c, fe_method *m);
/* NULL when c itself declares nothing named name (bases are not searched). */
const fe_names *fe_names_of(struct fe_sema *S, const fe_class *c, const char *name);
/* The first method c declares named name (then m->next_named), or NULL. */
fe_method *fe_methods_named(struct fe_sema *S, const fe_class *c, const char *name);

/* ---- emit.c: the method body builder ---- */

typedef struct fe_label {
    int32_t pos;               /* code offset, -1 until placed */
    int depth;                 /* stack depth expected there, -1 unknown */
    int fix_first;             /* head of its fixup list (index), -1 none */
} fe_label;

typedef struct fe_fixup { uint32_t at; uint32_t base; int next; } fe_fixup;
/* A sequence point: the statement at pos starts at IL offset off. */
typedef struct fe_seqpt { uint32_t off; fe_pos pos; } fe_seqpt;

typedef struct fe_builder {
    fe_bytes code;
    int depth, max_depth;
    int reachable;             /* 0 after br/ret/throw/leave/rethrow until a label */
    int dry;                   /* >0: record nothing (unreachable statements, constant initializers) */
    FE_VEC(fe_label) labels;
    FE_VEC(fe_fixup) fixups;
    FE_VEC(kmod_eh) ehs;       /* clauses, innermost first once sorted */
    FE_VEC(fe_type *) locals;  /* local slot types */
    FE_VEC(fe_seqpt) seq;      /* statement starts, by increasing offset */
    FE_VEC(const char *) local_names;   /* per local slot: its C# name, NULL for temporaries */
} fe_builder;

void fe_em_init(fe_builder *b);
void fe_em_free(fe_builder *b);
void fe_em_op(fe_builder *b, il_opcode op);                 /* fixed stack effect */
void fe_em_op_i4(fe_builder *b, il_opcode op, int32_t v);
void fe_em_op_i8(fe_builder *b, il_opcode op, int64_t v);
void fe_em_op_r4(fe_builder *b, il_opcode op, float v);
void fe_em_op_r8(fe_builder *b, il_opcode op, double v);
void fe_em_op_var(fe_builder *b, il_opcode op, int idx);
void fe_em_op_tok(fe_builder *b, il_opcode op, uint32_t tok);
/* calls: pops npop, pushes npush */
void fe_em_call(fe_builder *b, il_opcode op, uint32_t tok, int npop, int npush);
int fe_em_label(fe_builder *b);
void fe_em_branch(fe_builder *b, il_opcode op, int label);
void fe_em_mark(fe_builder *b, int label);
void fe_em_switch(fe_builder *b, const int *labels, int n);
int fe_em_pos(const fe_builder *b);
void fe_em_patch_i4(fe_builder *b, int at, int32_t v);   /* the i4 operand at `at` (an earlier fe_em_pos + 1) */
void fe_em_set_depth(fe_builder *b, int depth);
int fe_em_add_local(fe_builder *b, fe_type *t);
/* A statement at pos starts here (the sequence points of the debug
 * section); a later one at the same offset replaces it. */
void fe_em_seq(fe_builder *b, fe_pos pos);
/* Local slot is the C# local `name` (debug section: local names). */
void fe_em_name_local(fe_builder *b, int slot, const char *name);
/* If the code ends with the boolean negation `ldc.i4 0; ceq` (and no label
 * points into it), remove it and return 1: the caller inverts its branch. */
int fe_em_strip_not(fe_builder *b);
/* Resolve fixups; returns 0 or -1 if a label was never placed. */
int fe_em_finish(fe_builder *b);


/* sema_index.c: a hash map from a two-part name to a symbol. */
typedef struct fe_index_slot { uint64_t hash; const char *a, *b; void *value; } fe_index_slot;
typedef struct fe_index { fe_index_slot *slots; size_t cap, n; } fe_index;
void fe_index_put(fe_index *ix, const char *a, const char *b, void *value);  /* value != NULL */
void *fe_index_get(const fe_index *ix, const char *a, const char *b);        /* NULL: absent */
/* The same with a's part of the hash computed once (fe_index_part(a)), for
 * many keys that share their first part (a class's members). */
uint64_t fe_index_part(const char *a);
void fe_index_put_in(fe_index *ix, uint64_t part, const char *a, const char *b, void *value);
void *fe_index_get_in(const fe_index *ix, uint64_t part, const char *a, const char *b);
/* The value cell of (a, b), added with a NULL value when absent: the
 * caller stores a non-NULL value in a new cell at once. One probe where
 * get-then-put takes two. */
void **fe_index_place(fe_index *ix, uint64_t part, const char *a, const char *b);
void fe_index_free(fe_index *ix);

typedef struct fe_arena_blk { struct fe_arena_blk *next; size_t used, cap; } fe_arena_blk;

/* The whole back-half state of one compilation. */
typedef struct fe_sema {
    kmod *out;                     /* module being built (a scratch module during an open pass) */
    kmod *home;                    /* the module being built, always: rows are laid out here */
    const kmod *core;              /* corelib module to import (NULL with --corelib) */
    fe_param *no_params;           /* the params of every imported method without any: one
                                      zeroed, read-only fe_param (sema_import.c) */
    int corelib;                   /* compiling the corelib */
    fe_diags *diags;
    int errors;                    /* errors reported by sema */
    int quiet;                     /* >0: diagnostics suppressed (a name resolved for constant folding) */
    fe_arena_blk *arena;
    fe_type prim[FE_T_TARGETED + 1]; /* interned non-composite types, by kind */
    FE_VEC(fe_class *) classes;    /* imported first, then user classes */
    FE_VEC(fe_class *) user;       /* user classes in typedef row order */
    FE_VEC(uint32_t) import_map;   /* corelib typedef row -> fe_class index */
    fe_index class_ix;             /* (ns, name) -> fe_class: the newest one */
    fe_index member_ix;            /* (class full name, member name) -> fe_names */
    fe_index sig_ix;               /* (class full name, "M(params)") -> fe_method: duplicate overloads */
    fe_index ns_ix;                /* (ns, "") -> ns: every namespace holding a class, and its prefixes */
    uint32_t entry;                /* METHOD token of Main */
    char *stack_floor;             /* the walks stop (one error) below this address */
    int stack_hit;                 /* ... and it was reported: every walk unwinds */
    size_t user_string_bytes;      /* bytes of distinct string literals emitted (fe_str_row) */
    size_t const_string_bytes;     /* bytes of distinct const-field string values */
    int strings_full;              /* bit is_literal: that limit was reported */
    FE_VEC(uint8_t) string_uses;   /* string row -> bit is_literal: counted in that budget */
    FE_VEC(uint32_t) file_rows;    /* diagnostics file index -> string row of its absolute path */
    struct fe_method *concat_by_n[5]; /* String.Concat of n = 2..4 strings, resolved on first use */
    fe_arena_blk *bound_arena;     /* the bound trees of the statement being compiled (newest block first) */
    fe_class *scope;               /* the class whose declarations or bodies are being bound:
                                      type names are looked up in it and its enclosing classes
                                      before the namespaces (set through fe_scope_enter) */
    /* generics (sema_generic.c, docs/generics.md) */
    FE_VEC(fe_class *) gdefs;      /* generic class definitions (not rows) */
    FE_VEC(fe_class *) insts;      /* class instances, creation order */
    FE_VEC(struct fe_late_check { fe_class *inst; fe_pos pos; }) late_checks; /* instances made
                                      before their definition's constraints were declared (base lists) */
    FE_VEC(fe_method *) minsts;    /* generic method instances and generic method definitions */
    FE_VEC(fe_class *) late;       /* instance classes given rows after layout */
    FE_VEC(fe_class *) rows_due;   /* instances made after layout, rows not yet given: the
                                      outermost fe_generic_instance gives them together */
    int inst_nesting;              /* fe_generic_instance calls in progress */
    fe_index inst_ix;              /* (definition, arguments) -> instance */
    fe_subst *subst;               /* in force while an instance body is emitted */
    fe_method *body_target;        /* ... the row that body goes to */
    fe_class *tp_cls;              /* type parameters in scope: this class's ... */
    fe_method *tp_meth;            /* ... and this method's */
    struct fe_ctx *gen;            /* the body fe_gen_method is emitting, else NULL */
    int decls_done;                /* members of definitions declared: instances fill at once */
    int impls_bound;               /* explicit implementations bound: instances substitute them */
    int laid_out;                  /* rows assigned: instances get rows at once */
    int open_pass;                 /* binding a definition's body: emission goes to scratch */
    int open_serial;               /* counts open passes: what one makes (scratch) is not another's */
    int late_methods;              /* method rows were appended after layout */
    int inst_limit_hit;            /* the runaway-instantiation error was reported */
    fe_index thunk_ix;             /* (delegate type, "method/virt") -> its class's ctor (sema_delegate.c) */
    int nthunks;                   /* classes the frontend added for delegates (their names) */
    struct fe_anon_delegate *anon_delegates;   /* lambdas' anonymous delegate types (bind_delegate.c) */
    uint32_t *core_param_first;    /* the corelib's first parameter name row of each method
                                      (sema_import.c), made at the first import */
    FE_VEC(struct fe_method *) exts; /* every extension method declared (bind_ext.c) */
    FE_VEC(fe_class *) open_late;  /* classes made in open passes (scratch rows; bodies bound for diagnostics) */
    FE_VEC(fe_class *) open_scrap; /* never published (open passes' iterator classes, anonymous-type templates): vectors freed at the end */
    FE_VEC(fe_method *) demanded;  /* on-demand methods given a row: their bodies are due (fe_generic_emit_all) */
    int lambda_probe;              /* >0: a lambda's body is bound only for its type (fe_lambda_body_type):
                                      conversions of lambdas in it make no class */
    struct fe_expr *probed;        /* bound ahead by fe_probe ... */
    struct fe_bexpr *probed_tree;  /* ... into this tree, taken by the next bind of it */
} fe_sema;

void *fe_sema_alloc(fe_sema *S, size_t n);        /* zeroed, arena-owned */
char *fe_sema_strdup(fe_sema *S, const char *s, size_t n);
/* A short text built piece by piece (stack-trace and MethodInfo names);
 * what does not fit in its 1023 bytes is cut off. */
typedef struct fe_text { char s[1024]; size_t n; } fe_text;
void fe_text_put(fe_text *b, const char *s);
void fe_sema_arena_free(fe_sema *S);
/* The bound trees (bound.h) live in their own arena: a statement's trees
 * are released once it is emitted, so memory follows the largest
 * statement, not the program. */
typedef struct fe_bound_mark { fe_arena_blk *blk; size_t used; } fe_bound_mark;
void *fe_bound_alloc(fe_sema *S, size_t n);       /* zeroed */
fe_bound_mark fe_bound_mark_now(fe_sema *S);
void fe_bound_release(fe_sema *S, fe_bound_mark m);   /* frees what was allocated since m */
void fe_bound_arena_free(fe_sema *S);
void fe_sema_error(fe_sema *S, fe_pos pos, const char *fmt, ...) FE_PRINTF(3, 4);
/* The recursive walks (expressions, statements, constants) call this on
 * entry: 1 when the thread's stack is nearly used up (reported once, even
 * while probing), and the walk must return at once with an error result. */
void fe_stack_init(fe_sema *S);
int fe_stack_exhausted(fe_sema *S, fe_pos pos);

#define FE_VEC_PUSH(vec, x) do { \
    if ((vec).n == (vec).cap) { \
        int nc_ = (vec).cap ? (vec).cap * 2 : 8; \
        void *nv_ = realloc((vec).v, (size_t)nc_ * sizeof *(vec).v); \
        if (!nv_) fe_out_of_memory(); \
        (vec).v = nv_; (vec).cap = nc_; \
    } \
    (vec).v[(vec).n++] = (x); \
} while (0)

/* A row or offset kmod_add_* returned: KMOD_NONE means it could not grow
 * the module (out of memory), which ends the compilation with one line. */
static inline uint32_t fe_added(uint32_t row)
{
    if (row == KMOD_NONE)
        fe_out_of_memory();
    return row;
}

/* ---- sema_const.c: constant folding with C#'s checked-constant rules ---- */
typedef enum fe_binop {
    FE_OP_ADD, FE_OP_SUB, FE_OP_MUL, FE_OP_DIV, FE_OP_REM,
    FE_OP_AND, FE_OP_OR, FE_OP_XOR, FE_OP_SHL, FE_OP_SHR,
    FE_OP_EQ, FE_OP_NE, FE_OP_LT, FE_OP_GT, FE_OP_LE, FE_OP_GE,
    FE_OP_ANDAND, FE_OP_OROR
} fe_binop;
typedef enum fe_unop { FE_OP_NEG, FE_OP_PLUS, FE_OP_NOT, FE_OP_COMPL } fe_unop;

/* Result of folding; err names the C# error when non-NULL. */
typedef enum fe_fold_err {
    FE_FOLD_OK, FE_FOLD_OVERFLOW, FE_FOLD_DIVZERO, FE_FOLD_NOTCONST,
    FE_FOLD_TOOLONG            /* string longer than FE_MAX_CONST_STRING */
} fe_fold_err;
/* A string constant is null (neither bytes nor a rope). */
int fe_const_is_null(const fe_const *c);
/* The bytes of a non-null string constant (flattens a rope once). */
const char *fe_const_str(fe_sema *S, const fe_const *c);
/* Binary numeric promotion (C# 7.3.6.2) for arithmetic/comparison; NULL if none. */
fe_type *fe_promote(fe_sema *S, fe_type *a, fe_type *b);
fe_type *fe_promote_unary(fe_sema *S, fe_type *a, fe_unop op);
/* Convert constant c to type t (explicit semantics when checked==0;
 * checked: out-of-range is an overflow). */
fe_fold_err fe_const_convert(fe_sema *S, const fe_const *c, fe_type *t, int checked, fe_const *out);
/* Constant c of integral type fits in t (implicit constant conversion). */
int fe_const_fits(const fe_const *c, const fe_type *t);
/* Fold a op b; operands already converted to the operation type `opt`. */
fe_fold_err fe_fold_binary(fe_sema *S, fe_binop op, fe_type *opt, const fe_const *a,
                           const fe_const *b, fe_const *out);
int fe_const_succ(const fe_const *c, fe_tkind k, fe_const *out);   /* c + 1 in k; 0: overflow */
fe_fold_err fe_fold_unary(fe_sema *S, fe_unop op, fe_type *opt, const fe_const *a, fe_const *out);

/* ---- the per-method binding context (sema_body.c, sema_expr.c, sema_stmt.c) ---- */

/* Hash of a local's name for fe_ctx's hash chains (masked by their size). */
static inline unsigned fe_name_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    h ^= h >> 15;              /* FNV's low bits barely change with the last byte: mix */
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

typedef struct fe_local {
    const char *name;
    fe_type *type;             /* element type for ref/out params */
    int slot;                  /* local slot or argument index; -1 for const locals */
    int is_param;
    fe_pmode mode;             /* params: by-value, ref, out */
    int is_const;
    fe_const value;
    int da;                    /* definite-assignment bit index, -1 = always assigned */
    int da_fields;             /* a struct's: its fields' bits follow da, one per field of a
                                  non-struct type, nested structs' flattened in declaration
                                  order (fe_da_leaves); da is set when all of them are */
    int scope;                 /* block depth that declared it */
    int hnext;                 /* next local in its name-hash chain, index+1 (0 = end) */
    int foreach_var;           /* read-only: 1 a foreach iteration variable, 2 a using variable */
    /* captured by a lambda (lower_closure.c): the variable is field cell_v
     * of a display object (or cell) held in local slot cell_slot, or in
     * field cell_field of this body's lambda object */
    int cell_slot;
    struct fe_field *cell_field;
    struct fe_field *cell_v;
    struct fe_lfn *lfn;        /* a local function of a block of this body (lower_localfn.c): its
                                  object's state, whose uses are checked there; else NULL */
    fe_pos pos;
} fe_local;

struct switch_case;

typedef struct fe_jump {
    int brk, cont;             /* labels; cont = -1 for switch */
    int try_depth;             /* try nesting where the loop/switch lives */
    FE_VEC(uint64_t) brk_da;   /* intersection of DA states at each break (n: bits) */
    int has_brk;
    /* a switch (for goto case / goto default): its cases, their sections' labels */
    struct switch_case *cases;
    int ncases, is_switch, dflt_label;
    int *sec_labels;
    struct fe_type *sw_type;
} fe_jump;

struct fe_goto;   /* sema_goto.c */


typedef struct fe_ctx {
    fe_sema *S;
    fe_class *cls;
    fe_method *m;              /* NULL while evaluating a field constant */
    fe_unit *unit;             /* for name lookup (usings) */
    const char *ns;            /* namespace of the class being compiled */
    fe_builder b;
    FE_VEC(fe_local) locals;   /* scope stack; params first */
    int scope;
    FE_VEC(fe_jump *) jumps;
    int try_depth;             /* enclosing try/catch/finally blocks */
    int in_finally, in_catch;
    int in_finally_depth;      /* try_depth inside the innermost finally */
    int in_try_catch;          /* enclosing try blocks that have a catch (no yield return there) */
    int in_lock;               /* enclosing lock statements (no await there) */
    int probe_async;           /* binding an async lambda's body as a probe (await allowed) */
    int in_try_filter;         /* enclosing try blocks with a filtered catch (no await there) */
    int ret_local, ret_label;  /* return from inside a try: stloc + leave */
    struct fe_iter_body *iter; /* compiling an iterator's MoveNext (lower_iterator.c), else NULL */
    uint64_t *da;              /* current DA state, nda bits in words (1 assigned) */
    int nda, cap_da;           /* bits; capacity in words */
    int dead;                  /* >0: unreachable code, walked without emitting */
    int is_static;
    int hide_params;           /* the field initializers of a constructor other than a primary
                                  one: its parameters (the first locals) are out of scope */
    /* names of locals declared directly in each open block (C#: a local's
     * scope is its whole block, so inner blocks may not reuse the name and
     * earlier statements may not use it) */
    FE_VEC(struct fe_reserved { const char *name; int scope; int hnext; }) reserved;
    struct fe_da_chunk *da_chunks; /* saved DA states, a stack (sema_stmt.c) */
    int *lhead;                /* name hash & lmask -> newest local, index+1 (NULL: none yet) */
    int *rhead;                /* name hash & rmask -> newest reserved name, index+1 */
    unsigned lmask, rmask;     /* bucket counts - 1: they double as the names grow */
    FE_VEC(const void *) captured;  /* declarations a lambda captures (lower_closure.c) */
    FE_VEC(struct fe_display *) displays;   /* the open scopes' display objects, innermost last */
    struct fe_field *this_field;    /* a lambda's body: `this` is this field of the lambda object */
    fe_type **call_targs;      /* the call being bound: its explicit type arguments (F<int>(..)) */
    int call_ntargs;
    fe_type *call_view;        /* the call being bound: its receiver's type when a view (pick consumes it) */
    struct fe_class **call_group; /* the call being bound: the classes of `using static` directives
                                     whose methods form its one method group, else NULL (pick
                                     consumes it) */
    int call_ngroup;
    struct fe_expr *ext_callee; /* binding a call's callee: a missing member may be an extension method's */
    int ext_only;              /* overload resolution over extension methods only (bind_ext.c) */
    struct fe_goto *go;        /* open label scopes (sema_goto.c), NULL until a block has labels */
    FE_VEC(struct fe_lfn *) lfns;   /* the open blocks' local functions (lower_localfn.c) */
    int lfn_creating;          /* >0: a local function's object is being made (no use check) */
    int checked_ctx;           /* 0 default (run time unchecked, constants checked),
                                  1 checked, 2 unchecked: set by checked/unchecked while
                                  binding and while emitting (FE_B_CHECKED) */
} fe_ctx;

/* ---- the statement walker's calls into the expression phases (bind_expr.c
 * binds to the tree of bound.h, emit_expr.c emits it) ---- */
fe_type *fe_probe(fe_ctx *C, fe_expr *e);                 /* bind e now; its type (the tree waits for the next use) */
fe_type *fe_gen_expr(fe_ctx *C, fe_expr *e);              /* bind, push the value */
void fe_gen_expr_to(fe_ctx *C, fe_expr *e, fe_type *to);  /* bind, push, implicitly converted */
void fe_gen_expr_stmt(fe_ctx *C, fe_expr *e);
void fe_gen_branch(fe_ctx *C, fe_expr *e, int label, int when);
/* Same; C->da = state when falling through, *jump = state at the label. */
void fe_gen_branch_da(fe_ctx *C, fe_expr *e, int label, int when, uint8_t **jump);
void fe_gen_ctor_call(fe_ctx *C, fe_class *target, fe_callarg *args, int nargs, fe_pos pos);
int fe_const_expr(fe_ctx *C, fe_expr *e, fe_const *out);
void fe_eval_field_const(fe_sema *S, fe_field *f);
void fe_eval_param_default(fe_sema *S, fe_method *m, fe_param *p);   /* folds default_expr */
int fe_find_local(fe_ctx *C, const char *name);
void fe_ctx_free_names(fe_ctx *C);                    /* the local and reserved-name tables */
void fe_push_local(fe_ctx *C, const fe_local *l);     /* enter a name into the current scope */
void fe_pop_locals(fe_ctx *C, int n);                 /* forget the locals pushed after the first n */
/* Where Roslyn puts a lambda's or local function's method, which its
 * trace name follows (sema_tracename.c): a static lambda's in the class's
 * singleton <>c, a lambda using only `this` in the class itself, a
 * capturing lambda's in its scope's display class, a local function's in
 * the class as <M>g__F|k. */
enum { FE_LSHAPE_CACHED, FE_LSHAPE_THIS, FE_LSHAPE_DISPLAY, FE_LSHAPE_LOCAL };
/* m's enclosing member when m is a lambda's or local function's method
 * (with its syntax and FE_LSHAPE_*), else NULL (lower_closure.c). */
const fe_method *fe_closure_origin(const fe_method *m, const fe_expr **lam, int *shape);
/* A lambda's Invoke made in an instance's body: that instance's arguments (lower_closure.c), else NULL. */
fe_subst *fe_closure_subst(const fe_method *m);
/* The type parameters in scope in m's body (fe_tparam_lookup): a lambda's
 * Invoke sees its enclosing class's and method's (`o => (T)o` in a
 * generic class), any other method its own class's and its own. */
void fe_closure_tp_scope(const fe_method *m, fe_class **cls, fe_method **meth);
/* extension methods (bind_ext.c) */
void fe_ext_declare(fe_sema *S, fe_class *c, fe_method *m, fe_member *d);
int fe_ext_in_scope(fe_ctx *C, const char *name);    /* an extension method named name is in scope */
/* The classes (at most max) with extension methods named name in scope, nearest namespace first. */
int fe_ext_classes(fe_ctx *C, const char *name, fe_class **out, int max);
/* Declare a C# local (an `out var`) in the current scope; its index. */
int fe_declare_local(fe_ctx *C, const char *name, fe_type *t, fe_pos pos);
/* The definite-assignment bits a variable of type t has for its fields:
 * a struct's instance fields, each 1 (a struct's: its own count), so 0
 * for a struct without fields (always assigned); 1 for any other type. */
int fe_da_leaves(fe_sema *S, const fe_type *t);
/* Assignment to e, when it is a field of a struct local (p.A.X): its bits. */
void fe_da_assign_field(fe_ctx *C, struct fe_expr *e);
int fe_reserved_local(fe_ctx *C, const char *name);   /* declared later in an open block */
int fe_scope_open(fe_ctx *C);                  /* a nested declaration space; its depth */
void fe_scope_close(fe_ctx *C, int depth);     /* ... closed: its locals go out of scope */
/* definite assignment (sema_stmt.c): states are arena copies of C->da */
void fe_da_set(fe_ctx *C, int local);
void fe_gen_local_store_prefix(fe_ctx *C, int li);   /* sema_stmt.c: a store into a local, cell or not: */
void fe_gen_local_store(fe_ctx *C, int li);          /* the cell below the value, then the store (assigns it) */
uint8_t *fe_da_save(fe_ctx *C);            /* valid until the enclosing statement ends */
uint8_t *fe_da_save_all(fe_ctx *C);        /* a saved state with everything assigned */
int fe_da_get(const fe_ctx *C, int bit);
int fe_da_new_bit(fe_ctx *C);              /* a new variable's bit, unassigned */
void fe_da_put(fe_ctx *C, int bit);
typedef struct fe_da_mark { struct fe_da_chunk *chunk; size_t used; } fe_da_mark;
fe_da_mark fe_da_mark_now(fe_ctx *C);
void fe_da_release(fe_ctx *C, fe_da_mark m);   /* frees the states saved since m */
void fe_da_restore(fe_ctx *C, const uint8_t *s);
void fe_da_restore_unassigned(fe_ctx *C, const uint8_t *s);   /* newer locals unassigned */
void fe_da_meet(fe_ctx *C, const uint8_t *s);    /* C->da &= s */
void fe_da_all(fe_ctx *C);                       /* unreachable: everything assigned */

/* ---- sema_stmt.c ---- */
void fe_gen_method(fe_sema *S, fe_method *m);   /* bind + emit one body into its row */
void fe_ctx_init(fe_ctx *C, fe_sema *S, fe_method *m);   /* a context for m's body (its parameters) */
void fe_ctx_free(fe_ctx *C);
void fe_gen_stmt(fe_ctx *C, fe_stmt *s);
void fe_stmt_transfer(fe_ctx *C, int label, int target_try_depth);   /* br, or leave out of a try */
void fe_stmt_ended_by_error(fe_ctx *C);        /* a rejected jump: the point after it is unreachable */
void fe_jump_meet(fe_ctx *C, fe_jump *j);      /* j's state &= the current one (a jump to it) */
/* The state where j's label is placed: the meet of `fallout` (NULL: not
 * reached by falling through) and the jumps to it. */
void fe_jump_states(fe_ctx *C, fe_jump *j, const uint8_t *fallout);

/* ---- sema_goto.c: labels and goto ---- */
void fe_goto_open(fe_ctx *C);                  /* a block that declares labels starts */
void fe_goto_declare(fe_ctx *C, fe_stmt **stmts, int n);   /* its statements' labels */
void fe_goto_close(fe_ctx *C);                 /* ... ends */
void fe_goto_free(fe_ctx *C);
int fe_goto_live_label(fe_ctx *C, fe_stmt *s); /* a LABELED statement some goto targets */
void fe_goto_note(fe_ctx *C);                  /* a statement of a labeled block starts */
void fe_gen_labeled(fe_ctx *C, fe_stmt *s);
void fe_gen_goto(fe_ctx *C, fe_stmt *s);       /* goto label; */
fe_stmt *fe_unlabeled(fe_stmt *s);             /* the statement under its labels */

/* ---- sema_gen.c: typed emission helpers (no AST) ---- */
uint32_t fe_sig_token(fe_sema *S, const fe_type *t);      /* SIG token for type operands */
/* SIG token of the operand of box/unbox.any/isinst/castclass: an enum is
 * `ENUM tok` there, so that its box keeps its class (docs/valuetypes.md). */
uint32_t fe_box_token(fe_sema *S, const fe_type *t);
void fe_gen_const(fe_ctx *C, const fe_const *c);          /* push c in its own type */
/* Emit the conversion of the stack top from `from` to `to` (the caller has
 * checked that it is legal); reference downcasts become CASTCLASS. */
void fe_gen_conv(fe_ctx *C, const fe_type *from, const fe_type *to);
void fe_gen_arith(fe_ctx *C, fe_binop op, const fe_type *opt);   /* + - * / % & | ^ << >> */
void fe_gen_compare(fe_ctx *C, fe_binop op, const fe_type *opt); /* == != < > <= >= -> bool */
void fe_gen_default(fe_ctx *C, const fe_type *t);          /* push 0 / null of t */
void fe_gen_ldind(fe_ctx *C, const fe_type *t);
void fe_gen_stind(fe_ctx *C, const fe_type *t);
void fe_gen_ldfld(fe_ctx *C, fe_field *f);                  /* static or instance */
void fe_gen_stfld(fe_ctx *C, fe_field *f);
void fe_gen_ldflda(fe_ctx *C, fe_field *f);
/* Call m: args (and this) already pushed. virt: CALLVIRT. */
void fe_gen_call(fe_ctx *C, fe_method *m, int virt);
int fe_gen_rowless(fe_ctx *C, int rowless, const fe_class *owner, const char *member);
void fe_gen_newobj(fe_ctx *C, fe_method *ctor);
int fe_gen_temp(fe_ctx *C, fe_type *t);                      /* fresh local slot */

/* ---- sema_synth.c ---- */
/* A method of c or its bases by exact parameter types. */
fe_method *fe_find_method(fe_sema *S, fe_class *c, const char *name, int is_static,
                          fe_type *const *ps, int n);
/* A corelib member the lowering needs; reports an error when missing. */
fe_method *fe_core_method(fe_sema *S, fe_pos pos, const char *ns, const char *cls,
                          const char *name, int is_static, fe_type *const *ps, int n);
void fe_gen_enum_value(fe_ctx *C, fe_class *e, int64_t x);   /* x as e's underlying type */
void fe_synth_enum_tostring(fe_ctx *C);
void fe_synth_enum_tables(fe_ctx *C);     /* E's override of Enum.RawTables (bind_enum.c) */
void fe_synth_enum_tryparse(fe_ctx *C);   /* E.<TryParse>(s[, ic], out E) (bind_enum.c) */
int fe_is_core_enum(fe_sema *S, const struct fe_class *c);   /* c is the corelib's System.Enum (bind_enum.c) */

/* ---- sema_value.c: value types' declarations and synthesized members ---- */
/* After every class's members are declared: an enum's overrides of
 * Object.ToString/Equals/GetHashCode, which its boxes dispatch to. */
void fe_declare_value_members(fe_sema *S, fe_class *c);
/* A type declaration's attributes: [Flags] on an enum; any other is an error. */
void fe_declare_type_attrs(fe_sema *S, fe_class *c, fe_typedecl *td);
/* A user-defined operator or conversion (name op_*): C#'s rules checked. */
void fe_declare_operator(fe_sema *S, fe_class *c, fe_method *m);
/* A struct's constructor starts by zeroing the value (`this` a byref). */
void fe_gen_struct_ctor_prologue(fe_ctx *C);
/* The struct's declared parameterless constructor (C# 10), or NULL: new S()
 * is then the zeroed value. */
fe_method *fe_struct_default_ctor(fe_sema *S, fe_class *c);
void fe_synth_enum_object(fe_ctx *C);     /* the body of an FE_SYN_ENUM_OBJECT method */

/* ---- sema_struct_eq.c: a struct's Equals(object)/GetHashCode() over its
 * fields, as .NET's ValueType's, when the struct declares neither ---- */
void fe_declare_struct_equality(fe_sema *S, fe_class *c);
/* sema_record.c: once c's base is known, keeps the synthesized members of a
 * record whose base is (not) a record and checks C#'s rules on inheriting
 * between records and other classes. */
void fe_record_resolve_parts(fe_sema *S, fe_class *c);
/* A positional pattern on a record with its synthesized Deconstruct becomes
 * the property pattern over its positional properties; 0 for other types. */
int fe_record_positional_pattern(fe_type *t, fe_pattern *pt);
/* Primary constructors of classes and structs (C# 12): c's parameter
 * named name (its index in *index) or NULL, and the field a member's use
 * of it reads and writes (made for every parameter a member may name) or
 * NULL. */
const fe_paramdecl *fe_primary_param(const fe_class *c, const char *name, int *index);
fe_field *fe_primary_capture(fe_sema *S, fe_class *c, const char *name);
/* this.f equals other.f (a bool; other a local: a struct value, or a
 * reference when is_ref), and the hash of this.f (an int), as the struct
 * overrides compare them; anonymous types' overrides use them too. */
void fe_gen_field_equal(fe_ctx *C, fe_field *f, fe_type *t, int other, int is_ref);
void fe_gen_field_hash(fe_ctx *C, fe_field *f, fe_type *t);
/* ---- bind_anon.c: anonymous types ---- */
struct fe_class *fe_anon_instance(fe_sema *S, struct fe_class *c);   /* anon_open c under S->subst */
void fe_synth_anon(fe_ctx *C);             /* FE_SYN_ANON_CTOR / FE_SYN_ANON_OBJECT bodies */
void fe_synth_struct_equality(fe_ctx *C);  /* the body of FE_SYN_STRUCT_EQUALS/HASH */
/* In a [Flags] enum's ToString(int): return the names of the members whose
 * bits make the value ("A, B", by increasing value); falls through when
 * they do not (the caller returns the number). */
void fe_synth_enum_flags(fe_ctx *C);

/* ---- sema_types.c ---- */
void fe_types_init(fe_sema *S);
fe_type *fe_prim(fe_sema *S, fe_tkind k);
fe_type *fe_type_view(fe_sema *S, fe_type *canon);   /* a named view of canon, linked after it (sema_types.c) */
fe_type *fe_array_of(fe_sema *S, fe_type *elem);
fe_type *fe_byref_of(fe_sema *S, fe_type *elem);
fe_type *fe_mdarray_of(fe_sema *S, fe_type *elem, int rank);   /* elem[,] for rank 2 */
fe_tkind fe_enum_base_kind(const fe_type *t);         /* an enum's underlying type (FE_T_INT..) */
fe_type *fe_enum_base(fe_sema *S, const fe_type *t);  /* the same as a type */
fe_type *fe_underlying(fe_sema *S, fe_type *t);       /* an enum's underlying type, else t */
uint32_t fe_enum_base_flags(fe_tkind k);              /* the KMOD_TYPE_ENUM_BASE bits of k */
int fe_is_integral(const fe_type *t);      /* char byte sbyte short ushort int uint long ulong */
int fe_is_numeric(const fe_type *t);       /* integral, float or double */
int fe_is_real(const fe_type *t);          /* float or double */
int fe_is_small_int(const fe_type *t);     /* char byte sbyte short ushort: promoted to int */
/* A `ref struct` (KMOD_TYPE_BYREFLIKE): C# never boxes it, nor puts it in
 * an array, a class's field, a type argument or a lambda's closure; each
 * such use is the C# error, so it lives only on the stack. */
int fe_is_ref_struct(const fe_type *t);
int fe_is_ref(const fe_type *t);           /* string object null class array mdarray */
int fe_is_unsigned(const fe_type *t);
int fe_is_wide(const fe_type *t);          /* i8 on the stack */
/* A value type: a primitive (numeric, bool, char), an enum or a struct. */
int fe_is_valuetype(const fe_type *t);
/* Type name in C# spelling, arena string. */
const char *fe_type_name(fe_sema *S, const fe_type *t);
/* Implicit conversion exists (C# 6.1), ignoring constant-expression rules. */
int fe_implicit(fe_sema *S, const fe_type *from, const fe_type *to);
int fe_implicit_numeric(const fe_type *from, const fe_type *to);
/* Explicit (cast) conversion exists. */
int fe_explicit(fe_sema *S, const fe_type *from, const fe_type *to);
int fe_derives(const fe_class *c, const fe_class *base);   /* c == base or below */

/* sema_iface.c: interfaces (docs/interfaces.md). */
int fe_is_iface(const fe_class *c);
int fe_implements(const fe_class *c, const fe_class *i);    /* c is i, or implements it */
/* The instance of generic interface def that c is or implements (the first
 * of its bases and their interfaces), or NULL. */
fe_class *fe_iface_instance_of(fe_class *c, const fe_class *def);
/* The method of c (or a base) that interface method im maps to (explicit
 * implementation, else a public instance method of its name and signature). */
fe_method *fe_iface_impl_in(fe_sema *S, fe_class *c, fe_method *im);
/* Is interface method m a slot (dispatched through itabs: abstract or a
 * default body), not a static, private, sealed or re-implementing one? */
int fe_iface_is_slot(const fe_method *m);
/* C#'s most specific default body of slot im among the interfaces class c
 * implements (docs/interfaces.md "Default interface members"), or NULL;
 * *other: a second body the first does not override (no most specific). */
fe_method *fe_iface_default_body(fe_class *c, fe_method *im, fe_method **other);
/* Interface constraints (docs/generics.md): the constraint of tp whose
 * members (or its bases') include name, or NULL. */
struct fe_class *fe_constraint_iface_of(fe_sema *S, const fe_tparam *tp, const char *name);
/* t (any type, a primitive too) implements interface i (a primitive or string
 * implements IComparable<itself> and IEquatable<itself>, string
 * IEnumerable<char>: sema_lent_iface.c). */
int fe_type_implements(fe_sema *S, const fe_type *t, const fe_class *i);
/* What a constrained call of interface method im on a closed t runs without
 * a box: a struct's or corelib class's implementation, a primitive's static
 * M(x, args); NULL: call im on the (boxed) value. */
fe_method *fe_constrained_target(fe_sema *S, const fe_type *t, fe_method *im);
/* A virtual call of m on a box of value type v (or on a string): the method
 * that runs on the value itself (no box), or NULL (fe_boxed_target). */
fe_method *fe_boxed_target(fe_sema *S, const fe_type *v, fe_method *m);
int fe_class_conv_implicit(const fe_class *from, const fe_class *to);
int fe_class_conv_explicit(const fe_class *from, const fe_class *to);
/* C#'s variance conversion (18.2.3.3): from (a class, an interface or a
 * delegate instance) implements or is an instance of to's definition whose
 * arguments convert by the definition's `out`/`in` parameters
 * (docs/interfaces.md "Variance"). */
int fe_variant_conv(fe_sema *S, const fe_class *from, const fe_class *to);
/* C#'s explicit reference conversion between instances of one variant
 * delegate (6.2.4): a castclass that succeeds when the object's own
 * instance converts. */
int fe_variant_explicit(fe_sema *S, const fe_class *from, const fe_class *to);
/* A multi-dimensional array to an interface .NET's arrays implement and
 * Kiln's do not (System.Collections.IEnumerable): valid C#, a named error. */
int fe_iface_array_unsupported(fe_sema *S, const fe_type *from, const fe_type *to);
/* Arrays as generic collections (sema_array_iface.c, docs/interfaces.md
 * "Arrays"): is `to` an interface arrays implement (1, *elem its T;
 * 2: System.Collections.IEnumerable; 0: no); the implicit conversion of
 * array from to it; the explicit one of interface from to array to; and,
 * while emitting a conversion, cast or type test from `from` to `to`, the
 * instance of ArrayAsList<T> giving T[] its interfaces at run time. */
int fe_array_iface_kind(const fe_type *to, fe_type **elem);
int fe_array_iface_conv(fe_sema *S, const fe_type *from, const fe_type *to);
int fe_array_iface_cast(fe_sema *S, const fe_type *from, const fe_type *to);
void fe_array_iface_need(fe_sema *S, const fe_type *from, const fe_type *to);
/* Is array from's conversion to `to` one through its element's reference
 * conversion (string[] to IEnumerable<object>)? Emitted as a castclass:
 * the runtime answers it from ArrayAsList<object> and keeps the row. */
int fe_array_iface_covariant(fe_sema *S, const fe_type *from, const fe_type *to);
/* The primitives' and string's generic interfaces (sema_lent_iface.c,
 * docs/interfaces.md "Lent interfaces"): does from (a primitive X, string)
 * convert implicitly to `to` (IComparable<X>, IEquatable<X>,
 * IEnumerable<char> for string); the argument of generic interface def that
 * a (a primitive, string) implements, for type inference, or NULL; and,
 * while emitting a conversion, cast or type test to `to`, the instance of
 * the lender giving the boxes or strings that interface at run time. */
int fe_lent_iface_conv(fe_sema *S, const fe_type *from, const fe_type *to);
fe_type *fe_lent_iface_arg(fe_sema *S, const fe_type *a, const struct fe_class *def);
void fe_lent_iface_need(fe_sema *S, const fe_type *to);
/* The class member lookup visits after c, starting at start (an
 * interface: its base interfaces, then object; a class: c->base). */
fe_class *fe_lookup_next(fe_sema *S, fe_class *start, fe_class *c);
/* resolve_base: bt, the first entry of c's base list, is an interface
 * (taken into c->ifaces: 1) or not (0); the rest of the list. */
int fe_iface_first_base(fe_sema *S, fe_class *c, fe_type *bt);
void fe_iface_rest_bases(fe_sema *S, fe_class *c, int first_iface);
void fe_iface_check_cycles(fe_sema *S, fe_class *c);
/* The flags of an interface's method or accessor (errors for what is not supported). */
uint32_t fe_iface_member_flags(fe_sema *S, fe_member *d, int has_body);
/* Explicit implementations bound, every interface member mapped (errors). */
void fe_iface_bind_explicit(fe_sema *S, fe_class *c);
void fe_iface_check_all(fe_sema *S);   /* after generic instances are filled */
void fe_variance_check_all(fe_sema *S);   /* C#'s variance safety of a program's variant types (sema_generic.c) */
/* A generic instance's interfaces: its definition's, substituted. */
struct fe_subst;
void fe_iface_subst(fe_sema *S, fe_class *inst, const fe_class *def, const struct fe_subst *sub);
void fe_iface_emit(fe_sema *S);     /* the module's interface and method implementation rows */
void fe_iface_import(fe_sema *S);   /* the corelib's, after its classes and members */
/* sema_decl.c: same parameter types and modes. */
int fe_same_params(const fe_method *a, const fe_method *b);
/* Encode a type signature element into buf (output-module tokens). */
void fe_sig_type(fe_sema *S, fe_bytes *buf, const fe_type *t);
uint32_t fe_type_sig_row(fe_sema *S, const fe_type *t);
uint32_t fe_method_sig_row(fe_sema *S, const fe_method *m);
uint32_t fe_class_token(fe_sema *S, fe_class *c);
uint32_t fe_field_token(fe_sema *S, fe_field *f);
uint32_t fe_method_token(fe_sema *S, fe_method *m);
uint32_t fe_str(fe_sema *S, const char *s);     /* output string row */
/* The row of a string literal loaded by code (is_literal) or of a const field's value. */
uint32_t fe_str_row(fe_sema *S, const char *s, size_t len, int is_literal);
fe_class *fe_find_class(fe_sema *S, const char *ns, const char *name);
fe_type *fe_decimal_type(fe_sema *S, fe_pos pos);   /* System.Decimal (bind_decimal.c) */
int fe_is_decimal(fe_sema *S, const fe_type *t);
/* Enter c into S->classes and the class and namespace indexes. */
void fe_add_class(fe_sema *S, fe_class *c);
/* The type of c's namespace and name (c or the next ones with other arities) with ntparams type parameters, or NULL. */
fe_class *fe_class_arity(fe_class *c, int ntparams);
/* c's key in the member and signature indexes: its full name, "N.Box`1" for a generic definition. */
const char *fe_class_ix_name(const fe_class *c);
/* The class holding the members of a type (primitives: System.Int32...). */
fe_class *fe_member_class(fe_sema *S, const fe_type *t);
void fe_bind_builtin(fe_sema *S, fe_class *c);

/* ---- bind_nullable.c / emit_nullable.c: System.Nullable<T> (T?) ---- */
fe_type *fe_nullable_elem(const fe_type *t);        /* T of a T?, else NULL */
fe_type *fe_nullable_type(fe_sema *S, fe_type *t, fe_pos pos);   /* T? (a reference type: T) */
fe_method *fe_nullable_method(fe_sema *S, const fe_type *nt, const char *name, int nparams);
/* A conversion from or to a nullable type: 1 exists, 0 not, -1 neither
 * type is nullable (the other rules decide). expl: explicit ones too. */
int fe_nullable_conv(fe_sema *S, const fe_type *from, const fe_type *to, int expl);
/* Emits from -> to when either is nullable; 0 when neither is. */
int fe_nullable_gen_conv(fe_ctx *C, const fe_type *from, const fe_type *to);

/* ---- bind_tuple.c: tuples (System.ValueTuple) ---- */
int fe_tuple_arity(const fe_type *t);                /* elements of a tuple type, else 0 */
fe_type *fe_tuple_elem(const fe_type *t, int i);     /* element i's type (through Rest) */
fe_type *fe_tuple_strip(fe_sema *S, fe_type *t);     /* t without element names (arrays of them too) */
int fe_tuple_identity(fe_sema *S, fe_type *a, fe_type *b);   /* the same type but for names */
/* (elems[0] names[0], ...): the ValueTuple instance, named when some name is given. */
fe_type *fe_tuple_type(fe_sema *S, fe_type **elems, const char **names, int n, fe_pos pos);
fe_type *fe_tuple_type_syntax(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts);
/* Tuple t (its elements as t gives them, their own names kept) named names (NULL: unnamed). */
fe_type *fe_tuple_named(fe_sema *S, fe_type *t, const char **names);
const char *fe_tuple_display(fe_sema *S, const fe_type *t);   /* C#'s "(int a, string)" */
/* a and b, the same type but for names, with the names at every depth
 * that both give alike (none where one gives none: Roslyn's merge). */
fe_type *fe_tuple_merge_names(fe_sema *S, fe_type *a, fe_type *b);
/* A member of owner (tmpl_t in its definition, t in owner) seen through a receiver of type
 * recv: its type with recv's element names when recv is a view, else t. */
fe_type *fe_view_member(fe_sema *S, const fe_type *recv, fe_class *owner, fe_type *tmpl_t, fe_type *t);
/* The instance c (recv's class, a base or an interface of it) seen through view recv. */
fe_type *fe_view_as(fe_sema *S, const fe_type *recv, fe_class *c);
/* The member a tuple's element name or ItemN stands for ("Item3"; *index
 * the element, -1 when name is not an element); name itself otherwise. */
const char *fe_tuple_member(fe_sema *S, const fe_type *t, const char *name, int *index);
/* v's n values from its Deconstruct(out ...) (an instance or extension method),
 * each in a temporary: the call in *call, the temporaries' loads in vals;
 * 0 after the error when v's type has none. */
int fe_deconstruct_values(fe_ctx *C, struct fe_bexpr *v, int n, fe_pos pos, struct fe_bexpr **call,
                          struct fe_bexpr **vals);
/* An element-wise conversion between tuple types of one arity (expl: explicit ones too). */
int fe_tuple_implicit(fe_sema *S, const fe_type *from, const fe_type *to, int expl);

/* ---- sema_overload.c: applicability and C#'s betterness rules ---- */
typedef struct fe_arg {
    fe_type *type;
    fe_pmode mode;
    int is_const;              /* constant expression: value in cval */
    fe_const cval;
    const struct fe_bexpr *fn; /* MGROUP, LAMBDA: the bound node (what converts decides) */
    const struct fe_arg *elems; /* a collection expression [e1, e2] (type TARGETED): its elements
                                   as arguments, probed (fe_coll_arg), else NULL */
    int nelems;
} fe_arg;
/* Implicit conversion from an argument expression, including the constant
 * conversions and boxing (which the binder then reports as unsupported). */
int fe_arg_converts(fe_sema *S, const fe_arg *a, const fe_type *to);
/* The element type a collection expression converts with to t (C# 12: a
 * single-rank array's, the iteration type of a class with a collection
 * initializer), NULL when it does not convert to t. */
fe_type *fe_coll_elem_type(fe_sema *S, const fe_type *t);
/* m's parameters accept the arguments (count, modes, implicit conversions). */
int fe_applicable(fe_sema *S, const fe_method *m, const fe_arg *args, int nargs);
/* The best applicable candidate; NULL with *why = 0 none applicable, 1 ambiguous. */
fe_method *fe_resolve(fe_sema *S, fe_method **cands, int n, const fe_arg *args, int nargs,
                      int *why, fe_method **other);
int fe_is_boxing(fe_sema *S, const fe_type *from, const fe_type *to);
/* A user-defined implicit conversion (from's or to's op_Implicit) takes from to to. */
int fe_user_implicit_exists(fe_sema *S, const fe_type *from, const fe_type *to);
/* 1 when C# binds the call of cls.name (candidates cands, Kiln's pick
 * chosen) the same way once the .NET overloads over types Kiln lacks are
 * counted; else 0 with the C# outcome in err (sema_overload.c). */
int fe_dotnet_check(const fe_class *cls, const char *name, fe_method *const *cands, int n,
                    const fe_arg *args, int nargs, const fe_method *chosen, char *err, size_t errlen);

/* ---- sema_decl.c ---- */
void fe_declare_all(fe_sema *S, fe_unit **units, int nunits);
void fe_find_main(fe_sema *S);                 /* after rows are laid out */
int fe_class_visible(fe_sema *S, const fe_class *c);
/* C#'s lookup of a simple name as a type from code of namespace ns of unit u
 * (ns: the `ns` string of the code's class, which names its namespace
 * declaration): for each namespace from ns out to the global one, the
 * type of that name declared there, then the aliases and the
 * using-namespace directives of the declaration the code is in at that
 * level; NULL if none. */
fe_class *fe_lookup_class(fe_sema *S, fe_unit *u, const char *ns, const char *name);
/* ... of that many type parameters (arity -1: any). */
fe_class *fe_lookup_class_n(fe_sema *S, fe_unit *u, const char *ns, const char *name, int arity);
/* " (System.Guid is not in Kiln's library yet)" when name is a .NET type
 * the library lacks, else "": for the errors of a name that finds nothing
 * (sema_missing.c). */
const char *fe_missing_library_note(fe_sema *S, const char *name);
/* The same lookup as a namespace or type (ECMA-334 namespace-or-type-name:
 * at each level a namespace of that name after the type; a using directive
 * imports no namespaces): 1 with *cls (a visible class) or *nsout (a
 * dotted namespace) set, 0 if nothing has that name. Two types from one
 * declaration's usings are C#'s ambiguity, reported at *pos (the first
 * found when pos is NULL). */
int fe_lookup_ns_or_type(fe_sema *S, fe_unit *u, const char *ns, const char *name,
                         fe_class **cls, const char **nsout, const fe_pos *pos);
int fe_is_namespace(fe_sema *S, const char *ns);
/* The class of unit u's using directive i when it is `using static` and in
 * scope in namespace ns (fe_using_in_scope), else NULL. */
fe_class *fe_using_static_class(fe_unit *u, const char *ns, int i);
/* Unit u's using directive i applies to code of namespace ns (the `ns` of
 * its class: a namespace declaration's own string, ast.h fe_nsdecl): it is
 * at file level, or in that declaration or one enclosing it (C# confines a
 * directive to its namespace block). */
int fe_using_in_scope(const fe_unit *u, int i, const char *ns);
fe_type *fe_resolve_type(fe_sema *S, fe_unit *u, const char *ns, fe_typesyn *ts);
/* C#'s lookup of attribute a's name from namespace ns of unit u (the name
 * as written, then with the suffix "Attribute": the usings in scope,
 * qualified names, aliases): 1 when it names the class Kiln knows a->name
 * as, else 0 with the error reported (not found, ambiguous, not an
 * attribute class, another attribute). */
int fe_attr_lookup(fe_sema *S, fe_unit *u, const char *ns, const fe_attr *a);

/* ---- sema_nested.c: nested types ---- */
/* The typedef name of c: "Outer+Inner" for a nested type, else its name. */
const char *fe_class_meta_name(const fe_class *c);
/* sema_tracename.c: the string row of m's stack-trace text when m is an
 * instance of a generic definition or a lambda's or local function's
 * method, else KMOD_NONE. */
uint32_t fe_trace_name_row(fe_sema *S, const fe_method *m);
/* The type named name nested in c or one of its bases, or NULL. */
fe_class *fe_nested_lookup(fe_sema *S, const fe_class *c, const char *name);
/* C#'s accessibility of a member of owner with access flags from code in
 * class from (NULL: no class): private reaches the classes nested in owner,
 * protected those nested in a class derived from owner. */
int fe_member_accessible(fe_sema *S, const fe_class *from, const fe_class *owner, uint32_t flags);
/* Type c may be named from code in class from (every enclosing level accessible). */
int fe_type_accessible(fe_sema *S, const fe_class *from, const fe_class *c);
/* A type named name visible as a simple name from S->scope: nested in it,
 * its bases, or an enclosing class (innermost first); NULL if none. */
fe_class *fe_scope_type(fe_sema *S, const char *name);
/* Make c the scope of type lookups; returns the previous scope to restore. */
fe_class *fe_scope_enter(fe_sema *S, fe_class *c);

/* ---- bind_mdarray.c (declarations; the binding is in bound.h) ---- */
/* elem[,...] of that rank; an error type (reported) when the corelib has
 * no System.MdArray. */
fe_type *fe_md_type(fe_sema *S, fe_type *elem, int rank, fe_pos pos);

/* ---- sema_layout.c ---- */
void fe_layout_rows(fe_sema *S);
void fe_layout_emit(fe_sema *S);

/* ---- sema_delegate.c: delegate types, late classes, method groups ---- */
int fe_is_delegate_class(const fe_class *c);
fe_method *fe_delegate_invoke(fe_sema *S, const fe_type *t);   /* NULL: not a delegate type */
/* A class added while bodies are compiled: create, add members, publish
 * (rows after every other class; its bodies compile after the others). */
fe_class *fe_late_class(fe_sema *S, fe_class *base, const char *name, fe_unit *unit, fe_class *outer);
fe_field *fe_late_field(fe_sema *S, fe_class *c, const char *name, fe_type *t, uint32_t flags);
fe_method *fe_late_method(fe_sema *S, fe_class *c, const char *name, fe_type *ret, uint32_t flags,
                          int nparams, fe_msynth synth);
void fe_late_publish(fe_sema *S, fe_class *c);
/* A late delegate class the frontend makes (a local function's, a lambda's
 * anonymous delegate type): name : MulticastDelegate with a delegate's
 * members, Invoke returning ret with nparams parameters for the caller to
 * fill (*invoke), then fe_late_publish. NULL: the corelib has no
 * MulticastDelegate. */
fe_class *fe_make_delegate_class(fe_sema *S, const char *name, fe_unit *unit, fe_class *outer, fe_type *ret,
                                 int nparams, fe_method **invoke);
/* The constructor of the class of delegate class d calling m (virt:
 * callvirt), converted in class from. */
int fe_is_localfn_class(const fe_class *c);   /* a local function's own delegate type (lower_closure.c) */
fe_method *fe_delegate_thunk(fe_sema *S, fe_class *d, fe_method *m, int virt, fe_unit *unit, fe_class *from);
void fe_synth_delegate(fe_ctx *C);
void fe_synth_event(fe_ctx *C);   /* add_X / remove_X: X = (D)Delegate.Combine/Remove(X, value) */
/* lower_closure.c: capture analysis, cells, lambdas to delegates */
void fe_closure_prepare(fe_ctx *C);       /* a body's captured variables; parameters to cells */
void fe_closure_enter(fe_ctx *C);         /* a lambda's Invoke: its enclosing context */
void fe_closure_local(fe_ctx *C, int li, const void *key);   /* local li declared by key: a cell if captured */
int fe_closure_captured(const fe_ctx *C, const void *key);
struct fe_bvar;
void fe_closure_check_filter_store(fe_ctx *C, const struct fe_bvar *v);   /* the catch variable in its filter */
void fe_closure_foreach_cell(fe_ctx *C, int li);   /* a new cell holding the variable's value */
int fe_closure_scope_open(fe_ctx *C, const void *scope, fe_stmt **stmts, int n);   /* its display; a mark */
int fe_closure_foreach_scope(fe_ctx *C, int li, const void *key, fe_stmt *body);   /* var and body: one display */
void fe_closure_scope_close(fe_ctx *C, int mark);   /* the displays opened since mark end */
void fe_closure_gen_ctor(fe_ctx *C);
/* A local function's delegate type (its signature), made for it. */
fe_type *fe_localfn_type(fe_ctx *C, fe_stmt *s);
/* A generic local function's class (its generic Invoke<T..>), and the
 * object made where it is declared (lower_closure.c). */
fe_type *fe_localfn_generic_type(fe_ctx *C, fe_stmt *s);
struct fe_bexpr *fe_localfn_generic_new(fe_ctx *C, fe_type *t, fe_pos pos);
int fe_is_glocalfn_class(const fe_class *c);
/* The method a call of a local function's or delegate's object runs: a
 * generic local function's own (F), else Invoke. */
const char *fe_localfn_method_name(const fe_class *c);
/* m (a generic local function's Invoke) takes type parameters d[0..n) (sema_generic.c). */
void fe_generic_local_method(fe_sema *S, fe_method *m, fe_tparamdecl *d, int n);
/* The substitution of generic method gm's own type arguments args: in
 * largs for a generic local function's, else in margs. */
fe_subst fe_generic_args_subst(const fe_method *gm, fe_type **args);
/* The constraints of d[0..n) resolved into tps, in class c's scope (sema_decl.c). */
void fe_generic_constraints(fe_sema *S, fe_class *c, fe_tparam **tps, fe_tparamdecl *d, int n);
/* The names a lambda (or local function) uses without declaring them,
 * each once, and in *reads those of them it reads (not only assigns with
 * `=`); both malloc'd (lower_closure.c). */
typedef struct fe_namelist { const char **v; int n; } fe_namelist;
fe_namelist fe_lambda_free_names(struct fe_expr *lam, fe_namelist *reads);
/* lower_localfn.c: a block's local functions, declared at its start */
int fe_localfn_block_open(fe_ctx *C, fe_stmt **stmts, int n);   /* their types; a mark */
void fe_localfn_block_declare(fe_ctx *C, int mark);   /* their locals, the objects possible at the start */
fe_type *fe_localfn_declared_type(fe_ctx *C, const fe_stmt *s);   /* a block's non-generic one's, or NULL */
void fe_localfn_ready(fe_ctx *C);              /* after a declaration: make the objects now possible */
void fe_localfn_block_close(fe_ctx *C, int mark);
int fe_localfn_managed(fe_ctx *C, const fe_stmt *s);   /* s is made by its block: emits nothing */
void fe_localfn_use(fe_ctx *C, int li, fe_pos pos);    /* a call or conversion of local function li */
int fe_local_is_static_localfn(const fe_local *l);     /* l is a `static` local function */
/* lower_iterator.c: yield return / yield break (docs/iterators.md) */
int fe_iter_body(fe_ctx *C);              /* C->m's body is an iterator: the stub emitted (1), else 0 */
void fe_iter_synth(fe_ctx *C);            /* the body of an FE_SYN_ITER_* member */
void fe_iter_gen_yield(fe_ctx *C, fe_stmt *s);
int fe_iter_return(fe_ctx *C, fe_stmt *s);   /* a return in an iterator (the error) or an async
                                                method (emitted): 1, else 0 */
/* async methods (docs/async.md): is m one; `await` (bound node b) emitted;
 * a try block with catch clauses in an async body opens a resume frame
 * (1) and closes it after its body's last leave. */
int fe_method_is_async(const fe_method *m);
int fe_is_value_task(const fe_type *t);   /* System.Threading.Tasks.ValueTask or ValueTask<T> */
int fe_lambda_is_async(const struct fe_lambda *l);   /* lower_closure.c */
void fe_iter_await(fe_ctx *C, const struct fe_bexpr *b);
void fe_iter_spill_awaits(fe_ctx *C, struct fe_bexpr *root);
int fe_iter_async_try_open(fe_ctx *C);
void fe_iter_async_try_close(fe_ctx *C);
/* A try/finally in an iterator's body: open (1: a frame was opened), then
 * close after the try body's last leave: the label its finally block skips
 * to while a yield return suspends the body (-1: no yield return in it). */
int fe_iter_try_open(fe_ctx *C);
int fe_iter_try_close(fe_ctx *C);
void fe_iter_finally_guard(fe_ctx *C, int skip);
/* A method group or lambda (bound node fn) converts to type to (bind_delegate.c). */
int fe_fn_converts(fe_sema *S, const struct fe_bexpr *fn, const fe_type *to);
void fe_layout_body(fe_sema *S, fe_method *m, fe_builder *b);

/* ---- sema_generic.c (docs/generics.md) ---- */
fe_type *fe_tparam_lookup(fe_sema *S, const char *name);   /* T in scope, or NULL */
void fe_generic_declare_class(fe_sema *S, fe_class *c);    /* type parameters of c->decl */
void fe_generic_declare_method(fe_sema *S, fe_method *m, fe_member *d);
/* c is a type nested in a generic class, named by its simple name from
 * inside that class: it stands for itself over the enclosing parameters. */
int fe_generic_nested_self(fe_sema *S, const fe_class *c);
fe_type *fe_generic_instance(fe_sema *S, fe_class *def, fe_type **args, int nargs, fe_pos pos);
/* A generic base class (`class Square : Shape<int>`, `class D<T> : B<T>`):
 * every instance made by the declarations gets its base class once the
 * bases are resolved (fe_generic_instance_bases, so the chains and depths
 * are whole), and the instances in c's base chain their members before
 * c's overrides bind (fe_generic_fill_base; the definitions' own overrides
 * are bound first: fe_declare_all binds in depth order). */
void fe_generic_instance_bases(fe_sema *S);
/* Checks the arguments of the instances made before their definitions'
 * constraints were declared (class Sq : Shape<Sq> with Shape<T> where T : IFoo). */
void fe_generic_late_checks(fe_sema *S);
void fe_generic_fill_base(fe_sema *S, fe_class *c);
/* The type a nested definition names inside outer (a generic instance, or
 * any class): List<int>'s Enumerator is List`1+Enumerator[System.Int32],
 * generic over the enclosing type's parameters (docs/generics.md). */
fe_type *fe_nested_of_instance(fe_sema *S, const fe_class *outer, fe_class *nested, fe_pos pos);
fe_method *fe_generic_method_instance(fe_sema *S, fe_method *gm, fe_type **args, fe_pos pos);
/* Type-argument inference (C# 12.6.3, the simple cases): 1 with args set. */
int fe_generic_infer(fe_sema *S, fe_method *gm, const fe_arg *args, int nargs, fe_type **out);
/* Unifies gm's parameter type p with argument type a into out (gm's type
 * parameters, NULL: not inferred yet); 0 on a conflict. a is a lower
 * bound (an argument, a lambda's result: it converts to p, through the
 * `out`/`in` parameters of variant interfaces and delegates), or, with
 * _exact, an exact one (a lambda's explicitly typed parameter). */
int fe_generic_unify(fe_sema *S, fe_method *gm, const fe_type *p, fe_type *a, fe_type **out);
/* fe_generic_unify from argument a, a collection expression's elements too
 * (C# 12: each element's type is a lower bound of p's element type). */
int fe_generic_unify_arg(fe_sema *S, fe_method *gm, const fe_type *p, const fe_arg *a, fe_type **out);
int fe_generic_unify_exact(fe_sema *S, fe_method *gm, const fe_type *p, fe_type *a, fe_type **out);
int fe_type_is_open(const fe_type *t);
fe_type *fe_subst_type(fe_sema *S, fe_type *t, const fe_subst *sub);
fe_field *fe_subst_field(fe_sema *S, fe_field *f);        /* under S->subst */
fe_method *fe_subst_method(fe_sema *S, fe_method *m);
fe_class *fe_subst_class(fe_sema *S, fe_class *c);
fe_type *fe_emit_type(fe_sema *S, const fe_type *t);      /* t under S->subst */
/* On-demand method m named by code: its row now, its body due. */
void fe_generic_demand(fe_sema *S, fe_method *m);
/* a and b declare the same parameters (and, with ret, result), a generic
 * method's type parameters matched by position: M<T>(T x) and M<U>(U y). */
int fe_generic_same_sig(fe_sema *S, const fe_method *a, const fe_method *b, int ret);
/* An override's or explicit implementation's type parameters take o's constraints. */
void fe_generic_inherit_constraints(fe_sema *S, fe_method *m, const fe_method *o);
/* The instance with im's arguments of generic method g implementing or
 * overriding im's generic method (a constrained call's target). */
fe_method *fe_generic_instance_like(fe_sema *S, fe_method *g, const fe_method *im);
/* C#'s CS0425: an implicit implementation m of interface generic method im
 * declares the same constraints (mtext, itext: the members as C# prints them). */
void fe_gvm_check_impl_constraints(fe_sema *S, const fe_method *im, const fe_method *m,
                                   const char *mtext, const char *itext);
/* sema_gvm.c: the instance M<X> of interface generic method im's implementation in c. */
fe_method *fe_gvm_iface_impl(fe_sema *S, fe_class *c, fe_method *im);
/* Demands the overrides and implementations of every demanded virtual or
 * interface generic method instance; the number newly demanded (0: closed). */
int fe_gvm_close(fe_sema *S);
/* The row name of an instance method of a generic method, "M<System.Int32>":
 * two instances of one virtual method are two slots (sema_generic.c). */
const char *fe_gvm_instance_name(fe_sema *S, const char *name, fe_type **args, int n);
/* Before generic instance c gets rows: the methods nothing can reach but
 * code naming them (not virtual, no interface's, no type initializer) are
 * on demand (they stay in c->methods, without a row: fe_has_row). */
void fe_generic_split_demand(fe_sema *S, fe_class *c);
static inline int fe_has_row(const fe_method *m) { return m->on_demand != 1; }
void fe_generic_after_decls(fe_sema *S);     /* fill instances; definitions leave S->user */
void fe_generic_emit_all(fe_sema *S);        /* open passes, then every instance's bodies */
void fe_generic_finish(fe_sema *S);          /* METHOD rows contiguous per class again */
void fe_generic_free(fe_sema *S);
/* Drops each generic method instance whose parameter types equal a
 * non-generic candidate's (C# 12.6.4.3: the non-generic one is better). */
void fe_generic_drop_ties(fe_method **cands, int *n);
/* new T(): the closed argument's parameterless constructor, or its zero value. */
void fe_gen_new_tparam(fe_ctx *C, const fe_type *t);
/* An argument list that satisfies def's or gm's constraints (errors at pos). */
int fe_generic_check_args(fe_sema *S, fe_tparam **tps, int n, fe_type **args, const struct fe_subst *outer,
                          const char *what, fe_pos pos);
/* sema_layout.c: rows for a class made after layout (an instance). */
void fe_layout_late_class(fe_sema *S, fe_class *c);
/* Rows for classes cs[0..n) at once: every row is numbered before any
 * signature names one (instances that name each other: Pair<A,B>.Swap). */
void fe_layout_late_classes(fe_sema *S, fe_class *const *cs, int n);
void fe_layout_late_method(fe_sema *S, fe_method *m);

/* ---- sema_import.c ---- */
/* The corelib's classes are imported as shells (name, flags, base,
 * interfaces); a class's fields, methods and properties are read from the
 * module the first time anything asks for them, through fe_members or the
 * member index (fe_names_of). hello.cs names 3 of the corelib's 100-odd
 * classes, and importing every member was a third of its start-up. */
int fe_import_corelib(fe_sema *S);
void fe_import_members(fe_sema *S, fe_class *c);

/* c with its members: code that reads c->fields, c->methods or c->props of
 * a class that may be imported calls this first (reading them completes
 * the symbol; it is not a change a const user could see). */
static inline fe_class *fe_members(const fe_class *c)
{
    fe_class *m = (fe_class *)c;
    if (m->pending)
        fe_import_members(m->pending, m);
    return m;
}

#endif
