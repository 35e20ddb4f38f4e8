"""The program's machine code as objdump disassembles it: functions by
symbol, each instruction's address, mnemonic, branch target and (with
-g) source line; and the ELF load segments that turn file offsets into
addresses.  ElfFile holds both for the program or one of its
libraries."""

import bisect
import os
import re
import struct
import subprocess

from .records import split_insn


class BinaryError(Exception):
    """The program cannot be read as an x86-64 ELF file."""


class Insn:
    __slots__ = ('addr', 'size', 'mnem', 'operands', 'target', 'file',
                 'line')

    def __init__(self, addr, mnem, operands, target, file, line):
        self.addr = addr
        self.size = 1		# bytes, once the next instruction is known
        self.mnem = mnem
        self.operands = operands
        self.target = target
        self.file = file
        self.line = line

    def is_nop(self):
        return (self.mnem.startswith('nop')
                or (self.mnem.startswith('xchg')
                    and self.operands.replace(' ', '') in ('%ax,%ax',
                                                           '%eax,%eax')))

    def is_conditional_branch(self):
        return (self.mnem.startswith('j') and not self.mnem.startswith('jmp')
                or self.mnem.startswith('loop'))

    def ends_flow(self):
        """Control never falls through to the next instruction."""
        return self.mnem.startswith(('jmp', 'ret', 'ud2', 'hlt'))


class Function:
    def __init__(self, name, addr):
        self.name = name
        self.addr = addr
        self.insns = []


_symbol = re.compile(r'^([0-9a-f]+) <(.+)>:$')
_insn = re.compile(r'^\s+([0-9a-f]+):\t(.*)$')
_srcline = re.compile(r'^(\S.*):(\d+)(?: \(discriminator \d+\))?$')
_target = re.compile(r'^\*?([0-9a-f]+) <')


def disassemble(path):
    """Functions of the program at PATH, by symbol name (a name may have
    several functions: static functions of different files), and the
    base names of the source files its line information names (none
    without -g)."""
    try:
        out = subprocess.run(
            ['objdump', '-d', '-l', '-w', '--no-show-raw-insn', '-M', 'suffix',
             path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            check=False, universal_newlines=True, errors='replace')
    except OSError as e:
        raise BinaryError('cannot run objdump: %s' % e)
    if out.returncode != 0:
        raise BinaryError('objdump cannot read %s: %s'
                          % (path, out.stderr.strip().splitlines()[-1:]))
    functions = {}
    sources = set()
    fn, file, line = None, None, 0
    for text in out.stdout.splitlines():
        m = _insn.match(text)
        if m and fn is not None:
            body = m.group(2).split('#')[0].strip()
            mn, operands = split_insn(body)
            if mn is None:
                continue
            t = _target.match(operands)
            target = int(t.group(1), 16) if t and not operands.startswith('*') \
                else None
            insn = Insn(int(m.group(1), 16), mn, operands, target, file, line)
            if fn.insns:
                fn.insns[-1].size = insn.addr - fn.insns[-1].addr
            fn.insns.append(insn)
            continue
        m = _symbol.match(text)
        if m:
            fn = Function(m.group(2), int(m.group(1), 16))
            functions.setdefault(fn.name, []).append(fn)
            file, line = None, 0
            continue
        m = _srcline.match(text)
        if m:
            file, line = m.group(1), int(m.group(2))
            sources.add(os.path.basename(file))
    return functions, sources


def load_segments(path):
    """The ELF file's loadable segments as (file offset, address, size)."""
    try:
        with open(path, 'rb') as f:
            head = f.read(64)
            if len(head) < 64 or head[:4] != b'\x7fELF':
                raise BinaryError('%s is not an ELF file' % path)
            if head[4] != 2 or head[5] != 1:
                raise BinaryError('%s is not a 64-bit little-endian ELF file'
                                  % path)
            phoff, = struct.unpack_from('<Q', head, 0x20)
            phentsize, phnum = struct.unpack_from('<HH', head, 0x36)
            f.seek(phoff)
            table = f.read(phentsize * phnum)
    except OSError as e:
        raise BinaryError('cannot read %s: %s' % (path, e))
    segments = []
    for k in range(phnum):
        p_type, _, offset, vaddr, _, filesz, _, _ = struct.unpack_from(
            '<IIQQQQQQ', table, k * phentsize)
        if p_type == 1:		# PT_LOAD
            segments.append((offset, vaddr, filesz))
    return segments


def may_open_libraries(path):
    """Whether the file at PATH may open shared libraries as it runs: its
    dynamic symbols name dlopen (read from its bytes, which hold the
    name in their string table)."""
    try:
        with open(path, 'rb') as f:
            return b'dlopen' in f.read()
    except OSError:
        return False


def offset_to_address(segments, offset):
    for seg_offset, vaddr, size in segments:
        if seg_offset <= offset < seg_offset + size:
            return vaddr + offset - seg_offset
    return None


class ElfFile:
    """The program or one of its libraries: its real path, its functions
    by symbol and the source files its line information names
    (disassemble), and its load segments."""

    def __init__(self, path):
        self.path = os.path.realpath(path)
        self.functions, self.sources = disassemble(path)
        self.segments = load_segments(path)
        self._every = None	# every instruction by address, once asked

    def insn_before(self, addr):
        """The instruction right before ADDR in the file, or None."""
        if self._every is None:
            self._every = sorted((i for f in self.functions.values()
                                  for fn in f for i in fn.insns),
                                 key=lambda i: i.addr)
            self._addrs = [i.addr for i in self._every]
        k = bisect.bisect_left(self._addrs, addr)
        return self._every[k - 1] if k > 0 else None
