"""gcc-mca-report's command line: read the records (and a profile),
rank the loops, simulate their timelines and pressure with gcc-mca,
write the report.

Exit status: 0 a report was written (problems with part of the input
are warnings on stderr, and listed on the page); 1 nothing could be
reported (no records, no loops, bad usage, the output not writable)."""

import argparse
import os
import sys
import time

from . import page, profile, rank, records, simulate, sources, words

PROG = 'gcc-mca-report'
PROGRESS_LOOPS = 200    # from this many loops on, say what is being done


def note(msg):
    print('%s: %s' % (PROG, msg), file=sys.stderr, flush=True)


class _Parser(argparse.ArgumentParser):
    """Bad usage exits with status 1, as nothing could be reported."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(1, '%s: %s\n' % (self.prog, message))


def parse_args(argv, version):
    p = _Parser(
        prog=PROG,
        usage='%(prog)s [--records DIR] [--profile FILE.json] '
        '[--source-root DIR] [--gcc-mca PROGRAM] [--title TEXT] [--quiet] '
        '-o OUTDIR',
        description='Write a static HTML report of every loop the gcc-mca '
        'plugin analysed in a build (-fplugin-arg-mca-json=DIR/): an index '
        'ranked by importance, and for each loop its source, assembly, '
        'bottleneck, timeline and resource pressure.')
    p.add_argument('--records', default='mca-records', metavar='DIR',
                   help='the records directory (default: mca-records)')
    p.add_argument('--profile', metavar='FILE.json',
                   help='a gcc-mca-profile --json result: rank by measured '
                   'time and show the measurements')
    p.add_argument('--source-root', metavar='DIR',
                   help='look for the sources under DIR too (when the build '
                   'ran in another directory)')
    p.add_argument('--gcc-mca', metavar='PROGRAM', dest='cli',
                   help='the gcc-mca program that draws the timelines '
                   '(default: the build tree\'s, else the installed one)')
    p.add_argument('--title', help='the report\'s title')
    p.add_argument('-o', '--output', metavar='OUTDIR', required=True,
                   help='the directory to write index.html and data/ into')
    p.add_argument('-q', '--quiet', action='store_true',
                   help='no progress messages, only warnings')
    p.add_argument('--version', action='version',
                   version='%s %s' % (PROG, version))
    return p.parse_args(argv)


def _plural(n, word):
    return '%d %s%s' % (n, word, '' if n == 1 else 's')


def _title(units, program):
    if program:
        return 'Loops of %s' % os.path.basename(program)
    dirs = sorted({os.path.dirname(u.path()) for u in units})
    try:
        common = os.path.commonpath(dirs) if dirs else ''
    except ValueError:
        common = ''
    name = os.path.basename(common.rstrip('/')) if common else ''
    return 'Loops of %s' % name if name else 'Loops of the build'


def run(argv, cli_candidates=(), version=''):
    a = parse_args(argv, version)
    try:
        units, problems, nfiles = records.read(a.records)
    except records.RecordError as e:
        note(str(e))
        return 1
    for p in problems:
        note('warning: %s' % p)
    if not units:
        note('no loops in the records of %s%s' % (
            a.records, ' (%s unreadable)' % _plural(len(problems), 'file')
            if problems else ''))
        return 1
    big = len(units) >= PROGRESS_LOOPS and not a.quiet
    progress = simulate.stderr_progress if big else None
    if progress:
        progress('read %s from %s' % (_plural(len(units), 'loop'),
                                      _plural(nfiles, 'record file')))

    method, program = rank.COUNTS, ''
    if a.profile:
        try:
            program, rows = profile.read(a.profile)
        except profile.ProfileError as e:
            msg = '%s; ranked by GCC\'s counts instead' % e
            note('warning: %s' % msg)
            problems.append(msg)
            rows = None
        if rows is not None:
            unmatched = profile.match(units, rows)
            matched = len(rows) - len(unmatched)
            if not rows or not matched:
                msg = ('the profile %s matches none of the records\' loops '
                       '(a profile of another build?); ranked by GCC\'s '
                       'counts instead' % a.profile)
                note('warning: %s' % msg)
                problems.append(msg)
                for u in units:
                    u.profile = None
            else:
                method = rank.PROFILE
                if unmatched:
                    msg = ('%s of the profile not in the records (%s)' % (
                        _plural(len(unmatched), 'loop'), ', '.join(
                            '%s:%d %s' % (r.file, r.line, r.function)
                            for r in unmatched[:3]) +
                        (', ...' if len(unmatched) > 3 else '')))
                    note('warning: %s' % msg)
                    problems.append(msg)

    ranked = rank.rank(units, method)
    not_analysed = [u for u in units if not u.analysed]
    if not ranked:
        msg = 'no loop of the records was analysed'
        note('warning: %s' % msg)
        problems.append(msg)

    cli = simulate.find_cli(a.cli, cli_candidates)
    results, unit_names = {}, {}
    sim_problems = {}
    if not ranked:
        pass
    elif not cli or not os.path.exists(cli):
        msg = ('gcc-mca not found%s: the loops have no timeline or pressure '
               'chart' % (' at %s' % a.cli if a.cli else ''))
        note('warning: %s' % msg)
        problems.append(msg)
    else:
        results, unit_names, sp = simulate.simulate(cli, ranked, progress)
        for u, msg in sp:
            if u is None:
                note('warning: %s' % msg)
                problems.append(msg)
            else:
                sim_problems[u.id] = msg
        if sim_problems:
            msg = ('gcc-mca could not simulate %s (%s: %s)' % (
                _plural(len(sim_problems), 'loop'),
                next(u.where() for u in ranked if u.id in sim_problems),
                next(iter(sim_problems.values()))))
            note('warning: %s' % msg)
            problems.append(msg)

    src = sources.Sources(a.source_root)
    names = page.display_names(units)
    rows, details = [], []
    missing = set()
    for u in ranked:
        excerpt = src.excerpt(u)
        if 'missing' in excerpt:
            missing.add(u.path())
        rows.append(page.row(u, names.get(u.path(), u.file)))
        why = sim_problems.get(u.id)
        if u.id not in results and not why:
            why = ('the record has no instructions to simulate'
                   if not u.simulated else
                   'gcc-mca gave no timeline for this loop' if cli and
                   os.path.exists(cli) else 'gcc-mca was not found')
        details.append(page.detail(u, excerpt, results.get(u.id), why))
    if missing:
        msg = '%s not found (%s%s)%s' % (
            _plural(len(missing), 'source file'),
            ', '.join(sorted(missing)[:3]), ', ...' if len(missing) > 3
            else '', '' if a.source_root else
            ': --source-root DIR looks for them elsewhere')
        note('warning: %s' % msg)
        problems.append(msg)

    compilers = sorted({u.compiler for u in units} - {''})
    meta = {
        'title': a.title or _title(units, program),
        'version': version,
        'generated': time.strftime('%Y-%m-%d %H:%M'),
        'records': os.path.abspath(a.records),
        'record_files': nfiles,
        'loops': len(ranked),
        'not_analysed': len(not_analysed),
        'files': len({u.path() for u in units}),
        'models': sorted({u.model for u in ranked if u.model} |
                         {m.model for u in ranked for m in u.models}),
        'method': method,
        'ranking': rank.describe(method, program),
        'profiled': method == rank.PROFILE,
        'program': program,
        'units': unit_names,
        'unit_kinds': {m: [words.unit_kind(n) for n in names_]
                       for m, names_ in unit_names.items()},
        'compilers': compilers,
        'paths': {names.get(u.path(), u.file): u.path() for u in ranked},
    }
    columns = page.model_columns(ranked)
    if columns:
        meta['model_columns'] = columns
    try:
        path = page.write(a.output, meta, rows, details, not_analysed, names,
                          problems, progress)
    except OSError as e:
        note('cannot write the report in %s: %s' % (
            a.output, e.strerror or e))
        return 1
    if not a.quiet:
        note('%s%s from %s: %s' % (
            _plural(len(ranked), 'loop'),
            ' (and %d not analysed)' % len(not_analysed)
            if not_analysed else '',
            _plural(nfiles, 'record file'), path))
    return 0


def main(argv, cli_candidates=(), version=''):
    try:
        return run(argv, cli_candidates, version)
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # never a traceback: say what broke
        note('internal error: %s: %s (please report it, with the records)'
             % (type(e).__name__, e))
        return 1
