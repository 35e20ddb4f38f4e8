# A vmovups xmm store and a movq store 16 bytes on.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.02
	vmovups %xmm3, (%rdi,%rax)
	movq %r9, 16(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
