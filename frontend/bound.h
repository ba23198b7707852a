/* bound.h - the bound expression tree: what the binder (bind_expr.c)
 * decided about an expression, read by the emitter (emit_expr.c) and
 * nothing else. Internal to frontend/.
 *
 *   AST expression --bind_expr.c--> fe_bexpr --emit_expr.c--> IL
 *
 * The binder resolves every name to its symbol (local slot, field,
 * property accessor, method after overload resolution), gives every node
 * its type, makes every conversion an explicit FE_B_CONV node, folds
 * constants, checks access, static-ness and definite assignment, and
 * reports every error exactly once, in source order. The emitter makes no
 * decision that can fail: it chooses opcodes from the types on the nodes,
 * allocates temporaries and labels, and never reports a diagnostic.
 *
 * Invariants: a node of kind FE_B_ERROR (type ERROR) follows a reported
 * error, so a tree holding one is never emitted into a module; `type` is
 * the type of the value the node leaves on the stack (VOID: none); the
 * operands of an operator node are already converted to its operation
 * type. Nodes live in the sema arena until fe_sema_compile returns.
 *
 * Room for value types: a boxing or unboxing conversion will be a CONV
 * node with its own `conv` kind (FE_CV_BOX / FE_CV_UNBOX), and a local of
 * value type is an FE_V_LOCAL variable like any other: no node kind here
 * assumes a variable holds a reference or a primitive.
 */
#ifndef KILN_FE_BOUND_H
#define KILN_FE_BOUND_H

#include "sema.h"

typedef enum fe_bkind {
    FE_B_ERROR,      /* after a reported error: emits nothing */
    FE_B_CONST,      /* k, in its own type (null: any reference type) */
    FE_B_THIS,       /* ldarg.0 */
    FE_B_LOAD,       /* the value of var */
    FE_B_ADDR,       /* the address of var (a ref/out argument) */
    FE_B_ASSIGN,     /* var = a (a converted to var's type) */
    FE_B_COMPOUND,   /* var op= a: load, conv to opt, a, op, conv back, store */
    FE_B_CONCAT_ASSIGN, /* string var += a: load, a as string, Concat, store */
    FE_B_INCDEC,     /* ++var, var++, --var, var-- */
    FE_B_CALL,       /* method(args) on recv, or on this (FE_BF_THIS), or static */
    FE_B_NEWOBJ,     /* new C(args) through ctor `method` */
    FE_B_NEWARR,     /* new T[a]: a is a native index (FE_B_INDEX) */
    FE_B_ARRINIT,    /* new T[] { list }: type is the array type */
    FE_B_LENGTH,     /* a.Length of an array a */
    FE_B_INDEX,      /* a as a native array index or length (int, or long) */
    FE_B_CONV,       /* a converted from a->type to type */
    FE_B_UNARY,      /* op (fe_unop) on a, in type */
    FE_B_BINARY,     /* op (fe_binop) on a, b in opt (arithmetic or comparison) */
    FE_B_STREQ,      /* string a == b (method String.Equals), != if FE_BF_NEGATE */
    FE_B_LOGICAL,    /* a && b, a || b (op ANDAND / OROR) as a value */
    FE_B_COALESCE,   /* a ?? b */
    FE_B_COND,       /* a ? b : c */
    FE_B_ISINST,     /* a is T (FE_BF_IS_TEST: bool) / a as T */
    FE_B_TOSTRING,   /* a as a string: static method(a), or a?.ToString() ?? "" (method: object.ToString) */
    FE_B_CONCAT,     /* the concatenation of list (each a string) through `cat` */
    FE_B_OBJINIT,    /* a (a NEWOBJ), then each ASSIGN of list stores into the new object */
    FE_B_MDNEW,      /* new T[,]: sizes list[0..n) (ints), then Total (method) and newarr, or
                        the flat elements c (an ARRINIT); ctor with the type's .NET name */
    FE_B_MDFLAT,     /* the flat T[] of the MDARRAY a at indices list[0..n) (method: MdArray.FlatN);
                        the flat index goes to a temporary (slot, set when emitted) */
    FE_B_MDINDEX,    /* that flat index of the MDFLAT a (emitted after it) */
    FE_B_MGROUP,     /* method group name in mcls on recv (NULL: this or static); converted
                        to a delegate (bind_delegate.c) before it is emitted */
    FE_B_LAMBDA,     /* a lambda (lam): converted to a delegate before it is emitted */
    FE_B_CHECKED,    /* a in a checked (op 1) or unchecked (op 2) context */
    FE_B_SEQ,        /* each of list[0..n) (discarded), then a (NULL: nothing) */
    FE_B_THROWNEW,   /* throw new (method: a constructor)(list): never completes; typed
                        as the value its place needs (a switch expression's last arm) */
    FE_B_TEMPADDR,   /* the address of a new temporary holding a (an `in` argument's value) */
    FE_B_THROW,      /* throw a (an exception): never completes; typed FE_T_THROW, then by its target */
    FE_B_AWAIT,      /* await a (a Task, Task<T> or YieldAwaitable) in an async method: the
                        state machine suspends there (lower_iterator.c fe_iter_await) */
    FE_B_TARGETED,   /* an argument `default` or `new(...)` (lam) awaiting its parameter's type:
                        bound again as that type's when converted (conv_check) */
    FE_B_FROMEND     /* an index counted from the end of the receiver emitted just before it:
                        its length (method: the Length/Count getter; NULL: an array's) less
                        a, or helper(length, a) for an Index a (bind_range.c) */
} fe_bkind;

/* Where a variable lives. */
typedef enum fe_vkind {
    FE_V_NONE,
    FE_V_LOCAL,      /* slot */
    FE_V_ARG,        /* by-value parameter slot */
    FE_V_REFARG,     /* ref/out parameter slot: holds an address */
    FE_V_FIELD,      /* instance field of recv (NULL: this) */
    FE_V_SFIELD,     /* static field */
    FE_V_ELEM,       /* element idx (FE_B_INDEX) of array recv */
    FE_V_PROP,       /* instance property of recv (NULL: this): get / set */
    FE_V_SPROP       /* static property */
} fe_vkind;

struct fe_bexpr;

/* A variable: the target of a load, a store or an address. */
typedef struct fe_bvar {
    fe_vkind kind;
    fe_type *type;               /* the variable's type (element type for REFARG) */
    int slot;                    /* LOCAL, ARG, REFARG */
    fe_field *field;             /* FIELD, SFIELD */
    fe_method *get, *set;        /* PROP, SPROP: the accessors this access uses (NULL: not used) */
    int virt;                    /* PROP: callvirt the accessors */
    struct fe_bexpr *recv;       /* FIELD, PROP: receiver (NULL: this); ELEM: the array */
    struct fe_bexpr *idx;        /* ELEM: the index */
    struct fe_bexpr **args;      /* PROP of an indexer: the index arguments (in parameter order) */
    int nargs;
    int readonly_ref;            /* REFARG: an `in` parameter (a struct's methods run on a copy) */
} fe_bvar;

/* Flags of a node. */
enum {
    FE_BF_VIRT = 1,       /* CALL: callvirt */
    FE_BF_THIS = 2,       /* CALL: the receiver is this (ldarg.0) */
    FE_BF_NEED = 4,       /* ASSIGN, COMPOUND, INCDEC: the value stays on the stack */
    FE_BF_POST = 8,       /* INCDEC: postfix (the old value) */
    FE_BF_NEGATE = 16,    /* STREQ: != */
    FE_BF_IS_TEST = 32,   /* ISINST: `is` (a bool) */
    FE_BF_FLAT = 64,      /* CONCAT: from `+` (a later `+` may extend it) */
    FE_BF_BASE = 256,     /* MGROUP: base.M */
    FE_BF_VIATYPE = 512,  /* MGROUP: T.M (static methods only) */
    FE_BF_CONSTRAINED = 1024 /* CALL: an interface method on a type parameter's value, no box
                                (emit_constrained_call: what the closed type runs) */
};

typedef struct fe_bexpr {
    fe_bkind kind;
    fe_type *type;               /* the value left on the stack (VOID: none) */
    fe_pos pos;
    int flags;                   /* FE_BF_* */
    int op;                      /* fe_binop / fe_unop; INCDEC: 1 increment, 0 decrement */
    fe_type *opt;                /* BINARY, COMPOUND: the operation type; ISINST: the tested type */
    fe_type *res;                /* COMPOUND: the operation's result type (converted back to var's) */
    fe_const k;                  /* CONST */
    fe_bvar var;                 /* LOAD, ADDR, ASSIGN, COMPOUND, CONCAT_ASSIGN, INCDEC */
    struct fe_bexpr *a, *b, *c;  /* operands */
    struct fe_bexpr **list;      /* CALL, NEWOBJ: arguments; ARRINIT, CONCAT: elements;
                                    OBJINIT: member assignments (var FIELD/PROP, recv unused) */
    int n;
    int cap;                     /* CONCAT: room in list (the `+` above extends it in place) */
    fe_method *method;           /* CALL, NEWOBJ, STREQ, TOSTRING, FROMEND */
    fe_method *helper;           /* FROMEND: RangeSlice.Offset for an Index value */
    fe_method *ctor;             /* MDNEW: the MdArray constructor */
    /* NEWOBJ of a struct: built in a temporary (method NULL: new S() /
     * default(S), zeroed); COMPOUND with method: a user-defined operator */
    struct fe_bexpr *recv;       /* CALL, MGROUP: receiver expression (NULL: this or static) */
    fe_method *const *cat;       /* CONCAT, CONCAT_ASSIGN: String.Concat by operand count (2..4) */
    int slot;                    /* MDFLAT: the temporary of its flat index (written by the emitter) */
    fe_class *mcls;              /* MGROUP: where the lookup starts */
    const char *name;            /* MGROUP: the methods' name */
    fe_type **targs;             /* MGROUP: explicit type arguments (P.M<int>), else NULL;
                                    LOAD of a generic local function named F<int>: the same */
    int ntargs;
    struct fe_expr *lam;         /* LAMBDA: the AST; TARGETED: the expression its target types */
    struct fe_ctx *lctx;         /* LAMBDA: the context it was bound in (its body's type is probed there) */
    fe_type **lnamed;            /* LAMBDA: its parameter types as type inference saw them, when one
                                    is a tuple with element names (a generic instance's delegate type
                                    keeps none: fe_lambda_param_type), else NULL */
} fe_bexpr;

/* A variable whose address code can take to use or change it in place (a
 * struct receiver): locals, parameters, statics, elements, and fields of
 * objects or of such variables; not a readonly field, whose value C#
 * copies before a call. (A using or foreach variable is read-only only to
 * assignment: Roslyn calls a struct's methods on it in place.) */
static inline int fe_bvar_addressable(const fe_bvar *v)
{
    switch (v->kind) {
    case FE_V_LOCAL: case FE_V_ARG: case FE_V_ELEM: return 1;
    case FE_V_REFARG: return !v->readonly_ref;
    case FE_V_SFIELD: return !(v->field->flags & KMOD_FIELD_READONLY);
    case FE_V_FIELD:
        if (v->field->flags & KMOD_FIELD_READONLY)
            return 0;
        if (!v->recv || v->recv->kind == FE_B_THIS || v->recv->type->kind != FE_T_STRUCT)
            return 1;
        return v->recv->kind == FE_B_LOAD && fe_bvar_addressable(&v->recv->var);
    default: return 0;
    }
}

/* ---- bind_expr.c: AST -> bound tree (all checks and diagnostics) ---- */
fe_bexpr *fe_bind_expr(fe_ctx *C, fe_expr *e);                 /* the value of e */
/* A node of kind and type at pos, the rest zeroed. */
fe_bexpr *fe_bnode(fe_ctx *C, fe_bkind kind, fe_type *type, fe_pos pos);
/* ---- bind_range.c: ^i, a..b, and indexing with them ---- */
fe_bexpr *fe_bind_from_end(fe_ctx *C, fe_expr *e);             /* ^e as a System.Index */
fe_bexpr *fe_bind_range(fe_ctx *C, fe_expr *e);                /* a..b as a System.Range */
/* recv[arg of e] with an Index or Range arg: 1 with *out the whole access
 * (a slice, or an error); 0 to go on binding *rewritten (e, or a copy
 * whose argument is the offset from the end) */
int fe_range_index(fe_ctx *C, fe_bexpr *recv, fe_expr *e, fe_expr **rewritten, fe_bexpr **out);
/* The member a value of type t is counted by (C#'s "countable": an array's
 * or a string's Length, a class's public int Length or Count), or NULL. */
const char *fe_range_count_name(const fe_type *t);
/* ---- bind_enum.c: e.ToString(format) on an enum, Enum.M<E>(...) ---- */
fe_bexpr *fe_bind_enum_tostring(fe_ctx *C, fe_bexpr *recv, fe_bexpr *fmt, fe_pos pos);  /* fmt: a string */
fe_bexpr *fe_bind_enum_static(fe_ctx *C, fe_expr *e);   /* NULL: not an Enum.M<E> call */
int fe_is_enum_like(const fe_type *t);
/* Convert.M(Enum) and Enum.GetName/IsDefined(Type, v) with a Type known at
 * run time: what Kiln does not take is reported (0). */
int fe_enum_boxed_args_ok(fe_ctx *C, const struct fe_class *mcls, const char *name, fe_bexpr **args, int n,
                          fe_pos pos);   /* an enum, or a type parameter constrained to System.Enum */
int fe_enum_value_method(const char *name);   /* HasFlag, CompareTo, Equals: bound by bind_enum.c */
/* Convert.M(e) of an enum e: .NET's M(object) through the box's IConvertible, which is
 * M of the underlying value (ToString: the name, by fe_bind_enum_tostring) */
int fe_is_core_convert(const fe_class *c);
fe_bexpr *fe_enum_as_underlying(fe_ctx *C, fe_bexpr *v);   /* v of an enum-like type, converted */
fe_bexpr *fe_bind_enum_method(fe_ctx *C, fe_bexpr *recv, fe_expr *call);   /* recv.M(args) of those */
fe_bexpr *fe_bind_anon(fe_ctx *C, fe_expr *e);          /* new { ... } (bind_anon.c) */
fe_bexpr *fe_bind_decimal_literal(fe_ctx *C, fe_expr *e); /* 1.50m (bind_decimal.c) */
fe_bexpr *fe_bind_decimal_format(fe_ctx *C, fe_expr *hole, fe_bexpr *value); /* {d:F2} */
fe_bexpr *fe_bind_typeof(fe_ctx *C, fe_expr *e);        /* typeof(T) (bind_typeof.c) */
fe_bexpr *fe_bind_type_object(fe_ctx *C, fe_type *t, fe_pos pos);   /* typeof(t) of a type */
fe_bexpr *fe_bind_static_call(fe_ctx *C, fe_class *cls, const char *name, fe_expr *e);   /* e as a call of cls.name */
fe_bexpr *fe_bind_out_arg(fe_ctx *C, fe_expr *e, fe_type *pt);   /* out e for a parameter of type pt */
fe_bexpr *fe_bind_gettype(fe_ctx *C, fe_bexpr *recv, fe_expr *call);   /* 5.GetType(): boxed */
fe_bexpr *fe_bind_to(fe_ctx *C, fe_expr *e, fe_type *to);      /* implicitly converted to `to` */
fe_bexpr *fe_bind_expr_stmt(fe_ctx *C, fe_expr *e);            /* no value left */
/* A shallow copy of the T[] arr, typed object (a.Clone(): corelib's ArrayClone.Of). */
fe_bexpr *fe_array_clone_of(fe_ctx *C, fe_bexpr *arr, fe_pos pos);
/* The same of the T[,] arr: a new MdArray over a copy of its elements (bind_mdarray.c). */
fe_bexpr *fe_md_clone(fe_ctx *C, fe_bexpr *arr, fe_pos pos);
/* (T[,])obj of an object obj (bind_mdarray.c). */
fe_bexpr *fe_md_cast(fe_ctx *C, fe_bexpr *obj, fe_type *to, fe_pos pos);
/* m or the method it overrides that carries [Conditional], or NULL. */
const fe_method *fe_conditional_of(const fe_method *m);
/* A call of m from C's file is dropped: m is [Conditional] on symbols none of
 * which that file defines. */
int fe_call_dropped(fe_ctx *C, const fe_method *m);
/* A condition: *when_true / *when_false are the definite-assignment states
 * after e is true / false (C->da is left undefined). */
fe_bexpr *fe_bind_cond(fe_ctx *C, fe_expr *e, uint8_t **when_true, uint8_t **when_false);
/* base(...) / this(...) from a constructor: a CALL on this. NULL after an error. */
fe_bexpr *fe_bind_ctor_call(fe_ctx *C, fe_class *target, fe_callarg *args, int nargs, fe_pos pos);

/* e (bound to b) implicitly converted to `to`: the conversion node, or an
 * error node after the reported error. */
fe_bexpr *fe_convert(fe_ctx *C, fe_bexpr *b, fe_expr *e, fe_type *to);

/* The operator of e (BINARY, UNARY) applied to operands already bound. */
fe_bexpr *fe_bind_binary_bound(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b);
fe_bexpr *fe_bind_unary_bound(fe_ctx *C, fe_expr *e, fe_bexpr *a);

/* ---- bind_nullable.c: nullable value types (lifted operators, ??, ??=) ---- */
/* a op b / op a when an operand is nullable: the lifted operator; NULL otherwise. */
fe_bexpr *fe_bind_lifted_binary(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b);
fe_bexpr *fe_bind_lifted_unary(fe_ctx *C, fe_expr *e, fe_bexpr *a);
fe_bexpr *fe_bind_nullable_coalesce(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b);   /* a nullable */
/* var ??= right, or var op= right on a nullable var. */
fe_bexpr *fe_bind_nullable_assign(fe_ctx *C, fe_expr *e, const fe_bvar *var, int need);
/* e?.rest (CONDACCESS: the parser allows it as a statement when it ends in a call), and its CONDRECV. */
fe_bexpr *fe_bind_cond_access(fe_ctx *C, fe_expr *e);
fe_bexpr *fe_bind_cond_recv(fe_ctx *C, fe_expr *e);
/* v (a T?) kept in a temporary: the store, whether it has a value, the value;
 * then `store; has ? some : none` (some and none of one type). */
void fe_nullable_parts(fe_ctx *C, fe_bexpr *v, fe_bexpr **store, fe_bexpr **has, fe_bexpr **value);
fe_bexpr *fe_nullable_select(fe_ctx *C, fe_bexpr *store, fe_bexpr *has, fe_bexpr *some, fe_bexpr *none);

/* ---- bind_pattern.c: patterns (is, switch expressions, case labels) ---- */
/* The bool test of pattern pt on the value in local slot (of type t);
 * declares its designations (assigned where it is true: fe_pattern_da). */
fe_bexpr *fe_bind_pattern(fe_ctx *C, fe_pattern *pt, int slot, fe_type *t);
void fe_pattern_da(fe_ctx *C, const fe_pattern *pt);   /* designations definitely assigned */
fe_bexpr *fe_bind_is_pattern(fe_ctx *C, fe_expr *e);   /* IS with a pattern */
fe_bexpr *fe_bind_switch_expr(fe_ctx *C, fe_expr *e, fe_type *target);   /* target: NULL, or its type's (C# 9) */
/* bind_expr.c: the variable of local li (a captured one's cell). */
void fe_local_bvar(fe_ctx *C, int li, fe_bvar *v);

/* ---- bind_tuple.c: tuple literals, conversions, ==, deconstruction ---- */
fe_bexpr *fe_bind_tuple(fe_ctx *C, fe_expr *e, fe_type *target);   /* target: NULL or a tuple type */
/* b (a tuple) as tuple type `to` element by element; NULL when either is not a tuple. */
fe_bexpr *fe_bind_tuple_conv(fe_ctx *C, fe_bexpr *b, fe_type *to, int expl);
fe_bexpr *fe_bind_tuple_equality(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b);   /* NULL: no tuple */
fe_bexpr *fe_bind_tuple_eq_syntax(fe_ctx *C, fe_expr *e);   /* a == b with a tuple literal operand */
fe_bexpr *fe_bind_deconstruct(fe_ctx *C, fe_expr *e, int need);    /* (a, b) = e (ASSIGN) */
/* bind_expr.c: e as the variable of a store; *local its C# local or -1. 0 after the error. */
int fe_bind_store_target(fe_ctx *C, fe_expr *e, fe_bvar *var, int *local);

/* ---- bind_mdarray.c: multi-dimensional arrays ---- */
fe_bexpr *fe_bind_md_new(fe_ctx *C, fe_expr *e, fe_type *et);   /* NEWARRAY of rank > 1 */
fe_bexpr *fe_bind_md_init(fe_ctx *C, fe_expr *e, fe_type *at);  /* { {..}, {..} } as MDARRAY at */
fe_bexpr *fe_bind_md_lit(fe_ctx *C, fe_expr *e);                /* new[,] { ... } */
/* arr[i, j] (arr an MDARRAY): the element variable in *out; 0 after an error. */
int fe_bind_md_elem(fe_ctx *C, fe_bexpr *arr, fe_expr *e, fe_bvar *out);
fe_bexpr *fe_md_flat(fe_ctx *C, fe_bexpr *arr, fe_pos pos);     /* arr's flat T[] (foreach) */
fe_const fe_md_net_name(fe_ctx *C, const fe_type *t);          /* "System.Int32[,]" */
/* emit_mdarray.c */
void fe_emit_md(fe_ctx *C, const fe_bexpr *b);                  /* MDNEW, MDFLAT, MDINDEX */
/* ---- bind_delegate.c: method groups and lambdas as delegates, delegate operators ---- */
/* A local function F's value b as the method group of its Invoke (C#'s view of F). */
fe_bexpr *fe_localfn_group(fe_ctx *C, fe_bexpr *b, fe_pos pos);
/* b (an MGROUP or LAMBDA node) converted to `to`: a delegate creation, or the C# error. */
fe_bexpr *fe_bind_fn_conv(fe_ctx *C, fe_bexpr *b, fe_type *to, fe_pos pos);
/* new D(M), new D(d): the conversion of M or d.Invoke to D. */
fe_bexpr *fe_bind_new_delegate(fe_ctx *C, fe_expr *e, fe_type *d);
/* a op b on delegates (+ - == !=), or NULL when neither operand is a delegate. */
fe_bexpr *fe_bind_delegate_binary(fe_ctx *C, fe_expr *e, fe_bexpr *a, fe_bexpr *b);
/* Delegate.Combine (ADD) / Remove (SUB) for `d += x` / `d -= x`; NULL after the error. */
fe_method *fe_delegate_combiner(fe_ctx *C, int bop, fe_pos pos);
/* A field-like event used outside its class (only += and -= may). */
int fe_event_outside(fe_ctx *C, const fe_field *f);
void fe_event_error(fe_ctx *C, const fe_field *f, fe_pos pos);
/* lower_closure.c */
fe_bexpr *fe_lambda_conv(fe_ctx *C, fe_bexpr *b, fe_type *to, fe_method *inv, fe_pos pos);
int fe_lambda_converts(fe_sema *S, const fe_bexpr *fn, const fe_method *inv);
/* The type lambda fn's body has with inv's parameter types (C# 12.6.3.13
 * inferred return type); NULL when it has none. */
fe_type *fe_lambda_ret_for(const fe_bexpr *fn, const fe_method *inv);
/* The type of lambda lam's result with parameters of types ps (C#'s inferred
 * return type: its expression's, or its return statements'), bound quietly
 * in C; VOID when it returns nothing, NULL when it cannot be told. */
fe_type *fe_lambda_body_type(fe_ctx *C, struct fe_expr *lam, fe_type *const *ps);
/* lam's body's type as fe_lambda_body_type finds it, its written return
 * type left aside; NULL with *mixed set when two returns differ in type. */
fe_type *fe_lambda_inferred_ret(fe_ctx *C, struct fe_expr *lam, fe_type *const *ps, int *mixed);
/* lam's written return type (`int (int x) => x`), resolved (errors reported unless quiet), or NULL. */
fe_type *fe_lambda_explicit_ret(fe_ctx *C, struct fe_expr *lam, int quiet);
/* The natural type of lambda or method group fn (C# 10): System.Func<...>
 * or System.Action<...>; NULL when it has none, reported at pos when report
 * (C: access checks of a group; NULL when probing). */
fe_type *fe_fn_natural_type(fe_sema *S, fe_ctx *C, const fe_bexpr *fn, fe_pos pos, int report);
/* A non-delegate type a lambda or method group converts to through its natural type (object, Delegate). */
int fe_is_function_type_target(fe_sema *S, const fe_type *to);
/* Binds lam's body as fe_lambda_body_type does, reporting its errors: 1 when it reported one. */
int fe_lambda_body_report(fe_ctx *C, struct fe_expr *lam, fe_type *const *ps);
/* C#'s type inference for generic method gm called with args (phase one
 * from the typed arguments, then from lambdas' and method groups' results
 * as their parameter types become known); 0 when some type parameter is
 * not inferred. */
int fe_infer_call(fe_ctx *C, fe_method *gm, const fe_arg *args, int nargs, fe_type **out);
void fe_closure_cell_var(fe_ctx *C, const fe_local *l, fe_bvar *v);   /* the variable cell.v */
/* bind_expr.c's access rule, for the other binder files. */
int fe_accessible(fe_ctx *C, fe_class *owner, uint32_t flags);

/* ---- lower_foreach.c: foreach -> the bound parts of a counting loop ---- */
typedef struct fe_foreach_parts {
    fe_bexpr *init_a, *init_i;   /* the collection and the index into hidden locals */
    fe_bexpr *cond;              /* i < length */
    fe_bexpr *assign_x;          /* x = (V)a[i] */
    fe_bexpr *step;              /* i++ */
} fe_foreach_parts;
fe_type *fe_foreach_element(fe_sema *S, const fe_type *ct);   /* NULL: not an array or string */
/* foreach over an enumerable (C#'s binding: a public GetEnumerator() whose
 * type has a public bool MoveNext() and a Current property, else
 * System.Collections.IEnumerable's): the methods and the element type. */
typedef struct fe_enum_plan {
    fe_method *get_enum, *move_next, *current;
    fe_type *etype;              /* the enumerator's type */
    fe_type *elem;               /* Current's type */
} fe_enum_plan;
/* 1 with *p filled, 0 when ct is not enumerable (nothing reported), -1
 * when C#'s pattern is broken (reported at pos). */
int fe_foreach_enumerable(fe_ctx *C, const fe_type *ct, fe_pos pos, fe_enum_plan *p);
int fe_lower_foreach(fe_ctx *C, fe_stmt *s, fe_bexpr *coll, int x_slot, fe_type *vt, fe_foreach_parts *out);

/* ---- emit_expr.c: bound tree -> IL (never reports) ---- */
void fe_emit_expr(fe_ctx *C, const fe_bexpr *b);              /* leaves b->type's value (none for VOID) */
void fe_emit_discard(fe_ctx *C, const fe_bexpr *b);           /* leaves nothing */
/* Branch to label when b (a bool) is `when`; constants, !, && and || become jumps. */
void fe_emit_branch(fe_ctx *C, const fe_bexpr *b, int label, int when);

#endif
