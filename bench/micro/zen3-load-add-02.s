# CPU: znver3
# MEASURED: 1.06
# misc-loops.c:29 at -O2 -march=skylake-avx512 (a load, addl of it to itself, a store, two pointer increments, fused cmpq/jb): 1.06
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movl	(%rsi), %eax
	addq	$4, %rdi
	addl	%eax, %eax
	addq	$4, %rsi
	movl	%eax, -4(%rdi)
	cmpq	%rdx, %rdi
	jb	.L12
.L12:
