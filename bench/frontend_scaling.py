#!/usr/bin/env python3
"""frontend_scaling.py - how `kiln compile` scales with program size.

  frontend_scaling.py [--kiln build/kiln] [--shapes a,b,...] [--sizes N,N,...]
                      [--runs R] [--keep DIR]

Generates programs of one shape at several sizes, compiles each with
`kiln compile` (best of R runs) and prints, per shape and size, the CPU time
(user + system, so a loaded machine does not inflate it), the peak RSS of
the compiler, and both per generated item: with linear compile time and
memory the last two columns stay flat as the size grows.

Shapes (N = size):
  classes    N small classes, each a field and a method; Main uses 100
  methods    one class with N methods (overloads by name, calls between them)
  fields     one class with N static fields, each initialized from the last
  consts     N const int fields and N/10 const strings, each folded from
             the previous one (constant chains, string folding)
  enum       an enum of N members, each defined from the one before
  nesting    N/50 methods, each 50 blocks and ifs deep (recursive walks)
  longfile   N/10 classes of 10 methods, one declaration per line
  hugemethod one method of N statements (locals, arithmetic, branches)
  concat     N/1000 expressions of 1000 string literals each (folding)
  locals     one method of N/2 locals, each followed by an if (definite
             assignment: N/2 states of N/2 bits)

Not a test: timings belong here and in `kiln compare`, never in tests.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time


def gen_classes(n):
    out = ['class C%d { public int f; public int M(int a) { return a + f + %d; } }' % (i, i)
           for i in range(n)]
    calls = ''.join('s += new C%d().M(1); ' % i for i in range(0, n, max(1, n // 100)))
    out.append('class P { static void Main() { int s = 0; %s System.Console.WriteLine(s); } }' % calls)
    return '\n'.join(out)


def gen_methods(n):
    out = ['class P {']
    for i in range(n):
        out.append('    static int M%d(int a) { return a + %d; }' % (i, i))
        out.append('    static long M%d(long a) { return a - %d; }' % (i, i))
    calls = ''.join('s += M%d(%d); ' % (i, i) for i in range(0, n, max(1, n // 100)))
    out.append('    static void Main() { int s = 0; %s System.Console.WriteLine(s); }' % calls)
    out.append('}')
    return '\n'.join(out)


def gen_fields(n):
    out = ['class P {', '    static int F0 = 1;']
    out += ['    static int F%d = F%d + %d;' % (i, i - 1, i) for i in range(1, n)]
    out.append('    static void Main() { System.Console.WriteLine(F%d); }' % (n - 1))
    out.append('}')
    return '\n'.join(out)


def gen_consts(n):
    out = ['class P {', '    const int K0 = 1;']
    out += ['    const int K%d = (K%d * 3 + %d) %% 1000003;' % (i, i - 1, i) for i in range(1, n)]
    out.append('    const string S0 = "s";')
    out += ['    const string S%d = S%d + "%d";' % (i, i - 1, i % 10) for i in range(1, n // 10)]
    out.append('    static void Main() { System.Console.WriteLine(K%d); System.Console.WriteLine(S%d.Length); }'
               % (n - 1, n // 10 - 1))
    out.append('}')
    return '\n'.join(out)


def gen_enum(n):
    members = ['A0'] + ['A%d = A%d + 2' % (i, i - 1) for i in range(1, n)]
    return ('enum E {\n    ' + ',\n    '.join(members) + '\n}\n'
            'class P { static void Main() { System.Console.WriteLine(E.A%d.ToString()); } }' % (n - 1))


def gen_nesting(n):
    out = ['class P {']
    depth = 50
    for m in range(max(1, n // depth)):
        body = ''.join('if (x > %d) { x -= 1; ' % k for k in range(depth)) + '}' * depth
        out.append('    static int N%d(int x) { %s return x; }' % (m, body))
    out.append('    static void Main() { System.Console.WriteLine(N0(100)); } }')
    return '\n'.join(out)


def gen_longfile(n):
    out = []
    for c in range(max(1, n // 10)):
        out.append('class L%d' % c)
        out.append('{')
        for m in range(10):
            out.append('    public static int M%d(int a)' % m)
            out.append('    {')
            out.append('        return a * %d + %d;' % (m + 1, c))
            out.append('    }')
        out.append('}')
    out.append('class P { static void Main() { System.Console.WriteLine(L0.M9(2)); } }')
    return '\n'.join(out)


def gen_hugemethod(n):
    body = ['        int x = 1, y = 2;']
    for i in range(n):
        body.append('        if (x > y) x = x - y + %d; else y = y * 3 + x;' % (i % 97))
    return ('class P {\n    static void Main()\n    {\n' + '\n'.join(body) +
            '\n        System.Console.WriteLine(x + y);\n    }\n}')


def gen_concat(n):
    out = ['class P {', '    static void Main()', '    {', '        int t = 0;']
    for e in range(max(1, n // 1000)):
        lits = ' + '.join('"%03d"' % ((e + k) % 1000) for k in range(1000))
        out.append('        t += (%s).Length;' % lits)
    out.append('        System.Console.WriteLine(t);')
    out.append('    }')
    out.append('}')
    return '\n'.join(out)


def gen_locals(n):
    body = ''.join('        int v%d = %d; if (v%d > 5) v%d = 1;\n' % (i, i, i, i) for i in range(n // 2))
    return ('class P {\n    static void Main()\n    {\n' + body +
            '        System.Console.WriteLine(v7);\n    }\n}')


SHAPES = {
    'classes': gen_classes, 'methods': gen_methods, 'fields': gen_fields, 'consts': gen_consts,
    'enum': gen_enum, 'nesting': gen_nesting, 'longfile': gen_longfile,
    'hugemethod': gen_hugemethod, 'concat': gen_concat, 'locals': gen_locals,
}


def compile_once(kiln, src, out):
    """(cpu seconds, peak RSS in MiB, exit status) of one `kiln compile`."""
    start = time.time()
    p = subprocess.Popen([kiln, 'compile', src, '-o', out], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    err = p.stderr.read().decode('utf-8', 'replace')
    p.stderr.close()
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit('kiln compile %s failed (%d): %s' % (src, p.returncode, err.strip()[:300]))
    del start
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--kiln', default=os.path.join('build', 'kiln'))
    ap.add_argument('--shapes', default=','.join(SHAPES))
    ap.add_argument('--sizes', default='12500,25000,50000,100000')
    ap.add_argument('--runs', type=int, default=1)
    ap.add_argument('--keep', help='keep the generated programs in this directory')
    opts = ap.parse_args()
    sizes = [int(s) for s in opts.sizes.split(',')]
    tmp = opts.keep or tempfile.mkdtemp(prefix='kiln-scaling-')
    os.makedirs(tmp, exist_ok=True)
    print('%-11s %8s %9s %9s %10s %11s %9s' % ('shape', 'size', 'src KiB', 'cpu s', 'peak MiB',
                                                'us/item', 'KiB/item'))
    try:
        for shape in opts.shapes.split(','):
            for n in sizes:
                src = os.path.join(tmp, '%s_%d.cs' % (shape, n))
                with open(src, 'w') as f:
                    f.write(SHAPES[shape](n) + '\n')
                runs = [compile_once(opts.kiln, src, src[:-3] + '.kmod') for _ in range(opts.runs)]
                cpu = min(r[0] for r in runs)
                rss = min(r[1] for r in runs)
                print('%-11s %8d %9.0f %9.3f %10.1f %11.2f %9.2f' % (
                    shape, n, os.path.getsize(src) / 1024.0, cpu, rss, cpu * 1e6 / n,
                    rss * 1024.0 / n), flush=True)
    finally:
        if not opts.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
