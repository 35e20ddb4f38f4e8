# CPU: znver5
# MEASURED: 1.13
# imull of an immediate read by two addl chains, a fused subl and jne: 1.13 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	imull $3, %r8d, %eax
	addl %eax, %edx
	addl %eax, %ecx
	subl $1, %esi
	jne .L1
