"""The report's files: OUTDIR/index.html (the index of every loop, its
data, style and script inline) and OUTDIR/data/loops-NNN.js (each loop's
panel: source, assembly, bounds, timeline, pressure; CHUNK loops a file,
loaded by the page when a panel opens, with script elements, which work
from disk where fetch does not)."""

import html
import json
import os
import re

from . import advice, words

CHUNK = 100
ASSETS = os.path.dirname(os.path.abspath(__file__))


def _r(x, digits=2):
    return None if x is None else round(x, digits)


def display_names(units):
    """Each source path shortened to its part below the directory all of
    them share."""
    paths = sorted({u.path() for u in units})
    if not paths:
        return {}
    if len(paths) == 1:
        return {paths[0]: os.path.basename(paths[0])}
    try:
        common = os.path.commonpath([os.path.dirname(p) for p in paths])
    except ValueError:
        common = ''
    names = {}
    for p in paths:
        rel = os.path.relpath(p, common) if common else p
        names[p] = rel if not rel.startswith('..') else p
    return names


def row(u, name):
    """The index's entry of an analysed unit U."""
    group, short, _ = words.bottleneck(u.raw)
    r = {
        'id': u.id, 'rank': u.rank, 'file': name, 'line': u.line,
        'fn': u.function, 'kind': u.kind, 'name': u.name,
        'cpi': _r(u.cycles), 'rt': _r(u.rthroughput), 'ipc': _r(u.ipc),
        'bn': short, 'bg': group, 'model': u.model,
        'w': u.weight, 'share': round(u.share, 6), 'count': u.count,
        'whatif': _r(u.whatif), 'paths': u.paths,
        'prob': _r(u.probability, 3),
    }
    if u.models:
        # Each model's cycles per iteration, None where it has none: a
        # column of the index each.
        r['mc'] = {m.model: _r(m.cycles) if m.analysed else None
                   for m in u.models}
        # The other models' figures, for an index that ranks and sums up
        # by the model the reader chooses.
        r['mv'] = {m.model: model_row(m, u.model_weights.get(m.model, 0.0))
                   for m in u.models if m.analysed and m.model != u.model}
    if u.paths_weighted > 1:
        r['pw'] = u.paths_weighted
        r['wprob'] = _r(u.weighted_probability, 3)
    # What goes without saying is left out: thousands of rows load faster.
    if u.kind == 'loop':
        del r['kind']
    if u.paths <= 1:
        del r['paths'], r['prob']
    for k in [k for k, v in r.items() if (v is None or v == '') and
              k not in ('file', 'fn', 'model', 'bn', 'bg')]:
        del r[k]
    if u.at_trips is not None and u.trips:
        r.update({'pgo': _r(u.at_trips), 'pgot': round(u.trips, 1)})
    if u.profile is not None:
        p = u.profile
        r.update({'ts': round(p.time_share, 6), 'meas': _r(p.measured),
                  'prec': _r(p.precision, 3), 'verdict': p.verdict,
                  'causes': p.causes, 'iters': p.iterations})
        if p.at_trips is not None and p.trips:
            r.update({'atp': _r(p.at_trips), 'trips': int(p.trips)})
        elif p.on_paths is not None:
            r['atpp'] = _r(p.on_paths)
    return r


def model_row(m, weight):
    """The index's figures of a unit on analysed model M, of weight
    WEIGHT: the panel's (model_figures) but for the model's name and
    cycles, which the row has already."""
    r = model_figures(m)
    del r['model'], r['cpi']
    r['w'] = weight
    return r


def model_figures(m):
    """A model's column of the panel's table of several models."""
    if not m.analysed:
        return {'model': m.model, 'message': m.message or 'not analysed'}
    group, short, _ = words.bottleneck(m.raw)
    return {'model': m.model, 'cpi': _r(m.cycles), 'rt': _r(m.rthroughput),
            'ipc': _r(m.ipc), 'bn': short, 'bg': group}


def model_columns(units):
    """The models of the units that have several, in the order they
    first come (primary models first): the index's columns of cycles per
    iteration.  Empty when no unit has several."""
    cols = []
    for u in units:
        for m in u.models:
            if m.model not in cols:
                cols.append(m.model)
    return cols


def _chain_instructions(u):
    out = []
    for c in u.chain:
        try:
            out.append(int(c.get('instruction')))
        except (TypeError, ValueError):
            pass
    return out


def detail(u, excerpt, sim, sim_problem):
    """A unit's panel data."""
    bounds = []
    for b in u.bounds:
        group, short, sentence = words.describe_bound(b, u.raw)
        try:
            cycles = round(float(b.get('cycles_per_iteration')), 2)
        except (TypeError, ValueError):
            cycles = None
        bounds.append({'group': group, 'short': short, 'text': sentence,
                       'cycles': cycles})
    chain = [{'mnemonic': str(c.get('mnemonic') or ''),
              'line': c.get('line') if isinstance(c.get('line'), int)
              else None,
              'register': str(c.get('register') or '')}
             for c in u.chain]
    d = {'id': u.id, 'sentence': words.bottleneck(u.raw)[2],
         'source': excerpt, 'asm': u.simulated,
         'chain_insns': _chain_instructions(u), 'bounds': bounds,
         'chain': chain, 'chain_cycles': _r(u.chain_cycles),
         'loop_carried': u.loop_carried}
    if u.models:
        d['models'] = [model_figures(m) for m in u.models]
    tries = advice.advice(u.raw)
    if tries:
        d['advice'] = tries
    if u.vector_lanes > 1:
        d['vector'] = {'lanes': u.vector_lanes, 'bits': u.vector_bits,
                       'element': u.vector_element or 'elements',
                       'per_element': _r(u.cycles_per_element)}
    if u.calls or u.indirect_calls:
        d['calls'] = u.calls
        d['indirect_calls'] = u.indirect_calls
    if sim is not None:
        d['sim'] = sim
    else:
        d['sim_error'] = sim_problem or 'not simulated'
    return d


def _json(data):
    """JSON to put inside a script element."""
    return json.dumps(data, separators=(',', ':'), ensure_ascii=False) \
        .replace('</', '<\\/').replace('<!--', '<\\!--')


def _asset(name):
    with open(os.path.join(ASSETS, name), encoding='utf-8') as f:
        return f.read()


def _e(s):
    return html.escape(str(s), quote=True)


def not_analysed_html(units, names, profiled):
    if not units:
        return ''
    out = ['<section id="not-analysed"><h2>Not analysed '
           '<span class="n">%d</span></h2>' % len(units),
           '<p class="note">Loops the plugin found but did not simulate, '
           'with its reason.</p>',
           '<table class="plain"><thead><tr><th>Loop</th><th>Function</th>'
           '<th>Why not</th>%s</tr></thead><tbody>' %
           ('<th class="num">Time</th>' if profiled else '')]
    for u in units:
        where = '%s:%d' % (names.get(u.path(), u.file), u.line)
        if u.kind == 'region':
            where += ' (region%s)' % (' ' + u.name if u.name else '')
        why = u.message or ('skipped' if u.status == 'skipped'
                            else 'not supported')
        cells = '<td title="%s">%s</td><td>%s</td><td>%s</td>' % (
            _e(u.path()), _e(where), _e(u.function), _e(why))
        if profiled:
            cells += '<td class="num">%s</td>' % (
                '%.1f%%' % (100 * u.profile.time_share)
                if u.profile is not None else '')
        out.append('<tr>%s</tr>' % cells)
    out.append('</tbody></table></section>')
    return '\n'.join(out)


def problems_html(problems):
    if not problems:
        return ''
    items = ''.join('<li>%s</li>' % _e(p) for p in problems[:50])
    more = '' if len(problems) <= 50 else \
        '<li>and %d more (see the messages of gcc-mca-report)</li>' % (
            len(problems) - 50)
    return ('<section id="problems"><h2>Problems</h2><ul>%s%s</ul>'
            '</section>' % (items, more))


def write(outdir, meta, rows, details, not_analysed_units, names,
          problems, progress=None):
    """Write the report into OUTDIR: index.html and data/."""
    datadir = os.path.join(outdir, 'data')
    os.makedirs(datadir, exist_ok=True)
    # Old chunk files of a bigger report would be harmless but confusing.
    for n in os.listdir(datadir):
        if n.startswith('loops-') and n.endswith('.js'):
            os.remove(os.path.join(datadir, n))
    by_id = {d['id']: d for d in details}
    ids = [r['id'] for r in rows]
    chunks = (len(ids) + CHUNK - 1) // CHUNK
    for c in range(chunks):
        part = [by_id[i] for i in ids[c * CHUNK:(c + 1) * CHUNK]
                if i in by_id]
        path = os.path.join(datadir, 'loops-%03d.js' % c)
        with open(path + '.tmp', 'w', encoding='utf-8') as f:
            f.write('MCAReport.loaded(%d,%s);\n' % (
                c, json.dumps(part, separators=(',', ':'),
                              ensure_ascii=False)))
        os.replace(path + '.tmp', path)
        if progress and chunks >= 10 and (c + 1) % 10 == 0:
            progress('wrote %d of %d data files' % (c + 1, chunks))
    meta = dict(meta, chunk=CHUNK, chunks=chunks)
    for k, r in enumerate(rows):
        r['chunk'] = k // CHUNK
    page = _asset('report.html')
    title = meta.get('title') or 'gcc-mca report'
    fill = {
        '@TITLE@': _e(title),
        '@CSS@': _asset('report.css'),
        '@JS@': _asset('report.js'),
        '@DATA@': _json({'meta': meta, 'rows': rows}),
        '@NOT_ANALYSED@': not_analysed_html(not_analysed_units, names,
                                            meta.get('profiled')),
        '@PROBLEMS@': problems_html(problems),
    }
    page = re.sub(r'@(TITLE|CSS|JS|DATA|NOT_ANALYSED|PROBLEMS)@',
                  lambda m: fill[m.group(0)], page)
    path = os.path.join(outdir, 'index.html')
    with open(path + '.tmp', 'w', encoding='utf-8') as f:
        f.write(page)
    os.replace(path + '.tmp', path)
    return path
