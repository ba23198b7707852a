/* types.c - primitive and array types, subtype tests, class initialization.
 *
 * Invariants: array types are created once per element type under the
 * loader lock and published through elem->array_of (read without a lock);
 * a type's init_state only moves 0 -> 1 -> 2 (done) or 0 -> 1 -> 3 (the
 * initializer threw; init_error, set first, holds the exception every later
 * use throws); 2 and 3 are final, so rt_type_init_check costs one acquire
 * load once initialized.
 */
#include "runtime_internal.h"

#include <string.h>

static const char *const prim_names[RT_KIND_PRIM_LAST + 1] = {
    [RT_KIND_VOID] = "System.Void", [RT_KIND_BOOL] = "System.Boolean",
    [RT_KIND_CHAR] = "System.Char", [RT_KIND_U1] = "System.Byte",
    [RT_KIND_I4] = "System.Int32", [RT_KIND_U4] = "System.UInt32",
    [RT_KIND_I8] = "System.Int64", [RT_KIND_U8] = "System.UInt64",
    [RT_KIND_R8] = "System.Double", [RT_KIND_I1] = "System.SByte",
    [RT_KIND_I2] = "System.Int16", [RT_KIND_U2] = "System.UInt16",
    [RT_KIND_R4] = "System.Single",
};

uint32_t rt_kind_size(rt_kind k)
{
    switch (k) {
    case RT_KIND_VOID: return 0;
    case RT_KIND_BOOL: case RT_KIND_U1: case RT_KIND_I1: return 1;
    case RT_KIND_CHAR: case RT_KIND_I2: case RT_KIND_U2: return 2;
    case RT_KIND_I4: case RT_KIND_U4: case RT_KIND_R4: return 4;
    default: return 8;
    }
}

int rt_types_reserve(uint32_t more)
{
    uint32_t cap = rt_state.types_cap ? rt_state.types_cap : 256;
    while (cap - rt_state.ntypes < more)
        cap *= 2;
    if (cap == rt_state.types_cap)
        return 0;
    rt_type **v = kmod_mem_realloc(rt_state.types, cap * sizeof *v);
    if (!v)
        return -1;
    rt_state.types = v;
    rt_state.types_cap = cap;
    return 0;
}

/* The primitive kind named full ("System.Int32"), or RT_KIND_VOID. */
/* Asked for every corelib type at load: the "System." prefix and the
 * first letter after it rule out nearly all of them without a strcmp. */
rt_kind rt_prim_kind_of_name(const char *full)
{
    static const char ns[] = "System.";
    if (strncmp(full, ns, sizeof ns - 1) != 0)
        return RT_KIND_VOID;
    const char *simple = full + sizeof ns - 1;
    for (int k = RT_KIND_BOOL; k <= RT_KIND_PRIM_LAST; k++)
        if (prim_names[k][sizeof ns - 1] == simple[0] && !strcmp(prim_names[k] + sizeof ns - 1, simple))
            return (rt_kind)k;
    return RT_KIND_VOID;
}

/* A box of a primitive or an enum of kind k: the value at +8. */
void rt_box_desc_prim(rt_type *t, rt_kind k)
{
    t->elem_size = rt_kind_size(k);
    t->align = t->elem_size;
    t->gc.base_size = RT_BOX_DATA_OFFSET + 8;
    t->gc.nrefs = 0;
    t->gc.ref_offsets = NULL;
    t->nvalue_refs = 0;
    t->value_ref_offsets = NULL;
}

void rt_types_register(rt_type *t)
{
    KILN_ASSERT(rt_state.ntypes < rt_state.types_cap);
    rt_state.types[rt_state.ntypes++] = t;
}

rt_type *rt_type_new_raw(void)
{
    rt_type *t = rt_meta_alloc(sizeof *t);
    if (!t)
        return NULL;
    atomic_init(&t->init_state, 2);
    atomic_init(&t->array_of, NULL);
    return t;
}

void rt_prim_types_init(void)
{
    for (int k = RT_KIND_VOID; k <= RT_KIND_PRIM_LAST; k++) {
        rt_type *t = rt_type_new_raw();
        if (!t)
            rt_out_of_memory(sizeof *t, "the primitive types");
        t->name = prim_names[k];
        t->ns = "System";
        t->simple_name = prim_names[k] + 7;
        t->kind = (rt_kind)k;
        t->flags = RT_TYPE_PRIMITIVE | RT_TYPE_SEALED | (k ? RT_TYPE_VALUETYPE : 0);
        rt_box_desc_prim(t, (rt_kind)k);
        rt_state.wk.prim[k] = t;
    }
}

rt_type *rt_prim_type(rt_kind k)
{
    return k <= RT_KIND_PRIM_LAST ? rt_state.wk.prim[k] : rt_state.wk.object;
}

/* The collector's view of array type a (its element type laid out). */
void rt_array_gc_fill(rt_type *a)
{
    rt_type *elem = a->elem;
    a->gc.base_size = RT_ARRAY_DATA_OFFSET;
    a->gc.elem_size = elem->kind == RT_KIND_REF ? 8 : rt_value_size(elem->kind, elem);
    a->gc.elems_are_refs = elem->kind == RT_KIND_REF;
    a->gc.is_array = 1;
    a->gc.elem_nrefs = elem->kind == RT_KIND_STRUCT ? elem->nvalue_refs : 0;
    a->gc.elem_ref_offsets = elem->kind == RT_KIND_STRUCT ? elem->value_ref_offsets : NULL;
}

/* Caller holds loader_lock. */
rt_type *rt_array_type_locked(rt_type *elem)
{
    rt_type *a = atomic_load_explicit(&elem->array_of, memory_order_acquire);
    if (a)
        return a;
    size_t n = strlen(elem->name);
    char *name = NULL;
    if (rt_types_reserve(1) || !(a = rt_type_new_raw()) || !(name = rt_meta_chars(n + 3)))
        return NULL;
    memcpy(name, elem->name, n);
    memcpy(name + n, "[]", 3);
    a->name = name;
    a->ns = elem->ns;
    a->simple_name = name;
    a->parent = rt_state.wk.object;
    a->flags = RT_TYPE_ARRAY | RT_TYPE_SEALED;
    a->kind = RT_KIND_REF;
    a->depth = 1;
    a->elem = elem;
    a->elem_size = 8;
    a->module = elem->module;
    a->align = 8;
    rt_array_gc_fill(a);   /* again by the loader once a struct element is laid out */
    if (rt_state.wk.object) {
        a->vtable = rt_state.wk.object->vtable;
        a->vtable_len = rt_state.wk.object->vtable_len;
    }
    rt_types_register(a);
    atomic_store_explicit(&elem->array_of, a, memory_order_release);
    return a;
}

rt_type *rt_array_type(rt_type *elem)
{
    rt_type *a = atomic_load_explicit(&elem->array_of, memory_order_acquire);
    if (a)
        return a;
    pthread_mutex_lock(&rt_state.loader_lock);
    a = rt_array_type_locked(elem);
    pthread_mutex_unlock(&rt_state.loader_lock);
    return a;
}

bool rt_is_subclass(const rt_type *t, const rt_type *base)
{
    for (; t; t = t->parent)
        if (t == base)
            return true;
    return false;
}

bool rt_type_assignable(const rt_type *from, const rt_type *to)
{
    if (from == to || to == rt_state.wk.object)
        return true;
    if (!from || !to)
        return false;
    if (to->flags & RT_TYPE_ARRAY) {
        if (!(from->flags & RT_TYPE_ARRAY))
            return false;
        if (from->elem->kind == RT_KIND_REF && to->elem->kind == RT_KIND_REF)
            return rt_type_assignable(from->elem, to->elem);
        return from->elem == to->elem;
    }
    if (to->flags & RT_TYPE_INTERFACE)
        return rt_implements(from, to) || rt_variant_implements((rt_type *)from, to);
    return rt_is_subclass(from, to) || (to->variant && rt_variant_delegate(from, to));
}

rt_object *rt_box(rt_type *t, const void *src)
{
    rt_object *o = rt_new_object(t);
    if (!o)
        return NULL;
    memcpy((char *)o + RT_BOX_DATA_OFFSET, src, t->elem_size);
    if (t->nvalue_refs)
        gc_write_barrier_range((char *)o + RT_BOX_DATA_OFFSET, t->elem_size);
    return o;
}

/* An enum and its underlying integer type, or two enums of one underlying
 * type, unbox as each other (as .NET). */
static bool unbox_compatible(const rt_type *have, const rt_type *want)
{
    if (have == want)
        return true;
    if (!(have->flags & RT_TYPE_ENUM) && !(want->flags & RT_TYPE_ENUM))
        return false;
    return have->kind == want->kind && (have->flags & RT_TYPE_VALUETYPE) &&
           (want->flags & RT_TYPE_VALUETYPE) && have->kind != RT_KIND_STRUCT;
}

void *rt_unbox(rt_object *obj, rt_type *t)
{
    if (!obj) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return NULL;
    }
    if (!unbox_compatible(obj->type, t)) {
        rt_throw_kindf(RT_EXC_INVALID_CAST, "Unable to cast object of type '%s' to type '%s'.",
                       obj->type->name, t->name);
        return NULL;
    }
    return (char *)obj + RT_BOX_DATA_OFFSET;
}

bool rt_array_store_ok(const rt_array *arr, const rt_object *val)
{
    if (!val)
        return true;
    return rt_type_assignable(val->type, arr->type->elem);
}

/* --- class initialization ---
 *
 * The loader lock guards every type's init_state/init_thread and every
 * thread's init_wait. A thread that finds t being initialized by another
 * thread H follows the chain "H waits for a class that H2 initializes, H2
 * waits for ..." before it waits. Every link of that chain is written under
 * the loader lock, so the thread whose wait would close a cycle sees the
 * whole cycle: it does not wait, and reads the class as it is (partly
 * initialized), which is what .NET's class-init locks do. Exactly one thread
 * of a cycle is let through (the last to arrive); the others wait for it.
 * A chain longer than the number of threads cannot occur (each thread waits
 * for at most one class), but the walk is bounded anyway. */

/* Run t's initializer. Whatever it throws is caught here (and wrapped by
 * the caller), so for the first pass this frame catches everything. */
static void run_cctor(rt_type *t)
{
    rt_thread *me = rt_current();
    rt_eh_frame all;
    rt_eh_push(me, &all, NULL);
    void (*fn)(void) = RT_AS_FN(void (*)(void), rt_method_entry(t->cctor));
    fn();
    rt_eh_pop(me, &all);
}

/* Would `me` waiting for t (initialized by another thread) close a cycle?
 * Loader lock held. */
static bool init_wait_closes_cycle(const rt_type *t, const rt_thread *me)
{
    const rt_thread *h = t->init_thread;
    for (uint32_t steps = 0; h && steps < (1u << 20); steps++) {
        if (h == me)
            return true;
        const rt_type *w = atomic_load_explicit(&h->init_wait, memory_order_relaxed);
        h = w ? w->init_thread : NULL;
    }
    return false;
}

/* Wait, GC-safe, until t is no longer being initialized. Enters and
 * returns with the loader lock held; me->init_wait names t meanwhile.
 * false only in a live walk's child (the walk marker pending). */
static bool init_wait(rt_type *t, rt_thread *me)
{
    atomic_store(&me->init_wait_ns, rt_now_ns());
    atomic_store_explicit(&me->init_wait, t, memory_order_release);
    pthread_mutex_unlock(&rt_state.loader_lock);
    rt_enter_safe();
    RT_WALK_WAIT_BEGIN(me, RT_WAIT_CLASS_INIT, false);   /* the dump shows this thread's frames */
    pthread_mutex_lock(&rt_state.loader_lock);
    while (atomic_load(&t->init_state) == 1)
        pthread_cond_wait(&rt_state.init_cond, &rt_state.loader_lock);
    atomic_store_explicit(&me->init_wait, NULL, memory_order_release);
    atomic_store(&me->init_wait_ns, 0);
    pthread_mutex_unlock(&rt_state.loader_lock);
    RT_WALK_WAIT_END(me);
    rt_leave_safe();
    pthread_mutex_lock(&rt_state.loader_lock);
    return true;
}

/* The initializer of t left `cause` pending: t's TypeInitializationException
 * (the cause itself if even that cannot be allocated). Not under a lock. */
static rt_object *init_failure(rt_type *t, rt_object *cause)
{
    rt_thread *me = rt_current();
    me->pending = NULL;
    rt_object *tie = rt_new_type_init_exception(t, cause);
    me->pending = NULL;
    return tie ? tie : cause;
}

/* Every use of a type whose initializer threw: its one exception, thrown
 * afresh (trace of this use). */
static bool init_failed(rt_type *t)
{
    rt_throw(t->init_error);
    return false;
}

bool rt_type_ensure_init(rt_type *t)
{
    rt_thread *me = rt_current();
    pthread_mutex_lock(&rt_state.loader_lock);
    for (;;) {
        int st = atomic_load(&t->init_state);
        if (st == 2 || (st == 1 && init_wait_closes_cycle(t, me))) {
            pthread_mutex_unlock(&rt_state.loader_lock);
            return true;
        }
        if (st == RT_INIT_FAILED) {
            pthread_mutex_unlock(&rt_state.loader_lock);
            return init_failed(t);
        }
        if (st == 0)
            break;
        if (!init_wait(t, me))
            return false;   /* a live walk's child: on to the frame that needed t */
    }
    __atomic_store_n(&t->init_thread, me, __ATOMIC_RELAXED);   /* the stall dump reads it */
    atomic_store(&t->init_state, 1);
    pthread_mutex_unlock(&rt_state.loader_lock);
    run_cctor(t);
    if (rt_walk_is_marker(me->pending))
        return false;   /* a live walk's child: on to the frame that needed t */
    rt_object *error = me->pending ? init_failure(t, me->pending) : NULL;
    pthread_mutex_lock(&rt_state.loader_lock);
    __atomic_store_n(&t->init_thread, NULL, __ATOMIC_RELAXED);
    t->init_error = error;
    atomic_store_explicit(&t->init_state, error ? RT_INIT_FAILED : RT_INIT_DONE, memory_order_release);
    pthread_cond_broadcast(&rt_state.init_cond);
    pthread_mutex_unlock(&rt_state.loader_lock);
    return error ? init_failed(t) : true;
}

/* --- lookups --- */

rt_type *rt_find_type(const char *full_name)
{
    for (uint32_t i = 0; i < rt_state.nmodules; i++) {
        rt_type *t = rt_module_find_type(rt_state.modules[i], full_name);
        if (t)
            return t;
    }
    return NULL;
}

rt_method *rt_find_method(rt_type *t, const char *name, int nparams)
{
    for (uint32_t i = 0; t && i < t->nmethods; i++)
        if (!strcmp(t->methods[i].name, name) && (nparams < 0 || rt_method_ready(&t->methods[i])->nparams == nparams))
            return rt_method_ready(&t->methods[i]);
    return NULL;
}

rt_field *rt_find_field(rt_type *t, const char *name)
{
    for (; t; t = t->parent)
        for (uint32_t i = 0; i < t->nfields; i++)
            if (!strcmp(t->fields[i].name, name))
                return &t->fields[i];
    return NULL;
}
