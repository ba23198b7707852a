#!/usr/bin/env python3
"""Compile each X.cs here with `kiln compile` and compare `kiln dis` with X.il.

Usage: run_dis.py --kiln PATH [--update] DIR
--update rewrites the .il files (review the diff before committing).
Prints `N passed, N failed` and exits non-zero on any difference.
"""
import argparse
import difflib
import pathlib
import subprocess
import sys
import tempfile


def listing(kiln, src, tmp):
    out = pathlib.Path(tmp) / (src.stem + ".kmod")
    c = subprocess.run([kiln, "compile", str(src), "-o", str(out)],
                       capture_output=True, text=True, timeout=60)
    if c.returncode != 0:
        return None, "compile failed: " + c.stderr.strip()
    d = subprocess.run([kiln, "dis", str(out)], capture_output=True, text=True, timeout=60)
    if d.returncode != 0:
        return None, "dis failed: " + d.stderr.strip()
    return d.stdout, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiln", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("dir")
    args = ap.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for src in sorted(pathlib.Path(args.dir).glob("*.cs")):
            text, err = listing(args.kiln, src, tmp)
            expected = src.with_suffix(".il")
            if err:
                print(f"FAIL {src.name}: {err}")
                failed += 1
                continue
            if args.update:
                expected.write_text(text)
            want = expected.read_text() if expected.exists() else ""
            if text == want:
                passed += 1
                continue
            failed += 1
            diff = difflib.unified_diff(want.splitlines(), text.splitlines(),
                                        str(expected.name), "kiln dis", lineterm="", n=1)
            print(f"FAIL {src.name}: listing differs")
            for line in list(diff)[:30]:
                print("    " + line)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
