#!/bin/bash
# rss.sh "DEPTHS" RUNS BIN... : peak RSS (KiB), user+sys CPU, alternating
for d in $1; do
  for r in $(seq $2); do
    for b in "${@:3}"; do
      l=$(cut -d' ' -f1 /proc/loadavg)
      /usr/bin/time -f "$b d=$d rss=%M cpu=%U+%S load=$l" ./$b $d 2>&1 >/dev/null | tail -1
    done
  done
done
