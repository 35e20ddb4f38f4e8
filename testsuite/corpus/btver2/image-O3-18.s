	vmovdqu	(%rsi,%rax), %xmm2
	incl	%edx
	vpaddb	(%rdi,%rax), %xmm10, %xmm11
	vpmovzxbw	%xmm2, %xmm0
	vpsrldq	$8, %xmm2, %xmm2
	vpaddw	%xmm8, %xmm0, %xmm0
	vpmovsxbw	%xmm11, %xmm12
	vpmullw	%xmm5, %xmm12, %xmm13
	vpmovzxbw	%xmm2, %xmm2
	vpmulhw	%xmm5, %xmm12, %xmm12
	vpsrldq	$8, %xmm11, %xmm11
	vpmulhw	%xmm4, %xmm0, %xmm14
	vpaddw	%xmm8, %xmm2, %xmm2
	vpmullw	%xmm4, %xmm0, %xmm1
	vpunpcklwd	%xmm12, %xmm13, %xmm15
	vpunpckhwd	%xmm12, %xmm13, %xmm13
	vpmovsxbw	%xmm11, %xmm11
	vpmullw	%xmm5, %xmm11, %xmm12
	vpunpcklwd	%xmm14, %xmm1, %xmm0
	vpunpckhwd	%xmm14, %xmm1, %xmm1
	vpaddd	%xmm15, %xmm0, %xmm0
	vpaddd	%xmm13, %xmm1, %xmm1
	vpaddd	%xmm6, %xmm0, %xmm0
	vpaddd	%xmm6, %xmm1, %xmm1
	vpsrad	$8, %xmm0, %xmm0
	vpsrad	$8, %xmm1, %xmm1
	vpand	%xmm0, %xmm7, %xmm0
	vpmulhw	%xmm5, %xmm11, %xmm11
	vpand	%xmm1, %xmm7, %xmm1
	vpmulhw	%xmm4, %xmm2, %xmm13
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm2, %xmm1
	vpunpcklwd	%xmm11, %xmm12, %xmm14
	vpunpckhwd	%xmm11, %xmm12, %xmm12
	vpminsw	%xmm3, %xmm0, %xmm0
	vpunpcklwd	%xmm13, %xmm1, %xmm2
	vpunpckhwd	%xmm13, %xmm1, %xmm1
	vpaddd	%xmm14, %xmm2, %xmm2
	vpaddd	%xmm12, %xmm1, %xmm1
	vpaddd	%xmm6, %xmm2, %xmm2
	vpaddd	%xmm6, %xmm1, %xmm1
	vpsrad	$8, %xmm2, %xmm2
	vpsrad	$8, %xmm1, %xmm1
	vpand	%xmm2, %xmm7, %xmm2
	vpand	%xmm1, %xmm7, %xmm1
	vpackusdw	%xmm1, %xmm2, %xmm1
	vpmaxsw	%xmm9, %xmm0, %xmm0
	vpminsw	%xmm3, %xmm1, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpmaxsw	%xmm9, %xmm1, %xmm1
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%ebx, %edx
	jb	.L161
