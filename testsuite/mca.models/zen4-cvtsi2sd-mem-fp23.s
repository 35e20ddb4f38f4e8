# Zen 4: a conversion from memory beside two vaddsd: three FP2/FP3
# cycles on two pipes (uops.info Zen 4: VCVTSI2SD (XMM, XMM, M32)
# 1*FP23).  Measured on a Zen 4 host with gcc-mca-measure: 1.50 cycles
# per iteration (LLVM's model 2.00).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.50
	vcvtsi2sdl	(%rdi), %xmm1, %xmm0
	vaddsd	%xmm4, %xmm5, %xmm6
	vaddsd	%xmm4, %xmm5, %xmm7
