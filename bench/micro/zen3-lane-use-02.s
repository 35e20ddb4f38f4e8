# CPU: znver3
# MEASURED: 1.11
# vpaddd reading the result of vcvtdq2pd ymm (runs: 1.12, 1.10, 1.11)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2pd	%xmm1, %ymm2
	vpaddd	%ymm2, %ymm3, %ymm4
