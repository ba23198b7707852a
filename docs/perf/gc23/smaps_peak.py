#!/usr/bin/env python3
"""docs/perf/gc23: run a program, sample /proc/PID/smaps every 2 ms and print
the sample with the largest total Rss, summed by what each mapping is.

usage: smaps_peak.py [--stdin-wait] CMD ARGS...
Classes: the executable, each shared library, [heap] (malloc), [stack], and
anonymous mappings: the GC heap region is the read-write mapping that ends
where the largest PROT_NONE reservation (its uncommitted rest, >= 1 GiB)
begins; its side tables (block table 5.5 MiB, bitmaps and card table 544 MiB
reserved for the default 16 GiB heap) are the other anonymous mappings of
4 MiB or more; smaller anonymous mappings are
"anon other" (malloc's mmaps, the runtime's metadata arenas, thread stacks).
"""
import os, subprocess, sys, time

def sample(pid):
    maps = []
    try:
        with open(f"/proc/{pid}/smaps") as f:
            cur = None
            for line in f:
                parts = line.split()
                if '-' in parts[0] and len(parts) >= 5 and ':' in parts[3]:
                    lo, hi = (int(x, 16) for x in parts[0].split('-'))
                    cur = {"lo": lo, "hi": hi, "size": hi - lo, "perm": parts[1],
                           "name": parts[5] if len(parts) > 5 else "", "rss": 0}
                    maps.append(cur)
                elif parts[0] == "Rss:" and cur is not None:
                    cur["rss"] = int(parts[1])
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return None
    return maps

def classify(maps, exe):
    anon = [m for m in maps if not m["name"]]
    rest = max((m for m in anon if m["perm"].startswith("---")), key=lambda m: m["size"], default=None)
    region_lo = None
    if rest and rest["size"] >= 1 << 30:
        region_lo = rest["lo"]
        for m in sorted(anon, key=lambda m: -m["lo"]):   # read-write mappings just below it
            if m["hi"] == region_lo and m["perm"].startswith("rw"):
                region_lo = m["lo"]
    out = {}
    for m in maps:
        n = m["name"]
        if not n and region_lo is not None and region_lo <= m["lo"] and m["hi"] <= rest["hi"]:
            k = "GC heap region"
        elif not n:
            k = "GC side tables (mappings >= 4 MiB)" if m["size"] >= 4 << 20 else "anon other"
        elif os.path.realpath(n) == exe:
            k = "the executable"
        else:
            k = os.path.basename(n)
        out[k] = out.get(k, 0) + m["rss"]
    return out

def main():
    args = sys.argv[1:]
    wait = args and args[0] == "--stdin-wait"
    if wait:
        args = args[1:]
    exe = os.path.realpath(args[0])
    p = subprocess.Popen(args, stdin=subprocess.PIPE if wait else subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    best, best_total = None, -1
    t0 = time.time()
    while p.poll() is None:
        m = sample(p.pid)
        if m:
            c = classify(m, exe)
            t = sum(c.values())
            if t > best_total:
                best, best_total = c, t
        if wait and time.time() - t0 > 0.5:
            p.stdin.write(b"\n"); p.stdin.close(); wait = False
        time.sleep(0.002)
    for k, v in sorted(best.items(), key=lambda kv: -kv[1]):
        if v:
            print(f"{v:8d} KiB  {k}")
    print(f"{best_total:8d} KiB  total (largest sample)")

main()
