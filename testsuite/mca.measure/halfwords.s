# A histogram of 16-bit values (histogram.c:37): the data pages hold
# 16-bit integers of 0 to 4095, each hashed, not floats, whose upper
# halves would all be alike (every other element one counter).
	movzwl	(%rsi,%rax,2), %edi
	andl	$1023, %edi
	leaq	(%r8,%rdi,8), %rdi
	movsd	(%rdi), %xmm0
	addsd	(%rdx,%rax,8), %xmm0
	addq	$1, %rax
	movsd	%xmm0, (%rdi)
