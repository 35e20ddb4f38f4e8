# Zen 5: six independent vpaddd, a compare into %k1 and a kortest of it.
# The mask test, like the compare, takes one of the four FP pipes as
# well as a mask pipe: eight operations on four pipes, 2.00 cycles
# (without the FP pipes, the model said 1.58).
# Measured: 1.97 (2.00, 1.97).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 2.00
	vpaddd	%ymm2, %ymm5, %ymm6
	vpaddd	%ymm2, %ymm5, %ymm7
	vpaddd	%ymm2, %ymm5, %ymm8
	vpaddd	%ymm2, %ymm5, %ymm9
	vpaddd	%ymm2, %ymm5, %ymm10
	vpaddd	%ymm2, %ymm5, %ymm11
	vpcmpd	$1, %ymm1, %ymm0, %k1
	kortestb	%k1, %k1
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L1
