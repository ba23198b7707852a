/* lower_intrinsic.c - [Intrinsic] corelib methods replaced by inline code:
 * the object header word, the lock id, the --thinlock/--fatlock settings,
 * the sync block's Lock, Interlocked and Volatile (GCC's __atomic builtins).
 *
 * Invariants: the set is the one the interpreter inlines and each inline
 * body means what the method's C# body means; the compiled thin-lock fast
 * path makes no call.
 */
#include "jit/lower.h"
#include "runtime/image.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ intrinsics */

/* [Intrinsic] corelib methods replaced by inline code (the same set the
 * interpreter inlines; their C# bodies are the reference meaning). */
typedef enum ix_kind { IX_HDR_READ, IX_HDR_CAS, IX_LOCK_ID, IX_NATIVE_TL, IX_NATIVE_FL, IX_SB_LOCK, IX_XADD, IX_XCHG, IX_CAS, IX_VREAD, IX_VWRITE } ix_kind;
typedef struct intrinsic { const char *key; ix_kind kind; int size; int pre; bool ref; } intrinsic;

#define OH_ "System.Threading.ObjectHeader."
#define IN_ "System.Threading.Interlocked."
#define VO_ "System.Threading.Volatile."
static const intrinsic intrinsics[] = {
    {OH_ "GetHeader(object)", IX_HDR_READ, 4, 0, false},
    {OH_ "CompareExchangeHeader(object,int,int)", IX_HDR_CAS, 4, 0, false},
    {OH_ "CurrentLockId()", IX_LOCK_ID, 4, 0, false},
    {"System.Threading.Monitor.NativeThinLock()", IX_NATIVE_TL, 1, 0, false},
    {"System.Threading.Monitor.NativeFatLock()", IX_NATIVE_FL, 1, 0, false},
    {OH_ "SyncBlockLock(int)", IX_SB_LOCK, 8, 0, false},
    {IN_ "Increment(ref int)", IX_XADD, 4, 1, false}, {IN_ "Increment(ref long)", IX_XADD, 8, 1, false},
    {IN_ "Decrement(ref int)", IX_XADD, 4, -1, false}, {IN_ "Decrement(ref long)", IX_XADD, 8, -1, false},
    {IN_ "Add(ref int,int)", IX_XADD, 4, 0, false}, {IN_ "Add(ref long,long)", IX_XADD, 8, 0, false},
    {IN_ "Exchange(ref int,int)", IX_XCHG, 4, 0, false}, {IN_ "Exchange(ref long,long)", IX_XCHG, 8, 0, false},
    {IN_ "Exchange(ref object,object)", IX_XCHG, 8, 0, true},
    {IN_ "CompareExchange(ref int,int,int)", IX_CAS, 4, 0, false},
    {IN_ "CompareExchange(ref long,long,long)", IX_CAS, 8, 0, false},
    {IN_ "CompareExchange(ref object,object,object)", IX_CAS, 8, 0, true},
    {VO_ "Read(ref int)", IX_VREAD, 4, 0, false}, {VO_ "Read(ref long)", IX_VREAD, 8, 0, false},
    {VO_ "Read(ref bool)", IX_VREAD, 1, 0, false}, {VO_ "Read(ref object)", IX_VREAD, 8, 0, true},
    {VO_ "Write(ref int,int)", IX_VWRITE, 4, 0, false}, {VO_ "Write(ref long,long)", IX_VWRITE, 8, 0, false},
    {VO_ "Write(ref bool,bool)", IX_VWRITE, 1, 0, false}, {VO_ "Write(ref object,object)", IX_VWRITE, 8, 0, true},
};
#undef OH_
#undef IN_
#undef VO_

enum { MO_RELAXED = 0, MO_ACQUIRE = 2, MO_RELEASE = 3, MO_SEQ_CST = 5 };

const intrinsic *jit_find_intrinsic(const rt_method *c)
{
    if (!(c->flags & KMOD_METH_INTRINSIC) || !c->module || !c->module->is_corelib || !rt_method_key(c))
        return NULL;
    const char *off = getenv("KILN_JIT_INTRINSICS");
    if (off && strcmp(off, "0") == 0)
        return NULL;
    for (size_t k = 0; k < sizeof intrinsics / sizeof intrinsics[0]; k++)
        if (strcmp(rt_method_key(c), intrinsics[k].key) == 0)
            return intrinsics[k].kind == IX_SB_LOCK && !rt_state.sync_table.symbol ? NULL : &intrinsics[k];
    return NULL;
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

/* --thinlock=native, as monitor/natives.c's UseNativeThinLock answers it;
 * fixed before any code runs. */
static int native_thin_lock(void)
{
    const char *e = getenv("KILN_THINLOCK");
    return rt_state.thinlock_native || (e && strcmp(e, "native") == 0);
}

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

static gcc_jit_rvalue *as_int(lower *L, gcc_jit_rvalue *v, const intrinsic *ix)
{
    return ix->ref ? G(context_new_bitcast)(L->ctx, NULL, v, L->t_i64) : v;
}

void jit_lower_intrinsic(mlower *ml, vstack *s, rt_method *c, const intrinsic *ix)
{
    lower *L = ml->L;
    uint32_t n = c->nparams, d = s->d - n;
    char name[40];
    gcc_jit_rvalue *a[6], *r = NULL;
    gcc_jit_rvalue *p0 = n ? peek(s, n - 1) : NULL;
    switch (ix->kind) {
    case IX_HDR_READ: case IX_HDR_CAS: {
        jit_null_check(ml, p0);
        gcc_jit_rvalue *hdr = G(lvalue_get_address)(mem(L, p0, -4, L->t_u32), NULL);
        if (ix->kind == IX_HDR_READ) {
            a[0] = hdr;
            a[1] = i32c(L, MO_ACQUIRE);
            r = builtin(L, "__atomic_load_4", 2, a);
            break;
        }
        p0 = hdr;
    } /* fall through: the CAS on the header word */
    /* FALLTHRU */
    case IX_CAS: {
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
    case IX_LOCK_ID: r = rv(L, L->g_lock_id); break;
    case IX_NATIVE_TL: r = jit_const_setting(L, RT_SETTING_THINLOCK_NATIVE, native_thin_lock()); break;
    case IX_NATIVE_FL: r = jit_const_setting(L, RT_SETTING_FATLOCK_NATIVE, native_fat_lock()); break;
    case IX_SB_LOCK: r = sync_block_lock_rv(L, p0); break;
    case IX_XADD:
        snprintf(name, sizeof name, "__atomic_add_fetch_%d", ix->size);
        a[0] = p0;
        a[1] = ix->pre ? (ix->size == 8 ? i64c(L, ix->pre) : i32c(L, ix->pre)) : peek(s, 0);
        a[2] = i32c(L, MO_SEQ_CST);
        r = builtin(L, name, 3, a);
        break;
    case IX_XCHG:
        snprintf(name, sizeof name, "__atomic_exchange_%d", ix->size);
        a[0] = p0;
        a[1] = as_int(L, peek(s, 0), ix);
        a[2] = i32c(L, MO_SEQ_CST);
        r = builtin(L, name, 3, a);
        break;
    case IX_VREAD:
        snprintf(name, sizeof name, "__atomic_load_%d", ix->size);
        a[0] = p0;
        a[1] = i32c(L, MO_ACQUIRE);
        r = builtin(L, name, 2, a);
        break;
    case IX_VWRITE:
        snprintf(name, sizeof name, "__atomic_store_%d", ix->size);
        a[0] = p0;
        a[1] = as_int(L, peek(s, 0), ix);
        a[2] = i32c(L, MO_RELEASE);
        G(block_add_eval)(ml->cur, ml->loc, builtin(L, name, 3, a));
        return;
    }
    if (ix->ref)
        r = G(context_new_bitcast)(L->ctx, NULL, cast(L, r, L->t_i64), L->t_ptr);
    jit_put(ml, d, c->ret_kind, cast(L, r, ix->ref ? L->t_ptr : ctype(L, c->ret_kind)));
}
