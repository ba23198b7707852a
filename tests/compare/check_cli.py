#!/usr/bin/env python3
"""check_cli.py - `kiln compare` end to end (behaviour only, no speed).

  check_cli.py KILN HELLO.cs FAILS.cs

1. hello.cs with --runs 2 --modes interp,jit --floor --json --svg: exit 0,
   a Markdown table with one column per mode and a row per standard figure,
   JSON that parses and holds every run (2 per mode), an SVG that parses.
2. FAILS.cs (exits 3): exit 0, its runs appear as failed in the table, the
   JSON and the notes; spins.cs (never ends) with --timeout: as timed out.
3. --peer mono: a Mono column, or a note when Mono is not installed;
   --modes aot,aot-g: both build and run, and the -g executable is bigger
   on disk (its DWARF).
4. Bad usage (unknown mode, unknown option, missing file, --runs 0): exit 1
   with a one-line error.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def run(args):
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, timeout=300)


def check(cond, what):
    if not cond:
        print('FAIL: ' + what)
        sys.exit(1)


def main():
    kiln, hello, fails = sys.argv[1:4]
    with tempfile.TemporaryDirectory(prefix='kiln-cmp-cli-') as tmp:
        js, svg = os.path.join(tmp, 'r.json'), os.path.join(tmp, 'r.svg')
        r = run([kiln, 'compare', '--runs', '2', '--modes', 'interp,jit', '--floor',
                 '--json', js, '--svg', svg, hello])
        out = r.stdout.decode()
        check(r.returncode == 0, 'hello: exit %d: %s' % (r.returncode, r.stderr.decode()[-500:]))
        check('| figure | interp | jit | C floor |' in out, 'hello: table header\n' + out)
        for row in ('| runs | 2 ok | 2 ok | 2 ok |', '| cold start (ms) |', '| wall (ms) |',
                    '| CPU (ms) |', '| peak RSS (MB) |', '| on disk (MB) |', '| GC count |'):
            check(row in out, 'hello: row %r missing\n%s' % (row, out))
        check('cores' in out.split('\n')[0], 'hello: machine caption')
        check('kiln compare:' in r.stderr.decode(), 'hello: no progress line')
        with open(js) as f:
            data = json.load(f)
        check([m['label'] for m in data['modes']] == ['interp', 'jit', 'C floor'], 'json: modes')
        for m in data['modes']:
            check(len(m['runs']) == 2, 'json: %s holds %d runs' % (m['label'], len(m['runs'])))
            for run_ in m['runs']:
                check(run_['status'] == 'ok', 'json: %s run %s' % (m['label'], run_))
                names = [f['name'] for f in run_['figures']]
                check('cold start' in names and 'wall' in names, 'json: figures ' + str(names))
        root = ET.parse(svg).getroot()
        check(root.tag.endswith('svg'), 'svg: root element')

        r = run([kiln, 'compare', '--runs', '2', '--modes', 'interp', '--json', js, fails])
        out = r.stdout.decode()
        check(r.returncode == 0, 'fails: exit %d' % r.returncode)
        check('| runs | 2 failed |' in out, 'fails: runs row\n' + out)
        check('interp: 2 runs failed: exit status 3' in out, 'fails: note\n' + out)
        with open(js) as f:
            data = json.load(f)
        check(all(x['status'] == 'failed' and x['exit_code'] == 3 for x in data['modes'][0]['runs']),
              'fails: json statuses')

        spins = os.path.join(os.path.dirname(fails), 'spins.cs')
        r = run([kiln, 'compare', '-q', '--runs', '1', '--modes', 'interp', '--timeout', '2', spins])
        out = r.stdout.decode()
        check(r.returncode == 0 and '| runs | 1 timeout |' in out and 'timed out after' in out,
              'spins: timeout\n' + out)

        # jit-cache: a priming run (the build row), then timed runs.
        r = run([kiln, 'compare', '-q', '--runs', '1', '--modes', 'jit-cache', hello])
        out = r.stdout.decode()
        check(r.returncode == 0 and '| jit-cache |' in out and '| runs | 1 ok |' in out
              and '| build (ms) |' in out, 'jit-cache\n' + out)

        # aot-g: built with `kiln aot -g`, so bigger on disk than aot.
        r = run([kiln, 'compare', '-q', '--runs', '1', '--modes', 'aot,aot-g', hello])
        out = r.stdout.decode()
        disk = [l.split('|')[2:4] for l in out.split('\n') if l.startswith('| on disk (MB) |')]
        check(r.returncode == 0 and '| figure | aot | aot-g |' in out and '| runs | 1 ok | 1 ok |' in out
              and len(disk) == 1 and float(disk[0][1]) > float(disk[0][0]), 'aot-g\n' + out)

        # --peer mono: a mono column when mcs/mono exist, else a note saying so.
        r = run([kiln, 'compare', '-q', '--runs', '1', '--modes', 'interp', '--peer', 'mono', hello])
        out = r.stdout.decode()
        check(r.returncode == 0, 'mono: exit %d' % r.returncode)
        if shutil.which('mcs') and shutil.which('mono'):
            check('| figure | interp | mono |' in out and '| runs | 1 ok | 1 ok |' in out, 'mono: column\n' + out)
        else:
            check('mcs/mono not installed' in out, 'mono: note\n' + out)

        for args in (['--modes', 'interp,bogus', hello], ['--bogus', hello],
                     [os.path.join(tmp, 'missing.cs')], ['--runs', '0', hello], [],
                     ['--json', os.path.join(tmp, 'no', 'such', 'dir.json'), hello]):
            r = run([kiln, 'compare', '-q'] + args)
            err = r.stderr.decode()
            check(r.returncode == 1, 'bad usage %s: exit %d' % (args, r.returncode))
            check(err.count('\n') == 1 and err.startswith('kiln: error:'), 'bad usage %s: %r' % (args, err))
            check(not r.stdout, 'bad usage %s: printed a table' % args)
    print('compare-cli: ok')


if __name__ == '__main__':
    main()
