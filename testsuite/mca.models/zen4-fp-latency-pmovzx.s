# Zen 4: a chain of vpmovzxbw, 2 cycles per instruction (uops.info Zen 4
# VPMOVZXBW (XMM, XMM) latency 2; measured on a Zen 4 host with
# gcc-mca-measure: 2.00).  LLVM's model: 4 (models/gen/fp-pipes.py takes
# uops.info's latency where it is one figure).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.01
	vpmovzxbw	%xmm0, %xmm0
