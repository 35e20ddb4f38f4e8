# CPU: znver3
# MEASURED: 1.25
# vpermd with a register index beside three independent vpaddd ymm (uops.info Zen 3: 2*FP01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermd	%ymm1, %ymm9, %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
