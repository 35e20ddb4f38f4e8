#!/usr/bin/env python3
"""plugin-sweep.py - the plugin over many real and random C files: does it
ever break a build or change the code?

usage: plugin-sweep.py [--plugin-dir DIR] [--cc GCC] [--cxx G++]
                       [--flags FLAGS]...
                       [--cflags FLAGS] [--cpu MODEL] [--plugin-arg A]...
                       [--csmith N]
                       [--seed S] [-j JOBS] [--keep DIR] [SOURCE]...

Each SOURCE is a C or C++ file (.c; .cc, .cpp, .cxx, compiled with
--cxx) or a directory (its C and C++ files, recursively).
--plugin-arg NAME=VALUE passes -fplugin-arg-mca-NAME=VALUE too ({work}
in VALUE: the compilation's scratch directory, removed after it).
--csmith N adds N random programs from csmith (seeds S, S+1, ...; the
Debian packages csmith and libcsmith-dev).  Every file is compiled with
-S at each --flags set (default: -O2, -O3 -march=x86-64-v3, -O2
-march=sapphirerapids), once without the plugin and once with
-fplugin=mca and a JSON file, and the two compilations compared:

  same       both succeed and the .s files are identical
  differs    both succeed and the .s files differ (a defect: the plugin
             only reads)
  text       the .s files are the same, but the instruction lines the
             JSON file gives for a loop (its layout) are not in the .s
             file in that order (a defect: the plugin must simulate the
             code GCC emits)
  broken     the compilation without the plugin succeeds and the one
             with it fails, or the plugin's stderr shows an internal
             compiler error (a defect: the build must go on)
  no-build   the file does not compile without the plugin (not counted)

-gno-record-gcc-switches keeps the command line (and -fplugin) out of
the debug info of -g compilations, and -frandom-seed the time out of
-fprofile-generate's stamp.  It prints the counts, the loops and regions the JSON files report by
status (analysed, skipped, unsupported) with the most frequent messages
of the others, the notes the plugin gave, the CPU time of the
compilations without and with the plugin, and every defect with the
command that shows it.  Exit status 1 if there is a defect.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

CXX_SUFFIXES = ('.cc', '.cpp', '.cxx')
DEFAULT_FLAGS = ['-O2', '-O3 -march=x86-64-v3', '-O2 -march=sapphirerapids']
# What GCC prints when a plugin (or anything else) crashes it.
ICE = re.compile(r'internal compiler error|Segmentation fault|Please submit '
                 r'a full bug report|Aborted|AddressSanitizer|runtime error:')


def sources(args):
    """The .c files the arguments name, sorted."""
    out = []
    for a in args:
        if os.path.isdir(a):
            for root, _, files in os.walk(a):
                out += [os.path.join(root, f) for f in files
                        if f.endswith(('.c',) + CXX_SUFFIXES)]
        else:
            out.append(a)
    return sorted(out)


def csmith_files(n, seed, where):
    """N csmith programs written under WHERE."""
    out = []
    for k in range(n):
        path = os.path.join(where, 'csmith-%d.c' % (seed + k))
        with open(path, 'w') as f:
            subprocess.run(['csmith', '--seed', str(seed + k)], stdout=f,
                           check=True)
        out.append(path)
    return out


def timed(cmd):
    """(exit status, stderr, CPU seconds of the child) of CMD."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True, errors='replace')
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + \
        (after.ru_stime - before.ru_stime)
    return p.returncode, p.stderr, cpu


def diagnostic_kind(text):
    """A plugin diagnostic's text with what varies between instances
    (figures, quoted names, line numbers) left out."""
    m = re.match(r'(loop|region [^:]*): [0-9.]+ cycles/iter', text)
    if m:
        return m.group(1).split()[0] + ': (the figures)'
    text = re.sub(r"(‘[^’]*’|'[^']*'|`[^`]*`)", '‘…’', text)
    return re.sub(r'\d+', 'N', text)


def in_order(lines, asm):
    """Whether the non-blank LINES occur in ASM in that order."""
    k = 0
    want = [l for l in lines if l.strip()]
    for line in asm:
        if k < len(want) and line == want[k]:
            k += 1
    return k == len(want)


def compile_pair(job):
    """Compile one file at one flag set without and with the plugin."""
    cc, plugin, path, flags, cflags, cpu, extra, work = job
    if path.endswith(CXX_SUFFIXES):
        cc = cc[1]
    else:
        cc = cc[0]
    # Both compilations write the same path (the first is moved aside):
    # -fprofile-generate names its .gcda file after it, and stamps the
    # code with a checksum of that name.
    out = os.path.join(work, 'out.s')
    base = os.path.join(work, 'a.s')
    with_plugin = out
    report = os.path.join(work, 'mca.json')
    # With -g the producer string in the debug info records the command
    # line, -fplugin included: keep it out of the comparison.  Without
    # -frandom-seed, -fprofile-generate stamps the code with the time.
    common = [cc, '-S', '-w', '-gno-record-gcc-switches',
              '-frandom-seed=plugin-sweep'] + flags.split() + cflags + [path]
    plugin_args = ['-fplugin=' + plugin,
                   '-fplugin-arg-mca-json=' + report]
    if cpu:
        plugin_args.append('-fplugin-arg-mca-cpu=' + cpu)
    plugin_args += ['-fplugin-arg-mca-' + e.replace('{work}', work)
                    for e in extra]
    cmd_a = common + ['-o', out]
    cmd_b = common + plugin_args + ['-o', out]
    rc_a, err_a, cpu_a = timed(cmd_a)
    if os.path.exists(out):
        os.rename(out, base)
    rc_b, err_b, cpu_b = timed(cmd_b)
    r = {'file': path, 'flags': flags, 'cpu_a': cpu_a, 'cpu_b': cpu_b,
         'units': [], 'notes': collections.Counter(),
         'command': ' '.join(cmd_b)}
    if rc_a != 0:
        r['outcome'] = 'no-build'
    elif rc_b != 0 or ICE.search(err_b):
        r['outcome'] = 'broken'
        r['why'] = (err_b.strip().splitlines() or ['exit status %d' % rc_b])[-1]
    else:
        with open(base, 'rb') as f1, open(with_plugin, 'rb') as f2:
            r['outcome'] = 'same' if f1.read() == f2.read() else 'differs'
    for line in err_b.splitlines():
        m = re.search(r'(note|warning|error): mca: (.*)', line)
        if m:
            r['notes'][m.group(1) + ': mca: ' + diagnostic_kind(m.group(2))] += 1
    if r['outcome'] in ('same', 'differs') and os.path.exists(report):
        try:
            with open(report) as f:
                doc = json.load(f)
            r['units'] = [(u.get('status'), u.get('message') or '')
                          for u in doc.get('units', [])]
            with open(with_plugin) as f:
                asm = f.read().split('\n')
            r['not_in_s'] = [u for u in doc.get('units', [])
                             if not in_order(u.get('layout', []), asm)]
            if r['not_in_s'] and r['outcome'] == 'same':
                r['outcome'] = 'text'
                u = r['not_in_s'][0]
                r['why'] = '%d loops, the first at line %s of %s' % (
                    len(r['not_in_s']), u.get('line'), u.get('function'))
        except ValueError as e:
            r['outcome'] = 'broken'
            r['why'] = 'the JSON file does not parse: %s' % e
    for p in (base, with_plugin, report):
        if os.path.exists(p):
            os.unlink(p)
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--plugin-dir', default=os.path.join(TOP, 'plugin',
                                                         '.libs'))
    ap.add_argument('--cc', default='gcc')
    ap.add_argument('--cxx', default='g++')
    ap.add_argument('--flags', action='append')
    ap.add_argument('--cflags', default='',
                    help='options for every compilation (-I, -D)')
    ap.add_argument('--cpu', help='the plugin cpu= argument')
    ap.add_argument('--plugin-arg', action='append', default=[],
                    help='NAME=VALUE: also -fplugin-arg-mca-NAME=VALUE '
                    '({work} stands for the compilation\'s scratch '
                    'directory)')
    ap.add_argument('--csmith', type=int, default=0)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--keep', help='write the csmith programs here')
    ap.add_argument('source', nargs='*')
    a = ap.parse_args()
    plugin = os.path.join(a.plugin_dir, 'mca.so')
    if not os.path.exists(plugin):
        sys.exit('plugin-sweep: no %s (build first, or --plugin-dir)'
                 % plugin)
    flag_sets = a.flags or DEFAULT_FLAGS
    scratch = tempfile.mkdtemp(prefix='plugin-sweep-')
    files = sources(a.source)
    cflags = a.cflags.split()
    if a.csmith:
        if not shutil.which('csmith'):
            sys.exit('plugin-sweep: --csmith needs csmith '
                     '(apt-get install csmith libcsmith-dev)')
        where = a.keep or scratch
        os.makedirs(where, exist_ok=True)
        files += csmith_files(a.csmith, a.seed, where)
        cflags += ['-I/usr/include/csmith']
    if not files:
        sys.exit('plugin-sweep: no C or C++ files')
    jobs = []
    for k, (path, flags) in enumerate((p, f) for p in files
                                      for f in flag_sets):
        work = os.path.join(scratch, str(k))
        os.makedirs(work)
        jobs.append(((a.cc, a.cxx), plugin, path, flags, cflags, a.cpu,
                     a.plugin_arg, work))
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(compile_pair, jobs))
    shutil.rmtree(scratch, ignore_errors=True)

    outcome = collections.Counter(r['outcome'] for r in results)
    print('%d files x %d flag sets: %d compilations compared'
          % (len(files), len(flag_sets), len(results)))
    for k in ('same', 'differs', 'text', 'broken', 'no-build'):
        print('  %-9s %d' % (k, outcome[k]))
    status = collections.Counter(s for r in results for s, _ in r['units'])
    print('loops and regions: %d (%s)' % (
        sum(status.values()),
        ', '.join('%s %d' % kv for kv in sorted(status.items()))))
    messages = collections.Counter(re.sub(r'`[^`]*`', '`...`', m)
                                   for r in results for s, m in r['units']
                                   if s != 'analysed' and m)
    for m, n in messages.most_common(10):
        print('  %5d  %s' % (n, m))
    notes = sum((r['notes'] for r in results), collections.Counter())
    print('plugin diagnostics: %d' % sum(notes.values()))
    for m, n in notes.most_common(8):
        print('  %5d  %s' % (n, m))
    built = [r for r in results if r['outcome'] != 'no-build']
    cpu_a = sum(r['cpu_a'] for r in built)
    cpu_b = sum(r['cpu_b'] for r in built)
    if cpu_a > 0:
        print('CPU time: %.1f s without the plugin, %.1f s with it '
              '(ratio %.3f)' % (cpu_a, cpu_b, cpu_b / cpu_a))
    defects = [r for r in results
               if r['outcome'] in ('differs', 'text', 'broken')]
    if len(defects) > 20:
        print('%d defects; the first 20:' % len(defects))
    for r in defects[:20]:
        print('%s: %s [%s] %s\n  %s' % (r['outcome'].upper(), r['file'],
                                        r['flags'], r.get('why', ''),
                                        r['command']))
    return 1 if defects else 0


if __name__ == '__main__':
    sys.exit(main())
