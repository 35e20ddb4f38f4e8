#!/usr/bin/env python3
"""check_models.py - the "models" of a record file of several models
(cpu=A,B,...).

usage: check_models.py RECORD MODEL...

Prints `OK N loops' when every loop record has "models" naming MODEL...
in order; the first is the record's own model with the record's figures;
an analysed model has the figures, bounds, chain and bottleneck words of
a record; a model that could not simulate the loop has status
"unsupported" and a message; else `BAD why'.
"""
import json
import sys

FIGURES = ('iterations', 'instructions', 'total_cycles', 'total_uops',
           'cycles_per_iteration', 'block_rthroughput', 'ipc',
           'uops_per_cycle', 'whatif_cycles', 'chain_cycles',
           'paths_weighted', 'weighted_probability')


def check_unit(u, names):
    """Why loop record U's models are wrong, or None."""
    models = u.get('models')
    if not isinstance(models, list):
        return 'no models'
    if [m.get('model') for m in models] != names:
        return 'models %r' % [m.get('model') for m in models]
    first = models[0]
    if u['status'] == 'analysed':
        if first.get('status') != 'analysed':
            return 'the primary model %r' % first
        for k in FIGURES + ('bounds', 'chain', 'loop_carried'):
            if first.get(k) != u.get(k):
                return 'the primary model\'s %s %r, the record\'s %r' % (
                    k, first.get(k), u.get(k))
    elif first.get('status') != 'unsupported' or \
            first.get('message') != u.get('message'):
        return 'the primary model %r of an unsupported record' % first
    for m in models:
        if m.get('status') == 'analysed':
            missing = [k for k in FIGURES + ('bounds', 'chain',
                                              'bottleneck')
                       if k not in m]
            if missing:
                return '%s: no %s' % (m['model'], ', '.join(missing))
            if not m['bottleneck'] and m['bounds']:
                return '%s: no bottleneck words' % m['model']
        elif m.get('status') != 'unsupported' or \
                not isinstance(m.get('message'), str) or not m['message']:
            return '%s: status %r without a message' % (
                m['model'], m.get('status'))
    return None


def main():
    path, names = sys.argv[1], sys.argv[2:]
    try:
        doc = json.load(open(path))
    except (OSError, ValueError) as e:
        print('BAD %s does not parse: %s' % (path, e))
        return
    loops = [u for u in doc.get('units', []) if u.get('kind') == 'loop']
    for u in loops:
        why = check_unit(u, names)
        if why:
            print('BAD %s:%s: %s' % (u.get('function'), u.get('line'), why))
            return
    unsupported = sum(1 for u in loops for m in u['models']
                      if m['status'] == 'unsupported')
    print('OK %d loops, %d model%s without figures' % (
        len(loops), unsupported, '' if unsupported == 1 else 's'))


if __name__ == '__main__':
    main()
