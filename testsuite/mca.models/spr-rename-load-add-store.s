# Sapphire Rapids: a load, an add of an immediate and a store back to
# the same place.  Measured on this project's Intel machine with
# gcc-mca-measure: 0.50 cycles per iteration.  The load is renamed to
# the last store's data and the 64-bit add of an immediate is done at
# rename too (Golden Cove's eliminated add), so nothing waits for an
# execution port: the three instructions' rename slots bind (6 a cycle).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 0.50
	movq	8(%rdi), %rax
	addq	$1, %rax
	movq	%rax, 8(%rdi)
