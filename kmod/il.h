/* il.h - Kiln IL: opcodes (from il_ops.def), operand kinds, encoding helpers.
 *
 * An instruction is one opcode byte followed by its operand, little-endian,
 * unaligned. The only list of opcodes is il_ops.def; everything here is
 * derived from it.
 */
#ifndef KILN_IL_H
#define KILN_IL_H

#include <stdint.h>
#include <stdio.h>

#define IL_VAR_EFFECT (-1)

/* Operand kinds; see il_ops.def for their encodings. */
typedef enum il_operand {
    IL_OPND_NONE,
    IL_OPND_I4,
    IL_OPND_I8,
    IL_OPND_R8,
    IL_OPND_R4,
    IL_OPND_VAR,
    IL_OPND_TOK,
    IL_OPND_BR,
    IL_OPND_SWITCH
} il_operand;

typedef enum il_opcode {
#define IL_OP(name, opnd, pop, push) IL_##name,
#include "il_ops.def"
#undef IL_OP
    IL_OPCODE_COUNT
} il_opcode;

/* Static facts about one opcode, indexed by il_opcode. */
typedef struct il_opinfo {
    const char *mnemonic;   /* the il_ops.def name, "LDC_I4" */
    il_operand operand;
    int8_t pop;             /* IL_VAR_EFFECT: from the call signature */
    int8_t push;
} il_opinfo;

extern const il_opinfo il_opinfo_table[IL_OPCODE_COUNT];

/* Write the listing form of a mnemonic ("ldc.i4"). */
void il_print_mnemonic(FILE *out, il_opcode op);

/* Size in bytes of the operand of an instruction at code[0] (opcode byte),
 * given the bytes available; returns -1 if truncated or unknown opcode. */
int il_instr_size(const uint8_t *code, uint32_t avail);

static inline int32_t il_read_i32(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 |
                     (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
}
static inline uint32_t il_read_u32(const uint8_t *p) { return (uint32_t)il_read_i32(p); }
static inline uint16_t il_read_u16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline int64_t il_read_i64(const uint8_t *p)
{
    return (int64_t)((uint64_t)il_read_u32(p) | (uint64_t)il_read_u32(p + 4) << 32);
}

#endif
