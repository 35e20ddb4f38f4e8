# The loop of taken-branches-znver5.s with its inner branches jumping
# elsewhere: not taken on this path, so only the back edge is; the
# branch units bind, not the taken branches.
# RUN: -mcpu=znver5 -bounds -instruction-info=false -resource-pressure=false
.L1:
	cmpq	$0, %r10
	jge	.Lelsewhere
.L2:
	cmpq	$0, %r10
	jge	.Lelsewhere
.L3:
	cmpq	$0, %r10
	jge	.Lelsewhere
.L4:
	decq	%rcx
	jnz	.L1
