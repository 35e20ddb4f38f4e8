# Sapphire Rapids: the data cache serves at most two loads a cycle that
# read the same bytes of their lines.  Six 8-byte loads through six base
# registers, each at offset 0 of its line (the registers' values on entry
# taken as line-aligned): measured on this project's Intel machine with
# gcc-mca-measure, 3.02 cycles per iteration; at offsets 0, 0, 8, 8, 16,
# 16 the three load ports give 2.00 (spr-load-banks-apart.s).  gcc-mca
# gave 2.00 before the banks were modelled.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 3.02
	movq	(%rsi), %r8
	movq	(%r12), %r8
	movq	(%r13), %r8
	movq	(%r14), %r8
	movq	(%r15), %r8
	movq	(%rbx), %r8
