# blsrl from one location and the store back: one macro-op, forwarded
# (the model renamed it before: 1.05).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 7.53
	blsrl	640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
