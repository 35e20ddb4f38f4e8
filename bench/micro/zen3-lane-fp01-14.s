# CPU: znver3
# MEASURED: 4.01
# vcvtdq2pd ymm beside two vfmadd231pd accumulations (two 4-cycle chains) (runs: 4.02, 4.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd	%xmm1, %ymm2
	vfmadd231pd	%ymm5, %ymm6, %ymm7
	vfmadd231pd	%ymm5, %ymm6, %ymm8
