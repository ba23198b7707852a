/* kmod_internal.h - declarations shared by kmod.c, verify.c and dis.c (and
 * the kmod test suite): the on-disk layout constants, the checksum, and
 * signature walkers.
 *
 * The signature walkers marked "trusted" assume the signature already passed
 * kmod_read's validation (every sig row parses fully); they never read past
 * the signature's length but return garbage-free defaults on surprises.
 */
#ifndef KILN_KMOD_INTERNAL_H
#define KILN_KMOD_INTERNAL_H

#include "kmod.h"
#include "kmod_mem.h"

/* Fixed header: magic, version, flags, entry, section count, checksum. */
#define KMOD_HEADER_SIZE 28u
#define KMOD_SECTION_ENTRY_SIZE 12u

/* Section ids, in the order kmod_write emits them. */
enum kmod_section_id {
    KMOD_SEC_STRINGS = 1, KMOD_SEC_TYPEDEFS, KMOD_SEC_TYPEREFS, KMOD_SEC_FIELDS,
    KMOD_SEC_FIELDREFS, KMOD_SEC_METHODS, KMOD_SEC_METHODREFS, KMOD_SEC_EHS,
    KMOD_SEC_SIGS, KMOD_SEC_STRBLOB, KMOD_SEC_SIGBLOB, KMOD_SEC_CODE,
    KMOD_SEC_REQUIRED = KMOD_SEC_CODE,   /* 1..12 are in every module */
    KMOD_SEC_PARAMS, KMOD_SEC_DEBUG,     /* optional: written only when not empty */
    KMOD_SEC_LOCALNAMES,
    KMOD_SEC_IFACEIMPLS, KMOD_SEC_METHODIMPLS,   /* optional: interfaces (docs/interfaces.md) */
    KMOD_SEC_GENSRC,                     /* optional: generic definitions' C# (docs/generics.md) */
    KMOD_SEC_TRACENAMES,                 /* optional: generic instances' frame text */
    KMOD_SEC_VARIANCE,                   /* optional: variant conversions (docs/interfaces.md) */
    KMOD_SEC_VARIANTS,                   /* optional: variant instances and their arguments */
    KMOD_SEC_PARAMDEFS,                  /* optional: optional parameters' defaults */
    KMOD_SEC_COUNT = KMOD_SEC_PARAMDEFS
};

/* FNV-1a 64 over len bytes. */
uint64_t kmod_fnv1a(const uint8_t *p, size_t len);
/* The header's checksum of a module's bytes after the header
 * (docs/module-format.md). */
uint64_t kmod_checksum(const uint8_t *p, size_t len);

/* Recompute and store the checksum of a serialized module in place (tests
 * use it to corrupt a module past the checksum check). No-op if too short. */
void kmod_fix_checksum(uint8_t *bytes, size_t len);

/* Trusted: position just after the type element at pos (an OUT prefix is
 * skipped along with its element). */
uint32_t kmod_sig_skip(const uint8_t *s, uint32_t len, uint32_t pos);

/* Trusted: the stack type of the type element at pos (enums are i4,
 * VALUETYPE a value). */
kmod_stype kmod_sig_stype(const kmod *m, const uint8_t *s, uint32_t len, uint32_t pos);

/* Structural validation of every table (kmod_check.c), then (bodies)
 * verification of every method body; 0 or -1 with "corrupt module: ..."
 * in err. */
int kmod_check_tables(const kmod *m, bool bodies, char *err, size_t errlen);

/* Parameter names and sequence points (kmod_debug.c), after the tables and
 * the bodies checked: 0 or -1 with "corrupt module: ..." in err. */
int kmod_check_debug(const kmod *m, char *err, size_t errlen);
/* Interface types, implementation rows, explicit implementations
 * (kmod_iface.c). */
int kmod_check_ifaces(const kmod *m, char *err, size_t errlen);


/* Write a short printable form of a string row into buf ("?" if invalid). */
void kmod_name(const kmod *m, uint32_t row, char *buf, size_t n);

/* "Type.Method" of method row into buf, safe on unvalidated modules. */
void kmod_method_name(const kmod *m, uint32_t row, char *buf, size_t n);

/* "corrupt module: " and the formatted reason into err; returns -1 (kmod.c;
 * the one error formatter of the module reader and its checks). */
int kmod_corrupt(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
