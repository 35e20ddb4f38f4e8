# two 4-byte stores to one 32-byte block: they commit together.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	movl	%eax, 640(%rbx)
	movl	%ecx, 644(%rbx)
	subl	$1, %esi
	jne	.L1
