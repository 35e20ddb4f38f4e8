# Zen 5: faddl from memory into st(0), each add waiting for the one
# before: 6 cycles an add once the load is done, as the register forms
# (Zen 4: 7).  znver5 said 7.00.  Measured: 6.01; fadds and fmull the
# same (6.00).
# SOURCE: gcc-mca-measure -calibration=scalar on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 6.00
# BINDS: %st
.L1:
	faddl	(%rsi)
	decq	%rdi
	jne	.L1
