# CPU: znver3
# MEASURED: 4.47
# a chain of vpmovzxbw ymm through its own register (uops.info Zen 3: latency 4)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovzxbw	%xmm1, %ymm1
