#!/usr/bin/env python3
"""switches_doc.py - the README's list of switches is the registry's.

config/switches.def declares every switch once (docs/architecture.md
"Switches"). The README carries the table generated from it between the
markers below; this test fails when the two differ (regenerate with
--write), when README.md or docs/*.md name a KILN_ variable that is
not in the registry (a switch documented but gone, or never declared), and
when a registry flag is in no command's --help (cli/cmd_*.c). And the
registry stays the one reader: no C source outside config/ and tests/
calls getenv for a KILN_ variable, or setenv/unsetenv at all.

  switches_doc.py --root SOURCE_ROOT [--write]
"""
import argparse
import glob
import os
import re
import sys

BEGIN = '<!-- switches: generated from config/switches.def by tests/switches_doc.py --write -->'
END = '<!-- switches: end -->'

# KILN_ names in the docs that are not switches of kiln: the fault-injection
# preload library's, the test runners', the assertion macro.
NOT_SWITCHES = {'KILN_FAIL_ALLOC_AT', 'KILN_FAIL_ALLOC_COUNT', 'KILN_TIMEOUT_SCALE', 'KILN_SANITIZER', 'KILN_FUZZ_CORELIB',
                'KILN_ASSERT'}

ROW = re.compile(r'^CFG_SWITCH\((\w+), "([^"]*)", "([^"]*)", "([^"]*)", (CFG_\w+), "([^"]*)", '
                 r'"([^"]*)", ([01]), "((?:[^"\\]|\\.)*)"\)$')


def registry(root):
    rows = []
    for line in open(os.path.join(root, 'config', 'switches.def'), encoding='utf-8'):
        line = line.rstrip('\n')
        if not line.startswith('CFG_SWITCH('):
            continue
        m = ROW.match(line)
        if not m:
            raise SystemExit('switches.def: cannot read %r' % line)
        field, env, flag, what, typ, choices, default, key, doc = m.groups()
        rows.append(dict(field=field, env=env, flag=flag, type=typ[4:].lower(), choices=choices,
                         default=default, key=key == '1', doc=doc.replace('\\"', '"')))
    return rows


def value_of(r):
    if r['type'] == 'enum':
        return '`' + r['choices'].replace('|', '`, `') + '`'
    return {'bool': '`0`/`1`', 'uint': 'N', 'size': 'bytes, K/M/G', 'str': 'text', 'pair': 'N[,M]'}[r['type']]


def table(rows):
    out = [BEGIN,
           '| variable | flag | value | default | what |',
           '|---|---|---|---|---|']
    system = []
    for r in rows:
        if not r['env'].startswith('KILN_'):
            system.append('`%s`: %s' % (r['env'], r['doc']))
            continue
        flag = '`%s%s`' % (r['flag'], '' if r['type'] == 'bool' else '=') if r['flag'] else ''
        default = '`%s`' % r['default'] if r['default'] else 'none'
        doc = r['doc'] + (' (part of the code cache\'s key)' if r['key'] else '')
        out.append('| `%s` | %s | %s | %s | %s |' % (r['env'], flag, value_of(r), default, doc))
    out.append('')
    out.append('Kiln also reads the system\'s ' + '; '.join(system) + '.')
    out.append(END)
    return '\n'.join(out)


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--root', required=True)
    p.add_argument('--write', action='store_true')
    a = p.parse_args()
    rows = registry(a.root)
    readme_path = os.path.join(a.root, 'README.md')
    text = open(readme_path, encoding='utf-8').read()
    want = table(rows)
    problems = []
    m = re.search(re.escape(BEGIN) + r'.*?' + re.escape(END), text, re.S)
    if not m:
        problems.append('README.md has no generated switch table (%s ... %s)' % (BEGIN, END))
    elif m.group(0) != want:
        if a.write:
            text = text[:m.start()] + want + text[m.end():]
            open(readme_path, 'w', encoding='utf-8').write(text)
        else:
            problems.append('README.md\'s switch table differs from config/switches.def '
                            '(run tests/switches_doc.py --root . --write)')
    known = {r['env'] for r in rows} | NOT_SWITCHES
    for path in [readme_path] + sorted(glob.glob(os.path.join(a.root, 'docs', '*.md'))):
        body = open(path, encoding='utf-8').read()
        for name in sorted(set(re.findall(r'KILN_[A-Z0-9_]*[A-Z0-9]', body)) - known):
            problems.append('%s names %s, which config/switches.def does not declare'
                            % (os.path.relpath(path, a.root), name))
    helps = ''.join(open(p, encoding='utf-8').read() for p in glob.glob(os.path.join(a.root, 'cli', 'cmd_*.c')))
    for r in rows:
        if r['flag'] and '"  ' + r['flag'] not in helps:
            problems.append('the flag %s (%s) is in no command\'s --help' % (r['flag'], r['env']))
    for path in sorted(glob.glob(os.path.join(a.root, '*', '*.[ch]'))):
        rel = os.path.relpath(path, a.root)
        if rel.split(os.sep)[0] in ('config', 'tests', 'build'):
            continue
        body = open(path, encoding='utf-8').read()
        for m in re.finditer(r'\b(getenv\("KILN_\w*"|(?:un)?setenv\()', body):
            line = body.count('\n', 0, m.start()) + 1
            problems.append('%s:%d: %s - switches are read through config/ only' % (rel, line, m.group(1)))
    for pr in problems:
        print('FAIL ' + pr)
    print('%d passed, %d failed' % (0 if problems else 1, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
