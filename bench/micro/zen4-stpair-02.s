# a chain through 640(%rbx) (load renamed, addl, store) and a store to
# 644(%rbx): the model pairs the two stores and says 1.09; the core
# runs at 2.00.  Unexplained: with a third store elsewhere (-03) it
# still runs at 2.00.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 2.00
	movl	640(%rbx), %eax
	addl	$1, %eax
	movl	%eax, 640(%rbx)
	movl	%ecx, 644(%rbx)
	subl	$1, %esi
	jne	.L1
