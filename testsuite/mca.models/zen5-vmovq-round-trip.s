# Zen 5: a value from a general register to an xmm register and back
# (vmovq both ways), 7 cycles an iteration; with an addq between 8.00,
# with a vpaddq 9.00.  The model had 2 + 2.  The move out of the vector
# side takes 2 (zen5-vaddsd-mem-to-address.s), so the move in takes 5.
# The SSE forms (movq) measure 9.0-9.2: not modelled.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 40 runs
# CPU: znver5
# CYCLES: 7.00
	vmovq	%rax, %xmm0
	vmovq	%xmm0, %rax
