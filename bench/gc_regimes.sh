#!/bin/sh
# gc_regimes.sh - how binarytrees' collection schedule moves with the
# machine: samples/binarytrees.cs in aot at each depth, with the time a
# marking slice may take (KILN_GC_SLICE_US) at each bound given. A bound
# 30% shorter than the default 3000 us stands for a machine 30% slower.
# One table row per run. The schedule is a chain of thresholds (when a
# cycle begins, where a tree is cut), so a change to the collector's
# policy is judged on every row, not on one depth at one bound
# (docs/gc.md, "Where issue 19 stands", session 22).
# Usage: bench/gc_regimes.sh [BUILD_DIR [RUNS [DEPTHS [BOUNDS_US]]]]
#        (defaults: build, 2, "16 17 18 19", "2300 3000 4000";
#        run from the source root)
set -eu
B=${1:-build}
RUNS=${2:-2}
DEPTHS=${3:-16 17 18 19}
BOUNDS=${4:-2300 3000 4000}
SRC=$(dirname "$0")/..
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
"$B/kiln" aot "$SRC/samples/binarytrees.cs" -o "$OUT/bt"
echo "## load average at start: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) CPUs"
echo
echo "| depth | slice bound (us) | wall (ms) | peak RSS (MB) | minor collections | cycles | minor slices | pauses (ms) |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
for d in $DEPTHS; do
    for us in $BOUNDS; do
        r=1
        while [ "$r" -le "$RUNS" ]; do
            KILN_STATS=1 KILN_GC_SLICE_US="$us" "$OUT/bt" "$d" > /dev/null 2> "$OUT/stats"
            awk -v d="$d" -v us="$us" '
                { v[$1] = $2 }
                END {
                    printf "| %s | %s | %.0f | %.1f | %s | %s | %s | %.0f |\n", d, us,
                           v["wall_ms:"], v["peak_rss_kb:"] / 1024, v["gc_minor_count:"],
                           v["gc_cycles:"], v["gc_minor_slices:"], v["gc_pause_total_ms:"]
                }' "$OUT/stats"
            r=$((r + 1))
        done
    done
done
