# Sapphire Rapids: a loop of two vmulss through an indexed address, two
# nops, an increment, a compare and a dec/jnz pair: nine rename slots.
# Measured on the Emerald Rapids host as a loop (a standalone program,
# 100,000 iterations, the fastest of 30 runs against an imul chain):
# 2.00 cycles per iteration; with no nop 1.33, with six 2.33.  The front
# end delivers the seven instructions in one cycle (taken-branch-uops 8);
# rename takes the two un-laminated ones among a cycle's first three
# instructions (unlaminated-positions 3), so the next iteration's wait
# for a cycle of their own.  The model said 1.51.
# SOURCE: measured (a loop in a standalone program, rdtsc against an imul chain)
# CPU: sapphirerapids
# CYCLES: 2.00
.L1:
	vmulss	4(%rcx,%rbx,4), %xmm2, %xmm3
	vmulss	8(%rcx,%rbx,4), %xmm2, %xmm4
	nop
	nop
	incq	%rax
	cmpq	%rax, %rdx
	decq	%r15
	jnz	.L1
