# CPU: znver3
# MEASURED: 1.50
# vptest ymm beside two independent vpshufb ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vptest	%ymm1, %ymm1
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
