# Zen 4: a[i + 1] = a[i] + 1 on 32-bit words.  The load reads what the
# store of the previous iteration wrote, at an address written with
# another displacement and an index stepped in between: the dependency
# is found from the addresses (the index followed through the addq), and
# the value comes from the store buffer, a cycle sooner than from the
# cache.  LLVM's model has no dependency through memory (1.0 cycle per
# iteration).  Measured on a Zen 4 host with gcc-mca-measure: 5.46-5.49
# (7.96-7.99 with the harness of when this test was written), and 6.59
# with a cmpq/jne back edge.  The model: 1 (store) + 5 (load) - 1
# (forward-cycles) + 1 (addl) = 6; before forward-cycles was measured
# anew it was 8.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 6.0
# BINDS: dependency through memory
	movl	(%rdi,%rcx,4), %eax
	addl	$1, %eax
	movl	%eax, 4(%rdi,%rcx,4)
	addq	$1, %rcx
