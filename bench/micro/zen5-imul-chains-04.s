# CPU: znver5
# MEASURED: 1.07
# imull of an immediate into a one-cycle addl chain, a fused subl and jne: 1.07 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	imull $3, %r8d, %eax
	addl %eax, %edx
	subl $1, %esi
	jne .L1
