"""A floor under a loop's cycles per iteration from its cache misses (a
roofline): the lines the simulated cache says it brings in from the
level-2 cache and from beyond it, each at what a line costs this
machine, in address order or down a column (the linecost program
measures it).  The models take every load as a level-1 hit; a loop
cannot run faster than its lines come in."""

import subprocess

from . import counts

# A memory access missing the level-1 cache in more than this share of
# its executions needs a line of its own nearly every time: it walks
# with a stride of a line or more (down a column), which the prefetchers
# serve more slowly than lines in order (here 2.1 cycles a line from the
# level-2 cache against 1.0).
COLUMN = 0.5

# The lines from beyond the simulated last level are priced as those of
# a buffer this many times its size: out of it, with room to spare...
FAR_TIMES = 4
# ...but within half the next cache, when there is one, so that the
# price is that of the nearest level beyond (a lower bound for lines
# that come from farther still), and at most this many bytes.
FAR_MAX = 1 << 30


class LineCosts:
    """Core cycles a line: from the level-2 cache and from beyond the
    simulated last level, in address order and down a column."""

    def __init__(self, l2_order, l2_column, far_order, far_column):
        self.l2_order, self.l2_column = l2_order, l2_column
        self.far_order, self.far_column = far_order, far_column

    def words(self):
        return ('%.1f cycles a line from the level-2 cache (%.1f down a '
                'column), %.1f from beyond it (%.1f)' % (
                    self.l2_order, self.l2_column, self.far_order,
                    self.far_column))


def far_bytes(found, last):
    """The size of the buffer that prices the lines from beyond LAST, the
    simulated last level among the caches FOUND."""
    size = FAR_TIMES * last.size
    beyond = [c.size for c in found if c.level > last.level]
    if beyond:
        size = min(size, min(beyond) // 2)
    return min(size, FAR_MAX)


def priced_caches(found):
    """The level-2 cache and the simulated last level among the caches
    FOUND, whose lines measure() prices; None when the kernel reports no
    such pair."""
    pair = counts.simulated(found)
    l2 = [c for c in found if c.level == 2]
    return (l2[0], pair[1]) if pair is not None and l2 else None


def measure(linecost, root=None):
    """This machine's LineCosts, measured by the program LINECOST on the
    cache sizes counts.caches(ROOT) finds, and None with the reason when
    they cannot be."""
    found = counts.caches(root)
    priced = priced_caches(found)
    if priced is None:
        return None, 'neither the kernel nor the processor reports a ' \
            'level-2 cache Valgrind can simulate'
    l2, last = priced
    try:
        p = subprocess.run([linecost, str(l2.size),
                            str(far_bytes(found, last))],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
    except OSError as e:
        return None, str(e)
    if p.returncode != 0:
        return None, p.stderr.strip() or 'exit status %d' % p.returncode
    try:
        figures = [float(x) for x in p.stdout.split()]
    except ValueError:
        figures = []
    if len(figures) != 4 or min(figures) <= 0:
        return None, 'unexpected output: %r' % p.stdout.strip()
    return LineCosts(*figures), None


def floor(cnt, placed, iterations, costs):
    """Core cycles per iteration the loop PLACED needs at least to bring
    in the lines it missed (Counts CNT, over ITERATIONS), or None."""
    if not iterations or costs is None:
        return None
    cycles = 0.0
    for i in placed.insns:
        d1 = cnt.d1_misses.get(i.addr, 0)
        if not d1:
            continue
        ll = min(cnt.ll_misses.get(i.addr, 0), d1)
        column = d1 > COLUMN * cnt.executed.get(i.addr, 0)
        cycles += (d1 - ll) * (costs.l2_column if column
                               else costs.l2_order)
        cycles += ll * (costs.far_column if column else costs.far_order)
    return cycles / iterations
