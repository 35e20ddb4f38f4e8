# CPU: znver3
# MEASURED: 1.43
# -01 beside two vpmullw (FP0/FP3; the pipes allow 1.33)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fstp	%st(0)
	vpmullw	%xmm1, %xmm2, %xmm3
	vpmullw	%xmm1, %xmm2, %xmm4
1:
