# CPU: znver3
# MEASURED: 2.00
# -01 beside two vmulps: on FP0/FP1, as the multiplies
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fstp	%st(0)
	vmulps	%xmm1, %xmm2, %xmm3
	vmulps	%xmm1, %xmm2, %xmm4
1:
