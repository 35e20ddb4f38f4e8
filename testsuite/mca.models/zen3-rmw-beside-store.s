# Zen 3: a plain store and the store of a read-modify-write to another
# 32-byte block commit in two cycles (znver3 before: 1.51).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.00
	movl	%ecx, (%rdi,%rax)
	addl	%ecx, 8(%rsi,%rax)
	addq	$16, %rax
