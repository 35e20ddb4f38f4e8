# CPU: znver3
# MEASURED: 2.03
# fld %st(1) and fstp %st(0) beside two vmulps
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(1)
	fstp	%st(0)
	vmulps	%xmm1, %xmm2, %xmm3
	vmulps	%xmm1, %xmm2, %xmm4
1:
