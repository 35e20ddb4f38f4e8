#!/usr/bin/env python3
"""accuracy.py - how well gcc-mca (and llvm-mca) predict this machine.

usage: accuracy.py [--model MODEL | --model-file FILE] [--llvm-mcpu CPU]
                   [--cache FILE] [--max N] [--runs N] [--passes N]
                   [-j JOBS] [--uops-info DIR] [--dump FILE]
                   [--from-dump FILE] [--config TAG=FLAGS ...]
                   [--retest FILE] [--list] [FILE ...]

1. Corpus: the project's C kernels (testsuite/corpus/src/*.c) compiled at
   several -O/-march settings with the plugin (FLAGS; --config TAG=FLAGS,
   repeatable, compiles with those settings instead: a corpus of its
   own, e.g. 512-bit vector code), which writes each
   innermost loop's simulated path (JSON "simulated"); identical bodies
   (local labels aside) are kept once.  Loops are split by source file
   into a tuning set and a held-out set (files whose name hashes to 0
   mod 4), so a model can be tuned on one and judged on the other.
   FILE arguments replace the corpus (all held out): C files, compiled
   with the plugin at each flag set, and assembly files, cut into their
   innermost loops as extract-loops.py cuts them (a file of bare
   instructions with no loop is one body).  --list prints the loops
   that would be measured and exits.
2. Measurement: every body runs on this machine under gcc-mca-measure,
   in --passes passes over the whole corpus, keeping the fastest figure
   that another run confirms within 5% (cached in --cache by body text,
   so reruns only measure what is missing).  A body whose figures all
   lie apart gets up to three more runs; if none agrees it is left out
   and named, as are the bodies gcc-mca-measure refuses (faults,
   indirect branches ...).
3. Prediction: the measured body (gcc-mca-measure -print-body) is
   simulated by gcc-mca -mcpu=MODEL and, when installed, by llvm-mca-19
   and llvm-mca-22 -mcpu=sapphirerapids (--llvm-mcpu CPU: -mcpu=CPU;
   `none': no llvm-mca); cycles per iteration = the
   Total Cycles that iterations 721 to 1440 add, / 720 (steady state,
   as measured; 720 a multiple of every period up to 6 iterations, and
   of 8, 9, 10, 12, 15 and 16).  With --uops-info, also the bare analytic bound of
   bound.py (rename width, port assignment, loop-carried latency) from
   uops.info's table for the model's core.
4. Report: MAPE and Kendall's tau-b per predictor, overall, per split and
   per class (vector/scalar, AVX-512 (an instruction only AVX-512
   encodes: zmm or mask registers, registers 16-31, broadcasts, or an
   instruction AVX-512 brought in, at any width), 512-bit, memory/no
   memory, latency-bound/throughput-bound by gcc-mca's binding bound,
   with or without a warning of gcc-mca-measure); the first predictor's
   classes again for the tuning set, the held-out set and the held-out
   loops without a warning; the pairs each predictor ties that the
   measurements do not with the tau-b ceiling they leave (overall, per
   split, held out without a warning), and the twenty worst-predicted
   loops.

--from-dump FILE skips 1 and 2: the loops and their measured figures are
those a --dump run wrote, so a model change (--model-file, a model file
as gcc-mca -model-file reads it) is judged in a minute, not in the
quarter of an hour the measurement takes.  The report then also counts
the loops whose error moved by more than 2 points against the dump's own
gcc-mca prediction, and lists the largest moves.

--retest FILE compares the measured figures with an earlier --dump
FILE's of the same loops (matched by their text): per split, the mean
difference between the two measurements, the tau-b of one against the
other, and the model's tau-b against each.  A model cannot be asked to
rank the loops much better than a second measurement does (two of the
Zen 5 held-out split, without a warning: 0.90): the rest is the
host.
"""
import argparse
import concurrent.futures
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
# gcc-mca-measure's words for a store placed by loaded data.
DATA_PLACED = 'writes where data the body loads says'
sys.path.insert(0, HERE)
import bound  # noqa: E402
# extract-loops.py's name is no module name.
_spec = importlib.util.spec_from_file_location(
    'extract_loops', os.path.join(HERE, 'extract-loops.py'))
EXTRACT = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(EXTRACT)
FLAGS = {
    'O2': ['-O2'],
    'O3-v3': ['-O3', '-march=x86-64-v3'],
    'O2-skx': ['-O2', '-march=skylake-avx512'],
    'O3-spr': ['-O3', '-march=sapphirerapids'],
}


def norm(text):
    return re.sub(r'\.L\d+', '.L', text)


def add_body(bodies, text, src, tag, line, held_out):
    """Keep TEXT as a body of BODIES unless one equal to it (local labels
    aside) is there already."""
    key = norm(text)
    if key not in bodies:
        bodies[key] = {'text': text, 'src': src, 'tag': tag, 'line': line,
                       'held_out': held_out}


def compile_loops(bodies, tmp, plugin_dir, cc, path, held_out):
    """The innermost loops the plugin simulates in the C file PATH at
    each flag set, into BODIES; how many flag sets compiled.  The plugin
    runs with sapphirerapids, the model that knows the most instruction
    forms (AVX-512 and its extensions among them): a loop the model
    cannot simulate comes without its body, and with btver2 (no AVX2, no
    AVX-512) 614 of the corpus's 1,829 bodies went missing."""
    src = os.path.basename(path)
    compiled = 0
    for tag, flags in FLAGS.items():
        js = os.path.join(tmp, '%s-%s.json' % (src, tag))
        r = subprocess.run([cc, '-S', '-w', '-o', os.devnull] + flags + [
            '-iplugindir=' + plugin_dir, '-fplugin=mca',
            '-fplugin-arg-mca-remarks=none',
            '-fplugin-arg-mca-cpu=sapphirerapids',
            '-fplugin-arg-mca-json=' + js, path],
            stderr=subprocess.DEVNULL)
        if r.returncode or not os.path.exists(js):
            continue
        compiled += 1
        for u in json.load(open(js))['units']:
            if u['kind'] != 'loop' or 'simulated' not in u:
                continue
            add_body(bodies, '\n'.join(u['simulated']) + '\n', src, tag,
                     u['line'], held_out)
    return compiled


def is_directive(line):
    s = line.strip()
    return s.startswith('.') and not EXTRACT.LABEL_RE.match(s)


def assembly_loops(bodies, path):
    """The innermost loops of the assembly file PATH, cut as
    bench/extract-loops.py cuts them, into BODIES; a file of bare
    instructions with no loop in it (an llvm-mca input) is one body.
    Returns how many bodies the file gave."""
    regions, _ = EXTRACT.extract(path)
    src = os.path.basename(path)
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        lines = f.read().split('\n')
    for _, label, insns in regions:
        at = next((n for n, l in enumerate(lines, 1)
                   if l.strip().startswith(label + ':')), 0)
        add_body(bodies, '%s:\n%s\n' % (label, '\n'.join(insns)), src,
                 'asm', at, True)
    if regions:
        return len(regions)
    code = [l for l in lines if l.strip() and not l.strip().startswith('#')]
    if code and not any(is_directive(l) for l in code):
        add_body(bodies, '\n'.join(code) + '\n', src, 'asm', 1, True)
        return 1
    return 0


def collect(tmp, plugin_dir, cc, files=None):
    """The distinct loop bodies to judge: those of the project's corpus,
    or, with FILES, those of the C files (compiled with the plugin at
    each flag set) and assembly files (GCC output, or one loop body a
    file) named there, all of them held out.  Files that give no loop
    are named on stderr."""
    bodies = {}
    if not files:
        srcdir = os.path.join(TOP, 'testsuite', 'corpus', 'src')
        for src in sorted(os.listdir(srcdir)):
            if src.endswith('.c'):
                held_out = int(hashlib.md5(src.encode()).hexdigest(),
                               16) % 4 == 0
                compile_loops(bodies, tmp, plugin_dir, cc,
                              os.path.join(srcdir, src), held_out)
        return list(bodies.values())
    for path in files:
        if path.endswith('.c'):
            if not compile_loops(bodies, tmp, plugin_dir, cc, path, True):
                print('accuracy: %s: does not compile with %s' % (
                    path, ' '.join(' '.join(f) for f in FLAGS.values())),
                    file=sys.stderr)
        elif not os.path.isfile(path):
            print('accuracy: %s: no such file' % path, file=sys.stderr)
        elif not assembly_loops(bodies, path):
            print('accuracy: %s: no innermost loop' % path,
                  file=sys.stderr)
    return list(bodies.values())


def run_tool(cmd, text):
    r = subprocess.run(cmd, input=text, capture_output=True,
                       universal_newlines=True)
    return r.returncode, r.stdout, r.stderr


def settled(figures):
    """The figure kept from FIGURES, one per run of gcc-mca-measure: the
    fastest that another run confirms (within 5%), or None when no two
    agree.  Noise mostly slows a loop down, but now and then a run reads
    far too fast, or too slow by half: on the Zen 5 host a 2-cycle
    addsd chain gave 1.99, 2.79, 1.07 and 2.18 in four runs, and taking
    the fastest figure when none was confirmed put 37 of 1,197 corpus
    loops 15% to 50% away from what three runs agree on the next day."""
    f = sorted(figures)
    for i in range(len(f) - 1):
        if f[i + 1] <= f[i] * 1.05:
            return f[i]
    return None


# Runs of gcc-mca-measure made after the last pass for a body whose
# figures still disagree; a body none of them settles is left out.
CONFIRM_RUNS = 3


def body_key(b):
    # The method's version is part of the key: a change to the tool
    # invalidates older measurements.
    return 'v30:' + hashlib.sha1(b['text'].encode()).hexdigest()


def run_measure(b, runs):
    """One run of gcc-mca-measure on B: (figure, what it said) or
    (None, {'error': ...})."""
    rc, out, err = run_tool([os.path.join(TOP, 'gcc-mca-measure'),
                             '-json', '-runs=%d' % runs, '-'], b['text'])
    if rc:
        return None, {'error': err.strip()}
    m = json.loads(out)
    return m['CyclesPerIteration'], {'spread': m['Spread'], 'body': m['Body'],
                                     'warnings': m['Warnings']}


def keep(res, figures, said):
    """RES with the figure FIGURES settle on (None: unsettled) and what
    the run that gave it said (SAID: figure -> words; a figure from a
    cache that kept no words for it takes the words RES holds)."""
    cycles = settled(figures)
    run = said.get(cycles) or said.get(figures[-1]) or {}
    for k in ('spread', 'body', 'warnings'):
        if k in run:
            res[k] = run[k]
    res['cycles'] = cycles
    res['all'] = figures
    res['said'] = [said.get(f) for f in figures]
    return res


def recorded(m):
    """The figures of cache entry M and what each run said."""
    if not m:
        return [], {}
    figures = [f for f in m.get('all', [m.get('cycles')]) if f is not None]
    said = {}
    for f, words in zip(figures, m.get('said', [])):
        if words:
            said.setdefault(f, words)
    if m.get('cycles') is not None and 'body' in m:
        said.setdefault(m['cycles'], {k: m[k] for k in
                                      ('spread', 'body', 'warnings')})
    return figures, said


def measure(b, runs, cache, npass):
    """B's measurement after pass NPASS (1, 2, ...): each pass runs
    gcc-mca-measure once more.  On a shared virtual machine a loop can
    run at half speed for seconds (another guest on the core); passes
    minutes apart escape such spells.  Where the fastest run is more
    than 20% faster than the others, up to two more runs are made."""
    key = body_key(b)
    old = cache.get(key)
    if old and ('error' in old or old.get('passes', 1) >= npass):
        return old
    figures, said = recorded(old)
    res = {}
    for _ in range(3):
        figure, run = run_measure(b, runs)
        if figure is None:
            res = run
            break
        figures.append(figure)
        said.setdefault(figure, run)
        f = sorted(figures)
        if len(f) < 2 or f[0] >= 0.8 * f[1]:
            break
    if 'error' not in res:
        keep(res, figures, said)
        res['tries'] = old.get('tries', 0) if old else 0
    res['passes'] = npass
    cache[key] = res
    return res


def confirm(b, runs, cache):
    """B's measurement once two of its figures agree: up to CONFIRM_RUNS
    more runs of gcc-mca-measure when the passes left them apart; its
    'cycles' stay None when these do not settle it either."""
    m = cache[body_key(b)]
    if 'error' in m:
        return m
    figures, said = recorded(m)
    while settled(figures) is None and m.get('tries', 0) < CONFIRM_RUNS:
        m['tries'] = m.get('tries', 0) + 1
        figure, run = run_measure(b, runs)
        if figure is None:
            break
        figures.append(figure)
        said.setdefault(figure, run)
    return keep(m, figures, said) if figures else m


def cycles_of(report):
    it = re.search(r'^Iterations:\s+(\d+)', report, re.M)
    tc = re.search(r'^Total Cycles:\s+(\d+)', report, re.M)
    if not it or not tc:
        return None
    return int(tc.group(1)) / int(it.group(1))


# A branch gcc-mca-measure ran falling through in every copy, or in
# most (its data sends a few copies to the next one).
FELL_THROUGH_RE = re.compile(
    r'^(\s*j[a-z]+\s+)([^\s#]+)'
    r'(\s*#\s*(?:taken in the loop; )?measured as \w+, '
    r'(?:falling through|jumping in ([0-9]+) of ([0-9]+) copies))')


def as_measured(body):
    """BODY as the harness ran it, for the models: on a loop's path a
    branch to the label after it is taken, and so is the back edge (the
    model's front end follows a limited number of taken branches a
    cycle), but gcc-mca-measure runs every branch falling through, as
    its comment says, the back edge too.  Such a branch is made to jump
    nowhere in the text, which the models take for not taken (a back
    edge that leaves the loop: the copies go round by falling into the
    next).  bench/real-loops.py judges the loop itself, its back edge
    taken."""
    out = []
    for l in body.split('\n'):
        m = FELL_THROUGH_RE.match(l)
        if m and m.group(4) and 2 * int(m.group(4)) > int(m.group(5)):
            m = None
        out.append(m.group(1) + '.Lmca_not_taken' + l[m.end(2):] if m
                   else l)
    return '\n'.join(out)


def predict(tool, body):
    """TOOL's steady state for BODY as the harness ran it."""
    return steady_state(tool, as_measured(body))


def steady_state(tool, body):
    """Steady-state cycles per iteration: the cycles iterations 721-1440
    add, so that the pipeline's filling (tens of cycles) is not spread
    over the figure, as the plugin's remarks and the measurement leave it
    out too.  A schedule that repeats every few iterations (7 cycles for
    6) fits a whole number of times in 720 iterations: its figure is
    exact, not 1.166 or 1.168 by where a 500-iteration window cut it."""
    window = 720
    totals = []
    for n in (window, 2 * window):
        rc, out, _ = run_tool(tool + ['-iterations=%d' % n, '-'], body)
        tc = re.search(r'^Total Cycles:\s+(\d+)', out, re.M)
        if rc != 0 or not tc:
            return None
        totals.append(int(tc.group(1)))
    # Integers until the one division: equal predictions stay equal
    # (Kendall's tau counts ties).
    return (totals[1] - totals[0]) / window


def bound_kind(cpu_args, body):
    rc, out, _ = run_tool([os.path.join(TOP, 'gcc-mca')] + cpu_args + [
                           '-bounds', '-summary-view=false',
                           '-instruction-info=false',
                           '-resource-pressure=false', '-'],
                         as_measured(body))
    m = re.search(r'^\s+[0-9.]+\s+(.*)<- binds', out, re.M)
    if not m:
        return 'unknown'
    return ('latency' if 'dependency' in m.group(1) else 'throughput')


def pair_counts(xs, ys):
    """Kendall's counts over the pairs of XS and YS: concordant,
    discordant, tied in XS alone, tied in YS alone (pairs tied in both
    count in none)."""
    n = len(xs)
    conc = disc = tx = ty = 0
    for i in range(n):
        for j in range(i + 1, n):
            dx = xs[i] - xs[j]
            dy = ys[i] - ys[j]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                tx += 1
            elif dy == 0:
                ty += 1
            elif (dx > 0) == (dy > 0):
                conc += 1
            else:
                disc += 1
    return conc, disc, tx, ty


def kendall_tau(xs, ys):
    conc, disc, tx, ty = pair_counts(xs, ys)
    denom = ((conc + disc + tx) * (conc + disc + ty)) ** 0.5
    return (conc - disc) / denom if denom else 0.0


def tie_ceiling(measured, predicted):
    """The share of pairs a predictor ties that the measurements do not,
    and the tau-b its figures would have with every other pair in the
    right order: the most any predictor keeping those ties can reach
    (tau-b counts such a pair in its denominator, never as agreeing)."""
    conc, disc, tx, ty = pair_counts(measured, predicted)
    n = len(measured) * (len(measured) - 1) // 2
    denom = ((conc + disc + tx) * (conc + disc + ty)) ** 0.5
    return (ty / n if n else 0.0), ((conc + disc) / denom if denom else 0.0)


def print_ties(rows, tools, splits):
    """Per split of SPLITS (name, predicate) and predictor of TOOLS: the
    pairs tied in prediction alone, and the tau-b ceiling they leave."""
    print('\nties in prediction (pairs the predictor ties and the '
          'measurements do not; tau-b counts them against it):')
    for sname, pred in splits:
        sel = [r for r in rows if pred(r)]
        for t in tools:
            pairs = [(r['measured'], r['pred'][t]) for r in sel
                     if r['pred'].get(t) is not None]
            if len(pairs) < 2:
                continue
            share, ceiling = tie_ceiling([m for m, _ in pairs],
                                         [p for _, p in pairs])
            print('  %-20s %-22s %5.1f%% of pairs tied; tau-b at most %.3f'
                  % (sname, t, 100 * share, ceiling))


def stats(rows, name):
    pairs = [(r['measured'], r['pred'][name]) for r in rows
             if r['pred'].get(name) is not None]
    if not pairs:
        return None
    mape = sum(abs(p - m) / m for m, p in pairs) / len(pairs)
    tau = kendall_tau([m for m, _ in pairs], [p for _, p in pairs])
    return len(pairs), 100 * mape, tau


# What only AVX-512 encodes (EVEX): zmm and mask registers, vector
# registers 16-31, broadcast and zeroing decorations, and the
# instructions AVX-512 brought in at every width (AVX-512VL on xmm and
# ymm: what GCC emits for -march=sapphirerapids at 256 bits).
AVX512_TEXT = re.compile(
    r'%zmm|%k[0-7]\b|%[xy]mm(1[6-9]|2[0-9]|3[01])\b|\{1to|\{z\}'
    r'|^\s*v(pternlog|permt2|permi2|align[dq]|extract[fi](32x4|64x2|32x8|'
    r'64x4)|insert[fi](32x4|64x2|32x8|64x4)|movdq[au](8|16|32|64)|p?blendm|'
    r'pmullq|pmov(q[bwd]|d[bw]|wb|u?s[dqw][bwd])|pro[lr]v?[dq]|permw|permb|'
    r'pmadd52|cvtt?p[sd]2u|cvtu|range|reduce|fixupimm|scalef|getexp|'
    r'getmant|rndscale|rcp14|rsqrt14|pconflict|plzcnt|popcnt[bwdq]|'
    r'pshl?d|pshrd|compress|expand|pbroadcastm|psravw|psllvw|psrlvw|'
    r'pcmpu?[bwdq]\b|ptestn?m|fpclass|dbpsadbw|pmultishiftqb|'
    r'cvtu?qq2p|cvtt?p[sd]2u?qq|shuf[fi](32x4|64x2))',
    re.M)


def uses_avx512(body):
    """Whether BODY (assembly text) has an instruction only AVX-512
    encodes."""
    return bool(AVX512_TEXT.search(body))


# The splits a closing note gives figures for, beside the whole set.
SPLITS = [('tuning set', lambda r: not r['held_out']),
          ('held out', lambda r: r['held_out']),
          ('held out, no warning',
           lambda r: r['held_out'] and not r['warnings'])]


def print_table(rows, columns, classes, width, cell):
    """The table of n, MAPE and tau for each (name, predicate on a row)
    of CLASSES (lines) and each (title, predictor, predicate on a row) of
    COLUMNS, names WIDTH wide, cells CELL wide."""
    print('%-*s' % (width, 'class')
          + ''.join('%*s' % (cell, title) for title, _, _ in columns))
    print('%-*s' % (width, '')
          + ''.join('%*s' % (cell, 'n   MAPE    tau') for _ in columns))
    for cname, pred in classes:
        cells = []
        for _, tool, keep in columns:
            s = stats([r for r in rows if pred(r) and keep(r)], tool)
            cells.append('%*s' % (cell, '%d %6.1f%% %6.3f' % s if s
                                  else '-'))
        print('%-*s' % (width, cname) + ''.join(cells))


def print_split_classes(rows, name, classes, width):
    """The table of n, MAPE and tau of predictor NAME for each (name,
    predicate on a row) of CLASSES (lines), on each of SPLITS
    (columns)."""
    print('%s by split:' % name)
    print_table(rows, [(title, name, keep) for title, keep in SPLITS],
                classes, width, 24)


def print_classes(rows, tools, classes, width):
    """The table of n, MAPE and tau per predictor of TOOLS (columns) for
    each (name, predicate on a row) of CLASSES (lines), names WIDTH
    wide."""
    print_table(rows, [(t, t, lambda r: True) for t in tools], classes,
                width, 30)


def cpu_args(model, model_file):
    """gcc-mca's options naming the model: MODEL_FILE when given."""
    if model_file:
        return ['-model-file=' + model_file]
    return ['-mcpu=' + model]


def predictors(model, llvm_mcpu, model_file=None):
    """Name -> command of each predictor: gcc-mca -mcpu=MODEL (or
    -model-file=MODEL_FILE), and llvm-mca-19/22 -mcpu=LLVM_MCPU where
    installed (LLVM_MCPU `none': neither)."""
    name = os.path.basename(model_file) if model_file else model
    tools = {'gcc-mca %s' % name: [os.path.join(TOP, 'gcc-mca')]
             + cpu_args(model, model_file)}
    for v in ('19', '22') if llvm_mcpu != 'none' else ():
        exe = shutil.which('llvm-mca-' + v)
        if exe:
            tools['llvm-mca-%s %s' % (v, llvm_mcpu)] = [
                exe, '-mcpu=' + llvm_mcpu]
    return tools


def collected(a, plugin_dir):
    """The bodies to judge (collect), in a fixed order, at most a.max."""
    with tempfile.TemporaryDirectory() as tmp:
        bodies = collect(tmp, plugin_dir, a.cc, a.files)
    bodies.sort(key=lambda b: hashlib.sha1(b['text'].encode()).hexdigest())
    return bodies[:a.max] if a.max else bodies


def list_bodies(a):
    """--list: each body to judge, without measuring anything."""
    plugin_dir = os.path.join(TOP, 'plugin', '.libs')
    if any(f.endswith('.c') for f in a.files) or not a.files:
        need_built(os.path.join(plugin_dir, 'mca.so'))
    bodies = collected(a, plugin_dir)
    for b in sorted(bodies, key=lambda b: (b['src'], b['line'], b['tag'])):
        print('%s:%d [%s] %s, %d instructions' % (
            b['src'], b['line'], b['tag'],
            'held out' if b['held_out'] else 'tuning',
            sum(1 for l in b['text'].split('\n')
                if l.strip() and not EXTRACT.LABEL_RE.match(l))))
    print('accuracy: %d distinct loop bodies' % len(bodies))
    return 0


def measured_rows(a):
    """The corpus's loops measured on this machine (cached in a.cache),
    and how many were refused."""
    plugin_dir = os.path.join(TOP, 'plugin', '.libs')
    need_built(os.path.join(TOP, 'gcc-mca-measure'),
               os.path.join(plugin_dir, 'mca.so'))
    cache = json.load(open(a.cache)) if os.path.exists(a.cache) else {}

    bodies = collected(a, plugin_dir)
    print('accuracy: %d distinct loop bodies from %s'
          % (len(bodies), '%d files' % len(a.files) if a.files
             else '%d flag sets' % len(FLAGS)), flush=True)

    for npass in range(1, a.passes + 1):
        for k, b in enumerate(bodies):
            measure(b, a.runs, cache, npass)
            if k % 25 == 24:
                json.dump(cache, open(a.cache, 'w'))
    refused = 0
    unsettled = []
    rows = []
    for k, b in enumerate(bodies):
        measure(b, a.runs, cache, a.passes)
        m = confirm(b, a.runs, cache)
        if k % 25 == 24:
            json.dump(cache, open(a.cache, 'w'))
        if 'error' not in m and m.get('all') and m.get('cycles') is None:
            unsettled.append((b, m['all']))
        if 'error' in m or not m.get('cycles') or m['cycles'] <= 0.05:
            refused += 1
            continue
        rows.append(dict(b, measured=m['cycles'], body=m['body'],
                         warnings=m['warnings'], pred={},
                         runs=m['all'], spread=largest_spread(m)))
    json.dump(cache, open(a.cache, 'w'))
    if unsettled:
        print('accuracy: %d loops left out, no two of their runs within '
              '5%% of each other:' % len(unsettled))
        for b, figures in unsettled:
            print('    %s:%d [%s] %s' % (os.path.basename(b['src']), b['line'],
                                       b['tag'], ' '.join('%.2f' % f
                                                          for f in figures)))
    return rows, refused


DUMP_KEYS = ('src', 'line', 'tag', 'body', 'measured', 'held_out',
             'warnings')
# Kept when a measurement gave them (dumps written before have none):
# the figure of each run of gcc-mca-measure, and the largest gap between
# a run's median and its fastest figure.
RUN_KEYS = ('runs', 'spread')


def largest_spread(m):
    """The largest spread (median over fastest, less one) that a run of
    gcc-mca-measure behind cache entry M reported, or None."""
    spreads = [abs(w['spread']) for w in m.get('said') or []
               if w and w.get('spread') is not None]
    if m.get('spread') is not None:
        spreads.append(abs(m['spread']))
    return max(spreads) if spreads else None


# Runs more than this far apart, or a run whose median lies this far
# above its fastest figure: on the Zen 3 host some loops settle at one
# rate in some runs and at another in others (bench/README).
RUNS_APART = 0.05


def runs_apart(r):
    """Whether R's measurement varied from run to run (None: the dump
    did not keep its runs)."""
    runs, spread = r.get('runs'), r.get('spread')
    if not runs and spread is None:
        return None
    apart = bool(runs) and max(runs) > min(runs) * (1 + RUNS_APART)
    return apart or (spread is not None and spread > RUNS_APART)


def need_built(*paths):
    for p in paths:
        if not os.path.exists(p):
            sys.exit('accuracy: %s is missing (build first)' % p)


def earlier_prediction(loop):
    """The dump's own gcc-mca prediction of LOOP, or None."""
    pred = loop.get('pred', {})
    return next((pred[t] for t in pred if t.startswith('gcc-mca ')), None)


def from_dump(path):
    """The loops of a --dump file with their measured figures (none
    refused), each with the dump's own gcc-mca prediction as
    'before'."""
    try:
        loops = json.load(open(path))
        rows = [dict({k: r[k] for k in DUMP_KEYS},
                     **{k: r[k] for k in RUN_KEYS if k in r}, pred={},
                     before=earlier_prediction(r)) for r in loops]
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        sys.exit('accuracy: %s: not a --dump file (%s)' % (path, e))
    print('accuracy: %d loops from %s' % (len(rows), path), flush=True)
    return rows, 0


def print_moves(rows, name, n=10):
    """How the error of NAME's predictions moved against each row's
    'before': the loops better or worse by more than 2 points, and the
    N largest moves each way."""
    moves = []
    for r in rows:
        old, new = r.get('before'), r['pred'].get(name)
        if old is None or new is None:
            continue
        m = r['measured']
        moves.append(((abs(new - m) - abs(old - m)) / m, old, new, r))
    moves.sort(key=lambda t: t[0])
    print('\nagainst the dump\'s gcc-mca predictions: %d loops better by '
          'more than 2 points, %d worse'
          % (sum(1 for t in moves if t[0] < -0.02),
             sum(1 for t in moves if t[0] > 0.02)))
    for title, part in (('better', moves[:n]), ('worse', moves[::-1][:n])):
        part = [t for t in part if abs(t[0]) > 0.02]
        if part:
            print('  %s (measured, before, now, source):' % title)
        for d, old, new, r in part:
            print('    %6.2f %6.2f %6.2f  %s:%d [%s]' % (
                r['measured'], old, new, r['src'], r['line'], r['tag']))


def print_retest(rows, path, first):
    """How this run's measured figures agree with those of the --dump
    file PATH, an earlier measurement of the same loops (matched by
    their text), on each of SPLITS: the mean difference between the two
    and their Kendall tau-b, and the tau-b of FIRST's predictions
    against each.  Two measurements of one loop set disagree by the
    host's noise; a predictor judged on one of them cannot be asked to
    rank the loops much better than the other measurement does."""
    try:
        earlier = {r['body']: r['measured'] for r in json.load(open(path))}
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit('accuracy: %s: not a --dump file (%s)' % (path, e))
    both = [r for r in rows if earlier.get(r['body'])]
    print('\nagainst the measurement of %s (%d of these loops in both):'
          % (path, len(both)))
    print('  %-22s %5s %14s %12s %12s %12s' % (
        'split', 'n', 'mean |diff|', 'tau-b of', 'tau-b of', 'tau-b of'))
    print('  %-22s %5s %14s %12s %12s %12s' % (
        '', '', 'between them', 'the two', 'model, this', 'model, that'))
    for sname, keep in SPLITS:
        sel = [r for r in both if keep(r) and r['pred'].get(first)]
        if len(sel) < 2:
            continue
        now = [r['measured'] for r in sel]
        then = [earlier[r['body']] for r in sel]
        pred = [r['pred'][first] for r in sel]
        diff = sum(abs(a - b) / min(a, b) for a, b in zip(now, then))
        print('  %-22s %5d %13.2f%% %12.3f %12.3f %12.3f' % (
            sname, len(sel), 100 * diff / len(sel), kendall_tau(now, then),
            kendall_tau(now, pred), kendall_tau(then, pred)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--model', default='sapphirerapids')
    ap.add_argument('--llvm-mcpu', default='sapphirerapids')
    ap.add_argument('--cache', default=os.path.join(tempfile.gettempdir(),
                                                    'gcc-mca-accuracy.json'))
    ap.add_argument('--max', type=int, default=0,
                    help='measure at most N bodies (0: all)')
    ap.add_argument('--runs', type=int, default=9)
    ap.add_argument('--passes', type=int, default=3,
                    help='measure every body in N passes over the corpus '
                    'and keep its fastest figure')
    ap.add_argument('--cc', default='gcc')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--uops-info', metavar='DIR',
                    help="uops.info's tables (NAME.csv): adds the bare "
                    'analytic bound of bound.py as a predictor')
    ap.add_argument('--dump', metavar='FILE',
                    help='write every loop (body, measured, predictions) '
                    'as JSON to FILE')
    ap.add_argument('--model-file', metavar='FILE',
                    help='predict with gcc-mca -model-file=FILE instead '
                    'of -mcpu=MODEL (MODEL still picks the uops.info '
                    'table of --uops-info)')
    ap.add_argument('--config', metavar='TAG=FLAGS', action='append',
                    help='compile the corpus with these GCC flags instead '
                    'of the standard settings (repeatable)')
    ap.add_argument('--from-dump', metavar='FILE',
                    help='take the loops and their measured figures from '
                    'the JSON a --dump run wrote: no compiling, no '
                    'measuring')
    ap.add_argument('--retest', metavar='FILE',
                    help='compare the measured figures with those of an '
                    'earlier --dump FILE of the same loops: how well two '
                    'measurements agree, beside the model')
    ap.add_argument('--list', action='store_true',
                    help='list the loop bodies that would be measured '
                    '(source:line [flags]) and exit')
    ap.add_argument('files', nargs='*', metavar='FILE',
                    help='judge the innermost loops of these files '
                    'instead of the project corpus: C files (compiled '
                    'with the plugin at each flag set) or assembly '
                    '(GCC output, or one loop body a file); all count '
                    'as held out')
    a = ap.parse_args()
    if a.files and a.from_dump:
        ap.error('FILE arguments and --from-dump exclude each other')
    if a.config:
        FLAGS.clear()
        for c in a.config:
            tag, _, flags = c.partition('=')
            if not tag or not flags:
                ap.error('--config wants TAG=FLAGS, not ' + c)
            FLAGS[tag] = flags.split()
    if a.list:
        return list_bodies(a)
    need_built(os.path.join(TOP, 'gcc-mca'))
    if a.from_dump:
        rows, refused = from_dump(a.from_dump)
    else:
        rows, refused = measured_rows(a)

    tools = predictors(a.model, a.llvm_mcpu, a.model_file)

    analytic = None
    if a.uops_info and a.model in bound.TABLES:
        table, width = bound.TABLES[a.model]
        utable, isa = bound.load(a.uops_info, table)
        analytic = 'bound uops.info %s' % table
        tools[analytic] = None

    def work(r):
        for name, cmd in tools.items():
            if name == analytic:
                try:
                    r['pred'][name] = bound.bound(r['body'], utable, isa,
                                                  width)['bound']
                except ValueError:
                    r['pred'][name] = None
                continue
            r['pred'][name] = predict(cmd, r['body'])
        r['vector'] = bool(re.search(r'%[xyz]mm', r['body']))
        r['avx512'] = uses_avx512(r['body'])
        r['zmm'] = '%zmm' in r['body']
        r['memory'] = '(' in r['body']
        r['bound'] = bound_kind(cpu_args(a.model, a.model_file),
                                r['body'])
        return r

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        rows = list(ex.map(work, rows))

    print('measured: %d (refused or unmeasurable: %d)\n' % (len(rows),
                                                             refused))
    classes = [
        ('all', lambda r: True),
        ('tuning set', lambda r: not r['held_out']),
        ('held-out set', lambda r: r['held_out']),
        ('vector', lambda r: r['vector']),
        ('scalar', lambda r: not r['vector']),
        ('AVX-512', lambda r: r['avx512']),
        ('512-bit', lambda r: r['zmm']),
        ('vector, no AVX-512', lambda r: r['vector'] and not r['avx512']),
        ('memory', lambda r: r['memory']),
        ('no memory', lambda r: not r['memory']),
        ('latency-bound', lambda r: r['bound'] == 'latency'),
        ('throughput-bound', lambda r: r['bound'] == 'throughput'),
        # gcc-mca-measure's warnings: branches measured on another path
        # in some copies, pages mapped while timed, accesses spread over
        # many pages, pointer chasing over a few lines, a division, a
        # store whose address comes from loaded data.
        ('measure warned', lambda r: bool(r['warnings'])),
        ('no warning', lambda r: not r['warnings']),
        # Stores whose address comes from loaded data: where they write
        # is the harness's data (gcc-mca-measure's warning).
        ('data-placed stores', lambda r: DATA_PLACED in (r['warnings'] or '')),
        # Loops whose runs of gcc-mca-measure gave figures apart (the
        # dump's figure is the fastest two of them agree on), and those
        # whose runs agreed.
        ('runs apart', lambda r: runs_apart(r) is True),
        ('runs agree', lambda r: runs_apart(r) is False),
    ]
    print_classes(rows, tools, classes, 18)
    print()
    print_split_classes(rows, next(iter(tools)),
                        [c for c in classes[3:] if c[0] not in (
                            'measure warned', 'no warning')], 20)
    print_ties(rows, tools, classes[:3] + SPLITS[2:])

    if a.dump:
        with open(a.dump, 'w') as f:
            json.dump([{k: r[k] for k in DUMP_KEYS + RUN_KEYS + (
                'pred', 'vector', 'avx512', 'memory', 'bound') if k in r}
                       for r in rows],
                      f, indent=1)
    first = next(iter(tools))
    worst = sorted((r for r in rows if r['pred'].get(first)),
                   key=lambda r: -abs(r['pred'][first] - r['measured'])
                   / r['measured'])[:20]
    print('\nworst 20 for %s (measured, predicted, source):' % first)
    for r in worst:
        others = ' '.join('%s=%.2f' % (t.split()[0], r['pred'][t])
                          for t in tools if t != first and r['pred'].get(t))
        print('  %6.2f %6.2f  %s:%d [%s] %s%s' % (
            r['measured'], r['pred'][first], r['src'], r['line'], r['tag'],
            others, ' (warning: %s)' % r['warnings'] if r['warnings']
            else ''))
    if a.from_dump:
        print_moves(rows, first)
    if a.retest:
        print_retest(rows, a.retest, first)
    return 0


if __name__ == '__main__':
    sys.exit(main())
