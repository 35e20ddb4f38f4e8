# Sapphire Rapids: three vmulss through an indexed address (each
# un-laminated into two rename slots) and the loop's increment and fused
# compare and branch, every copy falling through.  Measured on the
# Emerald Rapids host with gcc-mca-measure: 2.00 cycles per iteration
# (through (%rcx) 1.50, the two multiply ports).  Rename takes six slots
# a cycle, but an un-laminated instruction only as one of the first
# three instructions of a cycle's group, and two a cycle at most
# (unlaminated-positions 3, unlaminated-per-cycle 2): the third waits
# for the next cycle.  With two slots each and no such rule the model
# said 1.51; one, two, four, five and six of them take 1.00, 1.07, 2.02,
# 2.99 and 3.03.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 2.00
# BINDS: split by an index register
.L0:
	vmulss	0(%rcx,%rax,4), %xmm2, %xmm3
	vmulss	4(%rcx,%rax,4), %xmm2, %xmm4
	vmulss	8(%rcx,%rax,4), %xmm2, %xmm5
	incq	%rax
	cmpq	%rax, %rdx
	jne	.Lout
