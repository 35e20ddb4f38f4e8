# CPU: znver3
# MEASURED: 1.01
# -01 without the mulsd (the model 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	pxor	%xmm1, %xmm1
	cvtsi2sdl	%eax, %xmm1
	movsd	%xmm1, (%rdi,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	jne	1f
1:
