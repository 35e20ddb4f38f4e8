# CPU: znver3
# MEASURED: 1.01
# vcvttss2si beside one independent vsubss: the conversion holds FP2/FP3 one cycle, not two (the model, holding two: 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2sil	%xmm1, %eax
	vsubss	%xmm6, %xmm7, %xmm3
