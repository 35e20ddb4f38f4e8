	vmovd	(%rsi,%rax), %xmm0
	vpabsd	%xmm0, %xmm0
	vmovd	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.L3
