# Zen 5: shuffles run on all four FP pipes: four independent vpshufd
# 1.00 cycles per iteration (vpunpcklqdq xmm, ymm and zmm, vpunpcklbw,
# vshufps, vpbroadcastd xmm, vmovhlps the same), where Zen 4 (uops.info:
# FP1-3) takes three a cycle, 1.33.  Measured: 1.00 (spread 0.6%).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.00
	vpshufd	$27, %xmm7, %xmm12
	vpshufd	$27, %xmm7, %xmm13
	vpshufd	$27, %xmm7, %xmm14
	vpshufd	$27, %xmm7, %xmm15
