# CPU: znver5
# MEASURED: 1.00
# a plain load and store of the value with the pointer step and branch: 1.00 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	movl	(%rax), %r8d
	addq	$4, %rax
	movl	%r8d, -4(%rax)
	cmpq	%rcx, %rax
	jne	.L3
