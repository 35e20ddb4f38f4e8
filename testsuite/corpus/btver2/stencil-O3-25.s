	vmovdqu	0(%r13), %xmm0
	prefetcht0	96(%r13)
	prefetcht0	96(%r12)
	prefetcht0	96(%rbp)
	prefetcht0	96(%rbx)
	prefetcht0	96(%r11)
	prefetcht0	96(%r10)
	prefetcht0	96(%r9)
	prefetcht0	96(%r8)
	prefetcht0	96(%rdi)
	prefetchw	96(%rsi)
	movl	%ecx, %eax
	vpaddd	(%r12), %xmm0, %xmm0
	addq	$64, %r13
	addq	$64, %r12
	addq	$64, %rbp
	addq	$64, %rbx
	addq	$64, %r11
	addq	$64, %r10
	addq	$64, %r9
	addq	$64, %r8
	addq	$64, %rdi
	addq	$64, %rsi
	addl	$4, %ecx
	vpaddd	-64(%rbp), %xmm0, %xmm0
	vpaddd	-64(%rbx), %xmm0, %xmm0
	vpaddd	-64(%r11), %xmm0, %xmm0
	vpaddd	-64(%r10), %xmm0, %xmm0
	vpaddd	-64(%r9), %xmm0, %xmm0
	vpaddd	-64(%r8), %xmm0, %xmm0
	vpaddd	-64(%rdi), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm0, %xmm1
	vpsrlq	$32, %xmm0, %xmm4
	vpmuldq	%xmm3, %xmm4, %xmm4
	vpsrad	$31, %xmm0, %xmm0
	vpshufd	$245, %xmm1, %xmm1
	vpblendw	$204, %xmm4, %xmm1, %xmm1
	vpsrad	$1, %xmm1, %xmm1
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -64(%rsi)
	vmovdqu	-48(%r13), %xmm0
	vpaddd	-48(%r12), %xmm0, %xmm0
	vpaddd	-48(%rbp), %xmm0, %xmm0
	vpaddd	-48(%rbx), %xmm0, %xmm0
	vpaddd	-48(%r11), %xmm0, %xmm0
	vpaddd	-48(%r10), %xmm0, %xmm0
	vpaddd	-48(%r9), %xmm0, %xmm0
	vpaddd	-48(%r8), %xmm0, %xmm0
	vpaddd	-48(%rdi), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm0, %xmm1
	vpsrlq	$32, %xmm0, %xmm4
	vpmuldq	%xmm3, %xmm4, %xmm4
	vpsrad	$31, %xmm0, %xmm0
	vpshufd	$245, %xmm1, %xmm1
	vpblendw	$204, %xmm4, %xmm1, %xmm1
	vpsrad	$1, %xmm1, %xmm1
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -48(%rsi)
	vmovdqu	-32(%r13), %xmm0
	vpaddd	-32(%r12), %xmm0, %xmm0
	vpaddd	-32(%rbp), %xmm0, %xmm0
	movl	-12(%rsp), %edx
	vpaddd	-32(%rbx), %xmm0, %xmm0
	vpaddd	-32(%r11), %xmm0, %xmm0
	vpaddd	-32(%r10), %xmm0, %xmm0
	vpaddd	-32(%r9), %xmm0, %xmm0
	vpaddd	-32(%r8), %xmm0, %xmm0
	vpaddd	-32(%rdi), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm0, %xmm1
	vpsrlq	$32, %xmm0, %xmm4
	vpmuldq	%xmm3, %xmm4, %xmm4
	vpsrad	$31, %xmm0, %xmm0
	vpshufd	$245, %xmm1, %xmm1
	vpblendw	$204, %xmm4, %xmm1, %xmm1
	vpsrad	$1, %xmm1, %xmm1
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -32(%rsi)
	vmovdqu	-16(%r13), %xmm0
	vpaddd	-16(%r12), %xmm0, %xmm0
	vpaddd	-16(%rbp), %xmm0, %xmm0
	vpaddd	-16(%rbx), %xmm0, %xmm0
	vpaddd	-16(%r11), %xmm0, %xmm0
	vpaddd	-16(%r10), %xmm0, %xmm0
	vpaddd	-16(%r9), %xmm0, %xmm0
	vpaddd	-16(%r8), %xmm0, %xmm0
	vpaddd	-16(%rdi), %xmm0, %xmm0
	vpmuldq	%xmm3, %xmm0, %xmm1
	vpsrlq	$32, %xmm0, %xmm4
	vpmuldq	%xmm3, %xmm4, %xmm4
	vpsrad	$31, %xmm0, %xmm0
	vpshufd	$245, %xmm1, %xmm1
	vpblendw	$204, %xmm4, %xmm1, %xmm1
	vpsrad	$1, %xmm1, %xmm1
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, -16(%rsi)
	cmpl	%edx, %eax
	jne	.L280
