#!/usr/bin/env python3
"""fix-isa.py - apply isa-fixes to the instruction forms.

usage: fix-isa.py ISA FIXES > OUT
       fix-isa.py --check ISA FIXES

Each row of FIXES replaces the DEFS, USES or FLAGS field of its opcode's
I line in ISA (DEFS and USES also on the opcode's K lines that carry
their own; K lines have no FLAGS).  A corrected FLAGS field keeps LLVM's
flags in an item llvm=A+B (models/FORMAT), for the models that reproduce
llvm-mca's load/store unit.  The field
must hold LLVM's value as the row gives it; otherwise the script stops
with a message, since a regenerated .isa may no longer need the fix.  A
comment after the header names the corrections.  The number of lines
changed goes to stderr.  --check only checks that ISA carries every
correction (exit status 1 with the forms that do not).
"""
import sys

FIELDS = {'defs': 4, 'uses': 5, 'flags': 6}


def written(field, llvm, fixed):
    """What the corrected FIELD holds: FIXED, and for the flags LLVM's
    value LLVM beside it."""
    if field != 'flags':
        return fixed
    return '%s,llvm=%s' % (fixed, llvm.replace(',', '+'))


def load_fixes(path):
    fixes = {}
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        if len(f) < 5 or f[1] not in FIELDS:
            sys.exit('fix-isa: bad row in %s: %s' % (path, line.rstrip()))
        fixes.setdefault(f[0], []).append((f[1], f[2], f[3]))
    return fixes


def check(isa, fixes):
    """The forms of ISA that lack a correction of FIXES, as messages."""
    lacking = []
    found = set()
    for line in open(isa):
        f = line.rstrip('\n').split('\t')
        if f[0] != 'I' or len(f) < 7 or f[1] not in fixes:
            continue
        found.add(f[1])
        for field, llvm, fixed in fixes[f[1]]:
            want = written(field, llvm, fixed)
            if f[FIELDS[field]] != want:
                lacking.append('%s %s is %s, not %s' %
                               (f[1], field, f[FIELDS[field]], want))
    lacking += ['%s: no such form' % op for op in sorted(set(fixes) - found)]
    return lacking


def main():
    if len(sys.argv) == 4 and sys.argv[1] == '--check':
        lacking = check(sys.argv[2], load_fixes(sys.argv[3]))
        for m in lacking:
            print(m)
        sys.exit(1 if lacking else 0)
    if len(sys.argv) != 3:
        sys.exit('usage: fix-isa.py ISA FIXES > OUT\n'
                 '       fix-isa.py --check ISA FIXES')
    fixes = load_fixes(sys.argv[2])
    out = []
    changed = 0
    seen = set()
    header_done = False
    for line in open(sys.argv[1]):
        if not header_done and not line.startswith('#'):
            out.append('# Then corrected by models/gen/fix-isa.py from '
                       'models/gen/isa-fixes: the registers\n# or flags of %d forms.\n'
                       % len(fixes))
            header_done = True
        f = line.rstrip('\n').split('\t')
        if f[0] in ('I', 'K') and len(f) > 1 and f[1] in fixes:
            # I: OPCODE ATT INTEL DEFS USES FLAGS; K: OPCODE SYN KEY DEFS USES
            if f[0] == 'K' and len(f) < 6:
                out.append(line)
                continue
            for field, llvm, fixed in fixes[f[1]]:
                k = FIELDS[field]
                if f[0] == 'K' and field == 'flags':
                    continue
                if f[k] != llvm:
                    sys.exit('fix-isa: %s %s is %s, not LLVM\'s %s as the '
                             'row says: check the row' %
                             (f[1], field, f[k], llvm))
                f[k] = written(field, llvm, fixed)
            seen.add(f[1])
            changed += 1
            line = '\t'.join(f) + '\n'
        out.append(line)
    missing = set(fixes) - seen
    if missing:
        sys.exit('fix-isa: no such form: %s' % ', '.join(sorted(missing)))
    sys.stdout.write(''.join(out))
    print('fix-isa: %d lines changed' % changed, file=sys.stderr)


if __name__ == '__main__':
    main()
