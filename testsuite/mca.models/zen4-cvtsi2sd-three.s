# Zen 4: three independent conversions from general registers, on the
# path of four in five cycles (uops.info Zen 4: VCVTSI2SD (XMM, XMM,
# R32) reciprocal throughput measured 1.25).  Measured on a Zen 4 host
# with gcc-mca-measure: 3.69 cycles per iteration (LLVM's model 3.00).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.69
	vcvtsi2sdl	%eax, %xmm1, %xmm0
	vcvtsi2sdl	%ecx, %xmm1, %xmm2
	vcvtsi2sdl	%edx, %xmm1, %xmm3
