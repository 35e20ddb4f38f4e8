# vcomisd beside a vmovsd store through an index that moves: 2.00 in
# every process measured (each alone 1.00).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	vcomisd	%xmm1, %xmm2
	vmovsd	%xmm3, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L48
