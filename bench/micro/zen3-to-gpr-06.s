# CPU: znver3
# MEASURED: 2.00
# two independent vpmovmskb ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpmovmskb	%ymm1, %eax
	vpmovmskb	%ymm2, %ecx
