#!/usr/bin/env python3
"""corelib_contract.py - a damaged corelib whose modules still check out
(well-formed, checksum right) but that lacks a member the runtime reads by
name gets one error line and exit status 1 in every mode, never abort().

  corelib_contract.py --kiln PATH --corelib corelib.kmod --program hello.cs [--modes ...]

Each case renames one member in the corelib's string blob (same length, so
the module stays well-formed), recomputes the FNV-1a checksum and runs
`kiln run --mode=M PROGRAM` (`kiln aot PROGRAM -o EXE` for aot) with
KILN_CORELIB pointing at the copy. Standard error must be exactly one line,
`kiln: error: ` and naming the member; standard output must be empty.
Prints one line per failure and `N passed, N failed`.
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import kmodfile  # noqa: E402

HEADER = 28          # kmod header size; the checksum is the u64 at offset 20

# (text in the string data, its replacement, what the error line must name)
CASES = [
    (b'_message', b'_messagf', 'System.Exception._message'),
    (b'_stackTrace', b'_stackTracf', 'System.Exception._stackTrace'),
    (b'_innerException', b'_innerExceptioo', 'System.Exception._innerException'),
    (b'_typeName', b'_typeNamf', 'System.TypeInitializationException._typeName'),
    (b'_target', b'_targeu', 'System.Threading.Thread._target'),
    (b'_arg', b'_arh', 'System.Threading.Thread._arg'),
    (b'_native', b'_nativf', 'System.Threading.Thread._native'),
    (b'_id', b'_ie', 'System.Threading.Thread._id'),
    (b'_state', b'_statf', 'System.Threading.Thread._state'),
    (b'_background', b'_backgrounc', 'System.Threading.Thread._background'),
    (b'ToString', b'ToStrinh', 'System.Object.ToString()'),
]


STRING_BLOB = 10     # the section holding the string data (docs/module-format.md)


def string_blob(src):
    """(offset, size) of the string blob: the names are renamed there only
    (the generic sources' C# text, section 18, may spell them too)."""
    n = struct.unpack_from('<I', src, 16)[0]
    for i in range(n):
        sid, off, size = struct.unpack_from('<III', src, HEADER + 12 * i)
        if sid == STRING_BLOB:
            return off, size
    raise AssertionError('the corelib has no string blob')


def damaged(src, old, new):
    off, size = string_blob(src)
    blob = src[off:off + size]
    assert blob.count(old) == 1, 'the corelib\'s strings hold %r %d times' % (old, blob.count(old))
    b = bytearray(src)
    b[off:off + size] = blob.replace(old, new)
    kmodfile.fix_checksum(b)
    return bytes(b)


def check(cmd, member, env):
    try:
        r = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, env=env, timeout=120)
    except subprocess.TimeoutExpired:
        return 'timed out'
    err = r.stderr.decode('utf-8', 'replace')
    lines = err.split('\n')
    problems = []
    if r.returncode != 1:
        problems.append('exit status %d, expected 1' % r.returncode)
    if len(lines) != 2 or lines[1] != '':
        problems.append('stderr is not exactly one line: %r' % err[:300])
    elif not lines[0].startswith('kiln: error: ') or member not in lines[0]:
        problems.append('stderr %r lacks "kiln: error: ...%s"' % (lines[0], member))
    if r.stdout:
        problems.append('stdout not empty: %r' % r.stdout[:200])
    return '; '.join(problems) or None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--corelib', required=True)
    ap.add_argument('--program', required=True)
    ap.add_argument('--modes', nargs='+', default=['interp', 'jit', 'tiered', 'aot'])
    opts = ap.parse_args()
    modes = []
    for m in opts.modes:
        if m.split('-')[0] not in modes:
            modes.append(m.split('-')[0])
    src = open(opts.corelib, 'rb').read()
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='kiln-corelib-') as tmp:
        for i, (old, new, member) in enumerate(CASES):
            path = os.path.join(tmp, 'corelib%d.kmod' % i)
            with open(path, 'wb') as f:
                f.write(damaged(src, old, new))
            env = dict(os.environ, KILN_CORELIB=path)
            for mode in modes:
                if mode == 'aot':
                    cmd = [opts.kiln, 'aot', opts.program, '-o', os.path.join(tmp, 'exe')]
                else:
                    cmd = [opts.kiln, 'run', '--mode=' + mode, opts.program]
                why = check(cmd, member, env)
                if why:
                    failed += 1
                    print('FAIL %s %s: %s' % (mode, member, why))
                else:
                    passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == '__main__':
    sys.exit(main())
