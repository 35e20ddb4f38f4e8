# Zen 5: twelve independent 64-bit multiplies (each a chain of
# latency 3), three a cycle on the ALUs that shift (Zen 4: one, on
# ALU1; znver4 12.01).  Measured: 3.96 (spread 2.9%).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 3.96
	imulq	%r14, %rax
	imulq	%r14, %rbx
	imulq	%r14, %rcx
	imulq	%r14, %rdx
	imulq	%r14, %rsi
	imulq	%r14, %rdi
	imulq	%r14, %r8
	imulq	%r14, %r9
	imulq	%r14, %r10
	imulq	%r14, %r11
	imulq	%r14, %r12
	imulq	%r14, %r13
