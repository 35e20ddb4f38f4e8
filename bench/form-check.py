#!/usr/bin/env python3
"""form-check.py - each instruction form of a set of loops, timed alone.

usage: form-check.py [--dump FILE | FILE.s ...] [--model M | --model-file F]
                     [--max N] [--worst N] [--json OUT]

Takes the instructions of the loops of an accuracy.py --dump (or of the
given .s files), keeps one instruction text for each form (the mnemonic
and its operand kinds: register, vector register, immediate, memory),
and times it four times over on the host with gcc-mca-measure, next to
gcc-mca's steady-state prediction of the same four-instruction body.
Written four times over, an instruction whose destination it also reads
(addl %eax, %edx; a merging cvtsi2sdl) makes a chain and shows its
latency, one that does not (movl, lea, a load) shows its throughput.
It prints the forms whose figures differ most and the mean difference:
a model's per-instruction errors, found before they hide among a
loop's.  Branches, calls, pushes and pops, and divisions (whose latency
follows the harness's numbers) are left out.

--dump FILE       the loops of an accuracy.py --dump (default: the .s
                  files given)
--model M         predict with -mcpu=M (default znver4)
--model-file F    predict with the model file F
--max N           time at most N forms (0: all)
--worst N         print the N forms that differ most (default 40)
--json OUT        write every form with its text, measured and predicted
                  cycles
--predict-only    list the forms with gcc-mca's figures, timing none
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import accuracy  # noqa: E402

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


def measure(text):
    r = subprocess.run([os.path.join(TOP, 'gcc-mca-measure'), '-json', '-'],
                       input=text, capture_output=True, text=True)
    if r.returncode:
        return None
    try:
        return json.loads(r.stdout)['CyclesPerIteration']
    except (ValueError, KeyError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('files', nargs='*')
    ap.add_argument('--dump')
    ap.add_argument('--model', default='znver4')
    ap.add_argument('--model-file')
    ap.add_argument('--max', type=int, default=0)
    ap.add_argument('--worst', type=int, default=40)
    ap.add_argument('--json')
    ap.add_argument('--predict-only', action='store_true')
    a = ap.parse_args()
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
        body = ('\t%s\n' % text) * 4
        m = None if a.predict_only else measure(body)
        p = accuracy.predict(tool, body)
        rows.append({'form': form, 'text': text, 'measured': m,
                     'predicted': p})
    if a.json:
        with open(a.json, 'w') as f:
            json.dump(rows, f, indent=1)
    if a.predict_only:
        for r in rows:
            p = r['predicted']
            print('%-34s %-40s %9s' % (r['form'][:34], r['text'][:40],
                                       '%.2f' % p if p is not None else '-'))
        print('%d forms' % len(rows))
        return 0
    both = [r for r in rows if r['measured'] and r['predicted'] is not None]
    for r in both:
        r['error'] = abs(r['predicted'] - r['measured']) / r['measured']
    both.sort(key=lambda r: -r['error'])
    print('%-34s %-40s %9s %9s' % ('form', 'written (four times over)',
                                   'measured', 'gcc-mca'))
    for r in both[:a.worst]:
        print('%-34s %-40s %9.2f %9.2f' % (r['form'][:34], r['text'][:40],
                                           r['measured'], r['predicted']))
    if both:
        mean = 100 * sum(r['error'] for r in both) / len(both)
        within = sum(1 for r in both if r['error'] <= 0.05)
        print('%d forms, %d timed and predicted: mean difference %.1f%%, '
              '%d within 5%%' % (len(rows), len(both), mean, within))
    return 0


if __name__ == '__main__':
    sys.exit(main())
