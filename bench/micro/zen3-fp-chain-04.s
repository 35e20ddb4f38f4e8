# CPU: znver3
# MEASURED: 1.81
# audio.c:92 [O3-spr]'s register part: a vmovdqa copy, vcvtdq2ps, vmulps and the vpaddd chain: 1.81 (znver3 1.01; the whole loop 2.73-2.81 for 1.62)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovdqa	%ymm2, %ymm0
	vcvtdq2ps	%ymm0, %ymm0
	vmulps	%ymm6, %ymm0, %ymm0
	vpaddd	%ymm4, %ymm2, %ymm2
	addq	$32, %rax
