# Emerald Rapids: a conversion of three micro-ops from memory counts as
# a load and one operation under zmm-vector-issue (three vector
# operations with the store: no more than a cycle issues).  Measured on
# the Emerald Rapids host with gcc-mca-measure: vcvtps2pd from memory
# into a zmm register and its store 1.12 cycles per iteration (counted
# by micro-ops, four operations, it would be 1.33).
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.03
	vcvtps2pd	(%rsi,%rax), %zmm0
	vmovupd	%zmm0, (%rdi,%rax,2)
	addq	$32, %rax
	cmpq	%rax, %rdx
	jg	.L0
