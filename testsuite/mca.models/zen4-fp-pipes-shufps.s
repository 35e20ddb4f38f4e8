# Zen 4: vshufps runs on FP1, FP2 or FP3 (uops.info Zen 4: VSHUFPS (XMM,
# XMM, XMM, I8) 1*FP123, reciprocal throughput 0.33).  Four independent
# ones, measured on a Zen 4 host with gcc-mca-measure: 1.33 cycles per
# iteration; LLVM's model gives them FP1 and FP2: 2.00
# (models/gen/fp-pipes.py).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.34
	vshufps	$255, %xmm0, %xmm0, %xmm2
	vshufps	$255, %xmm0, %xmm0, %xmm3
	vshufps	$255, %xmm0, %xmm0, %xmm4
	vshufps	$255, %xmm0, %xmm0, %xmm5
