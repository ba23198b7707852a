/* object.h - the layout of every managed object, shared by all back ends.
 *
 *   ref - 8: 4 bytes the GC owns (unused today)
 *   ref - 4: the 32-bit header word (hash code, thin lock, sync index)
 *   ref + 0: type pointer (rt_type *, whose first member is a gc_desc)
 *   ref + 8: instance fields, in declaration order, each naturally aligned;
 *            arrays: uint32 length at +8, elements from +16;
 *            strings: int32 length at +8, UTF-16 code units from +12.
 *
 * Header word, CoreCLR's layout:
 *   bits 31..29  reserved for the GC
 *   bit  28      spin lock / slow path in progress (sync-block install)
 *   bit  27      the low 26 bits hold a hash code or a sync-block index
 *   bit  26      with bit 27: the low 26 bits are a hash code (else a sync index)
 *   bit 27 clear: bits 0..15 owner thread lock id (0 = unlocked),
 *                 bits 16..21 recursion level (0 = held once)
 */
#ifndef KILN_OBJECT_H
#define KILN_OBJECT_H

#include <stddef.h>
#include <stdint.h>

#define RT_HDR_GC_MASK          0xE0000000u
#define RT_HDR_SPIN_LOCK        0x10000000u
#define RT_HDR_HASH_OR_SYNCBLK  0x08000000u
#define RT_HDR_IS_HASHCODE      0x04000000u
#define RT_HDR_INDEX_MASK       0x03FFFFFFu   /* hash code or sync index */
#define RT_HDR_THREAD_ID_MASK   0x0000FFFFu
#define RT_HDR_RECURSION_INC    0x00010000u
#define RT_HDR_RECURSION_MASK   0x003F0000u
#define RT_HDR_RECURSION_SHIFT  16
#define RT_MAX_THIN_LOCK_ID     0xFFFFu

struct rt_type;

typedef struct rt_object {
    struct rt_type *type;
} rt_object;

typedef struct rt_string {
    struct rt_type *type;
    int32_t length;
    uint16_t chars[];        /* at +12 */
} rt_string;

typedef struct rt_array {
    struct rt_type *type;
    uint32_t length;
    uint32_t pad_;
    uint64_t data[];         /* at +16; element storage, reinterpret by element type */
} rt_array;

#define RT_ARRAY_DATA_OFFSET 16u
#define RT_STRING_CHARS_OFFSET 12u
_Static_assert(offsetof(rt_array, length) == 8 && offsetof(rt_array, data) == RT_ARRAY_DATA_OFFSET,
               "the array layout above");
_Static_assert(offsetof(rt_string, length) == 8 && offsetof(rt_string, chars) == RT_STRING_CHARS_OFFSET,
               "the string layout above");

static inline volatile uint32_t *rt_obj_header(rt_object *o)
{
    return (volatile uint32_t *)o - 1;
}

static inline void *rt_array_data(rt_array *a) { return (char *)a + RT_ARRAY_DATA_OFFSET; }

#endif
