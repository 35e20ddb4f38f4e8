# CPU: znver4
# MEASURED: 1.25
# an addq to memory through an advancing base, the addq that advances it and a fused cmpq of two registers, one the base, with jne; 1.02 without the jne, with a nop before it (not fused) or with an independent addq in the body; 1.03 with the cmpq against an immediate (zen4-rmw-02); testq of the base with itself 1.25 (zen4-rmw-03)
	addq $1, (%rdi)
	addq $8, %rdi
	cmpq %rax, %rdi
	jne 1f
1:
