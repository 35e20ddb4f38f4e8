"""What to try for a loop, from its record alone: the binding bound, the
instructions of its critical chain and of its body, the functions it
calls, what GCC was allowed to do with it (vectorize, reassociate
floating-point arithmetic), and the rate the loop would reach without
the binding bound (the next bound, "whatif_cycles").

Each piece of advice is a sentence or two in plain words; none is given
without a fact of the record behind it."""

import re

from . import words

# Floating-point arithmetic that GCC keeps in source order unless
# -fassociative-math: scalar or packed add, subtract, multiply, min, max
# and the fused multiply-adds (AT&T mnemonics, with or without the VEX
# prefix), and x87 add, subtract and multiply, as the plugin's remark
# takes them (plugin/advice.cc).
_FP_ARITH = re.compile(
    r'^(v?(add|sub|mul|min|max|f?n?m(add|sub)(132|213|231)?)[sp][sdh][lqxy]?'
    r'|f(add|sub|subr|mul)p?)$')
# Packed (vector) arithmetic: packed FP (..ps, ..pd) and packed integer
# (p.., vp..) operations, and any instruction on a ymm or zmm register.
# Logic and moves are left out: GCC zeroes, copies and negates scalar
# floating-point values with xorps, movaps and andps.
_PACKED_FP = re.compile(r'^v?(add|sub|mul|div|sqrt|min|max|hadd|'
                        r'f?n?m(add|sub)(132|213|231)?|cvt\w*)p[sd][xy]?$')
_PACKED_INT = re.compile(r'^v?p(add|sub|mul|cmp|max|min|sll|srl|sra|shuf|'
                         r'unpck|blend|perm|madd|sad|avg|abs)')
_WIDE = re.compile(r'%[yz]mm\d')
_LINE_MNEMONIC = re.compile(r'^\s*(?:(?:lock|rep\w*)\s+)?([a-z][\w.]*)')


def _mnemonic(line):
    m = _LINE_MNEMONIC.match(line or '')
    if not m or line.lstrip().startswith('.') or line.rstrip().endswith(':'):
        return None
    return m.group(1)


def _vector_code(lines):
    """Whether the simulated LINES hold packed (vector) instructions."""
    for line in lines:
        mn = _mnemonic(line)
        if not mn:
            continue
        if _WIDE.search(line) or _PACKED_INT.match(mn):
            return True
        if _PACKED_FP.match(mn) and 'xmm' in line:
            return True
    return False


def _fp_chain(rec):
    chain = rec.get('chain') if isinstance(rec.get('chain'), list) else []
    return any(isinstance(c, dict) and
               _FP_ARITH.match(str(c.get('mnemonic') or '').split()[-1]
                               if c.get('mnemonic') else '')
               for c in chain)


def _num(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def _without(rec, bounds):
    """'Without it the loop would run at X cycles per iteration, where
    the next bound, ..., binds.', or ''."""
    whatif = _num(rec.get('whatif_cycles'))
    cpi = _num(rec.get('cycles_per_iteration'))
    if not whatif or len(bounds) < 2 or (cpi and whatif >= cpi - 0.005):
        return ''
    _, short, _ = words.describe_bound(bounds[1], rec)
    return (' Without it the loop would run at %.2f cycles per iteration, '
            'where the next bound, %s, binds.' % (whatif, short))


def _vectorizer_advice(rec, vector):
    """Why GCC may not have vectorized the loop, when it did not."""
    if vector or rec.get('calls') or rec.get('indirect_calls'):
        return None
    if rec.get('vectorizer') is False:
        return ('GCC\'s vectorizer was off for this function (-O1, or '
                '-fno-tree-vectorize): -O3 or -ftree-vectorize lets it '
                'try; -fopt-info-vec-missed says why a loop stays scalar.')
    if rec.get('vect_cost_model') == 'very-cheap':
        return ('GCC did not vectorize this loop.  At -O2, GCC 12 '
                'vectorizes only loops that cost nothing extra (the '
                '"very cheap" cost model: no epilogue, no run-time '
                'checks): -O3, or -fvect-cost-model=dynamic, lets it try '
                'harder; -fopt-info-vec-missed says why a loop stays '
                'scalar.')
    return None


def advice(rec):
    """A list of sentences: what to try for the analysed record REC."""
    out = []
    bounds = [b for b in rec.get('bounds') or [] if isinstance(b, dict)] \
        if isinstance(rec.get('bounds'), list) else []
    lines = rec.get('simulated') if isinstance(rec.get('simulated'),
                                               list) else []
    vector = isinstance(rec.get('vector_lanes'), int) or \
        _vector_code([str(l) for l in lines])
    top = bounds[0] if bounds else {}
    kind = top.get('kind')
    what = str(top.get('what') or '')
    group, short, _ = words.describe_bound(top, rec) if top else \
        (None, None, None)
    without = _without(rec, bounds)
    vectorize = _vectorizer_advice(rec, vector)

    if kind == 'dependency' and rec.get('loop_carried', True):
        if _fp_chain(rec) and re.match(r'^%([xyz]mm|st)', what):
            if rec.get('associative_math') is True:
                out.append('The chain is floating-point arithmetic carried '
                           'from one iteration to the next.  Several '
                           'independent accumulators (s0 += a[i]; s1 += '
                           'a[i + 1]; ...), combined after the loop, '
                           'overlap their latencies.' + without)
            else:
                out.append('The chain is a floating-point reduction or '
                           'recurrence: GCC keeps its operations in source '
                           'order, because another order rounds '
                           'differently.  If another order is acceptable, '
                           '-fassociative-math (with -fno-signed-zeros and '
                           '-fno-trapping-math; -ffast-math has all three) '
                           'lets GCC split it into independent partial '
                           'results and vectorize it; by hand, several '
                           'accumulators combined after the loop do the '
                           'same.' + without)
                vectorize = None   # the order, not the cost model, stops it
        else:
            out.append('Each iteration needs the previous one\'s result '
                       'in %s.  Interleaving independent chains (two '
                       'halves of the data at once, or unrolling with '
                       'separate accumulators), or a formula that does '
                       'not depend on the previous iteration, removes '
                       'the wait.%s' % (what or 'a register', without))
    elif kind == 'dependency':
        out.append('One iteration\'s chain of dependent instructions is '
                   'longer than its other bounds, but iterations overlap: '
                   'more iterations in flight (a larger out-of-order '
                   'window) or a shorter chain would help.' + without)
    elif kind == 'memory':
        out.append('A value goes through memory (%s) from one iteration to '
                   'the next: stored, then loaded back.  If it is a '
                   'variable GCC must keep in memory because a store '
                   'through a pointer might change it, copy it into a '
                   'local variable before the loop and store it back '
                   'after, or declare the pointers restrict, so that it '
                   'stays in a register.%s' % (what or 'an address',
                                               without))
    elif kind == 'divider':
        out.append('Each division (or square root) holds the divider for '
                   'several cycles.  A divisor that does not change in '
                   'the loop can become a multiplication by its '
                   'reciprocal, computed once before the loop (for '
                   'floating point, -freciprocal-math, part of '
                   '-ffast-math, lets GCC do it).' + without)
    elif kind == 'ports' and group == 'load ports':
        out.append('Loads fill the load ports every cycle.  Values loaded '
                   'again in each iteration could stay in registers%s.%s' %
                   ('' if vector else ', and vector loads bring several '
                    'elements at once', without))
    elif kind == 'ports' and group == 'store ports':
        out.append('Stores fill the store ports every cycle.  Fewer, wider '
                   'stores (%s), or values kept in registers instead of '
                   'stored each iteration, relieve them.%s' %
                   ('already vector' if vector else 'vector stores',
                    without))
    elif kind == 'ports':
        out.append('The instructions that run on the %s keep them busy: '
                   'the resource pressure chart shows which.  Fewer of '
                   'them, or instructions other units can run, shorten '
                   'the iteration.%s' % (short or 'busiest units', without))
    elif kind == 'frontend':
        out.append('The loop has more micro-ops than the core dispatches in '
                   'the cycles its other bounds allow: fewer instructions '
                   'per element help%s, as does moving work that does not '
                   'change out of the loop.%s' %
                   ('' if vector else ' (vectorization does several '
                    'elements an instruction)', without))
    elif kind == 'control':
        out.append('The taken branch at the end of each iteration ends a '
                   'dispatch group.  Unrolling (-funroll-loops, or '
                   '#pragma GCC unroll 4 before the loop) does several '
                   'iterations per taken branch.' + without)
    elif kind == 'serial':
        out.append('Locked instructions, fences and pauses run one at a '
                   'time.  An atomic update in each iteration can often '
                   'become a local sum and one atomic operation after the '
                   'loop.' + without)
    elif kind == 'queue':
        out.append('A queue of the core (%s) fills: long-latency '
                   'instructions hold its entries.  Shorter latencies '
                   '(fewer divisions, loads that hit the cache) or fewer '
                   'micro-ops per iteration free it.%s' % (what or 'a queue',
                                                           without))

    calls = [str(c) for c in rec.get('calls') or []] \
        if isinstance(rec.get('calls'), list) else []
    if calls or rec.get('indirect_calls'):
        named = words._and(calls) if calls else 'functions through pointers'
        out.append('The calls (%s) are not simulated: their time comes on '
                   'top of these figures.  A small function that GCC can '
                   'inline (defined static inline in a header, or with '
                   '-flto across files) lets it optimize the loop as a '
                   'whole.' % named)
    if vectorize and kind in ('dependency', 'ports', 'frontend'):
        out.append(vectorize)
    return out
