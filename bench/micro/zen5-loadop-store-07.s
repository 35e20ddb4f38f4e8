# CPU: znver5
# MEASURED: 1.10
# with a decq/jne counter instead of the compare: 1.10 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	decq	%rcx
	jne	.L3
