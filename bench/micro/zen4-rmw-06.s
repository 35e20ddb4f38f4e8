# CPU: znver4
# MEASURED: 1.25
# zen4-rmw-02 (cmpq against an immediate, 1.03) with the addq to memory of a register: 1.25; the compare of two registers of which one is the base (zen4-rmw-01) or of the base with itself 1.25, of two registers the loop leaves alone 1.01
	addq %rcx, (%rdi)
	addq $8, %rdi
	cmpq $1000, %rdi
	jne 1f
1:
