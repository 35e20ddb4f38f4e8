# CPU: znver3
# MEASURED: 5.03
# long-double.c:88 [O2] of the tuning sample: fldt, fxch, fcomi, fstp %st(1), seta and adds; fldt, fcomi and fstp %st(0) alone 4.00 (fldt's 80-bit path); the model 4.02
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fldt	(%rdi)
	fxch	%st(1)
	xorl	%edx, %edx
	fcomi	%st(1), %st
	fstp	%st(1)
	seta	%dl
	addq	$16, %rdi
	addq	%rdx, %rax
	cmpq	%rdi, %rcx
	jne	1f
1:
