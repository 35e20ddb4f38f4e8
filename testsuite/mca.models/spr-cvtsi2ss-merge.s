# Emerald Rapids: the merge path of a conversion from a 64-bit general
# register to single precision stays 2 cycles when its register path is
# cut to 6.  Measured on the Emerald Rapids host with gcc-mca-measure:
# vcvtsi2ssq %r8, %xmm0, %xmm0 2.00 cycles per iteration; cvtsi2ssq
# %r8, %xmm0 and cvttss2siq %xmm0, %r8 14.02 (before, 16.0).
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 2.00
	vcvtsi2ssq	%r8, %xmm0, %xmm0
	decq	%rcx
	jnz	.L0
