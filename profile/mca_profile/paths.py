"""The prediction for a loop of several paths as the run took them.  The
plugin weighs a loop's most probable paths by GCC's guess of each
branch's way; the run's counts say how often each branch went each way.
A path's share of the iterations is then the product of its branches'
measured ways (as GCC's guess is the product of its guessed ones), and
the figure is the paths' cycles per iteration weighted by those shares.
A path the plugin did not simulate (its guess was below the weighed
ones') is simulated here when the run took it often enough."""

from . import records, retrip

# Below this share of the run's iterations on the paths kept, the paths
# do not describe the run, and the remark's figure stands.
MIN_COVERAGE = 0.5

# A path not simulated by the plugin is simulated when it has at least
# this share of the kept paths' iterations; rarer ones are left out.
MIN_SHARE = 0.02

# The steady state of a path simulated here: the cycles the iterations
# from FIRST to 2 * FIRST add, over FIRST.
FIRST = 500


def line_insns(loop, placed):
    """The program's instruction at each line of LOOP's layout that holds
    one (placed as locate.py placed it: the lines with a mnemonic, in
    the blocks' order), or None when they do not pair up."""
    lines = [k for first, last in loop.blocks
             for k in range(first, min(last, len(loop.lines)))
             if records.mnemonic(loop.lines[k])]
    if len(lines) != len(placed.insns):
        return None
    return dict(zip(lines, placed.insns))


def branch_ways(jumps):
    """Conditional branches' (taken, executed) by address, from the
    counts' jumps (src, to, taken, executed)."""
    ways = {}
    for src, _, taken, executed in jumps:
        t, e = ways.get(src, (0, 0))
        ways[src] = (t + taken, e + executed)
    return ways


def share(path_lines, at, ways):
    """The share of the run's iterations that took the path of
    PATH_LINES (layout lines in the path's order, round to the first):
    the product of its conditional branches' measured ways.  None when
    a line is not in the program (AT)."""
    p = 1.0
    n = len(path_lines)
    for k, line in enumerate(path_lines):
        insn = at.get(line)
        nxt = at.get(path_lines[(k + 1) % n])
        if insn is None or nxt is None:
            return None
        if not insn.is_conditional_branch():
            continue
        taken = nxt.addr == insn.target
        if taken and nxt.addr == insn.addr + insn.size:
            continue		# both ways lead there
        t, e = ways.get(insn.addr, (0, 0))
        if e == 0:
            return 0.0
        p *= t / e if taken else 1 - t / e
    return p


def simulate(gcc_mca, model, text):
    """Steady-state cycles per iteration of TEXT (a path's lines) on
    MODEL, or None with gcc-mca's message."""
    totals = []
    for n in (FIRST, 2 * FIRST):
        total, why = retrip.total_cycles(gcc_mca, model, text, n)
        if total is None:
            return None, why
        totals.append(total)
    return (totals[1] - totals[0]) / FIRST, None


def predict(loop, placed, jumps, gcc_mca):
    """LOOP's cycles per iteration over its paths as the run took them
    (JUMPS: the counts' jumps), and the share of the iterations its kept
    paths cover; or (None, None) where the paths do not describe the
    run or cannot be weighed."""
    if len(loop.path_list) < 2 or not loop.model:
        return None, None
    at = line_insns(loop, placed)
    if at is None:
        return None, None
    ways = branch_ways(jumps)
    shares = [share(p.get('lines') or [], at, ways) for p in loop.path_list]
    if any(s is None for s in shares):
        return None, None
    coverage = sum(shares)
    if coverage < MIN_COVERAGE:
        return None, coverage
    cycles = weight = 0.0
    for p, s in zip(loop.path_list, shares):
        c = p.get('cycles_per_iteration')
        if c is None and s >= MIN_SHARE * coverage and gcc_mca:
            c, _ = simulate(gcc_mca, loop.model, p.get('text') or [])
        if c is None or c <= 0:
            continue
        cycles += s * c
        weight += s
    if weight < MIN_COVERAGE * coverage:
        return None, coverage
    return cycles / weight, coverage
