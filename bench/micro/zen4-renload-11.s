# shrxq from one location, addq $1 and the store back: the renamed
# load-op keeps its shift's cycle.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 2.00
	movq	$8, %rcx
	shrxq	%rcx, 640(%rbx), %rax
	addq	$1, %rax
	movq	%rax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
