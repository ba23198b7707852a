#!/usr/bin/env python3
"""expect_run.py - run one command and check its exit status and output
exactly; for command-line behaviours that need no program of their own.

  expect_run.py --exit N [--stdout-file F | --stdout-prefix S | --stdout-empty]
                [--stderr-line S | --stderr-empty] -- CMD ARGS...

--stderr-line: standard error is exactly this one line (plus its newline).
Prints `1 passed, 0 failed` or the reasons and `0 passed, 1 failed`.
"""
import argparse
import subprocess
import sys


def problems(a, r):
    out = r.stdout.decode('utf-8', 'replace')
    err = r.stderr.decode('utf-8', 'replace')
    if r.returncode != a.exit:
        yield 'exit status %d, expected %d' % (r.returncode, a.exit)
    if a.stdout_file is not None:
        with open(a.stdout_file, encoding='utf-8') as f:
            want = f.read()
        if out != want:
            yield 'stdout differs from %s:\n%s' % (a.stdout_file, out[:2000])
    if a.stdout_prefix is not None and not out.startswith(a.stdout_prefix):
        yield 'stdout does not start with %r: %r' % (a.stdout_prefix, out[:300])
    if a.stdout_empty and out:
        yield 'stdout not empty: %r' % out[:300]
    if a.stderr_line is not None and err != a.stderr_line + '\n':
        yield 'stderr is %r, expected the one line %r' % (err[:600], a.stderr_line)
    if a.stderr_empty and err:
        yield 'stderr not empty: %r' % err[:300]


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--exit', type=int, required=True)
    p.add_argument('--stdout-file')
    p.add_argument('--stdout-prefix')
    p.add_argument('--stdout-empty', action='store_true')
    p.add_argument('--stderr-line')
    p.add_argument('--stderr-empty', action='store_true')
    p.add_argument('cmd', nargs=argparse.REMAINDER)
    a = p.parse_args()
    cmd = a.cmd[1:] if a.cmd[:1] == ['--'] else a.cmd
    r = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    bad = list(problems(a, r))
    for b in bad:
        print('FAIL %s: %s' % (' '.join(cmd), b))
    print('%d passed, %d failed' % (0 if bad else 1, 1 if bad else 0))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
