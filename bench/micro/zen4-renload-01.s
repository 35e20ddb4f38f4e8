# rorxl from one location and the store back: RORX (R32, M32, I8) two
# macro-ops in uops.info, the register form one: the load renamed.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.00
	rorxl	$8, 640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
