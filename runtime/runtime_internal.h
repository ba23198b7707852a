/* runtime_internal.h - declarations shared by the runtime core's files and
 * nowhere else (loader, types, strings, exceptions, threads, natives).
 *
 * Invariants: the runtime's own C memory comes from the one allocation
 * funnel, kmod/kmod_mem.h: kmod_mem_* (NULL on failure) where the caller
 * reports an error (loading a module, laying out types: "module NAME: out
 * of memory"), rt_x* (abort with one line, never NULL) where nothing can be
 * returned, and the metadata arena (NULL on failure); managed memory comes
 * only from gc_alloc through rt_new_*.
 */
#ifndef KILN_RUNTIME_INTERNAL_H
#define KILN_RUNTIME_INTERNAL_H

#include <string.h>

#include "common/kiln_assert.h"
#include "kmod/kmod_mem.h"
#include "runtime.h"

/* The C-memory funnel where no error can be returned: abort on failure. */
_Noreturn void *rt_out_of_memory(size_t n, const char *site);   /* one line, abort() */
void *rt_xmalloc_at(size_t n, const char *site);
void *rt_xcalloc_at(size_t n, size_t size, const char *site);
void *rt_xrealloc_at(void *p, size_t n, const char *site);
char *rt_xstrndup_at(const char *s, size_t n, const char *site);
#define rt_xmalloc(n) rt_xmalloc_at((n), KMOD_MEM_SITE)
#define rt_xcalloc(n, size) rt_xcalloc_at((n), (size), KMOD_MEM_SITE)
#define rt_xrealloc(p, n) rt_xrealloc_at((p), (n), KMOD_MEM_SITE)
#define rt_xstrndup(s, n) rt_xstrndup_at((s), (n), KMOD_MEM_SITE)
#define rt_xstrdup(s) rt_xstrndup_at((s), strlen(s), KMOD_MEM_SITE)

/* The metadata arena: zeroed, 8-byte aligned memory that lives as long as
 * the process (types, fields, methods, their names and tables; modules
 * are never unloaded). One bump pointer instead of a malloc per name and
 * array: loading the corelib made ~2,000 of them. rt_meta_chars and
 * rt_meta_strndup take zeroed, unaligned characters from the other end of
 * the chunk, so names stay dense. Caller holds loader_lock (or runs before a second thread
 * exists). Each call is one allocation of the funnel: NULL on failure. */
void *rt_meta_alloc_at(size_t n, const char *site);
char *rt_meta_chars_at(size_t n, const char *site);
char *rt_meta_strndup_at(const char *s, size_t n, const char *site);
#define rt_meta_alloc(n) rt_meta_alloc_at((n), KMOD_MEM_SITE)
#define rt_meta_chars(n) rt_meta_chars_at((n), KMOD_MEM_SITE)
#define rt_meta_strndup(s, n) rt_meta_strndup_at((s), (n), KMOD_MEM_SITE)

/* Monotonic clock in nanoseconds. */
uint64_t rt_now_ns(void);

/* Registry: search every table for key; NULL when absent. */
void *rt_native_lookup(const char *key);
/* The runtime's own natives, one table per file. */
extern const rt_native rt_natives_console[];
extern const rt_native rt_natives_number[];
extern const rt_native rt_natives_string[];
extern const rt_native rt_natives_system[];
extern const rt_native rt_natives_thread[];

/* loader.c: m's type of this full name ("System.String"), or NULL; no lock. */
rt_type *rt_module_find_type(const rt_module *m, const char *full);

/* types.c */
rt_type *rt_type_new_raw(void);             /* zeroed type in the metadata arena (loader_lock); NULL: out of memory */
int rt_types_reserve(uint32_t more);        /* room for `more` registrations (loader_lock); -1: out of memory */
void rt_types_register(rt_type *t);         /* under loader_lock, into reserved room */
void rt_prim_types_init(void);
rt_type *rt_array_type_locked(rt_type *elem);  /* caller holds loader_lock; NULL: out of memory */
/* Full name of a type for messages and Object.ToString. */
static inline const char *rt_type_name(const rt_type *t) { return t ? t->name : "?"; }

/* strings.c */
void rt_intern_mark(gc_mark_fn mark);
uint32_t rt_string_hash(const rt_string *s);
/* UTF-16 -> UTF-8 into out (3 * len + 1 bytes); returns the byte count. */
size_t rt_utf16_to_utf8(const uint16_t *c, int32_t len, char *out);
/* The string concatenation of a and b (null as ""). */
rt_string *rt_string_concat2(rt_string *a, rt_string *b);

/* exceptions.c */
/* Bind (and check) what the runtime reads by name in the corelib: the
 * well-known classes, their fields and Object.ToString. Loader lock held,
 * before the corelib is published; -1 with a one-line reason. */
int rt_corelib_bind(rt_module *core, char *err, size_t errlen);
void rt_exc_init_wellknown(void);           /* after the corelib loads: the preallocated OOM */

/* threads.c */
void rt_threads_init(void);

/* stackguard.c: "Stack overflow." and exit 134 on a fault in a managed
 * thread's stack guard region (see the file's comment). init installs the
 * process-wide SIGSEGV handler once; attach records the calling thread's
 * guard range and gives it an alternate signal stack; detach undoes that. */
void rt_stackguard_init(void);
void rt_stackguard_attach(rt_thread *t);
void rt_stackguard_detach(rt_thread *t);
void rt_threads_mark(gc_mark_fn mark);
void rt_wait_foreground(void);
void rt_thread_set_background(rt_object *thr, bool bg);
void rt_thread_sleep(int32_t ms);   /* ms >= 0 */

/* natives_console.c */
void rt_console_init(void);
/* Write UTF-16 text to the console as UTF-8. */
void rt_console_write_utf16(const uint16_t *s, int32_t len);

/* Reading fields of managed objects by offset. */
#define RT_FIELD(obj, off, T) (*(T *)((char *)(obj) + (off)))

#endif
