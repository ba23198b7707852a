/* lex_decimal.c - the value of a decimal literal (`1.50m`), exactly as C#
 * defines it: the digits as a 96-bit integer with the scale as written
 * (digits after the point minus the exponent), rounded half to even when
 * it has more than 28 decimals or passes 96 bits; out of range an error.
 * The lexer checks the range, the binder (bind_decimal.c) builds the value. */
#include "fe_internal.h"

#include <stdlib.h>

/* 96-bit unsigned arithmetic in three 32-bit limbs plus an overflow limb. */
typedef struct { uint32_t w[4]; } dec_acc;

static void acc_muladd(dec_acc *a, uint32_t m, uint32_t add)
{
    uint64_t c = add;
    for (int i = 0; i < 4; i++) {
        c += (uint64_t)a->w[i] * m;
        a->w[i] = (uint32_t)c;
        c >>= 32;
    }
}

static uint32_t acc_div10(dec_acc *a)
{
    uint64_t r = 0;
    for (int i = 3; i >= 0; i--) {
        r = (r << 32) | a->w[i];
        a->w[i] = (uint32_t)(r / 10);
        r %= 10;
    }
    return (uint32_t)r;
}

static int acc_is_zero(const dec_acc *a) { return !(a->w[0] | a->w[1] | a->w[2] | a->w[3]); }

static void acc_inc(dec_acc *a)
{
    for (int i = 0; i < 4 && ++a->w[i] == 0; i++)
        ;
}

/* The literal text (digits, optional '.', optional exponent; no '_', no
 * suffix) as a decimal: its integer in parts[0..2] (lo, mid, hi) and its
 * scale. The scale is the digits after the point minus the exponent
 * (1.50 is 150 scale 2, 1.5e2 is 150 scale 0); more than 28 or a 96-bit
 * overflow drops digits, rounding half to even. Returns 0, or 1 when the
 * value is outside decimal's range. */
int fe_decimal_from_text(const char *text, uint32_t parts[3], int *scale_out)
{
    dec_acc a = {{0}};
    int scale = 0, point = 0, sticky = 0, extra = 0, sig = 0;
    const char *p = text;
    for (; (*p >= '0' && *p <= '9') || *p == '.'; p++) {
        if (*p == '.') {
            point = 1;
            continue;
        }
        if (sig == 0 && *p == '0') {
            scale += point;
            continue;
        }
        if (sig < 40) {   /* 40 digits fit 4 limbs (2^128 > 10^38 * 10) */
            acc_muladd(&a, 10, (uint32_t)(*p - '0'));
            sig++;
            scale += point;
        } else if (point) {
            sticky |= *p != '0';
        } else {
            extra++;
        }
    }
    if (*p == 'e' || *p == 'E') {
        long exp = strtol(p + 1, NULL, 10);
        if (exp > 1000)
            exp = 1000;
        if (exp < -1000)
            exp = -1000;
        scale -= (int)exp;
    }
    scale -= extra;
    while (scale < 0) {   /* 1e3m: the exponent becomes integer digits */
        if (acc_is_zero(&a)) {
            scale = 0;
            break;
        }
        acc_muladd(&a, 10, 0);
        if (a.w[3])
            return 1;
        scale++;
    }
    uint32_t last = 0;
    int dropped = 0;
    while (scale > 28 || a.w[3]) {
        if (scale == 0)
            return 1;
        if (dropped)
            sticky |= last != 0;
        last = acc_div10(&a);
        dropped = 1;
        scale--;
        if (!(scale > 28 || a.w[3]) && (last > 5 || (last == 5 && (sticky || (a.w[0] & 1))))) {
            acc_inc(&a);
            last = 0;
            sticky = 0;
            dropped = 0;
        }
    }
    if (scale > 28)
        scale = 28;
    parts[0] = a.w[0];
    parts[1] = a.w[1];
    parts[2] = a.w[2];
    *scale_out = scale;
    return 0;
}

