# Zen 4: the zmm down-conversions vpmovdb and vpmovqd are one micro-op
# on FP1/FP2 held two cycles (LLVM: FP1/FP2 five and three cycles).
# SOURCE: gcc-mca-measure on the Zen 4 host (bench/form-check.py): four
# vpmovdb 4.00 cycles per iteration (the model said 10.00), four vpmovqd
# 4.00 (6.00)
# CPU: znver4
# CYCLES: 4.00
	vpmovdb	%zmm1, %xmm0
	vpmovdb	%zmm1, %xmm2
	vpmovdb	%zmm1, %xmm3
	vpmovdb	%zmm1, %xmm4
