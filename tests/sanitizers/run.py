#!/usr/bin/env python3
"""run.py - the sanitizer test runs of CI (docs/reliability.md, "Sanitizers").

  run.py --build DIR --kind asan|tsan [--list] [--jobs N]

DIR is a build configured with `-Db_sanitize=address,undefined` (asan) or
`-Db_sanitize=thread` (tsan). The tests are picked from `meson introspect
--tests DIR`, so new tests join without editing this file:
  asan  every Check suite; every test of the program runners (RUNNERS)
        in interp mode (`--mode interp`, or no mode: bad-input, cli-errors)
        in every variant; the plain variant (no --env, --thinlock, --cache)
        of the jit-mode ones: compiled code calling the instrumented
        runtime; not tiered/aot/cache/compare (their own scripts and
        modes) and not the Mono/mcs tests (they do not run Kiln's code);
        less ASAN_EXCLUDED below (too slow under ASan, covered otherwise)
  tsan  every Check suite (tests whose command is a test executable)
        less TSAN_EXCLUDED below (single-threaded, run under ASan)
They run with `meson test --setup KIND` (tests/meson.build defines the
setups: sanitizer options, the suppression files beside this script, a
longer timeout); ASan gets a 64 MiB main-thread stack. Prints the elapsed time;
exits with meson's status.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import time

# The runner scripts whose tests the ASan run takes (other scripts test
# features of their own modes: tiered, the code cache, aot, compare).
RUNNERS = ('run_programs.py', 'run_bad.py', 'cli_errors.py', 'run_dis.py')

# Left out of the ASan run, with the reason (docs/reliability.md).
ASAN_EXCLUDED = {
    # 200,000 hashed objects locked with a collection at every allocation
    # slow path: 575 s under ASan (the rest of the run: ~5 min). The same
    # programs run under ASan in monitor-programs and monitor-programs-native,
    # and the monitor's C API under ASan+GC stress in monitor-gcstress.
    'monitor-programs-gcstress',
    # The stress programs with the corelib's C# locks, plain and under GC
    # stress (89 and 100 s of session 15's ASan run): under ASan the C they
    # reach (the interpreter, the collector, threads, parking) is reached
    # as well by stress-interp-gcstress-native and -fatnative, which take
    # the C thin lock or the C fat lock instead; the main suite runs all
    # four variants in every mode.
    'stress-interp',
    'stress-interp-gcstress',
}


# Left out of the TSan run: the frontend's fuzz replay compiles every
# corpus program on one thread (nothing for TSan to see) and took 339 of
# the TSan run's 600 s in session 15's final check; the ASan run keeps it.
TSAN_EXCLUDED = {'fuzz-frontend-replay'}


def is_check(t):
    return not os.path.basename(t['cmd'][0]).startswith('python')


def mode_of(t):
    cmd = t['cmd']
    return cmd[cmd.index('--mode') + 1] if '--mode' in cmd else None


def wanted(t, kind):
    if kind == 'tsan' and t['name'] in TSAN_EXCLUDED:
        return False
    if is_check(t):
        return True
    if kind == 'tsan':
        return False
    if t['name'] in ASAN_EXCLUDED:
        return False
    if not any(os.path.basename(a) in RUNNERS for a in t['cmd']):
        return False
    mode = mode_of(t)
    plain = not any(a.startswith(('--env', '--thinlock', '--cache')) for a in t['cmd'])
    return mode in (None, 'interp') or (mode == 'jit' and plain)


def raise_stack_limit(want):
    """Sanitizers' frames are several times bigger, and Check suites run
    managed code on the process's main thread (test_interp recurses 20,000
    deep there). ASan gets 64 MiB, the stack kiln gives its main managed
    thread. TSan gets 16 MiB: its fixed memory layout leaves the main stack
    less room to grow than a 64 MiB limit promises, and a stack that hits a
    mapping before its limit is a plain crash (stack_overflow_exits_134
    segfaults at 64 MiB); 8 MiB stopped being enough when the interpreter's
    frame grew from about 270 to about 310 bytes per managed call (the value
    area and typed-body state, session 5)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    if soft != resource.RLIM_INFINITY and soft < want:
        if hard != resource.RLIM_INFINITY:
            want = min(want, hard)
        resource.setrlimit(resource.RLIMIT_STACK, (want, hard))


def main():
    ap = argparse.ArgumentParser(description='Sanitizer test runs.')
    ap.add_argument('--build', required=True)
    ap.add_argument('--kind', choices=['asan', 'tsan'], required=True)
    ap.add_argument('--list', action='store_true', help='print the selection only')
    ap.add_argument('--jobs', type=int, default=2)
    opts = ap.parse_args()
    out = subprocess.run(['meson', 'introspect', '--tests', opts.build],
                         stdout=subprocess.PIPE, check=True).stdout
    names = [t['name'] for t in json.loads(out) if wanted(t, opts.kind)]
    if opts.list:
        print('\n'.join(names))
        return 0
    raise_stack_limit((64 if opts.kind == 'asan' else 16) << 20)
    t0 = time.monotonic()
    r = subprocess.run(['meson', 'test', '-C', opts.build, '--setup', opts.kind,
                        '--num-processes', str(opts.jobs), '--print-errorlogs'] + names)
    print('%s: %d tests in %.0f s' % (opts.kind, len(names), time.monotonic() - t0))
    return r.returncode


if __name__ == '__main__':
    sys.exit(main())
