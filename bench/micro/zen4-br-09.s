# Four addq and two fused compare-and-branch pairs 1.21 cycles per
# iteration (one pair 1.01); a compare-and-branch beside two cmov 1.22.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.21
	addq	$3, %r12
	addq	$3, %r13
	addq	$3, %r14
	addq	$3, %r15
	cmpq	%r8, %r9
	jne	.L1
	cmpq	%r10, %r11
	jne	.L2
