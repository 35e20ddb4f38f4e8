# A movq store and a vmovsd store in one 32-byte block: they pair.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.02
	movq %r9, (%rdi,%rax)
	vmovsd %xmm3, 8(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
