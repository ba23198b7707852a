#!/usr/bin/env python3
"""ill_typed_run.py - the typed verifier at load, end to end: compiles
illtyped/peek.cs, patches its castclass to nops (recomputing the checksum,
as an attacker would), and checks that every mode refuses the module with
one exact line and exit 1 (kiln aot too), while the unpatched module runs.

  ill_typed_run.py --kiln KILN [--modes interp jit tiered aot]
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import kmodfile  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SIG_TABLE = 8
MESSAGE = ('kiln: error: module program: does not verify: method 2 (P.Peek): IL_0008: '
           'ldfld: object is object, expected A')


def opcode_index(name):
    with open(os.path.join(HERE, '..', '..', 'kmod', 'il_ops.def')) as f:
        ops = [line.split('(')[1].split(',')[0].strip() for line in f if line.startswith('IL_OP(')]
    return ops.index(name)


def patch(data):
    """castclass SIG-token -> 5 nops in the code section; checksum recomputed."""
    b = bytearray(data)
    cast = opcode_index('CASTCLASS')
    n = struct.unpack_from('<I', b, 16)[0]
    code = [struct.unpack_from('<III', b, 28 + 12 * i) for i in range(n)]
    off, size = [(o, s) for (i, o, s) in code if i == 12][0]
    count = 0
    for p in range(off, off + size - 4):
        if b[p] == cast and b[p + 4] == SIG_TABLE:
            b[p:p + 5] = bytes(5)
            count += 1
    kmodfile.fix_checksum(b)
    return bytes(b), count


def run(cmd):
    return subprocess.run(cmd, capture_output=True, timeout=300)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--modes', nargs='*', default=['interp', 'jit', 'tiered', 'aot'])
    a = ap.parse_args()
    fails = []
    with tempfile.TemporaryDirectory() as d:
        good, bad = os.path.join(d, 'peek.kmod'), os.path.join(d, 'bad.kmod')
        r = run([a.kiln, 'compile', os.path.join(HERE, 'illtyped', 'peek.cs'), '-o', good])
        if r.returncode:
            print('kiln compile failed: %s' % r.stderr.decode())
            return 1
        with open(good, 'rb') as f:
            data, count = patch(f.read())
        if count != 1:
            fails.append('expected one castclass to patch, found %d' % count)
        with open(bad, 'wb') as f:
            f.write(data)
        for mode in a.modes:
            exe = os.path.join(d, 'peek-' + mode)
            if mode == 'aot':
                cases = [('unpatched', [a.kiln, 'aot', good, '-o', exe], 0, ''),
                         ('patched', [a.kiln, 'aot', bad, '-o', exe + '-bad'], 1, MESSAGE)]
            else:
                cases = [('unpatched', [a.kiln, 'run', '--mode=' + mode, good], 0, ''),
                         ('patched', [a.kiln, 'run', '--mode=' + mode, bad], 1, MESSAGE)]
            for what, cmd, code, line in cases:
                r = run(cmd)
                out, err = r.stdout.decode(), r.stderr.decode()
                if mode == 'aot' and what == 'unpatched' and not r.returncode:
                    r = run([exe])
                    out, err = r.stdout.decode(), r.stderr.decode()
                want_out = 'InvalidCastException\n' if what == 'unpatched' else ''
                if r.returncode != code or out != want_out or (line and err != line + '\n'):
                    fails.append('%s %s: exit %d, stdout %r, stderr %r' % (mode, what, r.returncode,
                                                                         out[:200], err[:300]))
                if mode == 'aot' and what == 'patched' and os.path.exists(exe + '-bad'):
                    fails.append('aot patched: an executable was written')
    for f in fails:
        print('FAIL ' + f)
    print('%d passed, %d failed' % (0 if fails else 1, 1 if fails else 0))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
