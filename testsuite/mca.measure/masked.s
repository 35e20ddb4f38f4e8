# An AVX-512 body with a mask and zeroing: the braces are escaped in the
# asm template (%{ %}) and -print-harness shows them as written.
.L1:
	vmovups	(%rdi,%rax), %zmm1{%k1}{z}
	vaddps	%zmm1, %zmm2, %zmm2{%k1}
	addq	$64, %rax
	cmpq	%rax, %rsi
	jne	.L1
