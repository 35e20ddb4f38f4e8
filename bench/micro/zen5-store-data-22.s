# CPU: znver5
# MEASURED: 1.01
# a vmulss result stored beside two leaq, a pointer step and a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vmulss %xmm1, %xmm2, %xmm0
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	vmovss %xmm0, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
