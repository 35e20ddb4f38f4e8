	vmovdqu	(%rax), %xmm5
	movl	%r8d, %r9d
	vmovdqu	16(%rax), %xmm4
	addl	$4, %r8d
	vmovdqu	32(%rax), %xmm3
	prefetcht0	368(%rax)
	vmovdqu	48(%rax), %xmm0
	addq	$64, %rax
	cmpl	%edx, %r9d
	vpsrldq	$8, %xmm5, %xmm1
	vpmovzxwd	%xmm5, %xmm5
	vpmovzxwd	%xmm1, %xmm1
	vpaddd	%xmm5, %xmm1, %xmm1
	vpmovzxwd	%xmm4, %xmm5
	vpsrldq	$8, %xmm4, %xmm4
	vpaddd	%xmm5, %xmm1, %xmm1
	vpmovzxwd	%xmm4, %xmm4
	vpaddd	%xmm4, %xmm1, %xmm1
	vpmovzxwd	%xmm3, %xmm4
	vpsrldq	$8, %xmm3, %xmm3
	vpaddd	%xmm4, %xmm1, %xmm1
	vpmovzxwd	%xmm3, %xmm3
	vpaddd	%xmm3, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm3
	vpsrldq	$8, %xmm0, %xmm0
	vpaddd	%xmm3, %xmm1, %xmm1
	vpmovzxwd	%xmm0, %xmm0
	vpaddd	%xmm0, %xmm1, %xmm1
	vpaddd	%xmm1, %xmm2, %xmm2
	jne	.L26
