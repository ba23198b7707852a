/* il.c - the opcode table derived from il_ops.def, and instruction sizing. */
#include "il.h"

#include <stdio.h>

#define IL_OPND(k) IL_OPND_##k
const il_opinfo il_opinfo_table[IL_OPCODE_COUNT] = {
#define IL_OP(name, opnd, pop, push) [IL_##name] = {#name, IL_OPND(opnd), pop, push},
#include "il_ops.def"
#undef IL_OP
};

/* Writes the mnemonic of op in listing form: "LDC_I4" -> "ldc.i4". */
void il_print_mnemonic(FILE *out, il_opcode op)
{
    for (const char *p = il_opinfo_table[op].mnemonic; *p; p++)
        fputc(*p == '_' ? '.' : (*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p), out);
}

int il_instr_size(const uint8_t *code, uint32_t avail)
{
    if (avail < 1 || code[0] >= IL_OPCODE_COUNT)
        return -1;
    uint32_t size = 1;
    switch (il_opinfo_table[code[0]].operand) {
    case IL_OPND_NONE: break;
    case IL_OPND_I4: case IL_OPND_R4: case IL_OPND_TOK: case IL_OPND_BR: size += 4; break;
    case IL_OPND_I8: case IL_OPND_R8: size += 8; break;
    case IL_OPND_VAR: size += 2; break;
    case IL_OPND_SWITCH:
        if (avail < 5)
            return -1;
        {
            uint32_t n = il_read_u32(code + 1);
            if (n > (avail - 5) / 4)
                return -1;
            size += 4 + 4 * n;
        }
        break;
    }
    return size <= avail ? (int)size : -1;
}
