"""progtest.py - helpers shared by the program-test runners (run_programs.py,
run_mono.py, check_mcs.py): finding the .cs files of a suite and reading their
header lines.

A header line is a comment `// key: value` among the leading comment lines of
a file (the first line that is not a `//` comment ends the header).  Keys:
  args     command-line arguments, split on blanks
  exit     expected exit status (default 0)
  stderr   text that must appear in standard error (may repeat)
  timeout  seconds before the run counts as hung (default 60)
  modes    the execution modes the program runs in (default: all)
  mono     `skip-output`: Mono's output legitimately differs (double formatting);
           `skip`: the program uses a member Mono 6.8's library lacks
  env      `K=V`: an environment variable for the program's Kiln runs (may
           repeat; test hooks such as KILN_HEAP_LIMIT; the Mono runner ignores it)
  with     more source files of the same program, relative to its directory
           (kept in a subdirectory so they are not taken for programs)

Expected texts (X.expected, X.stderr, `// stderr:`) may hold the placeholder
{{DIR}}: the absolute directory of the program, as the compiler records it
in stack traces (the current directory joined to the path given, "." and
".." resolved, symbolic links kept: os.path.abspath).
"""
import os
import re
import subprocess
import corelib_locks


def find_programs(paths):
    """Every X.cs named by PATHS (files, or directories searched one level)."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            out.extend(os.path.join(p, n) for n in sorted(os.listdir(p)) if n.endswith('.cs'))
        else:
            out.append(p)
    return out


def read_headers(path):
    """The header of PATH as a dict of key -> list of values."""
    headers = {}
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            line = line.strip()
            if not line.startswith('//'):
                break
            body = line[2:].strip()
            key, sep, value = body.partition(':')
            key = key.strip()
            if sep and key.isidentifier() and key.replace('_', '').isalpha():
                headers.setdefault(key.lower(), []).append(value.strip())
    return headers


def extra_sources(path, headers):
    """The `// with:` files of the program at PATH."""
    base = os.path.dirname(path)
    return [os.path.join(base, f) for f in header(headers, 'with', '').split()]


def mcs_inputs(path, headers):
    """What mcs compiles for the program at PATH: its `// with:` files,
    and System.Numerics's assembly when a source names BigInteger or
    Complex (mcs does not reference it by default)."""
    files = extra_sources(path, headers)
    for src in [path] + files:
        with open(src, encoding='utf-8', errors='replace') as f:
            text = f.read()
            if 'BigInteger' in text or 'System.Numerics' in text:
                return files + ['-r:System.Numerics.dll']
    return files


# A KILN_STATS / --stats counter line, "name: value" (names hold digits:
# gc_pause_p50_ms); every test that sets the stats apart from a program's
# own stderr uses this one pattern.
STATS_LINE = re.compile(r'^([a-z][a-z0-9_]*): ([0-9.]+)$')


# What can reach an object's monitor: a lock statement, Monitor, a
# System.Threading.Lock, threads. The corelib takes no lock of its own
# (the corelib-locks test keeps it so), so a program whose sources
# say none of these never leaves the thin lock's code, and runs the same
# with either fat lock.
MONITOR_WORDS = re.compile(
    rb'\block\s*\(|\bMonitor\b|\bLock\b|\bThread\b|\bSynchronized\b'
    + b''.join(rb'|\b' + t.encode() + rb'\b' for t in corelib_locks.MONITOR_USERS.values()))


def reaches_monitor(path, headers):
    """Do the program's sources (X.cs and its `// with:` files) name a
    monitor operation?"""
    for src in [path] + extra_sources(path, headers):
        with open(src, 'rb') as f:
            if MONITOR_WORDS.search(f.read()):
                return True
    return False


def header(headers, key, default=None):
    """The last value of KEY, or DEFAULT."""
    values = headers.get(key)
    return values[-1] if values else default


def expected_path(cs_path):
    return cs_path[:-3] + '.expected'


def stdin_for(cs_path):
    """X.stdin opened for reading when it exists (the program's standard
    input), else subprocess.DEVNULL."""
    path = cs_path[:-3] + '.stdin'
    return open(path, 'rb') if os.path.exists(path) else subprocess.DEVNULL


def stderr_path(cs_path):
    """X.stderr: when it exists, the program's exact standard error."""
    return cs_path[:-3] + '.stderr'


PLACEHOLDER_DIR = '{{DIR}}'


def substitute(text, cs_path):
    """TEXT (str or bytes) with {{DIR}} replaced by the program's directory."""
    d = os.path.dirname(os.path.abspath(cs_path))
    if isinstance(text, bytes):
        return text.replace(PLACEHOLDER_DIR.encode(), d.encode())
    return text.replace(PLACEHOLDER_DIR, d)


def diff_snippet(expected, actual, limit=6):
    """A short excerpt from the first differing line: `-` expected, `+` actual."""
    e = expected.split('\n')
    a = actual.split('\n')
    i = 0
    while i < len(e) and i < len(a) and e[i] == a[i]:
        i += 1
    lines = ['    first difference at line %d:' % (i + 1)]
    for j in range(i, min(i + limit, max(len(e), len(a)))):
        if j < len(e) and j < len(a) and e[j] == a[j]:
            lines.append('      ' + repr(e[j]))
            continue
        if j < len(e):
            lines.append('    - ' + repr(e[j]))
        if j < len(a):
            lines.append('    + ' + repr(a[j]))
    return '\n'.join(lines)


def summary(passed, failed, skipped):
    s = '%d passed, %d failed' % (passed, failed)
    if skipped:
        s += ', %d skipped' % skipped
    return s
