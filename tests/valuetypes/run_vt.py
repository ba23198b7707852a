#!/usr/bin/env python3
"""run_vt.py - run the value-type test modules (vtgen) in one mode.

  run_vt.py --kiln KILN --vtgen VTGEN --mode interp|jit|tiered|aot
            [--env K=V]... [--thinlock KIND] [--only NAME]...

vtgen writes NAME.kmod with NAME.expected (what the program must print;
exit 0, empty stderr; with NAME.maxalloc, the run's gc_bytes_allocated
(KILN_STATS=1) must be at most the number in it) or NAME.error (the one line `kiln run` / `kiln aot`
must print to stderr; exit 1) into a temporary directory; with NAME.dis,
`kiln dis NAME.kmod` must print each of its lines (an instruction without
its IL_xxxx: label). Each module runs
as `kiln run --mode=MODE NAME.kmod`, or for aot is built with `kiln aot
NAME.kmod -o EXE` and EXE runs; --env variables go to the run (the
executable for aot). Prints one line per failure and `N passed, N failed`;
exits 1 when anything failed.
"""
import argparse
import os
import subprocess
import sys
import tempfile


def run(cmd, env=None, timeout=600):
    return subprocess.run(cmd, capture_output=True, env=env, timeout=timeout)


def check_dis(a, d, name):
    """Every line of NAME.dis is a line of the listing (labels dropped)."""
    r = run([a.kiln, 'dis', os.path.join(d, name + '.kmod')])
    lines = set(l.split(': ', 1)[1] if l.strip().startswith('IL_') else l.strip()
                for l in r.stdout.decode('utf-8', 'replace').splitlines())
    missing = [w for w in open(os.path.join(d, name + '.dis')).read().splitlines() if w not in lines]
    if r.returncode or missing:
        return '%s: kiln dis exit %d, missing lines %r' % (name, r.returncode, missing)
    return None


def check_one(a, d, name, env):
    if os.path.exists(os.path.join(d, name + '.dis')):
        bad = check_dis(a, d, name)
        if bad:
            return bad
    maxalloc = os.path.join(d, name + '.maxalloc')
    if os.path.exists(maxalloc):
        env = dict(env, KILN_STATS='1')
    kmod = os.path.join(d, name + '.kmod')
    exp = os.path.join(d, name + '.expected')
    error = os.path.join(d, name + '.error')
    lock = ['--thinlock=' + a.thinlock] if a.thinlock else []
    if a.mode == 'aot':
        exe = os.path.join(d, name + '.exe')
        r = run([a.kiln, 'aot'] + lock + [kmod, '-o', exe])
        if os.path.exists(error) or r.returncode:
            return verdict(name, r, exp, error)
        r = run([exe], env=env)
    else:
        r = run([a.kiln, 'run', '--mode=' + a.mode] + lock + [kmod], env=env)
    if os.path.exists(maxalloc):
        return alloc_verdict(name, r, exp, int(open(maxalloc).read()))
    return verdict(name, r, exp, error)


def alloc_verdict(name, r, exp, limit):
    """The output as expected, and the stats' gc_bytes_allocated within limit."""
    out, err = r.stdout.decode('utf-8', 'replace'), r.stderr.decode('utf-8', 'replace')
    stats = dict(l.split(': ', 1) for l in err.splitlines() if ': ' in l)
    want = open(exp).read()
    if r.returncode != 0 or out != want:
        return '%s: exit %d, stdout %r (expected %r), stderr %r' % (
            name, r.returncode, out[:400], want[:400], err[:400])
    got = int(stats.get('gc_bytes_allocated', '-1'))
    if got < 0 or got > limit:
        return '%s: gc_bytes_allocated %d, expected at most %d' % (name, got, limit)
    return None


def verdict(name, r, exp, error):
    out, err = r.stdout.decode('utf-8', 'replace'), r.stderr.decode('utf-8', 'replace')
    if os.path.exists(error):
        want = open(error).read()
        if r.returncode != 1 or err != want:
            return '%s: expected exit 1 and stderr %r, got exit %d, stderr %r' % (
                name, want, r.returncode, err[:400])
        return None
    want = open(exp).read()
    if r.returncode != 0 or out != want or err:
        return '%s: exit %d, stdout %r (expected %r), stderr %r' % (
            name, r.returncode, out[:400], want[:400], err[:400])
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--vtgen', required=True)
    ap.add_argument('--mode', required=True)
    ap.add_argument('--env', action='append', default=[])
    ap.add_argument('--thinlock')
    ap.add_argument('--only', action='append', default=[])
    a = ap.parse_args()
    env = dict(os.environ)
    for kv in a.env:
        k, v = kv.split('=', 1)
        env[k] = v
    with tempfile.TemporaryDirectory() as d:
        r = run([a.vtgen, d])
        if r.returncode:
            print('vtgen failed: %s' % r.stderr.decode())
            return 1
        names = sorted(f[:-5] for f in os.listdir(d) if f.endswith('.kmod'))
        if a.only:
            names = [n for n in names if n in a.only]
        fails = [m for m in (check_one(a, d, n, env) for n in names) if m]
    for m in fails:
        print('FAIL ' + m)
    print('%d passed, %d failed' % (len(names) - len(fails), len(fails)))
    return 1 if fails or not names else 0


if __name__ == '__main__':
    sys.exit(main())
