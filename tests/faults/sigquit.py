#!/usr/bin/env python3
"""sigquit.py - the SIGQUIT thread dump (monitor/thread_dump.c) in every mode.

  sigquit.py --kiln PATH --dir DIR [--modes interp jit tiered aot ...]

For each mode (a `-variant` suffix is ignored: the dump does not depend on
it) and each program: start it (`kiln run --mode=M`, or the executable
`kiln aot` built), wait until its SIGQUIT handler is installed (the SigCgt
mask in /proc/PID/status), then send SIGQUIT every 100 ms until standard
error shows the wanted dump, and kill it.
  solo.cs      one sleeping thread, before any dumper thread exists:
               "thread 1: running"
  deadlock.cs  two threads deadlocked: each "waiting to lock System.Object
               ... owned by thread N" naming the other.
  initlock.cs  a deadlock through a class initializer: one thread "waiting
               for class init of Table ... held by thread N", and thread N
               waiting to lock an object the first one owns.
  frames.cs    threads blocked in known methods (a contended lock two calls
               deep, Thread.Sleep, Monitor.Wait, Main in Join): its state
               line ("waiting to lock ...", "in Thread.Sleep", "in
               Monitor.Wait on ...", "in Thread.Join"), under it the
               thread's managed frames, innermost first,
               "   at T.M(..) in FILE:line N" exactly for the program's own
               frames (their lines are the `// at: NAME` marks of the
               source), after only corelib frames ("   at System....").
The process must still be alive when the dump is read (SIGQUIT does not
kill it). Prints one line per failure and `N passed, N failed`.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

SIGQUIT_BIT = 1 << (signal.SIGQUIT - 1)


def catches_sigquit(pid):
    try:
        with open('/proc/%d/status' % pid) as f:
            for line in f:
                if line.startswith('SigCgt:'):
                    return int(line.split()[1], 16) & SIGQUIT_BIT != 0
    except OSError:
        pass
    return False


def solo_ok(err):
    return re.search(r'^kiln: managed threads .*\n  thread 1: running$', err, re.M) is not None


def deadlock_ok(err):
    pairs = re.findall(r'^  thread (\d+): waiting to lock System\.Object@\S+ for [\d.]+ ms, '
                       r'owned by thread (\d+)$', err, re.M)
    waits = dict(pairs)
    return any(waits.get(owner) == me for me, owner in pairs)


def initlock_ok(err):
    init = re.findall(r'^  thread (\d+): waiting for class init of Table for [\d.]+ ms, '
                      r'held by thread (\d+)$', err, re.M)
    locks = dict(re.findall(r'^  thread (\d+): waiting to lock System\.Object@\S+ for [\d.]+ ms, '
                            r'owned by thread (\d+)$', err, re.M))
    return any(locks.get(holder) == me for me, holder in init)


def marks(prog):
    """The line number of each `// at: NAME` mark of prog."""
    with open(prog) as f:
        return {m.group(1): i for i, l in enumerate(f, 1)
                for m in [re.search(r'// at: (\w+)', l)] if m}


def frames_expected(prog):
    """Per blocked thread: a pattern of its state line and the program's own
    frames its frames must end with."""
    at = marks(prog)
    path = os.path.abspath(prog)

    def frame(method, mark):
        return '   at Frames.Program.%s in %s:line %d' % (method, path, at[mark])
    return [
        (r'waiting to lock System\.Object@\S+ for [\d.]+ ms, owned by thread \d+',
         [frame('Deeper(Int32 n)', 'Deeper0'), frame('Deeper(Int32 n)', 'Deeper1'), frame('Blocked()', 'Blocked')]),
        (r'in Thread\.Sleep', [frame('Sleeper()', 'Sleeper')]),
        (r'in Monitor\.Wait on System\.Object@\S+ for [\d.]+ ms', [frame('Waiter()', 'Waiter')]),
        (r'in Thread\.Join', [frame('JoinAll(Thread t)', 'JoinAll'), frame('Main()', 'Main')]),
    ]


def dump_blocks(dump):
    """(state, frames) of each '  thread N: STATE' line of one dump."""
    blocks = []
    for line in dump.split('\n')[1:]:
        m = re.match(r'  thread \d+: (.*)$', line)
        if m:
            blocks.append((m.group(1), []))
        elif line.startswith('   at ') and blocks:
            blocks[-1][1].append(line)
    return blocks


def frames_ok(prog):
    wanted = frames_expected(prog)

    def dump_ok(blocks):
        return all(any(re.fullmatch(state, s) and b[-len(w):] == w and
                       all(f.startswith('   at System.') and ' in ' not in f for f in b[:-len(w)])
                       for s, b in blocks) for state, w in wanted)

    def ok(err):   # any one dump (the last may still be being written)
        return any(dump_ok(dump_blocks(d)) for d in err.split('kiln: managed threads')[1:])
    return ok


def dump_of(cmd, wanted, limit):
    """None when the dump showed up in time, else why not."""
    with tempfile.TemporaryFile() as errf:
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=errf)
        try:
            end = time.monotonic() + limit
            while not catches_sigquit(p.pid):
                if p.poll() is not None or time.monotonic() > end:
                    return 'exited with %s before catching SIGQUIT' % p.returncode \
                        if p.returncode is not None else 'never caught SIGQUIT'
                time.sleep(0.01)
            while time.monotonic() < end:
                p.send_signal(signal.SIGQUIT)
                time.sleep(0.1)
                if p.poll() is not None:
                    return 'died with status %d after SIGQUIT' % p.returncode
                errf.seek(0)
                err = errf.read().decode('utf-8', 'replace')
                if wanted(err):
                    return None
            errf.seek(0)
            return 'no such dump in %d s; stderr: %r' % (limit, errf.read()[-400:])
        finally:
            p.kill()
            p.wait()


def command(kiln, mode, prog, tmp):
    if mode != 'aot':
        return [kiln, 'run', '--mode=' + mode, prog], None
    exe = os.path.join(tmp, os.path.basename(prog)[:-3])
    r = subprocess.run([kiln, 'aot', prog, '-o', exe], capture_output=True, timeout=300)
    if r.returncode != 0:
        return None, 'kiln aot failed: %s' % r.stderr.decode('utf-8', 'replace')[:300]
    return [exe], None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--dir', required=True)
    ap.add_argument('--modes', nargs='+', default=['interp', 'jit', 'tiered', 'aot'])
    ap.add_argument('--limit', type=float, default=60.0)
    opts = ap.parse_args()
    modes = []
    for m in opts.modes:
        base = m.split('-')[0]
        if base not in modes:
            modes.append(base)
    cases = [('solo.cs', solo_ok), ('deadlock.cs', deadlock_ok), ('initlock.cs', initlock_ok),
             ('frames.cs', frames_ok(os.path.join(opts.dir, 'frames.cs')))]
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='kiln-sigquit-') as tmp:
        for mode in modes:
            for name, wanted in cases:
                cmd, why = command(opts.kiln, mode, os.path.join(opts.dir, name), tmp)
                if cmd:
                    why = dump_of(cmd, wanted, opts.limit)
                if why:
                    failed += 1
                    print('FAIL %s %s: %s' % (mode, name, why))
                else:
                    passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
