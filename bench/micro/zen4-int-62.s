# Moved from testsuite/mca.models/zen4-lea-stagger.s: the ALU queues given by room,
# then in turn (bind Zn4ALU0123 room-turn), do not explain it.
# Zen 4: the two micro-ops of a slow lea (base + scaled index +
# displacement) each take an ALU queue in turn, the second a cycle after
# the first.  Two chains of 2 cycles run here: %rdx through the lea's
# base (2 cycles) and %r12 through its index (1) and the addq (1).
# Measured on a Zen 4 host with gcc-mca-measure: 2.04 cycles per
# iteration (a random body of bench/random-loops.py, seed 2).  With both
# micro-ops issuing together, each cycle's lea waited for a queue the
# critical addq had taken: 3.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# MEASURED: 2.01
	leaq	8(%rdx,%r12,4), %rdx
	movl	%ebx, %r9d
	addq	%rcx, %rax
	addq	%rdx, %r12
	andq	$255, %r8
	movl	%edx, (%rdi,%r13,4)
	movl	%ecx, 16(%rdi)
