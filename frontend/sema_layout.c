/* sema_layout.c - turns the declared user classes into output-module rows:
 * one TYPEDEF per class in S->user order, its fields and methods as
 * contiguous FIELD/METHOD rows (the kmod invariant), const values as
 * LITERAL constants, and the entry point. Rows are assigned before any
 * body is emitted (bodies refer to them by token); code offsets, max_stack,
 * locals and EH clauses are patched into the method rows afterwards.
 */
#define _POSIX_C_SOURCE 200809L /* getcwd */
#include "sema.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static uint64_t const_bits(fe_sema *S, const fe_field *f)
{
    uint64_t bits = 0;
    if (f->value.type->kind == FE_T_DOUBLE) {
        memcpy(&bits, &f->value.d, sizeof bits);
    } else if (f->value.type->kind == FE_T_FLOAT) {   /* single bits, low 32 (docs/valuetypes.md) */
        float x = (float)f->value.d;
        uint32_t lo;
        memcpy(&lo, &x, sizeof lo);
        bits = lo;
    } else if (f->value.type->kind == FE_T_STRING) {
        bits = fe_const_is_null(&f->value) ? KMOD_NONE
             : fe_str_row(S, fe_const_str(S, &f->value), f->value.slen, 0);
    } else {
        bits = (uint64_t)f->value.i;
    }
    return bits;
}

void fe_layout_rows(fe_sema *S)
{
    uint32_t frow = 0, mrow = 0;
    for (int i = 0; i < S->user.n; i++) {
        fe_class *c = S->user.v[i];
        fe_generic_split_demand(S, c);
        c->row = (uint32_t)i;
        for (int j = 0; j < c->fields.n; j++)
            c->fields.v[j]->row = frow++;
        for (int j = 0; j < c->methods.n; j++)
            if (fe_has_row(c->methods.v[j]))
                c->methods.v[j]->row = mrow++;
    }
}

/* The kmod_paramdef of m's optional parameter k (its default and caller
 * attribute), so that a program compiled against this module can leave the
 * argument out. */
_Static_assert((int)FE_CALLER_MEMBER == (int)KMOD_CALLER_MEMBER && (int)FE_CALLER_LINE == (int)KMOD_CALLER_LINE &&
               (int)FE_CALLER_ARGEXPR == (int)KMOD_CALLER_ARGEXPR, "caller attributes are the module's numbers");

static void emit_param_default(fe_sema *S, const fe_method *m, int k)
{
    const fe_param *p = &m->params[k];
    const fe_const *c = &p->defval;
    const fe_type *t = c->type ? c->type : p->type;
    fe_tkind kind = t->kind == FE_T_ENUM ? fe_enum_base_kind(t) : t->kind;
    kmod_paramdef d = {m->row, (uint32_t)k, KMOD_PDEF_INT, 0, 0};
    uint64_t v = (uint64_t)c->i;
    if (kind == FE_T_DOUBLE || kind == FE_T_FLOAT) {
        d.info = KMOD_PDEF_FLOAT;
        memcpy(&v, &c->d, sizeof v);
    } else if (kind == FE_T_STRING && !fe_const_is_null(c)) {
        d.info = KMOD_PDEF_STRING;
        v = fe_str_row(S, fe_const_str(S, c), c->slen, 1);
    } else if (kind < FE_T_BOOL || kind > FE_T_ULONG) {
        d.info = KMOD_PDEF_ZERO;   /* null, default(T), a struct's zero */
        v = 0;
    }
    d.lo = (uint32_t)v;
    d.hi = (uint32_t)(v >> 32);
    d.info |= (uint32_t)p->caller << 8;
    if (p->caller == FE_CALLER_ARGEXPR)
        d.info |= (uint32_t)(p->caller_arg + 1) << 16;
    if (kmod_add_paramdef(S->out, &d))
        fe_out_of_memory();
}

static void emit_method_row(fe_sema *S, fe_class *c, fe_method *m)
{
    kmod_method km = {0};
    km.owner = c->row;
    km.name = fe_str(S, m->name);
    km.sig = fe_method_sig_row(S, m);
    km.flags = m->flags;
    km.locals = KMOD_NONE;
    km.pinvoke_lib = m->pinvoke_lib ? fe_str(S, m->pinvoke_lib) : KMOD_NONE;
    km.pinvoke_entry = m->pinvoke_entry ? fe_str(S, m->pinvoke_entry) : KMOD_NONE;
    fe_added(kmod_add_method(S->out, &km));
    for (int k = 0; k < m->nparams; k++)
        if (kmod_add_param_name(S->out, fe_str(S, m->params[k].name ? m->params[k].name : "")))
            fe_out_of_memory();
    for (int k = 0; k < m->nparams; k++)
        if (m->params[k].has_default)
            emit_param_default(S, m, k);
    uint32_t trace = fe_trace_name_row(S, m);
    if (trace != KMOD_NONE && kmod_add_tracename(S->out, m->row, trace))
        fe_out_of_memory();
}

/* The TYPEDEF of c (rows already assigned), its FIELD and METHOD rows. */
static void emit_class_rows(fe_sema *S, fe_class *c)
{
    kmod_typedef td = {0};
    td.ns = fe_str(S, c->ns);
    td.name = fe_str(S, fe_class_meta_name(c));
    td.flags = c->flags;
    td.parent = c->base && !fe_is_iface(c) ? fe_class_token(S, c->base) : 0;
    td.field_first = c->fields.n ? c->fields.v[0]->row : (uint32_t)S->out->fields.n;
    td.field_count = (uint32_t)c->fields.n;
    td.method_first = (uint32_t)S->out->methods.n;
    td.method_count = 0;
    for (int j = c->methods.n - 1; j >= 0; j--)   /* on-demand methods have no row yet */
        if (fe_has_row(c->methods.v[j])) {
            td.method_first = c->methods.v[j]->row;
            td.method_count++;
        }
    for (int j = 0; j < c->fields.n; j++) {
        fe_field *f = c->fields.v[j];
        kmod_field kf = {0};
        kf.owner = c->row;
        kf.name = fe_str(S, f->name);
        kf.sig = fe_type_sig_row(S, f->type);
        kf.flags = f->flags;
        if (f->has_const)
            kf.constant = const_bits(S, f);
        fe_added(kmod_add_field(S->out, &kf));
    }
    for (int j = 0; j < c->methods.n; j++)
        if (fe_has_row(c->methods.v[j]))
            emit_method_row(S, c, c->methods.v[j]);
    fe_added(kmod_add_typedef(S->out, &td));
}

/* Adds the TYPEDEF, FIELD and METHOD rows (bodies empty for now). Must run
 * after every constant is known. */
void fe_layout_emit(fe_sema *S)
{
    for (int i = 0; i < S->user.n; i++)
        emit_class_rows(S, S->user.v[i]);
    S->laid_out = 1;
}

/* A generic instance made after layout (docs/generics.md): its rows at the
 * ends of the tables, so its ranges are contiguous. */
void fe_layout_late_class(fe_sema *S, fe_class *c)
{
    /* the instances its signatures name first (List<T> in an instance's
     * body: List<int>) take their rows before its own are numbered */
    for (int j = 0; S->subst && j < c->fields.n; j++)
        fe_emit_type(S, c->fields.v[j]->type);
    for (int j = 0; S->subst && j < c->methods.n; j++) {
        fe_emit_type(S, c->methods.v[j]->ret);
        for (int k = 0; k < c->methods.v[j]->nparams; k++)
            fe_emit_type(S, c->methods.v[j]->params[k].type);
    }
    c->row = (uint32_t)S->out->typedefs.n;
    for (int j = 0; j < c->fields.n; j++)
        c->fields.v[j]->row = (uint32_t)S->out->fields.n + (uint32_t)j;
    for (int j = 0; j < c->methods.n; j++)
        c->methods.v[j]->row = (uint32_t)S->out->methods.n + (uint32_t)j;
    if (!S->open_pass)   /* an open pass's lambda class: scratch rows, not the module's */
        FE_VEC_PUSH(S->late, c);
    emit_class_rows(S, c);
}

/* Generic instances are the module's whatever made them: one named first
 * while a definition binds open (its output a scratch module) is laid out
 * in the real module, with closed tokens, and its bodies are emitted by
 * fe_generic_emit_all's worklist. */
typedef struct {
    kmod *out;
    int open_pass;
    fe_subst *subst;
} rows_save;

static rows_save rows_enter(fe_sema *S)
{
    rows_save r = {S->out, S->open_pass, S->subst};
    S->out = S->home;
    S->open_pass = 0;
    S->subst = NULL;
    return r;
}

static void rows_leave(fe_sema *S, rows_save r)
{
    S->out = r.out;
    S->open_pass = r.open_pass;
    S->subst = r.subst;
}

static void late_classes_rows(fe_sema *S, fe_class *const *cs, int n)
{
    uint32_t trow = (uint32_t)S->out->typedefs.n, frow = (uint32_t)S->out->fields.n,
             mrow = (uint32_t)S->out->methods.n;
    for (int i = 0; i < n; i++) {
        fe_class *c = cs[i];
        fe_generic_split_demand(S, c);
        c->row = trow++;
        for (int j = 0; j < c->fields.n; j++)
            c->fields.v[j]->row = frow++;
        for (int j = 0; j < c->methods.n; j++)
            if (fe_has_row(c->methods.v[j]))
                c->methods.v[j]->row = mrow++;
    }
    for (int i = 0; i < n; i++) {
        FE_VEC_PUSH(S->late, cs[i]);
        emit_class_rows(S, cs[i]);
    }
}

void fe_layout_late_classes(fe_sema *S, fe_class *const *cs, int n)
{
    rows_save save = rows_enter(S);
    late_classes_rows(S, cs, n);
    rows_leave(S, save);
}

/* A generic method's instance added to its (laid out) class: a row at the
 * end of the method table; fe_generic_finish makes the class's range
 * contiguous again. */
void fe_layout_late_method(fe_sema *S, fe_method *m)
{
    rows_save save = rows_enter(S);
    S->subst = fe_closure_subst(m);   /* a local function's instance: its enclosing instance's */
    m->row = (uint32_t)S->out->methods.n;
    emit_method_row(S, m->owner, m);
    S->late_methods = 1;
    rows_leave(S, save);
}

/* The absolute form of a source path, as .NET prints it in traces: the
 * current directory joined to a relative path, "." and ".." segments
 * resolved lexically (symbolic links are kept, as in Path.GetFullPath). */
static char *absolute_path(const char *path)
{
    char cwd[4096] = "";
    if (path[0] != '/' && !getcwd(cwd, sizeof cwd))
        cwd[0] = 0;
    size_t n = strlen(cwd) + strlen(path) + 2;
    char *joined = malloc(n), *out = malloc(n + 1);
    if (!joined || !out)
        fe_out_of_memory();
    snprintf(joined, n, "%s/%s", cwd, path);
    size_t len = 0;
    for (char *seg = joined, *end; *seg; seg = end) {
        end = seg + strcspn(seg, "/");
        size_t sl = (size_t)(end - seg);
        if (*end)
            end++;
        if (sl == 0 || (sl == 1 && seg[0] == '.'))
            continue;
        if (sl == 2 && seg[0] == '.' && seg[1] == '.') {
            while (len > 0 && out[--len] != '/')
                ;
            continue;
        }
        out[len++] = '/';
        memcpy(out + len, seg, sl);
        len += sl;
    }
    if (len == 0)
        out[len++] = '/';
    out[len] = 0;
    free(joined);
    return out;
}

/* The string row of file's absolute path (cached per file index). */
static uint32_t file_row(fe_sema *S, int file)
{
    while (S->file_rows.n <= file)
        FE_VEC_PUSH(S->file_rows, KMOD_NONE);
    if (S->file_rows.v[file] == KMOD_NONE) {
        const char *p = fe_diags_file(S->diags, file);
        char *abs = absolute_path(p ? p : "?");
        S->file_rows.v[file] = fe_str(S, abs);
        free(abs);
    }
    return S->file_rows.v[file];
}

/* The body's sequence points, inside its code, into the debug section. */
static void add_seqpts(fe_sema *S, fe_method *m, fe_builder *b)
{
    const fe_method *src = m->tmpl ? m->tmpl : m;
    if (src->unit && src->unit->corelib_generic)
        return;   /* the corelib's code has no line information (it is built --no-debug) */
    for (int i = 0; i < b->seq.n; i++) {
        const fe_seqpt *q = &b->seq.v[i];
        if (q->off >= (uint32_t)b->code.n || q->pos.file < 0)
            continue;
        kmod_seqpt p = {m->row, q->off, file_row(S, q->pos.file), (uint32_t)q->pos.line,
                        (uint32_t)(q->pos.col > 0 ? q->pos.col : 1)};
        if (kmod_add_seqpt(S->out, &p))
            fe_out_of_memory();
    }
}

/* Stores a finished body into its method row. */
void fe_layout_body(fe_sema *S, fe_method *m, fe_builder *b)
{
    kmod_method *km = &S->out->methods.v[m->row];
    km->code_off = fe_added(kmod_add_code(S->out, b->code.v, (size_t)b->code.n));
    km->code_len = (uint32_t)b->code.n;
    km->max_stack = (uint32_t)b->max_depth;
    if (b->locals.n) {
        fe_bytes sig = {0};
        FE_VEC_PUSH(sig, (uint8_t)KMOD_SIG_LOCALS);
        FE_VEC_PUSH(sig, (uint8_t)(b->locals.n & 0xFF));
        FE_VEC_PUSH(sig, (uint8_t)((b->locals.n >> 8) & 0xFF));
        for (int i = 0; i < b->locals.n; i++)
            fe_sig_type(S, &sig, b->locals.v[i]);
        km->locals = fe_added(kmod_add_sig(S->out, sig.v, (size_t)sig.n));
        free(sig.v);
    }
    add_seqpts(S, m, b);
    for (int i = 0; i < b->local_names.n && i < b->locals.n; i++) {
        kmod_localname l = {m->row, (uint32_t)i, b->local_names.v[i] ? fe_str(S, b->local_names.v[i]) : 0};
        if (b->local_names.v[i] && kmod_add_localname(S->out, &l))
            fe_out_of_memory();
    }
    km->eh_first = (uint32_t)S->out->ehs.n;
    km->eh_count = (uint32_t)b->ehs.n;
    for (int i = 0; i < b->ehs.n; i++)
        fe_added(kmod_add_eh(S->out, &b->ehs.v[i]));
}
