# CPU: znver3
# MEASURED: 6.02
# long-double.c:96 [O3-v3] of the tuning sample: fildl, fmul, fstpt: a cycle more than fstpt alone (5.00) or fildl and fstpt (5.00); the model 5.01
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fildl	(%rsi)
	addq	$4, %rsi
	addq	$16, %rdi
	fmul	%st(1), %st
	fstpt	-16(%rdi)
	cmpq	%rsi, %rax
	jne	1f
1:
