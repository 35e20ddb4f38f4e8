# A vmovsd store beside three loads.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.43
	vmovsd %xmm3, (%rdi,%rax)
	movq (%rsi,%rax), %r10
	movq 8(%rsi,%rax), %r11
	movq 16(%rsi,%rax), %r8
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
