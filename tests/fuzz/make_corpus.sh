#!/bin/sh
# make_corpus.sh - seed corpora for the fuzz harnesses (docs/reliability.md).
#
#   tests/fuzz/make_corpus.sh BUILD_DIR OUT_DIR
#
# Writes OUT_DIR/frontend/ (every tests/programs, tests/bad and samples *.cs,
# plus each corelib/*.cs prefixed with the "// kiln-fuzz: corelib" line that
# makes fuzz_frontend compile it in corelib mode) and OUT_DIR/kmod/ (the
# corelib module, every program and sample compiled with BUILD_DIR/kiln,
# and the kmod suite's good and corrupt modules). Programs that do not compile
# are skipped with a note. Exit status 1 if BUILD_DIR has no kiln or corelib.
set -eu
if [ $# -ne 2 ]; then
    echo "usage: $0 BUILD_DIR OUT_DIR" >&2
    exit 1
fi
build=$1
out=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
kiln=$build/kiln
corelib=$build/corelib/corelib.kmod
if [ ! -x "$kiln" ] || [ ! -f "$corelib" ]; then
    echo "make_corpus.sh: error: $kiln or $corelib missing (build them first)" >&2
    exit 1
fi
mkdir -p "$out/frontend" "$out/kmod"

for f in "$src"/tests/programs/*.cs "$src"/tests/bad/*.cs "$src"/samples/*.cs; do
    dir=$(basename "$(dirname "$f")")
    cp "$f" "$out/frontend/${dir}_$(basename "$f")"
done
for f in "$src"/corelib/*.cs; do
    { printf '// kiln-fuzz: corelib\n'; cat "$f"; } > "$out/frontend/corelib_$(basename "$f")"
done

cp "$corelib" "$out/kmod/corelib.kmod"
for f in "$src"/tests/programs/*.cs "$src"/samples/*.cs; do
    name=$(basename "$f" .cs)
    if ! KILN_CORELIB=$corelib "$kiln" compile "$f" -o "$out/kmod/$name.kmod" 2>/dev/null; then
        echo "make_corpus.sh: note: $f does not compile, skipped" >&2
    fi
done
cp "$src"/tests/kmod/corpus/*.kmod "$out/kmod/"
echo "make_corpus.sh: $(ls "$out/frontend" | wc -l) frontend seeds, $(ls "$out/kmod" | wc -l) kmod seeds in $out"
