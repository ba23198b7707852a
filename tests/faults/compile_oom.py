#!/usr/bin/env python3
"""compile_oom.py - every allocation failure while `kiln compile` runs is
one error line and exit status 1, never a crash, an abort() or a bogus
"emitted IL does not verify".

  compile_oom.py --kiln PATH --shim failalloc.so [--step N] PROGRAM.cs...

For each program, counts the allocations of a successful compile (the
shim's KILN_FAIL_ALLOC_COUNT), then compiles it again once per allocation
number 1, 1 + step, 1 + 2 * step, ... with that allocation failing
(KILN_FAIL_ALLOC_AT). Each run must exit 0 (the failure was survivable,
e.g. an optional cache) or exit 1 with exactly one standard-error line
starting `kiln: error: ` that is not an internal error. Prints one line
per failure and `N passed, N failed`. Exits 77 (skipped) for a sanitizer
build, whose runtime owns malloc.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def run(opts, env_extra, src, out):
    env = dict(os.environ, LD_PRELOAD=opts.shim, **env_extra)
    return subprocess.run([opts.kiln, 'compile', src, '-o', out], stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=60)


def check(r):
    err = r.stderr.decode('utf-8', 'replace')
    lines = err.split('\n')
    if r.returncode == 0:
        return None
    if r.returncode != 1:
        return 'exit status %d: %r' % (r.returncode, err[:200])
    if len(lines) != 2 or lines[1] != '':
        return 'stderr is not one line: %r' % err[:300]
    if not lines[0].startswith('kiln: error: ') or 'internal error' in lines[0]:
        return 'stderr %r is not one plain "kiln: error:" line' % lines[0]
    return None


def main():
    ap = argparse.ArgumentParser(description='Allocation failures in kiln compile.')
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--shim', required=True)
    ap.add_argument('--step', type=int, default=1)
    ap.add_argument('programs', nargs='+')
    opts = ap.parse_args()
    try:
        libs = subprocess.run(['ldd', opts.kiln], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL).stdout
    except OSError:
        libs = b''
    if re.search(rb'lib[amt]san', libs):
        print('SKIP: a sanitizer build owns malloc; the LD_PRELOAD shim cannot interpose')
        return 77
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='kiln-oom-') as tmp:
        out = os.path.join(tmp, 'out.kmod')
        for src in opts.programs:
            r = run(opts, {'KILN_FAIL_ALLOC_COUNT': '1'}, src, out)
            m = re.search(rb'allocations=(\d+)', r.stderr)
            if r.returncode != 0 or not m:
                print('FAIL %s: the unfailed compile did not succeed: %r' % (src, r.stderr[:300]))
                failed += 1
                continue
            total = int(m.group(1))
            for n in range(1, total + 1, max(1, opts.step)):
                why = check(run(opts, {'KILN_FAIL_ALLOC_AT': str(n)}, src, out))
                if why:
                    print('FAIL %s, allocation %d of %d: %s' % (os.path.basename(src), n, total, why))
                    failed += 1
                else:
                    passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
