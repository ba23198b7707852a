/* natives_number.c - ToString and Parse of the primitive types, as .NET
 * prints and parses them (invariant culture), and BitConverter's bit
 * patterns of float and double.
 *
 * Doubles print in the shortest form that round-trips (.NET Core 3.0+):
 * the fewest significant digits (1..17) whose strtod is the same double,
 * then fixed notation for decimal exponents -4..16 and "1.5E+17" /
 * "1E-05" scientific notation outside it (.NET's "G" with its 17-digit
 * round-trip precision: scientific when the exponent reaches 17 or is
 * below -4); "NaN", "Infinity", "-Infinity", "-0". Formats with a format
 * string are corelib/Number.cs, over the digits double_digits gives it. Integer parsing accepts surrounding white space and one sign.
 */
#include "runtime_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Shortest round-trip digits of a finite non-zero |d|: digits (no dot) and
 * the decimal exponent of the first digit. A k-digit decimal that reads
 * back as d is within half an ulp of d, which is less than half a unit of
 * the 15th significant digit, so when the correctly rounded 15 digits read
 * back as d, they are the shortest digits followed by zeros; otherwise the
 * answer is the correctly rounded 16 digits when they read back, else 17.
 * (At most three conversions instead of one per length.) Subnormals have
 * fewer bits, so for them every length from 1 is tried. */
static int shortest_digits(double d, char *digits, int *exp10)
{
    char tmp[40];
    for (int prec = d < DBL_MIN ? 1 : 15; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*e", prec - 1, d);
        if (strtod(tmp, NULL) == d)
            break;
    }
    /* tmp: "d.ddde[+-]xx" */
    int n = 0;
    const char *p = tmp;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9')
            digits[n++] = *p;
    *exp10 = atoi(p + 1);
    while (n > 1 && digits[n - 1] == '0')
        n--;
    digits[n] = 0;
    return n;
}

/* The shortest digits that read back (strtof) as the float f. */
static int shortest_float_digits(float f, char *digits, int *exp10)
{
    char tmp[40];
    for (int prec = 1; prec <= 9; prec++) {
        snprintf(tmp, sizeof tmp, "%.*e", prec - 1, (double)f);
        if (strtof(tmp, NULL) == f)
            break;
    }
    int n = 0;
    const char *p = tmp;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9')
            digits[n++] = *p;
    *exp10 = atoi(p + 1);
    while (n > 1 && digits[n - 1] == '0')
        n--;
    return n;
}

static int format_fixed(char *out, const char *dg, int n, int e)
{
    int o = 0;
    if (e < 0) {
        out[o++] = '0';
        out[o++] = '.';
        for (int i = 0; i < -e - 1; i++)
            out[o++] = '0';
        for (int i = 0; i < n; i++)
            out[o++] = dg[i];
    } else {
        for (int i = 0; i <= e; i++)
            out[o++] = i < n ? dg[i] : '0';
        if (n > e + 1) {
            out[o++] = '.';
            for (int i = e + 1; i < n; i++)
                out[o++] = dg[i];
        }
    }
    out[o] = 0;
    return o;
}

static int format_sci(char *out, const char *dg, int n, int e)
{
    int o = 0;
    out[o++] = dg[0];
    if (n > 1) {
        out[o++] = '.';
        for (int i = 1; i < n; i++)
            out[o++] = dg[i];
    }
    o += sprintf(out + o, "E%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    return o;
}

int rt_format_double(double d, char *buf, size_t cap)
{
    char tmp[64];
    int o = 0;
    if (isnan(d))
        o = sprintf(tmp, "NaN");
    else if (isinf(d))
        o = sprintf(tmp, d < 0 ? "-Infinity" : "Infinity");
    else if (d == 0)
        o = sprintf(tmp, signbit(d) ? "-0" : "0");
    else {
        char dg[24];
        int e;
        if (d < 0)
            tmp[o++] = '-';
        int n = shortest_digits(fabs(d), dg, &e);
        o += (e >= 17 || e < -4) ? format_sci(tmp + o, dg, n, e) : format_fixed(tmp + o, dg, n, e);
    }
    snprintf(buf, cap, "%s", tmp);
    return o;
}

/* The decimal digits of |d| for the corelib's formatter (corelib/Number.cs):
 * mode 0 the shortest digits that round-trip (mode 3: that round-trip as
 * a float, for a float widened to double), mode 1 `prec` significant
 * digits, mode 2 `prec` digits after the decimal point. Modes 1 and 2 are
 * correctly rounded from the exact binary value, ties to even, as .NET Core
 * 3.0+'s standard formats (the C library's printf is exact and rounds to
 * nearest-even). ASCII digits without trailing zeros go to buf[0..*count);
 * the result is the scale: |d| = 0.DIGITS x 10^scale. A value that rounds
 * to zero has no digits and scale 0. A double's exact expansion has at
 * most 767 significant digits and 1074 after the point, so precisions are
 * capped where every further digit is a zero. */
enum { SIG_CAP = 780, FRAC_CAP = 1100 };

/* "ddd.ddd" or "d.ddde+XX" (t) into digits and scale. */
static int32_t digits_from_text(const char *t, uint16_t *out, int32_t cap, int32_t *count)
{
    int32_t n = 0, point = -1, lead = 0, significant = 0;
    const char *p = t;
    for (; *p && *p != 'e'; p++) {
        if (*p == '.') {
            point = n + lead;
            continue;
        }
        if (n == 0 && *p == '0') {
            lead++;
            continue;
        }
        if (n < cap)
            out[n] = (uint16_t)*p;
        n++;
        if (*p != '0')
            significant = n;   /* trailing zeros are dropped */
    }
    int32_t total = n + lead;
    int32_t scale = (point < 0 ? total : point) - lead;
    if (*p == 'e')
        scale = 1 + atoi(p + 1);
    *count = significant;
    return significant ? scale : 0;
}

static int32_t double_digits(double d, int32_t mode, int32_t prec, rt_array *buf, int32_t *count)
{
    *count = 0;
    if (!buf) {
        rt_throw_kind(RT_EXC_ARGUMENT_NULL, "Value cannot be null. (Parameter 'digits')");
        return 0;
    }
    uint16_t *out = (uint16_t *)buf->data;
    d = fabs(d);
    if (d == 0 || !isfinite(d))
        return 0;
    int32_t cap = (int32_t)buf->length, scale;
    if (mode == 0 || mode == 3) {
        char dg[24];
        int e, n = mode == 0 ? shortest_digits(d, dg, &e) : shortest_float_digits((float)d, dg, &e);
        for (int i = 0; i < n && i < cap; i++)
            out[i] = (uint16_t)dg[i];
        *count = n;
        scale = e + 1;
    } else {
        char text[FRAC_CAP + 400];   /* 309 integer digits at most */
        if (mode == 1)
            snprintf(text, sizeof text, "%.*e", (prec < 1 ? 1 : prec > SIG_CAP ? SIG_CAP : prec) - 1, d);
        else
            snprintf(text, sizeof text, "%.*f", prec < 0 ? 0 : prec > FRAC_CAP ? FRAC_CAP : prec, d);
        scale = digits_from_text(text, out, cap, count);
    }
    if (*count > cap) {   /* the caller sizes digits for the mode (corelib/Number.cs) */
        rt_throw_kind(RT_EXC_ARGUMENT, "Destination is too short. (Parameter 'digits')");
        *count = 0;
        return 0;
    }
    return scale;
}

static rt_string *str(const char *s) { return rt_new_string_cstr(s); }

static rt_string *int32_tostring(int32_t v) { char b[16]; snprintf(b, sizeof b, "%d", v); return str(b); }
static rt_string *uint32_tostring(uint32_t v) { char b[16]; snprintf(b, sizeof b, "%u", v); return str(b); }
static rt_string *int64_tostring(int64_t v) { char b[24]; snprintf(b, sizeof b, "%lld", (long long)v); return str(b); }
static rt_string *uint64_tostring(uint64_t v) { char b[24]; snprintf(b, sizeof b, "%llu", (unsigned long long)v); return str(b); }
static rt_string *double_tostring(double v) { char b[40]; rt_format_double(v, b, sizeof b); return str(b); }
static rt_string *char_tostring(uint16_t c) { return rt_new_string_utf16(&c, 1); }

static int32_t double_hash(double d)
{
    if (d == 0)
        d = 0;   /* -0 and 0 hash alike, as they compare equal */
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    return (int32_t)((uint32_t)bits ^ (uint32_t)(bits >> 32));
}

/* .NET's: the float's bits, with both zeros 0 and every NaN one value. */
static int32_t single_hash(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    if (((bits - 1) & 0x7FFFFFFFu) >= 0x7F7FFFFFu)
        bits &= 0x7F800000u;
    return (int32_t)bits;
}

/* BitConverter's bit patterns: the same bits, reinterpreted. */
static int64_t double_to_bits(double d) { int64_t b; memcpy(&b, &d, sizeof b); return b; }
static double bits_to_double(int64_t b) { double d; memcpy(&d, &b, sizeof d); return d; }
static int32_t single_to_bits(float f) { int32_t b; memcpy(&b, &f, sizeof b); return b; }
static float bits_to_single(int32_t b) { float f; memcpy(&f, &b, sizeof f); return f; }

static bool is_white(uint16_t c) { return c == ' ' || (c >= 9 && c <= 13); }

/* The parsers behind Parse/TryParse (corelib/Number.cs turns the status
 * into .NET's exceptions): 0 parsed, 1 not in the format, 2 too large.
 * Both accept what .NET's invariant NumberStyles.Integer / Float |
 * AllowThousands accept: white space around, one leading sign, and
 * trailing NUL characters. */
enum { PARSE_OK = 0, PARSE_FORMAT = 1, PARSE_OVERFLOW = 2 };

/* Skip trailing white space and NULs from i; is the rest empty? */
static bool only_trailer(const rt_string *s, int32_t i)
{
    while (i < s->length && (is_white(s->chars[i]) || s->chars[i] == 0))
        i++;
    return i == s->length;
}

static int32_t parse_integer(rt_string *s, uint64_t *magnitude, uint8_t *negative)
{
    *magnitude = 0;
    *negative = 0;
    if (!s)
        return PARSE_FORMAT;
    int32_t i = 0, n = s->length;
    while (i < n && is_white(s->chars[i]))
        i++;
    if (i < n && (s->chars[i] == '-' || s->chars[i] == '+'))
        *negative = s->chars[i++] == '-';
    int32_t start = i;
    uint64_t mag = 0;
    bool over = false;
    for (; i < n && s->chars[i] >= '0' && s->chars[i] <= '9'; i++) {
        uint64_t d = s->chars[i] - '0';
        if (mag > (UINT64_MAX - d) / 10)
            over = true;
        else
            mag = mag * 10 + d;
    }
    if (i == start || !only_trailer(s, i))
        return PARSE_FORMAT;
    *magnitude = mag;
    return over ? PARSE_OVERFLOW : PARSE_OK;
}

/* Case-insensitive match of the ASCII word w at s[i..]; its length or 0. */
static int32_t word_at(const rt_string *s, int32_t i, const char *w)
{
    int32_t k = 0;
    for (; w[k]; k++) {
        if (i + k >= s->length)
            return 0;
        uint16_t c = s->chars[i + k];
        if (c >= 'A' && c <= 'Z')
            c = (uint16_t)(c + 32);
        if (c != (uint16_t)w[k])
            return 0;
    }
    return k;
}

/* [ws][sign](digits[,digits]*[.digits*] | .digits)[(e|E)[sign]digits][ws],
 * or [sign]Infinity / [sign]\u221e / [sign]NaN; the value rounded to the
 * nearest double, or with `single` the nearest float, once from the text
 * (strtod/strtof: ties to even; too large is infinity, as .NET Core 3.0+). */
static int32_t parse_real(rt_string *s, double *result, bool single)
{
    *result = 0;
    if (!s)
        return PARSE_FORMAT;
    int32_t i = 0, n = s->length;
    while (i < n && is_white(s->chars[i]))
        i++;
    bool neg = false;
    if (i < n && (s->chars[i] == '-' || s->chars[i] == '+'))
        neg = s->chars[i++] == '-';
    int32_t k;
    if ((k = word_at(s, i, "infinity")) || (i < n && s->chars[i] == 0x221e && (k = 1))) {
        if (!only_trailer(s, i + k))
            return PARSE_FORMAT;
        *result = neg ? -INFINITY : INFINITY;
        return PARSE_OK;
    }
    if ((k = word_at(s, i, "nan"))) {
        if (!only_trailer(s, i + k))
            return PARSE_FORMAT;
        *result = NAN;
        return PARSE_OK;
    }
    char *buf = rt_xmalloc((size_t)n + 3);
    size_t o = 0;
    if (neg)
        buf[o++] = '-';
    int32_t digits = 0;
    for (; i < n && ((s->chars[i] >= '0' && s->chars[i] <= '9') || (s->chars[i] == ',' && digits > 0)); i++)
        if (s->chars[i] != ',') {
            buf[o++] = (char)s->chars[i];
            digits++;
        }
    if (i < n && s->chars[i] == '.') {
        buf[o++] = '.';
        for (i++; i < n && s->chars[i] >= '0' && s->chars[i] <= '9'; i++) {
            buf[o++] = (char)s->chars[i];
            digits++;
        }
    }
    int32_t status = digits ? PARSE_OK : PARSE_FORMAT;
    if (status == PARSE_OK && i < n && (s->chars[i] == 'e' || s->chars[i] == 'E')) {
        int32_t j = i + 1;
        size_t mark = o;
        buf[o++] = 'e';
        if (j < n && (s->chars[j] == '-' || s->chars[j] == '+'))
            buf[o++] = (char)s->chars[j++];
        int32_t start = j;
        for (; j < n && s->chars[j] >= '0' && s->chars[j] <= '9'; j++)
            buf[o++] = (char)s->chars[j];
        if (j == start)
            o = mark;           /* "1e" is not an exponent: the 'e' is trailing junk */
        else
            i = j;
    }
    buf[o] = 0;
    if (status == PARSE_OK && !only_trailer(s, i))
        status = PARSE_FORMAT;
    if (status == PARSE_OK)
        *result = single ? (double)strtof(buf, NULL) : strtod(buf, NULL);
    free(buf);
    return status;
}

static int32_t parse_double(rt_string *s, double *result)
{
    return parse_real(s, result, false);
}

static int32_t parse_single(rt_string *s, float *result)
{
    double d;
    int32_t status = parse_real(s, &d, true);
    *result = (float)d;   /* exact: d is a float's value */
    return status;
}

const rt_native rt_natives_number[] = {
    {"System.Int32.ToString(int)", RT_NATIVE_FN(int32_tostring)},
    {"System.UInt32.ToString(uint)", RT_NATIVE_FN(uint32_tostring)},
    {"System.Int64.ToString(long)", RT_NATIVE_FN(int64_tostring)},
    {"System.UInt64.ToString(ulong)", RT_NATIVE_FN(uint64_tostring)},
    {"System.Double.ToString(double)", RT_NATIVE_FN(double_tostring)},
    {"System.Double.GetHashCode(double)", RT_NATIVE_FN(double_hash)},
    {"System.Single.GetHashCode(float)", RT_NATIVE_FN(single_hash)},
    {"System.Char.ToString(char)", RT_NATIVE_FN(char_tostring)},
    {"System.BitConverter.DoubleToInt64Bits(double)", RT_NATIVE_FN(double_to_bits)},
    {"System.BitConverter.Int64BitsToDouble(long)", RT_NATIVE_FN(bits_to_double)},
    {"System.BitConverter.SingleToInt32Bits(float)", RT_NATIVE_FN(single_to_bits)},
    {"System.BitConverter.Int32BitsToSingle(int)", RT_NATIVE_FN(bits_to_single)},
    {"System.Number.ParseInteger(string,out ulong,out bool)", RT_NATIVE_FN(parse_integer)},
    {"System.Number.ParseDouble(string,out double)", RT_NATIVE_FN(parse_double)},
    {"System.Number.ParseSingle(string,out float)", RT_NATIVE_FN(parse_single)},
    {"System.Number.DoubleDigits(double,int,int,char[],out int)", RT_NATIVE_FN(double_digits)},
    {NULL, NULL},
};
