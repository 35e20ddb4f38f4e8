# CPU: znver3
# MEASURED: 2.00
# a load, a plain store and a read-modify-write to another block: two stores to commit (the model before 1.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl	(%rsi), %ecx
	movl	%r9d, 4(%rsi)
	addl	%ecx, (%rdi,%rax)
	addq	$4, %rax
