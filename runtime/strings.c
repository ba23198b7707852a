/* strings.c - allocation of objects, arrays and UTF-16 strings, UTF-8
 * conversion, and the intern table behind ldstr literals.
 *
 * Invariants: every managed allocation goes through alloc() (gc_alloc on
 * the current thread), which raises OutOfMemoryException on failure; the
 * intern table holds each literal's one string object and is a GC root; a
 * string is allocated before the intern lock is taken (allocation may
 * collect, and the collector reads the table with the world stopped).
 */
#include "runtime_internal.h"

#include <stdlib.h>
#include <string.h>

static void *alloc(rt_type *t, size_t size)
{
    rt_thread *th = rt_current();
    void *p = gc_alloc(&th->gc, &t->gc, size);
    if (!p)
        rt_throw(rt_state.wk.oom);
    return p;
}

rt_object *rt_new_object(rt_type *t)
{
    return alloc(t, t->gc.base_size);
}

rt_array *rt_new_array(rt_type *elem, int64_t len)
{
    if (len < 0) {
        rt_throw_kind(RT_EXC_OVERFLOW, NULL);
        return NULL;
    }
    if (len > INT32_MAX) {   /* .NET: lengths are 32-bit even on 64-bit targets */
        rt_throw_kind(RT_EXC_OVERFLOW, "Array dimensions exceeded supported range.");
        return NULL;
    }
    rt_type *at = rt_array_type(elem);
    if (!at) {
        rt_throw(rt_state.wk.oom);
        return NULL;
    }
    size_t size = RT_ARRAY_DATA_OFFSET + (size_t)len * at->gc.elem_size;
    rt_array *a = alloc(at, size);
    if (a)
        a->length = (uint32_t)len;
    return a;
}

rt_string *rt_new_string(int32_t len)
{
    if (len < 0)
        len = 0;
    rt_string *s = alloc(rt_state.wk.string, RT_STRING_CHARS_OFFSET + (size_t)len * 2);
    if (s)
        s->length = len;
    return s;
}

rt_string *rt_new_string_utf16(const uint16_t *chars, int32_t len)
{
    rt_string *s = rt_new_string(len);
    if (s && len)
        memcpy(s->chars, chars, (size_t)len * 2);
    return s;
}

/* Decode one UTF-8 sequence at s[*i]; invalid input yields U+FFFD. */
static uint32_t utf8_next(const unsigned char *s, size_t len, size_t *i)
{
    unsigned c = s[(*i)++];
    if (c < 0x80)
        return c;
    int n = c >= 0xF0 && c < 0xF8 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : -1;
    if (n < 0 || c >= 0xF8)
        return 0xFFFD;
    uint32_t cp = c & (0x3Fu >> n);
    for (int k = 0; k < n; k++) {
        if (*i >= len || (s[*i] & 0xC0) != 0x80)
            return 0xFFFD;
        cp = cp << 6 | (s[(*i)++] & 0x3F);
    }
    static const uint32_t minv[] = {0, 0x80, 0x800, 0x10000};
    if (cp < minv[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000))
        return 0xFFFD;
    return cp;
}

rt_string *rt_new_string_utf8(const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t units = 0;
    for (size_t i = 0; i < len;)
        units += utf8_next(s, len, &i) >= 0x10000 ? 2 : 1;
    rt_string *r = rt_new_string((int32_t)units);
    if (!r)
        return NULL;
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        uint32_t cp = utf8_next(s, len, &i);
        if (cp >= 0x10000) {
            cp -= 0x10000;
            r->chars[o++] = (uint16_t)(0xD800 + (cp >> 10));
            r->chars[o++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
        } else
            r->chars[o++] = (uint16_t)cp;
    }
    return r;
}

rt_string *rt_new_string_cstr(const char *s) { return rt_new_string_utf8(s, strlen(s)); }

/* Encode UTF-16 units as UTF-8 into out (at least 3 * len + 1 bytes);
 * lone surrogates become U+FFFD. Returns the byte count. */
size_t rt_utf16_to_utf8(const uint16_t *c, int32_t len, char *out)
{
    size_t o = 0;
    for (int32_t i = 0; i < len; i++) {
        uint32_t cp = c[i];
        if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < len && c[i + 1] >= 0xDC00 && c[i + 1] < 0xE000)
            cp = 0x10000 + ((cp - 0xD800) << 10) + (c[++i] - 0xDC00);
        else if (cp >= 0xD800 && cp < 0xE000)
            cp = 0xFFFD;
        if (cp < 0x80)
            out[o++] = (char)cp;
        else if (cp < 0x800) {
            out[o++] = (char)(0xC0 | cp >> 6);
            out[o++] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out[o++] = (char)(0xE0 | cp >> 12);
            out[o++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            out[o++] = (char)(0x80 | (cp & 0x3F));
        } else {
            out[o++] = (char)(0xF0 | cp >> 18);
            out[o++] = (char)(0x80 | ((cp >> 12) & 0x3F));
            out[o++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            out[o++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    out[o] = 0;
    return o;
}

char *rt_string_to_utf8(const rt_string *s)
{
    int32_t len = s ? s->length : 0;
    char *out = rt_xmalloc((size_t)len * 3 + 1);
    rt_utf16_to_utf8(s ? s->chars : NULL, len, out);
    return out;
}

bool rt_string_equals(const rt_string *a, const rt_string *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->length != b->length)
        return false;
    return !memcmp(a->chars, b->chars, (size_t)a->length * 2);
}

bool rt_string_eq_cstr(const rt_string *s, const char *c)
{
    if (!s)
        return false;
    size_t n = strlen(c);
    char *u = rt_string_to_utf8(s);
    bool eq = strlen(u) == n && !memcmp(u, c, n);
    free(u);
    return eq;
}

uint32_t rt_string_hash(const rt_string *s)
{
    uint32_t h = 2166136261u;
    for (int32_t i = 0; i < s->length; i++) {
        h ^= s->chars[i];
        h *= 16777619u;
    }
    return h;
}

rt_string *rt_string_concat2(rt_string *a, rt_string *b)
{
    int32_t la = a ? a->length : 0, lb = b ? b->length : 0;
    if (!lb && a)
        return a;
    if (!la && b)
        return b;
    if ((int64_t)la + lb > INT32_MAX) {
        rt_throw_kind(RT_EXC_OUT_OF_MEMORY, NULL);
        return NULL;
    }
    rt_string *r = rt_new_string(la + lb);
    if (!r)
        return NULL;
    if (la)
        memcpy(r->chars, a->chars, (size_t)la * 2);
    if (lb)
        memcpy(r->chars + la, b->chars, (size_t)lb * 2);
    return r;
}

/* --- interning --- */

static rt_string *intern_find(const rt_string *s, uint32_t *slot)
{
    uint32_t mask = rt_state.interned_cap - 1;
    for (uint32_t i = rt_string_hash(s) & mask;; i = (i + 1) & mask) {
        rt_string *e = rt_state.interned[i];
        if (!e || rt_string_equals(e, s)) {
            *slot = i;
            return e;
        }
    }
}

static void intern_grow(void)
{
    uint32_t oldcap = rt_state.interned_cap;
    rt_string **old = rt_state.interned;
    rt_state.interned_cap = oldcap ? oldcap * 2 : 256;
    rt_state.interned = rt_xcalloc(rt_state.interned_cap, sizeof(rt_string *));
    for (uint32_t i = 0; i < oldcap; i++) {
        uint32_t slot;
        if (old[i] && !intern_find(old[i], &slot))
            rt_state.interned[slot] = old[i];
    }
    free(old);
}

/* The interned copy of s (s itself when it is new). */
static rt_string *intern(rt_string *s)
{
    pthread_mutex_lock(&rt_state.intern_lock);
    if ((rt_state.interned_count + 1) * 2 > rt_state.interned_cap)
        intern_grow();
    uint32_t slot;
    rt_string *e = intern_find(s, &slot);
    if (!e) {
        rt_state.interned[slot] = s;
        rt_state.interned_count++;
        e = s;
    }
    pthread_mutex_unlock(&rt_state.intern_lock);
    return e;
}

void rt_intern_mark(gc_mark_fn mark)
{
    for (uint32_t i = 0; i < rt_state.interned_cap; i++)
        if (rt_state.interned[i])
            mark(rt_state.interned[i]);
}

rt_string *rt_resolve_string(rt_module *mod, uint32_t token)
{
    uint32_t row = KMOD_TOKEN_ROW(token);
    if (row >= mod->km->strings.n)
        return NULL;
    rt_string *s = __atomic_load_n(&mod->strings[row], __ATOMIC_ACQUIRE);
    if (s)
        return s;
    uint32_t len = 0;
    const char *text = kmod_string(mod->km, row, &len);
    s = rt_new_string_utf8(text ? text : "", text ? len : 0);
    if (!s)
        return NULL;
    s = intern(s);
    __atomic_store_n(&mod->strings[row], s, __ATOMIC_RELEASE);
    return s;
}

rt_array *rt_make_args(int argc, char **argv)
{
    rt_array *a = rt_new_array(rt_state.wk.string, argc > 0 ? argc : 0);
    if (!a)
        return NULL;
    rt_state.args = a;   /* a root from here on: the strings below are reachable */
    rt_string **slots = rt_array_data(a);
    for (int i = 0; i < argc; i++) {
        rt_string *s = rt_new_string_cstr(argv[i]);
        if (!s)
            return NULL;
        gc_store_ref(&slots[i], s);
    }
    return a;
}
