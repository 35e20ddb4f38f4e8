	movl	(%rsi,%rax), %edx
	movl	%r8d, %r9d
	vmulss	(%rsi,%rax), %xmm3, %xmm0
	shrl	%edx
	subl	%edx, %r9d
	movl	%r9d, -4(%rsp)
	vmovd	-4(%rsp), %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rcx, %rax
	jne	.L28
