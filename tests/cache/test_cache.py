#!/usr/bin/env python3
"""test_cache.py - the code cache of `kiln run --mode=jit --cache`.

  test_cache.py --kiln PATH

Runs tests/cache/cached.cs (exit status 3) in jit mode against fresh cache
directories and checks, from its output, exit status and KILN_STATS
counters: a second run is a hit; a corrupt entry (flipped or truncated
shared object or header, a missing shared object, a garbage shared object
whose header matches it) gives exactly one warning line, is recompiled and
the program's result is unchanged, and the run after that hits again; other
options, a changed module or another kiln binary (build-id) miss; an unusable cache directory warns once and
the run goes on uncached; concurrent runs on one directory all succeed;
in tiered mode every background batch is stored and the next run loads them
all and compiles nothing.
Exit 77 (skipped) when libgccjit cannot be loaded. See docs/jit.md
"Code cache".
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
PROG = os.path.join(HERE, 'cached.cs')
EXPECTED = b'areas 13\nsum 10 base 41\ncaught\n'
EXPECTED_SEED2 = b'areas 13\nsum 20 base 42\ncaught\n'
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import progtest  # noqa: E402
STAT = progtest.STATS_LINE
FNV_OFFSET, FNV_PRIME = 0xcbf29ce484222325, 0x100000001b3

failures = []


def fnv(data):
    h = FNV_OFFSET
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & 0xFFFFFFFFFFFFFFFF
    return h


class Run:
    def __init__(self, r):
        self.rc = r.returncode
        self.out = r.stdout
        err = r.stderr.decode('utf-8', 'replace').splitlines()
        self.stats = {}
        self.lines = []
        for line in err:
            if STAT.match(line):
                k, _, v = line.partition(': ')
                self.stats[k] = float(v)
            else:
                self.lines.append(line)


def run(opts, args, env=None, prog=PROG, mode='jit'):
    e = dict(os.environ)
    e.pop('KILN_CACHE_DIR', None)
    e['KILN_STATS'] = '1'
    e.update(env or {})
    cmd = [opts.kiln, 'run', '--mode=' + mode] + list(args) + [prog]
    return Run(subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=e, timeout=120))


def check(name, r, hits, misses, warnings=(), expected=EXPECTED):
    """The run printed expected, exited 3, had these cache counters and exactly
    one stderr line per regex of warnings (nothing else)."""
    errs = []
    if r.rc != 3:
        errs.append('exit status %d, expected 3' % r.rc)
    if r.out != expected:
        errs.append('stdout %r, expected %r' % (r.out, expected))
    got = (r.stats.get('cache_hits'), r.stats.get('cache_misses'))
    if got != (hits, misses):
        errs.append('cache_hits/misses %s/%s, expected %d/%d' % (got + (hits, misses)))
    if len(r.lines) != len(warnings) or not all(
            re.search(w, line) for w, line in zip(warnings, r.lines)):
        errs.append('stderr %r, expected lines matching %r' % (r.lines, list(warnings)))
    if errs:
        failures.append('%s: %s' % (name, '; '.join(errs)))
        print('FAIL %s: %s' % (name, '; '.join(errs)))
    else:
        print('ok   %s' % name)


def all_files(d):
    """Every file under cache directory d (entries live in a subdirectory
    named by the run's base key)."""
    return sorted(os.path.join(r, n) for r, _, ns in os.walk(d) for n in ns)


def entry_files(d):
    names = [p for p in all_files(d) if not os.path.basename(p).startswith('.')]
    return [p for p in names if p.endswith('.so')], [p for p in names if p.endswith('.kc')]


def fresh(base, name):
    d = os.path.join(base, name)
    os.makedirs(d)
    return d


def filled(opts, base, name):
    """A cache directory holding the program's one entry (a miss, then a hit)."""
    d = fresh(base, name)
    check(name + ': first run', run(opts, ['--cache-dir=' + d]), 0, 1)
    check(name + ': second run', run(opts, ['--cache-dir=' + d]), 1, 0)
    return d


def flip(path, at=None):
    with open(path, 'r+b') as f:
        data = bytearray(f.read())
        i = len(data) // 2 if at is None else at
        data[i] ^= 0x5A
        f.seek(0)
        f.write(data)


def truncate(path):
    size = os.path.getsize(path)
    with open(path, 'r+b') as f:
        f.truncate(size // 2)


def corrupt_case(opts, base, name, damage, why):
    d = filled(opts, base, name)
    sos, kcs = entry_files(d)
    if len(sos) != 1 or len(kcs) != 1:
        failures.append('%s: expected one entry, found %r' % (name, all_files(d)))
        return
    damage(sos[0], kcs[0])
    warn = r'^kiln: cache entry .* is corrupt \(%s\); recompiling$' % why
    check(name + ': damaged entry', run(opts, ['--cache-dir=' + d]), 0, 1, [warn])
    check(name + ': rebuilt entry', run(opts, ['--cache-dir=' + d]), 1, 0)


def garbage_dso(so, kc):
    """Replace the shared object by garbage and make the header describe the
    garbage exactly: only dlopen can tell, and it must be allowed to fail."""
    junk = b'\x7fELF' + bytes(range(256)) * 8
    with open(kc, 'rb') as f:
        h = bytearray(f.read())
    h[24:32] = len(junk).to_bytes(8, 'little')
    h[32:40] = fnv(junk).to_bytes(8, 'little')
    h[-8:] = fnv(bytes(h[:-8])).to_bytes(8, 'little')
    os.unlink(so)
    key = os.path.basename(kc)[:-3]
    with open(os.path.join(os.path.dirname(kc), '%s-%016x.so' % (key, fnv(junk))), 'wb') as f:
        f.write(junk)
    with open(kc, 'wb') as f:
        f.write(h)


def test_corrupt(opts, base):
    corrupt_case(opts, base, 'flipped-so', lambda so, kc: flip(so), 'content hash mismatch')
    corrupt_case(opts, base, 'truncated-so', lambda so, kc: truncate(so), 'size mismatch')
    corrupt_case(opts, base, 'missing-so', lambda so, kc: os.unlink(so),
                 'its shared object is missing')
    corrupt_case(opts, base, 'flipped-header', lambda so, kc: flip(kc, 20),
                 'header checksum mismatch')
    corrupt_case(opts, base, 'truncated-header', lambda so, kc: truncate(kc), '[a-z ]+')
    corrupt_case(opts, base, 'garbage-so', garbage_dso, 'dlopen failed')


def test_stale(opts, base):
    d = filled(opts, base, 'stale')
    check('stale: -O0 is another key', run(opts, ['--cache-dir=' + d, '-O0']), 0, 1)
    check('stale: -O0 again hits', run(opts, ['--cache-dir=' + d, '-O0']), 1, 0)
    check('stale: KILN_JIT_OPTIONS is part of the key',
          run(opts, ['--cache-dir=' + d], {'KILN_JIT_OPTIONS': '-fno-inline'}), 0, 1)
    check('stale: --thinlock=native is part of the key',
          run(opts, ['--cache-dir=' + d, '--thinlock=native']), 0, 1)
    changed = os.path.join(base, 'cached_seed2.cs')
    with open(PROG, encoding='utf-8') as f:
        src = f.read()
    with open(changed, 'w', encoding='utf-8') as f:
        f.write(src.replace('int seed = 1; // SEED', 'int seed = 2; // SEED'))
    check('stale: a changed module misses', run(opts, ['--cache-dir=' + d], prog=changed),
          0, 1, expected=EXPECTED_SEED2)
    check('stale: the changed module then hits', run(opts, ['--cache-dir=' + d], prog=changed),
          1, 0, expected=EXPECTED_SEED2)
    check('stale: the original still hits', run(opts, ['--cache-dir=' + d]), 1, 0)


def rebuilt_kiln(opts, base):
    """A copy of kiln whose GNU build-id differs (as after a rebuild), or
    None when the binary has none."""
    with open(opts.kiln, 'rb') as f:
        data = bytearray(f.read())
    at = data.find(struct.pack('<III', 4, 20, 3) + b'GNU\0')   # NT_GNU_BUILD_ID, SHA-1
    if at < 0:
        return None
    data[at + 16] ^= 0xFF
    path = os.path.join(base, 'kiln-rebuilt')
    with open(path, 'wb') as f:
        f.write(data)
    os.chmod(path, 0o755)
    return path


def test_binary(opts, base):
    d = filled(opts, base, 'binary')
    other = rebuilt_kiln(opts, base)
    if not other:
        print('skip another kiln binary: no GNU build-id')
        return
    other_opts = types.SimpleNamespace(kiln=other)
    check('another kiln binary misses', run(other_opts, ['--cache-dir=' + d]), 0, 1)
    check('another kiln binary then hits', run(other_opts, ['--cache-dir=' + d]), 1, 0)
    check('the original binary still hits', run(opts, ['--cache-dir=' + d]), 1, 0)


def test_dirs(opts, base):
    blocker = os.path.join(base, 'a-file')
    with open(blocker, 'w') as f:
        f.write('not a directory\n')
    check('unusable directory: warns once, runs uncached',
          run(opts, ['--cache-dir=' + os.path.join(blocker, 'sub')]), 0, 0,
          [r'^kiln: warning: cannot use cache directory .*: Not a directory; '
           r'running without the cache$'])
    d = os.path.join(base, 'env', 'nested')   # created with its parents
    check('KILN_CACHE_DIR alone enables the cache', run(opts, [], {'KILN_CACHE_DIR': d}), 0, 1)
    check('KILN_CACHE_DIR second run hits', run(opts, [], {'KILN_CACHE_DIR': d}), 1, 0)
    xdg = os.path.join(base, 'xdg')
    env = {'XDG_CACHE_HOME': xdg, 'HOME': os.path.join(base, 'home')}
    check('--cache uses $XDG_CACHE_HOME/kiln', run(opts, ['--cache'], env), 0, 1)
    if not entry_files(os.path.join(xdg, 'kiln'))[1]:
        failures.append('--cache: no entry in $XDG_CACHE_HOME/kiln')
    check('--cache second run hits', run(opts, ['--cache'], env), 1, 0)


def test_concurrent(opts, base):
    d = fresh(base, 'concurrent')
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as ex:
        runs = list(ex.map(lambda _: run(opts, ['--cache-dir=' + d]), range(4)))
    for i, r in enumerate(runs):
        # each run either compiled (and stored) or found a whole entry
        hits = r.stats.get('cache_hits', -1)
        check('concurrent run %d' % i, r, hits, 1 - hits if hits in (0, 1) else -1)
    check('after concurrent runs: hit', run(opts, ['--cache-dir=' + d]), 1, 0)
    left = [p for p in all_files(d) if os.path.basename(p).startswith('.')]
    if left:
        failures.append('concurrent: temporary files left behind: %r' % left)


def test_tiered(opts, base):
    """Tiered mode stores each background batch as an entry and the next run
    loads them all (several shared objects in one process) before Main."""
    d = fresh(base, 'tiered')
    env = {'KILN_TIER_SYNC': '1', 'KILN_TIER_THRESHOLD': '2,1000000'}
    first = run(opts, ['--cache-dir=' + d], env, mode='tiered')
    stored = len(entry_files(d)[1])
    misses = first.stats.get('cache_misses')
    check('tiered: first run stores its batches', first, 0, misses)
    if stored < 2 or misses != stored:
        failures.append('tiered: expected 2+ entries, one per miss; got %d entries, %s misses'
                        % (stored, misses))
    second = run(opts, ['--cache-dir=' + d], env, mode='tiered')
    check('tiered: second run loads every entry', second, stored, 0)
    if second.stats.get('methods_compiled') != 0:
        failures.append('tiered: the second run compiled %s methods'
                        % second.stats.get('methods_compiled'))


def main():
    ap = argparse.ArgumentParser(description='Kiln code-cache tests.')
    ap.add_argument('--kiln', required=True)
    opts = ap.parse_args()
    probe = subprocess.run([opts.kiln, 'run', '--mode=jit', PROG], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=120)
    if probe.returncode != 3 and b'cannot load' in probe.stderr:
        print('skipped: ' + probe.stderr.decode('utf-8', 'replace').strip())
        return 77
    base = tempfile.mkdtemp(prefix='kiln-cache-test-')
    try:
        for t in (test_corrupt, test_stale, test_binary, test_dirs, test_concurrent, test_tiered):
            t(opts, base)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print('%d failure(s)' % len(failures) if failures else 'all passed')
    for f in failures:
        print('FAIL ' + f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
