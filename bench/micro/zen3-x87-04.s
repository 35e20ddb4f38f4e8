# CPU: znver3
# MEASURED: 1.51
# -01 beside four vpaddd xmm: the pair takes two FP pipe cycles (the model before 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fstp	%st(0)
	vpaddd	%xmm1, %xmm2, %xmm3
	vpaddd	%xmm1, %xmm2, %xmm4
	vpaddd	%xmm1, %xmm2, %xmm5
	vpaddd	%xmm1, %xmm2, %xmm6
1:
