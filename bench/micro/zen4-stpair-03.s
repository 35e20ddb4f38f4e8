# as -02 with a store to 1280(%rbx) after the pair.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 2.00
	movl	640(%rbx), %eax
	addl	$1, %eax
	movl	%eax, 640(%rbx)
	movl	%ecx, 644(%rbx)
	movl	%edx, 1280(%rbx)
	subl	$1, %esi
	jne	.L1
