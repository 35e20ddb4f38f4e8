#!/usr/bin/env python3
"""bounds-gap.py - where gcc-mca's simulation lies above every bound.

usage: bounds-gap.py --from-dump FILE [--model MODEL] [--above X]
                     [--list N] [-j JOBS]

The bounds analysis (gcc-mca -bounds) takes each component of the
machine alone; the simulation takes them together.  For every distinct
loop body of FILE (a dump written by accuracy.py --dump), this runs
gcc-mca -mcpu=MODEL -bounds -json over 1000 iterations and counts the
bodies whose simulated cycles per iteration lie more than X (default
0.10: 10%) and 0.1 cycles above their binding bound.  Of those, on a
model with bind rules, it counts the ones the run without the rules
brings down (FreeIssueCycles lower by more than 0.05) and the ones it
brings to within 5% of the bound: there, the scheduler queues the model
gives operations at dispatch hold the loop above the bound.  It lists
the N (default 20) bodies furthest above their bound, with the figure
the dump measured on its host.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def analyse(model, body):
    """(simulated, binding bound, free-issue figure or 0), or None."""
    r = subprocess.run([os.path.join(TOP, 'gcc-mca'), '-mcpu=' + model,
                        '-bounds', '-json', '-iterations=1000', '-'],
                       input=body, capture_output=True, text=True)
    if r.returncode:
        return None
    region = json.loads(r.stdout)['CodeRegions'][0]
    summary = region['SummaryView']
    view = region['BoundsView']
    bounds = [b['CyclesPerIteration'] for b in view['Bounds']]
    return (summary['TotalCycles'] / summary['Iterations'],
            max(bounds) if bounds else 0.0,
            view.get('FreeIssueCycles', 0.0))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0].split(' - ')[1])
    ap.add_argument('--from-dump', required=True, metavar='FILE')
    ap.add_argument('--model', default='znver4')
    ap.add_argument('--above', type=float, default=0.10)
    ap.add_argument('--list', type=int, default=20, metavar='N')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    if not os.access(os.path.join(TOP, 'gcc-mca'), os.X_OK):
        sys.exit('bounds-gap: build gcc-mca first (make)')
    with open(a.from_dump) as f:
        loops = json.load(f)
    bodies = {}
    for loop in loops:
        bodies.setdefault(loop['body'], loop)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        figures = dict(zip(bodies, pool.map(
            lambda body: analyse(a.model, body), bodies)))
    rows = [(sim, top, free, bodies[body])
            for body, fig in figures.items() if fig
            for sim, top, free in [fig]]
    above = [r for r in rows
             if r[0] > (1 + a.above) * r[1] and r[0] - r[1] > 0.1]
    lowered = [r for r in above if 0 < r[2] < r[0] - 0.05]
    reached = [r for r in lowered if r[2] <= 1.05 * r[1]]
    print('bounds-gap: %s, %d distinct bodies simulated' % (a.model,
                                                             len(rows)))
    print('  above every bound by more than %.0f%%:  %d'
          % (100 * a.above, len(above)))
    print('  of those, lower without the bind rules: %d' % len(lowered))
    print('  of those, within 5%% of the bound:      %d' % len(reached))
    print('\n  simulated  bound  free-issue  measured  loop')
    above.sort(key=lambda r: -(r[0] / r[1] if r[1] else r[0]))
    for sim, top, free, loop in above[:a.list]:
        print('  %9.2f %6.2f  %10s  %8.2f  %s:%s [%s]'
              % (sim, top, '%.2f' % free if free else '-',
                 loop.get('measured') or 0, loop['src'], loop['line'],
                 loop['tag']))


if __name__ == '__main__':
    main()
