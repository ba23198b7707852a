/* test_thinlock_asm.c - Check suite: the uncontended thin lock makes no call
 * in JIT code (issue 5). Small C# methods using `lock`, Monitor.Enter/Exit
 * and Monitor.TryEnter are compiled in one batch with jit_options.dump_path
 * set, so GCC's assembly of the batch lands in PATH.s. The test parses the
 * x86-64 assembly of each method into instructions, labels and jumps and
 * searches for a path from the function's entry to a `ret` that executes
 * two `lock cmpxchg` (the acquire and the release) and no `call` (nor a
 * tail-call `jmp` to a symbol): the uncontended Enter/Exit pair. Only that
 * path can be call-free, so this is "no call on the uncontended path"
 * without trusting block layout.
 *
 * Negative controls, the same search must fail: with KILN_JIT_INTRINSICS=0
 * (the header read and CAS are calls of their C# bodies) and with
 * --thinlock=native (rt_state.thinlock_native: Monitor calls
 * monitor/thinlock.c out of line). Tables mode (KILN_JIT_TABLES=1, what AOT
 * and the code cache use) must be call-free too. Every variant also runs the compiled
 * code and checks the lock state and counts, and -O0 is checked for
 * correctness (it need not inline).
 *
 * The managed fat lock (Lock.cs) the same way: on an inflated object the
 * spliced code reads the header, loads the Lock (two loads), takes it with
 * one `lock cmpxchg` and releases it with one `lock xadd`: a path from entry
 * to ret through a cmpxchg and an xadd with no call must exist, and must not
 * with --fatlock=native (rt_state.fatlock_native: the inflated branch folds
 * away into monitor/'s C slow path). The compiled code then runs on an
 * object whose lock is inflated (a hashed object locked once).
 *
 * The same assembly search shows a small constructor spliced into the
 * `newobj` that calls it: no call of P.Make may reach Cell's constructor
 * (at -O0, the negative control, calls do).
 *
 * Every test runs in its own forked process (Check's default) and starts
 * the runtime with its own switches (tests/support.h).
 */
#include "interp/interp.h"
#include "jit/jit.h"
#include "monitor/monitor.h"
#include "monitor/monitor_testing.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const program =
    "using System;\n"
    "using System.Threading;\n"
    "class P {\n"
    "  static int count;\n"
    "  static int LockLoop(object o, int n) { for (int i = 0; i < n; i++) { lock (o) { count++; } } return count; }\n"
    "  static int EnterExit(object o) { Monitor.Enter(o); count++; Monitor.Exit(o); return count; }\n"
    "  static int TryLocked(object o) { if (!Monitor.TryEnter(o)) return -1; count++; Monitor.Exit(o); return count; }\n"
    "  static Cell Make(int a, object b) { return new Cell(a, new Cell(a + 1, b)); }\n"
    "  static int Main() { return 0; }\n"
    "}\n"
    "class Cell { public int A; public object B; public Cell(int a, object b) { A = a; B = b; } }\n";

enum { NMETH = 3 };
static const char *const names[NMETH] = {"LockLoop", "EnterExit", "TryLocked"};

static void tables_on(cfg_switches *sw) { sw->jit_tables = 1; }                 /* KILN_JIT_TABLES=1 */
static void intrinsics_off(cfg_switches *sw) { sw->jit_intrinsics = false; }     /* KILN_JIT_INTRINSICS=0 */
static void native_thin(cfg_switches *sw) { sw->thinlock = CFG_LOCK_NATIVE; }    /* --thinlock=native */
static void native_fat(cfg_switches *sw) { sw->fatlock = CFG_LOCK_NATIVE; }      /* --fatlock=native */

#define PROG(name, sw) static const support_setup name = {.interp = true, .source = program, .file = "thinlock.cs", .switches = sw}
PROG(prog, NULL);
PROG(prog_tables, tables_on);
PROG(prog_no_intrinsics, intrinsics_off);
PROG(prog_native_thin, native_thin);
PROG(prog_native_fat, native_fat);
#undef PROG

/* ------------------------------------------------------- the assembly */

typedef enum { A_OTHER, A_LABEL, A_JMP, A_JCC, A_CALL, A_RET, A_TRAP } akind;

typedef struct ainsn {
    akind kind;
    int section;
    bool cas;                    /* a lock cmpxchg */
    bool xadd;                   /* a lock xadd */
    char target[128];            /* label (A_LABEL) or jump target */
} ainsn;

typedef struct asmfile {
    ainsn *v;
    int n, cap;
} asmfile;

static void add(asmfile *a, ainsn in)
{
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 4096;
        a->v = realloc(a->v, (size_t)a->cap * sizeof *a->v);
        ck_assert_ptr_nonnull(a->v);
    }
    a->v[a->n++] = in;
}

/* One line of GCC's output: a label, a section switch, or an instruction. */
static void parse_line(asmfile *a, char *line, int *section, int *nsections)
{
    char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    p[strcspn(p, "\n#")] = 0;
    size_t len = strlen(p);
    while (len && isspace((unsigned char)p[len - 1]))
        p[--len] = 0;
    if (!len)
        return;
    ainsn in = {A_OTHER, *section, false, false, ""};
    if (p[len - 1] == ':' && !strpbrk(p, " \t")) {
        in.kind = A_LABEL;
        snprintf(in.target, sizeof in.target, "%.*s", (int)(len - 1), p);
        add(a, in);
        return;
    }
    if (!strncmp(p, ".section", 8) || !strcmp(p, ".text") || !strcmp(p, ".data")) {
        *section = ++*nsections;   /* a new run of code: no fall-through across it */
        return;
    }
    if (p[0] == '.')
        return;   /* another directive */
    char mn[32] = "", op[128] = "";
    sscanf(p, "%31s %127s", mn, op);
    in.cas = strstr(p, "cmpxchg") != NULL && !strncmp(mn, "lock", 4);
    in.xadd = strstr(p, "xadd") != NULL && !strncmp(mn, "lock", 4);
    if (!strncmp(mn, "call", 4))
        in.kind = A_CALL;
    else if (!strncmp(mn, "ret", 3))
        in.kind = A_RET;
    else if (!strcmp(mn, "ud2") || !strcmp(mn, "hlt"))
        in.kind = A_TRAP;
    else if (!strncmp(mn, "jmp", 3))
        in.kind = !strncmp(op, ".L", 2) ? A_JMP : A_CALL;   /* jmp *%rax / jmp sym: a tail call */
    else if (mn[0] == 'j')
        in.kind = A_JCC;
    if (in.kind == A_JMP || in.kind == A_JCC || in.kind == A_CALL)
        snprintf(in.target, sizeof in.target, "%s", op);   /* a call's: its callee, or *%reg */
    add(a, in);
}

static asmfile read_asm(const char *path)
{
    asmfile a = {0};
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "no assembly at %s", path);
    char line[512];
    int section = 0, nsections = 0;
    while (fgets(line, sizeof line, f))
        parse_line(&a, line, &section, &nsections);
    fclose(f);
    return a;
}

static int find_label(const asmfile *a, const char *name)
{
    for (int i = 0; i < a->n; i++)
        if (a->v[i].kind == A_LABEL && !strcmp(a->v[i].target, name))
            return i;
    return -1;
}

/* The next item after i in i's section (fall-through), or -1. */
static int next_in_section(const asmfile *a, int i)
{
    for (int j = i + 1; j < a->n; j++)
        if (a->v[j].section == a->v[i].section)
            return j;
    return -1;
}

/* Is there a path from label sym to a ret through `want` lock cmpxchg
 * instructions and no call? Breadth-first over (item, CASes seen so far,
 * capped at want). */
static bool call_free_path(const asmfile *a, const char *sym, int want)
{
    int start = find_label(a, sym);
    ck_assert_msg(start >= 0, "no function %s in the assembly", sym);
    int states = a->n * (want + 1);
    bool *seen = calloc((size_t)states, 1);
    int *queue = malloc((size_t)states * sizeof *queue);
    ck_assert(seen && queue);
    int head = 0, tail = 0;
    queue[tail++] = start * (want + 1);
    seen[queue[0]] = true;
    bool found = false;
    while (head < tail && !found) {
        int s = queue[head++], i = s / (want + 1), c = s % (want + 1);
        const ainsn *in = &a->v[i];
        if (in->cas && c < want)
            c++;
        int succ[2] = {-1, -1};
        switch (in->kind) {
        case A_RET: found = c == want; continue;
        case A_CALL: case A_TRAP: continue;
        case A_JMP: succ[0] = find_label(a, in->target); break;
        case A_JCC: succ[0] = find_label(a, in->target); succ[1] = next_in_section(a, i); break;
        default: succ[0] = next_in_section(a, i); break;
        }
        for (int k = 0; k < 2; k++) {
            if (succ[k] < 0)
                continue;
            int t = succ[k] * (want + 1) + c;
            if (!seen[t]) {
                seen[t] = true;
                queue[tail++] = t;
            }
        }
    }
    free(seen);
    free(queue);
    return found;
}

/* The calls in function sym (from its label to the next label that is
 * not a local .L one, and the same for its sym.cold part) that may reach
 * a constructor of `type`: direct ones naming TYPE__ctor, and indirect
 * ones (an entry cell). */
static int ctor_calls(const asmfile *a, const char *sym, const char *type)
{
    char cold[300], ctor[160];
    snprintf(cold, sizeof cold, "%s.cold", sym);
    snprintf(ctor, sizeof ctor, "%s__ctor", type);
    const char *parts[2] = {sym, cold};
    int n = 0;
    for (int p = 0; p < 2; p++) {
        int i = find_label(a, parts[p]);
        ck_assert_msg(i >= 0 || p == 1, "no function %s in the assembly", sym);
        for (i = i < 0 ? a->n : i + 1; i < a->n; i++) {
            const ainsn *in = &a->v[i];
            if (in->kind == A_LABEL && strncmp(in->target, ".L", 2) != 0)
                break;
            n += in->kind == A_CALL && (strstr(in->target, ctor) || in->target[0] == '*');
        }
    }
    return n;
}

/* Is there a path from label sym to a ret through at least one lock
 * cmpxchg and one lock xadd and no call (the fat Enter/Exit pair)? State:
 * (item, bit 0 cmpxchg seen, bit 1 xadd seen). */
static bool call_free_fat_path(const asmfile *a, const char *sym)
{
    int start = find_label(a, sym);
    ck_assert_msg(start >= 0, "no function %s in the assembly", sym);
    bool *seen = calloc((size_t)a->n * 4, 1);
    int *queue = malloc((size_t)a->n * 4 * sizeof *queue);
    ck_assert(seen && queue);
    int head = 0, tail = 0;
    queue[tail++] = start * 4;
    seen[start * 4] = true;
    bool found = false;
    while (head < tail && !found) {
        int s = queue[head++], i = s / 4, c = s % 4;
        const ainsn *in = &a->v[i];
        c |= (in->cas ? 1 : 0) | (in->xadd ? 2 : 0);
        int succ[2] = {-1, -1};
        switch (in->kind) {
        case A_RET: found = c == 3; continue;
        case A_CALL: case A_TRAP: continue;
        case A_JMP: succ[0] = find_label(a, in->target); break;
        case A_JCC: succ[0] = find_label(a, in->target); succ[1] = next_in_section(a, i); break;
        default: succ[0] = next_in_section(a, i); break;
        }
        for (int k = 0; k < 2; k++)
            if (succ[k] >= 0 && !seen[succ[k] * 4 + c]) {
                seen[succ[k] * 4 + c] = true;
                queue[tail++] = succ[k] * 4 + c;
            }
    }
    free(seen);
    free(queue);
    return found;
}

/* ----------------------------------------------------- compile and run */

typedef struct compiled {
    jit_code *code;
    char symbols[NMETH][256];
    asmfile asm_;
    bool reads_rt_state;         /* the assembly names the symbol rt_state */
} compiled;

/* Does the assembly at path name the runtime's state struct (an import of
 * rt_state: the code would depend on rt_vm's layout)? */
static bool names_rt_state(const char *path)
{
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "no assembly at %s", path);
    char line[512];
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        for (const char *p = strstr(line, "rt_state"); p && !found; p = strstr(p + 1, "rt_state"))
            found = (p == line || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
                    !(isalnum((unsigned char)p[8]) || p[8] == '_');
    fclose(f);
    return found;
}

/* Compile ms[0..n) in one batch with GCC's assembly dumped: *asm_ gets
 * it parsed, *reads_rt_state whether it names rt_state. */
static jit_code *compile_dumped(rt_method **ms, int n, int opt_level, asmfile *asm_, bool *reads_rt_state)
{
    char path[] = "/tmp/kiln-test-thinlock-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    close(fd);
    char err[512] = "", other[600];
    jit_options opt = {opt_level, path, false};
    jit_code *code = jit_compile_batch(ms, n, &opt, err, sizeof err);
    ck_assert_msg(code != NULL, "%s", err);
    snprintf(other, sizeof other, "%s.s", path);
    *asm_ = read_asm(other);
    *reads_rt_state = names_rt_state(other);
    unlink(other);
    snprintf(other, sizeof other, "%s.dump", path);
    unlink(other);
    unlink(path);
    return code;
}

static compiled compile(int opt_level)
{
    compiled r;
    memset(&r, 0, sizeof r);
    rt_type *t = rt_find_type("P");
    ck_assert_ptr_nonnull(t);
    rt_method *ms[NMETH];
    for (int i = 0; i < NMETH; i++) {
        ms[i] = rt_find_method(t, names[i], -1);
        ck_assert_msg(ms[i] != NULL, "no method P.%s", names[i]);
        jit_method_symbol(ms[i], r.symbols[i], sizeof r.symbols[i]);
    }
    r.code = compile_dumped(ms, NMETH, opt_level, &r.asm_, &r.reads_rt_state);
    return r;
}

static uint32_t lock_bits(rt_object *o)
{
    return *rt_obj_header(o) & (RT_HDR_THREAD_ID_MASK | RT_HDR_RECURSION_MASK | RT_HDR_HASH_OR_SYNCBLK);
}

static const char *pending_name(void)
{
    rt_object *ex = rt_take_pending();
    return ex ? ex->type->name : "";
}

/* The compiled methods behave: counts, a released lock, recursion on a
 * thin lock this thread holds, TryEnter failing at once on a thin lock
 * another lock id holds, ArgumentNullException for null. */
static void run_checks(const compiled *r)
{
    int32_t (*loop)(void *, int32_t) = RT_AS_FN(int32_t (*)(void *, int32_t), r->code->entries[0]);
    int32_t (*ee)(void *) = RT_AS_FN(int32_t (*)(void *), r->code->entries[1]);
    int32_t (*tl)(void *) = RT_AS_FN(int32_t (*)(void *), r->code->entries[2]);
    rt_object *o = rt_new_object(rt_state.wk.object);
    ck_assert_int_eq(loop(o, 1000), 1000);
    ck_assert_int_eq(ee(o), 1001);
    ck_assert_int_eq(tl(o), 1002);
    ck_assert_str_eq(pending_name(), "");
    ck_assert_uint_eq(lock_bits(o), 0);
    ck_assert_int_eq(mon_thin_acquire(o, false), MON_THIN_SUCCESS);   /* held once by this thread */
    ck_assert_int_eq(ee(o), 1003);
    ck_assert_int_eq(tl(o), 1004);
    ck_assert_uint_eq(lock_bits(o), rt_tls_lock_id);
    ck_assert(mon_thin_release(o));
    ck_assert_uint_eq(lock_bits(o), 0);
    uint32_t other = rt_tls_lock_id % RT_MAX_THIN_LOCK_ID + 1;
    *rt_obj_header(o) |= other;   /* a thin lock of another lock id */
    ck_assert_int_eq(tl(o), -1);
    ck_assert_uint_eq(lock_bits(o), other);
    *rt_obj_header(o) &= ~other;
    ee(NULL);
    ck_assert_str_eq(pending_name(), "System.ArgumentNullException");
    ck_assert_uint_eq(lock_bits(o), 0);
}

/* The compiled methods on an inflated lock: a hashed object, locked once
 * (its Lock is made by the slow path), then the fat fast paths. */
static void run_fat_checks(const compiled *r)
{
    int32_t (*loop)(void *, int32_t) = RT_AS_FN(int32_t (*)(void *, int32_t), r->code->entries[0]);
    int32_t (*ee)(void *) = RT_AS_FN(int32_t (*)(void *), r->code->entries[1]);
    int32_t (*tl)(void *) = RT_AS_FN(int32_t (*)(void *), r->code->entries[2]);
    rt_object *o = rt_new_object(rt_state.wk.object);
    int32_t h = mon_hash(o);
    int32_t base = loop(o, 0);
    ck_assert_int_eq(loop(o, 1000), base + 1000);
    ck_assert_uint_ne(mon_sync_index(o), 0);
    ck_assert_int_eq(ee(o), base + 1001);
    ck_assert_int_eq(tl(o), base + 1002);
    ck_assert_str_eq(pending_name(), "");
    ck_assert_uint_eq(mon_owner(o, NULL), 0);
    ck_assert_int_eq(mon_hash(o), h);
}

static void free_compiled(compiled *r)
{
    free(r->asm_.v);
    jit_code_release(r->code);
}

/* Every method: a call-free entry-to-ret path through acquire and release. */
static int count_call_free(const compiled *r)
{
    int n = 0;
    for (int i = 0; i < NMETH; i++)
        n += call_free_path(&r->asm_, r->symbols[i], 2);
    return n;
}

SUPPORT_TEST(test_uncontended_path_has_no_call, &prog)
{
    compiled r = compile(2);
    for (int i = 0; i < NMETH; i++)
        ck_assert_msg(call_free_path(&r.asm_, r.symbols[i], 2),
                      "P.%s: no call-free path through acquire and release", names[i]);
    run_checks(&r);
    free_compiled(&r);
}
END_TEST

/* Tables mode (AOT, code cache): addresses from the constants table, the
 * --thinlock setting loaded from its SETTING slot (never from rt_state, so
 * the code does not depend on rt_vm's layout); still no call. */
SUPPORT_TEST(test_tables_mode_has_no_call, &prog_tables)
{
    compiled r = compile(2);
    ck_assert_msg(!r.reads_rt_state, "tables-mode code imports rt_state");
    for (int i = 0; i < NMETH; i++)
        ck_assert_msg(call_free_path(&r.asm_, r.symbols[i], 2),
                      "P.%s: no call-free path through acquire and release (tables mode)", names[i]);
    run_checks(&r);
    free_compiled(&r);
}
END_TEST

SUPPORT_TEST(test_negative_control_no_intrinsics, &prog_no_intrinsics)
{
    compiled r = compile(2);
    ck_assert_int_eq(count_call_free(&r), 0);
    run_checks(&r);
    free_compiled(&r);
}
END_TEST

SUPPORT_TEST(test_negative_control_native_thin_lock, &prog_native_thin)
{
    compiled r = compile(2);
    ck_assert_int_eq(count_call_free(&r), 0);
    run_checks(&r);
    free_compiled(&r);
}
END_TEST

SUPPORT_TEST(test_fat_path_has_no_call, &prog)
{
    compiled r = compile(2);
    for (int i = 0; i < NMETH; i++)
        ck_assert_msg(call_free_fat_path(&r.asm_, r.symbols[i]),
                      "P.%s: no call-free path through the Lock's acquire and release", names[i]);
    run_checks(&r);
    run_fat_checks(&r);
    free_compiled(&r);
}
END_TEST

SUPPORT_TEST(test_fat_path_tables_mode_has_no_call, &prog_tables)
{
    compiled r = compile(2);
    for (int i = 0; i < NMETH; i++)
        ck_assert_msg(call_free_fat_path(&r.asm_, r.symbols[i]),
                      "P.%s: no call-free fat path (tables mode)", names[i]);
    run_fat_checks(&r);
    free_compiled(&r);
}
END_TEST

SUPPORT_TEST(test_negative_control_native_fat_lock, &prog_native_fat)
{
    compiled r = compile(2);
    for (int i = 0; i < NMETH; i++)
        ck_assert_msg(!call_free_fat_path(&r.asm_, r.symbols[i]),
                      "P.%s: a call-free fat path with --fatlock=native", names[i]);
    ck_assert_int_eq(count_call_free(&r), NMETH);   /* the thin path stays call-free */
    run_checks(&r);
    run_fat_checks(&r);
    free_compiled(&r);
}
END_TEST

/* A small constructor is spliced into the `newobj` that calls it
 * (docs/jit.md, "Inlining of [AggressiveInlining] callees and small
 * constructors"): P.Make allocates two Cells and stores their
 * fields inline, so no call of Make's may reach Cell's constructor.
 * Without the splice GCC does not inline the constructor's internal copy,
 * called from two sites (tried: two calls of it). The negative control
 * is -O0, where nothing is spliced or inlined. Both build the objects
 * right. Returns the calls that may reach the constructor. */
static int make_ctor_calls(int opt_level)
{
    rt_method *m = rt_find_method(rt_find_type("P"), "Make", -1);
    ck_assert_ptr_nonnull(m);
    char sym[256];
    jit_method_symbol(m, sym, sizeof sym);
    asmfile a;
    bool reads_rt_state;
    jit_code *code = compile_dumped(&m, 1, opt_level, &a, &reads_rt_state);
    int calls = ctor_calls(&a, sym, "Cell");
    rt_object *b = rt_new_object(rt_state.wk.object);
    char *cell = RT_AS_FN(char *(*)(int32_t, void *), code->entries[0])(42, b);
    rt_type *ct = rt_find_type("Cell");
    uint32_t fa = rt_find_field(ct, "A")->offset, fb = rt_find_field(ct, "B")->offset;
    ck_assert_ptr_nonnull(cell);
    ck_assert_ptr_eq(((rt_object *)(void *)cell)->type, ct);
    ck_assert_int_eq(*(int32_t *)(void *)(cell + fa), 42);
    char *inner = *(char **)(void *)(cell + fb);
    ck_assert_ptr_eq(((rt_object *)(void *)inner)->type, ct);
    ck_assert_int_eq(*(int32_t *)(void *)(inner + fa), 43);
    ck_assert_ptr_eq(*(void **)(void *)(inner + fb), b);
    free(a.v);
    jit_code_release(code);
    return calls;
}

SUPPORT_TEST(test_small_ctor_is_spliced, &prog)
{
    ck_assert_int_eq(make_ctor_calls(2), 0);
    ck_assert_int_gt(make_ctor_calls(0), 0);
}
END_TEST

SUPPORT_TEST(test_O0_is_correct, &prog)
{
    compiled r = compile(0);
    run_checks(&r);
    free_compiled(&r);
}
END_TEST

int main(int argc, char **argv)
{
    /* The searches read the code GCC makes at the default -O2; the ASan
     * setup compiles everything else at -O0 (tests/meson.build). */
    unsetenv("KILN_JIT_OPTIONS");
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    char err[256];
    if (!jit_available(err, sizeof err)) {
        fprintf(stderr, "%s: skipping\n", err);
        return 77;
    }
    Suite *s = suite_create("jit-thinlock");
    TCase *tc = tcase_create("asm");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_uncontended_path_has_no_call);
    tcase_add_test(tc, test_tables_mode_has_no_call);
    tcase_add_test(tc, test_negative_control_no_intrinsics);
    tcase_add_test(tc, test_negative_control_native_thin_lock);
    tcase_add_test(tc, test_O0_is_correct);
    tcase_add_test(tc, test_small_ctor_is_spliced);
    tcase_add_test(tc, test_fat_path_has_no_call);
    tcase_add_test(tc, test_fat_path_tables_mode_has_no_call);
    tcase_add_test(tc, test_negative_control_native_fat_lock);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
