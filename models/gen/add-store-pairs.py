#!/usr/bin/env python3
"""add-store-pairs.py - write a CPU's store-pairing rule into its model.

usage: add-store-pairs.py CPU MODEL TABLE > OUT

A row of TABLE (models/gen/store-pairs) for CPU becomes a `storepair'
line (models/FORMAT), after a comment naming its source, right behind
the declaration of the resource it names; `storepair' lines the model
had are dropped.
"""
import sys

from fixes_table import rows_for


def main():
    cpu, model, table = sys.argv[1:4]
    rows = rows_for(table, cpu, nfields=4)
    lines = [ln for ln in open(model).read().split('\n')
             if not ln.startswith('storepair\t')
             and not ln.startswith('# storepair: ')]
    for f in rows[-1:]:
        decl = [k for k, ln in enumerate(lines)
                if ln.split('\t')[:2] in (['resource', f[1]], ['group', f[1]])]
        if not decl:
            sys.exit('add-store-pairs: %s: no resource %s' % (cpu, f[1]))
        lines[decl[0] + 1:decl[0] + 1] = [
            '# storepair: %s' % f[3], 'storepair\t%s\t%s' % (f[1], f[2])]
    sys.stdout.write('\n'.join(lines))
    print('add-store-pairs: %s: %d storepair lines' % (cpu, len(rows[-1:])),
          file=sys.stderr)


if __name__ == '__main__':
    main()
