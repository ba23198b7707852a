#!/usr/bin/env python3
"""test_aot.py - `kiln aot` checks beyond the program suites (docs/aot.md).

  test_aot.py --kiln PATH --dir TESTS_AOT_DIR [--build-root DIR --prefix P --meson M]

- the executable runs, takes arguments, returns Main's status, prints the
  KILN_STATS=1 counters, and `ldd` shows neither libgccjit nor libffi nor
  libm; Math's libm functions bind at first use (mathlib.cs prints what
  `kiln run` prints, and lists no libm) and `%` on doubles lists libm
  (fmod.cs);
- a method left out of the executable (KILN_AOT_OMIT, a test hook of kiln
  aot) is a one-line fatal error naming it at run time, status 134;
- the image holds the corelib cut to what Main reaches (docs/aot.md "Image
  layout"): Console.WriteLine(string)'s body, the names of virtual methods
  without their bodies, nothing of an unreached method (String.PadLeft);
  every row still there;
- every error is one exact line with exit status 1 and leaves no output:
  a program that does not compile (its diagnostic), libkilnrt.a missing,
  `as` missing, `ld` missing, an unwritable -o path, bad usage;
- with --build-root: `meson install --destdir` into a temporary directory, and
  the installed kiln (finding its corelib and libkilnrt.a by itself) builds an
  executable that runs.
Prints one line per failed check; exit 1 if any failed.
"""
import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile

FAILS = []


def check(cond, what):
    if not cond:
        FAILS.append(what)
        print('FAIL ' + what)


def run(cmd, env=None, **kw):
    return subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=env, timeout=600, **kw)


def expect_error(kiln, args, line, tmp, env=None, what=''):
    out = os.path.join(tmp, 'never')
    r = run([kiln, 'aot'] + args + ['-o', out] if '-o' not in args else [kiln, 'aot'] + args,
            env=env)
    err = r.stderr.decode('utf-8', 'replace')
    check(r.returncode == 1, '%s: exit status %d, expected 1' % (what, r.returncode))
    check(err == line + '\n', '%s: stderr %r, expected %r' % (what, err, line + '\n'))
    check(not os.path.exists(out), '%s: left %s behind' % (what, out))


def tool_dir(tmp, name, tools):
    """A directory holding symlinks to the named tools only."""
    d = os.path.join(tmp, name)
    os.makedirs(d, exist_ok=True)
    for t in tools:
        src = shutil.which(t)
        if src:
            os.symlink(src, os.path.join(d, t))
    return d


def test_run(kiln, d, tmp):
    exe = os.path.join(tmp, 'hello')
    r = run([kiln, 'aot', os.path.join(d, 'hello.cs'), '-o', exe])
    check(r.returncode == 0, 'kiln aot hello.cs: status %d: %s' % (r.returncode, r.stderr[:300]))
    if r.returncode:
        return
    r = run([exe])
    check(r.returncode == 0 and r.stdout == b'Hello, world!\n0\n', 'hello: %r %d' % (r.stdout, r.returncode))
    r = run([exe, 'a', 'b'])
    check(r.returncode == 7 and r.stdout == b'Hello, world!\n2\n', 'hello a b: %r %d' % (r.stdout, r.returncode))
    r = run([exe], env=dict(os.environ, KILN_STATS='1'))
    check(b'methods_compiled: ' in r.stderr and b'gc_count: ' in r.stderr,
          'KILN_STATS=1: no counters in %r' % r.stderr[:300])
    gap = os.path.join(tmp, 'hello-gap')
    r = run([kiln, 'aot', os.path.join(d, 'hello.cs'), '-o', gap],
            env=dict(os.environ, KILN_AOT_OMIT='Hello.Main'))
    check(r.returncode == 0, 'kiln aot with KILN_AOT_OMIT: status %d' % r.returncode)
    if r.returncode == 0:
        r = run([gap])
        want = (b'kiln: fatal: Hello.Main was not compiled into this executable '
                b'(kiln aot did not reach it)\n')
        check(r.returncode == 134 and r.stderr == want and r.stdout == b'',
              'a method left out: status %d, stderr %r' % (r.returncode, r.stderr))
    r = run(['ldd', exe])
    libs = r.stdout.decode()
    check(r.returncode == 0, 'ldd failed: %s' % r.stderr[:200])
    check('libgccjit' not in libs, 'ldd shows libgccjit:\n' + libs)
    check('libffi' not in libs, 'ldd shows libffi:\n' + libs)
    check('libm.so' not in libs, 'ldd shows libm:\n' + libs)


def test_libm(kiln, d, tmp):
    """libm is loaded only when used: by a Math native at its first call
    (runtime/natives_system.c), by the executable when its code calls fmod."""
    for name, listed in (('mathlib', False), ('fmod', True)):
        src, exe = os.path.join(d, name + '.cs'), os.path.join(tmp, name)
        r = run([kiln, 'aot', src, '-o', exe])
        check(r.returncode == 0, 'kiln aot %s.cs: status %d: %s' % (name, r.returncode, r.stderr[:300]))
        if r.returncode:
            continue
        for args in ([], ['a']):
            want = run([kiln, 'run', src] + args)
            got = run([exe] + args)
            check(got.returncode == 0 and want.returncode == 0 and got.stdout == want.stdout and got.stdout,
                  '%s %s: aot %r (%d), kiln run %r' % (name, args, got.stdout, got.returncode, want.stdout))
        libs = run(['ldd', exe]).stdout.decode()
        check(('libm.so' in libs) == listed, '%s: libm %s by ldd:\n%s' % (name, 'not listed' if listed else 'listed', libs))


STRIPPED = 0x40000   # KMOD_METH_STRIPPED


def image_modules(exe):
    """The kmod modules of an executable's kiln_aot_image blob."""
    with open(exe, 'rb') as f:
        b = f.read()
    at = -1
    while True:
        at = b.find(b'KAOT', at + 1)
        if at < 0:
            return []
        version, _flags, n = struct.unpack_from('<III', b, at + 4)
        if version == 1 and 0 < n <= 4:
            break
    mods = []
    for k in range(n):
        off, ln = struct.unpack_from('<II', b, at + 16 + 8 * k)
        mods.append(b[at + off:at + off + ln])
    return mods


def kmod_methods(m):
    """(type name, method name, flags, code length) of every method row."""
    sec = {}
    for k in range(struct.unpack_from('<I', m, 16)[0]):
        i, o, s = struct.unpack_from('<III', m, 28 + 12 * k)
        sec[i] = (o, s)

    def string(row):
        so, sl = struct.unpack_from('<II', m, sec[1][0] + 8 * row)
        return m[sec[10][0] + so:sec[10][0] + so + sl].decode()
    out = []
    mo, ms = sec[6]
    for r in range(ms // 48):
        owner, name, _sig, flags, _off, code_len = struct.unpack_from('<6I', m, mo + 48 * r)
        tname = string(struct.unpack_from('<I', m, sec[2][0] + 32 * owner + 4)[0])
        out.append((tname, string(name), flags, code_len))
    return out


def test_image(kiln, d, tmp, corelib):
    exe = os.path.join(tmp, 'hello-image')
    r = run([kiln, 'aot', os.path.join(d, 'hello.cs'), '-o', exe])
    check(r.returncode == 0, 'kiln aot hello.cs: status %d' % r.returncode)
    mods = image_modules(exe) if r.returncode == 0 else []
    check(len(mods) == 2, 'image: %d modules, expected 2' % len(mods))
    if len(mods) != 2 or not corelib:
        return
    with open(corelib, 'rb') as f:
        full = kmod_methods(f.read())
    cut = kmod_methods(mods[0])
    whole = [(t, n) for (t, n, fl, _) in cut if not fl & STRIPPED]
    named = [(t, n) for (t, n, fl, c) in cut if fl & STRIPPED and n and not c]
    check(len(whole) + len(named) == len(cut), 'image corelib: a row without its name or with a cut body')
    check(('Console', 'WriteLine') in whole, 'image corelib: Console.WriteLine not kept whole')
    check(('Object', 'ToString') in named or ('Object', 'ToString') in whole,
          'image corelib: Object.ToString (virtual) lost its name')
    check(('String', 'PadLeft') not in whole + named, 'image corelib: String.PadLeft kept')
    check(len(whole) < len(full) // 10 and len(cut) < len(full) // 3,
          'image corelib: %d rows (%d whole) of %d' % (len(cut), len(whole), len(full)))
    check(len(mods[0]) < os.path.getsize(corelib),
          'image corelib: %d bytes, the file %d' % (len(mods[0]), os.path.getsize(corelib)))


def test_errors(kiln, d, tmp):
    env = dict(os.environ)
    hello = os.path.join(d, 'hello.cs')
    bad = os.path.join(d, 'bad_program.cs')
    r = run([kiln, 'compile', bad, '-o', os.path.join(tmp, 'bad.kmod')])
    diag = r.stderr.decode('utf-8', 'replace').rstrip('\n')
    check(r.returncode == 1 and 'error' in diag, 'kiln compile bad_program.cs: %r' % diag)
    expect_error(kiln, [bad], diag, tmp, what='program with an error')
    env_rt = dict(env, KILN_RUNTIME_LIB='/nonexistent/libkilnrt.a')
    expect_error(kiln, [hello], 'kiln: error: runtime library /nonexistent/libkilnrt.a not found '
                 '(set KILN_RUNTIME_LIB to libkilnrt.a)', tmp, env=env_rt, what='missing libkilnrt.a')
    env_as = dict(env, PATH=tool_dir(tmp, 'no-as', ['ld']))
    expect_error(kiln, [hello], "kiln: error: the assembler 'as' is not on PATH (kiln aot needs binutils)",
                 tmp, env=env_as, what='missing as')
    env_ld = dict(env, PATH=tool_dir(tmp, 'no-ld', ['as']))
    expect_error(kiln, [hello], "kiln: error: the linker 'ld' is not on PATH (kiln aot needs binutils)",
                 tmp, env=env_ld, what='missing ld')
    expect_error(kiln, [hello, '-o', '/nonexistent/dir/app'],
                 'kiln: error: cannot write /nonexistent/dir/app: No such file or directory', tmp,
                 what='unwritable -o')
    expect_error(kiln, [hello, '-o', '/dev/full'],
                 'kiln: error: cannot write /dev/full: not a regular file', tmp, what='device as -o')
    check(os.path.exists('/dev/full') and not os.path.isfile('/dev/full'), 'device -o: /dev/full was replaced')
    expect_error(kiln, [hello, '-o', tmp], 'kiln: error: cannot write %s: Is a directory' % tmp, tmp,
                 what='directory as -o')
    # a failed build leaves an existing -o file as it was, and no temporary
    keep = os.path.join(tmp, 'keep')
    with open(keep, 'w') as f:
        f.write('old contents\n')
    bad = os.path.join(tmp, 'bad_keep.cs')
    with open(bad, 'w') as f:
        f.write('class P { static void Main() { int x = ; } }\n')
    r = run([kiln, 'aot', bad, '-o', keep])
    check(r.returncode == 1, 'failed build over a file: exit status %d, expected 1' % r.returncode)
    with open(keep) as f:
        check(f.read() == 'old contents\n', 'failed build over a file: the file was changed')
    env_ld2 = dict(env, PATH=tool_dir(tmp, 'no-ld2', ['as']))
    r = run([kiln, 'aot', hello, '-o', keep], env=env_ld2)
    with open(keep) as f:
        check(r.returncode == 1 and f.read() == 'old contents\n', 'missing ld: the -o file was changed')
    check(not [n for n in os.listdir(tmp) if n.startswith('keep.tmp-')], 'a failed build left a temporary')
    expect_error(kiln, [hello, '--thinlock=fast'],
                 "kiln: error: unknown thin lock 'fast' (managed or native)", tmp, what='bad --thinlock')
    expect_error(kiln, ['-o', os.path.join(tmp, 'never')],
                 'kiln: error: give FILE.cs... and -o OUTPUT (see kiln aot --help)', tmp, what='no sources')


def test_install(kiln, d, tmp, build_root, prefix, meson):
    dest = os.path.join(tmp, 'dest')
    r = run([meson, 'install', '--no-rebuild', '--quiet', '-C', build_root, '--destdir', dest])
    check(r.returncode == 0, 'meson install: %s' % r.stderr[:300])
    if r.returncode:
        return
    root = dest + prefix
    ikiln = os.path.join(root, 'bin', 'kiln')
    env = {k: v for k, v in os.environ.items() if k not in ('KILN_CORELIB', 'KILN_RUNTIME_LIB')}
    exe = os.path.join(tmp, 'hello-installed')
    r = run([ikiln, 'aot', os.path.join(d, 'hello.cs'), '-o', exe], env=env, cwd=tmp)
    check(r.returncode == 0, 'installed kiln aot: status %d: %s' % (r.returncode, r.stderr[:300]))
    if r.returncode == 0:
        r = run([exe, 'x'], env=env, cwd='/')
        check(r.returncode == 7 and r.stdout == b'Hello, world!\n1\n', 'installed hello: %r' % r.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--dir', required=True)
    ap.add_argument('--build-root')
    ap.add_argument('--prefix')
    ap.add_argument('--meson')
    o = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix='kiln-aot-test-') as tmp:
        test_run(o.kiln, o.dir, tmp)
        test_libm(o.kiln, o.dir, tmp)
        test_image(o.kiln, o.dir, tmp, os.environ.get('KILN_CORELIB'))
        test_errors(o.kiln, o.dir, tmp)
        if o.build_root:
            test_install(o.kiln, o.dir, tmp, o.build_root, o.prefix, o.meson)
    print('%d checks failed' % len(FAILS) if FAILS else 'all checks passed')
    return 1 if FAILS else 0


if __name__ == '__main__':
    sys.exit(main())
