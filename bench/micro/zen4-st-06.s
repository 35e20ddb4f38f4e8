# A vmovsd store and a movq store in different 32-byte blocks.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	vmovsd %xmm3, (%rdi,%rax)
	movq %r9, 32(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
