# vcomisd beside a vmovsd store to one fixed address.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.03
	vcomisd %xmm1, %xmm2
	vmovsd %xmm3, (%rdi)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
