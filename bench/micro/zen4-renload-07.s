# cmovnel from one location and the store back: CMOVNZ (R32, M32) two
# macro-ops, renamed (the model: 1.46).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.01
	movl	%ecx, %eax
	cmovnel	640(%rbx), %eax
	movl	%eax, 640(%rbx)
	subl	$1, %esi
	jne	.L1
