# Zen 3: three shifts (ALU1 or ALU2) next to each other and three addq.
# Every ALU scheduler queue takes one operation a cycle from dispatch,
# so a dispatch packet takes two of the shifts and the third waits for
# the next cycle: 2 cycles per iteration where the four ALUs would run
# the six operations in 1.5.  Measured on the Zen 3 host with
# gcc-mca-measure: 2.00-2.03, in each of the six orders with the shifts
# together (gcc-mca without the `writes' rule: 1.50).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 2.00
	shrxq	%rcx, %rdi, %rbp
	shrxq	%rcx, %rdi, %rbp
	shrxq	%rcx, %rdi, %rbp
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
