# CPU: znver5
# MEASURED: 1.05
# the store before the pointer step: 1.05 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	(%rax), %edx
	movl	%edx, (%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L3
