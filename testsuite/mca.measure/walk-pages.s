# A counting sort's shape: a count loaded, decremented, stored back and
# used as an index.  On the harness's data the count starts near 2^30
# and every iteration moves the index down, so the stores walk through
# new pages all the time (one every 256 iterations): the timed runs
# would spend most of their time mapping pages, and the body is
# refused.
.L1:
	movl	(%rdi), %eax
	subl	$4, %eax
	movl	%eax, (%rdi)
	cltq
	movl	%edx, (%rsi,%rax,4)
	addq	$1, %rdx
	cmpq	%rdx, %rcx
	jne	.L1
