/* verify_internal.h - the verifier's type model, shared by verify.c (the
 * abstract interpreter) and verify_types.c (classes, signatures,
 * assignability, merges).
 *
 * A verification type (kmod_vtype) is a stack type (kmod_stype) plus, for
 * references and byrefs, what they refer to: a class, the null type, or an
 * array of some element. A struct value (st VALUE) and struct elements and
 * pointees carry elem KMOD_T_VALUETYPE and the struct's class id (in an
 * untyped verification: the signature's TYPEDEF/TYPEREF token); a struct
 * that is one of the corelib's primitive classes (System.Int32 ...) is
 * that primitive, an enum its underlying int (from a signature: with its
 * class id + 1 in cls, which only signature matching reads - M(int) and
 * M(E) are two overloads). Values of i4/i8/r8 carry nothing else (a bool and an
 * int are one i4 on the stack). A byref carries its pointee the same way, a
 * primitive pointee keeping its signature byte (a `ref bool` is not a
 * `ref int`: they differ in width).
 *
 * Invariants: class ids index kmod_universe.cls; every class of a universe
 * whose depth is known has a parent chain ending at System.Object; an
 * untyped verification (kmod_read: no universe) sees only the stack types.
 */
#ifndef KILN_VERIFY_INTERNAL_H
#define KILN_VERIFY_INTERNAL_H

#include "kmod_internal.h"

#define VT_NOCLASS 0xFFFFFFFFu
#define VT_NULL 0xFEu   /* elem of the null type (ldnull) */

typedef struct kmod_vtype {
    uint8_t st;      /* kmod_stype of the slot */
    uint8_t elem;    /* ref/byref: KMOD_T_CLASS (cls), a primitive KMOD_T_* byte, or VT_NULL */
    uint16_t rank;   /* array nesting: int[][] is int with rank 2 */
    uint32_t cls;    /* class id when elem is KMOD_T_CLASS */
} kmod_vtype;

/* One class known to a verification. */
typedef struct kmod_vclass {
    uint32_t mod, row;   /* its module (index in the universe) and typedef row */
    uint32_t parent;     /* class id, VT_NOCLASS for System.Object (valid when resolved) */
    uint32_t depth;      /* inheritance depth, System.Object 0 (valid when resolved) */
    uint8_t resolved;
    uint8_t enc_known;   /* enclosing is valid */
    uint32_t enclosing;  /* the class a nested class ("Outer+Inner") is nested in, or VT_NOCLASS */
} kmod_vclass;

/* The classes one module's bodies are checked against: the modules its
 * TYPEREFs resolve in (searched in order, as the loader does), then the
 * module itself. */
typedef struct kmod_universe {
    const kmod **mods;      /* imports in search order, the verified module last */
    uint32_t nmods;
    uint32_t *first;        /* first class id of each module's typedefs */
    kmod_vclass *cls;
    uint32_t ncls;
    uint32_t *index, mask;  /* full name hash -> class id + 1 (0: empty) */
    uint32_t **tref;        /* per module, per TYPEREF row: class id + 1 (0: not looked up) */
    uint32_t object, string, exception, thread;   /* well-known classes, VT_NOCLASS if absent */
    uint32_t prim[KMOD_T_R8 + 1];   /* the corelib's class of each primitive byte, or VT_NOCLASS */
    char err[200];          /* why the last failing call failed */
} kmod_universe;

/* Build the universe of m checked against imports; -1 (u->err) on failure. */
int kmod_vt_universe_init(kmod_universe *u, const kmod *m, const kmod *const *imports, uint32_t n);
void kmod_vt_universe_free(kmod_universe *u);

/* Does class (or interface) c implement interface i, through its parents
 * and the interfaces' bases? 1, 0, or -1 (u->err: an unresolved name, or
 * interface inheritance deeper than 64: a cycle through TYPEREFs).
 * kmod_iface.c. */
int kmod_vt_implements(kmod_universe *u, uint32_t c, uint32_t i);
/* Does a variance row of c's module make class c (an interface or a
 * delegate instance) convertible to class to? kmod_iface.c. */
int kmod_vt_variant(kmod_universe *u, uint32_t c, uint32_t to);
/* Is class id c an interface? */
int kmod_vt_is_interface(const kmod_universe *u, uint32_t c);

/* The class a TYPEDEF/TYPEREF token of module mi names; VT_NOCLASS (u->err). */
uint32_t kmod_vt_class_of_token(kmod_universe *u, uint32_t mi, uint32_t tok);

/* The field FIELDREF row of module mi names, found as the loader finds it
 * (by name, in its parent class and then up the parents): 0 with its module
 * index and row, or -1 (u->err). */
int kmod_vt_field_of_ref(kmod_universe *u, uint32_t mi, uint32_t row, uint32_t *fmod,
                       uint32_t *frow);

/* The method METHODREF row of module mi names, found as the loader finds it
 * (by name and the same signature, in its parent class and then up the
 * parents): 0 with its module index and row, or -1 (u->err). */
int kmod_vt_method_of_ref(kmod_universe *u, uint32_t mi, uint32_t row, uint32_t *mmod,
                        uint32_t *mrow);

/* Code of class from may use a member of class owner with access flags
 * (KMOD_ACC_*, as C# allows: private to its class, protected to derived
 * classes, internal to its module). 1, 0, or -1 (u->err). */
int kmod_vt_accessible(kmod_universe *u, uint32_t from, uint32_t owner, uint32_t flags);

/* The type element at pos of a signature of module mi (a primitive value
 * keeps its signature byte in elem). 0, or -1 with u->err. */
int kmod_vt_of_sig(kmod_universe *u, uint32_t mi, const uint8_t *s, uint32_t len, uint32_t pos,
                 kmod_vtype *out);

/* A reference to class c. */
kmod_vtype kmod_vt_class(uint32_t c);

/* Is class c a value type (a struct or an enum)? */
int kmod_vt_is_value_class(const kmod_universe *u, uint32_t c);

/* The type of a value of value class c: its primitive for the corelib's
 * primitive classes, int for an enum, else a struct value. */
kmod_vtype kmod_vt_value_of_class(const kmod_universe *u, uint32_t c);

/* True if a value of type have may be stored where want is declared
 * (ECMA-335 assignable-to; values by stack type; byrefs only to the same
 * location type). -1 when a parent could not be resolved (u->err). */
int kmod_vt_assignable(kmod_universe *u, kmod_vtype have, kmod_vtype want);

/* True for references whose elements are references (arrays of classes or
 * arrays). */
int kmod_vt_is_ref_elem(kmod_vtype t);

/* The element type of array t (rank >= 1). */
kmod_vtype kmod_vt_elem(kmod_vtype t);

/* The array type whose elements are t. */
kmod_vtype kmod_vt_array_of(kmod_vtype t);

/* Two locations hold the same type: equal classes/arrays, primitives of the
 * same width and kind (int and uint are one location type). */
int kmod_vt_same_location(kmod_vtype a, kmod_vtype b);

/* Merge b into *a at a join: the closest common supertype of two references;
 * 1 if *a changed, 0 if not, -1 if they cannot merge (u->err). */
int kmod_vt_merge(kmod_universe *u, kmod_vtype *a, kmod_vtype b);

/* The type in C# spelling ("int[]", "ref long", "Shapes.Circle", "null"). */
void kmod_vt_name(const kmod_universe *u, kmod_vtype t, char *buf, size_t n);

#endif
