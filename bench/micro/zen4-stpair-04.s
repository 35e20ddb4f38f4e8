# two chains through 640 and 644(%rbx), each renamed (the model pairs
# their stores: 1.39).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 2.00
	movl	640(%rbx), %eax
	addl	$1, %eax
	movl	%eax, 640(%rbx)
	movl	644(%rbx), %ecx
	addl	$1, %ecx
	movl	%ecx, 644(%rbx)
	subl	$1, %esi
	jne	.L1
