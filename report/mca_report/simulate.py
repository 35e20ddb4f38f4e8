"""The timeline and resource pressure of every loop, from the command-line
gcc-mca: one run per model over one input in which each loop is a named
region (# LLVM-MCA-BEGIN loopN / # LLVM-MCA-END loopN), with -json
-timeline.  Its TimelineView gives each instruction's cycles of dispatch,
ready, issue, execution done and retirement for the first iterations;
ResourcePressureView the cycles each resource unit is busy per
iteration, by instruction (the row after the last instruction is the
total)."""

import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

ITERATIONS = 100           # simulated, for the pressure per iteration
TIMELINE_ITERATIONS = 3    # drawn
PROGRESS_SECONDS = 5       # how often a long run says it is still running

_MARKER = re.compile(r'^\s*#\s*(LLVM-MCA|OSACA)-(BEGIN|END)\b')


def find_cli(explicit, candidates):
    """The gcc-mca to run: EXPLICIT (--gcc-mca) if given, else the first
    of CANDIDATES that is executable, else gcc-mca in PATH."""
    if explicit:
        return shutil.which(explicit) or explicit
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return shutil.which('gcc-mca')


def region_text(units):
    """The CLI's input: each unit's simulated lines as a region named
    after its number."""
    out = []
    for u in units:
        out.append('# LLVM-MCA-BEGIN loop%d' % u.id)
        out.extend(l for l in u.simulated if not _MARKER.match(l))
        out.append('# LLVM-MCA-END loop%d' % u.id)
    return '\n'.join(out) + '\n'


def _run(cmd, text, what, progress):
    """Run CMD with TEXT as its input: (returncode, stdout, stderr);
    says every few seconds on stderr that WHAT is still running when
    PROGRESS."""
    start = time.time()
    try:
        p = subprocess.Popen(cmd, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as e:
        return None, b'', str(e).encode()
    data = text.encode('utf-8')
    while True:
        try:
            out, err = p.communicate(data, timeout=PROGRESS_SECONDS)
            break
        except subprocess.TimeoutExpired:
            data = None
            if progress:
                progress('%s: still running (%.0f s)' %
                         (what, time.time() - start))
    return p.returncode, out, err


def unit_names(cli, model):
    """The names of MODEL's resource units, in the order of the pressure
    view's columns (a resource of several units gives NAME.0, NAME.1...),
    from the CLI's text report; (None, message) if the model cannot be
    run."""
    rc, out, err = _run([cli, '-mcpu=' + model, '-iterations=1',
                         '-resource-pressure', '-summary-view=false',
                         '-instruction-info=false', '-'], 'nop\n', '', None)
    if rc != 0:
        msg = (err or b'').decode('utf-8', 'replace').strip().split('\n')[0]
        return None, msg or 'exit status %s' % rc
    names = []
    for line in out.decode('utf-8', 'replace').split('\n'):
        m = re.match(r'^\[(\d+)(?:\.(\d+))?\]\s+-\s+(\S+)', line)
        if m:
            names.append(m.group(3) + ('.' + m.group(2)
                                       if m.group(2) is not None else ''))
    return names, None


def _round(x):
    return round(float(x), 3)


def parse_region(region):
    """The page's figures of one region of the CLI's JSON."""
    instrs = [str(i) for i in region.get('Instructions') or []]
    n = len(instrs)
    rows = []
    for t in (region.get('TimelineView') or {}).get('TimelineInfo') or []:
        rows.append([int(t.get(k, 0)) for k in
                     ('CycleDispatched', 'CycleReady', 'CycleIssued',
                      'CycleExecuted', 'CycleRetired')])
    total = {}
    by_instr = []
    for p in (region.get('ResourcePressureView') or {}) \
            .get('ResourcePressureInfo') or []:
        i, r = int(p.get('InstructionIndex', -1)), \
            int(p.get('ResourceIndex', -1))
        v = float(p.get('ResourceUsage', 0))
        if r < 0 or v <= 0:
            continue
        if i == n:
            total[r] = total.get(r, 0) + v
        elif 0 <= i < n:
            by_instr.append([i, r, _round(v)])
    summary = region.get('SummaryView') or {}
    return {
        'instructions': instrs,
        'timeline': rows,
        'iterations': (len(rows) // n) if n else 0,
        'pressure': [[r, _round(v)] for r, v in sorted(total.items())],
        'by_instruction': by_instr,
        'cycles': summary.get('TotalCycles'),
        'simulated_iterations': summary.get('Iterations'),
    }


MAX_FAILED_RUNS = 64   # runs that may fail while loops are sought by halves


def _message(err, rc):
    lines = [l for l in (err or b'').decode('utf-8', 'replace')
             .strip().split('\n') if l.strip()]
    for l in lines:
        if 'error' in l:
            return l
    return lines[-1] if lines else 'exit status %s' % rc


def _simulate(cli, model, units, progress, results, problems, budget,
              depth=0):
    cmd = [cli, '-mcpu=' + model, '-iterations=%d' % ITERATIONS, '-timeline',
           '-timeline-max-iterations=%d' % TIMELINE_ITERATIONS,
           '-timeline-max-cycles=0', '-json',
           '-skip-unsupported-instructions=any', '-']
    what = 'gcc-mca -mcpu=%s on %d loop%s' % (model, len(units),
                                             's' if len(units) > 1 else '')
    rc, out, err = _run(cmd, region_text(units), what,
                        progress if depth == 0 else None)
    data = None
    if rc == 0:
        try:
            data = json.loads(out.decode('utf-8', 'replace'))
        except ValueError:
            data = None
    if not isinstance(data, dict):
        msg = _message(err, rc)
        budget[0] -= 1
        if len(units) == 1 or budget[0] <= 0:
            for u in units:
                problems.append((u, 'gcc-mca could not simulate it: %s'
                                 % msg))
            return
        # One loop the CLI refuses stops the run: find it by halves.
        half = len(units) // 2
        _simulate(cli, model, units[:half], progress, results, problems,
                  budget, depth + 1)
        _simulate(cli, model, units[half:], progress, results, problems,
                  budget, depth + 1)
        return
    for region in data.get('CodeRegions') or []:
        if not isinstance(region, dict):
            continue
        m = re.match(r'^loop(\d+)$', str(region.get('Name') or ''))
        if m:
            try:
                results[int(m.group(1))] = parse_region(region)
            except (TypeError, ValueError, AttributeError) as e:
                problems.append((None, 'gcc-mca\'s output for loop %s: %s'
                                 % (m.group(1), e)))


def simulate(cli, units, progress=None):
    """(results by unit id, unit names by model, problems): problems are
    (unit or None, message) pairs.  The models' runs go side by side,
    one a processor."""
    by_model = {}
    for u in units:
        if u.simulated:
            by_model.setdefault(u.model, []).append(u)
    results, names, problems = {}, {}, []

    def one(model):
        group = by_model[model]
        res, probs = {}, []
        units_of_model, msg = unit_names(cli, model)
        if units_of_model is None:
            probs.append((None, 'gcc-mca cannot run model %s (%d loop%s '
                          'without timeline and pressure): %s' %
                          (model, len(group), 's' if len(group) > 1
                           else '', msg)))
            return model, None, res, probs
        start = time.time()
        if progress:
            progress('simulating %d loop%s on %s with %s' %
                     (len(group), 's' if len(group) > 1 else '', model,
                      cli))
        _simulate(cli, model, group, progress, res, probs,
                  [MAX_FAILED_RUNS])
        if progress:
            progress('%s: done in %.1f s' % (model, time.time() - start))
        return model, units_of_model, res, probs

    models = sorted(by_model)
    workers = max(1, min(len(models), os.cpu_count() or 1))
    if workers > 1:
        with concurrent.futures.ThreadPoolExecutor(workers) as pool:
            done = list(pool.map(one, models))
    else:
        done = [one(m) for m in models]
    for model, units_of_model, res, probs in done:
        if units_of_model is not None:
            names[model] = units_of_model
        results.update(res)
        problems.extend(probs)
    return results, names, problems


def stderr_progress(msg):
    print('gcc-mca-report: %s' % msg, file=sys.stderr, flush=True)
