# Two movq and two vmovsd stores in one 32-byte block.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	movq %r9, (%rdi,%rax)
	movq %r10, 8(%rdi,%rax)
	vmovsd %xmm3, 16(%rdi,%rax)
	vmovsd %xmm4, 24(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
