# four stores in two blocks, two pairs.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 2.00
	movl	%eax, 640(%rbx)
	movl	%ecx, 644(%rbx)
	movl	%edx, 1280(%rbx)
	movl	%edi, 1284(%rbx)
	subl	$1, %esi
	jne	.L1
