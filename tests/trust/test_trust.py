#!/usr/bin/env python3
"""test_trust.py - files Kiln loads or writes are as trusted as the user's own
files and never more (docs/reliability.md "Files Kiln reads and writes").

  test_trust.py --kiln PATH --dir tests/trust [--gcc gcc]

Plays another user (uid 65534 by chown: CI runs as root; the checks are on
the EFFECTIVE uid) and plants, one at a time:
  - a code-cache directory owned by that user, holding a forged but
    well-formed entry (valid header and hashes, a shared object whose
    constructor would write a marker file);
  - a world-writable cache directory of our own with the same forged entry;
  - the forged entry, owned by the other user, in our own cache directory;
  - a world-writable entry of our own (mode 0666);
  - a symlink in place of an entry (to a valid copy elsewhere);
  - a ./libkilnrt.a in the working directory of `kiln aot` (its main() would
    print PLANTED), with kiln's own runtime library beside it and with none;
  - a symlink at /tmp/perf-PID.map (to a file that must stay unchanged), and
    another user's file there.
Each must be refused with exactly one stderr line naming it, the marker must
never appear, and the program must print its normal output and exit status.
Also: `kiln compile -o LINK` (and `kiln compare --json/--svg LINK`) replace
the symlink instead of writing through it; with descriptors 0-2 closed, `kiln run --mode=jit` (and an AOT
executable) still compiles and runs, and nothing lands in other files;
SIGINT/SIGTERM during `kiln aot` leaves no OUT.tmp-* file; the cache creates
0700 directories and 0600 entries under umask 000.
Prints `ok`/`FAIL` per check; exit 1 on any failure, 77 when libgccjit or
gcc is missing.
"""
import argparse
import glob
import os
import re
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import time

OTHER_UID = 65534
FNV_OFFSET, FNV_PRIME = 0xcbf29ce484222325, 0x100000001b3
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import progtest  # noqa: E402
STAT = progtest.STATS_LINE
failures = []
IS_ROOT = os.geteuid() == 0


def fnv(data):
    h = FNV_OFFSET
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return h


def report(name, errs):
    if errs:
        failures.append(name)
        print('FAIL %s: %s' % (name, '; '.join(errs)))
    else:
        print('ok   %s' % name)


class Run:
    def __init__(self, r):
        self.rc = r.returncode
        self.out = r.stdout
        self.stats = {}
        self.lines = []
        for line in r.stderr.decode('utf-8', 'replace').splitlines():
            if STAT.match(line):
                k, _, v = line.partition(': ')
                self.stats[k] = float(v)
            else:
                self.lines.append(line)


def kiln_run(opts, args, env=None, cwd=None, prog=None, preexec=None):
    e = dict(os.environ)
    e.pop('KILN_CACHE_DIR', None)
    e.pop('KILN_PERFMAP', None)
    e['KILN_STATS'] = '1'
    e.update(env or {})
    cmd = [opts.kiln] + list(args) + ([prog or opts.prog] if prog is not False else [])
    return Run(subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=e, cwd=cwd, timeout=180, preexec_fn=preexec))


def expect(r, opts, warning_re, stats=None):
    """The program's normal result, and stderr exactly one line matching warning_re."""
    errs = []
    if r.rc != 0:
        errs.append('exit status %d, expected 0' % r.rc)
    if r.out != opts.expected:
        errs.append('stdout %r, expected %r' % (r.out[:200], opts.expected))
    if warning_re is None:
        if r.lines:
            errs.append('stderr %r, expected nothing' % r.lines)
    elif len(r.lines) != 1 or not re.search(warning_re, r.lines[0]):
        errs.append('stderr %r, expected one line matching %r' % (r.lines, warning_re))
    for k, v in (stats or {}).items():
        if r.stats.get(k) != v:
            errs.append('%s = %r, expected %r' % (k, r.stats.get(k), v))
    return errs


def marker_errs(opts):
    if os.path.exists(opts.marker):
        os.unlink(opts.marker)
        return ['the forged object ran (marker file written)']
    return []


# ------------------------------------------------------------------ the cache

def fill_cache(opts, d):
    """A fresh cache in d from one jit run: (base subdirectory, header, so)."""
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    errs = expect(r, opts, None, {'cache_misses': 1})
    if errs:
        raise SystemExit('cannot fill a cache: %s' % errs)
    bases = [p for p in glob.glob(os.path.join(d, '*')) if os.path.isdir(p)]
    hdr = glob.glob(os.path.join(bases[0], '*.kc'))[0]
    so = glob.glob(os.path.join(bases[0], '*.so'))[0]
    return bases[0], hdr, so


def forge(opts, base, hdr, so):
    """Replace the entry with a forged, well-formed one: the forged object's
    size and FNV-1a hash in a header whose own hash is recomputed, named as
    the cache names it - what a user who can write the directory can do."""
    forged = open(opts.forged_so, 'rb').read()
    h = bytearray(open(hdr, 'rb').read())
    struct.pack_into('<QQ', h, 24, len(forged), fnv(forged))
    struct.pack_into('<Q', h, len(h) - 8, fnv(bytes(h[:-8])))
    os.unlink(so)
    key = os.path.basename(hdr)[:-3]
    new_so = os.path.join(base, '%s-%016x.so' % (key, fnv(forged)))
    with open(new_so, 'wb') as f:
        f.write(forged)
    with open(hdr, 'wb') as f:
        f.write(h)
    return new_so


def chown_tree(path, uid):
    for root, dirs, files in os.walk(path):
        os.chown(root, uid, uid)
        for f in files:
            os.chown(os.path.join(root, f), uid, uid)


def test_cache(opts, tmp):
    # the layout under umask 000: 0700 directories, 0600 entries
    d = os.path.join(tmp, 'umask0', 'cache')
    old = os.umask(0)
    try:
        base, hdr, so = fill_cache(opts, d)
    finally:
        os.umask(old)
    modes = {p: stat.S_IMODE(os.stat(p).st_mode) for p in (os.path.dirname(d), d, base, hdr, so)}
    want = {os.path.dirname(d): 0o700, d: 0o700, base: 0o700, hdr: 0o600, so: 0o600}
    report('cache: 0700 directories and 0600 entries under umask 000',
           ['%s has mode %04o, expected %04o' % (p, modes[p], want[p]) for p in want if modes[p] != want[p]])
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    report('cache: our own entry is a hit', expect(r, opts, None, {'cache_hits': 1, 'cache_misses': 0}))

    uncached = {'cache_hits': 0, 'cache_misses': 0}
    if IS_ROOT:
        d = os.path.join(tmp, 'foreign')
        base, hdr, so = fill_cache(opts, d)
        forge(opts, base, hdr, so)
        chown_tree(d, OTHER_UID)
        r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
        report('cache: a directory owned by another user is refused',
               expect(r, opts, r'^kiln: warning: cache directory %s is not trusted \(owned by uid %d, not by uid 0\); '
                      r'running without the cache$' % (re.escape(d), OTHER_UID), uncached) + marker_errs(opts))
    else:
        print('skip cache: another user\'s directory (needs root to chown)')

    d = os.path.join(tmp, 'worldwritable')
    base, hdr, so = fill_cache(opts, d)
    forge(opts, base, hdr, so)
    os.chmod(d, 0o777)
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    report('cache: a world-writable directory is refused',
           expect(r, opts, r'^kiln: warning: cache directory %s is not trusted \(writable by others \(mode 0777\)\); '
                  r'running without the cache$' % re.escape(d), uncached) + marker_errs(opts))
    os.chmod(d, 0o700)
    os.chmod(base, 0o770)
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    report('cache: a group-writable base subdirectory is refused',
           expect(r, opts, r'^kiln: warning: cache directory %s is not trusted \(writable by its group \(mode 0770\)\); '
                  r'running without the cache$' % re.escape(base), uncached) + marker_errs(opts))

    if IS_ROOT:
        d = os.path.join(tmp, 'forged')
        base, hdr, so = fill_cache(opts, d)
        so = forge(opts, base, hdr, so)
        os.chown(so, OTHER_UID, OTHER_UID)
        for mode in ('jit', 'tiered'):
            r = kiln_run(opts, ['run', '--mode=' + mode, '--cache-dir=' + d])
            report('cache: a forged entry owned by another user is refused (%s)' % mode,
                   expect(r, opts, r'^kiln: warning: cache entry %s is not trusted \(owned by uid %d, not by uid 0\); '
                          r'running without the cache$' % (re.escape(so), OTHER_UID), {'cache_hits': 0})
                   + marker_errs(opts))
        report('cache: the refused entry is left in place', [] if os.path.exists(so) else ['it was removed'])
    else:
        print('skip cache: another user\'s entry (needs root to chown)')

    d = os.path.join(tmp, 'writable-entry')
    base, hdr, so = fill_cache(opts, d)
    os.chmod(so, 0o666)
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    report('cache: a world-writable entry is refused',
           expect(r, opts, r'^kiln: warning: cache entry %s is not trusted \(writable by others \(mode 0666\)\); '
                  r'running without the cache$' % re.escape(so), uncached))
    os.chmod(so, 0o600)
    os.chmod(hdr, 0o620)
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    report('cache: a group-writable header is refused',
           expect(r, opts, r'^kiln: warning: cache entry %s is not trusted \(writable by its group \(mode 0620\)\); '
                  r'running without the cache$' % re.escape(hdr), uncached))

    d = os.path.join(tmp, 'symlinked')
    base, hdr, so = fill_cache(opts, d)
    elsewhere = os.path.join(tmp, 'elsewhere.so')
    shutil.copy2(so, elsewhere)
    os.unlink(so)
    os.symlink(elsewhere, so)
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + d])
    report('cache: a symlinked entry is refused',
           expect(r, opts, r'^kiln: warning: cache entry %s is not trusted \(a symbolic link\); '
                  r'running without the cache$' % re.escape(so), uncached))

    real = os.path.join(tmp, 'real-cache')
    fill_cache(opts, real)
    link = os.path.join(tmp, 'linked-cache')
    os.symlink(real, link)
    r = kiln_run(opts, ['run', '--mode=jit', '--cache-dir=' + link + '/'])
    report('cache: a symlinked cache directory is refused (trailing slash too)',
           expect(r, opts, r'^kiln: warning: cache directory %s is not trusted \(a symbolic link\); '
                  r'running without the cache$' % re.escape(link), uncached))


# ------------------------------------------------------------ libkilnrt.a

def test_runtime_lib(opts, tmp):
    cwd = os.path.join(tmp, 'aotcwd')
    os.mkdir(cwd)
    shutil.copy2(opts.planted_lib, os.path.join(cwd, 'libkilnrt.a'))
    env = {'KILN_STATS': '0'}
    e = dict(os.environ)
    e.pop('KILN_RUNTIME_LIB', None)
    exe = os.path.join(cwd, 'prog')
    r = subprocess.run([opts.kiln, 'aot', opts.prog, '-o', exe], cwd=cwd, env=e, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    errs = []
    if r.returncode != 0 or r.stderr:
        errs.append('kiln aot: exit %d, stderr %r' % (r.returncode, r.stderr[:300]))
    else:
        p = subprocess.run([exe], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        if p.returncode != 0 or p.stdout != opts.expected:
            errs.append('the executable: exit %d, stdout %r' % (p.returncode, p.stdout[:200]))
    report('aot: ./libkilnrt.a beside an installed runtime is not linked', errs)

    # a kiln with no runtime library beside it or installed: one error line
    # naming where it looked, never the planted ./libkilnrt.a
    lone = os.path.join(tmp, 'lonekiln', 'bin')
    os.makedirs(lone)
    shutil.copy2(opts.kiln, os.path.join(lone, 'kiln'))
    if os.path.exists('/usr/local/lib/kiln/libkilnrt.a') or os.path.exists('/usr/lib/kiln/libkilnrt.a'):
        print('skip aot: no runtime library at all (one is installed on this machine)')
        return
    r = subprocess.run([os.path.join(lone, 'kiln'), 'aot', opts.prog, '-o', exe + '2'], cwd=cwd, env=e,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    lines = r.stderr.decode('utf-8', 'replace').splitlines()
    want = (r'^kiln: error: runtime library %s/aot/libkilnrt.a not found \(set KILN_RUNTIME_LIB to libkilnrt.a\)$'
            % re.escape(lone))
    errs = []
    if r.returncode != 1 or len(lines) != 1 or not re.match(want, lines[0]):
        errs.append('exit %d, stderr %r, expected one line matching %r' % (r.returncode, lines, want))
    if os.path.exists(exe + '2'):
        errs.append('an executable was written')
    report('aot: no runtime library found: one error, ./libkilnrt.a not used', errs)


# ------------------------------------------------------------------ perf map

def run_with_perfmap_plant(opts, plant):
    """kiln run --mode=jit with KILN_PERFMAP=1 where plant(path) prepared
    /tmp/perf-PID.map for the PID kiln will have (a shell that execs it)."""
    rfd, wfd = os.pipe()
    e = dict(os.environ)
    e.pop('KILN_CACHE_DIR', None)
    e['KILN_PERFMAP'] = '1'
    e['KILN_STATS'] = '0'
    cmd = ['sh', '-c', 'read x <&3; exec "$0" "$@"', opts.kiln, 'run', '--mode=jit', opts.prog]
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e,
                         pass_fds=(rfd,), preexec_fn=lambda: os.dup2(rfd, 3))
    os.close(rfd)
    path = '/tmp/perf-%d.map' % p.pid
    plant(path)
    os.write(wfd, b'go\n')
    os.close(wfd)
    out, err = p.communicate(timeout=180)
    return path, Run(subprocess.CompletedProcess(cmd, p.returncode, out, err))


def test_perfmap(opts, tmp):
    target = os.path.join(tmp, 'precious')
    with open(target, 'w') as f:
        f.write('precious\n')
    path, r = run_with_perfmap_plant(opts, lambda p: os.symlink(target, p))
    errs = expect(r, opts, r'^kiln: warning: KILN_PERFMAP: not writing %s: a symbolic link$' % re.escape(path))
    if open(target).read() != 'precious\n':
        errs.append('the symlink target was written')
    os.unlink(path)
    report('perf map: a symlink at /tmp/perf-PID.map is refused', errs)

    if IS_ROOT:
        def plant_foreign(p):
            with open(p, 'w') as f:
                f.write('theirs\n')
            os.chown(p, OTHER_UID, OTHER_UID)
        path, r = run_with_perfmap_plant(opts, plant_foreign)
        errs = expect(r, opts, r'^kiln: warning: KILN_PERFMAP: not writing %s: owned by uid %d, not by uid 0$'
                      % (re.escape(path), OTHER_UID))
        if open(path).read() != 'theirs\n':
            errs.append('the other user\'s file was written')
        os.unlink(path)
        report('perf map: another user\'s file at /tmp/perf-PID.map is refused', errs)

    path, r = run_with_perfmap_plant(opts, lambda p: None)
    errs = expect(r, opts, None)
    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or stat.S_IMODE(st.st_mode) != 0o600 or st.st_uid != os.geteuid():
            errs.append('mode %04o uid %d, expected a 0600 file of ours' % (stat.S_IMODE(st.st_mode), st.st_uid))
        if 'Program.Main\n' not in open(path).read():
            errs.append('Main is not in the map')
        os.unlink(path)
    except FileNotFoundError:
        errs.append('no map written')
    report('perf map: created 0600 when nothing is planted', errs)


# ------------------------------------------------------------ kiln compile -o

def test_compile_output(opts, tmp):
    victim = os.path.join(tmp, 'victim.txt')
    with open(victim, 'w') as f:
        f.write('keep me\n')
    out = os.path.join(tmp, 'out.kmod')
    os.symlink(victim, out)
    r = kiln_run(opts, ['compile', opts.prog, '-o', out], prog=False)
    errs = [] if r.rc == 0 and not r.lines else ['kiln compile: exit %d, stderr %r' % (r.rc, r.lines)]
    if open(victim, 'rb').read() != b'keep me\n':
        errs.append('written through the symlink into its target')
    if os.path.islink(out) or not os.path.isfile(out):
        errs.append('-o is still a symlink')
    else:
        r = kiln_run(opts, ['run', '--mode=interp', out], prog=False)
        errs += expect(r, opts, None)
    if glob.glob(out + '.tmp-*'):
        errs.append('a temporary file was left behind')
    report('compile: -o onto a symlink replaces the link, its target is untouched', errs)

    # kiln compare --json / --svg: the same temporary file and rename
    errs = []
    links = {}
    for kind in ('json', 'svg'):
        target = os.path.join(tmp, 'victim.' + kind)
        with open(target, 'w') as f:
            f.write('keep me\n')
        links[kind] = (os.path.join(tmp, 'out.' + kind), target)
        os.symlink(target, links[kind][0])
    r = kiln_run(opts, ['compare', opts.prog, '--runs', '1', '--modes', 'interp', '-q',
                        '--json', links['json'][0], '--svg', links['svg'][0]], prog=False)
    if r.rc != 0:
        errs.append('kiln compare: exit %d, stderr %r' % (r.rc, r.lines[:3]))
    for kind, (link, target) in links.items():
        if open(target, 'rb').read() != b'keep me\n':
            errs.append('--%s written through the symlink into its target' % kind)
        if os.path.islink(link) or not os.path.getsize(link):
            errs.append('--%s: the output is not a new regular file' % kind)
        if glob.glob(link + '.tmp-*'):
            errs.append('--%s: a temporary file was left behind' % kind)
    report('compare: --json/--svg onto symlinks replace the links, their targets are untouched', errs)


# ------------------------------------------------------ descriptors 0-2 closed

def close_std(fds):
    def pre():
        for fd in fds:
            os.close(fd)
    return pre


def test_closed_std(opts, tmp):
    # stdout closed: the program's output goes nowhere, but compiles must
    # work - in jit mode before Main, in tiered mode while the program
    # prints (its writes must not land in the compiler's assembler file,
    # which would take descriptor 1 if it were free)
    for mode, prog in (('jit', opts.prog), ('tiered', opts.printer)):
        e = dict(os.environ)
        e['KILN_STATS'] = '1'
        e.pop('KILN_CACHE_DIR', None)
        r = subprocess.run([opts.kiln, 'run', '--mode=' + mode, prog], stdin=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, env=e, cwd=tmp, timeout=180, preexec_fn=close_std([1]))
        run = Run(subprocess.CompletedProcess([], r.returncode, b'', r.stderr))
        errs = []
        if run.rc != 0:
            errs.append('exit status %d' % run.rc)
        if run.lines:
            errs.append('stderr %r' % run.lines[:4])
        compiled = run.stats.get('methods_compiled', 0) + run.stats.get('osr_compiled', 0)
        if not compiled:
            errs.append('nothing compiled (methods_compiled + osr_compiled = %r)' % compiled)
        report('closed stdout: %s mode still compiles and runs' % mode, errs)
    # stderr closed too: the output of a program that fails goes nowhere, exit status intact
    r = subprocess.run([opts.kiln, 'run', '--mode=jit', opts.prog], stdin=subprocess.DEVNULL, cwd=tmp,
                       timeout=180, preexec_fn=close_std([0, 1, 2]))
    report('closed stdin, stdout and stderr: jit mode exits 0',
           [] if r.returncode == 0 else ['exit status %d' % r.returncode])
    exe = os.path.join(tmp, 'closed-exe')
    a = subprocess.run([opts.kiln, 'aot', opts.prog, '-o', exe], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    errs = [] if a.returncode == 0 else ['kiln aot failed: %r' % a.stderr[:300]]
    if not errs:
        e = dict(os.environ)
        e['KILN_STATS'] = '1'
        r = subprocess.run([exe], stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, env=e, cwd=tmp,
                           timeout=60, preexec_fn=close_std([0, 1]))
        run = Run(subprocess.CompletedProcess([], r.returncode, b'', r.stderr))
        if run.rc != 0 or run.lines or 'methods_compiled' not in run.stats:
            errs.append('exit %d, stderr %r' % (run.rc, run.lines))
    report('closed stdin and stdout: an AOT executable runs', errs)
    stray = [f for f in os.listdir(tmp) if f.startswith('ccl') or f.endswith('.s')]
    report('closed stdout: nothing stray in the working directory', ['found %r' % stray] if stray else [])


# ------------------------------------------------------ Ctrl-C during kiln aot

def test_aot_signal(opts, tmp):
    d = os.path.join(tmp, 'aotsig')
    os.mkdir(d)
    for sig in (signal.SIGINT, signal.SIGTERM):
        out = os.path.join(d, 'big')
        p = subprocess.Popen([opts.kiln, 'aot', opts.big_prog, '-o', out], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        deadline = time.monotonic() + 120
        while not glob.glob(out + '.tmp-*') and p.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(0.2)   # inside the compile
        errs = []
        if p.poll() is not None:
            errs.append('kiln aot ended (%d) before the signal' % p.returncode)
        else:
            p.send_signal(sig)
        p.communicate(timeout=60)
        if p.returncode != -sig:
            errs.append('exit status %d, expected death by signal %d' % (p.returncode, sig))
        time.sleep(0.2)
        left = os.listdir(d)
        if left:
            errs.append('left behind: %r' % left)
        report('aot: %s during the build leaves no OUT.tmp-* file' % signal.Signals(sig).name, errs)
        for f in left:
            os.unlink(os.path.join(d, f))


# ---------------------------------------------------------------------- main

FORGED_C = r'''
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
__attribute__((constructor)) static void planted(void)
{
    const char *m = getenv("KILN_TRUST_MARKER");
    int fd = m ? open(m, O_WRONLY | O_CREAT, 0644) : -1;
    if (fd >= 0)
        close(fd);
}
'''

PLANTED_MAIN_C = r'''
#include <stdio.h>
int main(void) { puts("PLANTED"); return 0; }
'''


def build_plants(opts, tmp):
    src = os.path.join(tmp, 'forged.c')
    with open(src, 'w') as f:
        f.write(FORGED_C)
    opts.forged_so = os.path.join(tmp, 'forged.so')
    subprocess.run([opts.gcc, '-shared', '-fPIC', '-o', opts.forged_so, src], check=True)
    src = os.path.join(tmp, 'planted.c')
    with open(src, 'w') as f:
        f.write(PLANTED_MAIN_C)
    obj = os.path.join(tmp, 'planted.o')
    subprocess.run([opts.gcc, '-c', '-o', obj, src], check=True)
    opts.planted_lib = os.path.join(tmp, 'planted.a')
    subprocess.run(['ar', 'rcs', opts.planted_lib, obj], check=True)


def main():
    ap = argparse.ArgumentParser(description='Trust of the files Kiln loads or writes.')
    ap.add_argument('--kiln', required=True)
    ap.add_argument('--dir', required=True, help='tests/trust (the test programs)')
    ap.add_argument('--big', required=True, help='a program whose kiln aot takes a while (the signal test)')
    ap.add_argument('--gcc', default='gcc')
    opts = ap.parse_args()
    opts.kiln = os.path.abspath(opts.kiln)
    opts.prog = os.path.join(os.path.abspath(opts.dir), 'trusted.cs')
    opts.printer = os.path.join(os.path.abspath(opts.dir), 'closed_stdout.cs')
    opts.big_prog = os.path.abspath(opts.big)
    opts.expected = open(os.path.join(opts.dir, 'trusted.expected'), 'rb').read()
    if not shutil.which(opts.gcc) or not shutil.which('ar'):
        print('skip: gcc and ar are needed to build the planted files')
        return 77
    probe = subprocess.run([opts.kiln, 'run', '--mode=jit', opts.prog], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=180)
    if probe.returncode != 0 and b'libgccjit' in probe.stderr:
        print('skip: libgccjit cannot be loaded')
        return 77
    with tempfile.TemporaryDirectory(prefix='kiln-trust-') as tmp:
        os.chmod(tmp, 0o755)   # the other user may look in, as in a shared directory
        opts.marker = os.path.join(tmp, 'forged-object-ran')
        os.environ['KILN_TRUST_MARKER'] = opts.marker
        build_plants(opts, tmp)
        test_cache(opts, tmp)
        test_runtime_lib(opts, tmp)
        test_perfmap(opts, tmp)
        test_compile_output(opts, tmp)
        test_closed_std(opts, tmp)
        test_aot_signal(opts, tmp)
    print('%d failed' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
