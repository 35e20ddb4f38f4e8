# CPU: znver5
# MEASURED: 1.34
# reduce-int.c:99: a load, the pointer step, imull of the loaded value, its sum, a fused compare and branch: 1.34 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	movl	(%rdi), %eax
	addq	$4, %rdi
	imull	%eax, %eax
	addl	%eax, %edx
	cmpq	%rcx, %rdi
	jne	.L54
