# docs/perf/gc22: reads a KILN_GCTRACE=1 log on stdin; prints the collector CPU summed over every pause and, per minor collection or remark, the young bytes reached (live after it less old before it) and the pause CPU
import sys, re
R=[];C=[];prevold=0;fr=[];tot=0.0
for line in sys.stdin:
    if not line.startswith('kiln: gc: '): continue
    tot+=float(re.search(r'cpu ([0-9.]+)',line).group(1))
    live=float(re.search(r'live ([0-9.]+)',line).group(1)); old=float(re.search(r'old ([0-9.]+)',line).group(1))
    if re.match(r'kiln: gc: (minor|remark)',line):
        R.append(live-prevold); C.append(float(re.search(r'cpu ([0-9.]+)',line).group(1)))
    prevold=old
R.sort();C.sort();n=len(R)
if n: print(("gccpu=%.0f "%tot)+"reached_max=%.1fMB reached_p99=%.1fMB cpu_p50=%.2f cpu_p99=%.2f cpu_max=%.2f"%(R[-1],R[int(n*0.99)],C[n//2],C[int(n*0.99)],C[-1]))
