# imull from one location and the store back: forwarded.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 9.00
	movl	%ecx, %eax
	imull	640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
