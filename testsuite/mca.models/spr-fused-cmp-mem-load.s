# Sapphire Rapids: a compare with a memory operand fused with its jump
# still loads.  Five loads an iteration (three plain, a compare's, one
# more) on three load ports, eight rename slots.  Measured on this
# project's Intel machine with gcc-mca-measure: 1.70 cycles per
# iteration; with six loads 2.01.  gcc-mca dropped the fused compare's
# load port before (1.34, the rename bound).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.70
	movq	(%rcx), %r11
	movq	%r11, 16(%rdi)
	cmpq	%r11, 24(%rdi)
	je	1f
1:
	movq	8(%rdx), %r12
	movq	24(%rdx), %r13
	movq	40(%rdx), %r14
	nop
	nop
