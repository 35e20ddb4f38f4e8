# Zen 5: twelve independent bit tests, three a cycle (Zen 4 tests
# bits on two ALUs: znver4 6.00).  Measured: 4.00 (spread 1.5%);
# six shlq, rorq or shlxq 2.03-2.28.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 4.00
	btq	%r14, %rax
	btq	%r14, %rbx
	btq	%r14, %rcx
	btq	%r14, %rdx
	btq	%r14, %rsi
	btq	%r14, %rdi
	btq	%r14, %r8
	btq	%r14, %r9
	btq	%r14, %r10
	btq	%r14, %r11
	btq	%r14, %r12
	btq	%r14, %r13
