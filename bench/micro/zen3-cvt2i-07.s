# CPU: znver3
# MEASURED: 1.50
# vcvttss2si to a 64-bit register beside two independent vsubss (the model 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2siq	%xmm1, %rax
	vsubss	%xmm6, %xmm7, %xmm3
	vsubss	%xmm6, %xmm7, %xmm4
