/* natives_string.c - System.String's and System.Object's native halves:
 * length, indexing, ordinal comparison, hashing, substrings, searching
 * and concatenation over UTF-16 code units.
 *
 * Invariants: strings are immutable once published; every argument check
 * raises the exception and message .NET raises for the same call.
 */
#include "runtime_internal.h"

#include <stdlib.h>
#include <string.h>

static bool null_this(const rt_string *s)
{
    if (s)
        return false;
    rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
    return true;
}

static int32_t str_length(rt_string *s) { return null_this(s) ? 0 : s->length; }

static uint16_t str_get_char(rt_string *s, int32_t i)
{
    if (null_this(s))
        return 0;
    if ((uint32_t)i >= (uint32_t)s->length) {
        rt_throw_kind(RT_EXC_INDEX_OUT_OF_RANGE, NULL);
        return 0;
    }
    return s->chars[i];
}

static uint8_t str_equals(rt_string *a, rt_string *b) { return rt_string_equals(a, b); }

static int32_t str_hash(rt_string *s) { return null_this(s) ? 0 : (int32_t)rt_string_hash(s); }

static rt_string *substring(rt_string *s, int32_t start, int32_t len)
{
    if (start == 0 && len == s->length)
        return s;
    return rt_new_string_utf16(s->chars + start, len);
}

static rt_string *str_substring1(rt_string *s, int32_t start)
{
    if (null_this(s))
        return NULL;
    if (start < 0) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "StartIndex cannot be less than zero. (Parameter 'startIndex')");
        return NULL;
    }
    if (start > s->length) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "startIndex cannot be larger than length of string. (Parameter 'startIndex')");
        return NULL;
    }
    return substring(s, start, s->length - start);
}

static rt_string *str_substring2(rt_string *s, int32_t start, int32_t len)
{
    if (null_this(s))
        return NULL;
    if (start < 0) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "StartIndex cannot be less than zero. (Parameter 'startIndex')");
        return NULL;
    }
    if (start > s->length) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "startIndex cannot be larger than length of string. (Parameter 'startIndex')");
        return NULL;
    }
    if (len < 0) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE, "Length cannot be less than zero. (Parameter 'length')");
        return NULL;
    }
    if (start > s->length - len) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "Index and length must refer to a location within the string. (Parameter 'length')");
        return NULL;
    }
    return substring(s, start, len);
}

static int32_t str_indexof_char(rt_string *s, uint16_t c)
{
    if (null_this(s))
        return -1;
    for (int32_t i = 0; i < s->length; i++)
        if (s->chars[i] == c)
            return i;
    return -1;
}

static int32_t find(const rt_string *s, const rt_string *v)
{
    if (v->length == 0)
        return 0;
    for (int32_t i = 0; i + v->length <= s->length; i++)
        if (s->chars[i] == v->chars[0] && !memcmp(s->chars + i, v->chars, (size_t)v->length * 2))
            return i;
    return -1;
}

static bool null_value(const rt_string *v)
{
    if (v)
        return false;
    rt_throw_kind(RT_EXC_ARGUMENT_NULL, "Value cannot be null. (Parameter 'value')");
    return true;
}

static uint8_t str_contains(rt_string *s, rt_string *v)
{
    if (null_this(s) || null_value(v))
        return 0;
    return find(s, v) >= 0;
}

static uint8_t str_startswith(rt_string *s, rt_string *v)
{
    if (null_this(s) || null_value(v))
        return 0;
    return v->length <= s->length && !memcmp(s->chars, v->chars, (size_t)v->length * 2);
}

static rt_string *concat_n(rt_string **parts, int n)
{
    int64_t total = 0;
    for (int i = 0; i < n; i++)
        total += parts[i] ? parts[i]->length : 0;
    if (total > INT32_MAX) {
        rt_throw_kind(RT_EXC_OUT_OF_MEMORY, NULL);
        return NULL;
    }
    rt_string *r = rt_new_string((int32_t)total);
    if (!r)
        return NULL;
    int32_t o = 0;
    for (int i = 0; i < n; i++)
        if (parts[i] && parts[i]->length) {
            memcpy(r->chars + o, parts[i]->chars, (size_t)parts[i]->length * 2);
            o += parts[i]->length;
        }
    return r;
}

static rt_string *str_concat2(rt_string *a, rt_string *b)
{
    rt_string *r = rt_string_concat2(a, b);
    return r ? r : (rt_current()->pending ? NULL : rt_new_string(0));
}

static rt_string *str_concat3(rt_string *a, rt_string *b, rt_string *c)
{
    rt_string *p[] = {a, b, c};
    return concat_n(p, 3);
}

static rt_string *str_concat4(rt_string *a, rt_string *b, rt_string *c, rt_string *d)
{
    rt_string *p[] = {a, b, c, d};
    return concat_n(p, 4);
}

/* new string(value, start, count) and the corelib's char[] <-> string
 * copies (StringBuilder, the formatter). Checks as .NET's String(char[],
 * int, int) constructor; callers inside the corelib pass valid ranges. */
static bool bad_range(const rt_array *a, int32_t start, int32_t count)
{
    if (!a) {
        rt_throw_kind(RT_EXC_ARGUMENT_NULL, "Value cannot be null. (Parameter 'value')");
        return true;
    }
    if (start < 0 || count < 0 || (int64_t)start + count > (int64_t)a->length) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "Index and count must refer to a location within the buffer. (Parameter 'startIndex')");
        return true;
    }
    return false;
}

static rt_string *str_from_chars(rt_array *a, int32_t start, int32_t count)
{
    if (bad_range(a, start, count))
        return NULL;
    return rt_new_string_utf16((const uint16_t *)a->data + start, count);
}

static void str_copy_to(rt_string *s, int32_t from, rt_array *a, int32_t to, int32_t count)
{
    if (null_this(s) || bad_range(a, to, count))
        return;
    if (from < 0 || count > s->length - from) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "Index and count must refer to a location within the string. (Parameter 'sourceIndex')");
        return;
    }
    memmove((uint16_t *)a->data + to, s->chars + from, (size_t)count * 2);
}

/* char's classification and casing (.NET 8 with invariant globalization:
 * simple Unicode case mappings; unicode_data.c). */
static int32_t char_category(uint16_t c) { return rt_unicode_category(c); }
static uint16_t char_upper(uint16_t c) { return rt_unicode_upper(c); }
static uint16_t char_lower(uint16_t c) { return rt_unicode_lower(c); }
static double char_numeric(uint16_t c) { return rt_unicode_numeric(c); }

/* s with every code unit case-mapped; s itself when nothing changes. */
static rt_string *str_change_case(rt_string *s, uint8_t upper)
{
    if (null_this(s))
        return NULL;
    int32_t i = 0;
    for (; i < s->length; i++)
        if ((upper ? rt_unicode_upper(s->chars[i]) : rt_unicode_lower(s->chars[i])) != s->chars[i])
            break;
    if (i == s->length)
        return s;
    rt_string *r = rt_new_string_utf16(s->chars, s->length);
    if (!r)
        return NULL;
    for (; i < r->length; i++)
        r->chars[i] = upper ? rt_unicode_upper(r->chars[i]) : rt_unicode_lower(r->chars[i]);
    return r;
}

/* Ordinal search of v in s[start, start + count), -1 when absent. */
static int32_t str_index_of_string(rt_string *s, rt_string *v, int32_t start, int32_t count, uint8_t ignore_case)
{
    if (null_this(s) || null_value(v))
        return -1;
    int32_t end = start + count;
    for (int32_t i = start; i + v->length <= end; i++) {
        int32_t k = 0;
        if (ignore_case)
            while (k < v->length && rt_unicode_upper(s->chars[i + k]) == rt_unicode_upper(v->chars[k]))
                k++;
        else
            while (k < v->length && s->chars[i + k] == v->chars[k])
                k++;
        if (k == v->length)
            return i;
    }
    return -1;
}

/* Ordinal comparison: the difference of the first differing code units
 * (upper-cased for ignore_case), else of the lengths. */
static int32_t str_compare_ordinal(rt_string *a, rt_string *b, uint8_t ignore_case)
{
    if (a == b)
        return 0;
    if (!a)
        return -1;
    if (!b)
        return 1;
    int32_t n = a->length < b->length ? a->length : b->length;
    for (int32_t i = 0; i < n; i++) {
        int32_t x = a->chars[i], y = b->chars[i];
        if (ignore_case) {
            x = rt_unicode_upper((uint16_t)x);
            y = rt_unicode_upper((uint16_t)y);
        }
        if (x != y)
            return x - y;
    }
    return a->length - b->length;
}

static rt_string *object_type_name(rt_object *o)
{
    if (!o) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return NULL;
    }
    return rt_new_string_cstr(rt_type_name(o->type));
}

/* Type.BaseType (corelib/Type.cs): the run-time name of the base type of
 * the type named `name`, as .NET reports it: System.Enum for an enum,
 * System.ValueType for any other value type, null for System.Object and
 * interfaces, else the parent class (arrays are Type.cs's: their run-time
 * names are not .NET's). An empty string when no loaded type has that
 * name (Type.cs explains). */
static rt_string *type_base_name(rt_string *name)
{
    if (!name) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return NULL;
    }
    char *u = rt_string_to_utf8(name);
    rt_type *t = rt_find_type(u);
    free(u);
    if (!t)
        return rt_new_string_cstr("");
    if (t->flags & RT_TYPE_ENUM)
        return rt_new_string_cstr("System.Enum");
    if (t->flags & RT_TYPE_VALUETYPE)
        return rt_new_string_cstr("System.ValueType");
    if ((t->flags & RT_TYPE_INTERFACE) || !t->parent)
        return NULL;
    return rt_new_string_cstr(rt_type_name(t->parent));
}

const rt_native rt_natives_string[] = {
    {"System.String.InternalLength(string)", RT_NATIVE_FN(str_length)},
    {"System.String.InternalGetChar(string,int)", RT_NATIVE_FN(str_get_char)},
    {"System.String.Equals(string,string)", RT_NATIVE_FN(str_equals)},
    {"System.String.InternalHash(string)", RT_NATIVE_FN(str_hash)},
    {"System.String.InternalSubstring(string,int)", RT_NATIVE_FN(str_substring1)},
    {"System.String.InternalSubstring(string,int,int)", RT_NATIVE_FN(str_substring2)},
    {"System.String.InternalIndexOf(string,char)", RT_NATIVE_FN(str_indexof_char)},
    {"System.String.InternalContains(string,string)", RT_NATIVE_FN(str_contains)},
    {"System.String.InternalStartsWith(string,string)", RT_NATIVE_FN(str_startswith)},
    {"System.String.Concat(string,string)", RT_NATIVE_FN(str_concat2)},
    {"System.String.Concat(string,string,string)", RT_NATIVE_FN(str_concat3)},
    {"System.String.Concat(string,string,string,string)", RT_NATIVE_FN(str_concat4)},
    {"System.String.InternalFromChars(char[],int,int)", RT_NATIVE_FN(str_from_chars)},
    {"System.String.InternalCopyTo(string,int,char[],int,int)", RT_NATIVE_FN(str_copy_to)},
    {"System.String.InternalChangeCase(string,bool)", RT_NATIVE_FN(str_change_case)},
    {"System.String.InternalIndexOf(string,string,int,int,bool)", RT_NATIVE_FN(str_index_of_string)},
    {"System.String.InternalCompareOrdinal(string,string,bool)", RT_NATIVE_FN(str_compare_ordinal)},
    {"System.Char.InternalCategory(char)", RT_NATIVE_FN(char_category)},
    {"System.Char.InternalUpper(char)", RT_NATIVE_FN(char_upper)},
    {"System.Char.InternalLower(char)", RT_NATIVE_FN(char_lower)},
    {"System.Char.GetNumericValue(char)", RT_NATIVE_FN(char_numeric)},
    {"System.Object.GetTypeName(object)", RT_NATIVE_FN(object_type_name)},
    {"System.Type.InternalBaseName(string)", RT_NATIVE_FN(type_base_name)},
    {NULL, NULL},
};
