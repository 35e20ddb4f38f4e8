# A count that moves its stores on by 8 KiB an iteration, two pages
# each: one run of the copies maps more pages than the harness allows
# (16,384), and the body is refused.
.L1:
	movl	(%rdi), %eax
	subl	$1024, %eax
	movl	%eax, (%rdi)
	cltq
	movl	%edx, (%rsi,%rax,8)
	movl	%edx, 4096(%rsi,%rax,8)
	addq	$1, %rdx
	cmpq	%rdx, %rcx
	jne	.L1
