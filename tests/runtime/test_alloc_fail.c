/* test_alloc_fail.c - Check suite `alloc-fail`: every allocation made while
 * reading a module (kmod_read_file, kmod_read: tables, checks, verifier)
 * and loading it (rt_load_module: type shells, typed verification,
 * signatures, layout, methods, vtables, references, publishing) is failed
 * on purpose, one at a time, through the funnel's test control (kmod/kmod_mem_testing.h). Each
 * failure must end as a clean error, never a crash, an abort or (under
 * ASan) a leak:
 *   kmod_read(_file) -> NULL, the message says "out of memory";
 *   rt_load_module -> NULL, "module NAME: " and a message with "out of memory".
 *
 * Two modules: a program compiled here (classes, fields, statics,
 * virtuals, arrays, out parameters past the 16th, a catch clause, a
 * P/Invoke, references into the corelib), every allocation failed in turn;
 * and the real corelib (argv[1], read from its file), the first allocation
 * of each distinct site failed (it makes thousands, from a few dozen sites). Every attempt
 * runs in a child process with a fresh runtime; a counting run first
 * numbers the allocations and names their sites (file:line), and a child
 * that reports the wrong outcome names the allocation it failed.
 */
#include "frontend/frontend.h"
#include "kmod/kmod_mem_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *corelib_path;

static const char program_source[] =
    "using System;\n"
    "using System.Runtime.InteropServices;\n"
    "class Shape {\n"
    "    public int id; public string label;\n"
    "    public static int count = 3; public static Shape last;\n"
    "    public virtual double Area() { return 0; }\n"
    "    public override string ToString() { return label; }\n"
    "}\n"
    "sealed class Circle : Shape {\n"
    "    public double r; public object tag;\n"
    "    public override double Area() { return 3.0 * r * r; }\n"
    "}\n"
    "enum Color { Red, Green }\n"
    "static class Program {\n"
    "    static int[] numbers = new int[4];\n"
    "    static Circle[][] grid;\n"
    "    [DllImport(\"libc\", EntryPoint = \"getpid\")] static extern int GetPid();\n"
    "    static bool TryParse(string s, out int v) { v = s.Length; return true; }\n"
    "    static int Many(int a0, int a1, int a2, int a3, int a4, int a5, int a6, int a7, int a8,\n"
    "                    int a9, int a10, int a11, int a12, int a13, int a14, int a15, int a16,\n"
    "                    out int r) { r = a0 + a16; return r; }\n"
    "    static int Main() {\n"
    "        Circle c = new Circle(); c.r = 2; c.label = \"circle\"; Shape.last = c;\n"
    "        int v; TryParse(\"abc\", out v);\n"
    "        int r; Many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, out r);\n"
    "        try { numbers[v] = 1; }\n"
    "        catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); }\n"
    "        finally { Console.WriteLine(\"finally\"); }\n"
    "        grid = new Circle[1][];\n"
    "        Console.WriteLine(c.Area() + \" \" + c + \" \" + Shape.count + \" \" + (int)Color.Green);\n"
    "        return GetPid() > 0 ? 0 : 1;\n"
    "    }\n"
    "}\n";

/* The bytes of one module to read and load. */
typedef struct module_bytes {
    uint8_t *bytes;
    size_t len;
    const char *name;   /* as the loader names it: "corelib" or "program" */
} module_bytes;

static module_bytes corelib_bytes, program_bytes;

static uint8_t *read_whole(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc((size_t)n);
    ck_assert(b && fread(b, 1, (size_t)n, f) == (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return b;
}

static void build_modules(void)
{
    corelib_bytes.bytes = read_whole(corelib_path, &corelib_bytes.len);
    corelib_bytes.name = "corelib";
    char err[512];
    kmod *core = kmod_read(corelib_bytes.bytes, corelib_bytes.len, err, sizeof err);
    ck_assert_msg(core != NULL, "corelib: %s", err);
    fe_source src = {"alloc_fail.cs", program_source, sizeof program_source - 1};
    fe_options opt = {0, core, stderr, 0};
    kmod *prog = fe_compile_sources(&src, 1, &opt);
    ck_assert_msg(prog != NULL, "the test program does not compile");
    ck_assert_int_eq(kmod_write(prog, &program_bytes.bytes, &program_bytes.len), 0);
    program_bytes.name = "program";
    kmod_free(prog);
    kmod_free(core);
}

/* ---- one attempt, in a child ---- */

/* The counting run's observer: "N SITE" per allocation into a file. */
static void record_site(uint64_t n, const char *site, void *ctx)
{
    fprintf((FILE *)ctx, "%llu %s\n", (unsigned long long)n, site);
}

/* Read and load m with allocation fail_at failing (0: none); 0 when the
 * outcome is the right one. The corelib is loaded first, unarmed, unless
 * m is the corelib. */
static int attempt_started(const module_bytes *m, uint64_t fail_at, FILE *sites)
{
    char err[600] = "";
    bool is_corelib = m == &corelib_bytes;
    if (!is_corelib) {
        kmod *core = kmod_read(corelib_bytes.bytes, corelib_bytes.len, err, sizeof err);
        if (!core || !rt_load_module(core, err, sizeof err)) {
            fprintf(stderr, "unarmed corelib load failed: %s\n", err);
            return 1;
        }
    }
    kmod_mem_testing_arm(fail_at, sites ? record_site : NULL, sites);
    /* the corelib from its file, as kiln reads it (kmod_read_file's buffer too) */
    kmod *km = is_corelib ? kmod_read_file(corelib_path, err, sizeof err)
                          : kmod_read(m->bytes, m->len, err, sizeof err);
    rt_module *mod = km ? rt_load_module(km, err, sizeof err) : NULL;
    uint64_t count = kmod_mem_testing_disarm();
    if (sites) {
        fprintf(sites, "0 total %llu\n", (unsigned long long)count);
        fflush(sites);
    }
    if (!fail_at)
        return mod ? 0 : (fprintf(stderr, "unarmed %s load failed: %s\n", m->name, err), 1);
    if (count < fail_at) {
        fprintf(stderr, "allocation %llu never happened (%llu made)\n",
                (unsigned long long)fail_at, (unsigned long long)count);
        return 1;
    }
    if (mod) {
        fprintf(stderr, "allocation %llu failed but the %s module loaded\n",
                (unsigned long long)fail_at, m->name);
        return 1;
    }
    char prefix[32];
    snprintf(prefix, sizeof prefix, "module %s: ", m->name);
    if (!strstr(err, "out of memory") || (km && strncmp(err, prefix, strlen(prefix)))) {
        fprintf(stderr, "allocation %llu: wrong error: %s\n", (unsigned long long)fail_at, err);
        return 1;
    }
    kmod_free(km);   /* the caller still owns a module that did not load */
    return 0;
}

typedef struct attempt_job {
    const module_bytes *m;
    uint64_t fail_at;
    FILE *sites;
    int status;
} attempt_job;

static void attempt_body(void *ctx)
{
    attempt_job *j = ctx;
    j->status = attempt_started(j->m, j->fail_at, j->sites);
}

/* attempt_started in a runtime started with nothing loaded (tests/support.h). */
static int attempt(const module_bytes *m, uint64_t fail_at, FILE *sites)
{
    static const support_setup nothing_loaded = {0};
    attempt_job j = {m, fail_at, sites, 1};
    support_run(&nothing_loaded, attempt_body, &j);
    return j.status;
}

/* Run attempt in a child; its exit status, or 128 + the signal that
 * ended it. exit() (not _exit) so that LeakSanitizer checks the child. */
static int in_child(const module_bytes *m, uint64_t fail_at, FILE *sites)
{
    fflush(NULL);
    pid_t pid = fork();
    ck_assert(pid >= 0);
    if (pid == 0)
        exit(attempt(m, fail_at, sites));
    int st = 0;
    ck_assert(waitpid(pid, &st, 0) == pid);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* ---- the allocations to fail ---- */

typedef struct site_list {
    uint64_t total;
    uint64_t *first;         /* the first allocation number of each site */
    char (*name)[96];
    size_t n;
} site_list;

static site_list count_allocations(const module_bytes *m)
{
    FILE *f = tmpfile();
    ck_assert(f != NULL);
    ck_assert_int_eq(in_child(m, 0, f), 0);
    rewind(f);
    site_list s = {0, NULL, NULL, 0};
    unsigned long long n;
    char site[96];
    while (fscanf(f, "%llu %95s", &n, site) == 2) {
        if (n == 0) {
            ck_assert(fscanf(f, "%llu", &n) == 1);
            s.total = n;
            break;
        }
        size_t i = 0;
        while (i < s.n && strcmp(s.name[i], site))
            i++;
        if (i < s.n)
            continue;
        s.first = realloc(s.first, (s.n + 1) * sizeof *s.first);
        s.name = realloc(s.name, (s.n + 1) * sizeof *s.name);
        s.first[s.n] = n;
        snprintf(s.name[s.n], sizeof s.name[s.n], "%s", site);
        s.n++;
    }
    fclose(f);
    ck_assert_msg(s.total > 0 && s.n > 0, "no allocation counted for %s", m->name);
    if (getenv("ALLOC_FAIL_VERBOSE"))
        fprintf(stderr, "%s: %llu allocations, %zu sites\n", m->name, (unsigned long long)s.total, s.n);
    return s;
}

static const char *site_of(const site_list *s, uint64_t n)
{
    const char *name = "?";
    for (size_t i = 0; i < s->n && s->first[i] <= n; i++)
        name = s->name[i];   /* the latest site first seen at or before n */
    return name;
}

START_TEST(program_every_allocation_fails_cleanly)
{
    site_list s = count_allocations(&program_bytes);
    for (uint64_t n = 1; n <= s.total; n++) {
        int rc = in_child(&program_bytes, n, NULL);
        ck_assert_msg(rc == 0, "program: failing allocation %llu of %llu (site near %s): child status %d",
                      (unsigned long long)n, (unsigned long long)s.total, site_of(&s, n), rc);
    }
    free(s.first), free(s.name);
}
END_TEST

START_TEST(corelib_each_site_fails_cleanly)
{
    site_list s = count_allocations(&corelib_bytes);
    for (size_t i = 0; i < s.n; i++) {
        int rc = in_child(&corelib_bytes, s.first[i], NULL);
        ck_assert_msg(rc == 0, "corelib: failing allocation %llu at %s: child status %d",
                      (unsigned long long)s.first[i], s.name[i], rc);
    }
    free(s.first), free(s.name);
}
END_TEST

/* The counts are the test's own check: without them a funnel that
 * counted nothing would pass every loop above. */
START_TEST(loading_allocates_through_the_funnel)
{
    site_list p = count_allocations(&program_bytes), c = count_allocations(&corelib_bytes);
    ck_assert_uint_gt(p.total, 50);
    ck_assert_uint_gt(c.total, p.total);
    bool reader = false, loader = false, verifier = false, arena = false;
    for (size_t i = 0; i < p.n; i++) {
        reader |= strstr(p.name[i], "kmod/kmod.c:") != NULL;
        verifier |= strstr(p.name[i], "kmod/verify") != NULL;
        loader |= strstr(p.name[i], "runtime/loader.c:") != NULL;
        arena |= strstr(p.name[i], "runtime/types.c:") != NULL;
    }
    ck_assert_msg(reader && verifier && loader && arena,
                  "sites missing: reader %d verifier %d loader %d types %d", reader, verifier,
                  loader, arena);
    free(p.first), free(p.name), free(c.first), free(c.name);
}
END_TEST

static Suite *alloc_fail_suite(void)
{
    Suite *s = suite_create("alloc-fail");
    TCase *tc = tcase_create("load");
    tcase_set_timeout(tc, 600);
    tcase_add_unchecked_fixture(tc, build_modules, NULL);
    tcase_add_test(tc, loading_allocates_through_the_funnel);
    tcase_add_test(tc, program_every_allocation_fails_cleanly);
    tcase_add_test(tc, corelib_each_site_fails_cleanly);
    suite_add_tcase(s, tc);
    return s;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_alloc_fail CORELIB.kmod\n");
        return 2;
    }
    corelib_path = argv[1];
    SRunner *sr = srunner_create(alloc_fail_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
