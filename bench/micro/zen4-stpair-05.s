# three chains through 116, 640 and 644(%rbx) (the model: 2.05).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 3.00
	movl	116(%rbx), %eax
	addl	$1, %eax
	movl	%eax, 116(%rbx)
	movl	640(%rbx), %ecx
	addl	$1, %ecx
	movl	%ecx, 640(%rbx)
	movl	644(%rbx), %edx
	addl	$1, %edx
	movl	%edx, 644(%rbx)
	subl	$1, %esi
	jne	.L1
