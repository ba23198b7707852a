/* reach_program.c - rapid type analysis over a whole program: the methods
 * reachable from Main when a virtual or interface call reaches only the
 * overrides of the types the program can make objects of. Those are the
 * types the runtime makes itself (rt_corelib_contract_types) and those a
 * reachable body makes (newobj, box); reaching more code can make more
 * types, so the set and the reachable methods grow together until neither
 * does. What `kiln aot` compiles and `--mode=jit` compiles up front (a
 * method left out there still runs, in the interpreter, so jit mode does
 * not root the ToString overrides the runtime calls from C: the
 * interpreter runs a made type's ToString for Console.WriteLine(object)
 * once, compiled code would not be faster for it. A thread delegate's
 * Invoke is rooted in both: it is a thread's whole body; so is an
 * exception filter's, which the first pass calls from C).
 *
 * Invariant: a type is made before any override of it is reached through
 * a virtual slot; the runtime's C-called methods of a made type (its
 * ToString, a thread delegate's Invoke) are roots.
 */
#include "jit/jit_internal.h"

#include <stdlib.h>
#include <string.h>

/* t is a delegate type whose Invoke the runtime calls from C, or a class
 * of one: a thread's (runtime/threads.c) or, as the frontend makes
 * exception filters, a Func<T, bool> (runtime/exceptions.c; every Func
 * of one argument: a program's own uses of them are mostly reached anyway). */
static bool c_called_delegate(const rt_type *t)
{
    for (; t; t = t->parent)
        if (!strcmp(t->name, "System.Threading.ThreadStart") ||
            !strcmp(t->name, "System.Threading.ParameterizedThreadStart") ||
            !strncmp(t->name, "System.Func`2", 13))
            return true;
    return false;
}

/* The types the program can make objects of, per module and typedef row:
 * those the runtime makes itself (rt_corelib_contract_types(made)) and
 * those a reachable body makes (newobj, box). */
typedef struct made_set {
    uint8_t *made[RT_MAX_MODULES];     /* an object of this type can exist */
    uint8_t *rooted[RT_MAX_MODULES];   /* its C-called methods are roots */
} made_set;

/* The module index of t's module (nmodules: an array or a runtime type). */
static uint32_t module_of(const rt_type *t)
{
    uint32_t k = 0;
    while (t && t->module && k < rt_state.nmodules && rt_state.modules[k] != t->module)
        k++;
    return t && t->module && !(t->flags & RT_TYPE_ARRAY) ? k : rt_state.nmodules;
}

static bool mark_made(made_set *s, const rt_type *t)
{
    uint32_t k = module_of(t);   /* an array's methods are Object's */
    if (k == rt_state.nmodules || s->made[k][t->row])
        return false;
    s->made[k][t->row] = 1;
    return true;
}

/* jit_collect_reachable_made's test: can the program make a t? (An array
 * runs Object's methods, made too.) */
static bool is_made(const rt_type *t, void *ctx)
{
    const made_set *s = ctx;
    uint32_t k = module_of(t);
    return k < rt_state.nmodules ? s->made[k][t->row] != 0 : (t->flags & RT_TYPE_ARRAY) != 0;
}

/* Mark what the bodies of ms[0..n) make; did the set grow? */
static bool mark_bodies(made_set *s, rt_method *const *ms, uint32_t n)
{
    bool grew = false;
    for (uint32_t i = 0; i < n; i++) {
        const rt_method *m = ms[i];
        for (uint32_t pc = 0; pc < m->code_len;) {
            int sz = il_instr_size(m->code + pc, m->code_len - pc);
            if (sz <= 0)
                break;
            uint32_t tok = sz == 5 ? il_read_u32(m->code + pc + 1) : 0;
            if (m->code[pc] == IL_NEWOBJ) {
                const rt_method *c = rt_resolve_method(m->module, tok);
                grew |= c && mark_made(s, c->owner);
            } else if (m->code[pc] == IL_BOX) {
                grew |= mark_made(s, rt_resolve_type(m->module, tok));
            }
            pc += (uint32_t)sz;
        }
    }
    return grew;
}

/* The methods the runtime calls from C that no IL calls, of the made
 * types not rooted yet, appended to r (*k of them so far): the Invoke of
 * a thread's delegate (a Thread's entry) or an exception filter and, when tostring, each one's
 * ToString in effect (Console.WriteLine(object), string concatenation,
 * the unhandled-exception report). */
static void root_made(made_set *s, rt_method **r, uint32_t *k, bool tostring)
{
    rt_method *ts = tostring ? rt_state.wk.object_tostring : NULL;
    for (uint32_t mi = 0; mi < rt_state.nmodules; mi++) {
        rt_module *mod = rt_state.modules[mi];
        for (uint32_t row = 0; row < mod->km->typedefs.n; row++) {
            rt_type *t = mod->types[row];
            if (!s->made[mi][row] || s->rooted[mi][row])
                continue;
            s->rooted[mi][row] = 1;
            if (ts && ts->vtable_slot >= 0 && (uint32_t)ts->vtable_slot < t->vtable_len && t->vtable[ts->vtable_slot])
                r[(*k)++] = t->vtable[ts->vtable_slot];
            rt_method *inv = c_called_delegate(t) ? rt_find_method(t, "Invoke", -1) : NULL;
            if (inv)
                r[(*k)++] = inv;
        }
    }
}

static void made_free(made_set *s)
{
    for (uint32_t k = 0; k < RT_MAX_MODULES; k++)
        free(s->made[k]), free(s->rooted[k]);
}

/* Everything reachable from Main and from what the runtime calls from C
 * on the objects the program can make (root_made: threads' delegates,
 * and their ToString overrides when c_roots), grown
 * until the made types stop growing; NULL when out of memory. */
rt_method **jit_collect_program(rt_method *main_m, bool c_roots, uint32_t *n)
{
    made_set s = {0};
    rt_method **r = calloc(2 * rt_state.ntypes + 2, sizeof *r), **ms = NULL;
    rt_type **named = calloc(rt_state.ntypes + 1, sizeof *named);
    bool ok = r && named;
    for (uint32_t k = 0; ok && k < rt_state.nmodules; k++) {
        uint32_t nt = rt_state.modules[k]->km->typedefs.n + 1;
        ok = (s.made[k] = calloc(nt, 1)) && (s.rooted[k] = calloc(nt, 1));
    }
    uint32_t nr = 0, nn = ok ? rt_corelib_contract_types(named, rt_state.ntypes + 1, true) : 0;
    for (uint32_t i = 0; i < nn; i++)
        mark_made(&s, named[i]);
    if (ok)
        r[nr++] = main_m;
    for (bool grew = ok; grew;) {
        root_made(&s, r, &nr, c_roots);
        free(ms);
        ms = jit_collect_reachable_made(r, nr, is_made, &s, n);
        grew = mark_bodies(&s, ms, *n);
    }
    made_free(&s);
    free(named);
    free(r);
    return ms;
}
