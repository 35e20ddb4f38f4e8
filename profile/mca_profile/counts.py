"""Exact execution counts of the program's instructions, from one run
under Valgrind's callgrind (the same binary, nothing inserted into it):
how often each instruction ran, how often each jump was taken, and the
level-1 and level-2 data cache misses of a simulated cache."""

import os
import subprocess


class Counts:
    def __init__(self):
        self.executed = {}	# address -> executions
        self.d1_misses = {}	# address -> L1 data misses (reads + writes)
        self.ll_misses = {}	# address -> misses of the simulated last level
        # address -> conditional branches Valgrind's simulated predictor
        # missed (a simple one: 2-bit counters indexed by the address and
        # the last branches' ways; this core's does better on patterns)
        self.mispredicts = {}
        self.jumps = []		# (from, to, taken, executed)
        self.calls = []		# (from, to, count)


class Branch:
    """A conditional branch of a loop: how often it ran and was taken,
    whether one of its ways leaves the loop, and how often Valgrind's
    simulated predictor missed it."""

    def __init__(self, insn, taken, executed, exits, mispredicted=0):
        self.insn = insn
        self.taken = taken
        self.executed = executed
        self.exits = exits
        self.mispredicted = mispredicted


CACHES = '/sys/devices/system/cpu/cpu0/cache'


class Cache:
    """A cache sysfs describes: level, type ('Data', 'Unified', ...),
    size in bytes, ways and line size."""

    def __init__(self, level, kind, size, ways, line):
        self.level, self.kind = level, kind
        self.size, self.ways, self.line = size, ways, line

    def holds_data(self):
        return self.kind in ('Data', 'Unified')

    def simulable(self):
        """Whether Valgrind can simulate it: its sets a power of two."""
        if self.ways < 1 or self.line < 1 or \
                self.size % (self.ways * self.line):
            return False
        sets = self.size // (self.ways * self.line)
        return not sets & (sets - 1)

    def size_words(self):
        """Its size as people write it: 48 KB, 1 MB."""
        for unit, name in ((1 << 20, 'MB'), (1 << 10, 'KB')):
            if self.size >= unit and self.size % unit == 0:
                return '%d %s' % (self.size // unit, name)
        return '%d bytes' % self.size

    def option(self):
        return '%d,%d,%d' % (self.size, self.ways, self.line)


def _cache(index_dir):
    """The Cache described at INDEX_DIR (sysfs), or None."""
    def read(name):
        with open(os.path.join(index_dir, name)) as f:
            return f.read().strip()
    try:
        level, kind = int(read('level')), read('type')
        size = read('size')
        size = int(size[:-1]) * 1024 if size.endswith('K') else int(size)
        ways, line = int(read('ways_of_associativity')), \
            int(read('coherency_line_size'))
    except (OSError, ValueError):
        return None
    return Cache(level, kind, size, ways, line)


def sysfs_caches(root=CACHES):
    """The data caches of the first CPU as the kernel reports them
    (ROOT: sysfs's cache directory), level 1 first."""
    found = []
    try:
        names = sorted(os.listdir(root))
    except OSError:
        return []
    for name in names:
        if name.startswith('index'):
            c = _cache(os.path.join(root, name))
            if c is not None and c.holds_data():
                found.append(c)
    return sorted(found, key=lambda c: c.level)


# getconf's names for the data caches the C library reads from CPUID.
GETCONF_CACHES = ((1, 'Data', 'LEVEL1_DCACHE'), (2, 'Unified', 'LEVEL2_CACHE'),
                  (3, 'Unified', 'LEVEL3_CACHE'), (4, 'Unified', 'LEVEL4_CACHE'))


def getconf_caches(text):
    """The data caches in TEXT, the output of `getconf -a' (the C library
    reads them from the processor's CPUID), level 1 first; a level
    without a size is left out."""
    values = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[1].isdigit():
            values[parts[0]] = int(parts[1])
    found = []
    for level, kind, name in GETCONF_CACHES:
        size = values.get(name + '_SIZE', 0)
        if size > 0:
            found.append(Cache(level, kind, size,
                               values.get(name + '_ASSOC', 0),
                               values.get(name + '_LINESIZE', 0)))
    return found


def cpu_caches():
    """The data caches the processor reports (getconf_caches), or []."""
    try:
        p = subprocess.run(['getconf', '-a'], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL,
                           universal_newlines=True)
    except OSError:
        return []
    return getconf_caches(p.stdout) if p.returncode == 0 else []


def caches(root=None):
    """The data caches of this machine, level 1 first: those of sysfs's
    tree ROOT when given; else those the kernel reports, or where a
    virtual machine gives the kernel none, those the processor reports
    (cpu_caches).  Its level-1 and level-2 figures are the hardware's
    even there; a level 3 may be the host's whole socket."""
    if root is not None:
        return sysfs_caches(root)
    return sysfs_caches() or cpu_caches()


def caches_source():
    """Where caches() takes this machine's caches from: 'kernel',
    'processor' or None (none found)."""
    if sysfs_caches():
        return 'kernel'
    return 'processor' if cpu_caches() else None


def simulated(found):
    """The level-1 data cache and the last level Valgrind is to simulate
    among the caches FOUND: the level-2 cache, or the lowest level above
    it with its sets a power of two.  Valgrind simulates two levels; the
    level-2 cache is the one whose misses first cost several times a
    hit (here 1.0 cycles a line from level 2 in order, 3.4 to 5.9 from
    the level-3 cache), and a loop's data outgrow it far more often than
    they outgrow a last level of tens of megabytes.  None when there is
    no such pair."""
    d1 = [c for c in found if c.level == 1 and c.kind == 'Data'
          and c.simulable()]
    last = [c for c in found if c.level > 1 and c.simulable()]
    if not d1 or not last:
        return None
    return d1[0], min(last, key=lambda c: c.level)


def simulated_level(root=None):
    """The level of the cache Valgrind simulates as its last, or None."""
    pair = simulated(caches(root))
    return pair[1].level if pair else None


def cache_options(root=None):
    """Valgrind's options that give its simulated level-1 data and
    last-level caches the geometry of this machine's (simulated() of
    caches(ROOT)).  Valgrind reads CPUID for its last level, which a
    virtual machine may fill with the host's (a 512 MB 2-way last level
    where the kernel says 32 MB 16-way); where nothing usable is found,
    Valgrind's own choice stays."""
    pair = simulated(caches(root))
    if pair is None:
        return []
    return ['--D1=' + pair[0].option(), '--LL=' + pair[1].option()]


def run(program, args, out_file):
    """Run PROGRAM under callgrind; its exit status and the message
    Valgrind gave when it could not run it."""
    cmd = ['valgrind', '--tool=callgrind', '--dump-instr=yes',
           '--collect-jumps=yes', '--cache-sim=yes', '--branch-sim=yes'] + \
        cache_options() + \
        ['--skip-plt=no', '--compress-strings=no', '--compress-pos=no',
         '--callgrind-out-file=' + out_file, '--'] + [program] + args
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           universal_newlines=True, errors='replace')
    except OSError as e:
        return None, 'cannot run valgrind: %s (Debian: apt-get install ' \
            'valgrind)' % e
    why = None
    for line in p.stderr.splitlines():
        if 'unhandled instruction' in line or 'Unrecognised instruction' \
                in line:
            why = 'Valgrind cannot run this code (%s)' % line.split(
                '==', 2)[-1].strip()
            break
    return p.returncode, why


def objects(path):
    """The real paths of the objects (the program and every library,
    those opened as it ran too) that callgrind's output at PATH names."""
    found = set()
    with open(path, encoding='utf-8', errors='replace') as f:
        for text in f:
            if text.startswith('ob='):
                name = text[3:].strip()
                if name.startswith('/'):
                    found.add(os.path.realpath(name))
    return found


def parse(path, files):
    """The counts of the instructions of FILES (real paths: the program
    and its libraries) in callgrind's output at PATH, a Counts each by
    file.  Callgrind gives an instruction the address it has in its own
    file, as objdump does, wherever the file was loaded."""
    by_file = {f: Counts() for f in files}
    counts = None		# the current object's, when one of FILES
    events = []
    after_call = False
    pending_jump = None
    pending_call = None
    with open(path, encoding='utf-8', errors='replace') as f:
        for text in f:
            c = text[0] if text else ''
            if c == '0':
                fields = text.split()
                addr = int(fields[0], 16)
                if pending_jump is not None:
                    if counts is not None:
                        to, taken, executed = pending_jump
                        counts.jumps.append((addr, to, taken, executed))
                    pending_jump = None
                    continue
                if after_call:
                    after_call = False	# a call's inclusive cost
                    if counts is not None and pending_call is not None:
                        counts.calls.append((addr,) + pending_call)
                    continue
                if counts is None or len(fields) < 3:
                    continue
                values = dict(zip(events, map(int, fields[2:])))
                counts.executed[addr] = counts.executed.get(addr, 0) + \
                    values.get('Ir', 0)
                d1 = values.get('D1mr', 0) + values.get('D1mw', 0)
                if d1:
                    counts.d1_misses[addr] = counts.d1_misses.get(addr, 0) + d1
                ll = values.get('DLmr', 0) + values.get('DLmw', 0)
                if ll:
                    counts.ll_misses[addr] = counts.ll_misses.get(addr, 0) + ll
                bcm = values.get('Bcm', 0)
                if bcm:
                    counts.mispredicts[addr] = \
                        counts.mispredicts.get(addr, 0) + bcm
            elif text.startswith('ob='):
                counts = by_file.get(os.path.realpath(text[3:].strip()))
            elif text.startswith('calls='):
                after_call = True
                n, to = text[6:].split()[:2]
                pending_call = (int(to, 16), int(n))
            elif text.startswith('jump='):
                n, to = text[5:].split()[:2]
                pending_jump = (int(to, 16), int(n), int(n))
            elif text.startswith('jcnd='):
                n, to = text[5:].split()[:2]
                taken, executed = n.split('/')
                pending_jump = (int(to, 16), int(taken), int(executed))
            elif text.startswith('events:'):
                events = text.split()[1:]
    return by_file


def loop_counts(counts, placed, insn_before):
    """Iterations of the loop PLACED (how often its header ran), its
    entries (arrivals at the header from outside the loop), and its
    conditional branches that went both ways (Branch)."""
    iterations = counts.executed.get(placed.header, 0)
    entries = 0
    for src, to, taken, _ in counts.jumps:
        if to == placed.header and not placed.contains(src):
            entries += taken
    # A function that is all loop is entered by its calls.
    entries += sum(n for _, to, n in counts.calls if to == placed.header)
    prev = insn_before(placed.header)
    if prev is not None and not placed.contains(prev.addr) \
            and not prev.ends_flow():
        ran = counts.executed.get(prev.addr, 0)
        jumped = sum(taken for src, _, taken, _ in counts.jumps
                     if src == prev.addr)
        entries += max(0, ran - jumped)
    branches = []
    for src, to, taken, executed in counts.jumps:
        if placed.contains(src) and executed and taken != executed:
            insn = next((i for i in placed.insns if i.addr == src), None)
            if insn is not None and insn.is_conditional_branch():
                exits = not placed.contains(to) or \
                    not placed.contains(insn.addr + insn.size)
                branches.append(Branch(insn, taken, executed, exits,
                                       counts.mispredicts.get(src, 0)))
    return iterations, entries, branches


def misses(counts, placed):
    """L1 and simulated last-level data cache misses of the loop's
    instructions."""
    d1 = sum(counts.d1_misses.get(i.addr, 0) for i in placed.insns)
    ll = sum(counts.ll_misses.get(i.addr, 0) for i in placed.insns)
    return d1, ll
