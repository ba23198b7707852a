/* dis.c - module listing (in progress). */
#include "kmod_internal.h"

void kmod_dis(const kmod *m, FILE *out)
{
    fprintf(out, "module: %u types, %u methods\n", m->typedefs.n, m->methods.n);
}

void kmod_print_type(const kmod *m, const uint8_t *sig, uint32_t len, FILE *out)
{
    (void)m; (void)sig; (void)len;
    fputs("?", out);
}
