# Sapphire Rapids: a value in memory squared in place, through a load,
# an imulq and a store; then the same with a load-op imulq.  Measured on
# this project's Intel machine with gcc-mca-measure: 3.00 cycles per
# iteration, the multiply's latency (the two chains side by side; each
# alone 3.00): the load is renamed to the
# last store's data (forwarded it would take 9).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 3.00
	movq	8(%rdi), %rax
	imulq	%rax, %rax
	movq	%rax, 8(%rdi)
	imulq	16(%rdi), %rdx
	movq	%rdx, 16(%rdi)
