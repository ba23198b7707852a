/* kmod_debug.c - the module's optional debug information: parameter names
 * (section 13) and sequence points (section 14, the debug section that
 * `kiln compile --no-debug` leaves out): their checks in kmod_read and the
 * lookups the runtime and `kiln dis` make.
 *
 * Invariants after kmod_check_debug: the parameter names are exactly one
 * string row per parameter of every method, in method row order; sequence
 * points are sorted strictly by (method, il_off), each on an instruction
 * boundary of its method's body, with a string row for its file and a line
 * and column of at least 1; trace names (section 19, kept by --no-debug)
 * are sorted strictly by method and name a method and a string row;
 * parameter defaults (section 22) are sorted strictly by (method, param),
 * name a parameter of their method, a known kind and caller attribute
 * (an argument expression's parameter among the method's) and, for a
 * string, a string row. Lookups are binary searches; nothing allocates.
 */
#include "il.h"
#include "kmod_internal.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>

uint32_t kmod_sig_param_count(const kmod *m, uint32_t sig)
{
    uint32_t len;
    const uint8_t *s = kmod_sig(m, sig, &len);
    return s && len >= 3 ? il_read_u16(s + 1) : 0;
}

static int check_params(const kmod *m, char *err, size_t errlen)
{
    if (!m->params.n)
        return 0;
    uint64_t want = 0;
    for (uint32_t i = 0; i < m->methods.n; i++)
        want += kmod_sig_param_count(m, m->methods.v[i].sig);
    if (want != m->params.n)
        return kmod_corrupt(err, errlen, "%u parameter names for %llu parameters", m->params.n,
                   (unsigned long long)want);
    for (uint32_t i = 0; i < m->params.n; i++)
        if (m->params.v[i] >= m->strings.n)
            return kmod_corrupt(err, errlen, "parameter name %u: string row %u out of range", i,
                       m->params.v[i]);
    return 0;
}

/* Is off the start of an instruction of the (verified) body? */
static bool on_boundary(const kmod *m, const kmod_method *km, uint32_t off)
{
    const uint8_t *code = m->code.v + km->code_off;
    uint32_t pc = 0;
    while (pc < off) {
        int n = il_instr_size(code + pc, km->code_len - pc);
        if (n <= 0)
            return false;
        pc += (uint32_t)n;
    }
    return pc == off;
}

static int check_seqpt(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_seqpt *s = &m->seqpts.v[i];
    if (s->method >= m->methods.n || !m->methods.v[s->method].code_len)
        return kmod_corrupt(err, errlen, "sequence point %u: method %u has no body", i, s->method);
    const kmod_method *km = &m->methods.v[s->method];
    if (i > 0) {
        const kmod_seqpt *p = s - 1;
        if (p->method > s->method || (p->method == s->method && p->il_off >= s->il_off))
            return kmod_corrupt(err, errlen, "sequence point %u: not after the one before it", i);
    }
    if (s->il_off >= km->code_len || !on_boundary(m, km, s->il_off))
        return kmod_corrupt(err, errlen, "sequence point %u: IL offset %u not on an instruction of method %u",
                   i, s->il_off, s->method);
    if (s->file >= m->strings.n)
        return kmod_corrupt(err, errlen, "sequence point %u: file string row %u out of range", i, s->file);
    if (s->line < 1 || s->col < 1 || s->line > 0xFFFFFFu || s->col > 0xFFFFu)
        return kmod_corrupt(err, errlen, "sequence point %u: line %u column %u", i, s->line, s->col);
    return 0;
}

static uint32_t local_count(const kmod *m, const kmod_method *km)
{
    uint32_t len;
    const uint8_t *s = km->locals != KMOD_NONE ? kmod_sig(m, km->locals, &len) : NULL;
    return s && len >= 3 ? il_read_u16(s + 1) : 0;
}

static int check_localname(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_localname *l = &m->localnames.v[i];
    if (l->method >= m->methods.n || !m->methods.v[l->method].code_len)
        return kmod_corrupt(err, errlen, "local name %u: method %u has no body", i, l->method);
    if (i > 0) {
        const kmod_localname *p = l - 1;
        if (p->method > l->method || (p->method == l->method && p->slot >= l->slot))
            return kmod_corrupt(err, errlen, "local name %u: not after the one before it", i);
    }
    if (l->slot >= local_count(m, &m->methods.v[l->method]))
        return kmod_corrupt(err, errlen, "local name %u: method %u has no local %u", i, l->method, l->slot);
    if (l->name >= m->strings.n)
        return kmod_corrupt(err, errlen, "local name %u: string row %u out of range", i, l->name);
    return 0;
}

static int check_tracename(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_tracename *t = &m->tracenames.v[i];
    if (t->method >= m->methods.n)
        return kmod_corrupt(err, errlen, "trace name %u: method row %u out of range", i, t->method);
    if (i > 0 && t[-1].method >= t->method)
        return kmod_corrupt(err, errlen, "trace name %u: not after the one before it", i);
    if (t->text >= m->strings.n)
        return kmod_corrupt(err, errlen, "trace name %u: string row %u out of range", i, t->text);
    return 0;
}

static int check_paramdef(const kmod *m, uint32_t i, char *err, size_t errlen)
{
    const kmod_paramdef *d = &m->paramdefs.v[i];
    if (d->method >= m->methods.n)
        return kmod_corrupt(err, errlen, "parameter default %u: method row %u out of range", i, d->method);
    uint32_t np = kmod_sig_param_count(m, m->methods.v[d->method].sig);
    if (d->param >= np)
        return kmod_corrupt(err, errlen, "parameter default %u: method %u has no parameter %u", i, d->method,
                            d->param);
    if (i > 0 && (d[-1].method > d->method || (d[-1].method == d->method && d[-1].param >= d->param)))
        return kmod_corrupt(err, errlen, "parameter default %u: not after the one before it", i);
    uint32_t kind = KMOD_PDEF_KIND(d->info), caller = KMOD_PDEF_CALLER(d->info);
    int arg = KMOD_PDEF_CALLER_ARG(d->info);
    if (kind < KMOD_PDEF_INT || kind > KMOD_PDEF_ZERO || caller > KMOD_CALLER_ARGEXPR)
        return kmod_corrupt(err, errlen, "parameter default %u: unknown kind 0x%x", i, d->info);
    if (arg >= (int)np || (arg >= 0 && caller != KMOD_CALLER_ARGEXPR))
        return kmod_corrupt(err, errlen, "parameter default %u: argument expression of parameter %d", i, arg);
    if (kind == KMOD_PDEF_STRING ? d->lo >= m->strings.n || d->hi : kind == KMOD_PDEF_ZERO && (d->lo || d->hi))
        return kmod_corrupt(err, errlen, "parameter default %u: bad value %u:%u", i, d->hi, d->lo);
    return 0;
}

/* The first of n rows (stride bytes each, a u32 method row first, sorted
 * by it) whose method is not below method_row: trace names, parameter
 * defaults and sequence points are found by it. */
_Static_assert(offsetof(kmod_seqpt, method) == 0 && offsetof(kmod_tracename, method) == 0 &&
               offsetof(kmod_paramdef, method) == 0, "rows found by first_of_method start with their method");

static uint32_t first_of_method(const void *rows, size_t stride, uint32_t n, uint32_t method_row)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (*(const uint32_t *)(const void *)((const char *)rows + (size_t)mid * stride) < method_row)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const kmod_paramdef *kmod_param_defaults(const kmod *m, uint32_t method_row, uint32_t *n)
{
    uint32_t lo = first_of_method(m->paramdefs.v, sizeof *m->paramdefs.v, m->paramdefs.n, method_row);
    uint32_t end = lo;
    while (end < m->paramdefs.n && m->paramdefs.v[end].method == method_row)
        end++;
    *n = end - lo;
    return end > lo ? &m->paramdefs.v[lo] : NULL;
}

int kmod_check_debug(const kmod *m, char *err, size_t errlen)
{
    if (check_params(m, err, errlen))
        return -1;
    for (uint32_t i = 0; i < m->seqpts.n; i++)
        if (check_seqpt(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->localnames.n; i++)
        if (check_localname(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->tracenames.n; i++)
        if (check_tracename(m, i, err, errlen))
            return -1;
    for (uint32_t i = 0; i < m->paramdefs.n; i++)
        if (check_paramdef(m, i, err, errlen))
            return -1;
    return 0;
}

uint32_t kmod_trace_name(const kmod *m, uint32_t method_row)
{
    uint32_t lo = first_of_method(m->tracenames.v, sizeof *m->tracenames.v, m->tracenames.n, method_row);
    return lo < m->tracenames.n && m->tracenames.v[lo].method == method_row ? m->tracenames.v[lo].text
                                                                           : KMOD_NONE;
}

uint32_t kmod_local_name(const kmod *m, uint32_t method_row, uint32_t slot)
{
    uint32_t lo = 0, hi = m->localnames.n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const kmod_localname *l = &m->localnames.v[mid];
        if (l->method < method_row || (l->method == method_row && l->slot < slot))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < m->localnames.n && m->localnames.v[lo].method == method_row && m->localnames.v[lo].slot == slot)
        return m->localnames.v[lo].name;
    return KMOD_NONE;
}

uint32_t kmod_param_name(const kmod *m, uint32_t method_row, uint32_t i)
{
    if (!m->params.n || method_row >= m->methods.n)
        return KMOD_NONE;
    uint64_t at = 0;
    for (uint32_t r = 0; r < method_row; r++)
        at += kmod_sig_param_count(m, m->methods.v[r].sig);
    at += i;
    return at < m->params.n ? m->params.v[at] : KMOD_NONE;
}

uint32_t kmod_seqpt_first(const kmod *m, uint32_t method_row)
{
    return first_of_method(m->seqpts.v, sizeof *m->seqpts.v, m->seqpts.n, method_row);
}

const kmod_seqpt *kmod_seqpt_find(const kmod *m, uint32_t method_row, uint32_t il_off)
{
    uint32_t lo = 0, hi = m->seqpts.n;   /* the first point after (method_row, il_off) */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const kmod_seqpt *s = &m->seqpts.v[mid];
        if (s->method < method_row || (s->method == method_row && s->il_off <= il_off))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0 || m->seqpts.v[lo - 1].method != method_row)
        return NULL;
    return &m->seqpts.v[lo - 1];
}
