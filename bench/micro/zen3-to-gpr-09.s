# CPU: znver3
# MEASURED: 2.00
# two independent vptest ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vptest	%ymm1, %ymm1
	vptest	%ymm2, %ymm2
