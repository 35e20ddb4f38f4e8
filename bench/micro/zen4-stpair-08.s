# a chain through 640(%rbx) and a pair of stores at 1280 and 1284.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 2.00
	movl	640(%rbx), %eax
	addl	$1, %eax
	movl	%eax, 640(%rbx)
	movl	%edx, 1280(%rbx)
	movl	%edi, 1284(%rbx)
	subl	$1, %esi
	jne	.L1
