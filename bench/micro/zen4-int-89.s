# CPU: znver4
# MEASURED: 1.46
# four ALU operations (an addq chain, a cmpq reading it, two independent addq chains) and three independent loads: 1.46; with one or two loads 1.01
	addq $1, %rax
	cmpq %rax, %r8
	addq $1, %r9
	addq $1, %r10
	movq (%rsi), %r11
	movq (%rdi), %r12
	movq (%rdx), %r13
