# A counter kept in memory, loaded through (%rdx,%r8) and stored through
# (%r8,%rdx): one address, the registers unchanged in the loop, so the
# store and the next iteration's load form a chain through memory, as in
# bounds-memory.s.
# RUN: -mcpu=btver2 -bounds -summary-view=false -instruction-info=false -resource-pressure=false
	movl	(%rdx,%r8), %eax
	addl	$1, %eax
	movl	%eax, (%r8,%rdx)
