/* ast.h - the syntax tree of the C# Kiln compiles (docs/language.md).
 *
 * Ownership: the parser (lex.c, parse.c) creates every node and
 * fills every field marked "parse"; semantic analysis (sema*.c)
 * may write only the fields marked "sema" (annotations, zero/NULL/-1 after
 * parsing) and must not restructure the tree. The types those annotation
 * fields point to (struct fe_type, ...) are defined in sema.h.
 *
 * Memory: every node, list and string lives in one fe_ast_arena per
 * compilation and is freed with it in one go (fe_ast_arena_free), so error
 * paths cannot leak. Strings (identifiers, literal text) are NUL-terminated
 * arena copies; string literal values also carry their length because they
 * may contain NUL.
 *
 * Lists are (pointer array, count) pairs; an empty list is (NULL, 0).
 * Every node carries its source position (fe_pos of diagnostics.h).
 *
 * Features outside the subset are rejected by the parser with an error that
 * names the feature; they never reach the tree. Semantic restrictions
 * (boxing, corelib-only attributes, unknown members) are sema's.
 */
#ifndef KILN_FE_AST_H
#define KILN_FE_AST_H

#include <stddef.h>
#include <stdint.h>

#include "diagnostics.h"

struct fe_type;     /* sema.h: a resolved type */
struct fe_class;    /* sema.h */
struct fe_field;    /* sema.h */
struct fe_method;   /* sema.h */
struct fe_prop;     /* sema.h */

/* ------------------------------------------------------------------ arena */

typedef struct fe_ast_chunk {
    struct fe_ast_chunk *next;
    size_t used, cap;
    /* data follows, max-aligned */
} fe_ast_chunk;

typedef struct fe_ast_arena {
    fe_ast_chunk *head;     /* newest chunk first */
    size_t total;           /* bytes handed out, for limits/tests */
} fe_ast_arena;

void fe_ast_arena_init(fe_ast_arena *a);
void fe_ast_arena_free(fe_ast_arena *a);
/* Zeroed memory; aborts on out-of-memory (the process cannot continue). */
void *fe_ast_alloc(fe_ast_arena *a, size_t n);
/* NUL-terminated copy of s[0..n). */
char *fe_ast_strdup(fe_ast_arena *a, const char *s, size_t n);

/* ------------------------------------------------------------ type syntax */

typedef enum fe_predef {
    FE_PD_BOOL, FE_PD_CHAR, FE_PD_BYTE, FE_PD_SBYTE, FE_PD_SHORT, FE_PD_USHORT,
    FE_PD_INT, FE_PD_UINT, FE_PD_LONG, FE_PD_ULONG, FE_PD_FLOAT, FE_PD_DOUBLE,
    FE_PD_DECIMAL, FE_PD_STRING, FE_PD_OBJECT, FE_PD_VOID
} fe_predef;   /* sbyte short ushort float decimal parse; sema rejects them */

typedef enum fe_tskind {
    FE_TS_PREDEF,           /* keyword type: predef */
    FE_TS_NAME,             /* (qualified) name: parts[0..nparts) */
    FE_TS_ARRAY,            /* elem[], elem[,], ... (rank); in int[][,] the first
                               specifier is the outermost array (of int[,]), as in C# */
    FE_TS_VAR,              /* `var` in a local declaration */
    FE_TS_NULLABLE,         /* elem? : System.Nullable<elem> for a value type, elem itself
                               for a reference type (an annotation) */
    FE_TS_TUPLE             /* (T1 a, T2, ...): System.ValueTuple<..> (bind_tuple.c); the
                               element types in targs, their names in parts (NULL: none) */
} fe_tskind;

typedef struct fe_typesyn {
    fe_tskind kind;          /* parse */
    fe_pos pos;              /* parse */
    fe_predef predef;        /* parse: PREDEF */
    const char **parts;      /* parse: NAME, e.g. {"System","Threading","Thread"} */
    int nparts;              /* parse */
    struct fe_typesyn *elem; /* parse: ARRAY, NULLABLE */
    struct fe_typesyn **targs; /* parse: NAME `N<A, B>`: type arguments of the last part (generics.md) */
    struct fe_typesyn *outer; /* parse: NAME of a type nested in a generic instance, the instance
                                 (`List<int>.Enumerator`: outer List<int>, parts {"Enumerator"}) */
    int ntargs;              /* parse */
    int rank;                /* parse: ARRAY: 1 for elem[], 2 for elem[,], ... */
    struct fe_type *type;    /* sema: the resolved type */
} fe_typesyn;

/* Constraint bits of a type parameter (`where T : class, new()`; ENUM,
 * set by sema: the class constraint System.Enum, met by every enum type,
 * whose parent in Kiln is Object, docs/generics.md). */
enum { FE_TPC_CLASS = 1, FE_TPC_STRUCT = 2, FE_TPC_NEW = 4, FE_TPC_ENUM = 8 };

/* A type parameter of a generic class or method (docs/generics.md). */
typedef struct fe_tparamdecl {
    const char *name;        /* parse */
    fe_pos pos;              /* parse */
    int cflags;              /* parse: FE_TPC_* from its where clause */
    fe_typesyn *base;        /* parse: the first type constraint (a class or an interface), or NULL */
    fe_typesyn **more;       /* parse: the type constraints after it (interfaces) */
    int nmore;               /* parse */
    int variance;            /* parse: FE_VAR_* (`in`/`out` before the name) */
    fe_pos variance_pos;     /* parse: where the `in`/`out` is */
} fe_tparamdecl;

/* A type parameter's variance (docs/interfaces.md "Variance"). */
enum { FE_VAR_NONE, FE_VAR_OUT, FE_VAR_IN };

/* ------------------------------------------------------------ expressions */

typedef enum fe_ekind {
    FE_E_INT,         /* integer literal: ival, lit */
    FE_E_REAL,        /* real literal: rval (type double; float when ival is 1) */
    FE_E_CHAR,        /* char literal: ival (UTF-16 code unit) */
    FE_E_STRING,      /* string literal (regular or verbatim): str, slen (UTF-8) */
    FE_E_BOOL,        /* true/false: ival 1/0 */
    FE_E_NULL,        /* null */
    FE_E_INTERP,      /* $"...": list = parts, FE_E_STRING segments and expressions */
    FE_E_NAME,        /* simple name: name */
    FE_E_PREDEF,      /* keyword type used as a value head: `int` in int.MaxValue; tsyn */
    FE_E_MEMBER,      /* a.name: left, name */
    FE_E_CALL,        /* left(args): left is NAME, MEMBER, ... */
    FE_E_INDEX,       /* left[args] (one or more indices) */
    FE_E_NEW,         /* new tsyn(args) */
    FE_E_ANON,        /* new { A = e, x.B, C }: list of ASSIGN to a NAME each (bind_anon.c) */
    FE_E_NEWARRAY,    /* new tsyn[left] or new tsyn[] {list} or new tsyn[left] {list};
                         tsyn is the element type (an array type for jagged);
                         left (size) NULL without size; has_init says whether list is given */
    FE_E_ARRAYLIT,    /* new[] {list}: element type inferred */
    FE_E_ARRAYINIT,   /* {list}: the initializer of an array declarator, or a row of a
                         multi-dimensional array's initializer; with coll_expr, a
                         collection expression [list] (C# 12, bind_expr.c) */
    FE_E_UNARY,       /* uop left */
    FE_E_PREINC, FE_E_PREDEC, FE_E_POSTINC, FE_E_POSTDEC,  /* on left */
    FE_E_BINARY,      /* left bop right (incl. && || ??) */
    FE_E_ASSIGN,      /* left = right (bop < 0) or left bop= right */
    FE_E_COND,        /* cond ? left : right */
    FE_E_CAST,        /* (tsyn) left */
    FE_E_IS,          /* left is tsyn */
    FE_E_AS,          /* left as tsyn */
    FE_E_THIS,
    FE_E_BASE,        /* only as base.M(...) / base.X / base[...] (left of MEMBER/INDEX) */
    FE_E_DEFAULT,     /* default(tsyn): the zero/null value of the type (a constant) */
    FE_E_OUTVAR,      /* out tsyn name / out var name: declares a local (only as an out argument) */
    FE_E_CHECKED,     /* checked(left) (ival 1) / unchecked(left) (ival 0) */
    FE_E_HOLE,        /* in INTERP: {left,right:str} - right the alignment (or NULL),
                         str/slen the format (or NULL) */
    FE_E_LAMBDA,      /* (params) => left | { lbody }; delegate (params) { lbody }: lparams */
    FE_E_CONDACCESS,  /* left?.rest / left?[i]: right is the rest of the chain built on
                         cond, a CONDRECV standing for left's (non-null) value (bind_nullable.c) */
    FE_E_CONDRECV,    /* in CONDACCESS: the receiver, bound once by it */
    FE_E_SWITCH,      /* left switch { arms }: the switch expression (bind_pattern.c) */
    FE_E_WITH,        /* left with { A = e, .. }: list as an object initializer's (records) */
    FE_E_TUPLE,       /* (a, name: b, ...): a tuple literal, or the left side of a
                         deconstruction, whose elements may be OUTVAR declarations
                         (`var (x, y)` is parsed as `(var x, var y)`); args: the
                         elements, args[i].name an explicit element name (bind_tuple.c) */
    FE_E_TYPEOF,      /* typeof(tsyn): a System.Type (bind_typeof.c) */
    FE_E_RANGE,       /* left..right, either may be NULL: a System.Range (bind_range.c) */
    FE_E_SIZEOF,      /* sizeof(tsyn): a constant for the primitive and enum types (bind_expr.c) */
    FE_E_THROW,       /* throw left: where C# allows it (after ??, in ?:, after =>; parse.c) */
    FE_E_AWAIT        /* await left: in an async method (lower_iterator.c, docs/async.md) */
} fe_ekind;

/* Integer literal types by C#'s rules (value and suffix). */
typedef enum fe_littype { FE_LIT_INT, FE_LIT_UINT, FE_LIT_LONG, FE_LIT_ULONG } fe_littype;

/* Binary operators. Same order as sema.h's fe_binop (so a cast maps them);
 * ?? comes last. */
typedef enum fe_bop {
    FE_BOP_ADD, FE_BOP_SUB, FE_BOP_MUL, FE_BOP_DIV, FE_BOP_REM,
    FE_BOP_AND, FE_BOP_OR, FE_BOP_XOR, FE_BOP_SHL, FE_BOP_SHR,
    FE_BOP_EQ, FE_BOP_NE, FE_BOP_LT, FE_BOP_GT, FE_BOP_LE, FE_BOP_GE,
    FE_BOP_ANDAND, FE_BOP_OROR,
    FE_BOP_COALESCE
} fe_bop;

/* Unary operators, same order as sema.h's fe_unop. */
typedef enum fe_uop { FE_UOP_NEG, FE_UOP_PLUS, FE_UOP_NOT, FE_UOP_COMPL,
                      FE_UOP_HAT, /* ^i: an index from the end (bind_range.c) */
                      FE_UOP_SPREAD /* ..e: a spread element of a collection expression */ } fe_uop;

/* Argument passing mode, same order as sema.h's fe_pmode. */
typedef enum fe_argmode { FE_AM_VALUE, FE_AM_REF, FE_AM_OUT, FE_AM_IN } fe_argmode;   /* as fe_pmode */

typedef struct fe_expr fe_expr;

/* Patterns (C# 9; bind_pattern.c): `is` patterns, switch expression arms,
 * case labels. */
typedef enum fe_patkind {
    FE_PAT_CONST,     /* e: a constant (null too); a name of a type binds as TYPE */
    FE_PAT_TYPE,      /* tsyn [name] */
    FE_PAT_VAR,       /* var name */
    FE_PAT_DISCARD,   /* _ */
    FE_PAT_REL,       /* relop e: < > <= >= a constant */
    FE_PAT_NOT,       /* not a */
    FE_PAT_AND,       /* a and b */
    FE_PAT_OR,        /* a or b */
    FE_PAT_PROP,      /* [tsyn] { props } [name] */
    FE_PAT_LIST,      /* [ props ] [name]: the elements in props (names NULL) */
    FE_PAT_SLICE      /* .. [a]: an element of a LIST, at most one */
} fe_patkind;

struct fe_pattern;
typedef struct fe_subpat {
    const char *name;        /* parse: the member */
    fe_pos pos;              /* parse */
    struct fe_pattern *pat;  /* parse */
} fe_subpat;

typedef struct fe_pattern {
    fe_patkind kind;         /* parse */
    fe_pos pos;              /* parse */
    fe_expr *e;              /* parse: CONST, REL */
    int relop;               /* parse: REL: FE_BOP_LT, GT, LE, GE */
    struct fe_typesyn *tsyn; /* parse: TYPE; PROP (NULL: no type) */
    const char *name;        /* parse: TYPE, VAR, PROP designation (NULL: none or _) */
    fe_pos name_pos;         /* parse */
    struct fe_pattern *a, *b;/* parse: NOT a; AND, OR a b */
    fe_subpat *props;        /* parse: PROP; LIST: its elements (name NULL) */
    int nprops;
    int positional;          /* parse: PROP written (p1, p2, ..): props Item1, Item2, .. */
    int32_t local;           /* sema: the designation's local, -1 */
} fe_pattern;

typedef struct fe_switch_arm {
    fe_pattern *pat;         /* parse */
    struct fe_expr *when;    /* parse: or NULL */
    struct fe_expr *value;   /* parse */
    fe_pos pos;              /* parse */
} fe_switch_arm;

typedef struct fe_callarg {
    fe_argmode mode;         /* parse: ref x / out x / x */
    fe_expr *e;              /* parse */
    fe_pos pos;              /* parse: of the modifier or the expression (or the name) */
    const char *name;        /* parse: `name: e` (a named argument), NULL if positional */
    const char *text;        /* parse: the expression's source text (a [CallerArgumentExpression]
                                parameter's value), or NULL */
} fe_callarg;

struct fe_expr {
    fe_ekind kind;           /* parse */
    fe_pos pos;              /* parse: start of the expression; the operator token for
                                BINARY, ASSIGN, COND ('?'), IS, AS, POSTINC/DEC; the name
                                for MEMBER; the callee's start for CALL and INDEX */
    /* literals */
    uint64_t ival;           /* parse: INT (two's complement per lit; see below), CHAR, BOOL */
    fe_littype lit;          /* parse: INT */
    int neg_literal;         /* parse: INT: came from -2147483648 / -9223372036854775808,
                                already negated: ival holds the negative value */
    double rval;             /* parse: REAL */
    const char *str;         /* parse: STRING bytes (UTF-8, NUL-terminated, may hold NUL;
                                a lone surrogate from a \u escape is a 3-byte WTF-8
                                sequence ED A0..BF xx, a \u pair one 4-byte sequence) */
    size_t slen;             /* parse: STRING */
    /* names and operators */
    const char *name;        /* parse: NAME, MEMBER */
    int bop;                 /* parse: BINARY (fe_bop); ASSIGN: fe_bop or -1 for '=' */
    fe_uop uop;              /* parse: UNARY */
    fe_typesyn *tsyn;        /* parse: PREDEF, NEW, NEWARRAY (element), CAST, IS, AS, DEFAULT */
    fe_expr *left;           /* parse: operand / receiver / callee / size / then-branch */
    fe_expr *right;          /* parse: BINARY, ASSIGN right; COND else-branch */
    fe_expr *cond;           /* parse: COND */
    fe_callarg *args;        /* parse: CALL, INDEX, NEW */
    int nargs;
    fe_expr **list;          /* parse: INTERP parts, NEWARRAY/ARRAYLIT/ARRAYINIT elements */
    int nlist;
    fe_typesyn **targs;      /* parse: NAME/MEMBER with type arguments: `F<int>(..)`, `Box<int>.M` */
    int ntargs;
    int rank;                /* parse: NEWARRAY, ARRAYLIT: the created array's rank; above 1 the
                                sizes (when given) are args[0..rank), left the first */
    struct fe_paramdecl *lparams; /* parse: LAMBDA parameters (tsyn NULL: implicitly typed) */
    int nlparams;
    struct fe_stmt *lbody;   /* parse: LAMBDA block body, or NULL (then left is the expression) */
    int lstatic;             /* parse: LAMBDA `static` */
    fe_typesyn *lret;        /* parse: LAMBDA with an explicit return type (`int (int x) => x`), else NULL */
    int lasync;              /* parse: LAMBDA `async` (a lambda or a local function) */
    int lfilter;             /* parse: LAMBDA of a catch's `when`: its parameter is the catch variable */
    struct fe_tparamdecl *ltparams; /* parse: LAMBDA of a generic local function: its type parameters */
    int nltparams;
    int lord;                /* parse: LAMBDA: 1 + its ordinal among the lambdas and local functions
                                of its member, in source order (trace names); 0: made by lowering */
    const char *lfname;      /* parse: LAMBDA of a local function: its name (trace names) */
    fe_pattern *pat;         /* parse: IS with a pattern (tsyn NULL) */
    fe_switch_arm *arms;     /* parse: SWITCH */
    int narms;
    int has_init;            /* parse: NEWARRAY with an initializer list; NEW with an
                                object initializer (list: ASSIGN of each member NAME) */
    int coll_expr;           /* parse: ARRAYINIT written `[a, b]`, a collection expression */
    /* sema annotations */
    struct fe_type *type;    /* sema: type of the expression */
    void *sym;               /* sema: bound symbol (fe_field, fe_method, fe_prop, fe_class...) */
    int32_t local;           /* sema: local/parameter index, -1 if none */
    int32_t sema_flags;      /* sema: free for the binder */
};

/* ------------------------------------------------------------- statements */

typedef enum fe_skind {
    FE_S_EMPTY,       /* ; */
    FE_S_BLOCK,       /* { stmts } */
    FE_S_LOCAL,       /* [const] tsyn d1 [= e], d2 ...; : decls */
    FE_S_EXPR,        /* expr; */
    FE_S_IF,          /* if (expr) body else els */
    FE_S_WHILE,       /* while (expr) body */
    FE_S_DO,          /* do body while (expr); */
    FE_S_FOR,         /* for (init; expr; iter) body */
    FE_S_BREAK, FE_S_CONTINUE,
    FE_S_RETURN,      /* return [expr]; */
    FE_S_SWITCH,      /* switch (expr) { sections } */
    FE_S_LOCK,        /* lock (expr) body */
    FE_S_TRY,         /* try body catches finally_body */
    FE_S_THROW,       /* throw expr; (expr NULL: rethrow) */
    FE_S_FOREACH,     /* foreach (tsyn decls[0].name in expr) body */
    FE_S_LABELED,     /* label: body */
    FE_S_GOTO,        /* goto label; / goto case expr; / goto default; (goto_default) */
    FE_S_USING,       /* using (expr | for_init) body; a declaration `using T x = e;`: for_init, no body */
    FE_S_CHECKED,     /* checked body / unchecked body (is_checked) */
    FE_S_YIELD        /* yield return expr; / yield break; (expr NULL): lower_iterator.c */
} fe_skind;

typedef struct fe_stmt fe_stmt;

typedef struct fe_declarator {
    const char *name;        /* parse */
    fe_pos pos;              /* parse: of the name */
    fe_expr *init;           /* parse: initializer or NULL (ARRAYINIT for T[] a = {..}) */
    int32_t local;           /* sema: local slot/index, -1 until bound */
    void *sym;               /* sema: field symbol for field declarators */
} fe_declarator;

typedef struct fe_case_label {
    fe_expr *e;              /* parse: the constant; NULL for default or a pattern */
    struct fe_pattern *pat;  /* parse: `case pattern [when c]:` other than a constant */
    fe_expr *when;           /* parse: the when clause, or NULL */
    fe_pos pos;              /* parse: of `case` / `default` */
} fe_case_label;

typedef struct fe_switch_section {
    fe_case_label *labels;   /* parse: at least one */
    int nlabels;
    fe_stmt **stmts;         /* parse: the section's statements */
    int nstmts;
    fe_pos pos;
} fe_switch_section;

typedef struct fe_catch {
    fe_typesyn *tsyn;        /* parse: NULL for bare `catch` */
    const char *name;        /* parse: NULL for `catch (T)` / `catch` */
    fe_pos pos;              /* parse */
    fe_stmt *body;           /* parse: BLOCK */
    fe_expr *filter;         /* parse: `when (cond)` as the LAMBDA `name => cond` (NULL: none) */
    int32_t local;           /* sema */
} fe_catch;

struct fe_stmt {
    fe_skind kind;           /* parse */
    fe_pos pos;              /* parse: of the first token */
    fe_stmt **stmts;         /* parse: BLOCK */
    int nstmts;
    int is_const;            /* parse: LOCAL const */
    fe_typesyn *tsyn;        /* parse: LOCAL, FOREACH (the iteration variable's; VAR for var) */
    fe_declarator *decls;    /* parse: LOCAL (n >= 1), FOREACH (the iteration variable) */
    int ndecls;
    fe_expr *expr;           /* parse: EXPR, IF/WHILE/DO/FOR condition (FOR: may be NULL),
                                RETURN/THROW value (may be NULL), SWITCH/LOCK subject,
                                FOREACH collection */
    fe_stmt *body;           /* parse: IF then, loops, LOCK, TRY block */
    fe_stmt *els;            /* parse: IF else or NULL */
    fe_stmt *for_init;       /* parse: FOR: LOCAL statement or NULL (then see init_exprs) */
    fe_expr **init_exprs;    /* parse: FOR: initializer expression list */
    int ninit;
    fe_expr **iter;          /* parse: FOR iterator expressions */
    int niter;
    fe_switch_section *sections; /* parse: SWITCH */
    int nsections;
    fe_catch *catches;       /* parse: TRY */
    int ncatches;
    fe_stmt *finally_body;   /* parse: TRY or NULL */
    const char *label;       /* parse: LABELED, GOTO to a label (else NULL) */
    int goto_default;        /* parse: GOTO: `goto default;` */
    int is_checked;          /* parse: CHECKED: 1 checked, 0 unchecked */
    int is_await;            /* parse: USING: 1 `await using`, 2 an `await foreach`'s enumerator
                                (disposed only if it is an IAsyncDisposable); LOCAL: 1 an `await
                                foreach`'s iteration variable (read-only) */
    int32_t sema_flags;      /* sema: free for the binder */
    int localfn;             /* parse: LOCAL: a local function `tsyn name(params) body`,
                                decls[0].init the FE_E_LAMBDA of its parameters and body */
};

/* ----------------------------------------------------------- declarations */

/* Modifier bits. */
enum {
    FE_MOD_PUBLIC = 1 << 0, FE_MOD_PRIVATE = 1 << 1, FE_MOD_PROTECTED = 1 << 2,
    FE_MOD_INTERNAL = 1 << 3, FE_MOD_STATIC = 1 << 4, FE_MOD_SEALED = 1 << 5,
    FE_MOD_ABSTRACT = 1 << 6, FE_MOD_VIRTUAL = 1 << 7, FE_MOD_OVERRIDE = 1 << 8,
    FE_MOD_NEW = 1 << 9, FE_MOD_READONLY = 1 << 10, FE_MOD_VOLATILE = 1 << 11,
    FE_MOD_EXTERN = 1 << 12, FE_MOD_CONST = 1 << 13,
    FE_MOD_OPERATOR = 1 << 14,  /* a user-defined operator or conversion (name op_*) */
    FE_MOD_PARTIAL = 1 << 15,   /* `partial` (contextual; parse_partial.c) */
    FE_MOD_EVENT = 1 << 16,     /* a field-like `event` (bind_delegate.c) */
    FE_MOD_REF = 1 << 17,       /* `ref struct` (fe_is_ref_struct, sema_types.c) */
    FE_MOD_REQUIRED = 1 << 18,  /* a `required` field or property (C# 11; bind_new_of) */
    FE_MOD_ASYNC = 1 << 19      /* an `async` method (contextual; docs/async.md) */
};

/* [Name(args, Named = value)] */
typedef struct fe_attr {
    const char *name;        /* parse: normalized short name: "MethodImpl", "Intrinsic",
                                "DllImport", "Flags", "Conditional", "SetsRequiredMembers" or a
                                caller-info one (any other attribute is a parse error) */
    const char *written;     /* parse: the name as written, dotted ("System.FlagsAttribute"):
                                sema looks it up as C# does (fe_attr_lookup) */
    fe_pos pos;              /* parse */
    fe_expr **args;          /* parse: positional arguments */
    int nargs;
    const char **named;      /* parse: names of named arguments (EntryPoint) */
    fe_expr **named_vals;    /* parse */
    int nnamed;
} fe_attr;

typedef struct fe_paramdecl {
    fe_argmode mode;         /* parse: ref/out/value */
    fe_typesyn *tsyn;        /* parse */
    const char *name;        /* parse */
    fe_pos pos;              /* parse: of the name */
    int is_params;           /* parse: `params T[] name` */
    int is_this;             /* parse: `this T name` (an extension method's receiver) */
    fe_expr *defval;         /* parse: `= e` (an optional parameter), or NULL */
    int caller;              /* parse: FE_CALLER_* of its [CallerMemberName] and kin, or 0 */
    const char *caller_arg;  /* parse: [CallerArgumentExpression("name")]: the parameter it names */
    int enum_cancel;         /* parse: [EnumeratorCancellation] (an async iterator's token) */
    struct fe_attr *attrs;   /* parse: its attributes (their names: sema, fe_attr_lookup) */
    int nattrs;
    int attrs_looked_up;     /* sema: their names are checked (an indexer's accessors share them) */
} fe_paramdecl;

/* What a caller-info attribute makes a call pass for an omitted optional parameter. */
enum { FE_CALLER_MEMBER = 1,   /* [CallerMemberName]: the calling member's name */
       FE_CALLER_LINE,         /* [CallerLineNumber]: the call's line */
       FE_CALLER_ARGEXPR };    /* [CallerArgumentExpression("p")]: the source text of p's argument */

typedef enum fe_mkind {
    FE_M_FIELD,       /* [mods] tsyn d1 = e, d2; (decls) */
    FE_M_CONST,       /* const tsyn d1 = e, ...; (decls, each init non-NULL) */
    FE_M_METHOD,      /* [mods] tsyn name(params) body | => expr_body; | ; */
    FE_M_CTOR,        /* [mods] name(params) [: base(args)|: this(args)] body */
    FE_M_PROP,        /* [mods] tsyn name { get..; set..; } [= init;] | => expr_body; */
    FE_M_INDEXER      /* [mods] tsyn this[params] { get..; set..; } | => expr_body;
                         name is "this"; used by the corelib (string's indexer, get_Item);
                         sema decides whether user code may declare one */
} fe_mkind;

typedef enum fe_ctor_init { FE_CI_NONE, FE_CI_BASE, FE_CI_THIS } fe_ctor_init;

/* A property accessor. */
typedef struct fe_accessor {
    int present;             /* parse */
    int mods;                /* parse: access modifier bits (private set;) */
    int is_init;             /* parse: `init` (C# 9) in place of `set` */
    fe_pos pos;              /* parse: of get/set/init */
    fe_stmt *body;           /* parse: BLOCK, or NULL for an auto accessor `get;` */
    fe_expr *expr_body;      /* parse: get => e; */
    fe_attr *attrs;          /* parse */
    int nattrs;
    struct fe_method *sym;   /* sema */
} fe_accessor;

typedef struct fe_member {
    fe_mkind kind;           /* parse */
    fe_pos pos;              /* parse: of the member name */
    int mods;                /* parse: FE_MOD_* */
    fe_attr *attrs;          /* parse */
    int nattrs;
    fe_typesyn *tsyn;        /* parse: field/const/prop type, method return type; NULL for CTOR */
    const char *name;        /* parse: method/ctor/prop name (fields: see decls) */
    fe_declarator *decls;    /* parse: FIELD, CONST */
    int ndecls;
    fe_paramdecl *params;    /* parse: METHOD, CTOR, INDEXER */
    int nparams;
    fe_stmt *body;           /* parse: METHOD/CTOR block or NULL (abstract/extern `;`);
                                a CTOR's `=> e;` is given as a block { e; } */
    fe_expr *expr_body;      /* parse: METHOD/PROP `=> e;` */
    fe_ctor_init ctor_init;  /* parse: CTOR */
    fe_callarg *ctor_args;   /* parse: CTOR initializer arguments */
    int nctor_args;
    fe_pos ctor_init_pos;    /* parse */
    fe_accessor get, set;    /* parse: PROP/INDEXER with accessor list */
    fe_tparamdecl *tparams;  /* parse: METHOD `M<T>(..) where T : ..` */
    int ntparams;
    fe_expr *prop_init;      /* parse: PROP `{ get; } = e;` */
    void *sym;               /* sema: fe_method / fe_prop */
    fe_typesyn *explicit_iface; /* parse: `void IFoo.M()`: IFoo (an explicit implementation) */
    int primary;             /* parse: CTOR: a class's or struct's primary constructor (C# 12),
                                written by parse_record.c: it stores the captured parameters */
} fe_member;

typedef struct fe_enum_member {
    const char *name;        /* parse */
    fe_pos pos;              /* parse */
    fe_expr *value;          /* parse: `= e` or NULL */
    struct fe_field *sym;    /* sema */
} fe_enum_member;

typedef enum fe_tdkind { FE_TD_CLASS, FE_TD_ENUM, FE_TD_INTERFACE, FE_TD_STRUCT, FE_TD_DELEGATE } fe_tdkind;

typedef struct fe_typedecl {
    fe_tdkind kind;          /* parse */
    fe_pos pos;              /* parse: of the name */
    int mods;                /* parse */
    fe_attr *attrs;          /* parse */
    int nattrs;
    const char *ns;          /* parse: enclosing namespace, dotted, "" for global */
    struct fe_typedecl *outer; /* parse: the type this one is nested in, or NULL */
    const char *name;        /* parse */
    fe_typesyn *base;        /* parse: CLASS base class or NULL; ENUM `: int` or NULL */
    fe_tparamdecl *tparams;  /* parse: CLASS `C<T, U> where T : ..` */
    int ntparams;
    fe_member **members;     /* parse: CLASS */
    int nmembers;
    fe_enum_member *enums;   /* parse: ENUM */
    int nenums;
    fe_typesyn *dret;        /* parse: DELEGATE `delegate R Name(params);`: R */
    fe_paramdecl *dparams;   /* parse: DELEGATE */
    int ndparams;
    struct fe_class *sym;    /* sema */
    fe_typesyn **bases;      /* parse: the base list after its first entry (`base`): interfaces */
    int nbases;
    int is_record;           /* parse: `record`, `record struct` (parse_record.c) */
    struct fe_rec_syntax *record; /* parse: a record's syntax; sema adds its members from it */
    int record_args;         /* parse: the base is given arguments, `: A(X)` (a record's must be one) */
    fe_member *primary;      /* parse: a class's or struct's primary constructor (`class C(int x)`,
                                C# 12; not a record's), whose parameters the body's members see */
} fe_typedecl;

typedef struct fe_using {
    const char *ns;          /* parse: dotted name (sema: a namespace of the program, the corelib or
                                .NET); `using static`: the type; an alias: its target */
    fe_pos pos;              /* parse */
    int is_static;           /* parse: `using static T;` (T's static members by simple name) */
    int is_global;           /* parse: `global using` (every file's); also the implicit usings */
    const char *alias;       /* parse: `using A = N.T;` the alias A, or NULL */
    fe_typesyn *tsyn;        /* parse: an alias of a constructed type (`using L = N.List<int>;`),
                                else NULL (ns holds the name up to its type arguments) */
    int resolving;           /* sema: the constructed type is being resolved (a cycle) */
    void *sym;               /* sema: the fe_class of `using static` / a type alias, NULL otherwise */
    void *type;              /* sema: a constructed type alias's fe_type as written (a view keeps
                                its element names: `using E = List<(int node, double w)>;`) */
    const char *decl;        /* parse: the namespace declaration the directive is in (its name, the
                                very string its types' `ns` is: fe_nsdecl), NULL at file level
                                (also global and implicit usings); C# confines it to that block */
} fe_using;

/* One namespace declaration of a file (`namespace A.B { ... }` or
 * `namespace N;`). parse gives each its own copy of its full name, and
 * the types declared in it carry that very string as their `ns`, so the
 * pointer names the declaration: two blocks `namespace N` are two. */
typedef struct fe_nsdecl {
    const char *name;        /* parse: the full dotted name (this declaration's own copy) */
    const char *parent;      /* parse: the enclosing declaration's name, NULL at file level */
    const char *joins;       /* parse_partial.c: a partial type's part here was merged into one in
                                this declaration (same name), where this one's directives count
                                too (C# binds each part with its own: Kiln accepts more there) */
} fe_nsdecl;

/* The method top-level statements become (parse_toplevel.c), as .NET names it. */
#define FE_TOPLEVEL_MAIN "<Main>$"

/* One parsed source file. */
typedef struct fe_unit {
    const char *path;        /* parse: as shown in diagnostics */
    int file;                /* parse: file index in fe_diags */
    fe_using *usings;        /* parse: all using directives of the file (any namespace level;
                                each in scope only inside its `decl`) */
    int nusings;
    fe_nsdecl *nsdecls;      /* parse: the file's namespace declarations, outer before inner */
    int nnsdecls;
    fe_typedecl **types;     /* parse: every class/enum in source order, namespaces flattened,
                                a nested type after the type it is nested in */
    int ntypes;
    int corelib_generic;     /* driver: the corelib's generic definitions (docs/generics.md),
                                compiled with the program */
    int implies;             /* parse: FE_IMPLIES_*: corelib generic types its syntax names
                                without writing their names (gensrc.c) */
    struct fe_pp_symbol *defines; /* parse: the file's #define/#undef (fe_pp_defined) */
} fe_unit;

/* name is defined in a file whose #define/#undef list is defs, or is one of
 * the predefined symbols (lex_directive.c). */
int fe_pp_defined(const struct fe_pp_symbol *defs, const char *name);

enum { FE_IMPLIES_NULLABLE = 1,   /* T?: System.Nullable<T> */
       FE_IMPLIES_TUPLE = 2,      /* (a, b): System.ValueTuple<..> */
       FE_IMPLIES_RANGE = 4,      /* ^i, a..b: System.Index, System.Range */
       FE_IMPLIES_QUERY = 8,      /* from x in xs ...: System.Linq's operators */
       FE_IMPLIES_RECORD = 16,    /* record: EqualityComparer<T> (parse_record.c) */
       FE_IMPLIES_FUNC = 32,      /* catch ... when (cond): System.Func<T, bool>, its filter; a typed
                                     lambda, `var f = M;`: a natural type Func<..> or Action<..> */
       FE_IMPLIES_ASYNC = 64,     /* async, await: System.Threading.Tasks (corelib/Task.cs) */
       FE_IMPLIES_ASYNC_STREAM = 128,  /* await foreach, await using: IAsyncDisposable
                                            (corelib/AsyncEnumerable.cs) */
       FE_IMPLIES_LIST = 256 };   /* [a, ..b]: List<T>, which builds one for an IList<T> target
                                     or with a spread (bind_collection_expr) */

/* Readable dump of an expression as a fully parenthesized S-expression, for
 * tests and debugging: "(+ 1 (* 2 3))". Returns an arena string. */
const char *fe_ast_expr_str(fe_ast_arena *a, const fe_expr *e);
/* C# spelling of an operator ("+", "??", "<<"). */
const char *fe_bop_name(int bop);
const char *fe_uop_name(fe_uop op);

#endif
