# CPU: znver3
# MEASURED: 1.00
# vcvtdq2ps ymm, a vmulps of its result, another vmulps and a vaddps
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2ps	%ymm1, %ymm2
	vmulps	%ymm9, %ymm2, %ymm4
	vmulps	%ymm9, %ymm5, %ymm6
	vaddps	%ymm9, %ymm7, %ymm8
