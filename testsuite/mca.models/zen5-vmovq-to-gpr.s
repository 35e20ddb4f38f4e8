# Zen 5: a move from a vector register to a general register (vmovq,
# vmovd, vpextrd) takes a store pipe for one cycle: two a cycle, four
# independent 2.00 cycles per iteration, where LLVM's Zen 4 class holds
# the pipe two cycles (4.00).  Measured: 2.00 (spread 0.3%); vmovd 2.03,
# vpextrd $1 2.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	vmovq	%xmm0, %r8
	vmovq	%xmm1, %r9
	vmovq	%xmm2, %r10
	vmovq	%xmm3, %r11
