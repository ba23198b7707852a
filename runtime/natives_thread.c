/* natives_thread.c - native halves of System.Threading.Thread,
 * Interlocked and Volatile (the reference meaning of the [Intrinsic]
 * methods, which the code generators may inline instead).
 *
 * Invariants: Interlocked operations are sequentially consistent; Volatile
 * reads are acquire loads and writes release stores.
 */
#include "runtime_internal.h"

#include <sched.h>
#include <unistd.h>

static int32_t thr_allocate_id(void)
{
    uint32_t id = rt_lock_id_alloc();
    if (!id)
        rt_throw_kind(RT_EXC_OUT_OF_MEMORY, "Too many threads: no lock id left.");
    return (int32_t)id;
}

static void thr_start(rt_object *thr, rt_object *arg, uint8_t with_arg)
{
    rt_thread_start(thr, arg, with_arg != 0);
}

static uint8_t thr_join(rt_object *thr, int32_t ms) { return rt_thread_join(thr, ms); }

static void thr_set_background(rt_object *thr, uint8_t bg) { rt_thread_set_background(thr, bg != 0); }

static rt_object *thr_current(void) { return rt_thread_current_object(); }

static void thr_sleep(int32_t ms)
{
    if (ms < -1) {
        rt_throw_kind(RT_EXC_ARGUMENT_OUT_OF_RANGE,
                      "Number must be either non-negative and less than or equal to Int32.MaxValue or -1. "
                      "(Parameter 'millisecondsTimeout')");
        return;
    }
    if (ms == -1) {
        rt_thread *me = rt_current();
        rt_enter_safe();
        RT_WALK_WAIT_BEGIN(me, RT_WAIT_SLEEP, );   /* the dump shows this thread's frames */
        for (;;)
            pause();
    }
    rt_thread_sleep(ms);
}

static uint8_t thr_yield(void) { return sched_yield() == 0; }

/* n iterations of RT_SPIN_ITERATION_NS each, calibrated (spin.c), so a
 * spin budget means the same time on every CPU. */
static void thr_spinwait(int32_t n)
{
    if (n > 0)
        rt_spin_ns((uint64_t)n * RT_SPIN_ITERATION_NS);
}

/* Interlocked */
static int32_t il_add32(int32_t *p, int32_t v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
static int64_t il_add64(int64_t *p, int64_t v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
static int32_t il_xchg32(int32_t *p, int32_t v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }
static int64_t il_xchg64(int64_t *p, int64_t v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }
static void *il_xchgref(void **p, void *v)
{
    void *old = __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);
    gc_write_barrier(p);
    return old;
}

static int32_t il_cas32(int32_t *p, int32_t v, int32_t cmp)
{
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return cmp;
}

static int64_t il_cas64(int64_t *p, int64_t v, int64_t cmp)
{
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return cmp;
}

static void *il_casref(void **p, void *v, void *cmp)
{
    if (__atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
        gc_write_barrier(p);
    return cmp;
}

/* Volatile */
static int32_t vol_read32(int32_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static int64_t vol_read64(int64_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static uint8_t vol_readbool(uint8_t *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static void *vol_readref(void **p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }
static void vol_write32(int32_t *p, int32_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static void vol_write64(int64_t *p, int64_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static void vol_writebool(uint8_t *p, uint8_t v) { __atomic_store_n(p, v, __ATOMIC_RELEASE); }
static void vol_writeref(void **p, void *v)
{
    __atomic_store_n(p, v, __ATOMIC_RELEASE);
    gc_write_barrier(p);
}

#define T "System.Threading.Thread."
#define I "System.Threading.Interlocked."
#define V "System.Threading.Volatile."
const rt_native rt_natives_thread[] = {
    {T "AllocateId()", RT_NATIVE_FN(thr_allocate_id)},
    {T "StartCore(System.Threading.Thread,object,bool)", RT_NATIVE_FN(thr_start)},
    {T "JoinCore(System.Threading.Thread,int)", RT_NATIVE_FN(thr_join)},
    {T "SetBackground(System.Threading.Thread,bool)", RT_NATIVE_FN(thr_set_background)},
    {T "GetCurrentThread()", RT_NATIVE_FN(thr_current)},
    {T "Sleep(int)", RT_NATIVE_FN(thr_sleep)},
    {T "Yield()", RT_NATIVE_FN(thr_yield)},
    {T "SpinWait(int)", RT_NATIVE_FN(thr_spinwait)},
    {I "ExchangeAdd(ref int,int)", RT_NATIVE_FN(il_add32)},
    {I "ExchangeAdd(ref long,long)", RT_NATIVE_FN(il_add64)},
    {I "ExchangeNative(ref int,int)", RT_NATIVE_FN(il_xchg32)},
    {I "ExchangeNative(ref long,long)", RT_NATIVE_FN(il_xchg64)},
    {I "ExchangeNative(ref object,object)", RT_NATIVE_FN(il_xchgref)},
    {I "CompareExchangeNative(ref int,int,int)", RT_NATIVE_FN(il_cas32)},
    {I "CompareExchangeNative(ref long,long,long)", RT_NATIVE_FN(il_cas64)},
    {I "CompareExchangeNative(ref object,object,object)", RT_NATIVE_FN(il_casref)},
    {V "ReadNative(ref int)", RT_NATIVE_FN(vol_read32)},
    {V "ReadNative(ref long)", RT_NATIVE_FN(vol_read64)},
    {V "ReadNative(ref bool)", RT_NATIVE_FN(vol_readbool)},
    {V "ReadNative(ref object)", RT_NATIVE_FN(vol_readref)},
    {V "WriteNative(ref int,int)", RT_NATIVE_FN(vol_write32)},
    {V "WriteNative(ref long,long)", RT_NATIVE_FN(vol_write64)},
    {V "WriteNative(ref bool,bool)", RT_NATIVE_FN(vol_writebool)},
    {V "WriteNative(ref object,object)", RT_NATIVE_FN(vol_writeref)},
    {NULL, NULL},
};
