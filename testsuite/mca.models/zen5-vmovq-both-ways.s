# Zen 5: two moves from xmm to general registers and one the other way
# an iteration.  Moves to general registers go two a cycle, moves from
# them one a cycle on their own path, and neither waits for the other:
# 1.00 cycles per iteration (znver5 said 2.00 while the move from a
# general register took an FP store pipe, as Zen 4's does).  Measured:
# 0.99; one each way 0.99, two from general registers 1.99.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.00
# BINDS: loop-carried
.L1:
	vmovq	%xmm0, %rax
	vmovq	%rcx, %xmm3
	vmovq	%xmm1, %rdx
	decq	%rdi
	jne	.L1
