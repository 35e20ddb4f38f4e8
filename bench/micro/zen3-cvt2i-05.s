# CPU: znver3
# MEASURED: 1.50
# vcvtsd2si beside two independent vsubsd (the model 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvtsd2si	%xmm1, %eax
	vsubsd	%xmm6, %xmm7, %xmm3
	vsubsd	%xmm6, %xmm7, %xmm4
