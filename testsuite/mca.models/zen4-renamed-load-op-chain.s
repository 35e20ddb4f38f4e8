# Zen 4: shrxq from a location, addq $1 and the store back: the renamed
# load-op keeps its shift's cycle, the add takes one more.  Measured on
# a Zen 4 host with gcc-mca-measure: 2.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
# BINDS: dependency through memory
	movq	$8, %rcx
	shrxq	%rcx, 640(%rbx), %rax
	addq	$1, %rax
	movq	%rax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
