#!/usr/bin/env python3
"""check-plugin-overhead.py TOP - checks of bench/plugin-overhead.py's
--files that do not time anything: with the compiler's CPU times made
up (each file a fixed cost without the plugin and another with it, and
one round of every file slowed), the figures printed are the sums of
the files' medians, their ratio, and the median and largest ratio of a
file, and each file is compiled without and with the plugin in every
round, the order alternating.  Prints PASS:/FAIL: lines for
plugin-overhead.exp.  With --against, the other plugin's compile takes
the place of the one without, and the figures say so."""
import contextlib
import importlib.util
import io
import os
import re
import sys

top = sys.argv[1]
spec = importlib.util.spec_from_file_location(
    'plugin_overhead', os.path.join(top, 'bench', 'plugin-overhead.py'))
po = importlib.util.module_from_spec(spec)
spec.loader.exec_module(po)


def check(name, ok, detail=''):
    print('%s: %s%s' % ('PASS' if ok else 'FAIL', name,
                        '' if ok else ' (%s)' % detail))


# CPU seconds of each file without and with the plugin, and page faults.
COST = {'a.c': (1.0, 1.5), 'b.c': (2.0, 2.0), 'c.c': (4.0, 4.2)}
FAULTS = {'a.c': (100, 130), 'b.c': (200, 260), 'c.c': (300, 390)}
calls = []


def fake_compile_all(cc, files, flags, plugin, json_path=None):
    assert len(files) == 1
    f = files[0]
    calls.append((f, bool(plugin)))
    cpu = COST[f][bool(plugin)]
    # The first round of a.c is slowed tenfold: a median of three
    # rounds leaves it out.
    if f == 'a.c' and sum(1 for c in calls if c[0] == 'a.c') <= 2:
        cpu *= 10
    return cpu, cpu, FAULTS[f][bool(plugin)]


po.compile_all = fake_compile_all
out = io.StringIO()
with contextlib.redirect_stdout(out):
    po.measure_files('gcc', sorted(COST), ['-O2'], ['-fplugin=mca'], 3)
text = out.getvalue()

check('plugin-overhead: each file compiled without and with the plugin '
      'in each of 3 rounds',
      sorted(calls) == sorted((f, w) for f in COST for w in (False, True)
                              for _ in range(3)), calls)
orders = [calls[k][1] for k in range(0, len(calls), 2)]
check('plugin-overhead: the order of a pair alternates',
      True in orders and False in orders, orders)
m = re.search(r'without\s+([\d.]+) s\s+with\s+([\d.]+) s\s+ratio ([\d.]+) '
              r'\(\+([\d.]+)%\)', text)
check('plugin-overhead: the sums of the files\' median CPU times, and '
      'their ratio',
      m and float(m.group(1)) == 7.0 and float(m.group(2)) == 7.7
      and m.group(3) == '1.100' and m.group(4) == '10.0', text)
m = re.search(r'median ratio ([\d.]+), largest ([\d.]+) \((\S+)\), '
              r'(\d+) of (\d+) at or under 1.02', text)
check('plugin-overhead: the median and largest ratio of a file, and the '
      'files at or under 2%',
      m and m.group(1) == '1.050' and m.group(2) == '1.500'
      and m.group(3) == 'a.c' and m.group(4) == '1' and m.group(5) == '3',
      text)
# Round 1 has a.c slowed tenfold both ways: 16 s without, 21.2 s with;
# rounds 2 and 3 7 s and 7.7 s.
m = re.search(r'by round: ratio ([\d.]+) to ([\d.]+) \(median ([\d.]+), '
              r'(\d+) rounds\)', text)
check('plugin-overhead: the lowest, highest and median ratio of a round\'s '
      'sums',
      m and m.groups() == ('1.100', '1.325', '1.100', '3'), text)
m = re.search(r'page faults: (\d+) more a file with the plugin \(median; '
              r'from (\d+) to (\d+)\)', text)
check('plugin-overhead: the page faults the plugin adds to a file',
      m and m.groups() == ('60', '30', '90'), text)

# --against: the other plugin's compile in place of the one without.
calls.clear()
OTHER = ['-fplugin=other']


def fake_compile_against(cc, files, flags, plugin, json_path=None):
    f = files[0]
    calls.append((f, plugin))
    assert plugin is not None, 'compiled without a plugin'
    with_plugin = plugin != OTHER
    return COST[f][with_plugin], COST[f][with_plugin], \
        FAULTS[f][with_plugin]


po.compile_all = fake_compile_against
out = io.StringIO()
with contextlib.redirect_stdout(out):
    po.measure_files('gcc', sorted(COST), ['-O2'], ['-fplugin=mca'], 3,
                     OTHER)
text = out.getvalue()
check('plugin-overhead: --against compiles each file with each plugin in '
      'each round, never without one',
      sorted(calls, key=str) == sorted(((f, p) for f in COST
                                        for p in (OTHER, ['-fplugin=mca'])
                                        for _ in range(3)), key=str), calls)
m = re.search(r'against\s+([\d.]+) s\s+with\s+([\d.]+) s\s+ratio ([\d.]+) '
              r'\(\+([\d.]+)%\)', text)
check('plugin-overhead: --against gives the sums and their ratio against '
      'the other plugin',
      m and float(m.group(1)) == 7.0 and float(m.group(2)) == 7.7
      and m.group(3) == '1.100', text)
check('plugin-overhead: --against names the page faults against the other',
      re.search(r'page faults: \+60 a file with the plugin against the '
                r'other \(median; from \+30 to \+90\)', text) is not None,
      text)
