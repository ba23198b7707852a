/* checked.c - checked conversions and arithmetic (conv.ovf.*, add/sub/
 * mul.ovf[.un]), shared by the interpreter and compiled code so the two
 * cannot disagree on a bound: each reads and writes an 8-byte value as the
 * interpreter keeps it (an i4 in the low 32 bits, an i8, a double's bits)
 * and returns false on overflow (the caller throws OverflowException).
 */
#include "runtime_internal.h"

#include <math.h>
#include <string.h>

typedef union checked_slot {
    int32_t i4;
    uint32_t u4;
    int64_t i8;
    uint64_t u8;
    double r8;
} checked_slot;

bool rt_checked_conv(void *v, int32_t kind, uint32_t src)
{
    checked_slot *s = v;
    rt_kind k = (rt_kind)kind;
    static const struct { double lo, hi; } range[RT_KIND_COUNT] = {
        [RT_KIND_I1] = {-128.0, 127.0}, [RT_KIND_U1] = {0.0, 255.0},
        [RT_KIND_I2] = {-32768.0, 32767.0}, [RT_KIND_U2] = {0.0, 65535.0},
        [RT_KIND_I4] = {-2147483648.0, 2147483647.0}, [RT_KIND_U4] = {0.0, 4294967295.0},
    };
    if (src == RT_OVF_R8) {   /* truncated toward zero, then range-checked */
        double d = s->r8;
        if (d != d)
            return false;
        double t = trunc(d);
        if (k == RT_KIND_I8) {
            if (!(t >= -9223372036854775808.0 && t < 9223372036854775808.0))
                return false;
            s->i8 = (int64_t)t;
        } else if (k == RT_KIND_U8) {
            if (!(t >= 0.0 && t < 18446744073709551616.0))
                return false;
            s->u8 = (uint64_t)t;
        } else {
            if (t < range[k].lo || t > range[k].hi)
                return false;
            s->i8 = (int64_t)t;
        }
        return true;
    }
    bool neg = false;   /* the operand as a sign and a magnitude */
    uint64_t mag;
    switch (src) {
    case 0: neg = s->i4 < 0; mag = neg ? 0u - (uint64_t)(int64_t)s->i4 : (uint64_t)s->i4; break;
    case 1: mag = s->u4; break;
    case 2: neg = s->i8 < 0; mag = neg ? 0u - (uint64_t)s->i8 : (uint64_t)s->i8; break;
    default: mag = s->u8; break;
    }
    uint64_t max_pos;
    uint64_t max_neg = 0;   /* largest magnitude of a negative value */
    switch (k) {
    case RT_KIND_I1: max_pos = 127; max_neg = 128; break;
    case RT_KIND_U1: max_pos = 255; break;
    case RT_KIND_I2: max_pos = 32767; max_neg = 32768; break;
    case RT_KIND_U2: max_pos = 65535; break;
    case RT_KIND_I4: max_pos = 2147483647u; max_neg = 2147483648u; break;
    case RT_KIND_U4: max_pos = 4294967295u; break;
    case RT_KIND_I8: max_pos = INT64_MAX; max_neg = (uint64_t)INT64_MAX + 1u; break;
    default: max_pos = UINT64_MAX; break;
    }
    if (neg ? mag > max_neg : mag > max_pos)
        return false;
    if (k == RT_KIND_U4 || k == RT_KIND_U1 || k == RT_KIND_U2 || k == RT_KIND_U8)
        s->u8 = mag;
    else
        s->i8 = neg ? (int64_t)(0u - mag) : (int64_t)mag;
    return true;
}

bool rt_checked_arith(void *av, const void *bv, int32_t op, uint32_t width)
{
    checked_slot *a = av;
    const checked_slot *b = bv;
    bool o;
    if (width == 4) {
        if (op & 1) {
            uint32_t r, x = a->u4, y = b->u4;
            o = op == 1 ? __builtin_add_overflow(x, y, &r) : op == 3 ? __builtin_sub_overflow(x, y, &r)
                                                                     : __builtin_mul_overflow(x, y, &r);
            a->u8 = r;
        } else {
            int32_t r, x = a->i4, y = b->i4;
            o = op == 0 ? __builtin_add_overflow(x, y, &r) : op == 2 ? __builtin_sub_overflow(x, y, &r)
                                                                     : __builtin_mul_overflow(x, y, &r);
            a->i8 = r;
        }
    } else if (op & 1) {
        uint64_t r, x = a->u8, y = b->u8;
        o = op == 1 ? __builtin_add_overflow(x, y, &r) : op == 3 ? __builtin_sub_overflow(x, y, &r)
                                                                 : __builtin_mul_overflow(x, y, &r);
        a->u8 = r;
    } else {
        int64_t r, x = a->i8, y = b->i8;
        o = op == 0 ? __builtin_add_overflow(x, y, &r) : op == 2 ? __builtin_sub_overflow(x, y, &r)
                                                                 : __builtin_mul_overflow(x, y, &r);
        a->i8 = r;
    }
    return !o;
}

