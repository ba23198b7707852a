#!/usr/bin/env python3
"""check_mcs.py - the validity test: every .cs program of the given
directories compiles with Mono's `mcs`, proving Kiln's tests are valid C#.

  check_mcs.py [--jobs N] DIR_OR_FILE...

Missing directories are ignored; files marked `// mono: skip` (they use a
member Mono 6.8's library lacks) are skipped.  Exits 77 (Meson's "skipped") when mcs is
not installed; prints `N passed, N failed`.
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import progtest  # noqa: E402


def compile_one(prog, tmp):
    exe = os.path.join(tmp, os.path.basename(prog)[:-3] + '.exe')
    extra = progtest.mcs_inputs(prog, progtest.read_headers(prog))
    r = subprocess.run(['mcs', '-nologo', '-warn:0', '-out:' + exe, prog] + extra,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return r.returncode == 0, r.stdout.decode('utf-8', 'replace').strip()[:400]


def main():
    ap = argparse.ArgumentParser(description='Check that programs compile with mcs.')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('paths', nargs='+')
    opts = ap.parse_args()
    if not shutil.which('mcs'):
        print('SKIP: mcs not installed (Debian: apt-get install mono-mcs)')
        return 77
    progs = progtest.find_programs([p for p in opts.paths if os.path.exists(p)])
    skipped = [p for p in progs if progtest.header(progtest.read_headers(p), 'mono') == 'skip']
    progs = [p for p in progs if p not in skipped]
    failed = 0
    with tempfile.TemporaryDirectory(prefix='kiln-mcs-') as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
            results = list(ex.map(lambda p: (p, compile_one(p, tmp)), progs))
    for prog, (ok, msg) in results:
        if not ok:
            failed += 1
            print('FAIL %s: %s' % (prog, msg))
    print(progtest.summary(len(progs) - failed, failed, len(skipped)))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
