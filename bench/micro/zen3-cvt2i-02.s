# CPU: znver3
# MEASURED: 1.51
# vcvttss2si beside two independent vsubss (the model 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2sil	%xmm1, %eax
	vsubss	%xmm6, %xmm7, %xmm3
	vsubss	%xmm6, %xmm7, %xmm4
