	vmovdqu	(%rdx), %xmm5
	movl	%eax, %r10d
	prefetcht0	128(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vpmovzxbw	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpmovzxwd	%xmm7, %xmm1
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxwd	%xmm7, %xmm7
	vpaddd	%xmm2, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpminsd	%xmm4, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmovzxbw	%xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpand	%xmm1, %xmm3, %xmm1
	vpackusdw	%xmm7, %xmm1, %xmm1
	vpmovzxwd	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmovzxwd	%xmm5, %xmm5
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpaddd	%xmm2, %xmm5, %xmm5
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpminsd	%xmm4, %xmm5, %xmm5
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm5, %xmm3, %xmm5
	vpackusdw	%xmm5, %xmm7, %xmm7
	vmovdqu	-48(%rdx), %xmm5
	vpand	%xmm7, %xmm6, %xmm7
	vpackuswb	%xmm7, %xmm1, %xmm1
	vmovdqu	%xmm1, -64(%rdx)
	vpmovzxbw	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpmovzxwd	%xmm7, %xmm1
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxwd	%xmm7, %xmm7
	vpaddd	%xmm2, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpminsd	%xmm4, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmovzxbw	%xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpand	%xmm1, %xmm3, %xmm1
	vpackusdw	%xmm7, %xmm1, %xmm1
	vpmovzxwd	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmovzxwd	%xmm5, %xmm5
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpaddd	%xmm2, %xmm5, %xmm5
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpminsd	%xmm4, %xmm5, %xmm5
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm5, %xmm3, %xmm5
	vpackusdw	%xmm5, %xmm7, %xmm7
	vmovdqu	-32(%rdx), %xmm5
	vpand	%xmm7, %xmm6, %xmm7
	vpackuswb	%xmm7, %xmm1, %xmm1
	vmovdqu	%xmm1, -48(%rdx)
	vpmovzxbw	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpmovzxwd	%xmm7, %xmm1
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxwd	%xmm7, %xmm7
	vpaddd	%xmm2, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpminsd	%xmm4, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmovzxbw	%xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpand	%xmm1, %xmm3, %xmm1
	vpackusdw	%xmm7, %xmm1, %xmm1
	vpmovzxwd	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmovzxwd	%xmm5, %xmm5
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpaddd	%xmm2, %xmm5, %xmm5
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpminsd	%xmm4, %xmm5, %xmm5
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm5, %xmm3, %xmm5
	vpackusdw	%xmm5, %xmm7, %xmm7
	vmovdqu	-16(%rdx), %xmm5
	vpand	%xmm7, %xmm6, %xmm7
	vpackuswb	%xmm7, %xmm1, %xmm1
	vmovdqu	%xmm1, -32(%rdx)
	vpmovzxbw	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpmovzxwd	%xmm7, %xmm1
	vpsrldq	$8, %xmm7, %xmm7
	vpmovzxwd	%xmm7, %xmm7
	vpaddd	%xmm2, %xmm1, %xmm1
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm1, %xmm1
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpminsd	%xmm4, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmovzxbw	%xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpand	%xmm1, %xmm3, %xmm1
	vpackusdw	%xmm7, %xmm1, %xmm1
	vpmovzxwd	%xmm5, %xmm7
	vpsrldq	$8, %xmm5, %xmm5
	vpaddd	%xmm2, %xmm7, %xmm7
	vpmovzxwd	%xmm5, %xmm5
	vpmaxsd	%xmm0, %xmm7, %xmm7
	vpaddd	%xmm2, %xmm5, %xmm5
	vpminsd	%xmm4, %xmm7, %xmm7
	vpmaxsd	%xmm0, %xmm5, %xmm5
	vpand	%xmm7, %xmm3, %xmm7
	vpminsd	%xmm4, %xmm5, %xmm5
	vpand	%xmm1, %xmm6, %xmm1
	vpand	%xmm5, %xmm3, %xmm5
	vpackusdw	%xmm5, %xmm7, %xmm7
	vpand	%xmm7, %xmm6, %xmm7
	vpackuswb	%xmm7, %xmm1, %xmm1
	vmovdqu	%xmm1, -16(%rdx)
	cmpl	%ecx, %r10d
	jne	.L22
