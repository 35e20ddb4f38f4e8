# CPU: znver5
# MEASURED: 1.01
# the same without the store: 1.01 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	(%rax), %edx
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L3
