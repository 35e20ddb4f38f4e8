# movq, vmovsd, movq in one 32-byte block: 1.50, where pairs of
# neighbours would give 2.00.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.50
	movq %r9, (%rdi,%rax)
	vmovsd %xmm3, 8(%rdi,%rax)
	movq %r10, 16(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
