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
some operations late).

A `domain ID:N' row makes the classes it matches one domain of the core:
they write ID, and read the results of the classes of every other
domain row N cycles late, on every register operand (a read advance
`*:-N/OTHER' for each other domain's id): a bypass between domains.

Run after the other corrections (they read latencies as plain numbers).
The number of classes changed goes to stderr.
"""
import re
import sys

from fixes_table import rows_for


def main():
    cpu, model, fixes = sys.argv[1:4]
    rows = []
    # Each domain row's write id, and the cycles its classes read the
    # other domains' results late.
    late = {}
    for f in rows_for(fixes, cpu):
        if f[2] == 'bypass':
            wid, cycles = f[3].split(':')
            rows.append((re.compile(f[1]), wid, cycles, f[4]))
        elif f[2] == 'writeid':
            rows.append((re.compile(f[1]), f[3], None, f[4]))
        elif f[2] == 'domain':
            wid, cycles = f[3].split(':')
            if not cycles.isdigit() or int(cycles) < 1:
                sys.exit('add-bypass.py: domain %s: N must be a whole '
                         'number of cycles above 0' % f[3])
            if wid in late:
                sys.exit('add-bypass.py: write id %s has two domain rows'
                         % wid)
            late[wid] = cycles
            rows.append((re.compile(f[1]), wid, None, f[4]))
    lines = open(model).read().split('\n')
    if not rows:
        sys.stdout.write('\n'.join(lines))
        return 0
    ids = {wid for _, wid, _, _ in rows}
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
            for _, wid, cycles, source in rows:
                if wid in late:
                    out.append('# Write id %s: written by the classes of '
                               'one domain, read %s cycle(s) late by those '
                               'of the others: %s (class-fixes domain)'
                               % (wid, late[wid], source))
                elif cycles is None:
                    out.append('# Write id %s: written by the classes that '
                               'name it, for a slowforward line: %s '
                               '(class-fixes writeid)' % (wid, source))
                else:
                    out.append('# Write id %s: read %s cycle(s) early by '
                               'the classes that write it: %s (class-fixes '
                               'bypass)' % (wid, cycles, source))
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
                entries = [] if cycles is None else ['*:%s/%s'
                                                     % (cycles, wid)]
                if wid in late:
                    entries += ['*:-%s/%s' % (late[wid], other)
                                for other in late if other != wid]
                if entries:
                    f[7] = ','.join(([] if f[7] == '-' else [f[7]])
                                    + entries)
                changed += 1
                line = '\t'.join(f)
        out.append(line)
    sys.stdout.write('\n'.join(out))
    sys.stderr.write('add-bypass: %s: %d classes\n' % (cpu, changed))
    return 0


if __name__ == '__main__':
    sys.exit(main())
