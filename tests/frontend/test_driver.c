/* test_driver.c - Check suite for the frontend driver (frontend.h): files
 * that cannot be read, diagnostics format through fe_compile_sources, and
 * that any parse error yields no module.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "frontend/fe_internal.h"

typedef struct capture { FILE *f; char *text; size_t len; } capture;

static void cap_open(capture *c)
{
    c->text = NULL;
    c->len = 0;
    c->f = open_memstream(&c->text, &c->len);
    ck_assert_ptr_nonnull(c->f);
}

static void cap_close(capture *c)
{
    fclose(c->f);
    free(c->text);
}

static fe_options opts(FILE *diag)
{
    fe_options o;
    memset(&o, 0, sizeof o);
    o.corelib = 1;          /* no corelib module needed */
    o.diag = diag;
    return o;
}

START_TEST(missing_file)
{
    capture c;
    cap_open(&c);
    fe_options o = opts(c.f);
    const char *paths[] = {"/nonexistent/kiln-test-x.cs"};
    kmod *m = fe_compile_files(paths, 1, &o);
    fflush(c.f);
    ck_assert_ptr_null(m);
    ck_assert_str_eq(c.text, "kiln: error: cannot read '/nonexistent/kiln-test-x.cs': "
                             "No such file or directory\n");
    cap_close(&c);
}
END_TEST

START_TEST(directory_path)
{
    capture c;
    cap_open(&c);
    fe_options o = opts(c.f);
    const char *paths[] = {"/"};
    kmod *m = fe_compile_files(paths, 1, &o);
    fflush(c.f);
    ck_assert_ptr_null(m);
    ck_assert_str_eq(c.text, "kiln: error: cannot read '/': Is a directory\n");
    cap_close(&c);
}
END_TEST

START_TEST(parse_errors_in_two_files)
{
    capture c;
    cap_open(&c);
    fe_options o = opts(c.f);
    const char *a = "class A {\n  int x = ;\n}\n";
    const char *b = "class B { void M() { unsafe { } } }\n";
    fe_source srcs[] = {{"a.cs", a, strlen(a)}, {"dir/b.cs", b, strlen(b)}};
    kmod *m = fe_compile_sources(srcs, 2, &o);
    fflush(c.f);
    ck_assert_ptr_null(m);
    ck_assert_msg(strstr(c.text, "a.cs:2:11: error: expected expression, found ';'\n") != NULL,
                  "%s", c.text);
    ck_assert_msg(strstr(c.text, "dir/b.cs:1:22: error: `unsafe` is not supported\n") != NULL,
                  "%s", c.text);
    cap_close(&c);
}
END_TEST

START_TEST(partial_type_in_two_files)
{
    capture c;
    cap_open(&c);
    fe_options o = opts(c.f);
    const char *a = "partial class P { static void Main() { } }\n";
    const char *b = "namespace N { partial class P { } }\npartial class P { int y; }\n";
    fe_source srcs[] = {{"a.cs", a, strlen(a)}, {"b.cs", b, strlen(b)}};
    kmod *m = fe_compile_sources(srcs, 2, &o);
    fflush(c.f);
    ck_assert_ptr_null(m);
    ck_assert_str_eq(c.text, "b.cs:2:15: error: partial class 'P' is declared in more than one file "
                     "(Kiln merges the parts of a type within one file)\n");
    cap_close(&c);
}
END_TEST

static bool use_index;   /* select from the section as the corelib's build writes it */

/* The corelib's generic files a program names, and the files those name. */
static int selected_implied(const char *prog, int implies, const char **first)
{
    static const char gs[] = "// the class Zed is in a comment\nclass A<T> { B<T> b; }\f"
                             "public class B<T> { }\f"
                             "struct C<T> { }\f"
                             "public delegate R F<T, R>(T x);\f"
                             "namespace System { public struct Nullable<T> where T : struct { } }";
    static char *indexed;
    static size_t ilen;
    if (use_index && !indexed)
        indexed = fe_gensrc_section(gs, sizeof gs - 1, &ilen);   /* kept for the process */
    fe_source src = {"p.cs", prog, strlen(prog)};
    int n;
    fe_source *out = use_index ? fe_gensrc_select(indexed, ilen, &src, 1, implies, &n)
                               : fe_gensrc_select(gs, sizeof gs - 1, &src, 1, implies, &n);
    *first = n ? out[0].text : "";
    free(out);
    return n;
}

static int selected(const char *prog, const char **first)
{
    return selected_implied(prog, 0, first);
}

/* The same selection with and without the index (_i: 0 scans, 1 reads it). */
START_TEST(generic_sources_selected_by_name)
{
    use_index = _i;
    const char *first;
    ck_assert_int_eq(selected("class P { static void Main() { } }", &first), 0);
    ck_assert_int_eq(selected("class P { A<int> a; }", &first), 2);      /* A, and B through A */
    ck_assert(!strncmp(first, "// the class", 12));
    ck_assert_int_eq(selected("class P { B<int> b; }", &first), 1);
    ck_assert(!strncmp(first, "public class B", 14));
    ck_assert_int_eq(selected("class P { BB<int> b; int AC; }", &first), 0);  /* whole words only */
    ck_assert_int_eq(selected("class P { C<int> c; F<int, int> f; }", &first), 2);
    ck_assert_int_eq(selected("// Zed\nclass P { }", &first), 0);   /* "the class Zed" in a comment declares nothing */
    ck_assert_int_eq(selected("// A<int>\nclass P { /* B<int> */ }", &first), 0);   /* nor names, in the program */
    /* int? names Nullable without its name: the parser's implied types */
    ck_assert_int_eq(selected_implied("class P { int? x; }", FE_IMPLIES_NULLABLE, &first), 1);
    ck_assert(!strncmp(first, "namespace System", 16));
    ck_assert_int_eq(selected_implied("class P { int? x; }", FE_IMPLIES_TUPLE, &first), 0);
}
END_TEST

/* A section's index is what a compilation reads: a name only the index
 * lists selects its file, and a member call of a name it lists as a call
 * (an extension method's: `.Where(`); an index that does not fit its
 * files (lengths or file numbers) is ignored and the files are scanned. */
START_TEST(generic_source_index_is_read)
{
    static const char idx[] = "// generic source index\n14:Q|1\n14:|\n\fclass A<T> { }\fclass B<T> { }";
    fe_source src = {"p.cs", "class P { Q q; }", 16};
    int n;
    free(fe_gensrc_select(idx, sizeof idx - 1, &src, 1, 0, &n));
    ck_assert_int_eq(n, 2);   /* Q's file, and B through it */
    src = (fe_source){"p.cs", "class P { A<int> a; }", 21};
    free(fe_gensrc_select(idx, sizeof idx - 1, &src, 1, 0, &n));
    ck_assert_int_eq(n, 0);
    static const char bad[] = "// generic source index\n14:Q|7\n14:|\n\fclass A<T> { }\fclass B<T> { }";
    fe_source *out = fe_gensrc_select(bad, sizeof bad - 1, &src, 1, 0, &n);
    ck_assert_int_eq(n, 1);   /* scanned: A */
    ck_assert(!strncmp(out[0].text, "class A", 7));
    free(out);
    static const char badlen[] = "// generic source index\n13:Q|1\n14:|\n\fclass A<T> { }\fclass B<T> { }";
    out = fe_gensrc_select(badlen, sizeof badlen - 1, &src, 1, 0, &n);
    ck_assert_int_eq(n, 1);   /* the lengths do not fit: scanned, A */
    ck_assert(!strncmp(out[0].text, "class A", 7));
    free(out);
    static const char calls[] = "// generic source index\n14:|\n14:||Where Select\n\fclass A<T> { }\fclass B<T> { }";
    src = (fe_source){"p.cs", "class P { void M() { xs.Where(x); } }", 37};
    out = fe_gensrc_select(calls, sizeof calls - 1, &src, 1, 0, &n);
    ck_assert_int_eq(n, 1);   /* .Where( calls B's Where */
    ck_assert(!strncmp(out[0].text, "class B", 7));
    free(out);
    src = (fe_source){"p.cs", "class P { int Where; }", 22};
    free(fe_gensrc_select(calls, sizeof calls - 1, &src, 1, 0, &n));
    ck_assert_int_eq(n, 0);   /* the word alone is no call */
}
END_TEST

START_TEST(garbage_source)
{
    capture c;
    cap_open(&c);
    fe_options o = opts(c.f);
    char junk[4096];
    uint32_t x = 7;
    for (size_t i = 0; i < sizeof junk; i++) {
        x = x * 1664525u + 1013904223u;
        junk[i] = (char)(x >> 24);
    }
    fe_source src = {"junk.cs", junk, sizeof junk};
    o.max_errors = 3;
    kmod *m = fe_compile_sources(&src, 1, &o);
    fflush(c.f);
    ck_assert_ptr_null(m);
    ck_assert_msg(strstr(c.text, "junk.cs:") == c.text, "%s", c.text);
    cap_close(&c);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("frontend-driver");
    TCase *tc = tcase_create("driver");
    tcase_add_test(tc, missing_file);
    tcase_add_test(tc, directory_path);
    tcase_add_test(tc, parse_errors_in_two_files);
    tcase_add_test(tc, partial_type_in_two_files);
    tcase_add_loop_test(tc, generic_sources_selected_by_name, 0, 2);
    tcase_add_test(tc, generic_source_index_is_read);
    tcase_add_test(tc, garbage_source);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
