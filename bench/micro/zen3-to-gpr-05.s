# CPU: znver3
# MEASURED: 0.99
# vpmovmskb ymm beside two independent vaddps ymm (uops.info Zen 3: 1*FP45)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovmskb	%ymm1, %eax
	vaddps	%ymm9, %ymm3, %ymm4
	vaddps	%ymm9, %ymm5, %ymm6
