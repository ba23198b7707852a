#!/usr/bin/env python3
"""huge_method.py - methods too big for GCC compile in bounded time
(docs/jit.md "Huge methods").

  huge_method.py --kiln PATH [--locals N] [--statements N]

Generates a program with two methods over the compile budget (jit.h
JIT_BUDGET_LOCALS / JIT_BUDGET_IL_BYTES): Wide, with --locals int locals all
live to its end (at -O2 GCC's time grows with their square: 4000 took 12 s
of CPU, 20000 more than 300 s), and Long, with few locals and --statements
statements (over the IL budget); and Small, a method within it. Main calls
each three times. Checks:
  - jit:    the exact output; methods_over_budget 2 (Wide and Long stay
            interpreted), Small compiled;
  - tiered: (KILN_TIER_SYNC=1, threshold 2) the exact output; both big
            methods refused when they get hot (methods_over_budget 2), Small
            promoted and compiled;
  - aot:    one note line naming Wide; Wide and Long are compiled at -O0
            in an object of their own, linked into the executable with the
            rest at -O2; the executable (which has no interpreter) prints
            the exact output; no temporary is left.
Each run must finish within --timeout seconds (the bound; -O2 would not).
Exit 1 on a failure, 77 when libgccjit cannot be loaded.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import progtest  # noqa: E402
STAT = progtest.STATS_LINE
M32 = 0xFFFFFFFF


def s32(v):
    v &= M32
    return v - (1 << 32) if v & 0x80000000 else v


def program(nlocals, nstatements):
    src = ['using System;', '', 'class Huge', '{', '    static int Wide(int a)', '    {', '        int v0 = a;']
    for i in range(1, nlocals):
        src.append('        int v%d = v%d * 3 + %d;' % (i, i - 1, i % 1000))
    src.append('        int s = 0;')
    for i in range(nlocals):
        src.append('        s += v%d;' % i)
    src += ['        return s;', '    }', '', '    static int Long(int a)', '    {', '        int s = a;']
    for i in range(nstatements):
        src.append('        s = s * 5 + %d;' % (i % 997))
    src += ['        return s;', '    }', '',
            '    static int Small(int a) { return a * 7 + 1; }', '',
            '    static void Main()', '    {',
            '        for (int k = 1; k <= 3; k++)',
            '            Console.WriteLine(Wide(k) + " " + Long(k) + " " + Small(k));',
            '    }', '}']
    return '\n'.join(src) + '\n'


def expected(nlocals, nstatements):
    out = []
    for k in range(1, 4):
        v, s = k, k
        for i in range(1, nlocals):
            v = s32(v * 3 + i % 1000)
            s = s32(s + v)
        t = k
        for i in range(nstatements):
            t = s32(t * 5 + i % 997)
        out.append('%d %d %d' % (s, t, s32(k * 7 + 1)))
    return ('\n'.join(out) + '\n').encode()


def run(cmd, env, timeout):
    e = dict(os.environ)
    e.pop('KILN_CACHE_DIR', None)
    e.update(env)
    try:
        r = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=e, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, {}, ['timed out after %d s' % timeout]
    stats, lines = {}, []
    for line in r.stderr.decode('utf-8', 'replace').splitlines():
        m = STAT.match(line)
        if m:
            stats[m.group(1)] = float(m.group(2))
        else:
            lines.append(line)
    return r, stats, lines


def main():
    ap = argparse.ArgumentParser(description='Methods over the compile budget.')
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--locals', type=int, default=4000)
    ap.add_argument('--statements', type=int, default=3000)
    ap.add_argument('--timeout', type=int, default=180)
    opts = ap.parse_args()
    failures = []

    def report(name, errs):
        print(('FAIL %s: %s' % (name, '; '.join(errs))) if errs else 'ok   %s' % name)
        if errs:
            failures.append(name)

    want = expected(opts.locals, opts.statements)
    with tempfile.TemporaryDirectory(prefix='kiln-huge-') as tmp:
        prog = os.path.join(tmp, 'huge.cs')
        with open(prog, 'w') as f:
            f.write(program(opts.locals, opts.statements))
        for mode, env in (('jit', {}), ('tiered', {'KILN_TIER_SYNC': '1', 'KILN_TIER_THRESHOLD': '2,20'})):
            env['KILN_STATS'] = '1'
            r, stats, lines = run([opts.kiln, 'run', '--mode=' + mode, prog], env, opts.timeout)
            if r is not None and r.returncode != 0 and any('libgccjit' in l for l in lines):
                print('skip: libgccjit cannot be loaded')
                return 77
            errs = list(lines) if r is None else []
            if r is not None:
                if r.returncode != 0 or r.stdout != want:
                    errs.append('exit %d, stdout %r, expected %r' % (r.returncode, r.stdout[:300], want))
                if lines:
                    errs.append('stderr %r' % lines[:3])
                if stats.get('methods_over_budget') != 2:
                    errs.append('methods_over_budget %r, expected 2' % stats.get('methods_over_budget'))
                if not stats.get('methods_compiled'):
                    errs.append('nothing compiled: Small and Main are within the budget')
            report('%s: Wide and Long stay interpreted, Small is compiled, exact output' % mode, errs)
        exe = os.path.join(tmp, 'huge')
        r, _, lines = run([opts.kiln, 'aot', prog, '-o', exe], {}, opts.timeout)
        note = (r'^kiln: note: compiling at -O0 what is over the compile budget \(512 locals, 32768 bytes of IL\): '
                r'Huge\.Wide \(%d locals, [0-9]+ bytes of IL\) and 1 more method$' % (opts.locals + 1))
        errs = list(lines) if r is None else []
        if r is not None:
            if r.returncode != 0:
                errs.append('kiln aot: exit %d, stderr %r' % (r.returncode, lines[:3]))
            elif len(lines) != 1 or not re.match(note, lines[0]):
                errs.append('stderr %r, expected one line matching %r' % (lines, note))
            else:
                # no interpreter in the executable: Wide and Long run from the -O0 object or not at all
                x, _, xl = run([exe], {}, opts.timeout)
                if x is None or x.returncode != 0 or x.stdout != want or xl:
                    errs.append('the executable: %r' % (xl if x is None else (x.returncode, x.stdout[:300], xl)))
            left = [f for f in os.listdir(tmp) if '.tmp-' in f]
            if left:
                errs.append('temporaries left: %r' % left)
        report('aot: the big methods at -O0 in their own object, one note, exact output', errs)
    print('%d failed' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
