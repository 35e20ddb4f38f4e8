#!/usr/bin/env python3
"""add-bypass.py - results forwarded within a unit sooner than to others.

usage: add-bypass.py CPU MODEL CLASS-FIXES > OUT

A `bypass ID:N' row of class-fixes (its regex matched, as for reroute,
against a class's name, a TAB and its resources) puts every class it
matches in one group: their write latencies name write id ID, and each
of them reads the results of the group's classes N cycles early on
every register operand (a read advance `*:N/ID', added to the operand's
own).  On Zen 5 an FP add's result reaches another add a cycle before it
reaches any other operation: add chains run at 2 cycles an add, a
multiply or a shuffle feeding an add and fed by it at 3 + 3.

A `writeid ID' row only names the write id: the classes it matches write
ID for a `slowforward' line of the rules to name (results that reach
some operations late), or for `readlate' rows.

A `readlate ID:N' row makes the classes it matches read the results of
the classes that write ID N cycles late, on every register operand (a
read advance `*:-N/ID'): a bypass between two domains of the core, a
class of one domain writing its id and reading the other's late.  A
class takes at most one write id, and any number of readlate rows.

Run after the other corrections (they read latencies as plain numbers).
The number of classes changed goes to stderr.
"""
import re
import sys

from fixes_table import rows_for


def main():
    cpu, model, fixes = sys.argv[1:4]
    rows, late = [], []
    for f in rows_for(fixes, cpu):
        if f[2] == 'bypass':
            wid, cycles = f[3].split(':')
            rows.append((re.compile(f[1]), wid, cycles, f[4]))
        elif f[2] == 'writeid':
            rows.append((re.compile(f[1]), f[3], None, f[4]))
        elif f[2] == 'readlate':
            wid, cycles = f[3].split(':')
            if not cycles.isdigit() or int(cycles) < 1:
                sys.exit('add-bypass.py: readlate %s: N must be a whole '
                         'number of cycles above 0' % f[3])
            late.append((re.compile(f[1]), wid, cycles, f[4]))
    lines = open(model).read().split('\n')
    if not rows and not late:
        sys.stdout.write('\n'.join(lines))
        return 0
    ids = {wid for _, wid, _, _ in rows}
    unwritten = sorted({wid for _, wid, _, _ in late} - ids)
    if unwritten:
        sys.exit('add-bypass.py: readlate names write id %s, which no '
                 'writeid or bypass row gives' % unwritten[0])
    used = set()
    for line in lines:
        f = line.split('\t')
        if f[0] == 'sched' and len(f) >= 8 and f[6] != '-':
            used.update(l.split('/')[1] for l in f[6].split(',') if '/' in l)
    clash = sorted(set(ids) & used)
    if clash:
        sys.exit('add-bypass.py: write id %s is already the model\'s'
                 % clash[0])
    out, changed = [], 0
    for line in lines:
        f = line.split('\t')
        if line.startswith('# Scheduling classes'):
            late_ids = {wid for _, wid, _, _ in late}
            for _, wid, cycles, source in rows:
                if cycles is None and wid in late_ids:
                    out.append('# Write id %s: written by the classes that '
                               'name it, for readlate rows: %s '
                               '(class-fixes writeid)' % (wid, source))
                elif cycles is None:
                    out.append('# Write id %s: written by the classes that '
                               'name it, for a slowforward line: %s '
                               '(class-fixes writeid)' % (wid, source))
                else:
                    out.append('# Write id %s: read %s cycle(s) early by '
                               'the classes that write it: %s (class-fixes '
                               'bypass)' % (wid, cycles, source))
            for _, wid, cycles, source in late:
                out.append('# Write id %s: read %s cycle(s) late by the '
                           'classes of the other domain: %s (class-fixes '
                           'readlate)' % (wid, cycles, source))
        # A class the core lacks (no latency, no units) reads and
        # writes nothing to name.
        if f[0] == 'sched' and len(f) >= 8 and f[3] != 'invalid':
            hits = [(wid, cycles) for regex, wid, cycles, _ in rows
                    if regex.search(f[2] + '\t' + f[5])]
            if len({wid for wid, _ in hits}) > 1:
                sys.exit('add-bypass.py: class %s matches rows of write ids '
                         '%s' % (f[2], ' and '.join(sorted({w for w, _ in
                                                            hits}))))
            for wid, cycles in hits[:1]:
                if f[6] == '-' and cycles is None:
                    sys.exit('add-bypass.py: class %s has no write latency '
                             'to name write id %s' % (f[2], wid))
                if f[6] != '-':
                    if any('/' in l for l in f[6].split(',')):
                        sys.exit('add-bypass.py: class %s already names '
                                 'its writes' % f[2])
                    f[6] = ','.join('%s/%s' % (l, wid)
                                    for l in f[6].split(','))
                if cycles is not None:
                    entry = '*:%s/%s' % (cycles, wid)
                    f[7] = entry if f[7] == '-' else f[7] + ',' + entry
                changed += 1
                line = '\t'.join(f)
            readers = [(wid, cycles) for regex, wid, cycles, _ in late
                       if regex.search(f[2] + '\t' + f[5])]
            for wid, cycles in readers:
                entry = '*:-%s/%s' % (cycles, wid)
                f[7] = entry if f[7] == '-' else f[7] + ',' + entry
            if readers:
                if not hits:
                    changed += 1
                line = '\t'.join(f)
        out.append(line)
    sys.stdout.write('\n'.join(out))
    sys.stderr.write('add-bypass: %s: %d classes\n' % (cpu, changed))
    return 0


if __name__ == '__main__':
    sys.exit(main())
