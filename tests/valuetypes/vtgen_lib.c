/* vtgen_lib.c - the module builder and assembler of vtgen.h. */
#include "vtgen.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void die(const char *what)
{
    fprintf(stderr, "vtgen: %s\n", what);
    exit(2);
}

void vg_u8(vg_buf *a, uint8_t x)
{
    if (a->n >= sizeof a->b)
        die("buffer full");
    a->b[a->n++] = x;
}

void vg_u16(vg_buf *a, uint16_t x)
{
    vg_u8(a, (uint8_t)x);
    vg_u8(a, (uint8_t)(x >> 8));
}

void vg_u32(vg_buf *a, uint32_t x)
{
    vg_u16(a, (uint16_t)x);
    vg_u16(a, (uint16_t)(x >> 16));
}

uint32_t vg_str(vg *g, const char *s) { return kmod_add_string(g->m, s, strlen(s)); }

uint32_t vg_sig(vg *g, const vg_buf *s) { return kmod_add_sig(g->m, s->b, s->n); }

uint32_t vg_sigv(vg *g, ...)
{
    vg_buf s = {{0}, 0};
    va_list ap;
    va_start(ap, g);
    for (int x = va_arg(ap, int); x != -1; x = va_arg(ap, int))
        vg_u8(&s, (uint8_t)x);
    va_end(ap);
    return vg_sig(g, &s);
}

uint32_t vg_typeref(vg *g, const char *ns, const char *name)
{
    return vg_tok_typeref(kmod_add_typeref(g->m, vg_str(g, ns), vg_str(g, name)));
}

uint32_t vg_methodref(vg *g, uint32_t parent, const char *name, uint32_t sig)
{
    kmod_memberref r = {parent, vg_str(g, name), sig};
    return vg_tok_methodref(kmod_add_methodref(g->m, &r));
}

uint32_t vg_fieldref(vg *g, uint32_t parent, const char *name, uint32_t sig)
{
    kmod_memberref r = {parent, vg_str(g, name), sig};
    return vg_tok_fieldref(kmod_add_fieldref(g->m, &r));
}

uint32_t vg_type(vg *g, const char *ns, const char *name, uint32_t flags, uint32_t parent)
{
    if (g->m->fields.n || g->m->methods.n)
        die("declare every type before the members");
    kmod_typedef t = {vg_str(g, ns), vg_str(g, name), flags, parent, 0, 0, 0, 0};
    return kmod_add_typedef(g->m, &t);
}

static void owner_of(vg *g, uint32_t td, uint32_t *last)
{
    if (td >= g->m->typedefs.n || td < *last)
        die("members out of typedef order");
    *last = td;
}

uint32_t vg_field(vg *g, uint32_t td, const char *name, uint32_t sig, uint32_t flags)
{
    owner_of(g, td, &g->last_field_owner);
    kmod_field f = {td, vg_str(g, name), sig, flags, 0};
    uint32_t row = kmod_add_field(g->m, &f);
    kmod_typedef *t = &g->m->typedefs.v[td];
    if (!t->field_count)
        t->field_first = row;
    t->field_count++;
    return row;
}

uint32_t vg_method(vg *g, uint32_t td, const char *name, uint32_t sig, uint32_t flags,
                   const vg_buf *code, uint32_t max_stack, uint32_t locals)
{
    owner_of(g, td, &g->last_method_owner);
    kmod_method f = {td, vg_str(g, name), sig, flags, 0, 0, max_stack, locals,
                     (uint32_t)g->m->ehs.n, 0, KMOD_NONE, KMOD_NONE};
    if (code && code->n) {
        f.code_off = kmod_add_code(g->m, code->b, code->n);
        f.code_len = code->n;
    }
    uint32_t row = kmod_add_method(g->m, &f);
    kmod_typedef *t = &g->m->typedefs.v[td];
    if (!t->method_count)
        t->method_first = row;
    t->method_count++;
    return row;
}

void vg_catch(vg *g, uint32_t try_off, uint32_t try_len, uint32_t h_off, uint32_t h_len,
              uint32_t catch_sig)
{
    kmod_method *f = &g->m->methods.v[g->m->methods.n - 1];
    kmod_eh e = {KMOD_EH_CATCH, try_off, try_len, h_off, h_len, catch_sig};
    uint32_t row = kmod_add_eh(g->m, &e);
    if (!f->eh_count)
        f->eh_first = row;
    f->eh_count++;
}

void vg_op(vg_buf *a, il_opcode o) { vg_u8(a, (uint8_t)o); }

void vg_i4(vg_buf *a, il_opcode o, int32_t x)
{
    vg_op(a, o);
    vg_u32(a, (uint32_t)x);
}

void vg_r4(vg_buf *a, float x)
{
    uint32_t bits;
    memcpy(&bits, &x, 4);
    vg_op(a, IL_LDC_R4);
    vg_u32(a, bits);
}

void vg_r8(vg_buf *a, double x)
{
    uint64_t bits;
    memcpy(&bits, &x, 8);
    vg_op(a, IL_LDC_R8);
    vg_u32(a, (uint32_t)bits);
    vg_u32(a, (uint32_t)(bits >> 32));
}

void vg_i8(vg_buf *a, int64_t x)
{
    vg_op(a, IL_LDC_I8);
    vg_u32(a, (uint32_t)(uint64_t)x);
    vg_u32(a, (uint32_t)((uint64_t)x >> 32));
}

void vg_var(vg_buf *a, il_opcode o, uint16_t x)
{
    vg_op(a, o);
    vg_u16(a, x);
}

void vg_tok(vg_buf *a, il_opcode o, uint32_t t)
{
    vg_op(a, o);
    vg_u32(a, t);
}

uint32_t vg_br(vg_buf *a, il_opcode o)
{
    vg_op(a, o);
    vg_u32(a, 0);
    return a->n - 4;
}

void vg_here(vg_buf *a, uint32_t br)
{
    uint32_t rel = a->n - (br + 4);
    for (int i = 0; i < 4; i++)
        a->b[br + i] = (uint8_t)(rel >> (8 * i));
}

void vg_back(vg_buf *a, il_opcode o, uint32_t target)
{
    vg_op(a, o);
    vg_u32(a, (uint32_t)((int32_t)target - (int32_t)(a->n + 4)));
}
