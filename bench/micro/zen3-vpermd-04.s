# CPU: znver3
# MEASURED: 8.44
# a chain of vpermps ymm through its permuted source (uops.info Zen 3: latency [3;8]; runs 8.20-8.44)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermps	%ymm0, %ymm2, %ymm0
