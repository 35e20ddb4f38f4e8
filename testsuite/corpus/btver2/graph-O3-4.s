	movslq	-80(%rdx), %rbp
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-140(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-136(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-132(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-128(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-124(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-120(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-116(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-112(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-108(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-104(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-100(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-96(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-92(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-88(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movslq	-84(%rdx), %rbp
	vaddsd	(%rsi,%rbp,8), %xmm0, %xmm0
	movl	%eax, %ebp
	addl	$17, %ebp
	addl	$16, %eax
	cmpl	%ebp, %r10d
	jg	.L27
