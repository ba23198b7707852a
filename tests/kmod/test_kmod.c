/* test_kmod.c - Check suite for the module format: builders, write/read round
 * trip, the verifier on good and bad bodies, the structural validation on
 * corrupted bytes, and the disassembler listing.
 *
 * Every corrupt-module test asserts that kmod_read fails and that its one-line
 * message names the problem. Byte-level corruptions re-seal the checksum with
 * kmod_fix_checksum so that the deeper check is the one that fires.
 */
#define _POSIX_C_SOURCE 200809L
#include "kmod/il.h"
#include "kmod/kmod.h"
#include "kmod/kmod_internal.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ IL assembly */

typedef struct asmb { uint8_t b[4096]; uint32_t n; } asmb;

static void a_u8(asmb *a, uint8_t x) { a->b[a->n++] = x; }
static void a_u16(asmb *a, uint16_t x) { a_u8(a, (uint8_t)x); a_u8(a, (uint8_t)(x >> 8)); }
static void a_u32(asmb *a, uint32_t x) { a_u16(a, (uint16_t)x); a_u16(a, (uint16_t)(x >> 16)); }
static void a_op(asmb *a, il_opcode op) { a_u8(a, (uint8_t)op); }
static void a_i4(asmb *a, il_opcode op, int32_t x) { a_op(a, op); a_u32(a, (uint32_t)x); }
static void a_var(asmb *a, il_opcode op, uint16_t x) { a_op(a, op); a_u16(a, x); }
static void a_tok(asmb *a, il_opcode op, uint32_t t) { a_op(a, op); a_u32(a, t); }
static void a_i8(asmb *a, int64_t x)
{
    a_op(a, IL_LDC_I8);
    a_u32(a, (uint32_t)x);
    a_u32(a, (uint32_t)((uint64_t)x >> 32));
}
/* Branch with a placeholder; returns the operand position for patch(). */
static uint32_t a_br(asmb *a, il_opcode op) { a_op(a, op); a_u32(a, 0); return a->n - 4; }
/* Point the branch operand at pos to the current offset. */
static void patch(asmb *a, uint32_t pos)
{
    int32_t rel = (int32_t)a->n - (int32_t)(pos + 4);
    for (int i = 0; i < 4; i++)
        a->b[pos + i] = (uint8_t)((uint32_t)rel >> (8 * i));
}

/* ------------------------------------------------------------ module fixture */

/* A module with class Program : System.Object (typeref) and its methods. */
typedef struct fix {
    kmod *m;
    uint32_t prog, object_ref, str_sig, i4_sig, writeline;
} fix;

static uint32_t s(kmod *m, const char *str) { return kmod_add_string(m, str, strlen(str)); }

static uint32_t sig(kmod *m, const uint8_t *b, size_t n) { return kmod_add_sig(m, b, n); }

static fix fix_new(void)
{
    fix f;
    f.m = kmod_new(0);
    f.object_ref = kmod_add_typeref(f.m, s(f.m, "System"), s(f.m, "Object"));
    uint32_t console = kmod_add_typeref(f.m, s(f.m, "System"), s(f.m, "Console"));
    uint8_t ts[] = {KMOD_T_STRING}, ti[] = {KMOD_T_I4};
    f.str_sig = sig(f.m, ts, 1);
    f.i4_sig = sig(f.m, ti, 1);
    uint8_t wl[] = {KMOD_SIG_METHOD, 1, 0, KMOD_T_VOID, KMOD_T_STRING};
    kmod_memberref r = {KMOD_TOKEN(KMOD_TAB_TYPEREF, console), s(f.m, "WriteLine"),
                        sig(f.m, wl, sizeof wl)};
    f.writeline = KMOD_TOKEN(KMOD_TAB_METHODREF, kmod_add_methodref(f.m, &r));
    f.prog = 0;
    return f;
}

/* Method description for fix_method. */
typedef struct mdesc {
    const char *name;
    const uint8_t *sig; size_t siglen;       /* default: static void () */
    const uint8_t *locals; size_t loclen;    /* default: none */
    uint32_t flags, max_stack;
    const asmb *code;
    const kmod_eh *eh; uint32_t neh;
} mdesc;

static uint32_t fix_method(fix *f, const mdesc *d)
{
    static const uint8_t void_sig[] = {KMOD_SIG_METHOD, 0, 0, KMOD_T_VOID};
    kmod_method km = {0};
    km.owner = f->prog;
    km.name = s(f->m, d->name);
    km.sig = d->sig ? sig(f->m, d->sig, d->siglen) : sig(f->m, void_sig, sizeof void_sig);
    km.flags = d->flags ? d->flags : (KMOD_ACC_PUBLIC | KMOD_METH_STATIC);
    km.locals = d->locals ? sig(f->m, d->locals, d->loclen) : KMOD_NONE;
    km.max_stack = d->max_stack ? d->max_stack : 8;
    if (d->code) {
        km.code_off = kmod_add_code(f->m, d->code->b, d->code->n);
        km.code_len = d->code->n;
    }
    km.eh_first = f->m->ehs.n;
    km.eh_count = d->neh;
    for (uint32_t i = 0; i < d->neh; i++)
        kmod_add_eh(f->m, &d->eh[i]);
    return kmod_add_method(f->m, &km);
}

/* Close the Program typedef over every method added so far. */
static void fix_close(fix *f)
{
    kmod_typedef t = {0};
    t.ns = 0;
    t.name = s(f->m, "Program");
    t.flags = KMOD_ACC_PUBLIC;
    t.parent = KMOD_TOKEN(KMOD_TAB_TYPEREF, f->object_ref);
    t.method_first = 0;
    t.method_count = f->m->methods.n;
    t.field_first = 0;
    t.field_count = f->m->fields.n;
    f->prog = kmod_add_typedef(f->m, &t);
    if (f->m->methods.n)
        f->m->entry = KMOD_TOKEN(KMOD_TAB_METHOD, 0);
}

/* Serialize, read back; returns the read module (or NULL with err). */
static kmod *round_trip(kmod *m, char *err, size_t errlen)
{
    uint8_t *bytes;
    size_t len;
    ck_assert_int_eq(kmod_write(m, &bytes, &len), 0);
    kmod *r = kmod_read(bytes, len, err, errlen);
    free(bytes);
    return r;
}

/* Expect that the module fails to read with a message containing each of
 * the NULL-terminated fragments. */
static void expect_error(kmod *m, ...)
{
    char err[512] = "";
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r == NULL, "module unexpectedly read fine (%s)", err);
    ck_assert_msg(strchr(err, '\n') == NULL, "error is not one line: %s", err);
    va_list ap;
    va_start(ap, m);
    for (const char *frag; (frag = va_arg(ap, const char *));)
        ck_assert_msg(strstr(err, frag), "error \"%s\" does not mention \"%s\"", err, frag);
    va_end(ap);
    kmod_free(m);
}

static void expect_ok(kmod *m)
{
    char err[512] = "";
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r != NULL, "module rejected: %s", err);
    kmod_free(r);
    kmod_free(m);
}

/* One static method Main with this code; returns the unsealed module. */
static kmod *one_method(const asmb *code, uint32_t max_stack)
{
    fix f = fix_new();
    mdesc d = {.name = "Main", .code = code, .max_stack = max_stack};
    fix_method(&f, &d);
    fix_close(&f);
    return f.m;
}

/* ------------------------------------------------------------ builders */

START_TEST(test_dedup)
{
    kmod *m = kmod_new(0);
    ck_assert_uint_eq(kmod_add_string(m, "", 0), 0);
    uint32_t a = s(m, "Foo"), b = s(m, "Bar");
    ck_assert_uint_ne(a, b);
    ck_assert_uint_eq(s(m, "Foo"), a);
    ck_assert(kmod_string_eq(m, a, "Foo"));
    ck_assert(!kmod_string_eq(m, a, "Fo"));
    char buf[16];
    uint32_t rows[2000];
    for (int i = 0; i < 2000; i++) {
        snprintf(buf, sizeof buf, "name%d", i);
        rows[i] = s(m, buf);
    }
    for (int i = 0; i < 2000; i++) {
        snprintf(buf, sizeof buf, "name%d", i);
        ck_assert_uint_eq(s(m, buf), rows[i]);
    }
    uint8_t s1[] = {KMOD_T_SZARRAY, KMOD_T_I4}, s2[] = {KMOD_T_SZARRAY, KMOD_T_I8};
    uint32_t r1 = sig(m, s1, 2), r2 = sig(m, s2, 2);
    ck_assert_uint_ne(r1, r2);
    ck_assert_uint_eq(sig(m, s1, 2), r1);
    uint32_t len;
    ck_assert(memcmp(kmod_sig(m, r2, &len), s2, 2) == 0 && len == 2);
    uint32_t t1 = kmod_add_typeref(m, a, b);
    ck_assert_uint_eq(kmod_add_typeref(m, a, b), t1);
    ck_assert_uint_ne(kmod_add_typeref(m, b, a), t1);
    kmod_memberref mr = {KMOD_TOKEN(KMOD_TAB_TYPEREF, t1), a, r1};
    uint32_t f1 = kmod_add_fieldref(m, &mr), m1 = kmod_add_methodref(m, &mr);
    ck_assert_uint_eq(kmod_add_fieldref(m, &mr), f1);
    ck_assert_uint_eq(kmod_add_methodref(m, &mr), m1);
    mr.sig = r2;
    ck_assert_uint_ne(kmod_add_fieldref(m, &mr), f1);
    ck_assert_ptr_null(kmod_string(m, 999999, &len));
    ck_assert_uint_eq(len, 0);
    kmod_free(m);
}
END_TEST

/* A module using every table, for the round trip. */
static kmod *rich_module(void)
{
    fix f = fix_new();
    kmod_field fld = {0, s(f.m, "count"), f.i4_sig, KMOD_ACC_PRIVATE | KMOD_FIELD_STATIC, 0};
    kmod_add_field(f.m, &fld);
    kmod_field lit = {0, s(f.m, "Greeting"), f.str_sig,
                      KMOD_ACC_PUBLIC | KMOD_FIELD_STATIC | KMOD_FIELD_LITERAL, s(f.m, "hi")};
    kmod_add_field(f.m, &lit);
    kmod_memberref fr = {KMOD_TOKEN(KMOD_TAB_TYPEREF, f.object_ref), s(f.m, "x"), f.i4_sig};
    kmod_add_fieldref(f.m, &fr);
    asmb c = {0};
    a_tok(&c, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_STRING, s(f.m, "Hello, world")));
    a_tok(&c, IL_CALL, f.writeline);
    a_i4(&c, IL_LDC_I4, 41);
    a_i4(&c, IL_LDC_I4, 1);
    a_op(&c, IL_ADD);
    a_tok(&c, IL_STSFLD, KMOD_TOKEN(KMOD_TAB_FIELD, 0));
    uint32_t l = a_br(&c, IL_LEAVE);
    a_op(&c, IL_POP);
    uint32_t l2 = a_br(&c, IL_LEAVE);
    patch(&c, l);
    patch(&c, l2);
    a_op(&c, IL_RET);
    uint32_t exc = sig(f.m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    kmod_eh eh = {KMOD_EH_CATCH, 0, l + 4, l + 4, 6, exc};
    mdesc d = {.name = "Main", .code = &c, .eh = &eh, .neh = 1};
    fix_method(&f, &d);
    fix_close(&f);
    return f.m;
}

#define SAME_VEC(a, b, vec) do { \
        ck_assert_uint_eq((a)->vec.n, (b)->vec.n); \
        if ((a)->vec.n) \
            ck_assert(memcmp((a)->vec.v, (b)->vec.v, sizeof *(a)->vec.v * (a)->vec.n) == 0); \
    } while (0)

/* ------------------------------------------------------------ debug section */

static uint32_t main_row(const kmod *m)
{
    for (uint32_t i = 0; i < m->methods.n; i++)
        if (kmod_string_eq(m, m->methods.v[i].name, "Main"))
            return i;
    ck_abort_msg("no Main");
    return 0;
}

/* rich_module with parameter names and two sequence points in Main (its
 * instructions start at 0, 5, 10). */
static kmod *debug_module(uint32_t *row)
{
    kmod *m = rich_module();
    *row = main_row(m);
    for (uint32_t i = 0; i < m->methods.n; i++)
        for (uint32_t k = 0; k < kmod_sig_param_count(m, m->methods.v[i].sig); k++)
            ck_assert_int_eq(kmod_add_param_name(m, s(m, "p")), 0);
    uint32_t file = s(m, "/src/p.cs");
    kmod_seqpt a = {*row, 0, file, 3, 9}, b = {*row, 10, file, 4, 9};
    ck_assert_int_eq(kmod_add_seqpt(m, &a), 0);
    ck_assert_int_eq(kmod_add_seqpt(m, &b), 0);
    return m;
}

START_TEST(test_debug_section)
{
    uint32_t row;
    kmod *m = debug_module(&row);
    char err[512];
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    SAME_VEC(m, r, seqpts);
    SAME_VEC(m, r, params);
    ck_assert_uint_eq(kmod_seqpt_find(r, row, 0)->line, 3);
    ck_assert_uint_eq(kmod_seqpt_find(r, row, 9)->line, 3);
    ck_assert_uint_eq(kmod_seqpt_find(r, row, 15)->line, 4);
    ck_assert_ptr_null(kmod_seqpt_find(r, row + 1, 0));
    kmod_free(r);
    /* --no-debug: no debug section is written, the names stay. */
    kmod_strip_debug(m);
    uint8_t *b;
    size_t len;
    ck_assert_int_eq(kmod_write(m, &b, &len), 0);
    ck_assert_uint_eq(il_read_u32(b + 16), m->params.n ? 13 : 12);
    r = kmod_read(b, len, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    ck_assert_uint_eq(r->seqpts.n, 0);
    ck_assert_ptr_null(kmod_seqpt_find(r, row, 0));
    kmod_free(r);
    free(b);
    kmod_free(m);
    /* Corrupt debug data is one corrupt-module line, like any section. */
    struct { uint32_t which, field, value; const char *frag; } bad[] = {
        {1, 0, 999, "sequence point 1: method 999 has no body"},
        {1, 1, 0, "sequence point 1: not after the one before it"},
        {1, 1, 3, "sequence point 1: IL offset 3 not on an instruction"},
        {1, 1, 9999, "sequence point 1: IL offset 9999"},
        {0, 2, 99999, "sequence point 0: file string row 99999 out of range"},
        {0, 3, 0, "sequence point 0: line 0 column 9"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        m = debug_module(&row);
        uint32_t *f = &m->seqpts.v[bad[i].which].method;
        f[bad[i].field] = bad[i].value;
        expect_error(m, "corrupt module: ", bad[i].frag, NULL);
    }
    /* local names: Main has no locals, so any name of it is corrupt */
    m = debug_module(&row);
    kmod_localname ln = {row, 0, s(m, "x")};
    kmod_add_localname(m, &ln);
    expect_error(m, "corrupt module: ", "local name 0: method", "has no local 0", NULL);
    m = debug_module(&row);
    kmod_localname ln2 = {999, 0, 1};
    kmod_add_localname(m, &ln2);
    expect_error(m, "corrupt module: ", "local name 0: method 999 has no body", NULL);
    m = debug_module(&row);
    kmod_add_param_name(m, s(m, "extra"));
    expect_error(m, "corrupt module: ", "parameter names for", NULL);
    m = debug_module(&row);
    if (m->params.n) {
        m->params.v[0] = 77777;
        expect_error(m, "corrupt module: ", "string row 77777 out of range", NULL);
    } else
        kmod_free(m);
}
END_TEST

/* rich_module whose Main takes (string[] args), with a default on args:
 * Main's row in *row, its parameter count in *np. */
static kmod *paramdef_module(uint32_t *row, uint32_t *np)
{
    kmod *m = rich_module();
    *row = main_row(m);
    m->methods.v[*row].sig = sig(m, (uint8_t[]){KMOD_SIG_METHOD, 1, 0, KMOD_T_VOID, KMOD_T_SZARRAY,
                                                KMOD_T_STRING}, 6);
    *np = kmod_sig_param_count(m, m->methods.v[*row].sig);
    ck_assert_uint_eq(*np, 1);
    kmod_paramdef d = {*row, 0, KMOD_PDEF_STRING | KMOD_CALLER_MEMBER << 8, s(m, "dflt"), 0};
    ck_assert_int_eq(kmod_add_paramdef(m, &d), 0);
    return m;
}

START_TEST(test_param_defaults)
{
    uint32_t row, np, n = 9;
    kmod *m = paramdef_module(&row, &np);
    char err[512];
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    SAME_VEC(m, r, paramdefs);
    const kmod_paramdef *d = kmod_param_defaults(r, row, &n);
    ck_assert_uint_eq(n, 1);
    ck_assert(kmod_string_eq(r, d->lo, "dflt"));
    ck_assert_uint_eq(KMOD_PDEF_CALLER(d->info), KMOD_CALLER_MEMBER);
    ck_assert_int_eq(KMOD_PDEF_CALLER_ARG(d->info), -1);
    ck_assert_ptr_null(kmod_param_defaults(r, row + 1, &n));
    ck_assert_uint_eq(n, 0);
    kmod_free(r);
    kmod_free(m);
    /* each field out of its range is one corrupt-module line */
    struct { uint32_t field, value; const char *frag; } bad[] = {
        {0, 99999, "parameter default 0: method row 99999 out of range"},
        {1, 1, "has no parameter 1"},
        {2, 9, "parameter default 0: unknown kind 0x9"},
        {2, KMOD_PDEF_STRING | 7u << 8, "unknown kind 0x703"},
        {2, KMOD_PDEF_ZERO | KMOD_CALLER_MEMBER << 8 | 1u << 16, "argument expression of parameter 0"},
        {2, KMOD_PDEF_ZERO | KMOD_CALLER_ARGEXPR << 8 | 2u << 16, "argument expression of parameter 1"},
        {3, 99999, "parameter default 0: bad value 0:99999"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        m = paramdef_module(&row, &np);
        (&m->paramdefs.v[0].method)[bad[i].field] = bad[i].value;
        expect_error(m, "corrupt module: ", bad[i].frag, NULL);
    }
    m = paramdef_module(&row, &np);
    kmod_paramdef zero = {row, 0, KMOD_PDEF_ZERO, 1, 0};
    m->paramdefs.v[0] = zero;
    expect_error(m, "corrupt module: ", "parameter default 0: bad value 0:1", NULL);
    m = paramdef_module(&row, &np);
    kmod_paramdef again = m->paramdefs.v[0];
    kmod_add_paramdef(m, &again);
    expect_error(m, "corrupt module: ", "parameter default 1: not after the one before it", NULL);
}
END_TEST

START_TEST(test_round_trip)
{
    kmod *m = rich_module();
    char err[512];
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    ck_assert_uint_eq(r->version, KMOD_VERSION);
    ck_assert_uint_eq(r->flags, m->flags);
    ck_assert_uint_eq(r->entry, m->entry);
    ck_assert(r->hash == m->hash && r->hash != 0);
    SAME_VEC(m, r, strings);
    SAME_VEC(m, r, typedefs);
    SAME_VEC(m, r, typerefs);
    SAME_VEC(m, r, fields);
    SAME_VEC(m, r, fieldrefs);
    SAME_VEC(m, r, methods);
    SAME_VEC(m, r, methodrefs);
    SAME_VEC(m, r, ehs);
    SAME_VEC(m, r, sigs);
    SAME_VEC(m, r, strblob);
    SAME_VEC(m, r, sigblob);
    SAME_VEC(m, r, code);
    /* Builders keep deduplicating on a module that was read. */
    ck_assert_uint_eq(s(r, "Hello, world"), s(m, "Hello, world"));
    /* Writing the read module gives the same bytes. */
    uint8_t *b1, *b2;
    size_t n1, n2;
    ck_assert_int_eq(kmod_write(m, &b1, &n1), 0);
    ck_assert_int_eq(kmod_write(r, &b2, &n2), 0);
    ck_assert_uint_eq(n1, n2);
    ck_assert(memcmp(b1, b2, n1) == 0);
    free(b1);
    free(b2);
    kmod_free(r);
    kmod_free(m);
}
END_TEST

START_TEST(test_file_io)
{
    kmod *m = rich_module();
    char err[512], path[] = "/tmp/test_kmod_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(kmod_write_file(m, path, err, sizeof err), 0);
    kmod *r = kmod_read_file(path, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    ck_assert_uint_eq(r->methods.n, m->methods.n);
    kmod_free(r);
    remove(path);
    ck_assert_ptr_null(kmod_read_file(path, err, sizeof err));
    ck_assert(strstr(err, "cannot open") && strstr(err, path));
    ck_assert_int_ne(kmod_write_file(m, "/nonexistent-dir/x.kmod", err, sizeof err), 0);
    ck_assert(strstr(err, "/nonexistent-dir/x.kmod"));
    kmod_free(m);
}
END_TEST

/* ------------------------------------------------------------ cutting */

/* kmod_cut (kiln aot's image): the kept rows, renumbered in their order;
 * a kept body is its bytes with every token renumbered, with its clauses
 * and strings; a method named by a kept body stays by signature, a type
 * named by a kept signature stays with its fields and virtual methods;
 * the other rows and the strings only they named go; the result reads
 * only trusted. */
static void add_class(fix *f, const char *name, uint32_t fields, uint32_t nfields, uint32_t methods,
                      uint32_t nmethods)
{
    kmod_typedef t = {0};
    t.name = s(f->m, name);
    t.flags = KMOD_ACC_PUBLIC;
    t.parent = KMOD_TOKEN(KMOD_TAB_TYPEREF, f->object_ref);
    t.field_first = fields, t.field_count = nfields;
    t.method_first = methods, t.method_count = nmethods;
    kmod_add_typedef(f->m, &t);
}

static void add_field(fix *f, uint32_t owner, const char *name, uint32_t sigrow)
{
    kmod_field k = {owner, s(f->m, name), sigrow, KMOD_ACC_PUBLIC, 0};
    kmod_add_field(f->m, &k);
}

START_TEST(test_cut)
{
    fix f = fix_new();
    asmb main = {0}, helper = {0}, ret = {0};
    a_tok(&main, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_STRING, s(f.m, "kept literal")));
    a_tok(&main, IL_CALL, f.writeline);
    a_tok(&main, IL_CALL, KMOD_TOKEN(KMOD_TAB_METHOD, 2));   /* Helper */
    a_op(&main, IL_RET);
    a_tok(&helper, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_STRING, s(f.m, "helper literal")));
    a_tok(&helper, IL_CALL, f.writeline);
    a_op(&helper, IL_RET);
    a_op(&ret, IL_RET);
    const uint8_t kept_local[] = {KMOD_SIG_LOCALS, 1, 0, KMOD_T_CLASS, 2, 0, 0, KMOD_TAB_TYPEDEF};   /* Kept */
    const uint8_t inst[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    fix_method(&f, &(mdesc){.name = "Main", .code = &main, .locals = kept_local, .loclen = sizeof kept_local});
    fix_method(&f, &(mdesc){.name = "OnlyHelper", .code = &helper});
    fix_method(&f, &(mdesc){.name = "Helper", .code = &ret});
    fix_method(&f, &(mdesc){.name = "NamedOnly", .code = &helper});
    fix_close(&f);                                                    /* Program: type 0, methods 0-3 */
    f.prog = 1;
    fix_method(&f, &(mdesc){.name = "UnusedM", .code = &ret});         /* 4 */
    f.prog = 2;
    fix_method(&f, &(mdesc){.name = "V", .code = &ret, .sig = inst, .siglen = sizeof inst,
                            .flags = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT});   /* 5 */
    fix_method(&f, &(mdesc){.name = "KeptS", .code = &ret});           /* 6 */
    add_field(&f, 1, "unusedField", f.i4_sig);                        /* field 0 */
    add_field(&f, 2, "keptField", f.str_sig);                         /* field 1 */
    add_class(&f, "Unused", 0, 1, 4, 1);                              /* type 1 */
    add_class(&f, "Kept", 1, 1, 5, 2);                                /* type 2 */
    char err[512];
    kmod *r = round_trip(f.m, err, sizeof err);
    ck_assert_msg(r != NULL, "%s", err);
    uint8_t keep[7] = {KMOD_KEEP_ALL, KMOD_KEEP_NONE, KMOD_KEEP_NONE, KMOD_KEEP_SIG};
    kmod_rowmap map;
    kmod *c = kmod_cut(r, keep, NULL, &map, err, sizeof err);
    ck_assert_msg(c != NULL, "%s", err);
    const uint32_t want_types[] = {0, KMOD_NONE, 1}, want_methods[] = {0, KMOD_NONE, 1, 2, KMOD_NONE, 3, KMOD_NONE};
    for (uint32_t i = 0; i < 3; i++)
        ck_assert_uint_eq(kmod_rowmap_row(&map, KMOD_TAB_TYPEDEF, i), want_types[i]);
    for (uint32_t i = 0; i < 7; i++)
        ck_assert_uint_eq(kmod_rowmap_row(&map, KMOD_TAB_METHOD, i), want_methods[i]);
    ck_assert_uint_eq(kmod_rowmap_row(&map, KMOD_TAB_FIELD, 0), KMOD_NONE);
    ck_assert_uint_eq(kmod_rowmap_row(&map, KMOD_TAB_FIELD, 1), 0);
    ck_assert_uint_eq(c->typedefs.n, 2);
    ck_assert_uint_eq(c->methods.n, 4);
    ck_assert_uint_eq(c->fields.n, 1);
    ck_assert(kmod_string_eq(c, c->typedefs.v[1].name, "Kept"));
    ck_assert_uint_eq(c->typedefs.v[0].method_count, 3);
    ck_assert_uint_eq(c->typedefs.v[1].method_first, 3);
    ck_assert_uint_eq(c->typedefs.v[1].method_count, 1);
    ck_assert_uint_eq(c->typedefs.v[1].field_first, 0);
    ck_assert_uint_eq(c->typedefs.v[1].field_count, 1);
    ck_assert(kmod_string_eq(c, c->fields.v[0].name, "keptField"));
    const char *names[] = {"Main", "Helper", "NamedOnly", "V"};
    for (uint32_t i = 0; i < 4; i++) {
        ck_assert(kmod_string_eq(c, c->methods.v[i].name, names[i]));
        ck_assert_uint_eq(!!(c->methods.v[i].flags & KMOD_METH_STRIPPED), i != 0);
        ck_assert_uint_eq(c->methods.v[i].code_len, i == 0 ? main.n : 0);
    }
    /* Main: the same code, its tokens as the cut module numbers them */
    const kmod_method *cm = &c->methods.v[0];
    const uint8_t *code = c->code.v + cm->code_off;
    ck_assert_uint_eq(c->code.n, main.n);
    ck_assert(kmod_string_eq(c, KMOD_TOKEN_ROW(il_read_u32(code + 1)), "kept literal"));
    ck_assert_uint_eq(il_read_u32(code + 6), KMOD_TOKEN(KMOD_TAB_METHODREF, 0));
    ck_assert_uint_eq(il_read_u32(code + 11), KMOD_TOKEN(KMOD_TAB_METHOD, 1));
    ck_assert_uint_eq(kmod_rowmap_row(&map, KMOD_TAB_STRING, KMOD_TOKEN_ROW(il_read_u32(main.b + 1))),
                      KMOD_TOKEN_ROW(il_read_u32(code + 1)));
    uint32_t len = 0;
    const uint8_t *loc = kmod_sig(c, cm->locals, &len);
    ck_assert_uint_eq(len, sizeof kept_local);
    ck_assert_uint_eq(il_read_u32(loc + 4), KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1));
    for (uint32_t i = 0; i < c->strings.n; i++) {
        ck_assert(!kmod_string_eq(c, i, "helper literal"));
        ck_assert(!kmod_string_eq(c, i, "OnlyHelper"));
        ck_assert(!kmod_string_eq(c, i, "Unused"));
        ck_assert(!kmod_string_eq(c, i, "unusedField"));
        ck_assert(!kmod_string_eq(c, i, "KeptS"));
    }
    uint8_t *b;
    ck_assert_int_eq(kmod_write(c, &b, &(size_t){0}), 0);
    free(b);
    size_t blen;
    ck_assert_int_eq(kmod_write(c, &b, &blen), 0);
    ck_assert_ptr_null(kmod_read(b, blen, err, sizeof err));
    ck_assert_str_eq(err, "corrupt module: method 1 (Program.Helper): stripped (only an AOT image may "
                     "hold a method without its body)");
    kmod *t = kmod_read_trusted(b, blen, err, sizeof err);
    ck_assert_msg(t != NULL, "%s", err);
    ck_assert(memcmp(t->methods.v, c->methods.v, c->methods.n * sizeof *t->methods.v) == 0);
    kmod_free(t);
    free(b);
    kmod_rowmap_free(&map);
    ck_assert_uint_eq(kmod_rowmap_row(NULL, KMOD_TAB_METHOD, 5), 5);
    kmod_free(c);
    kmod_free(r);
    kmod_free(f.m);
}
END_TEST

/* ------------------------------------------------------------ byte level */

static uint8_t *rich_bytes(size_t *len)
{
    kmod *m = rich_module();
    uint8_t *b;
    ck_assert_int_eq(kmod_write(m, &b, len), 0);
    kmod_free(m);
    return b;
}

/* Offset of section id's data in serialized bytes. */
static uint32_t section_off(const uint8_t *b, uint32_t id, uint32_t *size)
{
    for (uint32_t i = 0; i < KMOD_SEC_COUNT; i++) {
        const uint8_t *e = b + KMOD_HEADER_SIZE + 12 * i;
        if (il_read_u32(e) == id) {
            if (size)
                *size = il_read_u32(e + 8);
            return il_read_u32(e + 4);
        }
    }
    ck_abort_msg("no section %u", id);
    return 0;
}

static void put32(uint8_t *p, uint32_t x)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(x >> (8 * i));
}

/* Read bytes, expect failure mentioning frag. */
static void expect_bytes_error(const uint8_t *b, size_t len, const char *frag)
{
    char err[512] = "";
    kmod *r = kmod_read(b, len, err, sizeof err);
    ck_assert_msg(r == NULL, "corrupt bytes read fine (want \"%s\")", frag);
    ck_assert_msg(strstr(err, frag), "error \"%s\" does not mention \"%s\"", err, frag);
    ck_assert_msg(strncmp(err, "corrupt module: ", 16) == 0, "error lacks prefix: %s", err);
}

/* Section 18, the generic definitions' C# source (docs/generics.md):
 * round-trips; invalid UTF-8 and NUL are refused; an id past the last
 * section is unknown. */
START_TEST(test_generic_sources)
{
    const char *src = "class Box<T> { T v; }";
    kmod *m = rich_module();
    ck_assert_int_eq(kmod_add_gensrc(m, src, strlen(src)), 0);
    char err[512] = "";
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r != NULL, "module rejected: %s", err);
    ck_assert_uint_eq(r->gensrc.n, strlen(src));
    ck_assert(memcmp(r->gensrc.v, src, strlen(src)) == 0);
    kmod_free(r);
    kmod_free(m);
    m = rich_module();
    ck_assert_int_eq(kmod_add_gensrc(m, "ab\xff", 3), 0);
    expect_error(m, "corrupt module: generic sources: invalid UTF-8 at byte 2", NULL);
    m = rich_module();
    ck_assert_int_eq(kmod_add_gensrc(m, "a\0b", 3), 0);
    uint8_t *bad;
    size_t badlen;
    ck_assert_int_eq(kmod_write(m, &bad, &badlen), 0);
    expect_error(m, "corrupt module: generic sources: invalid UTF-8 at byte 1", NULL);
    /* the deferred read (the runtime's corelib) leaves them to the lexer
     * of a compilation that selects them */
    kmod *d = kmod_read_deferred(bad, badlen, err, sizeof err);
    ck_assert_msg(d != NULL, "deferred read refused the generic sources: %s", err);
    ck_assert_uint_eq(d->gensrc.n, 3);
    kmod_free(d);
    free(bad);
    size_t len;
    uint8_t *b = rich_bytes(&len);
    put32(b + KMOD_HEADER_SIZE, KMOD_SEC_COUNT + 1);   /* the first section table entry's id */
    kmod_fix_checksum(b, len);
    char want[64];
    snprintf(want, sizeof want, "unknown section id %u", KMOD_SEC_COUNT + 1);
    expect_bytes_error(b, len, want);
    free(b);
}
END_TEST

/* The UTF-8 checks' fast path reads 64-byte chunks: a bad byte in any
 * 16-byte lane of a chunk, or after whole chunks, is still found at its
 * offset, in the generic sources and in a string row alike. */
START_TEST(test_utf8_long_text)
{
    static const uint32_t at[] = {64, 79, 80, 100, 127, 128, 191, 200};
    char src[210];
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        memset(src, 'x', sizeof src);
        src[at[i]] = (char)(i % 2 ? 0 : 0xC0);   /* NUL, or a lead byte with no continuation */
        kmod *m = rich_module();
        ck_assert_int_eq(kmod_add_gensrc(m, src, sizeof src), 0);
        char want[64];
        snprintf(want, sizeof want, "generic sources: invalid UTF-8 at byte %u", at[i]);
        expect_error(m, want, NULL);
        if (i % 2)
            continue;
        m = rich_module();
        memset(src, 'y', sizeof src);
        kmod_add_string(m, src, sizeof src);   /* ASCII chunks first in the blob */
        src[at[i] % 97] = (char)0xFF;
        uint32_t row = kmod_add_string(m, src, 100);
        snprintf(want, sizeof want, "string %u: invalid UTF-8 at byte %u", row, at[i] % 97);
        expect_error(m, want, NULL);
    }
}
END_TEST

/* Section 19, generic instances' trace text: round-trips and is found by
 * method row; rows out of order, past the methods or naming no string
 * are refused. */
START_TEST(test_trace_names)
{
    kmod *m = rich_module();
    uint32_t text = kmod_add_string(m, "G[T](T x)", 9);
    ck_assert_int_eq(kmod_add_tracename(m, 0, text), 0);
    char err[512] = "";
    kmod *r = round_trip(m, err, sizeof err);
    ck_assert_msg(r != NULL, "module rejected: %s", err);
    ck_assert_uint_eq(kmod_trace_name(r, 0), text);
    ck_assert_uint_eq(kmod_trace_name(r, 1), KMOD_NONE);
    kmod_free(r);
    kmod_free(m);
    m = rich_module();
    ck_assert_int_eq(kmod_add_tracename(m, 0, 0), 0);
    ck_assert_int_eq(kmod_add_tracename(m, 0, 0), 0);
    expect_error(m, "corrupt module: trace name 1: not after the one before it", NULL);
    m = rich_module();
    ck_assert_int_eq(kmod_add_tracename(m, 4000, 0), 0);
    expect_error(m, "corrupt module: trace name 0: method row 4000 out of range", NULL);
    m = rich_module();
    ck_assert_int_eq(kmod_add_tracename(m, 0, 90000), 0);
    expect_error(m, "corrupt module: trace name 0: string row 90000 out of range", NULL);
}
END_TEST

START_TEST(test_truncated_every_prefix)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    for (size_t n = 0; n < len; n++) {
        uint8_t *copy = malloc(n ? n : 1);
        memcpy(copy, b, n);
        char err[512] = "";
        kmod *r = kmod_read(copy, n, err, sizeof err);
        ck_assert_msg(r == NULL, "prefix of %zu bytes accepted", n);
        ck_assert_msg(err[0] && !strchr(err, '\n'), "prefix %zu: bad message \"%s\"", n, err);
        free(copy);
    }
    free(b);
}
END_TEST

START_TEST(test_random_flips)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    unsigned seed = 12345;
    int rejected = 0;
    for (int iter = 0; iter < 3000; iter++) {
        uint8_t *copy = malloc(len);
        memcpy(copy, b, len);
        for (int k = 0; k < 1 + iter % 4; k++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = KMOD_HEADER_SIZE + (seed >> 8) % (len - KMOD_HEADER_SIZE);
            seed = seed * 1103515245u + 12345u;
            copy[at] ^= (uint8_t)(1u << ((seed >> 16) % 8));
        }
        kmod_fix_checksum(copy, len);
        char err[512] = "";
        kmod *r = kmod_read(copy, len, err, sizeof err);
        if (!r) {
            rejected++;
            ck_assert_msg(err[0] && !strchr(err, '\n'), "bad message \"%s\"", err);
        }
        kmod_free(r);
        free(copy);
    }
    ck_assert_int_gt(rejected, 0);
    free(b);
}
END_TEST

static uint32_t rnd(unsigned *seed, uint32_t n)
{
    *seed = *seed * 1103515245u + 12345u;
    return (*seed >> 8) % n;
}

/* Random but well-formed instruction streams (known opcodes, complete
 * operands, plausible tokens and branch offsets, sometimes a clause): the
 * verifier must accept or reject each with one line, never crash. About
 * one in two thousand is accepted, so enough of them that some are. */
START_TEST(test_random_bodies)
{
    unsigned seed = 777;
#define RND(n) rnd(&seed, (n))
    int accepted = 0;
    for (int iter = 0; iter < 6000; iter++) {
        fix f = fix_new();
        uint8_t loc[] = {KMOD_SIG_LOCALS, 3, 0, KMOD_T_I4, KMOD_T_STRING, KMOD_T_I8};
        uint8_t msig[] = {KMOD_SIG_METHOD, 2, 0, KMOD_T_I4, KMOD_T_I4, KMOD_T_BYREF, KMOD_T_I4};
        asmb c = {0};
        uint32_t n = 1 + RND(24);
        for (uint32_t i = 0; i < n; i++) {
            il_opcode op = (il_opcode)RND(IL_OPCODE_COUNT);
            a_op(&c, op);
            switch (il_opinfo_table[op].operand) {
            case IL_OPND_NONE: break;
            case IL_OPND_I4: case IL_OPND_R4: a_u32(&c, RND(5)); break;
            case IL_OPND_I8: case IL_OPND_R8: a_u32(&c, RND(5)); a_u32(&c, 0); break;
            case IL_OPND_VAR: a_u16(&c, (uint16_t)RND(4)); break;
            case IL_OPND_TOK: {
                uint32_t tab = 1 + RND(8);
                a_u32(&c, KMOD_TOKEN(tab, RND(4)));
                break;
            }
            case IL_OPND_BR: a_u32(&c, (uint32_t)((int32_t)RND(30) - 15)); break;
            case IL_OPND_SWITCH:
                a_u32(&c, 2);
                a_u32(&c, RND(10));
                a_u32(&c, (uint32_t)-(int32_t)RND(10));
                break;
            }
        }
        if (RND(2))
            a_op(&c, IL_RET);
        kmod_eh eh = {1 + RND(2), RND(8), 1 + RND(8), RND(16), 1 + RND(8), f.str_sig};
        mdesc d = {.name = "M", .sig = msig, .siglen = sizeof msig, .locals = loc,
                   .loclen = sizeof loc, .code = &c, .max_stack = 1 + RND(4),
                   .eh = &eh, .neh = RND(3) == 0};
        fix_method(&f, &d);
        fix_close(&f);
        f.m->entry = 0;
        if (f.m->ehs.n)
            f.m->ehs.v[0].catch_sig = sig(f.m, (uint8_t[]){KMOD_T_OBJECT}, 1);
        char err[512] = "";
        kmod *r = round_trip(f.m, err, sizeof err);
        if (r)
            accepted++;
        else
            ck_assert_msg(err[0] && !strchr(err, '\n') && strstr(err, "corrupt module: "),
                          "bad message \"%s\"", err);
        kmod_free(r);
        kmod_free(f.m);
    }
#undef RND
    ck_assert_int_gt(accepted, 0);
}
END_TEST

/* kmod_write puts a NUL after every string, so a read-only reader lends
 * names in place (kmod_cstring); a blob without them (another writer's:
 * the format does not require them) is read as before, and no name is
 * lent; a module that copied its bytes lends none either. */
START_TEST(test_cstring_in_place)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    char err[256];
    kmod *m = kmod_read_trusted(b, len, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    ck_assert(m->strings_terminated);
    ck_assert_uint_gt(m->strings.n, 2);
    uint32_t row = m->strings.n - 1, slen;
    const char *bytes = kmod_string(m, row, &slen), *c = kmod_cstring(m, row);
    ck_assert_ptr_eq(c, bytes);
    ck_assert_uint_eq(strlen(c), slen);
    kmod *copied = kmod_read(b, len, err, sizeof err);
    ck_assert_msg(copied != NULL, "%s", err);
    ck_assert_ptr_null(kmod_cstring(copied, row));
    kmod_free(copied);
    uint8_t *nul = (uint8_t *)(uintptr_t)bytes + slen;   /* the NUL no string's range covers */
    kmod_free(m);
    *nul = 'x';
    kmod_fix_checksum(b, len);
    m = kmod_read_trusted(b, len, err, sizeof err);
    ck_assert_msg(m != NULL, "%s", err);
    ck_assert(!m->strings_terminated);
    ck_assert_ptr_null(kmod_cstring(m, row));
    ck_assert_ptr_eq(kmod_string(m, row, &slen), bytes);
    kmod_free(m);
    copied = kmod_read(b, len, err, sizeof err);   /* still a valid module */
    ck_assert_msg(copied != NULL, "%s", err);
    kmod_free(copied);
    free(b);
}
END_TEST

/* The trusted reader (AOT images) skips the checksum, not the header, and
 * borrows the blobs. */
START_TEST(test_trusted_read_skips_only_the_checksum)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    char err[256];
    b[len - 3] ^= 0x10;   /* a code or blob byte: only the checksum sees it */
    expect_bytes_error(b, len, "checksum");
    kmod *m = kmod_read_trusted(b, len, err, sizeof err);
    ck_assert_msg(m != NULL, "trusted read failed: %s", err);
    ck_assert_uint_gt(m->methods.n, 0);
    /* the blobs are the input's bytes, not copies; kmod_free leaves them */
    ck_assert(m->borrowed);
    ck_assert(m->strblob.v > b && m->strblob.v + m->strblob.n <= b + len);
    ck_assert(m->code.v > b && m->code.v + m->code.n <= b + len);
    ck_assert_uint_eq(kmod_add_code(m, (const uint8_t *)"x", 1), KMOD_NONE);
    kmod_typedef td = {0, 0, 0, 0, 0, 0, 0, 0};
    kmod_method md = {0, 0, 0, 0, 0, 0, 0, KMOD_NONE, 0, 0, 0, 0};
    ck_assert_uint_eq(kmod_add_typedef(m, &td), KMOD_NONE);
    ck_assert_uint_eq(kmod_add_method(m, &md), KMOD_NONE);
    ck_assert_uint_eq(kmod_add_typeref(m, 1, 2), KMOD_NONE);
    /* rows used in place where aligned (the input is malloc'd: 16-aligned,
     * row sections 4-aligned), and equal to what the checking read decodes */
    b[len - 3] ^= 0x10;
    kmod *c = kmod_read(b, len, err, sizeof err);
    b[len - 3] ^= 0x10;
    ck_assert_msg(c != NULL, "%s", err);
    ck_assert(m->methods.v >= (kmod_method *)b && (uint8_t *)m->methods.v < b + len);
    ck_assert_uint_eq(m->methods.n, c->methods.n);
    ck_assert(memcmp(m->methods.v, c->methods.v, c->methods.n * sizeof *c->methods.v) == 0);
    ck_assert_uint_eq(m->typedefs.n, c->typedefs.n);
    ck_assert(memcmp(m->typedefs.v, c->typedefs.v, c->typedefs.n * sizeof *c->typedefs.v) == 0);
    ck_assert_uint_eq(m->fields.n, c->fields.n);
    for (uint32_t i = 0; i < c->fields.n; i++)
        ck_assert(m->fields.v[i].constant == c->fields.v[i].constant && m->fields.v[i].sig == c->fields.v[i].sig);
    kmod_free(c);
    kmod_free(m);
    b[0] = 'X';
    ck_assert_ptr_null(kmod_read_trusted(b, len, err, sizeof err));
    ck_assert_msg(strstr(err, "bad magic") != NULL, "%s", err);
    b[0] = 'K';
    put32(b + 16, 99);
    ck_assert_ptr_null(kmod_read_trusted(b, len, err, sizeof err));
    ck_assert_msg(strstr(err, "section count 99") != NULL, "%s", err);
    free(b);
}
END_TEST

START_TEST(test_bad_header)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    b[0] = 'X';
    expect_bytes_error(b, len, "bad magic");
    b[0] = 'K';
    put32(b + 4, 7);
    expect_bytes_error(b, len, "unsupported version 7");
    put32(b + 4, KMOD_VERSION);
    b[len - 3] ^= 0x10;
    expect_bytes_error(b, len, "checksum");
    b[len - 3] ^= 0x10;
    put32(b + 16, 99);
    expect_bytes_error(b, len, "section count 99");
    put32(b + 16, KMOD_SEC_COUNT);
    /* A section pointing outside the file (checksum re-sealed). */
    put32(b + KMOD_HEADER_SIZE + 12 * 2 + 8, 0x7FFFFFF0u);
    kmod_fix_checksum(b, len);
    expect_bytes_error(b, len, "outside the file");
    free(b);
}
END_TEST

START_TEST(test_bad_string_index)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    uint32_t off = section_off(b, KMOD_SEC_TYPEDEFS, NULL);
    put32(b + off + 4, 5000);   /* typedef 0 name */
    kmod_fix_checksum(b, len);
    expect_bytes_error(b, len, "typedef 0: bad string index");
    free(b);
}
END_TEST

START_TEST(test_bad_string_range)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    uint32_t off = section_off(b, KMOD_SEC_STRINGS, NULL);
    put32(b + off + 8 + 4, 0xFFFFFF00u);   /* string 1 length */
    kmod_fix_checksum(b, len);
    expect_bytes_error(b, len, "string 1: range");
    free(b);
}
END_TEST

START_TEST(test_bad_code_range)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    uint32_t size, off = section_off(b, KMOD_SEC_METHODS, NULL);
    section_off(b, KMOD_SEC_CODE, &size);
    put32(b + off + 20, size + 90);   /* method 0 code_len */
    kmod_fix_checksum(b, len);
    expect_bytes_error(b, len, "method 0 (Program.Main): code range 0+");
    expect_bytes_error(b, len, "exceeds code section");
    free(b);
}
END_TEST

START_TEST(test_bad_sig_class_token)
{
    size_t len;
    uint8_t *b = rich_bytes(&len);
    /* Make the "object" catch sig a CLASS with a METHOD token: the byte after
     * the sig blob end is outside, so rewrite an existing 5-byte-able spot:
     * the WriteLine sig {METHOD,1,0,VOID,STRING} -> {CLASS, tok...}. */
    uint32_t sb = section_off(b, KMOD_SEC_SIGBLOB, NULL);
    uint32_t so = section_off(b, KMOD_SEC_SIGS, NULL);
    uint32_t wl_off = 0;
    uint32_t nsig = 0;
    section_off(b, KMOD_SEC_SIGS, &nsig);
    for (uint32_t i = 0; i < nsig / 8; i++)
        if (il_read_u32(b + so + 8 * i + 4) == 5 && b[sb + il_read_u32(b + so + 8 * i)] ==
                                                        KMOD_SIG_METHOD)
            wl_off = sb + il_read_u32(b + so + 8 * i);
    ck_assert_uint_ne(wl_off, 0);
    b[wl_off] = KMOD_T_CLASS;
    put32(b + wl_off + 1, KMOD_TOKEN(KMOD_TAB_METHOD, 0));
    kmod_fix_checksum(b, len);
    expect_bytes_error(b, len, "class token 0x05000000");
    free(b);
}
END_TEST

START_TEST(test_parent_cycle)
{
    fix f = fix_new();
    fix_close(&f);
    kmod_typedef t = {0, s(f.m, "A"), KMOD_ACC_PUBLIC, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 2), 0, 0, 0, 0};
    kmod_add_typedef(f.m, &t);
    t.name = s(f.m, "B");
    t.parent = KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1);
    kmod_add_typedef(f.m, &t);
    f.m->entry = 0;
    expect_error(f.m, "inheritance cycle", NULL);
}
END_TEST

START_TEST(test_self_parent)
{
    fix f = fix_new();
    fix_close(&f);
    f.m->typedefs.v[0].parent = KMOD_TOKEN(KMOD_TAB_TYPEDEF, 0);
    expect_error(f.m, "typedef 0 (Program): inheritance cycle", NULL);
}
END_TEST

/* ---- interfaces (kmod/kmod_iface.c, docs/interfaces.md) ---- */

/* Program (row 0, no methods), interface I (row 1) with an abstract
 * instance method M, class C (row 2, parent object) with a virtual M. */
static fix iface_fix(void)
{
    fix f = fix_new();
    fix_close(&f);
    f.m->entry = 0;
    static const uint8_t inst_sig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    kmod_method im = {0};
    im.owner = 1;
    im.name = s(f.m, "M");
    im.sig = sig(f.m, inst_sig, sizeof inst_sig);
    im.flags = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_ABSTRACT | KMOD_METH_NEWSLOT;
    im.locals = KMOD_NONE;
    im.pinvoke_lib = im.pinvoke_entry = KMOD_NONE;
    kmod_add_method(f.m, &im);
    kmod_typedef t = {0, s(f.m, "I"), KMOD_ACC_PUBLIC | KMOD_TYPE_INTERFACE | KMOD_TYPE_ABSTRACT, 0,
                      0, 0, 0, 1};
    kmod_add_typedef(f.m, &t);
    asmb c = {0};
    a_op(&c, IL_RET);
    kmod_method cm = im;
    cm.owner = 2;
    cm.flags = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT;
    cm.code_off = kmod_add_code(f.m, c.b, c.n);
    cm.code_len = c.n;
    cm.max_stack = 8;
    kmod_add_method(f.m, &cm);
    kmod_typedef ct = {0, s(f.m, "C"), KMOD_ACC_PUBLIC, KMOD_TOKEN(KMOD_TAB_TYPEREF, f.object_ref),
                       0, 0, 1, 1};
    kmod_add_typedef(f.m, &ct);
    return f;
}

START_TEST(test_iface_good)
{
    fix f = iface_fix();
    kmod_ifaceimpl r = {2, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1)};
    kmod_add_ifaceimpl(f.m, &r);
    kmod_methodimpl x = {2, 1, KMOD_TOKEN(KMOD_TAB_METHOD, 0)};
    kmod_add_methodimpl(f.m, &x);
    char err[512] = "";
    kmod *back = round_trip(f.m, err, sizeof err);
    ck_assert_msg(back != NULL, "module rejected: %s", err);
    ck_assert_int_eq(back->ifaceimpls.n, 1);
    ck_assert_int_eq(back->ifaceimpls.v[0].iface, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1));
    ck_assert_int_eq(back->methodimpls.n, 1);
    ck_assert_int_eq(back->methodimpls.v[0].decl, KMOD_TOKEN(KMOD_TAB_METHOD, 0));
    uint32_t first;
    ck_assert_int_eq(kmod_ifaces_of(back, 2, &first), 1);
    ck_assert_int_eq(first, 0);
    ck_assert_int_eq(kmod_ifaces_of(back, 0, &first), 0);
    ck_assert(kmod_is_interface(back, 1) && !kmod_is_interface(back, 2));
    kmod_free(back);
    kmod_free(f.m);
}
END_TEST

START_TEST(test_iface_malformed_types)
{
    fix f = iface_fix();
    f.m->typedefs.v[1].parent = KMOD_TOKEN(KMOD_TAB_TYPEREF, f.object_ref);
    expect_error(f.m, "corrupt module: interface 1 (I): has a parent", NULL);
    f = iface_fix();
    f.m->typedefs.v[1].flags &= ~KMOD_TYPE_ABSTRACT;
    expect_error(f.m, "interface 1 (I): flags", "must be abstract", NULL);
    f = iface_fix();
    f.m->methods.v[0].flags &= ~KMOD_METH_VIRTUAL;
    expect_error(f.m, "interface 1 (I): method 0 is abstract but not an overridable virtual method", NULL);
    f = iface_fix();
    f.m->methods.v[0].flags &= ~KMOD_METH_NEWSLOT;
    expect_error(f.m, "interface 1 (I): method 0 is virtual but not newslot", NULL);
    f = iface_fix();   /* a field of I: the field table must own it */
    kmod_field fd = {1, s(f.m, "x"), f.i4_sig, KMOD_ACC_PUBLIC, 0};
    kmod_add_field(f.m, &fd);
    f.m->typedefs.v[1].field_count = 1;
    expect_error(f.m, "interface 1 (I): has an instance field", NULL);   /* a static one is C# 8's */
}
END_TEST

START_TEST(test_iface_malformed_impls)
{
    fix f = iface_fix();
    kmod_ifaceimpl r = {2, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 0)};   /* Program is no interface */
    kmod_add_ifaceimpl(f.m, &r);
    expect_error(f.m, "interface implementation 0: typedef 0 is not an interface", NULL);
    f = iface_fix();
    r = (kmod_ifaceimpl){9, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1)};
    kmod_add_ifaceimpl(f.m, &r);
    expect_error(f.m, "interface implementation 0: type 9 is not a typedef row", NULL);
    f = iface_fix();
    r = (kmod_ifaceimpl){2, KMOD_TOKEN(KMOD_TAB_FIELD, 0)};
    kmod_add_ifaceimpl(f.m, &r);
    expect_error(f.m, "interface implementation 0: 0x03000000 is not a valid typedef/typeref", NULL);
    f = iface_fix();   /* a duplicate */
    r = (kmod_ifaceimpl){2, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1)};
    kmod_add_ifaceimpl(f.m, &r);
    kmod_add_ifaceimpl(f.m, &r);
    expect_error(f.m, "interface implementation 1: rows not sorted by (type, interface) or a duplicate", NULL);
    f = iface_fix();   /* I inherits from itself */
    r = (kmod_ifaceimpl){1, KMOD_TOKEN(KMOD_TAB_TYPEDEF, 1)};
    kmod_add_ifaceimpl(f.m, &r);
    expect_error(f.m, "interface 1 (I): interface inheritance cycle", NULL);
}
END_TEST

START_TEST(test_iface_malformed_methodimpls)
{
    fix f = iface_fix();
    kmod_methodimpl x = {2, 0, KMOD_TOKEN(KMOD_TAB_METHOD, 0)};   /* body 0 is I's */
    kmod_add_methodimpl(f.m, &x);
    expect_error(f.m, "method implementation 0: body 0 is not a method of type 2", NULL);
    f = iface_fix();
    x = (kmod_methodimpl){2, 1, KMOD_TOKEN(KMOD_TAB_METHOD, 1)};   /* decl: C's own method */
    kmod_add_methodimpl(f.m, &x);
    expect_error(f.m, "method implementation 0: 0x05000001 is not an interface method or a method reference", NULL);
    f = iface_fix();
    f.m->methods.v[1].flags &= ~KMOD_METH_VIRTUAL;
    x = (kmod_methodimpl){2, 1, KMOD_TOKEN(KMOD_TAB_METHOD, 0)};
    kmod_add_methodimpl(f.m, &x);
    expect_error(f.m, "method implementation 0: body 1 is not a virtual instance method", NULL);
    f = iface_fix();
    x = (kmod_methodimpl){1, 0, KMOD_TOKEN(KMOD_TAB_METHOD, 0)};
    kmod_add_methodimpl(f.m, &x);
    expect_error(f.m, "method implementation 0: interface 1 re-implements with body 0, which is not final "
                 "or implements the interface's own method", NULL);
}
END_TEST

/* iface_fix plus interface J (row 3) with I's one method: a variant
 * instance of I's definition. */
static fix variance_fix(void)
{
    fix f = iface_fix();
    kmod_method jm = f.m->methods.v[0];
    jm.owner = 3;
    kmod_add_method(f.m, &jm);
    kmod_typedef t = f.m->typedefs.v[1];
    t.name = s(f.m, "J");
    t.method_first = 2;
    kmod_add_typedef(f.m, &t);
    return f;
}

/* Section 20, variance rows: round-trip and are found by `from`; a pair
 * that is not two interfaces with as many methods (or two classes with one
 * parent), rows out of order, a row to itself or past the typedefs are
 * refused. */
START_TEST(test_variance_rows)
{
    fix f = variance_fix();
    ck_assert_int_eq(kmod_add_variance(f.m, 1, 3), 0);
    char err[512] = "";
    kmod *back = round_trip(f.m, err, sizeof err);
    ck_assert_msg(back != NULL, "module rejected: %s", err);
    uint32_t first;
    ck_assert_int_eq(kmod_variances_of(back, 1, &first), 1);
    ck_assert_int_eq(back->variances.v[first].to, 3);
    ck_assert_int_eq(kmod_variances_of(back, 3, &first), 0);
    kmod_free(back);
    kmod_free(f.m);
    f = variance_fix();
    kmod_add_variance(f.m, 1, 2);
    expect_error(f.m, "corrupt module: variance 0: typedefs 1 and 2 are not two interfaces with as many methods",
                 NULL);
    f = variance_fix();
    kmod_add_variance(f.m, 3, 1);
    kmod_add_variance(f.m, 1, 3);
    expect_error(f.m, "variance 1: rows not sorted by (from, to) or a duplicate", NULL);
    f = variance_fix();
    kmod_add_variance(f.m, 1, 1);
    expect_error(f.m, "variance 0: 1 to 1 is not a pair of typedef rows", NULL);
    f = variance_fix();
    kmod_add_variance(f.m, 1, 40);
    expect_error(f.m, "variance 0: 1 to 40 is not a pair of typedef rows", NULL);
}
END_TEST

/* A locals signature of the given type bytes (count n). */
static uint32_t args_sig(kmod *m, const uint8_t *types, uint32_t len, uint16_t n)
{
    uint8_t b[32] = {KMOD_SIG_LOCALS, (uint8_t)n, (uint8_t)(n >> 8)};
    memcpy(b + 3, types, len);
    return kmod_add_sig(m, b, 3 + len);
}

/* Section 21, variant instance rows: round-trip and are found by type; a
 * row past the typedefs or out of order, a signature that is not a locals
 * one of 1 to 16 types, a variance of 3 or past the arguments, or none at
 * all, are refused. */
START_TEST(test_variant_rows)
{
    static const uint8_t one[] = {KMOD_T_STRING}, none[] = {0};
    fix f = variance_fix();
    kmod_variant r = {1, KMOD_VAR_OUT, args_sig(f.m, one, 1, 1)};
    ck_assert_int_eq(kmod_add_variant(f.m, &r), 0);
    char err[512] = "";
    kmod *back = round_trip(f.m, err, sizeof err);
    ck_assert_msg(back != NULL, "module rejected: %s", err);
    const kmod_variant *v = kmod_variant_of(back, 1);
    ck_assert_ptr_nonnull(v);
    ck_assert_uint_eq(v->variance, KMOD_VAR_OUT);
    ck_assert_ptr_null(kmod_variant_of(back, 3));
    kmod_free(back);
    kmod_free(f.m);
    struct { kmod_variant r; int ntypes; const char *msg; } bad[] = {
        {{40, KMOD_VAR_OUT, 0}, 1, "variant instance 0: typedef 40 out of range"},
        {{1, KMOD_VAR_OUT, 0}, 0, "variant instance 0: signature"},
        {{1, 3, 0}, 1, "variant instance 0: variance 0x3 is not in or out"},
        {{1, KMOD_VAR_OUT << 2, 0}, 1, "variant instance 0: variance 0x4 is not in or out"},
        {{1, KMOD_VAR_NONE, 0}, 1, "variant instance 0: no argument is in or out"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        f = variance_fix();
        kmod_variant b = bad[i].r;
        b.args = bad[i].ntypes ? args_sig(f.m, one, 1, 1) : args_sig(f.m, none, 0, 0);
        kmod_add_variant(f.m, &b);
        expect_error(f.m, bad[i].msg, NULL);
    }
    f = variance_fix();
    r.args = args_sig(f.m, one, 1, 1);
    r.type = 3;
    kmod_add_variant(f.m, &r);
    r.type = 1;
    kmod_add_variant(f.m, &r);
    expect_error(f.m, "variant instance 1: typedef 1 out of range, or rows not sorted", NULL);
}
END_TEST

START_TEST(test_shared_bodies)
{
    /* Two methods claiming the same bytes: verification work must stay
     * bounded by the code size, so overlapping bodies are rejected. */
    asmb c = {0};
    a_op(&c, IL_RET);
    fix f = fix_new();
    mdesc d = {.name = "A", .code = &c};
    fix_method(&f, &d);
    d.name = "B";
    fix_method(&f, &d);
    f.m->methods.v[1].code_off = 0;
    f.m->code.n = 1;
    fix_close(&f);
    expect_error(f.m, "bodies overlap", NULL);
}
END_TEST

START_TEST(test_bad_entry)
{
    asmb c = {0};
    a_op(&c, IL_RET);
    kmod *m = one_method(&c, 1);
    m->entry = KMOD_TOKEN(KMOD_TAB_METHOD, 7);
    expect_error(m, "entry token 0x05000007", NULL);
    fix f = fix_new();
    uint8_t isig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    mdesc d = {.name = "Run", .sig = isig, .siglen = 4, .code = &c,
               .flags = KMOD_ACC_PUBLIC};
    fix_method(&f, &d);
    fix_close(&f);
    expect_error(f.m, "entry method 0 is not a static method", NULL);
}
END_TEST

START_TEST(test_body_flags)
{
    fix f = fix_new();
    mdesc d = {.name = "NoBody"};
    fix_method(&f, &d);
    fix_close(&f);
    f.m->entry = 0;
    expect_error(f.m, "method 0 (Program.NoBody): no body but not abstract", NULL);
    asmb c = {0};
    a_op(&c, IL_RET);
    kmod *m = one_method(&c, 1);
    m->methods.v[0].flags |= KMOD_METH_INTERNALCALL;
    m->entry = 0;
    expect_error(m, "internal call or P/Invoke method with a body", NULL);
    fix g = fix_new();
    mdesc e = {.name = "Native", .flags = KMOD_ACC_PUBLIC | KMOD_METH_STATIC |
                                          KMOD_METH_INTERNALCALL};
    fix_method(&g, &e);
    fix_close(&g);
    g.m->entry = 0;
    expect_ok(g.m);
}
END_TEST

START_TEST(test_static_flag_mismatch)
{
    asmb c = {0};
    a_op(&c, IL_RET);
    fix f = fix_new();
    uint8_t isig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    mdesc d = {.name = "Run", .sig = isig, .siglen = 4, .code = &c};
    fix_method(&f, &d);
    fix_close(&f);
    f.m->entry = 0;
    expect_error(f.m, "static flag disagrees", NULL);
}
END_TEST

/* ------------------------------------------------------------ verifier: bad */

START_TEST(test_unknown_opcode)
{
    asmb c = {0};
    a_u8(&c, 0xEE);
    expect_error(one_method(&c, 1), "method 0 (Program.Main): IL_0000: unknown opcode 0xee", NULL);
}
END_TEST

START_TEST(test_truncated_operand)
{
    asmb c = {0};
    a_op(&c, IL_NOP);
    a_op(&c, IL_LDC_I4);
    a_u16(&c, 1);
    expect_error(one_method(&c, 1), "IL_0001: truncated operand of ldc.i4", NULL);
}
END_TEST

START_TEST(test_bad_token_table)
{
    asmb c = {0};
    a_tok(&c, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_METHOD, 0));
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 1), "ldstr: token 0x05000000: expects a STRING token", NULL);
    asmb d = {0};
    a_tok(&d, IL_CALL, KMOD_TOKEN(KMOD_TAB_STRING, 1));
    a_op(&d, IL_RET);
    expect_error(one_method(&d, 1), "call: token 0x07000001: expects a METHOD or METHODREF", NULL);
    asmb e = {0};
    a_tok(&e, IL_LDSFLD, KMOD_TOKEN(KMOD_TAB_FIELD, 3));
    a_op(&e, IL_RET);
    expect_error(one_method(&e, 1), "ldsfld: token 0x03000003: expects a FIELD", NULL);
    asmb g = {0};
    a_i4(&g, IL_LDC_I4, 1);
    a_tok(&g, IL_NEWARR, KMOD_TOKEN(KMOD_TAB_STRING, 0));
    a_op(&g, IL_POP);
    a_op(&g, IL_RET);
    expect_error(one_method(&g, 1), "newarr: token 0x07000000: expects a SIG token", NULL);
}
END_TEST

START_TEST(test_var_out_of_range)
{
    asmb c = {0};
    a_var(&c, IL_LDLOC, 2);
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 1), "ldloc 2: local index out of range (method has 0)", NULL);
    asmb d = {0};
    a_var(&d, IL_LDARG, 0);
    a_op(&d, IL_POP);
    a_op(&d, IL_RET);
    expect_error(one_method(&d, 1), "ldarg 0: argument index out of range", NULL);
}
END_TEST

START_TEST(test_branch_mid_instruction)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    uint32_t p = a_br(&c, IL_BRTRUE);
    a_op(&c, IL_RET);
    put32(c.b + p, (uint32_t)-7);   /* -> offset 3, inside ldc.i4 */
    expect_error(one_method(&c, 1), "IL_0005: branch target 3 not on an instruction boundary", NULL);
}
END_TEST

START_TEST(test_branch_out_of_range)
{
    asmb c = {0};
    uint32_t p = a_br(&c, IL_BR);
    a_op(&c, IL_RET);
    put32(c.b + p, 100);
    expect_error(one_method(&c, 1), "branch target 105 outside the method (6 bytes)", NULL);
    asmb d = {0};
    a_i4(&d, IL_LDC_I4, 0);
    a_op(&d, IL_SWITCH);
    a_u32(&d, 2);
    a_u32(&d, 0);
    a_u32(&d, (uint32_t)-100);
    a_op(&d, IL_RET);
    expect_error(one_method(&d, 1), "outside the method", NULL);
}
END_TEST

START_TEST(test_unbalanced_join)
{
    /* One path pushes a value before the join, the other does not. */
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    uint32_t p = a_br(&c, IL_BRTRUE);
    a_i4(&c, IL_LDC_I4, 2);
    patch(&c, p);
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 2), "stack depth", "IL_000f", "does not match", NULL);
    /* Same depth, different types. */
    asmb d = {0};
    a_i4(&d, IL_LDC_I4, 1);
    uint32_t q = a_br(&d, IL_BRTRUE);
    a_i4(&d, IL_LDC_I4, 2);
    uint32_t r = a_br(&d, IL_BR);
    patch(&d, q);
    a_i8(&d, 2);
    patch(&d, r);
    a_op(&d, IL_POP);
    a_op(&d, IL_RET);
    expect_error(one_method(&d, 2), "stack slot 0", "i8", "i4", NULL);
}
END_TEST

START_TEST(test_stack_underflow)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    a_op(&c, IL_ADD);
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 2), "IL_0005: stack underflow in add", NULL);
    asmb d = {0};
    a_tok(&d, IL_CALL, KMOD_TOKEN(KMOD_TAB_METHODREF, 0));
    a_op(&d, IL_RET);
    expect_error(one_method(&d, 2), "stack underflow in call (needs 1 arguments)", NULL);
}
END_TEST

START_TEST(test_max_stack_exceeded)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    a_i4(&c, IL_LDC_I4, 2);
    a_op(&c, IL_ADD);
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 1), "IL_0005: stack overflow: max_stack 1 exceeded", NULL);
    expect_ok(one_method(&c, 2));
}
END_TEST

START_TEST(test_type_errors)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    a_i8(&c, 2);
    a_op(&c, IL_ADD);
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 2), "add on i4 and i8", NULL);
    asmb d = {0};
    a_op(&d, IL_LDNULL);
    a_i4(&d, IL_LDC_I4, 2);
    a_op(&d, IL_SHL);
    a_op(&d, IL_POP);
    a_op(&d, IL_RET);
    expect_error(one_method(&d, 2), "shl on ref and i4", NULL);
    asmb e = {0};
    a_i4(&e, IL_LDC_I4, 2);
    a_tok(&e, IL_CALL, KMOD_TOKEN(KMOD_TAB_METHODREF, 0));
    a_op(&e, IL_RET);
    expect_error(one_method(&e, 2), "call: argument 0 is i4, expected ref", NULL);
    asmb g = {0};
    a_i4(&g, IL_LDC_I4, 2);
    a_op(&g, IL_RET);
    expect_error(one_method(&g, 2), "ret with 1 stack slots, expected 0", NULL);
    asmb h = {0};
    a_op(&h, IL_LDNULL);
    a_op(&h, IL_CONV_I4);
    a_op(&h, IL_POP);
    a_op(&h, IL_RET);
    expect_error(one_method(&h, 2), "conv.i4 on ref", NULL);
}
END_TEST

START_TEST(test_ret_type)
{
    fix f = fix_new();
    uint8_t isig[] = {KMOD_SIG_METHOD, 0, 0, KMOD_T_I8};
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    a_op(&c, IL_RET);
    mdesc d = {.name = "Get", .sig = isig, .siglen = 4, .code = &c};
    fix_method(&f, &d);
    fix_close(&f);
    expect_error(f.m, "ret of i4 from a method returning i8", NULL);
}
END_TEST

/* Module with one instance field `value` (i4) and one static field `total`
 * (i8) on Program, a ctor, and Main with the given code. */
static kmod *fields_module(const asmb *code)
{
    fix f = fix_new();
    kmod_field fld = {0, s(f.m, "value"), f.i4_sig, KMOD_ACC_PRIVATE, 0};
    kmod_add_field(f.m, &fld);
    uint8_t i8[] = {KMOD_T_I8};
    kmod_field st = {0, s(f.m, "total"), sig(f.m, i8, 1), KMOD_ACC_PRIVATE | KMOD_FIELD_STATIC, 0};
    kmod_add_field(f.m, &st);
    mdesc d = {.name = "Main", .code = code};
    fix_method(&f, &d);
    asmb ctor = {0};
    a_op(&ctor, IL_RET);
    uint8_t csig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    mdesc c = {.name = ".ctor", .sig = csig, .siglen = 4, .code = &ctor,
               .flags = KMOD_ACC_PUBLIC | KMOD_METH_CTOR};
    fix_method(&f, &c);
    fix_close(&f);
    return f.m;
}

START_TEST(test_member_rules)
{
    uint32_t value = KMOD_TOKEN(KMOD_TAB_FIELD, 0), total = KMOD_TOKEN(KMOD_TAB_FIELD, 1);
    uint32_t ctor = KMOD_TOKEN(KMOD_TAB_METHOD, 1), main_tok = KMOD_TOKEN(KMOD_TAB_METHOD, 0);
    asmb a = {0};
    a_tok(&a, IL_NEWOBJ, ctor);
    a_i8(&a, 5);
    a_tok(&a, IL_STFLD, value);
    a_op(&a, IL_RET);
    expect_error(fields_module(&a), "stfld: value is i8, expected i4", NULL);
    asmb b = {0};
    a_tok(&b, IL_LDSFLD, value);
    a_op(&b, IL_POP);
    a_op(&b, IL_RET);
    expect_error(fields_module(&b), "ldsfld of an instance field", NULL);
    asmb c = {0};
    a_op(&c, IL_LDNULL);
    a_tok(&c, IL_LDFLD, total);
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    expect_error(fields_module(&c), "ldfld of a static field", NULL);
    asmb d = {0};
    a_tok(&d, IL_NEWOBJ, main_tok);
    a_op(&d, IL_POP);
    a_op(&d, IL_RET);
    expect_error(fields_module(&d), "newobj of a static method", NULL);
    asmb e = {0};
    a_op(&e, IL_LDNULL);
    a_tok(&e, IL_CALLVIRT, main_tok);
    a_op(&e, IL_RET);
    expect_error(fields_module(&e), "callvirt of a static method", NULL);
    asmb g = {0};
    a_i4(&g, IL_LDC_I4, 1);
    a_tok(&g, IL_STSFLD, total);
    a_op(&g, IL_RET);
    expect_error(fields_module(&g), "stsfld: value is i4, expected i8", NULL);
    asmb h = {0};
    a_i8(&h, 1);
    a_tok(&h, IL_STSFLD, total);
    a_tok(&h, IL_LDSFLDA, total);
    a_tok(&h, IL_NEWOBJ, ctor);
    a_tok(&h, IL_LDFLD, value);
    a_op(&h, IL_CONV_I8);
    a_tok(&h, IL_STIND, KMOD_TOKEN(KMOD_TAB_SIG, 3));   /* sig row 3: i8 */
    a_op(&h, IL_RET);
    expect_ok(fields_module(&h));
}
END_TEST

START_TEST(test_more_type_rules)
{
    asmb a = {0};
    a_op(&a, IL_LDC_R8);
    a_u32(&a, 0);
    a_u32(&a, 0x3ff00000u);
    uint32_t p = a_br(&a, IL_BRTRUE);
    patch(&a, p);
    a_op(&a, IL_RET);
    expect_error(one_method(&a, 1), "brtrue on r8", NULL);
    asmb b = {0};
    a_i4(&b, IL_LDC_I4, 1);
    a_i4(&b, IL_LDC_I4, 0);
    a_tok(&b, IL_LDELEM, KMOD_TOKEN(KMOD_TAB_SIG, 0));
    a_op(&b, IL_POP);
    a_op(&b, IL_RET);
    expect_error(one_method(&b, 2), "ldelem: array is i4, expected ref", NULL);
    asmb c = {0};
    a_op(&c, IL_LDNULL);
    a_i4(&c, IL_LDC_I4, 0);
    a_tok(&c, IL_STIND, KMOD_TOKEN(KMOD_TAB_SIG, 1));
    a_op(&c, IL_RET);
    expect_error(one_method(&c, 2), "stind: address is ref, expected byref", NULL);
    asmb d = {0};
    a_i4(&d, IL_LDC_I4, 1);
    a_i4(&d, IL_LDC_I4, 2);
    a_op(&d, IL_DIV_UN);
    a_op(&d, IL_CONV_R_UN);
    a_op(&d, IL_LDC_R8);
    a_u32(&d, 0);
    a_u32(&d, 0);
    a_op(&d, IL_CGT_UN);
    a_op(&d, IL_POP);
    a_op(&d, IL_LDNULL);
    a_op(&d, IL_LDNULL);
    a_op(&d, IL_CEQ);
    a_op(&d, IL_POP);
    a_op(&d, IL_RET);
    expect_ok(one_method(&d, 2));
    asmb e = {0};
    a_op(&e, IL_LDC_R8);
    a_u32(&e, 0);
    a_u32(&e, 0);
    a_op(&e, IL_NOT);
    a_op(&e, IL_POP);
    a_op(&e, IL_RET);
    expect_error(one_method(&e, 1), "not on r8", NULL);
}
END_TEST

START_TEST(test_fall_off_end)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    a_op(&c, IL_POP);
    expect_error(one_method(&c, 1), "IL_0005: control falls off the end of the method", NULL);
}
END_TEST

/* try { nop; leave L } catch { pop; leave L } L: ret, with layout offsets. */
static void try_catch_code(asmb *c, uint32_t *try_len, uint32_t *h_len)
{
    a_op(c, IL_NOP);
    uint32_t l1 = a_br(c, IL_LEAVE);
    *try_len = c->n;
    a_op(c, IL_POP);
    uint32_t l2 = a_br(c, IL_LEAVE);
    *h_len = c->n - *try_len;
    patch(c, l1);
    patch(c, l2);
    a_op(c, IL_RET);
}

static kmod *eh_module(const asmb *c, const kmod_eh *eh, uint32_t neh)
{
    fix f = fix_new();
    mdesc d = {.name = "Main", .code = c, .eh = eh, .neh = neh};
    fix_method(&f, &d);
    fix_close(&f);
    return f.m;
}

START_TEST(test_bad_nesting)
{
    asmb c = {0};
    uint32_t tl, hl;
    try_catch_code(&c, &tl, &hl);
    kmod_eh eh[2] = {
        {KMOD_EH_CATCH, 0, tl, tl, hl, 0},
        {KMOD_EH_FINALLY, 1, tl, tl + hl, 1, 0},   /* try 1..7 overlaps try 0..6 */
    };
    kmod *m = eh_module(&c, eh, 2);
    uint32_t exc = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    m->ehs.v[0].catch_sig = exc;
    m->ehs.v[1].catch_sig = exc;
    expect_error(m, "badly nested", NULL);
    /* try and handler of one clause overlapping. */
    kmod_eh e2 = {KMOD_EH_CATCH, 0, tl, 0, hl, 0};
    m = eh_module(&c, &e2, 1);
    m->ehs.v[0].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    expect_error(m, "try and handler overlap", NULL);
    /* region not on an instruction boundary */
    kmod_eh e3 = {KMOD_EH_CATCH, 0, 2, tl, hl, 0};
    m = eh_module(&c, &e3, 1);
    m->ehs.v[0].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    expect_error(m, "not on instruction boundaries", NULL);
    /* handler past the end of the method */
    kmod_eh e4 = {KMOD_EH_CATCH, 0, tl, tl, 500, 0};
    m = eh_module(&c, &e4, 1);
    m->ehs.v[0].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    expect_error(m, "handler range", "outside the method", NULL);
}
END_TEST

/* `ldnull (or ldc.i4 0); setfilter k; try { nop; leave } filtered catch { pop; leave }; ret`
 * (setfilter inside the try instead when inside). */
static kmod *setfilter_module(uint32_t k, uint32_t kind, bool i4, bool inside)
{
    asmb c = {0};
    uint32_t ts = 0;
    if (!inside) {
        a_op(&c, i4 ? IL_LDC_I4 : IL_LDNULL);
        if (i4)
            a_u32(&c, 0);
        a_op(&c, IL_SETFILTER);
        a_u32(&c, k);
        ts = c.n;
    } else {
        a_op(&c, IL_LDNULL);
        a_op(&c, IL_SETFILTER);
        a_u32(&c, k);
    }
    a_op(&c, IL_NOP);
    uint32_t l1 = a_br(&c, IL_LEAVE);
    uint32_t te = c.n;
    a_op(&c, IL_POP);
    uint32_t l2 = a_br(&c, IL_LEAVE);
    uint32_t he = c.n;
    patch(&c, l1);
    patch(&c, l2);
    a_op(&c, IL_RET);
    kmod_eh eh = {kind, ts, te - ts, te, he - te, 0};
    fix f = fix_new();
    mdesc d = {.name = "Main", .code = &c, .eh = &eh, .neh = 1, .max_stack = 1};
    fix_method(&f, &d);
    fix_close(&f);
    f.m->ehs.v[0].catch_sig = sig(f.m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    return f.m;
}

/* setfilter names a filtered catch of the method, outside its try, and pops a ref. */
START_TEST(test_setfilter_rules)
{
    expect_ok(setfilter_module(0, KMOD_EH_FILTER, false, false));
    expect_error(setfilter_module(1, KMOD_EH_FILTER, false, false), "clause 1 is not a filter clause", NULL);
    expect_error(setfilter_module(0, KMOD_EH_CATCH, false, false), "clause 0 is not a filter clause", NULL);
    expect_error(setfilter_module(0, KMOD_EH_FILTER, true, false), "setfilter of a i4", NULL);
    expect_error(setfilter_module(0, KMOD_EH_FILTER, false, true), "inside the try of clause 0", NULL);
}
END_TEST

START_TEST(test_eh_control_rules)
{
    uint32_t exc;
    /* ret inside a try */
    asmb c = {0};
    a_op(&c, IL_NOP);
    a_op(&c, IL_RET);
    uint32_t tl = c.n;
    a_op(&c, IL_POP);
    a_op(&c, IL_RETHROW);
    kmod_eh eh = {KMOD_EH_CATCH, 0, tl, tl, 2, 0};
    kmod *m = eh_module(&c, &eh, 1);
    exc = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    m->ehs.v[0].catch_sig = exc;
    expect_error(m, "ret inside a try", NULL);
    /* falling out of a try block */
    asmb d = {0};
    a_op(&d, IL_NOP);
    tl = d.n;
    a_op(&d, IL_RET);
    a_op(&d, IL_ENDFINALLY);
    kmod_eh e2 = {KMOD_EH_FINALLY, 0, tl, tl + 1, 1, 0};
    m = eh_module(&d, &e2, 1);
    expect_error(m, "falls through to IL_0001 leaves a try block without leave", NULL);
    /* endfinally outside a finally; rethrow outside a catch */
    asmb g = {0};
    a_op(&g, IL_ENDFINALLY);
    expect_error(one_method(&g, 1), "endfinally outside a finally handler", NULL);
    asmb h = {0};
    a_op(&h, IL_RETHROW);
    expect_error(one_method(&h, 1), "rethrow outside a catch handler", NULL);
    /* leave whose target stays inside its try */
    asmb k = {0};
    a_op(&k, IL_NOP);
    uint32_t p = a_br(&k, IL_LEAVE);
    put32(k.b + p, (uint32_t)-6);   /* back to the nop, still inside the try */
    tl = k.n;
    a_op(&k, IL_POP);
    uint32_t q = a_br(&k, IL_LEAVE);
    patch(&k, q);
    a_op(&k, IL_RET);
    kmod_eh e3 = {KMOD_EH_CATCH, 0, tl, tl, 6, 0};
    m = eh_module(&k, &e3, 1);
    m->ehs.v[0].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    expect_error(m, "leave target IL_0000 is inside the region it exits", NULL);
    /* branch into a handler */
    asmb n = {0};
    uint32_t b = a_br(&n, IL_BR);
    tl = n.n;
    a_op(&n, IL_NOP);
    uint32_t l1 = a_br(&n, IL_LEAVE);
    uint32_t hs = n.n;
    a_op(&n, IL_ENDFINALLY);
    patch(&n, l1);
    a_op(&n, IL_RET);
    put32(n.b + b, hs - 5);
    kmod_eh e4 = {KMOD_EH_FINALLY, tl, hs - tl, hs, 1, 0};
    m = eh_module(&n, &e4, 1);
    expect_error(m, "enters a handler block", NULL);
}
END_TEST

START_TEST(test_try_entered_with_stack)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 1);
    uint32_t ts = c.n;
    a_op(&c, IL_NOP);
    uint32_t l1 = a_br(&c, IL_LEAVE);
    uint32_t te = c.n;
    a_op(&c, IL_ENDFINALLY);
    patch(&c, l1);
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    kmod_eh eh = {KMOD_EH_FINALLY, ts, te - ts, te, 1, 0};
    expect_error(eh_module(&c, &eh, 1), "try block entered with 1 values on the stack", NULL);
}
END_TEST

START_TEST(test_handler_kind_rules)
{
    /* try { leave E } catch { try { leave X } finally { rethrow } X: leave E } E: ret
     * - rethrow sits in a finally nested in the catch: rejected. */
    asmb c = {0};
    a_op(&c, IL_NOP);
    uint32_t l1 = a_br(&c, IL_LEAVE);
    uint32_t t_end = c.n;              /* catch handler starts */
    a_op(&c, IL_POP);
    uint32_t it = c.n;                 /* inner try */
    a_op(&c, IL_NOP);
    uint32_t l2 = a_br(&c, IL_LEAVE);
    uint32_t it_end = c.n;             /* inner finally */
    a_op(&c, IL_RETHROW);
    uint32_t fin_end = c.n;
    patch(&c, l2);
    uint32_t l3 = a_br(&c, IL_LEAVE);
    uint32_t h_end = c.n;
    patch(&c, l1);
    patch(&c, l3);
    a_op(&c, IL_RET);
    kmod_eh eh[2] = {
        {KMOD_EH_FINALLY, it, it_end - it, it_end, fin_end - it_end, 0},
        {KMOD_EH_CATCH, 0, t_end, t_end, h_end - t_end, 0},
    };
    kmod *m = eh_module(&c, eh, 2);
    m->ehs.v[1].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    expect_error(m, "rethrow outside a catch handler (or inside a finally within it)", NULL);
    /* The same with endfinally in the inner finally is fine. */
    c.b[it_end] = IL_ENDFINALLY;
    m = eh_module(&c, eh, 2);
    m->ehs.v[1].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    expect_ok(m);
}
END_TEST

START_TEST(test_call_abstract)
{
    fix f = fix_new();
    uint8_t isig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    mdesc a = {.name = "Run", .sig = isig, .siglen = 4,
               .flags = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_ABSTRACT |
                        KMOD_METH_NEWSLOT};
    fix_method(&f, &a);
    asmb c = {0};
    a_op(&c, IL_LDNULL);
    a_tok(&c, IL_CALL, KMOD_TOKEN(KMOD_TAB_METHOD, 0));
    a_op(&c, IL_RET);
    mdesc d = {.name = "Main", .code = &c};
    fix_method(&f, &d);
    fix_close(&f);
    f.m->entry = KMOD_TOKEN(KMOD_TAB_METHOD, 1);
    expect_error(f.m, "call of an abstract method", NULL);
}
END_TEST

START_TEST(test_leave_empties_stack)
{
    /* A value left on the stack at leave is discarded: the target sees depth 0. */
    asmb c = {0};
    a_op(&c, IL_NOP);
    a_i4(&c, IL_LDC_I4, 3);
    uint32_t l1 = a_br(&c, IL_LEAVE);
    uint32_t tl = c.n;
    a_op(&c, IL_ENDFINALLY);
    patch(&c, l1);
    a_op(&c, IL_RET);
    kmod_eh eh = {KMOD_EH_FINALLY, 0, tl, tl, 1, 0};
    expect_ok(eh_module(&c, &eh, 1));
}
END_TEST

/* ------------------------------------------------------------ verifier: good */

START_TEST(test_good_loop)
{
    /* static int Sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; } */
    fix f = fix_new();
    uint8_t msig[] = {KMOD_SIG_METHOD, 1, 0, KMOD_T_I4, KMOD_T_I4};
    uint8_t loc[] = {KMOD_SIG_LOCALS, 2, 0, KMOD_T_I4, KMOD_T_I4};
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 0);
    a_var(&c, IL_STLOC, 0);
    a_i4(&c, IL_LDC_I4, 0);
    a_var(&c, IL_STLOC, 1);
    uint32_t to_cond = a_br(&c, IL_BR);
    uint32_t body = c.n;
    a_var(&c, IL_LDLOC, 0);
    a_var(&c, IL_LDLOC, 1);
    a_op(&c, IL_ADD);
    a_var(&c, IL_STLOC, 0);
    a_var(&c, IL_LDLOC, 1);
    a_i4(&c, IL_LDC_I4, 1);
    a_op(&c, IL_ADD);
    a_var(&c, IL_STLOC, 1);
    patch(&c, to_cond);
    a_var(&c, IL_LDLOC, 1);
    a_var(&c, IL_LDARG, 0);
    a_op(&c, IL_CLT);
    uint32_t back = a_br(&c, IL_BRTRUE);
    put32(c.b + back, (uint32_t)((int32_t)body - (int32_t)(back + 4)));
    a_var(&c, IL_LDLOC, 0);
    a_op(&c, IL_RET);
    mdesc d = {.name = "Sum", .sig = msig, .siglen = sizeof msig, .locals = loc,
               .loclen = sizeof loc, .code = &c, .max_stack = 2};
    fix_method(&f, &d);
    fix_close(&f);
    f.m->entry = 0;
    expect_ok(f.m);
}
END_TEST

START_TEST(test_good_objects)
{
    /* Instance field, ctor, virtual call, arrays, byref, switch, casts. */
    fix f = fix_new();
    kmod *m = f.m;
    kmod_field fld = {0, s(m, "value"), f.i4_sig, KMOD_ACC_PRIVATE, 0};
    kmod_add_field(m, &fld);
    uint8_t ctor_sig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_VOID};
    uint8_t get_sig[] = {KMOD_SIG_METHOD_THIS, 0, 0, KMOD_T_I4};
    uint8_t inc_sig[] = {KMOD_SIG_METHOD, 1, 0, KMOD_T_VOID, KMOD_T_BYREF, KMOD_T_I4};
    uint8_t loc[] = {KMOD_SIG_LOCALS, 2, 0, KMOD_T_CLASS, 0, 0, 0, KMOD_TAB_TYPEDEF,
                     KMOD_T_SZARRAY, KMOD_T_I4};
    uint32_t ctor_tok = KMOD_TOKEN(KMOD_TAB_METHOD, 0), get_tok = KMOD_TOKEN(KMOD_TAB_METHOD, 1);
    uint32_t inc_tok = KMOD_TOKEN(KMOD_TAB_METHOD, 2);
    uint32_t fld_tok = KMOD_TOKEN(KMOD_TAB_FIELD, 0);
    uint32_t i4_tok = KMOD_TOKEN(KMOD_TAB_SIG, f.i4_sig);
    asmb ctor = {0};
    a_var(&ctor, IL_LDARG, 0);
    a_i4(&ctor, IL_LDC_I4, 7);
    a_tok(&ctor, IL_STFLD, fld_tok);
    a_op(&ctor, IL_RET);
    mdesc d0 = {.name = ".ctor", .sig = ctor_sig, .siglen = 4, .code = &ctor,
                .flags = KMOD_ACC_PUBLIC | KMOD_METH_CTOR};
    fix_method(&f, &d0);
    asmb get = {0};
    a_var(&get, IL_LDARG, 0);
    a_tok(&get, IL_LDFLD, fld_tok);
    a_op(&get, IL_RET);
    mdesc d1 = {.name = "Get", .sig = get_sig, .siglen = 4, .code = &get,
                .flags = KMOD_ACC_PUBLIC | KMOD_METH_VIRTUAL | KMOD_METH_NEWSLOT};
    fix_method(&f, &d1);
    asmb inc = {0};
    a_var(&inc, IL_LDARG, 0);
    a_var(&inc, IL_LDARG, 0);
    a_tok(&inc, IL_LDIND, i4_tok);
    a_i4(&inc, IL_LDC_I4, 1);
    a_op(&inc, IL_ADD);
    a_tok(&inc, IL_STIND, i4_tok);
    a_op(&inc, IL_RET);
    mdesc d2 = {.name = "Inc", .sig = inc_sig, .siglen = sizeof inc_sig, .code = &inc};
    fix_method(&f, &d2);
    asmb mc = {0};
    a_tok(&mc, IL_NEWOBJ, ctor_tok);
    a_op(&mc, IL_DUP);
    a_tok(&mc, IL_CASTCLASS, KMOD_TOKEN(KMOD_TAB_SIG, sig(m, loc + 3, 5)));
    a_op(&mc, IL_POP);
    a_var(&mc, IL_STLOC, 0);
    a_i4(&mc, IL_LDC_I4, 3);
    a_tok(&mc, IL_NEWARR, i4_tok);
    a_var(&mc, IL_STLOC, 1);
    a_var(&mc, IL_LDLOC, 1);
    a_i4(&mc, IL_LDC_I4, 0);
    a_var(&mc, IL_LDLOC, 0);
    a_tok(&mc, IL_CALLVIRT, get_tok);
    a_tok(&mc, IL_STELEM, i4_tok);
    a_var(&mc, IL_LDLOC, 1);
    a_i4(&mc, IL_LDC_I4, 0);
    a_tok(&mc, IL_LDELEMA, i4_tok);
    a_tok(&mc, IL_CALL, inc_tok);
    a_var(&mc, IL_LDLOC, 1);
    a_op(&mc, IL_LDLEN);
    a_op(&mc, IL_SWITCH);
    a_u32(&mc, 2);
    uint32_t sw = mc.n;
    a_u32(&mc, 0);
    a_u32(&mc, 0);
    uint32_t after = mc.n;
    a_op(&mc, IL_NOP);
    uint32_t case1 = mc.n;
    a_op(&mc, IL_RET);
    put32(mc.b + sw, 0);
    put32(mc.b + sw + 4, case1 - after);
    mdesc d3 = {.name = "Main", .code = &mc, .locals = loc, .loclen = sizeof loc, .max_stack = 4};
    uint32_t main_row = fix_method(&f, &d3);
    fix_close(&f);
    m->entry = KMOD_TOKEN(KMOD_TAB_METHOD, main_row);
    expect_ok(m);
}
END_TEST

START_TEST(test_good_eh)
{
    /* try { try { call } catch (object) { pop } catch (object) { pop } }
     * finally { } ; ret */
    fix f = fix_new();
    asmb c = {0};
    a_tok(&c, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_STRING, 1));
    a_tok(&c, IL_CALL, f.writeline);
    uint32_t l1 = a_br(&c, IL_LEAVE);
    uint32_t t_end = c.n;
    a_op(&c, IL_POP);
    uint32_t l2 = a_br(&c, IL_LEAVE);
    uint32_t c1_end = c.n;
    a_op(&c, IL_POP);
    uint32_t l3 = a_br(&c, IL_LEAVE);
    uint32_t c2_end = c.n;
    patch(&c, l1);
    patch(&c, l2);
    patch(&c, l3);
    uint32_t l4 = a_br(&c, IL_LEAVE);
    uint32_t outer_end = c.n;
    a_op(&c, IL_ENDFINALLY);
    patch(&c, l4);
    a_op(&c, IL_RET);
    uint32_t exc = sig(f.m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    kmod_eh eh[3] = {
        {KMOD_EH_CATCH, 0, t_end, t_end, c1_end - t_end, exc},
        {KMOD_EH_CATCH, 0, t_end, c1_end, c2_end - c1_end, exc},
        {KMOD_EH_FINALLY, 0, outer_end, outer_end, 1, 0},
    };
    mdesc d = {.name = "Main", .code = &c, .eh = eh, .neh = 3};
    fix_method(&f, &d);
    fix_close(&f);
    expect_ok(f.m);
}
END_TEST

START_TEST(test_verify_api)
{
    kmod *m = rich_module();
    char err[256];
    ck_assert_int_eq(kmod_verify_method(m, 0, err, sizeof err), 0);
    ck_assert_int_ne(kmod_verify_method(m, 99, err, sizeof err), 0);
    ck_assert(strstr(err, "method 99"));
    kmod_free(m);
}
END_TEST

/* ------------------------------------------------------------ typed bodies */

/* Read m back and publish the typed body of method row. */
static kmod_body *body_of(kmod *m, uint32_t row, kmod **read)
{
    char err[512] = "";
    *read = round_trip(m, err, sizeof err);
    ck_assert_msg(*read != NULL, "module rejected: %s", err);
    kmod_body *b = NULL;
    ck_assert_msg(kmod_verify_method_body(*read, row, &b, err, sizeof err) == 0, "%s", err);
    ck_assert_ptr_nonnull(b);
    return b;
}

static const kmod_binsn *insn_at(const kmod_body *b, uint32_t off)
{
    uint32_t k = kmod_body_index(b, off);
    ck_assert_msg(k != KMOD_NONE, "no instruction at IL_%04x", off);
    return &b->insns[k];
}

/* A loop whose header is reached only by its backward branch, with a value
 * on the stack (an engine walking the code in order would meet it with an
 * empty one), and dead code after the return. */
START_TEST(test_body_backward_only_header)
{
    asmb c = {0};
    a_i4(&c, IL_LDC_I4, 5);                      /* 0: [] */
    uint32_t to_cond = a_br(&c, IL_BR);          /* 5: [i4] */
    uint32_t head = c.n;                         /* 10: [i4], reached from 20 only */
    a_i4(&c, IL_LDC_I4, 1);
    a_op(&c, IL_SUB);                            /* 15: [i4 i4] */
    patch(&c, to_cond);
    uint32_t cond = c.n;                         /* 16: [i4] */
    a_op(&c, IL_DUP);
    uint32_t back = a_br(&c, IL_BRTRUE);         /* 17: [i4 i4] */
    put32(c.b + back, (uint32_t)((int32_t)head - (int32_t)(back + 4)));
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    uint32_t dead = c.n;
    a_i4(&c, IL_LDC_I4, 7);
    a_op(&c, IL_POP);
    a_op(&c, IL_RET);
    kmod *r, *m = one_method(&c, 2);
    kmod_body *b = body_of(m, 0, &r);
    ck_assert_uint_eq(b->ninsns, 11);
    const kmod_binsn *h = insn_at(b, head);
    ck_assert_uint_eq(h->flags, KMOD_BI_REACHED | KMOD_BI_JOIN | KMOD_BI_LOOP);   /* not OSR: a value on the stack */
    ck_assert_uint_eq(h->depth, 1);
    ck_assert_int_eq(kmod_body_kind(b, h->top, 0), KMOD_ST_I4);
    ck_assert_int_eq(kmod_body_kind(b, h->top, 1), KMOD_ST_NONE);
    const kmod_binsn *sub = insn_at(b, head + 5);
    ck_assert_uint_eq(sub->flags, KMOD_BI_REACHED);
    ck_assert_uint_eq(sub->depth, 2);
    ck_assert_uint_eq(b->slots[sub->top].below, h->top);   /* the slot below is shared */
    ck_assert_uint_eq(insn_at(b, cond)->flags, KMOD_BI_REACHED | KMOD_BI_JOIN);
    ck_assert_uint_eq(insn_at(b, 0)->flags, KMOD_BI_REACHED | KMOD_BI_JOIN);
    ck_assert_uint_eq(insn_at(b, 0)->top, KMOD_NONE);
    for (uint32_t off = dead; off < c.n; off = off == dead ? off + 5 : off + 1) {
        ck_assert_uint_eq(insn_at(b, off)->flags, 0);
        ck_assert_uint_eq(insn_at(b, off)->depth, 0);
    }
    ck_assert_uint_eq(insn_at(b, 0)->handler, KMOD_NO_CLAUSE);
    kmod_body_free(b);
    kmod_free(r);
    kmod_free(m);
}
END_TEST

/* The empty-stack loop of Sum is an OSR point; with a byref local it is not. */
START_TEST(test_body_osr_points)
{
    for (int byref = 0; byref < 2; byref++) {
        fix f = fix_new();
        uint8_t loc[] = {KMOD_SIG_LOCALS, 2, 0, KMOD_T_I4, byref ? KMOD_T_BYREF : KMOD_T_I4, KMOD_T_I4};
        asmb c = {0};
        uint32_t to_cond = a_br(&c, IL_BR);
        uint32_t head = c.n;
        a_var(&c, IL_LDLOC, 0);
        a_i4(&c, IL_LDC_I4, 1);
        a_op(&c, IL_ADD);
        a_var(&c, IL_STLOC, 0);
        patch(&c, to_cond);
        a_var(&c, IL_LDLOC, 0);
        a_i4(&c, IL_LDC_I4, 10);
        a_op(&c, IL_CLT);
        uint32_t back = a_br(&c, IL_BRTRUE);
        put32(c.b + back, (uint32_t)((int32_t)head - (int32_t)(back + 4)));
        a_op(&c, IL_RET);
        mdesc d = {.name = "Main", .locals = loc, .loclen = byref ? 6 : 5, .code = &c, .max_stack = 2};
        if (!byref)
            loc[1] = 2;
        fix_method(&f, &d);
        fix_close(&f);
        kmod *r;
        kmod_body *b = body_of(f.m, 0, &r);
        uint8_t want = KMOD_BI_REACHED | KMOD_BI_JOIN | KMOD_BI_LOOP | (byref ? 0 : KMOD_BI_OSR);
        ck_assert_uint_eq(insn_at(b, head)->flags, want);
        const kmod_binsn *add = insn_at(b, head + 8);
        ck_assert_uint_eq(add->depth, 2);
        ck_assert_int_eq(kmod_body_kind(b, add->top, 0), KMOD_ST_I4);
        ck_assert_int_eq(kmod_body_kind(b, add->top, 1), KMOD_ST_I4);
        kmod_body_free(b);
        kmod_free(r);
        kmod_free(f.m);
    }
}
END_TEST

/* Handler starts are joins with the caught object on the stack; every
 * instruction knows the innermost handler holding it. */
START_TEST(test_body_handlers)
{
    /* try { try { ldstr; call; leave } catch { pop; leave } catch { pop; leave } leave }
     * finally { endfinally } ret */
    fix f = fix_new();
    asmb c = {0};
    a_tok(&c, IL_LDSTR, KMOD_TOKEN(KMOD_TAB_STRING, 1));
    a_tok(&c, IL_CALL, f.writeline);
    uint32_t l1 = a_br(&c, IL_LEAVE);
    uint32_t t_end = c.n;
    a_op(&c, IL_POP);
    uint32_t l2 = a_br(&c, IL_LEAVE);
    uint32_t c1_end = c.n;
    a_op(&c, IL_POP);
    uint32_t l3 = a_br(&c, IL_LEAVE);
    uint32_t c2_end = c.n;
    patch(&c, l1);
    patch(&c, l2);
    patch(&c, l3);
    uint32_t l4 = a_br(&c, IL_LEAVE);
    uint32_t outer_end = c.n;
    a_op(&c, IL_ENDFINALLY);
    patch(&c, l4);
    a_op(&c, IL_RET);
    uint32_t exc = sig(f.m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    kmod_eh eh[3] = {
        {KMOD_EH_CATCH, 0, t_end, t_end, c1_end - t_end, exc},
        {KMOD_EH_CATCH, 0, t_end, c1_end, c2_end - c1_end, exc},
        {KMOD_EH_FINALLY, 0, outer_end, outer_end, 1, 0},
    };
    mdesc d = {.name = "Main", .code = &c, .eh = eh, .neh = 3};
    fix_method(&f, &d);
    fix_close(&f);
    kmod *r;
    kmod_body *b = body_of(f.m, 0, &r);
    const kmod_binsn *h1 = insn_at(b, t_end), *h2 = insn_at(b, c1_end);
    ck_assert_uint_eq(h1->flags, KMOD_BI_REACHED | KMOD_BI_JOIN);
    ck_assert_uint_eq(h1->depth, 1);
    ck_assert_int_eq(kmod_body_kind(b, h1->top, 0), KMOD_ST_REF);
    ck_assert_uint_eq(h1->handler, 0);
    ck_assert_uint_eq(insn_at(b, t_end + 1)->handler, 0);   /* the leave */
    ck_assert_uint_eq(h2->handler, 1);
    ck_assert_uint_eq(insn_at(b, c2_end)->handler, KMOD_NO_CLAUSE);   /* the outer try's leave */
    ck_assert_uint_eq(insn_at(b, outer_end)->handler, 2);
    ck_assert_uint_eq(insn_at(b, outer_end)->depth, 0);
    ck_assert_uint_eq(insn_at(b, outer_end + 1)->handler, KMOD_NO_CLAUSE);
    ck_assert_uint_eq(insn_at(b, 0)->handler, KMOD_NO_CLAUSE);
    kmod_body_free(b);
    kmod_free(r);
    kmod_free(f.m);
}
END_TEST

/* The one range test never overflows: a clause ending past 2^32 still
 * holds the offsets after its start (start + len would wrap to 0x10). */
START_TEST(test_eh_covers_no_overflow)
{
    kmod_eh e = {KMOD_EH_FINALLY, 0xFFFFFFF0u, 0x20u, 0xFFFFFFF0u, 0x20u, 0};
    ck_assert(kmod_eh_covers_try(&e, 0xFFFFFFF8u));
    ck_assert(kmod_eh_covers_handler(&e, 0xFFFFFFFFu));
    ck_assert(!kmod_eh_covers_try(&e, 0x8u));
    ck_assert(!kmod_eh_covers_try(&e, 0xFFFFFFEFu));
    kmod_eh f = {KMOD_EH_CATCH, 4, 6, 10, 2, 0};
    ck_assert(!kmod_eh_covers_try(&f, 3));
    ck_assert(kmod_eh_covers_try(&f, 4));
    ck_assert(kmod_eh_covers_try(&f, 9));
    ck_assert(!kmod_eh_covers_try(&f, 10));
    ck_assert(kmod_eh_covers_handler(&f, 11));
    ck_assert(!kmod_eh_covers_handler(&f, 12));
}
END_TEST

/* ------------------------------------------------------------ listing */

START_TEST(test_dis)
{
    kmod *m = rich_module();
    char *buf = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&buf, &n);
    kmod_dis(m, out);
    fclose(out);
    ck_assert_msg(strstr(buf, "class Program : System.Object"), "%s", buf);
    ck_assert_msg(strstr(buf, "private static int count"), "%s", buf);
    ck_assert_msg(strstr(buf, "public const string Greeting = \"hi\""), "%s", buf);
    ck_assert_msg(strstr(buf, "public static void Main()"), "%s", buf);
    ck_assert_msg(strstr(buf, "IL_0000: ldstr \"Hello, world\""), "%s", buf);
    ck_assert_msg(strstr(buf, "call void System.Console::WriteLine(string)"), "%s", buf);
    ck_assert_msg(strstr(buf, "ldc.i4 41"), "%s", buf);
    ck_assert_msg(strstr(buf, "stsfld int Program::count"), "%s", buf);
    ck_assert_msg(strstr(buf, "leave IL_"), "%s", buf);
    ck_assert_msg(strstr(buf, "catch object"), "%s", buf);
    free(buf);
    uint8_t t[] = {KMOD_T_BYREF, KMOD_T_SZARRAY, KMOD_T_I8};
    buf = NULL;
    out = open_memstream(&buf, &n);
    kmod_print_type(m, t, sizeof t, out);
    fclose(out);
    ck_assert_str_eq(buf, "ref long[]");
    free(buf);
    kmod_free(m);
}
END_TEST

/* The whole listing of rich_module, as `kiln dis` prints it. */
static const char rich_listing[] =
    "// Kiln module, format version 2\n"
    "// 1 types, 2 fields, 1 methods, 38 bytes of IL\n"
    ".entry void Program::Main()\n"
    "\n"
    "public class Program : System.Object\n"
    "{\n"
    "    private static int count\n"
    "    public const string Greeting = \"hi\"\n"
    "    public static void Main()  // method 0\n"
    "    {\n"
    "        .maxstack 8\n"
    "        IL_0000: ldstr \"Hello, world\"\n"
    "        IL_0005: call void System.Console::WriteLine(string)\n"
    "        IL_000a: ldc.i4 41\n"
    "        IL_000f: ldc.i4 1\n"
    "        IL_0014: add\n"
    "        IL_0015: stsfld int Program::count\n"
    "        IL_001a: leave IL_0025\n"
    "        IL_001f: pop\n"
    "        IL_0020: leave IL_0025\n"
    "        IL_0025: ret\n"
    "        .try IL_0000 to IL_001f catch object handler IL_001f to IL_0025\n"
    "    }\n"
    "}\n";

START_TEST(test_dis_golden)
{
    kmod *m = rich_module();
    char *buf = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&buf, &n);
    kmod_dis(m, out);
    fclose(out);
    ck_assert_str_eq(buf, rich_listing);
    free(buf);
    kmod_free(m);
}
END_TEST

/* ------------------------------------------------------------ corpus */

/* The corrupt-module files in tests/kmod/corpus/ are made by
 * `test_kmod --write-corpus DIR` from the builders below; each NAME.kmod has
 * NAME.expect holding a fragment its error must contain ("ok" for a module
 * that must read). The suite reads them back from $KMOD_CORPUS. */
typedef struct corpus_case { const char *name, *expect; } corpus_case;

static const corpus_case corpus[] = {
    {"good", "ok"},
    {"truncated", "checksum"},
    {"empty", "shorter than the 28-byte header"},
    {"bad_magic", "bad magic"},
    {"bad_version", "unsupported version"},
    {"bad_checksum", "checksum mismatch"},
    {"bad_string_index", "typedef 0: bad string index"},
    {"bad_code_range", "exceeds code section"},
    {"bad_branch", "not on an instruction boundary"},
    {"unbalanced_stack", "does not match depth"},
    {"stack_underflow", "stack underflow"},
    {"bad_nesting", "badly nested"},
    {"fall_off_end", "falls off the end"},
};

/* Serialized bytes of corpus case i (malloc'd). */
static uint8_t *corpus_bytes(size_t i, size_t *len)
{
    const char *name = corpus[i].name;
    uint8_t *b = NULL;
    kmod *rich = rich_module();
    int rc = kmod_write(rich, &b, len);   /* no ck_assert: also runs outside the runner */
    kmod_free(rich);
    if (rc)
        abort();
    asmb c = {0};
    kmod *m = NULL;
    if (!strcmp(name, "truncated")) {
        *len -= 7;
    } else if (!strcmp(name, "empty")) {
        *len = 0;
    } else if (!strcmp(name, "bad_magic")) {
        b[1] = 'X';
    } else if (!strcmp(name, "bad_version")) {
        put32(b + 4, KMOD_VERSION + 1);
    } else if (!strcmp(name, "bad_checksum")) {
        b[*len / 2] ^= 0x40;
    } else if (!strcmp(name, "bad_string_index")) {
        put32(b + section_off(b, KMOD_SEC_TYPEDEFS, NULL) + 4, 4000);
        kmod_fix_checksum(b, *len);
    } else if (!strcmp(name, "bad_code_range")) {
        put32(b + section_off(b, KMOD_SEC_METHODS, NULL) + 16, 30);   /* code_off */
        kmod_fix_checksum(b, *len);
    } else if (!strcmp(name, "bad_branch")) {
        a_i4(&c, IL_LDC_I4, 1);
        uint32_t p = a_br(&c, IL_BRTRUE);
        a_op(&c, IL_RET);
        put32(c.b + p, (uint32_t)-8);
        m = one_method(&c, 1);
    } else if (!strcmp(name, "unbalanced_stack")) {
        a_i4(&c, IL_LDC_I4, 1);
        uint32_t p = a_br(&c, IL_BRTRUE);
        a_i4(&c, IL_LDC_I4, 2);
        patch(&c, p);
        a_op(&c, IL_RET);
        m = one_method(&c, 2);
    } else if (!strcmp(name, "stack_underflow")) {
        a_op(&c, IL_POP);
        a_op(&c, IL_RET);
        m = one_method(&c, 1);
    } else if (!strcmp(name, "bad_nesting")) {
        uint32_t tl, hl;
        try_catch_code(&c, &tl, &hl);
        kmod_eh eh[2] = {{KMOD_EH_CATCH, 0, tl, tl, hl, 0}, {KMOD_EH_FINALLY, 1, tl, tl + hl, 1, 0}};
        m = eh_module(&c, eh, 2);
        m->ehs.v[0].catch_sig = sig(m, (uint8_t[]){KMOD_T_OBJECT}, 1);
    } else if (!strcmp(name, "fall_off_end")) {
        a_op(&c, IL_NOP);
        m = one_method(&c, 1);
    }
    if (m) {
        free(b);
        if (kmod_write(m, &b, len))
            abort();
        kmod_free(m);
    }
    return b;
}

static int write_corpus(const char *dir)
{
    for (size_t i = 0; i < sizeof corpus / sizeof corpus[0]; i++) {
        size_t len;
        uint8_t *b = corpus_bytes(i, &len);
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.kmod", dir, corpus[i].name);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(b, 1, len, f) != len || fclose(f)) {
            fprintf(stderr, "cannot write %s\n", path);
            return 1;
        }
        snprintf(path, sizeof path, "%s/%s.expect", dir, corpus[i].name);
        f = fopen(path, "w");
        if (!f || fprintf(f, "%s\n", corpus[i].expect) < 0 || fclose(f)) {
            fprintf(stderr, "cannot write %s\n", path);
            return 1;
        }
        free(b);
    }
    return 0;
}

START_TEST(test_corpus_files)
{
    const char *dir = getenv("KMOD_CORPUS");
    if (!dir)
        return;   /* run outside meson: the in-memory cases below still run */
    for (size_t i = 0; i < sizeof corpus / sizeof corpus[0]; i++) {
        char path[1024], expect[256] = "", err[512] = "";
        snprintf(path, sizeof path, "%s/%s.expect", dir, corpus[i].name);
        FILE *f = fopen(path, "r");
        ck_assert_msg(f != NULL, "missing %s", path);
        ck_assert(fgets(expect, sizeof expect, f) != NULL);
        fclose(f);
        expect[strcspn(expect, "\n")] = 0;
        snprintf(path, sizeof path, "%s/%s.kmod", dir, corpus[i].name);
        kmod *m = kmod_read_file(path, err, sizeof err);
        if (!strcmp(expect, "ok")) {
            ck_assert_msg(m != NULL, "%s: %s", path, err);
        } else {
            ck_assert_msg(m == NULL, "%s read fine", path);
            ck_assert_msg(strstr(err, expect), "%s: \"%s\" lacks \"%s\"", path, err, expect);
        }
        kmod_free(m);
    }
}
END_TEST

START_TEST(test_corpus_in_memory)
{
    /* The same cases straight from the builders, so they cannot go stale. */
    for (size_t i = 0; i < sizeof corpus / sizeof corpus[0]; i++) {
        size_t len;
        uint8_t *b = corpus_bytes(i, &len);
        char err[512] = "";
        kmod *m = kmod_read(b, len, err, sizeof err);
        if (!strcmp(corpus[i].expect, "ok"))
            ck_assert_msg(m != NULL, "%s: %s", corpus[i].name, err);
        else
            ck_assert_msg(m == NULL && strstr(err, corpus[i].expect), "%s: \"%s\" lacks \"%s\"",
                          corpus[i].name, err, corpus[i].expect);
        kmod_free(m);
        free(b);
    }
}
END_TEST

/* kmod_read_deferred checks what kmod_read checks but the method bodies:
 * a table error is the same error; a bad body reads, and the first body
 * kmod_verify_method refuses (the runtime's first use) gives kmod_read's
 * message word for word. */
START_TEST(test_corpus_deferred)
{
    int bodies_refused = 0;
    for (size_t i = 0; i < sizeof corpus / sizeof corpus[0]; i++) {
        size_t len;
        uint8_t *b = corpus_bytes(i, &len);
        char err[512] = "", derr[512] = "", inner[400] = "", want[512] = "";
        kmod *m = kmod_read(b, len, err, sizeof err);
        kmod *d = kmod_read_deferred(b, len, derr, sizeof derr);
        if (!d) {
            ck_assert_msg(m == NULL, "%s: kmod_read_deferred refused what kmod_read read: %s",
                          corpus[i].name, derr);
            ck_assert_str_eq(derr, err);
        } else {
            ck_assert(d->deferred);
            int bad = 0;
            for (uint32_t r = 0; r < d->methods.n && !bad; r++)
                bad = d->methods.v[r].code_len && kmod_verify_method(d, r, inner, sizeof inner);
            ck_assert_msg(bad == (m == NULL), "%s: body verdict differs (%s)", corpus[i].name,
                          bad ? inner : err);
            snprintf(want, sizeof want, "corrupt module: %s", inner);
            if (bad)
                ck_assert_str_eq(err, want);
            bodies_refused += bad;
        }
        kmod_free(m);
        kmod_free(d);
        free(b);
    }
    ck_assert_int_eq(bodies_refused, 5);   /* bad_branch ... fall_off_end */
}
END_TEST

static Suite *kmod_suite(void)
{
    Suite *su = suite_create("kmod");
    TCase *b = tcase_create("builder");
    tcase_add_test(b, test_dedup);
    tcase_add_test(b, test_round_trip);
    tcase_add_test(b, test_cut);
    tcase_add_test(b, test_file_io);
    suite_add_tcase(su, b);
    TCase *c = tcase_create("corrupt");
    tcase_set_timeout(c, 60);
    tcase_add_test(c, test_truncated_every_prefix);
    tcase_add_test(c, test_corpus_deferred);
    tcase_add_test(c, test_random_flips);
    tcase_add_test(c, test_random_bodies);
    tcase_add_test(c, test_bad_header);
    tcase_add_test(c, test_generic_sources);
    tcase_add_test(c, test_utf8_long_text);
    tcase_add_test(c, test_trace_names);
    tcase_add_test(c, test_trusted_read_skips_only_the_checksum);
    tcase_add_test(c, test_cstring_in_place);
    tcase_add_test(c, test_bad_string_index);
    tcase_add_test(c, test_bad_string_range);
    tcase_add_test(c, test_bad_code_range);
    tcase_add_test(c, test_bad_sig_class_token);
    tcase_add_test(c, test_parent_cycle);
    tcase_add_test(c, test_bad_entry);
    tcase_add_test(c, test_self_parent);
    tcase_add_test(c, test_shared_bodies);
    tcase_add_test(c, test_iface_good);
    tcase_add_test(c, test_iface_malformed_types);
    tcase_add_test(c, test_iface_malformed_impls);
    tcase_add_test(c, test_iface_malformed_methodimpls);
    tcase_add_test(c, test_variance_rows);
    tcase_add_test(c, test_variant_rows);
    tcase_add_test(c, test_corpus_files);
    tcase_add_test(c, test_corpus_in_memory);
    tcase_add_test(c, test_static_flag_mismatch);
    tcase_add_test(c, test_body_flags);
    suite_add_tcase(su, c);
    TCase *v = tcase_create("verify");
    tcase_add_test(v, test_unknown_opcode);
    tcase_add_test(v, test_truncated_operand);
    tcase_add_test(v, test_bad_token_table);
    tcase_add_test(v, test_var_out_of_range);
    tcase_add_test(v, test_branch_mid_instruction);
    tcase_add_test(v, test_branch_out_of_range);
    tcase_add_test(v, test_unbalanced_join);
    tcase_add_test(v, test_stack_underflow);
    tcase_add_test(v, test_max_stack_exceeded);
    tcase_add_test(v, test_type_errors);
    tcase_add_test(v, test_ret_type);
    tcase_add_test(v, test_fall_off_end);
    tcase_add_test(v, test_member_rules);
    tcase_add_test(v, test_more_type_rules);
    tcase_add_test(v, test_try_entered_with_stack);
    tcase_add_test(v, test_bad_nesting);
    tcase_add_test(v, test_eh_control_rules);
    tcase_add_test(v, test_setfilter_rules);
    tcase_add_test(v, test_leave_empties_stack);
    tcase_add_test(v, test_handler_kind_rules);
    tcase_add_test(v, test_call_abstract);
    tcase_add_test(v, test_good_loop);
    tcase_add_test(v, test_good_objects);
    tcase_add_test(v, test_good_eh);
    tcase_add_test(v, test_verify_api);
    tcase_add_test(v, test_body_backward_only_header);
    tcase_add_test(v, test_body_osr_points);
    tcase_add_test(v, test_body_handlers);
    tcase_add_test(v, test_eh_covers_no_overflow);
    suite_add_tcase(su, v);
    TCase *d = tcase_create("dis");
    tcase_add_test(d, test_dis);
    tcase_add_test(d, test_debug_section);
    tcase_add_test(d, test_param_defaults);
    tcase_add_test(d, test_dis_golden);
    suite_add_tcase(su, d);
    return su;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--write-corpus"))
        return write_corpus(argv[2]);
    SRunner *sr = srunner_create(kmod_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
