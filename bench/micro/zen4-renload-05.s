# bzhil from one location and the store back: renamed.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	movl	$3, %ecx
	bzhil	%ecx, 640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
