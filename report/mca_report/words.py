"""The bottleneck of a loop in plain words, from its record's bounds.

A record's "bounds" list each component's cycles per iteration, the
binding one first: {kind, cycles_per_iteration, what}.  "what" is a
register (dependency), an address (memory), the model's name of a
resource or of a union of resources joined by '+' (ports, divider,
serial), or a phrase (front end, control).  Here each becomes

  - a group, for filtering and the summary: 'load ports',
    'loop-carried dependency', 'front end'...;
  - a short text for the index: 'loop-carried dependency through %xmm1
    (addsd)', 'load ports', 'front end (7 micro-ops a cycle)';
  - a sentence for the loop's panel, with the figure and the model's
    own name of the units."""

import re

# The binding bound is exceeded by this factor before the simulated
# figure gets a reason of its own (sim/mca.h, MCA_ABOVE_BOUNDS).
ABOVE_BOUNDS = 1.05

GROUPS = (
    'loop-carried dependency', 'dependency through memory',
    'dependency within an iteration', 'load ports', 'store ports',
    'load and store ports', 'integer units', 'vector units',
    'branch units', 'execution ports', 'divider', 'front end',
    'taken branches', 'full queue', 'one at a time', 'scheduler queues',
    'back-to-back issue', 'several paths', 'no bound')

# Intel's numbered ports: which serve loads, which stores (address or
# data); the others run arithmetic, vector operations and branches.
_INTEL = re.compile(r'^(HW|SKL|SKX|ICX|ADLP|SPR)Port(\w+)$')
_INTEL_LOAD = {'HW': {2, 3}, 'SKL': {2, 3}, 'SKX': {2, 3}, 'ICX': {2, 3},
               'ADLP': {2, 3, 11}, 'SPR': {2, 3, 11}}
_INTEL_STORE = {'HW': {4, 7}, 'SKL': {4, 7}, 'SKX': {4, 7},
                'ICX': {4, 7, 8, 9}, 'ADLP': {4, 7, 8, 9},
                'SPR': {4, 7, 8, 9}}

# Other models' resources by a part of their name, first match wins:
# (pattern, group, words).
_NAMED = (
    (r'Div', 'divider', 'divider'),
    (r'^(Lock|Fence|Pause)$', 'one at a time', None),
    (r'LSU|MEC|LSAGU', 'load and store ports', 'load and store units'),
    (r'FPLoad|Load$|LAGU', 'load ports', 'load ports'),
    (r'FPSt$|Store$|SAGU', 'store ports', 'store ports'),
    (r'AGU', 'load and store ports',
     'address units (loads and stores)'),
    (r'BRU', 'branch units', 'branch units'),
    (r'GprToFp', 'vector units',
     'moves between integer and vector registers'),
    (r'FP|VALU|VIMUL|VPU|JSTC|X87', 'vector units',
     'vector and floating-point units'),
    (r'ALU|IEC|JMul', 'integer units', 'integer units'),
)

_SERIAL = {'Lock': 'locked instructions', 'Fence': 'fences',
           'Pause': 'pauses'}


def _and(items):
    items = [str(i) for i in items]
    if len(items) <= 1:
        return ''.join(items)
    return ', '.join(items[:-1]) + ' and ' + items[-1]


def _intel_ports(family, suffix):
    """Intel port numbers named by SUFFIX ('015', '00_01_05', 'Any')."""
    if suffix == 'Any':
        return None
    if family in ('ADLP', 'SPR'):
        parts = suffix.split('_')
    else:
        parts = list(suffix)
    try:
        return {int(p) for p in parts}
    except ValueError:
        return None


def units_in_words(what):
    """(group, words) for the units of a 'ports' bound: a model's
    resource name or names joined by '+'."""
    names = [n for n in (what or '').split('+') if n]
    if not names:
        return 'execution ports', 'execution ports'
    intel = [_INTEL.match(n) for n in names]
    if all(intel):
        family = intel[0].group(1)
        ports = set()
        for m in intel:
            p = _intel_ports(m.group(1), m.group(2))
            if p is None:
                return 'execution ports', 'all execution ports'
            ports |= p
        load, store = _INTEL_LOAD[family], _INTEL_STORE[family]
        listed = _and(sorted(ports))
        plural = 's' if len(ports) > 1 else ''
        if ports <= load:
            return 'load ports', 'load port%s %s' % (plural, listed)
        if ports <= store:
            return 'store ports', 'store port%s %s' % (plural, listed)
        if ports <= load | store:
            return ('load and store ports',
                    'load and store ports %s' % listed)
        return 'execution ports', 'execution port%s %s' % (plural, listed)
    found = []
    for n in names:
        for pattern, group, words in _NAMED:
            if re.search(pattern, n):
                found.append((group, words or group))
                break
        else:
            found.append(('execution ports', 'execution units'))
    groups = {g for g, _ in found}
    if len(groups) == 1:
        words = {w for _, w in found}
        return found[0][0], found[0][1] if len(words) == 1 else found[0][0]
    if groups <= {'load ports', 'store ports', 'load and store ports'}:
        return 'load and store ports', 'load and store units'
    return 'execution ports', 'execution units'


def _num(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def _fmt(x):
    return '%.2f' % x if x is not None else '?'


def _chain_mnemonics(chain):
    names = [c.get('mnemonic') for c in chain
             if isinstance(c, dict) and c.get('mnemonic')]
    if not names:
        return ''
    if len(names) <= 3:
        return ' \u2192 '.join(names)
    return '%d instructions: %s \u2192 \u2026 \u2192 %s' % (
        len(names), names[0], names[-1])


def describe_bound(b, rec):
    """(group, short words, sentence) for one bound B of record REC."""
    kind = b.get('kind') or ''
    what = b.get('what') or ''
    if not isinstance(what, str):
        what = str(what)
    cycles = _num(b.get('cycles_per_iteration'))
    figure = '%s cycles an iteration' % _fmt(cycles)
    chain = rec.get('chain') if isinstance(rec.get('chain'), list) else []
    through = _chain_mnemonics(chain)
    if kind == 'dependency':
        if rec.get('loop_carried', True):
            short = 'loop-carried dependency through %s' % what
            group = 'loop-carried dependency'
            sentence = ('Each iteration waits for the previous one\'s '
                        'result in %s: the chain of dependent '
                        'instructions%s takes %s.' %
                        (what, ' (%s)' % through if through else '',
                         figure))
        else:
            short = 'dependency chain through %s' % what
            group = 'dependency within an iteration'
            sentence = ('The longest chain of dependent instructions '
                        '%sof one iteration takes %s.' %
                        ('(%s) ' % through if through else '', figure))
        if through:
            short += ' (%s)' % through
        return group, short, sentence
    if kind == 'memory':
        where = ' at %s' % what if what else ''
        short = 'loop-carried dependency through memory%s' % where
        sentence = ('A value stored to memory%s is loaded back by the next '
                    'iteration: the chain%s takes %s.' %
                    (where, ' (%s)' % through if through else '', figure))
        return 'dependency through memory', short, sentence
    # The model's plain words for its units (its labels), when the record
    # has them: "ports 0 and 6" rather than SKLPort06.
    plain = b.get('words') if isinstance(b.get('words'), str) else None
    if kind == 'ports':
        m = re.match(r'^(\S+) issue rate \(at most (\d+) per (\d+) '
                     r'cycles\)$', what)
        if m:
            group, words = units_in_words(m.group(1))
            pm = re.match(r'^(.*) issue rate \(', plain or '')
            if pm:
                words = pm.group(1)
            short = '%s issue rate' % words
            sentence = ('The %s issue at most %s operations every %s '
                        'cycles: %s.' % (words, m.group(2), m.group(3),
                                         figure))
            return group, short, sentence
        group, words = units_in_words(what)
        if plain:
            return group, plain, ('The busiest units are %s: their work '
                                  'takes %s.' % (plain, figure))
        sentence = ('The busiest units are the %s (%s): their work '
                    'takes %s.' % (words, what.replace('+', ', '), figure))
        return group, words, sentence
    if kind == 'divider':
        return ('divider', plain or 'divider',
                'The %s, which works on one division at a time for '
                'several cycles, takes %s.' % (plain or 'divider', figure))
    if kind == 'serial':
        noun = _SERIAL.get(what, 'serialising instructions')
        return ('one at a time', '%s, one at a time' % noun,
                'The %s run one at a time: %s.' % (noun, figure))
    if kind == 'frontend':
        m = re.match(r'^dispatch width (\d+), (\d+) uops$', what)
        if m:
            short = 'front end (%s micro-ops a cycle)' % m.group(1)
            sentence = ('The front end dispatches at most %s micro-ops a '
                        'cycle and an iteration has %s: %s.' %
                        (m.group(1), m.group(2), figure))
        else:
            short = 'front end'
            sentence = 'The front end (%s): %s.' % (what, figure)
        return 'front end', short, sentence
    if kind == 'control':
        return ('taken branches', 'taken branch ends a dispatch group',
                'The taken branch ends its dispatch group (%s): %s.' %
                (what, figure))
    if kind == 'queue':
        return ('full queue', '%s full' % (what or 'a queue'),
                'The %s is full: %s.' % (what or 'queue', figure))
    return ('execution ports', kind or 'unknown',
            '%s %s: %s.' % (kind, what, figure))


def bottleneck(rec):
    """(group, short words, sentence) for an analysed record REC: its
    binding bound, or the scheduler queues or the back-to-back limit when
    the simulated figure is above every bound and the model's queues or
    limit explain it."""
    bounds = [b for b in rec.get('bounds') or [] if isinstance(b, dict)] \
        if isinstance(rec.get('bounds'), list) else []
    if not bounds:
        weighted = rec.get('paths_weighted')
        if isinstance(weighted, int) and weighted > 1:
            return ('several paths', 'several paths, figures weighted',
                    'The figures are weighted over the loop\'s %d most '
                    'probable paths: each path has bounds of its own, so no '
                    'single one is given.' % weighted)
        return 'no bound', 'no bound found', 'No bound was found.'
    group, short, sentence = describe_bound(bounds[0], rec)
    cpi = _num(rec.get('cycles_per_iteration'))
    top = _num(bounds[0].get('cycles_per_iteration'))
    free = _num(rec.get('free_issue_cycles'))
    back_to_back = _num(rec.get('back_to_back_free_cycles'))
    if cpi is not None and top is not None and \
            cpi > ABOVE_BOUNDS * top + 0.005:
        if rec.get('pipeline_fill') is True:
            iterations = rec.get('iterations')
            return group, short, sentence + (
                ' The simulation gives %s over %s iterations, the fill of '
                'the pipeline included: too few iterations to leave it '
                'out.' % (_fmt(cpi), iterations
                          if isinstance(iterations, int) else 'a few'))
        # The model's issue rules, when a run without one explains the
        # figure (sim/mca.c): the queues first, then the back-to-back
        # limit.
        rules = (
            (free, 'scheduler queues',
             'Operations wait for the scheduler queue the model gives them '
             'when they dispatch: %s cycles an iteration simulated, %s if '
             'any free unit could take them.'),
            (back_to_back, 'back-to-back issue',
             'Dependent operations wait a cycle: the model lets only a few '
             'issue in the cycle their operand is ready. %s cycles an '
             'iteration simulated, %s if every one could.'))
        for without, name, words in rules:
            if without and without < cpi - 0.05:
                return (name, name, words % (_fmt(cpi), _fmt(without)) +
                        ' The largest single bound: ' +
                        sentence[0].lower() + sentence[1:])
        sentence += (' The simulation gives %s: operations competing for '
                     'units and waiting for one another add to it.' %
                     _fmt(cpi))
    return group, short, sentence


_UNIT_KIND = {
    'load ports': 'loads', 'store ports': 'stores',
    'load and store ports': 'loads and stores', 'integer units': 'integer',
    'vector units': 'vector', 'branch units': 'branches',
    'execution ports': 'compute', 'divider': 'division',
    'one at a time': 'serialising',
}


def unit_kind(name):
    """What a model's unit does, in a word or two: 'loads' for SKLPort2,
    'integer' for Zn4ALU0, 'vector' for JFPA.  NAME may end in .N (a
    resource of several units)."""
    base = name.rsplit('.', 1)[0] if '.' in name and \
        name.rsplit('.', 1)[1].isdigit() else name
    group, _ = units_in_words(base)
    return _UNIT_KIND.get(group, 'compute')
