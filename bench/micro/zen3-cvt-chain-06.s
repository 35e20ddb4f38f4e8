# CPU: znver3
# MEASURED: 1.00
# two independent vcvtdq2ps ymm (uops.info Zen 3: 1*FP23)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtdq2ps	%ymm1, %ymm2
	vcvtdq2ps	%ymm3, %ymm4
