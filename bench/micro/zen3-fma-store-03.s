# CPU: znver3
# MEASURED: 1.47
# one FMA beside two general-register stores: 1.47 (one store 1.02, the stores alone 1.02; znver3 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovaps	%ymm4, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	movq	%r8, (%rsi,%rax)
	movq	%r8, 8(%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
