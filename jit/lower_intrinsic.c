/* lower_intrinsic.c - [Intrinsic] corelib methods replaced by inline code:
 * the object header word, the lock id, the --thinlock/--fatlock settings,
 * the sync block's Lock, Interlocked and Volatile (GCC's __atomic builtins).
 *
 * Invariants: the set is runtime/intrinsics.def's rows marked for the JIT
 * (the loader resolves a method to its row once; nothing here matches a
 * name) and each inline body means what the method's C# body means; the
 * compiled thin-lock fast path makes no call.
 */
#include "jit/lower.h"
#include "runtime/image.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ intrinsics */

enum { MO_RELAXED = 0, MO_ACQUIRE = 2, MO_RELEASE = 3, MO_SEQ_CST = 5 };

uint8_t jit_intrinsic_of(const rt_method *c)
{
    uint8_t id = rt_method_intrinsic(c);
    const rt_intrinsic_info *ix = &rt_intrinsic_table[id];
    if (id == RT_INTRINSIC_NONE || !(ix->engines & RT_ENGINE_JIT))
        return RT_INTRINSIC_NONE;
    if (!rt_state.sw.jit_intrinsics)   /* KILN_JIT_INTRINSICS=0 */
        return RT_INTRINSIC_NONE;
    if (ix->family == RT_IX_SB_LOCK && !rt_state.sync_table.symbol)
        return RT_INTRINSIC_NONE;
    return id;
}

/* Call a GCC builtin, each argument cast to the builtin's own parameter
 * type (sized atomics take `volatile void *` and signed values). */
static gcc_jit_rvalue *builtin(lower *L, const char *name, int n, gcc_jit_rvalue **a)
{
    gcc_jit_function *f = G(context_get_builtin_function)(L->ctx, name);
    for (int i = 0; i < n; i++) {
        gcc_jit_type *pt = G(rvalue_get_type)(G(param_as_rvalue)(G(function_get_param)(f, i)));
        a[i] = cast(L, a[i], pt);
    }
    return G(context_new_call)(L->ctx, NULL, f, n, a);
}

/* The width of a location of kind k for the __atomic builtins. */
static int atomic_size(rt_kind k)
{
    switch (k) {
    case RT_KIND_BOOL: case RT_KIND_I1: case RT_KIND_U1: return 1;
    case RT_KIND_CHAR: case RT_KIND_I2: case RT_KIND_U2: return 2;
    case RT_KIND_I4: case RT_KIND_U4: case RT_KIND_R4: return 4;
    default: return 8;
    }
}

/* The integer type of that width, for bit casts of floats and references. */
static gcc_jit_type *atomic_int_type(lower *L, int size)
{
    return size == 1 ? L->t_u8 : size == 2 ? L->t_u16 : size == 4 ? L->t_u32 : L->t_u64;
}

gcc_jit_rvalue *jit_volatile_load(mlower *ml, gcc_jit_rvalue *ptr, rt_kind k)
{
    lower *L = ml->L;
    int size = atomic_size(k);
    char name[32];
    snprintf(name, sizeof name, "__atomic_load_%d", size);
    gcc_jit_rvalue *a[2] = {ptr, i32c(L, MO_ACQUIRE)};
    gcc_jit_rvalue *r = cast(L, builtin(L, name, 2, a), atomic_int_type(L, size));
    if (k == RT_KIND_R4 || k == RT_KIND_R8 || k == RT_KIND_REF)
        return G(context_new_bitcast)(L->ctx, NULL, r, ctype(L, k));
    return cast(L, r, ctype(L, k));
}

void jit_volatile_store(mlower *ml, gcc_jit_rvalue *ptr, gcc_jit_rvalue *v, rt_kind k)
{
    lower *L = ml->L;
    int size = atomic_size(k);
    char name[32];
    snprintf(name, sizeof name, "__atomic_store_%d", size);
    gcc_jit_rvalue *bits = k == RT_KIND_R4 || k == RT_KIND_R8 || k == RT_KIND_REF
                               ? G(context_new_bitcast)(L->ctx, NULL, cast(L, v, ctype(L, k)), atomic_int_type(L, size))
                               : cast(L, v, atomic_int_type(L, size));
    gcc_jit_rvalue *a[3] = {ptr, bits, i32c(L, MO_RELEASE)};
    G(block_add_eval)(ml->cur, ml->loc, builtin(L, name, 3, a));
}

/* --thinlock=native, as monitor/natives.c's UseNativeThinLock answers it;
 * fixed before any code runs. */
static int native_thin_lock(void) { return rt_state.thinlock_native != 0; }

/* --fatlock=native, as monitor/natives.c's UseNativeFatLock answers it
 * (rt_state only: the tier-1 thread must not call getenv). */
static int native_fat_lock(void) { return rt_state.fatlock_native != 0; }

/* ObjectHeader.SyncBlockLock(index): the Lock embedded in the sync block
 * (rt_state.sync_table says where): load the chunk pointer, form the
 * Lock's address, load its type word; the address when that is set, else
 * null (branch-free: address & -(type != 0)). Two loads. */
static gcc_jit_rvalue *sync_block_lock_rv(lower *L, gcc_jit_rvalue *index)
{
    const rt_sync_table_abi *a = &rt_state.sync_table;
    gcc_jit_rvalue *base = jit_const_sync_table(L);
    gcc_jit_rvalue *idx = cast(L, index, L->t_u32);
    gcc_jit_rvalue *hi = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_RSHIFT, L->t_u32, idx,
                                                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32, (int)a->chunk_bits));
    gcc_jit_rvalue *lo = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, L->t_u32, idx,
                                                  G(context_new_rvalue_from_int)(L->ctx, L->t_u32,
                                                                                 (int)((1u << a->chunk_bits) - 1)));
    gcc_jit_rvalue *chunks = G(context_new_cast)(L->ctx, NULL,
                                                 G(lvalue_get_address)(mem(L, base, (int32_t)a->chunks_offset, L->t_ptr), NULL),
                                                 G(type_get_pointer)(L->t_ptr));
    gcc_jit_rvalue *chunk = rv(L, G(context_new_array_access)(L->ctx, NULL, chunks, cast(L, hi, L->t_i64)));
    gcc_jit_rvalue *bytes = G(context_new_cast)(L->ctx, NULL, chunk, G(type_get_pointer)(L->t_u8));
    gcc_jit_rvalue *off = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_PLUS, L->t_i64,
        G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_MULT, L->t_i64, cast(L, lo, L->t_i64),
                                 G(context_new_rvalue_from_long)(L->ctx, L->t_i64, (long)a->entry_size)),
        G(context_new_rvalue_from_long)(L->ctx, L->t_i64, (long)a->lock_offset));
    gcc_jit_rvalue *lock = G(lvalue_get_address)(G(context_new_array_access)(L->ctx, NULL, bytes, off), NULL);
    gcc_jit_rvalue *type = rv(L, G(rvalue_dereference)(G(context_new_cast)(L->ctx, NULL, lock,
                                                                            G(type_get_pointer)(L->t_ptr)), NULL));
    gcc_jit_rvalue *made = G(context_new_comparison)(L->ctx, NULL, GCC_JIT_COMPARISON_NE, type,
                                                     G(context_null)(L->ctx, L->t_ptr));
    gcc_jit_rvalue *mask = G(context_new_unary_op)(L->ctx, NULL, GCC_JIT_UNARY_OP_MINUS, L->t_i64,
                                                   cast(L, made, L->t_i64));
    gcc_jit_rvalue *bits = G(context_new_binary_op)(L->ctx, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, L->t_i64,
                                                    G(context_new_bitcast)(L->ctx, NULL, lock, L->t_i64), mask);
    return G(context_new_bitcast)(L->ctx, NULL, bits, L->t_ptr);
}

static gcc_jit_rvalue *as_int(lower *L, gcc_jit_rvalue *v, const rt_intrinsic_info *ix)
{
    return ix->ref ? G(context_new_bitcast)(L->ctx, NULL, v, L->t_i64) : v;
}

void jit_lower_intrinsic(mlower *ml, vstack *s, rt_method *c, const rt_intrinsic_info *ix)
{
    lower *L = ml->L;
    uint32_t n = c->nparams, d = s->d - n;
    char name[40];
    gcc_jit_rvalue *a[6], *r = NULL;
    gcc_jit_rvalue *p0 = n ? peek(s, n - 1) : NULL;
    switch ((rt_ix_family)ix->family) {
    case RT_IX_HDR_READ: case RT_IX_HDR_CAS: {
        jit_null_check(ml, p0);
        gcc_jit_rvalue *hdr = G(lvalue_get_address)(mem(L, p0, -4, L->t_u32), NULL);
        if (ix->family == RT_IX_HDR_READ) {
            a[0] = hdr;
            a[1] = i32c(L, MO_ACQUIRE);
            r = builtin(L, "__atomic_load_4", 2, a);
            break;
        }
        p0 = hdr;
    } /* fall through: the CAS on the header word */
    /* FALLTHRU */
    case RT_IX_CAS: {
        gcc_jit_type *vt = ix->size == 8 ? L->t_i64 : L->t_i32;
        gcc_jit_lvalue *expected = jit_new_local(ml, vt, "cmp");
        G(block_add_assignment)(ml->cur, ml->loc, expected, cast(L, as_int(L, peek(s, 0), ix), vt));
        snprintf(name, sizeof name, "__atomic_compare_exchange_%d", ix->size);
        a[0] = p0;
        a[1] = G(lvalue_get_address)(expected, NULL);
        a[2] = as_int(L, peek(s, 1), ix);
        a[3] = G(context_new_rvalue_from_int)(L->ctx, L->t_bool, 0);
        a[4] = i32c(L, MO_SEQ_CST);
        a[5] = i32c(L, MO_SEQ_CST);
        G(block_add_eval)(ml->cur, ml->loc, builtin(L, name, 6, a));
        r = rv(L, expected);
        break;
    }
    case RT_IX_LOCK_ID: r = rv(L, L->g_lock_id); break;
    case RT_IX_NATIVE_TL: r = jit_const_setting(L, RT_SETTING_THINLOCK_NATIVE, native_thin_lock()); break;
    case RT_IX_NATIVE_FL: r = jit_const_setting(L, RT_SETTING_FATLOCK_NATIVE, native_fat_lock()); break;
    case RT_IX_SB_LOCK: r = sync_block_lock_rv(L, p0); break;
    case RT_IX_XADD:
        snprintf(name, sizeof name, "__atomic_add_fetch_%d", ix->size);
        a[0] = p0;
        a[1] = ix->pre ? (ix->size == 8 ? i64c(L, ix->pre) : i32c(L, ix->pre)) : peek(s, 0);
        a[2] = i32c(L, MO_SEQ_CST);
        r = builtin(L, name, 3, a);
        break;
    case RT_IX_XCHG:
        snprintf(name, sizeof name, "__atomic_exchange_%d", ix->size);
        a[0] = p0;
        a[1] = as_int(L, peek(s, 0), ix);
        a[2] = i32c(L, MO_SEQ_CST);
        r = builtin(L, name, 3, a);
        break;
    case RT_IX_VREAD:
        snprintf(name, sizeof name, "__atomic_load_%d", ix->size);
        a[0] = p0;
        a[1] = i32c(L, MO_ACQUIRE);
        r = builtin(L, name, 2, a);
        break;
    case RT_IX_VWRITE:
        snprintf(name, sizeof name, "__atomic_store_%d", ix->size);
        a[0] = p0;
        a[1] = as_int(L, peek(s, 0), ix);
        a[2] = i32c(L, MO_RELEASE);
        G(block_add_eval)(ml->cur, ml->loc, builtin(L, name, 3, a));
        if (ix->ref)
            jit_emit_write_barrier(ml, p0);
        return;
    }
    /* A reference Exchange/CompareExchange: the barrier before the result
     * overwrites p0's slot (no safepoint lies between it and the store). */
    if (ix->ref && (ix->family == RT_IX_XCHG || ix->family == RT_IX_CAS))
        jit_emit_write_barrier(ml, p0);
    if (ix->ref)
        r = G(context_new_bitcast)(L->ctx, NULL, cast(L, r, L->t_i64), L->t_ptr);
    jit_put(ml, d, c->ret_kind, cast(L, r, ix->ref ? L->t_ptr : ctype(L, c->ret_kind)));
}
