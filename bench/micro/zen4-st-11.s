# A zmm store and a movq store to the next line.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 3.00
	vmovups %zmm3, (%rdi,%rax)
	movq %r9, 64(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
