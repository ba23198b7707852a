/* lower_const.c - how generated code refers to the runtime: constants
 * (runtime objects by address, runtime settings by value), imported
 * functions and globals, and the tables of tables mode.
 *
 * Every runtime address the generated code uses comes from one of the
 * jit_const_* functions. In-memory JIT: the pointer is embedded. Tables
 * mode (AOT, code cache): a load of an internal pointer global, one per
 * distinct (kind, module, row), which rt_image_fill_consts fills when the
 * code is loaded (runtime/image.h); jit_lower_emit_tables emits the
 * descriptors and the slot addresses at the end of the batch.
 * Invariants: a table slot is the same (kind, module, row) in every process
 * that loads the code, so the code depends on no runtime address; no
 * generated code reads rt_state (settings are SETTING slots), so none
 * depends on rt_vm's layout.
 */
#include "jit/lower.h"
#include "runtime/image.h"

#include <stdio.h>
#include <stdlib.h>

/* ------------------------------------------------------------- constants */

static uint32_t module_index(const rt_module *mod)
{
    for (uint32_t i = 0; i < rt_state.nmodules; i++)
        if (rt_state.modules[i] == mod)
            return i;
    return 0;
}

/* Row of table tab of module index `module` as the running process's
 * module numbers it; a row that was cut fails L (the cut kept less than
 * the code names). */
static uint32_t image_row(lower *L, uint32_t module, kmod_table tab, uint32_t row)
{
    const kmod_rowmap *map = module < L->nrowmaps ? L->rowmaps[module] : NULL;
    uint32_t r = kmod_rowmap_row(map, tab, row);
    if (r == KMOD_NONE)
        jit_lower_fail(L, "jit: the image's module %u lacks row %u of table %u", module, row, (unsigned)tab);
    return r;
}

uint32_t jit_image_row(lower *L, const rt_module *mod, kmod_table tab, uint32_t row)
{
    return L->tables ? image_row(L, module_index(mod), tab, row) : row;
}

/* A constants descriptor's row as the running process numbers it. */
static uint32_t desc_row(lower *L, const const_ent *c)
{
    switch (c->kind) {
    case RT_CONST_METHOD: return image_row(L, c->module, KMOD_TAB_METHOD, c->row);
    case RT_CONST_TYPE: case RT_CONST_STATICS: return image_row(L, c->module, KMOD_TAB_TYPEDEF, c->row);
    case RT_CONST_STRING_CELL: return image_row(L, c->module, KMOD_TAB_STRING, c->row);
    default: return c->row;   /* a kind, a setting, an earlier slot, unused */
    }
}

/* The slot of (kind, module, row), created on first use; its index. */
static uint32_t const_slot(lower *L, uint32_t kind, uint32_t module, uint32_t row)
{
    for (uint32_t i = 0; i < L->nconsts; i++)
        if (L->consts[i].kind == kind && L->consts[i].module == module && L->consts[i].row == row)
            return i;
    if (L->nconsts == L->capconsts) {
        L->capconsts = L->capconsts ? 2 * L->capconsts : 64;
        L->consts = realloc(L->consts, L->capconsts * sizeof *L->consts);
        if (!L->consts)
            abort();
    }
    char name[32];
    snprintf(name, sizeof name, "kc_%u", L->nconsts);
    const_ent *c = &L->consts[L->nconsts];
    *c = (const_ent){kind, module, row, G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_INTERNAL, L->t_ptr, name)};
    return L->nconsts++;
}

static gcc_jit_rvalue *const_ref(lower *L, uint32_t kind, uint32_t module, uint32_t row, const void *p)
{
    if (!L->tables)
        return ptrc(L, p);
    uint32_t i = const_slot(L, kind, module, row);   /* may grow L->consts */
    return rv(L, L->consts[i].g);
}

gcc_jit_rvalue *jit_const_method(lower *L, const rt_method *m)
{
    return const_ref(L, RT_CONST_METHOD, module_index(m->module), m->row, m);
}

gcc_jit_rvalue *jit_const_module(lower *L, const rt_module *mod)
{
    return const_ref(L, RT_CONST_MODULE, module_index(mod), 0, mod);
}

/* The slot of type t (tables mode): typedefs by (module, row), primitives
 * by kind, arrays by the slot of their element type. */
static uint32_t type_slot(lower *L, const rt_type *t)
{
    if (t->flags & RT_TYPE_ARRAY)
        return const_slot(L, RT_CONST_ARRAY, 0, type_slot(L, t->elem));
    if (t->flags & RT_TYPE_PRIMITIVE)
        return const_slot(L, RT_CONST_PRIM, 0, (uint32_t)t->kind);
    return const_slot(L, RT_CONST_TYPE, module_index(t->module), t->row);
}

gcc_jit_rvalue *jit_const_type(lower *L, const rt_type *t)
{
    if (!L->tables)
        return ptrc(L, t);
    uint32_t i = type_slot(L, t);   /* may grow L->consts */
    return rv(L, L->consts[i].g);
}

gcc_jit_rvalue *jit_const_statics(lower *L, const rt_type *t)
{
    return const_ref(L, RT_CONST_STATICS, module_index(t->module), t->row, t->statics);
}

/* The address of mod's interned-string cell of string token tok. */
gcc_jit_rvalue *jit_const_string_cell(lower *L, const rt_module *mod, uint32_t tok)
{
    uint32_t row = KMOD_TOKEN_ROW(tok);
    return const_ref(L, RT_CONST_STRING_CELL, module_index(mod), row, &mod->strings[row]);
}

/* A runtime setting (rt_const_setting) the code tests, as an i32. In
 * process: value, a constant GCC folds. Tables mode: the setting's slot,
 * filled with its value (not an address) when the code is loaded, so the
 * code reads one global of its own and not rt_state's layout. */
gcc_jit_rvalue *jit_const_setting(lower *L, uint32_t setting, int value)
{
    if (!L->tables)
        return i32c(L, value);
    uint32_t i = const_slot(L, RT_CONST_SETTING, 0, setting);
    return cast(L, G(context_new_bitcast)(L->ctx, NULL, rv(L, L->consts[i].g), L->t_i64), L->t_i32);
}

/* The monitor's sync-block table (rt_state.sync_table.base): embedded in
 * process; in tables mode its global imported by name (the symbol the
 * monitor publishes), so the address is a link-time constant. */
gcc_jit_rvalue *jit_const_sync_table(lower *L)
{
    const rt_sync_table_abi *a = &rt_state.sync_table;
    if (!L->tables)
        return ptrc(L, a->base);
    if (!L->g_sync_table) {
        gcc_jit_type *t = G(context_new_array_type)(L->ctx, NULL, L->t_u8, (int)a->base_size);
        L->g_sync_table = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, t, a->symbol);
    }
    return G(lvalue_get_address)(L->g_sync_table, NULL);
}

/* ------------------------------------------------------ imported runtime */

static gcc_jit_function *import_fn(lower *L, const char *name, gcc_jit_type *ret, int n,
                                   gcc_jit_type **pt, int variadic)
{
    gcc_jit_param *p[8];
    for (int i = 0; i < n; i++) {
        char pn[8];
        snprintf(pn, sizeof pn, "p%d", i);
        p[i] = G(context_new_param)(L->ctx, NULL, pt[i], pn);
    }
    return G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_IMPORTED, ret, name, n, p, variadic);
}

/* lo < d < hi converts; NaN -> 0; beyond a bound -> that bound's result. */
static gcc_jit_function *make_d2i(lower *L, bool is_unsigned)
{
    gcc_jit_type *rt = is_unsigned ? L->t_u64 : L->t_i64;
    gcc_jit_param *p[5] = {
        G(context_new_param)(L->ctx, NULL, L->t_f64, "d"), G(context_new_param)(L->ctx, NULL, L->t_f64, "lo"),
        G(context_new_param)(L->ctx, NULL, L->t_f64, "hi"), G(context_new_param)(L->ctx, NULL, rt, "lores"),
        G(context_new_param)(L->ctx, NULL, rt, "hires")};
    gcc_jit_function *f = G(context_new_function)(L->ctx, NULL, GCC_JIT_FUNCTION_ALWAYS_INLINE, rt,
                                                  is_unsigned ? "kiln_d2u" : "kiln_d2i", 5, p, 0);
    gcc_jit_rvalue *d = G(param_as_rvalue)(p[0]);
    gcc_jit_block *b0 = G(function_new_block)(f, "nan"), *b1 = G(function_new_block)(f, "lo"),
                  *b2 = G(function_new_block)(f, "hi"), *b3 = G(function_new_block)(f, "conv"),
                  *rlo = G(function_new_block)(f, "rlo"), *rhi = G(function_new_block)(f, "rhi"),
                  *rz = G(function_new_block)(f, "rz");
    G(block_end_with_conditional)(b0, NULL, G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_NE, d, d), rz, b1);
    G(block_end_with_conditional)(b1, NULL, G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_LE, d, G(param_as_rvalue)(p[1])), rlo, b2);
    G(block_end_with_conditional)(b2, NULL, G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_GE, d, G(param_as_rvalue)(p[2])), rhi, b3);
    G(block_end_with_return)(b3, NULL, cast(L, d, rt));
    G(block_end_with_return)(rlo, NULL, G(param_as_rvalue)(p[3]));
    G(block_end_with_return)(rhi, NULL, G(param_as_rvalue)(p[4]));
    G(block_end_with_return)(rz, NULL, G(context_zero)(L->ctx, rt));
    return f;
}

void jit_lower_init_imports(lower *L)
{
    gcc_jit_type *ip[2] = {L->t_i32, L->t_cstr}, *p1[1] = {L->t_ptr}, *pp[2] = {L->t_ptr, L->t_ptr},
                 *pl[2] = {L->t_ptr, L->t_i64}, *d1[1] = {L->t_f64}, *dd[2] = {L->t_f64, L->t_f64};
    (void)d1;
    L->f_throw_kind = import_fn(L, "rt_throw_kind", L->t_void, 2, ip, 0);
    L->f_throw_kindf = import_fn(L, "rt_throw_kindf", L->t_void, 2, ip, 1);
    L->f_ensure_init = import_fn(L, "rt_type_ensure_init", L->t_bool, 1, p1, 0);
    gcc_jit_type *pps[3] = {L->t_ptr, L->t_ptr, L->t_size};
    L->f_gc_alloc = import_fn(L, "gc_alloc", L->t_ptr, 3, pps, 0);
    L->f_new_array = import_fn(L, "rt_new_array", L->t_ptr, 2, pl, 0);
    L->f_is_subclass = import_fn(L, "rt_is_subclass", L->t_bool, 2, pp, 0);
    L->f_assignable = import_fn(L, "rt_type_assignable", L->t_bool, 2, pp, 0);
    L->f_store_ok = import_fn(L, "rt_array_store_ok", L->t_bool, 2, pp, 0);
    L->f_entry = import_fn(L, "rt_method_entry", L->t_ptr, 1, p1, 0);
    gcc_jit_type *ppu[3] = {L->t_ptr, L->t_ptr, L->t_u32};
    L->f_append_frame = import_fn(L, "rt_exc_append_frame", L->t_void, 3, ppu, 0);
    L->f_throw = import_fn(L, "rt_throw", L->t_void, 1, p1, 0);
    L->f_rethrow = import_fn(L, "rt_rethrow", L->t_void, 1, p1, 0);
    L->f_poll_slow = import_fn(L, "gc_poll_slow", L->t_void, 1, p1, 0);
    L->f_fmod = import_fn(L, "fmod", L->t_f64, 2, dd, 0);
    gcc_jit_type *pu[2] = {L->t_ptr, L->t_u32};
    L->f_resolve_string = import_fn(L, "rt_resolve_string", L->t_ptr, 2, pu, 0);
    L->f_pinvoke_target = import_fn(L, "rt_pinvoke_target", L->t_ptr, 1, p1, 0);
    L->f_to_utf8 = import_fn(L, "rt_string_to_utf8", L->t_ptr, 1, p1, 0);
    L->f_free = import_fn(L, "free", L->t_void, 1, p1, 0);
    L->f_safe_enter = import_fn(L, "gc_safe_enter", L->t_void, 1, p1, 0);
    L->f_safe_leave = import_fn(L, "gc_safe_leave", L->t_void, 1, p1, 0);
    L->f_new_cstr = import_fn(L, "rt_new_string_cstr", L->t_ptr, 1, p1, 0);
    L->f_is_handled = import_fn(L, "rt_exc_is_handled", L->t_bool, 1, p1, 0);
    gcc_jit_type *ppu3[3] = {L->t_ptr, L->t_ptr, L->t_u32}, *pup[3] = {L->t_ptr, L->t_u32, L->t_ptr};
    L->f_filter_takes = import_fn(L, "rt_exc_filter_takes", L->t_bool, 3, ppu3, 0);
    L->f_set_filter = import_fn(L, "rt_exc_set_filter", L->t_void, 3, pup, 0);
    L->f_move_filters = import_fn(L, "rt_exc_move_filters", L->t_void, 2, pp, 0);
    L->f_box = import_fn(L, "rt_box", L->t_ptr, 2, pp, 0);
    L->f_unbox = import_fn(L, "rt_unbox", L->t_ptr, 2, pp, 0);
    gcc_jit_type *pii[3] = {L->t_ptr, L->t_i32, L->t_u32};
    L->f_checked_conv = import_fn(L, "rt_checked_conv", L->t_bool, 3, pii, 0);
    gcc_jit_type *ppiu[4] = {L->t_ptr, L->t_ptr, L->t_i32, L->t_u32};
    L->f_checked_arith = import_fn(L, "rt_checked_arith", L->t_bool, 4, ppiu, 0);
    /* GCC's own memset: a small constant size is a few stores, not a call */
    L->f_memset = G(context_get_builtin_function)(L->ctx, "__builtin_memset");
    L->f_expect = G(context_get_builtin_function)(L->ctx, "__builtin_expect");
    L->f_d2i = make_d2i(L, false);
    L->f_d2u = make_d2i(L, true);
    L->g_thread = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, L->t_ptr, "rt_tls_thread");
    G(lvalue_set_tls_model)(L->g_thread, GCC_JIT_TLS_MODEL_INITIAL_EXEC);
    L->g_stop = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, L->t_vint, "gc_stop_requested");
    L->g_lock_id = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_IMPORTED, L->t_u32, "rt_tls_lock_id");
    G(lvalue_set_tls_model)(L->g_lock_id, GCC_JIT_TLS_MODEL_INITIAL_EXEC);
    jit_lower_init_barrier(L);
}

/* ------------------------------------------------- tables (runtime/image.h) */

/* A table's exported name: base (RT_IMAGE_*) and the batch's suffix. */
static const char *table_name(lower *L, const char *base, char *buf, size_t len)
{
    snprintf(buf, len, "%s%s", base, L->tables_suffix);
    return buf;
}

static void u32_global(lower *L, const char *base, const uint32_t *v, uint32_t n)
{
    char name[64];
    gcc_jit_type *at = G(context_new_array_type)(L->ctx, NULL, L->t_u32, (int)n);
    gcc_jit_lvalue *g = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_EXPORTED, at,
                                              table_name(L, base, name, sizeof name));
    G(global_set_initializer)(g, v, n * sizeof *v);
}

/* An exported array global of n pointers of type t, initialized from el. */
static void ptr_array_global(lower *L, const char *base, gcc_jit_type *t, gcc_jit_rvalue **el, uint32_t n)
{
    char name[64];
    gcc_jit_rvalue *none = G(context_null)(L->ctx, t);
    gcc_jit_type *at = G(context_new_array_type)(L->ctx, NULL, t, (int)(n ? n : 1));
    gcc_jit_lvalue *g = G(context_new_global)(L->ctx, NULL, GCC_JIT_GLOBAL_EXPORTED, at,
                                              table_name(L, base, name, sizeof name));
    G(global_set_initializer_rvalue)(g, G(context_new_array_constructor)(L->ctx, NULL, at, (int)(n ? n : 1), n ? el : &none));
}

/* The constants descriptors and slot addresses, and the method table of
 * every exported function of the batch. */
void jit_lower_emit_tables(lower *L)
{
    uint32_t nc = L->nconsts, nm = 0;
    uint32_t *cd = jit_xcalloc(1 + 3 * (size_t)nc, sizeof *cd);
    gcc_jit_rvalue **slots = jit_xcalloc(nc, sizeof *slots);
    cd[0] = nc;
    for (uint32_t i = 0; i < nc; i++) {
        cd[1 + 3 * i] = L->consts[i].kind;
        cd[2 + 3 * i] = L->consts[i].module;
        cd[3 + 3 * i] = desc_row(L, &L->consts[i]);
        slots[i] = G(lvalue_get_address)(L->consts[i].g, NULL);
    }
    u32_global(L, RT_IMAGE_CONST_DESC, cd, 1 + 3 * nc);
    ptr_array_global(L, RT_IMAGE_CONST_SLOTS, G(type_get_pointer)(L->t_ptr), slots, nc);
    uint32_t *md = jit_xcalloc(1 + 2 * (size_t)L->nfns, sizeof *md);
    gcc_jit_rvalue **fns = jit_xcalloc(L->nfns, sizeof *fns);
    for (uint32_t i = 0; i < L->nfns; i++) {
        if (L->fns[i]->inline_copy || L->fns[i]->osr_off >= 0)
            continue;
        md[1 + 2 * nm] = module_index(L->fns[i]->m->module);
        md[2 + 2 * nm] = image_row(L, md[1 + 2 * nm], KMOD_TAB_METHOD, L->fns[i]->m->row);
        fns[nm++] = cast(L, G(function_get_address)(L->fns[i]->fn, NULL), L->t_ptr);
    }
    md[0] = nm;
    u32_global(L, RT_IMAGE_METHOD_DESC, md, 1 + 2 * nm);
    ptr_array_global(L, RT_IMAGE_METHOD_FNS, L->t_ptr, fns, nm);
    free(cd);
    free(slots);
    free(md);
    free(fns);
}
