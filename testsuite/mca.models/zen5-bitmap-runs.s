# Zen 5: a bitmap's words set bit by bit, bits[i >> 6] |= x with i
# stepped by 2: one word for 32 iterations, a chain through memory
# (the index register is written every iteration, so the location is
# not renamed), then the next word, whose chain overlaps it.  The model
# follows the shift (a derived root: (i + 2k) >> 6 names one word for
# 32 values of k); without it the words were taken to differ and the
# loop ran at its throughput (1.0).  Measured: 2.63, 2.66, 2.64 cycles
# per iteration over three invocations; shifted by 5 1.80-1.82, by 7
# 3.71.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.64
	movl	%eax, %edx
	addl	$2, %eax
	sarl	$6, %edx
	orl	%ebx, (%r10,%rdx,4)
