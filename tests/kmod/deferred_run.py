#!/usr/bin/env python3
"""deferred_run.py - the corelib's bodies are verified on their first use
(kmod_read_deferred, rt_method_body), end to end: a copy of the corelib
with the bodies of String.PadLeft replaced by an unknown opcode (checksum
recomputed) still runs a program that never calls PadLeft; a program that
calls it prints what it printed before the call, then the line kmod_read
gives for that body (the one `kiln dis` prints), and exits 1, in interp
and tiered; --mode=jit verifies what it compiles before Main (all that
Main can reach: both programs stop there). `kiln aot`, which reads the
corelib whole, refuses it at once.

  deferred_run.py --kiln KILN --corelib CORELIB.kmod [--modes ...]
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import kmodfile  # noqa: E402

HEADER = 28
SEC_STRINGS, SEC_TYPEDEFS, SEC_METHODS, SEC_STRBLOB, SEC_CODE = 1, 2, 6, 10, 12
PROGRAM = '''using System;
class P {
    static void Main(string[] args) {
        Console.WriteLine("before");
        if (args.Length > 0) Console.WriteLine("x".PadLeft(3));
    }
}
'''


def sections(b):
    n = struct.unpack_from('<I', b, 16)[0]
    return {i: (o, s) for (i, o, s) in (struct.unpack_from('<III', b, HEADER + 12 * k)
                                          for k in range(n))}


def string(b, sec, row):
    off, _ = sec[SEC_STRINGS]
    so, sl = struct.unpack_from('<II', b, off + 8 * row)
    return bytes(b[sec[SEC_STRBLOB][0] + so:sec[SEC_STRBLOB][0] + so + sl]).decode()


def patch(data, type_name, method_name):
    """Every body of type_name.method_name starts with an unknown opcode."""
    b = bytearray(data)
    sec = sections(b)
    toff, _ = sec[SEC_TYPEDEFS]
    moff, msize = sec[SEC_METHODS]
    count = 0
    for row in range(msize // 48):
        owner, name, _sig, _flags, code_off, code_len = struct.unpack_from('<6I', b, moff + 48 * row)
        tname = string(b, sec, struct.unpack_from('<I', b, toff + 32 * owner + 4)[0])
        if tname == type_name and string(b, sec, name) == method_name and code_len:
            b[sec[SEC_CODE][0] + code_off] = 0xFE
            count += 1
    kmodfile.fix_checksum(b)
    return bytes(b), count


def run(cmd, env=None):
    return subprocess.run(cmd, capture_output=True, timeout=300, env=env)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--corelib', required=True)
    ap.add_argument('--modes', nargs='*', default=['interp', 'jit', 'tiered'])
    a = ap.parse_args()
    fails = []
    with open(a.corelib, 'rb') as f:
        bad, count = patch(f.read(), 'String', 'PadLeft')
    if count != 2:
        print(f'FAIL: expected 2 PadLeft bodies in the corelib, patched {count}')
        return 1
    with tempfile.TemporaryDirectory() as d:
        core, src = os.path.join(d, 'corelib.kmod'), os.path.join(d, 'p.cs')
        with open(core, 'wb') as f:
            f.write(bad)
        with open(src, 'w') as f:
            f.write(PROGRAM)
        env = dict(os.environ, KILN_CORELIB=core)
        r = run([a.kiln, 'dis', core])
        prefix = f'kiln: error: {core}: corrupt module: '
        dis = r.stderr.decode().strip()
        if r.returncode != 1 or not dis.startswith(prefix) or 'PadLeft' not in dis:
            fails.append(f'kiln dis: exit {r.returncode}, stderr {dis!r}')
        want = 'kiln: error: module corelib: corrupt module: ' + dis[len(prefix):]
        for mode in a.modes:
            r = run([a.kiln, 'run', f'--mode={mode}', src], env)
            if mode == 'jit':   # compiles (and so verifies) all it can reach before Main
                if r.returncode != 1 or r.stdout or r.stderr.decode() != want + '\n':
                    fails.append(f'jit: exit {r.returncode}, stdout {r.stdout!r}, '
                                 f'stderr {r.stderr.decode()!r}, want {want!r}')
            elif r.returncode != 0 or r.stdout != b'before\n' or r.stderr:
                fails.append(f'{mode}, PadLeft not called: exit {r.returncode}, '
                             f'stdout {r.stdout!r}, stderr {r.stderr!r}')
            r = run([a.kiln, 'run', f'--mode={mode}', src, '--', 'x'], env)
            out = b'' if mode == 'jit' else b'before\n'   # jit: verified before Main
            if r.returncode != 1 or r.stdout != out or r.stderr.decode() != want + '\n':
                fails.append(f'{mode}, PadLeft called: exit {r.returncode}, stdout {r.stdout!r}, '
                             f'stderr {r.stderr.decode()!r}, want {want!r}')
        r = run([a.kiln, 'aot', src, '-o', os.path.join(d, 'p')], env)
        if r.returncode != 1 or 'corrupt module: ' + dis[len(prefix):] not in r.stderr.decode():
            fails.append(f'aot: exit {r.returncode}, stderr {r.stderr.decode()!r}')
    for f in fails:
        print('FAIL:', f)
    if not fails:
        print('deferred verification: ok')
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
