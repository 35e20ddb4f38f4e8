# Zen 5: blsr, blsi and blsmsk run on the three ALUs that shift.  Six
# independent blsrq measure 2.09 cycles an iteration (blsiq 2.00,
# blsmskq 2.01; the model had 1.00, any ALU), and three blsrq beside
# three shlq $3, as here, 2.01: one set of three units.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15 runs
# CPU: znver5
# CYCLES: 2.00
	shlq	$3, %r8
	shlq	$3, %r9
	shlq	$3, %r10
	blsrq	%rsi, %r14
	blsrq	%rsi, %r15
	blsrq	%rsi, %rbx
