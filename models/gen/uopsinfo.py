#!/usr/bin/env python3
"""uopsinfo.py - uops.info's per-instruction tables, looked up for
instruction instances of the gcc-mca instruction set.

The tables (../shared/data/uops-info/*.csv of the project's materials:
Abel and Reineke, uops.info) name a form by its Intel mnemonic and operand
kinds in Intel order: `ADD (R64, I8)', `VFMADD231PS (YMM, YMM, M256)',
`LEA_B_IS_D8 (R64)'.  gcc-mca's .isa names a form by an LLVM opcode with
AT&T and Intel keys (models/FORMAT); an instance (one line of assembly)
is found through models/gen/isakey.py and its Intel key and operands give
the uops.info name.

  uopsinfo.py TABLE.csv ISA-FILE < lines    prints LINE<TAB>ROW-NAME<TAB>
                                            latency<TAB>uops<TAB>ports
                                            (or `?')
"""

import csv
import itertools
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import isakey  # noqa: E402

# uops.info spells condition codes one way; GCC and LLVM use the others.
CC = {'a': 'nbe', 'nbe': 'nbe', 'ae': 'nb', 'nb': 'nb', 'nc': 'nb',
      'b': 'b', 'c': 'b', 'nae': 'b', 'be': 'be', 'na': 'be',
      'e': 'z', 'z': 'z', 'ne': 'nz', 'nz': 'nz',
      'g': 'nle', 'nle': 'nle', 'ge': 'nl', 'nl': 'nl',
      'l': 'l', 'nge': 'l', 'le': 'le', 'ng': 'le',
      's': 's', 'ns': 'ns', 'o': 'o', 'no': 'no',
      'p': 'p', 'pe': 'p', 'np': 'np', 'po': 'np'}

REG_KIND = {'r64': 'R64', 'r32': 'R32', 'r16': 'R16', 'r8': 'R8l',
            'x': 'XMM', 'y': 'YMM', 'z': 'ZMM', 'k': 'K', 'mm': 'MM',
            'st': 'ST(i)'}


def _number(s):
    s = s.replace('\u2264', '').strip()
    try:
        return float(s)
    except ValueError:
        return None


class Row:
    """One uops.info line: latency range, reciprocal throughput, issue
    slots (fused-domain uops) and executed uops, and the ports as a list
    of (count, port set)."""

    def __init__(self, rec):
        self.name = rec['instruction']
        lat = rec['latency'].strip()
        # One measured figure for every operand pair (no range, no bound).
        self.lat_exact = _number(lat) if re.fullmatch(r'\d+', lat) else None
        self.lat_min = self.lat_max = None
        if lat:
            parts = lat.strip('[]').split(';')
            self.lat_min = _number(parts[0])
            self.lat_max = _number(parts[-1])
        tp = rec['throughput'].split('/')
        # The second figure is the measured one when both are given.
        self.tput = _number(tp[-1]) if tp and tp[0].strip() else None
        up = rec['uops'].split('/')
        self.issue = _number(up[0]) if up[0].strip() else None
        self.executed = _number(up[-1]) if up[0].strip() else None
        self.ports = []
        for term in rec['ports'].split('+'):
            if '*' not in term:
                continue
            n, p = term.split('*', 1)
            self.ports.append((int(n), port_set(p)))


def port_set(name):
    """`p0156B' -> frozenset of '0','1','5','6','B'; `FP01' -> FP0, FP1."""
    if name.startswith('p'):
        return frozenset(name[1:])
    m = re.fullmatch(r'([A-Z]+?)(\d+)', name)
    if m:
        return frozenset(m.group(1) + d for d in m.group(2))
    return frozenset([name])


def load_table(path):
    """mnemonic -> {operand tuple: Row}  (lines starting with # skipped)"""
    table = {}
    with open(path, newline='') as f:
        lines = (ln for ln in f if not ln.startswith('#'))
        for rec in csv.DictReader(lines):
            name = rec['instruction']
            m = re.fullmatch(r'(\S+)(?: \((.*)\))?', name.strip())
            if not m:
                continue
            ops = tuple(o.strip() for o in m.group(2).split(',')) \
                if m.group(2) else ()
            table.setdefault(m.group(1), {})[ops] = Row(rec)
    return table


def load_isa(path):
    """isakey's table, with each opcode's AT&T key (_att), Intel key
    (_intel), DEFS (_defs), USES (_uses), FLAGS (_flags) and every AT&T
    key it is matched through (_att_keys, in file order) kept as well."""
    table = isakey.load_isa(path)
    for k in ('_att', '_intel', '_defs', '_uses', '_flags', '_att_keys'):
        table[k] = {}
    for line in open(path):
        f = line.rstrip('\n').split('\t')
        if f[0] == 'K' and f[2] == 'ATT':
            table['_att_keys'].setdefault(f[1], []).append(f[3])
        if f[0] == 'I':
            table['_att'][f[1]] = f[2]
            table['_intel'][f[1]] = f[3]
            table['_defs'][f[1]] = f[4]
            table['_uses'][f[1]] = f[5]
            table['_flags'][f[1]] = f[6]
    return table


def _lea_name(op):
    disp = op.disp or 0
    parts = []
    if op.base and op.base != 'rip':
        parts.append('B')
    if op.index:
        parts.append('IS' if op.scale != 1 else 'I')
    if op.base == 'rip' or not op.base and not op.index:
        return 'LEA_R_D32' if op.base == 'rip' else 'LEA_D32'
    if not op.base:
        parts.append('D32')                 # no base: always a disp32
    elif disp:
        parts.append('D8' if -128 <= disp <= 127 else 'D32')
    return 'LEA_' + '_'.join(parts)


def _imm_kinds(kind, width):
    if kind == 'i1':
        return ['1', 'I8']
    if kind == 'i8':
        return ['I8']
    return ['I%d' % w for w in (width, 32, 16, 8) if w] + ['I8']


def _operand_kinds(kind, op, width):
    """uops.info spellings of one operand, most specific first."""
    k = kind.split('{')[0].lstrip('*')
    if k.startswith('%'):
        reg = k[1:].upper()
        out = [reg]
        gk = isakey.KINDS.get(k[1:])
        if gk in REG_KIND:
            out.append(REG_KIND[gk])
        return out
    if k == 'r8' and op is not None and op.kind == 'reg' and \
            op.reg in ('ah', 'bh', 'ch', 'dh'):
        return ['R8h']
    if k in REG_KIND:
        return [REG_KIND[k]]
    if k.startswith('i'):
        return _imm_kinds(k, width)
    if k == 'rel':
        return ['Rel32', 'Rel8']
    m = re.fullmatch(r'm(\d*)(/[xyz])?', k)
    if m:
        if m.group(2):
            return ['VSIB_' + REG_KIND[m.group(2)[1]]]
        if '{1to' in kind:
            n = re.search(r'\{1to(\d+)\}', kind).group(1)
            return ['M%s_1to%s' % (m.group(1), n)]
        return ['M' + m.group(1)] if m.group(1) else ['M64', 'M32', 'M']
    return [k.upper()]


def _alias_def():
    """The condition-code and mnemonic aliases gcc-mca's matcher tries
    (sim/isa_alias.def), as (cc pairs, mnemonic pairs, compare predicates)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        '..', '..', 'sim', 'isa_alias.def')
    cc, mn, pred = [], [], set()
    for line in open(path):
        m = re.match(r'MCA_ISA_(CC|ALIAS|CMP_PRED) \("(\w+)", "?(\w+)', line)
        if m:
            (cc if m.group(1) == 'CC' else
             mn if m.group(1) == 'ALIAS' else []).append(
                 (m.group(2), m.group(3)))
            if m.group(1) == 'CMP_PRED':
                pred.add(m.group(2))
    return cc, mn, pred


CC_ALIASES, MN_ALIASES, CMP_PREDS = _alias_def()


def _spellings(text):
    """TEXT, then TEXT with its mnemonic respelled as sim/isa_spell.c
    would (jc -> jb, sall -> shll)."""
    yield text
    w = text.split(None, 1)
    mn, rest = w[0], (' ' + w[1] if len(w) > 1 else '')
    for fam in ('cmov', 'set', 'j'):
        if mn.startswith(fam):
            for a, c in CC_ALIASES:
                tail = mn[len(fam):]
                if tail == a or (fam != 'j' and tail[:-1] == a
                                 and tail[-1] in 'bwlq'):
                    yield fam + c + tail[len(a):] + rest
    m = re.fullmatch(r'(v?cmp)(\w+?)(ps|pd|ss|sd)', mn)
    if m and m.group(2) in CMP_PREDS and m.group(2) != 'eq':
        # the predicate does not change the timing; LLVM's key is `eq'
        yield m.group(1) + 'eq' + m.group(3) + rest
    for a, t in MN_ALIASES:
        if mn == a or (mn[:-1] == a and mn[-1] in 'bwlq'):
            yield t + mn[len(a):] + rest


def _rows_named(utable, mnem):
    """uops.info rows for MNEM: its own, then those of its encodings
    (ADD_01, MOV_8B, MOVSD_XMM)."""
    out = [(mnem, utable.get(mnem, {}))]
    out += [(m, utable[m]) for m in sorted(utable)
            if m.startswith(mnem + '_') and 'EVEX' not in m
            and 'LOCK' not in m]
    return out


def resolve(isa, text):
    """(spelling, (opcode, defs, uses)) of an AT&T line: the line or the
    alias spelling the instruction set knows; (None, None) if none."""
    for spelling in _spellings(text):
        _, hit = isakey.lookup(isa, spelling, False)
        if hit:
            return spelling, hit
    return None, None


def row_for(utable, isa, text):
    """(uops.info name, Row) for one AT&T instruction line, or (None, why)."""
    text, hit = resolve(isa, text)
    if not hit:
        return None, 'not in the instruction set'
    return row_of(utable, isa, text, hit)


def row_of(utable, isa, text, hit):
    """row_for for a line already resolved: TEXT as the instruction set
    spells it, HIT its (opcode, defs, uses)."""
    opc = hit[0]
    ikey = isa['_intel'].get(opc, '-')
    if ikey == '-':
        return None, 'no Intel spelling'
    _, mnem_att, ops = isakey.parse_line(text, False)
    words = ikey.split(' ')
    if words[0] in ('{evex}', '{vex}'):
        words = words[1:]
    mnem = words[0]
    kinds = words[1].split(',') if len(words) > 1 else []
    # Condition codes: the .isa's Intel key names one; take the text's.
    for stem in ('cmov', 'set', 'j'):
        if mnem.startswith(stem) and mnem[len(stem):] in CC:
            cc = mnem_att[len(stem):]
            if stem == 'cmov' and cc not in CC:
                cc = cc[:-1]
            mnem = stem + CC.get(cc, CC[mnem[len(stem):]])
            break
    # Compare predicates are an immediate to uops.info (vcmpltps = VCMPPS
    # with an imm8).
    pred_imm = False
    m = re.fullmatch(r'(v?cmp)(\w+)(ps|pd|ss|sd)', mnem)
    if m and m.group(2) in CMP_PREDS:
        mnem = m.group(1) + m.group(3)
        pred_imm = True
    mnem = mnem.upper()
    if mnem == 'LEA':
        mem = next((o for o in ops if o.kind == 'mem'), None)
        if mem is None:
            return None, 'lea without memory'
        mnem = _lea_name(mem)
        kinds = [k for k in kinds if not k.startswith('m')]
    # Operation width, for the immediate's uops.info size (I32 for 64-bit)
    width = next((int(k[1:]) for k in kinds
                  if re.fullmatch(r'r(8|16|32|64)|m(8|16|32|64)', k)), 0)
    cands = []
    for i, k in enumerate(kinds):
        op = ops[i] if i < len(ops) else None
        alts = _operand_kinds(k, op, min(width, 32))
        if '{k}' in k:
            # uops.info lists the mask after the operand it applies to
            alts = [a + '|K' for a in alts]
        cands.append(alts)
    cands.reverse()                         # Intel order
    if pred_imm:
        cands.append(['I8'])
    if re.fullmatch(r'(SH[LR]|SA[LR]|RO[LR]|RC[LR])', mnem) and len(cands) == 1:
        cands.append(['1'])                 # shift by one: `shrl %edx'
    if mnem.startswith('VCMP') and cands and cands[0] == ['K']:
        cands.insert(1, ['', 'K'])          # compare into a mask: also
                                            # listed with a second mask
    hit = _match(_rows_named(utable, mnem), cands)
    if hit:
        return hit.name, hit
    return None, 'no uops.info row for %s %s' % (mnem, kinds)


def _match(named_rows, cands):
    """The first row, over the operand spellings in order of preference
    (the last operand varying fastest) and, for each, over the
    mnemonic's encodings."""
    for choice in itertools.product(*cands):
        names = tuple(n for c in choice for n in c.split('|') if n)
        for _, rows in named_rows:
            if names in rows:
                return rows[names]
    return None


def main():
    utable = load_table(sys.argv[1])
    isa = load_isa(sys.argv[2])
    for line in sys.stdin:
        line = line.strip()
        if not line or line.endswith(':') or line.startswith('.'):
            continue
        name, r = row_for(utable, isa, line)
        if name is None:
            print('%s\t?\t%s' % (line, r))
        else:
            print('%s\t%s\t%s;%s\t%s/%s\t%s' % (
                line, r.name, r.lat_min, r.lat_max, r.issue, r.executed,
                '+'.join('%d*%s' % (n, ''.join(sorted(p)))
                         for n, p in r.ports)))


if __name__ == '__main__':
    main()
