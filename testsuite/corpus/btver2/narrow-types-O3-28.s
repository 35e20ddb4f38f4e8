	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vmovdqu	(%rsi,%rax), %xmm2
	vpmovsxwd	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm2, %xmm6
	vpsrldq	$8, %xmm2, %xmm2
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
	vmovdqu	%xmm1, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L233
