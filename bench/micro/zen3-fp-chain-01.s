# CPU: znver3
# MEASURED: 1.78
# a vpaddd chain beside vcvtdq2ps of it and a vmulps of that (audio.c:92's core): 1.78-1.82 (the pipes allow 1.00; znver3 1.01); with vaddps for vmulps 1.01, without the vpaddd 0.50
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2ps	%ymm2, %ymm0
	vmulps	%ymm6, %ymm0, %ymm0
	vpaddd	%ymm4, %ymm2, %ymm2
