# CPU: znver3
# MEASURED: 1.27
# misc-loops.c:109 [O2] of the held-out split, 24 bytes: a product compared and a branch, an add, addq $1 and a fused compare (1.23-1.34 in five processes; the model 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movq	%rax, %rdx
	imulq	%r8, %rdx
	cmpq	%rdx, %rsi
	jnb	1f
1:
	addq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rax, %rdi
	jne	2f
2:
