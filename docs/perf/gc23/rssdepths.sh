#!/bin/bash
# rssdepths.sh BIN... : peak RSS (KiB) and user+sys CPU at depths 14-19, runs alternating
for d in 14 15 16 17 18 19; do
  for r in 1 2 3; do
    for b in "$@"; do
      l=$(cut -d' ' -f1 /proc/loadavg)
      /usr/bin/time -f "$b d=$d rss=%M cpu=%U+%S load=$l" ./$b $d 2>&1 >/dev/null | tail -1
    done
  done
done
