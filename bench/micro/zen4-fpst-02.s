# vptest beside two vmovsd stores (LLVM's classes: 3.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.97
	vptest %xmm1, %xmm2
	vmovsd %xmm3, (%rdi,%rax)
	vmovsd %xmm4, 32(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
