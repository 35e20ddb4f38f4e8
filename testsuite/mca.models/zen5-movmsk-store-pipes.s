# Zen 5: a mask extraction to a general register runs on the two FP
# store pipes, two a cycle (four pmovmskb or vmovmskps ymm 2.00-2.04
# cycles per iteration; Zen 4 runs them on FP2 alone), and shares them
# with the stores: two pmovmskb beside two vmovups stores 2.01, where
# pipes of their own would give 1.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	pmovmskb	%xmm0, %r8d
	pmovmskb	%xmm1, %r9d
	vmovups	%xmm2, (%rdi)
	vmovups	%xmm3, 64(%rdi)
