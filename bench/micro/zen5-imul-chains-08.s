# CPU: znver5
# MEASURED: 1.13
# an independent imull beside an addl and an addq chain, a fused subl and jne: 1.13 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	imull $3, %r8d, %eax
	addl %r10d, %edx
	addq $4, %rdi
	subl $1, %esi
	jne .L1
