#!/usr/bin/env python3
"""run_programs.py - run C# test programs with `kiln run` and compare results.

  run_programs.py --kiln PATH --mode MODE [--env K=V]... [--thinlock KIND]
                  [--fatlock KIND] [--opt-level 0|2] [--cache] [--every N]
                  [--sanitizer-every N] [--jobs N]
                  [--aot-dir DIR] DIR_OR_FILE...

Each X.cs runs as `kiln run --mode=MODE [--thinlock=KIND] [--fatlock=KIND] X.cs [-- ARGS...]`; its
standard output must equal X.expected byte for byte, its exit status must be
the `// exit:` header (default 0), every `// stderr:` text must appear in
its standard error, and when X.stderr exists, the standard error must equal
it (with KILN_STATS set: start with it).  {{DIR}} in these texts stands for
the program's absolute directory (progtest.substitute).  `// env: K=V` headers add to the environment of its run
(after --env).  A program whose `// modes:` header does not name MODE is
skipped.  --mode aot builds X with `kiln aot [--thinlock=KIND] X.cs -o EXE` and
runs `EXE ARGS...` (the --env variables go to the executable only) with the
same expectations; executables are kept in --aot-dir (default: a temporary
directory) under a name keyed by the sources, kiln, corelib and libkilnrt, so
the plain and the GC-stress runs share one build per thin-lock kind (a lock
file per executable: the suites run side by side, the second waits for the
first's build).
Prints one line (plus a diff excerpt) per failure and ends with
`N passed, N failed[, N skipped]`; exits 1 when anything failed.
See docs/testing.md for the header keys.

--opt-level 0 compiles at GCC's -O0 (`kiln run -O0`, `kiln aot -O0`; an AOT
executable's key includes it); the default is kiln's (-O2).

--every N runs one program in N: those whose name hashes (CRC-32) to 0
modulo N, the same ones on every machine and in every suite, a program
keeping its place when others are added (docs/testing.md, "The matrix").
--sanitizer-every N does the same on top of --every (one in N*M) only when
KILN_SANITIZER is set (the asan and tsan test setups set it): a variant
whose sanitizer run would repeat the plain run's C paths takes a sample
there and every program in the main suite (docs/reliability.md,
"Sanitizers").

--monitor-only skips the programs whose sources name no monitor operation
(no lock statement, Monitor, Lock, Thread, Synchronized or a corelib type
that locks, corelib_locks.MONITOR_USERS: they run the
same with either fat lock; progtest.reaches_monitor).

--cache runs every program with `--cache-dir=` a fresh temporary directory
of its own, once to fill it, then once from the cache for each --cached-run
(`plain`, or `K=V,K=V`: with those variables; default one plain run): every
run must pass, and each cached one must use the cache: the entry files
before it are still the same files (nothing was stored again), and its
KILN_STATS counters, when it
prints them (a stack overflow ends with _exit), show in jit mode one hit, no
miss and no new entry, in tiered mode one hit per entry the first run stored
(docs/jit.md "Code cache").
"""
import argparse
import concurrent.futures
import fcntl
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import progtest  # noqa: E402


def timeout_scale():
    """KILN_TIMEOUT_SCALE (default 1) multiplies every per-program timeout:
    the sanitizer test setups set it, as their code runs several times slower."""
    try:
        return max(1.0, float(os.environ.get('KILN_TIMEOUT_SCALE', '1')))
    except ValueError:
        return 1.0


def run_one(prog, opts):
    """Returns (status, message): status is 'pass', 'fail' or 'skip'."""
    h = progtest.read_headers(prog)
    modes = progtest.header(h, 'modes')
    if modes and opts.mode not in modes.replace(',', ' ').split():
        return 'skip', None
    if opts.monitor_only and not progtest.reaches_monitor(prog, h):
        return 'skip', None
    exp_path = progtest.expected_path(prog)
    if not os.path.exists(exp_path):
        return 'fail', 'no expected file ' + exp_path
    with open(exp_path, 'rb') as f:
        expected = progtest.substitute(f.read(), prog)
    h['stderr'] = [progtest.substitute(t, prog) for t in h.get('stderr', [])]
    if os.path.exists(progtest.stderr_path(prog)):
        with open(progtest.stderr_path(prog), 'rb') as f:
            h['stderr_exact'] = progtest.substitute(f.read(), prog)
    alloc = progtest.header(h, 'alloc')
    if alloc:   # `// alloc: LO-HI`: the run's gc_bytes_allocated in that range
        lo, _, hi = alloc.partition('-')
        return run_once(prog, h, opts, expected, {'KILN_STATS': '1'}, opts.cache_dir and
                        os.path.join(opts.cache_dir, os.path.basename(prog)),
                        lambda err: check_alloc(err, int(lo), int(hi)))
    if not opts.cache_dir:
        return run_once(prog, h, opts, expected, {}, None)
    cache = os.path.join(opts.cache_dir, os.path.basename(prog))
    status, msg = run_once(prog, h, opts, expected, {}, cache)
    if status != 'pass':
        return status, 'first (cache-filling) run: ' + msg
    for spec in opts.cached_run or ['plain']:
        before = entry_files(cache)
        env = {} if spec == 'plain' else dict(kv.partition('=')[::2] for kv in spec.split(','))
        env['KILN_STATS'] = '1'
        status, msg = run_once(prog, h, opts, expected, env, cache,
                               lambda err: check_cache_hit(opts, err, before, entry_files(cache)))
        if status != 'pass':
            return status, 'cached run (%s): %s' % (spec, msg)
    return 'pass', None


def entry_files(d):
    """path -> (inode, mtime) of every file under cache directory d."""
    out = {}
    for root, _, names in os.walk(d):
        for n in names:
            st = os.stat(os.path.join(root, n))
            out[os.path.relpath(os.path.join(root, n), d)] = (st.st_ino, st.st_mtime_ns)
    return out


def stat(err_text, name):
    m = re.search(r'^%s: (\d+)$' % name, err_text, re.M)
    return int(m.group(1)) if m else None


def check_alloc(err_text, lo, hi):
    """The `// alloc: LO-HI` header: gc_bytes_allocated (--stats) in range."""
    got = stat(err_text, 'gc_bytes_allocated')
    if got is None:
        return 'no gc_bytes_allocated in the stats'
    if not lo <= got <= hi:
        return 'gc_bytes_allocated %d, expected %d to %d' % (got, lo, hi)
    return None


def check_cache_hit(opts, err_text, before, after):
    """The second run of --cache: jit mode loads its one batch and compiles
    nothing; tiered mode loads every entry the first run stored (and may
    store more: other methods got hot)."""
    if opts.mode not in ('jit', 'tiered'):
        return None
    if opts.mode == 'jit' and not before:
        return 'the first run left no cache entry'
    kept = {k: v for k, v in after.items() if k in before}
    if kept != before:
        return 'a cache entry was stored again (a miss): %r -> %r' % (before, after)
    if opts.mode == 'jit' and after != before:
        return 'the cached run stored a new entry: %r -> %r' % (before, after)
    if stat(err_text, 'wall_ms') is None:
        return None
    hits, misses = stat(err_text, 'cache_hits'), stat(err_text, 'cache_misses')
    entries = len([k for k in before if k.endswith('.kc')])
    if opts.mode == 'jit' and (not hits or misses != 0):
        return 'expected a code-cache hit and no miss, got cache_hits %s, cache_misses %s' % (
            hits, misses)
    if opts.mode == 'tiered' and hits != entries:
        return 'expected %d cache hits (one per stored entry), got %s' % (entries, hits)
    return None


def run_once(prog, h, opts, expected, more_env, cache_dir, extra_check=None):
    args = progtest.header(h, 'args', '').split()
    timeout = float(progtest.header(h, 'timeout', opts.timeout)) * timeout_scale()
    if opts.mode == 'aot':
        exe, msg = aot_build(prog, h, opts)
        if not exe:
            return 'fail', msg
        cmd = [exe] + args
    else:
        cmd = [opts.kiln, 'run', '--mode=' + opts.mode]
        if opts.thinlock:
            cmd.append('--thinlock=' + opts.thinlock)
        if opts.fatlock:
            cmd.append('--fatlock=' + opts.fatlock)
        if opts.opt_level:
            cmd.append('-O' + opts.opt_level)
        if cache_dir:
            cmd.append('--cache-dir=' + cache_dir)
        cmd.append(prog)
        cmd.extend(progtest.extra_sources(prog, h))
        if args:
            cmd.append('--')
            cmd.extend(args)
    env = dict(os.environ)
    for kv in opts.env + h.get('env', []):
        k, _, v = kv.partition('=')
        env[k] = v
    env.update(more_env)
    try:
        stdin = progtest.stdin_for(prog)
        try:
            r = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env, timeout=timeout)
        finally:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
    except subprocess.TimeoutExpired:
        return 'fail', 'timed out after %g s' % timeout
    except OSError as e:
        return 'fail', 'cannot run %s: %s' % (opts.kiln, e)
    status, msg = check_result(h, r, expected, 'KILN_STATS' in env)
    if status == 'pass' and extra_check:
        msg = extra_check(r.stderr.decode('utf-8', 'replace'))
        status = 'fail' if msg else 'pass'
    return status, msg


def aot_key(srcs, opts):
    """A digest of everything an AOT executable is built from."""
    d = hashlib.sha256()
    for path in srcs:
        with open(path, 'rb') as f:
            d.update(f.read())
    kdir = os.path.dirname(os.path.abspath(opts.kiln))
    # the corelib kiln compiles against: $KILN_CORELIB, else the one next to
    # kiln (cli/corelib_path.c); without it a corelib change reused stale
    # executables
    deps = [opts.kiln, os.environ.get('KILN_CORELIB') or os.path.join(kdir, 'corelib', 'corelib.kmod'),
            os.environ.get('KILN_RUNTIME_LIB', os.path.join(kdir, 'aot', 'libkilnrt.a'))]
    for path in deps:
        if path and os.path.exists(path):
            st = os.stat(path)
            d.update(('%s %d %d' % (path, st.st_mtime_ns, st.st_size)).encode())
    d.update((opts.thinlock or 'managed').encode())
    d.update(('-O%s' % opts.opt_level if opts.opt_level else 'default').encode())
    d.update((opts.fatlock or 'managed').encode())
    return d.hexdigest()[:16]


def aot_build(prog, h, opts):
    """(executable, None), or (None, why) when `kiln aot` failed."""
    srcs = [prog] + progtest.extra_sources(prog, h)
    name = os.path.basename(prog)[:-3]
    exe = os.path.join(opts.aot_dir, '%s-%s' % (name, aot_key(srcs, opts)))
    # The plain and GC-stress suites run side by side over the same list:
    # whichever reaches a program first builds it, the other waits here
    # instead of building it again.
    with open(exe + '.lock', 'a') as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(exe):
            return exe, None
        return aot_compile(srcs, opts, exe)


def aot_compile(srcs, opts, exe):
    tmp = '%s.tmp%d' % (exe, os.getpid())
    cmd = [opts.kiln, 'aot'] + (['--thinlock=' + opts.thinlock] if opts.thinlock else [])
    cmd += ['--fatlock=' + opts.fatlock] if opts.fatlock else []
    cmd += ['-O' + opts.opt_level] if opts.opt_level else []
    cmd += srcs + ['-o', tmp]
    try:
        r = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=600)
    except subprocess.TimeoutExpired:
        return None, 'kiln aot timed out'
    if r.returncode != 0:
        err = r.stderr.decode('utf-8', 'replace').strip().split('\n')[0][:300]
        return None, 'kiln aot failed with status %d: %s' % (r.returncode, err)
    os.replace(tmp, exe)   # atomic: a parallel run sees all or nothing
    return exe, None


def check_result(h, r, expected, stats=False):
    errors = []
    err_text = r.stderr.decode('utf-8', 'replace')
    want_exit = int(progtest.header(h, 'exit', '0'))
    code = r.returncode if r.returncode >= 0 else 128 - r.returncode
    if code != want_exit:
        first = err_text.strip().split('\n')[0][:200] if err_text.strip() else ''
        errors.append('exit status %d, expected %d%s' % (code, want_exit,
                      (' (stderr: %s)' % first) if first else ''))
    for text in h.get('stderr', []):
        if text not in err_text:
            errors.append('stderr lacks %r' % text)
    exact = h.get('stderr_exact')
    if exact is not None and not (r.stderr.startswith(exact) if stats else r.stderr == exact):
        errors.append('stderr differs from the .stderr file\n' + progtest.diff_snippet(
            exact.decode('utf-8', 'replace'), err_text))
    if r.stdout != expected:
        errors.append('stdout differs\n' + progtest.diff_snippet(
            expected.decode('utf-8', 'replace'), r.stdout.decode('utf-8', 'replace')))
    if errors:
        return 'fail', '; '.join(errors)
    return 'pass', None


def in_sample(prog, every):
    return zlib.crc32(os.path.basename(prog).encode()) % every == 0


def main():
    ap = argparse.ArgumentParser(description='Run Kiln program tests.')
    ap.add_argument('--kiln', required=True, help='path of the kiln command')
    ap.add_argument('--mode', default='interp', help='execution mode (kiln run --mode)')
    ap.add_argument('--env', action='append', default=[], metavar='K=V',
                    help='extra environment variable for every run')
    ap.add_argument('--thinlock', help='kiln run --thinlock=KIND')
    ap.add_argument('--fatlock', help='kiln run --fatlock=KIND')
    ap.add_argument('--monitor-only', action='store_true',
                    help='skip the programs whose sources name no monitor operation '
                         '(progtest.reaches_monitor)')
    ap.add_argument('--opt-level', choices=('0', '2'),
                    help='GCC optimization level of compiled code (kiln -O0/-O2)')
    ap.add_argument('--every', type=int, default=1, metavar='N',
                    help='run the programs whose name hashes to 0 modulo N')
    ap.add_argument('--sanitizer-every', type=int, default=1, metavar='N',
                    help='with KILN_SANITIZER set: one program in N (on top of --every)')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', default='60', help='default per-program timeout (s)')
    ap.add_argument('--cache', action='store_true',
                    help='run each program twice with a fresh code cache; the second must hit')
    ap.add_argument('--cached-run', action='append', default=[], metavar='plain|K=V[,K=V...]',
                    help='with --cache: one run from the cache with these variables '
                         '(repeatable, in order; default: one plain run)')
    ap.add_argument('--aot-dir', help='--mode aot: where executables are kept')
    ap.add_argument('paths', nargs='+')
    opts = ap.parse_args()
    every = opts.every * (opts.sanitizer_every if os.environ.get('KILN_SANITIZER') else 1)
    progs = [p for p in progtest.find_programs(opts.paths) if in_sample(p, every)]
    tmpdir = None
    if opts.mode == 'aot' and not opts.aot_dir:
        tmpdir = tempfile.TemporaryDirectory(prefix='kiln-aot-')
        opts.aot_dir = tmpdir.name
    if opts.aot_dir:
        os.makedirs(opts.aot_dir, exist_ok=True)
    counts = {'pass': 0, 'fail': 0, 'skip': 0}
    opts.cache_dir = tempfile.mkdtemp(prefix='kiln-cache-test-') if opts.cache else None
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
            results = list(ex.map(lambda p: (p, run_one(p, opts)), progs))
    finally:
        if opts.cache_dir:
            shutil.rmtree(opts.cache_dir, ignore_errors=True)
    for prog, (status, msg) in results:
        counts[status] += 1
        if status == 'fail':
            print('FAIL %s: %s' % (prog, msg))
    print(progtest.summary(counts['pass'], counts['fail'], counts['skip']))
    return 1 if counts['fail'] or not progs else 0


if __name__ == '__main__':
    sys.exit(main())
