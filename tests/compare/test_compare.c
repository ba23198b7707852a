/* test_compare.c - Check suite for compare/: the figure parser, the
 * Markdown/JSON/SVG writers on a fixed report (exact output; the SVG is
 * checked for well-formedness and rendered with rsvg-convert when
 * installed) and the child timer (cold start of a child that sleeps before
 * printing, of one that prints nothing, failing and timed-out children).
 * No assertion about Kiln's own speed: the children are /bin/sh.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compare/compare.h"

/* ---- figure lines ---- */

START_TEST(parse_figure_lines)
{
    cmp_figure f;
    const char *ok = "EnterExit_ThinLock 19.2 ns/op";
    ck_assert(cmp_parse_figure_line(ok, strlen(ok), &f));
    ck_assert_str_eq(f.name, "EnterExit_ThinLock");
    ck_assert_str_eq(f.unit, "ns/op");
    ck_assert(f.value == 19.2);
    const char *crlf = "Orders_Throughput 123456 requests/s\r\n";
    ck_assert(cmp_parse_figure_line(crlf, strlen(crlf), &f));
    ck_assert_str_eq(f.unit, "requests/s");
    ck_assert(f.value == 123456);
    const char *bad[] = {"Hello, World!", "EnterExit_ThinLock ok", "a b c d", "x 12",
                         "1abc 3 ms", "name 3 4", "name 12x ms", "stretch tree of depth 11"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(!cmp_parse_figure_line(bad[i], strlen(bad[i]), &f), "accepted '%s'", bad[i]);
}
END_TEST

static void set_buf(cmp_buf *b, const char *s)
{
    b->data = strdup(s);
    b->len = strlen(s);
    b->cap = b->len + 1;
}

START_TEST(figures_from_child)
{
    cmp_child c;
    memset(&c, 0, sizeof c);
    c.status = CMP_OK;
    c.printed = 1;
    c.cold_ms = 5;
    c.wall_ms = 8;
    c.user_ms = 3;
    c.sys_ms = 1;
    c.maxrss_kb = 2048;
    c.idle_rss_kb = 1024;
    set_buf(&c.out, "hello\nA_B 2.5 ns/op\nA_B 400 ops/ms\n");
    set_buf(&c.err, "wall_ms: 7.9\ngc_count: 3\ngc_pause_total_ms: 1.5\ngc_pause_max_ms: 0.75\n");
    cmp_run run;
    memset(&run, 0, sizeof run);
    cmp_run_from_child(&run, &c);
    const char *names[] = {"cold start", "wall", "CPU", "peak RSS", "idle RSS", "GC count",
                           "GC pause total", "GC pause max", "A_B", "A_B"};
    const double values[] = {5, 8, 4, 2, 1, 3, 1.5, 0.75, 2.5, 400};
    ck_assert_int_eq(run.nfigs, 10);
    for (int i = 0; i < run.nfigs; i++) {
        ck_assert_str_eq(run.figs[i].name, names[i]);
        ck_assert(run.figs[i].value == values[i]);
    }
    ck_assert_str_eq(run.figs[9].unit, "ops/ms");
    ck_assert_int_eq(run.status, CMP_OK);
    free(run.figs);
    cmp_child_free(&c);
}
END_TEST

/* Mono's GC log (MONO_LOG_MASK=gc) gives the same GC figures as Kiln's
 * KILN_STATS lines: counts per kind, stop-the-world totals, maxima, p50/p99;
 * its lines are not taken for the first error line of a failure. */
START_TEST(figures_from_mono_gc_log)
{
    cmp_child c;
    memset(&c, 0, sizeof c);
    c.status = CMP_FAILED;
    c.exit_code = 1;
    set_buf(&c.err, "Mono: GC_MINOR: (Nursery full) time 0.15ms, stw 0.25ms promoted 1K major size: 16K\n"
                    "Mono: GC_MINOR: (Nursery full) time 0.10ms, stw 0.50ms promoted 0K major size: 16K\n"
                    "Mono: GC_MAJOR_SWEEP: major size: 608K in use: 26K\n"
                    "Mono: GC_MAJOR: (user request) time 0.19ms, stw 4.00ms los size: 0K in use: 0K\n"
                    "Mono: GC_MINOR: (Nursery full) time 0.10ms, stw 1.00ms promoted 0K major size: 16K\n"
                    "Unhandled Exception: boom\n");
    cmp_run run;
    memset(&run, 0, sizeof run);
    cmp_run_from_child(&run, &c);
    const char *names[] = {"GC count", "GC pause total", "GC pause max", "GC minor count", "GC full count",
                           "GC minor pause max", "GC full pause max", "GC pause p50", "GC pause p99",
                           "GC minor pause total", "GC full pause total", "GC minor pause p99",
                           "GC full pause p99"};
    const double values[] = {4, 5.75, 4, 3, 1, 1, 4, 0.5, 4, 1.75, 4, 1, 4};
    int base = run.nfigs - 13;
    ck_assert_int_ge(base, 0);
    for (int i = 0; i < 13; i++) {
        ck_assert_str_eq(run.figs[base + i].name, names[i]);
        ck_assert_msg(run.figs[base + i].value == values[i], "%s = %g", names[i], run.figs[base + i].value);
    }
    ck_assert_str_eq(run.note, "exit status 1: Unhandled Exception: boom");
    free(run.figs);
    cmp_child_free(&c);
}
END_TEST

/* ---- the fixed report ---- */

static void fixture(cmp_report *r)
{
    memset(r, 0, sizeof *r);
    snprintf(r->command, sizeof r->command, "kiln compare t.cs");
    snprintf(r->program, sizeof r->program, "t.cs");
    snprintf(r->cpu, sizeof r->cpu, "Test CPU");
    r->cores = 2;
    r->loadavg = 0.5;
    r->runs = 3;
    cmp_mode *m = cmp_report_add_mode(r, "jit", "jit", "managed");
    m->size_bytes = 2 * 1024 * 1024;
    const double cold[] = {10, 14, 99}, lock[] = {19.5, 21.5};
    for (int i = 0; i < 3; i++) {
        cmp_run *run = cmp_mode_add_run(m);
        if (i < 2)
            cmp_run_add_figure(run, "EnterExit_ThinLock", "ns/op", lock[i]);   /* listed after cold start */
        cmp_run_add_figure(run, "cold start", "ms", cold[i]);
        if (i == 2) {
            run->status = CMP_FAILED;
            run->exit_code = 1;
            snprintf(run->note, sizeof run->note, "exit status 1: boom \"x\"");
        }
    }
    m = cmp_report_add_mode(r, "aot", "aot", "managed");
    m->build_ms = 1500;
    snprintf(m->error, sizeof m->error, "kiln aot failed: no linker");
    cmp_report_note(r, "--floor: no C floor for %s", "t");
}

static char *render(void (*writer)(FILE *, const cmp_report *), const cmp_report *r)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    writer(f, r);
    fclose(f);
    return text;
}

START_TEST(markdown_exact)
{
    cmp_report r;
    fixture(&r);
    char *md = render(cmp_write_markdown, &r);
    const char *want =
        "`kiln compare t.cs` on Test CPU, 2 cores (load average 0.50 at start): median (min–max) of 3 runs per mode.\n"
        "\n"
        "| figure | jit | aot |\n"
        "|:---|---:|---:|\n"
        "| runs | 2 ok, 1 failed | not built |\n"
        "| on disk (MB) | 2 | n/a |\n"
        "| build (ms) | – | 1500 |\n"
        "| cold start (ms) | 12 (10–14) | error |\n"
        "| EnterExit_ThinLock (ns/op) | 20.5 (19.5–21.5) | error |\n"
        "\n"
        "- jit: 1 run failed: exit status 1: boom \"x\"\n"
        "- aot: could not be prepared: kiln aot failed: no linker\n"
        "- --floor: no C floor for t\n";
    ck_assert_str_eq(md, want);
    free(md);
    cmp_report_free(&r);
}
END_TEST

START_TEST(markdown_floor_ratios)
{
    cmp_report r;
    memset(&r, 0, sizeof r);
    r.runs = 1;
    cmp_run *a = cmp_mode_add_run(cmp_report_add_mode(&r, "aot", "aot", "managed"));
    cmp_run_add_figure(a, "cold start", "ms", 12);
    cmp_run_add_figure(a, "X", "ns/op", 3);
    cmp_run *f = cmp_mode_add_run(cmp_report_add_mode(&r, "C floor", "floor", ""));
    cmp_run_add_figure(f, "cold start", "ms", 10);
    char *md = render(cmp_write_markdown, &r);
    const char *tail = "\n| figure | aot |\n|:---|---:|\n| cold start (ms) | 1.20× |\n";
    ck_assert_msg(strlen(md) > strlen(tail) && !strcmp(md + strlen(md) - strlen(tail), tail), "%s", md);
    ck_assert(strstr(md, "| X (ns/op) | 3 | – |\n") != NULL);
    ck_assert(strstr(md, "| X (ns/op) | 3 |\n") == NULL);   /* no ratio without a floor figure */
    free(md);
    cmp_report_free(&r);
}
END_TEST

START_TEST(json_exact)
{
    cmp_report r;
    fixture(&r);
    char **argv = calloc(3, sizeof *argv);
    argv[0] = strdup("kiln");
    argv[1] = strdup("run");
    r.modes[0].argv = argv;
    char *js = render(cmp_write_json, &r);
    const char *want =
        "{\n"
        "  \"kiln_compare\": 1,\n"
        "  \"command\": \"kiln compare t.cs\",\n"
        "  \"program\": \"t.cs\",\n"
        "  \"machine\": {\"cpu\": \"Test CPU\", \"cores\": 2, \"loadavg\": 0.5},\n"
        "  \"runs_per_mode\": 3,\n"
        "  \"notes\": [\"--floor: no C floor for t\"],\n"
        "  \"modes\": [\n"
        "    {\n"
        "      \"label\": \"jit\", \"kind\": \"jit\", \"thinlock\": \"managed\", \"fatlock\": \"managed\",\n"
        "      \"command\": [\"kiln\", \"run\"],\n"
        "      \"size_bytes\": 2097152, \"build_ms\": null, \"error\": \"\",\n"
        "      \"runs\": [\n"
        "        {\"run\": 1, \"status\": \"ok\", \"exit_code\": 0, \"signal\": 0, \"note\": \"\", \"figures\": "
        "[{\"name\": \"EnterExit_ThinLock\", \"unit\": \"ns/op\", \"value\": 19.5}, "
        "{\"name\": \"cold start\", \"unit\": \"ms\", \"value\": 10}]},\n"
        "        {\"run\": 2, \"status\": \"ok\", \"exit_code\": 0, \"signal\": 0, \"note\": \"\", \"figures\": "
        "[{\"name\": \"EnterExit_ThinLock\", \"unit\": \"ns/op\", \"value\": 21.5}, "
        "{\"name\": \"cold start\", \"unit\": \"ms\", \"value\": 14}]},\n"
        "        {\"run\": 3, \"status\": \"failed\", \"exit_code\": 1, \"signal\": 0, "
        "\"note\": \"exit status 1: boom \\\"x\\\"\", \"figures\": "
        "[{\"name\": \"cold start\", \"unit\": \"ms\", \"value\": 99}]}\n"
        "      ],\n"
        "      \"summary\": [\n"
        "        {\"name\": \"cold start\", \"unit\": \"ms\", \"runs\": 2, \"median\": 12, \"min\": 10, \"max\": 14},\n"
        "        {\"name\": \"EnterExit_ThinLock\", \"unit\": \"ns/op\", \"runs\": 2, \"median\": 20.5, \"min\": 19.5, \"max\": 21.5}\n"
        "      ]\n"
        "    },\n"
        "    {\n"
        "      \"label\": \"aot\", \"kind\": \"aot\", \"thinlock\": \"managed\", \"fatlock\": \"managed\",\n"
        "      \"command\": [],\n"
        "      \"size_bytes\": null, \"build_ms\": 1500, \"error\": \"kiln aot failed: no linker\",\n"
        "      \"runs\": [],\n"
        "      \"summary\": []\n"
        "    }\n"
        "  ]\n"
        "}\n";
    ck_assert_str_eq(js, want);
    free(js);
    cmp_report_free(&r);
}
END_TEST

/* Element balance of an XML text without comments/CDATA: every start tag
 * closed in order, attribute quotes balanced, one root. */
static int well_formed(const char *s)
{
    const char *stack[256];
    size_t lens[256];
    int depth = 0, roots = 0;
    for (const char *p = s; (p = strchr(p, '<'));) {
        const char *end = strchr(p, '>');
        if (!end)
            return 0;
        int quotes = 0;
        for (const char *q = p; q < end; q++)
            quotes += *q == '"';
        if (quotes % 2)
            return 0;
        if (p[1] == '?') {
        } else if (p[1] == '/') {
            size_t n = (size_t)(end - p - 2);
            if (!depth || lens[depth - 1] != n || strncmp(stack[depth - 1], p + 2, n))
                return 0;
            depth--;
        } else if (end[-1] != '/') {
            if (depth == 0)
                roots++;
            if (depth == 256)
                return 0;
            stack[depth] = p + 1;
            lens[depth] = strcspn(p + 1, " >/\n");
            depth++;
        }
        p = end;
    }
    return depth == 0 && roots == 1;
}

START_TEST(svg_well_formed_and_renders)
{
    cmp_report r;
    fixture(&r);
    char *svg = render(cmp_write_svg, &r);
    ck_assert(well_formed(svg));
    ck_assert(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\"") != NULL);
    ck_assert(strstr(svg, ">EnterExit_ThinLock (ns/op)</text>") != NULL);   /* one group per figure */
    ck_assert(strstr(svg, ">20.5</text>") != NULL);                         /* labelled median */
    ck_assert(strstr(svg, ">aot</text>") != NULL);                          /* legend */
    ck_assert(strstr(svg, ">error</text>") != NULL);                        /* the mode that failed */
    ck_assert(!well_formed("<svg><g></svg>"));
    char path[] = "/tmp/kiln-cmp-test-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, svg, strlen(svg)), (ssize_t)strlen(svg));
    close(fd);
    if (system("command -v rsvg-convert >/dev/null 2>&1") == 0) {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "rsvg-convert -o %s.png %s", path, path);
        ck_assert_int_eq(system(cmd), 0);
        snprintf(cmd, sizeof cmd, "%s.png", path);
        ck_assert_int_eq(access(cmd, R_OK), 0);
        unlink(cmd);
    } else {
        printf("svg: rsvg-convert not installed, rendering not checked (apt-get install librsvg2-bin)\n");
    }
    unlink(path);
    free(svg);
    cmp_report_free(&r);
}
END_TEST

/* ---- the child timer ---- */

static cmp_child run_sh(const char *script, double timeout_s)
{
    char *argv[] = {"/bin/sh", "-c", (char *)script, NULL};
    cmp_spawn_opts o = {.argv = argv, .timeout_s = timeout_s};
    cmp_child c;
    ck_assert_int_eq(cmp_spawn_run(&o, &c), 0);
    return c;
}

START_TEST(cold_start_waits_for_first_byte)
{
    cmp_child c = run_sh("sleep 0.2; echo hi; sleep 0.1", 30);
    ck_assert_int_eq(c.status, CMP_OK);
    ck_assert(c.printed);
    ck_assert_msg(c.cold_ms >= 200, "cold start %.1f ms", c.cold_ms);
    /* The parent sees the first byte when the scheduler lets it read it:
     * on a loaded machine that is late by tens of ms, so the gap to the
     * exit is checked with room for that (a timer that stopped at the exit
     * would give a gap near 0). */
    ck_assert_msg(c.wall_ms >= 300, "wall %.1f", c.wall_ms);
    ck_assert_msg(c.wall_ms >= c.cold_ms + 50, "wall %.1f, cold %.1f", c.wall_ms, c.cold_ms);
    ck_assert_str_eq(c.out.data, "hi\n");
    ck_assert_int_gt(c.idle_rss_kb, 0);
    ck_assert_int_gt(c.maxrss_kb, 0);
    cmp_child_free(&c);
}
END_TEST

START_TEST(silent_child_timed_to_exit)
{
    cmp_child c = run_sh("sleep 0.2; echo only-stderr >&2", 30);
    ck_assert_int_eq(c.status, CMP_OK);
    ck_assert(!c.printed);
    ck_assert_msg(c.cold_ms >= 200, "cold start %.1f ms", c.cold_ms);
    ck_assert(c.cold_ms == c.wall_ms);
    ck_assert_str_eq(c.err.data, "only-stderr\n");
    ck_assert_int_eq(c.idle_rss_kb, -1);
    cmp_child_free(&c);
}
END_TEST

START_TEST(failing_child_reported)
{
    cmp_child c = run_sh("echo out; echo 'gc_count: 0' >&2; echo 'kiln: error: it broke' >&2; exit 3", 30);
    ck_assert_int_eq(c.status, CMP_FAILED);
    ck_assert_int_eq(c.exit_code, 3);
    cmp_run run;
    memset(&run, 0, sizeof run);
    cmp_run_from_child(&run, &c);
    ck_assert_int_eq(run.status, CMP_FAILED);
    ck_assert_str_eq(run.note, "exit status 3: kiln: error: it broke");
    free(run.figs);
    cmp_child_free(&c);

    c = run_sh("kill -9 $$", 30);
    ck_assert_int_eq(c.status, CMP_FAILED);
    ck_assert_int_eq(c.signal, 9);
    ck_assert_int_eq(c.exit_code, -1);
    cmp_child_free(&c);
}
END_TEST

START_TEST(timed_out_child_killed)
{
    cmp_child c = run_sh("echo started; exec sleep 30", 0.3);
    ck_assert_int_eq(c.status, CMP_TIMEOUT);
    ck_assert_int_eq(c.signal, 9);
    ck_assert_str_eq(c.out.data, "started\n");
    cmp_run run;
    memset(&run, 0, sizeof run);
    cmp_run_from_child(&run, &c);
    ck_assert_int_eq(run.status, CMP_TIMEOUT);
    ck_assert(!strncmp(run.note, "timed out after", 15));
    free(run.figs);
    cmp_child_free(&c);
}
END_TEST

START_TEST(missing_program_fails)
{
    char *argv[] = {"/nonexistent/kiln-cmp-test", NULL};
    cmp_spawn_opts o = {.argv = argv, .timeout_s = 10};
    cmp_child c;
    cmp_spawn_run(&o, &c);
    ck_assert_int_eq(c.status, CMP_FAILED);
    ck_assert_int_eq(c.exit_code, 127);
    ck_assert(strstr(c.err.data, "cannot run /nonexistent/kiln-cmp-test") != NULL);
    cmp_child_free(&c);
}
END_TEST

START_TEST(environment_set_and_unset)
{
    setenv("CMP_TEST_GONE", "x", 1);
    setenv("CMP_TEST_SET", "old", 1);
    const char *set[] = {"CMP_TEST_SET=new", NULL}, *unset[] = {"CMP_TEST_GONE", NULL};
    char *argv[] = {"/bin/sh", "-c", "echo \"$CMP_TEST_SET.${CMP_TEST_GONE-unset}\"", NULL};
    cmp_spawn_opts o = {.argv = argv, .env_set = set, .env_unset = unset, .timeout_s = 10};
    cmp_child c;
    cmp_spawn_run(&o, &c);
    ck_assert_str_eq(c.out.data, "new.unset\n");
    cmp_child_free(&c);
}
END_TEST

static Suite *compare_suite(void)
{
    Suite *s = suite_create("compare");
    TCase *w = tcase_create("writers");
    tcase_add_test(w, parse_figure_lines);
    tcase_add_test(w, figures_from_child);
    tcase_add_test(w, figures_from_mono_gc_log);
    tcase_add_test(w, markdown_exact);
    tcase_add_test(w, markdown_floor_ratios);
    tcase_add_test(w, json_exact);
    tcase_add_test(w, svg_well_formed_and_renders);
    suite_add_tcase(s, w);
    TCase *t = tcase_create("timer");
    tcase_set_timeout(t, 30);
    tcase_add_test(t, cold_start_waits_for_first_byte);
    tcase_add_test(t, silent_child_timed_to_exit);
    tcase_add_test(t, failing_child_reported);
    tcase_add_test(t, timed_out_child_killed);
    tcase_add_test(t, missing_program_fails);
    tcase_add_test(t, environment_set_and_unset);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(compare_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
