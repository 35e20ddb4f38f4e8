#!/usr/bin/env python3
"""check-cli-speed.py TOP - checks of bench/cli-speed.py's --held-out
that do not time anything: the region files are the distinct bodies of
the held-out loops of bench/dumps, each once, none of a tuning loop, and
a run with stand-in tools counts them.  Prints PASS:/FAIL: lines for
cli-speed.exp."""
import glob
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'bench', 'cli-speed.py')
spec = importlib.util.spec_from_file_location('cli_speed', script)
cs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(cs)


def check(name, ok, detail=''):
    print('%s: %s%s' % ('PASS' if ok else 'FAIL', name,
                        '' if ok else ' (%s)' % detail))


dumps = os.path.join(top, 'bench', 'dumps')
held, tuning = set(), set()
for path in glob.glob(os.path.join(dumps, '*.json')):
    for loop in json.load(open(path)):
        (held if loop.get('held_out') else tuning).add(loop['body'])

bodies = cs.held_out_bodies(dumps)
check('cli-speed: --held-out takes every held-out body of the dumps once',
      len(bodies) == len(set(bodies)) and set(bodies) == held,
      '%d bodies, %d distinct, %d held out'
      % (len(bodies), len(set(bodies)), len(held)))
check('cli-speed: the dumps hold held-out loops', len(held) > 100,
      len(held))
check('cli-speed: no body only a tuning loop has',
      not (set(bodies) & (tuning - held)))

with tempfile.TemporaryDirectory() as tmp:
    files = cs.write_bodies(bodies[:3], tmp)
    check('cli-speed: each body in a region file of its own',
          [open(f).read() for f in files] == bodies[:3]
          and len(set(files)) == 3, files)

# A run with stand-ins for both tools: the count of region files and
# a round's line, no tool timed for real.
r = subprocess.run([sys.executable, script, '--held-out', '--max', '4',
                    '--rounds', '1', '--gcc-mca', 'true',
                    '--llvm-mca', 'true'],
                   capture_output=True, universal_newlines=True)
check('cli-speed: --held-out --max 4 times 4 region files',
      r.returncode == 0 and r.stdout.startswith('4 region files')
      and 'round 1:' in r.stdout, r.stdout + r.stderr)
r = subprocess.run([sys.executable, script, '--held-out', 'x.s'],
                   capture_output=True, universal_newlines=True)
check('cli-speed: --held-out with region files is refused',
      r.returncode != 0 and 'takes no region files' in r.stderr, r.stderr)
