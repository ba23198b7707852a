#!/usr/bin/env python3
"""run_jit_programs.py - runs C# programs with tests/jit/jit_run (everything
reachable from Main compiled in one libgccjit batch, then run) and checks each
against its .expected stdout, `// exit:` status and `// stderr:` texts.

  run_jit_programs.py JIT_RUN CORELIB DIR_OR_FILE...

Programs whose `// modes:` header does not name `jit`, and programs with
`// with:` extra sources (jit_run takes one file), are skipped. Exit status 0
when every program matched, 1 otherwise (a one-line reason per failure).
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import progtest  # noqa: E402


def run_one(jit_run, corelib, path, h):
    args = progtest.header(h, 'args', '').split()
    want_exit = int(progtest.header(h, 'exit', '0'))
    timeout = float(progtest.header(h, 'timeout', '60'))
    try:
        r = subprocess.run([jit_run, corelib, path, '--'] + args, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'timed out after %gs' % timeout
    out = r.stdout.decode('utf-8', errors='replace')
    err = r.stderr.decode('utf-8', errors='replace')
    with open(progtest.expected_path(path), encoding='utf-8', errors='replace') as f:
        want = f.read()
    if r.returncode != want_exit:
        first = err.strip().splitlines()[:1]
        return 'exit %d, expected %d %s' % (r.returncode, want_exit, first)
    if out != want:
        return 'stdout differs\n' + progtest.diff_snippet(want, out)
    for text in h.get('stderr', []):
        if text not in err:
            return 'stderr lacks %r' % text
    return None


def main():
    if len(sys.argv) < 4:
        print('usage: run_jit_programs.py JIT_RUN CORELIB DIR_OR_FILE...', file=sys.stderr)
        return 2
    jit_run, corelib = sys.argv[1], sys.argv[2]
    passed, failed, skipped = 0, [], 0
    for path in progtest.find_programs(sys.argv[3:]):
        h = progtest.read_headers(path)
        modes = progtest.header(h, 'modes')
        if (modes and 'jit' not in modes.replace(',', ' ').split()) or h.get('with') \
                or not os.path.exists(progtest.expected_path(path)):
            skipped += 1
            continue
        why = run_one(jit_run, corelib, path, h)
        if why:
            failed.append((path, why))
        else:
            passed += 1
    for path, why in failed:
        print('FAIL %s: %s' % (path, why))
    print('%d passed, %d failed, %d skipped' % (passed, len(failed), skipped))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
