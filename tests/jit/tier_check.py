#!/usr/bin/env python3
"""tier_check.py - behaviour of `kiln run --mode=tiered`, read from --stats
counters and KILN_TIER_LOG lines (never from timings).

  tier_check.py --kiln PATH PROGRAM_DIR SAMPLES_DIR

Checks:
  - hot methods and loops are compiled and OSR transitions happen (with
    KILN_TIER_SYNC=1 and low thresholds the program's loops move into
    compiled code deterministically), and the output equals interp mode's;
  - a long loop in Main is entered by OSR with the default thresholds;
  - a run that compiles nothing (hello, tiered by default) never loads
    libgccjit and starts no compile;
  - --mode=interp compiles nothing even with KILN_TIER_THRESHOLD set;
  - malformed KILN_TIER_THRESHOLD and unknown modes are one-line errors.
Ends with `N passed, N failed`; exits 1 when anything failed.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def run(kiln, args, env_extra=None):
    env = dict(os.environ)
    for k in ('KILN_TIER_THRESHOLD', 'KILN_TIER_SYNC', 'KILN_TIER_LOG', 'KILN_STATS'):
        env.pop(k, None)
    env.update(env_extra or {})
    r = subprocess.run([kiln, 'run'] + args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, env=env, timeout=600)
    return r.returncode, r.stdout.decode('utf-8', 'replace'), r.stderr.decode('utf-8', 'replace')


def stats(err):
    out = {}
    for line in err.splitlines():
        k, sep, v = line.partition(': ')
        if sep and k.replace('_', '').isalnum() and k.islower():
            try:
                out[k] = float(v)
            except ValueError:
                pass
    return out


LONG_MAIN = """using System;
class LongMain {
    static int Main() {
        long sum = 0;
        for (int i = 0; i < 200000; i++) sum += i % 7;
        Console.WriteLine(sum);
        return 0;
    }
}
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('programs')
    ap.add_argument('samples')
    o = ap.parse_args()
    results = []

    def check(name, ok, detail=''):
        results.append(ok)
        if not ok:
            print('FAIL %s %s' % (name, detail))

    osr_prog = os.path.join(o.programs, 'tier_osr.cs')
    hello = os.path.join(o.samples, 'hello.cs')
    hot = {'KILN_TIER_SYNC': '1', 'KILN_TIER_THRESHOLD': '2,20', 'KILN_TIER_LOG': '1'}

    rc_i, out_i, _ = run(o.kiln, ['--mode=interp', '--stats', osr_prog])
    rc_t, out_t, err_t = run(o.kiln, ['--mode=tiered', '--stats', osr_prog], hot)
    s = stats(err_t)
    check('tiered output equals interp', rc_i == rc_t and out_i == out_t, '%d/%d' % (rc_i, rc_t))
    check('hot methods compiled', s.get('methods_compiled', 0) >= 1 and s.get('compile_batches', 0) >= 1,
          str(s))
    check('promotions counted', s.get('tier_promotions', 0) >= 1, str(s))
    check('OSR entries compiled', s.get('osr_compiled', 0) >= 1, str(s))
    check('OSR transitions happened', s.get('osr_transitions', 0) >= 1, str(s))
    check('Main entered by OSR', 'OSR:TierOsr.Main@IL_' in err_t)
    # a method promoted by its call count (small callees of compiled code, like
    # AllEven called from Main's OSR body, are inlined there instead)
    check('a called method compiled',
          re.search(r'batch of \d+: (.*, )?TierOsr\.(?!Main\b)\w+', err_t) is not None, err_t)
    check('a loop in a catch handler is no OSR point', 'OSR:TierOsr.InCatch@' not in err_t)

    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, 'long_main.cs')
        with open(p, 'w') as f:
            f.write(LONG_MAIN)
        rc, out, err = run(o.kiln, ['--stats', p], {'KILN_TIER_SYNC': '1'})
        s = stats(err)
        check('default thresholds: Main loop by OSR', rc == 0 and out == '%d\n' % sum(i % 7 for i in range(200000)) and
              s.get('osr_transitions', 0) == 1, out + str(s))

    rc, out, err = run(o.kiln, ['--stats', hello])
    s = stats(err)
    check('hello runs', rc == 0 and out == 'Hello, World!\n', out)
    check('hello loads no libgccjit', s.get('libgccjit_loaded', 1) == 0 and s.get('compile_batches', 1) == 0,
          str(s))
    env = dict(hot)
    rc, out, err = run(o.kiln, ['--mode=interp', '--stats', osr_prog], env)
    s = stats(err)
    check('interp mode never compiles', s.get('methods_compiled', 1) == 0 and s.get('libgccjit_loaded', 1) == 0 and
          s.get('tier_promotions', 1) == 0, str(s))

    for bad in ('x', '2,', ',3', '2,y', '-'):
        rc, out, err = run(o.kiln, [hello], {'KILN_TIER_THRESHOLD': bad})
        lines = err.strip().splitlines()
        check('bad KILN_TIER_THRESHOLD=%s' % bad, rc == 1 and len(lines) == 1 and 'KILN_TIER_THRESHOLD' in err,
              err)
    rc, out, err = run(o.kiln, ['--mode=fast', hello])
    check('unknown mode', rc == 1 and len(err.strip().splitlines()) == 1 and "unknown mode 'fast'" in err, err)

    passed = sum(1 for r in results if r)
    print('%d passed, %d failed' % (passed, len(results) - passed))
    return 0 if passed == len(results) else 1


if __name__ == '__main__':
    sys.exit(main())
