# CPU: znver4
# MEASURED: 1.58
# a widening mulq (uops.info Zen 4: 2 uops) beside one independent addq; 1.00 alone, 1.00 with imulq %rsi, %rax for the mulq
	movq %rdi, %rax
	mulq %rsi
	addq %rdi, %r8
