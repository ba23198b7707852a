/* test_sema.c - Check suite for the frontend's semantic analysis and IL
 * emission (sema*.c, emit.c): the corelib sources compile with --corelib;
 * user programs compile against that module, round-trip through
 * kmod_write/kmod_read (which re-runs the verifier) and have the right
 * entry point and synthesized members; invalid programs are rejected with
 * the C# error at the right line and column.
 *
 * Usage: test_frontend_sema CORELIB_DIR  (the directory of the corelib's .cs files)
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "frontend/sema.h"
#include "kmod/kmod.h"

static const char *corelib_dir;
static kmod *corelib;

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    fclose(f);
    buf[got] = 0;
    *len = got;
    return buf;
}

#define CORELIB_MAX_FILES 256   /* more: the build fails loudly rather than drop a file */

/* Compiles the corelib's .cs files (and extra, when not NULL: a file of the
 * test's own) into a corelib module; build_corelib() once gives the module
 * every test compiles against. */
static kmod *build_corelib_diag(const fe_source *extra, FILE *diag)
{
    fe_source srcs[CORELIB_MAX_FILES];
    char *paths[CORELIB_MAX_FILES];
    int n = 0, too_many = 0;
    DIR *d = opendir(corelib_dir);
    if (!d)
        return NULL;
    struct dirent *de;
    while ((de = readdir(d))) {
        size_t l = strlen(de->d_name);
        if (l < 4 || strcmp(de->d_name + l - 3, ".cs"))
            continue;
        if (n == CORELIB_MAX_FILES) {
            fprintf(stderr, "more than %d corelib files: raise CORELIB_MAX_FILES\n", CORELIB_MAX_FILES);
            too_many = 1;
            break;
        }
        paths[n] = malloc(strlen(corelib_dir) + l + 2);
        sprintf(paths[n], "%s/%s", corelib_dir, de->d_name);
        srcs[n].path = paths[n];
        srcs[n].text = slurp(paths[n], &srcs[n].len);
        if (!srcs[n].text) {
            free(paths[n]);
            continue;
        }
        n++;
    }
    closedir(d);
    if (extra && n < CORELIB_MAX_FILES)
        srcs[n++] = *extra;
    fe_options o = {1, NULL, diag, 20};
    kmod *m = too_many ? NULL : fe_compile_sources(srcs, n, &o);
    for (int i = 0; i < n - (extra ? 1 : 0); i++) {
        free((char *)srcs[i].text);
        free(paths[i]);
    }
    return m;
}

static kmod *build_corelib_with(const fe_source *extra)
{
    return build_corelib_diag(extra, stderr);
}

static kmod *build_corelib(void)
{
    return build_corelib_with(NULL);
}

typedef struct result {
    kmod *m;
    char *diag;
    size_t len;
} result;

static result compile_against(const kmod *core, const char *src)
{
    result r = {0};
    FILE *out = open_memstream(&r.diag, &r.len);
    fe_options o = {0, core, out, 50};
    fe_source s = {"t.cs", src, strlen(src)};
    r.m = fe_compile_sources(&s, 1, &o);
    fclose(out);
    return r;
}

static result compile(const char *src)
{
    return compile_against(corelib, src);
}

static void result_free(result *r)
{
    kmod_free(r->m);
    free(r->diag);
}

/* The module survives serialization and the reader's verifier. */
static void assert_roundtrip(kmod *m)
{
    uint8_t *bytes;
    size_t len;
    char err[256];
    ck_assert_int_eq(kmod_write(m, &bytes, &len), 0);
    kmod *back = kmod_read(bytes, len, err, sizeof err);
    ck_assert_msg(back != NULL, "re-read failed: %s", err);
    kmod_free(back);
    free(bytes);
}

static int has_method(const kmod *m, const char *type, const char *name)
{
    for (uint32_t i = 0; i < m->methods.n; i++)
        if (kmod_string_eq(m, m->methods.v[i].name, name) &&
            kmod_string_eq(m, m->typedefs.v[m->methods.v[i].owner].name, type))
            return 1;
    return 0;
}

START_TEST(corelib_compiles)
{
    ck_assert_ptr_nonnull(corelib);
    ck_assert(corelib->flags & KMOD_FLAG_CORELIB);
    ck_assert_uint_eq(corelib->entry, 0);
    assert_roundtrip(corelib);
}
END_TEST

static const char *const valid_programs[] = {
    "using System; class H { static void Main() { Console.WriteLine(\"Hello, World!\"); } }",
    /* binary trees shape: recursion, ?:, string concatenation, loops */
    "using System;\nclass T { T l, r; T(T a, T b) { l = a; r = b; }\n"
    "static T B(int d) { return d > 0 ? new T(B(d - 1), B(d - 1)) : new T(null, null); }\n"
    "int C() { return l == null ? 1 : 1 + l.C() + r.C(); }\n"
    "static void Main(string[] args) { int n = args.Length > 0 ? int.Parse(args[0]) : 6;\n"
    "for (int d = 4; d <= n; d += 2) Console.WriteLine(d + \"\\t check: \" + B(d).C()); } }",
    /* enums, switch on string and int, properties, ref/out, try/finally */
    "using System;\nenum E { A, B = 5, C }\n"
    "class P { public int X { get; set; } static string S { get; } = \"s\";\n"
    "static void F(ref int a, out int b) { b = a; a++; }\n"
    "static int Main() { E e = E.C; int a = 1, b; F(ref a, out b);\n"
    "switch (\"k\") { case \"k\": a += 10; break; default: break; }\n"
    "switch (a) { case 1: case 2: return 1; default: break; }\n"
    "P p = new P(); p.X += 2; p.X++;\n"
    "try { Console.WriteLine(e + \" \" + S + p.X); } finally { Console.WriteLine(b); }\n"
    "return 0; } }",
    /* every branch returns: the end is unreachable; dense switch; definite
     * assignment through && and out */
    "using System;\nclass R { static string S(int x) { if (x < 0) return \"neg\"; else if (x == 0) return \"zero\"; else return \"pos\"; }\n"
    "static bool T(out int v) { v = 3; return true; }\n"
    "static int W(int k) { switch (k) { case 1: return 10; case 2: return 20; case 3: return 30; case 4: return 40; default: throw new Exception(); } }\n"
    "static void Main() { int v; if (T(out v) && v > 2) Console.WriteLine(v); int w; if (v > 0 && (w = v) > 1) Console.WriteLine(w);\n"
    "while (true) { if (v-- < 0) break; } Console.WriteLine(S(v) + W(2)); } }",
    /* virtual dispatch, base calls, exceptions */
    "using System;\nabstract class A { public abstract int F(); public virtual string G() => \"A\" + F(); }\n"
    "class B : A { public override int F() { return 2; } public override string G() { return base.G() + \"B\"; } }\n"
    "class M { static void Main() { A a = new B(); Console.WriteLine(a.G());\n"
    "try { throw new InvalidOperationException(\"x\"); } catch (ArgumentException) { } catch (Exception ex) { Console.WriteLine(ex.Message); } } }",
};

START_TEST(valid_program_compiles)
{
    result r = compile(valid_programs[_i]);
    ck_assert_msg(r.m != NULL, "program %d failed:\n%s", _i, r.diag ? r.diag : "");
    ck_assert_uint_eq(KMOD_TOKEN_TAB(r.m->entry), KMOD_TAB_METHOD);
    ck_assert(kmod_string_eq(r.m, r.m->methods.v[KMOD_TOKEN_ROW(r.m->entry)].name, "Main"));
    assert_roundtrip(r.m);
    result_free(&r);
}
END_TEST

START_TEST(enum_tostring_and_cctor_are_synthesized)
{
    result r = compile("enum Color { Red, Green }\nclass P { static int n = 3; static void Main() { } }");
    ck_assert_ptr_nonnull(r.m);
    ck_assert(has_method(r.m, "Color", "ToString"));
    ck_assert(has_method(r.m, "P", ".cctor"));
    ck_assert(has_method(r.m, "P", ".ctor"));
    result_free(&r);
}
END_TEST

/* A static class of a corelib generic source (Task.cs's ThreadPoolQueue)
 * is compiled with the program, its methods rows only when code names them;
 * its .cctor, which no code names (the runtime runs it), keeps its row, or
 * its static field initializers and static constructor never run. */
START_TEST(generic_source_static_class_keeps_cctor)
{
    static const char gs[] =
        "// generic source\n"
        "namespace KilnTest {\n"
        "public static class Inits { public static readonly object Gate = new object();\n"
        "  public static object Get() { return Gate; } public static int Unused() { return 1; } }\n"
        "public static class Ctor { public static int N; static Ctor() { N = 7; } }\n"
        "}\n";
    fe_source extra = {"gs.cs", gs, sizeof gs - 1};
    kmod *core = build_corelib_with(&extra);
    ck_assert_ptr_nonnull(core);
    result r = compile_against(core, "using KilnTest;\nclass P { static void Main() {\n"
                                     "System.Console.WriteLine(Inits.Get() != null && Ctor.N == 7); } }");
    ck_assert_msg(r.m != NULL, "%s", r.diag ? r.diag : "");
    ck_assert(has_method(r.m, "Inits", ".cctor"));
    ck_assert(has_method(r.m, "Ctor", ".cctor"));
    ck_assert(has_method(r.m, "Inits", "Get"));
    ck_assert(!has_method(r.m, "Inits", "Unused"));   /* still on demand */
    assert_roundtrip(r.m);
    result_free(&r);
    kmod_free(core);
}
END_TEST

/* The corelib proper cannot use a generic source's class (it has no rows
 * there): a call, a constructor, a type test and an array type are each an
 * error at their statement, where they gave IL that did not verify or a
 * token naming another type. */
START_TEST(corelib_proper_cannot_use_generic_source)
{
    static const char *uses[] = {
        "static void F(int[] a) {\n Array.Copy(a, a, 1); }", "System.Array.Copy'",
        "static object F() {\n return new System.Collections.BitArray(2); }", "System.Collections.BitArray..ctor'",
        "static bool F(object o) {\n return o is System.Collections.BitArray; }", "System.Collections.BitArray'",
        "static object F() {\n return new System.Collections.BitArray[2]; }", "System.Collections.BitArray'",
    };
    for (size_t i = 0; i < sizeof uses / sizeof uses[0]; i += 2) {
        char src[256], *diag = NULL;
        size_t len = 0;
        snprintf(src, sizeof src, "namespace System { internal static class ZProbe { %s } }\n", uses[i]);
        fe_source extra = {"zprobe.cs", src, strlen(src)};
        FILE *out = open_memstream(&diag, &len);
        kmod *core = build_corelib_diag(&extra, out);
        fclose(out);
        ck_assert_msg(core == NULL, "accepted: %s", uses[i]);
        ck_assert_msg(strstr(diag, "zprobe.cs:2:2: error: the corelib proper cannot use ") &&
                      strstr(diag, uses[i + 1]) && !strstr(diag, "internal error"), "%s: %s", uses[i], diag);
        free(diag);
    }
}
END_TEST

typedef struct bad_case {
    const char *src;
    const char *where;      /* "t.cs:LINE:COL: error: " prefix expected */
    const char *what;       /* substring of the message */
} bad_case;

static const bad_case bad_programs[] = {
    {"class P { static void Main() { object o = 5; object r = o as int; } }", "t.cs:1:59:", "non-nullable value type"},
    {"class P { static void Main() {\n int x = int.MaxValue + 1; } }", "t.cs:2:", "overflows at compile time"},
    {"class P { static void Main() {\n int x = 1 / 0; } }", "t.cs:2:", "division by constant zero"},
    {"class P { static int F() { } static void Main() { } }", "t.cs:1:22:", "not all code paths return a value"},
    {"class P { static void Main() { int y; System.Console.WriteLine(y); } }", "t.cs:1:64:",
     "use of unassigned local variable 'y'"},
    {"class P { static void Main(int k) { switch (k) { case 1: k++; default: break; } } }", "t.cs:", "fall through"},
    {"class P { int f; static void Main() { f = 1; } }", "t.cs:1:39:", "object reference is required"},
    {"class A { private int p; }\nclass P { static void Main() { new A().p = 1; } }", "t.cs:2:", "inaccessible"},
    {"class P { static void F(int a, long b) {} static void F(long a, int b) {}\n static void Main() { F(1, 2); } }",
     "t.cs:2:", "ambiguous"},
    {"class P { static void Main() { byte b = 300; } }", "t.cs:1:41:", "cannot be converted to a 'byte'"},
    {"class P { static void Main() { long q = 5; int w = q; } }", "t.cs:1:52:", "explicit conversion exists"},
    {"class P { static void Main() { } static void Main(string[] a) { } }", "t.cs:", "more than one entry point"},
    {"class P { static void F(out int r) { } static void Main() { } }", "t.cs:", "out parameter 'r'"},
    {"using System.Runtime.CompilerServices;\nclass P { [MethodImpl(MethodImplOptions.InternalCall)] static extern void N();\n static void Main() { } }",
     "t.cs:2:", "only allowed in the corelib"},
    {"class P { static void Main() { string s = \"a\"; s.InternalLength(); } }", "t.cs:", "'System.String.InternalLength'"},
    {"class P { static void Main() { decimal f = 1.5; } }", "t.cs:1:44:", "cannot implicitly convert type 'double' to 'decimal'"},
    {"class P { static void Main() { int x = 1; { int x = 2; } } }", "t.cs:1:49:", "a local variable named 'x'"},
    {"class P { static void Main() { break; } }", "t.cs:1:32:", "no enclosing loop"},
    {"enum E { A = B, B }\nclass P { static void Main() { } }", "t.cs:1:10:", "circular definition"},
    {"class P { static void Main() { System.Console.WriteLine(Undefined); } }", "t.cs:1:57:",
     "the name 'Undefined' does not exist"},
};

START_TEST(invalid_program_is_rejected)
{
    const bad_case *c = &bad_programs[_i];
    result r = compile(c->src);
    ck_assert_msg(r.m == NULL, "case %d compiled", _i);
    ck_assert_ptr_nonnull(r.diag);
    ck_assert_msg(strstr(r.diag, c->where) != NULL && strstr(r.diag, c->what) != NULL,
                  "case %d: expected %s ... %s, got:\n%s", _i, c->where, c->what, r.diag);
    result_free(&r);
}
END_TEST

START_TEST(several_errors_are_reported)
{
    result r = compile("class P { static void Main() {\n int a = \"1\";\n string b = 2;\n int c = \"s\"; } }");
    ck_assert_ptr_null(r.m);
    ck_assert_ptr_nonnull(strstr(r.diag, "t.cs:2:"));
    ck_assert_ptr_nonnull(strstr(r.diag, "t.cs:3:"));
    ck_assert_ptr_nonnull(strstr(r.diag, "t.cs:4:"));
    result_free(&r);
}
END_TEST
/* sema_index.c: two-part keys are distinct by part, later puts replace,
 * and the table keeps every key through its growth. */
START_TEST(index_keys_and_growth)
{
    enum { N = 20000 };
    fe_index ix = {0};
    static char ns[N][16], name[N][16];
    for (int i = 0; i < N; i++) {
        snprintf(ns[i], sizeof ns[i], "N%d", i % 97);
        snprintf(name[i], sizeof name[i], "C%d", i);
        fe_index_put(&ix, ns[i], name[i], name[i]);
    }
    ck_assert_uint_eq(ix.n, N);
    for (int i = 0; i < N; i++)
        ck_assert_ptr_eq(fe_index_get(&ix, ns[i], name[i]), name[i]);
    ck_assert_ptr_null(fe_index_get(&ix, "N0", "C1"));   /* C1 is in N1 */
    fe_index_put(&ix, "a.b", "c", ns[0]);
    ck_assert_ptr_null(fe_index_get(&ix, "a", "b.c"));
    ck_assert_ptr_eq(fe_index_get(&ix, "a.b", "c"), ns[0]);
    fe_index_put(&ix, "a.b", "c", ns[1]);
    ck_assert_ptr_eq(fe_index_get(&ix, "a.b", "c"), ns[1]);
    ck_assert_uint_eq(ix.n, N + 1);
    ck_assert_uint_le(ix.n * 2, ix.cap);
    fe_index_free(&ix);
}
END_TEST

/* A program of 30,000 classes in 30 namespaces: a qualified name, a simple
 * name found in the enclosing namespace, and a field and a method found by
 * name, through the class, namespace and member indexes. */
START_TEST(many_classes_compile)
{
    size_t cap = 4 << 20, at = 0;
    char *src = malloc(cap);
    for (int i = 0; i < 30000; i++)
        at += (size_t)snprintf(src + at, cap - at,
                               "namespace N%d { class C%d { public int f%d; public static int M(int a) "
                               "{ return a + %d; } } }\n", i % 30, i, i, i);
    at += (size_t)snprintf(src + at, cap - at,
                           "namespace N29 { class P { static void Main() { int s = N0.C0.M(1) + "
                           "C29999.M(2) + new N9.C9().f9; System.Console.WriteLine(s); } } }\n");
    result r = compile(src);
    ck_assert_msg(r.m != NULL, "%s", r.diag ? r.diag : "");
    ck_assert(has_method(r.m, "C29999", "M"));
    result_free(&r);
    free(src);
}
END_TEST

int main(int argc, char **argv)
{
    corelib_dir = argc > 1 ? argv[1] : "corelib";
    corelib = build_corelib();
    Suite *s = suite_create("frontend-sema");
    TCase *tc = tcase_create("sema");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, corelib_compiles);
    tcase_add_loop_test(tc, valid_program_compiles, 0,
                        (int)(sizeof valid_programs / sizeof valid_programs[0]));
    tcase_add_test(tc, enum_tostring_and_cctor_are_synthesized);
    tcase_add_test(tc, generic_source_static_class_keeps_cctor);
    tcase_add_test(tc, corelib_proper_cannot_use_generic_source);
    tcase_add_loop_test(tc, invalid_program_is_rejected, 0,
                        (int)(sizeof bad_programs / sizeof bad_programs[0]));
    tcase_add_test(tc, several_errors_are_reported);
    tcase_add_test(tc, index_keys_and_growth);
    tcase_add_test(tc, many_classes_compile);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    kmod_free(corelib);
    return failed ? 1 : 0;
}
