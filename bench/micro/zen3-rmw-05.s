# CPU: znver3
# MEASURED: 1.17
# as -04 with 32-bit operations
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl	(%rsi), %ecx
	addl	%ecx, (%rdi,%rax)
	addq	$4, %rax
