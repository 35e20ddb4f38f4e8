# Zen 4: a[i + 1] = a[i] + 1 on 32-bit words.  The load reads what the
# store of the previous iteration wrote, at an address written with
# another displacement and an index stepped in between: the dependency
# is found from the addresses (the index followed through the addq), and
# the value comes from the store buffer, one cycle later than from the
# cache.  LLVM's model has no dependency through memory (1.0 cycle per
# iteration).  Measured on a Zen 4 host with gcc-mca-measure: 7.96-7.99
# when this test was written; the harness of today measures 5.46-5.49,
# and 6.59 with a cmpq/jne back edge: forwarding on Zen 4 is quicker than
# the model's load latency plus one, and depends on when the load issues.
# The model is not changed yet (the figures disagree between contexts);
# this pins what it does.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 8.0
# BINDS: dependency through memory
	movl	(%rdi,%rcx,4), %eax
	addl	$1, %eax
	movl	%eax, 4(%rdi,%rcx,4)
	addq	$1, %rcx
