# A counter kept in memory: the store and the next iteration's load of
# the same address form a loop-carried chain through memory, which binds.
# RUN: -mcpu=btver2 -bounds -summary-view=false -instruction-info=false -resource-pressure=false
	movl	(%rdi), %eax
	addl	$1, %eax
	movl	%eax, (%rdi)
