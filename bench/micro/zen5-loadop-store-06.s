# CPU: znver5
# MEASURED: 1.01
# without the compare and branch: 1.01 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
