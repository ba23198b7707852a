#!/usr/bin/env python3
"""symbols.py - every exported symbol carries its owner's prefix.

Each static library of the build (and the kiln executable's own objects)
may define global symbols only with the prefixes of the folder that owns
it (docs/architecture.md, "Folders and their public headers"); everything
else is static. A new non-static helper without its prefix fails here.

Test hooks are declared only in a folder's *_testing.h (gc_testing.h,
monitor_testing.h, jit_testing.h, kmod_mem_testing.h), which only tests and
the folder defining the hooks include: production code outside that folder
including one fails here too (with --source).

  symbols.py --build BUILD_DIR [--source SOURCE_DIR]
"""
import argparse
import glob
import os
import re
import subprocess
import sys

# library (relative to the build directory) -> allowed prefixes
OWNERS = {
    'config/libkiln_config.a': ('cfg_',),
    'gc/libkiln_gc.a': ('gc_',),
    # kmod/files.c (kmod_file_: how Kiln opens what it trusts and creates
    # what it writes) is part of the module library: its writer uses it.
    'kmod/libkiln_kmod.a': ('kmod_', 'il_'),
    'runtime/libkiln_runtime.a': ('rt_',),
    'monitor/libkiln_monitor.a': ('mon_',),
    'host/libkiln_host.a': ('host_',),
    'frontend/libkiln_frontend.a': ('fe_',),
    'interp/libkiln_interp.a': ('interp_',),
    'jit/libkiln_jit.a': ('jit_',),
    'aot/libkiln_aot.a': ('aot_',),
    'aot/libkilnrt.a': ('cfg_', 'rt_', 'kmod_', 'il_', 'gc_', 'mon_', 'host_', 'aot_', 'main'),
    'compare/libkiln_compare.a': ('cmp_',),
    'kiln.p/*.o': ('cli_', 'main'),
}


def defined_globals(paths):
    out = subprocess.run(['nm', '-g', '--defined-only'] + paths, stdout=subprocess.PIPE,
                         check=True).stdout.decode()
    for line in out.split('\n'):
        parts = line.split()
        if len(parts) == 3:
            yield parts[2]


def allowed(sym, prefixes):
    return any(sym == p or (p.endswith('_') and sym.startswith(p)) for p in prefixes)


TESTING_INCLUDE = re.compile(r'^\s*#\s*include\s+"(?:([a-z_]+)/)?([a-z_]+_testing\.h)"', re.M)


def testing_includes(src):
    """(file, header) for each production source including another folder's
    *_testing.h (or its own folder's, resolved relative to the file)."""
    for folder in sorted(os.listdir(src)):
        top = os.path.join(src, folder)
        if folder in ('tests', 'build') or folder.startswith(('.', 'build')) or not os.path.isdir(top):
            continue
        for dirpath, _, files in os.walk(top):
            for name in files:
                if not name.endswith(('.c', '.h')):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    for owner, header in TESTING_INCLUDE.findall(f.read()):
                        if (owner or folder) != folder:
                            yield os.path.relpath(path, src), '%s/%s' % (owner, header)


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--build', required=True)
    p.add_argument('--source')
    a = p.parse_args()
    passed = failed = 0
    if a.source:
        bad = list(testing_includes(a.source))
        for path, header in bad:
            print('FAIL %s: includes the test-only %s' % (path, header))
        failed += len(bad)
        passed += not bad
    for rel, prefixes in OWNERS.items():
        paths = sorted(glob.glob(os.path.join(a.build, rel)))
        if not paths:
            print('FAIL %s: not built' % rel)
            failed += 1
            continue
        bad = sorted(set(s for s in defined_globals(paths) if not allowed(s, prefixes)))
        if bad:
            print('FAIL %s: symbols without %s: %s' % (rel, '/'.join(prefixes), ' '.join(bad)))
            failed += 1
        else:
            passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
