# Zen 4: an indexed store whose data comes from a 1-cycle operation on
# the induction register.  Measured on a Zen 4 host with gcc-mca-measure:
# 1.02-1.03 cycles per iteration (median 1.02).  The store issues once
# its address is ready and reads its data later (store-data-split):
# issued with its data, a cycle after the addq of the same iteration,
# its ALU use (indexed stores take one on Zen 4) falls in the queue the
# next addq was given and the loop ran at 1.51.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.02
	movl	%r8d, %ecx
	xorl	%eax, %ecx
	movl	%ecx, (%r9,%rax,4)
	addq	$1, %rax
	cmpq	%rax, %r10
	jne	.L29
