#!/usr/bin/env python3
"""real-loops.py - does gcc-mca-measure's straight-line harness measure what
the loop itself runs at?

usage: real-loops.py DUMP [--max N] [--seed S] [--model NAME ...]
                     [--model-file FILE ...]

DUMP is the file `accuracy.py --dump` writes: every corpus body as
gcc-mca-measure measured it, with the predictions.  This script takes
the bodies whose only branch is the back edge, after a compare of two
general registers, one stepped by a constant (addq $8, incq ...) and one
the body leaves alone (the bound), and runs each as the loop it is: the
body once, its own compare and jump going back, on real arrays of
floats near 1.0.  Registers get the harness's values (bases point into
arrays, indexes start at 0, others hold small numbers, vector registers
1.0); the bound is set so that the loop runs N times.  The figure is
(T(N) - T(N/2)) / (N/2) with the fastest of 2000 runs of each, in core
cycles through an imul chain (3 cycles) timed the same way.  Runs made
while another hardware thread shared the core do not count: as in
gcc-mca-measure, three add chains and four loads timed before and after
each run must take at most 1.05 cycles a copy and 1.05 times the
fastest loads; a loop with fewer than 30 such runs is reported as not
run.  The
streams together touch at most 16 KiB, so that the data sit in L1 as in
the harness (three streams of 12 KiB each, more than a Zen 4 core's 32
KiB L1, took a ymm loop from 1.16 to 4.63 cycles per iteration).

It prints, for each loop, the real figure, the harness's and the
predictions, then the mean |x - real| / real of the harness and of each
predictor.  The dump's predictions are of the body as the harness runs
it (accuracy.py: every branch falling through); --model and
--model-file add gcc-mca's prediction of the loop itself, its back edge
taken, as the plugin makes it (`gcc-mca loop NAME').  Needs gcc and an
x86-64 host with AVX-512 or AVX2.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

import accuracy

GPRS = ['rax', 'rbx', 'rcx', 'rdx', 'rsi', 'rdi', 'rbp', 'r8', 'r9', 'r10',
        'r11', 'r12', 'r13', 'r14', 'r15']
# Every name of a general register -> its 64-bit name.
TOP = {}
for _r in GPRS:
    if _r[1:].isdigit():
        for _suffix in ('', 'd', 'w', 'b'):
            TOP[_r + _suffix] = _r
for _r, _names in {'rax': 'eax ax al', 'rbx': 'ebx bx bl',
                   'rcx': 'ecx cx cl', 'rdx': 'edx dx dl',
                   'rsi': 'esi si sil', 'rdi': 'edi di dil',
                   'rbp': 'ebp bp bpl'}.items():
    TOP[_r] = _r
    for _n in _names.split():
        TOP[_n] = _r
# Each condition code and its opposite.
OPPOSITE = {'o': 'no', 'b': 'ae', 'nae': 'nb', 'c': 'nc', 'e': 'ne',
            'z': 'nz', 'be': 'a', 'na': 'nbe', 's': 'ns', 'p': 'np',
            'pe': 'po', 'l': 'ge', 'nge': 'nl', 'le': 'g', 'ng': 'nle'}
OPPOSITE.update({v: k for k, v in list(OPPOSITE.items())})
ARRAYS = 0x600000000      # where the driver maps the arrays
ARRAY_STRIDE = 1 << 17    # 128 KiB apart, plus 1088 bytes a stream
FOOTPRINT = 16 * 1024    # all streams together: half a Zen 4 L1D
# A run counts only when three add chains timed just before and after it
# take at most this many cycles a copy (the probe's rdtsc reads included)
# and four loads so timed at most this many times the program's fastest:
# on the Zen 3 host, while another hardware thread shared the core, a
# loop of one addq and a fused cmpq/jne ran at 2.0 cycles an iteration in
# most runs and at 1.0 in the rest.
PROBE_LIMIT = 1.05
SHARED = 'shared'           # run_real: too few runs passed the probe


def condition(cc, a, b, bits):
    """Whether jCC jumps after `cmp A, B' (B - A) on BITS-bit values."""
    mask = (1 << bits) - 1
    a &= mask
    b &= mask
    r = (b - a) & mask
    signed = lambda v: v - (1 << bits) if v >> (bits - 1) else v
    cf, zf, sf = b < a, r == 0, bool(r >> (bits - 1))
    of = signed(b) - signed(a) != signed(r)
    base = {'e': zf, 'z': zf, 'b': cf, 'c': cf, 'nae': cf, 'be': cf or zf,
            'na': cf or zf, 's': sf, 'l': sf != of, 'nge': sf != of,
            'le': zf or sf != of, 'ng': zf or sf != of}
    if cc in base:
        return base[cc]
    return not base[OPPOSITE[cc]]


def analyse(body):
    """The loop's shape, or None when it is not one this script runs."""
    # The measured body marks the branches the loop takes: the back
    # edge is the last line, so marked.
    back_edge = '# taken in the loop' in body.strip().split('\n')[-1]
    lines = [l.split('#')[0].strip() for l in body.strip().split('\n')]
    lines = [l for l in lines if l and not l.endswith(':')]
    if len(lines) < 3 or not back_edge \
            or any(l.startswith('j') for l in lines[:-1]):
        return None
    jump = lines[-1].split()[0]
    if not jump.startswith('j') or jump[1:] not in OPPOSITE:
        return None
    cc = jump[1:]
    m = re.match(r'cmp([lq])\s+%(\w+), %(\w+)$', lines[-2])
    if not m or m.group(2) not in TOP or m.group(3) not in TOP:
        return None
    a, b = TOP[m.group(2)], TOP[m.group(3)]
    insts = lines[:-2]
    text = '\n'.join(insts)
    if re.search(r'%[re]?sp\b|%[re]?bp\b|\b(call|ret|push|pop)', text):
        return None
    used = {TOP[x] for x in re.findall(r'%(\w+)', text + lines[-2])
            if x in TOP}
    bases, indexes, scale_of = set(), set(), {}
    for mm in re.finditer(r'\(%(\w+)(?:,\s*%(\w+))?(?:,\s*(\d))?\)', text):
        bases.add(TOP.get(mm.group(1)))
        if mm.group(2):
            r = TOP.get(mm.group(2))
            indexes.add(r)
            scale_of[r] = max(scale_of.get(r, 1), int(mm.group(3) or 1))
    # Each written register's step per iteration; None: not a constant.
    steps = {}
    for inst in insts:
        regs = re.findall(r'%(\w+)', inst)
        mnemonic = inst.split()[0]
        if (not regs or inst.split()[-1].startswith('(')
                or mnemonic.startswith(('cmp', 'test'))
                or regs[-1] not in TOP):
            continue
        dest = TOP[regs[-1]]
        old = steps.get(dest, 0)
        add = re.match(r'(add|sub)[lq]\s+\$(-?\d+), %(\w+)$', inst)
        inc = re.match(r'(inc|dec)[lq]\s+%(\w+)$', inst)
        if add and old is not None:
            steps[dest] = old + int(add.group(2)) * (
                1 if add.group(1) == 'add' else -1)
        elif inc and old is not None:
            steps[dest] = old + (1 if inc.group(1) == 'inc' else -1)
        else:
            steps[dest] = None
    if a in steps and b not in steps:
        stepped, bound, stepped_first = a, b, True
    elif b in steps and a not in steps:
        stepped, bound, stepped_first = b, a, False
    else:
        return None
    if not steps[stepped] or bound in bases | indexes:
        return None
    step = steps[stepped]
    per_iteration = abs(step) * (scale_of.get(stepped, 1)
                                 if stepped in indexes else 1)
    return dict(cc=cc, bits=32 if m.group(1) == 'l' else 64, insts=insts,
                compare=lines[-2], stepped=stepped, bound=bound,
                stepped_first=stepped_first, step=step, used=used,
                bases=bases, indexes=indexes, per_iteration=per_iteration)


def bound_value(loop, n, start):
    """A bound for which the loop runs N times from START, or None."""
    bits, step = loop['bits'], loop['step']
    mask = (1 << bits) - 1
    last = start + step * n
    for q in (last, last + 1, last - 1, last + step, last - step):
        good = True
        for i in list(range(min(n, 64))) + list(range(max(0, n - 64), n)):
            v = (start + step * (i + 1)) & mask
            x, y = (v, q & mask) if loop['stepped_first'] else (q & mask, v)
            if condition(loop['cc'], x, y, bits) != (i < n - 1):
                good = False
                break
        if good:
            return q & ((1 << 64) - 1)
    return None


def function(loop, n, name, wide):
    """Assembly of function NAME running LOOP N times."""
    out = ['\t.globl %s' % name, '%s:' % name]
    out += ['\tpush %%%s' % r for r in ('rbx', 'rbp', 'r12', 'r13', 'r14',
                                        'r15')]
    out.append('\tmovabs $0x3f8000003f800000, %rax\n\tvmovq %rax, %xmm0')
    if wide:
        out.append('\tvpbroadcastq %xmm0, %zmm0')
        out += ['\tvmovdqa64 %%zmm0, %%zmm%d' % k for k in range(1, 32)]
    else:
        out.append('\tvpbroadcastq %xmm0, %ymm0')
        out += ['\tvmovdqa %%ymm0, %%ymm%d' % k for k in range(1, 16)]
    if not any(re.search(r'%[yz]mm', i) for i in loop['insts']):
        out.append('\tvzeroupper')
    start, stream = None, 0
    for k, r in enumerate(GPRS):
        if r not in loop['used'] or r == loop['bound']:
            continue
        if r in loop['bases']:
            v = ARRAYS + stream * (ARRAY_STRIDE + 1088)
            if r == loop['stepped'] and loop['step'] < 0:
                v += n * loop['per_iteration']
            stream += 1
        elif r in loop['indexes']:
            v = n * abs(loop['step']) if (
                r == loop['stepped'] and loop['step'] < 0) else 0
        else:
            v = 16 + 8 * k
        out.append('\tmovabs $%d, %%%s' % (v, r))
        if r == loop['stepped']:
            start = v
    if start is None or stream > 16:
        return None
    q = bound_value(loop, n, start)
    if q is None:
        return None
    out.append('\tmovabs $%d, %%%s' % (q, loop['bound']))
    out.append('\t.p2align 5\n1:')
    out += ['\t' + i for i in loop['insts']]
    out += ['\t' + loop['compare'], '\tj%s 1b' % loop['cc'], '\tvzeroupper']
    out += ['\tpop %%%s' % r for r in ('r15', 'r14', 'r13', 'r12', 'rbp',
                                       'rbx')]
    out.append('\tret')
    return '\n'.join(out) + '\n'


DRIVER = r'''
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <x86intrin.h>
void run_half (void), run_full (void);
static uint64_t
ticks (void (*f) (void))
{
  _mm_lfence ();
  uint64_t t0 = __rdtsc ();
  _mm_lfence ();
  f ();
  _mm_lfence ();
  return __rdtsc () - t0;
}
static uint64_t
best (void (*f) (void))
{
  uint64_t m = UINT64_MAX;
  for (int rep = 0; rep < 300; rep++)
    {
      uint64_t t = ticks (f);
      if (t < m)
	m = t;
    }
  return m;
}
static void imul_half (void) { long x = 3; for (int i = 0; i < 2000; i++) __asm__ volatile ("imul %0, %0" : "+r" (x)); }
static void imul_full (void) { long x = 3; for (int i = 0; i < 4000; i++) __asm__ volatile ("imul %0, %0" : "+r" (x)); }
/* Probes of whether another hardware thread shares the core (as
   gcc-mca-measure's): three independent add chains, one cycle a copy
   on a core of its own, and four loads of one line, whose speed depends
   on the core, so each run's are held to the fastest of the program's.
   4096 copies each.  */
static void
add_probe (void)
{
  __asm__ volatile ("movl $128, %%ecx\n1:\n.rept 32\n"
		    "addq $1, %%r8\naddq $1, %%r9\naddq $1, %%r10\n.endr\n"
		    "decl %%ecx\njnz 1b" ::: "rcx", "r8", "r9", "r10", "cc");
}
static void
load_probe (void)
{
  __asm__ volatile ("movl $128, %%ecx\n1:\n.rept 32\n"
		    "movq (%%rsp), %%r8\nmovq 8(%%rsp), %%r9\n"
		    "movq 16(%%rsp), %%r10\nmovq 24(%%rsp), %%r11\n.endr\n"
		    "decl %%ecx\njnz 1b"
		    ::: "rcx", "r8", "r9", "r10", "r11", "cc");
}
enum { RUNS = 2000 };
static uint64_t adds[RUNS], loads[RUNS], halves[RUNS], fulls[RUNS];
static uint64_t
larger (uint64_t a, uint64_t b)
{
  return a > b ? a : b;
}
int
main (void)
{
  uint32_t *p = mmap ((void *) 0x600000000, 1 << 22, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
  if (p == MAP_FAILED)
    return 2;
  for (uint32_t i = 0; i < (1 << 20); i++)
    {
      uint32_t h = i * 0x9e3779b1u;
      h ^= h >> 15;
      h *= 0x85ebca77u;
      h ^= h >> 13;
      p[i] = FILL;
    }
  double ticks_per_cycle = ((double) best (imul_full) - best (imul_half))
			   / (2000.0 * 3);
  /* Each run is framed by the probes; the fastest of the runs whose
     probes, before and after, took at most PROBE_LIMIT cycles a copy
     (the adds) and PROBE_LIMIT times the fastest (the loads).  */
  uint64_t fastest_loads = UINT64_MAX;
  for (int r = 0; r < RUNS; r++)
    {
      uint64_t a0 = ticks (add_probe), l0 = ticks (load_probe);
      halves[r] = ticks (run_half);
      fulls[r] = ticks (run_full);
      adds[r] = larger (a0, ticks (add_probe));
      loads[r] = larger (l0, ticks (load_probe));
      if (loads[r] < fastest_loads)
	fastest_loads = loads[r];
    }
  uint64_t half = UINT64_MAX, full = UINT64_MAX;
  int kept = 0;
  for (int r = 0; r < RUNS; r++)
    if (adds[r] / ticks_per_cycle <= PROBE_LIMIT * 4096
	&& loads[r] <= PROBE_LIMIT * fastest_loads)
      {
	kept++;
	half = halves[r] < half ? halves[r] : half;
	full = fulls[r] < full ? fulls[r] : full;
      }
  if (kept < 30)
    {
      fprintf (stderr, "the core was shared: %d clean runs\n", kept);
      return 3;
    }
  printf ("%.4f\n", ((double) full - half) / ticks_per_cycle / HALF);
  return 0;
}
'''


def fill(loop):
    """The arrays' 32-bit words, as gcc-mca-measure fills its pages
    (page_word in measure/measure.c): hashed bytes for a body that loads
    bytes, else the float 1.0 with its low 9 bits hashed."""
    if any(re.match(r'mov[sz]b|movb\s+\S*\(', i)
           or re.search(r'\(.*\), %[a-d]l$|\(.*\), %r\d+b$', i)
           for i in loop['insts']):
        return 'h'
    return '0x3f800000u | (h & 0x1ff)'


def run_real(loop, tmp, wide):
    streams = max(1, len(loop['bases']))
    n = max(64, min(2048, FOOTPRINT // streams
                    // max(1, loop['per_iteration'])))
    half = function(loop, n // 2, 'run_half', wide)
    full = function(loop, n, 'run_full', wide)
    if not half or not full:
        return None
    with open(os.path.join(tmp, 'loop.s'), 'w') as f:
        f.write('\t.text\n' + half + full
                + '\t.section .note.GNU-stack,"",@progbits\n')
    with open(os.path.join(tmp, 'driver.c'), 'w') as f:
        f.write(DRIVER.replace('HALF', str(n - n // 2))
                .replace('FILL', fill(loop))
                .replace('PROBE_LIMIT', str(PROBE_LIMIT)))
    exe = os.path.join(tmp, 'loop')
    r = subprocess.run(['gcc', '-O2', '-o', exe,
                        os.path.join(tmp, 'driver.c'),
                        os.path.join(tmp, 'loop.s')],
                       capture_output=True, universal_newlines=True)
    if r.returncode:
        return None
    r = subprocess.run([exe], capture_output=True, universal_newlines=True,
                       timeout=120)
    if r.returncode == 3:
        return SHARED
    return float(r.stdout) if r.returncode == 0 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('dump')
    ap.add_argument('--max', type=int, default=250)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--model', action='append', default=[],
                    help='add gcc-mca -mcpu=NAME\'s prediction of the loop')
    ap.add_argument('--model-file', action='append', default=[],
                    help='add gcc-mca -model-file=FILE\'s prediction')
    a = ap.parse_args()
    # gcc-mca on the loop itself, its back edge taken (not as_measured).
    gcc_mca = os.path.join(accuracy.TOP, 'gcc-mca')
    loop_tools = [('gcc-mca loop %s' % m, [gcc_mca, '-mcpu=' + m])
                  for m in a.model]
    loop_tools += [('gcc-mca loop %s' % os.path.basename(f),
                    [gcc_mca, '-model-file=' + f]) for f in a.model_file]
    wide = 'avx512f' in open('/proc/cpuinfo').read()
    rows = [r for r in json.load(open(a.dump)) if analyse(r['body'])]
    random.Random(a.seed).shuffle(rows)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for r in rows[:a.max]:
            real = run_real(analyse(r['body']), tmp, wide)
            if real == SHARED:
                print('%-24s not run: the core was shared throughout' % (
                    '%s:%s [%s]' % (r['src'], r['line'], r['tag'])),
                      flush=True)
                continue
            if not real or real <= 0.05:
                continue
            r = dict(r, pred=dict(r['pred']))
            for name, tool in loop_tools:
                r['pred'][name] = accuracy.steady_state(tool, r['body'])
            results.append((r, real))
            print('%-24s real %6.2f  harness %6.2f  %s' % (
                '%s:%s [%s]' % (r['src'], r['line'], r['tag']), real,
                r['measured'], '  '.join('%s %.2f' % (k, v) for k, v in
                                         sorted(r['pred'].items()) if v)),
                flush=True)
    if not results:
        sys.exit('real-loops: no loop could be run')
    print('\n%d loops run as loops; mean |x - real| / real:' % len(results))
    names = ['harness'] + sorted({k for r, _ in results for k in r['pred']})
    for name in names:
        errs = [abs((r['measured'] if name == 'harness' else r['pred'][name])
                    - real) / real for r, real in results
                if name == 'harness' or r['pred'].get(name)]
        over = sum(1 for e in errs if e > 0.1)
        print('  %-28s %5.1f%%  (%d of %d more than 10%% off)'
              % (name, 100 * sum(errs) / len(errs), over, len(errs)))


if __name__ == '__main__':
    main()
