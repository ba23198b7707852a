/* test_agree.c - the engine-agreement test: for every method of the corelib
 * (argv[1]) and of a program written to reach what the corelib may not,
 * the interpreter's decoder (interp_body_view) and the JIT's lowering
 * (jit_body_view) must have read the same facts from the verifier's typed
 * body (rt_method_body): per instruction the entry stack depth and kinds,
 * join points, OSR points, the innermost handler, and which intrinsic a
 * call inlines (as runtime/intrinsics.def says each engine implements it);
 * the interpreter's loop headers too (the lowering does not use them).
 *
 * Each view comes from the accessors the engine's own code generation
 * reads, so an engine that works one of these out its own way (a stack
 * walk, a branch scan, a name lookup) disagrees here for the methods where
 * its answer differs. A negative control checks that the comparison sees a
 * single changed fact. Needs no libgccjit.
 */
#include "interp/interp.h"
#include "jit/jit.h"
#include "runtime/runtime.h"
#include "tests/support.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Stacks at joins (?: in arguments, a switch), loops of each kind, nested
 * handlers with rethrow, intrinsics, a byref local (no OSR point). */
static const char *const program =
    "using System;\n"
    "using System.Threading;\n"
    "class P {\n"
    "  static int counter;\n"
    "  static long wide;\n"
    "  static int Pick(int a, bool c) { return Math.Max(a, c ? a + 1 : a - 1) + (c ? 1 : 2); }\n"
    "  static long Mix(long a, int n) { long s = 0; for (int i = 0; i < n; i++) { s += i % 3 == 0 ? a : -a; } return s; }\n"
    "  static double Avg(double[] v) { double s = 0; int i = 0; while (i < v.Length) { s += v[i]; i++; } return v.Length > 0 ? s / v.Length : 0.0; }\n"
    "  static string Name(int k) { switch (k) { case 0: return \"zero\"; case 1: return \"one\"; default: return k < 0 ? \"neg\" : \"many\"; } }\n"
    "  static int Guard(int x) { int r = 0; try { try { r = 100 / x; } catch (DivideByZeroException) { r = -1; throw; } finally { r += 1000; } }\n"
    "    catch (Exception) { r += 7; } return r; }\n"
    "  static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }\n"
    "  static int Loops(int n) { int a = 1, b = 2; for (int i = 0; i < n; i++) { Swap(ref a, ref b); } return a; }\n"
    "  static int Atomics(int n) { for (int i = 0; i < n; i++) { Interlocked.Increment(ref counter); Interlocked.Add(ref wide, 2); }\n"
    "    Volatile.Write(ref counter, Volatile.Read(ref counter) + 1); return Interlocked.CompareExchange(ref counter, 0, 5); }\n"
    "  static int Locked(object o) { int r = 0; lock (o) { r = counter; } return r; }\n"
    "  static int Main() { return Pick(1, true) + (int)Mix(2, 3) + Name(1).Length + Guard(0) + Loops(3) + Atomics(2) + Locked(new object()); }\n"
    "}\n";

static const support_setup agree_prog = {.interp = true, .source = program, .file = "agree.cs"};

/* m's typed body, published by the verifier on this first request. */
static const kmod_body *body_of(const rt_method *m)
{
    char why[300];
    const kmod_body *b = rt_method_body((rt_method *)m, why, sizeof why);
    ck_assert_msg(b != NULL, "%s: %s", rt_method_key(m), why);
    return b;
}

/* How much of each fact the methods compared exercised. */
typedef struct coverage {
    uint32_t methods, insns, deep_joins, loops, osr, handlers, intrinsics;
} coverage;

/* What engine `engines` (RT_ENGINE_*) inlines for a call of c, by the
 * list alone. */
static uint8_t listed(const rt_method *c, uint8_t engines)
{
    uint8_t id = rt_method_intrinsic(c);
    return (rt_intrinsic_table[id].engines & engines) ? id : RT_INTRINSIC_NONE;
}

/* Compare what the two engines read for instruction k of m with each other
 * and with the typed body; the first difference goes to why. */
static int compare_insn(const rt_method *m, uint32_t k, const rt_insn_view *iv, const rt_insn_view *jv,
                        char *why, size_t n)
{
    const kmod_binsn *b = &body_of(m)->insns[k];
    const char *what = NULL;
    uint8_t both = KMOD_BI_JOIN | KMOD_BI_OSR;
    if (iv->off != b->off || jv->off != b->off)
        what = "IL offset";
    else if ((iv->flags & both) != (b->flags & both) || (jv->flags & both) != (b->flags & both))
        what = "join or OSR flag";
    else if ((iv->flags & KMOD_BI_LOOP) != (b->flags & KMOD_BI_LOOP))
        what = "loop header";
    else if (iv->handler != b->handler || jv->handler != b->handler)
        what = "innermost handler";
    else if (iv->depth != jv->depth || (iv->depth != b->depth))
        what = "entry depth";
    else if (memcmp(iv->kinds, jv->kinds, RT_VIEW_KINDS) != 0)
        what = "entry stack kinds";
    else if (m->code[b->off] == IL_CALL) {   /* a static call inlines what the list says */
        const rt_method *c = rt_resolve_method(m->module, il_read_u32(m->code + b->off + 1));
        uint8_t wi = c->has_this ? RT_INTRINSIC_NONE : listed(c, RT_ENGINE_INTERP);
        uint8_t wj = c->has_this ? RT_INTRINSIC_NONE : listed(c, RT_ENGINE_JIT);
        if (iv->intrinsic != wi || jv->intrinsic != wj)
            what = "intrinsic";
    } else if (iv->intrinsic || jv->intrinsic) {
        what = "intrinsic";
    }
    for (uint32_t i = 0; !what && i < RT_VIEW_KINDS; i++)
        if (iv->kinds[i] != (i < b->depth ? (uint8_t)kmod_body_kind(body_of(m), b->top, i) : KMOD_ST_NONE))
            what = "entry stack kinds (typed body)";
    if (what)
        snprintf(why, n, "%s IL_%04x: the engines disagree on the %s (interp %u/%u/%u/%u, jit %u/%u/%u/%u: "
                 "depth/flags/handler/intrinsic)", rt_method_key(m), b->off, what, iv->depth, iv->flags,
                 iv->handler, iv->intrinsic, jv->depth, jv->flags, jv->handler, jv->intrinsic);
    return what ? -1 : 0;
}

static int compare_method(const rt_method *m, const rt_insn_view *iv, const rt_insn_view *jv, char *why,
                          size_t n)
{
    for (uint32_t k = 0; k < body_of(m)->ninsns; k++)
        if (compare_insn(m, k, &iv[k], &jv[k], why, n))
            return -1;
    return 0;
}

static void count(const rt_method *m, const rt_insn_view *iv, coverage *c)
{
    c->methods++;
    for (uint32_t k = 0; k < body_of(m)->ninsns; k++) {
        c->insns++;
        c->deep_joins += (iv[k].flags & KMOD_BI_JOIN) && iv[k].depth > 0 && iv[k].off != 0;
        c->loops += !!(iv[k].flags & KMOD_BI_LOOP);
        c->osr += !!(iv[k].flags & KMOD_BI_OSR);
        c->handlers += iv[k].handler != KMOD_NO_CLAUSE;
        c->intrinsics += iv[k].intrinsic != RT_INTRINSIC_NONE;
    }
}

/* Both views of m; 0, or -1 with why. */
static int views(rt_method *m, rt_insn_view **iv, rt_insn_view **jv, char *why, size_t n)
{
    uint32_t ni = body_of(m)->ninsns;
    *iv = calloc(ni, sizeof **iv);
    *jv = calloc(ni, sizeof **jv);
    ck_assert(*iv && *jv);
    if (interp_body_view(m, *iv)) {
        snprintf(why, n, "%s: the interpreter cannot decode it", rt_method_key(m));
        return -1;
    }
    return jit_body_view(m, *jv, why, n);
}

static void check_module(rt_module *mod, coverage *c)
{
    char why[512] = "";
    for (uint32_t i = 0; i < mod->km->methods.n; i++) {
        rt_method *m = mod->methods[i];
        if (!m->code_len || (m->flags & (KMOD_METH_INTERNALCALL | KMOD_METH_PINVOKE)))
            continue;
        rt_insn_view *iv, *jv;
        int rc = views(m, &iv, &jv, why, sizeof why);
        ck_assert_msg(rc == 0, "%s", why);
        ck_assert_msg(compare_method(m, iv, jv, why, sizeof why) == 0, "%s", why);
        count(m, iv, c);
        free(iv);
        free(jv);
    }
}

SUPPORT_TEST(test_engines_agree_on_the_corelib, &agree_prog)
{
    ck_assert_msg(rt_state.sync_table.symbol != NULL, "the sync table's symbol (SyncBlockLock inlines only with it)");
    coverage c = {0};
    check_module(rt_state.modules[0], &c);
    ck_assert_uint_ge(c.methods, 100);
    ck_assert_msg(c.loops && c.osr && c.intrinsics,   /* it has no try block: the program has */
                  "the corelib no longer exercises these facts: %u loops, %u OSR points, %u intrinsic calls",
                  c.loops, c.osr, c.intrinsics);
}
END_TEST

SUPPORT_TEST(test_engines_agree_on_a_program, &agree_prog)
{
    coverage c = {0};
    check_module(support_module(), &c);
    ck_assert_msg(c.deep_joins && c.loops && c.osr && c.handlers && c.intrinsics,
                  "the program no longer exercises every fact: %u joins with a stack, %u loops, "
                  "%u OSR points, %u in handlers, %u intrinsic calls", c.deep_joins, c.loops, c.osr,
                  c.handlers, c.intrinsics);
}
END_TEST

/* The comparison itself sees one changed fact of each kind. */
SUPPORT_TEST(test_a_changed_fact_is_seen, &agree_prog)
{
    rt_module *app = support_module();
    char why[512];
    uint32_t seen = 0;
    for (uint32_t i = 0; i < app->km->methods.n; i++) {
        rt_method *m = app->methods[i];
        if (!m->code_len)
            continue;
        rt_insn_view *iv, *jv;
        ck_assert_msg(views(m, &iv, &jv, why, sizeof why) == 0, "%s", why);
        for (uint32_t k = 0; k < body_of(m)->ninsns; k++) {
            rt_insn_view save = jv[k];
            for (int change = 0; change < 5; change++) {
                switch (change) {
                case 0: jv[k].flags ^= KMOD_BI_JOIN; break;
                case 1: jv[k].handler ^= 1; break;
                case 2: jv[k].depth++; break;
                case 3: jv[k].kinds[0] = jv[k].kinds[0] == KMOD_ST_I4 ? KMOD_ST_I8 : KMOD_ST_I4; break;
                default: iv[k].flags ^= KMOD_BI_LOOP; break;
                }
                ck_assert_msg(compare_method(m, iv, jv, why, sizeof why) != 0,
                              "%s IL_%04x: change %d not seen", rt_method_key(m), jv[k].off, change);
                jv[k] = save;
                iv[k].flags = (uint8_t)(iv[k].flags & ~KMOD_BI_LOOP) | (body_of(m)->insns[k].flags & KMOD_BI_LOOP);
                seen++;
            }
            if (jv[k].intrinsic) {
                jv[k].intrinsic = RT_INTRINSIC_NONE;
                ck_assert_msg(compare_method(m, iv, jv, why, sizeof why) != 0, "a dropped intrinsic not seen");
                jv[k] = save;
            }
        }
        ck_assert_msg(compare_method(m, iv, jv, why, sizeof why) == 0, "%s", why);
        free(iv);
        free(jv);
    }
    ck_assert_uint_gt(seen, 100);
}
END_TEST

int main(int argc, char **argv)
{
    int rc = support_init(argc, argv, true);
    if (rc)
        return rc;
    Suite *s = suite_create("engines-agree");
    TCase *tc = tcase_create("typed body");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_engines_agree_on_the_corelib);
    tcase_add_test(tc, test_engines_agree_on_a_program);
    tcase_add_test(tc, test_a_changed_fact_is_seen);
    suite_add_tcase(s, tc);
    return support_run_suite(s);
}
