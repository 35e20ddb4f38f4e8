# Zen 5: a chain through the register a conversion merges into (its
# upper lanes kept), the general register fixed.  The merged register
# is read late in the conversion: 3 cycles from it to the result, where
# the general register takes 8 (zen5-cvtsi2sd-latency.s).  Measured:
# 3.16-3.19 cycles per iteration for vcvtsi2sdl, vcvtsi2sdq, vcvtsi2ssq,
# cvtsi2sdl, cvtsi2sdq and cvtsi2ssl alike, three in a row 9.47; the
# model gives 3 (it said 7 while it followed Zen 4).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 3.00
# BINDS: loop-carried
.L1:
	vcvtsi2sdl	%ecx, %xmm1, %xmm1
	decq	%rdi
	jne	.L1
