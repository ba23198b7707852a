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

/* Monitor's slow paths. */
static uint8_t n_enter_slow(rt_object *o, int32_t timeout_ms) { return mon_enter(o, timeout_ms); }
static void n_exit_slow(rt_object *o) { mon_exit(o); }
static uint8_t n_is_entered_slow(rt_object *o) { return mon_is_entered(o); }
static uint8_t n_wait_slow(rt_object *o, int32_t timeout_ms) { return mon_wait(o, timeout_ms); }
static void n_pulse_slow(rt_object *o) { mon_pulse(o); }
static void n_pulse_all_slow(rt_object *o) { mon_pulse_all(o); }

/* --thinlock=native (KILN_THINLOCK=native): Monitor calls thinlock.c. */
static uint8_t n_use_native(void)
{
    const char *e = getenv("KILN_THINLOCK");
    return rt_state.thinlock_native || (e && !strcmp(e, "native"));
}

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
    {"System.Threading.Monitor.EnterSlow(object,int)", RT_NATIVE_FN(n_enter_slow)},
    {"System.Threading.Monitor.ExitSlow(object)", RT_NATIVE_FN(n_exit_slow)},
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
