# CPU: znver3
# MEASURED: 2.00
# a plain store and a read-modify-write to another 32-byte block (the model before 1.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl	%ecx, (%rdi,%rax)
	addl	%ecx, 8(%rsi,%rax)
	addq	$16, %rax
