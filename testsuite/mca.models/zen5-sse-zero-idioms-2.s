# Zen 5: pcmpgtd and psubq of a register with itself beside six vpaddd:
# zero idioms done at rename like pxor (zen5-sse-zero-idioms.s), 1.50
# cycles per iteration (znver5 said 2.00).  Measured: 1.49.  The
# saturating subtractions of a register with itself (psubsb, psubusb)
# are no zero idioms: eight of them 4.00, two a cycle, as modelled.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.50
# BINDS: Zn4FPFMisc0123
.L1:
	pcmpgtd	%xmm0, %xmm0
	vpaddd	%xmm8, %xmm9, %xmm2
	vpaddd	%xmm8, %xmm9, %xmm3
	psubq	%xmm1, %xmm1
	vpaddd	%xmm8, %xmm9, %xmm4
	vpaddd	%xmm8, %xmm9, %xmm5
	vpaddd	%xmm8, %xmm9, %xmm6
	vpaddd	%xmm8, %xmm9, %xmm7
	decq	%rdi
	jne	.L1
