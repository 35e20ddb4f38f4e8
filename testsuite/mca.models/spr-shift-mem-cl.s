# Emerald Rapids: a shift or rotate of memory by %cl goes one at a time,
# every five cycles.  bits.c:44 of the accuracy corpus at -O2 (each word
# of an array shifted left by %cl): 5.00 cycles per iteration measured
# on the Emerald Rapids host with gcc-mca-measure (sarl, shrq, shlb,
# roll, rorq the same; shll $3 of memory 0.64).  Before, 1.50.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.0
.L20:
	sall	%cl, (%rdi)
	addq	$4, %rdi
	cmpq	%rax, %rdi
	jne	.L20
