# CPU: znver3
# MEASURED: 1.33
# -01 beside two vpsrld (FP1/FP2): 1.33, four FP0-FP2 cycles
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fstp	%st(0)
	vpsrld	$1, %xmm2, %xmm3
	vpsrld	$1, %xmm2, %xmm4
1:
