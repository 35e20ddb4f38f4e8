# Zen 4: cvtsi2sdl merges into its destination, and the result follows
# that register 3 cycles after it (uops.info: CVTSI2SD (XMM, R32)
# latency [3;<=8]; LLVM: 4).  Measured on a Zen 4 host with
# gcc-mca-measure: four in a chain through %xmm2 12.01 cycles per
# iteration (the model said 16.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 12.0
	cvtsi2sdl	%eax, %xmm2
	cvtsi2sdl	%eax, %xmm2
	cvtsi2sdl	%eax, %xmm2
	cvtsi2sdl	%eax, %xmm2
