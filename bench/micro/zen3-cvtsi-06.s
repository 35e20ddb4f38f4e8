# CPU: znver3
# MEASURED: 1.49
# -05 without its store: slower than with it (the model 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	pxor	%xmm1, %xmm1
	cvtsi2sdl	%eax, %xmm1
	vmulsd	%xmm0, %xmm4, %xmm3
	addq	$1, %rax
1:
