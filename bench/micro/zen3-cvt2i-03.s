# CPU: znver3
# MEASURED: 1.96
# vcvttss2si beside three independent vsubss (the model 2.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2sil	%xmm1, %eax
	vsubss	%xmm6, %xmm7, %xmm3
	vsubss	%xmm6, %xmm7, %xmm4
	vsubss	%xmm6, %xmm7, %xmm5
