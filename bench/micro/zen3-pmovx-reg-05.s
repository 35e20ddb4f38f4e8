# CPU: znver3
# MEASURED: 1.55
# vpmovsxbd ymm from a register beside two vpsrlw ymm (FP1/FP2)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovsxbd	%xmm1, %ymm2
	vpsrlw	$5, %ymm3, %ymm4
	vpsrlw	$5, %ymm5, %ymm6
