# CPU: znver3
# MEASURED: 1.44
# vfmadd213pd reading the result of vcvtdq2pd ymm (runs: 1.44, 1.44, 1.44)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd	%xmm1, %ymm2
	vfmadd213pd	%ymm3, %ymm5, %ymm2
