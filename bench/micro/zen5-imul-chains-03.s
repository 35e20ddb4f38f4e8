# CPU: znver5
# MEASURED: 1.05
# movl and imull of registers into a one-cycle addl chain, a fused subl and jne: 1.05 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	movl %r8d, %eax
	imull %r9d, %eax
	addl %eax, %edx
	subl $1, %esi
	jne .L1
