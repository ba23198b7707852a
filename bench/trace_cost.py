#!/usr/bin/env python3
"""trace_cost.py - issue 20's benchmark "traces cost nothing when nothing
throws" (docs/diagnostics.md), not a test: samples/lockbench.cs,
samples/sieve.cs and samples/binarytrees.cs under this build's kiln and
under the kiln of a baseline commit from before the trace work, in the
same modes, alternating between the two kilns.

  bench/trace_cost.py [--build build] [--baseline COMMIT | --baseline-build DIR]
                      [--rounds 3] [--runs 5] [--modes jit,aot]

--baseline (default 30a3c8e^, the commit before sequence points, the first
piece of issue 20) is checked out into a temporary git worktree and built
there (meson setup + compile, a few minutes of both cores); --baseline-build
uses a build directory of such a tree instead. Each round runs, for each
sample, `kiln compare SAMPLE --modes MODES --runs RUNS --json` with the
baseline's kiln on the baseline tree's own copy of the sample, then the
same with this build's kiln on this tree's copy (lockbench changed since:
only the figures both print are compared). The report: per sample, mode
and figure (CPU and wall ms, every `NAME VALUE UNIT` line of the
program), the median over all runs of each kiln and the ratio
current/baseline; within noise is a ratio whose ranges (min-max) overlap.

Run it on a quiet machine (`uptime` below 1 on the 2-core VM): its figures
are meaningless under other engineers' builds. Prints the load before and
after.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

SAMPLES = [('lockbench.cs', []), ('sieve.cs', []), ('binarytrees.cs', ['16'])]
FIGURES_SKIPPED = {'cold start', 'peak RSS', 'idle RSS', 'GC count', 'GC pause total', 'GC pause max',
                   'methods compiled', 'compile batches', 'compile time'}


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def build_baseline(src, commit, tmp):
    tree = os.path.join(tmp, 'baseline')
    sh(['git', '-C', src, 'worktree', 'add', '--detach', tree, commit], stdout=subprocess.DEVNULL)
    sh(['meson', 'setup', os.path.join(tree, 'build')], cwd=tree, stdout=subprocess.DEVNULL)
    sh(['meson', 'compile', '-C', os.path.join(tree, 'build')], stdout=subprocess.DEVNULL)
    return tree, os.path.join(tree, 'build')


def compare(build, tree, sample, args, modes, runs, out):
    env = dict(os.environ, KILN_CORELIB=os.path.join(build, 'corelib', 'corelib.kmod'))
    cmd = [os.path.join(build, 'kiln'), 'compare', os.path.join(tree, 'samples', sample),
           '--modes', modes, '--runs', str(runs), '-q', '--json', out]
    if args:
        cmd += ['--'] + args
    sh(cmd, env=env, stdout=subprocess.DEVNULL)
    with open(out) as f:
        return json.load(f)


def collect(into, data):
    """into[mode][figure] += the values of every ok run."""
    for m in data['modes']:
        for r in m['runs']:
            if r['status'] != 'ok':
                continue
            for fig in r['figures']:
                if fig['name'] not in FIGURES_SKIPPED and fig['value'] is not None:
                    into.setdefault(m['label'], {}).setdefault((fig['name'], fig['unit']), []).append(fig['value'])


def report(sample, base, cur):
    print('\n## %s\n' % sample)
    print('| mode | figure | baseline median (min-max) | current median (min-max) | current/baseline | within noise |')
    print('|:---|:---|---:|---:|---:|:---|')
    for mode in sorted(set(base) & set(cur)):
        for key in sorted(set(base[mode]) & set(cur[mode])):
            b, c = base[mode][key], cur[mode][key]
            mb, mc = statistics.median(b), statistics.median(c)
            overlap = min(b) <= max(c) and min(c) <= max(b)
            print('| %s | %s (%s) | %.4g (%.4g-%.4g) | %.4g (%.4g-%.4g) | %s | %s |' % (
                mode, key[0], key[1], mb, min(b), max(b), mc, min(c), max(c),
                '%.3f' % (mc / mb) if mb else 'n/a', 'yes' if overlap else 'NO'))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--build', default='build')
    ap.add_argument('--baseline', default='30a3c8e^')
    ap.add_argument('--baseline-build')
    ap.add_argument('--rounds', type=int, default=3)
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--modes', default='jit,aot')
    o = ap.parse_args()
    src = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
    build = os.path.abspath(o.build)
    print('load before: ' + os.popen('uptime').read().strip())
    with tempfile.TemporaryDirectory(prefix='kiln-trace-cost-') as tmp:
        if o.baseline_build:
            bbuild = os.path.abspath(o.baseline_build)
            btree = os.path.dirname(bbuild)
        else:
            print('building the baseline %s ...' % o.baseline, file=sys.stderr)
            btree, bbuild = build_baseline(src, o.baseline, tmp)
        try:
            base, cur = {}, {}
            for rnd in range(o.rounds):
                for sample, args in SAMPLES:
                    print('round %d/%d: %s' % (rnd + 1, o.rounds, sample), file=sys.stderr)
                    out = os.path.join(tmp, 'run.json')
                    collect(base.setdefault(sample, {}), compare(bbuild, btree, sample, args, o.modes, o.runs, out))
                    collect(cur.setdefault(sample, {}), compare(build, src, sample, args, o.modes, o.runs, out))
            print('\n`bench/trace_cost.py --baseline %s --rounds %d --runs %d --modes %s`: '
                  'baseline %s against this tree (%s)' % (o.baseline_build or o.baseline, o.rounds, o.runs,
                                                         o.modes, o.baseline_build or o.baseline,
                                                         os.popen('git -C %s rev-parse --short HEAD' % src).read().strip()))
            for sample, _ in SAMPLES:
                report(sample, base[sample], cur[sample])
        finally:
            if not o.baseline_build:
                subprocess.run(['git', '-C', src, 'worktree', 'remove', '--force', btree])
    print('\nload after: ' + os.popen('uptime').read().strip())


if __name__ == '__main__':
    main()
