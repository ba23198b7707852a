#!/usr/bin/env python3
"""console_flush.py - buffered console output is never late beyond the
bound, never lost at an exit Kiln can see, and a failed write is an error
(runtime/natives_console.c), in every mode and variant.

  console_flush.py --kiln PATH --dir DIR [--modes interp jit tiered aot ...]
                   [--variants plain gcstress native]

The programs are in DIR (tests/faults/console). For each mode, variant
(plain; KILN_GCSTRESS=1 + KILN_GCVERIFY=1; --thinlock=native) and case:
  pending_then_sleep.cs  x SIGINT, SIGTERM, SIGHUP: with the lateness bound
      set to 1000 s (KILN_CONSOLE_FLUSH_MS) the lines stay buffered; once
      the program catches the signals (its handlers are installed when output
      first stays buffered: SIGINT and SIGABRT in SigCgt of /proc/PID/status;
      SIGINT alone could be libgccjit's during a compile) and has had a
      moment to write the rest, the signal is sent. All output, then death by that
      signal, nothing on stderr.
  pending_then_segv.cs, pending_then_abort.cs: a crash in native code; all
      output, death by SIGSEGV / SIGABRT.
  pending_then_overflow.cs: all output, "Stack overflow." and status 134.
  write_unhandled.cs, write_caught.cs: standard output on /dev/full: the
      unhandled IOException report and 134; a caught one (exit 7).
  bound_sleep.cs, bound_busy.cs: with the default bound (100 ms), all three
      lines must be readable from the pipe while the program still runs (it
      sleeps or computes for 120 s: the margin; it is killed once they came).
  reader_gone.cs: the pipe's reader leaves after the first line; the
      program's later writes are dropped silently and it exits 0.
Output and statuses are compared exactly; no timing is asserted. Prints one
line per failure and `N passed, N failed`.
"""
import argparse
import os
import select
import signal
import subprocess
import sys
import tempfile
import time

PENDING = b'line 0\nline 1\nline 2\nline 3\nline 4\npartial'
VARIANTS = {
    'plain': ([], {}),
    'gcstress': ([], {'KILN_GCSTRESS': '1', 'KILN_GCVERIFY': '1'}),
    'native': (['--thinlock=native'], {}),
}


def catches(pid, sig):
    try:
        with open('/proc/%d/status' % pid) as f:
            for line in f:
                if line.startswith('SigCgt:'):
                    return int(line.split()[1], 16) & (1 << (sig - 1)) != 0
    except OSError:
        pass
    return False


class Runner:
    def __init__(self, kiln, srcdir, tmp):
        self.kiln, self.srcdir, self.tmp = kiln, srcdir, tmp
        self.built = {}

    def command(self, mode, variant, name):
        """(argv, None) or (None, why)."""
        flags, _ = VARIANTS[variant]
        src = os.path.join(self.srcdir, name)
        if mode != 'aot':
            return [self.kiln, 'run', '--mode=' + mode] + flags + [src], None
        key = (name, tuple(flags))
        if key not in self.built:
            exe = os.path.join(self.tmp, '%s-%s' % (name[:-3], variant))
            r = subprocess.run([self.kiln, 'aot'] + flags + [src, '-o', exe],
                               capture_output=True, timeout=600)
            self.built[key] = (exe, None) if r.returncode == 0 else \
                (None, 'kiln aot failed: %s' % r.stderr.decode('utf-8', 'replace')[:300])
        exe, why = self.built[key]
        return ([exe], None) if exe else (None, why)

    def env(self, mode, variant, extra=None):
        e = dict(os.environ)
        e.update(VARIANTS[variant][1])
        if mode == 'tiered':
            e.update({'KILN_TIER_SYNC': '1', 'KILN_TIER_THRESHOLD': '2,20'})
        e.update(extra or {})
        return e


def expect(out, err, status, want_out, want_status, want_err=b''):
    problems = []
    if status != want_status:
        problems.append('status %s, expected %s' % (status, want_status))
    if out != want_out:
        problems.append('stdout %r, expected %r' % (out[-200:], want_out[-200:]))
    if want_err is None:
        pass
    elif isinstance(want_err, bytes) and want_err == b'' and err:
        problems.append('stderr not empty: %r' % err[:300])
    elif want_err and not err.startswith(want_err):
        problems.append('stderr %r does not start with %r' % (err[:300], want_err))
    return '; '.join(problems) or None


def run_signal(argv, env, sig):
    env = dict(env, KILN_CONSOLE_FLUSH_MS='1000000')
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env)
    try:
        end = time.monotonic() + 120
        while not (catches(p.pid, signal.SIGINT) and catches(p.pid, signal.SIGABRT)):
            if p.poll() is not None or time.monotonic() > end:
                out, err = p.communicate()
                return 'never caught the signal (status %s, stderr %r)' % (p.returncode, err[:300])
            time.sleep(0.01)
        time.sleep(0.5)   # margin for the rest of the writes after the handlers
        p.send_signal(sig)
        out, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    return expect(out, err, p.returncode, PENDING, -sig)


def run_to_end(argv, env, stdout=subprocess.PIPE):
    r = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=stdout, stderr=subprocess.PIPE,
                       env=env, timeout=300)
    return r.stdout or b'', r.stderr, r.returncode


def run_bound(argv, env):
    want = b'one\ntwo\nthree'
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, env=env)
    got = b''
    try:
        end = time.monotonic() + 100
        while got != want and time.monotonic() < end and p.poll() is None:
            r, _, _ = select.select([p.stdout], [], [], 0.1)
            if r:
                chunk = os.read(p.stdout.fileno(), 4096)
                if not chunk:
                    break
                got += chunk
        alive = p.poll() is None
    finally:
        p.kill()
        p.wait()
    if got != want:
        return 'read %r while it ran, expected %r' % (got, want)
    if not alive:
        return 'the program ended (status %s) before the lines were read' % p.returncode
    return None


def run_reader_gone(argv, env):
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env)
    try:
        first = p.stdout.readline()
        p.stdout.close()
        err = p.stderr.read()
        p.wait(timeout=300)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    return expect(first, err, p.returncode, b'first\n', 0)


def cases(r, mode, variant):
    env = r.env(mode, variant)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        yield 'pending_then_sleep.cs %s' % signal.Signals(sig).name, 'pending_then_sleep.cs', \
            lambda argv, sig=sig: run_signal(argv, env, sig)
    yield 'pending_then_segv.cs', 'pending_then_segv.cs', \
        lambda argv: expect(*run_to_end(argv, env), PENDING, -signal.SIGSEGV)
    yield 'pending_then_abort.cs', 'pending_then_abort.cs', \
        lambda argv: expect(*run_to_end(argv, env), PENDING, -signal.SIGABRT)
    yield 'pending_then_overflow.cs', 'pending_then_overflow.cs', \
        lambda argv: expect(*run_to_end(argv, env), PENDING, 134, b'Stack overflow.\n')

    def full(argv, want_status, want_err):
        with open('/dev/full', 'wb') as f:
            out, err, st = run_to_end(argv, env, stdout=f)
        return expect(out, err, st, b'', want_status, want_err)
    yield 'write_unhandled.cs', 'write_unhandled.cs', lambda argv: full(
        argv, 134, b'Unhandled exception. System.IO.IOException: No space left on device\n')
    yield 'write_caught.cs', 'write_caught.cs', lambda argv: full(argv, 7, b'')
    yield 'bound_sleep.cs', 'bound_sleep.cs', lambda argv: run_bound(argv, env)
    yield 'bound_busy.cs', 'bound_busy.cs', lambda argv: run_bound(argv, env)
    yield 'reader_gone.cs', 'reader_gone.cs', lambda argv: run_reader_gone(argv, env)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--dir', required=True)
    ap.add_argument('--modes', nargs='+', default=['interp', 'jit', 'tiered', 'aot'])
    ap.add_argument('--variants', nargs='+', default=list(VARIANTS), choices=list(VARIANTS))
    opts = ap.parse_args()
    modes = []
    for m in opts.modes:
        if m.split('-')[0] not in modes:
            modes.append(m.split('-')[0])
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='kiln-console-') as tmp:
        r = Runner(opts.kiln, opts.dir, tmp)
        for mode in modes:
            for variant in opts.variants:
                for label, prog, check in cases(r, mode, variant):
                    argv, why = r.command(mode, variant, prog)
                    if argv:
                        try:
                            why = check(argv)
                        except subprocess.TimeoutExpired:
                            why = 'timed out'
                    if why:
                        failed += 1
                        print('FAIL %s %s %s: %s' % (mode, variant, label, why), flush=True)
                    else:
                        passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == '__main__':
    sys.exit(main())
