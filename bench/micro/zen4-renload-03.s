# andnl from one location and the store back: one macro-op, like the
# register form: forwarded through the store buffer.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 7.52
	andnl	640(%rbx), %ecx, %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
