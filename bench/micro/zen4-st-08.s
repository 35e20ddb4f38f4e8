# A vmovsd store and a movq store in one 32-byte block.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.02
	vmovsd %xmm3, (%rdi,%rax)
	movq %r9, 8(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
