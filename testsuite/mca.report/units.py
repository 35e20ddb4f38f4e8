#!/usr/bin/env python3
"""units.py - gcc-mca-report's parts on inputs made here: the ranking,
the bottleneck in plain words, the profile's matching, the source
excerpt, the CLI's regions and report.

    units.py REPORT_SOURCE_DIR

Prints `PASS: what' or `FAIL: what: why' a check (report.exp reads
them)."""

import json
import os
import sys
import tempfile

sys.path.insert(0, sys.argv[1])
from mca_report import page, profile, rank, records, simulate  # noqa
from mca_report import sources, words  # noqa


def check(ok, what, why=''):
    print('PASS: %s' % what if ok else 'FAIL: %s: %s' % (what, why),
          flush=True)


def unit(**kw):
    rec = {'kind': 'loop', 'file': 'a.c', 'line': 1, 'function': 'f',
           'symbol': 'f', 'status': 'analysed', 'cycles_per_iteration': 1.0,
           'model': 'znver4'}
    rec.update(kw)
    return records.Unit(rec, {'directory': '/src', 'target_cpu': 'znver4'},
                        '/src', 'r.json')


def ranked_lines(units):
    return [u.line for u in units]


# --- The ranking ------------------------------------------------------
# Without a profile: count x cycles per iteration, heaviest first; ties
# by cycles per iteration, then file and line.
us = [unit(line=1, count=1000, cycles_per_iteration=2.0),       # 2000
      unit(line=2, count=100, cycles_per_iteration=30.0),       # 3000
      unit(line=3, count=5000, cycles_per_iteration=0.5),       # 2500
      unit(line=4, count=None, cycles_per_iteration=9.0),       # 0
      unit(line=5, count=1000, cycles_per_iteration=2.0),       # 2000
      unit(line=6, status='skipped', count=10 ** 9,
           cycles_per_iteration=None)]
for k, u in enumerate(us):
    u.id = k
r = rank.rank(us, rank.COUNTS)
check(ranked_lines(r) == [2, 3, 1, 5, 4],
      'counts: ranked by count x cycles per iteration', ranked_lines(r))
check(6 not in ranked_lines(r), 'counts: a loop not analysed is not ranked')
check(abs(sum(u.share for u in r) - 1) < 1e-9 and
      abs(r[0].share - 3000 / 9500) < 1e-9,
      'counts: shares of the total weight', [u.share for u in r])
check([u.rank for u in r] == [1, 2, 3, 4, 5], 'counts: ranks 1..n')
check(r[-1].weight == 0, 'counts: no count weighs nothing')

# With a profile: the measured time share, loops the run did not see
# last (by cycles per iteration).
rows = [profile.Row({'file': 'a.c', 'line': 1, 'symbol': 'f',
                     'time_share': 0.1}),
        profile.Row({'file': 'a.c', 'line': 4, 'symbol': 'f',
                     'time_share': 0.6}),
        profile.Row({'file': 'a.c', 'line': 3, 'symbol': 'g',
                     'time_share': 0.3})]
left = profile.match(us, rows)
check([x.line for x in left] == [3], 'profile: matched by symbol, file and '
      'line (g is not f)', [(x.symbol, x.line) for x in left])
r = rank.rank(us, rank.PROFILE)
check(ranked_lines(r) == [4, 1, 2, 5, 3],
      'profile: ranked by measured time share', ranked_lines(r))
check(abs(r[0].share - 0.6 / 0.7) < 1e-9, 'profile: share of the matched '
      'time', r[0].share)

# A profile row names the file as the records do, or as a path.
u = unit(file='../lib/k.c', line=7, symbol='k')
u.id = 0
row = profile.Row({'file': '/src/k.c', 'line': 7, 'symbol': 'k',
                   'time_share': 0.5})
profile.match([u], [row])
check(u.profile is None, 'profile: ../lib/k.c from /src is not /src/k.c')
u = unit(file='k.c', line=7, symbol='k')
u.id = 0
profile.match([u], [profile.Row({'file': 'k.c', 'directory': '/src',
                                 'line': 7, 'symbol': 'k'})])
check(u.profile is not None, 'profile: k.c in /src matches')
u2 = unit(file='/src/k.c', line=7, symbol='k')
u2.id = 1
profile.match([u2], [profile.Row({'file': 'k.c', 'directory': '/src',
                                  'line': 7, 'symbol': 'k'})])
check(u2.profile is not None, 'profile: /src/k.c is k.c of /src')
# Two loops of one line (a vectorized loop and its epilogue) pair in order.
a, b = unit(line=9, symbol='v'), unit(line=9, symbol='v')
a.id, b.id = 0, 1
left = profile.match([a, b], [
    profile.Row({'file': 'a.c', 'line': 9, 'symbol': 'v', 'time_share': .3}),
    profile.Row({'file': 'a.c', 'line': 9, 'symbol': 'v', 'time_share': .1})])
check(not left and a.profile.time_share == .3 and b.profile.time_share == .1,
      'profile: two loops of one line, two rows, in order')
# The figure the verdict judged, at the run's iterations an entry.
u = unit(line=9, symbol='h', cycles_per_iteration=6.0)
u.id, u.rank, u.share = 0, 1, 1.0
profile.match([u], [profile.Row({'file': 'a.c', 'line': 9, 'symbol': 'h',
                                 'time_share': .2, 'measured': 1.2,
                                 'predicted_at_trips': 0.864,
                                 'trips_per_entry': 9})])
r = page.row(u, 'a.c')
check(r.get('atp') == 0.86 and r.get('trips') == 9,
      'profile: the prediction at the run\'s iterations an entry', r)
u = unit(line=9, symbol='h')
u.id, u.rank, u.share = 0, 1, 1.0
profile.match([u], [profile.Row({'file': 'a.c', 'line': 9, 'symbol': 'h',
                                 'predicted_at_trips': None})])
check('atp' not in page.row(u, 'a.c'),
      'profile: no such figure, none shown')
# A loop of several paths: the figure over its paths as the run took them.
u = unit(line=9, symbol='h')
u.id, u.rank, u.share = 0, 1, 1.0
profile.match([u], [profile.Row({'file': 'a.c', 'line': 9, 'symbol': 'h',
                                 'predicted_on_run_paths': 3.004})])
r = page.row(u, 'a.c')
check(r.get('atpp') == 3.0 and 'atp' not in r,
      'profile: the prediction over the paths as the run took them', r)
# With -fprofile-use the record has the figure at the profile's
# iterations an entry: the weight takes it, and the panel shows it.
u = unit(line=9, count=1000, cycles_per_iteration=48.0,
         trips_per_entry=4.109, cycles_per_iteration_at_trips=16.625)
u.id = 0
r = rank.rank([u], rank.COUNTS)
check(abs(r[0].weight - 16625) < 1e-6,
      'counts: weighed by the figure as profiled', r[0].weight)
u.rank, u.share = 1, 1.0
r = page.row(u, 'a.c')
check(r.get('pgo') == 16.62 and r.get('pgot') == 4.1,
      'counts: the figure as profiled in the row', r)
v = unit(line=9)
v.id, v.rank, v.share = 1, 1, 1.0
check('pgo' not in page.row(v, 'a.c'),
      'counts: no figure as profiled without a profile')
check(rank.describe(rank.COUNTS).startswith('Ranked by GCC'),
      'counts: the page says how it ranks')
check('measured share' in rank.describe(rank.PROFILE, './prog'),
      'profile: the page says how it ranks')

# --- Bottlenecks in plain words ----------------------------------------
CASES = [
    ({'bounds': [{'kind': 'dependency', 'cycles_per_iteration': 2,
                  'what': '%xmm1'}],
      'chain': [{'instruction': 3, 'mnemonic': 'addsd', 'line': 9,
                 'register': '%xmm1'}], 'loop_carried': True,
      'cycles_per_iteration': 2},
     'loop-carried dependency',
     'loop-carried dependency through %xmm1 (addsd)'),
    ({'bounds': [{'kind': 'dependency', 'cycles_per_iteration': 4,
                  'what': '%r14d'}],
      'chain': [{'mnemonic': 'xorl', 'register': '%r14d'},
                {'mnemonic': 'imull', 'register': '%r14d'}],
      'loop_carried': True, 'cycles_per_iteration': 4},
     'loop-carried dependency',
     'loop-carried dependency through %r14d (xorl \u2192 imull)'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1,
                  'what': 'FPLoad'}], 'cycles_per_iteration': 1},
     'load ports', 'load ports'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1,
                  'what': 'SKLPort23'}], 'cycles_per_iteration': 1},
     'load ports', 'load ports 2 and 3'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1,
                  'what': 'SKLPort4'}], 'cycles_per_iteration': 1},
     'store ports', 'store port 4'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1.5,
                  'what': 'SPRPort00+SPRPort01+SPRPort06'}],
      'cycles_per_iteration': 1.5},
     'execution ports', 'execution ports 0, 1 and 6'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1,
                  'what': 'Zn4ALU0123'}], 'cycles_per_iteration': 1},
     'integer units', 'integer units'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 2,
                  'what': 'Zn4FPFMisc0123'}], 'cycles_per_iteration': 2},
     'vector units', 'vector and floating-point units'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 2,
                  'what': 'JVALU0'}], 'cycles_per_iteration': 2},
     'vector units', 'vector and floating-point units'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 2,
                  'what': 'JLSAGU'}], 'cycles_per_iteration': 2},
     'load and store ports', 'load and store units'),
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1.71,
                  'what': 'KNLVPU issue rate (at most 12 per 7 cycles)'}],
      'cycles_per_iteration': 1.71},
     'vector units', 'vector and floating-point units issue rate'),
    ({'bounds': [{'kind': 'frontend', 'cycles_per_iteration': 3.5,
                  'what': 'dispatch width 2, 7 uops'}],
      'cycles_per_iteration': 3.5},
     'front end', 'front end (2 micro-ops a cycle)'),
    ({'bounds': [{'kind': 'divider', 'cycles_per_iteration': 82,
                  'what': 'JDiv'}], 'cycles_per_iteration': 82},
     'divider', 'divider'),
    ({'bounds': [{'kind': 'memory', 'cycles_per_iteration': 5,
                  'what': '8(%rsp)'}], 'cycles_per_iteration': 5},
     'dependency through memory',
     'loop-carried dependency through memory at 8(%rsp)'),
    ({'bounds': [{'kind': 'serial', 'cycles_per_iteration': 20,
                  'what': 'Lock'}], 'cycles_per_iteration': 20},
     'one at a time', 'locked instructions, one at a time'),
    ({'bounds': [{'kind': 'control', 'cycles_per_iteration': 2,
                  'what': 'the taken branch ends its dispatch group: 5 uops '
                  'in 2 cycles of width 4'}], 'cycles_per_iteration': 2},
     'taken branches', 'taken branch ends a dispatch group'),
    # Above every bound, with a figure for operations free to take any
    # unit: the model's scheduler queues.
    ({'bounds': [{'kind': 'ports', 'cycles_per_iteration': 1,
                  'what': 'Zn4ALU0123'}], 'cycles_per_iteration': 1.45,
      'free_issue_cycles': 1.0},
     'scheduler queues', 'scheduler queues'),
    # Above every bound, the queues not explaining it, with a figure for
    # every operation issuing in the cycle its operand is ready: the
    # model's back-to-back limit.
    ({'bounds': [{'kind': 'dependency', 'cycles_per_iteration': 1,
                  'what': '%r8'}], 'cycles_per_iteration': 1.26,
      'back_to_back_free_cycles': 1.0, 'free_issue_cycles': 1.26},
     'back-to-back issue', 'back-to-back issue'),
    ({'bounds': [], 'cycles_per_iteration': 1}, 'no bound',
     'no bound found'),
    ({'bounds': [], 'paths': 5, 'paths_weighted': 4,
      'cycles_per_iteration': 1.9}, 'several paths',
     'several paths, figures weighted'),
]
for rec, group, short in CASES:
    g, s, sentence = words.bottleneck(rec)
    what = (rec['bounds'] or [{}])[0].get('what', 'none')
    check(g == group and s == short, 'words: %s' % what,
          '%r, %r' % (g, s))
    check(sentence.endswith('.') and '_' not in sentence.split(':')[0],
          'words: %s as a sentence' % what, sentence)
check(all(words.bottleneck(rec)[0] in words.GROUPS for rec, _, _ in CASES),
      'words: every group is one of GROUPS')
g, s, sentence = words.bottleneck({'bounds': [{'kind': 'dependency',
                                               'what': '%rax',
                                               'cycles_per_iteration': 1}],
                                   'cycles_per_iteration': 1.4})
check('simulation gives 1.40' in sentence,
      'words: a figure above the bound says so', sentence)
g, s, _ = words.bottleneck({'bounds': [{'kind': 'ports', 'what': 7,
                                        'cycles_per_iteration': 'x'}],
                            'chain': 'bad'})
check(g == 'execution ports', 'words: odd values do not break it', (g, s))

kinds = {n: words.unit_kind(n) for n in ('SKLPort2', 'SKLPort4', 'SKLPort0',
                                          'Zn4ALU3', 'Zn4FP45.1', 'FPLoad.0',
                                          'JDiv', 'JSAGU')}
check(kinds == {'SKLPort2': 'loads', 'SKLPort4': 'stores',
                'SKLPort0': 'compute', 'Zn4ALU3': 'integer',
                'Zn4FP45.1': 'vector', 'FPLoad.0': 'loads',
                'JDiv': 'division', 'JSAGU': 'stores'},
      'words: what each unit does, for the pressure chart', kinds)

# --- Records read defensively -----------------------------------------
with tempfile.TemporaryDirectory() as d:
    with open(os.path.join(d, 'a.json'), 'w') as f:
        json.dump({'version': 2, 'translation_unit': {'directory': d},
                   'units': [{'kind': 'loop', 'file': 'a.c', 'line': 'x',
                              'status': 'analysed', 'bounds': 'no',
                              'cycles_per_iteration': 'NaN'}, 7]}, f)
    with open(os.path.join(d, 'b.json'), 'w') as f:
        f.write('{"units": [')
    os.mkdir(os.path.join(d, 'c.json'))
    units, problems, n = records.read(d)
    check(len(units) == 1 and n == 1, 'records: the good file read',
          (len(units), n))
    check(units[0].line == 0 and units[0].bounds == [] and
          not units[0].analysed, 'records: odd values made harmless')
    check(any('b.json: not JSON' in p for p in problems) and
          any('c.json: cannot read' in p for p in problems) and
          any('not an object' in p for p in problems),
          'records: each problem told', problems)
    try:
        records.read(os.path.join(d, 'none'))
        check(False, 'records: a missing directory is an error')
    except records.RecordError as e:
        check('-fplugin-arg-mca-json=' in str(e),
              'records: a missing directory is an error', e)

# --- The source excerpt -----------------------------------------------
with tempfile.TemporaryDirectory() as d:
    os.makedirs(os.path.join(d, 'src'))
    with open(os.path.join(d, 'src', 'k.c'), 'w') as f:
        f.write(''.join('line %d\n' % i for i in range(1, 201)))
    u = records.Unit({'file': 'src/k.c', 'line': 100,
                      'chain': [{'line': 103}, {'line': 180}]},
                     {}, d, 'r.json')
    e = sources.Sources().excerpt(u)
    check(e.get('first') == 96 and e['lines'][0] == 'line 96' and
          e['lines'][-1] == 'line 107' and e['chain'] == [103, 180],
          'sources: the loop and its near chain lines, with context',
          (e.get('first'), e.get('lines', [])[-1:]))
    u = records.Unit({'file': '/elsewhere/build/src/k.c', 'line': 5}, {},
                     '/elsewhere/build', 'r.json')
    e = sources.Sources().excerpt(u)
    check('missing' in e and '/elsewhere/build/src/k.c' in e['missing'],
          'sources: a missing file is said', e)
    e = sources.Sources(d).excerpt(u)
    check(e.get('path') == os.path.join(d, 'src', 'k.c'),
          'sources: --source-root finds the path\'s tail', e)
    u = records.Unit({'file': 'src/k.c', 'line': 500}, {}, d, 'r.json')
    e = sources.Sources().excerpt(u)
    check('missing' in e and 'changed' in e['missing'],
          'sources: a line past the end is said', e)

# --- The CLI: regions in, figures out ------------------------------------
u = unit(simulated=['.L3:', '\taddq\t$1, %rax',
                    '# LLVM-MCA-BEGIN inner', '\tjne\t.L3',
                    '# LLVM-MCA-END inner'])
u.id = 12
text = simulate.region_text([u])
check(text.startswith('# LLVM-MCA-BEGIN loop12\n.L3:\n') and
      text.endswith('\tjne\t.L3\n# LLVM-MCA-END loop12\n') and
      'inner' not in text, 'simulate: one named region a loop, the body\'s '
      'own markers left out', text)
region = {'Name': 'loop12', 'Instructions': ['addq\t$1, %rax', 'jne\t.L3'],
          'SummaryView': {'Iterations': 100, 'TotalCycles': 104},
          'TimelineView': {'TimelineInfo': [
              {'CycleDispatched': 0, 'CycleReady': 0, 'CycleIssued': 1,
               'CycleExecuted': 2, 'CycleRetired': 3},
              {'CycleDispatched': 0, 'CycleReady': 2, 'CycleIssued': 2,
               'CycleExecuted': 3, 'CycleRetired': 4},
              {'CycleDispatched': 1, 'CycleReady': 2, 'CycleIssued': 2,
               'CycleExecuted': 3, 'CycleRetired': 4},
              {'CycleDispatched': 1, 'CycleReady': 3, 'CycleIssued': 3,
               'CycleExecuted': 4, 'CycleRetired': 5}]},
          'ResourcePressureView': {'ResourcePressureInfo': [
              {'InstructionIndex': 0, 'ResourceIndex': 4,
               'ResourceUsage': 0.5},
              {'InstructionIndex': 0, 'ResourceIndex': 5,
               'ResourceUsage': 0.5},
              {'InstructionIndex': 1, 'ResourceIndex': 10,
               'ResourceUsage': 1},
              {'InstructionIndex': 2, 'ResourceIndex': 4,
               'ResourceUsage': 0.5},
              {'InstructionIndex': 2, 'ResourceIndex': 5,
               'ResourceUsage': 0.5},
              {'InstructionIndex': 2, 'ResourceIndex': 10,
               'ResourceUsage': 1}]}}
p = simulate.parse_region(region)
check(p['iterations'] == 2 and p['timeline'][3] == [1, 3, 3, 4, 5],
      'simulate: the timeline, per instruction and iteration', p)
check(p['pressure'] == [[4, 0.5], [5, 0.5], [10, 1.0]] and
      [1, 10, 1.0] in p['by_instruction'],
      'simulate: the pressure, the total row apart', p['pressure'])

# --- The page's file names ---------------------------------------------
a = records.Unit({'file': 'src/a.c'}, {}, '/b', 'r')
b = records.Unit({'file': 'src/sub/b.c'}, {}, '/b', 'r')
n = page.display_names([a, b])
check(n == {'/b/src/a.c': 'a.c', '/b/src/sub/b.c': 'sub/b.c'},
      'page: file names below their common directory', n)
check('<\\/script>' in page._json({'x': '</script>'}),
      'page: data cannot close its script element')

# --- The functions a loop calls ------------------------------------------
u = unit(calls=['free', 'f'], indirect_calls=1)
d = page.detail(u, None, None, 'x')
check(d.get('calls') == ['free', 'f'] and d.get('indirect_calls') == 1,
      'page: a loop\'s calls in its panel', d.get('calls'))
d = page.detail(unit(), None, None, 'x')
check('calls' not in d, 'page: no calls, no row', d.get('calls'))
u = unit(calls='free', indirect_calls='one')
check(u.calls == [] and u.indirect_calls == 0,
      'records: odd calls made harmless', (u.calls, u.indirect_calls))

# --- A run too short to leave the pipeline's fill out -------------------
g, s, sentence = words.bottleneck({'bounds': [{'kind': 'dependency',
                                               'what': '%rax',
                                               'cycles_per_iteration': 1}],
                                   'cycles_per_iteration': 6.33,
                                   'iterations': 3, 'pipeline_fill': True})
check('over 3 iterations, the fill of the pipeline included' in sentence
      and 'competing' not in sentence,
      'words: a short run blames the fill, not contention', sentence)

# --- What to try --------------------------------------------------------
from mca_report import advice  # noqa: E402


def fp_sum(**kw):
    rec = {'bounds': [{'kind': 'dependency', 'what': '%xmm0',
                       'cycles_per_iteration': 4},
                      {'kind': 'ports', 'what': 'Zn4FPFAdd01',
                       'cycles_per_iteration': 0.5}],
           'cycles_per_iteration': 4, 'whatif_cycles': 0.5,
           'loop_carried': True,
           'chain': [{'instruction': 1, 'mnemonic': 'vaddsd', 'line': 3,
                      'register': '%xmm0'}],
           'simulated': ['.L3:', '\tvaddsd\t(%rdi), %xmm0, %xmm0',
                         '\taddq\t$8, %rdi', '\tcmpq\t%rdi, %rsi',
                         '\tjne\t.L3'],
           'vectorizer': True, 'vect_cost_model': 'very-cheap',
           'associative_math': False}
    rec.update(kw)
    return rec


a = advice.advice(fp_sum())
check(len(a) == 1 and '-fassociative-math' in a[0] and
      'would run at 0.50 cycles per iteration' in a[0],
      'advice: an FP reduction: reassociation, and the rate without it', a)
a = advice.advice(fp_sum(
    bounds=[{'kind': 'dependency', 'what': '%st(1)',
             'cycles_per_iteration': 6}],
    chain=[{'instruction': 1, 'mnemonic': 'faddp', 'line': 3,
            'register': '%st(1)'}]))
check(a and '-fassociative-math' in a[0],
      'advice: an x87 (long double) reduction: reassociation', a)
a = advice.advice(fp_sum(associative_math=True))
check(len(a) == 2 and 'independent accumulators' in a[0] and
      '-fassociative-math' not in a[0] and 'very cheap' in a[1],
      'advice: FP chain with reassociation allowed: accumulators', a)
a = advice.advice(fp_sum(chain=[{'mnemonic': 'addq', 'register': '%rax'}],
                         bounds=[{'kind': 'dependency', 'what': '%rax',
                                  'cycles_per_iteration': 1}],
                         whatif_cycles=0))
check(any('previous one\'s result in %rax' in x for x in a) and
      not any('would run at' in x for x in a) and
      any('very cheap' in x for x in a),
      'advice: integer recurrence; the vectorizer at -O2', a)
vec = ['\tvmovupd\t(%rdi,%rax), %ymm1', '\tvaddpd\t%ymm1, %ymm0, %ymm0']
a = advice.advice(fp_sum(simulated=vec, associative_math=True,
                         vect_cost_model='dynamic'))
check(not any('vectoriz' in x for x in a),
      'advice: a vectorized loop is not told to vectorize', a)
check(advice._vector_code(['\tvxorps\t%xmm0, %xmm0, %xmm0',
                           '\taddsd\t(%rdi), %xmm0']) is False and
      advice._vector_code(['\tpaddd\t(%rdi), %xmm1']) is True,
      'advice: scalar FP zeroing is not vector code, paddd is')
a = advice.advice({'bounds': [{'kind': 'divider', 'what': 'Zn4Divider',
                               'cycles_per_iteration': 13}],
                   'cycles_per_iteration': 13, 'calls': ['free'],
                   'indirect_calls': 0})
check(len(a) == 2 and 'reciprocal' in a[0] and 'free' in a[1] and
      'inline' in a[1], 'advice: the divider; the calls', a)
a = advice.advice({'bounds': [{'kind': 'memory', 'what': '8(%rsp)',
                               'cycles_per_iteration': 10}],
                   'cycles_per_iteration': 10})
check(len(a) == 1 and 'restrict' in a[0] and '8(%rsp)' in a[0],
      'advice: a dependency through memory', a)
check(advice.advice({'bounds': 'x', 'chain': 5, 'simulated': None}) == [],
      'advice: odd records give none')
d = page.detail(unit(**fp_sum()), None, None, 'x')
check(d.get('advice') and '-fassociative-math' in d['advice'][0],
      'page: the panel has the advice')

# --- The units in the model's plain words --------------------------------
g, s, sentence = words.bottleneck({'bounds': [
    {'kind': 'ports', 'what': 'SKLPort06', 'words': 'ports 0 and 6',
     'cycles_per_iteration': 1.5}], 'cycles_per_iteration': 1.5})
check(s == 'ports 0 and 6' and 'SKLPort' not in sentence and
      g == 'execution ports',
      'words: a record\'s plain words for the units', (g, s, sentence))
g, s, sentence = words.bottleneck({'bounds': [
    {'kind': 'divider', 'what': 'SKLDivider', 'words': 'integer divider',
     'cycles_per_iteration': 21}], 'cycles_per_iteration': 21})
check(s == 'integer divider' and 'SKLDivider' not in sentence,
      'words: the divider in plain words', (s, sentence))

# --- A vectorized loop -------------------------------------------------
u = unit(vector_lanes=8, vector_bits=256, vector_element='floats',
         cycles_per_element=0.125)
d = page.detail(u, None, None, 'x')
check(d.get('vector') == {'lanes': 8, 'bits': 256, 'element': 'floats',
                          'per_element': 0.12} or
      (d.get('vector') or {}).get('lanes') == 8,
      'page: a vectorized loop\'s lanes in its panel', d.get('vector'))
check('vector' not in page.detail(unit(), None, None, 'x'),
      'page: a scalar loop has no vector row')
a = advice.advice(fp_sum(vector_lanes=4, simulated=[]))
check(not any('did not vectorize' in x for x in a),
      'advice: a record\'s vector_lanes says the loop is vectorized', a)

# --- Several models (cpu=A,B) ----------------------------------------------
# Each model's figures: the index's row has each one's cycles per
# iteration (None where the model could not simulate the loop), the panel
# each one's figures and bottleneck; a record of one model has neither.
both = unit(model='skylake', cycles_per_iteration=4.0, models=[
    {'model': 'skylake', 'status': 'analysed', 'cycles_per_iteration': 4.0,
     'block_rthroughput': 1.25, 'ipc': 1.5,
     'bounds': [{'kind': 'dependency', 'what': '%xmm1',
                 'cycles_per_iteration': 4.0}],
     'chain': [], 'loop_carried': True},
    {'model': 'btver2', 'status': 'analysed', 'cycles_per_iteration': 3.0,
     'block_rthroughput': 2.0, 'ipc': 2.0,
     'bounds': [{'kind': 'ports', 'what': 'JFPA', 'words': 'FP pipe 0',
                 'cycles_per_iteration': 3.0}]},
    {'model': 'znver4', 'status': 'unsupported',
     'message': 'model znver4 has no data for frob'},
    'junk', {'model': 'btver2', 'cycles_per_iteration': 9}])
both.count = 10
ranked = rank.rank([both], rank.COUNTS)
row = page.row(both, 'a.c')
check(row.get('mc') == {'skylake': 4.0, 'btver2': 3.0, 'znver4': None},
      'several models: the row has each model\'s cycles, in order',
      row.get('mc'))
check(row.get('mv') == {'btver2': {'rt': 2.0, 'ipc': 2.0, 'bn': 'FP pipe 0',
                                   'bg': 'vector units', 'w': 30.0}},
      'several models: the row has the other models\' figures and weights '
      '(count x their cycles)', row.get('mv'))
d = page.detail(both, None, None, 'x')
check([m['model'] for m in d.get('models', [])] ==
      ['skylake', 'btver2', 'znver4'] and d['models'][1]['bn'] ==
      'FP pipe 0' and d['models'][0]['bg'] == 'loop-carried dependency' and
      d['models'][2] == {'model': 'znver4',
                         'message': 'model znver4 has no data for frob'},
      'several models: the panel has each model\'s figures and bottleneck',
      d.get('models'))
one = unit(models=[{'model': 'znver4', 'status': 'analysed',
                    'cycles_per_iteration': 1.0}])
one.id, one.rank, one.share = 1, 2, 0.0
check('mc' not in page.row(one, 'a.c') and
      'models' not in page.detail(one, None, None, 'x') and
      not page.model_columns([one]),
      'several models: a record of one model is a record of one model')
check(page.model_columns([one, both]) == ['skylake', 'btver2', 'znver4'],
      'several models: a column each, in the order they come',
      page.model_columns([one, both]))
