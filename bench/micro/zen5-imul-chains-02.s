# CPU: znver5
# MEASURED: 1.23
# a load and an imull of it whose result nothing reads, the pointer step and a fused subl and jne: 1.23 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	movl (%rdi), %eax
	imull %r8d, %eax
	addq $4, %rdi
	subl $1, %esi
	jne .L1
