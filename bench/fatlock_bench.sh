#!/bin/sh
# fatlock_bench.sh - issue 18's benchmark: samples/lockbench.cs in jit and
# aot mode with the managed fat lock (System.Threading.Lock, corelib/Lock.cs)
# and with --fatlock=native (monitor/'s C fat lock), the C floor
# (bench/lockbench.c) and, when a JDK is installed, the Java twin
# (bench/LockBench.java, HotSpot's `synchronized`), all in one go; then the
# goal ratios from that one run:
#   fat Enter/Exit / thin Enter/Exit             (goal <= 1.5 in jit and aot)
#   failed TryEnter on an inflated lock / thin Enter+Exit pair   (<= 2)
#   four threads on one lock / the C floor's     (<= 1.5 quiet, <= 2 loaded)
#   four threads / HotSpot's synchronized        (<= 1)
#   four threads on a lock inflated first / the C floor's four threads
# Usage: bench/fatlock_bench.sh [BUILD_DIR [RUNS [ITERATIONS]]]
#        (defaults: build, 5, 2000000; run from the source root)
set -eu
B=${1:-build}
RUNS=${2:-5}
N=${3:-2000000}
SRC=$(dirname "$0")/..
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
echo "## load average at start: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) CPUs"
"$B/kiln" compare "$SRC/samples/lockbench.cs" --modes jit,aot --fatlock=both --floor --runs "$RUNS" \
    -q --json "$OUT/cmp.json" -- "$N" | tee "$OUT/cmp.md"
if command -v javac >/dev/null 2>&1 && command -v java >/dev/null 2>&1; then
    javac -d "$OUT" "$SRC/bench/LockBench.java"
    r=1
    while [ "$r" -le "$RUNS" ]; do
        java -cp "$OUT" LockBench "$N" >> "$OUT/java.txt"
        r=$((r + 1))
    done
else
    echo "(no JDK: the HotSpot comparison is left out)"
fi
python3 - "$OUT/cmp.json" "$OUT/java.txt" <<'EOF'
import json, os, statistics, sys
d = json.load(open(sys.argv[1]))
def med(label, name):
    for m in d['modes']:
        if m['label'] == label:
            v = [f['value'] for r in m['runs'] if r['status'] == 'ok'
                 for f in r['figures'] if f['name'] == name and f['unit'] == 'ns/op']
            return statistics.median(v) if v else None
java = {}
if os.path.exists(sys.argv[2]):
    for line in open(sys.argv[2]):
        p = line.split()
        if len(p) == 3 and p[2] == 'ns/op':
            java.setdefault(p[0], []).append(float(p[1]))
floor4 = med('C floor', 'EnterExit_ThinLock_4threads')
hot4 = statistics.median(java['EnterExit_ThinLock_4threads']) if 'EnterExit_ThinLock_4threads' in java else None
print('\n| mode | fat/thin Enter/Exit | failed fat TryEnter / thin pair | 4 threads / C floor | 4 threads / HotSpot | 4 threads on an inflated lock / C floor |')
print('|:---|---:|---:|---:|---:|---:|')
for label in ('jit', 'jit-fatnative', 'aot', 'aot-fatnative'):
    thin, fat = med(label, 'EnterExit_ThinLock'), med(label, 'EnterExit_FatLock')
    tl, four = med(label, 'TryEnterWhenLocked_FatLock'), med(label, 'EnterExit_ThinLock_4threads')
    fourfat = med(label, 'EnterExit_FatLock_4threads')
    r = lambda a, b: '%.2f× (%.1f / %.1f ns)' % (a / b, a, b) if a and b else '–'
    print('| %s | %s | %s | %s | %s | %s |' % (label, r(fat, thin), r(tl, thin), r(four, floor4), r(four, hot4),
                                           r(fourfat, floor4)))
if hot4:
    print('\nHotSpot (%d runs): EnterExit_ThinLock %.1f ns, EnterExit_ThinLock_4threads %.1f ns (medians)'
          % (len(java['EnterExit_ThinLock_4threads']), statistics.median(java['EnterExit_ThinLock']), hot4))
print('load average at end: ' + ' '.join(open('/proc/loadavg').read().split()[:3]))
EOF
