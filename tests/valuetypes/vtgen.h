/* vtgen.h - a small builder of IL test modules against the corelib, for
 * the value-type tests (docs/valuetypes.md) until the frontend declares
 * structs: types, fields and methods in row order, signatures from bytes,
 * TYPEREF/METHODREF/FIELDREF to corelib members, and an assembler with
 * forward labels. Shared by vtgen.c (the programs) and the verifier's
 * rejection tests.
 *
 * Invariants: typedefs are declared before any of their fields or
 * methods, and fields/methods are added in typedef row order (the module
 * format keeps each type's rows contiguous); a buffer overflow or a
 * misuse aborts the generator with a message (it is a test tool).
 */
#ifndef KILN_TESTS_VTGEN_H
#define KILN_TESTS_VTGEN_H

#include "kmod/il.h"
#include "kmod/kmod.h"

#include <stdint.h>

typedef struct vg_buf { uint8_t b[8192]; uint32_t n; } vg_buf;

typedef struct vg {
    kmod *m;
    uint32_t last_field_owner;    /* the typedef rows fields / methods are being added to */
    uint32_t last_method_owner;
} vg;

/* Bytes. */
void vg_u8(vg_buf *a, uint8_t x);
void vg_u16(vg_buf *a, uint16_t x);
void vg_u32(vg_buf *a, uint32_t x);

/* Strings, signatures, references. */
uint32_t vg_str(vg *g, const char *s);
uint32_t vg_sig(vg *g, const vg_buf *s);
/* A signature from bytes given as ints, ended by -1. */
uint32_t vg_sigv(vg *g, ...);
uint32_t vg_typeref(vg *g, const char *ns, const char *name);
uint32_t vg_methodref(vg *g, uint32_t parent, const char *name, uint32_t sig);
uint32_t vg_fieldref(vg *g, uint32_t parent, const char *name, uint32_t sig);

/* Declarations: a typedef row (no members yet), then its members. */
uint32_t vg_type(vg *g, const char *ns, const char *name, uint32_t flags, uint32_t parent);
uint32_t vg_field(vg *g, uint32_t td, const char *name, uint32_t sig, uint32_t flags);
uint32_t vg_method(vg *g, uint32_t td, const char *name, uint32_t sig, uint32_t flags,
                   const vg_buf *code, uint32_t max_stack, uint32_t locals);
/* A catch clause of the last method added (offsets in its code). */
void vg_catch(vg *g, uint32_t try_off, uint32_t try_len, uint32_t h_off, uint32_t h_len,
              uint32_t catch_sig);

/* The assembler. */
void vg_op(vg_buf *a, il_opcode o);
void vg_i4(vg_buf *a, il_opcode o, int32_t x);
void vg_r4(vg_buf *a, float x);
void vg_r8(vg_buf *a, double x);
void vg_i8(vg_buf *a, int64_t x);
void vg_var(vg_buf *a, il_opcode o, uint16_t x);
void vg_tok(vg_buf *a, il_opcode o, uint32_t t);
uint32_t vg_br(vg_buf *a, il_opcode o);          /* a branch to be patched */
void vg_here(vg_buf *a, uint32_t br);            /* patch it to jump here */
void vg_back(vg_buf *a, il_opcode o, uint32_t target);   /* a branch to an earlier offset */

/* Token helpers. */
static inline uint32_t vg_tok_typedef(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_TYPEDEF, row); }
static inline uint32_t vg_tok_typeref(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_TYPEREF, row); }
static inline uint32_t vg_tok_method(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_METHOD, row); }
static inline uint32_t vg_tok_methodref(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_METHODREF, row); }
static inline uint32_t vg_tok_field(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_FIELD, row); }
static inline uint32_t vg_tok_fieldref(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_FIELDREF, row); }
static inline uint32_t vg_tok_sig(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_SIG, row); }
static inline uint32_t vg_tok_string(uint32_t row) { return KMOD_TOKEN(KMOD_TAB_STRING, row); }

/* Signature element bytes for a token (CLASS/VALUETYPE/ENUM + 4 bytes) as
 * ints for vg_sigv. */
#define VG_TOK_BYTES(t) (int)((t) & 0xFF), (int)(((t) >> 8) & 0xFF), (int)(((t) >> 16) & 0xFF), \
                        (int)(((t) >> 24) & 0xFF)

#endif
