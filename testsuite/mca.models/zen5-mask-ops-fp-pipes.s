# Zen 5: four independent vpaddd and two compares into mask registers.
# A compare into a mask register takes one of the two mask pipes and
# one of the four FP pipes as well: six operations on four pipes, 1.50
# cycles (without the FP pipe, the model said 1.27).
# Measured: 1.49 (1.50, 1.49).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.50
	vpaddd	%ymm2, %ymm5, %ymm6
	vpaddd	%ymm2, %ymm5, %ymm7
	vpaddd	%ymm2, %ymm5, %ymm8
	vpaddd	%ymm2, %ymm5, %ymm9
	vpcmpd	$1, %ymm1, %ymm0, %k1
	vpcmpd	$1, %ymm1, %ymm0, %k3
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L1
