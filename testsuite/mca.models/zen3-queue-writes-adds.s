# Zen 3: eight addq and three shrxq.  Four ALU operations dispatch a
# cycle, one into each queue, and the third shift of a packet waits:
# 3 cycles per iteration (the four ALUs alone: 2.75).  Measured on the
# Zen 3 host with gcc-mca-measure: 3.00-3.15.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 3.00
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
	addq	$1, %r12
	addq	$1, %r13
	addq	$1, %r14
	addq	$1, %r15
	addq	$1, %rsi
	shrxq	%rcx, %rdi, %rbp
	shrxq	%rcx, %rdi, %rbp
	shrxq	%rcx, %rdi, %rbp
