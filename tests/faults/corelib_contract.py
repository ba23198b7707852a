#!/usr/bin/env python3
"""corelib_contract.py - a damaged corelib whose modules still check out
(well-formed, checksum right) but that lacks a member the runtime reads by
name gets one error line and exit status 1 in every mode, never abort().

  corelib_contract.py --kiln PATH --corelib corelib.kmod --program hello.cs [--modes ...]

Each case renames one member's string row in the corelib (same length, so
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


STRINGS = 1          # the string rows: (off, len) in the blob (docs/module-format.md)
STRING_BLOB = 10     # the section holding the string data


def section(src, want):
    """(offset, size) of section WANT."""
    n = struct.unpack_from('<I', src, 16)[0]
    for i in range(n):
        sid, off, size = struct.unpack_from('<III', src, HEADER + 12 * i)
        if sid == want:
            return off, size
    raise AssertionError('the corelib has no section %d' % want)


def string_range(src, old):
    """The blob range (start, end) of the string row that reads OLD: the
    names are renamed there only (an error message in the blob, or the
    generic sources' C# text, section 18, may spell them too). Exactly one
    range reads OLD and no row reading anything else overlaps it."""
    blob_off, _ = section(src, STRING_BLOB)
    rows_off, rows_size = section(src, STRINGS)
    rows = [struct.unpack_from('<II', src, rows_off + 8 * i) for i in range(rows_size // 8)]
    hits = {(o, o + n) for o, n in rows if src[blob_off + o:blob_off + o + n] == old}
    assert len(hits) == 1, 'the corelib has %d string ranges reading %r' % (len(hits), old)
    start, end = hits.pop()
    for o, n in rows:
        overlaps = o < end and start < o + n
        assert not overlaps or (o, o + n) == (start, end), \
            'string %r shares bytes with another string' % old
    return blob_off + start, blob_off + end


def damaged(src, old, new):
    start, end = string_range(src, old)
    b = bytearray(src)
    b[start:end] = new
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
