#!/usr/bin/env python3
"""symbols.py - every exported symbol carries its owner's prefix.

Each static library of the build (and the kiln executable's own objects)
may define global symbols only with the prefixes of the folder that owns
it (docs/architecture.md, "Folders and their public headers"); everything
else is static. A new non-static helper without its prefix fails here.

  symbols.py --build BUILD_DIR
"""
import argparse
import glob
import os
import subprocess
import sys

# library (relative to the build directory) -> allowed prefixes
OWNERS = {
    'gc/libkiln_gc.a': ('gc_',),
    # kmod/files.c (kmod_file_: how Kiln opens what it trusts and creates
    # what it writes) is part of the module library: its writer uses it.
    'kmod/libkiln_kmod.a': ('kmod_', 'il_'),
    'runtime/libkiln_runtime.a': ('rt_',),
    'monitor/libkiln_monitor.a': ('mon_',),
    'frontend/libkiln_frontend.a': ('fe_',),
    'interp/libkiln_interp.a': ('interp_',),
    'jit/libkiln_jit.a': ('jit_',),
    'aot/libkiln_aot.a': ('aot_',),
    'aot/libkilnrt.a': ('rt_', 'kmod_', 'il_', 'gc_', 'mon_', 'aot_', 'main'),
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


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--build', required=True)
    a = p.parse_args()
    passed = failed = 0
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
