# CPU: znver3
# MEASURED: 2.01
# -11 without the vcvtsi2ss (the model 2.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movss	(%rdi), %xmm0
	pxor	%xmm1, %xmm1
	addq	$4, %rdi
	cvttss2sil	%xmm0, %eax
	subss	%xmm1, %xmm0
	movss	%xmm0, -4(%rdi)
	cmpq	%rdi, %rdx
	jne	1f
1:
