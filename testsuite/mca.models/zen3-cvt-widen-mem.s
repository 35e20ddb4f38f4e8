# Zen 3: a widening conversion from memory takes no lane-crossing
# unit (the load puts each half in place): two vcvtdq2pd from memory
# 1.00 cycles per iteration, from registers 2.00 (znver3 said 2.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.00
	vcvtdq2pd	(%rsi), %ymm1
	vcvtdq2pd	16(%rsi), %ymm2
