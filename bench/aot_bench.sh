#!/bin/sh
# aot_bench.sh - the AOT benchmarks of issue 6 (docs/aot.md), not a test:
#  1. samples/hello.cs built with `kiln aot` next to the C hello
#     (bench/hello.c): executable size and cold start (exec -> first byte),
#  2. samples/lockbench.cs built with `kiln aot` next to the C thin-lock
#     floor (bench/lockbench.c): EnterExit_ThinLock and the other scenarios.
# Both through `kiln compare --modes aot --floor`, which builds the
# executable once, alternates the runs (aot, C, aot, C, ...) and reports
# medians (docs/compare.md); the ratio tables divide by the C floor. Timings
# are noisy on a shared machine: use many runs and read the medians.
#
# Usage: bench/aot_bench.sh [BUILD_DIR [HELLO_RUNS [LOCK_RUNS [ITERATIONS]]]]
#        (defaults: build, 41, 7, 5000000; run from the source root)
set -eu
B=${1:-build}
HRUNS=${2:-41}
LRUNS=${3:-7}
N=${4:-5000000}
SRC=$(dirname "$0")/..
for f in "$B/kiln" "$B/bench/hello_c" "$B/bench/lockbench_c" "$B/aot/libkilnrt.a"; do
    if [ ! -e "$f" ]; then
        echo "aot_bench.sh: error: $f not built (ninja -C $B)" >&2
        exit 1
    fi
done
echo "## hello: size and cold start"
"$B/kiln" compare "$SRC/samples/hello.cs" --modes aot --floor --runs "$HRUNS" -q
echo
echo "## lockbench ($N iterations)"
"$B/kiln" compare "$SRC/samples/lockbench.cs" --modes aot --floor --runs "$LRUNS" -q -- "$N"
