# Sapphire Rapids: a read-modify-write through an indexed address, a
# nop, and the loop's increment and fused compare and branch, every copy
# falling through.  Measured on the Emerald Rapids host with
# gcc-mca-measure: 1.01 cycles per iteration; with 0 to 6 nops 1.00,
# 1.01, 1.35, 1.47, 2.00, 2.00, 2.05.  An indexed read-modify-write takes
# three rename slots (two without an index) and, un-laminated, renames
# only among the first three instructions of a cycle (unlaminated-
# positions 3): six slots a cycle give these figures.  The model said
# 1.18 with four slots.  Two of them: spr-rmw-indexed-pair.s.
# SOURCE: measured (gcc-mca-measure, minimum of 7 runs)
# CPU: sapphirerapids
# CYCLES: 1.01
.L0:
	addl	%ebx, 0(%rcx,%rax,4)
	nop
	incq	%rax
	cmpq	%rax, %rdx
	jne	.Lout
