# Zen 5: a chain of vpermt2b from memory through its table register,
# which it also writes.  The register operands wait for the load as the
# model's paths say, and then the permute takes its four cycles on ymm,
# as the register form does (the model gave two: the load-op's own
# latency was the load's and two).
# Measured: 4.00 (4.00, 4.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 4.00
	vpermt2b	(%rsi), %ymm3, %ymm0
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L1
