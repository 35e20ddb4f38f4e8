# Zen 4: vptest sends its flags to the integer side by the compares'
# path (FPCompareFlags) but not by the vector stores' data path: beside
# two vmovsd stores it takes no cycle of its own (class-fixes drops
# LLVM's Zn4FPSt from WriteVecTest, which gave 3.00; with one store
# LLVM's class gives 2.00 where 1.05 is measured).
# SOURCE: gcc-mca-measure on the Zen 4 host: 1.97 cycles per iteration
# (beside one store 1.05, vptest alone 1.01)
# CPU: znver4
# CYCLES: 2.00
.L48:
	vptest	%xmm1, %xmm2
	vmovsd	%xmm3, (%rdi,%rax)
	vmovsd	%xmm4, 32(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
