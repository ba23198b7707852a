/* dis.c - readable listing of a module (kiln dis).
 *
 * Layout: a header, then each type in row order with its fields and methods
 * written in C# words, each method body as "IL_xxxx: mnemonic operand" lines
 * with tokens resolved to names, then its exception clauses. The output only
 * depends on the module, so listings can be compared against expected files.
 * The module is expected to have passed kmod_read (or to come straight from
 * the builders); undecodable bytes end a body's listing with a note.
 */
#include "il.h"
#include "kmod_internal.h"

#include <string.h>

/* Write string row bytes as-is. */
static void put_str(const kmod *m, uint32_t row, FILE *out)
{
    uint32_t len;
    const char *s = kmod_string(m, row, &len);
    if (s)
        fwrite(s, 1, len, out);
    else
        fputs("?", out);
}

/* Write string row as a C# literal. */
static void put_literal(const kmod *m, uint32_t row, FILE *out)
{
    uint32_t len;
    const char *s = kmod_string(m, row, &len);
    if (!s) {
        fputs("?", out);
        return;
    }
    fputc('"', out);
    for (uint32_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        case 0: fputs("\\0", out); break;
        default:
            if (c < 0x20 || c == 0x7f)
                fprintf(out, "\\x%02x", c);
            else
                fputc(c, out);
        }
    }
    fputc('"', out);
}

/* Namespace-qualified name of a TYPEDEF or TYPEREF token. */
static void put_type_token(const kmod *m, uint32_t tok, FILE *out)
{
    uint32_t row = KMOD_TOKEN_ROW(tok), ns, name;
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEDEF && row < m->typedefs.n) {
        ns = m->typedefs.v[row].ns;
        name = m->typedefs.v[row].name;
    } else if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_TYPEREF && row < m->typerefs.n) {
        ns = m->typerefs.v[row].ns;
        name = m->typerefs.v[row].name;
    } else {
        fprintf(out, "?0x%08x", tok);
        return;
    }
    uint32_t nslen;
    if (kmod_string(m, ns, &nslen) && nslen) {
        put_str(m, ns, out);
        fputc('.', out);
    }
    put_str(m, name, out);
}

/* Write the type element at *pos and advance past it. */
static void put_type_at(const kmod *m, const uint8_t *s, uint32_t len, uint32_t *pos, FILE *out)
{
    static const char *const prim[0x20] = {
        [KMOD_T_VOID] = "void", [KMOD_T_BOOL] = "bool", [KMOD_T_CHAR] = "char",
        [KMOD_T_U1] = "byte", [KMOD_T_I4] = "int", [KMOD_T_U4] = "uint", [KMOD_T_I8] = "long",
        [KMOD_T_U8] = "ulong", [KMOD_T_R8] = "double", [KMOD_T_STRING] = "string",
        [KMOD_T_OBJECT] = "object", [KMOD_T_I1] = "sbyte", [KMOD_T_I2] = "short",
        [KMOD_T_U2] = "ushort", [KMOD_T_R4] = "float",
    };
    uint32_t depth = 0, p = *pos;
    if (p < len && s[p] == KMOD_T_OUT && p + 1 < len && s[p + 1] == KMOD_T_BYREF) {
        fputs("out ", out);
        p += 2;
    } else if (p < len && s[p] == KMOD_T_BYREF) {
        fputs("ref ", out);
        p++;
    }
    while (p < len && s[p] == KMOD_T_SZARRAY) {
        depth++;
        p++;
    }
    if (p >= len) {
        fputs("?", out);
    } else if ((s[p] == KMOD_T_CLASS || s[p] == KMOD_T_VALUETYPE || s[p] == KMOD_T_ENUM) &&
               p + 5 <= len) {
        put_type_token(m, il_read_u32(s + p + 1), out);
        p += 4;
    } else if (s[p] < 0x20 && prim[s[p]]) {
        fputs(prim[s[p]], out);
    } else {
        fprintf(out, "?0x%02x", s[p]);
    }
    *pos = p + 1 > len ? len : p + 1;
    while (depth--)
        fputs("[]", out);
}

void kmod_print_type(const kmod *m, const uint8_t *sig, uint32_t len, FILE *out)
{
    uint32_t pos = 0;
    put_type_at(m, sig, len, &pos, out);
}

static void put_sig_type(const kmod *m, uint32_t row, FILE *out)
{
    uint32_t len;
    const uint8_t *s = kmod_sig(m, row, &len);
    if (s)
        kmod_print_type(m, s, len, out);
    else
        fputs("?", out);
}

/* " name" of a string row (nothing for KMOD_NONE or ""). */
static void put_name_suffix(const kmod *m, uint32_t row, FILE *out)
{
    uint32_t len;
    const char *s = row != KMOD_NONE ? kmod_string(m, row, &len) : NULL;
    if (s && len)
        fprintf(out, " %.*s", (int)len, s);
}

/* "(int, ref long)" from a method sig, with the parameter names of method
 * row (KMOD_NONE: none) when the module has them: "(int n, ref long r)". */
static void put_params(const kmod *m, const uint8_t *s, uint32_t len, uint32_t row, FILE *out)
{
    uint32_t n = len >= 3 ? il_read_u16(s + 1) : 0;
    uint32_t pos = len >= 3 ? kmod_sig_skip(s, len, 3) : len;
    fputc('(', out);
    for (uint32_t i = 0; i < n && pos < len; i++) {
        if (i)
            fputs(", ", out);
        put_type_at(m, s, len, &pos, out);
        if (row != KMOD_NONE)
            put_name_suffix(m, kmod_param_name(m, row, i), out);
    }
    fputc(')', out);
}

static void put_ret(const kmod *m, const uint8_t *s, uint32_t len, FILE *out)
{
    uint32_t pos = 3;
    put_type_at(m, s, len, &pos, out);
}

/* "void System.Console::WriteLine(string)" for a METHOD/METHODREF token. */
static void put_method_token(const kmod *m, uint32_t tok, FILE *out)
{
    uint32_t row = KMOD_TOKEN_ROW(tok), parent, name, sigrow;
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHOD && row < m->methods.n) {
        parent = KMOD_TOKEN(KMOD_TAB_TYPEDEF, m->methods.v[row].owner);
        name = m->methods.v[row].name;
        sigrow = m->methods.v[row].sig;
    } else if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_METHODREF && row < m->methodrefs.n) {
        parent = m->methodrefs.v[row].parent;
        name = m->methodrefs.v[row].name;
        sigrow = m->methodrefs.v[row].sig;
    } else {
        fprintf(out, "?0x%08x", tok);
        return;
    }
    uint32_t len;
    const uint8_t *s = kmod_sig(m, sigrow, &len);
    if (s && len >= 3 && s[0] == KMOD_SIG_METHOD_THIS)
        fputs("instance ", out);
    if (s && len >= 3)
        put_ret(m, s, len, out);
    fputc(' ', out);
    put_type_token(m, parent, out);
    fputs("::", out);
    put_str(m, name, out);
    if (s && len >= 3)
        put_params(m, s, len, KMOD_NONE, out);
}

/* "int Program::count" for a FIELD/FIELDREF token. */
static void put_field_token(const kmod *m, uint32_t tok, FILE *out)
{
    uint32_t row = KMOD_TOKEN_ROW(tok), parent, name, sigrow;
    if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_FIELD && row < m->fields.n) {
        parent = KMOD_TOKEN(KMOD_TAB_TYPEDEF, m->fields.v[row].owner);
        name = m->fields.v[row].name;
        sigrow = m->fields.v[row].sig;
    } else if (KMOD_TOKEN_TAB(tok) == KMOD_TAB_FIELDREF && row < m->fieldrefs.n) {
        parent = m->fieldrefs.v[row].parent;
        name = m->fieldrefs.v[row].name;
        sigrow = m->fieldrefs.v[row].sig;
    } else {
        fprintf(out, "?0x%08x", tok);
        return;
    }
    put_sig_type(m, sigrow, out);
    fputc(' ', out);
    put_type_token(m, parent, out);
    fputs("::", out);
    put_str(m, name, out);
}

static void put_token(const kmod *m, uint32_t tok, FILE *out)
{
    switch (KMOD_TOKEN_TAB(tok)) {
    case KMOD_TAB_STRING: put_literal(m, KMOD_TOKEN_ROW(tok), out); break;
    case KMOD_TAB_METHOD: case KMOD_TAB_METHODREF: put_method_token(m, tok, out); break;
    case KMOD_TAB_FIELD: case KMOD_TAB_FIELDREF: put_field_token(m, tok, out); break;
    case KMOD_TAB_SIG: put_sig_type(m, KMOD_TOKEN_ROW(tok), out); break;
    case KMOD_TAB_TYPEDEF: case KMOD_TAB_TYPEREF: put_type_token(m, tok, out); break;
    default: fprintf(out, "?0x%08x", tok);
    }
}

/* ------------------------------------------------------------ bodies */

static void put_operand(const kmod *m, const uint8_t *c, uint32_t off, int size, FILE *out)
{
    const uint8_t *p = c + off + 1;
    switch (il_opinfo_table[c[off]].operand) {
    case IL_OPND_NONE: break;
    case IL_OPND_I4: fprintf(out, " %d", (int)il_read_i32(p)); break;
    case IL_OPND_I8: fprintf(out, " %lld", (long long)il_read_i64(p)); break;
    case IL_OPND_R8: {
        uint64_t bits = (uint64_t)il_read_i64(p);
        double d;
        memcpy(&d, &bits, sizeof d);
        fprintf(out, " %.17g", d);
        break;
    }
    case IL_OPND_R4: {
        uint32_t bits = il_read_u32(p);
        float f;
        memcpy(&f, &bits, sizeof f);
        fprintf(out, " %.9g", (double)f);
        break;
    }
    case IL_OPND_VAR: fprintf(out, " %u", il_read_u16(p)); break;
    case IL_OPND_TOK: fputc(' ', out); put_token(m, il_read_u32(p), out); break;
    case IL_OPND_BR:
        fprintf(out, " IL_%04llx", (unsigned long long)((int64_t)off + size + il_read_i32(p)));
        break;
    case IL_OPND_SWITCH: {
        uint32_t n = il_read_u32(p);
        fputs(" (", out);
        for (uint32_t i = 0; i < n; i++)
            fprintf(out, "%sIL_%04llx", i ? ", " : "",
                    (unsigned long long)((int64_t)off + size + il_read_i32(p + 4 + 4 * i)));
        fputc(')', out);
        break;
    }
    }
}

/* "// file.cs:LINE" before the first instruction of a statement (the
 * debug section's point at off, if any; the file by its last component). */
static void put_seqpt(const kmod *m, uint32_t *sp, uint32_t row, uint32_t off, FILE *out)
{
    while (*sp < m->seqpts.n && m->seqpts.v[*sp].method == row && m->seqpts.v[*sp].il_off < off)
        ++*sp;
    if (*sp >= m->seqpts.n || m->seqpts.v[*sp].method != row || m->seqpts.v[*sp].il_off != off)
        return;
    uint32_t len;
    const char *file = kmod_string(m, m->seqpts.v[*sp].file, &len);
    const char *base = file;
    for (uint32_t i = 0; file && i < len; i++)
        if (file[i] == '/')
            base = file + i + 1;
    int blen = file ? (int)(len - (uint32_t)(base - file)) : 1;
    fprintf(out, "        // %.*s:%u\n", blen, file ? base : "?", m->seqpts.v[*sp].line);
}

static void dis_body(const kmod *m, uint32_t row, const kmod_method *f, FILE *out)
{
    uint32_t sp = kmod_seqpt_first(m, row);
    fprintf(out, "        .maxstack %u\n", f->max_stack);
    if (f->locals != KMOD_NONE) {
        uint32_t len;
        const uint8_t *s = kmod_sig(m, f->locals, &len);
        uint32_t n = s && len >= 3 ? il_read_u16(s + 1) : 0, pos = 3;
        fputs("        .locals (", out);
        for (uint32_t i = 0; i < n && pos < len; i++) {
            fprintf(out, "%s[%u] ", i ? ", " : "", i);
            put_type_at(m, s, len, &pos, out);
            put_name_suffix(m, kmod_local_name(m, row, i), out);
        }
        fputs(")\n", out);
    }
    const uint8_t *c = m->code.v + f->code_off;
    for (uint32_t off = 0; off < f->code_len;) {
        int size = il_instr_size(c + off, f->code_len - off);
        if (size < 0) {
            fprintf(out, "        IL_%04x: <undecodable byte 0x%02x>\n", off, c[off]);
            break;
        }
        put_seqpt(m, &sp, row, off, out);
        fprintf(out, "        IL_%04x: ", off);
        il_print_mnemonic(out, (il_opcode)c[off]);
        put_operand(m, c, off, size, out);
        fputc('\n', out);
        off += (uint32_t)size;
    }
    for (uint32_t k = 0; k < f->eh_count && f->eh_first + k < m->ehs.n; k++) {
        const kmod_eh *e = &m->ehs.v[f->eh_first + k];
        fprintf(out, "        .try IL_%04x to IL_%04x ", e->try_off, e->try_off + e->try_len);
        if (kmod_eh_takes_type(e)) {
            fputs(e->kind == KMOD_EH_FILTER ? "catch when " : "catch ", out);
            put_sig_type(m, e->catch_sig, out);
        } else {
            fputs("finally", out);
        }
        fprintf(out, " handler IL_%04x to IL_%04x\n", e->handler_off,
                e->handler_off + e->handler_len);
    }
}

/* ------------------------------------------------------------ declarations */

static void put_access(uint32_t flags, FILE *out)
{
    static const char *const acc[] = {"", "private ", "protected ", "internal ", "public "};
    uint32_t a = flags & KMOD_ACC_MASK;
    fputs(a < 5 ? acc[a] : "", out);
}

static void put_method_flags(const kmod_method *f, FILE *out)
{
    if (f->flags & KMOD_METH_PINVOKE)
        fputs("[DllImport] ", out);
    if (f->flags & KMOD_METH_INTERNALCALL)
        fputs("[InternalCall] ", out);
    if (f->flags & KMOD_METH_INTRINSIC)
        fputs("[Intrinsic] ", out);
    if (f->flags & KMOD_METH_AGGRESSIVE_INLINING)
        fputs("[AggressiveInlining] ", out);
    if (f->flags & KMOD_METH_NOINLINING)
        fputs("[NoInlining] ", out);
    put_access(f->flags, out);
    if (f->flags & KMOD_METH_STATIC)
        fputs("static ", out);
    if (f->flags & (KMOD_METH_PINVOKE | KMOD_METH_INTERNALCALL))
        fputs("extern ", out);
    if (f->flags & KMOD_METH_ABSTRACT)
        fputs("abstract ", out);
    else if ((f->flags & KMOD_METH_VIRTUAL) && (f->flags & KMOD_METH_FINAL))
        fputs("sealed override ", out);
    else if ((f->flags & KMOD_METH_VIRTUAL) && (f->flags & KMOD_METH_NEWSLOT))
        fputs("virtual ", out);
    else if (f->flags & KMOD_METH_VIRTUAL)
        fputs("override ", out);
}

static void dis_method(const kmod *m, uint32_t row, FILE *out)
{
    const kmod_method *f = &m->methods.v[row];
    uint32_t len;
    const uint8_t *s = kmod_sig(m, f->sig, &len);
    fputs("    ", out);
    put_method_flags(f, out);
    if (s && len >= 3)
        put_ret(m, s, len, out);
    fputc(' ', out);
    put_str(m, f->name, out);
    if (s && len >= 3)
        put_params(m, s, len, row, out);
    if (f->flags & KMOD_METH_PINVOKE) {
        fputs("  // ", out);
        put_literal(m, f->pinvoke_lib, out);
        fputs(", ", out);
        put_literal(m, f->pinvoke_entry, out);
    }
    fprintf(out, "  // method %u\n", row);
    for (uint32_t i = 0; i < m->methodimpls.n; i++)
        if (m->methodimpls.v[i].body == row) {   /* an explicit implementation */
            fputs("    .override ", out);
            put_method_token(m, m->methodimpls.v[i].decl, out);
            fputc('\n', out);
        }
    if (!f->code_len)
        return;
    fputs("    {\n", out);
    dis_body(m, row, f, out);
    fputs("    }\n", out);
}

static void put_constant(const kmod *m, const kmod_field *f, FILE *out)
{
    uint32_t len;
    const uint8_t *s = kmod_sig(m, f->sig, &len);
    uint64_t v = f->constant;
    int t = s && len ? s[0] : 0;
    if (t == KMOD_T_STRING) {
        if (v == KMOD_NONE)
            fputs("null", out);
        else
            put_literal(m, (uint32_t)v, out);
    } else if (t == KMOD_T_R8) {
        double d;
        memcpy(&d, &v, sizeof d);
        fprintf(out, "%.17g", d);
    } else if (t == KMOD_T_R4) {
        uint32_t bits = (uint32_t)v;
        float fl;
        memcpy(&fl, &bits, sizeof fl);
        fprintf(out, "%.9g", (double)fl);
    } else if (t == KMOD_T_BOOL) {
        fputs(v ? "true" : "false", out);
    } else if (t == KMOD_T_U4 || t == KMOD_T_U8 || t == KMOD_T_U1 || t == KMOD_T_CHAR ||
               t == KMOD_T_U2) {
        fprintf(out, "%llu", (unsigned long long)v);
    } else if (t == KMOD_T_I4 || t == KMOD_T_I1 || t == KMOD_T_I2) {
        fprintf(out, "%d", (int)(int32_t)(uint32_t)v);
    } else {
        fprintf(out, "%lld", (long long)(int64_t)v);
    }
}

static void dis_field(const kmod *m, uint32_t row, FILE *out)
{
    const kmod_field *f = &m->fields.v[row];
    fputs("    ", out);
    put_access(f->flags, out);
    if (f->flags & KMOD_FIELD_LITERAL)
        fputs("const ", out);
    else if (f->flags & KMOD_FIELD_STATIC)
        fputs("static ", out);
    if (f->flags & KMOD_FIELD_READONLY)
        fputs("readonly ", out);
    if (f->flags & KMOD_FIELD_VOLATILE)
        fputs("volatile ", out);
    put_sig_type(m, f->sig, out);
    fputc(' ', out);
    put_str(m, f->name, out);
    if (f->flags & KMOD_FIELD_LITERAL) {
        fputs(" = ", out);
        put_constant(m, f, out);
    }
    fputc('\n', out);
}

static void dis_type(const kmod *m, uint32_t row, FILE *out)
{
    const kmod_typedef *t = &m->typedefs.v[row];
    put_access(t->flags, out);
    if (t->flags & KMOD_TYPE_STATIC)
        fputs("static ", out);
    else if ((t->flags & KMOD_TYPE_ABSTRACT) && !(t->flags & KMOD_TYPE_INTERFACE))
        fputs("abstract ", out);
    else if ((t->flags & KMOD_TYPE_SEALED) && !(t->flags & (KMOD_TYPE_ENUM | KMOD_TYPE_VALUETYPE)))
        fputs("sealed ", out);
    if (t->flags & KMOD_TYPE_LENDS_IFACES)
        fputs("lendsifaces ", out);
    fputs(t->flags & KMOD_TYPE_ENUM ? "enum " : t->flags & KMOD_TYPE_VALUETYPE ? "struct " :
          t->flags & KMOD_TYPE_INTERFACE ? "interface " : "class ", out);
    put_type_token(m, KMOD_TOKEN(KMOD_TAB_TYPEDEF, row), out);
    const char *sep = " : ";
    if (t->parent) {
        fputs(sep, out);
        put_type_token(m, t->parent, out);
        sep = ", ";
    }
    uint32_t first, n = kmod_ifaces_of(m, row, &first);
    for (uint32_t k = 0; k < n; k++, sep = ", ") {
        fputs(sep, out);
        put_type_token(m, m->ifaceimpls.v[first + k].iface, out);
    }
    fputs("\n{\n", out);
    n = kmod_variances_of(m, row, &first);
    for (uint32_t k = 0; k < n; k++) {   /* variant conversions (docs/interfaces.md "Variance") */
        fputs("  .variant ", out);
        put_type_token(m, KMOD_TOKEN(KMOD_TAB_TYPEDEF, m->variances.v[first + k].to), out);
        fputc('\n', out);
    }
    const kmod_variant *v = kmod_variant_of(m, row);
    if (v) {   /* what the runtime decides casts with */
        fputs("  .variance", out);
        for (uint32_t k = 0; k < KMOD_VAR_MAX_ARGS && v->variance >> (2 * k); k++)
            fputs((v->variance >> (2 * k) & 3) == KMOD_VAR_OUT ? " out" :
                  (v->variance >> (2 * k) & 3) == KMOD_VAR_IN ? " in" : " -", out);
        uint32_t len = 0, pos = 3;
        const uint8_t *a = kmod_sig(m, v->args, &len);
        uint32_t n = a && len >= 3 ? il_read_u16(a + 1) : 0;
        fputs(" (", out);
        for (uint32_t k = 0; k < n && pos < len; k++) {
            if (k)
                fputs(", ", out);
            put_type_at(m, a, len, &pos, out);
        }
        fputs(")\n", out);
    }
    for (uint32_t i = 0; i < t->field_count && t->field_first + i < m->fields.n; i++)
        dis_field(m, t->field_first + i, out);
    for (uint32_t i = 0; i < t->method_count && t->method_first + i < m->methods.n; i++)
        dis_method(m, t->method_first + i, out);
    fputs("}\n", out);
}

void kmod_dis(const kmod *m, FILE *out)
{
    fprintf(out, "// Kiln module, format version %u%s\n", m->version,
            (m->flags & KMOD_FLAG_CORELIB) ? ", corelib" : "");
    fprintf(out, "// %u types, %u fields, %u methods, %u bytes of IL\n", m->typedefs.n,
            m->fields.n, m->methods.n, m->code.n);
    if (m->gensrc.n)   /* docs/generics.md: what programs instantiate, compiled with them */
        fprintf(out, "// %u bytes of C# source of generic definitions\n", m->gensrc.n);
    if (m->entry) {
        fputs(".entry ", out);
        put_method_token(m, m->entry, out);
        fputc('\n', out);
    }
    for (uint32_t i = 0; i < m->typedefs.n; i++) {
        fputc('\n', out);
        dis_type(m, i, out);
    }
}
