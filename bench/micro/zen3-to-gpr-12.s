# CPU: znver3
# MEASURED: 1.50
# vcomiss beside two independent vaddss
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcomiss	%xmm1, %xmm2
	vaddss	%xmm9, %xmm3, %xmm4
	vaddss	%xmm9, %xmm5, %xmm6
