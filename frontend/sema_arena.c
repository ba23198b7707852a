/* sema_arena.c - memory, stack and diagnostics of the binder: one bump
 * arena per compilation (every symbol, type and name string lives until
 * fe_sema_compile returns), the arena of the bound trees (released per
 * statement), the stack guard of its recursive walks, and the error funnel
 * into diagnostics.h, silenced while a name is only resolved for constant
 * folding.
 */
#include "sema.h"
#include "common/kiln_stack.h"

#include <stdarg.h>
#include <string.h>

void *fe_sema_alloc(fe_sema *S, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    fe_arena_blk *b = S->arena;
    if (!b || b->used + n > b->cap) {
        size_t cap = n > 65536 ? n : 65536;
        b = malloc(sizeof *b + cap);
        if (!b)
            fe_out_of_memory();
        b->next = S->arena;
        b->used = 0;
        b->cap = cap;
        S->arena = b;
    }
    void *p = (char *)(b + 1) + b->used;
    b->used += n;
    memset(p, 0, n);
    return p;
}

char *fe_sema_strdup(fe_sema *S, const char *s, size_t n)
{
    char *d = fe_sema_alloc(S, n + 1);
    if (n)
        memcpy(d, s, n);
    return d;
}

void fe_text_put(fe_text *b, const char *s)
{
    size_t len = strlen(s);
    if (len > sizeof b->s - 1 - b->n)
        len = sizeof b->s - 1 - b->n;
    memcpy(b->s + b->n, s, len);
    b->n += len;
    b->s[b->n] = 0;
}

void fe_sema_arena_free(fe_sema *S)
{
    while (S->arena) {
        fe_arena_blk *n = S->arena->next;
        free(S->arena);
        S->arena = n;
    }
}

void *fe_bound_alloc(fe_sema *S, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    fe_arena_blk *b = S->bound_arena;
    if (!b || b->used + n > b->cap) {
        size_t cap = n > 65536 ? n : 65536;
        b = malloc(sizeof *b + cap);
        if (!b)
            fe_out_of_memory();
        b->next = S->bound_arena;
        b->used = 0;
        b->cap = cap;
        S->bound_arena = b;
    }
    void *p = (char *)(b + 1) + b->used;
    b->used += n;
    memset(p, 0, n);
    return p;
}

fe_bound_mark fe_bound_mark_now(fe_sema *S)
{
    fe_bound_mark m = {S->bound_arena, S->bound_arena ? S->bound_arena->used : 0};
    return m;
}

/* The oldest block is kept (emptied) for the next statement. */
void fe_bound_release(fe_sema *S, fe_bound_mark m)
{
    while (S->bound_arena && S->bound_arena != m.blk) {
        fe_arena_blk *b = S->bound_arena;
        if (!b->next) {
            b->used = 0;
            break;
        }
        S->bound_arena = b->next;
        free(b);
    }
    if (m.blk)
        m.blk->used = m.used;
    S->probed = NULL;   /* a tree bound ahead is gone with its statement */
    S->probed_tree = NULL;
}

void fe_bound_arena_free(fe_sema *S)
{
    while (S->bound_arena) {
        fe_arena_blk *n = S->bound_arena->next;
        free(S->bound_arena);
        S->bound_arena = n;
    }
}

void fe_sema_error(fe_sema *S, fe_pos pos, const char *fmt, ...)
{
    if (S->quiet)
        return;
    S->errors++;
    va_list ap;
    va_start(ap, fmt);
    fe_verror(S->diags, pos, fmt, ap);
    va_end(ap);
}

/* Stack the walks leave unused: room for libc, the error path and ASan. */
#define FE_STACK_RESERVE ((size_t)256 << 10)
/* Used when the thread's stack bounds cannot be read. */
#define FE_STACK_FALLBACK ((size_t)1 << 20)
/* The most stack the walks may use, so what compiles does not depend on
 * the stack limit beyond it (the default 8 MiB main stack holds it). */
#define FE_STACK_MAX ((size_t)6 << 20)

void fe_stack_init(fe_sema *S)
{
    char *here = __builtin_frame_address(0);
    char *floor = here - FE_STACK_FALLBACK;
    void *lo;
    size_t size, guard;
    if (kiln_stack_bounds(&lo, &size, &guard) && (char *)lo + FE_STACK_RESERVE < here)
        floor = (char *)lo + FE_STACK_RESERVE;
    if (floor < here - FE_STACK_MAX)
        floor = here - FE_STACK_MAX;
    S->stack_floor = floor;
}

int fe_stack_exhausted(fe_sema *S, fe_pos pos)
{
    if (S->stack_hit)
        return 1;
    if ((char *)__builtin_frame_address(0) > S->stack_floor)
        return 0;
    S->stack_hit = 1;
    S->errors++;
    fe_error(S->diags, pos, "this code is nested too deeply to compile (the compiler ran out of stack)");
    return 1;
}
