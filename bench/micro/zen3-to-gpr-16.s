# CPU: znver3
# MEASURED: 1.50
# vpextrb to memory beside two independent vpshufb ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpextrb	$1, %xmm1, (%rsi)
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
