/* sema_arena.c - memory and diagnostics of the binder: one bump arena per
 * compilation (every symbol, type and name string lives until
 * fe_sema_compile returns) and the error funnel into diag.h, silenced
 * while a subexpression is only being probed for its type.
 */
#include "sema.h"

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

void fe_sema_arena_free(fe_sema *S)
{
    while (S->arena) {
        fe_arena_blk *n = S->arena->next;
        free(S->arena);
        S->arena = n;
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
