/* natives.c - mon_natives[]: the internal calls of corelib's
 * System.Threading.Monitor, System.Threading.ObjectHeader and
 * RuntimeHelpers.GetHashCode, keyed as docs/corelib-contract.md says.
 *
 * Invariants: every native has the C-ABI signature of runtime.h's calling
 * convention (bool -> uint8_t, int -> int32_t, object -> rt_object *);
 * errors go to the pending exception; a null object never crashes.
 */
#include "monitor_internal.h"

#include <stdlib.h>
#include <string.h>

/* ObjectHeader's [Intrinsic] reference meanings. */
static int32_t n_get_header(rt_object *o)
{
    if (!o) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return 0;
    }
    return (int32_t)atomic_load((_Atomic uint32_t *)rt_obj_header(o));
}

static int32_t n_cas_header(rt_object *o, int32_t value, int32_t comparand)
{
    if (!o) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return 0;
    }
    uint32_t expected = (uint32_t)comparand;
    atomic_compare_exchange_strong((_Atomic uint32_t *)rt_obj_header(o), &expected, (uint32_t)value);
    return (int32_t)expected;
}

static int32_t n_lock_id(void) { return (int32_t)rt_tls_lock_id; }

/* --- the managed fat lock's natives (corelib/Lock.cs, ObjectHeader.cs) --- */

static rt_object *n_sync_block_lock(int32_t index)
{
    mon_syncblock *sb = index > 0 ? mon_sb_get((uint32_t)index) : NULL;
    return sb ? mon_sb_lock(sb) : NULL;
}

/* Inflate o's header (its sync block carries its Lock from then on). */
static void n_inflate(rt_object *o)
{
    if (!o) {
        rt_throw_kind(RT_EXC_NULL_REFERENCE, NULL);
        return;
    }
    mon_inflate(o);
}

/* Sleep while *word == expected (at most timeout_ms; -1 no limit), GC-safe,
 * showing blocker in the thread dump. */
static void n_futex_wait(int32_t *word, int32_t expected, int32_t timeout_ms, rt_object *blocker,
                         uint8_t in_monitor_wait)
{
    rt_thread *t = rt_tls_thread;
    mon_thread *m = mon_thread_state();
    mon_diag_start_dumper();   /* a dump may now show a blocked thread */
    if (t && m) {
        atomic_store(&m->block_start_ns, mon_now_ns());
        if (in_monitor_wait)
            atomic_store(&m->waiting_wait, blocker);
        else
            __atomic_store_n(&t->waiting_for, blocker, __ATOMIC_RELEASE);
        gc_safe_enter(&t->gc);
        RT_WALK_WAIT_BEGIN(t, RT_WAIT_MONITOR, );   /* the dump shows this thread's frames */
    }
    mon_futex_wait((atomic_uint *)word, (uint32_t)expected,
                   timeout_ms < 0 ? -1 : (int64_t)timeout_ms * 1000000);
    if (t && m) {
        RT_WALK_WAIT_END(t);
        gc_safe_leave(&t->gc);
        if (in_monitor_wait)
            atomic_store(&m->waiting_wait, NULL);
        else
            __atomic_store_n(&t->waiting_for, NULL, __ATOMIC_RELEASE);
        atomic_store(&m->block_start_ns, 0);
    }
}

static void n_futex_wake(int32_t *word, int32_t n) { mon_futex_wake((atomic_uint *)word, n); }

static void n_count_contended(void) { mon_count_contended(); }

/* --fatlock=native (KILN_FATLOCK=native): Monitor uses fatlock.c. */
static uint8_t n_use_native_fat(void) { return mon_fatlock_native(); }

/* Monitor's slow paths (the C fat lock). */
static uint8_t n_enter_slow(rt_object *o, int32_t timeout_ms) { return mon_enter(o, timeout_ms); }
static void n_exit_slow(rt_object *o) { mon_exit(o); }
static uint8_t n_is_entered_slow(rt_object *o) { return mon_is_entered(o); }
static uint8_t n_wait_slow(rt_object *o, int32_t timeout_ms) { return mon_wait(o, timeout_ms); }
static void n_pulse_slow(rt_object *o) { mon_pulse(o); }
static void n_pulse_all_slow(rt_object *o) { mon_pulse_all(o); }

/* rt_state only, never getenv: this runs on lock paths (mon_owner), where
 * another thread may be changing the environment (a crash in getenv seen
 * with a tiered compile running); rt_init folds the resolved switch
 * (host/host.c: flag > KILN_FATLOCK > default, or the AOT image's choice)
 * into rt_state.fatlock_native before any code runs. */
bool mon_fatlock_native(void) { return rt_state.fatlock_native != 0; }

/* --thinlock=native (KILN_THINLOCK=native): Monitor calls thinlock.c. */
static uint8_t n_use_native(void) { return rt_state.thinlock_native != 0; }

static int32_t n_native_acquire(rt_object *o, uint8_t one_shot)
{
    return mon_thin_acquire(o, one_shot != 0);
}

static uint8_t n_native_release(rt_object *o) { return (uint8_t)mon_thin_release(o); }

static int32_t n_hash(rt_object *o) { return mon_hash(o); }

const rt_native mon_natives[] = {
    {"System.Threading.ObjectHeader.GetHeaderNative(object)", RT_NATIVE_FN(n_get_header)},
    {"System.Threading.ObjectHeader.CompareExchangeHeaderNative(object,int,int)",
     RT_NATIVE_FN(n_cas_header)},
    {"System.Threading.ObjectHeader.CurrentLockIdNative()", RT_NATIVE_FN(n_lock_id)},
    {"System.Threading.Monitor.EnterSlowNative(object,int)", RT_NATIVE_FN(n_enter_slow)},
    {"System.Threading.Monitor.ExitSlowNative(object)", RT_NATIVE_FN(n_exit_slow)},
    {"System.Threading.Monitor.UseNativeFatLock()", RT_NATIVE_FN(n_use_native_fat)},
    {"System.Threading.ObjectHeader.SyncBlockLockNative(int)", RT_NATIVE_FN(n_sync_block_lock)},
    {"System.Threading.ObjectHeader.Inflate(object)", RT_NATIVE_FN(n_inflate)},
    {"System.Threading.Lock.FutexWait(ref int,int,int,object,bool)", RT_NATIVE_FN(n_futex_wait)},
    {"System.Threading.Lock.FutexWake(ref int,int)", RT_NATIVE_FN(n_futex_wake)},
    {"System.Threading.Lock.CountContended()", RT_NATIVE_FN(n_count_contended)},
    {"System.Threading.Monitor.IsEnteredSlow(object)", RT_NATIVE_FN(n_is_entered_slow)},
    {"System.Threading.Monitor.WaitSlow(object,int)", RT_NATIVE_FN(n_wait_slow)},
    {"System.Threading.Monitor.PulseSlow(object)", RT_NATIVE_FN(n_pulse_slow)},
    {"System.Threading.Monitor.PulseAllSlow(object)", RT_NATIVE_FN(n_pulse_all_slow)},
    {"System.Threading.Monitor.UseNativeThinLock()", RT_NATIVE_FN(n_use_native)},
    {"System.Threading.Monitor.NativeAcquireThinLock(object,bool)", RT_NATIVE_FN(n_native_acquire)},
    {"System.Threading.Monitor.NativeReleaseThinLock(object)", RT_NATIVE_FN(n_native_release)},
    {"System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(object)", RT_NATIVE_FN(n_hash)},
    {NULL, NULL},
};
