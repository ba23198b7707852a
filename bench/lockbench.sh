#!/bin/sh
# lockbench.sh - the thin-lock benchmark of issue 5: the C floor
# (bench/lockbench.c), samples/lockbench.cs in jit mode with the managed
# thin lock, and in jit mode with --thinlock=native, run alternately ROUNDS
# times in one go; prints each scenario's median ns/op per variant and the
# ratios managed/floor and managed/native. Timings are noisy on a shared
# machine: use several rounds and read the medians.
#
# Usage: bench/lockbench.sh [BUILD_DIR [ROUNDS [ITERATIONS]]]
#        (defaults: build, 5, 5000000; run from the source root)
set -eu
B=${1:-build}
ROUNDS=${2:-5}
N=${3:-5000000}
SRC=$(dirname "$0")/..
KILN=$B/kiln
FLOOR=$B/bench/lockbench_c
for f in "$KILN" "$FLOOR"; do
    if [ ! -x "$f" ]; then
        echo "lockbench.sh: error: $f not built (ninja -C $B)" >&2
        exit 1
    fi
done
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
r=1
while [ "$r" -le "$ROUNDS" ]; do
    "$FLOOR" "$N" > "$OUT/floor.$r"
    "$KILN" run --mode=jit "$SRC/samples/lockbench.cs" -- "$N" > "$OUT/managed.$r"
    "$KILN" run --mode=jit --thinlock=native "$SRC/samples/lockbench.cs" -- "$N" > "$OUT/native.$r"
    r=$((r + 1))
done
# median NAME VARIANT: the median ns/op of NAME over the rounds of VARIANT
median() {
    cat "$OUT/$2".* | awk -v n="$1" '$1 == n && $3 == "ns/op" { print $2 }' | sort -g |
        awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2];
             else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
echo "lockbench: $ROUNDS rounds, $N iterations, medians in ns/op ($(nproc) CPUs, $(uname -m))"
printf '%-34s %9s %9s %9s %15s %16s\n' scenario floor managed native managed/floor managed/native
for s in EnterExit_ThinLock ReliableEnterExit_ThinLock TryEnterExitWhenUnlocked_ThinLock \
         TryEnterWhenLocked_ThinLock EnterExit_ThinLock_4threads; do
    f=$(median "$s" floor)
    m=$(median "$s" managed)
    v=$(median "$s" native)
    printf '%-34s %9s %9s %9s %15s %16s\n' "$s" "$f" "$m" "$v" \
        "$(awk -v a="$m" -v b="$f" 'BEGIN { if (b == "-" || b + 0 == 0) print "-"; else printf "%.2f", a / b }')" \
        "$(awk -v a="$m" -v b="$v" 'BEGIN { if (b == "-" || b + 0 == 0) print "-"; else printf "%.2f", a / b }')"
done
