#!/usr/bin/env python3
"""corelib_locks.py CORELIB_DIR - the corelib takes no monitor outside the
monitor's own files (Monitor.cs, Lock.cs, ObjectHeader.cs) and the declared
MONITOR_USERS: no `lock` statement, no Monitor call in any other corelib
method. The fat-lock test variant relies on it (tests/progtest.py,
reaches_monitor): a program that names no monitor operation never leaves
the thin lock's code. A declared user names the type whose mention in a
program counts as naming a monitor operation (progtest.MONITOR_WORDS is
built from this table). Comments are not code; prints each offending line
and exits 1."""
import os
import re
import sys

MONITOR_FILES = {'Monitor.cs', 'Lock.cs', 'ObjectHeader.cs'}
# file -> the public type through which a program reaches its monitor use.
# Lazy<T>: ExecutionAndPublication runs the factory once under a lock, as
# .NET's does. Task: a task's completion, Wait and the thread pool's queue
# (docs/async.md); every async method names Task in its return type.
# Cancellation.cs: a source's callbacks (Register, Cancel), reached through
# either type's name (a regular expression: progtest.MONITOR_WORDS).
# Channels.cs: a channel's state (docs/async.md), reached through Channel,
# ChannelReader or ChannelWriter.
MONITOR_USERS = {'Lazy.cs': 'Lazy', 'Task.cs': 'Task', 'Cancellation.cs': 'CancellationToken(?:Source)?',
                 'Channels.cs': 'Channel(?:Reader|Writer)?'}
TAKES = re.compile(r'\block\s*\(|\bMonitor\s*\.')


def code_of(line):
    return line.split('//', 1)[0]


def main():
    root = sys.argv[1]
    bad = []
    for name in sorted(os.listdir(root)):
        if not name.endswith('.cs') or name in MONITOR_FILES or name in MONITOR_USERS:
            continue
        with open(os.path.join(root, name), encoding='utf-8') as f:
            for n, line in enumerate(f, 1):
                if TAKES.search(code_of(line)):
                    bad.append('%s:%d: %s' % (name, n, line.strip()))
    for b in bad:
        print('corelib takes a monitor outside the monitor files: ' + b)
    print('%d corelib files checked, %d monitor uses outside Monitor.cs/Lock.cs/ObjectHeader.cs and %s'
          % (len([n for n in os.listdir(root) if n.endswith('.cs')]), len(bad),
             '/'.join(sorted(MONITOR_USERS))))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
