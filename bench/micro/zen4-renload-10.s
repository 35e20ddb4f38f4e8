# movslq from one location, addq and a 4-byte store back: MOVSXD is one
# macro-op like its register form: forwarded.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 8.18
	movslq	640(%rbx), %rax
	addq	$1, %rax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
