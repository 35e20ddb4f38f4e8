# Zen 5: two 8-byte stores an iteration to two arrays, each stepping 64
# bytes, so that every store writes a line no recent store wrote: such
# stores commit one a cycle (stepping 8 bytes, two a cycle).  Measured
# 2.04 and 2.06; two ymm stores alike 2.08 and 2.07, three movq 3.10.
# Before the storeline rule: 1.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.04
	movq	%r10, 0(%rdi,%rax)
	movq	%r11, 128(%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	.L1
