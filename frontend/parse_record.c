/* parse_record.c - the members a record declares without writing them
 * (C# 9/10, docs/language.md "Records").
 *
 * A record is a class or struct whose parser, after reading the body,
 * adds the members C# synthesizes: written here as C# text over the
 * record's own syntax (its type and its parameters' types are spliced in
 * as the tokens the program wrote: __kiln_splice_N), then parsed as
 * members of the body (fe_record_add_members, parse.c). Sema binds them as
 * any other member, so overload resolution, overriding, `init` and the
 * verifier see nothing new. Sema asks for them once the base class is
 * resolved (sema_record.c), because the members differ when the base is
 * a record (Equals(R) calls base.Equals, PrintMembers base.PrintMembers,
 * Equals(B) is sealed over Equals(object), a positional parameter naming
 * an inherited property makes no new one) from when it is not (the root:
 * Equals(R) compares EqualityContract, <Clone>$ is introduced), and only
 * sema knows (a base list's first entry may be an interface).
 *
 * The members and their bodies follow C#'s specification (15.16 in C# 9's
 * draft): positional parameters become public `init` properties (`set`
 * in a record struct that is not readonly), assigned by the primary
 * constructor and read by Deconstruct; ToString prints
 * "Name { A = 1, B = x }" through PrintMembers (public instance fields
 * and readable properties, in declaration order); Equals compares every
 * instance field and auto-property with EqualityComparer<T>.Default;
 * == and != call Equals; the copy constructor copies them; <Clone>$
 * (virtual, returning object: Kiln has no covariant returns, so `with`
 * casts) calls it. A member the body declares itself (ToString,
 * PrintMembers, GetHashCode, Equals(R), Deconstruct, the copy
 * constructor, EqualityContract) replaces the synthesized one.
 *
 * A class or struct with a primary constructor (C# 12, `class C(int x)`)
 * keeps the same syntax (shape.plain) and gets only the constructor and a
 * private field for each parameter a member captures.
 *
 * Invariants: the text names types only through splices and fully
 * qualified corelib names, so a program's own names cannot capture it;
 * every member the text declares is one the record body does not.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

typedef struct sbuf { char *s; size_t n, cap; } sbuf;

static void put(sbuf *b, const char *fmt, ...) FE_PRINTF(2, 3);
static void put(sbuf *b, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? b->cap - b->n : 0, fmt, ap);
        va_end(ap);
        if (k < 0)
            return;
        if (b->s && b->n + (size_t)k < b->cap) {
            b->n += (size_t)k;
            return;
        }
        size_t cap = (b->cap + (size_t)k + 1) * 2;
        char *s = realloc(b->s, cap);
        if (!s)
            fe_out_of_memory();
        b->s = s;
        b->cap = cap;
    }
}

#define SPLICE "__kiln_splice_"
#define EQC "System.Collections.Generic.EqualityComparer"
#define SB "System.Text.StringBuilder"

/* The record's type as its body names it ("Pair<T>"). */
static void put_type(sbuf *b, const fe_rec_shape *r)
{
    put(b, "%s", r->name);
    for (int i = 0; i < r->ntparams; i++)
        put(b, "%s%s", i ? ", " : "<", r->tparams[i]);
    if (r->ntparams)
        put(b, ">");
}

static void positional(sbuf *b, const fe_rec_shape *r)
{
    for (int i = 0; i < r->npos; i++)
        if (!r->pos[i].declared)
            put(b, "public " SPLICE "%d %s { get; %s; }\n", r->pos[i].type, r->pos[i].name,
                r->is_struct && !r->is_readonly ? "set" : "init");
    if (r->npos && !(r->user & FE_REC_USER_DECONSTRUCT)) {
        put(b, "public void Deconstruct(");
        for (int i = 0; i < r->npos; i++)
            put(b, "%sout " SPLICE "%d %s", i ? ", " : "", r->pos[i].type, r->pos[i].name);
        put(b, ") {");
        for (int i = 0; i < r->npos; i++)
            put(b, " %s = this.%s;", r->pos[i].name, r->pos[i].name);
        put(b, " }\n");
    }
}

/* The primary constructor (derived: passing its base arguments on). */
static void primary_ctor(sbuf *b, const fe_rec_shape *r, int derived)
{
    if (r->params < 0)
        return;
    put(b, "public %s(" SPLICE "%d)", r->name, r->params);
    if (derived && r->base_args >= 0)
        put(b, " : base(" SPLICE "%d)", r->base_args);
    put(b, " {");
    for (int i = 0; i < r->npos && !r->plain; i++)
        if (!r->pos[i].declared)
            put(b, " this.%s = %s;", r->pos[i].name, r->pos[i].name);
    put(b, " }\n");
}

static void equal_members(sbuf *b, const fe_rec_shape *r)
{
    for (int i = 0; i < r->nmembers; i++)
        if (r->members[i].state)
            put(b, " && " EQC "<" SPLICE "%d>.Default.Equals(this.%s, other.%s)", r->members[i].type,
                r->members[i].name, r->members[i].name);
}

static void hash_members(sbuf *b, const fe_rec_shape *r)
{
    for (int i = 0; i < r->nmembers; i++)
        if (r->members[i].state)
            put(b, " * -1521134295 + " EQC "<" SPLICE "%d>.Default.GetHashCode(this.%s)", r->members[i].type,
                r->members[i].name);
}

/* PrintMembers' statements after the base's part. */
static int print_members(sbuf *b, const fe_rec_shape *r)
{
    int n = 0;
    for (int i = 0; i < r->nmembers; i++) {
        const fe_rec_member *m = &r->members[i];
        if (!m->print)
            continue;
        put(b, " builder.Append(\"%s%s = \"); builder.Append((object)this.%s);", n ? ", " : "", m->name,
            m->name);
        n++;
    }
    return n;
}

static void tostring(sbuf *b, const fe_rec_shape *r)
{
    if (r->user & FE_REC_USER_TOSTRING)
        return;
    put(b, "public override string ToString() { " SB " builder = new " SB "(); builder.Append(\"%s\");"
        " builder.Append(\" { \"); if (PrintMembers(builder)) builder.Append(' '); builder.Append('}');"
        " return builder.ToString(); }\n", r->name);
}

static void struct_members(sbuf *b, const fe_rec_shape *r)
{
    positional(b, r);
    primary_ctor(b, r, 0);
    put(b, "public override bool Equals(object obj) => obj is ");
    put_type(b, r);
    put(b, " && Equals((");
    put_type(b, r);
    put(b, ")obj);\n");
    if (!(r->user & FE_REC_USER_EQUALS)) {
        put(b, "public bool Equals(");
        put_type(b, r);
        put(b, " other) => true");
        equal_members(b, r);
        put(b, ";\n");
    }
    if (!(r->user & FE_REC_USER_HASH)) {
        put(b, "public override int GetHashCode() => unchecked(0");
        hash_members(b, r);
        put(b, ");\n");
    }
    put(b, "public static bool operator ==(");
    put_type(b, r);
    put(b, " left, ");
    put_type(b, r);
    put(b, " right) => left.Equals(right);\npublic static bool operator !=(");
    put_type(b, r);
    put(b, " left, ");
    put_type(b, r);
    put(b, " right) => !left.Equals(right);\n");
    tostring(b, r);
    if (!(r->user & FE_REC_USER_PRINT)) {
        put(b, "private bool PrintMembers(" SB " builder) {");
        int n = print_members(b, r);
        put(b, " return %s; }\n", n ? "true" : "false");
    }
}

/* The members every record class gets, root or derived. */
static void class_common(sbuf *b, const fe_rec_shape *r)
{
    positional(b, r);
    put(b, "public override bool Equals(object obj) => Equals(obj as ");
    put_type(b, r);
    put(b, ");\n");
    put(b, "public static bool operator ==(");
    put_type(b, r);
    put(b, " left, ");
    put_type(b, r);
    put(b, " right) => (object)left == (object)right || ((object)left != null && left.Equals(right));\n"
        "public static bool operator !=(");
    put_type(b, r);
    put(b, " left, ");
    put_type(b, r);
    put(b, " right) => !(left == right);\n");
    tostring(b, r);
    if (r->params < 0 && !(r->user & FE_REC_USER_CTOR))
        put(b, "public %s() { }\n", r->name);
}

/* Copy constructor, clone and hash; derived: through the base's. */
static void copy_members(sbuf *b, const fe_rec_shape *r, int derived)
{
    if (!(r->user & FE_REC_USER_HASH)) {
        put(b, "public override int GetHashCode() => unchecked(%s",
            derived ? "base.GetHashCode()" : "EqualityContract.GetHashCode()");
        hash_members(b, r);
        put(b, ");\n");
    }
    if (!(r->user & FE_REC_USER_COPY)) {
        put(b, "protected %s(", r->name);
        put_type(b, r);
        put(b, " original)%s {", derived ? " : base(original)" : "");
        for (int i = 0; i < r->nmembers; i++)
            if (r->members[i].state)
                put(b, " this.%s = original.%s;", r->members[i].name, r->members[i].name);
        put(b, " }\n");
    }
    if (r->is_abstract)
        put(b, "%s", derived ? "" : "public abstract object __kiln_clone();\n");
    else {
        put(b, "public %s object __kiln_clone() => new ", derived ? "override" : "virtual");
        put_type(b, r);
        put(b, "(this);\n");
    }
}

static void class_root(sbuf *b, const fe_rec_shape *r)
{
    primary_ctor(b, r, 0);
    copy_members(b, r, 0);
    if (!(r->user & FE_REC_USER_CONTRACT)) {
        put(b, "protected virtual System.Type EqualityContract => typeof(");
        put_type(b, r);
        put(b, ");\n");
    }
    if (!(r->user & FE_REC_USER_EQUALS)) {
        put(b, "public virtual bool Equals(");
        put_type(b, r);
        put(b, " other) => (object)this == (object)other || ((object)other != null"
            " && EqualityContract == other.EqualityContract");
        equal_members(b, r);
        put(b, ");\n");
    }
    if (!(r->user & FE_REC_USER_PRINT)) {
        put(b, "protected virtual bool PrintMembers(" SB " builder) {");
        int n = print_members(b, r);
        put(b, " return %s; }\n", n ? "true" : "false");
    }
}

static void class_derived(sbuf *b, const fe_rec_shape *r)
{
    primary_ctor(b, r, 1);
    copy_members(b, r, 1);
    if (!(r->user & FE_REC_USER_CONTRACT)) {
        put(b, "protected override System.Type EqualityContract => typeof(");
        put_type(b, r);
        put(b, ");\n");
    }
    if (!(r->user & FE_REC_USER_EQUALS)) {
        put(b, "public virtual bool Equals(");
        put_type(b, r);
        put(b, " other) => (object)this == (object)other || (base.Equals((" SPLICE "%d)other)", r->base);
        equal_members(b, r);
        put(b, ");\n");
    }
    put(b, "public sealed override bool Equals(" SPLICE "%d other) => Equals((object)other);\n", r->base);
    if (!(r->user & FE_REC_USER_PRINT)) {
        put(b, "protected override bool PrintMembers(" SB " builder) {");
        sbuf own = {0};
        if (print_members(&own, r))
            put(b, " if (base.PrintMembers(builder)) builder.Append(\", \");%s return true; }\n", own.s);
        else
            put(b, " return base.PrintMembers(builder); }\n");
        free(own.s);
    }
}

/* A class's or struct's primary constructor (C# 12): a field for each
 * parameter a member captures (renamed <x>P once parsed), which the
 * constructor stores before the initializers run (sema_stmt.c). */
static void plain_members(sbuf *b, const fe_rec_shape *r, int derived)
{
    for (int i = 0; i < r->npos; i++)
        if (!r->pos[i].declared)
            put(b, "private %s" SPLICE "%d " FE_CAPTURE_PREFIX "%s;\n", r->is_readonly ? "readonly " : "",
                r->pos[i].type, r->pos[i].name);
    primary_ctor(b, r, derived);
}

const char *fe_primary_field_name(fe_ast_arena *a, const char *param)
{
    size_t n = strlen(param) + 4;
    char *s = fe_ast_alloc(a, n);
    snprintf(s, n, FE_CAPTURE_FIELD, param);
    return s;
}

char *fe_record_text(const fe_rec_shape *r, int derived, size_t *len)
{
    sbuf b = {0};
    put(&b, "{\n");
    if (r->plain) {
        plain_members(&b, r, derived);
    } else if (r->is_struct) {
        struct_members(&b, r);
    } else {
        class_common(&b, r);
        if (derived)
            class_derived(&b, r);
        else
            class_root(&b, r);
    }
    put(&b, "}\n");
    *len = b.n;
    return b.s;
}
