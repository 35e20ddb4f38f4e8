# CPU: znver3
# MEASURED: 1.57
# -05 with two independent vmulsd (the model 1.26)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	pxor	%xmm1, %xmm1
	cvtsi2sdl	%eax, %xmm1
	movsd	%xmm1, (%rdi,%rax,8)
	vmulsd	%xmm0, %xmm4, %xmm3
	vmulsd	%xmm0, %xmm4, %xmm5
	addq	$1, %rax
1:
