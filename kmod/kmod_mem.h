/* kmod_mem.h - the one funnel for Kiln's own C memory: the module library
 * (reader, checks, verifier, builders) and the runtime core (its C
 * allocations and the metadata arena) allocate through it. The GC heap, the
 * frontend's arena and the engines' code buffers are not behind it.
 *
 * Error protocol: every allocation returns NULL on failure (never aborts);
 * the caller reports it through its own layer's protocol with the words
 * "out of memory" (kmod_read: "out of memory reading module", the verifier:
 * "...: out of memory", the loader: "module NAME: out of memory"; see
 * docs/reliability.md, "Out of memory"). The runtime's rt_x* wrappers are
 * the places where no error can be returned: they abort with one line.
 *
 * Invariants: memory from the funnel is malloc'd (free() and
 * kmod_mem_free() are the same); a size of 0 allocates 1 byte, so NULL
 * always means failure; when no test has armed it (kmod_mem_testing.h) the
 * funnel costs one relaxed load per allocation.
 */
#ifndef KILN_KMOD_MEM_H
#define KILN_KMOD_MEM_H

#include <stdbool.h>
#include <stddef.h>

#define KMOD_MEM_STR2(x) #x
#define KMOD_MEM_STR(x) KMOD_MEM_STR2(x)
/* The allocation site a test sees: "file.c:LINE" of the call. */
#define KMOD_MEM_SITE __FILE__ ":" KMOD_MEM_STR(__LINE__)

void *kmod_mem_alloc_at(size_t n, const char *site);
void *kmod_mem_calloc_at(size_t n, size_t size, const char *site);
/* On failure p is left allocated and unchanged. */
void *kmod_mem_realloc_at(void *p, size_t n, const char *site);
/* s[0..n) and a terminating 0. */
char *kmod_mem_strndup_at(const char *s, size_t n, const char *site);
/* For an allocator built on the funnel's memory or on its own pages (the
 * runtime's metadata arena): false means this allocation must fail. */
bool kmod_mem_grant_at(const char *site);
void kmod_mem_free(void *p);

#define kmod_mem_alloc(n) kmod_mem_alloc_at((n), KMOD_MEM_SITE)
#define kmod_mem_calloc(n, size) kmod_mem_calloc_at((n), (size), KMOD_MEM_SITE)
#define kmod_mem_realloc(p, n) kmod_mem_realloc_at((p), (n), KMOD_MEM_SITE)
#define kmod_mem_strndup(s, n) kmod_mem_strndup_at((s), (n), KMOD_MEM_SITE)
#define kmod_mem_grant() kmod_mem_grant_at(KMOD_MEM_SITE)

#endif
