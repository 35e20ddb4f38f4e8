	vmulps	(%rax), %xmm2, %xmm0
	prefetcht0	496(%rax)
	prefetcht0	560(%rax)
	prefetcht0	624(%rax)
	vmulps	16(%rax), %xmm2, %xmm1
	prefetcht0	688(%rax)
	movl	%r10d, %r11d
	addq	$256, %rax
	vmulps	-208(%rax), %xmm2, %xmm8
	addl	$4, %r10d
	prefetchw	112(%rdx)
	addq	$64, %rdx
	vcvttps2dq	%xmm0, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm0, %xmm0
	vpminsd	%xmm4, %xmm0, %xmm0
	vcvttps2dq	%xmm8, %xmm8
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpand	%xmm0, %xmm5, %xmm0
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpmaxsd	%xmm3, %xmm8, %xmm8
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmulps	-224(%rax), %xmm2, %xmm1
	vpminsd	%xmm4, %xmm8, %xmm8
	vpand	%xmm8, %xmm5, %xmm8
	vpand	%xmm0, %xmm6, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpackusdw	%xmm8, %xmm1, %xmm1
	vmulps	-144(%rax), %xmm2, %xmm8
	vpand	%xmm1, %xmm6, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmulps	-176(%rax), %xmm2, %xmm1
	vmovdqu	%xmm0, -64(%rdx)
	vmulps	-192(%rax), %xmm2, %xmm0
	vcvttps2dq	%xmm8, %xmm8
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm8, %xmm8
	vcvttps2dq	%xmm0, %xmm0
	vpminsd	%xmm4, %xmm8, %xmm8
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpand	%xmm8, %xmm5, %xmm8
	vpminsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm0, %xmm0
	vpand	%xmm1, %xmm5, %xmm1
	vpminsd	%xmm4, %xmm0, %xmm0
	vpand	%xmm0, %xmm5, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmulps	-160(%rax), %xmm2, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpackusdw	%xmm8, %xmm1, %xmm1
	vmulps	-80(%rax), %xmm2, %xmm8
	vpand	%xmm1, %xmm6, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmulps	-112(%rax), %xmm2, %xmm1
	vmovdqu	%xmm0, -48(%rdx)
	vmulps	-128(%rax), %xmm2, %xmm0
	vcvttps2dq	%xmm8, %xmm8
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm8, %xmm8
	vcvttps2dq	%xmm0, %xmm0
	vpminsd	%xmm4, %xmm8, %xmm8
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpand	%xmm8, %xmm5, %xmm8
	vpminsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm0, %xmm0
	vpand	%xmm1, %xmm5, %xmm1
	vpminsd	%xmm4, %xmm0, %xmm0
	vpand	%xmm0, %xmm5, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmulps	-96(%rax), %xmm2, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpackusdw	%xmm8, %xmm1, %xmm1
	vmulps	-16(%rax), %xmm2, %xmm8
	vpand	%xmm1, %xmm6, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmulps	-48(%rax), %xmm2, %xmm1
	vmovdqu	%xmm0, -32(%rdx)
	vmulps	-64(%rax), %xmm2, %xmm0
	vcvttps2dq	%xmm8, %xmm8
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm8, %xmm8
	vcvttps2dq	%xmm0, %xmm0
	vpminsd	%xmm4, %xmm8, %xmm8
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpand	%xmm8, %xmm5, %xmm8
	vpminsd	%xmm4, %xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm0, %xmm0
	vpand	%xmm1, %xmm5, %xmm1
	vpminsd	%xmm4, %xmm0, %xmm0
	vpand	%xmm0, %xmm5, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmulps	-32(%rax), %xmm2, %xmm1
	vpand	%xmm0, %xmm6, %xmm0
	vcvttps2dq	%xmm1, %xmm1
	vpmaxsd	%xmm3, %xmm1, %xmm1
	vpminsd	%xmm4, %xmm1, %xmm1
	vpand	%xmm1, %xmm5, %xmm1
	vpackusdw	%xmm8, %xmm1, %xmm1
	vpand	%xmm1, %xmm6, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L5
