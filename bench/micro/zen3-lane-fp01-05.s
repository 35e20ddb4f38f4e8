# CPU: znver3
# MEASURED: 1.00
# vcvttpd2dq from ymm beside an independent vmulpd (runs: 1.00, 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttpd2dq	%ymm1, %xmm2
	vmulpd	%ymm5, %ymm6, %ymm7
