	vmovdqu	(%rcx), %xmm0
	prefetcht0	160(%rcx)
	vmovdqu	(%rsi), %xmm2
	prefetcht0	160(%rsi)
	movl	%eax, %ebp
	addq	$64, %rcx
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	160(%rdi)
	addq	$64, %rdi
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
	vpmovsxwd	%xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm0
	vpsubd	%xmm6, %xmm1, %xmm1
	vpsubd	%xmm2, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vmovdqu	-48(%rsi), %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm1
	vmovdqu	-48(%rcx), %xmm0
	vmovdqu	%xmm1, -64(%rdi)
	vpmovsxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm0
	vpsubd	%xmm6, %xmm1, %xmm1
	vpsubd	%xmm2, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vmovdqu	-32(%rsi), %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm1
	vmovdqu	-32(%rcx), %xmm0
	vmovdqu	%xmm1, -48(%rdi)
	vpmovsxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm0
	vpsubd	%xmm6, %xmm1, %xmm1
	vpsubd	%xmm2, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vmovdqu	-16(%rsi), %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm1
	vmovdqu	-16(%rcx), %xmm0
	vmovdqu	%xmm1, -32(%rdi)
	vpmovsxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm2
	vpsubd	%xmm6, %xmm1, %xmm1
	vpsubd	%xmm2, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%rdi)
	cmpl	%edx, %ebp
	jne	.L232
