# mull from one location (%eax the product) and the store back:
# forwarded (the model: 10).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 9.00
	movl	$5, %eax
	mull	640(%rbx)
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
