	vmovdqu	(%rsi,%rax), %xmm0
	vpaddd	1024(%rsi,%rax), %xmm0, %xmm0
	vpaddd	2048(%rsi,%rax), %xmm0, %xmm0
	vpaddd	3072(%rsi,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpq	$1024, %rax
	jne	.L32
