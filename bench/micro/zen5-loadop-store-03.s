# CPU: znver5
# MEASURED: 1.02
# the same with the chain from a register instead of memory: 1.02 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	%r9d, %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	cmpq	%rcx, %rax
	jne	.L3
