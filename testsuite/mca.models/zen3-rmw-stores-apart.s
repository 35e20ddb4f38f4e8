# Zen 3: the stores of two read-modify-writes to different 32-byte
# blocks commit one a cycle, as plain stores do (znver3 before, LLVM's
# one cycle of one of the two store units each: 1.01).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.00
	addl	%ecx, (%rdi,%rax)
	addl	%ecx, 8(%rsi,%rax)
	addq	$16, %rax
