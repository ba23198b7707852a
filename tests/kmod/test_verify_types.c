/* test_verify_types.c - Check suite for the typed verifier
 * (kmod_verify_types): a corpus of modules, built with the kmod writer API,
 * that are well formed (kmod_read accepts each) but ill typed - the wrong
 * object for a field access or call, a wrong value stored or returned,
 * mismatches at joins, a ref to the wrong element type - each rejected
 * with its exact one-line message; the well-typed forms next to them pass;
 * and random well-formed bodies that are mostly ill typed never crash it.
 *
 * The world: a corelib-like import module (System.Object, System.String,
 * System.Exception) and a program module with classes A { long f0; string
 * s; bool b; }, B { int x; }, C : A, abstract D, and Program { static A sa;
 * the method under test }, B.x private. TYPEREFs to the import resolve as
 * the loader resolves them.
 */
#include "kmod/il.h"
#include "kmod/kmod.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ byte builders */

typedef struct buf { uint8_t b[4096]; uint32_t n; } buf;

static void b_u8(buf *a, uint8_t x) { a->b[a->n++] = x; }
static void b_u16(buf *a, uint16_t x) { b_u8(a, (uint8_t)x); b_u8(a, (uint8_t)(x >> 8)); }
static void b_u32(buf *a, uint32_t x) { b_u16(a, (uint16_t)x); b_u16(a, (uint16_t)(x >> 16)); }
static void op(buf *a, il_opcode o) { b_u8(a, (uint8_t)o); }
static void op_i4(buf *a, il_opcode o, int32_t x) { op(a, o); b_u32(a, (uint32_t)x); }
static void op_var(buf *a, il_opcode o, uint16_t x) { op(a, o); b_u16(a, x); }
static void op_tok(buf *a, il_opcode o, uint32_t t) { op(a, o); b_u32(a, t); }
static uint32_t op_br(buf *a, il_opcode o) { op(a, o); b_u32(a, 0); return a->n - 4; }
static void patch(buf *a, uint32_t pos)
{
    uint32_t rel = (uint32_t)((int32_t)a->n - (int32_t)(pos + 4));
    for (int i = 0; i < 4; i++)
        a->b[pos + i] = (uint8_t)(rel >> (8 * i));
}

static uint32_t str(kmod *m, const char *s) { return kmod_add_string(m, s, strlen(s)); }

/* ------------------------------------------------------------ the world */

enum { TD_A, TD_B, TD_C, TD_D, TD_PROGRAM, TD_I };                  /* program typedef rows */
enum { F_A_F0, F_A_S, F_A_B, F_B_X, F_P_SA };                 /* program field rows */
enum { TR_OBJECT, TR_EXCEPTION, TR_THREAD };                  /* program typeref rows */

typedef struct world {
    kmod *m;
    uint32_t first_test;   /* row of the first method under test */
    int iface;             /* world_close adds interface I (row TD_I), implemented by A */
} world;

/* A type element: CLASS of a TYPEDEF row of the program. */
static void t_class(buf *s, uint32_t td)
{
    b_u8(s, KMOD_T_CLASS);
    b_u32(s, KMOD_TOKEN(KMOD_TAB_TYPEDEF, td));
}

static void t_classref(buf *s, uint32_t tr)
{
    b_u8(s, KMOD_T_CLASS);
    b_u32(s, KMOD_TOKEN(KMOD_TAB_TYPEREF, tr));
}

static uint32_t sig_of(kmod *m, const buf *s) { return kmod_add_sig(m, s->b, s->n); }

static uint32_t type_sig(kmod *m, uint8_t prim_or_class, uint32_t td)
{
    buf s = {{0}, 0};
    if (prim_or_class == KMOD_T_CLASS)
        t_class(&s, td);
    else
        b_u8(&s, prim_or_class);
    return sig_of(m, &s);
}

/* System.Object, String, Exception, and System.Threading.Thread { private
 * long _method; internal Thread(object target, long method); }. */
static kmod *core_module(void)
{
    kmod *m = kmod_new(KMOD_FLAG_CORELIB);
    uint8_t fsig[] = {KMOD_T_I8};
    kmod_field f = {3, str(m, "_method"), kmod_add_sig(m, fsig, 1), KMOD_ACC_PRIVATE, 0};
    kmod_add_field(m, &f);
    uint8_t csig[] = {KMOD_SIG_METHOD_THIS, 2, 0, KMOD_T_VOID, KMOD_T_OBJECT, KMOD_T_I8};
    uint8_t ret = (uint8_t)IL_RET;
    kmod_method c = {0};
    c.owner = 3;
    c.name = str(m, ".ctor");
    c.sig = kmod_add_sig(m, csig, sizeof csig);
    c.flags = KMOD_ACC_INTERNAL | KMOD_METH_CTOR;
    c.locals = KMOD_NONE;
    c.max_stack = 1;
    c.code_off = kmod_add_code(m, &ret, 1);
    c.code_len = 1;
    kmod_add_method(m, &c);
    const char *names[] = {"Object", "String", "Exception", "Thread"};
    for (uint32_t i = 0; i < 4; i++) {
        kmod_typedef t = {0};
        t.ns = str(m, i == 3 ? "System.Threading" : "System");
        t.name = str(m, names[i]);
        t.flags = KMOD_ACC_PUBLIC | (i == 1 || i == 3 ? KMOD_TYPE_SEALED : 0);
        t.parent = i ? KMOD_TOKEN(KMOD_TAB_TYPEDEF, 0) : 0;
        if (i == 3)
            t.field_count = 1, t.method_count = 1;
        kmod_add_typedef(m, &t);
    }
    return m;
}

static void add_field(kmod *m, uint32_t owner, const char *name, uint32_t sig, uint32_t flags)
{
    if (!(flags & KMOD_ACC_MASK))
        flags |= KMOD_ACC_PUBLIC;
    kmod_field f = {owner, str(m, name), sig, flags, 0};
    kmod_add_field(m, &f);
}

/* Add a method of typedef owner: sig bytes, locals (or none), body. */
static uint32_t add_method(kmod *m, uint32_t owner, const char *name, const buf *sig,
                           const buf *locals, const buf *code, uint32_t flags)
{
    kmod_method k = {0};
    k.owner = owner;
    k.name = str(m, name);
    k.sig = sig_of(m, sig);
    k.flags = KMOD_ACC_PUBLIC | flags;
    k.locals = locals ? sig_of(m, locals) : KMOD_NONE;
    k.max_stack = 8;
    k.code_off = kmod_add_code(m, code->b, code->n);
    k.code_len = code->n;
    k.eh_first = m->ehs.n;
    return kmod_add_method(m, &k);
}

static world world_new(void)
{
    world w;
    kmod *m = w.m = kmod_new(0);
    kmod_add_typeref(m, str(m, "System"), str(m, "Object"));
    kmod_add_typeref(m, str(m, "System"), str(m, "Exception"));
    kmod_add_typeref(m, str(m, "System.Threading"), str(m, "Thread"));
    add_field(m, TD_A, "f0", type_sig(m, KMOD_T_I8, 0), 0);
    add_field(m, TD_A, "s", type_sig(m, KMOD_T_STRING, 0), 0);
    add_field(m, TD_A, "b", type_sig(m, KMOD_T_BOOL, 0), 0);
    add_field(m, TD_B, "x", type_sig(m, KMOD_T_I4, 0), KMOD_ACC_PRIVATE);
    add_field(m, TD_PROGRAM, "sa", type_sig(m, KMOD_T_CLASS, TD_A), KMOD_FIELD_STATIC);
    buf ctor = {{KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID}, 4}, ret = {{0}, 0};
    op(&ret, IL_RET);
    add_method(m, TD_D, ".ctor", &ctor, NULL, &ret, KMOD_METH_CTOR);   /* row 0 */
    add_method(m, TD_A, ".ctor", &ctor, NULL, &ret, KMOD_METH_CTOR);   /* row 1 */
    w.first_test = m->methods.n;
    w.iface = 0;
    return w;
}

/* Close the typedefs over the fields and methods added. */
static void world_close(world *w)
{
    kmod *m = w->m;
    static const char *const names[] = {"A", "B", "C", "D", "Program"};
    uint32_t ffirst[] = {0, 3, 4, 4, 4}, fcount[] = {3, 1, 0, 0, 1};
    for (uint32_t i = 0; i < 5; i++) {
        kmod_typedef t = {0};
        t.name = str(m, names[i]);
        t.flags = KMOD_ACC_PUBLIC | (i == TD_D ? KMOD_TYPE_ABSTRACT : 0);
        t.parent = i == TD_C ? KMOD_TOKEN(KMOD_TAB_TYPEDEF, TD_A)
                             : KMOD_TOKEN(KMOD_TAB_TYPEREF, TR_OBJECT);
        t.field_first = ffirst[i];
        t.field_count = fcount[i];
        if (i == TD_D)
            t.method_count = 1;   /* D..ctor, row 0 */
        if (i == TD_A)
            t.method_first = 1, t.method_count = 1;   /* A..ctor, row 1 */
        if (i == TD_PROGRAM)
            t.method_first = w->first_test, t.method_count = m->methods.n - w->first_test;
        kmod_add_typedef(m, &t);
    }
    if (w->iface) {   /* interface I (no methods), implemented by A (so by C) */
        kmod_typedef t = {0};
        t.name = str(m, "I");
        t.flags = KMOD_ACC_PUBLIC | KMOD_TYPE_INTERFACE | KMOD_TYPE_ABSTRACT;
        t.method_first = m->methods.n;
        t.field_first = m->fields.n;
        kmod_add_typedef(m, &t);
        kmod_ifaceimpl r = {TD_A, KMOD_TOKEN(KMOD_TAB_TYPEDEF, TD_I)};
        kmod_add_ifaceimpl(m, &r);
    }
}

/* Write and read back both modules (kmod_read must accept them: they are
 * well formed), then verify the program with types. Returns the verifier's
 * result; err gets its message. */
static int verify_world(world *w, char *err, size_t errlen)
{
    world_close(w);
    kmod *core = core_module();
    kmod *mods[2] = {core, w->m}, *back[2];
    for (int i = 0; i < 2; i++) {
        uint8_t *bytes;
        size_t len;
        char rerr[512] = "";
        ck_assert_int_eq(kmod_write(mods[i], &bytes, &len), 0);
        back[i] = kmod_read(bytes, len, rerr, sizeof rerr);
        free(bytes);
        ck_assert_msg(back[i] != NULL, "kmod_read refused a well-formed module: %s", rerr);
    }
    const kmod *imports[1] = {back[0]};
    err[0] = 0;
    int rc = kmod_verify_types(back[1], imports, 1, err, errlen);
    ck_assert_msg(!strchr(err, '\n'), "message is not one line: %s", err);
    /* one body at a time, as the runtime verifies a deferred module's
     * bodies on first use: the same verdict and the same message */
    char lerr[512] = "";
    kmod_verifier *vf = kmod_verifier_new(back[1], imports, 1, lerr, sizeof lerr);
    ck_assert_msg(vf != NULL, "%s", lerr);
    int lrc = 0;
    for (uint32_t r = 0; r < back[1]->methods.n && !lrc; r++)
        if (back[1]->methods.v[r].code_len)
            lrc = kmod_verifier_check(vf, r, lerr, sizeof lerr);
    kmod_verifier_free(vf);
    ck_assert_int_eq(lrc, rc);
    if (rc)
        ck_assert_str_eq(lerr, err);
    for (int i = 0; i < 2; i++) {
        kmod_free(back[i]);
        kmod_free(mods[i]);
    }
    return rc;
}

static void expect_reject(world *w, const char *msg)
{
    char err[512];
    int rc = verify_world(w, err, sizeof err);
    ck_assert_msg(rc != 0, "ill-typed module accepted (expected \"%s\")", msg);
    ck_assert_str_eq(err, msg);
}

static void expect_accept(world *w)
{
    char err[512];
    int rc = verify_world(w, err, sizeof err);
    ck_assert_msg(rc == 0, "well-typed module rejected: %s", err);
}

/* Method signature: static (or instance) ret (params...), each a type
 * element given as (KMOD_T_* byte, typedef row for KMOD_T_CLASS; 0x100 and a
 * TYPEREF row for an imported class). Array
 * and byref prefixes are passed as their own bytes with row 0. */
static buf msig(int instance, int nparams, ...)
{
    buf s = {{0}, 0};
    b_u8(&s, instance ? KMOD_SIG_METHOD_THIS : KMOD_SIG_METHOD);
    b_u16(&s, (uint16_t)nparams);
    va_list ap;
    va_start(ap, nparams);
    for (int slot = 0; slot <= nparams;) {   /* the return type, then the parameters */
        int e = va_arg(ap, int);
        uint32_t td = va_arg(ap, uint32_t);
        if (e == KMOD_T_CLASS)
            t_class(&s, td);
        else if (e == 0x100)   /* a TYPEREF row */
            t_classref(&s, td);
        else
            b_u8(&s, (uint8_t)e);
        if (e != KMOD_T_SZARRAY && e != KMOD_T_BYREF)
            slot++;
    }
    va_end(ap);
    return s;
}

#define T_CLASS(td) KMOD_T_CLASS, (uint32_t)(td)
#define T_(e) (e), 0u
#define T_REF(tr) 0x100, (uint32_t)(tr)
#define FLD(row) KMOD_TOKEN(KMOD_TAB_FIELD, (row))
#define MTH(row) KMOD_TOKEN(KMOD_TAB_METHOD, (row))

static uint32_t sig_tok(kmod *m, uint8_t e, uint32_t td) { return KMOD_TOKEN(KMOD_TAB_SIG, type_sig(m, e, td)); }

/* ------------------------------------------------------------ field access */

/* Interfaces: a class is assignable to the interfaces it (or a parent)
 * implements, not to others; a join of two classes that both implement I
 * merges to their common class, which a store to I then refuses. */
START_TEST(iface_assignability)
{
    world w = world_new();
    w.iface = 1;
    buf s = msig(0, 1, T_CLASS(TD_I), T_CLASS(TD_C)), c = {{0}, 0};   /* I Up(C c) => c; */
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Up", &s, NULL, &c, KMOD_METH_STATIC);
    buf s2 = msig(0, 1, T_(KMOD_T_OBJECT), T_CLASS(TD_I)), c2 = {{0}, 0};   /* object O(I i) => i; */
    op_var(&c2, IL_LDARG, 0);
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "O", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_accept(&w);
}
END_TEST

START_TEST(iface_not_implemented)
{
    world w = world_new();
    w.iface = 1;
    buf s = msig(0, 1, T_CLASS(TD_I), T_CLASS(TD_B)), c = {{0}, 0};   /* I Up(B b) => b; */
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Up", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Up): IL_0003: ret of B from a method returning I");
}
END_TEST

START_TEST(iface_to_class_needs_cast)
{
    world w = world_new();
    w.iface = 1;
    buf s = msig(0, 1, T_CLASS(TD_A), T_CLASS(TD_I)), c = {{0}, 0};   /* A Down(I i) => i; */
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Down", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Down): IL_0003: ret of I from a method returning A");
}
END_TEST

START_TEST(ldfld_on_object)
{
    world w = world_new();   /* static long Peek(object o) => ((A)o).f0 without the cast */
    buf s = msig(0, 1, T_(KMOD_T_I8), T_(KMOD_T_OBJECT)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Peek", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Peek): IL_0003: ldfld: object is object, expected A");
}
END_TEST

START_TEST(ldfld_on_unrelated_class)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_I8), T_CLASS(TD_B)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Peek", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Peek): IL_0003: ldfld: object is B, expected A");
}
END_TEST

START_TEST(ldfld_on_subclass_and_null_pass)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_I8), T_CLASS(TD_C)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_POP);
    op(&c, IL_LDNULL);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Peek", &s, NULL, &c, KMOD_METH_STATIC);
    expect_accept(&w);
}
END_TEST

START_TEST(ldflda_on_unrelated_class)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_B)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFLDA, FLD(F_A_F0));
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Addr", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Addr): IL_0003: ldflda: object is B, expected A");
}
END_TEST

START_TEST(stfld_wrong_value)
{
    world w = world_new();
    buf s = msig(0, 2, T_(KMOD_T_VOID), T_CLASS(TD_A), T_(KMOD_T_OBJECT)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_var(&c, IL_LDARG, 1);
    op_tok(&c, IL_STFLD, FLD(F_A_S));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Store", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Store): IL_0006: stfld: value is object, expected string");
}
END_TEST

START_TEST(stfld_wrong_object)
{
    world w = world_new();
    buf s = msig(0, 2, T_(KMOD_T_VOID), T_CLASS(TD_B), T_(KMOD_T_STRING)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_var(&c, IL_LDARG, 1);
    op_tok(&c, IL_STFLD, FLD(F_A_S));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Store", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Store): IL_0006: stfld: object is B, expected A");
}
END_TEST

START_TEST(stsfld_wrong_value)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_B)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_STSFLD, FLD(F_P_SA));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "SStore", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.SStore): IL_0003: stsfld: value is B, expected A");
}
END_TEST

START_TEST(ldfld_of_static_field_by_reference)
{
    world w = world_new();   /* a FIELDREF that the loader binds to the static Program.sa */
    kmod_memberref r = {KMOD_TOKEN(KMOD_TAB_TYPEDEF, TD_PROGRAM), str(w.m, "sa"),
                        type_sig(w.m, KMOD_T_CLASS, TD_A)};
    uint32_t ref = KMOD_TOKEN(KMOD_TAB_FIELDREF, kmod_add_fieldref(w.m, &r));
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_PROGRAM)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFLD, ref);
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0003: ldfld of a static field");
}
END_TEST

/* ------------------------------------------------------------ calls */

START_TEST(call_wrong_argument)
{
    world w = world_new();
    buf s1 = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_A)), c1 = {{0}, 0};
    op(&c1, IL_RET);
    uint32_t take = add_method(w.m, TD_PROGRAM, "Take", &s1, NULL, &c1, KMOD_METH_STATIC);
    buf s2 = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_B)), c2 = {{0}, 0};
    op_var(&c2, IL_LDARG, 0);
    op_tok(&c2, IL_CALL, MTH(take));
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "Give", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_reject(&w, "method 3 (Program.Give): IL_0003: call: argument 0 is B, expected A");
}
END_TEST

START_TEST(call_wrong_this)
{
    world w = world_new();
    buf s1 = msig(1, 0, T_(KMOD_T_VOID)), c1 = {{0}, 0};
    op(&c1, IL_RET);
    uint32_t inst = add_method(w.m, TD_PROGRAM, "M", &s1, NULL, &c1, 0);
    buf s2 = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_A)), c2 = {{0}, 0};
    op_var(&c2, IL_LDARG, 0);
    op_tok(&c2, IL_CALL, MTH(inst));
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "CallM", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_reject(&w, "method 3 (Program.CallM): IL_0003: call: this is A, expected Program");
}
END_TEST

START_TEST(callvirt_wrong_this)
{
    world w = world_new();
    buf s1 = msig(1, 0, T_(KMOD_T_VOID)), c1 = {{0}, 0};
    op(&c1, IL_RET);
    uint32_t virt = add_method(w.m, TD_PROGRAM, "V", &s1, NULL, &c1, KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT);
    buf s2 = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_STRING)), c2 = {{0}, 0};
    op_var(&c2, IL_LDARG, 0);
    op_tok(&c2, IL_CALLVIRT, MTH(virt));
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "CallV", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_reject(&w, "method 3 (Program.CallV): IL_0003: callvirt: this is string, expected Program");
}
END_TEST

START_TEST(newobj_of_abstract_class)
{
    world w = world_new();
    buf s = msig(0, 0, T_(KMOD_T_VOID)), c = {{0}, 0};
    op_tok(&c, IL_NEWOBJ, MTH(0));   /* D..ctor */
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Make", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Make): IL_0000: newobj of abstract class D");
}
END_TEST

START_TEST(newobj_is_of_the_class_declaring_the_ctor)
{
    world w = world_new();   /* a METHODREF C::.ctor binds A..ctor: the object is an A */
    buf ctor = {{KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID}, 4};
    kmod_memberref r = {KMOD_TOKEN(KMOD_TAB_TYPEDEF, TD_C), str(w.m, ".ctor"), sig_of(w.m, &ctor)};
    uint32_t ref = KMOD_TOKEN(KMOD_TAB_METHODREF, kmod_add_methodref(w.m, &r));
    buf s1 = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_C)), c1 = {{0}, 0};
    op(&c1, IL_RET);
    uint32_t take = add_method(w.m, TD_PROGRAM, "TakeC", &s1, NULL, &c1, KMOD_METH_STATIC);
    buf s2 = msig(0, 0, T_(KMOD_T_VOID)), c2 = {{0}, 0};
    op_tok(&c2, IL_NEWOBJ, ref);
    op_tok(&c2, IL_CALL, MTH(take));
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "Make", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_reject(&w, "method 3 (Program.Make): IL_0005: call: argument 0 is A, expected C");
}
END_TEST

START_TEST(array_covariance_in_calls)
{
    world w = world_new();   /* string[] passes as object[]; int[] does not */
    buf s1 = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_SZARRAY), T_(KMOD_T_OBJECT)), c1 = {{0}, 0};
    op(&c1, IL_RET);
    uint32_t take = add_method(w.m, TD_PROGRAM, "TakeObjs", &s1, NULL, &c1, KMOD_METH_STATIC);
    buf s2 = msig(0, 2, T_(KMOD_T_VOID), T_(KMOD_T_SZARRAY), T_(KMOD_T_STRING), T_(KMOD_T_SZARRAY),
                  T_(KMOD_T_I4)), c2 = {{0}, 0};
    op_var(&c2, IL_LDARG, 0);
    op_tok(&c2, IL_CALL, MTH(take));
    op_var(&c2, IL_LDARG, 1);
    op_tok(&c2, IL_CALL, MTH(take));
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "Give", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_reject(&w, "method 3 (Program.Give): IL_000b: call: argument 0 is int[], expected object[]");
}
END_TEST

/* ------------------------------------------------------------ stores and returns */

START_TEST(ret_wrong_class)
{
    world w = world_new();
    buf s = msig(0, 1, T_CLASS(TD_A), T_(KMOD_T_OBJECT)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Get", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.Get): IL_0003: ret of object from a method returning A");
}
END_TEST

START_TEST(stloc_wrong_class)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_OBJECT)), c = {{0}, 0}, loc = {{KMOD_SIG_LOCALS, 1, 0}, 3};
    t_class(&loc, TD_A);
    op_var(&c, IL_LDARG, 0);
    op_var(&c, IL_STLOC, 0);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "L", &s, &loc, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.L): IL_0003: stloc: value is object, expected A");
}
END_TEST

START_TEST(starg_wrong_class)
{
    world w = world_new();
    buf s = msig(0, 2, T_(KMOD_T_VOID), T_CLASS(TD_A), T_CLASS(TD_B)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 1);
    op_var(&c, IL_STARG, 0);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "S", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.S): IL_0003: starg: value is B, expected A");
}
END_TEST

START_TEST(throw_of_a_non_exception)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(TD_A)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_THROW);
    add_method(w.m, TD_PROGRAM, "T", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.T): IL_0003: throw: object is A, expected System.Exception");
}
END_TEST

/* ------------------------------------------------------------ joins */

/* long J(bool c, A a, X x) => (c ? a : x).f0, x of class other. */
static void join_method(world *w, uint32_t other)
{
    buf s = msig(0, 3, T_(KMOD_T_I8), T_(KMOD_T_BOOL), T_CLASS(TD_A), T_CLASS(other)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    uint32_t to_else = op_br(&c, IL_BRFALSE);
    op_var(&c, IL_LDARG, 1);
    uint32_t to_join = op_br(&c, IL_BR);
    patch(&c, to_else);
    op_var(&c, IL_LDARG, 2);
    patch(&c, to_join);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_RET);
    add_method(w->m, TD_PROGRAM, "J", &s, NULL, &c, KMOD_METH_STATIC);
}

START_TEST(join_of_unrelated_classes)
{
    world w = world_new();
    join_method(&w, TD_B);   /* A and B merge to object */
    expect_reject(&w, "method 2 (Program.J): IL_0013: ldfld: object is object, expected A");
}
END_TEST

START_TEST(join_of_class_and_subclass_passes)
{
    world w = world_new();
    join_method(&w, TD_C);   /* A and C merge to A */
    expect_accept(&w);
}
END_TEST

START_TEST(join_of_different_byrefs)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_BOOL)), c = {{0}, 0},
        loc = {{KMOD_SIG_LOCALS, 2, 0, KMOD_T_I4, KMOD_T_I8}, 5};
    op_var(&c, IL_LDARG, 0);
    uint32_t to_else = op_br(&c, IL_BRFALSE);
    op_var(&c, IL_LDLOCA, 0);
    uint32_t to_join = op_br(&c, IL_BR);
    patch(&c, to_else);
    op_var(&c, IL_LDLOCA, 1);
    patch(&c, to_join);
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "J", &s, &loc, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.J): IL_0010: stack slot 0 at IL_0013 is ref long here but "
                      "ref int on an earlier path");
}
END_TEST

START_TEST(join_in_a_loop_widens)
{
    world w = world_new();   /* x = c; loop { x = a; } x.f0: C, then A, merge to A: passes */
    buf s = msig(0, 2, T_(KMOD_T_I8), T_CLASS(TD_C), T_CLASS(TD_A)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    uint32_t head = c.n;
    op(&c, IL_POP);
    op_var(&c, IL_LDARG, 1);
    op(&c, IL_DUP);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_POP);
    op(&c, IL_LDNULL);
    uint32_t to_exit = op_br(&c, IL_BRTRUE);
    uint32_t back = op_br(&c, IL_BR);
    int32_t rel = (int32_t)head - (int32_t)c.n;
    for (int i = 0; i < 4; i++)
        c.b[back + i] = (uint8_t)((uint32_t)rel >> (8 * i));
    patch(&c, to_exit);
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "Loop", &s, NULL, &c, KMOD_METH_STATIC);
    expect_accept(&w);
}
END_TEST

/* ------------------------------------------------------------ arrays and byrefs */

START_TEST(ref_to_the_wrong_element_type)
{
    world w = world_new();   /* Set(ref object, object) given ref string[0] */
    buf s1 = msig(0, 2, T_(KMOD_T_VOID), T_(KMOD_T_BYREF), T_(KMOD_T_OBJECT), T_(KMOD_T_OBJECT)),
        c1 = {{0}, 0};
    op_var(&c1, IL_LDARG, 0);
    op_var(&c1, IL_LDARG, 1);
    op_tok(&c1, IL_STIND, sig_tok(w.m, KMOD_T_OBJECT, 0));
    op(&c1, IL_RET);
    uint32_t set = add_method(w.m, TD_PROGRAM, "Set", &s1, NULL, &c1, KMOD_METH_STATIC);
    buf s2 = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_SZARRAY), T_(KMOD_T_STRING)), c2 = {{0}, 0};
    op_var(&c2, IL_LDARG, 0);
    op_i4(&c2, IL_LDC_I4, 0);
    op_tok(&c2, IL_LDELEMA, sig_tok(w.m, KMOD_T_STRING, 0));
    op(&c2, IL_LDNULL);
    op_tok(&c2, IL_CALL, MTH(set));
    op(&c2, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s2, NULL, &c2, KMOD_METH_STATIC);
    expect_reject(&w, "method 3 (Program.P): IL_000e: call: argument 0 is ref string, expected ref object");
}
END_TEST

START_TEST(ldelema_of_another_width)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_SZARRAY), T_(KMOD_T_I4)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_i4(&c, IL_LDC_I4, 0);
    op_tok(&c, IL_LDELEMA, sig_tok(w.m, KMOD_T_I8, 0));
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0008: ldelema: element type is int, operand long");
}
END_TEST

START_TEST(stelem_of_another_width)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_SZARRAY), T_(KMOD_T_U1)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_i4(&c, IL_LDC_I4, 0);
    op_i4(&c, IL_LDC_I4, 1);
    op_tok(&c, IL_STELEM, sig_tok(w.m, KMOD_T_I4, 0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_000d: stelem: element type is byte, operand int");
}
END_TEST

START_TEST(stelem_of_a_supertype)
{
    world w = world_new();   /* stelem object into an array typed string[] */
    buf s = msig(0, 2, T_(KMOD_T_VOID), T_(KMOD_T_SZARRAY), T_(KMOD_T_STRING), T_(KMOD_T_OBJECT)),
        c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_i4(&c, IL_LDC_I4, 0);
    op_var(&c, IL_LDARG, 1);
    op_tok(&c, IL_STELEM, sig_tok(w.m, KMOD_T_OBJECT, 0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_000b: stelem: operand type is object, expected string");
}
END_TEST

START_TEST(ldelem_of_a_non_array)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_I4), T_CLASS(TD_A)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_i4(&c, IL_LDC_I4, 0);
    op_tok(&c, IL_LDELEM, sig_tok(w.m, KMOD_T_I4, 0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0008: ldelem: array is A, not an array");
}
END_TEST

START_TEST(ldlen_of_a_string)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_(KMOD_T_STRING)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_LDLEN);
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0003: ldlen: array is string, not an array");
}
END_TEST

START_TEST(stind_of_a_supertype)
{
    world w = world_new();
    buf s = msig(0, 2, T_(KMOD_T_VOID), T_(KMOD_T_BYREF), T_(KMOD_T_STRING), T_(KMOD_T_OBJECT)),
        c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_var(&c, IL_LDARG, 1);
    op_tok(&c, IL_STIND, sig_tok(w.m, KMOD_T_OBJECT, 0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0006: stind: operand type is object, expected string");
}
END_TEST

START_TEST(ldind_of_another_width)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_I4), T_(KMOD_T_BYREF), T_(KMOD_T_BOOL)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDIND, sig_tok(w.m, KMOD_T_I4, 0));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0003: ldind: address is ref bool, operand int");
}
END_TEST

START_TEST(well_typed_forms_pass)
{
    world w = world_new();   /* newarr, stelem/ldelem/ldelema of the exact type, castclass, a catch */
    buf s = msig(0, 1, T_(KMOD_T_I8), T_(KMOD_T_OBJECT)), c = {{0}, 0},
        loc = {{KMOD_SIG_LOCALS, 2, 0, KMOD_T_SZARRAY}, 4};
    t_class(&loc, TD_A);
    t_class(&loc, TD_A);
    op_i4(&c, IL_LDC_I4, 2);
    op_tok(&c, IL_NEWARR, sig_tok(w.m, KMOD_T_CLASS, TD_A));
    op_var(&c, IL_STLOC, 0);
    op_var(&c, IL_LDLOC, 0);
    op_i4(&c, IL_LDC_I4, 0);
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_CASTCLASS, sig_tok(w.m, KMOD_T_CLASS, TD_A));
    op_tok(&c, IL_STELEM, sig_tok(w.m, KMOD_T_CLASS, TD_A));
    op_var(&c, IL_LDLOC, 0);
    op_i4(&c, IL_LDC_I4, 1);
    op_tok(&c, IL_LDELEMA, sig_tok(w.m, KMOD_T_CLASS, TD_A));
    op_tok(&c, IL_LDIND, sig_tok(w.m, KMOD_T_CLASS, TD_A));
    op_var(&c, IL_STLOC, 1);
    uint32_t try_start = c.n;
    op_var(&c, IL_LDLOC, 1);
    op_tok(&c, IL_LDFLD, FLD(F_A_B));
    op(&c, IL_POP);
    uint32_t leave1 = op_br(&c, IL_LEAVE);
    uint32_t handler = c.n;
    op(&c, IL_POP);   /* the caught exception */
    uint32_t leave2 = op_br(&c, IL_LEAVE);
    uint32_t end = c.n;
    patch(&c, leave1);
    patch(&c, leave2);
    op_var(&c, IL_LDLOC, 0);
    op_i4(&c, IL_LDC_I4, 0);
    op_tok(&c, IL_LDELEM, sig_tok(w.m, KMOD_T_CLASS, TD_A));
    op_tok(&c, IL_LDFLD, FLD(F_A_F0));
    op(&c, IL_RET);
    kmod_eh eh = {KMOD_EH_CATCH, try_start, handler - try_start, handler, end - handler, 0};
    buf exc = {{0}, 0};
    t_classref(&exc, TR_EXCEPTION);
    eh.catch_sig = sig_of(w.m, &exc);
    kmod_add_eh(w.m, &eh);
    uint32_t row = add_method(w.m, TD_PROGRAM, "Good", &s, &loc, &c, KMOD_METH_STATIC);
    w.m->methods.v[row].eh_first = w.m->ehs.n - 1;
    w.m->methods.v[row].eh_count = 1;
    expect_accept(&w);
}
END_TEST

/* ------------------------------------------------------------ access and thread handles */

START_TEST(private_field_of_another_class)
{
    world w = world_new();
    buf s = msig(0, 1, T_(KMOD_T_I4), T_CLASS(TD_B)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFLD, FLD(F_B_X));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_0003: ldfld: a field of B is not accessible here");
}
END_TEST

/* A FIELDREF/METHODREF to the import's Thread. */
static uint32_t thread_field(kmod *m)
{
    kmod_memberref r = {KMOD_TOKEN(KMOD_TAB_TYPEREF, TR_THREAD), str(m, "_method"),
                        type_sig(m, KMOD_T_I8, 0)};
    return KMOD_TOKEN(KMOD_TAB_FIELDREF, kmod_add_fieldref(m, &r));
}

static uint32_t thread_ctor(kmod *m)
{
    uint8_t csig[] = {KMOD_SIG_METHOD_THIS, 2, 0, KMOD_T_VOID, KMOD_T_OBJECT, KMOD_T_I8};
    kmod_memberref r = {KMOD_TOKEN(KMOD_TAB_TYPEREF, TR_THREAD), str(m, ".ctor"),
                        kmod_add_sig(m, csig, sizeof csig)};
    return KMOD_TOKEN(KMOD_TAB_METHODREF, kmod_add_methodref(m, &r));
}

START_TEST(private_field_of_an_import)
{
    world w = world_new();   /* overwriting Thread._method, the handle Start() calls */
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_REF(TR_THREAD)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op(&c, IL_LDC_I8);
    b_u32(&c, 1234);
    b_u32(&c, 0);
    op_tok(&c, IL_STFLD, thread_field(w.m));
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_000c: stfld: a field of System.Threading.Thread is "
                      "not accessible here");
}
END_TEST

START_TEST(forged_thread_handle)
{
    world w = world_new();
    buf s = msig(0, 0, T_(KMOD_T_VOID)), c = {{0}, 0};
    op(&c, IL_LDNULL);
    op(&c, IL_LDC_I8);
    b_u32(&c, 1234);
    b_u32(&c, 0);
    op_tok(&c, IL_NEWOBJ, thread_ctor(w.m));
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w.m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
    expect_reject(&w, "method 2 (Program.P): IL_000a: newobj of System.Threading.Thread(object, long) "
                      "without ldftn right before it");
}
END_TEST

/* Program.Work(param) static or instance, and P(target) starting it. */
static void thread_start(world *w, int instance, uint8_t param, int target_class)
{
    buf ws = param ? msig(instance, 1, T_(KMOD_T_VOID), T_(param)) : msig(instance, 0, T_(KMOD_T_VOID));
    buf wc = {{0}, 0};
    op(&wc, IL_RET);
    uint32_t work = add_method(w->m, TD_PROGRAM, "Work", &ws, NULL, &wc, instance ? 0 : KMOD_METH_STATIC);
    buf s = msig(0, 1, T_(KMOD_T_VOID), T_CLASS(target_class)), c = {{0}, 0};
    op_var(&c, IL_LDARG, 0);
    op_tok(&c, IL_LDFTN, MTH(work));
    op_tok(&c, IL_NEWOBJ, thread_ctor(w->m));
    op(&c, IL_POP);
    op(&c, IL_RET);
    add_method(w->m, TD_PROGRAM, "P", &s, NULL, &c, KMOD_METH_STATIC);
}

START_TEST(thread_entry_of_another_signature)
{
    world w = world_new();
    thread_start(&w, 0, KMOD_T_STRING, TD_A);
    expect_reject(&w, "method 3 (Program.P): IL_0003: ldftn: a thread entry point must be void M() or "
                      "void M(object)");
}
END_TEST

START_TEST(thread_target_of_another_class)
{
    world w = world_new();
    thread_start(&w, 1, 0, TD_B);
    expect_reject(&w, "method 3 (Program.P): IL_0008: newobj: thread target is B, expected Program");
}
END_TEST

START_TEST(thread_start_passes)
{
    world w = world_new();
    thread_start(&w, 1, KMOD_T_OBJECT, TD_PROGRAM);
    expect_accept(&w);
}
END_TEST

/* ------------------------------------------------------------ random bodies */

static uint32_t rnd(unsigned *seed, uint32_t n)
{
    *seed = *seed * 1103515245u + 12345u;
    return (*seed >> 8) % n;
}

/* Random bodies from the object-typed instructions, over values of the
 * world's classes: mostly well formed (kmod_read accepts them) and ill typed.
 * The typed verifier must answer each with one line naming the method and
 * an IL offset, never crash, and accept the few that happen to be right. */
START_TEST(random_ill_typed_bodies)
{
    unsigned seed = 4242;
    int formed = 0, rejected = 0, accepted = 0;
    for (int iter = 0; iter < 1500; iter++) {
        world w = world_new();
        buf s = msig(0, 3, T_(KMOD_T_VOID), T_CLASS(TD_A), T_CLASS(TD_B), T_(KMOD_T_OBJECT)),
            loc = {{KMOD_SIG_LOCALS, 3, 0, KMOD_T_STRING, KMOD_T_SZARRAY, KMOD_T_OBJECT}, 6}, c = {{0}, 0};
        t_class(&loc, TD_C);
        uint32_t ftok[] = {FLD(F_A_F0), FLD(F_A_S), FLD(F_A_B), FLD(F_B_X)};
        uint32_t sigs[] = {sig_tok(w.m, KMOD_T_OBJECT, 0), sig_tok(w.m, KMOD_T_STRING, 0),
                           sig_tok(w.m, KMOD_T_CLASS, TD_A), sig_tok(w.m, KMOD_T_CLASS, TD_C)};
        /* only stack-type-correct sequences: refs where refs go, values popped */
        uint8_t refs[16];
        uint32_t depth = 0, n = 2 + rnd(&seed, 12);
        for (uint32_t i = 0; i < n; i++) {
            uint32_t k = rnd(&seed, 8), f;
            if (depth == 0 || depth >= 15)
                k = depth ? 7 : k % 3;
            else if (!refs[depth - 1])
                k = 7;
            switch (k) {
            case 0: op_var(&c, IL_LDARG, (uint16_t)rnd(&seed, 3)); refs[depth++] = 1; break;
            case 1: op_var(&c, IL_LDLOC, (uint16_t)rnd(&seed, 3)); refs[depth++] = 1; break;
            case 2: op(&c, IL_LDNULL); refs[depth++] = 1; break;
            case 3:
                f = rnd(&seed, 4);
                op_tok(&c, IL_LDFLD, ftok[f]);
                refs[depth - 1] = f == 1;   /* s is a string; f0, b, x are values */
                break;
            case 4: op_tok(&c, IL_CASTCLASS, sigs[rnd(&seed, 4)]); break;
            case 5: op_var(&c, rnd(&seed, 2) ? IL_STLOC : IL_STARG, (uint16_t)rnd(&seed, 3)); depth--; break;
            case 6: op_tok(&c, IL_STSFLD, FLD(F_P_SA)); depth--; break;
            default: op(&c, IL_POP); depth--; break;
            }
        }
        while (depth--)
            op(&c, IL_POP);
        op(&c, IL_RET);
        add_method(w.m, TD_PROGRAM, "R", &s, &loc, &c, KMOD_METH_STATIC);
        world_close(&w);
        kmod *core = core_module();
        uint8_t *bytes;
        size_t len;
        char err[512] = "";
        ck_assert_int_eq(kmod_write(w.m, &bytes, &len), 0);
        kmod *m = kmod_read(bytes, len, err, sizeof err);
        free(bytes);
        if (m) {
            formed++;
            const kmod *imports[1] = {core};
            err[0] = 0;
            if (kmod_verify_types(m, imports, 1, err, sizeof err)) {
                rejected++;
                ck_assert_msg(!strncmp(err, "method 2 (Program.R): IL_", 25) && !strchr(err, '\n'),
                              "bad message \"%s\"", err);
            } else {
                accepted++;
            }
            kmod_free(m);
        }
        kmod_free(core);
        kmod_free(w.m);
    }
    ck_assert_int_gt(formed, 1000);   /* 1498 of 1500 with this seed */
    ck_assert_int_gt(rejected, 500);  /* 923 */
    ck_assert_int_gt(accepted, 100);  /* 575 */
}
END_TEST

static Suite *verify_types_suite(void)
{
    Suite *su = suite_create("kmod-verify-types");
    TCase *f = tcase_create("fields");
    tcase_add_test(f, ldfld_on_object);
    tcase_add_test(f, ldfld_on_unrelated_class);
    tcase_add_test(f, ldfld_on_subclass_and_null_pass);
    tcase_add_test(f, ldflda_on_unrelated_class);
    tcase_add_test(f, stfld_wrong_value);
    tcase_add_test(f, stfld_wrong_object);
    tcase_add_test(f, stsfld_wrong_value);
    tcase_add_test(f, ldfld_of_static_field_by_reference);
    suite_add_tcase(su, f);
    TCase *c = tcase_create("calls");
    tcase_add_test(c, call_wrong_argument);
    tcase_add_test(c, call_wrong_this);
    tcase_add_test(c, callvirt_wrong_this);
    tcase_add_test(c, newobj_of_abstract_class);
    tcase_add_test(c, newobj_is_of_the_class_declaring_the_ctor);
    tcase_add_test(c, array_covariance_in_calls);
    suite_add_tcase(su, c);
    TCase *s = tcase_create("stores");
    tcase_add_test(s, ret_wrong_class);
    tcase_add_test(s, stloc_wrong_class);
    tcase_add_test(s, starg_wrong_class);
    tcase_add_test(s, throw_of_a_non_exception);
    suite_add_tcase(su, s);
    TCase *j = tcase_create("joins");
    tcase_add_test(j, join_of_unrelated_classes);
    tcase_add_test(j, join_of_class_and_subclass_passes);
    tcase_add_test(j, join_of_different_byrefs);
    tcase_add_test(j, join_in_a_loop_widens);
    suite_add_tcase(su, j);
    TCase *a = tcase_create("arrays-byrefs");
    tcase_add_test(a, ref_to_the_wrong_element_type);
    tcase_add_test(a, ldelema_of_another_width);
    tcase_add_test(a, stelem_of_another_width);
    tcase_add_test(a, stelem_of_a_supertype);
    tcase_add_test(a, ldelem_of_a_non_array);
    tcase_add_test(a, ldlen_of_a_string);
    tcase_add_test(a, stind_of_a_supertype);
    tcase_add_test(a, ldind_of_another_width);
    tcase_add_test(a, well_typed_forms_pass);
    suite_add_tcase(su, a);
    TCase *h = tcase_create("access-threads");
    tcase_add_test(h, private_field_of_another_class);
    tcase_add_test(h, private_field_of_an_import);
    tcase_add_test(h, forged_thread_handle);
    tcase_add_test(h, thread_entry_of_another_signature);
    tcase_add_test(h, thread_target_of_another_class);
    tcase_add_test(h, thread_start_passes);
    suite_add_tcase(su, h);
    TCase *ifc = tcase_create("interfaces");
    tcase_add_test(ifc, iface_assignability);
    tcase_add_test(ifc, iface_not_implemented);
    tcase_add_test(ifc, iface_to_class_needs_cast);
    suite_add_tcase(su, ifc);
    TCase *r = tcase_create("random");
    tcase_set_timeout(r, 120);
    tcase_add_test(r, random_ill_typed_bodies);
    suite_add_tcase(su, r);
    return su;
}

int main(void)
{
    SRunner *sr = srunner_create(verify_types_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
