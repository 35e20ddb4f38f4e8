# A ymm store and a movq store in the next 32-byte block.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	vmovups %ymm3, (%rdi,%rax)
	movq %r9, 32(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
