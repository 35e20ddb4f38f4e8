# Emerald Rapids: in a loop with a 512-bit instruction, at most three
# vector operations issue a cycle (the model's zmm-vector-issue; a load,
# an operation and a store's data count one each).  Measured on the
# Emerald Rapids host with gcc-mca-measure: a zmm load, two vpaddd zmm
# and a zmm store 1.41 cycles per iteration (two loads and two vpaddd
# 1.43; with a ymm load instead 1.32); the same on ymm registers 1.04.
# Before, 1.02.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.35
	vmovups	(%rsi,%rax,4), %zmm0
	vpaddd	%zmm2, %zmm3, %zmm4
	vpaddd	%zmm2, %zmm3, %zmm6
	vmovups	%zmm5, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jg	.L0
