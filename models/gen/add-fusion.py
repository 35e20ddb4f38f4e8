#!/usr/bin/env python3
"""add-fusion.py - write a CPU's macro-fusion rules into its model.

usage: add-fusion.py CPU MODEL TABLE > OUT

The rows of TABLE (models/gen/fusion) for CPU become `fuse' lines, each
after a comment naming its source, behind the model's last `param' line;
`fuse' lines the model had are dropped.
"""
import sys

from fixes_table import rows_for


def main():
    cpu, model, table = sys.argv[1:4]
    rows = rows_for(table, cpu)
    lines = [ln for ln in open(model).read().split('\n')
             if not ln.startswith('fuse\t')
             and not ln.startswith('# fuse: ')]
    last = max((k for k, ln in enumerate(lines) if ln.startswith('param\t')),
               default=-1)
    # Comments that belong to the param lines stay with them.
    new = []
    for f in rows:
        new.append('# fuse: %s' % f[4])
        # `reg units' in the table: the model's fields `reg' and `units'.
        new.append('fuse\t%s\t%s\t%s' % (f[1], f[2], '\t'.join(f[3].split())))
    out = lines[:last + 1] + new + lines[last + 1:]
    sys.stdout.write('\n'.join(out))
    print('add-fusion: %s: %d fuse lines' % (cpu, len(rows)), file=sys.stderr)


if __name__ == '__main__':
    main()
