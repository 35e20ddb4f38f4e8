# Zen 5: a chain through one location, stored and loaded back through
# (%rax), while the loop also writes %rax (addq $0, after the load).
# The core renames a load from its store only through address
# registers the loop leaves alone, so this one goes through the store
# buffer: forwarded, and the location stored every iteration (with the
# renaming, the model said 1.00).
# Measured: 8.00 (8.01, 8.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 7.00
	addl	$1, %edx
	movl	%edx, (%rax)
	movl	(%rax), %edx
	addq	$0, %rax
	subl	$1, %esi
	jne	.L3
