	vmovdqu	(%rdx), %xmm2
	movl	%eax, %r10d
	prefetcht0	208(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpmullw	%xmm3, %xmm2, %xmm0
	vpmulhw	%xmm3, %xmm2, %xmm2
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vmovdqu	-48(%rdx), %xmm2
	vpsrad	$14, %xmm1, %xmm1
	vpsrad	$14, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm0, %xmm6, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpackusdw	%xmm0, %xmm1, %xmm1
	vpmullw	%xmm2, %xmm3, %xmm0
	vmovdqu	%xmm1, -64(%rdx)
	vpmulhw	%xmm2, %xmm3, %xmm2
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vmovdqu	-32(%rdx), %xmm2
	vpsrad	$14, %xmm1, %xmm1
	vpsrad	$14, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm0, %xmm6, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpackusdw	%xmm0, %xmm1, %xmm1
	vpmullw	%xmm2, %xmm3, %xmm0
	vmovdqu	%xmm1, -48(%rdx)
	vpmulhw	%xmm2, %xmm3, %xmm2
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vmovdqu	-16(%rdx), %xmm2
	vpsrad	$14, %xmm1, %xmm1
	vpsrad	$14, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm0, %xmm6, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpackusdw	%xmm0, %xmm1, %xmm1
	vpmullw	%xmm2, %xmm3, %xmm0
	vmovdqu	%xmm1, -32(%rdx)
	vpmulhw	%xmm2, %xmm3, %xmm2
	vpunpcklwd	%xmm2, %xmm0, %xmm1
	vpunpckhwd	%xmm2, %xmm0, %xmm0
	vpsrad	$14, %xmm1, %xmm1
	vpsrad	$14, %xmm0, %xmm0
	vpmaxsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm5, %xmm1, %xmm1
	vpminsd	%xmm5, %xmm0, %xmm0
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vpackusdw	%xmm0, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %r10d
	jne	.L65
