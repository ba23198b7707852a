#!/usr/bin/env python3
"""run_mono.py - the differential test: compile each program with Mono's
`mcs`, run it with `mono`, and compare its standard output with X.expected.

  run_mono.py [--jobs N] DIR_OR_FILE...

Kiln's rule is that every accepted program prints what it prints on .NET, so
the .expected files must also be what Mono prints.  Exceptions, all declared in
the program's header: `// mono: skip-output` (the output legitimately differs
between Mono 6.8 and .NET 5+, e.g. double formatting) compares only the exit
status; `// mono: skip` (the program uses a member Mono 6.8's library lacks,
e.g. Environment.TickCount64) skips the program.  An expected exit of 134 (unhandled exception, .NET on Linux) only
requires a non-zero exit from Mono, which uses another status and wording.
Exits 77 (Meson's "skipped") when mcs or mono is not installed.
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


def run_one(prog, tmp):
    h = progtest.read_headers(prog)
    if progtest.header(h, 'mono') == 'skip':
        return 'skip', None
    exe = os.path.join(tmp, os.path.basename(prog)[:-3] + '.exe')
    c = subprocess.run(['mcs', '-nologo', '-warn:0', '-out:' + exe, prog] + progtest.mcs_inputs(prog, h),
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if c.returncode != 0:
        return 'fail', 'mcs failed: ' + c.stdout.decode('utf-8', 'replace').strip()[:300]
    cmd = ['mono', exe] + progtest.header(h, 'args', '').split()
    timeout = float(progtest.header(h, 'timeout', '60'))
    try:
        stdin = progtest.stdin_for(prog)
        try:
            r = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=timeout)
        finally:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
    except subprocess.TimeoutExpired:
        return 'fail', 'timed out after %g s' % timeout
    errors = []
    want = int(progtest.header(h, 'exit', '0'))
    if (want == 134 and r.returncode == 0) or (want != 134 and r.returncode != want):
        errors.append('mono exit status %d, expected %d' % (r.returncode, want))
    if progtest.header(h, 'mono') != 'skip-output':
        with open(progtest.expected_path(prog), 'rb') as f:
            expected = f.read()
        if r.stdout != expected:
            errors.append('stdout differs\n' + progtest.diff_snippet(
                expected.decode('utf-8', 'replace'), r.stdout.decode('utf-8', 'replace')))
    return ('fail', '; '.join(errors)) if errors else ('pass', None)


def main():
    ap = argparse.ArgumentParser(description='Differential test against Mono.')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('paths', nargs='+')
    opts = ap.parse_args()
    if not shutil.which('mcs') or not shutil.which('mono'):
        print('SKIP: mcs/mono not installed (Debian: apt-get install mono-mcs mono-runtime)')
        return 77
    progs = progtest.find_programs(opts.paths)
    counts = {'pass': 0, 'fail': 0, 'skip': 0}
    with tempfile.TemporaryDirectory(prefix='kiln-mono-') as tmp:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
            results = list(ex.map(lambda p: (p, run_one(p, tmp)), progs))
    for prog, (status, msg) in results:
        counts[status] += 1
        if status == 'fail':
            print('FAIL %s: %s' % (prog, msg))
    print(progtest.summary(counts['pass'], counts['fail'], counts['skip']))
    return 1 if counts['fail'] else 0


if __name__ == '__main__':
    sys.exit(main())
