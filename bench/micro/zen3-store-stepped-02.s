# CPU: znver3
# MEASURED: 1.02
# zen3-store-stepped-01 with the store before the addq, through the old pointer (prefix.c:8 [O2-skx]; also with {disp8}: not the code's size)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	movl	%edx, (%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	1f
1:
