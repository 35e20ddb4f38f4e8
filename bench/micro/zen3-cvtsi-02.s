# CPU: znver3
# MEASURED: 1.01
# -01 without its store (the model 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	pxor	%xmm1, %xmm1
	cvtsi2sdl	%eax, %xmm1
	mulsd	%xmm0, %xmm1
	addq	$1, %rax
	cmpq	%rax, %rsi
	jne	1f
1:
