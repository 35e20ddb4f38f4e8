"""A floor under a loop's cycles per iteration from its cache misses (a
roofline): the lines the simulated cache says it brings in from the
level-2 cache and from memory, each at what a line costs this machine,
in address order or down a column (the linecost program measures it).
The models take every load as a level-1 hit; a loop cannot run faster
than its lines come in."""

import subprocess

from . import counts

# A memory access missing the level-1 cache in more than this share of
# its executions needs a line of its own nearly every time: it walks
# with a stride of a line or more (down a column), which the prefetchers
# serve more slowly than lines in order (here 2.1 cycles a line from the
# level-2 cache against 1.0).
COLUMN = 0.5


class LineCosts:
    """Core cycles a line: from the level-2 cache and from memory, in
    address order and down a column.  MEMORY_PRICED: whether the
    simulated last level is the machine's largest cache, so that its
    misses come from memory (else they are priced as level-2 lines, and
    the floor stays a floor)."""

    def __init__(self, l2_order, l2_column, memory_order, memory_column,
                 memory_priced=True):
        self.l2_order, self.l2_column = l2_order, l2_column
        self.memory_order, self.memory_column = memory_order, memory_column
        self.memory_priced = memory_priced

    def words(self):
        return ('%.1f cycles a line from the level-2 cache (%.1f down a '
                'column), %.1f from memory (%.1f)' % (
                    self.l2_order, self.l2_column, self.memory_order,
                    self.memory_column))


def measure(linecost, root=counts.CACHES):
    """This machine's LineCosts, measured by the program LINECOST on the
    cache sizes sysfs reports (ROOT), and None with the reason when they
    cannot be."""
    found = counts.caches(root)
    pair = counts.simulated(found)
    l2 = [c for c in found if c.level == 2]
    if pair is None or not l2:
        return None, 'the kernel reports no level-2 and last-level cache'
    largest = max(c.size for c in found)
    try:
        p = subprocess.run([linecost, str(l2[0].size), str(largest)],
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
    return LineCosts(*figures,
                     memory_priced=pair[1].size == largest), None


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
        if not costs.memory_priced:
            ll = 0
        column = d1 > COLUMN * cnt.executed.get(i.addr, 0)
        cycles += (d1 - ll) * (costs.l2_column if column
                               else costs.l2_order)
        cycles += ll * (costs.memory_column if column
                        else costs.memory_order)
    return cycles / iterations
