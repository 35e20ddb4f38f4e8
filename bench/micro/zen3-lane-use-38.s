# CPU: znver3
# MEASURED: 0.50
# vmulpd reading the result of an xmm register move (eliminated) (runs: 0.50, 0.50, 0.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovdqa	%xmm1, %xmm2
	vmulpd	%xmm2, %xmm3, %xmm4
