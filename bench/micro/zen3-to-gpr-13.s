# CPU: znver3
# MEASURED: 1.50
# vpinsrd from memory beside two independent vpshufb ymm (uops.info Zen 3: 1*FP12)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpinsrd	$1, (%rsi), %xmm1, %xmm2
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
