#!/usr/bin/env python3
"""check-bound.py TOP - checks of bench/bound.py and models/gen/uopsinfo.py
against the rows of uops.info's Alder Lake P table kept beside this file
(alderlakep.csv, a few rows of the published table: Abel and Reineke,
uops.info).  Prints PASS:/FAIL: lines for bound.exp."""
import os
import subprocess
import sys

top = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(top, 'bench'))
import bound  # noqa: E402
import uopsinfo  # noqa: E402  (bound put models/gen on the path)

utable, isa = bound.load(here, 'alderlakep')


def check(name, ok, detail=''):
    print('%s: %s%s' % ('PASS' if ok else 'FAIL', name,
                        '' if ok else ' (%s)' % detail))


def parts(body):
    return bound.bound(body, utable, isa, 6)


# Instruction lookup: AT&T text to uops.info's row name.
for text, want in (
        ('addq $8, %rax', 'ADD (R64, I8)'),
        ('addl %ecx, %eax', 'ADD_01 (R32, R32)'),
        ('cmoval %ecx, %eax', 'CMOVNBE (R32, R32)'),
        ('cmovnbe %ecx, %eax', 'CMOVNBE (R32, R32)'),
        ('jne .L3', 'JNZ (Rel32)'),
        ('jc .L3', 'JB (Rel32)'),
        ('imulq $-1840700269, %rax, %rax', 'IMUL_IMMZ (R64, R64, I32)'),
        ('imulq $3, %rax, %rax', 'IMUL_IMMB (R64, R64, I8)'),
        ('leaq 8(%rdi), %rax', 'LEA_B_D8 (R64)'),
        ('leaq (%rdi,%rsi,4), %rax', 'LEA_B_IS (R64)'),
        ('vcmpltps %ymm2, %ymm1, %ymm0', 'VCMPPS (YMM, YMM, YMM, I8)'),
        ('movq (%rdi,%rcx,8), %rax', 'MOV (R64, M64)'),
        ('movq %rax, 8(%rdi)', 'MOV (M64, R64)')):
    name, row = uopsinfo.row_for(utable, isa, text)
    got = row.name if name else None
    check('uops.info row of `%s\'' % text, got == want,
          'got %s, want %s' % (got, want))

# A vaddps chain: 3 cycles (VADDPS (YMM, YMM, YMM) latency 3); the cmpq
# and jne share an issue slot: 3 slots / 6.
p = parts('addq $1, %rax\nvaddps %ymm1, %ymm0, %ymm0\n'
          'cmpq %rax, %rdi\njne 9f\n9:\n')
check('vaddps chain: latency 3', p['latency'] == 3.0, p)
check('vaddps chain: rename 0.5 (cmp+jne one slot)', p['rename'] == 0.5, p)
check('vaddps chain: binding 3', p['bound'] == 3.0, p)
# Ports: vaddps on p1/p5, the fused cmpq+jne one uop on p0/p6 (the
# eliminated addq none): 0.5.
check('vaddps chain: ports 0.5', p['ports'] == 0.5, p)
# With an addq between them, the addq fuses with the jne and the cmpq
# takes an ALU of its own: three uops over p0156B, 0.6.
p = parts('addq $1, %rax\nvaddps %ymm1, %ymm0, %ymm0\n'
          'cmpq %rax, %rdi\naddq $1, %rax\njne 9f\n9:\n')
check('unfused cmpq: ports 0.6', abs(p['ports'] - 0.6) < 1e-9, p)

# Pointer chasing: the address edge takes the load's latency (5).
p = parts('movq (%rax), %rax\n')
check('pointer chase: latency 5', p['latency'] == 5.0, p)

# An eliminated add (ADD (R64, I8): [0;1], no executed uop) adds nothing
# to a chain; a scaled lea takes 2.
p = parts('addq $8, %rdi\nleaq (%rdi,%rsi,4), %rsi\n')
check('lea chain: latency 2', p['latency'] == 2.0, p)

# xorl of two registers executes: at least a cycle (its row's 0 is the
# zero idiom), but xorl %eax,%eax breaks the chain.
p = parts('xorl %ecx, %eax\n')
check('xor chain: latency 1', p['latency'] == 1.0, p)
p = parts('xorl %eax, %eax\naddl %ecx, %eax\n')
check('zero idiom: no loop-carried chain', p['latency'] == 0.0, p)

# divsd: no port bound beyond p0, the form's throughput 4 binds.
p = parts('divsd %xmm1, %xmm2\n')
check('divsd: form throughput 4', p['forms'] == 4.0, p)

# The command line: a body the table has no row for is an error (exit 1,
# the line named on stderr).
r = subprocess.run([sys.executable, os.path.join(top, 'bench', 'bound.py'),
                    '--uops-info', here, '--table', 'alderlakep'],
                   input='vpternlogd $1, %zmm1, %zmm2, %zmm3\n',
                   capture_output=True, text=True)
check('bound.py: unknown row exits 1 naming the line',
      r.returncode == 1 and 'vpternlogd' in r.stderr, r.stderr.strip())
r = subprocess.run([sys.executable, os.path.join(top, 'bench', 'bound.py'),
                    '--uops-info', here, '--table', 'alderlakep', '-v'],
                   input='movq (%rax), %rax\n', capture_output=True, text=True)
check('bound.py -v prints the parts and the bound',
      r.returncode == 0 and r.stdout.split('\n')[-2] == '5.00'
      and 'latency  5.00' in r.stdout, r.stdout)
