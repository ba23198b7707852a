#!/usr/bin/env python3
"""cli_errors.py - bad files given to `kiln run` and `kiln compile` get one
error line and exit status 1, never a crash, a hang or a stack of messages.

  cli_errors.py --kiln PATH --program FILE.cs [--modes interp jit ...]

Cases (each `kiln run` case once per mode; for the aot mode the same
inputs and the bad `-o` paths go to `kiln aot`): a missing input file, a
directory named like an input, an input that cannot be read (a symlink to
/proc/self/mem, whose first page read fails with EIO even for root; and a
mode-000 file when not running as root), a missing .kmod, a directory .kmod;
for `kiln compile`, the same inputs and an `-o` that cannot be written: in a
missing directory, a directory, /dev/full (the write fails at the end).
Standard error must be exactly one line, starting with `kiln: error: ` and
naming the file; standard output must be empty. Prints one line per failure
and `N passed, N failed`.
"""
import argparse
import os
import subprocess
import sys
import tempfile


def check(cmd, want_text, env):
    """Returns None when cmd behaved, else a reason."""
    try:
        r = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env=env, timeout=60)
    except subprocess.TimeoutExpired:
        return 'timed out'
    err = r.stderr.decode('utf-8', 'replace')
    lines = err.split('\n')
    problems = []
    if r.returncode != 1:
        problems.append('exit status %d, expected 1' % r.returncode)
    if len(lines) != 2 or lines[1] != '':
        problems.append('stderr is not exactly one line: %r' % err[:300])
    elif not lines[0].startswith('kiln: error: ') or want_text not in lines[0]:
        problems.append('stderr %r lacks "kiln: error: ...%s"' % (lines[0], want_text))
    if r.stdout:
        problems.append('stdout not empty: %r' % r.stdout[:200])
    return '; '.join(problems) or None


def cases(kiln, program, modes, tmp):
    missing = os.path.join(tmp, 'missing.cs')
    directory = os.path.join(tmp, 'dir.cs')
    os.mkdir(directory)
    dir_kmod = os.path.join(tmp, 'dir.kmod')
    os.mkdir(dir_kmod)
    io_error = os.path.join(tmp, 'ioerror.cs')
    os.symlink('/proc/self/mem', io_error)
    inputs = [(missing, 'missing.cs'), (directory, 'dir.cs'), (io_error, 'ioerror.cs')]
    if os.geteuid() != 0:
        noperm = os.path.join(tmp, 'noperm.cs')
        with open(noperm, 'w') as f:
            f.write('class P { static void Main() {} }\n')
        os.chmod(noperm, 0)
        inputs.append((noperm, 'noperm.cs'))
    kmods = [(os.path.join(tmp, 'missing.kmod'), 'missing.kmod'), (dir_kmod, 'dir.kmod')]
    out = os.path.join(tmp, 'out.kmod')
    bad_outs = [(os.path.join(tmp, 'no', 'such', 'dir', 'x.kmod'), 'x.kmod'),
                (directory, 'dir.cs'), ('/dev/full', '/dev/full')]
    for mode in modes:
        if mode == 'aot':   # `kiln aot IN -o EXE` stands for the mode
            for path, name in inputs + kmods:
                yield [kiln, 'aot', path, '-o', os.path.join(tmp, 'out.exe')], name
            # /dev/full too: kiln aot builds into a temporary file and
            # renames it, so it refuses a device instead of replacing it
            for bad_out, name in bad_outs:
                yield [kiln, 'aot', program, '-o', bad_out], name
            continue
        for path, name in inputs + kmods:
            yield [kiln, 'run', '--mode=' + mode, path], name
    for path, name in inputs:
        yield [kiln, 'compile', path, '-o', out], name
    for bad_out, name in bad_outs:
        yield [kiln, 'compile', program, '-o', bad_out], name


def main():
    ap = argparse.ArgumentParser(description='CLI file-error tests.')
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--program', required=True, help='a valid C# program to compile')
    ap.add_argument('--modes', nargs='+', default=['interp'])
    opts = ap.parse_args()
    env = dict(os.environ)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='kiln-cli-') as tmp:
        for cmd, name in cases(opts.kiln, opts.program, opts.modes, tmp):
            why = check(cmd, name, env)
            if why:
                failed += 1
                print('FAIL %s: %s' % (' '.join(cmd), why))
            else:
                passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == '__main__':
    sys.exit(main())
