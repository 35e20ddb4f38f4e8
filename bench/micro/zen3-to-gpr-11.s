# CPU: znver3
# MEASURED: 2.00
# two independent vcomiss
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcomiss	%xmm1, %xmm2
	vcomiss	%xmm3, %xmm4
