# CPU: znver5
# MEASURED: 1.07
# an independent imull of an immediate beside a one-cycle addl chain, a fused subl and jne: 1.07 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	imull $3, %r8d, %eax
	addl %r10d, %edx
	subl $1, %esi
	jne .L1
