	vmovdqu	(%rdx,%rax), %xmm1
	incl	%ecx
	vpmovzxbw	%xmm1, %xmm7
	vpsrldq	$8, %xmm1, %xmm1
	vpmovzxwd	%xmm7, %xmm0
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxwd	%xmm7, %xmm7
	vpaddd	%xmm2, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmaxsd	%xmm5, %xmm0, %xmm0
	vpmaxsd	%xmm5, %xmm7, %xmm7
	vpminsd	%xmm4, %xmm0, %xmm0
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmovzxbw	%xmm1, %xmm1
	vpand	%xmm7, %xmm3, %xmm7
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm7, %xmm0, %xmm0
	vpmovzxwd	%xmm1, %xmm7
	vpsrldq	$8, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmovzxwd	%xmm1, %xmm1
	vpmaxsd	%xmm5, %xmm7, %xmm7
	vpaddd	%xmm2, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmaxsd	%xmm5, %xmm1, %xmm1
	vpand	%xmm7, %xmm3, %xmm7
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpackusdw	%xmm1, %xmm7, %xmm7
	vpand	%xmm7, %xmm6, %xmm7
	vpackuswb	%xmm7, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r9d, %ecx
	jb	.L23
