#!/usr/bin/env python3
"""check.py - gcc-mca-report on a program built with the plugin, on bad
input, and on 5,000 synthetic loops; the page in headless Chromium when
it is installed.

    check.py REPORT CC PLUGIN_DIR SRCDIR WORKDIR

Prints one line a check: `PASS: what', `FAIL: what: why' or
`UNSUPPORTED: why' (report.exp turns them into DejaGnu results).  The
pages and screenshots stay in WORKDIR (the build directory's
report/test-output/) to look at."""

import glob
import json
import html
import os
import re
import shutil
import subprocess
import sys
import time

REPORT, CC, PLUGIN_DIR, SRCDIR, WORK = sys.argv[1:6]
SRCDIR, WORK = os.path.abspath(SRCDIR), os.path.abspath(WORK)
PROG = os.path.join(SRCDIR, 'prog')
# Chromium is slow to start on a loaded machine: this bounds a hang, not
# the page's speed (the page's own figure is printed).
CHROMIUM_TIMEOUT = 180
SPEED_BOUND = 10.0   # seconds for the 5,000-loop index, in the page


def check(ok, what, why=''):
    print('PASS: %s' % what if ok else 'FAIL: %s: %s' % (what, why),
          flush=True)
    return ok


def report(*args):
    p = subprocess.run([REPORT] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


def no_traceback(what, stderr):
    check('Traceback' not in stderr, '%s: no traceback' % what, stderr)


def page_data(outdir):
    """The index's data and every loop's panel data of a report."""
    with open(os.path.join(outdir, 'index.html'), encoding='utf-8') as f:
        html = f.read()
    m = re.search(r'<script id="report-data" type="application/json">'
                  r'(.*?)</script>', html, re.S)
    data = json.loads(m.group(1))
    details = {}
    for path in sorted(glob.glob(os.path.join(outdir, 'data',
                                              'loops-*.js'))):
        with open(path, encoding='utf-8') as f:
            text = f.read().strip()
        m = re.match(r'^MCAReport\.loaded\((\d+),(.*)\);$', text, re.S)
        for d in json.loads(m.group(2)):
            details[d['id']] = d
    return html, data, details


def record_units(records):
    units = []
    for path in glob.glob(os.path.join(records, '*.json')):
        with open(path) as f:
            units += json.load(f)['units']
    return units


def build(records, cpus=None):
    """The program's record files in RECORDS: with the models CPUS
    (cpu=CPUS) for both files, or by default kernels.c for btver2, which
    has no data for one of its loops, and main.c for the default
    model."""
    shutil.rmtree(records, ignore_errors=True)
    objs = []
    for src, extra in (('main.c', ['-fplugin-arg-mca-cpu=' + cpus]
                        if cpus else []),
                       ('kernels.c', ['-fplugin-arg-mca-cpu=' +
                                      (cpus or 'btver2')])):
        obj = os.path.join(WORK, src.replace('.c', '.o'))
        cmd = [CC, '-O2', '-g', '-iplugindir=' + PLUGIN_DIR, '-fplugin=mca',
               '-fplugin-arg-mca-json=' + records + '/',
               '-fplugin-arg-mca-remarks=none'] + extra + \
            ['-c', os.path.join(PROG, src), '-o', obj]
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True)
        if not check(p.returncode == 0, 'build %s with the plugin' % src,
                     p.stdout):
            return False
        objs.append(obj)
    return True


def check_report(out, units, what):
    """The report in OUT holds every loop of UNITS."""
    html, data, details = page_data(out)
    rows = data['rows']
    analysed = [u for u in units if u['status'] == 'analysed']
    others = [u for u in units if u['status'] != 'analysed']
    check(len(rows) == len(analysed) and data['meta']['loops'] == len(rows),
          '%s: every analysed loop in the index (%d)' % (what, len(rows)),
          '%d rows, %d records' % (len(rows), len(analysed)))
    want = sorted((os.path.basename(u['file']), u['line'])
                  for u in analysed)
    have = sorted((os.path.basename(r['file']), r['line']) for r in rows)
    check(want == have, '%s: each with its file:line' % what,
          '%s != %s' % (have, want))
    ok_t = ok_p = ok_s = True
    why = []
    for r in rows:
        d = details.get(r['id'])
        sim = d and d.get('sim')
        if not sim or len(sim['timeline']) < len(sim['instructions']) or \
                not sim['instructions']:
            ok_t = False
            why.append('%s:%d timeline' % (r['file'], r['line']))
        if not sim or not sim['pressure'] or \
                len(data['meta']['units'].get(r['model'], [])) <= \
                max(p[0] for p in sim['pressure'] or [[0]]):
            ok_p = False
            why.append('%s:%d pressure' % (r['file'], r['line']))
        src = d and d.get('source')
        if not src or 'lines' not in src or \
                not src['first'] <= r['line'] < src['first'] + \
                len(src['lines']):
            ok_s = False
            why.append('%s:%d source' % (r['file'], r['line']))
    check(ok_t, '%s: each loop has a timeline of its iterations' % what, why)
    check(ok_p, '%s: each loop has the pressure of named units' % what, why)
    check(ok_s, '%s: each loop has its source around its line' % what, why)
    ok = all(u['message'] in html.replace('&#x27;', "'")
             .replace('&quot;', '"') for u in others)
    check(ok and len(others) == data['meta']['not_analysed'],
          '%s: the loops not analysed listed with their reason (%d)' %
          (what, len(others)), [u['message'] for u in others])
    return html, data, details


def chromium():
    """Debian's chromium; CHROMIUM=program names another, CHROMIUM=none
    runs the tests as if there were none."""
    if os.environ.get('CHROMIUM') == 'none':
        return None
    for name in (os.environ.get('CHROMIUM'), 'chromium', 'chromium-browser'):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def browse(url, *args):
    """Run headless Chromium on URL: (seconds, stdout)."""
    cmd = [chromium(), '--headless', '--disable-gpu', '--no-sandbox',
           '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync',
           '--disable-default-apps', '--hide-scrollbars',
           '--user-data-dir=' + os.path.join(WORK, 'chromium-profile')] + \
        list(args) + [url]
    start = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE,
                           timeout=CHROMIUM_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, ''
    return time.time() - start, p.stdout.decode('utf-8', 'replace')


def url(path, frag=''):
    return 'file://' + os.path.abspath(path) + frag


def check_browser(out, data):
    """Every loop's file:line and two pictures in the DOM of index.html#all
    (all panels drawn), and screenshots."""
    index = os.path.join(out, 'index.html')
    secs, dom = browse(url(index, '#all'), '--virtual-time-budget=20000',
                       '--dump-dom')
    if not check(secs is not None and '<tbody id="rows">' in dom,
                 'chromium: the page renders', dom[-300:]):
        return
    body = dom[dom.find('<body'):dom.find('<script id="report-data"')]
    rows = data['rows']
    missing = [r for r in rows
               if '>%s:%d</td>' % (r['file'], r['line']) not in body]
    check(not missing, 'chromium: every loop\'s file:line in the index (%d)'
          % len(rows), ['%s:%d' % (r['file'], r['line']) for r in missing])
    panels = re.split(r'<div class="panel" id="loop-', body)[1:]
    ids = {int(p.split('"', 1)[0]) for p in panels}
    check(ids == {r['id'] for r in rows},
          'chromium: a panel per loop with #all', sorted(ids))
    bad = []
    for p in panels:
        n_svg = len(re.findall(r'<svg[^>]*class="(timeline|pressure)"', p))
        if n_svg != 2 or '<rect' not in p:
            bad.append(p.split('"', 1)[0])
    check(not bad, 'chromium: each panel draws a timeline and a pressure '
          'chart (SVG)', bad)
    check('>Cycles/iter</th>' in body and 'Cycles/iter ' not in body and
          'class="plain models"' not in body,
          'chromium: one model a loop: one column of cycles/iter')
    check(body.count('class="l loop"') == len(rows),
          'chromium: each panel marks the loop\'s source line',
          body.count('class="l loop"'))
    check('<svg' in body.split('id="loops"')[0],
          'chromium: the summary by bottleneck is a chart')
    first = min(rows, key=lambda r: r['rank'])
    for name, frag, size in (('index.png', '', '1400,1000'),
                             ('panel.png', '#loop-%d' % first['id'],
                              '1400,1700')):
        shot = os.path.join(WORK, name)
        if os.path.exists(shot):
            os.remove(shot)
        browse(url(index, frag), '--virtual-time-budget=5000',
               '--screenshot=' + shot, '--window-size=' + size)
        check(os.path.exists(shot) and os.path.getsize(shot) > 10000,
              'chromium: screenshot %s' % name, shot)


def check_models():
    """The program built for two models (cpu=skylake,btver2): a column of
    cycles per iteration for each in the index, the model filter's
    choices counting the loops each simulated, and each panel's table
    of both models' figures."""
    records = os.path.join(WORK, 'recs-two')
    if not build(records, 'skylake,btver2'):
        return
    units = record_units(records)
    out = os.path.join(WORK, 'two-models')
    rc, _, err = report('--records', records, '-o', out)
    if not check(rc == 0, 'two models: status 0', '%d %s' % (rc, err)):
        return
    _, data, details = check_report(out, units, 'two models')
    meta, rows = data['meta'], data['rows']
    check(meta.get('model_columns') == ['skylake', 'btver2'] and
          meta['models'] == ['btver2', 'skylake'],
          'two models: a column each, the primary first',
          (meta.get('model_columns'), meta['models']))
    by_fn = {r['fn']: r for r in rows}
    dot, mix = by_fn.get('dot', {}), by_fn.get('mix', {})
    check(all(set(r.get('mc', {})) == {'skylake', 'btver2'} and
              r['mc']['skylake'] == r['cpi'] for r in rows) and
          dot.get('mc', {}).get('btver2') not in (None, dot['cpi']) and
          mix.get('mc', {}).get('btver2', 0) is None,
          'two models: each loop with both figures (dot\'s its own on '
          'btver2, mix none there)', [r.get('mc') for r in rows])
    check(all([m['model'] for m in details[r['id']].get('models', [])] ==
              ['skylake', 'btver2'] for r in rows) and
          'no data for' in details[mix['id']]['models'][1]['message'],
          'two models: each panel has both models\' figures',
          [details[r['id']].get('models') for r in rows])
    if not chromium():
        return
    secs, dom = browse(url(os.path.join(out, 'index.html'), '#all'),
                       '--virtual-time-budget=20000', '--dump-dom')
    body = dom[dom.find('<body'):dom.find('<script id="report-data"')]
    head = body[body.find('<tr id="head">'):body.find('</tr>',
                                                      body.find('id="head"'))]
    check('>Cycles/iter skylake</th>' in head and
          '>Cycles/iter btver2</th>' in head and
          '>Cycles/iter</th>' not in head,
          'chromium: two models: a column of cycles/iter each', head)
    row = re.search(r'<tr class="loop" id="row-%d"[^>]*>(.*?)</tr>' %
                    dot['id'], body, re.S)
    want = ['>%.2f</td>' % dot['mc'][m] for m in ('skylake', 'btver2')]
    check(row and all(w in row.group(1) for w in want) and
          row.group(1).index(want[0]) < row.group(1).index(want[1]),
          'chromium: two models: dot\'s row has both figures, side by side',
          row and row.group(1))
    n = {m: sum(1 for r in rows if r['mc'][m] is not None)
         for m in ('skylake', 'btver2')}
    check(all('<option value="%s">%s (%d)</option>' % (m, m, n[m]) in body
              for m in n) and n['btver2'] < n['skylake'],
          'chromium: two models: the model filter counts the loops each '
          'simulated', n)
    # The filter at work: a copy of the page that picks btver2 when it
    # has loaded shows the loops with figures on btver2.
    with open(os.path.join(out, 'index.html'), encoding='utf-8') as f:
        page = f.read()
    pick = ('<script>var s = document.getElementById("f-model"); '
            's.value = "btver2"; s.dispatchEvent(new Event("change"));'
            '</script></body>')
    with open(os.path.join(out, 'filtered.html'), 'w', encoding='utf-8') as f:
        f.write(page.replace('</body>', pick))
    _, fdom = browse(url(os.path.join(out, 'filtered.html')),
                     '--virtual-time-budget=5000', '--dump-dom')
    shown = set(int(i) for i in re.findall(r'<tr class="loop" id="row-(\d+)"',
                                           fdom))
    check(shown == {r['id'] for r in rows if r['mc']['btver2'] is not None}
          and mix['id'] not in shown,
          'chromium: two models: the model filter shows the loops with '
          'figures on btver2', sorted(shown))
    # Picking btver2 ranks the loops by their estimated cycles on it and
    # sums up their bottlenecks as btver2 sees them.
    on = [r for r in rows if r['mc']['btver2'] is not None]
    def weight_on_btver2(r):
        # Of the unrounded cycles: within the rounding of 'mc'.
        w = r.get('mv', {}).get('btver2', {}).get('w')
        want = r.get('count', 0) * r['mc']['btver2']
        return w is not None and abs(w - want) <= 0.02 * max(want, 1e-9)
    check(all(weight_on_btver2(r) for r in on) and
          'btver2' not in mix.get('mv', {}),
          'two models: each loop has its figures and weight on the other '
          'model', [r.get('mv') for r in rows])
    order = [r['id'] for r in sorted(on, key=lambda r: (
        -r['mv']['btver2']['w'], -r['mc']['btver2'], r['rank']))]
    listed = [int(i) for i in re.findall(r'<tr class="loop" id="row-(\d+)"',
                                         fdom)]
    check(listed == order and all(
        re.search(r'<tr class="loop" id="row-%d"[^>]*><td class="num">%d</td>'
                  % (i, k + 1), fdom) for k, i in enumerate(order)),
          'chromium: two models: btver2 picked, the loops ranked by their '
          'cycles on btver2', (listed, order))
    chart = fdom[fdom.find('id="chart"'):fdom.find('</svg>',
                                                   fdom.find('id="chart"'))]
    groups = set(re.findall(r'<g data-group="([^"]*)"', chart))
    drow = re.search(r'<tr class="loop" id="row-%d"[^>]*>(.*?)</tr>' %
                     dot['id'], fdom, re.S)
    check(groups == {r['mv']['btver2']['bg'] for r in on} and drow and
          html.escape(dot['mv']['btver2']['bn'], quote=False)
          in drow.group(1),
          'chromium: two models: btver2 picked, the bottlenecks as btver2 '
          'sees them', (groups, drow and drow.group(1)))
    check(body.count('<table class="plain models">') == len(rows) and
          body.count('not analysed: model btver2 has no data for') == 1,
          'chromium: two models: a table of both models\' figures in each '
          'panel', body.count('<table class="plain models">'))


def check_bad_input(records, good_out):
    bad = os.path.join(WORK, 'bad')
    shutil.rmtree(bad, ignore_errors=True)
    os.makedirs(bad)

    rc, _, err = report('--records', os.path.join(bad, 'none'), '-o',
                        os.path.join(bad, 'o1'))
    check(rc == 1 and 'no records at' in err, 'bad input: no records '
          'directory: status 1 and says so', '%d %s' % (rc, err))
    no_traceback('bad input: no records directory', err)

    empty = os.path.join(bad, 'empty')
    os.makedirs(empty)
    rc, _, err = report('--records', empty, '-o', os.path.join(bad, 'o2'))
    check(rc == 1 and 'holds no record files' in err, 'bad input: an empty '
          'records directory: status 1', '%d %s' % (rc, err))

    junk = os.path.join(bad, 'junk')
    os.makedirs(junk)
    with open(os.path.join(junk, 'a.json'), 'w') as f:
        f.write('{"version": 2, "units": [')
    with open(os.path.join(junk, 'b.json'), 'w') as f:
        f.write('[1, 2, 3]')
    os.makedirs(os.path.join(junk, 'c.json'))
    rc, _, err = report('--records', junk, '-o', os.path.join(bad, 'o3'))
    check(rc == 1 and 'a.json: not JSON' in err and 'b.json: not a record'
          in err and 'c.json: cannot read' in err and 'no loops' in err,
          'bad input: only bad record files: each said, status 1',
          '%d %s' % (rc, err))
    no_traceback('bad input: bad record files', err)

    mixed = os.path.join(bad, 'mixed')
    shutil.copytree(records, mixed)
    with open(os.path.join(mixed, 'zz.json'), 'w') as f:
        f.write('not json')
    with open(os.path.join(mixed, 'odd.json'), 'w') as f:
        json.dump({'version': 2, 'units': [
            {'kind': 'loop', 'status': 'analysed', 'line': 'x',
             'cycles_per_iteration': 2, 'bounds': [{'kind': 'ports'}],
             'chain': [None], 'simulated': 'nop', 'count': 'many'},
            'not a unit']}, f)
    out = os.path.join(bad, 'o4')
    rc, _, err = report('--records', mixed, '-o', out)
    check(rc == 0 and 'warning: ' in err and 'zz.json' in err and
          os.path.exists(os.path.join(out, 'index.html')),
          'bad input: a bad file among good ones: a warning, status 0',
          '%d %s' % (rc, err))
    no_traceback('bad input: odd values in a record', err)
    try:
        html = page_data(out)[0]
        check('zz.json' in html, 'bad input: the page lists the problem')
    except (OSError, ValueError, AttributeError) as e:
        check(False, 'bad input: the page lists the problem', e)

    prof = os.path.join(bad, 'profile-bad.json')
    with open(prof, 'w') as f:
        f.write('{"loops": ')
    rc, _, err = report('--records', records, '--profile', prof, '-o',
                        os.path.join(bad, 'o5'))
    check(rc == 0 and 'is not JSON' in err and 'ranked by GCC' in err,
          'bad input: a profile that is not JSON: warning, counts used',
          '%d %s' % (rc, err))
    other = os.path.join(bad, 'profile-other.json')
    with open(other, 'w') as f:
        json.dump({'version': 1, 'program': './other', 'loops': [
            {'file': 'other.c', 'line': 3, 'function': 'g', 'symbol': 'g',
             'time_share': 0.9}]}, f)
    out = os.path.join(bad, 'o6')
    rc, _, err = report('--records', records, '--profile', other, '-o', out)
    ok = rc == 0 and 'matches none' in err
    if ok:
        ok = page_data(out)[1]['meta']['method'] == 'counts'
    check(ok, 'bad input: a profile of another build: warning, counts used',
          '%d %s' % (rc, err))
    rc, _, err = report('--records', records, '--profile',
                        os.path.join(bad, 'nothing.json'), '-o',
                        os.path.join(bad, 'o7'))
    check(rc == 0 and 'cannot read the profile' in err,
          'bad input: a missing profile: warning', '%d %s' % (rc, err))

    rc, _, err = report('--records', records, '-o', '/dev/null/report')
    check(rc == 1 and 'cannot write the report' in err,
          'bad input: an output directory that cannot be made: status 1',
          '%d %s' % (rc, err))
    no_traceback('bad input: the output', err)

    out = os.path.join(bad, 'o8')
    rc, _, err = report('--records', records, '--gcc-mca',
                        os.path.join(bad, 'no-gcc-mca'), '-o', out)
    ok = rc == 0 and 'gcc-mca not found' in err
    if ok:
        d = page_data(out)[2]
        ok = all('sim_error' in x for x in d.values())
    check(ok, 'bad input: no gcc-mca: warning, panels say why there is no '
          'timeline', '%d %s' % (rc, err))
    fake = os.path.join(bad, 'fake-gcc-mca')
    with open(fake, 'w') as f:
        f.write('#!/bin/sh\necho "fake-gcc-mca: broken" >&2\nexit 1\n')
    os.chmod(fake, 0o755)
    rc, _, err = report('--records', records, '--gcc-mca', fake, '-o',
                        os.path.join(bad, 'o9'))
    check(rc == 0 and 'fake-gcc-mca: broken' in err,
          'bad input: a gcc-mca that fails: its message, status 0',
          '%d %s' % (rc, err))
    no_traceback('bad input: gcc-mca fails', err)

    # gcc-mca refuses one loop: the others are still drawn, found by
    # halves (a stand-in for gcc-mca refuses any input with `boom').
    boom = os.path.join(bad, 'boom')
    shutil.copytree(records, boom)
    path = sorted(glob.glob(os.path.join(boom, '*.json')))[0]
    with open(path) as f:
        doc = json.load(f)
    victim = [u for u in doc['units'] if u['status'] == 'analysed'][0]
    victim['simulated'].insert(1, '\tboom')
    with open(path, 'w') as f:
        json.dump(doc, f)
    picky = os.path.join(bad, 'picky-gcc-mca')
    with open(picky, 'w') as f:
        f.write('#!%s\nimport subprocess, sys\n'
                'text = sys.stdin.read()\n'
                'if "boom" in text:\n'
                '    sys.exit("<stdin>:9: error: boom is no instruction")\n'
                'sys.exit(subprocess.run([%r] + sys.argv[1:], '
                'input=text.encode()).returncode)\n' %
                (sys.executable, os.path.join(os.path.dirname(
                    os.path.dirname(os.path.abspath(REPORT))), 'gcc-mca')))
    os.chmod(picky, 0o755)
    out = os.path.join(bad, 'o12')
    rc, _, err = report('--records', boom, '--gcc-mca', picky, '-o', out)
    ok = rc == 0 and 'could not simulate 1 loop' in err
    if ok:
        _, data, d = page_data(out)
        failed = [r for r in data['rows'] if 'sim' not in d[r['id']]]
        ok = len(failed) == 1 and failed[0]['line'] == victim['line'] and \
            'boom is no instruction' in d[failed[0]['id']]['sim_error'] and \
            len(data['rows']) > 1
    check(ok, 'bad input: a loop gcc-mca refuses: found, the others drawn',
          '%d %s' % (rc, err))

    # The sources moved: the panel says so; --source-root finds them.
    moved = os.path.join(bad, 'moved')
    shutil.copytree(PROG, os.path.join(moved, 'testsuite', 'mca.report',
                                       'prog'))
    gone = os.path.join(bad, 'gone')
    os.makedirs(gone)
    for path in glob.glob(os.path.join(records, '*.json')):
        with open(path) as f:
            doc = json.load(f)
        for u in doc['units']:
            u['file'] = u['file'].replace(
                os.path.normpath(os.path.join(SRCDIR, '..', '..')),
                '/nonexistent/build')
        with open(os.path.join(gone, os.path.basename(path)), 'w') as f:
            json.dump(doc, f)
    out = os.path.join(bad, 'o10')
    rc, _, err = report('--records', gone, '-o', out)
    ok = rc == 0 and 'source file' in err and 'not found' in err
    if ok:
        d = page_data(out)[2]
        ok = all('was not found' in x['source'].get('missing', '')
                 for x in d.values())
    check(ok, 'bad input: sources not found: warning, the panels say so',
          '%d %s' % (rc, err))
    out = os.path.join(bad, 'o11')
    rc, _, err = report('--records', gone, '--source-root', moved, '-o', out)
    ok = rc == 0
    if ok:
        d = page_data(out)[2]
        ok = all('lines' in x['source'] for x in d.values())
    check(ok, '--source-root: the sources found under another directory',
          '%d %s' % (rc, err))


def check_profile(records, units):
    """A gcc-mca-profile result (made here: its format, without a run)
    ranks by time and shows the measurements."""
    analysed = [u for u in units if u['status'] == 'analysed']
    shares = {}
    loops = []
    for k, u in enumerate(sorted(analysed, key=lambda u: (u['file'],
                                                          u['line']))):
        share = (k + 1) / 100.0
        shares[(os.path.basename(u['file']), u['line'])] = share
        loops.append({'file': u['file'], 'line': u['line'],
                      'function': u['function'], 'symbol': u['symbol'],
                      'directory': WORK, 'model': u.get('model'),
                      'predicted': u['cycles_per_iteration'],
                      'measured': u['cycles_per_iteration'] * 1.5,
                      'precision': 0.05, 'time_share': share,
                      'verdict': 'slower than predicted',
                      'causes': [{'kind': 'd1', 'text': '0.50 L1 data cache '
                                  'misses an iteration'}]})
    prof = os.path.join(WORK, 'profile.json')
    with open(prof, 'w') as f:
        json.dump({'version': 1, 'program': './prog', 'loops': loops}, f)
    out = os.path.join(WORK, 'profiled')
    rc, _, err = report('--records', records, '--profile', prof, '-o', out)
    if not check(rc == 0, 'profile: status 0', '%d %s' % (rc, err)):
        return
    _, data, _ = page_data(out)
    rows = sorted(data['rows'], key=lambda r: r['rank'])
    order = [shares[(os.path.basename(r['file']), r['line'])] for r in rows]
    check(data['meta']['method'] == 'profile' and
          order == sorted(order, reverse=True),
          'profile: ranked by measured time share', order)
    check(all(r.get('verdict') == 'slower than predicted' and
              r.get('meas') is not None for r in rows),
          'profile: each loop with its measurement and verdict')


def check_speed():
    """5,000 synthetic loops: the report's time, and the index's in
    Chromium."""
    big = os.path.join(WORK, 'big')
    shutil.rmtree(big, ignore_errors=True)
    p = subprocess.run([sys.executable, os.path.join(SRCDIR, 'synth.py'),
                        big, '5000'], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True)
    if not check(p.returncode == 0, '5,000 loops: synthetic records',
                 p.stdout):
        return
    out = os.path.join(big, 'report')
    start = time.time()
    rc, _, err = report('--records', os.path.join(big, 'records'), '-o', out)
    secs = time.time() - start
    check(rc == 0 and 'simulating' in err,
          '5,000 loops: report written, with progress on stderr',
          '%d %s' % (rc, err[-500:]))
    if rc:
        return
    print('NOTE: 5,000 loops: gcc-mca-report took %.1f s' % secs)
    _, data, details = page_data(out)
    check(len(data['rows']) == 4980 and len(details) == 4980 and
          data['meta']['not_analysed'] == 20,
          '5,000 loops: 4,980 analysed and 20 skipped, all in the report',
          (len(data['rows']), len(details)))
    size = os.path.getsize(os.path.join(out, 'index.html'))
    print('NOTE: 5,000 loops: index.html %.1f MB, data/ %d files' %
          (size / 1e6, len(os.listdir(os.path.join(out, 'data')))))
    if not chromium():
        print('UNSUPPORTED: 5,000 loops in Chromium: chromium is not '
              'installed')
        return
    secs, dom = browse(url(os.path.join(out, 'index.html')), '--dump-dom')
    m = re.search(r'data-index-ms="(\d+)"', dom or '')
    drawn = len(re.findall(r'<tr class="loop" id="row-', dom or ''))
    if not check(m is not None and drawn >= 100 and
                 '<span class="n" id="nloops">4980</span>' in dom,
                 '5,000 loops: the index renders in Chromium',
                 'dump-dom: %s s, %d rows' % (secs, drawn)):
        return
    page_secs = int(m.group(1)) / 1000.0
    print('NOTE: 5,000 loops: the index drawn and laid out %.2f s after the '
          'page started loading (Chromium\'s --dump-dom took %.1f s in '
          'all, its start included)' % (page_secs, secs))
    check(page_secs < SPEED_BOUND,
          '5,000 loops: the index drawn within %.0f s' % SPEED_BOUND,
          page_secs)


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    records = os.path.join(WORK, 'recs')
    if not build(records):
        return
    units = record_units(records)
    check(len(units) >= 8 and len({os.path.basename(u['file'])
                                    for u in units}) == 3,
          'the program\'s records: loops in three source files',
          len(units))
    out = os.path.join(WORK, 'report')
    rc, _, err = report('--records', records, '-o', out)
    if not check(rc == 0, 'report: status 0', '%d %s' % (rc, err)):
        return
    no_traceback('report', err)
    try:
        html, data, details = check_report(out, units, 'report')
    except (OSError, ValueError, AttributeError, KeyError) as e:
        check(False, 'report: its data', e)
        return
    rows = sorted(data['rows'], key=lambda r: r['rank'])
    weights = [r['w'] for r in rows]
    by_record = {(os.path.basename(u['file']), u['line']):
                 u['count'] * u['cycles_per_iteration'] for u in units
                 if u['status'] == 'analysed'}
    check(weights == sorted(weights, reverse=True) and
          all(abs(r['w'] - by_record[(os.path.basename(r['file']),
                                      r['line'])]) < 1e-6 * (1 + r['w'])
              for r in rows) and data['meta']['method'] == 'counts',
          'report: ranked by count x cycles per iteration', weights)
    check(rows[0]['fn'] == 'divide_all' and rows[0]['bg'] == 'divider',
          'report: the divider loop first, its bottleneck the divider',
          (rows[0]['fn'], rows[0]['bg']))
    dot = [r for r in rows if r['fn'] == 'dot']
    check(dot and dot[0]['bn'] == 'loop-carried dependency through %xmm1 '
          '(addsd)', 'report: dot\'s bottleneck in words',
          dot and dot[0]['bn'])
    check(len(set(data['meta']['models'])) == 2,
          'report: two models, a run of gcc-mca each',
          data['meta']['models'])
    check('kernels.h' in {r['file'] for r in rows},
          'report: a loop in a header')

    check_profile(records, units)
    check_bad_input(records, out)
    check_models()

    check('model_columns' not in data['meta'] and
          not any('mc' in r for r in rows) and
          not any('models' in d for d in details.values()),
          'report: one model a loop, no columns of models')

    if chromium():
        check_browser(out, data)
    else:
        print('UNSUPPORTED: the page in Chromium: chromium is not '
              'installed (apt-get install chromium)')
    check_speed()


if __name__ == '__main__':
    main()
