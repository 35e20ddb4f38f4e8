# CPU: znver3
# MEASURED: 1.04
# -05 written as a load, a load, an add and a store: faster than the read-modify-write
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl	(%rsi), %ecx
	movl	(%rdi,%rax), %r8d
	addl	%ecx, %r8d
	movl	%r8d, (%rdi,%rax)
	addq	$4, %rax
