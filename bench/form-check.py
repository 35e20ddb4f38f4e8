#!/usr/bin/env python3
"""form-check.py - each instruction form of a set of loops, timed alone.

usage: form-check.py [--dump FILE | FILE.s ...] [--model M | --model-file F]
                     [--max N] [--worst N] [--json OUT] [--predict-only]
                     [--reference TABLE [--uops-info DIR]]

Takes the instructions of the loops of an accuracy.py --dump (or of the
given .s files), keeps one instruction text for each form (the mnemonic
and its operand kinds: register, vector register, immediate, memory),
and times it on the host with gcc-mca-measure, next to gcc-mca's
steady-state prediction of the same body, in two bodies: the text four
times over, where an instruction whose destination it also reads (addl
%eax, %edx; a merging cvtsi2sdl) makes a chain and shows its latency,
and four copies apart, each writing a register (or an address) of its
own, which show its throughput.
It prints the forms whose figures differ most and the mean difference:
a model's per-instruction errors, found before they hide among a
loop's.  Branches, calls, pushes and pops, and divisions (whose latency
follows the harness's numbers) are left out.

--dump FILE       the loops of an accuracy.py --dump (default: the .s
                  files given)
--model M         predict with -mcpu=M (default native: the host's model)
--model-file F    predict with the model file F
--max N           time at most N forms (0: all)
--worst N         print the N forms that differ most (default 40)
--json OUT        write every form with its text, measured and predicted
                  cycles
--predict-only    list the forms with gcc-mca's figures, timing none
--reference TABLE instead of timing on the host, compare with what
                  uops.info's table TABLE (alderlakep, zen4, ...)
                  gives for the body: bench/bound.py's bound, which for
                  four copies of one form is their latency chain or
                  their port and issue-slot throughput.  This checks a
                  model of a core the host is not (sapphirerapids
                  against alderlakep on an AMD host); the bound follows
                  no memory dependency and knows no partial-register
                  merge, so a difference is a lead, not a verdict.
                  Forms the table has no row for are left out.
--uops-info DIR   where the tables are (default ../shared/data/uops-info
                  beside the checkout)
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import accuracy  # noqa: E402
import bound  # noqa: E402

# Left out: their timing is not the instruction's (branches need the
# loop's path, divisions the program's numbers) or they move %rsp.
SKIP = re.compile(r'^(j|call|ret|push|pop|div|idiv|loop|enter|leave)')


def form_of(text):
    """TEXT's form: its mnemonic and operand kinds."""
    op, _, rest = text.partition(' ')
    rest = rest.strip()
    kinds = re.sub(r'%[xyz]mm\d+', 'X', rest)
    kinds = re.sub(r'%k\d', 'K', kinds)
    kinds = re.sub(r'%[a-z][a-z0-9]*', 'R', kinds)
    kinds = re.sub(r'\$[^,]+', 'I', kinds)
    kinds = re.sub(r'[-\w.+]*\([^)]*\)', 'M', kinds)
    return (op + ' ' + re.sub(r'\s+', '', kinds)).strip()


def instructions(body):
    """The instruction texts of BODY, comments and labels dropped."""
    for line in body.split('\n'):
        line = line.split('#')[0].strip()
        if not line or line.endswith(':'):
            continue
        yield re.sub(r'\s+', ' ', line)


def forms(bodies):
    """One text for each form of BODIES: the one written most often."""
    counts = {}
    for b in bodies:
        for t in instructions(b):
            if not SKIP.match(t.split()[0]):
                counts[t] = counts.get(t, 0) + 1
    best = {}
    for t, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        best.setdefault(form_of(t), t)
    return sorted(best.items())


# Registers the copies apart write: ones GCC's loops and the harness's
# counter (r15 down) leave alone more often than not.
GPR_POOL = ['r8', 'r9', 'r10', 'r11']
VEC_POOL = [12, 13, 14, 15]
K_POOL = [4, 5, 6, 7]
# The general registers outside r8-r15, by width suffix: the suffix
# their r8-r15 counterparts take ('' for 64 bits, d, w, b).
LEGACY_GPR = {}
for _r in ('a', 'b', 'c', 'd'):
    LEGACY_GPR.update({'r%sx' % _r: '', 'e%sx' % _r: 'd', '%sx' % _r: 'w',
                       '%sl' % _r: 'b'})
for _r in ('si', 'di', 'bp'):
    LEGACY_GPR.update({'r' + _r: '', 'e' + _r: 'd', _r: 'w', _r + 'l': 'b'})


def gpr_width(name):
    """The width suffix an r8-r15 register takes to be as wide as general
    register NAME ('', 'd', 'w' or 'b'); None when NAME is no general
    register the copies apart may replace."""
    m = re.match(r'^r(?:[89]|1[0-5])([dwb]?)$', name)
    if m:
        return m.group(1)
    return LEGACY_GPR.get(name)


def operands(text):
    """TEXT's mnemonic and operands (commas inside parentheses kept)."""
    op, _, rest = text.partition(' ')
    out, depth, cur = [], 0, ''
    for ch in rest:
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
            continue
        depth += ch == '('
        depth -= ch == ')'
        cur += ch
    if cur.strip():
        out.append(cur.strip())
    return op, out


def copy_apart(text, k):
    """Copy K of TEXT writing a register or an address of its own, or None
    when its destination cannot be told apart (none written, implicit)."""
    op, ops = operands(text)
    if not ops:
        return None
    dest = ops[-1]
    mask = ''
    m = re.match(r'^(.*?)(\{.*\})$', dest)
    if m:
        dest, mask = m.group(1), m.group(2)
    used = ' '.join(ops[:-1])
    reg = re.match(r'^%([a-z0-9]+)$', dest)
    if reg:
        name = reg.group(1)
        v = re.match(r'^([xyz]mm)(\d+)$', name)
        if v:
            pool = [n for n in VEC_POOL
                    if not re.search(r'mm%d\b' % n, used)]
            new = '%%%s%d' % (v.group(1), pool[k % len(pool)])
        elif re.match(r'^k\d$', name):
            pool = [n for n in K_POOL if '%%k%d' % n not in used]
            new = '%%k%d' % pool[k % len(pool)]
        else:
            width = gpr_width(name)
            if width is None:
                return None
            pool = [r for r in GPR_POOL if not re.search(
                r'%%%s[dwb]?\b' % r, used)]
            new = '%%%s%s' % (pool[k % len(pool)], width)
    else:
        mem = re.match(r'^(-?\d*)(\(.*\))$', dest)
        if not mem:
            return None
        new = '%d%s' % (int(mem.group(1) or 0) + 64 * (k + 1), mem.group(2))
    return '%s %s' % (op, ', '.join(ops[:-1] + [new + mask]))


def measure(text):
    rc, out, _ = accuracy.run_tool(
        [os.path.join(TOP, 'gcc-mca-measure'), '-json', '-'], text)
    if rc:
        return None
    try:
        return json.loads(out)['CyclesPerIteration']
    except (ValueError, KeyError):
        return None


def reference(body, table, width):
    """uops.info's figure for BODY: the bound of TABLE, a (utable, isa)
    pair, at rename WIDTH; None when the table has no row for a line."""
    try:
        return bound.bound(body, table[0], table[1], width)['bound']
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('files', nargs='*')
    ap.add_argument('--dump')
    ap.add_argument('--model', default='native')
    ap.add_argument('--model-file')
    ap.add_argument('--max', type=int, default=0)
    ap.add_argument('--worst', type=int, default=40)
    ap.add_argument('--json')
    ap.add_argument('--predict-only', action='store_true')
    ap.add_argument('--reference', metavar='TABLE')
    ap.add_argument('--uops-info', metavar='DIR', default=os.path.join(
        os.path.dirname(TOP), 'shared', 'data', 'uops-info'))
    a = ap.parse_args()
    table = width = None
    if a.reference:
        path = os.path.join(a.uops_info, a.reference + '.csv')
        if not os.path.isfile(path):
            ap.error('no uops.info table %s' % path)
        table = bound.load(a.uops_info, a.reference)
        # The rename width of the core the table measured, as bound.py
        # knows it; 6 for the tables it does not name.
        width = next((w for t, w in bound.TABLES.values()
                      if t == a.reference), 6)
    if a.dump:
        bodies = [loop['body'] for loop in json.load(open(a.dump))]
    elif a.files:
        bodies = [open(f).read() for f in a.files]
    else:
        ap.error('give --dump FILE or .s files')
    accuracy.need_built(os.path.join(TOP, 'gcc-mca'),
                        os.path.join(TOP, 'gcc-mca-measure'))
    tool = [os.path.join(TOP, 'gcc-mca')] + (
        ['-model-file=' + a.model_file] if a.model_file
        else ['-mcpu=' + a.model])
    rows = []
    todo = forms(bodies)
    if a.max:
        todo = todo[:a.max]
    for form, text in todo:
        row = {'form': form, 'text': text}
        apart = [copy_apart(text, k) for k in range(4)]
        for kind, lines in (('chain', [text] * 4), ('apart', apart)):
            if None in lines:
                continue
            body = ''.join('\t%s\n' % t for t in lines)
            if a.predict_only:
                measured = None
            elif table:
                measured = reference(body, table, width)
            else:
                measured = measure(body)
            row[kind] = {
                'body': body,
                'measured': measured,
                'predicted': accuracy.predict(tool, body)}
        rows.append(row)
    if a.json:
        with open(a.json, 'w') as f:
            json.dump(rows, f, indent=1)
    figures = [(r, kind, r[kind]) for r in rows
               for kind in ('chain', 'apart') if kind in r]
    if a.predict_only:
        for r, kind, f in figures:
            p = f['predicted']
            print('%-30s %-5s %-38s %9s' % (
                r['form'][:30], kind, r['text'][:38],
                '%.2f' % p if p is not None else '-'))
        print('%d forms, %d bodies' % (len(rows), len(figures)))
        return 0
    both = [(r, kind, f) for r, kind, f in figures
            if f['measured'] and f['predicted'] is not None]
    for _, _, f in both:
        f['error'] = abs(f['predicted'] - f['measured']) / f['measured']
    both.sort(key=lambda x: -x[2]['error'])
    print('%-30s %-5s %-38s %9s %9s' % (
        'form', 'body', 'written',
        'uops.info' if table else 'measured', 'gcc-mca'))
    for r, kind, f in both[:a.worst]:
        print('%-30s %-5s %-38s %9.2f %9.2f' % (
            r['form'][:30], kind, r['text'][:38], f['measured'],
            f['predicted']))
    for kind in ('chain', 'apart'):
        errs = [f['error'] for _, k, f in both if k == kind]
        if errs:
            print('%s: %d bodies %s and predicted, mean difference '
                  '%.1f%%, %d within 5%%' % (
                      kind, len(errs),
                      'bounded from %s' % a.reference if table else 'timed',
                      100 * sum(errs) / len(errs),
                      sum(1 for e in errs if e <= 0.05)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
