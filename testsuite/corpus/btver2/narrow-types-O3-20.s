	vpand	16(%rax), %xmm2, %xmm1
	prefetcht0	816(%rax)
	vpand	(%rax), %xmm2, %xmm0
	prefetcht0	880(%rax)
	vpand	48(%rax), %xmm2, %xmm4
	prefetcht0	944(%rax)
	prefetcht0	1008(%rax)
	movl	%r10d, %r11d
	addq	$256, %rax
	addl	$4, %r10d
	prefetchw	192(%rdx)
	addq	$64, %rdx
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpand	-224(%rax), %xmm2, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm4, %xmm1, %xmm1
	vpand	-144(%rax), %xmm2, %xmm4
	vpsraw	$8, %xmm1, %xmm1
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vpand	-176(%rax), %xmm2, %xmm1
	vmovdqu	%xmm0, -64(%rdx)
	vpand	-192(%rax), %xmm2, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpand	-160(%rax), %xmm2, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm4, %xmm1, %xmm1
	vpand	-80(%rax), %xmm2, %xmm4
	vpsraw	$8, %xmm1, %xmm1
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vpand	-112(%rax), %xmm2, %xmm1
	vmovdqu	%xmm0, -48(%rdx)
	vpand	-128(%rax), %xmm2, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpand	-96(%rax), %xmm2, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm4, %xmm1, %xmm1
	vpand	-16(%rax), %xmm2, %xmm4
	vpsraw	$8, %xmm1, %xmm1
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vpand	-48(%rax), %xmm2, %xmm1
	vmovdqu	%xmm0, -32(%rdx)
	vpand	-64(%rax), %xmm2, %xmm0
	vpackusdw	%xmm1, %xmm0, %xmm0
	vpand	-32(%rax), %xmm2, %xmm1
	vpsraw	$8, %xmm0, %xmm0
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm4, %xmm1, %xmm1
	vpsraw	$8, %xmm1, %xmm1
	vpand	%xmm1, %xmm3, %xmm1
	vpackuswb	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L172
