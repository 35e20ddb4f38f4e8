# vptest beside a vmovsd store through an index: the test does not take
# the store-data path (LLVM's WriteVecTest holds Zn4FPSt: 2.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.05
	vptest	%xmm1, %xmm2
	vmovsd	%xmm3, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L48
