#!/usr/bin/env python3
"""plugin-overhead.py - the plugin's compile-time cost, as a ratio.

usage: plugin-overhead.py [--plugin-dir DIR] [--against DIR] [--cc GCC]
                          [-n RUNS] [--families N] [--flags FLAGS]
                          [--cpu MODEL] [--callgrind N] [--no-lua]
                          [--callgrind-file FILE ...] [--files FILE ...]

Compiles its workloads at -O2 (change with --flags) without and with
-fplugin=mca, RUNS times each, alternating, and prints for each the
median wall time and the median CPU time (user+sys of the compiler, less
disturbed by other work on the machine), their ratio with/without, and
how many loops the plugin analysed:
  lua     a real large C file: the Lua 5.4.4 interpreter as one
          translation unit (its 33 core, library and interpreter .c files
          included by one file, 24,400 lines), from Debian's source
          package (downloaded once into bench/.cache, sha256 checked;
          --no-lua skips it);
  large   one big generated file of loop kernels (bench/gen-large.py
          --families N functions x 48), a loop-dense worst case: every
          function is one small loop;
  corpus  the kernels of testsuite/corpus/src/*.c, one compile each
          (small files: the one-time load of the tables weighs most).
Target (issue): under 5% on a large C file at -O2.

Wall and CPU times on a shared virtual machine vary by several percent
between runs; --callgrind N adds a deterministic figure: the ratio of
instructions executed by cc1 (valgrind --tool=callgrind, whatever the
load) for a file of one loop (the plugin's cost per compiler process
beyond its loops), a generated file of N families, and the Lua file;
--callgrind-file FILE (repeatable) counts another C file the same way.
-n 0 gives the counts alone.  --files FILE ... times those files
instead of the workloads above, file by file (each compiled without
and with the plugin in turn, the order alternating, RUNS rounds): the
sum of the files' median CPU times without and with, the median and
largest ratio of a file, and the page faults the plugin adds to a file
(each some 10 microseconds of CPU time on a virtual machine).

--against DIR compares two builds of the plugin instead: every figure
above is taken with the plugin of DIR in place of the compile without
one ("against" for "without"), so the ratios are those of the plugin of
--plugin-dir to it, measured side by side.
"""
import argparse
import hashlib
import json
import re
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)


LUA_URL = ('https://deb.debian.org/debian/pool/main/l/lua5.4/'
           'lua5.4_5.4.4.orig.tar.gz')
LUA_SHA256 = '164c7849653b80ae67bec4b7473b884bf5cc8d2dca05653475ec2ed27b9ebf61'
# Lua's sources in dependency order, as one translation unit: the core,
# the auxiliary and standard libraries, the stand-alone interpreter.
LUA_FILES = ('lzio lctype lopcodes lmem lundump ldump lstate lgc llex lcode '
             'lparser ldebug lfunc lobject ltm lstring ltable ldo lvm lapi '
             'lauxlib lbaselib lcorolib ldblib liolib lmathlib loadlib '
             'loslib lstrlib ltablib lutf8lib linit lua').split()


def lua_one_file():
    """Path of the one-file Lua build (downloading the sources once), or
    None when they cannot be had."""
    cache = os.path.join(HERE, '.cache')
    src = os.path.join(cache, 'lua-5.4.4', 'src')
    one = os.path.join(src, 'gcc-mca-onelua.c')
    if os.path.exists(one):
        return one
    os.makedirs(cache, exist_ok=True)
    tar = os.path.join(cache, 'lua5.4_5.4.4.orig.tar.gz')
    if not os.path.exists(tar):
        r = subprocess.run(['curl', '-sfL', '-o', tar + '.part', LUA_URL])
        if r.returncode:
            print('plugin-overhead: cannot download %s (skipping lua)'
                  % LUA_URL)
            return None
        os.rename(tar + '.part', tar)
    if hashlib.sha256(open(tar, 'rb').read()).hexdigest() != LUA_SHA256:
        print('plugin-overhead: %s: bad sha256 (skipping lua)' % tar)
        return None
    subprocess.run(['tar', 'xzf', tar, '-C', cache], check=True)
    with open(one, 'w') as f:
        # luaconf.h's one-file settings: internal symbols static.
        f.write('#define LUA_CORE\n#define LUA_LIB\n#define ltable_c\n'
                '#define lvm_c\n#include "luaconf.h"\n#undef LUAI_FUNC\n'
                '#undef LUAI_DDEC\n#undef LUAI_DDEF\n'
                '#define LUAI_FUNC static\n#define LUAI_DDEC(def)\n'
                '#define LUAI_DDEF static\n')
        for name in LUA_FILES:
            f.write('#include "%s.c"\n' % name)
    return one


def compile_all(cc, files, flags, plugin, json_path=None):
    """Compile FILES; return (wall seconds, cpu seconds, page faults).
    The page faults (the compilers' minor faults: pages touched for the
    first time) are counted because on a virtual machine each costs some
    10 microseconds of CPU time, which no instruction count shows."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    for k, f in enumerate(files):
        cmd = [cc, '-S', '-w', '-o', os.devnull] + flags + [f]
        if plugin:
            cmd += plugin
            if json_path:
                cmd.append('-fplugin-arg-mca-json=%s.%d' % (json_path, k))
        subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_minflt - before.ru_minflt


def count_loops(json_path, n):
    """Loops analysed, and distinct bodies among them (per file: the
    plugin's cache of identical bodies lives for one compile)."""
    total = distinct = 0
    for k in range(n):
        p = '%s.%d' % (json_path, k)
        if os.path.exists(p):
            units = [u for u in json.load(open(p))['units']
                     if u['kind'] == 'loop' and u['status'] == 'analysed']
            total += len(units)
            distinct += len(set(re.sub(r'\.L\d+', '.L',
                                       '\n'.join(u['simulated']))
                                for u in units))
    return total, distinct


def base_name(base):
    """How the figures name the compile the plugin is compared with: the
    one without a plugin, or (--against) the other plugin's."""
    return 'without' if base is None else 'against'


def measure(name, cc, files, flags, plugin, runs, tmp, base=None):
    jp = os.path.join(tmp, name + '.json')
    compile_all(cc, files, flags, plugin, jp)          # warm caches
    loops, distinct = count_loops(jp, len(files))
    base_w, base_c, plug_w, plug_c = [], [], [], []
    base_f, plug_f = [], []
    for _ in range(runs):
        w, c, faults = compile_all(cc, files, flags, base)
        base_w.append(w)
        base_c.append(c)
        base_f.append(faults)
        w, c, faults = compile_all(cc, files, flags, plugin)
        plug_w.append(w)
        plug_c.append(c)
        plug_f.append(faults)
    bw, bc = statistics.median(base_w), statistics.median(base_c)
    pw, pc = statistics.median(plug_w), statistics.median(plug_c)
    print('%-7s files %3d  loops analysed %5d (%d distinct bodies)'
          % (name, len(files), loops, distinct))
    print('        wall: %s %7.3f s  with %7.3f s  ratio %.3f '
          '(%+.1f%%)' % (base_name(base), bw, pw, pw / bw,
                         100 * (pw / bw - 1)))
    print('        cpu:  %s %7.3f s  with %7.3f s  ratio %.3f '
          '(%+.1f%%)' % (base_name(base), bc, pc, pc / bc,
                         100 * (pc / bc - 1)))
    bf, pf = statistics.median(base_f), statistics.median(plug_f)
    print('        page faults: %s %d  with %d  (%+.0f a file)'
          % (base_name(base), bf, pf, (pf - bf) / len(files)))
    if loops and base is None:
        print('        cost per analysed loop: %.2f ms (cpu)'
              % (1000 * (pc - bc) / loops))
    sys.stdout.flush()


def measure_files(cc, files, flags, plugin, runs, base=None):
    """--files: each file compiled without and with the plugin in turn,
    file by file, the order of each pair alternating, RUNS rounds; the
    sum of the files' median CPU times, the ratio of each round's sums
    (how far the machine's noise moves it) and the spread of the files'
    ratios (the issue's measure: the cost file by file)."""
    cpu = {f: ([], []) for f in files}
    faults = {f: ([], []) for f in files}
    # Each round's CPU time over all files, without and with: how far
    # the ratio moves from round to round says what the machine's noise
    # lets the medians tell apart.
    rounds = [[0.0, 0.0] for _ in range(runs)]
    for r in range(runs):
        for k, f in enumerate(files):
            for with_plugin in ((False, True) if (r + k) % 2 == 0
                                else (True, False)):
                _, c, n = compile_all(cc, [f], flags,
                                      plugin if with_plugin else base)
                cpu[f][with_plugin].append(c)
                faults[f][with_plugin].append(n)
                rounds[r][with_plugin] += c
    median = {f: (statistics.median(cpu[f][False]),
                  statistics.median(cpu[f][True])) for f in files}
    without = sum(m[0] for m in median.values())
    with_ = sum(m[1] for m in median.values())
    ratios = sorted((m[1] / m[0], f) for f, m in median.items())
    print('files   %3d, file by file, %d rounds' % (len(files), runs))
    print('        cpu:  %s %7.3f s  with %7.3f s  ratio %.3f '
          '(%+.1f%%)' % (base_name(base), without, with_, with_ / without,
                         100 * (with_ / without - 1)))
    by_round = sorted(w / wo for wo, w in rounds if wo > 0)
    if by_round:
        print('        by round: ratio %.3f to %.3f (median %.3f, %d rounds)'
              % (by_round[0], by_round[-1], statistics.median(by_round),
                 len(by_round)))
    print('        by file: median ratio %.3f, largest %.3f (%s), '
          '%d of %d at or under 1.02'
          % (statistics.median(r for r, _ in ratios), ratios[-1][0],
             ratios[-1][1], sum(r <= 1.02 for r, _ in ratios), len(files)))
    more = [statistics.median(faults[f][True])
            - statistics.median(faults[f][False]) for f in files]
    if base is None:
        print('        page faults: %.0f more a file with the plugin '
              '(median; from %.0f to %.0f)'
              % (statistics.median(more), min(more), max(more)))
    else:
        print('        page faults: %+.0f a file with the plugin against '
              'the other (median; from %+.0f to %+.0f)'
              % (statistics.median(more), min(more), max(more)))
    sys.stdout.flush()


# A file of one small loop: what the plugin costs a compiler process
# beyond its loops (loading the instruction table and the model).
ONE_LOOP = ('int sum (const int *a, int n)\n{\n  int s = 0;\n'
            '  for (int i = 0; i < n; i++)\n    s += a[i];\n  return s;\n}\n')


def callgrind_ratio(cc, flags, plugin, families, tmp, src=None,
                    what='Lua one file', base=None):
    if src is None:
        what = '%d functions' % (families * 48)
        src = os.path.join(tmp, 'cg.c')
        with open(src, 'w') as f:
            subprocess.run([sys.executable,
                            os.path.join(HERE, 'gen-large.py'),
                            str(families)], stdout=f, check=True)

    def count(extra):
        cmd = [cc, '-S', '-w', '-o', os.devnull] + flags + extra + [src,
                                                                   '-###']
        r = subprocess.run(cmd, capture_output=True, universal_newlines=True)
        cc1 = [l for l in r.stderr.splitlines() if '/cc1' in l][0]
        args = [a.strip('"') for a in cc1.split()]
        out = os.path.join(tmp, 'cg.out')
        subprocess.run(['valgrind', '--tool=callgrind',
                        '--callgrind-out-file=' + out] + args,
                       capture_output=True)
        for line in open(out):
            if line.startswith('summary:') or line.startswith('totals:'):
                return int(line.split()[1])
        return None

    before, with_plugin = count(base or []), count(plugin)
    if before and with_plugin:
        print('callgrind (%s): %s %d  with %d  instructions, '
              'ratio %.3f (%+.1f%%)' % (what, base_name(base), before,
                                       with_plugin,
                                       with_plugin / before,
                                       100 * (with_plugin / before - 1)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--plugin-dir', default=os.path.join(TOP, 'plugin',
                                                         '.libs'))
    ap.add_argument('--against', metavar='DIR',
                    help='compare with the plugin (mca.so) in DIR instead '
                    'of compiling without one')
    ap.add_argument('--cc', default='gcc')
    ap.add_argument('-n', '--runs', type=int, default=5,
                    help='timed runs of each (0: only the --callgrind counts)')
    ap.add_argument('--families', type=int, default=40)
    ap.add_argument('--flags', default='-O2')
    ap.add_argument('--callgrind', type=int, default=0, metavar='N',
                    help='also count instructions for N families')
    ap.add_argument('--no-lua', action='store_true',
                    help='skip the Lua workload')
    ap.add_argument('--cpu', default=None,
                    help='model for the plugin (default: its own choice)')
    ap.add_argument('--files', nargs='+', default=[], metavar='FILE',
                    help='time these C files instead of the built-in '
                    'workloads, file by file (give include directories '
                    'in --flags)')
    ap.add_argument('--callgrind-file', action='append', default=[],
                    metavar='FILE',
                    help='also count instructions for this C file '
                    '(repeatable; includes from its directory and the '
                    'one above)')
    a = ap.parse_args()
    if not os.path.exists(os.path.join(a.plugin_dir, 'mca.so')):
        sys.exit('plugin-overhead: no mca.so in %s (build first)'
                 % a.plugin_dir)
    plugin = ['-iplugindir=' + a.plugin_dir, '-fplugin=mca']
    base = None
    if a.against:
        if not os.path.exists(os.path.join(a.against, 'mca.so')):
            sys.exit('plugin-overhead: no mca.so in %s' % a.against)
        base = ['-iplugindir=' + a.against, '-fplugin=mca']
    if a.cpu:
        plugin.append('-fplugin-arg-mca-cpu=' + a.cpu)
        if base:
            base.append('-fplugin-arg-mca-cpu=' + a.cpu)
    flags = a.flags.split()
    # The built-in workloads are timed unless --files replaces them;
    # Lua is also counted by --callgrind.
    timed = a.runs > 0 and not a.files
    with tempfile.TemporaryDirectory() as tmp:
        print('plugin-overhead: %s %s, median of %d runs'
              % (a.cc, ' '.join(flags), a.runs))
        if base:
            print('plugin %s against %s' % (a.plugin_dir, a.against))
        lua = lua_one_file() if not a.no_lua and (timed or a.callgrind) \
            else None
        if a.runs > 0 and a.files:
            measure_files(a.cc, a.files, flags, plugin, a.runs, base)
        elif timed:
            if lua:
                measure('lua', a.cc, [lua], flags + ['-w'], plugin, a.runs,
                        tmp, base)
            large = os.path.join(tmp, 'large.c')
            with open(large, 'w') as f:
                subprocess.run([sys.executable,
                                os.path.join(HERE, 'gen-large.py'),
                                str(a.families)], stdout=f, check=True)
            measure('large', a.cc, [large], flags, plugin, a.runs, tmp,
                    base)
            corpus = sorted(os.path.join(TOP, 'testsuite', 'corpus', 'src',
                                         f)
                            for f in os.listdir(os.path.join(
                                TOP, 'testsuite', 'corpus', 'src'))
                            if f.endswith('.c'))
            measure('corpus', a.cc, corpus, flags, plugin, a.runs, tmp,
                    base)
        if a.callgrind:
            one = os.path.join(tmp, 'one-loop.c')
            with open(one, 'w') as f:
                f.write(ONE_LOOP)
            callgrind_ratio(a.cc, flags, plugin, 0, tmp, one, 'one loop',
                            base)
            callgrind_ratio(a.cc, flags, plugin, a.callgrind, tmp,
                            base=base)
            if lua:
                callgrind_ratio(a.cc, flags, plugin, 0, tmp, lua, base=base)
        for f in a.callgrind_file:
            d = os.path.dirname(os.path.abspath(f))
            callgrind_ratio(a.cc, flags + ['-w', '-I' + d,
                                           '-I' + os.path.dirname(d)],
                            plugin, 0, tmp, f, os.path.basename(f), base)
    return 0


if __name__ == '__main__':
    sys.exit(main())
