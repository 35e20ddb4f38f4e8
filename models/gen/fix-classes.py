#!/usr/bin/env python3
"""fix-classes.py - apply class-fixes to one model.

usage: fix-classes.py CPU MODEL FIXES > OUT

Each row of FIXES for CPU rewrites the LAT field (kinds lat, chain) or
the UOPS field (kind slots) of the scheduling classes whose name matches
its regex, or adds a use of the divider (kind divider: a one-unit
resource `Divider', declared after the model's other resources) to their
RES field (see the header of class-fixes);
the changed classes are listed in a comment line before the first
`sched' line, with the row's source.  Classes of 512-bit forms (names
with Z, not Z128/Z256) are left alone.
"""
import re
import sys


def main():
    cpu, model, fixes = sys.argv[1:4]
    rules = []
    for line in open(fixes):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        if len(f) >= 5 and f[0] == cpu:
            rules.append((re.compile(f[1]), f[2], int(f[3]), f[4]))
    out, notes = [], []
    dividers = [r for r in rules if r[1] == 'divider']
    declared = False
    for line in open(model).read().split('\n'):
        f = line.split('\t')
        if dividers and not declared and f[0] not in ('resource', 'group') \
                and out and out[-1].split('\t')[0] in ('resource', 'group'):
            out.append('# Divider: the divide/square-root unit, busy for the '
                       'reciprocal throughput of each division (class-fixes)')
            out.append('resource\tDivider\t1\t-1')
            declared = True
        if f[0] == 'sched' and len(f) >= 8 and f[5] != '-' and dividers:
            for rx, kind, value, source in dividers:
                if rx.search(f[2]):
                    f[5] += ',Divider:%d' % value
                    notes.append('%s %s %s' % (f[1], f[2][:40], kind))
                    break
            line = '\t'.join(f)
        if f[0] == 'sched' and len(f) >= 8 and f[3] == '0':
            name = f[2]
            for rx, kind, value, source in rules:
                if kind == 'slots' and rx.search(name):
                    f[3] = str(value)
                    notes.append('%s %s %s' % (f[1], name[:40], kind))
                    break
            line = '\t'.join(f)
        if f[0] == 'sched' and len(f) >= 8 and f[6] != '-':
            name = f[2]
            zmm = re.search(r'Z(rr|rm|r|m|_|$)', name) or \
                re.search(r'Z(?!128|256)\d*', name.split('_')[0][-5:])
            for rx, kind, value, source in rules:
                if kind in ('slots', 'divider'):
                    continue
                if not rx.search(name) or (zmm and 'Z128' not in name
                                           and 'Z256' not in name):
                    continue
                lats = f[6].split(',')
                adv = max([int(a.split(':')[1].split('/')[0])
                           for a in f[7].split(',') if ':' in a] or [0])
                new = value + adv if kind == 'chain' else value
                f[6] = ','.join(str(new) + ('/' + l.split('/')[1]
                                            if '/' in l else '')
                                for l in lats)
                notes.append('%s %s %s' % (f[1], name[:40], kind))
                break
            line = '\t'.join(f)
        out.append(line)
    text = '\n'.join(out)
    sys.stdout.write(text)
    sys.stderr.write('fix-classes: %s: %d classes changed\n'
                     % (cpu, len(notes)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
