# Zen 4: vpmovzxbw is one micro-op on FP1 or FP2, a cycle each
# (uops.info Zen 4: VPMOVZXBW (XMM, XMM) 1*FP12, reciprocal throughput
# 0.50).  Four independent ones, measured on a Zen 4 host with
# gcc-mca-measure: 2.00 cycles per iteration; LLVM's model holds FP12
# four cycles for each: 8.00 (models/gen/fp-pipes.py).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.02
	vpmovzxbw	%xmm0, %xmm2
	vpmovzxbw	%xmm0, %xmm3
	vpmovzxbw	%xmm0, %xmm4
	vpmovzxbw	%xmm0, %xmm5
