# Emerald Rapids: an in-order sum beside a 512-bit loop body (GCC 12
# -O3 -march=sapphirerapids -mprefer-vector-width=512 of
# `s += a[i]; b[i] = a[i] * 2.0' over doubles: eight vaddsd a chain
# around a zmm load, add and store).  In a loop with a 512-bit
# instruction the adds chain at 3 cycles, not 2 (zmm-drops-write-id):
# 26.46 cycles per iteration measured on the Emerald Rapids host with
# gcc-mca-measure (3.3 an add); the model said 16.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 24.0
.L5:
	vmovupd	(%rax,%rsi), %zmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm3
	valignq	$3, %ymm1, %ymm1, %ymm2
	vaddsd	%xmm3, %xmm0, %xmm0
	vextractf64x2	$1, %ymm1, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vextractf64x4	$0x1, %zmm1, %ymm2
	vunpckhpd	%xmm2, %xmm2, %xmm3
	vaddsd	%xmm2, %xmm0, %xmm0
	vaddpd	%zmm1, %zmm1, %zmm1
	vaddsd	%xmm3, %xmm0, %xmm0
	vextractf64x2	$1, %ymm2, %xmm3
	valignq	$3, %ymm2, %ymm2, %ymm2
	vmovupd	%zmm1, (%rcx,%rsi)
	addq	$64, %rsi
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	cmpq	%rdi, %rsi
	jne	.L5
