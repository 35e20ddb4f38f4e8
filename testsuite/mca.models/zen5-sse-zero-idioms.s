# Zen 5: pxor and xorps of a register with itself beside six vpaddd.
# The SSE zero idioms are done at rename, as their VEX forms (vpxor):
# the six adds alone fill the four vector ALU pipes, 1.50 cycles per
# iteration (znver5 said 2.00 while the zero idioms took a pipe each,
# as LLVM's Zen 4 model has them).  Measured: 1.49; eight pxor, xorps,
# xorpd, andnps, andnpd, pandn, psub[bwdq] or pcmpgt[bwdq] of a register
# with itself 1.32-1.36, as eight vpxor (1.33), where executed they
# would take 2.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.50
# BINDS: Zn4FPFMisc0123
.L1:
	pxor	%xmm0, %xmm0
	vpaddd	%xmm8, %xmm9, %xmm2
	vpaddd	%xmm8, %xmm9, %xmm3
	xorps	%xmm1, %xmm1
	vpaddd	%xmm8, %xmm9, %xmm4
	vpaddd	%xmm8, %xmm9, %xmm5
	vpaddd	%xmm8, %xmm9, %xmm6
	vpaddd	%xmm8, %xmm9, %xmm7
	decq	%rdi
	jne	.L1
