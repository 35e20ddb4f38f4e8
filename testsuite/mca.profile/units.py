#!/usr/bin/env python3
"""units.py - gcc-mca-profile's parts on inputs made here: callgrind's
output format, the mnemonics GCC and objdump spell differently, the
placement of a loop among a function's instructions, the verdict, the
sampling period of a short program, where the samples outside the loops
fell.

    units.py PROFILE_SOURCE_DIR [GCC_MCA]

With GCC_MCA (the simulator), the prediction at a loop's iterations an
entry is checked too.

Prints `PASS: what' or `FAIL: what: why' a check (profile.exp reads
them)."""

import atexit
import io
import os
import shutil
import sys
import tempfile

sys.path.insert(0, sys.argv[1])
from mca_profile import (binary, counts, firsttouch, locate, main,  # noqa
                         memory, output, paths, records, retrip, samples,
                         verdict)


def check(ok, what, why=''):
    print('PASS: %s' % what if ok else 'FAIL: %s: %s' % (what, why))


# The cache trees and stand-in programs made below live here, removed
# at the end.
SCRATCH = tempfile.mkdtemp(prefix='units-')
atexit.register(shutil.rmtree, SCRATCH, True)


# Mnemonics: GCC's spelling against objdump's with -M suffix.
for gcc, objdump in (('salq', 'shlq'), ('jnb', 'jae'), ('cmovnb', 'cmovaeq'),
                     ('setc', 'setb'), ('jz', 'je'), ('call', 'callq'),
                     ('ret', 'retq'), ('movl', 'movl'), ('jnle', 'jg')):
    check(locate.same_mnemonic(gcc, objdump),
          'mnemonic %s is %s' % (gcc, objdump))
for gcc, objdump in (('jne', 'je'), ('addl', 'subl'), ('movl', 'movzbl'),
                     ('setb', 'setbe'), ('jmp', 'je')):
    check(not locate.same_mnemonic(gcc, objdump),
          'mnemonic %s is not %s' % (gcc, objdump))
check(records.split_insn('\trep stosq') == ('stosq', ''),
      'a prefix is dropped', records.split_insn('\trep stosq'))
check(records.split_insn('.L3:')[0] is None, 'a label is no instruction')
check(records.split_insn('\t.p2align 4')[0] is None,
      'a directive is no instruction')

# callgrind's format: costs an instruction, a call's inclusive cost (not
# the instruction's), conditional and plain jumps with their source.
CALLGRIND = """version: 1
creator: callgrind-3.19.0
positions: instr line
events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw
ob=%s
fl=t.c
fn=main
0x1000 3 5 0 0 0 0 0 0 0 0
0x1004 3 5
jump=5 0x1010 3
0x1008 3
0x1010 4 505 100 0 0 7 0 0 2 0
0x1014 4 505
cob=/lib/libc.so.6
cfn=f
calls=3 0x9000 1
0x1014 4 90000
jcnd=500/505 0x1010 4
0x1018 4
0x1018 4 505
ob=/lib/libc.so.6
fn=f
0x1010 1 77
"""
with tempfile.TemporaryDirectory() as work:
    out = os.path.join(work, 'callgrind.out')
    prog = os.path.join(work, 'prog')
    open(prog, 'w').close()
    with open(out, 'w') as f:
        f.write(CALLGRIND % prog)
    libc = os.path.realpath('/lib/libc.so.6')
    by_file = counts.parse(out, [os.path.realpath(prog), libc])
    c = by_file[os.path.realpath(prog)]
check(c.executed.get(0x1010) == 505, 'callgrind: executions summed',
      c.executed.get(0x1010))
check(c.executed.get(0x1014) == 505, 'callgrind: a call\'s inclusive cost '
      'is not its executions', c.executed.get(0x1014))
check(c.d1_misses.get(0x1010) == 7 and c.ll_misses.get(0x1010) == 2,
      'callgrind: cache misses', (c.d1_misses, c.ll_misses))
check((0x1008, 0x1010, 5, 5) in c.jumps and (0x1018, 0x1010, 500, 505)
      in c.jumps, 'callgrind: jumps with their source', c.jumps)
check((0x1014, 0x9000, 3) in c.calls, 'callgrind: calls', c.calls)
check(0x1010 in c.executed and c.executed[0x1010] == 505,
      'callgrind: another object\'s costs are not the program\'s',
      c.executed)
check(by_file[libc].executed == {0x1010: 77},
      'callgrind: a library\'s costs by its own addresses',
      by_file[libc].executed)


# The simulated caches' geometry from a sysfs tree made here: the level-1
# data cache and the highest level; a geometry Valgrind cannot simulate
# (sets not a power of two) and a tree without caches leave Valgrind's.
def cache_tree(caches):
    root = tempfile.mkdtemp(dir=SCRATCH)
    for i, (level, kind, size, ways) in enumerate(caches):
        d = os.path.join(root, 'index%d' % i)
        os.mkdir(d)
        for name, value in (('level', level), ('type', kind), ('size', size),
                            ('ways_of_associativity', ways),
                            ('coherency_line_size', 64)):
            with open(os.path.join(d, name), 'w') as f:
                f.write('%s\n' % value)
    return root


opts = counts.cache_options(cache_tree([
    (1, 'Data', '48K', 12), (1, 'Instruction', '32K', 8),
    (2, 'Unified', '1024K', 16), (3, 'Unified', '32768K', 16)]))
check(opts == ['--D1=49152,12,64', '--LL=1048576,16,64'],
      'caches: level-1 data and level 2 from sysfs', opts)
opts = counts.cache_options(cache_tree([
    (1, 'Data', '48K', 12), (2, 'Unified', '1536K', 16),
    (3, 'Unified', '32768K', 16)]))
check(opts == ['--D1=49152,12,64', '--LL=33554432,16,64'],
      'caches: a level 2 Valgrind cannot simulate, the one above', opts)
check(counts.cache_options(cache_tree([])) == [] and
      counts.cache_options('/nonexistent') == [],
      'caches: none reported, Valgrind\'s own kept')

# A virtual machine without sysfs's cache directory: the caches the C
# library reads from CPUID, as `getconf -a' prints them (a Zen 5 guest's,
# whose level 3 is the host's socket and has no ways).
GETCONF = """LEVEL1_ICACHE_SIZE                 32768
LEVEL1_ICACHE_ASSOC
LEVEL1_DCACHE_SIZE                 49152
LEVEL1_DCACHE_ASSOC                12
LEVEL1_DCACHE_LINESIZE             64
LEVEL2_CACHE_SIZE                  1048576
LEVEL2_CACHE_ASSOC                 8
LEVEL2_CACHE_LINESIZE              64
LEVEL3_CACHE_SIZE                  532676608
LEVEL3_CACHE_ASSOC                 0
LEVEL3_CACHE_LINESIZE              64
LEVEL4_CACHE_SIZE
"""
found = counts.getconf_caches(GETCONF)
check([(c.level, c.kind, c.size, c.ways, c.line) for c in found] ==
      [(1, 'Data', 49152, 12, 64), (2, 'Unified', 1048576, 8, 64),
       (3, 'Unified', 532676608, 0, 64)],
      'caches: from getconf, level 1 data to 3',
      [(c.level, c.size, c.ways) for c in found])
pair = counts.simulated(found)
check(pair is not None and pair[1].option() == '1048576,8,64' and
      memory.priced_caches(found) is not None,
      'caches: from getconf, level 2 simulated and priced')
check(counts.getconf_caches('') == [] and
      counts.getconf_caches('LEVEL1_DCACHE_SIZE 0\n') == [],
      'caches: getconf without sizes gives none')
check([c.size_words() for c in found] == ['48 KB', '1 MB', '508 MB'],
      'caches: sizes in words', [c.size_words() for c in found])

# Placement: a rotated loop entered in the middle (no branch goes to its
# header), padding between its blocks, and a copy of the same code.
def insn(addr, text, target=None, line=7):
    m, ops = records.split_insn(text)
    return binary.Insn(addr, m, ops, target, 't.c', line)


fn = binary.Function('f', 0x100)
fn.insns = [insn(0x100, 'xorl %eax,%eax'), insn(0x102, 'jmp', 0x110),
            insn(0x104, 'nopl 0x0(%rax)'),
            insn(0x108, 'addl (%rdi),%eax'), insn(0x10a, 'addq $4,%rdi'),
            insn(0x10e, 'nop'),
            insn(0x110, 'cmpq %rsi,%rdi'), insn(0x113, 'jne', 0x108),
            insn(0x115, 'retq')]
for a, b in zip(fn.insns, fn.insns[1:]):
    a.size = b.addr - a.addr


class FakeLoop:
    symbol = 'f'
    line = 7

    def __init__(self, header):
        self.header = header

    def instruction_runs(self):
        run = [('addl', False), ('addq', False), ('cmpq', self.header == 2),
               ('jne', False)]
        return [run]


p, why = locate.place(FakeLoop(2), {'f': [fn]}, set())
check(p is not None and p.header == 0x110 and p.ranges == [(0x108, 0x115)],
      'placement: a loop entered in the middle, padding skipped',
      (why, p and (hex(p.header), p.ranges)))
p, why = locate.place(FakeLoop(2), {'f': [fn]}, {0x110})
check(p is None, 'placement: a loop placed already is not placed again', p)
p, why = locate.place(FakeLoop(2), {'g': [fn]}, set())
check(p is None and 'not in the program' in why,
      'placement: a function not in the program', why)


# The floor of cache misses: 1,000 iterations of the loop placed above;
# its load at 0x108 missed the level-1 cache at every run, 200 times the
# simulated last level too (a column walk); its add at 0x10a (made to miss for
# the test) once in eight runs, all in the level-2 cache.
costs = memory.LineCosts(1.0, 2.0, 8.0, 16.0)
cnt = counts.Counts()
cnt.executed = {0x108: 1000, 0x10a: 1000}
cnt.d1_misses = {0x108: 1000, 0x10a: 125}
cnt.ll_misses = {0x108: 200}
p_loop = locate.place(FakeLoop(2), {'f': [fn]}, set())[0]
f = memory.floor(cnt, p_loop, 1000, costs)
want = (800 * 2.0 + 200 * 16.0 + 125 * 1.0) / 1000
check(f is not None and abs(f - want) < 1e-9,
      'memory floor: lines by level and order, over the iterations',
      (f, want))
check(memory.floor(cnt, p_loop, 0, costs) is None
      and memory.floor(cnt, p_loop, 1000, None) is None,
      'memory floor: none without iterations or costs')


def fake_program(text, status=0):
    fd, path = tempfile.mkstemp(dir=SCRATCH)
    with os.fdopen(fd, 'w') as f:
        f.write('#!/bin/sh\necho "$@" > %s.args\n%s\nexit %d\n'
                % (path, text, status))
    os.chmod(path, 0o755)
    return path


tree = cache_tree([(1, 'Data', '48K', 12), (2, 'Unified', '1024K', 16),
                   (3, 'Unified', '32768K', 16)])
prog = fake_program('echo 1.0 2.1 7.5 15.5')
c, why = memory.measure(prog, tree)
with open(prog + '.args') as f:
    args = f.read().split()
check(why is None and c.l2_column == 2.1 and c.far_order == 7.5
      and args == ['1048576', '4194304'],
      'line costs: level 2, and beyond it four times its size', (why, args))
c, why = memory.measure(prog, cache_tree([
    (1, 'Data', '48K', 12), (2, 'Unified', '2048K', 16),
    (3, 'Unified', '4096K', 16)]))
with open(prog + '.args') as f:
    args = f.read().split()
check(why is None and args == ['2097152', '2097152'],
      'line costs: beyond level 2 within half the level-3 cache',
      (why, args))
c, why = memory.measure(prog, cache_tree([
    (1, 'Data', '48K', 12), (2, 'Unified', '1048576K', 16)]))
with open(prog + '.args') as f:
    args = f.read().split()
check(why is None and args == ['1073741824', '1073741824'],
      'line costs: beyond the largest cache at most 1 GB', (why, args))
c, why = memory.measure(fake_program('echo broken >&2', 1), tree)
check(c is None and 'broken' in why, 'line costs: the program failed', why)
c, why = memory.measure(fake_program('echo 1 2 3'), tree)
check(c is None and 'unexpected output' in why,
      'line costs: output not four figures', why)
c, why = memory.measure(prog, cache_tree([]))
check(c is None and why, 'line costs: no caches reported', why)


# Verdicts.
class Rec:
    predicted = 2.0
    bounds = [{'kind': 'dependency', 'cycles_per_iteration': 2.0}]
    paths = 1

    def calls(self):
        return []


def judge(**evidence):
    """The verdict on Rec() with EVIDENCE, at a precision of 5%."""
    return verdict.judge(Rec(), verdict.Evidence(precision=0.05, **evidence),
                         str)


v, causes = judge(measured=2.2, iterations=1000, entries=1)
check(v == 'as predicted', 'verdict: within the margin', v)
v, causes = judge(measured=4.0, iterations=1000, entries=10, d1=300)
check(v == 'slower than predicted' and causes[0][0] == 'cache misses',
      'verdict: slower, with its cache misses', (v, causes))
v, causes = judge(measured=4.0, iterations=1000, entries=10, d1=300, ll=200,
                  ll_level=2)
check('(0.20 also missed the level-2 cache)' in causes[0][1],
      'verdict: the simulated last level named by its level', causes)
v, causes = judge(measured=4.0, iterations=1000, entries=10, d1=300, ll=200)
check('(0.20 also missed the last-level cache)' in causes[0][1],
      'verdict: Valgrind\'s own last level', causes)
v, causes = judge(measured=1.0, iterations=800, entries=100)
check(v == 'faster than predicted'
      and [k for k, _ in causes] == ['overlapped entries'],
      'verdict: a short latency-bound loop overlaps its entries', causes)
exit_branch = counts.Branch(insn(0x113, 'jne', 0x108), 700, 800, True)
v, causes = judge(measured=4.0, iterations=800, entries=100,
                  branches=[exit_branch])
check('branches' not in [k for k, _ in causes],
      'verdict: the exit branch of short trips is not "both ways"', causes)
inner = counts.Branch(insn(0x10a, 'jl', 0x110), 400, 800, False, 200)
v, causes = judge(measured=4.0, iterations=800, entries=100, branches=[inner],
                  counted=True)
check(('branches', 'jl at line %s goes both ways (taken 50%% of 800 times): '
       'mispredictions are likely; a simple predictor, simulated, missed '
       '25%% of them (0.25 an iteration)' % inner.insn) in causes,
      'verdict: a branch both ways, and its simulated mispredictions',
      causes)
inner.mispredicted = 2
v, causes = judge(measured=4.0, iterations=800, entries=100, branches=[inner],
                  counted=True)
check(any(t.endswith('missed almost none: its ways follow a pattern')
          for _, t in causes),
      'verdict: a branch both ways the simulated predictor learned', causes)
v, causes = judge(measured=1.0, iterations=800, entries=100, at_trips=1.05)
check(v == 'as predicted'
      and 'overlapped entries' not in [k for k, _ in causes],
      'verdict: judged at the run\'s iterations an entry', (v, causes))
v, causes = judge(measured=3.0, iterations=1000, entries=1, kernel_part=0.6)
check(v == 'not judged: page faults'
      and 'kernel' in [k for k, _ in causes],
      'verdict: a loop whose time is mostly page faults is not judged',
      (v, causes))
# With what its page faults cost its own time known, such a loop is
# judged against the model's figure and that cost.
v, causes = judge(measured=1000.0, iterations=1000, entries=1,
                  kernel_part=0.6, faults=0.5, fault_cycles=950.0)
check(v == 'as predicted'
      and verdict.judged(Rec(), None, None, None, 950.0) == 952.0
      and any(k == 'kernel' and '0.50 an iteration, each some 1900 cycles'
              in t for k, t in causes),
      'verdict: a loop of page faults judged with what they cost here',
      (v, causes))
v, causes = judge(measured=2.1, iterations=1000, entries=1, kernel_part=0.05)
check(v == 'as predicted' and 'kernel' not in [k for k, _ in causes],
      'verdict: a little kernel time leaves the loop judged', (v, causes))
v, causes = judge(measured=2.9, iterations=1000, entries=1, d1=1000,
                  memory_floor=3.0)
check(v == 'as predicted' and verdict.judged(Rec(), None, 3.0) == 3.0
      and 'at least 3.00 cycles' in causes[0][1],
      'verdict: judged against the floor of its cache misses', (v, causes))
check(verdict.judged(Rec(), None, 0.5) == 2.0
      and verdict.judged(Rec(), 1.2, None) == 1.2,
      'verdict: a floor under the prediction leaves it', Rec.predicted)
# What a first touch costs: the samples over fresh pages beyond those
# over pages already there, when more than their counting noise (the
# Emerald Rapids host's runs: 156 against 9).
check(firsttouch.difference(156, 9) == 147
      and firsttouch.difference(10, 5) is None
      and firsttouch.difference(30, 10) == 20
      and firsttouch.difference(5, 10) is None
      and firsttouch.difference(0, 0) is None,
      'first touch: the samples over fresh pages beyond those over pages '
      'already there, when beyond their noise',
      [firsttouch.difference(156, 9), firsttouch.difference(10, 5)])
check(verdict.precision(400) < 0.1 < verdict.precision(100),
      'precision: 1.96 / sqrt(samples)', verdict.precision(400))


# The period after a first run of N samples at 500 us (2000 samples
# wanted, 30 runs, 100 us at the shortest, 100 runs at the most).
check(main.short_period(67, 500) is None and main.short_period(400, 500)
      is None, 'period: a program not short keeps it',
      main.short_period(67, 500))
check(main.short_period(66, 500) == (478, 30),
      'period: just short, a little shorter', main.short_period(66, 500))
check(main.short_period(16, 500) == (116, 30),
      'period: 29 runs of 16 samples at 500 us make 2000 at 116 us',
      main.short_period(16, 500))
check(main.short_period(8, 500) == (100, 51),
      'period: at 100 us at the shortest, with the runs it needs',
      main.short_period(8, 500))
check(main.short_period(0, 500) == (100, 100) and
      main.short_period(1, 500) == (100, 100),
      'period: a program of no samples runs up to 100 times',
      (main.short_period(0, 500), main.short_period(1, 500)))
bad = []
for n in range(67):
    p, runs = main.short_period(n, 500)
    expected = n * 500 / p * (runs - 1)
    if not (100 <= p < 500 and 30 <= runs <= 100
            and (expected >= 2000 or runs == 100)):
        bad.append((n, p, runs, expected))
check(not bad, 'period: the runs left reach 2000 samples', bad)


# Where samples fall: a profiled file's map, another file's, the kernel's
# half of the address space, or nothing mapped.
s = samples.Samples(500000)
prog = '/p/prog'
files = {prog: [(0x1000, 0x1000, 0x2000)]}	# file offset, address, size
maps = [(0x555000001000, 0x555000003000, 0x1000, prog)]
others = [(0x7f0000000000, 0x7f0000100000, 'libc.so.6')]
for ip in (0x555000001010, 0x7f0000000010, 0x7f0000000020,
           0xffffffff81000000, 0x1234):
    samples._place(s, files, maps, others, ip)
check(s.at == {(prog, 0x1010): 1} and s.other_files == {'libc.so.6': 2}
      and s.kernel == 1 and s.unknown == 1,
      'samples: placed in the program, a library, the kernel, nowhere',
      (s.at, s.other_files, s.kernel, s.unknown))
t = samples.Samples(500000)
t.merge(s)
t.merge(s)
check(t.kernel == 2 and t.other_files == {'libc.so.6': 4} and t.unknown == 2,
      'samples: merged runs add up where they fell', t.other_files)

# The table's line of where the rest went: shares of all the samples.
s.total = 5
r = output.Result(None, None, 1, 0.2)
run = output.Run('/p/prog', [], 1, s, 3.0, [], 0, 'cpu-clock')
e = output.elsewhere(run, [r])
check(e == {'loops': 0.2, 'outside_loops': 0.0, 'kernel': 0.2,
            'files': {'libc.so.6': 0.4}, 'unknown': 0.2},
      'elsewhere: the loops, the kernel, libc, unmapped code', e)
line = output.elsewhere_line(run, [r])
check(line == 'these loops: 20.0% of the time; the rest: 40.0% in '
      'libc.so.6, 20.0% in the kernel (system calls, page faults), 20.0% '
      'in code no file maps', 'elsewhere: the table\'s line', line)
buf = io.StringIO()
run.adds, run.core_shared = 1.21, True
output.table(run, [], buf)
check('the core was shared: four independent adds took 1.21 cycles' in
      buf.getvalue(), 'table: a shared core said', buf.getvalue())
buf = io.StringIO()
run.adds, run.core_shared = 1.01, False
output.table(run, [], buf)
check('shared' not in buf.getvalue(), 'table: a core of its own, nothing '
      'said', buf.getvalue())
run.event = 'cpu-clock:u'
check(output.elsewhere_line(run, [r]).endswith('(the kernel\'s time is not '
                                              'sampled here)'),
      'elsewhere: a kernel not sampled is said', run.event)


# The prediction over a loop's paths as the run took them (paths.py): a
# loop of min_max's shape, laid out as .L10's block (lines 0-4, its exit
# branch last) and the header's (lines 5-11, its jge to .L10).
class TwoPaths:
    model = 'btver2'
    lines = ['\tcmpl\t%ecx, %eax', '\tcmovl\t%rcx, %rax', '\taddq\t$4, %rdx',
             '\tcmpq\t%rdx, %rdi', '\tje\t.L9', '\tmovslq\t(%rdx), %rcx',
             '\tcmpl\t%esi, %ecx', '\tjge\t.L10', '\taddq\t$4, %rdx',
             '\tmovslq\t%ecx, %rsi', '\tcmpq\t%rdx, %rdi', '\tjne\t.L4']
    blocks = [(0, 12)]
    path_list = [
        {'probability': 0.5, 'cycles_per_iteration': 1.0,
         'lines': [5, 6, 7, 8, 9, 10, 11]},
        {'probability': 0.5, 'cycles_per_iteration': 3.0,
         'lines': [5, 6, 7, 0, 1, 2, 3, 4]}]


two = [insn(0x200, 'cmpl %ecx,%eax'), insn(0x202, 'cmovl %rcx,%rax'),
       insn(0x206, 'addq $4,%rdx'), insn(0x20a, 'cmpq %rdx,%rdi'),
       insn(0x20d, 'je', 0x240), insn(0x20f, 'movslq (%rdx),%rcx'),
       insn(0x212, 'cmpl %esi,%ecx'), insn(0x214, 'jge', 0x200),
       insn(0x216, 'addq $4,%rdx'), insn(0x21a, 'movslq %ecx,%rsi'),
       insn(0x21d, 'cmpq %rdx,%rdi'), insn(0x220, 'jne', 0x20f),
       insn(0x222, 'retq')]
for a, b in zip(two, two[1:]):
    a.size = b.addr - a.addr
placed_two = locate.Placed(None, two[:12], [(0x200, 0x222)], 0x20f)
# 1000 iterations: jge taken 900 times; the exit taken once of its 900.
jumps = [(0x214, 0x200, 900, 1000), (0x20d, 0x240, 1, 900),
         (0x220, 0x20f, 99, 100)]
f, cover = paths.predict(TwoPaths(), placed_two, jumps, None)
want = (0.1 * 0.99 * 1.0 + 0.9 * (899 / 900) * 3.0) / (0.1 * 0.99
                                                        + 0.9 * 899 / 900)
check(f is not None and abs(f - want) < 1e-9
      and abs(cover - (0.099 + 0.899)) < 1e-9,
      'run paths: weighed by the branches\' measured ways', (f, want, cover))
check(paths.predict(TwoPaths(), placed_two, [(0x214, 0x200, 900, 1000)],
                    None)[0] is None,
      'run paths: a branch of a path that never ran, no figure', None)
lone = TwoPaths()
lone.path_list = TwoPaths.path_list[:1]
check(paths.predict(lone, placed_two, jumps, None) == (None, None),
      'run paths: one path, the remark\'s figure stands', None)
few = TwoPaths()
few.path_list = [TwoPaths.path_list[0], dict(TwoPaths.path_list[1])]
del few.path_list[1]['cycles_per_iteration']
few.path_list[1]['text'] = ['.L4:', '\tmovslq\t(%rdx), %rcx',
                            '\tcmpl\t%esi, %ecx', '\tjge\t.L10', '.L10:',
                            '\tcmpl\t%ecx, %eax', '\tcmovl\t%rcx, %rax',
                            '\taddq\t$4, %rdx', '\tcmpq\t%rdx, %rdi',
                            '\tje\t.L9']
f, _ = paths.predict(few, placed_two, jumps, sys.argv[2])
check(f is not None and f > 1.5,
      'run paths: a path the plugin did not simulate, simulated', f)
check(records._paths([{'lines': [0, 1], 'text': ['\tnop']},
                      {'lines': 'x', 'text': []}]) == []
      and records._paths({'lines': [0]}) == []
      and records._paths([{'lines': [0], 'text': ['\tnop'],
                           'cycles_per_iteration': -1}]) == []
      and len(records._paths([{'lines': [0], 'text': ['\tnop'],
                               'cycles_per_iteration': 2}])) == 1,
      'run paths: a record\'s malformed paths are left out', None)
check(paths.line_insns(TwoPaths(), locate.Placed(None, two[:11], [], 0))
      is None, 'run paths: lines and instructions that do not pair up',
      None)


# The prediction at the run's iterations an entry (retrip.py).
class Short(Rec):
    model = 'btver2'
    simulated = ['.L2:', '\timull\t%eax, %eax', '\timull\t%eax, %eax',
                 '\timull\t%eax, %eax', '\tdecl\t%ecx', '\tjne\t.L2']


check(retrip.wanted(Short(), 9000, 1000) == 9,
      'at trips: 9 iterations an entry', retrip.wanted(Short(), 9000, 1000))
check(retrip.wanted(Short(), 300000, 1000) is None,
      'at trips: 300 iterations an entry keep the remark\'s figure')
many = Short()
many.paths = 2
check(retrip.wanted(many, 9000, 1000) is None,
      'at trips: a loop of several paths keeps the remark\'s figure')
caller = Short()
caller.calls = lambda: ['f']
check(retrip.wanted(caller, 9000, 1000) is None,
      'at trips: a loop that calls keeps the remark\'s figure')
if len(sys.argv) > 2:
    one, why = retrip.predict(sys.argv[2], Short(), 1)
    four, why4 = retrip.predict(sys.argv[2], Short(), 4)
    # Three chained imull (3 cycles each, one issued a cycle) an
    # iteration: 9.0 in one long chain, about 3 when every iteration
    # starts afresh.
    check(one is not None and 2.9 < one < 3.3 and four is not None
          and one <= four < 6, 'at trips: entries of 1 and 4 iterations',
          (one, why, four, why4))
    bad = Short()
    bad.simulated = ['\tnotaninstruction\t%eax']
    v, why = retrip.predict(sys.argv[2], bad, 4)
    check(v is None and why, 'at trips: a body gcc-mca refuses is said',
          (v, why))
