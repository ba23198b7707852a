#!/bin/bash
# docs/perf/gc22: one run of an AOT binarytrees executable with KILN_STATS and KILN_GCTRACE, figures on one line
# usage: m.sh BIN DEPTH [ENV=VAL...]; prints one line of figures
bin=$1; d=$2; shift 2
out=$(env "$@" KILN_STATS=1 KILN_GCTRACE=1 $bin $d 2>&1 >/dev/null); r=$(echo "$out" | python3 "$(dirname "$0")/young_reached.py")
g() { echo "$out" | awk -v k="$1:" '$1==k{print $2}'; }
cpu=$(echo "$(g cpu_user_ms) + $(g cpu_sys_ms)" | bc)
maxcpu=$(echo "$out" | grep -o "cpu [0-9.]* ms" | awk '{if($2>m)m=$2}END{print m}')
maxminor=$(echo "$out" | grep "gc: minor" | grep -o "cpu [0-9.]* ms" | awk '{if($2>m)m=$2}END{print m}')
l=$(cut -d' ' -f1 /proc/loadavg)
echo "$* load=$l rss=$(g peak_rss_kb) cpu=$cpu minor=$(g gc_minor_count) full=$(g gc_full_count) slices=$(g gc_slices) prom=$(( $(g gc_bytes_promoted)/1048576 ))M pausemax=$(g gc_pause_max_ms) maxcpu=$maxcpu $r"
