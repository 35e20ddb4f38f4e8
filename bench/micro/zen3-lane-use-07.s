# CPU: znver3
# MEASURED: 1.00
# vmulpd reading the result of vmulpd (no lane crossing) (runs: 1.00, 1.00, 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmulpd	%ymm1, %ymm2, %ymm3
	vmulpd	%ymm3, %ymm4, %ymm5
