# Zen 5: twelve independent three-operand lea, two a cycle, where the
# simple forms run on all six ALUs (znver4 6.00 by its two ALU
# cycles each on four ALUs).  Measured: 5.89 (spread 0.2%).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), -calibration=scalar
# CPU: znver5
# CYCLES: 5.89
	leaq	1(%r14,%r15,2), %rax
	leaq	1(%r14,%r15,2), %rbx
	leaq	1(%r14,%r15,2), %rcx
	leaq	1(%r14,%r15,2), %rdx
	leaq	1(%r14,%r15,2), %rsi
	leaq	1(%r14,%r15,2), %rdi
	leaq	1(%r14,%r15,2), %r8
	leaq	1(%r14,%r15,2), %r9
	leaq	1(%r14,%r15,2), %r10
	leaq	1(%r14,%r15,2), %r11
	leaq	1(%r14,%r15,2), %r12
	leaq	1(%r14,%r15,2), %r13
