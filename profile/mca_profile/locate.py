"""Find each recorded loop in the linked program: the function by its
symbol, then the loop's runs of instructions by their mnemonics, in
order, with the back edge to the loop's header as the proof that a
match is the loop.  Alignment padding (nops the assembler adds between
a loop's blocks) is skipped."""


from .binary import Function


class Placed:
    """Where a loop lies in the program: its address ranges, its
    instructions and the address of its header."""

    def __init__(self, function, insns, ranges, header):
        self.function = function
        self.insns = insns
        self.ranges = ranges
        self.header = header
        self.file = None	# the program or library it is in (main.py)

    def contains(self, addr):
        return any(a <= addr < b for a, b in self.ranges)


# Condition codes GCC and objdump spell differently, as objdump spells
# them.
_CONDITIONS = {
    'z': 'e', 'nz': 'ne', 'nbe': 'a', 'nb': 'ae', 'nc': 'ae', 'nae': 'b',
    'c': 'b', 'na': 'be', 'nle': 'g', 'nl': 'ge', 'nge': 'l', 'ng': 'le',
    'pe': 'p', 'po': 'np',
}
_CANONICAL_CONDITIONS = {'e', 'ne', 'a', 'ae', 'b', 'be', 'g', 'ge', 'l',
                         'le', 's', 'ns', 'o', 'no', 'p', 'np'}


def canonical(m):
    """The mnemonic M as objdump writes it: one spelling of each
    condition code (jnb is jae), shl for sal."""
    if m.startswith('sal'):
        return 'shl' + m[3:]
    for family in ('cmov', 'set', 'j'):
        if not m.startswith(family):
            continue
        rest = m[len(family):]
        for n in (len(rest), len(rest) - 1):
            cc, suffix = rest[:n], rest[n:]
            if suffix not in ('', 'b', 'w', 'l', 'q'):
                continue
            if cc in _CONDITIONS:
                return family + _CONDITIONS[cc] + suffix
            if cc in _CANONICAL_CONDITIONS:
                return m
    return m


def same_mnemonic(a, b):
    """GCC's mnemonic A and objdump's B (with -M suffix) name the same
    instruction: objdump adds size suffixes GCC leaves out (call, ret,
    push) and vice versa, and spells some condition codes otherwise."""
    a, b = canonical(a), canonical(b)
    if a == b:
        return True
    if len(a) == len(b) + 1 and a.startswith(b) and a[-1] in 'bwlq':
        return True
    return len(b) == len(a) + 1 and b.startswith(a) and b[-1] in 'bwlq'


def _match_run(insns, start, run):
    """Match RUN (mnemonics) at instruction index START, skipping padding
    nops the run does not have; the indices matched, or None."""
    out, k = [], start
    for mnem, _ in run:
        while (k < len(insns) and insns[k].is_nop()
               and not mnem.startswith(('nop', 'xchg'))):
            k += 1
        if k >= len(insns) or not same_mnemonic(mnem, insns[k].mnem):
            return None
        out.append(k)
        k += 1
    return out


# Placements of one loop looked at, at most: a loop of many short runs
# (a jump, an add) could match in more ways than are worth trying.
MAX_PLACEMENTS = 2000


def _placements(insns, runs, first_index=0):
    """Every way the runs match in order from FIRST_INDEX on."""
    if not runs:
        yield []
        return
    for start in range(first_index, len(insns)):
        got = _match_run(insns, start, runs[0])
        if got is None:
            continue
        for rest in _placements(insns, runs[1:], got[-1] + 1):
            yield [got] + rest


def _entered_target(insns, flat, inner):
    """The header of a loop whose record does not name it: the address
    in the loop entered from outside it (by a jump or by falling
    through), else the earliest target of a branch within it."""
    inside = set(flat)
    for k in sorted(flat):
        t = insns[k].addr
        if any(i.target == t for j, i in enumerate(insns) if j not in inside):
            return t
        if k > 0 and k - 1 not in inside and not insns[k - 1].ends_flow() \
                and not insns[k - 1].is_nop():
            return t
    targets = [b.target for b in inner]
    return min(targets) if targets else None


def _place_in(function, loop, runs):
    """Every placement of LOOP's RUNS in FUNCTION that is a loop, as
    (score, Placed)."""
    insns = function.insns
    out = []
    for n, matched in enumerate(_placements(insns, runs)):
        if n == MAX_PLACEMENTS:
            break
        flat = [k for run in matched for k in run]
        addrs = {insns[k].addr for k in flat}
        header = None
        for run, idx in zip(runs, matched):
            for (mnem, is_header), k in zip(run, idx):
                if is_header:
                    header = insns[k].addr
        inner = [insns[k] for k in flat if insns[k].target in addrs]
        # A loop has a branch back within itself: to its header, or, when
        # GCC enters a rotated loop in the middle, to the top of its body,
        # which falls through into the header.
        if not any(b.target <= b.addr for b in inner):
            continue
        if header is None:
            header = _entered_target(insns, flat, inner)
        if header is None:
            continue
        ranges = [(insns[idx[0]].addr, insns[idx[-1]].addr
                   + insns[idx[-1]].size) for idx in matched]
        # Identical code twice (a loop and its versioned copy): the one
        # whose instructions come from the loop's source line first.
        score = sum(1 for k in flat if insns[k].line == loop.line)
        out.append((score, Placed(function, [insns[k] for k in flat],
                                  ranges, header)))
    return out


def place(loop, functions, taken):
    """Where LOOP is in the program (FUNCTIONS from binary.disassemble),
    leaving out the headers in TAKEN (loops placed already); or None
    with the reason."""
    candidates = functions.get(loop.symbol)
    if not candidates:
        return None, 'function %s is not in the program' % loop.symbol
    runs = loop.instruction_runs()
    if not runs:
        return None, 'the record holds no instructions'
    found = []
    for function in candidates:
        found.extend(_place_in(function, loop, runs))
        # Blocks GCC thought never run go to the function's cold part,
        # after the hot one in the loop's layout.
        for cold in functions.get(loop.symbol + '.cold', ()):
            both = Function(function.name, function.addr)
            both.insns = function.insns + cold.insns
            found.extend(_place_in(both, loop, runs))
    found = [f for f in found if f[1].header not in taken]
    if not found:
        return None, ('its instructions are not in %s as compiled: the '
                      'program was built from other code than the records'
                      % loop.symbol)
    found.sort(key=lambda f: (-f[0], f[1].header))
    return found[0][1], None
