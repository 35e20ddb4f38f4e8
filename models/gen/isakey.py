#!/usr/bin/env python3
"""isakey.py - reference implementation of the key lookup of models/FORMAT
("Key lookup"), written independently of llvm-extract, used by
check-keys.sh to check models/x86-64.isa against llvm-mc-19 on real GCC
output.

  isakey.py ISA-FILE [--intel] < lines      prints LINE<TAB>OPCODE<TAB>KEY
                                             <TAB>DEFS<TAB>USES  (or `?')
"""

import re
import sys

# ---------------------------------------------------------------- registers

def _regs():
    kinds = {}
    g64 = ['rax', 'rbx', 'rcx', 'rdx', 'rsi', 'rdi', 'rbp', 'rsp'] + \
        ['r%d' % i for i in range(8, 16)] + ['rip']
    g32 = ['eax', 'ebx', 'ecx', 'edx', 'esi', 'edi', 'ebp', 'esp'] + \
        ['r%dd' % i for i in range(8, 16)]
    g16 = ['ax', 'bx', 'cx', 'dx', 'si', 'di', 'bp', 'sp'] + \
        ['r%dw' % i for i in range(8, 16)]
    g8 = ['al', 'bl', 'cl', 'dl', 'sil', 'dil', 'bpl', 'spl', 'ah', 'bh',
          'ch', 'dh'] + ['r%db' % i for i in range(8, 16)]
    for names, k in ((g64, 'r64'), (g32, 'r32'), (g16, 'r16'), (g8, 'r8')):
        for n in names:
            kinds[n] = k
    for i in range(32):
        kinds['xmm%d' % i] = 'x'
        kinds['ymm%d' % i] = 'y'
        kinds['zmm%d' % i] = 'z'
    for i in range(8):
        kinds['k%d' % i] = 'k'
        kinds['mm%d' % i] = 'mm'
        kinds['st%d' % i] = 'st'
        kinds['tmm%d' % i] = 'tmm'
    for n in ('es', 'cs', 'ss', 'ds', 'fs', 'gs'):
        kinds[n] = 'seg'
    for i in range(16):
        kinds['cr%d' % i] = 'cr'
        kinds['dr%d' % i] = 'dr'
    return kinds

KINDS = _regs()
# Registers without a class kind (only ever literal).
for _n in ('eip', 'ip', 'eflags', 'fpsw', 'fpcw', 'mxcsr'):
    KINDS.setdefault(_n, None)


def canon(name):
    """Canonical register name, or None."""
    n = name.lower().strip()
    if n == 'st':
        return 'st0'
    m = re.fullmatch(r'st\s*\(\s*([0-7])\s*\)', n)
    if m:
        return 'st' + m.group(1)
    return n if n in KINDS else None


def evex_only(reg):
    m = re.fullmatch(r'[xy]mm(\d+)', reg or '')
    return bool(m) and int(m.group(1)) >= 16

# ---------------------------------------------------------------- operands

PREFIXES = {'lock', 'rep', 'repe', 'repz', 'repne', 'repnz', 'data16',
            'data32', 'addr32', 'addr16', 'rex', 'rex64', 'notrack',
            'xacquire', 'xrelease', 'bnd', 'cs', 'ds', 'es', 'fs', 'gs', 'ss'}

SIZES = {'byte': 8, 'word': 16, 'dword': 32, 'fword': 48, 'qword': 64,
         'tbyte': 80, 'xword': 80, 'xmmword': 128, 'oword': 128,
         'ymmword': 256, 'zmmword': 512}


class Op:
    def __init__(self):
        self.kind = 'expr'      # reg mem imm expr round
        self.reg = None
        self.base = self.index = self.seg = None
        self.size = 0
        self.bcst = ''
        self.mask = None
        self.zero = False
        self.indirect = False
        self.imm = None         # int when numeric
        self.disp = None        # memory: numeric displacement (0 if none)
        self.scale = 1
        self.round = ''


def split_ops(s):
    out, depth, cur = [], 0, ''
    for c in s:
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        if c == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
            continue
        cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def parse_int(s):
    s = s.strip()
    try:
        return int(s, 0)
    except ValueError:
        return None


def strip_decorations(s, op):
    while True:
        s = s.strip()
        if not s.endswith('}'):
            return s
        b = s.rfind('{')
        if b <= 0:
            return s
        d = s[b + 1:-1].strip().lower()
        s = s[:b]
        if d == 'z':
            op.zero = True
        elif d.startswith('1to'):
            op.bcst = '{' + d + '}'
        else:
            op.mask = canon(d.lstrip('%'))


def parse_att_mem(s, op):
    op.kind = 'mem'
    if s.startswith('%'):
        c = s.find(':')
        op.seg = canon(s[1:c])
        s = s[c + 1:]
    p = s.find('(')
    d = s[:p] if p >= 0 else s
    op.disp = parse_int(d) if d.strip() else 0
    if p < 0:
        return
    parts = [x.strip() for x in s[p + 1:s.rfind(')')].split(',')]
    if len(parts) > 2 and parts[2]:
        op.scale = parse_int(parts[2]) or 1
    if parts and parts[0]:
        op.base = canon(parts[0].lstrip('%'))
    if len(parts) > 1 and parts[1]:
        op.index = canon(parts[1].lstrip('%'))


def parse_intel_mem(s, op):
    op.kind = 'mem'
    c, b = s.find(':'), s.find('[')
    if c >= 0 and (b < 0 or c < b) and canon(s[:c]):
        op.seg = canon(s[:c])
        s = s[c + 1:].strip()
        b = s.find('[')
    if b < 0:
        return
    inner = s[b + 1:s.rfind(']')]
    for term in re.split(r'[+-]', inner):
        term = term.strip().lower()
        if not term:
            continue
        if '*' in term:
            x, y = [t.strip() for t in term.split('*', 1)]
            op.index = canon(x) or canon(y)
            continue
        r = canon(term)
        if r:
            if op.base is None:
                op.base = r
            else:
                op.index = r


def parse_line(text, intel):
    """-> (prefix, mnemonic, [Op]) with operands in AT&T order."""
    s = text.strip()
    prefix = ''
    while True:
        if s.startswith('{'):
            c = s.find('}')
            prefix = s[:c + 1].lower()
            s = s[c + 1:].strip()
            continue
        w = s.split(None, 1)
        if not w:
            return prefix, '', []
        if w[0].lower().rstrip(';') in PREFIXES and len(w) > 1:
            s = w[1].strip()
            continue
        mnem = w[0].lower()
        s = w[1] if len(w) > 1 else ''
        break
    ops = []
    for o in split_ops(s):
        op = Op()
        if re.fullmatch(r'\{[a-z-]+\}', o.strip().lower()):
            op.kind = 'round'
            op.round = '{sae}' if o.strip().lower() == '{sae}' else '{er}'
            ops.append(op)
            continue
        o = strip_decorations(o, op)
        if not intel:
            if o.startswith('*'):
                op.indirect = True
                o = o[1:].strip()
            if o.startswith('$'):
                op.kind = 'imm'
                op.imm = parse_int(o[1:])
            elif o.startswith('%') and ':' not in o and canon(o[1:]):
                op.kind = 'reg'
                op.reg = canon(o[1:])
            elif '(' in o or o.startswith('%'):
                parse_att_mem(o, op)
            else:
                op.kind = 'expr'
        else:
            lo = o.lower()
            m = re.match(r'(\w+)\s+ptr\s+(.*)$', lo)
            if m and m.group(1) in SIZES:
                op.size = SIZES[m.group(1)]
                parse_intel_mem(o[o.lower().find(' ptr ') + 5:].strip(), op)
            elif '[' in lo:
                parse_intel_mem(o, op)
            elif canon(lo):
                op.kind = 'reg'
                op.reg = canon(lo)
            elif ':' in lo and canon(lo.split(':')[0]):
                parse_intel_mem(o, op)
            elif parse_int(lo) is not None:
                op.kind = 'imm'
                op.imm = parse_int(lo)
            elif lo.startswith('offset '):
                op.kind = 'imm'
            else:
                op.kind = 'expr'
        ops.append(op)
    if intel:
        ops.reverse()
    return prefix, mnem, ops

# ---------------------------------------------------------------- lookup

def vsib(op):
    k = KINDS.get(op.index) if op.index else None
    return '/' + k if k in ('x', 'y', 'z') else ''


def candidates(op, intel):
    c = []
    if op.kind == 'reg':
        c = ['%' + op.reg]
        if KINDS.get(op.reg):
            c.append(KINDS[op.reg])
    elif op.kind == 'mem':
        if intel and op.size:
            c.append('m%d%s%s' % (op.size, vsib(op), op.bcst))
        c.append('m%s%s' % (vsib(op), op.bcst))
    elif op.kind == 'imm':
        if op.imm == 1:
            c.append('i1')
        # imm8 forms take symbolic values too (LLVM relaxes them later)
        if op.imm is None or -128 <= op.imm <= 127:
            c.append('i8')
        c.append('i')
    elif op.kind == 'expr':
        c = ['rel', 'm']
    else:
        c = [op.round]
    out = []
    for k in c:
        if op.mask:
            k += '{k}'
        if op.zero:
            k += '{z}'
        if op.indirect and not intel:
            k = '*' + k
        if k not in out:
            out.append(k)
    return out


def load_isa(path):
    table = {}
    for line in open(path):
        if not line.strip() or line.startswith('#'):
            continue
        f = line.rstrip('\n').split('\t')
        if f[0] == 'I':
            opc, att, intel, defs, uses = f[1], f[2], f[3], f[4], f[5]
            forms_defs = (defs, uses)
            table.setdefault('_forms', {})[opc] = forms_defs
            if att != '-':
                table[(False, att)] = (opc, defs, uses)
            if intel != '-':
                table[(True, intel)] = (opc, defs, uses)
        elif f[0] == 'K':
            opc, syn, key = f[1], f[2], f[3]
            d, u = table['_forms'][opc]
            if len(f) >= 6:
                d, u = f[4], f[5]
            table[(syn == 'INTEL', key)] = (opc, d, u)
    return table


def lookup(table, text, intel):
    prefix, mnem, ops = parse_line(text, intel)
    cands = [candidates(o, intel) for o in ops]
    evex = prefix == '{evex}' or any(
        (o.kind == 'reg' and evex_only(o.reg))
        or (o.kind == 'mem' and evex_only(o.index)) for o in ops)
    prefixes = ['{evex} '] if evex else ([prefix + ' '] if prefix else [])
    prefixes.append('')
    for pfx in prefixes:
        idx = [0] * len(cands)
        while True:
            kinds = [cands[i][idx[i]] for i in range(len(cands))]
            key = pfx + mnem + (' ' + ','.join(kinds) if kinds else '')
            hit = table.get((intel, key))
            if hit:
                return key, hit
            p = len(cands) - 1
            while p >= 0:
                idx[p] += 1
                if idx[p] < len(cands[p]):
                    break
                idx[p] = 0
                p -= 1
            if p < 0:
                break
    return None, None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    intel = '--intel' in sys.argv
    table = load_isa(args[0])
    for line in sys.stdin:
        line = line.rstrip('\n')
        key, hit = lookup(table, line, intel)
        if hit:
            print('%s\t%s\t%s\t%s\t%s' % (line, hit[0], key, hit[1], hit[2]))
        else:
            print('%s\t?' % line)


if __name__ == '__main__':
    main()
