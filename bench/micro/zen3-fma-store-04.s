# CPU: znver3
# MEASURED: 1.67
# two FMAs beside two general-register stores: 1.67 (beside one 1.34; znver3 1.34 and 1.17)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovaps	%ymm4, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	vmovaps	%ymm4, %ymm7
	vfmadd132ps	%ymm5, %ymm3, %ymm7
	movq	%r8, (%rsi,%rax)
	movq	%r8, 8(%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
