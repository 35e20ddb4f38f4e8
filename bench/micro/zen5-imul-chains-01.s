# CPU: znver5
# MEASURED: 1.25
# a load, imull of it by itself into a one-cycle addl chain, the pointer step and a fused subl and jne: 1.25 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	movl (%rdi), %eax
	imull %eax, %eax
	addl %eax, %edx
	addq $4, %rdi
	subl $1, %esi
	jne .L1
