/* kmod_strip.c - a module cut down to the methods a whole program can
 * reach (kiln aot's image: NativeAOT's rule, docs/aot.md "What the image
 * holds").
 *
 * Every row stays where it is (tokens, the constants and method tables of
 * generated code, vtable slots and field offsets mean the same in the cut
 * module); a method not kept whole is flagged KMOD_METH_STRIPPED and loses
 * its body and clauses (KMOD_KEEP_SIG: a virtual method, whose name and
 * signature place it in a vtable, or an internal call a kept body calls),
 * or also its name (KMOD_KEEP_NONE: the loader then decodes nothing of it);
 * the code blob holds only the kept bodies, and the string blob only the
 * strings some row or a kept body still names (the others become ""). Only
 * a trusted reader (kmod_read_trusted) accepts the result: kmod_read
 * refuses the flag.
 */
#include "il.h"
#include "kmod_internal.h"

#include <stdlib.h>
#include <string.h>

static void mark(uint8_t *used, const kmod *m, uint32_t row)
{
    if (row < m->strings.n)
        used[row] = 1;
}

/* The string rows ldstr names in one body. */
static void mark_body_strings(uint8_t *used, const kmod *m, const kmod_method *f)
{
    const uint8_t *code = m->code.v + f->code_off;
    for (uint32_t pc = 0; pc < f->code_len;) {
        int n = il_instr_size(code + pc, f->code_len - pc);
        if (n <= 0)
            return;
        if (il_opinfo_table[code[pc]].operand == IL_OPND_TOK && n == 5 &&
            KMOD_TOKEN_TAB(il_read_u32(code + pc + 1)) == KMOD_TAB_STRING)
            mark(used, m, KMOD_TOKEN_ROW(il_read_u32(code + pc + 1)));
        pc += (uint32_t)n;
    }
}

/* Every string row a table row or a kept body names. */
static void mark_strings(uint8_t *used, const kmod *m)
{
    used[0] = 1;
    for (uint32_t i = 0; i < m->typedefs.n; i++)
        mark(used, m, m->typedefs.v[i].ns), mark(used, m, m->typedefs.v[i].name);
    for (uint32_t i = 0; i < m->typerefs.n; i++)
        mark(used, m, m->typerefs.v[i].ns), mark(used, m, m->typerefs.v[i].name);
    for (uint32_t i = 0; i < m->fields.n; i++) {
        const kmod_field *f = &m->fields.v[i];
        mark(used, m, f->name);
        const uint8_t *s = kmod_sig(m, f->sig, NULL);
        if ((f->flags & KMOD_FIELD_LITERAL) && s && s[0] == KMOD_T_STRING &&
            f->constant < m->strings.n)
            mark(used, m, (uint32_t)f->constant);
    }
    for (uint32_t i = 0; i < m->fieldrefs.n; i++)
        mark(used, m, m->fieldrefs.v[i].name);
    for (uint32_t i = 0; i < m->methodrefs.n; i++)
        mark(used, m, m->methodrefs.v[i].name);
    for (uint32_t i = 0; i < m->methods.n; i++) {
        const kmod_method *f = &m->methods.v[i];
        if (f->name)
            mark(used, m, f->name);
        if ((f->flags & KMOD_METH_PINVOKE) && f->name)
            mark(used, m, f->pinvoke_lib), mark(used, m, f->pinvoke_entry);
        mark_body_strings(used, m, f);   /* a stripped method has none */
    }
    for (uint32_t i = 0; i < m->params.n; i++)
        mark(used, m, m->params.v[i]);
    for (uint32_t i = 0; i < m->seqpts.n; i++)
        mark(used, m, m->seqpts.v[i].file);
    for (uint32_t i = 0; i < m->localnames.n; i++)
        mark(used, m, m->localnames.v[i].name);
    for (uint32_t i = 0; i < m->tracenames.n; i++)
        mark(used, m, m->tracenames.v[i].text);
}

/* The methods not kept: flagged, nameless, bodiless; their parameter
 * names and debug rows go too. */
static void strip_rows(kmod *m, const uint8_t *keep)
{
    uint32_t p = 0;
    for (uint32_t i = 0; i < m->methods.n; i++) {
        kmod_method *f = &m->methods.v[i];
        uint32_t np = kmod_sig_param_count(m, f->sig);
        if (keep[i] != KMOD_KEEP_ALL) {
            f->flags |= KMOD_METH_STRIPPED;
            f->code_off = f->code_len = f->max_stack = 0;
            f->locals = KMOD_NONE;
            f->eh_first = f->eh_count = 0;
        }
        if (keep[i] == KMOD_KEEP_NONE) {
            f->name = 0;
            for (uint32_t k = 0; k < np && p + k < m->params.n; k++)
                m->params.v[p + k] = 0;
        }
        p += np;
    }
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->seqpts.n; i++)
        if (keep[m->seqpts.v[i].method] == KMOD_KEEP_ALL)
            m->seqpts.v[n++] = m->seqpts.v[i];
    m->seqpts.n = n;
    n = 0;
    for (uint32_t i = 0; i < m->localnames.n; i++)
        if (keep[m->localnames.v[i].method] == KMOD_KEEP_ALL)
            m->localnames.v[n++] = m->localnames.v[i];
    m->localnames.n = n;
    n = 0;
    for (uint32_t i = 0; i < m->tracenames.n; i++)
        if (keep[m->tracenames.v[i].method] != KMOD_KEEP_NONE)
            m->tracenames.v[n++] = m->tracenames.v[i];
    m->tracenames.n = n;
}

/* Replace blob v (n bytes) by the given bytes. */
static void set_blob(uint8_t **v, uint32_t *n, uint32_t *cap, uint8_t *bytes, uint32_t len)
{
    kmod_mem_free(*v);
    *v = bytes;
    *n = *cap = len;
}

/* The kept bodies, packed. */
static int pack_code(kmod *m)
{
    uint8_t *code = kmod_mem_alloc(m->code.n);
    if (!code)
        return -1;
    uint32_t at = 0;
    for (uint32_t i = 0; i < m->methods.n; i++) {
        kmod_method *f = &m->methods.v[i];
        if (!f->code_len)
            continue;
        memmove(code + at, m->code.v + f->code_off, f->code_len);
        f->code_off = at;
        at += f->code_len;
    }
    set_blob(&m->code.v, &m->code.n, &m->code.cap, code, at);
    return 0;
}

/* The strings still named, packed; the others become "". */
static int pack_strings(kmod *m)
{
    uint8_t *used = kmod_mem_calloc(m->strings.n + 1, 1);
    uint8_t *blob = kmod_mem_alloc(m->strblob.n);
    if (!used || !blob) {
        kmod_mem_free(used);
        kmod_mem_free(blob);
        return -1;
    }
    mark_strings(used, m);
    uint32_t at = 0;
    for (uint32_t i = 0; i < m->strings.n; i++) {
        kmod_blobref *r = &m->strings.v[i];
        if (!used[i]) {
            *r = (kmod_blobref){0, 0};
            continue;
        }
        memcpy(blob + at, m->strblob.v + r->off, r->len);
        r->off = at;
        at += r->len;
    }
    set_blob(&m->strblob.v, &m->strblob.n, &m->strblob.cap, blob, at);
    kmod_mem_free(used);
    return 0;
}

int kmod_strip_methods(kmod *m, const uint8_t *keep)
{
    if (m->borrowed || m->index)   /* read-only, or the builders' index names the old strings */
        return -1;
    strip_rows(m, keep);
    return pack_code(m) || pack_strings(m) ? -1 : 0;
}
