# Zen 4: zmm operations hold their pipes two cycles, on the pipes
# uops.info measured (fp-pipes.py): six zmm shuffles (vunpcklps,
# vunpckhps, vshufps, vpshufd, vpunpcklqdq, vmovshdup) on any of FP1-3
# and two saturating or absolute-value operations (vpaddsb, vpabsd) on
# FP0/FP1: 16 pipe-cycles on four pipes.  LLVM's classes put the
# shuffles on FP1/FP2 (6.00) and the others on any pipe one cycle.
# SOURCE: gcc-mca-measure on the Zen 4 host: 4.00 cycles per iteration
# (two runs)
# CPU: znver4
# CYCLES: 4.00
	vunpcklps	%zmm1, %zmm2, %zmm0
	vunpckhps	%zmm1, %zmm2, %zmm3
	vshufps	$1, %zmm1, %zmm2, %zmm4
	vpshufd	$1, %zmm1, %zmm5
	vpunpcklqdq	%zmm1, %zmm2, %zmm6
	vmovshdup	%zmm1, %zmm7
	vpaddsb	%zmm8, %zmm9, %zmm10
	vpabsd	%zmm8, %zmm11
