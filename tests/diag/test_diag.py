#!/usr/bin/env python3
"""test_diag.py - diagnostics beyond the program suites (docs/diagnostics.md).

  test_diag.py --kiln PATH --dir DIR [--modes interp jit tiered aot]

- `kiln --version` and `kiln version`: the version line, the binary's GNU
  build-id (as readelf reads it, when readelf is installed), the libgccjit
  found (and, with KILN_LIBGCCJIT naming no file, why it was not);
- a program compiled with `kiln compile --no-debug` prints the same trace
  as with debug information but without ` in FILE:line N`, in every mode,
  and its module has no debug section (`kiln dis` shows no source lines);
- gdb in batch mode on a `kiln aot -g -O0` executable (skipped with a
  message when gdb is not installed): a breakpoint at gdbprog.cs:10 is hit
  in the C# method, `bt` names the C# methods with their files and lines,
  `info locals` and `info args` show C# locals and parameters by name,
  `list` shows the C# source;
- perf (skipped with a message when perf is not installed or cannot record
  here): a jit-mode loop run with KILN_PERFMAP=jitdump under `perf record
  -k 1`, `perf inject --jit`, then `perf report --sort sym,srcline`
  attributes most samples to Hot.Main at perfhot.cs:7-10 (Spin's body,
  inlined into Main: GCC gives part of the loop's code the line of `acc`'s
  declaration, 7, which held 37-40% of the samples on the machines of
  session 14 and less before).
Prints one line per failure and `N passed, N failed[, N skipped]`.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

RESULTS = {'passed': 0, 'failed': 0, 'skipped': 0}


def check(ok, what):
    if ok:
        RESULTS['passed'] += 1
    else:
        RESULTS['failed'] += 1
        print('FAIL ' + what)


def skip(what):
    RESULTS['skipped'] += 1
    print('SKIP ' + what)


def run(cmd, env=None, timeout=300):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          env=e, timeout=timeout)


def test_version(kiln):
    for args in (['--version'], ['version']):
        r = run([kiln] + args)
        lines = r.stdout.split('\n')
        check(r.returncode == 0 and re.fullmatch(r'kiln \d+\.\d+\.\d+', lines[0]) is not None,
              'kiln %s: status %d, first line %r' % (args[0], r.returncode, lines[0]))
        bid = [l for l in lines if l.startswith('build id: ')]
        check(len(bid) == 1 and re.fullmatch(r'build id: [0-9a-f]{16,}', bid[0]) is not None,
              'kiln %s: build id line %r' % (args[0], bid))
        gj = [l for l in lines if l.startswith('libgccjit: ')]
        check(len(gj) == 1 and re.fullmatch(r'libgccjit: \d+\.\d+\.\d+ \(/.+\)', gj[0]) is not None,
              'kiln %s: libgccjit line %r' % (args[0], gj))
        if shutil.which('readelf') and bid:
            n = run(['readelf', '-n', kiln]).stdout
            m = re.search(r'Build ID: ([0-9a-f]+)', n)
            check(m is not None and bid[0] == 'build id: ' + m.group(1),
                  'build id %r is not readelf\'s %r' % (bid[0], m and m.group(1)))
    r = run([kiln, 'version'], env={'KILN_LIBGCCJIT': '/nonexistent/libgccjit.so'})
    check(r.returncode == 0 and 'libgccjit: not found (jit: cannot load /nonexistent/libgccjit.so' in r.stdout,
          'kiln version without libgccjit: %r' % r.stdout)
    r = run([kiln, 'version', 'extra'])
    check(r.returncode == 1 and r.stderr == "kiln: error: 'kiln version' takes no arguments\n",
          'kiln version extra: status %d, stderr %r' % (r.returncode, r.stderr))


NODEBUG_TRACE = ('Unhandled exception. System.InvalidOperationException: bad b\n'
                 '   at P.F(Int32 x, String s)\n'
                 '   at P.Main()\n')


def test_no_debug(kiln, src, modes, tmp):
    kmod = os.path.join(tmp, 'nodebug.kmod')
    r = run([kiln, 'compile', '--no-debug', src, '-o', kmod])
    check(r.returncode == 0, 'kiln compile --no-debug: %s' % r.stderr)
    if r.returncode:
        return
    d = run([kiln, 'dis', kmod])
    check(d.returncode == 0 and '// nodebug.cs:' not in d.stdout,
          'kiln dis of a --no-debug module shows source lines')
    full = os.path.join(tmp, 'debug.kmod')
    run([kiln, 'compile', src, '-o', full])
    d = run([kiln, 'dis', full])
    check('        // nodebug.cs:8\n        IL_' in d.stdout, 'kiln dis lacks "// nodebug.cs:8" before the throw')
    for mode in modes:
        if mode == 'aot':
            exe = os.path.join(tmp, 'nodebug-exe')
            b = run([kiln, 'aot', kmod, '-o', exe], timeout=600)
            check(b.returncode == 0, 'kiln aot nodebug.kmod: %s' % b.stderr[:300])
            if b.returncode:
                continue
            r = run([exe])
        else:
            r = run([kiln, 'run', '--mode=' + mode, kmod],
                    env={'KILN_TIER_SYNC': '1', 'KILN_TIER_THRESHOLD': '1,20'})
        check(r.returncode == 134 and r.stdout == '1\n' and r.stderr == NODEBUG_TRACE,
              '%s --no-debug: status %d, stdout %r, stderr %r' % (mode, r.returncode, r.stdout, r.stderr))


def test_gdb(kiln, src, tmp):
    if not shutil.which('gdb'):
        skip('gdb: not installed (apt-get install gdb)')
        return
    exe = os.path.join(tmp, 'gdbprog')
    b = run([kiln, 'aot', '-g', '-O0', src, '-o', exe], timeout=600)
    check(b.returncode == 0, 'kiln aot -g: %s' % b.stderr[:300])
    if b.returncode:
        return
    r = run(['gdb', '-batch', '-nx', '-ex', 'break gdbprog.cs:10', '-ex', 'run', '-ex', 'bt',
             '-ex', 'info locals', '-ex', 'info args', '-ex', 'list', exe], timeout=300)
    out = r.stdout
    path = os.path.abspath(src)
    check('Breakpoint 1 at ' in out and 'file %s, line 10.' % path in out,
          'gdb: no breakpoint at gdbprog.cs:10 in %r' % out[:400])
    check(re.search(r'Breakpoint 1, k_\d+_\d+_Calc_Sum \(n=10, step=2\) at %s:10' % re.escape(path), out)
          is not None, 'gdb: the breakpoint was not hit in Calc.Sum(n=10, step=2): %r' % out[:600])
    check(re.search(r'#1 .* in k_\d+_\d+_Calc_Main \(args=.*\) at %s:18' % re.escape(path), out) is not None,
          'gdb bt: no frame of Calc.Main at gdbprog.cs:18: %r' % out[:800])
    check(re.search(r'^total = 0$', out, re.M) is not None and re.search(r'^i = 0$', out, re.M) is not None,
          'gdb info locals: no C# locals total and i: %r' % out)
    check(re.search(r'^n = 10$', out, re.M) is not None and re.search(r'^step = 2$', out, re.M) is not None,
          'gdb info args: no C# parameters n and step: %r' % out)
    check('10\t            total += i;' in out, 'gdb list: no C# source line 10: %r' % out[-600:])


def test_perf(kiln, src, tmp):
    if not shutil.which('perf'):
        skip('perf: not installed')
        return
    env = {'PERF_BUILDID_DIR': os.path.join(tmp, 'buildid'), 'KILN_PERFMAP': 'jitdump'}
    data = os.path.join(tmp, 'perf.data')
    r = run(['perf', 'record', '-k', '1', '-o', data, kiln, 'run', '--mode=jit', src], env=env, timeout=300)
    if r.returncode != 0 and 'perf_event' in r.stderr:
        skip('perf: cannot record here (%s)' % r.stderr.strip().split('\n')[0][:200])
        return
    check(r.returncode == 0 and r.stdout == '719999600\n', 'perf record kiln run: %d %r %r' % (r.returncode, r.stdout, r.stderr[-300:]))
    dumps = [l for l in r.stderr.split('\n') if 'jit-' in l]
    pid_dumps = [f for f in os.listdir('/tmp') if f.startswith('jit-') and f.endswith('.dump')]
    inj = os.path.join(tmp, 'perf.jit.data')
    i = run(['perf', 'inject', '--jit', '-i', data, '-o', inj], env=env, timeout=300)
    check(i.returncode == 0, 'perf inject --jit: %r' % i.stderr[-300:])
    rep = run(['perf', 'report', '-i', inj, '--stdio', '--sort', 'sym,srcline'], env=env, timeout=300)
    lines = [l for l in rep.stdout.split('\n') if 'Hot.Main' in l]
    pct = sum(float(l.split('%')[0]) for l in lines if re.search(r'perfhot\.cs:(7|8|10)\s*$', l))
    check(pct > 30.0, 'perf report: Hot.Main at perfhot.cs:7-10 has %.1f%% of the samples: %r' % (pct, lines[:6]))
    # perf inject leaves /tmp/jitted-PID-N.so; the dump is ours too
    for f in os.listdir('/tmp'):
        if f.startswith('jitted-') and f.endswith('.so') or f in pid_dumps:
            try:
                if os.stat(os.path.join('/tmp', f)).st_mtime >= START:
                    os.unlink(os.path.join('/tmp', f))
            except OSError:
                pass


START = 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--dir', required=True)
    ap.add_argument('--modes', nargs='*', default=['interp', 'jit', 'tiered', 'aot'])
    a = ap.parse_args()
    kiln = os.path.abspath(a.kiln)
    global START
    START = __import__('time').time() - 1
    test_version(kiln)
    with tempfile.TemporaryDirectory() as tmp:
        test_no_debug(kiln, os.path.join(a.dir, 'nodebug.cs'), a.modes, tmp)
        if 'aot' in a.modes:
            test_gdb(kiln, os.path.join(a.dir, 'gdbprog.cs'), tmp)
        if 'jit' in a.modes:
            test_perf(kiln, os.path.join(a.dir, 'perfhot.cs'), tmp)
    s = '%d passed, %d failed' % (RESULTS['passed'], RESULTS['failed'])
    if RESULTS['skipped']:
        s += ', %d skipped' % RESULTS['skipped']
    print(s)
    return 1 if RESULTS['failed'] else 0


if __name__ == '__main__':
    sys.exit(main())
