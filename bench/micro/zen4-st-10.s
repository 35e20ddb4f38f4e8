# A zmm store alone: two commits.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	vmovups %zmm3, (%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
