# Zen 5: bits[i >> 5] |= x with i stepped by 2: sixteen iterations on a
# word, the chains through memory of neighbouring words overlapping
# (zen5-bitmap-runs.s).  Measured: 1.81, 1.80, 1.82 cycles per
# iteration over three invocations.  The model gives 1.87 with the ALU
# queues given in turn (1.81 by room first, which the corpus's short
# loops of one-cycle operations do not fit): the figure pinned here.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.87
	movl	%eax, %edx
	addl	$2, %eax
	sarl	$5, %edx
	orl	%ebx, (%r10,%rdx,4)
