# CPU: znver5
# MEASURED: 1.00
# imull of an immediate read by a leal, a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); not modelled
	imull $3, %r8d, %eax
	leal 1(%rax), %ecx
	subl $1, %esi
	jne .L1
