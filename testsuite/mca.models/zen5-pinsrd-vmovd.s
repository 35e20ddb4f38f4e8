# Zen 5: an insert from a general register beside two moves to general
# registers.  vpinsrd takes the path from the general registers (one a
# cycle, as vmovd to an xmm register: two inserts and two such moves
# measure 3.99) and no FP store pipe: 1.00 cycles per iteration
# (znver5 said 2.00).  Measured: 1.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.00
# BINDS: loop-carried
.L1:
	vpinsrd	$1, %edx, %xmm7, %xmm0
	vmovd	%xmm5, %ecx
	vmovd	%xmm6, %eax
	decq	%rdi
	jne	.L1
