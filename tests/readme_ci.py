#!/usr/bin/env python3
"""readme_ci.py - CI runs exactly the README's two commands.

The README opens with a ```sh block of two commands for a fresh machine
(install + build + sample; the tests). .ci/run must run each of them as it
stands: as a line of its own, or as the condition of `if ! CMD; then`. A
README edited without .ci/run (or the reverse) fails here.

  readme_ci.py --root SOURCE_ROOT
"""
import argparse
import os
import re
import sys


def readme_commands(path):
    text = open(path, encoding='utf-8').read()
    m = re.search(r'```sh\n(.*?)```', text, re.S)
    if not m:
        return None
    return [l for l in m.group(1).split('\n') if l.strip()]


def ci_commands(path):
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        m = re.fullmatch(r'if ! (.*); then', line)
        yield m.group(1) if m else line


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--root', required=True)
    a = p.parse_args()
    cmds = readme_commands(os.path.join(a.root, 'README.md'))
    problems = []
    if not cmds or len(cmds) != 2:
        problems.append('README.md does not open with a ```sh block of two commands: %r' % cmds)
    else:
        ran = set(ci_commands(os.path.join(a.root, '.ci', 'run')))
        for c in cmds:
            if c not in ran:
                problems.append('.ci/run does not run the README command %r' % c)
    for pr in problems:
        print('FAIL ' + pr)
    print('%d passed, %d failed' % (0 if problems else 1, 1 if problems else 0))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
