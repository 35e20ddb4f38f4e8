# Zen 5: eight addq from memory beside four addq of registers, twelve
# operations on six ALUs and eight loads on four pipes: 2 cycles either
# way.  Measured 1.99 cycles an iteration; the model had 2.67 (the
# load-ops on three ALUs).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 9 runs, 2026-12-03
# CPU: znver5
# CYCLES: 2.00
	addq	(%rdi), %rax
	addq	8(%rdi), %rbx
	addq	16(%rdi), %rcx
	addq	24(%rdi), %rdx
	addq	32(%rdi), %rsi
	addq	40(%rdi), %r8
	addq	48(%rdi), %r9
	addq	56(%rdi), %r10
	addq	%r15, %r11
	addq	%r15, %r12
	addq	%r15, %r13
	addq	%r15, %r14
