# CPU: znver5
# MEASURED: 1.25
# reduce-int.c:99 without the compare and branch: 1.25 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	movl	(%rdi), %eax
	addq	$4, %rdi
	imull	%eax, %eax
	addl	%eax, %edx
