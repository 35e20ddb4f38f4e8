# Sapphire Rapids: loads that read different banks of their lines run
# three a cycle.  Six 8-byte loads through six base registers at offsets
# 0, 0, 8, 8, 16 and 16 of their lines: measured on this project's Intel
# machine with gcc-mca-measure, 2.00 cycles per iteration (all at
# offset 0: 3.02, spr-load-banks.s).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 2.00
	movq	(%rsi), %r8
	movq	(%r12), %r8
	movq	8(%r13), %r8
	movq	8(%r14), %r8
	movq	16(%r15), %r8
	movq	16(%rbx), %r8
