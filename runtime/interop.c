/* interop.c - binding of INTERNALCALL methods to the native registry and of
 * [DllImport] methods to dlopen/dlsym.
 *
 * Invariants: a method's native pointer, once set, never changes; "libc"
 * names the C library the process already uses; failures raise .NET's
 * DllNotFoundException / EntryPointNotFoundException with the names.
 */
#include "runtime_internal.h"

#include <dlfcn.h>
#include <string.h>

void *rt_internal_call_target(rt_method *m)
{
    void *fn = __atomic_load_n(&m->native, __ATOMIC_ACQUIRE);
    if (fn)
        return fn;
    fn = rt_native_lookup(rt_method_key(m));
    if (!fn) {
        rt_throw_kindf(RT_EXC_ENTRY_POINT_NOT_FOUND,
                       "Internal call '%s' has no native implementation.", rt_method_key(m));
        return NULL;
    }
    __atomic_store_n(&m->native, fn, __ATOMIC_RELEASE);
    return fn;
}

static void *open_library(const char *lib)
{
    if (!strcmp(lib, "libc") || !strcmp(lib, "c") || !strcmp(lib, "libc.so.6"))
        return dlopen(NULL, RTLD_NOW);
    void *h = dlopen(lib, RTLD_NOW);
    if (h || strchr(lib, '/'))
        return h;
    char name[512];
    snprintf(name, sizeof name, "%s.so", lib);
    if ((h = dlopen(name, RTLD_NOW)))
        return h;
    snprintf(name, sizeof name, "lib%s.so", lib);
    return dlopen(name, RTLD_NOW);
}

void *rt_pinvoke_target(rt_method *m)
{
    void *fn = __atomic_load_n(&m->native, __ATOMIC_ACQUIRE);
    if (fn)
        return fn;
    const char *lib = m->pinvoke_lib ? m->pinvoke_lib : "";
    void *h = open_library(lib);
    if (!h) {
        rt_throw_kindf(RT_EXC_DLL_NOT_FOUND,
                       "Unable to load shared library '%s' or one of its dependencies.", lib);
        return NULL;
    }
    fn = dlsym(h, m->pinvoke_entry ? m->pinvoke_entry : m->name);
    if (!fn) {
        rt_throw_kindf(RT_EXC_ENTRY_POINT_NOT_FOUND,
                       "Unable to find an entry point named '%s' in shared library '%s'.",
                       m->pinvoke_entry ? m->pinvoke_entry : m->name, lib);
        return NULL;
    }
    __atomic_store_n(&m->native, fn, __ATOMIC_RELEASE);
    return fn;
}
