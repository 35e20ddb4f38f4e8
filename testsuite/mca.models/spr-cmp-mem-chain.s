# Sapphire Rapids: a loop-carried chain through the register operand of
# cmpl %ecx, (mem) (an argmin's inner loop at -O2): movslq (1 cycle), the
# load it indexes (5), cmpl (1 once its own load is done: its address
# does not depend on the chain), cmovl (1): 8 cycles per iteration.
# LLVM's Golden Cove models put cmpl's read advance on the memory
# operand's base register (use 0) instead of %ecx (use 5, where the
# generic definition and the Skylake model have it); with it there the
# chain also paid cmpl's load, 13 cycles (fix-advances.py).  The same
# loop measures 8.00 on a Zen 4 host (gcc-mca-measure), whose loads also
# take 5 cycles with a scaled index.
# SOURCE: uops.info (Alder Lake P: MOV (R32, M32) latency 5, CMP and
# CMOVL 1); LLVM's X86 instruction definitions (ReadAfterLd positions)
# CPU: sapphirerapids
# CYCLES: 8.0
# BINDS: loop-carried
	movslq	%edx, %rcx
	movl	(%rdi,%rcx,4), %ecx
	cmpl	%ecx, (%rdi,%rax,4)
	cmovl	%eax, %edx
	addq	$1, %rax
	cmpq	%rax, %rsi
	jne	.L4
