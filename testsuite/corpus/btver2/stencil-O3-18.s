	vmovdqu	(%r10), %xmm10
	prefetcht0	80(%rdi)
	vmovdqu	(%rdi), %xmm0
	prefetcht0	80(%r8)
	vmovdqu	(%rbx), %xmm9
	prefetcht0	80(%r9)
	vmovdqu	(%r8), %xmm8
	prefetcht0	80(%r10)
	vmovdqu	(%r9), %xmm7
	prefetcht0	80(%r11)
	vmovdqu	(%r11), %xmm3
	prefetcht0	80(%rbx)
	vpmovzxbw	%xmm10, %xmm11
	prefetchw	176(%rcx)
	vpmullw	%xmm5, %xmm11, %xmm11
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm10, %xmm10
	vpsrldq	$8, %xmm0, %xmm0
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm9, %xmm11
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm4, %xmm10, %xmm10
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm8, %xmm11
	vpsrldq	$8, %xmm9, %xmm9
	vpsubw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm7, %xmm11
	vpsrldq	$8, %xmm7, %xmm7
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmullw	%xmm5, %xmm11, %xmm11
	vpmovzxbw	%xmm9, %xmm9
	vpsrldq	$8, %xmm8, %xmm8
	vpmovzxbw	%xmm7, %xmm7
	vpmullw	%xmm4, %xmm7, %xmm7
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsubw	%xmm8, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm11
	vpsrldq	$8, %xmm3, %xmm3
	vpsubw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm3
	vmovdqu	16(%rdi), %xmm10
	vpsubw	%xmm3, %xmm0, %xmm0
	vmovdqu	16(%rbx), %xmm9
	vmovdqu	%xmm0, 16(%rcx)
	vmovdqu	16(%r10), %xmm0
	vmovdqu	16(%r8), %xmm8
	vpsubw	%xmm11, %xmm1, %xmm1
	vmovdqu	16(%r9), %xmm7
	vmovdqu	%xmm1, (%rcx)
	vmovdqu	16(%r11), %xmm3
	prefetchw	240(%rcx)
	vpmovzxbw	%xmm10, %xmm11
	movl	%edx, %esi
	vpsrldq	$8, %xmm10, %xmm10
	addq	$64, %rdi
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm5, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm4, %xmm0, %xmm0
	vpmovzxbw	%xmm10, %xmm10
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm11
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm8, %xmm11
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsrldq	$8, %xmm9, %xmm9
	vpmovzxbw	%xmm7, %xmm11
	vpsrldq	$8, %xmm7, %xmm7
	vpmullw	%xmm5, %xmm11, %xmm11
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmovzxbw	%xmm9, %xmm9
	vpsrldq	$8, %xmm8, %xmm8
	vpmovzxbw	%xmm7, %xmm7
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmullw	%xmm4, %xmm7, %xmm7
	vpmovzxbw	%xmm8, %xmm8
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsubw	%xmm8, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm11
	vpsrldq	$8, %xmm3, %xmm3
	vpsubw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm3
	vpsubw	%xmm3, %xmm0, %xmm0
	vmovdqu	-32(%rdi), %xmm10
	vmovdqu	%xmm0, 48(%rcx)
	vmovdqu	32(%r10), %xmm0
	vmovdqu	32(%rbx), %xmm9
	vpsubw	%xmm11, %xmm1, %xmm1
	vmovdqu	32(%r8), %xmm8
	vmovdqu	%xmm1, 32(%rcx)
	vmovdqu	32(%r9), %xmm7
	addq	$64, %r8
	vmovdqu	32(%r11), %xmm3
	addq	$64, %r9
	vpmovzxbw	%xmm10, %xmm11
	addq	$64, %r10
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm5, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm4, %xmm0, %xmm0
	vpsrldq	$8, %xmm10, %xmm10
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm11
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm8, %xmm11
	vpsubw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm7, %xmm11
	vpsrldq	$8, %xmm9, %xmm9
	vpsrldq	$8, %xmm7, %xmm7
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmullw	%xmm5, %xmm11, %xmm11
	vpmovzxbw	%xmm9, %xmm9
	vpsrldq	$8, %xmm8, %xmm8
	vpmovzxbw	%xmm7, %xmm7
	vpmullw	%xmm4, %xmm7, %xmm7
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsubw	%xmm8, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm11
	vpsrldq	$8, %xmm3, %xmm3
	vpsubw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm3
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsubw	%xmm3, %xmm0, %xmm0
	vmovdqu	%xmm1, 64(%rcx)
	vmovdqu	%xmm0, 80(%rcx)
	vmovdqu	-16(%rdi), %xmm10
	vmovdqu	-16(%r10), %xmm0
	addq	$64, %r11
	vmovdqu	48(%rbx), %xmm9
	subq	$-128, %rcx
	vmovdqu	-16(%r8), %xmm8
	addq	$64, %rbx
	vmovdqu	-16(%r9), %xmm7
	addl	$4, %edx
	vmovdqu	-16(%r11), %xmm3
	vpmovzxbw	%xmm10, %xmm11
	movl	-16(%rsp), %r15d
	vpmovzxbw	%xmm0, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmullw	%xmm5, %xmm1, %xmm1
	vpmovzxbw	%xmm0, %xmm0
	vpmullw	%xmm4, %xmm0, %xmm0
	vpsrldq	$8, %xmm10, %xmm10
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm9, %xmm11
	vpaddw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm8, %xmm11
	vpsubw	%xmm11, %xmm1, %xmm1
	vpmovzxbw	%xmm10, %xmm10
	vpmovzxbw	%xmm7, %xmm11
	vpsrldq	$8, %xmm9, %xmm9
	vpsrldq	$8, %xmm7, %xmm7
	vpaddw	%xmm10, %xmm0, %xmm0
	vpmullw	%xmm5, %xmm11, %xmm11
	vpmovzxbw	%xmm9, %xmm9
	vpsrldq	$8, %xmm8, %xmm8
	vpmovzxbw	%xmm7, %xmm7
	vpmullw	%xmm4, %xmm7, %xmm7
	vpaddw	%xmm9, %xmm0, %xmm0
	vpmovzxbw	%xmm8, %xmm8
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsubw	%xmm8, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm11
	vpsrldq	$8, %xmm3, %xmm3
	vpsubw	%xmm7, %xmm0, %xmm0
	vpmovzxbw	%xmm3, %xmm3
	vpsubw	%xmm11, %xmm1, %xmm1
	vpsubw	%xmm3, %xmm0, %xmm0
	vmovdqu	%xmm1, -32(%rcx)
	vmovdqu	%xmm0, -16(%rcx)
	cmpl	%r15d, %esi
	jne	.L192
